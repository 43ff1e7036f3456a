/**
 * Ruleset section `armies` — Capítulo 9: exércitos.
 *
 * The three Posto tiers, the chain of command, the army template (molde), the four complete
 * armies (Atena, Poseidon, Hades, Asgard) and the seven short ones (Ártemis, Apolo, Éris, Lúcifer,
 * Cronos, Marte, Palas) with their rank names, seats (vagas), elite seats and traditional Golpes do
 * Assento, rule cards and constellation rules; the Exclamação de Atena, Exclamação contra
 * Exclamação, Interferir and the Exclamação Zodiacal; those Hades brings back.
 *
 * @module
 */
import * as z from 'zod';
import type { Fraction, RuleRow } from './shapes.js';
import { lazyObject } from '../../internal/lazy.js';
import { duplicates } from './helpers.js';
import { prov, type ProvenanceMap } from '../provenance.js';

const slug = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z0-9_]+$/));
const text = /* @__PURE__ */ lazyObject(() => z.string().min(1));
const fractionSchema = /* @__PURE__ */ lazyObject(() => z.object({ numerator: z.number().int().min(0), denominator: z.number().int().min(1) }));

const rankSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** The rank's name in this army ("Cavaleiro de Bronze"). */
  label: text,
  /** Number of seats, or `null` when the book says "muitos" / gives no number. */
  seats: z.number().int().min(0).nullable(),
  /** The "Vagas" column as printed. */
  seatsLabel: text,
}));

const ruleCardSchema = /* @__PURE__ */ lazyObject(() => z.object({
  slug,
  label: text,
  effect: text,
  /**
   * The card's 0.25.0 wording, in force when `cosmo.options.nono` is `'livro_0_25'` (only where it
   * differs: the seed's Nono does not need an elo, so `effect` follows the seed).
   */
  nonoVariantEffect: text.optional(),
  /** Numeric effects the engine applies (armor Resistência, Teto). */
  modifiers: z
    .object({ armorResistencia: z.number().int().optional(), teto: z.number().int().optional() })
    .strict()
    .optional(),
}));

const eliteSeatSchema = /* @__PURE__ */ lazyObject(() => z.object({
  slug,
  label: text,
  /** The seat's traditional Golpe do Assento, when the book names it. */
  golpeDoAssento: text.optional(),
  /** A shadow of another seat (Alcor, of Mizar): not a seat of its own. */
  shadowOf: slug.optional(),
}));

const armySchema = /* @__PURE__ */ lazyObject(() => z.object({
  slug,
  label: text,
  /** Complete (Capítulo Nove in full) or short (molde curto). */
  complete: z.boolean(),
  god: text,
  warriors: text,
  /** What the armor is called ("Armadura", "Escama", "Súplice", "Veste"). */
  armorName: text,
  /** The elite's armor name when different ("Veste Divina"). */
  eliteArmorName: text.optional(),
  /** Where the army comes from in the series (short armies). */
  source: text.optional(),
  ranks: z.object({ bronze: rankSchema, prata: rankSchema, elite: rankSchema }),
  eliteSeats: z.array(eliteSeatSchema),
  /** Which constellation (star, creature) a warrior of this army may take. */
  constellation: z.object({
    kind: z.enum(['constelacao', 'criatura_marinha', 'estrela_terrestre', 'estrela_do_norte_ou_saga', 'livre']),
    text,
    /** How many there are to choose from, when the book says. */
    total: z.number().int().min(1).optional(),
    /** The elite seats cannot be chosen at creation. */
    excludesEliteSeats: z.boolean(),
  }),
  /** Chain of command: who trains apprentices and the leader below the god. */
  trainers: text.optional(),
  leader: text.optional(),
  /** Rule cards ("regras próprias"). */
  rules: z.array(ruleCardSchema),
  /** Whether the army's armor accepts blood (the Súplice does not). */
  armorAcceptsBlood: z.boolean(),
  /** An armor that remakes itself after death, without blood (the Súplice: a week, same Version). */
  armorReforms: z.object({ days: z.number().int().min(0), sameVersion: z.boolean() }).optional(),
}));

/** The schema of {@link armiesSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link ArmiesRules}. */
export const armiesSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** The three Posto tiers every army has. */
    tiers: z
      .array(z.object({ posto: z.enum(['bronze', 'prata', 'elite']), label: text, description: text }))
      .length(3),
    /** Chain of command (numbered steps of the seed, the table by god and the two cards). */
    chainOfCommand: z.object({
      steps: z.array(z.object({ order: z.number().int().min(1), slug, label: text, rule: text })).min(1),
      cards: z.array(z.object({ slug, label: text, tag: text, rule: text })),
      /**
       * Who may train an apprentice and how fast. The human levels (apprentice from 2, limit 4) and
       * the trial level live once, in `creation.humans` (`apprenticeLevel`, `levels`, `trial.fromHumanLevel`).
       */
      apprentice: z.object({
        minPosto: z.enum(['prata', 'elite']),
        weeksPerHumanLevel: z.number().int().min(1),
      }),
    }),
    /** The army template (molde de exército). */
    template: z.array(z.object({ order: z.number().int().min(1), slug, label: text, text })).min(1),
    /** Every army, keyed by slug. */
    armies: z.record(slug, armySchema),
    /** The Exclamação de Atena and its relatives. */
    exclamacao: z.object({
      atena: z.object({
        army: slug,
        goldKnights: z.number().int().min(1),
        /**
         * The strike (quadro "O golpe"): no attack roll, no Aparar nor Bloquear; the target suffers
         * the sum of the Golpes do Assento of the `goldKnights`, through the armor; then their Cosmo
         * drops to the piso.
         */
        strike: z.object({
          damage: z.literal('soma_dos_golpes_do_assento'),
          attackRoll: z.boolean(),
          canBeParriedOrBlocked: z.boolean(),
          throughArmor: z.boolean(),
          cosmoAfterwardsTo: z.literal('piso'),
        }),
        rules: z.array(z.object({ slug, label: text, value: text })),
        /** Fraction of the damage against gods (a Sétimo strike): greater god, lesser god, lesser with the Oitavo. */
        againstGod: z.object({ deusMaior: fractionSchema, divindadeMenor: fractionSchema, divindadeMenorComOitavo: fractionSchema }),
        noGloria: z.boolean(),
        measured: z.array(z.object({ level: z.number().int(), damage: z.number(), warriorHp: z.number() })),
      }),
      clash: z.object({
        clockSegments: z.number().int().min(1),
        test: z.object({ attribute: z.enum(['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR']), cdBase: z.number().int(), plusMarkedSegments: z.boolean() }),
        allThreeFailYield: z.boolean(),
        explosion: text,
      }),
      interfere: z.object({
        rules: z.array(z.object({ slug, label: text, value: text })),
        burn: z.number().int().min(0),
        cd: z.number().int(),
        damageCutPerDeflection: fractionSchema,
        deflectionsToStop: z.number().int().min(1),
      }),
      zodiacal: z.object({ goldKnights: z.number().int().min(1), rules: z.array(z.object({ slug, label: text, value: text })) }),
    }),
    /** "Os que Hades traz de volta". */
    hadesReturn: z.array(z.object({ slug, label: text, tag: text, rule: text })),
  })
  .superRefine((a, ctx) => {
    for (const [key, army] of Object.entries(a.armies)) {
      if (army.slug !== key) {
        ctx.addIssue({
          code: 'custom',
          path: ['armies', key, 'slug'],
          message: `O exército guardado como "${key}" diz que se chama "${army.slug}".`,
          params: { code: 'army_slug_mismatch', key, slug: army.slug },
        });
      }
      const seats = army.eliteSeats.filter((s) => s.shadowOf === undefined);
      if (army.eliteSeats.length > 0 && army.ranks.elite.seats !== null && seats.length !== army.ranks.elite.seats) {
        ctx.addIssue({
          code: 'custom',
          path: ['armies', key, 'eliteSeats'],
          message: `${army.label}: a elite tem ${army.ranks.elite.seats} vagas, mas a lista traz ${seats.length}.`,
          params: { code: 'elite_seat_count_mismatch', army: key, seats: army.ranks.elite.seats, listed: seats.length },
        });
      }
      for (const d of duplicates(army.eliteSeats.map((s) => s.slug))) {
        ctx.addIssue({
          code: 'custom',
          path: ['armies', key, 'eliteSeats'],
          message: `${army.label}: a vaga "${d}" aparece mais de uma vez.`,
          params: { code: 'duplicate_slug', list: `armies.${key}.eliteSeats`, slug: d },
        });
      }
      const slugs = new Set(army.eliteSeats.map((s) => s.slug));
      army.eliteSeats.forEach((s, i) => {
        if (s.shadowOf !== undefined && !slugs.has(s.shadowOf)) {
          ctx.addIssue({
            code: 'custom',
            path: ['armies', key, 'eliteSeats', i, 'shadowOf'],
            message: `${army.label}: "${s.label}" é sombra de uma vaga que não existe ("${s.shadowOf}").`,
            params: { code: 'unknown_seat_reference', army: key, slug: s.shadowOf },
          });
        }
      });
    }
    if (!(a.exclamacao.atena.army in a.armies)) {
      ctx.addIssue({
        code: 'custom',
        path: ['exclamacao', 'atena', 'army'],
        message: `A Exclamação pertence a um exército que não existe ("${a.exclamacao.atena.army}").`,
        params: { code: 'unknown_army_reference', army: a.exclamacao.atena.army },
      });
    }
  }));

/**
 * zod schema of the `armies` section, with semantic refinements (coded issues):
 * `army_slug_mismatch`, `elite_seat_count_mismatch`, `duplicate_slug`, `unknown_seat_reference`.
 *
 * @example
 * ```ts
 * armiesSchema.safeParse(armies).success //=> true
 * ```
 */
export const armiesSchema: z.ZodType<ArmiesRules> = armiesSchemaDef;

/**
 * The `armies` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const n = (armies satisfies ArmiesRules).armies['atena']?.ranks.elite.seats; //=> 12
 * ```
 */
export type ArmiesRules = {
    tiers: {
        posto: "bronze" | "prata" | "elite";
        label: string;
        description: string;
    }[];
    chainOfCommand: {
        steps: {
            order: number;
            slug: string;
            label: string;
            rule: string;
        }[];
        cards: {
            slug: string;
            label: string;
            tag: string;
            rule: string;
        }[];
        apprentice: {
            minPosto: "prata" | "elite";
            weeksPerHumanLevel: number;
        };
    };
    template: {
        order: number;
        slug: string;
        label: string;
        text: string;
    }[];
    armies: Record<string, {
        slug: string;
        label: string;
        complete: boolean;
        god: string;
        warriors: string;
        armorName: string;
        ranks: {
            bronze: {
                label: string;
                seats: number | null;
                seatsLabel: string;
            };
            prata: {
                label: string;
                seats: number | null;
                seatsLabel: string;
            };
            elite: {
                label: string;
                seats: number | null;
                seatsLabel: string;
            };
        };
        eliteSeats: {
            slug: string;
            label: string;
            golpeDoAssento?: string | undefined;
            shadowOf?: string | undefined;
        }[];
        constellation: {
            kind: "constelacao" | "criatura_marinha" | "estrela_terrestre" | "estrela_do_norte_ou_saga" | "livre";
            text: string;
            excludesEliteSeats: boolean;
            total?: number | undefined;
        };
        rules: {
            slug: string;
            label: string;
            effect: string;
            nonoVariantEffect?: string | undefined;
            modifiers?: {
                armorResistencia?: number | undefined;
                teto?: number | undefined;
            } | undefined;
        }[];
        armorAcceptsBlood: boolean;
        eliteArmorName?: string | undefined;
        source?: string | undefined;
        trainers?: string | undefined;
        leader?: string | undefined;
        armorReforms?: {
            days: number;
            sameVersion: boolean;
        } | undefined;
    }>;
    exclamacao: {
        atena: {
            army: string;
            goldKnights: number;
            strike: {
                damage: "soma_dos_golpes_do_assento";
                attackRoll: boolean;
                canBeParriedOrBlocked: boolean;
                throughArmor: boolean;
                cosmoAfterwardsTo: "piso";
            };
            rules: RuleRow[];
            againstGod: {
                deusMaior: Fraction;
                divindadeMenor: Fraction;
                divindadeMenorComOitavo: Fraction;
            };
            noGloria: boolean;
            measured: {
                level: number;
                damage: number;
                warriorHp: number;
            }[];
        };
        clash: {
            clockSegments: number;
            test: {
                attribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
                cdBase: number;
                plusMarkedSegments: boolean;
            };
            allThreeFailYield: boolean;
            explosion: string;
        };
        interfere: {
            rules: RuleRow[];
            burn: number;
            cd: number;
            damageCutPerDeflection: Fraction;
            deflectionsToStop: number;
        };
        zodiacal: {
            goldKnights: number;
            rules: RuleRow[];
        };
    };
    hadesReturn: {
        slug: string;
        label: string;
        tag: string;
        rule: string;
    }[];
};

const zodiac: [string, string, string][] = [
  ['aries', 'Áries', 'Extinção Estelar'],
  ['touro', 'Touro', 'Grande Chifre'],
  ['gemeos', 'Gêmeos', 'Explosão Galáctica'],
  ['cancer', 'Câncer', 'Ondas do Inferno'],
  ['leao', 'Leão', 'Relâmpago de Plasma'],
  ['virgem', 'Virgem', 'Tesouro do Céu'],
  ['libra', 'Libra', 'Cólera dos Cem Dragões'],
  ['escorpiao', 'Escorpião', 'Agulha Escarlate'],
  ['sagitario', 'Sagitário', 'Trovão Atômico'],
  ['capricornio', 'Capricórnio', 'Excalibur'],
  ['aquario', 'Aquário', 'Execução Aurora'],
  ['peixes', 'Peixes', 'Rosas Diabólicas Reais'],
];

function seats(list: [string, string][]): { slug: string; label: string }[] {
  return list.map(([s, label]) => ({ slug: s, label }));
}

function shortRanks(base: string, meio: string, elite: string): ArmiesRules['armies'][string]['ranks'] {
  return {
    bronze: { label: base, seats: null, seatsLabel: '—' },
    prata: { label: meio, seats: null, seatsLabel: '—' },
    elite: { label: elite, seats: null, seatsLabel: '—' },
  };
}

const freeConstellation = {
  kind: 'livre' as const,
  text: 'uma constelação, uma estrela ou uma criatura (o livro não restringe)',
  excludesEliteSeats: false,
};

/**
 * The book's `armies` tables (Capítulo Nove).
 *
 * @example
 * ```ts
 * armies.armies['atena']?.eliteSeats.find((s) => s.slug === 'virgem')?.golpeDoAssento //=> 'Tesouro do Céu'
 * armies.exclamacao.clash.test //=> { attribute: 'CON', cdBase: 15, plusMarkedSegments: true }
 * ```
 */
export const armies: ArmiesRules = /* @__PURE__ */ (() => ({
  tiers: [
    { posto: 'bronze', label: 'Base', description: 'O Bronze: onde todo personagem começa. Armadura de Bronze.' },
    {
      posto: 'prata',
      label: 'Intermediário',
      description: 'A Prata: armadura de Prata, o respeito que vem com ela e a Hierarquia: +2 em tudo contra um Bronze, que tem −2 contra ele.',
    },
    {
      posto: 'elite',
      label: 'Elite',
      description:
        'O Ouro: um número fechado de vagas. Armadura de Ouro, o Sétimo Sentido quando quiser — dominado, com +3 contra quem só o despertou — e o Golpe do Assento de cada vaga.',
    },
  ],
  chainOfCommand: {
    steps: [
      { order: 1, slug: 'humano', label: 'Humano', rule: 'Todo mundo, automaticamente: o nível humano 1, sem o Sexto Sentido.' },
      { order: 2, slug: 'aprendiz', label: 'Aprendiz', rule: 'Do nível humano 2 em diante: um humano que um Prata ou um Ouro escolheu treinar. Sai daqui pela prova da armadura.' },
      { order: 3, slug: 'base', label: 'Base · Bronze', rule: 'O guerreiro que acabou de despertar. Não tem aprendiz. Responde a um Prata.' },
      { order: 4, slug: 'intermediario', label: 'Intermediário · Prata', rule: 'Pode ter aprendizes, e comanda um ou mais Bronzes.' },
      { order: 5, slug: 'elite', label: 'Elite · Ouro', rule: 'Pode ter aprendizes. Comanda um ou mais Pratas — e, por eles, os Bronzes deles.' },
      { order: 6, slug: 'lider', label: 'O líder', rule: 'Um só, que comanda toda a elite e fala em nome do deus. No Santuário, o Grande Mestre.' },
      { order: 7, slug: 'deus', label: 'O deus', rule: 'Acima de todos. Comanda o líder.' },
    ],
    cards: [
      {
        slug: 'ter_um_aprendiz',
        label: 'Ter um aprendiz',
        tag: 'Prata ou acima',
        rule: 'Um aprendiz é um humano de nível 2 a 4, personagem do Mestre. Treiná-lo é uma ação de Interlúdio: a cada três semanas de treino ele sobe um nível humano, e a partir do nível 3 pode fazer a prova. Se ganhar a armadura, é um Bronze que responde a você e pode lutar ao seu lado como aliado de luta.',
      },
      {
        slug: 'comandar_e_obedecer',
        label: 'Comandar e obedecer',
        tag: 'A ordem desce a escada',
        rule: 'A missão chega pela cadeia (deus → líder → elite → Pratas → Bronzes). O objetivo da missão — o que vale Glória — é o que quem comanda mandou fazer.',
      },
    ],
    apprentice: { minPosto: 'prata', weeksPerHumanLevel: 3 },
  },
  template: [
    { order: 1, slug: 'deus', label: 'O deus', text: 'A quem o exército serve. É dele o sangue que revive as armaduras no último degrau, e dele o elo que faz a armadura virar Divina no Nono Sentido.' },
    { order: 2, slug: 'nomes', label: 'Os nomes', text: 'Como se chamam os guerreiros e a armadura: Cavaleiros e Armaduras, Marinas e Escamas.' },
    { order: 3, slug: 'hierarquia', label: 'A hierarquia', text: 'Os nomes dos três Postos, quantas vagas tem a elite e quem é o líder acima dela. Cada vaga de elite tem o seu Golpe do Assento.' },
    { order: 4, slug: 'regras_proprias', label: 'Uma ou duas regras próprias', text: 'O que diferencia este exército dos outros na mesa.' },
  ],
  armies: {
    atena: {
      slug: 'atena',
      label: 'Atena',
      complete: true,
      god: 'Atena',
      warriors: 'Cavaleiros',
      armorName: 'Armadura',
      ranks: {
        bronze: { label: 'Cavaleiro de Bronze', seats: 48, seatsLabel: '48 constelações' },
        prata: { label: 'Cavaleiro de Prata', seats: 24, seatsLabel: '24 constelações' },
        elite: { label: 'Cavaleiro de Ouro', seats: 12, seatsLabel: '12, as do zodíaco' },
      },
      eliteSeats: (() => zodiac.map(([s, label, golpeDoAssento]) => ({ slug: s, label, golpeDoAssento })))(),
      constellation: {
        kind: 'constelacao',
        text: 'qualquer uma das 88 constelações, menos as doze do zodíaco — essas são as vagas de Ouro, e ninguém começa numa delas',
        total: 88,
        excludesEliteSeats: true,
      },
      trainers: 'Cavaleiros de Prata e de Ouro',
      leader: 'O Grande Mestre do Santuário',
      rules: [
        {
          slug: 'o_juramento',
          label: 'O juramento',
          effect: 'Cavaleiros de Atena não usam armas. A única exceção são as doze armas de Libra, com a permissão de quem guarda a vaga.',
        },
        {
          slug: 'as_saintias',
          label: 'As Saintias',
          effect:
            'As guarda-costas de Atena, Bronzes escolhidas para viver ao lado dela. Uma vez por luta, como reação, uma Saintia a até 3 metros recebe no lugar de Atena — ou de quem ela jurou guardar — um golpe ou uma técnica que acertou.',
        },
        {
          slug: 'a_armadura_viva',
          label: 'A armadura viva',
          effect:
            'Chamar a armadura não custa Cosmo. Uma vez por nível, quando você cai a 0 PV com a armadura viva por perto, ela vem sozinha, se monta sobre você e a Resistência dela volta toda.',
        },
      ],
      armorAcceptsBlood: true,
    },
    poseidon: {
      slug: 'poseidon',
      label: 'Poseidon',
      complete: true,
      god: 'Poseidon',
      warriors: 'Marinas',
      armorName: 'Escama',
      ranks: {
        bronze: { label: 'Soldado Marina', seats: null, seatsLabel: 'Muitos' },
        prata: { label: 'Guardião dos Mares', seats: null, seatsLabel: 'Um por templo submarino' },
        elite: {
          label: 'General Marina',
          seats: 7,
          seatsLabel: '7: Dragão Marinho, Kraken, Sereia, Scylla, Crisaor, Lymnades e Cavalo-Marinho',
        },
      },
      eliteSeats: seats([
        ['dragao_marinho', 'Dragão Marinho'],
        ['kraken', 'Kraken'],
        ['sereia', 'Sereia'],
        ['scylla', 'Scylla'],
        ['crisaor', 'Crisaor'],
        ['lymnades', 'Lymnades'],
        ['cavalo_marinho', 'Cavalo-Marinho'],
      ]),
      constellation: { kind: 'criatura_marinha', text: 'uma criatura do mar', excludesEliteSeats: true },
      trainers: 'Guardiões dos Mares e Generais Marinas',
      leader: 'O General do Dragão Marinho, o primeiro dos sete',
      rules: [
        { slug: 'escama_de_oricalco', label: 'Escama de oricalco', effect: 'Toda Escama tem +1 de Resistência.', modifiers: { armorResistencia: 1 } },
        { slug: 'filhos_do_mar', label: 'Filhos do mar', effect: 'Você respira e luta debaixo d\'água sem nenhuma penalidade.' },
      ],
      armorAcceptsBlood: true,
    },
    hades: {
      slug: 'hades',
      label: 'Hades',
      complete: true,
      god: 'Hades',
      warriors: 'Espectros, as 108 Estrelas Malignas',
      armorName: 'Súplice',
      ranks: {
        bronze: { label: 'Estrela Terrestre', seats: 72, seatsLabel: '72' },
        prata: { label: 'Estrela Celeste', seats: 33, seatsLabel: '33' },
        elite: { label: 'Juiz do Inferno', seats: 3, seatsLabel: '3: Wyvern, Garuda e Grifo' },
      },
      eliteSeats: seats([
        ['wyvern', 'Wyvern'],
        ['garuda', 'Garuda'],
        ['grifo', 'Grifo'],
      ]),
      constellation: { kind: 'estrela_terrestre', text: 'uma das 72 Estrelas Terrestres, com a criatura dela', total: 72, excludesEliteSeats: true },
      trainers: 'Estrelas Celestes e Juízes do Inferno',
      leader: 'Pandora — e, acima dela, os deuses gêmeos Hypnos e Thanatos',
      rules: [
        {
          slug: 'estrela_maligna',
          label: 'Estrela Maligna',
          effect:
            'As 108 estrelas renascem a cada Guerra Santa em corpos novos; quando a estrela acorda, a Súplice vem, sem treino e sem prova. Enquanto Hades existir, um Espectro que morre volta em 1d4 semanas. Depois que o Rosário de 108 contas fica pronto, quem cai diante de um Cavaleiro tem a estrela selada até o fim daquela Guerra Santa.',
        },
        {
          slug: 'suplice_sem_sangue',
          label: 'Súplice sem sangue',
          effect:
            'A Súplice não aceita sangue: não revive nem evolui por ele. Se morre, se refaz sozinha em uma semana, na mesma Versão. Sem elo de sangue, a Súplice de um Espectro só vira Divina no Nono por um elo de ligação.',
          nonoVariantEffect:
            'A Súplice não aceita sangue: não revive nem evolui por ele. Se morre, se refaz sozinha em uma semana, na mesma Versão. Um Espectro só alcança o Nono por um elo de ligação.',
        },
      ],
      armorAcceptsBlood: false,
      armorReforms: { days: 7, sameVersion: true },
    },
    asgard: {
      slug: 'asgard',
      label: 'Asgard',
      complete: true,
      god: 'Odin',
      warriors: 'Guerreiros de Asgard',
      armorName: 'Veste',
      eliteArmorName: 'Veste Divina',
      ranks: {
        bronze: { label: 'Guerreiro de Asgard', seats: null, seatsLabel: 'Muitos' },
        prata: { label: 'Guarda do Palácio', seats: 12, seatsLabel: 'Doze, a guarda de Valhala' },
        elite: {
          label: 'Guerreiro Deus',
          seats: 7,
          seatsLabel:
            '7, as estrelas da Ursa Maior: Dubhe, Merak, Phecda, Megrez, Alioth, Mizar e Benetnasch — e Alcor, a sombra de Mizar',
        },
      },
      eliteSeats: [
        ...seats([
          ['dubhe', 'Dubhe'],
          ['merak', 'Merak'],
          ['phecda', 'Phecda'],
          ['megrez', 'Megrez'],
          ['alioth', 'Alioth'],
          ['mizar', 'Mizar'],
          ['benetnasch', 'Benetnasch'],
        ]),
        { slug: 'alcor', label: 'Alcor', shadowOf: 'mizar' },
      ],
      constellation: { kind: 'estrela_do_norte_ou_saga', text: 'uma estrela do céu do norte ou uma criatura das sagas', excludesEliteSeats: true },
      trainers: 'Guardas do Palácio e Guerreiros Deuses',
      leader: 'Hilda de Polaris, a representante de Odin na Terra',
      rules: [
        {
          slug: 'a_safira_de_odin',
          label: 'A Safira de Odin',
          effect:
            'Toda Veste Divina tem uma safira encravada: enquanto ela estiver lá, o seu Teto de Cosmo sobe 1. Um inimigo pode arrancá-la com Agarrar, se você estiver Caído, Preso ou Atordoado.',
          modifiers: { teto: 1 },
        },
        { slug: 'filhos_do_inverno', label: 'Filhos do inverno', effect: 'Você ignora o frio extremo e tem Vantagem em Sobrevivência na neve e no gelo.' },
      ],
      armorAcceptsBlood: true,
    },
    artemis: {
      slug: 'artemis',
      label: 'Ártemis',
      complete: false,
      god: 'Ártemis, a irmã de Apolo, deusa da lua',
      warriors: 'Satélites, e Anjos na elite',
      armorName: 'Vestes sagradas',
      source: 'o filme Prólogo do Céu',
      ranks: shortRanks('Satélite', 'Satélite da guarda', 'Anjo — um punhado, sempre ao lado da deusa'),
      eliteSeats: [],
      constellation: freeConstellation,
      rules: [
        {
          slug: 'a_luz_da_lua',
          label: 'A luz da lua',
          effect: 'Sob a lua, o Teto de Cosmo de um guerreiro de Ártemis sobe 1 (não debaixo da terra nem no mundo dos mortos).',
          modifiers: { teto: 1 },
        },
        { slug: 'o_santuario_da_lua', label: 'O santuário da lua', effect: 'Ártemis governa de um templo fora da Terra; só se chega lá levado por um deus.' },
      ],
      armorAcceptsBlood: true,
    },
    apolo: {
      slug: 'apolo',
      label: 'Apolo',
      complete: false,
      god: 'Apolo, também chamado Abel, o deus do sol',
      warriors: 'Cavaleiros da Coroa',
      armorName: 'Armaduras da Coroa',
      source: 'o filme de Abel',
      ranks: shortRanks('Cavaleiro da Coroa', 'Guardião do Sol', 'Os três da Coroa, à direita do deus'),
      eliteSeats: [],
      constellation: freeConstellation,
      rules: [
        {
          slug: 'a_coroa_do_sol',
          label: 'A coroa do sol',
          effect: 'Uma vez por luta, um Cavaleiro da Coroa de elite pode lutar à luz do sol como se estivesse no Sétimo, sem as três condições.',
        },
        { slug: 'os_mortos_que_ele_chama', label: 'Os mortos que ele chama', effect: 'Apolo traz de volta Cavaleiros mortos por um acordo, com Convicções novas.' },
      ],
      armorAcceptsBlood: true,
    },
    eris: {
      slug: 'eris',
      label: 'Éris',
      complete: false,
      god: 'Éris, a deusa da discórdia',
      warriors: 'Cavaleiros Fantasmas e Dríades',
      armorName: 'Vestes fantasmas',
      source: 'o filme de Éris; Saintia Shō',
      ranks: shortRanks('Dríade', 'Cavaleiro Fantasma', 'Os fantasmas que eram Ouro em vida'),
      eliteSeats: [],
      constellation: freeConstellation,
      rules: [
        {
          slug: 'a_maca_dourada',
          label: 'A maçã dourada',
          effect:
            'Quem aceita a maçã ganha um relógio de 6 segmentos, como o do veneno, com teste de Vontade, segurado por uma Convicção dita em voz alta; com 6, a pessoa serve Éris e vira o corpo dela.',
        },
        { slug: 'fantasmas', label: 'Fantasmas', effect: 'Os Cavaleiros Fantasmas são mortos trazidos pela força: sem Convicção, se desfazem a 0 PV.' },
      ],
      armorAcceptsBlood: true,
    },
    lucifer: {
      slug: 'lucifer',
      label: 'Lúcifer',
      complete: false,
      god: 'Lúcifer, o anjo que caiu',
      warriors: 'Anjos Caídos',
      armorName: 'Glórias',
      source: 'o filme de Lúcifer',
      ranks: shortRanks('Anjo Caído', 'Anjo Caído da guarda', 'Os quatro Anjos do trono'),
      eliteSeats: [],
      constellation: freeConstellation,
      rules: [
        {
          slug: 'asas_da_queda',
          label: 'Asas da queda',
          effect: 'Toda Glória tem o acessório Asas, além de um segundo acessório, se a constelação dela tiver.',
        },
        { slug: 'orgulho', label: 'Orgulho', effect: 'Um Anjo Caído nunca se rende e nunca recua (não usa recuar em vez de cair).' },
      ],
      armorAcceptsBlood: true,
    },
    cronos: {
      slug: 'cronos',
      label: 'Cronos e os Titãs',
      complete: false,
      god: 'Cronos, o pai dos deuses, e os Titãs presos no Tártaro',
      warriors: 'Titãs e Gigantes',
      armorName: 'Somas, nos Titãs',
      source: 'Episode G',
      ranks: shortRanks('Gigante', 'Gigante de elite', 'Os doze Titãs'),
      eliteSeats: [],
      constellation: freeConstellation,
      rules: [
        {
          slug: 'meio_despertos',
          label: 'Meio despertos',
          effect: 'Enquanto não despertou inteiro, um Titã é uma elite de nível 15 a 20; desperto de vez, é uma divindade menor.',
        },
        { slug: 'a_prisao_do_tartaro', label: 'A prisão do Tártaro', effect: 'Os Titãs só voltam porque alguém abriu o selo.' },
      ],
      armorAcceptsBlood: true,
    },
    marte: {
      slug: 'marte',
      label: 'Marte',
      complete: false,
      god: 'Marte, o deus da guerra — Ares, para os gregos',
      warriors: 'Marcianos, ou Berserkers',
      armorName: 'Vestes de Marte',
      source: 'Ômega',
      ranks: shortRanks('Marciano', 'Marciano de elite', 'Os quatro Generais de Marte'),
      eliteSeats: [],
      constellation: freeConstellation,
      rules: [
        {
          slug: 'furia_da_guerra',
          label: 'Fúria da guerra',
          effect: 'Quando um aliado cai perto dele, um guerreiro de Marte ganha +1 de Cosmo, uma vez por turno.',
        },
        { slug: 'nao_ha_paz', label: 'Não há paz', effect: 'Ele nunca dá Glória a quem o convence.' },
      ],
      armorAcceptsBlood: true,
    },
    palas: {
      slug: 'palas',
      label: 'Palas',
      complete: false,
      god: 'Palas, a irmã de Atena, e Saturno por trás dela',
      warriors: 'Palasitas',
      armorName: 'Cronotectores',
      source: 'Ômega',
      ranks: shortRanks('Palasita de quarta classe', 'Palasitas de terceira e segunda classe', 'Os de primeira classe'),
      eliteSeats: [],
      constellation: freeConstellation,
      rules: [
        {
          slug: 'as_grandes_espadas',
          label: 'As Grandes Espadas',
          effect: 'Único exército com armas: a arma é o acessório (conta como Garras) e o Golpe do Assento é dela.',
        },
        { slug: 'o_tempo', label: 'O tempo', effect: 'Uma vez por luta, um de primeira classe pode repetir a própria rolagem de ataque ou de efeito.' },
      ],
      armorAcceptsBlood: true,
    },
  },
  exclamacao: {
    atena: {
      army: 'atena',
      goldKnights: 3,
      strike: {
        damage: 'soma_dos_golpes_do_assento',
        attackRoll: false,
        canBeParriedOrBlocked: false,
        throughArmor: true,
        cosmoAfterwardsTo: 'piso',
      },
      rules: [
        { slug: 'quem', label: 'Quem', value: 'três Cavaleiros de Ouro de Atena, juntos (menos de três não fazem; nenhum outro exército)' },
        {
          slug: 'preparar',
          label: 'Preparar',
          value: 'numa rodada os três usam a ação para Concentrar juntos; no começo da rodada seguinte, antes de qualquer turno, ela sai',
        },
        {
          slug: 'o_golpe',
          label: 'O golpe',
          value:
            'sem rolagem de ataque, sem aparar nem bloquear: o alvo sofre a soma dos três Golpes do Assento, e ela atravessa a armadura; depois o Cosmo dos três cai ao piso',
        },
        { slug: 'o_preco', label: 'O preço', value: 'traição: Atena não manda mais Centelha a nenhum dos três, e a luta não dá Glória' },
        {
          slug: 'contra_um_deus',
          label: 'Contra um deus',
          value: 'é golpe do Sétimo: nada num deus maior; 1/4 do dano numa divindade menor (1/2 dos que tiverem o Oitavo, um por um)',
        },
      ],
      againstGod: {
        deusMaior: { numerator: 0, denominator: 1 },
        divindadeMenor: { numerator: 1, denominator: 4 },
        divindadeMenorComOitavo: { numerator: 1, denominator: 2 },
      },
      noGloria: true,
      measured: [
        { level: 15, damage: 333, warriorHp: 249 },
        { level: 17, damage: 369, warriorHp: 306 },
        { level: 20, damage: 423, warriorHp: 420 },
      ],
    },
    clash: {
      clockSegments: 6,
      test: { attribute: 'CON', cdBase: 15, plusMarkedSegments: true },
      allThreeFailYield: true,
      explosion:
        'Com os seis segmentos marcados, a energia explode: os seis caem a 0 PV, sem levantar nesta luta, e as armaduras deles morrem. Quem estiver por perto sofre um perigo de um degrau acima do seu.',
    },
    interfere: {
      rules: [
        { slug: 'quem_pode', label: 'Quem pode', value: 'quem já despertou o Sétimo alguma vez, ou está com o Cosmo no Teto, perto dele' },
        {
          slug: 'custo_e_teste',
          label: 'Custo e teste',
          value: 'a ação, queimar 1 ponto de Cosmo, Atributo do Cosmo + proficiência contra CD 18; cada sucesso é um desvio',
        },
        { slug: 'contra_uma_exclamacao', label: 'Contra uma Exclamação sendo preparada', value: 'cada desvio corta 1/3 do dano; três desvios a jogam para o céu' },
        {
          slug: 'num_choque',
          label: 'Num choque (Exclamação contra Exclamação)',
          value: 'três desvios somados levam a energia para o alto: o choque acaba sem explosão, e ninguém sofre dano',
        },
      ],
      burn: 1,
      cd: 18,
      damageCutPerDeflection: { numerator: 1, denominator: 3 },
      deflectionsToStop: 3,
    },
    zodiacal: {
      goldKnights: 12,
      rules: [
        { slug: 'quem', label: 'Quem', value: 'os doze Cavaleiros de Ouro, um de cada vaga, vivos ou não (com onze, nada acontece)' },
        { slug: 'preparar', label: 'Preparar', value: 'uma rodada, como a Exclamação de Atena' },
        { slug: 'o_que_faz', label: 'O que faz', value: 'cria a luz do sol por um instante: abre o Muro das Lamentações; não causa dano em ninguém' },
        {
          slug: 'o_preco',
          label: 'O preço',
          value: 'os doze morrem (viram pó; nenhuma Convicção nem o Oitavo os salva); as doze armaduras ficam, vivas',
        },
      ],
    },
  },
  hadesReturn: [
    {
      slug: 'pela_forca',
      label: 'Pela força',
      tag: 'O corpo, sem a vontade',
      rule: 'Sem Convicção: não levanta, não usa Sozinho contra muitos e não desperta o Sétimo (a não ser que fosse da elite em vida).',
    },
    {
      slug: 'por_um_acordo',
      label: 'Por um acordo',
      tag: 'Por vontade própria',
      rule: 'Tem Convicções para voltar ao mundo dos vivos. Levanta, responde, e a elite entra no Sétimo como entrava. Hades dá um prazo (doze horas, na Guerra Santa da série); quando acaba, o corpo vira cinza.',
    },
  ],
}))();

const T9 = 'tables/09-exercitos.md';
const F9 = 'FACTS.md › Armies (Capítulo Nove)';

/**
 * Where each table of the `armies` section comes from.
 *
 * @example
 * ```ts
 * armiesProvenance['armies.atena.eliteSeats']?.source //=> 'tables/09-exercitos.md › As doze vagas de Ouro'
 * ```
 */
export const armiesProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  tiers: prov('stated', 'seed › O Posto, de novo'),
  chainOfCommand: prov('restored', `${T9} › A cadeia de comando`),
  'chainOfCommand.steps': prov('stated', 'seed › A cadeia de comando'),
  template: prov('stated', 'seed › O molde de exército'),
  armies: prov('stated', F9),
  'armies.atena': prov('restored', `${T9} › Atena`),
  'armies.atena.eliteSeats': prov('restored', `${T9} › As doze vagas de Ouro`),
  'armies.atena.constellation': prov('stated', 'FACTS.md › Creation (Capítulo Três) — order of steps'),
  'armies.poseidon': prov('restored', `${T9} › Poseidon`),
  'armies.poseidon.constellation': prov('stated', 'FACTS.md › Creation (Capítulo Três) — order of steps'),
  'armies.hades': prov('restored', `${T9} › Hades`),
  'armies.hades.rules.1.effect': prov(
    'reconstructed',
    'docs/regras/armies.md#súplice-sem-sangue-e-o-nono',
    'a última frase do cartão segue o Nono do seed (o elo só decide a forma Divina; FACTS.md parte 2)',
  ),
  'armies.hades.rules.1.nonoVariantEffect': prov('restored', `${T9} › Hades`, 'o cartão como está na 0.25.0 (opção cosmo.options.nono = livro_0_25)'),
  'armies.hades.constellation': prov('stated', 'FACTS.md › Creation (Capítulo Três) — order of steps'),
  'armies.asgard': prov('restored', `${T9} › Asgard`),
  'armies.asgard.constellation': prov('stated', 'FACTS.md › Creation (Capítulo Três) — order of steps'),
  'armies.artemis': prov('stated', 'seed › Ártemis'),
  'armies.apolo': prov('stated', 'seed › Apolo'),
  'armies.eris': prov('stated', 'seed › Éris'),
  'armies.lucifer': prov('stated', 'seed › Lúcifer'),
  'armies.cronos': prov('stated', 'seed › Cronos e os Titãs'),
  'armies.marte': prov('stated', 'seed › Marte'),
  'armies.palas': prov('stated', 'seed › Palas'),
  ...Object.fromEntries(
    ['artemis', 'apolo', 'eris', 'lucifer', 'cronos', 'marte', 'palas'].flatMap((a) => [
      [`armies.${a}.rules`, prov('restored', `${T9} › Os exércitos dos outros deuses`)],
      [`armies.${a}.constellation`, prov('reconstructed', 'docs/regras/armies.md#constelações', 'o livro não restringe a constelação dos exércitos curtos')],
    ]),
  ),
  exclamacao: prov('restored', `${T9} › Quadro "A Exclamação"`),
  'exclamacao.clash': prov('stated', F9),
  'exclamacao.interfere': prov('restored', `${T9} › Quadro "Interferir"`),
  'exclamacao.zodiacal': prov('restored', `${T9} › Quadro "A Exclamação Zodiacal"`),
  'exclamacao.atena.measured': prov('stated', 'seed › A Exclamação de Atena'),
  'exclamacao.atena.strike': prov('restored', `${T9} › Quadro "A Exclamação"`, 'linha "O golpe"; "três Ouros juntam o Cosmo… contra um só inimigo": seed'),
  hadesReturn: prov('restored', `${T9} › Os que Hades traz de volta`),
}))();
