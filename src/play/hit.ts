/**
 * A hit taken in play, through the armor's characteristics: the damage the armor lets through
 * (Couraça grossa) and what it sends back (Espinhos) — the armor module's pure functions, with the
 * wearer's Grau and armor — then the damage goes to the ficha in play.
 *
 * @module
 */
import { armorDamageTaken, armorReflections, type ArmorReflection, type HitKind } from '../armor/index.js';
import { bookRuleset, type Breakdown, grauAt, type Ruleset } from '../rules/index.js';
import { deriveFicha, isGap, type Warrior } from '../character/index.js';
import { ok, type Result } from '../issues/index.js';
import { type PlayState, takeDamage } from './state.js';

/**
 * What {@link takeHit} did: the new state, the damage taken (with the breakdown naming the armor's
 * characteristic that changed it), and the damage the attacker takes back (to roll with
 * `rollReflection`; once per turn for the Espinhos — the caller keeps count).
 *
 * @example
 * ```ts
 * const o: TakeHitOutcome = unwrap(takeHit(teo, startPlay(teo), { kind: 'golpe_comum', damage: 5 }));
 * ```
 */
export interface TakeHitOutcome {
  readonly state: PlayState;
  readonly taken: Breakdown;
  readonly reflected: readonly ArmorReflection[];
}

/**
 * Takes a hit that was not parried: the armor on the body changes the damage (Couraça grossa: the
 * wearer's Grau less on a golpe comum) and may answer (Espinhos: 1d4 + the Grau on who hit with a
 * golpe comum); then {@link takeDamage}. A shattered armor or a casca has no characteristics.
 *
 * @param w - The warrior hit (its armor in its state).
 * @param s - The state.
 * @param hit - The kind of hit and its damage.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (bad amount, dead).
 * @example
 * ```ts
 * unwrap(takeHit(baleia, startPlay(baleia), { kind: 'golpe_comum', damage: 7 })).taken.text //=> 'Dano 6 = 7 golpe comum − 1 Couraça grossa'
 * ```
 */
export function takeHit(w: Warrior, s: PlayState, hit: { readonly kind: HitKind; readonly damage: number }, ruleset: Ruleset = bookRuleset): Result<TakeHitOutcome> {
  const f = deriveFicha(w, ruleset);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: fora do corpo a armadura derivada já vem sem características, e uma lacuna não tem `derived`: nada muda
  const armor = isGap(f.armor) || !f.armor.worn ? null : f.armor.derived;
  const grau = grauAt(f.level, ruleset);
  const taken = armorDamageTaken(armor, hit.kind, hit.damage, grau, ruleset);
  // Stryker disable next-line EqualityOperator: com dano 0, `taken.total` e o dano cru são ambos 0
  const r = takeDamage(s, Number.isInteger(hit.damage) && hit.damage >= 0 ? taken.total : hit.damage);
  if (!r.ok) return r;
  const reflected = hit.kind === 'golpe_comum' && hit.damage > 0 ? armorReflections(armor, 'golpe_comum_hits_you', grau, ruleset) : [];
  return ok({ state: r.value, taken, reflected });
}
