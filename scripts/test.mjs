#!/usr/bin/env node
/**
 * `npm test`: every check, one after the other, stopping at the first that fails — then the time
 * (and, on Linux, the peak memory of the whole process tree) of each step, so a slow or hungry step
 * is seen the day it appears. Steps are npm scripts of package.json; `--only a,b` runs some of them.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const ALL = ['typecheck', 'test:unit', 'test:browser', 'build', 'smoke:threads', 'smoke:dist', 'lint:package', 'size', 'docs', 'site', 'site:check'];
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const only = process.argv.indexOf('--only');
const wanted = only > 0 ? process.argv[only + 1].split(',') : ALL;
const steps = wanted.filter((s) => pkg.scripts[s] !== undefined);

/**
 * A process's proportional set size (bytes): its private pages plus its share of the pages it
 * shares — what it really costs the machine. Summing plain RSS over a multi-process program (a
 * browser, a pool of workers) counts every shared library once per process.
 */
function pss(pid) {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Memory (bytes, PSS where the kernel tells it, else RSS) of a process and all its descendants, read from /proc. */
function treeRss(root) {
  let procs;
  try {
    procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  const children = new Map();
  const rss = new Map();
  for (const pid of procs) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(pid), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const p = stack.pop();
    total += pss(p) ?? rss.get(p) ?? 0;
    for (const c of children.get(p) ?? []) stack.push(c);
  }
  return total;
}

function run(step) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const child = spawn('npm', ['run', '-s', step], { stdio: 'inherit' });
    let peak = 0;
    const canSample = existsSync('/proc/self/stat');
    const timer = canSample ? setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250) : null;
    child.on('exit', (code, signal) => {
      if (timer) clearInterval(timer);
      resolve({ step, ok: code === 0, code: code ?? signal, seconds: Number(process.hrtime.bigint() - t0) / 1e9, peak });
    });
  });
}

const results = [];
for (const step of steps) {
  console.log(`\n▶ npm run ${step}`);
  const r = await run(step);
  results.push(r);
  if (!r.ok) break;
}

const mb = (b) => (b ? `${Math.round(b / 2 ** 20)} MB` : '—');
const total = results.reduce((s, r) => s + r.seconds, 0);
console.log('\nstep            time      peak memory (process tree, PSS)');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.step.padEnd(13)} ${r.seconds.toFixed(1).padStart(6)} s   ${mb(r.peak)}`);
console.log(`  ${'total'.padEnd(13)} ${total.toFixed(1).padStart(6)} s   ${mb(Math.max(...results.map((r) => r.peak)))}`);
const failed = results.find((r) => !r.ok);
if (failed) {
  console.error(`\nnpm test: ${failed.step} failed (${failed.code}).`);
  process.exit(1);
}
