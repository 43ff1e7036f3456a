/**
 * The plain technique the technique tests vary: Punho de Meteoros, a Grau 1 golpe of two damage
 * points against DEF (tables/06-tecnicas.md's first example). One copy for every test file.
 */
import { createTechnique, type Technique, type TechniqueInput } from '../../src/technique/index.js';

export const punho: TechniqueInput = {
  name: 'Punho de Meteoros',
  nature: 'golpe',
  activation: 'acao',
  duration: 'instantanea',
  range: 'toque',
  effects: [{ kind: 'dano', points: 2 }],
  roll: { kind: 'ataque', against: 'DEF' },
  grau: 1,
  description: 'Cem socos por segundo.',
};

/** Punho de Meteoros with some fields changed. */
export const punhoWith = (over: Partial<TechniqueInput>): Technique => createTechnique({ ...punho, ...over });
