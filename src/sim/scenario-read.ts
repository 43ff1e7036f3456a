/**
 * Reading a scenario: its document kind, then each fighter resolved and compiled once.
 *
 * @module
 */
import { validateWarrior, type Warrior } from '../character/index.js';
import { validateEnemy, type WarriorEnemy } from '../enemy/index.js';
import { characterDocument, defineDocumentKind, enemyDocument, loadDocument, parseJsonSafely, toJsonValue, type DocumentKind, type JsonValue } from '../export/json/index.js';
import { fail, hasErrors, ok, parseWith, prefixIssues, type Issue, type IssuePath, type Result } from '../issues/index.js';
import type { Ruleset } from '../rules/index.js';
import { specialFighter, type SpecialFighterSpec } from './special-fighters.js';
import type { Fighter } from './fighter.js';
import { SIM_POLICIES, type SimPolicyName } from './policies.js';
import { fighterFromEnemy, fighterFromWarrior, type FighterOptions } from './fighter-warrior.js';
import { referenceFighter, type ReferenceFighterSpec } from './fighter-reference.js';
import { DEFAULT_MAX_ROUNDS } from './fight.js';
import { simIssue } from './issues.js';
import { describeError, resolvedText, resolverOf } from './resolver-guard.js';
import { scenarioFighterObjectSchemaDef, scenarioSchema, type ScenarioData, type ScenarioFightKind, type ScenarioFighterObject, type ScenarioFighterOptions } from './scenario-schema.js';
import { checkScenario, normalizePath, rulesetOf, rulesetOrThrow } from './scenario-check.js';

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
  const reading: FighterReading = { ruleset: rs.value, resolve: resolverOf(options), files: new Map(), issues: [], warnings };
  const sides = await readSides(data, reading);
  if (hasErrors(reading.issues)) return fail([...reading.issues, ...warnings]);
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

/** What reading a scenario's fighters shares: its ruleset, the app's resolver, the files read (each path asked once), the issues and warnings found. */
interface FighterReading {
  readonly ruleset: Ruleset;
  readonly resolve: ((path: string) => unknown) | undefined;
  readonly files: Map<string, Result<string>>;
  readonly issues: Issue[];
  readonly warnings: Issue[];
}

/** One entry of a side, as the document writes it. */
type SideEntry = ScenarioData['sides'][number][number];

/** A fighter read, with its warnings. */
type ReadFighter = Result<ScenarioFighter> & { ok: true };

/** Every fighter of every side, resolved and compiled once; a fighter that fails is left out, its issues in `r.issues`. */
async function readSides(data: ScenarioData, r: FighterReading): Promise<ScenarioFighter[][]> {
  const sides: ScenarioFighter[][] = [];
  for (let s = 0; s < data.sides.length; s++) {
    const side: ScenarioFighter[] = [];
    for (let i = 0; i < data.sides[s]!.length; i++) {
      const entry = data.sides[s]![i]!;
      const at: IssuePath = ['data', 'sides', s, i];
      const got = typeof entry === 'string' || entry.file !== undefined ? await fighterFromFile(entry, at, r) : inlineFighter(entry, at, `lutador ${i + 1} do lado ${s + 1}`, r);
      if (!got) continue;
      try {
        compileScenarioFighter(got.value, r.ruleset);
      } catch (e) {
        r.issues.push(simIssue('sim_fighter_not_derivable', at, { reason: e instanceof Error ? e.message : String(e) }));
        continue;
      }
      r.warnings.push(...prefixIssues(at, got.issues));
      side.push(got.value);
    }
    sides.push(side);
  }
  return sides;
}

/** A fighter named by a file path (checked by the kind: inside the scenario's folder), read through the resolver; `null` when it fails. */
async function fighterFromFile(entry: SideEntry, at: IssuePath, r: FighterReading): Promise<ReadFighter | null> {
  const path = typeof entry === 'string' ? entry : entry.file!;
  const where: IssuePath = typeof entry === 'string' ? at : [...at, 'file'];
  const resolve = r.resolve;
  if (!resolve) {
    r.issues.push(simIssue('sim_no_resolver', where, { path }));
    return null;
  }
  const key = normalizePath(path) ?? path;
  let text = r.files.get(key);
  if (!text) {
    text = resolvedText(await Promise.resolve(key).then(resolve).catch((e: unknown) => fail([simIssue('sim_file_unreadable', [], { path, reason: describeError(e) })])), path);
    r.files.set(key, text);
  }
  if (!text.ok) {
    r.issues.push(...prefixIssues(where, text.issues));
    return null;
  }
  const read = fighterFromDocument(text.value, typeof entry === 'string' ? {} : optionsOf(entry), r.ruleset, path);
  if (!read.ok) {
    r.issues.push(...prefixIssues(where, read.issues));
    return null;
  }
  return read;
}

/** A fighter written in the scenario: a document, a god, an ally, an apprentice, or the reference fighter; `null` when it fails. */
function inlineFighter(entry: ScenarioFighterObject, at: IssuePath, label: string, r: FighterReading): ReadFighter | null {
  if (entry.document !== undefined) {
    const read = fighterFromDocument(entry.document, optionsOf(entry), r.ruleset, label);
    if (!read.ok) {
      r.issues.push(...prefixIssues([...at, 'document'], read.issues));
      return null;
    }
    return read;
  }
  if (entry.deus !== undefined || entry.aliado !== undefined || entry.aprendiz !== undefined) {
    const special: SpecialFighterSpec = entry.deus !== undefined ? { deus: entry.deus } : entry.aliado !== undefined ? { aliado: entry.aliado } : { aprendiz: entry.aprendiz! };
    return { ok: true, value: { special, options: optionsOf(entry) }, issues: [] };
  }
  // Options next to `ref` and inside it: the inner ones win.
  const spec = { ...optionsOf(entry), ...entry.ref! };
  return { ok: true, value: { ref: spec }, issues: [] };
}
