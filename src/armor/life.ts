/**
 * The armor's life in and between fights: spending Resistência, Aparar, shattering, the Elmo,
 * the casca, the Divine form, the end of a fight, the long rest (regeneration), the remendo, the
 * Unguento and death. Every update is an immer producer: the input is never mutated.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { produce } from 'immer';
import { d20Test, type D20TestInput, type D20TestResult, type RandomSource, rollDie, roundWith } from '../dice/index.js';
import { bookCharacterRuleset, type CharacterRuleset } from '../rules/index.js';
import { fail, ok, type Result } from '../issues/index.js';
import { deriveArmor, type DerivedArmor } from './derive.js';
import { armorReflections, golpeComumParriable, type ArmorReflection, type HitKind } from './damage.js';
import { armorIssue } from './issues.js';
import { activeImprovements, canSacrifice, firstApararDamageTaken, ignoresArmorBreaking } from './fight-rules.js';
import { armorVersion, type Armor, type ArmorWearer } from './schema.js';

/**
 * The roller's Ofício for a test (everything of a d20 test except its kind and target).
 *
 * @example
 * ```ts
 * const oficio: OficioCheck = { modifier: 0, proficiency: 2 }; // INT +0, trained
 * ```
 */
export type OficioCheck = Omit<D20TestInput, 'kind' | 'target'>;

function deadOrShattered(armor: Immutable<Armor>): Result<never> | null {
  if (armor.state === 'dead') return fail([armorIssue('armor_dead', [], { name: armor.name })]);
  if (armor.state === 'shattered') return fail([armorIssue('armor_shattered', [], { name: armor.name })]);
  return null;
}

/**
 * Shatters the armor (Resistência 0, or a destiny break): it gives nothing until the end of the
 * fight — no DEF, Bloquear, Elmo, Pernas, accessory.
 *
 * @param armor - The armor.
 * @returns The shattered armor, or a refusal for a dead one.
 * @example
 * ```ts
 * shatter(teo).ok && shatter(teo).value.state //=> 'shattered'
 * ```
 */
export function shatter(armor: Immutable<Armor>): Result<Armor> {
  if (armor.state === 'dead') return fail([armorIssue('armor_dead', [], { name: armor.name })]);
  return ok(
    produce(armor as Armor, (d) => {
      d.state = 'shattered';
    }),
  );
}

/**
 * Spends Resistência (a technique that breaks the armor, the semideus's Grau…). At 0 the armor
 * shatters. With the Gravação da constelação (while active) an armor-breaking technique takes nothing.
 *
 * @param armor - The armor.
 * @param wearer - The wearer's CON and Vida (they are part of the maximum).
 * @param amount - How much. Left out: the rule's `armor.breaking.resistenciaPerHit` for an
 *   armor-breaking hit, else 1 point.
 * @param options - `armorBreaking`: it comes from a technique that breaks the armor.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor after it.
 * @example
 * ```ts
 * const r = spendResistencia(teo, { con: 1, vidaChoices: 0 }, 4);
 * r.ok && r.value.state //=> 'shattered'
 * spendResistencia(teo, { con: 1, vidaChoices: 0 }, undefined, { armorBreaking: true }) // armor.breaking.resistenciaPerHit (1)
 * ```
 */
export function spendResistencia(
  armor: Immutable<Armor>,
  wearer: ArmorWearer,
  amount?: number,
  options: { readonly armorBreaking?: boolean } = {},
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<Armor> {
  const refused = deadOrShattered(armor);
  if (refused) return refused;
  if (amount === undefined) amount = options.armorBreaking ? ruleset.armor.breaking.resistenciaPerHit : 1;
  if (!Number.isInteger(amount) || amount < 0) return fail([armorIssue('resistencia_amount_invalid', ['amount'], { amount })]);
  const d = deriveArmor(armor, wearer, ruleset);
  if (options.armorBreaking && ignoresArmorBreaking(activeImprovements(d), ruleset)) {
    return ok(armor as Armor);
  }
  const left = d.resistencia - amount;
  return ok(
    produce(armor as Armor, (x) => {
      x.resistenciaSpent = Math.min(d.resistenciaCap, x.resistenciaSpent + amount);
      if (left <= 0) x.state = 'shattered';
    }),
  );
}

/**
 * The damage taken through an Aparar, as a number: the hit's damage times `armor.aparar.damageTaken`
 * (half), rounded `armor.aparar.rounding` (down) — or times another fraction (the Polimento's
 * quarter on the first Aparar of a fight). {@link aparar} and the fight simulator both use it.
 *
 * @param damage - The damage of the hit.
 * @param fraction - Another fraction of the damage (default the ruleset's).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The damage taken.
 * @example
 * ```ts
 * apararDamageTaken(9) //=> 4
 * apararDamageTaken(9, { numerator: 1, denominator: 4 }) //=> 2
 * ```
 */
export function apararDamageTaken(
  damage: number,
  fraction?: { readonly numerator: number; readonly denominator: number },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): number {
  const A = ruleset.armor.aparar;
  const f = fraction ?? A.damageTaken;
  return roundWith((damage * f.numerator) / f.denominator, A.rounding);
}

/**
 * Options of {@link aparar}: where the hit came from, and what answers it.
 *
 * @example
 * ```ts
 * const o: ApararOptions = { source: 'tecnica', grau: 1 };
 * ```
 */
export interface ApararOptions {
  /**
   * The kind of hit: a figurante's (a band's) is refused ("Dano de figurante não se apara"), and a
   * golpe comum from a Cortante armor too. Unknown: parried as before.
   */
  readonly source?: HitKind;
  /** The attacker's derived armor (its Cortante), when known. */
  readonly attackerArmor?: Pick<DerivedArmor, 'characteristics'> | null;
  /** The wearer's Grau: with it, parrying a technique gives the Espelhada's reflection. */
  readonly grau?: number;
}

/**
 * Aparar: after being hit and seeing the damage, spend 1 Resistência (and the reaction) and take
 * half of it, rounded down — a quarter on the first Aparar of the fight with the Polimento. A
 * figurante's damage cannot be parried (`aparar_figurante`), nor a golpe comum of a Cortante armor
 * (`aparar_cortante`). Parrying a technique with the wearer's Grau known returns what an Espelhada
 * sends back (once per fight: the caller keeps count).
 *
 * @param armor - The armor.
 * @param damage - The damage of the hit.
 * @param wearer - The wearer's CON and Vida.
 * @param ruleset - The ruleset (defaults to the book's).
 * @param options - The hit's source, the attacker's armor, the wearer's Grau.
 * @returns The armor after it, the damage taken and the reflections.
 * @example
 * ```ts
 * const r = aparar(teo, 9, { con: 1, vidaChoices: 0 });
 * r.ok && r.value.damageTaken //=> 4
 * aparar(teo, 2, { con: 1, vidaChoices: 0 }, bookRuleset, { source: 'figurante' }).ok //=> false
 * ```
 */
export function aparar(
  armor: Immutable<Armor>,
  damage: number,
  wearer: ArmorWearer,
  ruleset: CharacterRuleset = bookCharacterRuleset,
  options: ApararOptions = {},
): Result<{ armor: Armor; damageTaken: number; reflected: ArmorReflection[] }> {
  const refused = deadOrShattered(armor);
  if (refused) return refused;
  if (!Number.isInteger(damage) || damage < 0) return fail([armorIssue('damage_invalid', ['damage'], { damage })]);
  if (options.source === 'figurante') return fail([armorIssue('aparar_figurante', ['source'], { name: armor.name })]);
  if (options.source === 'golpe_comum' && !golpeComumParriable(options.attackerArmor, ruleset)) return fail([armorIssue('aparar_cortante', ['source'], { name: armor.name })]);
  const A = ruleset.armor.aparar;
  const d = deriveArmor(armor, wearer, ruleset);
  if (d.resistencia < A.resistenciaCost) return fail([armorIssue('aparar_no_resistencia', [], { name: armor.name })]);
  const polish = armor.aparouThisFight ? undefined : firstApararDamageTaken(activeImprovements(d), ruleset);
  const damageTaken = apararDamageTaken(damage, polish, ruleset);
  const spent = spendResistencia(armor, wearer, A.resistenciaCost, {}, ruleset);
  // Stryker disable next-line ConditionalExpression: aqui spendResistencia não recusa (o estado e a Resistência já foram conferidos, a quantia é a do ruleset)
  if (!spent.ok) return spent;
  return ok({
    armor: produce(spent.value, (x) => {
      x.aparouThisFight = true;
    }),
    damageTaken,
    reflected: options.source === 'tecnica' && options.grau !== undefined ? armorReflections(d, 'aparar_tecnica', options.grau, ruleset) : [],
  });
}

/**
 * The Elmo turns a critical into a normal hit (once per fight; twice with the Elmo de duas
 * camadas) — and flies away.
 *
 * @param armor - The armor.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor after it, or `elmo_gone` when the Elmo is not there to hold it.
 * @example
 * ```ts
 * const r = elmoTakesCritical(teo);
 * r.ok && r.value.elmoCriticalsUsed //=> 1
 * ```
 */
export function elmoTakesCritical(armor: Immutable<Armor>, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Armor> {
  // Stryker disable next-line ObjectLiteral: o Elmo não depende do portador (CON e Vida só mexem na Resistência)
  const d = deriveArmor(armor, { con: 0, vidaChoices: 0 }, ruleset);
  if (!d.elmo.inPlace) return fail([armorIssue('elmo_gone', [], { name: armor.name })]);
  return ok(
    produce(armor as Armor, (x) => {
      x.elmoCriticalsUsed += 1;
    }),
  );
}

/**
 * How many pieces of a casca one attack breaks (tables/07-armaduras.md › Quadro "A casca: vestir
 * uma armadura morta"): `armor.casca.piecesLostPerHitOrBlock` for an attack that hits or is
 * blocked, `extraForArmorBreakingTechnique` more for a technique that breaks the armor, all of them
 * on a critical (`criticalTakesAll`). The number {@link cascaHit} and the fight simulator both use.
 *
 * @param pieces - The casca's pieces (the Posto's Resistência).
 * @param hit - `critical`, `armorBreaking` (a technique that breaks the armor).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The pieces lost (never more than `pieces`).
 * @example
 * ```ts
 * cascaPiecesBroken(3, {}) //=> 1
 * cascaPiecesBroken(3, { armorBreaking: true }) //=> 2
 * cascaPiecesBroken(3, { critical: true }) //=> 3
 * ```
 */
export function cascaPiecesBroken(
  pieces: number,
  hit: { readonly critical?: boolean; readonly armorBreaking?: boolean } = {},
  ruleset: CharacterRuleset = bookCharacterRuleset,
): number {
  const C = ruleset.armor.casca;
  const all = Number.isInteger(pieces) && pieces >= 1 ? pieces : 0;
  const lost = hit.critical && C.criticalTakesAll ? all : C.piecesLostPerHitOrBlock + (hit.armorBreaking ? C.extraForArmorBreakingTechnique : 0);
  return Math.min(all, lost);
}

/**
 * A hit on a casca (a dead armor worn): each attack that hits or is blocked breaks a piece; a
 * technique that breaks the armor takes one more; a critical takes them all. Without pieces it is
 * shattered until the end of the fight; the pieces come back on a rest.
 *
 * @param armor - The dead armor.
 * @param hit - `critical`, `armorBreaking` (a technique that breaks the armor).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor after it.
 * @example
 * ```ts
 * const r = cascaHit(deadTeo, { armorBreaking: true });
 * r.ok && r.value.cascaPiecesLost //=> 2
 * ```
 */
export function cascaHit(
  armor: Immutable<Armor>,
  hit: { readonly critical?: boolean; readonly armorBreaking?: boolean } = {},
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<Armor> {
  if (armor.state !== 'dead') return fail([armorIssue('armor_not_in_casca', [], { name: armor.name })]);
  const pieces = ruleset.armor.postos[armor.posto].resistencia;
  const lost = cascaPiecesBroken(pieces, hit, ruleset);
  return ok(
    produce(armor as Armor, (x) => {
      x.cascaPiecesLost = Math.min(pieces, x.cascaPiecesLost + lost);
    }),
  );
}

/**
 * Enters the Divine form: only in the Nono and with a divine link (god's blood in the armor, or a
 * link object). The Divine row replaces the Posto row (form bonuses still add), the Resistência
 * comes back whole, and it lasts until the end of the fight.
 *
 * @param armor - The armor.
 * @param conditions - Whether the wearer is in the Nono and has a divine link.
 * @returns The armor in the Divine form.
 * @example
 * ```ts
 * enterDivineForm(teo, { nono: true, divineLink: true }).ok //=> true
 * enterDivineForm(teo, { nono: false, divineLink: true }).issues[0]?.code //=> 'divine_form_needs_nono'
 * ```
 */
export function enterDivineForm(armor: Immutable<Armor>, conditions: { readonly nono: boolean; readonly divineLink: boolean }): Result<Armor> {
  if (armor.state === 'dead') return fail([armorIssue('armor_dead', [], { name: armor.name })]);
  if (armor.divine) return fail([armorIssue('divine_form_already', [], { name: armor.name })]);
  const issues = [];
  if (!conditions.nono) issues.push(armorIssue('divine_form_needs_nono', [], {}));
  if (!conditions.divineLink) issues.push(armorIssue('divine_form_needs_link', [], {}));
  if (issues.length) return fail(issues);
  return ok(
    produce(armor as Armor, (x) => {
      x.divine = { stateBefore: x.state, resistenciaSpentBefore: x.resistenciaSpent };
      x.state = 'intact';
      x.resistenciaSpent = 0;
    }),
  );
}

/**
 * The end of a fight: the Divine form ends (the Resistência goes back to what it was before), the
 * Elmo is picked up, the Polimento's first Aparar is back. A shattered armor stays shattered
 * until the long rest.
 *
 * @param armor - The armor.
 * @returns The armor after the fight.
 * @example
 * ```ts
 * endFight({ ...teo, elmoCriticalsUsed: 1 }).elmoCriticalsUsed //=> 0
 * ```
 */
export function endFight(armor: Immutable<Armor>): Armor {
  return produce(armor as Armor, (x) => {
    if (x.divine && x.state !== 'dead') {
      x.state = x.divine.stateBefore;
      x.resistenciaSpent = x.divine.resistenciaSpentBefore;
    }
    delete x.divine;
    x.elmoCriticalsUsed = 0;
    x.aparouThisFight = false;
  });
}

/**
 * The long rest (regeneration). A living armor comes back whole; one that shattered comes back
 * cracked at half its Resistência (rounded up) and whole at the next long rest — the default
 * `rachada` rule; with `armor.options.regeneration = 'inteira'` it comes back whole at once. A
 * dead armor does not regenerate (its casca pieces come back). The remendo is available again.
 * Also ends the fight if it was still on ({@link endFight}).
 *
 * @param armor - The armor.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor after the rest.
 * @example
 * ```ts
 * longRest({ ...teo, state: 'shattered' }).state //=> 'cracked'
 * longRest(longRest({ ...teo, state: 'shattered' })).state //=> 'intact'
 * ```
 */
export function longRest(armor: Immutable<Armor>, ruleset: CharacterRuleset = bookCharacterRuleset): Armor {
  const after = endFight(armor);
  const R = ruleset.armor;
  return produce(after, (x) => {
    x.remendoUsed = false;
    x.cascaPiecesLost = 0;
    if (x.state === 'dead' && !R.regeneration.deadRegenerates) return;
    // 'rachada': a shattered armor comes back cracked; a cracked one is whole at the next rest.
    // 'inteira': the seed's paragraph read literally — every long rest restores everything.
    x.state = x.state === 'shattered' && R.options.regeneration === 'rachada' ? 'cracked' : 'intact';
    x.resistenciaSpent = 0;
  });
}

/**
 * Same as {@link longRest}: the living armor regenerates on a long rest.
 *
 * @param armor - The armor.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor after the rest.
 * @example
 * ```ts
 * regenerate({ ...teo, resistenciaSpent: 3 }).resistenciaSpent //=> 0
 * ```
 */
export function regenerate(armor: Immutable<Armor>, ruleset: CharacterRuleset = bookCharacterRuleset): Armor {
  return longRest(armor, ruleset);
}

/**
 * The outcome of a remendo.
 *
 * @example
 * ```ts
 * const o: RemendoOutcome = { armor: teo, success: true, test, recovered: 3, hours: 1 };
 * ```
 */
export interface RemendoOutcome {
  /** The armor after it (marked as remendada until the next long rest, success or not). */
  readonly armor: Armor;
  /** Whether the Ofício test passed. */
  readonly success: boolean;
  /** The Ofício test. */
  readonly test: D20TestResult;
  /** Resistência recovered (1d4 for an armor that only spent; all for a shattered or cracked one). */
  readonly recovered: number | 'all';
  /** Hours of work. */
  readonly hours: number;
}

/**
 * The remendo: Ofício against CD 13 with the armor off the body. An armor that only spent
 * Resistência gets 1d4 back in one hour; a shattered or cracked one comes back whole in one hour
 * per Version. Once per armor between two long rests (the attempt uses it, success or not); it
 * does not revive a dead armor.
 *
 * @param armor - The armor.
 * @param oficio - The restorer's Ofício (modifier, proficiency, bonus, Vantagem…).
 * @param rng - The random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (dead, already used, nothing to repair).
 * @example
 * ```ts
 * const r = remendo({ ...teo, state: 'shattered' }, { modifier: 0, proficiency: 2 }, createRandom(3));
 * if (r.ok && r.value.success) r.value.armor.state //=> 'intact'
 * ```
 */
export function remendo(armor: Immutable<Armor>, oficio: OficioCheck, rng: RandomSource, ruleset: CharacterRuleset = bookCharacterRuleset): Result<RemendoOutcome> {
  const R = ruleset.armor.remendo;
  if (armor.state === 'dead') return fail([armorIssue('armor_dead', [], { name: armor.name })]);
  if (armor.remendoUsed) return fail([armorIssue('remendo_already_used', [], { name: armor.name })]);
  if (armor.state === 'intact' && armor.resistenciaSpent === 0) return fail([armorIssue('remendo_nothing_to_repair', [], { name: armor.name })]);
  const t = d20Test({ ...oficio, kind: 'pericia', target: R.cd }, rng, ruleset);
  if (!t.ok) return t;
  const broken = armor.state === 'shattered' || armor.state === 'cracked';
  const hours = broken ? R.shatteredOrCracked.hoursPerVersion * armorVersion(armor, ruleset) : R.spentOnly.hours;
  const success = t.value.success === true;
  let recovered: number | 'all' = 0;
  if (success) {
    if (broken) recovered = 'all';
    else {
      let n = 0;
      for (let i = 0; i < R.spentOnly.dice.count; i++) n += rollDie(R.spentOnly.dice.sides, rng);
      recovered = n;
    }
  }
  const next = produce(armor as Armor, (x) => {
    x.remendoUsed = true;
    // On a failure `recovered` is 0: nothing else changes.
    if (recovered === 'all') {
      x.state = 'intact';
      x.resistenciaSpent = 0;
    } else x.resistenciaSpent = Math.max(0, x.resistenciaSpent - recovered);
  });
  return ok({ armor: next, success, test: t.value, recovered, hours });
}

/**
 * The Unguento de Pó de Estrelas: gives back 1 Resistência — even to a shattered armor, which
 * comes back to the body. It does not revive a dead armor.
 *
 * @param armor - The armor.
 * @param wearer - The wearer's CON and Vida.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The armor after it.
 * @example
 * ```ts
 * const r = unguento({ ...teo, state: 'shattered' }, { con: 1, vidaChoices: 0 });
 * r.ok && r.value.state //=> 'intact'
 * ```
 */
export function unguento(armor: Immutable<Armor>, wearer: ArmorWearer, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Armor> {
  if (armor.state === 'dead') return fail([armorIssue('armor_dead', [], { name: armor.name })]);
  const give = 1;
  if (armor.state === 'shattered') {
    // The maximum is known whatever the state (deriveArmor shows it for a shattered armor too).
    const max = deriveArmor(armor, wearer, ruleset).maxResistencia.total;
    return ok(
      produce(armor as Armor, (x) => {
        x.state = 'intact';
        x.resistenciaSpent = Math.max(0, max - give);
      }),
    );
  }
  return ok(
    produce(armor as Armor, (x) => {
      x.resistenciaSpent = Math.max(0, x.resistenciaSpent - give);
    }),
  );
}

/**
 * The armor dies: the wearer at 0 HP with it shattered, the mutual destruction of the Guerra dos
 * Mil Dias, or a destiny effect. Its improvements die with it; after a god's blood the death is
 * final. How it died decides the revival: a real risk brings a new Version; destroyed on purpose,
 * the same Version without bonus.
 *
 * @param armor - The armor.
 * @param cause - A slug of `armor.deathCauses`.
 * @param kind - A slug of `armor.deathKinds` (default `risco_de_verdade`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The dead armor.
 * @example
 * ```ts
 * const r = kill(teo, 'zero_pv_despedacada');
 * r.ok && r.value.state //=> 'dead'
 * ```
 */
export function kill(armor: Immutable<Armor>, cause: string, kind = 'risco_de_verdade', ruleset: CharacterRuleset = bookCharacterRuleset): Result<Armor> {
  const R = ruleset.armor;
  if (armor.state === 'dead') return fail([armorIssue('armor_already_dead', [], { name: armor.name })]);
  const issues = [];
  const causeRow = R.deathCauses.find((d) => d.slug === cause);
  if (!causeRow) issues.push(armorIssue('death_cause_unknown', ['cause'], { cause }));
  else if (causeRow.requiresShattered && armor.state !== 'shattered') issues.push(armorIssue('death_cause_needs_shattered', ['cause'], { cause: causeRow.label, state: armor.state }));
  if (!R.deathKinds.some((d) => d.slug === kind)) issues.push(armorIssue('death_kind_unknown', ['kind'], { kind }));
  if (issues.length) return fail(issues);
  const final = armor.forms.some((f) => f.rung === R.bloodLadder.finalAfter);
  return ok(
    produce(armor as Armor, (x) => {
      x.state = 'dead';
      x.death = { cause, kind, final };
      if (R.improvementRules.dieWithArmor) x.improvements = [];
      x.resistenciaSpent = 0;
      x.cascaPiecesLost = 0;
      delete x.divine;
    }),
  );
}

/**
 * The optional rule "a armadura que se sacrifica" (off in the book; `armor.options.sacrifice`):
 * parrying with the last point of Resistência, you may let the armor die instead — that hit deals
 * no damage and the armor dies a real death (it comes back in a new form).
 *
 * @param armor - The armor, with exactly 1 Resistência left.
 * @param wearer - The wearer's CON and Vida.
 * @param ruleset - The ruleset (the rule must be on).
 * @returns The dead armor and the damage taken (0), or a refusal.
 * @example
 * ```ts
 * const r = sacrificeArmor({ ...teo, resistenciaSpent: 3 }, { con: 1, vidaChoices: 0 }, houseWithSacrifice);
 * r.ok && r.value.damageTaken //=> 0
 * ```
 */
export function sacrificeArmor(
  armor: Immutable<Armor>,
  wearer: ArmorWearer,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<{ armor: Armor; damageTaken: number }> {
  if (!ruleset.armor.options.sacrifice) return fail([armorIssue('sacrifice_rule_off', [], {})]);
  const refused = deadOrShattered(armor);
  if (refused) return refused;
  const left = deriveArmor(armor, wearer, ruleset).resistencia;
  if (!canSacrifice(left, ruleset)) {
    return fail([armorIssue('sacrifice_not_last_point', [], { name: armor.name, resistencia: left })]);
  }
  const dead = kill(armor, 'sacrificio', 'risco_de_verdade', ruleset);
  if (!dead.ok) return dead;
  return ok({ armor: dead.value, damageTaken: 0 });
}
