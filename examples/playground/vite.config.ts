/**
 * The playground: a static site (no server) built by vite from the library's sources, so it works
 * from a fresh clone without `npm run build`. `npm run playground` serves it,
 * `npm run playground:build` writes `examples/playground/dist/`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (p: string) => fileURLToPath(new URL(`../../src/${p}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    alias: [
      { find: /^sangue-e-estrelas\/pdf$/, replacement: src('export/pdf/index.ts') },
      { find: /^sangue-e-estrelas\/html$/, replacement: src('export/html/index.ts') },
      { find: /^sangue-e-estrelas$/, replacement: src('index.ts') },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: { port: 5173 },
});
