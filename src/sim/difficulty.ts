/**
 * The fight-difficulty helper's measured mode: the actual party against the actual enemies, played
 * by the simulator, and the step of the Capítulo Dez ladder the party's win rate falls in
 * (`enemies.difficulty.fallback.groupWinsToStep`, the same table {@link fightDifficulty} uses for
 * measured group wins).
 *
 * @module
 */
import { bookRuleset } from '../rules/index.js';
import type { Fighter } from './fighter.js';
import { simulate, type SimResult, type SimulateOptions } from './simulate.js';

/**
 * A measured fight difficulty.
 *
 * @example
 * ```ts
 * const d: MeasuredDifficulty = measureFightDifficulty([referenceFighter({ level: 5 })], [referenceFighter({ level: 5 })], { n: 200 });
 * d.step //=> 'justa'
 * ```
 */
export interface MeasuredDifficulty {
  /** The step id (`facil`, `justa`, `dificil`, `muito_dificil`, `mortal`). */
  readonly step: string;
  /** Its pt-BR label. */
  readonly label: string;
  /** The run behind it (the party is the first side). */
  readonly result: SimResult;
}

/**
 * Measures a fight: the party (first side) against the enemies, `n` seeded fights, and the step of
 * the difficulty ladder its win percentage reaches (the first row of `groupWinsToStep` whose
 * `minWins` it meets).
 *
 * @param party - The characters.
 * @param enemies - The enemies.
 * @param options - n, seed, Sozinho contra muitos, ruleset.
 * @returns The step and the run.
 * @example
 * ```ts
 * const d = measureFightDifficulty([referenceFighter({ level: 20 })], [referenceFighter({ level: 20, posto: 'ouro' })], { n: 200 });
 * d.step //=> 'mortal'
 * ```
 */
export function measureFightDifficulty(party: readonly Fighter[], enemies: readonly Fighter[], options: SimulateOptions = {}): MeasuredDifficulty {
  const rs = options.ruleset ?? bookRuleset;
  const result = simulate(party, enemies, options);
  const D = rs.enemies.difficulty;
  const wins = result.winRate.value * 100;
  const row = D.fallback.groupWinsToStep.find((r) => wins >= r.minWins) ?? D.fallback.groupWinsToStep[D.fallback.groupWinsToStep.length - 1]!;
  const step = D.steps.find((s) => s.id === row.step);
  return { step: row.step, label: step ? step.label : row.step, result };
}
