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
import { dirname, join } from 'node:path';
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
  DEFAULT_MAX_ROUNDS,
  type BandSimResult,
  type Rate,
  type Scenario,
  type ScenarioFighter,
  type SimResult,
} from '../../sim/index.js';
import { MAX_THREADS, runScenarioInThreads } from '../../sim-threads/index.js';
import { createProgress } from '../progress.js';
import { exitCodeFor, formatIssues, readText } from './shared.js';
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
  '  --n             quantas lutas (padrão 2000, ou o n do cenário)\n' +
  '  --semente       a semente (padrão 1, ou a do cenário)\n' +
  '  --sem-sozinho   sem a regra Sozinho contra muitos\n' +
  `  --threads       quantas threads (padrão 1, até ${MAX_THREADS}); a mesma semente dá o mesmo resultado com qualquer número\n` +
  '  --bando         um bando de figurantes desse tamanho contra A (padrão: o lutador de referência do --nivel)\n' +
  '  --area          o lutador de referência tem uma técnica em área\n' +
  '  --modelo-do-livro  o bando do modelo das figuras do livro: moeda para quem age primeiro, técnica\n' +
  '                  própria de custo 2, sem Bloquear, até 20 rodadas (padrão: as regras do seed)\n' +
  '  --json          imprime o resultado em JSON (a barra de progresso só aparece na saída de erro, num terminal)\n' +
  '  --log           narra uma luta (a primeira da semente)\n';

const VALUE_FLAGS = new Set(['n', 'semente', 'bando', 'nivel', 'threads']);
const BOOL_FLAGS = new Set(['json', 'log', 'sem-sozinho', 'area', 'modelo-do-livro']);

interface Args {
  a: string[];
  b: string[];
  values: Record<string, string>;
  flags: Set<string>;
}

function parse(args: readonly string[]): Args | string {
  const out: Args = { a: [], b: [], values: {}, flags: new Set() };
  let side: 'a' | 'b' = 'a';
  for (let i = 0; i < args.length; i++) {
    const x = args[i]!;
    if (x === '--contra') {
      if (side === 'b') return 'use --contra uma vez só.';
      side = 'b';
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

function wholeNumber(text: string | undefined, name: string, min: number, fallback: number): number | string {
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > 10_000_000) return `--${name} precisa ser um número inteiro a partir de ${min} (recebi "${text}").`;
  return Number(text);
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
  // readScenario checked the path (relative, inside the scenario's folder) and normalized it.
  return readScenario(text.value, { resolve: (p) => readText(join(folder, p), io) });
}

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
    const n = wholeNumber(p.values.n, 'n', 1, 2000);
    const seed = wholeNumber(p.values.semente, 'semente', 0, 1);
    const bando = wholeNumber(p.values.bando, 'bando', 1, 0);
    const nivel = wholeNumber(p.values.nivel, 'nivel', 1, 0);
    for (const x of [n, seed, bando, nivel]) {
      if (typeof x === 'string') {
        io.err(`erro: ${x}\n`);
        return EXIT.usage;
      }
    }
    const threads = wholeNumber(p.values.threads, 'threads', 1, 1);
    if (typeof threads === 'string' || threads > MAX_THREADS) {
      io.err(`erro: --threads precisa ser um número inteiro de 1 a ${MAX_THREADS} (recebi "${p.values.threads}").\n`);
      return EXIT.usage;
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
          return EXIT.invalid;
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
    const progress = createProgress(io);
    let run;
    try {
      run = await runScenarioInThreads(scenario, { threads, onProgress: (done, total) => progress.update(done, total) });
    } finally {
      progress.finish();
    }
    if (p.flags.has('json')) {
      io.out(`${JSON.stringify(run.result, null, 2)}\n`);
      return EXIT.ok;
    }
    const title = scenario.name !== undefined ? `${scenario.name}\n` : '';
    if (run.fight === 'bando') {
      const r: BandSimResult = run.result;
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
    const names = (s: readonly { name: string }[]) => s.map((f) => f.name).join(', ');
    io.out(
      title +
        `A: ${names(a)} · B: ${names(b)} · ${r.n} lutas, semente ${r.seed}\n` +
        `Vitórias de A: ${pct(r.winRate)}\n` +
        `Vitórias de B: ${pct(r.lossRate)}\n` +
        `Empates: ${pct(r.drawRate)} (Guerra dos Mil Dias: ${r.milDias})\n` +
        `Rodadas: média ${formatNumberPtBR(r.rounds.mean, 1)} · mediana ${formatNumberPtBR(r.rounds.median, 1)} · p90 ${r.rounds.p90}\n` +
        `Caídos no fim: A ${formatNumberPtBR(r.fallen.mean, 1)} · B ${formatNumberPtBR(r.fallen.meanOther, 1)}\n` +
        `Dano de técnicas: ${formatPercentPtBR(r.techniqueShare)}\n`,
    );
    return EXIT.ok;
  },
};
