/**
 * The book's measured figures as data and the report that reproduces them (issue #15): every figure
 * of `tables/measured.md` as a row, played by the simulator with fixed seeds, and the report
 * `docs/simulador-livro.md` (`npm run sim:livro`).
 *
 * @module
 */
export * from './model.js';
export * from './rows.js';
export * from './run.js';
export * from './report.js';
