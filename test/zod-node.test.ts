/**
 * scripts/zod-node.ts reads which zod functions the built ES-module files call through `#zod`, and
 * bundles exactly those into dist/zod-node.js (issue #13's import time in Node). A name it missed
 * would be `undefined` at the first call, so every form it cannot read must fail the build.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildZodNode, toImportsMap, ZOD_ENTRIES, zodNamesUsed } from '../scripts/zod-node.js';

const dirs: string[] = [];
function dist(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), 'zod-node-'));
  dirs.push(d);
  for (const [name, code] of Object.entries(files)) writeFileSync(join(d, name), code);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('zodNamesUsed', () => {
  it('collects every z.name of every namespace import, across files and namespace names', () => {
    const d = dist({
      'a.js': "import * as z from '#zod';\nexport const s = z.strictObject({ a: z.string().regex(/^[a-z]+$/), b: z.enum(['x']) });\n",
      'b.js': "import * as z7 from '#zod';\nimport '#zod';\nexport const n = z7.null();\nexport const j = (s) => z7.toJSONSchema(s);\n",
      'c.cjs': "const z = require('zod'); z.never();\n",
      'zod-node.js': 'export{a as bogus}',
    });
    expect(zodNamesUsed(d)).toEqual(['enum', 'null', 'strictObject', 'string', 'toJSONSchema']);
  });

  it('refuses an import form it does not read: named imports, default imports, re-exports', () => {
    for (const code of [
      "import { object } from '#zod';\nobject({});\n",
      "import z from '#zod';\nz.object({});\n",
      "export { object } from '#zod';\n",
      "export * from '#zod';\n",
    ]) {
      expect(() => zodNamesUsed(dist({ 'x.js': code })), code).toThrow(/zod-node: x\.js imports #zod as/);
    }
  });

  it('refuses the namespace used as a value (computed access, passed to a function, in a list)', () => {
    for (const use of ['z[key]({})', 'register(z)', 'const all = [z, 1];', 'f(1, z )']) {
      expect(() => zodNamesUsed(dist({ 'x.js': `import * as z from '#zod';\n${use}\n` })), use).toThrow(/as a value/);
    }
  });
});

describe('toImportsMap', () => {
  it('rewrites both zod entries and the bare import, and nothing else', () => {
    const code = [
      "import * as z from 'zod';",
      'import * as m from "zod/mini";',
      "import 'zod';",
      "import ptBR from 'zod/v4/locales/pt-BR.js';",
      "import * as other from 'zodiac';",
      "const s = 'from zod';",
    ].join('\n');
    expect(toImportsMap(code).split('\n')).toEqual([
      "import * as z from '#zod';",
      'import * as m from "#zod/mini";',
      "import '#zod';",
      "import ptBR from 'zod/v4/locales/pt-BR.js';",
      "import * as other from 'zodiac';",
      "const s = 'from zod';",
    ]);
  });

  it('keeps #zod and #zod/mini apart when reading names', () => {
    const d = dist({ 'a.js': "import * as z from '#zod';\nimport * as m from '#zod/mini';\nz.object({}); m.string(); m._default(m.int(), 1);\n" });
    expect(zodNamesUsed(d, ZOD_ENTRIES[0])).toEqual(['object']);
    expect(zodNamesUsed(d, ZOD_ENTRIES[1])).toEqual(['_default', 'int', 'string']);
  });
});

describe('buildZodNode', () => {
  it('writes a file that exports exactly the names used, and they work (zod 4: strictObject refuses extra keys)', async () => {
    const d = dist({ 'a.js': "import * as z from '#zod';\nz.strictObject({ n: z.number() });\n" });
    expect(await buildZodNode(d)).toEqual(['number', 'strictObject']);
    const out = join(d, 'zod-node.js');
    expect(readFileSync(out, 'utf8')).not.toMatch(/Ungültige|無効|Entrada inválida/); // no locale came along
    const mod = (await import(out)) as Record<string, (...a: unknown[]) => { safeParse(x: unknown): { success: boolean } }>;
    expect(Object.keys(mod).sort()).toEqual(['number', 'strictObject']);
    const s = mod.strictObject!({ n: mod.number!() });
    expect(s.safeParse({ n: 1 }).success).toBe(true);
    expect(s.safeParse({ n: 1, extra: 2 }).success).toBe(false);
  });

  it('fails when nothing imports #zod (the rewrite in tsup.config.ts did not happen)', async () => {
    await expect(buildZodNode(dist({ 'a.js': "import * as z from 'zod';\nz.object({});\n" }))).rejects.toThrow(/no file of dist\/ imports #zod/);
    await expect(buildZodNode(dist({ 'a.js': "import * as z from '#zod';\nz.object({});\n" }), ZOD_ENTRIES[1])).rejects.toThrow(/imports #zod\/mini/);
  });
});
