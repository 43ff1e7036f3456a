/**
 * A treino of the player's own: "Se nenhum servir, monte o seu: duas perícias e uma lição do
 * tamanho destas" (seed › Capítulo Três, Etapa 5 · Treino).
 */
import { describe, expect, it } from 'vitest';
import { checkTreino, deriveFicha, licaoOf, setTreino, startCreation, treinoOf, validateWarrior, type Warrior } from '../../src/character/index.js';
import { must, teo } from '../fixtures/teo.js';

const SEED = 'seed › Etapa 5 · Treino, "monte o seu: duas perícias e uma lição do tamanho destas"';
const ilha = {
  id: 'ilha_de_andromeda',
  name: 'A Ilha de Andrômeda',
  skills: ['sobrevivencia', 'mitologia'] as [string, string],
  licao: { id: 'o_mar_ensina', name: 'O Mar Ensina', effect: '+2 na Iniciativa.', effects: { initiativeBonus: 2 } },
};
const withOwn = (over: Partial<typeof ilha> = {}): Warrior => ({ ...teo, treino: over.id ?? ilha.id, customTreino: { ...ilha, ...over } }) as Warrior;

describe(`a treino of one's own (${SEED})`, () => {
  it('is read like a book treino: its two skills are trained and its lição counts in the ficha', () => {
    const w = withOwn();
    const v = validateWarrior(w);
    expect(v.issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(treinoOf(w)?.name).toBe('A Ilha de Andrômeda');
    expect(licaoOf(w, 'o_mar_ensina')?.effects.initiativeBonus).toBe(2);
    const f = deriveFicha(w);
    expect(f.treino).toEqual({ id: 'ilha_de_andromeda', name: 'A Ilha de Andrômeda' });
    expect(f.skills.filter((s) => s.source === 'treino').map((s) => s.id).sort()).toEqual(['mitologia', 'sobrevivencia']);
    // Téo's own lição (Briga de Rua, +2 Iniciativa) is replaced by O Mar Ensina (+2): same total, other name.
    expect(f.initiative.terms.map((t) => t.label)).toContain('O Mar Ensina');
    expect(f.initiative.terms.map((t) => t.label)).not.toContain('Briga de Rua');
  });

  it('is chosen in the creation step with an object; a malformed one is refused with the schema path', () => {
    const d = must(setTreino(startCreation(), ilha));
    expect(d.treino).toBe('ilha_de_andromeda');
    expect(d.customTreino?.licao.name).toBe('O Mar Ensina');
    expect(must(setTreino(d, 'orfanato')).customTreino).toBeUndefined();
    const bad = setTreino(startCreation(), { ...ilha, skills: ['sobrevivencia'] } as never);
    expect(bad.ok).toBe(false);
    expect(bad.issues[0]!.path[0]).toBe('customTreino');
  });

  it('refuses two equal skills, an unknown skill, a book treino id, and an own treino the character does not name', () => {
    const codes = (w: Warrior) => checkTreino(w).map((i) => i.code);
    expect(codes(withOwn({ skills: ['sobrevivencia', 'sobrevivencia'] }))).toEqual(['treino_custom_skills_repeat']);
    expect(codes(withOwn({ skills: ['sobrevivencia', 'voar'] }))).toEqual(['skill_unknown']);
    expect(codes(withOwn({ id: 'orfanato' }))).toEqual(['treino_custom_id_taken']);
    expect(codes({ ...withOwn(), treino: 'montanha_dos_cinco_picos' } as Warrior)).toEqual(['treino_custom_unused']);
    expect(codes({ ...teo, treino: 'ilha_de_andromeda' } as Warrior)).toEqual(['treino_unknown']);
    expect(validateWarrior(withOwn({ id: 'orfanato' })).ok).toBe(false);
  });
});
