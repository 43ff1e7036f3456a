/**
 * The playground built once and served from a sub-path (`/sub/pasta/`, as a GitHub Pages project
 * page would), with Debian's Chromium driven by playwright-core. Shared by the browser tests and the
 * Encontro's benchmark (bench/encontro-browser.bench.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

/** Debian's Chromium (`apt-get install -y chromium`). */
export const CHROMIUM = '/usr/bin/chromium';
/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The sub-path the playground is served from: every asset must load from below it (vite's `base: './'`). */
export const SUB_PATH = '/sub/pasta';

const DIST = join(ROOT, 'examples', 'playground', 'dist');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** A running playground: its URL (`…/sub/pasta`), the browser, and how to stop both. */
export interface Playground {
  readonly base: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Builds the playground (vite) into `examples/playground/dist/`. */
export async function buildPlayground(): Promise<void> {
  await build({ configFile: join(ROOT, 'examples', 'playground', 'vite.config.ts'), logLevel: 'silent' });
}

/** Serves the built `dist/` under {@link SUB_PATH} only, and launches Chromium (the browser tests build once in their global setup; pass `build` to build first). */
export async function startPlayground(options: { build?: boolean } = {}): Promise<Playground> {
  if (options.build) await buildPlayground();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith(`${SUB_PATH}/`)) {
      res.writeHead(404).end();
      return;
    }
    const file = normalize(join(DIST, decodeURIComponent(url.pathname.slice(SUB_PATH.length))));
    if (!file.startsWith(DIST) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUB_PATH}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return {
    base,
    browser,
    async close() {
      await browser.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** The `#encontro=` fragment of a scenario document's text (base64url of its compact JSON, as the page writes it). */
export function encounterHash(scenarioText: string): string {
  return `encontro=${Buffer.from(JSON.stringify(JSON.parse(scenarioText))).toString('base64url')}`;
}
