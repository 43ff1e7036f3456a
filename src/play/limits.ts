/**
 * The engineering limits of the ficha in play (not rules of the book), written once: the schema of
 * the saved state and every update read them from here.
 *
 * @module
 */

/**
 * Engineering limits of the ficha in play (not rules of the book): the largest count a saved state
 * holds (PV, Cosmo, a day counter, the fight's round…), the longest name, the most rows of each
 * list — and the most extra days of one forced march (a reconstruction: the book gives none;
 * `docs/regras/world.md#limites-da-biblioteca`). An update that would pass one is refused with a
 * coded issue, so that every state an update returns reads back with `validatePlayState`.
 *
 * @example
 * ```ts
 * PLAY_STATE_LIMITS.count //=> 10000
 * addItem(startPlay(teo), 'nectar', 10_001).issues[0]?.code //=> 'item_quantity_over'
 * ```
 */
export const PLAY_STATE_LIMITS = /* @__PURE__ */ Object.freeze({
  /** The largest count: PV, Cosmo, a day counter, a training's progress, the fight's round, an item's quantity. */
  count: 10_000,
  /** The longest name (an item, an enemy or technique read, a poison, a relic). */
  name: 200,
  /** Rows of the inventory. */
  inventory: 500,
  /** "Lidas por mim". */
  lidas: 1000,
  /** Poison and disease clocks running at once. */
  clocks: 20,
  /** Relics in Sintonia, and relics entering it. */
  relics: 20,
  /** Techniques whose last evolution failed. */
  evolutionAdvantage: 100,
  /** Vantagens until the end of the fight, and Cosmo promised for the next one. */
  fightPromises: 50,
  /** The largest amount one update takes (damage, healing, Cosmo, days, a quantity…): past it, `play_amount_invalid`. */
  amount: 1_000_000,
  /** The most Centelhas received in one new round (`newRound`): past it, `play_amount_invalid`. */
  centelhasPerRound: 100,
  /** Extra days of one forced march (a day holds four days of travel at most: reconstructed). */
  forcedMarchExtraDays: 3,
});
