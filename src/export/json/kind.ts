/**
 * Document kinds: what a versioned JSON document of the library holds (a ficha, a technique, house
 * rules…), its zod schema at the current version, and the migrations from older versions.
 *
 * @module
 */
import * as z from 'zod';
import type { Issue } from '../../issues/index.js';
import { freeText } from '../../issues/index.js';
import type { Ruleset } from '../../rules/index.js';
import type { JsonValue } from './safe-json.js';

/**
 * One step of a document's migration chain: turns a whole document of version `from` into one of
 * version `from + 1`. It receives a fresh JSON copy (it may change it in place or return a new
 * object); the loader sets `schemaVersion` and re-checks the result.
 *
 * @example
 * ```ts
 * const m: DocumentMigration = {
 *   from: 1,
 *   to: 2,
 *   description: '"nome" passa a se chamar "name"',
 *   migrate: (doc) => {
 *     const data = doc.data as Record<string, JsonValue>;
 *     data.name = data.nome ?? null;
 *     delete data.nome;
 *     return doc;
 *   },
 * };
 * ```
 */
export interface DocumentMigration {
  /** The version it reads. */
  readonly from: number;
  /** The version it writes (always `from + 1`). */
  readonly to: number;
  /** pt-BR description of the change, for a changelog. */
  readonly description: string;
  /** The conversion. May throw: the loader turns it into `document_migration_failed`. */
  migrate(document: { [key: string]: JsonValue }): { [key: string]: JsonValue };
}

/**
 * A kind of document: its `format` name, the zod schema of its `data` at the current version,
 * and the migrations that bring older versions up to it.
 *
 * @example
 * ```ts
 * const notas = defineDocumentKind({
 *   format: 'minha-mesa/notas',
 *   label: 'notas da mesa',
 *   schema: z.strictObject({ texto: z.string() }),
 *   currentVersion: 1,
 *   migrations: [],
 * });
 * ```
 */
export interface DocumentKind<S extends z.ZodType = z.ZodType> {
  /** The `format` written in every document of this kind (`"sangue-e-estrelas/ficha"`). */
  readonly format: string;
  /** pt-BR name ("ficha de personagem"). */
  readonly label: string;
  /** zod schema of `data` at `currentVersion`. Use strict objects: unknown keys must not be dropped silently. */
  readonly schema: S;
  /** Optional zod schema of `snapshot` (anything JSON when absent). */
  readonly snapshotSchema?: z.ZodType;
  /** The version this library writes. */
  readonly currentVersion: number;
  /** The oldest version it still reads (1 by default). */
  readonly oldestVersion: number;
  /** One migration per version step from `oldestVersion` to `currentVersion`. */
  readonly migrations: readonly DocumentMigration[];
  /** File name of its JSON Schema in the package's `schema/` folder (`"ficha.json"`). */
  readonly schemaFile: string;
  /**
   * The rules a document of this kind must follow beyond its shape (a ficha's creation and
   * level-ups, a técnica's max size…), checked by `loadDocument` and `validateDocument` on the
   * parsed `data`. Errors refuse the document; warnings come with it. Paths are inside `data`.
   */
  readonly check?: (data: z.output<S>, ruleset: Ruleset) => readonly Issue[];
}

/**
 * The spec given to {@link defineDocumentKind} (`oldestVersion` and `schemaFile` optional).
 *
 * @example
 * ```ts
 * const spec: DocumentKindSpec<z.ZodString> = { format: 'a/b', label: 'b', schema: z.string(), currentVersion: 1, migrations: [] };
 * ```
 */
export type DocumentKindSpec<S extends z.ZodType> = Omit<DocumentKind<S>, 'oldestVersion' | 'schemaFile'> &
  Partial<Pick<DocumentKind<S>, 'oldestVersion' | 'schemaFile'>>;

const FORMAT = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9_-]*$/;

/**
 * Defines a document kind, checking it (a programmer error throws): a `owner/name` format, an
 * integer current version, and exactly one migration per step from `oldestVersion` up.
 *
 * @param spec - The kind.
 * @returns The frozen kind.
 * @example
 * ```ts
 * const kind = defineDocumentKind({
 *   format: 'minha-mesa/notas', label: 'notas', schema: z.strictObject({ texto: z.string() }),
 *   currentVersion: 1, migrations: [],
 * });
 * kind.schemaFile //=> 'notas.json'
 * ```
 */
export function defineDocumentKind<S extends z.ZodType>(spec: DocumentKindSpec<S>): DocumentKind<S> {
  if (!FORMAT.test(spec.format)) throw new TypeError(`defineDocumentKind: formato inválido "${spec.format}" (use "dono/nome").`);
  const oldest = spec.oldestVersion ?? 1;
  if (!Number.isInteger(spec.currentVersion) || spec.currentVersion < 1 || !Number.isInteger(oldest) || oldest < 1 || oldest > spec.currentVersion) {
    throw new RangeError(`defineDocumentKind(${spec.format}): versões inválidas (${oldest}…${spec.currentVersion}).`);
  }
  const migrations = [...spec.migrations].sort((a, b) => a.from - b.from);
  for (let v = oldest; v < spec.currentVersion; v++) {
    const steps = migrations.filter((m) => m.from === v);
    if (steps.length !== 1 || steps[0]!.to !== v + 1) {
      throw new RangeError(`defineDocumentKind(${spec.format}): falta a migração única ${v} → ${v + 1}.`);
    }
  }
  if (migrations.some((m) => m.from < oldest || m.to > spec.currentVersion)) {
    throw new RangeError(`defineDocumentKind(${spec.format}): migração fora de ${oldest}…${spec.currentVersion}.`);
  }
  return Object.freeze({
    ...spec,
    oldestVersion: oldest,
    schemaFile: spec.schemaFile ?? `${spec.format.split('/')[1]}.json`,
    migrations: Object.freeze(migrations),
  });
}

/**
 * The reference to the ruleset a document was made under: its id and name, and the dotted paths
 * a campaign's house rules replaced (informational).
 *
 * @example
 * ```ts
 * rulesetRefSchema.parse({ id: 'livro-0.25', name: 'Sangue e Estrelas — regras do livro' })
 * ```
 */
export const rulesetRefSchema = /* @__PURE__ */ (() => z.strictObject({
  /** Ruleset id (`"livro-0.25"` for the book). */
  id: z.string().min(1).max(200),
  /** Its human name. */
  name: freeText(z.string().max(500)).optional(),
  /** Dotted paths replaced by house rules. */
  overrides: z.array(freeText(z.string().max(500))).max(2000).optional(),
}))();

/**
 * A {@link rulesetRefSchema} value.
 *
 * @example
 * ```ts
 * const ref: RulesetRef = { id: 'livro-0.25' };
 * ```
 */
export type RulesetRef = z.infer<typeof rulesetRefSchema>;

const envelopeCache = /* @__PURE__ */ new WeakMap<DocumentKind, z.ZodType>();

/**
 * The zod schema of a whole document of a kind at its current version: `format`, `schemaVersion`,
 * `ruleset`, `data`, optional `snapshot`. This is what the JSON Schema files are generated from.
 *
 * @param kind - The document kind.
 * @returns The strict envelope schema.
 * @example
 * ```ts
 * documentSchema(techniqueDocument).safeParse(doc).success
 * ```
 */
export function documentSchema<S extends z.ZodType>(
  kind: DocumentKind<S>,
): z.ZodObject<{
  format: z.ZodLiteral<string>;
  schemaVersion: z.ZodLiteral<number>;
  ruleset: typeof rulesetRefSchema;
  data: S;
  snapshot: z.ZodOptional<z.ZodType>;
}> {
  const cached = envelopeCache.get(kind as DocumentKind);
  if (cached) return cached as ReturnType<typeof documentSchema<S>>;
  const schema = z
    .strictObject({
      format: z.literal(kind.format),
      schemaVersion: z.literal(kind.currentVersion),
      ruleset: rulesetRefSchema,
      data: kind.schema,
      snapshot: (kind.snapshotSchema ?? z.unknown()).optional(),
    })
    .meta({
      title: `${kind.label} (${kind.format}, versão ${kind.currentVersion})`,
      description: `Documento "${kind.format}" da biblioteca sangue-e-estrelas: as escolhas guardadas em "data"; "snapshot" é opcional.`,
    });
  envelopeCache.set(kind as DocumentKind, schema);
  return schema;
}
