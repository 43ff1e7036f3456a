/**
 * Capítulo Seis › Modificadores (seed): "Uma limitação que não muda nada na prática vale zero: 'só
 * funciona no Sétimo' numa ficha de Ouro, que entra no Sétimo quando quer, não é limitação. O Mestre
 * é o juiz disso" — and a receipt that reads a house rule says so (issue #12 §3).
 */
import { describe, expect, it } from 'vitest';
import { punhoWith } from './punho.js';
import { bookRuleset, createRuleset, type Ruleset } from '../../src/rules/index.js';
import {
  limitationsWithoutEffect,
  measureTechnique,
  measureTechniqueTotals,
  type Technique,
  type TechniqueInput,
} from '../../src/technique/index.js';

const SEED = 'seed › Modificadores (Capítulo Seis)';

/** Size 4 at Grau 1: instantânea (1, with the first damage point) + 3 more damage points. */
const t = (over: Partial<TechniqueInput>): Technique => punhoWith({ effects: [{ kind: 'dano', points: 4 }], ...over });

function ruleset(over: object): Ruleset {
  const r = createRuleset({ id: 'mesa-da-ana', name: 'Mesa da Ana', ...over });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe(`a limitation that changes nothing is worth zero (${SEED})`, () => {
  // The plain technique's cost, checked by the control case below. Not measured here: code run while
  // the file is collected is a "static" mutant for Stryker, which then runs every test for it (docs/mutacao.md).
  const base = 4;

  it('a limitation that limits lowers the cost (the control case)', () => {
    expect(measureTechnique(t({})).cost.total).toBe(base);
    expect(measureTechnique(t({ limitations: ['exige_carregar'] })).cost.total).toBe(3);
  });

  it('"volta contra você" on a technique with no Rolagem de Efeito: the cost does not drop, a term says why', () => {
    const r = measureTechnique(t({ limitations: ['volta_contra_voce'] }));
    expect(r.cost.total).toBe(base);
    const term = r.cost.terms.find((x) => x.rule === 'techniques.limitationWithoutEffect');
    expect(term?.value).toBe(0);
    expect(term?.label).toContain('vale zero');
    expect(r.issues.map((i) => i.code)).toEqual(['technique_limitation_no_effect']);
    expect(r.issues[0]!.message).toContain('não baixa o custo');
  });

  it('"pode ser quebrado" on a technique that imposes no condition: worth zero; with a condition it counts', () => {
    expect(measureTechnique(t({ limitations: ['pode_ser_quebrado'] })).cost.total).toBe(base);
    const withCondition = t({
      effects: [{ kind: 'dano', points: 2 }, { kind: 'condicao', condition: 'caido' }],
      limitations: ['pode_ser_quebrado'],
    });
    const r = measureTechnique(withCondition);
    expect(r.issues.map((i) => i.code)).not.toContain('technique_limitation_no_effect');
    expect(r.cost.total).toBe(r.size.total - 1);
  });

  it('the book\'s own example: "só no Sétimo" on an elite (an Ouro) is no limitation; on a Bronze it is', () => {
    const x = t({ limitations: [{ slug: 'so_sob_condicao_dificil', text: 'só no Sétimo' }] });
    expect(measureTechnique(x, { level: 15, posto: 'elite' }).cost.total).toBe(base);
    expect(measureTechnique(x, { level: 15, posto: 'bronze' }).cost.total).toBe(base - 1);
    expect(limitationsWithoutEffect(x, { level: 15, posto: 'elite' })).toEqual(['quem a usa entra no Sétimo quando quer']);
    expect(limitationsWithoutEffect(x, { level: 15, posto: 'bronze' })).toEqual([null]);
  });

  it('the lean receipt (the ficha\'s) gives the same cost', () => {
    for (const lims of [['volta_contra_voce'], ['pode_ser_quebrado', 'exige_carregar'], []] as const) {
      const x = t({ limitations: [...lims] });
      expect(measureTechniqueTotals(x).cost.total).toBe(measureTechnique(x).cost.total);
    }
  });

  it('"o Mestre é o juiz": a ruleset option lets the idle limitation count again (off in the book)', () => {
    expect(bookRuleset.techniques.limitationWithoutEffect.counts).toBe(false);
    const mesa = ruleset({ techniques: { limitationWithoutEffect: { counts: true } } });
    const r = measureTechnique(t({ limitations: ['volta_contra_voce'] }), undefined, mesa);
    expect(r.cost.total).toBe(base - 1);
    expect(r.issues.map((i) => i.code)).toEqual(['technique_limitation_no_effect']);
    expect(r.issues[0]!.message).toContain('esta mesa decidiu que ela conta');
  });
});

describe('a receipt term from a house rule says so, with the campaign\'s name', () => {
  it('the Grau 1 max size of a campaign: "6 máximo do Grau 1 — regra da casa: Mesa da Ana"', () => {
    const mesa = ruleset({ techniques: { graus: { 0: { maxSize: 6 } } } });
    const r = measureTechnique(t({}), undefined, mesa);
    const term = r.maxSize!.terms[0]!;
    expect(term.house).toBe('Mesa da Ana');
    expect(term.label).toBe('máximo do Grau 1 — regra da casa: Mesa da Ana');
    expect(r.maxSize!.text).toBe('Tamanho máximo 6 = 6 máximo do Grau 1 — regra da casa: Mesa da Ana');
  });

  it('the book\'s own numbers stay unmarked, in the same receipt and without a campaign', () => {
    const mesa = ruleset({ techniques: { graus: { 0: { maxSize: 6 } } } });
    const r = measureTechnique(t({ limitations: ['exige_carregar'] }), undefined, mesa);
    expect(r.size.terms.every((x) => x.house === undefined)).toBe(true);
    expect(r.cost.terms.every((x) => x.house === undefined)).toBe(true);
    expect(measureTechnique(t({})).maxSize!.terms[0]!.house).toBeUndefined();
  });

  it('a house price of a limitation marks that cost term (and not the size at the head of the cost)', () => {
    const mesa = ruleset({ techniques: { limitations: { exige_carregar: { points: 2 } } } });
    const r = measureTechnique(t({ limitations: ['exige_carregar'] }), undefined, mesa);
    expect(r.cost.terms[0]!.house).toBeUndefined();
    expect(r.cost.terms[1]!.house).toBe('Mesa da Ana');
    expect(r.cost.text).toContain('regra da casa: Mesa da Ana');
  });
});
