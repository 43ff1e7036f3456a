/**
 * The armor options of a compiled fighter (issue #15): a revived armor's forms, a lent armor, the
 * blood its wearer gave. The rules are the armor domain's (`armorFormsOf`, `lentArmorWorn`,
 * `donateBlood`), the same functions the ficha in play calls; here they only become a fighter's
 * numbers, once, when it is compiled. Impossible options throw (programmer errors): the scenario
 * reader checks them first ({@link armorOptionProblem}).
 *
 * @module
 */
import type { Immutable } from 'immer';
import { bookRuleset, type Ruleset } from '../rules/index.js';
import { armorFormsOf, donateBlood, lentArmorWorn, type Armor, type ArmorForm, type BloodKind, type Posto } from '../armor/index.js';

/**
 * The Posto of a lent armor a reference fighter may wear: `ouro` (the elite row) or `prata`.
 *
 * @example
 * ```ts
 * const b: BorrowedPosto = 'ouro';
 * ```
 */
export type BorrowedPosto = 'ouro' | 'prata';

/** The armor's Posto of a {@link BorrowedPosto}. */
function lentPosto(b: BorrowedPosto): Posto {
  return b === 'ouro' ? 'elite' : 'prata';
}

/**
 * Max PV after giving `thirds` of one's blood (the armor domain's `donateBlood`: a third of the max,
 * rounded up, per third). Throws for a count the rules refuse or one that kills (3 thirds).
 *
 * @internal
 */
export function bloodDonatedMaxHp(maxHp: number, thirds: number, ruleset: Ruleset = bookRuleset): number {
  const d = donateBlood(maxHp, thirds, ruleset);
  if (!d.ok) throw new RangeError(`bloodDonated: ${d.issues[0]!.message}`);
  if (d.value.death) throw new RangeError(`bloodDonated: ${thirds} thirds kill the donor`);
  return d.value.maxHp;
}

/**
 * The forms of a revived armor of `posto` (the armor domain's `armorFormsOf`). Throws for a step the
 * blood ladder refuses.
 *
 * @internal
 */
export function revivedFormsOf(posto: Posto, bloods: readonly BloodKind[], ruleset: Ruleset = bookRuleset): ArmorForm[] {
  const r = armorFormsOf(posto, bloods, ruleset);
  if (!r.ok) throw new RangeError(`forms: ${r.issues[0]!.message}`);
  return r.value;
}

/**
 * The reference armor `own` lent in the Posto `borrowed` (its accessory and characteristics kept),
 * as a wearer of level `level` and Posto `wearerPosto` wears it (the armor domain's
 * `lentArmorWorn`; the reference fighter has woken the Sétimo from the first-Sétimo level on).
 * Throws when the rules refuse the loan.
 *
 * @internal
 */
export function borrowedArmorOf(own: Immutable<Armor>, borrowed: BorrowedPosto, level: number, wearerPosto: Posto, ruleset: Ruleset = bookRuleset): Armor {
  const lent: Immutable<Armor> = { ...own, name: `Armadura de ${ruleset.armor.postos[lentPosto(borrowed)].label} emprestada`, posto: lentPosto(borrowed), state: 'intact', resistenciaSpent: 0 };
  const r = lentArmorWorn(lent, { posto: wearerPosto, level, setimoAwakened: level >= ruleset.cosmo.setimo.firstTimeFromLevel }, ruleset);
  if (!r.ok) throw new RangeError(`borrowed: ${r.issues[0]!.message}`);
  return r.value;
}

/**
 * Why the armor options of a reference fighter cannot be played, in pt-BR (`null` when they can):
 * the forms the blood ladder refuses, a lent armor the rules refuse, blood that cannot be given.
 *
 * @internal
 */
export function armorOptionProblem(
  spec: { readonly level: number; readonly posto?: string; readonly forms?: readonly BloodKind[]; readonly borrowed?: BorrowedPosto; readonly bloodDonated?: number },
  ruleset: Ruleset = bookRuleset,
): { readonly field: 'forms' | 'borrowed' | 'bloodDonated'; readonly reason: string } | null {
  const posto: Posto = spec.posto === 'ouro' || spec.posto === 'elite' ? 'elite' : spec.posto === 'prata' ? 'prata' : 'bronze';
  if (spec.forms && spec.forms.length > 0) {
    const r = armorFormsOf(posto, spec.forms, ruleset);
    if (!r.ok) return { field: 'forms', reason: r.issues[0]!.message };
  }
  if (spec.borrowed !== undefined) {
    const probe = { name: 'emprestada', posto: lentPosto(spec.borrowed), accessory: 'nenhum', characteristics: [], forms: [], improvements: [], state: 'intact' } as unknown as Armor;
    const r = lentArmorWorn(probe, { posto, level: spec.level, setimoAwakened: spec.level >= ruleset.cosmo.setimo.firstTimeFromLevel }, ruleset);
    if (!r.ok) return { field: 'borrowed', reason: r.issues[0]!.message };
  }
  if (spec.bloodDonated !== undefined && spec.bloodDonated > 0) {
    const d = donateBlood(100, spec.bloodDonated, ruleset);
    if (!d.ok) return { field: 'bloodDonated', reason: d.issues[0]!.message };
    if (d.value.death) return { field: 'bloodDonated', reason: d.value.immediate };
  }
  return null;
}
