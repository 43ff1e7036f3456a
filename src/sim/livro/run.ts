/**
 * Plays a row of the book's figures ({@link LIVRO_ROWS}) the same way every time: `n` fights seeded
 * by the row's id, the figure's statistic with its 95% interval, and the verdict against the book.
 *
 * @module
 */
import { createRandom } from '../../dice/index.js';
import { bookRuleset, createRuleset, type Ruleset } from '../../rules/index.js';
import { referenceWarrior, type WarriorEnemy } from '../../enemy/index.js';
import type { Fighter } from '../fighter.js';
import { fighterFromEnemy } from '../fighter-warrior.js';
import { referenceFighter } from '../fighter-reference.js';
import { fight } from '../fight.js';
import { specialFighter } from '../special-fighters.js';
import { bandFight } from '../band.js';
import { compiledAssento, exclamacaoDamage } from '../exclamacao.js';
import { fightSeed, wilson } from '../simulate.js';
import type { LivroFighter, LivroFightMetric, LivroRow, LivroRun } from './model.js';

/**
 * Options of {@link runLivroRow}.
 *
 * @example
 * ```ts
 * const o: LivroRunOptions = { n: 2000, enemies: {} };
 * ```
 */
export interface LivroRunOptions {
  /** Fights per row (default 2000). */
  readonly n?: number;
  /** The ready enemies by id (`examples/inimigos/<id>.json`), for rows that name one. */
  readonly enemies?: Readonly<Record<string, WarriorEnemy>>;
  /** The ruleset (defaults to the book's). */
  readonly ruleset?: Ruleset;
  /**
   * Other dice for every row: the seed is {@link livroSeed} of `` `${id}#${salt}` `` (default none, or
   * empty: the report's dice, `livroSeed(id)`). How much a count owes to the dice (`npm run sim:livro -- --sal 1`).
   */
  readonly salt?: string;
}

/**
 * A row's measure: the statistic in the row's unit and its 95% interval.
 *
 * @example
 * ```ts
 * const m: LivroMeasure = { n: 2000, value: 50.2, low: 48, high: 52.4 };
 * ```
 */
export interface LivroMeasure {
  /** Fights played. */
  readonly n: number;
  /** The statistic (percentage points, rounds or fallen). */
  readonly value: number;
  /** Lower bound of the 95% interval. */
  readonly low: number;
  /** Upper bound of the 95% interval. */
  readonly high: number;
  /** A band row: the statistic under the seed's band rules (`value` is the book model's). */
  readonly seedRules?: { readonly value: number; readonly low: number; readonly high: number };
}

/**
 * A row's verdict: `agrees` (within the book's figure ± the tolerance, or the book's figure inside
 * our interval), `older-rules` (it does not, and measured.md dates the figure before a named rule
 * change), `differs` (otherwise, or the engine cannot play it yet).
 *
 * @example
 * ```ts
 * const v: LivroVerdict = 'agrees';
 * ```
 */
export type LivroVerdict = 'agrees' | 'older-rules' | 'differs';

/**
 * The seed of a row: a 32-bit FNV-1a hash of its id, so a row keeps its dice when rows are added or
 * reordered.
 *
 * @param id - The row's id.
 * @returns The seed.
 * @example
 * ```ts
 * livroSeed('justa-1') === livroSeed('justa-1') //=> true
 * ```
 */
export function livroSeed(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function sideOf(entries: readonly LivroFighter[], options: LivroRunOptions, ruleset: Ruleset): Fighter[] {
  const out: Fighter[] = [];
  for (const e of entries) {
    let f: Fighter;
    if ('enemy' in e) {
      const stored = options.enemies?.[e.enemy];
      if (!stored) throw new RangeError(`runLivroRow: the ready enemy "${e.enemy}" was not given in options.enemies`);
      f = fighterFromEnemy(stored, {}, ruleset);
    } else if ('deus' in e || 'aliado' in e || 'aprendiz' in e) {
      f = specialFighter(e, ruleset);
    } else {
      const { count: _count, ...spec } = e;
      f = referenceFighter(spec, ruleset);
    }
    for (let i = 0; i < (e.count ?? 1); i++) out.push(f);
  }
  return out;
}

/** A row's house rules over the run's ruleset; throws for rules `createRuleset` refuses (the rows are ours). */
function rowRuleset(rules: Readonly<Record<string, unknown>>, base: Ruleset): Ruleset {
  const r = createRuleset(rules, base);
  if (!r.ok) throw new RangeError(`runLivroRow: house rules refused (${r.issues[0]!.message})`);
  return r.value;
}

const Z95 = 1.959963984540054;

/** Mean and its normal 95% interval from a sum and a sum of squares. */
function meanOf(sum: number, sq: number, n: number): LivroMeasure {
  const mean = n ? sum / n : 0;
  const variance = n > 1 ? Math.max(0, (sq - n * mean * mean) / (n - 1)) : 0;
  const half = n ? Z95 * Math.sqrt(variance / n) : 0;
  return { n, value: mean, low: Math.max(0, mean - half), high: mean + half };
}

function pct(k: number, n: number): LivroMeasure {
  const r = wilson(k, n);
  return { n, value: r.value * 100, low: r.low * 100, high: r.high * 100 };
}

/**
 * Plays a row: `n` fights (or band fights, or Exclamações) seeded by {@link livroSeed}, fight `i` with
 * `fightSeed(seed, i)`. `null` for a row the engine cannot play (`notModelled`).
 *
 * @param row - The row.
 * @param options - n, the ready enemies, the ruleset, a salt for other dice.
 * @returns The measure, or `null`.
 * @example
 * ```ts
 * const justa = LIVRO_ROWS.find((r) => r.id === 'justa-1')!;
 * runLivroRow(justa, { n: 200 })!.value //=> about 50
 * ```
 */
export function runLivroRow(row: LivroRow, options: LivroRunOptions = {}): LivroMeasure | null {
  const run = row.run;
  if (!run) return null;
  const n = options.n ?? 2000;
  if (!Number.isInteger(n) || n < 1) throw new RangeError('runLivroRow: n must be a whole number ≥ 1');
  const ruleset = options.ruleset ?? bookRuleset;
  const seed = livroSeed(options.salt ? `${row.id}#${options.salt}` : row.id);
  if (run.kind === 'bando') return runBandRow(run, { n, seed, options, ruleset });
  if (run.kind === 'exclamacao') return runExclamacaoRow(run, { n, seed, options, ruleset });
  return runFightRow(run, { n, seed, options, ruleset });
}

/** How a row is played: `n` fights from `seed`, with the run's options and ruleset. */
interface RowPlay {
  readonly n: number;
  readonly seed: number;
  readonly options: LivroRunOptions;
  readonly ruleset: Ruleset;
}

/**
 * A band row: the book's figures come from the designer's band model (SIMULATOR.md second edition);
 * the seed's own rules are measured beside them with the same dice.
 */
function runBandRow(run: Extract<LivroRun, { kind: 'bando' }>, { n, seed, options, ruleset }: RowPlay): LivroMeasure {
  const c = sideOf([run.a], options, ruleset)[0]!;
  const measure = (bookModel: boolean): LivroMeasure => {
    let sum = 0;
    let sq = 0;
    let fell = 0;
    for (let i = 0; i < n; i++) {
      const r = bandFight(c, createRandom(fightSeed(seed, i)), { size: run.size, ruleset, bookModel, ...(bookModel && { area: run.a.area === true }) });
      const x = run.metric === 'rodadas' ? r.rounds : r.hpLostShare * 100;
      sum += x;
      sq += x * x;
      if (r.fell) fell++;
    }
    return run.metric === 'caiu' ? pct(fell, n) : meanOf(sum, sq, n);
  };
  const seedRules = measure(false);
  return { ...measure(true), seedRules: { value: seedRules.value, low: seedRules.low, high: seedRules.high } };
}

/** An Exclamação de Atena row: the mean damage of the reference Ouros' strike. */
function runExclamacaoRow(run: Extract<LivroRun, { kind: 'exclamacao' }>, { n, seed, ruleset }: RowPlay): LivroMeasure {
  const assento = compiledAssento(referenceWarrior(run.level, 'elite', {}, ruleset), ruleset);
  if (!assento) throw new RangeError(`runLivroRow: the reference Ouro of level ${run.level} has no damage Golpe do Assento`);
  const assentos = new Array<typeof assento>(ruleset.armies.exclamacao.atena.goldKnights).fill(assento);
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const x = exclamacaoDamage(assentos, createRandom(fightSeed(seed, i)), ruleset);
    sum += x;
    sq += x * x;
  }
  return meanOf(sum, sq, n);
}

/** A fight row: side `a` against side `b`, `n` times, the row's statistic. */
function runFightRow(run: Extract<LivroRun, { kind: 'luta' }>, { n, seed, options, ruleset }: RowPlay): LivroMeasure {
  const rules = run.rules === undefined ? ruleset : rowRuleset(run.rules, ruleset);
  const a = sideOf(run.a, options, rules);
  const b = sideOf(run.b, options, rules);
  const fo = {
    ruleset: rules,
    soloAgainstMany: run.sozinho !== false,
    ...(run.primeiro !== undefined && { firstSide: run.primeiro }),
    ...(run.surpresa !== undefined && { surprise: run.surpresa }),
  };
  const t: FightTally = { k: 0, sum: 0, sq: 0, st: 0, sd: 0, stt: 0, sdd: 0, std: 0 };
  for (let i = 0; i < n; i++) tallyFight(t, run.metric, fight(a, b, createRandom(fightSeed(seed, i)), fo));
  return fightMeasure(t, run.metric, n);
}

/**
 * The sums of a fight row: `k` fights that count, `sum` and `sq` of a mean; the technique share is a
 * ratio of sums (`st` technique damage over `sd` damage), its interval by the delta method.
 */
interface FightTally {
  k: number;
  sum: number;
  sq: number;
  st: number;
  sd: number;
  stt: number;
  sdd: number;
  std: number;
}

/** Adds one fight to the tally of `metric`. */
function tallyFight(t: FightTally, metric: LivroFightMetric, r: ReturnType<typeof fight>): void {
  switch (metric) {
    case 'vitorias':
      if (r.winner === 0) t.k++;
      break;
    case 'derrotas':
      if (r.winner === 1) t.k++;
      break;
    case 'mil_dias':
      if (r.milDias) t.k++;
      break;
    case 'alguem_desperta':
      if (r.awakenings >= 1) t.k++;
      break;
    case 'dois_despertam':
      if (r.awakenings >= 2) t.k++;
      break;
    case 'rodadas':
      t.sum += r.rounds;
      t.sq += r.rounds * r.rounds;
      break;
    case 'caidos':
      t.sum += r.fallen[0];
      t.sq += r.fallen[0] * r.fallen[0];
      break;
    case 'tecnicas': {
      const td = r.techniqueDamage[0] + r.techniqueDamage[1];
      const d = r.damage[0] + r.damage[1];
      t.st += td;
      t.sd += d;
      t.stt += td * td;
      t.sdd += d * d;
      t.std += td * d;
      break;
    }
  }
}

/** The statistic of `metric` from its tally: a mean, the technique share, or a percentage. */
function fightMeasure(t: FightTally, metric: LivroFightMetric, n: number): LivroMeasure {
  if (metric === 'rodadas' || metric === 'caidos') return meanOf(t.sum, t.sq, n);
  if (metric === 'tecnicas') {
    if (t.sd === 0) return { n, value: 0, low: 0, high: 100 };
    const R = t.st / t.sd;
    const md = t.sd / n;
    const v = Math.max(0, (t.stt - 2 * R * t.std + R * R * t.sdd) / n) / (md * md);
    const half = Z95 * Math.sqrt(v / n);
    return { n, value: R * 100, low: Math.max(0, R - half) * 100, high: Math.min(1, R + half) * 100 };
  }
  return pct(t.k, n);
}

/**
 * The verdict of a row and its reason: `differs` with "não modelado" when the engine cannot play
 * the row or part of it (`notModelled`, `needs`); `agrees` when our figure is within the tolerance of the
 * book's interval or our interval meets it; otherwise `older-rules` with the named change when the
 * row has one (and the cause found, when there is one), else `differs` with the cause found (or "not modelled").
 *
 * @param row - The row.
 * @param m - Its measure (`null`: not modelled).
 * @returns The verdict and the reason (empty when it agrees).
 * @example
 * ```ts
 * const justa = LIVRO_ROWS.find((r) => r.id === 'justa-1')!;
 * livroVerdict(justa, { n: 2000, value: 50, low: 48, high: 52 }).verdict //=> 'agrees'
 * ```
 */
export function livroVerdict(row: LivroRow, m: LivroMeasure | null): { readonly verdict: LivroVerdict; readonly reason: string } {
  if (!m) return { verdict: 'differs', reason: row.notModelled ?? 'não modelado' };
  if (row.needs) return { verdict: 'differs', reason: row.needs };
  const { low, high } = row.book;
  const distance = m.value < low ? low - m.value : m.value > high ? m.value - high : 0;
  // Rounded as the report prints it (one decimal), so the printed numbers decide.
  const d = Math.round(distance * 10) / 10;
  if (d <= row.tolerance || (m.high >= low && m.low <= high)) return { verdict: 'agrees', reason: '' };
  if (row.olderRules) {
    // measured.md: when an old report and the book disagree, the book's figure is the later one; a
    // number outside that too is not explained by the old report's rules.
    const later = row.laterBook;
    if (later !== undefined) {
      const off = m.value < later.low ? later.low - m.value : m.value > later.high ? m.value - later.high : 0;
      if (Math.round(off * 10) / 10 > row.tolerance && !(m.high >= later.low && m.low <= later.high)) {
        const outside = `fora também da figura do livro (${later.low} a ${later.high})`;
        return { verdict: 'differs', reason: row.cause === undefined ? `${outside}; causa não encontrada` : `${outside}; ${row.cause}` };
      }
    }
    return { verdict: 'older-rules', reason: row.cause === undefined ? row.olderRules : `${row.olderRules}; ${row.cause}` };
  }
  return { verdict: 'differs', reason: row.cause ?? 'causa não encontrada' };
}

/**
 * How many fights the book's cell was measured with, from the report measured.md names as the row's
 * source (its "Conventions": 1500 a cell in sim/RESULTADOS.md; 800 in sim/EXTREMOS.md and
 * sim/MESTRE.md, 500 and 400 for their group fights; 2000 for MESTRE's bands). `undefined` when the
 * row is not one percentage from one of those reports (a range, a mean, a figure of the book's prose).
 *
 * @param row - The row.
 * @returns The book's fights per cell, or `undefined`.
 * @example
 * ```ts
 * livroBookSample(LIVRO_ROWS.find((r) => r.id === 'surpresa-9')!) //=> 800
 * ```
 */
export function livroBookSample(row: LivroRow): number | undefined {
  const run = row.run;
  if (row.unit !== 'pct' || row.book.low !== row.book.high || !run || run.kind === 'exclamacao') return undefined;
  const band = run.kind === 'bando';
  let fighters = 0;
  if (run.kind === 'luta') for (const f of [...run.a, ...run.b]) fighters += f.count ?? 1;
  const group = fighters > 2;
  let n: number | undefined;
  const take = (x: number) => (n = n === undefined ? x : Math.max(n, x));
  if (row.source.includes('sim/RESULTADOS.md')) take(1500);
  if (row.source.includes('sim/EXTREMOS.md')) take(group ? 500 : 800);
  if (row.source.includes('sim/MESTRE.md')) take(band ? 2000 : group ? 400 : 800);
  return n;
}

/**
 * Whether a row's difference is within the chance of both samples: the book's cell
 * ({@link livroBookSample} fights) and ours — |ours − book| within 1.96 standard errors of the
 * difference of two proportions. Context for a `differs` row, never its verdict (issue #15's
 * verdict counts our interval only). `undefined` when the book's sample is not known.
 *
 * @param row - The row.
 * @param m - Its measure.
 * @returns `true` when the difference is within both samples' chance.
 * @example
 * ```ts
 * const row = LIVRO_ROWS.find((r) => r.id === 'surpresa-9')!; // 61%, 800 duels
 * livroWithinBothSamples(row, { n: 2000, value: 57.5, low: 55.3, high: 59.7 }) //=> true
 * ```
 */
export function livroWithinBothSamples(row: LivroRow, m: LivroMeasure | null): boolean | undefined {
  const nb = livroBookSample(row);
  if (nb === undefined || !m) return undefined;
  const p = row.book.low / 100;
  const seBook = Math.sqrt((p * (1 - p)) / nb);
  const seOurs = (m.high - m.low) / 100 / (2 * Z95);
  return Math.abs(m.value / 100 - p) <= Z95 * Math.sqrt(seBook * seBook + seOurs * seOurs);
}
