/**
 * `sangue-e-estrelas/sim/threads` (issue #14, determinism): the same seed gives the same result
 * whatever the number of threads — deep-equal between one thread, two and three workers, and
 * runScenario on this thread. From the sources the worker is bundled on the fly (esbuild); the
 * built package's worker (`dist/sim-worker.js`) is exercised by the CLI test of the build.
 */
import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../src/sim/index.js';
import { defaultThreads, MAX_THREADS, runScenarioInThreads } from '../../src/sim-threads/index.js';

const group: Scenario = {
  fight: 'grupo',
  sides: [[{ ref: { level: 9 } }, { ref: { level: 9, policy: 'nunca_queima' } }], [{ ref: { level: 9, posto: 'prata' } }]],
  soloAgainstMany: true,
  n: 301,
  seed: 42,
  maxRounds: 40,
};
const band: Scenario = { fight: 'bando', sides: [[{ ref: { level: 2 } }]], band: { size: 10 }, soloAgainstMany: true, n: 257, seed: 5, maxRounds: 40 };

describe('worker threads', () => {
  it('1, 2 and 3 threads give the same result as runScenario, to the last digit (a group and a band)', async () => {
    for (const s of [group, band]) {
      const here = runScenario(s);
      const one = await runScenarioInThreads(s, { threads: 1 });
      const two = await runScenarioInThreads(s, { threads: 2, slice: 50 });
      const three = await runScenarioInThreads(s, { threads: 3 });
      expect(one).toEqual(here);
      expect(two).toEqual(here);
      expect(three).toEqual(here);
      expect(here.result.n).toBe(s.n);
    }
  }, 60_000);

  it('a different seed gives a different result (the comparison above can fail)', async () => {
    const other = await runScenarioInThreads({ ...group, seed: 43 }, { threads: 2 });
    expect(other).not.toEqual(runScenario(group));
  }, 60_000);

  it('progress adds up over the workers and ends at n', async () => {
    const seen: number[] = [];
    await runScenarioInThreads(group, { threads: 2, slice: 40, onProgress: (done, total) => (expect(total).toBe(301), seen.push(done)) });
    expect(seen.at(-1)).toBe(301);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
  }, 60_000);

  it('more threads than fights, and a bad thread count (a programmer error)', async () => {
    const tiny = { ...group, n: 2 };
    expect(await runScenarioInThreads(tiny, { threads: 4 })).toEqual(runScenario(tiny));
    for (const threads of [0, -1, 1.5, Number.NaN, MAX_THREADS + 1]) await expect(runScenarioInThreads(group, { threads })).rejects.toThrow(RangeError);
    expect(defaultThreads()).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
