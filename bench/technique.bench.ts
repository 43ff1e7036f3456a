/**
 * Technique engine throughput: receipts per second for a typical technique (Dragão Ascendente:
 * two damage points, a weak condition, a limitation that reaches the floor) on an already-parsed
 * technique; the same with zod validation of the raw JSON on the path (`readTechnique`); zod
 * alone; and the damage at a level. Target: ≥ 200,000 receipts/s on one core.
 *
 * The machine is shared, so each case reports operations per second of *CPU time* of this process
 * (`process.cpuUsage`, what one free core would do) beside the wall-clock figure, each the best of
 * a few rounds. Reported, never asserted.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTechnique, measureTechnique, parseTechnique, readTechnique, techniqueAtLevel } from '../src/technique/index.js';
import { fmt } from './measure.js';

const here = dirname(fileURLToPath(import.meta.url));

interface Rate {
  wall: number;
  cpu: number;
}

/** Runs `fn` for about `ms` wall milliseconds; returns ops per wall second and per CPU second. */
function measure(fn: () => unknown, ms: number): Rate {
  const warm = performance.now() + Math.min(150, ms / 3);
  while (performance.now() < warm) fn();
  let n = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 200; i++) fn();
    n += 200;
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { wall: (n * 1000) / (now - start), cpu: n / cpuSeconds };
}

function best(fn: () => unknown, ms: number, rounds: number): Rate {
  let top: Rate = { wall: 0, cpu: 0 };
  for (let i = 0; i < rounds; i++) {
    const r = measure(fn, ms);
    top = { wall: Math.max(top.wall, r.wall), cpu: Math.max(top.cpu, r.cpu) };
  }
  return top;
}

export function run(ms = 400, rounds = 2): void {
  const json: unknown = JSON.parse(readFileSync(join(here, '..', 'examples', 'tecnicas', 'dragao-ascendente.json'), 'utf8'));
  const technique = createTechnique(json as Parameters<typeof createTechnique>[0]);
  const owner = { level: 6, attributes: { FOR: 15, DES: 14 } };
  let sink = 0;

  const cases: [string, () => void][] = [
    ['receipt (measureTechnique, parsed)', () => void (sink += measureTechnique(technique).cost.total)],
    ['receipt with owner checks', () => void (sink += measureTechnique(technique, owner).cost.total)],
    [
      'readTechnique (zod + receipt, raw JSON)',
      () => {
        const r = readTechnique(json);
        if (r.ok) sink += r.value.receipt.cost.total;
      },
    ],
    ['zod validation only (parseTechnique)', () => void (parseTechnique(json).ok && sink++)],
    ['damage at a level (techniqueAtLevel)', () => void (sink += techniqueAtLevel(technique, owner).amounts.length)],
  ];
  for (const [, fn] of cases) measure(fn, 100); // warm every path before measuring any
  const rates = cases.map(([label, fn]) => [label, best(fn, ms, rounds)] as const);
  console.log(`${'case'.padEnd(42)}${'per CPU second'.padStart(16)}${'per wall second'.padStart(17)}`);
  for (const [label, r] of rates) console.log(`${label.padEnd(42)}${fmt(r.cpu).padStart(16)}${fmt(r.wall).padStart(17)}`);
  const receipt = rates[0]![1].cpu;
  const withZod = rates[2]![1].cpu;
  const target = 200_000;
  console.log(`target ≥ ${fmt(target)} receipts/s on one core: ${receipt >= target ? 'met' : 'NOT met'} (${fmt(receipt)}/s)`);
  console.log(`zod on the path: ${fmt((1 / withZod - 1 / receipt) * 1e6, 2)} µs per technique, ${fmt((1 - withZod / receipt) * 100, 1)} % of readTechnique`);
  if (sink === -1) console.log(sink);
}
