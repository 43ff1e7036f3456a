/**
 * The d10 dice-pool rules (seed `001_f15735ebdcaa2590.txt`, "Sistema de Regras") as data: trait
 * scale, pool limits, difficulties, degrees of success and the Rule of One. Logic reads every
 * number from here; nothing is written into the functions.
 *
 * @module
 */
// zod/mini (zod 4's tree-shakable API): the d10 entry stays a few KB for a browser.
import * as z from 'zod/mini';
import { deepFreeze } from '../internal/freeze.js';
import { prov, type ProvenanceMap } from '../rules/index.js';

const labelled = /* @__PURE__ */ (() => z.object({
  /** The number as the seed writes it (`3` for "03 - Bom"). */
  value: z.int(),
  /** The pt-BR label, with accents. */
  label: z.string().check(z.minLength(1)),
}))();

/** The schema of {@link d10RulesSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link D10Rules}. @internal */
export const d10RulesSchemaDef = /* @__PURE__ */ (() => z
  .object({
    /** The die of the system. */
    die: z.object({
      /** Faces of the die (10). */
      sides: z.int().check(z.gte(2), z.lte(100)),
      /** The face that cancels a success ("Regra do Um"). */
      cancellingFace: z.int().check(z.gte(1)),
    }),
    /** The ordinary trait scale (00 Péssimo … 05 Extraordinário). */
    traits: z.object({
      /** Lowest trait level. */
      min: z.int().check(z.gte(0)),
      /** Highest trait level of an ordinary trait. */
      max: z.int().check(z.gte(0)),
      /** The label of every level, from `min` to `max`. */
      levels: z.array(labelled),
      /** No pool ever adds more than this many traits. */
      maxPerPool: z.int().check(z.gte(1)),
    }),
    /** Traits with a potential value of 10 (Sanidade, Força de Vontade): always used alone. */
    tenPointTraits: z.object({
      /** Highest value of such a trait. */
      max: z.int().check(z.gte(1)),
      /** The seed's examples of such traits. */
      examples: z.array(z.string().check(z.minLength(1))),
    }),
    /** Difficulties 02 (Extremamente Fácil) … 10 (Quase Impossível), with labels. */
    difficulties: z.array(labelled).check(z.minLength(1)),
    /** Degrees of success by net successes; the last one applies to every larger number ("05 ou +"). */
    degrees: z.array(labelled).check(z.minLength(1)),
    /** The other names the seed's prose gives to some success counts ("sucesso mínimo / completo / memorável"). */
    proseDegrees: z.array(labelled),
    /** Largest pool the exact calculator accepts (its counts stay exact integers up to 10^15). */
    maxExactPool: z.int().check(z.gte(1), z.lte(15)),
  })
  .check(
    z.superRefine((r, ctx) => {
    if (r.traits.max < r.traits.min) {
      ctx.addIssue({
        code: 'custom',
        message: `O nível máximo de traço (${r.traits.max}) é menor que o mínimo (${r.traits.min}).`,
        params: { code: 'd10_trait_scale_inverted', min: r.traits.min, max: r.traits.max },
        path: ['traits', 'max'],
      });
    }
    for (const d of r.difficulties) {
      if (d.value <= r.die.cancellingFace || d.value > r.die.sides) {
        ctx.addIssue({
          code: 'custom',
          message: `A dificuldade ${d.value} precisa ficar entre ${r.die.cancellingFace + 1} e ${r.die.sides}.`,
          params: { code: 'd10_difficulty_outside_die', difficulty: d.value },
          path: ['difficulties'],
        });
      }
    }
    }),
  ))();

/**
 * zod schema of the d10 rules. A campaign may validate its own variant with it.
 *
 * @example
 * ```ts
 * d10RulesSchema.safeParse(d10Rules).success //=> true
 * ```
 */
export const d10RulesSchema: z.ZodMiniType<D10Rules> = d10RulesSchemaDef;

/**
 * The d10 rules' type, written out (checked against {@link d10RulesSchema} at compile time).
 *
 * @example
 * ```ts
 * const rules: D10Rules = d10Rules;
 * rules.die.sides //=> 10
 * ```
 */
export type D10Rules = {
    die: {
        sides: number;
        cancellingFace: number;
    };
    traits: {
        min: number;
        max: number;
        levels: {
            value: number;
            label: string;
        }[];
        maxPerPool: number;
    };
    tenPointTraits: {
        max: number;
        examples: string[];
    };
    difficulties: {
        value: number;
        label: string;
    }[];
    degrees: {
        value: number;
        label: string;
    }[];
    proseDegrees: {
        value: number;
        label: string;
    }[];
    maxExactPool: number;
};

/**
 * The seed's d10 rules, deeply frozen. Every function of `sangue-e-estrelas/d10` defaults to them.
 *
 * @example
 * ```ts
 * d10Rules.difficulties.find((d) => d.value === 7)?.label //=> 'Desafiador'
 * d10Rules.traits.levels[3]?.label //=> 'Bom'
 * ```
 */
export const d10Rules: D10Rules = /* @__PURE__ */ deepFreeze({
  die: { sides: 10, cancellingFace: 1 },
  traits: {
    min: 0,
    max: 5,
    levels: [
      { value: 0, label: 'Péssimo' },
      { value: 1, label: 'Fraco' },
      { value: 2, label: 'Médio' },
      { value: 3, label: 'Bom' },
      { value: 4, label: 'Excepcional' },
      { value: 5, label: 'Extraordinário' },
    ],
    maxPerPool: 2,
  },
  tenPointTraits: { max: 10, examples: ['Sanidade', 'Força de Vontade'] },
  difficulties: [
    { value: 2, label: 'Extremamente Fácil' },
    { value: 3, label: 'Fácil' },
    { value: 4, label: 'Rotineiro' },
    { value: 5, label: 'Equilibrado' },
    { value: 6, label: 'Médio' },
    { value: 7, label: 'Desafiador' },
    { value: 8, label: 'Difícil' },
    { value: 9, label: 'Extremamente Difícil' },
    { value: 10, label: 'Quase Impossível' },
  ],
  degrees: [
    { value: 1, label: 'Mínimo' },
    { value: 2, label: 'Moderado' },
    { value: 3, label: 'Total' },
    { value: 4, label: 'Excepcional' },
    { value: 5, label: 'Fenomenal' },
  ],
  proseDegrees: [
    { value: 1, label: 'sucesso mínimo' },
    { value: 3, label: 'sucesso completo' },
    { value: 5, label: 'sucesso memorável' },
  ],
  maxExactPool: 15,
});

const SEED = 'seeds/001_f15735ebdcaa2590.txt › Sistema de Regras';

/**
 * Where each d10 rule comes from: the seed's single heading "Sistema de Regras", the paragraph
 * named in parentheses. `reconstructed` entries are decisions documented in `docs/d10.md`
 * ("Decisões (reconstruído)").
 *
 * @example
 * ```ts
 * d10Provenance['traits.levels']?.kind //=> 'stated'
 * d10Provenance.maxExactPool?.kind //=> 'reconstructed'
 * ```
 */
export const d10Provenance: ProvenanceMap = /* @__PURE__ */ (() => deepFreeze({
  die: prov('stated', `${SEED} (dados de 10 faces; "Regra do Um")`),
  traits: prov('stated', `${SEED} (escala 00–05; "mais de duas Características")`),
  'traits.levels': prov('stated', `${SEED} (00 - Péssimo … 05 - Extraordinário)`),
  'traits.maxPerPool': prov('stated', `${SEED} ("Não existe absolutamente nenhuma situação onde seja possível adicionar mais de duas Características")`),
  tenPointTraits: prov('stated', `${SEED} ("valor potencial de 10 (como a Sanidade ou a Força de Vontade)")`),
  difficulties: prov('stated', `${SEED} (Dificuldade 02 = Extremamente Fácil … 10 = Quase Impossível)`),
  degrees: prov('stated', `${SEED} (01 Sucesso = Mínimo … 05 ou + Sucessos = Fenomenal)`),
  proseDegrees: prov(
    'stated',
    `${SEED} ("um sucesso mínimo", "sucesso completo", "sucesso memorável")`,
    'A prosa chama 3 sucessos de "completo" e 5 de "memorável"; a lista chama de Total e Fenomenal. A lista é o rótulo principal (docs/d10.md › Decisões (reconstruído)).',
  ),
  maxExactPool: prov(
    'reconstructed',
    'docs/d10.md › Decisões (reconstruído)',
    'A maior parada das regras é 10 dados (5 + 5, ou um traço de 10 pontos); o cálculo exato aceita até 15 para divisões e regras da casa.',
  ),
}))();
