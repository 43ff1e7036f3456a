import { transformSync } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { buildZodNode, toImportsMap, ZOD_ENTRIES } from './scripts/zod-node.js';

/**
 * The library loads only zod's Brazilian Portuguese messages (`zod/v4/locales/pt-BR.js`, see
 * `src/issues/zod.ts`). zod maps that subpath to the same ESM file for `import` and `require`, so
 * the CJS build asks for the `.cjs` twin instead: one zod instance per format, no require(esm).
 */
const zodLocaleForCjs: NonNullable<Options['plugins']>[number] = {
  name: 'zod-locale-cjs',
  renderChunk(code) {
    if (this.format !== 'cjs') return undefined;
    // Runs before tsup turns the split ESM chunks into CJS: rewrite the specifier, import or require.
    return { code: code.replace(/(['"])zod\/v4\/locales\/([\w-]+)\.js\1/g, '$1zod/v4/locales/$2.cjs$1') };
  },
};

/**
 * The PDF entry loads its engine on demand (`import('./engine.js')` in `src/export/pdf/lazy.ts`).
 * In the CJS build that chunk is a CommonJS file: it is `require`d (in a promise, as `import()`
 * answers), so that a CommonJS host without ES-module support in its VM (Jest without
 * `--experimental-vm-modules`) still loads it. Rewritten before tsup turns the chunks into CJS.
 */
const chunkImportForCjs: NonNullable<Options['plugins']>[number] = {
  name: 'chunk-import-cjs',
  renderChunk(code) {
    if (this.format !== 'cjs') return undefined;
    return { code: code.replace(/\bimport\((['"])(\.\/[\w.-]+\.cjs)\1\)/g, 'Promise.resolve().then(() => require($1$2$1))') };
  },
};

/**
 * esbuild escapes the non-ASCII characters of strings and templates (its default `charset:
 * 'ascii'`) but not those of the comments the unminified `dist` keeps (`—`, `›`, the TSDoc's
 * accents) nor of regular-expression literals (`/s[eé]timo/`). One such character makes V8 decode
 * the whole file from UTF-8 and scan it as two-byte text; an ASCII file is read as one-byte text.
 * Escaped here as `\uXXXX`: text in a comment, the same character in a regular expression (with or
 * without the `u` flag). About 1 % fewer instructions to import the core (callgrind, issue #13).
 * `npm run size` checks that `dist` stays ASCII.
 */
const asciiComments: NonNullable<Options['plugins']>[number] = {
  name: 'ascii-comments',
  renderChunk(code) {
    return { code: code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) };
  },
};

/**
 * The TSDoc blocks esbuild carries into the unminified JS (`/** … *\/` on lines of their own) say
 * again what the declarations say, for nobody: editors and typedoc read the `.d.ts`. Dropped from
 * `dist/*.js` and `*.cjs` (about 75 KB of the npm tarball, issue #13's 1.2 MB budget). Every other
 * comment stays — `/* @__PURE__ *\/` and `// @__NO_SIDE_EFFECTS__` are what let an app's bundler
 * tree-shake the module-level schemas. The build checks its own work: the chunk minified before and
 * after must be the same code, or the build fails.
 */
const stripDocComments: NonNullable<Options['plugins']>[number] = {
  name: 'strip-doc-comments',
  renderChunk(code, info) {
    if (!/\.c?js$/.test(info.path)) return undefined;
    const stripped = code.replace(/^[ \t]*\/\*\*(?:(?!\*\/)[\s\S])*\*\/[ \t]*\n/gm, '');
    if (stripped === code) return undefined;
    const min = (js: string) => transformSync(js, { minify: true, loader: 'js' }).code;
    const same = min(code) === min(stripped);
    if (!same) throw new Error(`strip-doc-comments: removing the doc comments changed the code of ${info.path}`);
    return { code: stripped };
  },
};

/**
 * One build, several entry points: the core stays small and free of pdf-lib; the PDF exporter and
 * the two other systems of the seeds are subpaths. ESM + CJS + declarations, like immer's build.
 *
 * No source maps in the package: `dist` is not minified (names and structure read as in `src`),
 * maps pointing at a `src/` the package does not ship make bundlers warn, and maps carrying their
 * sources doubled the tarball (4.5 MB of 9 MB unpacked). Sizes are checked by `npm run size`.
 */
const entries = {
  index: 'src/index.ts',
  pdf: 'src/export/pdf/index.ts',
  html: 'src/export/html/index.ts',
  'cosmo-gaming': 'src/cosmo-gaming/index.ts',
  d10: 'src/d10/index.ts',
  sim: 'src/sim/index.ts',
  // Node only: the simulator over worker_threads; its worker is the `sim-worker` entry below.
  'sim-threads': 'src/sim-threads/index.ts',
} as const;

/**
 * `npm run build` runs two passes, one after the other (`TSUP_PART=js`, then `TSUP_PART=dts`): the
 * declaration pass holds the whole TypeScript program, and beside the JS pass in one process it
 * took the build's peak past 2 GB. Without `TSUP_PART`, one pass does both.
 */
const part = process.env.TSUP_PART;

/**
 * In the ES-module build, `import * as z from 'zod'` becomes `from '#zod'` and `zod/mini` (the d10
 * entry) `#zod/mini` (issue #13's import time). package.json `imports` maps each to a file of
 * dist/ under the `node` condition — the few zod functions the library calls, bundled without
 * zod's ~60 locales, which Node otherwise loads on every `import 'zod'` (83 of the 200 ms the core
 * took) — and to the zod package everywhere else, so a web app's bundler still dedupes it with the
 * app's own zod. The CJS build and the pt-BR locale file keep their `zod` specifiers. The files are
 * written after the ES-module build (`onSuccess`, scripts/zod-node.ts), from the names the built
 * files use.
 */
const zodThroughImportsMap: NonNullable<Options['plugins']>[number] = {
  name: 'zod-through-imports-map',
  renderChunk(code) {
    if (this.format !== 'esm') return undefined;
    return { code: toImportsMap(code) };
  },
};

/**
 * The command line is an executable (`bin` → `dist/cli.js`), not a module anyone `require`s: built
 * once, as an ES module. A `cli.cjs` nobody ran cost 19 KB of the npm tarball.
 */
const executables = { cli: 'src/cli/bin.ts' } as const;

const common: Options = {
  // `sim-worker` is the script `sim-threads` starts in each worker: it must sit next to it in dist/.
  entry: { ...entries, 'sim-worker': 'src/sim-threads/sim-worker.ts' },
  plugins: [zodLocaleForCjs, zodThroughImportsMap, chunkImportForCjs, stripDocComments, asciiComments],
  sourcemap: false,
  // `npm run build` empties dist/ first: the two formats build side by side and must not clean each other.
  clean: false,
  treeshake: true,
  // import.meta.url in the CJS build (sim-threads finds its worker file with it).
  shims: true,
  splitting: true,
  target: 'node20',
  outDir: 'dist',
};

// `stripInternal`: the schemas as built (`warriorSchemaDef`…, marked `@internal`) stay out of the
// declarations, which name the public schemas' written-out types instead (issue #17).
const declarations = { entry: entries, compilerOptions: { stripInternal: true } };

export default defineConfig(
  part === 'dts'
    ? [{ ...common, format: ['esm', 'cjs'], dts: { ...declarations, only: true } }]
    : [
        {
          ...common,
          entry: { ...(common.entry as Record<string, string>), ...executables },
          format: ['esm'],
          onSuccess: async () => {
            for (const e of ZOD_ENTRIES) await buildZodNode('dist', e);
          },
          dts: part === 'js' ? false : declarations,
        },
        { ...common, format: ['cjs'], dts: part === 'js' ? false : declarations },
      ],
);
