/**
 * Dice expressions: `2d8+5`, `3d8 + 15 + mod`, `2×1d8+3`, `3d4×grau`. Parsing never throws.
 *
 * Grammar (spaces anywhere, `d`/`D` alike, `×`/`x`/`X`/`*` alike, `-`/`−`/`–` alike):
 *
 * ```
 * expression := [ INT "×" ] sum                — a leading "N×" repeats the rest N times (N hits)
 *             | INT "×" "(" sum ")"
 * sum        := [ "+" | "-" ] term { ("+" | "-") term }
 * term       := atom [ "×" (INT | NAME) ]      — a trailing "×K" multiplies that term
 * atom       := [INT] "d" INT  |  INT  |  NAME   — NAME is a variable such as `mod` or `FOR`
 * ```
 *
 * @module
 */
import { fail, ok, snapshotInput, type Issue, type Result } from '../issues/index.js';
import { describeValue, diceIssue } from './issues.js';
import { DICE_LIMITS, type DiceLimits } from './limits.js';

/** Fields every term has. */
interface TermBase {
  /** `1` when the term is added, `-1` when subtracted. */
  readonly sign: 1 | -1;
  /** What the term is multiplied by: a number, or the name of a variable (`3d4×grau`). `1` by default. */
  readonly multiplier: number | string;
}

/**
 * A group of identical dice: `3d8` is `{ type: 'dice', count: 3, sides: 8 }`.
 *
 * @example
 * ```ts
 * const t: DiceGroupTerm = { type: 'dice', sign: 1, multiplier: 1, count: 3, sides: 8 };
 * ```
 */
export interface DiceGroupTerm extends TermBase {
  /** Discriminant: a group of dice. */
  readonly type: 'dice';
  /** How many dice (≥ 1). */
  readonly count: number;
  /** Faces of each die (≥ 1). */
  readonly sides: number;
}

/**
 * A fixed number: the `15` of `3d8 + 15`.
 *
 * @example
 * ```ts
 * const t: ConstantTerm = { type: 'constant', sign: 1, multiplier: 1, value: 15 };
 * ```
 */
export interface ConstantTerm extends TermBase {
  /** Discriminant: a fixed number. */
  readonly type: 'constant';
  /** The number (≥ 0; the sign is in `sign`). */
  readonly value: number;
}

/**
 * A named number resolved when rolling: the `mod` of `3d8 + 15 + mod`.
 *
 * @example
 * ```ts
 * const t: VariableTerm = { type: 'variable', sign: 1, multiplier: 1, name: 'mod' };
 * ```
 */
export interface VariableTerm extends TermBase {
  /** Discriminant: a named number. */
  readonly type: 'variable';
  /** The variable's name as written. */
  readonly name: string;
}

/**
 * One term of a dice expression.
 *
 * @example
 * ```ts
 * const terms: DiceTerm[] = parseDice('2d6 + mod').ok ? [] : [];
 * ```
 */
export type DiceTerm = DiceGroupTerm | ConstantTerm | VariableTerm;

/**
 * A parsed dice expression (immutable).
 *
 * @example
 * ```ts
 * const r = parseDice('2×1d8+3');
 * if (r.ok) r.value //=> { text: '2×(1d8 + 3)', repeat: 2, terms: [...], variables: [] }
 * ```
 */
export interface DiceExpression {
  /** The canonical text (`formatDice`), e.g. `"3d8 + 15 + mod"`. */
  readonly text: string;
  /** How many times the sum is rolled (the `2` of `2×1d8+3`: two hits). 1 when absent. */
  readonly repeat: number;
  /** The terms of one repetition, in written order. */
  readonly terms: readonly DiceTerm[];
  /** Names of the variables used (terms and multipliers), in order of first use, without duplicates. */
  readonly variables: readonly string[];
}

/**
 * Options of {@link parseDice}.
 *
 * @example
 * ```ts
 * const o: ParseDiceOptions = { limits: { maxDice: 500 } };
 * ```
 */
export interface ParseDiceOptions {
  /** Safety limits to use instead of {@link DICE_LIMITS} (partial: the rest stays default). */
  readonly limits?: Partial<DiceLimits>;
}

type Token =
  | { readonly t: 'int'; readonly pos: number; readonly raw: string; readonly value: number }
  | { readonly t: 'd'; readonly pos: number }
  | { readonly t: 'times'; readonly pos: number }
  | { readonly t: 'plus'; readonly pos: number }
  | { readonly t: 'minus'; readonly pos: number }
  | { readonly t: 'lparen'; readonly pos: number }
  | { readonly t: 'rparen'; readonly pos: number }
  | { readonly t: 'name'; readonly pos: number; readonly name: string }
  | { readonly t: 'end'; readonly pos: number };

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isNameStart = (c: string): boolean => /[A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]/.test(c);
const isNamePart = (c: string): boolean => isNameStart(c) || isDigit(c);
const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00A0';

function tokenize(src: string): Result<Token[]> {
  const tokens: Token[] = [];
  let i = 0;
  const endsAtom = (): boolean => {
    const last = tokens[tokens.length - 1];
    return last !== undefined && (last.t === 'int' || last.t === 'name' || last.t === 'rparen');
  };
  while (i < src.length) {
    const c = src[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    const pos = i;
    if (isDigit(c)) {
      while (i < src.length && isDigit(src[i]!)) i++;
      const raw = src.slice(pos, i);
      const digits = raw.replace(/^0+(?=\d)/, '');
      if (digits.length > 15) {
        return fail([diceIssue('dice_number_too_large', [], { value: raw.length > 20 ? `${raw.slice(0, 20)}…` : raw, max: DICE_LIMITS.maxConstant })]);
      }
      tokens.push({ t: 'int', pos, raw, value: Number(digits) });
      continue;
    }
    if ((c === 'd' || c === 'D') && !(i + 1 < src.length && isNameStart(src[i + 1]!))) {
      tokens.push({ t: 'd', pos });
      i++;
      continue;
    }
    if (c === '×' || c === '*' || ((c === 'x' || c === 'X') && endsAtom())) {
      tokens.push({ t: 'times', pos });
      i++;
      continue;
    }
    if (isNameStart(c)) {
      while (i < src.length && isNamePart(src[i]!)) i++;
      tokens.push({ t: 'name', pos, name: src.slice(pos, i) });
      continue;
    }
    if (c === '+') tokens.push({ t: 'plus', pos });
    else if (c === '-' || c === '−' || c === '–') tokens.push({ t: 'minus', pos });
    else if (c === '(') tokens.push({ t: 'lparen', pos });
    else if (c === ')') tokens.push({ t: 'rparen', pos });
    else {
      const cp = src.codePointAt(i)!;
      return fail([
        diceIssue('dice_unexpected_character', [], { input: src, character: String.fromCodePoint(cp), position: pos }),
      ]);
    }
    i++;
  }
  tokens.push({ t: 'end', pos: src.length });
  return ok(tokens);
}

function tokenText(tok: Token, src: string): string {
  return tok.t === 'end' ? 'fim' : tok.t === 'int' ? tok.raw : tok.t === 'name' ? tok.name : src[tok.pos]!;
}

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: readonly Token[],
    private readonly src: string,
  ) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const tok = this.peek();
    if (this.i < this.tokens.length - 1) this.i++;
    return tok;
  }

  private unexpected(tok: Token): Issue {
    return diceIssue('dice_unexpected_token', [], { input: this.src, token: tokenText(tok, this.src), position: tok.pos });
  }

  parse(): Result<{ repeat: number; terms: TermDraft[] }> {
    let repeat = 1;
    let parens = false;
    const first = this.peek();
    if (first.t === 'int' && this.peek(1).t === 'times') {
      repeat = first.value;
      this.next();
      this.next();
      if (this.peek().t === 'lparen') {
        this.next();
        parens = true;
      }
    }
    const sum = this.sum();
    if (!sum.ok) return sum;
    if (parens) {
      const close = this.next();
      if (close.t !== 'rparen') return fail([this.unexpected(close)]);
    }
    const end = this.peek();
    if (end.t !== 'end') return fail([this.unexpected(end)]);
    return ok({ repeat, terms: sum.value });
  }

  private sum(): Result<TermDraft[]> {
    const terms: TermDraft[] = [];
    let sign: 1 | -1 = 1;
    let tok = this.peek();
    if (tok.t === 'plus' || tok.t === 'minus') {
      sign = tok.t === 'minus' ? -1 : 1;
      this.next();
    }
    for (;;) {
      const term = this.term(sign);
      if (!term.ok) return term;
      terms.push(term.value);
      tok = this.peek();
      if (tok.t !== 'plus' && tok.t !== 'minus') return ok(terms);
      sign = tok.t === 'minus' ? -1 : 1;
      this.next();
    }
  }

  private term(sign: 1 | -1): Result<TermDraft> {
    const tok = this.peek();
    let draft: TermDraft;
    if (tok.t === 'end' || tok.t === 'plus' || tok.t === 'minus' || tok.t === 'rparen') {
      return fail([diceIssue('dice_missing_term', [], { input: this.src, position: tok.pos })]);
    }
    if (tok.t === 'int' && this.peek(1).t === 'd') {
      this.next();
      const sides = this.sides();
      if (!sides.ok) return sides;
      draft = { type: 'dice', sign, multiplier: 1, count: tok.value, sides: sides.value, pos: tok.pos };
    } else if (tok.t === 'd') {
      const sides = this.sides();
      if (!sides.ok) return sides;
      draft = { type: 'dice', sign, multiplier: 1, count: 1, sides: sides.value, pos: tok.pos };
    } else if (tok.t === 'int') {
      this.next();
      draft = { type: 'constant', sign, multiplier: 1, value: tok.value, pos: tok.pos };
    } else if (tok.t === 'name') {
      this.next();
      draft = { type: 'variable', sign, multiplier: 1, name: tok.name, pos: tok.pos };
    } else {
      return fail([this.unexpected(tok)]);
    }
    if (this.peek().t === 'times') {
      const times = this.next();
      const factor = this.peek();
      const factorIsDice = factor.t === 'd' || (factor.t === 'int' && this.peek(1).t === 'd');
      if (factorIsDice && draft.type === 'constant') {
        return fail([diceIssue('dice_repeat_not_at_start', [], { input: this.src, position: times.pos })]);
      }
      if (factor.t === 'int' && !factorIsDice) {
        this.next();
        draft = { ...draft, multiplier: factor.value };
      } else if (factor.t === 'name') {
        this.next();
        draft = { ...draft, multiplier: factor.name };
      } else if (factor.t === 'end') {
        return fail([diceIssue('dice_missing_term', [], { input: this.src, position: factor.pos })]);
      } else {
        return fail([this.unexpected(factor)]);
      }
    }
    return ok(draft);
  }

  /** Reads `d INT` (the `d` is the current token). */
  private sides(): Result<number> {
    const d = this.next();
    const n = this.peek();
    if (n.t !== 'int') return fail([diceIssue('dice_no_sides', [], { input: this.src, position: d.pos + 1 })]);
    this.next();
    return ok(n.value);
  }
}

type TermDraft = DiceTerm & { readonly pos: number };

function formatTerm(t: DiceTerm): string {
  const body = t.type === 'dice' ? `${t.count}d${t.sides}` : t.type === 'constant' ? String(t.value) : t.name;
  return t.multiplier === 1 ? body : `${body}×${t.multiplier}`;
}

/**
 * Writes a dice expression in its canonical text: terms joined by ` + ` / ` - `, a repetition as
 * `N×` in front (with parentheses when the repeated sum has more than one term).
 *
 * @param expr - The expression (from {@link parseDice}).
 * @returns The canonical text; parsing it gives the same expression.
 * @example
 * ```ts
 * const r = parseDice('3d8+15+mod');
 * if (r.ok) formatDice(r.value) //=> '3d8 + 15 + mod'
 * ```
 */
export function formatDice(expr: Pick<DiceExpression, 'repeat' | 'terms'>): string {
  let sum = '';
  expr.terms.forEach((t, i) => {
    if (i === 0) sum += t.sign < 0 ? `-${formatTerm(t)}` : formatTerm(t);
    else sum += `${t.sign < 0 ? ' - ' : ' + '}${formatTerm(t)}`;
  });
  const first = expr.terms[0];
  if (expr.repeat === 1) {
    // "5×2" at the start would read as a repetition: say the repetition explicitly.
    const ambiguous = first !== undefined && first.type === 'constant' && first.sign > 0 && first.multiplier !== 1;
    return ambiguous ? `1×${sum}` : sum;
  }
  return expr.terms.length > 1 ? `${expr.repeat}×(${sum})` : `${expr.repeat}×${sum}`;
}

/** @internal Builds the frozen expression value from checked terms. */
export function makeExpression(repeat: number, terms: readonly DiceTerm[]): DiceExpression {
  const expr = makeExpressionValue(repeat, terms);
  made.add(expr);
  return expr;
}

/** The expressions this module built (frozen, checked): {@link toExpression} takes them as they are. */
const made = new WeakSet<DiceExpression>();

function makeExpressionValue(repeat: number, terms: readonly DiceTerm[]): DiceExpression {
  const frozenTerms = Object.freeze(terms.map((t) => Object.freeze({ ...t })));
  const variables: string[] = [];
  for (const t of frozenTerms) {
    if (t.type === 'variable' && !variables.includes(t.name)) variables.push(t.name);
    if (typeof t.multiplier === 'string' && !variables.includes(t.multiplier)) variables.push(t.multiplier);
  }
  return Object.freeze({
    text: formatDice({ repeat, terms: frozenTerms }),
    repeat,
    terms: frozenTerms,
    variables: Object.freeze(variables),
  });
}

/**
 * Parses a dice expression. Never throws: bad input (`"2d"`, `"0d8"`, `"1d8+"`, a 10,000-die
 * expression, a non-string) gives a failed {@link Result} with coded pt-BR issues.
 *
 * A leading `N×` (also `Nx`, `N*`) means **roll the rest N times**: `2×1d8+3` is two hits of
 * `1d8+3` each (the enemies' "1d8 + 4 (dois golpes)"), not `(2×1d8)+3`. A trailing `×K` after a
 * term multiplies that term: `3d4×2` doubles one roll of `3d4` (the price of burning at Grau 2).
 * Names (`mod`, `FOR`, `grau`) are variables, given a value when rolling.
 *
 * @param text - The expression.
 * @param options - Optional safety limits.
 * @returns The parsed expression, or the issues.
 * @example
 * ```ts
 * parseDice('3d8 + 15 + mod').ok //=> true
 * parseDice('2d').issues[0].code //=> 'dice_no_sides'
 * parseDice('0d8').issues[0].code //=> 'dice_count_too_small'
 * ```
 */
export function parseDice(text: unknown, options: ParseDiceOptions = {}): Result<DiceExpression> {
  const limits: DiceLimits = { ...DICE_LIMITS, ...options.limits };
  if (typeof text !== 'string') return fail([diceIssue('dice_not_text', [], { received: describeValue(text) })]);
  if (text.length > limits.maxExpressionLength) {
    return fail([diceIssue('dice_too_long', [], { length: text.length, max: limits.maxExpressionLength })]);
  }
  if (text.trim() === '') return fail([diceIssue('dice_empty', [], { input: text })]);
  const tokens = tokenize(text);
  if (!tokens.ok) return tokens;
  const parsed = new Parser(tokens.value, text).parse();
  if (!parsed.ok) return parsed;
  const { repeat, terms } = parsed.value;

  const issues: Issue[] = [];
  if (repeat < 1 || repeat > limits.maxRepeat) {
    issues.push(diceIssue('dice_repeat_out_of_range', [], { repeat, max: limits.maxRepeat }));
  }
  if (terms.length > limits.maxTerms) {
    issues.push(diceIssue('dice_too_many_terms', [], { terms: terms.length, max: limits.maxTerms }));
  }
  let dice = 0;
  for (const t of terms) {
    if (typeof t.multiplier === 'number' && t.multiplier > limits.maxConstant) {
      issues.push(diceIssue('dice_number_too_large', [], { value: String(t.multiplier), max: limits.maxConstant }));
    }
    if (t.type === 'constant' && t.value > limits.maxConstant) {
      issues.push(diceIssue('dice_number_too_large', [], { value: String(t.value), max: limits.maxConstant }));
    }
    if (t.type !== 'dice') continue;
    if (t.count < 1) issues.push(diceIssue('dice_count_too_small', [], { input: text, count: t.count }));
    if (t.sides < 1) issues.push(diceIssue('dice_sides_too_small', [], { input: text, sides: t.sides }));
    if (t.sides > limits.maxSides) issues.push(diceIssue('dice_too_many_sides', [], { sides: t.sides, max: limits.maxSides }));
    dice += t.count;
  }
  if (dice > limits.maxDice) issues.push(diceIssue('dice_too_many_dice', [], { dice, max: limits.maxDice }));
  if (issues.length > 0) return fail(issues);
  return ok(makeExpression(repeat, terms.map(({ pos: _pos, ...t }) => t as DiceTerm)));
}

/**
 * Accepts either a text (parsed with {@link parseDice}) or an already parsed expression.
 *
 * @internal
 */
export function toExpression(input: string | DiceExpression, options: ParseDiceOptions = {}): Result<DiceExpression> {
  if (typeof input !== 'object' || input === null) return parseDice(input, options);
  if (made.has(input)) return ok(input);
  // An expression object the library did not build (a JSON copy, a hostile object): read it once
  // as plain data and check it like a text, limits included.
  const snap = snapshotInput(input);
  if (!snap.ok) return snap;
  let text: string;
  try {
    text = formatDice(snap.value as DiceExpression);
  } catch {
    return parseDice(snap.value, options);
  }
  return parseDice(text, options);
}
