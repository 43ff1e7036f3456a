/**
 * `sangue-e-estrelas personagem novo …` and `personagem subir <ficha.json> …` — a character made
 * and levelled up without code, from flags or a short answers file. The logic is the library's
 * (`buildCharacter`, `raiseCharacter`); this file only reads the flags and writes the document.
 *
 * @internal
 */
import {
  buildCharacter,
  characterBuildOf,
  deriveFicha,
  levelOf,
  raiseCharacter,
  readCharacterAnswers,
  readLevelUpAnswers,
  type CharacterAnswers,
  type LevelUpAnswers,
  type Warrior,
} from '../../character/index.js';
import { characterDocument, saveDocument } from '../../export/json/index.js';
import type { Issue } from '../../issues/index.js';
import type { TechniqueInput } from '../../technique/index.js';
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { exitCodeFor, formatIssues, parseFlags, readCharacter, readJsonFile, writeOutput } from './shared.js';

const usageNovo =
  'uso: sangue-e-estrelas personagem novo --nome <nome> [opções] [--saida <arquivo.json>]\n' +
  '     sangue-e-estrelas personagem novo --respostas <respostas.json> [opções] [--saida <arquivo.json>]\n' +
  '  --nome <nome>              o nome do personagem (o único obrigatório)\n' +
  '  --frente des|cosmo|for|con o que vai na frente: DES (golpes), o Atributo do Cosmo (técnicas),\n' +
  '                             FOR (golpes, CON atrás) ou CON (PV e Resistência); padrão des\n' +
  '  --nivel <N>                o nível (padrão 1): sobe nível a nível com escolhas sensatas\n' +
  '  --posto bronze|prata       prata: promovido no primeiro nível em que o Prata existe (o 9)\n' +
  '  --exercito, --constelacao, --acessorio, --caracteristica, --atributo-do-cosmo, --treino\n' +
  '                             trocam o padrão da frente (veja docs/catalogo.md para os valores)\n' +
  '  --respostas <arquivo>      um JSON com as respostas: {"name": "Ayla", "build": "des", "level": 5,\n' +
  '                             "posto": "prata", "conviccoes": [...], "skills": [...], "techniques": [...]};\n' +
  '                             as opções da linha de comando valem por cima do arquivo\n' +
  '  --saida <arquivo>          escreve o documento (sangue-e-estrelas/ficha) no arquivo; sem ela, imprime\n';

const usageSubir =
  'uso: sangue-e-estrelas personagem subir <ficha.json> [escolhas] [--saida <arquivo.json>]\n' +
  '  sobe um nível, sem pedir a Glória (a decisão é do Mestre); o que não for dito usa um padrão sensato\n' +
  '  --vida | --cosmo           Vida ou Cosmo (todo nível)\n' +
  '  --atributo <FOR|DES|…>     +2 num atributo (níveis 4, 6, 8…: técnica nova ou atributo)\n' +
  '  --tecnica <tecnica.json>   ou uma técnica nova, nesses mesmos níveis\n' +
  '  --pericia <id> | --defesa <fortitude|reflexos|vontade> | --iniciativa\n' +
  '                             perícia ou defesa (níveis 3, 7, 11…)\n' +
  '  --licao <id>               a segunda lição (nível 6)\n' +
  '  --conviccao "eu luto…"     a quarta Convicção (nível 14)\n' +
  '  --assinatura <id>          a segunda técnica assinatura (nível 18)\n' +
  '  --frente des|cosmo|for|con de onde vêm os padrões (padrão: o maior atributo do personagem)\n' +
  '  --respostas <arquivo>      as mesmas escolhas num JSON: {"vidaOuCosmo": "cosmo", "atributo": "SAB"}\n' +
  '  --saida <arquivo>          escreve o documento no arquivo; sem ela, imprime\n';

const usage =
  'uso: sangue-e-estrelas personagem novo …    cria um personagem (--help para as opções)\n' +
  '     sangue-e-estrelas personagem subir …   sobe um personagem de nível (--help para as opções)\n' +
  'Exemplos:\n' +
  '  sangue-e-estrelas personagem novo --nome Ayla --frente des --nivel 5 --saida ayla.json\n' +
  '  sangue-e-estrelas personagem subir ayla.json --cosmo --saida ayla-6.json\n' +
  '  sangue-e-estrelas validar ayla-6.json\n';

const HELP = ['--help', '-h', 'ajuda'];

/** Prints the issues under a title and returns the exit code they call for. */
function failWith(io: CliIo, title: string, issues: readonly Issue[]): number {
  io.err(`${title}\n${formatIssues(issues)}`);
  return exitCodeFor(issues);
}

/** Writes the ficha document to `--saida` or standard output; a one-line summary goes beside it. */
async function emit(io: CliIo, w: Warrior, saida: string | undefined, what: string): Promise<number> {
  const doc = saveDocument(characterDocument, w);
  if (!doc.ok) return failWith(io, 'não foi possível montar o documento JSON:', doc.issues);
  const f = deriveFicha(w);
  const summary = `${what}: ${f.name} — ${f.posto.label} de ${f.constellation}, nível ${f.level} · PV ${f.hp.total}`;
  if (saida === undefined) {
    io.out(`${doc.value}\n`);
    io.err(`${summary}\n`);
    return EXIT.ok;
  }
  const written = await writeOutput(saida, `${doc.value}\n`, io);
  if (!written.ok) return failWith(io, `${saida}:`, written.issues);
  io.out(`${saida}: ${summary}\n`);
  return EXIT.ok;
}

/** A whole number flag, or a pt-BR complaint. */
function wholeNumber(text: string, flag: string): number | string {
  return /^\d{1,3}$/.test(text) ? Number(text) : `--${flag} precisa ser um número inteiro (recebi "${text}").`;
}

async function novo(args: readonly string[], io: CliIo): Promise<number> {
  const VALUES = ['nome', 'frente', 'nivel', 'posto', 'exercito', 'constelacao', 'acessorio', 'caracteristica', 'atributo-do-cosmo', 'treino', 'respostas', 'saida'];
  const flags = parseFlags(args, { values: VALUES, booleans: [], help: HELP });
  if (flags.ok && flags.help) {
    io.out(usageNovo);
    return EXIT.ok;
  }
  if (!flags.ok || flags.positional.length > 0) {
    io.err(`erro: ${flags.ok ? `argumento a mais: "${flags.positional[0]}" (o nome vai em --nome).` : flags.message}\n\n${usageNovo}`);
    return EXIT.usage;
  }
  const v = flags.values;
  let answers: Record<string, unknown> = {};
  if (v.respostas !== undefined) {
    const json = await readJsonFile(v.respostas, io);
    if (!json.ok) return failWith(io, `${v.respostas}: as respostas não puderam ser lidas.`, json.issues);
    if (json.value === null || typeof json.value !== 'object' || Array.isArray(json.value)) {
      io.err(`erro: ${v.respostas} precisa ser um objeto JSON, como {"name": "Ayla", "build": "des"}.\n`);
      return EXIT.usage;
    }
    answers = { ...json.value };
  }
  const map: [string, string][] = [
    ['nome', 'name'],
    ['frente', 'build'],
    ['posto', 'posto'],
    ['exercito', 'army'],
    ['constelacao', 'constellation'],
    ['acessorio', 'accessory'],
    ['caracteristica', 'characteristic'],
    ['atributo-do-cosmo', 'cosmoAttribute'],
    ['treino', 'treino'],
  ];
  for (const [flag, key] of map) if (v[flag] !== undefined) answers[key] = v[flag];
  if (v.nivel !== undefined) {
    const n = wholeNumber(v.nivel, 'nivel');
    if (typeof n === 'string') {
      io.err(`erro: ${n}\n`);
      return EXIT.usage;
    }
    answers.level = n;
  }
  if (answers.name === undefined) {
    io.err(`erro: diga o nome do personagem (--nome) ou um arquivo de respostas com "name" (--respostas).\n\n${usageNovo}`);
    return EXIT.usage;
  }
  const read = readCharacterAnswers(answers);
  if (!read.ok) return failWith(io, 'as respostas têm problemas:', read.issues);
  const made = buildCharacter(read.value as CharacterAnswers);
  if (!made.ok) return failWith(io, 'o personagem não pôde ser criado:', made.issues);
  return emit(io, made.value, v.saida, 'criado');
}

async function subir(args: readonly string[], io: CliIo): Promise<number> {
  const VALUES = ['atributo', 'tecnica', 'pericia', 'defesa', 'licao', 'conviccao', 'assinatura', 'frente', 'respostas', 'saida'];
  const flags = parseFlags(args, { values: VALUES, booleans: ['vida', 'cosmo', 'iniciativa'], help: HELP, strict: true });
  if (flags.ok && flags.help) {
    io.out(usageSubir);
    return EXIT.ok;
  }
  if (!flags.ok) {
    io.err(`erro: ${flags.message}\n\n${usageSubir}`);
    return EXIT.usage;
  }
  const [file, ...extra] = flags.positional;
  if (file === undefined || extra.length > 0) {
    io.err(`erro: diga um arquivo de personagem (um só).\n\n${usageSubir}`);
    return EXIT.usage;
  }
  const v = flags.values;
  const b = flags.booleans;
  if (b.vida && b.cosmo) {
    io.err('erro: escolha --vida ou --cosmo, não os dois.\n');
    return EXIT.usage;
  }
  const loaded = await readCharacter(file, io);
  if (!loaded.ok) return failWith(io, `${file}: a ficha não pôde ser lida.`, loaded.issues);
  let answers: Record<string, unknown> = {};
  if (v.respostas !== undefined) {
    const json = await readJsonFile(v.respostas, io);
    if (!json.ok) return failWith(io, `${v.respostas}: as respostas não puderam ser lidas.`, json.issues);
    if (json.value === null || typeof json.value !== 'object' || Array.isArray(json.value)) {
      io.err(`erro: ${v.respostas} precisa ser um objeto JSON, como {"vidaOuCosmo": "cosmo"}.\n`);
      return EXIT.usage;
    }
    answers = { ...json.value };
  }
  if (b.vida) answers.vidaOuCosmo = 'vida';
  if (b.cosmo) answers.vidaOuCosmo = 'cosmo';
  if (b.iniciativa) answers.iniciativa = true;
  const map: [string, string][] = [
    ['atributo', 'atributo'],
    ['pericia', 'pericia'],
    ['defesa', 'defesa'],
    ['licao', 'segundaLicao'],
    ['conviccao', 'quartaConviccao'],
    ['assinatura', 'segundaAssinatura'],
    ['frente', 'build'],
  ];
  for (const [flag, key] of map) if (v[flag] !== undefined) answers[key] = flag === 'atributo' ? v[flag]!.toUpperCase() : v[flag];
  if (v.tecnica !== undefined) {
    const t = await readJsonFile(v.tecnica, io);
    if (!t.ok) return failWith(io, `${v.tecnica}: a técnica não pôde ser lida.`, t.issues);
    // A technique document or a bare technique.
    const value = t.value as Record<string, unknown> | null;
    answers.tecnica = value !== null && typeof value === 'object' && 'format' in value && typeof value.data === 'object' ? value.data : value;
  }
  const read = readLevelUpAnswers(answers);
  if (!read.ok) return failWith(io, 'as escolhas têm problemas:', read.issues);
  const { build, ...choices } = read.value;
  const w = loaded.value;
  const up = raiseCharacter(w, { ...choices, ...(choices.tecnica && { tecnica: choices.tecnica as TechniqueInput }) } as LevelUpAnswers, build ?? characterBuildOf(w));
  if (!up.ok) return failWith(io, `${file}: não foi possível subir do nível ${levelOf(w)} para o ${levelOf(w) + 1}.`, up.issues);
  return emit(io, up.value, v.saida, `nível ${levelOf(w)} → ${levelOf(up.value)}`);
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'novo') return novo(rest, io);
  if (sub === 'subir') return subir(rest, io);
  if (sub === undefined || HELP.includes(sub)) {
    if (sub === undefined) {
      io.err(`erro: diga o que fazer: novo ou subir.\n\n${usage}`);
      return EXIT.usage;
    }
    io.out(usage);
    return EXIT.ok;
  }
  io.err(`erro: "${sub}" não é um subcomando de personagem: use novo ou subir.\n\n${usage}`);
  return EXIT.usage;
}

/** The `personagem` subcommand. @internal */
export const command: CliCommand = {
  name: 'personagem',
  summary: 'cria um personagem (novo) ou o sobe de nível (subir), por opções ou por um arquivo de respostas',
  usage,
  run,
};
