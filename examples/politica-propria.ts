/**
 * Uma política de jogo escrita pelo app (`SimPolicy.choose`): a mesma forma da política do livro
 * (SIMULATOR.md, "The play policy") — recebe o lutador e o alvo como números (`SimView`) e devolve
 * uma escolha (`SimChoice`): golpe comum, Concentrar, uma técnica (com ou sem queima) ou uma técnica
 * de condição. Devolver `null` deixa a política do livro decidir aquele turno.
 *
 * A política daqui: Concentra enquanto o Cosmo está abaixo de 3 (e do Teto); usa a técnica com mais
 * pontos de dano que o Cosmo paga; só queima 1 ponto a mais quando está acima da metade da vida e o
 * golpe não derruba o alvo sozinho; nunca paga com a vida o Cosmo que falta. Ela luta 2 000 vezes contra a política do
 * livro, com os mesmos dados, e o veredito sai em português.
 *
 * Run: npx tsx examples/politica-propria.ts
 */
import { BOOK_POLICY, fight, referenceFighter, simulate, type SimChoice, type SimPolicy, type SimView } from '../src/sim/index.js';
import { createRandom } from '../src/dice/index.js';

/** Abaixo deste Cosmo, Concentrar. */
const COSMO_MINIMO = 3;

function escolha(eu: SimView, alvo: SimView): SimChoice | null {
  if (eu.cosmo < COSMO_MINIMO && eu.cosmo < eu.teto) return { kind: 'concentrar' };
  let melhor = -1;
  eu.techniques.forEach((t, i) => {
    if (t.cost <= eu.cosmo && (melhor < 0 || t.points > eu.techniques[melhor]!.points)) melhor = i;
  });
  if (melhor < 0) return { kind: 'golpe' };
  const queima = eu.hp > eu.maxHp / 2 && eu.techniques[melhor]!.average < alvo.hp ? 1 : 0;
  return { kind: 'tecnica', index: melhor, burn: queima };
}

const politicaPropria: SimPolicy = { ...BOOK_POLICY, choose: (eu, alvo) => escolha(eu, alvo) };

const nivel = 10;
const app = referenceFighter({ level: nivel, name: 'Bronze do app', policy: politicaPropria });
const livro = referenceFighter({ level: nivel, name: 'Bronze do livro' });

// Uma luta narrada: as primeiras linhas mostram as escolhas da política do app.
const uma = fight([app], [livro], createRandom(7), { log: true });
console.log('Uma luta (primeiras linhas):');
for (const linha of uma.log!.slice(0, 8)) console.log(`  ${linha}`);

const n = 2000;
const r = simulate([app], [livro], { n, seed: 1 });
const pct = (x: number) => `${(x * 100).toFixed(1).replace('.', ',')}%`;
console.log(`\n${n} lutas, Bronze de nível ${nivel} com a política do app contra o da política do livro:`);
console.log(`  o app vence ${pct(r.winRate.value)} (intervalo de 95%: ${pct(r.winRate.low)} a ${pct(r.winRate.high)}), perde ${pct(r.lossRate.value)}, empata ${pct(r.drawRate.value)}.`);
const veredito =
  r.winRate.low > r.lossRate.high ? 'a política do app é melhor que a do livro' : r.lossRate.low > r.winRate.high ? 'a política do livro é melhor que a do app' : 'as duas políticas empatam dentro do ruído';
console.log(`Veredito: ${veredito}.`);
