/**
 * The Exclamação de Atena's damage (Capítulo Nove, tables/09-exercitos.md › Quadro "A Exclamação";
 * `armies.exclamacao.atena`): no attack roll, no Aparar nor Bloquear, the target suffers the sum of
 * the Golpes do Assento of the `goldKnights` Ouros, through the armor. Each Assento is compiled as the
 * fight compiles any damage technique ({@link fighterFromWarrior}: its points, die, point bonus and
 * the attribute modifier once — Cap. 6, "mais o modificador uma vez"), so the sum is theirs.
 *
 * @module
 */
import { rollDie, type RandomSource } from '../dice/index.js';
import { bookRuleset, type Ruleset } from '../rules/index.js';
import type { Warrior } from '../character/index.js';
import type { FighterTechnique } from './fighter.js';
import { fighterFromWarrior } from './fighter-warrior.js';

/**
 * The Golpe do Assento of a warrior as the fight compiles it (a damage technique), or `null` when the
 * warrior has none, it is waiting, or it deals no damage (a condition Assento, the Muralha).
 *
 * @param w - The warrior (an Ouro, with its Assento among its techniques).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The compiled Assento, or `null`.
 */
export function compiledAssento(w: Warrior, ruleset: Ruleset = bookRuleset): FighterTechnique | null {
  let assento = null;
  for (const t of w.techniques) if (t.golpeDoAssento !== undefined) assento = t;
  if (assento === null) return null;
  const f = fighterFromWarrior({ ...w, techniques: [assento] }, {}, ruleset);
  return f.techniques[0] ?? null;
}

/**
 * One Exclamação de Atena: each Assento rolls its damage dice and adds its flat part (points × the
 * point bonus + the attribute modifier); no attack roll, so no critical (`strike.attackRoll`), and
 * nothing of the target's armor takes any of it (`strike.throughArmor`). Throws when the number of
 * Assentos is not the ruleset's `goldKnights` or the ruleset's strike is not "the sum of the Golpes do
 * Assento" (programmer errors: the livro rows are ours).
 *
 * @param assentos - The Golpes do Assento of the Ouros ({@link compiledAssento}).
 * @param rng - The dice.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The damage the target suffers.
 */
export function exclamacaoDamage(assentos: readonly FighterTechnique[], rng: RandomSource, ruleset: Ruleset = bookRuleset): number {
  const E = ruleset.armies.exclamacao.atena;
  if (assentos.length !== E.goldKnights) throw new RangeError(`exclamacaoDamage: ${E.goldKnights} Golpes do Assento, got ${assentos.length}`);
  if (E.strike.damage !== 'soma_dos_golpes_do_assento' || E.strike.attackRoll) throw new RangeError('exclamacaoDamage: the ruleset strike is not the sum of the Assentos without an attack roll');
  let dmg = 0;
  for (let i = 0; i < assentos.length; i++) {
    const t = assentos[i]!;
    dmg += t.flat;
    for (let k = 0; k < t.points; k++) dmg += rollDie(t.die, rng);
  }
  return dmg;
}
