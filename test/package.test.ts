/**
 * The package surface: the core entry stays small and never pulls pdf-lib (the `./pdf` subpath
 * does), and no public entry imports a Node built-in except the CLI.
 */
import { build, type Metafile } from 'esbuild';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

/** Bundles an entry for a browser (ESM, nothing written) and returns esbuild's metafile. */
async function metafileOf(entry: string): Promise<Metafile> {
  const r = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
  });
  return r.metafile!;
}

describe('package surface', () => {
  it('the core entry does not load pdf-lib or fontkit', async () => {
    const inputs = Object.keys((await metafileOf('src/index.ts')).inputs);
    expect(inputs.some((p) => p.includes('src/rules/ruleset.ts'))).toBe(true);
    expect(inputs.filter((p) => /node_modules\/(pdf-lib|@pdf-lib)/.test(p))).toEqual([]);
  });

  for (const entry of ['src/index.ts', 'src/d10/index.ts', 'src/cosmo-gaming/index.ts', 'src/export/pdf/index.ts', 'src/export/html/index.ts', 'src/sim/index.ts']) {
    it(`${entry} bundles for a browser without Node built-ins`, async () => {
      if (!existsSync(join(root, entry))) throw new Error(`${entry} is missing`);
      const nodeImports = Object.values((await metafileOf(entry)).inputs)
        .flatMap((i) => i.imports)
        .filter((imp) => imp.path.startsWith('node:') || imp.external);
      expect(nodeImports).toEqual([]);
    });
  }
});
