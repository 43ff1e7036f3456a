/**
 * `sangue-e-estrelas/sim/threads` (Node only): a scenario's run spread over `worker_threads`. The
 * run is cut into one contiguous share per thread; each worker plays its share of fights
 * (`tallyScenario` with `from`) and sends back its counts, summed with `mergeScenarioTallies`.
 * Fight `i` always rolls the same dice, so **the same seed gives the same result whatever the
 * number of threads**. Workers receive the resolved scenario — plain data, never functions.
 *
 * @module
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mergeScenarioTallies, summarizeScenarioTally, tallyScenario, type Scenario, type ScenarioResult, type ScenarioTally } from '../sim/index.js';

/**
 * Options of {@link runScenarioInThreads}.
 *
 * @example
 * ```ts
 * const o: ThreadsOptions = { threads: 2, onProgress: (done, total) => {} };
 * ```
 */
export interface ThreadsOptions {
  /**
   * Worker threads asked for (default 1; a whole number from 1 to {@link MAX_THREADS}); the run
   * starts {@link allowedThreads} of them. 1 plays on this thread, with no worker.
   */
  readonly threads?: number;
  /** Called as fights finish, with the fights done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Fights per slice between two progress messages (default 1000; the result does not depend on it). */
  readonly slice?: number;
}

/**
 * The most worker threads one run may ask for (it starts at most {@link allowedThreads}).
 *
 * @example
 * ```ts
 * MAX_THREADS //=> 64
 * ```
 */
export const MAX_THREADS = 64;

/**
 * What worker threads may cost: the whole run stays under `budgetMb` of memory, counting
 * `perWorkerMb` for each worker (its own V8 heap, its copy of the scenario and of the code), and
 * each worker's heap is capped at `workerHeapMb` (a worker that needs more fails instead of growing).
 * Measured on a two-core machine before the ceiling: 64 workers on 1,000,000 fights peaked at
 * 1.26 GB and ran slower than one thread.
 *
 * @example
 * ```ts
 * Math.floor(THREAD_MEMORY.budgetMb / THREAD_MEMORY.perWorkerMb) //=> 9
 * ```
 */
export const THREAD_MEMORY = { budgetMb: 600, perWorkerMb: 64, workerHeapMb: 48 } as const;

/**
 * The machine {@link allowedThreads} measures (by default this one).
 *
 * @example
 * ```ts
 * const m: ThreadMachine = { cores: 2 };
 * ```
 */
export interface ThreadMachine {
  /** Cores this process may use (`os.availableParallelism()`). */
  readonly cores: number;
}

/**
 * How many worker threads a run really starts when `requested` are asked: never more than the
 * machine's cores (more threads than cores only add memory and switching) nor than fit in
 * {@link THREAD_MEMORY}'s budget, never fewer than 1. The result does not depend on it: the same
 * seed gives the same result with any number of threads.
 *
 * @param requested - Threads asked for (a whole number from 1 to {@link MAX_THREADS}).
 * @param machine - The machine (default: this one).
 * @returns The threads used.
 * @example
 * ```ts
 * allowedThreads(64, { cores: 2 }) //=> 2
 * allowedThreads(64, { cores: 32 }) //=> 9
 * ```
 */
export function allowedThreads(requested: number, machine: ThreadMachine = { cores: availableParallelism() }): number {
  const byMemory = Math.floor(THREAD_MEMORY.budgetMb / THREAD_MEMORY.perWorkerMb);
  const cores = Number.isFinite(machine.cores) ? Math.floor(machine.cores) : 1;
  return Math.max(1, Math.min(Math.floor(requested), cores, byMemory));
}

/**
 * A sensible thread count for this machine: every core but one, at least 1, within
 * {@link allowedThreads}.
 *
 * @returns The count.
 * @example
 * ```ts
 * defaultThreads() >= 1 //=> true
 * ```
 */
export function defaultThreads(): number {
  return allowedThreads(Math.max(1, availableParallelism() - 1));
}

/**
 * The worker's script: `sim-worker.js` (or `.cjs`) next to this module in the package's `dist/`.
 * From the sources (tests, `tsx`), Node 20 cannot load TypeScript in a worker (a worker ignores
 * `--import tsx`), so `sim-worker.ts` is bundled once per process with esbuild (a devDependency,
 * loaded only then) into a temporary `.mjs` file.
 */
async function workerUrl(): Promise<URL> {
  const here = import.meta.url;
  const ext = /\.[cm]?ts$/.test(here) ? '.ts' : here.endsWith('.cjs') ? '.cjs' : '.js';
  const url = new URL(`./sim-worker${ext}`, here);
  if (ext !== '.ts') return url;
  devWorker ??= (async () => {
    const name = 'esbuild'; // not a literal: the package's build must not bundle it
    const esbuild = (await import(name)) as { build(o: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }> };
    const built = await esbuild.build({ entryPoints: [fileURLToPath(url)], bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false, logLevel: 'silent' });
    const code = built.outputFiles[0]!.text;
    // Named by its content: the same sources reuse one file, nothing piles up in the temp folder.
    let h = 0x811c9dc5;
    for (let i = 0; i < code.length; i++) h = Math.imul(h ^ code.charCodeAt(i), 0x01000193);
    const out = join(tmpdir(), `sangue-e-estrelas-sim-worker-${(h >>> 0).toString(36)}.mjs`);
    if (!existsSync(out)) {
      // Written aside then renamed: another process starting at the same time never reads half a file.
      const tmp = `${out}.${process.pid}.${Date.now()}`;
      writeFileSync(tmp, code);
      renameSync(tmp, out);
    }
    return pathToFileURL(out);
  })();
  return devWorker;
}

let devWorker: Promise<URL> | undefined;

/** Splits `n` fights into `parts` contiguous shares (the first ones one larger). */
function shares(n: number, parts: number): { from: number; count: number }[] {
  const out: { from: number; count: number }[] = [];
  const base = Math.floor(n / parts);
  let from = 0;
  for (let i = 0; i < parts; i++) {
    const count = base + (i < n % parts ? 1 : 0);
    if (count > 0) out.push({ from, count });
    from += count;
  }
  return out;
}

/**
 * Plays a resolved scenario over worker threads and sums it up: exactly the result of
 * `runScenario` on one thread, faster on several cores. Rejects (a programmer or system error,
 * never bad input: `readScenario` checks that) when a worker fails.
 *
 * @param scenario - The resolved scenario (`readScenario`).
 * @param options - Threads, progress callback, slice size.
 * @returns The result.
 * @example
 * ```ts
 * import { readScenario } from 'sangue-e-estrelas/sim';
 * import { runScenarioInThreads } from 'sangue-e-estrelas/sim/threads';
 * const s = await readScenario(text);
 * if (s.ok) (await runScenarioInThreads(s.value, { threads: 2 })).result.n
 * ```
 */
export async function runScenarioInThreads(scenario: Scenario, options: ThreadsOptions = {}): Promise<ScenarioResult> {
  const requested = options.threads ?? 1;
  if (!Number.isInteger(requested) || requested < 1 || requested > MAX_THREADS) throw new RangeError(`runScenarioInThreads: threads must be a whole number from 1 to ${MAX_THREADS}`);
  const threads = allowedThreads(requested);
  const slice = Math.max(1, Math.floor(options.slice ?? 1000));
  const total = scenario.n;
  if (threads === 1) {
    const parts: ScenarioTally[] = [];
    for (let from = 0; from < total || parts.length === 0; from += slice) {
      const count = Math.min(slice, total - from);
      parts.push(tallyScenario(scenario, from, count));
      options.onProgress?.(from + count, total);
      // Let the event loop breathe between slices (a progress bar redraws, a signal lands).
      await new Promise<void>((r) => setImmediate(r));
    }
    return summarizeScenarioTally(scenario, mergeScenarioTallies(parts));
  }
  const jobs = shares(total, threads);
  const url = await workerUrl();
  const done = new Array<number>(jobs.length).fill(0);
  const tallies = await Promise.all(
    jobs.map(
      (job, k) =>
        new Promise<ScenarioTally>((resolve, reject) => {
          const w = new Worker(url, {
            workerData: { scenario, from: job.from, count: job.count, slice },
            resourceLimits: { maxOldGenerationSizeMb: THREAD_MEMORY.workerHeapMb },
          });
          let result: ScenarioTally | undefined;
          w.on('message', (m: { type: 'progress'; done: number } | { type: 'done'; tally: ScenarioTally }) => {
            if (m.type === 'progress') {
              done[k] = m.done;
              let sum = 0;
              for (const d of done) sum += d;
              options.onProgress?.(sum, total);
            } else result = m.tally;
          });
          w.on('error', reject);
          w.on('exit', (code) => {
            if (result) resolve(result);
            else reject(new Error(`sim worker ${k} exited with code ${code} before its tally`));
          });
        }),
    ),
  );
  return summarizeScenarioTally(scenario, mergeScenarioTallies(tallies));
}
