/**
 * Ruleset section `resolution` — Capítulos 1–2: a rolagem básica, os alvos, Vantagem e
 * Desvantagem, a tabela de dificuldade, o crítico e a falha crítica, as frações.
 *
 * The dice module (`src/dice/`) reads every number of its d20 test, its critical rules and its
 * rounding from this section: `ruleset.resolution`.
 *
 * @module
 */
import * as z from 'zod';
import { lazyObject } from '../../internal/lazy.js';
import { prov, type ProvenanceMap } from '../provenance.js';
import { RULESET_LIMITS } from './limits.js';

const FACTS = 'FACTS.md › Resolution (opening chapters)';
const SEED_CRIT = 'seed › Crítico e falha crítica';

/** What happens on a natural maximum (the d20 showing 20 before anything is added). */
const natural20Schema = /* @__PURE__ */ lazyObject(() => z.object({
  /** The roll succeeds whatever the total (an attack hits). */
  autoSuccess: z.boolean(),
  /** The roll becomes a critical hit (Acerto Crítico). */
  critical: z.boolean(),
  /** Something exceptional is added (more information, less time), without a guaranteed success. */
  exceptional: z.boolean(),
}));

/** What happens on a natural 1. */
const natural1Schema = /* @__PURE__ */ lazyObject(() => z.object({
  /** The roll fails whatever the total (an attack misses regardless of bonus). */
  autoFailure: z.boolean(),
  /** The total is used normally, but the Mestre may add a complication (never free damage). */
  complication: z.boolean(),
}));

/** One kind of d20 roll and how its natural 20 / natural 1 behave. */
const rollKindSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** pt-BR label. */
  label: z.string().min(1),
  /** The usual target: a slug of `targets`, or `null` when the roll has no target (Iniciativa). */
  target: z.string().min(1).nullable(),
  natural20: natural20Schema,
  natural1: natural1Schema,
}));

/** A target a d20 roll is compared with. */
const targetSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** pt-BR label ("CD", "DEF", "Fortitude"…). */
  label: z.string().min(1),
  /** pt-BR: who is on the other side. */
  against: z.string().min(1),
}));

/** One row of the difficulty table ("Quanto é difícil"). */
const difficultySchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** ascii slug (`facil`, `media`, `dificil`, `muito_dificil`, `quase_impossivel`). */
  slug: z.string().min(1),
  /** pt-BR label ("Muito difícil"). */
  label: z.string().min(1),
  /** The CD. */
  cd: z.number().int(),
  /** The book's example. */
  example: z.string().min(1),
}));

/** A card of the book (label, tag, text), as printed. */
const cardSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** ascii slug. */
  id: z.string().regex(/^[a-z0-9_]+$/),
  /** pt-BR label ("Caminho", "Vantagem"). */
  label: z.string().min(1),
  /** The card's tag, as printed. */
  tag: z.string().min(1),
  /** The card's text, as printed. */
  text: z.string().min(1),
}));

/** One situation that gives Vantagem or Desvantagem. */
const advantageSourceSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** ascii slug. */
  id: z.string().regex(/^[a-z0-9_]+$/),
  /** pt-BR, as the card words it. */
  text: z.string().min(1),
}));

/** How a fraction is rounded. */
const roundingDirectionSchema = /* @__PURE__ */ z.enum(['up', 'down', 'nearest']);

/** The schema of {@link resolutionSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link ResolutionRules}. */
export const resolutionSchemaDef = /* @__PURE__ */ lazyObject(() => z.object({
  /** The basic roll: 1d20 + modifier (+ proficiency) ≥ target. */
  test: z.object({
    /** Faces of the test die (20). Its maximum face is the "natural 20". */
    die: z.number().int().min(2),
    /** pt-BR formula as the book's box writes it. */
    formula: z.string().min(1),
    /** `true`: a total equal to the target succeeds ("igual ou maior"). */
    successOnEqual: z.boolean(),
    /** Proficiency is added only when trained in what is being done. */
    proficiencyOnlyWhenTrained: z.boolean(),
    /** Who rolls: the one who causes (`quem_causa`); nobody rolls to defend. */
    whoRolls: z.enum(['quem_causa']),
  }),
  /** The targets a test is compared with, keyed by slug (`cd`, `def`, `fortitude`, `reflexos`, `vontade`). */
  targets: z.record(z.string().min(1), targetSchema),
  /** Vantagem (two d20, keep the best) and Desvantagem (two d20, keep the worst). */
  advantage: z.object({
    /** How many d20 are rolled with Vantagem or Desvantagem. */
    dice: z.number().int().min(2),
    /**
     * `none` (book): they do not stack, and having both — from any number of sources — cancels to
     * one die. `net` (house-rule option): each net source adds one die.
     */
    stacking: z.enum(['none', 'net']),
    /** pt-BR labels. */
    labels: z.object({ vantagem: z.string().min(1), desvantagem: z.string().min(1) }),
    /** The situations the cards list (not exhaustive: the Mestre grants others). */
    sources: z.object({ vantagem: z.array(advantageSourceSchema).min(1), desvantagem: z.array(advantageSourceSchema).min(1) }),
    /** The two cards, as printed. */
    cards: z.array(cardSchema).length(2),
  }),
  /** The three modes of play (Capítulo Um, "Como uma sessão acontece"): Caminho · Luta · Interlúdio. */
  sessionModes: z.array(cardSchema).min(1),
  /**
   * The five numbers of the ficha (Capítulo Dois cards): PV, Cosmo, the five senses, Convicções,
   * Centelhas — text only; each number lives in its own section (`combat.rests`, `cosmo`, …).
   */
  sheetNumbers: z.array(cardSchema).length(5),
  /** The difficulty table, easiest first. */
  difficulties: z.array(difficultySchema).min(1),
  /** Each kind of d20 roll and its natural 20 / natural 1 rules. */
  rollKinds: z.object({
    /** An attack (golpe comum or technique) against DEF. */
    ataque: rollKindSchema,
    /** The attack of a band of figurantes: a natural 20 hits but has no critical. */
    ataque_bando: rollKindSchema,
    /** A skill (or attribute) test against a CD. */
    pericia: rollKindSchema,
    /** A Rolagem de Efeito against a passive defense. */
    efeito: rollKindSchema,
    /** Iniciativa: 1d20 + DES, no target. */
    iniciativa: rollKindSchema,
  }),
  /** What a critical hit does to damage. */
  critical: z.object({
    /** Golpe comum: the damage dice are rolled this many times (modifier once). */
    golpeComumDamageDiceMultiplier: z.number().int().min(1).max(RULESET_LIMITS.techniqueSize),
    /** Technique: this many extra damage points (each one more die + one more point bonus). */
    techniqueExtraDamagePoints: z.number().int().min(0).max(RULESET_LIMITS.techniqueSize),
  }),
  /** Fractions: the direction used when a rule does not say. */
  fractions: z.object({ default: roundingDirectionSchema }),
  /** The book's worked example ("Experimente"). */
  example: z.object({
    label: z.string().min(1),
    posto: z.string().min(1),
    level: z.number().int(),
    bonus: z.number().int(),
    cd: z.number().int(),
  }),
}).superRefine((r, ctx) => {
  r.difficulties.forEach((d, i) => {
    const prev = r.difficulties[i - 1];
    if (prev && d.cd <= prev.cd) {
      ctx.addIssue({
        code: 'custom',
        path: ['difficulties', i, 'cd'],
        message: `A tabela de dificuldade precisa subir: "${d.label}" (CD ${d.cd}) não passa de "${prev.label}" (CD ${prev.cd}).`,
        params: { code: 'difficulty_not_ascending', slug: d.slug, cd: d.cd, previous: prev.cd },
      });
    }
  });
  for (const [kind, k] of Object.entries(r.rollKinds)) {
    if (k.target !== null && !Object.prototype.hasOwnProperty.call(r.targets, k.target)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rollKinds', kind, 'target'],
        message: `A rolagem "${k.label}" usa o alvo "${k.target}", que não está entre os alvos (${Object.keys(r.targets).join(', ')}).`,
        params: { code: 'roll_kind_unknown_target', kind, target: k.target },
      });
    }
  }
}));

/**
 * zod schema of the `resolution` section.
 *
 * @example
 * ```ts
 * resolutionSchema.safeParse(resolution).success //=> true
 * ```
 */
export const resolutionSchema: z.ZodType<ResolutionRules> = resolutionSchemaDef;

/**
 * A card of the resolution rules (an advantage card, a session mode, a number of the ficha): an id, a
 * label, a tag and its text.
 *
 * @example
 * ```ts
 * const card: ResolutionCard = resolution.sessionModes[0]!; // id, label, tag, text
 * ```
 */
export type ResolutionCard = {
    id: string;
    label: string;
    tag: string;
    text: string;
};

/**
 * A source of Vantagem or Desvantagem: its id and its text.
 *
 * @example
 * ```ts
 * const src: AdvantageSourceRow = resolution.advantage.sources.vantagem[0]!; // id, text
 * ```
 */
export type AdvantageSourceRow = {
    id: string;
    text: string;
};

/**
 * How one kind of roll behaves: what it rolls against and what a natural 20 and a natural 1 do.
 *
 * @example
 * ```ts
 * const r: RollKindRules = resolution.rollKinds.ataque; // natural20.critical //=> true
 * ```
 */
export type RollKindRules = {
    label: string;
    target: string | null;
    natural20: {
        autoSuccess: boolean;
        critical: boolean;
        exceptional: boolean;
    };
    natural1: {
        autoFailure: boolean;
        complication: boolean;
    };
};

/**
 * The `resolution` section's type, written out so the declarations name it (the schema, the runtime truth, is
 * checked against it at compile time by `test/types/sections.test-d.ts`).
 *
 * @example
 * ```ts
 * const r: ResolutionRules = bookRuleset.resolution;
 * ```
 */
export type ResolutionRules = {
    test: {
        die: number;
        formula: string;
        successOnEqual: boolean;
        proficiencyOnlyWhenTrained: boolean;
        whoRolls: "quem_causa";
    };
    targets: Record<string, {
        label: string;
        against: string;
    }>;
    advantage: {
        dice: number;
        stacking: "none" | "net";
        labels: {
            vantagem: string;
            desvantagem: string;
        };
        sources: {
            vantagem: AdvantageSourceRow[];
            desvantagem: AdvantageSourceRow[];
        };
        cards: ResolutionCard[];
    };
    sessionModes: ResolutionCard[];
    sheetNumbers: ResolutionCard[];
    difficulties: {
        slug: string;
        label: string;
        cd: number;
        example: string;
    }[];
    rollKinds: {
        ataque: RollKindRules;
        ataque_bando: RollKindRules;
        pericia: RollKindRules;
        efeito: RollKindRules;
        iniciativa: RollKindRules;
    };
    critical: {
        golpeComumDamageDiceMultiplier: number;
        techniqueExtraDamagePoints: number;
    };
    fractions: {
        default: "up" | "down" | "nearest";
    };
    example: {
        label: string;
        posto: string;
        level: number;
        bonus: number;
        cd: number;
    };
};

/**
 * The book's `resolution` tables.
 *
 * @example
 * ```ts
 * resolution.test.die //=> 20
 * resolution.difficulties[1] //=> { slug: 'media', label: 'Média', cd: 13, example: '…' }
 * ```
 */
export const resolution: ResolutionRules = {
  test: {
    die: 20,
    formula: '1d20 + modificador (+ proficiência)',
    successOnEqual: true,
    proficiencyOnlyWhenTrained: true,
    whoRolls: 'quem_causa',
  },
  targets: {
    cd: { label: 'CD', against: 'o mundo resiste: um muro, uma correnteza, uma mentira ensaiada' },
    def: { label: 'DEF', against: 'você ataca alguém' },
    fortitude: { label: 'Fortitude', against: 'você tenta impor um efeito (defesa passiva)' },
    reflexos: { label: 'Reflexos', against: 'você tenta impor um efeito (defesa passiva)' },
    vontade: { label: 'Vontade', against: 'você tenta impor um efeito (defesa passiva)' },
  },
  advantage: {
    dice: 2,
    stacking: 'none',
    labels: { vantagem: 'Vantagem', desvantagem: 'Desvantagem' },
    sources: {
      vantagem: [
        { id: 'ataca_caido', text: 'quando ataca alguém caído' },
        { id: 'aliado_ajuda', text: 'quando um aliado te ajuda' },
        { id: 'sentido_acima', text: 'quando está num Sentido acima do inimigo' },
        { id: 'recebe_centelha', text: 'quando recebe uma Centelha' },
      ],
      desvantagem: [
        { id: 'sem_enxergar', text: 'sem enxergar o alvo' },
        { id: 'inimigo_sentido_acima', text: 'lutando contra alguém num Sentido acima do seu' },
        { id: 'sentido_perdido', text: 'tentando algo com um sentido que perdeu' },
      ],
    },
    cards: [
      {
        id: 'vantagem',
        label: 'Vantagem',
        tag: 'A situação está a seu favor',
        text: 'Role dois d20 e use o maior. Você tem Vantagem quando ataca alguém caído, quando um aliado te ajuda, quando está num Sentido acima do inimigo, quando recebe uma Centelha.',
      },
      {
        id: 'desvantagem',
        label: 'Desvantagem',
        tag: 'A situação está contra você',
        text: 'Role dois d20 e use o menor. Você tem Desvantagem sem enxergar o alvo, lutando contra alguém num Sentido acima do seu, ou tentando algo com um sentido que perdeu.',
      },
    ],
  },
  sessionModes: [
    {
      id: 'caminho',
      label: 'Caminho',
      tag: 'A maior parte do tempo',
      text: 'Vocês viajam, investigam, conversam, sobem a escadaria de um santuário. O Mestre descreve, vocês dizem o que fazem, e dados só aparecem quando há risco de verdade.',
    },
    {
      id: 'luta',
      label: 'Luta',
      tag: 'O coração do jogo',
      text: 'O jogo passa a contar em rodadas e turnos. Muitas lutas são duelos: um de vocês contra um inimigo, enquanto o resto do grupo está em outro lugar — e ainda assim ajudando.',
    },
    {
      id: 'interludio',
      label: 'Interlúdio',
      tag: 'Entre uma batalha e outra',
      text: 'Dias ou semanas: o personagem treina, evolui uma técnica, leva a armadura morta a quem sabe restaurá-la e recupera os sentidos que perdeu.',
    },
  ],
  sheetNumbers: [
    { id: 'pv', label: 'PV · Pontos de Vida', tag: 'Quanto você aguenta', text: 'Chegar a 0 derruba você, mas não mata. Um descanso longo devolve metade.' },
    {
      id: 'cosmo',
      label: 'Cosmo',
      tag: 'Cresce durante a luta',
      text: 'Começa baixo, sobe a cada rodada e a cada golpe que entra, e paga as técnicas. Tem um limite, o Teto. Quando a luta acaba, ele fica onde estava até você gastar; só o descanso longo o devolve ao começo.',
    },
    {
      id: 'sentidos',
      label: 'Os cinco sentidos',
      tag: 'O que podem tirar de você',
      text: 'Visão, audição, olfato, paladar e tato. Ou o inimigo arranca, ou você se mutila. Cada um que se perde enfraquece o corpo e sobe o Cosmo.',
    },
    {
      id: 'conviccoes',
      label: 'Convicções',
      tag: 'Por que você levanta',
      text: 'Três frases. Cada vez que você levanta do chão, gasta uma. Uma volta a cada 7 dias sem luta, e todas voltam quando você sobe de nível.',
    },
    {
      id: 'centelhas',
      label: 'Centelhas',
      tag: 'O Cosmo que você manda',
      text: 'Três por sessão. Mande para um amigo que está lutando, esteja você onde estiver: ele ganha Cosmo e acerta melhor o próximo golpe.',
    },
  ],
  difficulties: [
    { slug: 'facil', label: 'Fácil', cd: 10, example: 'Pular de um telhado para outro, convencer quem já queria ser convencido' },
    { slug: 'media', label: 'Média', cd: 13, example: 'Escalar pedra nua, perceber que alguém esconde o Cosmo' },
    { slug: 'dificil', label: 'Difícil', cd: 16, example: 'Atravessar uma nevasca, reconhecer uma armadura pelo desenho da urna' },
    { slug: 'muito_dificil', label: 'Muito difícil', cd: 19, example: 'Nadar contra o redemoinho de um templo submarino' },
    { slug: 'quase_impossivel', label: 'Quase impossível', cd: 22, example: 'Feitos que entram para a lenda' },
  ],
  rollKinds: {
    ataque: {
      label: 'Ataque',
      target: 'def',
      natural20: { autoSuccess: true, critical: true, exceptional: false },
      natural1: { autoFailure: true, complication: false },
    },
    ataque_bando: {
      label: 'Ataque de bando de figurantes',
      target: 'def',
      natural20: { autoSuccess: true, critical: false, exceptional: false },
      natural1: { autoFailure: true, complication: false },
    },
    pericia: {
      label: 'Teste de perícia',
      target: 'cd',
      natural20: { autoSuccess: false, critical: false, exceptional: true },
      natural1: { autoFailure: false, complication: true },
    },
    efeito: {
      label: 'Rolagem de Efeito',
      target: null,
      natural20: { autoSuccess: false, critical: false, exceptional: false },
      natural1: { autoFailure: false, complication: false },
    },
    iniciativa: {
      label: 'Iniciativa',
      target: null,
      natural20: { autoSuccess: false, critical: false, exceptional: false },
      natural1: { autoFailure: false, complication: false },
    },
  },
  critical: {
    golpeComumDamageDiceMultiplier: 2,
    techniqueExtraDamagePoints: 1,
  },
  fractions: { default: 'up' },
  example: {
    label: 'Atletismo (Bronze de nível 1 escalando a encosta do Santuário)',
    posto: 'bronze',
    level: 1,
    bonus: 5,
    cd: 13,
  },
};

/**
 * Where each table of the `resolution` section comes from.
 *
 * @example
 * ```ts
 * resolutionProvenance.difficulties.kind //=> 'restored'
 * ```
 */
export const resolutionProvenance: ProvenanceMap = /* @__PURE__ */ (() => ({
  test: prov('stated', FACTS, 'd20 + modificador (+ proficiência quando treinado) ≥ alvo; quem causa é quem rola'),
  'test.formula': prov('restored', 'tables/02-como-se-joga.md › (abertura do capítulo) — quadro "A rolagem básica"'),
  targets: prov('stated', FACTS, 'CD (mundo), DEF (ataque), Fortitude / Reflexos / Vontade (efeitos)'),
  advantage: prov('stated', FACTS, 'não se acumulam; as duas juntas se cancelam, de qualquer número de fontes'),
  'advantage.stacking': prov('stated', FACTS, '`net` é uma opção de regra da casa, não do livro'),
  'advantage.sources': prov('restored', 'tables/02-como-se-joga.md › Vantagem e Desvantagem', 'as situações dos dois cartões, uma por linha'),
  'advantage.cards': prov('restored', 'tables/02-como-se-joga.md › Vantagem e Desvantagem'),
  sessionModes: prov('restored', 'tables/01-antes-de-tudo.md › Como uma sessão acontece'),
  sheetNumbers: prov('restored', 'tables/02-como-se-joga.md › Os cinco números da sua ficha', 'só o texto: cada número mora na sua seção'),
  difficulties: prov('restored', 'tables/02-como-se-joga.md › Quanto é difícil'),
  rollKinds: prov('stated', FACTS, 'Natural 20 / natural 1 por tipo de rolagem'),
  'rollKinds.ataque': prov('stated', FACTS, '20 natural acerta e é crítico; 1 natural erra, não importa o bônus'),
  'rollKinds.ataque_bando': prov(
    'stated',
    'seed › Figurantes (Capítulo Cinco)',
    'sem crítico; "um 20 natural dele acerta"; o 1 natural erra como todo ataque',
  ),
  'rollKinds.pericia': prov('stated', SEED_CRIT, '20 natural não garante sucesso, acrescenta algo excepcional; 1 natural usa o total, pode trazer complicação'),
  'rollKinds.efeito': prov('stated', FACTS, 'Rolagem de Efeito não tem crítico'),
  'rollKinds.efeito.natural1': prov(
    'reconstructed',
    'docs/regras/resolution.md#o-1-natural-fora-do-ataque',
    'o livro não dá regra de 1 natural para Efeito: usa-se o total',
  ),
  'rollKinds.efeito.target': prov('reconstructed', 'docs/regras/resolution.md#alvos-por-tipo', 'Fortitude, Reflexos ou Vontade: depende da técnica'),
  'rollKinds.iniciativa': prov('stated', FACTS, 'Iniciativa não tem crítico'),
  'rollKinds.iniciativa.natural1': prov(
    'reconstructed',
    'docs/regras/resolution.md#o-1-natural-fora-do-ataque',
    'o livro não dá regra de 1 natural para Iniciativa: usa-se o total',
  ),
  critical: prov('stated', FACTS, 'golpe comum rola os dados de dano duas vezes; técnica soma um ponto de dano'),
  fractions: prov('stated', FACTS, 'frações arredondam para cima, salvo regra em contrário'),
  example: prov('stated', FACTS, 'Bronze de nível 1, Atletismo +5 contra CD 13'),
}))();
