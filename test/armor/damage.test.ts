/**
 * The armor's damage characteristics are numbers in the ruleset, applied by pure functions
 * (tables/07-armaduras.md › As características).
 */
import { describe, expect, it } from 'vitest';
import {
  aparar,
  armorDamageTaken,
  damageThroughArmor,
  armorReflections,
  armorSchema,
  bookRuleset,
  createRandom,
  createRuleset,
  deriveArmor,
  golpeComumParriable,
  rollReflection,
  shatter,
} from '../../src/index.js';

const T7 = 'tables/07-armaduras.md › As características';
const wearer = { con: 1, vidaChoices: 0 };
const armorWith = (c: string, extra: Record<string, unknown> = {}) =>
  deriveArmor(armorSchema.parse({ name: 'Baleia', posto: 'bronze', accessory: 'nenhum', characteristics: [c], ...extra }), wearer);

describe(`Couraça grossa: "Todo golpe comum que te acerta causa o seu Grau a menos de dano" (${T7})`, () => {
  it('a golpe comum of 7 on a Grau 2 wearer: 5, named', () => {
    expect(armorDamageTaken(armorWith('couraca_grossa'), 'golpe_comum', 7, 2).text).toBe('Dano 5 = 7 golpe comum − 2 Couraça grossa');
  });
  it('never below 0; techniques and figurantes pass as they are', () => {
    expect(armorDamageTaken(armorWith('couraca_grossa'), 'golpe_comum', 1, 3).total).toBe(0);
    expect(armorDamageTaken(armorWith('couraca_grossa'), 'tecnica', 7, 2).total).toBe(7);
    expect(armorDamageTaken(armorWith('couraca_grossa'), 'figurante', 2, 2).total).toBe(2);
  });
  it('only on the body: a shattered armor has no characteristic', () => {
    const a = armorSchema.parse({ name: 'Baleia', posto: 'bronze', accessory: 'nenhum', characteristics: ['couraca_grossa'] });
    const s = shatter(a);
    expect(s.ok && armorDamageTaken(deriveArmor(s.value, wearer), 'golpe_comum', 7, 2).total).toBe(7);
  });
  it('hostile input: a negative or fractional damage counts as 0', () => {
    expect(armorDamageTaken(armorWith('couraca_grossa'), 'golpe_comum', -5, 2).total).toBe(0);
    expect(armorDamageTaken(armorWith('couraca_grossa'), 'golpe_comum', Number.NaN, 2).total).toBe(0);
  });
  it('a house rule changes the number (twice the Grau)', () => {
    const chars = bookRuleset.armor.characteristics.map((c) => (c.slug === 'couraca_grossa' ? { ...c, damage: { golpeComumTakenLessPerGrau: 2 } } : c));
    const r = createRuleset({ armor: { characteristics: chars } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(armorDamageTaken(armorWith('couraca_grossa'), 'golpe_comum', 7, 2, r.value).total).toBe(3);
  });
});

describe(`Espinhos: "Uma vez por turno, quem te acerta com um golpe comum sofre 1d4 + o seu Grau de dano" (${T7})`, () => {
  it('1d4 + Grau, once per turn; rolled between 1 + Grau and 4 + Grau', () => {
    const [r] = armorReflections(armorWith('espinhos'), 'golpe_comum_hits_you', 2);
    expect(r).toMatchObject({ slug: 'espinhos', dice: { count: 1, sides: 4 }, bonus: 2, per: 'turno', text: '1d4 + 2' });
    const rng = createRandom(7);
    for (let i = 0; i < 50; i++) {
      const v = rollReflection(r!, rng);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(6);
    }
    expect(armorReflections(armorWith('espinhos'), 'aparar_tecnica', 2)).toEqual([]);
  });
});

describe(`Espelhada: "Uma vez por luta, quando você apara uma técnica, quem a usou sofre 1d6 por Grau" (${T7})`, () => {
  it('1d6 per Grau, once per fight', () => {
    expect(armorReflections(armorWith('espelhada'), 'aparar_tecnica', 3)[0]).toMatchObject({ dice: { count: 3, sides: 6 }, bonus: 0, per: 'luta', text: '3d6' });
  });
  it('aparar a technique with the Grau known returns it; a golpe comum does not', () => {
    const a = armorSchema.parse({ name: 'Cruz', posto: 'bronze', accessory: 'nenhum', characteristics: ['espelhada'] });
    const t = aparar(a, 8, wearer, bookRuleset, { source: 'tecnica', grau: 2 });
    expect(t.ok && t.value.reflected.map((r) => r.text)).toEqual(['2d6']);
    const g = aparar(a, 8, wearer, bookRuleset, { source: 'golpe_comum', grau: 2 });
    expect(g.ok && g.value.reflected).toEqual([]);
  });
});

describe(`Cortante: "Os seus golpes comuns não podem ser aparados" (${T7})`, () => {
  it('golpeComumParriable is false against a Cortante armor, and aparar refuses it (aparar_cortante)', () => {
    const lince = armorWith('cortante');
    expect(golpeComumParriable(lince)).toBe(false);
    expect(golpeComumParriable(armorWith('leve'))).toBe(true);
    expect(golpeComumParriable(null)).toBe(true);
    const a = armorSchema.parse({ name: 'Baleia', posto: 'bronze', accessory: 'nenhum', characteristics: ['couraca_grossa'] });
    const r = aparar(a, 6, wearer, bookRuleset, { source: 'golpe_comum', attackerArmor: lince });
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['aparar_cortante']);
    // A technique of the same attacker can be parried.
    expect(aparar(a, 6, wearer, bookRuleset, { source: 'tecnica', attackerArmor: lince }).ok).toBe(true);
  });
});

describe('seed › Capítulo Sete: "O dano de figurante não se apara (Capítulo Dez)"', () => {
  it('aparar refuses a figurante source with aparar_figurante and a pt-BR message; the armor is not spent', () => {
    const a = armorSchema.parse({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] });
    const r = aparar(a, 2, wearer, bookRuleset, { source: 'figurante' });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => [i.code, i.path])).toEqual([['aparar_figurante', ['source']]]);
    expect(r.issues[0]!.message).toContain('Dano de figurante não se apara');
    expect(a.resistenciaSpent).toBe(0);
  });
});

describe('the fast path and the breakdown agree (issue #11: "the slow path calls the fast one, and a test says they agree")', () => {
  it('damageThroughArmor equals armorDamageTaken.total and the sum of its terms, for every kind, damage and Grau', () => {
    const armors = [null, armorWith('couraca_grossa'), armorWith('espinhos'), armorWith('cortante')];
    for (const a of armors)
      for (const kind of ['golpe_comum', 'tecnica', 'figurante'] as const)
        for (const damage of [-3, 0, 1, 2, 5, 7, 40, 2.5, Number.NaN])
          for (const grau of [-1, 0, 1, 2, 5, Number.NaN]) {
            const b = armorDamageTaken(a, kind, damage, grau);
            const fast = damageThroughArmor(a, kind, damage, grau);
            expect(b.total).toBe(fast);
            expect(b.terms.reduce((s, t) => s + t.value, 0)).toBe(fast);
            expect(fast).toBeGreaterThanOrEqual(0);
          }
  });
});
