/**
 * Enemies (Capítulo Dez): the named enemy built by the book, the quick table and the band line
 * (derived from the ruleset), gods and the damage that reaches them.
 *
 * @module
 */
export * from './reference.js';
export * from './quick-table.js';
export * from './gods.js';
