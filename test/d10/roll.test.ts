import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom } from '../../src/dice/random.js';
import { evaluateDice, rollPool, d10Outcomes } from '../../src/d10/index.js';

const SEED = 'seed 001 › Sistema de Regras';

function read(faces: number[], difficulty: number) {
  const r = evaluateDice(faces, difficulty);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe('exemplos do seed (Regra do Um)', () => {
  it(`Força 3 contra 7, (02, 05 e 09): "ele conseguiu um Sucesso" (${SEED})`, () => {
    const r = read([2, 5, 9], 7);
    expect(r.successes).toBe(1);
    expect(r.netSuccesses).toBe(1);
    expect(r.outcome).toBe('sucesso');
    expect(r.degree).toBe('Mínimo');
  });

  it(`Força 3 contra 7, (01, 05 e 09): "o 01 anulou o 09 e com o 05, ele simplesmente falhou" (${SEED})`, () => {
    const r = read([1, 5, 9], 7);
    expect(r.cancelled).toEqual([[1, 9]]);
    expect(r.netSuccesses).toBe(0);
    expect(r.outcome).toBe('falha');
    expect(r.degree).toBeUndefined();
    expect(r.text).toBe('(1, 5, 9) contra 7: o 1 anula o 9 — Falha');
  });

  it(`Força 3 contra 7, (01, 01 e 09): "sofreu uma Falha Crítica" (${SEED})`, () => {
    const r = read([1, 1, 9], 7);
    expect(r.ones).toBe(2);
    expect(r.outcome).toBe('falha_critica');
  });

  it(`Dificuldade 06, cinco dados (02, 03, 06, 05 e 09): "ele teve dois sucessos (06 e 09)" (${SEED})`, () => {
    const r = read([2, 3, 6, 5, 9], 6);
    expect(r.successes).toBe(2);
    expect(r.netSuccesses).toBe(2);
    expect(r.degree).toBe('Moderado');
  });

  it(`"Se você obtiver mais 01's do que Sucessos, ocorre um desastre": um 1 sem sucesso algum é Falha Crítica (${SEED})`, () => {
    expect(read([1, 5, 5], 7).outcome).toBe('falha_critica');
    expect(read([1, 9, 5], 7).outcome).toBe('falha'); // tantos 1 quanto sucessos: só falha
  });

  it(`sucesso é "um valor igual ou maior que este número" (${SEED})`, () => {
    expect(read([7], 7).outcome).toBe('sucesso');
    expect(read([6], 7).outcome).toBe('falha');
    expect(read([10], 10).outcome).toBe('sucesso');
  });

  it(`graus: 1 Mínimo, 2 Moderado, 3 Total, 4 Excepcional, 5 ou + Fenomenal (${SEED})`, () => {
    expect(read([9], 6).degree).toBe('Mínimo');
    expect(read([9, 9], 6).degree).toBe('Moderado');
    expect(read([9, 9, 9], 6).degree).toBe('Total');
    expect(read([9, 9, 9, 9], 6).degree).toBe('Excepcional');
    expect(read([9, 9, 9, 9, 9], 6).degree).toBe('Fenomenal');
    expect(read([9, 9, 9, 9, 9, 9, 9], 6).degree).toBe('Fenomenal');
  });

  it('cancelamentos retiram primeiro os maiores sucessos e a leitura não muda os dados', () => {
    const faces = [1, 7, 10, 1, 8, 3];
    const r = read(faces, 7);
    expect(r.cancelled).toEqual([[1, 10], [1, 8]]);
    expect(r.netSuccesses).toBe(1);
    expect(faces).toEqual([1, 7, 10, 1, 8, 3]);
  });
});

describe('entrada inválida vira issue codificada', () => {
  it('face impossível', () => {
    const r = evaluateDice([0, 11, 2.5], 7);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toEqual(['d10_face_out_of_range', 'd10_face_out_of_range', 'd10_face_out_of_range']);
    expect(r.issues[1]?.path).toEqual(['faces', 1]);
    expect(r.issues[1]?.message).toBe('O resultado 11 não existe num dado de 10 faces.');
  });

  it(`dificuldade fora de 02–10 (${SEED}: "Uma Dificuldade é sempre um número entre 02 e 10")`, () => {
    for (const d of [1, 11, 0, 6.5]) {
      const r = evaluateDice([5], d);
      expect(r.issues[0]?.code).toBe('d10_difficulty_out_of_range');
    }
    expect(evaluateDice([5], 1).issues[0]?.message).toBe('A dificuldade 1 não existe: vai de 2 a 10.');
  });
});

describe('rollPool com dados semeados', () => {
  it('a mesma semente dá a mesma rolagem', () => {
    const a = rollPool(5, 6, createRandom(42));
    const b = rollPool(5, 6, createRandom(42));
    expect(a).toEqual(b);
    expect(a.ok && a.value.faces.length).toBe(5);
  });

  it('rola d10 de verdade: cada face de 1 a 10', () => {
    const scripted = { next: () => 0.95 };
    const r = rollPool(3, 7, scripted);
    expect(r.ok && r.value.faces).toEqual([10, 10, 10]);
  });

  it('parada de 0 dados: falha, com aviso d10_pool_empty', () => {
    const r = rollPool(0, 6, createRandom(1));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.outcome).toBe('falha');
      expect(r.issues[0]?.code).toBe('d10_pool_empty');
    }
  });

  it('parada negativa ou grande demais: issue', () => {
    expect(rollPool(-1, 6, createRandom(1)).issues[0]?.code).toBe('d10_pool_negative');
    expect(rollPool(16, 6, createRandom(1)).issues[0]?.code).toBe('d10_pool_too_large');
  });

  it('propriedade: líquido = sucessos − cancelados; falha crítica sse há mais 1 que sucessos', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 12 }), fc.integer({ min: 2, max: 10 }), (faces, d) => {
        const r = read(faces, d);
        const s = faces.filter((f) => f >= d).length;
        const o = faces.filter((f) => f === 1).length;
        expect(r.netSuccesses).toBe(Math.max(0, s - o));
        expect(r.outcome === 'falha_critica').toBe(o > s);
        expect(d10Outcomes).toContain(r.outcome);
      }),
    );
  });
});
