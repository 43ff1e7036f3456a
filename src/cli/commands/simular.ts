/**
 * `sangue-e-estrelas simular A... --contra B... [--n 2000] [--semente 1] [--sem-sozinho] [--threads N] [--json] [--log]`,
 * `simular --bando 6 --nivel 5 [--area] [A]` and `simular cenario.json` — the fight simulator
 * (`sangue-e-estrelas/sim`). Each fighter is a character or enemy file (a JSON document or a bare
 * stored one) or `ref:NIVEL[:POSTO]`, the book's reference fighter. Every run is a scenario
 * (`readScenario` for a file, built here from the arguments otherwise), played by
 * `runScenarioInThreads` with a progress bar on a terminal's standard error.
 *
 * @internal
 */
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { dirname } from 'node:path';
import { validateWarrior, type Warrior } from '../../character/index.js';
import { validateEnemy, postoExistsAt, type WarriorEnemy } from '../../enemy/index.js';
import { characterDocument, enemyDocument, loadDocument, parseJsonSafely } from '../../export/json/index.js';
import { fail, issue, ok, type Result } from '../../issues/index.js';
import { createRandom, formatNumberPtBR, formatPercentPtBR } from '../../dice/index.js';
import { bookRuleset, maxLevel } from '../../rules/index.js';
import {
  bandFight,
  compileScenarioFighter,
  fightLog,
  fightSeed,
  readScenario,
  referenceFromText,
  scenarioFighters,
  verdictFromResult,
  simMessages,
  DEFAULT_MAX_ROUNDS,
  type Fighter,
  type BandSimResult,
  type Rate,
  type Scenario,
  type ScenarioFighter,
  type SimResult,
} from '../../sim/index.js';
import { allowedThreads, MAX_THREADS, runScenarioInThreads, THREAD_MEMORY } from '../../sim-threads/index.js';
import { createProgress } from '../progress.js';
import { CLI_LIMITS, wholeNumberOption } from '../limits.js';
import { exitCodeFor, formatIssues, readText, readTextInside } from './shared.js';
import { runTabelaDificuldade, runTabelaInimigos, tabelaUsage } from './simular-tabela.js';

const usage =
  'uso: sangue-e-estrelas simular A... --contra B... [--n 2000] [--semente 1] [--sem-sozinho] [--threads N] [--json] [--log]\n' +
  '     sangue-e-estrelas simular A B                (duelo)\n' +
  '     sangue-e-estrelas simular --bando 6 --nivel 5 [--area] [--modelo-do-livro] [A]\n' +
  '     sangue-e-estrelas simular cenario.json [--n N] [--semente S] [--threads N] [--json] [--log]\n' +
  tabelaUsage +
  '  A, B            um arquivo de personagem ou de inimigo (JSON), ou ref:NIVEL[:POSTO[:CONVICÇÕES]]: o lutador\n' +
  '                  de referência do livro (ref:20:ouro, ref:20:ouro:2, ref:6:bronze:0 sem Convicção)\n' +
  '  cenario.json    um documento sangue-e-estrelas/cenario (lados, tipo de luta, políticas, n, semente,\n' +
  '                  regras da casa); os arquivos que ele cita são lidos da pasta dele\n' +
  '  --contra        o que vem depois é o segundo lado\n' +
  `  --n             quantas lutas, de 1 a ${formatNumberPtBR(CLI_LIMITS.n.max, 0)} (padrão 2000, ou o n do cenário)\n` +
  `  --semente       a semente, de 0 a ${formatNumberPtBR(CLI_LIMITS.semente.max, 0)} (padrão 1, ou a do cenário)\n` +
  '  --sem-sozinho   sem a regra Sozinho contra muitos\n' +
  `  --threads       quantas threads pedir (padrão 1, de 1 a ${MAX_THREADS}); usa no máximo uma por núcleo desta máquina\n` +
  `                  (${allowedThreads(MAX_THREADS)} aqui) e só as que cabem em ${THREAD_MEMORY.budgetMb} MB de memória (${THREAD_MEMORY.perWorkerMb} MB por thread);\n` +
  '                  a mesma semente dá o mesmo resultado com qualquer número\n' +
  '  --bando         um bando de figurantes desse tamanho contra A (padrão: o lutador de referência do --nivel)\n' +
  '  --area          o lutador de referência tem uma técnica em área\n' +
  '  --modelo-do-livro  o bando do modelo das figuras do livro: moeda para quem age primeiro, técnica\n' +
  '                  própria de custo 2, sem Bloquear, até 20 rodadas (padrão: as regras do seed)\n' +
  '  --json          imprime o resultado em JSON, com "sides" (nome e nível de cada lutador) e "verdict"\n' +
  '                  (step, label, reading); a barra de progresso só aparece na saída de erro, num terminal\n' +
  '  --log           narra uma luta (a primeira da semente)\n' +
  'A primeira linha é o veredito do Capítulo Dez para A (o grupo) contra B: Fácil, Justa, Difícil,\n' +
  'Muito difícil ou Mortal. Guia: docs/encontro.md.\n';

const VALUE_FLAGS = new Set(['n', 'semente', 'bando', 'nivel', 'threads']);
const BOOL_FLAGS = new Set(['json', 'log', 'sem-sozinho', 'area', 'modelo-do-livro']);

interface Args {
  a: string[];
  b: string[];
  /** `--contra` was written. */
  contra: boolean;
  values: Record<string, string>;
  flags: Set<string>;
}

function parse(args: readonly string[]): Args | string {
  const out: Args = { a: [], b: [], contra: false, values: {}, flags: new Set() };
  let side: 'a' | 'b' = 'a';
  for (let i = 0; i < args.length; i++) {
    const x = args[i]!;
    if (x === '--contra') {
      if (side === 'b') return 'use --contra uma vez só.';
      side = 'b';
      out.contra = true;
      continue;
    }
    if (x.startsWith('--')) {
      const [name, inline] = x.slice(2).split('=', 2) as [string, string | undefined];
      if (BOOL_FLAGS.has(name) && inline === undefined) out.flags.add(name);
      else if (VALUE_FLAGS.has(name)) {
        const v = inline ?? args[++i];
        if (v === undefined || v.startsWith('--')) return `a opção --${name} precisa de um valor.`;
        out.values[name] = v;
      } else return `opção desconhecida "${x}".`;
      continue;
    }
    out[side].push(x);
  }
  return out;
}

/** A fighter from `ref:N[:POSTO[:CONVICÇÕES]]` or a file, as a scenario fighter. Usage errors come back as a string. */
async function readFighter(spec: string, io: CliIo, area: boolean): Promise<Result<ScenarioFighter> | string> {
  if (spec.toLowerCase().startsWith('ref:')) {
    const r = referenceFromText(spec);
    if (!r?.ref) return `"${spec}" não é um lutador de referência: use ref:NIVEL, ref:NIVEL:POSTO (bronze, prata, ouro) ou ref:NIVEL:POSTO:CONVICÇÕES.`;
    const level = r.ref.level;
    const posto = r.ref.posto ?? 'bronze';
    const max = maxLevel(bookRuleset);
    if (level < 1 || level > max) return fail([issue('sim_level_out_of_range', ['ref'], { nivel: level, max }, `o nível ${level} está fora da tabela (1 a ${max}).`)]);
    const enemyPosto = posto === 'ouro' || posto === 'elite' ? 'elite' : posto;
    if (!postoExistsAt(enemyPosto, level))
      return fail([issue('sim_posto_not_at_level', ['ref'], { nivel: level, posto }, `não existe ${posto} no nível ${level}.`)]);
    return ok({ ref: { level, posto, ...(area && { area }), ...(r.conviccoes !== undefined && { conviccoes: r.conviccoes }) } });
  }
  const text = await readText(spec, io);
  if (!text.ok) return text;
  const json = parseJsonSafely(text.value);
  if (!json.ok) return json;
  const v = json.value;
  let data: unknown = v;
  let asEnemy = v !== null && typeof v === 'object' && 'type' in v;
  if (v !== null && typeof v === 'object' && !Array.isArray(v) && 'format' in v) {
    asEnemy = (v as { format: unknown }).format === enemyDocument.format;
    const doc = asEnemy ? loadDocument(enemyDocument, v) : loadDocument(characterDocument, v);
    if (!doc.ok) return doc;
    data = doc.value.data;
  }
  const options = area ? { area } : {};
  let f: ScenarioFighter;
  if (asEnemy) {
    const e = validateEnemy(data);
    if (!e.ok) return e;
    if (e.value.kind !== 'guerreiro')
      return fail([issue('sim_human_not_supported', [], { path: spec }, `"${spec}" é um humano: o simulador ainda só luta com guerreiros.`)]);
    f = { enemy: e.value as WarriorEnemy, options };
  } else {
    const w = validateWarrior(data);
    if (!w.ok) return w;
    f = { character: w.value as Warrior, options };
  }
  // A sheet the validator let through but the ficha cannot derive is an issue, not a crash.
  try {
    compileScenarioFighter(f);
  } catch (e) {
    return fail([issue('sim_fighter_not_derivable', [], { path: spec }, `"${spec}" não dá uma ficha completa: ${e instanceof Error ? e.message : String(e)}.`)]);
  }
  return ok(f);
}

/** Reads a scenario file; the fighter files it names are read from its folder. */
async function readScenarioFile(path: string, io: CliIo): Promise<Result<Scenario>> {
  const text = await readText(path, io);
  if (!text.ok) return text;
  const folder = dirname(path);
  // readScenario checked the path (relative, inside the scenario's folder) and normalized it;
  // readTextInside checks its real path (a symbolic link may lead anywhere).
  return readScenario(text.value, { resolve: (p) => readTextInside(folder, p, io) });
}

/** The terms of the figures, explained once in plain Portuguese (after the figures of a fight). */
const GLOSSARY =
  '\nComo ler:\n' +
  '  A primeira linha é o veredito: o degrau da tabela "Quanto pesa um inimigo" (Capítulo Dez) em que\n' +
  '    caem as vitórias de A (Fácil, Justa, Difícil, Muito difícil, Mortal). A é o grupo; B, os inimigos.\n' +
  '  IC 95% (intervalo de confiança): a porcentagem foi medida com um número finito de lutas; a\n' +
  '    verdadeira fica entre os dois números em 95 de cada 100 medições. Mais lutas (--n) estreitam o intervalo.\n' +
  '  Empates: lutas que passaram do limite de rodadas, ou que acabaram na Guerra dos Mil Dias.\n' +
  '  Rodadas: quanto dura uma luta; a mediana é a do meio, e o p90 é o tanto que só 1 luta em 10 passa.\n' +
  '  Caídos no fim: quantos de cada lado terminam a luta com 0 PV, em média (quem se levantou e ficou\n' +
  '    de pé não conta). "Alguém de A caído no fim": em quantas lutas pelo menos um do grupo terminou assim.\n' +
  '  Dano de técnicas: a parte de todo o dano que veio de técnicas (o resto veio de golpes comuns).\n';

const pct = (r: Rate) => `${formatPercentPtBR(r.value)} (IC 95%: ${formatPercentPtBR(r.low)} a ${formatPercentPtBR(r.high)})`;

/** The `simular` subcommand. @internal */
export const command: CliCommand = {
  name: 'simular',
  summary: 'simula lutas entre personagens, inimigos e o lutador de referência (vitórias, rodadas, caídos)',
  usage,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    if (args.some((a) => a === '--help' || a === '-h' || a === 'ajuda')) {
      io.out(usage);
      return EXIT.ok;
    }
    if (args.includes('--tabela-dificuldade')) return runTabelaDificuldade(args, io);
    if (args.includes('--tabela-inimigos')) return runTabelaInimigos(args, io);
    const p = parse(args);
    if (typeof p === 'string') {
      io.err(`erro: ${p}\n${usage}`);
      return EXIT.usage;
    }
    const n = wholeNumberOption(p.values.n, 'n', CLI_LIMITS.n, 2000);
    const seed = wholeNumberOption(p.values.semente, 'semente', CLI_LIMITS.semente, 1);
    const bando = wholeNumberOption(p.values.bando, 'bando', CLI_LIMITS.bando, 0);
    const nivel = wholeNumberOption(p.values.nivel, 'nivel', CLI_LIMITS.nivel, 0);
    const threads = wholeNumberOption(p.values.threads, 'threads', CLI_LIMITS.threads, 1);
    for (const x of [n, seed, bando, nivel, threads]) {
      if (typeof x === 'string') {
        io.err(`erro: ${x}\n`);
        return EXIT.usage;
      }
    }
    const fighters = async (specs: string[]): Promise<ScenarioFighter[] | number> => {
      const out: ScenarioFighter[] = [];
      for (const s of specs) {
        const r = await readFighter(s, io, p.flags.has('area'));
        if (typeof r === 'string') {
          io.err(`erro: ${r}\n`);
          return EXIT.usage;
        }
        if (!r.ok) {
          io.err(`${s}:\n${formatIssues(r.issues)}`);
          return exitCodeFor(r.issues);
        }
        out.push(r.value);
      }
      return out;
    };
    let scenario: Scenario;
    if (p.values.bando !== undefined) {
      if (p.b.length || p.a.length > 1 || (p.a.length === 0 && p.values.nivel === undefined)) {
        io.err(`erro: um bando luta contra um lutador só: um arquivo, ou --nivel para o lutador de referência.\n${usage}`);
        return EXIT.usage;
      }
      let c: ScenarioFighter;
      if (p.a.length) {
        const got = await fighters(p.a);
        if (typeof got === 'number') return got;
        c = got[0]!;
      } else {
        const max = maxLevel(bookRuleset);
        if ((nivel as number) > max) {
          io.err(`erro: o nível ${nivel as number} está fora da tabela (1 a ${max}).\n`);
          return EXIT.usage;
        }
        c = { ref: { level: nivel as number, ...(p.flags.has('area') && { area: true }) } };
      }
      scenario = {
        fight: 'bando',
        sides: [[c]],
        band: { size: bando as number, ...(p.values.nivel !== undefined && { level: nivel as number }), ...(p.flags.has('modelo-do-livro') && { bookModel: true }) },
        soloAgainstMany: true,
        n: n as number,
        seed: seed as number,
        maxRounds: DEFAULT_MAX_ROUNDS,
      };
    } else if (p.contra && p.b.length === 0) {
      io.err(`erro: falta o segundo lado.\n${formatIssues([issue('sim_side_missing', ['contra'], { depois: '--contra' }, simMessages.sim_side_missing({ depois: '--contra' }))])}${usage}`);
      return EXIT.usage;
    } else if (p.a.length === 1 && p.b.length === 0 && !p.a[0]!.toLowerCase().startsWith('ref:')) {
      const r = await readScenarioFile(p.a[0]!, io);
      if (!r.ok) {
        io.err(`${p.a[0]!}:\n${formatIssues(r.issues)}`);
        return exitCodeFor(r.issues);
      }
      scenario = {
        ...r.value,
        ...(p.values.n !== undefined && { n: n as number }),
        ...(p.values.semente !== undefined && { seed: seed as number }),
        ...(p.flags.has('sem-sozinho') && { soloAgainstMany: false }),
      };
    } else {
      if (p.b.length === 0 && p.a.length === 2) p.b.push(p.a.pop()!);
      if (p.a.length === 0 || p.b.length === 0) {
        io.err(`erro: diga os dois lados (A --contra B, A B para um duelo, ou um arquivo de cenário).\n${usage}`);
        return EXIT.usage;
      }
      const a = await fighters(p.a);
      if (typeof a === 'number') return a;
      const b = await fighters(p.b);
      if (typeof b === 'number') return b;
      scenario = {
        fight: a.length === 1 && b.length === 1 ? 'duelo' : a.length === 1 || b.length === 1 ? 'grupo' : 'muitos',
        sides: [a, b],
        soloAgainstMany: !p.flags.has('sem-sozinho'),
        n: n as number,
        seed: seed as number,
        maxRounds: DEFAULT_MAX_ROUNDS,
      };
    }
    const { a, b, ruleset } = scenarioFighters(scenario);
    if (p.flags.has('log')) {
      const log =
        scenario.fight === 'bando'
          ? bandFight(a[0]!, createRandom(fightSeed(scenario.seed, 0)), {
              size: scenario.band!.size,
              ...(scenario.band!.level !== undefined && { level: scenario.band!.level }),
              ...(scenario.band!.bookModel === true ? { bookModel: true } : { maxRounds: scenario.maxRounds }),
              ruleset,
              log: true,
            }).log!
          : fightLog(a, b, scenario.seed, 0, {
              soloAgainstMany: scenario.soloAgainstMany,
              maxRounds: scenario.maxRounds,
              ...(scenario.firstSide !== undefined && { firstSide: scenario.firstSide }),
              ...(scenario.surprise !== undefined && { surprise: scenario.surprise }),
              ruleset,
            }).log!;
      io.out(`${log.join('\n')}\n`);
      return EXIT.ok;
    }
    const asked = threads as number;
    if (allowedThreads(asked) < asked)
      io.err(`aviso: --threads ${asked} usa ${allowedThreads(asked)} (uma por núcleo desta máquina, em até ${THREAD_MEMORY.budgetMb} MB); o resultado é o mesmo.\n`);
    const progress = createProgress(io);
    let run;
    try {
      run = await runScenarioInThreads(scenario, { threads: asked, onProgress: (done, total) => progress.update(done, total) });
    } finally {
      progress.finish();
    }
    const title = scenario.name !== undefined ? `${scenario.name}\n` : '';
    const sides = [a, b].slice(0, run.fight === 'bando' ? 1 : 2).map((s) => s.map((f: Fighter) => ({ name: f.name, level: f.level })));
    if (run.fight === 'bando') {
      const r: BandSimResult = run.result;
      if (p.flags.has('json')) {
        io.out(`${JSON.stringify({ ...r, sides }, null, 2)}\n`);
        return EXIT.ok;
      }
      io.out(
        title +
          `${a[0]!.name} contra um bando de ${scenario.band!.size} figurantes · ${r.n} lutas, semente ${r.seed}\n` +
          `Rodadas: média ${formatNumberPtBR(r.rounds.mean, 1)} · mediana ${formatNumberPtBR(r.rounds.median, 1)} · p90 ${r.rounds.p90}\n` +
          `PV perdidos: ${formatPercentPtBR(r.hpLostShare)} em média\n` +
          `Caiu: ${pct(r.fellRate)}\n`,
      );
      return EXIT.ok;
    }
    const r: SimResult = run.result;
    const v = verdictFromResult(r, ruleset);
    if (p.flags.has('json')) {
      io.out(`${JSON.stringify({ ...r, sides, verdict: { step: v.step, label: v.label, reading: v.reading } }, null, 2)}\n`);
      return EXIT.ok;
    }
    const names = (s: readonly { name: string }[]) => s.map((f) => f.name).join(', ');
    io.out(
      `${v.reading}\n` +
        title +
        `A: ${names(a)} · B: ${names(b)} · ${r.n} lutas, semente ${r.seed}\n` +
        `Vitórias de A: ${pct(r.winRate)}\n` +
        `Vitórias de B: ${pct(r.lossRate)}\n` +
        `Empates: ${pct(r.drawRate)} (Guerra dos Mil Dias: ${r.milDias})\n` +
        `Rodadas: média ${formatNumberPtBR(r.rounds.mean, 1)} · mediana ${formatNumberPtBR(r.rounds.median, 1)} · p90 ${r.rounds.p90}\n` +
        `Caídos no fim: A ${formatNumberPtBR(r.fallen.mean, 1)} de ${r.sizes[0]} · B ${formatNumberPtBR(r.fallen.meanOther, 1)} de ${r.sizes[1]}\n` +
        `Alguém de A caído no fim: ${pct(r.fallen.anyRate)}\n` +
        `Dano de técnicas: ${formatPercentPtBR(r.techniqueShare)}\n` +
        GLOSSARY,
    );
    return EXIT.ok;
  },
};
