/**
 * Techniques (Cap. 4 and Cap. 6): a damage technique (cost, burning, paying with life, the
 * critical, Aparar), a technique with a Rolagem de Efeito that imposes a condition, the Desfecho,
 * and the limitations ("só uma vez por luta", "exige carregar", the price in the user).
 *
 * @module
 */
import { divideRounded, rollOutcome } from '../../dice/index.js';
import { cosmoAfterUse } from '../../technique/index.js';
import type { FighterTechnique } from '../fighter.js';
import { aparar, armorWaitsForAparar, blocks, canParry, cascaStruck, elmoHolds } from './armor.js';
import { attackMode, clash, defenseLabel, defenseOf, edge, lidaBonus } from './attack.js';
import { canImpose, impose, refresh } from './conditions.js';
import { hurt, lifePrice, mark, mirror, payLife, techniqueStruckArmor, tryReflect } from './damage.js';
import { twoStepsBelow } from './gods.js';
import { PARRY_SHARE } from './policy.js';
import { NO_CONDITIONS, d, d20, say, type Combatant, type FightState } from './state.js';

/** A technique its limitations block now: spent (once per fight), the Cosmo below the Teto, not charged. */
export function blocked(F: FightState, c: Combatant, x: FighterTechnique, bit: number): boolean {
  return (x.oncePerFight && (c.onceUsed & bit) !== 0) || (x.needsTeto && c.cosmo < c.teto) || (x.needsCharge && !c.charged);
}

/** The index of the largest technique it may use for `cosmo`, or −1. */
export function allowed(F: FightState, c: Combatant, i: number): boolean {
  const p = c.f.policy.techniques;
  if (p === 'nunca') return false;
  if (p === 'so_grande') return i === 0;
  if (p === 'so_pequena') return i === c.f.techniques.length - 1;
  return true;
}

/**
 * After a technique of its own turn: its limitations' price ("causa 1d6 por Grau em você", "te
 * deixa Caído / Desprevenido") and marks ("uma vez por luta", a technique this turn).
 */
export function afterUse(F: FightState, c: Combatant, tech: FighterTechnique, bit: number): void {
  c.usedTech = true;
  if (tech.oncePerFight) c.onceUsed |= bit;
  if (tech.selfDamageSides > 0 && c.hp > 0) {
    let dmg = 0;
    for (let g = 0; g < tech.grau; g++) dmg += d(F, tech.selfDamageSides);
    c.hp = dmg >= c.hp ? 0 : c.hp - dmg;
    if (F.log) say(F, `${tech.name} cobra de ${c.name}: ${dmg} de dano.`);
    if (c.hp <= 0) {
      if (F.log) say(F, `${c.name} cai.`);
      if (c.shattered && c.f.armorDef > 0 && c.f.cascaPieces === 0 && !c.armorDead) F.armorsKilled++;
    }
  }
  if (tech.selfCondition !== null && c.hp > 0 && !c.has(tech.selfCondition.slug)) {
    if (c.conds === NO_CONDITIONS) c.conds = [];
    c.conds.push({ cond: tech.selfCondition, from: c, tech });
    refresh(F, c);
    if (F.log) say(F, `${c.name} fica ${tech.selfCondition.name}.`);
  }
}

/**
 * Expected damage of a technique with `burn` extra points, halved whenever it does not pierce and
 * the target's armor is alive — whether or not its reaction is free this turn (SIMULATOR.md second
 * edition, step 6; the first halved only while the reaction was free).
 */
export function expected(F: FightState, tech: FighterTechnique, burn: number, t: Combatant): number {
  const e = tech.average + burn * tech.perPoint;
  return !tech.pierces && armorWaitsForAparar(F, t) ? e / 2 : e;
}

/** Uses technique `i` on `t`, burning `burn` points; `free`: the Resposta (no Cosmo spent). */
export function technique(F: FightState, c: Combatant, t: Combatant, i: number, burn: number, free: boolean): void {
  const tech = c.f.techniques[i]!;
  F.techniques++;
  let price = 0;
  let burning = false;
  if (!free) {
    const lifePoints = (tech.cost > c.cosmo ? tech.cost - c.cosmo : 0) + burn;
    burning = lifePoints > 0;
    if (burning) price = lifePrice(F, tech, lifePoints);
    c.cosmo = cosmoAfterUse(c.cosmo, tech.cost, burning, c.f.piso);
  }
  const bit = 1 << i;
  const share = t.f.reflect && !tech.pierces ? tryReflect(F, c, t, tech, burn) : 1;
  // share < 0: Refletir sent it back whole; the price is paid all the same.
  if (share >= 0) techniqueRoll(F, c, t, tech, bit, burn, free, share, burning ? price : -1);
  if (burning) payLife(F, c, t, price);
  if (!free) {
    c.usedTech = true;
    if (tech.oncePerFight || tech.selfDamageSides > 0 || tech.selfCondition !== null) afterUse(F, c, tech, bit);
  }
}

/**
 * A damage technique's roll against the DEF (Bloquear decided before it, the Ofuscante, the Lida),
 * the Guerra dos Mil Dias' clash, and its hit ({@link techniqueHit}) or miss. `price` −1: not burned.
 */
function techniqueRoll(F: FightState, c: Combatant, t: Combatant, tech: FighterTechnique, bit: number, burn: number, free: boolean, share: number, price: number): void {
  // "Uma técnica queimada ignora a marca de Lida" (Cap. 4).
  const lida = price >= 0 ? 0 : lidaBonus(F, c, t, bit);
  let def = t.def + lida;
  let blocked = false;
  // Bloquear is decided before the roll, and only in a casca (SIMULATOR.md, Reactions).
  if (blocks(F, t)) {
    t.reaction = false;
    blocked = true;
    def += t.f.bloquear;
  }
  // The Ofuscante, while the armor lives (see conditionTechnique).
  const ofuscado = t.ofuscante && !t.shattered;
  t.ofuscante = false;
  const nat = d20(F, attackMode(F, c, t, ofuscado));
  const total = nat + tech.attack + edge(F, c, t);
  let outcome = rollOutcome(nat, total, def, 'ataque', F.R.ruleset);
  if (F.divine && outcome > 0 && twoStepsBelow(c, t, nat, F.R)) outcome = 0;
  if (!free) clash(F, c, t, nat);
  else {
    c.techRound = F.round;
    c.techTarget = t;
    c.techNatural = nat;
  }
  c.read |= bit;
  if (outcome > 0) techniqueHit(F, c, t, tech, burn, share, outcome, price, nat, total, def);
  else {
    if (F.log) logTechnique(F, c, t, tech, price, nat, total, def, 'erra.');
    if (blocked && t.pieces > 0) cascaStruck(F, t, false, false);
  }
}

/**
 * A damage technique that hit: the critical (unless the Elmo holds it), the damage dice with the
 * burned points, the share past a broken Refletir, Aparar, the armor struck, the mark, the damage,
 * and the Espelhada's answer. `nat`, `total` and `def` are for the log.
 */
function techniqueHit(F: FightState, c: Combatant, t: Combatant, tech: FighterTechnique, burn: number, share: number, outcome: number, price: number, nat: number, total: number, def: number): void {
  let crit = outcome === 2;
  if (crit && t.elmo > 0) crit = elmoHolds(F, t);
  const points = tech.points + burn + (crit ? F.R.critPoints : 0);
  let dmg = tech.flat + (burn + (crit ? F.R.critPoints : 0)) * tech.pointBonus;
  for (let k = 0; k < points; k++) dmg += d(F, tech.die);
  if (dmg < 0) dmg = 0;
  if (share !== 1) dmg = divideRounded(dmg * Math.round(share * 100), 100, F.R.ruleset);
  let parried = false;
  if (canParry(F, t, tech) && c.locked !== t) {
    const p = t.f.policy.parries;
    if (p === 'sempre' || dmg >= PARRY_SHARE * t.maxHp || dmg >= t.hp) {
      parried = true;
      dmg = aparar(F, t, dmg);
    }
  }
  if (F.log) logTechnique(F, c, t, tech, price, nat, total, def, `acerta${crit ? ' (crítico)' : ''}${parried ? `; ${t.name} apara` : ''}: ${dmg} de dano.`);
  techniqueStruckArmor(F, c, t, tech, crit, true);
  if (tech.marks === true && c.locked !== t) mark(F, c, t, tech);
  hurt(F, c, t, dmg, true);
  // Espelhada: once per fight, the user of a technique the wearer parried takes its damage back.
  if (parried && t.f.reflectOnAparar.length > 0) mirror(F, t, c);
}

/**
 * A technique with a Rolagem de Efeito that imposes a condition (with or without damage), index
 * `i` of the fighter's condition techniques: paid without burning, against a passive defense;
 * a hit deals the damage (parried like any technique) and imposes the condition; a miss deals half
 * the damage when the technique says so and imposes nothing.
 */
export function conditionTechnique(F: FightState, c: Combatant, t: Combatant, i: number): void {
  const tech = c.f.conditionTechniques[i]!;
  const R = F.R;
  F.techniques++;
  c.cosmo = cosmoAfterUse(c.cosmo, tech.cost, false, c.f.piso);
  const bit = 1 << (16 + i);
  if (c.f.policy.conditionOnce === true) c.condOnceUsed |= 1 << i;
  const share = t.f.reflect ? tryReflect(F, c, t, tech, 0) : 1;
  if (share < 0) {
    afterUse(F, c, tech, bit);
    return;
  }
  const lida = lidaBonus(F, c, t, bit);
  const def = defenseOf(F, t, tech) + lida;
  // The Ofuscante: "a primeira técnica usada contra você rola com Desvantagem" — any technique,
  // its Rolagem de Efeito too; only while the armor lives ("Cada uma [...] só funciona com a
  // armadura no corpo", seed, Capítulo Sete, "As características").
  const ofuscado = t.ofuscante && !t.shattered;
  t.ofuscante = false;
  const nat = d20(F, attackMode(F, c, t, ofuscado));
  const total = nat + tech.attack + edge(F, c, t);
  const outcome = rollOutcome(nat, total, def, 'efeito', R.ruleset);
  if (outcome === 0 && tech.backfires === true) c.lostTurn = true;
  clash(F, c, t, nat);
  c.read |= bit;
  const against = defenseLabel(tech);
  let dmg = 0;
  let parried = false;
  // a critical adds damage points: a technique without damage has nothing to be critical with
  let crit = false;
  if (tech.points > 0 && (outcome > 0 || tech.halfOnMiss)) {
    crit = outcome === 2;
    if (crit && t.elmo > 0) crit = elmoHolds(F, t);
    const points = tech.points + (crit ? R.critPoints : 0);
    dmg = tech.flat + (crit ? R.critPoints : 0) * tech.pointBonus;
    for (let k = 0; k < points; k++) dmg += d(F, tech.die);
    if (dmg < 0) dmg = 0;
    if (share !== 1) dmg = divideRounded(dmg * Math.round(share * 100), 100, R.ruleset);
    if (outcome === 0) dmg = divideRounded(dmg, 2, R.ruleset);
    else if (canParry(F, t, tech) && c.locked !== t && (t.f.policy.parries === 'sempre' || dmg >= PARRY_SHARE * t.maxHp || dmg >= t.hp)) {
      parried = true;
      dmg = aparar(F, t, dmg);
    }
  }
  if (F.log)
    say(F, 
      `${c.name} usa ${tech.name} em ${t.name}: ${nat} + ${total - nat} = ${total} contra ${against} ${def}, ${outcome > 0 ? 'acerta' : 'erra'}${parried ? `; ${t.name} apara` : ''}${tech.points > 0 ? `: ${dmg} de dano` : ''}.`,
    );
  if (outcome > 0) techniqueStruckArmor(F, c, t, tech, crit, tech.points > 0);
  if (tech.points > 0 && (outcome > 0 || tech.halfOnMiss)) hurt(F, c, t, dmg, true);
  else if (outcome > 0 && t.locked !== null && c.locked !== t) {
    // Someone from outside reaches one of the two locked in the Mil Dias: the lock breaks.
    t.locked.locked = null;
    t.locked = null;
  }
  // In the Guerra dos Mil Dias the hits between the two bring no damage nor condition.
  if (outcome > 0 && t.hp > 0 && c.locked !== t && canImpose(F, c, t, tech)) impose(F, c, t, tech);
  afterUse(F, c, tech, bit);
}

/**
 * The Desfecho (`techniques.modifiers.desfecho`): technique `i` of `c`, once per fight, rolls Efeito
 * against the target's passive defense instead of its Ataque; a hit drops `t` to 0 PV, and it does
 * not stand this fight.
 */
export function finisher(F: FightState, c: Combatant, t: Combatant, i: number): void {
  const tech = c.f.techniques[i]!;
  const R = F.R;
  F.techniques++;
  c.cosmo = cosmoAfterUse(c.cosmo, tech.cost, false, c.f.piso);
  c.finisherUsed = true;
  c.usedTech = true;
  const against = tech.finisherAgainst ?? 'fortitude';
  const def = against === 'fortitude' ? t.f.fortitude : against === 'reflexos' ? t.f.reflexos : t.f.vontade;
  const nat = d20(F, attackMode(F, c, t, false));
  const total = nat + tech.attack + edge(F, c, t);
  const hit = rollOutcome(nat, total, def, 'efeito', R.ruleset) > 0;
  clash(F, c, t, nat);
  if (F.log) say(F, `${c.name} usa o desfecho de ${tech.name} em ${t.name}: ${nat} + ${total - nat} = ${total} contra ${against === 'fortitude' ? 'Fortitude' : against === 'reflexos' ? 'Reflexos' : 'Vontade'} ${def}, ${hit ? 'acerta' : 'erra'}.`);
  if (hit && c.locked !== t) {
    hurt(F, c, t, t.hp, true);
    t.out = true;
  }
  if (tech.oncePerFight) c.onceUsed |= 1 << i;
}

/** One technique's line in the log. `price` −1: no burn. */
export function logTechnique(F: FightState, c: Combatant, t: Combatant, tech: FighterTechnique, price: number, nat: number, total: number, def: number, end: string): void {
  say(F, `${c.name} usa ${tech.name} em ${t.name}${price >= 0 ? ` (queima: ${price} PV)` : ''}: ${nat} + ${total - nat} = ${total} contra DEF ${def}, ${end}`);
}
