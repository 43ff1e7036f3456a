/**
 * `sangue-e-estrelas validar <arquivo.json>` — validates any document of the library (ficha,
 * técnica, regras da casa, …) or a bare stored character, and lists the issues in pt-BR.
 *
 * @internal
 */
import { validateWarrior } from '../../character/index.js';
import { documentRegistry, loadDocument, parseJsonSafely } from '../../export/json/index.js';
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { exitCodeFor, formatIssues, parseFlags, readText } from './shared.js';

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(args, { values: [], booleans: ['json'] });
  if (!flags.ok || flags.positional.length !== 1) {
    io.err(`${flags.ok ? 'diga um arquivo.' : flags.message}\n\nuso: ${command.usage}\n`);
    return EXIT.usage;
  }
  const file = flags.positional[0]!;
  const text = await readText(file, io);
  const json = text.ok ? parseJsonSafely(text.value) : text;
  let result;
  let what = 'personagem';
  if (!json.ok) {
    result = json;
  } else if (json.value !== null && typeof json.value === 'object' && !Array.isArray(json.value) && 'format' in json.value) {
    what = String((json.value as { format: unknown }).format);
    const doc = loadDocument(documentRegistry, json.value);
    result = doc.ok && doc.value.format === 'sangue-e-estrelas/ficha' ? validateWarrior(doc.value.data) : doc;
    if (doc.ok && result.ok) result = { ...result, issues: [...doc.issues, ...result.issues] };
  } else {
    result = validateWarrior(json.value);
  }
  if (flags.booleans.json) {
    io.out(`${JSON.stringify({ file, kind: what, valid: result.ok, issues: result.issues }, null, 2)}\n`);
  } else if (result.ok) {
    io.out(`${file}: válido (${what}).\n${result.issues.length ? `avisos:\n${formatIssues(result.issues)}` : ''}`);
  } else {
    io.out(`${file}: inválido (${what}).\n${formatIssues(result.issues)}`);
  }
  return result.ok ? EXIT.ok : exitCodeFor(result.issues);
}

/** The `validar` subcommand. @internal */
export const command: CliCommand = {
  name: 'validar',
  summary: 'valida um documento (ficha, técnica, regras da casa) e lista os problemas',
  usage: 'sangue-e-estrelas validar <arquivo.json> [--json]',
  run,
};
