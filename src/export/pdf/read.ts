/**
 * Reading a ficha PDF back: load without throwing, find the embedded files, read the form.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
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
} from 'pdf-lib';
import * as z from 'zod';
import { fail, ok, zodBasicErrorMapPtBR, type Issue, type Result } from '../../issues/index.js';
import { parseJsonSafely, type JsonValue } from '../json/index.js';
import { checkStructure, cutAfterLastEof, decodeStreamCapped, parsePdfBounded, PdfRefusal, PDF_LIMITS } from './guard.js';
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

/** Loads a PDF within {@link PDF_LIMITS}; garbage gives `pdf_unreadable`, never a throw. @internal */
export async function loadPdf(bytes: unknown): Promise<Result<PDFDocument>> {
  if (!(bytes instanceof Uint8Array) && !(bytes instanceof ArrayBuffer)) {
    return fail([pdfIssue('pdf_unreadable', [], { reason: 'a entrada não é um Uint8Array nem um ArrayBuffer' })]);
  }
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (u8.length > PDF_LIMITS.maxBytes) {
    return fail([pdfIssue('pdf_too_large', [], { size: u8.length, max: PDF_LIMITS.maxBytes })]);
  }
  // a PDF starts with %PDF- within its first 1024 bytes
  const head = new TextDecoder('latin1').decode(u8.subarray(0, 1024));
  if (!head.includes('%PDF-')) {
    return fail([pdfIssue('pdf_unreadable', [], { reason: 'não começa com o cabeçalho %PDF-' })]);
  }
  try {
    return ok(await parsePdfBounded(cutAfterLastEof(u8)));
  } catch (e) {
    if (e instanceof PdfRefusal) return fail([refusalIssue(e)]);
    return fail([pdfIssue('pdf_unreadable', [], { reason: e instanceof Error ? e.message : String(e) })]);
  }
}

/** The coded issue of a refusal. @internal */
export const refusalIssue = (e: PdfRefusal): Issue => pdfIssue('pdf_too_complex', [], { part: e.part, reason: e.reason });

/**
 * The text of a PDF string. UTF-16 (with its byte order mark) is decoded unit by unit, so an
 * unpaired surrogate comes back exactly as it was written — pdf-lib's `decodeText` turns it into
 * U+FFFD and swallows the next character, which made an unedited name look edited. Other strings
 * are PDFDocEncoding (pdf-lib's decoder). @internal
 */
export function decodePdfText(o: unknown): string | undefined {
  if (!(o instanceof PDFString) && !(o instanceof PDFHexString)) return undefined;
  const b = o.asBytes();
  const be = b.length >= 2 && b[0] === 0xfe && b[1] === 0xff;
  const le = b.length >= 2 && b[0] === 0xff && b[1] === 0xfe;
  if (!be && !le) return o.decodeText();
  let out = '';
  const units: number[] = [];
  for (let i = 2; i + 1 < b.length; i += 2) {
    units.push(be ? (b[i]! << 8) | b[i + 1]! : (b[i + 1]! << 8) | b[i]!);
    if (units.length === 8192) {
      out += String.fromCharCode(...units);
      units.length = 0;
    }
  }
  return out + String.fromCharCode(...units);
}

const textOf = decodePdfText;

/**
 * The embedded files of a PDF, by name (the catalog's `/Names /EmbeddedFiles` tree), still
 * encoded: only the ones a reader asks for are inflated ({@link readEmbedded}). The tree is
 * walked once per node (a node listed twice, or a cycle, is refused) within
 * {@link PDF_LIMITS.maxNameTreeNodes} and {@link PDF_LIMITS.maxTreeDepth}. Throws
 * {@link PdfRefusal} on a hostile tree. @internal
 */
export function embeddedFiles(doc: PDFDocument): Map<string, PDFRawStream> {
  const out = new Map<string, PDFRawStream>();
  const names = doc.catalog.lookup(PDFName.of('Names'));
  if (!(names instanceof PDFDict)) return out;
  const root = names.lookup(PDFName.of('EmbeddedFiles'));
  const part = 'árvore de arquivos embutidos';
  const seen = new Set<PDFDict>();
  let budget = PDF_LIMITS.maxNameTreeNodes;
  const spend = (n: number) => {
    budget -= n;
    if (budget < 0) throw new PdfRefusal(part, `tem mais de ${PDF_LIMITS.maxNameTreeNodes} nós`);
  };
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!(node instanceof PDFDict)) continue;
    if (seen.has(node)) throw new PdfRefusal(part, 'um mesmo nó aparece mais de uma vez (/Kids repetidos ou em ciclo)');
    if (depth > PDF_LIMITS.maxTreeDepth) throw new PdfRefusal(part, `tem mais de ${PDF_LIMITS.maxTreeDepth} níveis`);
    seen.add(node);
    spend(1);
    const arr = node.lookup(PDFName.of('Names'));
    if (arr instanceof PDFArray) {
      spend(arr.size() >> 1);
      for (let i = 0; i + 1 < arr.size(); i += 2) {
        const key = textOf(arr.lookup(i));
        const spec = arr.lookup(i + 1);
        if (key === undefined || !(spec instanceof PDFDict)) continue;
        const ef = spec.lookup(PDFName.of('EF'));
        if (!(ef instanceof PDFDict)) continue;
        const stream = ef.lookup(PDFName.of('F')) ?? ef.lookup(PDFName.of('UF'));
        if (stream instanceof PDFRawStream) out.set(key, stream);
      }
    }
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) {
      // reversed onto the stack, so files are met in document order (a later name wins, as before)
      for (let i = kids.size() - 1; i >= 0; i--) stack.push([kids.lookup(i), depth + 1]);
    }
  }
  return out;
}

/**
 * Inflates one embedded file, at most {@link PDF_LIMITS.maxEmbeddedFileBytes}: a bomb or a
 * broken stream is `pdf_embedded_data_malformed`. @internal
 */
export async function readEmbedded(files: Map<string, PDFRawStream>, name: string): Promise<Result<Uint8Array> | undefined> {
  const stream = files.get(name);
  if (!stream) return undefined;
  const r = await decodeStreamCapped(stream, PDF_LIMITS.maxEmbeddedFileBytes);
  if (!r.ok) return fail([pdfIssue('pdf_embedded_data_malformed', [name], { file: name, reason: r.reason })]);
  return ok(r.bytes);
}

/**
 * Parses the JSON of an embedded file (UTF-8) with the same limits as a JSON file
 * (`parseJsonSafely`, `JSON_LIMITS`): a refusal is `pdf_embedded_data_malformed`, with the
 * JSON issue's message and code in its reason (`… [json_too_deep]`). @internal
 */
export function parseEmbeddedJson(bytes: Uint8Array, file: string): Result<JsonValue> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (e) {
    return fail([pdfIssue('pdf_embedded_data_malformed', [file], { file, reason: `não é UTF-8 válido (${e instanceof Error ? e.message : String(e)})` })]);
  }
  const parsed = parseJsonSafely(text);
  if (parsed.ok) return parsed;
  const reason = parsed.issues.map((i) => `${i.message.replace(/\.$/, '')} [${i.code}]`).join('; ');
  return fail([pdfIssue('pdf_embedded_data_malformed', [file], { file, reason })]);
}

const indexSchema = z.object({
  format: z.literal(FICHA_PDF_FORMAT),
  version: z.number().int(),
  document: z.string().nullable(),
  fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
});

/** Finds and validates the field index of a ficha PDF. @internal */
export async function readIndex(files: Map<string, PDFRawStream>): Promise<Result<FichaPdfIndex>> {
  const raw = await readEmbedded(files, FICHA_PDF_INDEX_FILE);
  if (!raw) return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  if (!raw.ok) return fail(raw.issues);
  const json = parseEmbeddedJson(raw.value, FICHA_PDF_INDEX_FILE);
  if (!json.ok) return fail(json.issues);
  const v = json.value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object' || v.format !== FICHA_PDF_FORMAT) return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  if (typeof v.version === 'number' && Number.isInteger(v.version) && v.version > FICHA_PDF_VERSION) {
    return fail([pdfIssue('pdf_unknown_version', [FICHA_PDF_INDEX_FILE, 'version'], { version: v.version, supported: FICHA_PDF_VERSION })]);
  }
  // pt-BR reasons from the small map (the index is plain data): the PDF entry leaves zod's locale out
  const parsed = indexSchema.safeParse(v, { error: zodBasicErrorMapPtBR });
  if (!parsed.success || parsed.data.version < 1) {
    const reason = parsed.success
      ? `versão ${parsed.data.version} inválida`
      : parsed.error.issues.map((i) => `${i.path.join('.') || '(raiz)'}: ${i.message}`).join('; ');
    return fail([pdfIssue('pdf_embedded_data_malformed', [FICHA_PDF_INDEX_FILE], { file: FICHA_PDF_INDEX_FILE, reason })]);
  }
  return ok(parsed.data as FichaPdfIndex);
}

/** A ficha PDF opened: the document, its embedded files (still encoded) and its validated field index. @internal */
export interface OpenedFicha {
  readonly doc: PDFDocument;
  readonly files: Map<string, PDFRawStream>;
  readonly index: FichaPdfIndex;
}

/**
 * Loads a PDF, lists its embedded files, validates its field index and checks the trees pdf-lib
 * will walk (form, pages): the first step of every reader of a ficha (import, fields, fill).
 * Never throws: a hostile structure is `pdf_too_complex`, a broken one `pdf_not_a_ficha`.
 * @internal
 */
export async function openFicha(bytes: unknown): Promise<Result<OpenedFicha>> {
  const loaded = await loadPdf(bytes);
  if (!loaded.ok) return fail(loaded.issues);
  let files: Map<string, PDFRawStream>;
  try {
    files = embeddedFiles(loaded.value);
    checkStructure(loaded.value);
  } catch (e) {
    if (e instanceof PdfRefusal) return fail([refusalIssue(e)]);
    return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  }
  const index = await readIndex(files);
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
      if (f instanceof PDFTextField) out.set(name, { value: (decodePdfText(f.acroField.getValue()) ?? '').normalize('NFC'), label });
      else if (f instanceof PDFCheckBox) out.set(name, { value: f.isChecked(), label });
    } catch {
      // a field pdf-lib cannot read is left out (reported as missing by the caller)
    }
  }
  return out;
}
