/**
 * Characters: the stored choices (versioned, zod-validated), the derived ficha with breakdowns,
 * creation step by step, and progression. The ficha in play lives in `play/`.
 *
 * @module
 */
export * from './id.js';
export * from './schema.js';
export { characterMessages, type CharacterIssueCode } from './issues.js';
export * from './facts.js';
export * from './check.js';
export * from './validate.js';
export * from './armor-view.js';
export * from './derive.js';
export * from './creation.js';
export * from './progression.js';
export * from './build.js';
