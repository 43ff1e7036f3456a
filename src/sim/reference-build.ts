/**
 * The reference fighter's attribute builds (measured.md › Attributes, builds).
 *
 * @module
 */
import { bookRuleset, type AttributeKey, type Ruleset } from '../rules/index.js';
import type { EnemyBuildOptions } from '../enemy/index.js';

/**
 * The reference fighter's attribute builds (measured.md › Attributes, builds; the seed's Apêndice:
 * "Quem luta pelo Cosmo…, quem luta pela FOR…, quem põe a CON na frente…, com a CON no 8"), read as
 * moves of the book's own placement (`enemies.referenceEnemy`), so no number is new:
 * - `des`: the book's (DES and CON in front, raises to DES then CON, attacks with DES);
 * - `cosmo`: the Atributo do Cosmo takes DES's value and its raises, and the techniques are of
 *   Cosmo nature with it; the golpe comum keeps DES;
 * - `for`: FOR takes DES's value and raises; techniques and golpe comum with FOR;
 * - `con`: the raises go to CON first, then the attack attribute ("o ataque dela fica para trás");
 * - `con8`: CON trades values with the lowest attribute (8), raises and attacks as the book's.
 * A reconstruction (SIMULATOR.md names only the book's build): documented in docs/simulador.md.
 *
 * @example
 * ```ts
 * const vidro: ReferenceBuild = 'con8';
 * referenceFighter({ level: 9, build: vidro }).maxHp < referenceFighter({ level: 9 }).maxHp //=> true
 * ```
 */
export type ReferenceBuild = 'des' | 'cosmo' | 'for' | 'con' | 'con8';

function swapped(values: Readonly<Record<AttributeKey, number>>, a: AttributeKey, b: AttributeKey): Record<AttributeKey, number> {
  return { ...values, [a]: values[b], [b]: values[a] };
}

/**
 * The options of `referenceWarrior` that give a {@link ReferenceBuild}: the book's placement
 * (`enemies.referenceEnemy`) with values, raises and attack attributes moved.
 *
 * @param build - The build.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The build options (`{}` for the book's own).
 * @example
 * ```ts
 * import { referenceWarrior } from 'sangue-e-estrelas';
 * referenceWarrior(5, 'bronze', referenceBuildOptions('for')).golpeComumAttribute //=> 'FOR'
 * ```
 */
export function referenceBuildOptions(build: ReferenceBuild, ruleset: Ruleset = bookRuleset): EnemyBuildOptions {
  const ref = ruleset.enemies.referenceEnemy;
  const attack = ref.attackAttribute;
  const order = ref.attributeRaiseOrder;
  const mapOrder = (from: AttributeKey, to: AttributeKey) => order.map((k) => (k === from ? to : k));
  switch (build) {
    case 'des':
      return {};
    case 'cosmo':
      return {
        attributes: swapped(ref.attributes, attack, ref.cosmoAttribute),
        attributeRaiseOrder: mapOrder(attack, ref.cosmoAttribute),
        techniqueAttack: { nature: 'cosmo', attribute: ref.cosmoAttribute },
        golpeComumAttribute: attack,
      };
    case 'for':
      return {
        attributes: swapped(ref.attributes, attack, 'FOR'),
        attributeRaiseOrder: mapOrder(attack, 'FOR'),
        techniqueAttack: { nature: ref.techniques.nature, attribute: 'FOR' },
        golpeComumAttribute: 'FOR',
      };
    case 'con':
      return { attributeRaiseOrder: ['CON', ...order.filter((k) => k !== 'CON')] };
    case 'con8': {
      let lowest: AttributeKey = 'CON';
      for (const k of Object.keys(ref.attributes) as AttributeKey[]) if (ref.attributes[k] < ref.attributes[lowest]) lowest = k;
      return { attributes: swapped(ref.attributes, 'CON', lowest) };
    }
  }
}
