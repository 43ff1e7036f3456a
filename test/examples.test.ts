/**
 * Every runnable example in examples/ is executed by the suite (CONVENTIONS.md §10): an example
 * that stops working fails the build.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, '..', 'examples');
const scripts = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
const tsx = join(__dirname, '..', 'node_modules', '.bin', 'tsx');

describe('examples/', () => {
  it('has runnable examples', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });
  for (const f of scripts) {
    it(`${f} runs and prints something`, () => {
      const out = execFileSync(tsx, [join(dir, f)], { encoding: 'utf8', cwd: join(__dirname, '..'), timeout: 60_000 });
      expect(out.trim().length).toBeGreaterThan(0);
    });
  }
});
