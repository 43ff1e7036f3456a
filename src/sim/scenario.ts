/**
 * Scenario documents (`sangue-e-estrelas/cenario`): a whole simulation in one JSON file — the two
 * sides (each fighter inline, as the book's reference fighter, or as a path to a character or enemy
 * document), the kind of fight, the policy of each fighter, Sozinho contra muitos, n, seed, the round
 * cap and the campaign's house rules. {@link readScenario} checks one and resolves its files through
 * a callback (no Node built-ins here); {@link runScenario} plays it.
 *
 * @module
 */
import * as z from 'zod';
import { bookRuleset, createRuleset, maxLevel, type Ruleset } from '../rules/index.js';
import { validateWarrior, type Warrior } from '../character/index.js';
import { postoExistsAt, validateEnemy, type WarriorEnemy } from '../enemy/index.js';
import {
  characterDocument,
  defineDocumentKind,
  enemyDocument,
  loadDocument,
  parseJsonSafely,
  rulesOverrideSchema,
  toJsonValue,
  type DocumentKind,
  type JsonValue,
} from '../export/json/index.js';
import { fail, freeText, hasErrors, ok, parseWith, prefixIssues, type Issue, type IssuePath, type Result } from '../issues/index.js';
import { specialFighter, type SpecialFighterSpec } from './special-fighters.js';
import type { Fighter } from './fighter.js';
import { SIM_POLICIES, type SimPolicyName } from './policies.js';
import { fighterFromEnemy, fighterFromWarrior, type FighterOptions } from './fighter-warrior.js';
import { fightConditionRow, isLimitationSlug, referenceFighter, type ReferenceFighterSpec } from './fighter-reference.js';
import { DEFAULT_MAX_ROUNDS } from './fight.js';
import { FAMOUS_ASSENTOS, type FamousAssento } from './assento.js';
import {
  mergeBandTallies,
  mergeTallies,
  summarizeBandTally,
  summarizeTally,
  tallyBand,
  tallyFights,
  type BandSimResult,
  type BandTally,
  type SimResult,
  type SimTally,
} from './simulate.js';
import { simIssue, simMessages } from './issues.js';
import { describeError, resolvedText, resolverOf } from './resolver-guard.js';
import { armorOptionProblem } from './armor-options.js';
import { armorSlugIssues } from '../armor/index.js';

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

/** The house rules of a scenario, as a ruleset (the book's when it has none). */
function rulesetOf(rules: Readonly<Record<string, unknown>> | undefined): Result<Ruleset> {
  if (rules === undefined) return ok(bookRuleset);
  // createRuleset checks the whole ruleset (~0.1 s): a scenario's rules are built once per text.
  const key = JSON.stringify(rules);
  let r = rulesetCache.get(key);
  if (!r) {
    r = createRuleset(rules);
    if (rulesetCache.size >= 8) rulesetCache.delete(rulesetCache.keys().next().value!);
    rulesetCache.set(key, r);
  }
  return r;
}

const rulesetCache = /* @__PURE__ */ new Map<string, Result<Ruleset>>();

/**
 * A fighter path is relative to the scenario and stays inside its folder: no absolute path, drive
 * letter, URL, backslash or NUL, and no `..` that climbs above the scenario's folder.
 */
function checkPath(path: string, at: IssuePath): Issue | null {
  if (/^[\\/]|^[a-zA-Z]:|^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/|\\|\0/.test(path)) return simIssue('sim_path_invalid', at, { path });
  return normalizePath(path) === null ? simIssue('sim_path_escapes', at, { path }) : null;
}

/** `a/./b//c/../d` → `a/b/d`; `null` when a `..` climbs above the start. */
function normalizePath(path: string): string | null {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

const EXPECTED: Record<Exclude<ScenarioFightKind, 'bando'>, string> = {
  duelo: 'um contra um',
  grupo: 'um lado com um lutador só e o outro com dois ou mais',
  muitos: 'dois ou mais de cada lado',
};

/** The rules of a scenario beyond its shape (paths inside `data`). */
function checkScenario(data: ScenarioData): Issue[] {
  const issues: Issue[] = [];
  const rs = rulesetOf(data.rules);
  if (!rs.ok) return [...prefixIssues(['rules'], rs.issues)];
  const ruleset = rs.value;
  const max = maxLevel(ruleset);
  if (data.n !== undefined && data.n > SCENARIO_LIMITS.maxFights) issues.push(simIssue('sim_n_too_large', ['n'], { n: data.n, max: SCENARIO_LIMITS.maxFights }));
  let count = 0;
  for (let s = 0; s < data.sides.length; s++) {
    const side = data.sides[s]!;
    count += side.length;
    if (side.length === 0) issues.push(simIssue('sim_side_empty', ['sides', s], { lado: s + 1 }));
    for (let i = 0; i < side.length; i++) {
      const f = side[i]!;
      const at = ['sides', s, i];
      if (typeof f === 'string' || f.file !== undefined) {
        const bad = checkPath(typeof f === 'string' ? f : f.file!, typeof f === 'string' ? at : [...at, 'file']);
        if (bad) issues.push(bad);
      } else if (f.ref !== undefined) {
        const { level } = f.ref;
        if (level > max) issues.push(simIssue('sim_level_out_of_range', [...at, 'ref', 'level'], { nivel: level, max }));
        else {
          const posto = f.ref.posto === 'ouro' ? 'elite' : (f.ref.posto ?? 'bronze');
          if (!postoExistsAt(posto, level, ruleset)) issues.push(simIssue('sim_posto_not_at_level', [...at, 'ref', 'posto'], { posto: f.ref.posto ?? 'bronze', nivel: level }));
        }
        const c = f.ref.condition;
        if (c !== undefined) {
          if (!fightConditionRow(c.slug, ruleset)) issues.push(simIssue('sim_unknown_condition', [...at, 'ref', 'condition', 'slug'], { slug: c.slug }));
        }
        const armorProblem = level <= max ? armorOptionProblem({ ...f.ref, bloodDonated: f.ref.bloodDonated ?? f.bloodDonated }, ruleset) : null;
        if (armorProblem) issues.push(simIssue('sim_armor_option_refused', [...at, 'ref', armorProblem.field], { campo: armorProblem.field, motivo: armorProblem.reason }));
        // The armor's accessory and characteristics are slugs of the ruleset's armor tables: a typo
        // would give a fighter without the effect, silently (the armor validator's codes).
        issues.push(...armorSlugIssues(f.ref.accessory, f.ref.characteristics ?? [], [...at, 'ref'], ruleset));
        const ls = f.ref.bigLimitations ?? [];
        for (let k = 0; k < ls.length; k++)
          if (!isLimitationSlug(ls[k]!, ruleset)) issues.push(simIssue('sim_unknown_limitation', [...at, 'ref', 'bigLimitations', k], { slug: ls[k]! }));
      } else if (f.aliado !== undefined && f.aliado > max) {
        // The ally's numbers are the group's level: a row of the level table.
        issues.push(simIssue('sim_level_out_of_range', [...at, 'aliado'], { nivel: f.aliado, max }));
      } else if (f.aprendiz !== undefined && f.aprendiz > ruleset.creation.humans.levels.length) {
        // The apprentice is a human: a row of the human levels.
        issues.push(simIssue('sim_level_out_of_range', [...at, 'aprendiz'], { nivel: f.aprendiz, max: ruleset.creation.humans.levels.length }));
      }
      // Blood given is an option of every fighter (a sheet's, a god's…), checked as the reference
      // fighter's is: three thirds kill, more do not exist.
      if (typeof f !== 'string' && f.ref === undefined && f.bloodDonated !== undefined) {
        const problem = armorOptionProblem({ level: 1, bloodDonated: f.bloodDonated }, ruleset);
        if (problem) issues.push(simIssue('sim_armor_option_refused', [...at, problem.field], { campo: problem.field, motivo: problem.reason }));
      }
    }
  }
  if (count > SCENARIO_LIMITS.maxFighters) issues.push(simIssue('sim_too_many_fighters', ['sides'], { count, max: SCENARIO_LIMITS.maxFighters }));
  const a = data.sides[0]?.length ?? 0;
  const b = data.sides[1]?.length ?? 0;
  if (data.fight === 'bando') {
    if (!data.band) issues.push(simIssue('sim_band_missing', [], {}));
    else if (data.band.level !== undefined && data.band.level > max) issues.push(simIssue('sim_level_out_of_range', ['band', 'level'], { nivel: data.band.level, max }));
    if (a !== 1 || b !== 0) issues.push(simIssue('sim_fight_kind_mismatch', ['sides'], { luta: 'bando', a, b, esperado: 'um lutador só, num lado só' }));
    if (data.firstSide !== undefined) issues.push(simIssue('sim_opening_in_band', ['firstSide'], { campo: 'firstSide' }));
    if (data.surprise !== undefined) issues.push(simIssue('sim_opening_in_band', ['surprise'], { campo: 'surprise' }));
    return issues;
  }
  if (data.band) issues.push(simIssue('sim_band_not_a_band_fight', ['band'], { luta: data.fight }));
  const fits =
    data.sides.length === 2 &&
    (data.fight === 'duelo' ? a === 1 && b === 1 : data.fight === 'grupo' ? Math.min(a, b) === 1 && Math.max(a, b) >= 2 : a >= 2 && b >= 2);
  if (!fits && a > 0 && (b > 0 || data.sides.length === 1)) issues.push(simIssue('sim_fight_kind_mismatch', ['sides'], { luta: data.fight, a, b, esperado: EXPECTED[data.fight] }));
  return issues;
}

/**
 * Document kind `sangue-e-estrelas/cenario`: a simulation scenario (schema file `cenario.json`).
 * Loading one checks its shape and its rules (levels and Postos of the reference fighters in the
 * scenario's own house rules, the cap on n, the kind of fight against the sides, file paths that
 * stay in the scenario's folder); {@link readScenario} also resolves and compiles its fighters.
 *
 * @example
 * ```ts
 * import { loadDocument } from 'sangue-e-estrelas';
 * loadDocument(scenarioDocument, text).ok
 * ```
 */
export const scenarioDocument: DocumentKind<typeof scenarioSchema> = /* @__PURE__ */ defineDocumentKind({
  format: 'sangue-e-estrelas/cenario',
  label: 'cenário de simulação',
  schema: scenarioSchema,
  currentVersion: 1,
  migrations: [],
  check: (data) => checkScenario(data),
});

/**
 * One fighter of a resolved scenario: plain data only (no functions), so it crosses to a worker
 * thread as is — the book's reference fighter, or a stored warrior or warrior enemy with its options.
 *
 * @example
 * ```ts
 * const f: ScenarioFighter = { ref: { level: 20, posto: 'ouro' } };
 * ```
 */
export type ScenarioFighter =
  | { readonly ref: ReferenceFighterSpec & { readonly policy?: SimPolicyName } }
  | { readonly special: SpecialFighterSpec; readonly options: FighterOptions & { readonly policy?: SimPolicyName } }
  | { readonly character: Warrior; readonly options: FighterOptions & { readonly policy?: SimPolicyName } }
  | { readonly enemy: WarriorEnemy; readonly options: FighterOptions & { readonly policy?: SimPolicyName } };

/**
 * A scenario read and resolved by {@link readScenario}: every file read, every default filled in,
 * plain data (it can be saved, sent to a worker, or changed before a run).
 *
 * @example
 * ```ts
 * const s: Scenario = {
 *   fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]],
 *   soloAgainstMany: true, n: 2000, seed: 1, maxRounds: 40,
 * };
 * ```
 */
export interface Scenario {
  /** Name. */
  readonly name?: string;
  /** The kind of fight. */
  readonly fight: ScenarioFightKind;
  /** The sides (one for a band fight). */
  readonly sides: readonly (readonly ScenarioFighter[])[];
  /** The band (band fights). */
  readonly band?: { readonly size: number; readonly level?: number; readonly area?: boolean; readonly bookModel?: boolean };
  /** Sozinho contra muitos. */
  readonly soloAgainstMany: boolean;
  /** Iniciativa fixed: this side acts first (`FightOptions.firstSide`). */
  readonly firstSide?: 0 | 1;
  /** This side opens with a surprise strike (`FightOptions.surprise`). */
  readonly surprise?: 0 | 1;
  /** Fights. */
  readonly n: number;
  /** Seed. */
  readonly seed: number;
  /** Round cap. */
  readonly maxRounds: number;
  /** House rules (an override of the book's rules, as createRuleset takes it). */
  readonly rules?: Readonly<Record<string, unknown>>;
}

/**
 * Reads a fighter file named in a scenario: the file's text, or a failed result with coded issues
 * (file missing, too large…). May be asynchronous. The path is relative to the scenario's folder,
 * already checked (no absolute path, drive, URL or backslash) and normalized (`./a//b/../c.json` →
 * `a/c.json`, never above the folder): join it to that folder. Each path is asked once.
 *
 * @example
 * ```ts
 * import { readFile } from 'node:fs/promises';
 * import { join } from 'node:path';
 * import { ok } from 'sangue-e-estrelas';
 * const resolve: ScenarioResolver = async (p) => ok(await readFile(join('cenarios', p), 'utf8'));
 * ```
 */
export type ScenarioResolver = (path: string) => Result<string> | Promise<Result<string>>;

/**
 * Options of {@link readScenario}.
 *
 * @example
 * ```ts
 * const files: Record<string, string> = { 'teo.json': '{}' };
 * const o: ReadScenarioOptions = { resolve: (p) => ok(files[p] ?? '') };
 * ```
 */
export interface ReadScenarioOptions {
  /** Reads the fighter files the scenario names (without it, a file fighter is an issue). */
  readonly resolve?: ScenarioResolver;
}

/**
 * zod says only "invalid input" when no member of a union fits: a fighter written as an object
 * that does not fit is checked again against the object form alone, for the precise issue
 * (an unknown policy at `…/ref/policy`, a key too many…).
 */
function preciseIssues(issues: readonly Issue[], doc: JsonValue): Issue[] {
  const out: Issue[] = [];
  for (const i of issues) {
    const p = i.path;
    if (i.code === 'schema_invalid_union' && p.length === 4 && p[0] === 'data' && p[1] === 'sides') {
      const entry = at(doc, p);
      if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
        const again = parseWith(scenarioFighterObjectSchemaDef, entry);
        if (!again.ok) {
          out.push(...prefixIssues(p, again.issues));
          continue;
        }
      }
    }
    out.push(i);
  }
  return out;
}

function at(v: JsonValue, path: IssuePath): JsonValue | undefined {
  let x: JsonValue | undefined = v;
  for (const k of path) {
    if (x === null || typeof x !== 'object') return undefined;
    x = (x as Record<string | number, JsonValue>)[k];
  }
  return x;
}

type Options = FighterOptions & { readonly policy?: SimPolicyName };

function optionsOf(f: ScenarioFighterOptions): Options {
  const o: Record<string, unknown> = {};
  for (const k of ['name', 'conviccoes', 'rises', 'cosmo', 'kit', 'area', 'centelhas', 'bloodDonated', 'resistencia', 'policy', 'milagre'] as const) if (f[k] !== undefined) o[k] = f[k];
  return o as Options;
}

/** A fighter from a ficha or inimigo document (or a bare stored one), as text or parsed JSON. */
function fighterFromDocument(input: unknown, options: Options, ruleset: Ruleset, label: string): Result<ScenarioFighter> {
  let v = input;
  if (typeof input === 'string') {
    const json = parseJsonSafely(input);
    if (!json.ok) return json;
    v = json.value;
  }
  let data: unknown = v;
  const obj = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  let asEnemy = obj !== null && 'type' in obj;
  if (obj !== null && 'format' in obj) {
    const format = obj.format;
    if (format === scenarioDocument.format) return fail([simIssue('sim_nested_scenario', [], { path: label })]);
    if (format !== characterDocument.format && format !== enemyDocument.format)
      return fail([simIssue('sim_not_a_fighter_document', ['format'], { format: String(format) })]);
    asEnemy = format === enemyDocument.format;
    const doc = asEnemy ? loadDocument(enemyDocument, v, { ruleset }) : loadDocument(characterDocument, v, { ruleset });
    if (!doc.ok) return doc;
    data = doc.value.data;
  }
  if (asEnemy) {
    const e = validateEnemy(data, ruleset);
    if (!e.ok) return e;
    if (e.value.kind !== 'guerreiro') return fail([simIssue('sim_human_not_supported', [], { name: e.value.name || label })]);
    return ok({ enemy: e.value as WarriorEnemy, options });
  }
  const w = validateWarrior(data, ruleset);
  if (!w.ok) return w;
  return ok({ character: w.value, options });
}

/**
 * Compiles one fighter of a resolved scenario.
 *
 * @param f - The fighter.
 * @param ruleset - The scenario's ruleset.
 * @returns The compiled fighter (throws for an impossible one: {@link readScenario} checks first).
 * @example
 * ```ts
 * compileScenarioFighter({ ref: { level: 1 } }).maxHp //=> 16
 * ```
 */
export function compileScenarioFighter(f: ScenarioFighter, ruleset?: Ruleset): Fighter {
  const rs = ruleset ?? rulesetOrThrow(undefined);
  if ('ref' in f) return referenceFighter(f.ref, rs);
  if ('special' in f) return withSpecialOptions(specialFighter(f.special, rs), f.options);
  if ('enemy' in f) return fighterFromEnemy(f.enemy, f.options, rs);
  return fighterFromWarrior(f.character, f.options, rs);
}

/** A special fighter with a scenario's options: name, Convicções, stands, starting Cosmo, kit, Centelhas, policy (`area` is the reference's only). */
function withSpecialOptions(f: Fighter, o: FighterOptions): Fighter {
  const kit = o.kit ?? 'padrao';
  return {
    ...f,
    ...(o.name !== undefined && { name: o.name }),
    ...(o.conviccoes !== undefined && { conviccoes: o.conviccoes }),
    ...(o.rises !== undefined && { rises: o.rises }),
    ...(o.cosmo === 'teto' ? { cosmoStart: f.teto } : o.cosmo === 'piso' ? { cosmoStart: f.piso } : {}),
    ...(o.centelhas !== undefined && { centelhas: o.centelhas }),
    ...(o.policy !== undefined && { policy: typeof o.policy === 'string' ? SIM_POLICIES[o.policy] : o.policy }),
    ...(kit === 'nenhuma'
      ? { techniques: [], conditionTechniques: [] }
      : kit === 'so_grande'
        ? { techniques: f.techniques.slice(0, 1) }
        : kit === 'so_pequena'
          ? { techniques: f.techniques.slice(f.techniques.length - 1) }
          : {}),
  };
}

function rulesetOrThrow(rules: Readonly<Record<string, unknown>> | undefined): Ruleset {
  const r = rulesetOf(rules);
  if (!r.ok) throw new RangeError(`cenário: regras da casa inválidas (${r.issues[0]!.message})`);
  return r.value;
}

/**
 * Reads a scenario: JSON text or a parsed document, checked like every document
 * (`loadDocument(scenarioDocument, …)`: safe JSON, format, version, shape, rules), then each fighter
 * resolved — files through `options.resolve`, inline documents validated as fichas or inimigos under
 * the scenario's house rules — and compiled once to be sure it fights. Never throws: bad input comes
 * back as coded issues whose paths point into the document (`['data', 'sides', 0, 1, …]`).
 *
 * @param input - The scenario (untrusted).
 * @param options - The file resolver.
 * @returns The resolved scenario, or the issues.
 * @example
 * ```ts
 * const r = await readScenario(text, { resolve: (p) => readFighterFile(p) });
 * if (r.ok) runScenario(r.value).result
 * ```
 */
export async function readScenario(input: unknown, options: ReadScenarioOptions = {}): Promise<Result<Scenario>> {
  const json = typeof input === 'string' ? parseJsonSafely(input) : toJsonValue(input);
  if (!json.ok) return json;
  const doc = loadDocument(scenarioDocument, json.value);
  if (!doc.ok) return fail(preciseIssues(doc.issues, json.value));
  const data = doc.value.data;
  const warnings: Issue[] = [...doc.issues];
  const rs = rulesetOf(data.rules);
  if (!rs.ok) return fail(prefixIssues(['data', 'rules'], rs.issues));
  const ruleset = rs.value;
  const issues: Issue[] = [];
  const resolve = resolverOf(options);
  const files = new Map<string, Result<string>>();
  const sides: ScenarioFighter[][] = [];
  for (let s = 0; s < data.sides.length; s++) {
    const side: ScenarioFighter[] = [];
    for (let i = 0; i < data.sides[s]!.length; i++) {
      const entry = data.sides[s]![i]!;
      const at: IssuePath = ['data', 'sides', s, i];
      let got: Result<ScenarioFighter> & { ok: true };
      if (typeof entry === 'string' || entry.file !== undefined) {
        const path = typeof entry === 'string' ? entry : entry.file!;
        const where: IssuePath = typeof entry === 'string' ? at : [...at, 'file'];
        if (!resolve) {
          issues.push(simIssue('sim_no_resolver', where, { path }));
          continue;
        }
        // Checked by the kind: inside the scenario's folder.
        const key = normalizePath(path) ?? path;
        let text = files.get(key);
        if (!text) {
          text = resolvedText(await Promise.resolve(key).then(resolve).catch((e: unknown) => fail([simIssue('sim_file_unreadable', [], { path, reason: describeError(e) })])), path);
          files.set(key, text);
        }
        if (!text.ok) {
          issues.push(...prefixIssues(where, text.issues));
          continue;
        }
        const read = fighterFromDocument(text.value, typeof entry === 'string' ? {} : optionsOf(entry), ruleset, path);
        if (!read.ok) {
          issues.push(...prefixIssues(where, read.issues));
          continue;
        }
        got = read;
      } else if (entry.document !== undefined) {
        const read = fighterFromDocument(entry.document, optionsOf(entry), ruleset, `lutador ${i + 1} do lado ${s + 1}`);
        if (!read.ok) {
          issues.push(...prefixIssues([...at, 'document'], read.issues));
          continue;
        }
        got = read;
      } else if (entry.deus !== undefined || entry.aliado !== undefined || entry.aprendiz !== undefined) {
        const special: SpecialFighterSpec = entry.deus !== undefined ? { deus: entry.deus } : entry.aliado !== undefined ? { aliado: entry.aliado } : { aprendiz: entry.aprendiz! };
        got = { ok: true, value: { special, options: optionsOf(entry) }, issues: [] };
      } else {
        // Options next to `ref` and inside it: the inner ones win.
        const spec = { ...optionsOf(entry), ...entry.ref! };
        got = { ok: true, value: { ref: spec }, issues: [] };
      }
      try {
        compileScenarioFighter(got.value, ruleset);
      } catch (e) {
        issues.push(simIssue('sim_fighter_not_derivable', at, { reason: e instanceof Error ? e.message : String(e) }));
        continue;
      }
      warnings.push(...prefixIssues(at, got.issues));
      side.push(got.value);
    }
    sides.push(side);
  }
  if (hasErrors(issues)) return fail([...issues, ...warnings]);
  return ok(
    {
      ...(data.name !== undefined && { name: data.name }),
      fight: data.fight,
      sides,
      ...(data.band && { band: data.band }),
      soloAgainstMany: data.soloAgainstMany ?? true,
      ...(data.firstSide !== undefined && { firstSide: data.firstSide }),
      ...(data.surprise !== undefined && { surprise: data.surprise }),
      n: data.n ?? 2000,
      seed: data.seed ?? 1,
      maxRounds: data.maxRounds ?? DEFAULT_MAX_ROUNDS,
      ...(data.rules !== undefined && { rules: data.rules }),
    },
    warnings,
  );
}

/**
 * The raw counts of a share of a scenario's run (what a thread sends back): a {@link SimTally}, or
 * a {@link BandTally} for a band fight.
 *
 * @example
 * ```ts
 * const t: ScenarioTally = tallyScenario(scenario, 0, 100);
 * ```
 */
export type ScenarioTally = { readonly fight: 'bando'; readonly tally: BandTally } | { readonly fight: 'duelo' | 'grupo' | 'muitos'; readonly tally: SimTally };

/**
 * The result of a scenario's run: a {@link SimResult}, or a {@link BandSimResult} for a band fight.
 *
 * @example
 * ```ts
 * const r: ScenarioResult = runScenario(scenario);
 * if (r.fight !== 'bando') r.result.winRate.value
 * ```
 */
export type ScenarioResult =
  | { readonly fight: 'bando'; readonly name?: string; readonly result: BandSimResult }
  | { readonly fight: 'duelo' | 'grupo' | 'muitos'; readonly name?: string; readonly result: SimResult };

/** A scenario compiled once: fighters and the options of every slice. */
interface Compiled {
  readonly a: readonly Fighter[];
  readonly b: readonly Fighter[];
  readonly ruleset: Ruleset;
}

const compiledCache = /* @__PURE__ */ new WeakMap<Scenario, Compiled>();

function compile(s: Scenario): Compiled {
  const hit = compiledCache.get(s);
  if (hit) return hit;
  const ruleset = rulesetOrThrow(s.rules);
  // A band fight's `area` gives the character an area technique, unless the fighter says otherwise.
  const bandArea = s.fight === 'bando' && s.band?.area === true;
  const withArea = (f: ScenarioFighter): ScenarioFighter => {
    if (!bandArea) return f;
    if ('ref' in f) return f.ref.area !== undefined ? f : { ref: { ...f.ref, area: true } };
    return f.options.area !== undefined ? f : { ...f, options: { ...f.options, area: true } };
  };
  const side = (k: number) => (s.sides[k] ?? []).map((f) => compileScenarioFighter(withArea(f), ruleset));
  const c: Compiled = { a: side(0), b: side(1), ruleset };
  compiledCache.set(s, c);
  return c;
}

/**
 * Plays fights `from` … `from + count − 1` of a scenario's run and counts them. Fight `i` always rolls
 * the same dice (`fightSeed(seed, i)`), so the sum of the tallies of any split of `0 … n − 1`
 * ({@link mergeScenarioTallies}) is exactly the tally of the whole run.
 *
 * @param s - The resolved scenario.
 * @param from - First fight.
 * @param count - Fights.
 * @returns The tally.
 * @example
 * ```ts
 * const s: Scenario = { fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]], soloAgainstMany: true, n: 100, seed: 1, maxRounds: 40 };
 * tallyScenario(s, 0, 10).tally.n //=> 10
 * ```
 */
export function tallyScenario(s: Scenario, from: number, count: number): ScenarioTally {
  const c = compile(s);
  if (s.fight === 'bando') {
    // The book's band model plays its own round cap (20), not the scenario's.
    const options = {
      n: count,
      seed: s.seed,
      from,
      ruleset: c.ruleset,
      size: s.band?.size ?? 6,
      ...(s.band?.level !== undefined && { level: s.band.level }),
      ...(s.band?.bookModel === true ? { bookModel: true } : { maxRounds: s.maxRounds }),
    };
    return { fight: 'bando', tally: tallyBand(c.a[0]!, options) };
  }
  return {
    fight: s.fight,
    tally: tallyFights(c.a, c.b, {
      n: count,
      seed: s.seed,
      from,
      maxRounds: s.maxRounds,
      soloAgainstMany: s.soloAgainstMany,
      ...(s.firstSide !== undefined && { firstSide: s.firstSide }),
      ...(s.surprise !== undefined && { surprise: s.surprise }),
      ruleset: c.ruleset,
    }),
  };
}

/**
 * Adds the tallies of disjoint shares of one scenario's run.
 *
 * @param tallies - The shares (at least one, all of the same fight).
 * @returns Their sum.
 * @example
 * ```ts
 * mergeScenarioTallies([tallyScenario(s, 0, 5), tallyScenario(s, 5, 5)]).tally.n //=> 10
 * ```
 */
export function mergeScenarioTallies(tallies: readonly ScenarioTally[]): ScenarioTally {
  const first = tallies[0];
  if (!first) throw new RangeError('mergeScenarioTallies: at least one tally');
  if (first.fight === 'bando') return { fight: 'bando', tally: mergeBandTallies(tallies.map((t) => t.tally as BandTally)) };
  return { fight: first.fight, tally: mergeTallies(tallies.map((t) => t.tally as SimTally)) };
}

/**
 * Sums a scenario's tally up.
 *
 * @param s - The scenario (for its name).
 * @param t - The tally.
 * @returns The result.
 * @example
 * ```ts
 * summarizeScenarioTally(s, tallyScenario(s, 0, s.n)).result.n //=> s.n
 * ```
 */
export function summarizeScenarioTally(s: Scenario, t: ScenarioTally): ScenarioResult {
  const name = s.name !== undefined ? { name: s.name } : {};
  if (t.fight === 'bando') return { fight: 'bando', ...name, result: summarizeBandTally(t.tally) };
  return { fight: t.fight, ...name, result: summarizeTally(t.tally) };
}

/**
 * Options of {@link runScenario}.
 *
 * @example
 * ```ts
 * const o: RunScenarioOptions = { onProgress: (done, total) => console.log(`${done}/${total}`) };
 * ```
 */
export interface RunScenarioOptions {
  /** Called after each slice of fights with the fights done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Fights per slice between two progress calls (default 1000). */
  readonly slice?: number;
}

/**
 * Plays a resolved scenario on this thread, slice by slice (the result does not depend on the slice
 * size). For worker threads in Node, see `sangue-e-estrelas/sim/threads`.
 *
 * @param s - The scenario ({@link readScenario}).
 * @param options - Progress callback and slice size.
 * @returns The result.
 * @example
 * ```ts
 * const r = await readScenario(text);
 * if (r.ok) runScenario(r.value).result.n //=> the scenario's n
 * ```
 */
export function runScenario(s: Scenario, options: RunScenarioOptions = {}): ScenarioResult {
  const slice = Math.max(1, Math.floor(options.slice ?? 1000));
  const parts: ScenarioTally[] = [];
  for (let from = 0; from < s.n || parts.length === 0; from += slice) {
    const count = Math.min(slice, s.n - from);
    parts.push(tallyScenario(s, from, count));
    options.onProgress?.(from + count, s.n);
  }
  return summarizeScenarioTally(s, mergeScenarioTallies(parts));
}

/**
 * The fighters of a resolved scenario, compiled (for a log of one fight or an app's own run).
 *
 * @param s - The scenario.
 * @returns The two sides (the second empty for a band fight) and the scenario's ruleset.
 * @example
 * ```ts
 * const { a, b, ruleset } = scenarioFighters(s);
 * fightLog(a, b, s.seed, 0, { ruleset }).log
 * ```
 */
export function scenarioFighters(s: Scenario): { readonly a: readonly Fighter[]; readonly b: readonly Fighter[]; readonly ruleset: Ruleset } {
  return compile(s);
}

/**
 * `ref:NIVEL[:POSTO[:CONVICÇÕES]]` (the command line's reference fighter) as a scenario fighter, or `null`.
 *
 * @param text - The text.
 * @returns The fighter, or `null`.
 * @example
 * ```ts
 * referenceFromText('ref:20:ouro:2') //=> { ref: { level: 20, posto: 'ouro' }, conviccoes: 2 }
 * referenceFromText('ref:x') //=> null
 * ```
 */
export function referenceFromText(text: string): ScenarioFighterObject | null {
  const m = /^ref:(\d{1,4})(?::(bronze|prata|ouro|elite)(?::(\d{1,2}))?)?$/i.exec(text.trim());
  if (!m) return null;
  const posto = m[2]?.toLowerCase() as 'bronze' | 'prata' | 'ouro' | 'elite' | undefined;
  return { ref: { level: Number(m[1]), ...(posto !== undefined && { posto }) }, ...(m[3] !== undefined && { conviccoes: Number(m[3]) }) };
}
