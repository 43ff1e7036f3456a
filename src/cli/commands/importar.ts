/**
 * `sangue-e-estrelas importar <ficha.pdf> [--json <saida.json>]` — reads back the character
 * document embedded in a ficha PDF and lists what the player edited in the PDF reader.
 *
 * @internal
 */
import { characterDocument, loadDocument, serializeDocument } from '../../export/json/index.js';
import { importPdf } from '../../export/pdf/index.js';
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { checkDocumentRules, exitCodeFor, formatIssues, MAX_PDF_BYTES, parseFlags, readBytes, writeOutput } from './shared.js';

const usage =
  'uso: sangue-e-estrelas importar <ficha.pdf> [--json <saida.json>]\n' +
  '  <ficha.pdf>   uma ficha gerada por "sangue-e-estrelas ficha" (até 50 MB), editada ou não\n' +
  '  --json        escreve o personagem embutido como documento JSON (a pasta precisa existir)\n' +
  'Mostra de quem é a ficha, o que foi editado no leitor de PDF, e confere as regras do personagem.\n';

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(args, { values: ['json'], booleans: [], help: ['--help', '-h'] });
  if (flags.ok && flags.help) {
    io.out(usage);
    return EXIT.ok;
  }
  if (!flags.ok || flags.positional.length !== 1) {
    io.err(`erro: ${flags.ok ? 'diga um arquivo PDF (um só).' : flags.message}\n\n${usage}`);
    return EXIT.usage;
  }
  const file = flags.positional[0]!;
  const bytes = await readBytes(file, io, MAX_PDF_BYTES);
  if (!bytes.ok) {
    io.err(`${file}: não foi possível ler o arquivo.\n${formatIssues(bytes.issues)}`);
    return exitCodeFor(bytes.issues);
  }
  const r = await importPdf(bytes.value, { parse: (doc) => loadDocument(characterDocument, doc) });
  if (!r.ok) {
    io.err(`${file}: não é uma ficha que dê para importar.\n${formatIssues(r.issues)}`);
    return exitCodeFor(r.issues);
  }
  const doc = r.value.document;
  io.out(`${file}: ficha de ${String((doc.data as { name?: unknown }).name ?? '?')}\n`);
  // The embedded character is held to the book's rules, like any file given to `validar`.
  const rules = checkDocumentRules(doc.data, 'personagem').result;
  const edits = r.issues.filter((i) => i.code === 'pdf_field_edited');
  io.out(edits.length ? `editado no PDF:\n${formatIssues(edits)}` : 'nada foi editado no PDF.\n');
  const other = r.issues.filter((i) => i.code !== 'pdf_field_edited');
  if (other.length) io.out(`avisos:\n${formatIssues(other)}`);
  if (!rules.ok) {
    io.out(`o personagem embutido quebra regras do livro:\n${formatIssues(rules.issues)}`);
    return exitCodeFor(rules.issues);
  }
  if (rules.issues.length) io.out(`avisos do personagem:\n${formatIssues(rules.issues)}`);
  if (flags.values.json !== undefined) {
    const w = await writeOutput(flags.values.json, `${serializeDocument(doc)}\n`, io);
    if (!w.ok) {
      io.err(formatIssues(w.issues));
      return exitCodeFor(w.issues);
    }
    io.out(`JSON: ${flags.values.json}\n`);
  }
  return EXIT.ok;
}

/** The `importar` subcommand. @internal */
export const command: CliCommand = {
  name: 'importar',
  summary: 'lê o personagem guardado dentro de uma ficha PDF e mostra o que foi editado nela',
  usage,
  run,
};
