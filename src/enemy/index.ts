/**
 * Enemies (Capítulo Dez): the stored enemy (the character model plus the enemy fields), validated,
 * updated immutably and derived; the named enemy built by the book ("Montar um inimigo"), the quick
 * table and the band line (derived from the ruleset), gods and the damage that reaches them.
 *
 * @module
 */
export * from './schema.js';
export * from './reference.js';
export * from './derive.js';
export * from './validate.js';
export * from './quick-table.js';
export * from './gods.js';
export * from './build.js';
export { enemyMessages, enemyIssue, type EnemyIssueCode } from './issues.js';
export * from './band.js';
export * from './difficulty.js';
export * from './render.js';
export * from './human.js';
export * from './threat.js';
