/**
 * Every runnable example in examples/ is executed by the suite (CONVENTIONS.md §10): an example
 * that stops working fails the build. Examples that write files write them into a temporary folder
 * (`SANGUE_E_ESTRELAS_OUT`), never into the repo's `out/`, where `npm run demo` leaves its output.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'sangue-examples-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const dir = join(__dirname, '..', 'examples');
const scripts = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
const tsx = join(__dirname, '..', 'node_modules', '.bin', 'tsx');

describe('examples/', () => {
  it('has runnable examples', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });
  for (const f of scripts) {
    it(`${f} runs and prints something`, () => {
      const out = execFileSync(tsx, [join(dir, f)], {
        encoding: 'utf8',
        cwd: join(__dirname, '..'),
        timeout: 60_000,
        env: { ...process.env, SANGUE_E_ESTRELAS_OUT: outDir },
      });
      expect(out.trim().length).toBeGreaterThan(0);
      expect(out, 'an example wrote into the repo').not.toMatch(/(^|\s)out\//m);
    });
  }

  it('the examples that write PDFs wrote them into the temporary folder, not into out/', () => {
    // runs after the examples above (vitest keeps the order of a file's tests)
    expect(readdirSync(outDir).sort()).toEqual(['cosmo-gaming-em-branco.pdf', 'ficha-em-branco.pdf', 'lira-cosmo-gaming.pdf', 'teo.pdf']);
  });
});
