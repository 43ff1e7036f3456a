/**
 * The PDF ficha, checked the way a reader sees it: poppler's pdftotext finds the names with their
 * accents and the numbers; the form fields are listed with pdf-lib; the pages are counted.
 */
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFTextField, PDFCheckBox } from 'pdf-lib';
import {
  blankFichaPdf,
  blankFichaView,
  exportFichaPdf,
  readFichaFields,
  FICHA_PDF_FORMAT,
  FICHA_PDF_VERSION,
  type FichaView,
} from '../../../src/export/pdf/index.js';
import { teoView } from './fixtures/teo.js';
import { longView } from './fixtures/long.js';
import { pdfFonts, pdfInfo, pdfText, renderPng, skipPoppler } from './poppler.js';

async function render(view: FichaView, document?: object | string): Promise<Uint8Array> {
  const r = await exportFichaPdf(view, document === undefined ? {} : { document });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('\n'));
  return r.value;
}

/** pdftotext with runs of spaces collapsed, for searching. */
const flat = (s: string) => s.replace(/[ \t]+/g, ' ');

describe('exportFichaPdf — the Téo (tables/14-ficha.md › a ficha do Téo de Lince)', () => {
  it('is one A4 page, with no warnings', async () => {
    const r = await exportFichaPdf(teoView);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.issues).toEqual([]);
    const doc = await PDFDocument.load(r.value);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it.skipIf(skipPoppler)('pdftotext reads the names with their accents and every section of the Modelo de ficha', async () => {
    const text = flat(pdfText(await render(teoView)));
    for (const s of [
      'Téo',
      'Atena',
      'Bronze',
      'Lince',
      'garras',
      'Sabedoria',
      'O Orfanato',
      'Briga de Rua: Iniciativa 1d20 + 4',
      'Furtividade (treino)',
      'Enganação (treino)',
      'Percepção',
      'Intuição',
      'Garra que Rasga o Céu',
      'Olhos do Lince',
      'Golpe (DES)',
      'Cosmo (SAB)',
      '1d20 + 4 contra a DEF',
      '2d8 + 2',
      'Cortante',
      'um punhado de ervas medicinais',
      'Gatilho: um inimigo a até 6 m declara um ataque.',
    ]) {
      expect(text).toContain(s);
    }
    // the printed labels of the book's Modelo de ficha, section by section
    for (const s of [
      'NOME',
      'EXÉRCITO',
      'POSTO',
      'CONSTELAÇÃO',
      'ACESSÓRIO',
      'NÍVEL',
      'ATRIBUTO DO COSMO',
      'PROFICIÊNCIA',
      'GRAU',
      'PV',
      'DEF',
      'INICIATIVA',
      'MOVIMENTO',
      'FORTITUDE',
      'REFLEXOS',
      'VONTADE',
      'COSMO',
      'TETO',
      'SENTIDO',
      'Sexto',
      'Sétimo',
      'Oitavo',
      'Nono',
      'ELO DIVINO',
      'SENTIDOS',
      'Tato',
      'Paladar',
      'Olfato',
      'Audição',
      'Visão',
      'SANGUE',
      'CENTELHAS',
      'CICATRIZES',
      'CANSAÇO',
      'FERIDO',
      'GLÓRIA',
      'RELÍQUIAS EM SINTONIA',
      'ARMADURA',
      'VERSÃO',
      'ACERTO',
      'TRAÇO',
      'RESISTÊNCIA',
      'FORMAS',
      'ELMO',
      'CARACTERÍSTICAS',
      'TREINO',
      'LIÇÃO',
      'gasta',
      'PERÍCIAS',
      'GOLPE COMUM',
      'TÉCNICAS',
      'LIDAS POR MIM',
    ]) {
      expect(text).toContain(s);
    }
  });

  it.skipIf(skipPoppler)('pdftotext reads the numbers of the printed ficha: attributes, modifiers with −, PV, DEF, defenses', async () => {
    const text = flat(pdfText(await render(teoView)));
    // FOR 12 (+1) · DES 15 (+2) · CON 13 (+1) · INT 10 (+0) · SAB 14 (+2) · CAR 8 (−1)
    expect(text).toMatch(/12 15 13 10 14 8/);
    expect(text).toMatch(/\+1 \+2 \+1 \+0 \+2 −1/);
    // PV 15 / 15, DEF 14, Iniciativa +4, Movimento 12 m
    expect(text).toMatch(/15 \/ 15 14 \+4 12 m/);
    // Fortitude 15, Reflexos 18, Vontade 18
    expect(text).toMatch(/15 18 18/);
    // Cosmo inicial 2, Teto 5; Glória 0 de 3; golpe comum +4, 1d10 + 2
    expect(text).toMatch(/2 5 2/);
    expect(text).toMatch(/0 de 3/);
    expect(text).toMatch(/\+4 para acertar dano 1d10 \+ 2/);
  });

  it.skipIf(skipPoppler)('embeds Noto Sans (not a standard 14 font) with a ToUnicode map', async () => {
    const fonts = pdfFonts(await render(teoView));
    expect(fonts).toMatch(/NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(fonts).toMatch(/NotoSans-Bold\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it.skipIf(skipPoppler)('has a title and the language set', async () => {
    const info = pdfInfo(await render(teoView));
    expect(info['Title']).toBe('Ficha de Téo — Sangue e Estrelas');
    expect(info['Pages']).toBe('1');
    expect(info['Page size']).toMatch(/595\.28 x 841\.89/);
  });

  it.skipIf(skipPoppler)('renders to PNG with pdftoppm (poppler draws the embedded fonts and every page)', async () => {
    const bytes = await render(teoView);
    const png = renderPng(bytes, 1, 30);
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    // A4 at 30 dpi: 595.28 × 841.89 pt → 249 × 351 pixels, rounded up (IHDR width and height)
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([249, 351]);
    // a page with the sheet drawn on it compresses far worse than a blank one
    expect(png.length).toBeGreaterThan(8000);
  });

  it('the same ficha gives the same bytes (no date unless asked)', async () => {
    const a = await render(teoView, { a: 1 });
    const b = await render(teoView, { a: 1 });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('stays under 400 KB with the embedded fonts', async () => {
    const bytes = await render(teoView, { nome: 'Téo' });
    expect(bytes.length).toBeLessThan(400 * 1024);
  });
});

describe('exportFichaPdf — form fields', () => {
  it('lists the writable boxes as AcroForm fields with sensible names, values and labels', async () => {
    const doc = await PDFDocument.load(await render(teoView));
    const form = doc.getForm();
    const names = form.getFields().map((f) => f.getName());
    for (const n of [
      'nome',
      'exercito',
      'posto',
      'constelacao',
      'acessorio',
      'nivel',
      'atributos.FOR.valor',
      'atributos.CAR.mod',
      'atributoDoCosmo',
      'proficiencia',
      'grau',
      'pv.atual',
      'pv.max',
      'def',
      'iniciativa',
      'movimento',
      'defesas.fortitude.valor',
      'defesas.reflexos.treinada',
      'cosmo.inicial',
      'cosmo.teto',
      'cosmo.atual',
      'sentido.sexto',
      'eloDivino',
      'sentidos.audicao',
      'sangue.3',
      'centelhas.3',
      'cicatrizes',
      'cansaco.4',
      'ferido',
      'gloria.atual',
      'gloria.max',
      'reliquias',
      'armadura.nome',
      'armadura.versao',
      'armadura.def',
      'armadura.acerto',
      'armadura.traco',
      'armadura.resistencia.4',
      'armadura.formas',
      'armadura.elmo',
      'armadura.caracteristicas',
      'treino',
      'licao',
      'conviccoes.3.texto',
      'conviccoes.3.gasta',
      'pericias.1.nome',
      'pericias.1.bonus',
      'golpeComum.acerto',
      'golpeComum.dado',
      'golpeComum.bonusDano',
      'tecnicas.1.nome',
      'tecnicas.1.natureza',
      'tecnicas.1.tamanho',
      'tecnicas.1.custo',
      'tecnicas.1.grau',
      'tecnicas.1.rolagem',
      'tecnicas.1.dano',
      'tecnicas.1.detalhes',
      'lidas.1.inimigo',
      'lidas.1.tecnica',
      'itens',
    ]) {
      expect(names).toContain(n);
    }
    expect(new Set(names).size).toBe(names.length);
    // the Téo's armor has Resistência 4: four boxes, no fifth
    expect(names).not.toContain('armadura.resistencia.5');
    const text = (n: string) => (form.getField(n) as PDFTextField).getText() ?? '';
    const box = (n: string) => (form.getField(n) as PDFCheckBox).isChecked();
    expect(text('nome')).toBe('Téo');
    expect(text('atributos.CAR.valor')).toBe('8');
    expect(text('atributos.CAR.mod')).toBe('−1');
    expect(text('pv.max')).toBe('15');
    expect(text('def')).toBe('14');
    expect(text('proficiencia')).toBe('+2');
    expect(text('pericias.2.nome')).toBe('Enganação (treino)');
    expect(text('tecnicas.1.nome')).toBe('Garra que Rasga o Céu');
    expect(box('defesas.reflexos.treinada')).toBe(true);
    expect(box('defesas.fortitude.treinada')).toBe(false);
    expect(box('sentido.sexto')).toBe(true);
    expect(box('sangue.1')).toBe(false);
  });

  it('check boxes are ticked when marked', async () => {
    const doc = await PDFDocument.load(await render(longView));
    const form = doc.getForm();
    const box = (n: string) => form.getCheckBox(n).isChecked();
    expect([1, 2, 3].map((i) => box(`sangue.${i}`))).toEqual([true, false, false]);
    expect([1, 2, 3].map((i) => box(`centelhas.${i}`))).toEqual([true, true, false]);
    expect([1, 2, 3, 4].map((i) => box(`cansaco.${i}`))).toEqual([true, true, false, false]);
    expect(box('ferido')).toBe(true);
    expect(box('sentidos.visao')).toBe(true);
    expect(box('sentidos.tato')).toBe(false);
    expect(box('sentido.setimo')).toBe(true);
    expect(box('sentido.sexto')).toBe(false);
    expect(box('armadura.elmo')).toBe(true);
    expect(box('armadura.resistencia.3')).toBe(true);
    expect(box('armadura.resistencia.4')).toBe(false);
    expect(box('conviccoes.1.gasta')).toBe(true);
  });

  it('every field carries a pt-BR label (tooltip) and the values are in the embedded index', async () => {
    const r = await readFichaFields(await render(teoView, { x: 1 }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.labels['pv.atual']).toBe('PV atuais');
    expect(r.value.labels['sentidos.audicao']).toBe('Sentido perdido: Audição');
    expect(r.value.index.format).toBe(FICHA_PDF_FORMAT);
    expect(r.value.index.version).toBe(FICHA_PDF_VERSION);
    expect(r.value.index.document).toBe('personagem.json');
    expect(r.value.index.fields).toEqual(r.value.fields);
  });
});

describe('exportFichaPdf — a second page when the content does not fit', () => {
  it('11 techniques and 30 Lidas: two pages, every technique and Lida in its field', async () => {
    const bytes = await render(longView);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    const form = doc.getForm();
    for (let i = 0; i < 11; i++) expect(form.getTextField(`tecnicas.${i + 1}.nome`).getText()).toBe(longView.techniques[i]!.name);
    for (let i = 0; i < 30; i++) expect(form.getTextField(`lidas.${i + 1}.inimigo`).getText()).toBe(longView.lidas[i]!.enemy);
    // room to write more by hand after the last one
    expect(form.getTextField('tecnicas.13.nome').getText()).toBeUndefined();
  });

  it.skipIf(skipPoppler)('pdftotext finds technique 11 and Lida 30 on page 2, with the typography intact', async () => {
    const bytes = await render(longView);
    const p1 = flat(pdfText(bytes, 1));
    const p2 = flat(pdfText(bytes, 2));
    expect(p1).toContain('Pó de Diamante');
    expect(p1).toContain('Hyôga Ñandú Ærøskøbing');
    expect(p1).toContain('O zero absoluto: −273 °C');
    expect(p1).toContain('Nunca abandonar um amigo — nem no Cocytos.');
    expect(p1).toContain('Proteger Atena × qualquer deus.');
    expect(p1).toContain('Leve · Espelhada · Constelação viva');
    expect(p2).toContain('Tesouro do Céu');
    expect(p2).toContain('Lâmina Sagrada — Excalibur');
    expect(p2).toContain('Golpe Fantasma 30');
    expect(p2).toContain('CONTINUAÇÃO');
    expect(p2).toContain('página 2 de 2');
  });

  it('a very long Lidas list alone also flows onto more pages', async () => {
    const view: FichaView = {
      ...teoView,
      lidas: Array.from({ length: 60 }, (_, i) => ({ enemy: `Soldado ${i + 1}`, technique: `Golpe ${i + 1}` })),
    };
    const doc = await PDFDocument.load(await render(view));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getForm().getTextField('lidas.60.tecnica').getText()).toBe('Golpe 60');
  });

  it('40 techniques (the most the view accepts) still fit, on three pages', async () => {
    const view: FichaView = {
      ...teoView,
      techniques: Array.from({ length: 40 }, (_, i) => ({ ...teoView.techniques[0]!, name: `Técnica ${i + 1}` })),
    };
    const doc = await PDFDocument.load(await render(view));
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getForm().getTextField('tecnicas.40.nome').getText()).toBe('Técnica 40');
  });
});

describe('exportFichaPdf — characters the font lacks and text too long', () => {
  it('never crashes on a character the font lacks: substitutes it and reports it', async () => {
    const view: FichaView = { ...teoView, name: 'Téo ☐ ✓ 漢 😀', eloDivino: 'Atena → Zeus' };
    const r = await exportFichaPdf(view);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const codes = r.issues.map((i) => [i.code, i.params['codePoint'], i.severity]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['pdf_glyph_missing', 'U+2610', 'warning'],
        ['pdf_glyph_missing', 'U+2713', 'warning'],
        ['pdf_glyph_missing', 'U+6F22', 'warning'],
        ['pdf_glyph_missing', 'U+1F600', 'warning'],
        ['pdf_glyph_missing', 'U+2192', 'warning'],
      ]),
    );
    expect(r.issues.find((i) => i.params['codePoint'] === 'U+2610')?.message).toBe(
      'O caractere "☐" (U+2610) não existe na fonte da ficha (Noto Sans); foi desenhado como "[ ]".',
    );
    // the field keeps the real text
    const doc = await PDFDocument.load(r.value);
    expect(doc.getForm().getTextField('nome').getText()).toBe('Téo ☐ ✓ 漢 😀');
    if (!skipPoppler) expect(flat(pdfText(r.value))).toContain('Atena -> Zeus');
  });

  it('shrinks long text to fit, and reports text that still does not fit (the field keeps it all)', async () => {
    const long = 'Uma descrição muito longa '.repeat(30).trim();
    const view: FichaView = { ...teoView, techniques: [{ ...teoView.techniques[0]!, details: long }] };
    const r = await exportFichaPdf(view);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = r.issues.find((i) => i.code === 'pdf_text_truncated');
    expect(t?.path).toEqual(['tecnicas.1.detalhes']);
    expect(t?.severity).toBe('warning');
    const doc = await PDFDocument.load(r.value);
    expect(doc.getForm().getTextField('tecnicas.1.detalhes').getText()).toBe(long);
  });
});

describe('exportFichaPdf — bad input is a value, not a crash', () => {
  it('an invalid view gives coded pt-BR issues', async () => {
    const r = await exportFichaPdf({ ...teoView, level: 'um' } as unknown as FichaView);
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.code).toBe('schema_invalid_type');
    expect(r.issues[0]?.path).toEqual(['level']);
  });

  it('a document that is not JSON is refused with pdf_document_not_json', async () => {
    const r = await exportFichaPdf(teoView, { document: '{ nome: Téo' });
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.code).toBe('pdf_document_not_json');
  });

  it('a document that cannot be serialised (a cycle) is refused, not thrown', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const r = await exportFichaPdf(teoView, { document: cyclic });
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.code).toBe('pdf_document_not_json');
  });
});

describe('blankFichaPdf', () => {
  it('is one page of empty fields, with the book’s boxes (3 Sangue, 3 Centelhas, 4 Cansaço, 12 Resistência)', async () => {
    const doc = await PDFDocument.load(await blankFichaPdf());
    expect(doc.getPageCount()).toBe(1);
    const form = doc.getForm();
    const fields = form.getFields();
    for (const f of fields) {
      if (f instanceof PDFTextField) expect(f.getText() ?? '').toBe('');
      if (f instanceof PDFCheckBox) expect(f.isChecked()).toBe(false);
    }
    const names = fields.map((f) => f.getName());
    expect(names.filter((n) => n.startsWith('sangue.'))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('centelhas.'))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('cansaco.'))).toHaveLength(4);
    expect(names.filter((n) => n.startsWith('armadura.resistencia.'))).toHaveLength(12);
    expect(names.filter((n) => /^conviccoes\.\d\.texto$/.test(n))).toHaveLength(3);
  });

  it('with continuationPage: a second page of empty technique and Lida rows', async () => {
    const doc = await PDFDocument.load(await blankFichaPdf({ continuationPage: true }));
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getForm().getFieldMaybe('tecnicas.12.nome')).toBeDefined();
    expect(doc.getForm().getFieldMaybe('lidas.40.inimigo')).toBeDefined();
  });

  it.skipIf(skipPoppler)('prints the labels and no values', async () => {
    const text = flat(pdfText(await blankFichaPdf()));
    expect(text).toContain('FICHA DE PERSONAGEM');
    expect(text).toContain('RELÍQUIAS EM SINTONIA');
    expect(text).not.toMatch(/\d{2}/);
  });

  it('a blank view renders the same boxes as blankFichaPdf', async () => {
    const a = await PDFDocument.load(await blankFichaPdf());
    const b = await PDFDocument.load(await render(blankFichaView()));
    expect(b.getForm().getFields().map((f) => f.getName())).toEqual(a.getForm().getFields().map((f) => f.getName()));
  });
});
