/**
 * Ruleset section `enemies` — Capítulos 10–11: inimigos, bandos de figurantes, quanto pesa uma
 * luta, Sozinho contra muitos, vários contra vários, deuses e o semideus, ameaças que não são
 * guerreiros, e os aliados (com o milagre do deus do exército).
 *
 * The quick table ("A tabela rápida") and the band table ("Figurantes") are NOT stored here: the
 * book generates them with its simulator from a handful of constants, and so does this library.
 * This section keeps those constants (the reference named enemy's build, the band formulas); the
 * rows are derived by `src/enemy/` from them and from the level, armor and technique sections.
 *
 * Sources: the seed's prose (`FACTS.md › Enemies (Capítulo Dez)`), `tables/10-inimigos.md`,
 * `tables/11-aliados.md` and `tables/engine-constants.md › Inimigos, aliados e figurantes`.
 *
 * @module
 */
import * as z from 'zod';
import type { NumberRange, AttributeNumbers } from './shapes.js';
import { lazyObject } from '../../internal/lazy.js';
import { custom } from './helpers.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { attributeKeySchema, cosmoAttributeKeySchema, passiveDefenseKeySchema } from '../keys.js';

const slug = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _'));
const label = /* @__PURE__ */ lazyObject(() => z.string().min(1));
const count = /* @__PURE__ */ lazyObject(() => z.number().int().nonnegative());
const positive = /* @__PURE__ */ lazyObject(() => z.number().int().positive());
const fraction = /* @__PURE__ */ lazyObject(() => z.number().min(0).max(1));
const percent = /* @__PURE__ */ lazyObject(() => z.number().min(0).max(100));

/** An inclusive range of integers (`{ min: 2, max: 3 }`). */
const intRangeSchema = /* @__PURE__ */ lazyObject(() => z.object({ min: z.number().int(), max: z.number().int() }));
/** An inclusive range of percentages, as the book prints them ("56% a 97%"). */
const percentRangeSchema = /* @__PURE__ */ z.object({ min: percent, max: percent });

/**
 * The four enemy types of "Três tipos de inimigo": figurante, nomeado, rival, chefe.
 *
 * @example
 * ```ts
 * enemyTypeKeySchema.parse('rival') //=> 'rival'
 * ```
 */
export const enemyTypeKeySchema = /* @__PURE__ */ z.enum(['figurante', 'nomeado', 'rival', 'chefe']);

const enemyTypeSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: enemyTypeKeySchema,
  label,
  /** The card's tag ("Cenário que ataca"). */
  tag: label,
  /** How many Convicções it has (figurante and nomeado 0; rival 1; chefe 2–3). */
  conviccoes: z.object({ min: count, max: count }),
  /** The card's rule, in the book's words. */
  rule: label,
}));

const buildStepSchema = /* @__PURE__ */ lazyObject(() => z.object({ order: positive, id: slug, label, summary: label }));

const difficultyStepSchema = /* @__PURE__ */ lazyObject(() => z.object({ id: slug, label }));

const difficultyRowSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** Which step of the ladder (`difficulty.steps[].id`). */
  step: slug,
  /** The label the book prints (sometimes more than the step's: "Mortal, mas possível"). */
  label,
  /** The enemy, in the book's words. */
  enemy: label,
  /** The enemy's Convicções, when the row fixes them. */
  conviccoes: intRangeSchema.optional(),
  /** Enemy level minus the character's level. */
  levelOffset: intRangeSchema,
  /** Postos above the character (0 = same Posto), when the row fixes it. */
  postoOffset: z.number().int().optional(),
  /** The enemy's Posto, when the row names it (`elite`). */
  enemyPosto: slug.optional(),
  /** The character's minimum level for the row to exist (18 for an elite three levels below). */
  minCharacterLevel: positive.optional(),
  /** How often the CHARACTER wins (the column the book heads "Ele vence"; see disagreement 4). */
  characterWins: percentRangeSchema,
  /** The printed cell when it says more than the range ("0% sozinho, Bronze ou Prata"). */
  printed: label.optional(),
}));

const manyRowSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** The enemies, in the book's words. */
  against: label,
  /** nomeado or rival. */
  enemyType: enemyTypeKeySchema,
  /** Number of enemies minus number of characters (−1, 0, +1). */
  countOffset: z.number().int(),
  /** Enemy level minus the characters' level. */
  levelOffset: z.number().int(),
  /** How often the group wins. */
  groupWins: percentRangeSchema,
  /** Difficulty step (`difficulty.steps[].id`). */
  step: slug,
  /** The difficulty cell as printed. */
  printed: label,
}));

const soloMeasuredSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** The lone enemy's Posto slug (`prata`, `elite` — the book's row says "um Ouro"). */
  enemyPosto: slug,
  /** The row as printed ("Contra um Ouro (níveis 15 e 20)"). */
  against: label,
  /** Levels measured. */
  levels: z.array(positive).min(1),
  /** Group wins by group size (Bronzes of the same level, with the rule): size → range. */
  groupWins: z.array(z.object({ groupSize: positive, wins: percentRangeSchema })).min(1),
}));

/** Fraction of the damage that reaches a god, by the attacker's Sentido. */
const damageBySentidoSchema = /* @__PURE__ */ z.object({
  sexto: fraction,
  setimo: fraction,
  /** The attacker is in the Sétimo and also has the Oitavo. */
  setimoComOitavo: fraction,
  nono: fraction,
});

const godKindSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: slug,
  label,
  /** Who is this kind, in the book's words. */
  who: label,
  /** HP = this × the HP of an elite enemy of `gods.reference.level`. */
  hpMultiplier: z.number().positive(),
  /** Added to the reference elite's DEF and to each passive defense. */
  defenseBonus: count,
  /** The Sentido it fights in from the start of the fight. */
  sentido: z.enum(['sexto', 'setimo', 'oitavo', 'nono']),
  /** Damage it takes by the attacker's Sentido. */
  damageTaken: damageBySentidoSchema,
  /** What a hit does to an armor: `tecnica_despedaca`, `qualquer_acerto_despedaca`, `resistencia_do_grau`. */
  armorBreak: slug,
  /** Destiny effects: `uma_por_luta`, `quando_quiser`, `nenhum`. */
  destiny: slug,
  /** Answers after each character's turn, like a chefe (Sozinho contra muitos). */
  respondsAfterEachCharacter: z.boolean(),
  /** The table's other cells for this kind, in the book's words. */
  notes: z.array(label),
}));

const allyKindSchema = /* @__PURE__ */ lazyObject(() => z.object({ id: slug, label, tag: label, rule: label }));

/** Six placed attribute values (FOR, DES, CON, INT, SAB, CAR). */
const attributeValuesSchema = /* @__PURE__ */ z.object({ FOR: positive, DES: positive, CON: positive, INT: positive, SAB: positive, CAR: positive });

/** The schema of {@link enemiesSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link EnemiesRules}. */
export const enemiesSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** "Três tipos de inimigo": figurante, nomeado, rival, chefe, with their Convicções. */
    types: z.object({
      figurante: enemyTypeSchema,
      nomeado: enemyTypeSchema,
      rival: enemyTypeSchema,
      chefe: enemyTypeSchema,
    }),
    /** "Montar um inimigo": the eight steps. */
    buildSteps: z.array(buildStepSchema).length(8),
    /**
     * The named enemy the quick table is built from ("montado pelo livro"). The table's rows are
     * derived from these choices plus the level, armor and technique rules.
     */
    referenceEnemy: z.object({
      /** The quick table's enemy type (nomeado: no Convicção). */
      type: enemyTypeKeySchema,
      /**
       * The standard array, placed: DES and CON in front (DES 14, CON 15, so every +2 of
       * `attributeRaiseOrder` is a legal character choice), SAB (the Cosmo attribute) next.
       */
      attributes: attributeValuesSchema,
      /** The human array behind it, placed (the book's aprendiz: DES 12, CON 11, SAB 11): the reference human enemy. */
      humanAttributes: attributeValuesSchema,
      /** Atributo do Cosmo. */
      cosmoAttribute: cosmoAttributeKeySchema,
      /** Attribute of the golpe comum and of the techniques (Golpe nature). */
      attackAttribute: attributeKeySchema,
      /** The Vida-or-Cosmo choice by the parity of the level (Vida on even, Cosmo on odd). */
      vidaOrCosmo: z.object({ even: z.enum(['vida', 'cosmo']), odd: z.enum(['vida', 'cosmo']) }),
      /** Levels where the "técnica nova ou atributo" slot takes a new technique (the others: +2 attribute). */
      newTechniqueLevels: z.array(positive),
      /** Where each +2 goes: the first attribute until the maximum, then the next. */
      attributeRaiseOrder: z.array(attributeKeySchema).min(1),
      /** Passive defenses trained at level 1. */
      trainedDefenses: z.array(passiveDefenseKeySchema),
      /** Level where the "perícia ou defesa" slot trains the third defense (the others: a skill). */
      thirdDefenseLevel: positive,
      /** Armor characteristics (none: "sem características"). */
      characteristics: z.array(slug),
      /** The armor's accessory slug (`nenhum`: no accessory, +1 Resistência; nothing the table prints depends on it). */
      accessory: slug,
      /** The techniques: big at the Grau's max size, small of 2 points, medium from level 4. */
      techniques: z.object({
        /** Small technique size. */
        smallSize: positive,
        /** Medium technique: first level. */
        mediumFromLevel: positive,
        /** Medium technique size = the Grau's max size minus this. */
        mediumBelowMax: count,
        /** The elite's Golpe do Assento: built at the max size + the seat's extra point, with these +1 modifiers. */
        golpeDoAssentoModifiers: z.array(slug),
        /** Shape of every reference technique: single-target damage, against DEF, at touch. */
        duration: slug,
        range: slug,
        activation: slug,
        nature: z.enum(['golpe', 'cosmo']),
        resolution: z.enum(['ataque', 'efeito']),
      }),
    }),
    /** "Figurantes": the band line's formulas and the band rules. */
    bands: z.object({
      /** DEF = base + floor(level / levelDivisor). */
      def: z.object({ base: positive, levelDivisor: positive }),
      /** Attack = proficiency + bonus. */
      attack: z.object({ proficiencyPlus: z.number().int() }),
      /** Fixed damage = floor(base HP of the level / baseHpDivisor). */
      damage: z.object({ baseHpDivisor: positive }),
      /** Vantagem while more than this many stand. */
      advantageWhileMoreThan: count,
      /** Attacks per round (the band acts as one creature). */
      attacksPerRound: positive,
      /** How many figurantes one hit drops. */
      drops: z.object({ golpeComum: positive, singleTargetTechnique: positive, areaTechniqueMax: positive }),
      /** Hits drop this many times more figurantes when the thrown object is much bigger than the target (Cap. 13). */
      bigThrownObjectMultiplier: positive,
      /** No crit (a natural 20 hits but does not take the Elmo). */
      canCrit: z.boolean(),
      /** Band damage cannot be parried (Aparar), and does not crack armor. */
      canBeParried: z.boolean(),
      /** What figurantes never do. */
      givesGloria: z.boolean(),
      readsTechniques: z.boolean(),
      rises: z.boolean(),
      usesSoloAgainstMany: z.boolean(),
    }),
    /** "Quanto pesa um inimigo": the ladder, the measured rows, and the Posto boundary box. */
    difficulty: z.object({
      steps: z.array(difficultyStepSchema).min(2),
      rows: z.array(difficultyRowSchema).min(1),
      /** "A fronteira que pesa é a do Posto": an enemy one Posto above counts this many steps harder. */
      postoBoundarySteps: positive,
      /** How the duel table was measured: the character's Convicções and how many they spend. */
      measuredWith: z.object({ characterConviccoes: positive, maxSpentPerFight: positive }),
      /**
       * For fights the book's rows do not cover (reconstructed, docs/regras/enemies.md#peso-da-luta):
       * the step of a same-Posto enemy by its level offset (offset ≤ list[i] → step i; above all → the
       * next step), steps added per enemy beyond one per character, steps removed per extra
       * character against a lone enemy, and measured group wins → step.
       */
      fallback: z.object({
        maxLevelOffsetByStep: z.object({ withoutConviccao: z.array(z.number().int()), withConviccao: z.array(z.number().int()) }),
        stepsPerExtraEnemy: z.object({ withoutConviccao: count, withConviccao: count }),
        stepsPerExtraCharacter: count,
        groupWinsToStep: z.array(z.object({ minWins: percent, step: slug })).min(1),
      }),
    }),
    /** "Sozinho contra muitos": the answer (Resposta). */
    soloAgainstMany: z.object({
      /** Only enemies with at least this many Convicções use the rule. */
      minConviccoes: positive,
      /** Alone against at least this many characters (companions count, fight allies do not). */
      minCharacters: positive,
      /** Answers after each character's turn. */
      responsesPerCharacterTurn: positive,
      /** HP multiplier (the HP do not change: 1). */
      hpMultiplier: z.number().positive(),
      /** The cheapest damage technique, without spending Cosmo; without one, a golpe comum. */
      response: z.object({
        technique: slug,
        spendsCosmo: z.boolean(),
        fallback: slug,
        usesReaction: z.boolean(),
        /** Only the damage, unless the sheet says the effect is part of the Resposta. */
        damageOnly: z.boolean(),
        /** Target: who just acted; if they fell, the most wounded standing. */
        target: slug,
        fallbackTarget: slug,
      }),
      countsCompanions: z.boolean(),
      countsFightAllies: z.boolean(),
      /** The quadro "A resposta", in the book's words. */
      box: z.array(z.object({ rule: label, value: label })),
      /** Measured: groups of same-level Bronzes against a lone Prata / Ouro. */
      measured: z.array(soloMeasuredSchema),
    }),
    /** "Vários contra vários": nobody uses Sozinho contra muitos; the measured rows. */
    manyAgainstMany: z.object({
      rows: z.array(manyRowSchema).min(1),
    }),
    /** "Deuses" and the quadro "Sangue de deus nas veias: o semideus". */
    gods: z.object({
      /** The enemy the gods' numbers are multiples of: an elite of level 20. */
      reference: z.object({ level: positive, posto: slug }),
      kinds: z.object({ menor: godKindSchema, maior: godKindSchema, semideus: godKindSchema }),
      /** The receiver of your god's Centelha hurts an enemy god fully (one golpe). */
      ownGodCentelhaFullDamage: z.boolean(),
      /** Fighting beside your own god (who only protects): full damage the whole fight. */
      besideOwnGodFullDamage: z.boolean(),
      /** Resistência a god takes from the Divine armor (and from one beside its own god, and between gods). */
      divineArmorResistenciaLoss: positive,
      /** When your own god fights: it uses this kind's line. */
      ownGodFightsAs: slug,
      /**
       * The Convicções of a god's and a demigod's sheet (none: the sheet lists none, and says apart
       * that it answers each character "como um chefe"): without one it never stands with a Convicção.
       */
      conviccoes: count,
      /** The quadro "O seu deus contra o deus deles", in the book's words. */
      ownGodBox: z.array(z.object({ situation: label, rule: label })),
      /** Other god rules of the prose (destiny announced one round ahead, no Guerra dos Mil Dias…). */
      rules: z.array(label),
    }),
    /** "Ameaças que não são guerreiros": the short mold. */
    threats: z.object({
      /** Level: the group's, or up to this many above when the threat is the mission's centre. */
      levelAboveGroup: intRangeSchema,
      /** HP and DEF: the quick table's line with this Posto's DEF. */
      defPosto: slug,
      /** The big technique, free, every this many rounds; the golpe comum on the others. */
      bigTechniqueEveryRounds: positive,
      conviccoes: count,
      steps: z.array(buildStepSchema).min(1),
      /** The book's worked example (nota "Exemplo": O Senhor dos Cadáveres). */
      example: z.object({
        name: label,
        level: positive,
        /** The level of the group it was built for. */
        groupLevel: positive,
        /** Bodies at once; the quick table's HP of `level` is split among them, each falls on its own. */
        bodies: positive,
        /** Every body gives the line's golpe comum each round. */
        eachBodyGolpeComum: z.boolean(),
        /** The strongest body uses the big technique every this many rounds. */
        bigTechniqueEveryRounds: positive,
        /** While a body stands, at the end of the round it jumps to another corpse. */
        jumpsWhileABodyStands: z.boolean(),
        /** Only burning at least this many points in the technique that drops the last body ends it. */
        endsOnlyBurningAtLeast: positive,
        /** The note as printed (Campo · Valor). */
        rows: z.array(z.object({ field: label, value: label })).length(4),
      }),
    }),
    /** Capítulo Onze: the four kinds of ally, and the fight ally's numbers. */
    allies: z.object({
      kinds: z.array(allyKindSchema).length(4),
      /** Fight ally: built like a quick-table enemy at the group's level × levelFraction (rounded up), with HP × hpFraction. */
      fightAlly: z.object({
        levelFraction: z.number().positive().max(1),
        hpFraction: z.number().positive().max(1),
        actionsPerTurn: positive,
        conviccoes: count,
        maxPerPlayer: positive,
      }),
      /** Far ally: Centelhas per session to someone whose Convicção names them. */
      farAllyCentelhasPerSession: positive,
      /** Mentor: bonus to the Interlúdio test while training with them. */
      mentorInterludeBonus: z.number().int(),
    }),
    /** "O deus do exército": the patron's Centelha and the miracle. */
    patronGod: z.object({
      centelhasPerSession: positive,
      /** While the god is present in the scene: one per fight instead. */
      centelhasPerFightWhilePresent: positive,
      miracle: z.object({
        /** When: the god's Centelha reaches someone standing up from the floor before someone of a higher Posto. */
        when: label,
        /** The foe must be of a Posto above the one standing up. */
        requiresFoeOfHigherPosto: z.boolean(),
        /** Stands with this fraction of max HP instead of the usual ¼ (the only home of the miracle's ½; `combat.levantar` has the ¼). */
        hpFraction: fraction,
        advantageUntilEndOfFight: z.boolean(),
        negatesEliteDominio: z.boolean(),
      }),
    }),
  })
  .superRefine((e, ctx) => {
    for (const key of enemyTypeKeySchema.options) {
      const t = e.types[key];
      if (t.id !== key)
        custom(ctx, ['types', key, 'id'], `O tipo guardado em "${key}" diz ser "${t.id}".`, {
          code: 'enemy_type_key_mismatch',
          key,
          id: t.id,
        });
      if (t.conviccoes.min > t.conviccoes.max)
        custom(ctx, ['types', key, 'conviccoes'], `Convicções de ${t.label}: mínimo ${t.conviccoes.min} passa do máximo ${t.conviccoes.max}.`, {
          code: 'enemy_conviccoes_inverted',
        });
    }
    e.buildSteps.forEach((s, i) => {
      if (s.order !== i + 1)
        custom(ctx, ['buildSteps', i, 'order'], `A etapa ${s.label} deveria ser a ${i + 1}ª, não a ${s.order}ª.`, {
          code: 'enemy_build_step_out_of_order',
          expected: i + 1,
          actual: s.order,
        });
    });
    const steps = new Set(e.difficulty.steps.map((s) => s.id));
    e.difficulty.rows.forEach((r, i) => {
      if (!steps.has(r.step))
        custom(ctx, ['difficulty', 'rows', i, 'step'], `A linha "${r.label}" aponta para a dificuldade "${r.step}", que não existe.`, {
          code: 'difficulty_unknown_step',
          step: r.step,
        });
      if (r.characterWins.min > r.characterWins.max || r.levelOffset.min > r.levelOffset.max)
        custom(ctx, ['difficulty', 'rows', i], `A linha "${r.label}" tem uma faixa invertida.`, { code: 'range_inverted' });
    });
    e.manyAgainstMany.rows.forEach((r, i) => {
      if (!steps.has(r.step))
        custom(ctx, ['manyAgainstMany', 'rows', i, 'step'], `A linha "${r.against}" aponta para a dificuldade "${r.step}", que não existe.`, {
          code: 'difficulty_unknown_step',
          step: r.step,
        });
    });
    for (const key of ['menor', 'maior', 'semideus'] as const) {
      const d = e.gods.kinds[key].damageTaken;
      const order = [d.sexto, d.setimo, d.setimoComOitavo, d.nono];
      for (let i = 1; i < order.length; i++)
        if (order[i]! < order[i - 1]!)
          custom(ctx, ['gods', 'kinds', key, 'damageTaken'], `O dano que chega a ${e.gods.kinds[key].label} diminui com um Sentido mais alto.`, {
            code: 'god_damage_not_monotone',
          });
    }
    const raise = e.referenceEnemy.attributeRaiseOrder;
    if (new Set(raise).size !== raise.length)
      custom(ctx, ['referenceEnemy', 'attributeRaiseOrder'], 'Um atributo aparece duas vezes na ordem de aumento do nomeado.', {
        code: 'duplicate_id',
      });
  }));

/**
 * zod schema of the `enemies` section, with semantic checks (every difficulty row names a step of
 * the ladder, Convicção ranges are ordered, god fractions grow with the Sentido…).
 *
 * @example
 * ```ts
 * enemiesSchema.safeParse(enemies).success //=> true
 * ```
 */
export const enemiesSchema: z.ZodType<EnemiesRules> = enemiesSchemaDef;

/**
 * One enemy type of the build (step 6): its label, its tag and how many Convicções it may have.
 *
 * @example
 * ```ts
 * const t: EnemyTypeRules = enemies.types.rival; // conviccoes { min, max }
 * ```
 */
export type EnemyTypeRules = {
    id: "figurante" | "nomeado" | "rival" | "chefe";
    label: string;
    tag: string;
    conviccoes: NumberRange;
    rule: string;
};

/**
 * One kind of god (menor, maior, semideus): its PV and DEF, its Sentido and the damage it takes by the attacker's Sentido.
 *
 * @example
 * ```ts
 * const g: GodKindRules = enemies.gods.kinds.maior; // hpMultiplier, damageTaken.setimo…
 * ```
 */
export type GodKindRules = {
    id: string;
    label: string;
    who: string;
    hpMultiplier: number;
    defenseBonus: number;
    sentido: "sexto" | "setimo" | "oitavo" | "nono";
    damageTaken: {
        sexto: number;
        setimo: number;
        setimoComOitavo: number;
        nono: number;
    };
    armorBreak: string;
    destiny: string;
    respondsAfterEachCharacter: boolean;
    notes: string[];
};

/**
 * One step of a build procedure (an enemy's, a threat's): its order, id, label and summary.
 *
 * @example
 * ```ts
 * const step: BuildStep = enemies.buildSteps[0]!; // order 1
 * ```
 */
export type BuildStep = {
    order: number;
    id: string;
    label: string;
    summary: string;
};

/**
 * The `enemies` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const e: EnemiesRules = bookRuleset.enemies;
 * ```
 */
export type EnemiesRules = {
    types: {
        figurante: EnemyTypeRules;
        nomeado: EnemyTypeRules;
        rival: EnemyTypeRules;
        chefe: EnemyTypeRules;
    };
    buildSteps: BuildStep[];
    referenceEnemy: {
        type: "figurante" | "nomeado" | "rival" | "chefe";
        attributes: AttributeNumbers;
        humanAttributes: AttributeNumbers;
        cosmoAttribute: "INT" | "SAB" | "CAR";
        attackAttribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        vidaOrCosmo: {
            even: "cosmo" | "vida";
            odd: "cosmo" | "vida";
        };
        newTechniqueLevels: number[];
        attributeRaiseOrder: ("FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR")[];
        trainedDefenses: ("fortitude" | "reflexos" | "vontade")[];
        thirdDefenseLevel: number;
        characteristics: string[];
        accessory: string;
        techniques: {
            smallSize: number;
            mediumFromLevel: number;
            mediumBelowMax: number;
            golpeDoAssentoModifiers: string[];
            duration: string;
            range: string;
            activation: string;
            nature: "cosmo" | "golpe";
            resolution: "ataque" | "efeito";
        };
    };
    bands: {
        def: {
            base: number;
            levelDivisor: number;
        };
        attack: {
            proficiencyPlus: number;
        };
        damage: {
            baseHpDivisor: number;
        };
        advantageWhileMoreThan: number;
        attacksPerRound: number;
        drops: {
            golpeComum: number;
            singleTargetTechnique: number;
            areaTechniqueMax: number;
        };
        bigThrownObjectMultiplier: number;
        canCrit: boolean;
        canBeParried: boolean;
        givesGloria: boolean;
        readsTechniques: boolean;
        rises: boolean;
        usesSoloAgainstMany: boolean;
    };
    difficulty: {
        steps: {
            id: string;
            label: string;
        }[];
        rows: {
            step: string;
            label: string;
            enemy: string;
            levelOffset: NumberRange;
            characterWins: NumberRange;
            conviccoes?: NumberRange | undefined;
            postoOffset?: number | undefined;
            enemyPosto?: string | undefined;
            minCharacterLevel?: number | undefined;
            printed?: string | undefined;
        }[];
        postoBoundarySteps: number;
        measuredWith: {
            characterConviccoes: number;
            maxSpentPerFight: number;
        };
        fallback: {
            maxLevelOffsetByStep: {
                withoutConviccao: number[];
                withConviccao: number[];
            };
            stepsPerExtraEnemy: {
                withoutConviccao: number;
                withConviccao: number;
            };
            stepsPerExtraCharacter: number;
            groupWinsToStep: {
                minWins: number;
                step: string;
            }[];
        };
    };
    soloAgainstMany: {
        minConviccoes: number;
        minCharacters: number;
        responsesPerCharacterTurn: number;
        hpMultiplier: number;
        response: {
            technique: string;
            spendsCosmo: boolean;
            fallback: string;
            usesReaction: boolean;
            damageOnly: boolean;
            target: string;
            fallbackTarget: string;
        };
        countsCompanions: boolean;
        countsFightAllies: boolean;
        box: {
            rule: string;
            value: string;
        }[];
        measured: {
            enemyPosto: string;
            against: string;
            levels: number[];
            groupWins: {
                groupSize: number;
                wins: NumberRange;
            }[];
        }[];
    };
    manyAgainstMany: {
        rows: {
            against: string;
            enemyType: "figurante" | "nomeado" | "rival" | "chefe";
            countOffset: number;
            levelOffset: number;
            groupWins: NumberRange;
            step: string;
            printed: string;
        }[];
    };
    gods: {
        reference: {
            level: number;
            posto: string;
        };
        kinds: {
            menor: GodKindRules;
            maior: GodKindRules;
            semideus: GodKindRules;
        };
        ownGodCentelhaFullDamage: boolean;
        besideOwnGodFullDamage: boolean;
        divineArmorResistenciaLoss: number;
        ownGodFightsAs: string;
        conviccoes: number;
        ownGodBox: {
            situation: string;
            rule: string;
        }[];
        rules: string[];
    };
    threats: {
        levelAboveGroup: NumberRange;
        defPosto: string;
        bigTechniqueEveryRounds: number;
        conviccoes: number;
        steps: BuildStep[];
        example: {
            name: string;
            level: number;
            groupLevel: number;
            bodies: number;
            eachBodyGolpeComum: boolean;
            bigTechniqueEveryRounds: number;
            jumpsWhileABodyStands: boolean;
            endsOnlyBurningAtLeast: number;
            rows: {
                field: string;
                value: string;
            }[];
        };
    };
    allies: {
        kinds: {
            id: string;
            label: string;
            tag: string;
            rule: string;
        }[];
        fightAlly: {
            levelFraction: number;
            hpFraction: number;
            actionsPerTurn: number;
            conviccoes: number;
            maxPerPlayer: number;
        };
        farAllyCentelhasPerSession: number;
        mentorInterludeBonus: number;
    };
    patronGod: {
        centelhasPerSession: number;
        centelhasPerFightWhilePresent: number;
        miracle: {
            when: string;
            requiresFoeOfHigherPosto: boolean;
            hpFraction: number;
            advantageUntilEndOfFight: boolean;
            negatesEliteDominio: boolean;
        };
    };
};

/**
 * One of the enemy type slugs (`figurante`, `nomeado`, `rival`, `chefe`).
 *
 * @example
 * ```ts
 * const t: EnemyTypeKey = 'chefe';
 * ```
 */
export type EnemyTypeKey = z.infer<typeof enemyTypeKeySchema>;

/**
 * The book's `enemies` tables (Capítulos 10 and 11).
 *
 * @example
 * ```ts
 * enemies.types.chefe.conviccoes //=> { min: 2, max: 3 }
 * enemies.bands.drops //=> { golpeComum: 2, singleTargetTechnique: 3, areaTechniqueMax: 6 }
 * ```
 */
export const enemies: EnemiesRules = {
  types: {
    figurante: {
      id: 'figurante',
      label: 'Figurante',
      tag: 'Cenário que ataca',
      conviccoes: { min: 0, max: 0 },
      rule: 'Soldados, guardas, os esqueletos de Hades — e todo humano que ainda não despertou o Sexto Sentido. Um acerto derruba. Vêm em bando, e o bando tem uma linha de números só.',
    },
    nomeado: {
      id: 'nomeado',
      label: 'Nomeado',
      tag: 'Uma ficha inteira, sem Convicção',
      conviccoes: { min: 0, max: 0 },
      rule: 'Tem nome e técnicas, mas não tem por que levantar: quando cai, fica.',
    },
    rival: {
      id: 'rival',
      label: 'Rival',
      tag: 'Com Convicções',
      conviccoes: { min: 1, max: 1 },
      rule: 'Um rival tem 1 Convicção. Ele levanta como os personagens.',
    },
    chefe: {
      id: 'chefe',
      label: 'Chefe',
      tag: 'Com Convicções',
      conviccoes: { min: 2, max: 3 },
      rule: 'Um chefe tem 2 ou 3 Convicções. Ele levanta como os personagens.',
    },
  },
  buildSteps: [
    { order: 1, id: 'nivel', label: 'Nível', summary: 'Escolha na tabela rápida: PV, DEF por Posto, Cosmo, ataque, golpe comum, a técnica grande e as defesas.' },
    { order: 2, id: 'posto', label: 'Posto', summary: 'Bronze, Prata ou elite. O Prata tem a Hierarquia contra Bronzes; a elite entra no Sétimo quando quer, com o domínio de +3, e tem um Golpe do Assento.' },
    { order: 3, id: 'escolhas', label: 'Escolhas', summary: 'Vida nos níveis pares, Cosmo nos ímpares, técnica nova nos níveis 4, 8, 12, 16 e 20 e +2 na DES nos outros. Trocar Cosmo por Vida: + metade do nível em PV, −1 no Teto e no Cosmo inicial.' },
    { order: 4, id: 'caracteristicas', label: 'Características', summary: '1 no Bronze, 2 na Prata, 3 na elite, do Capítulo Sete; a tabela não traz nenhuma.' },
    { order: 5, id: 'tecnicas', label: 'Técnicas', summary: 'Uma grande, no tamanho máximo do Grau, e uma pequena, de 2 pontos. A partir do nível 4, uma média. Cada ponto de dano rola 1d8 + o nível − 1.' },
    { order: 6, id: 'conviccoes', label: 'Convicções', summary: 'Figurante e nomeado: 0. Rival: 1. Chefe: 2 ou 3. Um guerreiro que Hades trouxe de volta não tem nenhuma.' },
    { order: 7, id: 'resposta', label: 'Resposta', summary: 'Com Convicção, escreva a Resposta: a técnica de dano mais barata, e só o dano (ou o efeito que a ficha disser).' },
    { order: 8, id: 'traco', label: 'Um traço', summary: 'A regra do exército dele, e uma coisa que só ele faz.' },
  ],
  referenceEnemy: {
    type: 'nomeado',
    attributes: { FOR: 12, DES: 14, CON: 15, INT: 10, SAB: 13, CAR: 8 },
    humanAttributes: { FOR: 10, DES: 12, CON: 11, INT: 9, SAB: 11, CAR: 8 },
    cosmoAttribute: 'SAB',
    attackAttribute: 'DES',
    vidaOrCosmo: { even: 'vida', odd: 'cosmo' },
    newTechniqueLevels: [4, 8, 12, 16, 20],
    attributeRaiseOrder: ['DES', 'CON'],
    trainedDefenses: ['reflexos', 'vontade'],
    thirdDefenseLevel: 11,
    characteristics: [],
    accessory: 'nenhum',
    techniques: {
      smallSize: 2,
      mediumFromLevel: 4,
      mediumBelowMax: 2,
      golpeDoAssentoModifiers: ['atravessa_armadura'],
      duration: 'instantanea',
      range: 'toque',
      activation: 'acao',
      nature: 'golpe',
      resolution: 'ataque',
    },
  },
  bands: {
    def: { base: 11, levelDivisor: 3 },
    attack: { proficiencyPlus: 2 },
    damage: { baseHpDivisor: 5 },
    advantageWhileMoreThan: 3,
    attacksPerRound: 1,
    drops: { golpeComum: 2, singleTargetTechnique: 3, areaTechniqueMax: 6 },
    bigThrownObjectMultiplier: 2,
    canCrit: false,
    canBeParried: false,
    givesGloria: false,
    readsTechniques: false,
    rises: false,
    usesSoloAgainstMany: false,
  },
  difficulty: {
    steps: [
      { id: 'facil', label: 'Fácil' },
      { id: 'justa', label: 'Justa' },
      { id: 'dificil', label: 'Difícil' },
      { id: 'muito_dificil', label: 'Muito difícil' },
      { id: 'mortal', label: 'Mortal' },
    ],
    rows: [
      {
        step: 'facil',
        label: 'Fácil',
        enemy: 'Nomeado sem Convicção, do mesmo nível ou um acima',
        conviccoes: { min: 0, max: 0 },
        levelOffset: { min: 0, max: 1 },
        postoOffset: 0,
        characterWins: { min: 56, max: 97 },
      },
      {
        step: 'justa',
        label: 'Justa',
        enemy: 'Mesmo nível e mesmo Posto, com três Convicções, como o personagem',
        conviccoes: { min: 3, max: 3 },
        levelOffset: { min: 0, max: 0 },
        postoOffset: 0,
        characterWins: { min: 48, max: 52 },
      },
      {
        step: 'dificil',
        label: 'Difícil',
        enemy: 'Rival um nível acima, com uma Convicção',
        conviccoes: { min: 1, max: 1 },
        levelOffset: { min: 1, max: 1 },
        postoOffset: 0,
        characterWins: { min: 12, max: 35 },
      },
      {
        step: 'muito_dificil',
        label: 'Muito difícil',
        enemy: 'Rival dois níveis acima, com uma Convicção',
        conviccoes: { min: 1, max: 1 },
        levelOffset: { min: 2, max: 2 },
        postoOffset: 0,
        characterWins: { min: 4, max: 24 },
      },
      {
        step: 'muito_dificil',
        label: 'Muito difícil',
        enemy: 'Um Prata do mesmo nível com uma Convicção, contra um Bronze',
        conviccoes: { min: 1, max: 1 },
        levelOffset: { min: 0, max: 0 },
        postoOffset: 1,
        enemyPosto: 'prata',
        characterWins: { min: 6, max: 12 },
      },
      {
        step: 'mortal',
        label: 'Mortal',
        enemy: 'Elite do mesmo nível',
        levelOffset: { min: 0, max: 0 },
        enemyPosto: 'elite',
        characterWins: { min: 0, max: 0 },
        printed: '0% sozinho, Bronze ou Prata',
      },
      {
        step: 'mortal',
        label: 'Mortal, mas possível',
        enemy: 'Elite três níveis abaixo do personagem (só a partir do nível 18, porque não há elite abaixo do 15)',
        levelOffset: { min: -3, max: -3 },
        enemyPosto: 'elite',
        minCharacterLevel: 18,
        characterWins: { min: 0, max: 5 },
      },
    ],
    postoBoundarySteps: 2,
    measuredWith: { characterConviccoes: 3, maxSpentPerFight: 1 },
    fallback: {
      maxLevelOffsetByStep: { withoutConviccao: [1, 2, 3], withConviccao: [-1, 0, 1, 2] },
      stepsPerExtraEnemy: { withoutConviccao: 1, withConviccao: 3 },
      stepsPerExtraCharacter: 1,
      groupWinsToStep: [
        { minWins: 75, step: 'facil' },
        { minWins: 40, step: 'justa' },
        { minWins: 15, step: 'dificil' },
        { minWins: 5, step: 'muito_dificil' },
        { minWins: 0, step: 'mortal' },
      ],
    },
  },
  soloAgainstMany: {
    minConviccoes: 1,
    minCharacters: 2,
    responsesPerCharacterTurn: 1,
    hpMultiplier: 1,
    response: {
      technique: 'tecnica_de_dano_mais_barata',
      spendsCosmo: false,
      fallback: 'golpe_comum',
      usesReaction: false,
      damageOnly: true,
      target: 'quem_acabou_de_agir',
      fallbackTarget: 'mais_ferido_de_pe',
    },
    countsCompanions: true,
    countsFightAllies: false,
    box: [
      { rule: 'Quando', value: 'logo depois do turno de cada personagem, contra quem acabou de agir (se caiu, vai para o mais ferido de pé)' },
      { rule: 'O quê', value: 'a técnica de dano mais barata dele, sem gastar Cosmo; sem técnica de dano, um golpe comum; não gasta a reação' },
      { rule: 'Efeitos', value: 'só o dano (condições, quebrar a armadura etc. só se a ficha disser que fazem parte da Resposta)' },
      { rule: 'Quem usa', value: 'inimigo com pelo menos uma Convicção, sozinho contra dois ou mais personagens (companheiros contam; aliado de luta não)' },
    ],
    measured: [
      {
        enemyPosto: 'prata',
        against: 'Contra um Prata (níveis 9 e 13)',
        levels: [9, 13],
        groupWins: [
          { groupSize: 2, wins: { min: 60, max: 67 } },
          { groupSize: 3, wins: { min: 94, max: 98 } },
          { groupSize: 4, wins: { min: 100, max: 100 } },
          { groupSize: 5, wins: { min: 100, max: 100 } },
        ],
      },
      {
        enemyPosto: 'elite',
        against: 'Contra um Ouro (níveis 15 e 20)',
        levels: [15, 20],
        groupWins: [
          { groupSize: 2, wins: { min: 0, max: 3 } },
          { groupSize: 3, wins: { min: 9, max: 25 } },
          { groupSize: 4, wins: { min: 42, max: 64 } },
          { groupSize: 5, wins: { min: 76, max: 85 } },
        ],
      },
    ],
  },
  manyAgainstMany: {
    rows: [
      { against: 'Nomeados, um por personagem, do mesmo nível', enemyType: 'nomeado', countOffset: 0, levelOffset: 0, groupWins: { min: 93, max: 100 }, step: 'facil', printed: 'Fácil' },
      { against: 'Nomeados, um a mais que os personagens', enemyType: 'nomeado', countOffset: 1, levelOffset: 0, groupWins: { min: 45, max: 95 }, step: 'justa', printed: 'Justa com dois personagens; fácil com quatro' },
      { against: 'Nomeados, um por personagem, dois níveis acima', enemyType: 'nomeado', countOffset: 0, levelOffset: 2, groupWins: { min: 56, max: 87 }, step: 'justa', printed: 'Justa' },
      { against: 'Nomeados, um por personagem, três níveis acima', enemyType: 'nomeado', countOffset: 0, levelOffset: 3, groupWins: { min: 16, max: 63 }, step: 'dificil', printed: 'Difícil; muito difícil nos níveis baixos' },
      { against: 'Rivais (uma Convicção), um a menos que os personagens', enemyType: 'rival', countOffset: -1, levelOffset: 0, groupWins: { min: 90, max: 100 }, step: 'facil', printed: 'Fácil' },
      { against: 'Rivais, um por personagem', enemyType: 'rival', countOffset: 0, levelOffset: 0, groupWins: { min: 46, max: 54 }, step: 'justa', printed: 'Justa' },
      { against: 'Rivais, um por personagem, um nível acima', enemyType: 'rival', countOffset: 0, levelOffset: 1, groupWins: { min: 7, max: 35 }, step: 'dificil', printed: 'Difícil' },
      { against: 'Rivais, um a mais que os personagens', enemyType: 'rival', countOffset: 1, levelOffset: 0, groupWins: { min: 1, max: 12 }, step: 'mortal', printed: 'Mortal' },
    ],
  },
  gods: {
    reference: { level: 20, posto: 'elite' },
    kinds: {
      menor: {
        id: 'menor',
        label: 'Divindade menor',
        who: 'Hypnos, Thanatos e os filhos deles; os deuses de um rio, de um sonho, de uma ilha',
        hpMultiplier: 1.5,
        defenseBonus: 2,
        sentido: 'nono',
        damageTaken: { sexto: 0, setimo: 0.25, setimoComOitavo: 0.5, nono: 1 },
        armorBreak: 'tecnica_despedaca',
        destiny: 'uma_por_luta',
        respondsAfterEachCharacter: true,
        notes: [
          'Técnicas e Cosmo: os da elite de nível 20, no Nono desde o começo da luta, com um golpe próprio no lugar do Golpe do Assento.',
          'Contra armaduras: um acerto de técnica despedaça a armadura.',
        ],
      },
      maior: {
        id: 'maior',
        label: 'Deus maior',
        who: 'Hades, Atena, Poseidon: os doze do Olimpo, e os que estão à altura deles',
        hpMultiplier: 2,
        defenseBonus: 4,
        sentido: 'nono',
        damageTaken: { sexto: 0, setimo: 0, setimoComOitavo: 0, nono: 1 },
        armorBreak: 'qualquer_acerto_despedaca',
        destiny: 'quando_quiser',
        respondsAfterEachCharacter: true,
        notes: [
          'Técnicas e Cosmo: os da elite de nível 20, no Nono desde o começo da luta, com um golpe próprio no lugar do Golpe do Assento.',
          'Contra armaduras: qualquer acerto despedaça, até o golpe comum.',
        ],
      },
      semideus: {
        id: 'semideus',
        label: 'Semideus',
        who: 'Quem não é só humano (criatura, espírito, Espectro) e tem sangue de deus nas veias; um ser humano morre',
        hpMultiplier: 2,
        defenseBonus: 2,
        sentido: 'setimo',
        damageTaken: { sexto: 0.25, setimo: 0.5, setimoComOitavo: 1, nono: 1 },
        armorBreak: 'resistencia_do_grau',
        destiny: 'nenhum',
        respondsAfterEachCharacter: true,
        notes: [
          'Ficha: a elite de nível 20, no Sétimo desde o começo da luta (não no Nono), com o dobro dos PV e +2 na DEF e nas defesas.',
          'Contra armaduras: cada acerto de técnica dele tira Resistência igual ao Grau dela (5).',
        ],
      },
    },
    ownGodCentelhaFullDamage: true,
    besideOwnGodFullDamage: true,
    divineArmorResistenciaLoss: 1,
    ownGodFightsAs: 'menor',
    conviccoes: 0,
    ownGodBox: [
      { situation: 'Centelha do seu deus', rule: 'o próximo golpe de quem a recebe fere um deus inimigo por inteiro, como se viesse do Nono (um golpe só)' },
      { situation: 'Lutando ao lado do seu deus (ele só protege)', rule: 'os seus golpes ferem um deus inimigo normalmente a luta inteira, de qualquer Sentido; contra a quebra divina as armaduras perdem só 1' },
      { situation: 'Se o seu deus luta', rule: 'encarnado num corpo humano, luta com a linha da divindade menor, ferindo o deus inimigo por inteiro; as armaduras voltam a sofrer a quebra divina; o deus inimigo não responde ao turno dele; entre deuses, ninguém despedaça a armadura do outro' },
    ],
    rules: [
      'Um deus não se monta pela tabela: ele está no Nono Sentido, dois degraus acima de quem está no Sexto.',
      'Efeitos de destino — selar, petrificar, matar — são anunciados, e os jogadores têm uma rodada para responder. Contra quem está no Nono, o destino não pega.',
      'Um deus não entra na Guerra dos Mil Dias.',
      'Como se vence um deus: com o Nono, com um elo, e quase sempre com um item divino que sela em vez de matar.',
    ],
  },
  threats: {
    levelAboveGroup: { min: 0, max: 3 },
    defPosto: 'bronze',
    bigTechniqueEveryRounds: 2,
    conviccoes: 0,
    steps: [
      { order: 1, id: 'nivel', label: 'Nível', summary: 'O do grupo, ou um a três acima, se a ameaça é o centro da missão.' },
      { order: 2, id: 'pv_e_def', label: 'PV e DEF', summary: 'A linha do nível na tabela rápida, com a DEF do Bronze. Se ela se divide, divida os PV entre as partes, e cada parte cai sozinha.' },
      { order: 3, id: 'por_rodada', label: 'O que ela faz por rodada', summary: 'Uma ação na Iniciativa dela: a técnica grande da tabela, sem custo, a cada duas rodadas, e o golpe comum nas outras.' },
      { order: 4, id: 'como_se_vence', label: 'Como se vence', summary: 'Uma frase, e ela vale mais que os PV.' },
      { order: 5, id: 'sem_conviccao', label: 'Sem Convicção', summary: 'Ela não levanta, não lê técnicas e não usa Sozinho contra muitos.' },
    ],
    example: {
      name: 'O Senhor dos Cadáveres',
      level: 6,
      groupLevel: 4,
      bodies: 3,
      eachBodyGolpeComum: true,
      bigTechniqueEveryRounds: 2,
      jumpsWhileABodyStands: true,
      endsOnlyBurningAtLeast: 1,
      rows: [
        { field: 'Nível', value: '6, para um grupo de nível 4' },
        { field: 'Corpos', value: 'três mortos ao mesmo tempo, com os PV da linha 6 (67) divididos por três' },
        { field: 'Por rodada', value: 'cada corpo dá o golpe comum da linha; o mais forte solta a técnica grande a cada duas rodadas' },
        {
          field: 'Como se vence',
          value: 'enquanto houver um corpo de pé, pula para outro cadáver no fim da rodada; só queimar ao menos 1 ponto na técnica que derruba o último corpo o apaga',
        },
      ],
    },
  },
  allies: {
    kinds: [
      {
        id: 'companheiro',
        label: 'Companheiro',
        tag: 'Do grupo',
        rule: 'Tem o nível do personagem e sobe junto com ele, ficha completa (técnicas, Convicções, armadura) e age na própria Iniciativa. O Mestre o controla. Para as regras é um personagem: conta para Sozinho contra muitos e para a tabela de dificuldade. Não junta Glória (sobe de nível com o grupo).',
      },
      {
        id: 'aliado_de_luta',
        label: 'Aliado de luta',
        tag: 'Ao seu lado',
        rule: 'Montado como um inimigo da tabela rápida na metade do nível do grupo (para cima), com metade dos PV. Age logo depois de quem o controla, com uma ação só: golpe comum, a técnica grande quando o Cosmo fecha, ou Ajudar. Sem Convicção, não lê técnicas, não ganha Glória, não conta para Sozinho contra muitos. Se cai, fica.',
      },
      {
        id: 'aliado_de_longe',
        label: 'Aliado de longe',
        tag: 'O Cosmo que chega',
        rule: 'Todo personagem do Mestre que está numa Convicção de alguém do grupo pode mandar uma Centelha por sessão para essa pessoa, de onde estiver.',
      },
      {
        id: 'mentor',
        label: 'Mentor',
        tag: 'No Interlúdio',
        rule: 'Sempre de Posto acima do seu. Treinando com ele no Interlúdio: +2 no teste da ação (evoluir uma técnica, o treino do Oitavo, aprender a restaurar se ele for restaurador). Pode ensinar a lição do treino dele como a sua Segunda Lição.',
      },
    ],
    fightAlly: { levelFraction: 0.5, hpFraction: 0.5, actionsPerTurn: 1, conviccoes: 0, maxPerPlayer: 1 },
    farAllyCentelhasPerSession: 1,
    mentorInterludeBonus: 2,
  },
  patronGod: {
    centelhasPerSession: 1,
    centelhasPerFightWhilePresent: 1,
    miracle: {
      when: 'a Centelha do deus chega para quem está levantando do chão diante de alguém de Posto acima',
      requiresFoeOfHigherPosto: true,
      hpFraction: 0.5,
      advantageUntilEndOfFight: true,
      negatesEliteDominio: true,
    },
  },
};

/**
 * Where each table of the `enemies` section comes from.
 *
 * @example
 * ```ts
 * enemiesProvenance.bands?.kind //=> 'restored'
 * ```
 */
export const enemiesProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  types: prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'cards from tables/10-inimigos.md › Três tipos de inimigo'),
  buildSteps: prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'seed, "Montar um inimigo", steps 1–8'),
  referenceEnemy: prov(
    'restored',
    'tables/engine-constants.md › Progressão (Escolhas do lutador de referência)',
    'the reference named enemy of "A tabela rápida"; its rows are derived by src/enemy from these choices',
  ),
  'referenceEnemy.vidaOrCosmo': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'Vida at even levels, Cosmo at odd levels'),
  'referenceEnemy.newTechniqueLevels': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'técnica nova at 4, 8, 12, 16, 20; +2 DES at the others'),
  'referenceEnemy.attributes': prov(
    'reconstructed',
    'docs/regras/enemies.md#atributos-do-nomeado',
    'seed: "DES e CON na frente, Cosmo em Sabedoria"; DES 14, CON 15 (measured.md says DES 15, CON 14: same modifiers at every level) so that every +2 is legal; FOR 12, INT 10, CAR 8: no printed number depends on them',
  ),
  'referenceEnemy.humanAttributes': prov(
    'restored',
    'tables/10-inimigos.md › Dezoito inimigos prontos (Números: Aprendiz rival — DEF 11, defesas 10/13/12)',
    'the human array (seed › Antes do Sexto Sentido: 12 · 11 · 11 · 10 · 9 · 8) placed as the printed aprendiz; it awakens (12→15, 11→14) into measured.md\'s DES 15, CON 14',
  ),
  'referenceEnemy.attributeRaiseOrder': prov(
    'restored',
    'tables/engine-constants.md › Progressão (NIVEIS_DE_ATRIBUTO: "o principal até 20, o resto no segundo")',
    'DES until 20, then CON: reproduces PV 355 at level 18 (CON +3)',
  ),
  'referenceEnemy.trainedDefenses': prov(
    'reconstructed',
    'docs/regras/enemies.md#defesas-do-nomeado',
    'Reflexos and Vontade trained, Fortitude at level 11: the only choice that reproduces the printed "Defesas" column and the ready stat blocks',
  ),
  'referenceEnemy.accessory': prov(
    'reconstructed',
    'docs/regras/enemies.md#acessório-do-nomeado',
    'no accessory: the prose counts "+1 sem acessório" in the Resistência; the golpe stays 1d8 as printed',
  ),
  'referenceEnemy.thirdDefenseLevel': prov('restored', 'tables/engine-constants.md › Progressão (a terceira defesa treinada no 11)'),
  'referenceEnemy.techniques': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'one big (max size of the Grau), one small (2 points), a medium from level 4'),
  'referenceEnemy.techniques.mediumBelowMax': prov(
    'reconstructed',
    'docs/regras/enemies.md#técnica-média',
    'medium = max size − 2 (3 at Grau 1, 4 after): what the ready stat blocks print',
  ),
  'referenceEnemy.techniques.golpeDoAssentoModifiers': prov(
    'restored',
    'tables/10-inimigos.md › Dezoito inimigos prontos (Ataques)',
    'every ready elite prints its seat technique as size 7, 6d8, "atravessa a armadura"',
  ),
  bands: prov('restored', 'tables/engine-constants.md › Inimigos, aliados e figurantes', 'band formulas; the printed table is reproduced by the tests'),
  'bands.advantageWhileMoreThan': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)'),
  'bands.drops': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'golpe comum 2; single-target technique 3; area up to 6'),
  'bands.canCrit': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'no crit'),
  'bands.canBeParried': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'cannot be parried'),
  'bands.attacksPerRound': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'acts as one creature, one attack per round'),
  'bands.bigThrownObjectMultiplier': prov('stated', 'seed, Capítulo Treze › Arremessar', 'a much bigger object makes a band lose double'),
  difficulty: prov('restored', 'tables/10-inimigos.md › Quanto pesa um inimigo'),
  'difficulty.rows': prov(
    'restored',
    'tables/10-inimigos.md › Quanto pesa um inimigo',
    'disagreement 4: the column is the character\'s win rate (seed prose); "Rival dois níveis acima" keeps the book\'s 24% (sim/MESTRE.md says 23%)',
  ),
  'difficulty.postoBoundarySteps': prov('restored', 'tables/10-inimigos.md › Quadro "A fronteira que pesa é a do Posto"'),
  'difficulty.fallback': prov(
    'reconstructed',
    'docs/regras/enemies.md#peso-da-luta',
    'ladders read off the printed rows (duel, Vários contra vários, Sozinho contra muitos) for the cases the book does not measure',
  ),
  'difficulty.measuredWith': prov('stated', 'seed, Capítulo Dez › Quanto pesa um inimigo', 'three Convicções, at most one spent per fight'),
  soloAgainstMany: prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'one response after each character\'s turn, enemies with ≥1 Convicção only'),
  'soloAgainstMany.box': prov('restored', 'tables/10-inimigos.md › Sozinho contra muitos (quadro "A resposta")'),
  'soloAgainstMany.measured': prov('restored', 'tables/10-inimigos.md › Sozinho contra muitos'),
  'soloAgainstMany.hpMultiplier': prov('restored', 'tables/engine-constants.md › Inimigos, aliados e figurantes (chefe_pv × 1,0)'),
  manyAgainstMany: prov('restored', 'tables/10-inimigos.md › Vários contra vários'),
  gods: prov('restored', 'tables/10-inimigos.md › Deuses'),
  'gods.kinds.menor.damageTaken': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'nothing from the Sexto; ¼ from the Sétimo; ½ with the Oitavo too; full from the Nono'),
  'gods.kinds.maior.damageTaken': prov('stated', 'FACTS.md › Enemies (Capítulo Dez)', 'only the Nono'),
  'gods.kinds.semideus': prov('restored', 'tables/10-inimigos.md › Quadro "Sangue de deus nas veias: o semideus"'),
  'gods.kinds.semideus.destiny': prov(
    'reconstructed',
    'docs/regras/enemies.md#o-semideus-e-o-destino',
    'the quadro has no destiny row: the semideus is the level-20 elite, which has no destiny effect',
  ),
  'gods.conviccoes': prov('reconstructed', 'docs/regras/enemies.md#as-convicções-de-um-deus', 'a ficha do deus e a do semideus não dão Convicção e dizem à parte que respondem "como um chefe"'),
  'gods.ownGodBox': prov('restored', 'tables/10-inimigos.md › Quadro "O seu deus contra o deus deles"'),
  'gods.rules': prov('stated', 'seed, Capítulo Dez › Deuses'),
  threats: prov('stated', 'seed, Capítulo Dez › Ameaças que não são guerreiros'),
  'threats.example': prov('restored', 'tables/10-inimigos.md › Nota "Exemplo" (O Senhor dos Cadáveres)'),
  allies: prov('restored', 'tables/11-aliados.md › Aliados'),
  'allies.fightAlly': prov('restored', 'tables/engine-constants.md › Inimigos, aliados e figurantes (ALIADO_PV 0,5; metade do nível, para cima)'),
  'allies.fightAlly.actionsPerTurn': prov('restored', 'tables/11-aliados.md › Aliados (cartão "Aliado de luta": "com uma ação só")'),
  'allies.fightAlly.conviccoes': prov('restored', 'tables/11-aliados.md › Aliados (cartão "Aliado de luta": "Sem Convicção")'),
  'allies.fightAlly.maxPerPlayer': prov('stated', 'seed, Capítulo Onze › Quem controla o aliado de luta', '"Um aliado por jogador, no máximo."'),
  patronGod: prov('stated', 'seed, Capítulo Onze › O deus do exército'),
  'patronGod.miracle': prov('restored', 'tables/11-aliados.md › Quadro "O milagre"', 'Quando · Efeito; the ½ also in FACTS.md › Combat (Capítulo Cinco)'),
}))();
