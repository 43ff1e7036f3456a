/**
 * Exact statistics of a dice expression: minimum, maximum, mean, variance and the full
 * distribution of totals, so an app can show "média 28,5" or "chance de 12 ou mais: 41,7%".
 *
 * @module
 */
import { fail, ok, type Result } from '../issues/index.js';
import { toExpression, type DiceExpression } from './expression.js';
import { diceIssue } from './issues.js';
import { DICE_LIMITS } from './limits.js';
import { resolveDiceVariables, termFactor, type DiceOptions } from './roll.js';

/**
 * One possible total and its probability.
 *
 * @example
 * ```ts
 * const o: DiceOutcome = { value: 7, probability: 6 / 36 };
 * ```
 */
export interface DiceOutcome {
  /** The total. */
  readonly value: number;
  /** Its probability (0…1). */
  readonly probability: number;
}

/**
 * Min, max, mean and variance of a total.
 *
 * @example
 * ```ts
 * const s: DiceSummary = { min: 125, max: 167, mean: 146, variance: 31.5 };
 * ```
 */
export interface DiceSummary {
  /** Smallest possible total. */
  readonly min: number;
  /** Largest possible total. */
  readonly max: number;
  /** Exact mean (expected value). */
  readonly mean: number;
  /** Exact variance. */
  readonly variance: number;
}

/**
 * Statistics of an expression: of the grand total (every hit landing) and of one hit.
 *
 * @example
 * ```ts
 * const r = diceStats('6d8+119');
 * if (r.ok) r.value.mean //=> 146
 * ```
 */
export interface DiceStats extends DiceSummary {
  /** The expression. */
  readonly expression: DiceExpression;
  /** How many hits (the `N` of `N×`). */
  readonly repeat: number;
  /** Statistics of one hit (equal to the whole when `repeat` is 1). */
  readonly perHit: DiceSummary;
  /**
   * Every possible grand total with its probability, ascending (omitted when
   * `distribution: false` was asked). Totals with probability 0 (e.g. odd totals of `1d4×2`) are left out.
   */
  readonly outcomes?: readonly DiceOutcome[];
  /** `true` when the probabilities were computed from exact integer counts (at most 2^53 outcomes). */
  readonly exact: boolean;
}

/**
 * Options of {@link diceStats}.
 *
 * @example
 * ```ts
 * const o: DiceStatsOptions = { variables: { mod: 4 }, distribution: false };
 * ```
 */
export interface DiceStatsOptions extends DiceOptions {
  /** Compute the full distribution (default `true`). Min/max/mean/variance are always computed. */
  readonly distribution?: boolean;
}

/**
 * Computes exact statistics of a dice expression, including the full distribution of totals.
 * Never throws: bad text, missing variables and a distribution wider than the safety limit give
 * coded issues.
 *
 * For `N×…` the numbers describe the grand total (all N hits landing); `perHit` describes one.
 *
 * @param input - A text or a parsed expression.
 * @param options - Variables, safety limits, and whether to build the distribution.
 * @returns The statistics.
 * @example
 * ```ts
 * const r = diceStats('2d6');
 * if (r.ok) r.value.outcomes?.find((o) => o.value === 7)?.probability //=> 0.16666666666666666
 * ```
 */
export function diceStats(input: string | DiceExpression, options: DiceStatsOptions = {}): Result<DiceStats> {
  const parsed = toExpression(input, options);
  if (!parsed.ok) return parsed;
  const expr = parsed.value;
  const vars = resolveDiceVariables(expr, options.variables);
  if (!vars.ok) return vars;
  const values = vars.value;
  const maxOutcomes = options.limits?.maxOutcomes ?? DICE_LIMITS.maxOutcomes;

  // One hit: constants, and dice as (|factor|, sides, count).
  let min = 0;
  let max = 0;
  let mean = 0;
  let variance = 0;
  const dice: { step: number; sides: number; count: number }[] = [];
  for (const t of expr.terms) {
    const k = termFactor(t, values);
    if (t.type === 'dice') {
      const lo = k * 1;
      const hi = k * t.sides;
      min += Math.min(lo, hi) * t.count;
      max += Math.max(lo, hi) * t.count;
      mean += ((k * (t.sides + 1)) / 2) * t.count;
      variance += ((k * k * (t.sides * t.sides - 1)) / 12) * t.count;
      if (k !== 0 && t.sides > 1) dice.push({ step: Math.abs(k), sides: t.sides, count: t.count });
    } else {
      const v = k * (t.type === 'constant' ? t.value : values.get(t.name)!);
      min += v;
      max += v;
      mean += v;
    }
  }
  const perHit: DiceSummary = Object.freeze({ min: min + 0, max: max + 0, mean: mean + 0, variance });
  const n = expr.repeat;
  const whole: DiceSummary = { min: n * min + 0, max: n * max + 0, mean: n * mean + 0, variance: n * variance };

  let outcomes: readonly DiceOutcome[] | undefined;
  let exact = true;
  if (options.distribution !== false) {
    const width = whole.max - whole.min + 1;
    if (!(width <= maxOutcomes)) {
      return fail([diceIssue('dice_distribution_too_wide', [], { outcomes: width, max: maxOutcomes })]);
    }
    const r = distribution(dice, n, width);
    exact = r.exact;
    const list: DiceOutcome[] = [];
    for (let j = 0; j < width; j++) {
      const p = r.weights[j]!;
      if (p > 0) list.push(Object.freeze({ value: whole.min + j, probability: r.exact ? p / r.ways : p }));
    }
    outcomes = Object.freeze(list);
  }
  return ok(
    Object.freeze({
      expression: expr,
      repeat: n,
      ...whole,
      perHit,
      ...(outcomes ? { outcomes } : {}),
      exact,
    }),
  );
}

/**
 * Distribution of the sum of dice, relative to its minimum. Each die with step `a` and `s` faces
 * takes values min + a·f (f = 0…s−1) whatever its sign (a uniform die is symmetric), so adding it
 * is a sliding-window sum with stride `a`: O(width) per die.
 */
function distribution(
  dice: readonly { step: number; sides: number; count: number }[],
  repeat: number,
  width: number,
): { weights: Float64Array; exact: boolean; ways: number } {
  let ways = 1;
  let exact = true;
  for (const d of dice) {
    for (let i = 0; i < d.count * repeat && exact; i++) {
      ways *= d.sides;
      if (ways > Number.MAX_SAFE_INTEGER) exact = false;
    }
  }
  let cur = new Float64Array(width);
  let next = new Float64Array(width);
  const prefix = new Float64Array(width);
  cur[0] = 1;
  let len = 1;
  for (let r = 0; r < repeat; r++) {
    for (const d of dice) {
      const a = d.step;
      const s = d.sides;
      const span = a * s;
      for (let c = 0; c < d.count; c++) {
        const newLen = len + a * (s - 1);
        // prefix[j] = cur[j] + prefix[j - a]
        for (let j = 0; j < newLen; j++) prefix[j] = (j < len ? cur[j]! : 0) + (j >= a ? prefix[j - a]! : 0);
        const scale = exact ? 1 : 1 / s;
        for (let j = 0; j < newLen; j++) {
          next[j] = (prefix[j]! - (j >= span ? prefix[j - span]! : 0)) * scale;
        }
        const tmp = cur;
        cur = next;
        next = tmp;
        len = newLen;
      }
    }
  }
  return { weights: cur, exact, ways };
}

/**
 * Probability that a total is at least `value` (e.g. the chance a damage roll drops a foe).
 *
 * @param stats - Statistics with a distribution (from {@link diceStats}).
 * @param value - The threshold.
 * @returns The probability (0…1); `NaN` when `stats` has no distribution.
 * @example
 * ```ts
 * const r = diceStats('2d6');
 * if (r.ok) probabilityAtLeast(r.value, 7) //=> 0.5833333333333334
 * ```
 */
export function probabilityAtLeast(stats: Pick<DiceStats, 'outcomes'>, value: number): number {
  if (!stats.outcomes) return Number.NaN;
  let p = 0;
  for (const o of stats.outcomes) if (o.value >= value) p += o.probability;
  return Math.min(1, p);
}
