/**
 * The one set of number limits of the CLI's options (issue 26): `--n` and `--semente` take exactly
 * what a scenario file may hold (`SCENARIO_LIMITS`), so a flag never overrides a file past what the
 * file itself may say, and every refusal states the minimum **and** the maximum.
 *
 * @internal
 */
import { formatNumberPtBR } from '../dice/index.js';
import { bookRuleset, maxLevel } from '../rules/index.js';
import { SCENARIO_LIMITS } from '../sim/index.js';
import { MAX_THREADS } from '../sim-threads/index.js';

/** A whole-number option's range. @internal */
export interface OptionRange {
  readonly min: number;
  readonly max: number;
}

/** The ranges of the CLI's whole-number options. @internal */
export const CLI_LIMITS = {
  /** Fights in a run: a scenario's own cap. */
  n: { min: 1, max: SCENARIO_LIMITS.maxFights },
  /** The seed: what a scenario file takes (0 to 2³²−1). */
  semente: { min: 0, max: SCENARIO_LIMITS.maxSeed },
  /** A band's size: a scenario's own cap. */
  bando: { min: 1, max: SCENARIO_LIMITS.maxBand },
  /** A level: the book's table. */
  nivel: { min: 1, max: maxLevel(bookRuleset) },
  /** Threads asked for (a run starts at most `allowedThreads` of them). */
  threads: { min: 1, max: MAX_THREADS },
} as const satisfies Record<string, OptionRange>;

/**
 * Reads the whole-number option `--name` within `range`: the number, `fallback` when absent, or the
 * pt-BR refusal (stating min and max) as a string.
 *
 * @internal
 */
export function wholeNumberOption(text: string | undefined, name: string, range: OptionRange, fallback: number): number | string {
  if (text === undefined) return fallback;
  const value = /^[-+]?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max)
    return `--${name} precisa ser um número inteiro de ${formatNumberPtBR(range.min, 0)} a ${formatNumberPtBR(range.max, 0)} (recebi "${text}").`;
  return value;
}
