/**
 * The Encontro tab in Chromium (issue 24): the party and the enemies made without code, the run in a
 * Web Worker (progress, cancel), the verdict first in the book's words (labels of the Capítulo Dez
 * ladder, `enemies.difficulty.steps`, read from the ruleset), and the figures equal to the library's
 * own run of the same scenario and seed — the document the page downloads is the one `simular` reads.
 * The speed (2,000 fights of four level-20 Bronzes against an Ouro) lives in
 * bench/encontro-browser.bench.ts, not here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRuleset } from '../../src/index.js';
import { readScenario, runScenario, scenarioFighters, simulate, verdictFromResult } from '../../src/sim/index.js';
import { CHROMIUM, ROOT, startPlayground, type Playground } from './harness.js';

const skip = !existsSync(CHROMIUM) && !process.env.CI;
const artifacts = join(ROOT, 'test', '.browser-artifacts');
let pg: Playground;

async function open(width = 390): Promise<{ page: Page; errors: string[] }> {
  const context = await pg.browser.newContext({ acceptDownloads: true, viewport: { width, height: 844 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${pg.base}/index.html`);
  await page.click('#tab-encontro');
  await page.waitForSelector('#encontro-simular');
  return { page, errors };
}

const pageResult = async (page: Page) => JSON.parse((await page.textContent('#encontro-resultado'))!) as { fight: string; result: unknown };
const wider = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(skip)('the Encontro in Chromium', () => {
  beforeAll(async () => {
    pg = await startPlayground();
  }, 300_000);
  afterAll(async () => {
    await pg?.close();
  });

  it('three level-5 Bronzes against the Cavaleiro de Prata: the verdict first, the figures of the library’s run for the same seed, the chart, a link that restores it, on a 390 px phone', async () => {
    const { page, errors } = await open(390);
    await page.fill('[name=ref-level]', '5');
    await page.fill('[name=ref-count]', '3');
    await page.click('#encontro-add-ref');
    await page.selectOption('[name=pronto]', 'cavaleiro-de-prata');
    await page.click('#encontro-add-pronto');
    expect(await page.$$eval('#encontro-grupo li', (l) => l.length)).toBe(3);
    expect(await page.textContent('#encontro-inimigos')).toContain('Cavaleiro de Prata');
    await page.fill('[name=n]', '400');
    await page.fill('[name=semente]', '7');
    await page.click('#encontro-simular');
    await page.waitForSelector('#encontro-veredito', { timeout: 60_000 });

    // the verdict comes first, in the book's words
    const labels = bookRuleset.enemies.difficulty.steps.map((s) => s.label);
    const label = (await page.textContent('#encontro-veredito'))!;
    expect(labels).toContain(label);
    expect(await page.$eval('#encontro-resposta', (r) => r.firstElementChild?.id)).toBe('encontro-veredito');
    const reading = (await page.textContent('#encontro-leitura'))!;
    expect(reading.startsWith(`${label}:`)).toBe(true);

    // the scenario the page offers is the CLI's document: the library plays it to the same figures
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#encontro-baixar')]);
    const text = readFileSync((await dl.path())!, 'utf8');
    expect(JSON.parse(text).format).toBe('sangue-e-estrelas/cenario');
    const s = await readScenario(text);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    expect([s.value.n, s.value.seed, s.value.fight]).toEqual([400, 7, 'grupo']);
    const lib = runScenario(s.value);
    const shown = await pageResult(page);
    expect(shown).toEqual(JSON.parse(JSON.stringify({ fight: lib.fight, result: lib.result })));
    const { a, b, ruleset } = scenarioFighters(s.value);
    const direct = simulate(a, b, { n: 400, seed: 7, maxRounds: s.value.maxRounds, soloAgainstMany: true, ruleset });
    expect(shown.result).toEqual(JSON.parse(JSON.stringify(direct)));
    expect(reading).toBe(verdictFromResult(direct, ruleset).reading);

    // the chart, and a phone's width
    expect(await page.$$eval('#encontro-grafico rect.pg-bar', (r) => r.length)).toBeGreaterThan(2);
    expect(await wider(page)).toBe(0);
    await page.screenshot({ path: join(artifacts, 'encontro-390.png'), fullPage: true });

    // the link gives the same encounter, seed and figures in a fresh page
    const link = await page.inputValue('#encontro-link');
    expect(link).toMatch(/#encontro=[A-Za-z0-9_-]+$/);
    const other = await pg.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const p2 = await other.newPage();
    const errors2: string[] = [];
    p2.on('pageerror', (e) => errors2.push(String(e)));
    p2.on('console', (m) => m.type() === 'error' && errors2.push(m.text()));
    await p2.goto(link);
    await p2.waitForSelector('#encontro-veredito', { timeout: 60_000 });
    expect(await p2.getAttribute('#tab-encontro', 'aria-selected')).toBe('true');
    expect(await pageResult(p2)).toEqual(shown);
    expect(await p2.$$eval('#encontro-grupo li', (l) => l.length)).toBe(3);
    expect(await wider(p2)).toBe(0);
    await p2.screenshot({ path: join(artifacts, 'encontro-1300.png'), fullPage: true });
    expect(errors2).toEqual([]);
    await other.close();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a long run shows its progress, the page answers while it runs, and Cancelar stops it; the next run answers', async () => {
    const { page, errors } = await open(390);
    await page.fill('[name=ref-level]', '20');
    await page.fill('[name=ref-count]', '4');
    await page.click('#encontro-add-ref');
    await page.fill('[name=rapido-level]', '20');
    await page.selectOption('[name=rapido-posto]', 'ouro');
    await page.click('#encontro-add-rapido');
    await page.fill('[name=n]', '100000');
    await page.click('#encontro-simular');
    await expect.poll(() => page.$eval('#encontro-progresso', (p) => (p as HTMLProgressElement).value), { timeout: 30_000 }).toBeGreaterThan(0);
    // the page is not frozen: it runs our script and a click on another tab while the worker plays
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    await page.click('#tab-tecnica');
    expect(await page.isVisible('#form-tecnica')).toBe(true);
    await page.click('#tab-encontro');
    await page.click('#encontro-cancelar');
    expect(await page.isHidden('#encontro-progresso')).toBe(true);
    expect(await page.textContent('#status')).toBe('Simulação cancelada.');
    expect(await page.$('#encontro-veredito')).toBeNull();
    await page.waitForTimeout(300); // a late message of the cancelled run would show up by now
    expect(await page.$('#encontro-veredito')).toBeNull();
    await page.fill('[name=n]', '100');
    await page.click('#encontro-simular');
    await page.waitForSelector('#encontro-veredito', { timeout: 60_000 });
    expect((await pageResult(page)).fight).toBe('grupo');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the page’s character, dropped files and a ready character join the party (an enemy file goes to the other side); a band of figurantes answers with its figures', async () => {
    const { page, errors } = await open(390);
    await page.click('#tab-personagem');
    await page.click('#carregar-teo');
    await page.waitForSelector('#ficha-personagem .se-ficha');
    await page.click('#tab-encontro');
    await page.click('#encontro-add-pagina');
    await page.setInputFiles('#encontro-arquivos', [
      { name: 'teo-nivel-20.json', mimeType: 'application/json', buffer: readFileSync(join(ROOT, 'examples', 'personagens', 'teo-nivel-20.json')) },
      { name: 'marciano.json', mimeType: 'application/json', buffer: readFileSync(join(ROOT, 'examples', 'inimigos', 'marciano.json')) },
      { name: 'quebrado.json', mimeType: 'application/json', buffer: Buffer.from('{"name": "x",}') },
    ]);
    await expect.poll(() => page.$$eval('#encontro-grupo-erros li', (l) => l.length)).toBe(1);
    expect(await page.$$eval('#encontro-grupo li', (l) => l.length)).toBe(2);
    expect(await page.textContent('#encontro-inimigos')).toContain('Marciano');
    const bad = (await page.textContent('#encontro-grupo-erros'))!;
    expect(bad).toContain('quebrado.json');
    expect(bad).not.toMatch(/Expected|Unexpected|JSON at position/);
    // a ready character of examples/personagens/
    await page.selectOption('[name=personagem-pronto]', 'ayla-nivel-5');
    await page.click('#encontro-add-personagem-pronto');
    expect(await page.$$eval('#encontro-grupo li', (l) => l.length)).toBe(3);
    expect(await page.textContent('#encontro-grupo')).toContain('Ayla (nível 5)');
    await page.fill('[name=bando-size]', '6');
    await page.fill('[name=bando-level]', '1');
    await page.click('#encontro-bando');
    await page.fill('[name=n]', '100');
    await page.click('#encontro-simular');
    await page.waitForSelector('#encontro-pv', { timeout: 60_000 });
    expect((await pageResult(page)).fight).toBe('bando');
    expect(await wider(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
