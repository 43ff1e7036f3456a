/**
 * Items and relics in play (Capítulo Oito): what the character carries, the consumables used (one
 * healing item per fight), and the relics in Sintonia — two at once, three from level 10; entering
 * Sintonia with a new relic takes a long rest with it in hand.
 *
 * @module
 */
import { produce } from 'immer';
import { fail, ok, type Result } from '../issues/index.js';
import type { SenseKey } from '../rules/keys.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import { checkAmount, refuseIfDead, refusePlay } from './play-internal.js';
import { playNumbers, restoreSense, type PlayState } from './play.js';
import type { Warrior } from './schema.js';

const norm = (t: string) => t.trim();

function carried(s: PlayState, item: string): number {
  return s.inventory.find((i) => i.item === norm(item))?.quantity ?? 0;
}

/**
 * How many relics the character sustains in Sintonia at their level (2; 3 from level 10).
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The limit.
 * @example
 * ```ts
 * sintoniaMax(teo) //=> 2
 * ```
 */
export function sintoniaMax(w: Warrior, ruleset: Ruleset = bookRuleset): number {
  const S = ruleset.progression.sintonia;
  return 1 + w.levelUps.length >= S.fromLevel ? S.relicsFromLevel10 : S.relics;
}

/**
 * Adds items to what the character carries (a slug of the book's items, or any name).
 *
 * @param s - The state.
 * @param item - The item.
 * @param quantity - How many (a whole number ≥ 1; 1 by default).
 * @returns The new state, or a refusal.
 * @example
 * ```ts
 * addItem(startPlay(teo), 'folha_de_lotus', 2).value?.inventory //=> [{ item: 'folha_de_lotus', quantity: 2 }]
 * ```
 */
export function addItem(s: PlayState, item: string, quantity = 1): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const bad = checkAmount('quantity', quantity, 1);
  if (bad) return fail([bad]);
  if (typeof item !== 'string' || norm(item) === '') return refusePlay('item_blank', ['item'], {});
  return ok(
    produce(s, (x) => {
      const row = x.inventory.find((i) => i.item === norm(item));
      if (row) row.quantity += quantity;
      else x.inventory.push({ item: norm(item), quantity });
    }),
  );
}

/**
 * Takes items out of what the character carries (given, lost, spent outside these rules). A relic
 * that leaves the hands leaves the Sintonia too.
 *
 * @param s - The state.
 * @param item - The item.
 * @param quantity - How many (1 by default).
 * @returns The new state, or `item_not_carried`.
 * @example
 * ```ts
 * removeItem(comLotus, 'folha_de_lotus').value?.inventory //=> [{ item: 'folha_de_lotus', quantity: 1 }]
 * ```
 */
export function removeItem(s: PlayState, item: string, quantity = 1): Result<PlayState> {
  const bad = checkAmount('quantity', quantity, 1);
  if (bad) return fail([bad]);
  const have = carried(s, item);
  if (have < quantity) return refusePlay('item_not_carried', ['item'], { item, quantity, have });
  return ok(
    produce(s, (x) => {
      const row = x.inventory.find((i) => i.item === norm(item))!;
      row.quantity -= quantity;
      if (row.quantity === 0) {
        x.inventory = x.inventory.filter((i) => i !== row);
        x.relics.attuned = x.relics.attuned.filter((r) => r !== norm(item));
        x.relics.attuning = x.relics.attuning.filter((r) => r !== norm(item));
      }
    }),
  );
}

/**
 * Starts entering Sintonia with a relic the character holds: it is in Sintonia after the next long
 * rest ({@link playLongRest}). Refuses what is not a relic, what needs no Sintonia, a relic already
 * attuned, and a Sintonia already full (counting those being attuned).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param relic - The relic's slug.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal (`relic_unknown`, `relic_no_sintonia`, `relic_already_attuned`,
 *   `sintonia_full`, `item_not_carried`, `play_in_fight`).
 * @example
 * ```ts
 * attuneRelic(teo, comRosario, 'rosario_de_108_contas').value?.relics.attuning //=> ['rosario_de_108_contas']
 * ```
 */
export function attuneRelic(w: Warrior, s: PlayState, relic: string, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'Entrar em Sintonia' });
  const def = ruleset.items.relics.find((r) => r.slug === norm(relic));
  if (!def) return refusePlay('relic_unknown', ['relic'], { relic });
  if (!def.needsSintonia) return refusePlay('relic_no_sintonia', ['relic'], { relic: def.label });
  if (s.relics.attuned.includes(def.slug) || s.relics.attuning.includes(def.slug)) return refusePlay('relic_already_attuned', ['relic'], { relic: def.label });
  if (carried(s, def.slug) === 0) return refusePlay('item_not_carried', ['relic'], { item: def.label, quantity: 1, have: 0 });
  const max = sintoniaMax(w, ruleset);
  const count = s.relics.attuned.length + s.relics.attuning.length;
  if (count >= max) return refusePlay('sintonia_full', ['relics'], { count, max, level: 1 + w.levelUps.length });
  return ok(
    produce(s, (x) => {
      x.relics.attuning.push(def.slug);
    }),
  );
}

/**
 * Lets a relic go out of Sintonia (or stops attuning it), freeing the place.
 *
 * @param s - The state.
 * @param relic - The relic's slug.
 * @returns The new state, or `relic_not_attuned`.
 * @example
 * ```ts
 * releaseRelic(attuned, 'rosario_de_108_contas').value?.relics.attuned //=> []
 * ```
 */
export function releaseRelic(s: PlayState, relic: string): Result<PlayState> {
  const r = norm(relic);
  if (!s.relics.attuned.includes(r) && !s.relics.attuning.includes(r)) return refusePlay('relic_not_attuned', ['relic'], { relic });
  return ok(
    produce(s, (x) => {
      x.relics.attuned = x.relics.attuned.filter((a) => a !== r);
      x.relics.attuning = x.relics.attuning.filter((a) => a !== r);
    }),
  );
}

/**
 * The outcome of using an item.
 *
 * @example
 * ```ts
 * const o: UseItemOutcome = useItem(teo, comLotus, 'folha_de_lotus').value!;
 * o.applied //=> true
 * ```
 */
export interface UseItemOutcome {
  /** The state after it (one unit spent). */
  readonly state: PlayState;
  /** The item's effect, in the book's words (empty for an item outside the book). */
  readonly effect: string;
  /**
   * Whether this function applied the effect to the state (Folha de Lótus, Maçã dourada,
   * Ambrosia). Otherwise the caller applies it (healing dice, the armor's Resistência, a
   * condition that ends…).
   */
  readonly applied: boolean;
}

/**
 * Uses one unit of a consumable the character carries. A healing item (Néctar, Hidromel, Ambrosia)
 * is refused once the fight's healing item was used. The effects that are only state are applied:
 * the Folha de Lótus brings one sense arrancado back (never a mutilado), the Maçã dourada sends the
 * Cosmo to the Teto, the Ambrosia brings every PV, one spent Convicção and every sense arrancado
 * back. A relic is not used up here: it works while in Sintonia.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param item - The item's slug (or name).
 * @param options - `sense`: which sense arrancado the Folha de Lótus brings back.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`item_not_carried`, `item_healing_used`, `item_needs_sintonia`, `sense_not_lost`).
 * @example
 * ```ts
 * useItem(teo, cego, 'folha_de_lotus').value?.state.sensesLost //=> []
 * ```
 */
export function useItem(w: Warrior, s: PlayState, item: string, options: { readonly sense?: SenseKey } = {}, ruleset: Ruleset = bookRuleset): Result<UseItemOutcome> {
  const dead = refuseIfDead<UseItemOutcome>(s);
  if (dead) return dead;
  const slug = norm(item);
  const have = carried(s, slug);
  if (have < 1) return refusePlay('item_not_carried', ['item'], { item, quantity: 1, have });
  const relic = ruleset.items.relics.find((r) => r.slug === slug);
  if (relic) {
    if (relic.needsSintonia && !s.relics.attuned.includes(slug)) return refusePlay('item_needs_sintonia', ['item'], { item: relic.label });
    return ok({ state: s, effect: relic.effect, applied: false });
  }
  const def = ruleset.items.consumables.find((c) => c.slug === slug);
  const perFight = ruleset.items.inFight.healingItemsPerFight;
  if (def?.healing && s.fight && s.fight.healingItemsUsed >= perFight) return refusePlay('item_healing_used', ['item'], { item: def.label, perFight });
  const spent = produce(s, (x) => {
    const row = x.inventory.find((i) => i.item === slug)!;
    row.quantity -= 1;
    if (row.quantity === 0) x.inventory = x.inventory.filter((i) => i !== row);
    if (def?.healing && x.fight) x.fight.healingItemsUsed += 1;
  });
  const effect = def?.effect ?? ruleset.items.common.find((c) => c.slug === slug)?.effect ?? '';
  let state: PlayState = spent;
  let applied = false;
  if (slug === 'folha_de_lotus') {
    const sense = options.sense ?? s.sensesLost.find((l) => l.how === 'arrancado')?.sense;
    const back = sense === undefined ? restoreSense(w, spent, 'visao', ['arrancado'], ruleset) : restoreSense(w, spent, sense, ['arrancado'], ruleset);
    if (!back.ok) return back;
    state = back.value;
    applied = true;
  } else if (slug === 'maca_dourada_das_hesperides') {
    const { teto } = playNumbers(w, spent, ruleset);
    state = produce(spent, (x) => {
      x.cosmo = Math.max(x.cosmo, teto);
    });
    applied = true;
  } else if (slug === 'ambrosia') {
    const senses = produce(spent, (x) => {
      x.sensesLost = x.sensesLost.filter((l) => l.how !== 'arrancado');
      if (x.conviccoesSpent > 0) x.conviccoesSpent -= 1;
    });
    const { maxHp, teto } = playNumbers(w, senses, ruleset);
    state = produce(senses, (x) => {
      x.hp = Math.max(x.hp, maxHp);
      x.cosmo = Math.min(x.cosmo, teto);
    });
    applied = true;
  }
  return ok({ state, effect, applied });
}
