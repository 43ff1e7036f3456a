/**
 * The scenario document's shape (`cenario.json`) and the simulator's limits on a scenario.
 *
 * @module
 */
import * as z from 'zod';
import { rulesOverrideSchema } from '../export/json/index.js';
import { freeText } from '../issues/index.js';
import { SIM_POLICIES, type SimPolicyName } from './policies.js';
import { FAMOUS_ASSENTOS, type FamousAssento } from './assento.js';
import { simMessages } from './issues.js';

/**
 * The simulator's limits on a scenario (engineering limits, not rules of the book): most fights in
 * one run, most fighters in all, longest round cap, largest band, longest file path, largest seed
 * (2³²−1).
 *
 * @example
 * ```ts
 * SCENARIO_LIMITS.maxFights //=> 1000000
 * ```
 */
export const SCENARIO_LIMITS = /* @__PURE__ */ Object.freeze({
  maxFights: 1_000_000,
  maxFighters: 40,
  maxRounds: 1000,
  maxBand: 1000,
  maxPathLength: 500,
  maxSeed: 0xffffffff,
});

/**
 * The kinds of fight a scenario declares: `duelo` (one against one), `grupo` (several against one,
 * either side), `muitos` (several against several), `bando` (one fighter against a band of
 * figurantes).
 *
 * @example
 * ```ts
 * const k: ScenarioFightKind = 'grupo';
 * ```
 */
export type ScenarioFightKind = 'duelo' | 'grupo' | 'muitos' | 'bando';

/** The options every fighter of a scenario may carry (a function: built only when a schema is). */
function fighterOptionsShape() {
  return {
    /** Name in the log. */
    name: freeText(z.string().min(1).max(200)).optional(),
    /** Convicções. */
    conviccoes: z.int().min(0).max(20).optional(),
    /** Stands allowed per fight. */
    rises: z.int().min(0).max(20).optional(),
    /** Starting Cosmo. */
    cosmo: z.enum(['inicial', 'teto', 'piso']).optional(),
    /** Which techniques it keeps. */
    kit: z.enum(['padrao', 'so_grande', 'so_pequena', 'nenhuma']).optional(),
    /** Its cheapest technique hits an area. */
    area: z.boolean().optional(),
    /** Centelhas spent, one per round, from the first. */
    centelhas: z.int().min(0).max(20).optional(),
    /** Thirds of its blood given and not yet back (1 or 2 in the book): its max PV lose them (Capítulo Sete). */
    bloodDonated: z.int().min(0).max(20).optional(),
    /** Resistência it starts the fight with (at most its armor's). */
    resistencia: z.int().min(0).max(100).optional(),
    /** A policy of SIM_POLICIES, by name. */
    policy: z.enum(Object.keys(SIM_POLICIES) as [SimPolicyName, ...SimPolicyName[]]).optional(),
    /** The miracle: its god's Centelha arrives when it stands before a foe of a higher Posto. */
    milagre: z.boolean().optional(),
  };
}

const pathSchema = /* @__PURE__ */ (() =>
  z.string().min(1).max(SCENARIO_LIMITS.maxPathLength).meta({ description: 'Caminho de uma ficha de personagem ou de inimigo, relativo ao arquivo do cenário.' }))();

/** The schema of {@link scenarioFighterObjectSchema} as built, its type inferred: `test/types` checks it against {@link ScenarioFighterObject}. @internal */
export const scenarioFighterObjectSchemaDef = /* @__PURE__ */ (() =>
  z
    .strictObject({
      file: pathSchema.optional(),
      document: z.record(z.string(), z.unknown()).meta({ description: 'Uma ficha de personagem ou de inimigo (documento ou guardada sem envelope).' }).optional(),
      ref: z
        .strictObject({
          level: z.int().min(1),
          posto: z.enum(['bronze', 'prata', 'ouro', 'elite']).optional(),
          choices: z.enum(['alternadas', 'so_vida', 'so_cosmo']).optional(),
          characteristics: z.array(z.string().min(1).max(100)).max(10).optional(),
          accessory: z.string().min(1).max(100).optional(),
          armor: z.enum(['intacta', 'rachada', 'casca', 'sem']).optional(),
          forms: z.array(z.enum(['guerreiro', 'elite', 'deus'])).max(20).optional(),
          borrowed: z.enum(['ouro', 'prata']).optional(),
          build: z.enum(['des', 'cosmo', 'for', 'con', 'con8']).optional(),
          condition: z
            .strictObject({
              slug: z.string().min(1).max(100),
              against: z.enum(['fortitude', 'reflexos', 'vontade']).optional(),
              damage: z.boolean().optional(),
            })
            .optional(),
          bigLimitations: z.array(z.string().min(1).max(100)).max(10).optional(),
          assento: z.enum(FAMOUS_ASSENTOS as unknown as [FamousAssento, ...FamousAssento[]]).optional(),
          sentido: z.enum(['sexto', 'setimo', 'nono']).optional(),
          oitavo: z.boolean().optional(),
          divina: z.boolean().optional(),
          aoLadoDoDeus: z.boolean().optional(),
          ...fighterOptionsShape(),
        })
        .optional(),
      deus: z.enum(['menor', 'maior', 'semideus', 'proprio']).optional(),
      aliado: z.int().min(1).optional(),
      aprendiz: z.int().min(1).optional(),
      ...fighterOptionsShape(),
    })
    .superRefine((f, ctx) => {
      const sources =
        (f.file !== undefined ? 1 : 0) +
        (f.document !== undefined ? 1 : 0) +
        (f.ref !== undefined ? 1 : 0) +
        (f.deus !== undefined ? 1 : 0) +
        (f.aliado !== undefined ? 1 : 0) +
        (f.aprendiz !== undefined ? 1 : 0);
      if (sources !== 1) ctx.addIssue({ code: 'custom', path: [], message: simMessages.sim_fighter_source({ count: sources }), params: { code: 'sim_fighter_source', count: sources } });
    }))();

/**
 * zod schema of a fighter given as an object: exactly one source — `file` (a path), `document` (a
 * ficha or inimigo document, or a bare stored character or enemy, inline) or `ref` (the book's
 * reference fighter: level, Posto and its options) — and the fighter's options.
 *
 * @example
 * ```ts
 * scenarioFighterObjectSchema.safeParse({ ref: { level: 20, posto: 'ouro' }, policy: 'nunca_queima' }).success //=> true
 * ```
 */
export const scenarioFighterObjectSchema: z.ZodType<ScenarioFighterObject> = scenarioFighterObjectSchemaDef;

/**
 * zod schema of one fighter of a scenario: a path (text) or a {@link scenarioFighterObjectSchema}.
 *
 * @example
 * ```ts
 * scenarioFighterSchema.safeParse('teo.json').success //=> true
 * ```
 */
export const scenarioFighterSchema: z.ZodType<string | ScenarioFighterObject> = /* @__PURE__ */ (() => z.union([pathSchema, scenarioFighterObjectSchemaDef]))();

/** The schema of {@link scenarioSchema} as built, its type inferred: `test/types` checks it against {@link ScenarioData}. @internal */
export const scenarioSchemaDef = /* @__PURE__ */ (() =>
  z.strictObject({
    /** Name of the scenario. */
    name: freeText(z.string().max(200)).optional(),
    /** What it asks. */
    description: freeText(z.string().max(5000)).optional(),
    /** The kind of fight. */
    fight: z.enum(['duelo', 'grupo', 'muitos', 'bando']),
    /** The two sides (one for a band fight). */
    sides: z.array(z.array(z.union([pathSchema, scenarioFighterObjectSchemaDef])).max(SCENARIO_LIMITS.maxFighters)).min(1).max(2),
    /** The band of figurantes (band fights only). */
    band: z
      .strictObject({
        size: z.int().min(1).max(SCENARIO_LIMITS.maxBand),
        level: z.int().min(1).optional(),
        area: z.boolean().optional(),
        bookModel: z
          .boolean()
          .meta({ description: 'O modelo de bando das figuras do livro (moeda para quem age primeiro, técnica própria de custo 2, sem Bloquear) no lugar das regras do seed.' })
          .optional(),
      })
      .optional(),
    /** The Sozinho contra muitos rule (default on). */
    soloAgainstMany: z.boolean().optional(),
    /** Iniciativa fixed: this side (0 the first, 1 the second) acts first (not in a band fight). */
    firstSide: z
      .union([z.literal(0), z.literal(1)])
      .meta({ description: 'Iniciativa fixada: este lado (0 o primeiro, 1 o segundo) age antes do outro em toda rodada. Não vale numa luta "bando".' })
      .optional(),
    /** Surprise: this side (0 or 1) gives the opening strike before the Iniciativa (not in a band fight). */
    surprise: z
      .union([z.literal(0), z.literal(1)])
      .meta({ description: 'Surpresa: cada lutador deste lado (0 o primeiro, 1 o segundo) dá o golpe de abertura antes da Iniciativa (Cap. 5). Não vale numa luta "bando".' })
      .optional(),
    /** Fights (default 2000). */
    n: z.int().min(1).optional(),
    /** Seed (default 1). */
    seed: z.int().min(0).max(SCENARIO_LIMITS.maxSeed).optional(),
    /** Round cap (default 40). */
    maxRounds: z.int().min(1).max(SCENARIO_LIMITS.maxRounds).optional(),
    /** House rules: an override of the book's rules, as createRuleset takes it. */
    rules: rulesOverrideSchema.optional(),
  }))();

/**
 * zod schema of a scenario document's `data`.
 *
 * @example
 * ```ts
 * scenarioSchema.safeParse({ fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]] }).success //=> true
 * ```
 */
export const scenarioSchema: z.ZodType<ScenarioData> = scenarioSchemaDef;

/**
 * A scenario's `data` as stored (a {@link scenarioSchema} value).
 *
 * @example
 * ```ts
 * const d: ScenarioData = { fight: 'duelo', sides: [['teo.json'], [{ ref: { level: 1 } }]] };
 * ```
 */
export interface ScenarioData {
  /** Name of the scenario. */
  name?: string | undefined;
  /** What it asks. */
  description?: string | undefined;
  /** The kind of fight. */
  fight: ScenarioFightKind;
  /** The two sides (one for a band fight): each fighter a path or a {@link ScenarioFighterObject}. */
  sides: (string | ScenarioFighterObject)[][];
  /** The band of figurantes (band fights only). */
  band?: { size: number; level?: number | undefined; area?: boolean | undefined; bookModel?: boolean | undefined } | undefined;
  /** The Sozinho contra muitos rule (default on). */
  soloAgainstMany?: boolean | undefined;
  /** Iniciativa fixed: this side (0 the first, 1 the second) acts first (not in a band fight). */
  firstSide?: 0 | 1 | undefined;
  /** Surprise: this side (0 or 1) gives the opening strike before the Iniciativa (not in a band fight). */
  surprise?: 0 | 1 | undefined;
  /** Fights (default 2000). */
  n?: number | undefined;
  /** Seed (default 1). */
  seed?: number | undefined;
  /** Round cap (default 40). */
  maxRounds?: number | undefined;
  /** House rules: an override of the book's rules, as createRuleset takes it. */
  rules?: Record<string, unknown> | undefined;
}

/**
 * The options a fighter of a scenario may carry, beside its source or inside `ref`.
 *
 * @example
 * ```ts
 * const o: ScenarioFighterOptions = { conviccoes: 1, policy: 'nunca_queima' };
 * ```
 */
export interface ScenarioFighterOptions {
  /** Name in the log. */
  name?: string | undefined;
  /** Convicções. */
  conviccoes?: number | undefined;
  /** Stands allowed per fight. */
  rises?: number | undefined;
  /** Starting Cosmo. */
  cosmo?: 'inicial' | 'teto' | 'piso' | undefined;
  /** Which techniques it keeps. */
  kit?: 'padrao' | 'so_grande' | 'so_pequena' | 'nenhuma' | undefined;
  /** Its cheapest technique hits an area. */
  area?: boolean | undefined;
  /** Centelhas spent, one per round. */
  centelhas?: number | undefined;
  /** Thirds of its blood given and not yet back (1 or 2). */
  bloodDonated?: number | undefined;
  /** Resistência it starts the fight with. */
  resistencia?: number | undefined;
  /** A policy of SIM_POLICIES, by name. */
  policy?: SimPolicyName | undefined;
  /** The miracle: its god's Centelha arrives when it stands before a foe of a higher Posto. */
  milagre?: boolean | undefined;
}

/**
 * A fighter of a scenario given as an object: one source (`file`, `document` or `ref`) and its options.
 *
 * @example
 * ```ts
 * const f: ScenarioFighterObject = { ref: { level: 20, posto: 'ouro' }, policy: 'nunca_queima' };
 * ```
 */
export interface ScenarioFighterObject extends ScenarioFighterOptions {
  /** A character or enemy document, by path relative to the scenario. */
  file?: string | undefined;
  /** A character or enemy document (or a bare stored one), inline. */
  document?: Record<string, unknown> | undefined;
  /** The book's reference fighter. */
  ref?: ScenarioReference | undefined;
  /** A god (Cap. 10): `proprio` is the characters' own god fighting ({@link specialFighter}). */
  deus?: 'menor' | 'maior' | 'semideus' | 'proprio' | undefined;
  /** A combat ally of a group of this level (Cap. 11). */
  aliado?: number | undefined;
  /** An apprentice of this human level in the armor trial (Cap. 3). */
  aprendiz?: number | undefined;
}

/**
 * The reference fighter of a scenario: level, Posto and the options of the book's figures.
 *
 * @example
 * ```ts
 * const r: ScenarioReference = { level: 5, condition: { slug: 'atordoado' } };
 * ```
 */
export interface ScenarioReference extends ScenarioFighterOptions {
  /** Level. */
  level: number;
  /** Posto (default Bronze). */
  posto?: 'bronze' | 'prata' | 'ouro' | 'elite' | undefined;
  /** Level choices. */
  choices?: 'alternadas' | 'so_vida' | 'so_cosmo' | undefined;
  /** Armor characteristics. */
  characteristics?: string[] | undefined;
  /** The armor's accessory. */
  accessory?: string | undefined;
  /** Armor state. */
  armor?: 'intacta' | 'rachada' | 'casca' | 'sem' | undefined;
  /** A revived armor: the blood of each revival, in order. */
  forms?: ('guerreiro' | 'elite' | 'deus')[] | undefined;
  /** A lent armor of a higher Posto worn for the fight. */
  borrowed?: 'ouro' | 'prata' | undefined;
  /** Attribute build (`ReferenceBuild`). */
  build?: 'des' | 'cosmo' | 'for' | 'con' | 'con8' | undefined;
  /** A condition technique added to the kit. */
  condition?: { slug: string; against?: 'fortitude' | 'reflexos' | 'vontade' | undefined; damage?: boolean | undefined } | undefined;
  /** Limitations on the big technique. */
  bigLimitations?: string[] | undefined;
  /** The elite's Golpe do Assento: the common one or a famous golpe of Capítulo Seis (`FamousAssento`). */
  assento?: FamousAssento | undefined;
  /** The Sentido it is in from the start of the fight. */
  sentido?: 'sexto' | 'setimo' | 'nono' | undefined;
  /** It has awakened the Oitavo. */
  oitavo?: boolean | undefined;
  /** Its armor is in the Divine form. */
  divina?: boolean | undefined;
  /** It fights beside its own god, who only protects. */
  aoLadoDoDeus?: boolean | undefined;
}
