/**
 * AcroForm fields of the ficha, written directly (not through pdf-lib's `createTextField` +
 * `addToPage`, which look names up in the whole form and build and compress several appearance
 * streams per field, ~1.5 ms each): each field is one dictionary merged with its widget, with one
 * small uncompressed appearance stream in the embedded font; the check boxes of a size share one
 * "on" and one "off" appearance. They are ordinary AcroForm fields, so `PDFDocument.getForm()`
 * (or any reader) lists and fills them.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import {
  PDFName,
  PDFHexString,
  PDFString,
  PDFNumber,
  type PDFArray,
  type PDFContext,
  type PDFDict,
  type PDFDocument,
  type PDFObject,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { Face, MissingGlyph } from './fonts.js';
import { num, tickOps, type Rgb } from './canvas.js';
import { PDF_LIMITS } from './guard.js';

/** The resource name of the embedded font in `/AcroForm /DR` and in every field's DA. @internal */
export const FORM_FONT = 'NotoSans';

/** The private field key holding the {@link TextLook} of a text field. @internal */
export const LOOK_KEY = 'SESLook';

/** The colour of the values (dark ink blue). @internal */
export const VALUE_COLOR: Rgb = [0.06, 0.13, 0.36];

/** Field flags (PDF 32000-1, 12.7.3.1 and 12.7.4.3). */
const FLAG_MULTILINE = 1 << 12;
const FLAG_DO_NOT_SPELLCHECK = 1 << 22;
/** Annotation flag: print. */
const ANNOT_PRINT = 4;

/** How a text field draws its value. @internal */
export interface TextLook {
  readonly size: number;
  readonly minSize?: number;
  readonly align?: 'left' | 'center';
  readonly multiline?: boolean;
  /** Multiline only: distance between baselines (default 1.15 × size); lines start at the top. */
  readonly lineHeight?: number;
  /** Single line: `bottom` sits the value just above an underline; default `center`. */
  readonly baseline?: 'center' | 'bottom';
}

/** The result of laying a value out in a box. @internal */
export interface Appearance {
  readonly ops: string;
  readonly truncated: boolean;
}

const ELLIPSIS = '…';

function wrapLines(face: Face, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of para.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || face.widthOf(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      lines.push(line);
      line = word;
    }
    lines.push(line);
  }
  return lines;
}

function cut(face: Face, text: string, width: number, size: number): string {
  if (face.widthOf(text, size) <= width) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (face.widthOf(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('').trimEnd() + ELLIPSIS;
}

/**
 * The appearance stream content of a text field: the value in the embedded font, shrunk down to
 * `minSize` to fit, wrapped when multiline, cut with "…" only as a last resort.
 *
 * @internal
 */
export function textAppearance(
  face: Face,
  value: string,
  w: number,
  h: number,
  look: TextLook,
  missing?: MissingGlyph[],
  color: Rgb = VALUE_COLOR,
): Appearance {
  const pad = 2;
  const inner = w - 2 * pad;
  if (!value) return { ops: '/Tx BMC\nEMC\n', truncated: false };
  const capH = face.data.capHeight / face.data.unitsPerEm;
  // a size that is not a finite positive number would never shrink to fit (1e308 − 0.5 = 1e308)
  const sane = (v: number | undefined, fallback: number) => (typeof v === 'number' && v > 0 && v <= PDF_LIMITS.maxFontSize ? v : fallback);
  let size = sane(look.size, 9);
  const min = Math.min(size, sane(look.minSize, Math.min(5, size)));
  let lines: string[];
  let truncated = false;
  const lineH = (s: number) => sane(look.lineHeight, s * 1.15);
  const maxLinesAt = (s: number) => Math.max(1, Math.floor((h - 2 - capH * s) / lineH(s)) + 1);
  if (look.multiline) {
    for (;;) {
      lines = wrapLines(face, value, inner, size);
      const fits = lines.length <= maxLinesAt(size) && lines.every((l) => face.widthOf(l, size) <= inner);
      if (fits || size <= min) break;
      size = Math.max(min, size - 0.5);
    }
    const maxLines = maxLinesAt(size);
    if (lines.length > maxLines) {
      lines = lines.slice(0, maxLines);
      lines[maxLines - 1] = cut(face, `${lines[maxLines - 1]!}${ELLIPSIS}`, inner, size);
      truncated = true;
    }
    lines = lines.map((l) => {
      const c = cut(face, l, inner, size);
      if (c !== l) truncated = true;
      return c;
    });
  } else {
    const flat = value.replace(/\s*\r?\n\s*/g, ' ');
    while (size > min && face.widthOf(flat, size) > inner) size = Math.max(min, size - 0.5);
    const c = cut(face, flat, inner, size);
    truncated = c !== flat;
    lines = [c];
  }
  face.glyphs(value, missing);
  const [r, g, b] = color;
  let ops = `/Tx BMC\nq\n1 1 ${num(w - 2)} ${num(h - 2)} re W n\nBT\n/${FORM_FONT} ${num(size)} Tf\n${num(r)} ${num(g)} ${num(b)} rg\n`;
  // multiline: from the top, so the lines sit on the ruled lines of the form; else centred
  let y = look.multiline ? h - lineH(size) + 2 : look.baseline === 'bottom' ? Math.min(2.5, (h - capH * size) / 2) : (h - capH * size) / 2;
  if (look.multiline && look.lineHeight === undefined) y = h - 1.5 - capH * size;
  for (const line of lines) {
    const glyphs = face.glyphs(line);
    const lw = face.widthOfGlyphs(glyphs, size);
    const x = look.align === 'center' ? Math.max(pad, (w - lw) / 2) : pad;
    ops += `1 0 0 1 ${num(x)} ${num(y)} Tm\n${face.hex(glyphs)} Tj\n`;
    y -= lineH(size);
  }
  ops += 'ET\nQ\nEMC\n';
  return { ops, truncated };
}

/** Where a field goes (PDF coordinates, origin bottom-left). @internal */
export interface FieldBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The value recorded for each field, in creation order. @internal */
export type FieldValues = Record<string, string | boolean>;

/** Writes the form of one document. @internal */
export class FormWriter {
  readonly values: FieldValues = {};
  readonly labels: Record<string, string> = {};
  readonly truncated: Array<{ field: string; label: string; text: string }> = [];
  private readonly ctx: PDFContext;
  private readonly apResources: PDFDict;
  private readonly boxes = new Map<number, { on: PDFRef; off: PDFRef }>();
  private readonly rootFields: PDFArray;
  private readonly nonTerminals = new Map<string, { ref: PDFRef; kids: PDFArray }>();

  constructor(
    doc: PDFDocument,
    private readonly face: Face,
    fontRef: PDFRef,
    helvRef: PDFRef,
    zadbRef: PDFRef,
    private readonly missing: MissingGlyph[],
  ) {
    this.ctx = doc.context;
    this.apResources = this.ctx.obj({ Font: { [FORM_FONT]: fontRef } }) as PDFDict;
    this.rootFields = this.ctx.obj([]) as PDFArray;
    const acro = this.ctx.obj({
      Fields: this.rootFields,
      DR: { Font: { [FORM_FONT]: fontRef, Helv: helvRef, ZaDb: zadbRef } },
      DA: PDFString.of(`/${FORM_FONT} 9 Tf 0 g`),
    });
    doc.catalog.set(PDFName.of('AcroForm'), this.ctx.register(acro));
  }

  /**
   * Registers a terminal field (merged with its widget) under its dotted name, creating the
   * non-terminal parents (`tecnicas` → `tecnicas.1`) on the way.
   */
  private add(page: PDFPage, name: string, box: FieldBox, entries: Record<string, PDFObject>): void {
    if (name in this.values) throw new Error(`campo duplicado na ficha: ${name}`);
    const parts = name.split('.');
    let kids = this.rootFields;
    let parent: PDFRef | undefined;
    let path = '';
    for (const part of parts.slice(0, -1)) {
      path = path ? `${path}.${part}` : part;
      let nt = this.nonTerminals.get(path);
      if (!nt) {
        const ntKids = this.ctx.obj([]) as PDFArray;
        const dict = this.ctx.obj({ T: PDFString.of(part), Kids: ntKids }) as PDFDict;
        if (parent) dict.set(PDFName.of('Parent'), parent);
        const ref = this.ctx.register(dict);
        kids.push(ref);
        nt = { ref, kids: ntKids };
        this.nonTerminals.set(path, nt);
      }
      kids = nt.kids;
      parent = nt.ref;
    }
    const dict = this.ctx.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      T: PDFString.of(parts[parts.length - 1]!),
      Rect: [box.x, box.y, box.x + box.w, box.y + box.h],
      F: ANNOT_PRINT,
      P: page.ref,
    }) as PDFDict;
    if (parent) dict.set(PDFName.of('Parent'), parent);
    for (const [k, v] of Object.entries(entries)) dict.set(PDFName.of(k), v);
    const ref = this.ctx.register(dict);
    kids.push(ref);
    page.node.addAnnot(ref);
  }

  /** Adds a text field with its value and appearance. */
  text(page: PDFPage, name: string, label: string, box: FieldBox, value: string, look: TextLook): void {
    const [r, g, b] = VALUE_COLOR;
    let flags = FLAG_DO_NOT_SPELLCHECK;
    if (look.multiline) flags |= FLAG_MULTILINE;
    const ap = textAppearance(this.face, value, box.w, box.h, look, this.missing);
    if (ap.truncated) this.truncated.push({ field: name, label, text: value });
    const stream = this.ctx.stream(ap.ops, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, box.w, box.h],
      Resources: this.apResources,
    });
    const entries: Record<string, PDFObject> = {
      FT: PDFName.of('Tx'),
      TU: PDFHexString.fromText(label),
      Ff: PDFNumber.of(flags),
      DA: PDFString.of(`/${FORM_FONT} ${num(look.size)} Tf ${num(r)} ${num(g)} ${num(b)} rg`),
      // how to redraw the value (used by fillFichaPdf): a private key, ignored by readers
      [LOOK_KEY]: PDFString.of(JSON.stringify(look)),
      AP: this.ctx.obj({ N: this.ctx.register(stream) }),
    };
    if (value) entries['V'] = PDFHexString.fromText(value);
    if (look.align === 'center') entries['Q'] = PDFNumber.of(1);
    this.add(page, name, box, entries);
    this.values[name] = value;
    this.labels[name] = label;
  }

  /** Adds a check box (square of side `size`, lower-left corner at x, y). */
  checkbox(page: PDFPage, name: string, label: string, x: number, y: number, size: number, checked: boolean): void {
    const { on, off } = this.boxAppearances(size);
    const state = PDFName.of(checked ? 'Yes' : 'Off');
    this.add(page, name, { x, y, w: size, h: size }, {
      FT: PDFName.of('Btn'),
      TU: PDFHexString.fromText(label),
      V: state,
      AS: state,
      DA: PDFString.of('/ZaDb 0 Tf 0 g'),
      MK: this.ctx.obj({ CA: PDFString.of('4') }),
      AP: this.ctx.obj({ N: { Yes: on, Off: off }, D: { Yes: on, Off: off } }),
    });
    this.values[name] = checked;
    this.labels[name] = label;
  }

  private boxAppearances(size: number): { on: PDFRef; off: PDFRef } {
    const key = Math.round(size * 100);
    let ap = this.boxes.get(key);
    if (!ap) {
      const dict = { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] };
      ap = {
        on: this.ctx.register(this.ctx.stream(tickOps(0, 0, size, VALUE_COLOR), dict)),
        off: this.ctx.register(this.ctx.stream('', dict)),
      };
      this.boxes.set(key, ap);
    }
    return ap;
  }
}
