/**
 * Ruleset section `combat` — Capítulo 5: the turn and the actions, Iniciativa, the opening strike,
 * reactions, the golpe comum and the Ataque Extra, the Lida mark, falling and Levantar, the
 * conditions with their grades (the keys of `conditions` are the library's condition catalogue),
 * poison and disease, and the three rests.
 *
 * Every number lives once. Numbers of this chapter that belong to another chapter's table are not
 * copied here: Bloquear's +2 is the Braços piece (`armor.pieces`, +3 with the Escudo in
 * `armor.accessories`), Aparar's cost and fraction are `armor.aparar`, the garras/chifres die is
 * `armor.accessories`, the golpe comum crit is `resolution.critical`, the first Sétimo level is
 * `cosmo.setimo.firstTimeFromLevel`, the miracle's HP is `enemies.patronGod.miracle.hpFraction`, the
 * cracked armor after a long rest is `armor.regeneration`, the blood third's return is
 * `armor.bloodThirds.daysPerThirdReturn`, and the Convicções coming back on level-up are
 * `progression.levelUp.allConviccoesReturn`.
 *
 * Sources: `FACTS.md › Combat (Capítulo Cinco)` and `tables/05-combate.md`.
 *
 * @module
 */
import * as z from 'zod';
import { lazyObject } from '../../internal/lazy.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { attributeKeySchema } from '../keys.js';
import { custom } from './helpers.js';

const slug = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _'));
const label = /* @__PURE__ */ lazyObject(() => z.string().min(1));
const count = /* @__PURE__ */ lazyObject(() => z.number().int().nonnegative());
const positive = /* @__PURE__ */ lazyObject(() => z.number().int().positive());
const fraction = /* @__PURE__ */ lazyObject(() => z.number().positive().max(1));

const conditionSchema = /* @__PURE__ */ lazyObject(() => z.object({
  name: label,
  /** fraca / media / forte / destino. */
  grade: z.enum(['fraca', 'media', 'forte', 'destino']),
  effect: label,
  /** Named in the seed's prose (the others come from the restored table). */
  namedInSeed: z.boolean(),
  /**
   * What the effect does in a fight, as flags and numbers an engine can apply (the fight
   * simulator): absent for a condition that changes nothing between two fighters face to face
   * (movement, tests, who is nearest).
   */
  fight: z
    .object({
      /** It loses its action (Atordoado, Paralisado, Dominado, Banido). */
      skipsAction: z.boolean().optional(),
      /** It has no reaction (Lento, Atordoado, Paralisado, Banido). */
      noReaction: z.boolean().optional(),
      /** Desvantagem on its attacks (Amedrontado, Cego; Ofuscado on the next one). */
      attacksWithDisadvantage: z.boolean().optional(),
      /** Attacks against it have Vantagem (Caído, Preso, Cego; Desprevenido the next one). */
      attackedWithAdvantage: z.boolean().optional(),
      /** The condition ends after one attack (its own, or against it). */
      oneAttack: z.boolean().optional(),
      /** Golpes corpo a corpo that hit it are critical (Paralisado). */
      meleeHitsAreCritical: z.boolean().optional(),
      /** Nobody reaches it (Banido). */
      unreachable: z.boolean().optional(),
      /** At the end of its turn, dice of `sides` faces, one per Grau of the technique that imposed it (Queimando). */
      endOfTurnDamagePerGrau: z.object({ sides: positive }).optional(),
    })
    .optional(),
}));

const restSchema = /* @__PURE__ */ z.object({
  name: label,
  duration: label,
  recovers: label,
  /** Fraction of max HP recovered. */
  hpFraction: fraction,
});

/** The schema of {@link combatSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link CombatRules}. */
export const combatSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** Table "O que você faz no seu turno". */
    turn: z.array(z.object({ id: slug, have: label, for: label })).min(1),
    /** The nine action cards of "Suas ações". */
    actions: z.array(z.object({ id: slug, name: label, rule: label })).min(1),
    /** Iniciativa: 1d20 + DES; ties go to the higher DES; a character acts before a band. */
    initiative: z.object({ die: positive, attribute: attributeKeySchema, tieBreak: attributeKeySchema, characterBeforeBand: z.boolean() }),
    /** The opening strike (surprise). */
    openingStrike: z.object({ advantage: z.boolean(), golpeComumOnly: z.boolean(), targetNoReactionUntilFirstTurn: z.boolean() }),
    /** Reactions: one per round, back at the start of your turn. */
    reactions: z.object({
      perRound: positive,
      /** Bloquear needs the armor on; its DEF bonus is the Braços piece's (`armor.pieces`, `modifiers.bloquearBonus`). */
      bloquear: z.object({ needsArmor: z.boolean() }),
      /** Aparar does not work against a figurante band's damage; its cost and fraction are `armor.aparar`. */
      aparar: z.object({ notAgainstFigurantes: z.boolean() }),
      opportunity: label,
    }),
    /**
     * The golpe comum: die, Cosmo on hit, cost. The garras/chifres die is the accessory's
     * (`armor.accessories`, `modifiers.golpeComumDie`); the crit is `resolution.critical`.
     */
    golpeComum: z.object({
      damageDie: positive,
      cosmoOnHit: positive,
      cosmoOncePerTurn: z.boolean(),
      cost: count,
    }),
    /** Ataque Extra: from this level the Golpe action makes this many golpes. */
    ataqueExtra: z.object({ level: positive, golpes: positive }),
    /** Técnica Lida: +2 to DEF and passive defenses; reading twice does not stack. */
    lida: z.object({
      bonus: positive,
      stacks: z.boolean(),
      /** Who reads a technique: a named opponent (not a figurante) who is its target or sees it. */
      readBy: z.object({ namedOnly: z.boolean(), ways: z.array(z.enum(['alvo', 've'])).min(1) }),
      /** Who still remembers it after the fight: readers with a Convicção (characters, rivals, bosses). */
      remembersAfterFight: z.enum(['com_conviccao', 'todos', 'ninguem']),
      overriddenBy: z.array(slug).min(1),
      neverRead: z.array(label),
    }),
    /** 0 HP: the conditions, HP never negative, killing the fallen. */
    falling: z.object({ conditions: z.array(slug).min(1), hpMin: count, deathSaves: z.boolean(), killTakesFullTurns: positive }),
    /**
     * Levantar (standing up with a Convicção). The miracle's HP is `enemies.patronGod.miracle`;
     * from `cosmo.setimo.firstTimeFromLevel` standing fulfils the Sétimo's conditions; a spent
     * Convicção returns every `rests.interludio.conviccaoEveryDays`, all on level-up
     * (`progression.levelUp.allConviccoesReturn`).
     */
    levantar: z.object({
      /** When: at the start of your turn; at once when a Centelha arrives (`cosmo.centelhas.receiverAtZeroMayStand`). */
      timing: z.literal('inicio_do_turno'),
      perFight: positive,
      hpFraction: fraction,
      /**
       * Which max PV the fraction is of: the max before this stand's Cicatriz (the ficha's order:
       * "levanta com 1/4 dos PV … Ganha uma Cicatriz") or the max with it.
       */
      hpFractionOf: z.enum(['max_antes_da_cicatriz', 'max_com_a_cicatriz']),
      cosmoToTeto: z.boolean(),
      costs: label,
      /** Cicatriz: max HP − level until the next long rest, per stand. */
      cicatrizHpPerLevel: positive,
      cannotStandWakeHp: positive,
      /** Quadro "Só quando faz sentido". */
      cannotStand: z
        .array(
          z.object({
            who: label,
            why: label,
            /** The conditions (`combat.conditions` keys) that keep one down, when the engine can know them. */
            conditions: z.array(slug).optional(),
            /** The sleep of a poison or disease clock (`poison.deathAt` reached, not fatal) keeps one down. */
            poisonSleep: z.boolean().optional(),
          }),
        )
        .min(1),
    }),
    /** Price in points of each grade; `destino` is not buyable. */
    conditionGrades: z.object({ fraca: positive, media: positive, forte: positive, destino: z.null() }),
    /** How conditions are imposed and end. */
    conditionRules: z.object({
      rollFrom: z.enum(['fraca', 'media', 'forte']),
      rerollAtEndOfTargetTurn: z.boolean(),
      noneAutomatic: z.boolean(),
      forteNotReimposedBySameTechnique: z.boolean(),
    }),
    /** The condition catalogue, keyed by slug. */
    conditions: z.record(slug, conditionSchema),
    /** Poison and disease: the clock. */
    poison: z.object({
      segments: positive,
      cd: z.object({ gente: positive, guerreiro: positive, elite: positive }),
      test: label,
      medicina: label,
      debilitatedAt: positive,
      debilitated: label,
      /** Debilitado: max HP reduced by this fraction. */
      debilitatedHpLoss: fraction,
      /** Debilitado: Desvantagem on the tests of these attributes. */
      debilitatedDisadvantageOn: z.array(attributeKeySchema),
      deathAt: positive,
      cure: label,
      diseaseEveryDays: positive,
    }),
    /** The three rests. */
    rests: z.object({
      curto: restSchema.extend({ perLongRest: positive, medicinaCd: positive, medicinaHeal: z.object({ dice: positive, sides: positive }) }),
      /**
       * The long rest; what it does to the armor is `armor.regeneration` (and `armor.options.regeneration`),
       * the fatigue it removes is `world.fatigue.longRestRemoves` (Capítulo Treze owns the fatigue).
       */
      longo: restSchema.extend({ sensesBack: count, cosmoTo: z.literal('start') }),
      /** The Interlúdio; a donated blood third returns every `armor.bloodThirds.daysPerThirdReturn` days. */
      interludio: z.object({ name: label, duration: label, recovers: label, conviccaoEveryDays: positive }),
    }),
  })
  .superRefine((c, ctx) => {
    const g = c.conditionGrades;
    if (!(g.fraca < g.media && g.media < g.forte))
      ctx.addIssue({
        code: 'custom',
        path: ['conditionGrades'],
        message: `Os graus de condição precisam subir: fraca ${g.fraca} < média ${g.media} < forte ${g.forte}.`,
        params: { code: 'condition_grades_not_increasing', ...g },
      });
    const p = c.poison.cd;
    if (!(p.gente < p.guerreiro && p.guerreiro < p.elite))
      ctx.addIssue({
        code: 'custom',
        path: ['poison', 'cd'],
        message: `As CDs do veneno precisam subir: gente ${p.gente} < guerreiro ${p.guerreiro} < elite ${p.elite}.`,
        params: { code: 'poison_cd_not_increasing' },
      });
    if (c.poison.debilitatedAt >= c.poison.deathAt || c.poison.deathAt > c.poison.segments)
      ctx.addIssue({
        code: 'custom',
        path: ['poison'],
        message: `O relógio do veneno (${c.poison.segments}) precisa ter Debilitado (${c.poison.debilitatedAt}) antes da morte (${c.poison.deathAt}).`,
        params: { code: 'poison_clock_inconsistent' },
      });
    // Every condition the rules name must be in the catalogue.
    const inCatalogue = (ids: readonly string[], path: (string | number)[], who: string) => {
      for (const id of ids)
        if (!(id in c.conditions))
          custom(ctx, path, `A condição "${id}" de ${who} não está no catálogo de condições.`, { code: 'unknown_condition', condition: id });
    };
    c.levantar.cannotStand.forEach((row, i) => inCatalogue(row.conditions ?? [], ['levantar', 'cannotStand', i, 'conditions'], 'quem não levanta'));
    inCatalogue(c.falling.conditions, ['falling', 'conditions'], 'quem cai');
  }));

/**
 * zod schema of the `combat` section, with semantic checks (grade prices increasing, every
 * condition's grade priced, poison CDs increasing, Levantar fraction below the miracle's…).
 *
 * @example
 * ```ts
 * combatSchema.safeParse(combat).success //=> true
 * ```
 */
export const combatSchema: z.ZodType<CombatRules> = combatSchemaDef;

/**
 * The `combat` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const c: CombatRules = bookRuleset.combat;
 * ```
 */
export type CombatRules = {
    turn: {
        id: string;
        have: string;
        for: string;
    }[];
    actions: {
        id: string;
        name: string;
        rule: string;
    }[];
    initiative: {
        die: number;
        attribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        tieBreak: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        characterBeforeBand: boolean;
    };
    openingStrike: {
        advantage: boolean;
        golpeComumOnly: boolean;
        targetNoReactionUntilFirstTurn: boolean;
    };
    reactions: {
        perRound: number;
        bloquear: {
            needsArmor: boolean;
        };
        aparar: {
            notAgainstFigurantes: boolean;
        };
        opportunity: string;
    };
    golpeComum: {
        damageDie: number;
        cosmoOnHit: number;
        cosmoOncePerTurn: boolean;
        cost: number;
    };
    ataqueExtra: {
        level: number;
        golpes: number;
    };
    lida: {
        bonus: number;
        stacks: boolean;
        readBy: {
            namedOnly: boolean;
            ways: ("alvo" | "ve")[];
        };
        remembersAfterFight: "com_conviccao" | "todos" | "ninguem";
        overriddenBy: string[];
        neverRead: string[];
    };
    falling: {
        conditions: string[];
        hpMin: number;
        deathSaves: boolean;
        killTakesFullTurns: number;
    };
    levantar: {
        timing: "inicio_do_turno";
        perFight: number;
        hpFraction: number;
        hpFractionOf: "max_antes_da_cicatriz" | "max_com_a_cicatriz";
        cosmoToTeto: boolean;
        costs: string;
        cicatrizHpPerLevel: number;
        cannotStandWakeHp: number;
        cannotStand: {
            who: string;
            why: string;
            conditions?: string[] | undefined;
            poisonSleep?: boolean | undefined;
        }[];
    };
    conditionGrades: {
        fraca: number;
        media: number;
        forte: number;
        destino: null;
    };
    conditionRules: {
        rollFrom: "fraca" | "media" | "forte";
        rerollAtEndOfTargetTurn: boolean;
        noneAutomatic: boolean;
        forteNotReimposedBySameTechnique: boolean;
    };
    conditions: Record<string, {
        name: string;
        grade: "fraca" | "media" | "forte" | "destino";
        effect: string;
        namedInSeed: boolean;
        fight?: {
            skipsAction?: boolean | undefined;
            noReaction?: boolean | undefined;
            attacksWithDisadvantage?: boolean | undefined;
            attackedWithAdvantage?: boolean | undefined;
            oneAttack?: boolean | undefined;
            meleeHitsAreCritical?: boolean | undefined;
            unreachable?: boolean | undefined;
            endOfTurnDamagePerGrau?: {
                sides: number;
            } | undefined;
        } | undefined;
    }>;
    poison: {
        segments: number;
        cd: {
            gente: number;
            guerreiro: number;
            elite: number;
        };
        test: string;
        medicina: string;
        debilitatedAt: number;
        debilitated: string;
        debilitatedHpLoss: number;
        debilitatedDisadvantageOn: ("FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR")[];
        deathAt: number;
        cure: string;
        diseaseEveryDays: number;
    };
    rests: {
        curto: {
            name: string;
            duration: string;
            recovers: string;
            hpFraction: number;
            perLongRest: number;
            medicinaCd: number;
            medicinaHeal: {
                dice: number;
                sides: number;
            };
        };
        longo: {
            name: string;
            duration: string;
            recovers: string;
            hpFraction: number;
            sensesBack: number;
            cosmoTo: "start";
        };
        interludio: {
            name: string;
            duration: string;
            recovers: string;
            conviccaoEveryDays: number;
        };
    };
};

/**
 * The book's `combat` tables.
 *
 * @example
 * ```ts
 * combat.conditions.atordoado.grade //=> 'forte'
 * combat.lida.bonus //=> 2
 * ```
 */
export const combat: CombatRules = /* @__PURE__ */ (() => ({
  turn: [
    { id: 'movimento', have: 'Movimento', for: '9 metros (12 com as Pernas da armadura), divisíveis antes e depois da ação' },
    { id: 'acao', have: 'Uma ação', for: 'A coisa principal que você faz' },
    { id: 'acao_bonus', have: 'Uma ação bônus', for: 'Só se uma técnica sua usar ação bônus' },
    { id: 'interacao', have: 'Uma interação simples', for: 'Pegar algo, abrir uma porta, abrir a urna e vestir a armadura' },
    { id: 'fala', have: 'Uma fala breve', for: 'Provocar, avisar, gritar o nome do golpe' },
    { id: 'reacao', have: 'Uma reação', for: 'Fora do seu turno, quando um gatilho permitir' },
  ],
  actions: [
    {
      id: 'golpe',
      name: 'Golpe',
      rule: '1d20 + FOR, DES ou o Atributo do Cosmo + proficiência contra a DEF. Acertou: 1d8 + o mesmo atributo de dano, e +1 de Cosmo (uma vez por turno). Não custa nada. Quem luta com o Cosmo na frente dá o golpe comum com ele.',
    },
    {
      id: 'tecnica',
      name: 'Técnica',
      rule: 'Use uma técnica de ação. Pague o Cosmo dela — o que faltar, a vida paga —, role o que ela pede. Uma técnica de ação por turno; as de ação bônus e reação são à parte.',
    },
    { id: 'concentrar', name: 'Concentrar', rule: '+2 de Cosmo.' },
    {
      id: 'esquivar',
      name: 'Esquivar',
      rule: 'Até o seu próximo turno, ataques contra você têm Desvantagem e Rolagens de Efeito contra os seus Reflexos também.',
    },
    {
      id: 'ajudar',
      name: 'Ajudar',
      rule: 'Um aliado ganha Vantagem no próximo ataque contra alguém ao seu lado, ou num teste em que você possa contribuir de verdade.',
    },
    {
      id: 'correr_desengajar',
      name: 'Correr · Desengajar',
      rule: 'Correr dobra o seu movimento neste turno. Desengajar faz o seu movimento não provocar ataques de oportunidade até o fim do turno.',
    },
    {
      id: 'agarrar_empurrar',
      name: 'Agarrar ou Empurrar',
      rule: 'Atletismo contra Atletismo ou Acrobacia do alvo. Sucesso: ele fica Agarrado, é empurrado 1,5 metro, cai — ou você toma um objeto que ele segura.',
    },
    { id: 'preparar', name: 'Preparar', rule: 'Declare um gatilho e uma resposta, e gaste a sua reação quando ele acontecer.' },
    {
      id: 'chamar_a_armadura',
      name: 'Chamar a armadura',
      rule: 'Sem a urna ao seu lado, gaste a ação e 1 de Cosmo: a armadura se monta sobre você no começo do seu próximo turno, se estiver a menos de um dia de viagem.',
    },
  ],
  initiative: { die: 20, attribute: 'DES', tieBreak: 'DES', characterBeforeBand: true },
  openingStrike: { advantage: true, golpeComumOnly: true, targetNoReactionUntilFirstTurn: true },
  reactions: {
    perRound: 1,
    bloquear: { needsArmor: true },
    aparar: { notAgainstFigurantes: true },
    opportunity: 'Quando alguém ao seu alcance sai dele sem Desengajar, você dá um golpe comum.',
  },
  golpeComum: {
    damageDie: 8,
    cosmoOnHit: 1,
    cosmoOncePerTurn: true,
    cost: 0,
  },
  ataqueExtra: { level: 9, golpes: 2 },
  lida: {
    bonus: 2,
    stacks: false,
    readBy: { namedOnly: true, ways: ['alvo', 've'] },
    remembersAfterFight: 'com_conviccao',
    overriddenBy: ['queimar', 'despertar', 'evoluir'],
    neverRead: ['golpes comuns', 'figurantes não leem nada'],
  },
  falling: { conditions: ['inconsciente', 'caido'], hpMin: 0, deathSaves: false, killTakesFullTurns: 1 },
  levantar: {
    timing: 'inicio_do_turno',
    perFight: 1,
    hpFraction: 0.25,
    hpFractionOf: 'max_antes_da_cicatriz',
    cosmoToTeto: true,
    costs: 'uma Convicção (gasta) e uma Cicatriz',
    cicatrizHpPerLevel: 1,
    cannotStandWakeHp: 1,
    cannotStand: [
      {
        who: 'Quem está Dominado, ou sob qualquer controle da mente',
        why: 'a vontade não é dele (se o controle acabar enquanto está no chão, aí sim)',
        conditions: ['dominado'],
      },
      { who: 'Quem está Selado, Petrificado ou no sono de um veneno', why: 'o corpo não responde', conditions: ['selado', 'petrificado'], poisonSleep: true },
      {
        who: 'Quem caiu numa luta que não toca nenhuma das suas Convicções',
        why: 'o Mestre diz antes; a frase certa muda isso',
      },
    ],
  },
  conditionGrades: { fraca: 1, media: 2, forte: 4, destino: null },
  conditionRules: { rollFrom: 'media', rerollAtEndOfTargetTurn: true, noneAutomatic: true, forteNotReimposedBySameTechnique: true },
  conditions: {
    caido: {
      name: 'Caído',
      grade: 'fraca',
      effect: 'Golpes corpo a corpo contra você têm Vantagem. Levantar gasta metade do movimento.',
      namedInSeed: true,
      fight: { attackedWithAdvantage: true },
    },
    lento: { name: 'Lento', grade: 'fraca', effect: 'Movimento pela metade e nenhuma reação.', namedInSeed: true, fight: { noReaction: true } },
    desprevenido: { name: 'Desprevenido', grade: 'fraca', effect: 'O próximo ataque contra você tem Vantagem.', namedInSeed: true, fight: { attackedWithAdvantage: true, oneAttack: true } },
    ofuscado: { name: 'Ofuscado', grade: 'fraca', effect: 'Desvantagem no seu próximo ataque.', namedInSeed: false, fight: { attacksWithDisadvantage: true, oneAttack: true } },
    agarrado: {
      name: 'Agarrado',
      grade: 'fraca',
      effect: 'Movimento zero. Sair é uma ação: Atletismo ou Acrobacia contra quem segura.',
      namedInSeed: false,
    },
    amedrontado: {
      name: 'Amedrontado',
      grade: 'media',
      effect: 'Desvantagem em ataques e testes; você não se aproxima da fonte do medo.',
      namedInSeed: false,
      fight: { attacksWithDisadvantage: true },
    },
    preso: {
      name: 'Preso',
      grade: 'media',
      effect: 'Gelo, correntes, raízes: movimento zero, ataques contra você com Vantagem, Desvantagem em Reflexos.',
      namedInSeed: false,
      fight: { attackedWithAdvantage: true },
    },
    cego: { name: 'Cego', grade: 'media', effect: 'Desvantagem nos seus ataques; ataques contra você têm Vantagem.', namedInSeed: false, fight: { attacksWithDisadvantage: true, attackedWithAdvantage: true } },
    confuso: {
      name: 'Confuso',
      grade: 'media',
      effect: 'No seu turno, role 1d6: com 1–2 você ataca a criatura mais próxima, seja quem for.',
      namedInSeed: false,
    },
    queimando: {
      name: 'Queimando ou Congelando',
      grade: 'media',
      effect: 'No fim do seu turno, 1d6 de dano por Grau da técnica que impôs.',
      namedInSeed: true,
      fight: { endOfTurnDamagePerGrau: { sides: 6 } },
    },
    atordoado: { name: 'Atordoado', grade: 'forte', effect: 'Você perde a ação e a reação.', namedInSeed: true, fight: { skipsAction: true, noReaction: true } },
    paralisado: {
      name: 'Paralisado',
      grade: 'forte',
      effect: 'Você não age. Golpes corpo a corpo contra você que acertam são críticos.',
      namedInSeed: false,
      fight: { skipsAction: true, noReaction: true, meleeHitsAreCritical: true },
    },
    dominado: {
      name: 'Dominado',
      grade: 'forte',
      effect: 'Quem impôs escolhe a sua ação no seu turno. Você não ataca a si mesmo. Dominado, você não levanta com uma Convicção.',
      namedInSeed: false,
      fight: { skipsAction: true },
    },
    banido: {
      name: 'Banido',
      grade: 'forte',
      effect:
        'Você sai da luta (um gelo, outra dimensão, a entrada do mundo dos mortos). Não age e ninguém te alcança. Quando a condição acaba, você volta no lugar de onde saiu.',
      namedInSeed: true,
      fight: { skipsAction: true, noReaction: true, unreachable: true },
    },
    sentido_arrancado: {
      name: 'Sentido arrancado',
      grade: 'forte',
      effect:
        'Quem impôs escolhe um dos seus cinco sentidos, e você o perde (com o +1 de Cosmo e de Teto). Não há nova rolagem: ele volta só no descanso.',
      namedInSeed: false,
    },
    selado: {
      name: 'Selado',
      grade: 'destino',
      effect: 'Não se compra. Vem de deuses, relíquias e da história — nunca de uma técnica de jogador.',
      namedInSeed: false,
    },
    petrificado: {
      name: 'Petrificado',
      grade: 'destino',
      effect: 'Não se compra. Vem de deuses, relíquias e da história — nunca de uma técnica de jogador.',
      namedInSeed: false,
    },
    morto: {
      name: 'Morto',
      grade: 'destino',
      effect: 'Não se compra. Vem de deuses, relíquias e da história — nunca de uma técnica de jogador.',
      namedInSeed: false,
    },
    inconsciente: {
      name: 'Inconsciente',
      grade: 'destino',
      effect: 'A 0 PV você cai: Inconsciente e Caído. Não se compra com pontos: vem de chegar a 0 PV.',
      namedInSeed: true,
    },
  },
  poison: {
    segments: 6,
    cd: { gente: 13, guerreiro: 16, elite: 19 },
    test: 'toda manhã, teste de CON contra a CD; falhou, o relógio avança 1 segmento',
    medicina: 'uma vez por dia, teste contra a CD; no sucesso você não rola naquela manhã e o relógio não anda',
    debilitatedAt: 3,
    debilitated: 'Debilitado: PV máximos um terço menores e Desvantagem nos testes de FOR e de CON',
    debilitatedHpLoss: 1 / 3,
    debilitatedDisadvantageOn: ['FOR', 'CON'],
    deathAt: 6,
    cure: 'apaga o relógio inteiro: antídoto (item raro), curandeiro ou restaurador que conheça o veneno, o Cosmo de quem o fez, ou um item divino',
    diseaseEveryDays: 3,
  },
  rests: {
    curto: {
      name: 'Descanso curto',
      duration: 'Uma hora',
      recovers:
        'Um quarto dos PV máximos; o Cosmo fica como está. Uma vez entre dois descansos longos. Alguém com Medicina pode tratar: teste CD 13, e no sucesso cada pessoa tratada recupera mais 1d8. O kit de medicina dá Vantagem no teste e gasta um uso por pessoa tratada.',
      hpFraction: 0.25,
      perLongRest: 1,
      medicinaCd: 13,
      medicinaHeal: { dice: 1, sides: 8 },
    },
    longo: {
      name: 'Descanso longo',
      duration: 'Uma noite',
      recovers:
        'Metade dos PV máximos, um sentido arrancado e 1 de cansaço (se você comeu e bebeu), e o Cosmo volta ao valor inicial. A armadura viva se regenera: a Resistência volta toda — ou metade, se ela despedaçou na luta (Capítulo Sete). As Cicatrizes somem.',
      hpFraction: 0.5,
      sensesBack: 1,
      cosmoTo: 'start',
    },
    interludio: {
      name: 'Interlúdio',
      duration: 'Contado em dias',
      recovers:
        'A cada 7 dias, uma Convicção gasta volta; a cada 3, um terço de sangue doado. Ações de Interlúdio, cada uma com a sua duração (Capítulo Doze).',
      conviccaoEveryDays: 7,
    },
  },
}))();

const T = 'tables/05-combate.md';
const F = 'FACTS.md › Combat (Capítulo Cinco)';

/**
 * Where each table of the `combat` section comes from.
 *
 * @example
 * ```ts
 * combatProvenance.conditions.kind //=> 'restored'
 * ```
 */
export const combatProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  turn: prov('restored', `${T} › O que você faz no seu turno`),
  actions: prov('restored', `${T} › Suas ações`),
  initiative: prov('stated', F, '1d20 + DES; empate para a maior DES; personagem antes do bando'),
  openingStrike: prov('stated', F),
  reactions: prov('stated', F, 'uma por rodada; Bloquear com a armadura; Aparar não contra figurantes (os números: armor.pieces e armor.aparar)'),
  golpeComum: prov('stated', F, '+1 Cosmo uma vez por turno'),
  'golpeComum.damageDie': prov('restored', `${T} › Suas ações (Golpe)`, '1d8: também FACTS.md › Humans and apprentices'),
  'golpeComum.cost': prov('stated', 'FACTS.md › Creation (Capítulo Três) — order of steps', 'todos têm o golpe comum: de graça, sem Cosmo'),
  ataqueExtra: prov('stated', F, 'nível 9: dois golpes'),
  lida: prov('restored', `${T} › Quadro "Técnica Lida"`, 'quem passa por cima da marca: seed'),
  'lida.readBy': prov('stated', F, 'um oponente nomeado que é alvo da técnica ou a vê; figurantes não leem'),
  'lida.remembersAfterFight': prov('stated', F, 'quem tem Convicção lembra depois da luta (seed: "Quem lembra")'),
  falling: prov('stated', F, 'Inconsciente e Caído; PV nunca negativo; sem testes de morte'),
  levantar: prov('stated', F, 'no começo do turno; uma vez por luta; ¼ dos PV máximos para cima, Cosmo ao Teto, Cicatriz: −nível'),
  'levantar.hpFractionOf': prov(
    'reconstructed',
    'docs/regras/combat.md#levantar-de-qual-máximo-é-o-quarto',
    'the seed gives the stand and then its price; tables/14-ficha.md › Cair e levantar: "levanta com 1/4 dos PV … Ganha uma Cicatriz"',
  ),
  'levantar.cannotStand': prov('restored', `${T} › Quadro "Só quando faz sentido"`),
  conditionGrades: prov('restored', `${T} › Condições`, 'o grau é o preço em pontos: seed'),
  conditionRules: prov('stated', F),
  conditions: prov('restored', `${T} › Condições`),
  ...Object.fromEntries(
    ['caido', 'lento', 'desprevenido', 'ofuscado', 'amedrontado', 'preso', 'cego', 'queimando', 'atordoado', 'paralisado', 'dominado', 'banido'].map((slug) => [
      `conditions.${slug}.fight`,
      prov('reconstructed', 'docs/regras/combat.md#condições-na-luta', 'o efeito da prosa da tabela em flags e números que uma luta aplica'),
    ]),
  ),
  'conditions.inconsciente': prov('reconstructed', 'docs/regras/combat.md#inconsciente', 'nomeada no seed, fora da tabela; grau "destino" porque não se compra'),
  poison: prov('restored', `${T} › Quadro "O relógio do veneno"`),
  'poison.diseaseEveryDays': prov('stated', F, 'doença: um teste a cada 3 dias'),
  rests: prov('restored', `${T} › Descanso`),
}))();
