/**
 * Issue 26, class 2: threads without a ceiling. `--threads 64` on a two-core machine peaked at
 * 1.26 GB and ran slower than one thread. A run starts at most one worker per core and only the
 * workers that fit in THREAD_MEMORY's budget (600 MB at 64 MB a worker: 9), each with a capped heap;
 * the CLI's help says so and a run that asked for more says how many it used.
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowedThreads, MAX_THREADS, runScenarioInThreads, THREAD_MEMORY } from '../../src/sim-threads/index.js';
import { runScenario, type Scenario } from '../../src/sim/index.js';
import { command } from '../../src/cli/commands/simular.js';
import { runCommand } from '../cli/helpers.js';

describe('the thread ceiling (issue 26, class 2)', () => {
  it('the budget is the one the issue asks for: at most 600 MB for the run', () => {
    expect(THREAD_MEMORY.budgetMb).toBeLessThanOrEqual(600);
    expect(THREAD_MEMORY.workerHeapMb).toBeLessThan(THREAD_MEMORY.perWorkerMb);
  });

  it('never more than the cores, nor than the memory budget, never fewer than 1', () => {
    const byMemory = Math.floor(THREAD_MEMORY.budgetMb / THREAD_MEMORY.perWorkerMb);
    expect(allowedThreads(64, { cores: 2 })).toBe(2);
    expect(allowedThreads(MAX_THREADS, { cores: 128 })).toBe(byMemory);
    expect(byMemory * THREAD_MEMORY.perWorkerMb).toBeLessThanOrEqual(THREAD_MEMORY.budgetMb);
    expect(allowedThreads(1, { cores: 64 })).toBe(1);
    expect(allowedThreads(3, { cores: 8 })).toBe(3);
    // a machine that reports no cores, or nonsense, still runs on one thread
    for (const cores of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      const t = allowedThreads(8, { cores });
      expect(t).toBeGreaterThanOrEqual(1);
      expect(t).toBeLessThanOrEqual(byMemory);
    }
    // this machine
    for (let t = 1; t <= MAX_THREADS; t++) expect(allowedThreads(t)).toBeLessThanOrEqual(Math.max(1, Math.min(availableParallelism(), byMemory)));
  });

  it('asking for 64 threads runs and gives the one-thread result (the workers have a capped heap)', async () => {
    const s: Scenario = { fight: 'grupo', sides: [[{ ref: { level: 9 } }, { ref: { level: 9 } }], [{ ref: { level: 9, posto: 'prata' } }]], soloAgainstMany: true, n: 120, seed: 9, maxRounds: 40 };
    expect(await runScenarioInThreads(s, { threads: 64 })).toEqual(runScenario(s));
  }, 60_000);

  it('the CLI help states the ceiling, and a run that asked for more says what it used', async () => {
    const help = await runCommand(command, ['--help']);
    expect(help.out).toContain(`${THREAD_MEMORY.budgetMb} MB`);
    expect(help.out).toContain('núcleo');
    const r = await runCommand(command, ['ref:2', 'ref:2', '--n', '20', '--json', '--threads', '64']);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`--threads 64 usa ${allowedThreads(64)}`);
    const one = await runCommand(command, ['ref:2', 'ref:2', '--n', '20', '--json']);
    expect(r.out).toBe(one.out);
    const fits = await runCommand(command, ['ref:2', 'ref:2', '--n', '20', '--json', '--threads', String(allowedThreads(64))]);
    expect(fits.err).toBe('');
  }, 60_000);
});
