import { createRandom } from './src/dice/index.js';
import { fight, fightSeed, referenceFighter } from './src/sim/index.js';
const which = process.argv[2] ?? '1';
const b1 = referenceFighter({ level: 1 }), b20 = referenceFighter({ level: 20 }), o20 = referenceFighter({ level: 20, posto: 'ouro' });
const [a, b] = which === '1' ? [[b1], [b1]] : which === '20' ? [[b20], [b20]] : [[b20, b20, b20, b20], [o20]];
const N = which === '1' ? 1_500_000 : which === '20' ? 600_000 : 200_000;
const c0 = process.cpuUsage();
for (let i = 0; i < N; i++) fight(a, b, createRandom(fightSeed(2, i)));
const c = process.cpuUsage(c0); console.log(which, Math.round(N / ((c.user + c.system) / 1e6)), 'fights/cpu s');
