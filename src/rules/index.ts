/**
 * The rules of *Sangue e Estrelas* as data: the ruleset, its provenance, house rules and level helpers.
 *
 * @module
 */
export * from './provenance.js';
export * from './ruleset.js';
export * from './breakdown.js';
export * from './house-rules.js';
export * from './keys.js';
export * from './levels.js';
export * from './sections/index.js';
export * from './slugs.js';
export * from './fight.js';
