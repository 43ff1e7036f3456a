/**
 * receipt.ts under mutation testing (issue 29): each term of the size and the cost with its points
 * and the rule it comes from, the max size, the floor, the upkeep, the lean receipt. Numbers from
 * tables/06-tecnicas.md (Duração: instantânea 1, sustentada 2; Alcance longo +2 Cosmo; área dobrada
 * +2, seletiva +1; ação bônus +1; O Grau: máximo 5 no Grau 1, 6 do 2 ao 5; Golpe do Assento +1; custo
 * nunca abaixo da metade do tamanho, arredondada para cima, mínimo 1; manutenção metade do custo,
 * para baixo, mínimo 1) and tables/engine-constants.md (tamanho mínimo 1).
 */
import { describe, expect, it } from 'vitest';
import { createRuleset } from '../../src/rules/index.js';
import { costFloorOf, createTechnique, measureTechnique, measureTechniqueTotals, sustainUpkeep } from '../../src/technique/index.js';
import { punho as base, punhoWith } from './punho.js';

const t = punhoWith;
const rich = t({
  nature: 'cosmo',
  activation: 'acao_bonus',
  duration: 'sustentada',
  range: 'longo',
  area: { shape: 'linha', doubled: true, selective: true },
  effects: [{ kind: 'dano_area', points: 3 }, { kind: 'condicao', condition: 'cego' }, { kind: 'condicao', label: 'Enraizado', grade: 'fraca' }],
  modifiers: ['nao_precisa_ver'],
  limitations: ['exige_carregar', 'volta_contra_voce'],
  roll: { kind: 'efeito', against: 'reflexos' },
  grau: 2,
});
const vr = (terms: readonly { value: number; rule?: string }[]) => terms.map((x) => [x.value, x.rule]);
function casa(over: object) {
  const r = createRuleset({ id: 'casa', name: 'Casa', ...over });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe('the size, term by term', () => {
  it('each term has its points and its rule; the first effect point comes with the duration', () => {
    const r = measureTechnique(rich);
    expect(vr(r.size.terms)).toEqual([
      [2, 'techniques.durations.sustentada'],
      [2, 'techniques.effects.dano_area'],
      [2, 'combat.conditionGrades.media'],
      [1, 'combat.conditionGrades.fraca'],
      [2, 'techniques.ranges.longo'],
      [2, 'techniques.areaExtras.doubled'],
      [1, 'techniques.areaExtras.selective'],
      [1, 'techniques.activations.acao_bonus'],
      [1, 'techniques.modifiers.nao_precisa_ver'],
    ]);
    expect(r.size.total).toBe(14);
    expect(r.size.terms.map((x) => x.label)).toEqual([
      'sustentada (inclui o 1º ponto de dano em área)',
      'dano em área: mais 2 pontos',
      'Cego, condição média',
      'Enraizado, condição fraca',
      'alcance longo (Cosmo)',
      'área dobrada',
      'área seletiva',
      'ação bônus',
      'não precisa ver o alvo',
    ]);
    expect(r.notes).toEqual(['A forma da área (linha, 6 m por 1,5 m) vem incluída no preço do efeito em área.']);
  });
  it('the lean receipt has the same values in the same order, and no notes', () => {
    const lean = measureTechniqueTotals(rich);
    expect(lean.size.terms.map((x) => x.value)).toEqual(measureTechnique(rich).size.terms.map((x) => x.value));
    expect(lean.cost.terms.map((x) => x.value)).toEqual([14, -1, -1]);
    expect(lean.notes).toEqual([]);
    expect(lean.maxSize?.total).toBe(6);
    expect(lean.upkeep).toBe(6);
  });
  it('a single effect (Mover-se, 1 ponto) is named without its points; a stepped one with them', () => {
    const r = measureTechnique(t({ duration: 'instantanea', effects: [{ kind: 'dano', points: 1 }, { kind: 'dano', points: 2 }] }));
    expect(vr(r.size.terms)).toEqual([
      [1, 'techniques.durations.instantanea'],
      [2, 'techniques.effects.dano'],
    ]);
    expect(r.size.terms[1]!.label).toBe('dano em alvo único: 2 pontos');
  });
  it('a range free for the nature adds no term and says so in a note (curto: Cosmo 0, Golpe +1)', () => {
    const cosmo = measureTechnique(t({ nature: 'cosmo', range: 'curto' }));
    expect(cosmo.size.terms.some((x) => x.rule === 'techniques.ranges.curto')).toBe(false);
    expect(cosmo.notes).toEqual(['Alcance curto: não custa nada para a natureza Cosmo.']);
    expect(measureTechniqueTotals(t({ nature: 'cosmo', range: 'curto' })).size.total).toBe(cosmo.size.total);
    const golpe = measureTechnique(t({ range: 'curto' }));
    expect(vr(golpe.size.terms).at(-1)).toEqual([1, 'techniques.ranges.curto']);
    expect(measureTechniqueTotals(t({ range: 'curto' })).size.total).toBe(golpe.size.total);
  });
  it('an effect without a duration is priced whole (no point included)', () => {
    const r = measureTechnique(t({ duration: undefined, effects: [{ kind: 'dano', points: 2 }] }));
    expect(vr(r.size.terms)).toEqual([[2, 'techniques.effects.dano']]);
    expect(measureTechniqueTotals(t({ duration: undefined, effects: [{ kind: 'dano', points: 2 }] })).size.total).toBe(2);
  });
  it('an empty technique still has size 1 (sizeMinimum): a "mínimo" term', () => {
    const r = measureTechnique(t({ duration: undefined, range: undefined, activation: undefined, effects: [] }));
    expect(vr(r.size.terms)).toEqual([[1, 'techniques.sizeMinimum']]);
    expect(r.size.total).toBe(1);
  });
});

describe('the max size of the Grau (tables/06-tecnicas.md › O Grau)', () => {
  it('Grau 1 is 5; a Golpe do Assento adds 1 (Grau 4: 7)', () => {
    expect(vr(measureTechnique(t({})).maxSize!.terms)).toEqual([[5, 'techniques.graus.0.maxSize']]);
    const seat = measureTechnique(t({ grau: 4, golpeDoAssento: { seat: 'Touro' } }));
    expect(vr(seat.maxSize!.terms)).toEqual([
      [6, 'techniques.graus.3.maxSize'],
      [1, 'techniques.golpeDoAssento.extraMaxSize'],
    ]);
    expect(seat.maxSize!.total).toBe(7);
    expect(measureTechniqueTotals(t({ grau: 4, golpeDoAssento: { seat: 'Touro' } })).maxSize!.total).toBe(7);
  });
  it('over the max: technique_over_max_size with size, max, excess, Grau and seat', () => {
    const r = measureTechnique(rich);
    expect(r.issues.find((i) => i.code === 'technique_over_max_size')?.params).toEqual({ size: 14, maxSize: 6, excess: 8, grau: 2, seat: false });
    expect(r.valid).toBe(false);
    const justo = measureTechnique(t({ effects: [{ kind: 'dano', points: 5 }] }));
    expect(justo.size.total).toBe(5);
    expect(justo.issues.map((i) => i.code)).not.toContain('technique_over_max_size');
    expect(justo.valid).toBe(true);
    const um = measureTechnique(t({ effects: [{ kind: 'dano', points: 6 }] }));
    expect(um.issues.find((i) => i.code === 'technique_over_max_size')?.params).toEqual({ size: 6, maxSize: 5, excess: 1, grau: 1, seat: false });
  });
  it('a Grau the table lacks (6) has no max size; no Grau takes the owner\'s (level 9: Grau 3)', () => {
    const six = measureTechnique(t({ grau: 6 }));
    expect(six.grau).toBeNull();
    expect(six.maxSize).toBeNull();
    const { grau: _g, ...semGrau } = base;
    const owned = measureTechnique(createTechnique(semGrau), { level: 9 });
    expect(owned.grau).toBe(3);
    expect(owned.maxSize!.terms[0]!.rule).toBe('techniques.graus.2.maxSize');
    expect(measureTechnique(createTechnique(semGrau)).grau).toBeNull();
  });
});

describe('the cost and its floor ("nunca abaixo da metade do tamanho, arredondada para cima; mínimo 1")', () => {
  it('costFloorOf: ⌈size / 2⌉, at least 1', () => {
    expect([0, 1, 2, 3, 4, 7].map((s) => costFloorOf(s))).toEqual([1, 1, 1, 2, 2, 4]);
  });
  it('limitations lower the cost, each a −1 term with its rule', () => {
    const r = measureTechnique(rich);
    expect(vr(r.cost.terms)).toEqual([
      [14, 'techniques.cost'],
      [-1, 'techniques.limitations.exige_carregar'],
      [-1, 'techniques.limitations.volta_contra_voce'],
    ]);
    expect(r.cost.total).toBe(12);
    expect(r.costFloor).toEqual({ value: 7, bites: false, reached: false, note: null });
  });
  it('the floor bites: size 2 with three limitations costs 1, a "piso" term of +2', () => {
    const x = t({ range: 'curto', effects: [{ kind: 'dano', points: 1 }], limitations: ['exige_carregar', 'te_deixa_caido', 'uma_vez_por_luta'] });
    const r = measureTechnique(x);
    expect(r.size.total).toBe(2);
    expect(r.cost.total).toBe(1);
    expect(vr(r.cost.terms).at(-1)).toEqual([2, 'techniques.cost']);
    expect(r.costFloor).toEqual({ value: 1, bites: true, reached: true, note: 'custo 1: o piso é a metade de 2, arredondada para cima' });
    expect(r.notes).toContain('Custo 1: o piso é a metade de 2, arredondada para cima.');
    const lean = measureTechniqueTotals(x);
    expect(lean.cost.terms.map((v) => v.value)).toEqual([2, -1, -1, -1, 2]);
    expect(lean.costFloor).toEqual({ value: 1, bites: true, reached: true, note: null });
  });
  it('reached without biting: size 4, two limitations, cost 2 on the floor', () => {
    const r = measureTechnique(t({ effects: [{ kind: 'dano', points: 4 }], limitations: ['exige_carregar', 'te_deixa_caido'] }));
    expect(r.size.total).toBe(4);
    expect(r.cost.total).toBe(2);
    expect(r.costFloor).toEqual({ value: 2, bites: false, reached: true, note: 'custo 2: o piso é a metade de 4, arredondada para cima' });
    expect(r.cost.terms).toHaveLength(3);
    const one = measureTechnique(t({ effects: [{ kind: 'dano', points: 4 }], limitations: ['exige_carregar'] }));
    expect(one.costFloor).toEqual({ value: 2, bites: false, reached: false, note: null });
    expect(measureTechnique(t({ effects: [{ kind: 'dano', points: 4 }] })).costFloor.reached).toBe(false);
  });
  it('a house minimum above half the size: the note names the absolute minimum', () => {
    const rs = casa({ techniques: { cost: { floorDivisor: 2, minimum: 3 } } });
    const r = measureTechnique(t({ limitations: ['exige_carregar'] }), undefined, rs);
    expect(r.cost.total).toBe(3);
    expect(r.costFloor.note).toBe('custo 3: o mínimo absoluto é 3');
  });
  it('a limitation that limits nothing is a 0 term with its reason (limitationWithoutEffect); the house rule that counts it takes the point', () => {
    const x = t({ limitations: ['volta_contra_voce'] });
    const r = measureTechnique(x);
    expect(vr(r.cost.terms)).toEqual([
      [2, 'techniques.cost'],
      [0, 'techniques.limitationWithoutEffect'],
    ]);
    expect(r.cost.terms[1]!.label).toBe('volta contra você (vale zero: a técnica não usa Rolagem de Efeito)');
    expect(measureTechniqueTotals(x).cost.terms.map((v) => v.value)).toEqual([2, 0]);
    const rs = casa({ techniques: { limitationWithoutEffect: { counts: true } } });
    expect(vr(measureTechnique(x, undefined, rs).cost.terms)).toEqual([
      [2, 'techniques.cost'],
      [-1, 'techniques.limitations.volta_contra_voce'],
    ]);
  });
});

describe('upkeep, issues order, freezing', () => {
  it('sustainUpkeep: half the cost, down, at least 1; null unless sustained; a house rounding up', () => {
    expect([1, 2, 3, 5, 12].map((c) => sustainUpkeep('sustentada', c))).toEqual([1, 1, 1, 2, 6]);
    expect(sustainUpkeep('instantanea', 5)).toBeNull();
    expect(sustainUpkeep('cena', 5)).toBeNull();
    expect(sustainUpkeep(undefined, 5)).toBeNull();
    const rs = casa({ techniques: { sustain: { upkeepDivisor: 2, upkeepRounding: 'up', upkeepMinimum: 1, concentrationMinBonus: 2, concentrationDamageDivisor: 2 } } });
    expect(sustainUpkeep('sustentada', 5, rs)).toBe(3);
  });
  it('errors come before warnings, each in the template\'s order', () => {
    // A trigger without a reaction (warning, activation group) comes before an effect error in the template.
    const r = measureTechnique(t({ trigger: 'quando atacado', effects: [{ kind: 'condicao', condition: 'morto' }] }));
    const sev = r.issues.map((i) => i.severity);
    expect(sev).toEqual([...sev].sort((a, b) => (a === b ? 0 : a === 'error' ? -1 : 1)));
    expect(r.issues.map((i) => i.code)).toEqual(['technique_destiny_effect', 'technique_trigger_without_reaction']);
  });
  it('the full receipt is frozen through; the lean one is not', () => {
    const r = measureTechnique(rich);
    expect([r, r.costFloor, r.notes, r.issues].every((x) => Object.isFrozen(x))).toBe(true);
    const lean = measureTechniqueTotals(rich);
    expect([lean, lean.costFloor, lean.issues].some((x) => Object.isFrozen(x))).toBe(false);
  });
});
