/**
 * Ruleset section `world` — Capítulo 13: o mundo.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `world` section. */
export const worldSchema = z.object({});

/** The `world` section's type, inferred from its schema. */
export type WorldRules = z.infer<typeof worldSchema>;

/** The book's `world` tables. */
export const world: WorldRules = {};

/** Where each table of the `world` section comes from. */
export const worldProvenance: ProvenanceMap = {};
