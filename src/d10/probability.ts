/**
 * Exact probabilities of a d10 pool — "vale a pena?" — computed by dynamic programming over the
 * three kinds of face a die can show (success, 1, other), never sampled.
 *
 * @module
 */
import { fail, ok, type Result } from '../issues/index.js';
import { degreeLabel, difficultyLabel, validateDifficulty, validatePoolSize } from './pool.js';
import { d10Rules, type D10Rules } from './rules.js';

/**
 * The probability of one value of the net result (successes minus 1s) and how many of the
 * `10^dice` equally likely rolls give it.
 *
 * @example
 * ```ts
 * const p: NetProbability = { net: -1, outcomes: 87, probability: 0.087 };
 * ```
 */
export interface NetProbability {
  /** Successes minus 1s: positive = that many net successes; 0 = falha; negative = falha crítica. */
  readonly net: number;
  /** How many of the equally likely rolls give this value (an exact integer). */
  readonly outcomes: number;
  /** `outcomes / totalOutcomes`. */
  readonly probability: number;
}

/**
 * The chance of at least `successes` net successes.
 *
 * @example
 * ```ts
 * const p: AtLeastProbability = { successes: 1, outcomes: 652, probability: 0.652 };
 * ```
 */
export interface AtLeastProbability {
  /** Net successes wanted. */
  readonly successes: number;
  /** Rolls that give at least that many (exact). */
  readonly outcomes: number;
  /** Their probability. */
  readonly probability: number;
}

/**
 * The chance of ending in one degree of success exactly (Mínimo, Moderado, … Fenomenal).
 *
 * @example
 * ```ts
 * const p: DegreeProbability = { minSuccesses: 1, label: 'Mínimo', outcomes: 348, probability: 0.348 };
 * ```
 */
export interface DegreeProbability {
  /** The fewest net successes of the degree. */
  readonly minSuccesses: number;
  /** Its pt-BR label. */
  readonly label: string;
  /** Rolls ending in this degree (exact). */
  readonly outcomes: number;
  /** Their probability. */
  readonly probability: number;
}

/**
 * Everything a player asks before rolling: chance of success, of each number of successes, of a
 * Falha Crítica, the expected successes.
 *
 * @example
 * ```ts
 * const r = poolProbabilities(3, 7);
 * if (r.ok) {
 *   const p: PoolProbabilities = r.value;
 *   p.success //=> 0.652
 * }
 * ```
 */
export interface PoolProbabilities {
  /** Number of dice. */
  readonly dice: number;
  /** The difficulty. */
  readonly difficulty: number;
  /** The difficulty's label ("Desafiador"). */
  readonly difficultyLabel: string;
  /** Chance that one die is a success, a 1 or something else. */
  readonly perDie: {
    /** Chance that one die shows the difficulty or more. */
    readonly success: number;
    /** Chance that one die shows 1. */
    readonly one: number;
    /** Chance of any other face. */
    readonly other: number;
  };
  /** `10^dice`: the number of equally likely rolls. */
  readonly totalOutcomes: number;
  /** Distribution of successes minus 1s, from `-dice` to `dice`. */
  readonly net: readonly NetProbability[];
  /** Chance of at least k net successes, for k = 1 … dice. */
  readonly atLeast: readonly AtLeastProbability[];
  /** Chance of each degree exactly. */
  readonly degrees: readonly DegreeProbability[];
  /** Chance of at least one net success. */
  readonly success: number;
  /** Chance of a plain failure (no success left, not more 1s than successes). */
  readonly failure: number;
  /** Chance of a Falha Crítica (more 1s than successes). */
  readonly criticalFailure: number;
  /** Expected net successes (failures count as 0). */
  readonly expectedSuccesses: number;
}

/**
 * Exact distribution of (successes − 1s) for `dice` d10 against `difficulty`, as integer counts
 * of the `sides^dice` equally likely rolls: index `i` holds the count of net `i − dice`.
 *
 * @param dice - Number of dice (validated by the caller).
 * @param difficulty - Difficulty (validated by the caller).
 * @param rules - The d10 rules.
 * @returns The counts.
 * @example
 * ```ts
 * netCounts(1, 7) //=> [1, 5, 4]  // one 1, five others (2–6), four successes (7–10)
 * ```
 */
export function netCounts(dice: number, difficulty: number, rules: D10Rules = d10Rules): number[] {
  const sides = rules.die.sides;
  const succ = sides - difficulty + 1;
  const one = 1; // only the cancelling face; difficulty is always above it
  const other = sides - succ - one;
  let counts = [1];
  for (let n = 0; n < dice; n++) {
    const next = new Array<number>(counts.length + 2).fill(0);
    counts.forEach((c, i) => {
      if (c === 0) return;
      next[i] = (next[i] ?? 0) + c * one; // net − 1, shifted by one more index below
      next[i + 1] = (next[i + 1] ?? 0) + c * other;
      next[i + 2] = (next[i + 2] ?? 0) + c * succ;
    });
    counts = next;
  }
  return counts;
}

/**
 * The exact probabilities of a pool against a difficulty, with the Rule of One as the seed states
 * it (each 1 cancels one success; more 1s than successes is a Falha Crítica).
 *
 * @param dice - Number of dice (0 … the rules' `maxExactPool`; 0 fails with a warning).
 * @param difficulty - The difficulty (02–10).
 * @param rules - The d10 rules.
 * @returns The probabilities, or coded issues for a bad pool or difficulty.
 * @example
 * ```ts
 * const r = poolProbabilities(3, 7); // Força 3 contra Desafiador
 * if (r.ok) {
 *   r.value.success          //=> 0.652
 *   r.value.criticalFailure  //=> 0.103
 *   r.value.atLeast[1]?.probability //=> 0.304 (2 sucessos ou mais)
 * }
 * ```
 */
export function poolProbabilities(dice: number, difficulty: number, rules: D10Rules = d10Rules): Result<PoolProbabilities> {
  const size = validatePoolSize(dice, rules);
  const diff = validateDifficulty(difficulty, rules);
  if (!size.ok || !diff.ok) return fail([...size.issues, ...diff.issues]);
  const sides = rules.die.sides;
  const total = sides ** dice;
  const counts = netCounts(dice, difficulty, rules);
  const net = counts.map((c, i) => Object.freeze({ net: i - dice, outcomes: c, probability: c / total }));
  let success = 0;
  let crit = 0;
  let expected = 0;
  for (const n of net) {
    if (n.net > 0) success += n.outcomes;
    if (n.net < 0) crit += n.outcomes;
    if (n.net > 0) expected += n.net * n.outcomes;
  }
  const atLeast: AtLeastProbability[] = [];
  for (let k = 1; k <= dice; k++) {
    const c = net.filter((n) => n.net >= k).reduce((s, n) => s + n.outcomes, 0);
    atLeast.push(Object.freeze({ successes: k, outcomes: c, probability: c / total }));
  }
  const degrees = rules.degrees.map((d) => {
    const c = net.filter((n) => n.net > 0 && degreeLabel(n.net, rules) === d.label).reduce((s, n) => s + n.outcomes, 0);
    return Object.freeze({ minSuccesses: d.value, label: d.label, outcomes: c, probability: c / total });
  });
  const succ = sides - difficulty + 1;
  return ok(
    Object.freeze({
      dice,
      difficulty,
      difficultyLabel: difficultyLabel(difficulty, rules) ?? String(difficulty),
      perDie: Object.freeze({ success: succ / sides, one: 1 / sides, other: (sides - succ - 1) / sides }),
      totalOutcomes: total,
      net: Object.freeze(net),
      atLeast: Object.freeze(atLeast),
      degrees: Object.freeze(degrees),
      success: success / total,
      failure: (total - success - crit) / total,
      criticalFailure: crit / total,
      expectedSuccesses: expected / total,
    }),
    size.issues,
  );
}
