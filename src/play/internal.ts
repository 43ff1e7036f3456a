/**
 * Helpers shared by the files of the ficha in play (not exported from the package).
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import { fail, type Issue, type Result } from '../issues/index.js';
import { playIssue, type PlayIssueCode, type playMessages } from './issues.js';

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
 * Checks an amount is a whole number ≥ `min`; returns the issue, or `null`.
 *
 * @example
 * ```ts
 * checkAmount('amount', -1) // an issue: not a whole number ≥ 0
 * ```
 */
export function checkAmount(field: string, value: unknown, min = 0): Issue | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 1_000_000
    ? null
    : playIssue('play_amount_invalid', [field], { field, value });
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
