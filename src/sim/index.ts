/**
 * The fight simulator (`sangue-e-estrelas/sim`): fighters compiled from the library's own
 * characters, enemies and the book's reference fighter; duels, groups, many against many and bands
 * of figurantes played under the book's default policy with every rule read from the ruleset;
 * seeded runs summed up with Wilson intervals, and a readable pt-BR log of any one fight. No Node
 * built-ins: it runs unchanged in a browser or a worker.
 *
 * @module
 */
export * from './fighter.js';
export * from './policies.js';
export * from './fighter-warrior.js';
export * from './fighter-reference.js';
export * from './reference-build.js';
export * from './assento.js';
export * from './fight.js';
export * from './divine.js';
export * from './special-fighters.js';
export * from './band.js';
export * from './simulate.js';
export * from './difficulty.js';
export * from './ready.js';
export * from './scenario-schema.js';
export * from './scenario-read.js';
export * from './scenario.js';
export { simMessages, type SimIssueCode } from './issues.js';
export { type BorrowedPosto } from './armor-options.js';
