/**
 * A round of play applies what the rules apply at the start of a turn: the clock, an elite's free
 * Sétimo, the Centelhas received — each a named pure function.
 */
import { describe, expect, it } from 'vitest';
import { beginFight, clockGain, createRuleset, freeSetimoAtTurnStart, newRound, playNumbers, startPlay, type PlayState, type Warrior } from '../../src/index.js';
import { must, refused, teo, T4, K } from '../fixtures/teo.js';

const fight = (w: Warrior = teo, s: PlayState = startPlay(w)) => must(beginFight(w, s));

describe(`the Cosmo clock (${T4} › O Cosmo: "Começo de cada turno seu, a partir da segunda rodada | +1")`, () => {
  it('clockGain: nothing in round 1, +1 from round 2', () => {
    expect([clockGain(1), clockGain(2), clockGain(9)]).toEqual([0, 1, 1]);
  });

  it('a house rule moves the clock (fromRound 3, +2)', () => {
    const r = must(createRuleset({ cosmo: { clock: { cosmo: 2, fromRound: 3 } } }));
    expect([clockGain(2, r), clockGain(3, r)]).toEqual([0, 2]);
  });

  it('newRound applies it: Téo goes 2 → 3 → 4 → 5 and stops at the Teto (14-ficha › A primeira luta do Téo: "Relógio: 4")', () => {
    let s = fight();
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = must(newRound(teo, s));
      seen.push(s.cosmo);
    }
    expect(seen).toEqual([3, 4, 5, 5]);
    expect(s.fight?.round).toBe(5);
  });

  it('outside a fight, or dead: refused; the state it got is not changed', () => {
    expect(refused(newRound(teo, startPlay(teo)))).toEqual(['play_not_in_fight']);
    expect(refused(newRound(teo, { ...fight(), dead: true }))).toEqual(['play_dead']);
    expect(refused(newRound(teo, fight(), { centelhas: -1 }))).toEqual(['play_amount_invalid']);
    expect(refused(newRound(teo, fight(), { centelhas: 1.5 }))).toEqual(['play_amount_invalid']);
  });
});

describe(`an elite's free Sétimo (seed › A elite: "No começo de qualquer turno seu, sem gastar ação, um guerreiro de elite entra no Sétimo")`, () => {
  const ouro: Warrior = { ...teo, posto: 'elite' };

  it('freeSetimoAtTurnStart: the elite yes, the Bronze no, already in it no', () => {
    expect(freeSetimoAtTurnStart('elite', 'sexto')).toBe(true);
    expect(freeSetimoAtTurnStart('bronze', 'sexto')).toBe(false);
    expect(freeSetimoAtTurnStart('elite', 'setimo')).toBe(false);
  });

  it('newRound puts the elite in the Sétimo (Teto +2) before the clock, unless it declines', () => {
    const s = must(newRound(ouro, fight(ouro)));
    expect(s.sentido).toBe('setimo');
    expect(playNumbers(ouro, s).teto).toBe(7);
    expect(must(newRound(ouro, fight(ouro), { eliteSetimo: false })).sentido).toBe('sexto');
    expect(must(newRound(teo, fight())).sentido).toBe('sexto');
  });
});

describe(`Centelhas received at the start of the turn (${K}: "receiver +1 Cosmo, +1 Teto to end of fight")`, () => {
  it('two Centelhas: +2 Teto and +2 Cosmo, after the clock', () => {
    const s = must(newRound(teo, fight(), { centelhas: 2 }));
    expect(s.fight?.centelhasReceived).toBe(2);
    expect(playNumbers(teo, s).teto).toBe(7);
    expect(s.cosmo).toBe(5);
  });
});
