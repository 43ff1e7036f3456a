/**
 * Items and relics in play (Capítulo Oito): what the character carries, the consumables used (one
 * healing item per fight), and the relics in Sintonia — two at once, three from level 10; entering
 * Sintonia with a new relic takes a long rest with it in hand.
 *
 * @module
 */
import { produce } from 'immer';
import { type DiceRoll, type RandomSource, rollDice } from '../dice/index.js';
import { bookRuleset, type ItemNumbers, type Ruleset, type SenseKey } from '../rules/index.js';
import { deriveFicha, type Warrior } from '../character/index.js';
import { fail, ok, type Result } from '../issues/index.js';
import { checkAmount, refuseIfDead, refuseLongName, refusePlay } from './internal.js';
import { PLAY_STATE_LIMITS } from './limits.js';
import { checkChoice, senseKeySchema } from './choices.js';
import { playNumbers, restoreSense, type PlayState } from './state.js';

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
 * unwrap(addItem(startPlay(teo), 'folha_de_lotus', 2)).inventory //=> [{ item: 'folha_de_lotus', quantity: 2 }]
 * ```
 */
export function addItem(s: PlayState, item: string, quantity = 1): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const bad = checkAmount('quantity', quantity, 1);
  if (bad) return fail([bad]);
  if (typeof item !== 'string' || norm(item) === '') return refusePlay('item_blank', ['item'], {});
  // What a saved state holds (PLAY_STATE_LIMITS): past it the state would not read back.
  const L = PLAY_STATE_LIMITS;
  const long = refuseLongName<PlayState>('O nome do item', ['item'], norm(item));
  if (long) return long;
  const have = s.inventory.find((i) => i.item === norm(item));
  if ((have?.quantity ?? 0) + quantity > L.count) return refusePlay('item_quantity_over', ['quantity'], { quantity: (have?.quantity ?? 0) + quantity, max: L.count });
  if (!have && s.inventory.length >= L.inventory) return refusePlay('inventory_full', ['item'], { max: L.inventory });
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
 * unwrap(removeItem(comLotus, 'folha_de_lotus')).inventory //=> [{ item: 'folha_de_lotus', quantity: 1 }]
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
 * unwrap(attuneRelic(teo, comRosario, 'rosario_de_108_contas')).relics.attuning //=> ['rosario_de_108_contas']
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
  // A house rule may let more relics into Sintonia than a saved state holds.
  if (count >= PLAY_STATE_LIMITS.relics) return refusePlay('play_list_full', ['relics'], { list: 'relíquias em Sintonia', max: PLAY_STATE_LIMITS.relics });
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
 * unwrap(releaseRelic(attuned, 'rosario_de_108_contas')).relics.attuned //=> []
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
 * An item of the book, whichever its table (common, consumable, relic): what {@link findItem} returns.
 *
 * @example
 * ```ts
 * const d: ItemDefinition | undefined = findItem('cha_dos_cinco_picos');
 * d?.numbers.nextFightCosmo //=> 2
 * ```
 */
export interface ItemDefinition {
  /** The slug. */
  readonly slug: string;
  /** The label, pt-BR. */
  readonly label: string;
  /** The effect in the book's words. */
  readonly effect: string;
  /** The effect's numbers, structured. */
  readonly numbers: ItemNumbers;
  /** Counts as the fight's healing item (consumables). */
  readonly healing?: boolean;
  /** How it is used (consumables). */
  readonly use?: string;
}

/**
 * The book's definition of an item (common, consumable or relic), or `undefined` for an item
 * outside the book.
 *
 * @param slug - The item's slug.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The label, the effect in the book's words and its structured numbers.
 * @example
 * ```ts
 * findItem('nectar')?.numbers.heal //=> { dice: '4d8', from: [{ grau: 3, dice: '8d8' }] }
 * ```
 */
export function findItem(slug: string, ruleset: Ruleset = bookRuleset): ItemDefinition | undefined {
  const k = norm(slug);
  const I = ruleset.items;
  return I.consumables.find((c) => c.slug === k) ?? I.common.find((c) => c.slug === k) ?? I.relics.find((r) => r.slug === k);
}

/**
 * Spends one use of an item the character carries: an item with uses (a handful of herbs gives
 * three, a kit five) marks a use of the unit in hand and spends the unit with its last use; any
 * other item spends one unit.
 *
 * @param s - The state.
 * @param item - The item's slug (or name).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or `item_not_carried`.
 * @example
 * ```ts
 * unwrap(spendItemUse(comErvas, 'ervas_medicinais')).inventory //=> [{ item: 'ervas_medicinais', quantity: 1, used: 1 }]
 * ```
 */
export function spendItemUse(s: PlayState, item: string, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const slug = norm(item);
  const have = carried(s, slug);
  if (have < 1) return refusePlay('item_not_carried', ['item'], { item, quantity: 1, have });
  const uses = findItem(slug, ruleset)?.numbers.uses ?? 1;
  return ok(
    produce(s, (x) => {
      const row = x.inventory.find((i) => i.item === slug)!;
      const used = (row.used ?? 0) + 1;
      if (used < uses) {
        row.used = used;
        return;
      }
      delete row.used;
      row.quantity -= 1;
      if (row.quantity === 0) {
        x.inventory = x.inventory.filter((i) => i !== row);
        x.relics.attuned = x.relics.attuned.filter((r) => r !== slug);
        x.relics.attuning = x.relics.attuning.filter((r) => r !== slug);
      }
    }),
  );
}

/**
 * Uses left of an item: of every unit carried, minus those already spent of the unit in hand.
 *
 * @param s - The state.
 * @param item - The item's slug.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns How many uses are left (the units, for an item without uses).
 * @example
 * ```ts
 * itemUsesLeft(unwrap(addItem(startPlay(teo), 'ervas_medicinais')), 'ervas_medicinais') //=> 3
 * ```
 */
export function itemUsesLeft(s: PlayState, item: string, ruleset: Ruleset = bookRuleset): number {
  const row = s.inventory.find((i) => i.item === norm(item));
  if (!row) return 0;
  return row.quantity * (findItem(row.item, ruleset)?.numbers.uses ?? 1) - (row.used ?? 0);
}

/**
 * A bonus or a Vantagem that an item gives on a test now.
 *
 * @example
 * ```ts
 * const m: ItemModifier = { item: 'pesos_de_treino', label: 'Pesos de treino', bonus: 2, vantagem: false, when: 'desenvolver ou evoluir uma técnica de Golpe' };
 * ```
 */
export interface ItemModifier {
  /** The item's slug. */
  readonly item: string;
  /** Its label. */
  readonly label: string;
  /** The bonus on the test (0 for a Vantagem). */
  readonly bonus: number;
  /** Whether it gives Vantagem. */
  readonly vantagem: boolean;
  /** Only in this situation (the caller decides), when the book says so. */
  readonly when?: string;
}

/**
 * What the items give on a test now: the common items carried (Pesos de treino, Diário, Máscara,
 * Kit…), the relics in Sintonia (Rosário, Relógio de Fogo…) and the Vantagens that last until the
 * end of the fight (the Hidromel's Fortitude). A modifier with `when` holds only in that situation.
 *
 * @param s - The state.
 * @param test - A skill, a passive defense, an Interlúdio action (`evoluir_tecnica`, `treinar_oitavo`) or an attribute (`CON`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The modifiers, item by item.
 * @example
 * ```ts
 * itemModifiers(comPesos, 'evoluir_tecnica').map((m) => m.bonus) //=> [2]
 * ```
 */
export function itemModifiers(s: PlayState, test: string, ruleset: Ruleset = bookRuleset): readonly ItemModifier[] {
  const out: ItemModifier[] = [];
  const sources: ItemDefinition[] = [
    ...ruleset.items.common.filter((c) => carried(s, c.slug) > 0),
    ...ruleset.items.relics.filter((r) => s.relics.attuned.includes(r.slug) || (!r.needsSintonia && carried(s, r.slug) > 0)),
  ];
  for (const d of sources) {
    for (const b of d.numbers.testBonus ?? [])
      if (b.tests.includes(test)) out.push({ item: d.slug, label: d.label, bonus: b.bonus, vantagem: false, ...(b.when ? { when: b.when } : {}) });
    for (const v of d.numbers.advantage ?? [])
      if (v.test === test) out.push({ item: d.slug, label: d.label, bonus: 0, vantagem: true, ...(v.when ? { when: v.when } : {}) });
  }
  for (const a of s.advantageUntilFightEnds)
    if (a.test === test) out.push({ item: a.item, label: findItem(a.item, ruleset)?.label ?? a.item, bonus: 0, vantagem: true });
  return out;
}

/**
 * Options of {@link useItem}.
 *
 * @example
 * ```ts
 * const o: UseItemOptions = { rng: createRandom(7), sense: 'visao' };
 * ```
 */
export interface UseItemOptions {
  /** Which sense arrancado the Folha de Lótus brings back. */
  readonly sense?: SenseKey;
  /** The random source for the dice the item rolls (the Néctar's PV, the Hidromel's temporary PV). */
  readonly rng?: RandomSource;
}

/**
 * The outcome of using an item.
 *
 * @example
 * ```ts
 * const o: UseItemOutcome = unwrap(useItem(teo, comLotus, 'folha_de_lotus'));
 * o.applied //=> true
 * ```
 */
export interface UseItemOutcome {
  /** The state after it (one use, or one unit, spent). */
  readonly state: PlayState;
  /** The item's effect, in the book's words (empty for an item outside the book). */
  readonly effect: string;
  /**
   * Whether this function applied the effect to the state (the numbers that are state: PV healed,
   * temporary PV, Vantagem until the end of the fight, Cosmo for the next fight, the Cosmo to the
   * Teto, a Convicção, the senses). Otherwise the effect is narrative or the Mestre's, and the
   * caller applies it (the armor's Resistência, a condition that ends, a relic's action…).
   */
  readonly applied: boolean;
  /** The dice rolled (the Néctar's heal, the Hidromel's temporary PV), or `null`. */
  readonly roll: DiceRoll | null;
}

/**
 * Uses one unit (or one use) of an item the character carries, applying the numbers that are
 * state, read from the item's structured numbers: PV healed (the Néctar: 4d8, 8d8 from Grau 3;
 * never above the max PV now), temporary PV (the Hidromel: 2d8, the larger stays, until the end of
 * the fight) and its Vantagem in Fortitude, "the next fight starts with +N Cosmo" (the Chá: +2;
 * refused in a fight), the Cosmo to the Teto (the Maçã), every PV, a spent Convicção and the senses
 * arrancados (the Ambrosia), one sense arrancado (the Folha de Lótus, never a mutilado). A healing
 * item is refused once the fight's healing item was used. A relic is not used up here: it works
 * while in Sintonia (its passive numbers are in {@link playNumbers}). An item that rolls dice needs
 * `options.rng`.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param item - The item's slug (or name).
 * @param options - `sense`: which sense the Folha de Lótus brings back; `rng`: the dice.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`item_not_carried`, `item_healing_used`, `item_needs_sintonia`,
 *   `item_needs_rng`, `item_not_before_fight`, `item_only_in_rest`, `sense_not_lost`).
 * @example
 * ```ts
 * unwrap(useItem(teo, cego, 'folha_de_lotus')).state.sensesLost //=> []
 * unwrap(useItem(teo, ferido, 'nectar', { rng: createRandom(1) })).roll?.expression //=> 4d8
 * ```
 */
export function useItem(w: Warrior, s: PlayState, item: string, options: UseItemOptions = {}, ruleset: Ruleset = bookRuleset): Result<UseItemOutcome> {
  const dead = refuseIfDead<UseItemOutcome>(s);
  if (dead) return dead;
  const badSense = options.sense === undefined ? null : checkChoice('O sentido', ['sense'], options.sense, senseKeySchema);
  if (badSense) return fail([badSense]);
  const slug = norm(item);
  const have = carried(s, slug);
  if (have < 1) return refusePlay('item_not_carried', ['item'], { item, quantity: 1, have });
  const relic = ruleset.items.relics.find((r) => r.slug === slug);
  if (relic) {
    if (relic.needsSintonia && !s.relics.attuned.includes(slug)) return refusePlay('item_needs_sintonia', ['item'], { item: relic.label });
    return ok({ state: s, effect: relic.effect, applied: false, roll: null });
  }
  const def = findItem(slug, ruleset);
  const N: ItemNumbers = def?.numbers ?? {};
  const label = def?.label ?? slug;
  const perFight = ruleset.items.inFight.healingItemsPerFight;
  if (def?.healing && s.fight && s.fight.healingItemsUsed >= perFight) return refusePlay('item_healing_used', ['item'], { item: label, perFight });
  if (s.fight && (def?.use === 'antes_da_luta' || N.nextFightCosmo !== undefined)) return refusePlay('item_not_before_fight', ['item'], { item: label });
  if (N.inShortRest) return refusePlay('item_only_in_rest', ['item'], { item: label });
  // The dice, rolled first: a refusal leaves nothing spent.
  const grau = deriveFicha(w, ruleset).grau;
  const healDice = N.heal ? [...N.heal.from].reverse().find((f) => grau >= f.grau)?.dice ?? N.heal.dice : undefined;
  const diceText = healDice ?? N.tempHp;
  let roll: DiceRoll | null = null;
  if (diceText !== undefined) {
    if (!options.rng) return refusePlay('item_needs_rng', ['rng'], { item: label, dice: diceText });
    const r = rollDice(diceText, options.rng);
    if (!r.ok) return r;
    roll = r.value;
  }
  const used = spendItemUse(s, slug, ruleset);
  if (!used.ok) return used;
  const spent = produce(used.value, (x) => {
    if (def?.healing && x.fight) x.fight.healingItemsUsed += 1;
  });
  let state: PlayState = spent;
  let applied = false;
  if (N.sensesBack === 'um_arrancado') {
    const sense = options.sense ?? s.sensesLost.find((l) => l.how === 'arrancado')?.sense;
    const back = restoreSense(w, spent, sense ?? 'visao', ['arrancado'], ruleset);
    if (!back.ok) return back;
    state = back.value;
    applied = true;
  }
  if (N.sensesBack === 'todos_arrancados' || N.conviccoesBack !== undefined) {
    state = produce(state, (x) => {
      if (N.sensesBack === 'todos_arrancados') x.sensesLost = x.sensesLost.filter((l) => l.how !== 'arrancado');
      x.conviccoesSpent = Math.max(0, x.conviccoesSpent - (N.conviccoesBack ?? 0));
    });
    applied = true;
  }
  if (healDice !== undefined || N.healAll) {
    const { maxHp } = playNumbers(w, state, ruleset);
    const gain = N.healAll ? maxHp : roll!.total;
    state = produce(state, (x) => {
      x.hp = Math.max(x.hp, Math.min(maxHp, x.hp + gain));
    });
    applied = true;
  }
  if (N.tempHp !== undefined && roll) {
    const temp = roll.total;
    state = produce(state, (x) => {
      x.tempHp = Math.max(x.tempHp, temp);
    });
    applied = true;
  }
  if (N.untilFightEnds && N.advantage) {
    state = produce(state, (x) => {
      for (const a of N.advantage!) {
        if (!x.advantageUntilFightEnds.some((v) => v.item === slug && v.test === a.test)) x.advantageUntilFightEnds.push({ item: slug, test: a.test });
      }
    });
  }
  if (N.nextFightCosmo !== undefined) {
    const cosmo = N.nextFightCosmo;
    state = produce(state, (x) => {
      const row = x.nextFightCosmo.find((p) => p.item === slug);
      if (row) row.cosmo = Math.max(row.cosmo, cosmo);
      else x.nextFightCosmo.push({ item: slug, cosmo });
    });
    applied = true;
  }
  if (N.cosmoToTeto || N.healAll || N.sensesBack !== undefined) {
    const { teto } = playNumbers(w, state, ruleset);
    state = produce(state, (x) => {
      x.cosmo = N.cosmoToTeto ? Math.max(x.cosmo, teto) : Math.min(x.cosmo, teto);
    });
    applied = true;
  }
  return ok({ state, effect: def?.effect ?? '', applied, roll });
}
