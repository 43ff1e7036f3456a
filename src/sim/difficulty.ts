/**
 * The fight-difficulty helper's measured mode: the actual party against the actual enemies, played
 * by the simulator, and the step of the Capítulo Dez ladder the party's win rate falls in
 * (`enemies.difficulty.fallback.groupWinsToStep`, the same table {@link fightDifficulty} uses for
 * measured group wins).
 *
 * @module
 */
import { bookRuleset, maxLevel, type Ruleset } from '../rules/index.js';
import { postoExistsAt, type EnemyPosto } from '../enemy/index.js';
import type { Fighter } from './fighter.js';
import { referenceFighter } from './fighter-reference.js';
import { fightSeed, simulate, type Rate, type SimResult, type SimulateOptions } from './simulate.js';

/**
 * "Esta luta é justa para o meu grupo?": the Capítulo Dez step of the party's measured wins
 * (`groupWinsToStep` of the ruleset), the figures and one pt-BR sentence.
 *
 * @example
 * ```ts
 * const v: FightVerdict = fightVerdict([referenceFighter({ level: 5 })], [referenceFighter({ level: 5 })], { n: 200 });
 * v.reading //=> 'Justa: o personagem vence 1 em 2; cai em 1 de 2 lutas.' (about)
 * ```
 */
export interface FightVerdict {
  /** The step id (`facil`, `justa`, `dificil`, `muito_dificil`, `mortal`). */
  readonly step: string;
  /** Its pt-BR label. */
  readonly label: string;
  /** The run (the party is the first side). */
  readonly result: SimResult;
  /** The party's wins (the first side), with the 95% interval. */
  readonly winRate: Rate;
  /** Mean rounds a fight lasts. */
  readonly meanRounds: number;
  /** How many fighters the party has. */
  readonly partySize: number;
  /** Mean fighters of the party down (0 PV) at the end of a fight. */
  readonly meanFallen: number;
  /** How often at least one of the party ends a fight down (0 PV), with the 95% interval. */
  readonly anyFallen: Rate;
  /** "Justa: o grupo vence 3 em 5; em média cai um personagem." */
  readonly reading: string;
}

/**
 * A measured fight difficulty.
 *
 * @deprecated Use {@link FightVerdict}.
 * @example
 * ```ts
 * const d: MeasuredDifficulty = fightVerdict([referenceFighter({ level: 5 })], [referenceFighter({ level: 5 })], { n: 200 });
 * ```
 */
export type MeasuredDifficulty = FightVerdict;

const COUNT_WORDS = ['nenhum', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];

/** "3 em 5", "1 em 20", "19 em 20": a rate as few people as a Mestre can picture. */
function oddsPtBR(p: number): string {
  // Near the ends, the nearest of 1 in 10, 20, 50 or 100 (or its mirror).
  const ends = [10, 20, 50, 100];
  const near = (x: number) => ends.reduce((b, m) => (Math.abs(x - 1 / m) < Math.abs(x - 1 / b) ? m : b));
  if (p < 0.1) return `1 em ${near(p)}`;
  if (p > 0.9) {
    const m = near(1 - p);
    return `${m - 1} em ${m}`;
  }
  let best = { k: 1, m: 2, err: Infinity };
  for (const m of [2, 3, 4, 5, 10]) {
    const k = Math.round(p * m);
    const err = Math.abs(p - k / m);
    if (k > 0 && k < m && err < best.err - 1e-9) best = { k, m, err };
  }
  return `${best.k} em ${best.m}`;
}

/** The wins in words: "vence 3 em 5", "vence sempre", "nunca vence". */
function winsPtBR(who: string, rate: Rate): string {
  if (rate.value >= 1) return `${who} vence todas as lutas`;
  if (rate.value <= 0) return `${who} não vence nenhuma luta`;
  if (rate.value < 0.01) return `${who} quase nunca vence (menos de 1 em 100)`;
  if (rate.value > 0.99) return `${who} quase sempre vence (mais de 99 em 100)`;
  return `${who} vence ${oddsPtBR(rate.value)}`;
}

/** The fallen in words: "em média cai um personagem", "ninguém cai", "cai em 1 de 3 lutas". */
function fallenPtBR(size: number, mean: number, any: Rate): string {
  if (any.value <= 0) return 'ninguém cai';
  if (size <= 1) return any.value >= 1 ? 'o personagem cai em todas as lutas' : `cai em ${oddsPtBR(any.value).replace(' em ', ' de ')} lutas`;
  const k = Math.round(mean);
  if (k <= 0) return `em média ninguém cai, mas alguém cai em ${oddsPtBR(any.value).replace(' em ', ' de ')} lutas`;
  if (k >= size) return 'em média cai o grupo inteiro';
  return `em média ${k === 1 ? 'cai um personagem' : `caem ${COUNT_WORDS[k] ?? String(k)} personagens`}`;
}

/**
 * The verdict of a run already measured (the party is the first side): the first row of
 * `groupWinsToStep` whose `minWins` its win percentage meets.
 *
 * @param result - The run.
 * @param ruleset - Whose ladder (defaults to the book's).
 * @returns The verdict.
 * @example
 * ```ts
 * const r = simulate([referenceFighter({ level: 20 })], [referenceFighter({ level: 20, posto: 'ouro' })], { n: 100 });
 * verdictFromResult(r).label //=> 'Mortal'
 * ```
 */
export function verdictFromResult(result: SimResult, ruleset: Ruleset = bookRuleset): FightVerdict {
  const D = ruleset.enemies.difficulty;
  const ladder = D.fallback.groupWinsToStep;
  const wins = result.winRate.value * 100;
  const row = ladder.find((r) => wins >= r.minWins) ?? ladder[ladder.length - 1]!;
  const step = D.steps.find((s) => s.id === row.step);
  const label = step ? step.label : row.step;
  const size = result.sizes[0];
  const who = size === 1 ? 'o personagem' : 'o grupo';
  const reading = `${label}: ${winsPtBR(who, result.winRate)}; ${fallenPtBR(size, result.fallen.mean, result.fallen.anyRate)}.`;
  return {
    step: row.step,
    label,
    winRate: result.winRate,
    meanRounds: result.rounds.mean,
    partySize: size,
    meanFallen: result.fallen.mean,
    anyFallen: result.fallen.anyRate,
    reading,
    result,
  };
}

/**
 * Measures a fight ({@link simulate}) and gives its verdict ({@link verdictFromResult}).
 *
 * @param party - The characters.
 * @param enemies - The enemies.
 * @param options - n, seed, Sozinho contra muitos, ruleset.
 * @returns The verdict.
 * @example
 * ```ts
 * const v = fightVerdict([referenceFighter({ level: 20 })], [referenceFighter({ level: 20, posto: 'ouro' })], { n: 200 });
 * v.step //=> 'mortal'
 * ```
 */
export function fightVerdict(party: readonly Fighter[], enemies: readonly Fighter[], options: SimulateOptions = {}): FightVerdict {
  return verdictFromResult(simulate(party, enemies, options), options.ruleset ?? bookRuleset);
}

/**
 * Measures a fight.
 *
 * @deprecated Use {@link fightVerdict}.
 * @param party - The characters.
 * @param enemies - The enemies.
 * @param options - n, seed, Sozinho contra muitos, ruleset.
 * @returns The verdict.
 * @example
 * ```ts
 * const d = measureFightDifficulty([referenceFighter({ level: 20 })], [referenceFighter({ level: 20, posto: 'ouro' })], { n: 200 });
 * d.step //=> 'mortal'
 * ```
 */
export function measureFightDifficulty(party: readonly Fighter[], enemies: readonly Fighter[], options: SimulateOptions = {}): FightVerdict {
  return fightVerdict(party, enemies, options);
}

/**
 * One cell of a regenerated difficulty table: a character level against the row's enemy.
 *
 * @example
 * ```ts
 * const c: DifficultyTableCell = { level: 5, enemyLevel: 6, wins: wilson(600, 2000) };
 * ```
 */
export interface DifficultyTableCell {
  /** The character's level. */
  readonly level: number;
  /** The enemy's level. */
  readonly enemyLevel: number;
  /** How often the character wins, with its 95% interval. */
  readonly wins: Rate;
}

/**
 * One row of the Capítulo Dez difficulty table ("Quanto pesa um inimigo"), measured again: the
 * ruleset's row (`enemies.difficulty.rows`) with the printed range and the simulator's.
 *
 * @example
 * ```ts
 * const r: DifficultyTableRow = difficultyTable({ n: 50, levels: [5] })[1]!;
 * r.label //=> 'Justa'
 * ```
 */
export interface DifficultyTableRow {
  /** The step id (`facil` … `mortal`). */
  readonly step: string;
  /** The label the book prints. */
  readonly label: string;
  /** The enemy, in the book's words. */
  readonly enemy: string;
  /** The ruleset's range of character wins (%). */
  readonly book: { readonly min: number; readonly max: number };
  /** The measured range of character wins over the cells (%), or `null` when no level fits. */
  readonly measured: { readonly min: number; readonly max: number } | null;
  /** The cells. */
  readonly cells: readonly DifficultyTableCell[];
}

/**
 * Options of {@link difficultyTable}.
 *
 * @example
 * ```ts
 * const o: DifficultyTableOptions = { n: 1000, levels: [1, 10, 20] };
 * ```
 */
export interface DifficultyTableOptions {
  /** The ruleset (defaults to the book's): its difficulty rows and every rule of the fights. */
  readonly ruleset?: Ruleset;
  /** Fights per cell (default 1000). */
  readonly n?: number;
  /** Seed (default 1). */
  readonly seed?: number;
  /** Character levels (default 1, 5, 9, 13, 17 and the last level). */
  readonly levels?: readonly number[];
}

/**
 * Regenerates the Capítulo Dez difficulty table for a ruleset: for each row of
 * `enemies.difficulty.rows` and each character level where the row's enemy exists (its level inside
 * the level table, its Posto open at that level, `minCharacterLevel`), a Bronze with the Convicções
 * the table was measured with (`difficulty.measuredWith`) duels the reference enemy (the row's
 * level offset, Posto and Convicções), `n` seeded fights. A campaign with house rules gets its own
 * table.
 *
 * @param options - Ruleset, n, seed, levels.
 * @returns One measured row per ruleset row.
 * @example
 * ```ts
 * const t = difficultyTable({ n: 200, levels: [5] });
 * t[0]!.label //=> 'Fácil'
 * ```
 */
export function difficultyTable(options: DifficultyTableOptions = {}): DifficultyTableRow[] {
  const rs = options.ruleset ?? bookRuleset;
  const n = options.n ?? 1000;
  const seed = options.seed ?? 1;
  const max = maxLevel(rs);
  const levels = options.levels ?? [1, 5, 9, 13, 17, max];
  const D = rs.enemies.difficulty;
  const conv = D.measuredWith.characterConviccoes;
  const out: DifficultyTableRow[] = [];
  for (let r = 0; r < D.rows.length; r++) {
    const row = D.rows[r]!;
    const posto: EnemyPosto = row.enemyPosto === 'elite' ? 'elite' : row.postoOffset === 1 || row.enemyPosto === 'prata' ? 'prata' : 'bronze';
    const cells: DifficultyTableCell[] = [];
    for (const level of levels) {
      if (!Number.isInteger(level) || level < 1 || level > max || (row.minCharacterLevel !== undefined && level < row.minCharacterLevel)) continue;
      for (let off = row.levelOffset.min; off <= row.levelOffset.max; off++) {
        const enemyLevel = level + off;
        if (enemyLevel < 1 || enemyLevel > max || !postoExistsAt(posto, enemyLevel, rs)) continue;
        const character = referenceFighter({ level, conviccoes: conv, rises: D.measuredWith.maxSpentPerFight }, rs);
        const enemy = referenceFighter({ level: enemyLevel, posto, ...(row.conviccoes !== undefined && { conviccoes: row.conviccoes.min }) }, rs);
        const result = simulate([character], [enemy], { n, seed: fightSeed(seed, r * 10_000 + level * 100 + (off + 50)), ruleset: rs });
        cells.push({ level, enemyLevel, wins: result.winRate });
      }
    }
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of cells) {
      lo = Math.min(lo, c.wins.value * 100);
      hi = Math.max(hi, c.wins.value * 100);
    }
    out.push({ step: row.step, label: row.label, enemy: row.enemy, book: { min: row.characterWins.min, max: row.characterWins.max }, measured: cells.length ? { min: lo, max: hi } : null, cells });
  }
  return out;
}
