/**
 * The site's navigation and the guides' links, checked without building the site (that is
 * `npm run site` + `npm run site:check`, which walks the built folder in Chromium):
 * - every guide of docs/ and docs/regras/ has its place in the sidebar (docs/.vitepress/nav.ts);
 * - every link of a guide to another guide or file resolves: the file exists, and the `#anchor`
 *   is a heading of it by GitHub's rule — the rule the site's config uses too (`githubSlug`), so a
 *   link works the same on GitHub and on the site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubSlug, GUIDE_GROUPS } from '../../docs/.vitepress/nav.js';

const root = join(__dirname, '..', '..');
const docs = join(root, 'docs');
const guides = ['', 'regras/'].flatMap((dir) =>
  readdirSync(join(docs, dir))
    .filter((f) => f.endsWith('.md'))
    .map((f) => dir + f.slice(0, -3)),
);

/** The markdown without its code (fenced blocks and inline spans), where a `](…)` is not a link. */
function prose(text: string): string {
  return withoutFences(text).replace(/(`+)[\s\S]*?\1/g, '');
}

/** The markdown without its fenced code blocks (a `# comment` in a shell block is no heading). */
function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The links of a markdown text: `[text](target)`, without the ones to the web. */
function links(text: string): string[] {
  return [...prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/i.test(l));
}

/** The anchors of a markdown file's headings, by GitHub's rule (a repeated heading gets -1, -2…). */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of withoutFences(readFileSync(file, 'utf8')).split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const slug = githubSlug(m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

describe('site navigation (docs/.vitepress/nav.ts)', () => {
  it('has every guide of docs/ and docs/regras/ in a group of the sidebar', () => {
    const placed = new Set(GUIDE_GROUPS.flatMap((g) => g.pages.map((p) => p.page)));
    expect(guides.length).toBeGreaterThan(20);
    expect(guides.filter((g) => !placed.has(g))).toEqual([]);
  });

  it('lists each page once, with a pt-BR title', () => {
    const pages = GUIDE_GROUPS.flatMap((g) => g.pages.map((p) => p.page));
    expect(new Set(pages).size).toBe(pages.length);
    for (const g of GUIDE_GROUPS) for (const p of g.pages) expect(p.text.trim(), p.page).not.toBe('');
  });

  it('fails on a guide missing from the sidebar (the check can fail)', () => {
    const placed = new Set(GUIDE_GROUPS.flatMap((g) => g.pages.map((p) => p.page)).filter((p) => p !== 'tecnicas'));
    expect(guides.filter((g) => !placed.has(g))).toEqual(['tecnicas']);
  });
});

describe("the guides' internal links", () => {
  it('GitHub anchors: accents kept, punctuation dropped', () => {
    expect(githubSlug('Limitações que não mudam nada')).toBe('limitações-que-não-mudam-nada');
    expect(githubSlug('Cosmo Gaming (sangue-e-estrelas/cosmo-gaming)')).toBe('cosmo-gaming-sangue-e-estrelascosmo-gaming');
  });

  it.each(guides)('every link of docs/%s.md resolves (file and anchor)', (page) => {
    const file = join(docs, `${page}.md`);
    const broken: string[] = [];
    for (const link of links(readFileSync(file, 'utf8'))) {
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
      if (!target.startsWith(root) || !existsSync(target)) {
        broken.push(`${link} (no file ${relative(root, target)})`);
        continue;
      }
      if (anchor !== undefined && target.endsWith('.md') && !anchors(target).has(decodeURIComponent(anchor))) broken.push(`${link} (no heading #${anchor})`);
    }
    expect(broken).toEqual([]);
  });

  it('finds a broken link and a broken anchor (the check can fail)', () => {
    expect(links('[a](tecnicas.md#x) `[b](c.md)` [d](https://e.f)')).toEqual(['tecnicas.md#x']);
    expect(anchors(join(docs, 'tecnicas.md')).has('x')).toBe(false);
    expect(anchors(join(docs, 'tecnicas.md')).has('montar-uma-técnica')).toBe(true);
    expect(anchors(join(docs, 'cosmo-gaming.md')).has('cosmo-gaming-sangue-e-estrelascosmo-gaming')).toBe(true);
  });
});
