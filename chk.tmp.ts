import { loadLivroEnemies } from './scripts/livro-enemies.js';
import { fighterFromEnemy } from './src/sim/fighter.js';
const e = loadLivroEnemies();
const f: any = fighterFromEnemy(e['tita-meio-desperto']!);
console.log(f.maxHp, f.def, f.teto, f.golpes ?? f.golpeCount, Object.keys(f).join(' '));
console.log(f.techniques.map((t: any) => [t.name, t.cost, t.attack, t.points, t.die, t.flat, t.pierces ?? t.piercing]));
