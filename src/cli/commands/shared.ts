/**
 * Helpers shared by the CLI subcommands: flag parsing, reading a character file (a JSON document
 * or a bare stored character), printing issues, choosing the exit code.
 *
 * @internal
 */
import { validateArmor } from '../../armor/index.js';
import { validateCharacter, validateWarrior, type Warrior } from '../../character/index.js';
import { validateEnemy } from '../../enemy/index.js';
import { createRuleset } from '../../rules/index.js';
import { readTechnique } from '../../technique/index.js';
import { existsSync } from 'node:fs';
import { dirname, join, relative, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { characterDocument, documentRegistry, JSON_LIMITS, loadDocument, parseJsonSafely, type JsonValue } from '../../export/json/index.js';
import { fail, issue, ok, type Issue, type Result } from '../../issues/index.js';
import { EXIT, type CliIo } from '../command.js';

/** Parsed command-line flags (`help` when an argument asked for the usage). @internal */
export type Flags =
  | { ok: true; help?: boolean; positional: string[]; values: Record<string, string | undefined>; booleans: Record<string, boolean> }
  | { ok: false; message: string; reason: 'unknown_flag' | 'missing_value'; flag: string; arg: string };

/** What {@link parseFlags} accepts. @internal */
export interface FlagSpec {
  /** Flags that take a value (`--name value` or `--name=value`). */
  readonly values: readonly string[];
  /** Flags that are on when present. */
  readonly booleans: readonly string[];
  /** Arguments that ask for the usage (e.g. `--help`, `-h`): parsing stops there with `help: true`. */
  readonly help?: readonly string[];
  /** Refuse a boolean flag written with a value (`--json=x`) as unknown, instead of ignoring the value. */
  readonly strict?: boolean;
}

/** Parses `--name value` and `--flag` arguments; unknown flags are refused. @internal */
export function parseFlags(args: readonly string[], spec: FlagSpec): Flags {
  const positional: string[] = [];
  const values: Record<string, string | undefined> = {};
  const booleans: Record<string, boolean> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (spec.help?.includes(a)) return { ok: true, help: true, positional, values, booleans };
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    if (spec.booleans.includes(name) && !(spec.strict && inline !== undefined)) {
      booleans[name] = true;
    } else if (spec.values.includes(name)) {
      const v = inline ?? args[++i];
      if (v === undefined || v.startsWith('--')) {
        return { ok: false, message: `a opção --${name} precisa de um valor.`, reason: 'missing_value', flag: name, arg: a };
      }
      values[name] = v;
    } else {
      return { ok: false, message: `opção desconhecida: --${name}`, reason: 'unknown_flag', flag: name, arg: a };
    }
  }
  return { ok: true, positional, values, booleans };
}

/** The flags a command that takes one level was given, and that level. @internal */
export interface LevelArgs {
  /** The level, a whole number (its range is checked by the command's own rules). */
  readonly level: number;
  /** The value flags given, by name. */
  readonly values: Record<string, string | undefined>;
  /** The boolean flags given, by name. */
  readonly booleans: Record<string, boolean>;
}

const HELP = ['--help', '-h', 'ajuda'] as const;

/**
 * Reads `<nível> [flags]` for the commands that take one level (`bando`, `inimigo`): prints the
 * usage for `--help`/`-h`/`ajuda`, or a pt-BR error for a bad flag, a wrong count or a level that
 * is not a whole number, and then returns the exit code instead of the arguments. @internal
 */
export function readLevelArgs(args: readonly string[], io: CliIo, usage: string, spec: FlagSpec): LevelArgs | number {
  const flags = parseFlags(args, { ...spec, help: HELP, strict: true });
  if (!flags.ok) {
    const why = flags.reason === 'unknown_flag' ? `opção desconhecida "${flags.arg}".` : `--${flags.flag} precisa de um valor.`;
    io.err(`erro: ${why}\n${usage}`);
    return EXIT.usage;
  }
  if (flags.help) {
    io.out(usage);
    return EXIT.ok;
  }
  if (flags.positional.length !== 1) {
    io.err(`erro: diga um nível só (recebi ${flags.positional.length} argumentos).\n${usage}`);
    return EXIT.usage;
  }
  const text = flags.positional[0]!;
  if (!/^-?\d+$/.test(text)) {
    io.err(`erro: "${text}" não é um nível: use um número inteiro de 1 a 20.\n`);
    return EXIT.usage;
  }
  return { level: Number(text), values: flags.values, booleans: flags.booleans };
}

/** The one mapping from issue codes to exit codes (`../exit-codes.ts`), here for the commands. @internal */
export { exitCodeFor } from '../exit-codes.js';

/** Largest JSON file a command reads (bytes): the JSON limits' text length. @internal */
export const MAX_JSON_BYTES = JSON_LIMITS.maxLength;

/** Largest PDF a command reads (bytes). @internal */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** Why a file could not be read, for a person at a shell. */
function readFailure(path: string, e: unknown, maxBytes: number): Issue {
  const code = e !== null && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : '';
  const size = e !== null && typeof e === 'object' && 'size' in e ? Number((e as { size: unknown }).size) : Number.NaN;
  switch (code) {
    case 'ENOENT':
      return issue('file_missing', [], { path }, `o arquivo "${path}" não existe.`);
    case 'EISDIR':
      return issue('file_is_directory', [], { path }, `"${path}" é uma pasta, não um arquivo.`);
    case 'ENOTREG':
      return issue(
        'file_not_regular',
        [],
        { path },
        `"${path}" não é um arquivo comum (é um pipe, um dispositivo ou um socket): só arquivos comuns são lidos.`,
      );
    case 'EACCES':
    case 'EPERM':
      return issue('file_forbidden', [], { path }, `sem permissão para ler "${path}".`);
    case 'E2BIG':
    case 'EFBIG':
      return issue(
        'file_too_large',
        [],
        { path, size, max: maxBytes },
        `"${path}" é grande demais${Number.isFinite(size) ? ` (${mb(size)})` : ''}: o máximo é ${mb(maxBytes)}.`,
      );
    default:
      return issue('file_unreadable', [], { path, reason: code || 'ilegível' }, `não foi possível ler "${path}"${code ? ` (${code})` : ''}.`);
  }
}

/**
 * The one way a command reads an input file: at most `maxBytes` (refused before reading more), a
 * regular file (not a folder), as a coded issue when it cannot. @internal
 */
export async function readBytes(path: string, io: CliIo, maxBytes: number): Promise<Result<Uint8Array>> {
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(path, maxBytes);
  } catch (e) {
    return fail([readFailure(path, e, maxBytes)]);
  }
  if (bytes.length > maxBytes) return fail([readFailure(path, Object.assign(new Error('too big'), { code: 'EFBIG', size: bytes.length }), maxBytes)]);
  return ok(bytes);
}

/** Reads a file as UTF-8 text (refusing invalid UTF-8), as a coded issue when it cannot. @internal */
export async function readText(path: string, io: CliIo, maxBytes: number = MAX_JSON_BYTES): Promise<Result<string>> {
  const bytes = await readBytes(path, io, maxBytes);
  if (!bytes.ok) return bytes;
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes.value));
  } catch {
    return fail([issue('file_not_utf8', [], { path }, `"${path}" não é texto em UTF-8 (um arquivo JSON é texto).`)]);
  }
}

/**
 * Reads `file` (a path relative to `folder`) as text, only when it is really inside `folder`: the
 * decision is taken on the real paths, every symbolic link followed (a link inside the folder to
 * `/etc/passwd`, or a linked folder, is refused with `file_outside_folder`), and the real file is the
 * one read. The refusal names the path, never a byte of what it reaches. @internal
 */
export async function readTextInside(folder: string, file: string, io: CliIo, maxBytes: number = MAX_JSON_BYTES): Promise<Result<string>> {
  const path = join(folder, file);
  if (!io.realpath) return readText(path, io, maxBytes);
  let realFolder: string;
  let realFile: string;
  try {
    realFolder = await io.realpath(folder === '' ? '.' : folder);
    realFile = await io.realpath(path);
  } catch (e) {
    return fail([readFailure(path, e, maxBytes)]);
  }
  const rel = relative(realFolder, realFile);
  if (rel.split(/[\\/]/)[0] === '..' || isAbsolute(rel)) {
    return fail([
      issue(
        'file_outside_folder',
        [],
        { path: file, folder },
        `"${file}" leva para fora da pasta do cenário ("${folder}") por um atalho (link simbólico): o cenário só lê arquivos da pasta dele e das de dentro.`,
      ),
    ]);
  }
  const text = await readText(realFile, io, maxBytes);
  // messages name the path the user wrote, not where its links led
  return text.ok ? text : fail(text.issues.map((i) => ({ ...i, message: i.message.split(realFile).join(path), params: { ...i.params, path } })));
}

/**
 * The one reader of JSON input files, for every command: {@link readText} (size, UTF-8), then the
 * JSON limits of `parseJsonSafely` (depth, count, no prototype keys). @internal
 */
export async function readJsonFile(path: string, io: CliIo): Promise<Result<JsonValue>> {
  const text = await readText(path, io);
  if (!text.ok) return text;
  const json = parseJsonSafely(text.value);
  if (json.ok) return json;
  return fail(
    json.issues.map((i) =>
      i.code === 'json_syntax'
        ? issue(i.code, i.path, i.params, i.message.replace(/^O texto não é JSON válido/, `"${path}" não é JSON válido`))
        : i.code === 'json_empty'
          ? issue(i.code, i.path, i.params, `"${path}": o arquivo está vazio.`)
          : i,
    ),
  );
}

/**
 * Writes an output file. The folder must already exist (the CLI never creates folders): a missing
 * folder or a file that cannot be written comes back as a coded issue. @internal
 */
export async function writeOutput(path: string, data: Uint8Array | string, io: CliIo): Promise<Result<true>> {
  try {
    await io.writeFile(path, data);
    return ok(true);
  } catch (e) {
    const code = e !== null && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : '';
    const folder = dirname(path);
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      return fail([issue('output_folder_missing', [], { path, folder }, `a pasta "${folder}" não existe: crie-a antes (o programa não cria pastas).`)]);
    }
    if (code === 'EISDIR') return fail([issue('output_is_directory', [], { path }, `"${path}" é uma pasta: diga o nome de um arquivo.`)]);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      return fail([issue('output_forbidden', [], { path }, `sem permissão para escrever "${path}".`)]);
    }
    return fail([issue('output_unwritable', [], { path, reason: code || 'erro' }, `não foi possível escrever "${path}"${code ? ` (${code})` : ''}.`)]);
  }
}

/** Messages the library writes for programmers, said again for a person at a shell. */
const cliMessages: Readonly<Record<string, string>> = {
  pdf_blank_ficha:
    'Esta é uma ficha em branco: não traz um personagem embutido, então não há personagem para importar. Gere a ficha com "sangue-e-estrelas ficha" para ter um PDF que se importa.',
  input_is_document:
    'Este arquivo é um documento de outro tipo, que este comando não lê: "sangue-e-estrelas validar <arquivo>" diz o que ele é.',
};

/** An issue's message as a person at a shell reads it (some name library functions). @internal */
export function cliMessage(i: Issue): string {
  return cliMessages[i.code] ?? i.message;
}

/** Prints issues one per line: severity, path, message, code. @internal */
export function formatIssues(issues: readonly Issue[]): string {
  return issues
    .map((i) => `  ${i.severity === 'error' ? 'erro' : 'aviso'}${i.path.length ? ` em ${i.path.join('.')}` : ''}: ${cliMessage(i)} [${i.code}]\n`)
    .join('');
}

/**
 * Reads a character file: a `sangue-e-estrelas/ficha` JSON document (migrated when older) or a
 * bare stored character, validated with the book's rules. @internal
 */
export async function readCharacter(path: string, io: CliIo): Promise<Result<Warrior>> {
  const json = await readJsonFile(path, io);
  if (!json.ok) return json;
  const value = json.value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'format' in value) {
    const doc = loadDocument(characterDocument, value);
    if (!doc.ok) return doc;
    const w = validateWarrior(doc.value.data);
    return w.ok ? ok(w.value, [...doc.issues, ...w.issues]) : w;
  }
  return validateWarrior(value);
}

/** What a document validated by the CLI is. @internal */
export type DocumentKindName = 'personagem' | 'inimigo' | 'tecnica' | 'regras' | 'armadura';

/** How each kind is named in a message. @internal */
export const KIND_LABELS: Readonly<Record<DocumentKindName, string>> = {
  personagem: 'personagem',
  inimigo: 'inimigo',
  tecnica: 'técnica',
  regras: 'regras da casa',
  armadura: 'armadura',
};

const FORMAT_KINDS: Readonly<Record<string, DocumentKindName>> = {
  'sangue-e-estrelas/ficha': 'personagem',
  'sangue-e-estrelas/inimigo': 'inimigo',
  'sangue-e-estrelas/tecnica': 'tecnica',
  'sangue-e-estrelas/regras': 'regras',
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A bare file's kind, from its content: a técnica has `effects`, an inimigo `conviccaoCount` or an enemy type. */
function guessKind(value: unknown): DocumentKindName {
  if (!isRecord(value)) return 'personagem';
  if (Array.isArray(value.effects) || ('nature' in value && 'activation' in value)) return 'tecnica';
  if ('conviccaoCount' in value || value.type === 'nomeado' || value.type === 'rival' || value.type === 'chefe') return 'inimigo';
  // a stored armor (examples/armaduras): Posto, accessory and characteristics, and no one wearing it
  if ('posto' in value && 'accessory' in value && Array.isArray(value.characteristics) && !('attributes' in value) && !('kind' in value)) return 'armadura';
  return 'personagem';
}

/** The book's rules for one kind of bare data (already parsed JSON). */
function checkRules(kind: DocumentKindName, data: unknown): Result<unknown> {
  switch (kind) {
    case 'personagem':
      return validateCharacter(data);
    case 'inimigo':
      return validateEnemy(data);
    case 'regras':
      return createRuleset(data);
    case 'armadura':
      return validateArmor(data);
    case 'tecnica': {
      const r = readTechnique(data);
      if (!r.ok) return r;
      const { receipt } = r.value;
      return receipt.valid ? ok(r.value.technique, receipt.issues) : fail(receipt.issues);
    }
  }
}

/**
 * Validates any JSON value the CLI is given — a library document (by its `format`) or bare data
 * (kind given or guessed) — with its shape **and** the book's rules: a técnica is measured (over
 * its Grau's max size is an error), a character and an enemy checked, house rules built. @internal
 */
export function checkDocumentRules(value: unknown, kind?: DocumentKindName): { kind: DocumentKindName; result: Result<unknown> } {
  if (isRecord(value) && 'format' in value) {
    const formatKind = typeof value.format === 'string' ? FORMAT_KINDS[value.format] : undefined;
    const doc = loadDocument(documentRegistry, value);
    const k = formatKind ?? kind ?? 'personagem';
    if (!doc.ok) return { kind: k, result: doc };
    const docKind = FORMAT_KINDS[doc.value.format] ?? k;
    const rules = checkRules(docKind, doc.value.data);
    return { kind: docKind, result: rules.ok ? ok(rules.value, [...doc.issues, ...rules.issues]) : rules };
  }
  const k = kind ?? guessKind(value);
  return { kind: k, result: checkRules(k, value) };
}

/** The package's `examples/` folder: next to `package.json`, above this file (in `src/` or in `dist/`). */
export function examplesDir(): string | undefined {
  let here: string | undefined;
  try {
    here = dirname(fileURLToPath(import.meta.url));
  } catch {
    here = process.argv[1] === undefined ? undefined : dirname(process.argv[1]);
  }
  for (let d = here; d !== undefined; ) {
    if (existsSync(join(d, 'package.json')) && existsSync(join(d, 'examples', 'teo.json'))) return join(d, 'examples');
    const up = dirname(d);
    d = up === d ? undefined : up;
  }
  return undefined;
}
