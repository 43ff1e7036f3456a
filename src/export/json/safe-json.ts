/**
 * Reading untrusted JSON without surprises: size, depth and count limits, no prototype keys, only
 * JSON values (no NaN, functions, cycles, getters). The output is a fresh plain tree.
 *
 * @module
 */
import { fail, findJsonSyntaxError, ok, type Issue, type Result } from '../../issues/index.js';
import { documentIssue } from './issues.js';

/**
 * Safety limits for untrusted documents. Not game rules: they keep a hostile file from freezing
 * or crashing an app. Pass your own to {@link parseJsonSafely} / `loadDocument`.
 *
 * @example
 * ```ts
 * const limits: JsonLimits = { ...JSON_LIMITS, maxLength: 20_000_000 };
 * ```
 */
export interface JsonLimits {
  /** Longest text, in characters. */
  readonly maxLength: number;
  /** Deepest nesting of objects and arrays. */
  readonly maxDepth: number;
  /** Most values in the whole tree. */
  readonly maxValues: number;
  /** Longest array. */
  readonly maxArrayLength: number;
  /** Longest string. */
  readonly maxStringLength: number;
}

/**
 * Default safety limits for documents (a full ficha is a few kilobytes, ~40 levels below them).
 *
 * @example
 * ```ts
 * JSON_LIMITS.maxDepth //=> 64
 * ```
 */
export const JSON_LIMITS: JsonLimits = /* @__PURE__ */ Object.freeze({
  maxLength: 5_000_000,
  maxDepth: 64,
  maxValues: 200_000,
  maxArrayLength: 10_000,
  maxStringLength: 100_000,
});

/**
 * A JSON value.
 *
 * @example
 * ```ts
 * const v: JsonValue = { nome: 'Téo', nivel: 1, tecnicas: [] };
 * ```
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Keys that are refused anywhere in a document (prototype pollution). */
const FORBIDDEN = /* @__PURE__ */ new Set(['__proto__', 'constructor', 'prototype']);

function typeName(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (typeof v === 'object' && v !== null) {
    // A proxy's getPrototypeOf trap or an inherited `constructor` getter may throw, and a name may
    // be anything: the name is only for the message, so any surprise is just "objeto".
    try {
      const name: unknown = Object.getPrototypeOf(v)?.constructor?.name;
      return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,40}$/.test(name) ? name : 'objeto';
    } catch {
      return 'objeto';
    }
  }
  return typeof v;
}

/** Scans the nesting depth of JSON text without parsing it (strings are skipped). */
function depthOf(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped char
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return false;
    } else if (c === 93 || c === 125) depth--;
  }
  return true;
}

/**
 * Checks that an untrusted value is pure JSON within the limits and returns a fresh copy of it:
 * plain objects and arrays only, finite numbers, no `__proto__` / `constructor` / `prototype`
 * keys, no cycles. Getters are read once; a throwing getter or proxy becomes an issue.
 *
 * @param value - The untrusted value.
 * @param limits - Safety limits (partial: the rest stays default).
 * @returns A fresh JSON tree, or coded issues with the path of the problem.
 * @example
 * ```ts
 * toJsonValue({ a: [1, 2] }).ok //=> true
 * toJsonValue({ a: Number.NaN }).issues[0].code //=> 'json_not_finite'
 * ```
 */
export function toJsonValue(value: unknown, limits: Partial<JsonLimits> = {}): Result<JsonValue> {
  const l: JsonLimits = { ...JSON_LIMITS, ...limits };
  const issues: Issue[] = [];
  let count = 0;
  const ancestors = new Set<object>();
  const MAX_ISSUES = 20;

  const walk = (v: unknown, path: (string | number)[], depth: number): JsonValue | undefined => {
    if (issues.length >= MAX_ISSUES) return undefined;
    if (++count > l.maxValues) {
      if (count === l.maxValues + 1) issues.push(documentIssue('json_too_many_values', [], { max: l.maxValues }));
      return undefined;
    }
    if (v === null || typeof v === 'boolean') return v;
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return v;
      issues.push(documentIssue('json_not_finite', [...path], { value: String(v) }));
      return undefined;
    }
    if (typeof v === 'string') {
      if (v.length > l.maxStringLength) {
        issues.push(documentIssue('json_string_too_long', [...path], { length: v.length, max: l.maxStringLength }));
        return undefined;
      }
      return v;
    }
    if (typeof v !== 'object') {
      issues.push(documentIssue('json_not_json_value', [...path], { type: typeName(v) }));
      return undefined;
    }
    if (depth >= l.maxDepth) {
      issues.push(documentIssue('json_too_deep', [...path], { max: l.maxDepth }));
      return undefined;
    }
    if (ancestors.has(v)) {
      issues.push(documentIssue('json_cycle', [...path], {}));
      return undefined;
    }
    if (Array.isArray(v)) {
      if (v.length > l.maxArrayLength) {
        issues.push(documentIssue('json_array_too_long', [...path], { length: v.length, max: l.maxArrayLength }));
        return undefined;
      }
      ancestors.add(v);
      const out: JsonValue[] = new Array<JsonValue>(v.length);
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        const item: unknown = v[i];
        if (item === undefined) issues.push(documentIssue('json_not_json_value', [...path], { type: 'undefined' }));
        else out[i] = walk(item, path, depth + 1) as JsonValue;
        path.pop();
      }
      ancestors.delete(v);
      return out;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) {
      issues.push(documentIssue('json_not_json_value', [...path], { type: typeName(v) }));
      return undefined;
    }
    ancestors.add(v);
    const out: { [key: string]: JsonValue } = {};
    for (const key of Object.keys(v)) {
      if (FORBIDDEN.has(key)) {
        issues.push(documentIssue('json_forbidden_key', [...path, key], { key }));
        continue;
      }
      const item: unknown = (v as Record<string, unknown>)[key];
      if (item === undefined) continue; // JSON.stringify drops it as well
      path.push(key);
      const w = walk(item, path, depth + 1);
      path.pop();
      if (w !== undefined) out[key] = w;
    }
    ancestors.delete(v);
    return out;
  };

  let result: JsonValue | undefined;
  try {
    result = walk(value, [], 0);
  } catch (e) {
    return fail([documentIssue('json_unreadable', [], { reason: e instanceof Error ? e.message : String(e) })]);
  }
  if (issues.length > 0 || result === undefined) {
    return fail(issues.length > 0 ? issues : [documentIssue('json_not_json_value', [], { type: typeName(value) })]);
  }
  return ok(result);
}

/**
 * Parses JSON text from an untrusted source: refuses text longer or deeper than the limits before
 * parsing, turns a syntax error into `json_syntax` (line, column, what was expected, in pt-BR) or
 * `json_empty`, then checks the tree with {@link toJsonValue}.
 * Never throws.
 *
 * @param text - The JSON text.
 * @param limits - Safety limits (partial: the rest stays default).
 * @returns The JSON value, or coded issues.
 * @example
 * ```ts
 * parseJsonSafely('{"a": 1}') //=> { ok: true, value: { a: 1 }, issues: [] }
 * parseJsonSafely('{"a": ').issues[0].message
 * //=> 'O texto não é JSON válido: na linha 1, coluna 7, esperava um valor (objeto, lista, texto entre aspas, número, true, false ou null) e encontrou o fim do texto.'
 * parseJsonSafely('').issues[0].code //=> 'json_empty'
 * parseJsonSafely('{"__proto__": {}}').issues[0].code //=> 'json_forbidden_key'
 * ```
 */
export function parseJsonSafely(text: string, limits: Partial<JsonLimits> = {}): Result<JsonValue> {
  const l: JsonLimits = { ...JSON_LIMITS, ...limits };
  if (typeof text !== 'string') return fail([documentIssue('json_not_json_value', [], { type: typeName(text) })]);
  if (text.length > l.maxLength) return fail([documentIssue('json_too_large', [], { length: text.length, max: l.maxLength })]);
  if (!depthOf(text, l.maxDepth)) return fail([documentIssue('json_too_deep', [], { max: l.maxDepth })]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    // JSON.parse's message is JavaScript's English: say where and what in our own words.
    const e = findJsonSyntaxError(text);
    if (e?.empty) return fail([documentIssue('json_empty', [], {})]);
    const { line, column, expected, found, hint } = e ?? { line: 1, column: 1, expected: 'JSON', found: 'um texto que não se lê como JSON' };
    return fail([documentIssue('json_syntax', [], hint === undefined ? { line, column, expected, found } : { line, column, expected, found, hint })]);
  }
  return toJsonValue(parsed, l);
}


