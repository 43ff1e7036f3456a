/**
 * facts.ts under mutation testing (issue 29): what a warrior's stored choices add up to. Rules:
 * tables/12-progressao.md (the choices of each level: Vida ou Cosmo, técnica nova ou atributo +2,
 * perícia ou defesa; the Segunda Lição at 6, the Quarta Convicção at 14, the Segunda Assinatura at 18),
 * tables/03-criacao.md (the treinos, their two skills and lição; Disciplina: the three passive
 * defenses trained), tables/06-tecnicas.md › O Grau (Grau 1 at levels 1–4, 2 at 5–8, 3 at 9–12, 4 at
 * 13–16, 5 at 17–20). Every warrior is built inside its `it` (no static mutants, docs/mutacao.md).
 */
import { describe, expect, it } from 'vitest';
import { conviccoesAt, effectiveGrau, findLicao, licaoOf, treinoOf, warriorFacts, type Treino, type Warrior } from '../../src/character/index.js';
import { bookCharacterRuleset } from '../../src/rules/index.js';
import type { Technique } from '../../src/technique/index.js';
import { teo, garra, olhos } from '../fixtures/teo.js';

const T12 = 'tables/12-progressao.md';
const T3 = 'tables/03-criacao.md';
const T6 = 'tables/06-tecnicas.md › O Grau';

type LevelUp = Warrior['levelUps'][number];
const withUps = (levelUps: LevelUp[], extra: Partial<Warrior> = {}): Warrior => ({ ...teo, ...extra, levelUps });

describe(`warriorFacts: the choices of each level (${T12})`, () => {
  it('level is 1 + the number of level-ups', () => {
    expect(warriorFacts(teo).level).toBe(1);
    expect(warriorFacts(withUps([{ level: 2, vidaOuCosmo: 'vida' }, { level: 3, vidaOuCosmo: 'cosmo' }, { level: 4, vidaOuCosmo: 'vida' }])).level).toBe(4);
  });

  it('Vida ou Cosmo: each level-up counts once on its side', () => {
    const f = warriorFacts(withUps([{ level: 2, vidaOuCosmo: 'vida' }, { level: 3, vidaOuCosmo: 'cosmo' }, { level: 4, vidaOuCosmo: 'cosmo' }]));
    expect(f.vidaChoices).toBe(1);
    expect(f.cosmoChoices).toBe(2);
    expect(f.initiativeChoices).toBe(0);
    const none = warriorFacts(teo);
    expect([none.vidaChoices, none.cosmoChoices]).toEqual([0, 0]);
  });

  it('atributo: +2 per choice (attributeIncrease 2) on the creation value; the others unchanged', () => {
    expect(bookCharacterRuleset.progression.choices.tecnicaOuAtributo.attributeIncrease).toBe(2);
    const f = warriorFacts(
      withUps([
        { level: 2, vidaOuCosmo: 'vida' },
        { level: 3, vidaOuCosmo: 'vida' },
        { level: 4, vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'atributo', attribute: 'CON' } },
        { level: 5, vidaOuCosmo: 'vida' },
        { level: 6, vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'atributo', attribute: 'CON' } },
      ]),
    );
    expect(f.attributeRaises).toEqual({ FOR: 0, DES: 0, CON: 2, INT: 0, SAB: 0, CAR: 0 });
    expect(f.baseAttributes).toEqual({ FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 });
    expect(f.attributes).toEqual({ FOR: 12, DES: 15, CON: 17, INT: 10, SAB: 14, CAR: 8 });
    expect(f.learnedAt.size).toBe(0);
  });

  it('técnica nova: learnedAt holds the level of the choice, and no attribute rises', () => {
    const f = warriorFacts(withUps([{ level: 2, vidaOuCosmo: 'vida' }, { level: 3, vidaOuCosmo: 'vida' }, { level: 4, vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'tecnica', techniqueId: 'nova' } }]));
    expect([...f.learnedAt]).toEqual([['nova', 4]]);
    expect(f.attributes).toEqual(f.baseAttributes);
  });

  it('perícia: the treino skills, then the free ones, then the level-up ones, without repeats', () => {
    const f = warriorFacts(
      withUps([
        { level: 2, vidaOuCosmo: 'vida' },
        { level: 3, vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'pericia', skill: 'medicina' } },
        { level: 7, vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'pericia', skill: 'furtividade' } },
      ]),
    );
    expect(f.proficientSkills).toEqual(['furtividade', 'enganacao', 'acrobacia', 'percepcao', 'intuicao', 'atletismo', 'medicina']);
    expect(f.trainedDefenses).toEqual(['reflexos', 'vontade']);
  });

  it('a free skill that repeats a treino skill is listed once', () => {
    const f = warriorFacts({ ...teo, skills: ['enganacao', 'acrobacia'] });
    expect(f.proficientSkills).toEqual(['furtividade', 'enganacao', 'acrobacia']);
  });

  it('defesa: the missing defense joins, listed in the ruleset order (fortitude, reflexos, vontade)', () => {
    const f = warriorFacts(withUps([{ level: 2, vidaOuCosmo: 'vida' }, { level: 3, vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'defesa', defense: 'fortitude' } }]));
    expect(f.trainedDefenses).toEqual(['fortitude', 'reflexos', 'vontade']);
    expect(f.proficientSkills).toHaveLength(6);
    expect(f.initiativeChoices).toBe(0);
  });

  it('iniciativa: counted once per choice, and adds no skill nor defense', () => {
    const f = warriorFacts(
      withUps([
        { level: 2, vidaOuCosmo: 'vida' },
        { level: 3, vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'iniciativa' } },
        { level: 7, vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'iniciativa' } },
      ]),
    );
    expect(f.initiativeChoices).toBe(2);
    expect(f.proficientSkills).toHaveLength(6);
    expect(f.trainedDefenses).toEqual(['reflexos', 'vontade']);
  });
});

describe(`warriorFacts: the lições (${T3}; Segunda Lição, ${T12})`, () => {
  it("the treino's lição first; the Segunda Lição after it", () => {
    expect(warriorFacts(teo).licoes).toEqual(['briga_de_rua']);
    expect(warriorFacts(withUps([{ level: 2, vidaOuCosmo: 'vida' }])).licoes).toEqual(['briga_de_rua']);
    const f = warriorFacts(withUps([{ level: 6, vidaOuCosmo: 'vida', segundaLicao: 'fluxo' }]));
    expect(f.licoes).toEqual(['briga_de_rua', 'fluxo']);
    expect(f.trainedDefenses).toEqual(['reflexos', 'vontade']);
  });

  it("a Segunda Lição equal to the treino's own is not listed twice", () => {
    expect(warriorFacts(withUps([{ level: 6, vidaOuCosmo: 'vida', segundaLicao: 'briga_de_rua' }])).licoes).toEqual(['briga_de_rua']);
  });

  it('Disciplina as the Segunda Lição trains the three passive defenses', () => {
    const f = warriorFacts(withUps([{ level: 6, vidaOuCosmo: 'vida', segundaLicao: 'disciplina' }]));
    expect(f.licoes).toEqual(['briga_de_rua', 'disciplina']);
    expect(f.trainedDefenses).toEqual(['fortitude', 'reflexos', 'vontade']);
  });

  it('a Segunda Lição the ruleset does not know is listed, with no effect (and no error)', () => {
    const f = warriorFacts(withUps([{ level: 6, vidaOuCosmo: 'vida', segundaLicao: 'licao_inventada' }]));
    expect(f.licoes).toEqual(['briga_de_rua', 'licao_inventada']);
    expect(f.trainedDefenses).toEqual(['reflexos', 'vontade']);
  });

  it('O Santuário (Disciplina): the three defenses from level 1, its skills Mitologia and Persuasão first', () => {
    const f = warriorFacts({ ...teo, treino: 'santuario', trainedDefenses: [] });
    expect(f.trainedDefenses).toEqual(['fortitude', 'reflexos', 'vontade']);
    expect(f.proficientSkills.slice(0, 2)).toEqual(['mitologia', 'persuasao']);
    expect(f.licoes).toEqual(['disciplina']);
  });

  it('a treino the ruleset does not know: no lição, no treino skills', () => {
    const f = warriorFacts({ ...teo, treino: 'nenhum' });
    expect(f.licoes).toEqual([]);
    expect(f.proficientSkills).toEqual(['acrobacia', 'percepcao', 'intuicao', 'atletismo']);
    expect(f.trainedDefenses).toEqual(['reflexos', 'vontade']);
  });
});

describe(`warriorFacts: the signatures (técnica assinatura at 1, Segunda Assinatura at 18, ${T12})`, () => {
  it("the creation signature since level 1; the others are not signatures", () => {
    const f = warriorFacts(teo);
    expect([...f.signatures]).toEqual([[garra().id, 1]]);
  });

  it('the Segunda Assinatura since the level of the choice', () => {
    const f = warriorFacts(withUps([{ level: 18, vidaOuCosmo: 'vida', segundaAssinatura: olhos().id }], { techniques: [garra(), { ...olhos(), signature: true }] }));
    expect(f.signatures.get(olhos().id)).toBe(18);
    expect(f.signatures.get(garra().id)).toBe(1);
  });

  it('a technique evolved from a signature keeps the level its origin became one', () => {
    const evolved: Technique = { ...garra(), id: 'garra-evoluida' as Technique['id'], evolvedFrom: 'velha', signature: true };
    const f = warriorFacts(withUps([{ level: 18, vidaOuCosmo: 'vida', segundaAssinatura: 'velha' }], { techniques: [{ ...garra(), signature: false }, evolved] }));
    expect(f.signatures.get('garra-evoluida')).toBe(18);
    expect(f.signatures.has(garra().id)).toBe(false);
  });

  it('an evolved signature whose origin was never recorded counts from level 1', () => {
    const evolved: Technique = { ...garra(), id: 'garra-evoluida' as Technique['id'], evolvedFrom: 'velha', signature: true };
    const f = warriorFacts({ ...teo, techniques: [evolved] });
    expect([...f.signatures]).toEqual([['garra-evoluida', 1]]);
  });
});

describe(`treinoOf, licaoOf, findLicao (${T3})`, () => {
  const ilha = (): Treino => {
    const base = bookCharacterRuleset.creation.treinos[0]!;
    return { ...base, id: 'ilha', name: 'A Ilha', licao: { ...base.licao, id: 'o_mar_ensina', name: 'O Mar Ensina' } } as Treino;
  };

  it("a character's own treino when the id names it; else the ruleset's; else undefined", () => {
    expect(treinoOf({ treino: 'ilha', customTreino: ilha() })?.id).toBe('ilha');
    expect(treinoOf({ treino: 'orfanato', customTreino: ilha() })?.id).toBe('orfanato');
    expect(treinoOf({ treino: 'ilha' })).toBeUndefined();
    expect(treinoOf({ customTreino: ilha() })).toBeUndefined();
    expect(treinoOf({ treino: 'santuario' })?.licao.id).toBe('disciplina');
  });

  it("licaoOf: the own treino's lição, then any of the ruleset's (the Segunda Lição is another treino's)", () => {
    expect(licaoOf({ treino: 'ilha', customTreino: ilha() }, 'o_mar_ensina')?.name).toBe('O Mar Ensina');
    expect(licaoOf({ treino: 'ilha', customTreino: ilha() }, 'disciplina')?.effects.trainsAllPassiveDefenses).toBe(true);
    expect(licaoOf({ treino: 'orfanato' }, 'o_mar_ensina')).toBeUndefined();
    expect(licaoOf({ treino: 'orfanato' }, 'briga_de_rua')?.id).toBe('briga_de_rua');
    expect(licaoOf({ treino: 'nenhum' }, 'fluxo')?.id).toBe('fluxo');
  });

  it('findLicao gives the lição with its treino', () => {
    const r = findLicao('briga_de_rua');
    expect(r?.treino.id).toBe('orfanato');
    expect(r?.licao.id).toBe('briga_de_rua');
    expect(findLicao('fluxo')?.treino.id).toBe('ilha_do_sacrificio');
    expect(findLicao('nenhuma')).toBeUndefined();
  });
});

describe(`conviccoesAt: 3 Convicções, the Quarta at level 14 (${T12})`, () => {
  it('3 up to 13, 4 from 14', () => {
    expect([1, 13, 14, 20].map((l) => conviccoesAt(l))).toEqual([3, 3, 4, 4]);
  });
  it('a ruleset without the Quarta Convicção gain: 3 at every level', () => {
    const p = bookCharacterRuleset.progression;
    const ruleset = { ...bookCharacterRuleset, progression: { ...p, fixedGains: {} as typeof p.fixedGains } };
    expect([1, 14, 20].map((l) => conviccoesAt(l, ruleset))).toEqual([3, 3, 3]);
  });
});

describe(`effectiveGrau: a signature rises with its owner, never above the owner's Grau (${T6})`, () => {
  const at = (grau: number | undefined): Technique => ({ ...garra(), grau }) as Technique;

  it('no Grau: undefined', () => {
    expect(effectiveGrau(at(undefined), 9, 1)).toBeUndefined();
  });
  it('not a signature: the Grau it was born in, at any level', () => {
    expect(effectiveGrau(at(1), 20, undefined)).toBe(1);
  });
  it('signature since 1, owner at 9 (Grau 3): 1 + 2 = 3', () => {
    expect(effectiveGrau(at(1), 9, 1)).toBe(3);
    expect(effectiveGrau(at(1), 8, 1)).toBe(2);
  });
  it("signature since 5 (Grau 2), owner at 13 (Grau 4): rises from the Grau it became one, 1 + 2 = 3", () => {
    expect(effectiveGrau(at(1), 13, 5)).toBe(3);
  });
  it("born at Grau 2, signature since 1, owner at 5 (Grau 2): not above the owner's Grau", () => {
    expect(effectiveGrau(at(2), 5, 1)).toBe(2);
  });
  it("born above the owner's Grau: keeps its own Grau", () => {
    expect(effectiveGrau(at(3), 5, 1)).toBe(3);
  });
});
