import { describe, expect, it } from 'vitest';
import { beginFight, centelhasLeft, finishFight, newRound, playNumbers, receiveCentelha, sendCentelha, startPlay, startSession, type PlayState } from '../../src/index.js';
import { K, must, refused, teo, unchanged } from '../fixtures/teo.js';

const fight = (s: PlayState = startPlay(teo)) => must(beginFight(teo, s));

describe(`Centelhas (${K})`, () => {
  it(`3 per session: the fourth is refused; a new session gives them back (${K})`, () => {
    let s = startPlay(teo);
    for (let i = 0; i < 3; i++) s = must(sendCentelha(teo, s));
    expect([s.centelhasSent, centelhasLeft(teo, s)]).toEqual([3, 0]);
    const r = sendCentelha(teo, s);
    expect(refused(r)).toEqual(['centelha_none_left']);
    expect(r.issues[0]!.params).toMatchObject({ sent: 3, perSession: 3 });
    expect(must(sendCentelha(teo, startSession(s))).centelhasSent).toBe(1);
  });
  it(`a relic in Sintonia that gives +1 Centelha per session: the fourth goes, the fifth is refused (tables/08-itens.md › Objeto de um deus: "+1 Centelha por sessão")`, () => {
    let s: PlayState = { ...startPlay(teo), relics: { attuned: ['objeto_de_um_deus'], attuning: [] } };
    expect(centelhasLeft(teo, s)).toBe(4);
    for (let i = 0; i < 4; i++) s = must(sendCentelha(teo, s));
    const r = sendCentelha(teo, s);
    expect(refused(r)).toEqual(['centelha_none_left']);
    expect(r.issues[0]!.params).toMatchObject({ sent: 4, perSession: 4 });
  });
  it(`sending does not mutate the sender; outside a fight it costs no Cosmo (${K})`, () => {
    const s = unchanged(startPlay(teo), (s) => must(sendCentelha(teo, s)));
    expect(s.cosmo).toBe(2);
  });
  it(`a sender who is fighting pays 1 Cosmo, once per round (${K})`, () => {
    const s = unchanged(fight(), (s) => must(sendCentelha(teo, s)));
    expect([s.cosmo, s.centelhasSent]).toEqual([1, 1]);
    expect(refused(sendCentelha(teo, s))).toEqual(['centelha_already_this_round']);
    // The next round's clock gives +1 first (1 → 2), then the Centelha costs 1.
    const next = must(sendCentelha(teo, must(newRound(teo, s))));
    expect([next.cosmo, next.centelhasSent]).toEqual([1, 2]);
    expect(refused(sendCentelha(teo, { ...must(newRound(teo, next)), cosmo: 0 }))).toEqual(['centelha_sender_no_cosmo']);
  });
  it(`the receiver: +1 Cosmo, +1 Teto until the end of the fight, at most +3 per fight (${K})`, () => {
    let s = fight();
    s = unchanged(s, (s) => must(receiveCentelha(teo, s)));
    expect([s.cosmo, playNumbers(teo, s).teto]).toEqual([3, 6]);
    s = { ...s, cosmo: 8 };
    for (let i = 0; i < 3; i++) s = must(receiveCentelha(teo, s));
    expect(s.fight?.centelhasReceived).toBe(4);
    expect(playNumbers(teo, s).teto).toBe(8); // 5 + at most 3
    expect(s.cosmo).toBe(8); // the Cosmo still comes, up to the Teto
    const after = must(finishFight(teo, s));
    expect([playNumbers(teo, after).teto, after.cosmo]).toEqual([5, 5]);
  });
  it(`a Centelha goes to an ally who is fighting (${K})`, () => {
    expect(refused(receiveCentelha(teo, startPlay(teo)))).toEqual(['centelha_receiver_not_fighting']);
  });
});
