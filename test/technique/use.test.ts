/**
 * What a technique does at a level, its critical, burning, the life that pays and concentration.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  concentrationBonus,
  cosmoPiso,
  createTechnique,
  lifePrice,
  maxBurnPoints,
  payTechnique,
  techniqueAtLevel,
  techniqueCritical,
  type Technique,
} from '../../src/technique/index.js';

const dir = join(__dirname, '..', '..', 'examples', 'tecnicas');
const load = (slug: string): Technique => createTechnique(JSON.parse(readFileSync(join(dir, `${slug}.json`), 'utf8')));
const teo = { level: 1, attributes: { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 }, cosmoAttribute: 'SAB' as const };

describe('at a level (FACTS.md › Techniques (Capítulo Seis))', () => {
  const tres = createTechnique({
    name: 'Três pontos', nature: 'golpe', activation: 'acao', duration: 'instantanea', range: 'toque',
    effects: [{ kind: 'dano', points: 3 }], roll: { kind: 'ataque' }, grau: 2, description: 'x',
  });

  it('"Técnica de 3 pontos de dano no nível 6 (bônus do ponto +5): 3d8 + 15 + mod" (tables/06-tecnicas.md › nota)', () => {
    const r = techniqueAtLevel(tres, 6);
    expect(r.pointBonus).toBe(5);
    expect(r.text).toBe('3d8 + 15 + mod');
  });

  it('a damage point is 1d8 at level 1 and 1d8 + 9 at level 10 (FACTS.md › Techniques (Capítulo Seis))', () => {
    const one = createTechnique({ ...tres, id: undefined, effects: [{ kind: 'dano', points: 1 }], grau: 3 });
    expect(techniqueAtLevel(one, 1).text).toBe('1d8 + mod');
    expect(techniqueAtLevel(one, 10).text).toBe('1d8 + 9 + mod');
  });

  it('a level-1 technique stops growing at level 4 (+3 per point) (FACTS.md › Techniques (Capítulo Seis))', () => {
    const asas = load('asas-flamejantes');
    expect(techniqueAtLevel(asas, 4).text).toBe('3d8 + 9 + mod');
    expect(techniqueAtLevel(asas, 4).stoppedGrowing).toBe(false);
    const at10 = techniqueAtLevel(asas, 10);
    expect(at10.text).toBe('3d8 + 9 + mod');
    expect(at10.stoppedGrowing).toBe(true);
    expect([at10.levelPointBonus, at10.pointBonusCap]).toEqual([9, 3]);
  });

  it('the modifier enters once, and the owner’s numbers come out (min, max, average)', () => {
    const a = techniqueAtLevel(load('garra-que-rasga-o-ceu'), teo).amounts[0]!;
    expect(a).toMatchObject({ text: '2d8 + DES', resolvedText: '2d8 + 2', min: 4, max: 18, average: 11, modifier: { label: 'DES', value: 2 } });
    const m = techniqueAtLevel(load('muralha-de-cosmo'), { ...teo, level: 3 }).amounts[0]!;
    expect(m).toMatchObject({ kind: 'pv_temporarios', text: '2d8 + 4 + mod', resolvedText: '2d8 + 6', min: 8, max: 22, average: 15 });
  });

  it('a Golpe that does not say FOR or DES uses the better of the two; without attributes the modifier is unknown', () => {
    const p = techniqueAtLevel(load('punho-de-meteoros'), teo).amounts[0]!;
    expect(p.resolvedText).toBe('2d8 + 2');
    const u = techniqueAtLevel(load('punho-de-meteoros'), 1).amounts[0]!;
    expect(u.resolvedText).toBeNull();
    expect([u.min, u.max, u.average]).toEqual([2, 16, 9]);
  });

  it('a missed Efeito halves the damage; an Ataque does not', () => {
    expect(techniqueAtLevel(load('poeira-de-gelo'), 1).amounts[0]?.halfOnMiss).toBe(true);
    expect(techniqueAtLevel(load('punho-de-meteoros'), 1).amounts[0]?.halfOnMiss).toBe(false);
  });

  it('a technique without dice has no amounts', () => {
    expect(techniqueAtLevel(load('passo-de-luz'), 1).amounts).toEqual([]);
  });
});

describe('critical (FACTS.md › Resolution (opening chapters))', () => {
  it('technique crit = one extra damage point (one more die and one more point bonus)', () => {
    expect(techniqueCritical(load('punho-de-meteoros'), 1)?.text).toBe('3d8 + mod');
    expect(techniqueCritical(load('excalibur'), 15)?.text).toBe('5d8 + 70 + FOR');
  });
  it('no crit for a Rolagem de Efeito, nor for a technique without damage', () => {
    expect(techniqueCritical(load('poeira-de-gelo'), 1)).toBeNull();
    expect(techniqueCritical(load('corrente-circular'), 1)).toBeNull();
  });
});

describe('burning and the life that pays (FACTS.md › Cosmo (Capítulo Quatro))', () => {
  it('burn at most the proficiency, +2 in the Sétimo', () => {
    expect(maxBurnPoints({ level: 1 })).toBe(2);
    expect(maxBurnPoints({ level: 5 })).toBe(3);
    expect(maxBurnPoints({ level: 5, sentido: 'setimo' })).toBe(5);
    const r = payTechnique(load('punho-de-meteoros'), { level: 1 }, { cosmo: 5, burn: 3 });
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.code).toBe('technique_burn_over_limit');
    expect(r.issues[0]?.message).toBe('Dá para queimar no máximo 2 pontos (proficiência 2); 3 é demais.');
  });

  it('Téo, round 3: Cosmo 4, the Garra (cost 3) burning 1 — 3d8 + 2, 1d4 (Grau 1), Cosmo back to the piso 1 (tables/14-ficha.md)', () => {
    const r = payTechnique(load('garra-que-rasga-o-ceu'), teo, { cosmo: 4, burn: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.damage.amounts[0]?.resolvedText).toBe('3d8 + 2');
    expect(r.value.lifePrice?.text).toBe('1d4 × 1');
    expect(r.value.cosmoAfter).toBe(1);
    expect(r.value.ignoresLida).toBe(true);
    expect(r.value.fromCosmo).toBe(3);
  });

  it('"piso 2 e 3 de Cosmo: técnica de 3 sai toda do Cosmo, que fica em 2; com 2 de Cosmo, cobra 1 ponto da vida" (tables/04-cosmo-e-sentidos.md › O Cosmo não acaba)', () => {
    const owner = { level: 3, cosmoChoices: 2 };
    expect(cosmoPiso(owner)).toBe(2);
    const fenix = load('ave-fenix'); // size 3, cost 3
    const a = payTechnique(fenix, owner, { cosmo: 3 });
    expect(a.ok && [a.value.fromCosmo, a.value.missingPoints, a.value.cosmoAfter, a.value.lifePrice]).toEqual([3, 0, 2, null]);
    const b = payTechnique(fenix, owner, { cosmo: 2 });
    expect(b.ok && [b.value.fromCosmo, b.value.missingPoints, b.value.cosmoAfter, b.value.lifePrice?.text, b.value.burning]).toEqual([
      2, 1, 2, '1d4 × 1', true,
    ]);
  });

  it('the price is 1d4 per point × the technique’s Grau: a level-5 Bronze burning 3 pays 3d4 × 2 (FACTS.md › Feats and hazards)', () => {
    expect(lifePrice(3, 2)).toMatchObject({ text: '3d4 × 2', min: 6, max: 24, average: 15 });
  });

  it('each burned point is one more damage point, even past the max size; crit stacks', () => {
    const r = payTechnique(load('excalibur'), { level: 15, sentido: 'setimo' }, { cosmo: 8, burn: 7 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.damage.text).toBe('11d8 + 154 + FOR');
    expect(r.value.critical?.text).toBe('12d8 + 168 + FOR');
    expect(r.value.lifePrice?.text).toBe('7d4 × 4');
  });

  it('bad numbers are issues, never throws', () => {
    const r = payTechnique(load('punho-de-meteoros'), { level: 1 }, { cosmo: -1, burn: -2 });
    expect(r.issues.map((i) => i.code)).toEqual(['technique_burn_negative', 'technique_cosmo_negative']);
  });
});

describe('concentration (FACTS.md › Techniques (Capítulo Seis))', () => {
  it('+2 or half the damage − 8, whichever is greater', () => {
    expect(concentrationBonus(0)).toBe(2);
    expect(concentrationBonus(20)).toBe(2);
    expect(concentrationBonus(21)).toBe(3);
    expect(concentrationBonus(30)).toBe(7);
  });
});
