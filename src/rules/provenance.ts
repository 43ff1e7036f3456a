/**
 * Where each rule number comes from. Every table of the ruleset carries one of these.
 *
 * @module
 */
import * as z from 'zod';
import { lazyObject } from '../internal/lazy.js';

/**
 * The four kinds of source a value can have, plus `house` for a campaign's override:
 * - `stated`: the seed's own prose says it (`../shared/rules/FACTS.md`, part 1);
 * - `restored`: a table restored from the published book 0.25.0 (`tables/*.md`);
 * - `derived`: computed by a formula the book gives;
 * - `reconstructed`: decided by this library where the book is silent (documented in `docs/`);
 * - `house`: replaced by a campaign through {@link createRuleset}.
 *
 * @example
 * ```ts
 * const k: ProvenanceKind = 'restored';
 * ```
 */
export const provenanceKindSchema = /* @__PURE__ */ z.enum(['stated', 'restored', 'derived', 'reconstructed', 'house']);

/** @see {@link provenanceKindSchema} */
export type ProvenanceKind = z.infer<typeof provenanceKindSchema>;

/**
 * The provenance of one table or value: its kind, the source it was read from, an optional note.
 *
 * @example
 * ```ts
 * const p: Provenance = {
 *   kind: 'restored',
 *   source: 'tables/06-tecnicas.md › O Grau',
 * };
 * ```
 */
export const provenanceSchema = /* @__PURE__ */ lazyObject(() => z.object({
  kind: provenanceKindSchema,
  /** Seed heading (`FACTS.md › Cosmo (Capítulo Quatro)`), restored table (`tables/06-tecnicas.md › Duração`) or doc (`docs/regras.md#…`). */
  source: z.string().min(1),
  note: z.string().optional(),
}));

/** @see {@link provenanceSchema} */
export type Provenance = z.infer<typeof provenanceSchema>;

/**
 * Provenance of a ruleset section: one entry per top-level key of the section at least, and
 * optionally deeper dotted paths (`"duracoes.cena"`) where a single value has its own source.
 *
 * @example
 * ```ts
 * const map: ProvenanceMap = { niveis: { kind: 'restored', source: 'tables/12-progressao.md › A tabela' } };
 * ```
 */
export type ProvenanceMap = Readonly<Record<string, Provenance>>;

/**
 * Shorthand to write a provenance entry.
 *
 * @param kind - stated / restored / derived / reconstructed.
 * @param source - Where it comes from.
 * @param note - Optional note (e.g. which disagreement of FACTS.md it settles).
 * @returns The provenance value.
 * @example
 * ```ts
 * prov('stated', 'FACTS.md › Cosmo (Capítulo Quatro)')
 * //=> { kind: 'stated', source: 'FACTS.md › Cosmo (Capítulo Quatro)' }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function prov(kind: ProvenanceKind, source: string, note?: string): Provenance {
  return note === undefined ? { kind, source } : { kind, source, note };
}
