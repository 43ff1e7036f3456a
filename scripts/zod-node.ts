/**
 * `dist/zod-node.js` and `dist/zod-mini-node.js`: the zod that the ES-module build uses in Node
 * (issue #13's import time).
 *
 * `import 'zod'` makes Node load every one of zod's ~60 locales and ~40 module files: 83 of the
 * 200 ms the core took to import. The ES-module build imports zod as `#zod` instead (tsup.config.ts
 * rewrites the specifier), and package.json's `imports` maps `#zod` to this file under the `node`
 * condition and to the `zod` package everywhere else — so a web app's bundler still takes the app's
 * own zod (one copy, tree-shaken as before), while Node loads one small file.
 *
 * This file is made from what the build actually uses: every `import * as z from '#zod'` of
 * `dist/*.js` is read, and every `z.name` it calls becomes one named export of a bundle of zod,
 * minified, with zod's `locales/index.js` (the ~60 locales no call of the library reaches)
 * replaced by an empty module. Any other form of import from `#zod` fails the build, so a name
 * the library uses can never be missing.
 *
 * @module
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The zod entries the ES-module build imports through package.json `imports`: the specifier the
 * built files use, the zod entry it stands for, and the file Node gets. `zod/mini` is the d10
 * entry's; both re-export zod's locales, so both get the same treatment.
 */
export const ZOD_ENTRIES = [
  { specifier: '#zod', zod: 'zod', file: 'zod-node.js' },
  { specifier: '#zod/mini', zod: 'zod/mini', file: 'zod-mini-node.js' },
] as const;

/** One of {@link ZOD_ENTRIES}. */
export type ZodEntry = (typeof ZOD_ENTRIES)[number];

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Rewrites a built ES-module chunk's zod specifiers (`from 'zod'`, `from 'zod/mini'`, and the bare
 * `import 'zod'` esbuild leaves where a file only named zod's types) to their `#` twins.
 *
 * @example
 * ```ts
 * toImportsMap("import * as z from 'zod/mini';") //=> "import * as z from '#zod/mini';"
 * ```
 */
export function toImportsMap(code: string): string {
  let out = code;
  for (const e of ZOD_ENTRIES) {
    out = out.replace(new RegExp(`(\\bfrom\\s*|^import\\s*)(['"])${escapeRe(e.zod)}\\2`, 'gm'), `$1$2${e.specifier}$2`);
  }
  return out;
}

/**
 * The zod names the built ES-module files use, read from their `import * as z from '#zod'` (or
 * the entry's specifier). Throws (a build error) on any other form of import from it.
 *
 * @example
 * ```ts
 * zodNamesUsed('dist') //=> ['array', 'boolean', 'discriminatedUnion', …]
 * ```
 */
export function zodNamesUsed(distDir: string, entry: ZodEntry = ZOD_ENTRIES[0]): string[] {
  const names = new Set<string>();
  const spec = escapeRe(entry.specifier);
  const own = new Set<string>(ZOD_ENTRIES.map((e) => e.file));
  for (const file of readdirSync(distDir)) {
    if (!file.endsWith('.js') || own.has(file)) continue;
    const code = readFileSync(join(distDir, file), 'utf8');
    const imports = [...code.matchAll(new RegExp(`^(?:import|export)\\b[^;\\n]*?['"]${spec}['"]`, 'gm'))];
    for (const m of imports) {
      if (new RegExp(`^import\\s*'${spec}'$`).test(m[0].trim())) continue; // a bare import: no name read
      const ns = new RegExp(`^import \\* as ([\\w$]+) from '${spec}'$`).exec(m[0].trim().replace(/;$/, ''));
      if (!ns) throw new Error(`zod-node: ${file} imports ${entry.specifier} as \`${m[0]}\`; only \`import * as z from '${entry.specifier}'\` is read`);
      const v = ns[1]!.replace(/\$/g, '\\$');
      const body = code.replace(m[0], '');
      for (const use of body.matchAll(new RegExp(`(?<![\\w$.])${v}\\.([\\w$]+)`, 'g'))) names.add(use[1]!);
      // The namespace as a value (`z[k]`, `f(z)`, `[z, …]`) would hide the names it is read by.
      const asValue = new RegExp(`(?<![\\w$.-])${v}(?=\\s*[\\[),;])`).exec(body);
      if (asValue) throw new Error(`zod-node: ${file} uses the zod namespace \`${ns[1]}\` as a value: ${body.slice(asValue.index - 40, asValue.index + 20)}`);
    }
  }
  return [...names].sort();
}

/**
 * Writes the entry's file (`dist/zod-node.js`, `dist/zod-mini-node.js`) with exactly the names the
 * build uses from it; returns them.
 *
 * @example
 * ```ts
 * await buildZodNode('dist');
 * ```
 */
export async function buildZodNode(distDir: string, entry: ZodEntry = ZOD_ENTRIES[0]): Promise<string[]> {
  const names = zodNamesUsed(distDir, entry);
  if (names.length === 0) throw new Error(`zod-node: no file of dist/ imports ${entry.specifier} — is tsup.config.ts rewriting \`${entry.zod}\`?`);
  // `null` and `enum` are reserved words: exported by their string names.
  const list = names.map((n) => JSON.stringify(n)).join(', ');
  await build({
    stdin: { contents: `export { ${list} } from '${entry.zod}';`, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    banner: { js: '/* zod 4 (MIT, Colin McDonnell; see THIRD-PARTY-NOTICES.md): the functions sangue-e-estrelas calls, built by scripts/zod-node.ts. */' },
    outfile: join(distDir, entry.file),
    logLevel: 'warning',
    plugins: [
      {
        name: 'no-zod-locales',
        setup(b) {
          // zod's `locales` namespace re-export: the library passes pt-BR per call and never reads it.
          b.onResolve({ filter: /\/locales\/index\.js$/ }, (a) => ({ path: a.path, namespace: 'no-zod-locales' }));
          b.onLoad({ filter: /.*/, namespace: 'no-zod-locales' }, () => ({ contents: 'export {};', loader: 'js' }));
        },
      },
    ],
  });
  return names;
}
