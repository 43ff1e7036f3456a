#!/usr/bin/env node
/**
 * `npm run mutation -- <domínio> [--all] [outras opções do Stryker]`: mutation testing (StrykerJS) of one
 * domain of src/ with ONLY that domain's tests (test/<domínio>/**) as the test set — with the whole suite,
 * each mutant is covered by hundreds of tests across domains and the run does not end.
 *
 * By default it mutates the domain's rule-bearing files (RULE_FILES below, the list of issue 29); `--all`
 * mutates every file of src/<domínio>; `--mutate src/x/y.ts[:linha-linha]` (Stryker's own option) narrows it
 * to one file or range while killing survivors. Incremental: results live in reports/mutation/<domínio>/
 * (gitignored), so a re-run tests only the mutants whose code or tests changed; `--force` redoes all.
 * Runs under `nice -n 10` with one test runner (stryker.config.mjs). Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The files whose mutation score issue 29 asks ≥ 90% of. */
const RULE_FILES = {
  technique: ['rules', 'receipt', 'measure'],
  character: ['derive', 'facts', 'check', 'creation', 'progression'],
  armor: ['derive', 'damage', 'life', 'fight-rules'],
  play: ['moment', 'round', 'hit', 'state'],
};

const args = process.argv.slice(2);
const domain = args.find((a) => !a.startsWith('-'));
if (!domain || !existsSync(`src/${domain}`) || !existsSync(`test/${domain}`)) {
  console.error('uso: npm run mutation -- <domínio> [--all] [--mutate src/<domínio>/arquivo.ts] [--force]');
  console.error(`domínios com regras: ${Object.keys(RULE_FILES).join(', ')} (ou outro com src/<d> e test/<d>)`);
  process.exit(2);
}
const quick = args.includes('--sem-propriedades');
const rest = args.filter((a) => a !== domain && a !== '--all' && a !== '--sem-propriedades');
const all = args.includes('--all') || !(domain in RULE_FILES);
const mutate = all ? [`src/${domain}/**/*.ts`, `!src/${domain}/index.ts`] : RULE_FILES[domain].map((f) => `src/${domain}/${f}.ts`);
const mi = rest.findIndex((a) => a === '--mutate' || a === '-m');
// A narrowed run keeps its own results: one incremental file per set of mutated files, so it never
// overwrites the domain's full run.
const slug = mi >= 0 ? `/${String(rest[mi + 1]).replace(/[^\w.-]+/g, '_')}` : '';
const out = `reports/mutation/${domain}${slug}${args.includes('--sem-propriedades') ? '-rapido' : ''}`;
const stryker = [
  'node_modules/@stryker-mutator/core/bin/stryker.js', 'run', 'stryker.config.mjs',
  ...(mi >= 0 ? [] : ['--mutate', mutate.join(',')]),
  '--incrementalFile', `${out}/incremental.json`,
  // Its own sandbox folder: two domains can run side by side (Stryker empties the folder at the end).
  '--tempDirName', `.stryker-tmp/${domain}`,
  ...rest,
];
/**
 * The domain's test files. `--sem-propriedades` leaves out the property tests (fast-check, hundreds
 * of runs each, about 15 s of test/technique): every mutant they cover pays for them. A quick run for
 * finding survivors; its score is a lower bound of the full run's (those tests can only kill more).
 */
function testFiles() {
  if (!quick) return `test/${domain}/**/*.test.ts`;
  const files = readdirSync(`test/${domain}`, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.test.ts') && !/propert/.test(f))
    .map((f) => `test/${domain}/${f}`);
  return files.join(',');
}
// A quick run keeps its own results too.
const t0 = Date.now();
const env = { ...process.env, MUTATION_REPORTS: out, MUTATION_TESTS: testFiles() };
const child = spawn('nice', ['-n', '10', process.execPath, ...stryker], { stdio: 'inherit', env });
child.on('exit', (code) => {
  const minutes = ((Date.now() - t0) / 60_000).toFixed(1);
  const report = `${out}/mutation.json`;
  if (existsSync(report)) {
    // killed / all, static mutants included (what issue 29 measures); ignored mutants are left out.
    const files = JSON.parse(readFileSync(report, 'utf8')).files;
    const DETECTED = new Set(['Killed', 'Timeout']);
    const INVALID = new Set(['CompileError', 'RuntimeError', 'Ignored']);
    let det = 0;
    let tot = 0;
    let ign = 0;
    console.log('\narquivo                                   mortos/total   nota');
    for (const [name, f] of Object.entries(files).sort()) {
      const valid = f.mutants.filter((m) => !INVALID.has(m.status));
      const d = valid.filter((m) => DETECTED.has(m.status)).length;
      ign += f.mutants.filter((m) => m.status === 'Ignored').length;
      det += d;
      tot += valid.length;
      console.log(`${name.padEnd(40)} ${`${d}/${valid.length}`.padStart(13)}   ${valid.length ? ((100 * d) / valid.length).toFixed(1) : '—'}%`);
    }
    console.log(`${'total'.padEnd(40)} ${`${det}/${tot}`.padStart(13)}   ${tot ? ((100 * det) / tot).toFixed(1) : '—'}%  (${ign} desativados; ${minutes} min)`);
  }
  process.exit(code ?? 1);
});
