/**
 * The named enemy "montado pelo livro" (Capítulo Dez, "A tabela rápida") as a stored character:
 * its creation values, its level-ups (Vida on even levels, Cosmo on odd ones, a new technique at 4,
 * 8, 12, 16, 20, +2 in the attribute order at the others, the third defense at 11) and its
 * techniques, built as real techniques of the technique engine. Every number of its sheet is then
 * derived by the character module ({@link deriveFicha}) and the technique engine
 * ({@link measureTechnique}, {@link techniqueAtLevel}); this module only makes the choices (read
 * from `enemies.referenceEnemy`). No rule number is written here.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { type AttributeKey, attributeKeys, bookRuleset, breakdown, type Breakdown, choiceSlotsAt, grauAt, type PassiveDefenseKey, type Ruleset } from '../rules/index.js';
import type { Armor } from '../armor/index.js';
import { CHARACTER_SCHEMA_VERSION, type CharacterId, deriveFicha, type Ficha, isGap, type LevelUp, techniqueOwnerOf, type Warrior } from '../character/index.js';
import { measureTechnique, type Technique, techniqueAtLevel, type TechniqueId, type TechniqueOwner } from '../technique/index.js';

/**
 * A Posto an enemy can have: `bronze`, `prata` or `elite` (the elite uses the Ouro row).
 *
 * @example
 * ```ts
 * const p: EnemyPosto = 'prata';
 * ```
 */
export type EnemyPosto = 'bronze' | 'prata' | 'elite';

/**
 * The role of a technique on an enemy sheet: `assento` (the elite's Golpe do Assento), `grande`
 * (the Grau's max size), `media` (from level 4), `pequena` (2 points).
 *
 * @example
 * ```ts
 * const r: EnemyTechniqueRole = 'grande';
 * ```
 */
export type EnemyTechniqueRole = 'assento' | 'grande' | 'media' | 'pequena';

/**
 * The pt-BR label of each technique role (the technique's name when the Mestre gives none).
 *
 * @example
 * ```ts
 * ENEMY_TECHNIQUE_ROLE_LABELS.grande //=> 'Técnica grande'
 * ```
 */
export const ENEMY_TECHNIQUE_ROLE_LABELS: Readonly<Record<EnemyTechniqueRole, string>> = /* @__PURE__ */ Object.freeze({
  assento: 'Golpe do Assento',
  grande: 'Técnica grande',
  media: 'Técnica média',
  pequena: 'Técnica pequena',
});

/**
 * The `treino` slug of an enemy built by the quick table: the book's table applies no lição (and no
 * treino skills), so the reference enemy names none. A stored enemy may name a real treino instead.
 *
 * @example
 * ```ts
 * referenceWarrior(3).treino //=> 'sem_treino'
 * ```
 */
export const ENEMY_NO_TREINO = 'sem_treino';

/**
 * The `army` slug of an enemy whose army is not one of the ruleset's (a renegade, "qualquer").
 *
 * @example
 * ```ts
 * referenceWarrior(3).army //=> 'sem_exercito'
 * ```
 */
export const ENEMY_NO_ARMY = 'sem_exercito';

/**
 * The level-up choices an enemy made from level 2 up to its level.
 *
 * @example
 * ```ts
 * const c: EnemyChoices = referenceChoicesAt(5);
 * c.vida //=> 2
 * ```
 */
export interface EnemyChoices {
  /** Vida choices. */
  readonly vida: number;
  /** Cosmo choices. */
  readonly cosmo: number;
  /** New techniques beyond the starting ones. */
  readonly newTechniques: number;
  /** +attribute raises taken. */
  readonly attributeRaises: number;
  /** Whether the third passive defense has been trained. */
  readonly thirdDefense: boolean;
}

/**
 * How a named enemy deviates from the book's reference build (all optional).
 *
 * @example
 * ```ts
 * const o: EnemyBuildOptions = { vidaInsteadOfCosmo: 2 };
 * ```
 */
export interface EnemyBuildOptions {
  /** Trade this many Cosmo choices for Vida (each: + half the level in HP, −1 Teto and starting Cosmo). Negative trades Vida for Cosmo. */
  readonly vidaInsteadOfCosmo?: number;
  /** The armor's accessory slug (`armor.accessories`); default the reference enemy's. */
  readonly accessory?: string;
  /** Armor characteristics (`armor.characteristics` slugs); default none. */
  readonly characteristics?: readonly string[];
  /** Teto added by a trait ("Safira de Odin: +1 no Teto"). */
  readonly tetoBonus?: number;
  /** Resistência added by a trait ("Soma: +1"). An army rule with a number (the Escama) comes with `army`. */
  readonly resistenciaBonus?: number;
  /** Give the Golpe do Assento (default: only the elite has one). */
  readonly golpeDoAssento?: boolean;
  /** The army's slug (`armies.armies`): its rule cards with numbers apply to the armor (the Escama's +1 Resistência). */
  readonly army?: string;
  /** The enemy's name. */
  readonly name?: string;
  /** The armor's name. */
  readonly armorName?: string;
  /** Names (and notes) of the techniques, by role. */
  readonly techniqueNames?: Readonly<Partial<Record<EnemyTechniqueRole, { readonly name: string; readonly note?: string }>>>;
  /**
   * Another placement of the standard array (a permutation of `enemies.referenceEnemy.attributes`;
   * the fight simulator's builds: the Cosmo, FOR or CON in front, CON 8). Default the book's.
   */
  readonly attributes?: Readonly<Record<AttributeKey, number>>;
  /** Where each +2 of "técnica ou atributo" goes, in order (default `enemies.referenceEnemy.attributeRaiseOrder`). */
  readonly attributeRaiseOrder?: readonly AttributeKey[];
  /** The techniques' nature and attribute (default `enemies.referenceEnemy.techniques.nature` and `attackAttribute`). */
  readonly techniqueAttack?: { readonly nature: Technique['nature']; readonly attribute: AttributeKey };
  /** The golpe comum's attribute (default `enemies.referenceEnemy.attackAttribute`). */
  readonly golpeComumAttribute?: AttributeKey;
}

/**
 * The reference enemy's creation values: the placed standard array of `enemies.referenceEnemy`
 * (DES and CON in front, SAB next), as the data holds it — DES 14 and CON 15, so every raise of the
 * order is a legal character choice (+2 to one attribute, never above the maximum) and the
 * modifiers at every level are the book's ("o principal até 20, o resto no segundo").
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The six creation values.
 * @example
 * ```ts
 * referenceCreationValues() //=> { FOR: 12, DES: 14, CON: 15, INT: 10, SAB: 13, CAR: 8 }
 * ```
 */
export function referenceCreationValues(ruleset: Ruleset = bookRuleset): Readonly<Record<AttributeKey, number>> {
  return ruleset.enemies.referenceEnemy.attributes;
}

/** The attribute the next +2 goes to: the first of the order with room for the whole raise. */
function nextRaise(values: Readonly<Record<AttributeKey, number>>, ruleset: Ruleset, order: readonly AttributeKey[] = ruleset.enemies.referenceEnemy.attributeRaiseOrder): AttributeKey {
  const max = ruleset.creation.attributeMax;
  const step = ruleset.progression.choices.tecnicaOuAtributo.attributeIncrease;
  return order.find((k) => values[k] + step <= max) ?? order.find((k) => values[k] < max) ?? order[0]!;
}

/** The technique id the reference enemy stores for a role. */
function techniqueIdFor(role: EnemyTechniqueRole): TechniqueId {
  return `tecnica-${role}` as TechniqueId;
}

/**
 * The reference enemy's level-ups from level 2 to `level`, as a stored character keeps them: Vida
 * on even levels and Cosmo on odd ones (the latest ones traded by `vidaInsteadOfCosmo`), a new
 * technique at 4, 8, 12, 16, 20 (the medium one at its first level; later, the big one rebuilt at
 * the new Grau — the sheet keeps three) and +2 in the attribute order at the other "técnica ou
 * atributo" levels, the third passive defense at level 11. The quick table names no skill, so the
 * other "perícia ou defesa" slots are left empty.
 *
 * @param level - The enemy's level.
 * @param options - Trades between Vida and Cosmo.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns One entry per level from 2.
 * @example
 * ```ts
 * referenceLevelUps(4).map((u) => u.vidaOuCosmo) //=> ['vida', 'cosmo', 'vida']
 * referenceLevelUps(6)[4]!.tecnicaOuAtributo //=> { kind: 'atributo', attribute: 'DES' }
 * ```
 */
export function referenceLevelUps(level: number, options: EnemyBuildOptions = {}, ruleset: Ruleset = bookRuleset): LevelUp[] {
  const ref = ruleset.enemies.referenceEnemy;
  const values: Record<AttributeKey, number> = { ...(options.attributes ?? referenceCreationValues(ruleset)) };
  const step = ruleset.progression.choices.tecnicaOuAtributo.attributeIncrease;
  const allDefenses = ruleset.creation.passiveDefenses.list.map((d) => d.id);
  const third = allDefenses.find((d) => !ref.trainedDefenses.includes(d));
  const ups: LevelUp[] = [];
  let techniquesLearned = 0;
  for (let l = 2; l <= level; l++) {
    const slots = choiceSlotsAt(l, ruleset);
    const up: LevelUp = { level: l, vidaOuCosmo: l % 2 === 0 ? ref.vidaOrCosmo.even : ref.vidaOrCosmo.odd };
    if (slots.includes('tecnica_ou_atributo')) {
      if (ref.newTechniqueLevels.includes(l)) {
        const role: EnemyTechniqueRole = techniquesLearned === 0 && l >= ref.techniques.mediumFromLevel ? 'media' : 'grande';
        up.tecnicaOuAtributo = { kind: 'tecnica', techniqueId: techniqueIdFor(role) };
        techniquesLearned++;
      } else {
        const attribute = nextRaise(values, ruleset, options.attributeRaiseOrder);
        values[attribute] += step;
        up.tecnicaOuAtributo = { kind: 'atributo', attribute };
      }
    }
    if (slots.includes('pericia_ou_defesa') && l === ref.thirdDefenseLevel && third !== undefined) up.periciaOuDefesa = { kind: 'defesa', defense: third };
    ups.push(up);
  }
  // Trades: the latest Cosmo choices become Vida (or the other way round).
  let trade = options.vidaInsteadOfCosmo ?? 0;
  for (let i = ups.length - 1; i >= 0 && trade !== 0; i--) {
    const u = ups[i]!;
    if (trade > 0 && u.vidaOuCosmo === 'cosmo') {
      ups[i] = { ...u, vidaOuCosmo: 'vida' };
      trade--;
    } else if (trade < 0 && u.vidaOuCosmo === 'vida') {
      ups[i] = { ...u, vidaOuCosmo: 'cosmo' };
      trade++;
    }
  }
  return ups;
}

/**
 * The reference enemy's choices at a level, counted from its level-ups ({@link referenceLevelUps}).
 *
 * @param level - The enemy's level (inside the level table).
 * @param options - Trades between Vida and Cosmo.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The choices counted from level 2 to `level`.
 * @example
 * ```ts
 * referenceChoicesAt(10) //=> { vida: 5, cosmo: 4, newTechniques: 2, attributeRaises: 2, thirdDefense: false }
 * ```
 */
export function referenceChoicesAt(level: number, options: EnemyBuildOptions = {}, ruleset: Ruleset = bookRuleset): EnemyChoices {
  return choicesOf(referenceLevelUps(level, options, ruleset));
}

function choicesOf(ups: readonly Immutable<LevelUp>[]): EnemyChoices {
  let vida = 0;
  let cosmo = 0;
  let newTechniques = 0;
  let attributeRaises = 0;
  let thirdDefense = false;
  for (const u of ups) {
    if (u.vidaOuCosmo === 'vida') vida++;
    else cosmo++;
    if (u.tecnicaOuAtributo?.kind === 'tecnica') newTechniques++;
    if (u.tecnicaOuAtributo?.kind === 'atributo') attributeRaises++;
    if (u.periciaOuDefesa?.kind === 'defesa') thirdDefense = true;
  }
  return { vida, cosmo, newTechniques, attributeRaises, thirdDefense };
}

/**
 * The reference enemy's attributes after its raises (each +2 to the first attribute of
 * `attributeRaiseOrder` with room for it).
 *
 * @param attributeRaises - How many raises were taken.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The six attribute values.
 * @example
 * ```ts
 * referenceAttributes(3).DES //=> 20
 * referenceAttributes(4).CON //=> 17
 * ```
 */
export function referenceAttributes(attributeRaises: number, ruleset: Ruleset = bookRuleset): Readonly<Record<AttributeKey, number>> {
  const values: Record<AttributeKey, number> = { ...referenceCreationValues(ruleset) };
  const step = ruleset.progression.choices.tecnicaOuAtributo.attributeIncrease;
  for (let i = 0; i < attributeRaises; i++) values[nextRaise(values, ruleset)] += step;
  return values;
}

/**
 * Whether a Posto exists at a level (Prata from 9, elite from 15 in the book).
 *
 * @param posto - The Posto.
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns True when an enemy of that level may have that Posto.
 * @example
 * ```ts
 * postoExistsAt('prata', 8) //=> false
 * postoExistsAt('elite', 15) //=> true
 * ```
 */
export function postoExistsAt(posto: EnemyPosto, level: number, ruleset: Ruleset = bookRuleset): boolean {
  if (posto === 'bronze') return true;
  return level >= ruleset.progression.posto[posto].minLevel;
}

/**
 * The smallest level at which a Posto exists (1 for Bronze, 9 for Prata, 15 for elite in the book).
 *
 * @param posto - The Posto.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The level.
 * @example
 * ```ts
 * postoMinLevel('elite') //=> 15
 * ```
 */
export function postoMinLevel(posto: EnemyPosto, ruleset: Ruleset = bookRuleset): number {
  return posto === 'bronze' ? 1 : ruleset.progression.posto[posto].minLevel;
}

/**
 * One reference technique: single-target damage of the reference shape (`enemies.referenceEnemy.techniques`:
 * duration, range, activation, nature, roll), with as many damage points as fit in `size` — or, without
 * a size, in the Grau's max size (+1 for a Golpe do Assento), as the technique engine measures it.
 */
function referenceTechnique(
  role: EnemyTechniqueRole,
  grau: number,
  size: number | undefined,
  options: EnemyBuildOptions,
  ruleset: Ruleset,
): { readonly technique: Technique; readonly maxSize: number } {
  const ref = ruleset.enemies.referenceEnemy;
  const t = ref.techniques;
  const T = ruleset.techniques;
  if (!(t.duration in T.durations) || !(t.range in T.ranges) || !(t.activation in T.activations))
    throw new Error('enemies.referenceEnemy.techniques names a duration, range or activation the ruleset lacks');
  const named = options.techniqueNames?.[role];
  const seat = role === 'assento';
  const base: Technique = {
    id: techniqueIdFor(role),
    name: named?.name ?? ENEMY_TECHNIQUE_ROLE_LABELS[role],
    nature: options.techniqueAttack?.nature ?? t.nature,
    attribute: options.techniqueAttack?.attribute ?? ref.attackAttribute,
    activation: t.activation as Technique['activation'],
    duration: t.duration as Technique['duration'],
    range: t.range as Technique['range'],
    effects: [{ kind: 'dano', points: 1 }],
    modifiers: seat ? (t.golpeDoAssentoModifiers as Technique['modifiers']) : [],
    limitations: [],
    roll: { kind: t.resolution },
    grau,
    signature: false,
    ...(seat && { golpeDoAssento: { seat: options.armorName ?? ENEMY_TECHNIQUE_ROLE_LABELS.assento } }),
    waiting: false,
    description: named?.note ?? `${ENEMY_TECHNIQUE_ROLE_LABELS[role]}: ${T.effects.dano.label}, alcance ${T.ranges[t.range as keyof typeof T.ranges].label}.`,
  };
  const receipt = measureTechnique(base, undefined, ruleset);
  const maxSize = receipt.maxSize!.total;
  const target = size ?? maxSize;
  return { technique: { ...base, effects: [{ kind: 'dano', points: Math.max(1, target - receipt.size.total + 1) }] }, maxSize };
}

/**
 * The reference enemy's techniques at a level, as real techniques: the Golpe do Assento (elite),
 * the big one at the Grau's max size, the medium one (from level 4) and the small one.
 *
 * @param level - The enemy's level.
 * @param posto - The Posto (the elite has a Golpe do Assento), or `null`.
 * @param options - Names, and whether to give a Golpe do Assento.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The techniques, in sheet order.
 * @example
 * ```ts
 * referenceTechniques(9).map((t) => t.effects[0]!.points) //=> [6, 4, 2]
 * ```
 */
export function referenceTechniques(
  level: number,
  posto: EnemyPosto | null = 'bronze',
  options: EnemyBuildOptions = {},
  ruleset: Ruleset = bookRuleset,
): Technique[] {
  const t = ruleset.enemies.referenceEnemy.techniques;
  const grau = grauAt(level, ruleset);
  const big = referenceTechnique('grande', grau, undefined, options, ruleset);
  const out: Technique[] = [];
  if (options.golpeDoAssento ?? posto === 'elite') out.push(referenceTechnique('assento', grau, undefined, options, ruleset).technique);
  out.push(big.technique);
  if (level >= t.mediumFromLevel) out.push(referenceTechnique('media', grau, big.maxSize - t.mediumBelowMax, options, ruleset).technique);
  out.push(referenceTechnique('pequena', grau, t.smallSize, options, ruleset).technique);
  return out;
}

const ARMOR_STATE = {
  state: 'intact',
  resistenciaSpent: 0,
  remendoUsed: false,
  elmoCriticalsUsed: 0,
  aparouThisFight: false,
  cascaPiecesLost: 0,
} as const;

/**
 * The named enemy of a level and Posto built by the book, as a stored warrior (the character
 * model): the placed standard array, the Atributo do Cosmo, the reference level-ups and trained
 * defenses, its techniques, and — with a Posto — its armor. Throws for a Posto that does not exist
 * yet at that level (a programmer error: validate user input with `buildEnemy`).
 *
 * @param level - The level (1–20 in the book).
 * @param posto - The Posto (default Bronze); `null` for an enemy without armor.
 * @param options - Accessory, characteristics, army, names, Vida/Cosmo trades.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior.
 * @example
 * ```ts
 * const w = referenceWarrior(9, 'prata');
 * w.levelUps.length //=> 8
 * w.armor?.posto //=> 'prata'
 * ```
 */
export function referenceWarrior(
  level: number,
  posto: EnemyPosto | null = 'bronze',
  options: EnemyBuildOptions = {},
  ruleset: Ruleset = bookRuleset,
): Warrior {
  if (posto !== null && !postoExistsAt(posto, level, ruleset)) throw new RangeError(`posto ${posto} does not exist at level ${level}`);
  const ref = ruleset.enemies.referenceEnemy;
  const accessory = options.accessory ?? ref.accessory;
  const armyKnown = options.army !== undefined && options.army in ruleset.armies.armies;
  const armor: Armor | undefined =
    posto === null
      ? undefined
      : {
          name: options.armorName ?? `Armadura de ${ruleset.armor.postos[posto].label}`,
          ...(armyKnown && { army: options.army }),
          posto,
          accessory,
          characteristics: [...(options.characteristics ?? ref.characteristics)],
          ...ARMOR_STATE,
          forms: [],
          improvements: [],
        };
  return {
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    id: `inimigo-nivel-${level}-${posto ?? 'sem-posto'}` as CharacterId,
    kind: 'guerreiro',
    name: options.name ?? '',
    army: options.army ?? ENEMY_NO_ARMY,
    attributes: { method: 'padrao', values: { ...(options.attributes ?? referenceCreationValues(ruleset)) } },
    conviccoes: [],
    details: {},
    items: [],
    constellation: '',
    accessory,
    posto: posto ?? 'bronze',
    cosmoAttribute: ref.cosmoAttribute,
    treino: ENEMY_NO_TREINO,
    skills: [],
    trainedDefenses: [...ref.trainedDefenses],
    techniques: referenceTechniques(level, posto, options, ruleset),
    levelUps: referenceLevelUps(level, options, ruleset),
    gloria: 0,
    ...(armor && { armor }),
    golpeComumAttribute: options.golpeComumAttribute ?? ref.attackAttribute,
  };
}

/**
 * A technique of an enemy sheet: its role, size, cost, damage dice and fixed bonus.
 *
 * @example
 * ```ts
 * const t: EnemyTechniqueStats = referenceEnemyAt(9).techniques[0]!;
 * t.text //=> '6d8 + 51'
 * ```
 */
export interface EnemyTechniqueStats {
  /** The technique's id. */
  readonly id: string;
  /** `assento` (the elite's Golpe do Assento), `grande` (the Grau's max size), `media` (from level 4), `pequena` (2 points). */
  readonly role: EnemyTechniqueRole;
  /** The +1 modifiers it carries (the seat technique: `atravessa_armadura`). */
  readonly modifiers: readonly string[];
  /** Size. */
  readonly size: number;
  /** Cost in Cosmo. */
  readonly cost: number;
  /** The Grau it acts at. */
  readonly grau: number;
  /** Damage points (dice); 0 for a technique that deals no damage. */
  readonly points: number;
  /** Sides of the damage die (0 without damage). */
  readonly die: number;
  /** points × point bonus + the attribute modifier. */
  readonly bonus: number;
  /** Attack bonus (proficiency + the attribute). */
  readonly attack: number;
  /** "6d8 + 51" ("—" without damage). */
  readonly text: string;
}

/**
 * Every number of a named enemy's sheet.
 *
 * @example
 * ```ts
 * const e: EnemyStats = referenceEnemyAt(5);
 * e.hp.total //=> 54
 * ```
 */
export interface EnemyStats {
  /** Level. */
  readonly level: number;
  /** The Posto, or `null` for an enemy without armor ("Sem Posto"). */
  readonly posto: EnemyPosto | null;
  /** Proficiency bonus. */
  readonly proficiency: number;
  /** Grau. */
  readonly grau: number;
  /** The level-up choices made. */
  readonly choices: EnemyChoices;
  /** The six attribute values. */
  readonly attributes: Readonly<Record<AttributeKey, number>>;
  /** The six attribute modifiers. */
  readonly modifiers: Readonly<Record<AttributeKey, number>>;
  /** HP (PV). */
  readonly hp: Breakdown;
  /** DEF. */
  readonly def: Breakdown;
  /** The armor's Resistência; `null` without armor. */
  readonly resistencia: Breakdown | null;
  /** Initiative bonus. */
  readonly initiative: number;
  /** Cosmo: start, floor (piso) and Teto. */
  readonly cosmo: { readonly start: number; readonly floor: number; readonly teto: number };
  /** Fortitude, Reflexos, Vontade. */
  readonly passiveDefenses: Readonly<Record<PassiveDefenseKey, number>>;
  /** Passive defenses trained. */
  readonly trainedDefenses: readonly PassiveDefenseKey[];
  /** Attack bonus of the golpe comum. */
  readonly attack: number;
  /** The golpe comum: golpes per action, die, damage bonus. */
  readonly golpe: { readonly count: number; readonly die: number; readonly bonus: number; readonly text: string };
  /** The techniques, in sheet order. */
  readonly techniques: readonly EnemyTechniqueStats[];
}

/**
 * What an enemy adds on top of its character sheet: trait bonuses already summed in the book's
 * stat blocks.
 *
 * @example
 * ```ts
 * const b: EnemyTraitBonuses = { tetoBonus: 1 };
 * ```
 */
export interface EnemyTraitBonuses {
  /** Teto added by a trait. */
  readonly tetoBonus?: number | undefined;
  /** Resistência added by a trait. */
  readonly resistenciaBonus?: number | undefined;
}

const ROLE_BY_ID: ReadonlyMap<string, EnemyTechniqueRole> = /* @__PURE__ */ (() => new Map(
  (Object.keys(ENEMY_TECHNIQUE_ROLE_LABELS) as EnemyTechniqueRole[]).map((r) => [techniqueIdFor(r), r]),
))();

/**
 * The role of a technique on the sheet: the one a reference technique was built for (its id), else
 * from what the engine measures (the seat, the Grau's max size, the small size).
 */
function roleOf(t: Immutable<Technique>, size: number, owner: TechniqueOwner, ruleset: Ruleset): EnemyTechniqueRole {
  const byId = ROLE_BY_ID.get(t.id);
  if (byId) return byId;
  if (t.golpeDoAssento) return 'assento';
  const maxSize = measureTechnique(t, owner, ruleset).maxSize?.total;
  if (maxSize !== undefined && size >= maxSize) return 'grande';
  if (size <= ruleset.enemies.referenceEnemy.techniques.smallSize) return 'pequena';
  return 'media';
}

/**
 * The enemy's numbers from a stored warrior: the character module's ficha ({@link deriveFicha}:
 * PV, DEF, Resistência, Iniciativa, Cosmo, passive defenses, golpe comum, technique lines) and the
 * technique engine's damage ({@link techniqueAtLevel}), plus the trait bonuses (a Teto bonus also
 * lifts the cap of the starting Cosmo).
 *
 * @param w - The stored warrior.
 * @param bonuses - Trait bonuses.
 * @param ruleset - The ruleset (defaults to the book's).
 * @param ficha - The warrior's ficha, when already derived.
 * @returns The numbers.
 * @example
 * ```ts
 * enemyStatsOf(referenceWarrior(9, 'prata')).def.total //=> 17
 * ```
 */
export function enemyStatsOf(
  w: Warrior,
  bonuses: EnemyTraitBonuses = {},
  ruleset: Ruleset = bookRuleset,
  ficha: Ficha = deriveFicha(w, ruleset),
): EnemyStats {
  const f = ficha;
  const attributes = {} as Record<AttributeKey, number>;
  const modifiers = {} as Record<AttributeKey, number>;
  for (const k of attributeKeys) {
    attributes[k] = f.attributes[k].value;
    modifiers[k] = f.attributes[k].modifier;
  }
  if (isGap(f.def)) throw new Error('the ficha has no DEF');
  let resistencia: Breakdown | null = isGap(f.resistencia) ? null : f.resistencia;
  if (resistencia && bonuses.resistenciaBonus)
    resistencia = breakdown('Resistência', [...resistencia.terms, { label: 'traço', value: bonuses.resistenciaBonus, rule: 'enemies.buildSteps' }]);
  let { start, teto } = f.cosmo;
  if (bonuses.tetoBonus) {
    teto = breakdown('Teto', [...teto.terms, { label: 'traço', value: bonuses.tetoBonus, rule: 'enemies.buildSteps' }]);
    const startSum = start.terms.reduce((s, t) => s + t.value, 0);
    start = breakdown('Cosmo inicial', start.terms, ruleset.cosmo.start.cappedByTeto ? Math.min(startSum, teto.total) : startSum);
  }
  const passiveDefenses = {} as Record<PassiveDefenseKey, number>;
  const trainedDefenses: PassiveDefenseKey[] = [];
  for (const d of ruleset.creation.passiveDefenses.list) {
    const pd = f.passiveDefenses[d.id];
    passiveDefenses[d.id] = pd.value.total;
    if (pd.trained) trainedDefenses.push(d.id);
  }
  const g = f.golpeComum;
  const owner = techniqueOwnerOf(w, ruleset);
  const techniques = w.techniques.map((t, i): EnemyTechniqueStats => {
    const line = f.techniques[i]!;
    const acting = line.grau === t.grau ? t : { ...t, grau: line.grau };
    const damage = techniqueAtLevel(acting, owner, ruleset).amounts.find((a) => a.kind === 'dano' || a.kind === 'dano_area' || a.kind === 'dano_continuo');
    const bonus = damage ? damage.constant + (damage.modifier?.value ?? 0) : 0;
    return {
      id: t.id,
      role: roleOf(acting, line.size, owner, ruleset),
      modifiers: t.modifiers.map((m) => (typeof m === 'string' ? m : m.slug)),
      size: line.size,
      cost: line.cost,
      grau: line.grau ?? f.grau,
      points: damage?.points ?? 0,
      die: damage?.die ?? 0,
      bonus,
      attack: line.roll?.bonus.total ?? g.toHit.total,
      text: damage ? `${damage.points}d${damage.die} + ${bonus}` : line.damage,
    };
  });
  return {
    level: f.level,
    posto: w.armor ? w.armor.posto : null,
    proficiency: f.proficiency,
    grau: f.grau,
    choices: choicesOf(w.levelUps),
    attributes,
    modifiers,
    hp: f.hp,
    def: f.def,
    resistencia,
    initiative: f.initiative.total,
    cosmo: { start: start.total, floor: f.cosmo.floor.total, teto: teto.total },
    passiveDefenses,
    trainedDefenses,
    attack: g.toHit.total,
    golpe: {
      count: g.attacks,
      die: g.damageDie,
      bonus: g.damageBonus,
      text: `${g.attacks > 1 ? `${g.attacks}×` : ''}1d${g.damageDie}${g.damageBonus >= 0 ? '+' : '−'}${Math.abs(g.damageBonus)}`,
    },
    techniques,
  };
}

/**
 * The named enemy of a level and Posto, built by the book ("A tabela rápida"): the numbers of
 * {@link referenceWarrior}, derived by {@link enemyStatsOf}. Throws for a level outside the table, a
 * Posto that does not exist yet at that level, or an accessory / characteristic the ruleset lacks
 * (programmer errors: validate user input with `buildEnemy`).
 *
 * @param level - The level (1–20 in the book).
 * @param posto - The Posto (default Bronze); `null` for an enemy without armor.
 * @param options - Accessory, characteristics, trait bonuses, Vida/Cosmo trades.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns Every number of the sheet.
 * @example
 * ```ts
 * const e = referenceEnemyAt(10, 'prata');
 * e.hp.total //=> 133
 * e.def.total //=> 18
 * e.golpe.text //=> '2×1d8+4'
 * referenceEnemyAt(10, 'prata', { characteristics: ['pesada'] }).def.total //=> 19
 * ```
 */
export function referenceEnemyAt(
  level: number,
  posto: EnemyPosto | null = 'bronze',
  options: EnemyBuildOptions = {},
  ruleset: Ruleset = bookRuleset,
): EnemyStats {
  const w = referenceWarrior(level, posto, options, ruleset);
  const armor = ruleset.armor;
  if (w.armor && !armor.accessories.some((a) => a.slug === w.armor!.accessory)) throw new RangeError(`unknown accessory ${w.armor.accessory}`);
  for (const c of w.armor?.characteristics ?? []) if (!armor.characteristics.some((x) => x.slug === c)) throw new RangeError(`unknown characteristic ${c}`);
  return enemyStatsOf(w, options, ruleset);
}
