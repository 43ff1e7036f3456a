/**
 * `simular --tabela-dificuldade [--regras casa.json]`: the Capítulo Dez difficulty table
 * ("Quanto pesa um inimigo", `enemies.difficulty.rows`, restored from tables/10-inimigos.md)
 * measured again, for the book or for house rules; and what it does with bad input.
 */
import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/simular.js';
import { EXIT } from '../../src/cli/command.js';
import { createRuleset } from '../../src/rules/index.js';
import { difficultyTable } from '../../src/sim/index.js';
import { runCommand } from './helpers.js';

const run = (args: string[], files: Record<string, string> = {}) => runCommand(command, args, files);

describe('simular --tabela-dificuldade', () => {
  it('JSON: the same table as difficultyTable() with the book\'s rows and ranges', async () => {
    const r = await run(['--tabela-dificuldade', '--n', '60', '--niveis', '9', '--json']);
    expect(r.code).toBe(EXIT.ok);
    const j = JSON.parse(r.out);
    expect(j.rows).toEqual(JSON.parse(JSON.stringify(difficultyTable({ n: 60, levels: [9] }))));
    // tables/10-inimigos.md › Quanto pesa um inimigo: Justa 48% a 52%.
    expect(j.rows[1]).toMatchObject({ step: 'justa', label: 'Justa', book: { min: 48, max: 52 } });
  });
  it('pt-BR text: one line per row, the levels that fit, and "nenhum nível serve" for an elite row at level 9', async () => {
    const r = await run(['--tabela-dificuldade', '--n', '40', '--niveis', '9']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toContain('| Justa | Mesmo nível e mesmo Posto');
    expect(r.out).toContain('9→10:');
    expect(r.out).toMatch(/\| Mortal \| Elite do mesmo nível \| 0% a 0% \| — \| nenhum nível serve \|/);
  });
  it('house rules change the table: a Hierarquia of 4 instead of 2 makes the Prata heavier', async () => {
    const casa = JSON.stringify({ cosmo: { hierarquia: { bonus: 4, penalty: 4 } } });
    const book = JSON.parse((await run(['--tabela-dificuldade', '--n', '300', '--niveis', '9', '--json'])).out);
    const house = JSON.parse((await run(['--tabela-dificuldade', '--n', '300', '--niveis', '9', '--json', '--regras', 'casa.json'], { 'casa.json': casa })).out);
    const prata = (t: { rows: { enemy: string; cells: { wins: { value: number } }[] }[] }) => t.rows.find((x) => x.enemy.startsWith('Um Prata'))!.cells[0]!.wins.value;
    expect(prata(house)).toBeLessThan(prata(book));
    const rs = createRuleset(JSON.parse(casa));
    expect(rs.ok && rs.value.cosmo.hierarquia.bonus).toBe(4);
  });
  it('hostile input: bad numbers, unknown options, a missing or broken rules file are messages and exit codes, not crashes', async () => {
    for (const args of [
      ['--tabela-dificuldade', '--n', '0'],
      ['--tabela-dificuldade', '--n', 'muitas'],
      ['--tabela-dificuldade', '--niveis', '0'],
      ['--tabela-dificuldade', '--niveis', '9,99'],
      ['--tabela-dificuldade', '--niveis'],
      ['--tabela-dificuldade', '--bando', '6'],
      ['--tabela-dificuldade', 'ref:5'],
    ]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(EXIT.usage);
      expect(r.err, args.join(' ')).toMatch(/^erro: /);
    }
    const missing = await run(['--tabela-dificuldade', '--regras', 'nao-existe.json']);
    expect(missing.code).not.toBe(EXIT.ok);
    expect(missing.code).not.toBe(EXIT.internal);
    const broken = await run(['--tabela-dificuldade', '--regras', 'casa.json'], { 'casa.json': '{ "cosmo": ' });
    // The CLI's convention (exitCodeFor): a file that is not JSON is a usage error.
    expect(broken.code).toBe(EXIT.usage);
    expect(broken.err).toContain('[json_syntax]');
    const wrong = await run(['--tabela-dificuldade', '--regras', 'casa.json'], { 'casa.json': JSON.stringify({ cosmo: { hierarquia: { bonus: -3 } } }) });
    expect(wrong.code).toBe(EXIT.invalid);
    expect(wrong.err).toContain('casa.json');
    expect(wrong.err).toContain('[house_rule_too_small]');
  });
});
