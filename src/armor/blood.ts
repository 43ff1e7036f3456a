/**
 * Blood: the donor's thirds, and reviving a dead armor (restorer, Ofício, material by Posto,
 * blood on the ladder) into a new Version.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { produce } from 'immer';
import { d20Test, type D20TestResult, type RandomSource, roundWith } from '../dice/index.js';
import { type ArmorRules, bookCharacterRuleset, type CharacterRuleset } from '../rules/index.js';
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { armorIssue } from './issues.js';
import type { OficioCheck } from './life.js';
import { enterDivineForm } from './life.js';
import { armorVersion, checkBloodLadder, type Armor, type BloodKind } from './schema.js';

/**
 * What giving blood costs the donor.
 *
 * @example
 * ```ts
 * const d: BloodDonation = unwrap(donateBlood(40, 1)); // { maxHp: 26, lost: 14, … }
 * ```
 */
export interface BloodDonation {
  /** Thirds missing from the Sangue track. */
  readonly thirds: number;
  /** Maximum HP lost (rounded up). */
  readonly lost: number;
  /** The new maximum HP until the blood comes back (current HP fall with it if above). */
  readonly maxHp: number;
  /** Giving the whole blood kills. */
  readonly death: boolean;
  /** Days the donor sleeps (two thirds: a whole day), waking with `wakeHp`. */
  readonly unconsciousDays: number;
  /** HP on waking (two thirds: 1), or `null`. */
  readonly wakeHp: number | null;
  /** Attributes whose tests have Desvantagem until the blood comes back. */
  readonly disadvantageOn: readonly string[];
  /** Days until every third is back (one every 3 days; no remedy hastens it). */
  readonly daysToRecover: number;
  /** The table row, in pt-BR. */
  readonly immediate: string;
  /** What lasts until the blood comes back, in pt-BR. */
  readonly untilReturn: string;
}

/**
 * Gives blood to revive armors: one third per armor. The maximum HP loses that fraction, rounded
 * up (40 max HP, one third → 26); two thirds: faints a whole day and wakes with 1 HP; three thirds
 * kill (returned with a `blood_donation_fatal` warning). One third comes back every 3 days.
 *
 * @param donorMaxHp - The donor's full maximum HP (before any donation).
 * @param thirds - Thirds missing from the track after this donation (1, 2 or 3).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The cost to the donor, or coded issues for impossible input.
 * @example
 * ```ts
 * unwrap(donateBlood(40, 1)).maxHp //=> 26
 * unwrap(donateBlood(40, 2)).wakeHp //=> 1
 * ```
 */
export function donateBlood(donorMaxHp: number, thirds: number, ruleset: CharacterRuleset = bookCharacterRuleset): Result<BloodDonation> {
  const B = ruleset.armor.bloodThirds;
  const issues: Issue[] = [];
  if (!Number.isInteger(donorMaxHp) || donorMaxHp < 1) issues.push(armorIssue('blood_donor_hp_invalid', ['donorMaxHp'], { maxHp: donorMaxHp }));
  if (!Number.isInteger(thirds) || thirds < 1 || thirds > B.thirds) issues.push(armorIssue('blood_thirds_out_of_range', ['thirds'], { thirds, max: B.thirds }));
  if (issues.length) return fail(issues);
  const row = B.rows.find((r) => r.thirds === thirds);
  const lost = Math.min(donorMaxHp, roundWith((donorMaxHp * thirds) / B.thirds, B.maxHpLossRounding));
  const death = row?.death ?? thirds >= B.thirds;
  const value: BloodDonation = {
    thirds,
    lost,
    maxHp: death ? 0 : donorMaxHp - lost,
    death,
    unconsciousDays: row?.unconsciousDays ?? 0,
    wakeHp: row?.wakeHp ?? null,
    disadvantageOn: row?.disadvantageOn ?? [],
    daysToRecover: death ? 0 : thirds * B.daysPerThirdReturn,
    immediate: row?.immediate ?? '',
    untilReturn: row?.untilReturn ?? '',
  };
  return ok(value, death ? [armorIssue('blood_donation_fatal', ['thirds'], { thirds }, 'warning')] : []);
}

/**
 * What a revival asks for and gives.
 *
 * @example
 * ```ts
 * const input: ReviveInput = { blood: 'guerreiro', oficio: { modifier: 1, proficiency: 2 } };
 * ```
 */
export interface ReviveInput {
  /** The blood given: a third of an awakened warrior's (`guerreiro`), of an elite (`elite`), or a god's drop (`deus`). */
  readonly blood: BloodKind;
  /** The restorer's Ofício (not needed with a god's blood). */
  readonly oficio?: OficioCheck;
  /** The new form may change one characteristic… */
  readonly swapCharacteristic?: { readonly from: string; readonly to: string };
  /** …and the accessory. */
  readonly accessory?: string;
  /** How the new form looks. */
  readonly description?: string;
}

/**
 * The outcome of a revival attempt.
 *
 * @example
 * ```ts
 * const o: ReviveOutcome = unwrap(revive(dead, { blood: 'deus' }, rng));
 * o.success //=> true
 * ```
 */
export interface ReviveOutcome {
  /** The armor: revived on success, still dead on failure. */
  readonly armor: Armor;
  /** Whether it came back. */
  readonly success: boolean;
  /** The Ofício test (`null` with a god's blood: no test). */
  readonly test: D20TestResult | null;
  /** The CD: 14 + the current Version. */
  readonly cd: number | null;
  /** Days of work (one per Version; none with a god's blood). */
  readonly days: number;
  /** Material spent (lost on failure too). */
  readonly materials: ArmorRules['restore']['materials']['bronze'];
  /** Whether the blood was given (only when the test passes). */
  readonly bloodGiven: boolean;
  /** Whether it came back in a new Version (a real-risk death) or the same one (destroyed on purpose). */
  readonly newVersion: boolean;
  /** The rung the blood counted on. */
  readonly rung: BloodKind;
}

/**
 * Revives a dead armor: a restorer (Ofício against CD 14 + the current Version, one day per
 * Version), the material of its Posto (lost on failure) and blood that the ladder accepts
 * (equal to or stronger than the last, within the Posto's limit; elite blood on an elite armor
 * counts as warrior blood). A god's drop needs no material, test or days. A real-risk death comes
 * back one Version up with that blood's bonus; one destroyed on purpose, in the same Version.
 * The new form may swap one characteristic and the accessory.
 *
 * @param armor - The dead armor.
 * @param input - The blood, the restorer's Ofício and the new form's changes.
 * @param rng - The random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (not dead, final death, blood refused…).
 * @example
 * ```ts
 * const r = revive(deadTeo, { blood: 'guerreiro', oficio: { bonus: 20 } }, createRandom(1));
 * r.ok && r.value.armor.forms.length //=> 1 (V2)
 * ```
 */
export function revive(armor: Immutable<Armor>, input: ReviveInput, rng: RandomSource, ruleset: CharacterRuleset = bookCharacterRuleset): Result<ReviveOutcome> {
  const R = ruleset.armor;
  if (armor.state !== 'dead') return fail([armorIssue('armor_not_dead', [], { name: armor.name, state: armor.state })]);
  if (armor.death?.final) return fail([armorIssue('armor_death_final', [], { name: armor.name })]);
  const army = armor.army === undefined ? undefined : ruleset.armies.armies[armor.army];
  if (army && !army.armorAcceptsBlood) return fail([armorIssue('armor_refuses_blood', [], { name: armor.name, army: army.label })]);

  const kind = R.deathKinds.find((k) => k.slug === (armor.death?.kind ?? 'risco_de_verdade'));
  const newVersion = kind?.newVersion ?? true;
  const ladder = checkBloodLadder(armor, input.blood, ruleset);
  let rung: BloodKind;
  if (ladder.ok) rung = ladder.value;
  else if (!newVersion && ladder.issues.every((i) => i.code === 'blood_rung_full')) rung = input.blood;
  else return ladder;

  const issues: Issue[] = [];
  if (input.swapCharacteristic) {
    const { from, to } = input.swapCharacteristic;
    if (!armor.characteristics.includes(from)) issues.push(armorIssue('swap_invalid', ['swapCharacteristic', 'from'], { from }));
    if (!R.characteristics.some((c) => c.slug === to)) issues.push(armorIssue('characteristic_unknown', ['swapCharacteristic', 'to'], { characteristic: to }));
    else if (to !== from && armor.characteristics.includes(to)) issues.push(armorIssue('characteristic_duplicate', ['swapCharacteristic', 'to'], { characteristic: to }));
  }
  if (input.accessory !== undefined && !R.accessories.some((a) => a.slug === input.accessory)) {
    issues.push(armorIssue('accessory_unknown', ['accessory'], { accessory: input.accessory, options: R.accessories.map((a) => a.slug).join(', ') }));
  }
  if (issues.length) return fail(issues);

  const god = input.blood === 'deus' && R.godBlood.needsTest === false;
  const version = armorVersion(armor, ruleset);
  let test: D20TestResult | null = null;
  let cd: number | null = null;
  if (!god) {
    cd = R.restore.cdBase + R.restore.cdPerVersion * version;
    const t = d20Test({ ...(input.oficio ?? {}), kind: 'pericia', target: cd }, rng, ruleset);
    if (!t.ok) return t;
    test = t.value;
  }
  const success = god || test?.success === true;
  const materials = god && !R.godBlood.needsMaterial ? [] : R.restore.materials[armor.posto];
  const days = god && !R.godBlood.takesDays ? 0 : R.restore.daysPerVersion * version;
  if (!success) {
    return ok({ armor: armor as Armor, success, test, cd, days, materials, bloodGiven: false, newVersion, rung });
  }
  const revived = produce(armor as Armor, (x) => {
    x.state = 'intact';
    x.resistenciaSpent = 0;
    x.cascaPiecesLost = 0;
    x.remendoUsed = false;
    // Revival takes days: the fight's marks (the Polimento's first Aparar, the Elmo) start over.
    x.aparouThisFight = false;
    x.elmoCriticalsUsed = 0;
    delete x.death;
    if (newVersion) x.forms.push(input.description === undefined ? { blood: input.blood, rung } : { blood: input.blood, rung, description: input.description });
    if (newVersion && input.swapCharacteristic) {
      const i = x.characteristics.indexOf(input.swapCharacteristic.from);
      x.characteristics[i] = input.swapCharacteristic.to;
    }
    if (newVersion && input.accessory !== undefined) x.accessory = input.accessory;
  });
  return ok({ armor: revived, success, test, cd, days, materials, bloodGiven: true, newVersion, rung });
}

/**
 * A god's blood on a living armor of someone already in the Nono: it goes up one Version (the
 * god's-blood form) and turns Divine at once.
 *
 * @param armor - The living armor.
 * @param conditions - Whether the wearer is in the Nono.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor, one Version up, in the Divine form.
 * @example
 * ```ts
 * const r = godBloodOnLivingArmor(teo, { nono: true });
 * r.ok && r.value.divine !== undefined //=> true
 * ```
 */
export function godBloodOnLivingArmor(armor: Immutable<Armor>, conditions: { readonly nono: boolean }, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Armor> {
  if (armor.state === 'dead') return fail([armorIssue('armor_dead', [], { name: armor.name })]);
  if (!conditions.nono) return fail([armorIssue('divine_form_needs_nono', [], {})]);
  const army = armor.army === undefined ? undefined : ruleset.armies.armies[armor.army];
  if (army && !army.armorAcceptsBlood) return fail([armorIssue('armor_refuses_blood', [], { name: armor.name, army: army.label })]);
  const ladder = checkBloodLadder(armor, 'deus', ruleset);
  if (!ladder.ok) return ladder;
  const up = produce(armor as Armor, (x) => {
    x.forms.push({ blood: 'deus', rung: ladder.value });
  });
  return enterDivineForm(up, { nono: true, divineLink: true });
}

/**
 * An armor that remakes itself after death, without blood (the Súplice of Hades: in a week, in
 * the same Version). Its army's `armorReforms` says how.
 *
 * @param armor - The dead armor.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor back and the days it took, or a refusal.
 * @example
 * ```ts
 * const r = reformArmor(deadSuplice);
 * r.ok && r.value.days //=> 7
 * ```
 */
export function reformArmor(armor: Immutable<Armor>, ruleset: CharacterRuleset = bookCharacterRuleset): Result<{ armor: Armor; days: number }> {
  if (armor.state !== 'dead') return fail([armorIssue('armor_not_dead', [], { name: armor.name, state: armor.state })]);
  const how = armor.army === undefined ? undefined : ruleset.armies.armies[armor.army]?.armorReforms;
  if (!how) return fail([armorIssue('armor_does_not_reform', [], { name: armor.name })]);
  const back = produce(armor as Armor, (x) => {
    x.state = 'intact';
    x.resistenciaSpent = 0;
    x.cascaPiecesLost = 0;
    delete x.death;
  });
  return ok({ armor: back, days: how.days });
}
