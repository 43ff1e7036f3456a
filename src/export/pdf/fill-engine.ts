/**
 * Filling a ficha PDF's fields and redrawing them in the embedded font: the part of
 * {@link fillFichaPdf} that needs pdf-lib, loaded on demand with the PDF engine (`lazy.ts`).
 *
 * @module
 */
import {
  PDFArray,
  PDFName,
  PDFDict,
  PDFHexString,
  PDFNumber,
  PDFRef,
  PDFString,
  PDFTextField,
  PDFCheckBox,
  type PDFDocument,
  type PDFField,
  type PDFWidgetAnnotation,
} from 'pdf-lib';
import { parseJsonSafely } from '../json/index.js';
import { PDF_LIMITS } from './guard.js';
import { fail, ok, type Issue, type Result } from '../../issues/index.js';
import { pdfIssue } from './issues.js';
import { FORM_FONT, LOOK_KEY, textAppearance, type TextLook } from './fields.js';
import { getFaces, type MissingGlyph } from './fonts.js';
import type { FichaFieldValues } from './fill.js';

/** A finite number within [lo, hi], or `fallback`. */
const within = (v: unknown, lo: number, hi: number, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : fallback;

/**
 * How a field draws its value, from the private key the exporter wrote (or the field's DA). Read
 * from an untrusted PDF, so every number is clamped: a size of `1e308` or `NaN` would never
 * shrink to fit.
 */
function lookOf(field: PDFTextField): TextLook {
  const max = PDF_LIMITS.maxFontSize;
  const raw = field.acroField.dict.lookup(PDFName.of(LOOK_KEY));
  if (raw instanceof PDFString || raw instanceof PDFHexString) {
    const parsed = parseJsonSafely(raw.decodeText());
    const l = parsed.ok ? (parsed.value as Record<string, unknown>) : undefined;
    if (l && typeof l === 'object' && !Array.isArray(l) && typeof l.size === 'number') {
      const size = within(l.size, 1, max, 9);
      return {
        size,
        minSize: within(l.minSize, 1, size, Math.min(5, size)),
        align: l.align === 'center' ? 'center' : 'left',
        multiline: l.multiline === true,
        ...(l.lineHeight === undefined ? {} : { lineHeight: within(l.lineHeight, 1, max, size * 1.15) }),
        baseline: l.baseline === 'bottom' ? 'bottom' : 'center',
      };
    }
  }
  let da = '';
  try {
    da = field.acroField.getDefaultAppearance() ?? '';
  } catch {
    // no DA: the default size
  }
  const m = /([\d.]+)\s+Tf/.exec(da);
  const size = within(m ? Number(m[1]) || 9 : 9, 1, max, 9);
  return { size, align: field.getAlignment() === 1 ? 'center' : 'left', multiline: field.isMultiline() };
}

/** A widget's rectangle, or why it cannot be drawn in. */
function rectOf(widget: PDFWidgetAnnotation): { width: number; height: number } | string {
  const r = widget.dict.lookup(PDFName.of('Rect'));
  if (!(r instanceof PDFArray)) return 'sem /Rect';
  if (r.size() !== 4) return '/Rect não tem 4 números';
  const n: number[] = [];
  for (let i = 0; i < 4; i++) {
    const v = r.lookup(i);
    if (!(v instanceof PDFNumber) || !Number.isFinite(v.asNumber())) return '/Rect não tem 4 números';
    n.push(v.asNumber());
  }
  const width = Math.abs(n[2]! - n[0]!);
  const height = Math.abs(n[3]! - n[1]!);
  if (width > PDF_LIMITS.maxFieldSide || height > PDF_LIMITS.maxFieldSide) return `/Rect maior que ${PDF_LIMITS.maxFieldSide} pontos`;
  return { width, height };
}


/** Writes `values` into the opened ficha's fields and saves it. @internal */
export async function fillOpened(doc: PDFDocument, values: FichaFieldValues): Promise<Result<Uint8Array>> {
  let form;
  const byName = new Map<string, PDFField>();
  try {
    form = doc.getForm();
    for (const f of form.getFields()) byName.set(f.getName(), f);
  } catch {
    return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  }
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const todo: Array<[PDFTextField, string] | [PDFCheckBox, boolean]> = [];
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name);
    if (!field) errors.push(pdfIssue('pdf_field_unknown', [name], { field: name }));
    else if (field instanceof PDFTextField) {
      if (typeof value !== 'string') errors.push(pdfIssue('pdf_field_wrong_type', [name], { field: name, expected: 'texto' }));
      else todo.push([field, value]);
    } else if (field instanceof PDFCheckBox) {
      if (typeof value !== 'boolean') errors.push(pdfIssue('pdf_field_wrong_type', [name], { field: name, expected: 'caixa' }));
      else todo.push([field, value]);
    } else errors.push(pdfIssue('pdf_field_unknown', [name], { field: name }));
  }
  if (errors.length) return fail(errors);

  const ctx = doc.context;
  const dr = form.acroForm.dict.lookup(PDFName.of('DR'));
  const fonts = dr instanceof PDFDict ? dr.lookup(PDFName.of('Font')) : undefined;
  const fontRef = fonts instanceof PDFDict ? fonts.get(PDFName.of(FORM_FONT)) : undefined;
  if (!(fontRef instanceof PDFRef)) return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  const resources = ctx.obj({ Font: { [FORM_FONT]: fontRef } });
  const face = getFaces().regular;
  const missing: MissingGlyph[] = [];

  for (const [field, value] of todo) {
    if (field instanceof PDFTextField) {
      const text = value as string;
      if (text) field.acroField.setValue(PDFHexString.fromText(text));
      else field.acroField.removeValue();
      const look = lookOf(field);
      for (const widget of field.acroField.getWidgets()) {
        const r = rectOf(widget);
        if (typeof r === 'string') {
          errors.push(pdfIssue('pdf_field_malformed', [field.getName()], { field: field.getName(), reason: r }));
          continue;
        }
        const ap = textAppearance(face, text, r.width, r.height, look, missing);
        if (ap.truncated) {
          const tu = field.acroField.dict.lookup(PDFName.of('TU'));
          const label = tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : field.getName();
          warnings.push(pdfIssue('pdf_text_truncated', [field.getName()], { field: field.getName(), label, text }, 'warning'));
        }
        const stream = ctx.stream(ap.ops, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, r.width, r.height], Resources: resources });
        widget.dict.set(PDFName.of('AP'), ctx.obj({ N: ctx.register(stream) }));
      }
    } else {
      const on = value as boolean;
      for (const widget of field.acroField.getWidgets()) {
        const onName = widget.getOnValue() ?? PDFName.of('Yes');
        widget.setAppearanceState(on ? onName : PDFName.of('Off'));
        if (on) field.acroField.dict.set(PDFName.of('V'), onName);
      }
      if (!on) field.acroField.dict.set(PDFName.of('V'), PDFName.of('Off'));
    }
    form.markFieldAsClean(field.ref);
  }
  if (errors.length) return fail(errors);
  for (const m of missing) warnings.push(pdfIssue('pdf_glyph_missing', [], { ...m, font: 'Noto Sans' }, 'warning'));
  const out = await doc.save({ updateFieldAppearances: false, useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY });
  return ok(out, warnings);
}
