/**
 * The named interfaces of the public models against their zod schemas: each line fails to compile
 * (`npx tsc -p .`) when a field is added, removed, made optional or loosened on one side only. The
 * schemas are the runtime truth; the interfaces are what signatures, hovers and the reference show.
 */
import type { Immutable } from 'immer';
import type { z } from 'zod';
import {
  attributeAssignmentSchema,
  humanSchema,
  levelUpSchema,
  warriorSchema,
  type AttributeAssignment,
  type Character,
  type Human,
  type LevelUp,
  type Warrior,
} from '../../src/character/index.js';
import {
  rollTargetSchema,
  techniqueEffectSchema,
  techniqueLimitationSchema,
  techniqueModifierSchema,
  techniqueOwnerSchema,
  techniqueRollSchema,
  techniqueSchema,
  type RollTarget,
  type Technique,
  type TechniqueEffect,
  type TechniqueLimitation,
  type TechniqueModifier,
  type TechniqueOwner,
  type TechniqueRoll,
} from '../../src/technique/index.js';
import { armorFormSchema, armorSchema, type Armor, type ArmorForm } from '../../src/armor/index.js';
import { enemyAwakensSchema, humanEnemySchema, warriorEnemySchema, type Enemy, type EnemyAwakens, type HumanEnemy, type WarriorEnemy } from '../../src/enemy/index.js';
import { playFightSchema, playStateSchema, type PlayFight, type PlayState } from '../../src/play/index.js';
import type { Equals } from './equals.js';

/** Compiles only when `T` is exactly `true`. */
export type Assert<T extends true> = T;

export type Checks = [
  Assert<Equals<Warrior, Immutable<z.output<typeof warriorSchema>>>>,
  Assert<Equals<Human, Immutable<z.output<typeof humanSchema>>>>,
  Assert<Equals<Character, Warrior | Human>>,
  Assert<Equals<AttributeAssignment, z.output<typeof attributeAssignmentSchema>>>,
  Assert<Equals<LevelUp, z.output<typeof levelUpSchema>>>,
  Assert<Equals<Technique, Immutable<z.output<typeof techniqueSchema>>>>,
  Assert<Equals<TechniqueEffect, Immutable<z.output<typeof techniqueEffectSchema>>>>,
  Assert<Equals<TechniqueModifier, z.output<typeof techniqueModifierSchema>>>,
  Assert<Equals<TechniqueLimitation, z.output<typeof techniqueLimitationSchema>>>,
  Assert<Equals<TechniqueRoll, z.output<typeof techniqueRollSchema>>>,
  Assert<Equals<RollTarget, z.output<typeof rollTargetSchema>>>,
  Assert<Equals<TechniqueOwner, z.output<typeof techniqueOwnerSchema>>>,
  Assert<Equals<Armor, z.output<typeof armorSchema>>>,
  Assert<Equals<ArmorForm, z.output<typeof armorFormSchema>>>,
  Assert<Equals<WarriorEnemy, Immutable<z.output<typeof warriorEnemySchema>>>>,
  Assert<Equals<HumanEnemy, Immutable<z.output<typeof humanEnemySchema>>>>,
  Assert<Equals<Enemy, WarriorEnemy | HumanEnemy>>,
  Assert<Equals<EnemyAwakens, z.output<typeof enemyAwakensSchema>>>,
  Assert<Equals<PlayState, Immutable<z.output<typeof playStateSchema>>>>,
  Assert<Equals<PlayFight, Immutable<z.output<typeof playFightSchema>>>>,
];
