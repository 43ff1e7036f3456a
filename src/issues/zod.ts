/**
 * Turning zod's validation output into the library's {@link Issue}s, in pt-BR, without touching
 * the host app's global zod configuration (never `z.config()`).
 *
 * @module
 */
import * as z from 'zod';
// Only the Brazilian Portuguese messages: calling ptBR() through zod's `locales` namespace would
// drag zod's ~60 other locales (≈260 KB minified) into every browser bundle. The CJS build
// rewrites this specifier to `pt-BR.cjs` (see tsup.config.ts).
import ptBR from 'zod/v4/locales/pt-BR.js';
import { issue, type Issue, type Result, ok, fail } from './issue.js';
import { snapshotInput } from './plain-input.js';
import { unknownKeysMessage } from './unknown-keys.js';

/**
 * The params a schema refinement attaches to a custom zod issue so that it becomes one of our
 * coded issues (`ctx.addIssue({ code: 'custom', message, params: { code: 'grau_nao_monotono' } })`).
 *
 * @example
 * ```ts
 * const p: CustomIssueParams = { code: 'tamanho_maximo_menor_que_um', grau: 1 };
 * ```
 */
export type CustomIssueParams = { code: string } & Record<string, unknown>;

function convert(zi: z.core.$ZodIssue, codePrefix: string): Issue {
  if (zi.code === 'custom' && zi.params && typeof (zi.params as CustomIssueParams).code === 'string') {
    const { code, ...params } = zi.params as CustomIssueParams;
    return issue(code, zi.path as (string | number)[], params, zi.message);
  }
  const { code, path, message, ...rest } = zi as z.core.$ZodIssue & Record<string, unknown>;
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (k === 'input' || k === 'inst' || typeof v === 'function') continue;
    params[k] = typeof v === 'bigint' ? Number(v) : v;
  }
  return issue(`${codePrefix}${code}`, path as (string | number)[], params, message);
}

/**
 * Converts a zod error into coded issues with pt-BR messages.
 *
 * @param error - The error from `safeParse` (classic `ZodError` or `zod/mini`'s).
 * @param codePrefix - Prepended to zod's own codes (`invalid_type` → `schema_invalid_type`).
 * @returns The issues, one per zod issue.
 * @example
 * ```ts
 * const r = z.number().safeParse('x', { error: zodErrorMapPtBR });
 * if (!r.success) zodIssues(r.error)[0].code //=> 'schema_invalid_type'
 * ```
 */
export function zodIssues(error: { readonly issues: readonly z.core.$ZodIssue[] }, codePrefix = 'schema_'): Issue[] {
  return error.issues.map((zi) => convert(zi as z.core.$ZodIssue, codePrefix));
}

/**
 * zod's pt-BR error map, passed per call (`schema.safeParse(x, { error: zodErrorMapPtBR })`) so the
 * host app's global zod locale is left alone. An unknown key is answered with the key it most
 * likely meant (`params.suggestions`).
 *
 * @example
 * ```ts
 * z.string().safeParse(1, { error: zodErrorMapPtBR }).error?.issues[0].message
 * //=> 'Entrada inválida: esperava string, recebeu número'
 * ```
 */
export const zodErrorMapPtBR: z.core.$ZodErrorMap = (iss) => {
  if (iss.code !== 'unrecognized_keys') return (ptBRMap ??= ptBR().localeError)(iss);
  // The object schema that raised it knows its keys: name the one each unknown key meant.
  const shape: unknown = (iss.inst as { _zod?: { def?: { shape?: unknown } } } | undefined)?._zod?.def?.shape;
  const r = unknownKeysMessage(iss.keys, shape !== null && typeof shape === 'object' ? Object.keys(shape) : []);
  // zod copies the raw issue's own keys after this map answers: the suggestions become params.
  if (Object.keys(r.suggestions).length > 0) (iss as { suggestions?: unknown }).suggestions = r.suggestions;
  return r.message;
};

/** Built on the first issue, so that importing the library costs nothing here. */
let ptBRMap: z.core.$ZodErrorMap | undefined;

/**
 * What {@link parseWith} needs of a schema: a `safeParse` that takes an error map. Classic schemas
 * (`zod`) and `zod/mini` schemas both have it; the `d10` entry uses `zod/mini` to stay small.
 *
 * @example
 * ```ts
 * const s: SafeParsingSchema = z.number();
 * ```
 */
export type SafeParsingSchema = z.core.$ZodType & {
  /**
   * Parses without throwing; `params.error` is the error map for this call only.
   *
   * @param input - Untrusted input.
   * @param params - Parse options (here, the pt-BR error map).
   * @returns The parsed data, or the error with zod's issues.
   */
  safeParse(
    input: unknown,
    params?: z.core.ParseContext<z.core.$ZodIssue>,
  ): { success: true; data: unknown; error?: undefined } | { success: false; data?: undefined; error: { readonly issues: readonly z.core.$ZodIssue[] } };
};

/**
 * Validates `input` against a zod schema and returns a {@link Result} with pt-BR coded issues.
 * The input is first copied as plain data ({@link snapshotInput}: getters, proxies, BigInt,
 * symbols, cycles are refused with a coded issue). A whole document given where its content was
 * expected is one `input_is_document` issue. Never throws on bad input.
 *
 * @param schema - Any zod schema, classic (`zod`) or mini (`zod/mini`).
 * @param input - Untrusted input.
 * @param codePrefix - Prefix for zod's own issue codes.
 * @returns The parsed value or the issues.
 * @example
 * ```ts
 * parseWith(z.number().int(), 2.5).ok //=> false
 * ```
 */
export function parseWith<S extends SafeParsingSchema>(
  schema: S,
  input: unknown,
  codePrefix = 'schema_',
): Result<z.output<S>> {
  const r = parseWithErrorMap(schema, input, zodErrorMapPtBR, codePrefix);
  if (r.ok) return r;
  const format = envelopeFormat(input, r.issues);
  // (not in snapshotInput's catalogue: the d10 entry, which reads no documents, would carry it)
  const message = `Isto é um documento inteiro ("${format}"), e aqui se espera só o seu conteúdo: leia o documento com loadDocument (ou validateDocument), ou passe só o seu "data".`;
  return format === undefined ? r : fail([issue('input_is_document', [], { format }, message)]);
}

/**
 * {@link parseWith} with another error map: `sangue-e-estrelas/d10` passes `zodBasicErrorMapPtBR`
 * (the same texts for its plain schemas), so that its bundle leaves zod's pt-BR locale out.
 *
 * @param schema - Any zod schema, classic (`zod`) or mini (`zod/mini`).
 * @param input - Untrusted input.
 * @param errorMap - The error map for this parse only (never the host app's global one).
 * @param codePrefix - Prefix for zod's own issue codes.
 * @returns The parsed value or the issues.
 * @example
 * ```ts
 * parseWithErrorMap(z.number(), 'x', zodErrorMapPtBR).ok //=> false
 * ```
 * @internal
 */
export function parseWithErrorMap<S extends SafeParsingSchema>(
  schema: S,
  input: unknown,
  errorMap: z.core.$ZodErrorMap,
  codePrefix = 'schema_',
): Result<z.output<S>> {
  // Plain data only, read once: getters, proxies, BigInt, cycles come back as coded issues.
  const snap = snapshotInput(input);
  if (!snap.ok) return fail(snap.issues);
  let r: ReturnType<SafeParsingSchema['safeParse']>;
  try {
    r = schema.safeParse(snap.value, { error: errorMap });
  } catch (e) {
    return fail([
      issue(
        'unreadable_input',
        [],
        { reason: e instanceof Error ? e.message : String(e) },
        'A entrada não pôde ser lida (estrutura inválida ou grande demais).',
      ),
    ]);
  }
  return r.success ? ok(r.data as z.output<S>) : fail(zodIssues(r.error, codePrefix));
}

/** The envelope's keys (`sangue-e-estrelas/…` documents). */
const ENVELOPE = new Set(['format', 'schemaVersion', 'ruleset', 'data']);

/**
 * The `format` of a whole document handed where its content was expected: an object with only the
 * envelope's keys, a `format` and a `data` object, refused for reasons outside them (a schema of
 * documents complains under `data`, `format`…; a schema of content, about its own fields).
 */
function envelopeFormat(input: unknown, issues: readonly Issue[]): string | undefined {
  if (issues.some((i) => i.code.startsWith('input_'))) return undefined; // not plain data
  const snap = snapshotInput(input); // the failure's path only: a copy again, never a getter run
  const value = snap.ok ? snap.value : null;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.format !== 'string' || v.data === null || typeof v.data !== 'object') return undefined;
  if (!Object.keys(v).every((k) => ENVELOPE.has(k))) return undefined;
  if (issues.some((i) => typeof i.path[0] === 'string' && ENVELOPE.has(i.path[0]))) return undefined;
  return v.format;
}
