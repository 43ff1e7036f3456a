/**
 * The fixed, seeded fights whose outputs are kept byte for byte in test/sim/golden/ (issue 29): the
 * book report (every row of `LIVRO_ROWS`, each with its own seed) and the Capítulo Dez difficulty
 * table. `npm run sim:golden` compares them, `npm run sim:golden -- --update` rewrites them after a
 * deliberate change of the simulator; test/sim/golden.test.ts fails on any byte that moved.
 * Small n: the point is that nothing moves by accident, not the precision of the numbers.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { difficultyTable } from '../../../src/sim/index.js';
import { LIVRO_ROWS, livroReportMarkdown, runLivroRow } from '../../../src/sim/livro/index.js';
import { loadLivroEnemies } from '../../../scripts/livro-enemies.js';

/** Where the golden files live. */
export const GOLDEN_DIR = dirname(fileURLToPath(import.meta.url));

/** One golden file: its name in GOLDEN_DIR and how to compute its text. */
export interface GoldenCase {
  readonly file: string;
  readonly compute: () => string;
}

/** Fights per book row (the checked-in report uses 2000; here only identity matters). */
export const GOLDEN_LIVRO_N = 20;
/** Fights per cell of the difficulty table. */
export const GOLDEN_TABLE_N = 200;

/** The golden cases, in the order they are checked. */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  {
    file: 'livro.md',
    compute: () => {
      const enemies = loadLivroEnemies();
      return livroReportMarkdown(LIVRO_ROWS, LIVRO_ROWS.map((r) => runLivroRow(r, { n: GOLDEN_LIVRO_N, enemies })), GOLDEN_LIVRO_N);
    },
  },
  {
    file: 'dificuldade.json',
    compute: () => `${JSON.stringify(difficultyTable({ n: GOLDEN_TABLE_N, seed: 1 }), null, 1)}\n`,
  },
];

/** The path of a golden file. */
export function goldenPath(c: GoldenCase): string {
  return join(GOLDEN_DIR, c.file);
}
