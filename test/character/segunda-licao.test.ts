/**
 * The Segunda Lição gives its effect like the treino's own: "A lição de outro treino"
 * (tables/12-progressao.md › Segunda Lição); Disciplina: "Você é treinado nas três defesas
 * passivas" (tables/03-criacao.md › Treinos).
 */
import { describe, expect, it } from 'vitest';
import { deriveFicha, levelUp, type Warrior } from '../../src/character/index.js';
import { choicesFor, must, teoAt } from '../fixtures/teo.js';

const SOURCE = 'tables/12-progressao.md › Segunda Lição; tables/03-criacao.md › Disciplina';

function teoWithSecondLesson(licao: string): Warrior {
  const five = teoAt(5);
  return must(levelUp(five, { ...choicesFor(five, 6), segundaLicao: licao }, { ignoreGloria: true }));
}

describe('the Segunda Lição', () => {
  it(`Disciplina as the Segunda Lição trains the three passive defenses from level 6 (${SOURCE})`, () => {
    const before = deriveFicha(teoWithSecondLesson('paciencia_da_rocha')).passiveDefenses.fortitude;
    expect(before.trained).toBe(false);
    const f = deriveFicha(teoWithSecondLesson('disciplina'));
    for (const d of ['fortitude', 'reflexos', 'vontade'] as const) expect(f.passiveDefenses[d].trained).toBe(true);
    // Level 6, CON 15 (+2): 14 + 2 = 16 untrained; + proficiência (+3 at level 6) = 19 trained.
    expect(before.value.total).toBe(16);
    expect(f.passiveDefenses.fortitude.value.total).toBe(19);
    expect(f.passiveDefenses.fortitude.value.terms.map((t) => t.label)).toContain('proficiência');
  });

  it(`another Segunda Lição leaves Fortitude untrained (${SOURCE})`, () => {
    const f = deriveFicha(teoWithSecondLesson('paciencia_da_rocha'));
    expect(f.passiveDefenses.fortitude.trained).toBe(false);
  });
});
