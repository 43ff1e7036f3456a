/**
 * Issue 5: "Enemies are … exported by the same exporters as characters". A ready enemy (Capítulo
 * Dez, "Dezoito inimigos prontos") goes through the same ficha PDF as a character — its derived
 * ficha drawn, its stored enemy document embedded — and imports back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveEnemy, enemyDocument, loadDocument, saveDocument, validateEnemy } from '../../../src/index.js';
import { exportFichaPdf, fichaViewFromFicha, importPdf } from '../../../src/export/pdf/index.js';

const dir = join(__dirname, '..', '..', '..', 'examples', 'inimigos');

describe('ready enemies through the ficha PDF', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  it('there are eighteen ready enemies (tables/10-inimigos.md › Dezoito inimigos prontos)', () => {
    expect(files).toHaveLength(18);
  });

  const warriors = files.filter((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')).kind === 'guerreiro');
  it('most of them are warriors with a warrior ficha', () => expect(warriors.length).toBeGreaterThanOrEqual(16));

  it.each(warriors.slice(0, 4))('%s exports to PDF with its document inside and imports back', async (file) => {
    const stored = validateEnemy(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    const derived = deriveEnemy(stored.value);
    expect(derived.ficha.kind).toBe('guerreiro');
    if (derived.ficha.kind !== 'guerreiro') return;
    const doc = saveDocument(enemyDocument, stored.value);
    expect(doc.ok).toBe(true);
    const pdf = await exportFichaPdf(fichaViewFromFicha(derived.ficha), { document: doc.ok ? doc.value : undefined });
    expect(pdf.ok).toBe(true);
    if (!pdf.ok) return;
    const back = await importPdf(pdf.value, { parse: (d) => loadDocument(enemyDocument, d) });
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value.document.data).toEqual(JSON.parse(JSON.stringify(stored.value)));
  });
});
