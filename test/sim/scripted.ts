/**
 * Scripted dice for the fight tests: every roll chosen by the test, so a rule is checked blow by blow.
 */
import { dieFace, scriptedRandom, type RandomSource } from '../../src/dice/index.js';

/** Every die shows the same fraction of its faces (0.925: d20 19, d8 8, d6 6). */
export const always = (v: number): RandomSource => scriptedRandom([v]);

/** d20 faces (and other dice by their own sides) in order, then the script starts over. */
export const dice = (...faces: readonly (readonly [number, number])[]): RandomSource => scriptedRandom(faces.map(([f, s]) => dieFace(f, s)));

/** The fraction of its faces that makes a d20 show 19 (0.925 × 20 = 18.5 → 19). */
export const NINETEENS = 0.925;

/** The fraction of its faces that makes every die show its highest face (a d20's 20). */
export const TWENTIES = 0.999;

/** d20 faces in order, then the script starts over. */
export const d20s = (...faces: number[]): RandomSource => scriptedRandom(faces.map((f) => dieFace(f, 20)));
