import { describe, expect, it } from 'vitest';
import {
  addLida,
  beginFight,
  finishFight,
  forgetLida,
  isLida,
  lidaBonus,
  lidaEvolved,
  lidasAwakened,
  playLongRest,
  shareLidas,
  startPlay,
  useLeituraDeCombate,
} from '../../src/index.js';
import { C, must, refused, T12, T5, teo, teoAt, unchanged } from '../fixtures/teo.js';

const shina = () => must(addLida(startPlay(teo), 'Shina', 'Garras do Trovão'));

describe(`Lidas por mim (${C}; ${T5} › Técnica Lida)`, () => {
  it(`writes enemy → technique; against it, +2 to DEF and the passive defenses (${T5} › Técnica Lida)`, () => {
    const s = unchanged(startPlay(teo), (s) => must(addLida(s, ' Shina ', 'Garras do Trovão')));
    expect(s.lidas).toEqual([{ enemy: 'Shina', technique: 'Garras do Trovão' }]);
    expect([isLida(s, 'shina', 'garras do trovão'), lidaBonus(s, 'Shina', 'Garras do Trovão'), lidaBonus(s, 'Shina', 'Outra')]).toEqual([true, 2, 0]);
  });
  it(`reading twice does not stack: the same Lida is refused (${T5} › Técnica Lida)`, () => {
    expect(refused(addLida(shina(), 'SHINA', 'garras do trovão'))).toEqual(['lida_duplicate']);
    expect(refused(addLida(shina(), '', ' '))).toEqual(['lida_blank', 'lida_blank']);
  });
  it(`a burned use ignores the mark (${C})`, () => {
    expect(lidaBonus(shina(), 'Shina', 'Garras do Trovão', { burned: true })).toBe(0);
  });
  it(`the character remembers after the fight and after resting (who has a Convicção remembers — ${C})`, () => {
    const after = must(playLongRest(teo, must(finishFight(teo, must(beginFight(teo, shina()))))));
    expect(after.lidas).toEqual(shina().lidas);
  });
  it(`an evolved technique is new: nobody read it (${C})`, () => {
    const s = unchanged(shina(), (s) => must(lidaEvolved(s, 'Shina', 'Garras do Trovão')));
    expect(s.lidas).toEqual([]);
    expect(refused(lidaEvolved(s, 'Shina', 'Garras do Trovão'))).toEqual(['lida_unknown']);
  });
  it(`an enemy who awakens a Sentido: all of its techniques unread by those in that fight (${C})`, () => {
    const two = must(addLida(must(addLida(shina(), 'Shina', 'Cobra Real')), 'Misty', 'Mármore'));
    const s = must(lidasAwakened(two, 'Shina'));
    expect(s.lidas).toEqual([{ enemy: 'Misty', technique: 'Mármore' }]);
    expect(refused(lidasAwakened(s, 'Shina'))).toEqual(['lida_enemy_unknown']);
    expect(refused(forgetLida(s, 'Shina', 'Cobra Real'))).toEqual(['lida_unknown']);
  });
  it(`studying an enemy: the group's Lidas of that enemy become the character's (${T12} › O Interlúdio)`, () => {
    const s = shareLidas(shina(), 'Shina', [
      { enemy: 'Shina', technique: 'Garras do Trovão' },
      { enemy: 'Shina', technique: 'Cobra Real' },
      { enemy: 'Misty', technique: 'Mármore' },
    ]);
    expect(s.lidas.map((l) => l.technique)).toEqual(['Garras do Trovão', 'Cobra Real']);
  });
  it(`the Leitura de Combate: from level 2, once per fight, a technique never seen (${T12} › O que cada ganho fixo faz)`, () => {
    const w2 = teoAt(2);
    const f = must(beginFight(w2, startPlay(w2)));
    const used = unchanged(f, (s) => must(useLeituraDeCombate(w2, s, 'Shina', 'Cobra Real')));
    expect(used.fight?.leituraUsed).toBe(true);
    expect(used.lidas).toEqual([]);
    expect(refused(useLeituraDeCombate(w2, used, 'Shina', 'Outra'))).toEqual(['leitura_de_combate_used']);
    expect(refused(useLeituraDeCombate(teo, must(beginFight(teo, startPlay(teo))), 'Shina', 'Cobra Real'))).toEqual(['leitura_de_combate_unavailable']);
    expect(refused(useLeituraDeCombate(w2, must(beginFight(w2, shina())), 'Shina', 'Garras do Trovão'))).toEqual(['leitura_de_combate_already_read']);
    expect(refused(useLeituraDeCombate(w2, startPlay(w2), 'Shina', 'Cobra Real'))).toEqual(['play_not_in_fight']);
    // a new fight gives it back
    expect(must(beginFight(w2, must(finishFight(w2, used)))).fight?.leituraUsed).toBe(false);
  });
});
