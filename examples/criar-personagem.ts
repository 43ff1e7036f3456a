/**
 * Creating a character step by step (Capítulo Três), deriving the ficha with the "why" of each
 * number, and taking it up a level with Glória (Capítulo Doze).
 *
 * Run: npx tsx examples/criar-personagem.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addGloria,
  assignStandardArray,
  creationStatus,
  deriveFicha,
  finalizeCreation,
  levelUp,
  setArmy,
  setConstellation,
  setConviccoes,
  setCosmoAttribute,
  setFinalization,
  setSkillsAndDefenses,
  setTechniques,
  setTreino,
  startCreation,
  type CreationDraft,
} from '../src/character/index.js';
import type { Result } from '../src/issues/index.js';
import type { TechniqueInput } from '../src/technique/schema.js';

const here = dirname(fileURLToPath(import.meta.url));
const tecnica = (f: string) => JSON.parse(readFileSync(join(here, 'tecnicas', f), 'utf8')) as TechniqueInput;

function step(r: Result<CreationDraft>): CreationDraft {
  if (!r.ok) throw new Error(r.issues.map((i) => `${i.code}: ${i.message}`).join('\n'));
  for (const w of r.issues) console.log(`  aviso: ${w.message}`);
  return r.value;
}

// 1–9. The nine steps, in the book's order. Each returns a new draft (or the issues, draft unchanged).
let d = startCreation();
d = step(setArmy(d, 'atena'));
d = step(setConstellation(d, { constellation: 'Lince', accessory: 'garras', characteristic: 'cortante' }));

// A wrong step is refused with a coded issue, and the draft stays as it was:
const wrong = assignStandardArray(d, { FOR: 15, DES: 15, CON: 13, INT: 12, SAB: 10, CAR: 8 });
console.log(`Distribuição errada → ${wrong.ok ? 'aceita' : wrong.issues[0]!.code}: ${wrong.issues[0]?.message}`);

d = step(assignStandardArray(d, { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 }));
d = step(setCosmoAttribute(d, 'SAB'));
d = step(setTreino(d, 'orfanato'));

const status = creationStatus(d);
console.log(`Etapas: ${status.steps.map((s) => `${s.label} ${s.status === 'complete' ? '✔' : s.status}`).join(' · ')}`);
console.log(`Próxima etapa: ${status.next}`);

d = step(
  setConviccoes(d, [
    'eu luto para que nenhuma criança do Orfanato passe fome de novo',
    'eu luto para que a Irmã Lúcia veja que o Lince voltou',
    'eu luto para provar que um ladrão também pode vestir uma armadura',
  ]),
);
d = step(setSkillsAndDefenses(d, { skills: ['acrobacia', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] }));
d = step(setTechniques(d, [tecnica('garra-que-rasga-o-ceu.json'), tecnica('olhos-do-lince.json')]));
d = step(setFinalization(d, { name: 'Téo', items: ['a urna', 'corda de escalada'] }));

const created = finalizeCreation(d);
if (!created.ok) throw new Error(created.issues.map((i) => i.message).join('\n'));
let teo = created.value;

// The derived ficha: every number with its breakdown.
const f = deriveFicha(teo);
console.log(`\n${f.name} de ${f.constellation} · ${f.posto.label} de ${f.army.name} · nível ${f.level}`);
console.log(f.hp.text);
console.log('text' in f.def ? f.def.text : f.def.reason);
console.log(f.initiative.text, '·', f.movement.text);
console.log(Object.values(f.passiveDefenses).map((p) => p.value.text).join(' · '));
console.log(`${f.cosmo.start.text} · ${f.cosmo.teto.text} · ${f.cosmo.floor.text}`);
console.log('text' in f.resistencia ? f.resistencia.text : f.resistencia.reason);
console.log(`Golpe comum: 1d20 + ${f.golpeComum.toHit.total}, ${f.golpeComum.damage}`);
for (const t of f.techniques)
  console.log(`Técnica: ${t.name}${t.signature ? ' (assinatura)' : ''} · ${t.natureLabel} · tamanho ${t.size} · custo ${t.cost} · Grau ${t.grau} · ${t.roll?.text ?? '—'} · ${t.damage}`);

// Glória and a level-up: Vida, and the HP grows.
const g = addGloria(teo, ['vencer_nomeado', 'posto_acima', 'objetivo_da_missao']);
if (g.ok) teo = g.value;
const up = levelUp(teo, { vidaOuCosmo: 'vida' });
if (!up.ok) throw new Error(up.issues.map((i) => i.message).join('\n'));
console.log(`\nNível ${deriveFicha(up.value).level}: ${deriveFicha(up.value).hp.text}; Glória ${up.value.gloria}`);
