/**
 * The registry of CLI subcommands. Add a command by creating `src/cli/commands/<name>.ts` that
 * exports `command: CliCommand`, and listing it here.
 *
 * @internal
 */
import type { CliCommand } from '../command.js';

export const commands: readonly CliCommand[] = [];
