/**
 * Issue 26, class 4: FIFOs, devices and other non-files named as input (or as a scenario's fighter
 * file) blocked forever in open(). Only regular files are read; anything else gets
 * `file_not_regular` (exit 2) at once — opened without blocking and measured on the open handle.
 * (A hang would show as this file's timeout: no test here measures speed.)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, type CliIo } from '../../src/cli/command.js';
import { nodeIo, runCli } from '../../src/cli/main.js';
import { root } from './helpers.js';

let dir = '';
const fifo = () => join(dir, 'fila.json');

async function run(argv: readonly string[]): Promise<{ code: number; text: string }> {
  const chunks: string[] = [];
  const io: CliIo = { ...nodeIo, out: (t) => void chunks.push(t), err: (t) => void chunks.push(t) };
  return { code: await runCli(argv, io), text: chunks.join('') };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'see-fifo-'));
  execFileSync('mkfifo', [join(dir, 'fila.json')]);
  mkdirSync(join(dir, 'mesa'));
  execFileSync('mkfifo', [join(dir, 'mesa', 'lutador.json')]);
  writeFileSync(
    join(dir, 'mesa', 's.json'),
    JSON.stringify({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: { fight: 'duelo', sides: [['lutador.json'], [{ ref: { level: 1 } }]], n: 5 } }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.platform === 'win32')('only regular files are read (issue 26, class 4)', () => {
  const commands: readonly ((f: string) => string[])[] = [
    (f) => ['validar', f],
    (f) => ['ficha', f],
    (f) => ['importar', f],
    (f) => ['tecnica', f],
    (f) => ['tecnica', join(root, 'examples/tecnicas/poeira-de-gelo.json'), '--dono', f],
    (f) => ['cosmo-gaming', 'ficha', f],
    (f) => ['simular', f],
    (f) => ['simular', f, 'ref:1'],
  ];

  it.each(commands.map((c) => [c('<fifo>').join(' '), c] as const))('a FIFO with no writer: %s → file_not_regular at once', async (_label, cmd) => {
    const r = await run(cmd(fifo()));
    expect(r.code, r.text).toBe(EXIT.usage);
    expect(r.text).toContain('[file_not_regular]');
  }, 20_000);

  it('a FIFO named by a scenario as a fighter file', async () => {
    const r = await run(['simular', join(dir, 'mesa', 's.json'), '--json']);
    expect(r.code, r.text).toBe(EXIT.usage);
    expect(r.text).toContain('[file_not_regular]');
  }, 20_000);

  it.each(['/dev/null', '/dev/zero', '/dev/tty', '/dev/stdin'])('a device or a stream (%s) → refused, never read', async (dev) => {
    const r = await run(['validar', dev]);
    expect(r.code, r.text).toBe(EXIT.usage);
    expect(r.text).toMatch(/\[file_not_regular\]|\[file_missing\]|\[file_unreadable\]|\[file_forbidden\]/);
  }, 20_000);

  it('a regular file still reads', async () => {
    const r = await run(['validar', join(root, 'examples', 'teo.json')]);
    expect(r.code, r.text).toBe(EXIT.ok);
  });
});
