/**
 * The HTML ficha under a hostile user (a fan site embeds characters its users typed): every text of
 * the view, through the public path (a character → `deriveFicha` → `fichaViewFromFicha` →
 * `renderFichaHtml`, or a `FichaView` the site builds itself), must stay inert text in its own box.
 *
 * Where user text lands (render.ts): element content (every text of the view, as `<bdi>` +
 * `escapeHtml`), the `title` attribute and the tooltip of a number (`view.breakdowns`), the
 * document's `<title>` (the name). Numbers are validated integers, written by the renderer; ids,
 * classes, `data-path` and the stylesheet come from the code only (the id prefix is the site's
 * option, cleaned to `[A-Za-z0-9_-]`).
 *
 * No HTML parser is a dependency of the package, so the markup is checked by difference: the
 * hostile ficha and the same ficha with every text replaced by `x` must have the same tags with the
 * same attributes, in the same order (a payload that opened, closed or attributed anything would
 * change that skeleton), and every text must come back whole when the entities are read back. The
 * browser test (test/browser/playground.test.ts) parses the same payloads in Chromium and checks
 * that nothing runs.
 */
import { describe, expect, it } from 'vitest';
import { characterDocument, deriveFicha, saveDocument, validateWarrior, type Warrior } from '../../../src/index.js';
import {
  blankFichaView,
  escapeHtml,
  FICHA_TEXT_MAX,
  fichaViewFromFicha,
  renderFichaHtml,
  renderFichaHtmlDocument,
  type FichaPlayState,
  type FichaView,
} from '../../../src/export/html/index.js';
import { must, teo } from '../../fixtures/teo.js';
import { textInvalidChar } from '../../../src/issues/index.js';

/** Payloads: markup, attribute break-outs, URLs, CSS, entities, outline breakers, Unicode tricks. */
export const PAYLOADS: readonly string[] = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  "' onfocus='window.__pwned=1' autofocus '",
  '` onmouseover=`window.__pwned=1`',
  '</section></article><script>window.__pwned=1</script>',
  '<!-- ',
  ' -->',
  '<![CDATA[ ]]>',
  '</title><script>window.__pwned=1</script>',
  '</style><script>window.__pwned=1</script>',
  '</textarea></noscript></template><script>window.__pwned=1</script>',
  'javascript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  '<a href="javascript:window.__pwned=1">x</a>',
  '<div style="position:fixed;inset:0;background:red">',
  '}*{display:none}.se-ficha{background:url(javascript:1)',
  'expression(alert(1))',
  '&lt;script&gt;',
  '&#x3C;script&#x3E;',
  '&amp;&quot;&#39;',
  '&',
  '<',
  '\u202Eevil 123',
  'a\u202Bopen embedding',
  'x\u200D\u200C\u200By',
  '\uFEFFbom',
  'nul\u0000byte',
  'bell\u0007 and del\u007F and c1\u0085',
  'lone \uD800 high',
  'lone \uDC00 low',
  'pair 👍 ok',
  'line\u2028sep\u2029para',
  'Z' + '\u0336\u0316\u030D'.repeat(200),
  '\r\n\t\f',
];

/** Every string of a view, replaced by `f(path)` (lists and nested objects too, not the breakdown keys). */
function mapTexts(v: unknown, f: (path: string) => string, path = ''): unknown {
  if (typeof v === 'string') return f(path);
  if (Array.isArray(v)) return v.map((x, i) => mapTexts(x, f, `${path}.${i}`));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapTexts(x, f, path ? `${path}.${k}` : k)]));
  return v;
}

/** Every breakdown path the renderer can show for this view. */
function allPaths(v: FichaView): string[] {
  const p = ['level', 'proficiency', 'grau', 'hp.current', 'hp.max', 'defense', 'initiative', 'movement', 'cosmo.initial', 'cosmo.teto', 'cosmo.current', 'gloria.current', 'gloria.max'];
  p.push('armor.version', 'armor.defense', 'armor.attack', 'golpeComum.attack', 'defenses.fortitude', 'defenses.reflexos', 'defenses.vontade');
  for (const k of ['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR']) p.push(`attributes.${k}.score`, `attributes.${k}.modifier`);
  v.skills.forEach((_, i) => p.push(`skills.${i}.bonus`));
  v.techniques.forEach((_, i) => p.push(...['size', 'cost', 'grau', 'roll'].map((k) => `techniques.${i}.${k}`)));
  return p;
}

/** A view with every list full enough to show every sink, every text `fill(path)`, every number with a breakdown. */
function fullView(fill: (path: string) => string): FichaView {
  const base = fichaViewFromFicha(deriveFicha(teo), { relics: ['a', 'b'], lidas: [{ enemy: 'e', technique: 't' }], cicatrizes: 'c', armorFormas: 'f', eloDivino: 'e' });
  const v = { ...base, golpeComum: { ...base.golpeComum, damageDie: '1d10' }, armor: { ...base.armor, trait: 't', characteristics: ['a', 'b'] } };
  const texts = mapTexts({ ...v, breakdowns: {} }, fill) as FichaView;
  return { ...texts, sentido: v.sentido, trainedDefenses: v.trainedDefenses, breakdowns: Object.fromEntries(allPaths(v).map((p) => [p, fill(`breakdowns.${p}`)])) };
}

/** The markup without its texts: each tag with its attributes, `title` values blanked (they carry text). */
function skeleton(html: string): string[] {
  const tags: string[] = [];
  const re = /<(\/?[a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*>|<!doctype html>/g;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const between = html.slice(last, m.index);
    // text between tags holds no markup character and only the entities escapeHtml writes
    expect(between).not.toMatch(/[<>"'`]/);
    expect(between.replace(/&(amp|lt|gt|quot|#39|#96);/g, '')).not.toContain('&');
    tags.push(m[0].replace(/\stitle="[^"]*"/g, ' title=""'));
    last = re.lastIndex;
  }
  expect(html.slice(last)).toBe('');
  return tags;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#96;': '`' };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#96);/g, (e) => ENTITIES[e]!);
/** What HTML can carry of a text: NUL, other controls, noncharacters and lone surrogates become U+FFFD. */
// eslint-disable-next-line no-control-regex
const writable = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF\uD800-\uDFFF]/gu, '\uFFFD');
/** The texts the ficha shows as user text, read back. */
const bdis = (html: string) => [...html.matchAll(/<bdi>([^<]*)<\/bdi>/g)].map((m) => unescape(m[1]!));

const benign = fullView(() => 'x');
const benignHtml = must(renderFichaHtml(benign));
const benignSkeleton = skeleton(benignHtml);

describe('every sink of the view, every payload: the markup is the benign ficha’s', () => {
  it.each(PAYLOADS.map((p, i) => [i, p] as const))('payload %i in every text and every breakdown', (_, payload) => {
    const v = fullView(() => payload);
    const out = must(renderFichaHtml(v));
    expect(skeleton(out)).toEqual(benignSkeleton);
    // every user text comes back whole (what HTML can carry of it), isolated in its <bdi>
    const shown = bdis(out);
    expect(shown.length).toBe(bdis(benignHtml).length);
    for (const t of shown) expect(t).toBe(writable(payload));
    // and every breakdown, in its title and its tooltip
    const titles = [...out.matchAll(/ title="([^"]*)" aria-describedby/g)].map((m) => unescape(m[1]!));
    expect(titles.length).toBe(allPaths(v).length);
    for (const t of titles) expect(t).toBe(writable(payload));
  });

  it('each text lands in its own box: a different payload per field, each found once, in order', () => {
    const v = fullView((path) => `<i>${path}</i>"'`);
    const out = must(renderFichaHtml(v));
    expect(skeleton(out)).toEqual(benignSkeleton);
    const shown = bdis(out);
    // the name twice (the title and its box), every other text once
    const expected = new Set<string>();
    mapTexts({ ...v, breakdowns: {}, trainedDefenses: [], sentido: null }, (p) => (expected.add(p), ''));
    expect(expected.size).toBeGreaterThan(40);
    for (const p of expected) expect(shown.filter((s) => s === `<i>${p}</i>"'`).length, p).toBe(p === 'name' ? 2 : 1);
  });

  it('the whole document: the same skeleton, the name in <title> escaped and isolated', () => {
    // the stylesheet is ours, constant: its text is left out of the skeleton
    const doc = (fill: (p: string) => string) => must(renderFichaHtmlDocument(fullView(fill))).replace(/<style>[^]*?<\/style>/, '<style></style>');
    const benignDoc = skeleton(doc(() => 'x'));
    for (const payload of PAYLOADS) {
      const out = doc(() => payload);
      expect(skeleton(out)).toEqual(benignDoc);
      const title = /<title>([^<]*)<\/title>/.exec(out)![1]!;
      // the name's own bidi controls are dropped from the title (issue 26: they could break its isolate)
      expect(unescape(title)).toBe(`Ficha de \u2068${writable(payload).replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')}\u2069 — Sangue e Estrelas`);
    }
  });
});

describe('Unicode tricks', () => {
  const render = (patch: Partial<FichaView>) => must(renderFichaHtml({ ...benign, ...patch }));

  it('a right-to-left override stays in its own text: each relic, each characteristic, the die apart from its bonus (before: one <dd> held "a‮b, c" and reversed the next relic)', () => {
    const out = render({
      relics: ['\u202Eabc 123', 'segunda 45'],
      armor: { ...benign.armor, characteristics: ['\u202Ecortante', 'pesada'] },
      golpeComum: { attack: 4, damageDie: '1d10\u202E', damageBonus: 2 },
      skills: [{ name: 'Atletismo\u202E', bonus: 3, source: 'treino\u202E' }],
    });
    expect(out).toContain('<dd><bdi>\u202Eabc 123</bdi>, <bdi>segunda 45</bdi></dd>');
    expect(out).toContain('<dd><bdi>\u202Ecortante</bdi> · <bdi>pesada</bdi></dd>');
    expect(out).toContain('<dd><bdi>1d10\u202E</bdi> + 2</dd>');
    expect(out).toContain('<span class="se-skill"><bdi>Atletismo\u202E</bdi> <small>(<bdi>treino\u202E</bdi>)</small></span> <span class="se-num');
  });

  it('NUL, control characters, noncharacters and lone surrogates become U+FFFD in text and attributes alike; pairs, joiners, U+2028 and combining marks stay', () => {
    expect(escapeHtml('a\u0000b\u0007c\u007Fd\u0085e\uFDD0f\uFFFFg\u{1FFFE}')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\uFFFDg\uFFFD');
    expect(escapeHtml('\uD800x\uDC00')).toBe('\uFFFDx\uFFFD');
    expect(escapeHtml('\uDC00\uD800')).toBe('\uFFFD\uFFFD'); // reversed halves are two lone surrogates
    expect(escapeHtml('👍\u200D\u2028\u0301\t\n\r\f')).toBe('👍\u200D\u2028\u0301\t\n\r\f');
    const out = render({ name: 'T\u0000éo\uD800', breakdowns: { 'hp.max': 'PV\u0000 15' } });
    expect(out).toContain('<bdi>T\uFFFDéo\uFFFD</bdi>');
    expect(out).toContain('title="PV\uFFFD 15"');
    // no control character but tab, LF, CR, FF anywhere in the output; no lone surrogate
    for (const p of PAYLOADS) expect(must(renderFichaHtml(fullView(() => p)))).not.toMatch(/[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u);
  });
});

describe('options and numbers', () => {
  it('a heading that is not h1…h5 falls back to h2 (before: "h1.5" wrote <h1.5> and <h2.5>)', () => {
    for (const heading of ['h1.5', 'h0', 'h6', 'h-1', 'h 3x', 'h1e0', '"><script>', 'hInfinity']) {
      const out = must(renderFichaHtml(benign, { heading: heading as never }));
      const levels = [...out.matchAll(/<\/h([^>]*)>/g)].map((m) => m[1]).filter((l) => l !== 'eader');
      expect(new Set(levels), heading).toEqual(new Set(heading === 'h1e0' ? ['1', '2', '3'] : ['2', '3', '4']));
    }
  });

  it('the id prefix keeps only [A-Za-z0-9_-]; a hostile one cannot leave the attribute', () => {
    const out = must(renderFichaHtml(benign, { idPrefix: '" onfocus="window.__pwned=1' }));
    expect(skeleton(out).length).toBe(benignSkeleton.length);
    expect(out).toContain('id="onfocuswindow__pwned1-title"');
  });

  it('numbers out of range, non-integers and non-numbers are issues, never written (the view’s int is −9999…99999)', () => {
    for (const bad of [1e9, -1e9, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '<b>1</b>', '1', { valueOf: () => 1 }, [1]]) {
      const r = renderFichaHtml({ ...benign, hp: { current: bad as never, max: 15 } });
      expect(r.ok).toBe(false);
      expect(r.issues.some((i) => i.path.join('.').startsWith('hp.current'))).toBe(true);
    }
    const edge = must(renderFichaHtml({ ...benign, hp: { current: -0, max: 99999 }, defense: -9999 }));
    expect(edge).toMatch(/data-path="hp\.current"[^>]*>0</);
    expect(edge).toContain('>99999<');
    expect(edge).toContain('>−9999<');
  });
});

describe('huge input stays bounded', () => {
  it('a 1 MB name is refused with an issue before anything is rendered (the view takes 16,000 characters a box)', () => {
    const r = renderFichaHtml({ ...blankFichaView(), name: 'x'.repeat(1_000_000) });
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.path).toEqual(['name']);
    expect(renderFichaHtmlDocument({ ...blankFichaView(), name: '<'.repeat(1_000_000) }).ok).toBe(false);
  });

  it('the largest valid view (every box full of the worst character to escape) is its escaped texts plus the markup: bounded by the input', () => {
    const full = '"'.repeat(FICHA_TEXT_MAX); // &quot; is the longest entity: 6 characters
    const max: FichaView = {
      ...fullView(() => full),
      relics: Array.from({ length: 12 }, () => full),
      items: Array.from({ length: 30 }, () => full),
      skills: Array.from({ length: 24 }, () => ({ name: full, bonus: 1, source: full })),
      techniques: Array.from({ length: 40 }, () => ({ ...benign.techniques[0]!, name: full, nature: full, roll: full, damage: full, details: full })),
      lidas: Array.from({ length: 60 }, () => ({ enemy: full, technique: full })),
    };
    max.breakdowns = Object.fromEntries(allPaths(max).map((p) => [p, full]));
    let texts = 0;
    mapTexts({ ...max, breakdowns: {}, trainedDefenses: [] }, () => ((texts += FICHA_TEXT_MAX), ''));
    const breakdowns = Object.keys(max.breakdowns).length * FICHA_TEXT_MAX;
    const out = must(renderFichaHtml(max));
    // a text is written once (6 characters a quote), a breakdown twice (title and tooltip), plus the markup
    const escaped = 6 * texts + 12 * breakdowns;
    expect(out.length).toBeGreaterThan(escaped);
    expect(out.length).toBeLessThanOrEqual(escaped + 300_000);
  });
});

describe('through a character, as a fan site does (validateWarrior → deriveFicha → fichaViewFromFicha → renderFichaHtml)', () => {
  /** Téo with `p` in every free text a player types into a stored character, and in the marks of play. */
  function hostile(p: string): { w: Warrior; play: FichaPlayState } | null {
    const doc = JSON.parse(must(saveDocument(characterDocument, teo))) as { data: Record<string, unknown> };
    const raw = structuredClone(doc.data) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    raw.name = p;
    raw.constellation = p;
    raw.conviccoes = raw.conviccoes.map((c: string) => `${c} ${p}`);
    raw.items = [p, p];
    raw.techniques[0].name = p;
    raw.techniques[0].description = p;
    raw.techniques[1].trigger = p;
    raw.armor.name = p;
    raw.details = { ...raw.details, eloDivino: p, awakening: p };
    const r = validateWarrior(raw);
    if (!r.ok) {
      // a text the character refuses (blank, too long for its field) is an issue, never a throw
      expect(r.issues.length).toBeGreaterThan(0);
      return null;
    }
    const w = r.value;
    return { w, play: { cicatrizes: p, relics: [p, p], lidas: [{ enemy: p, technique: p }], armorTrait: p, armorFormas: p, eloDivino: p } };
  }
  const render = (p: string) => {
    const h = hostile(p);
    return h && must(renderFichaHtml(fichaViewFromFicha(deriveFicha(h.w), h.play)));
  };
  const plain = skeleton(render('x')!);

  it('the character takes nearly every payload (it refuses only blank text, what is too long for a field, and text that is not text: issue 26, class 11)', () => {
    const refused = PAYLOADS.filter((p) => hostile(p) === null);
    const notText = PAYLOADS.slice(0, -2).filter((p) => textInvalidChar([], p) !== null);
    expect(notText.length).toBeGreaterThan(0);
    expect(refused).toEqual([...notText, PAYLOADS.at(-2), PAYLOADS.at(-1)]);
  });

  it.each(PAYLOADS.map((p, i) => [i, p] as const))('payload %i: the markup is the benign character’s', (_, p) => {
    const out = render(p);
    if (out === null) return;
    expect(skeleton(out)).toEqual(plain);
    expect(bdis(out).filter((t) => t.includes(writable(p))).length).toBeGreaterThanOrEqual(10);
  });
});
