import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/bando.js';
import { EXIT } from '../../src/cli/command.js';
import { runCommand } from './helpers.js';

const run = (...args: string[]) => runCommand(command, args);

describe('sangue-e-estrelas bando', () => {
  it('prints the band line of the level (tables/10-inimigos.md › Figurantes)', async () => {
    const r = await run('10');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toContain('DEF 14 · Ataque +6 · Dano 17');
    expect(r.out).toContain('Vantagem enquanto houver mais de três de pé');
    expect(r.out).toContain('golpe comum 2 · técnica de alvo único 3 · técnica em área até 6');
  });

  it('--json', async () => {
    const r = await run('5', '--json');
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.out)).toMatchObject({ level: 5, def: 12, attack: 5, damage: 7, canCrit: false, canBeParried: false });
  });

  it.each([
    [['0'], 'O nível 0 não existe para um bando: vai de 1 a 20.'],
    [['21'], 'O nível 21 não existe para um bando'],
    [['x'], '"x" não é um nível'],
    [[], 'diga um nível só'],
    [['3', '--tudo'], 'opção desconhecida "--tudo"'],
  ])('bad arguments %j → pt-BR message and exit code 2', async (args, message) => {
    const r = await run(...args);
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toContain(message);
  });
});
