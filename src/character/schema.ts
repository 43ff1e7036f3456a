/**
 * The stored character: what a player chose, and only that (dnd5e's "source" data). Every number
 * of the ficha is derived from it by {@link deriveFicha}; nothing derived is stored as truth.
 *
 * A warrior stores: army, constellation, accessory, Posto; the attribute assignment (method and
 * values at creation); the Atributo do Cosmo; the treino; the Convicções; the four free skills and
 * the two trained defenses; the techniques (the technique module's schema); one entry per level-up
 * with that level's choices; the Glória; the armor worn (the armor module's schema). A human
 * (aprendiz) stores its human level, attributes, treino and Convicções.
 *
 * @module
 */
import * as z from 'zod';
import { freeText } from '../issues/index.js';
import {
  attributeKeySchema,
  cosmoAttributeKeySchema,
  passiveDefenseKeySchema,
  type AccessorySlug,
  type ArmySlug,
  type AttributeKey,
  type CosmoAttributeKey,
  type LicaoSlug,
  type OpenSlug,
  type PassiveDefenseKey,
  type SkillSlug,
  type TreinoData,
  type TreinoSlug,
} from '../rules/index.js';
import { armorSchema, type ArmorInput } from '../armor/index.js';
import { TECHNIQUE_ID_MAX_LENGTH, techniqueSchema, type TechniqueInput } from '../technique/index.js';
import type { AttributeAssignment, Character, Human, LevelUp, Warrior } from './model.js';
import { treinoRulesSchema } from '../rules/sections/index.js';
import { characterIdSchema, newCharacterId } from './id.js';

export type { AttributeAssignment, CharacterCommon, CharacterDetails, LevelUp, Warrior, Human, Character } from './model.js';

/**
 * Library safety limits for untrusted character documents (not game rules).
 *
 * @example
 * ```ts
 * CHARACTER_LIMITS.list //=> 64 (a longer list in a document is refused before the rules run)
 * ```
 */
export const CHARACTER_LIMITS = /* @__PURE__ */ Object.freeze({ text: 4000, list: 64, value: 1000 });

/**
 * The current version of the stored character document.
 *
 * @example
 * ```ts
 * CHARACTER_SCHEMA_VERSION //=> 1
 * ```
 */
export const CHARACTER_SCHEMA_VERSION = 1;

const text = /* @__PURE__ */ (() => freeText(z.string().max(CHARACTER_LIMITS.text)))();
const slug = /* @__PURE__ */ (() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _').max(100))();
const int = /* @__PURE__ */ (() => z.number().int().min(-CHARACTER_LIMITS.value).max(CHARACTER_LIMITS.value))();
/** The same slug schema at run time, typed with the book's slugs for autocompletion (any slug still parses). */
const armySlug = slug as z.ZodType<OpenSlug<ArmySlug>, OpenSlug<ArmySlug>>;
const accessorySlug = slug as z.ZodType<OpenSlug<AccessorySlug>, OpenSlug<AccessorySlug>>;
const treinoSlug = slug as z.ZodType<OpenSlug<TreinoSlug>, OpenSlug<TreinoSlug>>;
const skillSlug = slug as z.ZodType<OpenSlug<SkillSlug>, OpenSlug<SkillSlug>>;
const licaoSlug = slug as z.ZodType<OpenSlug<LicaoSlug>, OpenSlug<LicaoSlug>>;
const level = /* @__PURE__ */ (() => z.number().int().min(1).max(CHARACTER_LIMITS.value))();

/**
 * The six attribute values, one per key.
 *
 * @example
 * ```ts
 * attributeValuesSchema.parse({ FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 })
 * ```
 */
export const attributeValuesSchema = /* @__PURE__ */ z.record(attributeKeySchema, int);

/**
 * Six attribute values.
 *
 * @example
 * ```ts
 * const v: AttributeValues = { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 };
 * ```
 */
export type AttributeValues = z.infer<typeof attributeValuesSchema>;

/** The schema of {@link attributeAssignmentSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link AttributeAssignment}. @internal */
export const attributeAssignmentSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  method: z.enum(['padrao', 'rolado', 'humano', 'despertar']),
  values: attributeValuesSchema,
  rolls: z.array(int).max(CHARACTER_LIMITS.list).optional(),
}))();

/**
 * The attribute step of creation: the method and the values assigned.
 * - `padrao`: the standard array, one value each;
 * - `rolado`: 4d6 drop lowest, six times (`rolls` keeps the six totals that came out);
 * - `humano`: the human array 12 11 11 10 9 8;
 * - `despertar`: a human who awakened (each value moved up in the same position).
 *
 * @example
 * ```ts
 * attributeAssignmentSchema.parse({ method: 'padrao', values: { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 } })
 * ```
 */
export const attributeAssignmentSchema: z.ZodType<AttributeAssignment> = attributeAssignmentSchemaDef;


/** The schema of {@link levelUpSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link LevelUp}. @internal */
export const levelUpSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  level: level.min(2),
  vidaOuCosmo: z.enum(['vida', 'cosmo']),
  tecnicaOuAtributo: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('tecnica'), techniqueId: z.string().min(1).max(TECHNIQUE_ID_MAX_LENGTH) }),
      z.strictObject({ kind: z.literal('atributo'), attribute: attributeKeySchema }),
    ])
    .optional(),
  periciaOuDefesa: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('pericia'), skill: skillSlug }),
      z.strictObject({ kind: z.literal('defesa'), defense: passiveDefenseKeySchema }),
      z.strictObject({ kind: z.literal('iniciativa') }),
    ])
    .optional(),
  segundaLicao: licaoSlug.optional(),
  segundaAssinatura: z.string().min(1).max(200).optional(),
}))();

/**
 * One level-up: the level reached and the choices of that level (Capítulo Doze).
 *
 * - `vidaOuCosmo` at every level from 2;
 * - `tecnicaOuAtributo` at 4, 6, …, 20: a new technique (its id in `techniques`) or +2 in an attribute;
 * - `periciaOuDefesa` at 3, 7, 11, 15, 19: a skill, the missing defense, or (with the three
 *   defenses trained) +2 Iniciativa;
 * - `segundaLicao` at 6 (the lição of another treino), `segundaAssinatura` at 18 (a technique id,
 *   whose `signature` flag is set too).
 *
 * The Convicções themselves (the Quarta at 14, a rewritten one) live in `conviccoes`.
 *
 * @example
 * ```ts
 * levelUpSchema.parse({ level: 4, vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'atributo', attribute: 'DES' } })
 * ```
 */
export const levelUpSchema: z.ZodType<LevelUp> = levelUpSchemaDef;


const details = /* @__PURE__ */ (() => z
  .strictObject({
    player: text.optional(),
    age: text.optional(),
    appearance: text.optional(),
    personality: text.optional(),
    /** The day the armor accepted you (Etapa 9). */
    awakening: text.optional(),
    master: text.optional(),
    /** The elo divino (Capítulo Quatro): the god's object or blood that lets the armor turn Divine in the Nono. */
    eloDivino: text.optional(),
  })
  .default({}))();

/**
 * zod schema of a treino made by the player with the Mestre — "Se nenhum servir, monte o seu: duas
 * perícias e uma lição do tamanho destas" (seed, Etapa 5) — stored in the character, with the same
 * shape as a treino of the ruleset (its lição's `effects` use the book's vocabulary, or stay empty
 * with the text only). The character's `treino` names its `id`.
 *
 * @example
 * ```ts
 * customTreinoSchema.safeParse({ id: 'ilha', name: 'A Ilha', skills: ['sobrevivencia', 'mitologia'], licao: { id: 'mar', name: 'O Mar Ensina', effect: '…', effects: {} } }).success //=> true
 * ```
 */
export const customTreinoSchema = treinoRulesSchema;

const common = /* @__PURE__ */ (() => ({
  schemaVersion: (() => z.literal(CHARACTER_SCHEMA_VERSION).default(CHARACTER_SCHEMA_VERSION))(),
  id: (() => characterIdSchema.default(() => newCharacterId()))(),
  name: text.default(''),
  army: armySlug,
  attributes: attributeAssignmentSchemaDef,
  conviccoes: (() => z.array(text).max(CHARACTER_LIMITS.list).default([]))(),
  details,
  items: (() => z.array(text).max(CHARACTER_LIMITS.list).default([]))(),
}))();

/** The schema of {@link warriorSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link Warrior}. @internal */
export const warriorSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  ...common,
  kind: z.literal('guerreiro'),
  constellation: text,
  accessory: accessorySlug,
  posto: z.enum(['bronze', 'prata', 'elite']).default('bronze'),
  cosmoAttribute: cosmoAttributeKeySchema,
  treino: treinoSlug,
  /** A treino of the player's own (its `id` is `treino`); absent for a treino of the ruleset. */
  customTreino: customTreinoSchema.optional(),
  /** The four free skills chosen at creation (the treino's two are implied). */
  skills: z.array(skillSlug).max(CHARACTER_LIMITS.list),
  /** The two passive defenses trained at creation. */
  trainedDefenses: z.array(passiveDefenseKeySchema).max(3),
  techniques: z.array(techniqueSchema).max(CHARACTER_LIMITS.list),
  levelUps: z.array(levelUpSchemaDef).max(CHARACTER_LIMITS.list).default([]),
  gloria: z.number().int().min(0).max(CHARACTER_LIMITS.value).default(0),
  /** The armor worn, as the armor module stores it (its Version, forms, improvements, state). */
  armor: armorSchema.optional(),
  /** The attribute used for the golpe comum (FOR, DES or the Cosmo attribute); default: the best. */
  golpeComumAttribute: attributeKeySchema.optional(),
}))();

/**
 * zod schema of a warrior (a player character awakened to the Sexto Sentido).
 *
 * @example
 * ```ts
 * warriorSchema.safeParse(teo).success //=> true
 * ```
 */
export const warriorSchema: z.ZodType<Warrior, WarriorInput> = warriorSchemaDef;

/** The schema of {@link humanSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link Human}. @internal */
export const humanSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  ...common,
  kind: z.literal('humano'),
  humanLevel: level.default(1),
  treino: treinoSlug.optional(),
  /** A treino of the player's own (its `id` is `treino`); absent for a treino of the ruleset. */
  customTreino: customTreinoSchema.optional(),
  trainedDefenses: z.array(passiveDefenseKeySchema).max(3).default([]),
  constellation: text.optional(),
}))();

/**
 * zod schema of a human (level 1) or apprentice (levels 2–4), before the Sexto Sentido.
 *
 * @example
 * ```ts
 * humanSchema.safeParse({ kind: 'humano', army: 'atena', humanLevel: 2, attributes: { method: 'humano', values: { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 } } }).success //=> true
 * ```
 */
export const humanSchema: z.ZodType<Human, HumanInput> = humanSchemaDef;

/**
 * zod schema of a stored character: a warrior or a human, told apart by `kind`.
 *
 * @example
 * ```ts
 * characterSchema.safeParse({ kind: 'dragao' }).success //=> false
 * ```
 */
export const characterSchema: z.ZodType<Character, CharacterInput> = /* @__PURE__ */ z.discriminatedUnion('kind', [warriorSchemaDef, humanSchemaDef]);

/**
 * A character's free texts as written in a file (the mutable input side of {@link CharacterDetails}).
 *
 * @example
 * ```ts
 * const d: CharacterDetailsInput = { player: 'Ana', eloDivino: 'o escudo de Atena' };
 * ```
 */
export interface CharacterDetailsInput {
    player?: string | undefined;
    age?: string | undefined;
    appearance?: string | undefined;
    personality?: string | undefined;
    awakening?: string | undefined;
    master?: string | undefined;
    eloDivino?: string | undefined;
}

/**
 * What a warrior and a human have alike as written in a file (the input side of {@link CharacterCommon};
 * defaults may be left out).
 *
 * @example
 * ```ts
 * const c: CharacterCommonInput = { army: 'atena', attributes: { method: 'padrao', values: { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 } } };
 * ```
 */
export interface CharacterCommonInput {
    army: OpenSlug<ArmySlug>;
    attributes: AttributeAssignment;
    customTreino?: TreinoData | undefined;
    schemaVersion?: 1 | undefined;
    id?: string | undefined;
    name?: string | undefined;
    conviccoes?: string[] | undefined;
    details?: CharacterDetailsInput | undefined;
    items?: string[] | undefined;
}

/**
 * A warrior as written in a file (defaults may be left out).
 *
 * @example
 * ```ts
 * const input: WarriorInput = JSON.parse(readFileSync('examples/teo.json', 'utf8'));
 * ```
 */
export interface WarriorInput extends CharacterCommonInput {
    kind: "guerreiro";
    constellation: string;
    accessory: OpenSlug<AccessorySlug>;
    cosmoAttribute: CosmoAttributeKey;
    treino: OpenSlug<TreinoSlug>;
    skills: OpenSlug<SkillSlug>[];
    trainedDefenses: (PassiveDefenseKey)[];
    techniques: TechniqueInput[];
    posto?: "bronze" | "prata" | "elite" | undefined;
    levelUps?: LevelUp[] | undefined;
    gloria?: number | undefined;
    armor?: ArmorInput | undefined;
    golpeComumAttribute?: AttributeKey | undefined;
}
/**
 * A human as written in a file (defaults may be left out).
 *
 * @example
 * ```ts
 * const input: HumanInput = { kind: 'humano', name: 'Lia', humanLevel: 1, attributes: { … } };
 * ```
 */
export interface HumanInput extends CharacterCommonInput {
    kind: "humano";
    humanLevel?: number | undefined;
    treino?: OpenSlug<TreinoSlug> | undefined;
    trainedDefenses?: (PassiveDefenseKey)[] | undefined;
    constellation?: string | undefined;
}
/**
 * A character as written in a file.
 *
 * @example
 * ```ts
 * const input: CharacterInput = JSON.parse(text);
 * ```
 */
export type CharacterInput = WarriorInput | HumanInput;
