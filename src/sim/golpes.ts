/**
 * The fight's small decisions for the famous golpes, the miracle and the "condição na hora certa"
 * policy (issue #15): plain functions of plain numbers, kept out of the fight loop's file. The rules
 * they serve come from the ruleset; the thresholds marked as policy are SIMULATOR.md's reading,
 * documented in docs/simulador.md.
 *
 * @module
 */

/** What {@link miracleComes} reads of a fighter in the fight. */
interface MiracleView {
  readonly hp: number;
  readonly side: number;
  readonly f: { readonly postoRank: number };
}

/**
 * Whether the god's Centelha makes the miracle for `c` standing up now
 * (`enemies.patronGod.miracle.requiresFoeOfHigherPosto`: before someone of a higher Posto).
 *
 * @param fight - The fight's sides.
 * @param c - The one standing up.
 * @param needsHigherPosto - The ruleset's `requiresFoeOfHigherPosto`; default true.
 * @returns True when the miracle comes.
 * @example
 * ```ts
 * miracleComes({ sides: [[], [{ hp: 9, side: 1, f: { postoRank: 2 } }]] }, { hp: 0, side: 0, f: { postoRank: 0 } }) //=> true
 * ```
 */
export function miracleComes(
  fight: { readonly sides: readonly (readonly MiracleView[])[] },
  c: MiracleView,
  needsHigherPosto = true,
): boolean {
  if (!needsHigherPosto) return true;
  const foes = fight.sides[1 - c.side];
  if (!foes) return false;
  for (let i = 0; i < foes.length; i++) if (foes[i]!.hp > 0 && foes[i]!.f.postoRank > c.f.postoRank) return true;
  return false;
}

/**
 * How many of the marks on a target `by` left ("marca": each hit leaves one, until the end of the fight).
 *
 * @param marks - The marks on the target (one entry per mark: who left it), or `null`.
 * @param by - The marker.
 * @returns The count.
 * @example
 * ```ts
 * const a = {};
 * marksBy([a, {}, a], a) //=> 2
 * ```
 */
export function marksBy(marks: readonly unknown[] | null, by: unknown): number {
  if (marks === null) return 0;
  let n = 0;
  for (let i = 0; i < marks.length; i++) if (marks[i] === by) n++;
  return n;
}

/**
 * Policy of a Refletir reaction (a reading of SIMULATOR.md's parry rule, which it mirrors): answer a
 * technique whose expected damage is at least `share` of the max PV or lethal, or one that imposes a
 * strong condition.
 *
 * @param expected - The technique's expected damage.
 * @param strongCondition - It imposes a strong condition.
 * @param hp - The target's PV now.
 * @param maxHp - The target's max PV.
 * @param share - The parry share (SIMULATOR.md: 20%).
 * @returns True to reflect.
 * @example
 * ```ts
 * reflectWanted(40, false, 100, 150, 0.2) //=> true
 * reflectWanted(10, false, 100, 150, 0.2) //=> false
 * ```
 */
export function reflectWanted(expected: number, strongCondition: boolean, hp: number, maxHp: number, share: number): boolean {
  return strongCondition || expected >= share * maxHp || expected >= hp;
}

/**
 * "Na hora certa" (the policy `condicao_na_hora`): the first turn in which the target's Cosmo pays
 * for its big technique — the medium condition then spoils its strongest blow.
 *
 * @param targetCosmo - The target's Cosmo now.
 * @param targetTechniques - The target's damage techniques, the big one first.
 * @returns True when it is the time.
 * @example
 * ```ts
 * rightTimeForCondition(6, [{ cost: 6 }]) //=> true
 * rightTimeForCondition(5, [{ cost: 6 }]) //=> false
 * ```
 */
export function rightTimeForCondition(targetCosmo: number, targetTechniques: readonly { readonly cost: number }[]): boolean {
  const big = targetTechniques[0];
  return big === undefined || targetCosmo >= big.cost;
}
