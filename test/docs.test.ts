/**
 * The README and the getting-started guide are executed: every ```ts block runs (imports of
 * 'sangue-e-estrelas' point at the sources), so a guide that stops working fails the suite.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
// The guides' code runs from a temporary folder: the suite never writes into the repo.
const tmp = mkdtempSync(join(tmpdir(), 'sangue-docs-'));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function blocks(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

function runnable(code: string): string {
  return code
    .replace(/from 'sangue-e-estrelas\/pdf'/g, `from '${join(root, 'src/export/pdf/index.ts')}'`)
    .replace(/from 'sangue-e-estrelas'/g, `from '${join(root, 'src/index.ts')}'`);
}

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.each(['README.md', 'docs/comecando.md'])('%s', (file) => {
  const code = blocks(file);
  it('has code to run', () => expect(code.length).toBeGreaterThan(0));
  code.forEach((c, i) => {
    it(`block ${i + 1} runs`, () => {
      const path = join(tmp, `${file.replace(/\W/g, '_')}_${i}.mts`);
      writeFileSync(path, runnable(c));
      execFileSync(tsx, [path], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    });
  });
});
