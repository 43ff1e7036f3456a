/**
 * The attack (Cap. 5): the d20's Vantagem and Desvantagem, the domínio and the Hierarquia, the
 * Lida, the Guerra dos Mil Dias' clash, the defense a roll is against, and the golpe comum.
 *
 * @module
 */
import { rollOutcome } from '../../dice/index.js';
import { damageThroughArmor } from '../../armor/index.js';
import type { FighterTechnique } from '../fighter.js';
import { aparar, blocks, canParryGolpe, cascaStruck, elmoHolds } from './armor.js';
import { spendOneAttack } from './conditions.js';
import { hurt, reflect } from './damage.js';
import { twoStepsBelow } from './gods.js';
import { PARRY_SHARE } from './policy.js';
import { d, d20, gainCosmo, say, type Combatant, type FightState } from './state.js';

/** The attack roll's modifiers between two fighters: [bonus, advantage(+1)/disadvantage(−1)/none(0)]. */
export function edge(F: FightState, a: Combatant, t: Combatant): number {
  let bonus = 0;
  const R = F.R;
  if (a.step === t.step && a.step === R.setimoStep && a.f.elite !== t.f.elite && !a.noDominio && !t.noDominio) bonus += a.f.elite ? R.dominio : -R.dominio;
  if (!a.f.elite && !t.f.elite) {
    if (a.f.postoRank === 1 && t.f.postoRank === 0) bonus += R.hierBonus;
    else if (a.f.postoRank === 0 && t.f.postoRank === 1) bonus -= R.hierPenalty;
  }
  // Constelação viva: "enquanto você estiver no Sétimo, +1 no acerto" — while the armor lives.
  if (a.setimoAcerto !== 0 && a.step > 0 && !a.shattered) bonus += a.setimoAcerto;
  return bonus;
}

/** Vantagem (+1), Desvantagem (−1) or neither (0) of `c`'s attack on `t`; spends a Centelha's Vantagem. */
export function attackMode(F: FightState, c: Combatant, t: Combatant, disadvantage: boolean): number {
  const adv = c.step > t.step || c.advantage || t.attAdv || c.blessedAdvantage;
  const dis = disadvantage || c.step < t.step || c.attDis;
  c.advantage = false;
  // Conditions that last one attack (Desprevenido on the target, Ofuscado on the attacker).
  if ((c.attDis || t.attAdv) && (c.conds.length > 0 || t.conds.length > 0)) {
    spendOneAttack(F, c, true);
    spendOneAttack(F, t, false);
  }
  return adv === dis ? 0 : adv ? 1 : -1;
}

/**
 * The Lida bonus `t` gets against `c`'s technique `bit`: the technique was seen in this fight
 * ("O mesmo golpe não funciona duas vezes", Cap. 4), and `t` reads — a combat ally does not
 * (tables/11-aliados.md, "Sem Convicção, não lê técnicas").
 */
export function lidaBonus(F: FightState, c: Combatant, t: Combatant, bit: number): number {
  return (c.read & bit) !== 0 && t.f.ally !== true ? F.R.lida : 0;
}

/**
 * The Guerra dos Mil Dias: two in the same Sentido (the Sétimo or above) using techniques on each
 * other in the same round, with the same natural d20 in the clash range.
 */
export function clash(F: FightState, c: Combatant, t: Combatant, nat: number): void {
  if (F.divine && (c.f.divine?.god !== undefined || t.f.divine?.god !== undefined)) nat = 0;
  if (c.step > 0 && c.step === t.step && t.techRound === F.round && t.techTarget === c && t.techNatural === nat && nat >= F.R.clashMin && nat <= F.R.clashMax && c.locked === null && t.locked === null) {
    c.locked = t;
    t.locked = c;
    c.milDiasClock = 0;
    if (F.log) say(F, `Os dois d20 mostram ${nat}: ${c.name} e ${t.name} travam na Guerra dos Mil Dias.`);
  }
  c.techRound = F.round;
  c.techTarget = t;
  c.techNatural = nat;
}

/** The defense a technique rolls against: the DEF or a passive defense. */
export function defenseOf(F: FightState, t: Combatant, tech: FighterTechnique): number {
  return tech.against === 'DEF' ? t.def : tech.against === 'fortitude' ? t.f.fortitude : tech.against === 'reflexos' ? t.f.reflexos : t.f.vontade;
}

/** The golpe comum action (`count` golpes: default the fighter's golpes per action). */
export function golpe(F: FightState, c: Combatant, t: Combatant, count: number = c.f.golpes): void {
  const f = c.f;
  let gained = false;
  for (let g = 0; g < count && t.hp > 0 && c.hp > 0; g++) {
    let def = t.def;
    let blocked = false;
    if (blocks(F, t)) {
      t.reaction = false;
      blocked = true;
      def += t.f.bloquear;
    }
    const nat = d20(F, attackMode(F, c, t, false));
    const total = nat + f.attack + edge(F, c, t);
    let outcome = rollOutcome(nat, total, def, 'ataque', F.R.ruleset);
    if (F.divine && outcome > 0 && twoStepsBelow(c, t, nat, F.R)) outcome = 0;
    if (outcome === 0) {
      if (F.log) say(F, `${c.name} dá um golpe comum em ${t.name}: ${nat} + ${total - nat} = ${total} contra DEF ${def}, erra.`);
      if (blocked && t.pieces > 0) cascaStruck(F, t, false, false);
      continue;
    }
    // Paralisado: a golpe that hits is a critical.
    let crit = outcome === 2 || t.meleeCrit;
    if (crit && t.elmo > 0) crit = elmoHolds(F, t);
    const dice = crit ? F.R.critDice : 1;
    let dmg = f.golpeBonus;
    for (let i = 0; i < dice; i++) dmg += d(F, f.golpeDie);
    if (dmg < 0) dmg = 0;
    // Couraça grossa and the like: only while the armor lives (a casca or a shattered one has none).
    const armor = t.shattered ? null : t.f.damageArmor;
    const rolled = dmg;
    if (armor !== null) dmg = damageThroughArmor(armor, 'golpe_comum', dmg, t.f.grau, F.R.ruleset);
    const through = dmg;
    let parried = false;
    if (canParryGolpe(F, c, t) && (dmg >= PARRY_SHARE * t.maxHp || dmg >= t.hp)) {
      parried = true;
      dmg = aparar(F, t, dmg);
    }
    if (F.log)
      say(F, 
        `${c.name} dá um golpe comum em ${t.name}: ${nat} + ${total - nat} = ${total} contra DEF ${def}, acerta${crit ? ' (crítico)' : ''}${parried ? `; ${t.name} apara` : ''}: ${dmg} de dano${through !== rolled ? ` (${rolled} rolados, a armadura segura ${rolled - through})` : ''}.`,
      );
    if (t.pieces > 0) cascaStruck(F, t, crit, false);
    hurt(F, c, t, dmg, false);
    gained = true;
    // Espinhos: once per turn, the attacker whose golpe comum hit takes its damage back.
    if (t.f.reflectOnGolpe.length > 0 && !t.shattered && t.spinesTurn !== F.turn) {
      t.spinesTurn = F.turn;
      reflect(F, t, c, t.f.reflectOnGolpe);
    }
  }
  if (gained && !c.gainedThisTurn) {
    c.gainedThisTurn = true;
    gainCosmo(F, c, F.R.cosmoOnHit);
  }
}

/** The name of the defense a technique rolls against (for the log). */
export function defenseLabel(tech: FighterTechnique): string {
  return tech.against === 'DEF' ? 'DEF' : tech.against === 'fortitude' ? 'Fortitude' : tech.against === 'reflexos' ? 'Reflexos' : 'Vontade';
}
