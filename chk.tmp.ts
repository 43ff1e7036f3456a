import { createRandom } from './src/dice/index.js';
import { referenceFighter } from './src/sim/fighter.js';
import { fight } from './src/sim/fight.js';
import { fightSeed } from './src/sim/simulate.js';
for (const lv of [15, 17, 20]) {
  const a = referenceFighter({ level: lv, posto: 'ouro' }), b = referenceFighter({ level: lv, posto: 'ouro' });
  const br = referenceFighter({ level: lv }), br2 = referenceFighter({ level: lv });
  let rounds = 0, md = 0, tech = 0, rb = 0; const n = 2000;
  for (let i = 0; i < n; i++) { const r: any = fight([a], [b], createRandom(fightSeed(7, i))); rounds += r.rounds; if (r.milDias) md++; tech += r.techniques;
    rb += fight([br], [br2], createRandom(fightSeed(9, i))).rounds; }
  console.log(lv, 'ouro rounds', (rounds / n).toFixed(2), 'mil dias %', (100 * md / n).toFixed(1), 'techniques/fight', (tech / n).toFixed(1), 'bronze rounds', (rb / n).toFixed(2), 'ouro maxHp', a.maxHp, 'conv', a.conviccoes);
}
