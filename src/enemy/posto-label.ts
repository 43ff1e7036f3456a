/**
 * The pt-BR display label of an enemy's Posto, one home for the enemy module's names and issue
 * messages (the armor's Posto rows label the elite row "Ouro"; an enemy's Posto reads "Elite").
 *
 * @module
 */
import type { EnemyPosto } from './reference.js';

/**
 * The pt-BR label of each enemy Posto.
 *
 * @example
 * ```ts
 * ENEMY_POSTO_LABELS.elite //=> 'Elite'
 * ```
 */
export const ENEMY_POSTO_LABELS: Readonly<Record<EnemyPosto, string>> = /* @__PURE__ */ Object.freeze({ bronze: 'Bronze', prata: 'Prata', elite: 'Elite' });
