/**
 * The Cosmo Gaming sheet PDF, read the way a reader does: poppler's pdftotext finds the names with
 * their accents and the values; the AcroForm fields are listed with pdf-lib; the attached JSON
 * document reads back equal; bad input gives coded pt-BR issues, never a throw.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib';
import {
  COSMO_GAMING_PDF_DOCUMENT_FILE,
  FICHA_PDF_INDEX_FILE,
  blankCosmoGamingPdf,
  cosmoGamingFieldPath,
  exportCosmoGamingPdf,
  fillFichaPdf,
  importCosmoGamingPdf,
  importPdf,
  readFichaFields,
} from '../../../src/export/pdf/index.js';
import { embeddedFiles, readEmbedded } from '../../../src/export/pdf/read.js';
import { exportSheetJson, importSheetJson, type SheetDocument, type SheetInput } from '../../../src/cosmo-gaming/index.js';
import { pdfInfo, pdfText, renderPng, skipPoppler } from './poppler.js';

const examples = join(__dirname, '..', '..', '..', 'examples', 'cosmo-gaming');
const exampleText = (name: string) => readFileSync(join(examples, `${name}.json`), 'utf8');
const exampleDoc = (name: string): SheetDocument => JSON.parse(exampleText(name)) as SheetDocument;

/** A sheet with accents everywhere, a condition of each kind and a few ddn. */
const iacana: SheetInput = {
  name: 'Iaçanã Conceição',
  identidade: 'Pajé das Marés',
  history: 'Nasceu numa ilha que some na maré alta; conversa com as estrelas do sul.',
  characteristics: [
    { competencia: 'Navegação', subCompetencias: [{ name: 'Correntezas', validated: true }, { name: 'Constelações', validated: false }] },
    { competencia: 'Voz do Cosmo', subCompetencias: [] },
  ],
  ddn: [
    { value: 2, aspect: 'remar contra a maré' },
    { value: 1, aspect: 'histórias de pescador' },
  ],
  pontosDeSorte: 3,
  conditions: [
    { condition: 'dano', levels: 2 },
    { condition: 'distante', grade: 'dificil' },
    { condition: 'melhoria', x: 2, note: 'bênção da lua' },
  ],
  dyingFailures: 1,
};

async function pdfOf(sheet: SheetInput | SheetDocument, options: Parameters<typeof exportCosmoGamingPdf>[1] = {}): Promise<Uint8Array> {
  const r = await exportCosmoGamingPdf(sheet, options);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('\n'));
  return r.value;
}

/** pdftotext with runs of spaces collapsed, for searching. */
const flat = (s: string) => s.replace(/[ \t]+/g, ' ');

async function fieldsOf(bytes: Uint8Array): Promise<Record<string, string | boolean>> {
  const doc = await PDFDocument.load(bytes);
  const out: Record<string, string | boolean> = {};
  for (const f of doc.getForm().getFields()) {
    if (f instanceof PDFTextField) out[f.getName()] = f.getText() ?? '';
    else if (f instanceof PDFCheckBox) out[f.getName()] = f.isChecked();
  }
  return out;
}

async function attached(bytes: Uint8Array): Promise<Map<string, string>> {
  const doc = await PDFDocument.load(bytes);
  const dec = new TextDecoder();
  const files = embeddedFiles(doc);
  const out = new Map<string, string>();
  for (const k of files.keys()) {
    const r = await readEmbedded(files, k);
    if (r?.ok) out.set(k, dec.decode(r.value));
  }
  return out;
}

describe('exportCosmoGamingPdf — the example sheets (examples/cosmo-gaming/*.json)', () => {
  for (const name of ['lira', 'bruno']) {
    it(`${name}: one A4 page, no issues`, async () => {
      const r = await exportCosmoGamingPdf(exampleDoc(name));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.issues).toEqual([]);
      const doc = await PDFDocument.load(r.value);
      expect(doc.getPageCount()).toBe(1);
      const { width, height } = doc.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    });

    it(`${name}: the attached JSON document reads back equal to the example`, async () => {
      const files = await attached(await pdfOf(exampleDoc(name)));
      expect([...files.keys()].sort()).toEqual([FICHA_PDF_INDEX_FILE, COSMO_GAMING_PDF_DOCUMENT_FILE].sort());
      const text = files.get(COSMO_GAMING_PDF_DOCUMENT_FILE)!;
      const back = importSheetJson(text);
      const original = importSheetJson(exampleText(name));
      expect(back.ok && original.ok).toBe(true);
      if (!back.ok || !original.ok) return;
      expect(back.value).toEqual(original.value);
      // the text is the JSON export's, byte for byte
      const { sheet, campaign, module } = original.value;
      expect(text).toBe(exportSheetJson(sheet, { ...(campaign ? { campaign } : {}), ...(module ? { module } : {}) }));
    });
  }

  it.skipIf(skipPoppler)('pdftotext reads Lira’s values, her campaign and the printed labels', async () => {
    const text = flat(pdfText(await pdfOf(exampleDoc('lira'))));
    for (const s of [
      'Lira',
      'Cartógrafa',
      'Navegantes das estrelas',
      'Navegação',
      'Ocupacional',
      'Estrelas',
      'Lábia',
      'Mentir',
      'Fugiu da guilda com o mapa das estrelas que todos querem.',
      'navegação em tempestade',
      '+2',
      '−1',
    ]) {
      expect(text).toContain(s);
    }
    for (const s of ['COSMO GAMING', 'NOME', 'IDENTIDADE', 'CARACTERÍSTICAS', 'HISTÓRIA', 'PONTOS DE SORTE', 'DIFERENÇAS DE NÍVEL (ddn)', 'ASPECTO DA CENA', 'CONDIÇÕES', 'ANOTAÇÕES']) {
      expect(text).toContain(s);
    }
  });

  it.skipIf(skipPoppler)('prints the Mestre do Cosmo’s roll of each realism (seed 000 › A Rolagem dos Dados: 1d6+3, 2d6 ou 3d6-3)', async () => {
    const text = flat(pdfText(await pdfOf(exampleDoc('bruno'))));
    for (const s of ['Fantasioso 1d6+3', 'Ficcional 2d6', 'Realista 3d6−3']) expect(text).toContain(s);
  });

  it.skipIf(skipPoppler)('the title and language are set; the page renders to a PNG', async () => {
    const bytes = await pdfOf(exampleDoc('lira'));
    expect(pdfInfo(bytes)['Title']).toBe('Ficha de Lira — Cosmo Gaming');
    const png = renderPng(bytes, 1, 60);
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    // A4 at 60 dpi: 595.28 × 841.89 pt → 497 × 702 pixels (IHDR width and height)
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([497, 702]);
    expect(png.length).toBeGreaterThan(20_000);
  });
});

describe('exportCosmoGamingPdf — a name with accents', () => {
  const campaign = { tema: 'Marés do Cosmo', realism: 'realista' as const };

  it.skipIf(skipPoppler)('pdftotext reads the accented name and every value', async () => {
    const text = flat(pdfText(await pdfOf(iacana, { campaign })));
    for (const s of [
      'Iaçanã Conceição',
      'Pajé das Marés',
      'Marés do Cosmo',
      'Correntezas',
      'Constelações',
      'Voz do Cosmo',
      'remar contra a maré',
      'histórias de pescador',
      'Distante (projéteis difíceis)',
      'Melhoria 2 — bênção da lua',
      'Cosmo Gaming · Iaçanã Conceição · página 1 de 1',
    ]) {
      expect(text).toContain(s);
    }
  });

  it('the AcroForm fields hold the values (sorte, dano, ddn with its PEC bonus, conditions, realism)', async () => {
    const f = await fieldsOf(await pdfOf(iacana, { campaign }));
    expect(f).toMatchObject({
      nome: 'Iaçanã Conceição',
      identidade: 'Pajé das Marés',
      tema: 'Marés do Cosmo',
      modulo: '',
      'realismo.fantasioso': false,
      'realismo.ficcional': false,
      'realismo.realista': true,
      'caracteristicas.1.competencia': 'Navegação',
      'caracteristicas.1.area': '',
      'caracteristicas.1.sub.1.nome': 'Correntezas',
      'caracteristicas.1.sub.1.validada': true,
      'caracteristicas.1.sub.2.nome': 'Constelações',
      'caracteristicas.1.sub.2.validada': false,
      'caracteristicas.2.competencia': 'Voz do Cosmo',
      'caracteristicas.2.sub.1.nome': '',
      'caracteristicas.total': '4',
      'caracteristicas.combinado': '',
      historia: 'Nasceu numa ilha que some na maré alta; conversa com as estrelas do sul.',
      sorte: '3',
      dano: '2',
      'morrendo.falhas.1': true,
      'morrendo.falhas.2': false,
      'ddn.1.valor': '2',
      'ddn.1.aspecto': 'remar contra a maré',
      'ddn.2.valor': '1',
      'ddn.2.aspecto': 'histórias de pescador',
      'ddn.3.valor': '',
      'condicoes.1.nome': 'Distante (projéteis difíceis)',
      'condicoes.1.pec': '−2',
      'condicoes.2.nome': 'Melhoria 2 — bênção da lua',
      'condicoes.2.pec': '+2',
      'condicoes.3.nome': '',
      anotacoes: '',
    });
  });

  it('ddn 1 gives +2 in the PEC and +1 per point beyond the first (seed 000 › Piscina de Efeitos Cabíveis, Nível)', async () => {
    const f = await fieldsOf(await pdfOf(iacana));
    expect([f['ddn.1.pec'], f['ddn.2.pec']]).toEqual(['+3', '+2']);
  });

  it('each damage level and each condition adds −1 to the PEC (seed 000 › Condições: "Todas as condições aplicam -1 na PEC")', async () => {
    // Dano 2 (−2), Distante difícil (−2), Melhoria 2 (+2)
    const f = await fieldsOf(await pdfOf(iacana));
    expect(f['condicoes.pec']).toBe('−2');
  });

  it('a sheet without conditions has 0 in the PEC of its conditions (seed 000 › Piscina de Efeitos Cabíveis: "A PEC possui valor 0")', async () => {
    const f = await fieldsOf(await pdfOf(exampleDoc('bruno')));
    expect([f['condicoes.pec'], f['dano'], f['condicoes.1.nome']]).toEqual(['0', '0', '']);
  });

  it('three boxes of failures while morrendo (seed 000 › Condições: "Caso falhe 3 vezes, o personagem está morto")', async () => {
    const names = Object.keys(await fieldsOf(await pdfOf(iacana))).filter((n) => n.startsWith('morrendo.falhas.'));
    expect(names).toEqual(['morrendo.falhas.1', 'morrendo.falhas.2', 'morrendo.falhas.3']);
  });

  it('the area of each competência comes from the Mestre’s module', async () => {
    const f = await fieldsOf(await pdfOf(exampleDoc('lira')));
    expect([f['caracteristicas.1.area'], f['caracteristicas.2.area'], f['modulo'], f['caracteristicas.combinado']]).toEqual([
      'Ocupacional',
      'Social',
      'Navegantes',
      '4',
    ]);
  });

  it('lists every field of the sheet, as text fields and check boxes', async () => {
    const doc = await PDFDocument.load(await pdfOf(iacana));
    const fields = doc.getForm().getFields();
    const kinds = new Map(fields.map((f) => [f.getName(), f instanceof PDFCheckBox ? 'caixa' : f instanceof PDFTextField ? 'texto' : 'outro']));
    expect([...kinds.values()].filter((k) => k === 'outro')).toEqual([]);
    for (const [name, kind] of [
      ['nome', 'texto'],
      ['identidade', 'texto'],
      ['historia', 'texto'],
      ['sorte', 'texto'],
      ['dano', 'texto'],
      ['anotacoes', 'texto'],
      ['condicoes.pec', 'texto'],
      ['caracteristicas.6.sub.3.nome', 'texto'],
      ['caracteristicas.6.sub.3.validada', 'caixa'],
      ['ddn.8.aspecto', 'texto'],
      ['condicoes.8.nome', 'texto'],
      ['realismo.ficcional', 'caixa'],
      ['morrendo.falhas.3', 'caixa'],
    ] as const) {
      expect(kinds.get(name), name).toBe(kind);
    }
    // every text field has a pt-BR label (the tooltip a reader shows)
    const r = await readFichaFields(await pdfOf(iacana));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.labels['sorte']).toBe('Pontos de sorte');
    expect(r.value.labels['ddn.1.aspecto']).toBe('ddn 1: aspecto da cena');
    expect(Object.keys(r.value.fields).length).toBe(fields.length);
  });

  it('a pasted ★ is drawn as "*" and reported (pdf_glyph_missing); the field keeps it', async () => {
    const r = await exportCosmoGamingPdf({ ...iacana, name: 'Iaçanã ★' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.issues.map((i) => [i.code, i.severity])).toEqual([['pdf_glyph_missing', 'warning']]);
    expect(r.issues[0]!.message).toContain('U+2605');
    expect((await fieldsOf(r.value))['nome']).toBe('Iaçanã ★');
  });

  it('the same sheet gives the same bytes (no date unless asked)', async () => {
    const a = await pdfOf(iacana);
    const b = await pdfOf(iacana);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe('exportCosmoGamingPdf — long lists stay on one page', () => {
  const long: SheetInput = {
    ...iacana,
    characteristics: Array.from({ length: 12 }, (_, i) => ({
      competencia: `Competência ${i + 1}`,
      subCompetencias: Array.from({ length: i % 5 }, (_, j) => ({ name: `Sub ${i + 1}.${j + 1}`, validated: true })),
    })),
    ddn: Array.from({ length: 15 }, (_, i) => ({ value: 1, aspect: `aspecto ${i + 1}` })),
    conditions: Array.from({ length: 14 }, (_, i) => ({ condition: `c${i + 1}`, label: `Condição ${i + 1}` })),
  };

  it('one page; the last row holds the rest, and no entry is lost from the fields', async () => {
    const r = await exportCosmoGamingPdf(long);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect((await PDFDocument.load(r.value)).getPageCount()).toBe(1);
    const f = await fieldsOf(r.value);
    expect(f['caracteristicas.10.competencia']).toBe('Competência 10 · Competência 11 · Competência 12');
    expect(f['caracteristicas.11.competencia']).toBeUndefined();
    expect(f['ddn.12.aspecto']).toBe('aspecto 12 · aspecto 13 · aspecto 14 · aspecto 15');
    expect(f['condicoes.12.nome']).toBe('Condição 12 · Condição 13 · Condição 14');
    // text cut on the page is reported, never silently dropped
    for (const i of r.issues) expect(['pdf_text_truncated']).toContain(i.code);
  });
});

describe('exportCosmoGamingPdf — bad input gives coded pt-BR issues, never a throw', () => {
  it('a sheet without a name or Identidade', async () => {
    const r = await exportCosmoGamingPdf({ name: '', identidade: '', history: 'x', characteristics: [] });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.path.join('.'))).toEqual(['name', 'identidade']);
    for (const i of r.issues) {
      expect(i.code).toMatch(/^schema_/);
      expect(i.severity).toBe('error');
    }
  });

  it('not a sheet at all', async () => {
    for (const bad of [null, 42, 'Lira', [], undefined]) {
      const r = await exportCosmoGamingPdf(bad as unknown as SheetInput);
      expect(r.ok).toBe(false);
      expect(r.issues.length).toBeGreaterThan(0);
      expect(r.issues[0]!.message.length).toBeGreaterThan(0);
    }
  });

  it('a sheet that does not match the Mestre’s module (cosmo_characteristic_total_mismatch, seed 000 › Criação de Módulos de Características)', async () => {
    const lira = exampleDoc('lira');
    const r = await exportCosmoGamingPdf(lira.sheet, { module: { ...lira.module!, totalCharacteristics: 6 } });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toEqual(['cosmo_characteristic_total_mismatch']);
    expect(r.issues[0]!.message).toBe(
      'A ficha tem 4 competências e sub-competências somadas, mas o total combinado com o Mestre do Cosmo é 6.',
    );
  });

  it('a document of another format, or with a bad campaign', async () => {
    const wrong = await exportCosmoGamingPdf({ ...exampleDoc('lira'), format: 'outra' } as unknown as SheetDocument);
    expect(wrong.issues.map((i) => i.code)).toEqual(['cosmo_document_wrong_format']);
    const badCampaign = await exportCosmoGamingPdf(iacana, { campaign: { tema: 'x', realism: 'épico' } as never });
    expect(badCampaign.ok).toBe(false);
    expect(badCampaign.issues[0]!.path[0]).toBe('campaign');
  });

  it('a sub-competência not yet validated is a warning that comes with the PDF', async () => {
    const lira = exampleDoc('lira');
    const sheet = { ...lira.sheet, characteristics: [{ ...lira.sheet.characteristics[0]!, subCompetencias: [{ name: 'Estrelas', validated: false }] }, lira.sheet.characteristics[1]!] };
    const r = await exportCosmoGamingPdf({ ...lira, sheet });
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => [i.code, i.severity, i.path.join('.')])).toEqual([
      ['cosmo_sub_competencia_not_validated', 'warning', 'sheet.characteristics.0.subCompetencias.0'],
    ]);
  });
});

describe('back from the PDF', () => {
  it('an untouched sheet imports back with its document and no differences', async () => {
    const r = await importCosmoGamingPdf(await pdfOf(exampleDoc('lira')));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const original = importSheetJson(exampleText('lira'));
    expect(original.ok && r.value.document).toEqual(original.ok ? original.value : null);
    expect(r.value.differences).toEqual([]);
    expect(r.issues).toEqual([]);
  });

  it('fillFichaPdf edits a Cosmo Gaming sheet; the edits come back with paths into the sheet document', async () => {
    const filled = await fillFichaPdf(await pdfOf(exampleDoc('lira')), { sorte: '2', 'ddn.2.aspecto': 'duelos de espada', 'morrendo.falhas.1': true });
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    const r = await importCosmoGamingPdf(filled.value);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.differences.map((d) => [d.field, d.before, d.after, d.path])).toEqual([
      ['sorte', '1', '2', ['sheet', 'pontosDeSorte']],
      ['morrendo.falhas.1', false, true, ['sheet', 'dyingFailures']],
      ['ddn.2.aspecto', '', 'duelos de espada', ['sheet', 'ddn', 1, 'aspect']],
    ]);
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_field_edited', 'pdf_field_edited', 'pdf_field_edited']);
  });

  it('the ficha importer refuses a Cosmo Gaming sheet through its parse, and the reverse', async () => {
    const viaFicha = await importPdf(await pdfOf(exampleDoc('bruno')), { parse: () => ({ ok: false, issues: [] }) as never });
    expect(viaFicha.issues[0]?.code).toBe('pdf_embedded_document_rejected');
    const notPdf = await importCosmoGamingPdf(new TextEncoder().encode('isto não é um PDF'));
    expect(notPdf.issues.map((i) => i.code)).toEqual(['pdf_unreadable']);
  });

  it('a blank sheet has every box empty and carries no document (pdf_blank_ficha)', async () => {
    const blank = await blankCosmoGamingPdf();
    expect((await PDFDocument.load(blank)).getPageCount()).toBe(1);
    const f = await fieldsOf(blank);
    expect(Object.values(f).every((v) => v === '' || v === false)).toBe(true);
    expect(Object.keys(f)).toContain('caracteristicas.6.sub.3.nome');
    expect(Object.keys(f)).toContain('condicoes.8.nome');
    expect([...(await attached(blank)).keys()]).toEqual([FICHA_PDF_INDEX_FILE]);
    const r = await importCosmoGamingPdf(blank);
    expect(r.issues.map((i) => i.code)).toEqual(['pdf_blank_ficha']);
  });
});

describe('cosmoGamingFieldPath', () => {
  it.each([
    ['nome', ['sheet', 'name']],
    ['identidade', ['sheet', 'identidade']],
    ['historia', ['sheet', 'history']],
    ['sorte', ['sheet', 'pontosDeSorte']],
    ['tema', ['campaign', 'tema']],
    ['realismo.realista', ['campaign', 'realism']],
    ['modulo', ['module', 'name']],
    ['caracteristicas.combinado', ['module', 'totalCharacteristics']],
    ['caracteristicas.3.competencia', ['sheet', 'characteristics', 2, 'competencia']],
    ['caracteristicas.1.sub.2.nome', ['sheet', 'characteristics', 0, 'subCompetencias', 1, 'name']],
    ['caracteristicas.1.sub.2.validada', ['sheet', 'characteristics', 0, 'subCompetencias', 1, 'validated']],
    ['ddn.4.valor', ['sheet', 'ddn', 3, 'value']],
    ['ddn.4.aspecto', ['sheet', 'ddn', 3, 'aspect']],
    ['morrendo.falhas.2', ['sheet', 'dyingFailures']],
    ['dano', ['sheet', 'conditions']],
    ['condicoes.2.nome', ['sheet', 'conditions']],
  ] as const)('%s → %j', (field, path) => {
    expect(cosmoGamingFieldPath(field)).toEqual(path);
  });

  it.each(['ddn.1.pec', 'condicoes.1.pec', 'condicoes.pec', 'caracteristicas.total', 'caracteristicas.1.area', 'anotacoes', 'ddn.0.valor', 'realismo.epico', 'nada'])(
    '%s (derived, notes or unknown) has no path',
    (field) => {
      expect(cosmoGamingFieldPath(field)).toBeUndefined();
    },
  );

  it('every field of the sheet is either mapped or one of the derived boxes and notes', async () => {
    const names = Object.keys(await fieldsOf(await pdfOf(iacana)));
    const unmapped = names.filter((n) => cosmoGamingFieldPath(n) === undefined);
    for (const n of unmapped) expect(n).toMatch(/^(anotacoes|caracteristicas\.total|caracteristicas\.\d+\.area|ddn\.\d+\.pec|condicoes\.(\d+\.)?pec)$/);
  });
});
