/**
 * Ruleset section `armies` — Capítulo 9: exércitos.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `armies` section. */
export const armiesSchema = z.object({});

/** The `armies` section's type, inferred from its schema. */
export type ArmiesRules = z.infer<typeof armiesSchema>;

/** The book's `armies` tables. */
export const armies: ArmiesRules = {};

/** Where each table of the `armies` section comes from. */
export const armiesProvenance: ProvenanceMap = {};
