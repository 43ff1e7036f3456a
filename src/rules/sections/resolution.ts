/**
 * Ruleset section `resolution` — Capítulos 1–2: a rolagem, Vantagem, CDs.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `resolution` section. */
export const resolutionSchema = z.object({});

/** The `resolution` section's type, inferred from its schema. */
export type ResolutionRules = z.infer<typeof resolutionSchema>;

/** The book's `resolution` tables. */
export const resolution: ResolutionRules = {};

/** Where each table of the `resolution` section comes from. */
export const resolutionProvenance: ProvenanceMap = {};
