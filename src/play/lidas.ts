/**
 * "Lidas por mim" (Capítulo Cinco, "O mesmo golpe não funciona duas vezes"): the techniques of
 * named enemies the character has already seen — one record per enemy and technique, kept after
 * the fight because a character has Convicções. Against a technique it read, the character adds +2
 * to DEF and the passive defenses (reading twice does not stack). A burned use ignores the mark;
 * an enemy who awakens a Sentido makes all of its techniques unread by those in that fight; an
 * evolved technique is a new one nobody read. The Leitura de Combate (level 2) treats a technique
 * never seen as read for one roll, once per fight.
 *
 * @module
 */
import { produce } from 'immer';
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { bookRuleset, fixedGainsUpTo, type Ruleset } from '../rules/index.js';
import type { Warrior } from '../character/index.js';
import { playIssue } from './issues.js';
import { refuseIfDead, refuseLongName, refusePlay } from './internal.js';
import { PLAY_STATE_LIMITS } from './limits.js';
import type { PlayState } from './state.js';

const key = (t: string) => t.trim().toLocaleLowerCase('pt-BR');
const same = (a: string, b: string) => key(a) === key(b);

function blank(enemy: string, technique: string): Issue[] {
  const issues: Issue[] = [];
  if (typeof enemy !== 'string' || enemy.trim() === '') issues.push(playIssue('lida_blank', ['enemy'], { field: 'inimigo' }));
  if (typeof technique !== 'string' || technique.trim() === '') issues.push(playIssue('lida_blank', ['technique'], { field: 'nome da técnica' }));
  return issues;
}

/**
 * Whether the character has read that technique of that enemy (names compared without case or
 * surrounding spaces). A burned use ignores the mark.
 *
 * @param s - The state.
 * @param enemy - The enemy's name.
 * @param technique - The technique's name.
 * @param options - `burned`: the enemy burned Cosmo in this use.
 * @returns Whether the mark counts now.
 * @example
 * ```ts
 * isLida(comShina, 'Shina', 'Garras do Trovão') //=> true
 * isLida(comShina, 'Shina', 'Garras do Trovão', { burned: true }) //=> false
 * ```
 */
export function isLida(s: PlayState, enemy: string, technique: string, options: { readonly burned?: boolean } = {}): boolean {
  if (options.burned) return false;
  return s.lidas.some((l) => same(l.enemy, enemy) && same(l.technique, technique));
}

/**
 * The bonus the character adds to DEF and the passive defenses against that technique: +2 when
 * read (never more: reading twice does not stack), 0 otherwise or when burned.
 *
 * @param s - The state.
 * @param enemy - The enemy's name.
 * @param technique - The technique's name.
 * @param options - `burned`: the enemy burned Cosmo in this use.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The bonus.
 * @example
 * ```ts
 * lidaBonus(comShina, 'Shina', 'Garras do Trovão') //=> 2
 * ```
 */
export function lidaBonus(s: PlayState, enemy: string, technique: string, options: { readonly burned?: boolean } = {}, ruleset: Ruleset = bookRuleset): number {
  return isLida(s, enemy, technique, options) ? ruleset.combat.lida.bonus : 0;
}

/**
 * Writes a Lida: the character was the target of that technique of a named enemy, or saw it used.
 * Golpes comuns are never read, and figurantes' attacks are golpes: write only named enemies'
 * techniques. Refuses a blank name and a technique already read (reading twice does not stack).
 *
 * @param s - The state.
 * @param enemy - The enemy's name.
 * @param technique - The technique's name.
 * @returns The new state, or a refusal (`lida_blank`, `lida_duplicate`; past what a saved state holds:
 *   `play_name_too_long`, `play_list_full`).
 * @example
 * ```ts
 * unwrap(addLida(startPlay(teo), 'Shina', 'Garras do Trovão')).lidas //=> [{ enemy: 'Shina', technique: 'Garras do Trovão' }]
 * ```
 */
export function addLida(s: PlayState, enemy: string, technique: string): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const issues = blank(enemy, technique);
  if (issues.length) return fail(issues);
  const long = refuseLongName<PlayState>('O nome do inimigo', ['enemy'], enemy) ?? refuseLongName<PlayState>('O nome da técnica', ['technique'], technique);
  if (long) return long;
  if (isLida(s, enemy, technique)) return refusePlay('lida_duplicate', ['technique'], { enemy: enemy.trim(), technique: technique.trim() });
  if (s.lidas.length >= PLAY_STATE_LIMITS.lidas) return refusePlay('play_list_full', ['lidas'], { list: 'Lidas por mim', max: PLAY_STATE_LIMITS.lidas });
  return ok(
    produce(s, (x) => {
      x.lidas.push({ enemy: enemy.trim(), technique: technique.trim() });
    }),
  );
}

/**
 * Erases one Lida (a mistake, or the Mestre's word).
 *
 * @param s - The state.
 * @param enemy - The enemy's name.
 * @param technique - The technique's name.
 * @returns The new state, or `lida_unknown`.
 * @example
 * ```ts
 * unwrap(forgetLida(comShina, 'Shina', 'Garras do Trovão')).lidas //=> []
 * ```
 */
export function forgetLida(s: PlayState, enemy: string, technique: string): Result<PlayState> {
  if (!isLida(s, enemy, technique)) return refusePlay('lida_unknown', ['technique'], { enemy, technique });
  return ok(
    produce(s, (x) => {
      x.lidas = x.lidas.filter((l) => !(same(l.enemy, enemy) && same(l.technique, technique)));
    }),
  );
}

/**
 * The enemy evolved a technique: the evolved one is a new technique, and nobody has read it — the
 * record of the old one goes (the evolution replaces it).
 *
 * @param s - The state.
 * @param enemy - The enemy's name.
 * @param technique - The name of the technique as it was.
 * @returns The new state, or `lida_unknown` when it was not read.
 * @example
 * ```ts
 * unwrap(lidaEvolved(comShina, 'Shina', 'Garras do Trovão')).lidas.length //=> 0
 * ```
 */
export function lidaEvolved(s: PlayState, enemy: string, technique: string): Result<PlayState> {
  return forgetLida(s, enemy, technique);
}

/**
 * The enemy awakened a Sentido in a fight the character is in: every technique of that enemy stops
 * being read by those in that fight — the character's records of that enemy go.
 *
 * @param s - The state.
 * @param enemy - The enemy's name.
 * @returns The new state, or `lida_enemy_unknown` when nothing of that enemy was read.
 * @example
 * ```ts
 * unwrap(lidasAwakened(comShina, 'Shina')).lidas.length //=> 0
 * ```
 */
export function lidasAwakened(s: PlayState, enemy: string): Result<PlayState> {
  if (!s.lidas.some((l) => same(l.enemy, enemy))) return refusePlay('lida_enemy_unknown', ['enemy'], { enemy });
  return ok(
    produce(s, (x) => {
      x.lidas = x.lidas.filter((l) => !same(l.enemy, enemy));
    }),
  );
}

/**
 * Copies the group's Lidas of one enemy into the character's (the success of "Estudar um inimigo":
 * the techniques of that enemy someone in the group already saw count as read by the character
 * too). Those already read are skipped, and so is what a saved state cannot hold (a blank name, a
 * name past `PLAY_STATE_LIMITS.name`, a Lida past `PLAY_STATE_LIMITS.lidas`): the state returned
 * always reads back.
 *
 * @param s - The state.
 * @param enemy - The enemy studied.
 * @param group - The other characters' Lidas.
 * @returns The new state.
 * @example
 * ```ts
 * shareLidas(startPlay(teo), 'Shina', [{ enemy: 'Shina', technique: 'Garras do Trovão' }]).lidas.length //=> 1
 * ```
 */
export function shareLidas(s: PlayState, enemy: string, group: readonly { readonly enemy: string; readonly technique: string }[]): PlayState {
  return produce(s, (x) => {
    const L = PLAY_STATE_LIMITS;
    const fits = (t: string) => t.trim() !== '' && refuseLongName('', [], t) === null;
    for (const l of group) {
      if (!same(l.enemy, enemy) || !fits(l.enemy) || !fits(l.technique)) continue;
      if (x.lidas.some((m) => same(m.enemy, l.enemy) && same(m.technique, l.technique))) continue;
      if (x.lidas.length >= L.lidas) break;
      x.lidas.push({ enemy: l.enemy.trim(), technique: l.technique.trim() });
    }
  });
}

/**
 * The Leitura de Combate (fixed gain of level 2): once per fight, a technique the character never
 * saw, used against them, already counts as read in that roll. The mark is for that roll only:
 * write the Lida afterwards with {@link addLida}, as for any technique seen.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param enemy - The enemy's name.
 * @param technique - The technique's name.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state (the use marked), or a refusal (`leitura_de_combate_unavailable`,
 *   `leitura_de_combate_used`, `leitura_de_combate_already_read`, `play_not_in_fight`).
 * @example
 * ```ts
 * unwrap(useLeituraDeCombate(teo2, inFight, 'Shina', 'Garras do Trovão')).fight?.leituraUsed //=> true
 * ```
 */
export function useLeituraDeCombate(w: Warrior, s: PlayState, enemy: string, technique: string, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const level = 1 + w.levelUps.length;
  const gain = 'leitura_de_combate';
  if (!fixedGainsUpTo(level, ruleset).includes(gain))
    return refusePlay('leitura_de_combate_unavailable', [], { level, gainLevel: ruleset.progression.fixedGains[gain]?.level ?? 0 });
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'A Leitura de Combate' });
  if (s.fight.leituraUsed) return refusePlay('leitura_de_combate_used', ['fight', 'leituraUsed'], {});
  const issues = blank(enemy, technique);
  if (issues.length) return fail(issues);
  if (isLida(s, enemy, technique)) return refusePlay('leitura_de_combate_already_read', ['technique'], { technique });
  return ok(
    produce(s, (x) => {
      x.fight!.leituraUsed = true;
    }),
  );
}
