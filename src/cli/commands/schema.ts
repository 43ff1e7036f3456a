/**
 * `sangue-e-estrelas schema [tipo]` — prints the JSON Schema of a document kind (default: the
 * ficha), for tools in other languages.
 *
 * @internal
 */
import { builtinDocumentKinds, documentJsonSchema, type DocumentKind } from '../../export/json/index.js';
import { scenarioDocument } from '../../sim/index.js';
import { EXIT, type CliCommand, type CliIo } from '../command.js';

/** The built-in kinds and the simulator's scenario (it lives with the simulator, not in export/json). */
const kinds: readonly DocumentKind[] = [...builtinDocumentKinds, scenarioDocument as DocumentKind];
const names = kinds.map((k) => k.format.split('/').pop()!);

const usage =
  'uso: sangue-e-estrelas schema [tipo]\n' +
  `  [tipo]   ${names.join(', ')} (padrão: ficha)\n` +
  'Imprime o JSON Schema do tipo de documento, para ferramentas em outras linguagens.\n';

async function run(args: readonly string[], io: CliIo): Promise<number> {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h' || args[0] === 'ajuda')) {
    io.out(usage);
    return EXIT.ok;
  }
  const wanted = args[0] ?? 'ficha';
  if (args.length > 1 || wanted.startsWith('-')) {
    io.err(`erro: ${args.length > 1 ? 'diga um tipo só.' : `opção desconhecida "${wanted}".`}\n\n${usage}`);
    return EXIT.usage;
  }
  const kind = kinds.find((k) => k.format.split('/').pop() === wanted);
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
  usage,
  run,
};
