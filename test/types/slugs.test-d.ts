/**
 * The book's slugs as literal types (src/rules/slugs.ts): the closed unions refuse a typo at
 * compile time; the stored models take open slugs (the book's, autocompleted, or a house rule's).
 * Checked by `npx tsc -p .`: an `@ts-expect-error` whose line compiles is itself an error.
 */
import type { Armor } from '../../src/armor/index.js';
import type { LevelUp, Warrior } from '../../src/character/index.js';
import type { HumanEnemy } from '../../src/enemy/index.js';
import type {
  AccessorySlug,
  ArmySlug,
  CharacteristicSlug,
  ConditionSlug,
  ImprovementSlug,
  OpenSlug,
  SkillSlug,
  TreinoSlug,
} from '../../src/rules/index.js';
import type { TechniqueEffect, TechniqueInput } from '../../src/technique/index.js';
import type { Equals } from './equals.js';
import type { Assert } from './models.test-d.js';

// @ts-expect-error — a typo is not a condition of the book.
export const typo: ConditionSlug = 'lentoo';
export const lento: ConditionSlug = 'lento';
// A house rule's own condition still fits where the models take an open slug.
export const house: OpenSlug<ConditionSlug> = 'congelado_da_casa';
export const effect: TechniqueInput['effects'] = [{ kind: 'condicao', condition: 'lento' }];

/** The models' slug fields carry the book's literals (not a bare `string`), and still take any string. */
export type SlugChecks = [
  Assert<Equals<Warrior['army'], OpenSlug<ArmySlug>>>,
  Assert<Equals<Warrior['accessory'], OpenSlug<AccessorySlug>>>,
  Assert<Equals<Warrior['treino'], OpenSlug<TreinoSlug>>>,
  Assert<Equals<Warrior['skills'][number], OpenSlug<SkillSlug>>>,
  Assert<Equals<Extract<Exclude<LevelUp['periciaOuDefesa'], undefined>, { kind: 'pericia' }>['skill'], OpenSlug<SkillSlug>>>,
  Assert<Equals<Exclude<TechniqueEffect['condition'], undefined>, OpenSlug<ConditionSlug>>>,
  Assert<Equals<Armor['characteristics'][number], OpenSlug<CharacteristicSlug>>>,
  Assert<Equals<Armor['improvements'][number], OpenSlug<ImprovementSlug>>>,
  Assert<Equals<HumanEnemy['skills'][number], OpenSlug<SkillSlug>>>,
  Assert<Equals<Warrior['army'], string> extends false ? true : false>,
  Assert<'atena' extends Warrior['army'] ? true : false>,
  Assert<string extends Warrior['army'] ? true : false>,
  Assert<'lentoo' extends ConditionSlug ? false : true>,
];
