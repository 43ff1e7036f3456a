import { describe, expect, it } from 'vitest';
import {
  addCondition,
  addDdn,
  characteristicTotal,
  checkCondition,
  conditionName,
  conditionPec,
  countConditions,
  createSheet,
  damageLevels,
  ddnFor,
  gainLuck,
  removeCondition,
  spendLuck,
  validateModule,
  validateSheet,
  type CompetenceModule,
  type Sheet,
} from '../../src/cosmo-gaming/index.js';

const SEED = 'seed 000';

const module: CompetenceModule = {
  name: 'Navegantes',
  competencias: [
    { name: 'Navegação', area: 'ocupacional' },
    { name: 'Luta', area: 'fisico' },
    { name: 'Lábia', area: 'social' },
  ],
  totalCharacteristics: 4,
};

const liraInput = {
  name: 'Lira',
  identidade: 'Cartógrafa',
  history: 'Fugiu da guilda com o mapa das estrelas.',
  characteristics: [
    { competencia: 'Navegação', subCompetencias: [{ name: 'Estrelas', validated: true }] },
    { competencia: 'Lábia', subCompetencias: [{ name: 'Mentir', validated: true }] },
  ],
};

function lira(): Sheet {
  const r = createSheet(liraInput, module);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe(`módulo do Mestre (${SEED} › Criação de Módulos de Características)`, () => {
  it('aceita um módulo com competências das cinco áreas e um total combinado', () => {
    expect(validateModule(module).ok).toBe(true);
  });
  it('recusa competência repetida e módulo acima do limite do Mestre', () => {
    const dup = validateModule({ ...module, competencias: [...module.competencias, { name: 'luta', area: 'fisico' }] });
    expect(dup.issues.map((i) => i.code)).toEqual(['cosmo_competencia_duplicated']);
    const over = validateModule({ ...module, maxCompetencias: 2 });
    expect(over.issues[0]?.code).toBe('cosmo_module_over_limit');
    expect(over.issues[0]?.message).toBe('O módulo tem 3 competências, mas o limite definido pelo Mestre do Cosmo é 2.');
  });
  it('recusa área que não é das cinco', () => {
    expect(validateModule({ ...module, competencias: [{ name: 'Voo', area: 'magia' }] }).ok).toBe(false);
  });
});

describe(`ficha (${SEED} › Personagem)`, () => {
  it('"Nome, Características, Identidade, História"; pontos de sorte começam em zero', () => {
    const s = lira();
    expect(s.name).toBe('Lira');
    expect(s.identidade).toBe('Cartógrafa');
    expect(s.pontosDeSorte).toBe(0);
    expect(characteristicTotal(s)).toBe(4);
  });

  it('"começando a aventura com zero": personagem novo com sorte é recusado', () => {
    const r = createSheet({ ...liraInput, pontosDeSorte: 2 }, module);
    expect(r.issues[0]?.code).toBe('cosmo_luck_must_start_at_zero');
    expect(validateSheet({ ...liraInput, pontosDeSorte: 2 }, module).ok).toBe(true); // uma ficha em jogo pode ter sorte
  });

  it('"A quantidade de competências e de sub-competências somadas deve equivaler a um número determinado pelo Mestre"', () => {
    const r = validateSheet({ ...liraInput, characteristics: liraInput.characteristics.slice(0, 1) }, module);
    expect(r.issues.map((i) => i.code)).toEqual(['cosmo_characteristic_total_mismatch']);
    expect(r.issues[0]?.message).toBe(
      'A ficha tem 2 competências e sub-competências somadas, mas o total combinado com o Mestre do Cosmo é 4.',
    );
  });

  it('competência fora do módulo, repetida; sub-competência repetida', () => {
    const r = validateSheet(
      {
        ...liraInput,
        characteristics: [
          { competencia: 'Magia', subCompetencias: [] },
          { competencia: 'Luta', subCompetencias: [] },
          { competencia: 'luta', subCompetencias: [{ name: 'Faca', validated: true }, { name: 'faca', validated: true }] },
        ],
      },
      module,
    );
    expect(r.issues.map((i) => i.code)).toEqual([
      'cosmo_competencia_not_in_module',
      'cosmo_characteristic_duplicated',
      'cosmo_sub_competencia_duplicated',
      'cosmo_characteristic_total_mismatch',
    ]);
    expect(r.issues[0]?.path).toEqual(['characteristics', 0, 'competencia']);
  });

  it('"as sub-competências … devem ser validadas pelo julgamento do Mestre": sem validação é aviso', () => {
    const r = validateSheet(
      { ...liraInput, characteristics: [{ competencia: 'Navegação', subCompetencias: [{ name: 'Estrelas' }] }, liraInput.characteristics[1]] },
      module,
    );
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => [i.code, i.severity])).toEqual([['cosmo_sub_competencia_not_validated', 'warning']]);
  });

  it('"o personagem também pode ganhar ddn, desde que anote na ficha em que aspecto da cena essa ddn se encaixa"', () => {
    const s = addDdn(lira(), { value: 1, aspect: 'Navegação em tempestade' });
    expect(ddnFor(s, 'navegação em tempestade')).toBe(1);
    expect(ddnFor(s, 'duelos')).toBe(0);
    expect(validateSheet({ ...liraInput, ddn: [{ value: 1, aspect: '' }] }).ok).toBe(false);
  });

  it('entrada que não é ficha: issues, sem exceção', () => {
    expect(validateSheet(null).ok).toBe(false);
    expect(validateSheet({ name: 'x' }).issues.length).toBeGreaterThan(0);
  });
});

describe('atualizações imutáveis', () => {
  it('gainLuck / spendLuck não mutam a ficha original', () => {
    const s = lira();
    const more = gainLuck(s, 2);
    expect(more.pontosDeSorte).toBe(2);
    expect(s.pontosDeSorte).toBe(0);
    const spent = spendLuck(more, 1);
    expect(spent.ok && spent.value.pontosDeSorte).toBe(1);
    expect(more.pontosDeSorte).toBe(2);
    expect(spendLuck(s, 1).issues[0]?.code).toBe('cosmo_luck_not_enough');
  });

  it('dano se sobrepõe; morrendo traz incapacitado e desacordado; não muta a original', () => {
    const s = lira();
    const a = addCondition(s, { condition: 'dano', levels: 2 });
    if (!a.ok) throw new Error();
    const b = addCondition(a.value, { condition: 'dano' });
    if (!b.ok) throw new Error();
    expect(damageLevels(b.value)).toBe(3);
    expect(damageLevels(a.value)).toBe(2);
    expect(s.conditions).toEqual([]);
    const c = addCondition(b.value, { condition: 'morrendo' });
    expect(c.ok && c.value.conditions.map((x) => x.condition)).toEqual(['dano', 'morrendo', 'incapacitado', 'desacordado']);
    const d = removeCondition(b.value, 'dano');
    expect(d.ok && d.value.conditions).toEqual([]);
    expect(removeCondition(s, 'dano').issues[0]?.code).toBe('cosmo_condition_not_present');
  });
});

describe(`condições (${SEED} › Condições)`, () => {
  it('"Todas as condições aplicam -1 na PEC, a menos que algo seja dito em contrário ou haja um bônus positivo"', () => {
    expect(conditionPec({ condition: 'incapacitado' })).toBe(-1);
    expect(conditionPec({ condition: 'inventada', label: 'Encharcado' })).toBe(-1);
    expect(conditionPec({ condition: 'dano', levels: 3 })).toBe(-3);
  });
  it('Distante −1/−2/−3; Furtividade −1/−2/−3; Surpresa +1…+4', () => {
    expect(['improvavel', 'dificil', 'impossivel'].map((g) => conditionPec({ condition: 'distante', grade: g }))).toEqual([-1, -2, -3]);
    expect(['sem_exatidao', 'sem_movimentos', 'sem_posicao'].map((g) => conditionPec({ condition: 'furtividade', grade: g }))).toEqual([-1, -2, -3]);
    expect(['distracao', 'nao_percebido', 'escondido', 'desprevenido'].map((g) => conditionPec({ condition: 'surpresa', grade: g }))).toEqual([1, 2, 3, 4]);
  });
  it('Cobertura −1 por quarto; Desvantagem numérica −1 por inimigo além do primeiro; Melhoria X = +X', () => {
    expect(conditionPec({ condition: 'cobertura', units: 3 })).toBe(-3);
    expect(conditionPec({ condition: 'desvantagem_numerica', units: 2 })).toBe(-2);
    expect(conditionPec({ condition: 'melhoria', x: 2 })).toBe(2);
    expect(conditionPec({ condition: 'mortal', x: 4 })).toBe(0);
  });
  it('"O mestre pode multiplicar o bônus em até quatro vezes"', () => {
    expect(conditionPec({ condition: 'incapacitado', multiplier: 4 })).toBe(-4);
    expect(checkCondition({ condition: 'incapacitado', multiplier: 5 })[0]?.code).toBe('cosmo_condition_multiplier_too_high');
  });
  it('instâncias inválidas', () => {
    expect(checkCondition({ condition: 'distante' })[0]?.code).toBe('cosmo_condition_grade_invalid');
    expect(checkCondition({ condition: 'cobertura', units: 5 })[0]?.code).toBe('cosmo_condition_units_invalid');
    expect(checkCondition({ condition: 'mortal' })[0]?.code).toBe('cosmo_condition_x_missing');
    expect(checkCondition({ condition: 'morrendo', levels: 2 })[0]?.code).toBe('cosmo_condition_not_stacking');
    expect(checkCondition({ condition: 'voando' })[0]?.code).toBe('cosmo_condition_unknown');
    expect(checkCondition({ condition: 'voando', label: 'Voando' })).toEqual([]);
  });
  it('nomes e contagem (cada nível de dano conta)', () => {
    expect(conditionName({ condition: 'distante', grade: 'dificil' })).toBe('Distante (projéteis difíceis)');
    expect(conditionName({ condition: 'area', x: 3 })).toBe('Área 3');
    expect(countConditions([{ condition: 'dano', levels: 2 }, { condition: 'cobertura', units: 1 }])).toBe(3);
  });
});
