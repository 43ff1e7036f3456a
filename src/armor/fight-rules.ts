/**
 * The armor rules a fight reads as numbers, shared by the ficha in play and the simulator: the
 * forms of a revived armor (the blood ladder), the lent armor as the borrower wears it, and whether
 * an Aparar may be the armor's sacrifice (the optional rule).
 *
 * @module
 */
import type { Immutable } from 'immer';
import { bookCharacterRuleset, type CharacterRuleset } from '../rules/index.js';
import { fail, ok, prefixIssues, type Result } from '../issues/index.js';
import type { DerivedArmor } from './derive.js';
import { armorIssue } from './issues.js';
import { bloodRung, checkBloodLadder, comparePosto, type Armor, type ArmorForm, type BloodKind, type Posto } from './schema.js';

/**
 * The forms of an armor of `posto` revived once with each blood of `bloods`, in order (Capítulo
 * Sete, "A escada do sangue"): each blood counts on its rung (elite blood on an elite armor counts
 * as warrior blood) and every step must be one the ladder accepts — the rung's limit for the Posto
 * (Bronze 3 guerreiro · 1 elite · 1 deus; Prata 4 · 1 · 1; elite 6 · — · 1) and a blood equal to or
 * stronger than the last one.
 *
 * @param posto - The armor's Posto.
 * @param bloods - The blood of each revival, the first revival first.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The forms (V2 first), or the ladder's coded refusal at `[i]` (`blood_rung_full`, `blood_weaker_than_last`, `blood_unknown`).
 * @example
 * ```ts
 * unwrap(armorFormsOf('bronze', ['guerreiro', 'guerreiro', 'guerreiro'])).length //=> 3 (a V4)
 * armorFormsOf('bronze', ['guerreiro', 'guerreiro', 'guerreiro', 'guerreiro']).issues[0]?.code //=> 'blood_rung_full'
 * ```
 */
export function armorFormsOf(posto: Posto, bloods: readonly BloodKind[], ruleset: CharacterRuleset = bookCharacterRuleset): Result<ArmorForm[]> {
  const forms: ArmorForm[] = [];
  for (let i = 0; i < bloods.length; i++) {
    const blood = bloods[i]!;
    const step = checkBloodLadder({ posto, forms }, blood, ruleset);
    if (!step.ok) return fail(prefixIssues([i], step.issues.map((x) => ({ ...x, path: [] }))));
    forms.push({ blood, rung: bloodRung(posto, blood, ruleset) });
  }
  return ok(forms);
}

/**
 * The lent armor as the borrower wears it for one fight (Capítulo Sete, "Vestir uma armadura
 * emprestada"): its Posto row, accessory and characteristics — not its forms' bonuses, its
 * improvements, its army's rules or a Divine form; the wearer's own CON and Vida add to its
 * Resistência when it is derived ({@link deriveArmor} with the borrower as the wearer). The borrower
 * stays in their own Posto (Hierarquia and Sétimo follow it). An Ouro armor only goes to someone
 * who already woke the Sétimo (a Bronze from level 5 on); a Prata armor, to any Bronze.
 *
 * @param lent - The lent armor.
 * @param borrower - The borrower's own Posto, level and whether they ever woke the Sétimo.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor as worn, or a refusal (`borrowed_armor_dead`, `borrowed_not_higher`, `borrowed_needs_setimo`).
 * @example
 * ```ts
 * const r = lentArmorWorn({ ...sagitario, forms: [{ blood: 'guerreiro', rung: 'guerreiro' }] }, { posto: 'bronze', level: 5, setimoAwakened: true });
 * r.ok && r.value.forms.length //=> 0
 * ```
 */
export function lentArmorWorn(
  lent: Immutable<Armor>,
  borrower: { readonly posto: Posto; readonly level: number; readonly setimoAwakened: boolean },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<Armor> {
  const R = ruleset.armor;
  if (lent.state === 'dead') return fail([armorIssue('borrowed_armor_dead', [], {})]);
  if (comparePosto(lent.posto, borrower.posto) <= 0) {
    return fail([armorIssue('borrowed_not_higher', [], { lent: R.postos[lent.posto].label, own: R.postos[borrower.posto].label })]);
  }
  // Bronze is the lowest Posto, so a lent armor that got here is never a Bronze.
  const rule = R.borrowed[lent.posto as Exclude<Posto, 'bronze'>];
  const minLevel = rule.minLevelIfBronze ?? 0;
  if (rule.needsSetimoAwakened && (!borrower.setimoAwakened || (borrower.posto === 'bronze' && borrower.level < minLevel))) {
    return fail([armorIssue('borrowed_needs_setimo', [], { minLevel })]);
  }
  const { army: _army, divine: _divine, ...rest } = lent as Armor;
  return ok({ ...rest, forms: [], improvements: [] });
}

/**
 * Whether an Aparar now may be the armor's sacrifice (Capítulo Sete, "Regra opcional: a armadura
 * que se sacrifica": "ao aparar com o último ponto de Resistência, você pode deixar a armadura
 * morrer em vez de aparar — o dano daquele golpe é zero"): the optional rule is on
 * (`armor.options.sacrifice`) and the Aparar would spend the last point.
 *
 * @param resistenciaLeft - The armor's Resistência now.
 * @param ruleset - The ruleset (the book's has the rule off).
 * @returns `true` when the wearer may let the armor die instead of parrying.
 * @example
 * ```ts
 * canSacrifice(1) //=> false (the book's rules: the optional rule is off)
 * canSacrifice(1, houseWithSacrifice) //=> true
 * canSacrifice(2, houseWithSacrifice) //=> false (not the last point)
 * ```
 */
export function canSacrifice(resistenciaLeft: number, ruleset: CharacterRuleset = bookCharacterRuleset): boolean {
  return ruleset.armor.options.sacrifice && resistenciaLeft === ruleset.armor.aparar.resistenciaCost;
}

/**
 * Whether a technique that breaks the armor ("quebra a armadura": "Um acerto tira 1 de Resistência
 * da armadura do alvo, além do dano"; Capítulo Sete, "A armadura na luta": "Técnicas que quebram a
 * armadura tiram 1 de Resistência a cada acerto, além do dano") takes nothing from an armor with
 * these improvements installed: one of them has `ignoresArmorBreaking` (the Gravação da
 * constelação). {@link spendResistencia} and the fight simulator both read it.
 *
 * @param improvements - The slugs of the armor's improvements.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns `true` when an armor-breaking hit takes no Resistência.
 * @example
 * ```ts
 * ignoresArmorBreaking(['gravacao_da_constelacao']) //=> true
 * ignoresArmorBreaking([]) //=> false
 * ```
 */
export function ignoresArmorBreaking(improvements: readonly string[], ruleset: CharacterRuleset = bookCharacterRuleset): boolean {
  const list = ruleset.armor.improvements;
  for (const slug of improvements) if (list.find((m) => m.slug === slug)?.ignoresArmorBreaking === true) return true;
  return false;
}

/**
 * The fraction of the damage the first Aparar of each fight takes through an armor with these
 * improvements installed (`firstApararDamageTaken`: the Polimento de Pó de Estrelas, "A primeira
 * vez que você apara em cada luta, sofre um quarto do dano em vez de metade"), or `undefined` when
 * none changes it. {@link aparar} and the fight simulator both read it.
 *
 * @param improvements - The slugs of the armor's improvements.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fraction, or `undefined`.
 * @example
 * ```ts
 * firstApararDamageTaken(['polimento_de_po_de_estrelas']) //=> { numerator: 1, denominator: 4 }
 * firstApararDamageTaken([]) //=> undefined
 * ```
 */
export function firstApararDamageTaken(
  improvements: readonly string[],
  ruleset: CharacterRuleset = bookCharacterRuleset,
): { readonly numerator: number; readonly denominator: number } | undefined {
  const list = ruleset.armor.improvements;
  for (const slug of improvements) {
    const f = list.find((m) => m.slug === slug)?.firstApararDamageTaken;
    if (f !== undefined) return f;
  }
  return undefined;
}

/**
 * The slugs of the improvements that work now (`improvements[].active` of the derived armor): what
 * {@link ignoresArmorBreaking} and {@link firstApararDamageTaken} read, in play and in the simulator.
 *
 * @param d - The derived armor.
 * @returns The active improvements' slugs.
 * @example
 * ```ts
 * activeImprovements(deriveArmor(armadura, portador)) //=> ['polimento_de_po_de_estrelas']
 * ```
 */
export function activeImprovements(d: Immutable<DerivedArmor>): string[] {
  return d.improvements.filter((m) => m.active).map((m) => m.slug);
}
