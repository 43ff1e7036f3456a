/**
 * Movement: the difference of movement (ddm) between two characters, and the ddn a character's
 * state usually loses when rolling (difficult terrain, a fallen target).
 *
 * @module
 */
import { fail, ok, type Result } from '../issues/index.js';
import { cosmoIssue } from './issues.js';
import { cosmoRules, type CosmoRules } from './rules.js';

/**
 * What a difference of movement means at the table.
 *
 * @param ddm - The difference (1, 2 or 3).
 * @param rules - The Cosmo Gaming rules.
 * @returns The pt-BR description, or `cosmo_ddm_unknown`.
 * @example
 * ```ts
 * const r = ddmMeaning(1);
 * if (r.ok) r.value //=> 'Numa perseguição longa, o personagem mais rápido chega no mais lento.'
 * ```
 */
export function ddmMeaning(ddm: number, rules: CosmoRules = cosmoRules): Result<string> {
  const row = rules.movement.ddm.find((d) => d.value === ddm);
  return row ? ok(row.description) : fail([cosmoIssue('cosmo_ddm_unknown', ['ddm'], { ddm })]);
}

/**
 * The ddn a character loses for a state when rolling: 1 for difficult terrain, 2 against a fallen
 * target (the Mestre may judge otherwise — pass the value to `buildPec`'s `ddnLosses`).
 *
 * @param reason - `terreno_dificil` or `alvo_caido`.
 * @param rules - The Cosmo Gaming rules.
 * @returns The ddn lost, or `undefined` for an unknown reason.
 * @example
 * ```ts
 * ddnLoss('alvo_caido') //=> 2
 * ```
 */
export function ddnLoss(reason: string, rules: CosmoRules = cosmoRules): number | undefined {
  return rules.movement.ddnLosses.find((l) => l.slug === reason)?.ddn;
}
