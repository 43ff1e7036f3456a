/**
 * `sangue-e-estrelas exemplo [nome] [--saida <arquivo>]` — the example files the package carries
 * (`examples/` of the package: Téo, the book's techniques, enemies, scenarios, armors and the Cosmo
 * Gaming sheets), so someone who installed
 * from npm can run every command of the README: lists them, prints one, or writes it to a file.
 *
 * @internal
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { examplesDir, exitCodeFor, formatIssues, parseFlags, readText, writeOutput } from './shared.js';

const usage =
  'uso: sangue-e-estrelas exemplo [nome] [--saida <arquivo>]\n' +
  '  sem nome          lista os exemplos que vêm com o pacote\n' +
  '  <nome>            imprime o exemplo (JSON), por exemplo: teo, poeira-de-gelo, marciano\n' +
  '  --saida <arquivo> escreve o exemplo num arquivo em vez de imprimir (a pasta precisa existir)\n' +
  'Para começar: sangue-e-estrelas exemplo teo --saida teo.json && sangue-e-estrelas ficha teo.json --pdf teo.pdf\n';

/** The folders of `examples/` the package carries (package.json `files`), and what each holds. */
const FOLDERS: readonly (readonly [string, string])[] = [
  ['', 'personagem'],
  ['personagens', 'personagem'],
  ['tecnicas', 'técnica'],
  ['inimigos', 'inimigo'],
  ['cenarios', 'cenário'],
  ['armaduras', 'armadura'],
  ['cosmo-gaming', 'ficha do Cosmo Gaming'],
];

interface Example {
  readonly name: string;
  readonly kind: string;
  readonly path: string;
}

/** Every example file, by name (`teo`, `poeira-de-gelo`, …). */
function listExamples(dir: string): Example[] {
  const list: Example[] = [];
  for (const [folder, kind] of FOLDERS) {
    const d = join(dir, folder);
    if (!existsSync(d)) continue;
    for (const f of readdirSync(d).sort()) {
      if (f.endsWith('.json')) list.push({ name: f.slice(0, -'.json'.length), kind, path: join(d, f) });
    }
  }
  return list;
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(args, { values: ['saida'], booleans: [], help: ['--help', '-h'] });
  if (flags.ok && flags.help) {
    io.out(usage);
    return EXIT.ok;
  }
  if (!flags.ok || flags.positional.length > 1) {
    io.err(`erro: ${flags.ok ? 'diga um exemplo só.' : flags.message}\n\n${usage}`);
    return EXIT.usage;
  }
  const dir = examplesDir();
  if (dir === undefined) {
    io.err('erro: a pasta examples/ do pacote não foi encontrada (a instalação está incompleta?).\n');
    return EXIT.usage;
  }
  const examples = listExamples(dir);
  const name = flags.positional[0];
  if (name === undefined) {
    if (flags.values.saida !== undefined) {
      io.err(`erro: diga qual exemplo escrever.\n\n${usage}`);
      return EXIT.usage;
    }
    io.out(`exemplos (sangue-e-estrelas exemplo <nome> --saida <arquivo>):\n${examples.map((e) => `  ${e.name.padEnd(32)} ${e.kind}\n`).join('')}`);
    return EXIT.ok;
  }
  const example = examples.find((e) => e.name === name);
  if (!example) {
    io.err(`erro: não há exemplo chamado "${name}". Veja a lista com: sangue-e-estrelas exemplo\n`);
    return EXIT.usage;
  }
  const text = await readText(example.path, io);
  if (!text.ok) {
    io.err(formatIssues(text.issues));
    return exitCodeFor(text.issues);
  }
  if (flags.values.saida === undefined) {
    io.out(text.value);
    return EXIT.ok;
  }
  const w = await writeOutput(flags.values.saida, text.value, io);
  if (!w.ok) {
    io.err(formatIssues(w.issues));
    return exitCodeFor(w.issues);
  }
  io.out(`${flags.values.saida}: ${example.kind} "${name}"\n`);
  return EXIT.ok;
}

/** The `exemplo` subcommand. @internal */
export const command: CliCommand = {
  name: 'exemplo',
  summary: 'lista, imprime ou escreve os arquivos de exemplo do pacote (personagem, técnicas, inimigos)',
  usage,
  run,
};
