import { describe, expect, it } from 'vitest';
import {
  applyDamage,
  conditionsPec,
  createSheet,
  damageLevels,
  endOfCombat,
  endOfDay,
  healthTest,
  realistHealingDays,
  rest,
  type Campaign,
  type Sheet,
} from '../../src/cosmo-gaming/index.js';
import { d6Faces } from './helpers.js';

const SEED = 'seed 000 › Dano e Cura';
const realista: Campaign = { tema: 'Naufrágio', realism: 'realista' };

function sheet(conditions: Sheet['conditions'] = []): Sheet {
  const r = createSheet({ name: 'Lira', identidade: 'Cartógrafa', history: 'Fugiu.', characteristics: [], conditions });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe(`dano (${SEED})`, () => {
  it('"dano é o nome de uma das possíveis condições. Essa condição se sobrepõe infinitamente"', () => {
    const r = applyDamage(sheet([{ condition: 'dano', levels: 1 }]), 2, realista, d6Faces(6, 6, 6));
    if (!r.ok) throw new Error();
    expect(damageLevels(r.value.sheet)).toBe(3);
  });

  it('"Caso tenha um resultado igual ou menor que -3, está sob a condição morrendo" (rolagem do realista 3d6−3 + PEC das condições)', () => {
    // dano 3 depois do golpe: PEC −3; 3d6−3 com (1, 1, 1) = 0 − 3 = −3 → morrendo
    const r = applyDamage(sheet([{ condition: 'dano', levels: 2 }]), 1, realista, d6Faces(1, 1, 1));
    if (!r.ok) throw new Error();
    expect(r.value.roll.total).toBe(-3);
    expect(r.value.becameDying).toBe(true);
    expect(r.value.sheet.conditions.map((c) => c.condition)).toEqual(['dano', 'morrendo', 'incapacitado', 'desacordado']);
    // −2 não basta
    const safe = applyDamage(sheet([{ condition: 'dano', levels: 2 }]), 1, realista, d6Faces(1, 1, 2));
    expect(safe.ok && safe.value.dying).toBe(false);
  });

  it('"Morrendo: … Caso falhe 3 vezes, o personagem está morto" (teste de saúde = a mesma rolagem; reconstruído)', () => {
    let s = sheet([{ condition: 'dano', levels: 5 }, { condition: 'morrendo' }, { condition: 'incapacitado' }, { condition: 'desacordado' }]);
    expect(conditionsPec(s)).toBe(-8);
    for (let i = 1; i <= 3; i++) {
      const t = healthTest(s, realista, d6Faces(2, 2, 2));
      expect(t.failed).toBe(true);
      s = t.sheet;
      expect(s.dyingFailures).toBe(i);
      expect(t.died).toBe(i === 3);
    }
    expect(s.conditions.some((c) => c.condition === 'morto')).toBe(true);
  });

  it('"deve … fazer um teste de saúde … sempre que receber dano": quem está morrendo e recebe dano faz o teste', () => {
    const s = sheet([{ condition: 'dano', levels: 5 }, { condition: 'morrendo' }, { condition: 'incapacitado' }, { condition: 'desacordado' }]);
    const r = applyDamage(s, 1, realista, d6Faces(1, 1, 1));
    expect(r.ok && r.value.sheet.dyingFailures).toBe(1);
    expect(applyDamage(s, 0, realista, d6Faces(1)).issues[0]?.code).toBe('cosmo_negative_value');
  });

  it('"a condição especial dano pode ser curada apenas uma vez ao final das cenas de combate, restaurando apenas um nível … o dano curado é aquele que foi recebido em cena"', () => {
    const s = sheet([{ condition: 'dano', levels: 3 }]);
    expect(damageLevels(endOfCombat(s, 2))).toBe(2);
    expect(damageLevels(endOfCombat(s, 0))).toBe(3);
    expect(damageLevels(endOfCombat(sheet([{ condition: 'dano', levels: 1 }]), 1))).toBe(0);
    expect(damageLevels(s)).toBe(3);
  });
});

describe(`cura (${SEED})`, () => {
  it('"A quantidade de descansos por dia … 1 para o realista, 2 para o ficcional e 3 para o fantasioso"; o descanso restaura as condições simples', () => {
    const s = sheet([{ condition: 'cobertura', units: 2 }, { condition: 'dano', levels: 1 }, { condition: 'incapacitado' }]);
    const r = rest(s, 0, 'realista');
    if (!r.ok) throw new Error();
    expect(r.value.removed.map((c) => c.condition)).toEqual(['cobertura']);
    expect(r.value.sheet.conditions.map((c) => c.condition)).toEqual(['dano', 'incapacitado']);
    expect(rest(s, 1, 'realista').issues[0]?.code).toBe('cosmo_rest_limit_reached');
    expect(rest(s, 1, 'ficcional').ok).toBe(true);
    expect(rest(s, 2, 'ficcional').ok).toBe(false);
    expect(rest(s, 2, 'fantasioso').ok).toBe(true);
    expect(rest(s, 3, 'fantasioso').issues[0]?.message).toBe('No realismo fantasioso há no máximo 3 descansos por dia.');
  });

  it('"Para o realismo fantasioso, ao final do dia faz-se uma rolagem e o resultado é a quantidade de efeitos de dano curado … curar uma condição severa por dia"', () => {
    const s = sheet([{ condition: 'dano', levels: 6 }, { condition: 'incapacitado' }]);
    const r = endOfDay(s, 'fantasioso', d6Faces(4));
    if (!r.ok) throw new Error();
    expect(r.value.damageHealed).toBe(4);
    expect(damageLevels(r.value.sheet)).toBe(2);
    expect(r.value.severeHealed).toBe('incapacitado');
  });

  it('"Para o realismo ficcional … duas rolagens. O resultado da primeira é dividido em dois arredondado para cima … a segunda é comparada à rolagem do Mestre"', () => {
    const s = sheet([{ condition: 'dano', levels: 6 }, { condition: 'incapacitado' }]);
    // primeira 5 → 3 curados; segunda 6 contra o Mestre 2d6 (1, 1) = 2 → cura a condição severa
    const r = endOfDay(s, 'ficcional', d6Faces(5, 6, 1, 1));
    if (!r.ok) throw new Error();
    expect(r.value.damageHealed).toBe(3);
    expect(r.value.severeHealed).toBe('incapacitado');
    // segunda 2 contra (6, 6) = 12 → não cura
    const fail = endOfDay(s, 'ficcional', d6Faces(5, 2, 6, 6));
    expect(fail.ok && fail.value.severeHealed).toBeUndefined();
    expect(endOfDay(s, 'ficcional', d6Faces(5), { severe: 'morrendo' }).issues[0]?.code).toBe('cosmo_condition_not_present');
  });

  it('"Caso o personagem tenha dano 11, ele passará a ter dano 10 após 11 dias … o dobro do tempo … médico especializado … dividido em 2, arredondado para baixo"', () => {
    expect(realistHealingDays(11)).toBe(11);
    expect(realistHealingDays(11, { specialist: true })).toBe(5);
    expect(realistHealingDays(3, { severe: true })).toBe(6);
    expect(realistHealingDays(0, { severe: true })).toBe(2);
    const r = endOfDay(sheet([{ condition: 'dano', levels: 11 }]), 'realista', d6Faces(6));
    expect(r.ok && r.value.damageHealed).toBe(0);
    expect(r.ok && r.value.text).toContain('11 dias');
  });
});
