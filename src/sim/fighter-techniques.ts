/**
 * A warrior's techniques as the fight uses them: each damage or condition technique of the ficha
 * measured at its Grau by the technique engine (`techniqueAtLevel`, `lifePrice`), with its Marca and
 * Desfecho, the fight rules of its limitations and the condition it imposes; its Refletir reaction;
 * and the kit a figure keeps, the big one first.
 *
 * @module
 */
import type { Ficha, Warrior } from '../character/index.js';
import { lifePrice, techniqueAtLevel, type Technique, type TechniqueOwner } from '../technique/index.js';
import type { Ruleset } from '../rules/index.js';
import type { FighterCondition, FighterReflect, FighterTechnique } from './fighter.js';

const DAMAGE_KINDS = new Set(['dano', 'dano_area']);

/** A warrior's compiled techniques, before a kit is chosen. */
export interface CompiledTechniques {
  /** Damage techniques with Ataque, in the sheet's order. */
  readonly techniques: FighterTechnique[];
  /** Techniques that impose a medium or strong condition, the most expensive first. */
  readonly conditionTechniques: FighterTechnique[];
  /** The first Refletir reaction, or `null`. */
  readonly reflect: FighterReflect | null;
}

/**
 * Compiles the valid, not waiting techniques of a warrior's ficha: the damage ones (with Ataque) and
 * the condition ones (with a Rolagem de Efeito), and its first Refletir reaction.
 */
export function compileTechniques(warrior: Warrior, f: Ficha, owner: TechniqueOwner, ruleset: Ruleset): CompiledTechniques {
  const techniques: FighterTechnique[] = [];
  const conditionTechniques: FighterTechnique[] = [];
  let reflect: FighterReflect | null = null;
  warrior.techniques.forEach((t: Technique, i: number) => {
    const line = f.techniques[i];
    if (!line || !line.valid || t.waiting) return;
    if (reflect === null && line.attribute !== undefined) reflect = reflectOf(t, line.name, line.cost, f.attributes[line.attribute].modifier + f.proficiency, ruleset);
    const compiled = fightTechniqueOf(t, line, f.grau, owner, ruleset);
    if (compiled) (compiled.condition ? conditionTechniques : techniques).push(compiled);
  });
  conditionTechniques.sort((a, b) => b.cost - a.cost);
  return { techniques, conditionTechniques, reflect };
}

/** One technique line of the ficha. */
type TechniqueLine = NonNullable<Ficha['techniques'][number]>;

/** What a damage technique and a condition technique both read: the receipt's line, its Grau, life price and the defense it rolls against. */
interface TechniqueReading {
  readonly t: Technique;
  /** The technique at the Grau of its line (the receipt's Grau when they differ). */
  readonly acting: Technique;
  readonly line: TechniqueLine;
  /** The roll's bonus (Ataque or Rolagem de Efeito). */
  readonly attack: number;
  readonly grau: number;
  readonly price: ReturnType<typeof lifePrice>;
  readonly against: FighterTechnique['against'];
  readonly condition: FighterCondition | null;
}

/**
 * A technique as the fight uses it: a damage technique with Ataque, or a technique that imposes a
 * medium or strong condition with a Rolagem de Efeito (with or without damage); `null` for any other.
 */
function fightTechniqueOf(t: Technique, line: TechniqueLine, fichaGrau: number, owner: TechniqueOwner, ruleset: Ruleset): FighterTechnique | null {
  if (!line.roll) return null;
  const condition = line.roll.kind === 'efeito' ? fightConditionOf(t, ruleset) : null;
  if (line.roll.kind !== 'ataque' && !condition) return null;
  const acting = line.grau === t.grau ? t : { ...t, grau: line.grau };
  const amounts = techniqueAtLevel(acting, owner, ruleset);
  const dmg = amounts.amounts.find((a) => DAMAGE_KINDS.has(a.kind));
  if (!dmg && !condition) return null;
  const grau = line.grau ?? fichaGrau;
  const price = lifePrice(1, grau, ruleset);
  const against = line.roll.against === 'fortitude' || line.roll.against === 'reflexos' || line.roll.against === 'vontade' ? line.roll.against : 'DEF';
  const reading: TechniqueReading = { t, acting, line, attack: line.roll.bonus.total, grau, price, against, condition };
  return dmg ? damageTechniqueOf(reading, dmg, ruleset) : conditionTechniqueOf(reading, ruleset);
}

/** A condition technique without damage. */
function conditionTechniqueOf(r: TechniqueReading, ruleset: Ruleset): FighterTechnique {
  const { t, line, price } = r;
  return {
    name: line.name,
    cost: line.cost,
    points: 0,
    die: 0,
    pointBonus: 0,
    flat: 0,
    attack: r.attack,
    grau: r.grau,
    pierces: false,
    breaks: false,
    area: t.area !== undefined,
    average: 0,
    perPoint: 0,
    priceDie: price.die,
    priceTimes: price.timesGrau,
    against: r.against,
    halfOnMiss: false,
    condition: r.condition,
    size: line.size,
    ...marksOf(t, ruleset),
    ...limitsOf(r.acting, ruleset),
  };
}

/** One damage amount of a technique at its level. */
type DamageAmount = ReturnType<typeof techniqueAtLevel>['amounts'][number];

/** A damage technique (that may also impose a condition). */
function damageTechniqueOf(r: TechniqueReading, dmg: DamageAmount, ruleset: Ruleset): FighterTechnique {
  const { t, line, price } = r;
  const flat = dmg.constant + (dmg.modifier?.value ?? 0);
  return {
    name: line.name,
    cost: line.cost,
    points: dmg.points,
    die: dmg.die,
    pointBonus: dmg.pointBonus,
    flat,
    attack: r.attack,
    grau: r.grau,
    pierces: t.modifiers.some((m) => (typeof m === 'string' ? m : m.slug) === 'atravessa_armadura'),
    breaks: t.modifiers.some((m) => (typeof m === 'string' ? m : m.slug) === 'quebra_armadura'),
    area: dmg.kind === 'dano_area' || t.area !== undefined,
    average: dmg.average,
    perPoint: (dmg.die + 1) / 2 + dmg.pointBonus,
    priceDie: price.die,
    priceTimes: price.timesGrau,
    against: r.against,
    halfOnMiss: dmg.halfOnMiss,
    condition: r.condition,
    size: line.size,
    ...marksOf(t, ruleset),
    ...limitsOf(r.acting, ruleset),
    ...(t.golpeDoAssento !== undefined && { golpeDoAssento: true }),
  };
}

/**
 * The damage techniques a figure keeps (`kit`), the big one first: the most damage points; on a tie,
 * the first in the fighter's list — the sheet's order, with a Golpe do Assento after the plain
 * technique it ties with (SIMULATOR.md second edition, step 2: the reference Ouro's big one is its
 * plain technique), unless `assentoFirst`. With `area`, its cheapest one hits an area. Sorts `all` in place.
 */
export function keptTechniques(
  all: FighterTechnique[],
  kit: 'padrao' | 'so_grande' | 'so_pequena' | 'nenhuma',
  options: { readonly assentoFirst?: boolean; readonly area?: boolean },
): FighterTechnique[] {
  const assentoLast = options.assentoFirst === true ? -1 : 1;
  all.sort((a, b) => b.points - a.points || assentoLast * (Number(a.golpeDoAssento === true) - Number(b.golpeDoAssento === true)));
  let techniques = all;
  if (kit === 'nenhuma') techniques = [];
  else if (kit === 'so_grande') techniques = techniques.slice(0, 1);
  else if (kit === 'so_pequena') techniques = techniques.length ? [techniques.reduce((a, b) => (b.points < a.points ? b : a))] : [];
  if (options.area && techniques.length) {
    // The band figures' "with an area technique": its cheapest technique hits an area.
    let cheapest = 0;
    for (let i = 1; i < techniques.length; i++) if (techniques[i]!.cost < techniques[cheapest]!.cost) cheapest = i;
    techniques[cheapest] = { ...techniques[cheapest]!, area: true };
  }
  return techniques;
}

/** The index of the technique with Marca and Desfecho, or −1. */
export function markIndexOf(techniques: readonly FighterTechnique[]): number {
  for (let i = 0; i < techniques.length; i++) if (techniques[i]!.marks && (techniques[i]!.finisherMarks ?? 0) > 0) return i;
  return -1;
}

function hasModifier(t: Technique, slug: string): boolean {
  for (const m of t.modifiers) if ((typeof m === 'string' ? m : m.slug) === slug) return true;
  return false;
}

/** Marca and Desfecho of a technique (`techniques.modifiers`). */
function marksOf(t: Technique, ruleset: Ruleset): Pick<FighterTechnique, 'marks' | 'finisherMarks' | 'finisherAgainst'> {
  const marks = hasModifier(t, 'marca');
  const D = ruleset.techniques.modifiers.desfecho;
  const finisherMarks = marks && hasModifier(t, 'desfecho') ? (D.marks ?? 0) : 0;
  // Every compiled technique has the same fields in the same order (one shape for the fight loop).
  return { marks, finisherMarks, finisherAgainst: D.against ?? 'fortitude' };
}

/** A reaction technique with Refletir, with the rules of `techniques.effects.refletir`; `null` for any other. */
function reflectOf(t: Technique, name: string, cost: number, bonus: number, ruleset: Ruleset): FighterReflect | null {
  if (t.activation !== 'reacao') return null;
  let has = false;
  for (const e of t.effects) if (e.kind === 'refletir') has = true;
  if (!has) return null;
  const E = ruleset.techniques.effects.refletir;
  return {
    name,
    cost,
    bonus,
    oncePerFight: limitsOf(t, ruleset).oncePerFight,
    cdBase: E.reflectCdBase ?? 0,
    returned: E.reflectSuccessReturnedFraction ?? 1,
    passes: E.reflectFailureDamageFraction ?? 1,
  };
}

/**
 * The medium or strong condition a technique imposes, with its fight effects from the ruleset
 * (`combat.conditions[slug].fight`); `null` when it imposes none the fight can apply (a weak one,
 * a condition without fight effects, a slug the ruleset lacks).
 */
function fightConditionOf(t: Technique, ruleset: Ruleset): FighterCondition | null {
  for (let i = 0; i < t.effects.length; i++) {
    const e = t.effects[i]!;
    if (e.kind !== 'condicao' || e.condition === undefined) continue;
    const c = conditionOf(e.condition, ruleset);
    if (c && c.grade !== 'fraca') return c;
  }
  return null;
}

/** The limitations' fight rules (`techniques.limitations[slug].fight`) of a technique. */
function limitsOf(
  t: Technique,
  ruleset: Ruleset,
): Pick<FighterTechnique, 'oncePerFight' | 'needsTeto' | 'needsCharge' | 'selfDamageSides' | 'selfCondition' | 'backfires' | 'breakable'> {
  let backfires = false;
  let breakable: { hp: number; def: number } | null = null;
  let oncePerFight = false;
  let needsTeto = false;
  let needsCharge = false;
  let selfDamageSides = 0;
  let selfCondition: FighterCondition | null = null;
  const L = ruleset.techniques.limitations;
  for (let i = 0; i < t.limitations.length; i++) {
    const l = t.limitations[i]!;
    const slug = typeof l === 'string' ? l : l.slug;
    const F = Object.prototype.hasOwnProperty.call(L, slug) ? L[slug]?.fight : undefined;
    if (!F) continue;
    oncePerFight ||= F.oncePerFight === true;
    needsTeto ||= F.needsCosmoAtTeto === true;
    needsCharge ||= F.needsCharge === true;
    if (F.selfDamagePerGrau) selfDamageSides = F.selfDamagePerGrau.sides;
    if (F.selfCondition !== undefined) selfCondition = conditionOf(F.selfCondition, ruleset) ?? selfCondition;
    backfires ||= F.losesNextTurnOnMiss === true;
    if (F.breakable) breakable = { hp: F.breakable.damagePerGrau * (t.grau ?? 1), def: F.breakable.def };
  }
  return { oncePerFight, needsTeto, needsCharge, selfDamageSides, selfCondition, backfires, breakable };
}

/** A condition of the catalogue with its fight effects, or `null` (unknown, destiny, or nothing to apply). */
function conditionOf(slug: string, ruleset: Ruleset): FighterCondition | null {
  const row = Object.prototype.hasOwnProperty.call(ruleset.combat.conditions, slug) ? ruleset.combat.conditions[slug] : undefined;
  if (!row || !row.fight || row.grade === 'destino') return null;
  const F = row.fight;
  return {
    slug,
    name: row.name,
    grade: row.grade,
    skipsAction: F.skipsAction === true,
    noReaction: F.noReaction === true,
    attacksWithDisadvantage: F.attacksWithDisadvantage === true,
    attackedWithAdvantage: F.attackedWithAdvantage === true,
    oneAttack: F.oneAttack === true,
    meleeHitsAreCritical: F.meleeHitsAreCritical === true,
    unreachable: F.unreachable === true,
    endOfTurnDamageSides: F.endOfTurnDamagePerGrau?.sides ?? 0,
  };
}

