/**
 * Characters: the stored choices (versioned, zod-validated), the derived ficha with breakdowns,
 * creation step by step, and progression.
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
export * from './play.js';
export { playMessages, type PlayIssueCode } from './play-issues.js';
export * from './play-centelhas.js';
export * from './play-body.js';
export * from './play-sentidos.js';
export * from './play-rests.js';
export * from './play-lidas.js';
export * from './play-items.js';
export * from './play-technique.js';
export * from './play-world.js';
export * from './interludio.js';
export { armorWearerOf, updateWornArmor, wornArmorAparar, wornArmorLongRest, wornArmorOnFall } from './worn-armor.js';
