/**
 * Centelhas — the Cosmo you send (Capítulo Quatro): 3 per session, one per round without an
 * action, at any distance, to an ally who is fighting. The receiver gets +1 Cosmo, +1 Teto until
 * the end of the fight (at most +3 per fight) and Vantagem on the next attack; sending costs the
 * sender 1 Cosmo if the sender is fighting too.
 *
 * @module
 */
import { produce } from 'immer';
import { ok, type Result } from '../issues/index.js';
import { bookRuleset, type Ruleset } from '../rules/index.js';
import type { Warrior } from '../character/index.js';
import { refuseIfDead, refuseOverCount, refusePlay } from './internal.js';
import { playNumbers, type PlayState } from './state.js';

/**
 * How many Centelhas the character still has this session.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns Centelhas left (never negative).
 * @example
 * ```ts
 * centelhasLeft(teo, startPlay(teo)) //=> 3
 * ```
 */
export function centelhasLeft(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): number {
  return Math.max(0, playNumbers(w, s, ruleset).centelhasPerSession - s.centelhasSent);
}

/**
 * Sends a Centelha (no action, any distance, even from another scene or while fallen). Refuses the
 * fourth of the session, a second one in the same round of the sender's fight, and a sender in a
 * fight without the Cosmo to pay it. Only the sender's side: give the ally's state to
 * {@link receiveCentelha}.
 *
 * @param w - The sender.
 * @param s - The sender's state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sender's new state, or a refusal (`centelha_none_left`, `centelha_already_this_round`, `centelha_sender_no_cosmo`).
 * @example
 * ```ts
 * unwrap(sendCentelha(teo, startPlay(teo))).centelhasSent //=> 1
 * ```
 */
export function sendCentelha(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const C = ruleset.cosmo.centelhas;
  // The book's, plus a relic in Sintonia that gives more (the Objeto de um deus: +1).
  const perSession = playNumbers(w, s, ruleset).centelhasPerSession;
  if (s.centelhasSent >= perSession) return refusePlay('centelha_none_left', ['centelhasSent'], { sent: s.centelhasSent, perSession });
  if (s.fight) {
    if (s.fight.centelhaSentThisRound) return refusePlay('centelha_already_this_round', ['fight', 'centelhaSentThisRound'], { perRound: C.perRound });
    if (s.cosmo < C.senderCostIfFighting) return refusePlay('centelha_sender_no_cosmo', ['cosmo'], { cosmo: s.cosmo, cost: C.senderCostIfFighting });
  }
  return ok(
    produce(s, (x) => {
      x.centelhasSent += 1;
      if (x.fight) {
        x.cosmo -= C.senderCostIfFighting;
        x.fight.centelhaSentThisRound = true;
      }
    }),
  );
}

/**
 * Receives a Centelha in a fight: +1 Cosmo and +1 Teto until the end of the fight (the Teto stops
 * rising after +3 in the same fight; the Cosmo still comes, up to the Teto). The Vantagem on the
 * next attack is the caller's to apply (`ruleset.cosmo.centelhas.advantageOnNextAttack`); a
 * receiver at 0 PV may then stand at once with {@link levantar}.
 *
 * @param w - The receiver.
 * @param s - The receiver's state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The receiver's new state, or a refusal (`centelha_receiver_not_fighting`; `play_count_over` past
 *   the Centelhas a saved state counts).
 * @example
 * ```ts
 * const inFight = unwrap(beginFight(teo, startPlay(teo)));
 * unwrap(receiveCentelha(teo, inFight)).cosmo //=> 3
 * ```
 */
export function receiveCentelha(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (!s.fight) return refusePlay('centelha_receiver_not_fighting', ['fight'], {});
  const over = refuseOverCount<PlayState>('As Centelhas recebidas nesta luta', ['fight', 'centelhasReceived'], s.fight.centelhasReceived + 1);
  if (over) return over;
  const got = produce(s, (x) => {
    x.fight!.centelhasReceived += 1;
  });
  const { teto } = playNumbers(w, got, ruleset);
  return ok(
    produce(got, (x) => {
      x.cosmo = Math.max(x.cosmo, Math.min(teto, x.cosmo + ruleset.cosmo.centelhas.cosmo));
    }),
  );
}
