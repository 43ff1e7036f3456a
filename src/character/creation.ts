/**
 * Creation (Capítulo Três) as an API a fan site can drive step by step: Exército → Constelação →
 * Atributos → Atributo do Cosmo → Treino → Convicções → Perícias e defesas → Técnicas →
 * Finalização. Every step is a pure update of a draft (immer): bad input is refused with coded
 * issues and the draft is left as it was. At any point {@link creationStatus} says which steps are
 * complete, what is missing and what is wrong.
 *
 * Humans and apprentices: {@link createHuman}, {@link raiseHumanLevel} and {@link awaken} (the
 * human array moves up in the same position, and the draft continues from there).
 *
 * @module
 */
import { produce, type Immutable } from 'immer';
import { armorSchema } from '../armor/index.js';
import { type RandomSource, rollDie } from '../dice/index.js';
import { type AttributeKey, attributeKeys, bookCharacterRuleset, type CosmoAttributeKey, type PassiveDefenseKey, type CharacterRuleset } from '../rules/index.js';
import { type Technique, type TechniqueInput, techniqueSchema } from '../technique/index.js';
import { fail, hasErrors, ok, parseWith, prefixIssues, type Issue, type Result } from '../issues/index.js';
import { checkAttributes, checkConstellation, checkConviccoes, checkTreino, techniqueReadinessIssues } from './check.js';
import { treinoOf, type Treino } from './facts.js';
import { newCharacterId, type CharacterId } from './id.js';
import { characterIssue as make } from './issues.js';
import { attributeValuesSchema, customTreinoSchema, type AttributeAssignment, type Human, type HumanInput, type Warrior } from './schema.js';
import { validateCharacter } from './validate.js';

/**
 * A character being created: every choice so far (each may still be missing).
 *
 * @example
 * ```ts
 * const d: CreationDraft = startCreation();
 * d.army //=> undefined
 * ```
 */
export type CreationDraft = Immutable<{
  id: CharacterId;
  name?: string;
  army?: string;
  constellation?: string;
  accessory?: string;
  /** The armor's characteristic the constellation gives (Capítulo Sete). */
  characteristic?: string;
  attributes?: AttributeAssignment;
  cosmoAttribute?: CosmoAttributeKey;
  treino?: string;
  /** A treino of the player's own (its `id` is `treino`). */
  customTreino?: Treino;
  conviccoes?: string[];
  /** The four free skills. */
  skills?: string[];
  trainedDefenses?: PassiveDefenseKey[];
  techniques?: Technique[];
  details?: Warrior['details'];
  items?: string[];
}>;

/**
 * The ids of the nine steps (the ruleset's `creation.steps`).
 *
 * @example
 * ```ts
 * const step: CreationStepId = 'atributos';
 * ```
 */
export type CreationStepId =
  | 'exercito'
  | 'constelacao'
  | 'atributos'
  | 'atributo_do_cosmo'
  | 'treino'
  | 'conviccoes'
  | 'pericias_e_defesas'
  | 'tecnicas'
  | 'finalizacao';

/**
 * One step of the status: complete, missing (not chosen yet) or invalid (chosen, but wrong).
 *
 * @example
 * ```ts
 * creationStatus(startCreation()).steps[0] //=> { id: 'exercito', label: 'Exército', status: 'missing', issues: [...] }
 * ```
 */
export interface CreationStepStatus {
  readonly id: string;
  readonly label: string;
  readonly status: 'complete' | 'missing' | 'invalid';
  readonly issues: readonly Issue[];
}

/**
 * Where a creation stands.
 *
 * @example
 * ```ts
 * creationStatus(startCreation()).next //=> 'exercito'
 * ```
 */
export interface CreationStatus {
  readonly steps: readonly CreationStepStatus[];
  /** Every step but the last is complete: {@link finalizeCreation} may be called. */
  readonly readyToFinalize: boolean;
  /** The first step that is not complete (`null` when all are). */
  readonly next: string | null;
  /** Every issue of every step. */
  readonly issues: readonly Issue[];
}

/**
 * Starts a creation: an empty draft with a fresh id.
 *
 * @param id - Optional id (a nanoid is minted otherwise).
 * @returns The empty draft.
 * @example
 * ```ts
 * startCreation().id.length //=> 21
 * ```
 */
export function startCreation(id?: string): CreationDraft {
  return { id: (id ?? newCharacterId()) as CharacterId };
}

function stepLabel(id: CreationStepId, ruleset: CharacterRuleset): string {
  return ruleset.creation.steps.find((s) => s.id === id)?.label ?? id;
}

function missing(id: CreationStepId, field: string, path: string, ruleset: CharacterRuleset): Issue {
  return make('step_missing', [path], { step: stepLabel(id, ruleset), field });
}

function creationOwner(d: CreationDraft) {
  return {
    level: 1,
    attributes: d.attributes ? { ...d.attributes.values } : undefined,
    cosmoAttribute: d.cosmoAttribute,
    posto: 'bronze' as const,
    cosmoChoices: 0,
  };
}

/**
 * The issues of one step of a draft (empty when the step is complete).
 *
 * @param d - The draft.
 * @param step - The step.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The step's issues (a `step_missing` issue when nothing was chosen).
 * @example
 * ```ts
 * stepIssues(startCreation(), 'exercito')[0].code //=> 'step_missing'
 * ```
 */
export function stepIssues(d: CreationDraft, step: CreationStepId, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const C = ruleset.creation;
  switch (step) {
    case 'exercito':
      if (!d.army) return [missing(step, 'o exército', 'army', ruleset)];
      return C.armies.some((a) => a.id === d.army) ? [] : [make('army_unknown', ['army'], { army: d.army }, 'warning')];
    case 'constelacao': {
      const issues: Issue[] = [];
      if (d.constellation === undefined) issues.push(missing(step, 'a constelação', 'constellation', ruleset));
      else if (d.constellation.trim() === '') issues.push(make('constellation_blank', ['constellation'], {}));
      else if (d.army) issues.push(...checkConstellation(d.army, d.constellation, ruleset));
      if (!d.accessory) issues.push(missing(step, 'o acessório', 'accessory', ruleset));
      else if (!ruleset.armor.accessories.some((a) => a.slug === d.accessory))
        issues.push(make('accessory_unknown', ['accessory'], { accessory: d.accessory, options: ruleset.armor.accessories.map((a) => a.slug).join(', ') }));
      if (!d.characteristic) issues.push(missing(step, 'a característica da armadura', 'characteristic', ruleset));
      else if (!ruleset.armor.characteristics.some((c) => c.slug === d.characteristic))
        issues.push(make('step_missing', ['characteristic'], { step: stepLabel(step, ruleset), field: `uma característica que exista (não "${d.characteristic}")` }));
      return issues;
    }
    case 'atributos':
      return d.attributes ? checkAttributes(d.attributes, ruleset) : [missing(step, 'os seis atributos', 'attributes', ruleset)];
    case 'atributo_do_cosmo':
      if (!d.cosmoAttribute) return [missing(step, 'o Atributo do Cosmo', 'cosmoAttribute', ruleset)];
      return C.cosmoAttributes.some((c) => c.key === d.cosmoAttribute)
        ? []
        : [make('cosmo_attribute_invalid', ['cosmoAttribute'], { attribute: d.cosmoAttribute, options: C.cosmoAttributes.map((c) => c.key).join(', ') })];
    case 'treino':
      if (!d.treino) return [missing(step, 'o treino', 'treino', ruleset)];
      return checkTreino(d, ruleset);
    case 'conviccoes':
      if (!d.conviccoes) return [missing(step, 'as Convicções', 'conviccoes', ruleset)];
      return checkConviccoes(d.conviccoes, C.conviccoes.atCreation, ruleset);
    case 'pericias_e_defesas': {
      const issues: Issue[] = [];
      if (!d.skills) issues.push(missing(step, 'as perícias livres', 'skills', ruleset));
      else {
        if (d.skills.length !== C.skillsAtCreation.free)
          issues.push(make('skill_count', ['skills'], { count: d.skills.length, expected: C.skillsAtCreation.free }));
        const treino = treinoOf(d, ruleset);
        const seen = new Set<string>(treino?.skills ?? []);
        d.skills.forEach((s, i) => {
          if (!C.skills.some((k) => k.id === s)) issues.push(make('skill_unknown', ['skills', i], { skill: s }));
          else if (seen.has(s) && C.skillsAtCreation.duplicateReplaced) issues.push(make('skill_duplicate', ['skills', i], { skill: s }));
          seen.add(s);
        });
      }
      if (!d.trainedDefenses) issues.push(missing(step, 'as defesas treinadas', 'trainedDefenses', ruleset));
      else {
        if (d.trainedDefenses.length !== C.passiveDefenses.trainedAtCreation)
          issues.push(make('defense_count', ['trainedDefenses'], { count: d.trainedDefenses.length, expected: C.passiveDefenses.trainedAtCreation }));
        d.trainedDefenses.forEach((x, i) => {
          if (d.trainedDefenses!.indexOf(x) !== i) issues.push(make('defense_duplicate', ['trainedDefenses', i], { defense: x }));
        });
      }
      return issues;
    }
    case 'tecnicas': {
      if (!d.techniques) return [missing(step, 'as duas técnicas', 'techniques', ruleset)];
      const T = C.techniquesAtCreation;
      const issues: Issue[] = [];
      const count = ruleset.techniques.known.start;
      if (d.techniques.length !== count) issues.push(make('technique_count', ['techniques'], { count: d.techniques.length, expected: count }));
      const signatures = d.techniques.filter((t) => t.signature).length;
      if (signatures !== T.signatures) issues.push(make('technique_signature_count', ['techniques'], { count: signatures, expected: T.signatures }));
      const owner = creationOwner(d);
      d.techniques.forEach((t, i) => {
        if (t.grau !== T.grau) issues.push(make('technique_creation_grau', ['techniques', i, 'grau'], { name: t.name, grau: t.grau, expected: T.grau }));
        issues.push(...techniqueReadinessIssues(t as Technique, owner, undefined, ['techniques', i], ruleset));
      });
      return issues;
    }
    case 'finalizacao':
      return !d.name || d.name.trim() === '' ? [missing(step, 'o nome', 'name', ruleset)] : [];
  }
}

/**
 * Where a creation stands: each step complete, missing or invalid, with its issues; the next step
 * to do; whether the draft can be finalized.
 *
 * @param d - The draft.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The status.
 * @example
 * ```ts
 * const s = creationStatus(unwrap(setArmy(startCreation(), 'atena')));
 * s.steps[0].status //=> 'complete'
 * s.next //=> 'constelacao'
 * ```
 */
export function creationStatus(d: CreationDraft, ruleset: CharacterRuleset = bookCharacterRuleset): CreationStatus {
  const steps = ruleset.creation.steps.map((s) => {
    const issues = stepIssues(d, s.id as CreationStepId, ruleset);
    const status: CreationStepStatus['status'] = issues.some((i) => i.code === 'step_missing')
      ? 'missing'
      : hasErrors(issues)
        ? 'invalid'
        : 'complete';
    return { id: s.id, label: s.label, status, issues };
  });
  const next = steps.find((s) => s.status !== 'complete')?.id ?? null;
  return {
    steps,
    readyToFinalize: steps.slice(0, -1).every((s) => s.status === 'complete'),
    next,
    issues: steps.flatMap((s) => s.issues),
  };
}

function apply(
  d: CreationDraft,
  step: CreationStepId,
  ruleset: CharacterRuleset,
  recipe: (draft: { -readonly [K in keyof CreationDraft]: CreationDraft[K] }) => void,
): Result<CreationDraft> {
  const next = produce(d, recipe as (x: CreationDraft) => void);
  const issues = stepIssues(next, step, ruleset);
  return hasErrors(issues) ? fail(issues) : ok(next, issues);
}

/**
 * Step 1 · Exército: the army you serve.
 *
 * @param d - The draft.
 * @param army - The army's slug (`atena`, `poseidon`, `hades`, `asgard`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft (a warning for an army outside the four complete ones), or the issues.
 * @example
 * ```ts
 * setArmy(startCreation(), 'atena').ok //=> true
 * ```
 */
export function setArmy(d: CreationDraft, army: string, ruleset: CharacterRuleset = bookCharacterRuleset): Result<CreationDraft> {
  return apply(d, 'exercito', ruleset, (x) => {
    x.army = army;
  });
}

/**
 * Step 2 · Constelação: the constellation, the accessory and the armor's characteristic.
 *
 * @param d - The draft.
 * @param choice - `{ constellation, accessory, characteristic }`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or the issues.
 * @example
 * ```ts
 * setConstellation(d, { constellation: 'Lince', accessory: 'garras', characteristic: 'cortante' }).ok //=> true
 * ```
 */
export function setConstellation(
  d: CreationDraft,
  choice: { readonly constellation: string; readonly accessory: string; readonly characteristic: string },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<CreationDraft> {
  return apply(d, 'constelacao', ruleset, (x) => {
    x.constellation = choice.constellation;
    x.accessory = choice.accessory;
    x.characteristic = choice.characteristic;
  });
}

function readValues(values: unknown): Result<Record<AttributeKey, number>> {
  const r = parseWith(attributeValuesSchema, values, 'character_schema_');
  return r.ok ? ok(r.value as Record<AttributeKey, number>) : fail(prefixIssues(['attributes', 'values'], r.issues));
}

/**
 * Step 3 · Atributos, standard array: assign 15 14 13 12 10 8, one value each.
 *
 * @param d - The draft.
 * @param values - The six values by attribute.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or the issues (`attributes_not_standard_array`…).
 * @example
 * ```ts
 * assignStandardArray(d, { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 }).ok //=> true
 * ```
 */
export function assignStandardArray(d: CreationDraft, values: Readonly<Record<AttributeKey, number>>, ruleset: CharacterRuleset = bookCharacterRuleset): Result<CreationDraft> {
  const v = readValues(values);
  if (!v.ok) return v;
  return apply(d, 'atributos', ruleset, (x) => {
    x.attributes = { method: 'padrao', values: v.value };
  });
}

/**
 * Rolls the optional method: 4d6, drop the lowest, six times, with the injected dice.
 *
 * @param rng - The random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The six totals and each roll's dice (the dropped one included).
 * @example
 * ```ts
 * rollAttributeArray(new SeededRandom(1)).totals.length //=> 6
 * ```
 */
export function rollAttributeArray(rng: RandomSource, ruleset: CharacterRuleset = bookCharacterRuleset): { totals: number[]; dice: number[][] } {
  const R = ruleset.creation.rolledArray;
  const dice: number[][] = [];
  const totals: number[] = [];
  for (let i = 0; i < R.times; i++) {
    const roll = Array.from({ length: R.dice }, () => rollDie(R.sides, rng));
    dice.push(roll);
    totals.push([...roll].sort((a, b) => b - a).slice(0, R.dice - R.dropLowest).reduce((s, n) => s + n, 0));
  }
  return { totals, dice };
}

/**
 * Step 3 · Atributos, rolled: assign the six totals that came out of {@link rollAttributeArray}.
 *
 * @param d - The draft.
 * @param rolls - The six totals rolled.
 * @param values - The assignment, one total per attribute.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or the issues (`attributes_not_rolled`…).
 * @example
 * ```ts
 * assignRolledArray(d, [16, 12, 11, 13, 9, 14], { FOR: 16, DES: 14, CON: 13, INT: 9, SAB: 12, CAR: 11 }).ok //=> true
 * ```
 */
export function assignRolledArray(
  d: CreationDraft,
  rolls: readonly number[],
  values: Readonly<Record<AttributeKey, number>>,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<CreationDraft> {
  const v = readValues(values);
  if (!v.ok) return v;
  return apply(d, 'atributos', ruleset, (x) => {
    x.attributes = { method: 'rolado', values: v.value, rolls: [...rolls] };
  });
}

/**
 * Step 4 · Atributo do Cosmo: INT, SAB or CAR.
 *
 * @param d - The draft.
 * @param key - The attribute.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or `cosmo_attribute_invalid`.
 * @example
 * ```ts
 * setCosmoAttribute(d, 'SAB').ok //=> true
 * setCosmoAttribute(d, 'FOR' as never).ok //=> false
 * ```
 */
export function setCosmoAttribute(d: CreationDraft, key: CosmoAttributeKey, ruleset: CharacterRuleset = bookCharacterRuleset): Result<CreationDraft> {
  return apply(d, 'atributo_do_cosmo', ruleset, (x) => {
    x.cosmoAttribute = key;
  });
}

/**
 * Step 5 · Treino: where you trained (two skills and one lição) — one of the ruleset's, by slug, or
 * one of your own ("Se nenhum servir, monte o seu: duas perícias e uma lição do tamanho destas"):
 * an object with the shape of a ruleset treino (id, name, two skills, a lição whose `effects` use
 * the book's vocabulary or stay empty), validated here.
 *
 * @param d - The draft.
 * @param treino - The treino's slug, or a treino of your own.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or the issues (`treino_unknown`, `treino_custom_id_taken`, the schema's…).
 * @example
 * ```ts
 * setTreino(d, 'orfanato').ok //=> true
 * setTreino(d, { id: 'ilha', name: 'A Ilha', skills: ['sobrevivencia', 'mitologia'], licao: { id: 'mar', name: 'O Mar Ensina', effect: '+2 na Iniciativa', effects: { initiativeBonus: 2 } } }).ok //=> true
 * ```
 */
export function setTreino(d: CreationDraft, treino: string | Immutable<Treino>, ruleset: CharacterRuleset = bookCharacterRuleset): Result<CreationDraft> {
  if (typeof treino === 'string') {
    return apply(d, 'treino', ruleset, (x) => {
      x.treino = treino;
      delete x.customTreino;
    });
  }
  const parsed = parseWith(customTreinoSchema, treino);
  if (!parsed.ok) return fail(prefixIssues(['customTreino'], parsed.issues));
  return apply(d, 'treino', ruleset, (x) => {
    x.treino = parsed.value.id;
    x.customTreino = parsed.value;
  });
}

/**
 * Step 6 · Convicções: three sentences starting with "eu luto".
 *
 * @param d - The draft.
 * @param conviccoes - The sentences.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or the issues (`conviccao_count`, `conviccao_not_eu_luto`…).
 * @example
 * ```ts
 * setConviccoes(d, ['eu luto por Ana', 'eu luto por Beto', 'eu luto pelo Orfanato']).ok //=> true
 * ```
 */
export function setConviccoes(d: CreationDraft, conviccoes: readonly string[], ruleset: CharacterRuleset = bookCharacterRuleset): Result<CreationDraft> {
  return apply(d, 'conviccoes', ruleset, (x) => {
    x.conviccoes = [...conviccoes];
  });
}

/**
 * Step 7 · Perícias e defesas: the four free skills (the treino's two are implied) and the two
 * trained passive defenses.
 *
 * @param d - The draft.
 * @param choice - `{ skills, trainedDefenses }`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or the issues (`skill_duplicate` for a skill the treino already gives…).
 * @example
 * ```ts
 * setSkillsAndDefenses(d, { skills: ['acrobacia', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] }).ok //=> true
 * ```
 */
export function setSkillsAndDefenses(
  d: CreationDraft,
  choice: { readonly skills: readonly string[]; readonly trainedDefenses: readonly PassiveDefenseKey[] },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<CreationDraft> {
  return apply(d, 'pericias_e_defesas', ruleset, (x) => {
    x.skills = [...choice.skills];
    x.trainedDefenses = [...choice.trainedDefenses];
  });
}

/**
 * Step 8 · Técnicas: the two Grau 1 techniques, one of them the signature (`signature: true`),
 * built with the technique engine and checked by it.
 *
 * @param d - The draft.
 * @param techniques - The two techniques (technique inputs).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or the issues (schema issues, the engine's, `technique_signature_count`…).
 * @example
 * ```ts
 * setTechniques(d, [garra, olhos]).ok //=> true
 * ```
 */
export function setTechniques(d: CreationDraft, techniques: readonly TechniqueInput[], ruleset: CharacterRuleset = bookCharacterRuleset): Result<CreationDraft> {
  const parsed: Technique[] = [];
  const issues: Issue[] = [];
  techniques.forEach((t, i) => {
    const r = parseWith(techniqueSchema, t, 'technique_schema_');
    if (r.ok) parsed.push(r.value as Technique);
    else issues.push(...prefixIssues(['techniques', i], r.issues));
  });
  if (issues.length) return fail(issues);
  return apply(d, 'tecnicas', ruleset, (x) => {
    x.techniques = parsed as never;
  });
}

/**
 * Step 9 · Finalização: the name and the story (age, appearance, personality, the day the armor
 * accepted you), and the starting items.
 *
 * @param d - The draft.
 * @param choice - `{ name, details?, items? }`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new draft, or `step_missing` for a blank name.
 * @example
 * ```ts
 * setFinalization(d, { name: 'Téo' }).ok //=> true
 * ```
 */
export function setFinalization(
  d: CreationDraft,
  choice: { readonly name: string; readonly details?: Warrior['details']; readonly items?: readonly string[] },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<CreationDraft> {
  return apply(d, 'finalizacao', ruleset, (x) => {
    x.name = choice.name;
    if (choice.details) x.details = { ...choice.details };
    if (choice.items) x.items = [...choice.items];
  });
}

/**
 * Turns a complete draft into a stored warrior (level 1, Posto Bronze, Glória 0), with the armor
 * the constellation gives (the accessory and the characteristic). Refuses an incomplete or wrong
 * draft with `creation_incomplete` and every step's issues.
 *
 * @param d - The draft.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior, or the issues.
 * @example
 * ```ts
 * finalizeCreation(draft).ok //=> true
 * ```
 */
export function finalizeCreation(d: CreationDraft, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Warrior> {
  const status = creationStatus(d, ruleset);
  const pending = status.steps.filter((s) => s.status !== 'complete');
  if (pending.length)
    return fail([make('creation_incomplete', [], { steps: pending.map((s) => s.label).join(', ') }), ...status.issues.filter((i) => i.severity === 'error')]);
  const posto = ruleset.creation.result.posto;
  const armor = armorSchema.safeParse({
    name: d.constellation,
    army: d.army,
    posto,
    accessory: d.accessory,
    characteristics: [d.characteristic],
  });
  const input = {
    schemaVersion: 1,
    id: d.id,
    kind: 'guerreiro',
    name: d.name,
    army: d.army,
    constellation: d.constellation,
    accessory: d.accessory,
    posto,
    attributes: d.attributes,
    cosmoAttribute: d.cosmoAttribute,
    treino: d.treino,
    ...(d.customTreino ? { customTreino: d.customTreino } : {}),
    conviccoes: d.conviccoes,
    skills: d.skills,
    trainedDefenses: d.trainedDefenses,
    techniques: d.techniques,
    levelUps: [],
    gloria: ruleset.creation.finalSums.gloriaStart,
    ...(armor.success ? { armor: armor.data } : {}),
    details: d.details ?? {},
    items: d.items ?? [],
  };
  const r = validateCharacter(input, ruleset);
  if (!r.ok) return r;
  return r.value.kind === 'guerreiro' ? ok(r.value, r.issues) : fail([make('not_a_warrior', ['kind'], {})]);
}

/**
 * Creates a human (level 1) or apprentice (levels 2–4) with the human array 12 11 11 10 9 8.
 *
 * @param input - The human's data (`attributes.values`, `humanLevel`, `treino` from level 2,
 *   Convicções for the level).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The human, or the issues.
 * @example
 * ```ts
 * createHuman({ kind: 'humano', army: 'atena', humanLevel: 1, attributes: { method: 'humano', values: { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 } } }).ok //=> true
 * ```
 */
export function createHuman(input: HumanInput, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Human> {
  const r = validateCharacter({ ...input, kind: 'humano' }, ruleset);
  if (!r.ok) return r;
  return r.value.kind === 'humano' ? ok(r.value, r.issues) : fail([make('not_a_human', ['kind'], {})]);
}

/**
 * Raises an apprentice one human level (up to the human limit), with what the level gives: at level
 * 2 (the master chose you) "a proficiência (+2), as duas perícias do treino e uma Convicção" — so
 * the treino can be named here too.
 *
 * @param h - The human.
 * @param gain - The new Convicção when the level gives one (a string), or `{ conviccao, treino }`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The raised human, or `human_level_out_of_range` / Convicção / treino issues.
 * @example
 * ```ts
 * unwrap(raiseHumanLevel(humano, 'eu luto para que a minha mãe saia da mina')).humanLevel //=> 2
 * unwrap(raiseHumanLevel(humano, { conviccao: 'eu luto pela Ana', treino: 'orfanato' })).treino //=> 'orfanato'
 * ```
 */
export function raiseHumanLevel(
  h: Human,
  gain?: string | { readonly conviccao?: string; readonly treino?: string },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<Human> {
  const H = ruleset.creation.humans;
  const nextRow = H.levels[h.humanLevel];
  if (!nextRow) return fail([make('human_level_out_of_range', ['humanLevel'], { level: h.humanLevel + 1, max: H.levels.length })]);
  const conviccao = typeof gain === 'string' ? gain : gain?.conviccao;
  const treino = typeof gain === 'string' ? undefined : gain?.treino;
  const next = produce(h, (x) => {
    x.humanLevel += 1;
    if (conviccao !== undefined && x.conviccoes.length < nextRow.conviccoes) x.conviccoes.push(conviccao);
    if (treino !== undefined) x.treino = treino;
  });
  const r = validateCharacter(next, ruleset);
  return r.ok ? ok(next, r.issues) : fail(r.issues);
}

/**
 * The awakening (a prova da armadura): each human value moves up to the warrior value in the same
 * position (12→15, the two 11s → 14 and 13 as the player picks, 10→12, 9→10, 8→8). Returns a
 * creation draft that keeps the army, the treino, the Convicções and the name, ready for the
 * remaining steps.
 *
 * @param h - The apprentice (at least the trial's human level).
 * @param choice - `{ fourteen }`: which of the two attributes with 11 becomes 14 (the other 13).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The draft, or the issues (`human_cannot_awaken_yet`, `awaken_choice_invalid`).
 * @example
 * ```ts
 * unwrap(awaken(aprendiz3, { fourteen: 'DES' })).attributes?.values.DES //=> 14
 * ```
 */
export function awaken(h: Human, choice: { readonly fourteen: AttributeKey }, ruleset: CharacterRuleset = bookCharacterRuleset): Result<CreationDraft> {
  const H = ruleset.creation.humans;
  const trialLevel = H.trial.fromHumanLevel;
  if (h.humanLevel < trialLevel) return fail([make('human_cannot_awaken_yet', ['humanLevel'], { level: h.humanLevel, trialLevel })]);
  const issues = checkAttributes(h.attributes, ruleset);
  if (hasErrors(issues)) return fail(issues);
  // Positions of the human array, highest first; equal values take consecutive positions, and the
  // chosen attribute takes the first of its value's positions.
  const order = [...attributeKeys].sort((a, b) => {
    const d = h.attributes.values[b] - h.attributes.values[a];
    if (d !== 0) return d;
    return (a === choice.fourteen ? -1 : 0) - (b === choice.fourteen ? -1 : 0);
  });
  const tiesOk = attributeKeys.filter((k) => h.attributes.values[k] === h.attributes.values[choice.fourteen]).length > 1;
  if (!tiesOk) return fail([make('awaken_choice_invalid', ['fourteen'], { attribute: choice.fourteen })]);
  const values = {} as Record<AttributeKey, number>;
  const used = new Map<number, number>();
  order.forEach((k) => {
    const hv = h.attributes.values[k];
    const n = used.get(hv) ?? 0;
    used.set(hv, n + 1);
    const positions = H.array.map((v, j) => (v === hv ? j : -1)).filter((j) => j >= 0);
    values[k] = H.awakening[positions[n] ?? positions[0]!]!;
  });
  const draft: CreationDraft = {
    id: h.id,
    name: h.name,
    army: h.army,
    attributes: { method: 'despertar', values },
    ...(h.treino ? { treino: h.treino } : {}),
    conviccoes: [...h.conviccoes],
    details: { ...h.details },
    items: [...h.items],
    ...(h.constellation ? { constellation: h.constellation } : {}),
  };
  return ok(draft);
}
