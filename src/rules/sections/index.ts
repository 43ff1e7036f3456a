/**
 * The zod schemas and inferred types of every ruleset section, for tools that validate or build
 * rules data (a campaign editor, a JSON Schema generator); each section's schema is exported as
 * `<section>RulesSchema`. The book's data itself is reached
 * through `bookRuleset.<section>`, and its provenance through `bookProvenance`.
 *
 * @module
 */
export { armiesSchema as armiesRulesSchema, type ArmiesRules } from './armies.js';
export {
  armorSchema as armorRulesSchema,
  type ArmorModifiers,
  type ArmorOption,
  type ArmorRules,
  type BloodNumbers,
  type BorrowedArmorRules,
  type MetalAmount,
  type PostoArmorStats,
} from './armor.js';
export { combatSchema as combatRulesSchema, type CombatRules } from './combat.js';
export { cosmoSchema as cosmoRulesSchema, type CosmoRules, type NonoVariant } from './cosmo.js';
export { creationSchema as creationRulesSchema, treinoSchema as treinoRulesSchema, type CreationRules, type TreinoData } from './creation.js';
export {
  enemiesSchema as enemiesRulesSchema,
  enemyTypeKeySchema,
  type BuildStep,
  type EnemiesRules,
  type EnemyTypeKey,
  type EnemyTypeRules,
  type GodKindRules,
} from './enemies.js';
export { itemsSchema as itemsRulesSchema, itemNumbersSchema, type ItemNumbers, type ItemsRules } from './items.js';
export { progressionSchema as progressionRulesSchema, type ProgressionRules } from './progression.js';
export type { AttributeNumbers, DiceCount, Fraction, NumberRange, RuleRow } from './shapes.js';
export { RULESET_LIMITS } from './limits.js';
export {
  resolutionSchema as resolutionRulesSchema,
  type AdvantageSourceRow,
  type ResolutionCard,
  type ResolutionRules,
  type RollKindRules,
} from './resolution.js';
export {
  activationSchema,
  areaShapeSchema,
  durationSchema,
  effectKindSchema,
  limitationSlugSchema,
  modifierSlugSchema,
  rangeSchema,
  rollKindSchema,
  techniqueNatureSchema,
  techniquesSchema as techniquesRulesSchema,
  templateFieldSchema,
  type Activation,
  type AreaShape,
  type Duration,
  type EffectKind,
  type LimitationSlug,
  type ModifierSlug,
  type Range,
  type RollKind,
  type TechniqueNature,
  type TechniquesRules,
  type TemplateField,
} from './techniques.js';
export { degrauKeySchema, worldSchema as worldRulesSchema, type DegrauKey, type WorldRules } from './world.js';
