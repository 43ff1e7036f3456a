/**
 * The ficha as HTML (issue #13 §2): the same FichaView as the PDF, the book's Téo with the numbers
 * of his printed ficha (seed › "Exemplo de ficha: Téo de Lince": PV 15, DEF 14), each number with
 * the engine's breakdown, the technique lines saying what the technique does (seed › Capítulo Seis,
 * "Modelo para registrar"), every text escaped (hostile inputs below), no script, and no pdf-lib in
 * the bundle of `sangue-e-estrelas/html`.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveFicha } from '../../../src/index.js';
import {
  blankFichaView,
  escapeHtml,
  FICHA_CSS,
  fichaBreakdowns,
  fichaViewFromFicha,
  renderFichaHtml,
  renderFichaHtmlDocument,
  type FichaView,
} from '../../../src/export/html/index.js';
import { must, teo } from '../../fixtures/teo.js';

const teoView = fichaViewFromFicha(deriveFicha(teo));
const html = must(renderFichaHtml(teoView));

/** The text content of the element whose data-path is `path` (its first text, before the tooltip). */
function shown(markup: string, path: string): string | undefined {
  const m = new RegExp(`data-path="${path.replace(/\./g, '\\.')}"[^>]*>([^<]*)`).exec(markup);
  return m?.[1];
}

describe('renderFichaHtml: Téo (seed › Exemplo de ficha: Téo de Lince)', () => {
  it('shows PV 15 and DEF 14, the printed ficha’s numbers', () => {
    expect(shown(html, 'hp.max')).toBe('15');
    expect(shown(html, 'hp.current')).toBe('15');
    expect(shown(html, 'defense')).toBe('14');
    expect(shown(html, 'defenses.reflexos')).toBe('18');
    expect(shown(html, 'cosmo.teto')).toBe('5');
    expect(shown(html, 'proficiency')).toBe('+2');
    expect(shown(html, 'attributes.CAR.modifier')).toBe('−1');
  });

  it('gives each number with a breakdown a title, a focus stop and an aria-describedby tooltip with the engine’s text', () => {
    const bd = fichaBreakdowns(deriveFicha(teo));
    expect(bd['hp.max']).toMatch(/^PV 15 = /);
    expect(bd.defense).toMatch(/^DEF 14 = /);
    const m = /<span class="se-num se-big se-has-breakdown" data-path="defense" tabindex="0" title="([^"]*)" aria-describedby="([^"]*)">14<span class="se-breakdown" role="tooltip" id="([^"]*)">([^<]*)<\/span>/.exec(html);
    expect(m).not.toBeNull();
    expect(m![1]).toBe(escapeHtml(bd.defense!));
    expect(m![2]).toBe(m![3]);
    expect(m![4]).toBe(escapeHtml(bd.defense!));
    // every aria-describedby points at an id that exists, once
    const refs = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((x) => x[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(Object.keys(bd).length);
    for (const id of refs) expect(html.split(`id="${id}"`).length - 1).toBe(1);
  });

  it('says what each technique does: activation, duration, range, effects, modifiers (the registration template’s labels)', () => {
    expect(html).toContain('ação · instantânea · toque · dano em alvo único · quebra a armadura');
    expect(html).toContain('reação (gatilho: um inimigo a até 6 m declara um ataque) · instantânea · curto (6 m) · Desvantagem numa rolagem');
    expect(teoView.techniques.map((t) => t.details.length > 0)).toEqual([true, true]);
  });

  it('has the sections of the Modelo de ficha, as labelled sections with headings', () => {
    for (const title of ['Atributos', 'Combate', 'Cosmo', 'Corpo e sangue', 'Armadura', 'Treino e Convicções', 'Perícias', 'Golpe comum', 'Técnicas']) {
      expect(html).toMatch(new RegExp(`<h3 class="se-bar" id="se-[a-z]+">${title}</h3>`));
    }
    expect(html.startsWith('<article class="se-ficha" lang="pt-BR" aria-labelledby="se-title">')).toBe(true);
    expect(html).toContain('Garra que Rasga o Céu');
    expect(html).toContain('aria-label="técnica assinatura"');
  });

  it('writes no script, no event handler and no inline style', () => {
    expect(html).not.toMatch(/<script|\son[a-z]+=|style=/i);
    expect(FICHA_CSS).toContain('@media print');
  });

  it('a blank view renders, with blanks marked', () => {
    const r = must(renderFichaHtml(blankFichaView()));
    expect(r).toContain('Ficha de personagem');
    expect(r).toContain('aria-label="em branco"');
  });

  it('two fichas on one page do not share ids (idPrefix), and a hostile prefix is cleaned', () => {
    const a = must(renderFichaHtml(teoView, { idPrefix: 'a' }));
    expect(a).toContain('id="a-title"');
    expect(a).not.toContain('id="se-');
    const b = must(renderFichaHtml(teoView, { idPrefix: '"><script>alert(1)</script>' }));
    expect(b).not.toContain('<script');
    expect(b).toContain('id="scriptalert1script-title"');
  });
});

describe('hostile input (XSS): every text is escaped', () => {
  const attack = `<script>alert("x")</script><img src=x onerror=alert(1)>' " \` &amp;`;
  const hostile: FichaView = {
    ...teoView,
    name: attack,
    army: attack,
    cicatrizes: attack,
    relics: [attack],
    items: [attack],
    licao: attack,
    conviccoes: [{ text: attack, gasta: true }],
    skills: [{ name: attack, bonus: 2, source: attack }],
    techniques: [{ ...teoView.techniques[0]!, name: attack, nature: attack, roll: attack, damage: attack, details: attack }],
    lidas: [{ enemy: attack, technique: attack }],
    armor: { ...teoView.armor, name: attack, trait: attack, formas: attack, characteristics: [attack] },
    breakdowns: { 'hp.max': attack, defense: `" onmouseover="alert(1)`, [`"><script>`]: attack },
  };

  it('renders no tag, attribute or entity from the input', () => {
    const out = must(renderFichaHtml(hostile));
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    // every tag is well formed and carries only our attribute names (the input's "onerror=" stays text)
    const attrs = new Set<string>();
    for (const m of out.matchAll(/<([a-zA-Z0-9]+)([^>]*)>/g)) {
      const rest = m[2]!.replace(/\s+([a-z-]+)(="[^"<>]*")?/g, (_, name: string) => (attrs.add(name), ''));
      expect(rest.trim()).toBe('');
    }
    expect([...attrs].filter((a) => !['class', 'lang', 'aria-labelledby', 'id', 'data-path', 'tabindex', 'title', 'aria-describedby', 'role', 'aria-label', 'aria-hidden', 'type', 'disabled', 'checked', 'scope', 'colspan'].includes(a))).toEqual([]);
    expect(out).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(out).toContain('&amp;amp;');
    expect(out).toContain('&#39;');
    expect(out).toContain('&#96;');
    // the tag structure is only ours: every '<' starts one of our elements
    const tags = new Set([...out.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]!.toLowerCase()));
    const ours = ['article', 'header', 'h2', 'h3', 'h4', 'span', 'dl', 'div', 'dt', 'dd', 'abbr', 'section', 'input', 'label', 'ol', 'li', 'ul', 'small', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'p', 'bdi'];
    expect([...tags].filter((t) => !ours.includes(t))).toEqual([]);
  });

  it('the whole document escapes the title and the stylesheet link too', () => {
    const out = must(renderFichaHtmlDocument(hostile, { stylesheetHref: `"><script>alert(1)</script>` }));
    expect(out.startsWith('<!doctype html><html lang="pt-BR">')).toBe(true);
    expect(out).not.toContain('<script');
    expect(out).toContain('<title>Ficha de \u2068&lt;script&gt;');
    const withCss = must(renderFichaHtmlDocument(teoView));
    expect(withCss).toContain(`<style>${FICHA_CSS}</style>`);
  });

  it('bad input gives issues, never a throw', () => {
    for (const bad of [null, undefined, 42, 'x', [], { name: 3 }, { ...teoView, techniques: 'no' }, { ...teoView, breakdowns: { a: 3 } }]) {
      const r = renderFichaHtml(bad as never);
      expect(r.ok).toBe(false);
      expect(r.issues.length).toBeGreaterThan(0);
      expect(renderFichaHtmlDocument(bad as never).ok).toBe(false);
    }
  });
});

describe('the ./html entry', () => {
  it('bundles for the browser without pdf-lib', async () => {
    const r = await build({
      entryPoints: [join(__dirname, '..', '..', '..', 'src', 'export', 'html', 'index.ts')],
      bundle: true,
      write: false,
      metafile: true,
      minify: true,
      platform: 'browser',
      format: 'esm',
      logLevel: 'silent',
    });
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs.some((p) => p.includes('src/export/html/render.ts'))).toBe(true);
    expect(inputs.filter((p) => /node_modules\/(pdf-lib|@pdf-lib|pako)\//.test(p) || p.includes('src/export/pdf/'))).toEqual([]);
  });
});
