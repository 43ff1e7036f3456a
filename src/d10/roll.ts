/**
 * Reading and rolling a d10 pool: successes against the difficulty, the Rule of One, critical
 * failure and the degree of success.
 *
 * @module
 */
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { type RandomSource, rollDie } from '../dice/index.js';
import { d10Issue } from './issues.js';
import { degreeLabel, validateDifficulty, validatePoolSize } from './pool.js';
import { d10Rules, type D10Rules } from './rules.js';

/**
 * The three outcomes of a roll: `sucesso` (at least one success left after the Rule of One),
 * `falha` (none left) and `falha_critica` (more 1s than successes).
 *
 * @example
 * ```ts
 * d10Outcomes //=> ['sucesso', 'falha', 'falha_critica']
 * ```
 */
export const d10Outcomes = /* @__PURE__ */ (() => Object.freeze(['sucesso', 'falha', 'falha_critica'] as const))();

/**
 * One of {@link d10Outcomes}.
 *
 * @example
 * ```ts
 * const o: D10Outcome = 'falha_critica';
 * ```
 */
export type D10Outcome = (typeof d10Outcomes)[number];

/**
 * pt-BR labels of the outcomes.
 *
 * @example
 * ```ts
 * d10OutcomeLabels.falha_critica //=> 'Falha Crítica'
 * ```
 */
export const d10OutcomeLabels: Readonly<Record<D10Outcome, string>> = /* @__PURE__ */ Object.freeze({
  sucesso: 'Sucesso',
  falha: 'Falha',
  falha_critica: 'Falha Crítica',
});

/**
 * A pool read against a difficulty.
 *
 * @example
 * ```ts
 * const r = evaluateDice([2, 3, 6, 5, 9], 6);
 * if (r.ok) {
 *   const roll: D10Roll = r.value;
 *   roll.netSuccesses //=> 2
 *   roll.degree //=> 'Moderado'
 * }
 * ```
 */
export interface D10Roll {
  /** The faces, in the order rolled. */
  readonly faces: readonly number[];
  /** The difficulty (02–10). */
  readonly difficulty: number;
  /** Dice that showed the difficulty or more, before the Rule of One. */
  readonly successes: number;
  /** Dice that showed 1. */
  readonly ones: number;
  /** Pairs removed by the Rule of One: each is `[1, the success it cancelled]` (highest successes first). */
  readonly cancelled: readonly (readonly [number, number])[];
  /** Successes left after the Rule of One (never negative). */
  readonly netSuccesses: number;
  /** Sucesso, falha or falha crítica. */
  readonly outcome: D10Outcome;
  /** Degree of the success (Mínimo … Fenomenal); `undefined` unless `outcome` is `sucesso`. */
  readonly degree: string | undefined;
  /** A pt-BR sentence: "(1, 5, 9) contra 7: o 1 anula o 9 — Falha". */
  readonly text: string;
}

function describe(r: Omit<D10Roll, 'text'>): string {
  const head = `(${r.faces.join(', ')}) contra ${r.difficulty}`;
  const pairs = r.cancelled.map(([one, s]) => `o ${one} anula o ${s}`);
  const extra = r.ones - r.cancelled.length;
  if (extra > 0) pairs.push(extra === 1 ? 'sobra um 1' : `sobram ${extra} uns`);
  const mid = pairs.length ? `: ${pairs.join(', ')}` : '';
  let tail: string;
  if (r.outcome === 'sucesso') tail = `${r.netSuccesses} ${r.netSuccesses === 1 ? 'sucesso' : 'sucessos'} (${r.degree})`;
  else tail = d10OutcomeLabels[r.outcome];
  return `${head}${mid} — ${tail}`;
}

/**
 * Reads faces already rolled against a difficulty: each die showing the difficulty or more is a
 * success; each 1 cancels one success (both dice are removed); more 1s than successes is a
 * Falha Crítica.
 *
 * @param faces - The faces (1–10).
 * @param difficulty - The difficulty (02–10).
 * @param rules - The d10 rules.
 * @returns The reading, or coded issues for impossible faces or difficulty.
 * @example
 * ```ts
 * const a = evaluateDice([2, 5, 9], 7);  // Força 3 contra 7
 * if (a.ok) a.value.netSuccesses //=> 1
 * const b = evaluateDice([1, 5, 9], 7);
 * if (b.ok) b.value.outcome //=> 'falha'
 * const c = evaluateDice([1, 1, 9], 7);
 * if (c.ok) c.value.outcome //=> 'falha_critica'
 * ```
 */
export function evaluateDice(faces: readonly number[], difficulty: number, rules: D10Rules = d10Rules): Result<D10Roll> {
  const issues: Issue[] = [...validateDifficulty(difficulty, rules).issues];
  faces.forEach((f, i) => {
    if (!Number.isInteger(f) || f < 1 || f > rules.die.sides) {
      issues.push(d10Issue('d10_face_out_of_range', ['faces', i], { face: f, sides: rules.die.sides }));
    }
  });
  if (issues.length > 0) return fail(issues);
  const successFaces = faces.filter((f) => f >= difficulty).sort((a, b) => b - a);
  const ones = faces.filter((f) => f === rules.die.cancellingFace).length;
  const cancelledCount = Math.min(ones, successFaces.length);
  const cancelled = successFaces.slice(0, cancelledCount).map((s) => Object.freeze([rules.die.cancellingFace, s] as const));
  const netSuccesses = successFaces.length - cancelledCount;
  const outcome: D10Outcome = netSuccesses > 0 ? 'sucesso' : ones > successFaces.length ? 'falha_critica' : 'falha';
  const base = {
    faces: Object.freeze([...faces]),
    difficulty,
    successes: successFaces.length,
    ones,
    cancelled: Object.freeze(cancelled),
    netSuccesses,
    outcome,
    degree: outcome === 'sucesso' ? degreeLabel(netSuccesses, rules) : undefined,
  };
  return ok(Object.freeze({ ...base, text: describe(base) }));
}

/**
 * Rolls a pool of d10 against a difficulty with an injected random source, and reads it.
 *
 * @param dice - Number of dice in the pool.
 * @param difficulty - The difficulty (02–10).
 * @param rng - The random source (`createRandom(seed)` for reproducible rolls).
 * @param rules - The d10 rules.
 * @returns The roll, or coded issues for a bad pool or difficulty.
 * @example
 * ```ts
 * const r = rollPool(5, 6, createRandom(42));
 * if (r.ok) r.value.faces.length //=> 5
 * ```
 */
export function rollPool(dice: number, difficulty: number, rng: RandomSource, rules: D10Rules = d10Rules): Result<D10Roll> {
  const size = validatePoolSize(dice, rules);
  const diff = validateDifficulty(difficulty, rules);
  if (!size.ok || !diff.ok) return fail([...size.issues, ...diff.issues]);
  const faces = Array.from({ length: size.value }, () => rollDie(rules.die.sides, rng));
  const r = evaluateDice(faces, difficulty, rules);
  return r.ok ? ok(r.value, size.issues) : r;
}
