/**
 * `sangue-e-estrelas` — the command-line interface. Dispatches to the subcommands of
 * `src/cli/commands/`. User mistakes print a pt-BR message (never a stack trace) and exit 2.
 *
 * @internal
 */
import { constants, readFileSync } from 'node:fs';
import { open, realpath, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT, EXIT_CODES_TEXT, type CliCommand, type CliIo } from './command.js';
import { commands } from './commands/index.js';

/** Bytes read at a time by {@link readFileBounded}. */
const READ_CHUNK = 64 * 1024;

/**
 * Reads a regular file of at most `maxBytes`. It is opened without blocking (`O_NONBLOCK`: opening a
 * FIFO with no writer would wait forever) and measured on the open handle (`fstat`, the very file
 * read, not a name that may change): a folder rejects with `EISDIR`, anything else that is not a
 * regular file — a FIFO, a device (`/dev/zero`), a socket — with `ENOTREG`, at once; a regular file
 * longer than `maxBytes` with `EFBIG` before any byte is read. A regular file whose size the system
 * does not know (a file of `/proc`) is read a chunk at a time and rejected with `EFBIG` at the first
 * byte past `maxBytes`.
 */
async function readFileBounded(path: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) throw Object.assign(new Error(`${path} is a directory`), { code: 'EISDIR' });
    if (!stat.isFile()) throw Object.assign(new Error(`${path} is not a regular file`), { code: 'ENOTREG' });
    if (stat.size > maxBytes) throw Object.assign(new Error(`${path} is too large`), { code: 'EFBIG', size: stat.size });
    const chunks: Uint8Array[] = [];
    let total = 0;
    // one reusable buffer; each read is copied at its own length (a pipe that gives a byte a read
    // must not keep a whole chunk per byte)
    const buffer = new Uint8Array(READ_CHUNK);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_CHUNK, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw Object.assign(new Error(`${path} is too large`), { code: 'EFBIG' });
      chunks.push(buffer.slice(0, bytesRead));
    }
    return new Uint8Array(Buffer.concat(chunks, total));
  } finally {
    await handle.close();
  }
}

/**
 * The io of the real program: standard output and error, and the file system. It reads at most
 * `maxBytes` and never creates a folder. Tests run the CLI in-process with it (and their own
 * `out`/`err`).
 *
 * @internal
 */
export const nodeIo: CliIo = {
  out: (t) => void process.stdout.write(t),
  err: (t) => void process.stderr.write(t),
  readFile: readFileBounded,
  realpath: (p) => realpath(p),
  writeFile: async (p, d) => {
    await writeFile(p, d);
  },
  errIsTTY: process.stderr.isTTY === true,
};

/** Words that ask for the program's version. @internal */
export const VERSION_WORDS: readonly string[] = ['--version', '-v', 'versao', 'versão'];

/**
 * The version of the package this program belongs to: the `version` of the nearest `package.json`
 * named `sangue-e-estrelas` above this file (in `src/cli/` or in `dist/`). @internal
 */
export function packageVersion(): string {
  let d = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(d, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'sangue-e-estrelas' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // no package.json here: look above
    }
    const up = dirname(d);
    if (up === d) return 'desconhecida';
    d = up;
  }
}

/**
 * Makes the program stop quietly when the reader of `stream` goes away (`… | head -1`, `… | true`):
 * a write to a closed pipe fails with `EPIPE` (or `ERR_STREAM_DESTROYED` once the stream is closed),
 * which Node would report as an unhandled 'error' event with a stack trace and exit 1. Nobody is
 * left to read what the command still had to say, so it ends at once with exit 0 and no message,
 * like the usual command-line tools; any other stream error is thrown again. @internal
 */
export function stopQuietlyOnClosedPipe(stream: NodeJS.WritableStream & { on(event: 'error', listener: (e: Error) => void): unknown }): void {
  stream.on('error', (e: Error) => {
    const code = (e as { code?: unknown }).code;
    if (code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED') process.exit(0);
    throw e;
  });
}

/** Words that ask a command for its usage. @internal */
export const HELP_WORDS: readonly string[] = ['--help', '-h', 'ajuda'];

/**
 * The `--help` text of one command: its usage and the exit codes.
 *
 * @internal
 */
export function commandHelp(cmd: CliCommand): string {
  const usage = cmd.usage.trimEnd();
  return `${usage.startsWith('uso:') ? usage : `uso: ${usage}`}\n\n${cmd.summary}\n\n${EXIT_CODES_TEXT}`;
}

function help(): string {
  const lines = ['uso: sangue-e-estrelas <comando> [opções]', '', 'comandos:'];
  for (const c of commands) lines.push(`  ${c.name.padEnd(14)} ${c.summary}`);
  lines.push('', 'Cada comando explica suas opções: sangue-e-estrelas <comando> --help', 'A versão do programa: sangue-e-estrelas --version', '');
  return `${lines.join('\n')}\n${EXIT_CODES_TEXT}`;
}

/**
 * Runs the CLI with the given arguments (without `node` and the script path).
 *
 * @internal
 */
export async function runCli(argv: readonly string[], io: CliIo = nodeIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'ajuda') {
    io.out(help());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (VERSION_WORDS.includes(name)) {
    io.out(`sangue-e-estrelas ${packageVersion()}\n`);
    return EXIT.ok;
  }
  const cmd = commands.find((c) => c.name === name);
  if (!cmd) {
    io.err(`comando desconhecido: "${name}"\n\n${help()}`);
    return EXIT.usage;
  }
  // `--help` anywhere but as a subcommand's own word (cosmo-gaming has subcommands and answers it).
  if (rest.some((a) => HELP_WORDS.includes(a) && a !== 'ajuda') || (rest.length === 1 && rest[0] === 'ajuda')) {
    io.out(commandHelp(cmd));
    return EXIT.ok;
  }
  try {
    return await cmd.run(rest, io);
  } catch (e) {
    // A bug of ours, not a user mistake: say so briefly, without a stack trace.
    io.err(`erro interno em "${name}" (um defeito do programa, não da entrada; por favor, relate): ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.internal;
  }
}
