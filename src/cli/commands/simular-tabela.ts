/**
 * `sangue-e-estrelas simular --tabela-dificuldade [--regras casa.json] [--n 1000] [--semente 1]
 * [--niveis 1,5,9] [--json]`: the Capítulo Dez difficulty table measured again by the simulator,
 * for the book's rules or a campaign's house rules ({@link difficultyTable}).
 *
 * @internal
 */
import { EXIT, type CliIo } from '../command.js';
import { parseJsonSafely } from '../../export/json/index.js';
import { formatPercentPtBR } from '../../dice/index.js';
import { bookRuleset, maxLevel, type Ruleset } from '../../rules/index.js';
import { difficultyTable } from '../../sim/index.js';
import { checkDocumentRules, exitCodeFor, formatIssues, readText } from './shared.js';

/** The usage lines of the option (shown by `simular --help`). @internal */
export const tabelaUsage =
  '     sangue-e-estrelas simular --tabela-dificuldade [--regras casa.json] [--n 1000] [--niveis 1,5,9,13,17,20] [--json]\n' +
  '  --tabela-dificuldade  a tabela de dificuldade do Capítulo Dez medida de novo (com --regras, a da campanha)\n';

const VALUE = new Set(['regras', 'n', 'semente', 'niveis']);

/**
 * Runs `simular --tabela-dificuldade`. @internal
 *
 * @param args - The arguments after `simular`.
 * @param io - The CLI's io.
 * @returns The exit code.
 */
export async function runTabelaDificuldade(args: readonly string[], io: CliIo): Promise<number> {
  const values: Record<string, string> = {};
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--tabela-dificuldade') continue;
    if (a === '--json') {
      json = true;
      continue;
    }
    const [name, inline] = a.startsWith('--') ? (a.slice(2).split('=', 2) as [string, string | undefined]) : ['', undefined];
    if (!VALUE.has(name)) {
      io.err(`erro: com --tabela-dificuldade, "${a}" não vale (use --regras, --n, --semente, --niveis, --json).\n`);
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
  const whole = (text: string | undefined, name: string, min: number, max: number, fallback: number): number | null => {
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      io.err(`erro: --${name} precisa ser um número inteiro de ${min} a ${max} (recebi "${text}").\n`);
      return null;
    }
    return Number(text);
  };
  const n = whole(values.n, 'n', 1, 100_000, 1000);
  const seed = whole(values.semente, 'semente', 0, 2 ** 31, 1);
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
