import { describe, expect, it } from 'vitest';
import {
  advantageMode,
  createRandom,
  d20Chances,
  d20Test,
  describeD20Test,
  difficulty,
  evaluateD20Test,
  scriptedDice,
  type D20TestInput,
} from '../../src/dice/index.js';
import { bookRuleset, type Ruleset } from '../../src/rules/ruleset.js';

const F = 'FACTS.md › Resolution (opening chapters)';
const SEED_FIG = 'seed › Figurantes (Capítulo Cinco)';

function evaluate(input: D20TestInput & { naturals: number[] }, ruleset?: Ruleset) {
  const r = evaluateD20Test(input, ruleset);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe(`d20 test — ${F}`, () => {
  it(`success when d20 + modifier + proficiency ≥ target; equal succeeds (${F})`, () => {
    expect(evaluate({ modifier: 3, proficiency: 2, target: 13, naturals: [8] })).toMatchObject({ total: 13, success: true });
    expect(evaluate({ modifier: 3, proficiency: 2, target: 13, naturals: [7] })).toMatchObject({ total: 12, success: false });
  });

  it(`proficiency is added only when trained (${F})`, () => {
    expect(evaluate({ modifier: 3, proficiency: 2, trained: false, target: 13, naturals: [8] })).toMatchObject({
      proficiency: 0,
      total: 11,
      success: false,
    });
  });

  it(`Example: Bronze level 1, Atletismo +5 vs CD 13 — succeeds on 8 or more, 65% (${F})`, () => {
    const ex = bookRuleset.resolution.example;
    for (let f = 1; f <= 20; f++) {
      const r = evaluate({ kind: 'pericia', bonus: ex.bonus, target: ex.cd, naturals: [f] });
      expect(r.success, `d20 = ${f}`).toBe(f >= 8);
    }
    expect(d20Chances({ kind: 'pericia', bonus: 5, target: 13 }).ok && d20Chances({ kind: 'pericia', bonus: 5, target: 13 })).toMatchObject({
      value: { success: 0.65 },
    });
  });

  it(`Vantagem: roll two d20, keep the best (${F})`, () => {
    const r = evaluate({ vantagem: true, target: 10, naturals: [4, 17] });
    expect(r).toMatchObject({ mode: 'vantagem', dice: [4, 17], natural: 17 });
  });

  it(`Desvantagem: roll two d20, keep the worst (${F})`, () => {
    const r = evaluate({ desvantagem: true, target: 10, naturals: [4, 17] });
    expect(r).toMatchObject({ mode: 'desvantagem', natural: 4, success: false });
  });

  it(`Vantagem does not stack: any number of sources is still two dice (${F})`, () => {
    for (const n of [1, 2, 3, 7]) expect(advantageMode(n, 0)).toEqual({ mode: 'vantagem', dice: 2 });
    for (const n of [1, 2, 5]) expect(advantageMode(0, n)).toEqual({ mode: 'desvantagem', dice: 2 });
  });

  it(`Vantagem and Desvantagem cancel to one die whatever the number of sources on each side (${F})`, () => {
    for (const [v, d] of [
      [1, 1],
      [3, 1],
      [1, 4],
      [5, 2],
    ] as const) {
      expect(advantageMode(v, d), `${v} × ${d}`).toEqual({ mode: 'normal', dice: 1 });
    }
    const rolled = d20Test({ vantagem: 3, desvantagem: 1, target: 10 }, createRandom(9));
    expect(rolled.ok && rolled.value.dice.length).toBe(1);
  });

  it('house-rule option stacking "net": each net source adds a die (not the book)', () => {
    const house = { ...bookRuleset, resolution: { ...bookRuleset.resolution, advantage: { ...bookRuleset.resolution.advantage, stacking: 'net' as const } } };
    expect(advantageMode(3, 1, house)).toEqual({ mode: 'vantagem', dice: 3 });
    expect(advantageMode(1, 1, house)).toEqual({ mode: 'normal', dice: 1 });
    expect(advantageMode(0, 2, house)).toEqual({ mode: 'desvantagem', dice: 3 });
  });

  it(`Natural 20 on an attack: hits and crits, whatever the DEF (${F})`, () => {
    const r = evaluate({ kind: 'ataque', modifier: 0, target: 40, naturals: [20] });
    expect(r).toMatchObject({ success: true, autoSuccess: true, critical: true, natural20: true });
  });

  it(`Natural 1 on an attack: misses regardless of bonus (${F})`, () => {
    const r = evaluate({ kind: 'ataque', modifier: 30, target: 10, naturals: [1] });
    expect(r).toMatchObject({ total: 31, success: false, autoFailure: true, critical: false });
  });

  it(`A natural 20 is the die showing 20 before adding anything: 19 + 10 is not a crit (${F})`, () => {
    const r = evaluate({ kind: 'ataque', modifier: 10, target: 10, naturals: [19] });
    expect(r).toMatchObject({ total: 29, success: true, critical: false });
  });

  it(`An attack with Vantagem crits when the kept die is 20 (${F})`, () => {
    expect(evaluate({ kind: 'ataque', vantagem: true, target: 15, naturals: [20, 3] }).critical).toBe(true);
    expect(evaluate({ kind: 'ataque', desvantagem: true, target: 15, naturals: [20, 3] }).critical).toBe(false);
  });

  it(`Skill test natural 20: no automatic success, but something exceptional (${F})`, () => {
    const r = evaluate({ kind: 'pericia', bonus: 0, target: 25, naturals: [20] });
    expect(r).toMatchObject({ success: false, autoSuccess: false, critical: false, exceptional: true });
  });

  it(`Skill test natural 1: the total is used normally, maybe a complication (${F})`, () => {
    const r = evaluate({ kind: 'pericia', bonus: 15, target: 13, naturals: [1] });
    expect(r).toMatchObject({ total: 16, success: true, autoFailure: false, complication: true });
  });

  it(`No crit for a Rolagem de Efeito: a natural 20 does not succeed by itself (${F})`, () => {
    const r = evaluate({ kind: 'efeito', modifier: 2, target: 30, naturals: [20] });
    expect(r).toMatchObject({ success: false, critical: false, autoSuccess: false, exceptional: false });
    const low = evaluate({ kind: 'efeito', modifier: 15, target: 12, naturals: [1] });
    expect(low).toMatchObject({ success: true, autoFailure: false });
  });

  it(`No crit for Iniciativa: just the total, no target (${F})`, () => {
    const r = evaluate({ kind: 'iniciativa', modifier: 2, naturals: [20] });
    expect(r).toMatchObject({ total: 22, success: null, critical: false, target: null });
  });

  it(`No crit for a band of figurantes; its natural 20 still hits (${F}; ${SEED_FIG})`, () => {
    const r = evaluate({ kind: 'ataque_bando', bonus: 3, target: 30, naturals: [20] });
    expect(r).toMatchObject({ success: true, autoSuccess: true, critical: false });
    expect(evaluate({ kind: 'ataque_bando', bonus: 30, target: 10, naturals: [1] }).success).toBe(false);
  });

  it('onlyNatural20Succeeds: only a natural 20 hits (two Sentido steps above, FACTS.md › Cosmo (Capítulo Quatro))', () => {
    expect(evaluate({ kind: 'ataque', modifier: 30, target: 10, naturals: [19], onlyNatural20Succeeds: true }).success).toBe(false);
    expect(evaluate({ kind: 'ataque', modifier: 0, target: 10, naturals: [20], onlyNatural20Succeeds: true }).success).toBe(true);
    expect(d20Chances({ kind: 'ataque', modifier: 30, target: 10, onlyNatural20Succeeds: true }).ok).toBe(true);
    const c = d20Chances({ kind: 'ataque', modifier: 30, target: 10, onlyNatural20Succeeds: true });
    expect(c.ok && c.value.success).toBe(0.05);
  });

  it('reads the rules from the ruleset: a house rule where skill tests crit', () => {
    const house: Ruleset = {
      ...bookRuleset,
      resolution: {
        ...bookRuleset.resolution,
        rollKinds: {
          ...bookRuleset.resolution.rollKinds,
          pericia: { ...bookRuleset.resolution.rollKinds.pericia, natural20: { autoSuccess: true, critical: true, exceptional: false } },
        },
      },
    };
    expect(evaluate({ kind: 'pericia', target: 40, naturals: [20] }, house)).toMatchObject({ success: true, critical: true });
  });

  it('chances with Vantagem / Desvantagem are exact', () => {
    const v = d20Chances({ kind: 'pericia', bonus: 5, target: 13, vantagem: true });
    expect(v.ok && v.value.success).toBe(0.8775); // 1 − 0.35²
    const d = d20Chances({ kind: 'pericia', bonus: 5, target: 13, desvantagem: true });
    expect(d.ok && d.value.success).toBe(0.4225); // 0.65²
    const crit = d20Chances({ kind: 'ataque', target: 10, vantagem: true });
    expect(crit.ok && crit.value.critical).toBe(0.0975); // 1 − 0.95²
  });

  it('seeded d20 tests are reproducible', () => {
    const roll = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 50 }, () => {
        const r = d20Test({ kind: 'ataque', modifier: 3, target: 14, vantagem: true }, rng);
        return r.ok ? r.value.dice.join('/') : 'x';
      });
    };
    expect(roll(123)).toEqual(roll(123));
    expect(roll(123)).not.toEqual(roll(124));
  });

  it('d20Test rolls from the injected source', () => {
    const r = d20Test({ kind: 'ataque', modifier: 3, target: 14, vantagem: true }, scriptedDice([20, 5]));
    expect(r.ok && r.value).toMatchObject({ dice: [20, 5], natural: 20, critical: true });
  });

  it('bad input gives coded issues, never throws', () => {
    const codes = (input: unknown) => {
      const r = d20Test(input as D20TestInput, createRandom(1));
      return r.ok ? [] : r.issues.map((i) => i.code);
    };
    expect(codes({ kind: 'defesa' })).toEqual(['d20_unknown_kind']);
    expect(codes({ kind: 'constructor' })).toEqual(['d20_unknown_kind']);
    expect(codes({ modifier: Number.NaN })).toEqual(['d20_not_a_number']);
    expect(codes({ target: Infinity, bonus: '3' })).toEqual(['d20_not_a_number', 'd20_not_a_number']);
    expect(codes({ vantagem: -1 })).toEqual(['d20_invalid_sources']);
    expect(codes(null)).toEqual(['d20_not_a_number']);
    const wrong = evaluateD20Test({ vantagem: true, naturals: [3] });
    expect(wrong.ok ? [] : wrong.issues.map((i) => i.code)).toEqual(['d20_wrong_dice_count']);
    const face = evaluateD20Test({ naturals: [21] });
    expect(face.ok ? '' : face.issues[0]!.message).toBe('O dado natural 21 não existe num d20: use um inteiro de 1 a 20.');
  });

  it('describes a result in pt-BR', () => {
    expect(describeD20Test(evaluate({ kind: 'pericia', bonus: 5, target: 13, naturals: [8] }))).toBe(
      'Teste de perícia: d20 [8] → 8 + 5 = 13 contra 13: sucesso.',
    );
    expect(describeD20Test(evaluate({ kind: 'ataque', modifier: 3, proficiency: 2, target: 15, vantagem: 2, naturals: [20, 4] }))).toBe(
      'Ataque com Vantagem: d20 [20, 4] → 20 + 3 + 2 = 25 contra 15: sucesso, acerto crítico.',
    );
    expect(describeD20Test(evaluate({ kind: 'ataque', modifier: -1, target: 15, naturals: [1] }))).toBe(
      'Ataque: d20 [1] → 1 − 1 = 0 contra 15: falha, 1 natural.',
    );
  });

  it(`difficulty looks up the table by slug or CD (tables/02-como-se-joga.md › Quanto é difícil)`, () => {
    expect(difficulty('media')?.cd).toBe(13);
    expect(difficulty(22)?.label).toBe('Quase impossível');
    expect(difficulty(14)).toBeUndefined();
  });
});

describe('rollOutcome: the numeric form the fight simulator calls agrees with evaluateD20Test (FACTS.md › Resolution: "20 natural acerta e é crítico; 1 natural erra"; seed › Figurantes: a band never crits)', () => {
  it('on every face, total and kind of attack, and under a house rule where a natural 1 does not miss', async () => {
    const { rollOutcome, evaluateD20Test } = await import('../../src/dice/index.js');
    const { createRuleset, bookRuleset } = await import('../../src/rules/index.js');
    const house = createRuleset({ id: 'mesa', name: 'Mesa', resolution: { rollKinds: { ataque: { natural1: { autoFailure: false } } } } });
    if (!house.ok) throw new Error(JSON.stringify(house.issues));
    let checked = 0;
    for (const rs of [bookRuleset, house.value]) {
      for (const kind of ['ataque', 'ataque_bando'] as const) {
        for (let nat = 1; nat <= 20; nat++) {
          for (const bonus of [-5, 0, 3, 9, 25]) {
            const target = 14;
            const r = evaluateD20Test({ kind, bonus, target, naturals: [nat] }, rs);
            if (!r.ok) throw new Error(JSON.stringify(r.issues));
            const expected = !r.value.success ? 0 : r.value.critical ? 2 : 1;
            expect(rollOutcome(nat, nat + bonus, target, kind, rs), `${kind} ${nat}+${bonus}`).toBe(expected);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(400);
    expect(rollOutcome(1, 30, 14, 'ataque', house.value)).toBe(1);
    expect(rollOutcome(20, 22, 30, 'ataque_bando')).toBe(1);
  });
});
