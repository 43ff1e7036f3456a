/**
 * What a warrior's stored choices add up to, before any formula: level, final attribute values,
 * Vida and Cosmo choices, proficient skills, trained defenses, lições, signatures. Shared by the
 * validator and the ficha.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { type AttributeKey, attributeKeys, bookCharacterRuleset, grauAt, type PassiveDefenseKey, type CharacterRuleset } from '../rules/index.js';
import type { Technique } from '../technique/index.js';
import type { Warrior } from './schema.js';

/**
 * A warrior's choices, summed.
 *
 * @example
 * ```ts
 * const f: WarriorFacts = warriorFacts(teo);
 * f.level //=> 1
 * ```
 */
export interface WarriorFacts {
  /** 1 + the number of level-ups. */
  readonly level: number;
  /** Attribute values at creation. */
  readonly baseAttributes: Readonly<Record<AttributeKey, number>>;
  /** How many +2 choices each attribute received. */
  readonly attributeRaises: Readonly<Record<AttributeKey, number>>;
  /** Final values (creation + raises). */
  readonly attributes: Readonly<Record<AttributeKey, number>>;
  readonly vidaChoices: number;
  readonly cosmoChoices: number;
  /** Extra +2 Iniciativa choices (with the three defenses trained). */
  readonly initiativeChoices: number;
  /** Treino skills, free skills and level-up skills, in that order, without repeats. */
  readonly proficientSkills: readonly string[];
  readonly trainedDefenses: readonly PassiveDefenseKey[];
  /** Lição ids: the treino's, then the Segunda Lição. */
  readonly licoes: readonly string[];
  /** Ids of signature techniques with the level they became signature. */
  readonly signatures: ReadonlyMap<string, number>;
  /** Ids of techniques learned by a level-up choice, with that level. */
  readonly learnedAt: ReadonlyMap<string, number>;
}

/**
 * Sums a warrior's stored choices (no rule formula applied, no validation).
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The facts.
 * @example
 * ```ts
 * warriorFacts(teo).proficientSkills //=> ['furtividade', 'enganacao', 'acrobacia', 'percepcao', 'intuicao', 'atletismo']
 * ```
 */
export function warriorFacts(w: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset): WarriorFacts {
  // Plain loops: on Node 20, forEach/find/filter/slice over frozen arrays (a validated character,
  // the ruleset) leave V8's fast path and cost several times more (bench/character.bench.ts).
  const inc = ruleset.progression.choices.tecnicaOuAtributo.attributeIncrease;
  const raises = {} as Record<AttributeKey, number>;
  for (const k of attributeKeys) raises[k] = 0;
  let vida = 0;
  let cosmo = 0;
  let initiative = 0;
  const treino = treinoOf(w, ruleset);
  const skills: string[] = [];
  const addSkill = (s: string) => {
    if (!skills.includes(s)) skills.push(s);
  };
  if (treino) for (const s of treino.skills) addSkill(s);
  for (const s of w.skills) addSkill(s);
  const defenses: PassiveDefenseKey[] = [];
  const addDefense = (d: PassiveDefenseKey) => {
    if (!defenses.includes(d)) defenses.push(d);
  };
  for (const d of w.trainedDefenses) addDefense(d);
  if (treino?.licao.effects.trainsAllPassiveDefenses) for (const d of ruleset.creation.passiveDefenses.list) addDefense(d.id);
  const licoes: string[] = treino ? [treino.licao.id] : [];
  const signatures = new Map<string, number>();
  const learnedAt = new Map<string, number>();
  for (const u of w.levelUps) {
    if (u.vidaOuCosmo === 'vida') vida++;
    else cosmo++;
    if (u.tecnicaOuAtributo?.kind === 'atributo') raises[u.tecnicaOuAtributo.attribute] += 1;
    if (u.tecnicaOuAtributo?.kind === 'tecnica') learnedAt.set(u.tecnicaOuAtributo.techniqueId, u.level);
    if (u.periciaOuDefesa?.kind === 'pericia') addSkill(u.periciaOuDefesa.skill);
    if (u.periciaOuDefesa?.kind === 'defesa') addDefense(u.periciaOuDefesa.defense);
    if (u.periciaOuDefesa?.kind === 'iniciativa') initiative++;
    if (u.segundaLicao && !licoes.includes(u.segundaLicao)) licoes.push(u.segundaLicao);
    if (u.segundaAssinatura) signatures.set(u.segundaAssinatura, u.level);
  }
  // A Segunda Lição gives its effect like the treino's own (Disciplina: the three defenses trained).
  for (let i = 1; i < licoes.length; i++)
    if (licaoOf(w, licoes[i]!, ruleset)?.effects.trainsAllPassiveDefenses) for (const d of ruleset.creation.passiveDefenses.list) addDefense(d.id);
  for (const t of w.techniques) {
    const since = signatures.get(t.id) ?? (t.evolvedFrom !== undefined ? signatures.get(t.evolvedFrom) : undefined);
    if (t.signature) signatures.set(t.id, since ?? 1);
  }
  const base = w.attributes.values as Record<AttributeKey, number>;
  const attributes = {} as Record<AttributeKey, number>;
  for (const k of attributeKeys) attributes[k] = base[k] + raises[k] * inc;
  const trainedDefenses: PassiveDefenseKey[] = [];
  for (const d of ruleset.creation.passiveDefenses.list) if (defenses.includes(d.id)) trainedDefenses.push(d.id);
  return {
    level: 1 + w.levelUps.length,
    baseAttributes: base,
    attributeRaises: raises,
    attributes,
    vidaChoices: vida,
    cosmoChoices: cosmo,
    initiativeChoices: initiative,
    proficientSkills: skills,
    trainedDefenses,
    licoes,
    signatures,
    learnedAt,
  };
}

/**
 * All lição ids of the ruleset with their effects, for looking up a character's lições.
 *
 * @param id - A lição id.
 * @param ruleset - The ruleset.
 * @returns The lição (with its treino), or undefined.
 * @example
 * ```ts
 * findLicao('briga_de_rua')?.licao.name //=> 'Briga de Rua'
 * ```
 */
export function findLicao(id: string, ruleset: CharacterRuleset = bookCharacterRuleset) {
  for (const t of ruleset.creation.treinos) if (t.licao.id === id) return { treino: t, licao: t.licao };
  return undefined;
}

/**
 * A treino of the ruleset or of the player's own, as a character names it.
 *
 * @example
 * ```ts
 * const t: Treino = bookRuleset.creation.treinos[0];
 * ```
 */
export type Treino = CharacterRuleset['creation']['treinos'][number];

/**
 * The character's treino: its own (`customTreino`, when `treino` names it) or the ruleset's.
 *
 * @param c - The character (or a creation draft): its `treino` id and optional `customTreino`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The treino, or undefined when the id is unknown (or absent).
 * @example
 * ```ts
 * treinoOf(teo)?.name //=> 'O Orfanato'
 * treinoOf({ treino: 'ilha', customTreino: ilha })?.licao.name //=> 'O Mar Ensina'
 * ```
 */
export function treinoOf(
  c: { readonly treino?: string | undefined; readonly customTreino?: Immutable<Treino> | undefined },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Immutable<Treino> | undefined {
  if (c.treino === undefined) return undefined;
  if (c.customTreino !== undefined && c.customTreino.id === c.treino) return c.customTreino;
  for (const t of ruleset.creation.treinos) if (t.id === c.treino) return t;
  return undefined;
}

/**
 * A lição the character has, by id: its own treino's (a custom treino included), else any treino's
 * of the ruleset (the Segunda Lição is "a lição de outro treino").
 *
 * @param c - The character: its `treino` id and optional `customTreino`.
 * @param id - The lição id.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The lição, or undefined.
 * @example
 * ```ts
 * licaoOf(teo, 'briga_de_rua')?.effects.initiativeBonus //=> 2
 * ```
 */
export function licaoOf(
  c: { readonly treino?: string | undefined; readonly customTreino?: Immutable<Treino> | undefined },
  id: string,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Immutable<Treino['licao']> | undefined {
  const own = treinoOf(c, ruleset);
  if (own?.licao.id === id) return own.licao;
  return findLicao(id, ruleset)?.licao;
}

/**
 * How many Convicções a warrior of a level has (3; 4 from the Quarta Convicção at 14).
 *
 * @param level - The level.
 * @param ruleset - The ruleset.
 * @returns The count.
 * @example
 * ```ts
 * conviccoesAt(13) //=> 3
 * conviccoesAt(14) //=> 4
 * ```
 */
export function conviccoesAt(level: number, ruleset: CharacterRuleset = bookCharacterRuleset): number {
  const base = ruleset.creation.conviccoes.atCreation;
  const { extraFromGain } = ruleset.progression.conviccoes;
  const gainLevel = ruleset.progression.fixedGains[extraFromGain.gain]?.level;
  return base + (gainLevel !== undefined && level >= gainLevel ? extraFromGain.amount : 0);
}

/**
 * The Grau a technique acts at: the Grau it was born in, plus one per new Grau of its owner since it
 * became a signature (a signature rises by itself, no test), never above the owner's Grau.
 *
 * @param t - The technique.
 * @param level - The owner's level.
 * @param signatureSince - Level at which it became a signature (undefined if it is not one).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The effective Grau (undefined when the technique has none).
 * @example
 * ```ts
 * effectiveGrau(garra, 9, 1) //=> 3
 * ```
 */
export function effectiveGrau(t: Technique, level: number, signatureSince: number | undefined, ruleset: CharacterRuleset = bookCharacterRuleset): number | undefined {
  if (t.grau === undefined) return undefined;
  if (signatureSince === undefined) return t.grau;
  // It rises with its owner, never above the owner's Grau (a signature evolved to the owner's Grau
  // at level 9 rises from there, not again from the level it first became a signature).
  const owner = grauAt(level, ruleset);
  return Math.max(t.grau, Math.min(owner, t.grau + Math.max(0, owner - grauAt(signatureSince, ruleset))));
}
