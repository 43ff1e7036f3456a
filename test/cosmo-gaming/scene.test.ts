import { describe, expect, it } from 'vitest';
import { canWinInScene, compareInScene, conditionAllowance, orderScene, sceneEntry, swapLastDice } from '../../src/cosmo-gaming/index.js';
import { roll } from './helpers.js';

const SEED = 'seed 000 › Cenas';

const scene = () => [
  sceneEntry({ id: 'lira', team: 'heróis', roll: roll([2, 3]), heroic: false }), // 5
  sceneEntry({ id: 'tomas', team: 'heróis', roll: roll([6, 6]), heroic: true }), // 12, extremo alto
  sceneEntry({ id: 'bruno', team: 'vilões', roll: roll([4, 4]), heroic: true }), // 8
  sceneEntry({ id: 'guarda', team: 'vilões', roll: roll([5], 3), heroic: true }), // 8, 1 dado
];

describe(`cenas (${SEED})`, () => {
  it('"personagens com a rolagem mais alta agem primeiro"; "Os critérios de desempate de rolagens comuns servem para esse caso"', () => {
    expect(orderScene(scene()).map((e) => e.id)).toEqual(['tomas', 'guarda', 'bruno', 'lira']);
  });

  it('empatados em tudo mantêm a ordem de declaração; a entrada não é mutada', () => {
    const s = [sceneEntry({ id: 'a', team: 'x', roll: roll([3]) }), sceneEntry({ id: 'b', team: 'x', roll: roll([3]) })];
    expect(orderScene(s).map((e) => e.id)).toEqual(['a', 'b']);
    const input = scene();
    const copy = input.map((e) => e.id);
    orderScene(input);
    expect(input.map((e) => e.id)).toEqual(copy);
  });

  it('"o último dado rolado … pode ser trocado com o último dado rolado da rolagem de qualquer personagem amigável e que permita a troca"', () => {
    const r = swapLastDice(scene(), 'lira', 'tomas');
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const lira = r.value.find((e) => e.id === 'lira')!;
    const tomas = r.value.find((e) => e.id === 'tomas')!;
    expect(lira.roll.faces).toEqual([2, 6]);
    expect(lira.roll.total).toBe(8);
    expect(tomas.roll.faces).toEqual([6, 3]);
    expect(tomas.roll.extreme).toBeUndefined(); // o extremo é relido com os dados novos (reconstruído)
    expect(lira.lastDieFrom).toBe('tomas');
  });

  it('troca: só entre amigáveis, que permitam, uma vez por rodada', () => {
    expect(swapLastDice(scene(), 'lira', 'bruno').issues[0]?.code).toBe('cosmo_swap_not_friendly');
    const s = scene();
    s[1] = sceneEntry({ ...s[1]!, allowsSwap: false });
    expect(swapLastDice(s, 'lira', 'tomas').issues[0]?.code).toBe('cosmo_swap_not_allowed');
    const once = swapLastDice(scene(), 'lira', 'tomas');
    if (!once.ok) throw new Error();
    expect(swapLastDice(once.value, 'lira', 'tomas').issues.map((i) => i.code)).toContain('cosmo_swap_already_done');
    expect(swapLastDice(scene(), 'lira', 'ninguem').issues[0]?.code).toBe('cosmo_scene_unknown_entry');
    expect(swapLastDice(scene(), 'lira', 'lira').issues[0]?.code).toBe('cosmo_swap_same_character');
  });

  it('"O personagem falha automaticamente na comparação caso não faça um ato heroico ou não está com o dado de alguém que tenha o feito"', () => {
    const s = scene();
    const before = compareInScene(s, 'lira', 'bruno');
    expect(before.ok && before.value).toEqual({ winner: 'bruno', decidedBy: 'falha_automatica' });
    expect(canWinInScene(s[0]!, s)).toBe(false);
    const swapped = swapLastDice(s, 'lira', 'tomas');
    if (!swapped.ok) throw new Error();
    const lira = swapped.value.find((e) => e.id === 'lira')!;
    expect(canWinInScene(lira, swapped.value)).toBe(true);
    const after = compareInScene(swapped.value, 'lira', 'bruno');
    // Lira 8 (2 dados, PEC 0) contra Bruno 8 (2 dados, PEC 0): empate em tudo
    expect(after.ok && after.value.decidedBy).toBe('empate');
  });

  it('comparação normal entre heroicos usa os desempates', () => {
    const r = compareInScene(scene(), 'bruno', 'guarda');
    expect(r.ok && r.value).toEqual({ winner: 'guarda', decidedBy: 'menos_dados' });
  });

  it('"uma quantidade de personagens igual a 1+[valor da ddn]"; "extremo alto … duas condições de uma vez"', () => {
    expect(conditionAllowance(0, { extreme: undefined })).toEqual({ targets: 1, conditionsPerTarget: 1 });
    expect(conditionAllowance(2, { extreme: undefined })).toEqual({ targets: 3, conditionsPerTarget: 1 });
    expect(conditionAllowance(1, { extreme: 'alto' })).toEqual({ targets: 2, conditionsPerTarget: 2 });
    expect(conditionAllowance(1, { extreme: 'baixo' })).toEqual({ targets: 2, conditionsPerTarget: 1 });
  });
});
