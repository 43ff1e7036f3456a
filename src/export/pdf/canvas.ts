/**
 * A tiny content-stream writer: text in the embedded faces, lines, rectangles. It writes PDF
 * operators as a string (one content stream per page, compressed once), which is several times
 * faster than building pdf-lib operator objects one by one.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import type { Face, MissingGlyph } from './fonts.js';

/** An RGB colour, each channel 0–1. @internal */
export type Rgb = readonly [number, number, number];

/** Options of a text run. @internal */
export interface TextStyle {
  readonly face: Face;
  readonly size: number;
  readonly color?: Rgb;
}

const n = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

const colorOp = (c: Rgb, op: 'rg' | 'RG') => `${n(c[0])} ${n(c[1])} ${n(c[2])} ${op}\n`;

/** Collects the operators of one page. @internal */
export class Canvas {
  private ops = '';
  /** The resource name of each face on this page (`/F1`, `/F2`). */
  private readonly fontNames: ReadonlyMap<Face, string>;
  /** Characters that were substituted (shared by the whole document). */
  readonly missing: MissingGlyph[];

  constructor(fontNames: ReadonlyMap<Face, string>, missing: MissingGlyph[]) {
    this.fontNames = fontNames;
    this.missing = missing;
  }

  /** Draws text with its baseline at (x, y). Returns the width drawn. */
  text(x: number, y: number, text: string, style: TextStyle): number {
    if (!text) return 0;
    const glyphs = style.face.glyphs(text, this.missing);
    this.ops +=
      `BT\n${colorOp(style.color ?? [0, 0, 0], 'rg')}${this.fontNames.get(style.face)} ${n(style.size)} Tf\n` +
      `${n(x)} ${n(y)} Td\n${style.face.hex(glyphs)} Tj\nET\n`;
    return style.face.widthOfGlyphs(glyphs, style.size);
  }

  /** Draws text right-aligned so that it ends at x. */
  textRight(x: number, y: number, text: string, style: TextStyle): void {
    this.text(x - style.face.widthOf(text, style.size), y, text, style);
  }

  /** Draws text centred on x. */
  textCenter(x: number, y: number, text: string, style: TextStyle): void {
    this.text(x - style.face.widthOf(text, style.size) / 2, y, text, style);
  }

  /** A straight line. */
  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, color: Rgb = [0, 0, 0]): void {
    this.ops += `${colorOp(color, 'RG')}${n(width)} w\n${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S\n`;
  }

  /** A rectangle, stroked and/or filled. */
  rect(x: number, y: number, w: number, h: number, opts: { stroke?: Rgb; fill?: Rgb; width?: number; radius?: number }): void {
    const { stroke, fill, width = 0.5, radius = 0 } = opts;
    if (!stroke && !fill) return;
    let s = '';
    if (fill) s += colorOp(fill, 'rg');
    if (stroke) s += `${colorOp(stroke, 'RG')}${n(width)} w\n`;
    if (radius > 0) s += roundedPath(x, y, w, h, Math.min(radius, w / 2, h / 2));
    else s += `${n(x)} ${n(y)} ${n(w)} ${n(h)} re\n`;
    s += fill && stroke ? 'B\n' : fill ? 'f\n' : 'S\n';
    this.ops += s;
  }

  /** A tick mark inside a box of side `size` whose lower-left corner is (x, y). */
  tick(x: number, y: number, size: number, color: Rgb = [0, 0, 0]): void {
    this.ops += tickOps(x, y, size, color);
  }

  /** A filled five-pointed star centred on (cx, cy) with outer radius r. */
  star(cx: number, cy: number, r: number, color: Rgb): void {
    let s = colorOp(color, 'rg');
    for (let i = 0; i < 10; i++) {
      const a = Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r : r * 0.42;
      s += `${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))} ${i === 0 ? 'm' : 'l'} `;
    }
    this.ops += `${s}h f\n`;
  }

  /** Raw operators (for the rare shape not covered above). */
  raw(ops: string): void {
    this.ops += ops;
  }

  /** The page's content stream. */
  toString(): string {
    return this.ops;
  }
}

/** The path of a rounded rectangle. @internal */
export function roundedPath(x: number, y: number, w: number, h: number, r: number): string {
  const k = r * 0.5523;
  return (
    `${n(x + r)} ${n(y)} m ${n(x + w - r)} ${n(y)} l ` +
    `${n(x + w - r + k)} ${n(y)} ${n(x + w)} ${n(y + r - k)} ${n(x + w)} ${n(y + r)} c ` +
    `${n(x + w)} ${n(y + h - r)} l ${n(x + w)} ${n(y + h - r + k)} ${n(x + w - r + k)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)} c ` +
    `${n(x + r)} ${n(y + h)} l ${n(x + r - k)} ${n(y + h)} ${n(x)} ${n(y + h - r + k)} ${n(x)} ${n(y + h - r)} c ` +
    `${n(x)} ${n(y + r)} l ${n(x)} ${n(y + r - k)} ${n(x + r - k)} ${n(y)} ${n(x + r)} ${n(y)} c h\n`
  );
}

/** Operators of a tick (check mark) in a box. @internal */
export function tickOps(x: number, y: number, size: number, color: Rgb = [0, 0, 0]): string {
  const s = size;
  return (
    `${colorOp(color, 'RG')}${n(Math.max(0.8, s * 0.14))} w 1 J 1 j\n` +
    `${n(x + s * 0.2)} ${n(y + s * 0.5)} m ${n(x + s * 0.42)} ${n(y + s * 0.22)} l ${n(x + s * 0.82)} ${n(y + s * 0.8)} l S\n0 J 0 j\n`
  );
}

/** Formats a number for a content stream. @internal */
export const num = n;
