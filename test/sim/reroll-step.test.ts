/**
 * The end-of-turn roll of a condition is the same Rolagem de Efeito again, so the Sentido's step
 * gives it Vantagem or Desvantagem like the first one:
 * - seed › Capítulo Cinco, "Condições": "No fim de cada turno do alvo, quem impôs rola de novo; se errar, a condição acaba."
 * - seed › Capítulo Quatro, "A diferença de Sentido": "Um degrau acima: você tem Vantagem nos ataques e
 *   nas Rolagens de Efeito contra ele, e ele tem Desvantagem contra você."
 */
import { describe, expect, it } from 'vitest';
import { fight, referenceFighter, type Fighter } from '../../src/sim/index.js';
import { dice } from './scripted.js';

const rich = (f: Fighter): Fighter => ({ ...f, teto: 40, cosmoStart: 40 });

describe('the end-of-turn roll of a condition reads the Sentido step (seed, Condições; A diferença de Sentido)', () => {
  // Every d20 comes as the pair 1, 19: a roll with Vantagem takes 19, with Desvantagem 1; a plain
  // roll takes whichever comes next.
  const pairs = () => dice([1, 20], [19, 20]);

  it('an Ouro in the Sétimo keeps the Banido on a Bronze in the Sexto with Vantagem: 19 of the pair, round after round', () => {
    const a = rich(referenceFighter({ level: 16, posto: 'ouro', assento: 'ondas', name: 'A' }));
    const b = { ...referenceFighter({ level: 16, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999 };
    const need = b.vontade - a.conditionTechniques[0]!.attack;
    // The Ondas hits only on 19 (and the Bronze's golpes never matter: it is out of the fight).
    expect(need).toBeGreaterThan(1);
    expect(need).toBeLessThanOrEqual(19);
    const log = fight([a], [b], pairs(), { maxRounds: 3, log: true, firstSide: 0 }).log!;
    expect(log.some((l) => l.startsWith('A domina o Cosmo e entra no Sétimo Sentido'))).toBe(true);
    expect(log.some((l) => l.startsWith('A usa Ondas do Inferno em B: 19 +') && l.endsWith('acerta.'))).toBe(true);
    const rerolls = log.filter((l) => l.startsWith('A rola de novo Banido em B'));
    expect(rerolls.length).toBeGreaterThanOrEqual(2);
    for (const l of rerolls) expect(l).toMatch(/^A rola de novo Banido em B: 19 \+ \d+ = \d+ contra Vontade \d+, mantém\.$/);
    expect(log.some((l) => l.includes('B se livra de Banido'))).toBe(false);
  });
});
