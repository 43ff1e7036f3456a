/**
 * The drawing layer shared by every sheet this library prints (the Sangue e Estrelas ficha of
 * `render.ts` and the Cosmo Gaming sheet): the
 * document (Noto Sans embedded, the AcroForm with its default resources), pages with a content
 * stream, the drawing primitives of the ficha (section bars, underlined fields, value boxes, check
 * boxes, ruled multi-line fields), the footer and metadata, and saving with the character's JSON
 * document and the field index attached — the same index the ficha writes, so `importPdf`,
 * `fillFichaPdf` and `readFichaFields` work on every sheet made with it.
 *
 * Each job has one owner here: the page size and palette, the primitives, the number formats,
 * creating, finishing and saving the document. Renderers only lay their sections out.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import { PDFDocument, PDFName, PDFString, PDFHexString, type PDFDict, type PDFPage } from 'pdf-lib';
import type { Issue } from '../../issues/index.js';
import { Canvas, type Rgb } from './canvas.js';
import { getFaces, type Face, type MissingGlyph } from './fonts.js';
import { FormWriter, type TextLook } from './fields.js';
import { FICHA_PDF_FORMAT, FICHA_PDF_INDEX_FILE, FICHA_PDF_VERSION, type FichaPdfIndex } from './ficha-index.js';
import { pdfIssue } from './issues.js';

/** A4 in points, with the ficha's margin. @internal */
export const SHEET_PAGE = { width: 595.28, height: 841.89, margin: 28 } as const;

/** The ficha's palette. @internal */
export const SHEET_COLORS = {
  ink: [0.13, 0.13, 0.15] as Rgb,
  muted: [0.38, 0.36, 0.36] as Rgb,
  line: [0.55, 0.53, 0.53] as Rgb,
  faint: [0.8, 0.78, 0.77] as Rgb,
  accent: [0.55, 0.08, 0.11] as Rgb,
  fill: [0.975, 0.965, 0.95] as Rgb,
  white: [1, 1, 1] as Rgb,
} as const;

/** Side of a check box. @internal */
export const SHEET_BOX = 8.5;

const C = SHEET_COLORS;

export { plain, signed } from './sheet-text.js';

const H = SHEET_PAGE.height;

/** Top-down y (distance from the top edge) to PDF y. @internal */
export const Y = (t: number): number => H - t;

/** One page being drawn. @internal */
export interface SheetPage {
  readonly page: PDFPage;
  readonly cv: Canvas;
  readonly form: FormWriter;
  readonly regular: Face;
  readonly bold: Face;
}

/** A document being drawn. @internal */
export interface SheetDoc {
  readonly doc: PDFDocument;
  readonly form: FormWriter;
  readonly missing: MissingGlyph[];
  readonly pages: SheetPage[];
  /** Adds an A4 page with both faces in its resources. */
  newPage(): SheetPage;
}

/** Creates the document, embeds the fonts and the form. @internal */
export async function createSheetDoc(): Promise<SheetDoc> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const ctx = doc.context;
  const { regular, bold } = getFaces();
  const regRef = regular.embed(ctx);
  const boldRef = bold.embed(ctx);
  const helv = ctx.register(ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }));
  const zadb = ctx.register(ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' }));
  const missing: MissingGlyph[] = [];
  const form = new FormWriter(doc, regular, regRef, helv, zadb, missing);
  const fontNames = new Map<Face, string>([
    [regular, '/F1'],
    [bold, '/F2'],
  ]);
  const pages: SheetPage[] = [];
  return {
    doc,
    form,
    missing,
    pages,
    newPage() {
      const page = doc.addPage([SHEET_PAGE.width, SHEET_PAGE.height]);
      page.node.setFontDictionary(PDFName.of('F1'), regRef);
      page.node.setFontDictionary(PDFName.of('F2'), boldRef);
      const p: SheetPage = { page, cv: new Canvas(fontNames, missing), form, regular, bold };
      pages.push(p);
      return p;
    },
  };
}

/**
 * Writes each page's footer and content stream, and the document's metadata (title, producer,
 * language pt-BR, creation date if given). @internal
 */
export function finishSheetDoc(sd: SheetDoc, opts: { title: string; footer: (page: number, pages: number) => string; creationDate?: Date }): void {
  const ctx = sd.doc.context;
  const total = sd.pages.length;
  sd.pages.forEach((p, i) => {
    p.cv.textCenter(SHEET_PAGE.width / 2, Y(H - SHEET_PAGE.margin + 12), opts.footer(i + 1, total), { face: p.regular, size: 6, color: C.muted });
    p.page.node.set(PDFName.of('Contents'), ctx.register(ctx.flateStream(p.cv.toString())));
  });
  const info = ctx.obj({}) as PDFDict;
  info.set(PDFName.of('Title'), PDFHexString.fromText(opts.title));
  info.set(PDFName.of('Producer'), PDFString.of('sangue-e-estrelas (pdf-lib)'));
  info.set(PDFName.of('Creator'), PDFString.of('sangue-e-estrelas'));
  if (opts.creationDate) info.set(PDFName.of('CreationDate'), PDFString.fromDate(opts.creationDate));
  ctx.trailerInfo.Info = ctx.register(info);
  sd.doc.catalog.set(PDFName.of('Lang'), PDFString.of('pt-BR'));
  sd.doc.catalog.set(PDFName.of('ViewerPreferences'), ctx.obj({ DisplayDocTitle: true }));
}

/** What to attach when saving. @internal */
export interface SheetAttachment {
  /** The JSON text of the character document, or `null` for a blank sheet. */
  readonly text: string | null;
  /** Its file name inside the PDF. */
  readonly file: string;
  /** Its description (shown in a reader's attachments panel). */
  readonly description: string;
}

/**
 * Attaches the character document and the field index (the ficha's format), then saves.
 * @internal
 */
export async function saveSheetDoc(sd: SheetDoc, attachment: SheetAttachment, creationDate?: Date): Promise<Uint8Array> {
  const enc = new TextEncoder();
  const index: FichaPdfIndex = {
    format: FICHA_PDF_FORMAT,
    version: FICHA_PDF_VERSION,
    document: attachment.text === null ? null : attachment.file,
    fields: sd.form.values,
  };
  const dates = creationDate ? { creationDate, modificationDate: creationDate } : {};
  if (attachment.text !== null) {
    await sd.doc.attach(enc.encode(attachment.text), attachment.file, { mimeType: 'application/json', description: attachment.description, ...dates });
  }
  await sd.doc.attach(enc.encode(JSON.stringify(index)), FICHA_PDF_INDEX_FILE, {
    mimeType: 'application/json',
    description: 'Índice dos campos da ficha (sangue-e-estrelas)',
    ...dates,
  });
  // objectsPerTick: pdf-lib yields to the event loop every 50 objects by default (a timer each time,
  // ~1 ms apiece); a sheet is small enough to write in one go.
  return sd.doc.save({ updateFieldAppearances: false, useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY });
}

/** The warnings of a drawn document: substituted characters, text cut on the page. @internal */
export function sheetWarnings(sd: SheetDoc): Issue[] {
  const issues: Issue[] = [];
  for (const m of sd.missing) issues.push(pdfIssue('pdf_glyph_missing', [], { ...m, font: 'Noto Sans' }, 'warning'));
  for (const t of sd.form.truncated) issues.push(pdfIssue('pdf_text_truncated', [t.field], t, 'warning'));
  return issues;
}

// ---------------------------------------------------------------------------------------------
// primitives (top-down coordinates), the same shapes and numbers as the ficha's

/** A caption in small bold capitals. Returns its width. @internal */
export function label(c: SheetPage, x: number, t: number, text: string, size = 5.8, color: Rgb = C.muted, face: Face = c.bold): number {
  return c.cv.text(x, Y(t), text, { face, size, color });
}

/** Plain text in the regular face. Returns its width. @internal */
export function note(c: SheetPage, x: number, t: number, text: string, size = 6.5, color: Rgb = C.muted): number {
  return c.cv.text(x, Y(t), text, { face: c.regular, size, color });
}

/** The accent bar that opens a section, with an optional hint. Returns the y below it. @internal */
export function sectionBar(c: SheetPage, x: number, t: number, w: number, title: string, hint = ''): number {
  c.cv.rect(x, Y(t + 11), w, 11, { fill: C.accent, radius: 2 });
  const tw = c.cv.text(x + 5, Y(t + 8), title, { face: c.bold, size: 7.2, color: C.white });
  if (hint) c.cv.text(x + 5 + tw + 5, Y(t + 8), hint, { face: c.regular, size: 6, color: [0.97, 0.88, 0.88] });
  return t + 11 + 4;
}

/** A field on an underline, with its caption above. Height 21. @internal */
export function lineField(c: SheetPage, x: number, t: number, w: number, caption: string, name: string, tip: string, value: string, look: TextLook = { size: 10 }): void {
  label(c, x, t + 6, caption);
  c.cv.line(x, Y(t + 20), x + w, Y(t + 20), 0.5, C.line);
  c.form.text(c.page, name, tip, { x, y: Y(t + 20.5), w, h: 13.5 }, value, { baseline: 'bottom', ...look });
}

/** A field on an underline with its caption to the left, on one line of height h. @internal */
export function inlineField(
  c: SheetPage,
  x: number,
  t: number,
  w: number,
  caption: string,
  name: string,
  tip: string,
  value: string,
  look: TextLook = { size: 8.5 },
  h = 12,
  labelSize = 6.2,
): number {
  const lw = caption ? c.bold.widthOf(caption, labelSize) + 3 : 0;
  if (caption) label(c, x, t + h - 3, caption, labelSize, C.ink);
  c.cv.line(x + lw, Y(t + h - 1), x + w, Y(t + h - 1), 0.4, C.line);
  c.form.text(c.page, name, tip, { x: x + lw, y: Y(t + h - 0.5), w: w - lw, h }, value, { baseline: 'bottom', ...look });
  return x + w;
}

/** A framed box with a centred value field. @internal */
export function valueBox(c: SheetPage, x: number, t: number, w: number, h: number, name: string, tip: string, value: string, size = 14): void {
  c.cv.rect(x, Y(t + h), w, h, { fill: C.white, stroke: C.line, width: 0.6, radius: 2 });
  c.form.text(c.page, name, tip, { x: x + 1, y: Y(t + h) + 1, w: w - 2, h: h - 2 }, value, { size, align: 'center', minSize: 5 });
}

/** A check box drawn on the page and as a field. @internal */
export function check(c: SheetPage, x: number, t: number, name: string, tip: string, checked: boolean, size = SHEET_BOX): void {
  c.cv.rect(x, Y(t + size), size, size, { fill: C.white, stroke: C.ink, width: 0.6, radius: 1 });
  c.form.checkbox(c.page, name, tip, x, Y(t + size), size, checked);
}

/** A row of check boxes named `name.1`, `name.2`… Returns the x after the last box. @internal */
export function boxes(c: SheetPage, x: number, t: number, name: string, tip: string, values: readonly boolean[], gap = 2.5, size = SHEET_BOX): number {
  values.forEach((v, i) => check(c, x + i * (size + gap), t, `${name}.${i + 1}`, `${tip} ${i + 1}`, v, size));
  return x + values.length * (size + gap) - gap;
}

/** A light panel behind a group. @internal */
export function panel(c: SheetPage, x: number, t: number, w: number, h: number): void {
  c.cv.rect(x, Y(t + h), w, h, { fill: C.fill, stroke: C.faint, width: 0.5, radius: 3 });
}

/**
 * A multi-line field over ruled lines (`lines` lines, `lineHeight` apart), its top at t.
 * Returns the y below the last line. @internal
 */
export function ruledField(c: SheetPage, x: number, t: number, w: number, lines: number, name: string, tip: string, value: string, size = 8.5, lineHeight = 12): number {
  for (let k = 1; k <= lines; k++) c.cv.line(x, Y(t + k * lineHeight - 0.5), x + w, Y(t + k * lineHeight - 0.5), k === lines ? 0.4 : 0.3, k === lines ? C.line : C.faint);
  c.form.text(c.page, name, tip, { x, y: Y(t + lines * lineHeight), w, h: lines * lineHeight }, value, { size, multiline: true, lineHeight, minSize: 5 });
  return t + lines * lineHeight;
}

/** The title band: the system's name on the left, a subtitle on the right, a double rule. @internal */
export function titleBand(c: SheetPage, t: number, system: string, subtitle: string): number {
  const { margin: M, width: W } = SHEET_PAGE;
  c.cv.text(M, Y(t + 15), system, { face: c.bold, size: 16, color: C.accent });
  c.cv.textRight(W - M, Y(t + 14), subtitle, { face: c.bold, size: 7.5, color: C.muted });
  c.cv.line(M, Y(t + 21), W - M, Y(t + 21), 1.2, C.accent);
  c.cv.line(M, Y(t + 23), W - M, Y(t + 23), 0.4, C.accent);
  return t + 29;
}

/** Splits a text into lines no wider than `width` at `size`. @internal */
export function wrapText(face: Face, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || face.widthOf(candidate, size) <= width) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Spreads a list over `slots` rows: when it is longer, the last row holds the rest joined with
 * " · " (the field keeps every entry; the page may cut it, reported as truncated). @internal
 */
export function fitList<T>(items: readonly T[], slots: number, merge: (rest: readonly T[]) => T): Array<T | undefined> {
  const out: Array<T | undefined> = [];
  for (let i = 0; i < slots; i++) out.push(items[i]);
  if (items.length > slots && slots > 0) out[slots - 1] = merge(items.slice(slots - 1));
  return out;
}
