/**
 * JSON export of a Cosmo Gaming sheet: a versioned document with its own JSON Schema, and the
 * import that validates it back (never throws on bad input).
 *
 * @module
 */
import { jsonSyntaxReason } from '../internal/text.js';
import * as z from 'zod';
import { fail, ok, parseWith, prefixIssues, snapshotInput, type Result } from '../issues/index.js';
import { campaignSchema, competenceModuleSchema, type Campaign, type CompetenceModule } from './campaign.js';
import { cosmoIssue } from './issues.js';
import { cosmoRules, type CosmoRules } from './rules.js';
import { sheetSchema, validateSheet, type Sheet } from './sheet.js';

/**
 * The `format` tag of a Cosmo Gaming sheet document.
 *
 * @example
 * ```ts
 * COSMO_SHEET_FORMAT //=> 'sangue-e-estrelas/cosmo-gaming/ficha'
 * ```
 */
export const COSMO_SHEET_FORMAT = 'sangue-e-estrelas/cosmo-gaming/ficha';

/**
 * The current version of the sheet document.
 *
 * @example
 * ```ts
 * COSMO_SHEET_VERSION //=> 1
 * ```
 */
export const COSMO_SHEET_VERSION = 1;

/** The schema of {@link sheetDocumentSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link SheetDocument}. @internal */
export const sheetDocumentSchemaDef = /* @__PURE__ */ (() => z.object({
  /** Always {@link COSMO_SHEET_FORMAT}. */
  format: z.literal(COSMO_SHEET_FORMAT),
  /** Document version ({@link COSMO_SHEET_VERSION}). */
  schemaVersion: z.literal(COSMO_SHEET_VERSION),
  /** The campaign's settings. */
  campaign: campaignSchema.optional(),
  /** The Mestre's competence module. */
  module: competenceModuleSchema.optional(),
  /** The character sheet. */
  sheet: sheetSchema,
}))();

/**
 * zod schema of the exported document: format tag, version, the sheet, and optionally the
 * campaign's settings and the Mestre's module it was made for.
 *
 * @example
 * ```ts
 * sheetDocumentSchema.safeParse(JSON.parse(exportSheetJson(sheet))).success //=> true
 * ```
 */
export const sheetDocumentSchema: z.ZodType<SheetDocument> = sheetDocumentSchemaDef;

/**
 * The exported document (output of {@link sheetDocumentSchema}).
 *
 * @example
 * ```ts
 * const doc: SheetDocument = toSheetDocument(sheet);
 * ```
 */
export type SheetDocument = {
    format: "sangue-e-estrelas/cosmo-gaming/ficha";
    schemaVersion: 1;
    sheet: Sheet;
    campaign?: Campaign | undefined;
    module?: CompetenceModule | undefined;
};

/**
 * Wraps a sheet in the versioned document.
 *
 * @param sheet - The sheet.
 * @param context - Optional campaign and module.
 * @returns The document.
 * @example
 * ```ts
 * toSheetDocument(sheet).schemaVersion //=> 1
 * ```
 */
export function toSheetDocument(sheet: Sheet, context: { readonly campaign?: Campaign; readonly module?: CompetenceModule } = {}): SheetDocument {
  return {
    format: COSMO_SHEET_FORMAT,
    schemaVersion: COSMO_SHEET_VERSION,
    ...(context.campaign ? { campaign: context.campaign } : {}),
    ...(context.module ? { module: context.module } : {}),
    sheet,
  };
}

/**
 * Exports a sheet as pretty JSON (the document of {@link sheetDocumentSchema}).
 *
 * @param sheet - The sheet.
 * @param context - Optional campaign and module to keep with it.
 * @returns The JSON text.
 * @example
 * ```ts
 * JSON.parse(exportSheetJson(sheet)).format //=> 'sangue-e-estrelas/cosmo-gaming/ficha'
 * ```
 */
export function exportSheetJson(sheet: Sheet, context: { readonly campaign?: Campaign; readonly module?: CompetenceModule } = {}): string {
  return `${JSON.stringify(toSheetDocument(sheet, context), null, 2)}\n`;
}

/**
 * Reads a sheet document (JSON text or an already parsed value): checks the format and version,
 * the shape, and the sheet against its module when the document carries one.
 *
 * @param input - JSON text or a parsed value.
 * @param rules - The Cosmo Gaming rules.
 * @returns The document (warnings included) or coded issues (`cosmo_json_unreadable`, `cosmo_document_wrong_format`, …).
 * @example
 * ```ts
 * importSheetJson('{').issues[0]?.code //=> 'cosmo_json_unreadable'
 * importSheetJson(exportSheetJson(sheet)).ok //=> true
 * ```
 */
export function importSheetJson(input: unknown, rules: CosmoRules = cosmoRules): Result<SheetDocument> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return fail([cosmoIssue('cosmo_json_unreadable', [], { reason: jsonSyntaxReason(e, input) })]);
    }
  }
  // Plain data only, read once (a getter, a proxy, BigInt, a cycle → a coded issue).
  const snap = snapshotInput(value);
  if (!snap.ok) return snap;
  value = snap.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return fail([cosmoIssue('cosmo_document_wrong_format', ['format'], { format: null })]);
  }
  const raw = value as Record<string, unknown>;
  if (raw.format !== COSMO_SHEET_FORMAT) return fail([cosmoIssue('cosmo_document_wrong_format', ['format'], { format: raw.format ?? null })]);
  if (raw.schemaVersion !== COSMO_SHEET_VERSION) {
    return fail([cosmoIssue('cosmo_document_version_unsupported', ['schemaVersion'], { version: raw.schemaVersion, max: COSMO_SHEET_VERSION })]);
  }
  const parsed = parseWith(sheetDocumentSchema, value);
  if (!parsed.ok) return parsed;
  const checked = validateSheet(parsed.value.sheet, parsed.value.module, rules);
  const issues = prefixIssues(['sheet'], checked.issues);
  return checked.ok ? ok(parsed.value, issues) : fail(issues);
}

/**
 * The JSON Schema (draft 2020-12) of the exported document, for other tools (ajv, editors).
 *
 * @returns The JSON Schema object.
 * @example
 * ```ts
 * sheetJsonSchema().title //=> 'Ficha de Cosmo Gaming'
 * ```
 */
export function sheetJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(sheetDocumentSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'https://sangue-e-estrelas/schema/cosmo-gaming-ficha.schema.json',
    title: 'Ficha de Cosmo Gaming',
  };
}
