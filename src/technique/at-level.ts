/**
 * What a technique does at a level: each damage, temporary-HP and healing point rolls its die plus
 * the point bonus (the owner's level − 1, capped by the technique's Grau), and the modifier enters
 * once — "3d8 + 15 + mod" — with min, max and average for a given owner, and the critical hit.
 *
 * @module
 */
import { techniqueCriticalExtraPoints } from '../dice/index.js';
import { type AttributeKey, attributeModifier, bookTechniqueRuleset, type EffectKind, grauAt, pointBonusAt, pointBonusCap, type TechniqueRuleset } from '../rules/index.js';
import { rollsOf, signedPart } from './internal.js';
import type { Technique, TechniqueOwner } from './schema.js';

/**
 * An effect that rolls dice per point: damage (single-target, area, continuous), temporary HP or
 * healing (a subset of the effect slugs of the `techniques` section).
 *
 * @example
 * ```ts
 * const k: AmountKind = 'dano_area';
 * ```
 */
export type AmountKind = 'dano' | 'dano_area' | 'dano_continuo' | 'pv_temporarios' | 'cura';

/** The effects that roll dice per point, in the order they are printed. */
const AMOUNT_KINDS: readonly AmountKind[] = ['dano', 'dano_area', 'dano_continuo', 'pv_temporarios', 'cura'];
/** Every amount kind is an effect slug of the ruleset (checked by the compiler). */
const AMOUNT_KINDS_ARE_EFFECTS: readonly EffectKind[] = AMOUNT_KINDS;
void AMOUNT_KINDS_ARE_EFFECTS;

/** Which amounts share "the modifier once" (all the damage of a technique counts as one). */
const FAMILY: Readonly<Record<AmountKind, string>> = {
  dano: 'dano',
  dano_area: 'dano',
  dano_continuo: 'dano',
  pv_temporarios: 'pv_temporarios',
  cura: 'cura',
};

/**
 * One line of "Dano ou cura" at a level: points × die + points × point bonus (+ the modifier once).
 *
 * @example
 * ```ts
 * const a: TechniqueAmount = techniqueAtLevel(excalibur, 15).amounts[0];
 * a.text //=> '4d8 + 56 + FOR'
 * ```
 */
export interface TechniqueAmount {
  /** The effect. */
  readonly kind: AmountKind;
  /** pt-BR label ("dano em alvo único", "PV temporários"). */
  readonly label: string;
  /** Points (with crit or burning points added, when asked). */
  readonly points: number;
  /** Faces of the die each point rolls. */
  readonly die: number;
  /** Point bonus per point. */
  readonly pointBonus: number;
  /** points × point bonus. */
  readonly constant: number;
  /** The modifier, when it enters this line: its label (`mod`, `FOR`, `DES`…) and value (`null` if unknown). */
  readonly modifier: { readonly label: string; readonly value: number | null } | null;
  /** As the book prints it: "3d8 + 15 + mod". */
  readonly text: string;
  /** With the owner's modifier summed in ("3d8 + 18"); `null` when the modifier is unknown. */
  readonly resolvedText: string | null;
  /** Minimum (with the modifier when known). */
  readonly min: number;
  /** Maximum (with the modifier when known). */
  readonly max: number;
  /** Average (with the modifier when known). */
  readonly average: number;
  /** A missed Rolagem de Efeito still deals half (area damage; any damage of an Efeito technique). */
  readonly halfOnMiss: boolean;
}

/**
 * What a technique does at a level.
 *
 * @example
 * ```ts
 * const r = techniqueAtLevel(poeiraDeGelo, 1);
 * r.text //=> '2d6 + mod'
 * ```
 */
export interface TechniqueAtLevel {
  /** The owner's level. */
  readonly level: number;
  /** The technique's Grau (the owner's when the technique has none). */
  readonly grau: number;
  /** The point bonus used: the level's, capped by the Grau. */
  readonly pointBonus: number;
  /** The level's own point bonus (uncapped). */
  readonly levelPointBonus: number;
  /** The cap of the technique's Grau. */
  readonly pointBonusCap: number;
  /** The Grau's cap holds the bonus: the technique stopped growing (evolve it to grow again). */
  readonly stoppedGrowing: boolean;
  /** Extra points added (critical, burning). */
  readonly extraPoints: number;
  /** One line per effect that rolls dice. */
  readonly amounts: readonly TechniqueAmount[];
  /** The lines joined ("2d8 + mod"); empty when the technique rolls no dice. */
  readonly text: string;
}

/** The point-bonus cap of each Grau, per ruleset object (rulesets are deep-frozen): `pointBonusCap` once per Grau. */
const capCache = /* @__PURE__ */ new WeakMap<TechniqueRuleset, number[]>();

function capOf(grau: number, ruleset: TechniqueRuleset): number {
  let caps = capCache.get(ruleset);
  if (!caps) capCache.set(ruleset, (caps = []));
  let cap = caps[grau];
  if (cap === undefined) caps[grau] = cap = pointBonusCap(grau, ruleset);
  return cap;
}

function modifierAttribute(t: Technique, owner: TechniqueOwner | undefined, rs: TechniqueRuleset): AttributeKey | undefined {
  if (t.attribute) return t.attribute;
  if (!owner || !t.nature) return undefined;
  if (t.nature === 'cosmo') return owner.cosmoAttribute;
  // A Golpe that does not say FOR or DES uses the better of the owner's allowed attributes.
  let best: AttributeKey | undefined;
  let bestMod = -Infinity;
  for (const a of rs.techniques.natures.golpe.attributes) {
    const v = owner.attributes?.[a];
    if (v === undefined) continue;
    const m = attributeModifier(v, rs);
    if (m > bestMod) {
      bestMod = m;
      best = a;
    }
  }
  return best;
}

/**
 * The modifier a technique adds (once to its damage, and to its evolution test): the attribute it
 * names (Golpe: FOR or DES; Cosmo: the Atributo do Cosmo), or — when it names none — the owner's
 * Atributo do Cosmo for a Cosmo technique and the better of FOR and DES for a Golpe.
 *
 * @param technique - The technique.
 * @param owner - The owner (attributes), if known.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The label as printed (`mod`, `FOR`, `DES`…) and the value (`null` when unknown).
 * @example
 * ```ts
 * techniqueModifier(garra, { level: 1, attributes: { DES: 15 } }) //=> { label: 'DES', value: 2 }
 * ```
 */
export function techniqueModifier(
  technique: Technique,
  owner: TechniqueOwner | undefined,
  ruleset: TechniqueRuleset = bookTechniqueRuleset,
): { readonly label: string; readonly value: number | null } {
  const attr = modifierAttribute(technique, owner, ruleset);
  const raw = attr !== undefined ? owner?.attributes?.[attr] : undefined;
  return { label: technique.attribute ?? 'mod', value: raw !== undefined ? attributeModifier(raw, ruleset) : null };
}

/**
 * The amounts of a technique at a level, with `extraPoints` added to its main damage line (crit,
 * burning). Used by {@link techniqueAtLevel}, {@link techniqueCritical} and {@link payTechnique}.
 *
 * @param t - The technique.
 * @param owner - Owner context or just a level.
 * @param extraPoints - Points added to the main damage line.
 * @param ruleset - The ruleset.
 * @returns What the technique does.
 * @example
 * ```ts
 * techniqueAmounts(garra, { level: 1, attributes: { DES: 15 } }, 1).amounts[0].resolvedText //=> '3d8 + 2'
 * ```
 */
export function techniqueAmounts(
  t: Technique,
  owner: TechniqueOwner | number,
  extraPoints = 0,
  ruleset: TechniqueRuleset = bookTechniqueRuleset,
): TechniqueAtLevel {
  const T = ruleset.techniques;
  const o = typeof owner === 'number' ? undefined : owner;
  const level = typeof owner === 'number' ? owner : owner.level;
  const grau = t.grau !== undefined && t.grau <= T.graus.length ? t.grau : grauAt(level, ruleset);
  const levelPointBonus = pointBonusAt(level, undefined, ruleset);
  const cap = capOf(grau, ruleset);
  // pointBonusAt(level, grau) is min(the level's bonus, the Grau's cap): both are already at hand.
  const pointBonus = Math.min(levelPointBonus, cap);

  // Points per amount kind, indexed like AMOUNT_KINDS (undefined: the technique has none).
  const points: (number | undefined)[] = [undefined, undefined, undefined, undefined, undefined];
  for (const e of t.effects) {
    const i = AMOUNT_KINDS.indexOf(e.kind as AmountKind);
    if (i >= 0) points[i] = (points[i] ?? 0) + (e.points ?? T.effects[AMOUNT_KINDS[i]!].pointsPerUnit);
  }
  const mainIndex = AMOUNT_KINDS.findIndex((k, i) => FAMILY[k] === 'dano' && points[i] !== undefined);
  const mainDamage = mainIndex >= 0 ? AMOUNT_KINDS[mainIndex] : undefined;
  if (extraPoints > 0 && mainDamage) points[mainIndex] = points[mainIndex]! + extraPoints;

  const amounts: TechniqueAmount[] = [];
  const mod = techniqueModifier(t, o, ruleset);
  let isEfeito: boolean | undefined;
  const modUsed: string[] = [];
  let text = '';
  for (let i = 0; i < AMOUNT_KINDS.length; i++) {
    const n = points[i];
    if (n === undefined) continue;
    const k = AMOUNT_KINDS[i]!;
    const family = FAMILY[k];
    const die = T.effects[k].die!;
    const constant = n * pointBonus;
    // The modifier enters once per family.
    const withMod = !modUsed.includes(family);
    if (withMod) modUsed.push(family);
    const modifier = withMod ? mod : null;
    const modValue = modifier?.value ?? 0;
    const lineText = `${n}d${die}${signedPart(constant)}${modifier ? ` + ${modifier.label}` : ''}`;
    const resolvedText = modifier && modifier.value === null ? null : `${n}d${die}${signedPart(constant + modValue)}`;
    let halfOnMiss = false;
    if (family === 'dano') {
      isEfeito ??= rollsOf(t)[0]?.kind === 'efeito';
      halfOnMiss = isEfeito && T.rolls.efeito.missHalvesDamage;
    }
    amounts.push(
      Object.freeze({
        kind: k,
        label: T.effects[k].label,
        points: n,
        die,
        pointBonus,
        constant,
        modifier: modifier ? Object.freeze({ label: modifier.label, value: modifier.value }) : null,
        text: lineText,
        resolvedText,
        min: n + constant + modValue,
        max: n * die + constant + modValue,
        average: (n * (die + 1)) / 2 + constant + modValue,
        halfOnMiss,
      }),
    );
    text += amounts.length === 1 ? lineText : `; ${lineText}`;
  }
  return Object.freeze({
    level,
    grau,
    pointBonus,
    levelPointBonus,
    pointBonusCap: cap,
    stoppedGrowing: levelPointBonus > cap,
    extraPoints: mainDamage ? extraPoints : 0,
    amounts: Object.freeze(amounts),
    text,
  });
}

/**
 * What a technique deals, gives or heals at a level: per point, its die + the point bonus (the
 * level − 1, capped by the technique's Grau), and the modifier once. Give an owner (level and
 * attributes) to get the numbers with the modifier summed in.
 *
 * @param technique - The technique.
 * @param owner - The owner context, or just a level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The lines, their texts and min/max/average.
 * @example
 * ```ts
 * techniqueAtLevel(excalibur, 15).text //=> '4d8 + 56 + FOR'
 * techniqueAtLevel(garra, { level: 1, attributes: { DES: 15 } }).amounts[0].resolvedText //=> '2d8 + 2'
 * ```
 */
export function techniqueAtLevel(technique: Technique, owner: TechniqueOwner | number, ruleset: TechniqueRuleset = bookTechniqueRuleset): TechniqueAtLevel {
  return techniqueAmounts(technique, owner, 0, ruleset);
}

/**
 * The critical hit of a technique that rolls Ataque (a natural 20): one more damage point — one
 * more die and one more point bonus. `null` for techniques without Ataque or without damage (a
 * Rolagem de Efeito never crits).
 *
 * @param technique - The technique.
 * @param owner - The owner context, or just a level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The amounts with the critical point, or `null`.
 * @example
 * ```ts
 * techniqueCritical(punhoDeMeteoros, 1)?.text //=> '3d8 + mod'
 * techniqueCritical(poeiraDeGelo, 1) //=> null
 * ```
 */
export function techniqueCritical(technique: Technique, owner: TechniqueOwner | number, ruleset: TechniqueRuleset = bookTechniqueRuleset): TechniqueAtLevel | null {
  const rolls = rollsOf(technique);
  if (rolls[0]?.kind !== 'ataque') return null;
  const r = techniqueAmounts(technique, owner, techniqueCriticalExtraPoints(ruleset), ruleset);
  return r.extraPoints > 0 ? r : null;
}
