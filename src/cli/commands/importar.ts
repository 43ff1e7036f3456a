/**
 * `sangue-e-estrelas importar <ficha.pdf> [--json <saida.json>]` — reads back the character
 * document embedded in a ficha PDF and lists what the player edited in the PDF reader.
 *
 * @internal
 */
import { characterDocument, loadDocument, serializeDocument } from '../../export/json/index.js';
import { importPdf } from '../../export/pdf/index.js';
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { exitCodeFor, formatIssues, parseFlags } from './shared.js';

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(args, { values: ['json'], booleans: [] });
  if (!flags.ok || flags.positional.length !== 1) {
    io.err(`${flags.ok ? 'diga um arquivo PDF.' : flags.message}\n\nuso: ${command.usage}\n`);
    return EXIT.usage;
  }
  const file = flags.positional[0]!;
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(file);
  } catch {
    io.err(`não foi possível ler "${file}".\n`);
    return EXIT.usage;
  }
  const r = await importPdf(bytes, { parse: (doc) => loadDocument(characterDocument, doc) });
  if (!r.ok) {
    io.err(`${file}: não é uma ficha que dê para importar.\n${formatIssues(r.issues)}`);
    return exitCodeFor(r.issues);
  }
  const doc = r.value.document;
  io.out(`${file}: ficha de ${String((doc.data as { name?: unknown }).name ?? '?')}\n`);
  const edits = r.issues.filter((i) => i.code === 'pdf_field_edited');
  io.out(edits.length ? `editado no PDF:\n${formatIssues(edits)}` : 'nada foi editado no PDF.\n');
  const other = r.issues.filter((i) => i.code !== 'pdf_field_edited');
  if (other.length) io.out(`avisos:\n${formatIssues(other)}`);
  if (flags.values.json !== undefined) {
    await io.writeFile(flags.values.json, `${serializeDocument(doc)}\n`);
    io.out(`JSON: ${flags.values.json}\n`);
  }
  return EXIT.ok;
}

/** The `importar` subcommand. @internal */
export const command: CliCommand = {
  name: 'importar',
  summary: 'lê o personagem guardado dentro de uma ficha PDF e mostra o que foi editado nela',
  usage: 'sangue-e-estrelas importar <ficha.pdf> [--json <saida.json>]',
  run,
};
