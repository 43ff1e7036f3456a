import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/cosmo-gaming.js';
import { fakeIo, root } from './helpers.js';

describe('sangue-e-estrelas cosmo-gaming', () => {
  it('disputa: chances exatas e uma rolagem semeada (seed 000 › A Rolagem dos Dados)', async () => {
    const f = fakeIo();
    expect(await command.run(['disputa', '2', '1+3', '--semente', '7'], f.io)).toBe(0);
    const text = f.out();
    expect(text).toContain('Disputa: A 2d6 PEC 0 contra B 1d6 PEC 3');
    expect(text).toContain('Em caso de totais iguais: vence B'); // menos dados
    expect(text).toMatch(/A vence\s+50,0 %/);
    expect(text).toContain('Rolagem (semente 7): ');
    const again = fakeIo();
    await command.run(['disputa', '2', '1+3', '--semente', '7'], again.io);
    expect(again.out()).toBe(text);
  });

  it('disputa com tudo igual mostra o empate', async () => {
    const f = fakeIo();
    expect(await command.run(['disputa', '1', '1', '--semente', '1'], f.io)).toBe(0);
    expect(f.out()).toContain('empate em tudo (rolam de novo)');
    expect(f.out()).toMatch(/empate\s+16,7 %/);
  });

  it('mestre: a rolagem do realismo e a chance de vencer', async () => {
    const f = fakeIo();
    expect(await command.run(['mestre', 'fantasioso', '2', '--semente', '3'], f.io)).toBe(0);
    expect(f.out()).toContain('Fantasioso: 1d6+3 PEC 0');
    expect(f.out()).toMatch(/sucesso\s+50,0 %/);
    const g = fakeIo();
    expect(await command.run(['mestre', 'realista', '3', '--forcado-por', 'mestre', '--semente', '1'], g.io)).toBe(0);
    expect(g.out()).toContain('ausência de fracasso');
  });

  it('--json dá objetos legíveis por máquina', async () => {
    const f = fakeIo();
    expect(await command.run(['mestre', 'ficcional', '2+1', '--semente', '3', '--json'], f.io)).toBe(0);
    const doc = JSON.parse(f.out());
    expect(doc.chance).toBeCloseTo(721 / 1296, 12); // 2d6+1 contra 2d6: o Mestre vence os totais iguais (menos PEC)
    expect(doc.rolagem.mestre.formula).toEqual({ dice: 2, modifier: 0 });
  });

  it('realismo: o que o grau muda', async () => {
    const f = fakeIo();
    expect(await command.run(['realismo', 'ficcional'], f.io)).toBe(0);
    expect(f.out()).toContain('rolagem do Mestre: 2d6 + PEC');
    expect(f.out()).toContain('descansos por dia: 2');
  });

  it('ficha: confere o exemplo; ficha fora do módulo sai com 1; arquivo ruim sai com 2', async () => {
    const f = fakeIo();
    expect(await command.run(['ficha', 'examples/cosmo-gaming/lira.json'], f.io)).toBe(0);
    expect(f.out()).toContain('Nome: Lira');
    expect(f.out()).toContain('Competências + sub-competências: 4 de 4 combinadas');

    const doc = JSON.parse(await readFile(join(root, 'examples/cosmo-gaming/lira.json'), 'utf8'));
    doc.sheet.characteristics[0].competencia = 'Alquimia';
    const bad = fakeIo({ 'ruim.json': JSON.stringify(doc) });
    expect(await command.run(['ficha', 'ruim.json'], bad.io)).toBe(1);
    expect(bad.err()).toContain('A competência "Alquimia" não faz parte do módulo da aventura.');

    const notJson = fakeIo({ 'x.json': '{' });
    expect(await command.run(['ficha', 'x.json'], notJson.io)).toBe(2);
    expect(notJson.err()).toContain('não é JSON válido');
    const missing = fakeIo();
    expect(await command.run(['ficha', 'nao-existe.json'], missing.io)).toBe(2);
  });

  it.each([
    [['disputa', '4', '1'], 'de 1 a 3 dados'],
    [['disputa', '2'], 'duas rolagens'],
    [['disputa', 'dois', '1'], '"dois" não é uma rolagem'],
    [['mestre', 'épico', '2'], '"épico" não é um grau de realismo'],
    [['mestre', 'ficcional', '2', '--forcado-por', 'deus'], '--forcado-por é "jogador" ou "mestre"'],
    [['mestre', 'ficcional', '2', '--pec-mestre', 'x'], '--pec-mestre precisa de um número inteiro'],
    [['disputa', '1', '1', '--semente'], '--semente precisa de um valor'],
    [['disputa', '1', '1', '--turbo'], 'opção desconhecida "--turbo"'],
    [['voar'], 'subcomando desconhecido "voar"'],
  ])('argumentos ruins %j saem com 2 e mensagem em português', async (args, msg) => {
    const f = fakeIo();
    expect(await command.run(args, f.io)).toBe(2);
    expect(f.err()).toContain(msg);
    expect(f.out()).toBe('');
  });

  it('sem subcomando mostra o uso (saída 2); --help sai com 0', async () => {
    const f = fakeIo();
    expect(await command.run([], f.io)).toBe(2);
    expect(f.out()).toContain('uso: sangue-e-estrelas cosmo-gaming');
    expect(await command.run(['--help'], fakeIo().io)).toBe(0);
  });
});
