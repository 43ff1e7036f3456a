/**
 * One function that validates any document of the library — its envelope, its shape and the
 * rules of its kind — for `validar`, `importar` and any app that reads files from players.
 *
 * @module
 */
import { fail, ok, prefixIssues, type Issue, type Result } from '../../issues/index.js';
import { loadDocument, type DocumentRegistry, type LoadDocumentOptions, type LoadedDocument } from './document.js';
import { documentRegistry } from './kinds.js';
import type { DocumentKind } from './kind.js';
import { parseJsonSafely, toJsonValue } from './safe-json.js';

/**
 * Options of {@link validateDocument}.
 *
 * @example
 * ```ts
 * const o: ValidateDocumentOptions = { bare: characterDocument, ruleset: mesaDaAna };
 * ```
 */
export interface ValidateDocumentOptions extends LoadDocumentOptions {
  /** The kinds accepted: one kind, or a registry (default: {@link documentRegistry}, every built-in kind). */
  readonly kinds?: DocumentKind | DocumentRegistry;
  /**
   * Read an input without `"format"` (a bare object, not an envelope) as this kind's `data` — a
   * stored character written by hand, say. Without it such an input is `document_format_missing`.
   */
  readonly bare?: DocumentKind;
}

/**
 * A document that passed {@link validateDocument}: the loaded document, its kind and whether it
 * came bare (no envelope).
 *
 * @example
 * ```ts
 * const r = validateDocument(text);
 * if (r.ok) console.log(`válido (${r.value.kind.label})`);
 * ```
 */
export interface ValidatedDocument extends LoadedDocument {
  /** Its kind (`kind.label`: "ficha de personagem", "técnica"…). */
  readonly kind: DocumentKind;
  /** True when the input was the bare data of {@link ValidateDocumentOptions.bare}. */
  readonly bare: boolean;
}

function isRegistry(k: DocumentKind | DocumentRegistry): k is DocumentRegistry {
  return 'kinds' in k && typeof (k as DocumentRegistry).get === 'function';
}

/** Issues of a bare input: the paths are the value's own, without the envelope's `data`. */
function unwrap(issues: readonly Issue[]): Issue[] {
  const inData = issues.filter((i) => i.path[0] === 'data');
  const rest = issues.filter((i) => i.path[0] !== 'data');
  return [...rest, ...inData.map((i) => ({ ...i, path: i.path.slice(1) }))].map((i) => prefixIssues([], [i])[0]!);
}

/**
 * Validates a document of any kind the library knows — a ficha, an inimigo, a técnica, house
 * rules — against its shape **and its rules**: the envelope (format, version, migrations), the
 * kind's schema, then the kind's rules (a ficha's creation and level-ups as `validateCharacter`,
 * an inimigo's as `validateEnemy`, a técnica's as `measureTechnique` — over the Grau's max size is
 * an error —, house rules as `createRuleset`). Rule warnings come with a valid document. Takes
 * JSON text (read with the JSON limits) or a parsed value. Never throws.
 *
 * @param input - JSON text or a parsed value (untrusted).
 * @param options - Kinds accepted, a kind for bare input, the ruleset (a whole `Ruleset` checks
 *   the campaign's house rules), limits.
 * @returns The validated document with its kind, or coded pt-BR issues (paths under `data`, or
 *   the value's own paths for bare input).
 * @example
 * ```ts
 * const r = validateDocument(readFileSync('examples/tecnicas/dragao-ascendente.json', 'utf8'), { bare: techniqueDocument });
 * r.ok && r.value.kind.label //=> 'técnica'
 * validateDocument('{"format":"sangue-e-estrelas/tecnica","schemaVersion":1,"ruleset":{"id":"livro-0.25"},"data":{}}').ok //=> false
 * ```
 */
export function validateDocument(input: unknown, options: ValidateDocumentOptions = {}): Result<ValidatedDocument> {
  const json = typeof input === 'string' ? parseJsonSafely(input, options.limits) : toJsonValue(input, options.limits);
  if (!json.ok) return json;
  const value = json.value;
  const kinds = options.kinds ?? documentRegistry;
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  if (options.bare && isObject && !Object.prototype.hasOwnProperty.call(value, 'format')) {
    const kind = options.bare;
    const envelope = { format: kind.format, schemaVersion: kind.currentVersion, ruleset: { id: (options.ruleset?.id ?? 'livro-0.25') }, data: value };
    const r = loadDocument(kind, envelope, options);
    if (!r.ok) return fail(unwrap(r.issues));
    return ok({ ...r.value, kind, bare: true }, unwrap(r.issues));
  }
  const r = isRegistry(kinds) ? loadDocument(kinds, value, options) : loadDocument(kinds, value, options);
  if (!r.ok) return r;
  const kind = isRegistry(kinds) ? kinds.get(r.value.format)! : kinds;
  return ok({ ...r.value, kind, bare: false }, r.issues);
}
