/**
 * Ruleset section `techniques` — Capítulo 6: o motor de técnicas.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `techniques` section. */
export const techniquesSchema = z.object({});

/** The `techniques` section's type, inferred from its schema. */
export type TechniquesRules = z.infer<typeof techniquesSchema>;

/** The book's `techniques` tables. */
export const techniques: TechniquesRules = {};

/** Where each table of the `techniques` section comes from. */
export const techniquesProvenance: ProvenanceMap = {};
