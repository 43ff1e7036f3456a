/**
 * Ruleset section `creation` — Capítulo 3: atributos, perícias, treinos, humanos.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `creation` section. */
export const creationSchema = z.object({});

/** The `creation` section's type, inferred from its schema. */
export type CreationRules = z.infer<typeof creationSchema>;

/** The book's `creation` tables. */
export const creation: CreationRules = {};

/** Where each table of the `creation` section comes from. */
export const creationProvenance: ProvenanceMap = {};
