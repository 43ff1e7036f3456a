/**
 * The named interfaces of the public models against their zod schemas: each line fails to compile
 * (`npx tsc -p .`) when a field is added, removed, made optional or loosened on one side only. The
 * schemas are the runtime truth; the interfaces are what signatures, hovers and the reference show.
 *
 * When a line fails after a schema changed: `node scripts/print-schema-type.mjs <file> <xSchemaDef>:output`
 * (or `:input`) prints the type to write.
 */
import type { Immutable } from 'immer';
import type { z } from 'zod';
import {
  attributeAssignmentSchemaDef,
  humanSchemaDef,
  levelUpSchemaDef,
  warriorSchemaDef,
  type AttributeAssignment,
  type Character,
  type Human,
  type LevelUp,
  type Warrior,
  type WarriorInput,
  type HumanInput,
  type CharacterInput,
} from '../../src/character/index.js';
import {
  rollTargetSchema,
  techniqueEffectSchemaDef,
  techniqueLimitationSchemaDef,
  techniqueModifierSchemaDef,
  techniqueOwnerSchemaDef,
  techniqueRollSchema,
  techniqueSchemaDef,
  type RollTarget,
  type Technique,
  type TechniqueEffect,
  type TechniqueLimitation,
  type TechniqueModifier,
  type TechniqueOwner,
  type TechniqueRoll,
  type TechniqueInput,
  type TechniqueEffectInput,
} from '../../src/technique/index.js';
import type { Armor, ArmorForm, ArmorInput } from '../../src/armor/index.js';
import type { armorFormSchemaDef, armorSchemaDef } from '../../src/armor/schema.js';
import type { enemyInputSchema } from '../../src/enemy/build.js';
import type { threatInputSchema } from '../../src/enemy/threat.js';
import { enemyAwakensSchema, humanEnemySchemaDef, warriorEnemySchemaDef, type Enemy, type EnemyDocumentInput, type EnemyInput, type ThreatInput, type EnemyAwakens, type HumanEnemy, type WarriorEnemy } from '../../src/enemy/index.js';
import { playFightSchemaDef, playStateSchemaDef, type PlayFight, type PlayState } from '../../src/play/index.js';
import type { Equals } from './equals.js';

/** Compiles only when `T` is exactly `true`. */
export type Assert<T extends true> = T;

export type Checks = [
  Assert<Equals<Warrior, Immutable<z.output<typeof warriorSchemaDef>>>>,
  Assert<Equals<Human, Immutable<z.output<typeof humanSchemaDef>>>>,
  Assert<Equals<Character, Warrior | Human>>,
  Assert<Equals<AttributeAssignment, z.output<typeof attributeAssignmentSchemaDef>>>,
  Assert<Equals<LevelUp, z.output<typeof levelUpSchemaDef>>>,
  Assert<Equals<Technique, Immutable<z.output<typeof techniqueSchemaDef>>>>,
  Assert<Equals<TechniqueEffect, Immutable<z.output<typeof techniqueEffectSchemaDef>>>>,
  Assert<Equals<TechniqueModifier, z.output<typeof techniqueModifierSchemaDef>>>,
  Assert<Equals<TechniqueLimitation, z.output<typeof techniqueLimitationSchemaDef>>>,
  Assert<Equals<TechniqueRoll, z.output<typeof techniqueRollSchema>>>,
  Assert<Equals<RollTarget, z.output<typeof rollTargetSchema>>>,
  Assert<Equals<TechniqueOwner, z.output<typeof techniqueOwnerSchemaDef>>>,
  Assert<Equals<Armor, z.output<typeof armorSchemaDef>>>,
  Assert<Equals<ArmorForm, z.output<typeof armorFormSchemaDef>>>,
  Assert<Equals<WarriorEnemy, Immutable<z.output<typeof warriorEnemySchemaDef>>>>,
  Assert<Equals<HumanEnemy, Immutable<z.output<typeof humanEnemySchemaDef>>>>,
  Assert<Equals<Enemy, WarriorEnemy | HumanEnemy>>,
  Assert<Equals<EnemyAwakens, z.output<typeof enemyAwakensSchema>>>,
  Assert<Equals<PlayState, Immutable<z.output<typeof playStateSchemaDef>>>>,
  Assert<Equals<PlayFight, Immutable<z.output<typeof playFightSchemaDef>>>>,
  // The public schemas are declared `z.ZodType<Model, ModelInput>` (the declarations and hovers
  // name the types instead of repeating the zod tree); `characterSchema` and `enemySchema` are
  // unions of the built schemas checked above. The written-out input types against the inputs of
  // the built schemas (defaults left out…):
  Assert<Equals<WarriorInput, z.input<typeof warriorSchemaDef>>>,
  Assert<Equals<HumanInput, z.input<typeof humanSchemaDef>>>,
  Assert<Equals<CharacterInput, WarriorInput | HumanInput>>,
  Assert<Equals<TechniqueInput, z.input<typeof techniqueSchemaDef>>>,
  Assert<Equals<TechniqueEffectInput, z.input<typeof techniqueEffectSchemaDef>>>,
  Assert<Equals<ArmorInput, z.input<typeof armorSchemaDef>>>,
  Assert<Equals<EnemyDocumentInput, z.input<typeof warriorEnemySchemaDef> | z.input<typeof humanEnemySchemaDef>>>,
  Assert<Equals<EnemyInput, z.input<typeof enemyInputSchema>>>,
  Assert<Equals<ThreatInput, z.input<typeof threatInputSchema>>>,
];
