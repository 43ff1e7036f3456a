/**
 * Reading a stored character from untrusted input: the zod schema first (shape), then every rule
 * of the book (choices). Never throws; errors come back as coded pt-BR issues.
 *
 * @module
 */
import { deepFreeze } from '../internal/freeze.js';
import { fail, hasErrors, ok, parseWith, type Result } from '../issues/index.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import { checkCharacter } from './check.js';
import { characterSchema, type Character, type Warrior } from './schema.js';

/**
 * Validates a character document: shape (schema) and rules (creation, techniques, level-ups). The
 * value is deeply frozen.
 *
 * @param input - Untrusted input (a parsed JSON file, a form's state).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The character (with any warnings), or the issues.
 * @example
 * ```ts
 * validateCharacter(JSON.parse(readFileSync('examples/teo.json', 'utf8'))).ok //=> true
 * validateCharacter({ kind: 'guerreiro' }).ok //=> false
 * ```
 */
export function validateCharacter(input: unknown, ruleset: Ruleset = bookRuleset): Result<Character> {
  const parsed = parseWith(characterSchema, input, 'character_schema_');
  if (!parsed.ok) return parsed;
  const issues = checkCharacter(parsed.value as Character, ruleset);
  if (hasErrors(issues)) return fail(issues);
  return ok(deepFreeze(parsed.value) as Character, issues);
}

/**
 * Validates a character document that must be a warrior.
 *
 * @param input - Untrusted input.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior, or the issues (`not_a_warrior` for a human).
 * @example
 * ```ts
 * validateWarrior(teoJson).ok //=> true
 * ```
 */
export function validateWarrior(input: unknown, ruleset: Ruleset = bookRuleset): Result<Warrior> {
  const r = validateCharacter(input, ruleset);
  if (!r.ok) return r;
  if (r.value.kind !== 'guerreiro') return fail([{ code: 'not_a_warrior', path: ['kind'], params: {}, message: 'Esta operação é de guerreiro desperto, e o personagem é humano.', severity: 'error' }]);
  return ok(r.value, r.issues);
}
