/**
 * The round and the turn (Cap. 5): the opening strike of a surprise, the Iniciativa and the
 * order, the start of a turn (the reaction, the Levantar, the Cosmo clock, the Centelhas), the end
 * of a turn (conditions rolled again), the Guerra dos Mil Dias' clock, and the fight to its end.
 *
 * @module
 */
import { rollOutcome } from '../../dice/index.js';
import { clockGain } from '../../rules/index.js';
import { defenseLabel, defenseOf, edge, golpe } from './attack.js';
import { iceGone, refresh, standUp } from './conditions.js';
import { centelha, enterSetimo } from './cosmo.js';
import { hurt } from './damage.js';
import { rise } from './falling.js';
import { act, target } from './choose.js';
import { alliesAfterControllers, respond, soloBoss } from './group.js';
import { NO_CONDITIONS, beaten, d, d20, gainCosmo, say, type Combatant, type FightState } from './state.js';

/** Start of turn: the reaction, the Levantar, the clock, the elite's Sétimo. False: skips its turn. */
export function startTurn(F: FightState, c: Combatant): boolean {
  F.turn++;
  c.reaction = true;
  // "Exige carregar": charged when its turn before had no technique (the first turn has no turn before).
  c.charged = c.turns > 0 && !c.usedTech;
  c.usedTech = false;
  c.turns++;
  c.gainedThisTurn = false;
  if (c.conds.length > 0) standUp(F, c);
  if (c.hp <= 0 && !rise(F, c)) return false;
  const clock = clockGain(F.round, F.R.ruleset);
  if (clock > 0) gainCosmo(F, c, clock);
  if (c.f.setimo === 'livre' && c.step === 0) enterSetimo(F, c, 'domina o Cosmo e');
  if (c.f.centelhas > 0) centelhas(F, c);
  if (c.noReact) c.reaction = false;
  return true;
}

/** The Centelhas of the round (kept out of the hot start of the turn). */
export function centelhas(F: FightState, c: Combatant): void {
  for (let k = 0; k < c.f.centelhas; k++) centelha(F, c);
}

/**
 * The end of `c`'s turn with conditions: the damage at the end of the turn (Queimando), then the
 * one who imposed each condition rolls again; a miss ends it (a strong one is then not imposed
 * again by the same technique). A condition whose imposer is down ends (nobody rolls it).
 */
export function endTurn(F: FightState, c: Combatant): void {
  const R = F.R;
  for (let i = 0; i < c.conds.length && c.hp > 0; i++) {
    const a = c.conds[i]!;
    if (a.cond.endOfTurnDamageSides > 0) {
      let dmg = 0;
      for (let g = 0; g < a.tech.grau; g++) dmg += d(F, a.cond.endOfTurnDamageSides);
      if (F.log) say(F, `${c.name} sofre ${dmg} de dano de ${a.cond.name}.`);
      hurt(F, a.from, c, dmg, true);
    }
  }
  if (!R.rerollConditions) return;
  let changed = false;
  for (let i = c.conds.length - 1; i >= 0; i--) {
    const a = c.conds[i]!;
    // Its own (a limitation's) end by their own rule, not by a roll.
    if (a.from === c) continue;
    let ends = a.from.hp <= 0;
    if (!ends) {
      // The same Rolagem de Efeito again, so the Sentido's step counts as in the first one: "um
      // degrau acima: você tem Vantagem nos ataques e nas Rolagens de Efeito contra ele, e ele tem
      // Desvantagem contra você" (seed, Capítulo Quatro, "A diferença de Sentido").
      const nat = d20(F, a.from.step > c.step ? 1 : a.from.step < c.step ? -1 : 0);
      const total = nat + a.tech.attack + edge(F, a.from, c);
      const def = defenseOf(F, c, a.tech);
      ends = rollOutcome(nat, total, def, 'efeito', R.ruleset) === 0;
      if (F.log) say(F, `${a.from.name} rola de novo ${a.cond.name} em ${c.name}: ${nat} + ${total - nat} = ${total} contra ${defenseLabel(a.tech)} ${def}, ${ends ? 'erra' : 'mantém'}.`);
    }
    if (ends) {
      c.conds.splice(i, 1);
      changed = true;
      if (a.tech.breakable && c.iceHp > 0) iceGone(F, c);
      if (a.cond.grade === 'forte' && R.forteOnce) {
        if (c.immune === NO_CONDITIONS) c.immune = [];
        c.immune.push(a);
      }
      if (F.log) say(F, `${c.name} se livra de ${a.cond.name}.`);
    }
  }
  if (changed) refresh(F, c);
}

/** "Volta contra você": the turn after a missed Rolagem de Efeito is lost. */
export function loseTurn(F: FightState, c: Combatant): void {
  c.lostTurn = false;
  if (F.log) say(F, `${c.name} perde o turno: a técnica voltou contra ele.`);
}

/** A condition takes its action (Atordoado, Paralisado…). */
export function skipAction(F: FightState, c: Combatant): void {
  if (F.log) say(F, `${c.name} não age (${c.conds.map((x) => x.cond.name).join(', ')}).`);
}

/**
 * The opening strike of a side that took the other by surprise (Cap. 5, "Surpresa: o golpe de
 * abertura"): before the Iniciativa, each of its fighters strikes its target once — a golpe comum
 * with Vantagem (none against Briga de Rua), the target without reaction until its first turn.
 * With `golpeComumOnly` off (a house rule) the opener takes its whole action instead.
 */
export function opening(F: FightState, side: number): void {
  const R = F.R;
  const s = F.sides[side]!;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c.hp <= 0) continue;
    const t = target(F, c);
    if (!t) return;
    if (F.log) say(F, `${c.name} pega ${t.name} de surpresa: golpe de abertura.`);
    if (R.openingNoReaction) t.reaction = false;
    c.advantage = R.openingAdvantage && t.f.noOpeningVantagem !== true;
    if (R.openingGolpeOnly) golpe(F, c, t, 1);
    else act(F, c);
    c.advantage = false;
  }
}

/** The Iniciativa: 1d20 + the bonus, ties to the higher DES; a side fixed to act first goes before the other; allies after their controllers. */
function initiativeOrder(F: FightState, firstSide: number): Combatant[] {
  const all = F.all;
  for (let i = 0; i < all.length; i++) all[i]!.initRoll = d(F, F.R.ruleset.resolution.test.die) + all[i]!.f.initiative;
  // Insertion sort (stable): higher roll first, ties to the higher DES.
  const order: Combatant[] = [];
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!;
    let j = order.length;
    while (j > 0 && goesBefore(c, order[j - 1]!, firstSide)) j--;
    order.splice(j, 0, c);
  }
  if (F.allies) alliesAfterControllers(F, order);
  if (F.log) say(F, `Iniciativa: ${order.map((c) => `${c.name} tirou ${c.initRoll}`).join(', ')}${order.length > 1 ? ' — agem nessa ordem' : ''}.${firstSide >= 0 ? ` O lado ${firstSide === 0 ? 'A' : 'B'} age primeiro.` : ''}`);
  return order;
}

/** The winner when a side is beaten (0 or 1, −1 both), else −2: the fight goes on. */
function decided(F: FightState): number {
  const b0 = beaten(F, 0);
  const b1 = beaten(F, 1);
  return b0 || b1 ? (b0 && b1 ? -1 : b0 ? 1 : 0) : -2;
}

/** The Guerra dos Mil Dias at the end of a round: one segment per locked round; at the last, both fall for good. */
function milDiasSegment(F: FightState): void {
  const all = F.all;
  for (let k = 0; k < all.length; k++) {
    const c = all[k]!;
    const p = c.locked;
    if (!p || c.side !== 0) continue;
    if (p.locked !== c || p.hp <= 0 || c.hp <= 0) {
      c.locked = null;
      if (p.locked === c) p.locked = null;
      continue;
    }
    c.milDiasClock++;
    if (c.milDiasClock >= F.R.segments) {
      c.hp = 0;
      p.hp = 0;
      c.out = true;
      p.out = true;
      // A casca is an armor already dead: it cannot die again.
      if (c.f.armorDef > 0 && c.f.cascaPieces === 0 && !c.armorDead) F.armorsKilled++;
      if (p.f.armorDef > 0 && p.f.cascaPieces === 0 && !p.armorDead) F.armorsKilled++;
      F.milDias = true;
      if (F.log) say(F, `A Guerra dos Mil Dias se completa: ${c.name} e ${p.name} caem, e as duas armaduras morrem.`);
    }
  }
}

/**
 * The fight to its end: the opening strike of a surprise, the Iniciativa, then rounds of turns until
 * a side is beaten, the Guerra dos Mil Dias ends it, or the round cap (a draw).
 *
 * @returns The winner: 0, 1, or −1 (a draw).
 */
export function playFight(F: FightState, maxRounds: number, firstSide: number, surprise: number): number {
  if (surprise >= 0) opening(F, surprise);
  const order = initiativeOrder(F, firstSide);
  let winner = -2;
  while (winner === -2) {
    F.round++;
    if (F.round > maxRounds) {
      F.round = maxRounds;
      winner = -1;
      if (F.log) say(F, `Fim do tempo: ${maxRounds} rodadas, empate.`);
      break;
    }
    if (F.log) say(F, `— Rodada ${F.round} —`);
    // Each turn: start (false: it cannot act), act (or not), the end of the turn, the lone boss's answer.
    for (let k = 0; k < order.length; k++) {
      const c = order[k]!;
      if (!startTurn(F, c)) continue;
      if (c.skip) skipAction(F, c);
      else if (c.lostTurn) loseTurn(F, c);
      else act(F, c);
      if (c.conds.length > 0) endTurn(F, c);
      const boss = soloBoss(F, 1 - c.side);
      if (boss && boss !== c && c.f.ally !== true && c.f.divine?.ownGod !== true) respond(F, boss, c);
      winner = decided(F);
      if (winner !== -2) break;
    }
    if (winner !== -2) break;
    milDiasSegment(F);
    if (F.milDias) winner = decided(F);
  }
  if (F.log && winner >= 0) say(F, `Vence o lado ${winner === 0 ? 'A' : 'B'} em ${F.round} rodadas.`);
  return winner;
}

/** `c` acts before `x`: its side is fixed to act first, or (same group) a higher Iniciativa, ties to the higher DES. */
function goesBefore(c: Combatant, x: Combatant, firstSide: number): boolean {
  if (firstSide >= 0 && c.side !== x.side) return c.side === firstSide;
  return x.initRoll < c.initRoll || (x.initRoll === c.initRoll && x.f.des < c.f.des);
}
