import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/d10.js';
import { fakeIo } from './helpers.js';

describe('sangue-e-estrelas d10', () => {
  it('Força 3 contra 7 (o exemplo do seed 001): imprime as chances exatas', async () => {
    const f = fakeIo();
    expect(await command.run(['3', '7'], f.io)).toBe(0);
    const text = f.out();
    expect(text).toContain('Parada de 3 dados contra dificuldade 7 (Desafiador)');
    expect(text).toMatch(/pelo menos 1 sucesso\s+65,2 %/);
    expect(text).toMatch(/pelo menos 2 sucessos\s+30,4 %/);
    expect(text).toMatch(/Falha Crítica\s+10,3 %/);
    expect(f.err()).toBe('');
  });

  it('aceita Atributo+Habilidade (Percepção 3 + Prontidão 2)', async () => {
    const f = fakeIo();
    expect(await command.run(['3+2', '6'], f.io)).toBe(0);
    expect(f.out()).toContain('Parada de 5 dados contra dificuldade 6 (Médio)');
  });

  it('--semente rola sempre igual', async () => {
    const a = fakeIo();
    const b = fakeIo();
    await command.run(['5', '6', '--semente', '42'], a.io);
    await command.run(['5', '6', '--semente', '42'], b.io);
    expect(a.out()).toContain('Rolagem (semente 42): (');
    expect(a.out()).toBe(b.out());
  });

  it('--json dá um objeto legível por máquina', async () => {
    const f = fakeIo();
    expect(await command.run(['3', '7', '--json'], f.io)).toBe(0);
    const doc = JSON.parse(f.out());
    expect(doc.probabilidades.success).toBe(0.652);
    expect(doc.rolagem).toBeUndefined();
  });

  it.each([
    [['3'], 'diga a parada e a dificuldade'],
    [['x', '6'], '"x" não é uma parada'],
    [['3', '11'], 'A dificuldade 11 não existe: vai de 2 a 10.'],
    [['3', 'fácil'], '"fácil" não é uma dificuldade'],
    [['3+2+1', '6'], 'o máximo é 2'],
    [['6+1', '6'], 'Atributo vale 6'],
    [['3', '6', '--turbo'], 'opção desconhecida "--turbo"'],
    [['3', '6', '--semente'], '--semente precisa de um número inteiro'],
  ])('argumentos ruins %j saem com 2 e mensagem em português', async (args, msg) => {
    const f = fakeIo();
    expect(await command.run(args, f.io)).toBe(2);
    expect(f.err()).toContain(msg);
    expect(f.out()).toBe('');
  });

  it('--help mostra o uso', async () => {
    const f = fakeIo();
    expect(await command.run(['--help'], f.io)).toBe(0);
    expect(f.out()).toContain('uso: sangue-e-estrelas d10');
  });
});
