/**
 * The stored armor: what happened to it (Posto, accessory, characteristics, the forms it came back
 * in, improvements, its current state). Everything else (DEF, Resistência, Version…) is derived by
 * {@link deriveArmor}.
 *
 * @module
 */
import type { Immutable } from 'immer';
import * as z from 'zod';
import { fail, freeText, ok, parseWith, prefixIssues, type Issue, type Result } from '../issues/index.js';
import { type AccessorySlug, type ArmorRules, type ArmySlug, bookCharacterRuleset, type CharacteristicSlug, type ImprovementSlug, type OpenSlug, type CharacterRuleset } from '../rules/index.js';
import { armorIssue } from './issues.js';
import { armorStateSchema } from './state.js';
import type { Armor, ArmorForm } from './model.js';

export type { Armor, ArmorForm } from './model.js';

const slug = /* @__PURE__ */ (() => z.string().regex(/^[a-z0-9_]+$/).max(80))();
/** The same slug schema at run time, typed with the book's slugs for autocompletion (any slug still parses). */
const bookSlug = <S extends string>() => slug as z.ZodType<OpenSlug<S>, OpenSlug<S>>;

/**
 * A Posto of an armor: `bronze`, `prata` or `elite` (the Ouro row serves the whole elite).
 *
 * @example
 * ```ts
 * const p: Posto = 'prata';
 * ```
 */
export type Posto = keyof ArmorRules['postos'];

/**
 * A kind of blood on the ladder: `guerreiro`, `elite` or `deus`.
 *
 * @example
 * ```ts
 * const b: BloodKind = 'elite';
 * ```
 */
export type BloodKind = keyof ArmorRules['bloodLadder']['strength'];

/** The schema of {@link armorFormSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link ArmorForm}. @internal */
export const armorFormSchemaDef = /* @__PURE__ */ (() => z.object({
  blood: z.enum(['guerreiro', 'elite', 'deus']),
  rung: z.enum(['guerreiro', 'elite', 'deus']),
  /** How the armor looks now (free text, no rule effect). */
  description: z.string().max(2000).optional(),
}))();

/**
 * zod schema of one new form (Version) of the armor: the blood that brought it back, and the rung
 * of the ladder it counted on (elite blood on an elite armor counts as warrior blood).
 *
 * @example
 * ```ts
 * armorFormSchema.parse({ blood: 'elite', rung: 'elite' })
 * ```
 */
export const armorFormSchema: z.ZodType<ArmorForm> = armorFormSchemaDef;


/** The schema of {@link armorSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link Armor}. @internal */
export const armorSchemaDef = /* @__PURE__ */ (() => z.object({
  /** The armor's name: its constellation, star or creature ("Lince"). */
  name: freeText(z.string().min(1).max(200)),
  /** The army it belongs to (its rule cards may add to it: the Escama's +1 Resistência). */
  army: bookSlug<ArmySlug>().optional(),
  /** Posto of the armor. */
  posto: z.enum(['bronze', 'prata', 'elite']),
  /** Accessory slug (`nenhum` for none). */
  accessory: bookSlug<AccessorySlug>(),
  /** Characteristic slugs. */
  characteristics: z.array(bookSlug<CharacteristicSlug>()).max(20),
  /**
   * The origin trait, free: "um traço que venha da constelação ou do exército e que não mexa na
   * luta" (respirar debaixo d'água, brilhar no escuro…) — text only; a trait that gives a rule
   * advantage is a characteristic.
   */
  trait: z.string().max(500).optional(),
  /** One entry per revival into a new Version (V1 is the original: no entry). */
  forms: z.array(armorFormSchemaDef).max(100).default([]),
  /** Improvement slugs. */
  improvements: z.array(bookSlug<ImprovementSlug>()).max(20).default([]),
  /** Current state. */
  state: armorStateSchema.default('intact'),
  /** Resistência spent since it was last whole (counted against the cracked half when cracked). */
  resistenciaSpent: z.number().int().min(0).max(10_000).default(0),
  /** The remendo was used since the last long rest. */
  remendoUsed: z.boolean().default(false),
  /** Criticals the Elmo has already turned this fight. */
  elmoCriticalsUsed: z.number().int().min(0).max(100).default(0),
  /** Whether the first Aparar of this fight is behind (for the Polimento). */
  aparouThisFight: z.boolean().default(false),
  /** Casca pieces broken (dead armor). */
  cascaPiecesLost: z.number().int().min(0).max(100).default(0),
  /** How it died (when dead). */
  death: z.object({ cause: slug, kind: slug, final: z.boolean() }).optional(),
  /** In the Divine form: what to go back to after the fight. */
  divine: z
    .object({ stateBefore: armorStateSchema, resistenciaSpentBefore: z.number().int().min(0).max(10_000) })
    .optional(),
}))();

/**
 * zod schema of a stored armor. Fields about the current state default to a whole, unused armor,
 * so a minimal fixture only says what the player chose.
 *
 * @example
 * ```ts
 * const a = armorSchema.parse({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] });
 * a.state //=> 'intact'
 * a.forms //=> []
 * ```
 */
export const armorSchema: z.ZodType<Armor, ArmorInput> = armorSchemaDef;

/**
 * What a fixture may leave out (the input of {@link armorSchema}).
 *
 * @example
 * ```ts
 * const input: ArmorInput = { name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] };
 * ```
 */
export interface ArmorInput {
    name: string;
    posto: "bronze" | "prata" | "elite";
    accessory: OpenSlug<AccessorySlug>;
    characteristics: OpenSlug<CharacteristicSlug>[];
    army?: OpenSlug<ArmySlug> | undefined;
    trait?: string | undefined;
    forms?: {
        blood: "guerreiro" | "elite" | "deus";
        rung: "guerreiro" | "elite" | "deus";
        description?: string | undefined;
    }[] | undefined;
    improvements?: OpenSlug<ImprovementSlug>[] | undefined;
    state?: "intact" | "cracked" | "shattered" | "dead" | undefined;
    resistenciaSpent?: number | undefined;
    remendoUsed?: boolean | undefined;
    elmoCriticalsUsed?: number | undefined;
    aparouThisFight?: boolean | undefined;
    cascaPiecesLost?: number | undefined;
    death?: {
        cause: string;
        kind: string;
        final: boolean;
    } | undefined;
    divine?: {
        stateBefore: "intact" | "cracked" | "shattered" | "dead";
        resistenciaSpentBefore: number;
    } | undefined;
}

/**
 * The wearer's part of the armor: the CON modifier and how many Vida choices they made. It
 * belongs to the wearer and moves with them to another armor.
 *
 * @example
 * ```ts
 * const w: ArmorWearer = { con: 1, vidaChoices: 0 };
 * ```
 */
export interface ArmorWearer {
  /** CON modifier (not the attribute value). */
  readonly con: number;
  /** Vida choices made on level-up. */
  readonly vidaChoices: number;
}

const POSTO_ORDER: readonly Posto[] = ['bronze', 'prata', 'elite'];

/**
 * Compares two Postos: negative when `a` is below `b`.
 *
 * @param a - A Posto.
 * @param b - Another Posto.
 * @returns `a − b` in the order Bronze < Prata < elite.
 * @example
 * ```ts
 * comparePosto('bronze', 'elite') //=> -2
 * ```
 */
export function comparePosto(a: Posto, b: Posto): number {
  return POSTO_ORDER.indexOf(a) - POSTO_ORDER.indexOf(b);
}

/**
 * The rung a blood counts on for an armor of a Posto (elite blood on an elite armor counts as
 * warrior blood).
 *
 * @param posto - The armor's Posto.
 * @param blood - The blood given.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The rung.
 * @example
 * ```ts
 * bloodRung('elite', 'elite') //=> 'guerreiro'
 * bloodRung('bronze', 'elite') //=> 'elite'
 * ```
 */
export function bloodRung(posto: Posto, blood: BloodKind, ruleset: CharacterRuleset = bookCharacterRuleset): BloodKind {
  return posto === 'elite' && blood === 'elite' ? ruleset.armor.bloodLadder.eliteBloodOnEliteArmor : blood;
}

/**
 * Checks the ladder for one more form on this armor: the rung must still have room for the
 * armor's Posto and be at least as strong as the last one. Returns the rung, or the refusal.
 *
 * @param armor - The armor (its forms so far).
 * @param blood - The blood offered.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The rung the blood counts on, or coded issues.
 * @example
 * ```ts
 * const a = armorSchema.parse({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] });
 * checkBloodLadder(a, 'guerreiro').ok //=> true
 * ```
 */
export function checkBloodLadder(armor: Pick<Immutable<Armor>, 'posto' | 'forms'>, blood: BloodKind, ruleset: CharacterRuleset = bookCharacterRuleset): Result<BloodKind> {
  const ladder = ruleset.armor.bloodLadder;
  if (!(blood in ladder.strength)) return fail([armorIssue('blood_unknown', ['blood'], { blood })]);
  const rung = bloodRung(armor.posto, blood, ruleset);
  const last = armor.forms.at(-1)?.rung;
  if (last !== undefined && ladder.strength[rung] < ladder.strength[last]) {
    return fail([armorIssue('blood_weaker_than_last', ['blood'], { blood: rung, last })]);
  }
  const limit = ladder.limits[armor.posto][rung];
  const used = armor.forms.filter((f) => f.rung === rung).length;
  if (used >= limit) {
    return fail([armorIssue('blood_rung_full', ['blood'], { rung, limit, posto: ruleset.armor.postos[armor.posto].label })]);
  }
  return ok(rung);
}

/**
 * How many improvements an armor may hold now (one slot per Version), and how many it uses.
 *
 * @param armor - The armor.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns Slots used (only improvements that count) and the maximum.
 * @example
 * ```ts
 * const a = armorSchema.parse({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] });
 * improvementSlots(a) //=> { used: 0, max: 1 }
 * ```
 */
export function improvementSlots(armor: Immutable<Armor>, ruleset: CharacterRuleset = bookCharacterRuleset): { used: number; max: number } {
  // Plain loops: filter over frozen arrays is slow on Node 20, and this runs in every ficha.
  let used = 0;
  for (const s of armor.improvements) {
    for (const m of ruleset.armor.improvements)
      if (m.slug === s) {
        if (m.countsTowardLimit) used++;
        break;
      }
  }
  return { used, max: armorVersion(armor, ruleset) * ruleset.armor.improvementRules.slotsPerVersion };
}

/**
 * The armor's Version: V1 is the original, and each revival into a new form adds one.
 *
 * @param armor - The armor.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The Version number.
 * @example
 * ```ts
 * armorVersion(armorSchema.parse({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: [] })) //=> 1
 * ```
 */
export function armorVersion(armor: Pick<Immutable<Armor>, 'forms'>, ruleset: CharacterRuleset = bookCharacterRuleset): number {
  return ruleset.armor.firstVersion + armor.forms.length;
}

/**
 * The accessory and characteristics of an armor against the ruleset's tables (`accessory_unknown`,
 * `characteristic_unknown`, `characteristic_duplicate`): {@link validateArmor}'s check, shared with
 * the simulator's scenarios.
 *
 * @param accessory - The accessory's slug (`undefined`: none given, nothing to check).
 * @param characteristics - The characteristics' slugs.
 * @param path - Where they are in the input (each issue's path starts with it).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The issues (errors), empty when every slug is known and none repeats.
 * @example
 * ```ts
 * armorSlugIssues('garras', ['cortante', 'cortante']).map((i) => i.code) //=> ['characteristic_duplicate']
 * ```
 */
export function armorSlugIssues(
  accessory: string | undefined,
  characteristics: readonly string[],
  path: readonly (string | number)[] = [],
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Issue[] {
  const rules = ruleset.armor;
  const issues: Issue[] = [];
  if (accessory !== undefined && !rules.accessories.some((x) => x.slug === accessory)) {
    issues.push(armorIssue('accessory_unknown', [...path, 'accessory'], { accessory, options: rules.accessories.map((x) => x.slug).join(', ') }));
  }
  const seen = new Set<string>();
  characteristics.forEach((c, i) => {
    if (!rules.characteristics.some((x) => x.slug === c)) issues.push(armorIssue('characteristic_unknown', [...path, 'characteristics', i], { characteristic: c }));
    if (seen.has(c)) issues.push(armorIssue('characteristic_duplicate', [...path, 'characteristics', i], { characteristic: c }));
    seen.add(c);
  });
  return issues;
}

/**
 * Validates an untrusted armor against the schema and the ruleset: known accessory,
 * characteristics (no repeats, no more than the Posto allows — fewer is a warning), improvements
 * (known, once each, Posto, slots), forms (each a legal step of the blood ladder) and army.
 *
 * @param input - Untrusted input (a JSON fixture, a saved sheet).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The parsed armor (maybe with warnings), or coded pt-BR issues.
 * @example
 * ```ts
 * validateArmor({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] }).ok //=> true
 * validateArmor({ name: 'Lince', posto: 'bronze', accessory: 'tridente', characteristics: [] }).issues[0]?.code
 * //=> 'accessory_unknown'
 * ```
 */
export function validateArmor(input: unknown, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Armor> {
  const parsed = parseWith(armorSchema, input);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  const rules = ruleset.armor;
  const errors: Issue[] = [];
  const warnings: Issue[] = [];

  errors.push(...armorSlugIssues(a.accessory, a.characteristics, [], ruleset));
  const expected = rules.characteristicsPerPosto[a.posto];
  const postoLabel = rules.postos[a.posto].label;
  if (a.characteristics.length > expected) {
    errors.push(armorIssue('characteristics_over_posto', ['characteristics'], { count: a.characteristics.length, max: expected, posto: postoLabel }));
  } else if (a.characteristics.length < expected) {
    warnings.push(armorIssue('characteristics_missing', ['characteristics'], { count: a.characteristics.length, expected, posto: postoLabel }, 'warning'));
  }

  const seenImp = new Set<string>();
  a.improvements.forEach((m, i) => {
    const def = rules.improvements.find((x) => x.slug === m);
    if (!def) errors.push(armorIssue('improvement_unknown', ['improvements', i], { improvement: m }));
    else if (comparePosto(a.posto, def.minPosto) < 0) {
      errors.push(armorIssue('improvement_posto_too_low', ['improvements', i], { improvement: m, minPosto: rules.postos[def.minPosto].label, posto: postoLabel }));
    }
    if (seenImp.has(m)) errors.push(armorIssue('improvement_already_installed', ['improvements', i], { improvement: m }));
    seenImp.add(m);
  });
  const slots = improvementSlots(a, ruleset);
  if (slots.used > slots.max) {
    errors.push(armorIssue('improvement_no_slot', ['improvements'], { used: slots.used, max: slots.max, version: armorVersion(a, ruleset) }));
  }

  let replay: Armor = { ...a, forms: [] };
  a.forms.forEach((f, i) => {
    if (bloodRung(a.posto, f.blood, ruleset) !== f.rung) {
      errors.push(armorIssue('blood_form_rung_mismatch', ['forms', i], { index: i, blood: f.blood, rung: f.rung }));
    }
    const step = checkBloodLadder(replay, f.rung, ruleset);
    if (!step.ok) errors.push(...prefixIssues(['forms', i], step.issues.map((x) => ({ ...x, path: [] }))));
    replay = { ...replay, forms: [...replay.forms, f] };
  });

  if (a.army !== undefined && !(a.army in ruleset.armies.armies)) {
    warnings.push(armorIssue('army_unknown', ['army'], { army: a.army }, 'warning'));
  }
  if (a.death !== undefined) {
    if (!rules.deathCauses.some((d) => d.slug === a.death!.cause)) errors.push(armorIssue('death_cause_unknown', ['death', 'cause'], { cause: a.death.cause }));
    if (!rules.deathKinds.some((d) => d.slug === a.death!.kind)) errors.push(armorIssue('death_kind_unknown', ['death', 'kind'], { kind: a.death.kind }));
  }
  return errors.length ? fail([...errors, ...warnings]) : ok(a, warnings);
}
