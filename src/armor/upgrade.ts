/**
 * Improving, promoting and borrowing an armor.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { produce } from 'immer';
import { d20Test, type D20TestResult, type RandomSource } from '../dice/index.js';
import { type ArmorRules, bookCharacterRuleset, type CharacterRuleset } from '../rules/index.js';
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { deriveArmor, type DerivedArmor } from './derive.js';
import { lentArmorWorn } from './fight-rules.js';
import { armorIssue } from './issues.js';
import type { OficioCheck } from './life.js';
import { armorVersion, comparePosto, improvementSlots, type Armor, type ArmorWearer, type Posto } from './schema.js';

/**
 * Installs an improvement whose Ofício test already passed: a living armor, a known improvement,
 * once each, the Posto it asks for, and a free slot (one per Version; the Urna marcada does not
 * count).
 *
 * @param armor - The armor.
 * @param improvement - A slug of `armor.improvements`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The improved armor, or a refusal.
 * @example
 * ```ts
 * unwrap(addImprovement(teo, 'reforco_de_gamanio')).improvements //=> ['reforco_de_gamanio']
 * ```
 */
export function addImprovement(armor: Immutable<Armor>, improvement: string, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Armor> {
  const R = ruleset.armor;
  if (armor.state === 'dead') return fail([armorIssue('armor_dead', [], { name: armor.name })]);
  const def = R.improvements.find((m) => m.slug === improvement);
  if (!def) return fail([armorIssue('improvement_unknown', ['improvement'], { improvement })]);
  const issues: Issue[] = [];
  if (R.improvementRules.oncePerArmor && armor.improvements.includes(improvement)) {
    issues.push(armorIssue('improvement_already_installed', ['improvement'], { improvement }));
  }
  if (comparePosto(armor.posto, def.minPosto) < 0) {
    issues.push(armorIssue('improvement_posto_too_low', ['improvement'], { improvement, minPosto: R.postos[def.minPosto].label, posto: R.postos[armor.posto].label }));
  }
  const slots = improvementSlots(armor, ruleset);
  if (def.countsTowardLimit && slots.used >= slots.max) {
    issues.push(armorIssue('improvement_no_slot', ['improvement'], { used: slots.used, max: slots.max, version: armorVersion(armor, ruleset) }));
  }
  if (issues.length) return fail(issues);
  return ok(
    produce(armor as Armor, (x) => {
      x.improvements.push(improvement);
    }),
  );
}

/**
 * The outcome of working an improvement.
 *
 * @example
 * ```ts
 * const o: ImprovementOutcome = unwrap(craftImprovement(teo, 'reforco_de_gamanio', { bonus: 5 }, rng));
 * ```
 */
export interface ImprovementOutcome {
  /** The armor (improved on success, unchanged on failure). */
  readonly armor: Armor;
  /** Whether the Ofício test passed. */
  readonly success: boolean;
  /** The test against CD 16. */
  readonly test: D20TestResult;
  /** Metal spent (lost on failure too). */
  readonly materials: ArmorRules['improvements'][number]['cost'];
  /** Days of work. */
  readonly days: number;
}

/**
 * A restorer works an improvement on a living armor: the listed metal, one day, Ofício against
 * CD 16. On failure the metal is lost. Refuses first whatever {@link addImprovement} refuses.
 *
 * @param armor - The armor.
 * @param improvement - A slug of `armor.improvements`.
 * @param oficio - The restorer's Ofício.
 * @param rng - The random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal.
 * @example
 * ```ts
 * const r = craftImprovement(teo, 'reforco_de_gamanio', { bonus: 30 }, createRandom(1));
 * r.ok && r.value.success //=> true
 * ```
 */
export function craftImprovement(
  armor: Immutable<Armor>,
  improvement: string,
  oficio: OficioCheck,
  rng: RandomSource,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<ImprovementOutcome> {
  const added = addImprovement(armor, improvement, ruleset);
  if (!added.ok) return added;
  const R = ruleset.armor;
  const t = d20Test({ ...oficio, kind: 'pericia', target: R.improvementRules.cd }, rng, ruleset);
  if (!t.ok) return t;
  const success = t.value.success === true;
  const materials = R.improvements.find((m) => m.slug === improvement)!.cost;
  return ok({ armor: success ? added.value : (armor as Armor), success, test: t.value, materials, days: R.improvementRules.days });
}

/**
 * Whether a character may rise to a Posto: Prata from level 9; elite from level 15 and only with a
 * vacant seat. (The moment is the story's; the requirement is the rule's.)
 *
 * @param to - The Posto to rise to.
 * @param level - The character's level.
 * @param vacantSeat - Whether an elite seat is vacant.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns `ok(true)` or the unmet requirements.
 * @example
 * ```ts
 * canPromote('prata', 9).ok //=> true
 * canPromote('elite', 15, false).issues[0]?.code //=> 'promotion_needs_vacant_seat'
 * ```
 */
export function canPromote(to: Exclude<Posto, 'bronze'>, level: number, vacantSeat = false, ruleset: CharacterRuleset = bookCharacterRuleset): Result<true> {
  const P = ruleset.progression.posto;
  const issues: Issue[] = [];
  const min = to === 'prata' ? P.prata.minLevel : P.elite.minLevel;
  if (level < min) issues.push(armorIssue('promotion_level_too_low', ['level'], { posto: ruleset.armor.postos[to].label, level, minLevel: min }));
  if (to === 'elite' && P.elite.needsVacantSeat && !vacantSeat) issues.push(armorIssue('promotion_needs_vacant_seat', ['vacantSeat'], {}));
  return issues.length ? fail(issues) : ok(true);
}

/**
 * Promotion of the armor itself, Bronze → Prata: the same armor moves to the Prata row, keeps its
 * form bonuses and gains characteristics up to the Prata's number. To the elite the armor does not
 * rise — the character takes a vacant seat and its armor (`promotion_elite_takes_seat`).
 *
 * @param armor - The armor.
 * @param to - The new Posto.
 * @param options - The character's level and the new characteristic(s).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The promoted armor, or a refusal.
 * @example
 * ```ts
 * unwrap(promote(teo, 'prata', { level: 9, newCharacteristics: ['leve'] })).posto //=> 'prata'
 * ```
 */
export function promote(
  armor: Immutable<Armor>,
  to: Exclude<Posto, 'bronze'>,
  options: { readonly level: number; readonly newCharacteristics?: readonly string[] },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<Armor> {
  const R = ruleset.armor;
  if (comparePosto(to, armor.posto) <= 0) return fail([armorIssue('promotion_not_higher', ['to'], { from: R.postos[armor.posto].label, to: R.postos[to].label })]);
  if (to === 'elite') return fail([armorIssue('promotion_elite_takes_seat', ['to'], {})]);
  const req = canPromote(to, options.level, false, ruleset);
  if (!req.ok) return req;
  const added = options.newCharacteristics ?? [];
  const issues: Issue[] = [];
  added.forEach((c, i) => {
    if (!R.characteristics.some((x) => x.slug === c)) issues.push(armorIssue('characteristic_unknown', ['newCharacteristics', i], { characteristic: c }));
    if (armor.characteristics.includes(c) || added.indexOf(c) !== i) issues.push(armorIssue('characteristic_duplicate', ['newCharacteristics', i], { characteristic: c }));
  });
  const expected = R.characteristicsPerPosto[to];
  const count = armor.characteristics.length + added.length;
  if (count < expected) issues.push(armorIssue('promotion_needs_characteristic', ['newCharacteristics'], { expected, count }));
  if (count > expected) issues.push(armorIssue('characteristics_over_posto', ['newCharacteristics'], { count, max: expected, posto: R.postos[to].label }));
  if (issues.length) return fail(issues);
  return ok(
    produce(armor as Armor, (x) => {
      x.posto = to;
      x.characteristics.push(...added);
      if (!R.promotion.bronzeToPrataKeepsForms) x.forms = [];
    }),
  );
}

/**
 * Wearing a borrowed armor of a higher Posto for one fight: its Posto row, accessory and
 * characteristics, plus the Resistência of your CON and Vida — not the forms' bonuses, its Golpe
 * do Assento or the mastered Sétimo. An Ouro armor only goes to someone who already woke the
 * Sétimo (a Bronze from level 5 on); a Prata armor to any Bronze. It never dies on you.
 *
 * @param lent - The lent armor.
 * @param wearer - The wearer's CON and Vida.
 * @param borrower - The borrower's own Posto, level and whether they ever woke the Sétimo.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The derived armor as the borrower wears it, or a refusal.
 * @example
 * ```ts
 * const r = deriveBorrowedArmor(sagitario, { con: 1, vidaChoices: 0 }, { posto: 'bronze', level: 5, setimoAwakened: true });
 * r.ok && r.value.def.total //=> 6
 * ```
 */
export function deriveBorrowedArmor(
  lent: Immutable<Armor>,
  wearer: ArmorWearer,
  borrower: { readonly posto: Posto; readonly level: number; readonly setimoAwakened: boolean },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<DerivedArmor> {
  const worn = lentArmorWorn(lent, borrower, ruleset);
  if (!worn.ok) return worn;
  return ok(deriveArmor(worn.value, wearer, ruleset));
}
