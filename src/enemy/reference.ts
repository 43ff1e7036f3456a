/**
 * The named enemy "montado pelo livro" (Capítulo Dez, "A tabela rápida"): its level-up choices,
 * attributes, HP, DEF by Posto, Cosmo, passive defenses, attack, golpe comum and techniques, all
 * derived from the ruleset (the reference build in `enemies.referenceEnemy`, plus the level,
 * creation, Cosmo, combat, armor and technique sections). No rule number is written here.
 *
 * @module
 */
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import { breakdown, type Breakdown } from '../rules/breakdown.js';
import {
  attributeModifier,
  baseHpAt,
  choiceSlotsAt,
  grauAt,
  hpPerVidaChoiceAt,
  pointBonusAt,
  proficiencyAt,
  tetoBaseAt,
} from '../rules/levels.js';
import type { AttributeKey, PassiveDefenseKey } from '../rules/keys.js';

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
  /** Resistência added by a trait ("Escama de oricalco: +1"). */
  readonly resistenciaBonus?: number;
  /** Give the Golpe do Assento (default: only the elite has one). */
  readonly golpeDoAssento?: boolean;
}

/**
 * The reference enemy's choices at a level: Vida on even levels, Cosmo on odd ones; a new
 * technique at 4, 8, 12, 16, 20 and +attribute at the other "técnica ou atributo" levels; the
 * third defense at level 11 (a skill at the other "perícia ou defesa" levels).
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
  const ref = ruleset.enemies.referenceEnemy;
  let vida = 0;
  let cosmo = 0;
  let newTechniques = 0;
  let attributeRaises = 0;
  let thirdDefense = false;
  for (let l = 1; l <= level; l++) {
    for (const slot of choiceSlotsAt(l, ruleset)) {
      if (slot === 'vida_ou_cosmo') {
        if ((l % 2 === 0 ? ref.vidaOrCosmo.even : ref.vidaOrCosmo.odd) === 'vida') vida++;
        else cosmo++;
      } else if (slot === 'tecnica_ou_atributo') {
        if (ref.newTechniqueLevels.includes(l)) newTechniques++;
        else attributeRaises++;
      } else if (slot === 'pericia_ou_defesa') {
        if (l === ref.thirdDefenseLevel) thirdDefense = true;
      }
    }
  }
  const trade = Math.max(-vida, Math.min(cosmo, options.vidaInsteadOfCosmo ?? 0));
  return { vida: vida + trade, cosmo: cosmo - trade, newTechniques, attributeRaises, thirdDefense };
}

/**
 * The reference enemy's attributes after its raises: each raise goes to the first attribute of
 * `attributeRaiseOrder` until the attribute maximum, the rest to the next ("o principal até 20,
 * o resto no segundo").
 *
 * @param attributeRaises - How many raises were taken.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The six attribute values.
 * @example
 * ```ts
 * referenceAttributes(3).DES //=> 20
 * referenceAttributes(3).CON //=> 15
 * ```
 */
export function referenceAttributes(attributeRaises: number, ruleset: Ruleset = bookRuleset): Readonly<Record<AttributeKey, number>> {
  const ref = ruleset.enemies.referenceEnemy;
  const values: Record<AttributeKey, number> = { ...ref.attributes };
  const max = ruleset.creation.attributeMax;
  const step = ruleset.progression.choices.tecnicaOuAtributo.attributeIncrease;
  for (let i = 0; i < attributeRaises; i++) {
    let left = step;
    for (const key of ref.attributeRaiseOrder) {
      const add = Math.min(left, Math.max(0, max - values[key]));
      values[key] += add;
      left -= add;
      if (left === 0) break;
    }
  }
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
 * A technique of an enemy sheet: its role, size, cost, damage dice and fixed bonus.
 *
 * @example
 * ```ts
 * const t: EnemyTechniqueStats = referenceEnemyAt(9).techniques[0]!;
 * t.text //=> '6d8 + 51'
 * ```
 */
export interface EnemyTechniqueStats {
  /** `assento` (the elite's Golpe do Assento), `grande` (the Grau's max size), `media` (from level 4), `pequena` (2 points). */
  readonly role: 'assento' | 'grande' | 'media' | 'pequena';
  /** The +1 modifiers it carries (the seat technique: `atravessa_armadura`). */
  readonly modifiers: readonly string[];
  /** Size. */
  readonly size: number;
  /** Cost in Cosmo. */
  readonly cost: number;
  /** The Grau it is built at (the level's). */
  readonly grau: number;
  /** Damage points (dice). */
  readonly points: number;
  /** Sides of the damage die. */
  readonly die: number;
  /** points × point bonus + the attribute modifier. */
  readonly bonus: number;
  /** Attack bonus (proficiency + the attribute). */
  readonly attack: number;
  /** "6d8 + 51". */
  readonly text: string;
}

/**
 * Every number of a named enemy built by the book's reference choices.
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
  /** Attack bonus of the golpe comum and the techniques. */
  readonly attack: number;
  /** The golpe comum: golpes per action, die, damage bonus. */
  readonly golpe: { readonly count: number; readonly die: number; readonly bonus: number; readonly text: string };
  /** The seat technique (elite), big, medium (from level 4), small. */
  readonly techniques: readonly EnemyTechniqueStats[];
}

function mods(values: Readonly<Record<AttributeKey, number>>, ruleset: Ruleset): Record<AttributeKey, number> {
  const out = {} as Record<AttributeKey, number>;
  for (const k of Object.keys(values) as AttributeKey[]) out[k] = attributeModifier(values[k], ruleset);
  return out;
}

/**
 * Damage points a reference technique of a size carries: the size minus what its duration (beyond
 * the first effect point it includes), range and activation cost.
 *
 * @param size - The technique's size.
 * @param ruleset - The ruleset (defaults to the book's).
 * @param modifiers - +1 modifiers it carries (each takes a point of the size).
 * @returns The damage points.
 * @example
 * ```ts
 * referenceTechniquePoints(5) //=> 5
 * ```
 */
export function referenceTechniquePoints(size: number, ruleset: Ruleset = bookRuleset, modifiers: readonly string[] = []): number {
  const t = ruleset.enemies.referenceEnemy.techniques;
  const tech = ruleset.techniques;
  const modifierPoints = modifiers.reduce((sum, m) => sum + (tech.modifiers[m as keyof typeof tech.modifiers]?.points ?? 0), 0);
  const duration = tech.durations[t.duration as keyof typeof tech.durations];
  const range = tech.ranges[t.range as keyof typeof tech.ranges];
  const activation = tech.activations[t.activation as keyof typeof tech.activations];
  if (!duration || !range || !activation) throw new Error('referenceEnemy.techniques names a duration, range or activation the ruleset lacks');
  const overhead = duration.points - 1 + range.points[t.nature] + activation.points + modifierPoints;
  return Math.max(1, size - overhead);
}

/**
 * Cost in Cosmo of a technique without limitations: the size (never below the cost floor).
 *
 * @param size - The technique's size.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The cost.
 * @example
 * ```ts
 * referenceTechniqueCost(6) //=> 6
 * ```
 */
export function referenceTechniqueCost(size: number, ruleset: Ruleset = bookRuleset): number {
  const c = ruleset.techniques.cost;
  return Math.max(c.minimum, Math.ceil(size / c.floorDivisor), size);
}

/** The Grau row's max size. */
function grauMaxSize(grau: number, ruleset: Ruleset): number {
  const row = ruleset.techniques.graus.find((g) => g.grau === grau);
  if (!row) throw new RangeError(`grau ${grau} is not in the techniques' Grau table`);
  return row.maxSize;
}

/**
 * Builds one reference technique at a level.
 *
 * @param role - Big, medium or small.
 * @param size - Its size.
 * @param level - The enemy's level.
 * @param attack - The attack bonus.
 * @param modifier - The attribute modifier added once to the damage.
 * @param ruleset - The ruleset.
 * @returns The technique.
 */
function technique(
  role: EnemyTechniqueStats['role'],
  size: number,
  level: number,
  attack: number,
  modifier: number,
  ruleset: Ruleset,
  modifiers: readonly string[] = [],
): EnemyTechniqueStats {
  const grau = grauAt(level, ruleset);
  const points = referenceTechniquePoints(size, ruleset, modifiers);
  const die = ruleset.techniques.effects.dano.die ?? 8;
  const bonus = points * pointBonusAt(level, grau, ruleset) + modifier;
  return {
    role,
    modifiers,
    size,
    cost: referenceTechniqueCost(size, ruleset),
    grau,
    points,
    die,
    bonus,
    attack,
    text: `${points}d${die} + ${bonus}`,
  };
}

/**
 * The named enemy of a level and Posto, built by the book ("A tabela rápida"): DES and CON in
 * front, Cosmo in Sabedoria, no characteristics, the reference level-up choices; the options add
 * an accessory, characteristics, trait bonuses or trade Cosmo for Vida. Throws for a level outside
 * the table, a Posto that does not exist yet at that level, or an accessory / characteristic the
 * ruleset lacks (programmer errors: validate user input with `buildEnemy`).
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
  if (posto !== null && !postoExistsAt(posto, level, ruleset)) throw new RangeError(`posto ${posto} does not exist at level ${level}`);
  const ref = ruleset.enemies.referenceEnemy;
  const armor = ruleset.armor;
  const choices = referenceChoicesAt(level, options, ruleset);
  const attributes = referenceAttributes(choices.attributeRaises, ruleset);
  const m = mods(attributes, ruleset);
  const proficiency = proficiencyAt(level, ruleset);
  const grau = grauAt(level, ruleset);

  const characteristicSlugs = posto === null ? [] : (options.characteristics ?? ref.characteristics);
  const characteristics = characteristicSlugs.map((slug) => {
    const c = armor.characteristics.find((x) => x.slug === slug);
    if (!c) throw new RangeError(`unknown characteristic ${slug}`);
    return c;
  });
  const accessorySlug = posto === null ? undefined : (options.accessory ?? ref.accessory);
  const accessory = accessorySlug === undefined ? undefined : armor.accessories.find((a) => a.slug === accessorySlug);
  if (accessorySlug !== undefined && !accessory) throw new RangeError(`unknown accessory ${accessorySlug}`);
  const sumOf = (key: 'def' | 'initiative' | 'startingCosmo') =>
    characteristics.reduce((sum, c) => sum + ((c.modifiers as Record<string, number | undefined>)[key] ?? 0), 0);

  const hp = breakdown('PV', [
    { label: 'base do nível', value: baseHpAt(level, ruleset), rule: 'progression.levels' },
    { label: 'CON', value: m.CON * level, rule: 'creation.finalSums', note: `CON ${m.CON >= 0 ? '+' : ''}${m.CON} × nível ${level}` },
    { label: 'Vida', value: choices.vida * hpPerVidaChoiceAt(level, ruleset), rule: 'progression.choices.vida' },
  ]);

  const defRule = ruleset.creation.finalSums.def;
  const defCandidates = [
    ...defRule.attributes.map((a) => (a === 'cosmo' ? ref.cosmoAttribute : a)),
    ...(posto === null ? [] : defRule.guard),
  ] as AttributeKey[];
  const bestKey = defCandidates.reduce((best, k) => (m[k] > m[best] ? k : best), defCandidates[0]!);
  const characteristicDef = sumOf('def');
  const def = breakdown('DEF', [
    { label: 'base', value: defRule.base, rule: 'creation.finalSums.def' },
    { label: bestKey, value: m[bestKey], rule: 'creation.finalSums.def' },
    ...(posto === null ? [] : [{ label: `armadura (${armor.postos[posto].label})`, value: armor.postos[posto].def, rule: `armor.postos.${posto}` }]),
    ...(characteristicDef ? [{ label: 'características', value: characteristicDef, rule: 'armor.characteristics' }] : []),
  ]);

  let resistencia: Breakdown | null = null;
  if (posto !== null) {
    const res = armor.resistencia;
    const accessoryRes = (accessory?.modifiers as Record<string, number | undefined> | undefined)?.resistencia ?? 0;
    resistencia = breakdown('Resistência', [
      { label: `Posto (${armor.postos[posto].label})`, value: armor.postos[posto].resistencia, rule: `armor.postos.${posto}` },
      ...(accessoryRes ? [{ label: 'sem acessório', value: accessoryRes, rule: 'armor.accessories' }] : []),
      { label: 'CON', value: Math.max(res.conMinimum, m.CON), rule: 'armor.resistencia' },
      { label: 'Vida', value: Math.floor(choices.vida / res.vidaChoicesPerPoint), rule: 'armor.resistencia' },
      ...(options.resistenciaBonus ? [{ label: 'traço', value: options.resistenciaBonus }] : []),
    ]);
  }

  const c = ruleset.cosmo;
  const teto = tetoBaseAt(level, ruleset) + c.teto.perCosmoChoice * choices.cosmo + (options.tetoBonus ?? 0);
  const startRaw = Math.max(c.start.min, m[ref.cosmoAttribute]) + c.start.perCosmoChoice * choices.cosmo + sumOf('startingCosmo');
  const start = c.start.cappedByTeto ? Math.min(teto, startRaw) : startRaw;
  const floor = c.floor.base + Math.floor(choices.cosmo / c.floor.cosmoChoicesPerStep);

  const trained = new Set<PassiveDefenseKey>(ref.trainedDefenses);
  const pd = ruleset.creation.passiveDefenses;
  if (choices.thirdDefense) for (const d of pd.list) trained.add(d.id);
  const passiveDefenses = {} as Record<PassiveDefenseKey, number>;
  for (const d of pd.list) passiveDefenses[d.id] = pd.base + m[d.attribute] + (trained.has(d.id) ? proficiency : 0);

  const attack = proficiency + m[ref.attackAttribute];
  const ax = ruleset.combat.ataqueExtra;
  const golpeCount = level >= ax.level ? ax.golpes : 1;
  const golpeDie = (accessory?.modifiers as Record<string, number | undefined> | undefined)?.golpeComumDie ?? ruleset.combat.golpeComum.damageDie;
  const golpeBonus = m[ref.attackAttribute];
  const golpe = {
    count: golpeCount,
    die: golpeDie,
    bonus: golpeBonus,
    text: `${golpeCount > 1 ? `${golpeCount}×` : ''}1d${golpeDie}${golpeBonus >= 0 ? '+' : '−'}${Math.abs(golpeBonus)}`,
  };

  const maxSize = grauMaxSize(grau, ruleset);
  const t = ref.techniques;
  const techniques: EnemyTechniqueStats[] = [];
  if (options.golpeDoAssento ?? posto === 'elite') {
    const seatSize = maxSize + ruleset.techniques.golpeDoAssento.extraMaxSize;
    techniques.push(technique('assento', seatSize, level, attack, golpeBonus, ruleset, t.golpeDoAssentoModifiers));
  }
  techniques.push(technique('grande', maxSize, level, attack, golpeBonus, ruleset));
  if (level >= t.mediumFromLevel) techniques.push(technique('media', maxSize - t.mediumBelowMax, level, attack, golpeBonus, ruleset));
  techniques.push(technique('pequena', t.smallSize, level, attack, golpeBonus, ruleset));

  return {
    level,
    posto,
    proficiency,
    grau,
    choices,
    attributes,
    modifiers: m,
    hp,
    def,
    resistencia,
    initiative: m[ruleset.combat.initiative.attribute] + sumOf('initiative'),
    cosmo: { start, floor, teto },
    passiveDefenses,
    trainedDefenses: pd.list.filter((d) => trained.has(d.id)).map((d) => d.id),
    attack,
    golpe,
    techniques,
  };
}
