/**
 * M3 — one Convicção should name a person: an advisory, by a heuristic.
 */
import { describe, expect, it } from 'vitest';
import { seemsToNameAPerson, setConviccoes, startCreation, validateWarrior } from '../../src/character/index.js';
import { refused, teo } from '../fixtures/teo.js';

const E6 = 'seed › Etapa 6 · Convicções';

describe(`Convicções: "Pelo menos uma precisa ter o nome de uma pessoa" — an advisory (${E6})`, () => {
  const d = startCreation('z');

  it('no sentence naming anyone: accepted with the warning conviccao_no_person', () => {
    const r = setConviccoes(d, ['eu luto pela justiça', 'eu luto pelo santuário', 'eu luto pela paz']);
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => [i.code, i.severity])).toEqual([['conviccao_no_person', 'warning']]);
    expect(r.issues[0]!.message).toContain('é só uma pista');
  });

  it('a capitalised name after "eu luto" is enough (Téo: "a Irmã Lúcia")', () => {
    expect(setConviccoes(d, teo.conviccoes).issues).toEqual([]);
    expect(validateWarrior(JSON.parse(JSON.stringify(teo))).issues).toEqual([]);
  });

  it('the heuristic: a capital initial after the opening; the sentence’s own first word does not count', () => {
    expect(seemsToNameAPerson('eu luto por Ana', 'eu luto')).toBe(true);
    expect(seemsToNameAPerson('Eu luto pela justiça', 'eu luto')).toBe(false);
    expect(seemsToNameAPerson('EU LUTO pela paz', 'eu luto')).toBe(false);
    expect(seemsToNameAPerson('eu luto para que Íris volte', 'eu luto')).toBe(true);
    expect(seemsToNameAPerson('eu luto pela ana', 'eu luto')).toBe(false);
  });

  it('blank or wrong sentences still are errors, and no advisory is added to them alone', () => {
    const r = setConviccoes(d, ['', '', '']);
    expect(refused(r)).toEqual(['conviccao_blank', 'conviccao_blank', 'conviccao_blank']);
  });
});
