/**
 * Ruleset section `cosmo` — Capítulo 4: Cosmo, Sentidos, os cinco sentidos.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `cosmo` section. */
export const cosmoSchema = z.object({});

/** The `cosmo` section's type, inferred from its schema. */
export type CosmoRules = z.infer<typeof cosmoSchema>;

/** The book's `cosmo` tables. */
export const cosmo: CosmoRules = {};

/** Where each table of the `cosmo` section comes from. */
export const cosmoProvenance: ProvenanceMap = {};
