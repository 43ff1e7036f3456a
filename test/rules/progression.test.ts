import { describe, expect, it } from 'vitest';
import { progression, progressionSchema, progressionProvenance } from '../../src/rules/sections/progression.js';
import { parseWith } from '../../src/issues/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { baseHpAt, hpPerVidaChoiceAt, pointBonusAt, tetoBaseAt } from '../../src/rules/levels.js';

const F = 'FACTS.md › Progression (Capítulo Doze)';
const T = 'tables/12-progressao.md';
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const codes = (v: unknown) => parseWith(progressionSchema, v).issues.map((i) => i.code);

// Two independent transcriptions of "A tabela" (tables/12-progressao.md): Nível · Prof. · Grau · Teto · PV · Ponto
const TABLE = [
  [1, 2, 1, 5, 14, 0], [2, 2, 1, 5, 18, 1], [3, 2, 1, 5, 23, 2], [4, 2, 1, 5, 30, 3],
  [5, 3, 2, 6, 38, 4], [6, 3, 2, 6, 46, 5], [7, 3, 2, 6, 55, 6], [8, 3, 2, 6, 65, 7],
  [9, 4, 3, 7, 76, 8], [10, 4, 3, 7, 88, 9], [11, 4, 3, 7, 101, 10], [12, 4, 3, 7, 115, 11],
  [13, 5, 4, 8, 130, 12], [14, 5, 4, 8, 146, 13], [15, 5, 4, 8, 163, 14], [16, 5, 4, 8, 181, 15],
  [17, 6, 5, 9, 200, 16], [18, 6, 5, 9, 220, 17], [19, 6, 5, 9, 240, 18], [20, 6, 5, 9, 260, 19],
];
// Nível · O que você ganha · O que você escolhe · Glória
const GAINS: [number, string[], string[], number | null][] = [
  [1, ['criacao'], [], 3],
  [2, ['leitura_de_combate'], ['vida_ou_cosmo'], 3],
  [3, [], ['vida_ou_cosmo', 'pericia_ou_defesa'], 3],
  [4, [], ['vida_ou_cosmo', 'tecnica_ou_atributo'], 3],
  [5, [], ['vida_ou_cosmo'], 4],
  [6, ['segunda_licao'], ['vida_ou_cosmo', 'tecnica_ou_atributo'], 4],
  [7, [], ['vida_ou_cosmo', 'pericia_ou_defesa'], 4],
  [8, [], ['vida_ou_cosmo', 'tecnica_ou_atributo'], 4],
  [9, ['ataque_extra'], ['vida_ou_cosmo'], 4],
  [10, [], ['vida_ou_cosmo', 'tecnica_ou_atributo'], 4],
  [11, ['golpe_certeiro'], ['vida_ou_cosmo', 'pericia_ou_defesa'], 4],
  [12, [], ['vida_ou_cosmo', 'tecnica_ou_atributo'], 4],
  [13, [], ['vida_ou_cosmo'], 5],
  [14, ['quarta_conviccao'], ['vida_ou_cosmo', 'tecnica_ou_atributo'], 5],
  [15, [], ['vida_ou_cosmo', 'pericia_ou_defesa'], 5],
  [16, [], ['vida_ou_cosmo', 'tecnica_ou_atributo'], 5],
  [17, [], ['vida_ou_cosmo'], 5],
  [18, ['segunda_assinatura'], ['vida_ou_cosmo', 'tecnica_ou_atributo'], 5],
  [19, [], ['vida_ou_cosmo', 'pericia_ou_defesa'], 5],
  [20, ['lenda'], ['vida_ou_cosmo', 'tecnica_ou_atributo'], null],
];

describe('progression section: schema', () => {
  it('the book data passes its own schema', () => {
    expect(parseWith(progressionSchema, progression).issues).toEqual([]);
  });
  it('every top-level key has a provenance entry', () => {
    for (const key of Object.keys(progression)) expect(progressionProvenance[key], key).toBeDefined();
  });
  it('refuses a level table out of order (level_table_out_of_order)', () => {
    const bad = clone(progression);
    bad.levels[3]!.level = 7;
    expect(codes(bad)).toContain('level_table_out_of_order');
  });
  it('refuses a Grau that goes down (grau_not_monotone)', () => {
    const bad = clone(progression);
    bad.levels[5]!.grau = 1;
    expect(codes(bad)).toContain('grau_not_monotone');
  });
  it('refuses a proficiency that goes down (level_table_not_monotone)', () => {
    const bad = clone(progression);
    bad.levels[10]!.proficiency = 2;
    expect(codes(bad)).toContain('level_table_not_monotone');
  });
  it('refuses an HP base that does not rise (level_table_not_monotone)', () => {
    const bad = clone(progression);
    bad.levels[1]!.hpBase = 14;
    expect(codes(bad)).toContain('level_table_not_monotone');
  });
  it('refuses a level without Glória to leave (gloria_to_leave_missing)', () => {
    const bad = clone(progression);
    bad.levels[2]!.gloriaToLeave = null;
    expect(codes(bad)).toContain('gloria_to_leave_missing');
  });
  it('refuses choice slots that disagree with the cards (level_choices_disagree)', () => {
    const bad = clone(progression);
    bad.levels[4]!.choices = ['vida_ou_cosmo', 'tecnica_ou_atributo'];
    expect(codes(bad)).toContain('level_choices_disagree');
  });
  it('refuses a fixed gain at the wrong level (fixed_gain_disagrees)', () => {
    const bad = clone(progression);
    bad.levels[7]!.gains = ['ataque_extra'];
    expect(codes(bad)).toContain('fixed_gain_disagrees');
  });
  it('refuses a choice level outside the table (level_out_of_range)', () => {
    const bad = clone(progression);
    bad.choices.tecnicaOuAtributo.levels.push(21);
    expect(codes(bad)).toContain('level_out_of_range');
  });
});

describe(`stated facts (${F})`, () => {
  it(`Glória to leave a level: 3 up to level 4, 4 up to 12, 5 after (${F})`, () => {
    for (const r of progression.levels) {
      if (r.level === 20) continue;
      expect(r.gloriaToLeave, `nível ${r.level}`).toBe(r.level <= 4 ? 3 : r.level <= 12 ? 4 : 5);
    }
  });
  it(`HP: base + CON once per level + ⌈level/2⌉ per Vida choice; base 14 at level 1 and 38 at level 5 (${F})`, () => {
    expect(progression.levels[0]!.hpBase).toBe(14);
    expect(progression.levels[4]!.hpBase).toBe(38);
    expect(progression.choices.vida.hpDivisor).toBe(2);
  });
  it(`HP example: level 5, CON +2, two Vida choices: 38 + 10 + 6 = 54 (${F})`, () => {
    const level = 5;
    const con = 2;
    const vida = 2;
    const base = progression.levels[level - 1]!.hpBase;
    const perVida = Math.ceil(level / progression.choices.vida.hpDivisor);
    expect([base, con * level, vida * perVida]).toEqual([38, 10, 6]);
    expect(base + con * level + vida * perVida).toBe(54);
    // The same numbers through the rules helpers the character module uses.
    expect(baseHpAt(level) + con * level + vida * hpPerVidaChoiceAt(level)).toBe(54);
  });
  it(`level-up: HP to the new max; all spent Convicções return; CON recomputed as if always that value (${F})`, () => {
    expect(progression.levelUp).toMatchObject({ hpToNewMax: true, allConviccoesReturn: true, conRecomputedRetroactively: true });
  });
  it(`Oitavo at 12 (cosmo), Ataque Extra 9, Segunda Lição 6 are fixed gains by level; Sintonia 3 from level 10 (${F})`, () => {
    expect(bookRuleset.cosmo.oitavo.minLevel).toBe(12);
    expect(progression.fixedGains.ataque_extra.level).toBe(9);
    expect(progression.fixedGains.segunda_licao.level).toBe(6);
    expect(progression.sintonia).toEqual({ relics: 2, relicsFromLevel10: 3, fromLevel: 10 });
  });
  it('techniques: start 2, up to 11 — held once, in techniques.known (FACTS.md › Techniques (Capítulo Seis))', () => {
    expect(bookRuleset.techniques.known).toEqual({ start: 2, max: 11 });
    expect('techniques' in progression).toBe(false);
  });
  it('Grau changes at levels 5, 9, 13, 17 (FACTS.md › Techniques (Capítulo Seis))', () => {
    const changes = progression.levels.filter((r, i) => i > 0 && r.grau !== progression.levels[i - 1]!.grau).map((r) => r.level);
    expect(changes).toEqual([5, 9, 13, 17]);
  });
  it('Posto: Prata from level 9; elite from 15 with a vacant seat (FACTS.md › Armor (Capítulo Sete))', () => {
    expect(progression.posto.prata.minLevel).toBe(9);
    expect(progression.posto.elite).toEqual({ minLevel: 15, needsVacantSeat: true });
  });
  it('attribute raises at 4, 6, 8, …, 20 — not the engine constant 4, 8, 12, 16, 19 (FACTS.md › 2. Restored, and where the two disagree)', () => {
    expect(progression.choices.tecnicaOuAtributo.levels).toEqual([4, 6, 8, 10, 12, 14, 16, 18, 20]);
  });
});

describe(`restored tables (${T})`, () => {
  it(`A tabela: Nível · Prof. · Grau · Teto · PV · Ponto, all twenty rows — Teto and Ponto from the seed's formulas (${T} › A tabela; FACTS.md › Cosmo, › Techniques)`, () => {
    expect(progression.levels.map((r) => [r.level, r.proficiency, r.grau, tetoBaseAt(r.level), r.hpBase, pointBonusAt(r.level)])).toEqual(TABLE);
  });
  it('Teto and Ponto have one home each (cosmo.teto.base + proficiency; level − techniques.pointBonusLevelOffset): the level rows hold no copy (docs/regras/progression.md)', () => {
    for (const r of progression.levels) expect(Object.keys(r).sort()).toEqual(['choices', 'gains', 'gloriaToLeave', 'grau', 'hpBase', 'level', 'proficiency']);
    const stray = clone(progression);
    (stray.levels[0] as Record<string, unknown>).tetoBase = 99;
    const r = parseWith(progressionSchema, stray);
    expect(r.ok && r.value.levels[0]).not.toHaveProperty('tetoBase');
  });
  it(`A tabela: gains, choices and Glória of every level (${T} › A tabela)`, () => {
    expect(progression.levels.map((r) => [r.level, r.gains, r.choices, r.gloriaToLeave])).toEqual(GAINS);
  });
  it(`Glória: six triggers worth 1 each (${T} › Glória)`, () => {
    expect(progression.gloria.triggers.map((t) => [t.id, t.amount])).toEqual([
      ['vencer_nomeado', 1],
      ['posto_acima', 1],
      ['despertar_sentido', 1],
      ['guerra_dos_mil_dias', 1],
      ['objetivo_da_missao', 1],
      ['sem_luta', 1],
    ]);
  });
  it(`Subir de nível: você escolhe — Vida, Cosmo, técnica ou atributo (+2, max 20), perícia ou defesa (+2 Iniciativa) (${T} › Subir de nível: você escolhe)`, () => {
    expect(progression.choices.vida).toMatchObject({ hpDivisor: 2 });
    // "A cada duas escolhas de Vida, +1 de Resistência" and the Cosmo card's numbers live in their chapters.
    expect(bookRuleset.armor.resistencia.vidaChoicesPerPoint).toBe(2);
    expect(bookRuleset.cosmo.teto.perCosmoChoice).toBe(1);
    expect(bookRuleset.cosmo.start.perCosmoChoice).toBe(1);
    expect(bookRuleset.cosmo.floor.cosmoChoicesPerStep).toBe(2);
    expect(progression.choices.tecnicaOuAtributo.attributeIncrease).toBe(2);
    expect(progression.choices.periciaOuDefesa).toMatchObject({ levels: [3, 7, 11, 15, 19], initiativeIfAllDefenses: 2 });
  });
  it(`O que cada ganho fixo faz: seven gains at 2, 6, 9, 11, 14, 18, 20 (${T} › O que cada ganho fixo faz)`, () => {
    const { criacao: _c, ...gains } = progression.fixedGains;
    expect(Object.entries(gains).map(([k, g]) => [k, g.level])).toEqual([
      ['leitura_de_combate', 2],
      ['segunda_licao', 6],
      ['ataque_extra', 9],
      ['golpe_certeiro', 11],
      ['quarta_conviccao', 14],
      ['segunda_assinatura', 18],
      ['lenda', 20],
    ]);
  });
  it(`O Interlúdio: ten actions (${T} › O Interlúdio)`, () => {
    expect(progression.interludeActions.map((a) => [a.name, a.duration])).toEqual([
      ['Evoluir uma técnica', '7 dias'],
      ['Restaurar uma armadura', '1 dia por Versão'],
      ['Melhorar a armadura', '1 dia'],
      ['Buscar', '1 a 7 dias'],
      ['Estudar um inimigo', '1 dia'],
      ['Treinar o Oitavo', '7 dias'],
      ['Dominar o Sétimo', '7 dias'],
      ['Aprender a restaurar', '1 dia de oficina'],
      ['Cuidar de um sentido mutilado', '7 dias'],
      ['Treinar um aprendiz', '7 dias'],
    ]);
  });
  it(`O Interlúdio, Estudar um inimigo: 1 dia, Mitologia ou Investigação contra CD 12 + o nível dele (${T} › O Interlúdio)`, () => {
    expect(progression.interlude.estudarInimigo).toEqual({ days: 1, cdBase: 12, cdPerEnemyLevel: 1, skills: ['mitologia', 'investigacao'] });
    expect(progressionProvenance['interlude.estudarInimigo']).toMatchObject({ kind: 'restored', source: `${T} › O Interlúdio` });
  });
  it(`O Interlúdio, Aprender a restaurar: 1 dia de oficina, Ofício CD 16, três sucessos, um 20 natural vale dois (${T} › O Interlúdio)`, () => {
    expect(progression.interlude.aprenderRestaurar).toEqual({ days: 1, cd: 16, successes: 3, natural20Counts: 2, skill: 'oficio' });
    expect(progressionProvenance['interlude.aprenderRestaurar']).toMatchObject({ kind: 'restored', source: `${T} › O Interlúdio` });
  });
  it(`O Interlúdio: the weekly actions (Treinar o Oitavo, Dominar o Sétimo, Treinar um aprendiz) last 7 dias — "uma ação de Interlúdio por semana" (${T} › O Interlúdio; FACTS.md › Cosmo (Capítulo Quatro))`, () => {
    expect(progression.interlude.weeklyActionDays).toBe(7);
    const weekly = ['treinar_oitavo', 'dominar_setimo', 'treinar_aprendiz'];
    for (const a of progression.interludeActions.filter((x) => weekly.includes(x.id))) expect(a.duration, a.id).toBe(`${progression.interlude.weeklyActionDays} dias`);
  });
  it('refuses an Interlúdio card with a CD of zero (schema)', () => {
    const bad = clone(progression);
    bad.interlude.aprenderRestaurar.cd = 0;
    expect(parseWith(progressionSchema, bad).ok).toBe(false);
  });
  it('Convicções: 3; 4 from level 14 (tables/engine-constants.md › Progressão)', () => {
    expect(progression.conviccoes).toEqual({ extraFromGain: { gain: 'quarta_conviccao', amount: 1 } });
    expect(bookRuleset.creation.conviccoes.atCreation).toBe(3);
  });
});
