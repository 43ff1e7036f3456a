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
import * as z from 'zod';
import { parseWith, type Result } from '../../issues/index.js';

/**
 * The longest text a box of the view takes: every text a valid character can carry fits (a stored
 * text is at most `CHARACTER_LIMITS.text`, 4,000 characters; a box may join a few of them, as the
 * Lições line joins the name and effect of each Lição). What does not fit in its box on the page
 * is printed whole on the "textos completos" pages.
 *
 * @example
 * ```ts
 * FICHA_TEXT_MAX //=> 16000
 * ```
 */
export const FICHA_TEXT_MAX = 16_000; // 4 × CHARACTER_LIMITS.text, kept literal: the view does not load the character module (a test ties them)

/** Free text of a box. */
const text = z.string().max(FICHA_TEXT_MAX);
/** A number box; `null` leaves it blank. */
const int = z.number().int().min(-9999).max(99999).nullable();

/**
 * The six attributes, as the book abbreviates them.
 *
 * @example
 * ```ts
 * FICHA_ATTRIBUTES[0] //=> 'FOR'
 * ```
 */
export const FICHA_ATTRIBUTES = ['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'] as const;

/**
 * The three defenses of the ficha, in the book's order.
 *
 * @example
 * ```ts
 * FICHA_DEFENSES //=> ['fortitude', 'reflexos', 'vontade']
 * ```
 */
export const FICHA_DEFENSES = ['fortitude', 'reflexos', 'vontade'] as const;

/**
 * The five senses, in the order the ficha prints them.
 *
 * @example
 * ```ts
 * FICHA_SENSES.length //=> 5
 * ```
 */
export const FICHA_SENSES = ['tato', 'paladar', 'olfato', 'audicao', 'visao'] as const;

/**
 * The Sentidos a character can reach, in order.
 *
 * @example
 * ```ts
 * FICHA_SENTIDOS[0] //=> 'sexto'
 * ```
 */
export const FICHA_SENTIDOS = ['sexto', 'setimo', 'oitavo', 'nono'] as const;

const attribute = z.object({
  /** The attribute's value (12). */
  score: int,
  /** Its modifier (+1); drawn with a sign. */
  modifier: int,
});

const technique = z.object({
  /** The technique's name. */
  name: text,
  /** The signature technique is marked with a star. */
  signature: z.boolean().default(false),
  /** "Golpe (DES)", "Cosmo (SAB)". */
  nature: text,
  /** Tamanho. */
  size: int,
  /** Custo in Cosmo. */
  cost: int,
  /** The Grau it acts at. */
  grau: int,
  /** "1d20 + 4 contra a DEF", "Reflexos CD 14". */
  roll: text,
  /** "2d8 + 2". */
  damage: text,
  /** One or two lines: duration, effects, range, modifiers, trigger… */
  details: text.default(''),
});

const skill = z.object({
  /** The skill's name ("Furtividade"). */
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

/** The schema of {@link fichaViewSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link FichaView}. @internal */
export const fichaViewSchemaDef = z.object({
  /** NOME. */
  name: text,
  /** EXÉRCITO ("Atena"). */
  army: text,
  /** POSTO ("Bronze"). */
  posto: text,
  /** CONSTELAÇÃO. */
  constellation: text,
  /** ACESSÓRIO ("garras"). */
  accessory: text,
  /** NÍVEL. */
  level: int,
  /** The six attributes, each with its modifier. */
  attributes: z.object({
    /** Força. */
    FOR: attribute,
    /** Destreza. */
    DES: attribute,
    /** Constituição. */
    CON: attribute,
    /** Inteligência. */
    INT: attribute,
    /** Sabedoria. */
    SAB: attribute,
    /** Carisma. */
    CAR: attribute,
  }),
  /** "Sabedoria" (or "SAB"). */
  cosmoAttribute: text,
  /** Proficiência (drawn with its sign). */
  proficiency: int,
  /** Grau. */
  grau: int,
  /** PV: now and maximum. */
  hp: z.object({
    /** PV now. */
    current: int,
    /** PV máximos. */
    max: int,
  }),
  /** DEF. */
  defense: int,
  /** Iniciativa bonus (drawn with its sign). */
  initiative: int,
  /** Metres. */
  movement: int,
  /** The passive defenses. */
  defenses: z.object({
    /** Fortitude. */
    fortitude: int,
    /** Reflexos. */
    reflexos: int,
    /** Vontade. */
    vontade: int,
  }),
  /** Which defenses are trained (ticked). */
  trainedDefenses: z.array(z.literal(FICHA_DEFENSES)).max(3),
  /** COSMO: inicial, Teto, atual. */
  cosmo: z.object({
    /** Cosmo inicial. */
    initial: int,
    /** Teto. */
    teto: int,
    /** Cosmo now. */
    current: int,
  }),
  /** The Sentido reached (ticked), or `null`. */
  sentido: z.literal(FICHA_SENTIDOS).nullable(),
  /** Elo divino (the god the character is linked to). */
  eloDivino: text,
  /** The senses; `true` = lost (ticked). */
  senses: z.object({
    /** Tato lost. */
    tato: z.boolean(),
    /** Paladar lost. */
    paladar: z.boolean(),
    /** Olfato lost. */
    olfato: z.boolean(),
    /** Audição lost. */
    audicao: z.boolean(),
    /** Visão lost. */
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
  /** The FERIDO box. */
  ferido: z.boolean(),
  /** GLÓRIA ___ de ___. */
  gloria: z.object({
    /** Glória now. */
    current: int,
    /** Glória needed to leave the level. */
    max: int,
  }),
  /** Relics in Sintonia. */
  relics: z.array(text).max(12),
  /** ARMADURA. */
  armor: z.object({
    /** The armor's name ("Lince"). */
    name: text,
    /** Versão (V1 is the original). */
    version: int,
    /** DEF bonus of the armor (+2). */
    defense: int,
    /** Acerto bonus (+0). */
    attack: int,
    /** Origin trait ("garras"). */
    trait: text,
    /** One box per point of Resistência; `true` = lost (ticked). At most 24. */
    resistencia: z.array(z.boolean()).max(24),
    /** The forms it has taken, as the player writes them. */
    formas: text,
    /** The Elmo box (`true` = the Elmo flew). */
    elmo: z.boolean(),
    /** CARACTERÍSTICAS ("Cortante"). */
    characteristics: z.array(text).max(12),
  }),
  /** TREINO ("O Orfanato"). */
  treino: text,
  /** Lição ("Briga de Rua: Iniciativa 1d20 + 4"). */
  licao: text,
  /** Up to three Convicções; `gasta` ticks the box. */
  conviccoes: z
    .array(
      z.object({
        /** The Convicção, in the player's words. */
        text,
        /** The "gasta" box. */
        gasta: z.boolean(),
      }),
    )
    .max(3),
  /** PERÍCIAS: the skills the character is proficient in. */
  skills: z.array(skill).max(24),
  /** GOLPE COMUM: to hit and damage. */
  golpeComum: z.object({
    /** "+4 para acertar". */
    attack: int,
    /** "1d10". */
    damageDie: text,
    /** "+ 2" of damage. */
    damageBonus: int,
  }),
  /** TÉCNICAS, one row each. */
  techniques: z.array(technique).max(40),
  /** LIDAS POR MIM: enemies' techniques I have seen. */
  lidas: z.array(lida).max(60),
  /** Not in the book's Modelo: the items the player carries (the Téo's ficha lists them). */
  items: z.array(text).max(30).default([]),
  /**
   * Not drawn on the PDF: how each number was reached, in the engine's pt-BR words
   * ("PV 15 = 10 base + 1 CON + …"), keyed by the number's path in the view (`hp.max`, `defense`,
   * `attributes.DES.score`, `skills.0.bonus`, `techniques.0.roll`…). The HTML ficha shows it on
   * hover and focus.
   */
  breakdowns: z.record(z.string().max(80), text).default({}),
});

/**
 * The zod schema of a {@link FichaView}. Lists longer than the pages can hold are refused
 * (techniques up to 40, Lidas up to 60).
 *
 * @example
 * ```ts
 * fichaViewSchema.safeParse(blankFichaView()).success //=> true
 * ```
 */
export const fichaViewSchema: z.ZodType<FichaView, FichaViewInput> = fichaViewSchemaDef;

/**
 * One box of an attribute on the ficha: the score and its modifier.
 *
 * @example
 * ```ts
 * const box: FichaAttributeBox = { score: 15, modifier: 2 };
 * ```
 */
export type FichaAttributeBox = {
    score: number | null;
    modifier: number | null;
};

/**
 * A current/maximum pair of the ficha (PV, Glória).
 *
 * @example
 * ```ts
 * const hp: FichaCurrentMax = { current: 12, max: 18 };
 * ```
 */
export type FichaCurrentMax = {
    current: number | null;
    max: number | null;
};

/**
 * One line of the ficha's skills box.
 *
 * @example
 * ```ts
 * const row: FichaSkillRow = { name: 'Atletismo', bonus: 4, source: 'treino' };
 * ```
 */
export type FichaSkillRow = {
    name: string;
    bonus: number | null;
    source: string;
};

/**
 * One line of the ficha's techniques box.
 *
 * @example
 * ```ts
 * const row: FichaTechniqueRow = { name: 'Meteoro', signature: true, nature: 'golpe', size: 2, cost: 3, grau: 1, roll: '+5', damage: '2d8+3', details: '' };
 * ```
 */
export type FichaTechniqueRow = {
    name: string;
    signature: boolean;
    nature: string;
    size: number | null;
    cost: number | null;
    grau: number | null;
    roll: string;
    damage: string;
    details: string;
};

/**
 * A skills line as {@link fichaViewSchema} accepts it (`source` may be left out).
 *
 * @example
 * ```ts
 * const row: FichaSkillRowInput = { name: 'Atletismo', bonus: 4 };
 * ```
 */
export interface FichaSkillRowInput extends Omit<FichaSkillRow, 'source'> {
    source?: string | undefined;
}

/**
 * A techniques line as {@link fichaViewSchema} accepts it (`signature` and `details` may be left out).
 *
 * @example
 * ```ts
 * const row: FichaTechniqueRowInput = { name: 'Meteoro', nature: 'golpe', size: 2, cost: 3, grau: 1, roll: '+5', damage: '2d8+3' };
 * ```
 */
export interface FichaTechniqueRowInput extends Omit<FichaTechniqueRow, 'signature' | 'details'> {
    signature?: boolean | undefined;
    details?: string | undefined;
}

/**
 * The display values of a ficha: exactly the boxes of the book's "Modelo de ficha".
 *
 * @example
 * ```ts
 * const view: FichaView = { ...blankFichaView(), name: 'Téo', level: 1 };
 * ```
 */
export type FichaView = {
    name: string;
    army: string;
    posto: string;
    constellation: string;
    accessory: string;
    level: number | null;
    attributes: {
        FOR: FichaAttributeBox;
        DES: FichaAttributeBox;
        CON: FichaAttributeBox;
        INT: FichaAttributeBox;
        SAB: FichaAttributeBox;
        CAR: FichaAttributeBox;
    };
    cosmoAttribute: string;
    proficiency: number | null;
    grau: number | null;
    hp: FichaCurrentMax;
    defense: number | null;
    initiative: number | null;
    movement: number | null;
    defenses: {
        fortitude: number | null;
        reflexos: number | null;
        vontade: number | null;
    };
    trainedDefenses: ("fortitude" | "reflexos" | "vontade")[];
    cosmo: {
        initial: number | null;
        teto: number | null;
        current: number | null;
    };
    sentido: "sexto" | "setimo" | "oitavo" | "nono" | null;
    eloDivino: string;
    senses: {
        tato: boolean;
        paladar: boolean;
        olfato: boolean;
        audicao: boolean;
        visao: boolean;
    };
    sangue: boolean[];
    centelhas: boolean[];
    cicatrizes: string;
    cansaco: boolean[];
    ferido: boolean;
    gloria: FichaCurrentMax;
    relics: string[];
    armor: {
        name: string;
        version: number | null;
        defense: number | null;
        attack: number | null;
        trait: string;
        resistencia: boolean[];
        formas: string;
        elmo: boolean;
        characteristics: string[];
    };
    treino: string;
    licao: string;
    conviccoes: {
        text: string;
        gasta: boolean;
    }[];
    skills: FichaSkillRow[];
    golpeComum: {
        attack: number | null;
        damageDie: string;
        damageBonus: number | null;
    };
    techniques: FichaTechniqueRow[];
    lidas: {
        enemy: string;
        technique: string;
    }[];
    items: string[];
    breakdowns: Record<string, string>;
};

/**
 * What {@link fichaViewSchema} accepts (defaults may be left out).
 *
 * @example
 * ```ts
 * const input: FichaViewInput = blankFichaView();
 * ```
 */
export interface FichaViewInput extends Omit<FichaView, 'skills' | 'techniques' | 'items' | 'breakdowns'> {
    skills: FichaSkillRowInput[];
    techniques: FichaTechniqueRowInput[];
    items?: string[] | undefined;
    breakdowns?: Record<string, string> | undefined;
}


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
    breakdowns: {},
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
