/**
 * The rules of a scenario beyond its shape, as its document kind checks them (`scenarioDocument`):
 * the house rules as a ruleset, the levels and Postos of the reference fighters under them, file
 * paths that stay in the scenario's folder, the caps on n and on the fighters, and the kind of fight
 * against the sides.
 *
 * @module
 */
import { bookRuleset, createRuleset, maxLevel, type Ruleset } from '../rules/index.js';
import { postoExistsAt } from '../enemy/index.js';
import { ok, prefixIssues, type Issue, type IssuePath, type Result } from '../issues/index.js';
import { armorSlugIssues } from '../armor/index.js';
import { fightConditionRow, isLimitationSlug } from './fighter-reference.js';
import { simIssue } from './issues.js';
import { armorOptionProblem } from './armor-options.js';
import { SCENARIO_LIMITS, type ScenarioData, type ScenarioFightKind, type ScenarioReference } from './scenario-schema.js';

/** The house rules of a scenario, as a ruleset (the book's when it has none). */
export function rulesetOf(rules: Readonly<Record<string, unknown>> | undefined): Result<Ruleset> {
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
export function normalizePath(path: string): string | null {
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
export function checkScenario(data: ScenarioData): Issue[] {
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
    for (let i = 0; i < side.length; i++) issues.push(...checkFighter(side[i]!, ['sides', s, i], ruleset, max));
  }
  if (count > SCENARIO_LIMITS.maxFighters) issues.push(simIssue('sim_too_many_fighters', ['sides'], { count, max: SCENARIO_LIMITS.maxFighters }));
  issues.push(...checkFightKind(data, max));
  return issues;
}

/** One fighter of a side, at `at`: its path, its reference fighter, its ally's or apprentice's level, its blood given. */
function checkFighter(f: ScenarioData['sides'][number][number], at: IssuePath, ruleset: Ruleset, max: number): Issue[] {
  const issues: Issue[] = [];
  if (typeof f === 'string' || f.file !== undefined) {
    const bad = checkPath(typeof f === 'string' ? f : f.file!, typeof f === 'string' ? at : [...at, 'file']);
    if (bad) issues.push(bad);
  } else if (f.ref !== undefined) {
    issues.push(...checkReference(f.ref, f.bloodDonated, [...at, 'ref'], ruleset, max));
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
  return issues;
}

/**
 * A reference fighter (`ref`, at `at`): its level and Posto under the scenario's rules, its condition
 * technique, its armor options (with the blood given beside `ref` when it has none), its armor's
 * slugs and its limitations.
 */
function checkReference(ref: ScenarioReference, bloodDonated: number | undefined, at: IssuePath, ruleset: Ruleset, max: number): Issue[] {
  const issues: Issue[] = [];
  const { level } = ref;
  if (level > max) issues.push(simIssue('sim_level_out_of_range', [...at, 'level'], { nivel: level, max }));
  else {
    const posto = ref.posto === 'ouro' ? 'elite' : (ref.posto ?? 'bronze');
    if (!postoExistsAt(posto, level, ruleset)) issues.push(simIssue('sim_posto_not_at_level', [...at, 'posto'], { posto: ref.posto ?? 'bronze', nivel: level }));
  }
  const c = ref.condition;
  if (c !== undefined) {
    if (!fightConditionRow(c.slug, ruleset)) issues.push(simIssue('sim_unknown_condition', [...at, 'condition', 'slug'], { slug: c.slug }));
  }
  const armorProblem = level <= max ? armorOptionProblem({ ...ref, bloodDonated: ref.bloodDonated ?? bloodDonated }, ruleset) : null;
  if (armorProblem) issues.push(simIssue('sim_armor_option_refused', [...at, armorProblem.field], { campo: armorProblem.field, motivo: armorProblem.reason }));
  // The armor's accessory and characteristics are slugs of the ruleset's armor tables: a typo
  // would give a fighter without the effect, silently (the armor validator's codes).
  issues.push(...armorSlugIssues(ref.accessory, ref.characteristics ?? [], at, ruleset));
  const ls = ref.bigLimitations ?? [];
  for (let k = 0; k < ls.length; k++) if (!isLimitationSlug(ls[k]!, ruleset)) issues.push(simIssue('sim_unknown_limitation', [...at, 'bigLimitations', k], { slug: ls[k]! }));
  return issues;
}

/** The kind of fight against the sides, and the band's and the opening's fields that only some kinds take. */
function checkFightKind(data: ScenarioData, max: number): Issue[] {
  const issues: Issue[] = [];
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

/** The house rules of a scenario as a ruleset; throws for bad ones (a scenario already read has none). */
export function rulesetOrThrow(rules: Readonly<Record<string, unknown>> | undefined): Ruleset {
  const r = rulesetOf(rules);
  if (!r.ok) throw new RangeError(`cenário: regras da casa inválidas (${r.issues[0]!.message})`);
  return r.value;
}
