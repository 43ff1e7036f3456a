/**
 * `npm run gen:font` — generates `src/export/pdf/font-data.ts`, the fonts the PDF ficha embeds.
 *
 * Why a generated module and not a `.ttf` read at run time: the `./pdf` entry must work in the
 * browser, so it cannot read files; the font bytes travel inside the JavaScript, as base64.
 *
 * What it does, for Noto Sans Regular and Bold (`@expo-google-fonts/noto-sans`, SIL OFL 1.1):
 * 1. keeps only the glyphs of the characters in {@link RANGES} (every Latin letter a player of a
 *    Latin-script language can type, Greek, the book's typography `− — · × …`, fractions, roman
 *    numerals, currency…) plus the glyphs those are built from (composite glyphs);
 * 2. drops the shaping tables (GSUB/GPOS/GDEF/STAT): the ficha is Latin text laid out left to
 *    right, one glyph per character, and without them the font is about a tenth of the size;
 * 3. writes a valid TrueType file (new `cmap`, `post` v3, renumbered `glyf`/`loca`/`hmtx`);
 * 4. compresses it with zlib (the PDF `FlateDecode` filter), so that a PDF embeds it without
 *    compressing at run time, and stores beside it the width of every glyph and the
 *    character → glyph table, so that the renderer never needs fontkit.
 *
 * The WHOLE reduced font is embedded in every PDF (not a per-document subset): a player who types
 * "Ç", "ã" or "Ω" into a form field in a PDF reader later finds the glyph in the document.
 *
 * Run: `npx tsx scripts/gen-font.ts` (Node only; the output is committed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';

/** Unicode ranges kept (inclusive). Characters the font lacks are skipped. */
export const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement (all Portuguese letters, º ª · × ½ « »)
  [0x0100, 0x017f], // Latin Extended-A
  [0x0192, 0x0192], // ƒ
  [0x0218, 0x021b], // Ș ș Ț ț (Romanian)
  [0x02b0, 0x02ff], // spacing modifier letters
  [0x0300, 0x036f], // combining diacritical marks (text is NFC-normalised first)
  [0x0370, 0x03ff], // Greek (a game of Greek myth: Ω, Α…)
  [0x1e9e, 0x1e9e], // ẞ
  [0x2000, 0x206f], // general punctuation (— – ‘ ’ “ ” • … ‰ ′ ″)
  [0x2070, 0x209f], // superscripts and subscripts
  [0x20a0, 0x20cf], // currency (€)
  [0x2100, 0x214f], // letterlike (№ ™ ℓ)
  [0x2150, 0x218f], // number forms (⅓ ⅔, roman numerals Ⅰ–Ⅻ)
  [0x2190, 0x21ff], // arrows (if the font has them)
  [0x2200, 0x22ff], // math operators (− ± ≤ ≥ ≠ ∞)
  [0x25a0, 0x25ff], // geometric shapes (if the font has them)
  [0x2600, 0x26ff], // miscellaneous symbols (if the font has them)
  [0x2700, 0x27bf], // dingbats (if the font has them)
];

interface Table {
  tag: string;
  data: Uint8Array;
}

function readTables(buf: Uint8Array): Map<string, Uint8Array> {
  const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const n = dv.getUint16(4);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < n; i++) {
    const rec = 12 + i * 16;
    const tag = String.fromCharCode(buf[rec]!, buf[rec + 1]!, buf[rec + 2]!, buf[rec + 3]!);
    const offset = dv.getUint32(rec + 8);
    const length = dv.getUint32(rec + 12);
    tables.set(tag, buf.subarray(offset, offset + length));
  }
  return tables;
}

function view(b: Uint8Array): DataView {
  return new DataView(b.buffer, b.byteOffset, b.byteLength);
}

/** Splits `glyf` into one slice per glyph using `loca`. */
function glyphSlices(tables: Map<string, Uint8Array>, numGlyphs: number): Uint8Array[] {
  const head = view(tables.get('head')!);
  const longLoca = head.getInt16(50) === 1;
  const loca = view(tables.get('loca')!);
  const glyf = tables.get('glyf')!;
  const off = (i: number) => (longLoca ? loca.getUint32(i * 4) : loca.getUint16(i * 2) * 2);
  const out: Uint8Array[] = [];
  for (let g = 0; g < numGlyphs; g++) out.push(glyf.subarray(off(g), off(g + 1)));
  return out;
}

const ARG_WORDS = 0x0001;
const HAVE_SCALE = 0x0008;
const MORE = 0x0020;
const HAVE_XY_SCALE = 0x0040;
const HAVE_2X2 = 0x0080;

/** Calls `visit` on the byte offset of every component glyph index of a composite glyph. */
function forEachComponent(g: Uint8Array, visit: (indexOffset: number, glyphIndex: number) => void): void {
  if (g.length < 10) return;
  const dv = view(g);
  if (dv.getInt16(0) >= 0) return; // simple glyph
  let p = 10;
  for (;;) {
    const flags = dv.getUint16(p);
    visit(p + 2, dv.getUint16(p + 2));
    p += 4 + (flags & ARG_WORDS ? 4 : 2);
    if (flags & HAVE_SCALE) p += 2;
    else if (flags & HAVE_XY_SCALE) p += 4;
    else if (flags & HAVE_2X2) p += 8;
    if (!(flags & MORE)) break;
  }
}

class Writer {
  private bytes: number[] = [];
  u8(v: number) {
    this.bytes.push(v & 0xff);
    return this;
  }
  u16(v: number) {
    return this.u8(v >> 8).u8(v);
  }
  i16(v: number) {
    return this.u16(v < 0 ? v + 0x10000 : v);
  }
  u32(v: number) {
    return this.u16(Math.floor(v / 0x10000)).u16(v & 0xffff);
  }
  raw(b: Uint8Array) {
    for (const x of b) this.bytes.push(x);
    return this;
  }
  pad4() {
    while (this.bytes.length % 4) this.bytes.push(0);
    return this;
  }
  get length() {
    return this.bytes.length;
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

function checksum(b: Uint8Array): number {
  let sum = 0;
  const padded = new Uint8Array(Math.ceil(b.length / 4) * 4);
  padded.set(b);
  const dv = view(padded);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + dv.getUint32(i)) >>> 0;
  return sum;
}

/** cmap with one format 4 subtable (BMP), platform 3 encoding 1 and platform 0 encoding 3. */
function buildCmap(map: ReadonlyArray<readonly [number, number]>): Uint8Array {
  // segments of consecutive code points with consecutive glyph ids
  const segs: { start: number; end: number; delta: number }[] = [];
  for (const [cp, gid] of map) {
    const last = segs[segs.length - 1];
    if (last && cp === last.end + 1 && gid - cp === last.delta) last.end = cp;
    else segs.push({ start: cp, end: cp, delta: gid - cp });
  }
  segs.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const segX2 = segs.length * 2;
  let searchRange = 2;
  let entrySelector = 0;
  while (searchRange * 2 <= segX2) {
    searchRange *= 2;
    entrySelector++;
  }
  const sub = new Writer();
  const length = 16 + segs.length * 8;
  sub.u16(4).u16(length).u16(0).u16(segX2).u16(searchRange).u16(entrySelector).u16(segX2 - searchRange);
  for (const s of segs) sub.u16(s.end);
  sub.u16(0);
  for (const s of segs) sub.u16(s.start);
  for (const s of segs) sub.u16((s.delta + 0x10000) & 0xffff);
  for (const _ of segs) sub.u16(0);
  const w = new Writer();
  w.u16(0).u16(2);
  w.u16(0).u16(3).u32(4 + 16);
  w.u16(3).u16(1).u32(4 + 16);
  w.raw(sub.done());
  return w.done();
}

interface SubsetFont {
  ttf: Uint8Array;
  /** [codePoint, glyphId] sorted by code point. */
  cmap: Array<[number, number]>;
  widths: number[];
  postscriptName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
  bbox: [number, number, number, number];
  italicAngle: number;
}

function subset(buf: Uint8Array): SubsetFont {
  const font = fontkit.create(buf as unknown as Buffer);
  const tables = readTables(buf);
  const numGlyphs = view(tables.get('maxp')!).getUint16(4);
  const glyphs = glyphSlices(tables, numGlyphs);
  const hhea = view(tables.get('hhea')!);
  const numHMetrics = hhea.getUint16(34);
  const hmtx = view(tables.get('hmtx')!);
  const metric = (g: number): [number, number] => {
    const i = Math.min(g, numHMetrics - 1);
    const aw = hmtx.getUint16(i * 4);
    const lsb = g < numHMetrics ? hmtx.getInt16(g * 4 + 2) : hmtx.getInt16(numHMetrics * 4 + (g - numHMetrics) * 2);
    return [aw, lsb];
  };

  // 1. code points → old glyph ids
  const wanted: Array<[number, number]> = [];
  for (const [a, b] of RANGES) {
    for (let cp = a; cp <= b; cp++) {
      if (!font.hasGlyphForCodePoint(cp)) continue;
      const gid = font.glyphForCodePoint(cp).id;
      if (gid > 0) wanted.push([cp, gid]);
    }
  }
  // 2. new order: .notdef, then glyphs by first code point, then components
  const oldToNew = new Map<number, number>([[0, 0]]);
  const order: number[] = [0];
  const add = (old: number) => {
    if (oldToNew.has(old)) return;
    oldToNew.set(old, order.length);
    order.push(old);
  };
  for (const [, gid] of wanted) add(gid);
  for (let i = 0; i < order.length; i++) {
    forEachComponent(glyphs[order[i]!]!, (_, comp) => add(comp));
  }
  // 3. glyf + loca + hmtx
  const glyf = new Writer();
  const loca: number[] = [];
  const hm = new Writer();
  const widths: number[] = [];
  for (const old of order) {
    loca.push(glyf.length);
    const g = Uint8Array.from(glyphs[old]!);
    forEachComponent(g, (at, comp) => view(g).setUint16(at, oldToNew.get(comp)!));
    glyf.raw(g).pad4();
    const [aw, lsb] = metric(old);
    hm.u16(aw).i16(lsb);
    widths.push(aw);
  }
  loca.push(glyf.length);
  const locaW = new Writer();
  for (const o of loca) locaW.u32(o);

  const head = Uint8Array.from(tables.get('head')!);
  view(head).setUint32(8, 0); // checkSumAdjustment, set later
  view(head).setInt16(50, 1); // long loca
  const hheaN = Uint8Array.from(tables.get('hhea')!);
  view(hheaN).setUint16(34, order.length);
  const maxp = Uint8Array.from(tables.get('maxp')!);
  view(maxp).setUint16(4, order.length);
  const post = Uint8Array.from(tables.get('post')!.subarray(0, 32));
  view(post).setUint32(0, 0x00030000);

  const cmapPairs = wanted.map(([cp, gid]) => [cp, oldToNew.get(gid)!] as [number, number]);
  const out: Table[] = [
    { tag: 'OS/2', data: tables.get('OS/2')! },
    { tag: 'cmap', data: buildCmap(cmapPairs) },
    { tag: 'glyf', data: glyf.done() },
    { tag: 'head', data: head },
    { tag: 'hhea', data: hheaN },
    { tag: 'hmtx', data: hm.done() },
    { tag: 'loca', data: locaW.done() },
    { tag: 'maxp', data: maxp },
    { tag: 'name', data: tables.get('name')! },
    { tag: 'post', data: post },
  ];
  for (const extra of ['cvt ', 'fpgm', 'prep', 'gasp']) {
    const t = tables.get(extra);
    if (t) out.push({ tag: extra, data: t });
  }
  out.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));

  const w = new Writer();
  const n = out.length;
  let sr = 1;
  let es = 0;
  while (sr * 2 <= n) {
    sr *= 2;
    es++;
  }
  w.u32(0x00010000).u16(n).u16(sr * 16).u16(es).u16(n * 16 - sr * 16);
  let offset = 12 + n * 16;
  for (const t of out) {
    w.raw(new TextEncoder().encode(t.tag)).u32(checksum(t.data)).u32(offset).u32(t.data.length);
    offset += Math.ceil(t.data.length / 4) * 4;
  }
  for (const t of out) w.raw(t.data).pad4();
  const ttf = w.done();
  // head.checkSumAdjustment
  const headOffset = view(ttf).getUint32(12 + out.findIndex((t) => t.tag === 'head') * 16 + 8);
  view(ttf).setUint32(headOffset + 8, (0xb1b0afba - checksum(ttf)) >>> 0);

  const os2 = view(tables.get('OS/2')!);
  const headV = view(tables.get('head')!);
  return {
    ttf,
    cmap: cmapPairs,
    widths,
    postscriptName: font.postscriptName,
    unitsPerEm: font.unitsPerEm,
    ascent: os2.getInt16(68), // sTypoAscender
    descent: os2.getInt16(70), // sTypoDescender
    capHeight: os2.getInt16(88),
    xHeight: os2.getInt16(86),
    bbox: [headV.getInt16(36), headV.getInt16(38), headV.getInt16(40), headV.getInt16(42)],
    italicAngle: font.italicAngle,
  };
}

/** Run-length ranges `[firstCodePoint, firstGlyph, count]` of the cmap (code points and glyphs both consecutive). */
function cmapRanges(pairs: ReadonlyArray<readonly [number, number]>): number[] {
  const out: number[] = [];
  let cur: [number, number, number] | undefined;
  for (const [cp, gid] of pairs) {
    if (cur && cp === cur[0] + cur[2] && gid === cur[1] + cur[2]) cur[2]++;
    else {
      if (cur) out.push(...cur);
      cur = [cp, gid, 1];
    }
  }
  if (cur) out.push(...cur);
  return out;
}

function wrap(s: string, width = 100): string {
  const lines: string[] = [];
  for (let i = 0; i < s.length; i += width) lines.push(`  '${s.slice(i, i + width)}'`);
  return lines.join(' +\n');
}

const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string };
const licence = readFileSync(join(pkgDir, 'LICENSE_FONT'), 'utf8').trim();

const faces = [
  { id: 'NOTO_SANS_REGULAR', file: '400Regular/NotoSans_400Regular.ttf', what: 'Noto Sans Regular' },
  { id: 'NOTO_SANS_BOLD', file: '700Bold/NotoSans_700Bold.ttf', what: 'Noto Sans Bold' },
];

let body = '';
for (const face of faces) {
  const src = readFileSync(join(pkgDir, face.file));
  const s = subset(new Uint8Array(src));
  const z = deflateSync(s.ttf, { level: 9 });
  console.log(
    `${face.what}: ${src.length} B → ${s.ttf.length} B reduced (${s.widths.length} glyphs, ${s.cmap.length} characters) → ${z.length} B deflated`,
  );
  body += `
/** ${face.what}, reduced to ${s.cmap.length} characters (${s.widths.length} glyphs). @internal */
export const ${face.id}: FontData = {
  postscriptName: '${s.postscriptName}',
  unitsPerEm: ${s.unitsPerEm},
  ascent: ${s.ascent},
  descent: ${s.descent},
  capHeight: ${s.capHeight},
  xHeight: ${s.xHeight},
  bbox: [${s.bbox.join(', ')}],
  italicAngle: ${s.italicAngle},
  ttfLength: ${s.ttf.length},
  cmapRanges: [${cmapRanges(s.cmap).join(',')}],
  widths: [${s.widths.join(',')}],
  deflatedTtfBase64:
${wrap(Buffer.from(z).toString('base64'))},
};
`;
}

const header = `/* eslint-disable */
// GENERATED by scripts/gen-font.ts from @expo-google-fonts/noto-sans ${pkg.version} — do not edit.
// Regenerate with: npx tsx scripts/gen-font.ts
//
// The fonts below are Noto Sans Regular and Bold, reduced to the Latin, Greek and typographic
// characters listed in scripts/gen-font.ts (shaping tables removed). They are
// "Font Software" under the SIL Open Font License 1.1; this notice and the licence travel with
// them. Noto Sans declares no Reserved Font Name.
//
${licence
  .split('\n')
  .map((l) => `// ${l}`.trimEnd())
  .join('\n')}

/**
 * A font reduced and packed by \`scripts/gen-font.ts\`: metrics, widths by glyph id, the
 * character → glyph ranges and the zlib-compressed TrueType file.
 *
 * @internal
 */
export interface FontData {
  readonly postscriptName: string;
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly xHeight: number;
  readonly bbox: readonly [number, number, number, number];
  readonly italicAngle: number;
  /** Length of the uncompressed TrueType file (PDF \`/Length1\`). */
  readonly ttfLength: number;
  /** Triples \`[firstCodePoint, firstGlyphId, count]\`. */
  readonly cmapRanges: readonly number[];
  /** Advance width of each glyph id, in font units. */
  readonly widths: readonly number[];
  /** The TrueType file, zlib-compressed (PDF FlateDecode), base64. */
  readonly deflatedTtfBase64: string;
}
`;

const target = new URL('../src/export/pdf/font-data.ts', import.meta.url);
writeFileSync(target, header + body);
console.log(`written ${target.pathname}`);
