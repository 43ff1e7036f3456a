/**
 * The book's play policy and the named variants its figures measure.
 *
 * @module
 */
import type { SimPolicy } from './fighter.js';

/**
 * The book's default play policy (SIMULATOR.md, "The play policy").
 *
 * @example
 * ```ts
 * BOOK_POLICY.burns //=> true
 * ```
 */
export const BOOK_POLICY: SimPolicy = Object.freeze({
  burns: true,
  rises: true,
  parries: 'sensato',
  blocks: true,
  concentrates: true,
  awakens: true,
  techniques: 'todas',
});

/**
 * The named policy variants of the figures.
 *
 * @example
 * ```ts
 * SIM_POLICIES.nunca_queima.burns //=> false
 * ```
 */
export const SIM_POLICIES: Readonly<Record<SimPolicyName, SimPolicy>> = Object.freeze({
  livro: BOOK_POLICY,
  nunca_queima: Object.freeze({ ...BOOK_POLICY, burns: false }),
  nunca_levanta: Object.freeze({ ...BOOK_POLICY, rises: false }),
  apara_tudo: Object.freeze({ ...BOOK_POLICY, parries: 'sempre' as const }),
  nunca_apara: Object.freeze({ ...BOOK_POLICY, parries: 'nunca' as const }),
  nunca_bloqueia: Object.freeze({ ...BOOK_POLICY, blocks: false }),
  nunca_concentra: Object.freeze({ ...BOOK_POLICY, concentrates: false }),
  nunca_desperta: Object.freeze({ ...BOOK_POLICY, awakens: false }),
  sem_tecnicas: Object.freeze({ ...BOOK_POLICY, techniques: 'nunca' as const }),
  so_grande: Object.freeze({ ...BOOK_POLICY, techniques: 'so_grande' as const }),
  so_pequena: Object.freeze({ ...BOOK_POLICY, techniques: 'so_pequena' as const }),
  cega_para_despertar: Object.freeze({ ...BOOK_POLICY, blindsToAwaken: true }),
  condicao_na_hora: Object.freeze({ ...BOOK_POLICY, conditionOnce: true }),
});

/**
 * The names of {@link SIM_POLICIES}.
 *
 * @example
 * ```ts
 * const n: SimPolicyName = 'nunca_queima';
 * ```
 */
export type SimPolicyName =
  | 'livro'
  | 'nunca_queima'
  | 'nunca_levanta'
  | 'apara_tudo'
  | 'nunca_apara'
  | 'nunca_bloqueia'
  | 'nunca_concentra'
  | 'nunca_desperta'
  | 'sem_tecnicas'
  | 'so_grande'
  | 'so_pequena'
  | 'cega_para_despertar'
  | 'condicao_na_hora';
