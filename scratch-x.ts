import { referenceFighter } from './src/sim/fighter.js';
for (const level of [15,16,17,20]) {
  const f = referenceFighter({ level, posto: 'ouro' });
  console.log(level, f.maxHp, f.techniques.map(t => [t.name, t.points, t.die, t.pointBonus, t.flat, t.average, t.pierces, t.cost]));
}
