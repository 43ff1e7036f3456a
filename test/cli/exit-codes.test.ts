/**
 * Issue 26, class 5: exit codes disagreed. 1 = read, but breaks a rule of the book; 2 = unusable
 * input. One mapping from issue code to exit code (src/cli/exit-codes.ts), used by every command:
 * the table below, then the four disagreements the issue found, run end to end.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT, type CliIo } from '../../src/cli/command.js';
import { exitCodeFor, exitCodeForIssue } from '../../src/cli/exit-codes.js';
import { nodeIo, runCli } from '../../src/cli/main.js';
import { issue } from '../../src/issues/index.js';
import { root } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'see-exit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: readonly string[]): Promise<{ code: number; text: string }> {
  const chunks: string[] = [];
  const io: CliIo = { ...nodeIo, out: (t) => void chunks.push(t), err: (t) => void chunks.push(t) };
  return { code: await runCli(argv, io), text: chunks.join('') };
}

describe('one mapping from issue code to exit code (issue 26, class 5)', () => {
  it.each([
    // unusable input: 2
    ['file_missing', 2],
    ['file_outside_folder', 2],
    ['file_not_regular', 2],
    ['json_syntax', 2],
    ['document_version_unsupported', 2],
    ['character_version_unsupported', 2],
    ['cosmo_document_version_unsupported', 2],
    ['cosmo_json_unreadable', 2],
    ['schema_invalid_type', 2],
    ['text_invalid_char', 2],
    ['character_schema_invalid', 2],
    ['pdf_too_complex', 2],
    ['pdf_not_a_ficha', 2],
    ['output_folder_missing', 2],
    ['sim_level_out_of_range', 2],
    ['sim_posto_not_at_level', 2],
    ['sim_path_escapes', 2],
    ['sim_file_unreadable', 2],
    // read, but breaks a rule of the book: 1
    ['technique_over_max_size', 1],
    ['enemy_unknown_skill', 1],
    ['cosmo_luck_not_enough', 1],
    ['sim_too_many_fighters', 2],
    ['sim_n_too_large', 2],
    ['pdf_field_edited', 1],
    ['a_code_nobody_knows', 1],
  ] as const)('%s → %i', (code, exit) => {
    expect(exitCodeForIssue(code)).toBe(exit);
  });

  it('any unusable error wins; warnings never decide', () => {
    expect(exitCodeFor([issue('technique_over_max_size', [], {}, 'x'), issue('file_missing', [], {}, 'y')])).toBe(EXIT.usage);
    expect(exitCodeFor([{ ...issue('file_missing', [], {}, 'y'), severity: 'warning' }, issue('technique_over_max_size', [], {}, 'x')])).toBe(EXIT.invalid);
  });

  it('simular ref:21 exits 2, like inimigo 21 (both name a level outside the table)', async () => {
    expect((await run(['inimigo', '21'])).code).toBe(EXIT.usage);
    expect((await run(['simular', 'ref:21', 'ref:1'])).code).toBe(EXIT.usage);
    expect((await run(['simular', 'ref:1:prata', 'ref:1'])).code).toBe(EXIT.usage);
    expect((await run(['simular', '--bando', '3', '--nivel', '25'])).code).toBe(EXIT.usage);
  });

  it('a scenario path that escapes exits 2, like a missing file', async () => {
    const doc = (file: string) => JSON.stringify({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: { fight: 'duelo', sides: [[file], [{ ref: { level: 1 } }]] } });
    writeFileSync(join(dir, 'escapa.json'), doc('../fora.json'));
    writeFileSync(join(dir, 'falta.json'), doc('nao-existe.json'));
    const escapes = await run(['simular', join(dir, 'escapa.json')]);
    const missing = await run(['simular', join(dir, 'falta.json')]);
    expect(escapes.text).toContain('sim_path_escapes');
    expect(missing.text).toContain('file_missing');
    expect(escapes.code).toBe(EXIT.usage);
    expect(missing.code).toBe(EXIT.usage);
  });

  it('the same bad schemaVersion exits 2 in validar and in cosmo-gaming ficha', async () => {
    const teo = JSON.parse(readFileSync(join(root, 'examples', 'teo.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'v99.json'), JSON.stringify({ ...teo, schemaVersion: 99 }));
    const bruno = JSON.parse(readFileSync(join(root, 'examples', 'cosmo-gaming', 'bruno.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'c99.json'), JSON.stringify({ ...bruno, schemaVersion: 99 }));
    const validar = await run(['validar', join(dir, 'v99.json')]);
    const cosmo = await run(['cosmo-gaming', 'ficha', join(dir, 'c99.json')]);
    expect(validar.text).toContain('schemaVersion');
    expect(cosmo.text).toContain('schemaVersion');
    expect(validar.code).toBe(EXIT.usage);
    expect(cosmo.code).toBe(EXIT.usage);
  });
});
