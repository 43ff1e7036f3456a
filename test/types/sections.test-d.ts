/**
 * The written-out types of the ruleset's sections against the schemas they describe (issue #17):
 * each public section schema is declared `z.ZodType<XRules>`, so the declarations name `XRules`
 * instead of repeating the zod tree; the schema as built (`xSchemaDef`, not exported by the
 * package) stays the runtime truth, and each line fails to compile (`npx tsc -p .`) when a field
 * is added, removed, made optional or loosened on one side only.
 *
 * When a line fails after a schema changed: `node scripts/print-schema-type.mjs <file> <xSchemaDef>:output`
 * (or `:input`) prints the type to write.
 */
import type { z } from 'zod';
import type {
  ArmiesRules,
  ArmorRules,
  CombatRules,
  CosmoRules,
  CreationRules,
  EnemiesRules,
  ItemsRules,
  ProgressionRules,
  ResolutionRules,
  TechniquesRules,
  WorldRules,
} from '../../src/rules/index.js';
import type { armiesSchemaDef } from '../../src/rules/sections/armies.js';
import type { armorSchemaDef } from '../../src/rules/sections/armor.js';
import type { combatSchemaDef } from '../../src/rules/sections/combat.js';
import type { cosmoSchemaDef } from '../../src/rules/sections/cosmo.js';
import type { creationSchemaDef } from '../../src/rules/sections/creation.js';
import type { enemiesSchemaDef } from '../../src/rules/sections/enemies.js';
import type { itemsSchemaDef } from '../../src/rules/sections/items.js';
import type { progressionSchemaDef } from '../../src/rules/sections/progression.js';
import type { resolutionSchemaDef } from '../../src/rules/sections/resolution.js';
import type { techniquesSchemaDef } from '../../src/rules/sections/techniques.js';
import type { worldSchemaDef } from '../../src/rules/sections/world.js';
import type { Equals } from './equals.js';

/** Compiles only when `T` is exactly `true`. */
export type Assert<T extends true> = T;

export type SectionChecks = [
  Assert<Equals<ArmiesRules, z.output<typeof armiesSchemaDef>>>,
  Assert<Equals<ArmorRules, z.output<typeof armorSchemaDef>>>,
  Assert<Equals<CombatRules, z.output<typeof combatSchemaDef>>>,
  Assert<Equals<CosmoRules, z.output<typeof cosmoSchemaDef>>>,
  Assert<Equals<CreationRules, z.output<typeof creationSchemaDef>>>,
  Assert<Equals<EnemiesRules, z.output<typeof enemiesSchemaDef>>>,
  Assert<Equals<ItemsRules, z.output<typeof itemsSchemaDef>>>,
  Assert<Equals<ProgressionRules, z.output<typeof progressionSchemaDef>>>,
  Assert<Equals<ResolutionRules, z.output<typeof resolutionSchemaDef>>>,
  Assert<Equals<TechniquesRules, z.output<typeof techniquesSchemaDef>>>,
  Assert<Equals<WorldRules, z.output<typeof worldSchemaDef>>>,
];
