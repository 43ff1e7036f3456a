/**
 * Issue 12 §2: exit code 3 ("erro interno") must never come from input. Every CLI command is fed
 * hostile files — random bytes, invalid UTF-8, deep JSON, huge numbers, wrong kinds anywhere in a
 * real document, `{"toString": …}` objects, an empty file, a folder, a missing file — and hostile
 * arguments. The CLI runs in-process with the real file io (temporary folder); each case must end
 * with 0, 1 or 2 and print no stack trace. fast-check, with a bounded number of cases.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/command.js';
import { nodeIo, runCli } from '../../src/cli/main.js';
import { apiNamesIn, root } from './helpers.js';

let dir: string;
let n = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sangue-hostil-'));
  mkdirSync(join(dir, 'uma-pasta'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const STACK = /\n\s+at\s|\bat .+\.(ts|js):\d+/;

async function run(argv: readonly string[]): Promise<{ code: number; text: string }> {
  const chunks: string[] = [];
  const io: CliIo = { ...nodeIo, out: (t) => void chunks.push(t), err: (t) => void chunks.push(t) };
  const code = await runCli(argv, io);
  return { code, text: chunks.join('') };
}

/** Asserts a run ended as the CLI promises: 0, 1 or 2, no stack trace, no internal error. */
async function expectHandled(argv: readonly string[], what: string): Promise<void> {
  const r = await run(argv);
  const label = `${argv.join(' ')} (${what})\n${r.text.slice(0, 600)}`;
  expect([0, 1, 2], label).toContain(r.code);
  expect(r.text, label).not.toMatch(STACK);
  expect(r.text, label).not.toContain('erro interno em');
  if (!argv.includes('--json')) expect(apiNamesIn(r.text), label).toEqual([]);
}

function fileWith(content: string | Uint8Array): string {
  const f = join(dir, `f${n++}.json`);
  writeFileSync(f, content);
  return f;
}

const read = (p: string) => JSON.parse(readFileSync(join(root, p), 'utf8')) as unknown;
const bases: Readonly<Record<string, unknown>> = {
  teo: read('examples/teo.json'),
  teo20: read('examples/personagens/teo-nivel-20.json'),
  poeira: read('examples/tecnicas/poeira-de-gelo.json'),
  marciano: read('examples/inimigos/marciano.json'),
  lira: read('examples/cosmo-gaming/lira.json'),
};

/** Every path to a value inside a JSON value. */
function pathsOf(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...at, k], out);
  return out;
}

function replaceAt(v: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

/** Values that break validators written for strings and numbers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    { toString: 1 },
    { valueOf: {} },
    { toString: { toString: 1 }, valueOf: 2 },
    { hasOwnProperty: 1 },
    1e308,
    -1e308,
    2 ** 53 + 1,
    -0,
    5e-324,
    '',
    '\ud800',
    null,
    [],
    {},
    21,
    999,
    -1,
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
);

/** Grows the array at `path` by a copy of its last element (one level-up too many…), or drops the key there. */
function reshapeAt(v: unknown, path: readonly (string | number)[], grow: boolean): unknown {
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let node: unknown = copy;
  for (const k of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[k];
  const last = path[path.length - 1];
  if (last === undefined || node === null || typeof node !== 'object') return copy;
  const target = (node as Record<string | number, unknown>)[last];
  if (grow && Array.isArray(target) && target.length > 0) target.push(structuredClone(target[target.length - 1]));
  else if (!grow && !Array.isArray(node)) delete (node as Record<string | number, unknown>)[last];
  return copy;
}

/**
 * A real document changed in one place — a value replaced by a hostile one, an array grown by one
 * more element, or a key dropped — as JSON text (huge numbers kept), bare or in its envelope.
 */
const mutatedDocument: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...Object.keys(bases)), fc.nat(), hostileValue, fc.constantFrom('replace', 'grow', 'drop'), fc.boolean())
  .map(([name, i, value, op, asDocument]) => {
    const base = bases[name];
    const paths = pathsOf(base);
    const path = paths[i % paths.length]!;
    const mutated = op === 'replace' ? replaceAt(base, path, value) : reshapeAt(base, path, op === 'grow');
    const data =
      asDocument && name !== 'lira'
        ? { format: `sangue-e-estrelas/${name === 'poeira' ? 'tecnica' : name === 'marciano' ? 'inimigo' : 'ficha'}`, schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: mutated }
        : mutated;
    return JSON.stringify(data).replace(/1e\+308/g, '1e400');
  });

/** Raw file contents: random bytes, invalid UTF-8, deep nesting, empty, not JSON. */
const rawFile: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }),
  fc.constant(''),
  fc.integer({ min: 60, max: 20_000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
  fc.integer({ min: 60, max: 2_000 }).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`),
  fc.string({ maxLength: 200 }),
  mutatedDocument.map((t) => {
    const b = Buffer.from(t, 'utf8');
    b[Math.floor(b.length / 2)] = 0xff;
    return new Uint8Array(b);
  }),
  fc.uint8Array({ maxLength: 500 }).map((b) => new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...b])),
  fc.constantFrom('{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {}}}', '1e400', '[1e400]', '"\\ud800"', 'null', 'true', '[]', '{}'),
);

/** Every command that reads a file, given that file. */
const fileCommands: readonly ((f: string) => string[])[] = [
  (f) => ['ficha', f],
  (f) => ['ficha', f, '--json', join(dir, 'saida.json')],
  (f) => ['validar', f],
  (f) => ['validar', f, '--json'],
  (f) => ['validar', f, '--tipo', 'inimigo'],
  (f) => ['validar', f, '--tipo', 'tecnica'],
  (f) => ['validar', f, '--tipo', 'regras'],
  (f) => ['importar', f],
  (f) => ['tecnica', f],
  (f) => ['tecnica', f, '--json', '--nivel', '20'],
  (f) => ['tecnica', join(root, 'examples/tecnicas/poeira-de-gelo.json'), '--dono', f],
  (f) => ['cosmo-gaming', 'ficha', f],
];

describe('the CLI never answers hostile input with exit 3 or a stack trace', () => {
  it('a missing file, a folder and an empty file, for every command that reads one', async () => {
    for (const cmd of fileCommands) {
      await expectHandled(cmd(join(dir, 'nao-existe.json')), 'missing file');
      await expectHandled(cmd(join(dir, 'uma-pasta')), 'folder');
      await expectHandled(cmd(fileWith('')), 'empty file');
    }
  });

  it.skipIf(process.platform === 'win32')('a file with no end (/dev/zero, /dev/urandom): refused at once, never read (issue 26: only regular files)', async () => {
    // Their size on disk is 0: read a chunk at a time they hung; now they are not regular files.
    for (const cmd of fileCommands) {
      for (const dev of ['/dev/zero', '/dev/urandom']) {
        const r = await run(cmd(dev));
        expect(r.code, `${cmd(dev).join(' ')}\n${r.text}`).toBe(2);
        expect(r.text).toContain('file_not_regular');
      }
    }
    await expect(nodeIo.readFile('/dev/zero', 10)).rejects.toMatchObject({ code: 'ENOTREG' });
    await expect(nodeIo.readFile('/dev/null', 10)).rejects.toMatchObject({ code: 'ENOTREG' });
    // A regular file whose size the system does not know still reads a chunk at a time, capped.
    if (process.platform === 'linux') {
      expect((await nodeIo.readFile('/proc/self/status', 1_000_000)).length).toBeGreaterThan(0);
      await expect(nodeIo.readFile('/proc/self/status', 10)).rejects.toMatchObject({ code: 'EFBIG' });
    }
  });

  it('a character with one level-up past 20, bare and in its envelope (issue 12 §2: it threw a RangeError)', async () => {
    const teo20 = structuredClone(bases.teo20) as { levelUps: unknown[] };
    teo20.levelUps.push(structuredClone(teo20.levelUps[teo20.levelUps.length - 1]));
    const bare = fileWith(JSON.stringify(teo20));
    const doc = fileWith(JSON.stringify({ format: 'sangue-e-estrelas/ficha', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: teo20 }));
    for (const cmd of fileCommands) {
      await expectHandled(cmd(bare), 'level 21, bare');
      await expectHandled(cmd(doc), 'level 21, document');
    }
  });

  it('raw hostile files (random bytes, invalid UTF-8, deep JSON, prototype keys, huge numbers)', async () => {
    await fc.assert(
      fc.asyncProperty(rawFile, fc.nat(fileCommands.length - 1), async (content, c) => {
        await expectHandled(fileCommands[c]!(fileWith(content)), 'raw file');
      }),
      { numRuns: 120, seed: 12 },
    );
  });

  it('real documents with one value replaced by a hostile one (wrong kinds, toString objects, huge numbers)', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedDocument, fc.nat(fileCommands.length - 1), async (text, c) => {
        await expectHandled(fileCommands[c]!(fileWith(text)), 'mutated document');
      }),
      { numRuns: 150, seed: 12 },
    );
  });

  it('a real ficha PDF, truncated or with bytes overwritten, given to importar', async () => {
    const made = await run(['ficha', join(root, 'examples/teo.json'), '--pdf', join(dir, 'teo.pdf')]);
    expect(made.code).toBe(0);
    const pdf = readFileSync(join(dir, 'teo.pdf'));
    await fc.assert(
      fc.asyncProperty(fc.nat(pdf.length - 1), fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.boolean(), async (at, bytes, truncate) => {
        const b = Buffer.from(pdf);
        const mutated = truncate ? b.subarray(0, at) : (b.set(bytes.subarray(0, b.length - at), at), b);
        await expectHandled(['importar', fileWith(mutated)], truncate ? `truncated at ${at}` : `overwritten at ${at}`);
      }),
      { numRuns: 25, seed: 12 },
    );
  });

  it('hostile arguments to every command', async () => {
    const word = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('--json', '--help', '-1', '0', '21', '1e308', '999999999999999999999', 'NaN', '--posto', '--tipo', '--semente', '--nivel', '=', '--json=1', '3+2+1+9', 'fantasioso'),
    );
    const names = ['ficha', 'validar', 'importar', 'schema', 'tecnica', 'inimigo', 'bando', 'd10', 'cosmo-gaming', 'exemplo', 'voar'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.array(word, { maxLength: 4 }), async (name, args) => {
        // a file argument that happens to exist is the repo's; outputs never land in the repo
        if (args.some((a) => a.startsWith('--saida') || a.startsWith('--json') || a.startsWith('--pdf'))) args = args.filter((a) => !a.startsWith('--saida') && a !== '--pdf');
        await expectHandled([name, ...args], 'hostile arguments');
      }),
      { numRuns: 150, seed: 12 },
    );
  });
});
