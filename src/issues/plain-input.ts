/**
 * Untrusted input reaches the library's readers as plain data only: {@link snapshotInput} copies
 * objects, arrays and primitives once, without running getters, `toString` / `valueOf` or proxy
 * traps more than once, and refuses what is not plain data (getters, class instances, functions,
 * symbols, BigInt, cycles, nesting too deep) with a coded issue. {@link displayValue} turns any
 * value into text for a message without ever throwing.
 *
 * @module
 */
import { fail, issueFactory, ok, type Issue, type IssueCatalogue, type IssuePath, type Result } from './issue.js';

export { displayValue } from './display.js';

/**
 * The issue catalogue of {@link snapshotInput}: codes and pt-BR messages.
 *
 * @example
 * ```ts
 * inputMessages.input_cycle({}) //=> 'A entrada contém um ciclo (um objeto dentro de si mesmo).'
 * ```
 */
export const inputMessages = {
  /** Message of `input_accessor`. */
  input_accessor: (p: { key: string }) =>
    `O campo "${p.key}" é calculado (getter/setter), não um valor: envie só dados (objetos, listas, textos, números).`,
  /** Message of `input_not_plain_data`. */
  input_not_plain_data: (p: { type: string }) =>
    `Um valor do tipo ${p.type} não é um dado aceito aqui (só objetos simples, listas, textos, números, verdadeiro/falso e null).`,
  /** Message of `input_cycle`. */
  input_cycle: (_p: Record<string, never>) => 'A entrada contém um ciclo (um objeto dentro de si mesmo).',
  /** Message of `input_too_deep`. */
  input_too_deep: (p: { max: number }) => `A entrada está aninhada demais (mais de ${p.max} níveis).`,
  /** Message of `input_too_many_values`. */
  input_too_many_values: (p: { max: number }) => `A entrada tem valores demais (mais de ${p.max}).`,
  /** Message of `input_unreadable`. */
  input_unreadable: (p: { reason: string }) => `A entrada não pôde ser lida: ${p.reason}`,
} satisfies IssueCatalogue;

/**
 * Every code of {@link inputMessages}.
 *
 * @example
 * ```ts
 * const c: InputIssueCode = 'input_accessor';
 * ```
 */
export type InputIssueCode = keyof typeof inputMessages;

const make = issueFactory(inputMessages);

/** The roots {@link snapshotInput} made: passing one again costs nothing. */
const snapshots = new WeakSet<object>();

/**
 * Limits of {@link snapshotInput}. Not game rules: they keep a hostile value from freezing an app.
 *
 * @example
 * ```ts
 * const l: InputLimits = { maxDepth: 64, maxValues: 200_000 };
 * ```
 */
export interface InputLimits {
  /** Deepest nesting of objects and arrays (64). */
  readonly maxDepth: number;
  /** Most values in the whole tree (200,000). */
  readonly maxValues: number;
}

/**
 * The default {@link InputLimits} (the JSON documents' limits: a full ficha is far below them).
 *
 * @example
 * ```ts
 * INPUT_LIMITS.maxDepth //=> 64
 * ```
 */
export const INPUT_LIMITS: InputLimits = Object.freeze({ maxDepth: 64, maxValues: 200_000 });

function typeName(v: unknown): string {
  if (typeof v === 'bigint') return 'BigInt';
  if (typeof v === 'symbol') return 'Symbol';
  if (typeof v === 'function') return 'função';
  try {
    const name: unknown = (Object.getPrototypeOf(v) as { constructor?: { name?: unknown } } | null)?.constructor?.name;
    return typeof name === 'string' && name !== '' ? name.slice(0, 40) : 'objeto';
  } catch {
    return 'objeto';
  }
}

function reasonOf(e: unknown): string {
  try {
    if (e instanceof Error) return typeof e.message === 'string' ? e.message.slice(0, 200) : 'erro';
  } catch {
    /* a hostile error object */
  }
  return 'erro ao ler a entrada';
}

/**
 * Copies an untrusted value into fresh plain data, or says why it cannot: own enumerable string
 * keys of plain objects (`Object.prototype` or `null` prototype) and arrays, read through their
 * property descriptors (a getter is refused, never run; a proxy's traps run once and a throwing
 * trap becomes `input_unreadable`). Primitives other than BigInt and Symbol pass as they are
 * (`NaN`, `-0`, huge numbers and odd strings are the schemas' business). A `__proto__` key stays
 * an own data property of the copy (the schemas refuse it as an unknown key). Never throws.
 *
 * @param value - The untrusted value.
 * @param limits - Nesting and size limits (partial: the rest stays default).
 * @returns The copy, or coded issues (`input_accessor`, `input_not_plain_data`, `input_cycle`,
 *   `input_too_deep`, `input_too_many_values`, `input_unreadable`).
 * @example
 * ```ts
 * snapshotInput({ nivel: 3, itens: ['espada'] }).ok //=> true
 * snapshotInput({ get nivel() { return 3; } }).issues[0].code //=> 'input_accessor'
 * snapshotInput({ pontos: 10n }).issues[0].code //=> 'input_not_plain_data'
 * ```
 */
export function snapshotInput(value: unknown, limits: Partial<InputLimits> = {}): Result<unknown> {
  // A copy this function made (a reader handing its snapshot to the next) is plain data already.
  if (typeof value === 'object' && value !== null && snapshots.has(value)) return ok(value);
  const maxDepth = limits.maxDepth ?? INPUT_LIMITS.maxDepth;
  const maxValues = limits.maxValues ?? INPUT_LIMITS.maxValues;
  const ancestors = new Set<object>();
  const path: (string | number)[] = [];
  let count = 0;
  type Refusal = { readonly refused: ReturnType<typeof make> };
  let refusal: Refusal | null = null;
  const refuse = (code: InputIssueCode, at: IssuePath, params: Record<string, unknown>): undefined => {
    refusal = { refused: make(code, at, params as never) };
    return undefined;
  };

  const walk = (v: unknown, depth: number): unknown => {
    if (++count > maxValues) return refuse('input_too_many_values', [...path], { max: maxValues });
    const t = typeof v;
    if (v === null || t === 'undefined' || t === 'string' || t === 'number' || t === 'boolean') return v;
    if (t !== 'object') return refuse('input_not_plain_data', [...path], { type: typeName(v) });
    const o = v as object;
    if (depth >= maxDepth) return refuse('input_too_deep', [...path], { max: maxDepth });
    if (ancestors.has(o)) return refuse('input_cycle', [...path], {});
    ancestors.add(o);
    let out: unknown;
    if (Array.isArray(o)) {
      const length = (Object.getOwnPropertyDescriptor(o, 'length') as PropertyDescriptor | undefined)?.value as unknown;
      if (typeof length !== 'number' || length > maxValues) return refuse('input_too_many_values', [...path], { max: maxValues });
      const arr = new Array<unknown>(length);
      for (let i = 0; i < length; i++) {
        const d = Object.getOwnPropertyDescriptor(o, i);
        if (d === undefined) continue; // a hole stays a hole (undefined for the schemas)
        path.push(i);
        if (d.get !== undefined || d.set !== undefined) return refuse('input_accessor', [...path], { key: String(i) });
        arr[i] = walk(d.value, depth + 1);
        if (refusal) return undefined;
        path.pop();
      }
      out = arr;
    } else {
      const proto: unknown = Object.getPrototypeOf(o);
      if (proto !== Object.prototype && proto !== null) return refuse('input_not_plain_data', [...path], { type: typeName(o) });
      const copy: Record<string, unknown> = {};
      for (const key of Object.keys(o)) {
        const d = Object.getOwnPropertyDescriptor(o, key);
        if (d === undefined) continue; // deleted while we read: a proxy's game
        path.push(key);
        if (d.get !== undefined || d.set !== undefined) return refuse('input_accessor', [...path], { key: key.slice(0, 100) });
        const item = walk(d.value, depth + 1);
        if (refusal) return undefined;
        path.pop();
        if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
        else copy[key] = item;
      }
      out = copy;
    }
    ancestors.delete(o);
    return out;
  };

  let copy: unknown;
  try {
    copy = walk(value, 0);
  } catch (e) {
    return fail([make('input_unreadable', [...path], { reason: reasonOf(e) })]);
  }
  const r = refusal as Refusal | null;
  if (r) return fail([r.refused]);
  if (typeof copy === 'object' && copy !== null) snapshots.add(copy);
  return ok(copy);
}

/**
 * The `input_unreadable` issue for an error thrown while reading untrusted input (a proxy's trap,
 * a getter): for readers with a fast path that do not snapshot their input first.
 *
 * @param error - What was thrown.
 * @param path - Where in the input (default: the root).
 * @returns The issue (its message never throws, whatever was thrown).
 * @example
 * ```ts
 * unreadableInputIssue(new Error('armadilha')).message //=> 'A entrada não pôde ser lida: armadilha'
 * ```
 */
export function unreadableInputIssue(error: unknown, path: IssuePath = []): Issue {
  return make('input_unreadable', path, { reason: reasonOf(error) });
}
