/**
 * Filling a ficha PDF programmatically, redrawing the values in the embedded font (pdf-lib's own
 * `setText` + `save()` would redraw them in Helvetica, which cannot write `−`).
 *
 * @module
 */
import { fail, type Result } from '../../issues/index.js';
import { pdfIssue } from './issues.js';
import { pdfEngine } from './lazy.js';
import type { PdfBytes } from './read.js';
import type { FichaFieldName } from './field-names.js';

/**
 * Values to write into a ficha's fields: text for text fields, `true`/`false` for check boxes. The
 * sheet's own field names ({@link FichaFieldName}) autocomplete; any other name still compiles (and
 * is refused at run time with `pdf_field_unknown`).
 *
 * @example
 * ```ts
 * const values: FichaFieldValues = { 'pv.atual': '9', 'sangue.1': true, 'lidas.1.inimigo': 'Shina' };
 * ```
 */
export type FichaFieldValues = { readonly [K in FichaFieldName]?: string | boolean } & Readonly<Record<string, string | boolean>>;

/**
 * Writes values into the form fields of a ficha PDF (as a player would in a PDF reader) and redraws
 * them in the embedded font, accents and `−` included. The embedded index is left as it was, so
 * {@link importPdf} reports these values as edits.
 *
 * @param bytes - A ficha PDF (filled or blank).
 * @param values - Field name → text or check state.
 * @returns The new PDF, with `pdf_glyph_missing`/`pdf_text_truncated` warnings; or errors
 *   (`pdf_field_unknown`, `pdf_field_wrong_type`, `pdf_field_malformed` for a widget without a
 *   usable `/Rect`, `pdf_not_a_ficha`, `pdf_unreadable`, and `pdf_too_large`/`pdf_too_complex`
 *   for a PDF past {@link PDF_LIMITS}).
 * @example
 * ```ts
 * const r = await fillFichaPdf(pdf, { 'pv.atual': '9', 'sangue.1': true });
 * if (r.ok) await writeFile('teo-ferido.pdf', r.value);
 * ```
 */
export async function fillFichaPdf(bytes: PdfBytes, values: FichaFieldValues): Promise<Result<Uint8Array>> {
  const { openFicha, fillOpened } = await pdfEngine();
  const opened = await openFicha(bytes);
  if (!opened.ok) return fail(opened.issues);
  try {
    return await fillOpened(opened.value.doc, values);
  } catch (e) {
    // pdf-lib met a structure it cannot handle (a field or widget of an unexpected shape)
    return fail([pdfIssue('pdf_unreadable', [], { reason: `estrutura inesperada no formulário: ${e instanceof Error ? e.message : String(e)}` })]);
  }
}
