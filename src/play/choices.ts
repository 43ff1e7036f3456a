/**
 * The choices a saved state stores (how a sense was lost, a clock's kind and degree), as the zod
 * enums its schema is built from, and the run-time check every update applies to a choice it takes
 * (not exported from the package).
 *
 * @module
 */
import * as z from 'zod';
import { senseKeySchema } from '../rules/index.js';
import type { Issue } from '../issues/index.js';
import { playIssue } from './issues.js';

/** How a sense was lost. */
export const senseLossHowSchema = /* @__PURE__ */ z.enum(['arrancado', 'mutilado']);
/** A body clock's kind. */
export const clockKindSchema = /* @__PURE__ */ z.enum(['veneno', 'doenca']);
/** A body clock's degree. */
export const clockDegrauSchema = /* @__PURE__ */ z.enum(['gente', 'guerreiro', 'elite']);
export { senseKeySchema };

/**
 * Checks a choice is one of a zod enum's options (a plain JS caller may pass anything); returns
 * `play_choice_invalid` at `path`, or `null`.
 *
 * @example
 * ```ts
 * checkChoice('how', ['how'], 'queimado', senseLossHowSchema) // an issue: arrancado or mutilado
 * ```
 */
export function checkChoice(field: string, path: readonly (string | number)[], value: unknown, schema: { readonly options: readonly string[] }): Issue | null {
  return typeof value === 'string' && schema.options.includes(value)
    ? null
    : playIssue('play_choice_invalid', path, { field, value, options: schema.options.join(', ') });
}

/**
 * {@link checkChoice} over a list of choices (every item one of the options).
 *
 * @example
 * ```ts
 * checkChoices('how', ['how'], ['arrancado'], senseLossHowSchema) //=> null
 * ```
 */
export function checkChoices(field: string, path: readonly (string | number)[], value: unknown, schema: { readonly options: readonly string[] }): Issue | null {
  if (!Array.isArray(value)) return checkChoice(field, path, value, schema);
  for (const [i, v] of value.entries()) {
    const bad = checkChoice(field, [...path, i], v, schema);
    if (bad) return bad;
  }
  return null;
}
