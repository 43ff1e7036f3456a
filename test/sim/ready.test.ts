/**
 * The ready enemies' "who wins" lines measured again (`readyEnemyTable`, `simular --tabela-inimigos`):
 * the parties are the book's (tables/measured.md › Ready enemies, from the Cap. 10 fichas and
 * sim/MESTRE.md 0.25.0), the same list the report of the book's figures plays.
 */
import { describe, expect, it } from 'vitest';
import { createRuleset } from '../../src/rules/index.js';
import { READY_ENEMY_PARTIES, readyEnemyTable } from '../../src/sim/index.js';
import { LIVRO_ROWS } from '../../src/sim/livro/index.js';
import { loadLivroEnemies } from '../../scripts/livro-enemies.js';
import { command } from '../../src/cli/commands/simular.js';
import { EXIT } from '../../src/cli/command.js';
import { runCommand } from '../cli/helpers.js';

const enemies = loadLivroEnemies();
const run = (args: string[], files: Record<string, string> = {}) => runCommand(command, args, files);

describe('READY_ENEMY_PARTIES', () => {
  it('names every ready warrior of examples/inimigos, and the report plays each party (one list)', () => {
    const named = new Set(READY_ENEMY_PARTIES.map((p) => p.enemy));
    // The apprentice rival is a human enemy of Cap. 3, not a ready warrior of Cap. 10.
    expect([...named].sort()).toEqual(Object.keys(enemies).filter((k) => k !== 'aprendiz-rival').sort());
    const ids = new Set(LIVRO_ROWS.map((r) => r.id));
    for (const p of READY_ENEMY_PARTIES) {
      const key = `pronto-${p.enemy}-${p.foes > 1 ? `${p.foes}x-` : ''}${p.characters}x${p.level}`;
      expect(ids.has(key), key).toBe(true);
      if (p.bookFallen !== undefined) expect(ids.has(`${key}-caem`), key).toBe(true);
    }
    // tables/measured.md › Cavaleiro de Prata (level 9): "two lvl 9: 58% (1.2 fall)".
    expect(READY_ENEMY_PARTIES).toContainEqual({ enemy: 'cavaleiro-de-prata', foes: 1, characters: 2, level: 9, book: 58, bookFallen: 1.2 });
  });
});

describe('readyEnemyTable', () => {
  it('one line per party of the enemies given, in the book\'s order; seeded and independent of the filter', () => {
    const two = readyEnemyTable(enemies, { n: 120, enemies: ['marciano', 'cavaleiro-de-prata'] });
    expect(two.map((l) => `${l.party.enemy}:${l.party.characters}x${l.party.level}`)).toEqual([
      'cavaleiro-de-prata:1x8',
      'cavaleiro-de-prata:1x9',
      'cavaleiro-de-prata:1x13',
      'cavaleiro-de-prata:2x9',
      'cavaleiro-de-prata:3x9',
      'marciano:1x10',
      'marciano:1x12',
      'marciano:3x9',
    ]);
    expect(two[0]!.name).toBe('Cavaleiro de Prata');
    const one = readyEnemyTable(enemies, { n: 120, enemies: ['marciano'] });
    expect(one).toEqual(two.slice(5));
    expect(readyEnemyTable(enemies, { n: 120, enemies: ['marciano'], seed: 2 })).not.toEqual(one);
    // A party fought by more than one Bronze counts its fallen; a lone Bronze either falls or not.
    expect(two[3]!.fallen).toBeGreaterThan(0);
    expect(two[3]!.fallen).toBeLessThanOrEqual(2);
  });
  it('a stronger level wins more: the Bronze 13 beats the Cavaleiro de Prata far more often than the Bronze 8 (book: 88% and 6%)', () => {
    const [l8, , l13] = readyEnemyTable(enemies, { n: 400, enemies: ['cavaleiro-de-prata'] });
    expect(l13!.wins.low).toBeGreaterThan(l8!.wins.high);
  });
  it('house rules give the campaign its own lines: a Hierarquia of 4 (tables/07-armaduras.md gives +2/−2) makes the Prata heavier', () => {
    const rs = createRuleset({ cosmo: { hierarquia: { bonus: 4, penalty: 4 } } });
    if (!rs.ok) throw new Error('house rules');
    const book = readyEnemyTable(enemies, { n: 600, enemies: ['cavaleiro-de-prata'] });
    const house = readyEnemyTable(enemies, { n: 600, enemies: ['cavaleiro-de-prata'], ruleset: rs.value });
    expect(house[1]!.wins.value).toBeLessThan(book[1]!.wins.value);
  });
  it('enemies not given, or not named by the book, give no line; n must be whole', () => {
    expect(readyEnemyTable({}, { n: 10 })).toEqual([]);
    expect(readyEnemyTable({ outro: enemies.marciano! }, { n: 10 })).toEqual([]);
    expect(() => readyEnemyTable(enemies, { n: 0 })).toThrow(RangeError);
  });
});

describe('simular --tabela-inimigos', () => {
  it('JSON: the lines of readyEnemyTable for the package\'s ready enemies', async () => {
    const r = await run(['--tabela-inimigos', '--n', '50', '--inimigos', 'marciano', '--json']);
    expect(r.code).toBe(EXIT.ok);
    const j = JSON.parse(r.out);
    expect(j.lines).toEqual(JSON.parse(JSON.stringify(readyEnemyTable(enemies, { n: 50, enemies: ['marciano'] }))));
  });
  it('pt-BR text: the party, our figure with its interval, the fallen and the book\'s figure', async () => {
    const r = await run(['--tabela-inimigos', '--n', '40', '--inimigos', 'marciano']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toMatch(/\| Marciano \| 3 Bronzes nível 9 \| [\d,]+% \([\d,]+% a [\d,]+%\) \| [\d,]+ \| 72%, caem 1,7 \|/);
    expect(r.out).toMatch(/\| Marciano \| um Bronze nível 10 \| .* \| — \| 11% \|/);
  });
  it('hostile input: unknown enemies, bad numbers, unknown options and broken rules are messages and exit codes', async () => {
    for (const args of [
      ['--tabela-inimigos', '--inimigos', 'nada'],
      ['--tabela-inimigos', '--inimigos', 'marciano,../../etc/passwd'],
      ['--tabela-inimigos', '--n', '0'],
      ['--tabela-inimigos', '--n', '1e9'],
      ['--tabela-inimigos', '--semente', '-1'],
      ['--tabela-inimigos', '--niveis', '9'],
      ['--tabela-inimigos', '--inimigos'],
    ]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(EXIT.usage);
      expect(r.err, args.join(' ')).toMatch(/^erro: /);
    }
    const broken = await run(['--tabela-inimigos', '--regras', 'casa.json'], { 'casa.json': '{ "cosmo": ' });
    expect(broken.code).toBe(EXIT.usage);
    expect(broken.err).toContain('[json_syntax]');
  });
});
