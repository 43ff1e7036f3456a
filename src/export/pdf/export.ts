/**
 * Exporting a ficha to PDF: the filled ficha (with its JSON document embedded) and the blank one.
 *
 * @module
 */
import { jsonSyntaxReason } from '../../internal/text.js';
import { ok, fail, type Result } from '../../issues/index.js';
import { FICHA_PDF_DOCUMENT_FILE } from './ficha-index.js';
import { pdfIssue } from './issues.js';
import { pdfEngine } from './lazy.js';
import type { SheetDoc } from './sheet-kit.js';
import { blankFichaView, parseFichaView, type FichaView, type FichaViewInput } from './view.js';

export { FICHA_PDF_DOCUMENT_FILE, FICHA_PDF_FORMAT, FICHA_PDF_INDEX_FILE, FICHA_PDF_VERSION, type FichaPdfIndex } from './ficha-index.js';

/** Attaches the character's JSON document (if any) and the field index, and saves. */
async function finish(sd: SheetDoc, documentText: string | null, creationDate?: Date): Promise<Uint8Array> {
  const { saveSheetDoc } = await pdfEngine();
  return saveSheetDoc(sd, { text: documentText, file: FICHA_PDF_DOCUMENT_FILE, description: 'Personagem (documento JSON do sangue-e-estrelas)' }, creationDate);
}

/**
 * Options of {@link exportFichaPdf}.
 *
 * @example
 * ```ts
 * const options: ExportFichaPdfOptions = { document: jsonText, creationDate: new Date(0) };
 * ```
 */
export interface ExportFichaPdfOptions {
  /**
   * The character's JSON document to embed (the text written by the JSON exporter, embedded
   * byte for byte, or a value to serialise). `importPdf` reads it back. Leave it out and the
   * PDF carries only the field index.
   */
  readonly document?: string | object | undefined;
  /** The PDF's title (default: "Ficha de <nome> — Sangue e Estrelas"). */
  readonly title?: string | undefined;
  /** Creation date written in the PDF (default: none, so the same ficha gives the same bytes). */
  readonly creationDate?: Date | undefined;
}

/**
 * Options of {@link blankFichaPdf}.
 *
 * @example
 * ```ts
 * const options: BlankFichaPdfOptions = { continuationPage: true };
 * ```
 */
export interface BlankFichaPdfOptions {
  /** Add a second page of empty technique and Lida rows. */
  readonly continuationPage?: boolean;
  /** Number of Resistência boxes (default 12, like the book's Modelo). */
  readonly resistenciaBoxes?: number;
  /** Creation date written in the PDF (default: none). */
  readonly creationDate?: Date;
}

/**
 * Renders a ficha to an A4 PDF: the book's "Modelo de ficha" with every box filled from `view`,
 * as fillable form fields, in an embedded Noto Sans; more pages when the techniques or the Lidas
 * do not fit. The character's JSON document (if given) travels inside the PDF.
 *
 * Characters the font lacks are drawn as a substitute and reported as `pdf_glyph_missing`
 * warnings; text too long for its box is reported as `pdf_text_truncated` (the field keeps it all).
 *
 * @param view - The display values (validated; bad input gives issues, never a throw).
 * @param options - The document to embed, title, date.
 * @returns The PDF bytes, with warnings; or the issues of an invalid view.
 * @example
 * ```ts
 * const r = await exportFichaPdf(view, { document: jsonText });
 * if (r.ok) await writeFile('teo.pdf', r.value);
 * r.issues //=> [] (or warnings such as pdf_glyph_missing)
 * ```
 */
export async function exportFichaPdf(view: FichaViewInput, options: ExportFichaPdfOptions = {}): Promise<Result<Uint8Array>> {
  const parsed = parseFichaView(view);
  if (!parsed.ok) return parsed;
  const v: FichaView = parsed.value;
  let documentText: string | null = null;
  if (options.document !== undefined) {
    if (typeof options.document === 'string') {
      try {
        JSON.parse(options.document);
      } catch (e) {
        return fail([pdfIssue('pdf_document_not_json', ['document'], { reason: jsonSyntaxReason(e, String(options.document)) })]);
      }
      documentText = options.document;
    } else {
      try {
        documentText = JSON.stringify(options.document, null, 2);
      } catch (e) {
        return fail([pdfIssue('pdf_document_not_json', ['document'], { reason: jsonSyntaxReason(e, String(options.document)) })]);
      }
    }
  }
  const { renderFicha, sheetWarnings } = await pdfEngine();
  const r = await renderFicha({
    view: v,
    blank: false,
    continuationPage: false,
    title: options.title ?? (v.name ? `Ficha de ${v.name} — Sangue e Estrelas` : 'Ficha — Sangue e Estrelas'),
    ...(options.creationDate ? { creationDate: options.creationDate } : {}),
  });
  const bytes = await finish(r, documentText, options.creationDate);
  return ok(bytes, sheetWarnings(r));
}

/**
 * A blank ficha to print and fill by hand (or in a PDF reader): every box of the book's Modelo,
 * empty, as form fields.
 *
 * @param options - A continuation page, the number of Resistência boxes, a date.
 * @returns The PDF bytes.
 * @example
 * ```ts
 * const pdf = await blankFichaPdf({ continuationPage: true });
 * await writeFile('ficha-em-branco.pdf', pdf);
 * ```
 */
export async function blankFichaPdf(options: BlankFichaPdfOptions = {}): Promise<Uint8Array> {
  const view = blankFichaView();
  const n = Math.max(1, Math.min(24, Math.floor(options.resistenciaBoxes ?? 12)));
  const blankView: FichaView = { ...view, armor: { ...view.armor, resistencia: Array.from({ length: n }, () => false) } };
  const { renderFicha } = await pdfEngine();
  const r = await renderFicha({
    view: blankView,
    blank: true,
    continuationPage: options.continuationPage ?? false,
    title: 'Ficha em branco — Sangue e Estrelas',
    ...(options.creationDate ? { creationDate: options.creationDate } : {}),
  });
  return finish(r, null, options.creationDate);
}
