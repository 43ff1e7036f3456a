/**
 * The technique as data: the book's registration template ("Modelo para registrar") as a
 * zod-validated, immutable value.
 *
 * Every field of the template may be missing or blank in the input: the engine then reports the
 * technique as "not ready" (`technique_field_blank`), as the book does, instead of refusing to read
 * it. Only a wrong *shape* (a number where a list should be, an unknown slug, an unknown key) is a
 * schema error.
 *
 * @module
 */
import * as z from 'zod';
import { freeText } from '../issues/index.js';
import { activationSchema, areaShapeSchema, attributeKeySchema, cosmoAttributeKeySchema, durationSchema, effectKindSchema, limitationSlugSchema, modifierSlugSchema, rangeSchema, rollKindSchema, sentidoKeySchema, techniqueNatureSchema, type AttributeKey, type ConditionSlug, type OpenSlug, type PassiveDefenseKey } from '../rules/index.js';
import { newTechniqueId, TECHNIQUE_ID_MAX_LENGTH, techniqueIdSchema } from './id.js';
import type { Technique, TechniqueEffect, TechniqueLimitation, TechniqueModifier, TechniqueOwner } from './model.js';

export type { RollTarget, Technique, TechniqueEffect, TechniqueLimitation, TechniqueModifier, TechniqueOwner, TechniqueRoll } from './model.js';

/**
 * Library safety limits for untrusted technique documents (not game rules).
 *
 * @example
 * ```ts
 * TECHNIQUE_LIMITS.list //=> 64
 * ```
 */
export const TECHNIQUE_LIMITS = /* @__PURE__ */ Object.freeze({
  /** Longest text field, in characters. */
  text: 4000,
  /** Longest list (effects, modifiers, limitations). */
  list: 64,
  /** Most points in one effect line. */
  points: 1000,
});

const text = /* @__PURE__ */ (() => freeText(z.string().max(TECHNIQUE_LIMITS.text)))();
const slug = /* @__PURE__ */ (() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _').max(100))();

/**
 * The defenses a roll can target: `DEF` (Ataque) or a passive defense (Efeito).
 *
 * @example
 * ```ts
 * rollTargetSchema.parse('reflexos') //=> 'reflexos'
 * ```
 */
export const rollTargetSchema = /* @__PURE__ */ z.enum(['DEF', 'fortitude', 'reflexos', 'vontade']);


/**
 * A technique's roll: `{ kind: 'ataque' }` (against DEF), `{ kind: 'efeito', against: 'reflexos' }`,
 * or `{ kind: 'nenhuma' }` for techniques that touch no enemy ("—" in the book).
 *
 * @example
 * ```ts
 * techniqueRollSchema.parse({ kind: 'efeito', against: 'vontade' })
 * ```
 */
export const techniqueRollSchema = /* @__PURE__ */ (() => z.strictObject({
  /** `ataque`, `efeito` or `nenhuma`. */
  kind: rollKindSchema,
  /** The defense: DEF for Ataque (the default), a passive defense for Efeito. */
  against: rollTargetSchema.optional(),
}))();


/** The schema of {@link techniqueEffectSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link TechniqueEffect}. @internal */
export const techniqueEffectSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  /** What the points buy (`dano`, `dano_area`, `condicao`…). */
  kind: effectKindSchema,
  /** How many points (default: one unit of the effect). */
  points: z.number().int().min(1).max(TECHNIQUE_LIMITS.points).optional(),
  /** The condition imposed (a slug of the condition catalogue), for `condicao`. */
  condition: (slug as z.ZodType<OpenSlug<ConditionSlug>, OpenSlug<ConditionSlug>>).optional(),
  /** The condition's grade (needed for a condition the catalogue does not know). */
  grade: z.enum(['fraca', 'media', 'forte', 'destino']).optional(),
  /** A name for a condition the catalogue does not know. */
  label: text.optional(),
  /** A note printed beside the effect. */
  note: text.optional(),
}))();

/**
 * One line of "Efeitos e pontos": an effect and how many points it takes.
 *
 * - `points` defaults to one unit of the effect (1; teleport 2; Refletir 4). For a condition the
 *   price is its grade (fraca 1, média 2, forte 4) and `points` may be left out.
 * - `condition` names a condition of the ruleset's catalogue (`lento`, `banido`…); a condition the
 *   catalogue does not know needs its `grade` and a `label`.
 *
 * @example
 * ```ts
 * const e: TechniqueEffectInput = { kind: 'condicao', condition: 'lento' };
 * const d: TechniqueEffectInput = { kind: 'dano_area', points: 2 };
 * ```
 */
export const techniqueEffectSchema: z.ZodType<TechniqueEffect, TechniqueEffectInput> = techniqueEffectSchemaDef;

/**
 * An effect line as written in the input.
 *
 * @example
 * ```ts
 * const e: TechniqueEffectInput = { kind: 'pv_temporarios', points: 2 };
 * ```
 */
export interface TechniqueEffectInput {
    kind: "dano" | "dano_area" | "dano_continuo" | "pv_temporarios" | "cura" | "defesa" | "refletir" | "movimento" | "empurrar" | "puxar" | "teletransporte" | "vantagem" | "desvantagem" | "condicao";
    points?: number | undefined;
    condition?: OpenSlug<ConditionSlug> | undefined;
    grade?: "fraca" | "media" | "forte" | "destino" | undefined;
    label?: string | undefined;
    note?: string | undefined;
}

/** The schema of {@link techniqueModifierSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link TechniqueModifier}. @internal */
export const techniqueModifierSchemaDef = /* @__PURE__ */ (() => z.union([
  modifierSlugSchema,
  z.strictObject({
    /** The modifier. */
    slug: modifierSlugSchema,
    /** Its written text (the Gatilho). */
    text: text.optional(),
  }),
]))();

/**
 * A modifier (+1): its slug, or `{ slug, text }` when it needs a written text (the Gatilho).
 *
 * @example
 * ```ts
 * techniqueModifierSchema.parse({ slug: 'gatilho', text: 'quando vê alguém morrer' })
 * ```
 */
export const techniqueModifierSchema: z.ZodType<TechniqueModifier> = techniqueModifierSchemaDef;


/** The schema of {@link techniqueLimitationSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link TechniqueLimitation}. @internal */
export const techniqueLimitationSchemaDef = /* @__PURE__ */ (() => z.union([
  limitationSlugSchema,
  z.strictObject({
    /** The limitation. */
    slug: limitationSlugSchema,
    /** Its written text (which difficult condition). */
    text: text.optional(),
  }),
]))();

/**
 * A limitation (−1): its slug, or `{ slug, text }` when it needs a written text (which difficult
 * condition).
 *
 * @example
 * ```ts
 * techniqueLimitationSchema.parse({ slug: 'so_sob_condicao_dificil', text: 'só no Sétimo' })
 * ```
 */
export const techniqueLimitationSchema: z.ZodType<TechniqueLimitation> = techniqueLimitationSchemaDef;


/** The schema of {@link techniqueSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link Technique}. @internal */
export const techniqueSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  /** The id (nanoid, minted when missing). */
  id: techniqueIdSchema.default(() => newTechniqueId()),
  /** Nome. */
  name: text.default(''),
  /** Natureza: Golpe or Cosmo. */
  nature: techniqueNatureSchema.optional(),
  /** Golpe: FOR or DES. Cosmo: the Atributo do Cosmo (INT, SAB or CAR). Optional: "mod". */
  attribute: attributeKeySchema.optional(),
  /** Ativação. */
  activation: activationSchema.optional(),
  /** The written trigger of a reaction. */
  trigger: text.optional(),
  /** Duração. */
  duration: durationSchema.optional(),
  /** Alcance. */
  range: rangeSchema.optional(),
  /** Área: its shape, doubled (+2), selective (+1). */
  area: z
    .strictObject({
      /** explosão, cone, linha or zona. */
      shape: areaShapeSchema,
      /** Double the area (+2). */
      doubled: z.boolean().default(false),
      /** Spare whom you choose (+1). */
      selective: z.boolean().default(false),
    })
    .optional(),
  /** Efeitos e pontos. */
  effects: z.array(techniqueEffectSchemaDef).max(TECHNIQUE_LIMITS.list).default([]),
  /** Modificadores (+1 each). */
  modifiers: z.array(techniqueModifierSchemaDef).max(TECHNIQUE_LIMITS.list).default([]),
  /** Limitações (−1 each, on the cost only). */
  limitations: z.array(techniqueLimitationSchemaDef).max(TECHNIQUE_LIMITS.list).default([]),
  /** Rolagem (a list only to say the forbidden "both"). */
  roll: z.union([techniqueRollSchema, z.array(techniqueRollSchema).min(1).max(8)]).optional(),
  /** Grau: the one it was born in. */
  grau: z.number().int().min(1).max(1000).optional(),
  /** The signature technique (rises a Grau by itself). */
  signature: z.boolean().default(false),
  /** Golpe do Assento, with its seat. */
  golpeDoAssento: z
    .strictObject({
      /** The elite seat (Capricórnio, Libra…). */
      seat: text.min(1),
    })
    .optional(),
  /** Built beforehand, waiting to be born mid-fight: cannot be used until it is born. */
  waiting: z.boolean().default(false),
  /** The id of the technique this one evolved from. */
  evolvedFrom: z.string().min(1).max(TECHNIQUE_ID_MAX_LENGTH).optional(),
  /** Descrição: how it looks, and the name you shout. */
  description: text.default(''),
}))();

/**
 * zod schema of a technique — the registration template of Capítulo Seis, field by field:
 * Nome (`name`), Natureza (`nature`, `attribute`), Ativação (`activation`, `trigger`), Duração
 * (`duration`), Alcance e área (`range`, `area`), Efeitos e pontos (`effects`), Modificadores
 * (`modifiers`), Limitações (`limitations`), Grau (`grau`), Rolagem (`roll`), Descrição
 * (`description`); plus the flags: técnica assinatura (`signature`), Golpe do Assento
 * (`golpeDoAssento: { seat }`), esperando nascer (`waiting`), evoluída de (`evolvedFrom`).
 * Size, cost and damage are never stored: the engine derives them.
 *
 * `roll` may be a list only to say something the book forbids (Ataque *and* Efeito): the rule
 * check reports it.
 *
 * @example
 * ```ts
 * const r = parseTechnique({
 *   name: 'Punho de Meteoros', nature: 'golpe', activation: 'acao', duration: 'instantanea',
 *   range: 'toque', effects: [{ kind: 'dano', points: 2 }], roll: { kind: 'ataque' }, grau: 1,
 *   description: 'Cem socos por segundo.',
 * });
 * r.ok //=> true
 * ```
 */
export const techniqueSchema: z.ZodType<Technique, TechniqueInput> = techniqueSchemaDef;

/**
 * A technique as written by a user or stored in a file (every default may be left out).
 *
 * @example
 * ```ts
 * const input: TechniqueInput = { name: 'Passo de Luz', nature: 'golpe', activation: 'acao_bonus' };
 * ```
 */
export interface TechniqueInput {
    id?: string | undefined;
    name?: string | undefined;
    nature?: "golpe" | "cosmo" | undefined;
    attribute?: AttributeKey | undefined;
    activation?: "acao" | "acao_bonus" | "reacao" | undefined;
    trigger?: string | undefined;
    duration?: "instantanea" | "sustentada" | "cena" | undefined;
    range?: "pessoal" | "toque" | "curto" | "medio" | "longo" | "vista" | undefined;
    area?: {
        shape: "explosao" | "cone" | "linha" | "zona";
        doubled?: boolean | undefined;
        selective?: boolean | undefined;
    } | undefined;
    effects?: TechniqueEffectInput[] | undefined;
    modifiers?: ("ignora_cobertura" | "nao_precisa_ver" | "aliados_um_por_um" | "atravessa_armadura" | "quebra_armadura" | "marca" | "desfecho" | "gatilho" | {
        slug: "ignora_cobertura" | "nao_precisa_ver" | "aliados_um_por_um" | "atravessa_armadura" | "quebra_armadura" | "marca" | "desfecho" | "gatilho";
        text?: string | undefined;
    })[] | undefined;
    limitations?: ("uma_vez_por_luta" | "so_com_cosmo_no_teto" | "causa_dano_em_voce" | "te_deixa_caido" | "te_deixa_desprevenido" | "exige_carregar" | "so_sob_condicao_dificil" | "volta_contra_voce" | "pode_ser_quebrado" | "quem_tem_o_setimo_escapa" | {
        slug: "uma_vez_por_luta" | "so_com_cosmo_no_teto" | "causa_dano_em_voce" | "te_deixa_caido" | "te_deixa_desprevenido" | "exige_carregar" | "so_sob_condicao_dificil" | "volta_contra_voce" | "pode_ser_quebrado" | "quem_tem_o_setimo_escapa";
        text?: string | undefined;
    })[] | undefined;
    roll?: {
        kind: "ataque" | "efeito" | "nenhuma";
        against?: PassiveDefenseKey | "DEF" | undefined;
    } | {
        kind: "ataque" | "efeito" | "nenhuma";
        against?: PassiveDefenseKey | "DEF" | undefined;
    }[] | undefined;
    grau?: number | undefined;
    signature?: boolean | undefined;
    golpeDoAssento?: {
        seat: string;
    } | undefined;
    waiting?: boolean | undefined;
    evolvedFrom?: string | undefined;
    description?: string | undefined;
}


/** The schema of {@link techniqueOwnerSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link TechniqueOwner}. @internal */
export const techniqueOwnerSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  /** The owner's level. */
  level: z.number().int().min(1).max(1000),
  /** Attribute values (15, 14…), not modifiers. */
  attributes: z.partialRecord(attributeKeySchema, z.number().int().min(0).max(1000)).optional(),
  /** The Atributo do Cosmo. */
  cosmoAttribute: cosmoAttributeKeySchema.optional(),
  /** The owner's Posto. */
  posto: z.enum(['bronze', 'prata', 'elite']).optional(),
  /** The Sentido the owner is in now (Sétimo: burn +2). */
  sentido: sentidoKeySchema.optional(),
  /** A Bronze or Prata who mastered the Sétimo. */
  setimoDominado: z.boolean().optional(),
  /** Cosmo choices made on level-up (they raise the piso). */
  cosmoChoices: z.number().int().min(0).max(1000).optional(),
}))();

/**
 * Who uses the technique: what the engine needs to know about its owner to say what it does at a
 * level, whether its Grau is allowed, and whether a limitation really limits.
 *
 * - `level` (1–20) sets proficiency, Grau and point bonus from the level table;
 * - `attributes` are the attribute *values* (15, 14…); the modifier is derived;
 * - `cosmoAttribute` is the Atributo do Cosmo (for Cosmo techniques);
 * - `posto`, `sentido`, `setimoDominado` let the engine judge limitations such as "só no Sétimo";
 * - `cosmoChoices` sets the piso (for burning and paying with life).
 *
 * @example
 * ```ts
 * const teo: TechniqueOwner = { level: 1, attributes: { DES: 15, SAB: 14 }, cosmoAttribute: 'SAB', posto: 'bronze' };
 * ```
 */
export const techniqueOwnerSchema: z.ZodType<TechniqueOwner> = techniqueOwnerSchemaDef;
