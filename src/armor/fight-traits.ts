/**
 * The armor's characteristics that change a fight's rolls rather than its damage, read from the
 * ruleset (`armor.characteristics[]`, tables/07-armaduras.md › As características): the Vantagem
 * after standing with a Convicção (Coração de estrela). The acerto while in the Sétimo
 * (Constelação viva) is {@link DerivedArmor}'s `effects.acertoInSetimo`.
 *
 * A characteristic works only while the armor is on the body and alive: it is read from the
 * {@link DerivedArmor}'s `characteristics`, which are empty on a shattered armor or a casca.
 *
 * @module
 */
import { bookCharacterRuleset, type CharacterRuleset } from '../rules/index.js';
import type { DerivedArmor } from './derive.js';

/**
 * Whether the wearer's next attack has Vantagem after it stands with a Convicção: a working
 * characteristic with `onRise.nextAttackAdvantage` (Coração de estrela: "Quando você levanta com
 * uma Convicção, o seu próximo ataque tem Vantagem").
 *
 * @param armor - The wearer's derived armor, or `null`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns `true` with a working Coração de estrela.
 * @example
 * ```ts
 * advantageOnRise({ characteristics: [{ slug: 'coracao_de_estrela', label: 'Coração de estrela', effect: '' }] }) //=> true
 * advantageOnRise(null) //=> false
 * ```
 */
export function advantageOnRise(armor: Pick<DerivedArmor, 'characteristics'> | null | undefined, ruleset: CharacterRuleset = bookCharacterRuleset): boolean {
  if (!armor) return false;
  const rows = ruleset.armor.characteristics;
  const list = armor.characteristics;
  // Plain loops: on Node 20, find/some over frozen arrays leave V8's fast path.
  for (let i = 0; i < list.length; i++) {
    const slug = list[i]!.slug;
    for (let j = 0; j < rows.length; j++) {
      const row = rows[j]!;
      if (row.slug !== slug) continue;
      if (row.onRise?.nextAttackAdvantage === true) return true;
      break;
    }
  }
  return false;
}
