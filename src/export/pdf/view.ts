/**
 * `FichaView`: what the book's "Modelo de ficha" shows, as display-ready values. The PDF renderer
 * draws exactly this; it knows nothing of the rules. A character's derived ficha is mapped to a
 * `FichaView` by the character module; a blank ficha is {@link blankFichaView}.
 *
 * Numbers are numbers (the renderer writes the signs: `+2`, `−1`), `null` leaves a box blank,
 * booleans are check boxes (ticked when `true`), lists are rows.
 *
 * @module
 */
import { z } from 'zod';
import { parseWith, type Result } from '../../issues/index.js';

/** Free text of a box. */
const text = z.string().max(2000);
/** A number box; `null` leaves it blank. */
const int = z.number().int().min(-9999).max(99999).nullable();

/** The six attributes, as the book abbreviates them. */
export const FICHA_ATTRIBUTES = ['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'] as const;

/** The three defenses of the ficha, in the book's order. */
export const FICHA_DEFENSES = ['fortitude', 'reflexos', 'vontade'] as const;

/** The five senses, in the order the ficha prints them. */
export const FICHA_SENSES = ['tato', 'paladar', 'olfato', 'audicao', 'visao'] as const;

/** The Sentidos a character can reach, in order. */
export const FICHA_SENTIDOS = ['sexto', 'setimo', 'oitavo', 'nono'] as const;

const attribute = z.object({
  /** The attribute's value (12). */
  score: int,
  /** Its modifier (+1); drawn with a sign. */
  modifier: int,
});

const technique = z.object({
  name: text,
  /** The signature technique is marked with a star. */
  signature: z.boolean().default(false),
  /** "Golpe (DES)", "Cosmo (SAB)". */
  nature: text,
  size: int,
  cost: int,
  grau: int,
  /** "1d20 + 4 contra a DEF", "Reflexos CD 14". */
  roll: text,
  /** "2d8 + 2". */
  damage: text,
  /** One or two lines: duration, effects, range, modifiers, trigger… */
  details: text.default(''),
});

const skill = z.object({
  name: text,
  /** The total bonus (+4). */
  bonus: int,
  /** Where it came from, shown small: "treino", "livre". */
  source: text.default(''),
});

const lida = z.object({
  /** Who used it ("Cavaleiro Negro de Leão"). */
  enemy: text,
  /** Their technique I have already seen. */
  technique: text,
});

/**
 * The zod schema of a {@link FichaView}. Lists longer than the second page can hold are refused
 * (techniques up to 40, Lidas up to 60).
 *
 * @example
 * ```ts
 * fichaViewSchema.safeParse(blankFichaView()).success //=> true
 * ```
 */
export const fichaViewSchema = z.object({
  name: text,
  army: text,
  posto: text,
  constellation: text,
  accessory: text,
  level: int,
  attributes: z.object({
    FOR: attribute,
    DES: attribute,
    CON: attribute,
    INT: attribute,
    SAB: attribute,
    CAR: attribute,
  }),
  /** "Sabedoria" (or "SAB"). */
  cosmoAttribute: text,
  proficiency: int,
  grau: int,
  hp: z.object({ current: int, max: int }),
  defense: int,
  initiative: int,
  /** Metres. */
  movement: int,
  defenses: z.object({
    fortitude: int,
    reflexos: int,
    vontade: int,
  }),
  /** Which defenses are trained (ticked). */
  trainedDefenses: z.array(z.enum(FICHA_DEFENSES)).max(3),
  cosmo: z.object({ initial: int, teto: int, current: int }),
  /** The Sentido reached (ticked), or `null`. */
  sentido: z.enum(FICHA_SENTIDOS).nullable(),
  eloDivino: text,
  /** The senses; `true` = lost (ticked). */
  senses: z.object({
    tato: z.boolean(),
    paladar: z.boolean(),
    olfato: z.boolean(),
    audicao: z.boolean(),
    visao: z.boolean(),
  }),
  /** One box per third of blood; `true` = given. */
  sangue: z.array(z.boolean()).max(6),
  /** One box per Centelha; `true` = spent. */
  centelhas: z.array(z.boolean()).max(10),
  /** Cicatrizes, as the player writes them ("1", "olho esquerdo"). */
  cicatrizes: text,
  /** One box per level of Cansaço; `true` = marked. */
  cansaco: z.array(z.boolean()).max(8),
  ferido: z.boolean(),
  gloria: z.object({ current: int, max: int }),
  /** Relics in Sintonia. */
  relics: z.array(text).max(12),
  armor: z.object({
    name: text,
    version: int,
    /** DEF bonus of the armor (+2). */
    defense: int,
    /** Acerto bonus (+0). */
    attack: int,
    /** Origin trait ("garras"). */
    trait: text,
    /** One box per point of Resistência; `true` = lost (ticked). At most 24. */
    resistencia: z.array(z.boolean()).max(24),
    formas: text,
    /** The Elmo box (`true` = the Elmo flew). */
    elmo: z.boolean(),
    characteristics: z.array(text).max(12),
  }),
  treino: text,
  licao: text,
  /** Up to three Convicções; `gasta` ticks the box. */
  conviccoes: z.array(z.object({ text, gasta: z.boolean() })).max(3),
  skills: z.array(skill).max(24),
  golpeComum: z.object({
    /** "+4 para acertar". */
    attack: int,
    /** "1d10". */
    damageDie: text,
    /** "+ 2" of damage. */
    damageBonus: int,
  }),
  techniques: z.array(technique).max(40),
  lidas: z.array(lida).max(60),
  /** Not in the book's Modelo: the items the player carries (the Téo's ficha lists them). */
  items: z.array(text).max(30).default([]),
});

/**
 * The display values of a ficha: exactly the boxes of the book's "Modelo de ficha".
 *
 * @example
 * ```ts
 * const view: FichaView = { ...blankFichaView(), name: 'Téo', level: 1 };
 * ```
 */
export type FichaView = z.output<typeof fichaViewSchema>;

/**
 * What {@link fichaViewSchema} accepts (defaults may be left out).
 *
 * @example
 * ```ts
 * const input: FichaViewInput = blankFichaView();
 * ```
 */
export type FichaViewInput = z.input<typeof fichaViewSchema>;

/**
 * A technique row of the ficha.
 *
 * @example
 * ```ts
 * const t: FichaTechnique = blankFichaView().techniques[0] ?? {
 *   name: 'Olhos do Lince', signature: false, nature: 'Cosmo (SAB)', size: 2, cost: 2, grau: 1,
 *   roll: '', damage: '', details: 'reação, instantânea, Desvantagem numa rolagem',
 * };
 * ```
 */
export type FichaTechnique = FichaView['techniques'][number];

/**
 * A blank ficha: every box empty, the book's number of boxes (3 Sangue, 3 Centelhas, 4 Cansaço,
 * 12 Resistência, 3 Convicções), nothing ticked.
 *
 * @returns A fresh blank view.
 * @example
 * ```ts
 * blankFichaView().sangue //=> [false, false, false]
 * ```
 */
export function blankFichaView(): FichaView {
  const attr = () => ({ score: null, modifier: null });
  return {
    name: '',
    army: '',
    posto: '',
    constellation: '',
    accessory: '',
    level: null,
    attributes: { FOR: attr(), DES: attr(), CON: attr(), INT: attr(), SAB: attr(), CAR: attr() },
    cosmoAttribute: '',
    proficiency: null,
    grau: null,
    hp: { current: null, max: null },
    defense: null,
    initiative: null,
    movement: null,
    defenses: { fortitude: null, reflexos: null, vontade: null },
    trainedDefenses: [],
    cosmo: { initial: null, teto: null, current: null },
    sentido: null,
    eloDivino: '',
    senses: { tato: false, paladar: false, olfato: false, audicao: false, visao: false },
    sangue: [false, false, false],
    centelhas: [false, false, false],
    cicatrizes: '',
    cansaco: [false, false, false, false],
    ferido: false,
    gloria: { current: null, max: null },
    relics: [],
    armor: {
      name: '',
      version: null,
      defense: null,
      attack: null,
      trait: '',
      resistencia: Array.from({ length: 12 }, () => false),
      formas: '',
      elmo: false,
      characteristics: [],
    },
    treino: '',
    licao: '',
    conviccoes: [
      { text: '', gasta: false },
      { text: '', gasta: false },
      { text: '', gasta: false },
    ],
    skills: [],
    golpeComum: { attack: null, damageDie: '', damageBonus: null },
    techniques: [],
    lidas: [],
    items: [],
  };
}

/**
 * Validates untrusted input as a {@link FichaView}; never throws.
 *
 * @param input - Anything.
 * @returns The view, or coded pt-BR issues (`schema_invalid_type`, `schema_too_big`…).
 * @example
 * ```ts
 * parseFichaView({ name: 'Téo' }).ok //=> false
 * parseFichaView(blankFichaView()).ok //=> true
 * ```
 */
export function parseFichaView(input: unknown): Result<FichaView> {
  return parseWith(fichaViewSchema, input);
}
