/**
 * The HTML ficha (`sangue-e-estrelas/html`): fichas rendered per second for Téo (what a fan site
 * does on every page view), and the worst valid view — every list at its schema maximum, every text
 * of FICHA_TEXT_MAX characters of the character that escapes longest (`"` → `&quot;`) — rendered
 * once: its time and size. Targets (reported, never asserted): Téo ≥ 1,000/s (a millisecond a page view); the worst view
 * ≤ 3 s (the attack tests check its size is bounded by the input, not its time).
 */
import { readFileSync } from 'node:fs';
import { deriveFicha, validateWarrior } from '../src/character/index.js';
import { fichaViewFromFicha, renderFichaHtml, type FichaView } from '../src/export/html/index.js';
import { FICHA_TEXT_MAX } from '../src/export/view/index.js';
import { fmt, opsPerSecond } from './measure.js';

function teoView(): FichaView {
  const w = validateWarrior(JSON.parse(readFileSync(new URL('../examples/teo.json', import.meta.url), 'utf8')));
  if (!w.ok) throw new Error(JSON.stringify(w.issues));
  return fichaViewFromFicha(deriveFicha(w.value), { hp: 9 });
}

function worstView(base: FichaView): FichaView {
  const full = '"'.repeat(FICHA_TEXT_MAX);
  const technique = { ...base.techniques[0]!, name: full, nature: full, roll: full, damage: full, details: full };
  return {
    ...base,
    name: full,
    relics: Array.from({ length: 12 }, () => full),
    items: Array.from({ length: 30 }, () => full),
    skills: Array.from({ length: 24 }, () => ({ ...base.skills[0]!, name: full, source: full })),
    techniques: Array.from({ length: 40 }, () => technique),
    lidas: Array.from({ length: 60 }, () => ({ enemy: full, technique: full })),
    breakdowns: Object.fromEntries(Object.keys(base.breakdowns).map((k) => [k, full])),
  };
}

export function run(): void {
  const teo = teoView();
  const perSecond = opsPerSecond(() => renderFichaHtml(teo), 1500);
  console.log(`Téo (nível 1): ${fmt(perSecond)} fichas/s  [meta: ≥ 1.000/s]`);
  const worst = worstView(teo);
  const t = performance.now();
  const r = renderFichaHtml(worst);
  const ms = performance.now() - t;
  if (!r.ok) throw new Error(`the worst view was refused: ${r.issues[0]?.code}`);
  console.log(`a pior ficha válida: ${fmt(ms)} ms, ${fmt(r.value.length / 1_048_576, 1)} MB de HTML  [meta: ≤ 3 s]`);
}
