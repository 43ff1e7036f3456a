/**
 * The Interlúdio's actions (Capítulo Doze), counted in days, each with its test: evolve a
 * technique, restore an armor, improve it, search, study an enemy, train the Oitavo, master the
 * Sétimo, learn to restore, heal a mutilated sense, train an apprentice. Every action refuses what
 * the book refuses (level, Posto, requirements, in a fight) before rolling, then lets its days pass
 * ({@link passDays}: every night a long rest, blood, Convicções, Cansaço) and applies the result.
 * On a failure the days are lost, and the character may try again. In the three-success trainings
 * a natural 20 counts two.
 *
 * @module
 */
import { produce } from 'immer';
import { craftImprovement, revive, type ReviveInput } from '../armor/index.js';
import { d20Test, type D20TestResult, type RandomSource, rollOutcome } from '../dice/index.js';
import { bookRuleset, type Ruleset, type SenseKey } from '../rules/index.js';
import { attemptEvolution, type EvolutionRequest, type Technique, type TechniqueInput } from '../technique/index.js';
import { deriveFicha, evolveTechnique, techniqueOwnerOf, type Warrior } from '../character/index.js';
import { fail, ok, type Result } from '../issues/index.js';
import type { PlayCheck } from './body.js';
import { refuseIfDead, refuseOverCount, refusePlay } from './internal.js';
import { addItem, itemModifiers, type ItemModifier } from './items.js';
import { PLAY_STATE_LIMITS } from './limits.js';
import { checkChoice, senseKeySchema } from './choices.js';
import { shareLidas } from './lidas.js';
import { passDays } from './rests.js';
import { restoreSense, type PlayState } from './state.js';
import { withArmor } from './worn-armor.js';

/**
 * The outcome of an Interlúdio action.
 *
 * @example
 * ```ts
 * const o: InterludeOutcome = unwrap(trainOitavo(teo12, s, createRandom(1)));
 * o.days //=> 7
 * ```
 */
export interface InterludeOutcome {
  /** The action's id (`progression.interludeActions`). */
  readonly action: string;
  /** Days spent (lost on a failure). */
  readonly days: number;
  /** Whether the test passed (or the action succeeded). */
  readonly success: boolean;
  /** The d20 test, or `null` when the action rolls nothing (a god's blood, training an apprentice). */
  readonly test: D20TestResult | null;
  /** The CD, or `null`. */
  readonly cd: number | null;
  /** The ficha in play after the days and the result. */
  readonly state: PlayState;
  /** The stored character after the result (a technique evolved, an armor restored or improved). */
  readonly warrior: Warrior;
  /** In the three-success trainings: successes so far, and how many are needed. */
  readonly progress?: { readonly successes: number; readonly needed: number };
  /**
   * The items that bear on the test: `applied` were added to it (carried, or a relic in Sintonia,
   * with no condition: the Incenso's +2 in training the Oitavo); `conditional` are the ones whose
   * condition only the table knows (the Pesos de treino: "uma técnica de Golpe"; the Diário: "uma
   * técnica anotada nele") — pass them in `bonus` when they hold.
   */
  readonly items?: { readonly applied: readonly ItemModifier[]; readonly conditional: readonly ItemModifier[] };
}

/** The item modifiers of a test, split into the unconditional (applied) and the conditional. */
function itemsFor(s: PlayState, test: string, ruleset: Ruleset): { applied: ItemModifier[]; conditional: ItemModifier[]; bonus: number } {
  const applied: ItemModifier[] = [];
  const conditional: ItemModifier[] = [];
  let bonus = 0;
  for (const m of itemModifiers(s, test, ruleset)) {
    if (m.when !== undefined) conditional.push(m);
    else {
      applied.push(m);
      bonus += m.bonus;
    }
  }
  return { applied, conditional, bonus };
}

function actionName(id: string, ruleset: Ruleset): string {
  return ruleset.progression.interludeActions.find((a) => a.id === id)?.name ?? id;
}

function level(w: Warrior): number {
  return 1 + w.levelUps.length;
}

function grauOf(w: Warrior, ruleset: Ruleset): number {
  return deriveFicha(w, ruleset).grau;
}

function guard<T>(s: PlayState, id: string, ruleset: Ruleset): Result<T> | null {
  const dead = refuseIfDead<T>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: actionName(id, ruleset) });
  return null;
}

function spend(w: Warrior, s: PlayState, days: number, ruleset: Ruleset): Result<PlayState> {
  return days > 0 ? passDays(w, s, days, {}, ruleset) : ok(s);
}

function skillBonus(w: Warrior, skill: string, ruleset: Ruleset): number {
  return deriveFicha(w, ruleset).skills.find((x) => x.id === skill)?.bonus.total ?? 0;
}

function cosmoCheck(w: Warrior, ruleset: Ruleset): PlayCheck {
  const f = deriveFicha(w, ruleset);
  return { modifier: f.cosmoAttribute.modifier, proficiency: f.proficiency };
}

/** Successes of one test in a three-success training: a natural 20 counts as the ruleset says. */
function successesOf(test: D20TestResult, natural20Counts: number): number {
  if (test.success !== true) return 0;
  return test.natural20 ? natural20Counts : 1;
}

/**
 * Options of a test rolled in the Interlúdio: extra bonuses (the mentor's +2, the Pesos de treino,
 * the Incenso…) and Vantagem sources.
 *
 * @example
 * ```ts
 * const o: InterludeTestOptions = { bonus: 2 };
 * ```
 */
export interface InterludeTestOptions {
  /** Every other bonus summed. */
  readonly bonus?: number;
  /** Sources of Vantagem. */
  readonly vantagem?: boolean | number;
}

/**
 * Evolves a technique (7 days): the technique module's test (1d20 + attribute + proficiency against
 * 10 + size + 1 per Grau above the first, of the technique as it will be). Success replaces it on
 * the stored character with the evolved one (new id, unread); failure keeps it, and the next
 * attempt at that technique has Vantagem.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param techniqueId - The technique to evolve.
 * @param request - The Grau to go to, the rebuild, the new name.
 * @param rng - The random source.
 * @param options - Extra bonus (the mentor; the Pesos de treino or the Diário when their condition holds — see `items.conditional`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (the technique module's; `play_list_full` when a failure's Vantagem
 *   would not fit in what a saved state holds; in a fight, dead…).
 * @example
 * ```ts
 * const r = evolveInInterlude(teo5, s, 'livro-garra-que-rasga-o-ceu', { toGrau: 2 }, createRandom(3));
 * if (r.ok && r.value.success) r.value.warrior.techniques[0]?.grau //=> 2
 * ```
 */
export function evolveInInterlude(
  w: Warrior,
  s: PlayState,
  techniqueId: string,
  request: Omit<EvolutionRequest, 'owner' | 'advantage'>,
  rng: RandomSource,
  options: InterludeTestOptions = {},
  ruleset: Ruleset = bookRuleset,
): Result<InterludeOutcome> {
  const id = 'evoluir_tecnica';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  const t = w.techniques.find((x) => x.id === techniqueId);
  if (!t) return refusePlay('interlude_requirement_missing', ['techniqueId'], { action: actionName(id, ruleset), missing: `uma técnica com o id "${techniqueId}"` });
  const advantage = s.training.evolutionAdvantage.includes(techniqueId);
  // A failure would add this technique's Vantagem: refused before rolling if a saved state holds no more.
  const L = PLAY_STATE_LIMITS.evolutionAdvantage;
  if (ruleset.techniques.evolution.failureGivesAdvantage && !advantage && s.training.evolutionAdvantage.length >= L)
    return refusePlay('play_list_full', ['training', 'evolutionAdvantage'], { list: 'técnicas com Vantagem na próxima evolução', max: L });
  const owner = techniqueOwnerOf(w, ruleset);
  const items = itemsFor(s, id, ruleset);
  const bonus = (options.bonus ?? 0) + items.bonus;
  // The technique module builds and checks the new version (refused before rolling if it breaks a
  // rule) and rolls its test; the Interlúdio's extra bonuses are added to that total.
  const r = attemptEvolution(t as Technique, { ...request, owner, advantage: advantage || options.vantagem === true }, rng, ruleset);
  if (!r.ok) return r;
  const total = r.value.test.total + bonus;
  // the bonus counts both ways: a penalty can turn the technique's own success into a failure; the
  // total against the CD is read as every test reads it (dice's rollOutcome: natural 20 and 1, a tie)
  const success = rollOutcome(r.value.test.natural, total, r.value.cd.total, r.value.test.kind, ruleset) !== 0;
  const days = ruleset.techniques.evolution.interludeDays;
  let warrior = w;
  if (success) {
    const evolved = produce(t as Technique, (d) => {
      d.grau = request.toGrau ?? grauOf(w, ruleset);
      if (request.rename !== undefined) d.name = request.rename;
      request.rebuild?.(d);
    });
    const e = evolveTechnique(w, techniqueId, evolved as unknown as TechniqueInput, ruleset);
    if (!e.ok) return e;
    warrior = e.value;
  }
  const passed = spend(warrior, s, days, ruleset);
  if (!passed.ok) return passed;
  const state = produce(passed.value, (x) => {
    x.training.evolutionAdvantage = x.training.evolutionAdvantage.filter((i) => i !== techniqueId);
    if (!success && ruleset.techniques.evolution.failureGivesAdvantage) x.training.evolutionAdvantage.push(techniqueId);
  });
  return ok({
    action: id,
    days,
    success,
    test: { ...r.value.test, bonus: r.value.test.bonus + bonus, total, success },
    cd: r.value.cd.total,
    state,
    warrior,
    items: { applied: items.applied, conditional: items.conditional },
  });
}

type Materials = readonly { readonly metal: string; readonly quantity: number }[];

/** Checks the metals are in the inventory and takes them out; `null` plus the issue when missing. */
function takeMaterials(s: PlayState, materials: Materials, ruleset: Ruleset): Result<PlayState> {
  for (const m of materials) {
    const have = s.inventory.find((i) => i.item === m.metal)?.quantity ?? 0;
    if (have < m.quantity) {
      const label = ruleset.items.metals.find((x) => x.slug === m.metal)?.label ?? m.metal;
      return refusePlay('item_not_carried', ['inventory'], { item: label, quantity: m.quantity, have });
    }
  }
  return ok(
    produce(s, (x) => {
      for (const m of materials) {
        const row = x.inventory.find((i) => i.item === m.metal)!;
        row.quantity -= m.quantity;
      }
      x.inventory = x.inventory.filter((i) => i.quantity > 0);
    }),
  );
}

/**
 * Options of the armor actions: whether the metals come from this character's inventory.
 *
 * @example
 * ```ts
 * const o: MaterialOptions = { materialsProvided: true };
 * ```
 */
export interface MaterialOptions {
  /** Someone else brings the metal: nothing is taken from this character's inventory. */
  readonly materialsProvided?: boolean;
}

/**
 * Restores (revives) the character's dead armor: the armor module's revival — a restorer's Ofício
 * against 14 + the current Version, one day per Version, the material of its Posto (lost on a
 * failure; taken from the inventory unless provided), the blood the ladder accepts. The donor's
 * own cost is {@link giveBlood} on the donor's state.
 *
 * @param w - The warrior (wearer of the dead armor).
 * @param s - The state.
 * @param input - The blood, the restorer's Ofício, the new form's changes.
 * @param rng - The random source.
 * @param options - Whether the metals are provided by someone else.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (the armor module's, `armor_missing`, `item_not_carried`).
 * @example
 * ```ts
 * const r = restoreArmorInInterlude(teoDead, s, { blood: 'guerreiro', oficio: { bonus: 20 } }, createRandom(1), { materialsProvided: true });
 * r.ok && r.value.warrior.armor?.state //=> 'intact'
 * ```
 */
export function restoreArmorInInterlude(
  w: Warrior,
  s: PlayState,
  input: ReviveInput,
  rng: RandomSource,
  options: MaterialOptions = {},
  ruleset: Ruleset = bookRuleset,
): Result<InterludeOutcome> {
  const id = 'restaurar_armadura';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  if (!w.armor) return refusePlay('armor_missing', ['armor'], {});
  const needs = input.blood === 'deus' && !ruleset.armor.godBlood.needsMaterial ? [] : ruleset.armor.restore.materials[w.armor.posto];
  const paid = options.materialsProvided ? ok(s) : takeMaterials(s, needs, ruleset);
  if (!paid.ok) return paid;
  const r = revive(w.armor, input, rng, ruleset);
  if (!r.ok) return r;
  const warrior = r.value.success ? withArmor(w, r.value.armor) : w;
  const passed = spend(warrior, paid.value, r.value.days, ruleset);
  if (!passed.ok) return passed;
  return ok({ action: id, days: r.value.days, success: r.value.success, test: r.value.test, cd: r.value.cd, state: passed.value, warrior });
}

/**
 * Improves the character's armor (1 day): the armor module's improvement — Ofício CD 16 with the
 * metal in hand (taken from the inventory unless provided; lost on a failure), one slot per
 * Version, each improvement once.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param improvement - The improvement's slug.
 * @param oficio - The restorer's Ofício.
 * @param rng - The random source.
 * @param options - Whether the metals are provided by someone else.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal.
 * @example
 * ```ts
 * const r = improveArmorInInterlude(teo, comGamanio, 'reforco_de_gamanio', { bonus: 20 }, createRandom(1));
 * r.ok && r.value.warrior.armor?.improvements //=> ['reforco_de_gamanio']
 * ```
 */
export function improveArmorInInterlude(
  w: Warrior,
  s: PlayState,
  improvement: string,
  oficio: PlayCheck,
  rng: RandomSource,
  options: MaterialOptions = {},
  ruleset: Ruleset = bookRuleset,
): Result<InterludeOutcome> {
  const id = 'melhorar_armadura';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  if (!w.armor) return refusePlay('armor_missing', ['armor'], {});
  const def = ruleset.armor.improvements.find((m) => m.slug === improvement);
  const paid = options.materialsProvided || !def ? ok(s) : takeMaterials(s, def.cost, ruleset);
  if (!paid.ok) return paid;
  const r = craftImprovement(w.armor, improvement, oficio, rng, ruleset);
  if (!r.ok) return r;
  const warrior = r.value.success ? withArmor(w, r.value.armor) : w;
  const passed = spend(warrior, paid.value, r.value.days, ruleset);
  if (!passed.ok) return passed;
  return ok({ action: id, days: r.value.days, success: r.value.success, test: r.value.test, cd: r.value.test.target, state: passed.value, warrior });
}

/**
 * What to search for: a rare item (a slug of the book's rare consumables) or one of the three
 * metals.
 *
 * @example
 * ```ts
 * const t: SearchTarget = { metal: 'gamanio' };
 * ```
 */
export type SearchTarget = { readonly item: string } | { readonly metal: string };

/**
 * Searches (Capítulo Oito): Investigação, Sobrevivência or Persuasão, as the character searches. A
 * rare item takes 3 days against CD 16; a metal, its own days and CD (Pó de Estrelas 1 · 15,
 * Gamânio 3 · 18, Oricalco 7 · 21). Success puts one in the inventory.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param target - The rare item or the metal.
 * @param skill - The skill rolled.
 * @param rng - The random source.
 * @param options - Extra bonus, Vantagem.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`interlude_skill_invalid`, `interlude_search_unknown`; `item_quantity_over`,
 *   `inventory_full` when what is found would not fit in what a saved state holds).
 * @example
 * ```ts
 * unwrap(searchInInterlude(teo, s, { metal: 'po_de_estrelas' }, 'sobrevivencia', createRandom(2))).days //=> 1
 * ```
 */
export function searchInInterlude(
  w: Warrior,
  s: PlayState,
  target: SearchTarget,
  skill: string,
  rng: RandomSource,
  options: InterludeTestOptions = {},
  ruleset: Ruleset = bookRuleset,
): Result<InterludeOutcome> {
  const id = 'buscar';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  const S = ruleset.items.search;
  if (!S.skills.includes(skill)) return refusePlay('interlude_skill_invalid', ['skill'], { action: actionName(id, ruleset), skill, options: S.skills.join(', ') });
  const rares = ruleset.items.consumables.filter((c) => c.rarity === 'rara');
  let found: { slug: string; days: number; cd: number } | undefined;
  if ('metal' in target) {
    const m = ruleset.items.metals.find((x) => x.slug === target.metal);
    if (m) found = { slug: m.slug, ...m.search };
  } else {
    const c = rares.find((x) => x.slug === target.item);
    if (c) found = { slug: c.slug, ...S.rare };
  }
  if (!found)
    return refusePlay('interlude_search_unknown', ['target'], {
      target: 'metal' in target ? target.metal : target.item,
      options: [...rares.map((c) => c.slug), ...ruleset.items.metals.map((m) => m.slug)].join(', '),
    });
  // What is found must fit in what a saved state holds: refused before rolling when it would not.
  const fits = addItem(s, found.slug, 1);
  if (!fits.ok) return fits;
  const t = d20Test({ kind: 'pericia', bonus: skillBonus(w, skill, ruleset) + (options.bonus ?? 0), vantagem: options.vantagem, target: found.cd }, rng, ruleset);
  if (!t.ok) return t;
  const success = t.value.success === true;
  const passed = spend(w, s, found.days, ruleset);
  if (!passed.ok) return passed;
  const kept = success ? addItem(passed.value, found.slug, 1) : ok(passed.value);
  if (!kept.ok) return kept;
  const state = kept.value;
  return ok({ action: id, days: found.days, success, test: t.value, cd: found.cd, state, warrior: w });
}

/**
 * Studies an enemy (1 day): Mitologia or Investigação against CD 12 + the enemy's level. On a
 * success, the techniques of that enemy that someone in the group already saw count as read by the
 * character too.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param study - The enemy, its level, the skill, and the group's Lidas.
 * @param rng - The random source.
 * @param options - Extra bonus, Vantagem.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal.
 * @example
 * ```ts
 * unwrap(studyEnemy(teo, s, { enemy: 'Shina', enemyLevel: 3, skill: 'investigacao', groupLidas }, createRandom(4))).cd //=> 15
 * ```
 */
export function studyEnemy(
  w: Warrior,
  s: PlayState,
  study: {
    readonly enemy: string;
    readonly enemyLevel: number;
    readonly skill: string;
    readonly groupLidas: readonly { readonly enemy: string; readonly technique: string }[];
  },
  rng: RandomSource,
  options: InterludeTestOptions = {},
  ruleset: Ruleset = bookRuleset,
): Result<InterludeOutcome> {
  const id = 'estudar_inimigo';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  const E = ruleset.progression.interlude.estudarInimigo;
  if (!E.skills.includes(study.skill))
    return refusePlay('interlude_skill_invalid', ['skill'], { action: actionName(id, ruleset), skill: study.skill, options: E.skills.join(', ') });
  if (!Number.isInteger(study.enemyLevel) || study.enemyLevel < 0) return refusePlay('play_amount_invalid', ['enemyLevel'], { field: 'enemyLevel', value: study.enemyLevel });
  const cd = E.cdBase + E.cdPerEnemyLevel * study.enemyLevel;
  const t = d20Test({ kind: 'pericia', bonus: skillBonus(w, study.skill, ruleset) + (options.bonus ?? 0), vantagem: options.vantagem, target: cd }, rng, ruleset);
  if (!t.ok) return t;
  const success = t.value.success === true;
  const passed = spend(w, s, E.days, ruleset);
  if (!passed.ok) return passed;
  const state = success ? shareLidas(passed.value, study.enemy, study.groupLidas) : passed.value;
  return ok({ action: id, days: E.days, success, test: t.value, cd, state, warrior: w });
}

/** One week of a three-success training (Oitavo, Sétimo): Cosmo attribute + proficiency against the CD. */
function weekOfTraining(
  w: Warrior,
  s: PlayState,
  id: string,
  rules: { readonly cd: number; readonly successes: number; readonly natural20Counts: number },
  field: 'oitavo' | 'setimo',
  rng: RandomSource,
  options: InterludeTestOptions,
  ruleset: Ruleset,
  done: (x: PlayState) => PlayState,
): Result<InterludeOutcome> {
  const items = itemsFor(s, id, ruleset);
  const t = d20Test({ ...cosmoCheck(w, ruleset), kind: 'pericia', bonus: (options.bonus ?? 0) + items.bonus, vantagem: options.vantagem, target: rules.cd }, rng, ruleset);
  if (!t.ok) return t;
  const got = successesOf(t.value, rules.natural20Counts);
  const days = ruleset.progression.interlude.weeklyActionDays;
  const passed = spend(w, s, days, ruleset);
  if (!passed.ok) return passed;
  let state = produce(passed.value, (x) => {
    x.training[field] = Math.min(rules.successes, x.training[field] + got);
  });
  if (state.training[field] >= rules.successes) state = done(state);
  return ok({
    action: id,
    days,
    success: got > 0,
    test: t.value,
    cd: rules.cd,
    state,
    warrior: w,
    progress: { successes: state.training[field], needed: rules.successes },
    items: { applied: items.applied, conditional: items.conditional },
  });
}

/**
 * Trains the Oitavo (a week): from level 12, Cosmo attribute + proficiency against CD 18; three
 * successes in different weeks (a natural 20 counts two). With the training complete, the next
 * fall with no stand left awakens it ({@link enterBuda}). Who has a god's blood in the armor and
 * the Sétimo mastered does not need the training.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param rng - The random source.
 * @param options - Extra bonus (the mentor), Vantagem. The Incenso de meditação carried is added by itself (`items.applied`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome with the progress, or a refusal.
 * @example
 * ```ts
 * unwrap(trainOitavo(teo12, s, createRandom(5))).progress //=> { successes: 1, needed: 3 } (or 0)
 * ```
 */
export function trainOitavo(w: Warrior, s: PlayState, rng: RandomSource, options: InterludeTestOptions = {}, ruleset: Ruleset = bookRuleset): Result<InterludeOutcome> {
  const id = 'treinar_oitavo';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  const O = ruleset.cosmo.oitavo;
  const name = actionName(id, ruleset);
  if (level(w) < O.minLevel) return refusePlay('interlude_level_too_low', [], { action: name, level: level(w), minLevel: O.minLevel });
  if (s.awakened.oitavo) return refusePlay('interlude_not_needed', [], { action: name, why: 'o Oitavo já despertou' });
  if (s.training.oitavo >= O.training.successes) return refusePlay('interlude_not_needed', [], { action: name, why: 'o treino já está completo' });
  const godBlood = w.armor?.forms.some((f) => f.blood === 'deus') === true;
  if (godBlood && s.awakened.setimoMastered) return refusePlay('interlude_not_needed', [], { action: name, why: O.bloodPath.requirements });
  return weekOfTraining(w, s, id, O.training, 'oitavo', rng, options, ruleset, (x) => x);
}

/**
 * Masters the Sétimo (a week): a Bronze or Prata from level 8, after the first Sétimo; Cosmo
 * attribute + proficiency against CD 18; three successes in different weeks (a natural 20 counts
 * two). Mastered: enters the Sétimo at the start of any turn with the Cosmo at the Teto, with no
 * sacrifice nor Convicção ({@link enterSetimo}).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param rng - The random source.
 * @param options - Extra bonus, Vantagem.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome with the progress, or a refusal.
 * @example
 * ```ts
 * unwrap(masterSetimo(teo8, despertou, createRandom(6))).days //=> 7
 * ```
 */
export function masterSetimo(w: Warrior, s: PlayState, rng: RandomSource, options: InterludeTestOptions = {}, ruleset: Ruleset = bookRuleset): Result<InterludeOutcome> {
  const id = 'dominar_setimo';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  const S = ruleset.cosmo.setimo;
  const name = actionName(id, ruleset);
  if (w.posto === 'elite') return refusePlay('interlude_not_needed', [], { action: name, why: 'a elite entra no Sétimo quando quer' });
  if (level(w) < S.masterFromLevel) return refusePlay('interlude_level_too_low', [], { action: name, level: level(w), minLevel: S.masterFromLevel });
  if (!s.awakened.setimo) return refusePlay('interlude_requirement_missing', [], { action: name, missing: 'o primeiro Sétimo' });
  if (s.awakened.setimoMastered) return refusePlay('interlude_not_needed', [], { action: name, why: 'o Sétimo já está dominado' });
  return weekOfTraining(w, s, id, S.masterTraining, 'setimo', rng, options, ruleset, (x) =>
    produce(x, (y) => {
      y.awakened.setimoMastered = true;
    }),
  );
}

/**
 * Learns to restore armors (1 day of workshop, only with a master restorer): Ofício against CD 16
 * per day of work; three successes, the days need not follow each other (a natural 20 counts two).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param rng - The random source.
 * @param options - `withMaster` (required), extra bonus, Vantagem.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome with the progress, or a refusal.
 * @example
 * ```ts
 * unwrap(learnToRestore(teo, s, createRandom(7), { withMaster: true })).progress?.needed //=> 3
 * ```
 */
export function learnToRestore(
  w: Warrior,
  s: PlayState,
  rng: RandomSource,
  options: InterludeTestOptions & { readonly withMaster?: boolean } = {},
  ruleset: Ruleset = bookRuleset,
): Result<InterludeOutcome> {
  const id = 'aprender_restaurar';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  const A = ruleset.progression.interlude.aprenderRestaurar;
  const name = actionName(id, ruleset);
  if (options.withMaster !== true) return refusePlay('interlude_requirement_missing', [], { action: name, missing: 'um mestre restaurador (withMaster)' });
  if (s.training.restorer) return refusePlay('interlude_not_needed', [], { action: name, why: 'o personagem já sabe restaurar' });
  const t = d20Test({ kind: 'pericia', bonus: skillBonus(w, A.skill, ruleset) + (options.bonus ?? 0), vantagem: options.vantagem, target: A.cd }, rng, ruleset);
  if (!t.ok) return t;
  const got = successesOf(t.value, A.natural20Counts);
  const passed = spend(w, s, A.days, ruleset);
  if (!passed.ok) return passed;
  const state = produce(passed.value, (x) => {
    x.training.restaurar = Math.min(A.successes, x.training.restaurar + got);
    if (x.training.restaurar >= A.successes) x.training.restorer = true;
  });
  return ok({
    action: id,
    days: A.days,
    success: got > 0,
    test: t.value,
    cd: A.cd,
    state,
    warrior: w,
    progress: { successes: state.training.restaurar, needed: A.successes },
  });
}

/**
 * Heals a mutilated sense (a week of Interlúdio): Medicina against CD 20, made by someone who cares
 * for the character. On a success the sense comes back — and its +1 Teto goes.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param sense - The mutilated sense.
 * @param medicina - The carer's Medicina.
 * @param rng - The random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`sense_not_lost` when that sense is not mutilated).
 * @example
 * ```ts
 * unwrap(healMutilatedSense(teo, semVisao, 'visao', { bonus: 30 }, createRandom(1))).state.sensesLost //=> []
 * ```
 */
export function healMutilatedSense(w: Warrior, s: PlayState, sense: SenseKey, medicina: PlayCheck, rng: RandomSource, ruleset: Ruleset = bookRuleset): Result<InterludeOutcome> {
  const id = 'cuidar_sentido';
  const g = guard<InterludeOutcome>(s, id, ruleset);
  if (g) return g;
  const M = ruleset.cosmo.senses.mutilation;
  const bad = checkChoice('O sentido', ['sense'], sense, senseKeySchema);
  if (bad) return fail([bad]);
  if (!s.sensesLost.some((l) => l.sense === sense && l.how === 'mutilado'))
    return refusePlay('sense_not_lost', ['sense'], { sense: ruleset.cosmo.senses.list.find((x) => x.id === sense)?.name ?? sense, how: 'mutilado' });
  const t = d20Test({ ...medicina, kind: 'pericia', target: M.medicinaCd }, rng, ruleset);
  if (!t.ok) return t;
  const success = t.value.success === true;
  const passed = spend(w, s, M.interludeDays, ruleset);
  if (!passed.ok) return passed;
  let state = passed.value;
  if (success) {
    const back = restoreSense(w, state, sense, ['mutilado'], ruleset);
    if (!back.ok) return back;
    state = back.value;
  }
  return ok({ action: id, days: M.interludeDays, success, test: t.value, cd: M.medicinaCd, state, warrior: w });
}

/**
 * Trains an apprentice (a week): only a Prata or above. Every three weeks of training the
 * apprentice rises one human level (`apprenticeLevelUp`; raise the apprentice with
 * `raiseHumanLevel`); from human level 3 the apprentice may take the armor's trial. No test.
 *
 * @param w - The warrior (the master).
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome and whether the apprentice rises now, or a refusal (`interlude_posto_too_low`;
 *   `play_count_over` past the weeks a saved state counts).
 * @example
 * ```ts
 * unwrap(trainApprentice(prata, s)).apprenticeLevelUp //=> false (true on the third week)
 * ```
 */
export function trainApprentice(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<InterludeOutcome & { readonly apprenticeLevelUp: boolean }> {
  const id = 'treinar_aprendiz';
  const g = guard<InterludeOutcome & { readonly apprenticeLevelUp: boolean }>(s, id, ruleset);
  if (g) return g;
  const A = ruleset.armies.chainOfCommand.apprentice;
  const order = ruleset.progression.posto.order;
  if (order.indexOf(w.posto) < order.indexOf(A.minPosto)) {
    const label = (p: string) => ruleset.armor.postos[p as keyof typeof ruleset.armor.postos]?.label ?? p;
    return refusePlay('interlude_posto_too_low', [], { action: actionName(id, ruleset), posto: label(w.posto), minPosto: label(A.minPosto) });
  }
  const over = refuseOverCount<InterludeOutcome & { readonly apprenticeLevelUp: boolean }>('As semanas de treino do aprendiz', ['training', 'apprenticeWeeks'], s.training.apprenticeWeeks + 1);
  if (over) return over;
  const days = ruleset.progression.interlude.weeklyActionDays;
  const passed = spend(w, s, days, ruleset);
  if (!passed.ok) return passed;
  const state = produce(passed.value, (x) => {
    x.training.apprenticeWeeks += 1;
  });
  const apprenticeLevelUp = state.training.apprenticeWeeks % A.weeksPerHumanLevel === 0;
  return ok({ action: id, days, success: true, test: null, cd: null, state, warrior: w, apprenticeLevelUp });
}
