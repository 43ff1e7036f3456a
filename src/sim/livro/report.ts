/**
 * The report of the book's figures (`docs/simulador-livro.md`, `npm run sim:livro`): one line per
 * row — scenario, the book's figure, ours with its 95% interval, the difference, the verdict and
 * its reason — and the JSON rows of `--json`. Pure functions of the rows and their measures: the
 * same measures give the same text, which is how a test knows the checked-in report is current.
 *
 * @module
 */
import type { LivroRow } from './model.js';
import { livroBookSample, livroVerdict, livroWithinBothSamples, type LivroMeasure, type LivroVerdict } from './run.js';
import { LIVRO_OUT_OF_SCOPE } from './rows.js';

/**
 * One row of the report as `--json` prints it.
 *
 * @example
 * ```ts
 * const r: LivroReportRow = { id: 'justa-1', scenario: 'Justa…', book: [48, 52], ours: 50.1, low: 47.9, high: 52.3, verdict: 'agrees', reason: '' };
 * ```
 */
export interface LivroReportRow {
  /** The row's id. */
  readonly id: string;
  /** The scenario (pt-BR). */
  readonly scenario: string;
  /** The book's figure: a value or `[low, high]`. */
  readonly book: number | readonly [number, number];
  /** Ours (`null`: not modelled). */
  readonly ours: number | null;
  /** Lower bound of our 95% interval. */
  readonly low: number | null;
  /** Upper bound of our 95% interval. */
  readonly high: number | null;
  /** The verdict. */
  readonly verdict: LivroVerdict;
  /** Why it does not agree (empty when it does). */
  readonly reason: string;
  /** A band row only: ours under the seed's own band rules (`ours` is the book's band model). */
  readonly seedRules?: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * A row and its measure as a JSON row.
 *
 * @param row - The row.
 * @param m - Its measure (`null`: not modelled).
 * @returns The JSON row.
 * @example
 * ```ts
 * livroReportRow(LIVRO_ROWS[0]!, null).verdict //=> 'differs'
 * ```
 */
export function livroReportRow(row: LivroRow, m: LivroMeasure | null): LivroReportRow {
  const v = livroVerdict(row, m);
  return {
    id: row.id,
    scenario: row.scenario,
    book: row.book.low === row.book.high ? row.book.low : [row.book.low, row.book.high],
    ours: m ? round2(m.value) : null,
    low: m ? round2(m.low) : null,
    high: m ? round2(m.high) : null,
    verdict: v.verdict,
    reason: v.reason,
    ...(m?.seedRules && { seedRules: round2(m.seedRules.value) }),
  };
}

/**
 * Why a band row has two numbers (SIMULATOR.md second edition).
 *
 * @example
 * ```ts
 * LIVRO_BAND_MODELS.startsWith('modelo do livro') //=> true
 * ```
 */
export const LIVRO_BAND_MODELS =
  'modelo do livro: moeda para quem age primeiro, técnica própria de custo 2, sem Bloquear (o número comparado); regras do seed: o personagem age na Iniciativa e Bloqueia o ataque do bando';

function num(x: number): string {
  const r = Math.round(x * 10) / 10;
  return (Object.is(r, -0) ? 0 : r).toFixed(1).replace('.', ',').replace(/,0$/, '');
}

function withUnit(row: LivroRow, x: string): string {
  return row.unit === 'pct' ? `${x}%` : x;
}

const VERDICT_TEXT: Readonly<Record<LivroVerdict, string>> = { agrees: 'concorda', 'older-rules': 'regras antigas', differs: 'difere' };

/**
 * One line of the report's table (the row's id first, so a line can be found by id).
 *
 * @param row - The row.
 * @param m - Its measure (`null`: not modelled).
 * @returns The Markdown table line.
 * @example
 * ```ts
 * livroReportLine(LIVRO_ROWS[0]!, null).startsWith('| `') //=> true
 * ```
 */
export function livroReportLine(row: LivroRow, m: LivroMeasure | null): string {
  const v = livroVerdict(row, m);
  const book = row.book.low === row.book.high ? withUnit(row, num(row.book.low)) : withUnit(row, `${num(row.book.low)}–${num(row.book.high)}`);
  let ours = '—';
  let diff = '—';
  if (m) {
    ours = `${withUnit(row, num(m.value))} (${num(m.low)}–${num(m.high)})`;
    if (m.seedRules) ours += `; regras do seed: ${withUnit(row, num(m.seedRules.value))} (${num(m.seedRules.low)}–${num(m.seedRules.high)})`;
    const d = m.value < row.book.low ? m.value - row.book.low : m.value > row.book.high ? m.value - row.book.high : 0;
    const r = Math.round(d * 10) / 10;
    diff = r === 0 ? '0' : `${r > 0 ? '+' : '−'}${num(Math.abs(r))}`;
  }
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  let reason = v.verdict === 'differs' && livroWithinBothSamples(row, m) ? `dentro do acaso das duas amostras (o livro: ${livroBookSample(row)} lutas); ${v.reason}` : v.reason;
  if (m?.seedRules) reason = reason ? `${LIVRO_BAND_MODELS}. ${reason}` : LIVRO_BAND_MODELS;
  return `| \`${row.id}\` | ${cell(row.scenario)} | ${book} | ${ours} | ${diff} | ${VERDICT_TEXT[v.verdict]} | ${cell(reason)} | ${cell(row.source)} |`;
}

/**
 * The counts of a report: rows, agrees, older rules, differs, and how many of the differing rows
 * the engine cannot play yet.
 *
 * @example
 * ```ts
 * const c: LivroCounts = { rows: 10, agrees: 8, olderRules: 1, differs: 1, notModelled: 1, withinSamples: 0 };
 * ```
 */
export interface LivroCounts {
  /** Rows. */
  readonly rows: number;
  /** Rows that agree. */
  readonly agrees: number;
  /** Rows measured before a named rule change. */
  readonly olderRules: number;
  /** Rows that differ (not modelled included). */
  readonly differs: number;
  /** Rows the engine cannot play yet, or plays without part of the scenario (`needs`). */
  readonly notModelled: number;
  /**
   * Differing rows whose difference is within the chance of both samples, the book's cell counted
   * ({@link livroWithinBothSamples}): context, not a verdict.
   */
  readonly withinSamples: number;
}

/**
 * Counts the verdicts of measured rows.
 *
 * @param rows - The rows.
 * @param measures - Their measures, in the same order.
 * @returns The counts.
 * @example
 * ```ts
 * livroCounts([], []).rows //=> 0
 * ```
 */
export function livroCounts(rows: readonly LivroRow[], measures: readonly (LivroMeasure | null)[]): LivroCounts {
  let agrees = 0;
  let olderRules = 0;
  let differs = 0;
  let notModelled = 0;
  let withinSamples = 0;
  for (let i = 0; i < rows.length; i++) {
    const m = measures[i] ?? null;
    const v = livroVerdict(rows[i]!, m).verdict;
    if (v === 'agrees') agrees++;
    else if (v === 'older-rules') olderRules++;
    else {
      differs++;
      if (livroWithinBothSamples(rows[i]!, m)) withinSamples++;
    }
    if (!m || rows[i]!.needs) notModelled++;
  }
  return { rows: rows.length, agrees, olderRules, differs, notModelled, withinSamples };
}

/**
 * The Markdown report (`docs/simulador-livro.md`).
 *
 * @param rows - The rows.
 * @param measures - Their measures, in the same order.
 * @param n - Fights per row.
 * @param noise - The counts of the same rows under another salt (`--sal`), and that salt.
 * @returns The Markdown.
 * @example
 * ```ts
 * livroReportMarkdown([], [], 2000).startsWith('# ') //=> true
 * ```
 */
export function livroReportMarkdown(rows: readonly LivroRow[], measures: readonly (LivroMeasure | null)[], n: number, noise?: { salt: string; counts: LivroCounts }): string {
  const c = livroCounts(rows, measures);
  const out: string[] = reportHead(c, n);
  if (noise) {
    const k = noise.counts;
    const d = Math.abs(k.agrees - c.agrees);
    out.push(
      `**Ruído**: com outros dados em cada linha (\`npm run sim:livro -- --sal ${noise.salt}\`, n = ${n}), ${k.agrees} concordam, ${k.olderRules} de regras antigas, ${k.differs} diferem:`,
      `as duas sementes diferem em ${d} ${d === 1 ? 'linha concordante' : 'linhas concordantes'} (${c.agrees} contra ${k.agrees}).`,
      '',
    );
  }
  out.push(...sectionSummary(rows, measures));
  let section = '';
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.section !== section) {
      section = row.section;
      out.push(`## ${section}`, '', '| id | Cenário | Livro | Nosso (IC 95%) | Diferença | Veredito | Motivo | Fonte |', '| --- | --- | --- | --- | --- | --- | --- | --- |');
    }
    out.push(livroReportLine(row, measures[i] ?? null));
    if (rows[i + 1]?.section !== section) out.push('');
  }
  out.push('## Fora do escopo', '', 'Figuras de measured.md que as regras atuais não determinam (versões anteriores, regras descartadas):', '');
  for (const s of LIVRO_OUT_OF_SCOPE) out.push(`- ${s}`);
  out.push('');
  return out.join('\n');
}

/** The report's title, how to read it, and its counts. */
function reportHead(c: LivroCounts, n: number): string[] {
  const played = c.rows - c.notModelled;
  const share = played ? Math.round((c.agrees / played) * 1000) / 10 : 0;
  // Issue #15's measure: the rows the current rules determine are every row but those measured
  // before a rule change (older rules); a row the engine does not model yet still counts against it.
  const determined = c.rows - c.olderRules;
  const determinedShare = determined ? Math.round((c.agrees / determined) * 1000) / 10 : 0;
  return [
    '# O simulador contra os números do livro',
    '',
    '<!-- Gerado por `npm run sim:livro`; não edite à mão. O teste test/sim/livro.test.ts falha quando este arquivo fica desatualizado. -->',
    '',
    'Cada linha é uma figura medida de `tables/measured.md` (um nível, um tamanho de grupo), jogada pelo',
    `simulador (\`sangue-e-estrelas/sim\`) com ${n} lutas, a semente fixada pelo id da linha. "Nosso" traz o`,
    'intervalo de 95% (Wilson para porcentagens; normal para médias). Veredito: **concorda** quando o',
    'número fica a até 3 pontos da figura do livro (1 rodada; 0,5 caído; ou a tolerância da linha) ou o',
    'intervalo a encontra; **regras antigas** quando não, e measured.md data a figura de antes de uma',
    'mudança de regra (o motivo diz qual); **difere** no resto — com a causa encontrada, ou "não',
    'modelado" quando o motor ainda não joga a regra. Nenhuma regra foi ajustada para acertar um número.',
    '',
    `**${c.rows} linhas: ${c.agrees} concordam, ${c.olderRules} de regras antigas, ${c.differs} diferem** (${c.notModelled} delas não modeladas).`,
    `Das ${determined} linhas que as regras atuais determinam (todas menos as de regras antigas), ${num(determinedShare)}% concordam` +
      (c.notModelled > 0 ? `; das ${played} que o motor joga por inteiro, ${num(share)}%.` : '.'),
    `Das ${c.differs} que diferem, ${c.withinSamples} ficam dentro do acaso das duas amostras: a célula do livro foi medida com`,
    '400 a 2000 lutas (measured.md, convenções), e contando também o erro dela a diferença não se distingue',
    'do acaso (o motivo da linha começa por "dentro do acaso das duas amostras"). É contexto, não veredito: o',
    'veredito acima só conta o nosso intervalo.',
    '',
  ];
}

/** The summary by section: where the engine agrees, and where it does not (yet). */
function sectionSummary(rows: readonly LivroRow[], measures: readonly (LivroMeasure | null)[]): string[] {
  const sections: string[] = [];
  const bySection = new Map<string, { rows: LivroRow[]; measures: (LivroMeasure | null)[] }>();
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    let e = bySection.get(r.section);
    if (!e) {
      e = { rows: [], measures: [] };
      bySection.set(r.section, e);
      sections.push(r.section);
    }
    e.rows.push(r);
    e.measures.push(measures[i] ?? null);
  }
  const out = ['| Seção | Linhas | Concordam | Regras antigas | Diferem | Não modeladas |', '| --- | --- | --- | --- | --- | --- |'];
  for (const name of sections) {
    const e = bySection.get(name)!;
    const k = livroCounts(e.rows, e.measures);
    out.push(`| ${name} | ${k.rows} | ${k.agrees} | ${k.olderRules} | ${k.differs} | ${k.notModelled} |`);
  }
  out.push('');
  return out;
}
