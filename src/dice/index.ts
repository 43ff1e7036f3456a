/**
 * Dice: an injectable random source, dice expressions and the d20 test.
 *
 * @module
 */
export * from './random.js';
