import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/simular.js';
import { EXIT } from '../../src/cli/command.js';
import { referenceFighter, simulate, verdictFromResult } from '../../src/sim/index.js';
import { fakeIo, runCommand } from './helpers.js';

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

  it('the first line is the verdict in words; the figures follow, and the terms are explained once', async () => {
    const r = await run('ref:9', 'ref:9', 'ref:9', '--contra', 'ref:9:prata', '--n', '100');
    expect(r.code).toBe(EXIT.ok);
    const f = referenceFighter({ level: 9 });
    const v = verdictFromResult(simulate([f, f, f], [referenceFighter({ level: 9, posto: 'prata' })], { n: 100, seed: 1 }));
    const lines = r.out.split('\n');
    expect(lines[0]).toBe(v.reading);
    expect(lines[0]).toMatch(/^(Fácil|Justa|Difícil|Muito difícil|Mortal): o grupo /);
    expect(lines[1]).toBe('A: Bronze 9, Bronze 9, Bronze 9 · B: Prata 9 · 100 lutas, semente 1');
    expect(r.out).toContain('Caídos no fim: A ');
    expect(r.out.match(/Como ler:/g)).toHaveLength(1);
    expect(r.out).toContain('IC 95% (intervalo de confiança)');
  });

  it('--json carries the sides as given (names and levels) and the verdict', async () => {
    const r = await run('examples/teo.json', '--contra', 'examples/inimigos/cavaleiro-negro.json', '--n', '40', '--json');
    expect(r.code).toBe(EXIT.ok);
    const j = JSON.parse(r.out);
    expect(j.sides[0][0].name).toBe('Téo');
    expect(j.sides[1][0].name).toBe('Cavaleiro Negro');
    expect(typeof j.sides[0][0].level).toBe('number');
    expect(Object.keys(j.verdict)).toEqual(['step', 'label', 'reading']);
    expect(j.verdict.reading.startsWith(`${j.verdict.label}:`)).toBe(true);
  });

  it('A --contra with nothing after says the second side is missing (coded, exit 2)', async () => {
    const r = await run('ref:1', '--contra');
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toContain('[sim_side_missing]');
    expect(r.err).toContain('Falta o segundo lado');
    expect(r.out).toBe('');
  });

  it('--log names each fighter by its name (a number only when two share it) and says the Iniciativa in words', async () => {
    const duel = await run('ref:9', 'ref:9:prata', '--log');
    expect(duel.code).toBe(EXIT.ok);
    expect(duel.out).toMatch(/^Iniciativa: (Bronze 9|Prata 9) tirou \d+, (Bronze 9|Prata 9) tirou \d+ — agem nessa ordem\.\n/);
    expect(duel.out).not.toMatch(/Bronze 9 \(\d\)/);
    const group = await run('ref:9', 'ref:9', '--contra', 'ref:9:prata', '--log');
    expect(group.out).toContain('Bronze 9 (1) tirou');
    expect(group.out).toContain('Bronze 9 (2) tirou');
    expect(group.out).toMatch(/Prata 9 tirou \d+/);
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
    [['ref:25', 'ref:1'], 'fora da tabela', EXIT.usage],
    [['ref:9:ouro', 'ref:9'], 'não existe ouro no nível 9', EXIT.usage],
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

describe('sangue-e-estrelas simular cenario.json (scenario files, threads, progress)', () => {
  const EXAMPLE = 'examples/cenarios/quatro-bronzes-contra-ouro.json';
  const doc = (data: Record<string, unknown>) => JSON.stringify({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data });

  it('runs the example scenario: the same numbers as runScenario, --n and --semente override the file', async () => {
    const r = await run(EXAMPLE, '--n', '60', '--semente', '2', '--json');
    expect(r.code).toBe(EXIT.ok);
    const b = referenceFighter({ level: 20 });
    const o = referenceFighter({ level: 20, posto: 'ouro' });
    const { sides, verdict, ...result } = JSON.parse(r.out);
    const direct = simulate([b, b, b, b], [o], { n: 60, seed: 2 });
    expect(result).toEqual(direct);
    const B = { name: 'Bronze 20', level: 20 };
    expect(sides).toEqual([[B, B, B, B], [{ name: 'Ouro 20', level: 20 }]]);
    const v = verdictFromResult(direct);
    expect(verdict).toEqual({ step: v.step, label: v.label, reading: v.reading });
    const text = await run(EXAMPLE, '--n', '30');
    const first = verdictFromResult(simulate([b, b, b, b], [o], { n: 30, seed: 1 })).reading;
    expect(text.out.startsWith(`${first}\nQuatro Bronzes contra um Ouro\nA: Bronze 20, Bronze 20, Bronze 20, Bronze 20 · B: Ouro 20 · 30 lutas, semente 1\n`)).toBe(true);
  });

  it('reads the fighter files from the scenario folder', async () => {
    const teo = (await import('node:fs')).readFileSync('examples/teo.json', 'utf8');
    const files = { 'mesa/s.json': doc({ fight: 'duelo', sides: [['fichas/teo.json'], [{ ref: { level: 1 } }]], n: 20 }), 'mesa/fichas/teo.json': teo };
    const r = await runCommand(command, ['mesa/s.json', '--json'], files);
    expect(r.err).toBe('');
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.out).n).toBe(20);
    const missing = await runCommand(command, ['mesa/s.json'], { 'mesa/s.json': files['mesa/s.json'] });
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.err).toContain('[file_missing]');
  });

  it('--threads 2 gives the same JSON as one thread (the worker bundled from the sources)', async () => {
    const one = await run(EXAMPLE, '--n', '80', '--json');
    const two = await run(EXAMPLE, '--n', '80', '--json', '--threads', '2');
    expect(two.code).toBe(EXIT.ok);
    expect(two.out).toBe(one.out);
    const duel = await run('ref:3', 'ref:3', '--n', '50', '--json', '--threads', '2');
    const { sides: _s, verdict: _v, ...duelResult } = JSON.parse(duel.out);
    expect(duelResult).toEqual(simulate([referenceFighter({ level: 3 })], [referenceFighter({ level: 3 })], { n: 50, seed: 1 }));
    const band = await run('--bando', '6', '--nivel', '2', '--n', '50', '--json', '--threads', '2');
    expect(JSON.parse(band.out)).toEqual(JSON.parse((await run('--bando', '6', '--nivel', '2', '--n', '50', '--json')).out));
  }, 60_000);

  it.each([
    [[EXAMPLE, '--threads', '0'], '--threads precisa ser', EXIT.usage],
    [[EXAMPLE, '--threads', '65'], '--threads precisa ser', EXIT.usage],
    [[EXAMPLE, '--threads', 'dois'], '--threads precisa ser', EXIT.usage],
    [[EXAMPLE, '--threads'], 'precisa de um valor', EXIT.usage],
  ])('bad usage %j → exit 2', async (args, message, code) => {
    const r = await run(...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(message);
  });

  it.each([
    ['bad JSON', '{ "format": ', '[json_syntax]', EXIT.usage],
    ['a ficha, not a scenario', '{"format":"sangue-e-estrelas/ficha","schemaVersion":1,"ruleset":{"id":"x"},"data":{}}', '[document_format_mismatch]', EXIT.usage],
    ['an unknown policy', doc({ fight: 'duelo', sides: [[{ ref: { level: 1, policy: 'foge' } }], [{ ref: { level: 1 } }]] }), '[schema_invalid_value]', EXIT.usage],
    ['a huge n', doc({ fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]], n: 1e9 }), '[sim_n_too_large]', EXIT.usage],
    ['a level out of the table', doc({ fight: 'duelo', sides: [[{ ref: { level: 30 } }], [{ ref: { level: 1 } }]] }), '[sim_level_out_of_range]', EXIT.usage],
    ['a path that escapes', doc({ fight: 'duelo', sides: [['../../etc/passwd'], [{ ref: { level: 1 } }]] }), '[sim_path_escapes]', EXIT.usage],
    ['itself', doc({ fight: 'duelo', sides: [['s.json'], [{ ref: { level: 1 } }]] }), '[sim_nested_scenario]', EXIT.usage],
  ])('a scenario file with %s → coded issues and exit code', async (_what, text, code, exit) => {
    const r = await runCommand(command, ['s.json'], { 's.json': text });
    expect(r.err).toContain(code);
    expect(r.code).toBe(exit);
    expect(r.out).toBe('');
  });

  it('--log narrates fight 0 of the scenario (a group, and a band)', async () => {
    const r = await run(EXAMPLE, '--log');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toMatch(/^Iniciativa: /);
    const files = { 'b.json': doc({ fight: 'bando', sides: [[{ ref: { level: 1 } }]], band: { size: 6 } }) };
    const band = await runCommand(command, ['b.json', '--log'], files);
    expect(band.code).toBe(EXIT.ok);
    expect(band.out).toContain('— Rodada 1 —');
    expect(band.out).toMatch(/no bando: .*de pé\)/);
    expect(band.out).toBe((await run('--bando', '6', '--nivel', '1', '--log')).out);
  });

  it('validar checks a scenario: its shape, its rules and the files it names', async () => {
    const { command: validar } = await import('../../src/cli/commands/validar.js');
    const good = await runCommand(validar, [EXAMPLE]);
    expect(good.code).toBe(EXIT.ok);
    expect(good.out).toContain('válido (cenário)');
    const files = { 'm/s.json': doc({ fight: 'duelo', sides: [['falta.json'], [{ ref: { level: 50 } }]] }) };
    const bad = await runCommand(validar, ['m/s.json', '--json'], files);
    expect(bad.code).toBe(EXIT.usage);
    expect(JSON.parse(bad.out)).toMatchObject({ kind: 'cenario', valid: false, issues: [{ code: 'sim_level_out_of_range' }] });
    const missing = await runCommand(validar, ['m/s.json'], { 'm/s.json': doc({ fight: 'duelo', sides: [['falta.json'], [{ ref: { level: 1 } }]] }) });
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.out).toContain('[file_missing]');
  });

  it('a 50 MB scenario file is refused before it is read', async () => {
    const r = await runCommand(command, ['big.json'], { 'big.json': new Uint8Array(50 * 1024 * 1024).fill(32) });
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toMatch(/\[(file_too_large|json_too_large)\]/);
  });

  it('a progress bar on a terminal stderr after a second (a fake clock), never on stdout; none when stderr is not a terminal', async () => {
    let t = 0;
    const f = fakeIo();
    const io = { ...f.io, errIsTTY: true, now: () => (t += 400) };
    const code = await command.run([EXAMPLE, '--n', '3000', '--json'], io);
    expect(code).toBe(EXIT.ok);
    expect(f.err()).toContain('lutas');
    expect(f.err()).toMatch(/\r\[█+·*\] +\d+% \d+\/3000 lutas/);
    expect(f.err().endsWith('\r\x1b[K')).toBe(true);
    expect(JSON.parse(f.out()).n).toBe(3000);
    const quiet = fakeIo();
    await command.run([EXAMPLE, '--n', '3000', '--json'], { ...quiet.io, now: () => (t += 400) });
    expect(quiet.err()).toBe('');
  }, 60_000);
});
