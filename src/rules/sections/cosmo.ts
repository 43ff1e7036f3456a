/**
 * Ruleset section `cosmo` — Capítulo 4: the Cosmo (start, piso, Teto, gains, the life that pays,
 * burning, the aura), the Sentidos (Sexto, Sétimo, Oitavo, Nono), the Guerra dos Mil Dias, the five
 * senses and what each loss does, and the Centelhas.
 *
 * The Nono Sentido follows the seed (`options.nono: 'seed'`); the 0.25.0 book's variant (an elo
 * with a god wakes it like the Sétimo) is the named option `'livro_0_25'` — both are data here.
 *
 * Sources: `FACTS.md › Cosmo (Capítulo Quatro)`, `tables/04-cosmo-e-sentidos.md`, and the Sentidos
 * and Cosmo parts of `tables/engine-constants.md`.
 *
 * @module
 */
import * as z from 'zod';
import { lazyObject } from '../../internal/lazy.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { senseKeySchema, sentidoKeySchema } from '../keys.js';
import { RULESET_LIMITS } from './limits.js';

const slug = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _'));
const label = /* @__PURE__ */ lazyObject(() => z.string().min(1));
const count = /* @__PURE__ */ lazyObject(() => z.number().int().nonnegative());
const positive = /* @__PURE__ */ lazyObject(() => z.number().int().positive());

/** A dotted path into the ruleset (`"cosmo.concentrar"`, `"combat.golpeComum.cosmoOnHit"`). */
const rulePath = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/, 'caminho de regra: seção.chave.subchave'));

/**
 * One row of the book's table "O Cosmo" (Quando · Cosmo), kept as a reference: the numbers of each
 * row live once, with their rule, and `rules` points at them.
 */
const gainSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: slug,
  /** The book's "Quando" column. */
  when: label,
  /** Where the row's numbers live (dotted ruleset paths); empty when the row changes nothing. */
  rules: z.array(rulePath),
  /** The book's "Cosmo" column, only where it is words and not a number of its own ("O que sobrou da luta anterior"). */
  text: label.optional(),
}));

const sentidoSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: sentidoKeySchema,
  name: label,
  /** Power step (Sexto 0, Sétimo 1, Nono 2); `null` for the Oitavo, which is not a step. */
  step: z.number().int().nonnegative().nullable(),
  /** Teto added while in this Sentido (on top of the previous one's). */
  teto: count,
  /** Extra burning allowed while in it (Sétimo: +2 over proficiency). */
  burnBonus: z.number().int().nonnegative().max(RULESET_LIMITS.techniqueSize),
  who: label,
  changes: label,
  rarity: z.string(),
}));

const senseSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: senseKeySchema,
  name: label,
  /** "Efeito enquanto estiver perdido", as printed. */
  effect: label,
  /** DEF penalty while lost (Visão: 2). */
  defPenalty: count,
  /** What gets Desvantagem while lost (slugs: attacks_far, initiative, percepcao, fortitude, acrobacia, atletismo). */
  disadvantageOn: z.array(slug),
  /** Reactions allowed while lost (Tato: none). */
  noReactions: z.boolean(),
}));

const nonoVariantSchema = /* @__PURE__ */ lazyObject(() => z.object({
  label,
  /**
   * The "Quem chega" text of the Sentidos row Nono while this variant is in force, when it differs
   * from the row (which holds the seed's wording).
   */
  who: label.optional(),
  requirements: z.array(label).min(1),
  /** Fraction of max HP when standing into the Nono (seed: ½), or `null` when it wakes like the Sétimo. */
  standHpFraction: z.number().positive().max(1).nullable(),
  cosmoToTeto: z.boolean(),
  /** Does cutting the elo de ligação end the Nono (0.25.0) or only the Divine form (seed)? */
  cuttingEloEnds: z.enum(['nono', 'forma_divina']),
}));

/** The schema of {@link cosmoSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link CosmoRules}. */
export const cosmoSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** Named options where the seed and the 0.25.0 tables disagree. */
    options: z.object({ nono: z.enum(['seed', 'livro_0_25']) }),
    /** Starting Cosmo: Cosmo-attribute modifier (minimum `min`) + `perCosmoChoice` per Cosmo choice, up to the Teto. */
    start: z.object({ min: positive, perCosmoChoice: count, cappedByTeto: z.boolean() }),
    /** Piso: `base`, +1 per `cosmoChoicesPerStep` Cosmo choices. */
    floor: z.object({ base: count, cosmoChoicesPerStep: positive }),
    /**
     * Teto = base + proficiency + perCosmoChoice × Cosmo choices; the temporary sources live with
     * their rule: `senses.lossTeto` per lost sense, `centelhas.teto` per Centelha (up to
     * `centelhas.tetoMaxPerFight`), `sentidos[].teto` per Sentido.
     */
    teto: z.object({
      base: count,
      addsProficiency: z.boolean(),
      perCosmoChoice: count,
      /** Only burning goes past the Teto. */
      onlyBurningExceeds: z.boolean(),
    }),
    /**
     * Table "O Cosmo" (Quando · Cosmo), as a reference: each row names where its numbers live
     * (`clock.cosmo`, `concentrar`, `senses.lossCosmo`, `centelhas.cosmo`, `combat.golpeComum.cosmoOnHit`…).
     */
    gains: z.array(gainSchema).min(1),
    /** The clock: +`cosmo` at the start of each of your turns, from round `fromRound` on. */
    clock: z.object({ cosmo: positive, fromRound: positive }),
    /** Concentrar gives this much Cosmo. */
    concentrar: positive,
    /** Quadro "O Cosmo não acaba": the life pays what is missing. */
    lifePays: z.object({
      dieSides: positive,
      /** The dice per missing point are multiplied by the technique's Grau. */
      timesGrau: z.boolean(),
      pointLimit: z.null(),
      armorReduces: z.boolean(),
      example: label,
      lastStrike: label,
      /** On the last strike: HP left if the foe falls. */
      lastStrikeHpIfFoeFalls: positive,
    }),
    /** Burning: at most proficiency (+ Sétimo bonus) extra points; same price as the life that pays. */
    burning: z.object({
      max: z.literal('proficiency'),
      perPointDamagePoints: positive,
      exceedsMaxSize: z.boolean(),
      dieSides: positive,
      timesGrau: z.boolean(),
      afterwardsCosmoTo: z.literal('piso'),
      ignoresLida: z.boolean(),
      declareBeforeRoll: z.boolean(),
    }),
    /** At the Teto: aura, Desvantagem on these skills. */
    aura: z.object({ disadvantageOn: z.array(slug) }),
    /** Arriving at a fight with Cosmo at the Teto / the piso, measured points in a duel. */
    arrival: z.object({ atTetoPoints: z.tuple([count, count]), atFloorPointsUpTo: count }),
    /** The four Sentidos (table "Os Sentidos"). */
    sentidos: z.array(sentidoSchema).length(4),
    /** What one and two steps of difference do. */
    stepDifference: z.object({
      oneAbove: label,
      twoAbove: label,
      /** Two steps above: the lower one's attacks only hit on this natural roll. */
      twoAboveHitsOnlyOnNatural: positive,
      /** Same step: nothing but the elite's domínio and the Prata's Hierarquia. */
      sameStep: label,
    }),
    /** Elite: enters the Sétimo at will; domínio +3 / −3 against those who only awakened. */
    elite: z.object({
      postos: z.array(label).min(1),
      /** How the elite enters the Sétimo: at the start of any of its turns, no action, until the end of the fight. */
      entersSetimo: z.object({ atStartOfAnyTurn: z.boolean(), costsAction: z.boolean(), untilEndOfFight: z.boolean() }),
      dominio: positive,
      twoElitesCancel: z.boolean(),
    }),
    /** Prata's Hierarquia over Bronze (+2 / −2); the elite does not use it (`eliteUses: false`). */
    hierarquia: z.object({ bonus: positive, penalty: positive, eliteUses: z.boolean() }),
    /** Bronze and Prata in the Sétimo: the three conditions, the first time, mastering it. */
    setimo: z.object({
      conditions: z.array(z.object({ id: slug, label, text: label })).length(3),
      sacrifices: z.array(slug).min(1),
      firstTimeFromLevel: positive,
      firstTimeRules: label,
      /** The Mestre's rule of the quadro "Quão raro é cada Sentido": which of the Mestre's warriors may awaken it. */
      gmRule: label,
      masterFromLevel: positive,
      masterTraining: z.object({ cd: positive, successes: positive, natural20Counts: positive, every: label }),
      mastered: label,
      glimpse: label,
      lasts: label,
    }),
    /** Guerra dos Mil Dias. */
    guerraDosMilDias: z.object({
      clash: label,
      clashNaturalMin: positive,
      clashNaturalMax: positive,
      segments: positive,
      atEnd: label,
      exits: z.array(z.object({ id: slug, label, rule: label })).length(4),
      rarity: label,
    }),
    /** O Oitavo Sentido. */
    oitavo: z.object({
      minLevel: positive,
      training: z.object({ cd: positive, successes: positive, natural20Counts: positive, every: label }),
      budaPerLevel: positive,
      gives: z.array(label).min(1),
      bloodPath: z.object({ requirements: label, trigger: label, effect: label }),
    }),
    /** O Nono Sentido, both versions; `options.nono` picks one. */
    nono: z.object({
      variants: z.object({ seed: nonoVariantSchema, livro_0_25: nonoVariantSchema }),
      elos: z.array(z.object({ id: slug, label, tag: label, rule: label })).length(2),
      whileIn: z.array(label).min(1),
    }),
    /** The five senses: what each loss gives and takes. */
    senses: z.object({
      lossCosmo: positive,
      lossTeto: positive,
      list: z.array(senseSchema).length(5),
      ways: z.array(z.object({ id: slug, label, tag: label, rule: label })).length(2),
      mutilation: z.object({ damage: z.object({ dice: z.number().int().positive().max(RULESET_LIMITS.techniqueSize), sides: positive }), medicinaCd: positive, interludeDays: positive }),
      noneLeft: label,
    }),
    /** Centelhas. */
    centelhas: z.object({
      perSession: positive,
      perRound: positive,
      cosmo: positive,
      teto: positive,
      tetoMaxPerFight: positive,
      advantageOnNextAttack: z.boolean(),
      senderCostIfFighting: count,
      breaksGuerra: z.boolean(),
      receiverAtZeroMayStand: z.boolean(),
    }),
  })
  .superRefine((c, ctx) => {
    const steps = c.sentidos.filter((s) => s.step !== null).map((s) => s.step as number);
    for (let i = 1; i < steps.length; i++) {
      if (steps[i]! <= steps[i - 1]!)
        ctx.addIssue({
          code: 'custom',
          path: ['sentidos'],
          message: `Os degraus dos Sentidos precisam subir (${steps.join(', ')}).`,
          params: { code: 'sentido_steps_not_increasing', steps },
        });
    }
    const ids = new Set(c.senses.list.map((s) => s.id));
    if (ids.size !== c.senses.list.length)
      ctx.addIssue({
        code: 'custom',
        path: ['senses', 'list'],
        message: 'Cada um dos cinco sentidos precisa aparecer uma vez só.',
        params: { code: 'sense_duplicated' },
      });
    const sids = new Set(c.sentidos.map((s) => s.id));
    if (sids.size !== c.sentidos.length)
      ctx.addIssue({
        code: 'custom',
        path: ['sentidos'],
        message: 'Cada Sentido precisa aparecer uma vez só.',
        params: { code: 'sentido_duplicated' },
      });
    // The rows of "O Cosmo" point at the numbers' one home: a path inside this section must exist.
    c.gains.forEach((g, i) =>
      g.rules.forEach((path, j) => {
        const [section, ...keys] = path.split('.');
        if (section !== 'cosmo') return;
        let at: unknown = c;
        for (const k of keys) at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined;
        if (at === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['gains', i, 'rules', j],
            message: `A linha "${g.id}" da tabela "O Cosmo" aponta para ${path}, que não existe.`,
            params: { code: 'cosmo_gain_rule_unknown', gain: g.id, rule: path },
          });
      }),
    );
    if (c.guerraDosMilDias.clashNaturalMin > c.guerraDosMilDias.clashNaturalMax)
      ctx.addIssue({
        code: 'custom',
        path: ['guerraDosMilDias'],
        message: `O choque vai de ${c.guerraDosMilDias.clashNaturalMin} a ${c.guerraDosMilDias.clashNaturalMax}: faixa invertida.`,
        params: { code: 'clash_range_inverted' },
      });
  }));

/**
 * zod schema of the `cosmo` section, with semantic checks (steps increasing Sexto → Sétimo → Nono,
 * the chosen Nono variant existing, the five senses present once each…).
 *
 * @example
 * ```ts
 * cosmoSchema.safeParse(cosmo).success //=> true
 * ```
 */
export const cosmoSchema: z.ZodType<CosmoRules> = cosmoSchemaDef;

/**
 * One reading of the Nono Sentido's rule (the seed's, or the book's 0.25): what it requires and how it stands.
 *
 * @example
 * ```ts
 * const v: NonoVariant = cosmo.nono.variants.seed; // requirements, standHpFraction, cuttingEloEnds
 * ```
 */
export type NonoVariant = {
    label: string;
    requirements: string[];
    standHpFraction: number | null;
    cosmoToTeto: boolean;
    cuttingEloEnds: "nono" | "forma_divina";
    who?: string | undefined;
};

/**
 * The `cosmo` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const c: CosmoRules = bookRuleset.cosmo;
 * ```
 */
export type CosmoRules = {
    options: {
        nono: "seed" | "livro_0_25";
    };
    start: {
        min: number;
        perCosmoChoice: number;
        cappedByTeto: boolean;
    };
    floor: {
        base: number;
        cosmoChoicesPerStep: number;
    };
    teto: {
        base: number;
        addsProficiency: boolean;
        perCosmoChoice: number;
        onlyBurningExceeds: boolean;
    };
    gains: {
        id: string;
        when: string;
        rules: string[];
        text?: string | undefined;
    }[];
    clock: {
        cosmo: number;
        fromRound: number;
    };
    concentrar: number;
    lifePays: {
        dieSides: number;
        timesGrau: boolean;
        pointLimit: null;
        armorReduces: boolean;
        example: string;
        lastStrike: string;
        lastStrikeHpIfFoeFalls: number;
    };
    burning: {
        max: "proficiency";
        perPointDamagePoints: number;
        exceedsMaxSize: boolean;
        dieSides: number;
        timesGrau: boolean;
        afterwardsCosmoTo: "piso";
        ignoresLida: boolean;
        declareBeforeRoll: boolean;
    };
    aura: {
        disadvantageOn: string[];
    };
    arrival: {
        atTetoPoints: [number, number];
        atFloorPointsUpTo: number;
    };
    sentidos: {
        id: "sexto" | "setimo" | "oitavo" | "nono";
        name: string;
        step: number | null;
        teto: number;
        burnBonus: number;
        who: string;
        changes: string;
        rarity: string;
    }[];
    stepDifference: {
        oneAbove: string;
        twoAbove: string;
        twoAboveHitsOnlyOnNatural: number;
        sameStep: string;
    };
    elite: {
        postos: string[];
        entersSetimo: {
            atStartOfAnyTurn: boolean;
            costsAction: boolean;
            untilEndOfFight: boolean;
        };
        dominio: number;
        twoElitesCancel: boolean;
    };
    hierarquia: {
        bonus: number;
        penalty: number;
        eliteUses: boolean;
    };
    setimo: {
        conditions: {
            id: string;
            label: string;
            text: string;
        }[];
        sacrifices: string[];
        firstTimeFromLevel: number;
        firstTimeRules: string;
        gmRule: string;
        masterFromLevel: number;
        masterTraining: {
            cd: number;
            successes: number;
            natural20Counts: number;
            every: string;
        };
        mastered: string;
        glimpse: string;
        lasts: string;
    };
    guerraDosMilDias: {
        clash: string;
        clashNaturalMin: number;
        clashNaturalMax: number;
        segments: number;
        atEnd: string;
        exits: {
            id: string;
            label: string;
            rule: string;
        }[];
        rarity: string;
    };
    oitavo: {
        minLevel: number;
        training: {
            cd: number;
            successes: number;
            natural20Counts: number;
            every: string;
        };
        budaPerLevel: number;
        gives: string[];
        bloodPath: {
            requirements: string;
            trigger: string;
            effect: string;
        };
    };
    nono: {
        variants: {
            seed: NonoVariant;
            livro_0_25: NonoVariant;
        };
        elos: {
            id: string;
            label: string;
            tag: string;
            rule: string;
        }[];
        whileIn: string[];
    };
    senses: {
        lossCosmo: number;
        lossTeto: number;
        list: {
            id: "tato" | "paladar" | "olfato" | "audicao" | "visao";
            name: string;
            effect: string;
            defPenalty: number;
            disadvantageOn: string[];
            noReactions: boolean;
        }[];
        ways: {
            id: string;
            label: string;
            tag: string;
            rule: string;
        }[];
        mutilation: {
            damage: {
                dice: number;
                sides: number;
            };
            medicinaCd: number;
            interludeDays: number;
        };
        noneLeft: string;
    };
    centelhas: {
        perSession: number;
        perRound: number;
        cosmo: number;
        teto: number;
        tetoMaxPerFight: number;
        advantageOnNextAttack: boolean;
        senderCostIfFighting: number;
        breaksGuerra: boolean;
        receiverAtZeroMayStand: boolean;
    };
};

/**
 * The book's `cosmo` tables.
 *
 * @example
 * ```ts
 * cosmo.teto.base //=> 3
 * cosmo.options.nono //=> 'seed'
 * ```
 */
export const cosmo: CosmoRules = {
  options: { nono: 'seed' },
  start: { min: 1, perCosmoChoice: 1, cappedByTeto: true },
  floor: { base: 1, cosmoChoicesPerStep: 2 },
  teto: {
    base: 3,
    addsProficiency: true,
    perCosmoChoice: 1,
    onlyBurningExceeds: true,
  },
  gains: [
    { id: 'descanso_longo', when: 'Depois de um descanso longo', rules: ['cosmo.start', 'combat.rests.longo.cosmoTo'], text: 'O valor inicial' },
    { id: 'sem_descanso', when: 'A luta começa sem descanso longo antes', rules: [], text: 'O que sobrou da luta anterior' },
    { id: 'relogio', when: 'Começo de cada turno seu, a partir da segunda rodada', rules: ['cosmo.clock.cosmo', 'cosmo.clock.fromRound'] },
    {
      id: 'golpe_comum',
      when: 'Um golpe comum seu acerta (uma vez por turno)',
      rules: ['combat.golpeComum.cosmoOnHit', 'combat.golpeComum.cosmoOncePerTurn'],
    },
    { id: 'concentrar', when: 'Você usa a ação Concentrar', rules: ['cosmo.concentrar'] },
    { id: 'sentido_perdido', when: 'Você perde um dos cinco sentidos', rules: ['cosmo.senses.lossCosmo', 'cosmo.senses.lossTeto'] },
    { id: 'centelha', when: 'Você recebe uma Centelha', rules: ['cosmo.centelhas.cosmo', 'cosmo.centelhas.teto'] },
    { id: 'levantar', when: 'Você levanta do chão', rules: ['combat.levantar.cosmoToTeto'], text: 'Vai direto ao Teto' },
  ],
  clock: { cosmo: 1, fromRound: 2 },
  concentrar: 2,
  lifePays: {
    dieSides: 4,
    timesGrau: true,
    pointLimit: null,
    armorReduces: false,
    example:
      'piso 2 e 3 de Cosmo: técnica de 3 sai toda do Cosmo, que fica em 2; com 2 de Cosmo, cobra 1 ponto da vida e o Cosmo fica em 2',
    lastStrike: 'se o preço passa da vida, o golpe sai; se derruba o inimigo, você fica com 1 PV; se não, você cai logo depois',
    lastStrikeHpIfFoeFalls: 1,
  },
  burning: {
    max: 'proficiency',
    perPointDamagePoints: 1,
    exceedsMaxSize: true,
    dieSides: 4,
    timesGrau: true,
    afterwardsCosmoTo: 'piso',
    ignoresLida: true,
    declareBeforeRoll: true,
  },
  aura: { disadvantageOn: ['furtividade'] },
  arrival: { atTetoPoints: [0, 3], atFloorPointsUpTo: 11 },
  sentidos: [
    {
      id: 'sexto',
      name: 'Sexto',
      step: 0,
      teto: 0,
      burnBonus: 0,
      who: 'Todo guerreiro',
      changes: 'O patamar de todos: golpes na velocidade do som',
      rarity: '',
    },
    {
      id: 'setimo',
      name: 'Sétimo',
      step: 1,
      teto: 2,
      burnBonus: 2,
      who: 'A elite, quando quer · Bronze e Prata, quase nunca: os personagens, do nível 5 em diante, no limite e por uma luta',
      changes: 'A velocidade da luz: um degrau acima do Sexto, e +2 de Teto',
      rarity:
        'quase impossível entre os Bronzes, muito raro entre os Pratas recém-promovidos, poucos veteranos; padrão na elite (todo Ouro)',
    },
    {
      id: 'oitavo',
      name: 'Oitavo',
      step: null,
      teto: 0,
      burnBonus: 0,
      who: 'Quem treinou e passou pela morte',
      changes: 'Não dá força: dá o estado de Buda e a entrada viva no mundo dos mortos',
      rarity: 'um ou dois Ouros por geração, no máximo',
    },
    {
      id: 'nono',
      name: 'Nono',
      step: 2,
      teto: 2,
      burnBonus: 0,
      who: 'Quem já despertou o Oitavo, numa luta contra um deus, ao cair pela segunda vez — pede o mesmo de todo mundo',
      changes: 'O sentido dos deuses: um degrau acima do Sétimo, e o único que fere um deus maior',
      rarity: 'nem é conhecido pelos Cavaleiros',
    },
  ],
  stepDifference: {
    oneAbove: 'Vantagem nos ataques e nas Rolagens de Efeito contra quem está abaixo; ele tem Desvantagem contra você.',
    twoAbove: 'Além disso, os ataques dele contra você só acertam num 20 natural.',
    twoAboveHitsOnlyOnNatural: 20,
    sameStep: 'Nada — a não ser o domínio da elite e a Hierarquia do Prata sobre o Bronze.',
  },
  elite: {
    postos: ['Ouro', 'General Marina', 'Juiz', 'Guerreiro Deus'],
    entersSetimo: { atStartOfAnyTurn: true, costsAction: false, untilEndOfFight: true },
    dominio: 3,
    twoElitesCancel: true,
  },
  hierarquia: { bonus: 2, penalty: 2, eliteUses: false },
  setimo: {
    conditions: [
      { id: 'teto', label: 'O Cosmo está no Teto', text: 'Você já chegou ao máximo do que o seu corpo aguenta.' },
      { id: 'sacrificio', label: 'Um sacrifício', text: 'Neste turno você queimou o Cosmo, levantou do chão ou perdeu um dos cinco sentidos.' },
      {
        id: 'conviccao',
        label: 'Uma Convicção dita em voz alta',
        text: 'Antes de rolar qualquer coisa, você diz por que ainda está lutando. Ela não é gasta: é invocada.',
      },
    ],
    sacrifices: ['queimar', 'levantar', 'perder_sentido'],
    firstTimeFromLevel: 5,
    firstTimeRules:
      'não antes do nível 5, nem levantando do chão; numa luta que importa (Posto ou nível acima, nomeado com Convicção, ou uma vida em jogo)',
    gmRule:
      'um Bronze ou um Prata do Mestre só desperta o Sétimo se for um rival, com Convicção; o nomeado sem Convicção luta no Sexto até o fim; a elite entra no Sétimo quando quer',
    masterFromLevel: 8,
    masterTraining: { cd: 18, successes: 3, natural20Counts: 2, every: 'uma ação de Interlúdio por semana, Atributo do Cosmo + proficiência' },
    mastered:
      'entra no Sétimo no começo de qualquer turno com o Cosmo no Teto, sem ação, sem sacrifício nem Convicção; o domínio de +3 continua só da elite',
    glimpse:
      'só do nível 5 em diante; um instante no Sétimo que não dá o degrau, não dá Glória, não conta como primeiro despertar e não se repete por vontade',
    lasts: 'até o fim daquela luta; na próxima, começa no Sexto de novo',
  },
  guerraDosMilDias: {
    clash:
      'Dois guerreiros no mesmo Sentido (Sétimo ou acima) usam técnicas um contra o outro na mesma rodada, e os dois d20 naturais dão o mesmo número',
    clashNaturalMin: 16,
    clashNaturalMax: 20,
    segments: 6,
    atEnd:
      'destruição mútua: os dois caem a 0 PV, sem poder levantar nesta luta, e as duas armaduras morrem; os acertos entre os dois não causam dano nem condição',
    exits: [
      { id: 'centelha', label: 'Uma Centelha', rule: 'Qualquer Cosmo vindo de fora quebra a trava, e a luta volta ao normal.' },
      { id: 'sentido', label: 'Um sentido', rule: 'Perder um sentido também quebra a trava — arrancado pelo inimigo ou mutilado por você.' },
      { id: 'alguem_de_fora', label: 'Alguém de fora', rule: 'Um terceiro que ataca qualquer um dos dois rompe a trava.' },
      {
        id: 'destruicao_voluntaria',
        label: 'Destruição voluntária',
        rule: 'Um dos dois aceita cair levando o outro: os dois vão a 0 PV na hora, e as duas armaduras morrem.',
      },
    ],
    rarity: 'uma luta em cada seis a nove entre dois Ouros, e quase nunca entre Bronzes',
  },
  oitavo: {
    minLevel: 12,
    training: { cd: 18, successes: 3, natural20Counts: 2, every: 'uma ação de Interlúdio por semana, Atributo do Cosmo + proficiência' },
    budaPerLevel: 1,
    gives: [
      'O estado de Buda, uma vez por nível: o corpo cai e a consciência segue agindo até o fim da luta, com os PV do começo dela e sem armadura; volta ao corpo com 1 PV.',
      'O mundo dos mortos: entrar e sair com o corpo vivo (um minuto de meditação).',
      'Sentir sem os sentidos: sem nenhum dos cinco, continua de pé mesmo no Sexto.',
      'A hiperdimensão, se a armadura tem sangue de deus.',
    ],
    bloodPath: {
      requirements: 'armadura revivida com o sangue de um deus, nível 12 e o Sétimo dominado',
      trigger: 'uma situação que levaria à morte (cair a 0 PV sem poder levantar, ou morrer de verdade)',
      effect: 'desperta o Oitavo sem o treino, entra no estado de Buda; a armadura fica dourada até o fim daquela luta ou cena',
    },
  },
  nono: {
    variants: {
      seed: {
        label: 'O Nono do seed: pede o mesmo de todo mundo',
        requirements: [
          'O Oitavo: você já despertou o Oitavo.',
          'Um deus: você está numa luta contra um deus.',
          'Cair duas vezes: já caiu e levantou nesta luta, no Sétimo; ao cair de novo, sem poder levantar, diga uma Convicção (invocada, não gasta).',
        ],
        standHpFraction: 0.5,
        cosmoToTeto: true,
        cuttingEloEnds: 'forma_divina',
      },
      livro_0_25: {
        label: 'O Nono da versão 0.25.0: quem tem um elo com um deus',
        who: 'Quem tem um elo com um deus',
        requirements: [
          'Com um elo divino: como o Sétimo — já no Sétimo, Cosmo no Teto, um sacrifício e uma Convicção.',
          'Sem elo: o Oitavo e um deus, com as mesmas condições.',
        ],
        standHpFraction: null,
        cosmoToTeto: true,
        cuttingEloEnds: 'nono',
      },
    },
    elos: [
      {
        id: 'elo_de_sangue',
        label: 'Elo de sangue',
        tag: 'Permanente',
        rule: 'A sua armadura foi revivida com o sangue de um deus (Capítulo Sete). O sangue fica adormecido nela, e ninguém tira.',
      },
      {
        id: 'elo_de_ligacao',
        label: 'Elo de ligação',
        tag: 'Pode ser cortado',
        rule: 'Um objeto que carrega o Cosmo de um deus e foi dado a você (Capítulo Oito). Se o objeto for tomado ou destruído, o elo acaba na hora, mesmo no meio da luta.',
      },
    ],
    whileIn: [
      'um degrau acima do Sétimo, e dois acima do Sexto',
      'o Teto sobe mais 2',
      'com um elo, a armadura assume a forma Divina; sem elo, continua como está',
      'os seus ataques ferem deuses por inteiro',
      'dura até o fim da luta',
    ],
  },
  senses: {
    lossCosmo: 1,
    lossTeto: 1,
    list: [
      {
        id: 'tato',
        name: 'Tato',
        effect: 'Você não pode usar reações; Desvantagem em Acrobacia e Atletismo.',
        defPenalty: 0,
        disadvantageOn: ['acrobacia', 'atletismo'],
        noReactions: true,
      },
      { id: 'paladar', name: 'Paladar', effect: 'Desvantagem em Fortitude.', defPenalty: 0, disadvantageOn: ['fortitude'], noReactions: false },
      {
        id: 'olfato',
        name: 'Olfato',
        effect: 'Desvantagem em Percepção; você não percebe venenos nem gases.',
        defPenalty: 0,
        disadvantageOn: ['percepcao'],
        noReactions: false,
      },
      {
        id: 'audicao',
        name: 'Audição',
        effect: 'Desvantagem na Iniciativa; ninguém pode te dar Ajuda. Imune a efeitos de som.',
        defPenalty: 0,
        disadvantageOn: ['iniciativa'],
        noReactions: false,
      },
      {
        id: 'visao',
        name: 'Visão',
        effect:
          '−2 na DEF; Desvantagem nos ataques contra alvos a mais de 3 metros. Imune a efeitos de olhar, como o Escudo da Medusa.',
        defPenalty: 2,
        disadvantageOn: ['ataques_a_mais_de_3_metros'],
        noReactions: false,
      },
    ],
    ways: [
      {
        id: 'arrancado',
        label: 'Arrancado',
        tag: 'Por uma técnica inimiga',
        rule: 'É a condição forte Sentido arrancado; quem ataca escolhe qual. O sentido volta sozinho: um por descanso longo.',
      },
      {
        id: 'mutilacao',
        label: 'Mutilação',
        tag: 'Pelas suas próprias mãos',
        rule: 'Com a ação, você destrói os próprios olhos ou ouvidos: perde a Visão ou a Audição e sofre 1d6 de dano. Um sentido mutilado não volta com descanso: só com uma semana de Interlúdio e um teste de Medicina CD 20 de quem cuidar de você — ou nunca, se você quiser.',
      },
    ],
    mutilation: { damage: { dice: 1, sides: 6 }, medicinaCd: 20, interludeDays: 7 },
    noneLeft:
      'Sem nenhum dos cinco, você só continua de pé se estiver no Sétimo Sentido ou acima, ou se tiver despertado o Oitavo. Se não, cai a 0 PV no fim do turno.',
  },
  centelhas: {
    perSession: 3,
    perRound: 1,
    cosmo: 1,
    teto: 1,
    tetoMaxPerFight: 3,
    advantageOnNextAttack: true,
    senderCostIfFighting: 1,
    breaksGuerra: true,
    receiverAtZeroMayStand: true,
  },
};

const T = 'tables/04-cosmo-e-sentidos.md';
const F = 'FACTS.md › Cosmo (Capítulo Quatro)';
const E = 'tables/engine-constants.md';

/**
 * Where each table of the `cosmo` section comes from.
 *
 * @example
 * ```ts
 * cosmoProvenance.teto.kind //=> 'stated'
 * ```
 */
export const cosmoProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  options: prov('stated', 'FACTS.md › 2. Restored, and where the two disagree', 'Nono: o seed vence; a versão 0.25.0 é a opção "livro_0_25"'),
  start: prov('restored', `${T} › O Cosmo`, 'mínimo 1; +1 por escolha de Cosmo, até o Teto'),
  floor: prov('restored', `${T} › Quadro "O Cosmo não acaba"`, 'piso 1, +1 a cada duas escolhas de Cosmo'),
  teto: prov('stated', F, 'Teto = 3 + proficiência + 1 por escolha de Cosmo'),
  gains: prov('restored', `${T} › O Cosmo`),
  'gains.golpe_comum': prov('stated', F, '+1 uma vez por turno; o número mora em combat.golpeComum'),
  clock: prov('restored', `${T} › O Cosmo`, '+1 no começo de cada turno, a partir da segunda rodada; também tables/engine-constants.md › Cosmo (COSMO_RELOGIO)'),
  concentrar: prov('restored', 'tables/05-combate.md › Suas ações', 'Concentrar: +2 de Cosmo'),
  lifePays: prov('restored', `${T} › Quadro "O Cosmo não acaba"`),
  burning: prov('stated', F, 'no máximo a proficiência; 1d4 por ponto × Grau; volta ao piso; ignora a Lida'),
  aura: prov('stated', F, 'Desvantagem em Furtividade'),
  arrival: prov('stated', F, 'no Teto vale 0–3 pontos num duelo; no piso, até 11'),
  sentidos: prov('restored', `${T} › Os Sentidos`, 'degraus, Teto +2 e queimar +2: seed'),
  'sentidos.rarity': prov('restored', `${T} › Quadro "Quão raro é cada Sentido"`),
  'sentidos.nono.who': prov('stated', 'seed › O Nono Sentido', 'pede o mesmo de todo mundo: o Oitavo, um deus, cair duas vezes (FACTS.md parte 2: o seed vence)'),
  stepDifference: prov('stated', F, 'um degrau: Vantagem/Desvantagem; dois: só acerta no 20 natural; mesmo degrau: nada'),
  elite: prov('stated', F, 'entra no Sétimo no começo de qualquer turno, sem ação, até o fim da luta; domínio +3'),
  'elite.twoElitesCancel': prov('restored', `${T} › Quadro "O Sétimo dominado"`),
  hierarquia: prov('stated', F, 'Prata +2 contra Bronze, que tem −2; a elite não usa'),
  setimo: prov('stated', F, 'as três condições; primeira vez do nível 5'),
  'setimo.firstTimeRules': prov('restored', `${T} › Quadros "O primeiro despertar" e "Dominar o Sétimo"`),
  'setimo.gmRule': prov('restored', `${T} › Quadro "Quão raro é cada Sentido"`, 'linha "Regra"'),
  'setimo.masterFromLevel': prov('restored', `${T} › Quadros "O primeiro despertar" e "Dominar o Sétimo"`),
  'setimo.masterTraining': prov('restored', `${T} › Quadros "O primeiro despertar" e "Dominar o Sétimo"`),
  'setimo.mastered': prov('restored', `${T} › Quadros "O primeiro despertar" e "Dominar o Sétimo"`),
  'setimo.glimpse': prov('restored', `${T} › Quadros "O primeiro despertar" e "Dominar o Sétimo"`),
  guerraDosMilDias: prov('restored', `${T} › A Guerra dos Mil Dias`, 'seis segmentos: seed'),
  oitavo: prov('stated', F, 'nível 12, CD 18, três sucessos, 20 natural vale dois, Buda uma vez por nível'),
  'oitavo.bloodPath': prov('restored', `${T} › Quadro "O outro caminho: o sangue de um deus"`),
  nono: prov('stated', F, 'metade dos PV máximos, Cosmo no Teto, Teto +2'),
  'nono.variants.livro_0_25': prov('restored', `${T} › Os Sentidos (linha Nono) e nota de divergência`),
  'nono.elos': prov('restored', `${T} › O Nono Sentido (Elo de sangue · Elo de ligação)`),
  senses: prov('restored', `${T} › O que cada sentido tira`, '+1 Cosmo e +1 Teto por sentido: seed'),
  'senses.lossCosmo': prov('stated', F),
  'senses.lossTeto': prov('stated', F),
  'senses.ways': prov('restored', `${T} › Os cinco sentidos`),
  'senses.mutilation': prov('restored', `${T} › Os cinco sentidos (Mutilação)`),
  'senses.noneLeft': prov('stated', F),
  centelhas: prov('stated', F, '3 por sessão; +1 Cosmo, +1 Teto (máx. +3 por luta); custa 1 a quem manda'),
  'centelhas.tetoMaxPerFight': prov('restored', `${E} › Cosmo (TETO_CENTELHA_MAX)`, 'igual ao seed (máx. +3 por luta)'),
}))();
