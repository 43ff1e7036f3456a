import { referenceFighter, fight } from './src/sim/index.js';
import { createRandom } from './src/dice/index.js';
const mu = referenceFighter({ level: 16, posto: 'ouro', assento: 'muralha' });
const comum = referenceFighter({ level: 16, posto: 'ouro' });
const rng = createRandom(9); let refl = 0, pass = 0, n = 1000;
for (let i = 0; i < n; i++) { const r = fight([mu],[comum], rng, { log: true }); for (const l of r.log!) { if (l.includes('com Muralha')) { refl++; if (l.includes('volta inteira')) pass++; } } }
console.log('reflect per fight', refl / n, 'passed', pass / n, 'bonus', mu.reflect!.bonus);
