import type { RandomSource } from '../../src/dice/random.js';
import { readRoll, type CosmoRoll, type RollFormula } from '../../src/cosmo-gaming/index.js';

/** A random source that shows the given d6 faces, in order (then starts over). */
export function d6Faces(...faces: number[]): RandomSource {
  let i = 0;
  return {
    next() {
      const f = faces[i % faces.length]!;
      i++;
      return (f - 0.5) / 6;
    },
  };
}

/** Reads a roll or fails the test. */
export function roll(faces: number[], pec = 0, formula: RollFormula = { dice: faces.length, modifier: 0 }): CosmoRoll {
  const r = readRoll(faces, formula, pec);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}
