import { referenceFighter, fight, fighterFromWarrior, famousAssentoTechnique } from './src/sim/index.js';
import { referenceWarrior } from './src/enemy/index.js';
import { scriptedRandom } from './src/dice/index.js';
function withCard(which: any, name: string, policy: any = 'livro', level = 1) {
  const w = referenceWarrior(level);
  const grau = w.techniques[0]!.grau!;
  const card = { ...famousAssentoTechnique(which, grau)!, golpeDoAssento: undefined };
  return fighterFromWarrior({ ...w, posto: 'bronze', techniques: [...w.techniques, card] }, { name, policy });
}
const rich = (f: any) => ({ ...f, teto: 40, cosmoStart: 40 });
const boss = rich(withCard('caixao', 'Ouro', 'livro', 5));
console.log(boss.conditionTechniques.length, boss.conditionTechniques[0]);
const br = (n: string) => ({ ...referenceFighter({ level: 5, name: n, policy: 'sem_tecnicas' }), maxHp: 999 });
const r = fight([br('B'), br('C')], [boss], scriptedRandom([0.925]), { maxRounds: 2, log: true, soloAgainstMany: false });
console.log(r.log!.join('\n'));
const a = rich(withCard('ondas', 'A', 'livro', 5));
console.log(a.conditionTechniques[0]);
const b = { ...referenceFighter({ level: 5, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999, vontade: 99 };
console.log(fight([a], [b], scriptedRandom([0.475]), { maxRounds: 2, log: true }).log!.join('\n'));
