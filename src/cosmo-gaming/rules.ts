/**
 * The rules of Cosmo Gaming (seed `000_a33968bfbd20b3d4.txt`) as data: realism degrees and
 * everything they change, the five areas of competências, the roll, extreme results, the PEC,
 * scenes, movement, damage and healing, and the condition catalogue. Logic reads every number
 * from here.
 *
 * @module
 */
import * as z from 'zod';
import { deepFreeze } from '../internal/freeze.js';
import { prov, type ProvenanceMap } from '../rules/index.js';

/**
 * The three realism degrees of a campaign, in the seed's order.
 *
 * @example
 * ```ts
 * realisms //=> ['fantasioso', 'ficcional', 'realista']
 * ```
 */
export const realisms = /* @__PURE__ */ (() => Object.freeze(['fantasioso', 'ficcional', 'realista'] as const))();

/**
 * A realism degree: `fantasioso`, `ficcional` or `realista`.
 *
 * @example
 * ```ts
 * const r: Realism = 'realista';
 * ```
 */
export type Realism = (typeof realisms)[number];

/**
 * zod schema of a realism degree.
 *
 * @example
 * ```ts
 * realismSchema.parse('ficcional') //=> 'ficcional'
 * ```
 */
export const realismSchema: z.ZodType<Realism, Realism> = /* @__PURE__ */ z.enum(realisms);

/**
 * The five areas of competências the Mestre do Cosmo draws a module from.
 *
 * @example
 * ```ts
 * areas //=> ['fisico', 'mente', 'social', 'ocupacional', 'poder']
 * ```
 */
export const areas = /* @__PURE__ */ (() => Object.freeze(['fisico', 'mente', 'social', 'ocupacional', 'poder'] as const))();

/**
 * One of the five areas (`fisico`, `mente`, `social`, `ocupacional`, `poder`).
 *
 * @example
 * ```ts
 * const a: Area = 'poder';
 * ```
 */
export type Area = (typeof areas)[number];

/**
 * zod schema of an area.
 *
 * @example
 * ```ts
 * areaSchema.safeParse('magia').success //=> false
 * ```
 */
export const areaSchema: z.ZodType<Area, Area> = /* @__PURE__ */ z.enum(areas);

/**
 * The three groups of conditions: situações, descrições, propriedades.
 *
 * @example
 * ```ts
 * conditionGroups //=> ['situacao', 'descricao', 'propriedade']
 * ```
 */
export const conditionGroups = /* @__PURE__ */ (() => Object.freeze(['situacao', 'descricao', 'propriedade'] as const))();

/**
 * One of {@link conditionGroups}.
 *
 * @example
 * ```ts
 * const g: ConditionGroup = 'propriedade';
 * ```
 */
export type ConditionGroup = (typeof conditionGroups)[number];

/**
 * zod schema of a condition group.
 *
 * @example
 * ```ts
 * conditionGroupSchema.parse('situacao') //=> 'situacao'
 * ```
 */
export const conditionGroupSchema: z.ZodType<ConditionGroup, ConditionGroup> = /* @__PURE__ */ z.enum(conditionGroups);

/**
 * How a condition goes away: `etapas` (simple steps, or a rest), `dano` (the damage rules),
 * `severa` (the realism's rules for severe conditions), `especial` (not healed traditionally).
 *
 * @example
 * ```ts
 * conditionHealings //=> ['etapas', 'dano', 'severa', 'especial']
 * ```
 */
export const conditionHealings = /* @__PURE__ */ (() => Object.freeze(['etapas', 'dano', 'severa', 'especial'] as const))();

/**
 * One of {@link conditionHealings}.
 *
 * @example
 * ```ts
 * const h: ConditionHealing = 'severa';
 * ```
 */
export type ConditionHealing = (typeof conditionHealings)[number];

/**
 * zod schema of how a condition goes away.
 *
 * @example
 * ```ts
 * conditionHealingSchema.parse('severa') //=> 'severa'
 * ```
 */
export const conditionHealingSchema: z.ZodType<ConditionHealing, ConditionHealing> = /* @__PURE__ */ z.enum(conditionHealings);

/**
 * The tie-breaks a contest may use: fewer dice, fewer PEC points, fewer conditions.
 *
 * @example
 * ```ts
 * tieBreakKinds //=> ['menos_dados', 'menos_pec', 'menos_condicoes']
 * ```
 */
export const tieBreakKinds = /* @__PURE__ */ (() => Object.freeze(['menos_dados', 'menos_pec', 'menos_condicoes'] as const))();

/**
 * One of {@link tieBreakKinds}.
 *
 * @example
 * ```ts
 * const t: TieBreak = 'menos_pec';
 * ```
 */
export type TieBreak = (typeof tieBreakKinds)[number];

const tieBreakSchema: z.ZodType<TieBreak, TieBreak> = /* @__PURE__ */ z.enum(tieBreakKinds);

/**
 * A roll formula: so many d6 plus a fixed modifier (`1d6+3`, `2d6`, `3d6−3`).
 *
 * @example
 * ```ts
 * rollFormulaSchema.parse({ dice: 3, modifier: -3 }) //=> { dice: 3, modifier: -3 }
 * ```
 */
export const rollFormulaSchema = /* @__PURE__ */ (() => z.object({
  /** How many d6. */
  dice: z.number().int().min(1).max(10),
  /** Added to the dice (before the PEC). */
  modifier: z.number().int(),
}))();

/**
 * A roll formula (output of {@link rollFormulaSchema}).
 *
 * @example
 * ```ts
 * const mestreRealista: RollFormula = { dice: 3, modifier: -3 };
 * ```
 */
export type RollFormula = z.infer<typeof rollFormulaSchema>;

const gradeSchema = /* @__PURE__ */ (() => z.object({
  /** Slug of the grade (`improvavel`). */
  slug: z.string().min(1),
  /** pt-BR text of the grade ("projéteis improváveis"). */
  label: z.string().min(1),
  /** What it adds to the PEC. */
  value: z.number().int(),
}))();

/**
 * How a condition changes the PEC of whoever has it.
 *
 * @example
 * ```ts
 * conditionPecSchema.parse({ kind: 'padrao' }) //=> { kind: 'padrao' }
 * ```
 */
export const conditionPecSchema = /* @__PURE__ */ (() => z.discriminatedUnion('kind', [
  /** The default: −1 (per level, for a stacking condition). */
  z.object({
    /** Discriminator. */
    kind: z.literal('padrao'),
  }),
  /** One of several grades, each with its own value. */
  z.object({
    /** Discriminator. */
    kind: z.literal('graus'),
    /** The grades to choose from. */
    grades: z.array(gradeSchema).min(1),
  }),
  /** A value per unit (per quarter of cover, per extra enemy). */
  z.object({
    /** Discriminator. */
    kind: z.literal('por_unidade'),
    /** Value per unit. */
    perUnit: z.number().int(),
    /** What a unit is (pt-BR). */
    unitLabel: z.string().min(1),
    /** Fewest units. */
    minUnits: z.number().int().min(1),
    /** Most units, if limited. */
    maxUnits: z.number().int().min(1).optional(),
  }),
  /** `+X` (Melhoria X): the condition's X, times `sign`. */
  z.object({
    /** Discriminator. */
    kind: z.literal('x'),
    /** +1: a bonus of X; −1: a penalty of X. */
    sign: z.union([z.literal(1), z.literal(-1)]),
  }),
  /** No change to the PEC (a capability such as Mortal X, or Morto). */
  z.object({
    /** Discriminator. */
    kind: z.literal('nenhum'),
  }),
]))();

/**
 * One entry of the condition catalogue.
 *
 * @example
 * ```ts
 * conditionSchema.parse(cosmoRules.conditions.find((c) => c.slug === 'morrendo')).group //=> 'descricao'
 * ```
 */
export const conditionSchema = /* @__PURE__ */ (() => z.object({
  /** Slug (`desvantagem_numerica`). */
  slug: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** pt-BR name ("Desvantagem numérica"). */
  label: z.string().min(1),
  /** Situação, descrição or propriedade. */
  group: conditionGroupSchema,
  /** The seed's text, pt-BR. */
  description: z.string().min(1),
  /** Its effect on the PEC. */
  pec: conditionPecSchema,
  /** Whether it takes a value X (Mortal X, Área X, Melhoria X). */
  hasX: z.boolean(),
  /** Whether it stacks in levels (dano). */
  stacks: z.boolean(),
  /** How it goes away. */
  healing: conditionHealingSchema,
  /** Conditions it brings with it (morrendo → incapacitado, desacordado). */
  implies: z.array(z.string()),
}))();

/**
 * A catalogue entry (output of {@link conditionSchema}).
 *
 * @example
 * ```ts
 * const c: ConditionDefinition | undefined = cosmoRules.conditions.find((x) => x.slug === 'cobertura');
 * ```
 */
export type ConditionDefinition = {
    slug: string;
    label: string;
    group: "situacao" | "descricao" | "propriedade";
    description: string;
    pec: {
        kind: "padrao";
    } | {
        kind: "graus";
        grades: {
            slug: string;
            label: string;
            value: number;
        }[];
    } | {
        kind: "por_unidade";
        perUnit: number;
        unitLabel: string;
        minUnits: number;
        maxUnits?: number | undefined;
    } | {
        kind: "x";
        sign: 1 | -1;
    } | {
        kind: "nenhum";
    };
    hasX: boolean;
    stacks: boolean;
    healing: "etapas" | "dano" | "severa" | "especial";
    implies: string[];
};

const realismEntrySchema = /* @__PURE__ */ (() => z.object({
  /** pt-BR name. */
  label: z.string().min(1),
  /** The seed's description of the degree. */
  description: z.string().min(1),
  /** What the Mestre rolls (plus the PEC) in a roll against the Mestre. */
  mestreRoll: rollFormulaSchema,
  /** Rests per day (each one restores the simple conditions). */
  restsPerDay: z.number().int().min(0),
  /** What happens to damage and severe conditions at the end of the day. */
  endOfDay: z.discriminatedUnion('kind', [
    /** Fantasioso: one roll; its result is the damage healed; one severe condition per day. */
    z.object({
      /** Discriminator. */
      kind: z.literal('rolagem'),
      /** Severe conditions healed per day. */
      severePerDay: z.number().int().min(0),
    }),
    /** Ficcional: two rolls; the first divided (rounded up) is the damage healed; the second against the Mestre's roll heals one severe condition. */
    z.object({
      /** Discriminator. */
      kind: z.literal('duas_rolagens'),
      /** The first roll is divided by this (rounded up). */
      damageDivisor: z.number().int().min(1),
      /** Severe conditions healed when the second roll beats the Mestre's. */
      severeOnSuccess: z.number().int().min(0),
    }),
    /** Realista: 1 damage healed after as many days as the accumulated damage; severe conditions take longer; a specialist divides the time (rounded down). */
    z.object({
      /** Discriminator. */
      kind: z.literal('tempo'),
      /** Damage healed after each period (as many days as the accumulated damage). */
      damageHealedPerPeriod: z.number().int().min(1),
      /** Severe conditions take this many times the time. */
      severeTimeMultiplier: z.number().int().min(1),
      /** A specialised doctor divides the time by this (rounded down). */
      specialistDivisor: z.number().int().min(1),
    }),
  ]),
}))();

/** The schema of {@link cosmoRulesSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link CosmoRules}. @internal */
export const cosmoRulesSchemaDef = /* @__PURE__ */ (() => z.object({
  /** The only die of the system. */
  die: z.object({
    /** Faces (6). */
    sides: z.number().int().min(2),
  }),
  /** The three realism degrees and what each changes. */
  realism: z.object({
    /** Fantasioso: beyond human. */
    fantasioso: realismEntrySchema,
    /** Ficcional: minimally exceptional. */
    ficcional: realismEntrySchema,
    /** Realista: like anyone the Mestre controls. */
    realista: realismEntrySchema,
  }),
  /** The five areas of competências. */
  areas: z.array(z.object({
    /** Slug. */
    slug: areaSchema,
    /** pt-BR name. */
    label: z.string().min(1),
    /** When to use it (seed). */
    description: z.string().min(1),
  })),
  /** A character's roll: 1d6, +1d6 for a characteristic, +1d6 for a sub-characteristic. */
  roll: z.object({
    /** Dice every roll has. */
    baseDice: z.number().int().min(1),
    /** Dice added by a matching characteristic (competência). */
    characteristicDice: z.number().int().min(0),
    /** Dice added by a matching sub-characteristic (sub-competência). */
    subCharacteristicDice: z.number().int().min(0),
    /** Whether the Identidade counts as a matching characteristic. */
    identidadeIsCharacteristic: z.boolean(),
  }),
  /** Tie-breaks of a contest, in order: fewer dice, then lower PEC, then fewer conditions. */
  tieBreaks: z.array(tieBreakSchema).min(1),
  /** Extreme results by number of dice (sum of the dice only). */
  extremes: z.array(z.object({
    /** Number of dice. */
    dice: z.number().int().min(1),
    /** Low extremes. */
    low: z.array(z.number().int()),
    /** High extremes. */
    high: z.array(z.number().int()),
  })),
  /** Luck points gained by an extreme result (high or low). */
  luckPerExtreme: z.number().int().min(0),
  /** Luck points a new character starts with. */
  startingLuck: z.number().int().min(0),
  /** The parts of the PEC (piscina de efeitos cabíveis). */
  pec: z.object({
    /** Value when nothing adds to it. */
    base: z.number().int(),
    /** What ddn 1 gives. */
    ddnFirst: z.number().int(),
    /** What each ddn point beyond the first adds. */
    ddnPerExtra: z.number().int(),
    /** What each condition adds unless it says otherwise. */
    conditionDefault: z.number().int(),
    /** The Mestre may multiply a condition's value up to this. */
    conditionMultiplierMax: z.number().int().min(1),
    /** Sacrifice: the bonus, the luck gained, and a condition afterwards. */
    sacrifice: z.object({
      /** Bonus to the roll. */
      bonus: z.number().int(),
      /** Luck points gained. */
      luckGained: z.number().int().min(0),
    }),
    /** What one luck point spent (with a justification) adds. */
    luckBonus: z.number().int(),
    /** What a scene effect (an element of the scenery, justified) adds. */
    sceneEffectBonus: z.number().int(),
  }),
  /** Scenes. */
  scene: z.object({
    /** Targets of a condition: this plus the ddn. */
    baseTargets: z.number().int().min(1),
    /** Conditions applied by a success. */
    conditionsPerSuccess: z.number().int().min(1),
    /** Conditions applied by an extreme high result. */
    conditionsOnExtremeHigh: z.number().int().min(1),
    /** Kinds of action that are heroic acts. */
    heroicActs: z.array(z.object({
      /** Slug. */
      slug: z.string().min(1),
      /** pt-BR label. */
      label: z.string().min(1),
    })),
  }),
  /** Movement. */
  movement: z.object({
    /** What each ddm means. */
    ddm: z.array(z.object({
      /** The difference. */
      value: z.number().int().min(1),
      /** pt-BR meaning. */
      description: z.string().min(1),
    })),
    /** ddn usually lost by the character's state when rolling. */
    ddnLosses: z.array(z.object({
      /** Slug. */
      slug: z.string().min(1),
      /** pt-BR label. */
      label: z.string().min(1),
      /** ddn lost. */
      ddn: z.number().int().min(0),
    })),
  }),
  /** Damage and healing. */
  damage: z.object({
    /** A damage roll at or below this puts the character under `morrendo`. */
    dyingAtOrBelow: z.number().int(),
    /** Failed health tests while dying before death. */
    failuresToDeath: z.number().int().min(1),
    /** Damage levels healed at the end of a combat scene (only damage taken in that scene). */
    endOfCombatHeal: z.number().int().min(0),
    /** Slugs of the conditions the damage rules use. */
    conditionSlugs: z.object({
      /** The stacking damage condition. */
      damage: z.string().min(1),
      /** Dying. */
      dying: z.string().min(1),
      /** Dead. */
      dead: z.string().min(1),
    }),
  }),
  /** The condition catalogue. */
  conditions: z.array(conditionSchema),
}))();

/**
 * zod schema of the Cosmo Gaming rules (a campaign may validate its own variant with it).
 *
 * @example
 * ```ts
 * cosmoRulesSchema.safeParse(cosmoRules).success //=> true
 * ```
 */
export const cosmoRulesSchema: z.ZodType<CosmoRules> = cosmoRulesSchemaDef;

/**
 * One degree of realism (the seed's table "Graus de realismo"): the Mestre's roll, the rests per day
 * and what the end of the day does.
 *
 * @example
 * ```ts
 * const r: RealismDefinition = cosmoRules.realism.ficcional; // mestreRoll { dice: 2, modifier: 0 }, restsPerDay 2
 * ```
 */
export type RealismDefinition = {
    label: string;
    description: string;
    mestreRoll: RollFormula;
    restsPerDay: number;
    endOfDay: {
        kind: "rolagem";
        severePerDay: number;
    } | {
        kind: "duas_rolagens";
        damageDivisor: number;
        severeOnSuccess: number;
    } | {
        kind: "tempo";
        damageHealedPerPeriod: number;
        severeTimeMultiplier: number;
        specialistDivisor: number;
    };
};

/**
 * The Cosmo Gaming rules' type, written out (checked against {@link cosmoRulesSchema} at compile time).
 *
 * @example
 * ```ts
 * const rules: CosmoRules = cosmoRules;
 * rules.realism.realista.mestreRoll //=> { dice: 3, modifier: -3 }
 * ```
 */
export type CosmoRules = {
    die: {
        sides: number;
    };
    realism: {
        fantasioso: RealismDefinition;
        ficcional: RealismDefinition;
        realista: RealismDefinition;
    };
    areas: {
        slug: "fisico" | "mente" | "social" | "ocupacional" | "poder";
        label: string;
        description: string;
    }[];
    roll: {
        baseDice: number;
        characteristicDice: number;
        subCharacteristicDice: number;
        identidadeIsCharacteristic: boolean;
    };
    tieBreaks: ("menos_dados" | "menos_pec" | "menos_condicoes")[];
    extremes: {
        dice: number;
        low: number[];
        high: number[];
    }[];
    luckPerExtreme: number;
    startingLuck: number;
    pec: {
        base: number;
        ddnFirst: number;
        ddnPerExtra: number;
        conditionDefault: number;
        conditionMultiplierMax: number;
        sacrifice: {
            bonus: number;
            luckGained: number;
        };
        luckBonus: number;
        sceneEffectBonus: number;
    };
    scene: {
        baseTargets: number;
        conditionsPerSuccess: number;
        conditionsOnExtremeHigh: number;
        heroicActs: {
            slug: string;
            label: string;
        }[];
    };
    movement: {
        ddm: {
            value: number;
            description: string;
        }[];
        ddnLosses: {
            slug: string;
            label: string;
            ddn: number;
        }[];
    };
    damage: {
        dyingAtOrBelow: number;
        failuresToDeath: number;
        endOfCombatHeal: number;
        conditionSlugs: {
            damage: string;
            dying: string;
            dead: string;
        };
    };
    conditions: ConditionDefinition[];
};

/**
 * The seed's Cosmo Gaming rules, deeply frozen. Every function of `sangue-e-estrelas/cosmo-gaming`
 * defaults to them.
 *
 * @example
 * ```ts
 * cosmoRules.realism.fantasioso.mestreRoll //=> { dice: 1, modifier: 3 }
 * cosmoRules.realism.ficcional.restsPerDay //=> 2
 * ```
 */
export const cosmoRules: CosmoRules = /* @__PURE__ */ (() => deepFreeze({
  die: { sides: 6 },
  realism: {
    fantasioso: {
      label: 'Fantasioso',
      description: 'Os personagens são seres que transcendem às capacidades normais aos seres humanos.',
      mestreRoll: { dice: 1, modifier: 3 },
      restsPerDay: 3,
      endOfDay: { kind: 'rolagem', severePerDay: 1 },
    },
    ficcional: {
      label: 'Ficcional',
      description: 'Os personagens são criaturas diferentes dos demais seres humanos, sendo minimamente excepcionais em suas tarefas.',
      mestreRoll: { dice: 2, modifier: 0 },
      restsPerDay: 2,
      endOfDay: { kind: 'duas_rolagens', damageDivisor: 2, severeOnSuccess: 1 },
    },
    realista: {
      label: 'Realista',
      description: 'Os personagens possuem as mesmas capacidades de qualquer outro personagem controlado pelo Mestre do Cosmo.',
      mestreRoll: { dice: 3, modifier: -3 },
      restsPerDay: 1,
      endOfDay: { kind: 'tempo', damageHealedPerPeriod: 1, severeTimeMultiplier: 2, specialistDivisor: 2 },
    },
  },
  areas: [
    { slug: 'fisico', label: 'Físico', description: 'Aventuras em que habilidades motoras são de extrema importância, com lutas e competições manuais.' },
    { slug: 'mente', label: 'Mente', description: 'Aventuras com grande carga mental: sanidade, enigmas e usos do conhecimento.' },
    { slug: 'social', label: 'Social', description: 'Aventuras onde a interação entre os personagens toma protagonismo.' },
    { slug: 'ocupacional', label: 'Ocupacional', description: 'Aventuras que pedem o detalhamento de ocupações, como as de investigação.' },
    { slug: 'poder', label: 'Poder', description: 'Aventuras com formas sobrenaturais de controlar a energia, como cenários mágicos e de super-heróis.' },
  ],
  roll: { baseDice: 1, characteristicDice: 1, subCharacteristicDice: 1, identidadeIsCharacteristic: true },
  tieBreaks: ['menos_dados', 'menos_pec', 'menos_condicoes'],
  extremes: [
    { dice: 1, low: [1], high: [6] },
    { dice: 2, low: [2, 3], high: [11, 12] },
    { dice: 3, low: [3, 4, 5], high: [16, 17, 18] },
  ],
  luckPerExtreme: 1,
  startingLuck: 0,
  pec: {
    base: 0,
    ddnFirst: 2,
    ddnPerExtra: 1,
    conditionDefault: -1,
    conditionMultiplierMax: 4,
    sacrifice: { bonus: 3, luckGained: 1 },
    luckBonus: 1,
    sceneEffectBonus: 2,
  },
  scene: {
    baseTargets: 1,
    conditionsPerSuccess: 1,
    conditionsOnExtremeHigh: 2,
    heroicActs: [
      { slug: 'armas', label: 'ações com armas' },
      { slug: 'forca_fisica', label: 'ações de força física' },
      { slug: 'autodefesa', label: 'autodefesa' },
    ],
  },
  movement: {
    ddm: [
      { value: 1, description: 'Numa perseguição longa, o personagem mais rápido chega no mais lento.' },
      { value: 2, description: 'O mais rápido consegue rapidamente se aproximar de outro que tente se afastar.' },
      { value: 3, description: 'Comparável a um humano comum correndo em direção a outro que se arrasta.' },
    ],
    ddnLosses: [
      { slug: 'terreno_dificil', label: 'terreno difícil', ddn: 1 },
      { slug: 'alvo_caido', label: 'alvo caído', ddn: 2 },
    ],
  },
  damage: {
    dyingAtOrBelow: -3,
    failuresToDeath: 3,
    endOfCombatHeal: 1,
    conditionSlugs: { damage: 'dano', dying: 'morrendo', dead: 'morto' },
  },
  conditions: [
    {
      slug: 'distante',
      label: 'Distante',
      group: 'situacao',
      description: 'O personagem recebe −1 para projéteis improváveis, −2 para projéteis difíceis e −3 para projéteis impossíveis.',
      pec: {
        kind: 'graus',
        grades: [
          { slug: 'improvavel', label: 'projéteis improváveis', value: -1 },
          { slug: 'dificil', label: 'projéteis difíceis', value: -2 },
          { slug: 'impossivel', label: 'projéteis impossíveis', value: -3 },
        ],
      },
      hasX: false,
      stacks: false,
      healing: 'etapas',
      implies: [],
    },
    {
      slug: 'cobertura',
      label: 'Cobertura',
      group: 'situacao',
      description: 'O personagem recebe −1 para cada quarto de cobertura efetiva que o adversário possuir.',
      pec: { kind: 'por_unidade', perUnit: -1, unitLabel: 'quarto de cobertura do adversário', minUnits: 1, maxUnits: 4 },
      hasX: false,
      stacks: false,
      healing: 'etapas',
      implies: [],
    },
    {
      slug: 'furtividade',
      label: 'Furtividade',
      group: 'situacao',
      description:
        'O personagem recebe −1 se não perceber exatidão de movimentos, −2 se não vir movimentos e −3 se não tiver ideia do posicionamento. Não se aplica se o oponente estiver surpreendendo.',
      pec: {
        kind: 'graus',
        grades: [
          { slug: 'sem_exatidao', label: 'não percebe a exatidão dos movimentos', value: -1 },
          { slug: 'sem_movimentos', label: 'não vê os movimentos', value: -2 },
          { slug: 'sem_posicao', label: 'não tem ideia do posicionamento', value: -3 },
        ],
      },
      hasX: false,
      stacks: false,
      healing: 'etapas',
      implies: [],
    },
    {
      slug: 'surpresa',
      label: 'Surpresa',
      group: 'situacao',
      description: 'O personagem recebe +1 em uma distração, +2 ao não ser percebido, +3 se estiver escondido e +4 se o alvo estiver desprevenido.',
      pec: {
        kind: 'graus',
        grades: [
          { slug: 'distracao', label: 'numa distração', value: 1 },
          { slug: 'nao_percebido', label: 'sem ser percebido', value: 2 },
          { slug: 'escondido', label: 'escondido', value: 3 },
          { slug: 'desprevenido', label: 'alvo desprevenido', value: 4 },
        ],
      },
      hasX: false,
      stacks: false,
      healing: 'etapas',
      implies: [],
    },
    {
      slug: 'desvantagem_numerica',
      label: 'Desvantagem numérica',
      group: 'situacao',
      description: 'O personagem recebe −1 para cada inimigo além do primeiro próximo de si.',
      pec: { kind: 'por_unidade', perUnit: -1, unitLabel: 'inimigo próximo além do primeiro', minUnits: 1 },
      hasX: false,
      stacks: false,
      healing: 'etapas',
      implies: [],
    },
    {
      slug: 'dano',
      label: 'Dano',
      group: 'descricao',
      description:
        'Sobrepõe-se infinitamente. A cada efeito de dano, faz-se a rolagem de dano; com resultado igual ou menor que −3, o personagem fica morrendo.',
      pec: { kind: 'padrao' },
      hasX: false,
      stacks: true,
      healing: 'dano',
      implies: [],
    },
    {
      slug: 'desacordado',
      label: 'Desacordado',
      group: 'descricao',
      description: 'Está morrendo se estiver com a condição de dano passivo. Só pode fazer rolagens que o Mestre requisitar.',
      pec: { kind: 'padrao' },
      hasX: false,
      stacks: false,
      healing: 'severa',
      implies: [],
    },
    {
      slug: 'incapacitado',
      label: 'Incapacitado',
      group: 'descricao',
      description: 'Só pode fazer rolagens com a função de fugir da condição.',
      pec: { kind: 'padrao' },
      hasX: false,
      stacks: false,
      healing: 'severa',
      implies: [],
    },
    {
      slug: 'morrendo',
      label: 'Morrendo',
      group: 'descricao',
      description:
        'Deve periodicamente fazer um teste de saúde, ou sempre que receber dano. Caso falhe 3 vezes, o personagem está morto. Está incapacitado e desacordado.',
      pec: { kind: 'padrao' },
      hasX: false,
      stacks: false,
      healing: 'severa',
      implies: ['incapacitado', 'desacordado'],
    },
    {
      slug: 'dano_passivo',
      label: 'Dano passivo',
      group: 'descricao',
      description: 'O personagem recebe um nível da condição dano para cada falha que obtiver em uma rolagem.',
      pec: { kind: 'padrao' },
      hasX: false,
      stacks: false,
      healing: 'severa',
      implies: [],
    },
    {
      slug: 'mortal',
      label: 'Mortal X',
      group: 'propriedade',
      description: 'Pode aplicar X efeitos de dano em um único personagem por rodada através de uma rolagem, divididos entre até 1 + ddn alvos.',
      pec: { kind: 'nenhum' },
      hasX: true,
      stacks: false,
      healing: 'especial',
      implies: [],
    },
    {
      slug: 'area',
      label: 'Área X',
      group: 'propriedade',
      description: 'O personagem pode aplicar X efeitos de dano de uma vez, distribuindo entre personagens adjacentes.',
      pec: { kind: 'nenhum' },
      hasX: true,
      stacks: false,
      healing: 'especial',
      implies: [],
    },
    {
      slug: 'morto',
      label: 'Morto',
      group: 'propriedade',
      description: 'O jogador não controla as ações do personagem.',
      pec: { kind: 'nenhum' },
      hasX: false,
      stacks: false,
      healing: 'especial',
      implies: [],
    },
    {
      slug: 'melhoria',
      label: 'Melhoria X',
      group: 'propriedade',
      description: 'Recebe um bônus condicional de +X na PEC.',
      pec: { kind: 'x', sign: 1 },
      hasX: true,
      stacks: false,
      healing: 'especial',
      implies: [],
    },
  ],
}))();

const SEED = 'seeds/000_a33968bfbd20b3d4.txt';
const DOC = 'docs/cosmo-gaming.md › Decisões (reconstruído)';

/**
 * Where each Cosmo Gaming rule comes from: the seed's heading (`stated`) or a decision of ours
 * (`reconstructed`, explained in `docs/cosmo-gaming.md` under "Decisões (reconstruído)").
 *
 * @example
 * ```ts
 * cosmoProvenance['realism.mestreRoll']?.kind //=> 'stated'
 * cosmoProvenance['damage.roll']?.kind //=> 'reconstructed'
 * ```
 */
export const cosmoProvenance: ProvenanceMap = /* @__PURE__ */ (() => deepFreeze({
  die: prov('stated', `${SEED} › Requisitos para Jogo`),
  realism: prov('stated', `${SEED} › Começo da Aventura`),
  'realism.mestreRoll': prov('stated', `${SEED} › A Rolagem dos Dados ("1d6+3, 2d6 ou 3d6-3 … respectivamente")`),
  'realism.restsPerDay': prov('stated', `${SEED} › Dano e Cura ("1 para o realista, 2 para o ficcional e 3 para o fantasioso")`),
  'realism.endOfDay': prov('stated', `${SEED} › Dano e Cura`),
  'realism.endOfDay.roll': prov(
    'reconstructed',
    DOC,
    'A "rolagem" de cura do fim do dia é a rolagem básica do personagem (1d6 + PEC); o resultado negativo cura 0.',
  ),
  'realism.endOfDay.severe': prov('reconstructed', DOC, 'Condições severas são as descrições (desacordado, incapacitado, morrendo, dano passivo).'),
  'realism.realista.severeTime': prov(
    'reconstructed',
    DOC,
    'O "dobro do tempo" de uma condição severa no realista é 2 × o dano acumulado (mínimo 1) dias.',
  ),
  areas: prov('stated', `${SEED} › Criação de Módulos de Características`),
  roll: prov('stated', `${SEED} › A Rolagem dos Dados`),
  'roll.identidadeIsCharacteristic': prov('reconstructed', DOC, 'A Identidade é uma "competência extra": conta como característica correspondente (+1d6), sem somar a outra.'),
  tieBreaks: prov('stated', `${SEED} › A Rolagem dos Dados ("Em caso de empate…")`),
  'tieBreaks.afterAll': prov('reconstructed', DOC, 'Empate em tudo numa disputa: ninguém vence, rola-se de novo. Contra o Mestre: vale o lado que não forçou a rolagem.'),
  extremes: prov('stated', `${SEED} › Efeitos Especiais`),
  'extremes.sumOnly': prov('reconstructed', DOC, 'O extremo é lido na soma dos dados, sem o modificador (+3/−3) nem a PEC.'),
  luckPerExtreme: prov('stated', `${SEED} › Efeitos Especiais ("receberá 1 ponto de sorte")`),
  startingLuck: prov('stated', `${SEED} › Personagem ("começando a aventura com zero")`),
  pec: prov('stated', `${SEED} › Piscina de Efeitos Cabíveis`),
  'pec.sceneEffectBonus': prov('reconstructed', DOC, 'Cada efeito em cena usado, justificado por um elemento do cenário, vale +2 (em vez do +1 de um ponto de sorte).'),
  'pec.ddnLossFloor': prov('reconstructed', DOC, 'Perdas de ddn (terreno, alvo caído) não deixam a ddn abaixo de 0.'),
  scene: prov('stated', `${SEED} › Cenas`),
  'scene.extremeHigh': prov('reconstructed', DOC, 'No extremo alto, as duas condições vão a cada um dos 1 + ddn alvos.'),
  movement: prov('stated', `${SEED} › Movimento`),
  damage: prov('stated', `${SEED} › Dano e Cura`),
  'damage.roll': prov(
    'reconstructed',
    DOC,
    'A "rolagem pré-determinada pelo tema" é, por padrão, a rolagem do Mestre do realismo somada à PEC das condições do personagem; a campanha pode trocá-la.',
  ),
  'damage.healthTest': prov('reconstructed', DOC, 'O teste de saúde é a mesma rolagem de dano; falha = resultado igual ou menor que −3.'),
  conditions: prov('stated', `${SEED} › Condições`),
  'conditions.dano': prov('stated', `${SEED} › Dano e Cura ("dano é o nome de uma das possíveis condições")`, 'Agrupada com as descrições por decisão nossa.'),
  'conditions.capabilities': prov('reconstructed', DOC, 'Mortal X, Área X e Morto não mudam a PEC (são capacidades, "nem sempre negativas").'),
}))();
