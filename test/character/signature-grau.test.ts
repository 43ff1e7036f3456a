/**
 * A signature rises with its owner: "a técnica assinatura sobe de Grau sozinha" (FACTS.md ›
 * Techniques (Capítulo Seis)) — one Grau per new Grau of its owner, never above the owner's.
 */
import { describe, expect, it } from 'vitest';
import { deriveFicha, evolveTechnique, levelUp, validateWarrior, type Warrior } from '../../src/character/index.js';
import { choicesFor, must, teoAt } from '../fixtures/teo.js';

const SOURCE = 'FACTS.md › Techniques (Capítulo Seis), a assinatura sobe sozinha';
const garraId = 'livro-garra-que-rasga-o-ceu';
const line = (w: Warrior, pred: (t: Warrior['techniques'][number]) => boolean) => {
  const t = w.techniques.find(pred)!;
  return deriveFicha(w).techniques.find((l) => l.id === t.id)!;
};

describe('the Grau a signature acts at', () => {
  it(`born at Grau 1, it follows its owner: Grau 3 at level 9 (${SOURCE})`, () => {
    expect(line(teoAt(9), (t) => t.id === garraId).grau).toBe(3);
  });

  it(`evolved to the owner's Grau at level 9, it stays there — not Grau 5 (risen again from level 1) — and rises at the next Grau (${SOURCE})`, () => {
    const w9 = teoAt(9);
    const garra = w9.techniques.find((t) => t.id === garraId)!;
    const evolved = must(evolveTechnique(w9, garraId, { ...(garra as object), grau: 3 } as never));
    const l9 = line(evolved, (t) => t.evolvedFrom === garraId);
    expect([l9.grau, l9.valid]).toEqual([3, true]);
    expect(validateWarrior(evolved).ok).toBe(true);
    let w = evolved;
    for (let lvl = 10; lvl <= 13; lvl++) w = must(levelUp(w, choicesFor(w, lvl), { ignoreGloria: true }));
    expect(line(w, (t) => t.evolvedFrom === garraId).grau).toBe(4);
  });
});
