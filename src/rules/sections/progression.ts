/**
 * Ruleset section `progression` — Capítulo 12: Glória, Interlúdio e níveis.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `progression` section. */
export const progressionSchema = z.object({});

/** The `progression` section's type, inferred from its schema. */
export type ProgressionRules = z.infer<typeof progressionSchema>;

/** The book's `progression` tables. */
export const progression: ProgressionRules = {};

/** Where each table of the `progression` section comes from. */
export const progressionProvenance: ProvenanceMap = {};
