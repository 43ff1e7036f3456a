/**
 * `sangue-e-estrelas` — the command-line interface. Dispatches to the subcommands of
 * `src/cli/commands/`. User mistakes print a pt-BR message (never a stack trace) and exit 2.
 *
 * @internal
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { EXIT, type CliIo } from './command.js';
import { commands } from './commands/index.js';

const nodeIo: CliIo = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readFile: async (p) => new Uint8Array(await readFile(p)),
  writeFile: async (p, d) => {
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, d);
  },
};

function help(): string {
  const lines = ['uso: sangue-e-estrelas <comando> [opções]', '', 'comandos:'];
  for (const c of commands) lines.push(`  ${c.name.padEnd(14)} ${c.summary}`);
  lines.push('', 'códigos de saída: 0 ok · 1 a entrada quebra uma regra · 2 entrada ou argumentos inutilizáveis');
  return `${lines.join('\n')}\n`;
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
  const cmd = commands.find((c) => c.name === name);
  if (!cmd) {
    io.err(`comando desconhecido: "${name}"\n\n${help()}`);
    return EXIT.usage;
  }
  try {
    return await cmd.run(rest, io);
  } catch (e) {
    // A bug of ours, not a user mistake: say so briefly, without a stack trace.
    io.err(`erro interno em "${name}": ${e instanceof Error ? e.message : String(e)}\n`);
    return 3;
  }
}
