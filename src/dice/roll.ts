/**
 * Rolling dice expressions with an injected random source.
 *
 * @module
 */
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { toExpression, type DiceExpression, type DiceTerm, type ParseDiceOptions } from './expression.js';
import { describeValue, diceIssue } from './issues.js';
import { rollDie, type RandomSource } from './random.js';

/**
 * Values of the names used in an expression (`{ mod: 4, grau: 2 }`). Only own properties count:
 * `constructor` or `__proto__` are never read from the prototype.
 *
 * @example
 * ```ts
 * const vars: DiceVariables = { mod: 4 };
 * ```
 */
export type DiceVariables = Readonly<Record<string, number>>;

/**
 * Options of {@link rollDice} and {@link diceStats}.
 *
 * @example
 * ```ts
 * const o: DiceOptions = { variables: { mod: 4 } };
 * ```
 */
export interface DiceOptions extends ParseDiceOptions {
  /** Values of the expression's variables. */
  readonly variables?: DiceVariables;
}

/**
 * One term of one roll: which faces came up and what the term added to the total.
 *
 * @example
 * ```ts
 * // 3d8 showing 2, 7, 5
 * const t: DiceTermRoll = { term, faces: [2, 7, 5], value: 14 };
 * ```
 */
export interface DiceTermRoll {
  /** The term of the expression. */
  readonly term: DiceTerm;
  /** The faces rolled (empty for a number or a variable). */
  readonly faces: readonly number[];
  /** What this term added to the hit's total (sign and multiplier applied). */
  readonly value: number;
}

/**
 * One repetition of an expression (one hit of `2×1d8+3`).
 *
 * @example
 * ```ts
 * const h: DiceHit = { total: 9, terms: [] };
 * ```
 */
export interface DiceHit {
  /** Sum of this hit. */
  readonly total: number;
  /** Each term's result. */
  readonly terms: readonly DiceTermRoll[];
}

/**
 * The result of rolling an expression.
 *
 * @example
 * ```ts
 * const r = rollDice('2×1d8+3', createRandom(1));
 * if (r.ok) r.value.hits.length //=> 2
 * ```
 */
export interface DiceRoll {
  /** The expression rolled. */
  readonly expression: DiceExpression;
  /** One entry per repetition (one for an expression without `N×`). */
  readonly hits: readonly DiceHit[];
  /** Sum of every hit (what lands when all hits land). */
  readonly total: number;
}

/**
 * Resolves the variables of an expression to integers: each name must have an own, finite,
 * integer value. Extra names are ignored.
 *
 * @param expr - The expression.
 * @param variables - The values given.
 * @returns A lookup name → value, or `dice_unknown_variable` / `dice_variable_not_integer` issues.
 * @example
 * ```ts
 * const e = parseDice('1d8 + mod');
 * if (e.ok) resolveDiceVariables(e.value, { mod: 3 }) //=> { ok: true, value: Map { 'mod' => 3 }, issues: [] }
 * ```
 */
export function resolveDiceVariables(expr: DiceExpression, variables: DiceVariables = {}): Result<ReadonlyMap<string, number>> {
  const values = new Map<string, number>();
  const issues: Issue[] = [];
  const vars: unknown = variables;
  for (const name of expr.variables) {
    const has = typeof vars === 'object' && vars !== null && Object.prototype.hasOwnProperty.call(vars, name);
    if (!has) {
      issues.push(diceIssue('dice_unknown_variable', ['variables', name], { name }));
      continue;
    }
    const v = (vars as Record<string, unknown>)[name];
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) {
      issues.push(diceIssue('dice_variable_not_integer', ['variables', name], { name, value: describeValue(v) }));
      continue;
    }
    values.set(name, v);
  }
  return issues.length > 0 ? fail(issues) : ok(values);
}

/** @internal The signed factor of a term: sign × multiplier (a variable multiplier looked up). */
export function termFactor(t: DiceTerm, values: ReadonlyMap<string, number>): number {
  const m = typeof t.multiplier === 'number' ? t.multiplier : values.get(t.multiplier)!;
  return t.sign * m;
}

/**
 * Rolls a dice expression with an injected random source. Never throws on bad input: an
 * unparsable text or a missing variable gives coded issues.
 *
 * @param input - A text (`"3d8 + 15 + mod"`) or a parsed {@link DiceExpression}.
 * @param rng - The random source (a `SeededRandom` for reproducible rolls).
 * @param options - Variables and safety limits.
 * @returns The faces of every die, the total of each hit and the grand total.
 * @example
 * ```ts
 * const r = rollDice('3d8 + 15 + mod', createRandom(42), { variables: { mod: 4 } });
 * if (r.ok) r.value.total // between 22 and 43, the same for seed 42 on every run
 * ```
 */
export function rollDice(input: string | DiceExpression, rng: RandomSource, options: DiceOptions = {}): Result<DiceRoll> {
  const parsed = toExpression(input, options);
  if (!parsed.ok) return parsed;
  const expr = parsed.value;
  const vars = resolveDiceVariables(expr, options.variables);
  if (!vars.ok) return vars;
  const values = vars.value;
  const hits: DiceHit[] = [];
  let total = 0;
  for (let h = 0; h < expr.repeat; h++) {
    let hitTotal = 0;
    const terms: DiceTermRoll[] = [];
    for (const term of expr.terms) {
      const factor = termFactor(term, values);
      let faces: number[] = [];
      let base: number;
      if (term.type === 'dice') {
        faces = new Array<number>(term.count);
        base = 0;
        for (let i = 0; i < term.count; i++) {
          const f = rollDie(term.sides, rng);
          faces[i] = f;
          base += f;
        }
      } else if (term.type === 'constant') {
        base = term.value;
      } else {
        base = values.get(term.name)!;
      }
      const value = base * factor + 0; // + 0 turns -0 into 0
      hitTotal += value;
      terms.push(Object.freeze({ term, faces: Object.freeze(faces), value }));
    }
    total += hitTotal;
    hits.push(Object.freeze({ total: hitTotal, terms: Object.freeze(terms) }));
  }
  return ok(Object.freeze({ expression: expr, hits: Object.freeze(hits), total }));
}
