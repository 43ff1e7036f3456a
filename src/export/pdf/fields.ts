/**
 * AcroForm fields of the ficha, written directly (not through pdf-lib's `addToPage`, which builds
 * and compresses several appearance streams per field and would take ~1.5 ms each): one small,
 * uncompressed appearance stream per text field in the embedded font; the check boxes of a size
 * share one "on" and one "off" appearance. The fields stay ordinary pdf-lib fields, so
 * `PDFDocument.getForm()` lists and fills them.
 *
 * @module
 * @internal
 */
import {
  PDFName,
  PDFHexString,
  PDFString,
  PDFNumber,
  PDFWidgetAnnotation,
  type PDFContext,
  type PDFDict,
  type PDFForm,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { Face, MissingGlyph } from './fonts.js';
import { num, tickOps, type Rgb } from './canvas.js';

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
  const min = look.minSize ?? Math.min(5, look.size);
  let size = look.size;
  let lines: string[];
  let truncated = false;
  const lineH = (s: number) => look.lineHeight ?? s * 1.15;
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
  private readonly form: PDFForm;
  private readonly apResources: PDFDict;
  private readonly boxes = new Map<number, { on: PDFRef; off: PDFRef }>();

  constructor(
    form: PDFForm,
    private readonly face: Face,
    fontRef: PDFRef,
    helvRef: PDFRef,
    zadbRef: PDFRef,
    private readonly missing: MissingGlyph[],
  ) {
    this.form = form;
    this.ctx = form.doc.context;
    this.apResources = this.ctx.obj({ Font: { [FORM_FONT]: fontRef } }) as PDFDict;
    const acro = form.acroForm.dict;
    acro.set(PDFName.of('DR'), this.ctx.obj({ Font: { [FORM_FONT]: fontRef, Helv: helvRef, ZaDb: zadbRef } }));
    acro.set(PDFName.of('DA'), PDFString.of(`/${FORM_FONT} 9 Tf 0 g`));
  }

  private widget(page: PDFPage, parent: PDFRef, box: FieldBox, label: string): PDFWidgetAnnotation {
    const w = PDFWidgetAnnotation.create(this.ctx, parent);
    w.setRectangle({ x: box.x, y: box.y, width: box.w, height: box.h });
    w.dict.set(PDFName.of('F'), PDFNumber.of(ANNOT_PRINT));
    w.dict.set(PDFName.of('P'), page.ref);
    void label;
    return w;
  }

  /** Adds a text field with its value and appearance. */
  text(page: PDFPage, name: string, label: string, box: FieldBox, value: string, look: TextLook): void {
    const field = this.form.createTextField(name);
    const acro = field.acroField;
    if (value) acro.setValue(PDFHexString.fromText(value));
    const [r, g, b] = VALUE_COLOR;
    acro.setDefaultAppearance(`/${FORM_FONT} ${num(look.size)} Tf ${num(r)} ${num(g)} ${num(b)} rg`);
    acro.dict.set(PDFName.of('TU'), PDFHexString.fromText(label));
    let flags = FLAG_DO_NOT_SPELLCHECK;
    if (look.multiline) flags |= FLAG_MULTILINE;
    acro.dict.set(PDFName.of('Ff'), PDFNumber.of(flags));
    if (look.align === 'center') acro.dict.set(PDFName.of('Q'), PDFNumber.of(1));
    // how to redraw the value (used by fillFichaPdf): a private key, ignored by readers
    acro.dict.set(PDFName.of(LOOK_KEY), PDFString.of(JSON.stringify(look)));
    const w = this.widget(page, field.ref, box, label);
    const ap = textAppearance(this.face, value, box.w, box.h, look, this.missing);
    if (ap.truncated) this.truncated.push({ field: name, label, text: value });
    const stream = this.ctx.stream(ap.ops, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, box.w, box.h],
      Resources: this.apResources,
    });
    w.dict.set(PDFName.of('AP'), this.ctx.obj({ N: this.ctx.register(stream) }));
    const ref = this.ctx.register(w.dict);
    acro.addWidget(ref);
    page.node.addAnnot(ref);
    this.form.markFieldAsClean(field.ref);
    this.values[name] = value;
    this.labels[name] = label;
  }

  /** Adds a check box (square of side `size`, lower-left corner at x, y). */
  checkbox(page: PDFPage, name: string, label: string, x: number, y: number, size: number, checked: boolean): void {
    const field = this.form.createCheckBox(name);
    const acro = field.acroField;
    acro.dict.set(PDFName.of('TU'), PDFHexString.fromText(label));
    acro.dict.set(PDFName.of('V'), PDFName.of(checked ? 'Yes' : 'Off'));
    acro.setDefaultAppearance('/ZaDb 0 Tf 0 g');
    const w = this.widget(page, field.ref, { x, y, w: size, h: size }, label);
    const { on, off } = this.boxAppearances(size);
    w.dict.set(PDFName.of('AP'), this.ctx.obj({ N: { Yes: on, Off: off }, D: { Yes: on, Off: off } }));
    w.dict.set(PDFName.of('AS'), PDFName.of(checked ? 'Yes' : 'Off'));
    w.dict.set(PDFName.of('MK'), this.ctx.obj({ CA: PDFString.of('4') }));
    const ref = this.ctx.register(w.dict);
    acro.addWidget(ref);
    page.node.addAnnot(ref);
    this.form.markFieldAsClean(field.ref);
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
