/**
 * difficultyTable(): the Capítulo Dez difficulty table ("Quanto pesa um inimigo", tables/10-inimigos.md,
 * `enemies.difficulty.rows`) measured again by the simulator, row by row, for any ruleset.
 */
import { describe, expect, it } from 'vitest';
import { bookRuleset, createRuleset } from '../../src/rules/index.js';
import { difficultyTable, referenceFighter, simulate } from '../../src/sim/index.js';

describe('difficultyTable', () => {
  it('one row per ruleset row, with the book\'s range (tables/10-inimigos.md: Justa 48% a 52%, Mortal, mas possível 0% a 5%)', () => {
    const t = difficultyTable({ n: 20, levels: [18] });
    expect(t.map((r) => r.label)).toEqual(bookRuleset.enemies.difficulty.rows.map((r) => r.label));
    expect(t.find((r) => r.step === 'justa')!.book).toEqual({ min: 48, max: 52 });
    const possible = t.find((r) => r.label === 'Mortal, mas possível')!;
    expect(possible.book).toEqual({ min: 0, max: 5 });
    // The elite three levels below a level-18 character is level 15, the first elite level.
    expect(possible.cells.map((c) => [c.level, c.enemyLevel])).toEqual([[18, 15]]);
  });
  it('a cell is the duel the row describes: Difícil at level 5 is a Bronze 5 (3 Convicções, rises once) against a level-6 rival with one Convicção', () => {
    const row = difficultyTable({ n: 100, seed: 4, levels: [5] }).find((r) => r.step === 'dificil')!;
    expect(row.cells).toHaveLength(1);
    expect(row.cells[0]!.enemyLevel).toBe(6);
    expect(row.measured!.min).toBe(row.cells[0]!.wins.value * 100);
    // Same fighters, any seed: an even split would be a wrong enemy.
    const direct = simulate([referenceFighter({ level: 5, conviccoes: 3, rises: 1 })], [referenceFighter({ level: 6, conviccoes: 1 })], { n: 400 });
    expect(Math.abs(direct.winRate.value - row.cells[0]!.wins.value)).toBeLessThan(0.2);
    expect(direct.winRate.value).toBeLessThan(0.45);
  });
  it('levels that do not fit are skipped, never thrown: 0, 21, 2.5, an elite below level 15, Mortal, mas possível below 18', () => {
    const t = difficultyTable({ n: 5, levels: [0, 21, 2.5, 10] });
    expect(t.find((r) => r.step === 'mortal' && r.label === 'Mortal')!.cells).toEqual([]);
    expect(t.find((r) => r.step === 'mortal' && r.label === 'Mortal')!.measured).toBeNull();
    for (const r of t) for (const c of r.cells) expect(c.level).toBe(10);
  });
  it('house rules make their own table: a row moved to two levels above is measured there', () => {
    const rows = bookRuleset.enemies.difficulty.rows.map((r) => (r.step === 'dificil' ? { ...r, levelOffset: { min: 2, max: 2 } } : r));
    const casa = createRuleset({ enemies: { difficulty: { rows } } });
    expect(casa.ok).toBe(true);
    if (!casa.ok) return;
    const row = difficultyTable({ ruleset: casa.value, n: 5, levels: [5] }).find((r) => r.step === 'dificil')!;
    expect(row.cells[0]!.enemyLevel).toBe(7);
  });
});
