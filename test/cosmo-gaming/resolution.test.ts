import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/dice/random.js';
import {
  buildPec,
  chanceAgainstMestre,
  characterDice,
  compareSides,
  contestChances,
  ddnBonus,
  matchOnSheet,
  readRoll,
  resolveAgainstMestre,
  resolveContest,
  rollAgainstMestre,
  rollCharacter,
  rollMestre,
  sumCounts,
} from '../../src/cosmo-gaming/index.js';
import { d6Faces, roll } from './helpers.js';

const SEED = 'seed 000';

describe(`a rolagem (${SEED} › A Rolagem dos Dados)`, () => {
  it('"sempre 1d6, somando-se 1d6 para uma característica e 1d6 para uma sub-característica"', () => {
    expect(characterDice({ characteristic: false, subCharacteristic: false })).toBe(1);
    expect(characterDice({ characteristic: true, subCharacteristic: false })).toBe(2);
    expect(characterDice({ characteristic: true, subCharacteristic: true })).toBe(3);
    expect(characterDice({ characteristic: false, subCharacteristic: true })).toBe(1); // a sub só conta com a sua competência
  });

  it('a ficha diz o que se aplica; a Identidade conta como característica (reconstruído)', () => {
    const sheet = {
      identidade: 'Cartógrafa',
      characteristics: [{ competencia: 'Navegação', subCompetencias: [{ name: 'Estrelas', validated: true }] }],
    };
    const full = matchOnSheet(sheet, { competencia: 'navegação', subCompetencia: 'estrelas' });
    expect(full.ok && characterDice(full.value)).toBe(3);
    const id = matchOnSheet(sheet, { competencia: 'Cartógrafa' });
    expect(id.ok && characterDice(id.value)).toBe(2);
    expect(matchOnSheet(sheet, {}).ok).toBe(true);
    expect(matchOnSheet(sheet, { competencia: 'Luta' }).issues[0]?.code).toBe('cosmo_characteristic_not_on_sheet');
    expect(matchOnSheet(sheet, { competencia: 'Navegação', subCompetencia: 'Mares' }).issues[0]?.code).toBe(
      'cosmo_sub_characteristic_not_on_sheet',
    );
    expect(matchOnSheet(sheet, { subCompetencia: 'Estrelas' }).issues[0]?.code).toBe('cosmo_sub_without_characteristic');
  });

  it('rolagens com dados semeados são reprodutíveis', () => {
    const a = rollCharacter({ characteristic: true, subCharacteristic: true }, 2, createRandom(11));
    const b = rollCharacter({ characteristic: true, subCharacteristic: true }, 2, createRandom(11));
    expect(a).toEqual(b);
    expect(a.faces).toHaveLength(3);
    expect(a.total).toBe(a.sum + 2);
  });

  it('readRoll recusa faces impossíveis e contagem errada', () => {
    expect(readRoll([7], { dice: 1, modifier: 0 }).issues[0]?.code).toBe('cosmo_face_out_of_range');
    expect(readRoll([3, 3], { dice: 1, modifier: 0 }).issues[0]?.code).toBe('cosmo_faces_count_mismatch');
  });
});

describe(`resultados extremos e sorte (${SEED} › Efeitos Especiais)`, () => {
  it('"Independente de ser um extremo alto ou baixo, o personagem receberá 1 ponto de sorte"', () => {
    expect(roll([6]).extreme).toBe('alto');
    expect(roll([6]).luckGained).toBe(1);
    expect(roll([1]).extreme).toBe('baixo');
    expect(roll([1]).luckGained).toBe(1);
    expect(roll([3]).luckGained).toBe(0);
    expect(roll([1, 2]).extreme).toBe('baixo');
    expect(roll([6, 6, 5]).extreme).toBe('alto');
  });
  it('o extremo é lido na soma dos dados, sem modificador nem PEC (reconstruído)', () => {
    const mestre = roll([1], 5, { dice: 1, modifier: 3 });
    expect(mestre.total).toBe(9);
    expect(mestre.extreme).toBe('baixo');
    expect(mestre.text).toBe('1d6+3 (1) + 5 PEC = 9 — extremo baixo');
  });
});

describe(`PEC (${SEED} › Piscina de Efeitos Cabíveis)`, () => {
  it('"Possuir ddn 1 garante +2 na PEC … +1 na PEC para cada ponto além do primeiro"', () => {
    expect([0, 1, 2, 3, 5].map((n) => ddnBonus(n))).toEqual([0, 2, 3, 4, 6]);
  });

  it('"A PEC possui valor 0, a menos que qualquer outro efeito adicione valores a ela"', () => {
    const r = buildPec({});
    expect(r.ok && r.value.total).toBe(0);
    expect(r.ok && r.value.breakdown.text).toBe('PEC 0 = 0');
  });

  it('condições −1 cada, com multiplicador do Mestre; a PEC explica cada parte', () => {
    const r = buildPec({ ddn: 2, conditions: [{ condition: 'dano', levels: 2 }, { condition: 'incapacitado', multiplier: 3 }] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.total).toBe(3 - 2 - 3);
    expect(r.value.breakdown.text).toBe('PEC -2 = 3 ddn 2 − 2 Dano 2 − 3 Incapacitado ×3');
  });

  it('"Sacrifício … bônus de +3 na rolagem e então ganhar 1 ponto de sorte. Após isso, o personagem recebe uma condição"', () => {
    const r = buildPec({ sacrifice: true });
    if (!r.ok) throw new Error();
    expect(r.value.total).toBe(3);
    expect(r.value.luckGained).toBe(1);
    expect(r.value.conditionOwed).toBe(true);
    expect(r.issues[0]?.code).toBe('cosmo_sacrifice_needs_condition');
    expect(r.issues[0]?.severity).toBe('warning');
  });

  it('"gastar 1 ponto de sorte para adicionar 1 à sua PEC, mas só … se justificar usando contexto"', () => {
    const good = buildPec({ luck: [{ justification: 'o capitão lhe deve um favor' }] }, { luckAvailable: 1 });
    expect(good.ok && good.value.total).toBe(1);
    expect(good.ok && good.value.luckSpent).toBe(1);
    expect(buildPec({ luck: [{ justification: '  ' }] }).issues[0]?.code).toBe('cosmo_luck_without_justification');
    expect(buildPec({ luck: [{ justification: 'a' }, { justification: 'b' }] }, { luckAvailable: 1 }).issues[0]?.code).toBe(
      'cosmo_luck_not_enough',
    );
  });

  it('"Efeito em Cena … receber +2 na PEC ao invés de +1", com um elemento do cenário', () => {
    const r = buildPec({ sceneEffects: [{ element: 'o lustre sobre o inimigo' }] });
    expect(r.ok && r.value.total).toBe(2);
    expect(buildPec({ sceneEffects: [{ element: '' }] }).issues[0]?.code).toBe('cosmo_scene_effect_without_element');
  });

  it(`perdas de ddn: 1 em terreno difícil, 2 contra alvos caídos, nunca abaixo de 0 (${SEED} › Movimento)`, () => {
    const r = buildPec({ ddn: 3, ddnLosses: [{ reason: 'terreno_dificil' }] });
    expect(r.ok && r.value.ddn).toBe(2);
    expect(r.ok && r.value.total).toBe(3);
    const floor = buildPec({ ddn: 1, ddnLosses: [{ reason: 'alvo_caido' }] });
    expect(floor.ok && floor.value.total).toBe(0);
    expect(buildPec({ ddn: 1, ddnLosses: [{ reason: 'lama' }] }).issues[0]?.code).toBe('cosmo_ddn_loss_unknown');
    expect(buildPec({ ddn: 2, ddnLosses: [{ reason: 'lama', ddn: 1 }] }).ok).toBe(true);
  });

  it('condição inválida dentro da PEC aponta o caminho', () => {
    const r = buildPec({ conditions: [{ condition: 'distante', grade: 'longe' }] });
    expect(r.issues[0]?.path).toEqual(['conditions', 0, 'grade']);
  });
});

describe(`disputas (${SEED} › A Rolagem dos Dados)`, () => {
  const c = (name: string, r = roll([3]), conditions = 0) => ({ name, roll: r, conditions });

  it('"Aquele que possuir maior rolagem possui sucesso na ação"', () => {
    const r = resolveContest(c('Lira', roll([5, 4])), c('Bruno', roll([6], 2)));
    expect(r.winner).toBe('Lira');
    expect(r.decidedBy).toBe('total');
  });

  it('empate: "Aquele que possuir a menor quantidade de dados tem prioridade"', () => {
    const r = resolveContest(c('Lira', roll([4, 4])), c('Bruno', roll([5], 3)));
    expect(r.winner).toBe('Bruno');
    expect(r.decidedBy).toBe('menos_dados');
  });

  it('empate com os mesmos dados: "aquele que possuir menos pontos na PEC tem prioridade"', () => {
    const r = resolveContest(c('Lira', roll([6, 2], 0)), c('Bruno', roll([3, 3], 2)));
    expect(r.winner).toBe('Lira');
    expect(r.decidedBy).toBe('menos_pec');
  });

  it('mesma PEC: "aquele que possuir a menor número de condições tem prioridade no sucesso"', () => {
    const r = resolveContest(c('Lira', roll([4]), 2), c('Bruno', roll([4]), 1));
    expect(r.winner).toBe('Bruno');
    expect(r.decidedBy).toBe('menos_condicoes');
  });

  it('empate em tudo: ninguém vence, rola-se de novo (reconstruído)', () => {
    const r = resolveContest(c('Lira', roll([4])), c('Bruno', roll([4])));
    expect(r.winner).toBeUndefined();
    expect(r.decidedBy).toBe('empate');
    expect(r.text).toContain('rolem de novo');
  });

  it('compareSides é antissimétrico', () => {
    const a = { total: 7, dice: 2, pec: 1, conditions: 0 };
    const b = { total: 7, dice: 2, pec: 1, conditions: 2 };
    expect(compareSides(a, b).order).toBe(1);
    expect(compareSides(b, a).order).toBe(-1);
  });
});

describe(`contra o Mestre (${SEED} › A Rolagem dos Dados)`, () => {
  const lira = { name: 'Lira', roll: roll([4, 5]), conditions: 0 }; // 9

  it('o Mestre rola 1d6+3 / 2d6 / 3d6−3 conforme o realismo', () => {
    expect(rollMestre('fantasioso', 0, d6Faces(2)).total).toBe(5);
    expect(rollMestre('ficcional', 0, d6Faces(2, 3)).total).toBe(5);
    expect(rollMestre('realista', 1, d6Faces(2, 3, 4)).total).toBe(7);
  });

  it('"Caso o jogador tenha forçado o Mestre à rolagem, falhar nela significa a ausência de sucesso"', () => {
    expect(resolveAgainstMestre(lira, roll([6, 5]), 'jogador').outcome).toBe('ausencia_de_sucesso');
    expect(resolveAgainstMestre(lira, roll([2, 3]), 'jogador').outcome).toBe('sucesso');
  });

  it('"caso o Mestre tenha forçado a rolagem contra o jogador, passar a rolagem significará a ausência de fracasso"', () => {
    expect(resolveAgainstMestre(lira, roll([2, 3]), 'mestre').outcome).toBe('ausencia_de_fracasso');
    expect(resolveAgainstMestre(lira, roll([6, 5]), 'mestre').outcome).toBe('fracasso');
  });

  it('empates contra o Mestre: desempates do seed (o Mestre do fantasioso rola 1 dado); empate em tudo vale para quem não forçou (reconstruído)', () => {
    const mestre = roll([6], 0, { dice: 1, modifier: 3 }); // 9, 1 dado
    expect(resolveAgainstMestre(lira, mestre, 'jogador').decidedBy).toBe('menos_dados');
    expect(resolveAgainstMestre(lira, mestre, 'jogador').playerWins).toBe(false);
    const tied = roll([3, 6]); // 9, 2 dados, PEC 0
    expect(resolveAgainstMestre(lira, tied, 'jogador').outcome).toBe('ausencia_de_sucesso');
    expect(resolveAgainstMestre(lira, tied, 'mestre').outcome).toBe('ausencia_de_fracasso');
  });

  it('rollAgainstMestre usa a fonte injetada', () => {
    const a = rollAgainstMestre(lira, 'realista', 0, 'jogador', createRandom(3));
    const b = rollAgainstMestre(lira, 'realista', 0, 'jogador', createRandom(3));
    expect(a).toEqual(b);
    expect(a.mestre.formula).toEqual({ dice: 3, modifier: -3 });
  });
});

describe('chances exatas', () => {
  it('sumCounts: 2d6 tem 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 maneiras', () => {
    expect(sumCounts(2).slice(2)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(sumCounts(3).reduce((s, x) => s + x, 0)).toBe(216);
  });

  it('conferem com a enumeração de todas as rolagens (com os desempates)', () => {
    const sides = [
      { formula: { dice: 1, modifier: 0 }, pec: 2, conditions: 0 },
      { formula: { dice: 2, modifier: 0 }, pec: 0, conditions: 1 },
      { formula: { dice: 3, modifier: -3 }, pec: 1, conditions: 0 },
      { formula: { dice: 1, modifier: 3 }, pec: 0, conditions: 0 },
      { formula: { dice: 2, modifier: 0 }, pec: 0, conditions: 1 },
    ];
    const all = (n: number): number[][] => (n === 0 ? [[]] : all(n - 1).flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f])));
    for (const a of sides) {
      for (const b of sides) {
        let aw = 0;
        let bw = 0;
        let tie = 0;
        for (const fa of all(a.formula.dice)) {
          for (const fb of all(b.formula.dice)) {
            const ra = roll(fa, a.pec, a.formula);
            const rb = roll(fb, b.pec, b.formula);
            const r = resolveContest({ name: 'a', roll: ra, conditions: a.conditions }, { name: 'b', roll: rb, conditions: b.conditions });
            if (r.winner === 'a') aw++;
            else if (r.winner === 'b') bw++;
            else tie++;
          }
        }
        const n = 6 ** (a.formula.dice + b.formula.dice);
        const ch = contestChances(a, b);
        expect(ch.a).toBeCloseTo(aw / n, 12);
        expect(ch.b).toBeCloseTo(bw / n, 12);
        expect(ch.tie).toBeCloseTo(tie / n, 12);
      }
    }
  });

  it('2d6 sem PEC contra o Mestre do fantasioso (1d6+3): 50 %, o Mestre vence os empates por rolar menos dados', () => {
    expect(chanceAgainstMestre({ dice: 2, pec: 0, conditions: 0 }, 'fantasioso', 0, 'jogador')).toBe(0.5);
  });

  it('contra o ficcional, empate em tudo conta para quem não forçou', () => {
    const forcedByPlayer = chanceAgainstMestre({ dice: 2, pec: 0, conditions: 0 }, 'ficcional', 0, 'jogador');
    const forcedByMestre = chanceAgainstMestre({ dice: 2, pec: 0, conditions: 0 }, 'ficcional', 0, 'mestre');
    expect(forcedByPlayer).toBeCloseTo(575 / 1296, 12);
    expect(forcedByMestre).toBeCloseTo((575 + 146) / 1296, 12);
  });
});
