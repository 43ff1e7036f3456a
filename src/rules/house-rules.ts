/**
 * House rules: a campaign's validated override of the book's ruleset, never a fork of the code.
 *
 * @module
 */
import * as z from 'zod';
import { fail, issue, type Issue, ok, parseWith, snapshotInput, type Result } from '../issues/index.js';
import { deepFreeze } from '../internal/freeze.js';
import { bookRuleset, rulesetSchema, type Ruleset } from './ruleset.js';

/**
 * A deep partial of `T`: every property optional, recursively. Arrays may be given whole (they
 * replace the base array) or as an object keyed by index (`{ 4: { … } }`) to change single rows.
 *
 * @example
 * ```ts
 * const o: DeepPartial<{ a: { b: number; c: number } }> = { a: { b: 2 } };
 * ```
 */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? readonly U[] | { readonly [index: number]: DeepPartial<U> }
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * What a campaign may override: any part of any section, plus the ruleset's `id` and `name`.
 *
 * @example
 * ```ts
 * const casa: RulesetOverride = { id: 'minha-mesa', name: 'Mesa da Ana' };
 * ```
 */
export type RulesetOverride = DeepPartial<Omit<Ruleset, 'overrides'>>;

/** Keys that are never merged (prototype pollution). */
const FORBIDDEN_KEYS = /* @__PURE__ */ new Set(['__proto__', 'constructor', 'prototype']);
/** Library safety limits for an override document (not game rules). */
const MAX_DEPTH = 32;

const messages = {
  house_rule_not_object: () => 'As regras da casa precisam ser um objeto (por exemplo { "techniques": { … } }).',
  house_rule_forbidden_key: (p: { key: string }) => `A chave "${p.key}" não é permitida em regras da casa.`,
  house_rule_unknown_key: (p: { path: string }) =>
    `"${p.path}" não existe nas regras: confira o nome (as regras da casa só mudam o que o livro já tem).`,
  house_rule_too_deep: (p: { max: number }) => `As regras da casa estão aninhadas demais (mais de ${p.max} níveis).`,
  house_rule_bad_index: (p: { path: string; index: string }) =>
    `"${p.index}" não é um índice válido da lista "${p.path}".`,
  house_rule_readonly_key: (p: { key: string }) => `"${p.key}" é calculado pela biblioteca e não pode ser definido.`,
} as const;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Unwraps optional/default/readonly/etc. to reach a schema's structural core. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s: any = schema;
  for (let i = 0; i < 10; i++) {
    const def = s?._zod?.def;
    if (!def) break;
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      s = def.innerType;
      continue;
    }
    if (def.type === 'pipe' && def.in) {
      s = def.in;
      continue;
    }
    break;
  }
  return s as z.ZodType;
}

/** The schema of a child key, or `'open'` when any key is allowed (records), or `undefined`. */
function childSchema(schema: z.ZodType | undefined, key: string): z.ZodType | 'open' | undefined {
  if (!schema) return undefined;
  const s: any = unwrap(schema);
  const def = s?._zod?.def;
  if (!def) return undefined;
  if (def.type === 'object') return def.shape?.[key] ?? (def.catchall && def.catchall._zod.def.type !== 'never' ? def.catchall : undefined);
  if (def.type === 'record') return 'open';
  if (def.type === 'array') return /^\d+$/.test(key) ? def.element : undefined;
  if (def.type === 'tuple') return /^\d+$/.test(key) ? def.items?.[Number(key)] : undefined;
  if (def.type === 'union' || def.type === 'discriminatedUnion') return 'open';
  return undefined;
}

interface MergeState {
  readonly issues: Issue[];
  readonly paths: string[];
}

function merge(
  base: unknown,
  over: unknown,
  schema: z.ZodType | 'open' | undefined,
  path: string[],
  depth: number,
  st: MergeState,
): unknown {
  if (depth > MAX_DEPTH) {
    st.issues.push(issue('house_rule_too_deep', path, { max: MAX_DEPTH }, messages.house_rule_too_deep({ max: MAX_DEPTH })));
    return base;
  }
  const dotted = path.join('.');
  // Arrays given whole, scalars, and anything that is not a plain object replace the base value.
  if (!isPlainObject(over)) {
    st.paths.push(dotted);
    return Array.isArray(over) ? [...over] : over;
  }
  if (Array.isArray(base)) {
    // An object over an array: change single rows by index.
    const out = [...base];
    for (const [k, v] of Object.entries(over)) {
      if (FORBIDDEN_KEYS.has(k)) {
        st.issues.push(issue('house_rule_forbidden_key', [...path, k], { key: k }, messages.house_rule_forbidden_key({ key: k })));
        continue;
      }
      const idx = Number(k);
      if (!/^\d+$/.test(k) || idx >= base.length) {
        st.issues.push(issue('house_rule_bad_index', [...path, k], { path: dotted, index: k }, messages.house_rule_bad_index({ path: dotted, index: k })));
        continue;
      }
      const child = schema === 'open' ? 'open' : childSchema(schema, k);
      out[idx] = merge(base[idx], v, child, [...path, k], depth + 1, st);
    }
    return out;
  }
  const out: Record<string, unknown> = isPlainObject(base) ? { ...base } : {};
  const fresh = !isPlainObject(base);
  if (fresh) st.paths.push(dotted);
  for (const [k, v] of Object.entries(over)) {
    if (FORBIDDEN_KEYS.has(k)) {
      st.issues.push(issue('house_rule_forbidden_key', [...path, k], { key: k }, messages.house_rule_forbidden_key({ key: k })));
      continue;
    }
    const child = schema === 'open' ? 'open' : childSchema(schema, k);
    if (child === undefined) {
      const p = [...path, k].join('.');
      st.issues.push(issue('house_rule_unknown_key', [...path, k], { path: p }, messages.house_rule_unknown_key({ path: p })));
      continue;
    }
    const b = Object.prototype.hasOwnProperty.call(out, k) ? out[k] : undefined;
    if (fresh) {
      // Inside a brand-new subtree, record only the subtree's root.
      out[k] = merge(b, v, child, [...path, k], depth + 1, { issues: st.issues, paths: [] });
    } else {
      out[k] = merge(b, v, child, [...path, k], depth + 1, st);
    }
  }
  return out;
}

/**
 * Makes a campaign's ruleset: deep-merges a partial override over a base ruleset (the book's by
 * default), validates the result with the ruleset's zod schema and its semantic checks, and
 * returns a new, frozen ruleset — or the list of coded issues (an unknown key, a max size below 1,
 * a Grau table that is not monotone…). The base is never modified.
 *
 * Objects merge key by key; an array given whole replaces the base array; an object keyed by index
 * changes single rows of an array. The ruleset's `overrides` lists the dotted paths the campaign
 * replaced, so {@link provenanceOf} reports them as `house`.
 *
 * @param input - The campaign's changes (untrusted input: validated, never trusted).
 * @param base - The ruleset to start from (default: the book's).
 * @returns The new ruleset, or coded pt-BR issues.
 * @example
 * ```ts
 * const r = createRuleset({ id: 'mesa-da-ana', name: 'Mesa da Ana' });
 * r.ok && r.value.id //=> 'mesa-da-ana'
 * createRuleset({ tecnicas: {} }).ok //=> false (house_rule_unknown_key: "tecnicas")
 * ```
 */
export function createRuleset(input: unknown, base: Ruleset = bookRuleset): Result<Ruleset> {
  // Plain data only, read once (getters, proxies, BigInt, cycles → coded issues).
  const snap = snapshotInput(input);
  if (!snap.ok) return fail(snap.issues);
  const override = snap.value;
  if (!isPlainObject(override)) {
    return fail([issue('house_rule_not_object', [], {}, messages.house_rule_not_object())]);
  }
  if (Object.prototype.hasOwnProperty.call(override, 'overrides')) {
    return fail([issue('house_rule_readonly_key', ['overrides'], { key: 'overrides' }, messages.house_rule_readonly_key({ key: 'overrides' }))]);
  }
  const st: MergeState = { issues: [], paths: [] };
  let merged: Record<string, unknown>;
  try {
    merged = merge(base, override, rulesetSchema, [], 0, st) as Record<string, unknown>;
  } catch (e) {
    return fail([issue('unreadable_input', [], { reason: String(e) }, 'As regras da casa não puderam ser lidas.')]);
  }
  if (st.issues.length) return fail(st.issues);
  const paths = st.paths.filter((p) => p !== 'id' && p !== 'name');
  merged.overrides = [...new Set([...base.overrides, ...paths])].sort();
  if (!Object.prototype.hasOwnProperty.call(override, 'id') && base.id === bookRuleset.id && paths.length > 0) {
    merged.id = `${base.id}+casa`;
  }
  const parsed = parseWith(rulesetSchema, merged, 'house_rule_');
  if (!parsed.ok) return parsed;
  return ok(deepFreeze(parsed.value));
}

/**
 * Checks that a whole ruleset (for example one loaded from a file) is valid, without merging.
 *
 * @param input - Untrusted ruleset data.
 * @returns The ruleset, frozen, or coded issues.
 * @example
 * ```ts
 * validateRuleset(bookRuleset).ok //=> true
 * validateRuleset({}).ok //=> false
 * ```
 */
export function validateRuleset(input: unknown): Result<Ruleset> {
  const parsed = parseWith(rulesetSchema, input, 'ruleset_');
  return parsed.ok ? ok(deepFreeze(parsed.value)) : parsed;
}
