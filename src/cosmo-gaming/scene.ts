/**
 * Scenes: everyone declares and rolls; the order follows the rolls (same tie-breaks); friendly
 * characters may swap their last die; only heroic acts (or holding a heroic character's die) can
 * win a comparison; the winner applies a condition to 1 + ddn targets, two on an extreme high.
 *
 * @module
 */
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { compareSides, type DecidedBy } from './contest.js';
import { readRoll, type CosmoRoll } from './dice.js';
import { cosmoIssue } from './issues.js';
import { cosmoRules, type CosmoRules } from './rules.js';

/**
 * A character in a scene, with the roll of the action they declared.
 *
 * @example
 * ```ts
 * const e: SceneEntry = sceneEntry({ id: 'lira', team: 'heróis', roll, heroic: true });
 * ```
 */
export interface SceneEntry {
  /** Unique id in the scene. */
  readonly id: string;
  /** Name to show. */
  readonly name: string;
  /** Side: characters of the same team are friendly. */
  readonly team: string;
  /** The roll of the declared action. */
  readonly roll: CosmoRoll;
  /** How many conditions the character has (third tie-break). */
  readonly conditions: number;
  /** Whether the action is a heroic act (weapons, physical strength, self-defence). */
  readonly heroic: boolean;
  /** Whether the character allows a friendly character to swap last dice. */
  readonly allowsSwap: boolean;
  /** Id of the character whose last die this roll now holds (its own id until a swap). */
  readonly lastDieFrom: string;
}

/**
 * Makes a scene entry with defaults (name = id, no conditions, not heroic, allows swaps).
 *
 * @param e - The entry's fields; `id`, `team` and `roll` are required.
 * @returns The entry.
 * @example
 * ```ts
 * sceneEntry({ id: 'bruno', team: 'vilões', roll }).allowsSwap //=> true
 * ```
 */
export function sceneEntry(
  e: Pick<SceneEntry, 'id' | 'team' | 'roll'> & Partial<Omit<SceneEntry, 'id' | 'team' | 'roll'>>,
): SceneEntry {
  return Object.freeze({
    id: e.id,
    name: e.name ?? e.id,
    team: e.team,
    roll: e.roll,
    conditions: e.conditions ?? 0,
    heroic: e.heroic ?? false,
    allowsSwap: e.allowsSwap ?? true,
    lastDieFrom: e.lastDieFrom ?? e.id,
  });
}

function sides(e: SceneEntry) {
  return { total: e.roll.total, dice: e.roll.formula.dice, pec: e.roll.pec, conditions: e.conditions };
}

function duplicates(entries: readonly SceneEntry[]): Issue[] {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  entries.forEach((e, i) => {
    if (seen.has(e.id)) issues.push(cosmoIssue('cosmo_scene_duplicated_entry', [i, 'id'], { id: e.id }));
    seen.add(e.id);
  });
  return issues;
}

/**
 * The order of actions in a turn: highest roll first; ties by the same tie-breaks as a contest;
 * characters tied in everything keep the order in which they were declared.
 *
 * @param entries - The scene's characters.
 * @param rules - The Cosmo Gaming rules.
 * @returns A new array, in acting order (the input is not mutated).
 * @example
 * ```ts
 * orderScene([lento, rapido]).map((e) => e.id) //=> ['rapido', 'lento']
 * ```
 */
export function orderScene(entries: readonly SceneEntry[], rules: CosmoRules = cosmoRules): readonly SceneEntry[] {
  return Object.freeze(
    entries
      .map((e, i) => ({ e, i }))
      .sort((x, y) => -compareSides(sides(x.e), sides(y.e), rules).order || x.i - y.i)
      .map((x) => x.e),
  );
}

/**
 * Swaps the last die of two friendly characters' rolls (both must allow it; each swaps at most
 * once per round). Totals and extreme results are read again with the new dice.
 *
 * @param entries - The scene's characters.
 * @param idA - One character.
 * @param idB - The other.
 * @param rules - The Cosmo Gaming rules.
 * @returns The scene with both rolls updated, or coded issues (`cosmo_swap_not_friendly`, …).
 * @example
 * ```ts
 * const r = swapLastDice(scene, 'lira', 'tomas');
 * if (r.ok) r.value.find((e) => e.id === 'lira')?.lastDieFrom //=> 'tomas'
 * ```
 */
export function swapLastDice(
  entries: readonly SceneEntry[],
  idA: string,
  idB: string,
  rules: CosmoRules = cosmoRules,
): Result<readonly SceneEntry[]> {
  const dup = duplicates(entries);
  if (dup.length) return fail(dup);
  const a = entries.find((e) => e.id === idA);
  const b = entries.find((e) => e.id === idB);
  const issues: Issue[] = [];
  if (!a) issues.push(cosmoIssue('cosmo_scene_unknown_entry', [], { id: idA }));
  if (!b) issues.push(cosmoIssue('cosmo_scene_unknown_entry', [], { id: idB }));
  if (!a || !b) return fail(issues);
  if (a.id === b.id) return fail([cosmoIssue('cosmo_swap_same_character', [], { who: a.name })]);
  if (a.team !== b.team) issues.push(cosmoIssue('cosmo_swap_not_friendly', [], { a: a.name, b: b.name }));
  for (const e of [a, b]) {
    if (!e.allowsSwap) issues.push(cosmoIssue('cosmo_swap_not_allowed', [], { who: e.name }));
    if (e.lastDieFrom !== e.id) issues.push(cosmoIssue('cosmo_swap_already_done', [], { who: e.name }));
  }
  if (issues.length) return fail(issues);
  const lastA = a.roll.faces[a.roll.faces.length - 1]!;
  const lastB = b.roll.faces[b.roll.faces.length - 1]!;
  const reroll = (r: CosmoRoll, last: number): CosmoRoll => {
    const res = readRoll([...r.faces.slice(0, -1), last], r.formula, r.pec, rules);
    if (!res.ok) throw new Error('swapLastDice: a valid roll became invalid');
    return res.value;
  };
  const newA = sceneEntry({ ...a, roll: reroll(a.roll, lastB), lastDieFrom: b.id });
  const newB = sceneEntry({ ...b, roll: reroll(b.roll, lastA), lastDieFrom: a.id });
  return ok(Object.freeze(entries.map((e) => (e.id === a.id ? newA : e.id === b.id ? newB : e))));
}

/**
 * Whether a character can win a comparison in the scene (and so apply a condition): they made a
 * heroic act, or hold the last die of someone who did.
 *
 * @param entry - The character.
 * @param entries - The whole scene (to know whose die they hold).
 * @returns True when they can.
 * @example
 * ```ts
 * canWinInScene(curandeira, scene) //=> false, unless she holds a heroic character's die
 * ```
 */
export function canWinInScene(entry: SceneEntry, entries: readonly SceneEntry[]): boolean {
  if (entry.heroic) return true;
  return entries.some((e) => e.id === entry.lastDieFrom && e.heroic);
}

/**
 * The result of a comparison inside a scene.
 *
 * @example
 * ```ts
 * const r: SceneComparison = compareInScene(scene, 'lira', 'bruno');
 * ```
 */
export interface SceneComparison {
  /** The winner's id, if any. */
  readonly winner: string | undefined;
  /** What decided it; `falha_automatica` when a side made no heroic act and holds no heroic die. */
  readonly decidedBy: DecidedBy | 'falha_automatica';
}

/**
 * Compares two characters of a scene: a side that made no heroic act (and holds no heroic
 * character's die) fails automatically; otherwise the higher total wins, with the tie-breaks.
 *
 * @param entries - The scene.
 * @param idA - One character.
 * @param idB - The other.
 * @param rules - The Cosmo Gaming rules.
 * @returns The comparison, or `cosmo_scene_unknown_entry`.
 * @example
 * ```ts
 * const r = compareInScene(scene, 'lira', 'bruno');
 * if (r.ok) r.value.winner //=> 'lira'
 * ```
 */
export function compareInScene(
  entries: readonly SceneEntry[],
  idA: string,
  idB: string,
  rules: CosmoRules = cosmoRules,
): Result<SceneComparison> {
  const a = entries.find((e) => e.id === idA);
  const b = entries.find((e) => e.id === idB);
  if (!a || !b) return fail([cosmoIssue('cosmo_scene_unknown_entry', [], { id: !a ? idA : idB })]);
  const okA = canWinInScene(a, entries);
  const okB = canWinInScene(b, entries);
  if (!okA || !okB) {
    const winner = okA ? a.id : okB ? b.id : undefined;
    return ok(Object.freeze({ winner, decidedBy: 'falha_automatica' as const }));
  }
  const { order, decidedBy } = compareSides(sides(a), sides(b), rules);
  return ok(Object.freeze({ winner: order > 0 ? a.id : order < 0 ? b.id : undefined, decidedBy }));
}

/**
 * Targets and conditions a success in a scene gives.
 *
 * @example
 * ```ts
 * const a: ConditionAllowance = { targets: 3, conditionsPerTarget: 2 };
 * ```
 */
export interface ConditionAllowance {
  /** Characters the condition is applied to: 1 + ddn. */
  readonly targets: number;
  /** Conditions each target receives: 1, or 2 on an extreme high result. */
  readonly conditionsPerTarget: number;
}

/**
 * How many targets and conditions a success in a scene gives: 1 + ddn targets, one condition each,
 * two on an extreme high result.
 *
 * @param ddn - The winner's ddn.
 * @param roll - The winner's roll (for the extreme high).
 * @param rules - The Cosmo Gaming rules.
 * @returns Targets and conditions per target.
 * @example
 * ```ts
 * conditionAllowance(2, { extreme: 'alto' }) //=> { targets: 3, conditionsPerTarget: 2 }
 * conditionAllowance(0, { extreme: undefined }) //=> { targets: 1, conditionsPerTarget: 1 }
 * ```
 */
export function conditionAllowance(
  ddn: number,
  roll: Pick<CosmoRoll, 'extreme'>,
  rules: CosmoRules = cosmoRules,
): ConditionAllowance {
  return Object.freeze({
    targets: rules.scene.baseTargets + Math.max(0, ddn),
    conditionsPerTarget: roll.extreme === 'alto' ? rules.scene.conditionsOnExtremeHigh : rules.scene.conditionsPerSuccess,
  });
}
