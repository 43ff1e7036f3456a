/**
 * Structured issues: how every module of the library reports bad input.
 *
 * An issue is a readonly value with a stable snake_case `code`, the `path` of the offending value,
 * structured `params` and a pt-BR `message`. Bad input never throws: it becomes a {@link Result}
 * with issues. Only programmer errors throw.
 *
 * @module
 */

import { displayValue, safeParam } from './display.js';

/**
 * How serious an issue is: an `error` blocks; a `warning` is advice the Mestre may ignore.
 *
 * @example
 * ```ts
 * const s: Severity = 'warning';
 * ```
 */
export type Severity = 'error' | 'warning';

/**
 * A path into the input that caused the issue, like zod's (`["tecnica", "efeitos", 0]`).
 *
 * @example
 * ```ts
 * const p: IssuePath = ['tecnica', 'efeitos', 0];
 * ```
 */
export type IssuePath = readonly (string | number)[];

/**
 * One problem found in some input.
 *
 * @example
 * ```ts
 * const issue: Issue = {
 *   code: 'dice_no_sides',
 *   path: [],
 *   params: { input: '2d' },
 *   message: 'A expressão "2d" não diz quantas faces tem o dado.',
 *   severity: 'error',
 * };
 * ```
 */
export interface Issue {
  /** Stable snake_case code; apps may switch on it. Never changes between patch versions. */
  readonly code: string;
  /** Where in the input the problem is. */
  readonly path: IssuePath;
  /** The numbers and names the message talks about, for apps that write their own messages. */
  readonly params: Readonly<Record<string, unknown>>;
  /** A clear message in Portuguese (pt-BR). */
  readonly message: string;
  /** `error` blocks the operation; `warning` is advice. */
  readonly severity: Severity;
}

/**
 * The outcome of an operation that can meet bad input: a value (maybe with warnings) or errors.
 *
 * @example
 * ```ts
 * const r: Result<number> = ok(3);
 * if (r.ok) console.log(r.value); //=> 3
 * ```
 */
export type Result<T> =
  | { readonly ok: true; readonly value: T; readonly issues: readonly Issue[] }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * Wraps a value as a successful {@link Result}, optionally carrying warnings.
 *
 * @param value - The value.
 * @param warnings - Advisory issues (severity `warning`).
 * @returns A successful result.
 * @example
 * ```ts
 * ok(42) //=> { ok: true, value: 42, issues: [] }
 * ```
 */
export function ok<T>(value: T, warnings: readonly Issue[] = []): Result<T> {
  return { ok: true, value, issues: warnings };
}

/**
 * Builds a failed {@link Result} from one or more issues.
 *
 * @param issues - The issues; at least one should be an error.
 * @returns A failed result.
 * @example
 * ```ts
 * fail([issue('x', [], {}, 'Algo deu errado.')]).ok //=> false
 * ```
 */
export function fail<T = never>(issues: readonly Issue[]): Result<T> {
  return { ok: false, issues };
}

/**
 * The error {@link unwrap} throws for a failed {@link Result}: its issues, and their pt-BR messages
 * (with codes) as the error's message.
 *
 * @example
 * ```ts
 * try {
 *   unwrap(fail([issue('x', [], {}, 'Algo deu errado.')]));
 * } catch (e) {
 *   (e as ResultError).issues[0]?.code; //=> 'x'
 * }
 * ```
 */
export class ResultError extends Error {
  /** The failed result's issues. */
  readonly issues: readonly Issue[];

  /**
   * @param issues - The failed result's issues.
   */
  constructor(issues: readonly Issue[]) {
    super(issues.length ? issues.map((i) => `${i.message} [${i.code}]`).join('\n') : 'Result sem valor.');
    this.name = 'ResultError';
    this.issues = issues;
  }
}

/**
 * The value of a {@link Result}, or a {@link ResultError} thrown with its issues: for data the code
 * knows is valid (a script, a test, an example), where a failure is a bug. For a person's input,
 * read `r.ok` and show `r.issues`. A success's warnings are dropped.
 *
 * @param r - The result.
 * @returns Its value.
 * @throws {@link ResultError} when `r.ok` is `false`.
 * @example
 * ```ts
 * unwrap(ok(42)) //=> 42
 * ```
 */
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new ResultError(r.issues);
}

/**
 * Creates an issue value.
 *
 * @param code - Stable snake_case code.
 * @param path - Where in the input.
 * @param params - Structured parameters.
 * @param message - The pt-BR message.
 * @param severity - `error` (default) or `warning`.
 * @returns A frozen issue.
 * @example
 * ```ts
 * issue('level_out_of_range', ['nivel'], { nivel: 21 }, 'O nível 21 não existe: vai de 1 a 20.')
 * //=> { code: 'level_out_of_range', path: ['nivel'], params: { nivel: 21 }, message: '…', severity: 'error' }
 * ```
 */
export function issue(
  code: string,
  path: IssuePath,
  params: Readonly<Record<string, unknown>>,
  message: string,
  severity: Severity = 'error',
): Issue {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(params)) kept[key] = safeParam(params[key]);
  return Object.freeze({ code, path: Object.freeze([...path]), params: Object.freeze(kept), message, severity });
}

/**
 * True when the list holds at least one `error` (warnings do not count).
 *
 * @param issues - Issues to look at.
 * @returns Whether any of them blocks.
 * @example
 * ```ts
 * hasErrors([issue('a', [], {}, 'aviso', 'warning')]) //=> false
 * ```
 */
export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}

/**
 * Prefixes every issue's path, for a caller that validated a part of a larger input.
 *
 * @param prefix - Path of the part inside the whole.
 * @param issues - Issues found in the part.
 * @returns The same issues, with longer paths.
 * @example
 * ```ts
 * prefixIssues(['tecnicas', 0], [issue('a', ['nome'], {}, 'm')])[0].path //=> ['tecnicas', 0, 'nome']
 * ```
 */
export function prefixIssues(prefix: IssuePath, issues: readonly Issue[]): Issue[] {
  return issues.map((i) => issue(i.code, [...prefix, ...i.path], i.params, i.message, i.severity));
}

/**
 * A catalogue of issue codes and their pt-BR messages, one per module (like valibot's aligned
 * translation tables). Each entry turns the params into the sentence a player reads.
 *
 * @example
 * ```ts
 * const messages = {
 *   level_out_of_range: (p: { nivel: number }) => `O nível ${p.nivel} não existe: vai de 1 a 20.`,
 * } satisfies IssueCatalogue;
 * ```
 */
export type IssueCatalogue = Record<string, (params: any) => string>;

/**
 * The typed issue factory of a catalogue (what {@link issueFactory} returns): the code must be one of
 * the catalogue's, and the params must fit that code's message. Named so that the declarations of
 * each module's factory say `IssueFactory<typeof armorMessages>` instead of repeating the whole
 * catalogue.
 *
 * @example
 * ```ts
 * const messages = { bad_value: (p: { n: number }) => `Valor ${p.n} é ruim.` };
 * const make: IssueFactory<typeof messages> = issueFactory(messages);
 * make('bad_value', ['x'], { n: 3 }).message //=> 'Valor 3 é ruim.'
 * ```
 */
export type IssueFactory<C extends IssueCatalogue> = <K extends keyof C & string>(
  code: K,
  path: IssuePath,
  params: Parameters<C[K]>[0],
  severity?: Severity,
) => Issue;

/**
 * Makes a typed issue factory from a catalogue: the code must exist and its params must fit.
 *
 * @param catalogue - The module's messages.
 * @returns A function `(code, path, params, severity?) => Issue`.
 * @example
 * ```ts
 * const make = issueFactory({ bad_value: (p: { n: number }) => `Valor ${p.n} é ruim.` });
 * make('bad_value', ['x'], { n: 3 }).message //=> 'Valor 3 é ruim.'
 * ```
 */
export function issueFactory<C extends IssueCatalogue>(catalogue: C): IssueFactory<C> {
  return function make<K extends keyof C & string>(
    code: K,
    path: IssuePath,
    params: Parameters<C[K]>[0],
    severity: Severity = 'error',
  ): Issue {
    const kept: Record<string, unknown> = {};
    let plain = true;
    if (params !== null && typeof params === 'object') {
      for (const key of Object.keys(params)) {
        const v: unknown = (params as Record<string, unknown>)[key];
        const s = safeParam(v);
        if (s !== null && typeof s === 'object') plain = false;
        kept[key] = s;
      }
    }
    let message: string;
    try {
      message = catalogue[code]!(kept);
    } catch (e) {
      if (plain) throw e; // a bug of the catalogue, not of the input
      // A value from the input that cannot become text (an object with a `toString` key…): say what it is.
      const shown: Record<string, unknown> = {};
      for (const key of Object.keys(kept)) {
        const v = kept[key];
        shown[key] = v !== null && typeof v === 'object' && !Array.isArray(v) ? displayValue(v) : Array.isArray(v) ? v.map((x: unknown) => (x !== null && typeof x === 'object' ? displayValue(x) : x)) : v;
      }
      message = catalogue[code]!(shown);
    }
    return issue(code, path, kept, message, severity);
  };
}
