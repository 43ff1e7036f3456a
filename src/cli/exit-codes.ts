/**
 * The one mapping from an issue's code to the CLI's exit code, used by every command (issue 26):
 * 2 when the input is **unusable** — it cannot be read, is not JSON/PDF, has the wrong shape or
 * version, points at a file it may not read, or names something outside the book's tables (a level
 * 21, a Posto that does not exist at that level) or passes one of the program's own limits —, 1 when it was **read but breaks a rule of the
 * book** (the default for every other code). Warnings never decide it.
 *
 * @internal
 */
import type { Issue } from '../issues/index.js';
import { EXIT } from './command.js';

/** Code prefixes that mean unusable input. @internal */
export const UNUSABLE_PREFIXES: readonly string[] = ['file_', 'json_', 'document_', 'output_', 'cosmo_json_', 'cosmo_document_', 'schema_'];

/** Single codes that mean unusable input. @internal */
export const UNUSABLE_CODES: ReadonlySet<string> = new Set([
  'unreadable_input',
  // a whole document given where its content was expected (issue 28)
  'input_is_document',
  // text that is not text (NUL, C0 controls, lone surrogates) in a name or free text (issue 26, class 11)
  'text_invalid_char',
  // a PDF that is not a usable ficha
  'pdf_unreadable',
  'pdf_not_a_ficha',
  'pdf_blank_ficha',
  'pdf_embedded_data_malformed',
  'pdf_unknown_version',
  'pdf_too_large',
  'pdf_too_complex',
  'pdf_document_not_json',
  // a saved version this library cannot read, like document_version_unsupported
  'character_version_unsupported',
  // the simulator's references and files: outside the tables, or a file it may not or cannot read
  'sim_level_out_of_range',
  'sim_posto_not_at_level',
  'sim_path_escapes',
  'sim_path_invalid',
  'sim_file_unreadable',
  'sim_no_resolver',
  'sim_nested_scenario',
  'sim_not_a_fighter_document',
  // the program's own limits (not the book's): like --n past its maximum
  'sim_n_too_large',
  'sim_too_many_fighters',
]);

/**
 * The exit code one error code asks for: {@link EXIT}.usage (2) or {@link EXIT}.invalid (1).
 *
 * @internal
 */
export function exitCodeForIssue(code: string): 1 | 2 {
  if (UNUSABLE_CODES.has(code) || UNUSABLE_PREFIXES.some((p) => code.startsWith(p)) || /_schema_/.test(code)) return EXIT.usage;
  return EXIT.invalid;
}

/**
 * The exit code for a failure: 2 when any error is unusable input, else 1 (a failure with no error
 * at all is 1 too: something was refused).
 *
 * @internal
 */
export function exitCodeFor(issues: readonly Issue[]): number {
  return issues.some((i) => i.severity === 'error' && exitCodeForIssue(i.code) === EXIT.usage) ? EXIT.usage : EXIT.invalid;
}
