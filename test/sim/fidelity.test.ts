/**
 * A quick fidelity check against the book's headline figures (tables/measured.md), with small
 * samples and wide, stated tolerances. The rules are never tuned to hit these numbers: when the
 * engine disagrees with the book, the tolerance says so and docs/simulador.md reports both.
 * Measured at n = 2000, seed 1 (docs/simulador.md): mirror length L1 2.9 / 4.6 rounds, L20 7.6 /
 * 11.2; Bronze vs Ouro L20 0%; four Bronzes vs an Ouro L20 52%; band of six at L1 2.9 rounds.
 */
import { describe, expect, it } from 'vitest';
import { referenceFighter, simulate, simulateBand } from '../../src/sim/index.js';

const M = 'tables/measured.md';
const N = 400;

describe(`fidelity to ${M} (small n, wide tolerance)`, () => {
  it(`${M} › Fight length: Bronze mirror, no Convicções, 3 rounds at level 1 and 8 at level 20 (± 1.5)`, () => {
    const l1 = simulate([referenceFighter({ level: 1, conviccoes: 0 })], [referenceFighter({ level: 1, conviccoes: 0 })], { n: N });
    const l20 = simulate([referenceFighter({ level: 20, conviccoes: 0 })], [referenceFighter({ level: 20, conviccoes: 0 })], { n: N });
    expect(l1.rounds.mean).toBeGreaterThan(1.5);
    expect(l1.rounds.mean).toBeLessThan(4.5);
    expect(l20.rounds.mean).toBeGreaterThan(6.5);
    expect(l20.rounds.mean).toBeLessThan(9.5);
  });
  it(`${M} › Fight length: both rise once, 5 rounds at level 1 and 11 at level 20 (± 1.5); a mirror is even`, () => {
    const l1 = simulate([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], { n: N });
    const l20 = simulate([referenceFighter({ level: 20 })], [referenceFighter({ level: 20 })], { n: N });
    expect(l1.rounds.mean).toBeGreaterThan(3.5);
    expect(l1.rounds.mean).toBeLessThan(6.5);
    expect(l20.rounds.mean).toBeGreaterThan(9.5);
    expect(l20.rounds.mean).toBeLessThan(12.5);
    expect(l1.winRate.low).toBeLessThan(0.5);
    expect(l1.winRate.high).toBeGreaterThan(0.5);
  });
  it(`${M} › Level and Posto gaps: Bronze vs same-level Ouro, less than 1% (interval top under 3%)`, () => {
    const r = simulate([referenceFighter({ level: 20 })], [referenceFighter({ level: 20, posto: 'ouro' })], { n: N });
    expect(r.winRate.high).toBeLessThan(0.03);
  });
  it(`${M} › The group: four Bronzes vs same-level Ouro wins 4–6 in 10 (tolerance 30%–70%), 2–3 fall`, () => {
    const r = simulate(
      [1, 2, 3, 4].map(() => referenceFighter({ level: 20 })),
      [referenceFighter({ level: 20, posto: 'ouro' })],
      { n: 300 },
    );
    expect(r.winRate.value).toBeGreaterThan(0.3);
    expect(r.winRate.value).toBeLessThan(0.7);
    expect(r.fallen.mean).toBeGreaterThan(1.5);
    expect(r.fallen.mean).toBeLessThan(3.5);
  });
  it(`${M} › Figurantes: a band of six holds 3–4 rounds up to level 8, costs 15%–30% of PV, almost nobody falls (tolerance 2.5–4.5 rounds)`, () => {
    const r = simulateBand(referenceFighter({ level: 1 }), { n: N, size: 6 });
    expect(r.rounds.mean).toBeGreaterThan(2.5);
    expect(r.rounds.mean).toBeLessThan(4.5);
    expect(r.hpLostShare).toBeGreaterThan(0.1);
    expect(r.hpLostShare).toBeLessThan(0.35);
    expect(r.fellRate.value).toBeLessThan(0.05);
  });
});
