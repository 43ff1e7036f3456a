/**
 * The Mestre's verdict (`fightVerdict`, `verdictFromResult`): the Capítulo Dez ladder read from the
 * ruleset (`enemies.difficulty.fallback.groupWinsToStep`, FACTS.md › Enemies (Capítulo Dez),
 * "Quanto pesa um inimigo"), the figures behind it and the one-sentence reading.
 */
import { describe, expect, it } from 'vitest';
import { bookRuleset, createRuleset } from '../../src/rules/index.js';
import { fightVerdict, mergeTallies, referenceFighter, simulate, summarizeTally, tallyFights, verdictFromResult, wilson, type SimResult } from '../../src/sim/index.js';
import { must } from '../fixtures/teo.js';

/** A run with the given figures (only what the verdict reads matters). */
function run(wins: number, n: number, size: number, fallenSum: number, anyFallen: number): SimResult {
  return {
    n,
    seed: 1,
    winRate: wilson(wins, n),
    lossRate: wilson(n - wins, n),
    drawRate: wilson(0, n),
    milDias: 0,
    rounds: { mean: 4, median: 4, p90: 6 },
    sizes: [size, 1],
    fallen: { mean: fallenSum / n, meanOther: 0, anyRate: wilson(anyFallen, n), anyRateOther: wilson(0, n) },
    techniqueShare: 0,
    perFight: { techniques: 0, burns: 0, rises: 0, awakenings: 0, armorsKilled: 0 },
  };
}

describe('the verdict reads the ladder of the ruleset', () => {
  it('each step of groupWinsToStep gives its label (75/40/15/5/0 in the book data)', () => {
    const ladder = bookRuleset.enemies.difficulty.fallback.groupWinsToStep;
    expect(ladder.map((r) => r.minWins)).toEqual([75, 40, 15, 5, 0]);
    expect(verdictFromResult(run(80, 100, 3, 50, 40)).label).toBe('Fácil');
    expect(verdictFromResult(run(75, 100, 3, 50, 40)).label).toBe('Fácil');
    expect(verdictFromResult(run(74, 100, 3, 50, 40)).label).toBe('Justa');
    expect(verdictFromResult(run(40, 100, 3, 50, 40)).step).toBe('justa');
    expect(verdictFromResult(run(39, 100, 3, 50, 40)).label).toBe('Difícil');
    expect(verdictFromResult(run(10, 100, 3, 50, 40)).label).toBe('Muito difícil');
    expect(verdictFromResult(run(4, 100, 3, 50, 40)).label).toBe('Mortal');
  });

  it('a house rule that moves the ladder moves the verdict', () => {
    const r = run(35, 100, 3, 100, 60);
    expect(verdictFromResult(r).step).toBe('dificil');
    const rs = must(createRuleset({ enemies: { difficulty: { fallback: { groupWinsToStep: [{ minWins: 30, step: 'facil' }, { minWins: 0, step: 'mortal' }] } } } }));
    expect(verdictFromResult(r, rs).step).toBe('facil');
    expect(verdictFromResult(r, rs).reading.startsWith('Fácil:')).toBe(true);
    // Measured end to end with the options' ruleset.
    const party = [referenceFighter({ level: 5 })];
    expect(fightVerdict(party, party, { n: 200, ruleset: rs }).step).toBe('facil');
    expect(fightVerdict(party, party, { n: 200 }).step).toBe('justa');
  });
});

describe('the figures and the reading', () => {
  it('reads like the book: "Justa: o grupo vence 3 em 5; em média cai um personagem."', () => {
    const v = verdictFromResult(run(60, 100, 3, 100, 70));
    expect(v.reading).toBe('Justa: o grupo vence 3 em 5; em média cai um personagem.');
    expect(v.winRate.value).toBe(0.6);
    expect(v.meanFallen).toBe(1);
    expect(v.partySize).toBe(3);
    expect(v.anyFallen.value).toBe(0.7);
    expect(v.meanRounds).toBe(4);
  });

  it('the extremes and a lone character', () => {
    expect(verdictFromResult(run(0, 100, 3, 300, 100)).reading).toBe('Mortal: o grupo não vence nenhuma luta; em média cai o grupo inteiro.');
    expect(verdictFromResult(run(100, 100, 4, 0, 0)).reading).toBe('Fácil: o grupo vence todas as lutas; ninguém cai.');
    expect(verdictFromResult(run(95, 100, 4, 20, 10)).reading).toBe('Fácil: o grupo vence 19 em 20; em média ninguém cai, mas alguém cai em 1 de 10 lutas.');
    expect(verdictFromResult(run(50, 100, 1, 50, 50)).reading).toBe('Justa: o personagem vence 1 em 2; cai em 1 de 2 lutas.');
    expect(verdictFromResult(run(30, 100, 4, 200, 90)).reading).toBe('Difícil: o grupo vence 3 em 10; em média caem dois personagens.');
  });

  it('measured: the fallen and the sizes come from the run, and a chunked run gives the same verdict', () => {
    const g = [referenceFighter({ level: 9 }), referenceFighter({ level: 9 }), referenceFighter({ level: 9 })];
    const e = [referenceFighter({ level: 9, posto: 'prata' })];
    const whole = simulate(g, e, { n: 120, seed: 3 });
    expect(whole.sizes).toEqual([3, 1]);
    expect(whole.fallen.anyRate.value).toBeGreaterThanOrEqual(whole.fallen.mean / 3);
    const chunks = summarizeTally(mergeTallies([tallyFights(g, e, { n: 50, seed: 3 }), tallyFights(g, e, { n: 70, seed: 3, from: 50 })]));
    expect(chunks).toEqual(whole);
    expect(verdictFromResult(chunks)).toEqual(verdictFromResult(whole));
  });
});
