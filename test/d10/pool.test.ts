import { describe, expect, it } from 'vitest';
import { buildPool, degreeLabel, difficultyLabel, splitPool, traitLabel, d10Rules, d10RulesSchema, d10Provenance } from '../../src/d10/index.js';

const SEED = 'seed 001 › Sistema de Regras';

describe('rótulos', () => {
  it(`traços: 00 Péssimo … 05 Extraordinário (${SEED})`, () => {
    const expected = ['Péssimo', 'Fraco', 'Médio', 'Bom', 'Excepcional', 'Extraordinário'];
    expected.forEach((label, level) => expect(traitLabel(level)).toBe(label));
    expect(traitLabel(6)).toBeUndefined();
    expect(traitLabel(-1)).toBeUndefined();
  });

  it(`dificuldades: 02 Extremamente Fácil … 10 Quase Impossível (${SEED})`, () => {
    const rows: [number, string][] = [
      [2, 'Extremamente Fácil'],
      [3, 'Fácil'],
      [4, 'Rotineiro'],
      [5, 'Equilibrado'],
      [6, 'Médio'],
      [7, 'Desafiador'],
      [8, 'Difícil'],
      [9, 'Extremamente Difícil'],
      [10, 'Quase Impossível'],
    ];
    for (const [d, label] of rows) expect(difficultyLabel(d)).toBe(label);
    expect(difficultyLabel(1)).toBeUndefined();
    expect(difficultyLabel(11)).toBeUndefined();
  });

  it(`graus: 01 Mínimo, 02 Moderado, 03 Total, 04 Excepcional, 05 ou + Fenomenal (${SEED})`, () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => degreeLabel(n))).toEqual([
      undefined,
      'Mínimo',
      'Moderado',
      'Total',
      'Excepcional',
      'Fenomenal',
      'Fenomenal',
    ]);
  });

  it('os dados das regras passam no próprio schema, estão congelados e têm proveniência', () => {
    expect(d10RulesSchema.safeParse(d10Rules).success).toBe(true);
    expect(Object.isFrozen(d10Rules.difficulties[0])).toBe(true);
    for (const key of Object.keys(d10Rules)) expect(d10Provenance[key], key).toBeDefined();
  });

  it('o schema recusa dificuldade abaixo da face que cancela', () => {
    const bad = { ...d10Rules, difficulties: [{ value: 1, label: 'x' }] };
    const r = d10RulesSchema.safeParse(bad);
    expect(r.success).toBe(false);
  });
});

describe('buildPool', () => {
  it(`Percepção + Prontidão (Atributo + Habilidade) somam os dados (${SEED})`, () => {
    const r = buildPool([
      { name: 'Percepção', value: 3 },
      { name: 'Prontidão', value: 2 },
    ]);
    expect(r.ok && r.value.dice).toBe(5);
  });

  it(`"para derrubar uma porta, testa-se apenas a Força": um traço sozinho (${SEED})`, () => {
    const r = buildPool([{ name: 'Força', value: 4 }]);
    expect(r.ok && r.value.dice).toBe(4);
  });

  it(`"Não existe absolutamente nenhuma situação onde seja possível adicionar mais de duas Características" (${SEED})`, () => {
    const r = buildPool([
      { name: 'Força', value: 3 },
      { name: 'Briga', value: 2 },
      { name: 'Esportes', value: 1 },
    ]);
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.code).toBe('d10_pool_too_many_traits');
    expect(r.issues[0]?.message).toBe('Não existe situação em que se somem 3 Características numa parada: o máximo é 2.');
  });

  it(`"Apenas uma Característica pode ser usada quando ela possui um valor potencial de 10" (${SEED})`, () => {
    expect(buildPool([{ name: 'Força de Vontade', value: 8, tenPoint: true }]).ok).toBe(true);
    const r = buildPool([
      { name: 'Sanidade', value: 6, tenPoint: true },
      { name: 'Empatia', value: 2 },
    ]);
    expect(r.issues.map((i) => i.code)).toEqual(['d10_ten_point_trait_not_alone']);
  });

  it('traço fora da escala', () => {
    const r = buildPool([{ name: 'Força', value: 6 }]);
    expect(r.issues[0]?.code).toBe('d10_trait_out_of_range');
    expect(r.issues[0]?.path).toEqual([0, 'value']);
    expect(buildPool([{ name: 'Sanidade', value: 11, tenPoint: true }]).issues[0]?.code).toBe('d10_trait_out_of_range');
  });

  it('lista vazia, forma errada', () => {
    expect(buildPool([]).issues[0]?.code).toBe('d10_pool_no_traits');
    expect(buildPool('Força 3').issues[0]?.code).toBe('schema_invalid_type');
    expect(buildPool([{ name: 'Força', value: 'três' }]).ok).toBe(false);
  });

  it('00 + 00 dá parada vazia, com aviso', () => {
    const r = buildPool([{ name: 'Ocultismo', value: 0 }]);
    expect(r.ok && r.value.dice).toBe(0);
    expect(r.issues[0]?.code).toBe('d10_pool_empty');
  });
});

describe(`splitPool ("você possa dividir a sua Parada de Dados para estar apto a realizar mais de uma ação", ${SEED})`, () => {
  it('partes que somam a parada', () => {
    const r = splitPool(6, [4, 2]);
    expect(r.ok && r.value).toEqual([4, 2]);
  });
  it('soma diferente, parte vazia, nenhuma parte', () => {
    expect(splitPool(6, [4, 3]).issues[0]?.code).toBe('d10_split_sum_mismatch');
    expect(splitPool(6, [6, 0]).issues[0]?.code).toBe('d10_split_part_not_positive');
    expect(splitPool(6, []).issues[0]?.code).toBe('d10_split_no_parts');
  });
});
