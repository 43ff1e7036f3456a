/**
 * Ruleset section `items` — Capítulo 8: itens e relíquias.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `items` section. */
export const itemsSchema = z.object({});

/** The `items` section's type, inferred from its schema. */
export type ItemsRules = z.infer<typeof itemsSchema>;

/** The book's `items` tables. */
export const items: ItemsRules = {};

/** Where each table of the `items` section comes from. */
export const itemsProvenance: ProvenanceMap = {};
