/**
 * Ruleset section `world` — Capítulo 13: o mundo. The degree (degrau) of feats and hazards, feats
 * and burning in a feat, objects' HP and DEF, hazards (falls, fire, cold, water…), throwing,
 * breath, fatigue (Cansaço), sleep, hunger and thirst, forced march, Ferido, the climb against the
 * clock (the Twelve Houses), the world of the dead and travel.
 *
 * A hazard's "acerto" is a band hit: the fixed damage of a figurante of your level. That number is
 * not stored here: it is read from the `enemies.bands` formulas (every number lives once).
 *
 * Sources: the seed's prose (`FACTS.md › Feats and hazards (Capítulo Treze)`, and the seed's
 * Capítulo Treze), and `tables/13-o-mundo.md`.
 *
 * @module
 */
import * as z from 'zod';
import type { DiceCount } from './shapes.js';
import { lazyObject } from '../../internal/lazy.js';
import { custom } from './helpers.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { attributeKeySchema } from '../keys.js';

const slug = /* @__PURE__ */ lazyObject(() => z.string().regex(/^[a-z0-9_]+$/, 'slug: letras minúsculas, dígitos e _'));
const label = /* @__PURE__ */ lazyObject(() => z.string().min(1));
const count = /* @__PURE__ */ lazyObject(() => z.number().int().nonnegative());
const positive = /* @__PURE__ */ lazyObject(() => z.number().int().positive());

/**
 * The four degrees of force (O degrau), lowest first: gente, guerreiro, setimo, deus.
 *
 * @example
 * ```ts
 * degrauKeySchema.parse('guerreiro') //=> 'guerreiro'
 * ```
 */
export const degrauKeySchema = /* @__PURE__ */ z.enum(['gente', 'guerreiro', 'setimo', 'deus']);

/**
 * One of the degree slugs.
 *
 * @example
 * ```ts
 * const d: DegrauKey = 'setimo';
 * ```
 */
export type DegrauKey = z.infer<typeof degrauKeySchema>;

const degrauSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: degrauKeySchema,
  label,
  /** Who stands at this degree. */
  who: label,
  examples: z.array(label).min(1),
  /** True for the god's degree: "não é teste: é história". */
  story: z.boolean(),
}));

const objectSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: slug,
  label,
  degrau: degrauKeySchema,
  /** DEF and HP; `null` for the god's degree (no test, story). */
  def: positive.nullable(),
  hp: positive.nullable(),
}));

const hazardSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: slug,
  label,
  /** At the people's degree (examples). */
  gente: label,
  /** At the warrior's degree (examples). */
  guerreiro: label,
  /** Band hits dealt at your own degree (0 for smoke: count the breath instead). */
  bandHits: count,
  /** How often: once (`vez`), per round inside (`rodada`), per hour without shelter (`hora`). */
  per: z.enum(['vez', 'rodada', 'hora', 'folego']),
  /** The test that halves (or avoids) it, if any: skill slug or attribute key. */
  test: z.union([slug, attributeKeySchema]).nullable(),
  /** The damage cell as the book prints it. */
  printed: label,
}));

const throwRowSchema = /* @__PURE__ */ lazyObject(() => z.object({
  id: slug,
  label,
  /** Damage dice: `count`d`sides` + the attribute (or FOR only when `attribute` is FOR). */
  dice: z.object({ count: positive, sides: positive }),
  /** `atributo` = the attribute of the throw (DES, or FOR for heavy things); `FOR` = strength only. */
  attribute: z.union([z.literal('atributo'), attributeKeySchema]),
  /** Normal range in metres. */
  range: positive,
  /** Longest range (with Desvantagem), or `null` when only the lifter throws it. */
  maxRange: positive.nullable(),
  /** The range cell as printed. */
  printed: label,
}));

const fatigueLevelSchema = /* @__PURE__ */ lazyObject(() => z.object({
  level: positive,
  id: slug,
  label,
  effect: label,
  /** Desvantagem on these rolls while the box is marked (a roll kind `pericia`, `ataque`, `efeito`, or an attribute test `CON`). */
  disadvantageOn: z.array(z.union([z.enum(['pericia', 'ataque', 'efeito']), attributeKeySchema])),
  /** The movement is multiplied by this while the box is marked (Exausto: "Movimento pela metade", ½; rounded as the book rounds). */
  movementFraction: z.number().positive().max(1).optional(),
}));

const deadPlaceSchema = /* @__PURE__ */ z.object({ id: slug, place: label, has: label, danger: label });

const travelRowSchema = /* @__PURE__ */ lazyObject(() => z.object({ id: slug, who: label, perDay: label, forcing: label, kmPerDay: positive.nullable(), forcedKmPerDay: positive.nullable() }));

/** The schema of {@link worldSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link WorldRules}. */
export const worldSchemaDef = /* @__PURE__ */ lazyObject(() => z
  .object({
    /** "O degrau": the four degrees, lowest first. */
    degraus: z.array(degrauSchema).length(4),
    /** Feitos: the CD by how far the feat is above your degree. */
    feats: z.object({
      /** Below your degree: automatic success. */
      belowAutomatic: z.boolean(),
      /** At your degree: CD 13 … */
      atDegreeCd: positive,
      /** … 16 at the degree's limit (an iron prison door). */
      atLimitCd: positive,
      /** One degree above: CD 22, the legend. */
      oneAboveCd: positive,
      /** This many degrees above (or more): impossible. */
      impossibleFromAbove: positive,
      /** Two people pulling together lower the feat this many degrees. */
      togetherLowersDegrees: positive,
      /** Helping gives Vantagem. */
      helpGivesVantagem: z.boolean(),
      /** Burning in a feat: each point adds this to the test (the price and the maximum are the cosmo section's burning). */
      burnBonusPerPoint: positive,
      /** "O último golpe": if the price passes your HP the feat still happens; success leaves you with this many HP; failure drops you. */
      lastBlowHp: positive,
      /** After burning in a fight, Cosmo drops to the floor (as any burning). */
      burnBox: z.array(z.object({ rule: label, value: label })),
    }),
    /** "A vida de uma porta": objects' HP and DEF, and how much damage reaches them by degree. */
    objects: z.object({
      rows: z.array(objectSchema).min(1),
      /** Fraction of the damage an object takes by how many degrees it is above you: [at, one above, two above]. */
      damageByDegreesAbove: z.array(z.number().min(0).max(1)).min(1),
      /** Below your degree it breaks with one blow, no roll. */
      belowBreaksInOneBlow: z.boolean(),
      /** Hitting an object gives no Cosmo. */
      givesCosmo: z.boolean(),
      /** Objects do not parry, dodge or react. */
      reacts: z.boolean(),
    }),
    /** "Perigos": harm by degree, who rolls, and the table. */
    hazards: z.object({
      /** Below your degree: no harm. */
      belowHarmless: z.boolean(),
      /** At your degree: table damage × 1, a test against CD 13 halves. */
      atDegree: z.object({ damageMultiplier: positive, halveCd: positive }),
      /** One degree above: double damage, CD 16. */
      oneAbove: z.object({ damageMultiplier: positive, halveCd: positive }),
      /** A hazard that attacks rolls 1d20 + the band attack of your level, + this one degree above. */
      attackOneAboveBonus: z.number().int(),
      /** A human uses the band line of this level for hits and attacks. */
      humanBandLevel: positive,
      /** Falls: height limits of the people's and warrior's degrees (m); above is one degree up. */
      falls: z.object({ genteMaxMeters: positive, guerreiroMaxMeters: positive, waterHalves: z.boolean(), wingsGlide: z.boolean() }),
      /** At 0 HP in a hazard you fall as in a fight, and die only after staying there this many minutes. */
      deathAfterMinutes: positive,
      /** The armor's origin trait removes the matching hazard. */
      originTraitRemovesHazard: z.boolean(),
      rows: z.array(hazardSchema).min(1),
    }),
    /** "Arremessar". */
    throwing: z.object({
      /** Throwing is the Golpe action at range: 1d20 + DES + proficiency vs DEF; heavy things use FOR. */
      attackAttribute: attributeKeySchema,
      heavyAttribute: attributeKeySchema,
      /** Counts as a golpe comum (crit rolls the dice twice; a hit gives +1 Cosmo once per turn). */
      countsAsGolpeComum: z.boolean(),
      rows: z.array(throwRowSchema).min(1),
      /** Aiming at a place, not at someone: DEF 10, or 13 if small and far. */
      placeDef: positive,
      smallFarPlaceDef: positive,
      /** Chains on the armor: throw at this range without letting go, and pull back. */
      chainsRangeMeters: positive,
    }),
    /** "Fôlego": holding the breath. */
    breath: z.object({
      human: z.object({ baseMinutes: positive, minSeconds: positive }),
      warrior: z.object({ baseMinutes: positive }),
      /** Then a CON test per minute, CD 13, rising 2 each test. */
      testCd: positive,
      cdStep: positive,
      /** First failure: drowning, this many band hits per round until you breathe. */
      drowningHitsPerRound: positive,
      roundsPerMinute: positive,
      /** Fighting without air spends the breath this many times faster. */
      fightingMultiplier: positive,
    }),
    /** "O corpo": the four fatigue boxes. */
    fatigue: z.object({
      levels: z.array(fatigueLevelSchema).min(1),
      /** A long rest removes this many, if you ate and drank. */
      longRestRemoves: positive,
      /** Seven Interlúdio days remove all. */
      interludeDaysClearAll: positive,
      /** Exausto: the fight starts with this much less Cosmo. */
      exaustoCosmoPenalty: positive,
      /** Caído: you wake after a long rest with fatigue at this level. */
      caidoWakesAt: positive,
      /** Cosmo does not cure fatigue. */
      curedByCosmo: z.boolean(),
    }),
    /** "Noites sem dormir". */
    sleep: z.object({
      /** The warrior's test each night without sleep. */
      testAttribute: attributeKeySchema,
      humanFatiguePerNight: positive,
      warriorCd: positive,
      warriorCdStep: positive,
      fatigueOnFail: positive,
      meditationCountsAsSleep: z.boolean(),
    }),
    /** "Fome e sede". */
    hungerThirst: z.object({
      /** Without food: 3 days + CON, then 1 fatigue per day. */
      foodDays: positive,
      foodDaysAddCon: z.boolean(),
      fatiguePerDayHungry: positive,
      /** Without water: 1 day, then a CON test per day, CD 13 rising 2 per day; the human fails automatically. */
      waterDays: positive,
      /** The test of each day without water. */
      testAttribute: attributeKeySchema,
      thirstCd: positive,
      thirstCdStep: positive,
      /** Cansaço on a failed thirst test. */
      thirstFatigueOnFail: positive,
      humanAutoFails: z.boolean(),
      /** Rations and canteen last this many days. */
      rationDays: positive,
    }),
    /** "Marcha forçada". */
    forcedMarch: z.object({
      /** The test per extra day of travel. */
      testAttribute: attributeKeySchema,
      cd: positive,
      fatigueOnFail: positive,
      /** Running at the speed of sound crosses a country in a day for this much fatigue, no test. */
      soundSpeedFatigue: positive,
    }),
    /** "Ferido": after falling to 0 HP or standing with a Convicção, until the next long rest. */
    ferido: z.object({
      /** Desvantagem on strength feats (these). */
      disadvantageOn: z.array(z.union([slug, attributeKeySchema])).min(1),
      fatiguePerTravelDay: positive,
      /** Medicina against this CD closes the wound earlier. */
      medicinaCd: positive,
    }),
    /** "A subida das Doze Casas" (any climb against the clock). */
    clockClimb: z.object({
      flames: positive,
      hoursPerFlame: positive,
      /** A CON test every this many houses, CD 13 rising 2 each time; failure = 1 fatigue. */
      housesPerTest: positive,
      cd: positive,
      cdStep: positive,
      fatigueOnFail: positive,
      /** The other rules of the climb, in the book's words. */
      rules: z.array(label),
    }),
    /** "O mundo dos mortos". */
    deadWorld: z.object({
      places: z.array(deadPlaceSchema).min(1),
      /** The hill: who arrived without the body makes a Vontade test against this CD every hour, or walks down with the line. */
      hillVontadeCd: positive,
      /** How the living get in. */
      entry: z.array(label).min(1),
    }),
    /** "Viagem". */
    travel: z.object({
      rows: z.array(travelRowSchema).min(1),
      /** Travelling counts as Interlúdio for what returns by itself (blood, Convicção), not for actions. */
      countsAsInterludeForRecovery: z.boolean(),
    }),
  })
  .superRefine((w, ctx) => {
    w.degraus.forEach((d, i) => {
      if (d.id !== degrauKeySchema.options[i])
        custom(ctx, ['degraus', i, 'id'], `O ${i + 1}º degrau deveria ser "${degrauKeySchema.options[i]}", não "${d.id}".`, {
          code: 'degrau_out_of_order',
          expected: degrauKeySchema.options[i],
          actual: d.id,
        });
    });
    const f = w.feats;
    if (!(f.atDegreeCd <= f.atLimitCd && f.atLimitCd <= f.oneAboveCd))
      custom(ctx, ['feats'], `As CDs dos feitos precisam subir com o degrau (${f.atDegreeCd}, ${f.atLimitCd}, ${f.oneAboveCd}).`, {
        code: 'feat_cd_not_monotone',
      });
    if (w.hazards.atDegree.halveCd > w.hazards.oneAbove.halveCd)
      custom(ctx, ['hazards'], 'A CD de um perigo um degrau acima não pode ser menor que a do seu degrau.', {
        code: 'hazard_cd_not_monotone',
      });
    w.fatigue.levels.forEach((l, i) => {
      if (l.level !== i + 1)
        custom(ctx, ['fatigue', 'levels', i, 'level'], `O cansaço ${l.label} deveria ser o ${i + 1}, não o ${l.level}.`, {
          code: 'fatigue_level_out_of_order',
        });
    });
    if (w.fatigue.caidoWakesAt > w.fatigue.levels.length)
      custom(ctx, ['fatigue', 'caidoWakesAt'], 'Acordar com mais cansaço do que a trilha tem.', { code: 'fatigue_wake_out_of_range' });
    w.objects.rows.forEach((o, i) => {
      if ((o.def === null) !== (o.degrau === 'deus') || (o.hp === null) !== (o.degrau === 'deus'))
        custom(ctx, ['objects', 'rows', i], `"${o.label}": só um objeto de deus fica sem DEF e PV.`, { code: 'object_stats_by_degrau' });
    });
  }));

/**
 * zod schema of the `world` section, with semantic checks (the degree ladder in order, CDs that
 * grow with the degree, fatigue levels numbered 1…n).
 *
 * @example
 * ```ts
 * worldSchema.safeParse(world).success //=> true
 * ```
 */
export const worldSchema: z.ZodType<WorldRules> = worldSchemaDef;

/**
 * The `world` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const w: WorldRules = bookRuleset.world;
 * ```
 */
export type WorldRules = {
    degraus: {
        id: "setimo" | "guerreiro" | "deus" | "gente";
        label: string;
        who: string;
        examples: string[];
        story: boolean;
    }[];
    feats: {
        belowAutomatic: boolean;
        atDegreeCd: number;
        atLimitCd: number;
        oneAboveCd: number;
        impossibleFromAbove: number;
        togetherLowersDegrees: number;
        helpGivesVantagem: boolean;
        burnBonusPerPoint: number;
        lastBlowHp: number;
        burnBox: {
            rule: string;
            value: string;
        }[];
    };
    objects: {
        rows: {
            id: string;
            label: string;
            degrau: "setimo" | "guerreiro" | "deus" | "gente";
            def: number | null;
            hp: number | null;
        }[];
        damageByDegreesAbove: number[];
        belowBreaksInOneBlow: boolean;
        givesCosmo: boolean;
        reacts: boolean;
    };
    hazards: {
        belowHarmless: boolean;
        atDegree: {
            damageMultiplier: number;
            halveCd: number;
        };
        oneAbove: {
            damageMultiplier: number;
            halveCd: number;
        };
        attackOneAboveBonus: number;
        humanBandLevel: number;
        falls: {
            genteMaxMeters: number;
            guerreiroMaxMeters: number;
            waterHalves: boolean;
            wingsGlide: boolean;
        };
        deathAfterMinutes: number;
        originTraitRemovesHazard: boolean;
        rows: {
            id: string;
            label: string;
            gente: string;
            guerreiro: string;
            bandHits: number;
            per: "vez" | "rodada" | "hora" | "folego";
            test: string | null;
            printed: string;
        }[];
    };
    throwing: {
        attackAttribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        heavyAttribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        countsAsGolpeComum: boolean;
        rows: {
            id: string;
            label: string;
            dice: DiceCount;
            attribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR" | "atributo";
            range: number;
            maxRange: number | null;
            printed: string;
        }[];
        placeDef: number;
        smallFarPlaceDef: number;
        chainsRangeMeters: number;
    };
    breath: {
        human: {
            baseMinutes: number;
            minSeconds: number;
        };
        warrior: {
            baseMinutes: number;
        };
        testCd: number;
        cdStep: number;
        drowningHitsPerRound: number;
        roundsPerMinute: number;
        fightingMultiplier: number;
    };
    fatigue: {
        levels: {
            level: number;
            id: string;
            label: string;
            effect: string;
            disadvantageOn: ("FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR" | "ataque" | "efeito" | "pericia")[];
            movementFraction?: number | undefined;
        }[];
        longRestRemoves: number;
        interludeDaysClearAll: number;
        exaustoCosmoPenalty: number;
        caidoWakesAt: number;
        curedByCosmo: boolean;
    };
    sleep: {
        testAttribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        humanFatiguePerNight: number;
        warriorCd: number;
        warriorCdStep: number;
        fatigueOnFail: number;
        meditationCountsAsSleep: boolean;
    };
    hungerThirst: {
        foodDays: number;
        foodDaysAddCon: boolean;
        fatiguePerDayHungry: number;
        waterDays: number;
        testAttribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        thirstCd: number;
        thirstCdStep: number;
        thirstFatigueOnFail: number;
        humanAutoFails: boolean;
        rationDays: number;
    };
    forcedMarch: {
        testAttribute: "FOR" | "DES" | "CON" | "INT" | "SAB" | "CAR";
        cd: number;
        fatigueOnFail: number;
        soundSpeedFatigue: number;
    };
    ferido: {
        disadvantageOn: string[];
        fatiguePerTravelDay: number;
        medicinaCd: number;
    };
    clockClimb: {
        flames: number;
        hoursPerFlame: number;
        housesPerTest: number;
        cd: number;
        cdStep: number;
        fatigueOnFail: number;
        rules: string[];
    };
    deadWorld: {
        places: {
            id: string;
            place: string;
            has: string;
            danger: string;
        }[];
        hillVontadeCd: number;
        entry: string[];
    };
    travel: {
        rows: {
            id: string;
            who: string;
            perDay: string;
            forcing: string;
            kmPerDay: number | null;
            forcedKmPerDay: number | null;
        }[];
        countsAsInterludeForRecovery: boolean;
    };
};

/**
 * The book's `world` tables (Capítulo 13).
 *
 * @example
 * ```ts
 * world.feats.oneAboveCd //=> 22
 * world.fatigue.levels.length //=> 4
 * ```
 */
export const world: WorldRules = {
  degraus: [
    {
      id: 'gente',
      label: 'De gente',
      who: 'Humanos e aprendizes',
      examples: ['Arrombar uma porta de madeira', 'segurar um homem pendurado numa corda', 'nadar num rio cheio', 'saltar 3 metros'],
      story: false,
    },
    {
      id: 'guerreiro',
      label: 'De guerreiro',
      who: 'Quem despertou o Sexto Sentido',
      examples: ['Partir uma rocha', 'arrebentar correntes de ferro', 'derrubar uma porta de ferro', 'segurar uma ponte que cai', 'erguer uma carroça', 'saltar 10 metros'],
      story: false,
    },
    {
      id: 'setimo',
      label: 'De Sétimo',
      who: 'Quem está no Sétimo; a elite, que entra nele quando quer',
      examples: ['Abrir uma fenda num penhasco', 'segurar a coluna de um templo que desaba', 'parar uma avalanche', 'derrubar o portão de uma das doze casas'],
      story: false,
    },
    {
      id: 'deus',
      label: 'De deus',
      who: 'Ninguém com uma ficha',
      examples: ['Mover um continente', 'quebrar um selo divino', 'derrubar o Muro das Lamentações'],
      story: true,
    },
  ],
  feats: {
    belowAutomatic: true,
    atDegreeCd: 13,
    atLimitCd: 16,
    oneAboveCd: 22,
    impossibleFromAbove: 2,
    togetherLowersDegrees: 1,
    helpGivesVantagem: true,
    burnBonusPerPoint: 2,
    lastBlowHp: 1,
    burnBox: [
      { rule: 'Máximo', value: 'até a proficiência em pontos (+2 no Sétimo)' },
      { rule: 'Cada ponto', value: 'custa 1d4 de vida × o seu Grau, e soma +2 no teste' },
      { rule: 'Queimando o máximo', value: 'um feito um degrau acima passa de CD 22 para CD 16; dois degraus acima continua impossível' },
      { rule: 'Numa luta', value: 'depois de queimar, o Cosmo volta ao piso' },
      { rule: 'O último golpe', value: 'se o preço passa da vida, o feito sai; se der certo, você fica com 1 PV; se não, cai' },
    ],
  },
  objects: {
    rows: [
      { id: 'porta_de_madeira', label: 'Porta de madeira, mesa, cerca, barco pequeno', degrau: 'gente', def: 10, hp: 10 },
      { id: 'porta_reforcada', label: 'Porta reforçada, baú de ferro, algemas', degrau: 'gente', def: 12, hp: 20 },
      { id: 'porta_de_ferro', label: 'Porta ou grade de ferro, correntes de prisão', degrau: 'guerreiro', def: 14, hp: 30 },
      { id: 'parede_de_pedra', label: 'Parede de pedra, rocha do tamanho de um homem', degrau: 'guerreiro', def: 12, hp: 50 },
      { id: 'coluna_de_templo', label: 'Coluna de templo, portão de uma cidade murada, um navio', degrau: 'guerreiro', def: 14, hp: 100 },
      { id: 'portao_das_doze_casas', label: 'Portão de uma das doze casas, um pilar de Poseidon', degrau: 'setimo', def: 16, hp: 300 },
      { id: 'selo_divino', label: 'Um selo divino, o Muro das Lamentações', degrau: 'deus', def: null, hp: null },
    ],
    damageByDegreesAbove: [1, 0.5, 0],
    belowBreaksInOneBlow: true,
    givesCosmo: false,
    reacts: false,
  },
  hazards: {
    belowHarmless: true,
    atDegree: { damageMultiplier: 1, halveCd: 13 },
    oneAbove: { damageMultiplier: 2, halveCd: 16 },
    attackOneAboveBonus: 5,
    humanBandLevel: 1,
    falls: { genteMaxMeters: 10, guerreiroMaxMeters: 100, waterHalves: true, wingsGlide: true },
    deathAfterMinutes: 1,
    originTraitRemovesHazard: true,
    rows: [
      { id: 'queda', label: 'Queda', gente: 'Até 10 metros: um telhado, uma árvore', guerreiro: 'Até 100 metros: um penhasco, uma torre', bandHits: 2, per: 'vez', test: 'acrobacia', printed: '2 acertos de bando · Acrobacia para a metade' },
      { id: 'o_que_cai_em_cima', label: 'O que cai em cima', gente: 'Uma telha, uma viga, um tijolo', guerreiro: 'Uma rocha, uma coluna, um sino de bronze', bandHits: 2, per: 'vez', test: 'acrobacia', printed: '2 acertos · Acrobacia para sair do caminho, e a metade' },
      { id: 'desabamento', label: 'Desabamento', gente: 'Uma casa', guerreiro: 'Um templo, uma encosta', bandHits: 2, per: 'vez', test: 'acrobacia', printed: '2 acertos · Acrobacia para a metade; na falha, você também fica Preso nos escombros até um teste de Atletismo' },
      { id: 'fogo_e_calor', label: 'Fogo e calor', gente: 'Um incêndio', guerreiro: 'Um vulcão, a lava', bandHits: 1, per: 'rodada', test: 'CON', printed: '1 acerto por rodada lá dentro · CON para a metade' },
      { id: 'frio', label: 'Frio', gente: 'Uma nevasca', guerreiro: 'O gelo eterno da Sibéria', bandHits: 1, per: 'hora', test: 'CON', printed: '1 acerto por hora sem abrigo · CON para a metade' },
      { id: 'agua', label: 'Água', gente: 'Um rio cheio, o mar bravo', guerreiro: 'O redemoinho de um templo submarino', bandHits: 1, per: 'rodada', test: null, printed: 'Afogar: 1 acerto por rodada, sem teste, até você respirar' },
      { id: 'fumaca_e_gas', label: 'Fumaça e gás', gente: 'Uma casa queimando, um poço', guerreiro: 'O vapor de um vulcão, o miasma do Inferno', bandHits: 0, per: 'folego', test: null, printed: 'Sem ar: conte o fôlego, abaixo' },
    ],
  },
  throwing: {
    attackAttribute: 'DES',
    heavyAttribute: 'FOR',
    countsAsGolpeComum: true,
    rows: [
      { id: 'pequeno', label: 'Pequeno: uma pedra, um frasco, uma faca', dice: { count: 1, sides: 4 }, attribute: 'atributo', range: 10, maxRange: 30, printed: '10 m · até 30 m com Desvantagem' },
      { id: 'medio', label: 'Médio: uma cadeira, uma tora, o escudo de um soldado', dice: { count: 1, sides: 8 }, attribute: 'atributo', range: 6, maxRange: 15, printed: '6 m · até 15 m com Desvantagem' },
      { id: 'grande', label: 'Grande: uma rocha do tamanho de um homem, uma coluna, um cavalo', dice: { count: 2, sides: 8 }, attribute: 'FOR', range: 6, maxRange: null, printed: '6 m · só quem ergue (um feito de guerreiro)' },
    ],
    placeDef: 10,
    smallFarPlaceDef: 13,
    chainsRangeMeters: 6,
  },
  breath: {
    human: { baseMinutes: 1, minSeconds: 30 },
    warrior: { baseMinutes: 3 },
    testCd: 13,
    cdStep: 2,
    drowningHitsPerRound: 1,
    roundsPerMinute: 10,
    fightingMultiplier: 2,
  },
  fatigue: {
    levels: [
      { level: 1, id: 'cansado', label: 'Cansado', effect: 'Desvantagem nos testes de perícia e de CON.', disadvantageOn: ['pericia', 'CON'] },
      { level: 2, id: 'exausto', label: 'Exausto', effect: 'Movimento pela metade, e você começa as lutas com 1 de Cosmo a menos.', disadvantageOn: [], movementFraction: 0.5 },
      { level: 3, id: 'no_limite', label: 'No limite', effect: 'Desvantagem nos ataques e nas Rolagens de Efeito.', disadvantageOn: ['ataque', 'efeito'] },
      { level: 4, id: 'caido', label: 'Caído', effect: 'Você desmaia e só acorda depois de um descanso longo, com o cansaço em 3.', disadvantageOn: [] },
    ],
    longRestRemoves: 1,
    interludeDaysClearAll: 7,
    exaustoCosmoPenalty: 1,
    caidoWakesAt: 3,
    curedByCosmo: false,
  },
  sleep: { testAttribute: 'CON', humanFatiguePerNight: 1, warriorCd: 13, warriorCdStep: 2, fatigueOnFail: 1, meditationCountsAsSleep: false },
  hungerThirst: {
    foodDays: 3,
    foodDaysAddCon: true,
    fatiguePerDayHungry: 1,
    waterDays: 1,
    testAttribute: 'CON',
    thirstCd: 13,
    thirstCdStep: 2,
    thirstFatigueOnFail: 1,
    humanAutoFails: true,
    rationDays: 7,
  },
  forcedMarch: { testAttribute: 'CON', cd: 13, fatigueOnFail: 1, soundSpeedFatigue: 1 },
  ferido: { disadvantageOn: ['atletismo', 'CON'], fatiguePerTravelDay: 1, medicinaCd: 13 },
  clockClimb: {
    flames: 12,
    hoursPerFlame: 1,
    housesPerTest: 3,
    cd: 13,
    cdStep: 2,
    fatigueOnFail: 1,
    rules: [
      'Atravessar uma casa leva uma hora, com a luta que houver nela; uma casa vazia, ou um Ouro que deixa passar, não gasta chama.',
      'Sem descanso longo. O descanso curto — um só, como sempre — gasta uma chama, e o remendo da armadura também.',
      'O Cosmo sobe a escada com você: sem descanso longo, cada casa começa com o Cosmo que sobrou da anterior.',
      'As Cicatrizes e a ferida ficam até o fim.',
      'Um fica, os outros sobem; contra o grupo inteiro, o Ouro usa Sozinho contra muitos.',
      'A Glória de cada Ouro vencido vem com o +1 de Posto acima.',
      'O mesmo procedimento serve para qualquer subida contra o relógio: os sete pilares de Poseidon, os sete Guerreiros Deuses, as oito prisões do mundo dos mortos.',
    ],
  },
  deadWorld: {
    places: [
      { id: 'colina_da_entrada', place: 'A colina da entrada', has: 'A fila dos mortos caminhando para o buraco', danger: 'Quem chegou sem o corpo: um teste de Vontade contra CD 13 por hora, ou desce com a fila' },
      { id: 'rio_aqueronte', place: 'O portão e o rio Aqueronte', has: 'O barqueiro e a travessia', danger: 'Água de guerreiro; sem a moeda, o barqueiro briga' },
      { id: 'oito_prisoes', place: 'As oito prisões', has: 'Um castigo por prisão: o tribunal, o vento negro, o lago de sangue, o fogo, a chuva de pedra…', danger: 'Cada uma é um perigo de guerreiro do tipo dela, e tem um Espectro de guarda' },
      { id: 'cocytos', place: 'O Cocytos', has: 'O gelo onde ficam os que traíram os deuses', danger: 'Frio de Sétimo: um degrau acima de quem está no Sexto' },
      { id: 'giudecca', place: 'Giudecca', has: 'O palácio de Hades, os Juízes e Pandora', danger: 'A luta' },
      { id: 'muro_das_lamentacoes', place: 'O Muro das Lamentações', has: 'A parede que só a luz do sol derruba', danger: 'Feito de deus' },
      { id: 'elisio', place: 'O Elísio', has: 'Os campos dos deuses, depois da hiperdimensão', danger: 'Hypnos e Thanatos' },
    ],
    hillVontadeCd: 13,
    entry: [
      'Os vivos só entram com o Oitavo, com uma Moeda de Caronte, ou levados por um deus ou por uma técnica que arranca a alma.',
      'Quem morre lá dentro não deixa corpo para trás: só um deus, ou o Oitavo de quem a busca, tira a alma de lá.',
    ],
  },
  travel: {
    rows: [
      { id: 'humano', who: 'Humano, a pé', perDay: '30 km', forcing: '45 km, com o teste de marcha forçada', kmPerDay: 30, forcedKmPerDay: 45 },
      { id: 'guerreiro', who: 'Guerreiro, a pé', perDay: '60 km sem esforço', forcing: 'Correndo na velocidade do som, um país inteiro, por 1 de cansaço', kmPerDay: 60, forcedKmPerDay: null },
      {
        id: 'setimo_ou_elite',
        who: 'No Sétimo, ou a elite',
        perDay: 'A velocidade da luz não é para viajar: é para a luta. Para longe, a elite viaja como os outros — ou o Mestre corta a cena',
        forcing: '(idem)',
        kmPerDay: null,
        forcedKmPerDay: null,
      },
    ],
    countsAsInterludeForRecovery: true,
  },
};

/**
 * Where each table of the `world` section comes from.
 *
 * @example
 * ```ts
 * worldProvenance.feats?.kind //=> 'stated'
 * ```
 */
export const worldProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  degraus: prov('restored', 'tables/13-o-mundo.md › O degrau'),
  feats: prov('stated', 'FACTS.md › Feats and hazards (Capítulo Treze)', 'CD 13 (16 at the limit); one above 22; two above impossible; below automatic; two together lower one degree'),
  'feats.burnBonusPerPoint': prov('stated', 'FACTS.md › Feats and hazards (Capítulo Treze)', 'example: burning 3 points gives +6 to Atletismo'),
  'feats.burnBox': prov('restored', 'tables/13-o-mundo.md › Quadro "Queimar num feito"'),
  'feats.lastBlowHp': prov('restored', 'tables/13-o-mundo.md › Quadro "Queimar num feito" (O último golpe)'),
  'feats.helpGivesVantagem': prov('stated', 'seed, Capítulo Treze › Feitos', 'Ajudar dá Vantagem'),
  objects: prov('stated', 'FACTS.md › Feats and hazards (Capítulo Treze)', 'one degree above takes half, two above nothing; hitting them gives no Cosmo'),
  'objects.rows': prov('restored', 'tables/13-o-mundo.md › A vida de uma porta'),
  'objects.belowBreaksInOneBlow': prov('stated', 'seed, Capítulo Treze › A vida de uma porta'),
  hazards: prov('stated', 'FACTS.md › Feats and hazards (Capítulo Treze)', 'below no harm; at it table damage and CD 13 halves; one above double and CD 16; attack 1d20 + band attack (+5 one above)'),
  'hazards.rows': prov('restored', 'tables/13-o-mundo.md › Perigos'),
  'hazards.falls': prov('restored', 'tables/13-o-mundo.md › Perigos (Queda)', 'water halves and wings glide: seed, Capítulo Treze › Perigos'),
  'hazards.humanBandLevel': prov('stated', 'seed, Capítulo Treze › Perigos', 'o humano usa a linha do nível 1'),
  'hazards.deathAfterMinutes': prov('stated', 'seed, Capítulo Treze › Perigos'),
  'hazards.originTraitRemovesHazard': prov('stated', 'seed, Capítulo Treze › Perigos'),
  throwing: prov('stated', 'seed, Capítulo Treze › Arremessar'),
  'throwing.rows': prov('restored', 'tables/13-o-mundo.md › Arremessar'),
  breath: prov('stated', 'FACTS.md › Feats and hazards (Capítulo Treze)', 'human 1 min + CON (min 30 s); warrior 3 min + CON; CON test per minute, CD 13 +2 each'),
  'breath.drowningHitsPerRound': prov('stated', 'seed, Capítulo Treze › Fôlego'),
  'breath.roundsPerMinute': prov('stated', 'seed, Capítulo Treze › Fôlego', 'na luta, um minuto são dez rodadas'),
  'breath.fightingMultiplier': prov('stated', 'seed, Capítulo Treze › Fôlego', 'quem luta sem ar gasta o fôlego em dobro'),
  fatigue: prov('stated', 'FACTS.md › Feats and hazards (Capítulo Treze)', 'four boxes; a long rest with food removes one; seven Interlúdio days remove all'),
  'fatigue.levels': prov('restored', 'tables/13-o-mundo.md › O corpo: cansaço, fome, sono e ferida'),
  'fatigue.exaustoCosmoPenalty': prov('restored', 'tables/13-o-mundo.md › O corpo (2 · Exausto)'),
  'fatigue.levels.1.movementFraction': prov('restored', 'tables/13-o-mundo.md › O corpo (2 · Exausto)', '"Movimento pela metade"'),
  'fatigue.caidoWakesAt': prov('restored', 'tables/13-o-mundo.md › O corpo (4 · Caído)'),
  'fatigue.levels.disadvantageOn': prov('restored', 'tables/13-o-mundo.md › O corpo: cansaço, fome, sono e ferida', 'as Desvantagens do texto de cada quadrado, estruturadas; elas somam (cada quadrado marcado vale com os anteriores)'),
  sleep: prov('restored', 'tables/13-o-mundo.md › O corpo (cartão "Noites sem dormir")'),
  hungerThirst: prov('restored', 'tables/13-o-mundo.md › O corpo (cartão "Fome e sede")'),
  forcedMarch: prov('restored', 'tables/13-o-mundo.md › O corpo (cartão "Marcha forçada")'),
  ferido: prov('restored', 'tables/13-o-mundo.md › O corpo (cartão "Ferido")'),
  clockClimb: prov('stated', 'seed, Capítulo Treze › A subida das Doze Casas'),
  deadWorld: prov('restored', 'tables/13-o-mundo.md › O mundo dos mortos'),
  'deadWorld.entry': prov('stated', 'seed, Capítulo Treze › O mundo dos mortos'),
  travel: prov('restored', 'tables/13-o-mundo.md › Viagem'),
  'travel.countsAsInterludeForRecovery': prov('stated', 'seed, Capítulo Treze › Viagem'),
}))();
