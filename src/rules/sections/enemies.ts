/**
 * Ruleset section `enemies` — Capítulos 10–11: inimigos e aliados.
 *
 * PLACEHOLDER: filled in by the rules-data work of issue 2.
 *
 * @module
 */
import { z } from 'zod';
import type { ProvenanceMap } from '../provenance.js';

/** zod schema of the `enemies` section. */
export const enemiesSchema = z.object({});

/** The `enemies` section's type, inferred from its schema. */
export type EnemiesRules = z.infer<typeof enemiesSchema>;

/** The book's `enemies` tables. */
export const enemies: EnemiesRules = {};

/** Where each table of the `enemies` section comes from. */
export const enemiesProvenance: ProvenanceMap = {};
