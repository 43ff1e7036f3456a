/**
 * The stored enemy: the stored character ({@link characterSchema}: a warrior or a human) plus what
 * only enemies have (Capítulo Dez, "Montar um inimigo"): the type and its Convicções, the Resposta,
 * the army's trait and "uma coisa que só ele faz", whether it remembers the techniques it read
 * (Lidas) and which ones it read, whether it may retreat instead of falling, how it reaches the
 * Sétimo, and the trait bonuses the book's stat blocks already sum. Every number of its sheet is
 * derived ({@link deriveEnemy}); nothing derived is stored.
 *
 * @module
 */
import * as z from 'zod';
import { freeText } from '../issues/index.js';
import { CHARACTER_LIMITS, humanSchemaDef, warriorSchemaDef, type HumanInput, type WarriorInput } from '../character/index.js';
import { TECHNIQUE_ID_MAX_LENGTH } from '../technique/index.js';
import {
  enemyTypeKeySchema,
  type OpenSlug,
  type SkillSlug,
} from '../rules/index.js';
import type { Enemy, HumanEnemy, WarriorEnemy } from './model.js';

export type { Enemy, EnemyAwakens, EnemyTraits, HumanEnemy, WarriorEnemy } from './model.js';

const text = /* @__PURE__ */ (() => freeText(z.string().max(CHARACTER_LIMITS.text)))();
const slug = /* @__PURE__ */ (() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _').max(100))();
const bonus = /* @__PURE__ */ (() => z.number().int().min(-CHARACTER_LIMITS.value).max(CHARACTER_LIMITS.value))();

/**
 * How an enemy reaches the Sétimo: `quando_quiser` (the elite, with the domínio), `como_personagem`
 * (with a Convicção, like a character), `como_rival` (it fights in the Sexto and awakens like a
 * rival), `nao` (never: a Bronze or Prata without Convicção).
 *
 * @example
 * ```ts
 * enemyAwakensSchema.parse('nao') //=> 'nao'
 * ```
 */
export const enemyAwakensSchema = /* @__PURE__ */ z.enum(['quando_quiser', 'como_personagem', 'como_rival', 'nao']);

/**
 * zod schema of the enemy type ("Três tipos de inimigo"): `figurante` (in a band), `nomeado`,
 * `rival`, `chefe` — the keys of the ruleset's `enemies.types`.
 *
 * @example
 * ```ts
 * enemyTypeSchema.parse('rival') //=> 'rival'
 * ```
 */
export const enemyTypeSchema: z.ZodEnum<{ figurante: 'figurante'; nomeado: 'nomeado'; rival: 'rival'; chefe: 'chefe' }> = enemyTypeKeySchema;

/**
 * The enemy type: `figurante` (in a band), `nomeado`, `rival`, `chefe`.
 *
 * @example
 * ```ts
 * const t: EnemyType = 'chefe';
 * ```
 */
export type EnemyType = z.infer<typeof enemyTypeSchema>;

/**
 * The fields only enemies have, added to the stored character.
 *
 * @example
 * ```ts
 * z.strictObject(enemyFields).parse({ type: 'rival' }).mayRetreat //=> false
 * ```
 */
export const enemyFields = /* @__PURE__ */ (() => ({
  /** Enemy type (step 6): figurante (in a band), nomeado, rival or chefe. */
  type: enemyTypeSchema.default('nomeado'),
  /** Convicções (step 6); default the type's maximum (a human: its level's). */
  conviccaoCount: (() => z.number().int().min(0).max(CHARACTER_LIMITS.list).optional())(),
  /**
   * The Resposta (step 7): by default the cheapest damage technique, damage only. `techniqueId`
   * names another; `effect` says what it carries beyond the damage ("derruba").
   */
  resposta: (() => z
    .strictObject({
      /** The technique answered with (its id in `techniques`). */
      techniqueId: z.string().min(1).max(TECHNIQUE_ID_MAX_LENGTH).optional(),
      /** What it carries beyond the damage, in pt-BR. */
      effect: text.optional(),
    })
    .optional())(),
  /** The army as the sheet prints it, when it is not the ruleset army's name ("Renegado"). */
  armyLabel: text.optional(),
  /** Step 8: the army's rule. */
  armyTrait: text.optional(),
  /** Step 8: one thing only this enemy does. */
  uniqueTrait: text.optional(),
  /** Other notes of the stat block, in pt-BR. */
  traits: (() => z.array(text).max(CHARACTER_LIMITS.list).default([]))(),
  /** Whether it keeps the Lidas after the fight; default: when it has a Convicção ("Quem lembra"). */
  remembersLidas: (() => z.boolean().optional())(),
  /** The techniques it read ("o Mestre escreve na ficha do inimigo o nome da técnica que ele leu"). */
  lidas: (() => z.array(text).max(CHARACTER_LIMITS.list).default([]))(),
  /** "Recuar em vez de cair": at 0 PV it may flee instead of falling. */
  mayRetreat: (() => z.boolean().default(false))(),
  /** How it reaches the Sétimo; default: the elite when it wants, with a Convicção like a character, else never. */
  awakens: enemyAwakensSchema.optional(),
  /** Teto added by a trait ("Juiz: +1 no Teto"), already in the book's stat block. */
  tetoBonus: bonus.optional(),
  /** Resistência added by a trait ("Soma: +1"); an army rule with a number comes with `armor.army`. */
  resistenciaBonus: bonus.optional(),
  /** A figurante band: how many stand (the band sheet is derived from the level). */
  band: (() => z.strictObject({ size: z.number().int().min(1).max(CHARACTER_LIMITS.value) }).optional())(),
}))();

/** The schema of {@link warriorEnemySchema} as built, its type inferred: the drift check of `test/types` compares it with {@link WarriorEnemy}. @internal */
export const warriorEnemySchemaDef = /* @__PURE__ */ warriorSchemaDef.extend(enemyFields);

/**
 * zod schema of a warrior enemy: {@link warriorSchema} plus {@link enemyFields}.
 *
 * @example
 * ```ts
 * warriorEnemySchema.safeParse({ ...referenceWarrior(9, 'prata'), type: 'rival' }).success //=> true
 * ```
 */
export const warriorEnemySchema: z.ZodType<WarriorEnemy> = warriorEnemySchemaDef;

/** The schema of {@link humanEnemySchema} as built, its type inferred: the drift check of `test/types` compares it with {@link HumanEnemy}. @internal */
export const humanEnemySchemaDef = /* @__PURE__ */ (() => humanSchemaDef.extend({
  ...enemyFields,
  /** Proficient skills (the treino's two, from the apprentice level), when the treino is not named. */
  skills: z.array(slug as z.ZodType<OpenSlug<SkillSlug>, OpenSlug<SkillSlug>>).max(CHARACTER_LIMITS.list).default([]),
}))();

/**
 * zod schema of a human (or apprentice) enemy: {@link humanSchema} plus {@link enemyFields} and its
 * proficient skills (a human names its treino's only when it has one).
 *
 * @example
 * ```ts
 * humanEnemySchema.safeParse({ kind: 'humano', army: 'atena', humanLevel: 3, attributes: { method: 'humano', values: { FOR: 10, DES: 12, CON: 11, INT: 9, SAB: 11, CAR: 8 } } }).success //=> true
 * ```
 */
export const humanEnemySchema: z.ZodType<HumanEnemy> = humanEnemySchemaDef;

/**
 * zod schema of a stored enemy: a warrior or a human enemy, told apart by `kind`.
 *
 * @example
 * ```ts
 * enemySchema.safeParse({ kind: 'dragao' }).success //=> false
 * ```
 */
export const enemySchema: z.ZodType<Enemy, EnemyDocumentInput> = /* @__PURE__ */ z.discriminatedUnion('kind', [warriorEnemySchemaDef, humanEnemySchemaDef]);

/**
 * An enemy as written in a file (defaults may be left out).
 *
 * @example
 * ```ts
 * const input: EnemyDocumentInput = JSON.parse(readFileSync('examples/inimigos/cavaleiro-negro.json', 'utf8'));
 * ```
 */
export type EnemyDocumentInput = WarriorEnemyInput | HumanEnemyInput;

/**
 * The enemy's own fields as written in a file (the input side of {@link EnemyTraits}; defaults may be left out).
 *
 * @example
 * ```ts
 * const t: EnemyTraitsInput = { type: 'rival', traits: ['Renegado'] };
 * ```
 */
export interface EnemyTraitsInput {
    type?: "figurante" | "nomeado" | "rival" | "chefe" | undefined;
    conviccaoCount?: number | undefined;
    resposta?: {
        techniqueId?: string | undefined;
        effect?: string | undefined;
    } | undefined;
    armyLabel?: string | undefined;
    armyTrait?: string | undefined;
    uniqueTrait?: string | undefined;
    traits?: string[] | undefined;
    remembersLidas?: boolean | undefined;
    lidas?: string[] | undefined;
    mayRetreat?: boolean | undefined;
    awakens?: "quando_quiser" | "como_personagem" | "como_rival" | "nao" | undefined;
    tetoBonus?: number | undefined;
    resistenciaBonus?: number | undefined;
    band?: {
        size: number;
    } | undefined;
}

/**
 * A warrior enemy as written in a file: a {@link WarriorInput} plus {@link EnemyTraitsInput}.
 *
 * @example
 * ```ts
 * const input: WarriorEnemyInput = JSON.parse(readFileSync('examples/inimigos/cavaleiro-negro.json', 'utf8'));
 * ```
 */
export interface WarriorEnemyInput extends WarriorInput, EnemyTraitsInput {}

/**
 * A human enemy as written in a file: a {@link HumanInput} plus {@link EnemyTraitsInput} and its skills.
 *
 * @example
 * ```ts
 * const input: HumanEnemyInput = { kind: 'humano', army: 'atena', humanLevel: 3, attributes: { method: 'humano', values: { FOR: 10, DES: 12, CON: 11, INT: 9, SAB: 11, CAR: 8 } } };
 * ```
 */
export interface HumanEnemyInput extends HumanInput, EnemyTraitsInput {
    skills?: OpenSlug<SkillSlug>[] | undefined;
}
