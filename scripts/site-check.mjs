#!/usr/bin/env node
/**
 * `npm run site:check`: the built site (site/dist, `npm run site`) served from its sub-path
 * (`SITE_BASE`, default `/sangue-e-estrelas/`, as GitHub Pages serves a project page) and checked:
 * 1. every link and asset of every HTML file (guides, API reference, playground) resolves to a file
 *    of the folder, and every `#anchor` to an id of the page it points at — read from the files, so
 *    all of the reference's pages are covered;
 * 2. in Chromium (Debian's /usr/bin/chromium through playwright-core), every guide, the home page, the
 *    reference's index and `deriveFicha`, and the playground open with no console error and no page
 *    wider than a 390 px phone;
 * 3. the local search finds "Aparar" and "Golpe do Assento".
 * `--parts links,pages,search` runs only some of them.
 * Screenshots (phone and desktop) go to the folder given as `--shots <dir>` (default
 * test/.browser-artifacts/site). Exit 1 with the list of what failed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'site', 'dist');
const base = process.env.SITE_BASE ?? '/sangue-e-estrelas/';
const shotsArg = process.argv.indexOf('--shots');
const shots = shotsArg > 0 ? process.argv[shotsArg + 1] : join(root, 'test', '.browser-artifacts', 'site');
const partsArg = process.argv.indexOf('--parts');
/** `--parts links,pages,search`: only some of the checks (all by default). */
const parts = new Set(partsArg > 0 ? process.argv[partsArg + 1].split(',') : ['links', 'pages', 'search']);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const failures = [];
const fail = (msg) => failures.push(msg);

if (!existsSync(join(dist, 'index.html'))) {
  console.error('site:check: site/dist/index.html não existe — rode `npm run site` antes.');
  process.exit(1);
}

/** Every file under a folder, as paths relative to it with `/`. */
function files(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split(sep).join('/'));
}
const all = files(dist);
const htmlFiles = all.filter((f) => f.endsWith('.html'));

// ── 1. links and assets, from the files ───────────────────────────────────────────────────────────
/** The file a site path (`/sangue-e-estrelas/api/`) is served from, or undefined outside the base. */
function fileOf(pathname) {
  if (!pathname.startsWith(base)) return undefined;
  let rel = decodeURIComponent(pathname.slice(base.length));
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  return rel;
}
const idsCache = new Map();
function idsOf(rel) {
  if (!idsCache.has(rel)) {
    const html = readFileSync(join(dist, rel), 'utf8');
    idsCache.set(rel, new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(rel);
}
let checkedLinks = 0;
for (const rel of parts.has('links') ? htmlFiles : []) {
  const html = readFileSync(join(dist, rel), 'utf8');
  const pageUrl = new URL(base + rel, 'http://site.test');
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const raw = m[1].replace(/&amp;/g, '&');
    if (raw === '' || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(raw)) continue; // the web, mailto:, data:
    const url = new URL(raw, pageUrl);
    checkedLinks++;
    const target = fileOf(url.pathname);
    if (target === undefined) {
      fail(`${rel}: o link ${raw} sai do caminho base ${base}`);
      continue;
    }
    if (!existsSync(join(dist, target)) || !statSync(join(dist, target)).isFile()) {
      fail(`${rel}: o link ${raw} não leva a nenhum arquivo (${target})`);
      continue;
    }
    const hash = decodeURIComponent(url.hash.slice(1));
    if (hash && target.endsWith('.html') && !idsOf(target).has(hash)) fail(`${rel}: a âncora ${raw} não existe em ${target}`);
  }
}
if (parts.has('links')) console.log(`links: ${checkedLinks} links e recursos em ${htmlFiles.length} páginas HTML`);

// ── 2 and 3. in Chromium ──────────────────────────────────────────────────────────────────────────
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let rel = fileOf(url.pathname);
  if (rel !== undefined && existsSync(join(dist, rel)) && statSync(join(dist, rel)).isDirectory()) rel += '/index.html';
  if (rel === undefined || rel.split('/').includes('..') || !existsSync(join(dist, rel))) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(readFileSync(join(dist, '404.html')));
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' });
  res.end(readFileSync(join(dist, rel)));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
mkdirSync(shots, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  /** Opens a page at a width: its console errors, failed requests and overflow are failures. */
  async function visit(rel, width, shot) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = [];
    // a page without an icon link (TypeDoc's) makes the browser ask the domain's /favicon.ico: not a link of ours
    const ours = (url) => !/\/favicon\.ico$/.test(url);
    page.on('console', (m) => m.type() === 'error' && ours(m.location().url) && errors.push(`${m.text()} (${m.location().url})`));
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('requestfailed', (r) => errors.push(`falhou ${r.url()}`));
    page.on('response', (r) => r.status() >= 400 && ours(r.url()) && errors.push(`${r.status()} ${r.url()}`));
    await page.goto(origin + base + rel, { waitUntil: 'networkidle' });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > width) fail(`${rel} a ${width} px: a página tem ${wide} px de largura`);
    for (const e of errors) fail(`${rel} a ${width} px: ${e}`);
    if (shot) await page.screenshot({ path: join(shots, shot), fullPage: false });
    return { page, context };
  }

  if (parts.has('pages')) {
  const guides = htmlFiles.filter((f) => !f.startsWith('api/') && !f.startsWith('playground/') && f !== '404.html');
  for (const rel of guides) {
    const name = rel.replace(/\.html$/, '').replace(/\//g, '-');
    const shot = ['index', 'personagem', 'simulador'].includes(name) ? `guia-${name}-390.png` : undefined;
    const { context } = await visit(rel, 390, shot);
    await context.close();
  }
  const wide = [
    ['index.html', 'inicio-1280.png'],
    ['personagem.html', 'guia-personagem-1280.png'],
    ['api/index.html', 'api-1280.png'],
    ['api/functions/sangue-e-estrelas.deriveFicha.html', 'api-deriveFicha-1280.png'],
    ['playground/index.html', 'playground-1280.png'],
  ];
  for (const [rel, shot] of wide) (await visit(rel, 1280, shot)).context.close();
  for (const [rel, shot] of [
    ['api/functions/sangue-e-estrelas.deriveFicha.html', 'api-deriveFicha-390.png'],
    ['playground/index.html', 'playground-390.png'],
  ])
    (await visit(rel, 390, shot)).context.close();
  console.log(`chromium: ${guides.length} guias a 390 px, ${wide.length} páginas a 1280 px`);
  }

  // the local search, as a reader uses it: the button, a word, the results
  for (const word of parts.has('search') ? ['Aparar', 'Golpe do Assento'] : []) {
    const { page, context } = await visit('index.html', 1280);
    await page.getByRole('button', { name: /buscar/i }).first().click();
    const input = page.locator('input.search-input, #localsearch-input').first();
    await input.fill(word);
    const results = page.locator('.result, ul.results li');
    try {
      await results.first().waitFor({ timeout: 30_000 });
      const n = await results.count();
      // the detailed list shows the passage each result matched, not only the heading (the toggle
      // works once there are results)
      await page.locator('button[title="Mostrar detalhes"]').click();
      await page.locator('.result .excerpt').first().waitFor({ timeout: 30_000 });
      const first = ((await results.first().textContent()) ?? '').replace(/\s+/g, ' ');
      console.log(`busca "${word}": ${n} resultados; o primeiro: ${first.slice(0, 100)}…`);
      if (!first.toLowerCase().includes(word.toLowerCase())) fail(`a busca por "${word}" não traz a palavra no primeiro resultado (${first})`);
      if (word === 'Golpe do Assento') await page.screenshot({ path: join(shots, 'busca-1280.png') });
    } catch (e) {
      await page.screenshot({ path: join(shots, `busca-falhou-${word.replace(/\W+/g, '-')}.png`) });
      fail(`a busca não achou "${word}": ${String(e).split('\n')[0]}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`capturas de tela: ${relative(root, shots) || shots}`);
if (failures.length) {
  console.error(`\nsite:check: ${failures.length} problema(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('site:check: tudo certo');
