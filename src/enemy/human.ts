/**
 * Enemies before the Sexto Sentido (human levels 1–4, "Antes do Sexto Sentido"), such as the ready
 * "Aprendiz rival", and the reader of a stored-enemy document (`examples/inimigos/*.json`): a
 * warrior or a human enemy, validated by {@link validateEnemy} and derived by {@link deriveEnemy}.
 *
 * @module
 */
import * as z from 'zod';
import { CHARACTER_SCHEMA_VERSION, type CharacterId } from '../character/index.js';
import { type AttributeKey, bookRuleset, enemyTypeKeySchema, type Ruleset } from '../rules/index.js';
import { deepFreeze } from '../internal/freeze.js';
import { fail, ok, parseWith, type Result } from '../issues/index.js';
import { armySlugOf } from './build.js';
import { deriveEnemy, deriveHumanEnemy, type EnemyDocumentSheet, type HumanEnemySheet } from './derive.js';
import { enemyIssue } from './issues.js';
import type { EnemyType, HumanEnemy } from './schema.js';
import { validateEnemy } from './validate.js';

/**
 * A human (or apprentice) enemy's stored choices.
 *
 * @example
 * ```ts
 * humanEnemyInputSchema.parse({ kind: 'humano', level: 3 }).level //=> 3
 * ```
 */
export const humanEnemyInputSchema = /* @__PURE__ */ (() => z.strictObject({
  kind: z.literal('humano'),
  name: z.string().min(1).max(4000).optional(),
  /** Human level, 1–4. */
  level: z.number(),
  /** Enemy type; default the one whose Convicções the human level has (an aprendiz with one: rival). */
  type: enemyTypeKeySchema.optional(),
  /** Proficient skills (the treino's two, from the apprentice level). */
  skills: z.array(z.string().min(1).max(100)).max(20).optional(),
  army: z.string().min(1).max(4000).optional(),
  traits: z.array(z.string().min(1).max(4000)).max(20).optional(),
}))();

/**
 * The human attributes behind the reference enemy: the human array placed as the book's aprendiz
 * (`enemies.referenceEnemy.humanAttributes`: DES 12, CON 11, SAB 11 — awakening, 12→15 and 11→14).
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The six human attribute values.
 * @example
 * ```ts
 * referenceHumanAttributes() //=> { FOR: 10, DES: 12, CON: 11, INT: 9, SAB: 11, CAR: 8 }
 * ```
 */
export function referenceHumanAttributes(ruleset: Ruleset = bookRuleset): Readonly<Record<AttributeKey, number>> {
  return ruleset.enemies.referenceEnemy.humanAttributes;
}

/**
 * Builds a human enemy (levels 1–4 before the Sexto Sentido) as a stored enemy (the character
 * model's human: the human array placed as the reference enemy's, its trained defenses) and
 * derives its sheet through the character module's human ficha: HP = the level's base + CON
 * (minimum 1), DEF 10 + DES, passive defenses 10 + attribute (+ proficiency when trained), golpe of
 * the human level's die.
 *
 * @param input - The choices (untrusted).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet or coded pt-BR issues.
 * @example
 * ```ts
 * const r = buildHumanEnemy({ kind: 'humano', level: 3, skills: ['acrobacia', 'atletismo'] });
 * if (r.ok) r.value.golpe.text //=> '1d6+1'
 * ```
 */
export function buildHumanEnemy(input: unknown, ruleset: Ruleset = bookRuleset): Result<HumanEnemySheet> {
  const parsed = parseWith(humanEnemyInputSchema, input);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const h = ruleset.creation.humans;
  const row = Number.isInteger(v.level) ? h.levels[v.level - 1] : undefined;
  if (!row) return fail([enemyIssue('enemy_level_out_of_range', ['level'], { nivel: v.level, min: 1, max: h.levels.length })]);
  const unknown = (v.skills ?? []).findIndex((s) => !ruleset.creation.skills.some((x) => x.id === s));
  if (unknown >= 0) return fail([enemyIssue('enemy_unknown_skill', ['skills', unknown], { pericia: v.skills![unknown]! })]);
  const types = ruleset.enemies.types;
  const type: EnemyType =
    v.type ??
    (['nomeado', 'rival', 'chefe'] as const).find((t) => row.conviccoes >= types[t].conviccoes.min && row.conviccoes <= types[t].conviccoes.max) ??
    'nomeado';
  const army = armySlugOf(v.army, ruleset);
  const enemy: HumanEnemy = deepFreeze({
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: `inimigo-humano-${v.level}` as CharacterId,
    kind: 'humano',
    name: v.name ?? `Humano de nível ${v.level}`,
    army,
    attributes: { method: 'humano', values: { ...referenceHumanAttributes(ruleset) } },
    conviccoes: [],
    details: {},
    items: [],
    humanLevel: v.level,
    trainedDefenses: [...ruleset.enemies.referenceEnemy.trainedDefenses],
    type,
    ...(v.army !== undefined && v.army !== ruleset.armies.armies[army]?.label && { armyLabel: v.army }),
    traits: [...(v.traits ?? [])],
    lidas: [],
    mayRetreat: false,
    skills: [...(v.skills ?? [])],
  });
  return ok(deriveHumanEnemy(enemy, ruleset));
}

/**
 * {@link buildHumanEnemy} for trusted input: throws with the pt-BR messages.
 *
 * @param input - The choices.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet.
 * @example
 * ```ts
 * buildHumanEnemyOrThrow({ kind: 'humano', level: 1 }).hp //=> 4
 * ```
 */
export function buildHumanEnemyOrThrow(input: z.input<typeof humanEnemyInputSchema>, ruleset: Ruleset = bookRuleset): HumanEnemySheet {
  const r = buildHumanEnemy(input, ruleset);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join(' '));
  return r.value;
}

/**
 * Reads a stored-enemy document (e.g. `examples/inimigos/cavaleiro-negro.json`): validates it
 * ({@link validateEnemy}) and derives its sheet ({@link deriveEnemy}).
 *
 * @param input - The parsed JSON (untrusted).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet (with any warnings), or coded pt-BR issues.
 * @example
 * ```ts
 * const r = readEnemyDocument(JSON.parse(readFileSync('examples/inimigos/cavaleiro-negro.json', 'utf8')));
 * if (r.ok && r.value.kind === 'guerreiro') r.value.stats.golpe.text //=> '1d10+2'
 * ```
 */
export function readEnemyDocument(input: unknown, ruleset: Ruleset = bookRuleset): Result<EnemyDocumentSheet> {
  const r = validateEnemy(input, ruleset);
  return r.ok ? ok(deriveEnemy(r.value, ruleset), r.issues) : r;
}

/**
 * {@link readEnemyDocument} for trusted input: throws with the pt-BR messages.
 *
 * @param input - The parsed JSON.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet.
 * @example
 * ```ts
 * readEnemyDocumentOrThrow(JSON.parse(readFileSync('examples/inimigos/aprendiz-rival.json', 'utf8'))).kind //=> 'humano'
 * ```
 */
export function readEnemyDocumentOrThrow(input: unknown, ruleset: Ruleset = bookRuleset): EnemyDocumentSheet {
  const r = readEnemyDocument(input, ruleset);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join(' '));
  return r.value;
}
