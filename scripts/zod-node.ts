/**
 * `dist/zod-node.js`: the zod that the ES-module build uses in Node (issue #13's import time).
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

/** The specifier the ES-module build imports zod by (package.json `imports`). */
export const ZOD_SPECIFIER = '#zod';

/**
 * The zod names the built ES-module files use, read from their `import * as z from '#zod'`.
 * Throws (a build error) on any other form of import from `#zod`.
 *
 * @example
 * ```ts
 * zodNamesUsed('dist') //=> ['array', 'boolean', 'discriminatedUnion', …]
 * ```
 */
export function zodNamesUsed(distDir: string): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(distDir)) {
    if (!file.endsWith('.js') || file === 'zod-node.js') continue;
    const code = readFileSync(join(distDir, file), 'utf8');
    const imports = [...code.matchAll(/^(?:import|export)\b[^;\n]*?['"]#zod['"]/gm)];
    for (const m of imports) {
      if (/^import\s*'#zod'$/.test(m[0].trim())) continue; // a bare import: no name read
      const ns = /^import \* as ([\w$]+) from '#zod'$/.exec(m[0].trim().replace(/;$/, ''));
      if (!ns) throw new Error(`zod-node: ${file} imports #zod as \`${m[0]}\`; only \`import * as z from '#zod'\` is read`);
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
 * Writes `dist/zod-node.js` with exactly the names the build uses; returns them.
 *
 * @example
 * ```ts
 * await buildZodNode('dist');
 * ```
 */
export async function buildZodNode(distDir: string): Promise<string[]> {
  const names = zodNamesUsed(distDir);
  if (names.length === 0) throw new Error('zod-node: no file of dist/ imports #zod — is tsup.config.ts rewriting `zod`?');
  // `null` and `enum` are reserved words: exported by their string names.
  const list = names.map((n) => JSON.stringify(n)).join(', ');
  await build({
    stdin: { contents: `export { ${list} } from 'zod';`, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    banner: { js: '/* zod 4 (MIT, Colin McDonnell; see THIRD-PARTY-NOTICES.md): the functions sangue-e-estrelas calls, built by scripts/zod-node.ts. */' },
    outfile: join(distDir, 'zod-node.js'),
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
