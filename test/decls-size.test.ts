/**
 * The declaration budgets of `npm run size` (issue #17): what is counted. The sizes themselves are
 * checked on the built `dist/` by `npm run size` (after `npm run build`), not here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declarationBudgets, declarationBytes } from '../scripts/decls-size.js';

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
    expect(declarationBudgets.map((b) => b.goal)).toEqual([446 * 1024, 255 * 1024]);
  });
});
