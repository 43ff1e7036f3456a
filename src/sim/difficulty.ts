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
import { referenceFighter, type Fighter } from './fighter.js';
import { fightSeed, simulate, type Rate, type SimResult, type SimulateOptions } from './simulate.js';

/**
 * A measured fight difficulty.
 *
 * @example
 * ```ts
 * const d: MeasuredDifficulty = measureFightDifficulty([referenceFighter({ level: 5 })], [referenceFighter({ level: 5 })], { n: 200 });
 * d.step //=> 'justa'
 * ```
 */
export interface MeasuredDifficulty {
  /** The step id (`facil`, `justa`, `dificil`, `muito_dificil`, `mortal`). */
  readonly step: string;
  /** Its pt-BR label. */
  readonly label: string;
  /** The run behind it (the party is the first side). */
  readonly result: SimResult;
}

/**
 * Measures a fight: the party (first side) against the enemies, `n` seeded fights, and the step of
 * the difficulty ladder its win percentage reaches (the first row of `groupWinsToStep` whose
 * `minWins` it meets).
 *
 * @param party - The characters.
 * @param enemies - The enemies.
 * @param options - n, seed, Sozinho contra muitos, ruleset.
 * @returns The step and the run.
 * @example
 * ```ts
 * const d = measureFightDifficulty([referenceFighter({ level: 20 })], [referenceFighter({ level: 20, posto: 'ouro' })], { n: 200 });
 * d.step //=> 'mortal'
 * ```
 */
export function measureFightDifficulty(party: readonly Fighter[], enemies: readonly Fighter[], options: SimulateOptions = {}): MeasuredDifficulty {
  const rs = options.ruleset ?? bookRuleset;
  const result = simulate(party, enemies, options);
  const D = rs.enemies.difficulty;
  const wins = result.winRate.value * 100;
  const row = D.fallback.groupWinsToStep.find((r) => wins >= r.minWins) ?? D.fallback.groupWinsToStep[D.fallback.groupWinsToStep.length - 1]!;
  const step = D.steps.find((s) => s.id === row.step);
  return { step: row.step, label: step ? step.label : row.step, result };
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
