/**
 * Group fights (Cap. 10 and Cap. 11): the lone boss who answers every character's turn
 * (Sozinho contra muitos) and the combat allies acting right after their controllers.
 *
 * @module
 */
import { reachesBuda } from '../divine.js';
import { golpe } from './attack.js';
import { target } from './choose.js';
import { say, type Combatant, type FightState } from './state.js';
import { blocked, technique } from './technique.js';

/**
 * Sozinho contra muitos: the lone boss answers the character who just acted — "not while the boss is
 * down or losing its turn" (SIMULATOR.md second edition, Group fights): a stun, a paralysis, or a
 * technique that turned against it ("volta contra você") until its next turn.
 */
export function respond(F: FightState, boss: Combatant, who: Combatant): void {
  if (boss.hp <= 0 || boss.skip || boss.lostTurn) return;
  const t = who.hp > 0 && !who.unreachable && !(who.buda && !reachesBuda(boss.f)) ? who : target(F, boss);
  if (!t) return;
  // The damage technique with the fewest damage points, never the Golpe do Assento (SIMULATOR.md
  // second edition, Group fights); only its damage, and no Cosmo (`free`).
  const techs = boss.f.techniques;
  let cheapest = -1;
  for (let i = 0; i < techs.length; i++)
    if ((cheapest < 0 || techs[i]!.points < techs[cheapest]!.points) && techs[i]!.golpeDoAssento !== true && !(boss.f.limited && blocked(F, boss, techs[i]!, 1 << i))) cheapest = i;
  if (F.log) say(F, `${boss.name} responde a ${t.name}.`);
  if (cheapest >= 0) technique(F, boss, t, cheapest, 0, true);
  else {
    const reaction = boss.reaction;
    golpe(F, boss, t);
    boss.reaction = reaction;
  }
}

/** The lone boss of side `side` who answers every character's turn (Sozinho contra muitos, Cap. 10), or null. */
export function soloBoss(F: FightState, side: number): Combatant | null {
  // "Todo inimigo com pelo menos uma Convicção que luta sozinho contra dois ou mais
  // personagens" (Cap. 10): enemies answer, characters do not — the second side is the enemies.
  if (!F.solo || side !== 1) return null;
  const s = F.sides[side]!;
  const o = F.sides[1 - side]!;
  if (F.allies || F.divine) return soloBossAmong(F, s, o);
  if (o.length < F.R.soloMinChars) return null;
  // "Se a escolta de um chefe cai e ele fica sozinho diante de dois ou mais personagens, a
  // resposta começa ali" (Cap. 10, Vários contra vários): the only one of its side standing.
  let b: Combatant | null = s.length === 1 ? s[0]! : null;
  if (!b) {
    for (let i = 0; i < s.length; i++) {
      if (s[i]!.hp <= 0) continue;
      if (b) return null;
      b = s[i]!;
    }
    if (!b) return null;
  }
  // Decided once, at the start, by the number of characters (above): from then on the boss answers
  // after the turn of every character still in the fight, even with fewer than two standing
  // (SIMULATOR.md second edition; the first stopped below two standing).
  return b.f.conviccoes < F.R.soloMinConv ? null : b;
}

/**
 * {@link soloBoss} with combat allies or gods: a combat ally does not count as a character, nor
 * does the characters' own god ("o deus inimigo não responde ao turno dele"); a god answers each
 * character's turn as a boss whatever its Convicções ("Contra muitos: responde depois do turno de
 * cada personagem, como um chefe", Cap. 10).
 */
export function soloBossAmong(F: FightState, s: readonly Combatant[], o: readonly Combatant[]): Combatant | null {
  let b: Combatant | null = null;
  for (let i = 0; i < s.length; i++) {
    if (s[i]!.hp <= 0 && s.length > 1) continue;
    if (b) return null;
    b = s[i]!;
  }
  if (!b) return null;
  if (b.f.conviccoes < F.R.soloMinConv && b.f.divine?.god === undefined) return null;
  let chars = 0;
  let inFight = 0;
  for (let i = 0; i < o.length; i++) {
    const f = o[i]!.f;
    if (f.ally === true || f.divine?.ownGod === true) continue;
    chars++;
    if (o[i]!.hp > 0) inFight++;
  }
  return chars >= F.R.soloMinChars && inFight >= F.R.soloMinChars ? b : null;
}

/** Each combat ally acts right after its controller: the nearest fighter before it in its side that is no ally (Cap. 11). */
export function alliesAfterControllers(F: FightState, order: Combatant[]): void {
  for (let side = 0; side < 2; side++) {
    const s = F.sides[side]!;
    for (let i = 1; i < s.length; i++) {
      const ally = s[i]!;
      if (ally.f.ally !== true) continue;
      let k = i - 1;
      while (k >= 0 && s[k]!.f.ally === true) k--;
      if (k < 0) continue;
      const controller = s[k]!;
      order.splice(order.indexOf(ally), 1);
      let at = order.indexOf(controller) + 1;
      // After the controller and the allies already placed behind it.
      while (at < order.length && order[at]!.f.ally === true && order[at]!.side === side) at++;
      order.splice(at, 0, ally);
    }
  }
}
