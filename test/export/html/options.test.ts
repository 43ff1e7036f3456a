/**
 * Issue 26, class 7: the HTML renderer's options and title. A heading option the type allows (`h5`)
 * produced `<h7>`; the page `<title>` wrapped the name in a bidi isolate that a name's own PDI or
 * unclosed isolates could break, leaving an override over the rest of the title; `stylesheetHref`
 * accepted a `javascript:` URL.
 */
import { describe, expect, it } from 'vitest';
import { deriveFicha } from '../../../src/index.js';
import { fichaViewFromFicha, renderFichaHtml, renderFichaHtmlDocument } from '../../../src/export/html/index.js';
import { must, teo } from '../../fixtures/teo.js';

const view = fichaViewFromFicha(deriveFicha(teo), { relics: ['a'] });
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

describe('the HTML renderer (issue 26, class 7)', () => {
  it.each(['h1', 'h2', 'h3', 'h4', 'h5'] as const)('heading %s: every heading stays between h1 and h6', (heading) => {
    const html = must(renderFichaHtml(view, { heading }));
    const levels = [...html.matchAll(/<\/?h(\d+)\b/g)].map((m) => Number(m[1]));
    expect(levels.length).toBeGreaterThan(0);
    for (const l of levels) expect(l).toBeLessThanOrEqual(6);
    expect(html).toContain(`<${heading} `);
  });

  it.each([
    ['a PDI that closes the title isolate early', 'Téo\u2069\u202Eoãn'],
    ['an unclosed isolate', '\u2067Téo'],
    ['an override left open', 'Téo\u202E'],
    ['a run of every control', '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C'],
  ])('the <title> isolate stays balanced: %s', (_label, name) => {
    const doc = must(renderFichaHtmlDocument({ ...view, name }));
    const title = /<title>([^<]*)<\/title>/.exec(doc)![1]!;
    const controls = title.match(BIDI) ?? [];
    // exactly the renderer's own FSI … PDI, nothing of the name's
    expect(controls).toEqual(['\u2068', '\u2069']);
    expect(title.endsWith('\u2069 — Sangue e Estrelas')).toBe(true);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', '\u0001javascript:x', 'data:text/css,body{}', 'vbscript:x', 'file:///etc/passwd'])(
    'stylesheetHref %j is refused with html_stylesheet_href_refused',
    (href) => {
      const r = renderFichaHtmlDocument(view, { stylesheetHref: href });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.issues[0]!.code).toBe('html_stylesheet_href_refused');
    },
  );

  it.each(['/ficha.css', 'ficha.css', '../estilos/ficha.css', 'https://exemplo.com/f.css', 'HTTP://exemplo.com/f.css', '//cdn.exemplo.com/f.css', '?v=2', 'a:b/../f.css'.replace('a:b', 'ab')])('stylesheetHref %j is linked', (href) => {
    const doc = must(renderFichaHtmlDocument(view, { stylesheetHref: href }));
    expect(doc).toContain('<link rel="stylesheet" href="');
  });
});
