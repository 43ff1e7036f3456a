/**
 * The contract every CLI subcommand fulfils. Subcommands live in `src/cli/commands/<name>.ts`.
 *
 * @internal
 */
export interface CliIo {
  /** Writes to standard output (a newline is not added). */
  out(text: string): void;
  /** Writes to standard error (a newline is not added). */
  err(text: string): void;
  /**
   * Reads a regular file as bytes; rejects when it cannot, with the Node error `code` (`ENOENT`,
   * `EISDIR`, `EACCES`…), `ENOTREG` at once for anything that is not a regular file (a FIFO, a
   * device), or `EFBIG` (and `size`) when the file is longer than `maxBytes`, before reading it.
   */
  readFile(path: string, maxBytes?: number): Promise<Uint8Array>;
  /**
   * The real path of a file or folder, every symbolic link followed (rejects like `readFile`:
   * `ENOENT`, `ELOOP`…). Absent (a test's io with files in memory, where nothing is a link): paths are
   * their own real paths.
   */
  realpath?(path: string): Promise<string>;
  /** Writes bytes to a file; never creates folders (rejects with `ENOENT` when the folder is missing). */
  writeFile(path: string, data: Uint8Array | string): Promise<void>;
  /** Standard error is a terminal: a long command may draw a progress bar there (absent: no). */
  readonly errIsTTY?: boolean;
  /** Milliseconds of a monotonic clock, for progress bars (default `performance.now`). */
  readonly now?: () => number;
}

/**
 * Exit codes shared by every subcommand: 0 ok; 1 the input is readable but breaks a rule;
 * 2 unusable input or arguments (missing or unreadable file, a folder, not JSON, wrong shape, bad
 * flag, an output that cannot be written); 3 an internal error — a bug, never the input's fault.
 *
 * @internal
 */
export const EXIT = { ok: 0, invalid: 1, usage: 2, internal: 3 } as const;

/**
 * The exit codes as a person reads them in every `--help` and in the README.
 *
 * @internal
 */
export const EXIT_CODES_TEXT =
  'códigos de saída:\n' +
  '  0  tudo certo\n' +
  '  1  a entrada foi lida, mas quebra uma regra do livro (os problemas são listados)\n' +
  '  2  entrada ou argumentos inutilizáveis: arquivo que não existe, pasta no lugar de arquivo,\n' +
  '     arquivo ilegível, grande demais ou que não é JSON/PDF, forma errada, opção desconhecida,\n' +
  '     saída que não pode ser escrita (a pasta precisa existir)\n' +
  '  3  erro interno: um defeito do programa, nunca culpa da entrada (por favor, relate)\n';

/** A subcommand of `sangue-e-estrelas`. @internal */
export interface CliCommand {
  /** The word typed after `sangue-e-estrelas`. */
  readonly name: string;
  /** One line in pt-BR for the help text. */
  readonly summary: string;
  /** Usage line in pt-BR. */
  readonly usage: string;
  /** Runs with the arguments after the command name; resolves to the exit code. Never throws for user mistakes. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}
