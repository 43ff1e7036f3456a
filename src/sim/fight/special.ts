/**
 * Special fighters' moves: the Agulha Escarlate (a technique with Marca and Desfecho) and
 * breaking a friend out of a breakable condition ("pode ser quebrado", the ice).
 *
 * @module
 */
import { rollOutcome } from '../../dice/index.js';
import { cosmoAfterUse } from '../../technique/index.js';
import type { FighterTechnique } from '../fighter.js';
import { marksBy } from '../golpes.js';
import { refresh } from './conditions.js';
import { NO_CONDITIONS, d, d20, say, type Combatant, type FightState } from './state.js';
import { DESFECHO, TECNICA } from './policy.js';
import { afterUse, allowed, blocked, expected } from './technique.js';

/**
 * The technique with Marca and Desfecho (the Agulha Escarlate) while its Desfecho is to come: it
 * takes the big one's place (unless the big one paid now is expected to finish the target); with
 * the marks on the target, the Desfecho. Returns the choice ({@link TECNICA} or {@link DESFECHO},
 * its index in `F.choiceIndex`), or −1: the book's policy goes on.
 */
export function needleChoice(F: FightState, c: Combatant, t: Combatant, big: FighterTechnique | null, bigBlocked: boolean): number {
  const f = c.f;
  const mi = f.markIndex!;
  if (!allowed(F, c, mi)) return -1;
  const x = f.techniques[mi]!;
  const finishes = big !== null && !bigBlocked && big.cost <= c.cosmo && expected(F, big, 0, t) >= t.hp;
  if (x.cost > c.cosmo || finishes || (f.limited && blocked(F, c, x, 1 << mi))) return -1;
  F.choiceIndex = mi;
  F.choiceBurn = 0;
  return marksBy(t.marks, c) >= (x.finisherMarks ?? 0) ? DESFECHO : TECNICA;
}

/**
 * "Pode ser quebrado": a friend of `c` is inside a breakable condition; `c` spends its action on
 * the effect (DEF `iceDef`) — the cheapest damage technique it can pay for whose average breaks it
 * at once, else its golpes comuns. False when no friend needs it.
 */
export function breakIce(F: FightState, c: Combatant): boolean {
  const own = F.sides[c.side]!;
  let friend: Combatant | null = null;
  for (let i = 0; i < own.length; i++) if (own[i] !== c && own[i]!.iceHp > 0) friend = own[i]!;
  if (friend === null) return false;
  const f = c.f;
  let pick = -1;
  for (let i = 0; i < f.techniques.length; i++) {
    const x = f.techniques[i]!;
    if (x.cost <= c.cosmo && x.average >= friend.iceHp && allowed(F, c, i) && !(f.limited && blocked(F, c, x, 1 << i)) && (pick < 0 || x.cost < f.techniques[pick]!.cost)) pick = i;
  }
  let dealt = 0;
  if (pick >= 0) {
    const x = f.techniques[pick]!;
    F.techniques++;
    c.cosmo = cosmoAfterUse(c.cosmo, x.cost, false, f.piso);
    c.usedTech = true;
    const nat = d20(F, 0);
    if (rollOutcome(nat, nat + x.attack, friend.iceDef, 'ataque', F.R.ruleset) > 0) {
      dealt = x.flat;
      for (let k = 0; k < x.points; k++) dealt += d(F, x.die);
    }
    if (x.oncePerFight || x.selfDamageSides > 0 || x.selfCondition !== null) afterUse(F, c, x, 1 << pick);
  } else {
    for (let g = 0; g < f.golpes; g++) {
      const nat = d20(F, 0);
      if (rollOutcome(nat, nat + f.attack, friend.iceDef, 'ataque', F.R.ruleset) > 0) dealt += Math.max(0, f.golpeBonus + d(F, f.golpeDie));
    }
  }
  friend.iceHp = Math.max(0, friend.iceHp - dealt);
  if (F.log) say(F, `${c.name} golpeia o efeito que prende ${friend.name}: ${dealt} de dano${friend.iceHp > 0 ? ` (faltam ${friend.iceHp})` : ', e ele se quebra'}.`);
  if (friend.iceHp === 0) {
    F.iceCount--;
    for (let i = friend.conds.length - 1; i >= 0; i--) {
      const a = friend.conds[i]!;
      if (!a.tech.breakable) continue;
      friend.conds.splice(i, 1);
      if (a.cond.grade === 'forte' && F.R.forteOnce) {
        if (friend.immune === NO_CONDITIONS) friend.immune = [];
        friend.immune.push(a);
      }
    }
    refresh(F, friend);
  }
  return true;
}
