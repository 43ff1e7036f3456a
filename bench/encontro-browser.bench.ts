/**
 * The Encontro in Chromium (issue 24): 2,000 fights of four level-20 Bronzes against an Ouro
 * (examples/cenarios/quatro-bronzes-contra-ouro.json, n = 2000), played by the playground's Web
 * Worker — from the click to the verdict on the page, the first run (the worker starting) and three
 * more. Target (reported, never asserted): under 1 s. Skipped without /usr/bin/chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, encounterHash, ROOT, startPlayground } from '../test/browser/harness.js';
import { fmt } from './measure.js';

export async function run(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log('sem /usr/bin/chromium: pulado');
    return;
  }
  const doc = JSON.parse(readFileSync(join(ROOT, 'examples', 'cenarios', 'quatro-bronzes-contra-ouro.json'), 'utf8')) as { data: { n?: number } };
  doc.data.n = 2000;
  const pg = await startPlayground({ build: true });
  try {
    const page = await pg.browser.newPage();
    const times: number[] = [];
    const inWorker: number[] = [];
    const read = async () => {
      await page.waitForSelector('#encontro-tempo', { timeout: 120_000 });
      times.push(Number(await page.getAttribute('#encontro-tempo', 'data-ms')));
      inWorker.push(Number(await page.getAttribute('#encontro-tempo', 'data-worker-ms')));
    };
    // the link plays the encounter as the page opens (the worker starts here)
    await page.goto(`${pg.base}/index.html#${encounterHash(JSON.stringify(doc))}`);
    await read();
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => document.getElementById('encontro-tempo')?.remove());
      await page.click('#encontro-simular');
      await read();
    }
    const warm = times.slice(1).sort((x, y) => x - y);
    console.log(`4 Bronzes nível 20 contra um Ouro, 2.000 lutas no Chromium: pelo link, ao abrir a página ${fmt(times[0]!)} ms; clicando em Simular, mediana ${fmt(warm[1]!)} ms (${times.slice(1).map((x) => fmt(x)).join(' / ')}); dentro do worker ${inWorker.map((x) => fmt(x)).join(' / ')} ms  [meta: < 1.000 ms]`);
  } finally {
    await pg.close();
  }
}
