/**
 * `sangue-e-estrelas schema [tipo]` — prints the JSON Schema of a document kind (default: the
 * ficha), for tools in other languages.
 *
 * @internal
 */
import { builtinDocumentKinds, documentJsonSchema } from '../../export/json/index.js';
import { EXIT, type CliCommand, type CliIo } from '../command.js';

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const names = builtinDocumentKinds.map((k) => k.format.split('/').pop()!);
  const wanted = args[0] ?? 'ficha';
  if (args.length > 1 || wanted.startsWith('--')) {
    io.err(`uso: ${command.usage}\ntipos: ${names.join(', ')}\n`);
    return EXIT.usage;
  }
  const kind = builtinDocumentKinds.find((k) => k.format.split('/').pop() === wanted);
  if (!kind) {
    io.err(`tipo de documento desconhecido: "${wanted}". Tipos: ${names.join(', ')}\n`);
    return EXIT.usage;
  }
  io.out(`${JSON.stringify(documentJsonSchema(kind), null, 2)}\n`);
  return EXIT.ok;
}

/** The `schema` subcommand. @internal */
export const command: CliCommand = {
  name: 'schema',
  summary: 'imprime o JSON Schema de um tipo de documento (ficha, tecnica, regras…)',
  usage: 'sangue-e-estrelas schema [ficha|tecnica|regras|…]',
  run,
};
