/**
 * Damage and healing: damage is a stacking condition; each damage effect calls for the damage roll
 * (≤ −3: morrendo); a dying character makes health tests (three failures: morto); damage taken in
 * a combat scene heals one level at its end; rests per day and end-of-day healing by realism.
 *
 * @module
 */
import { produce } from 'immer';
import { fail, ok, type Result } from '../issues/index.js';
import type { RandomSource } from '../dice/index.js';
import { damageRollOf, type Campaign } from './campaign.js';
import { conditionPec, findCondition, type ConditionInstance } from './conditions.js';
import { resolveAgainstMestre } from './contest.js';
import { rollFormula, type CosmoRoll } from './dice.js';
import { cosmoIssue } from './issues.js';
import { cosmoRules, type CosmoRules, type Realism } from './rules.js';
import { addCondition, damageLevels, type Sheet } from './sheet.js';

/**
 * The PEC a character's conditions give (used by the damage roll and the health test).
 *
 * @param sheet - The sheet.
 * @param rules - The Cosmo Gaming rules.
 * @returns The sum of the conditions' values.
 * @example
 * ```ts
 * conditionsPec({ conditions: [{ condition: 'dano', levels: 3 }, { condition: 'incapacitado' }] }) //=> -4
 * ```
 */
export function conditionsPec(sheet: Pick<Sheet, 'conditions'>, rules: CosmoRules = cosmoRules): number {
  return sheet.conditions.reduce((s, c) => s + conditionPec(c, rules), 0);
}

function has(sheet: Pick<Sheet, 'conditions'>, slug: string): boolean {
  return sheet.conditions.some((c) => c.condition === slug);
}

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`damage: ${r.issues[0]?.message}`);
  return r.value;
}

/**
 * The result of a health test (the damage roll of a dying character).
 *
 * @example
 * ```ts
 * const r: HealthTestResult = healthTest(sheet, campaign, createRandom(1));
 * ```
 */
export interface HealthTestResult {
  /** The sheet afterwards. */
  readonly sheet: Sheet;
  /** The roll. */
  readonly roll: CosmoRoll;
  /** Whether the test failed (result ≤ −3). */
  readonly failed: boolean;
  /** Whether the character is now dead (three failures). */
  readonly died: boolean;
}

/**
 * A health test of a dying character: the damage roll with the PEC of their conditions; a result
 * at or below −3 is a failure; the third failure makes them morto. Does not mutate the sheet.
 *
 * @param sheet - The sheet (normally under morrendo).
 * @param campaign - The campaign (its damage roll).
 * @param rng - The random source.
 * @param rules - The Cosmo Gaming rules.
 * @returns The test and the updated sheet.
 * @example
 * ```ts
 * healthTest(dying, { tema: 'x', realism: 'realista' }, createRandom(9)).failed
 * ```
 */
export function healthTest(sheet: Sheet, campaign: Campaign, rng: RandomSource, rules: CosmoRules = cosmoRules): HealthTestResult {
  const roll = rollFormula(damageRollOf(campaign, rules), conditionsPec(sheet, rules), rng, rules);
  const failed = roll.total <= rules.damage.dyingAtOrBelow;
  if (!failed) return Object.freeze({ sheet, roll, failed, died: false });
  let next = produce(sheet, (d) => {
    d.dyingFailures += 1;
  });
  const died = next.dyingFailures >= rules.damage.failuresToDeath;
  if (died && !has(next, rules.damage.conditionSlugs.dead)) next = must(addCondition(next, { condition: rules.damage.conditionSlugs.dead }, rules));
  return Object.freeze({ sheet: next, roll, failed, died });
}

/**
 * The result of receiving damage.
 *
 * @example
 * ```ts
 * const r: DamageResult = applyDamage(sheet, 2, campaign, createRandom(4));
 * ```
 */
export interface DamageResult {
  /** The sheet afterwards. */
  readonly sheet: Sheet;
  /** The damage roll (or the health test, if already dying). */
  readonly roll: CosmoRoll;
  /** Whether the character is now under morrendo. */
  readonly dying: boolean;
  /** Whether this damage put them under morrendo. */
  readonly becameDying: boolean;
  /** Whether they are now dead. */
  readonly died: boolean;
}

/**
 * Receives damage: adds the levels to the stacking `dano` condition, then makes the damage roll
 * (the campaign's, with the PEC of all conditions); at or below −3 the character is under
 * morrendo (and so incapacitado and desacordado). A dying character makes a health test instead.
 * Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param levels - Damage levels received (≥ 1).
 * @param campaign - The campaign (its damage roll).
 * @param rng - The random source.
 * @param rules - The Cosmo Gaming rules.
 * @returns The result, or `cosmo_negative_value` for fewer than 1 level.
 * @example
 * ```ts
 * const r = applyDamage(sheet, 1, { tema: 'x', realism: 'realista' }, createRandom(2));
 * if (r.ok) damageLevels(r.value.sheet) //=> damageLevels(sheet) + 1
 * ```
 */
export function applyDamage(
  sheet: Sheet,
  levels: number,
  campaign: Campaign,
  rng: RandomSource,
  rules: CosmoRules = cosmoRules,
): Result<DamageResult> {
  if (!Number.isInteger(levels) || levels < 1) return fail([cosmoIssue('cosmo_negative_value', ['levels'], { what: 'O dano recebido', value: levels })]);
  const slugs = rules.damage.conditionSlugs;
  const hurt = must(addCondition(sheet, { condition: slugs.damage, levels }, rules));
  if (has(hurt, slugs.dying)) {
    const t = healthTest(hurt, campaign, rng, rules);
    return ok(Object.freeze({ sheet: t.sheet, roll: t.roll, dying: true, becameDying: false, died: t.died }));
  }
  const roll = rollFormula(damageRollOf(campaign, rules), conditionsPec(hurt, rules), rng, rules);
  const becameDying = roll.total <= rules.damage.dyingAtOrBelow;
  const next = becameDying ? must(addCondition(hurt, { condition: slugs.dying }, rules)) : hurt;
  return ok(Object.freeze({ sheet: next, roll, dying: becameDying, becameDying, died: false }));
}

function removeDamage(sheet: Sheet, amount: number, rules: CosmoRules): Sheet {
  const slug = rules.damage.conditionSlugs.damage;
  const current = damageLevels(sheet, rules);
  const left = Math.max(0, current - Math.max(0, amount));
  if (left === current) return sheet;
  return produce(sheet, (d) => {
    const i = d.conditions.findIndex((c) => c.condition === slug);
    const rest = d.conditions.filter((c) => c.condition !== slug);
    if (left > 0) rest.splice(i, 0, { ...d.conditions[i]!, levels: left });
    d.conditions = rest;
  });
}

/**
 * The end of a combat scene: damage heals once, one level, and only damage taken in that scene.
 * Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param damageTakenInScene - Damage levels received during the scene.
 * @param rules - The Cosmo Gaming rules.
 * @returns The updated sheet.
 * @example
 * ```ts
 * damageLevels(endOfCombat({ ...sheet, conditions: [{ condition: 'dano', levels: 3 }] }, 2)) //=> 2
 * ```
 */
export function endOfCombat(sheet: Sheet, damageTakenInScene: number, rules: CosmoRules = cosmoRules): Sheet {
  return removeDamage(sheet, Math.min(rules.damage.endOfCombatHeal, Math.max(0, damageTakenInScene)), rules);
}

function healingOf(c: ConditionInstance, rules: CosmoRules) {
  return findCondition(c.condition, rules)?.healing ?? 'etapas';
}

/**
 * The result of a rest.
 *
 * @example
 * ```ts
 * const r = rest(sheet, 0, 'ficcional');
 * if (r.ok) { const x: RestResult = r.value; x.removed.length }
 * ```
 */
export interface RestResult {
  /** The sheet afterwards. */
  readonly sheet: Sheet;
  /** The conditions the rest removed. */
  readonly removed: readonly ConditionInstance[];
}

/**
 * A rest: restores the simple conditions (situações and conditions invented by the Mestre); the
 * realism limits rests per day (1 realista, 2 ficcional, 3 fantasioso). Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param restsTakenToday - Rests already taken today.
 * @param realism - The campaign's realism.
 * @param rules - The Cosmo Gaming rules.
 * @returns The updated sheet and what was removed, or `cosmo_rest_limit_reached`.
 * @example
 * ```ts
 * rest(sheet, 1, 'realista').issues[0]?.code //=> 'cosmo_rest_limit_reached'
 * ```
 */
export function rest(
  sheet: Sheet,
  restsTakenToday: number,
  realism: Realism,
  rules: CosmoRules = cosmoRules,
): Result<RestResult> {
  const max = rules.realism[realism].restsPerDay;
  if (restsTakenToday >= max) {
    return fail([cosmoIssue('cosmo_rest_limit_reached', ['restsTakenToday'], { realism: rules.realism[realism].label.toLowerCase(), max })]);
  }
  const removed = sheet.conditions.filter((c) => healingOf(c, rules) === 'etapas');
  const next = produce(sheet, (d) => {
    d.conditions = d.conditions.filter((c) => healingOf(c, rules) !== 'etapas');
  });
  return ok(Object.freeze({ sheet: next, removed: Object.freeze(removed) }));
}

/**
 * What the end of the day healed.
 *
 * @example
 * ```ts
 * const r: EndOfDayResult = …;
 * r.damageHealed //=> 2
 * ```
 */
export interface EndOfDayResult {
  /** The sheet afterwards. */
  readonly sheet: Sheet;
  /** The rolls made (none in the realista). */
  readonly rolls: readonly CosmoRoll[];
  /** Damage levels healed. */
  readonly damageHealed: number;
  /** The severe condition healed, if any. */
  readonly severeHealed: string | undefined;
  /** A pt-BR summary. */
  readonly text: string;
}

/**
 * The end of the day, by realism. Fantasioso: one roll, its result is the damage healed, and one
 * severe condition heals. Ficcional: two rolls; the first halved (rounded up) is the damage healed,
 * the second beats the Mestre's roll to heal one severe condition. Realista: nothing heals by roll
 * (see {@link realistHealingDays}). The roll is the character's basic 1d6 + PEC (reconstructed).
 * Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param realism - The campaign's realism.
 * @param rng - The random source.
 * @param options - `severe`: which severe condition to heal (default: the first one); `pec`: the healing rolls' PEC (default 0).
 * @param rules - The Cosmo Gaming rules.
 * @returns What healed, or `cosmo_condition_not_present` when `severe` names a condition the character lacks.
 * @example
 * ```ts
 * const r = endOfDay(sheet, 'fantasioso', createRandom(8));
 * if (r.ok) r.value.text
 * ```
 */
export function endOfDay(
  sheet: Sheet,
  realism: Realism,
  rng: RandomSource,
  options: { readonly severe?: string; readonly pec?: number } = {},
  rules: CosmoRules = cosmoRules,
): Result<EndOfDayResult> {
  const severeOnSheet = sheet.conditions.filter((c) => healingOf(c, rules) === 'severa').map((c) => c.condition);
  if (options.severe !== undefined && !severeOnSheet.includes(options.severe)) {
    return fail([cosmoIssue('cosmo_condition_not_present', ['severe'], { condition: options.severe })]);
  }
  const e = rules.realism[realism].endOfDay;
  const pec = options.pec ?? 0;
  const basic = { dice: rules.roll.baseDice, modifier: 0 };
  const target = options.severe ?? severeOnSheet[0];
  const removeSevere = (s: Sheet) =>
    produce(s, (d) => {
      d.conditions = d.conditions.filter((c) => c.condition !== target);
    });
  switch (e.kind) {
    case 'rolagem': {
      const roll = rollFormula(basic, pec, rng, rules);
      const healed = Math.min(Math.max(0, roll.total), damageLevels(sheet, rules));
      let next = removeDamage(sheet, healed, rules);
      const severe = e.severePerDay > 0 ? target : undefined;
      if (severe) next = removeSevere(next);
      return ok(
        Object.freeze({
          sheet: next,
          rolls: Object.freeze([roll]),
          damageHealed: healed,
          severeHealed: severe,
          text: `Fim do dia (fantasioso): ${roll.text} → ${healed} de dano curado${severe ? `; cura ${severe}` : ''}.`,
        }),
      );
    }
    case 'duas_rolagens': {
      const first = rollFormula(basic, pec, rng, rules);
      const healed = Math.min(Math.max(0, Math.ceil(first.total / e.damageDivisor)), damageLevels(sheet, rules));
      let next = removeDamage(sheet, healed, rules);
      const rolls: CosmoRoll[] = [first];
      let severe: string | undefined;
      if (target !== undefined && e.severeOnSuccess > 0) {
        const second = rollFormula(basic, pec, rng, rules);
        const mestre = rollFormula(rules.realism[realism].mestreRoll, 0, rng, rules);
        rolls.push(second, mestre);
        const res = resolveAgainstMestre({ name: sheet.name, roll: second, conditions: 0 }, mestre, 'jogador', 0, rules);
        if (res.playerWins) {
          severe = target;
          next = removeSevere(next);
        }
      }
      return ok(
        Object.freeze({
          sheet: next,
          rolls: Object.freeze(rolls),
          damageHealed: healed,
          severeHealed: severe,
          text: `Fim do dia (ficcional): ${first.text} → ${healed} de dano curado${severe ? `; cura ${severe}` : ''}.`,
        }),
      );
    }
    case 'tempo':
      return ok(
        Object.freeze({
          sheet,
          rolls: Object.freeze([]),
          damageHealed: 0,
          severeHealed: undefined,
          text: `Fim do dia (realista): nada se cura por rolagem; ${realistHealingDays(damageLevels(sheet, rules), {}, rules)} dias de descanso curam 1 de dano.`,
        }),
      );
  }
}

/**
 * Realista: the days of rest for the next healing — 1 damage after as many days as the accumulated
 * damage (dano 11 → dano 10 after 11 days); a severe condition takes double (2 × the damage, at
 * least 1 — reconstructed); a specialised doctor halves the time, rounded down.
 *
 * @param accumulatedDamage - The character's damage levels.
 * @param options - `severe`: time for a severe condition; `specialist`: a specialised doctor attends.
 * @param rules - The Cosmo Gaming rules.
 * @returns The days.
 * @example
 * ```ts
 * realistHealingDays(11) //=> 11
 * realistHealingDays(11, { specialist: true }) //=> 5
 * realistHealingDays(3, { severe: true }) //=> 6
 * ```
 */
export function realistHealingDays(
  accumulatedDamage: number,
  options: { readonly severe?: boolean; readonly specialist?: boolean } = {},
  rules: CosmoRules = cosmoRules,
): number {
  const e = rules.realism.realista.endOfDay;
  if (e.kind !== 'tempo') throw new Error('realistHealingDays: the realista rules are not time-based');
  const damage = Math.max(0, Math.floor(accumulatedDamage));
  const base = options.severe ? e.severeTimeMultiplier * Math.max(1, damage) : damage;
  return options.specialist ? Math.floor(base / e.specialistDivisor) : base;
}
