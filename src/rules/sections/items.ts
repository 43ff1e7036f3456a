/**
 * Ruleset section `items` — Capítulo 8: itens e relíquias.
 *
 * Rarity, how items are found (start, search, loot, dismantling), Sintonia, the common equipment,
 * the consumables, the three metals, the relics, the divine items and the relics per army. The
 * armor improvements of the same chapter live in the `armor` section (`armor.improvements`).
 *
 * @module
 */
import * as z from 'zod';
import { lazyObject } from '../../internal/lazy.js';
import { checkUniqueSlugs } from './helpers.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { attributeKeySchema, passiveDefenseKeySchema } from '../keys.js';

const slug = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z0-9_]+$/));
const text = /* @__PURE__ */ lazyObject(() => z.string().min(1));

const raritySlugSchema = /* @__PURE__ */ z.enum(['comum', 'rara', 'reliquia', 'divina']);
const metalSlugSchema = /* @__PURE__ */ z.enum(['po_de_estrelas', 'gamanio', 'oricalco']);
const armySlugSchema = /* @__PURE__ */ z.enum(['atena', 'poseidon', 'hades', 'asgard']);

const positive = /* @__PURE__ */ lazyObject(() => z.number().int().min(1));
/** Dice as the book prints them: `4d8`. */
const dice = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[1-9][0-9]*d[1-9][0-9]*$/, 'dados: NdM, como 4d8'));
/** What a bonus or a Vantagem applies to: a skill, a passive defense or an Interlúdio action (slug), or an attribute (`CON`). */
const testKey = /* @__PURE__ */ z.union([slug, attributeKeySchema]);

/** The schema of {@link itemNumbersSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link ItemNumbers}. */
export const itemNumbersSchemaDef = /* @__PURE__ */ lazyObject(() => z.strictObject({
  /** PV healed, rolled; `from` steps the dice up by the user's Grau (the highest step reached wins). */
  heal: z.strictObject({ dice, from: z.array(z.strictObject({ grau: positive, dice })).default([]) }).optional(),
  /** Every PV back. */
  healAll: z.literal(true).optional(),
  /** Temporary PV, rolled. */
  tempHp: dice.optional(),
  /** Vantagem on these tests (`when`: only in that situation). */
  advantage: z.array(z.strictObject({ test: testKey, when: text.optional() })).min(1).optional(),
  /** What the item gives lasts until the end of the fight. */
  untilFightEnds: z.literal(true).optional(),
  /** The next fight starts with this much more Cosmo. */
  nextFightCosmo: positive.optional(),
  /** The Cosmo goes to the Teto. */
  cosmoToTeto: z.literal(true).optional(),
  /** Spent Convicções that come back. */
  conviccoesBack: positive.optional(),
  /** Senses arrancados that come back: one, or all. */
  sensesBack: z.enum(['um_arrancado', 'todos_arrancados']).optional(),
  /** Resistência given back to the armor (the armor module applies it). */
  resistencia: positive.optional(),
  /** The grades of condition it ends. */
  endsCondition: z.array(z.enum(['fraca', 'media', 'forte'])).min(1).optional(),
  /** It is used in a short rest (the herbs, the incense burnt, the kit treating a wound). */
  inShortRest: z.literal(true).optional(),
  /** PV more in a short rest, rolled. */
  shortRestHeal: dice.optional(),
  /** Uses per unit (a handful of herbs gives three). */
  uses: positive.optional(),
  /** A bonus on tests (`tests`: skills, Interlúdio actions, defenses; `when`: only then). */
  testBonus: z.array(z.strictObject({ bonus: z.number().int(), tests: z.array(testKey).min(1), when: text.optional() })).min(1).optional(),
  /** +N on the Teto while in Sintonia. */
  teto: positive.optional(),
  /** +N on every passive defense while in Sintonia. */
  passiveDefenses: positive.optional(),
  /** +N Centelhas per session while in Sintonia. */
  centelhasPerSession: positive.optional(),
  /** A Rolagem de Efeito: a fixed bonus, an attribute, or the Atributo do Cosmo (`cosmo`), plus proficiency, against a passive defense. */
  effectRoll: z
    .strictObject({ base: z.union([z.number().int(), attributeKeySchema, z.literal('cosmo')]), proficiency: z.boolean(), against: passiveDefenseKeySchema })
    .optional(),
  /** The area: a cone, a line or a radius, in metres. */
  area: z.strictObject({ shape: z.enum(['cone', 'linha', 'raio']), meters: positive }).optional(),
  /** Metres pushed. */
  pushMeters: positive.optional(),
  /** Uses per fight. */
  perFight: positive.optional(),
  /** Uses per level. */
  perLevel: positive.optional(),
  /** How many hours it lasts. */
  hours: positive.optional(),
  /** Light, in metres. */
  lightMeters: positive.optional(),
  /** How many people it holds. */
  carries: positive.optional(),
  /** How many of them make another item. */
  craft: z.strictObject({ count: positive, into: slug }).optional(),
  /** The bonus the item gives against whoever tries to destroy it. */
  removalBonus: positive.optional(),
  /** What it makes of a human who wears it: the apprentice's ficha of that level, +DEF, Resistência to parry, the golpe. */
  human: z.strictObject({ apprenticeLevel: positive, def: positive, resistencia: positive, golpe: dice }).optional(),
}));

/**
 * zod schema of the numbers of an item's effect, structured: the engine reads these, and the
 * pt-BR `effect` beside them keeps the book's words. Every field is optional; an item whose effect
 * is only narrative has `{}`.
 *
 * @example
 * ```ts
 * itemNumbersSchema.parse({ heal: { dice: '4d8', from: [{ grau: 3, dice: '8d8' }] } }).heal?.dice //=> '4d8'
 * ```
 */
export const itemNumbersSchema: z.ZodType<ItemNumbers> = itemNumbersSchemaDef;

/**
 * The structured numbers of an item's effect.
 *
 * @example
 * ```ts
 * const n: ItemNumbers = { nextFightCosmo: 2 };
 * ```
 */
export type ItemNumbers = {
    heal?: {
        dice: string;
        from: {
            grau: number;
            dice: string;
        }[];
    } | undefined;
    healAll?: true | undefined;
    tempHp?: string | undefined;
    advantage?: {
        test: string;
        when?: string | undefined;
    }[] | undefined;
    untilFightEnds?: true | undefined;
    nextFightCosmo?: number | undefined;
    cosmoToTeto?: true | undefined;
    conviccoesBack?: number | undefined;
    sensesBack?: "um_arrancado" | "todos_arrancados" | undefined;
    resistencia?: number | undefined;
    endsCondition?: ("fraca" | "media" | "forte")[] | undefined;
    inShortRest?: true | undefined;
    shortRestHeal?: string | undefined;
    uses?: number | undefined;
    testBonus?: {
        bonus: number;
        tests: string[];
        when?: string | undefined;
    }[] | undefined;
    teto?: number | undefined;
    passiveDefenses?: number | undefined;
    centelhasPerSession?: number | undefined;
    effectRoll?: {
        base: number | "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR" | "cosmo";
        proficiency: boolean;
        against: "fortitude" | "reflexos" | "vontade";
    } | undefined;
    area?: {
        shape: "cone" | "linha" | "raio";
        meters: number;
    } | undefined;
    pushMeters?: number | undefined;
    perFight?: number | undefined;
    perLevel?: number | undefined;
    hours?: number | undefined;
    lightMeters?: number | undefined;
    carries?: number | undefined;
    craft?: {
        count: number;
        into: string;
    } | undefined;
    removalBonus?: number | undefined;
    human?: {
        apprenticeLevel: number;
        def: number;
        resistencia: number;
        golpe: string;
    } | undefined;
};

const itemSchema = /* @__PURE__ */ lazyObject(() => z.object({ slug, label: text, effect: text, numbers: itemNumbersSchema }));

const consumableSchema = /* @__PURE__ */ lazyObject(() => z.object({
  slug,
  label: text,
  /** The card's label, as printed ("Raro · interação simples"). */
  tag: text,
  rarity: raritySlugSchema,
  /** Whether it is a relic that is used up ("Relíquia consumível"). */
  consumableRelic: z.boolean(),
  /** How it is used: an action, a bonus action, a simple interaction, before the fight, or a material. */
  use: z.enum(['acao', 'acao_bonus', 'interacao_simples', 'antes_da_luta', 'material']),
  effect: text,
  /** The effect's numbers, structured (the engine reads these). */
  numbers: itemNumbersSchema,
  /** Counts as the fight's one healing item. */
  healing: z.boolean(),
}));

const relicSchema = /* @__PURE__ */ lazyObject(() => z.object({
  slug,
  label: text,
  tag: text,
  /** The army it belongs to (the table "Relíquias por exército"), or `qualquer`. */
  army: z.union([armySlugSchema, z.literal('qualquer')]),
  /** The Posto the card's tag names ("Relíquia · Prata": the former owner's Posto), when it names one. */
  ownerPosto: z.enum(['bronze', 'prata', 'elite']).optional(),
  needsSintonia: z.boolean(),
  effect: text,
  /** The effect's numbers, structured (the engine reads these; the passive ones work while in Sintonia). */
  numbers: itemNumbersSchema,
}));

/** The schema of {@link itemsSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link ItemsRules}. */
export const itemsSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** The four rarities. */
    rarity: z.array(z.object({ slug: raritySlugSchema, label: text, howToGet: text, example: text })).length(4),
    /** What every character starts with. */
    start: z.object({ items: z.array(text).min(1), commonChoices: z.number().int().min(0) }),
    /** Searching in an Interlúdio. */
    search: z.object({
      skills: z.array(slug).min(1),
      rare: z.object({ days: z.number().int().min(1), cd: z.number().int() }),
      failure: text,
    }),
    /** Loot after a fight. */
    loot: z.object({
      namedFoe: z.object({ die: z.number().int().min(2), on: z.number().int().min(1), reward: text }),
      eliteFoe: z.object({ reward: text, oricalco: z.number().int().min(0) }),
    }),
    /** Dismantling a dead enemy armor: one unit of its Posto's metal. */
    dismantle: z.object({
      skill: slug,
      cd: z.number().int(),
      days: z.number().int().min(0),
      metalByPosto: z.object({ bronze: metalSlugSchema, prata: metalSlugSchema, elite: metalSlugSchema }),
      companionsArmor: z.boolean(),
    }),
    /**
     * Sintonia: how it is gained and what needs it (how many relics at once, by level, lives once
     * in `progression.sintonia`).
     */
    sintonia: z.object({
      attuneTime: text,
      consumablesNeedIt: z.boolean(),
      effectRelicUsesPerFight: z.number().int().min(0),
    }),
    /** Using items in a fight. */
    inFight: z.object({
      pickUpAndUse: z.literal('interacao_simples'),
      healingItemsPerFight: z.number().int().min(0),
    }),
    /** Equipamento comum. */
    common: z.array(itemSchema).min(1),
    /** Remédios e consumíveis. */
    consumables: z.array(consumableSchema).min(1),
    /** Os três metais. */
    metals: z
      .array(
        z.object({
          slug: metalSlugSchema,
          label: text,
          search: z.object({ days: z.number().int().min(1), cd: z.number().int() }),
          where: text,
          usedFor: text,
        }),
      )
      .length(3),
    /** Relíquias. */
    relics: z.array(relicSchema).min(1),
    /** Itens divinos. */
    divine: z.array(z.object({ slug, label: text, owner: text, rule: text })).min(1),
    /** Relíquias por exército: slugs into `common`, `consumables`, `metals` and `relics`. */
    byArmy: z.array(z.object({ army: armySlugSchema, commonAndRare: z.array(slug), relics: z.array(slug) })).length(4),
  })
  .superRefine((it, ctx) => {
    checkUniqueSlugs(ctx, [
      ['common', it.common],
      ['consumables', it.consumables],
      ['relics', it.relics],
      ['divine', it.divine],
    ]);
    const known = new Set<string>([
      ...it.common.map((x) => x.slug),
      ...it.consumables.map((x) => x.slug),
      ...it.metals.map((x) => x.slug),
    ]);
    const relics = new Set(it.relics.map((x) => x.slug));
    it.byArmy.forEach((row, i) => {
      row.commonAndRare.forEach((s, j) => {
        if (!known.has(s)) {
          ctx.addIssue({
            code: 'custom',
            path: ['byArmy', i, 'commonAndRare', j],
            message: `O item "${s}" da lista de ${row.army} não existe nos itens comuns, consumíveis nem metais.`,
            params: { code: 'unknown_item_reference', army: row.army, slug: s },
          });
        }
      });
      row.relics.forEach((s, j) => {
        if (!relics.has(s)) {
          ctx.addIssue({
            code: 'custom',
            path: ['byArmy', i, 'relics', j],
            message: `A relíquia "${s}" da lista de ${row.army} não existe na lista de relíquias.`,
            params: { code: 'unknown_item_reference', army: row.army, slug: s },
          });
        }
      });
    });
    // The structured numbers: Grau steps in order, crafts into a relic, passive numbers only where Sintonia holds them.
    const numbered: readonly [string, readonly { slug: string; numbers: ItemNumbers; needsSintonia?: boolean }[]][] = [
      ['common', it.common],
      ['consumables', it.consumables],
      ['relics', it.relics],
    ];
    for (const [list, rows] of numbered) {
      rows.forEach((row, i) => {
        const n = row.numbers;
        const steps = n.heal?.from ?? [];
        steps.forEach((step, j) => {
          if (j > 0 && step.grau <= steps[j - 1]!.grau)
            ctx.addIssue({
              code: 'custom',
              path: [list, i, 'numbers', 'heal', 'from', j],
              message: `"${row.slug}": os degraus de cura por Grau precisam subir (Grau ${steps[j - 1]!.grau} e depois ${step.grau}).`,
              params: { code: 'item_heal_steps_out_of_order', slug: row.slug },
            });
        });
        if (n.craft && !relics.has(n.craft.into))
          ctx.addIssue({
            code: 'custom',
            path: [list, i, 'numbers', 'craft', 'into'],
            message: `"${row.slug}" vira "${n.craft.into}", que não está na lista de relíquias.`,
            params: { code: 'unknown_item_reference', slug: n.craft.into },
          });
        const passive = (['teto', 'passiveDefenses', 'centelhasPerSession'] as const).filter((k) => n[k] !== undefined);
        if (passive.length > 0 && row.needsSintonia !== true)
          ctx.addIssue({
            code: 'custom',
            path: [list, i, 'numbers', passive[0]!],
            message: `"${row.slug}": ${passive.join(', ')} vale enquanto a relíquia está em Sintonia, e este item não pede Sintonia.`,
            params: { code: 'item_passive_without_sintonia', slug: row.slug, keys: passive },
          });
      });
    }
    // A relic's army and the table "Relíquias por exército" say the same thing twice: they must agree.
    it.relics.forEach((r, i) => {
      const listedIn = it.byArmy.filter((row) => row.relics.includes(r.slug)).map((row) => row.army);
      const ok = r.army === 'qualquer' ? listedIn.length === 0 : listedIn.length === 1 && listedIn[0] === r.army;
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          path: ['relics', i, 'army'],
          message: `A relíquia "${r.label}" diz exército "${r.army}", mas a lista por exército a põe em: ${listedIn.join(', ') || 'nenhum'}.`,
          params: { code: 'relic_army_disagrees', slug: r.slug, army: r.army, listedIn },
        });
      }
    });
  }));

/**
 * zod schema of the `items` section, with semantic refinements (coded issues):
 * `duplicate_slug`, `unknown_item_reference`.
 *
 * @example
 * ```ts
 * itemsSchema.safeParse(items).success //=> true
 * ```
 */
export const itemsSchema: z.ZodType<ItemsRules> = itemsSchemaDef;

/**
 * The `items` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const n: number = (items satisfies ItemsRules).search.rare.cd; //=> 16
 * ```
 */
export type ItemsRules = {
    rarity: {
        slug: "divina" | "comum" | "rara" | "reliquia";
        label: string;
        howToGet: string;
        example: string;
    }[];
    start: {
        items: string[];
        commonChoices: number;
    };
    search: {
        skills: string[];
        rare: {
            days: number;
            cd: number;
        };
        failure: string;
    };
    loot: {
        namedFoe: {
            die: number;
            on: number;
            reward: string;
        };
        eliteFoe: {
            reward: string;
            oricalco: number;
        };
    };
    dismantle: {
        skill: string;
        cd: number;
        days: number;
        metalByPosto: {
            bronze: "po_de_estrelas" | "gamanio" | "oricalco";
            prata: "po_de_estrelas" | "gamanio" | "oricalco";
            elite: "po_de_estrelas" | "gamanio" | "oricalco";
        };
        companionsArmor: boolean;
    };
    sintonia: {
        attuneTime: string;
        consumablesNeedIt: boolean;
        effectRelicUsesPerFight: number;
    };
    inFight: {
        pickUpAndUse: "interacao_simples";
        healingItemsPerFight: number;
    };
    common: {
        slug: string;
        label: string;
        effect: string;
        numbers: ItemNumbers;
    }[];
    consumables: {
        slug: string;
        label: string;
        tag: string;
        rarity: "divina" | "comum" | "rara" | "reliquia";
        consumableRelic: boolean;
        use: "interacao_simples" | "acao" | "acao_bonus" | "antes_da_luta" | "material";
        effect: string;
        numbers: ItemNumbers;
        healing: boolean;
    }[];
    metals: {
        slug: "po_de_estrelas" | "gamanio" | "oricalco";
        label: string;
        search: {
            days: number;
            cd: number;
        };
        where: string;
        usedFor: string;
    }[];
    relics: {
        slug: string;
        label: string;
        tag: string;
        army: "atena" | "poseidon" | "hades" | "asgard" | "qualquer";
        needsSintonia: boolean;
        effect: string;
        numbers: ItemNumbers;
        ownerPosto?: "bronze" | "prata" | "elite" | undefined;
    }[];
    divine: {
        slug: string;
        label: string;
        owner: string;
        rule: string;
    }[];
    byArmy: {
        army: "atena" | "poseidon" | "hades" | "asgard";
        commonAndRare: string[];
        relics: string[];
    }[];
};

/**
 * The book's `items` tables (Capítulo Oito).
 *
 * @example
 * ```ts
 * items.metals.find((m) => m.slug === 'oricalco')?.search //=> { days: 7, cd: 21 }
 * items.sintonia.attuneTime //=> 'um descanso longo com ela nas mãos'
 * ```
 */
export const items: ItemsRules = {
  rarity: [
    {
      slug: 'comum',
      label: 'Comum',
      howToGet: 'Você tem, ou compra numa cidade. Todo personagem começa com dois à escolha.',
      example: 'Kit de medicina, corda, ervas',
    },
    {
      slug: 'rara',
      label: 'Rara',
      howToGet: 'Buscar por 3 dias (CD 16), ou como recompensa de luta.',
      example: 'Unguento de Pó de Estrelas, Chá dos Cinco Picos',
    },
    {
      slug: 'reliquia',
      label: 'Relíquia',
      howToGet: 'Só como recompensa: de uma luta contra a elite, de um mestre que morreu, de um templo esquecido. Pede Sintonia.',
      example: 'Rosário de 108 contas, Lira de Orfeu',
    },
    {
      slug: 'divina',
      label: 'Divina',
      howToGet: 'Pertence a um deus. Quase sempre é um efeito de destino, e nunca fica com um jogador por muito tempo.',
      example: 'Escudo de Atena, Ânfora de Atena',
    },
  ],
  start: {
    items: ['a urna com a sua armadura', 'roupa', 'cantil', 'dois itens comuns à escolha', 'um punhado de ervas medicinais'],
    commonChoices: 2,
  },
  search: {
    skills: ['investigacao', 'sobrevivencia', 'persuasao'],
    rare: { days: 3, cd: 16 },
    failure: 'os dias se perdem, e você pode tentar de novo',
  },
  loot: {
    namedFoe: { die: 6, on: 6, reward: 'um consumível raro, à escolha do Mestre' },
    eliteFoe: { reward: 'uma relíquia, ou uma unidade de Oricalco', oricalco: 1 },
  },
  dismantle: {
    skill: 'oficio',
    cd: 14,
    days: 1,
    metalByPosto: { bronze: 'po_de_estrelas', prata: 'gamanio', elite: 'oricalco' },
    companionsArmor: false,
  },
  sintonia: {
    attuneTime: 'um descanso longo com ela nas mãos',
    consumablesNeedIt: false,
    effectRelicUsesPerFight: 1,
  },
  inFight: { pickUpAndUse: 'interacao_simples', healingItemsPerFight: 1 },
  common: [
    {
      slug: 'kit_de_medicina',
      label: 'Kit de medicina',
      effect: 'Vantagem em Medicina. Tem 5 usos: tratar os ferimentos de uma pessoa num descanso curto gasta um (e no sucesso ela recupera mais 1d8).',
      numbers: { advantage: [{ test: 'medicina' }], uses: 5, inShortRest: true },
    },
    {
      slug: 'ervas_medicinais',
      label: 'Ervas medicinais',
      effect: 'Num descanso curto, uma pessoa recupera mais 1d8 PV. Um punhado dá três usos.',
      numbers: { inShortRest: true, shortRestHeal: '1d8', uses: 3 },
    },
    {
      slug: 'corda_de_escalada',
      label: 'Corda de escalada',
      effect: 'Vantagem em Atletismo para escalar e descer; aguenta três pessoas.',
      numbers: { advantage: [{ test: 'atletismo', when: 'para escalar e descer' }], carries: 3 },
    },
    {
      slug: 'mapa_estelar',
      label: 'Mapa estelar',
      effect: 'Vantagem em Mitologia para reconhecer uma constelação, uma armadura ou a técnica ligada a ela; à noite, você não se perde.',
      numbers: { advantage: [{ test: 'mitologia', when: 'para reconhecer uma constelação, uma armadura ou a técnica ligada a ela' }] },
    },
    {
      slug: 'lanterna_e_fosforos',
      label: 'Lanterna e fósforos',
      effect: 'Luz de 12 metros. No escuro, sem ela, todos os testes de ver têm Desvantagem.',
      numbers: { lightMeters: 12 },
    },
    {
      slug: 'capa_para_a_urna',
      label: 'Capa para a urna',
      effect: 'Esconde que você carrega uma armadura: Vantagem em Enganação e Furtividade para passar despercebido entre pessoas comuns.',
      numbers: { advantage: [{ test: 'enganacao', when: 'para passar despercebido' }, { test: 'furtividade', when: 'para passar despercebido' }] },
    },
    {
      slug: 'pesos_de_treino',
      label: 'Pesos de treino',
      effect: '+2 nos testes de desenvolver ou evoluir uma técnica de Golpe.',
      numbers: { testBonus: [{ bonus: 2, tests: ['evoluir_tecnica'], when: 'desenvolver ou evoluir uma técnica de Golpe' }] },
    },
    {
      slug: 'diario_de_tecnicas',
      label: 'Diário de técnicas',
      effect: '+2 nos testes de evoluir uma técnica que você anotou nele. Se um inimigo o roubar, as técnicas anotadas contam como Lidas por ele.',
      numbers: { testBonus: [{ bonus: 2, tests: ['evoluir_tecnica'], when: 'uma técnica anotada nele' }] },
    },
    {
      slug: 'incenso_de_meditacao',
      label: 'Incenso de meditação',
      effect: 'Queimado num descanso curto: na próxima luta você começa com +1 de Cosmo. Também dá +2 no treino do Oitavo Sentido.',
      numbers: { inShortRest: true, nextFightCosmo: 1, testBonus: [{ bonus: 2, tests: ['treinar_oitavo'] }] },
    },
    { slug: 'racoes_e_cantil', label: 'Rações e cantil', effect: 'Uma semana de viagem sem teste de Sobrevivência para comer e beber.', numbers: {} },
    {
      slug: 'mascara_de_guerreira',
      label: 'Máscara de guerreira',
      effect: 'Enquanto usá-la, Vantagem em Vontade contra medo e encantamento; ninguém vê o seu rosto.',
      numbers: { advantage: [{ test: 'vontade', when: 'contra medo e encantamento' }] },
    },
    {
      slug: 'telefone_ou_radio',
      label: 'Telefone ou rádio',
      effect: 'Fala com quem está longe. Não serve para mandar Cosmo — isso só as Centelhas fazem.',
      numbers: {},
    },
  ],
  consumables: [
    {
      slug: 'unguento_de_po_de_estrelas',
      label: 'Unguento de Pó de Estrelas',
      tag: 'Raro · interação simples',
      rarity: 'rara',
      consumableRelic: false,
      use: 'interacao_simples',
      effect: 'Passado na armadura, devolve 1 de Resistência — mesmo a uma armadura em pedaços, que volta ao corpo. Não revive armadura morta.',
      numbers: { resistencia: 1 },
      healing: false,
    },
    {
      slug: 'agua_do_santuario',
      label: 'Água do Santuário',
      tag: 'Rara · ação bônus',
      rarity: 'rara',
      consumableRelic: false,
      use: 'acao_bonus',
      effect: 'Encerra uma condição fraca ou média em quem bebe.',
      numbers: { endsCondition: ['fraca', 'media'] },
      healing: false,
    },
    {
      slug: 'cha_dos_cinco_picos',
      label: 'Chá dos Cinco Picos',
      tag: 'Raro · antes da luta',
      rarity: 'rara',
      consumableRelic: false,
      use: 'antes_da_luta',
      effect: 'Tomado até uma hora antes: você começa a próxima luta com +2 de Cosmo.',
      numbers: { nextFightCosmo: 2 },
      healing: false,
    },
    {
      slug: 'hidromel_de_valhala',
      label: 'Hidromel de Valhala',
      tag: 'Raro · ação',
      rarity: 'rara',
      consumableRelic: false,
      use: 'acao',
      effect: '2d8 PV temporários e Vantagem em Fortitude até o fim da luta. Conta como o item de cura da luta.',
      numbers: { tempHp: '2d8', advantage: [{ test: 'fortitude' }], untilFightEnds: true },
      healing: true,
    },
    {
      slug: 'sal_do_mar_profundo',
      label: 'Sal do Mar Profundo',
      tag: 'Raro · interação simples',
      rarity: 'rara',
      consumableRelic: false,
      use: 'interacao_simples',
      effect: 'Por uma hora, você respira e luta debaixo d\'água sem penalidade.',
      numbers: { hours: 1 },
      healing: false,
    },
    {
      slug: 'folha_de_lotus',
      label: 'Folha de Lótus',
      tag: 'Rara · ação',
      rarity: 'rara',
      consumableRelic: false,
      use: 'acao',
      effect: 'Devolve um sentido arrancado na hora. Não devolve um sentido mutilado — e o +1 de Teto daquele sentido vai embora junto.',
      numbers: { sensesBack: 'um_arrancado' },
      healing: false,
    },
    {
      slug: 'nectar',
      label: 'Néctar',
      tag: 'Relíquia consumível · ação',
      rarity: 'reliquia',
      consumableRelic: true,
      use: 'acao',
      effect: 'Recupera 4d8 PV, ou 8d8 a partir do Grau 3. Conta como o item de cura da luta.',
      numbers: { heal: { dice: '4d8', from: [{ grau: 3, dice: '8d8' }] } },
      healing: true,
    },
    {
      slug: 'maca_dourada_das_hesperides',
      label: 'Maçã dourada das Hespérides',
      tag: 'Relíquia consumível · ação bônus',
      rarity: 'reliquia',
      consumableRelic: true,
      use: 'acao_bonus',
      effect: 'O Cosmo vai ao Teto. Uma maçã, um uso.',
      numbers: { cosmoToTeto: true },
      healing: false,
    },
    {
      slug: 'ambrosia',
      label: 'Ambrosia',
      tag: 'Divina · ação',
      rarity: 'divina',
      consumableRelic: false,
      use: 'acao',
      effect: 'Todos os PV voltam, uma Convicção gasta volta e todos os sentidos arrancados voltam.',
      numbers: { healAll: true, conviccoesBack: 1, sensesBack: 'todos_arrancados' },
      healing: true,
    },
    {
      slug: 'fruto_do_saboeiro_do_inferno',
      label: 'Fruto do Saboeiro do Inferno',
      tag: 'Raro · material',
      rarity: 'rara',
      consumableRelic: false,
      use: 'material',
      effect: 'Sozinho não faz nada. Cento e oito deles, abençoados com o Oitavo Sentido, viram o Rosário de 108 contas.',
      numbers: { craft: { count: 108, into: 'rosario_de_108_contas' } },
      healing: false,
    },
  ],
  metals: [
    {
      slug: 'po_de_estrelas',
      label: 'Pó de Estrelas',
      search: { days: 1, cd: 15 },
      where: 'Areia que cai onde uma estrela morreu; nas encostas de montanhas altas, em noites claras',
      usedFor: 'Reviver qualquer armadura; o unguento; o polimento',
    },
    {
      slug: 'gamanio',
      label: 'Gamânio',
      search: { days: 3, cd: 18 },
      where: 'Veios escondidos em lugares sagrados antigos; desmontando armaduras de Prata',
      usedFor: 'Reviver Prata e acima; o reforço',
    },
    {
      slug: 'oricalco',
      label: 'Oricalco',
      search: { days: 7, cd: 21 },
      where: 'O metal da Atlântida: ruínas no fundo do mar, templos de Poseidon, armaduras de elite desmontadas',
      usedFor: 'Reviver Ouro e a elite; a liga',
    },
  ],
  relics: [
    {
      slug: 'rosario_de_108_contas',
      label: 'Rosário de 108 contas',
      tag: 'Relíquia · Atena',
      army: 'atena',
      needsSintonia: true,
      effect:
        'Até o fim daquela Guerra Santa, todo Espectro que um Cavaleiro abate tem a estrela selada numa conta, onde quer que o Rosário esteja. Também: +2 em Vontade contra técnicas de Espectros.',
      numbers: { testBonus: [{ bonus: 2, tests: ['vontade'], when: 'contra técnicas de Espectros' }] },
    },
    {
      slug: 'objeto_de_um_deus',
      label: 'Objeto de um deus',
      tag: 'Relíquia · qualquer deus',
      army: 'qualquer',
      needsSintonia: true,
      effect: 'É o elo de ligação do Nono Sentido. Também: +1 Centelha por sessão. Se for tomado, o elo acaba na hora.',
      numbers: { centelhasPerSession: 1 },
    },
    {
      slug: 'escudo_da_medusa',
      label: 'Escudo da Medusa',
      tag: 'Relíquia de destino · Prata',
      army: 'atena',
      ownerPosto: 'prata',
      needsSintonia: true,
      effect:
        'Como ação, Rolagem de Efeito (+8 + proficiência) contra a Vontade de cada criatura que o vê num cone de 9 metros: Petrificado (efeito de destino). A única defesa: não ver (quem perdeu a Visão está imune).',
      numbers: { effectRoll: { base: 8, proficiency: true, against: 'vontade' }, area: { shape: 'cone', meters: 9 } },
    },
    {
      slug: 'lira_de_orfeu',
      label: 'Lira de Orfeu',
      tag: 'Relíquia · Prata',
      army: 'hades',
      ownerPosto: 'prata',
      needsSintonia: true,
      effect:
        'Como ação, uma vez por luta: Rolagem de Efeito (Carisma + proficiência) contra a Vontade de cada criatura que ouve, a até 12 metros: Atordoado. Quem perdeu a Audição está imune.',
      numbers: { effectRoll: { base: 'CAR', proficiency: true, against: 'vontade' }, area: { shape: 'raio', meters: 12 }, perFight: 1 },
    },
    {
      slug: 'safira_de_odin',
      label: 'Safira de Odin',
      tag: 'Relíquia · Asgard',
      army: 'asgard',
      needsSintonia: true,
      effect:
        '+1 no Teto de Cosmo de quem a veste. Arrancá-la é uma manobra de Agarrar contra quem está Caído, Preso ou Atordoado. As sete, reunidas por quem tem o Nono, chamam a armadura de Odin (efeito de destino).',
      numbers: { teto: 1 },
    },
    {
      slug: 'anel_dos_nibelungos',
      label: 'Anel dos Nibelungos',
      tag: 'Relíquia maldita · Asgard',
      army: 'asgard',
      needsSintonia: true,
      effect:
        '+2 no Teto de Cosmo e +2 em todas as defesas passivas; quem usa fica Dominado por quem lhe deu o anel, sem rolagem. Tirar: destruir o anel com uma técnica de condição forte contra a Vontade de quem o usa (bônus do anel: +4).',
      numbers: { teto: 2, passiveDefenses: 2, removalBonus: 4 },
    },
    {
      slug: 'moedas_de_caronte',
      label: 'Moedas de Caronte',
      tag: 'Relíquia · Hades',
      army: 'hades',
      needsSintonia: true,
      effect: 'Cada moeda paga uma travessia do Aqueronte: entrar ou sair do mundo dos mortos com o corpo vivo, mesmo sem o Oitavo.',
      numbers: {},
    },
    {
      slug: 'concha_de_tritao',
      label: 'Concha de Tritão',
      tag: 'Relíquia · Poseidon',
      army: 'poseidon',
      needsSintonia: true,
      effect:
        'Você respira debaixo d\'água enquanto a carrega. Como ação, uma vez por luta: onda numa linha de 9 metros empurra 6 metros quem falhar contra Fortitude (Rolagem de Efeito com Atributo do Cosmo + proficiência).',
      numbers: { effectRoll: { base: 'cosmo', proficiency: true, against: 'fortitude' }, area: { shape: 'linha', meters: 9 }, pushMeters: 6, perFight: 1 },
    },
    {
      slug: 'armadura_de_aco',
      label: 'Armadura de Aço',
      tag: 'Rara · para humanos · sem Sintonia',
      army: 'qualquer',
      needsSintonia: false,
      effect:
        'O humano deixa de ser figurante diante de um Bronze: ficha do aprendiz de nível 4 com +2 na DEF, 3 de Resistência para aparar e golpe de 1d8. Sem técnica, sem levantar e sem regenerar. Diante de um Prata, volta a ser figurante.',
      numbers: { human: { apprenticeLevel: 4, def: 2, resistencia: 3, golpe: '1d8' } },
    },
    {
      slug: 'relogio_de_fogo',
      label: 'Relógio de Fogo',
      tag: 'Relíquia · Atena',
      army: 'atena',
      needsSintonia: true,
      effect: 'Enquanto ela queimar ao seu lado, você e seus aliados a até 9 metros têm Vantagem contra efeitos que causariam medo.',
      numbers: { advantage: [{ test: 'vontade', when: 'contra efeitos que causariam medo' }], area: { shape: 'raio', meters: 9 } },
    },
    {
      slug: 'urna_sem_dono',
      label: 'Urna sem dono',
      tag: 'Relíquia · qualquer exército',
      army: 'qualquer',
      needsSintonia: true,
      effect: 'Em Sintonia, uma vez por nível, vestir essa armadura no lugar da própria até o fim de uma luta, pela regra da armadura emprestada.',
      numbers: { perLevel: 1 },
    },
  ],
  divine: [
    {
      slug: 'escudo_de_atena',
      label: 'Escudo de Atena',
      owner: 'Atena',
      rule: 'Reação, uma vez por luta: anula um ataque ou uma técnica inteira contra quem o empunha. Só quem tem o sangue ou um objeto de Atena consegue erguê-lo.',
    },
    {
      slug: 'anfora_de_atena',
      label: 'Ânfora de Atena',
      owner: 'Atena',
      rule: 'Sela a alma de um deus a 0 PV: Selado, um efeito de destino. Precisa do sangue de Atena para fechar.',
    },
    { slug: 'ambrosia', label: 'Ambrosia', owner: 'Os deuses do Olimpo', rule: 'Veja acima.' },
    {
      slug: 'armadura_de_odin',
      label: 'Armadura de Odin',
      owner: 'Odin',
      rule: 'Chamada pelas sete Safiras. Quem a veste usa a linha da Forma Divina e fica no Nono até o fim da luta.',
    },
  ],
  byArmy: [
    {
      army: 'atena',
      commonAndRare: ['mascara_de_guerreira', 'agua_do_santuario', 'cha_dos_cinco_picos'],
      relics: ['rosario_de_108_contas', 'relogio_de_fogo', 'escudo_da_medusa'],
    },
    { army: 'poseidon', commonAndRare: ['sal_do_mar_profundo', 'oricalco'], relics: ['concha_de_tritao'] },
    { army: 'hades', commonAndRare: ['fruto_do_saboeiro_do_inferno'], relics: ['moedas_de_caronte', 'lira_de_orfeu'] },
    { army: 'asgard', commonAndRare: ['hidromel_de_valhala'], relics: ['safira_de_odin', 'anel_dos_nibelungos'] },
  ],
};

const T8 = 'tables/08-itens.md';
const F8 = 'FACTS.md › Items (Capítulo Oito)';

/**
 * Where each table of the `items` section comes from.
 *
 * @example
 * ```ts
 * itemsProvenance.metals?.source //=> 'tables/08-itens.md › Os três metais'
 * ```
 */
export const itemsProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  rarity: prov('restored', `${T8} › Raridade`),
  start: prov('stated', F8),
  search: prov('stated', F8),
  loot: prov('stated', F8),
  dismantle: prov('stated', F8),
  sintonia: prov('stated', F8),
  inFight: prov('stated', 'seed › Usar um item na luta'),
  'inFight.healingItemsPerFight': prov('stated', F8),
  common: prov('restored', `${T8} › Equipamento comum`),
  'common.numbers': prov('restored', `${T8} › Equipamento comum`, 'os números do texto de cada item, estruturados (kit: 5 usos; ervas: três usos por punhado); "desenvolver ou evoluir" é a ação evoluir_tecnica, que também desenvolve'),
  consumables: prov('restored', `${T8} › Remédios e consumíveis`),
  'consumables.numbers': prov(
    'restored',
    `${T8} › Remédios e consumíveis`,
    'os números do texto de cada cartão, estruturados (Néctar: 4d8, ou 8d8 a partir do Grau de quem bebe; Hidromel: 2d8 temporários). Como o motor os aplica: docs/regras/items.md',
  ),
  metals: prov('restored', `${T8} › Os três metais`),
  relics: prov('restored', `${T8} › Relíquias`),
  'relics.numbers': prov('restored', `${T8} › Relíquias`, 'os números do texto de cada relíquia, estruturados; teto, passiveDefenses e centelhasPerSession valem em Sintonia'),
  'relics.army': prov('restored', `${T8} › Relíquias por exército`, 'o exército vem da lista por exército; "· Prata" na etiqueta é o Posto do antigo dono (ownerPosto)'),
  divine: prov('restored', `${T8} › Itens divinos`),
  byArmy: prov('restored', `${T8} › Relíquias por exército`),
}))();
