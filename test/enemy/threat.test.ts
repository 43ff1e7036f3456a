import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickTableRow } from '../../src/enemy/quick-table.js';
import { bookThreatExample, buildThreat, renderThreat, type ThreatInput } from '../../src/enemy/threat.js';
import { bookRuleset } from '../../src/rules/ruleset.js';

const T10 = 'tables/10-inimigos.md › Ameaças que não são guerreiros';
const NOTE = 'tables/10-inimigos.md › Nota "Exemplo" (O Senhor dos Cadáveres)';
const QT = 'tables/10-inimigos.md › A tabela rápida';
const F10 = 'FACTS.md › Enemies (Capítulo Dez)';
const SEED = 'seed, Capítulo Dez › Ameaças que não são guerreiros';

// "O que ele aguenta", copied from the restored table: [level, PV, DEF Bronze].
const PRINTED: readonly (readonly [number, number, number])[] = [
  [1, 16, 14], [2, 23, 14], [3, 31, 14], [4, 42, 14], [5, 54, 14], [6, 67, 15], [7, 81, 15], [8, 97, 15], [9, 114, 15], [10, 133, 16],
  [11, 153, 16], [12, 175, 16], [13, 198, 16], [14, 223, 17], [15, 249, 17], [16, 277, 17], [17, 306, 17], [18, 355, 17], [19, 387, 17], [20, 420, 17],
];

const mold = (over: Partial<ThreatInput> = {}): ThreatInput => ({
  name: 'A serpente do templo',
  level: 5,
  eachRound: 'Morde; a cada duas rodadas, cospe veneno numa linha.',
  howBeaten: 'Só o fogo a fere.',
  ...over,
});

function must<T>(r: { ok: true; value: T } | { ok: false; issues: readonly { code: string }[] }): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.issues.map((i) => i.code).join(', ')}`);
  return r.value;
}

describe(`O Senhor dos Cadáveres (${NOTE})`, () => {
  it(`nível 6 para um grupo de nível 4; os PV da linha 6 (67) divididos por três corpos (${NOTE})`, () => {
    const ex = bookRuleset.enemies.threats.example;
    expect(ex).toMatchObject({ level: 6, groupLevel: 4, bodies: 3 });
    const t = must(buildThreat(bookThreatExample()));
    expect(t.name).toBe('O Senhor dos Cadáveres');
    expect(t.level).toBe(6);
    expect(t.groupLevel).toBe(4);
    expect(t.hp.total).toBe(67);
    expect(t.def).toBe(15);
    expect(t.parts).toHaveLength(3);
    expect(t.conviccaoCount).toBe(0);
    expect(buildThreat(bookThreatExample()).issues).toEqual([]);
  });

  it(`67 ÷ 3 = 22⅓: cada corpo arredonda para cima, 23 PV, somando 69 (FACTS.md › Resolution (opening chapters): frações arredondam para cima; ${NOTE})`, () => {
    const t = must(buildThreat(bookThreatExample()));
    expect(t.parts.map((p) => p.hp)).toEqual([23, 23, 23]);
    expect(t.hp).toEqual({ total: 67, partsTotal: 69, split: 'round_each' });
  });

  it(`the exact split gives 23/22/22, summing the printed 67 (${NOTE})`, () => {
    const t = must(buildThreat({ ...bookThreatExample(), hpSplit: 'exact' }));
    expect(t.parts.map((p) => p.hp)).toEqual([23, 22, 22]);
    expect(t.hp.partsTotal).toBe(67);
  });

  it(`the golpe comum of line 6 and its big technique, free, every two rounds (${SEED}; ${QT})`, () => {
    const t = must(buildThreat(bookThreatExample()));
    expect(t.golpe).toEqual({ attack: 6, count: 1, die: 8, bonus: 3 });
    expect(t.technique).toEqual({ attack: 6, points: 6, die: 8, bonus: 33, cost: 0, everyRounds: 2 });
  });

  it(`renders the mold in order (${T10})`, () => {
    const text = renderThreat(must(buildThreat(bookThreatExample())));
    expect(text.split('\n').slice(0, 4)).toEqual([
      'O Senhor dos Cadáveres',
      'Ameaça · nível 6 (grupo de nível 4) · sem Convicção',
      'PV 67 · DEF 15',
      'Partes (cada uma cai sozinha; somam 69 PV):',
    ]);
    expect(text).toContain('Corpo 1: 23 PV');
    expect(text).toContain('Golpe comum: +6 · 1d8+3');
    expect(text).toContain('Técnica grande (sem custo, a cada 2 rodadas): +6 · 6d8 + 33');
    expect(text).toContain('Como se vence: enquanto houver um corpo de pé');
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe(`the short mold (${SEED}; ${F10})`, () => {
  it(`HP and DEF are the quick table's line with the Bronze DEF, levels 1–20 (${QT})`, () => {
    for (const [level, hp, def] of PRINTED) {
      const t = must(buildThreat(mold({ level })));
      expect([level, t.hp.total, t.def]).toEqual([level, hp, def]);
      const row = quickTableRow(level);
      expect([t.hp.total, t.def]).toEqual([row.hp, row.def.bronze]);
      expect(t.hp.partsTotal).toBe(t.hp.total);
      expect(t.parts).toEqual([]);
    }
  });

  it(`sem Convicção: always 0 (${SEED}, passo 5)`, () => {
    for (let level = 1; level <= 20; level++) expect(must(buildThreat(mold({ level }))).conviccaoCount).toBe(0);
  });

  it(`the parts sum: exact gives the line's HP, round_each at most one point above per part (${SEED}, passo 2)`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
        (level, shares) => {
          const parts = shares.map((share, i) => ({ name: `Parte ${i + 1}`, share }));
          const line = quickTableRow(level).hp;
          const each = must(buildThreat(mold({ level, parts })));
          const sum = each.parts.reduce((a, p) => a + p.hp, 0);
          expect(sum).toBe(each.hp.partsTotal);
          expect(sum).toBeGreaterThanOrEqual(line);
          expect(sum).toBeLessThan(line + parts.length);
          const exact = buildThreat(mold({ level, parts, hpSplit: 'exact' }));
          if (exact.ok) {
            expect(exact.value.parts.reduce((a, p) => a + p.hp, 0)).toBe(line);
            expect(exact.value.parts.every((p) => p.hp > 0)).toBe(true);
          } else expect(exact.issues[0]?.code).toBe('threat_part_without_hp');
        },
      ),
    );
  });

  it(`a bigger share gets more HP (${SEED}, passo 2)`, () => {
    const t = must(buildThreat(mold({ level: 6, parts: [{ name: 'Cabeça grande', share: 2 }, { name: 'Cabeça pequena' }] })));
    expect(t.parts.map((p) => p.hp)).toEqual([45, 23]); // 67 × ⅔ = 44⅔ → 45; 67 × ⅓ = 22⅓ → 23
  });

  it(`a level off the group's (0 to 3 above) is a warning, not a failure (${SEED}, passo 1)`, () => {
    const r = buildThreat(mold({ level: 9, groupLevel: 4 }));
    expect(r.ok).toBe(true);
    expect(r.issues[0]).toMatchObject({ code: 'threat_level_off_group', severity: 'warning' });
    expect(r.issues[0]?.message).toBe(
      'Uma ameaça de nível 9 para um grupo de nível 4: o livro pede o nível do grupo, ou de 1 a 3 acima se ela é o centro da missão.',
    );
    expect(buildThreat(mold({ level: 7, groupLevel: 4 })).issues).toEqual([]);
    expect(buildThreat(mold({ level: 3, groupLevel: 4 })).issues[0]?.code).toBe('threat_level_off_group');
  });
});

describe('bad input gives coded pt-BR issues, never throws', () => {
  it('level outside 1–20 or not an integer', () => {
    expect(buildThreat(mold({ level: 0 })).issues[0]).toMatchObject({
      code: 'enemy_level_out_of_range',
      message: 'O nível 0 não existe para um inimigo: vai de 1 a 20.',
    });
    expect(buildThreat(mold({ level: 21 })).issues[0]?.code).toBe('enemy_level_out_of_range');
    expect(buildThreat(mold({ level: 2.5 })).issues[0]?.code).toBe('enemy_level_not_integer');
  });

  it('missing steps, unknown fields, bad shares', () => {
    const noBeaten = buildThreat({ name: 'X', level: 3, eachRound: 'a' });
    expect(noBeaten.ok).toBe(false);
    expect(noBeaten.issues.map((i) => i.path.join('.'))).toContain('howBeaten');
    expect(noBeaten.issues[0]?.code).toMatch(/^schema_/);
    expect(buildThreat({ ...mold(), hp: 99 }).issues[0]?.code).toBe('schema_unrecognized_keys');
    expect(buildThreat(mold({ parts: [{ name: 'A', share: 0 }] })).issues[0]?.code).toBe('schema_too_small');
    expect(buildThreat(mold({ parts: [] })).issues[0]?.code).toBe('schema_too_small');
  });

  it('two parts with the same name', () => {
    const r = buildThreat(mold({ parts: [{ name: 'Cabeça' }, { name: ' cabeça ' }] }));
    expect(r.issues[0]).toMatchObject({
      code: 'threat_duplicate_part',
      path: ['parts', 1, 'name'],
      message: 'A parte " cabeça " aparece duas vezes: cada parte precisa de um nome só dela.',
    });
  });

  it('more parts than the exact split can feed', () => {
    const parts = Array.from({ length: 20 }, (_, i) => ({ name: `Mão ${i + 1}` }));
    const r = buildThreat(mold({ level: 1, parts, hpSplit: 'exact' }));
    expect(r.issues[0]?.code).toBe('threat_part_without_hp');
    expect(buildThreat(mold({ level: 1, parts })).ok).toBe(true); // rounding each up never leaves 0
  });

  it('anything at all returns a Result', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = buildThreat(x);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});

describe('immutability', () => {
  it('does not mutate the input; the sheet is frozen', () => {
    const input = bookThreatExample();
    const before = structuredClone(input);
    Object.freeze(input);
    for (const p of input.parts ?? []) Object.freeze(p);
    const t = must(buildThreat(input));
    expect(input).toEqual(before);
    expect(Object.isFrozen(t)).toBe(true);
    expect(Object.isFrozen(t.parts[0])).toBe(true);
  });
});
