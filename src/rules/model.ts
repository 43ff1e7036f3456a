/**
 * The ruleset as a named interface: what signatures, hovers and the reference show. The zod schema
 * of `ruleset.ts` stays the runtime truth, and fails to compile when it and this interface drift
 * apart.
 *
 * @module
 */
import type { ArmiesRules } from './sections/armies.js';
import type { ArmorRules } from './sections/armor.js';
import type { CombatRules } from './sections/combat.js';
import type { CosmoRules } from './sections/cosmo.js';
import type { CreationRules } from './sections/creation.js';
import type { EnemiesRules } from './sections/enemies.js';
import type { ItemsRules } from './sections/items.js';
import type { ProgressionRules } from './sections/progression.js';
import type { ResolutionRules } from './sections/resolution.js';
import type { TechniquesRules } from './sections/techniques.js';
import type { WorldRules } from './sections/world.js';

/**
 * A ruleset: the book's tables ({@link bookRuleset}), or a campaign's version of them
 * ({@link createRuleset}). One section per part of the book, in its chapter order. (A type
 * literal rather than an interface, so that it stays a plain record: code may read a section by name.)
 *
 * @example
 * ```ts
 * const rs: Ruleset = bookRuleset;
 * ```
 */
export type Ruleset = {
  /** Identifier of the ruleset (`"livro-0.25"` for the book's; a campaign picks its own). */
  id: string;
  /** Human name. */
  name: string;
  /** Dotted paths a campaign replaced with house rules (empty for the book). */
  overrides: string[];
  /** Tests, Vantagem, criticals, CDs (Capítulo Dois). */
  resolution: ResolutionRules;
  /** Creating a character (Capítulo Três). */
  creation: CreationRules;
  /** Cosmo, Teto, the Sentidos (Capítulo Quatro). */
  cosmo: CosmoRules;
  /** Combat (Capítulo Cinco). */
  combat: CombatRules;
  /** Techniques (Capítulo Seis). */
  techniques: TechniquesRules;
  /** Armors (Capítulo Sete). */
  armor: ArmorRules;
  /** Items and relics. */
  items: ItemsRules;
  /** The armies (Capítulo Nove). */
  armies: ArmiesRules;
  /** Enemies (Capítulo Dez). */
  enemies: EnemiesRules;
  /** Levels and Glória (Capítulo Doze). */
  progression: ProgressionRules;
  /** The world: degraus, travel, the Interlúdio (Capítulo Treze). */
  world: WorldRules;
};
