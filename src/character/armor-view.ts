/**
 * What the ficha needs from the armor worn — DEF bonus, Acerto, Resistência, and what its pieces,
 * accessory and characteristics add (movement, Iniciativa, starting Cosmo, golpe comum die) —
 * taken from the armor module's {@link deriveArmor}. The armor's whole life (Versions, forms,
 * improvements, cracked, shattered, dead, Divine) is computed there, never here.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { type Armor, deriveArmor, type DerivedArmor } from '../armor/index.js';
import { bookCharacterRuleset, type BreakdownTerm, type CharacterRuleset, memoRuleset } from '../rules/index.js';

/**
 * A value the ficha cannot compute, with the reason (pt-BR).
 *
 * @example
 * ```ts
 * const g: FichaGap = { gap: true, field: 'resistencia', reason: 'sem armadura na ficha' };
 * ```
 */
export interface FichaGap {
  readonly gap: true;
  /** Which field of the ficha. */
  readonly field: string;
  /** Why it is missing (pt-BR). */
  readonly reason: string;
}

/**
 * The armor's contribution to the ficha: the armor module's derivation, plus the terms the
 * character's own numbers add.
 *
 * @example
 * ```ts
 * const v = armorContribution(teo.armor!, { con: 1, vidaChoices: 0 });
 * v.defTerms //=> [{ label: 'Posto (Bronze)', value: 2, … }]
 * ```
 */
export interface ArmorContribution {
  /** What the armor module derived. */
  readonly derived: DerivedArmor;
  /** DEF terms the armor adds to the wearer's DEF (none when it does not protect). */
  readonly defTerms: readonly BreakdownTerm[];
  /** Acerto terms the armor adds to every attack and Efeito roll (the blood forms; none in pieces). */
  readonly acertoTerms: readonly BreakdownTerm[];
  /** Movement the armor adds, as one term (none when 0). */
  readonly movement: readonly BreakdownTerm[];
  /** Iniciativa the armor adds, as one term (none when 0). */
  readonly initiative: readonly BreakdownTerm[];
  /** Starting Cosmo the armor adds, as one term (none when 0). */
  readonly startingCosmo: readonly BreakdownTerm[];
  /** The golpe comum die when the armor changes it (garras, chifres), else undefined. */
  readonly golpeComumDie: number | undefined;
}

/**
 * Computes the armor's part of a ficha through the armor module.
 *
 * @param armor - The stored armor.
 * @param wearer - The wearer's part: CON modifier and Vida choices.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The contribution.
 * @example
 * ```ts
 * armorContribution(teo.armor!, { con: 1, vidaChoices: 0 }).golpeComumDie //=> 10
 * ```
 */
export function armorContribution(
  armor: Immutable<Armor>,
  wearer: { readonly con: number; readonly vidaChoices: number },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): ArmorContribution {
  const key = `${wearer.con}|${wearer.vidaChoices}`;
  const rk = memoRuleset(ruleset, bookCharacterRuleset); // the book's rules, whole or reduced, are one key
  for (const r of recentArmors) if (r.armor === armor && r.ruleset === rk && r.key === key) return r.contribution;
  const d = deriveArmor(armor as Armor, wearer, ruleset);
  const one = (label: string, value: number, rule: string): BreakdownTerm[] => (value === 0 ? [] : [{ label, value, rule }]);
  const contribution: ArmorContribution = Object.freeze({
    derived: d,
    defTerms: d.def.total === 0 ? [] : d.def.terms.map((t) => ({ ...t, label: `armadura: ${t.label}` })),
    acertoTerms: d.acerto.total === 0 ? [] : d.acerto.terms.map((t) => ({ ...t, label: `armadura: ${t.label}` })),
    movement: one('armadura', d.effects.movement, 'armor.pieces'),
    initiative: one('armadura', d.effects.initiative, 'armor.characteristics'),
    startingCosmo: one('armadura', d.effects.startingCosmo, 'armor.characteristics'),
    golpeComumDie: d.effects.golpeComumDie ?? undefined,
  });
  if (recentArmors.length >= RECENT_MAX) recentArmors.pop();
  recentArmors.unshift({ armor, ruleset: rk, key, contribution });
  return contribution;
}

/**
 * The armors of the last few fichas, to reuse after an edit (immer shares the unchanged armor
 * object between a character's versions, and the stored armor is immutable). A short list with
 * identity comparisons rather than a WeakMap keyed by armor: a character read fresh from a file
 * would pay WeakMap entries (and the collector after them) for nothing.
 */
const RECENT_MAX = 8;
const recentArmors: { readonly armor: object; readonly ruleset: CharacterRuleset; readonly key: string; readonly contribution: ArmorContribution }[] = [];

/**
 * Tells a gap from a value.
 *
 * @param v - A ficha value or a gap.
 * @returns Whether it is a gap.
 * @example
 * ```ts
 * isGap({ gap: true, field: 'def', reason: '…' }) //=> true
 * ```
 */
export function isGap(v: unknown): v is FichaGap {
  if (typeof v !== 'object' || v === null) return false;
  try {
    return (v as FichaGap).gap === true;
  } catch {
    return false; // a proxy or a getter that throws is no gap
  }
}
