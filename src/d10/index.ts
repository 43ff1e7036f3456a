/**
 * `sangue-e-estrelas/d10` — the d10 dice-pool rules of the seed `001` ("Sistema de Regras"):
 * traits 00–05, pools of at most two traits, difficulties 02–10, successes, the Rule of One,
 * Falha Crítica, degrees of success, splitting a pool, and exact probabilities.
 *
 * @example
 * ```ts
 * import { evaluateDice, poolProbabilities } from 'sangue-e-estrelas/d10';
 * const r = evaluateDice([1, 1, 9], 7);
 * if (r.ok) r.value.outcome //=> 'falha_critica'
 * ```
 *
 * @module sangue-e-estrelas/d10
 */
export * from './rules.js';
export * from './issues.js';
export * from './pool.js';
export * from './roll.js';
export * from './probability.js';
