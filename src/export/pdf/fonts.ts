/**
 * The embedded fonts at run time: character → glyph lookup, widths, substitution of characters
 * the font lacks (reported, never a crash), and the PDF objects of a Type0 / CIDFontType2 font.
 *
 * No fontkit here: `scripts/gen-font.ts` precomputed everything, so the `./pdf` entry stays small
 * and works in a browser.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import { PDFInvalidObject, PDFString, type PDFContext, type PDFRef } from 'pdf-lib';
import { NOTO_SANS_BOLD, NOTO_SANS_REGULAR, type FontData } from './font-data.js';

/** Which of the two faces. @internal */
export type FaceId = 'regular' | 'bold';

/** A character the font cannot draw, and what was drawn instead. @internal */
export interface MissingGlyph {
  readonly char: string;
  readonly codePoint: string;
  readonly substitute: string;
}

/**
 * Replacements for characters outside the font that players are likely to paste: check boxes,
 * ticks, arrows, stars. Anything else loses its accents (NFD without marks) or becomes `?`.
 */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '☐': '[ ]',
  '□': '[ ]',
  '☑': '[x]',
  '☒': '[x]',
  '■': '[x]',
  '✓': 'x',
  '✔': 'x',
  '✗': 'x',
  '✘': 'x',
  '→': '->',
  '←': '<-',
  '↑': '^',
  '↓': 'v',
  '⇒': '=>',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '★': '*',
  '☆': '*',
  '●': '•',
  '○': 'o',
  '◆': '•',
  '♦': '•',
  '\t': ' ',
  '\u00ad': '',
};

const decoded = new Map<FaceId, Uint8Array>();

/** A face ready to measure and encode text. @internal */
export class Face {
  readonly id: FaceId;
  readonly data: FontData;
  private readonly gids = new Map<number, number>();
  private readonly scale: number;
  private cache: { widths: Uint8Array; toUnicode: Uint8Array } | undefined;

  constructor(id: FaceId, data: FontData) {
    this.id = id;
    this.data = data;
    this.scale = 1000 / data.unitsPerEm;
    const r = data.cmapRanges;
    for (let i = 0; i < r.length; i += 3) {
      for (let k = 0; k < r[i + 2]!; k++) this.gids.set(r[i]! + k, r[i + 1]! + k);
    }
  }

  /** Glyph id of a code point, or undefined. */
  glyph(cp: number): number | undefined {
    return this.gids.get(cp);
  }

  /** Whether every character of `text` is in the font. */
  covers(text: string): boolean {
    for (const ch of text.normalize('NFC')) if (!this.gids.has(ch.codePointAt(0)!)) return false;
    return true;
  }

  /**
   * The text as glyph ids, with characters the font lacks replaced; each replaced character is
   * pushed once on `missing`.
   */
  glyphs(text: string, missing?: MissingGlyph[]): number[] {
    const out: number[] = [];
    for (const ch of text.normalize('NFC')) {
      const g = this.gids.get(ch.codePointAt(0)!);
      if (g !== undefined) {
        out.push(g);
        continue;
      }
      if (ch === '\n' || ch === '\r') continue;
      const sub = this.substitute(ch);
      if (missing && !missing.some((m) => m.char === ch) && ch !== '\t' && ch !== '\u00ad') {
        missing.push({ char: ch, codePoint: `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, substitute: sub });
      }
      for (const c of sub) out.push(this.gids.get(c.codePointAt(0)!) ?? 0);
    }
    return out;
  }

  /** What is drawn for a character the font lacks. */
  substitute(ch: string): string {
    const table = SUBSTITUTES[ch];
    if (table !== undefined) return table;
    const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
    if (bare && bare !== ch && [...bare].every((c) => this.gids.has(c.codePointAt(0)!))) return bare;
    return '?';
  }

  /** Width of glyphs at a size, in points. */
  widthOfGlyphs(glyphs: readonly number[], size: number): number {
    let w = 0;
    for (const g of glyphs) w += this.data.widths[g] ?? 0;
    return (w * this.scale * size) / 1000;
  }

  /** Width of a text at a size, in points (after substitution). */
  widthOf(text: string, size: number): number {
    return this.widthOfGlyphs(this.glyphs(text), size);
  }

  /** Hex string of glyph ids for a `Tj` operator (Identity-H). */
  hex(glyphs: readonly number[]): string {
    let s = '<';
    for (const g of glyphs) s += g.toString(16).padStart(4, '0');
    return `${s}>`;
  }

  /** The decompressed-on-demand TrueType bytes (still zlib-compressed: PDF FlateDecode). */
  fontFile(): Uint8Array {
    let b = decoded.get(this.id);
    if (!b) {
      b = base64ToBytes(this.data.deflatedTtfBase64);
      decoded.set(this.id, b);
    }
    return b;
  }

  /** Writes the font's objects into a PDF and returns the Type0 font reference. */
  embed(context: PDFContext): PDFRef {
    const d = this.data;
    const baseFont = `SESTRL+${d.postscriptName}`;
    const file = context.stream(this.fontFile(), { Filter: 'FlateDecode', Length1: d.ttfLength });
    const fileRef = context.register(file);
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: baseFont,
      Flags: 4,
      FontBBox: [...d.bbox].map((v) => Math.round(v * this.scale)),
      ItalicAngle: d.italicAngle,
      Ascent: Math.round(d.ascent * this.scale),
      Descent: Math.round(d.descent * this.scale),
      CapHeight: Math.round(d.capHeight * this.scale),
      XHeight: Math.round(d.xHeight * this.scale),
      StemV: this.id === 'bold' ? 140 : 80,
      FontFile2: fileRef,
    });
    // the widths array, written once per face as raw bytes (an indirect object): 900+ numbers
    // as pdf-lib objects would be rebuilt and serialised for every ficha
    this.cache ??= {
      widths: new TextEncoder().encode(`[0 [${d.widths.map((w) => Math.round(w * this.scale)).join(' ')}]]`),
      toUnicode: new TextEncoder().encode(this.toUnicodeCMap()),
    };
    const widths = context.register(PDFInvalidObject.of(this.cache.widths));
    const cid = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseFont,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      W: widths,
      CIDToGIDMap: 'Identity',
    });
    const toUnicode = context.stream(this.cache.toUnicode);
    const font = context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: baseFont,
      Encoding: 'Identity-H',
      DescendantFonts: [context.register(cid)],
      ToUnicode: context.register(toUnicode),
    });
    return context.register(font);
  }

  /** A ToUnicode CMap covering every glyph that has a character (so readers can copy and search). */
  toUnicodeCMap(): string {
    const byGlyph = new Map<number, number>();
    for (const [cp, g] of this.gids) if (!byGlyph.has(g) || cp < byGlyph.get(g)!) byGlyph.set(g, cp);
    const glyphs = [...byGlyph.keys()].sort((a, b) => a - b);
    // ranges of consecutive glyphs with consecutive code points, never crossing a 256 boundary
    const ranges: Array<[number, number, number]> = [];
    for (const g of glyphs) {
      const cp = byGlyph.get(g)!;
      const last = ranges[ranges.length - 1];
      if (last && g === last[1] + 1 && cp === last[2] + (g - last[0]) && g >> 8 === last[0] >> 8) last[1] = g;
      else ranges.push([g, g, cp]);
    }
    const h4 = (n: number) => n.toString(16).padStart(4, '0');
    const utf16 = (cp: number) => {
      const s = String.fromCodePoint(cp);
      let out = '';
      for (let i = 0; i < s.length; i++) out += h4(s.charCodeAt(i));
      return out;
    };
    let body = '';
    for (let i = 0; i < ranges.length; i += 100) {
      const chunk = ranges.slice(i, i + 100);
      body += `${chunk.length} beginbfrange\n`;
      for (const [a, b, cp] of chunk) body += `<${h4(a)}> <${h4(b)}> <${utf16(cp)}>\n`;
      body += 'endbfrange\n';
    }
    return (
      '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
      '1 begincodespacerange\n<0000> <ffff>\nendcodespacerange\n' +
      body +
      'endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n'
    );
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Uint8Array(128);
for (let i = 0; i < B64.length; i++) B64_INDEX[B64.charCodeAt(i)] = i;

/** Decodes base64 without `Buffer` or `atob` (works everywhere). @internal */
export function base64ToBytes(s: string): Uint8Array {
  let len = s.length;
  while (len > 0 && s[len - 1] === '=') len--;
  const out = new Uint8Array(Math.floor((len * 3) / 4));
  let o = 0;
  for (let i = 0; i < len; i += 4) {
    const a = B64_INDEX[s.charCodeAt(i)]!;
    const b = B64_INDEX[s.charCodeAt(i + 1)]!;
    const c = i + 2 < len ? B64_INDEX[s.charCodeAt(i + 2)]! : 0;
    const d = i + 3 < len ? B64_INDEX[s.charCodeAt(i + 3)]! : 0;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = (n >> 16) & 0xff;
    if (o < out.length) out[o++] = (n >> 8) & 0xff;
    if (o < out.length) out[o++] = n & 0xff;
  }
  return out;
}

let faces: { regular: Face; bold: Face } | undefined;

/** The two faces, built once. @internal */
export function getFaces(): { regular: Face; bold: Face } {
  faces ??= { regular: new Face('regular', NOTO_SANS_REGULAR), bold: new Face('bold', NOTO_SANS_BOLD) };
  return faces;
}
