#!/usr/bin/env node
/**
 * `npm run site`: the one static folder, site/dist, that GitHub Pages publishes (.github/workflows/pages.yml):
 * - the guides of docs/, by VitePress (docs/.vitepress/config.mts: pt-BR navigation, local search);
 * - the API reference, by TypeDoc (site/typedoc.json: typedoc.json with the theme's words in pt-BR), in site/dist/api/;
 * - the playground with its encounter page, by vite (examples/playground/vite.config.ts), in site/dist/playground/.
 * Every part links relatively or through the base, so the folder works from the sub-path it was built
 * for: `SITE_BASE` (default `/sangue-e-estrelas/`, the project page on GitHub Pages).
 * `npm run site:check` then walks the built folder in Chromium (scripts/site-check.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'site', 'dist');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function step(title, cmd, args) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`site: ${title} falhou (${r.status ?? r.signal}).`);
    process.exit(1);
  }
  console.log(`  ${title}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

// VitePress empties its outDir first: it goes first, the other parts are written inside it.
step('guias (VitePress)', bin('vitepress'), ['build', 'docs']);
// the reference's header links back to the guides and the playground: absolute, under the base, so
// the options file (navigationLinks is an object, which TypeDoc takes only from a file) is written here
const base = process.env.SITE_BASE ?? '/sangue-e-estrelas/';
mkdirSync(join(root, 'site', '.cache'), { recursive: true });
const typedocOptions = join(root, 'site', '.cache', 'typedoc.json');
writeFileSync(
  typedocOptions,
  JSON.stringify({ extends: ['../typedoc.json'], navigationLinks: { Guias: `${base}index.html`, Playground: `${base}playground/index.html` } }, null, 2),
);
step('referência da API (TypeDoc)', bin('typedoc'), ['--options', typedocOptions, '--out', join(dist, 'api')]);
step('playground (vite)', bin('vite'), ['build', '--config', 'examples/playground/vite.config.ts', '--outDir', join(dist, 'playground'), '--emptyOutDir', '--logLevel', 'warn']);
// GitHub Pages: publish the folder as it is (no Jekyll step, which would drop files starting with `_`).
writeFileSync(join(dist, '.nojekyll'), '');
for (const part of ['index.html', 'api/index.html', 'playground/index.html']) {
  if (!existsSync(join(dist, part))) {
    console.error(`site: ${part} não foi gerado.`);
    process.exit(1);
  }
}
console.log(`\nsite: ${dist} (base ${base})`);
