/**
 * `simular`: the reference fighter as the book set it up (`ref:NIVEL[:POSTO[:CONVICÇÕES]]`) and the
 * book's band model (`--bando N --nivel L --modelo-do-livro`; SIMULATOR.md second edition, "Who the
 * enemies are in the figures" and "Figurantes (bands)").
 */
import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/simular.js';
import { EXIT } from '../../src/cli/command.js';
import { referenceFromText } from '../../src/sim/index.js';
import { runCommand } from './helpers.js';

const run = (...args: string[]) => runCommand(command, args);

describe('simular ref:NIVEL[:POSTO[:CONVICÇÕES]]', () => {
  it('reads the level, the Posto and the Convicções', () => {
    expect(referenceFromText('ref:20:ouro:2')).toEqual({ ref: { level: 20, posto: 'ouro' }, conviccoes: 2 });
    expect(referenceFromText('ref:6:bronze:0')).toEqual({ ref: { level: 6, posto: 'bronze' }, conviccoes: 0 });
    expect(referenceFromText('ref:5')).toEqual({ ref: { level: 5 } });
    expect(referenceFromText('ref:5::2')).toBeNull();
    expect(referenceFromText('ref:5:ouro:x')).toBeNull();
  });
  it('a fighter without Convicção does not stand up: the log never shows it spending one', async () => {
    const r = await run('ref:6:bronze:0', 'ref:6:bronze:0', '--log', '--semente', '3');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).not.toContain('gasta uma Convicção');
    const with3 = await run('ref:6', 'ref:6', '--log', '--semente', '3');
    expect(with3.code).toBe(EXIT.ok);
    expect(with3.out).toContain('gasta uma Convicção');
  });
  it('the elite with 2 Convicções plays', async () => {
    const r = await run('ref:20', 'ref:20', 'ref:20', 'ref:20', '--contra', 'ref:20:ouro:2', '--n', '20', '--json');
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.out).n).toBe(20);
  });
  it('a bad reference is a usage error in pt-BR; --help documents the form', async () => {
    const r = await run('ref:5:ouro:x', 'ref:5');
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toContain('ref:NIVEL:POSTO:CONVICÇÕES');
    const h = await run('--help');
    expect(h.out).toContain('ref:NIVEL[:POSTO[:CONVICÇÕES]]');
    expect(h.out).toContain('--modelo-do-livro');
  });
});

describe('simular --bando --modelo-do-livro', () => {
  it('plays the book model: a coin each round, no Bloquear, at most 20 rounds', async () => {
    const r = await run('--bando', '6', '--nivel', '5', '--modelo-do-livro', '--log');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toContain('(a moeda: ');
    const seed = await run('--bando', '6', '--nivel', '5', '--log');
    expect(seed.out).not.toContain('(a moeda: ');
    const j = await run('--bando', '6', '--nivel', '5', '--modelo-do-livro', '--n', '200', '--json');
    expect(j.code).toBe(EXIT.ok);
  });
});
