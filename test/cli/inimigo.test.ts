import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/inimigo.js';
import { EXIT } from '../../src/cli/command.js';
import { runCommand } from './helpers.js';

const run = (...args: string[]) => runCommand(command, args);

describe('sangue-e-estrelas inimigo', () => {
  it('prints the level-1 named enemy of the quick table', async () => {
    const r = await run('1');
    expect(r.code).toBe(EXIT.ok);
    expect(r.err).toBe('');
    expect(r.out).toContain('PV 16 · DEF 14');
    expect(r.out).toContain('Cosmo 1/1/5');
    expect(r.out).toContain('Técnica grande (5 · +4 · 5d8 + 2)');
    expect(r.out).toContain('Resposta: — (sem Convicção)');
  });

  it('--posto elite --tipo chefe at level 15: the seat technique and the Resposta', async () => {
    const r = await run('15', '--posto', 'elite', '--tipo', 'chefe');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toContain('Elite · Chefe (3 Convicções)');
    expect(r.out).toContain('PV 249 · DEF 21');
    expect(r.out).toContain('Golpe do Assento (7 · +10 · 6d8 + 89, atravessa a armadura)');
    expect(r.out).toContain('Resposta: Técnica pequena · +10 · 2d8 + 33');
  });

  it('--json prints the whole sheet', async () => {
    const r = await run('10', '--posto=prata', '--tipo=rival', '--json');
    expect(r.code).toBe(EXIT.ok);
    const sheet = JSON.parse(r.out);
    expect(sheet.stats.hp.total).toBe(133);
    expect(sheet.stats.def.total).toBe(18);
    expect(sheet.conviccaoCount).toBe(1);
  });

  it.each([
    [['0'], 'O nível 0 não existe para um inimigo: vai de 1 a 20.'],
    [['21'], 'O nível 21 não existe'],
    [['9', '--posto', 'elite'], 'Não existe Elite no nível 9: esse Posto começa no nível 15.'],
    [['8', '--posto', 'prata'], 'Não existe Prata no nível 8'],
    [['3', '--tipo', 'boss'], 'tipo de inimigo desconhecido: "boss"'],
    [['3', '--posto', 'ouro'], 'Posto desconhecido: "ouro"'],
    [['três'], '"três" não é um nível'],
    [[], 'diga um nível só'],
    [['3', '--tipo'], '--tipo precisa de um valor'],
    [['3', '--cor', 'azul'], 'opção desconhecida "--cor"'],
  ])('bad arguments %j → pt-BR message and exit code 2', async (args, message) => {
    const r = await run(...args);
    expect(r.code).toBe(EXIT.usage);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });

  it('--help prints the usage and exits 0', async () => {
    const r = await run('--help');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toContain('uso: sangue-e-estrelas inimigo');
  });
});
