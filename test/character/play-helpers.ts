/** Shared fixtures of the ficha-in-play tests (the book's Téo, raised with simple choices). */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { deriveFicha, levelOf, levelUp, validateWarrior, type LevelUpChoices, type PlayState, type Warrior } from '../../src/character/index.js';
import type { Result } from '../../src/issues/index.js';
import { choiceSlotsAt, fixedGainsAt } from '../../src/rules/levels.js';

export const K = 'FACTS.md › Cosmo (Capítulo Quatro)';
export const C = 'FACTS.md › Combat (Capítulo Cinco)';
export const A = 'FACTS.md › Armor (Capítulo Sete)';
export const I = 'FACTS.md › Items (Capítulo Oito)';
export const P = 'FACTS.md › Progression (Capítulo Doze)';
export const H = 'FACTS.md › Feats and hazards (Capítulo Treze)';
export const T4 = 'tables/04-cosmo-e-sentidos.md';
export const T5 = 'tables/05-combate.md';
export const T12 = 'tables/12-progressao.md';
export const T13 = 'tables/13-o-mundo.md';

export function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.issues, null, 1));
  return r.value;
}

/** The codes of a refusal; fails the test when the result is ok. */
export function refused<T>(r: Result<T>): string[] {
  expect(r.ok).toBe(false);
  return r.issues.map((i) => i.code);
}

export const teo: Warrior = must(validateWarrior(JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8'))));

/** A new one-effect strike technique named after the level it is learnt at. */
export const newTech = (n: number) => ({
  name: `Técnica ${n}`,
  nature: 'golpe' as const,
  attribute: 'DES' as const,
  activation: 'acao' as const,
  duration: 'instantanea' as const,
  range: 'toque' as const,
  effects: [{ kind: 'dano' as const, points: 2 }],
  roll: { kind: 'ataque' as const, against: 'DEF' as const },
  description: 'Um golpe novo.',
});

/** A simple valid choice for a level (Vida at even, Cosmo at odd; technique at 4, 8…; attribute CON up to 10, SAB after). */
export function choicesFor(w: Warrior, level: number): LevelUpChoices {
  const slots = choiceSlotsAt(level);
  const gains = fixedGainsAt(level);
  const skills = ['medicina', 'mitologia', 'investigacao', 'oficio', 'persuasao'];
  const used = new Set(deriveFicha(w).skills.filter((s) => s.proficient).map((s) => s.id));
  return {
    vidaOuCosmo: level % 2 === 0 ? 'vida' : 'cosmo',
    ...(slots.includes('tecnica_ou_atributo')
      ? { tecnicaOuAtributo: level % 4 === 0 ? { kind: 'tecnica', technique: newTech(level) } : { kind: 'atributo', attribute: level <= 10 ? 'CON' : 'SAB' } }
      : {}),
    ...(slots.includes('pericia_ou_defesa')
      ? level === 11
        ? { periciaOuDefesa: { kind: 'defesa', defense: 'fortitude' } }
        : { periciaOuDefesa: { kind: 'pericia', skill: skills.find((s) => !used.has(s))! } }
      : {}),
    ...(gains.includes('segunda_licao') ? { segundaLicao: 'paciencia_da_rocha' } : {}),
    ...(gains.includes('quarta_conviccao') ? { quartaConviccao: 'eu luto para que o Lince tenha um aprendiz' } : {}),
    ...(gains.includes('segunda_assinatura') ? { segundaAssinatura: 'livro-olhos-do-lince' } : {}),
  } as LevelUpChoices;
}

const cache = new Map<number, Warrior>();
/** Téo raised to a level (Vida at even levels, Cosmo at odd ones). */
export function teoAt(level: number): Warrior {
  const hit = cache.get(level);
  if (hit) return hit;
  let c = teo;
  while (levelOf(c) < level) c = must(levelUp(c, choicesFor(c, levelOf(c) + 1), { ignoreGloria: true }));
  cache.set(level, c);
  return c;
}

/** Runs an update and asserts the state it received did not change. */
export function unchanged<T>(s: PlayState, fn: (s: PlayState) => T): T {
  const before = JSON.stringify(s);
  const out = fn(s);
  expect(JSON.stringify(s)).toBe(before);
  return out;
}
