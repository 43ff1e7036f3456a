/**
 * Issue 26: the fuzzer of scripts/fuzz-cli-scenario.ts (`npm run fuzz`, 100 000 inputs) kept in the
 * suite with ~300 inputs: `runCli` with random argv over an in-memory io never throws and returns
 * 0, 1 or 2; `readScenario` on mutated example scenarios with a junk resolver always returns a Result.
 */
import { describe, expect, it } from 'vitest';
import { capArgv, fuzz, N_CAP } from '../../scripts/fuzz-cli-scenario.js';

describe('fuzz smoke (issue 26)', () => {
  it('150 CLI inputs and 150 scenario inputs: no findings', async () => {
    const r = await fuzz(150, 150, 26);
    expect(r.findings).toEqual([]);
    expect(r.inputs).toBe(300);
  }, 120_000);

  it('simulations stay cheap: an accepted --n above the cap is mapped under it, refused values stay, a run without --n gets one', () => {
    expect(capArgv(['simular', 'ref:1', '--n', '2000'], 0)).toEqual(['simular', 'ref:1', '--n', String((2000 % N_CAP) + 1)]);
    expect(capArgv(['simular', '--n', '0'], 0)).toEqual(['simular', '--n', '0']);
    expect(capArgv(['simular', '--n', '9'.repeat(40)], 0)).toEqual(['simular', '--n', '9'.repeat(40)]);
    expect(capArgv(['simular', 'x'], 4)).toEqual(['simular', 'x', '--n', '5']);
    expect(capArgv(['simular', '--threads', '2'], 0)).toEqual(['simular', '--threads', '1', '--n', '1']);
  });
});
