/**
 * The one fake io every CLI test runs its commands through: it captures standard output and error,
 * reads files from the given map (or from the repo root, for the committed fixtures) and keeps what
 * a command writes, so a test sees exactly what a user would.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CliCommand, CliIo } from '../../src/cli/command.js';
import * as core from '../../src/index.js';
import * as pdf from '../../src/export/pdf/index.js';
import * as cosmo from '../../src/cosmo-gaming/index.js';
import * as d10 from '../../src/d10/index.js';

/** The repository root: relative paths a command reads resolve here when not in the file map. */
export const root = join(__dirname, '..', '..');

/**
 * A fake `CliIo`.
 *
 * @param files - files the command may read, by path; any other path is read from the repo root.
 * @returns the io, what was written (by path; readable back), and the captured output and error.
 */
export function fakeIo(files: Readonly<Record<string, string | Uint8Array>> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, Uint8Array | string> = {};
  const io: CliIo = {
    out: (t) => void out.push(t),
    err: (t) => void err.push(t),
    readFile: async (p) => {
      const f = written[p] ?? files[p];
      if (f !== undefined) return typeof f === 'string' ? new TextEncoder().encode(f) : f;
      return new Uint8Array(await readFile(resolve(root, p)));
    },
    writeFile: async (p, d) => {
      written[p] = d;
    },
  };
  return { io, written, out: () => out.join(''), err: () => err.join('') };
}

/**
 * Runs one command with a fresh {@link fakeIo}.
 *
 * @param command - the subcommand to run.
 * @param args - the arguments after the command name.
 * @param files - files the command may read (see {@link fakeIo}).
 * @returns the exit code and the whole output and error text.
 */
export async function runCommand(command: CliCommand, args: readonly string[], files: Readonly<Record<string, string | Uint8Array>> = {}) {
  const f = fakeIo(files);
  const code = await command.run(args, f.io);
  return { code, out: f.out(), err: f.err(), written: f.written };
}

/** The library's public function names written in camelCase (`readFichaFields`, `validateWarrior`…). */
const apiNames: readonly string[] = [
  ...new Set(
    [core, pdf, cosmo, d10].flatMap((m) => Object.entries(m).filter(([name, v]) => typeof v === 'function' && /^[a-z]+[A-Z]/.test(name)).map(([name]) => name)),
  ),
];
const apiNamePattern = new RegExp(`\\b(${apiNames.join('|')})\\b`, 'g');

/**
 * The API function names a CLI message mentions: a person at a shell should read none (issue 12).
 *
 * @param text - what the CLI printed.
 * @returns the names found (empty when the text speaks to a person).
 */
export function apiNamesIn(text: string): string[] {
  return [...new Set(text.match(apiNamePattern) ?? [])];
}
