import { LIVRO_ROWS, runLivroRow } from './src/sim/livro/index.js';
for (const id of ['mil-dias-ouro-15', 'mil-dias-ouro-17', 'mil-dias-ouro-20']) {
  const r = LIVRO_ROWS.find((x) => x.id === id)!;
  const rd = runLivroRow({ ...r, run: { ...(r.run as any), metric: 'rodadas' } })!.value;
  console.log(id, 'rounds', rd.toFixed(2), JSON.stringify(r.run));
}
