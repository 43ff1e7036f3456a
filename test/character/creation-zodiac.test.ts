/**
 * M1 — the constellation may not be an elite seat of the army (Atena: the twelve of the zodiac).
 */
import { describe, expect, it } from 'vitest';
import { checkConstellation, createHuman, creationStatus, raiseHumanLevel, setArmy, setConstellation, startCreation, validateCharacter, validateWarrior } from '../../src/character/index.js';
import { must, refused, teo } from '../fixtures/teo.js';

const E2 = 'seed › Etapa 2 · Constelação';
const lince = { accessory: 'garras', characteristic: 'cortante' };

describe(`Atena: any of the 88 constellations but the twelve of the zodiac (${E2}: "menos as doze do zodíaco — essas são as vagas de Ouro, e ninguém começa numa delas")`, () => {
  const atena = must(setArmy(startCreation('x'), 'atena'));

  it('a zodiac seat is refused (constellation_elite_seat), the draft unchanged', () => {
    const before = JSON.stringify(atena);
    for (const c of ['Leão', 'Sagitário', 'virgem', '  ESCORPIÃO ']) {
      const r = setConstellation(atena, { constellation: c, ...lince });
      expect(refused(r)).toEqual(['constellation_elite_seat']);
      expect(r.issues[0]!.path).toEqual(['constellation']);
    }
    expect(setConstellation(atena, { constellation: 'Leão', ...lince }).issues[0]!.params).toMatchObject({ seat: 'Leão', army: 'Atena' });
    expect(JSON.stringify(atena)).toBe(before);
  });

  it('any other constellation is fine (Lince, Leão Menor)', () => {
    expect(setConstellation(atena, { constellation: 'Lince', ...lince }).issues).toEqual([]);
    expect(setConstellation(atena, { constellation: 'Leão Menor', ...lince }).ok).toBe(true);
  });

  it('choosing the army after the constellation still flags it in the status', () => {
    const d = must(setConstellation(startCreation('y'), { constellation: 'Touro', ...lince }));
    const s = creationStatus(must(setArmy(d, 'atena')));
    expect(s.steps.find((x) => x.id === 'constelacao')!.status).toBe('invalid');
  });

  it('a stored warrior in a zodiac seat does not validate (checkCreation)', () => {
    const doc = JSON.parse(JSON.stringify(teo));
    doc.constellation = 'Gêmeos';
    expect(refused(validateWarrior(doc))).toContain('constellation_elite_seat');
    expect(checkConstellation('atena', 'Lince')).toEqual([]);
  });
});

describe('the apprentice and the treino (seed › Capítulo Três, "Nível 2 · aprendiz … as duas perícias do treino e uma Convicção")', () => {
  it('an apprentice without a treino gets the advisory human_treino_missing; raiseHumanLevel can name the treino at level 2', () => {
    const h1 = must(createHuman({ kind: 'humano', army: 'atena', attributes: { method: 'humano', values: { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 } } }));
    expect(h1.humanLevel).toBe(1);
    const bare = raiseHumanLevel(h1, 'eu luto pela Ana');
    expect(bare.ok).toBe(true);
    expect(bare.issues.map((i) => [i.code, i.severity])).toContainEqual(['human_treino_missing', 'warning']);
    const named = must(raiseHumanLevel(h1, { conviccao: 'eu luto pela Ana', treino: 'orfanato' }));
    expect(named.treino).toBe('orfanato');
    expect(validateCharacter(named).issues.map((i) => i.code)).not.toContain('human_treino_missing');
    expect(raiseHumanLevel(h1, { conviccao: 'eu luto pela Ana', treino: 'ilha' }).issues.map((i) => i.code)).toContain('treino_unknown');
  });
});
