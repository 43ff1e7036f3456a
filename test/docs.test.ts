/**
 * The guides are executed: every ```ts block of the README and of every guide in docs/ runs, each
 * block on its own (a reader copies one block), so a guide that stops working fails the suite.
 * Imports of 'sangue-e-estrelas' point at the sources; the blocks run in a temporary folder whose
 * node_modules/sangue-e-estrelas holds what the package ships (package.json `files`), so a block
 * reads `node_modules/sangue-e-estrelas/examples/…` as an installed reader would, and writes its
 * files there, never into the repo. A `//=>` comment after an expression is checked (test/docs/check.ts).
 * The blocks also compile, as written, for a TypeScript reader with `strict` (test/docs/typecheck.ts):
 * tsx strips types, so a block can run and still not compile.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogoPath, renderCatalogo } from '../scripts/gen-catalogo.js';
import { bookRuleset, choiceSlotsAt, createRuleset } from '../src/index.js';
import { checkImports, docBlocks, expectations, expectedValue, pointImports } from './docs/blocks.js';
import { ANY, docCheck, mismatch, REST, trunc } from './docs/check.js';
import { readerCompilerOptions, typecheckBlocks } from './docs/typecheck.js';

const root = join(__dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[]; exports: Record<string, unknown> };

/** The sources of the package's subpaths (the entries of tsup.config.ts). */
const sources: Record<string, string> = {
  '.': 'src/index.ts',
  './pdf': 'src/export/pdf/index.ts',
  './html': 'src/export/html/index.ts',
  './cosmo-gaming': 'src/cosmo-gaming/index.ts',
  './d10': 'src/d10/index.ts',
  './sim': 'src/sim/index.ts',
  './sim/threads': 'src/sim-threads/index.ts',
};
const target = (subpath: string): string => {
  const src = sources[subpath];
  if (src !== undefined) return join(root, src);
  // './schema/*', './package.json': files the package ships as they are.
  const exported = Object.keys(pkg.exports).find((k) => k === subpath || (k.endsWith('/*') && subpath.startsWith(k.slice(0, -1))));
  if (exported === undefined) throw new Error(`'sangue-e-estrelas${subpath.slice(1)}' is not an export of package.json`);
  return join(root, subpath);
};

// The reader's project: node_modules holds the package (what `files` ships, copied: a guide that
// wrote into its package would write into a copy, never into the repo) and zod (linked, read only).
const tmp = mkdtempSync(join(tmpdir(), 'sangue-docs-'));
const installed = join(tmp, 'node_modules', 'sangue-e-estrelas');
function link(rel: string): void {
  if (!existsSync(join(root, rel))) return;
  mkdirSync(dirname(join(installed, rel)), { recursive: true });
  cpSync(join(root, rel), join(installed, rel), { recursive: true });
}
for (const entry of ['package.json', ...pkg.files]) {
  if (!entry.includes('*')) link(entry);
  else {
    const dir = dirname(entry);
    const re = new RegExp(`^${entry.slice(dir.length + 1).replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
    if (existsSync(join(root, dir))) for (const f of readdirSync(join(root, dir)).filter((f) => re.test(f))) link(join(dir, f));
  }
}
symlinkSync(join(root, 'node_modules', 'zod'), join(tmp, 'node_modules', 'zod'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The guides with code: the README and every guide of docs/ and docs/regras/ with a ```ts block. */
const guides = [
  'README.md',
  ...['docs', 'docs/regras'].flatMap((d) => readdirSync(join(root, d)).filter((f) => f.endsWith('.md')).sort().map((f) => `${d}/${f}`)),
].filter((f) => docBlocks(readFileSync(join(root, f), 'utf8')).length > 0);

/** Runs a guide's blocks in one tsx process, each as its own module: the error of each block, or null. */
async function runGuide(file: string): Promise<{ errors: (string | null)[]; checks: { ran: number; written: number }[]; unchecked: string[] }> {
  const dir = join(tmp, 'blocks', file.replace(/\W/g, '_'));
  mkdirSync(dir, { recursive: true });
  const unchecked: string[] = [];
  const written: number[] = [];
  const blocks = docBlocks(readFileSync(join(root, file), 'utf8'));
  const paths = blocks.map((b, i) => {
    const e = expectations(pointImports(b.code, target), { file, line: b.line });
    unchecked.push(...e.unchecked);
    written.push(e.checked);
    const path = join(dir, `block-${i + 1}.mts`);
    // The check's import goes last: imports are hoisted, and the block keeps its line numbers.
    writeFileSync(path, `${e.code}\n${checkImports(join(root, 'test/docs/check.ts'))}\n`);
    return path;
  });
  const { stdout } = await promisify(execFile)(tsx, [join(root, 'test/docs/runner.ts'), ...paths], { cwd: tmp, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20 });
  const at = stdout.lastIndexOf('__DOC_RESULTS__');
  if (at < 0) throw new Error(`the runner of ${file} printed no results:\n${stdout.slice(-2000)}`);
  const results = JSON.parse(stdout.slice(at + '__DOC_RESULTS__'.length)) as { error: string | null; checks: number }[];
  // An error names the guide's line, not the temporary module's.
  const lines = blocks.map((b) => b.line);
  const guideLine = (e: string | null) =>
    e?.replace(new RegExp(`${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/block-(\\d+)\\.mts:(\\d+)(:\\d+)?`, 'g'), (_m, b: string, l: string) => `${file}:${lines[Number(b) - 1]! + Number(l) - 1}`) ?? null;
  return { errors: results.map((r) => guideLine(r.error)), checks: results.map((r, i) => ({ ran: r.checks, written: written[i]! })), unchecked };
}

describe('the guides may import every subpath the package exports (each is mapped to its source)', () => {
  it.each(Object.keys(pkg.exports))('%s', (subpath) => {
    if (subpath.includes('*') || subpath === './package.json') expect(existsSync(target(subpath.replace('*', 'tecnica.json')))).toBe(true);
    else expect(sources[subpath], `add ${subpath} to the sources of test/docs.test.ts`).toBeDefined();
  });
});

describe.each(guides)('%s', (file) => {
  const count = docBlocks(readFileSync(join(root, file), 'utf8')).length;
  let run: Awaited<ReturnType<typeof runGuide>>;
  beforeAll(async () => {
    run = await runGuide(file);
  }, 180_000);
  it('every //=> comment after an expression is checked', () => expect(run.unchecked).toEqual([]));
  it.each(Array.from({ length: count }, (_, i) => i + 1))('block %i runs', (n) => {
    const error = run.errors[n - 1];
    if (error !== null) throw new Error(error);
    // A //=> inside an `if (…) {` that was false never ran: the guide shows a value it does not produce.
    expect(run.checks[n - 1], 'the //=> comments of the block that ran').toEqual({ ran: run.checks[n - 1]!.written, written: run.checks[n - 1]!.written });
  });
});

describe('every block compiles for a TypeScript reader (strict, module nodenext; test/docs/typecheck.ts)', () => {
  // The reader's `paths`: each export of package.json to its source (what `target` runs).
  const paths = Object.fromEntries(
    Object.keys(pkg.exports).map((k) => [`sangue-e-estrelas${k.slice(1)}`, [k.includes('*') ? join(root, k) : target(k)]]),
  );
  // A block that must not compile, in the same program: the check can fail, and names the line.
  const canary = { file: '(canary)', line: 10, code: "import { donateBlood } from 'sangue-e-estrelas';\n\ndonateBlood(40, 1).value.maxHp;\n" };
  let diagnostics: string[];
  beforeAll(() => {
    const blocks = guides.flatMap((file) => docBlocks(readFileSync(join(root, file), 'utf8')).map((b) => ({ ...b, file })));
    diagnostics = typecheckBlocks([...blocks, canary], join(tmp, 'types'), readerCompilerOptions(paths, [join(root, 'node_modules', '@types')]));
  }, 60_000);
  it('the options hold and the check fails a block that does not compile, naming its line', () => {
    expect(diagnostics.filter((d) => d.startsWith('tsconfig:'))).toEqual([]);
    expect(diagnostics.filter((d) => d.startsWith('(canary)'))).toEqual([expect.stringMatching(/^\(canary\):12: Property 'value' does not exist/)]);
  });
  it.each(guides)('%s', (file) => expect(diagnostics.filter((d) => d.startsWith(`${file}:`))).toEqual([]));
});

describe('the //=> comments are read as the guides print them', () => {
  it('a wrong value fails, naming the guide’s line', () => {
    const e = expectations("const x = 1;\nx + 1; //=> 3\n", { file: 'g.md', line: 10 });
    expect(e.checked).toBe(1);
    expect(e.code).toContain('__docCheck((x + 1), 3, "g.md:11")');
    expect(() => docCheck(2, 3, 'g.md:11')).toThrow('g.md:11');
  });
  it('numbers: rounded to the decimals shown, cut with …, integers exact', () => {
    expect(mismatch(0.6523, 0.652)).toBeUndefined();
    expect(mismatch(0.6526, 0.652)).toBeDefined();
    expect(mismatch(2.4, 2)).toBeDefined();
  });
  it('… stands for the rest of an object or array, any value, a piece of a string', () => {
    const value = (t: string): unknown => new Function('__docAny', '__docRest', '__docTrunc', `return (${expectedValue(t)!.js});`)(ANY, REST, trunc);
    const expected = value("{ a: …, b: [1, …], c: 'x…z', … } (a note)");
    expect(mismatch({ a: null, b: [1, 2], c: 'xyz', d: 4 }, expected)).toBeUndefined();
    expect(mismatch({ a: null, b: [2], c: 'xyz' }, expected)).toBeDefined();
    expect(mismatch({ a: null, b: [1], c: 'xy' }, expected)).toBeDefined();
    expect(mismatch({ a: 1, b: 2 }, value('{ a: 1 }'))).toBeDefined();
    expect(mismatch(7 / 12, value('0.5833…'))).toBeUndefined();
    expect(mismatch(0.59, value('0.5833…'))).toBeDefined();
    expect(expectedValue("{ a: 1, … } (a note)")!.rest).toBe('(a note)');
    expect(expectedValue('a ficha, com o porquê')).toBeUndefined();
  });
});

describe('docs/catalogo.md (issue 12: the valid choices were nowhere in the docs)', () => {
  it('is the page the ruleset generates today (else: npm run catalogo)', () => {
    expect(readFileSync(catalogoPath, 'utf8')).toBe(renderCatalogo());
  });

  it('lists every choice of the ruleset and choiceSlotsAt of every level', () => {
    const page = renderCatalogo();
    const c = bookRuleset.creation;
    const slugs = [
      ...c.armies.map((a) => a.id),
      ...Object.keys(bookRuleset.armies.armies),
      ...bookRuleset.armor.accessories.map((a) => a.slug),
      ...bookRuleset.armor.characteristics.map((a) => a.slug),
      ...c.skills.map((s) => s.id),
      ...c.treinos.map((t) => t.id),
      ...Object.keys(bookRuleset.combat.conditions),
      ...bookRuleset.progression.gloria.triggers.map((t) => t.id),
    ];
    for (const slug of slugs) expect(page, slug).toContain(`\`${slug}\``);
    for (const l of bookRuleset.progression.levels) {
      const row = page.split('\n').find((line) => line.startsWith(`| ${l.level} | ${l.grau} |`));
      expect(row, `level ${l.level}`).toBeDefined();
      for (const slot of choiceSlotsAt(l.level)) expect(row).toContain(`\`${slot}\``);
    }
  });

  it('follows the ruleset: a house rule’s own accessory shows up', () => {
    const mesa = createRuleset({ id: 'mesa', name: 'Mesa', armor: { accessories: [...bookRuleset.armor.accessories, { slug: 'cauda', label: 'Cauda', effect: 'Nada.', modifiers: {} }] } });
    if (!mesa.ok) throw new Error(mesa.issues.map((i) => i.message).join(' '));
    expect(renderCatalogo(mesa.value)).toContain('`cauda`');
  });

  it('is linked from the getting-started guide and the creation guide', () => {
    for (const f of ['docs/comecando.md', 'docs/personagem.md']) expect(readFileSync(join(root, f), 'utf8'), f).toContain('(catalogo.md)');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('(docs/catalogo.md)');
  });
});

describe('TypeScript users are told which moduleResolution reads the subpaths', () => {
  for (const f of ['README.md', 'docs/comecando.md']) {
    it(f, () => {
      const text = readFileSync(join(root, f), 'utf8');
      for (const m of ['node16', 'nodenext', 'bundler']) expect(text).toContain(`"${m}"`);
      expect(text).toContain('moduleResolution');
    });
  }
});
