/**
 * Enemies before the Sexto Sentido (human levels 1–4, "Antes do Sexto Sentido"), such as the ready
 * "Aprendiz rival", and the reader of a ready-enemy document (`examples/inimigos/*.json`), which is
 * either a warrior (`kind: "guerreiro"`, built by {@link buildEnemy}) or a human (`kind: "humano"`).
 *
 * @module
 */
import { z } from 'zod';
import { fail, ok, parseWith, type Result } from '../issues/index.js';
import { attributeModifier } from '../rules/levels.js';
import type { AttributeKey, PassiveDefenseKey } from '../rules/keys.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import { buildEnemy, enemyInputSchema, type EnemySheet } from './build.js';
import { enemyIssue } from './issues.js';

/**
 * A human (or apprentice) enemy's stored choices.
 *
 * @example
 * ```ts
 * humanEnemyInputSchema.parse({ kind: 'humano', level: 3 }).level //=> 3
 * ```
 */
export const humanEnemyInputSchema = z.strictObject({
  kind: z.literal('humano'),
  name: z.string().min(1).max(4000).optional(),
  /** Human level, 1–4. */
  level: z.number(),
  /** Proficient skills (the treino's two, from the apprentice level). */
  skills: z.array(z.string().min(1).max(100)).max(20).optional(),
  army: z.string().min(1).max(4000).optional(),
  traits: z.array(z.string().min(1).max(4000)).max(20).optional(),
});

/**
 * The sheet of a human enemy.
 *
 * @example
 * ```ts
 * const h: HumanEnemySheet = buildHumanEnemyOrThrow({ kind: 'humano', level: 3 });
 * h.hp //=> 8
 * ```
 */
export interface HumanEnemySheet {
  /** Kind. */
  readonly kind: 'humano';
  /** Name. */
  readonly name: string;
  /** Level. */
  readonly level: number;
  /** Army, or `null`. */
  readonly army: string | null;
  /** The six attribute values. */
  readonly attributes: Readonly<Record<AttributeKey, number>>;
  /** Proficiency bonus. */
  readonly proficiency: number;
  /** Convicções. */
  readonly conviccoes: number;
  /** HP (PV). */
  readonly hp: number;
  /** DEF. */
  readonly def: number;
  /** Initiative bonus. */
  readonly initiative: number;
  /** Fortitude, Reflexos, Vontade. */
  readonly passiveDefenses: Readonly<Record<PassiveDefenseKey, number>>;
  /** Attack bonus of the golpe comum and the techniques. */
  readonly attack: number;
  /** The golpe comum: golpes per action, die, damage bonus. */
  readonly golpe: { readonly die: number; readonly bonus: number; readonly text: string };
  /** Proficient skills and their bonus. */
  readonly skills: readonly { readonly id: string; readonly name: string; readonly bonus: number }[];
  /** Step 8: traits, in pt-BR. */
  readonly traits: readonly string[];
}

/**
 * The human attributes behind the reference enemy: each warrior value goes back to the human value
 * at the same position of the awakening table (15→12, 14→11, 13→11, 12→10, 10→9, 8→8).
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The six human attribute values.
 * @example
 * ```ts
 * referenceHumanAttributes() //=> { FOR: 10, DES: 12, CON: 11, INT: 9, SAB: 11, CAR: 8 }
 * ```
 */
export function referenceHumanAttributes(ruleset: Ruleset = bookRuleset): Readonly<Record<AttributeKey, number>> {
  const h = ruleset.creation.humans;
  const out = {} as Record<AttributeKey, number>;
  for (const [k, v] of Object.entries(ruleset.enemies.referenceEnemy.attributes) as [AttributeKey, number][]) {
    const i = h.awakening.indexOf(v);
    out[k] = i < 0 ? v : h.array[i]!;
  }
  return out;
}

/**
 * Builds a human enemy (levels 1–4 before the Sexto Sentido): HP = the level's base + CON
 * (minimum 1), DEF 10 + DES, passive defenses 10 + attribute (+ proficiency in the reference
 * enemy's trained ones), golpe of the human level's die + DES.
 *
 * @param input - The stored choices (untrusted).
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
  const skillRows = ruleset.creation.skills;
  const unknown = (v.skills ?? []).findIndex((s) => !skillRows.some((x) => x.id === s));
  if (unknown >= 0) return fail([enemyIssue('enemy_unknown_skill', ['skills', unknown], { pericia: v.skills![unknown]! })]);
  const attributes = referenceHumanAttributes(ruleset);
  const mod = (k: AttributeKey) => attributeModifier(attributes[k], ruleset);
  const trained = new Set<PassiveDefenseKey>(ruleset.enemies.referenceEnemy.trainedDefenses);
  const passiveDefenses = {} as Record<PassiveDefenseKey, number>;
  for (const d of ruleset.creation.passiveDefenses.list)
    passiveDefenses[d.id] = h.passiveDefenseBase + mod(d.attribute) + (trained.has(d.id) ? row.proficiency : 0);
  const attackAttribute = ruleset.enemies.referenceEnemy.attackAttribute;
  const bonus = mod(attackAttribute);
  return ok({
    kind: 'humano',
    name: v.name ?? `Humano de nível ${v.level}`,
    level: v.level,
    army: v.army ?? null,
    attributes,
    proficiency: row.proficiency,
    conviccoes: row.convictions,
    hp: Math.max(h.hpMin, row.hpBase + mod('CON')),
    def: h.def.base + mod(h.def.attribute),
    initiative: mod(ruleset.combat.initiative.attribute),
    passiveDefenses,
    attack: row.proficiency + bonus,
    golpe: { die: row.golpeDie, bonus, text: `1d${row.golpeDie}${bonus >= 0 ? '+' : '−'}${Math.abs(bonus)}` },
    skills: (v.skills ?? []).map((id) => {
      const s = skillRows.find((x) => x.id === id)!;
      return { id, name: s.name, bonus: mod(s.attribute) + (row.treinoSkills ? row.proficiency : 0) };
    }),
    traits: v.traits ?? [],
  });
}

/**
 * {@link buildHumanEnemy} for trusted input: throws with the pt-BR messages.
 *
 * @param input - The stored choices.
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
 * A ready-enemy document: a warrior (`kind: "guerreiro"` + the fields of {@link enemyInputSchema})
 * or a human (`kind: "humano"`).
 *
 * @example
 * ```ts
 * enemyDocumentSchema.safeParse({ kind: 'guerreiro', level: 2 }).success //=> true
 * ```
 */
export const enemyDocumentSchema = z.discriminatedUnion('kind', [
  enemyInputSchema.extend({ kind: z.literal('guerreiro') }),
  humanEnemyInputSchema,
]);

/**
 * The sheet of a ready-enemy document.
 *
 * @example
 * ```ts
 * const s: EnemyDocumentSheet = readEnemyDocumentOrThrow({ kind: 'guerreiro', level: 2 });
 * ```
 */
export type EnemyDocumentSheet = ({ readonly kind: 'guerreiro' } & EnemySheet) | HumanEnemySheet;

/**
 * Reads a ready-enemy document (e.g. `examples/inimigos/cavaleiro-negro.json`) and builds its sheet.
 *
 * @param input - The parsed JSON (untrusted).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet, or coded pt-BR issues.
 * @example
 * ```ts
 * const r = readEnemyDocument({ kind: 'guerreiro', name: 'Cavaleiro Negro', level: 2, accessory: 'garras', characteristics: ['cortante'] });
 * if (r.ok && r.value.kind === 'guerreiro') r.value.stats.golpe.text //=> '1d10+2'
 * ```
 */
export function readEnemyDocument(input: unknown, ruleset: Ruleset = bookRuleset): Result<EnemyDocumentSheet> {
  const parsed = parseWith(enemyDocumentSchema, input);
  if (!parsed.ok) return parsed;
  if (parsed.value.kind === 'humano') return buildHumanEnemy(parsed.value, ruleset);
  const { kind: _kind, ...rest } = parsed.value;
  const r = buildEnemy(rest, ruleset);
  return r.ok ? ok({ kind: 'guerreiro' as const, ...r.value }, r.issues) : r;
}

/**
 * {@link readEnemyDocument} for trusted input: throws with the pt-BR messages.
 *
 * @param input - The parsed JSON.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet.
 * @example
 * ```ts
 * readEnemyDocumentOrThrow({ kind: 'humano', level: 3 }).kind //=> 'humano'
 * ```
 */
export function readEnemyDocumentOrThrow(input: unknown, ruleset: Ruleset = bookRuleset): EnemyDocumentSheet {
  const r = readEnemyDocument(input, ruleset);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join(' '));
  return r.value;
}
