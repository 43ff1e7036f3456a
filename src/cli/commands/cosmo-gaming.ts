/**
 * `sangue-e-estrelas cosmo-gaming …` — what a Cosmo Gaming table uses: a contest between two
 * characters or a roll against the Mestre (exact chances and a seeded roll), what a realism
 * changes, and checking a sheet file.
 *
 * @internal
 */
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { createRandom } from '../../dice/index.js';
import type { Issue } from '../../issues/index.js';
import {
  chanceAgainstMestre,
  characteristicTotal,
  conditionName,
  contestChances,
  cosmoRules,
  importSheetJson,
  maxCharacterDice,
  realismEffects,
  realisms,
  resolveAgainstMestre,
  resolveContest,
  rollFormula,
  rollMestre,
  type ForcedBy,
  type Realism,
} from '../../cosmo-gaming/index.js';
import { exitCodeFor, formatIssues, readJsonFile } from './shared.js';

const usage =
  'uso: sangue-e-estrelas cosmo-gaming <subcomando> …\n' +
  '  disputa <A> <B> [--condicoes-a N] [--condicoes-b N] [--semente N] [--json]\n' +
  '      dois personagens se desafiam; <A> e <B> são dados±PEC: "2+3" = 2d6 com PEC +3, "1-1", "3"\n' +
  '  mestre <realismo> <jogador> [--pec-mestre N] [--forcado-por jogador|mestre] [--condicoes N] [--semente N] [--json]\n' +
  '      rolagem contra o Mestre do Cosmo (fantasioso 1d6+3 · ficcional 2d6 · realista 3d6−3)\n' +
  '  realismo <realismo>\n' +
  '      o que o grau de realismo muda (rolagem do Mestre, descansos, cura no fim do dia)\n' +
  '  ficha <arquivo.json>\n' +
  '      confere uma ficha exportada (e o módulo do Mestre, se vier junto)\n';

function pct(p: number): string {
  return `${(p * 100).toFixed(1).replace('.', ',')} %`;
}

function int(text: string | undefined): number | undefined {
  return text !== undefined && /^[-+]?\d+$/.test(text) ? Number(text) : undefined;
}

interface SideSpec {
  readonly dice: number;
  readonly pec: number;
}

/** Reads "2", "2+3", "1-1" as dice and PEC. */
function parseSide(text: string): SideSpec | string {
  const m = /^(\d+)(?:([+-])(\d+))?$/.exec(text.trim());
  const max = maxCharacterDice();
  if (!m) return `"${text}" não é uma rolagem: use dados±PEC, por exemplo 2+3 (2d6 com PEC +3) ou 1-1.`;
  const dice = Number(m[1]);
  if (dice < 1 || dice > max) return `Uma rolagem de personagem tem de 1 a ${max} dados (recebi ${dice}).`;
  const pec = m[2] === undefined ? 0 : Number(m[3]) * (m[2] === '-' ? -1 : 1);
  return { dice, pec };
}

interface Parsed {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

const valued = new Set(['--semente', '--condicoes-a', '--condicoes-b', '--pec-mestre', '--forcado-por', '--condicoes']);
const bare = new Set(['--json']);

function parseArgs(args: readonly string[]): Parsed | string {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (valued.has(a)) {
      const v = args[++i];
      if (v === undefined) return `${a} precisa de um valor.`;
      flags.set(a, v);
    } else if (bare.has(a)) flags.set(a, true);
    else if (a.startsWith('--')) return `opção desconhecida "${a}".`;
    else positional.push(a);
  }
  return { positional, flags };
}

function intFlag(p: Parsed, name: string, fallback: number, min?: number): number | string {
  const v = p.flags.get(name);
  if (v === undefined) return fallback;
  const n = typeof v === 'string' ? int(v) : undefined;
  if (n === undefined || (min !== undefined && n < min)) return `${name} precisa de um número inteiro${min !== undefined ? ` a partir de ${min}` : ''}.`;
  return n;
}

function explain(issues: readonly Issue[]): string {
  return issues.map((i) => `${i.severity === 'error' ? 'erro' : 'aviso'}: ${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}\n`).join('');
}

function parseRealism(text: string | undefined): Realism | undefined {
  return (realisms as readonly string[]).includes(text ?? '') ? (text as Realism) : undefined;
}

function fail(io: CliIo, message: string): number {
  io.err(`erro: ${message}\n${usage}`);
  return EXIT.usage;
}

function contest(p: Parsed, io: CliIo): number {
  if (p.positional.length !== 2) return fail(io, 'a disputa precisa de duas rolagens, <A> e <B>.');
  const a = parseSide(p.positional[0]!);
  const b = parseSide(p.positional[1]!);
  if (typeof a === 'string') return fail(io, a);
  if (typeof b === 'string') return fail(io, b);
  const ca = intFlag(p, '--condicoes-a', 0, 0);
  const cb = intFlag(p, '--condicoes-b', 0, 0);
  const seed = intFlag(p, '--semente', Number.NaN);
  for (const x of [ca, cb, seed]) if (typeof x === 'string') return fail(io, x);
  const rng = createRandom(Number.isNaN(seed as number) ? undefined : (seed as number));
  const chances = contestChances(
    { formula: { dice: a.dice, modifier: 0 }, pec: a.pec, conditions: ca as number },
    { formula: { dice: b.dice, modifier: 0 }, pec: b.pec, conditions: cb as number },
  );
  const ra = rollFormula({ dice: a.dice, modifier: 0 }, a.pec, rng);
  const rb = rollFormula({ dice: b.dice, modifier: 0 }, b.pec, rng);
  const result = resolveContest({ name: 'A', roll: ra, conditions: ca as number }, { name: 'B', roll: rb, conditions: cb as number });
  if (p.flags.has('--json')) {
    io.out(`${JSON.stringify({ chances, rolagem: result }, null, 2)}\n`);
    return EXIT.ok;
  }
  const tieText = chances.onEqualTotal === 'empate' ? 'empate em tudo (rolam de novo)' : `vence ${chances.onEqualTotal.toUpperCase()}`;
  const lines = [
    `Disputa: A ${a.dice}d6 PEC ${a.pec} contra B ${b.dice}d6 PEC ${b.pec}`,
    `Em caso de totais iguais: ${tieText}`,
    `  A vence   ${pct(chances.a).padStart(8)}`,
    `  B vence   ${pct(chances.b).padStart(8)}`,
    ...(chances.tie > 0 ? [`  empate    ${pct(chances.tie).padStart(8)}`] : []),
    '',
    `Rolagem${Number.isNaN(seed as number) ? '' : ` (semente ${seed})`}: ${result.text}`,
  ];
  for (const [name, r] of [['A', ra], ['B', rb]] as const) {
    if (r.extreme) lines.push(`${name}: resultado extremo ${r.extreme} — efeito especial e +${r.luckGained} ponto de sorte`);
  }
  io.out(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

function mestre(p: Parsed, io: CliIo): number {
  if (p.positional.length !== 2) return fail(io, 'diga o realismo e a rolagem do jogador, por exemplo: mestre ficcional 2+1.');
  const realism = parseRealism(p.positional[0]);
  if (!realism) return fail(io, `"${p.positional[0]}" não é um grau de realismo: use ${realisms.join(', ')}.`);
  const side = parseSide(p.positional[1]!);
  if (typeof side === 'string') return fail(io, side);
  const mestrePec = intFlag(p, '--pec-mestre', 0);
  const conditions = intFlag(p, '--condicoes', 0, 0);
  const seed = intFlag(p, '--semente', Number.NaN);
  for (const x of [mestrePec, conditions, seed]) if (typeof x === 'string') return fail(io, x);
  const forced = p.flags.get('--forcado-por') ?? 'jogador';
  if (forced !== 'jogador' && forced !== 'mestre') return fail(io, '--forcado-por é "jogador" ou "mestre".');
  const forcedBy: ForcedBy = forced;
  const rng = createRandom(Number.isNaN(seed as number) ? undefined : (seed as number));
  const chance = chanceAgainstMestre({ dice: side.dice, pec: side.pec, conditions: conditions as number }, realism, mestrePec as number, forcedBy);
  const player = rollFormula({ dice: side.dice, modifier: 0 }, side.pec, rng);
  const m = rollMestre(realism, mestrePec as number, rng);
  const result = resolveAgainstMestre({ name: 'Jogador', roll: player, conditions: conditions as number }, m, forcedBy);
  if (p.flags.has('--json')) {
    io.out(`${JSON.stringify({ chance, rolagem: result }, null, 2)}\n`);
    return EXIT.ok;
  }
  const effects = realismEffects(realism);
  const win = forcedBy === 'jogador' ? 'sucesso' : 'ausência de fracasso';
  const lose = forcedBy === 'jogador' ? 'ausência de sucesso' : 'fracasso';
  const lines = [
    `Contra o Mestre (${effects.label}: ${effects.mestreRollText} PEC ${mestrePec}), jogador ${side.dice}d6 PEC ${side.pec}; forçada pelo ${forcedBy}`,
    `  ${win.padEnd(22)}${pct(chance).padStart(8)}`,
    `  ${lose.padEnd(22)}${pct(1 - chance).padStart(8)}`,
    '',
    `Rolagem${Number.isNaN(seed as number) ? '' : ` (semente ${seed})`}: ${result.text}`,
  ];
  if (player.extreme) lines.push(`Jogador: resultado extremo ${player.extreme} — efeito especial e +${player.luckGained} ponto de sorte`);
  io.out(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

function realism(p: Parsed, io: CliIo): number {
  const r = parseRealism(p.positional[0]);
  if (p.positional.length !== 1 || !r) return fail(io, `diga um grau de realismo: ${realisms.join(', ')}.`);
  const e = realismEffects(r);
  io.out(
    [
      `Realismo ${e.label}: ${e.description}`,
      `  rolagem do Mestre: ${e.mestreRollText} + PEC`,
      `  descansos por dia: ${e.restsPerDay}`,
      `  fim do dia: ${e.endOfDayText}`,
      '',
    ].join('\n'),
  );
  return EXIT.ok;
}

async function sheet(p: Parsed, io: CliIo): Promise<number> {
  if (p.positional.length !== 1) return fail(io, 'diga o arquivo da ficha.');
  const path = p.positional[0]!;
  const json = await readJsonFile(path, io);
  if (!json.ok) {
    io.err(`erro: não deu para usar "${path}":\n${formatIssues(json.issues)}`);
    return exitCodeFor(json.issues);
  }
  const r = importSheetJson(json.value);
  if (!r.ok) {
    io.err(explain(r.issues));
    return exitCodeFor(r.issues);
  }
  const { sheet: s, module, campaign } = r.value;
  const lines = [
    `Nome: ${s.name}`,
    `Características: ${s.characteristics.map((c) => (c.subCompetencias.length ? `${c.competencia} (${c.subCompetencias.map((x) => x.name).join(', ')})` : c.competencia)).join('; ') || '—'}`,
    `Identidade: ${s.identidade}`,
    `História: ${s.history}`,
    `ddn: ${s.ddn.map((d) => `${d.value} em ${d.aspect}`).join('; ') || '—'}`,
    `Pontos de sorte: ${s.pontosDeSorte}`,
    `Condições: ${s.conditions.map((c) => conditionName(c, cosmoRules)).join(', ') || '—'}`,
    `Competências + sub-competências: ${characteristicTotal(s)}${module ? ` de ${module.totalCharacteristics} combinadas` : ''}`,
  ];
  if (campaign) lines.push(`Campanha: ${campaign.tema} (${realismEffects(campaign.realism).label})`);
  io.out(`${lines.join('\n')}\n`);
  if (r.issues.length) io.err(explain(r.issues));
  return EXIT.ok;
}

/** The `cosmo-gaming` subcommand. @internal */
export const command: CliCommand = {
  name: 'cosmo-gaming',
  summary: 'Cosmo Gaming (d6): disputa, rolagem contra o Mestre, realismo, conferir ficha',
  usage,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const [sub, ...rest] = args;
    if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'ajuda') {
      io.out(usage);
      return sub === undefined ? EXIT.usage : EXIT.ok;
    }
    const p = parseArgs(rest);
    if (typeof p === 'string') return fail(io, p);
    switch (sub) {
      case 'disputa':
        return contest(p, io);
      case 'mestre':
        return mestre(p, io);
      case 'realismo':
        return realism(p, io);
      case 'ficha':
        return sheet(p, io);
      default:
        return fail(io, `subcomando desconhecido "${sub}".`);
    }
  },
};
