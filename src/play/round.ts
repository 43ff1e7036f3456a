/**
 * A round of play: what the rules apply at the start of a turn — the Cosmo clock (+1 from the
 * second round), an elite's free Sétimo, the Centelhas received — each one a named pure function
 * that the ficha in play ({@link newRound}) and the fight simulator both call.
 *
 * Book: seed › Capítulo Quatro, table "O Cosmo": "Começo de cada turno seu, a partir da segunda
 * rodada: +1"; FACTS.md › Cosmo: "Elite … enters the Sétimo at the start of any of its turns, no
 * action"; "Centelhas … receiver +1 Cosmo, +1 Teto to end of fight".
 *
 * @module
 */
import { produce } from 'immer';
import { bookRuleset, clockGain, type Ruleset } from '../rules/index.js';
import type { Warrior } from '../character/index.js';
import { ok, type Result } from '../issues/index.js';
import { receiveCentelha } from './centelhas.js';
import { refuseIfDead, refuseOverCount, refusePlay } from './internal.js';
import { PLAY_STATE_LIMITS } from './limits.js';
import { playNumbers, type PlayState } from './state.js';

/**
 * Whether a warrior of this Posto enters the Sétimo for free at the start of a turn: the elite
 * (Ouro, General Marina, Juiz, Guerreiro Deus) "enters the Sétimo at the start of any of its turns,
 * no action, until the end of the fight" (`cosmo.elite.entersSetimo`). A Bronze or Prata never
 * does (the Sétimo mastered still asks for the Cosmo at the Teto: {@link enterSetimo}).
 *
 * @param posto - The warrior's Posto.
 * @param sentido - The Sentido it is in now (already in the Sétimo or above: nothing to enter).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns Whether the turn puts it in the Sétimo.
 * @example
 * ```ts
 * freeSetimoAtTurnStart('elite', 'sexto') //=> true
 * freeSetimoAtTurnStart('bronze', 'sexto') //=> false
 * ```
 */
export function freeSetimoAtTurnStart(posto: string, sentido: string, ruleset: Ruleset = bookRuleset): boolean {
  const E = ruleset.cosmo.elite.entersSetimo;
  if (posto !== 'elite' || !E.atStartOfAnyTurn || E.costsAction) return false;
  const step = (id: string) => ruleset.cosmo.sentidos.find((x) => x.id === id)?.step ?? 0;
  return step(sentido) < step('setimo');
}

/**
 * Options of {@link newRound}.
 *
 * @example
 * ```ts
 * const o: NewRoundOptions = { centelhas: 1, eliteSetimo: false };
 * ```
 */
export interface NewRoundOptions {
  /** Centelhas received at the start of this turn (each: +1 Cosmo, +1 Teto up to the max per fight); at most `PLAY_STATE_LIMITS.centelhasPerRound`. */
  readonly centelhas?: number;
  /** An elite takes its free Sétimo (default: yes — "quando quiser"; `false` to stay in the Sexto). */
  readonly eliteSetimo?: boolean;
}

/**
 * A new round of the fight, and the start of the character's turn in it: the round advances, the
 * Centelha of this round can be sent again, then — in this order — an elite enters its free Sétimo
 * ({@link freeSetimoAtTurnStart}; the Teto +2 comes with it), the clock adds its Cosmo
 * ({@link clockGain}, never above the Teto), and each Centelha received adds its Cosmo and Teto
 * ({@link receiveCentelha}). The clock runs even at 0 PV (the estado de Buda acts while down; a
 * stand goes to the Teto anyway).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param options - Centelhas received; whether an elite takes its free Sétimo.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The state at the next round, or a refusal (outside a fight, dead, bad amount; `play_count_over`
 *   past the rounds or the Centelhas a saved state counts).
 * @example
 * ```ts
 * const r2 = unwrap(newRound(teo, unwrap(beginFight(teo, startPlay(teo)))));
 * r2.fight?.round //=> 2
 * r2.cosmo //=> 3   (2 + 1 of the clock)
 * ```
 */
export function newRound(w: Warrior, s: PlayState, options: NewRoundOptions = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'Uma nova rodada' });
  const centelhas = options.centelhas ?? 0;
  if (!Number.isInteger(centelhas) || centelhas < 0 || centelhas > PLAY_STATE_LIMITS.centelhasPerRound) return refusePlay('play_amount_invalid', ['centelhas'], { field: 'centelhas', value: centelhas, min: 0, max: PLAY_STATE_LIMITS.centelhasPerRound });
  const round = s.fight.round + 1;
  const over = refuseOverCount<PlayState>('A rodada da luta', ['fight', 'round'], round);
  if (over) return over;
  const setimo = options.eliteSetimo !== false && freeSetimoAtTurnStart(w.posto, s.sentido, ruleset);
  const next = produce(s, (x) => {
    x.fight!.round = round;
    x.fight!.centelhaSentThisRound = false;
    if (setimo) x.sentido = 'setimo';
  });
  const { teto } = playNumbers(w, next, ruleset);
  let out = produce(next, (x) => {
    x.cosmo = Math.max(x.cosmo, Math.min(teto, x.cosmo + clockGain(round, ruleset)));
  });
  for (let i = 0; i < centelhas; i++) {
    const r = receiveCentelha(w, out, ruleset);
    if (!r.ok) return r;
    out = r.value;
  }
  return ok(out);
}
