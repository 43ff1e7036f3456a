/**
 * The ficha in play: what changes during a session and between sessions — current PV and Cosmo,
 * Convicções spent, the Levantar, senses lost, Cicatrizes, Cansaço, Sangue, Centelhas, the Sentido,
 * Lidas, items and relics, rests, the body's clocks, the Interlúdio and the armor worn. Every update
 * is a pure function (immer) over a {@link PlayState} kept apart from the stored character.
 *
 * @module
 */
export * from './state.js';
export { playMessages, type PlayIssueCode } from './issues.js';
export * from './centelhas.js';
export * from './body.js';
export * from './sentidos.js';
export * from './rests.js';
export * from './lidas.js';
export * from './items.js';
export * from './technique.js';
export * from './world.js';
export * from './interludio.js';
export { armorWearerOf, updateWornArmor, wornArmorAparar, wornArmorLongRest, wornArmorOnFall } from './worn-armor.js';
export * from './round.js';
export * from './moment.js';
export * from './hit.js';
