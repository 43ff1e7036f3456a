/**
 * Mutation tests (issue 29) for src/play/round.ts: the refusals of a new round (codes, paths and
 * params) and the elite's free Sétimo (seed › A elite).
 */
import { describe, expect, it } from 'vitest';
import { beginFight, freeSetimoAtTurnStart, newRound, startPlay, type PlayState, type Result } from '../../src/index.js';
import { must, teo, K } from '../fixtures/teo.js';

const fight = (s: PlayState = startPlay(teo)) => must(beginFight(teo, s));
const issues = <T>(r: Result<T>) => {
  expect(r.ok).toBe(false);
  return r.issues.map((i) => ({ code: i.code, path: i.path, params: i.params }));
};

describe('newRound refusals: code, path and params (play_not_in_fight, play_amount_invalid, play_count_over)', () => {
  it('outside a fight: play_not_in_fight at fight, naming the action', () => {
    expect(issues(newRound(teo, startPlay(teo)))).toEqual([{ code: 'play_not_in_fight', path: ['fight'], params: { action: 'Uma nova rodada' } }]);
  });
  it('Centelhas not a whole number from 0 to PLAY_STATE_LIMITS.centelhasPerRound (100): play_amount_invalid at centelhas', () => {
    expect(issues(newRound(teo, fight(), { centelhas: 101 }))).toEqual([
      { code: 'play_amount_invalid', path: ['centelhas'], params: { field: 'centelhas', value: 101, min: 0, max: 100 } },
    ]);
    expect(must(newRound(teo, fight(), { centelhas: 100 })).fight?.centelhasReceived).toBe(100);
  });
  it('past the rounds a saved state counts (PLAY_STATE_LIMITS.count, 10 000): play_count_over at fight.round', () => {
    const s = fight();
    const last = { ...s, fight: { ...s.fight!, round: 9_999 } };
    expect(must(newRound(teo, last)).fight?.round).toBe(10_000);
    const full = { ...s, fight: { ...s.fight!, round: 10_000 } };
    expect(issues(newRound(teo, full))).toEqual([{ code: 'play_count_over', path: ['fight', 'round'], params: { field: 'A rodada da luta', value: 10_001, max: 10_000 } }]);
  });
  it(`a Centelha received past what a saved state counts is refused, not lost (${K}: "receiver +1 Cosmo, +1 Teto")`, () => {
    const s = fight();
    const full = { ...s, fight: { ...s.fight!, centelhasReceived: 10_000 } };
    expect(issues(newRound(teo, full, { centelhas: 1 })).map((i) => i.code)).toEqual(['play_count_over']);
    expect(must(newRound(teo, full)).fight?.centelhasReceived).toBe(10_000);
  });
});

describe('freeSetimoAtTurnStart (seed › A elite: "No começo de qualquer turno seu, sem gastar ação, um guerreiro de elite entra no Sétimo")', () => {
  it('a Sentido the ruleset does not list counts as below the Sétimo (no throw)', () => {
    expect(freeSetimoAtTurnStart('elite', 'desconhecido')).toBe(true);
    expect(freeSetimoAtTurnStart('elite', 'nono')).toBe(false);
  });
});
