import { describe, expect, it } from 'vitest';
import { evaluateDice, netCounts, poolProbabilities } from '../../src/d10/index.js';

/** Every one of the 10^n rolls, read one by one with evaluateDice. */
function bruteForce(dice: number, difficulty: number) {
  const byNet = new Map<number, number>();
  let success = 0;
  let fail = 0;
  let crit = 0;
  const faces = new Array<number>(dice).fill(1);
  const total = 10 ** dice;
  for (let i = 0; i < total; i++) {
    let x = i;
    for (let k = 0; k < dice; k++) {
      faces[k] = (x % 10) + 1;
      x = Math.floor(x / 10);
    }
    const r = evaluateDice(faces, difficulty);
    if (!r.ok) throw new Error('bad');
    const net = r.value.successes - r.value.ones;
    byNet.set(net, (byNet.get(net) ?? 0) + 1);
    if (r.value.outcome === 'sucesso') success++;
    else if (r.value.outcome === 'falha') fail++;
    else crit++;
  }
  return { byNet, success, fail, crit, total };
}

describe('probabilidades exatas', () => {
  it('conferem com a enumeração de todas as rolagens, para paradas de 0 a 4 dados e toda dificuldade', () => {
    for (let dice = 0; dice <= 4; dice++) {
      for (let d = 2; d <= 10; d++) {
        const bf = bruteForce(dice, d);
        const r = poolProbabilities(dice, d);
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        const p = r.value;
        expect(p.totalOutcomes).toBe(bf.total);
        for (const n of p.net) expect(n.outcomes, `${dice}d contra ${d}, líquido ${n.net}`).toBe(bf.byNet.get(n.net) ?? 0);
        expect(p.success).toBe(bf.success / bf.total);
        expect(p.criticalFailure).toBe(bf.crit / bf.total);
        expect(p.failure).toBeCloseTo(bf.fail / bf.total, 12);
      }
    }
  });

  it('Força 3 contra 7 (o exemplo do seed): 652 de 1000 rolagens têm sucesso, 103 são Falha Crítica', () => {
    const r = poolProbabilities(3, 7);
    if (!r.ok) throw new Error();
    expect(r.value.net.map((n) => n.outcomes)).toEqual([1, 15, 87, 245, 348, 240, 64]);
    expect(r.value.success).toBe(0.652);
    expect(r.value.criticalFailure).toBe(0.103);
    expect(r.value.failure).toBeCloseTo(0.245, 12);
    expect(r.value.atLeast.map((a) => a.outcomes)).toEqual([652, 304, 64]);
    expect(r.value.degrees.map((d) => [d.label, d.outcomes])).toEqual([
      ['Mínimo', 348],
      ['Moderado', 240],
      ['Total', 64],
      ['Excepcional', 0],
      ['Fenomenal', 0],
    ]);
    expect(r.value.expectedSuccesses).toBeCloseTo((348 + 2 * 240 + 3 * 64) / 1000, 12);
    expect(r.value.difficultyLabel).toBe('Desafiador');
  });

  it('um dado: a chance de sucesso é (11 − dificuldade)/10 e a de Falha Crítica é 1/10', () => {
    for (let d = 2; d <= 10; d++) {
      const r = poolProbabilities(1, d);
      if (!r.ok) throw new Error();
      expect(r.value.success).toBeCloseTo((11 - d) / 10, 12);
      expect(r.value.criticalFailure).toBeCloseTo(0.1, 12);
    }
  });

  it('para 10 dados a distribuição soma 10^10 e a soma das chances é 1', () => {
    const r = poolProbabilities(10, 6);
    if (!r.ok) throw new Error();
    expect(r.value.net.reduce((s, n) => s + n.outcomes, 0)).toBe(1e10);
    expect(r.value.success + r.value.failure + r.value.criticalFailure).toBeCloseTo(1, 12);
    expect(r.value.atLeast).toHaveLength(10);
  });

  it('netCounts de um dado contra 7: um 1, cinco outros, quatro sucessos', () => {
    expect(netCounts(1, 7)).toEqual([1, 5, 4]);
  });

  it('com a Regra do Um, mais dados podem piorar a chance: contra 2, um dado tem 90 %, dois têm 81 % (o 1 anula o sucesso do outro dado)', () => {
    const one = poolProbabilities(1, 2);
    const two = poolProbabilities(2, 2);
    if (!one.ok || !two.ok) throw new Error();
    expect(one.value.success).toBe(0.9);
    expect(two.value.success).toBe(0.81);
  });

  it('dificuldade maior nunca aumenta a chance de sucesso', () => {
    for (let n = 1; n <= 6; n++) {
      let prev = 2;
      for (let d = 2; d <= 10; d++) {
        const r = poolProbabilities(n, d);
        if (!r.ok) throw new Error();
        expect(r.value.success).toBeLessThanOrEqual(prev);
        prev = r.value.success;
      }
    }
  });

  it('parada vazia: falha certa, com aviso', () => {
    const r = poolProbabilities(0, 6);
    expect(r.ok && r.value.failure).toBe(1);
    expect(r.issues[0]?.code).toBe('d10_pool_empty');
  });

  it('entrada ruim: issues codificadas, sem exceção', () => {
    expect(poolProbabilities(3, 11).issues[0]?.code).toBe('d10_difficulty_out_of_range');
    expect(poolProbabilities(2.5, 6).issues[0]?.code).toBe('d10_pool_not_integer');
    expect(poolProbabilities(99, 6).issues[0]?.code).toBe('d10_pool_too_large');
  });
});
