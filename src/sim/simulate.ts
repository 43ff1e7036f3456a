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
  // At k = 0 (or k = n) the bound is exactly 0 (or 1); the formula leaves floating-point dust there.
  return { value: p, low: k <= 0 ? 0 : Math.max(0, centre - half), high: k >= n ? 1 : Math.min(1, centre + half) };
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
  /** Fighters per side (the first side's, the second's). */
  readonly sizes: readonly [number, number];
  /**
   * The fallen: fighters at 0 PV at the end of a fight (down for good in that fight: a fighter who
   * stood up with Levantar and stayed up is not counted), the mean per side, and how often at least
   * one of a side ended down.
   */
  readonly fallen: { readonly mean: number; readonly meanOther: number; readonly anyRate: Rate; readonly anyRateOther: Rate };
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

/** Mean, median and p90 from a histogram of rounds (`counts[r]` fights lasted `r` rounds). */
function roundStatsOf(counts: readonly number[], n: number): RoundStats {
  if (n === 0) return { mean: 0, median: 0, p90: 0 };
  let sum = 0;
  for (let r = 0; r < counts.length; r++) sum += r * (counts[r] ?? 0);
  // The k-th smallest (0-based) round count.
  const kth = (k: number): number => {
    let seen = 0;
    for (let r = 0; r < counts.length; r++) {
      seen += counts[r] ?? 0;
      if (seen > k) return r;
    }
    return counts.length - 1;
  };
  const median = n % 2 ? kth((n - 1) >> 1) : (kth(n / 2 - 1) + kth(n / 2)) / 2;
  return { mean: sum / n, median, p90: kth(Math.min(n - 1, Math.ceil(0.9 * n) - 1)) };
}

/**
 * The raw counts of a share of a run: add two tallies of disjoint shares ({@link mergeTallies}) and
 * sum them up ({@link summarizeTally}) to get exactly the result of the whole run — the shape a
 * thread sends back.
 *
 * @example
 * ```ts
 * const t: SimTally = tallyFights([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], { n: 10 });
 * t.n //=> 10
 * ```
 */
export interface SimTally {
  /** Fights. */
  n: number;
  /** The run's seed. */
  seed: number;
  /** First side's wins. */
  wins: number;
  /** Second side's wins. */
  losses: number;
  /** Draws. */
  draws: number;
  /** Fights ended by the Mil Dias. */
  milDias: number;
  /** `rounds[r]`: fights that lasted `r` rounds. */
  rounds: number[];
  /** Fighters per side. */
  sizes: [number, number];
  /** Fallen at the end, summed, per side. */
  fallen: [number, number];
  /** Fights in which at least one fighter of the side ended at 0 PV, per side. */
  anyFallen: [number, number];
  /** Damage, summed. */
  damage: number;
  /** Technique damage, summed. */
  techniqueDamage: number;
  /** Techniques used, summed. */
  techniques: number;
  /** Burns, summed. */
  burns: number;
  /** Stands, summed. */
  rises: number;
  /** Awakenings, summed. */
  awakenings: number;
  /** Armors killed, summed. */
  armorsKilled: number;
}

function emptyTally(seed: number, sizes: [number, number] = [0, 0]): SimTally {
  return { n: 0, seed, wins: 0, losses: 0, draws: 0, milDias: 0, rounds: [], sizes, fallen: [0, 0], anyFallen: [0, 0], damage: 0, techniqueDamage: 0, techniques: 0, burns: 0, rises: 0, awakenings: 0, armorsKilled: 0 };
}

/**
 * Plays fights `from` … `from + n − 1` of a run (each with its own stream, {@link fightSeed}) and
 * counts them.
 *
 * @param a - The first side.
 * @param b - The second side.
 * @param options - n, seed, from, round cap, Sozinho contra muitos, ruleset.
 * @returns The tally.
 * @example
 * ```ts
 * const whole = tallyFights([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], { n: 20 });
 * whole.wins + whole.losses + whole.draws //=> 20
 * ```
 */
export function tallyFights(a: readonly Fighter[], b: readonly Fighter[], options: SimulateOptions = {}): SimTally {
  const n = options.n ?? 2000;
  const seed = options.seed ?? 1;
  const from = options.from ?? 0;
  if (!Number.isInteger(n) || n < 0) throw new RangeError('simulate: n must be a whole number ≥ 0');
  if (!Number.isInteger(from) || from < 0) throw new RangeError('simulate: from must be a whole number ≥ 0');
  const t = emptyTally(seed, [a.length, b.length]);
  const rounds = t.rounds;
  for (let i = 0; i < n; i++) {
    const r: FightOutcome = fight(a, b, createRandom(fightSeed(seed, from + i)), options);
    if (r.winner === 0) t.wins++;
    else if (r.winner === 1) t.losses++;
    else t.draws++;
    if (r.milDias) t.milDias++;
    while (rounds.length <= r.rounds) rounds.push(0);
    rounds[r.rounds]!++;
    t.fallen[0] += r.fallen[0];
    t.fallen[1] += r.fallen[1];
    if (r.fallen[0] > 0) t.anyFallen[0]++;
    if (r.fallen[1] > 0) t.anyFallen[1]++;
    t.damage += r.damage[0] + r.damage[1];
    t.techniqueDamage += r.techniqueDamage[0] + r.techniqueDamage[1];
    t.techniques += r.techniques;
    t.burns += r.burns;
    t.rises += r.rises;
    t.awakenings += r.awakenings;
    t.armorsKilled += r.armorsKilled;
  }
  t.n = n;
  return t;
}

/**
 * Adds tallies of disjoint shares of one run.
 *
 * @param tallies - The shares (at least one).
 * @returns Their sum.
 * @example
 * ```ts
 * const a = [referenceFighter({ level: 1 })];
 * mergeTallies([tallyFights(a, a, { n: 5 }), tallyFights(a, a, { n: 5, from: 5 })]).n //=> 10
 * ```
 */
export function mergeTallies(tallies: readonly SimTally[]): SimTally {
  const first = tallies[0];
  const out = emptyTally(first?.seed ?? 1, first ? [first.sizes[0], first.sizes[1]] : [0, 0]);
  for (const t of tallies) {
    out.n += t.n;
    out.wins += t.wins;
    out.losses += t.losses;
    out.draws += t.draws;
    out.milDias += t.milDias;
    for (let r = 0; r < t.rounds.length; r++) {
      while (out.rounds.length <= r) out.rounds.push(0);
      out.rounds[r]! += t.rounds[r]!;
    }
    out.fallen[0] += t.fallen[0];
    out.fallen[1] += t.fallen[1];
    out.anyFallen[0] += t.anyFallen[0];
    out.anyFallen[1] += t.anyFallen[1];
    out.damage += t.damage;
    out.techniqueDamage += t.techniqueDamage;
    out.techniques += t.techniques;
    out.burns += t.burns;
    out.rises += t.rises;
    out.awakenings += t.awakenings;
    out.armorsKilled += t.armorsKilled;
  }
  return out;
}

/**
 * Sums a tally up: rates with their Wilson intervals, rounds, means per fight.
 *
 * @param t - The tally.
 * @returns The result.
 * @example
 * ```ts
 * const a = [referenceFighter({ level: 1 })];
 * summarizeTally(tallyFights(a, a, { n: 100 })).winRate.value //=> about 0.5
 * ```
 */
export function summarizeTally(t: SimTally): SimResult {
  const n = t.n;
  const per = (x: number) => (n ? x / n : 0);
  return {
    n,
    seed: t.seed,
    winRate: wilson(t.wins, n),
    lossRate: wilson(t.losses, n),
    drawRate: wilson(t.draws, n),
    milDias: t.milDias,
    rounds: roundStatsOf(t.rounds, n),
    sizes: [t.sizes[0], t.sizes[1]],
    fallen: { mean: per(t.fallen[0]), meanOther: per(t.fallen[1]), anyRate: wilson(t.anyFallen[0], n), anyRateOther: wilson(t.anyFallen[1], n) },
    techniqueShare: t.damage ? t.techniqueDamage / t.damage : 0,
    perFight: { techniques: per(t.techniques), burns: per(t.burns), rises: per(t.rises), awakenings: per(t.awakenings), armorsKilled: per(t.armorsKilled) },
  };
}

/**
 * Plays `n` seeded fights between two sides and sums them up ({@link tallyFights} then
 * {@link summarizeTally}).
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
  return summarizeTally(tallyFights(a, b, options));
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
 * The raw counts of a share of a run of band fights (what a thread sends back): sums of whole
 * numbers only, so any split of the run adds up to exactly the same result.
 *
 * @example
 * ```ts
 * const t: BandTally = tallyBand(referenceFighter({ level: 1 }), { n: 10 });
 * t.n //=> 10
 * ```
 */
export interface BandTally {
  /** Fights. */
  n: number;
  /** The run's seed. */
  seed: number;
  /** The character's max PV. */
  maxHp: number;
  /** `rounds[r]`: fights that lasted `r` rounds. */
  rounds: number[];
  /** PV lost, summed. */
  hpLost: number;
  /** Fights in which the character fell. */
  fell: number;
}

/**
 * Options of a run of band fights.
 *
 * @example
 * ```ts
 * const o: BandSimulateOptions = { n: 2000, seed: 1, size: 6 };
 * ```
 */
export interface BandSimulateOptions extends Omit<BandFightOptions, 'log'> {
  /** Fights (default 2000). */
  readonly n?: number;
  /** Seed (default 1). */
  readonly seed?: number;
  /** First fight index (a thread's share of a run). */
  readonly from?: number;
}

/**
 * Plays band fights `from` … `from + n − 1` of a run and counts them.
 *
 * @param c - The character.
 * @param options - n, seed, from, band size and level, round cap, ruleset.
 * @returns The tally.
 * @example
 * ```ts
 * tallyBand(referenceFighter({ level: 1 }), { n: 20, from: 20 }).n //=> 20
 * ```
 */
export function tallyBand(c: Fighter, options: BandSimulateOptions = {}): BandTally {
  const n = options.n ?? 2000;
  const seed = options.seed ?? 1;
  const from = options.from ?? 0;
  if (!Number.isInteger(n) || n < 0) throw new RangeError('simulateBand: n must be a whole number ≥ 0');
  if (!Number.isInteger(from) || from < 0) throw new RangeError('simulateBand: from must be a whole number ≥ 0');
  const t: BandTally = { n, seed, maxHp: c.maxHp, rounds: [], hpLost: 0, fell: 0 };
  const rounds = t.rounds;
  for (let i = 0; i < n; i++) {
    const r: BandOutcome = bandFight(c, createRandom(fightSeed(seed, from + i)), options);
    while (rounds.length <= r.rounds) rounds.push(0);
    rounds[r.rounds]!++;
    // The share is k / maxHp with k whole: count k, so sums do not depend on the order.
    t.hpLost += Math.round(r.hpLostShare * c.maxHp);
    if (r.fell) t.fell++;
  }
  return t;
}

/**
 * Adds tallies of disjoint shares of one run of band fights.
 *
 * @param tallies - The shares (at least one).
 * @returns Their sum.
 * @example
 * ```ts
 * const c = referenceFighter({ level: 1 });
 * mergeBandTallies([tallyBand(c, { n: 5 }), tallyBand(c, { n: 5, from: 5 })]).n //=> 10
 * ```
 */
export function mergeBandTallies(tallies: readonly BandTally[]): BandTally {
  const out: BandTally = { n: 0, seed: tallies[0]?.seed ?? 1, maxHp: tallies[0]?.maxHp ?? 0, rounds: [], hpLost: 0, fell: 0 };
  for (const t of tallies) {
    out.n += t.n;
    for (let r = 0; r < t.rounds.length; r++) {
      while (out.rounds.length <= r) out.rounds.push(0);
      out.rounds[r]! += t.rounds[r]!;
    }
    out.hpLost += t.hpLost;
    out.fell += t.fell;
  }
  return out;
}

/**
 * Sums a band tally up.
 *
 * @param t - The tally.
 * @returns The result.
 * @example
 * ```ts
 * summarizeBandTally(tallyBand(referenceFighter({ level: 1 }), { n: 100 })).rounds.mean //=> about 3
 * ```
 */
export function summarizeBandTally(t: BandTally): BandSimResult {
  const n = t.n;
  return { n, seed: t.seed, rounds: roundStatsOf(t.rounds, n), hpLostShare: n && t.maxHp ? t.hpLost / (t.maxHp * n) : 0, fellRate: wilson(t.fell, n) };
}

/**
 * Plays `n` seeded fights of a character against a band of figurantes ({@link tallyBand} then
 * {@link summarizeBandTally}).
 *
 * @param c - The character.
 * @param options - n, seed, band size and level, round cap, ruleset.
 * @returns The statistics.
 * @example
 * ```ts
 * simulateBand(referenceFighter({ level: 1 }), { n: 100, size: 6 }).fellRate.value < 0.5 //=> true
 * ```
 */
export function simulateBand(c: Fighter, options: BandSimulateOptions = {}): BandSimResult {
  return summarizeBandTally(tallyBand(c, options));
}
