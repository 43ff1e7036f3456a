/**
 * The PDF ficha: fichas exported per second and bytes per ficha (targets: ≤ 50 ms per one-page
 * ficha after warm-up, ≤ 400 KB with the embedded fonts), plus the crowded two-page ficha, the
 * blank ficha, and importPdf. Targets are reported, never asserted. `npm run bench pdf`.
 *
 * Plus the worst hostile inputs known (issue #12 §1, see `test/export/pdf/fixtures/hostile.ts`):
 * each must be answered (refused with a coded issue) in a bounded time. Peak memory per attack:
 * `bench/pdf-hostile.ts` under `/usr/bin/time -v`.
 */
import { exportFichaPdf, blankFichaPdf, importPdf } from '../src/export/pdf/index.js';
import { ok } from '../src/issues/index.js';
import { teoView } from '../test/export/pdf/fixtures/teo.js';
import { longView } from '../test/export/pdf/fixtures/long.js';
import { fmt } from './measure.js';
import * as hostile from '../test/export/pdf/fixtures/hostile.js';
import { readFichaFields } from '../src/export/pdf/index.js';
import { cpus, loadavg } from 'node:os';

interface Measured {
  /** Wall-clock ms per operation. */
  msPerOp: number;
  /** CPU ms (user + system, all threads of the process, GC included) per operation. */
  cpuMsPerOp: number;
  n: number;
}

/**
 * Warms up, then runs `fn` for about `ms`. Reports wall time AND CPU time: on a shared machine
 * (several processes on two cores) the wall time mostly measures the wait for a core.
 */
async function measure(fn: () => Promise<unknown>, ms: number): Promise<Measured> {
  const warmEnd = performance.now() + Math.min(400, ms / 3);
  while (performance.now() < warmEnd) await fn();
  let n = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    await fn();
    n++;
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpu0);
  return { msPerOp: (now - start) / n, cpuMsPerOp: (cpu.user + cpu.system) / 1000 / n, n };
}

async function exported(view: typeof teoView): Promise<Uint8Array> {
  const r = await exportFichaPdf(view, { document: { schemaVersion: 1, name: view.name } });
  if (!r.ok) throw new Error('export failed');
  return r.value;
}

export async function run(): Promise<void> {
  const cold = performance.now();
  const teo = await exported(teoView);
  const coldMs = performance.now() - cold;
  const long = await exported(longView);
  const blank = await blankFichaPdf();

  // 50 MB of `1 0 obj (` + `endobj`: every object an unterminated string (pdf-lib would rescan
  // to the end of the file for each, building a string a character at a time)
  const unit = new TextEncoder().encode('1 0 obj (\nendobj\n');
  const worst = new Uint8Array(50 * 1024 * 1024 - 64);
  worst.set(new TextEncoder().encode('%PDF-1.7\n'));
  for (let at = 9; at + unit.length <= worst.length; at += unit.length) worst.set(unit, at);
  const formDag = await hostile.formDag(30);
  const nameDag = await hostile.nameTreeDag(30);
  const bomb = await hostile.indexBomb(256);

  const rows: Array<[string, Measured, number | undefined, string]> = [
    ['ficha de 1 página (Téo)', await measure(() => exported(teoView), 2000), teo.length, '≤ 50 ms, ≤ 400 KB'],
    ['ficha de 2 páginas (11 técnicas, 30 Lidas)', await measure(() => exported(longView), 1500), long.length, ''],
    ['ficha em branco', await measure(() => blankFichaPdf(), 1000), blank.length, ''],
    ['importPdf (Téo)', await measure(() => importPdf(teo, { parse: (j) => ok(j) }), 1500), undefined, ''],
    ['hostil: 50 MB de strings sem fim (recusado)', await measure(() => readFichaFields(worst), 3000), worst.length, 'poucos segundos'],
    ['hostil: formulário DAG de 30 níveis (recusado)', await measure(() => readFichaFields(formDag), 1000), formDag.length, ''],
    ['hostil: árvore de anexos DAG de 30 níveis (recusado)', await measure(() => readFichaFields(nameDag), 1000), nameDag.length, ''],
    ['hostil: bomba de 256 MB no índice (cortada em 16 MB)', await measure(() => readFichaFields(bomb), 1000), bomb.length, ''],
  ];
  console.log(`primeira ficha (frio, inclui carregar a fonte): ${fmt(coldMs, 1)} ms`);
  console.log(`carga da máquina (1 min): ${fmt(loadavg()[0]!, 1)} em ${cpus().length} núcleos`);
  for (const [name, m, bytes, target] of rows) {
    const size = bytes === undefined ? '' : ` · ${fmt(bytes / 1024, 1)} KB`;
    console.log(
      `${name}: ${fmt(m.msPerOp, 1)} ms de relógio (${fmt(1000 / m.msPerOp, 1)}/s), ${fmt(m.cpuMsPerOp, 1)} ms de CPU (n=${m.n})${size}${target ? `  [meta: ${target}]` : ''}`,
    );
  }
}

// allow `npx tsx bench/pdf.bench.ts`
if (import.meta.url === `file://${process.argv[1]}`) await run();
