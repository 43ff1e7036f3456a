/**
 * Reading a stored character from untrusted input: the zod schema first (shape), then every rule
 * of the book (choices). Never throws; errors come back as coded pt-BR issues.
 *
 * @module
 */
import { deepFreeze } from '../internal/freeze.js';
import { displayValue, fail, hasErrors, ok, parseWith, snapshotInput, type Result } from '../issues/index.js';
import { bookCharacterRuleset, type CharacterRuleset } from '../rules/index.js';
import { checkCharacter } from './check.js';
import { characterIssue } from './issues.js';
import { CHARACTER_SCHEMA_VERSION, characterSchema, type Character, type Warrior } from './schema.js';

/**
 * The ordered migrations of the stored character, from each old `schemaVersion` to the next. Version
 * 1 is the first; a future version adds `{ from: 1, to: 2, migrate }` here, with a fixture test.
 */
const migrations: readonly { readonly from: number; readonly to: number; readonly migrate: (doc: Record<string, unknown>) => Record<string, unknown> }[] = [];

/**
 * Brings a stored character document up to the current `schemaVersion` (a document without one is
 * read as version 1). Refuses a version newer than this library with
 * `character_version_unsupported`.
 *
 * @param input - The parsed document.
 * @returns The document at the current version (not yet validated), or the issue.
 * @example
 * ```ts
 * migrateCharacter({ kind: 'guerreiro' }).ok //=> true
 * migrateCharacter({ schemaVersion: 99 }).issues[0].code //=> 'character_version_unsupported'
 * ```
 */
export function migrateCharacter(input: unknown): Result<unknown> {
  const snap = snapshotInput(input);
  if (!snap.ok) return snap;
  const plain = snap.value;
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) return ok(plain);
  let doc = plain as Record<string, unknown>;
  let version = doc.schemaVersion === undefined ? 1 : doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > CHARACTER_SCHEMA_VERSION)
    return fail([characterIssue('character_version_unsupported', ['schemaVersion'], { version: displayValue(version), current: CHARACTER_SCHEMA_VERSION })]);
  for (const m of migrations) {
    if (m.from === version) {
      doc = m.migrate(doc);
      version = m.to;
    }
  }
  return ok(doc.schemaVersion === undefined ? { ...doc, schemaVersion: version } : doc);
}

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
export function validateCharacter(input: unknown, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Character> {
  const migrated = migrateCharacter(input);
  if (!migrated.ok) return migrated;
  const parsed = parseWith(characterSchema, migrated.value, 'character_schema_');
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
export function validateWarrior(input: unknown, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Warrior> {
  const r = validateCharacter(input, ruleset);
  if (!r.ok) return r;
  if (r.value.kind !== 'guerreiro') return fail([characterIssue('not_a_warrior', ['kind'], {})]);
  return ok(r.value, r.issues);
}
