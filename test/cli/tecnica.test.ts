import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/tecnica.js';
import { fakeIo, root } from './helpers.js';

describe('sangue-e-estrelas tecnica', () => {
  it('prints the receipt of Poeira de Gelo in pt-BR and exits 0', async () => {
    const f = fakeIo();
    expect(await command.run(['examples/tecnicas/poeira-de-gelo.json'], f.io)).toBe(0);
    const text = f.out();
    expect(text).toContain('Tamanho 3 = 1 instantânea (inclui o 1º ponto de dano em área) + 1 dano em área: mais 1 ponto + 1 Lento, condição fraca');
    expect(text).toContain('Custo 3 = 3 tamanho');
    expect(text).toMatch(/Dano ou cura:\s+2d6 \+ mod em área, metade no erro \(no nível 1\)/);
    expect(text).toContain('Pronta: sim.');
    expect(f.err()).toBe('');
  });

  it('--nivel gives the damage at that level (Excalibur, nível 15: 4d8 + 56 + FOR; crítico 5d8 + 70 + FOR)', async () => {
    const f = fakeIo();
    expect(await command.run(['examples/tecnicas/excalibur.json', '--nivel', '15'], f.io)).toBe(0);
    expect(f.out()).toMatch(/Dano ou cura:\s+4d8 \+ 56 \+ FOR \(no nível 15\)/);
    expect(f.out()).toContain('5d8 + 70 + FOR');
  });

  it('--json prints size, maxSize, cost, grau, issues and more', async () => {
    const f = fakeIo();
    expect(await command.run(['examples/tecnicas/dragao-ascendente.json', '--json'], f.io)).toBe(0);
    const j = JSON.parse(f.out());
    expect(j).toMatchObject({ size: 3, maxSize: 5, cost: 2, grau: 1, valid: true, issues: [], damage: '2d8 + mod', critical: '3d8 + mod' });
    expect(j.receipt.costFloor.note).toBe('custo 2: o piso é a metade de 3, arredondada para cima');
    expect(j.receipt.size.terms).toHaveLength(3);
  });

  it('--dono resolves the modifier (Téo: Garra que Rasga o Céu, 2d8 + 2)', async () => {
    const f = fakeIo({ 'teo.json': JSON.stringify({ level: 1, attributes: { DES: 15, SAB: 14 }, cosmoAttribute: 'SAB' }) });
    expect(await command.run(['examples/tecnicas/garra-que-rasga-o-ceu.json', '--dono', 'teo.json'], f.io)).toBe(0);
    expect(f.out()).toContain('2d8 + DES (= 2d8 + 2)');
  });

  it('exits 1 when the technique breaks a rule, listing each error with its code', async () => {
    const bad = { name: 'Grande demais', nature: 'golpe', activation: 'reacao', duration: 'instantanea', range: 'toque', effects: [{ kind: 'dano', points: 6 }], roll: { kind: 'ataque' }, grau: 1, description: 'x' };
    const f = fakeIo({ 'x.json': JSON.stringify(bad) });
    expect(await command.run(['x.json'], f.io)).toBe(1);
    expect(f.out()).toContain('erro [technique_over_max_size] A técnica tem tamanho 7: passa 2 do máximo 5 do Grau 1.');
    expect(f.out()).toContain('erro [technique_reaction_needs_trigger]');
    const j = fakeIo({ 'x.json': JSON.stringify(bad) });
    expect(await command.run(['x.json', '--json'], j.io)).toBe(1);
    expect(JSON.parse(j.out()).issues.map((i: { code: string }) => i.code)).toEqual(['technique_reaction_needs_trigger', 'technique_over_max_size']);
  });

  it('exits 2 with a clear message and no stack trace for unreadable input', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['nao-existe.json'], {}, /o arquivo "nao-existe.json" não existe/],
      [['a.json'], { 'a.json': '{ nope' }, /não é JSON válido/],
      [['a.json'], { 'a.json': '{"effects": 3}' }, /não tem a forma de uma técnica:\n {2}effects: /],
      [['a.json'], { 'a.json': '[1, 2]' }, /não tem a forma de uma técnica/],
      [['a.json'], { 'a.json': '{"efects": []}' }, /não tem a forma de uma técnica/],
      [[], {}, /diga qual arquivo/],
      [['a.json', 'b.json'], {}, /um arquivo de técnica por vez/],
      [['a.json', '--nivel', 'x'], {}, /--nivel precisa de um número inteiro/],
      [['examples/tecnicas/excalibur.json', '--nivel', '21'], {}, /O nível 21 não existe/],
      [['a.json', '--bla'], {}, /opção desconhecida "--bla"/],
    ];
    for (const [args, files, msg] of cases) {
      const f = fakeIo(files);
      expect(await command.run(args, f.io), args.join(' ')).toBe(2);
      expect(f.err()).toMatch(msg);
      expect(f.err()).not.toMatch(/\n\s+at /);
    }
  });

  it('every golden fixture is valid through the CLI', async () => {
    const { readdirSync } = await import('node:fs');
    for (const file of readdirSync(join(root, 'examples', 'tecnicas'))) {
      const f = fakeIo();
      expect(await command.run([`examples/tecnicas/${file}`], f.io), file).toBe(0);
    }
  });
});
