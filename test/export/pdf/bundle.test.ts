/**
 * `sangue-e-estrelas/pdf` works in a browser: bundled by esbuild for `platform: 'browser'`, it
 * imports no Node built-in (a `node:` import, or `fs`, `path`, `zlib`… which esbuild cannot
 * resolve for a browser and fails on). The core entry does not load pdf-lib. The PDF entry does
 * not carry fontkit either (the font is precomputed by scripts/gen-font.ts).
 */
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

async function bundle(entry: string, platform: 'browser' | 'node') {
  return build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    platform,
    format: 'esm',
    mainFields: ['browser', 'module', 'main'],
    logLevel: 'silent',
  });
}

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

describe('the ./pdf entry in a browser', () => {
  it('bundles for the browser with no Node built-in import', async () => {
    const r = await bundle('src/export/pdf/index.ts', 'browser');
    const imports = Object.values(r.metafile.inputs).flatMap((i) => i.imports.map((x) => x.path));
    expect(imports.filter((p) => builtins.has(p) || p.startsWith('node:'))).toEqual([]);
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs.some((p) => p.includes('node_modules/pdf-lib/'))).toBe(true);
    expect(inputs.filter((p) => p.includes('fontkit'))).toEqual([]);
  });

  it('the core entry does not load pdf-lib', async () => {
    // platform node: this test is about pdf-lib only (Node built-ins are allowed to stay external)
    const r = await bundle('src/index.ts', 'node');
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs.filter((p) => /node_modules\/(pdf-lib|@pdf-lib)\//.test(p) || p.includes('src/export/pdf/'))).toEqual([]);
  });
});
