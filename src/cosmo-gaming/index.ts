/**
 * `sangue-e-estrelas/cosmo-gaming` — Cosmo Gaming (seed `000`), a d6 system: campaign settings
 * (theme and realism), the Mestre do Cosmo's competence module, the character sheet, contests and
 * rolls against the Mestre, extreme results and luck, the PEC, scenes, movement, damage and
 * healing, the condition catalogue, and a JSON export with its own schema.
 *
 * @example
 * ```ts
 * import { readRoll, resolveContest } from 'sangue-e-estrelas/cosmo-gaming';
 * const a = readRoll([4, 4], { dice: 2, modifier: 0 }, 0);
 * const b = readRoll([5], { dice: 1, modifier: 0 }, 3);
 * if (a.ok && b.ok) {
 *   resolveContest({ name: 'Lira', roll: a.value, conditions: 0 }, { name: 'Bruno', roll: b.value, conditions: 0 }).winner
 *   //=> 'Bruno' (8 a 8; Bruno rolou menos dados)
 * }
 * ```
 *
 * @module sangue-e-estrelas/cosmo-gaming
 */
export * from './rules.js';
export * from './issues.js';
export * from './campaign.js';
export * from './conditions.js';
export * from './sheet.js';
export * from './dice.js';
export * from './pec.js';
export * from './contest.js';
export * from './scene.js';
export * from './damage.js';
export * from './movement.js';
export * from './export.js';
