/**
 * Bundle budgets (issue #13), measured from the sources: each public entry, bundled for a browser
 * (esbuild, minified, gzip -9), stays within its limit in `scripts/size.ts`. `npm run size` checks
 * the same budgets on the built `dist/` and the npm tarball. Sizes only — no time is asserted.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KB, bundleBudgets, bundleSize, measured, root, verdict } from '../scripts/size.js';
import { attributeKeySchema, attributeKeys } from '../src/rules/index.js';

describe('bundle budgets (from src/)', () => {
  for (const b of bundleBudgets) {
    it(`${b.name} ≤ ${(b.limit / KB).toFixed(0)} KB gzipped`, async () => {
      const s = measured(await bundleSize(b.entry('src'), root, b.split !== undefined), b);
      expect(s.gzipped).toBeGreaterThan(1 * KB); // the entry really bundled something
      expect(s.gzipped).toBeLessThanOrEqual(b.limit);
      expect(b.limit).toBeGreaterThanOrEqual(b.goal); // a limit is never set below what the issue asked
    });
  }

  it('the measure is not blind: the d10 entry plus zod classic breaks the d10 budget', async () => {
    const d10 = bundleBudgets.find((b) => b.name.endsWith('/d10'))!;
    const heavy = `${d10.entry('src')}\nimport * as z from 'zod';\nexport const probe = z.object({ a: z.string().email() });`;
    const s = await bundleSize(heavy);
    expect(verdict(s.gzipped, d10.limit, d10.goal).over).toBe(true);
  });

  it('the pt-BR locale subpath costs ~2 KB; the same locale through z.locales costs every locale', async () => {
    const subpath = await bundleSize(`import ptBR from 'zod/v4/locales/pt-BR.js';\nexport const m = ptBR();`);
    const namespace = await bundleSize(`import { z } from 'zod';\nexport const m = z.locales.ptBR();`);
    expect(subpath.gzipped).toBeLessThan(3 * KB);
    expect(namespace.gzipped - subpath.gzipped).toBeGreaterThan(50 * KB);
  });

  it('the pdf entry loads its engine on demand: pdf-lib and the fonts are not in what a page loads up front', async () => {
    const pdf = bundleBudgets.find((b) => b.split === 'up-front')!;
    const s = await bundleSize(pdf.entry('src'), root, true);
    const upFront = s.upFrontInputs ?? [];
    expect(upFront).toContain('src/export/pdf/export.ts'); // the public functions are there…
    expect(upFront.filter((f) => /node_modules\/(pdf-lib|@pdf-lib|pako)\/|font-data|src\/export\/pdf\/(engine|render|sheet-kit|read|guard)\.ts/.test(f))).toEqual([]);
    // …and the engine is a chunk of its own, loaded by the first PDF call
    expect(s.total!.gzipped - s.gzipped).toBeGreaterThan(250 * KB);
  });

  it("the d10 entry carries none of zod's locale files (its plain-data messages are zodBasicErrorMapPtBR's)", async () => {
    const d10 = bundleBudgets.find((b) => b.name.endsWith('/d10'))!;
    const s = await bundleSize(d10.entry('src'), root, true);
    expect(s.upFrontInputs).toContain('src/d10/pool.ts');
    expect(s.upFrontInputs!.filter((f) => f.includes('zod/v4/locales/'))).toEqual([]);
  });

  it('the split measure is not blind: a static pdf-lib import lands up front', async () => {
    const s = await bundleSize(`export * from './src/export/pdf/index.ts';\nexport { PDFDocument } from 'pdf-lib';`, root, true);
    expect(s.upFrontInputs!.some((f) => f.includes('node_modules/pdf-lib/'))).toBe(true);
    expect(s.gzipped).toBeGreaterThan(150 * KB);
  });

  it('verdict says over, ok, and keeps the gap to the goal in words', () => {
    expect(verdict(101, 100, 100)).toEqual({ over: true, text: 'ACIMA — 0.1 KB de 0.1 KB' });
    expect(verdict(100, 100, 100).over).toBe(false);
    expect(verdict(10 * KB, 20 * KB, 15 * KB).text).toBe('ok — 10.0 KB de 20.0 KB (meta 15.0 KB: ainda não alcançada)');
  });
});

describe('tree-shakable sources', () => {
  /** Every .ts file under src/. */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
    });
  }

  it("imports zod as a namespace (`import * as z from 'zod'`): `import { z }` makes esbuild keep all of zod and its ~60 locales", () => {
    const offenders = sources(join(root, 'src')).filter((f) =>
      /import\s+\{[^}]*\bz\b[^}]*\}\s+from\s+'zod(\/mini)?'|import\s+z\s+from\s+'zod'|\bz\.locales\b/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('attributeKeys is a literal list (deriveFicha needs no zod) that says what attributeKeySchema says', () => {
    expect(attributeKeys).toEqual(attributeKeySchema.options);
    expect(Object.isFrozen(attributeKeys)).toBe(true);
  });
});
