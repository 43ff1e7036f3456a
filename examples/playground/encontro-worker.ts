/**
 * The Encontro's Web Worker: reads the scenario (the same document the CLI `simular` reads), plays
 * it in chunks (`tallyScenario`), says how far it got after each chunk, and sends back the summed-up
 * result and the book's verdict (`verdictFromResult`, the library's one owner of the verdict).
 * Cancelling is the page terminating this worker: nothing here needs to listen for it.
 */
import { mergeScenarioTallies, readScenario, scenarioFighters, summarizeScenarioTally, tallyScenario, verdictFromResult, type ScenarioTally } from '../../src/sim/index.js';
import type { EncontroAsk, EncontroAnswer } from './encontro-protocolo.js';

const post = (m: EncontroAnswer) => (self as unknown as Worker).postMessage(m);

self.addEventListener('message', (e: MessageEvent<EncontroAsk>) => {
  void (async () => {
    const { id, text, chunk } = e.data;
    const t0 = performance.now();
    const read = await readScenario(text);
    if (!read.ok) {
      post({ id, kind: 'erro', messages: read.issues.filter((i) => (i.severity ?? 'error') === 'error').map((i) => i.message) });
      return;
    }
    const s = read.value;
    let sides;
    try {
      sides = scenarioFighters(s);
    } catch (err) {
      post({ id, kind: 'erro', messages: [`O encontro não pôde ser montado: ${err instanceof Error ? err.message : String(err)}`] });
      return;
    }
    const tallies: ScenarioTally[] = [];
    const step = Math.max(1, chunk);
    for (let from = 0; from < s.n; from += step) {
      const count = Math.min(step, s.n - from);
      tallies.push(tallyScenario(s, from, count));
      post({ id, kind: 'progresso', done: from + count, total: s.n });
    }
    const tally = mergeScenarioTallies(tallies);
    const run = summarizeScenarioTally(s, tally);
    const names: [string[], string[]] = [sides.a.map((f) => f.name), sides.b.map((f) => f.name)];
    const ms = performance.now() - t0;
    if (run.fight === 'bando') {
      post({ id, kind: 'pronto', fight: 'bando', band: s.band?.size ?? 0, result: run.result, rounds: tally.tally.rounds, names, ms });
      return;
    }
    post({ id, kind: 'pronto', fight: run.fight, result: run.result, verdict: verdictFromResult(run.result, sides.ruleset), rounds: tally.tally.rounds, names, ms });
  })();
});
