/**
 * Structured issues shared by every module: stable codes, paths, params and pt-BR messages.
 *
 * @module
 */
export * from './issue.js';
export * from './zod.js';
export * from './plain-input.js';
export * from './zod-basic.js';
export * from './json-syntax.js';
export * from './unknown-keys.js';
export * from './text.js';
