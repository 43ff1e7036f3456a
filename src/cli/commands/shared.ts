/**
 * Helpers shared by the CLI subcommands: flag parsing, reading a character file (a JSON document
 * or a bare stored character), printing issues, choosing the exit code.
 *
 * @internal
 */
import { validateWarrior, type Warrior } from '../../character/index.js';
import { characterDocument, loadDocument, parseJsonSafely } from '../../export/json/index.js';
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

/** Prints issues one per line: severity, path, message, code. @internal */
export function formatIssues(issues: readonly Issue[]): string {
  return issues
    .map((i) => `  ${i.severity === 'error' ? 'erro' : 'aviso'}${i.path.length ? ` em ${i.path.join('.')}` : ''}: ${i.message} [${i.code}]\n`)
    .join('');
}

/** Exit code for a failure: 2 when the input is unusable (unreadable, not JSON, wrong shape), 1 when it breaks a rule. @internal */
export function exitCodeFor(issues: readonly Issue[]): number {
  const unusable = issues.some(
    (i) =>
      i.severity === 'error' &&
      /^(file_|json_|document_|unreadable_input|pdf_unreadable|pdf_not_a_ficha|pdf_embedded_data_malformed|pdf_unknown_version)|(^|_)schema_/.test(i.code),
  );
  return unusable ? EXIT.usage : EXIT.invalid;
}

/** Reads a file as UTF-8 text, as a coded issue when it cannot. @internal */
export async function readText(path: string, io: CliIo): Promise<Result<string>> {
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(await io.readFile(path)));
  } catch (e) {
    const reason = e instanceof Error && 'code' in e ? String((e as { code: unknown }).code) : 'ilegível';
    return fail([issue('file_unreadable', [], { path, reason }, `não foi possível ler "${path}" (${reason}).`)]);
  }
}

/**
 * Reads a character file: a `sangue-e-estrelas/ficha` JSON document (migrated when older) or a
 * bare stored character, validated with the book's rules. @internal
 */
export async function readCharacter(path: string, io: CliIo): Promise<Result<Warrior>> {
  const text = await readText(path, io);
  if (!text.ok) return text;
  const json = parseJsonSafely(text.value);
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
