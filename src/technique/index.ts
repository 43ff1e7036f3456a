/**
 * The technique builder (Capítulo Seis): the registration template as an immutable value, the
 * size/cost receipt, every rule of the chapter checked, what a technique does at a level
 * (damage, crit, burning, paying with life, upkeep), evolution and re-pricing, and the pt-BR
 * formatter of the template.
 *
 * @module
 */
export * from './id.js';
export * from './schema.js';
export { techniqueMessages, type TechniqueIssueCode } from './issues.js';
export * from './update.js';
export * from './rules.js';
export * from './measure.js';
export * from './at-level.js';
export * from './use.js';
export * from './evolve.js';
export * from './format.js';
