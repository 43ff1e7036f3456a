/**
 * No fight throws or runs past its round cap, whatever valid fighters meet (random levels, Postos
 * that exist at that level, Convicções, starting Cosmo, kits, policies, side sizes); and a run is
 * deterministic: the same seed gives the same result, and a run split in two shares (as threads
 * would play it) sums to the whole.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/dice/index.js';
import { bandFight, fight, mergeTallies, referenceFighter, simulate, SIM_POLICIES, summarizeTally, tallyFights, type ReferenceFighterSpec, type SimPolicyName } from '../../src/sim/index.js';

const policies = Object.keys(SIM_POLICIES) as SimPolicyName[];

const spec: fc.Arbitrary<ReferenceFighterSpec> = fc
  .record({
    level: fc.integer({ min: 1, max: 20 }),
    posto: fc.constantFrom('bronze' as const, 'prata' as const, 'ouro' as const),
    conviccoes: fc.integer({ min: 0, max: 4 }),
    cosmo: fc.constantFrom('inicial' as const, 'teto' as const, 'piso' as const),
    kit: fc.constantFrom('padrao' as const, 'so_grande' as const, 'so_pequena' as const, 'nenhuma' as const),
    armor: fc.constantFrom('intacta' as const, 'rachada' as const, 'casca' as const, 'sem' as const),
    centelhas: fc.integer({ min: 0, max: 2 }),
    condition: fc.option(
      fc.record({ slug: fc.constantFrom('atordoado', 'paralisado', 'cego', 'queimando', 'amedrontado', 'dominado', 'banido', 'preso'), damage: fc.boolean() }),
      { nil: undefined },
    ),
    bigLimitations: fc.subarray(['uma_vez_por_luta', 'so_com_cosmo_no_teto', 'causa_dano_em_voce', 'te_deixa_caido', 'te_deixa_desprevenido', 'exige_carregar']),
    policy: fc.constantFrom(...policies),
  })
  .map((s) => ({ ...s, posto: s.posto === 'ouro' && s.level < 15 ? 'bronze' : s.posto === 'prata' && s.level < 9 ? 'bronze' : s.posto }));

describe('property: fights end inside their cap', () => {
  it('random valid sides never throw and never pass the round cap', () => {
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 3 }), fc.array(spec, { minLength: 1, maxLength: 3 }), fc.integer(), fc.integer({ min: 1, max: 40 }), (a, b, seed, maxRounds) => {
        const r = fight(a.map((s) => referenceFighter(s)), b.map((s) => referenceFighter(s)), createRandom(seed), { maxRounds });
        expect(r.rounds).toBeLessThanOrEqual(maxRounds);
        expect(r.rounds).toBeGreaterThanOrEqual(1);
        expect([-1, 0, 1]).toContain(r.winner);
        expect(r.fallen[0]).toBeLessThanOrEqual(a.length);
      }),
      { numRuns: 60 },
    );
  });
  it('band fights never throw and never pass the cap', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 1, max: 30 }), fc.integer(), (s, size, seed) => {
        const r = bandFight(referenceFighter(s), createRandom(seed), { size, maxRounds: 40 });
        expect(r.rounds).toBeLessThanOrEqual(40);
        expect(r.hpLostShare).toBeGreaterThanOrEqual(0);
        expect(r.hpLostShare).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  });
});

describe('determinism', () => {
  const a = [referenceFighter({ level: 5 })];
  const b = [referenceFighter({ level: 5, name: 'Outro' })];
  it('the same seed gives the same result; another seed another', () => {
    expect(simulate(a, b, { n: 300, seed: 9 })).toEqual(simulate(a, b, { n: 300, seed: 9 }));
    expect(simulate(a, b, { n: 300, seed: 10 })).not.toEqual(simulate(a, b, { n: 300, seed: 9 }));
  });
  it('a run split in two shares (fight i keeps its dice) sums to the whole', () => {
    const whole = simulate(a, b, { n: 300, seed: 4 });
    const h1 = simulate(a, b, { n: 120, seed: 4 });
    const h2 = simulate(a, b, { n: 180, seed: 4, from: 120 });
    expect(Math.round(h1.winRate.value * 120 + h2.winRate.value * 180)).toBe(Math.round(whole.winRate.value * 300));
    expect(h1.rounds.mean * 120 + h2.rounds.mean * 180).toBeCloseTo(whole.rounds.mean * 300, 6);
  });
  it('tallies of any split (one, two or three shares, as threads would play them) merge to exactly the whole run', () => {
    const g = [referenceFighter({ level: 9 }), referenceFighter({ level: 9 })];
    const p = [referenceFighter({ level: 9, posto: 'prata' })];
    const whole = simulate(g, p, { n: 240, seed: 7 });
    const two = mergeTallies([tallyFights(g, p, { n: 100, seed: 7 }), tallyFights(g, p, { n: 140, seed: 7, from: 100 })]);
    const three = mergeTallies([0, 1, 2].map((k) => tallyFights(g, p, { n: 80, seed: 7, from: 80 * k })));
    expect(summarizeTally(two)).toEqual(whole);
    expect(summarizeTally(three)).toEqual(whole);
  });
});
