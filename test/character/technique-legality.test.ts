/**
 * W1 — a technique enters a character only when the technique engine says it is ready, at every
 * entry point: creation, level-up, evolution, and a stored character read from a file.
 */
import { describe, expect, it } from 'vitest';
import {
  assignStandardArray,
  deriveFicha,
  evolveTechnique,
  levelUp,
  setArmy,
  setCosmoAttribute,
  setTechniques,
  startCreation,
  techniqueReadinessIssues,
  validateWarrior,
  type Warrior,
} from '../../src/character/index.js';
import { createTechnique } from '../../src/technique/index.js';
import { choicesFor, must, newTech, refused, teo, teoAt } from '../fixtures/teo.js';

const TECH = 'FACTS.md › Techniques (Capítulo Seis)';

/** Six damage points: size 6, over the Grau 1 max size (5), within the Grau 2 one (6). */
const heavy = { ...newTech(4), name: 'Pesada Demais', effects: [{ kind: 'dano' as const, points: 6 }] };
/** No activation, duration or roll: blank template fields. */
const blank = { name: 'Em Branco', nature: 'golpe' as const, effects: [{ kind: 'dano' as const, points: 1 }], description: 'x' };

describe(`a technique over the max size of its Grau, or with blank fields, is refused (${TECH}: "tamanho ≤ o máximo do Grau"; "qualquer campo em branco = não está pronta")`, () => {
  it('level-up: the new technique is measured for its owner at the new level — refused, input unchanged', () => {
    const w3 = teoAt(3);
    const before = JSON.stringify(w3);
    for (const t of [heavy, blank]) {
      const r = levelUp(w3, { ...choicesFor(w3, 4), tecnicaOuAtributo: { kind: 'tecnica', technique: t } }, { ignoreGloria: true });
      const codes = refused(r);
      expect(codes[0]).toBe('technique_not_ready');
      expect(r.issues[0]!.path).toEqual(['tecnicaOuAtributo', 'technique']);
    }
    expect(refused(levelUp(w3, { ...choicesFor(w3, 4), tecnicaOuAtributo: { kind: 'tecnica', technique: heavy } }, { ignoreGloria: true }))).toContain(
      'technique_over_max_size',
    );
    expect(refused(levelUp(w3, { ...choicesFor(w3, 4), tecnicaOuAtributo: { kind: 'tecnica', technique: blank } }, { ignoreGloria: true }))).toContain(
      'technique_field_blank',
    );
    expect(JSON.stringify(w3)).toBe(before);
    // A legal technique still enters.
    expect(must(levelUp(w3, choicesFor(w3, 4), { ignoreGloria: true })).techniques).toHaveLength(3);
  });

  it('level-up: size 6 is refused at Grau 1 (max 5) and fits at Grau 2 (level 5+, max 6) (tables/06-tecnicas.md › Graus)', () => {
    const w5 = teoAt(5);
    const r = levelUp(w5, { ...choicesFor(w5, 6), tecnicaOuAtributo: { kind: 'tecnica', technique: heavy } }, { ignoreGloria: true });
    expect(deriveFicha(must(r)).techniques.at(-1)).toMatchObject({ name: 'Pesada Demais', size: 6, grau: 2, valid: true });
  });

  it('evolution: the evolved technique is measured too — refused, input unchanged', () => {
    const w9 = teoAt(9);
    const before = JSON.stringify(w9);
    const olhos = w9.techniques.find((t) => t.id === 'livro-olhos-do-lince')!;
    const nine = { ...(olhos as object), grau: 1, effects: [{ kind: 'dano', points: 9 }] } as never;
    const r = evolveTechnique(w9, olhos.id, nine);
    expect(refused(r)).toEqual(expect.arrayContaining(['technique_not_ready', 'technique_over_max_size']));
    expect(r.issues[0]!.path).toEqual(['evolved']);
    expect(JSON.stringify(w9)).toBe(before);
  });

  it('a stored character with an illegal technique does not validate (validateWarrior)', () => {
    const bad = { ...newTech(4), effects: [{ kind: 'dano', points: 7 }] };
    const w4 = must(levelUp(teoAt(3), choicesFor(teoAt(3), 4), { ignoreGloria: true }));
    const json = JSON.parse(JSON.stringify(w4));
    json.techniques[2] = { ...json.techniques[2], ...bad };
    const r = validateWarrior(json);
    expect(refused(r)).toEqual(expect.arrayContaining(['technique_not_ready', 'technique_over_max_size']));
    expect(r.issues.find((i) => i.code === 'technique_over_max_size')!.path.slice(0, 2)).toEqual(['techniques', 2]);
  });

  it(`a signature is measured at its risen Grau: Garra stays ready as Téo rises, at every level (${TECH}: a assinatura sobe de Grau sozinha)`, () => {
    for (const level of [1, 5, 9, 13, 17, 20]) {
      const w: Warrior = teoAt(level);
      expect(validateWarrior(JSON.parse(JSON.stringify(w))).issues).toEqual([]);
    }
  });

  it('the shared helper: a risen signature has the max size of its acting Grau', () => {
    // size 6 at birth Grau 1: over the max (5) for a non-signature; a signature since level 1, at
    // level 5 (Grau 2), acts at Grau 2 (max 6).
    const t = createTechnique({ ...heavy, grau: 1 });
    const owner = { level: 5, attributes: { DES: 15 } };
    expect(techniqueReadinessIssues(t, owner, undefined, ['t']).map((i) => i.code)).toContain('technique_over_max_size');
    expect(techniqueReadinessIssues(t, owner, 1, ['t'])).toEqual([]);
  });
});

it(`creation refuses the same technique with the same codes — one shared check (${TECH})`, () => {
  let d = startCreation('x');
  d = must(setArmy(d, 'atena'));
  d = must(assignStandardArray(d, { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 }));
  d = must(setCosmoAttribute(d, 'SAB'));
  const before = JSON.stringify(d);
  const [garra] = teo.techniques;
  const r = setTechniques(d, [{ ...(garra as object), signature: false } as never, { ...heavy, signature: true }]);
  expect(refused(r)).toEqual(expect.arrayContaining(['technique_not_ready', 'technique_over_max_size']));
  expect(r.issues.find((i) => i.code === 'technique_not_ready')!.path).toEqual(['techniques', 1]);
  expect(JSON.stringify(d)).toBe(before);
});
