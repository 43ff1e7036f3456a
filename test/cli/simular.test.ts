import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/simular.js';
import { EXIT } from '../../src/cli/command.js';
import { referenceFighter, simulate } from '../../src/sim/index.js';
import { runCommand } from './helpers.js';

const run = (...args: string[]) => runCommand(command, args);

describe('sangue-e-estrelas simular', () => {
  it('a duel of reference fighters, as JSON: the same numbers as simulate()', async () => {
    const r = await run('ref:5', 'ref:5', '--n', '200', '--semente', '3', '--json');
    expect(r.code).toBe(EXIT.ok);
    const j = JSON.parse(r.out);
    const direct = simulate([referenceFighter({ level: 5 })], [referenceFighter({ level: 5 })], { n: 200, seed: 3 });
    expect(j.n).toBe(200);
    expect(j.seed).toBe(3);
    expect(j.winRate).toEqual(direct.winRate);
    expect(j.rounds.mean).toBe(direct.rounds.mean);
    expect(j.fallen.mean).toBe(direct.fallen.mean);
  });

  it('a group against an Ouro in pt-BR text, with and without Sozinho contra muitos', async () => {
    const r = await run('ref:20', 'ref:20', 'ref:20', '--contra', 'ref:20:ouro', '--n', '100');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toContain('Vitórias de A:');
    expect(r.out).toContain('IC 95%');
    const without = await run('ref:20', 'ref:20', 'ref:20', '--contra', 'ref:20:ouro', '--n', '100', '--sem-sozinho');
    expect(without.out).not.toBe(r.out);
  });

  it('stored characters and enemies from files', async () => {
    const r = await run('examples/teo.json', '--contra', 'examples/inimigos/cavaleiro-negro.json', '--n', '50', '--json');
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.out).n).toBe(50);
  });

  it('--log narrates one fight', async () => {
    const r = await run('ref:1', 'ref:1', '--log');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toMatch(/^Iniciativa: /);
    expect(r.out).toContain('— Rodada 1 —');
  });

  it('a band: rounds, share of PV lost, how often the character fell', async () => {
    const r = await run('--bando', '6', '--nivel', '1', '--n', '200', '--json');
    expect(r.code).toBe(EXIT.ok);
    const j = JSON.parse(r.out);
    expect(j.rounds.mean).toBeGreaterThan(1);
    expect(j.hpLostShare).toBeGreaterThan(0);
    expect(j.fellRate.value).toBeGreaterThanOrEqual(0);
  });

  it.each([
    [['ref:1'], 'diga os dois lados', EXIT.usage],
    [['ref:x', 'ref:1'], 'não é um lutador de referência', EXIT.usage],
    [['ref:1', 'ref:1', '--n', '0'], '--n precisa ser', EXIT.usage],
    [['ref:1', 'ref:1', '--tudo'], 'opção desconhecida', EXIT.usage],
    [['ref:1', '--contra', 'ref:2', '--contra', 'ref:3'], 'use --contra uma vez', EXIT.usage],
    [['ref:25', 'ref:1'], 'fora da tabela', EXIT.invalid],
    [['ref:9:ouro', 'ref:9'], 'não existe ouro no nível 9', EXIT.invalid],
    [['nao-existe.json', 'ref:1'], '[file_', EXIT.usage],
    [['--bando', '6'], 'um bando luta contra um lutador só', EXIT.usage],
  ])('bad input %j → pt-BR message and its exit code', async (args, message, code) => {
    const r = await run(...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(message);
  });

  it('a file that is not a valid character gets coded issues (exit 1 or 2)', async () => {
    const r = await runCommand(command, ['bad.json', 'ref:1'], { 'bad.json': '{"kind":"guerreiro"}' });
    expect([EXIT.invalid, EXIT.usage]).toContain(r.code);
    expect(r.err).toMatch(/\[[a-z_]+\]/);
    const notJson = await runCommand(command, ['x.json', 'ref:1'], { 'x.json': '{ nope' });
    expect(notJson.code).toBe(EXIT.usage);
  });

  it('a character past the level table is an issue, never exit 3 (hostile input)', async () => {
    const teo = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync('examples/teo.json', 'utf8')));
    const ups = Array.from({ length: 20 }, (_, i) => ({ ...teo.levelUps?.[0], level: i + 2 }));
    const r = await runCommand(command, ['big.json', 'ref:1'], { 'big.json': JSON.stringify({ ...teo, levelUps: ups }) });
    expect([EXIT.invalid, EXIT.usage]).toContain(r.code);
  });

  it('--help', async () => {
    const r = await run('--help');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toContain('uso: sangue-e-estrelas simular');
  });
});
