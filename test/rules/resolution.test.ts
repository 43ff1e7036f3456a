import { describe, expect, it } from 'vitest';
import { parseWith } from '../../src/issues/index.js';
import { bookRuleset, provenanceOf } from '../../src/rules/ruleset.js';
import { resolution, resolutionProvenance, resolutionSchema } from '../../src/rules/sections/resolution.js';

const F = 'FACTS.md › Resolution (opening chapters)';
const T2 = 'tables/02-como-se-joga.md';

describe('resolution section — schema and provenance', () => {
  it('the book data passes its schema', () => {
    const r = parseWith(resolutionSchema, resolution);
    expect(r.issues).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('is the section composed into the book ruleset', () => {
    expect(bookRuleset.resolution).toEqual(resolution);
    expect(Object.isFrozen(bookRuleset.resolution.rollKinds.ataque)).toBe(true);
  });

  it('every top-level key has a provenance entry', () => {
    for (const k of Object.keys(resolution)) expect(resolutionProvenance[k], k).toBeDefined();
  });

  it('every dotted provenance path points at a real value', () => {
    for (const path of Object.keys(resolutionProvenance)) {
      let v: unknown = resolution;
      for (const part of path.split('.')) v = (v as Record<string, unknown>)[part];
      expect(v, path).not.toBeUndefined();
    }
  });

  it('provenanceOf finds the most specific entry (reconstructed natural 1 of Efeito)', () => {
    expect(provenanceOf('resolution.rollKinds.efeito.natural1')?.kind).toBe('reconstructed');
    expect(provenanceOf('resolution.rollKinds.ataque.natural20')?.kind).toBe('stated');
    expect(provenanceOf('resolution.difficulties')?.kind).toBe('restored');
  });

  it('difficulty_not_ascending: a table whose CDs do not rise is refused', () => {
    const bad = structuredClone(resolution);
    bad.difficulties[2]!.cd = 12;
    const r = parseWith(resolutionSchema, bad);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('difficulty_not_ascending');
    expect(r.issues.find((i) => i.code === 'difficulty_not_ascending')?.message).toMatch(/CD 12/);
  });

  it('roll_kind_unknown_target: a roll kind aimed at a missing target is refused', () => {
    const bad = structuredClone(resolution);
    bad.rollKinds.ataque.target = 'armadura';
    const r = parseWith(resolutionSchema, bad);
    expect(r.issues.map((i) => i.code)).toContain('roll_kind_unknown_target');
  });
});

describe(`resolution data — ${F}`, () => {
  it(`Test: d20 + modifier (+ proficiency when trained) ≥ target (${F})`, () => {
    expect(resolution.test.die).toBe(20);
    expect(resolution.test.successOnEqual).toBe(true);
    expect(resolution.test.proficiencyOnlyWhenTrained).toBe(true);
    expect(resolutionProvenance.test?.source).toBe(F);
  });

  it(`Targets: CD (world), DEF (attack), Fortitude / Reflexos / Vontade (${F})`, () => {
    expect(Object.keys(resolution.targets)).toEqual(['cd', 'def', 'fortitude', 'reflexos', 'vontade']);
    expect(resolution.targets.def?.label).toBe('DEF');
    expect(resolution.rollKinds.ataque.target).toBe('def');
    expect(resolution.rollKinds.pericia.target).toBe('cd');
  });

  it(`The one who causes rolls; nobody rolls to defend (${F})`, () => {
    expect(resolution.test.whoRolls).toBe('quem_causa');
  });

  it(`Example: Bronze level 1, Atletismo +5 vs CD 13 (${F})`, () => {
    expect(resolution.example).toMatchObject({ posto: 'bronze', level: 1, bonus: 5, cd: 13 });
  });

  it(`Vantagem / Desvantagem: two d20, do not stack, cancel from any number of sources (${F})`, () => {
    expect(resolution.advantage.dice).toBe(2);
    expect(resolution.advantage.stacking).toBe('none');
  });

  it(`Natural 20 on an attack hits and crits; natural 1 misses (${F})`, () => {
    expect(resolution.rollKinds.ataque.natural20).toEqual({ autoSuccess: true, critical: true, exceptional: false });
    expect(resolution.rollKinds.ataque.natural1.autoFailure).toBe(true);
  });

  it(`Golpe comum crit = damage dice twice; technique crit = one extra damage point (${F})`, () => {
    expect(resolution.critical).toEqual({ golpeComumDamageDiceMultiplier: 2, techniqueExtraDamagePoints: 1 });
  });

  it(`Skill test nat 20/1: no auto success, no auto failure (${F})`, () => {
    expect(resolution.rollKinds.pericia.natural20.autoSuccess).toBe(false);
    expect(resolution.rollKinds.pericia.natural20.critical).toBe(false);
    expect(resolution.rollKinds.pericia.natural1.autoFailure).toBe(false);
  });

  it(`No crit for Rolagem de Efeito, Iniciativa, or a band of figurantes (${F})`, () => {
    for (const k of ['efeito', 'iniciativa', 'ataque_bando'] as const) {
      expect(resolution.rollKinds[k].natural20.critical, k).toBe(false);
    }
  });

  it(`Fractions round up unless a rule says otherwise (${F})`, () => {
    expect(resolution.fractions.default).toBe('up');
  });

  it(`Difficulty table, row by row (${T2} › Quanto é difícil)`, () => {
    const expected = [
      ['facil', 'Fácil', 10],
      ['media', 'Média', 13],
      ['dificil', 'Difícil', 16],
      ['muito_dificil', 'Muito difícil', 19],
      ['quase_impossivel', 'Quase impossível', 22],
    ];
    expect(resolution.difficulties.map((d) => [d.slug, d.label, d.cd])).toEqual(expected);
    expect(resolution.difficulties[3]!.example).toBe('Nadar contra o redemoinho de um templo submarino');
    expect(resolutionProvenance.difficulties).toEqual({ kind: 'restored', source: `${T2} › Quanto é difícil` });
  });

  it(`The basic roll box: 1d20 + modificador (+ proficiência) (${T2} › "A rolagem básica")`, () => {
    expect(resolution.test.formula).toBe('1d20 + modificador (+ proficiência)');
  });

  it(`Vantagem: caído, ally helps, a Sentido above, a Centelha; Desvantagem: not seeing, a foe a Sentido above, a lost sense (${T2} › Vantagem e Desvantagem)`, () => {
    expect(resolution.advantage.sources.vantagem.map((x) => [x.id, x.text])).toEqual([
      ['ataca_caido', 'quando ataca alguém caído'],
      ['aliado_ajuda', 'quando um aliado te ajuda'],
      ['sentido_acima', 'quando está num Sentido acima do inimigo'],
      ['recebe_centelha', 'quando recebe uma Centelha'],
    ]);
    expect(resolution.advantage.sources.desvantagem.map((x) => [x.id, x.text])).toEqual([
      ['sem_enxergar', 'sem enxergar o alvo'],
      ['inimigo_sentido_acima', 'lutando contra alguém num Sentido acima do seu'],
      ['sentido_perdido', 'tentando algo com um sentido que perdeu'],
    ]);
    expect(resolution.advantage.cards.map((c) => [c.label, c.tag])).toEqual([
      ['Vantagem', 'A situação está a seu favor'],
      ['Desvantagem', 'A situação está contra você'],
    ]);
    // Every listed situation is in its card's text.
    for (const [i, kind] of (['vantagem', 'desvantagem'] as const).entries())
      for (const src of resolution.advantage.sources[kind]) expect(resolution.advantage.cards[i]!.text).toContain(src.text);
  });

  it('Como uma sessão acontece: Caminho · Luta · Interlúdio (tables/01-antes-de-tudo.md › Como uma sessão acontece)', () => {
    expect(resolution.sessionModes.map((c) => [c.label, c.tag])).toEqual([
      ['Caminho', 'A maior parte do tempo'],
      ['Luta', 'O coração do jogo'],
      ['Interlúdio', 'Entre uma batalha e outra'],
    ]);
    expect(resolution.sessionModes[1]!.text).toContain('Muitas lutas são duelos');
  });

  it(`Os cinco números da sua ficha: PV · Cosmo · sentidos · Convicções · Centelhas; the numbers they quote match their sections (${T2} › Os cinco números da sua ficha)`, () => {
    expect(resolution.sheetNumbers.map((c) => [c.label, c.tag])).toEqual([
      ['PV · Pontos de Vida', 'Quanto você aguenta'],
      ['Cosmo', 'Cresce durante a luta'],
      ['Os cinco sentidos', 'O que podem tirar de você'],
      ['Convicções', 'Por que você levanta'],
      ['Centelhas', 'O Cosmo que você manda'],
    ]);
    const R = bookRuleset;
    expect(resolution.sheetNumbers[0]!.text).toContain('Um descanso longo devolve metade.');
    expect(R.combat.rests.longo.hpFraction).toBe(0.5);
    expect(resolution.sheetNumbers[3]!.text).toContain('Uma volta a cada 7 dias sem luta');
    expect(R.combat.rests.interludio.conviccaoEveryDays).toBe(7);
    expect(R.creation.conviccoes.atCreation).toBe(3);
    expect(resolution.sheetNumbers[4]!.text).toContain('Três por sessão.');
    expect(R.cosmo.centelhas.perSession).toBe(3);
  });
});
