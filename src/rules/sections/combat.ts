/**
 * Ruleset section `combat` — Capítulo 5: ações, condições, veneno, descanso.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `combat` section. */
export const combatSchema = z.object({});

/** The `combat` section's type, inferred from its schema. */
export type CombatRules = z.infer<typeof combatSchema>;

/** The book's `combat` tables. */
export const combat: CombatRules = {};

/** Where each table of the `combat` section comes from. */
export const combatProvenance: ProvenanceMap = {};
