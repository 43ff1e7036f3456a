/**
 * The embedded font (Noto Sans, reduced by scripts/gen-font.ts): it must write every Portuguese
 * letter and the book's typography, report what it lacks, and decode to a real TrueType file.
 */
import { describe, expect, it } from 'vitest';
import { base64ToBytes, getFaces, type MissingGlyph } from '../../../src/export/pdf/fonts.js';
import { NOTO_SANS_BOLD, NOTO_SANS_REGULAR } from '../../../src/export/pdf/font-data.js';
import { inflateSync } from 'node:zlib';

const PORTUGUESE = 'ÁÀÂÃÇÉÊÍÓÔÕÚÜáàâãçéêíóôõúü';
// the book's typography (FACTS.md and the seed use − — · ×), plus what a Brazilian keyboard types
const TYPOGRAPHY = '−—–·×…•“”‘’«»ºª°½¼¾±€§¶';
const LATIN_OTHERS = 'ÑñÆæØøÅåßŒœŁłŠšŽžĞğŞşİıȘșȚț';
const GREEK = 'ΑΒΓΔΩαβγδω';

describe('the embedded Noto Sans', () => {
  for (const [name, face] of Object.entries(getFaces())) {
    it(`${name}: writes every Portuguese letter, the book's typography, other Latin letters and Greek`, () => {
      for (const ch of PORTUGUESE + TYPOGRAPHY + LATIN_OTHERS + GREEK) expect([ch, face.covers(ch)]).toEqual([ch, true]);
    });
  }

  it('writes the printable ASCII and the whole Latin-1 Supplement (what a player can type)', () => {
    const { regular } = getFaces();
    for (let cp = 0x20; cp <= 0x7e; cp++) expect(regular.glyph(cp)).toBeDefined();
    for (let cp = 0xa0; cp <= 0xff; cp++) expect(regular.glyph(cp)).toBeDefined();
  });

  it('NFC-normalises text: a decomposed "é" (e + U+0301) is the same glyph as "é"', () => {
    const { regular } = getFaces();
    expect(regular.glyphs('Te\u0301o')).toEqual(regular.glyphs('Téo'));
  });

  it('substitutes what it lacks, and reports each character once', () => {
    const { regular } = getFaces();
    const missing: MissingGlyph[] = [];
    const glyphs = regular.glyphs('☐☐ → 漢', missing);
    expect(missing).toEqual([
      { char: '☐', codePoint: 'U+2610', substitute: '[ ]' },
      { char: '→', codePoint: 'U+2192', substitute: '->' },
      { char: '漢', codePoint: 'U+6F22', substitute: '?' },
    ]);
    expect(glyphs).toEqual(regular.glyphs('[ ][ ] -> ?'));
  });

  it('measures text with the font’s advance widths (Noto Sans: 1000 units per em)', () => {
    const { regular } = getFaces();
    const w = regular.widthOf('Téo', 10);
    expect(w).toBeGreaterThan(10);
    expect(w).toBeLessThan(25);
    expect(regular.widthOf('TéoTéo', 10)).toBeCloseTo(2 * w, 6);
  });

  it('the packed font inflates to a TrueType file of the stated length', () => {
    for (const d of [NOTO_SANS_REGULAR, NOTO_SANS_BOLD]) {
      const ttf = inflateSync(base64ToBytes(d.deflatedTtfBase64));
      expect(ttf.length).toBe(d.ttfLength);
      expect([...ttf.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
      expect(d.widths.length).toBeGreaterThan(800);
    }
  });

  it('base64ToBytes agrees with Buffer on every padding length', () => {
    for (const s of ['', 'a', 'ab', 'abc', 'abcd', 'Téo de Lince — ×']) {
      const b64 = Buffer.from(s).toString('base64');
      expect(Buffer.from(base64ToBytes(b64)).toString()).toBe(s);
    }
  });

  it('the ToUnicode map covers every character of the font (so readers can copy and search)', () => {
    const { regular } = getFaces();
    const cmap = regular.toUnicodeCMap();
    // "é" (U+00E9): its glyph id falls in one of the bfrange lines
    const gid = regular.glyph(0xe9)!;
    const ranges = [...cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> <([0-9a-f]{4,8})>/g)].map((m) => m.slice(1).map((h) => parseInt(h, 16)));
    const hit = ranges.find(([a, b]) => gid >= a! && gid <= b!);
    expect(hit && hit[2]! + (gid - hit[0]!)).toBe(0xe9);
  });
});
