/**
 * The Téo's ficha as HTML for a fan site: derive the ficha, render it as semantic, escaped markup
 * with the engine's breakdowns on hover/focus, and write a whole printable page.
 * Run: `npx tsx examples/ficha-html.ts` (writes out/teo.html, or into the folder in
 * `SANGUE_E_ESTRELAS_OUT` — the test suite points it at a temporary folder).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveFicha, validateWarrior } from '../src/character/index.js';
import { fichaViewFromFicha, renderFichaHtml, renderFichaHtmlDocument } from '../src/export/html/index.js';

const stored = validateWarrior(JSON.parse(readFileSync(new URL('./teo.json', import.meta.url), 'utf8')));
if (!stored.ok) throw new Error(stored.issues.map((i) => i.message).join('\n'));

// the same view the PDF draws, with the breakdowns and what each technique does
const view = fichaViewFromFicha(deriveFicha(stored.value), { hp: 9 });
console.log(view.breakdowns['hp.max']); // PV 15 = 14 base + 1 CON
console.log(view.techniques.map((t) => `${t.name}: ${t.details}`).join('\n'));

// a fragment to put in a page of your own…
const fragment = renderFichaHtml(view, { idPrefix: 'teo' });
if (!fragment.ok) throw new Error(fragment.issues.map((i) => i.message).join('\n'));
console.log(`fragmento: ${fragment.value.length} caracteres`);

// …or a whole document, stylesheet included, ready to print
const page = renderFichaHtmlDocument(view);
if (!page.ok) throw new Error(page.issues.map((i) => i.message).join('\n'));
const outDir = process.env.SANGUE_E_ESTRELAS_OUT ?? 'out';
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'teo.html'), page.value);
console.log(join(outDir, 'teo.html'));
