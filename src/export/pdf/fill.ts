/**
 * Filling a ficha PDF programmatically, redrawing the values in the embedded font (pdf-lib's own
 * `setText` + `save()` would redraw them in Helvetica, which cannot write `−`).
 *
 * @module
 */
import { PDFName, PDFDict, PDFHexString, PDFRef, PDFString, PDFTextField, PDFCheckBox } from 'pdf-lib';
import { fail, ok, type Issue, type Result } from '../../issues/index.js';
import { pdfIssue } from './issues.js';
import { openFicha, type PdfBytes } from './read.js';
import { FORM_FONT, LOOK_KEY, textAppearance, type TextLook } from './fields.js';
import { getFaces, type MissingGlyph } from './fonts.js';
import type { FichaFieldName } from './field-names.js';

/**
 * Values to write into a ficha's fields: text for text fields, `true`/`false` for check boxes. The
 * sheet's own field names ({@link FichaFieldName}) autocomplete; any other name still compiles (and
 * is refused at run time with `pdf_field_unknown`).
 *
 * @example
 * ```ts
 * const values: FichaFieldValues = { 'pv.atual': '9', 'sangue.1': true, 'lidas.1.inimigo': 'Shina' };
 * ```
 */
export type FichaFieldValues = { readonly [K in FichaFieldName]?: string | boolean } & Readonly<Record<string, string | boolean>>;

function lookOf(field: PDFTextField): TextLook {
  const raw = field.acroField.dict.lookup(PDFName.of(LOOK_KEY));
  if (raw instanceof PDFString || raw instanceof PDFHexString) {
    try {
      const l = JSON.parse(raw.decodeText()) as TextLook;
      if (typeof l.size === 'number') return l;
    } catch {
      // fall through
    }
  }
  const da = field.acroField.getDefaultAppearance() ?? '';
  const m = /([\d.]+)\s+Tf/.exec(da);
  const size = m ? Number(m[1]) || 9 : 9;
  return { size, align: field.getAlignment() === 1 ? 'center' : 'left', multiline: field.isMultiline() };
}

/**
 * Writes values into the form fields of a ficha PDF (as a player would in a PDF reader) and redraws
 * them in the embedded font, accents and `−` included. The embedded index is left as it was, so
 * {@link importPdf} reports these values as edits.
 *
 * @param bytes - A ficha PDF (filled or blank).
 * @param values - Field name → text or check state.
 * @returns The new PDF, with `pdf_glyph_missing`/`pdf_text_truncated` warnings; or errors
 *   (`pdf_field_unknown`, `pdf_field_wrong_type`, `pdf_not_a_ficha`, `pdf_unreadable`…).
 * @example
 * ```ts
 * const r = await fillFichaPdf(pdf, { 'pv.atual': '9', 'sangue.1': true });
 * if (r.ok) await writeFile('teo-ferido.pdf', r.value);
 * ```
 */
export async function fillFichaPdf(bytes: PdfBytes, values: FichaFieldValues): Promise<Result<Uint8Array>> {
  const opened = await openFicha(bytes);
  if (!opened.ok) return fail(opened.issues);
  const { doc } = opened.value;
  let form;
  try {
    form = doc.getForm();
  } catch {
    return fail([pdfIssue('pdf_not_a_ficha', [], {})]);
  }
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const todo: Array<[PDFTextField, string] | [PDFCheckBox, boolean]> = [];
  for (const [name, value] of Object.entries(values)) {
    const field = form.getFieldMaybe(name);
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
        const r = widget.getRectangle();
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
  for (const m of missing) warnings.push(pdfIssue('pdf_glyph_missing', [], { ...m, font: 'Noto Sans' }, 'warning'));
  const out = await doc.save({ updateFieldAppearances: false, useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY });
  return ok(out, warnings);
}
