/**
 * Issue 26, class 1: a closed pipe. `sangue-e-estrelas schema | head -1` closes the CLI's standard
 * output while it still writes more than a pipe holds (64 KiB); Node then raised `write EPIPE` as an
 * unhandled 'error' event, printed a stack and exited 1. A CLI stops quietly when its reader goes
 * away: nothing on standard error, exit 0.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './helpers.js';

const bin = join(root, 'src', 'cli', 'bin.ts');

/** Runs the CLI with its standard output read by `reader` (which may close it early). */
function runPiped(args: readonly string[], reader: 'first-chunk' | 'close-at-once'): Promise<{ code: number | null; signal: string | null; err: string; gotBytes: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bin, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let gotBytes = 0;
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    if (reader === 'close-at-once') child.stdout.destroy();
    else
      child.stdout.once('data', (d: Buffer) => {
        gotBytes = d.length;
        child.stdout.destroy(); // like `head -c`: read a little, then go away
      });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, err, gotBytes }));
  });
}

describe('a closed pipe stops the CLI quietly (issue 26, class 1)', () => {
  it.each([
    ['schema (about 200 KB of JSON)', ['schema'], 'first-chunk'],
    ['schema, reader gone before the first byte', ['schema', 'cenario'], 'close-at-once'],
    ['simular --log (a long narration)', ['simular', 'ref:5', 'ref:5', '--log'], 'first-chunk'],
    ['the whole help', ['--help'], 'close-at-once'],
  ] as const)('%s', async (_label, args, reader) => {
    const r = await runPiped(args, reader);
    expect(r.err).not.toMatch(/EPIPE|Unhandled|at .*\(/);
    expect(r.err).toBe('');
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
  });
});
