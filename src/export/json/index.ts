/**
 * The versioned JSON document format: a registry of document kinds (ficha, técnica, regras da
 * casa…), save / load with validation and migrations, safe JSON parsing, JSON Schema generation.
 *
 * @module
 */
export * from './safe-json.js';
export { documentMessages, type DocumentIssueCode } from './issues.js';
export * from './kind.js';
export * from './document.js';
export * from './kinds.js';
export * from './json-schema.js';
export * from './validate.js';
