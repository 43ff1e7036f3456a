/**
 * Ruleset section `creation` — Capítulo 3: the nine steps, attributes and modifiers, the Atributo
 * do Cosmo, treinos and lições, skills, passive defenses, the human levels before the Sexto
 * Sentido, and "As contas finais" (how every number of a level-1 ficha is computed).
 *
 * Sources: the seed's prose (`FACTS.md › Creation (Capítulo Três)`, `› Humans and apprentices`,
 * `› Resolution`) and the restored tables of `tables/03-criacao.md`.
 *
 * Every number lives once: the accessories are `armor.accessories`, the techniques known at
 * creation `techniques.known.start`, Iniciativa `combat.initiative`, the golpe comum's die
 * `combat.golpeComum.damageDie`, the armor's +3 m `armor.pieces` (Pernas), the starting Cosmo's
 * minimum `cosmo.start.min`, the Centelhas per session `cosmo.centelhas.perSession`, and rewriting a
 * Convicção on level-up `progression.levelUp.rewriteConviccoes`.
 *
 * @module
 */
import * as z from 'zod';
import { lazyObject } from '../../internal/lazy.js';
import { custom } from './helpers.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { attributeKeySchema, cosmoAttributeKeySchema, passiveDefenseKeySchema } from '../keys.js';

// `slug`, `label`, `licaoEffectsSchema` and `treinoSchema` stay eager: the character schema parses
// a custom treino with them on every validation (a lazy stand-in costs a proxy trap per access).
// The section's other schemas are built on first use (`lazyObject`): only house rules read them.
const slug = /* @__PURE__ */ (() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _'))();
const label = /* @__PURE__ */ (() => z.string().min(1))();
const count = /* @__PURE__ */ lazyObject(() => z.number().int().nonnegative());
const positive = /* @__PURE__ */ lazyObject(() => z.number().int().positive());

const stepSchema = /* @__PURE__ */ lazyObject(() => z.object({ id: slug, order: positive, label, summary: label }));

const attributeSchema = /* @__PURE__ */ z.object({ key: attributeKeySchema, name: label, does: label });

const modifierRowSchema = /* @__PURE__ */ lazyObject(() => z.object({ min: z.number().int(), max: z.number().int(), modifier: z.number().int() }));

const licaoEffectsSchema = /* @__PURE__ */ (() => z.object({
  /** Extra Initiative (Briga de Rua: +2). */
  initiativeBonus: z.number().int().optional(),
  /** Opening strikes against you lose Vantagem (Briga de Rua). */
  noOpeningStrikeVantagem: z.boolean().optional(),
  /** Trained in all three passive defenses from level 1 (Disciplina). */
  trainsAllPassiveDefenses: z.boolean().optional(),
  /** Extra max HP per level (Carne de Fogo: 1). */
  hpPerLevel: z.number().int().optional(),
  /** Concentrar gives this much Cosmo once per fight instead of the usual (Paciência da Rocha: 3). */
  concentrarOncePerFight: z.number().int().optional(),
  /** Cosmo gained when using Esquivar (Fluxo: 1). */
  esquivarCosmo: z.number().int().optional(),
  /** Ignores extreme cold (Frio Absoluto). */
  ignoresExtremeCold: z.boolean().optional(),
  /**
   * Once per fight, when a golpe comum hits, the target gets this condition (a `combat.conditions`
   * key) until the end of its next turn (Frio Absoluto: `lento`).
   */
  golpeComumHitOncePerFight: z.object({ condition: slug, until: z.literal('fim_do_proximo_turno_do_alvo') }).optional(),
}))();

/**
 * zod schema of one treino of the creation rules (Etapa 5): two skills and a lição. A character's
 * own treino has the same shape (`customTreinoSchema`).
 *
 * @example
 * ```ts
 * treinoSchema.safeParse(bookRuleset.creation.treinos[0]).success //=> true
 * ```
 */
export const treinoSchema = /* @__PURE__ */ (() => z.object({
  id: slug,
  name: label,
  skills: z.tuple([slug, slug]),
  licao: z.object({ id: slug, name: label, effect: label, effects: licaoEffectsSchema }),
}))();

const skillSchema = /* @__PURE__ */ z.object({ id: slug, name: label, attribute: attributeKeySchema, usedFor: label });

const passiveDefenseSchema = /* @__PURE__ */ z.object({
  id: passiveDefenseKeySchema,
  name: label,
  attribute: attributeKeySchema,
  against: label,
});

const humanLevelSchema = /* @__PURE__ */ lazyObject(() => z.object({
  level: positive,
  who: label,
  /** Base HP; add the CON modifier (minimum total: `humans.hpMin`). */
  hpBase: positive,
  /** Golpe die (1d4, 1d6): sides of the die. */
  golpeDie: positive,
  /** Proficiency (0 for a level-1 human). */
  proficiency: count,
  conviccoes: count,
  /** Whether the two treino skills are proficient at this human level. */
  treinoSkills: z.boolean(),
}));

/**
 * One treino as data (Etapa 5): two skills and a lição — a book's treino (`creation.treinos`) or a
 * character's own (`customTreino`), the shape {@link treinoSchema} parses.
 *
 * @example
 * ```ts
 * const t: TreinoData = creation.treinos[0]!; // id, name, skills, licao
 * ```
 */
export type TreinoData = {
    id: string;
    name: string;
    skills: [string, string];
    licao: {
        id: string;
        name: string;
        effect: string;
        effects: {
            initiativeBonus?: number | undefined;
            noOpeningStrikeVantagem?: boolean | undefined;
            trainsAllPassiveDefenses?: boolean | undefined;
            hpPerLevel?: number | undefined;
            concentrarOncePerFight?: number | undefined;
            esquivarCosmo?: number | undefined;
            ignoresExtremeCold?: boolean | undefined;
            golpeComumHitOncePerFight?: {
                condition: string;
                until: "fim_do_proximo_turno_do_alvo";
            } | undefined;
        };
    };
};

/** The schema of {@link creationSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link CreationRules}. */
export const creationSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** The nine steps of Capítulo Três, in order. */
    steps: z.array(stepSchema).min(1),
    /** Level and Posto at the end of creation. */
    result: z.object({ level: positive, posto: slug }),
    /** The six attributes and what each does (Etapa 3). */
    attributes: z.array(attributeSchema).length(6),
    /** Modifier = floor((value − base) / divisor). */
    modifier: z.object({ base: z.number().int(), divisor: positive }),
    /** The book's lookup table of modifiers (8–19), kept to check the formula against it. */
    modifierTable: z.array(modifierRowSchema).min(1),
    /** No attribute goes above this (20). */
    attributeMax: positive,
    /** Lowest attribute value accepted by the validator (reconstructed: 1). */
    attributeMin: positive,
    /** Standard array 15 14 13 12 10 8. */
    standardArray: z.array(positive).length(6),
    /** Optional method: roll `dice`d`sides`, drop `dropLowest`, `times` times. */
    rolledArray: z.object({ dice: positive, sides: positive, dropLowest: count, times: positive }),
    /** Atributo do Cosmo: INT, SAB or CAR (Etapa 4), with the cards' labels and texts. */
    cosmoAttributes: z
      .array(z.object({ key: cosmoAttributeKeySchema, name: label, tag: label, text: label }))
      .min(1),
    /** Quadro "Três jeitos de lutar". */
    fightingStyles: z.array(z.object({ id: slug, who: label, attributes: label, does: label })),
    /** The four complete armies of Etapa 1. */
    armies: z.array(
      z.object({ id: slug, name: label, god: label, warriors: label, armor: label, startsAs: label, constellation: label }),
    ),
    /**
     * What the constellation gives (Etapa 2): the armor's shape, the accessory (one of
     * `armor.accessories`), the characteristic(s) of the Posto (`armor.characteristicsPerPosto`) and
     * the theme of the techniques, which is free and has no rule effect.
     */
    constellation: z.object({
      gives: z.array(z.enum(['forma_da_armadura', 'acessorio', 'caracteristica', 'tema_das_tecnicas'])).min(1),
      techniqueThemeHasRuleEffect: z.boolean(),
    }),
    /** Treino: how many skills and lições it gives, and the master's minimum Posto. */
    treinoRules: z.object({ skills: positive, licoes: positive, masterPostos: z.array(slug).min(1) }),
    /** The six treinos and their lições (Etapa 5). */
    treinos: z.array(treinoSchema).min(1),
    /** Convicções: how many at creation, the opening words, how many must name a person. */
    conviccoes: z.object({ atCreation: positive, startsWith: label, namingAPerson: count }),
    /** The thirteen skills and their attributes (Etapa 7). */
    skills: z.array(skillSchema).min(1),
    /**
     * Skills at creation: total, from the treino, free. `duplicateReplaced`: a free pick that repeats
     * a treino skill does not count and is replaced by another (the checker asks for another one).
     */
    skillsAtCreation: z.object({ total: positive, fromTreino: count, free: count, duplicateReplaced: z.boolean() }),
    /** Passive defenses: 14 + attribute (+ proficiency when trained). */
    passiveDefenses: z.object({
      base: z.number().int(),
      trainedAtCreation: count,
      list: z.array(passiveDefenseSchema).length(3),
    }),
    /** Quadro "As duas contas de um efeito". */
    effectFormulas: z.array(z.object({ id: slug, label, formula: label })),
    /** Techniques at creation: their Grau and how many signatures (how many: `techniques.known.start`). */
    techniquesAtCreation: z.object({ grau: positive, signatures: positive }),
    /** "As contas finais": the book's table, row by row, and its numbers as data. */
    finalSums: z.object({
      rows: z.array(z.object({ id: slug, what: label, how: label })).min(1),
      def: z.object({
        base: z.number().int(),
        /** Attributes whose highest modifier counts (DES, and the Cosmo attribute). */
        attributes: z.array(z.union([attributeKeySchema, z.literal('cosmo')])).min(1),
        /** With the armor on, these also compete (the guard). */
        guard: z.array(attributeKeySchema),
      }),
      /** Movement without the armor; the Pernas add theirs (`armor.pieces`). */
      movement: z.object({ base: positive, unit: label }),
      /** Attributes the golpe comum may use; its die is `combat.golpeComum.damageDie`. */
      golpeComum: z.object({ attributes: z.array(z.union([attributeKeySchema, z.literal('cosmo')])).min(1) }),
      gloriaStart: count,
    }),
    /** Rounding: fractions round up unless a rule says otherwise. */
    rounding: z.enum(['up', 'down', 'nearest']),
    /** Humans and apprentices (Antes do Sexto Sentido). */
    humans: z.object({
      levels: z.array(humanLevelSchema).min(1),
      apprenticeLevel: positive,
      hpMin: positive,
      /** Before an awakened warrior a human is this enemy type (a key of `enemies.types`). */
      beforeAwakened: slug,
      array: z.array(positive).length(6),
      /** awakening[i] = the warrior value replacing the human value at the same position of `array`. */
      awakening: z.array(positive).length(6),
      def: z.object({ base: z.number().int(), attribute: attributeKeySchema }),
      passiveDefenseBase: z.number().int(),
      /** Quadro "O despertar": awakened at 0 HP in the trial: stands with this fraction of level-1 warrior HP. */
      trial: z.object({ fromHumanLevel: positive, standHpFraction: z.number().positive().max(1) }),
      /** "A prova em torneio": many apprentices, one armor. */
      tournament: z.object({
        /** Each duel is a fight of humans, with the golpe of the human level table. */
        duelOf: z.literal('humanos'),
        /** Pauses between two duels of the same day that count as the short rest (the others heal nothing). */
        shortRestPausesPerDay: count,
        /** From one day to the next, the long rest. */
        longRestBetweenDays: z.boolean(),
        /** Leaving the arena's circle loses the duel; pushing someone out is this action of `combat.actions`. */
        leavingCircleLoses: z.boolean(),
        pushOut: z.object({ action: slug, metersPerSuccess: z.number().positive() }),
        /** The apprentice's Convicção lasts the whole tournament: it only returns on a new human level. */
        conviccaoReturns: z.literal('novo_nivel_humano'),
        /** Whoever awakens mid-tournament is a warrior: the other apprentices are figurantes to them. */
        awakenedFacesFigurantes: z.boolean(),
      }),
      /** Quadro "O status base" as the book prints it (human · awakened). */
      statusBase: z.array(z.object({ id: slug, what: label, human: label, awakened: label })),
    }),
  })
  .superRefine((c, ctx) => {
    c.steps.forEach((s, i) => {
      if (s.order !== i + 1)
        custom(ctx, ['steps', i, 'order'], `A etapa ${s.label} deveria ser a ${i + 1}ª, não a ${s.order}ª.`, {
          code: 'creation_step_out_of_order',
          expected: i + 1,
          actual: s.order,
        });
    });
    const checkArray = (arr: readonly number[], key: string) =>
      arr.forEach((v, i) => {
        if (v < c.attributeMin || v > c.attributeMax)
          custom(
            ctx,
            [key, i],
            `O valor ${v} está fora da faixa de atributos (${c.attributeMin} a ${c.attributeMax}).`,
            { code: 'attribute_value_out_of_range', value: v, min: c.attributeMin, max: c.attributeMax },
          );
      });
    checkArray(c.standardArray, 'standardArray');
    checkArray(c.humans.array, 'humans.array');
    checkArray(c.humans.awakening, 'humans.awakening');
    if (c.attributeMin > c.attributeMax)
      custom(ctx, ['attributeMin'], `O mínimo de atributo (${c.attributeMin}) passa do máximo (${c.attributeMax}).`, {
        code: 'attribute_bounds_inverted',
      });
    // The formula is monotone in the value, so a row agrees with it iff both of its ends do; the
    // first value that disagrees is its min or the first value past the row's modifier. Checked in
    // constant time: a row of a house rule may span 10^15 values (issue #12 §2, hostile input).
    const formula = (v: number) => Math.floor((v - c.modifier.base) / c.modifier.divisor);
    c.modifierTable.forEach((row, i) => {
      // A row the shape refuses (not whole numbers) has its own issue already.
      if (!Number.isSafeInteger(row.min) || !Number.isSafeInteger(row.max) || row.min > row.max) return;
      let v: number | undefined;
      if (formula(row.min) !== row.modifier) v = row.min;
      else if (formula(row.max) !== row.modifier) {
        // Bisection for the first value that disagrees: min agrees, max does not (at most 55 steps
        // between safe integers; the cap is only a guard).
        let lo = row.min;
        let hi = row.max;
        for (let step = 0; step < 128 && hi - lo > 1; step++) {
          const mid = lo + Math.floor((hi - lo) / 2);
          if (formula(mid) === row.modifier) lo = mid;
          else hi = mid;
        }
        v = hi;
      }
      if (v !== undefined) {
        const m = formula(v);
        custom(
          ctx,
          ['modifierTable', i],
          `A tabela diz modificador ${row.modifier} para ${v}, mas a fórmula dá ${m}.`,
          { code: 'modifier_table_disagrees', value: v, table: row.modifier, formula: m },
        );
      }
    });
    const skillIds = new Set(c.skills.map((s) => s.id));
    c.treinos.forEach((t, i) =>
      t.skills.forEach((s, j) => {
        if (!skillIds.has(s))
          custom(ctx, ['treinos', i, 'skills', j], `O treino ${t.name} dá a perícia "${s}", que não existe.`, {
            code: 'treino_unknown_skill',
            skill: s,
          });
      }),
    );
    if (c.skillsAtCreation.fromTreino + c.skillsAtCreation.free !== c.skillsAtCreation.total)
      custom(
        ctx,
        ['skillsAtCreation'],
        `Perícias da criação: ${c.skillsAtCreation.fromTreino} do treino + ${c.skillsAtCreation.free} livres não dão ${c.skillsAtCreation.total}.`,
        { code: 'skills_at_creation_sum' },
      );
    if (c.passiveDefenses.trainedAtCreation > c.passiveDefenses.list.length)
      custom(ctx, ['passiveDefenses', 'trainedAtCreation'], 'Mais defesas treinadas que defesas.', {
        code: 'passive_defenses_too_many_trained',
      });
    const dupe = (ids: string[], key: string) => {
      const seen = new Set<string>();
      ids.forEach((id, i) => {
        if (seen.has(id))
          custom(ctx, [key, i], `O identificador "${id}" aparece duas vezes em ${key}.`, { code: 'duplicate_id', id });
        seen.add(id);
      });
    };
    dupe(c.skills.map((s) => s.id), 'skills');
    dupe(c.treinos.map((s) => s.id), 'treinos');
    dupe(c.attributes.map((s) => s.key), 'attributes');
    dupe(c.steps.map((s) => s.id), 'steps');
    c.humans.levels.forEach((l, i) => {
      if (l.level !== i + 1)
        custom(ctx, ['humans', 'levels', i, 'level'], `O nível humano ${l.level} está fora de ordem.`, {
          code: 'human_level_out_of_order',
        });
    });
    if (c.rolledArray.dropLowest >= c.rolledArray.dice)
      custom(ctx, ['rolledArray', 'dropLowest'], 'Descartar todos os dados não deixa nada para somar.', {
        code: 'rolled_array_drops_all',
      });
  }));

/**
 * zod schema of the `creation` section, with semantic checks (array values inside the attribute
 * range, the modifier table agreeing with the formula, treinos naming real skills…).
 *
 * @example
 * ```ts
 * creationSchema.safeParse(creation).success //=> true
 * ```
 */
export const creationSchema: z.ZodType<CreationRules> = creationSchemaDef;

/**
 * The `creation` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const c: CreationRules = bookRuleset.creation;
 * ```
 */
export type CreationRules = {
    steps: {
        id: string;
        order: number;
        label: string;
        summary: string;
    }[];
    result: {
        level: number;
        posto: string;
    };
    attributes: {
        key: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        name: string;
        does: string;
    }[];
    modifier: {
        base: number;
        divisor: number;
    };
    modifierTable: {
        min: number;
        max: number;
        modifier: number;
    }[];
    attributeMax: number;
    attributeMin: number;
    standardArray: number[];
    rolledArray: {
        dice: number;
        sides: number;
        dropLowest: number;
        times: number;
    };
    cosmoAttributes: {
        key: "INT" | "SAB" | "CAR";
        name: string;
        tag: string;
        text: string;
    }[];
    fightingStyles: {
        id: string;
        who: string;
        attributes: string;
        does: string;
    }[];
    armies: {
        id: string;
        name: string;
        god: string;
        warriors: string;
        armor: string;
        startsAs: string;
        constellation: string;
    }[];
    constellation: {
        gives: ("forma_da_armadura" | "acessorio" | "caracteristica" | "tema_das_tecnicas")[];
        techniqueThemeHasRuleEffect: boolean;
    };
    treinoRules: {
        skills: number;
        licoes: number;
        masterPostos: string[];
    };
    treinos: TreinoData[];
    conviccoes: {
        atCreation: number;
        startsWith: string;
        namingAPerson: number;
    };
    skills: {
        id: string;
        name: string;
        attribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        usedFor: string;
    }[];
    skillsAtCreation: {
        total: number;
        fromTreino: number;
        free: number;
        duplicateReplaced: boolean;
    };
    passiveDefenses: {
        base: number;
        trainedAtCreation: number;
        list: {
            id: "fortitude" | "reflexos" | "vontade";
            name: string;
            attribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
            against: string;
        }[];
    };
    effectFormulas: {
        id: string;
        label: string;
        formula: string;
    }[];
    techniquesAtCreation: {
        grau: number;
        signatures: number;
    };
    finalSums: {
        rows: {
            id: string;
            what: string;
            how: string;
        }[];
        def: {
            base: number;
            attributes: ("FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR" | "cosmo")[];
            guard: ("FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR")[];
        };
        movement: {
            base: number;
            unit: string;
        };
        golpeComum: {
            attributes: ("FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR" | "cosmo")[];
        };
        gloriaStart: number;
    };
    rounding: "up" | "down" | "nearest";
    humans: {
        levels: {
            level: number;
            who: string;
            hpBase: number;
            golpeDie: number;
            proficiency: number;
            conviccoes: number;
            treinoSkills: boolean;
        }[];
        apprenticeLevel: number;
        hpMin: number;
        beforeAwakened: string;
        array: number[];
        awakening: number[];
        def: {
            base: number;
            attribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        };
        passiveDefenseBase: number;
        trial: {
            fromHumanLevel: number;
            standHpFraction: number;
        };
        tournament: {
            duelOf: "humanos";
            shortRestPausesPerDay: number;
            longRestBetweenDays: boolean;
            leavingCircleLoses: boolean;
            pushOut: {
                action: string;
                metersPerSuccess: number;
            };
            conviccaoReturns: "novo_nivel_humano";
            awakenedFacesFigurantes: boolean;
        };
        statusBase: {
            id: string;
            what: string;
            human: string;
            awakened: string;
        }[];
    };
};

/**
 * The book's `creation` tables.
 *
 * @example
 * ```ts
 * creation.standardArray //=> [15, 14, 13, 12, 10, 8]
 * ```
 */
export const creation: CreationRules = {
  steps: [
    { id: 'exercito', order: 1, label: 'Exército', summary: 'A qual deus você serve. Define o nome da sua armadura e uma regra própria.' },
    { id: 'constelacao', order: 2, label: 'Constelação', summary: 'A estrela que te protege. Define a forma da armadura e o tema dos golpes.' },
    { id: 'atributos', order: 3, label: 'Atributos', summary: 'Seis números para as seis capacidades do corpo e da mente.' },
    { id: 'atributo_do_cosmo', order: 4, label: 'Atributo do Cosmo', summary: 'Com o que o seu Cosmo responde: razão, serenidade ou vontade.' },
    { id: 'treino', order: 5, label: 'Treino', summary: 'Onde você quase morreu aprendendo. Dá duas perícias e uma lição.' },
    { id: 'conviccoes', order: 6, label: 'Convicções', summary: 'Três frases: aquilo por que você levanta do chão.' },
    { id: 'pericias_e_defesas', order: 7, label: 'Perícias e defesas', summary: 'Seis coisas que você faz melhor que os outros, e duas defesas treinadas.' },
    { id: 'tecnicas', order: 8, label: 'Técnicas', summary: 'Os seus dois primeiros golpes, montados com o motor do Capítulo Seis.' },
    { id: 'finalizacao', order: 9, label: 'Finalização', summary: 'Nome, rosto, o dia em que a armadura te aceitou — e as contas finais.' },
  ],
  result: { level: 1, posto: 'bronze' },
  attributes: [
    { key: 'FOR', name: 'Força', does: 'Bater, levantar, empurrar, saltar, segurar alguém no lugar' },
    { key: 'DES', name: 'Destreza', does: 'Correr, se esquivar, mirar, golpear rápido, andar sem fazer barulho' },
    { key: 'CON', name: 'Constituição', does: 'Aguentar dano, frio, veneno e treinos que matariam uma pessoa comum' },
    { key: 'INT', name: 'Inteligência', does: 'Saber, investigar, consertar, entender a técnica do inimigo' },
    { key: 'SAB', name: 'Sabedoria', does: 'Perceber, intuir, sentir o Cosmo alheio, resistir a medo e ilusão' },
    { key: 'CAR', name: 'Carisma', does: 'Convencer, mentir, intimidar, fazer a presença pesar na sala' },
  ],
  modifier: { base: 10, divisor: 2 },
  modifierTable: [
    { min: 8, max: 9, modifier: -1 },
    { min: 10, max: 11, modifier: 0 },
    { min: 12, max: 13, modifier: 1 },
    { min: 14, max: 15, modifier: 2 },
    { min: 16, max: 17, modifier: 3 },
    { min: 18, max: 19, modifier: 4 },
  ],
  attributeMax: 20,
  attributeMin: 1,
  standardArray: [15, 14, 13, 12, 10, 8],
  rolledArray: { dice: 4, sides: 6, dropLowest: 1, times: 6 },
  cosmoAttributes: [
    { key: 'INT', name: 'Inteligência', tag: 'O Cosmo calculado', text: 'O Cosmo como ciência: técnicas precisas, frias, feitas para acertar exatamente onde dói.' },
    { key: 'SAB', name: 'Sabedoria', tag: 'O Cosmo sereno', text: 'O Cosmo pela calma: meditação, respiração, olhos fechados.' },
    { key: 'CAR', name: 'Carisma', tag: 'O Cosmo que se impõe', text: 'O Cosmo como vontade pura, que pesa no ar antes do golpe.' },
  ],
  fightingStyles: [
    { id: 'corpo', who: 'Pelo corpo', attributes: 'DES ou FOR', does: 'Acerta o golpe comum e as técnicas de Golpe' },
    { id: 'cosmo', who: 'Pelo Cosmo', attributes: 'Atributo do Cosmo', does: 'Acerta as técnicas de Cosmo e também o golpe comum' },
    { id: 'aguenta', who: 'Quem aguenta', attributes: 'CON', does: 'Mais PV e mais Resistência na armadura' },
    {
      id: 'def',
      who: 'DEF (todos)',
      attributes: 'DES ou Atributo do Cosmo, o maior; com a armadura no corpo, também FOR ou CON (a guarda)',
      does: '—',
    },
  ],
  armies: [
    { id: 'atena', name: 'Atena', god: 'Atena', warriors: 'Cavaleiros', armor: 'Armadura', startsAs: 'Cavaleiro de Bronze', constellation: 'Qualquer uma das 88 constelações, menos as doze do zodíaco (as vagas de Ouro).' },
    { id: 'poseidon', name: 'Poseidon', god: 'Poseidon', warriors: 'Marinas', armor: 'Escama', startsAs: 'Soldado Marina', constellation: 'Uma criatura do mar.' },
    { id: 'hades', name: 'Hades', god: 'Hades', warriors: 'Espectros', armor: 'Súplice', startsAs: 'Espectro de Estrela Terrestre', constellation: 'Uma das 72 Estrelas Terrestres, com a criatura dela.' },
    { id: 'asgard', name: 'Asgard', god: 'Odin', warriors: 'Guerreiros de Asgard', armor: 'Veste', startsAs: 'Guerreiro de Asgard', constellation: 'Uma estrela do céu do norte ou uma criatura das sagas.' },
  ],
  constellation: { gives: ['forma_da_armadura', 'acessorio', 'caracteristica', 'tema_das_tecnicas'], techniqueThemeHasRuleEffect: false },
  treinoRules: { skills: 2, licoes: 1, masterPostos: ['prata', 'elite'] },
  treinos: [
    {
      id: 'montanha_dos_cinco_picos',
      name: 'A Montanha dos Cinco Picos',
      skills: ['atletismo', 'intuicao'],
      licao: {
        id: 'paciencia_da_rocha',
        name: 'Paciência da Rocha',
        effect: 'Uma vez por luta, quando você usa Concentrar, ganha +3 de Cosmo em vez de +2.',
        effects: { concentrarOncePerFight: 3 },
      },
    },
    {
      id: 'terra_do_gelo_eterno',
      name: 'A Terra do Gelo Eterno',
      skills: ['sobrevivencia', 'percepcao'],
      licao: {
        id: 'frio_absoluto',
        name: 'Frio Absoluto',
        effect: 'Você ignora o frio extremo. Uma vez por luta, quando acerta um golpe comum, o alvo fica Lento até o fim do próximo turno dele.',
        effects: { ignoresExtremeCold: true, golpeComumHitOncePerFight: { condition: 'lento', until: 'fim_do_proximo_turno_do_alvo' } },
      },
    },
    {
      id: 'ilha_infernal',
      name: 'A Ilha Infernal',
      skills: ['intimidacao', 'atletismo'],
      licao: { id: 'carne_de_fogo', name: 'Carne de Fogo', effect: 'Seus PV máximos aumentam em 1 por nível.', effects: { hpPerLevel: 1 } },
    },
    {
      id: 'santuario',
      name: 'O Santuário',
      skills: ['mitologia', 'persuasao'],
      licao: {
        id: 'disciplina',
        name: 'Disciplina',
        effect: 'Você é treinado nas três defesas passivas desde o nível 1.',
        effects: { trainsAllPassiveDefenses: true },
      },
    },
    {
      id: 'ilha_do_sacrificio',
      name: 'A Ilha do Sacrifício',
      skills: ['acrobacia', 'medicina'],
      licao: { id: 'fluxo', name: 'Fluxo', effect: 'Quando você usa a ação Esquivar, ganha +1 de Cosmo.', effects: { esquivarCosmo: 1 } },
    },
    {
      id: 'orfanato',
      name: 'O Orfanato',
      skills: ['furtividade', 'enganacao'],
      licao: {
        id: 'briga_de_rua',
        name: 'Briga de Rua',
        effect: '+2 na Iniciativa, e ninguém ganha Vantagem contra você por te pegar desprevenido.',
        effects: { initiativeBonus: 2, noOpeningStrikeVantagem: true },
      },
    },
  ],
  conviccoes: { atCreation: 3, startsWith: 'eu luto', namingAPerson: 1 },
  skills: [
    { id: 'acrobacia', name: 'Acrobacia', attribute: 'DES', usedFor: 'Equilíbrio, quedas, saltos precisos, se soltar de um agarrão' },
    { id: 'atletismo', name: 'Atletismo', attribute: 'FOR', usedFor: 'Escalar, nadar, arrombar, agarrar e empurrar' },
    { id: 'enganacao', name: 'Enganação', attribute: 'CAR', usedFor: 'Mentir, blefar, esconder a intenção' },
    { id: 'furtividade', name: 'Furtividade', attribute: 'DES', usedFor: 'Não ser visto nem ouvido, esconder o próprio Cosmo' },
    { id: 'intimidacao', name: 'Intimidação', attribute: 'CAR', usedFor: 'Ameaçar, impor presença, arrancar resposta pelo medo' },
    { id: 'intuicao', name: 'Intuição', attribute: 'SAB', usedFor: 'Ler a intenção de alguém, sentir mentira, prever o próximo golpe' },
    { id: 'investigacao', name: 'Investigação', attribute: 'INT', usedFor: 'Deduzir a partir de pistas, procurar o que está escondido' },
    { id: 'medicina', name: 'Medicina', attribute: 'SAB', usedFor: 'Estabilizar quem caiu, tratar ferimentos, achar os pontos vitais' },
    { id: 'mitologia', name: 'Mitologia', attribute: 'INT', usedFor: 'Deuses, constelações, armaduras, guerras santas antigas, reconhecer uma técnica' },
    { id: 'oficio', name: 'Ofício', attribute: 'INT', usedFor: 'Consertar, construir, entender mecanismos; restaurar armaduras exige mais que isso' },
    { id: 'percepcao', name: 'Percepção', attribute: 'SAB', usedFor: 'Notar o que está lá: um vulto, um som, um Cosmo escondido' },
    { id: 'persuasao', name: 'Persuasão', attribute: 'CAR', usedFor: 'Convencer com verdade, negociar, acalmar' },
    { id: 'sobrevivencia', name: 'Sobrevivência', attribute: 'SAB', usedFor: 'Rastrear, se orientar, aguentar o clima, lidar com animais' },
  ],
  skillsAtCreation: { total: 6, fromTreino: 2, free: 4, duplicateReplaced: true },
  passiveDefenses: {
    base: 14,
    trainedAtCreation: 2,
    list: [
      { id: 'fortitude', name: 'Fortitude', attribute: 'CON', against: 'Veneno, frio que congela, esmagamento, e tudo que ataca o corpo por dentro' },
      { id: 'reflexos', name: 'Reflexos', attribute: 'DES', against: 'Explosões, áreas, correntes que tentam te prender — tudo de que dá para desviar' },
      { id: 'vontade', name: 'Vontade', attribute: 'SAB', against: 'Ilusão, medo, controle da mente, técnicas que arrancam os sentidos' },
    ],
  },
  effectFormulas: [
    { id: 'rolagem_de_efeito', label: 'Rolagem de Efeito', formula: '1d20 + atributo + proficiência' },
    { id: 'defesa_passiva', label: 'Defesa passiva', formula: '14 + atributo + proficiência, se treinada' },
  ],
  techniquesAtCreation: { grau: 1, signatures: 1 },
  finalSums: {
    rows: [
      { id: 'pv', what: 'PV máximos', how: 'A coluna PV da tabela de níveis (Capítulo Doze) + CON × nível + metade do nível (para cima) por escolha de Vida · 14 + CON no nível 1' },
      { id: 'def', what: 'DEF', how: '10 + o maior entre DES e o Atributo do Cosmo — com a armadura no corpo, também FOR ou CON —, + armadura (Bronze +2, enquanto ela não estiver em pedaços)' },
      { id: 'defesas_passivas', what: 'Fortitude · Reflexos · Vontade', how: '14 + CON · DES · SAB, e + proficiência nas treinadas' },
      { id: 'iniciativa', what: 'Iniciativa', how: '1d20 + DES' },
      { id: 'movimento', what: 'Movimento', how: '9 metros; +3 metros com a armadura no corpo' },
      { id: 'golpe_comum', what: 'Golpe comum', how: 'FOR, DES ou o Atributo do Cosmo + proficiência para acertar; 1d8 + o mesmo atributo de dano (dois golpes a partir do nível 9)' },
      { id: 'bonus_de_tecnica', what: 'Bônus de técnica', how: 'Golpe: FOR ou DES + proficiência · Cosmo: Atributo do Cosmo + proficiência' },
      { id: 'teto', what: 'Teto de Cosmo', how: '3 + proficiência — 5 no nível 1' },
      { id: 'cosmo_inicial', what: 'Cosmo inicial', how: 'Modificador do Atributo do Cosmo, mínimo 1' },
      { id: 'armadura', what: 'Armadura', how: 'Bronze: DEF +2; Resistência 3 do Posto, +1 sem acessório, + o modificador de CON (mínimo 0), e uma característica. Depois somam a Vida, as formas e as melhorias (Capítulo Sete)' },
      { id: 'conviccoes_centelhas', what: 'Convicções · Centelhas', how: '3 Convicções · 3 Centelhas por sessão' },
      { id: 'gloria', what: 'Glória', how: '0. Você sobe de nível com 3 de Glória nos níveis 1 a 4' },
      { id: 'tecnicas', what: 'Técnicas', how: '2 no nível 1' },
    ],
    def: { base: 10, attributes: ['DES', 'cosmo'], guard: ['FOR', 'CON'] },
    movement: { base: 9, unit: 'm' },
    golpeComum: { attributes: ['FOR', 'DES', 'cosmo'] },
    gloriaStart: 0,
  },
  rounding: 'up',
  humans: {
    levels: [
      { level: 1, who: 'Humano — todo mundo', hpBase: 4, golpeDie: 4, proficiency: 0, conviccoes: 0, treinoSkills: false },
      { level: 2, who: 'Aprendiz', hpBase: 6, golpeDie: 4, proficiency: 2, conviccoes: 1, treinoSkills: true },
      { level: 3, who: 'Aprendiz', hpBase: 8, golpeDie: 6, proficiency: 2, conviccoes: 1, treinoSkills: true },
      { level: 4, who: 'Aprendiz, no limite', hpBase: 10, golpeDie: 6, proficiency: 2, conviccoes: 1, treinoSkills: true },
    ],
    apprenticeLevel: 2,
    hpMin: 1,
    beforeAwakened: 'figurante',
    array: [12, 11, 11, 10, 9, 8],
    awakening: [15, 14, 13, 12, 10, 8],
    def: { base: 10, attribute: 'DES' },
    passiveDefenseBase: 10,
    trial: { fromHumanLevel: 3, standHpFraction: 0.25 },
    tournament: {
      duelOf: 'humanos',
      shortRestPausesPerDay: 1,
      longRestBetweenDays: true,
      leavingCircleLoses: true,
      pushOut: { action: 'agarrar_empurrar', metersPerSuccess: 1.5 },
      conviccaoReturns: 'novo_nivel_humano',
      awakenedFacesFigurantes: true,
    },
    statusBase: [
      { id: 'atributos', what: 'Atributos', human: '12 · 11 · 11 · 10 · 9 · 8', awakened: '15 · 14 · 13 · 12 · 10 · 8' },
      { id: 'pv', what: 'PV', human: 'A tabela acima', awakened: '14 + CON' },
      { id: 'def', what: 'DEF', human: '10 + DES', awakened: '10 + DES ou o Atributo do Cosmo, + armadura (e a guarda)' },
      {
        id: 'golpe',
        what: 'Golpe',
        human: 'FOR ou DES (+ proficiência, do nível 2); a tabela acima',
        awakened: 'FOR, DES ou o Atributo do Cosmo + proficiência; 1d8 + o atributo',
      },
      { id: 'defesas_passivas', what: 'Defesas passivas', human: '10 + atributo, + proficiência nas treinadas', awakened: '14 + atributo, + proficiência nas treinadas' },
      { id: 'cosmo', what: 'Cosmo', human: 'Nenhum: sem Teto, sem piso', awakened: 'O Cosmo inicial, o piso e Teto 5' },
      { id: 'tecnicas', what: 'Técnicas', human: 'Nenhuma', awakened: 'Duas, uma delas a assinatura' },
      { id: 'conviccoes', what: 'Convicções', human: 'Nenhuma no nível 1; uma a partir do 2', awakened: 'Três' },
      { id: 'pericias', what: 'Perícias', human: 'As duas do treino, a partir do nível 2', awakened: 'As seis da criação' },
    ],
  },
};

const T = 'tables/03-criacao.md';
const F = 'FACTS.md › Creation (Capítulo Três)';
const H = 'FACTS.md › Humans and apprentices (Antes do Sexto Sentido)';

/**
 * Where each table of the `creation` section comes from.
 *
 * @example
 * ```ts
 * creationProvenance.standardArray.kind //=> 'stated'
 * ```
 */
export const creationProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  steps: prov('stated', F, 'a ordem das nove etapas; os resumos são o texto do seed'),
  result: prov('stated', F, 'nível 1, Posto Bronze'),
  attributes: prov('restored', `${T} › Etapa 3 · Atributos`),
  modifier: prov('stated', F, 'floor((valor − 10) / 2)'),
  modifierTable: prov('restored', `${T} › O modificador é o que você realmente usa`),
  attributeMax: prov('stated', F, 'nenhum atributo passa de 20'),
  attributeMin: prov('reconstructed', 'docs/regras/creation.md#atributo-mínimo', 'o livro não dá mínimo; 1 aceita qualquer valor de 4d6 e de regras da casa'),
  standardArray: prov('stated', F),
  rolledArray: prov('stated', F, '4d6, descarta o menor, seis vezes'),
  cosmoAttributes: prov('restored', `${T} › Etapa 4 · Atributo do Cosmo`, 'as chaves INT/SAB/CAR são do seed'),
  fightingStyles: prov('restored', `${T} › Etapa 4 · Atributo do Cosmo (Três jeitos de lutar)`),
  armies: prov('restored', `${T} › Etapa 1 · Exército`, 'a coluna constelação é a prosa da Etapa 2 (seed)'),
  constellation: prov('stated', F, 'forma da armadura, acessório, uma característica, o tema das técnicas (livre, sem efeito de regra)'),
  treinoRules: prov('stated', F, 'duas perícias e uma lição; o mestre é Prata ou Ouro'),
  treinos: prov('restored', `${T} › Etapa 5 · Treino`),
  'treinos.licao.effects': prov('restored', `${T} › Etapa 5 · Treino`, 'o texto de cada cartão de lição, em campos (a divisão em campos: docs/regras/creation.md#lições)'),
  conviccoes: prov('stated', F, 'três frases "eu luto", ao menos uma com o nome de uma pessoa'),
  skills: prov('restored', `${T} › Etapa 7 · Perícias e defesas`),
  skillsAtCreation: prov('stated', F, 'seis: as duas do treino e quatro livres; uma repetida é trocada'),
  passiveDefenses: prov('restored', `${T} › Defesas passivas`, 'duas treinadas na criação: seed'),
  'passiveDefenses.trainedAtCreation': prov('stated', F),
  effectFormulas: prov('restored', `${T} › Defesas passivas (As duas contas de um efeito)`),
  techniquesAtCreation: prov('stated', F, 'técnicas de Grau 1, uma a assinatura (duas: techniques.known.start)'),
  finalSums: prov('restored', `${T} › As contas finais`),
  rounding: prov('stated', 'FACTS.md › Resolution (opening chapters)', 'frações arredondam para cima'),
  humans: prov('restored', `${T} › Antes do Sexto Sentido`),
  'humans.levels': prov('restored', `${T} › Níveis humanos`, 'PV 4/6/8/10 + CON também no seed'),
  'humans.array': prov('stated', H),
  'humans.awakening': prov('stated', H, '12→15, 11→14 e 13, 10→12, 9→10, 8→8'),
  'humans.hpMin': prov('restored', 'tables/engine-constants.md › Antes do Sexto Sentido', 'mínimo 1'),
  'humans.trial': prov('restored', `${T} › Quadro "O despertar: a prova da armadura"`),
  'humans.beforeAwakened': prov('stated', H, 'diante de um desperto, o humano é figurante'),
  'humans.tournament': prov('stated', H, 'seed › A prova em torneio: duelos de humanos, uma pausa que conta como descanso curto, Empurrar 1,5 m por sucesso, uma Convicção para o torneio inteiro'),
  'humans.statusBase': prov('restored', `${T} › O status base`),
}))();
