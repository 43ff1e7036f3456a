/**
 * The Téo's ficha as a PDF: derive the ficha from the stored character, draw it (with the JSON
 * document inside), fill two fields as a player would in a PDF reader, and import it back.
 * Also writes the blank ficha. Run: `npx tsx examples/ficha-pdf.ts` (writes to out/, or to the folder in
 * `SANGUE_E_ESTRELAS_OUT` — the test suite points it at a temporary folder).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveFicha, validateWarrior } from '../src/character/index.js';
import { characterDocument, loadDocument, saveDocument } from '../src/export/json/index.js';
import { blankFichaPdf, exportFichaPdf, fichaViewFromFicha, fillFichaPdf, importPdf } from '../src/export/pdf/index.js';

const stored = validateWarrior(JSON.parse(readFileSync(new URL('./teo.json', import.meta.url), 'utf8')));
if (!stored.ok) throw new Error(stored.issues.map((i) => i.message).join('\n'));
const teo = stored.value;

// 1. the view: the derived ficha plus the marks of play
const view = fichaViewFromFicha(deriveFicha(teo), {
  hp: 9,
  cosmo: 3,
  lidas: [{ enemy: 'Cavaleiro Negro de Lince', technique: 'Garra Negra' }],
  techniqueDetails: Object.fromEntries(teo.techniques.map((t) => [t.id, t.description ?? ''])),
});

// 2. the PDF, with the character's JSON document embedded
const json = saveDocument(characterDocument, teo);
if (!json.ok) throw new Error(json.issues.map((i) => i.message).join('\n'));
const pdf = await exportFichaPdf(view, { document: json.value });
if (!pdf.ok) throw new Error(pdf.issues.map((i) => i.message).join('\n'));
const outDir = process.env.SANGUE_E_ESTRELAS_OUT ?? 'out';
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'teo.pdf'), pdf.value);
console.log(`${join(outDir, 'teo.pdf')}: ${(pdf.value.length / 1024).toFixed(0)} KB, ${pdf.issues.length} aviso(s)`);

// 3. the player marks a third of blood and writes the PV down, as in a PDF reader
const edited = await fillFichaPdf(pdf.value, { 'pv.atual': '4', 'sangue.1': true });
if (!edited.ok) throw new Error(edited.issues.map((i) => i.message).join('\n'));

// 4. back: the embedded document, and what changed
const back = await importPdf(edited.value, { parse: (doc) => loadDocument(characterDocument, doc) });
if (!back.ok) throw new Error(back.issues.map((i) => i.message).join('\n'));
console.log(`personagem embutido: ${back.value.document.data.name}`);
for (const i of back.issues) console.log(`- ${i.message}`);

// 5. the blank ficha, with a continuation page
writeFileSync(join(outDir, 'ficha-em-branco.pdf'), await blankFichaPdf({ continuationPage: true }));
console.log(join(outDir, 'ficha-em-branco.pdf'));
