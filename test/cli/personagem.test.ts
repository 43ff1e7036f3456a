import { describe, expect, it } from 'vitest';
import { command } from '../../src/cli/commands/personagem.js';
import { command as validar } from '../../src/cli/commands/validar.js';
import { EXIT } from '../../src/cli/command.js';
import { bookRuleset } from '../../src/rules/index.js';
import { runCommand } from './helpers.js';

const run = (args: string[], files: Record<string, string> = {}) => runCommand(command, args, files);
const dataOf = (text: string | Uint8Array) => JSON.parse(String(text)).data;

describe('sangue-e-estrelas personagem novo', () => {
  it('from flags: a ficha document that validar accepts, at the level and Posto asked', async () => {
    const r = await run(['novo', '--nome', 'Ayla', '--frente', 'des', '--nivel', '9', '--posto', 'prata', '--saida', 'ayla.json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toBe('ayla.json: criado: Ayla — Prata de Raposa, nível 9 · PV 105\n');
    const text = String(r.written['ayla.json']);
    expect(JSON.parse(text).format).toBe('sangue-e-estrelas/ficha');
    const d = dataOf(text);
    expect([d.name, d.posto, d.levelUps.length + 1]).toEqual(['Ayla', 'prata', 9]);
    const v = await runCommand(validar, ['ayla.json'], { 'ayla.json': text });
    expect(v.code).toBe(EXIT.ok);
    expect(v.out).toContain('válido');
  });

  it('without --saida prints the document and says what it made on standard error', async () => {
    const r = await run(['novo', '--nome', 'Nilo', '--frente', 'cosmo']);
    expect(r.code).toBe(EXIT.ok);
    expect(dataOf(r.out).cosmoAttribute).toBe('SAB');
    expect(dataOf(r.out).attributes.values.SAB).toBe(bookRuleset.creation.standardArray[0]);
    expect(r.err).toContain('criado: Nilo');
  });

  it('from a short answers file; the flags win over it', async () => {
    const answers = JSON.stringify({ name: 'Doran', build: 'for', level: 3, conviccoes: ['eu luto pela Ana', 'eu luto pelo Beto', 'eu luto pelo Caio'] });
    const r = await run(['novo', '--respostas', 'r.json', '--nivel', '4'], { 'r.json': answers });
    expect(r.code).toBe(EXIT.ok);
    const d = dataOf(r.out);
    expect([d.name, d.levelUps.length + 1, d.conviccoes[0]]).toEqual(['Doran', 4, 'eu luto pela Ana']);
    expect(d.attributes.values.FOR).toBe(15);
  });

  it.each([
    [['novo'], 'diga o nome do personagem', EXIT.usage],
    [['novo', '--nome', 'A', '--tudo'], 'opção desconhecida', EXIT.usage],
    [['novo', '--nome', 'A', '--nivel', 'cinco'], '--nivel precisa ser um número inteiro', EXIT.usage],
    [['novo', '--nome', 'A', '--frente', 'sab'], '[answers_schema_', EXIT.usage],
    [['novo', '--nome', 'A', '--nivel', '5', '--posto', 'prata'], '[posto_level_too_low]', EXIT.invalid],
    [['novo', '--nome', 'A', '--nivel', '99'], '[level_up_beyond_max]', EXIT.invalid],
    [['novo', '--nome', 'A', '--treino', 'escola_de_samba'], 'o personagem não pôde ser criado', EXIT.invalid],
    [['novo', '--respostas', 'nada.json'], '[file_missing]', EXIT.usage],
    [['voar'], 'não é um subcomando de personagem', EXIT.usage],
    [[], 'diga o que fazer: novo ou subir', EXIT.usage],
  ])('%j → a pt-BR error and its exit code', async (args, message, code) => {
    const r = await run(args);
    expect(r.err).toContain(message);
    expect(r.code).toBe(code);
  });

  it('an unknown field in the answers file is a coded issue (exit 2)', async () => {
    const r = await run(['novo', '--respostas', 'r.json'], { 'r.json': '{"name": "A", "nivel": 3}' });
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toContain('[answers_schema_unrecognized_keys]');
  });

  it('--help for each', async () => {
    for (const args of [['--help'], ['novo', '--help'], ['subir', '--help']]) {
      const r = await run(args);
      expect(r.code).toBe(EXIT.ok);
      expect(r.out).toContain('uso: sangue-e-estrelas personagem');
    }
    expect((await run(['subir', '-h'])).out).toContain('--atributo');
  });
});

describe('sangue-e-estrelas personagem subir', () => {
  const make = async (level: number) => String((await run(['novo', '--nome', 'Ayla', '--nivel', String(level), '--saida', 'a.json'])).written['a.json']);

  it('one level with the choices given; validar accepts the result', async () => {
    const a5 = await make(5);
    const r = await run(['subir', 'a.json', '--cosmo', '--atributo', 'sab', '--licao', 'carne_de_fogo', '--saida', 'a6.json'], { 'a.json': a5 });
    expect(r.err).toBe('');
    expect(r.code).toBe(EXIT.ok);
    expect(r.out).toMatch(/^a6\.json: nível 5 → 6: Ayla/);
    const up = dataOf(r.written['a6.json']!).levelUps.at(-1);
    // Level 6: Vida or Cosmo, técnica nova ou atributo, and the second lição (progression tables).
    expect(up).toEqual({ level: 6, vidaOuCosmo: 'cosmo', tecnicaOuAtributo: { kind: 'atributo', attribute: 'SAB' }, segundaLicao: 'carne_de_fogo' });
    const v = await runCommand(validar, ['a6.json'], { 'a6.json': String(r.written['a6.json']) });
    expect(v.code).toBe(EXIT.ok);
  });

  it('sensible valid defaults: the missing defense at 3, then +2 Iniciativa at 7, the fourth Convicção at 14, the second signature at 18', async () => {
    const a2 = await make(2);
    const r3 = await run(['subir', 'a.json'], { 'a.json': a2 });
    expect(r3.code).toBe(EXIT.ok);
    // Ayla is trained in Reflexos and Vontade: the missing one is Fortitude.
    expect(dataOf(r3.out).levelUps.at(-1).periciaOuDefesa).toEqual({ kind: 'defesa', defense: 'fortitude' });
    const a6 = await make(6);
    const r7 = await run(['subir', 'a.json'], { 'a.json': a6 });
    expect(dataOf(r7.out).levelUps.at(-1).periciaOuDefesa).toEqual({ kind: 'iniciativa' });
    const a13 = await make(13);
    const r14 = dataOf((await run(['subir', 'a.json'], { 'a.json': a13 })).out);
    expect(r14.conviccoes).toHaveLength(4);
    const a17 = await make(17);
    const r18 = dataOf((await run(['subir', 'a.json', '--respostas', 'r.json'], { 'a.json': a17, 'r.json': '{"vidaOuCosmo": "vida"}' })).out);
    expect(r18.levelUps.at(-1).segundaAssinatura).toBe(r18.techniques[1].id);
    expect(r18.levelUps.at(-1).vidaOuCosmo).toBe('vida');
  });

  it('a new technique from a file instead of the attribute', async () => {
    const a3 = await make(3);
    const tecnica = JSON.stringify({ name: 'Salto da Raposa', nature: 'golpe', attribute: 'DES', activation: 'acao', duration: 'instantanea', range: 'toque', effects: [{ kind: 'dano', points: 2 }], roll: { kind: 'ataque', against: 'DEF' }, description: 'Um salto.' });
    const r = await run(['subir', 'a.json', '--tecnica', 't.json'], { 'a.json': a3, 't.json': tecnica });
    expect(r.err).toContain('nível 3 → 4');
    expect(r.code).toBe(EXIT.ok);
    const d = dataOf(r.out);
    expect(d.techniques.map((t: { name: string }) => t.name)).toContain('Salto da Raposa');
    expect(d.levelUps.at(-1).tecnicaOuAtributo.kind).toBe('tecnica');
  });

  it.each([
    [['subir'], 'diga um arquivo de personagem', EXIT.usage],
    [['subir', 'a.json', '--vida', '--cosmo'], 'escolha --vida ou --cosmo', EXIT.usage],
    [['subir', 'a.json', '--pericia', 'xadrez'], '[skill_unknown]', EXIT.invalid],
    [['subir', 'a.json', '--atributo', 'XYZ'], '[answers_schema_', EXIT.usage],
    [['subir', 'sumiu.json'], '[file_missing]', EXIT.usage],
  ])('%j → a pt-BR error and its exit code', async (args, message, code) => {
    const a6 = await make(6);
    const r = await run(args, { 'a.json': a6 });
    expect(r.err).toContain(message);
    expect(r.code).toBe(code);
  });

  it('past the last level: level_up_beyond_max (exit 1)', async () => {
    const r = await run(['subir', 'examples/personagens/teo-nivel-20.json']);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.err).toContain('[level_up_beyond_max]');
    expect(r.err).toContain('não foi possível subir do nível 20 para o 21');
  });
});
