/**
 * Round trip: a ficha exported with its JSON document, edited in its form fields (the way a PDF
 * reader does, and with fillFichaPdf), imported back with the edits reported; and every kind of
 * bad PDF refused with a clear pt-BR issue, never a throw.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PDFDocument, PDFName } from 'pdf-lib';
import {
  blankFichaPdf,
  exportFichaPdf,
  fillFichaPdf,
  importPdf,
  readFichaFields,
  fichaFieldPath,
  parseFichaNumber,
  FICHA_PDF_INDEX_FILE,
} from '../../../src/export/pdf/index.js';
import { fail, issue, ok, type Result } from '../../../src/issues/index.js';
import { teoView } from './fixtures/teo.js';
import { pdfText, skipPoppler } from './poppler.js';

/** Stands in for the JSON exporter's loader (the lead wires the real one). */
interface Doc {
  schemaVersion: number;
  name: string;
}
const parseDoc = (json: unknown): Result<Doc> => {
  const d = json as Partial<Doc> | null;
  if (!d || typeof d !== 'object') return fail([issue('document_not_object', [], {}, 'O documento não é um objeto.')]);
  if (d.schemaVersion !== 1) {
    return fail([issue('document_unknown_version', ['schemaVersion'], { version: d.schemaVersion }, `Versão ${String(d.schemaVersion)} desconhecida.`)]);
  }
  return ok(d as Doc);
};
const teoDoc = { schemaVersion: 1, name: 'Téo' };
const documentText = JSON.stringify(teoDoc, null, 2);

async function teoPdf(): Promise<Uint8Array> {
  const r = await exportFichaPdf(teoView, { document: documentText });
  if (!r.ok) throw new Error('export failed');
  return r.value;
}

describe('importPdf — round trip', () => {
  it('an untouched ficha imports back with its document byte for byte and no differences', async () => {
    const r = await importPdf(await teoPdf(), { parse: parseDoc });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.document).toEqual(teoDoc);
    expect(r.value.differences).toEqual([]);
    expect(r.issues).toEqual([]);
    expect(r.value.fields['nome']).toBe('Téo');
    // the attachment is the exact text given
    const doc = await PDFDocument.load(await teoPdf());
    expect(doc.catalog.lookup(PDFName.of('Names'))).toBeDefined();
  });

  it('edits made with pdf-lib’s form API (as a PDF reader stores them) come back as differences, accents intact', async () => {
    const doc = await PDFDocument.load(await teoPdf());
    const form = doc.getForm();
    form.getTextField('pv.atual').setText('9');
    form.getTextField('conviccoes.1.texto').setText('Proteger os órfãos do Santuário');
    form.getTextField('lidas.1.inimigo').setText('Shina de Cobra');
    form.getCheckBox('sangue.1').check();
    form.getCheckBox('defesas.reflexos.treinada').uncheck();
    const edited = await doc.save();
    const r = await importPdf(edited, { parse: parseDoc });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.document).toEqual(teoDoc);
    const diffs = Object.fromEntries(r.value.differences.map((d) => [d.field, [d.before, d.after]]));
    expect(diffs).toEqual({
      'pv.atual': ['15', '9'],
      'defesas.reflexos.treinada': [true, false],
      'sangue.1': [false, true],
      'conviccoes.1.texto': ['', 'Proteger os órfãos do Santuário'],
      'lidas.1.inimigo': ['', 'Shina de Cobra'],
    });
    const pv = r.value.differences.find((d) => d.field === 'pv.atual')!;
    expect(pv.label).toBe('PV atuais');
    expect(pv.path).toEqual(['hp', 'current']);
    const edits = r.issues.filter((i) => i.code === 'pdf_field_edited');
    expect(edits).toHaveLength(5);
    expect(edits.every((i) => i.severity === 'warning')).toBe(true);
    expect(edits.map((i) => i.message)).toContain('O campo "PV atuais" foi editado no PDF: "15" → "9".');
    expect(edits.map((i) => i.message)).toContain('O campo "Sangue, terço 1" foi editado no PDF: "desmarcado" → "marcado".');
  });

  it('fillFichaPdf writes values in the embedded font (− and accents) and importPdf reports them', async () => {
    const filled = await fillFichaPdf(await teoPdf(), {
      'cosmo.atual': '4',
      'atributos.CAR.mod': '−2',
      'lidas.2.inimigo': 'Máscara da Morte',
      'lidas.2.tecnica': 'Ondas do Inferno',
      ferido: true,
      'armadura.resistencia.1': true,
    });
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    expect(filled.issues).toEqual([]);
    if (!skipPoppler) {
      const text = pdfText(filled.value).replace(/[ \t]+/g, ' ');
      expect(text).toContain('Máscara da Morte');
      expect(text).toContain('Ondas do Inferno');
      expect(text).toMatch(/\+0 \+2 −2/);
    }
    const r = await importPdf(filled.value, { parse: parseDoc });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.differences.map((d) => [d.field, d.after])).toEqual([
      ['atributos.CAR.mod', '−2'],
      ['cosmo.atual', '4'],
      ['ferido', true],
      ['armadura.resistencia.1', true],
      ['lidas.2.inimigo', 'Máscara da Morte'],
      ['lidas.2.tecnica', 'Ondas do Inferno'],
    ]);
  });

  it('fillFichaPdf refuses unknown fields and wrong value types', async () => {
    const r = await fillFichaPdf(await teoPdf(), { nada: 'x', ferido: 'sim', nome: true });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => [i.code, i.path[0]])).toEqual([
      ['pdf_field_unknown', 'nada'],
      ['pdf_field_wrong_type', 'ferido'],
      ['pdf_field_wrong_type', 'nome'],
    ]);
  });

  it('fillFichaPdf reports a character the font lacks and still writes the field', async () => {
    const r = await fillFichaPdf(await teoPdf(), { cicatrizes: '☐ ☐' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_glyph_missing']);
    const f = await readFichaFields(r.value);
    expect(f.ok && f.value.fields['cicatrizes']).toBe('☐ ☐');
  });

  it('a blank ficha filled in a reader is read with readFichaFields; importPdf says it carries no character', async () => {
    const filled = await fillFichaPdf(await blankFichaPdf(), { nome: 'Seiya', 'sangue.2': true });
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    const f = await readFichaFields(filled.value);
    expect(f.ok).toBe(true);
    if (f.ok) {
      expect(f.value.fields['nome']).toBe('Seiya');
      expect(f.value.fields['sangue.2']).toBe(true);
      expect(f.value.index.document).toBeNull();
    }
    const r = await importPdf(filled.value, { parse: parseDoc });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_blank_ficha']);
  });
});

/** Builds a PDF with arbitrary attachments, for the refusal tests. */
async function pdfWith(files: Record<string, string>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  for (const [name, text] of Object.entries(files)) await doc.attach(new TextEncoder().encode(text), name, { mimeType: 'application/json' });
  return doc.save();
}

const index = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'sangue-e-estrelas/ficha-pdf', version: 1, document: 'personagem.json', fields: {}, ...over });

describe('importPdf — refusals, with clear pt-BR messages', () => {
  it('garbage bytes: pdf_unreadable', async () => {
    const r = await importPdf(new TextEncoder().encode('isto não é um PDF'), { parse: parseDoc });
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.code).toBe('pdf_unreadable');
    expect(r.issues[0]?.message).toMatch(/^Estes bytes não são um PDF que se possa ler/);
  });

  it('not bytes at all: pdf_unreadable', async () => {
    const r = await importPdf('teo.pdf' as unknown as Uint8Array, { parse: parseDoc });
    expect(r.issues[0]?.code).toBe('pdf_unreadable');
  });

  it('a truncated ficha: refused, not thrown', async () => {
    const bytes = await teoPdf();
    const r = await importPdf(bytes.subarray(0, 2000), { parse: parseDoc });
    expect(r.ok).toBe(false);
    expect(['pdf_unreadable', 'pdf_not_a_ficha']).toContain(r.issues[0]?.code);
  });

  it('a PDF that is not a ficha: pdf_not_a_ficha', async () => {
    const r = await importPdf(await pdfWith({}), { parse: parseDoc });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_not_a_ficha']);
    expect(r.issues[0]?.message).toBe(
      'Este PDF não é uma ficha do Sangue e Estrelas: não traz o índice de campos (ficha-pdf.json) que o exportador embute.',
    );
  });

  it('an index of another format: pdf_not_a_ficha', async () => {
    const r = await importPdf(await pdfWith({ [FICHA_PDF_INDEX_FILE]: index({ format: 'outra-coisa' }) }), { parse: parseDoc });
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_not_a_ficha']);
  });

  it('a malformed index (not JSON): pdf_embedded_data_malformed', async () => {
    const r = await importPdf(await pdfWith({ [FICHA_PDF_INDEX_FILE]: '{ "format": ' }), { parse: parseDoc });
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_embedded_data_malformed']);
    expect(r.issues[0]?.message).toMatch(/^Os dados embutidos na ficha \(ficha-pdf\.json\) estão corrompidos: /);
  });

  it('an index with the wrong shape: pdf_embedded_data_malformed', async () => {
    const r = await importPdf(await pdfWith({ [FICHA_PDF_INDEX_FILE]: index({ fields: [1, 2] }) }), { parse: parseDoc });
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_embedded_data_malformed']);
  });

  it('an index of an unknown (newer) version: pdf_unknown_version', async () => {
    const r = await importPdf(await pdfWith({ [FICHA_PDF_INDEX_FILE]: index({ version: 7 }) }), { parse: parseDoc });
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_unknown_version']);
    expect(r.issues[0]?.message).toBe(
      'A ficha foi gerada por uma versão do exportador que esta não conhece (versão 7; esta lê até a 1). Atualize a biblioteca.',
    );
  });

  it('the character document missing or not JSON: pdf_embedded_data_malformed', async () => {
    const missing = await importPdf(await pdfWith({ [FICHA_PDF_INDEX_FILE]: index() }), { parse: parseDoc });
    expect(missing.issues.map((i) => i.code)).toEqual(['pdf_embedded_data_malformed']);
    const broken = await importPdf(await pdfWith({ [FICHA_PDF_INDEX_FILE]: index(), 'personagem.json': '{"schemaVersion": 1,' }), {
      parse: parseDoc,
    });
    expect(broken.issues.map((i) => i.code)).toEqual(['pdf_embedded_data_malformed']);
    expect(broken.issues[0]?.path).toEqual(['personagem.json']);
  });

  it('a document the loader rejects (unknown document version): pdf_embedded_document_rejected plus the loader’s issues', async () => {
    const r = await importPdf(
      await pdfWith({ [FICHA_PDF_INDEX_FILE]: index(), 'personagem.json': JSON.stringify({ schemaVersion: 99, name: 'Téo' }) }),
      { parse: parseDoc },
    );
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_embedded_document_rejected', 'document_unknown_version']);
    expect(r.issues[1]?.path).toEqual(['personagem.json', 'schemaVersion']);
  });

  it('a loader that throws is reported, not propagated', async () => {
    const r = await importPdf(await teoPdf(), {
      parse: () => {
        throw new Error('boom');
      },
    });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_embedded_document_rejected', 'pdf_embedded_data_malformed']);
  });

  it('a field deleted from the form is a warning, not an error', async () => {
    const doc = await PDFDocument.load(await teoPdf());
    doc.getForm().removeField(doc.getForm().getField('cicatrizes'));
    const r = await importPdf(await doc.save(), { parse: parseDoc });
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => [i.code, i.severity])).toEqual([['pdf_field_missing', 'warning']]);
  });

  it('never throws on random bytes, nor on a ficha with random bytes spliced in', async () => {
    const good = await teoPdf();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), fc.nat(good.length - 1), async (junk, at) => {
        const spliced = new Uint8Array(good);
        spliced.set(junk.subarray(0, Math.max(0, good.length - at)), at);
        for (const bytes of [junk, spliced]) {
          const r = await importPdf(bytes, { parse: parseDoc });
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('field names ↔ FichaView paths', () => {
  it('every field of the Téo’s ficha has a FichaView path', async () => {
    const f = await readFichaFields(await teoPdf());
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    const without = Object.keys(f.value.fields).filter((n) => fichaFieldPath(n) === undefined);
    expect(without).toEqual([]);
  });

  it('maps rows to list indexes', () => {
    expect(fichaFieldPath('tecnicas.11.rolagem')).toEqual(['techniques', 10, 'roll']);
    expect(fichaFieldPath('armadura.resistencia.12')).toEqual(['armor', 'resistencia', 11]);
    expect(fichaFieldPath('defesas.vontade.treinada')).toEqual(['trainedDefenses', 'vontade']);
    expect(fichaFieldPath('tecnicas.0.nome')).toBeUndefined();
  });

  it('parseFichaNumber reads what the ficha writes', () => {
    expect(parseFichaNumber('−1')).toBe(-1);
    expect(parseFichaNumber('-3')).toBe(-3);
    expect(parseFichaNumber('+0')).toBe(0);
    expect(parseFichaNumber(' 12 m')).toBe(12);
    expect(parseFichaNumber('')).toBeNull();
    expect(parseFichaNumber('1d10')).toBeUndefined();
  });
});

