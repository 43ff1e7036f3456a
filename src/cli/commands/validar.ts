/**
 * `sangue-e-estrelas validar <arquivo.json>` — validates any document of the library (ficha,
 * inimigo, técnica, regras da casa) or a bare stored one (and a bare armor) — its shape **and** the book's rules — and
 * lists the issues in pt-BR.
 *
 * @internal
 */
import { dirname, join } from 'node:path';
import { readScenario, scenarioDocument } from '../../sim/index.js';
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { checkDocumentRules, exitCodeFor, formatIssues, KIND_LABELS, parseFlags, readJsonFile, readText, type DocumentKindName } from './shared.js';

const usage =
  'uso: sangue-e-estrelas validar <arquivo.json> [--tipo personagem|inimigo|tecnica|regras|armadura] [--json]\n' +
  '  <arquivo.json>  um documento da biblioteca (ficha, inimigo, técnica, regras da casa, cenário) ou um\n' +
  '                  personagem, inimigo, técnica ou armadura sem o envelope "format"\n' +
  '  --tipo          o que o arquivo é, quando não tem "format" (padrão: adivinhado pelo conteúdo)\n' +
  '  --json          imprime { file, kind, valid, issues } em JSON\n' +
  'Confere a forma e as regras do livro (técnica acima do tamanho máximo do Grau, atributos, níveis…).\n';

const KINDS: readonly DocumentKindName[] = ['personagem', 'inimigo', 'tecnica', 'regras', 'armadura'];

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(args, { values: ['tipo'], booleans: ['json'], help: ['--help', '-h'] });
  if (flags.ok && flags.help) {
    io.out(usage);
    return EXIT.ok;
  }
  if (!flags.ok || flags.positional.length !== 1) {
    io.err(`erro: ${flags.ok ? 'diga um arquivo (um só).' : flags.message}\n\n${usage}`);
    return EXIT.usage;
  }
  const tipo = flags.values.tipo;
  if (tipo !== undefined && !(KINDS as readonly string[]).includes(tipo)) {
    io.err(`erro: --tipo é ${KINDS.join(', ')} (recebi "${tipo}").\n\n${usage}`);
    return EXIT.usage;
  }
  const file = flags.positional[0]!;
  const json = await readJsonFile(file, io);
  if (!json.ok) {
    if (flags.booleans.json) io.out(`${JSON.stringify({ file, kind: null, valid: false, issues: json.issues }, null, 2)}\n`);
    else io.err(`${file}: não foi possível ler o arquivo.\n${formatIssues(json.issues)}`);
    return exitCodeFor(json.issues);
  }
  const v = json.value;
  if (v !== null && typeof v === 'object' && !Array.isArray(v) && v.format === scenarioDocument.format) {
    // A scenario: its shape, its rules and every fighter file it names (read from its folder).
    const folder = dirname(file);
    const result = await readScenario(v, { resolve: (p) => readText(join(folder, p), io) });
    if (flags.booleans.json) io.out(`${JSON.stringify({ file, kind: 'cenario', valid: result.ok, issues: result.issues }, null, 2)}\n`);
    else if (result.ok) io.out(`${file}: válido (cenário).\n${result.issues.length ? `avisos:\n${formatIssues(result.issues)}` : ''}`);
    else io.out(`${file}: inválido (cenário).\n${formatIssues(result.issues)}`);
    return result.ok ? EXIT.ok : exitCodeFor(result.issues);
  }
  const checked = checkDocumentRules(v, tipo as DocumentKindName | undefined);
  const { kind, result } = checked;
  if (flags.booleans.json) {
    io.out(`${JSON.stringify({ file, kind, valid: result.ok, issues: result.issues }, null, 2)}\n`);
  } else if (result.ok) {
    io.out(`${file}: válido (${KIND_LABELS[kind]}).\n${result.issues.length ? `avisos:\n${formatIssues(result.issues)}` : ''}`);
  } else {
    io.out(`${file}: inválido (${KIND_LABELS[kind]}).\n${formatIssues(result.issues)}`);
  }
  return result.ok ? EXIT.ok : exitCodeFor(result.issues);
}

/** The `validar` subcommand. @internal */
export const command: CliCommand = {
  name: 'validar',
  summary: 'valida um documento (ficha, inimigo, técnica, regras da casa, cenário): a forma e as regras do livro',
  usage,
  run,
};
