/**
 * Issue #12 §2: anything valid must export. A legal character's texts reach the schema's limit
 * (`CHARACTER_LIMITS.text`, 4,000 characters: name, Convicções, items, the Elo Divino, a
 * technique's description); the ficha view used to cap its boxes at 2,000 and refuse the export.
 * Now the view takes them, each box shows what fits, and the "textos completos" pages print every
 * cut text whole (the form field keeps it all as well).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHARACTER_LIMITS, characterDocument, deriveFicha, saveDocument, validateWarrior, type Warrior } from '../../../src/index.js';
import { exportFichaPdf, fichaViewFromFicha, FICHA_TEXT_MAX, parseFichaView, readFichaFields, type FichaView } from '../../../src/export/pdf/index.js';
import { renderFicha } from '../../../src/export/pdf/render.js';
import { pdfText, skipPoppler } from './poppler.js';

const L = CHARACTER_LIMITS.text;
/** `n` characters of distinct words (`tag0 tag1 …`), so each word can be found on the page. */
function words(tag: string, n: number): string {
  let s = '';
  for (let i = 0; ; i++) {
    const w = `${tag}${i}`;
    if (s.length + w.length + 1 > n) break;
    s += (s ? ' ' : '') + w;
  }
  return s.padEnd(n, 'z');
}

function longTeo(): { w: Warrior; view: FichaView; texts: Record<'nome' | 'eloDivino' | 'cicatrizes' | 'item' | 'detalhes', string> } {
  const teo = JSON.parse(readFileSync(new URL('../../../examples/teo.json', import.meta.url), 'utf8'));
  teo.name = words('nome', L);
  teo.conviccoes = teo.conviccoes.map((c: string, i: number) => `${c} ${words(`conv${i}w`, L - c.length - 1)}`);
  teo.items = [words('item', L), 'y'.repeat(L)]; // a 4,000-letter word: broken between characters
  teo.details = { ...teo.details, eloDivino: words('elo', L) };
  teo.techniques[0].description = words('desc', L);
  const r = validateWarrior(teo);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const w = r.value;
  const view = fichaViewFromFicha(deriveFicha(w), { techniqueDetails: { [w.techniques[0]!.id]: w.techniques[0]!.description ?? '' }, cicatrizes: words('cic', L) });
  return { w, view, texts: { nome: teo.name, eloDivino: teo.details.eloDivino, cicatrizes: view.cicatrizes, item: teo.items[0], detalhes: teo.techniques[0].description } };
}

describe('a legal character with 4,000-character texts exports to PDF (issue #12 §2)', () => {
  const { w, view, texts } = longTeo();

  it('the character is valid and every text is at the schema limit', () => {
    expect(w.name).toHaveLength(L);
    expect(w.conviccoes.every((c) => c.length === L)).toBe(true);
    // A box may join several stored texts (the Lições line: two names and effects).
    expect(FICHA_TEXT_MAX).toBeGreaterThanOrEqual(4 * L);
    expect(parseFichaView(view).ok).toBe(true);
  });

  it('exports (it was refused: schema_too_big at 2,000), with the document inside and the fields whole', async () => {
    const doc = saveDocument(characterDocument, w);
    const r = await exportFichaPdf(view, { document: doc.ok ? doc.value : undefined });
    expect(r.issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // the cut boxes are reported (warnings), and each field still holds the whole text
    const cut = r.issues.filter((i) => i.code === 'pdf_text_truncated').map((i) => i.path[0]);
    expect(cut).toEqual(expect.arrayContaining(['nome', 'eloDivino', 'cicatrizes', 'conviccoes.1.texto', 'itens', 'tecnicas.1.detalhes']));
    const fields = await readFichaFields(r.value);
    expect(fields.ok && fields.value.fields.nome).toBe(texts.nome);
  });

  it('every word of every cut text is printed on the "textos completos" pages', async () => {
    const sd = await renderFicha({ view, blank: false, continuationPage: false, title: 't' });
    const first = sd.pages.findIndex((p, i) => i > 0 && p.cv.toString().includes(p.bold.hex(p.bold.glyphs('FICHA DE PERSONAGEM · TEXTOS COMPLETOS')).slice(1, -1)));
    expect(first).toBeGreaterThan(0);
    const ops = sd.pages.slice(first).map((p) => p.cv.toString()).join('\n');
    const face = sd.pages[0]!.regular;
    const missing: string[] = [];
    for (const [field, text] of Object.entries(texts))
      for (const word of text.split(' ')) if (!ops.includes(face.hex(face.glyphs(word)).slice(1, -1))) missing.push(`${field}: ${word}`);
    expect(missing).toEqual([]);
    // the 4,000-letter word is there in pieces that add up to it
    const ys = face.hex(face.glyphs('y')).slice(1, -1);
    expect(ops.split(ys).length - 1).toBeGreaterThanOrEqual(L);
  });

  it('a ficha whose texts fit adds no page', async () => {
    const teo = validateWarrior(JSON.parse(readFileSync(new URL('../../../examples/teo.json', import.meta.url), 'utf8')));
    expect(teo.ok).toBe(true);
    if (!teo.ok) return;
    const short = fichaViewFromFicha(deriveFicha(teo.value));
    const sd = await renderFicha({ view: short, blank: false, continuationPage: false, title: 't' });
    expect(sd.form.truncated).toEqual([]);
    expect(sd.pages).toHaveLength(1);
  });

  it.skipIf(skipPoppler)('a reader sees the whole texts (pdftotext)', async () => {
    const r = await exportFichaPdf(view);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const text = pdfText(r.value).replace(/\s+/g, ' ');
    expect(text).toContain('TEXTOS COMPLETOS');
    for (const t of [texts.eloDivino!, texts.detalhes!]) for (const word of t.split(' ').slice(-5)) expect(text).toContain(word);
  });

  it('the view refuses only what no valid character carries (over FICHA_TEXT_MAX)', () => {
    const r = parseFichaView({ ...view, name: 'x'.repeat(FICHA_TEXT_MAX + 1) });
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.path).toEqual(['name']);
  });
});
