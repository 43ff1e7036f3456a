import { referenceFighter } from './src/sim/fighter.js';
import { fight } from './src/sim/fight.js';
import { createRandom } from './src/dice/index.js';
import { fightSeed } from './src/sim/simulate.js';
const b = referenceFighter({ level: 16, posto: 'ouro' });
function run(label: string, a: any, N = 2000, log = false) {
  let w = 0, casts = 0, lands = 0, selfFall = 0;
  for (let i = 0; i < N; i++) {
    const r = fight([a], [b], createRandom(fightSeed(777, i)), { log } as any);
    if (r.winner === 0) w++;
    if (log) for (const l of (r as any).log as string[]) {
      if (l.includes('usa Caixão')) { casts++; if (l.includes('acerta')) lands++; }
      if (l.includes('Ouro 16 (B) cai, pago')) selfFall++;
    }
  }
  console.log(label, (100 * w / N).toFixed(1), log ? `casts/fight ${(casts / N).toFixed(2)} land ${(100 * lands / Math.max(1, casts)).toFixed(1)}% B falls paying/fight ${(selfFall / N).toFixed(2)}` : '');
}
const cx = referenceFighter({ level: 16, posto: 'ouro', assento: 'caixao' });
run('caixao', cx, 2000, true);
run('sem assento (grande, media, pequena)', { ...cx, conditionTechniques: [] });
run('comum', b, 2000, true);
