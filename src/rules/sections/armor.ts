/**
 * Ruleset section `armor` — Capítulo 7: armaduras.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `armor` section. */
export const armorSchema = z.object({});

/** The `armor` section's type, inferred from its schema. */
export type ArmorRules = z.infer<typeof armorSchema>;

/** The book's `armor` tables. */
export const armor: ArmorRules = {};

/** Where each table of the `armor` section comes from. */
export const armorProvenance: ProvenanceMap = {};
