/**
 * The worker of `sangue-e-estrelas/sim/threads`: receives a resolved scenario (plain data) and its
 * share of the run (`from`, `count`), plays it slice by slice, posts progress and then its tally.
 * Not part of the public API: `runScenarioInThreads` starts it.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { mergeScenarioTallies, tallyScenario, type Scenario, type ScenarioTally } from '../sim/index.js';

/** What the main thread sends. @internal */
interface Job {
  readonly scenario: Scenario;
  readonly from: number;
  readonly count: number;
  readonly slice: number;
}

const job = workerData as Job;
const parts: ScenarioTally[] = [];
for (let done = 0; done < job.count || parts.length === 0; ) {
  const k = Math.min(job.slice, job.count - done);
  parts.push(tallyScenario(job.scenario, job.from + done, k));
  done += k;
  parentPort!.postMessage({ type: 'progress', done });
}
parentPort!.postMessage({ type: 'done', tally: mergeScenarioTallies(parts) });
