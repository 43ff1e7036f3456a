import { describe, expect, it } from 'vitest';
import { kill } from '../../src/armor/life.js';
import {
  addItem,
  beginFight,
  enterBuda,
  evolveInInterlude,
  healMutilatedSense,
  improveArmorInInterlude,
  learnToRestore,
  levantar,
  loseSense,
  masterSetimo,
  promotePosto,
  restoreArmorInInterlude,
  searchInInterlude,
  startPlay,
  studyEnemy,
  takeDamage,
  trainApprentice,
  trainOitavo,
  type PlayState,
  type Warrior,
} from '../../src/index.js';
import { scriptedDice } from '../../src/dice/random.js';
import { createRuleset } from '../../src/rules/house-rules.js';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { evolutionCd } from '../../src/technique/evolve.js';
import { A, K, must, refused, T12, T4, teo, teoAt, unchanged } from '../fixtures/teo.js';

const Int = `${T12} › O Interlúdio`;
const inFight = (w: Warrior) => must(beginFight(w, startPlay(w)));

describe(`Evoluir uma técnica (${Int}; FACTS.md › Techniques (Capítulo Seis))`, () => {
  const w5 = teoAt(5);
  const id = 'livro-olhos-do-lince';
  it('7 days and the technique test; success replaces it with a new, unread technique', () => {
    const s = startPlay(w5);
    const o = unchanged(s, (s) => must(evolveInInterlude(w5, s, id, { toGrau: 2, rename: 'Olhos do Lince Real' }, scriptedDice([20]))));
    expect([o.action, o.days, o.success]).toEqual(['evoluir_tecnica', 7, true]);
    const t = o.warrior.techniques.find((x) => x.name === 'Olhos do Lince Real')!;
    expect([t.grau, t.evolvedFrom, t.id === id]).toEqual([2, id, false]);
    expect(o.cd).toBe(evolutionCd({ ...w5.techniques.find((x) => x.id === id)!, grau: 2 } as never).total);
    expect(w5.techniques.some((x) => x.id === id)).toBe(true);
  });
  it('failure: the days are lost, the technique stays, and the next attempt has Vantagem', () => {
    const o = must(evolveInInterlude(w5, startPlay(w5), id, { toGrau: 2 }, scriptedDice([1])));
    expect([o.success, o.warrior, o.state.training.evolutionAdvantage]).toEqual([false, w5, [id]]);
    const next = must(evolveInInterlude(w5, o.state, id, { toGrau: 2 }, scriptedDice([1, 20])));
    expect([next.test?.mode, next.success, next.state.training.evolutionAdvantage]).toEqual(['vantagem', true, []]);
  });
  it('an extra bonus (mentor, Pesos de treino) counts; the rules of the technique module refuse first', () => {
    expect(must(evolveInInterlude(w5, startPlay(w5), id, { toGrau: 2 }, scriptedDice([2]), { bonus: 30 })).success).toBe(true);
    // the bonus counts both ways: a 19 that passes alone fails under a −30 penalty
    expect(must(evolveInInterlude(w5, startPlay(w5), id, { toGrau: 2 }, scriptedDice([19]))).success).toBe(true);
    expect(must(evolveInInterlude(w5, startPlay(w5), id, { toGrau: 2 }, scriptedDice([19]), { bonus: -30 })).success).toBe(false);
    expect(refused(evolveInInterlude(w5, startPlay(w5), id, { toGrau: 3 }, scriptedDice([20])))).toEqual(['technique_evolve_above_owner']);
    // with the bonus, the total against the CD is read as every test reads it (resolution.test.successOnEqual)
    const plain = must(evolveInInterlude(w5, startPlay(w5), id, { toGrau: 2 }, scriptedDice([10])));
    const tie = { bonus: plain.cd! - plain.test!.total };
    expect(tie.bonus).not.toBe(0);
    const strict = must(createRuleset({ resolution: { test: { successOnEqual: false } } }));
    const equal = must(evolveInInterlude(w5, startPlay(w5), id, { toGrau: 2 }, scriptedDice([10]), tie));
    expect([equal.test?.total, equal.success]).toEqual([equal.cd, true]);
    expect(must(evolveInInterlude(w5, startPlay(w5), id, { toGrau: 2 }, scriptedDice([10]), tie, strict)).success).toBe(false);
    expect(refused(evolveInInterlude(w5, startPlay(w5), 'nada', {}, scriptedDice([20])))).toEqual(['interlude_requirement_missing']);
    expect(refused(evolveInInterlude(w5, inFight(w5), id, {}, scriptedDice([20])))).toEqual(['play_in_fight']);
  });
});

describe(`Restaurar e melhorar a armadura (${Int}; ${A})`, () => {
  const dead: Warrior = { ...teo, armor: must(kill({ ...teo.armor!, state: 'shattered' }, 'zero_pv_despedacada')) };
  it('restore: one day per Version, the Ofício test, the metal of its Posto from the inventory (lost on failure)', () => {
    const s = must(addItem(startPlay(dead), 'po_de_estrelas'));
    const o = unchanged(s, (s) => must(restoreArmorInInterlude(dead, s, { blood: 'guerreiro', oficio: { bonus: 30 } }, scriptedDice([10]))));
    expect([o.success, o.days, o.cd, o.warrior.armor?.state, o.state.inventory]).toEqual([true, 1, 15, 'intact', []]);
    const fail = must(restoreArmorInInterlude(dead, s, { blood: 'guerreiro', oficio: {} }, scriptedDice([1])));
    expect([fail.success, fail.warrior.armor?.state, fail.state.inventory]).toEqual([false, 'dead', []]);
    expect(refused(restoreArmorInInterlude(dead, startPlay(dead), { blood: 'guerreiro' }, scriptedDice([20])))).toEqual(['item_not_carried']);
    expect(must(restoreArmorInInterlude(dead, startPlay(dead), { blood: 'guerreiro', oficio: { bonus: 30 } }, scriptedDice([10]), { materialsProvided: true })).success).toBe(true);
    expect(refused(restoreArmorInInterlude(teo, startPlay(teo), { blood: 'guerreiro' }, scriptedDice([20]), { materialsProvided: true }))).toEqual(['armor_not_dead']);
  });
  it('improve: one day, Ofício CD 16, the metal in hand', () => {
    const s = must(addItem(startPlay(teo), 'gamanio'));
    const o = must(improveArmorInInterlude(teo, s, 'reforco_de_gamanio', { bonus: 30 }, scriptedDice([10])));
    expect([o.success, o.days, o.cd, o.warrior.armor?.improvements, o.state.inventory]).toEqual([true, 1, 16, ['reforco_de_gamanio'], []]);
    expect(refused(improveArmorInInterlude(teo, startPlay(teo), 'reforco_de_gamanio', {}, scriptedDice([20])))).toEqual(['item_not_carried']);
  });
});

describe(`Buscar (${Int}; FACTS.md › Items (Capítulo Oito))`, () => {
  it('a metal: its days and CD; success puts one in the inventory', () => {
    const o = unchanged(startPlay(teo), (s) => must(searchInInterlude(teo, s, { metal: 'po_de_estrelas' }, 'sobrevivencia', scriptedDice([20]))));
    expect([o.days, o.cd, o.success, o.state.inventory]).toEqual([1, 15, true, [{ item: 'po_de_estrelas', quantity: 1 }]]);
    expect(must(searchInInterlude(teo, startPlay(teo), { metal: 'oricalco' }, 'persuasao', scriptedDice([1]))).days).toBe(7);
  });
  it('a rare item: 3 days, CD 16; a failure loses the days', () => {
    const o = must(searchInInterlude(teo, startPlay(teo), { item: 'folha_de_lotus' }, 'investigacao', scriptedDice([1])));
    expect([o.days, o.cd, o.success, o.state.inventory]).toEqual([3, 16, false, []]);
  });
  it('refuses a skill the book does not list, and what is not a rare item or a metal', () => {
    expect(refused(searchInInterlude(teo, startPlay(teo), { metal: 'ouro' }, 'sobrevivencia', scriptedDice([20])))).toEqual(['interlude_search_unknown']);
    expect(refused(searchInInterlude(teo, startPlay(teo), { item: 'nectar' }, 'sobrevivencia', scriptedDice([20])))).toEqual(['interlude_search_unknown']);
    expect(refused(searchInInterlude(teo, startPlay(teo), { item: 'folha_de_lotus' }, 'atletismo', scriptedDice([20])))).toEqual(['interlude_skill_invalid']);
  });
});

describe(`Estudar um inimigo (${Int})`, () => {
  const group = [
    { enemy: 'Shina', technique: 'Garras do Trovão' },
    { enemy: 'Misty', technique: 'Mármore' },
  ];
  it('1 day, CD 12 + the enemy level; success: the group’s Lidas of that enemy are the character’s', () => {
    expect(bookRuleset.progression.interlude.estudarInimigo.cdBase).toBe(12);
    const o = must(studyEnemy(teo, startPlay(teo), { enemy: 'Shina', enemyLevel: 3, skill: 'investigacao', groupLidas: group }, scriptedDice([20])));
    expect([o.days, o.cd, o.success, o.state.lidas]).toEqual([1, 15, true, [group[0]]]);
    const no = must(studyEnemy(teo, startPlay(teo), { enemy: 'Shina', enemyLevel: 3, skill: 'mitologia', groupLidas: group }, scriptedDice([1])));
    expect([no.success, no.state.lidas]).toEqual([false, []]);
    expect(refused(studyEnemy(teo, startPlay(teo), { enemy: 'Shina', enemyLevel: 3, skill: 'medicina', groupLidas: group }, scriptedDice([20])))).toEqual([
      'interlude_skill_invalid',
    ]);
  });
});

describe(`Treinar o Oitavo (${Int}; ${K})`, () => {
  const w12 = teoAt(12);
  it('from level 12; Cosmo attribute + proficiency vs CD 18, three successes in different weeks, a natural 20 counts two', () => {
    expect(refused(trainOitavo(teoAt(11), startPlay(teoAt(11)), scriptedDice([20])))).toEqual(['interlude_level_too_low']);
    const a = unchanged(startPlay(w12), (s) => must(trainOitavo(w12, s, scriptedDice([20]))));
    expect([a.days, a.cd, a.progress]).toEqual([7, 18, { successes: 2, needed: 3 }]);
    const b = must(trainOitavo(w12, a.state, scriptedDice([2])));
    expect([b.success, b.progress]).toEqual([false, { successes: 2, needed: 3 }]);
    const c = must(trainOitavo(w12, b.state, scriptedDice([19])));
    expect(c.progress).toEqual({ successes: 3, needed: 3 });
    expect(refused(trainOitavo(w12, c.state, scriptedDice([20])))).toEqual(['interlude_not_needed']);
    // the training complete: the next fall with no stand left is the estado de Buda
    const down = must(takeDamage(must(levantar(w12, must(takeDamage(must(beginFight(w12, c.state)), 9999)))), 9999));
    expect(must(enterBuda(w12, down)).awakened.oitavo).toBe(true);
  });
});

describe(`Dominar o Sétimo (${Int}; ${T4} › Dominar o Sétimo)`, () => {
  const w8 = teoAt(8);
  const awake = (): PlayState => ({ ...startPlay(w8), awakened: { ...startPlay(w8).awakened, setimo: true } });
  it('Bronze or Prata from level 8, after the first Sétimo; three successes master it', () => {
    expect(refused(masterSetimo(teoAt(7), startPlay(teoAt(7)), scriptedDice([20])))).toEqual(['interlude_level_too_low']);
    expect(refused(masterSetimo(w8, startPlay(w8), scriptedDice([20])))).toEqual(['interlude_requirement_missing']);
    const a = must(masterSetimo(w8, awake(), scriptedDice([20])));
    const b = must(masterSetimo(w8, a.state, scriptedDice([19])));
    expect([b.progress, b.state.awakened.setimoMastered]).toEqual([{ successes: 3, needed: 3 }, true]);
    expect(refused(masterSetimo(w8, b.state, scriptedDice([20])))).toEqual(['interlude_not_needed']);
  });
});

describe(`Aprender a restaurar (${Int})`, () => {
  it('only with a master restorer; Ofício CD 16 per day; three successes', () => {
    expect(refused(learnToRestore(teo, startPlay(teo), scriptedDice([20])))).toEqual(['interlude_requirement_missing']);
    const a = must(learnToRestore(teo, startPlay(teo), scriptedDice([20]), { withMaster: true }));
    expect([a.days, a.cd, a.progress, a.state.training.restorer]).toEqual([1, 16, { successes: 2, needed: 3 }, false]);
    const b = must(learnToRestore(teo, a.state, scriptedDice([19]), { withMaster: true }));
    expect(b.state.training.restorer).toBe(true);
    expect(refused(learnToRestore(teo, b.state, scriptedDice([20]), { withMaster: true }))).toEqual(['interlude_not_needed']);
  });
});

describe(`Cuidar de um sentido mutilado (${Int}; ${T4} › Os cinco sentidos)`, () => {
  const mutilated = () => must(loseSense(teo, startPlay(teo), 'visao', 'mutilado'));
  it('a week, Medicina CD 20 by whoever cares; success brings the sense back and takes its Teto', () => {
    const blind = mutilated();
    const o = unchanged(blind, (s) => must(healMutilatedSense(teo, s, 'visao', {}, scriptedDice([20]))));
    expect([o.days, o.cd, o.success, o.state.sensesLost]).toEqual([7, 20, true, []]);
    expect(must(healMutilatedSense(teo, blind, 'visao', {}, scriptedDice([19]))).state.sensesLost).toEqual(blind.sensesLost);
    expect(refused(healMutilatedSense(teo, must(loseSense(teo, startPlay(teo), 'visao', 'arrancado')), 'visao', {}, scriptedDice([20])))).toEqual([
      'sense_not_lost',
    ]);
  });
});

describe(`Treinar um aprendiz (${Int})`, () => {
  it('only Prata or above; every three weeks the apprentice rises a human level', () => {
    expect(refused(trainApprentice(teo, startPlay(teo)))).toEqual(['interlude_posto_too_low']);
    const prata = must(promotePosto(teoAt(9), { posto: 'prata', newCharacteristics: ['leve'] }));
    let s = startPlay(prata);
    const ups: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const o = must(trainApprentice(prata, s));
      ups.push(o.apprenticeLevelUp);
      s = o.state;
    }
    expect(ups).toEqual([false, false, true, false, false, true]);
  });
});

describe(`The Interlúdio numbers come from the ruleset (${Int})`, () => {
  const house = must(
    createRuleset({
      id: 'casa',
      name: 'Casa',
      progression: { interlude: { weeklyActionDays: 5, estudarInimigo: { cdBase: 10 }, aprenderRestaurar: { cd: 12, successes: 2 } } },
    }),
  );
  it('weekly trainings last progression.interlude.weeklyActionDays; the study and the workshop read their cards', () => {
    const w12 = teoAt(12);
    expect(must(trainOitavo(w12, startPlay(w12), scriptedDice([2]), {}, house)).days).toBe(5);
    const prata = must(promotePosto(teoAt(9), { posto: 'prata', newCharacteristics: ['leve'] }));
    expect(must(trainApprentice(prata, startPlay(prata), house)).days).toBe(5);
    const study = must(studyEnemy(teo, startPlay(teo), { enemy: 'Shina', enemyLevel: 3, skill: 'mitologia', groupLidas: [] }, scriptedDice([1]), {}, house));
    expect(study.cd).toBe(13);
    const learn = must(learnToRestore(teo, startPlay(teo), scriptedDice([20]), { withMaster: true }, house));
    expect([learn.cd, learn.progress, learn.state.training.restorer]).toEqual([12, { successes: 2, needed: 2 }, true]);
  });
});

describe('items in the Interlúdio tests (tables/08-itens.md › Itens comuns)', () => {
  it('the Incenso de meditação carried adds +2 to training the Oitavo by itself ("Também dá +2 no treino do Oitavo Sentido")', () => {
    const w12 = teoAt(12);
    const plain = must(trainOitavo(w12, startPlay(w12), scriptedDice([10])));
    const withIncense = must(trainOitavo(w12, { ...startPlay(w12), inventory: [{ item: 'incenso_de_meditacao', quantity: 1 }] }, scriptedDice([10])));
    expect(withIncense.test!.total).toBe(plain.test!.total + 2);
    expect(withIncense.items?.applied.map((m) => m.item)).toEqual(['incenso_de_meditacao']);
    expect(plain.items?.applied).toEqual([]);
  });

  it('the Pesos de treino are only offered: their +2 is for a technique of Golpe, which the caller knows ("+2 nos testes de desenvolver ou evoluir uma técnica de Golpe")', () => {
    const w5 = teoAt(5);
    const s = { ...startPlay(w5), inventory: [{ item: 'pesos_de_treino', quantity: 1 }] };
    const o = must(evolveInInterlude(w5, s, 'livro-olhos-do-lince', { toGrau: 2 }, scriptedDice([10])));
    expect(o.items?.applied).toEqual([]);
    expect(o.items?.conditional.map((m) => [m.item, m.bonus])).toEqual([['pesos_de_treino', 2]]);
  });
});
