/**
 * "Montar um inimigo" (Capítulo Dez, steps 1–8) as an API: from the level, Posto and type (and the
 * Mestre's options), the enemy's whole sheet. Input is validated: bad input returns coded pt-BR
 * issues, never throws.
 *
 * @module
 */
import * as z from 'zod';
import { deepFreeze } from '../internal/freeze.js';
import { fail, ok, parseWith, type Issue, type Result } from '../issues/index.js';
import { bookRuleset, maxLevel, type Ruleset } from '../rules/index.js';
import { deriveWarriorEnemy, type EnemySheet } from './derive.js';
import { enemyIssue } from './issues.js';
import {
  ENEMY_NO_ARMY,
  postoMinLevel,
  referenceChoicesAt,
  referenceWarrior,
  type EnemyBuildOptions,
  type EnemyPosto,
  type EnemyTechniqueRole,
} from './reference.js';
import type { EnemyAwakens, EnemyType, WarriorEnemy } from './schema.js';
import { ENEMY_POSTO_LABELS } from './posto-label.js';
import { fold } from '../internal/text.js';

const text = /* @__PURE__ */ (() => z.string().min(1).max(4000))();
const slug = /* @__PURE__ */ (() => z.string().min(1).max(100))();

/**
 * The Mestre's choices for one enemy ("Montar um inimigo"), from which {@link buildEnemy} makes the
 * stored enemy and its sheet. Everything but the level is optional; the defaults are the book's
 * quick table.
 *
 * @example
 * ```ts
 * enemyInputSchema.parse({ level: 9, posto: 'prata', type: 'rival' }).level //=> 9
 * ```
 */
export const enemyInputSchema = /* @__PURE__ */ (() => z.strictObject({
  /** The enemy's name ("Cavaleiro de Prata"). */
  name: text.optional(),
  /** Level, 1–20. */
  level: z.number(),
  /** Posto; `null` for an enemy without armor (Sem Posto). Default Bronze. */
  posto: z.enum(['bronze', 'prata', 'elite']).nullable().optional(),
  /** nomeado (0 Convicções), rival (1), chefe (2–3). Default nomeado. */
  type: z.enum(['nomeado', 'rival', 'chefe']).optional(),
  /** Convicções; default the type's maximum. */
  conviccaoCount: z.number().int().min(0).max(10).optional(),
  /** The army (free text: "Hades", "Atena"). */
  army: text.optional(),
  /** The armor's name ("Súplice", "Armadura de Prata"). */
  armorName: text.optional(),
  /** Accessory slug (`escudo`, `correntes`, `asas`, `garras`, `chifres`, `nenhum`). */
  accessory: slug.optional(),
  /** Characteristic slugs (1 Bronze, 2 Prata, 3 elite at most). */
  characteristics: z.array(slug).max(10).optional(),
  /** Trade this many Cosmo choices for Vida (negative: the other way). */
  vidaInsteadOfCosmo: z.number().int().min(-20).max(20).optional(),
  /** Teto added by a trait (already summed in the sheet). */
  tetoBonus: z.number().int().min(-10).max(10).optional(),
  /** Resistência added by a trait (already summed in the sheet). */
  resistenciaBonus: z.number().int().min(-10).max(10).optional(),
  /** Give a Golpe do Assento (default: the elite only). */
  golpeDoAssento: z.boolean().optional(),
  /** Names of the techniques, by role (`assento`, `grande`, `media`, `pequena`); the note becomes the description. */
  techniques: z
    .array(z.strictObject({ role: z.enum(['assento', 'grande', 'media', 'pequena']), name: text, note: text.optional() }))
    .max(10)
    .optional(),
  /** How the enemy reaches the Sétimo (default: elite at will; with a Convicção like a character; else never). */
  awakens: z.enum(['quando_quiser', 'como_personagem', 'como_rival', 'nao']).optional(),
  /** Step 8: the army's rule. */
  armyTrait: text.optional(),
  /** Step 8: one thing only this enemy does. */
  uniqueTrait: text.optional(),
  /** Other notes of the stat block. */
  traits: z.array(text).max(20).optional(),
  /** "Recuar em vez de cair". */
  mayRetreat: z.boolean().optional(),
}))();

/**
 * What {@link buildEnemy} accepts (the Mestre's choices).
 *
 * @example
 * ```ts
 * const input: EnemyInput = { level: 15, posto: 'elite', type: 'chefe', characteristics: ['pesada'] };
 * ```
 */
export interface EnemyInput {
    level: number;
    name?: string | undefined;
    posto?: "bronze" | "prata" | "elite" | null | undefined;
    type?: "nomeado" | "rival" | "chefe" | undefined;
    conviccaoCount?: number | undefined;
    army?: string | undefined;
    armorName?: string | undefined;
    accessory?: string | undefined;
    characteristics?: string[] | undefined;
    vidaInsteadOfCosmo?: number | undefined;
    tetoBonus?: number | undefined;
    resistenciaBonus?: number | undefined;
    golpeDoAssento?: boolean | undefined;
    techniques?: {
        role: "media" | "assento" | "grande" | "pequena";
        name: string;
        note?: string | undefined;
    }[] | undefined;
    awakens?: "quando_quiser" | "como_personagem" | "como_rival" | "nao" | undefined;
    armyTrait?: string | undefined;
    uniqueTrait?: string | undefined;
    traits?: string[] | undefined;
    mayRetreat?: boolean | undefined;
}

const POSTO_LABEL = ENEMY_POSTO_LABELS;

/**
 * The army slug a free-text army names ("Hades", "Ártemis", "Hades (a voz do deus na terra)"): the
 * ruleset army whose id or name the text starts with, else {@link ENEMY_NO_ARMY}.
 *
 * @param army - The army as written.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The slug.
 * @example
 * ```ts
 * armySlugOf('Ártemis') //=> 'artemis'
 * armySlugOf('Renegado') //=> 'sem_exercito'
 * ```
 */
export function armySlugOf(army: string | undefined, ruleset: Ruleset = bookRuleset): string {
  if (army === undefined) return ENEMY_NO_ARMY;
  const t = fold(army);
  for (const [id, a] of Object.entries(ruleset.armies.armies)) {
    for (const name of [id, fold(a.label)]) if (t === name || t.startsWith(`${name} `)) return id;
  }
  return ENEMY_NO_ARMY;
}

/**
 * What {@link referenceEnemy} takes beyond the build options: the enemy fields.
 *
 * @example
 * ```ts
 * const o: ReferenceEnemyOptions = { type: 'rival', traits: ['Uma Convicção.'] };
 * ```
 */
export interface ReferenceEnemyOptions extends EnemyBuildOptions {
  /** Enemy type (default nomeado). */
  readonly type?: EnemyType;
  /** Convicções (default the type's maximum). */
  readonly conviccaoCount?: number;
  /** The army as printed, when it is not the ruleset army's name. */
  readonly armyLabel?: string;
  /** The army's rule. */
  readonly armyTrait?: string;
  /** One thing only this enemy does. */
  readonly uniqueTrait?: string;
  /** Other notes. */
  readonly traits?: readonly string[];
  /** How it reaches the Sétimo (default from the Posto and Convicções). */
  readonly awakens?: EnemyAwakens;
  /** "Recuar em vez de cair". */
  readonly mayRetreat?: boolean;
}

/**
 * The quick-table enemy of a level and Posto as a stored enemy: {@link referenceWarrior} (the
 * character model, built by the book's choices) plus the enemy fields. Throws for a Posto that does
 * not exist yet at that level (validate user input with {@link buildEnemy}).
 *
 * @param level - The level.
 * @param posto - The Posto (default Bronze), or `null` without armor.
 * @param options - Build options and enemy fields.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The stored enemy (deeply frozen).
 * @example
 * ```ts
 * const e = referenceEnemy(9, 'prata', { type: 'rival' });
 * e.type //=> 'rival'
 * e.levelUps.length //=> 8
 * ```
 */
export function referenceEnemy(
  level: number,
  posto: EnemyPosto | null = 'bronze',
  options: ReferenceEnemyOptions = {},
  ruleset: Ruleset = bookRuleset,
): WarriorEnemy {
  const type = options.type ?? 'nomeado';
  const name = options.name ?? `${ruleset.enemies.types[type].label}${posto ? ` de ${POSTO_LABEL[posto]}` : ''}, nível ${level}`;
  const w = referenceWarrior(level, posto, { ...options, name }, ruleset);
  const enemy: WarriorEnemy = {
    ...w,
    type,
    ...(options.conviccaoCount !== undefined && { conviccaoCount: options.conviccaoCount }),
    ...(options.armyLabel !== undefined && { armyLabel: options.armyLabel }),
    ...(options.armyTrait !== undefined && { armyTrait: options.armyTrait }),
    ...(options.uniqueTrait !== undefined && { uniqueTrait: options.uniqueTrait }),
    traits: [...(options.traits ?? [])],
    lidas: [],
    mayRetreat: options.mayRetreat ?? false,
    ...(options.awakens !== undefined && { awakens: options.awakens }),
    ...(options.tetoBonus !== undefined && { tetoBonus: options.tetoBonus }),
    ...(options.resistenciaBonus !== undefined && { resistenciaBonus: options.resistenciaBonus }),
  };
  return deepFreeze(enemy);
}

/**
 * Builds an enemy "pelo livro" (Capítulo Dez, Montar um inimigo): validates the Mestre's choices,
 * makes the stored enemy ({@link referenceEnemy}) and derives its sheet. With only a level it is
 * the quick table's named enemy. The stored enemy is `sheet.enemy` (save it as an `inimigo`
 * document). An army of the ruleset brings its rule cards with numbers (the Escama's +1
 * Resistência).
 *
 * @param input - The Mestre's choices (untrusted).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet, or coded pt-BR issues (`enemy_posto_not_yet`, `enemy_level_out_of_range`,
 *   `enemy_conviccoes_out_of_range`, `enemy_unknown_characteristic`…).
 * @example
 * ```ts
 * const r = buildEnemy({ level: 15, posto: 'elite', type: 'chefe', characteristics: ['pesada'] });
 * if (r.ok) r.value.stats.def.total //=> 22
 * buildEnemy({ level: 9, posto: 'elite' }).issues[0]?.code //=> 'enemy_posto_not_yet'
 * ```
 */
export function buildEnemy(input: unknown, ruleset: Ruleset = bookRuleset): Result<EnemySheet> {
  const parsed = parseWith(enemyInputSchema, input);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const issues: Issue[] = [];
  const max = maxLevel(ruleset);
  if (!Number.isInteger(v.level)) issues.push(enemyIssue('enemy_level_not_integer', ['level'], { nivel: v.level }));
  else if (v.level < 1 || v.level > max) issues.push(enemyIssue('enemy_level_out_of_range', ['level'], { nivel: v.level, min: 1, max }));
  const posto = v.posto === undefined ? 'bronze' : v.posto;
  if (issues.length === 0 && posto !== null && v.level < postoMinLevel(posto, ruleset))
    issues.push(
      enemyIssue('enemy_posto_not_yet', ['posto'], { posto: POSTO_LABEL[posto], nivel: v.level, minimo: postoMinLevel(posto, ruleset) }),
    );
  const type = v.type ?? 'nomeado';
  const range = ruleset.enemies.types[type].conviccoes;
  const conviccaoCount = v.conviccaoCount ?? range.max;
  if (conviccaoCount < range.min || conviccaoCount > range.max)
    issues.push(
      enemyIssue('enemy_conviccoes_out_of_range', ['conviccaoCount'], {
        tipo: ruleset.enemies.types[type].label.toLowerCase(),
        conviccaoCount,
        min: range.min,
        max: range.max,
      }),
    );
  const armor = ruleset.armor;
  if (posto === null && (v.accessory !== undefined || (v.characteristics?.length ?? 0) > 0))
    issues.push(enemyIssue('enemy_no_armor_extras', [], {}));
  if (v.accessory !== undefined && !armor.accessories.some((a) => a.slug === v.accessory))
    issues.push(
      enemyIssue('enemy_unknown_accessory', ['accessory'], { acessorio: v.accessory, validos: armor.accessories.map((a) => a.slug).join(', ') }),
    );
  const seen = new Set<string>();
  (v.characteristics ?? []).forEach((c, i) => {
    if (!armor.characteristics.some((x) => x.slug === c))
      issues.push(enemyIssue('enemy_unknown_characteristic', ['characteristics', i], { caracteristica: c }));
    else if (seen.has(c)) issues.push(enemyIssue('enemy_duplicate_characteristic', ['characteristics', i], { caracteristica: c }));
    seen.add(c);
  });
  if (posto !== null && (v.characteristics?.length ?? 0) > armor.characteristicsPerPosto[posto])
    issues.push(
      enemyIssue('enemy_too_many_characteristics', ['characteristics'], {
        posto: POSTO_LABEL[posto],
        max: armor.characteristicsPerPosto[posto],
        n: v.characteristics!.length,
      }),
    );
  if (issues.length === 0 && v.vidaInsteadOfCosmo) {
    const plain = referenceChoicesAt(v.level, {}, ruleset);
    const maxTrade = v.vidaInsteadOfCosmo > 0 ? plain.cosmo : plain.vida;
    if (Math.abs(v.vidaInsteadOfCosmo) > maxTrade)
      issues.push(enemyIssue('enemy_trade_too_big', ['vidaInsteadOfCosmo'], { pedido: Math.abs(v.vidaInsteadOfCosmo), max: maxTrade }));
  }
  if (issues.length > 0) return fail(issues);

  const army = armySlugOf(v.army, ruleset);
  const techniqueNames: Partial<Record<EnemyTechniqueRole, { name: string; note?: string }>> = {};
  for (const t of v.techniques ?? []) techniqueNames[t.role] = { name: t.name, ...(t.note !== undefined && { note: t.note }) };
  const enemy = referenceEnemy(
    v.level,
    posto,
    {
      type,
      conviccaoCount,
      army,
      techniqueNames,
      ...(v.army !== undefined && v.army !== ruleset.armies.armies[army]?.label && { armyLabel: v.army }),
      ...(v.name !== undefined && { name: v.name }),
      ...(v.armorName !== undefined && { armorName: v.armorName }),
      ...(v.vidaInsteadOfCosmo !== undefined && { vidaInsteadOfCosmo: v.vidaInsteadOfCosmo }),
      ...(v.accessory !== undefined && { accessory: v.accessory }),
      ...(v.characteristics !== undefined && { characteristics: v.characteristics }),
      ...(v.tetoBonus !== undefined && { tetoBonus: v.tetoBonus }),
      ...(v.resistenciaBonus !== undefined && { resistenciaBonus: v.resistenciaBonus }),
      ...(v.golpeDoAssento !== undefined && { golpeDoAssento: v.golpeDoAssento }),
      ...(v.awakens !== undefined && { awakens: v.awakens }),
      ...(v.armyTrait !== undefined && { armyTrait: v.armyTrait }),
      ...(v.uniqueTrait !== undefined && { uniqueTrait: v.uniqueTrait }),
      ...(v.traits !== undefined && { traits: v.traits }),
      ...(v.mayRetreat !== undefined && { mayRetreat: v.mayRetreat }),
    },
    ruleset,
  );
  return ok(deriveWarriorEnemy(enemy, ruleset));
}

/**
 * {@link buildEnemy} for trusted input (examples, tests): throws with the pt-BR messages when the
 * input is bad.
 *
 * @param input - The Mestre's choices.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet.
 * @example
 * ```ts
 * buildEnemyOrThrow({ level: 1 }).stats.hp.total //=> 16
 * ```
 */
export function buildEnemyOrThrow(input: EnemyInput, ruleset: Ruleset = bookRuleset): EnemySheet {
  const r = buildEnemy(input, ruleset);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join(' '));
  return r.value;
}
