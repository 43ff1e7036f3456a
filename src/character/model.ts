/**
 * The stored character as named interfaces: what signatures, hovers and the reference show. The
 * zod schemas of `schema.ts` stay the runtime truth; `test/types/models.test-d.ts` fails to
 * compile when an interface and its schema's output drift apart.
 *
 * @module
 */
import type { Immutable } from 'immer';
import type { Armor } from '../armor/index.js';
import type { AccessorySlug, ArmySlug, AttributeKey, CosmoAttributeKey, CreationRules, LicaoSlug, OpenSlug, PassiveDefenseKey, SkillSlug, TreinoSlug } from '../rules/index.js';
import type { Technique } from '../technique/index.js';
import type { CharacterId } from './id.js';

/**
 * The attribute step of creation: the method and the values assigned.
 * - `padrao`: the standard array, one value each;
 * - `rolado`: 4d6 drop lowest, six times (`rolls` keeps the six totals that came out);
 * - `humano`: the human array 12 11 11 10 9 8;
 * - `despertar`: a human who awakened (each value moved up in the same position).
 *
 * @example
 * ```ts
 * const a: AttributeAssignment = { method: 'padrao', values: { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 } };
 * ```
 */
export interface AttributeAssignment {
  /** How the values were assigned. */
  method: 'padrao' | 'rolado' | 'humano' | 'despertar';
  /** The six values, one per key. */
  values: Record<AttributeKey, number>;
  /** The six totals rolled (`rolado`). */
  rolls?: number[] | undefined;
}

/**
 * One level-up: the level reached and the choices of that level (Capítulo Doze).
 *
 * - `vidaOuCosmo` at every level from 2;
 * - `tecnicaOuAtributo` at 4, 6, …, 20: a new technique (its id in `techniques`) or +2 in an attribute;
 * - `periciaOuDefesa` at 3, 7, 11, 15, 19: a skill, the missing defense, or (with the three
 *   defenses trained) +2 Iniciativa;
 * - `segundaLicao` at 6 (the lição of another treino), `segundaAssinatura` at 18 (a technique id,
 *   whose `signature` flag is set too).
 *
 * @example
 * ```ts
 * const up: LevelUp = { level: 4, vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'atributo', attribute: 'DES' } };
 * ```
 */
export interface LevelUp {
  /** The level reached (2 or more). */
  level: number;
  /** +Vida or +Cosmo. */
  vidaOuCosmo: 'cosmo' | 'vida';
  /** A new technique or +2 in an attribute. */
  tecnicaOuAtributo?: { kind: 'tecnica'; techniqueId: string } | { kind: 'atributo'; attribute: AttributeKey } | undefined;
  /** A skill, the missing defense, or +2 Iniciativa. */
  periciaOuDefesa?: { kind: 'pericia'; skill: OpenSlug<SkillSlug> } | { kind: 'defesa'; defense: PassiveDefenseKey } | { kind: 'iniciativa' } | undefined;
  /** The lição of another treino (level 6). */
  segundaLicao?: OpenSlug<LicaoSlug> | undefined;
  /** The second signature technique's id (level 18). */
  segundaAssinatura?: string | undefined;
}

/**
 * The free texts of a character (none of them has a rule effect).
 *
 * @example
 * ```ts
 * const d: CharacterDetails = { player: 'Ana', eloDivino: 'o escudo de Atena' };
 * ```
 */
export interface CharacterDetails {
  /** The player's name. */
  readonly player?: string | undefined;
  /** Age. */
  readonly age?: string | undefined;
  /** Appearance. */
  readonly appearance?: string | undefined;
  /** Personality. */
  readonly personality?: string | undefined;
  /** The day the armor accepted you (Etapa 9). */
  readonly awakening?: string | undefined;
  /** The master who trained you. */
  readonly master?: string | undefined;
  /** The elo divino (Capítulo Quatro): the god's object or blood that lets the armor turn Divine in the Nono. */
  readonly eloDivino?: string | undefined;
}

/**
 * What a warrior and a human store alike.
 *
 * @example
 * ```ts
 * const c: CharacterCommon = teo; // name, army, attributes, Convicções, details, items
 * ```
 */
export interface CharacterCommon {
  /** Version of the stored document. */
  readonly schemaVersion: 1;
  /** The character's id (minted when missing). */
  readonly id: CharacterId;
  /** Name. */
  readonly name: string;
  /** The army (a slug of `ruleset.armies.armies`). */
  readonly army: OpenSlug<ArmySlug>;
  /** The attribute step's choice. */
  readonly attributes: Immutable<AttributeAssignment>;
  /** The Convicções, as written. */
  readonly conviccoes: readonly string[];
  /** Free texts. */
  readonly details: CharacterDetails;
  /** What the character carries (free texts). */
  readonly items: readonly string[];
}

/**
 * A stored warrior (a player character awakened to the Sexto Sentido), deeply readonly. Validate
 * untrusted input with {@link validateWarrior}; every number of its ficha comes from
 * {@link deriveFicha}.
 *
 * @example
 * ```ts
 * const r = validateWarrior(json); if (r.ok) { const w: Warrior = r.value; }
 * ```
 */
export interface Warrior extends CharacterCommon {
  /** A warrior. */
  readonly kind: 'guerreiro';
  /** The constellation (free text: a star, a creature). */
  readonly constellation: string;
  /** The accessory (a slug of `ruleset.armor.accessories`). */
  readonly accessory: OpenSlug<AccessorySlug>;
  /** Posto. */
  readonly posto: 'bronze' | 'prata' | 'elite';
  /** The Atributo do Cosmo. */
  readonly cosmoAttribute: CosmoAttributeKey;
  /** The treino (a slug of `ruleset.creation.treinos`, or the `customTreino`'s id). */
  readonly treino: OpenSlug<TreinoSlug>;
  /** A treino of the player's own (its `id` is `treino`); absent for a treino of the ruleset. */
  readonly customTreino?: Immutable<CreationRules['treinos'][number]> | undefined;
  /** The four free skills chosen at creation (the treino's two are implied). */
  readonly skills: readonly OpenSlug<SkillSlug>[];
  /** The two passive defenses trained at creation. */
  readonly trainedDefenses: readonly PassiveDefenseKey[];
  /** The techniques. */
  readonly techniques: readonly Technique[];
  /** One entry per level-up, with that level's choices. */
  readonly levelUps: readonly Immutable<LevelUp>[];
  /** Glória. */
  readonly gloria: number;
  /** The armor worn, as the armor module stores it (its Version, forms, improvements, state). */
  readonly armor?: Immutable<Armor> | undefined;
  /** The attribute used for the golpe comum (FOR, DES or the Cosmo attribute); default: the best. */
  readonly golpeComumAttribute?: AttributeKey | undefined;
}

/**
 * A stored human (level 1) or apprentice (levels 2–4), before the Sexto Sentido, deeply readonly.
 *
 * @example
 * ```ts
 * const r = createHuman(input); if (r.ok) { const h: Human = r.value; }
 * ```
 */
export interface Human extends CharacterCommon {
  /** A human. */
  readonly kind: 'humano';
  /** The human level (1 human, 2–4 apprentice). */
  readonly humanLevel: number;
  /** The treino, once chosen. */
  readonly treino?: OpenSlug<TreinoSlug> | undefined;
  /** A treino of the player's own (its `id` is `treino`); absent for a treino of the ruleset. */
  readonly customTreino?: Immutable<CreationRules['treinos'][number]> | undefined;
  /** The passive defenses trained. */
  readonly trainedDefenses: readonly PassiveDefenseKey[];
  /** The constellation, when already known. */
  readonly constellation?: string | undefined;
}

/**
 * A stored character (warrior or human), deeply readonly.
 *
 * @example
 * ```ts
 * const r = validateCharacter(json); if (r.ok) { const c: Character = r.value; }
 * ```
 */
export type Character = Warrior | Human;
