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
  /** Reads a file as bytes; rejects when it cannot. */
  readFile(path: string): Promise<Uint8Array>;
  /** Writes bytes to a file, creating parent folders. */
  writeFile(path: string, data: Uint8Array | string): Promise<void>;
}

/**
 * Exit codes shared by every subcommand: 0 ok; 1 the input is readable but breaks a rule;
 * 2 unusable input or arguments (unreadable file, not JSON, wrong shape, bad flag).
 *
 * @internal
 */
export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;

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
