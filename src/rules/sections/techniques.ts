/**
 * Ruleset section `techniques` — Capítulo 6: o motor de técnicas.
 *
 * Every price of the technique engine lives here once: natures and their free range, activations,
 * durations, ranges, area shapes and their extras, the Grau table (max size and point-bonus cap),
 * what each effect point buys, the +1 modifiers and the −1 limitations, the cost floor, sustained
 * upkeep and the evolution test. The engine in `src/technique/` reads them from a ruleset; what
 * other chapters own is read from their sections, never copied: the condition catalogue and the
 * grade prices (`combat`), burning, the life that pays and the piso (`cosmo`), the technique's
 * critical (`resolution`), the level table (`progression`).
 *
 * @module
 */
import * as z from 'zod';
import { lazyObject } from '../../internal/lazy.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { RULESET_LIMITS } from './limits.js';

const label = /* @__PURE__ */ lazyObject(() => z.string().min(1));
const points = /* @__PURE__ */ lazyObject(() => z.number().int().min(0));

/**
 * The two natures of a technique (slugs): `golpe` (FOR or DES) and `cosmo` (the Atributo do Cosmo).
 *
 * @example
 * ```ts
 * techniqueNatureSchema.parse('cosmo') //=> 'cosmo'
 * ```
 */
export const techniqueNatureSchema = /* @__PURE__ */ z.enum(['golpe', 'cosmo']);
/**
 * A technique nature slug.
 *
 * @example
 * ```ts
 * const n: TechniqueNature = 'golpe';
 * ```
 */
export type TechniqueNature = z.infer<typeof techniqueNatureSchema>;

/**
 * How a technique is activated (slugs): `acao`, `acao_bonus`, `reacao`.
 *
 * @example
 * ```ts
 * activationSchema.parse('reacao') //=> 'reacao'
 * ```
 */
export const activationSchema = /* @__PURE__ */ z.enum(['acao', 'acao_bonus', 'reacao']);
/**
 * An activation slug.
 *
 * @example
 * ```ts
 * const a: Activation = 'acao_bonus';
 * ```
 */
export type Activation = z.infer<typeof activationSchema>;

/**
 * How long a technique lasts (slugs): `instantanea`, `sustentada`, `cena`.
 *
 * @example
 * ```ts
 * durationSchema.parse('cena') //=> 'cena'
 * ```
 */
export const durationSchema = /* @__PURE__ */ z.enum(['instantanea', 'sustentada', 'cena']);
/**
 * A duration slug.
 *
 * @example
 * ```ts
 * const d: Duration = 'sustentada';
 * ```
 */
export type Duration = z.infer<typeof durationSchema>;

/**
 * Range slugs, from the book's "Alcance e área" table: `pessoal`, `toque`, `curto` (6 m),
 * `medio` (12 m), `longo` (18 m), `vista` (até onde a vista alcança).
 *
 * @example
 * ```ts
 * rangeSchema.parse('medio') //=> 'medio'
 * ```
 */
export const rangeSchema = /* @__PURE__ */ z.enum(['pessoal', 'toque', 'curto', 'medio', 'longo', 'vista']);
/**
 * A range slug.
 *
 * @example
 * ```ts
 * const r: Range = 'vista';
 * ```
 */
export type Range = z.infer<typeof rangeSchema>;

/**
 * Area shapes (slugs): `explosao` (raio de 3 m), `cone` (3 m), `linha` (6 m × 1,5 m), `zona`
 * (raio de 3 m, fica no lugar e é sustentada).
 *
 * @example
 * ```ts
 * areaShapeSchema.parse('cone') //=> 'cone'
 * ```
 */
export const areaShapeSchema = /* @__PURE__ */ z.enum(['explosao', 'cone', 'linha', 'zona']);
/**
 * An area shape slug.
 *
 * @example
 * ```ts
 * const s: AreaShape = 'explosao';
 * ```
 */
export type AreaShape = z.infer<typeof areaShapeSchema>;

/**
 * What a technique's effect points can buy (slugs), from the tables "Dano", "Vida e proteção",
 * "Movimento" and "Vantagem, Desvantagem e condições".
 *
 * @example
 * ```ts
 * effectKindSchema.parse('dano_area') //=> 'dano_area'
 * ```
 */
export const effectKindSchema = /* @__PURE__ */ z.enum([
  'dano',
  'dano_area',
  'dano_continuo',
  'pv_temporarios',
  'cura',
  'defesa',
  'refletir',
  'movimento',
  'empurrar',
  'puxar',
  'teletransporte',
  'vantagem',
  'desvantagem',
  'condicao',
]);
/**
 * An effect kind slug.
 *
 * @example
 * ```ts
 * const k: EffectKind = 'teletransporte';
 * ```
 */
export type EffectKind = z.infer<typeof effectKindSchema>;

/**
 * The +1 modifiers (slugs) of the card "Custam +1 — Conveniência e força". Ação bônus and Reação,
 * also on that card, are activations and are priced there.
 *
 * @example
 * ```ts
 * modifierSlugSchema.parse('atravessa_armadura') //=> 'atravessa_armadura'
 * ```
 */
export const modifierSlugSchema = /* @__PURE__ */ z.enum([
  'ignora_cobertura',
  'nao_precisa_ver',
  'aliados_um_por_um',
  'atravessa_armadura',
  'quebra_armadura',
  'marca',
  'desfecho',
  'gatilho',
]);
/**
 * A modifier slug.
 *
 * @example
 * ```ts
 * const m: ModifierSlug = 'marca';
 * ```
 */
export type ModifierSlug = z.infer<typeof modifierSlugSchema>;

/**
 * The −1 limitations (slugs) of the card "Custam −1 — A limitação tem que ser real".
 *
 * @example
 * ```ts
 * limitationSlugSchema.parse('te_deixa_desprevenido') //=> 'te_deixa_desprevenido'
 * ```
 */
export const limitationSlugSchema = /* @__PURE__ */ z.enum([
  'uma_vez_por_luta',
  'so_com_cosmo_no_teto',
  'causa_dano_em_voce',
  'te_deixa_caido',
  'te_deixa_desprevenido',
  'exige_carregar',
  'so_sob_condicao_dificil',
  'volta_contra_voce',
  'pode_ser_quebrado',
  'quem_tem_o_setimo_escapa',
]);
/**
 * A limitation slug.
 *
 * @example
 * ```ts
 * const l: LimitationSlug = 'uma_vez_por_luta';
 * ```
 */
export type LimitationSlug = z.infer<typeof limitationSlugSchema>;

/**
 * Roll kinds: `ataque` (against DEF), `efeito` (against a passive defense), `nenhuma`.
 *
 * @example
 * ```ts
 * rollKindSchema.parse('efeito') //=> 'efeito'
 * ```
 */
export const rollKindSchema = /* @__PURE__ */ z.enum(['ataque', 'efeito', 'nenhuma']);
/**
 * A roll kind slug.
 *
 * @example
 * ```ts
 * const k: RollKind = 'nenhuma';
 * ```
 */
export type RollKind = z.infer<typeof rollKindSchema>;

/**
 * The fields of the registration template ("Modelo para registrar"), in the book's order:
 * Nome, Natureza, Ativação, Duração, Alcance e área, Efeitos e pontos, Modificadores, Tamanho,
 * Limitações, Custo em Cosmo, Grau, Rolagem, Dano ou cura, Descrição.
 *
 * @example
 * ```ts
 * templateFieldSchema.options[0] //=> 'nome'
 * ```
 */
export const templateFieldSchema = /* @__PURE__ */ z.enum([
  'nome',
  'natureza',
  'ativacao',
  'duracao',
  'alcance_area',
  'efeitos',
  'modificadores',
  'tamanho',
  'limitacoes',
  'custo',
  'grau',
  'rolagem',
  'dano_cura',
  'descricao',
]);
/**
 * A field of the registration template.
 *
 * @example
 * ```ts
 * const f: TemplateField = 'custo';
 * ```
 */
export type TemplateField = z.infer<typeof templateFieldSchema>;

const rangePriceSchema = /* @__PURE__ */ lazyObject(() => z.object({
  label,
  /** Distance in metres; `null` for "você, ou quem você tocar" and "qualquer ponto que você veja". */
  meters: z.number().min(0).nullable(),
  /** Points by nature (the nature's free range costs 0). */
  points: z.object({ golpe: points, cosmo: points }),
}));

const grauRowSchema = /* @__PURE__ */ lazyObject(() => z.object({
  grau: z.number().int().min(1),
  levels: z.object({ from: z.number().int().min(1), to: z.number().int().min(1) }),
  maxSize: z.number().int().max(RULESET_LIMITS.techniqueSize),
  pointBonusMax: z.number().int().min(0),
}));

const effectPriceSchema = /* @__PURE__ */ lazyObject(() => z.object({
  label,
  /** Points for one unit of the effect (teleport: 2 per unit; Refletir: 4, bought once). */
  pointsPerUnit: z.number().int().min(1),
  /** Bought once (Refletir): a technique cannot buy two units. */
  single: z.boolean(),
  /** The die each point rolls (damage, temporary HP, healing); absent for effects without dice. */
  die: z.number().int().min(2).optional(),
  /** What the point rolls or gives, as the book prints it ("1d8 + bônus do ponto", "+2 na DEF"). */
  perPoint: label,
  /** Natures allowed (healing: only Cosmo). */
  natures: z.array(techniqueNatureSchema).min(1),
  /** Activation required (Refletir: only as a reaction). */
  activation: activationSchema.optional(),
  /** Roll the effect asks for when it leads (area damage: Efeito vs Reflexos). */
  roll: z.object({ kind: rollKindSchema, against: z.enum(['DEF', 'fortitude', 'reflexos', 'vontade']).optional() }).optional(),
  /** Whether the effect spends itself (may last the whole scene without concentration). */
  selfSpending: z.boolean(),
  /** Whether the effect acts on someone else and so needs a roll (no condition is automatic). */
  needsRoll: z.boolean(),
  /** Metres per Grau for movement effects. */
  metersPerGrau: z.number().min(0).optional(),
  /** DEF bonus per point (defesa). */
  defBonus: z.number().int().optional(),
  /** CD base of the reflect test (Refletir: 10 + the size of the reflected technique). */
  reflectCdBase: z.number().int().optional(),
  /** Refletir passed: the fraction of the technique that goes back to who cast it (1 = "volta inteira"). */
  reflectSuccessReturnedFraction: z.number().min(0).max(1).optional(),
  /** Refletir failed: the reflection breaks and the technique passes with this fraction of its damage. */
  reflectFailureDamageFraction: z.number().min(0).max(1).optional(),
  /** Golpes comuns are not reflected ("passam direto"). */
  reflectGolpeComumPasses: z.boolean().optional(),
  /** Observation, as in the book. */
  note: z.string().optional(),
}));

const modifierPriceSchema = /* @__PURE__ */ lazyObject(() => z.object({
  label,
  points: z.number().int().min(1),
  rule: z.string().optional(),
  /** Another modifier this one needs (Desfecho needs Marca). */
  requires: modifierSlugSchema.optional(),
  /** The modifier needs a written text (the Gatilho that ends the condition). */
  needsText: z.boolean(),
  /** Marks needed for the Desfecho. */
  marks: z.number().int().min(1).optional(),
  /** The passive defense the Desfecho's Rolagem de Efeito rolls against. */
  against: z.enum(['fortitude', 'reflexos', 'vontade']).optional(),
}));

const limitationPriceSchema = /* @__PURE__ */ lazyObject(() => z.object({
  label,
  /** How much the limitation takes off the cost (never off the size). */
  points: z.number().int().min(1),
  rule: z.string().optional(),
  /** Needs a written text (which difficult condition). */
  needsText: z.boolean(),
  /** The limitation only matters when the technique has this (no effect otherwise: advisory). */
  mattersWith: z.enum(['condicao', 'efeito']).optional(),
  /** What it does in a fight, as flags and numbers an engine applies (the fight simulator). */
  fight: z
    .object({
      /** Usable once per fight. */
      oncePerFight: z.boolean().optional(),
      /** Usable only with the Cosmo at the Teto. */
      needsCosmoAtTeto: z.boolean().optional(),
      /** Usable only after a turn without techniques. */
      needsCharge: z.boolean().optional(),
      /** The user takes dice of `sides` faces, one per Grau, after using it. */
      selfDamagePerGrau: z.object({ sides: z.number().int().min(2) }).optional(),
      /** The user gets this condition (`combat.conditions`) after using it. */
      selfCondition: z.string().regex(/^[a-z0-9_]+$/).optional(),
      /** A missed Rolagem de Efeito costs the user its next turn ("volta contra você"). */
      losesNextTurnOnMiss: z.boolean().optional(),
      /** An ally of the target undoes the condition by dealing `damagePerGrau` × the technique's Grau to the effect, at DEF `def` ("pode ser quebrado"). */
      breakable: z.object({ damagePerGrau: z.number().int().min(1), def: z.number().int().min(0) }).optional(),
    })
    .optional(),
}));

/** The schema of {@link techniquesSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link TechniquesRules}. */
export const techniquesSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** The chapter's central rule (the theme says how it looks; the engine says what it does). */
    centralRule: label,
    /** Natures: attribute(s), the range that costs nothing and what the nature is ("O que é"). */
    natures: z.record(
      techniqueNatureSchema,
      z.object({
        label,
        attributes: z.array(z.enum(['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'])).min(1),
        freeRange: rangeSchema,
        description: label,
      }),
    ),
    /** The two ways to resolve (and "none", for techniques that do not touch an enemy). */
    rolls: z.object({
      ataque: z.object({ label, formula: label, against: z.literal('DEF'), maxWeakEffects: z.number().int().min(0) }),
      efeito: z.object({
        label,
        formula: label,
        against: z.array(z.enum(['fortitude', 'reflexos', 'vontade'])).min(1),
        missHalvesDamage: z.boolean(),
      }),
      nenhuma: z.object({ label }),
    }),
    /** Labels of the defenses a roll can target. */
    defenses: z.object({ DEF: label, fortitude: label, reflexos: label, vontade: label }),
    /** Activation adjustments. */
    activations: z.record(activationSchema, z.object({ label, points, needsTrigger: z.boolean(), meaning: label })),
    /** Duration points (the duration already brings the first effect point). */
    durations: z.record(durationSchema, z.object({ label, points: z.number().int().min(1), concentration: z.boolean(), selfSpendingOnly: z.boolean() })),
    /** Sustained techniques: upkeep and concentration. */
    sustain: z.object({
      upkeepDivisor: z.number().int().min(1),
      upkeepRounding: z.enum(['down', 'up']),
      upkeepMinimum: z.number().int().min(0),
      concentrationMinBonus: z.number().int(),
      concentrationDamageDivisor: z.number().int().min(1),
      concentrationDamageOffset: z.number().int(),
      atATime: z.number().int().min(1),
    }),
    /** Range prices by nature. */
    ranges: z.record(rangeSchema, rangePriceSchema),
    /** Area shapes (included in the price of an area effect). */
    areaShapes: z.record(areaShapeSchema, z.object({ label, size: label, requiresDuration: durationSchema.optional() })),
    /** Area extras. */
    areaExtras: z.object({
      doubled: z.object({ label, points: z.number().int().min(0) }),
      selective: z.object({ label, points: z.number().int().min(0) }),
    }),
    /** The Grau table: levels, max size and point-bonus cap. */
    graus: z.array(grauRowSchema).min(1),
    /** The point bonus is your level minus this, capped by the technique's Grau. */
    pointBonusLevelOffset: z.number().int().min(0),
    /** Golpe do Assento: how far it may pass the Grau's max size, and where it lives. */
    golpeDoAssento: z.object({
      extraMaxSize: z.number().int().min(0).max(RULESET_LIMITS.techniqueSize),
      /** Built at the Grau of whoever wears the armor. */
      builtAtWearerGrau: z.boolean(),
      /** Whether it counts towards `known.max` (the book: it does not). */
      countsTowardsKnown: z.boolean(),
      /** Works only while wearing that armor (who leaves the seat leaves the strike). */
      onlyInItsArmor: z.boolean(),
    }),
    /** What each effect point buys. */
    effects: z.record(effectKindSchema, effectPriceSchema),
    /** pt-BR labels of the condition grades (the grades and their prices live in `combat`). */
    conditionGradeLabels: z.object({ fraca: label, media: label, forte: label, destino: label }),
    /** +1 modifiers. */
    modifiers: z.record(modifierSlugSchema, modifierPriceSchema),
    /** −1 limitations. */
    limitations: z.record(limitationSlugSchema, limitationPriceSchema),
    /**
     * A limitation that changes nothing in practice: the book makes it worth zero and the Mestre the
     * judge. `counts: true` is the Mestre judging otherwise (it lowers the cost again).
     */
    limitationWithoutEffect: z.object({ counts: z.boolean() }),
    /** The size never goes below this (a technique always weighs something). */
    sizeMinimum: z.number().int().min(0).max(RULESET_LIMITS.techniqueSize),
    /** Cost floor: never below ceil(size / divisor), never below minimum. */
    cost: z.object({ floorDivisor: z.number().int().min(1), minimum: z.number().int().min(0).max(RULESET_LIMITS.techniqueSize) }),
    /** The evolution (and development) test. */
    evolution: z.object({
      cdBase: z.number().int(),
      cdPerSizePoint: z.number().int(),
      cdPerGrauAboveFirst: z.number().int(),
      interludeDays: z.number().int().min(0),
      failureGivesAdvantage: z.boolean(),
    }),
    /** How many techniques a warrior may know. */
    known: z.object({ start: z.number().int().min(0), max: z.number().int().min(0) }),
    /** How a new technique chosen after creation is born. */
    birth: z.object({
      /** In the Interlúdio: `evolution.interludeDays` of training and the evolution test. */
      interlude: z.object({ test: z.boolean() }),
      /** Mid-fight: no test, built beforehand and stored as waiting (`waiting`), at most `perFight` per fight. */
      midFight: z.object({ test: z.boolean(), perFight: z.number().int().min(1), builtBeforehand: z.boolean(), waitsUntilBorn: z.boolean() }),
    }),
    /** The build steps, in order ("As etapas, em ordem"). */
    buildSteps: z.array(z.object({ label, text: label })).min(1),
    /** The registration template: each field's pt-BR label and the book's hint (order: {@link templateFieldSchema}). */
    registrationTemplate: z.record(templateFieldSchema, z.object({ label, hint: z.string() })),
  })
  .superRefine((s, ctx) => {
    s.graus.forEach((row, i) => {
      if (row.grau !== i + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['graus', i, 'grau'],
          message: `A linha ${i + 1} da tabela de Grau diz Grau ${row.grau}: os Graus vão de 1 em 1, a partir do 1.`,
          params: { code: 'grau_not_monotone', row: i, grau: row.grau },
        });
      }
      if (row.maxSize < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['graus', i, 'maxSize'],
          message: `O tamanho máximo do Grau ${row.grau} é ${row.maxSize}: precisa ser pelo menos 1.`,
          params: { code: 'grau_max_size_below_one', grau: row.grau, maxSize: row.maxSize },
        });
      }
      if (row.levels.to < row.levels.from) {
        ctx.addIssue({
          code: 'custom',
          path: ['graus', i, 'levels'],
          message: `O Grau ${row.grau} vai do nível ${row.levels.from} ao ${row.levels.to}: a faixa está invertida.`,
          params: { code: 'grau_levels_inverted', grau: row.grau },
        });
      }
      const prev = s.graus[i - 1];
      if (prev && (row.levels.from !== prev.levels.to + 1 || row.maxSize < prev.maxSize || row.pointBonusMax < prev.pointBonusMax)) {
        ctx.addIssue({
          code: 'custom',
          path: ['graus', i],
          message: `O Grau ${row.grau} precisa começar logo depois do Grau ${prev.grau} e não pode ter tamanho máximo nem bônus do ponto menores que ele.`,
          params: { code: 'grau_not_monotone', row: i, grau: row.grau },
        });
      }
    });
    for (const [slug, m] of Object.entries(s.modifiers)) {
      if (m.requires && !(m.requires in s.modifiers)) {
        ctx.addIssue({
          code: 'custom',
          path: ['modifiers', slug, 'requires'],
          message: `O modificador "${slug}" exige "${m.requires}", que não existe.`,
          params: { code: 'modifier_requires_unknown', modifier: slug, requires: m.requires },
        });
      }
    }
  }));

/**
 * zod schema of the `techniques` section.
 *
 * @example
 * ```ts
 * techniquesSchema.safeParse(techniques).success //=> true
 * ```
 */
export const techniquesSchema: z.ZodType<TechniquesRules> = techniquesSchemaDef;

/**
 * The `techniques` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const t: TechniquesRules = bookRuleset.techniques;
 * ```
 */
export type TechniquesRules = {
    centralRule: string;
    natures: Record<"cosmo" | "golpe", {
        label: string;
        attributes: ("FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR")[];
        freeRange: "curto" | "longo" | "pessoal" | "toque" | "medio" | "vista";
        description: string;
    }>;
    rolls: {
        ataque: {
            label: string;
            formula: string;
            against: "DEF";
            maxWeakEffects: number;
        };
        efeito: {
            label: string;
            formula: string;
            against: ("fortitude" | "reflexos" | "vontade")[];
            missHalvesDamage: boolean;
        };
        nenhuma: {
            label: string;
        };
    };
    defenses: {
        DEF: string;
        fortitude: string;
        reflexos: string;
        vontade: string;
    };
    activations: Record<"acao" | "acao_bonus" | "reacao", {
        label: string;
        points: number;
        needsTrigger: boolean;
        meaning: string;
    }>;
    durations: Record<"instantanea" | "sustentada" | "cena", {
        label: string;
        points: number;
        concentration: boolean;
        selfSpendingOnly: boolean;
    }>;
    sustain: {
        upkeepDivisor: number;
        upkeepRounding: "up" | "down";
        upkeepMinimum: number;
        concentrationMinBonus: number;
        concentrationDamageDivisor: number;
        concentrationDamageOffset: number;
        atATime: number;
    };
    ranges: Record<"curto" | "longo" | "pessoal" | "toque" | "medio" | "vista", {
        label: string;
        meters: number | null;
        points: {
            golpe: number;
            cosmo: number;
        };
    }>;
    areaShapes: Record<"cone" | "linha" | "explosao" | "zona", {
        label: string;
        size: string;
        requiresDuration?: "instantanea" | "sustentada" | "cena" | undefined;
    }>;
    areaExtras: {
        doubled: {
            label: string;
            points: number;
        };
        selective: {
            label: string;
            points: number;
        };
    };
    graus: {
        grau: number;
        levels: {
            from: number;
            to: number;
        };
        maxSize: number;
        pointBonusMax: number;
    }[];
    pointBonusLevelOffset: number;
    golpeDoAssento: {
        extraMaxSize: number;
        builtAtWearerGrau: boolean;
        countsTowardsKnown: boolean;
        onlyInItsArmor: boolean;
    };
    effects: Record<"vantagem" | "desvantagem" | "dano" | "dano_area" | "dano_continuo" | "pv_temporarios" | "cura" | "defesa" | "refletir" | "movimento" | "empurrar" | "puxar" | "teletransporte" | "condicao", {
        label: string;
        pointsPerUnit: number;
        single: boolean;
        perPoint: string;
        natures: ("cosmo" | "golpe")[];
        selfSpending: boolean;
        needsRoll: boolean;
        die?: number | undefined;
        activation?: "acao" | "acao_bonus" | "reacao" | undefined;
        roll?: {
            kind: "ataque" | "efeito" | "nenhuma";
            against?: "fortitude" | "reflexos" | "vontade" | "DEF" | undefined;
        } | undefined;
        metersPerGrau?: number | undefined;
        defBonus?: number | undefined;
        reflectCdBase?: number | undefined;
        reflectSuccessReturnedFraction?: number | undefined;
        reflectFailureDamageFraction?: number | undefined;
        reflectGolpeComumPasses?: boolean | undefined;
        note?: string | undefined;
    }>;
    conditionGradeLabels: {
        fraca: string;
        media: string;
        forte: string;
        destino: string;
    };
    modifiers: Record<"ignora_cobertura" | "nao_precisa_ver" | "aliados_um_por_um" | "atravessa_armadura" | "quebra_armadura" | "marca" | "desfecho" | "gatilho", {
        label: string;
        points: number;
        needsText: boolean;
        rule?: string | undefined;
        requires?: "ignora_cobertura" | "nao_precisa_ver" | "aliados_um_por_um" | "atravessa_armadura" | "quebra_armadura" | "marca" | "desfecho" | "gatilho" | undefined;
        marks?: number | undefined;
        against?: "fortitude" | "reflexos" | "vontade" | undefined;
    }>;
    limitations: Record<"uma_vez_por_luta" | "so_com_cosmo_no_teto" | "causa_dano_em_voce" | "te_deixa_caido" | "te_deixa_desprevenido" | "exige_carregar" | "so_sob_condicao_dificil" | "volta_contra_voce" | "pode_ser_quebrado" | "quem_tem_o_setimo_escapa", {
        label: string;
        points: number;
        needsText: boolean;
        rule?: string | undefined;
        mattersWith?: "efeito" | "condicao" | undefined;
        fight?: {
            oncePerFight?: boolean | undefined;
            needsCosmoAtTeto?: boolean | undefined;
            needsCharge?: boolean | undefined;
            selfDamagePerGrau?: {
                sides: number;
            } | undefined;
            selfCondition?: string | undefined;
            losesNextTurnOnMiss?: boolean | undefined;
            breakable?: {
                damagePerGrau: number;
                def: number;
            } | undefined;
        } | undefined;
    }>;
    limitationWithoutEffect: {
        counts: boolean;
    };
    sizeMinimum: number;
    cost: {
        floorDivisor: number;
        minimum: number;
    };
    evolution: {
        cdBase: number;
        cdPerSizePoint: number;
        cdPerGrauAboveFirst: number;
        interludeDays: number;
        failureGivesAdvantage: boolean;
    };
    known: {
        start: number;
        max: number;
    };
    birth: {
        interlude: {
            test: boolean;
        };
        midFight: {
            test: boolean;
            perFight: number;
            builtBeforehand: boolean;
            waitsUntilBorn: boolean;
        };
    };
    buildSteps: {
        label: string;
        text: string;
    }[];
    registrationTemplate: Record<"grau" | "nome" | "natureza" | "ativacao" | "duracao" | "alcance_area" | "efeitos" | "modificadores" | "tamanho" | "limitacoes" | "custo" | "rolagem" | "dano_cura" | "descricao", {
        label: string;
        hint: string;
    }>;
};

/**
 * The book's `techniques` tables.
 *
 * @example
 * ```ts
 * techniques.graus[0].maxSize //=> 5
 * techniques.durations.cena.points //=> 4
 * ```
 */
export const techniques: TechniquesRules = {
  centralRule:
    'O tema determina como a técnica aparece; o motor determina o que ela faz. Técnicas de temas diferentes podem (e devem, se custarem o mesmo) ter o mesmo perfil de regra.',
  natures: {
    golpe: {
      label: 'Golpe',
      attributes: ['FOR', 'DES'],
      freeRange: 'toque',
      description: 'O corpo levado ao limite: cem socos por segundo, o chute que parte a montanha, o salto impossível',
    },
    cosmo: {
      label: 'Cosmo',
      attributes: ['INT', 'SAB', 'CAR'],
      freeRange: 'curto',
      description: 'A energia solta do corpo: o ar que congela, a ilusão, a corrente que se move sozinha, o escudo de luz',
    },
  },
  rolls: {
    ataque: { label: 'Ataque', formula: '1d20 + atributo + proficiência contra DEF', against: 'DEF', maxWeakEffects: 1 },
    efeito: {
      label: 'Efeito',
      formula: '1d20 + atributo + proficiência contra defesa passiva',
      against: ['fortitude', 'reflexos', 'vontade'],
      missHalvesDamage: true,
    },
    nenhuma: { label: 'nenhuma' },
  },
  defenses: { DEF: 'DEF', fortitude: 'Fortitude', reflexos: 'Reflexos', vontade: 'Vontade' },
  activations: {
    acao: { label: 'ação', points: 0, needsTrigger: false, meaning: 'O padrão; ocupa a sua ação' },
    acao_bonus: { label: 'ação bônus', points: 1, needsTrigger: false, meaning: 'Pode acompanhar a sua ação' },
    reacao: { label: 'reação', points: 1, needsTrigger: true, meaning: 'Precisa de um gatilho escrito' },
  },
  durations: {
    instantanea: { label: 'instantânea', points: 1, concentration: false, selfSpendingOnly: false },
    sustentada: { label: 'sustentada', points: 2, concentration: true, selfSpendingOnly: false },
    cena: { label: 'cena', points: 4, concentration: false, selfSpendingOnly: true },
  },
  sustain: {
    upkeepDivisor: 2,
    upkeepRounding: 'down',
    upkeepMinimum: 1,
    concentrationMinBonus: 2,
    concentrationDamageDivisor: 2,
    concentrationDamageOffset: 8,
    atATime: 1,
  },
  ranges: {
    pessoal: { label: 'pessoal', meters: null, points: { golpe: 0, cosmo: 0 } },
    toque: { label: 'toque', meters: null, points: { golpe: 0, cosmo: 0 } },
    curto: { label: 'curto', meters: 6, points: { golpe: 1, cosmo: 0 } },
    medio: { label: 'médio', meters: 12, points: { golpe: 2, cosmo: 1 } },
    longo: { label: 'longo', meters: 18, points: { golpe: 3, cosmo: 2 } },
    vista: { label: 'até onde a vista alcança', meters: null, points: { golpe: 4, cosmo: 3 } },
  },
  areaShapes: {
    explosao: { label: 'explosão', size: 'raio de 3 m' },
    cone: { label: 'cone', size: '3 m' },
    linha: { label: 'linha', size: '6 m por 1,5 m' },
    zona: { label: 'zona', size: 'raio de 3 m, fica no lugar', requiresDuration: 'sustentada' },
  },
  areaExtras: {
    doubled: { label: 'área dobrada', points: 2 },
    selective: { label: 'área seletiva', points: 1 },
  },
  graus: [
    { grau: 1, levels: { from: 1, to: 4 }, maxSize: 5, pointBonusMax: 3 },
    { grau: 2, levels: { from: 5, to: 8 }, maxSize: 6, pointBonusMax: 7 },
    { grau: 3, levels: { from: 9, to: 12 }, maxSize: 6, pointBonusMax: 11 },
    { grau: 4, levels: { from: 13, to: 16 }, maxSize: 6, pointBonusMax: 15 },
    { grau: 5, levels: { from: 17, to: 20 }, maxSize: 6, pointBonusMax: 19 },
  ],
  pointBonusLevelOffset: 1,
  golpeDoAssento: { extraMaxSize: 1, builtAtWearerGrau: true, countsTowardsKnown: false, onlyInItsArmor: true },
  effects: {
    dano: {
      label: 'dano em alvo único',
      pointsPerUnit: 1,
      single: false,
      die: 8,
      perPoint: '1d8 + bônus do ponto',
      natures: ['golpe', 'cosmo'],
      roll: { kind: 'ataque', against: 'DEF' },
      selfSpending: false,
      needsRoll: true,
    },
    dano_area: {
      label: 'dano em área',
      pointsPerUnit: 1,
      single: false,
      die: 6,
      perPoint: '1d6 + bônus do ponto',
      natures: ['golpe', 'cosmo'],
      roll: { kind: 'efeito', against: 'reflexos' },
      selfSpending: false,
      needsRoll: true,
      note: 'Efeito contra Reflexos; o erro ainda causa metade.',
    },
    dano_continuo: {
      label: 'dano contínuo',
      pointsPerUnit: 1,
      single: false,
      die: 6,
      perPoint: '1d6 + bônus do ponto, no fim do turno do alvo',
      natures: ['golpe', 'cosmo'],
      selfSpending: false,
      needsRoll: true,
      note: 'A mesma rolagem do dano que o acompanha; não permite nova defesa.',
    },
    pv_temporarios: {
      label: 'PV temporários',
      pointsPerUnit: 1,
      single: false,
      die: 8,
      perPoint: '1d8 + bônus do ponto',
      natures: ['golpe', 'cosmo'],
      selfSpending: true,
      needsRoll: false,
      note: 'Somem no fim da luta.',
    },
    cura: {
      label: 'cura',
      pointsPerUnit: 1,
      single: false,
      die: 8,
      perPoint: '1d8 + bônus do ponto',
      natures: ['cosmo'],
      selfSpending: false,
      needsRoll: false,
      note: 'Só técnicas de Cosmo; cada pessoa recebe cura de técnica uma vez por luta.',
    },
    defesa: {
      label: 'defesa',
      pointsPerUnit: 1,
      single: false,
      perPoint: '+2 na DEF, para tantos alvos quanto o Grau',
      natures: ['golpe', 'cosmo'],
      selfSpending: false,
      needsRoll: false,
      defBonus: 2,
      note: 'Duas fontes não somam. Como reação, vale contra todos os ataques até o seu próximo turno.',
    },
    refletir: {
      label: 'Refletir',
      pointsPerUnit: 4,
      single: true,
      perPoint: 'devolve uma técnica que não atravessa a armadura',
      natures: ['golpe', 'cosmo'],
      activation: 'reacao',
      selfSpending: false,
      needsRoll: false,
      reflectCdBase: 10,
      reflectSuccessReturnedFraction: 1,
      reflectFailureDamageFraction: 0.5,
      reflectGolpeComumPasses: true,
      note: 'Só como reação, quando uma técnica que não atravessa a armadura é declarada contra você: role atributo + proficiência contra 10 + o tamanho dela. Passou, ela volta inteira para quem a lançou; não passou, o reflexo quebra e ela passa com metade do dano. Golpes comuns passam direto',
    },
    movimento: {
      label: 'movimento',
      pointsPerUnit: 1,
      single: false,
      perPoint: '+3 metros por Grau, no seu turno',
      natures: ['golpe', 'cosmo'],
      selfSpending: false,
      needsRoll: false,
      metersPerGrau: 3,
    },
    empurrar: {
      label: 'empurrar',
      pointsPerUnit: 1,
      single: false,
      perPoint: '3 metros por Grau',
      natures: ['golpe', 'cosmo'],
      roll: { kind: 'efeito', against: 'fortitude' },
      selfSpending: false,
      needsRoll: true,
      metersPerGrau: 3,
    },
    puxar: {
      label: 'puxar',
      pointsPerUnit: 1,
      single: false,
      perPoint: '3 metros por Grau',
      natures: ['golpe', 'cosmo'],
      roll: { kind: 'efeito', against: 'fortitude' },
      selfSpending: false,
      needsRoll: true,
      metersPerGrau: 3,
    },
    teletransporte: {
      label: 'teletransporte',
      pointsPerUnit: 2,
      single: false,
      perPoint: '9 metros por Grau, por 2 pontos, para um lugar que você veja',
      natures: ['golpe', 'cosmo'],
      selfSpending: false,
      needsRoll: false,
      metersPerGrau: 9,
    },
    vantagem: {
      label: 'Vantagem numa rolagem',
      pointsPerUnit: 1,
      single: false,
      perPoint: 'tantos alvos quanto o Grau',
      natures: ['golpe', 'cosmo'],
      selfSpending: false,
      needsRoll: false,
    },
    desvantagem: {
      label: 'Desvantagem numa rolagem',
      pointsPerUnit: 1,
      single: false,
      perPoint: 'tantos alvos quanto o Grau',
      natures: ['golpe', 'cosmo'],
      selfSpending: false,
      needsRoll: false,
    },
    condicao: {
      label: 'condição',
      pointsPerUnit: 1,
      single: false,
      perPoint: 'o grau da condição é o preço dela, para tantos alvos quanto o Grau',
      natures: ['golpe', 'cosmo'],
      selfSpending: false,
      needsRoll: true,
    },
  },
  conditionGradeLabels: { fraca: 'fraca', media: 'média', forte: 'forte', destino: 'destino' },
  modifiers: {
    ignora_cobertura: { label: 'ignora cobertura', points: 1, needsText: false },
    nao_precisa_ver: { label: 'não precisa ver o alvo', points: 1, needsText: false },
    aliados_um_por_um: { label: 'afeta vários aliados um por um', points: 1, needsText: false },
    atravessa_armadura: { label: 'atravessa a armadura', points: 1, rule: 'O alvo não pode Aparar esse dano.', needsText: false },
    quebra_armadura: {
      label: 'quebra a armadura',
      points: 1,
      rule: 'Um acerto tira 1 de Resistência da armadura do alvo, além do dano.',
      needsText: false,
    },
    marca: { label: 'marca', points: 1, rule: 'Cada acerto deixa uma marca no alvo, até o fim da luta.', needsText: false },
    desfecho: {
      label: 'desfecho',
      points: 1,
      rule: 'Com 4 marcas no alvo, uma vez por luta, a técnica vira o desfecho — uma Rolagem de Efeito contra a Fortitude. Acertou: ele cai a 0 PV e não levanta nesta luta. Não mata.',
      requires: 'marca',
      needsText: false,
      marks: 4,
      against: 'fortitude',
    },
    gatilho: {
      label: 'gatilho',
      points: 1,
      rule: 'A condição só acaba com o gatilho escrito (ou quando você cai). Não pega em quem está lutando com você agora.',
      needsText: true,
    },
  },
  limitations: {
    uma_vez_por_luta: { label: 'só uma vez por luta', points: 1, needsText: false, fight: { oncePerFight: true } },
    so_com_cosmo_no_teto: { label: 'só com o Cosmo no Teto', points: 1, needsText: false, fight: { needsCosmoAtTeto: true } },
    causa_dano_em_voce: { label: 'causa 1d6 por Grau em você', points: 1, needsText: false, fight: { selfDamagePerGrau: { sides: 6 } } },
    te_deixa_caido: { label: 'te deixa Caído', points: 1, needsText: false, fight: { selfCondition: 'caido' } },
    te_deixa_desprevenido: { label: 'te deixa Desprevenido', points: 1, needsText: false, fight: { selfCondition: 'desprevenido' } },
    exige_carregar: {
      label: 'exige carregar',
      points: 1,
      rule: 'No turno anterior você não usa nenhuma técnica, só o golpe comum, Concentrar ou mover.',
      needsText: false,
      fight: { needsCharge: true },
    },
    so_sob_condicao_dificil: {
      label: 'só funciona sob uma condição difícil',
      points: 1,
      rule: 'Como estar no Sétimo ou ter um sentido perdido.',
      needsText: true,
    },
    volta_contra_voce: {
      label: 'volta contra você',
      points: 1,
      rule: 'Se a Rolagem de Efeito errar, você perde o seu próximo turno.',
      needsText: false,
      mattersWith: 'efeito',
      fight: { losesNextTurnOnMiss: true },
    },
    pode_ser_quebrado: {
      label: 'pode ser quebrado',
      points: 1,
      rule: 'Um aliado do alvo desfaz a condição causando 10 × o Grau de dano no efeito (DEF 10); algumas armas, como as de Libra, quebram de uma vez.',
      needsText: false,
      mattersWith: 'condicao',
      fight: { breakable: { damagePerGrau: 10, def: 10 } },
    },
    quem_tem_o_setimo_escapa: {
      label: 'quem tem o Sétimo escapa',
      points: 1,
      rule: 'O alvo no Sétimo se livra no fim do próximo turno dele.',
      needsText: false,
      mattersWith: 'condicao',
    },
  },
  limitationWithoutEffect: { counts: false },
  sizeMinimum: 1,
  cost: { floorDivisor: 2, minimum: 1 },
  evolution: { cdBase: 10, cdPerSizePoint: 1, cdPerGrauAboveFirst: 1, interludeDays: 7, failureGivesAdvantage: true },
  known: { start: 2, max: 11 },
  birth: {
    interlude: { test: true },
    midFight: { test: false, perFight: 1, builtBeforehand: true, waitsUntilBorn: true },
  },
  buildSteps: [
    { label: 'Conceito', text: 'O que você quer que aconteça na mesa, em uma frase.' },
    { label: 'Natureza', text: 'Golpe ou Cosmo. Isso fixa o atributo e o alcance de partida.' },
    { label: 'Ativação', text: 'Ação, ação bônus ou reação. Aplique o ajuste.' },
    { label: 'Duração', text: 'Instantânea, sustentada ou cena. Ela já traz o primeiro ponto.' },
    { label: 'Efeitos', text: 'Compre os pontos extras nas tabelas. Misture o que quiser.' },
    { label: 'Alcance e área', text: 'Só pague se passar do normal.' },
    { label: 'Rolagem', text: 'Ataque contra DEF ou Efeito contra uma defesa passiva. Uma só.' },
    { label: 'Some o tamanho', text: 'Confira o máximo do Grau, e só então aplique as limitações.' },
    { label: 'Grave o Grau', text: 'O Grau em que ela nasce, até o seu.' },
    { label: 'Dê um nome', text: 'E diga como ela fica quando acontece.' },
    { label: 'Aprove', text: 'Leve ao Mestre. Ele pode pedir mudança, e é para isso que ele existe.' },
  ],
  registrationTemplate: {
    nome: { label: 'Nome', hint: '' },
    natureza: { label: 'Natureza', hint: 'Golpe (FOR ou DES) · Cosmo (Atributo do Cosmo)' },
    ativacao: { label: 'Ativação', hint: 'ação · ação bônus · reação (gatilho: ...)' },
    duracao: { label: 'Duração', hint: 'instantânea · sustentada · cena' },
    alcance_area: { label: 'Alcance e área', hint: '' },
    efeitos: { label: 'Efeitos e pontos', hint: '' },
    modificadores: { label: 'Modificadores', hint: '' },
    tamanho: { label: 'Tamanho', hint: '(não passa do máximo do Grau)' },
    limitacoes: { label: 'Limitações', hint: '' },
    custo: { label: 'Custo em Cosmo', hint: '(tamanho − limitações; nunca abaixo da metade)' },
    grau: { label: 'Grau', hint: 'o Grau em que ela nasceu' },
    rolagem: { label: 'Rolagem', hint: 'Ataque contra DEF · Efeito contra Fortitude, Reflexos ou Vontade' },
    dano_cura: { label: 'Dano ou cura', hint: 'pontos × o dado, + pontos × o bônus do ponto, + mod (refaça ao subir)' },
    descricao: { label: 'Descrição', hint: 'como ela aparece, e o nome que você grita' },
  },
};

const T06 = 'tables/06-tecnicas.md';
const FT = 'FACTS.md › Techniques (Capítulo Seis)';

/**
 * Where each table of the `techniques` section comes from.
 *
 * @example
 * ```ts
 * techniquesProvenance.graus.kind //=> 'restored'
 * ```
 */
export const techniquesProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  centralRule: prov('restored', `${T06} › (abertura do capítulo) — quadro "A regra central"`),
  natures: prov('restored', `${T06} › Primeiro: a natureza`, 'Colunas Natureza · Atributo · Alcance sem custo · O que é.'),
  rolls: prov('restored', `${T06} › As duas formas de resolver`, 'Fórmulas: quadro "Rolagens".'),
  'rolls.ataque.maxWeakEffects': prov('stated', FT, 'With Ataque, a hit applies damage and one weak effect.'),
  'rolls.efeito.missHalvesDamage': prov('stated', FT, 'A missed Efeito avoids the condition and halves the damage.'),
  defenses: prov('stated', FT),
  activations: prov('restored', `${T06} › Ativação`, 'Colunas Ativação · Ajuste · O que significa.'),
  durations: prov('restored', `${T06} › Duração`),
  'durations.cena.selfSpendingOnly': prov('restored', `${T06} › Duração`, 'Sem concentração — mas só para efeitos que se gastam sozinhos.'),
  sustain: prov('restored', `${T06} › Duração`, 'Manutenção: metade do custo, para baixo, mínimo 1; concentração: FACTS.md › Techniques.'),
  'sustain.concentrationMinBonus': prov('stated', FT),
  'sustain.concentrationDamageDivisor': prov('stated', FT),
  'sustain.concentrationDamageOffset': prov('stated', FT),
  'sustain.atATime': prov('stated', FT),
  ranges: prov('restored', `${T06} › Alcance e área`),
  areaShapes: prov('stated', FT),
  areaExtras: prov('stated', FT),
  graus: prov('restored', `${T06} › O Grau`),
  'graus.0.maxSize': prov('stated', FT, 'Grau 1 max size 5.'),
  pointBonusLevelOffset: prov('stated', FT, 'Point bonus = your level − 1, capped by the technique’s Grau.'),
  golpeDoAssento: prov('stated', FT, 'Built at the wearer’s Grau, may exceed the max size by one point, does not count towards the known limit, works only in that armor.'),
  effects: prov('restored', `${T06} › Dano · Vida e proteção · Movimento · Vantagem, Desvantagem e condições`),
  'effects.dano.die': prov('stated', FT, 'Damage point die 1d8.'),
  'effects.dano_area.die': prov('stated', FT, 'Area damage points roll d6.'),
  'effects.pv_temporarios.selfSpending': prov('restored', `${T06} › Duração`, 'PV temporários são o exemplo do livro de efeito que se gasta sozinho.'),
  'effects.refletir': prov('restored', `${T06} › Vida e proteção`, 'Passou, volta inteira; não passou, passa com metade do dano; golpes comuns passam direto.'),
  'effects.defesa.selfSpending': prov('reconstructed', 'docs/regras/techniques.md#o-que-se-gasta-sozinho'),
  conditionGradeLabels: prov('restored', 'tables/05-combate.md › Condições', 'Coluna Grau: Fraca · Média · Forte · Destino.'),
  modifiers: prov('restored', `${T06} › Modificadores`),
  limitations: prov('restored', `${T06} › Modificadores`),
  'limitations.te_deixa_caido': prov('restored', `${T06} › Modificadores`, 'Linha "Te deixa Caído ou Desprevenido", separada em duas.'),
  'limitations.te_deixa_desprevenido': prov('restored', `${T06} › Modificadores`, 'Linha "Te deixa Caído ou Desprevenido", separada em duas.'),
  'limitations.pode_ser_quebrado.mattersWith': prov('reconstructed', 'docs/regras/techniques.md#limitações-que-não-mudam-nada'),
  'limitations.quem_tem_o_setimo_escapa.mattersWith': prov('reconstructed', 'docs/regras/techniques.md#limitações-que-não-mudam-nada'),
  'limitations.volta_contra_voce.mattersWith': prov('reconstructed', 'docs/regras/techniques.md#limitações-que-não-mudam-nada'),
  ...Object.fromEntries(
    ['uma_vez_por_luta', 'so_com_cosmo_no_teto', 'causa_dano_em_voce', 'te_deixa_caido', 'te_deixa_desprevenido', 'exige_carregar', 'volta_contra_voce', 'pode_ser_quebrado'].map((slug) => [
      `limitations.${slug}.fight`,
      prov('reconstructed', 'docs/regras/techniques.md#limitações-na-luta', 'a prosa da limitação em flags e números que uma luta aplica'),
    ]),
  ),
  limitationWithoutEffect: prov('stated', 'seed › Modificadores (Capítulo Seis)', 'Uma limitação que não muda nada na prática vale zero … O Mestre é o juiz disso. counts: false is the book; true is a Mestre who judges otherwise.'),
  sizeMinimum: prov('restored', 'tables/engine-constants.md › O motor de técnicas (sim/tecnica.py)', 'Tamanho: … mínimo 1.'),
  cost: prov('stated', FT, 'Limitation floor: cost ≥ ceil(size / 2), and ≥ 1.'),
  evolution: prov('restored', `${T06} › Evoluir uma técnica`, 'Interlúdio de 7 dias: tables/12-progressao.md › O Interlúdio.'),
  known: prov('stated', FT, 'Start 2, up to 11.'),
  birth: prov('stated', FT, 'New ones are born in an Interlúdio (7 days + the evolution test) or mid-fight (no test, one per fight, built beforehand and stored as "waiting").'),
  buildSteps: prov('stated', 'seed › As etapas, em ordem', 'FACTS.md › Techniques (Capítulo Seis): "Build steps".'),
  registrationTemplate: prov('stated', 'seed › Modelo para registrar', 'FACTS.md › Techniques (Capítulo Seis): "Registration template".'),
}))();
