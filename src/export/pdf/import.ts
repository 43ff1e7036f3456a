/**
 * Importing a ficha PDF: the embedded character document plus what the player changed in the
 * form fields with a PDF reader.
 *
 * @module
 */
import { fail, ok, prefixIssues, type Issue, type Result } from '../../issues/index.js';
import { pdfIssue } from './issues.js';
import { fichaFieldPath, type FichaViewPath } from './field-paths.js';
import { pdfEngine } from './lazy.js';
import type { PdfBytes } from './read.js';
import type { FichaPdfIndex } from './ficha-index.js';

/**
 * One field whose value in the PDF differs from the value it had when the PDF was made.
 *
 * @example
 * ```ts
 * const d: FichaFieldDifference = {
 *   field: 'pv.atual', label: 'PV atuais', path: ['hp', 'current'], before: '15', after: '9',
 * };
 * ```
 */
export interface FichaFieldDifference {
  /** The field's name (`pv.atual`, `sangue.2`, `tecnicas.1.nome`). */
  readonly field: string;
  /** Its pt-BR label, as a reader shows it in the tooltip ("PV atuais"). */
  readonly label: string;
  /** Where it sits in a {@link FichaView} (see {@link fichaFieldPath}); `undefined` if unknown. */
  readonly path: FichaViewPath | undefined;
  /** The value when exported: text, or `true`/`false` for a check box. */
  readonly before: string | boolean;
  /** The value now. */
  readonly after: string | boolean;
}

/**
 * What {@link importPdf} returns.
 *
 * @example
 * ```ts
 * const r = await importPdf(bytes, { parse: loadCharacterDocument });
 * if (r.ok) r.value.differences.map((d) => d.label) //=> ['PV atuais', 'Sangue, terço 1']
 * ```
 */
export interface ImportedFicha<T> {
  /** The character document embedded in the PDF, as your `parse` returned it (edits NOT applied). */
  readonly document: T;
  /** The fields the player changed in a PDF reader, in form order. */
  readonly differences: readonly FichaFieldDifference[];
  /** Every field's current value. */
  readonly fields: Readonly<Record<string, string | boolean>>;
}

/**
 * Options of {@link importPdf}.
 *
 * @example
 * ```ts
 * const options: ImportPdfOptions<MyDoc> = { parse: (json) => loadDocument(json) };
 * ```
 */
export interface ImportPdfOptions<T> {
  /**
   * Validates the embedded JSON document (already `JSON.parse`d) and returns the character or
   * coded issues — typically the JSON exporter's loader, which also migrates old versions.
   */
  readonly parse: (json: unknown) => Result<T>;
}

/**
 * The current fields of a ficha PDF (filled ficha or blank), with labels and the embedded index.
 *
 * @example
 * ```ts
 * const r = await readFichaFields(bytes);
 * if (r.ok) r.value.fields['nome'] //=> 'Téo'
 * ```
 */
export interface FichaFields {
  /** Field name → current value. */
  readonly fields: Readonly<Record<string, string | boolean>>;
  /** Field name → pt-BR label. */
  readonly labels: Readonly<Record<string, string>>;
  /** The embedded index (values at export time). */
  readonly index: FichaPdfIndex;
}

const show = (v: string | boolean) => (typeof v === 'boolean' ? (v ? 'marcado' : 'desmarcado') : v);

/**
 * Reads the form of a ficha PDF — filled or blank — as the player left it. Refuses a PDF that is
 * not a ficha (`pdf_not_a_ficha`), garbage (`pdf_unreadable`), a malformed index
 * (`pdf_embedded_data_malformed`), an index from a newer exporter (`pdf_unknown_version`), or a
 * PDF past the safety limits of {@link PDF_LIMITS} (`pdf_too_large`, `pdf_too_complex`).
 * Never throws.
 *
 * @param bytes - The PDF.
 * @returns The fields, labels and embedded index, or coded pt-BR issues.
 * @example
 * ```ts
 * const r = await readFichaFields(await blankFichaPdf());
 * r.ok && r.value.fields['nome'] //=> ''
 * ```
 */
export async function readFichaFields(bytes: PdfBytes): Promise<Result<FichaFields>> {
  const { openFicha, readForm } = await pdfEngine();
  const opened = await openFicha(bytes);
  if (!opened.ok) return fail(opened.issues);
  const form = readForm(opened.value.doc);
  const fields: Record<string, string | boolean> = {};
  const labels: Record<string, string> = {};
  for (const [name, f] of form) {
    fields[name] = f.value;
    labels[name] = f.label;
  }
  return ok({ fields, labels, index: opened.value.index });
}

/**
 * Reads a ficha PDF back: the character document embedded in it (validated by your `parse`) and
 * the list of fields the player edited in a PDF reader since it was exported (each one also a
 * `pdf_field_edited` warning, in pt-BR). The edits are reported, not applied: use each
 * difference's `path` (a {@link FichaView} path) to apply them with the character module.
 *
 * Refuses, with a clear pt-BR issue and never a throw: bytes that are not a PDF
 * (`pdf_unreadable`), a PDF that is not a ficha (`pdf_not_a_ficha`), a blank ficha
 * (`pdf_blank_ficha`), malformed embedded data (`pdf_embedded_data_malformed`), an unknown index
 * version (`pdf_unknown_version`), a document your `parse` rejects
 * (`pdf_embedded_document_rejected`, followed by its own issues), and a hostile PDF past the
 * safety limits of {@link PDF_LIMITS} (`pdf_too_large`, `pdf_too_complex`). The embedded JSON
 * gets the limits of a JSON file (`JSON_LIMITS`).
 *
 * @param bytes - The PDF.
 * @param options - `parse`: the document loader.
 * @returns The document, the differences and the current fields; or the issues.
 * @example
 * ```ts
 * const r = await importPdf(bytes, { parse: (json) => ok(json) });
 * if (r.ok) r.value.differences //=> [{ field: 'pv.atual', label: 'PV atuais', before: '15', after: '9', … }]
 * ```
 */
export async function importPdf<T>(bytes: PdfBytes, options: ImportPdfOptions<T>): Promise<Result<ImportedFicha<T>>> {
  const { openFicha, parseEmbeddedJson, readEmbedded, readForm } = await pdfEngine();
  const opened = await openFicha(bytes);
  if (!opened.ok) return fail(opened.issues);
  const { doc, files, index } = opened.value;
  if (index.document === null) return fail([pdfIssue('pdf_blank_ficha', [], {})]);
  const raw = await readEmbedded(files, index.document);
  if (!raw) {
    return fail([
      pdfIssue('pdf_embedded_data_malformed', [index.document], { file: index.document, reason: 'o arquivo do personagem não está no PDF' }),
    ]);
  }
  if (!raw.ok) return fail(raw.issues);
  const json = parseEmbeddedJson(raw.value, index.document);
  if (!json.ok) return fail(json.issues);
  let parsed: Result<T>;
  try {
    parsed = options.parse(json.value);
  } catch (e) {
    parsed = fail([
      pdfIssue('pdf_embedded_data_malformed', [index.document], { file: index.document, reason: e instanceof Error ? e.message : String(e) }),
    ]);
  }
  if (!parsed.ok) {
    return fail([
      pdfIssue('pdf_embedded_document_rejected', [index.document], { file: index.document, count: parsed.issues.length }),
      ...prefixIssues([index.document], parsed.issues),
    ]);
  }
  const form = readForm(doc);
  const differences: FichaFieldDifference[] = [];
  const warnings: Issue[] = [];
  const fields: Record<string, string | boolean> = {};
  for (const [name, f] of form) fields[name] = f.value;
  for (const [name, before] of Object.entries(index.fields)) {
    const now = form.get(name);
    if (!now) {
      warnings.push(pdfIssue('pdf_field_missing', [name], { field: name, label: name }, 'warning'));
      continue;
    }
    const b = typeof before === 'string' ? before.normalize('NFC') : before;
    if (now.value === b) continue;
    differences.push({ field: name, label: now.label, path: fichaFieldPath(name), before: b, after: now.value });
    warnings.push(pdfIssue('pdf_field_edited', [name], { field: name, label: now.label, before: show(b), after: show(now.value) }, 'warning'));
  }
  return ok({ document: parsed.value, differences, fields }, [...parsed.issues, ...warnings]);
}
