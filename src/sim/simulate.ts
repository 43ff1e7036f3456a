/**
 * Many seeded fights and their statistics: wins, losses and draws with a 95% Wilson interval, the
 * Guerra dos Mil Dias, rounds (mean, median, p90), fallen per side, and what happened per fight.
 * Fight `i` of a run with seed `s` always uses the same random stream ({@link fightSeed}), so a
 * result does not depend on how the fights are split among threads.
 *
 * @module
 */
import { createRandom } from '../dice/index.js';
import type { Fighter } from './fighter.js';
import { fight, type FightOptions, type FightOutcome } from './fight.js';
import { bandFight, type BandFightOptions, type BandOutcome } from './band.js';

/**
 * A proportion with its 95% Wilson interval.
 *
 * @example
 * ```ts
 * const r: Rate = wilson(50, 100);
 * r.value //=> 0.5
 * ```
 */
export interface Rate {
  /** The proportion (0–1). */
  readonly value: number;
  /** Lower bound of the 95% interval. */
  readonly low: number;
  /** Upper bound of the 95% interval. */
  readonly high: number;
}

const Z95 = 1.959963984540054;

/**
 * The Wilson score interval (95%) of `k` successes in `n` trials.
 *
 * @param k - Successes.
 * @param n - Trials (0 gives a rate of 0 with the interval [0, 1]).
 * @returns The rate and its interval.
 * @example
 * ```ts
 * const r = wilson(40, 100);
 * r.low.toFixed(3) //=> '0.309'
 * r.high.toFixed(3) //=> '0.498'
 * ```
 */
export function wilson(k: number, n: number): Rate {
  if (n <= 0) return { value: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = Z95 * Z95;
  const den = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / den;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / den;
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The seed of fight `i` of a run seeded `seed`: a 32-bit mix of both, so fight `i` rolls the same
 * dice whichever thread plays it.
 *
 * @param seed - The run's seed.
 * @param i - The fight's index.
 * @returns The fight's seed.
 * @example
 * ```ts
 * fightSeed(1, 0) === fightSeed(1, 0) //=> true
 * fightSeed(1, 0) === fightSeed(1, 1) //=> false
 * ```
 */
export function fightSeed(seed: number, i: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Rounds of a run: mean, median and the 90th percentile.
 *
 * @example
 * ```ts
 * const r: RoundStats = { mean: 5.2, median: 5, p90: 8 };
 * ```
 */
export interface RoundStats {
  /** Mean. */
  readonly mean: number;
  /** Median. */
  readonly median: number;
  /** 90th percentile. */
  readonly p90: number;
}

/**
 * The statistics of a run of fights between two sides.
 *
 * @example
 * ```ts
 * const r: SimResult = simulate([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], { n: 100, seed: 1 });
 * r.winRate.value //=> about 0.5
 * ```
 */
export interface SimResult {
  /** Fights played. */
  readonly n: number;
  /** The seed. */
  readonly seed: number;
  /** The first side's wins. */
  readonly winRate: Rate;
  /** The second side's wins. */
  readonly lossRate: Rate;
  /** Draws (time-outs and the Mil Dias). */
  readonly drawRate: Rate;
  /** Fights that ended in the Guerra dos Mil Dias. */
  readonly milDias: number;
  /** Rounds. */
  readonly rounds: RoundStats;
  /** Mean fighters at 0 PV at the end, per side. */
  readonly fallen: { readonly mean: number; readonly meanOther: number };
  /** Share of all damage dealt by techniques. */
  readonly techniqueShare: number;
  /** Per fight: techniques used, burns, stands, awakenings, armors killed. */
  readonly perFight: {
    readonly techniques: number;
    readonly burns: number;
    readonly rises: number;
    readonly awakenings: number;
    readonly armorsKilled: number;
  };
}

/**
 * Options of a run.
 *
 * @example
 * ```ts
 * const o: SimulateOptions = { n: 2000, seed: 1, soloAgainstMany: false };
 * ```
 */
export interface SimulateOptions extends Omit<FightOptions, 'log'> {
  /** Fights (default 2000, the figures' minimum to compare). */
  readonly n?: number;
  /** Seed (default 1). */
  readonly seed?: number;
  /** First fight index (a thread's share of a run). */
  readonly from?: number;
}

function roundStats(rounds: Uint16Array | number[], n: number): RoundStats {
  if (n === 0) return { mean: 0, median: 0, p90: 0 };
  const sorted = Array.from(rounds.slice(0, n)).sort((a, b) => a - b);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += sorted[i]!;
  const at = (q: number) => sorted[Math.min(n - 1, Math.ceil(q * n) - 1)]!;
  return { mean: sum / n, median: n % 2 ? sorted[(n - 1) >> 1]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2, p90: at(0.9) };
}

/**
 * Plays `n` seeded fights between two sides and sums them up.
 *
 * @param a - The first side.
 * @param b - The second side.
 * @param options - n, seed, round cap, Sozinho contra muitos, ruleset.
 * @returns The statistics.
 * @example
 * ```ts
 * const r = simulate([referenceFighter({ level: 5 })], [referenceFighter({ level: 5 })], { n: 200, seed: 1 });
 * r.winRate.low <= r.winRate.value //=> true
 * ```
 */
export function simulate(a: readonly Fighter[], b: readonly Fighter[], options: SimulateOptions = {}): SimResult {
  const n = options.n ?? 2000;
  const seed = options.seed ?? 1;
  const from = options.from ?? 0;
  if (!Number.isInteger(n) || n < 0) throw new RangeError('simulate: n must be a whole number ≥ 0');
  let wins = 0;
  let losses = 0;
  let draws = 0;
  let milDias = 0;
  let f0 = 0;
  let f1 = 0;
  let dmg = 0;
  let techDmg = 0;
  let techniques = 0;
  let burns = 0;
  let rises = 0;
  let awakenings = 0;
  let armors = 0;
  const rounds = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const r: FightOutcome = fight(a, b, createRandom(fightSeed(seed, from + i)), options);
    if (r.winner === 0) wins++;
    else if (r.winner === 1) losses++;
    else draws++;
    if (r.milDias) milDias++;
    rounds[i] = r.rounds;
    f0 += r.fallen[0];
    f1 += r.fallen[1];
    dmg += r.damage[0] + r.damage[1];
    techDmg += r.techniqueDamage[0] + r.techniqueDamage[1];
    techniques += r.techniques;
    burns += r.burns;
    rises += r.rises;
    awakenings += r.awakenings;
    armors += r.armorsKilled;
  }
  const per = (x: number) => (n ? x / n : 0);
  return {
    n,
    seed,
    winRate: wilson(wins, n),
    lossRate: wilson(losses, n),
    drawRate: wilson(draws, n),
    milDias,
    rounds: roundStats(rounds, n),
    fallen: { mean: per(f0), meanOther: per(f1) },
    techniqueShare: dmg ? techDmg / dmg : 0,
    perFight: { techniques: per(techniques), burns: per(burns), rises: per(rises), awakenings: per(awakenings), armorsKilled: per(armors) },
  };
}

/**
 * The full pt-BR narrative of one fight of a run: fight `index` (default 0) of seed `seed`, the same
 * dice {@link simulate} rolled for it.
 *
 * @param a - The first side.
 * @param b - The second side.
 * @param seed - The run's seed.
 * @param index - Which fight.
 * @param options - Round cap, Sozinho contra muitos, ruleset.
 * @returns The outcome with its log.
 * @example
 * ```ts
 * fightLog([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], 1).log![0] //=> 'Iniciativa: …'
 * ```
 */
export function fightLog(a: readonly Fighter[], b: readonly Fighter[], seed = 1, index = 0, options: Omit<FightOptions, 'log'> = {}): FightOutcome {
  return fight(a, b, createRandom(fightSeed(seed, index)), { ...options, log: true });
}

/**
 * The statistics of a run of band fights.
 *
 * @example
 * ```ts
 * const r: BandSimResult = simulateBand(referenceFighter({ level: 1 }), { n: 100 });
 * r.rounds.mean //=> about 4
 * ```
 */
export interface BandSimResult {
  /** Fights played. */
  readonly n: number;
  /** The seed. */
  readonly seed: number;
  /** Rounds. */
  readonly rounds: RoundStats;
  /** Mean share of the character's max PV lost. */
  readonly hpLostShare: number;
  /** How often the character fell. */
  readonly fellRate: Rate;
}

/**
 * Plays `n` seeded fights of a character against a band of figurantes.
 *
 * @param c - The character.
 * @param options - n, seed, band size and level, round cap, ruleset.
 * @returns The statistics.
 * @example
 * ```ts
 * simulateBand(referenceFighter({ level: 1 }), { n: 100, size: 6 }).fellRate.value < 0.5 //=> true
 * ```
 */
export function simulateBand(c: Fighter, options: Omit<BandFightOptions, 'log'> & { readonly n?: number; readonly seed?: number } = {}): BandSimResult {
  const n = options.n ?? 2000;
  const seed = options.seed ?? 1;
  if (!Number.isInteger(n) || n < 0) throw new RangeError('simulateBand: n must be a whole number ≥ 0');
  const rounds = new Uint16Array(n);
  let lost = 0;
  let fell = 0;
  for (let i = 0; i < n; i++) {
    const r: BandOutcome = bandFight(c, createRandom(fightSeed(seed, i)), options);
    rounds[i] = r.rounds;
    lost += r.hpLostShare;
    if (r.fell) fell++;
  }
  return { n, seed, rounds: roundStats(rounds, n), hpLostShare: n ? lost / n : 0, fellRate: wilson(fell, n) };
}
