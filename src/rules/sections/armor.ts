/**
 * Ruleset section `armor` — Capítulo 7: armaduras (and the armor improvements of Capítulo 8).
 *
 * Pieces, accessories, characteristics, the Posto rows (with the Divine form), Resistência,
 * (the Hierarquia lives in `cosmo.hierarquia`, the promotion levels in `progression.posto`),
 * regeneration (the cracked rule by default, the seed's full-restore paragraph as an option),
 * the remendo, the casca, restoration, the blood thirds, the blood ladder and its bonuses, the
 * improvements, promotion and the borrowed armor.
 *
 * @module
 */
import * as z from 'zod';
import type { Fraction, DiceCount, RuleRow } from './shapes.js';
import { lazyObject } from '../../internal/lazy.js';
import { checkUniqueSlugs } from './helpers.js';
import { prov, type ProvenanceMap } from '../provenance.js';

const slug = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z0-9_]+$/));
const text = /* @__PURE__ */ lazyObject(() => z.string().min(1));
const count = /* @__PURE__ */ lazyObject(() => z.number().int().min(0));

/** Fixed numeric modifiers that a piece, accessory, characteristic, improvement or blood form gives. */
const modifiersSchema = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** Bonus to DEF. */
    def: z.number().int().optional(),
    /** Bonus to attack rolls and Rolagens de Efeito (the "acerto"). */
    acerto: z.number().int().optional(),
    /** Bonus to the armor's maximum Resistência. */
    resistencia: z.number().int().optional(),
    /** Bonus to Iniciativa. */
    initiative: z.number().int().optional(),
    /** Metres of movement. */
    movement: z.number().int().optional(),
    /** Starting Cosmo of every fight. */
    startingCosmo: z.number().int().optional(),
    /** The DEF bonus of Bloquear (total, replaces the base). */
    bloquearBonus: z.number().int().optional(),
    /** Faces of the golpe comum damage die (replaces the base die). */
    golpeComumDie: z.number().int().min(2).optional(),
    /** Reach in metres of golpes comuns and Agarrar. */
    reach: z.number().int().optional(),
    /** Criticals the Elmo holds per fight (total, replaces the base). */
    elmoCriticals: z.number().int().optional(),
  })
  .strict());

const pieceSchema = /* @__PURE__ */ lazyObject(() => z.object({ slug, label: text, effect: text, modifiers: modifiersSchema }));

const accessorySchema = /* @__PURE__ */ lazyObject(() => z.object({ slug, label: text, effect: text, modifiers: modifiersSchema }));

const characteristicSchema = /* @__PURE__ */ lazyObject(() => z.object({
  slug,
  label: text,
  effect: text,
  /** Always-on numeric effects while the armor is worn. */
  modifiers: modifiersSchema,
  /** Effects that apply only while the wearer is in the Sétimo. */
  whileSetimo: modifiersSchema.optional(),
  /** What it does when the wearer stands with a Convicção (Coração de estrela). */
  onRise: z
    .object({
      /** The wearer's next attack has Vantagem. */
      nextAttackAdvantage: z.boolean(),
    })
    .strict()
    .optional(),
  /** What it does to damage taken or dealt, as numbers (Couraça grossa, Espinhos, Espelhada, Cortante). */
  damage: z
    .object({
      /** Every golpe comum that hits you deals this many times your Grau less (Couraça grossa: 1). Never below 0. */
      golpeComumTakenLessPerGrau: count.optional(),
      /** Damage the attacker takes back. */
      reflect: z
        .object({
          /** The trigger: a golpe comum hits you (Espinhos), or you parry a technique (Espelhada). */
          when: z.enum(['golpe_comum_hits_you', 'aparar_tecnica']),
          /** The dice: `count` dice of `sides` faces (times your Grau when `diceTimesGrau`). */
          dice: z.object({ count: z.number().int().min(1), sides: z.number().int().min(2) }),
          diceTimesGrau: z.boolean(),
          /** A flat bonus of this many times your Grau (Espinhos: 1d4 + the Grau). */
          plusGrauTimes: count,
          /** How often: once per turn (Espinhos) or once per fight (Espelhada). */
          per: z.enum(['turno', 'luta']),
        })
        .strict()
        .optional(),
      /** Your golpes comuns cannot be parried (Cortante). */
      golpeComumUnparriable: z.boolean().optional(),
    })
    .strict()
    .optional(),
}));

const postoRowSchema = /* @__PURE__ */ lazyObject(() => z.object({ label: text, def: z.number().int(), resistencia: z.number().int().min(1) }));

const bloodKindSchema = /* @__PURE__ */ z.enum(['guerreiro', 'elite', 'deus']);
const bloodLimitsSchema = /* @__PURE__ */ z.object({ guerreiro: count, elite: count, deus: count });

const metalSlugSchema = /* @__PURE__ */ z.enum(['po_de_estrelas', 'gamanio', 'oricalco']);
const materialSchema = /* @__PURE__ */ lazyObject(() => z.object({ metal: metalSlugSchema, quantity: z.number().int().min(1) }));

const fractionSchema = /* @__PURE__ */ lazyObject(() => z.object({ numerator: z.number().int().min(0), denominator: z.number().int().min(1) }));
const roundingSchema = /* @__PURE__ */ z.enum(['up', 'down']);

const ruleRowSchema = /* @__PURE__ */ lazyObject(() => z.object({ slug, label: text, value: text }));

function monotone(values: readonly number[]): boolean {
  return values.every((v, i) => i === 0 || v >= values[i - 1]!);
}

/** The schema of {@link armorSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link ArmorRules}. */
export const armorSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** The five pieces and what each gives while worn. */
    pieces: z.array(pieceSchema).length(5),
    /** The accessories a constellation may give. */
    accessories: z.array(accessorySchema).min(1),
    /** The characteristics list. */
    characteristics: z.array(characteristicSchema).min(1),
    /** How many characteristics an armor of each Posto has. */
    characteristicsPerPosto: z.object({ bronze: count, prata: count, elite: count }),
    /** Characteristic rules: once per armor, only while worn, swap one (and the accessory) per new form. */
    characteristicRules: z.object({
      oncePerArmor: z.boolean(),
      onlyWhileWorn: z.boolean(),
      /** Characteristics that may be swapped at each new form. */
      swapOnNewForm: z.number().int().min(0),
      /** At each new form the accessory may be swapped too ("e também o acessório"). */
      accessorySwapOnNewForm: z.boolean(),
      originTraitFree: z.boolean(),
    }),
    /** DEF bonus and Resistência of each Posto (the elite of every army uses the Ouro row). */
    postos: z.object({ bronze: postoRowSchema, prata: postoRowSchema, elite: postoRowSchema }),
    /** The Forma Divina row. */
    divina: postoRowSchema,
    /** How Resistência is summed beyond the Posto row and the accessory. */
    resistencia: z.object({
      /** Minimum of the CON modifier counted. */
      conMinimum: z.number().int(),
      /** Vida choices per +1 Resistência. */
      vidaChoicesPerPoint: z.number().int().min(1),
      /** The CON/Vida part belongs to the wearer and moves with them. */
      wearerPartMoves: z.boolean(),
    }),
    /** Aparar: cost, fraction of damage taken and rounding. */
    aparar: z.object({
      resistenciaCost: z.number().int().min(0),
      damageTaken: fractionSchema,
      rounding: roundingSchema,
      usesReaction: z.boolean(),
      label: text,
      effect: text,
    }),
    /**
     * A technique that breaks the armor ("quebra a armadura"): the Resistência each hit takes from
     * a living armor, besides the damage (a casca loses pieces instead: `casca`).
     */
    breaking: z.object({ resistenciaPerHit: z.number().int().min(0) }),
    /** What shattering (Resistência 0) takes away for that fight. */
    shatter: z.object({
      atResistencia: z.number().int(),
      loses: z.array(slug).min(1),
      untilEndOfFight: z.boolean(),
      /** The piece that is always the first to fly (a slug of `pieces`): the Elmo. */
      firstPieceToFly: slug,
    }),
    /** "A quebra divina": what gods' hits do to an armor. */
    divineBreak: z.array(
      z.object({
        slug,
        attacker: text,
        effect: text,
        /** `grau`: Resistência equal to the technique's Grau; a number: that much; `shatter`: shatters. */
        perHit: z.union([z.literal('grau'), z.literal('shatter'), z.number().int()]),
        /** Which hits: technique hits or any hit (including golpe comum). */
        hits: z.enum(['tecnica', 'qualquer']),
      }),
    ),
    /** Regeneration: the cracked rule (default) and the full-restore paragraph (option). */
    regeneration: z.object({
      /** What the long rest does to an armor that only spent Resistência. */
      longRestRestoresAll: z.boolean(),
      /** A shattered armor comes back cracked with this fraction of its max Resistência. */
      crackedFraction: fractionSchema,
      crackedRounding: roundingSchema,
      /** Long rests until a cracked armor is whole (1 = the next one). */
      wholeAfterLongRests: z.number().int().min(1),
      /** A dead armor never regenerates. */
      deadRegenerates: z.boolean(),
    }),
    /** The remendo (Ofício away from the body). */
    remendo: z.object({
      skill: slug,
      cd: z.number().int(),
      armorOffBody: z.boolean(),
      spentOnly: z.object({ hours: z.number().int().min(0), dice: z.object({ count: z.number().int().min(1), sides: z.number().int().min(2) }) }),
      shatteredOrCracked: z.object({ hoursPerVersion: z.number().int().min(0) }),
      perLongRest: z.number().int().min(1),
      revivesDead: z.boolean(),
    }),
    /**
     * The casca: wearing a dead armor. DEF and pieces come from the Posto row; the Bloquear bonus is
     * the pieces' (`pieces[].modifiers.bloquearBonus`, the Braços' +2), never the accessory's — the
     * casca has no accessory, so the escudo's +3 does not count.
     */
    casca: z.object({
      def: z.literal('posto_def'),
      pieces: z.literal('posto_resistencia'),
      reactions: z.array(z.enum(['bloquear', 'aparar'])),
      /** Where the casca's Bloquear bonus comes from: the pieces (Braços), not the accessory. */
      bloquearBonus: z.literal('pieces'),
      piecesLostPerHitOrBlock: z.number().int().min(1),
      extraForArmorBreakingTechnique: z.number().int().min(0),
      criticalTakesAll: z.boolean(),
      keeps: z.array(slug),
      rules: z.array(ruleRowSchema),
    }),
    /** How an armor dies. */
    deathCauses: z.array(z.object({ slug, label: text, /** Kills only an armor in pieces ("com ela despedaçada"). */ requiresShattered: z.boolean().optional() })).min(1),
    /** Which deaths give a new Version ("Só a morte de verdade"). */
    deathKinds: z.array(z.object({ slug, label: text, newVersion: z.boolean(), bloodBonus: z.boolean() })),
    /** Restoring a dead armor ("Restaurar"). */
    restore: z.object({
      skill: slug,
      cdBase: z.number().int(),
      cdPerVersion: z.number().int(),
      daysPerVersion: z.number().int().min(0),
      failure: text,
      materials: z.object({
        bronze: z.array(materialSchema).min(1),
        prata: z.array(materialSchema).min(1),
        elite: z.array(materialSchema).min(1),
      }),
    }),
    /** "O sangue se paga em terços". */
    bloodThirds: z.object({
      thirds: z.number().int().min(1),
      daysPerThirdReturn: z.number().int().min(1),
      maxHpLossRounding: roundingSchema,
      donorMustBeAwakened: z.boolean(),
      thirdsPerArmor: z.number().int().min(1),
      restHealsToCurrentMax: z.boolean(),
      rows: z.array(
        z.object({
          thirds: z.number().int().min(1),
          label: text,
          immediate: text,
          untilReturn: text,
          death: z.boolean(),
          unconsciousDays: z.number().int().min(0),
          wakeHp: z.number().int().min(0).optional(),
          disadvantageOn: z.array(z.enum(['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'])),
        }),
      ),
    }),
    /** "O sangue de um deus: uma gota". */
    godBlood: z.object({ rules: z.array(ruleRowSchema), needsMaterial: z.boolean(), needsTest: z.boolean(), takesDays: z.boolean() }),
    /** The blood ladder. */
    bloodLadder: z.object({
      /** Revivals per rung, by the armor's Posto. */
      limits: z.object({ bronze: bloodLimitsSchema, prata: bloodLimitsSchema, elite: bloodLimitsSchema }),
      /** Strength of each blood; an armor only accepts blood equal to or stronger than the last. */
      strength: z.object({ guerreiro: z.number().int(), elite: z.number().int(), deus: z.number().int() }),
      /** Each new form of that blood gives bonuses[(n − 1) mod length] (n = how many of that blood). */
      bonuses: z.object({
        guerreiro: z.array(modifiersSchema).min(1),
        elite: z.array(modifiersSchema).min(1),
        deus: z.array(modifiersSchema).min(1),
      }),
      /** Who may give each blood. */
      donors: z.object({ guerreiro: text, elite: text, deus: text }),
      /** An elite armor counts elite blood as this kind (warrior: bonus and limit). */
      eliteBloodOnEliteArmor: bloodKindSchema,
      /** After the strongest blood, a new death is final. */
      finalAfter: bloodKindSchema,
      /** Skipping rungs: versions gained and whether the skipped rungs are lost. */
      skipRungs: z.object({ versionsGained: z.number().int().min(1), skippedLost: z.boolean() }),
      /** Bonuses apply while worn and not shattered. */
      bonusesWhileWornOnly: z.boolean(),
    }),
    /** The blood traits that wake with the right Sense. */
    bloodTraits: z.array(z.object({ slug, label: text, blood: bloodKindSchema, effect: text, minLevel: z.number().int().optional() })),
    /** The first Version number. */
    firstVersion: z.number().int().min(0),
    /** Armor improvements (Capítulo Oito). */
    improvements: z.array(
      z.object({
        slug,
        label: text,
        cost: z.array(materialSchema).min(1),
        /** Minimum Posto of the armor. */
        minPosto: z.enum(['bronze', 'prata', 'elite']),
        effect: text,
        modifiers: modifiersSchema,
        /** Whether it counts towards the one-per-Version limit. */
        countsTowardLimit: z.boolean(),
        /** Whether its modifiers apply in the Divine form. */
        inDivineForm: z.boolean(),
        /** Extra requirement in the card's label ("a urna"). */
        requires: z.string().optional(),
        /** The first Aparar of each fight takes this fraction of the damage instead (Polimento). */
        firstApararDamageTaken: fractionSchema.optional(),
        /** An armor-breaking technique takes no Resistência from this armor (Gravação). */
        ignoresArmorBreaking: z.boolean().optional(),
      }),
    ),
    /** Improvement rules: Ofício CD, days, slots per Version, once each, die with the armor. */
    improvementRules: z.object({
      skill: slug,
      cd: z.number().int(),
      days: z.number().int().min(0),
      slotsPerVersion: z.number().int().min(0),
      oncePerArmor: z.boolean(),
      dieWithArmor: z.boolean(),
      metalLostOnFailure: z.boolean(),
    }),
    /**
     * What promotion does to the armor (the level requirements live once, in
     * `progression.posto`): Bronze → Prata keeps the form bonuses.
     */
    promotion: z.object({ bronzeToPrataKeepsForms: z.boolean() }),
    /** The Divine form. */
    divineForm: z.object({
      requires: z.array(slug),
      restoresResistencia: z.boolean(),
      lasts: text,
      afterwardResistencia: z.enum(['as_before', 'full']),
      formBonusesApply: z.boolean(),
    }),
    /** Borrowed armor ("Vestir uma armadura emprestada"), per Posto of the borrowed armor. */
    borrowed: z.object({
      elite: z.object({ who: text, minLevelIfBronze: z.number().int().optional(), needsSetimoAwakened: z.boolean(), duration: text, gives: text, doesNotGive: text, death: text }),
      prata: z.object({ who: text, minLevelIfBronze: z.number().int().optional(), needsSetimoAwakened: z.boolean(), duration: text, gives: text, doesNotGive: text, death: text }),
    }),
    /** The optional rule "a armadura que se sacrifica" and its measured figures. */
    sacrifice: z.object({
      rule: text,
      measured: z.array(z.object({ level: z.number().int(), startingResistencia: z.number().int(), without: z.number(), with: z.number() })),
    }),
    /** Named options where seed and restored table disagree (FACTS.md part 2). */
    options: z.object({
      /**
       * `rachada` (default): a shattered armor comes back cracked at half, whole at the next long
       * rest (restored box, the seed's measured figures). `inteira`: the seed's "Regeneração"
       * paragraph read literally — every long rest restores all Resistência.
       */
      regeneration: z.enum(['rachada', 'inteira']),
      /** The optional rule "a armadura que se sacrifica". */
      sacrifice: z.boolean(),
    }),
  })
  .superRefine((a, ctx) => {
    const order = ['bronze', 'prata', 'elite'] as const;
    const defs = [...order.map((p) => a.postos[p].def), a.divina.def];
    const res = [...order.map((p) => a.postos[p].resistencia), a.divina.resistencia];
    if (!monotone(defs) || !monotone(res)) {
      ctx.addIssue({
        code: 'custom',
        path: ['postos'],
        message: `As linhas de Posto devem crescer de Bronze a Prata, Ouro e Forma Divina: DEF ${defs.join(', ')}; Resistência ${res.join(', ')}.`,
        params: { code: 'posto_row_not_monotone', def: defs, resistencia: res },
      });
    }
    const chars = order.map((p) => a.characteristicsPerPosto[p]);
    if (!monotone(chars)) {
      ctx.addIssue({
        code: 'custom',
        path: ['characteristicsPerPosto'],
        message: `O número de características não pode diminuir com o Posto: ${chars.join(', ')}.`,
        params: { code: 'characteristics_per_posto_not_monotone', values: chars },
      });
    }
    for (const kind of ['guerreiro', 'deus'] as const) {
      const v = order.map((p) => a.bloodLadder.limits[p][kind]);
      if (!monotone(v)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bloodLadder', 'limits'],
          message: `Na escada do sangue, o limite do sangue de ${kind} não pode diminuir com o Posto (Bronze, Prata, elite): ${v.join(', ')}.`,
          params: { code: 'blood_ladder_not_monotone', blood: kind, values: v },
        });
      }
    }
    const total = order.map((p) => {
      const l = a.bloodLadder.limits[p];
      return l.guerreiro + l.elite + l.deus;
    });
    if (!monotone(total)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bloodLadder', 'limits'],
        message: `Quanto mais alto o Posto, mais vidas a armadura tem: o total de revividas não pode diminuir (${total.join(', ')}).`,
        params: { code: 'blood_ladder_not_monotone', blood: 'total', values: total },
      });
    }
    const s = a.bloodLadder.strength;
    if (!(s.guerreiro < s.elite && s.elite < s.deus)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bloodLadder', 'strength'],
        message: `A força do sangue deve crescer de guerreiro a elite e a deus: ${s.guerreiro}, ${s.elite}, ${s.deus}.`,
        params: { code: 'blood_strength_not_increasing', ...s },
      });
    }
    checkUniqueSlugs(ctx, [
      ['pieces', a.pieces],
      ['accessories', a.accessories],
      ['characteristics', a.characteristics],
      ['improvements', a.improvements],
    ]);
    if (!a.pieces.some((p) => p.slug === a.shatter.firstPieceToFly)) {
      ctx.addIssue({
        code: 'custom',
        path: ['shatter', 'firstPieceToFly'],
        message: `A peça que voa primeiro ("${a.shatter.firstPieceToFly}") não está entre as peças da armadura.`,
        params: { code: 'unknown_piece', piece: a.shatter.firstPieceToFly },
      });
    }
    const f = a.regeneration.crackedFraction;
    if (f.numerator <= 0 || f.numerator > f.denominator) {
      ctx.addIssue({
        code: 'custom',
        path: ['regeneration', 'crackedFraction'],
        message: `A armadura rachada volta com uma fração entre 0 e 1 da Resistência; ${f.numerator}/${f.denominator} não serve.`,
        params: { code: 'armor_fraction_out_of_range', ...f },
      });
    }
  }));

/**
 * zod schema of the `armor` section, with semantic refinements (coded issues):
 * `posto_row_not_monotone`, `blood_ladder_not_monotone`, `blood_strength_not_increasing`,
 * `characteristics_per_posto_not_monotone`, `duplicate_slug`, `armor_fraction_out_of_range`.
 *
 * @example
 * ```ts
 * armorSchema.safeParse(armor).success //=> true
 * ```
 */
export const armorSchema: z.ZodType<ArmorRules> = armorSchemaDef;

/**
 * The numbers an armor piece, accessory, characteristic, improvement or blood bonus adds to the ficha.
 *
 * @example
 * ```ts
 * const m: ArmorModifiers = { def: 1, resistencia: 1 };
 * ```
 */
export type ArmorModifiers = {
    def?: number | undefined;
    acerto?: number | undefined;
    resistencia?: number | undefined;
    initiative?: number | undefined;
    movement?: number | undefined;
    startingCosmo?: number | undefined;
    bloquearBonus?: number | undefined;
    golpeComumDie?: number | undefined;
    reach?: number | undefined;
    elmoCriticals?: number | undefined;
};

/**
 * A piece or an accessory of the armor (the tables "Peças" and "Acessórios"): its effect and numbers.
 *
 * @example
 * ```ts
 * const piece: ArmorOption = bookRuleset.armor.pieces[0]!; // slug, label, effect, modifiers
 * ```
 */
export type ArmorOption = {
    slug: string;
    label: string;
    effect: string;
    modifiers: ArmorModifiers;
};

/**
 * A Posto's armor line: its name and the DEF and Resistência it gives.
 *
 * @example
 * ```ts
 * const bronze: PostoArmorStats = bookRuleset.armor.postos.bronze; //=> { label: 'Bronze', def: 2, resistencia: 3 }
 * ```
 */
export type PostoArmorStats = {
    label: string;
    def: number;
    resistencia: number;
};

/**
 * An amount of one metal (a restoration's or an improvement's cost).
 *
 * @example
 * ```ts
 * const cost: MetalAmount = { metal: 'gamanio', quantity: 2 };
 * ```
 */
export type MetalAmount = {
    metal: "po_de_estrelas" | "gamanio" | "oricalco";
    quantity: number;
};

/**
 * One number for each strength of blood (a warrior's, an elite's, a god's).
 *
 * @example
 * ```ts
 * const s: BloodNumbers = bookRuleset.armor.bloodLadder.strength; //=> { guerreiro: 0, elite: 1, deus: 2 }
 * ```
 */
export type BloodNumbers = {
    guerreiro: number;
    elite: number;
    deus: number;
};

/**
 * The rules of wearing a borrowed armor of a higher Posto.
 *
 * @example
 * ```ts
 * const b: BorrowedArmorRules = bookRuleset.armor.borrowed.elite; // who, duration, gives, death…
 * ```
 */
export type BorrowedArmorRules = {
    who: string;
    needsSetimoAwakened: boolean;
    duration: string;
    gives: string;
    doesNotGive: string;
    death: string;
    minLevelIfBronze?: number | undefined;
};

/**
 * The `armor` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const def: number = (armor satisfies ArmorRules).postos.bronze.def; //=> 2
 * ```
 */
export type ArmorRules = {
    pieces: ArmorOption[];
    accessories: ArmorOption[];
    characteristics: {
        slug: string;
        label: string;
        effect: string;
        modifiers: ArmorModifiers;
        whileSetimo?: ArmorModifiers | undefined;
        onRise?: {
            nextAttackAdvantage: boolean;
        } | undefined;
        damage?: {
            golpeComumTakenLessPerGrau?: number | undefined;
            reflect?: {
                when: "golpe_comum_hits_you" | "aparar_tecnica";
                dice: DiceCount;
                diceTimesGrau: boolean;
                plusGrauTimes: number;
                per: "turno" | "luta";
            } | undefined;
            golpeComumUnparriable?: boolean | undefined;
        } | undefined;
    }[];
    characteristicsPerPosto: {
        bronze: number;
        prata: number;
        elite: number;
    };
    characteristicRules: {
        oncePerArmor: boolean;
        onlyWhileWorn: boolean;
        swapOnNewForm: number;
        accessorySwapOnNewForm: boolean;
        originTraitFree: boolean;
    };
    postos: {
        bronze: PostoArmorStats;
        prata: PostoArmorStats;
        elite: PostoArmorStats;
    };
    divina: PostoArmorStats;
    resistencia: {
        conMinimum: number;
        vidaChoicesPerPoint: number;
        wearerPartMoves: boolean;
    };
    aparar: {
        resistenciaCost: number;
        damageTaken: Fraction;
        rounding: "up" | "down";
        usesReaction: boolean;
        label: string;
        effect: string;
    };
    breaking: {
        resistenciaPerHit: number;
    };
    shatter: {
        atResistencia: number;
        loses: string[];
        untilEndOfFight: boolean;
        firstPieceToFly: string;
    };
    divineBreak: {
        slug: string;
        attacker: string;
        effect: string;
        perHit: number | "shatter" | "grau";
        hits: "tecnica" | "qualquer";
    }[];
    regeneration: {
        longRestRestoresAll: boolean;
        crackedFraction: Fraction;
        crackedRounding: "up" | "down";
        wholeAfterLongRests: number;
        deadRegenerates: boolean;
    };
    remendo: {
        skill: string;
        cd: number;
        armorOffBody: boolean;
        spentOnly: {
            hours: number;
            dice: DiceCount;
        };
        shatteredOrCracked: {
            hoursPerVersion: number;
        };
        perLongRest: number;
        revivesDead: boolean;
    };
    casca: {
        def: "posto_def";
        pieces: "posto_resistencia";
        reactions: ("aparar" | "bloquear")[];
        bloquearBonus: "pieces";
        piecesLostPerHitOrBlock: number;
        extraForArmorBreakingTechnique: number;
        criticalTakesAll: boolean;
        keeps: string[];
        rules: RuleRow[];
    };
    deathCauses: {
        slug: string;
        label: string;
        requiresShattered?: boolean | undefined;
    }[];
    deathKinds: {
        slug: string;
        label: string;
        newVersion: boolean;
        bloodBonus: boolean;
    }[];
    restore: {
        skill: string;
        cdBase: number;
        cdPerVersion: number;
        daysPerVersion: number;
        failure: string;
        materials: {
            bronze: MetalAmount[];
            prata: MetalAmount[];
            elite: MetalAmount[];
        };
    };
    bloodThirds: {
        thirds: number;
        daysPerThirdReturn: number;
        maxHpLossRounding: "up" | "down";
        donorMustBeAwakened: boolean;
        thirdsPerArmor: number;
        restHealsToCurrentMax: boolean;
        rows: {
            thirds: number;
            label: string;
            immediate: string;
            untilReturn: string;
            death: boolean;
            unconsciousDays: number;
            disadvantageOn: ("FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR")[];
            wakeHp?: number | undefined;
        }[];
    };
    godBlood: {
        rules: RuleRow[];
        needsMaterial: boolean;
        needsTest: boolean;
        takesDays: boolean;
    };
    bloodLadder: {
        limits: {
            bronze: BloodNumbers;
            prata: BloodNumbers;
            elite: BloodNumbers;
        };
        strength: BloodNumbers;
        bonuses: {
            guerreiro: ArmorModifiers[];
            elite: ArmorModifiers[];
            deus: ArmorModifiers[];
        };
        donors: {
            guerreiro: string;
            elite: string;
            deus: string;
        };
        eliteBloodOnEliteArmor: "elite" | "guerreiro" | "deus";
        finalAfter: "elite" | "guerreiro" | "deus";
        skipRungs: {
            versionsGained: number;
            skippedLost: boolean;
        };
        bonusesWhileWornOnly: boolean;
    };
    bloodTraits: {
        slug: string;
        label: string;
        blood: "elite" | "guerreiro" | "deus";
        effect: string;
        minLevel?: number | undefined;
    }[];
    firstVersion: number;
    improvements: {
        slug: string;
        label: string;
        cost: MetalAmount[];
        minPosto: "bronze" | "prata" | "elite";
        effect: string;
        modifiers: ArmorModifiers;
        countsTowardLimit: boolean;
        inDivineForm: boolean;
        requires?: string | undefined;
        firstApararDamageTaken?: Fraction | undefined;
        ignoresArmorBreaking?: boolean | undefined;
    }[];
    improvementRules: {
        skill: string;
        cd: number;
        days: number;
        slotsPerVersion: number;
        oncePerArmor: boolean;
        dieWithArmor: boolean;
        metalLostOnFailure: boolean;
    };
    promotion: {
        bronzeToPrataKeepsForms: boolean;
    };
    divineForm: {
        requires: string[];
        restoresResistencia: boolean;
        lasts: string;
        afterwardResistencia: "as_before" | "full";
        formBonusesApply: boolean;
    };
    borrowed: {
        elite: BorrowedArmorRules;
        prata: BorrowedArmorRules;
    };
    sacrifice: {
        rule: string;
        measured: {
            level: number;
            startingResistencia: number;
            without: number;
            with: number;
        }[];
    };
    options: {
        regeneration: "rachada" | "inteira";
        sacrifice: boolean;
    };
};

/**
 * The book's `armor` tables (Capítulo Sete, and the improvements of Capítulo Oito).
 *
 * @example
 * ```ts
 * armor.postos.prata //=> { label: 'Prata', def: 4, resistencia: 4 }
 * armor.options.regeneration //=> 'rachada'
 * ```
 */
export const armor: ArmorRules = {
  pieces: [
    { slug: 'peitoral', label: 'Peitoral', effect: 'O bônus de armadura na sua DEF.', modifiers: {} },
    { slug: 'bracos', label: 'Braços', effect: 'Bloquear: como reação, +2 na DEF contra um ataque declarado.', modifiers: { bloquearBonus: 2 } },
    {
      slug: 'elmo',
      label: 'Elmo',
      effect:
        'Uma vez por luta, o primeiro crítico que você sofreria vira um acerto normal — e o elmo voa longe. Depois da luta você o recolhe, e na próxima ele está no lugar.',
      modifiers: { elmoCriticals: 1 },
    },
    { slug: 'pernas', label: 'Pernas', effect: '+3 metros de movimento.', modifiers: { movement: 3 } },
    { slug: 'acessorio', label: 'Acessório', effect: 'O que a sua constelação der: veja abaixo.', modifiers: {} },
  ],
  accessories: [
    { slug: 'escudo', label: 'Escudo', effect: 'Bloquear dá +3 em vez de +2.', modifiers: { bloquearBonus: 3 } },
    { slug: 'correntes', label: 'Correntes', effect: 'Seus golpes comuns e o Agarrar alcançam 6 metros.', modifiers: { reach: 6 } },
    {
      slug: 'asas',
      label: 'Asas',
      effect: '+3 metros de movimento, e você pode voar durante o turno (precisa terminá-lo no chão).',
      modifiers: { movement: 3 },
    },
    { slug: 'garras', label: 'Garras', effect: 'O dano do golpe comum é 1d10.', modifiers: { golpeComumDie: 10 } },
    { slug: 'chifres', label: 'Chifres', effect: 'O dano do golpe comum é 1d10.', modifiers: { golpeComumDie: 10 } },
    { slug: 'nenhum', label: 'Nenhum', effect: '+1 de Resistência.', modifiers: { resistencia: 1 } },
  ],
  characteristics: [
    { slug: 'couraca_grossa', label: 'Couraça grossa', effect: 'Todo golpe comum que te acerta causa o seu Grau a menos de dano.', modifiers: {}, damage: { golpeComumTakenLessPerGrau: 1 } },
    {
      slug: 'espinhos',
      label: 'Espinhos',
      effect: 'Uma vez por turno, quem te acerta com um golpe comum sofre 1d4 + o seu Grau de dano.',
      modifiers: {},
      damage: { reflect: { when: 'golpe_comum_hits_you', dice: { count: 1, sides: 4 }, diceTimesGrau: false, plusGrauTimes: 1, per: 'turno' } },
    },
    {
      slug: 'espelhada',
      label: 'Espelhada',
      effect: 'Uma vez por luta, quando você apara uma técnica, quem a usou sofre 1d6 por Grau.',
      modifiers: {},
      damage: { reflect: { when: 'aparar_tecnica', dice: { count: 1, sides: 6 }, diceTimesGrau: true, plusGrauTimes: 0, per: 'luta' } },
    },
    { slug: 'pesada', label: 'Pesada', effect: '+1 na DEF, −2 na Iniciativa e −3 metros de movimento.', modifiers: { def: 1, initiative: -2, movement: -3 } },
    { slug: 'leve', label: 'Leve', effect: '+2 na Iniciativa e +3 metros de movimento.', modifiers: { initiative: 2, movement: 3 } },
    { slug: 'ressonante', label: 'Ressonante', effect: 'Você começa toda luta com +1 de Cosmo.', modifiers: { startingCosmo: 1 } },
    {
      slug: 'constelacao_viva',
      label: 'Constelação viva',
      effect: 'Enquanto você estiver no Sétimo, +1 no acerto: a sua constelação acende atrás de você.',
      modifiers: {},
      whileSetimo: { acerto: 1 },
    },
    {
      slug: 'coracao_de_estrela',
      label: 'Coração de estrela',
      effect: 'Quando você levanta com uma Convicção, o seu próximo ataque tem Vantagem.',
      modifiers: {},
      onRise: { nextAttackAdvantage: true },
    },
    { slug: 'cortante', label: 'Cortante', effect: 'Os seus golpes comuns não podem ser aparados.', modifiers: {}, damage: { golpeComumUnparriable: true } },
    {
      slug: 'ofuscante',
      label: 'Ofuscante',
      effect: 'Uma vez por luta, a primeira técnica usada contra você rola com Desvantagem: a armadura brilha na hora do golpe.',
      modifiers: {},
    },
    { slug: 'elmo_fechado', label: 'Elmo fechado', effect: 'Enquanto o Elmo estiver no lugar, nenhuma técnica arranca a sua visão ou a sua audição.', modifiers: {} },
  ],
  characteristicsPerPosto: { bronze: 1, prata: 2, elite: 3 },
  characteristicRules: { oncePerArmor: true, onlyWhileWorn: true, swapOnNewForm: 1, accessorySwapOnNewForm: true, originTraitFree: true },
  postos: {
    bronze: { label: 'Bronze', def: 2, resistencia: 3 },
    prata: { label: 'Prata', def: 4, resistencia: 4 },
    elite: { label: 'Ouro', def: 6, resistencia: 5 },
  },
  divina: { label: 'Forma Divina', def: 7, resistencia: 6 },
  resistencia: { conMinimum: 0, vidaChoicesPerPoint: 2, wearerPartMoves: true },
  aparar: {
    label: 'Aparar',
    resistenciaCost: 1,
    damageTaken: { numerator: 1, denominator: 2 },
    rounding: 'down',
    usesReaction: true,
    effect: 'sofre metade do dano, arredondado para baixo; decide depois de ver o dano',
  },
  breaking: { resistenciaPerHit: 1 },
  shatter: { atResistencia: 0, loses: ['def', 'bloquear', 'elmo', 'pernas', 'acessorio'], untilEndOfFight: true, firstPieceToFly: 'elmo' },
  divineBreak: [
    {
      slug: 'semideus',
      attacker: 'Semideus',
      effect: 'cada acerto de técnica tira Resistência igual ao Grau dela (5 no nível 20)',
      perHit: 'grau',
      hits: 'tecnica',
    },
    { slug: 'divindade_menor', attacker: 'Divindade menor', effect: 'um acerto de técnica despedaça a armadura', perHit: 'shatter', hits: 'tecnica' },
    { slug: 'deus_maior', attacker: 'Deus maior', effect: 'qualquer acerto despedaça, até o golpe comum', perHit: 'shatter', hits: 'qualquer' },
    {
      slug: 'armadura_divina_ou_protegida',
      attacker: 'Armadura Divina, ou lutando ao lado do seu deus enquanto ele só protege',
      effect: 'qualquer um desses tira só 1 de Resistência',
      perHit: 1,
      hits: 'qualquer',
    },
    { slug: 'casca', attacker: 'Casca', effect: 'o semideus leva o Grau em peças; os deuses levam todas', perHit: 'grau', hits: 'qualquer' },
  ],
  regeneration: {
    longRestRestoresAll: true,
    crackedFraction: { numerator: 1, denominator: 2 },
    crackedRounding: 'up',
    wholeAfterLongRests: 1,
    deadRegenerates: false,
  },
  remendo: {
    skill: 'oficio',
    cd: 13,
    armorOffBody: true,
    spentOnly: { hours: 1, dice: { count: 1, sides: 4 } },
    shatteredOrCracked: { hoursPerVersion: 1 },
    perLongRest: 1,
    revivesDead: false,
  },
  casca: {
    def: 'posto_def',
    pieces: 'posto_resistencia',
    reactions: ['bloquear'],
    bloquearBonus: 'pieces',
    piecesLostPerHitOrBlock: 1,
    extraForArmorBreakingTechnique: 1,
    criticalTakesAll: true,
    keeps: ['def', 'bloquear'],
    rules: [
      { slug: 'def', label: 'DEF', value: 'a do Posto: +2 Bronze, +4 Prata, +6 elite (a guarda vale)' },
      {
        slug: 'reacao',
        label: 'Reação',
        value: 'só Bloquear (+2 na DEF); não apara; sem características, bônus das formas, Elmo, Pernas nem acessório',
      },
      { slug: 'pecas', label: 'Peças', value: 'tantas quanto a Resistência do Posto: 3 Bronze, 4 Prata, 5 elite' },
      {
        slug: 'cada_ataque',
        label: 'Cada ataque que acerta ou é bloqueado',
        value: 'quebra 1 peça; técnica que quebra a armadura leva mais 1; um crítico leva todas',
      },
      { slug: 'sem_pecas', label: 'Sem peças', value: 'despedaça até o fim da luta; no descanso as peças voltam' },
    ],
  },
  deathCauses: [
    { slug: 'zero_pv_despedacada', label: 'Você cai a 0 PV com ela despedaçada', requiresShattered: true },
    { slug: 'destruicao_mutua', label: 'A destruição mútua da Guerra dos Mil Dias' },
    { slug: 'efeito_de_destino', label: 'Um efeito de destino' },
    { slug: 'sacrificio', label: 'Ela se sacrifica no último Aparar (regra opcional)' },
  ],
  deathKinds: [
    {
      slug: 'risco_de_verdade',
      label: 'Num risco de verdade (luta que valia alguma coisa, contra alguém que queria vencer), ou protegendo o dono',
      newVersion: true,
      bloodBonus: true,
    },
    {
      slug: 'de_proposito',
      label: 'Destruída de propósito (treino levado até o fim, golpe no próprio peito)',
      newVersion: false,
      bloodBonus: false,
    },
  ],
  restore: {
    skill: 'oficio',
    cdBase: 14,
    cdPerVersion: 1,
    daysPerVersion: 1,
    failure: 'o material e o dia se perdem; o sangue só é doado quando o teste passa',
    materials: {
      bronze: [{ metal: 'po_de_estrelas', quantity: 1 }],
      prata: [
        { metal: 'po_de_estrelas', quantity: 1 },
        { metal: 'gamanio', quantity: 1 },
      ],
      elite: [
        { metal: 'po_de_estrelas', quantity: 1 },
        { metal: 'gamanio', quantity: 1 },
        { metal: 'oricalco', quantity: 1 },
      ],
    },
  },
  bloodThirds: {
    thirds: 3,
    daysPerThirdReturn: 3,
    maxHpLossRounding: 'up',
    donorMustBeAwakened: true,
    thirdsPerArmor: 1,
    restHealsToCurrentMax: true,
    rows: [
      {
        thirds: 1,
        label: '1 · uma armadura',
        immediate: 'Você perde um terço dos PV máximos, e os atuais caem junto se passarem do novo máximo.',
        untilReturn: 'Debilitado por 3 dias: PV máximos um terço menores e Desvantagem nos testes de FOR e de CON.',
        death: false,
        unconsciousDays: 0,
        disadvantageOn: ['FOR', 'CON'],
      },
      {
        thirds: 2,
        label: '2 · duas armaduras',
        immediate: 'Você desmaia e dorme um dia inteiro. Acorda com 1 PV.',
        untilReturn:
          'PV máximos dois terços menores e Desvantagem nos testes de FOR e de CON. Um terço volta em 3 dias, o outro em mais 3.',
        death: false,
        unconsciousDays: 1,
        wakeHp: 1,
        disadvantageOn: ['FOR', 'CON'],
      },
      {
        thirds: 3,
        label: '3',
        immediate: 'Morte. Ninguém sobrevive a dar o sangue inteiro.',
        untilReturn: '—',
        death: true,
        unconsciousDays: 0,
        disadvantageOn: [],
      },
    ],
  },
  godBlood: {
    needsMaterial: false,
    needsTest: false,
    takesDays: false,
    rules: [
      { slug: 'quantidade', label: 'Quantidade', value: 'uma gota, para quantas armaduras estiverem ali' },
      {
        slug: 'efeito',
        label: 'Efeito',
        value:
          'revivem na hora, sem material, sem teste de Ofício e sem os dias; cada uma sobe uma Versão com a forma de sangue de deus (se ainda tiver esse degrau)',
      },
      { slug: 'custo_para_o_deus', label: 'Custo para o deus', value: 'nenhum (não fica Debilitado)' },
    ],
  },
  bloodLadder: {
    limits: {
      bronze: { guerreiro: 3, elite: 1, deus: 1 },
      prata: { guerreiro: 4, elite: 1, deus: 1 },
      elite: { guerreiro: 6, elite: 0, deus: 1 },
    },
    strength: { guerreiro: 0, elite: 1, deus: 2 },
    bonuses: {
      guerreiro: [{ acerto: 1 }, { resistencia: 1 }],
      elite: [{ def: 1 }],
      deus: [{ def: 1, acerto: 1 }],
    },
    donors: {
      guerreiro: 'o dono ou um companheiro do mesmo exército',
      elite: 'um Ouro, General, Juiz ou Guerreiro Deus',
      deus: 'o deus patrono do exército',
    },
    eliteBloodOnEliteArmor: 'guerreiro',
    finalAfter: 'deus',
    skipRungs: { versionsGained: 1, skippedLost: true },
    bonusesWhileWornOnly: true,
  },
  bloodTraits: [
    { slug: 'dourada_no_setimo', label: 'Dourada no Sétimo', blood: 'elite', effect: 'Fica dourada quando você desperta o Sétimo, até o fim da luta.' },
    {
      slug: 'oitavo_pelo_sangue',
      label: 'O Oitavo pelo sangue',
      blood: 'deus',
      minLevel: 12,
      effect: 'Com o Sétimo dominado, numa situação que te levaria à morte, o Oitavo pode despertar sem o treino; a armadura fica dourada até o fim da luta ou cena.',
    },
    {
      slug: 'asas_no_oitavo',
      label: 'Asas no Oitavo',
      blood: 'deus',
      effect: 'Com o Oitavo desperto, você atravessa a hiperdimensão; se a constelação tem asas, a armadura as abre e fica com elas (o que o acessório Asas dá).',
    },
    { slug: 'divina_no_nono', label: 'Divina no Nono', blood: 'deus', effect: 'É o elo de sangue: no Nono a armadura assume a forma Divina.' },
  ],
  firstVersion: 1,
  improvements: [
    {
      slug: 'reforco_de_gamanio',
      label: 'Reforço de Gamânio',
      cost: [{ metal: 'gamanio', quantity: 1 }],
      minPosto: 'bronze',
      effect: '+1 de Resistência.',
      modifiers: { resistencia: 1 },
      countsTowardLimit: true,
      inDivineForm: true,
    },
    {
      slug: 'liga_de_oricalco',
      label: 'Liga de Oricalco',
      cost: [{ metal: 'oricalco', quantity: 1 }],
      minPosto: 'prata',
      effect: '+1 na DEF da armadura. Não soma na forma Divina.',
      modifiers: { def: 1 },
      countsTowardLimit: true,
      inDivineForm: false,
    },
    {
      slug: 'polimento_de_po_de_estrelas',
      label: 'Polimento de Pó de Estrelas',
      cost: [{ metal: 'po_de_estrelas', quantity: 1 }],
      minPosto: 'bronze',
      effect: 'A primeira vez que você apara em cada luta, sofre um quarto do dano em vez de metade.',
      modifiers: {},
      firstApararDamageTaken: { numerator: 1, denominator: 4 },
      countsTowardLimit: true,
      inDivineForm: true,
    },
    {
      slug: 'elmo_de_duas_camadas',
      label: 'Elmo de duas camadas',
      cost: [{ metal: 'gamanio', quantity: 1 }],
      minPosto: 'bronze',
      effect: 'O Elmo segura dois críticos por luta antes de voar longe, em vez de um.',
      modifiers: { elmoCriticals: 2 },
      countsTowardLimit: true,
      inDivineForm: true,
    },
    {
      slug: 'gravacao_da_constelacao',
      label: 'Gravação da constelação',
      cost: [{ metal: 'po_de_estrelas', quantity: 1 }],
      minPosto: 'bronze',
      effect: 'Uma técnica que quebra a armadura não tira Resistência da sua: só o dano entra.',
      modifiers: {},
      ignoresArmorBreaking: true,
      countsTowardLimit: true,
      inDivineForm: true,
    },
    {
      slug: 'urna_marcada',
      label: 'Urna marcada',
      cost: [{ metal: 'po_de_estrelas', quantity: 1 }],
      minPosto: 'bronze',
      effect:
        'Chamar a armadura funciona a qualquer distância, e ela chega no mesmo turno em vez do seguinte. Não conta no limite de melhorias.',
      modifiers: {},
      countsTowardLimit: false,
      inDivineForm: true,
      requires: 'a urna',
    },
  ],
  improvementRules: {
    skill: 'oficio',
    cd: 16,
    days: 1,
    slotsPerVersion: 1,
    oncePerArmor: true,
    dieWithArmor: true,
    metalLostOnFailure: true,
  },
  promotion: { bronzeToPrataKeepsForms: true },
  divineForm: {
    requires: ['nono', 'elo_divino'],
    restoresResistencia: true,
    lasts: 'até o fim da luta',
    afterwardResistencia: 'as_before',
    formBonusesApply: true,
  },
  borrowed: {
    elite: {
      who: 'só quem já despertou o Sétimo alguma vez (no Bronze, do nível 5 em diante)',
      minLevelIfBronze: 5,
      needsSetimoAwakened: true,
      duration: 'uma luta',
      gives: 'a linha do Ouro, o acessório e as 3 características dela, + a Resistência da sua CON e da sua Vida',
      doesNotGive:
        'os bônus das formas da sua armadura, o Golpe do Assento, o Sétimo dominado; você continua Bronze (Hierarquia e Sétimo seguem o seu Posto)',
      death: 'não morre no seu corpo',
    },
    prata: {
      who: 'qualquer Bronze',
      needsSetimoAwakened: false,
      duration: 'uma luta',
      gives: 'a linha da Prata, o acessório e as 2 características dela, + a Resistência da sua CON e da sua Vida',
      doesNotGive: 'idem',
      death: 'não morre no seu corpo',
    },
  },
  sacrifice: {
    rule:
      'Ao aparar com o último ponto de Resistência, você pode deixar a armadura morrer em vez de aparar — o dano daquele golpe é zero e ela morre (morte de verdade: volta numa forma nova).',
    measured: [
      { level: 1, startingResistencia: 2, without: 0.47, with: 0.64 },
      { level: 5, startingResistencia: 2, without: 0.44, with: 0.65 },
    ],
  },
  options: { regeneration: 'rachada', sacrifice: false },
};

const T7 = 'tables/07-armaduras.md';
const F7 = 'FACTS.md › Armor (Capítulo Sete)';

/**
 * Where each table of the `armor` section comes from.
 *
 * @example
 * ```ts
 * armorProvenance.postos?.kind //=> 'restored'
 * ```
 */
export const armorProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  pieces: prov('restored', `${T7} › O que a armadura dá`),
  accessories: prov('restored', `${T7} › O acessório`, 'a linha "Garras ou chifres" vira dois acessórios com a mesma regra (o seed os nomeia separados)'),
  characteristics: prov('restored', `${T7} › As características`),
  'characteristics.0.damage': prov('restored', `${T7} › As características`, 'Couraça grossa: o seu Grau a menos de dano em todo golpe comum que te acerta'),
  'characteristics.1.damage': prov('restored', `${T7} › As características`, 'Espinhos: 1d4 + o seu Grau, uma vez por turno, em quem te acerta com um golpe comum'),
  'characteristics.2.damage': prov('restored', `${T7} › As características`, 'Espelhada: 1d6 por Grau, uma vez por luta, quando você apara uma técnica'),
  'characteristics.6.whileSetimo': prov('restored', `${T7} › As características`, 'Constelação viva: enquanto você estiver no Sétimo, +1 no acerto'),
  'characteristics.7.onRise': prov('restored', `${T7} › As características`, 'Coração de estrela: quando você levanta com uma Convicção, o seu próximo ataque tem Vantagem'),
  'characteristics.8.damage': prov('restored', `${T7} › As características`, 'Cortante: os seus golpes comuns não podem ser aparados'),
  characteristicsPerPosto: prov('stated', F7),
  characteristicRules: prov('stated', F7, 'uma vez por armadura, só no corpo; a cada forma nova troca uma característica e o acessório (seed › As características)'),
  postos: prov('restored', `${T7} › O Posto na armadura`),
  divina: prov('restored', `${T7} › O Posto na armadura`),
  resistencia: prov('stated', F7),
  aparar: prov('restored', `${T7} › Quadro "Aparar"`),
  breaking: prov('stated', F7, 'Técnicas que quebram a armadura tiram 1 de Resistência a cada acerto, além do dano'),
  shatter: prov('stated', F7, 'Resistência 0: perde DEF, Bloquear, Elmo, Pernas e acessório; o Elmo é sempre o primeiro a voar'),
  divineBreak: prov('restored', `${T7} › Quadro "A quebra divina"`),
  regeneration: prov('restored', `${T7} › Quadros "Despedaçou: volta rachada" e "O remendo"`, 'FACTS.md parte 2, Disagreement 3: a regra da rachada é o padrão'),
  'regeneration.longRestRestoresAll': prov('stated', F7),
  remendo: prov('restored', `${T7} › Quadros "Despedaçou: volta rachada" e "O remendo"`),
  casca: prov('restored', `${T7} › Quadro "A casca: vestir uma armadura morta"`),
  deathCauses: prov('stated', F7),
  'deathCauses.3': prov('restored', `${T7} › Nota "Regra opcional: a armadura que se sacrifica"`),
  deathKinds: prov('restored', `${T7} › Quadro "Só a morte de verdade"`),
  restore: prov('restored', `${T7} › Quadro "Restaurar"`),
  'restore.materials': prov('stated', F7),
  bloodThirds: prov('restored', `${T7} › O sangue se paga em terços`),
  'bloodThirds.maxHpLossRounding': prov('stated', F7, '40 PV máximos, um terço doado → 26'),
  godBlood: prov('restored', `${T7} › Quadro "O sangue de um deus: uma gota"`),
  bloodLadder: prov('restored', `${T7} › A escada do sangue`),
  'bloodLadder.strength': prov('restored', 'tables/engine-constants.md › A escada do sangue'),
  'bloodLadder.eliteBloodOnEliteArmor': prov('stated', F7),
  'bloodLadder.finalAfter': prov('stated', F7),
  'bloodLadder.skipRungs': prov('stated', F7),
  bloodTraits: prov('stated', 'seed › O traço do sangue'),
  firstVersion: prov('stated', F7),
  improvements: prov('restored', 'tables/08-itens.md › Melhorias de armadura'),
  improvementRules: prov('stated', F7),
  promotion: prov('stated', F7),
  divineForm: prov('stated', F7),
  borrowed: prov('restored', `${T7} › Quadro "Vestir uma armadura emprestada"`),
  sacrifice: prov('restored', `${T7} › Nota "Regra opcional: a armadura que se sacrifica"`),
  options: prov('reconstructed', 'docs/regras/armor.md#opções', 'regeneration: rachada (padrão, FACTS.md parte 2) ou inteira (o parágrafo "Regeneração")'),
}))();
