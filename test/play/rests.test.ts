import { describe, expect, it } from 'vitest';
import { beginFight, loseSense, passDays, playLongRest, shortRest, startPlay, takeDamage, type PlayState } from '../../src/index.js';
import { dieFace, scriptedRandom } from '../../src/dice/random.js';
import { C, K, must, refused, T5, teo, unchanged } from '../fixtures/teo.js';

const R = `${T5} › Descanso`;

describe(`the short rest (${R})`, () => {
  it(`a quarter of the max PV, rounded up; the Cosmo stays as it is (${R})`, () => {
    const hurt: PlayState = { ...must(takeDamage(startPlay(teo), 10)), cosmo: 4 };
    const o = unchanged(hurt, (s) => must(shortRest(teo, s)));
    expect([o.state.hp, o.healed, o.state.cosmo, o.medicina]).toEqual([9, 4, 4, null]);
  });
  it(`once between two long rests (${R})`, () => {
    const once = must(shortRest(teo, must(takeDamage(startPlay(teo), 10)))).state;
    expect(refused(shortRest(teo, once))).toEqual(['short_rest_used']);
    expect(must(shortRest(teo, must(playLongRest(teo, once)))).state.shortRestUsed).toBe(true);
  });
  it(`Medicina CD 13: on a success, 1d8 more (${R})`, () => {
    const hurt = must(takeDamage(startPlay(teo), 14));
    const ok = must(shortRest(teo, hurt, { medicina: { modifier: 0 }, rng: scriptedRandom([dieFace(13, 20), dieFace(5, 8)]) }));
    expect([ok.medicina?.success, ok.medicina?.target, ok.healed, ok.state.hp]).toEqual([true, 13, 4 + 5, 10]);
    const no = must(shortRest(teo, hurt, { medicina: { modifier: 0 }, rng: scriptedRandom([dieFace(12, 20)]) }));
    expect([no.medicina?.success, no.healed]).toEqual([false, 4]);
    expect(refused(shortRest(teo, hurt, { medicina: { modifier: 0 } }))).toEqual(['play_amount_invalid']);
  });
  it('not in a fight', () => {
    expect(refused(shortRest(teo, must(beginFight(teo, startPlay(teo)))))).toEqual(['play_in_fight']);
  });
});

describe(`the long rest (${R}; ${K}; ${C})`, () => {
  it(`half the max PV, the Cosmo to the starting value, the Cicatrizes gone, one sense arrancado back (${R})`, () => {
    let s = must(takeDamage(startPlay(teo), 12));
    s = must(loseSense(teo, s, 'visao', 'arrancado'));
    s = must(loseSense(teo, s, 'audicao', 'mutilado'));
    s = must(loseSense(teo, s, 'olfato', 'arrancado'));
    s = { ...s, cicatrizes: 1, ferido: true, shortRestUsed: true };
    const r = unchanged(s, (s) => must(playLongRest(teo, s)));
    expect([r.hp, r.cosmo, r.cicatrizes, r.ferido, r.shortRestUsed]).toEqual([3 + 8, 2, 0, false, false]);
    expect(r.sensesLost.map((l) => l.sense)).toEqual(['audicao', 'olfato']);
    expect(must(playLongRest(teo, s, { senseBack: 'olfato' })).sensesLost.map((l) => l.sense)).toEqual(['visao', 'audicao']);
  });
  it(`the Cosmo goes back to the starting value even when higher (${K}: "só o descanso longo o devolve ao valor inicial")`, () => {
    expect(must(playLongRest(teo, { ...startPlay(teo), cosmo: 5 })).cosmo).toBe(2);
  });
  it('not in a fight', () => {
    expect(refused(playLongRest(teo, must(beginFight(teo, startPlay(teo)))))).toEqual(['play_in_fight']);
  });
});

describe(`days (${T5} › Descanso, Interlúdio; FACTS.md › Progression)`, () => {
  it('every night is a long rest', () => {
    const hurt = must(takeDamage(startPlay(teo), 14));
    expect(unchanged(hurt, (s) => must(passDays(teo, s, 1))).hp).toBe(9);
    expect(must(passDays(teo, hurt, 2)).hp).toBe(15);
  });
  it('refused in a fight, and for a non-positive or broken number of days', () => {
    expect(refused(passDays(teo, must(beginFight(teo, startPlay(teo))), 1))).toEqual(['play_in_fight']);
    expect(refused(passDays(teo, startPlay(teo), 0))).toEqual(['play_amount_invalid']);
    expect(refused(passDays(teo, startPlay(teo), 2.5))).toEqual(['play_amount_invalid']);
  });
  it('hostile: a million days (the most it takes) is the state where days stop changing anything (it took ~30 s, one day at a time)', () => {
    // One Convicção back in 7 days, a third of blood every 3, the Cansaço clear after 7 of Interlúdio:
    // by 60 days nothing is left to come back, and one more day is the same state.
    const worn: PlayState = { ...must(takeDamage(startPlay(teo), 10)), conviccoesSpent: 1, bloodThirdsDonated: 2, cansaco: 3 };
    const settled = must(passDays(teo, worn, 60));
    expect([settled.conviccoesSpent, settled.bloodThirdsDonated, settled.cansaco, settled.hp]).toEqual([0, 0, 0, 15]);
    expect(must(passDays(teo, settled, 1))).toEqual(settled);
    expect(must(passDays(teo, worn, 1_000_000))).toEqual(settled);
    expect(must(passDays(teo, worn, 1_000_000, { travel: true }))).toEqual(must(passDays(teo, worn, 60, { travel: true })));
  });
});
