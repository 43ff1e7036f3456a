/**
 * The conditions in the fight (Cap. 5, "Condições"): their effects summed into a fighter's flags,
 * the ones that last one attack or until one's own next turn, who may receive a condition again,
 * and the breakable ones ("pode ser quebrado").
 *
 * @module
 */
import { NO_CONDITIONS, say, type Combatant, type FightState } from './state.js';
import type { FighterTechnique } from '../fighter.js';

/** Its own conditions from a limitation that last until its next turn (Caído: it stands) end. */
export function standUp(F: FightState, c: Combatant): void {
  let changed = false;
  for (let i = c.conds.length - 1; i >= 0; i--) {
    const a = c.conds[i]!;
    if (a.from === c && !a.cond.oneAttack) {
      c.conds.splice(i, 1);
      changed = true;
    }
  }
  if (changed) refresh(F, c);
}

/** Ends the conditions that last one attack: `own` the attacker's (its Desvantagem), else the target's (its Vantagem against). */
export function spendOneAttack(F: FightState, c: Combatant, own: boolean): void {
  let changed = false;
  for (let i = c.conds.length - 1; i >= 0; i--) {
    const k = c.conds[i]!.cond;
    if (k.oneAttack && (own ? k.attacksWithDisadvantage : k.attackedWithAdvantage)) {
      c.conds.splice(i, 1);
      changed = true;
    }
  }
  if (changed) refresh(F, c);
}

/** Sums the effects of `c`'s conditions into its flags. */
export function refresh(F: FightState, c: Combatant): void {
  let skip = false;
  let noReact = false;
  let attDis = false;
  let attAdv = false;
  let meleeCrit = false;
  let unreachable = false;
  let noStand = false;
  for (let i = 0; i < c.conds.length; i++) {
    const k = c.conds[i]!.cond;
    skip ||= k.skipsAction;
    noReact ||= k.noReaction;
    attDis ||= k.attacksWithDisadvantage;
    attAdv ||= k.attackedWithAdvantage;
    meleeCrit ||= k.meleeHitsAreCritical;
    unreachable ||= k.unreachable;
    noStand ||= F.R.noStand.has(k.slug);
  }
  c.skip = skip;
  c.noReact = noReact;
  c.attDis = attDis;
  c.attAdv = attAdv;
  c.meleeCrit = meleeCrit;
  c.unreachable = unreachable;
  c.noStand = noStand;
  if (noReact) c.reaction = false;
}

/** `t` may receive `tech`'s condition from `c`: it lacks it, and a strong one of that technique has not ended on it. */
export function canImpose(F: FightState, c: Combatant, t: Combatant, tech: FighterTechnique): boolean {
  const k = tech.condition;
  if (k === null || t.has(k.slug)) return false;
  for (let i = 0; i < t.immune.length; i++) if (t.immune[i]!.from === c && t.immune[i]!.tech === tech) return false;
  return true;
}

/** The condition comes on `t`. */
export function impose(F: FightState, c: Combatant, t: Combatant, tech: FighterTechnique): void {
  if (t.conds === NO_CONDITIONS) t.conds = [];
  t.conds.push({ cond: tech.condition!, from: c, tech });
  refresh(F, t);
  if (F.log) say(F, `${t.name} fica ${tech.condition!.name}.`);
  if (tech.breakable) {
    t.iceHp = tech.breakable.hp;
    t.iceDef = tech.breakable.def;
    F.iceCount++;
  }
}

/** A breakable condition on `t` ended (or broke): nothing left to break. */
export function iceGone(F: FightState, t: Combatant): void {
  t.iceHp = 0;
  F.iceCount--;
}
