/**
 * `sangue-e-estrelas simular --tabela-dificuldade [--regras casa.json] [--n 1000] [--semente 1]
 * [--niveis 1,5,9] [--json]`: the Capítulo Dez difficulty table measured again by the simulator,
 * for the book's rules or a campaign's house rules ({@link difficultyTable}); and
 * `simular --tabela-inimigos [--regras casa.json] [--n 1000] [--semente 1] [--inimigos a,b] [--json]`:
 * the ready enemies' "who wins" lines measured again ({@link readyEnemyTable}).
 *
 * @internal
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXIT, type CliIo } from '../command.js';
import { createProgress } from '../progress.js';
import { parseJsonSafely } from '../../export/json/index.js';
import { formatPercentPtBR } from '../../dice/index.js';
import { bookRuleset, maxLevel, type Ruleset } from '../../rules/index.js';
import { validateEnemy, type WarriorEnemy } from '../../enemy/index.js';
import { difficultyTable, readyEnemyTable } from '../../sim/index.js';
import { CLI_LIMITS, wholeNumberOption } from '../limits.js';
import { checkDocumentRules, examplesDir, exitCodeFor, formatIssues, readText } from './shared.js';

/** The usage lines of the option (shown by `simular --help`). @internal */
export const tabelaUsage =
  '     sangue-e-estrelas simular --tabela-dificuldade [--regras casa.json] [--n 1000] [--niveis 1,5,9,13,17,20] [--json]\n' +
  '  --tabela-dificuldade  a tabela de dificuldade do Capítulo Dez medida de novo (com --regras, a da campanha)\n' +
  '     sangue-e-estrelas simular --tabela-inimigos [--regras casa.json] [--n 1000] [--inimigos marciano,anjo-caido] [--json]\n' +
  '  --tabela-inimigos     quem vence cada inimigo pronto do Capítulo Dez, com os grupos que o livro dá, medido de novo\n';

/** What both tables read from the command line: the options' values, --json, and the ruleset. */
interface TableArgs {
  readonly values: Readonly<Record<string, string>>;
  readonly json: boolean;
  readonly ruleset: Ruleset;
}

/** Reads the options of a table (`flag` is the table's own option; `names` the valued ones it takes). */
async function readTableArgs(args: readonly string[], io: CliIo, flag: string, names: readonly string[]): Promise<TableArgs | number> {
  const values: Record<string, string> = {};
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === flag) continue;
    if (a === '--json') {
      json = true;
      continue;
    }
    const [name, inline] = a.startsWith('--') ? (a.slice(2).split('=', 2) as [string, string | undefined]) : ['', undefined];
    if (!names.includes(name)) {
      io.err(`erro: com ${flag}, "${a}" não vale (use ${names.map((n) => `--${n}`).join(', ')}, --json).\n`);
      return EXIT.usage;
    }
    const v = inline ?? args[++i];
    if (v === undefined || v.startsWith('--')) {
      io.err(`erro: a opção --${name} precisa de um valor.\n`);
      return EXIT.usage;
    }
    values[name] = v;
  }
  let ruleset: Ruleset = bookRuleset;
  if (values.regras !== undefined) {
    const text = await readText(values.regras, io);
    const parsed = text.ok ? parseJsonSafely(text.value) : text;
    const built = parsed.ok ? checkDocumentRules(parsed.value, 'regras').result : parsed;
    if (!built.ok) {
      io.err(`${values.regras}:\n${formatIssues(built.issues)}`);
      return exitCodeFor(built.issues);
    }
    ruleset = built.value as Ruleset;
  }
  return { values, json, ruleset };
}

/** A whole number option in [min, max] (the CLI's one reader), `fallback` when absent; null (and the message) when wrong. */
function wholeOption(io: CliIo, text: string | undefined, name: string, min: number, max: number, fallback: number): number | null {
  const v = wholeNumberOption(text, name, { min, max }, fallback);
  if (typeof v === 'string') {
    io.err(`erro: ${v}\n`);
    return null;
  }
  return v;
}

/**
 * Runs `simular --tabela-dificuldade`. @internal
 *
 * @param args - The arguments after `simular`.
 * @param io - The CLI's io.
 * @returns The exit code.
 */
export async function runTabelaDificuldade(args: readonly string[], io: CliIo): Promise<number> {
  const read = await readTableArgs(args, io, '--tabela-dificuldade', ['regras', 'n', 'semente', 'niveis']);
  if (typeof read === 'number') return read;
  const { values, json, ruleset } = read;
  const whole = (text: string | undefined, name: string, min: number, max: number, fallback: number): number | null =>
    wholeOption(io, text, name, min, max, fallback);
  const n = whole(values.n, 'n', 1, 100_000, 1000);
  const seed = whole(values.semente, 'semente', CLI_LIMITS.semente.min, CLI_LIMITS.semente.max, 1);
  if (n === null || seed === null) return EXIT.usage;
  const top = maxLevel(ruleset);
  let levels: number[] | undefined;
  if (values.niveis !== undefined) {
    levels = [];
    for (const part of values.niveis.split(',')) {
      const l = whole(part.trim(), 'niveis', 1, top, 1);
      if (l === null) return EXIT.usage;
      levels.push(l);
    }
    if (levels.length > 100) {
      io.err('erro: --niveis aceita no máximo 100 níveis.\n');
      return EXIT.usage;
    }
  }
  const table = difficultyTable({ ruleset, n, seed, ...(levels && { levels }) });
  if (json) {
    io.out(`${JSON.stringify({ n, seed, rows: table }, null, 2)}\n`);
    return EXIT.ok;
  }
  const pct = (x: number) => formatPercentPtBR(x / 100);
  const lines = [`Tabela de dificuldade (Capítulo Dez), medida de novo${values.regras !== undefined ? ` com as regras de ${values.regras}` : ''} · ${n} lutas por célula, semente ${seed}`, ''];
  lines.push('| Dificuldade | Inimigo | Regras: o personagem vence | Medido | Por nível |', '| --- | --- | --- | --- | --- |');
  for (const r of table) {
    const measured = r.measured ? `${pct(r.measured.min)} a ${pct(r.measured.max)}` : '—';
    const cells = r.cells.map((c) => `${c.level}${c.enemyLevel !== c.level ? `→${c.enemyLevel}` : ''}: ${pct(c.wins.value * 100)}`).join(' · ');
    lines.push(`| ${r.label} | ${r.enemy} | ${pct(r.book.min)} a ${pct(r.book.max)} | ${measured} | ${cells || 'nenhum nível serve'} |`);
  }
  io.out(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

/** The ready enemies the package carries (`examples/inimigos/*.json`, the warriors), validated under `ruleset`. */
function packagedEnemies(ruleset: Ruleset, io: CliIo): Record<string, WarriorEnemy> | null {
  const dir = examplesDir();
  if (dir === undefined) {
    io.err('erro: não achei a pasta examples/inimigos do pacote.\n');
    return null;
  }
  const out: Record<string, WarriorEnemy> = {};
  const folder = join(dir, 'inimigos');
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    io.err(`erro: não consegui ler ${folder}.\n`);
    return null;
  }
  for (const f of files) {
    if (!f.endsWith('.json')) continue;
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(folder, f), 'utf8'));
    } catch {
      continue;
    }
    const r = validateEnemy(value, ruleset);
    // With house rules a ready enemy may no longer be valid: it is left out, and said so.
    if (!r.ok) {
      io.err(`aviso: ${f} não vale com estas regras e ficou de fora (${r.issues[0]!.message}).\n`);
      continue;
    }
    if (r.value.kind === 'guerreiro') out[f.slice(0, -'.json'.length)] = r.value as WarriorEnemy;
  }
  return out;
}

/**
 * Runs `simular --tabela-inimigos`. @internal
 *
 * @param args - The arguments after `simular`.
 * @param io - The CLI's io.
 * @returns The exit code.
 */
export async function runTabelaInimigos(args: readonly string[], io: CliIo): Promise<number> {
  const read = await readTableArgs(args, io, '--tabela-inimigos', ['regras', 'n', 'semente', 'inimigos']);
  if (typeof read === 'number') return read;
  const { values, json, ruleset } = read;
  const n = wholeOption(io, values.n, 'n', 1, 100_000, 1000);
  const seed = wholeOption(io, values.semente, 'semente', CLI_LIMITS.semente.min, CLI_LIMITS.semente.max, 1);
  if (n === null || seed === null) return EXIT.usage;
  const enemies = packagedEnemies(ruleset, io);
  if (enemies === null) return EXIT.internal;
  let only: string[] | undefined;
  if (values.inimigos !== undefined) {
    only = values.inimigos.split(',').map((x) => x.trim());
    const unknown = only.filter((x) => !Object.prototype.hasOwnProperty.call(enemies, x));
    if (unknown.length > 0) {
      io.err(`erro: --inimigos: não conheço ${unknown.map((x) => `"${x}"`).join(', ')} (os inimigos prontos: ${Object.keys(enemies).join(', ')}).\n`);
      return EXIT.usage;
    }
  }
  const progress = createProgress(io);
  let lines;
  try {
    lines = readyEnemyTable(enemies, { ruleset, n, seed, ...(only && { enemies: only }), onProgress: (done, total) => progress.update(done * n, total * n) });
  } finally {
    progress.finish();
  }
  if (json) {
    io.out(`${JSON.stringify({ n, seed, lines }, null, 2)}\n`);
    return EXIT.ok;
  }
  const pct = (x: number) => formatPercentPtBR(x);
  const dec = (x: number) => x.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  const out = [`Quem vence os inimigos prontos (Capítulo Dez), medido de novo${values.regras !== undefined ? ` com as regras de ${values.regras}` : ''} · ${n} lutas por linha, semente ${seed}`, ''];
  out.push('| Inimigo | Grupo | Os Bronzes vencem (IC 95%) | Caem | O livro |', '| --- | --- | --- | --- | --- |');
  for (const l of lines) {
    const p = l.party;
    const who = `${p.characters === 1 ? 'um Bronze' : `${p.characters} Bronzes`} nível ${p.level}`;
    const them = `${p.foes > 1 ? `${p.foes} × ` : ''}${l.name}`;
    const book = typeof p.book === 'number' ? `${p.book}%` : `${p.book[0]}% a ${p.book[1]}%`;
    const fallen = p.characters > 1 ? dec(l.fallen) : '—';
    out.push(`| ${them} | ${who} | ${pct(l.wins.value)} (${pct(l.wins.low)} a ${pct(l.wins.high)}) | ${fallen} | ${book}${p.bookFallen !== undefined ? `, caem ${dec(p.bookFallen)}` : ''} |`);
  }
  io.out(`${out.join('\n')}\n`);
  return EXIT.ok;
}
