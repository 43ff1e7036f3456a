import { LIVRO_ROWS, runLivroRow, livroReportRow } from './src/sim/livro/index.js';
import { loadLivroEnemies } from './scripts/livro-enemies.js';
const n = Number(process.argv[2] ?? 500);
const re = new RegExp(process.argv[3] ?? '^(revivida|sangue|sacrificio|emprestada)');
const enemies = loadLivroEnemies();
for (const r of LIVRO_ROWS) {
  if (!re.test(r.id)) continue;
  const m = runLivroRow(r, { n, enemies });
  const x = livroReportRow(r, m);
  console.log(`${r.id.padEnd(36)} livro ${String(r.book.low).padStart(3)} nosso ${m?.value.toFixed(1).padStart(5)} (${m?.low.toFixed(1)}–${m?.high.toFixed(1)}) ${x.verdict}`);
}
