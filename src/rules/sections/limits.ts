/**
 * The library's safety limits on a ruleset (engineering limits, not rules of the book): the largest
 * numbers a house rule may give to the ones that count dice. The book is silent — its largest
 * technique is size 6 from Grau 2 on (7 for a Golpe do Assento), its cost floor 1 — and the
 * engine rolls a technique's dice one at a time (its damage, its life price per point burned): a
 * house rule with a max size of 10⁹ made one fight of the simulator roll billions of dice, which
 * never ends. Capped at a thousand, one use of a technique rolls at most a few thousand dice.
 *
 * @module
 */

/**
 * The largest value a ruleset (the book's or a house rule, `createRuleset`) may give to each number
 * that counts the dice of one use — a technique's sizes and cost floor, the critical's extra points
 * and dice, the proficiency and the Sentido's burn bonus, the Grau, the mutilation's dice. Past it,
 * `house_rule_too_big` at the path. A reconstruction (the book has no such cap), with the list of
 * numbers: `docs/regras/techniques.md#limites-da-biblioteca`.
 *
 * @example
 * ```ts
 * RULESET_LIMITS.techniqueSize //=> 1000
 * createRuleset({ techniques: { graus: { 4: { maxSize: 1e9 } } } }).issues[0]?.code //=> 'house_rule_too_big'
 * ```
 */
export const RULESET_LIMITS = /* @__PURE__ */ Object.freeze({
  /** Largest max size, size floor, extra size of a Golpe do Assento and cost floor of a technique; largest count of dice each other capped number adds to one use. */
  techniqueSize: 1000,
});
