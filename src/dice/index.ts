/**
 * Dice: an injectable random source, dice expressions (parse, roll, exact distribution), the d20
 * test with Vantagem / Desvantagem and critical rules, rounding by the book, pt-BR formatting.
 *
 * @module
 */
export * from './random.js';
export * from './limits.js';
export { diceMessages, type DiceIssueCode } from './issues.js';
export {
  parseDice,
  formatDice,
  type DiceExpression,
  type DiceTerm,
  type DiceGroupTerm,
  type ConstantTerm,
  type VariableTerm,
  type ParseDiceOptions,
} from './expression.js';
export {
  rollDice,
  resolveDiceVariables,
  type DiceVariables,
  type DiceOptions,
  type DiceRoll,
  type DiceHit,
  type DiceTermRoll,
} from './roll.js';
export * from './distribution.js';
export * from './d20.js';
export * from './rounding.js';
export * from './critical.js';
export * from './format.js';
