/**
 * Saving and loading versioned JSON documents: validation, migration of older versions, refusal
 * of unknown future versions, hostile-input safety. Never throws on bad input.
 *
 * @module
 */
import type * as z from 'zod';
import { fail, hasErrors, ok, parseWith, prefixIssues, type Issue, type Result } from '../../issues/index.js';
import { bookRuleset, type Ruleset } from '../../rules/index.js';
import { documentIssue } from './issues.js';
import { documentSchema, rulesetRefSchema, type DocumentKind, type RulesetRef } from './kind.js';
import { parseJsonSafely, toJsonValue, type JsonLimits, type JsonValue } from './safe-json.js';

/**
 * A set of document kinds, looked up by `format`.
 *
 * @example
 * ```ts
 * const registry = createDocumentRegistry([techniqueDocument, rulesDocument]);
 * registry.get('sangue-e-estrelas/tecnica')?.label //=> 'técnica'
 * ```
 */
export interface DocumentRegistry {
  /** The kinds, by format. */
  readonly kinds: ReadonlyMap<string, DocumentKind>;
  /** The kind of a format, if registered. */
  get(format: string): DocumentKind | undefined;
}

/**
 * Builds a registry from kinds (a duplicate format is a programmer error and throws).
 *
 * @param kinds - The document kinds.
 * @returns The registry.
 * @example
 * ```ts
 * createDocumentRegistry([rulesDocument]).get('sangue-e-estrelas/regras') === rulesDocument //=> true
 * ```
 */
export function createDocumentRegistry(kinds: readonly DocumentKind[]): DocumentRegistry {
  const map = new Map<string, DocumentKind>();
  for (const k of kinds) {
    if (map.has(k.format)) throw new Error(`createDocumentRegistry: formato repetido "${k.format}".`);
    map.set(k.format, k);
  }
  return Object.freeze({ kinds: map as ReadonlyMap<string, DocumentKind>, get: (f: string) => map.get(f) });
}

/**
 * A stored document: the envelope and its data.
 *
 * @example
 * ```ts
 * const doc: StoredDocument<{ texto: string }> = {
 *   format: 'minha-mesa/notas', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: { texto: 'oi' },
 * };
 * ```
 */
export interface StoredDocument<T = unknown> {
  /** The kind's format. */
  readonly format: string;
  /** The version of the kind's format. */
  readonly schemaVersion: number;
  /** The ruleset it was made under. */
  readonly ruleset: RulesetRef;
  /** The stored choices (validated by the kind's schema). */
  readonly data: T;
  /** Optional derived data for consumers who do not run the engine (informational: the engine re-derives). */
  readonly snapshot?: JsonValue;
}

/**
 * A loaded document: the stored document at the current version, plus where it came from.
 *
 * @example
 * ```ts
 * const r = loadDocument(techniqueDocument, text);
 * if (r.ok) r.value.migratedFrom //=> undefined (already current)
 * ```
 */
export interface LoadedDocument<T = unknown> extends StoredDocument<T> {
  /** The version the input had, when it was migrated. */
  readonly migratedFrom?: number;
}

/**
 * Options of {@link createDocument} and {@link saveDocument}.
 *
 * @example
 * ```ts
 * const o: SaveDocumentOptions = { ruleset: bookRuleset, space: 2 };
 * ```
 */
export interface SaveDocumentOptions {
  /** The ruleset the data was made under (a {@link Ruleset} or a reference). Default: the book's id. */
  readonly ruleset?: Ruleset | RulesetRef;
  /** Optional derived snapshot (any JSON) stored beside the data. */
  readonly snapshot?: unknown;
  /** JSON indentation of {@link saveDocument} (default 2; 0 for one line). */
  readonly space?: number;
  /** Safety limits. */
  readonly limits?: Partial<JsonLimits>;
}

/**
 * Options of {@link loadDocument}.
 *
 * @example
 * ```ts
 * const o: LoadDocumentOptions = { ruleset: bookRuleset };
 * ```
 */
export interface LoadDocumentOptions {
  /**
   * The ruleset in use: a different id in the document gives a `document_ruleset_mismatch`
   * warning. The kind's rules are checked with it when it is a whole {@link Ruleset} (a reference
   * `{ id }` cannot be checked against: the book's rules are used then).
   */
  readonly ruleset?: Ruleset | RulesetRef;
  /** Safety limits. */
  readonly limits?: Partial<JsonLimits>;
  /** Check the kind's rules ({@link DocumentKind.check}) as well as its shape (default `true`). */
  readonly checkRules?: boolean;
}

const BOOK_REF: RulesetRef = /* @__PURE__ */ Object.freeze({ id: 'livro-0.25', name: 'Sangue e Estrelas — regras do livro' });

function toRef(r: Ruleset | RulesetRef | undefined): Result<RulesetRef> {
  if (r === undefined) return ok(BOOK_REF);
  const ref: Record<string, unknown> = { id: r.id };
  if (r.name !== undefined) ref.name = r.name;
  if (r.overrides !== undefined && r.overrides.length > 0) ref.overrides = [...r.overrides];
  return prefixResult(['ruleset'], parseWith(rulesetRefSchema, ref));
}

function prefixResult<T>(prefix: (string | number)[], r: Result<T>): Result<T> {
  return r.ok ? r : fail(prefixIssues(prefix, r.issues));
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'uma lista';
  return typeof v === 'string' ? `o texto ${JSON.stringify(v.slice(0, 40))}` : typeof v === 'object' ? 'um objeto' : `${typeof v} ${String(v)}`;
}

/**
 * Builds a document object of a kind at its current version, validating the data (and the
 * snapshot) first.
 *
 * @param kind - The document kind.
 * @param data - The stored choices.
 * @param options - Ruleset, snapshot, limits.
 * @returns The document, or coded issues (paths start at `data` / `snapshot`).
 * @example
 * ```ts
 * const r = createDocument(rulesDocument, { id: 'mesa-da-ana', name: 'Mesa da Ana' });
 * if (r.ok) r.value.schemaVersion //=> 1
 * ```
 */
export function createDocument<S extends z.ZodType>(
  kind: DocumentKind<S>,
  data: unknown,
  options: SaveDocumentOptions = {},
): Result<StoredDocument<z.output<S>>> {
  const json = toJsonValue(data, options.limits);
  if (!json.ok) return fail(prefixIssues(['data'], json.issues));
  const ref = toRef(options.ruleset);
  if (!ref.ok) return ref;
  let snapshot: JsonValue | undefined;
  if (options.snapshot !== undefined) {
    const s = toJsonValue(options.snapshot, options.limits);
    if (!s.ok) return fail(prefixIssues(['snapshot'], s.issues));
    snapshot = s.value;
  }
  const doc: Record<string, unknown> = {
    format: kind.format,
    schemaVersion: kind.currentVersion,
    ruleset: ref.value,
    data: json.value,
  };
  if (snapshot !== undefined) doc.snapshot = snapshot;
  const parsed = parseWith(documentSchema(kind), doc);
  if (!parsed.ok) return parsed;
  return ok(parsed.value as unknown as StoredDocument<z.output<S>>);
}

/**
 * Saves data as a JSON document text of a kind (validated, at the current version).
 *
 * @param kind - The document kind.
 * @param data - The stored choices.
 * @param options - Ruleset, snapshot, indentation, limits.
 * @returns The JSON text, or coded issues.
 * @example
 * ```ts
 * const r = saveDocument(rulesDocument, { id: 'mesa-da-ana', name: 'Mesa da Ana' });
 * if (r.ok) JSON.parse(r.value).format //=> 'sangue-e-estrelas/regras'
 * ```
 */
export function saveDocument(kind: DocumentKind, data: unknown, options: SaveDocumentOptions = {}): Result<string> {
  const doc = createDocument(kind, data, options);
  if (!doc.ok) return doc;
  return ok(JSON.stringify(doc.value, null, options.space ?? 2), doc.issues);
}

/** A whole ruleset (not a `{ id, name }` reference). */
function isRuleset(r: Ruleset | RulesetRef | undefined): r is Ruleset {
  return r !== undefined && 'progression' in r && 'techniques' in r;
}

/** The kind's rule check on parsed data, paths under `data`; a check that throws is reported, not thrown. */
function checkKindRules(kind: DocumentKind, data: unknown, ruleset: Ruleset | RulesetRef | undefined): Issue[] {
  try {
    return prefixIssues(['data'], kind.check!(data, isRuleset(ruleset) ? ruleset : bookRuleset));
  } catch (e) {
    return [documentIssue('document_check_failed', ['data'], { format: kind.format, reason: e instanceof Error ? e.message : 'erro' })];
  }
}

function isRegistry(k: DocumentKind | DocumentRegistry): k is DocumentRegistry {
  return 'kinds' in k && typeof (k as DocumentRegistry).get === 'function';
}

/**
 * Loads a document from JSON text or an already parsed object: checks it is safe JSON within the
 * limits, finds its kind, migrates an older `schemaVersion` step by step, refuses a version newer
 * than the library knows, and validates the result — its shape and its kind's rules (a ficha
 * that breaks the creation rules, a técnica over its Grau's max size are refused; pass
 * `checkRules: false` for the shape only). Never throws.
 *
 * @param kinds - The expected kind, or a registry to accept any of its kinds.
 * @param input - JSON text or a parsed object.
 * @param options - The ruleset in use (for a mismatch warning) and limits.
 * @returns The document at the current version (warnings: `document_migrated`,
 *   `document_ruleset_mismatch`, and the kind's rule warnings), or coded issues — the shape's, or
 *   the kind's rules ({@link DocumentKind.check}) with paths under `data`.
 * @example
 * ```ts
 * loadDocument(documentRegistry, '{"format":"sangue-e-estrelas/tecnica","schemaVersion":99}').issues[0].code
 * //=> 'document_version_from_future'
 * ```
 */
export function loadDocument<S extends z.ZodType>(
  kinds: DocumentKind<S>,
  input: unknown,
  options?: LoadDocumentOptions,
): Result<LoadedDocument<z.output<S>>>;
export function loadDocument(kinds: DocumentRegistry, input: unknown, options?: LoadDocumentOptions): Result<LoadedDocument>;
export function loadDocument(
  kinds: DocumentKind | DocumentRegistry,
  input: unknown,
  options: LoadDocumentOptions = {},
): Result<LoadedDocument> {
  const json = typeof input === 'string' ? parseJsonSafely(input, options.limits) : toJsonValue(input, options.limits);
  if (!json.ok) return json;
  const doc = json.value;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return fail([documentIssue('document_not_object', [], { received: describe(doc) })]);
  }
  const format = doc.format;
  if (typeof format !== 'string' || format === '') return fail([documentIssue('document_format_missing', ['format'], {})]);
  let kind: DocumentKind | undefined;
  if (isRegistry(kinds)) {
    kind = kinds.get(format);
    if (!kind) {
      return fail([
        documentIssue('document_unknown_format', ['format'], { format, known: [...kinds.kinds.keys()].join(', ') }),
      ]);
    }
  } else {
    kind = kinds;
    if (format !== kind.format) return fail([documentIssue('document_format_mismatch', ['format'], { format, expected: kind.format })]);
  }

  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail([documentIssue('document_version_invalid', ['schemaVersion'], { value: describe(version) })]);
  }
  if (version > kind.currentVersion) {
    return fail([documentIssue('document_version_from_future', ['schemaVersion'], { format, version, current: kind.currentVersion })]);
  }
  if (version < kind.oldestVersion) {
    return fail([documentIssue('document_version_unsupported', ['schemaVersion'], { format, version, oldest: kind.oldestVersion })]);
  }

  const warnings: Issue[] = [];
  let current: { [key: string]: JsonValue } = doc;
  for (let v = version; v < kind.currentVersion; v++) {
    const step = kind.migrations.find((m) => m.from === v)!;
    let next: unknown;
    try {
      next = step.migrate(current);
    } catch (e) {
      return fail([
        documentIssue('document_migration_failed', [], { format, from: v, to: v + 1, reason: e instanceof Error ? e.message : String(e) }),
      ]);
    }
    const checked = toJsonValue(next, options.limits);
    if (!checked.ok || checked.value === null || typeof checked.value !== 'object' || Array.isArray(checked.value)) {
      return fail([
        documentIssue('document_migration_failed', [], {
          format,
          from: v,
          to: v + 1,
          reason: checked.ok ? 'a migração não devolveu um objeto.' : checked.issues[0]!.message,
        }),
      ]);
    }
    current = { ...checked.value, format, schemaVersion: v + 1 };
  }
  if (version < kind.currentVersion) {
    warnings.push(documentIssue('document_migrated', [], { format, from: version, to: kind.currentVersion }, 'warning'));
  }

  const parsed = parseWith(documentSchema(kind), current);
  if (!parsed.ok) return parsed;
  const value = parsed.value as unknown as StoredDocument;
  if (kind.check && options.checkRules !== false) {
    const rules = checkKindRules(kind, value.data, options.ruleset);
    if (hasErrors(rules)) return fail([...rules, ...warnings]);
    warnings.push(...rules);
  }
  if (options.ruleset && options.ruleset.id !== value.ruleset.id) {
    warnings.push(
      documentIssue('document_ruleset_mismatch', ['ruleset', 'id'], { document: value.ruleset.id, current: options.ruleset.id }, 'warning'),
    );
  }
  const loaded: LoadedDocument = version < kind.currentVersion ? { ...value, migratedFrom: version } : value;
  return ok(loaded, warnings);
}

/**
 * Turns a loaded document back into the stored form (drops `migratedFrom`), ready to save.
 *
 * @param doc - A loaded document.
 * @param space - JSON indentation (default 2).
 * @returns The JSON text.
 * @example
 * ```ts
 * const r = loadDocument(rulesDocument, text);
 * if (r.ok) serializeDocument(r.value) // the same document, at the current version
 * ```
 */
export function serializeDocument(doc: StoredDocument | LoadedDocument, space = 2): string {
  const { format, schemaVersion, ruleset, data, snapshot } = doc;
  const out: Record<string, unknown> = { format, schemaVersion, ruleset, data };
  if (snapshot !== undefined) out.snapshot = snapshot;
  return JSON.stringify(out, null, space);
}
