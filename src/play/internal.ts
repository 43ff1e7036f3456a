/**
 * Helpers shared by the files of the ficha in play (not exported from the package).
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import { fail, textInvalidChar, type Issue, type Result } from '../issues/index.js';
import { playIssue, type PlayIssueCode, type playMessages } from './issues.js';
import { PLAY_STATE_LIMITS } from './limits.js';

/**
 * A refusal: a failed {@link Result} with one coded issue of the ficha in play.
 *
 * @example
 * ```ts
 * return refusePlay('play_not_in_fight', ['fight'], { action: 'Mandar uma Centelha' });
 * ```
 */
export function refusePlay<T, K extends PlayIssueCode>(
  code: K,
  path: readonly (string | number)[],
  params: Parameters<(typeof playMessages)[K]>[0],
): Result<T> {
  return fail<T>([playIssue(code, path, params)]);
}

/**
 * Checks an amount is a whole number from `min` to `PLAY_STATE_LIMITS.amount`; returns the issue, or `null`.
 *
 * @example
 * ```ts
 * checkAmount('amount', -1) // an issue: not a whole number ≥ 0
 * ```
 */
export function checkAmount(field: string, value: unknown, min = 0): Issue | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= PLAY_STATE_LIMITS.amount
    ? null
    : playIssue('play_amount_invalid', [field], { field, value, min, max: PLAY_STATE_LIMITS.amount });
}

/**
 * Refuses any change to a dead character; `null` when alive.
 *
 * @example
 * ```ts
 * const dead = refuseIfDead(state); if (dead) return dead;
 * ```
 */
export function refuseIfDead<T>(s: { readonly dead: boolean }): Result<T> | null {
  return s.dead ? refusePlay<T, 'play_dead'>('play_dead', [], {}) : null;
}

/**
 * Refuses a count that would pass what a saved state holds (`PLAY_STATE_LIMITS.count`): the state
 * would not read back. `null` within it.
 *
 * @example
 * ```ts
 * const over = refuseOverCount('Noites sem dormir', ['days', 'withoutSleep'], nights); if (over) return over;
 * ```
 */
export function refuseOverCount<T>(field: string, path: readonly (string | number)[], value: number): Result<T> | null {
  const max = PLAY_STATE_LIMITS.count;
  return value > max ? refusePlay<T, 'play_count_over'>('play_count_over', path, { field, value, max }) : null;
}

/**
 * Refuses a name a saved state would not hold: longer than `PLAY_STATE_LIMITS.name` after trimming,
 * or with a character that is not text (`text_invalid_char`). `null` when it fits.
 *
 * @example
 * ```ts
 * const long = refuseLongName('O nome do veneno', ['name'], name); if (long) return long;
 * ```
 */
export function refuseLongName<T>(field: string, path: readonly (string | number)[], name: string): Result<T> | null {
  const notText = textInvalidChar(path, name.trim());
  if (notText) return fail<T>([notText]);
  const max = PLAY_STATE_LIMITS.name;
  const length = name.trim().length;
  return length > max ? refusePlay<T, 'play_name_too_long'>('play_name_too_long', path, { field, length, max }) : null;
}
