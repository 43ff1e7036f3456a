/**
 * The armor a warrior wears, during play: the armor module (`src/armor/`) computes the armor's whole
 * life on the armor alone; here its operations are applied to the armor stored in the character,
 * with the wearer's part (CON modifier, Vida choices) taken from the character — Aparar, the long
 * rest that regenerates it, and its death when the wearer falls with it in pieces.
 *
 * @module
 */
import { produce, type Immutable } from 'immer';
import { aparar, type ApararOptions, type Armor, type ArmorReflection, type ArmorWearer, kill, longRest } from '../armor/index.js';
import { attributeModifier, bookRuleset, grauAt, type Ruleset } from '../rules/index.js';
import { type Warrior, warriorFacts } from '../character/index.js';
import { ok, type Result } from '../issues/index.js';
import { refusePlay } from './internal.js';

/**
 * The wearer's part of the armor: the CON modifier (raised attributes included) and the Vida
 * choices — what moves with the wearer (Capítulo Sete, Resistência).
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns `{ con, vidaChoices }`.
 * @example
 * ```ts
 * armorWearerOf(teo) //=> { con: 1, vidaChoices: 0 }
 * ```
 */
export function armorWearerOf(w: Warrior, ruleset: Ruleset = bookRuleset): ArmorWearer {
  const f = warriorFacts(w, ruleset);
  return { con: attributeModifier(f.attributes.CON, ruleset), vidaChoices: f.vidaChoices };
}

/**
 * Stores an armor in the warrior (a new warrior; the input is not touched).
 *
 * @internal
 */
export function withArmor(w: Warrior, armor: Immutable<Armor>): Warrior {
  return produce(w, (x) => {
    x.armor = armor as typeof x.armor;
  });
}

/**
 * Applies an operation of the armor module to the armor the warrior wears, with the wearer's part,
 * and stores the result: any operation of `src/armor/` (`shatter`, `spendResistencia`, `cascaHit`,
 * `elmoTakesCritical`, `remendo`…) fits. Refused with `armor_missing` when there is no armor, or
 * with the armor module's own coded refusal; the warrior is then unchanged.
 *
 * @param w - The warrior.
 * @param op - The operation: gets the armor and the wearer, returns the new armor (or a Result of it).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior with the new armor.
 * @example
 * ```ts
 * unwrap(updateWornArmor(teo, (armor) => shatter(armor))).armor?.state //=> 'shattered'
 * ```
 */
export function updateWornArmor(
  w: Warrior,
  op: (armor: Immutable<Armor>, wearer: ArmorWearer) => Result<Armor> | Armor,
  ruleset: Ruleset = bookRuleset,
): Result<Warrior> {
  if (!w.armor) return refusePlay('armor_missing', ['armor'], {});
  const out = op(w.armor, armorWearerOf(w, ruleset));
  if ('ok' in out && typeof out.ok === 'boolean') return out.ok ? ok(withArmor(w, out.value), out.issues) : out;
  return ok(withArmor(w, out as Armor));
}

/**
 * Aparar with the armor worn: after the hit, 1 Resistência and half the damage (rounded down; the
 * Polimento's quarter on the first of the fight) — the armor module's `aparar`, with the wearer's
 * part and Grau. A figurante's blow is refused (`aparar_figurante`: "Dano de figurante não se
 * apara"), and a Cortante armor's golpe comum (`aparar_cortante`). Parrying a technique returns the
 * Espelhada's reflection. The damage taken goes to the ficha in play (`takeDamage`).
 *
 * @param w - The warrior.
 * @param damage - The damage of the hit.
 * @param ruleset - The ruleset (defaults to the book's).
 * @param hit - Where the hit came from (`golpe_comum`, `tecnica`, `figurante`) and the attacker's armor.
 * @returns The warrior (armor spent), the damage taken and the reflections, or a refusal.
 * @example
 * ```ts
 * unwrap(wornArmorAparar(teo, 9)).damageTaken //=> 4
 * wornArmorAparar(teo, 2, bookRuleset, { source: 'figurante' }).ok //=> false
 * ```
 */
export function wornArmorAparar(
  w: Warrior,
  damage: number,
  ruleset: Ruleset = bookRuleset,
  hit: Pick<ApararOptions, 'source' | 'attackerArmor'> = {},
): Result<{ warrior: Warrior; damageTaken: number; reflected: ArmorReflection[] }> {
  if (!w.armor) return refusePlay('armor_missing', ['armor'], {});
  const grau = grauAt(warriorFacts(w, ruleset).level, ruleset);
  const r = aparar(w.armor, damage, armorWearerOf(w, ruleset), ruleset, { ...hit, grau });
  if (!r.ok) return r;
  return ok({ warrior: withArmor(w, r.value.armor), damageTaken: r.value.damageTaken, reflected: r.value.reflected }, r.issues);
}

/**
 * The long rest of the armor worn: "a armadura viva se regenera" — the armor module's `longRest`
 * (a shattered armor comes back cracked, Resistência back, the remendo again). Call it beside the
 * ficha in play's long rest, which rests the body. Without an armor, the warrior as it is.
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior with the rested armor.
 * @example
 * ```ts
 * wornArmorLongRest(teoShattered).armor?.state //=> 'cracked'
 * ```
 */
export function wornArmorLongRest(w: Warrior, ruleset: Ruleset = bookRuleset): Warrior {
  return w.armor ? withArmor(w, longRest(w.armor, ruleset)) : w;
}

/**
 * When the wearer falls to 0 PV: "a armadura morre quando você cai a 0 PV com ela despedaçada".
 * A shattered armor dies (cause `zero_pv_despedacada`, a death that brings a new Version when
 * restored); any other armor, or none, stays as it is.
 *
 * @param w - The warrior who fell.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior and whether the armor died.
 * @example
 * ```ts
 * unwrap(wornArmorOnFall(teoShattered)).died //=> true
 * ```
 */
export function wornArmorOnFall(w: Warrior, ruleset: Ruleset = bookRuleset): Result<{ warrior: Warrior; died: boolean }> {
  if (!w.armor || w.armor.state !== 'shattered') return ok({ warrior: w, died: false });
  const r = kill(w.armor, FALL_DEATH, undefined, ruleset);
  if (!r.ok) return r;
  return ok({ warrior: withArmor(w, r.value), died: true }, r.issues);
}

/** The death cause of `armor.deathCauses` for falling to 0 PV with the armor in pieces. */
const FALL_DEATH = 'zero_pv_despedacada';
