/**
 * Damage and what answers it (Cap. 5 and Cap. 7): a hit applied and the fall it brings, the
 * armor's answers (Espinhos, Espelhada, Refletir), a technique that breaks the armor, the marks,
 * and the life paid or burned for a technique.
 *
 * @module
 */
import { divideRounded, rollOutcome } from '../../dice/index.js';
import { rollReflection, type ArmorReflection } from '../../armor/index.js';
import type { FighterTechnique } from '../fighter.js';
import { divineBreakOf } from '../divine.js';
import { marksBy, reflectWanted } from '../golpes.js';
import { cascaStruck, spendResistencia } from './armor.js';
import { canImpose, impose } from './conditions.js';
import { beyondDeath } from './falling.js';
import { divineHit } from './gods.js';
import { PARRY_SHARE } from './policy.js';
import { d, d20, say, type Combatant, type FightState } from './state.js';

/** Applies damage from `a` to `t`; handles the fall and the armor's death. */
export function hurt(F: FightState, a: Combatant, t: Combatant, amount: number, technique: boolean): void {
  if (F.divine) amount = divineHit(F, a, t, amount, technique);
  // Before an awakened one, a human is a figurante: one hit downs it (Cap. 3).
  if (F.humans && t.f.awakensAs !== undefined && a.f.awakensAs === undefined && amount > 0) amount = t.hp;
  if (a.locked === t) amount = 0;
  else if (t.locked !== null) {
    // Someone from outside attacks one of the two: the lock breaks.
    t.locked.locked = null;
    t.locked = null;
  }
  if (amount > t.hp) amount = t.hp;
  t.hp -= amount;
  if (a.side === 0) {
    F.damage[0] += amount;
    if (technique) F.techDamage[0] += amount;
  } else {
    F.damage[1] += amount;
    if (technique) F.techDamage[1] += amount;
  }
  if (t.hp <= 0) {
    t.hp = 0;
    if (F.log) say(F, `${t.name} cai.`);
    if (t.shattered && t.f.armorDef > 0 && t.f.cascaPieces === 0 && t.resistencia <= 0 && !t.armorDead) F.armorsKilled++;
    if (F.divine && !t.buda && t.f.divine?.oitavo === true && !t.canRise()) beyondDeath(F, t);
  }
}

/** The armor answers the attacker (Espinhos, Espelhada): rolled by the armor domain. */
export function reflect(F: FightState, t: Combatant, a: Combatant, list: readonly ArmorReflection[]): void {
  for (let i = 0; i < list.length && a.hp > 0; i++) {
    const r = list[i]!;
    const dmg = rollReflection(r, F.rng);
    if (F.log) say(F, `${r.label} de ${t.name} fere ${a.name}: ${dmg} de dano.`);
    hurt(F, t, a, dmg, false);
  }
}

/** Espelhada answers once per fight while the armor lives. */
export function mirror(F: FightState, t: Combatant, c: Combatant): void {
  if (t.mirrorUsed || t.shattered) return;
  t.mirrorUsed = true;
  reflect(F, t, c, t.f.reflectOnAparar);
}

/**
 * A hit of a technique that breaks the armor: "Técnicas que quebram a armadura tiram 1 de
 * Resistência a cada acerto, além do dano" (seed, Capítulo Sete, "A armadura na luta";
 * `armor.breaking.resistenciaPerHit`) — from a living armor on the body, unless an improvement
 * ignores it (the Gravação da constelação). A casca loses pieces instead ({@link cascaStruck}).
 * A god's hit takes its "quebra divina" instead, never both ("Acima do humano é pior: veja a quebra
 * divina"; tables/07-armaduras.md › A quebra divina: against the Divine armor "qualquer um desses
 * tira só 1"): {@link divineHit} takes it when the hit goes on to hurt (`hurts`), else here.
 */
export function armorBroken(F: FightState, c: Combatant, t: Combatant, hurts: boolean): void {
  if (F.divine && divineBreakOf(c.f, c.f.grau, t.f.divine, true, F.R.ruleset) > 0) {
    if (!hurts) divineHit(F, c, t, 0, true);
    return;
  }
  if (t.shattered || t.f.cascaPieces > 0 || t.resistencia <= 0 || t.f.ignoresArmorBreaking === true) return;
  if (F.log) say(F, `O golpe quebra a armadura de ${t.name}: −${F.R.breakingPerHit} de Resistência.`);
  spendResistencia(F, t, F.R.breakingPerHit);
}

/**
 * A technique's hit on `t`'s armor, the same for a damage and a condition technique: a casca loses
 * pieces ("uma peça por ataque que acerta"; more to a technique that breaks the armor, all to a
 * critical), a living armor the break of a technique that breaks it ({@link armorBroken}; not
 * between two locked in the Guerra dos Mil Dias).
 */
export function techniqueStruckArmor(F: FightState, c: Combatant, t: Combatant, tech: FighterTechnique, critical: boolean, hurts: boolean): void {
  if (t.pieces > 0) cascaStruck(F, t, critical, tech.breaks);
  else if (tech.breaks && c.locked !== t) armorBroken(F, c, t, hurts);
}

/** A hit of a technique with Marca leaves a mark on `t`. */
export function mark(F: FightState, c: Combatant, t: Combatant, tech: FighterTechnique): void {
  if (t.marks === null) t.marks = [];
  t.marks.push(c);
  if (F.log) say(F, `${tech.name} deixa uma marca em ${t.name} (${marksBy(t.marks, c)}).`);
}

/** The life price of `points` Cosmo paid or burned: Grau × 1d4 per point (`lifePrice`'s die and multiplier). */
export function lifePrice(F: FightState, tech: FighterTechnique, points: number): number {
  let price = 0;
  for (let k = 0; k < points; k++) price += d(F, tech.priceDie);
  F.burns++;
  return price * tech.priceTimes;
}

/**
 * The last strike: if the price passes the life, the blow still goes; the fighter keeps
 * `lastStrikeHpIfFoeFalls` if the foe fell, else falls right after.
 */
export function payLife(F: FightState, c: Combatant, t: Combatant, price: number): void {
  if (price >= c.hp) c.hp = t.hp <= 0 ? Math.min(c.hp, F.R.lastStrikeHp) : 0;
  else c.hp -= price;
  if (c.hp <= 0) {
    c.hp = 0;
    if (F.log) say(F, `${c.name} cai, pago com a própria vida.`);
    if (c.shattered && c.f.armorDef > 0 && c.f.cascaPieces === 0 && !c.armorDead) F.armorsKilled++;
    if (F.divine && !c.buda && c.f.divine?.oitavo === true && !c.canRise()) beyondDeath(F, c);
  }
}

/**
 * Refletir (the Muralha de Cristal): `t` answers a technique declared against it that does not
 * pierce, when the policy wants it ({@link reflectWanted}): d20 + its bonus against the CD base +
 * the technique's size. Passed: the technique goes back whole to `c` (its damage rolled on `c`, its
 * condition on `c`) and −1 is returned; failed: the reflection breaks and the share of the damage
 * that passes is returned. 1: no reflection.
 */
export function tryReflect(F: FightState, c: Combatant, t: Combatant, tech: FighterTechnique, burn: number): number {
  const r = t.f.reflect!;
  if (!t.reaction || (r.oncePerFight && t.reflectUsed) || t.cosmo < r.cost || c.locked === t || t.hp <= 0) return 1;
  if (!reflectWanted(tech.average + burn * tech.perPoint, tech.condition !== null && tech.condition.grade === 'forte', t.hp, t.maxHp, PARRY_SHARE)) return 1;
  t.reaction = false;
  t.reflectUsed = true;
  t.cosmo -= r.cost;
  const nat = d20(F, 0);
  const total = nat + r.bonus;
  const cd = r.cdBase + (tech.size ?? 0);
  const passed = rollOutcome(nat, total, cd, 'efeito', F.R.ruleset) > 0;
  if (F.log) say(F, `${t.name} responde a ${tech.name} com ${r.name}: ${nat} + ${r.bonus} = ${total} contra ${cd}, ${passed ? 'a técnica volta inteira' : 'o reflexo quebra'}.`);
  if (!passed) return r.passes;
  if (tech.points > 0) {
    let dmg = tech.flat + burn * tech.pointBonus;
    for (let k = 0; k < tech.points + burn; k++) dmg += d(F, tech.die);
    if (dmg < 0) dmg = 0;
    if (r.returned !== 1) dmg = divideRounded(dmg * Math.round(r.returned * 100), 100, F.R.ruleset);
    if (F.log) say(F, `${tech.name} atinge ${c.name}: ${dmg} de dano.`);
    hurt(F, t, c, dmg, true);
  }
  if (tech.condition !== null && c.hp > 0 && canImpose(F, t, c, tech)) impose(F, t, c, tech);
  return -1;
}
