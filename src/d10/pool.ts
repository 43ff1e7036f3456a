/**
 * Traits, pools and difficulties of the d10 system: labels, building a pool from at most two
 * traits, splitting a pool.
 *
 * @module
 */
import * as z from 'zod/mini';
import { fail, ok, parseWithErrorMap, zodBasicErrorMapPtBR, type Issue, type Result } from '../issues/index.js';
import { d10Issue } from './issues.js';
import { d10Rules, type D10Rules } from './rules.js';

/**
 * The label of a trait level ("03" → "Bom"), or `undefined` outside the scale.
 *
 * @param level - The trait level (0–5 in the seed).
 * @param rules - The d10 rules (default: the seed's).
 * @returns The pt-BR label.
 * @example
 * ```ts
 * traitLabel(3) //=> 'Bom'
 * traitLabel(5) //=> 'Extraordinário'
 * traitLabel(6) //=> undefined
 * ```
 */
export function traitLabel(level: number, rules: D10Rules = d10Rules): string | undefined {
  return rules.traits.levels.find((l) => l.value === level)?.label;
}

/**
 * The label of a difficulty ("07" → "Desafiador"), or `undefined` when it is not one.
 *
 * @param difficulty - The difficulty (2–10 in the seed).
 * @param rules - The d10 rules.
 * @returns The pt-BR label.
 * @example
 * ```ts
 * difficultyLabel(7) //=> 'Desafiador'
 * difficultyLabel(1) //=> undefined
 * ```
 */
export function difficultyLabel(difficulty: number, rules: D10Rules = d10Rules): string | undefined {
  return rules.difficulties.find((d) => d.value === difficulty)?.label;
}

/**
 * The degree of a number of (net) successes: 1 Mínimo … 5 or more Fenomenal; `undefined` for 0.
 *
 * @param successes - Net successes after the Rule of One.
 * @param rules - The d10 rules.
 * @returns The pt-BR label of the degree.
 * @example
 * ```ts
 * degreeLabel(1) //=> 'Mínimo'
 * degreeLabel(3) //=> 'Total'
 * degreeLabel(7) //=> 'Fenomenal'
 * degreeLabel(0) //=> undefined
 * ```
 */
export function degreeLabel(successes: number, rules: D10Rules = d10Rules): string | undefined {
  let found: string | undefined;
  for (const d of rules.degrees) if (successes >= d.value) found = d.label;
  return found;
}

/**
 * Checks a difficulty against the rules' list (02–10 in the seed).
 *
 * @param difficulty - Untrusted difficulty.
 * @param rules - The d10 rules.
 * @returns The difficulty, or the issue `d10_difficulty_out_of_range`.
 * @example
 * ```ts
 * validateDifficulty(7).ok //=> true
 * validateDifficulty(11).issues[0]?.code //=> 'd10_difficulty_out_of_range'
 * ```
 */
export function validateDifficulty(difficulty: unknown, rules: D10Rules = d10Rules): Result<number> {
  const values = rules.difficulties.map((d) => d.value);
  if (typeof difficulty === 'number' && values.includes(difficulty)) return ok(difficulty);
  return fail([
    d10Issue('d10_difficulty_out_of_range', ['difficulty'], {
      difficulty,
      min: Math.min(...values),
      max: Math.max(...values),
    }),
  ]);
}

/**
 * Checks a number of dice: a non-negative integer no larger than the exact calculator's limit.
 * A pool of 0 dice is valid with the warning `d10_pool_empty` (the action simply fails).
 *
 * @param dice - Untrusted number of dice.
 * @param rules - The d10 rules.
 * @returns The number of dice, or the issues.
 * @example
 * ```ts
 * validatePoolSize(5).ok //=> true
 * validatePoolSize(-1).ok //=> false
 * validatePoolSize(0).issues[0]?.code //=> 'd10_pool_empty'
 * ```
 */
export function validatePoolSize(dice: unknown, rules: D10Rules = d10Rules): Result<number> {
  if (typeof dice !== 'number' || !Number.isInteger(dice)) return fail([d10Issue('d10_pool_not_integer', ['dice'], { dice })]);
  if (dice < 0) return fail([d10Issue('d10_pool_negative', ['dice'], { dice })]);
  if (dice > rules.maxExactPool) return fail([d10Issue('d10_pool_too_large', ['dice'], { dice, max: rules.maxExactPool })]);
  if (dice === 0) return ok(0, [d10Issue('d10_pool_empty', ['dice'], {}, 'warning')]);
  return ok(dice);
}

/**
 * zod schema of one trait put into a pool: its name, its value and whether it is a 10-point trait
 * (Sanidade, Força de Vontade), which is always used alone.
 *
 * @example
 * ```ts
 * traitSchema.parse({ name: 'Força', value: 3 }) //=> { name: 'Força', value: 3, tenPoint: false }
 * ```
 */
export const traitSchema = /* @__PURE__ */ (() => z.object({
  /** The trait's name as the sheet writes it ("Percepção", "Prontidão"). */
  name: z.string().check(z.minLength(1)),
  /** Its level: 0–5 for an ordinary trait, up to 10 for a 10-point trait. */
  value: z.int(),
  /** True for a trait with a potential value of 10 (Sanidade, Força de Vontade). */
  tenPoint: z._default(z.boolean(), false),
}))();

/**
 * A trait put into a pool (output of {@link traitSchema}).
 *
 * @example
 * ```ts
 * const forca: Trait = { name: 'Força', value: 3, tenPoint: false };
 * ```
 */
export type Trait = z.infer<typeof traitSchema>;

/**
 * A pool of dice (Parada de Dados) built from its traits.
 *
 * @example
 * ```ts
 * const pool: Pool = { dice: 5, traits: [{ name: 'Percepção', value: 3, tenPoint: false }, { name: 'Prontidão', value: 2, tenPoint: false }] };
 * ```
 */
export interface Pool {
  /** Number of d10 rolled: the sum of the traits. */
  readonly dice: number;
  /** The traits, in the order given. */
  readonly traits: readonly Trait[];
}

/**
 * Builds a pool (Parada de Dados) from traits — Atributo + Habilidade, or one trait alone — checking
 * the seed's limits: never more than two traits; a 10-point trait is used alone; each level within
 * its scale.
 *
 * @param traits - Untrusted list of traits (`{ name, value, tenPoint? }`).
 * @param rules - The d10 rules.
 * @returns The pool, or coded issues (`d10_pool_too_many_traits`, `d10_ten_point_trait_not_alone`, …).
 * @example
 * ```ts
 * const r = buildPool([{ name: 'Percepção', value: 3 }, { name: 'Prontidão', value: 2 }]);
 * if (r.ok) r.value.dice //=> 5
 * buildPool([{ name: 'Força de Vontade', value: 7, tenPoint: true }, { name: 'Empatia', value: 2 }]).issues[0]?.code
 * //=> 'd10_ten_point_trait_not_alone'
 * ```
 */
export function buildPool(traits: unknown, rules: D10Rules = d10Rules): Result<Pool> {
  // The plain-data messages, word for word zod's pt-BR: the entry leaves zod's locale out.
  const parsed = parseWithErrorMap(z.array(traitSchema), traits, zodBasicErrorMapPtBR);
  if (!parsed.ok) return parsed;
  const list = parsed.value;
  const issues: Issue[] = [];
  if (list.length === 0) issues.push(d10Issue('d10_pool_no_traits', [], {}));
  if (list.length > rules.traits.maxPerPool) {
    issues.push(d10Issue('d10_pool_too_many_traits', [], { count: list.length, max: rules.traits.maxPerPool }));
  }
  list.forEach((t, i) => {
    const max = t.tenPoint ? rules.tenPointTraits.max : rules.traits.max;
    if (t.value < rules.traits.min || t.value > max) {
      issues.push(d10Issue('d10_trait_out_of_range', [i, 'value'], { name: t.name, value: t.value, min: rules.traits.min, max }));
    }
    if (t.tenPoint && list.length > 1) issues.push(d10Issue('d10_ten_point_trait_not_alone', [i], { name: t.name }));
  });
  if (issues.length > 0) return fail(issues);
  const dice = list.reduce((s, t) => s + t.value, 0);
  const warnings = dice === 0 ? [d10Issue('d10_pool_empty', [], {}, 'warning')] : [];
  return ok(Object.freeze({ dice, traits: Object.freeze(list) }), warnings);
}

/**
 * Splits a pool to attempt more than one action: every part has at least one die and the parts
 * add up to the whole pool.
 *
 * @param dice - The pool's number of dice.
 * @param parts - How many dice go to each action.
 * @returns The parts, or coded issues (`d10_split_sum_mismatch`, `d10_split_part_not_positive`).
 * @example
 * ```ts
 * splitPool(6, [4, 2]).ok //=> true
 * splitPool(6, [4, 3]).issues[0]?.code //=> 'd10_split_sum_mismatch'
 * ```
 */
export function splitPool(dice: number, parts: readonly number[]): Result<readonly number[]> {
  if (parts.length === 0) return fail([d10Issue('d10_split_no_parts', ['parts'], {})]);
  const issues: Issue[] = [];
  parts.forEach((p, i) => {
    if (!Number.isInteger(p) || p < 1) issues.push(d10Issue('d10_split_part_not_positive', ['parts', i], { part: p }));
  });
  const sum = parts.reduce((s, p) => s + p, 0);
  if (issues.length === 0 && sum !== dice) issues.push(d10Issue('d10_split_sum_mismatch', ['parts'], { sum, dice }));
  return issues.length > 0 ? fail(issues) : ok(Object.freeze([...parts]));
}
