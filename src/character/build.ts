/**
 * A whole character from a few answers, and one level up with sensible choices: the shared logic
 * of `sangue-e-estrelas personagem novo/subir` and of the example parties
 * (`scripts/gen-personagens.ts`). Everything goes through the creation steps, {@link levelUp} and
 * {@link promotePosto}: an answer the rules refuse comes back as their coded issues.
 *
 * @module
 */
import * as z from 'zod';
import { bookCharacterRuleset, maxLevel, type AttributeKey, type CharacterRuleset, type CosmoAttributeKey, type PassiveDefenseKey } from '../rules/index.js';
import { attributeKeySchema, cosmoAttributeKeySchema, passiveDefenseKeySchema } from '../rules/index.js';
import type { TechniqueInput } from '../technique/index.js';
import { fail, ok, parseWith, type Issue, type Result } from '../issues/index.js';
import { characterIssue as make } from './issues.js';
import {
  assignStandardArray,
  finalizeCreation,
  setArmy,
  setConstellation,
  setConviccoes,
  setCosmoAttribute,
  setFinalization,
  setSkillsAndDefenses,
  setTechniques,
  setTreino,
  startCreation,
  type CreationDraft,
} from './creation.js';
import { levelOf, levelUp, promotePosto, type LevelUpChoices } from './progression.js';
import type { Warrior } from './schema.js';

/**
 * What stands in front: DES, the Atributo do Cosmo, FOR (CON behind) or CON.
 *
 * @example
 * ```ts
 * const b: CharacterBuild = 'cosmo';
 * ```
 */
export type CharacterBuild = 'des' | 'cosmo' | 'for' | 'con';

/** The builds, in order. @internal */
export const CHARACTER_BUILDS: readonly CharacterBuild[] = ['des', 'cosmo', 'for', 'con'];

const buildSchema = /* @__PURE__ */ (() => z.enum(['des', 'cosmo', 'for', 'con']))();
const text = /* @__PURE__ */ (() => z.string().trim().min(1).max(200))();

/** zod schema of {@link CharacterAnswers} (an answers file): every field but `name` optional. */
const characterAnswersSchema = /* @__PURE__ */ (() =>
  z.strictObject({
  name: text,
  build: buildSchema.optional(),
  level: z.number().int().min(1).max(100).optional(),
  posto: z.enum(['bronze', 'prata']).optional(),
  army: text.optional(),
  constellation: text.optional(),
  accessory: text.optional(),
  characteristic: text.optional(),
  prataCharacteristic: text.optional(),
  attributes: z.record(attributeKeySchema, z.number().int()).optional(),
  cosmoAttribute: cosmoAttributeKeySchema.optional(),
  treino: text.optional(),
  conviccoes: z.array(text).max(10).optional(),
  skills: z.array(text).max(20).optional(),
  trainedDefenses: z.array(passiveDefenseKeySchema).max(3).optional(),
  techniques: z.array(z.record(z.string(), z.unknown())).max(20).optional(),
  items: z.array(text).max(50).optional(),
  id: z.string().trim().min(1).max(100).optional(),
  }))();

/**
 * A character in a few answers: only `name` is needed, the rest defaults by `build` (DES).
 *
 * @example
 * ```ts
 * const a: CharacterAnswers = { name: 'Ayla', build: 'des', level: 5 };
 * ```
 */
export interface CharacterAnswers {
  readonly name: string;
  readonly build?: CharacterBuild;
  readonly level?: number;
  readonly posto?: 'bronze' | 'prata';
  readonly army?: string;
  readonly constellation?: string;
  readonly accessory?: string;
  readonly characteristic?: string;
  readonly prataCharacteristic?: string;
  readonly attributes?: Readonly<Record<AttributeKey, number>>;
  readonly cosmoAttribute?: CosmoAttributeKey;
  readonly treino?: string;
  readonly conviccoes?: readonly string[];
  readonly skills?: readonly string[];
  readonly trainedDefenses?: readonly PassiveDefenseKey[];
  readonly techniques?: readonly TechniqueInput[];
  readonly items?: readonly string[];
  readonly id?: string;
}

interface BuildDefaults {
  readonly attributes: Record<AttributeKey, number>;
  readonly cosmoAttribute: CosmoAttributeKey;
  readonly constellation: string;
  readonly accessory: string;
  readonly characteristic: string;
  readonly prataCharacteristic: string;
  readonly treino: string;
  readonly skills: readonly string[];
  readonly trainedDefenses: readonly PassiveDefenseKey[];
  readonly raise: readonly AttributeKey[];
  readonly licoes: readonly string[];
  /** Vida or Cosmo at a level. */
  readonly vida: (level: number) => boolean;
  readonly techniques: (name: string) => TechniqueInput[];
}

/** The reaction every default build carries (the book's Olhos do Lince, in the build's words). */
const reaction = (name: string, what: string): TechniqueInput => ({
  name,
  nature: 'cosmo',
  activation: 'reacao',
  trigger: 'um inimigo a até 6 m declara um ataque',
  duration: 'instantanea',
  range: 'curto',
  effects: [{ kind: 'desvantagem', points: 1 }],
  modifiers: [],
  limitations: [],
  roll: { kind: 'nenhuma' },
  grau: 1,
  description: `${what}: o ataque inimigo sai com Desvantagem.`,
});

const golpe = (name: string, attribute: AttributeKey, description: string): TechniqueInput => ({
  name,
  nature: 'golpe',
  attribute,
  activation: 'acao',
  duration: 'instantanea',
  range: 'toque',
  effects: [{ kind: 'dano', points: 2 }],
  modifiers: ['quebra_armadura'],
  limitations: [],
  roll: { kind: 'ataque', against: 'DEF' },
  grau: 1,
  signature: true,
  description,
});

const DEFAULTS: Readonly<Record<CharacterBuild, BuildDefaults>> = {
  des: {
    attributes: { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 },
    cosmoAttribute: 'SAB',
    constellation: 'Raposa',
    accessory: 'garras',
    characteristic: 'cortante',
    prataCharacteristic: 'leve',
    treino: 'ilha_do_sacrificio',
    skills: ['furtividade', 'percepcao', 'intuicao', 'atletismo'],
    trainedDefenses: ['reflexos', 'vontade'],
    raise: ['DES', 'SAB', 'CON', 'FOR'],
    licoes: ['briga_de_rua', 'fluxo', 'disciplina'],
    vida: (l) => l % 2 === 0,
    techniques: () => [
      golpe('Dente da Raposa', 'DES', 'Um salto e as garras: 2d8 + mod, e tiram 1 de Resistência do alvo.'),
      reaction('Faro da Raposa', 'A raposa sente o golpe antes dele sair'),
    ],
  },
  cosmo: {
    attributes: { FOR: 10, DES: 14, CON: 13, INT: 12, SAB: 15, CAR: 8 },
    cosmoAttribute: 'SAB',
    constellation: 'Cisne',
    accessory: 'asas',
    characteristic: 'ressonante',
    prataCharacteristic: 'coracao_de_estrela',
    treino: 'terra_do_gelo_eterno',
    skills: ['mitologia', 'intuicao', 'medicina', 'investigacao'],
    trainedDefenses: ['vontade', 'reflexos'],
    raise: ['SAB', 'DES', 'CON', 'INT'],
    licoes: ['disciplina', 'fluxo', 'paciencia_da_rocha'],
    vida: (l) => l % 2 === 1,
    techniques: () => [
      {
        name: 'Vento do Norte',
        nature: 'cosmo',
        activation: 'acao',
        duration: 'instantanea',
        range: 'curto',
        effects: [{ kind: 'dano', points: 2 }],
        modifiers: [],
        limitations: [],
        roll: { kind: 'ataque', against: 'DEF' },
        grau: 1,
        signature: true,
        description: 'O Cosmo gelado num sopro só: 2d8 + mod num alvo a até 9 m.',
      },
      reaction('Asas Brancas', 'As asas do Cisne se fecham diante do golpe'),
    ],
  },
  for: {
    attributes: { FOR: 15, DES: 12, CON: 14, INT: 8, SAB: 13, CAR: 10 },
    cosmoAttribute: 'SAB',
    constellation: 'Unicórnio',
    accessory: 'chifres',
    characteristic: 'pesada',
    prataCharacteristic: 'couraca_grossa',
    treino: 'ilha_infernal',
    skills: ['percepcao', 'sobrevivencia', 'intuicao', 'oficio'],
    trainedDefenses: ['fortitude', 'vontade'],
    raise: ['FOR', 'CON', 'SAB', 'DES'],
    licoes: ['paciencia_da_rocha', 'briga_de_rua', 'disciplina'],
    vida: () => true,
    techniques: () => [
      golpe('Galope do Unicórnio', 'FOR', 'O chifre à frente, o corpo inteiro atrás: 2d8 + mod, e tira 1 de Resistência do alvo.'),
      reaction('Crina de Fogo', 'O Unicórnio lê o golpe pelo barulho'),
    ],
  },
  con: {
    attributes: { FOR: 14, DES: 12, CON: 15, INT: 8, SAB: 13, CAR: 10 },
    cosmoAttribute: 'SAB',
    constellation: 'Baleia',
    accessory: 'escudo',
    characteristic: 'couraca_grossa',
    prataCharacteristic: 'elmo_fechado',
    treino: 'montanha_dos_cinco_picos',
    skills: ['percepcao', 'sobrevivencia', 'medicina', 'oficio'],
    trainedDefenses: ['fortitude', 'vontade'],
    raise: ['CON', 'FOR', 'SAB', 'DES'],
    licoes: ['carne_de_fogo', 'briga_de_rua', 'disciplina'],
    vida: () => true,
    techniques: () => [
      golpe('Cauda da Baleia', 'FOR', 'O golpe que vem de baixo, como a onda: 2d8 + mod, e tira 1 de Resistência do alvo.'),
      reaction('Casco de Baleia', 'O escudo recebe o golpe de lado'),
    ],
  },
};

const DEFAULT_CONVICCOES = [
  'eu luto para que a minha irmã Clara nunca precise fugir de novo',
  'eu luto para que o Mestre Aldo veja que valeu a pena me treinar',
  'eu luto para que esta armadura nunca se envergonhe de mim',
];
const FOURTH_CONVICCAO = 'eu luto para que os meus companheiros voltem para casa';
const SKILL_ORDER = ['percepcao', 'atletismo', 'intuicao', 'acrobacia', 'medicina', 'sobrevivencia', 'mitologia', 'investigacao', 'furtividade', 'oficio', 'persuasao', 'intimidacao', 'enganacao'];

/** A slug for ids: lowercase ASCII, dashes. */
function slugOf(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Reads an answers file into {@link CharacterAnswers}.
 *
 * @param value - Untrusted data.
 * @returns The answers, or the issues (`answers_schema_*`).
 * @example
 * ```ts
 * readCharacterAnswers({ name: 'Ayla', nivel: 5 }).ok //=> false (the field is `level`)
 * ```
 */
export function readCharacterAnswers(value: unknown): Result<CharacterAnswers> {
  return parseWith(characterAnswersSchema, value, 'answers_schema_') as Result<CharacterAnswers>;
}

/** The choices {@link raiseCharacter} makes when none is given (docs/personagem.md). @internal */
export function defaultLevelUpChoices(w: Warrior, build: CharacterBuild = characterBuildOf(w), ruleset: CharacterRuleset = bookCharacterRuleset): LevelUpChoices {
  return chooseFor(w, build, {}, ruleset);
}

/**
 * Choices for one level up, given by hand; the rest takes a default.
 *
 * @example
 * ```ts
 * const c: LevelUpAnswers = { vidaOuCosmo: 'cosmo', atributo: 'SAB' };
 * ```
 */
export interface LevelUpAnswers {
  readonly vidaOuCosmo?: 'vida' | 'cosmo';
  readonly atributo?: AttributeKey;
  readonly tecnica?: TechniqueInput;
  readonly pericia?: string;
  readonly defesa?: PassiveDefenseKey;
  readonly iniciativa?: boolean;
  readonly segundaLicao?: string;
  readonly quartaConviccao?: string;
  readonly segundaAssinatura?: string;
}

/** zod schema of LevelUpAnswers, with the `build`. */
const levelUpAnswersSchema = /* @__PURE__ */ (() =>
  z.strictObject({
  build: buildSchema.optional(),
  vidaOuCosmo: z.enum(['vida', 'cosmo']).optional(),
  atributo: attributeKeySchema.optional(),
  tecnica: z.record(z.string(), z.unknown()).optional(),
  pericia: text.optional(),
  defesa: passiveDefenseKeySchema.optional(),
  iniciativa: z.boolean().optional(),
  segundaLicao: text.optional(),
  quartaConviccao: text.optional(),
  segundaAssinatura: text.optional(),
  }))();

/** Reads an answers file for one level up (and the `build`). @internal */
export function readLevelUpAnswers(value: unknown): Result<LevelUpAnswers & { readonly build?: CharacterBuild }> {
  return parseWith(levelUpAnswersSchema, value, 'answers_schema_') as Result<LevelUpAnswers & { readonly build?: CharacterBuild }>;
}

/** The build a warrior looks like: its highest of DES, Cosmo, FOR, CON at creation. @internal */
export function characterBuildOf(w: Warrior): CharacterBuild {
  const v = w.attributes.values;
  const score: [CharacterBuild, number][] = [
    ['des', v.DES],
    ['cosmo', v[w.cosmoAttribute]],
    ['for', v.FOR],
    ['con', v.CON],
  ];
  return score.reduce((best, x) => (x[1] > best[1] ? x : best))[0];
}

function chooseFor(w: Warrior, build: CharacterBuild, given: LevelUpAnswers, ruleset: CharacterRuleset): LevelUpChoices {
  const P = ruleset.progression;
  const D = DEFAULTS[build];
  const level = levelOf(w) + 1;
  const gains = P.levels.find((l) => l.level === level)?.gains ?? [];
  const vidaOuCosmo = given.vidaOuCosmo ?? (D.vida(level) ? 'vida' : 'cosmo');
  let tecnicaOuAtributo: LevelUpChoices['tecnicaOuAtributo'];
  if (P.choices.tecnicaOuAtributo.levels.includes(level)) {
    if (given.tecnica) tecnicaOuAtributo = { kind: 'tecnica', technique: given.tecnica };
    else {
      const values = { ...w.attributes.values } as Record<AttributeKey, number>;
      for (const u of w.levelUps) if (u.tecnicaOuAtributo?.kind === 'atributo') values[u.tecnicaOuAtributo.attribute] += P.choices.tecnicaOuAtributo.attributeIncrease;
      const inc = P.choices.tecnicaOuAtributo.attributeIncrease;
      const order: AttributeKey[] = given.atributo ? [given.atributo] : [...D.raise, 'FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'];
      const attribute = order.find((k) => values[k] + inc <= ruleset.creation.attributeMax) ?? order[0]!;
      tecnicaOuAtributo = { kind: 'atributo', attribute };
    }
  }
  let periciaOuDefesa: LevelUpChoices['periciaOuDefesa'];
  if (P.choices.periciaOuDefesa.levels.includes(level)) {
    if (given.pericia) periciaOuDefesa = { kind: 'pericia', skill: given.pericia };
    else if (given.defesa) periciaOuDefesa = { kind: 'defesa', defense: given.defesa };
    else if (given.iniciativa) periciaOuDefesa = { kind: 'iniciativa' };
    else {
      // The first the rules accept: a missing defense, then the Iniciativa, then a skill.
      const candidates: NonNullable<LevelUpChoices['periciaOuDefesa']>[] = [
        ...ruleset.creation.passiveDefenses.list.map((d) => ({ kind: 'defesa' as const, defense: d.id })),
        { kind: 'iniciativa' },
        ...SKILL_ORDER.map((skill) => ({ kind: 'pericia' as const, skill })),
      ];
      periciaOuDefesa = candidates.find((c) => levelUp(w, { vidaOuCosmo, periciaOuDefesa: c, ...(tecnicaOuAtributo && { tecnicaOuAtributo }), ...licaoAndMore(w, build, given, gains, ruleset) }, { ignoreGloria: true }, ruleset).issues.every((i) => i.severity !== 'error' || i.path[0] !== 'levelUps' || !i.path.includes('periciaOuDefesa'))) ?? candidates[0]!;
    }
  }
  return { vidaOuCosmo, ...(tecnicaOuAtributo && { tecnicaOuAtributo }), ...(periciaOuDefesa && { periciaOuDefesa }), ...licaoAndMore(w, build, given, gains, ruleset) };
}

/** The fixed gains' choices: the second lição, the fourth Convicção, the second signature. */
function licaoAndMore(w: Warrior, build: CharacterBuild, given: LevelUpAnswers, gains: readonly string[], ruleset: CharacterRuleset): Partial<LevelUpChoices> {
  const out: { segundaLicao?: string; quartaConviccao?: string; segundaAssinatura?: string } = {};
  if (gains.includes('segunda_licao')) {
    const own = ruleset.creation.treinos.find((t) => t.id === w.treino)?.licao.id;
    const all = ruleset.creation.treinos.map((t) => t.licao.id);
    out.segundaLicao = given.segundaLicao ?? [...DEFAULTS[build].licoes, ...all].find((l) => l !== own && all.includes(l));
  }
  if (gains.includes('quarta_conviccao')) out.quartaConviccao = given.quartaConviccao ?? FOURTH_CONVICCAO;
  if (gains.includes('segunda_assinatura')) out.segundaAssinatura = given.segundaAssinatura ?? w.techniques.find((t) => !t.signature)?.id;
  return out;
}

/**
 * One level up (without the Glória) with the given choices and valid defaults for the rest.
 *
 * @param w - The warrior.
 * @param answers - Choices given by hand.
 * @param build - Whose defaults (default: its highest attribute).
 * @param ruleset - The character rules (defaults to the book's).
 * @returns The warrior one level up, or the issues.
 * @example
 * ```ts
 * levelOf(unwrap(raiseCharacter(teo, { vidaOuCosmo: 'cosmo' }))) //=> 2
 * ```
 */
export function raiseCharacter(w: Warrior, answers: LevelUpAnswers = {}, build: CharacterBuild = characterBuildOf(w), ruleset: CharacterRuleset = bookCharacterRuleset): Result<Warrior> {
  return levelUp(w, chooseFor(w, build, answers, ruleset), { ignoreGloria: true }, ruleset);
}

/**
 * A whole character from a few answers: the creation steps, then {@link raiseCharacter} up to
 * `level`, promoted to Prata at the Prata's first level when `posto` is `'prata'`.
 *
 * @param answers - The answers.
 * @param ruleset - The character rules (defaults to the book's).
 * @returns The warrior, or the issues.
 * @example
 * ```ts
 * const w = unwrap(buildCharacter({ name: 'Ayla', build: 'des', level: 9, posto: 'prata' }));
 * [levelOf(w), w.posto] //=> [9, 'prata']
 * ```
 */
export function buildCharacter(answers: CharacterAnswers, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Warrior> {
  const read = readCharacterAnswers(answers);
  if (!read.ok) return read;
  const a = read.value;
  const build: CharacterBuild = a.build ?? 'des';
  const D = DEFAULTS[build];
  const level = a.level ?? 1;
  const id = a.id ?? (slugOf(a.name) || 'personagem');
  const max = maxLevel(ruleset);
  if (level > max) return fail([make('level_up_beyond_max', ['level'], { max })]);
  const warnings: Issue[] = [];
  const steps: ((d: CreationDraft) => Result<CreationDraft>)[] = [
    (d) => setArmy(d, a.army ?? 'atena', ruleset),
    (d) => setConstellation(d, { constellation: a.constellation ?? D.constellation, accessory: a.accessory ?? D.accessory, characteristic: a.characteristic ?? D.characteristic }, ruleset),
    (d) => assignStandardArray(d, (a.attributes ?? D.attributes) as Record<AttributeKey, number>, ruleset),
    (d) => setCosmoAttribute(d, a.cosmoAttribute ?? D.cosmoAttribute, ruleset),
    (d) => setTreino(d, a.treino ?? D.treino, ruleset),
    (d) => setConviccoes(d, a.conviccoes ?? DEFAULT_CONVICCOES, ruleset),
    (d) => setSkillsAndDefenses(d, { skills: a.skills ?? D.skills, trainedDefenses: a.trainedDefenses ?? D.trainedDefenses }, ruleset),
    // The default techniques get ids of their owner: two characters' techniques are never "the same" one.
    (d) => setTechniques(d, (a.techniques as TechniqueInput[] | undefined) ?? D.techniques(a.name).map((t, i) => ({ ...t, id: `${id}-${i + 1}` })), ruleset),
    (d) => setFinalization(d, { name: a.name, ...(a.items && { items: a.items }) }, ruleset),
  ];
  let d = startCreation(id);
  for (const step of steps) {
    const r = step(d);
    if (!r.ok) return r;
    warnings.push(...r.issues);
    d = r.value;
  }
  const made = finalizeCreation(d, ruleset);
  if (!made.ok) return made;
  let w = made.value;
  const prataAt = ruleset.progression.posto.prata.minLevel;
  const promote = (x: Warrior): Result<Warrior> => promotePosto(x, { posto: 'prata', newCharacteristics: [a.prataCharacteristic ?? D.prataCharacteristic] }, ruleset);
  for (;;) {
    // Below the Prata's level, at the level asked, the rules refuse it (posto_level_too_low).
    if (a.posto === 'prata' && w.posto === 'bronze' && (levelOf(w) >= prataAt || levelOf(w) >= level)) {
      const p = promote(w);
      if (!p.ok) return p;
      w = p.value;
    }
    if (levelOf(w) >= level) break;
    const r = raiseCharacter(w, {}, build, ruleset);
    if (!r.ok) return r;
    w = r.value;
  }
  return ok(w, warnings);
}
