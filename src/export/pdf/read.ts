/**
 * Reading a ficha PDF back: load without throwing, find the embedded files, read the form.
 *
 * @module
 * @internal
 */
import {
  PDFDocument,
  PDFName,
  PDFDict,
  PDFArray,
  PDFString,
  PDFHexString,
  PDFRawStream,
  PDFTextField,
  PDFCheckBox,
  decodePDFRawStream,
} from 'pdf-lib';
import * as z from 'zod';
import { fail, ok, type Result } from '../../issues/index.js';
import { pdfIssue } from './issues.js';
import { FICHA_PDF_FORMAT, FICHA_PDF_INDEX_FILE, FICHA_PDF_VERSION, type FichaPdfIndex } from './ficha-index.js';

/**
 * Bytes a PDF can be read from.
 *
 * @example
 * ```ts
 * const bytes: PdfBytes = new Uint8Array(await (await fetch('/ficha.pdf')).arrayBuffer());
 * ```
 */
export type PdfBytes = Uint8Array | ArrayBuffer;

/** Loads a PDF; garbage gives `pdf_unreadable`, never a throw. @internal */
export async function loadPdf(bytes: unknown): Promise<Result<PDFDocument>> {
  if (!(bytes instanceof Uint8Array) && !(bytes instanceof ArrayBuffer)) {
    return fail([pdfIssue('pdf_unreadable', [], { reason: 'a entrada não é um Uint8Array nem um ArrayBuffer' })]);
  }
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  // a PDF starts with %PDF- within its first 1024 bytes
  const head = new TextDecoder('latin1').decode(u8.subarray(0, 1024));
  if (!head.includes('%PDF-')) {
    return fail([pdfIssue('pdf_unreadable', [], { reason: 'não começa com o cabeçalho %PDF-' })]);
  }
  try {
    const doc = await PDFDocument.load(u8, { updateMetadata: false, throwOnInvalidObject: false });
    return ok(doc);
  } catch (e) {
    return fail([pdfIssue('pdf_unreadable', [], { reason: e instanceof Error ? e.message : String(e) })]);
  }
}

const textOf = (o: unknown): string | undefined =>
  o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined;

/** The embedded files of a PDF, by name (the catalog's `/Names /EmbeddedFiles` tree). @internal */
export function embeddedFiles(doc: PDFDocument): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  const names = doc.catalog.lookup(PDFName.of('Names'));
  if (!(names instanceof PDFDict)) return out;
  const root = names.lookup(PDFName.of('EmbeddedFiles'));
  const visit = (node: unknown, depth: number) => {
    if (!(node instanceof PDFDict) || depth > 32) return;
    const arr = node.lookup(PDFName.of('Names'));
    if (arr instanceof PDFArray) {
      for (let i = 0; i + 1 < arr.size(); i += 2) {
        const key = textOf(arr.lookup(i));
        const spec = arr.lookup(i + 1);
        if (key === undefined || !(spec instanceof PDFDict)) continue;
        const ef = spec.lookup(PDFName.of('EF'));
        if (!(ef instanceof PDFDict)) continue;
        const stream = ef.lookup(PDFName.of('F')) ?? ef.lookup(PDFName.of('UF'));
        if (!(stream instanceof PDFRawStream)) continue;
        try {
          out.set(key, decodePDFRawStream(stream).decode());
        } catch {
          out.set(key, new Uint8Array(0));
        }
      }
    }
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) visit(kids.lookup(i), depth + 1);
  };
  visit(root, 0);
  return out;
}

/** Parses JSON from UTF-8 bytes; malformed text gives a reason. @internal */
export function parseJsonBytes(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}

const indexSchema = z.object({
  format: z.literal(FICHA_PDF_FORMAT),
  version: z.number().int(),
  document: z.string().nullable(),
  fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
});

/** Finds and validates the field index of a ficha PDF. @internal */
export function readIndex(files: Map<string, Uint8Array>): Result<FichaPdfIndex> {
  const raw = files.get(FICHA_PDF_INDEX_FILE);
  if (!raw) return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  const json = parseJsonBytes(raw);
  if (!json.ok) return fail([pdfIssue('pdf_embedded_data_malformed', [FICHA_PDF_INDEX_FILE], { file: FICHA_PDF_INDEX_FILE, reason: json.reason })]);
  const v = json.value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object' || v.format !== FICHA_PDF_FORMAT) return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  if (typeof v.version === 'number' && Number.isInteger(v.version) && v.version > FICHA_PDF_VERSION) {
    return fail([pdfIssue('pdf_unknown_version', [FICHA_PDF_INDEX_FILE, 'version'], { version: v.version, supported: FICHA_PDF_VERSION })]);
  }
  const parsed = indexSchema.safeParse(v);
  if (!parsed.success || parsed.data.version < 1) {
    const reason = parsed.success
      ? `versão ${parsed.data.version} inválida`
      : parsed.error.issues.map((i) => `${i.path.join('.') || '(raiz)'}: ${i.message}`).join('; ');
    return fail([pdfIssue('pdf_embedded_data_malformed', [FICHA_PDF_INDEX_FILE], { file: FICHA_PDF_INDEX_FILE, reason })]);
  }
  return ok(parsed.data as FichaPdfIndex);
}

/** A ficha PDF opened: the document, its embedded files and its validated field index. @internal */
export interface OpenedFicha {
  readonly doc: PDFDocument;
  readonly files: Map<string, Uint8Array>;
  readonly index: FichaPdfIndex;
}

/**
 * Loads a PDF, lists its embedded files and validates its field index: the first step of every
 * reader of a ficha (import, fields, fill). Never throws: a broken names tree is `pdf_not_a_ficha`.
 * @internal
 */
export async function openFicha(bytes: unknown): Promise<Result<OpenedFicha>> {
  const loaded = await loadPdf(bytes);
  if (!loaded.ok) return fail(loaded.issues);
  let files: Map<string, Uint8Array>;
  try {
    files = embeddedFiles(loaded.value);
  } catch {
    return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  }
  const index = readIndex(files);
  if (!index.ok) return fail(index.issues);
  return ok({ doc: loaded.value, files, index: index.value });
}

/** A form field as read back. @internal */
export interface ReadField {
  readonly value: string | boolean;
  readonly label: string;
}

/** Reads every text field and check box of a document. @internal */
export function readForm(doc: PDFDocument): Map<string, ReadField> {
  const out = new Map<string, ReadField>();
  let fields;
  try {
    fields = doc.getForm().getFields();
  } catch {
    return out;
  }
  for (const f of fields) {
    try {
      const name = f.getName();
      const label = textOf(f.acroField.dict.lookup(PDFName.of('TU'))) ?? name;
      if (f instanceof PDFTextField) out.set(name, { value: (f.getText() ?? '').normalize('NFC'), label });
      else if (f instanceof PDFCheckBox) out.set(name, { value: f.isChecked(), label });
    } catch {
      // a field pdf-lib cannot read is left out (reported as missing by the caller)
    }
  }
  return out;
}
