/**
 * Issue 26: a fast-check run over the CLI's argument parser (`runCli`, in-process, with an in-memory
 * io — nothing is written to disk) and the scenario reader (`readScenario`, on mutated example
 * scenarios with a resolver that answers junk). Property: never throws; the CLI always returns 0, 1
 * or 2 and `readScenario` always a Result. Reports inputs, findings, total time, worst time per
 * input and peak RSS.
 *
 * `npm run fuzz` (defaults: 60 000 CLI inputs + 40 000 scenario inputs), or
 * `npx tsx scripts/fuzz-cli-scenario.ts <cliRuns> <scenarioRuns> [seed]`.
 *
 * Simulations are kept cheap: a `--n` the fuzzer gives that the CLI would accept and that is above
 * {@link N_CAP} is mapped to 1..N_CAP, a `simular` without `--n` gets `--n` 1..N_CAP appended, and a
 * valid `--threads` is mapped to 1 (no worker threads); refused values (0, -1, huge, words) stay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { runCli } from '../src/cli/main.js';
import type { CliIo } from '../src/cli/command.js';
import { CLI_LIMITS } from '../src/cli/limits.js';
import { readScenario } from '../src/sim/index.js';

/** The most fights one fuzzed simulation may run. */
export const N_CAP = 20;

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const scenarioFiles = readdirSync(join(root, 'examples', 'cenarios')).filter((f) => f.endsWith('.json')).sort();
const scenarios = scenarioFiles.map((f) => read(`examples/cenarios/${f}`));
const personagens = readdirSync(join(root, 'examples', 'personagens')).filter((f) => f.endsWith('.json')).sort().slice(0, 6);

/** The in-memory files the CLI may read: valid examples and hostile ones. */
const FILES: Record<string, string | Uint8Array> = {
  'teo.json': read('examples/teo.json'),
  'lira.json': read('examples/cosmo-gaming/lira.json'),
  'marciano.json': read('examples/inimigos/marciano.json'),
  'cenario.json': scenarios[0]!,
  'vazio.json': '',
  'nulo.json': 'null',
  'lixo.json': '{"format": 1, "data": [[[[',
  'fundo.json': '['.repeat(5000) + ']'.repeat(5000),
  'bin.pdf': new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xfe]),
  'proto.json': '{"__proto__": {"x": 1}, "constructor": {"prototype": {}}}',
  'bidi.json': JSON.stringify({ name: '\u202Eevil\u2066', format: 'sangue-e-estrelas/ficha' }),
  ...Object.fromEntries(personagens.map((f) => [`p/${f}`, read(`examples/personagens/${f}`)])),
  ...Object.fromEntries(scenarios.map((s, i) => [`c${i}.json`, s])),
};
const FILE_NAMES = [...Object.keys(FILES), 'falta.json', '../../etc/passwd', '', '/dev/zero', 'pasta/'];

/** A CliIo answering from {@link FILES}; writes are kept in memory and dropped. */
function memoryIo(): CliIo {
  const written = new Map<string, Uint8Array | string>();
  return {
    out: () => {},
    err: () => {},
    readFile: async (p, maxBytes) => {
      const f = written.get(p) ?? FILES[p];
      if (f === undefined) throw Object.assign(new Error(`ENOENT: ${p}`), { code: 'ENOENT' });
      const bytes = typeof f === 'string' ? new TextEncoder().encode(f) : f;
      if (maxBytes !== undefined && bytes.length > maxBytes) throw Object.assign(new Error('EFBIG'), { code: 'EFBIG', size: bytes.length });
      return bytes;
    },
    writeFile: async (p, d) => void written.set(p, d),
  };
}

const COMMANDS = ['simular', 'validar', 'ficha', 'personagem', 'bando', 'inimigo', 'tecnica', 'importar', 'exemplo', 'schema', 'd10', 'cosmo-gaming', 'ajuda', '--help', '--version', 'versão', 'nada'];
const FLAGS = ['--n', '--semente', '--threads', '--contra', '--bando', '--nivel', '--json', '--log', '--sem-sozinho', '--tabela-dificuldade', '--tabela-inimigos', '--regras', '--niveis', '--inimigos', '--saida', '-o', '--help', '-h', '--', '-', '--n=5', '--nivel=3'];
const numberText = fc.oneof(
  fc.integer({ min: -5, max: 300 }).map(String),
  fc.constantFrom('0', '-0', '1e9', '9'.repeat(40), 'NaN', 'Infinity', '0x10', '1.5', ' 3', '3 ', '٣', '１２', '2000', '1000000000000', ''),
);
const garbage = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom('\u202E', '\0', '💥', 'ação', '"', '\\', '{}', '%s'));
const ref = fc.tuple(fc.integer({ min: -2, max: 25 }), fc.constantFrom('bronze', 'prata', 'ouro', 'x', ''), fc.constantFrom('des', 'cosmo', 'for', 'lixo', '')).map(([n, p, c]) => `ref:${n}:${p}:${c}`);
const token = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FLAGS) },
  { weight: 4, arbitrary: numberText },
  { weight: 3, arbitrary: fc.constantFrom(...FILE_NAMES) },
  { weight: 2, arbitrary: ref },
  { weight: 1, arbitrary: fc.constantFrom('ref:1', 'ref:', 'ref:20:ouro:for', 'marciano', 'cavaleiro-negro', 'rolar', 'disputa', 'mestre', '2d10', 'd10', 'ficha') },
  { weight: 2, arbitrary: garbage },
);
const argvArb = fc.tuple(fc.constantFrom(...COMMANDS), fc.array(token, { maxLength: 10 })).map(([c, rest]) => [c, ...rest]);

const inRange = (t: string | undefined, r: { min: number; max: number }) => t !== undefined && /^\d+$/.test(t) && Number(t) >= r.min && Number(t) <= r.max;

/** Keeps simulations cheap (see the file's comment). */
export function capArgv(argv: readonly string[], pick: number): string[] {
  const a = [...argv];
  for (let i = 0; i < a.length; i++) {
    if (a[i] === '--n' && inRange(a[i + 1], CLI_LIMITS.n) && Number(a[i + 1]) > N_CAP) a[i + 1] = String((Number(a[i + 1]) % N_CAP) + 1);
    if (a[i] === '--threads' && inRange(a[i + 1], CLI_LIMITS.threads)) a[i + 1] = '1';
    if (a[i]?.startsWith('--n=') && Number(a[i]!.slice(4)) > N_CAP) a[i] = `--n=${N_CAP}`;
    if (a[i]?.startsWith('--threads=')) a[i] = '--threads=1';
  }
  if (a[0] === 'simular' && !a.includes('--n')) a.push('--n', String((pick % N_CAP) + 1));
  return a;
}

// ---- scenario inputs ----
const hostileString = fc.oneof(garbage, fc.constantFrom('a'.repeat(100_000), '\u202E'.repeat(50), '__proto__', 'constructor', '../x.json'));
const jsonLeaf: fc.Arbitrary<unknown> = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), hostileString, fc.constant(1e308), fc.constant(-0));
const jsonJunk: fc.Arbitrary<unknown> = fc.oneof(jsonLeaf, fc.array(jsonLeaf, { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 8 }), jsonLeaf, { maxKeys: 4 }));

type Json = unknown;
/** Every path into a JSON value (objects and arrays). */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) paths((v as Record<string, Json>)[k], [...at, k], out);
  return out;
}
type Mutation = { kind: 'drop' | 'set' | 'grow'; where: number; value: unknown; times: number };
const mutationArb: fc.Arbitrary<Mutation> = fc.record({ kind: fc.constantFrom('drop', 'set', 'grow'), where: fc.nat(), value: jsonJunk, times: fc.integer({ min: 1, max: 40 }) });

function mutate(doc: Json, ms: readonly Mutation[]): Json {
  const d = structuredClone(doc);
  for (const m of ms) {
    const ps = paths(d).filter((p) => p.length > 0);
    if (ps.length === 0) break;
    const p = ps[m.where % ps.length]!;
    let parent: any = d;
    for (const k of p.slice(0, -1)) parent = parent[k];
    const last = p[p.length - 1]!;
    if (m.kind === 'drop') Array.isArray(parent) ? parent.splice(last as number, 1) : delete parent[last];
    else if (m.kind === 'set') parent[last] = m.value;
    else if (Array.isArray(parent[last])) parent[last] = Array.from({ length: m.times }, (_, i) => parent[last][i % Math.max(1, parent[last].length)] ?? m.value);
    else parent[last] = Array.from({ length: m.times }, () => m.value);
  }
  return d;
}

const resolverAnswer = fc.oneof(
  fc.constantFrom(FILES['teo.json'] as string, FILES['marciano.json'] as string, '', '{', 'null', '[]', '{"format":"sangue-e-estrelas/ficha","schemaVersion":99}'),
  hostileString,
);
const scenarioInput = fc.record({
  base: fc.nat({ max: scenarios.length - 1 }),
  mutations: fc.array(mutationArb, { maxLength: 4 }),
  asText: fc.boolean(),
  truncate: fc.option(fc.nat(), { freq: 6 }),
  answers: fc.array(resolverAnswer, { minLength: 1, maxLength: 3 }),
  resolverJunk: fc.constantFrom<'ok' | 'fail' | 'undefined' | 'wrong-shape'>('ok', 'ok', 'ok', 'fail', 'undefined', 'wrong-shape'),
});

export interface FuzzReport {
  inputs: number;
  findings: string[];
  totalMs: number;
  worstMs: number;
  worstInput: string;
  peakRss: number;
}

/**
 * Runs both properties.
 *
 * @param cliRuns - CLI inputs.
 * @param scenarioRuns - scenario inputs.
 * @param seed - fast-check seed.
 * @returns the numbers.
 * @example
 * ```ts
 * (await fuzz(100, 100, 1)).findings //=> []
 * ```
 */
export async function fuzz(cliRuns: number, scenarioRuns: number, seed = 26): Promise<FuzzReport> {
  const report: FuzzReport = { inputs: 0, findings: [], totalMs: 0, worstMs: 0, worstInput: '', peakRss: process.memoryUsage().rss };
  const t0 = performance.now();
  const timed = async <T>(label: () => string, f: () => Promise<T>): Promise<T> => {
    const s = performance.now();
    const v = await f();
    const ms = performance.now() - s;
    report.inputs++;
    if (ms > report.worstMs) (report.worstMs = ms), (report.worstInput = label());
    if (report.inputs % 500 === 0) report.peakRss = Math.max(report.peakRss, process.memoryUsage().rss);
    return v;
  };
  await fc.assert(
    fc.asyncProperty(argvArb, fc.nat(), async (raw, pick) => {
      const argv = capArgv(raw, pick);
      let code: unknown;
      try {
        code = await timed(() => JSON.stringify(argv), () => runCli(argv, memoryIo()));
      } catch (e) {
        report.findings.push(`runCli lançou com ${JSON.stringify(argv)}: ${String(e)}`);
        return false;
      }
      if (code !== 0 && code !== 1 && code !== 2) report.findings.push(`runCli devolveu ${String(code)} com ${JSON.stringify(argv)}`);
      return code === 0 || code === 1 || code === 2;
    }),
    { numRuns: cliRuns, seed, endOnFailure: true },
  );
  await fc.assert(
    fc.asyncProperty(scenarioInput, async (inp) => {
      const doc = mutate(JSON.parse(scenarios[inp.base]!), inp.mutations);
      let input: unknown = doc;
      if (inp.asText) {
        const text = JSON.stringify(doc, null, 2);
        input = inp.truncate === null ? text : text.slice(0, inp.truncate % (text.length + 1));
      }
      let i = 0;
      const resolve = (): any => {
        const answer = inp.answers[i++ % inp.answers.length]!;
        if (inp.resolverJunk === 'fail') return { ok: false, issues: [{ code: 'x', path: [], params: {}, message: answer }] };
        if (inp.resolverJunk === 'undefined') return undefined;
        if (inp.resolverJunk === 'wrong-shape') return { ok: true, value: 42 };
        return Promise.resolve({ ok: true, value: answer, issues: [] });
      };
      let r: any;
      try {
        r = await timed(() => `readScenario ${JSON.stringify(input).slice(0, 200)}`, () => readScenario(input, { resolve }));
      } catch (e) {
        report.findings.push(`readScenario lançou (${inp.resolverJunk}): ${String(e)} — ${JSON.stringify(input).slice(0, 300)}`);
        return false;
      }
      const isResult = r !== null && typeof r === 'object' && typeof r.ok === 'boolean' && Array.isArray(r.issues);
      if (!isResult) report.findings.push(`readScenario não devolveu um Result: ${String(r)}`);
      return isResult;
    }),
    { numRuns: scenarioRuns, seed, endOnFailure: true },
  ).catch((e) => report.findings.push(String(e).slice(0, 2000)));
  report.totalMs = performance.now() - t0;
  report.peakRss = Math.max(report.peakRss, process.memoryUsage().rss);
  return report;
}

if (process.argv[1]?.endsWith('fuzz-cli-scenario.ts')) {
  const [cli = '60000', sc = '40000', seed = '26'] = process.argv.slice(2);
  void fuzz(Number(cli), Number(sc), Number(seed)).then((r) => {
    console.log(
      `entradas: ${r.inputs}\nachados: ${r.findings.length}\ntempo total: ${(r.totalMs / 1000).toFixed(1)} s\n` +
        `pior tempo por entrada: ${r.worstMs.toFixed(1)} ms (${r.worstInput.slice(0, 200)})\npico de RSS: ${(r.peakRss / 2 ** 20).toFixed(0)} MiB`,
    );
    for (const f of r.findings.slice(0, 20)) console.log(`- ${f}`);
    process.exitCode = r.findings.length === 0 ? 0 : 1;
  });
}
