import { describe, expect, it } from 'vitest';
import {
  cosmoProvenance,
  cosmoRules,
  cosmoRulesSchema,
  ddmMeaning,
  ddnLoss,
  extremeOf,
  findCondition,
  formulaText,
  realismEffects,
  damageRollOf,
  validateCampaign,
} from '../../src/cosmo-gaming/index.js';

const SEED = 'seed 000';

describe('as regras são dados do seed', () => {
  it('passam no próprio schema, estão congeladas e cada chave tem proveniência', () => {
    expect(cosmoRulesSchema.safeParse(cosmoRules).success).toBe(true);
    expect(Object.isFrozen(cosmoRules.realism.realista)).toBe(true);
    for (const key of Object.keys(cosmoRules)) expect(cosmoProvenance[key], key).toBeDefined();
    const reconstructed = Object.values(cosmoProvenance).filter((p) => p.kind === 'reconstructed');
    expect(reconstructed.length).toBeGreaterThan(0);
    for (const p of reconstructed) expect(p.source).toBe('docs/cosmo-gaming.md › Decisões (reconstruído)');
  });

  it(`o Mestre rola "1d6+3, 2d6 ou 3d6-3 … para os realismos fantasioso, ficcional ou realista respectivamente" (${SEED} › A Rolagem dos Dados)`, () => {
    expect(realismEffects('fantasioso').mestreRollText).toBe('1d6+3');
    expect(realismEffects('ficcional').mestreRollText).toBe('2d6');
    expect(realismEffects('realista').mestreRollText).toBe('3d6−3');
  });

  it(`descansos por dia: "1 para o realista, 2 para o ficcional e 3 para o fantasioso" (${SEED} › Dano e Cura)`, () => {
    expect(realismEffects('realista').restsPerDay).toBe(1);
    expect(realismEffects('ficcional').restsPerDay).toBe(2);
    expect(realismEffects('fantasioso').restsPerDay).toBe(3);
  });

  it(`cura no fim do dia por realismo (${SEED} › Dano e Cura)`, () => {
    expect(realismEffects('fantasioso').endOfDay).toEqual({ kind: 'rolagem', severePerDay: 1 });
    expect(realismEffects('ficcional').endOfDay).toEqual({ kind: 'duas_rolagens', damageDivisor: 2, severeOnSuccess: 1 });
    expect(realismEffects('realista').endOfDay).toEqual({ kind: 'tempo', damageHealedPerPeriod: 1, severeTimeMultiplier: 2, specialistDivisor: 2 });
    expect(realismEffects('ficcional').endOfDayText).toContain('arredondada para cima');
  });

  it(`resultados extremos: 1 ou 6 em 1d6; 2, 3, 11 ou 12 em 2d6; 3, 4, 5, 16, 17 ou 18 em 3d6 (${SEED} › Efeitos Especiais)`, () => {
    const table: [number, number[], number[]][] = [
      [1, [1], [6]],
      [2, [2, 3], [11, 12]],
      [3, [3, 4, 5], [16, 17, 18]],
    ];
    for (const [dice, low, high] of table) {
      for (let sum = dice; sum <= dice * 6; sum++) {
        const expected = low.includes(sum) ? 'baixo' : high.includes(sum) ? 'alto' : undefined;
        expect(extremeOf(dice, sum), `${dice}d6 = ${sum}`).toBe(expected);
      }
    }
  });

  it(`as cinco áreas: Físico, Mente, Social, Ocupacional e Poder (${SEED} › Criação de Módulos de Características)`, () => {
    expect(cosmoRules.areas.map((a) => a.label)).toEqual(['Físico', 'Mente', 'Social', 'Ocupacional', 'Poder']);
  });

  it(`catálogo de condições: situações, descrições e propriedades (${SEED} › Condições)`, () => {
    const byGroup = (g: string) => cosmoRules.conditions.filter((c) => c.group === g && c.slug !== 'dano').map((c) => c.label);
    expect(byGroup('situacao')).toEqual(['Distante', 'Cobertura', 'Furtividade', 'Surpresa', 'Desvantagem numérica']);
    expect(byGroup('descricao')).toEqual(['Desacordado', 'Incapacitado', 'Morrendo', 'Dano passivo']);
    expect(byGroup('propriedade')).toEqual(['Mortal X', 'Área X', 'Morto', 'Melhoria X']);
    expect(findCondition('morrendo')?.implies).toEqual(['incapacitado', 'desacordado']);
    expect(findCondition('dano')?.stacks).toBe(true);
    const surpresa = findCondition('surpresa')?.pec;
    expect(surpresa?.kind === 'graus' && surpresa.grades.map((g) => g.value)).toEqual([1, 2, 3, 4]);
    const distante = findCondition('distante')?.pec;
    expect(distante?.kind === 'graus' && distante.grades.map((g) => g.value)).toEqual([-1, -2, -3]);
  });

  it(`movimento: ddm 1, 2, 3; perde-se 1 ddn em terreno difícil e 2 contra alvos caídos (${SEED} › Movimento)`, () => {
    expect(ddmMeaning(1).ok && ddmMeaning(3).ok).toBe(true);
    expect(ddmMeaning(4).issues[0]?.code).toBe('cosmo_ddm_unknown');
    expect(ddnLoss('terreno_dificil')).toBe(1);
    expect(ddnLoss('alvo_caido')).toBe(2);
    expect(ddnLoss('lama')).toBeUndefined();
  });

  it('formulaText escreve como a mesa fala', () => {
    expect(formulaText({ dice: 1, modifier: 3 })).toBe('1d6+3');
    expect(formulaText({ dice: 3, modifier: -3 })).toBe('3d6−3');
  });
});

describe('campanha', () => {
  it('tema + realismo; a rolagem de dano padrão é a do Mestre do realismo (reconstruído)', () => {
    const r = validateCampaign({ tema: 'Piratas do espaço', realism: 'realista' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(damageRollOf(r.value)).toEqual({ dice: 3, modifier: -3 });
    expect(damageRollOf({ tema: 'x', realism: 'realista', damageRoll: { dice: 1, modifier: 0 } })).toEqual({ dice: 1, modifier: 0 });
  });
  it('realismo desconhecido é issue', () => {
    const r = validateCampaign({ tema: 'x', realism: 'épico' });
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.path).toEqual(['realism']);
  });
});
