/**
 * Reading an untrusted PDF within bounds: the safety limits in one place, a pdf-lib parse with a
 * work budget, capped inflation of streams, and structural checks of the trees pdf-lib walks
 * recursively (form fields, pages) before it walks them.
 *
 * Why: pdf-lib trusts its input. Its lenient recovery rescans the rest of the file for every bad
 * byte (quadratic on garbage), it inflates object streams and embedded files with no size cap (a
 * deflate bomb), and it walks `/Kids` trees with neither a visited set nor a depth cap (a DAG of
 * 30 levels is 2³⁰ visits, a cycle never ends). Every reader of this library goes through here.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';
import { PDF_LIMITS } from './limits.js';

export { PDF_LIMITS };

/** A refusal found while reading: which part and why (pt-BR). @internal */
export class PdfRefusal extends Error {
  constructor(
    readonly part: string,
    readonly reason: string,
  ) {
    super(`${part}: ${reason}`);
  }
}

const MAX_NUMBER_CHARS = PDF_LIMITS.maxNumberChars;
const MAX_STRING_BYTES = PDF_LIMITS.maxStringBytes;
const MAX_NAME_BYTES = PDF_LIMITS.maxNameBytes;
/** PDF delimiters: ( ) < > [ ] { } / %. */
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

const isWs = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39;

const EOF = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
const ENDOBJ = [0x65, 0x6e, 0x64, 0x6f, 0x62, 0x6a];

/**
 * The input without what follows its last `%%EOF` (readers ignore it; pdf-lib would try to recover
 * it as objects). A file without `%%EOF` is kept whole.
 * @internal
 */
export function cutAfterLastEof(u8: Uint8Array): Uint8Array {
  outer: for (let i = u8.length - EOF.length; i >= 0; i--) {
    for (let k = 0; k < EOF.length; k++) if (u8[i + k] !== EOF[k]) continue outer;
    return i + EOF.length === u8.length ? u8 : u8.subarray(0, i + EOF.length);
  }
  return u8;
}

/** How a stream's bytes are encoded: none, Flate, or something this reader refuses. */
function filterOf(dict: PDFDict): 'none' | 'flate' | 'other' {
  const f = dict.lookup(PDFName.of('Filter'));
  if (f === undefined) return 'none';
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  if (parms instanceof PDFDict || (parms instanceof PDFArray && parms.size() > 0)) return 'other';
  if (f === PDFName.of('FlateDecode')) return 'flate';
  if (f instanceof PDFArray) {
    if (f.size() === 0) return 'none';
    if (f.size() === 1 && f.lookup(0) === PDFName.of('FlateDecode')) return 'flate';
  }
  return 'other';
}

/** A stream decoded, or why not. @internal */
export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: boolean; reason: string };

/**
 * Inflates zlib data chunk by chunk and stops at `cap` bytes: a deflate bomb costs at most `cap`
 * bytes of memory and the time to produce them.
 * @internal
 */
export async function inflateCapped(data: Uint8Array, cap: number): Promise<Inflated> {
  const ds = new DecompressionStream('deflate');
  const writer = ds.writable.getWriter();
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = ds.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > cap) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, tooLarge: true, reason: `passa de ${cap} bytes descomprimido` };
      }
      chunks.push(value);
    }
  } catch (e) {
    return { ok: false, tooLarge: false, reason: `compressão corrompida (${e instanceof Error ? e.message : String(e)})` };
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return { ok: true, bytes: out };
}

/**
 * The decoded bytes of a stream, at most `cap` of them. Only unfiltered and Flate streams (what
 * every PDF writer uses for embedded files and object streams) are read.
 * @internal
 */
export async function decodeStreamCapped(stream: PDFRawStream, cap: number): Promise<Inflated> {
  const kind = filterOf(stream.dict);
  if (kind === 'other') return { ok: false, tooLarge: false, reason: 'filtro de compressão não suportado (só FlateDecode)' };
  if (kind === 'none') {
    return stream.contents.length > cap
      ? { ok: false, tooLarge: true, reason: `passa de ${cap} bytes` }
      : { ok: true, bytes: stream.contents };
  }
  return inflateCapped(stream.contents, cap);
}

let silenced = 0;
let savedWarn: typeof console.warn = console.warn;

interface ParserInternals {
  bytes: { next(): number; offset(): number; moveTo(o: number): void };
  context: PDFContext;
  parseIndirectObjectHeader(): PDFRef;
  parseObject(): PDFObject;
  skipWhitespaceAndComments(): void;
  matchKeyword(k: number[]): boolean;
  parseIndirectObject(): Promise<PDFRef>;
  tryToParseInvalidIndirectObject(): PDFRef;
}

/**
 * Parses a PDF with pdf-lib's own parser under a work budget: every byte the parser steps through
 * (its recovery rescans included) counts, object streams are inflated with a cap before pdf-lib
 * sees them, and cross-reference streams are read for the trailer only (pdf-lib discards their
 * entries, but first allocates one per `/Index` entry — a billion for a crafted one).
 * Throws {@link PdfRefusal} when a limit is reached, or pdf-lib's error on garbage.
 *
 * Relies on pdf-lib 1.17.1's parser internals (`parseIndirectObject`,
 * `tryToParseInvalidIndirectObject`, `bytes`): pinned in package.json; `test/export/pdf/hostile.test.ts`
 * fails if they change.
 * @internal
 */
export async function parsePdfBounded(u8: Uint8Array): Promise<PDFDocument> {
  const parser = PDFParser.forBytesWithOptions(u8, Number.POSITIVE_INFINITY, false, true);
  const p = parser as unknown as ParserInternals;
  if (typeof p.parseIndirectObject !== 'function' || typeof p.tryToParseInvalidIndirectObject !== 'function' || !p.bytes) {
    throw new Error('pdf-lib mudou: o leitor limitado depende dos internos do pdf-lib 1.17.1');
  }
  let budget = PDF_LIMITS.parseWorkBase + PDF_LIMITS.parseWorkFactor * u8.length;
  let inflated = 0;
  let objects = 0;
  let values = 0;
  let refusal: PdfRefusal | undefined;
  const refuse = (r: PdfRefusal): never => {
    refusal ??= r;
    throw refusal;
  };
  const meter = (bytes: ParserInternals['bytes']) => {
    const next = bytes.next.bind(bytes);
    bytes.next = () => {
      if (--budget < 0) {
        refuse(new PdfRefusal('estrutura do PDF', 'exige trabalho demais para ser lida (bytes inválidos que o leitor teria de reexaminar)'));
      }
      return next();
    };
  };
  // pdf-lib reads a number by appending digit after digit to a string: 50 MB of digits is one
  // 50-million-character string per attempt. No number in a PDF needs more than a few dozen.
  const boundNumbers = (parserObj: unknown) => {
    const q = parserObj as {
      bytes: { offset(): number; peekAt(o: number): number | undefined };
      parseRawInt(): number;
      parseRawNumber(): number;
    };
    const check = () => {
      const o = q.bytes.offset();
      for (let i = 0; i < MAX_NUMBER_CHARS; i++) {
        const b = q.bytes.peekAt(o + i);
        if (b === undefined || !((b >= 0x30 && b <= 0x39) || b === 0x2e || b === 0x2b || b === 0x2d)) return;
      }
      throw new Error(`número com mais de ${MAX_NUMBER_CHARS} algarismos`);
    };
    const int = q.parseRawInt.bind(q);
    const real = q.parseRawNumber.bind(q);
    q.parseRawInt = () => (check(), int());
    q.parseRawNumber = () => (check(), real());
    boundTokens(parserObj);
  };
  // Strings, hex strings and names are built the same way, one character appended at a time (a
  // 50 MB unterminated string takes gigabytes): look for the end first, charged to the budget.
  const boundTokens = (parserObj: unknown) => {
    const q = parserObj as {
      bytes: { offset(): number; peekAt(o: number): number | undefined };
      parseString(): PDFObject;
      parseHexString(): PDFObject;
      parseName(): PDFObject;
      parseObject(): PDFObject;
    };
    const spend = (n: number) => {
      budget -= n;
      if (budget < 0) refuse(new PdfRefusal('estrutura do PDF', 'exige trabalho demais para ser lida (bytes inválidos que o leitor teria de reexaminar)'));
    };
    const tooLong = (what: string, max: number): never => {
      throw new Error(`${what} com mais de ${max} bytes ou sem fim`);
    };
    const str = q.parseString.bind(q);
    q.parseString = () => {
      const o = q.bytes.offset();
      let depth = 0;
      let escaped = false;
      for (let i = 0; i < MAX_STRING_BYTES; i++) {
        const b = q.bytes.peekAt(o + i);
        if (b === undefined) break;
        if (!escaped) {
          if (b === 0x28) depth++;
          else if (b === 0x29) depth--;
        }
        escaped = b === 0x5c ? !escaped : false;
        if (depth === 0) {
          spend(i);
          return str();
        }
      }
      spend(MAX_STRING_BYTES);
      return tooLong('texto literal', MAX_STRING_BYTES);
    };
    const hex = q.parseHexString.bind(q);
    q.parseHexString = () => {
      const o = q.bytes.offset();
      for (let i = 1; i < MAX_STRING_BYTES; i++) {
        const b = q.bytes.peekAt(o + i);
        if (b === undefined) break;
        if (b === 0x3e) {
          spend(i);
          return hex();
        }
      }
      spend(MAX_STRING_BYTES);
      return tooLong('texto hexadecimal', MAX_STRING_BYTES);
    };
    const obj = q.parseObject.bind(q);
    q.parseObject = () => {
      if (++values > PDF_LIMITS.maxValues) refuse(new PdfRefusal('estrutura do PDF', `tem mais de ${PDF_LIMITS.maxValues} valores`));
      return obj();
    };
    const name = q.parseName.bind(q);
    q.parseName = () => {
      if (++values > PDF_LIMITS.maxValues) refuse(new PdfRefusal('estrutura do PDF', `tem mais de ${PDF_LIMITS.maxValues} valores`));
      const o = q.bytes.offset();
      for (let i = 1; i < MAX_NAME_BYTES; i++) {
        const b = q.bytes.peekAt(o + i);
        if (b === undefined || isWs(b) || DELIMITERS.has(b)) {
          spend(i);
          return name();
        }
      }
      spend(MAX_NAME_BYTES);
      return tooLong('nome', MAX_NAME_BYTES);
    };
  };
  meter(p.bytes);
  boundNumbers(parser);
  const count = (n: number) => {
    objects += n;
    if (objects > PDF_LIMITS.maxObjects) refuse(new PdfRefusal('estrutura do PDF', `tem mais de ${PDF_LIMITS.maxObjects} objetos`));
  };

  // pdf-lib's skipJibberish tries a full object header (throwing an error) at every byte of
  // garbage; this one looks ahead without throwing, once per run of digits: linear.
  const raw = (parser as unknown as { bytes: { peek(): number; peekAt(o: number): number; done(): boolean; offset(): number } }).bytes;
  const at = (o: number, word: string) => {
    for (let k = 0; k < word.length; k++) if (raw.peekAt(o + k) !== word.charCodeAt(k)) return false;
    return true;
  };
  const headerAt = (o: number) => {
    let i = o;
    while (isDigit(raw.peekAt(i))) i++;
    if (i === o || !isWs(raw.peekAt(i))) return false;
    while (isWs(raw.peekAt(i))) i++;
    const g = i;
    while (isDigit(raw.peekAt(i))) i++;
    if (i === g) return false;
    while (isWs(raw.peekAt(i))) i++;
    return at(i, 'obj');
  };
  (p as unknown as { skipJibberish(): void }).skipJibberish = () => {
    p.skipWhitespaceAndComments();
    let prev: number | undefined;
    while (!raw.done()) {
      const o = raw.offset();
      const b = raw.peek();
      if (b === 0x78 /* x */ && at(o, 'xref')) break;
      if (b === 0x74 /* t */ && at(o, 'trailer')) break;
      if (b === 0x73 /* s */ && at(o, 'startxref')) break;
      if (isDigit(b) && !isDigit(prev) && headerAt(o)) break;
      prev = b;
      p.bytes.next();
    }
  };

  const invalid = p.tryToParseInvalidIndirectObject.bind(p);
  p.tryToParseInvalidIndirectObject = () => {
    if (refusal) throw refusal;
    return invalid();
  };
  p.parseIndirectObject = async () => {
    if (refusal) throw refusal;
    count(1);
    const ref = p.parseIndirectObjectHeader();
    p.skipWhitespaceAndComments();
    const object = p.parseObject();
    p.skipWhitespaceAndComments();
    p.matchKeyword(ENDOBJ);
    const type = object instanceof PDFRawStream ? object.dict.lookup(PDFName.of('Type')) : undefined;
    if (object instanceof PDFRawStream && type === PDFName.of('ObjStm')) {
      const room = PDF_LIMITS.maxObjectStreamBytes - inflated;
      const decoded = await decodeStreamCapped(object, room);
      if (!decoded.ok) {
        if (decoded.tooLarge) {
          refuse(new PdfRefusal('fluxos de objetos', `descomprimidos passam de ${PDF_LIMITS.maxObjectStreamBytes} bytes`));
        }
        throw new Error(decoded.reason);
      }
      inflated += decoded.bytes.length;
      budget += PDF_LIMITS.parseWorkFactor * decoded.bytes.length;
      const dict = object.dict.clone(p.context);
      dict.delete(PDFName.of('Filter'));
      dict.delete(PDFName.of('DecodeParms'));
      dict.set(PDFName.of('Length'), PDFNumber.of(decoded.bytes.length));
      const plain = PDFRawStream.of(dict, decoded.bytes);
      const n = dict.lookup(PDFName.of('N'));
      count(n instanceof PDFNumber ? Math.max(0, n.asNumber()) : 0);
      const objParser = PDFObjectStreamParser.forStream(plain);
      meter((objParser as unknown as ParserInternals).bytes);
      boundNumbers(objParser);
      await objParser.parseIntoContext();
    } else if (object instanceof PDFRawStream && type === PDFName.of('XRef')) {
      const d = object.dict;
      p.context.trailerInfo = {
        Root: d.get(PDFName.of('Root')),
        Encrypt: d.get(PDFName.of('Encrypt')),
        Info: d.get(PDFName.of('Info')),
        ID: d.get(PDFName.of('ID')),
      };
    } else {
      p.context.assign(ref, object);
    }
    return ref;
  };
  let context: PDFContext;
  // pdf-lib writes a console warning per invalid object it recovers (hundreds of thousands for a
  // hostile file): silenced while parsing; counted, so overlapping parses restore it once
  if (silenced++ === 0) {
    savedWarn = console.warn;
    console.warn = () => undefined;
  }
  try {
    context = await parser.parseDocument();
  } catch (e) {
    throw refusal ?? e;
  } finally {
    if (--silenced === 0) console.warn = savedWarn;
  }
  if (refusal) throw refusal;
  // PDFDocument.load does exactly this after parsing (its constructor is private in the types)
  const Doc = PDFDocument as unknown as new (c: PDFContext, ignoreEncryption: boolean, updateMetadata: boolean) => PDFDocument;
  return new Doc(context, false, false);
}

/**
 * Checks a `/Kids` tree before pdf-lib walks it: no node reached twice (a DAG or a cycle), at most
 * `maxNodes` nodes, at most {@link PDF_LIMITS.maxTreeDepth} levels, and each node's `/Parent`
 * chain short. Throws {@link PdfRefusal}.
 */
function checkKidsTree(roots: PDFArray, part: string, maxNodes: number): void {
  const seen = new Set<PDFDict>();
  const stack: Array<[PDFDict, number]> = [];
  const push = (o: PDFObject | undefined, depth: number) => {
    if (!(o instanceof PDFDict)) return;
    if (seen.has(o)) throw new PdfRefusal(part, 'um mesmo nó aparece mais de uma vez na árvore (/Kids repetidos ou em ciclo)');
    if (seen.size >= maxNodes) throw new PdfRefusal(part, `tem mais de ${maxNodes} nós`);
    if (depth > PDF_LIMITS.maxTreeDepth) throw new PdfRefusal(part, `tem mais de ${PDF_LIMITS.maxTreeDepth} níveis`);
    seen.add(o);
    stack.push([o, depth]);
  };
  for (let i = 0; i < roots.size(); i++) push(roots.lookup(i), 1);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    let up: PDFObject | undefined = node.lookup(PDFName.of('Parent'));
    for (let steps = 0; up instanceof PDFDict; steps++) {
      if (steps > PDF_LIMITS.maxTreeDepth) throw new PdfRefusal(part, 'a cadeia de /Parent é longa demais ou um ciclo');
      up = up.lookup(PDFName.of('Parent'));
    }
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) push(kids.lookup(i), depth + 1);
  }
}

/**
 * Checks the trees pdf-lib walks recursively — the form's fields (`/AcroForm /Fields`, `/Kids`)
 * and the page tree — before any of them is walked. Throws {@link PdfRefusal}.
 * @internal
 */
export function checkStructure(doc: PDFDocument): void {
  const acro = doc.catalog.lookup(PDFName.of('AcroForm'));
  if (acro instanceof PDFDict) {
    const fields = acro.lookup(PDFName.of('Fields'));
    if (fields instanceof PDFArray) checkKidsTree(fields, 'formulário da ficha', PDF_LIMITS.maxFormNodes);
  }
  const pages = doc.catalog.lookup(PDFName.of('Pages'));
  if (pages instanceof PDFDict) {
    const root = doc.context.obj([]);
    root.push(pages);
    checkKidsTree(root, 'árvore de páginas', PDF_LIMITS.maxPageNodes);
  }
}
