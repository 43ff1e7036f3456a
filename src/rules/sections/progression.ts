/**
 * Ruleset section `progression` — Capítulo 12: Glória, the Interlúdio actions, Posto promotion,
 * the level-up choices, the level table 1–20 (proficiency, Grau, Teto base, HP base, point bonus,
 * fixed gains, choice slots, Glória to leave) and what each fixed gain does.
 *
 * Sources: `FACTS.md › Progression (Capítulo Doze)`, `tables/12-progressao.md` and the progression
 * part of `tables/engine-constants.md`.
 *
 * Every number lives once: what a Cosmo choice gives is `cosmo.teto.perCosmoChoice`,
 * `cosmo.start.perCosmoChoice` and `cosmo.floor.cosmoChoicesPerStep`; the Resistência of Vida choices
 * is `armor.resistencia.vidaChoicesPerPoint`; the techniques known (2, up to 11) are
 * `techniques.known`; the three Convicções of creation are `creation.conviccoes.atCreation`.
 *
 * @module
 */
import * as z from 'zod';
import { lazyObject } from '../../internal/lazy.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { choiceSlotKeySchema, fixedGainKeySchema } from '../keys.js';
import { custom } from './helpers.js';
import { RULESET_LIMITS } from './limits.js';

const slug = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _'));
const label = /* @__PURE__ */ lazyObject(() => z.string().min(1));
const count = /* @__PURE__ */ lazyObject(() => z.number().int().nonnegative());
const positive = /* @__PURE__ */ lazyObject(() => z.number().int().positive());

const levelRowSchema = /* @__PURE__ */ lazyObject(() => z.object({
  level: positive,
  /** Capped at {@link RULESET_LIMITS}: it is the burning limit, each point burned one more die rolled. */
  proficiency: z.number().int().positive().max(RULESET_LIMITS.techniqueSize),
  /** Capped at {@link RULESET_LIMITS}: a price of 1d6 per Grau rolls this many dice. */
  grau: z.number().int().positive().max(RULESET_LIMITS.techniqueSize),
  /** HP base of the level; add CON once per level and ⌈level/2⌉ per Vida choice. */
  hpBase: positive,
  /** Fixed gains received on reaching this level. */
  gains: z.array(fixedGainKeySchema),
  /** Choice slots opened on reaching this level. */
  choices: z.array(choiceSlotKeySchema),
  /** Glória needed to leave the level; `null` at the last level. */
  gloriaToLeave: positive.nullable(),
}));

/** The schema of {@link progressionSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link ProgressionRules}. */
export const progressionSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** The level table 1–20. */
    levels: z.array(levelRowSchema).min(1),
    /** The four choice cards of "Subir de nível: você escolhe". */
    choices: z.object({
      vida: z.object({
        name: label,
        when: label,
        effect: label,
        /** HP per Vida choice = ⌈level / hpDivisor⌉, recomputed at every level. */
        hpDivisor: positive,
      }),
      /** The card; its numbers are the `cosmo` section's (`teto.perCosmoChoice`, `start.perCosmoChoice`, `floor.cosmoChoicesPerStep`). */
      cosmo: z.object({ name: label, when: label, effect: label }),
      tecnicaOuAtributo: z.object({ name: label, when: label, effect: label, levels: z.array(positive).min(1), attributeIncrease: positive }),
      periciaOuDefesa: z.object({
        name: label,
        when: label,
        effect: label,
        levels: z.array(positive).min(1),
        /** Already trained in the three defenses: +2 on Iniciativa instead. */
        initiativeIfAllDefenses: positive,
      }),
    }),
    /** The seven fixed gains (plus creation), keyed by slug. */
    fixedGains: z.record(fixedGainKeySchema, z.object({ name: label, level: positive, effect: label })),
    /** Glória: when it comes and how much. */
    gloria: z.object({
      triggers: z
        .array(
          z.object({
            id: slug,
            when: label,
            amount: positive,
            /** A rider: it counts only with this trigger, in the same fight ("…e ele era de Posto acima do seu"). */
            ridesOn: slug.optional(),
          }),
        )
        .min(1),
      /** On reaching the Glória of the level you rise at the next long rest, and the Glória returns to zero. */
      resetsOnLevelUp: z.boolean(),
    }),
    /** Level-up: what returns. */
    levelUp: z.object({
      hpToNewMax: z.boolean(),
      allConviccoesReturn: z.boolean(),
      rewriteConviccoes: count,
      /** Raising CON recomputes HP as if it had always been that value. */
      conRecomputedRetroactively: z.boolean(),
      notHealed: z.array(label),
    }),
    /** Convicções: the one added by the Quarta Convicção (the three of creation: `creation.conviccoes.atCreation`). */
    conviccoes: z.object({ extraFromGain: z.object({ gain: fixedGainKeySchema, amount: positive }) }),
    /** Posto promotion requirements. */
    posto: z.object({
      prata: z.object({ minLevel: positive }),
      elite: z.object({ minLevel: positive, needsVacantSeat: z.boolean() }),
      order: z.array(slug).min(2),
    }),
    /** The ten Interlúdio actions (their text; the numbers of each live with their rule). */
    interludeActions: z.array(z.object({ id: slug, name: label, duration: label, rule: label })).min(1),
    /** The numbers of the Interlúdio cards that no other chapter owns. */
    interlude: z.object({
      /** Estudar um inimigo: days, CD = cdBase + cdPerEnemyLevel × the enemy's level, the skills allowed. */
      estudarInimigo: z.object({ days: positive, cdBase: positive, cdPerEnemyLevel: count, skills: z.array(slug).min(1) }),
      /** Aprender a restaurar: days of workshop per test, Ofício CD, successes needed, what a natural 20 counts. */
      aprenderRestaurar: z.object({ days: positive, cd: positive, successes: positive, natural20Counts: positive, skill: slug }),
      /** Days of one weekly Interlúdio action ("uma ação de Interlúdio por semana": the Oitavo, the Sétimo, an apprentice). */
      weeklyActionDays: positive,
    }),
    /** Sintonia: relics attuned at once, and from which level the larger number applies. */
    sintonia: z.object({ relics: positive, relicsFromLevel10: positive, fromLevel: positive }),
  })
  .superRefine((p, ctx) => {
    const triggerIds = p.gloria.triggers.map((t) => t.id);
    p.gloria.triggers.forEach((t, i) => {
      if (t.ridesOn !== undefined && (t.ridesOn === t.id || !triggerIds.includes(t.ridesOn)))
        custom(ctx, ['gloria', 'triggers', i, 'ridesOn'], `O gatilho de Glória "${t.id}" vai junto de "${t.ridesOn}", que não é outro gatilho da lista.`, {
          code: 'gloria_rider_unknown',
          trigger: t.id,
          ridesOn: t.ridesOn,
        });
    });
    p.levels.forEach((row, i) => {
      if (row.level !== i + 1)
        custom(ctx, ['levels', i, 'level'], `A linha ${i + 1} da tabela de níveis diz nível ${row.level}.`, {
          code: 'level_table_out_of_order',
          expected: i + 1,
          actual: row.level,
        });
      const prev = p.levels[i - 1];
      if (prev) {
        for (const key of ['proficiency', 'grau'] as const) {
          if (row[key] < prev[key])
            custom(ctx,
              ['levels', i, key],
              `Na tabela de níveis, ${key} desce do nível ${prev.level} (${prev[key]}) para o ${row.level} (${row[key]}).`,
              { code: key === 'grau' ? 'grau_not_monotone' : 'level_table_not_monotone', column: key, level: row.level },
            );
        }
        if (row.hpBase <= prev.hpBase)
          custom(ctx, ['levels', i, 'hpBase'], `A base de PV precisa subir a cada nível (nível ${row.level}: ${row.hpBase}).`, {
            code: 'level_table_not_monotone',
            column: 'hpBase',
            level: row.level,
          });
      }
      const last = i === p.levels.length - 1;
      if (last !== (row.gloriaToLeave === null))
        custom(ctx,
          ['levels', i, 'gloriaToLeave'],
          last ? `O último nível (${row.level}) não tem Glória para sair.` : `O nível ${row.level} precisa dizer quanta Glória é preciso para sair.`,
          { code: 'gloria_to_leave_missing', level: row.level },
        );
    });
    const maxLevel = p.levels.length;
    const checkLevels = (levels: readonly number[], path: (string | number)[]) =>
      levels.forEach((l, j) => {
        if (l < 1 || l > maxLevel)
          custom(ctx, [...path, j], `O nível ${l} não existe na tabela (1 a ${maxLevel}).`, { code: 'level_out_of_range', nivel: l });
      });
    checkLevels(p.choices.tecnicaOuAtributo.levels, ['choices', 'tecnicaOuAtributo', 'levels']);
    checkLevels(p.choices.periciaOuDefesa.levels, ['choices', 'periciaOuDefesa', 'levels']);
    // The slots of the rows and the levels of the cards say the same thing twice: they must agree.
    p.levels.forEach((row, i) => {
      const tec = p.choices.tecnicaOuAtributo.levels.includes(row.level);
      const per = p.choices.periciaOuDefesa.levels.includes(row.level);
      if (tec !== row.choices.includes('tecnica_ou_atributo') || per !== row.choices.includes('pericia_ou_defesa'))
        custom(ctx, ['levels', i, 'choices'], `As escolhas do nível ${row.level} não batem com os cartões de escolha.`, {
          code: 'level_choices_disagree',
          level: row.level,
        });
      for (const g of row.gains) {
        const gain = p.fixedGains[g];
        if (!gain || gain.level !== row.level)
          custom(ctx, ['levels', i, 'gains'], `O ganho "${g}" do nível ${row.level} não bate com o cartão de ganhos fixos.`, {
            code: 'fixed_gain_disagrees',
            gain: g,
            level: row.level,
          });
      }
    });
    checkLevels([p.posto.prata.minLevel, p.posto.elite.minLevel], ['posto']);
  }));

/**
 * zod schema of the `progression` section, with semantic checks: the level table must have one row
 * per level from 1 in order, non-decreasing proficiency and Grau, strictly
 * increasing HP base, Glória on every level but the last; the choice levels must exist.
 *
 * @example
 * ```ts
 * progressionSchema.safeParse(progression).success //=> true
 * ```
 */
export const progressionSchema: z.ZodType<ProgressionRules> = progressionSchemaDef;

/**
 * The `progression` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const p: ProgressionRules = bookRuleset.progression;
 * ```
 */
export type ProgressionRules = {
    levels: {
        level: number;
        proficiency: number;
        grau: number;
        hpBase: number;
        gains: ("criacao" | "leitura_de_combate" | "segunda_licao" | "ataque_extra" | "golpe_certeiro" | "quarta_conviccao" | "segunda_assinatura" | "lenda")[];
        choices: ("vida_ou_cosmo" | "tecnica_ou_atributo" | "pericia_ou_defesa")[];
        gloriaToLeave: number | null;
    }[];
    choices: {
        vida: {
            name: string;
            when: string;
            effect: string;
            hpDivisor: number;
        };
        cosmo: {
            name: string;
            when: string;
            effect: string;
        };
        tecnicaOuAtributo: {
            name: string;
            when: string;
            effect: string;
            levels: number[];
            attributeIncrease: number;
        };
        periciaOuDefesa: {
            name: string;
            when: string;
            effect: string;
            levels: number[];
            initiativeIfAllDefenses: number;
        };
    };
    fixedGains: Record<"criacao" | "leitura_de_combate" | "segunda_licao" | "ataque_extra" | "golpe_certeiro" | "quarta_conviccao" | "segunda_assinatura" | "lenda", {
        name: string;
        level: number;
        effect: string;
    }>;
    gloria: {
        triggers: {
            id: string;
            when: string;
            amount: number;
            ridesOn?: string | undefined;
        }[];
        resetsOnLevelUp: boolean;
    };
    levelUp: {
        hpToNewMax: boolean;
        allConviccoesReturn: boolean;
        rewriteConviccoes: number;
        conRecomputedRetroactively: boolean;
        notHealed: string[];
    };
    conviccoes: {
        extraFromGain: {
            gain: "criacao" | "leitura_de_combate" | "segunda_licao" | "ataque_extra" | "golpe_certeiro" | "quarta_conviccao" | "segunda_assinatura" | "lenda";
            amount: number;
        };
    };
    posto: {
        prata: {
            minLevel: number;
        };
        elite: {
            minLevel: number;
            needsVacantSeat: boolean;
        };
        order: string[];
    };
    interludeActions: {
        id: string;
        name: string;
        duration: string;
        rule: string;
    }[];
    interlude: {
        estudarInimigo: {
            days: number;
            cdBase: number;
            cdPerEnemyLevel: number;
            skills: string[];
        };
        aprenderRestaurar: {
            days: number;
            cd: number;
            successes: number;
            natural20Counts: number;
            skill: string;
        };
        weeklyActionDays: number;
    };
    sintonia: {
        relics: number;
        relicsFromLevel10: number;
        fromLevel: number;
    };
};

type Row = ProgressionRules['levels'][number];
const V = 'vida_ou_cosmo' as const;
const TA = 'tecnica_ou_atributo' as const;
const PD = 'pericia_ou_defesa' as const;
function row(
  level: number,
  proficiency: number,
  grau: number,
  hpBase: number,
  gains: Row['gains'],
  choices: Row['choices'],
  gloriaToLeave: number | null,
): Row {
  return { level, proficiency, grau, hpBase, gains, choices, gloriaToLeave };
}

/**
 * The book's `progression` tables.
 *
 * @example
 * ```ts
 * progression.levels[4] //=> { level: 5, proficiency: 3, grau: 2, hpBase: 38, gains: [], choices: ['vida_ou_cosmo'], gloriaToLeave: 4 }
 * ```
 */
export const progression: ProgressionRules = /* @__PURE__ */ (() => ({
  levels: [
    row(1, 2, 1, 14, ['criacao'], [], 3),
    row(2, 2, 1, 18, ['leitura_de_combate'], [V], 3),
    row(3, 2, 1, 23, [], [V, PD], 3),
    row(4, 2, 1, 30, [], [V, TA], 3),
    row(5, 3, 2, 38, [], [V], 4),
    row(6, 3, 2, 46, ['segunda_licao'], [V, TA], 4),
    row(7, 3, 2, 55, [], [V, PD], 4),
    row(8, 3, 2, 65, [], [V, TA], 4),
    row(9, 4, 3, 76, ['ataque_extra'], [V], 4),
    row(10, 4, 3, 88, [], [V, TA], 4),
    row(11, 4, 3, 101, ['golpe_certeiro'], [V, PD], 4),
    row(12, 4, 3, 115, [], [V, TA], 4),
    row(13, 5, 4, 130, [], [V], 5),
    row(14, 5, 4, 146, ['quarta_conviccao'], [V, TA], 5),
    row(15, 5, 4, 163, [], [V, PD], 5),
    row(16, 5, 4, 181, [], [V, TA], 5),
    row(17, 6, 5, 200, [], [V], 5),
    row(18, 6, 5, 220, ['segunda_assinatura'], [V, TA], 5),
    row(19, 6, 5, 240, [], [V, PD], 5),
    (() => row(20, 6, 5, 260, ['lenda'], [V, TA], null))(),
  ],
  choices: {
    vida: {
      name: 'Vida',
      when: 'Todo nível · ou Cosmo',
      effect:
        '+ metade do seu nível em PV (arredondada para cima), e ela cresce junto: a cada nível, toda escolha de Vida já feita passa a valer a metade do nível novo. A cada duas escolhas de Vida, +1 de Resistência.',
      hpDivisor: 2,
    },
    cosmo: {
      name: 'Cosmo',
      when: 'Todo nível · ou Vida',
      effect: '+1 no Teto de Cosmo e +1 no Cosmo com que você começa a luta. A cada duas escolhas de Cosmo, o piso sobe 1.',
    },
    tecnicaOuAtributo: {
      name: 'Técnica nova ou atributo',
      when: 'Níveis 4, 6, 8, 10, 12, 14, 16, 18 e 20',
      effect: 'Uma técnica nova, ou +2 num atributo. Nenhum atributo passa de 20.',
      levels: [4, 6, 8, 10, 12, 14, 16, 18, 20],
      attributeIncrease: 2,
    },
    periciaOuDefesa: {
      name: 'Perícia ou defesa',
      when: 'Níveis 3, 7, 11, 15 e 19',
      effect:
        'Uma perícia nova, ou a defesa passiva que faltava passa a somar a proficiência. Quem já é treinado nas três defesas ganha +2 na Iniciativa.',
      levels: [3, 7, 11, 15, 19],
      initiativeIfAllDefenses: 2,
    },
  },
  fixedGains: {
    criacao: { name: 'Tudo da criação · duas técnicas · técnica assinatura', level: 1, effect: 'O que a criação (Capítulo Três) dá.' },
    leitura_de_combate: {
      name: 'Leitura de Combate',
      level: 2,
      effect: 'Uma vez por luta, quando uma técnica que você nunca viu é usada contra você, ela já conta como Lida por você nessa rolagem.',
    },
    segunda_licao: { name: 'Segunda Lição', level: 6, effect: 'A lição de outro treino, à sua escolha — ou a do treino do seu mentor.' },
    ataque_extra: {
      name: 'Ataque Extra',
      level: 9,
      effect: 'A ação Golpe dá dois golpes comuns. O +1 de Cosmo por acerto continua valendo uma vez por turno.',
    },
    golpe_certeiro: {
      name: 'Golpe Certeiro',
      level: 11,
      effect: 'Uma vez por luta, um golpe comum seu que erraria acerta. Decida depois de ver o dado.',
    },
    quarta_conviccao: { name: 'Quarta Convicção', level: 14, effect: 'Escreva mais uma frase.' },
    segunda_assinatura: {
      name: 'Segunda técnica assinatura',
      level: 18,
      effect: 'Mais uma técnica sua passa a subir de Grau sozinha.',
    },
    lenda: {
      name: 'Lenda',
      level: 20,
      effect:
        'Uma vez por dia, você começa uma luta com o Cosmo no Teto. Se é Bronze ou Prata, pode despertar o Sétimo nessa luta sem o sacrifício: basta o Cosmo no Teto e a Convicção.',
    },
  },
  gloria: {
    triggers: [
      { id: 'vencer_nomeado', when: 'Vencer uma luta contra pelo menos um inimigo nomeado', amount: 1 },
      { id: 'posto_acima', when: '…e ele era de Posto acima do seu', amount: 1, ridesOn: 'vencer_nomeado' },
      { id: 'despertar_sentido', when: 'Despertar um Sentido pela primeira vez na vida (o Sétimo, o Oitavo, o Nono)', amount: 1 },
      { id: 'guerra_dos_mil_dias', when: 'Sair vivo de uma Guerra dos Mil Dias', amount: 1 },
      { id: 'objetivo_da_missao', when: 'Cumprir o objetivo que o grupo recebeu no começo da missão', amount: 1 },
      {
        id: 'sem_luta',
        when: 'Resolver sem luta um conflito que importava — uma negociação, uma investigação, uma traição desfeita — ou mudar para sempre um juramento, uma relação ou a situação da campanha',
        amount: 1,
      },
    ],
    resetsOnLevelUp: true,
  },
  levelUp: {
    hpToNewMax: true,
    allConviccoesReturn: true,
    rewriteConviccoes: 1,
    conRecomputedRetroactively: true,
    notHealed: ['o cansaço', 'a ferida', 'o sangue doado', 'o veneno', 'um sentido mutilado', 'a Resistência gasta da armadura'],
  },
  conviccoes: { extraFromGain: { gain: 'quarta_conviccao', amount: 1 } },
  posto: {
    prata: { minLevel: 9 },
    elite: { minLevel: 15, needsVacantSeat: true },
    order: ['bronze', 'prata', 'elite'],
  },
  interludeActions: [
    {
      id: 'evoluir_tecnica',
      name: 'Evoluir uma técnica',
      duration: '7 dias',
      rule: 'O teste do Capítulo Seis (1d20 + atributo + proficiência contra CD 10 + tamanho + 1 por Grau acima do primeiro). Também serve para desenvolver uma técnica nova escolhida ao subir de nível.',
    },
    { id: 'restaurar_armadura', name: 'Restaurar uma armadura', duration: '1 dia por Versão', rule: 'O teste de Ofício do Capítulo Sete (CD 14 + a Versão atual).' },
    { id: 'melhorar_armadura', name: 'Melhorar a armadura', duration: '1 dia', rule: 'Uma melhoria do Capítulo Oito (Ofício CD 16), com o metal na mão.' },
    {
      id: 'buscar',
      name: 'Buscar',
      duration: '1 a 7 dias',
      rule: 'Um item raro (3 dias) ou um dos três metais: Pó de Estrelas, 1 dia; Gamânio, 3; Oricalco, 7.',
    },
    {
      id: 'estudar_inimigo',
      name: 'Estudar um inimigo',
      duration: '1 dia',
      rule: 'Mitologia ou Investigação contra CD 12 + o nível dele. No sucesso, as técnicas dele que alguém do grupo já viu contam como Lidas por você também.',
    },
    {
      id: 'treinar_oitavo',
      name: 'Treinar o Oitavo',
      duration: '7 dias',
      rule: 'A partir do nível 12: Atributo do Cosmo + proficiência contra CD 18. Três sucessos. Com sangue de deus na armadura e o Sétimo dominado, não precisa do treino.',
    },
    {
      id: 'dominar_setimo',
      name: 'Dominar o Sétimo',
      duration: '7 dias',
      rule: 'Bronze ou Prata, a partir do nível 8 e depois do primeiro Sétimo: Atributo do Cosmo + proficiência contra CD 18. Três sucessos: entra no Sétimo com o Cosmo no Teto, sem sacrifício nem Convicção.',
    },
    {
      id: 'aprender_restaurar',
      name: 'Aprender a restaurar',
      duration: '1 dia de oficina',
      rule: 'Só com um mestre restaurador: Ofício contra CD 16 por dia de trabalho. Três sucessos (dias não precisam ser seguidos).',
    },
    {
      id: 'cuidar_sentido',
      name: 'Cuidar de um sentido mutilado',
      duration: '7 dias',
      rule: 'Medicina contra CD 20, feito por alguém que cuide de você. No sucesso, o sentido volta — e o +1 de Teto dele vai embora.',
    },
    {
      id: 'treinar_aprendiz',
      name: 'Treinar um aprendiz',
      duration: '7 dias',
      rule: 'Só Prata ou acima. A cada três semanas de treino, o aprendiz sobe um nível humano; a partir do nível 3 pode fazer a prova da armadura.',
    },
  ],
  interlude: {
    estudarInimigo: { days: 1, cdBase: 12, cdPerEnemyLevel: 1, skills: ['mitologia', 'investigacao'] },
    aprenderRestaurar: { days: 1, cd: 16, successes: 3, natural20Counts: 2, skill: 'oficio' },
    weeklyActionDays: 7,
  },
  sintonia: { relics: 2, relicsFromLevel10: 3, fromLevel: 10 },
}))();

const T = 'tables/12-progressao.md';
const F = 'FACTS.md › Progression (Capítulo Doze)';

/**
 * Where each table of the `progression` section comes from.
 *
 * @example
 * ```ts
 * progressionProvenance.levels.kind //=> 'restored'
 * ```
 */
export const progressionProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  levels: prov('restored', `${T} › A tabela`, 'as duas tabelas do livro (números · ganhos, escolhas, Glória) numa só'),
  'levels.gloriaToLeave': prov('stated', F, '3 até o nível 4, 4 até o 12, 5 depois'),
  'levels.hpBase': prov('restored', `${T} › A tabela`, 'nível 1: 14, nível 5: 38 também no seed'),
  'levels.grau': prov('stated', 'FACTS.md › Techniques (Capítulo Seis)', 'o Grau muda nos níveis 5, 9, 13, 17'),
  choices: prov('restored', `${T} › Subir de nível: você escolhe`),
  'choices.vida': prov('stated', F, '⌈nível / 2⌉ por escolha de Vida'),
  fixedGains: prov('restored', `${T} › O que cada ganho fixo faz`),
  gloria: prov('restored', `${T} › Glória`),
  'gloria.resetsOnLevelUp': prov('stated', 'seed › Glória', 'sobe no próximo descanso longo e a Glória volta a zero'),
  levelUp: prov('stated', F, 'PV ao novo máximo; as Convicções voltam; CON recalculada como se sempre fosse'),
  'levelUp.notHealed': prov('stated', 'seed › A tabela (Capítulo Doze)'),
  conviccoes: prov('restored', 'tables/engine-constants.md › Progressão', '4 a partir do nível 14 (a Quarta Convicção)'),
  posto: prov('stated', 'FACTS.md › Armor (Capítulo Sete)', 'Prata do nível 9; elite do 15 com vaga'),
  interludeActions: prov('restored', `${T} › O Interlúdio`),
  interlude: prov('restored', `${T} › O Interlúdio`, 'os números dos cartões "Estudar um inimigo" e "Aprender a restaurar"'),
  'interlude.estudarInimigo': prov('restored', `${T} › O Interlúdio`, '1 dia; Mitologia ou Investigação contra CD 12 + o nível dele'),
  'interlude.aprenderRestaurar': prov(
    'restored',
    `${T} › O Interlúdio`,
    '1 dia de oficina; Ofício contra CD 16 por dia; três sucessos; nos treinos de três sucessos, um 20 natural vale dois',
  ),
  'interlude.weeklyActionDays': prov(
    'restored',
    `${T} › O Interlúdio`,
    '7 dias nos cartões Treinar o Oitavo, Dominar o Sétimo e Treinar um aprendiz; o seed diz "uma ação de Interlúdio por semana" (FACTS.md › Cosmo (Capítulo Quatro))',
  ),
  sintonia: prov('stated', 'FACTS.md › Items (Capítulo Oito)', '2 relíquias, 3 a partir do nível 10'),
}))();
