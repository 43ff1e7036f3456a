/**
 * The playground: a static site (no server) built by vite from the library's sources, so it works
 * from a fresh clone without `npm run build`. `npm run playground` serves it,
 * `npm run playground:build` writes `examples/playground/dist/`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: { port: 5173 },
  // the Encontro's simulator runs in a module worker (examples/playground/encontro-worker.ts)
  worker: { format: 'es' },
});
