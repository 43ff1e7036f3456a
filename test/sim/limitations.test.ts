/**
 * The kit "with limitations on the big one" (tables/measured.md › Techniques) in the fight, with a
 * scripted random source: each limitation's fight rule (`techniques.limitations[slug].fight`, the
 * rows of tables/06-tecnicas.md › Modificadores, "Custam −1") blocks or prices the big technique.
 */
import { describe, expect, it } from 'vitest';
import { dieFace, scriptedRandom } from '../../src/dice/index.js';
import { bookRuleset, createRuleset } from '../../src/rules/index.js';
import { fight, referenceFighter, type Fighter } from '../../src/sim/index.js';
import { must } from '../fixtures/teo.js';
import { always, NINETEENS } from './scripted.js';

const MOD = 'tables/06-tecnicas.md › Modificadores ("Custam −1")';
const victim = (): Fighter => ({ ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999 });
const limited = (limits: readonly string[], extra: object = {}): Fighter => ({
  ...referenceFighter({ level: 1, name: 'A', cosmo: 'teto', policy: 'nunca_queima', bigLimitations: limits }),
  maxHp: 999,
  ...extra,
});
const mine = (log: readonly string[]) => log.filter((l) => l.startsWith('A ') || l.startsWith('—'));

describe(`limitations on the big one (${MOD})`, () => {
  it('compile: the technique engine lowers the big one\'s cost; the flags come from the ruleset', () => {
    const plain = referenceFighter({ level: 5 });
    const once = referenceFighter({ level: 5, bigLimitations: ['uma_vez_por_luta'] });
    expect(once.techniques[0]!.cost).toBe(plain.techniques[0]!.cost - bookRuleset.techniques.limitations.uma_vez_por_luta.points);
    expect(once.techniques[0]!.oncePerFight).toBe(true);
    expect(once.techniques[1]!.oncePerFight).toBe(false);
    expect(once.limited).toBe(true);
    expect(plain.limited).toBe(false);
    const two = referenceFighter({ level: 5, bigLimitations: ['so_com_cosmo_no_teto', 'causa_dano_em_voce'] }).techniques[0]!;
    expect([two.needsTeto, two.selfDamageSides]).toEqual([true, 6]);
    expect(() => referenceFighter({ level: 5, bigLimitations: ['nao_existe'] })).toThrow(RangeError);
    expect(() => referenceFighter({ level: 5, bigLimitations: ['__proto__'] })).toThrow(RangeError);
  });

  it('"só uma vez por luta": used once; then the big one is the next technique', () => {
    const r = fight([limited(['uma_vez_por_luta'])], [victim()], always(NINETEENS), { maxRounds: 3, log: true });
    // B (999 PV) does not Block (a living armor waits for an Aparar: SIMULATOR.md second edition), none worth a parry (DEF 14); the third is Lida (+2).
    expect(mine(r.log!)).toEqual([
      '— Rodada 1 —',
      'A usa Técnica grande em B: 19 + 4 = 23 contra DEF 14, acerta: 42 de dano.',
      '— Rodada 2 —',
      'A usa Técnica pequena em B: 19 + 4 = 23 contra DEF 14, acerta: 18 de dano.',
      '— Rodada 3 —',
      'A usa Técnica pequena em B: 19 + 4 = 23 contra DEF 16, acerta: 18 de dano.',
    ]);
  });

  it('"exige carregar": never in the first turn, nor right after a technique', () => {
    const r = fight([limited(['exige_carregar'])], [victim()], always(NINETEENS), { maxRounds: 4, log: true });
    const m = mine(r.log!);
    expect(m[1]).toBe('A dá um golpe comum em B: 19 + 4 = 23 contra DEF 14, acerta: 10 de dano.');
    expect(m[3]).toBe('A usa Técnica grande em B: 19 + 4 = 23 contra DEF 14, acerta: 42 de dano.');
    expect(m[5]!.startsWith('A usa')).toBe(false);
    expect(m[7]!.startsWith('A usa Técnica grande')).toBe(true);
  });

  it('"só com o Cosmo no Teto": only at the Teto; below it, it holds for it', () => {
    const a = limited(['so_com_cosmo_no_teto']);
    const r = fight([a], [victim()], always(NINETEENS), { maxRounds: 4, log: true });
    const uses = mine(r.log!).filter((l) => l.startsWith('A usa'));
    expect(uses).toHaveLength(2); // rounds 1 (starting at the Teto) and 4 (back at it)
    // Starting below the Teto it does not use it in the first round.
    const low = fight([{ ...a, cosmoStart: a.teto - 1 }], [victim()], always(NINETEENS), { maxRounds: 1, log: true });
    expect(mine(low.log!).some((l) => l.startsWith('A usa Técnica grande'))).toBe(false);
  });

  it('"causa 1d6 por Grau em você": the user takes it after the blow; a house rule changes the die', () => {
    const r = fight([limited(['causa_dano_em_voce'])], [victim()], always(NINETEENS), { maxRounds: 1, log: true });
    expect(r.log).toContain('Técnica grande cobra de A: 6 de dano.'); // Grau 1, d6 at 6
    const L = bookRuleset.techniques.limitations;
    const rs = must(createRuleset({ techniques: { limitations: { ...L, causa_dano_em_voce: { ...L.causa_dano_em_voce, fight: { selfDamagePerGrau: { sides: 4 } } } } } }));
    const a = { ...referenceFighter({ level: 1, name: 'A', cosmo: 'teto', policy: 'nunca_queima', bigLimitations: ['causa_dano_em_voce'] }, rs), maxHp: 999 };
    const house = fight([a], [victim()], always(NINETEENS), { maxRounds: 1, log: true, ruleset: rs });
    expect(house.log).toContain('Técnica grande cobra de A: 4 de dano.');
  });

  it('"te deixa Desprevenido": the next attack against the user has Vantagem', () => {
    // Init A 19, B 2; A's big one: d20 19, 5d8 at 8; B's golpe rolls 2 and 17.
    const script = () =>
      scriptedRandom([dieFace(19, 20), dieFace(2, 20), dieFace(19, 20), ...Array(5).fill(dieFace(8, 8)), dieFace(2, 20), dieFace(17, 20), dieFace(5, 8)]);
    const r = fight([limited(['te_deixa_desprevenido'])], [victim()], script(), { maxRounds: 1, log: true });
    expect(r.log).toContain('A fica Desprevenido.');
    expect(r.log!.some((l) => l.startsWith('B dá um golpe comum em A: 17 + 4'))).toBe(true);
    const plain = fight([limited([])], [victim()], script(), { maxRounds: 1, log: true });
    expect(plain.log!.some((l) => l.startsWith('B dá um golpe comum em A: 2 + 4'))).toBe(true);
  });

  it('"te deixa Caído": Vantagem against it until it stands at the start of its next turn', () => {
    // Round 1 as above (B keeps 17 of 2 and 17); round 2: A stands, concentrates, and B's single d20 shows 2.
    const script = scriptedRandom([
      dieFace(19, 20), dieFace(2, 20), dieFace(19, 20), ...Array(5).fill(dieFace(8, 8)), dieFace(2, 20), dieFace(17, 20), dieFace(5, 8), dieFace(2, 20),
    ]);
    const r = fight([limited(['te_deixa_caido'])], [victim()], script, { maxRounds: 2, log: true });
    expect(r.log).toContain('A fica Caído.');
    const b = r.log!.filter((l) => l.startsWith('B dá um golpe comum em A'));
    expect(b[0]).toContain(': 17 + 4');
    expect(b[1]).toContain(': 2 + 4 = 6');
  });
});
