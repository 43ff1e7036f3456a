/**
 * Golden fixtures: every technique printed in the book exists in examples/tecnicas/ and measures
 * exactly as printed. The expected numbers below are copied by hand from tables/06-tecnicas.md,
 * tables/14-ficha.md and the seed's prose — a transcription independent of the JSON files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureTechnique, readTechnique, techniqueAtLevel, type Technique } from '../../src/technique/index.js';

const dir = join(__dirname, '..', '..', 'examples', 'tecnicas');

function load(slug: string): Technique {
  const r = readTechnique(JSON.parse(readFileSync(join(dir, `${slug}.json`), 'utf8')));
  if (!r.ok) throw new Error(`${slug}: ${r.issues.map((i) => i.message).join('; ')}`);
  return r.value.technique;
}

// [fixture, size, cost, level, damage text or null, Grau]
type Row = [string, number, number, number, string | null, number];

const oitoDeNivel1: Row[] = [
  ['punho-de-meteoros', 2, 2, 1, '2d8 + mod', 1],
  ['poeira-de-gelo', 3, 3, 1, '2d6 + mod', 1],
  ['corrente-circular', 2, 2, 1, null, 1],
  ['asas-flamejantes', 5, 5, 1, '3d8 + mod', 1],
  ['dragao-ascendente', 3, 2, 1, '2d8 + mod', 1],
  ['golpe-fantasma', 2, 2, 1, null, 1],
  ['muralha-de-cosmo', 5, 5, 1, '2d8 + mod', 1],
  ['passo-de-luz', 2, 2, 1, null, 1],
];

const tresAssentos: Row[] = [
  ['excalibur', 7, 7, 15, '4d8 + 56 + FOR', 4],
  ['colera-dos-cem-dragoes', 7, 7, 15, '4d6 + 56 + mod', 4],
  ['trovao-atomico', 7, 7, 15, '3d8 + 42 + DES', 4],
];

const golpesFamosos: [string, number, number, number][] = [
  ['agulha-escarlate', 6, 6, 4],
  ['caixao-de-gelo', 6, 5, 4],
  ['ondas-do-inferno', 7, 6, 4],
  ['muralha-de-cristal', 5, 4, 4],
  ['sata-imperial', 5, 5, 4],
  ['outra-dimensao', 5, 4, 4],
  ['tesouro-do-ceu', 5, 4, 4],
  ['ave-fenix', 3, 3, 1],
];

describe('golden fixtures (the book is the test)', () => {
  describe('Oito técnicas de nível 1 (tables/06-tecnicas.md › Oito técnicas de nível 1)', () => {
    for (const [slug, size, cost, level, damage, grau] of oitoDeNivel1) {
      it(`${slug}: tamanho ${size}, custo ${cost}${damage ? `, ${damage} no nível ${level}` : ''}`, () => {
        const t = load(slug);
        const r = measureTechnique(t);
        expect(r.issues).toEqual([]);
        expect([r.size.total, r.cost.total, r.grau]).toEqual([size, cost, grau]);
        expect(r.size.total).toBeLessThanOrEqual(5);
        const a = techniqueAtLevel(t, level);
        expect(a.text || null).toBe(damage);
      });
    }
  });

  describe('Três exemplos de Golpe do Assento: Grau 4, máximo 7, nível 15, +14 (tables/06-tecnicas.md › Três exemplos)', () => {
    for (const [slug, size, cost, level, damage, grau] of tresAssentos) {
      it(`${slug}: ${size} pontos · ${cost} de Cosmo · ${damage} no nível ${level}`, () => {
        const t = load(slug);
        const r = measureTechnique(t);
        expect(r.issues).toEqual([]);
        expect([r.size.total, r.cost.total, r.grau, r.maxSize?.total]).toEqual([size, cost, grau, 7]);
        expect(r.maxSize?.terms.map((x) => x.value)).toEqual([6, 1]);
        const a = techniqueAtLevel(t, level);
        expect(a.pointBonus).toBe(14);
        expect(a.text).toBe(damage);
      });
    }
    it('Cólera dos Cem Dragões: metade no erro (Efeito contra Reflexos)', () => {
      expect(techniqueAtLevel(load('colera-dos-cem-dragoes'), 15).amounts[0]?.halfOnMiss).toBe(true);
    });
  });

  describe('Os golpes famosos, e as falhas deles (tables/06-tecnicas.md › Os golpes famosos)', () => {
    for (const [slug, size, cost, grau] of golpesFamosos) {
      it(`${slug}: ${size} pontos · ${cost} de Cosmo`, () => {
        const r = measureTechnique(load(slug));
        expect(r.issues.filter((i) => i.severity === 'error')).toEqual([]);
        expect([r.size.total, r.cost.total, r.grau]).toEqual([size, cost, grau]);
      });
    }
    it('Ave Fênix cabe no Grau 1', () => {
      const r = measureTechnique(load('ave-fenix'));
      expect(r.maxSize?.total).toBe(5);
      expect(r.valid).toBe(true);
    });
  });

  describe('Téo de Lince (tables/14-ficha.md › a ficha do Téo)', () => {
    const teo = { level: 1, attributes: { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 }, cosmoAttribute: 'SAB' as const, posto: 'bronze' as const };
    it('Garra que Rasga o Céu (assinatura): tamanho 3, custo 3, 2d8 + 2', () => {
      const t = load('garra-que-rasga-o-ceu');
      const r = measureTechnique(t, teo);
      expect(r.issues).toEqual([]);
      expect([r.size.total, r.cost.total]).toEqual([3, 3]);
      expect(t.signature).toBe(true);
      expect(techniqueAtLevel(t, teo).amounts[0]?.resolvedText).toBe('2d8 + 2');
    });
    it('Olhos do Lince: reação (+1), Desvantagem (1), tamanho 2, custo 2', () => {
      const t = load('olhos-do-lince');
      const r = measureTechnique(t, teo);
      expect(r.issues).toEqual([]);
      expect([r.size.total, r.cost.total]).toEqual([2, 2]);
      expect(r.size.terms.map((x) => [x.label, x.value])).toEqual([
        ['instantânea (inclui o 1º ponto de Desvantagem numa rolagem)', 1],
        ['reação', 1],
      ]);
    });
  });

  describe('the worked sums of the seed, term by term (FACTS.md › Techniques (Capítulo Seis))', () => {
    it('Poeira de Gelo: Instantânea (1, com o primeiro ponto de área) + segundo ponto de área (1) + Lento, fraca (1) = 3; curto de graça no Cosmo', () => {
      const r = measureTechnique(load('poeira-de-gelo'));
      expect(r.size.terms.map((x) => [x.value, x.rule])).toEqual([
        [1, 'techniques.durations.instantanea'],
        [1, 'techniques.effects.dano_area'],
        [1, 'combat.conditionGrades.fraca'],
      ]);
      expect(r.size.terms[0]?.label).toMatch(/instantânea.*1º ponto de dano em área/);
      expect(r.size.terms[2]?.label).toBe('Lento, condição fraca');
      expect(r.size.total).toBe(3);
      expect(r.cost.total).toBe(3);
      expect(r.notes).toContain('Alcance curto: não custa nada para a natureza Cosmo.');
    });
    it('Dragão Ascendente: Instantânea (1) + segundo ponto de dano (1) + Caído, fraca (1) = 3; "te deixa Desprevenido" −1 → custo 2, o piso', () => {
      const r = measureTechnique(load('dragao-ascendente'));
      expect(r.size.terms.map((x) => [x.value, x.rule])).toEqual([
        [1, 'techniques.durations.instantanea'],
        [1, 'techniques.effects.dano'],
        [1, 'combat.conditionGrades.fraca'],
      ]);
      expect(r.size.terms[2]?.label).toBe('Caído, condição fraca');
      expect(r.cost.terms.map((x) => [x.label, x.value])).toEqual([
        ['tamanho', 3],
        ['te deixa Desprevenido', -1],
      ]);
      expect(r.cost.total).toBe(2);
      expect(r.costFloor).toMatchObject({ value: 2, bites: false, reached: true });
      expect(r.costFloor.note).toBe('custo 2: o piso é a metade de 3, arredondada para cima');
    });
  });
});
