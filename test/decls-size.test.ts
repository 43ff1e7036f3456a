/**
 * The declaration budgets of `npm run size` (issue #17): what is counted. The sizes themselves are
 * checked on the built `dist/` by `npm run size` (after `npm run build`), not here.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declarationBudgets, declarationBytes, declarationTypeBytes } from '../scripts/decls-size.js';

describe('declaration budgets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'decls-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'index.d.ts'), 'x'.repeat(300));
  writeFileSync(join(dir, 'index.d.cts'), 'x'.repeat(300));
  writeFileSync(join(dir, 'model-abc.d.ts'), 'é'.repeat(10)); // bytes, not characters: 20
  writeFileSync(join(dir, 'index.js'), 'x'.repeat(5000));

  it('counts the ESM declarations once (not the .d.cts twins, not the JS), in bytes', () => {
    const all = declarationBudgets.find((b) => b.name.startsWith('dist/*.d.ts'))!;
    const index = declarationBudgets.find((b) => b.name === 'dist/index.d.ts')!;
    expect(declarationBytes(dir, all.files)).toBe(320);
    expect(declarationBytes(dir, index.files)).toBe(300);
  });

  it('never sets a limit below the goal, and the goal is half of what issue #17 measured', () => {
    for (const b of declarationBudgets) expect(b.limit).toBeGreaterThanOrEqual(b.goal);
    expect(declarationBudgets.map((b) => b.goal)).toEqual([446 * 1024, 255 * 1024, 247 * 1024, 121 * 1024]);
  });

  it('the types alone: the TSDoc and the formatting do not count, a type does', () => {
    const typesDir = mkdtempSync(join(tmpdir(), 'decls-types-'));
    try {
      const plain = 'export interface A {\n    x: number;\n}\n';
      writeFileSync(join(typesDir, 'a.d.ts'), plain);
      const bare = declarationTypeBytes(typesDir, (f) => f === 'a.d.ts');
      writeFileSync(join(typesDir, 'a.d.ts'), `/**\n * A long comment ${'prose '.repeat(200)}\n * @example\n * const a: A = { x: 1 };\n */\nexport   interface A { /** x. */ x: number }\n`);
      expect(declarationTypeBytes(typesDir, (f) => f === 'a.d.ts')).toBe(bare);
      writeFileSync(join(typesDir, 'a.d.ts'), 'export interface A {\n    x: number;\n    y: string;\n}\n');
      expect(declarationTypeBytes(typesDir, (f) => f === 'a.d.ts')).toBeGreaterThan(bare);
    } finally {
      rmSync(typesDir, { recursive: true, force: true });
    }
  });
});

describe('the internal tag and the declaration build', () => {
  /** Every .ts file under a folder. */
  function sources(dir: string): string[] {
    const out: string[] = [];
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) out.push(...sources(p));
      else if (p.endsWith('.ts')) out.push(p);
    }
    return out;
  }
  /** A file whose opening comment carries the tag and sits right on an import or a re-export. */
  const stripsItsImport = (text: string): boolean => {
    const m = /^\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*\n(?:import\b|export\s+(?:type\s+)?[*{])/.exec(text);
    return m !== null && /@internal\b/.test(m[0]);
  };

  it('the detector sees the case and leaves a tagged declaration alone', () => {
    expect(stripsItsImport("/**\n * Helpers.\n *\n * @internal\n */\nimport { a } from './a.js';\n")).toBe(true);
    expect(stripsItsImport("/**\n * Helpers.\n *\n * @internal\n */\nexport * from './a.js';\n")).toBe(true);
    expect(stripsItsImport("/**\n * Helpers.\n */\nimport { a } from './a.js';\n\n/** @internal */\nexport const b = 1;\n")).toBe(false);
    expect(stripsItsImport("/**\n * Freezes.\n *\n * @internal\n */\nexport function f(): void {}\n")).toBe(false);
  });

  it("no file of src/ tags its opening comment internal: the build's stripInternal would drop the import under it", () => {
    const root = join(__dirname, '..');
    // src/cli is not an entry of the declaration build (tsup.config.ts): nothing of it is emitted.
    const offenders = sources(join(root, 'src'))
      .filter((f) => !relative(root, f).startsWith(join('src', 'cli')))
      .filter((f) => stripsItsImport(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
