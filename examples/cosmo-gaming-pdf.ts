/**
 * A Cosmo Gaming sheet as a one-page PDF: Lira's sheet document (with the campaign and the
 * Mestre's module) drawn with its JSON inside, a luck point written in as a player would in a PDF
 * reader, and the sheet imported back with the edit's path. Also writes the blank sheet.
 * Run: `npx tsx examples/cosmo-gaming-pdf.ts` (writes to out/, or to the folder in
 * `SANGUE_E_ESTRELAS_OUT` — the test suite points it at a temporary folder).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gainLuck, importSheetJson } from '../src/cosmo-gaming/index.js';
import { blankCosmoGamingPdf, exportCosmoGamingPdf, fillFichaPdf, importCosmoGamingPdf } from '../src/export/pdf/index.js';

// 1. the sheet document (as the JSON export writes it)
const doc = importSheetJson(readFileSync(new URL('./cosmo-gaming/lira.json', import.meta.url), 'utf8'));
if (!doc.ok) throw new Error(doc.issues.map((i) => i.message).join('\n'));
const { sheet, campaign, module } = doc.value;

// 2. the PDF: Lira after an extreme result (one more ponto de sorte), with her campaign and module
const pdf = await exportCosmoGamingPdf(gainLuck(sheet, 1), { ...(campaign ? { campaign } : {}), ...(module ? { module } : {}) });
if (!pdf.ok) throw new Error(pdf.issues.map((i) => i.message).join('\n'));
const outDir = process.env.SANGUE_E_ESTRELAS_OUT ?? 'out';
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'lira-cosmo-gaming.pdf'), pdf.value);
console.log(`${join(outDir, 'lira-cosmo-gaming.pdf')}: ${(pdf.value.length / 1024).toFixed(0)} KB, ${pdf.issues.length} aviso(s)`);

// 3. at the table, Lira spends a point and earns a ddn, written straight into the PDF's fields
const edited = await fillFichaPdf(pdf.value, { sorte: '1', 'ddn.2.valor': '1', 'ddn.2.aspecto': 'lábia com contrabandistas' });
if (!edited.ok) throw new Error(edited.issues.map((i) => i.message).join('\n'));

// 4. back: the embedded sheet document, and each edit with its path into it
const back = await importCosmoGamingPdf(edited.value);
if (!back.ok) throw new Error(back.issues.map((i) => i.message).join('\n'));
console.log(`ficha embutida: ${back.value.document.sheet.name}, ${back.value.document.sheet.pontosDeSorte} ponto(s) de sorte`);
for (const d of back.value.differences) console.log(`- ${d.label}: ${String(d.before) || '(vazio)'} → ${String(d.after)} (${d.path?.join('.') ?? 'sem caminho'})`);

// 5. the blank sheet, to print
writeFileSync(join(outDir, 'cosmo-gaming-em-branco.pdf'), await blankCosmoGamingPdf());
console.log(join(outDir, 'cosmo-gaming-em-branco.pdf'));
