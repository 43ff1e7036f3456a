/**
 * Using a technique in play (Capítulos Quatro and Seis): the technique module's payment — the cost
 * from the Cosmo, what is missing paid with life, the points burned beyond the cost — applied to
 * the ficha in play: the life price rolled, the Cosmo at the piso after burning, and "o último
 * golpe" when the price passes the PV.
 *
 * @module
 */
import { produce } from 'immer';
import { type RandomSource, rollDie } from '../dice/index.js';
import { bookRuleset, type Ruleset } from '../rules/index.js';
import { payTechnique, riseSignature, type Technique, type TechniquePayment } from '../technique/index.js';
import { techniqueOwnerOf, type Warrior } from '../character/index.js';
import { ok, type Result } from '../issues/index.js';
import { refuseIfDead, refusePlay } from './internal.js';
import type { PlayState } from './state.js';

/**
 * The outcome of using a technique in play.
 *
 * @example
 * ```ts
 * const o: TechniqueUseOutcome = unwrap(useTechnique(teo, s, 'livro-garra-que-rasga-o-ceu', {}, rng));
 * o.payment.cost //=> 2
 * ```
 */
export interface TechniqueUseOutcome {
  /** The state after paying (when the price passed the PV: the character falls right after). */
  readonly state: PlayState;
  /** The technique module's payment (cost, burn, life price, damage with the burned points…). */
  readonly payment: TechniquePayment;
  /** PV the life price took (rolled). */
  readonly lifeLost: number;
  /**
   * The price passed the PV ("o último golpe"): the strike happens anyway. `state` is the fall
   * right after; `ifFoeFalls` is the state if the strike drops the enemy (1 PV left).
   */
  readonly lastStrike: boolean;
  /** With `lastStrike`: the state if the enemy falls. */
  readonly ifFoeFalls: PlayState | null;
}

/**
 * Uses a technique in a fight: pays its cost from the Cosmo (what is missing, the life pays: 1d4 per
 * point × the technique's Grau), burns the declared points beyond it (at most the proficiency, +2
 * in the Sétimo), and after burning drops the Cosmo to the piso. A burned use ignores the Lida
 * mark (`payment.ignoresLida`) and is a sacrifice for the Sétimo in this turn ({@link enterSetimo}).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param techniqueId - The technique's id.
 * @param options - `burn`: points burned beyond the cost.
 * @param rng - The random source for the life price.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`play_not_in_fight`, `play_down`, the technique module's
 *   `technique_burn_over_limit`…).
 * @example
 * ```ts
 * const s = unwrap(beginFight(teo, { ...startPlay(teo), cosmo: 4 }));
 * unwrap(useTechnique(teo, s, 'livro-garra-que-rasga-o-ceu', {}, createRandom(1))).state.cosmo //=> 2
 * ```
 */
export function useTechnique(
  w: Warrior,
  s: PlayState,
  techniqueId: string,
  options: { readonly burn?: number },
  rng: RandomSource,
  ruleset: Ruleset = bookRuleset,
): Result<TechniqueUseOutcome> {
  const dead = refuseIfDead<TechniqueUseOutcome>(s);
  if (dead) return dead;
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'Usar uma técnica' });
  if (s.hp === 0) return refusePlay('play_down', ['hp'], { action: 'Usar uma técnica' });
  const stored = w.techniques.find((t) => t.id === techniqueId);
  if (!stored) return refusePlay('interlude_requirement_missing', ['techniqueId'], { action: 'Usar uma técnica', missing: `uma técnica com o id "${techniqueId}"` });
  const owner = { ...techniqueOwnerOf(w, ruleset), sentido: s.sentido, setimoDominado: s.awakened.setimoMastered };
  const technique = riseSignature(stored as Technique, owner, ruleset);
  const p = payTechnique(technique, owner, { cosmo: s.cosmo, burn: options.burn ?? 0 }, ruleset);
  if (!p.ok) return p;
  const price = p.value.lifePrice;
  let lifeLost = 0;
  if (price) for (let i = 0; i < price.points; i++) lifeLost += rollDie(price.die, rng) * price.timesGrau;
  const lastStrike = lifeLost >= s.hp && lifeLost > 0;
  const state = produce(s, (x) => {
    x.cosmo = p.value.cosmoAfter;
    x.hp = Math.max(0, x.hp - lifeLost);
    if (x.hp === 0) x.fight!.fell = true;
  });
  const ifFoeFalls = lastStrike
    ? produce(state, (x) => {
        x.hp = ruleset.cosmo.lifePays.lastStrikeHpIfFoeFalls;
        x.fight!.fell = s.fight!.fell;
      })
    : null;
  return ok({ state, payment: p.value, lifeLost, lastStrike, ifFoeFalls });
}
