/**
 * The armor's life (Capítulo Sete): the stored armor, its derived numbers, and every update —
 * Resistência, Aparar, shattering, regeneration, remendo, death, the casca, revival with blood,
 * Versions, improvements, promotion, the borrowed armor and the Divine form, and the armor rules a
 * fight reads (the forms of a revived armor, the lent armor as worn, the sacrifice).
 *
 * @module
 */
export * from './state.js';
export { armorMessages, armorIssue, type ArmorIssueCode } from './issues.js';
export {
  armorSchema,
  armorFormSchema,
  validateArmor,
  armorSlugIssues,
  armorVersion,
  improvementSlots,
  checkBloodLadder,
  bloodRung,
  comparePosto,
  type Armor,
  type ArmorInput,
  type ArmorForm,
  type ArmorWearer,
  type BloodKind,
  type Posto,
} from './schema.js';
export { deriveArmor, formBonuses, type DerivedArmor, type ArmorEffects, type ArmorFeature } from './derive.js';
export {
  shatter,
  spendResistencia,
  aparar,
  apararDamageTaken,
  type ApararOptions,
  elmoTakesCritical,
  cascaHit,
  cascaPiecesBroken,
  enterDivineForm,
  endFight,
  longRest,
  regenerate,
  remendo,
  unguento,
  kill,
  sacrificeArmor,
  type OficioCheck,
  type RemendoOutcome,
} from './life.js';
export { donateBlood, revive, godBloodOnLivingArmor, reformArmor, type BloodDonation, type ReviveInput, type ReviveOutcome } from './blood.js';
export { addImprovement, craftImprovement, canPromote, promote, deriveBorrowedArmor, type ImprovementOutcome } from './upgrade.js';
export { armorFormsOf, lentArmorWorn, canSacrifice, ignoresArmorBreaking, firstApararDamageTaken, activeImprovements } from './fight-rules.js';
export { armorDamageTaken, damageThroughArmor, armorReflections, rollReflection, golpeComumParriable, type ArmorReflection, type HitKind } from './damage.js';
export { advantageOnRise } from './fight-traits.js';
