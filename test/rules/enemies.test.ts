import { describe, expect, it } from 'vitest';
import { bookRuleset, type Ruleset } from '../../src/rules/ruleset.js';
import { enemies, enemiesProvenance, enemiesSchema } from '../../src/rules/sections/enemies.js';
import { parseWith } from '../../src/issues/zod.js';
import {
  bandLine,
  bandTable,
  formatQuickTableRow,
  quickTable,
  quickTableRow,
} from '../../src/enemy/quick-table.js';
import { referenceChoicesAt, referenceEnemyAt } from '../../src/enemy/reference.js';
import { damageFractionToGod, damageToGod, godStats } from '../../src/enemy/gods.js';

const F10 = 'FACTS.md › Enemies (Capítulo Dez)';
const QT = 'tables/10-inimigos.md › A tabela rápida';
const BT = 'tables/10-inimigos.md › Figurantes';

// The book's quick table, copied as printed (tables/10-inimigos.md › A tabela rápida):
// Nív. | PV | DEF B/P/E | Cosmo | Defesas | Atq. | Golpe | Técnica (custo)
const PRINTED_QUICK_TABLE = `
1 | 16 | 14/—/— | 1/1/5 | 16/18 | +4 | 1d8+2 | 5d8 + 2 (5)
2 | 23 | 14/—/— | 1/1/5 | 16/18 | +4 | 1d8+2 | 5d8 + 7 (5)
3 | 31 | 14/—/— | 2/1/6 | 16/18 | +4 | 1d8+2 | 5d8 + 12 (5)
4 | 42 | 14/—/— | 2/1/6 | 16/18 | +4 | 1d8+2 | 5d8 + 17 (5)
5 | 54 | 14/—/— | 3/2/8 | 16/19 | +5 | 1d8+2 | 6d8 + 26 (6)
6 | 67 | 15/—/— | 3/2/8 | 16/20 | +6 | 1d8+3 | 6d8 + 33 (6)
7 | 81 | 15/—/— | 4/2/9 | 16/20 | +6 | 1d8+3 | 6d8 + 39 (6)
8 | 97 | 15/—/— | 4/2/9 | 16/20 | +6 | 1d8+3 | 6d8 + 45 (6)
9 | 114 | 15/17/— | 5/3/11 | 16/21 | +7 | 2×1d8+3 | 6d8 + 51 (6)
10 | 133 | 16/18/— | 5/3/11 | 16/22 | +8 | 2×1d8+4 | 6d8 + 58 (6)
11 | 153 | 16/18/— | 6/3/12 | 19/22 | +8 | 2×1d8+4 | 6d8 + 64 (6)
12 | 175 | 16/18/— | 6/3/12 | 19/22 | +8 | 2×1d8+4 | 6d8 + 70 (6)
13 | 198 | 16/18/— | 7/4/14 | 20/23 | +9 | 2×1d8+4 | 6d8 + 76 (6)
14 | 223 | 17/19/— | 7/4/14 | 20/24 | +10 | 2×1d8+5 | 6d8 + 83 (6)
15 | 249 | 17/19/21 | 8/4/15 | 20/24 | +10 | 2×1d8+5 | 6d8 + 89 (6)
16 | 277 | 17/19/21 | 8/4/15 | 20/24 | +10 | 2×1d8+5 | 6d8 + 95 (6)
17 | 306 | 17/19/21 | 9/5/17 | 21/25 | +11 | 2×1d8+5 | 6d8 + 101 (6)
18 | 355 | 17/19/21 | 9/5/17 | 21/25 | +11 | 2×1d8+5 | 6d8 + 107 (6)
19 | 387 | 17/19/21 | 10/5/18 | 21/25 | +11 | 2×1d8+5 | 6d8 + 113 (6)
20 | 420 | 17/19/21 | 10/5/18 | 21/25 | +11 | 2×1d8+5 | 6d8 + 119 (6)
`
  .trim()
  .split('\n')
  .map((line) => line.split(' | '));

// The book's band table (tables/10-inimigos.md › Figurantes): Nível | DEF | Ataque | Dano
const PRINTED_BAND_TABLE = `
1 11 +4 2
2 11 +4 3
3 12 +4 4
4 12 +4 6
5 12 +5 7
6 13 +5 9
7 13 +5 11
8 13 +5 13
9 14 +6 15
10 14 +6 17
11 14 +6 20
12 15 +6 23
13 15 +7 26
14 15 +7 29
15 16 +7 32
16 16 +7 36
17 16 +8 40
18 17 +8 44
19 17 +8 48
20 17 +8 52
`
  .trim()
  .split('\n')
  .map((line) => line.split(' '));

const COLUMNS = ['level', 'hp', 'def', 'cosmo', 'defenses', 'attack', 'golpe', 'technique'] as const;

describe('the enemies section', () => {
  it('validates against its own schema', () => {
    const r = parseWith(enemiesSchema, enemies);
    expect(r.ok, JSON.stringify(r.issues.slice(0, 3))).toBe(true);
  });

  it('has a provenance entry for every top-level key', () => {
    for (const key of Object.keys(enemies)) expect(enemiesProvenance[key], key).toBeDefined();
  });

  it('refuses a difficulty row pointing at a step that does not exist (coded issue, pt-BR)', () => {
    const bad = structuredClone(enemies) as typeof enemies;
    (bad.difficulty.rows[0] as { step: string }).step = 'impossivel';
    const r = parseWith(enemiesSchema, bad);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('difficulty_unknown_step');
    expect(r.issues.find((i) => i.code === 'difficulty_unknown_step')?.message).toMatch(/não existe/);
  });

  it('refuses god damage fractions that shrink with a higher Sentido', () => {
    const bad = structuredClone(enemies) as typeof enemies;
    (bad.gods.kinds.menor.damageTaken as { nono: number }).nono = 0.1;
    const r = parseWith(enemiesSchema, bad);
    expect(r.issues.map((i) => i.code)).toContain('god_damage_not_monotone');
  });
});

describe(`A tabela rápida, derived (${QT})`, () => {
  it('has one line per level, 1 to 20', () => {
    expect(quickTable().map((r) => r.level)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  for (const printed of PRINTED_QUICK_TABLE) {
    const level = Number(printed[0]);
    it(`level ${level}: every column as the book prints it (${QT})`, () => {
      const cells = formatQuickTableRow(quickTableRow(level));
      COLUMNS.forEach((col, i) => expect(cells[col], `${col} at level ${level}`).toBe(printed[i]));
    });
  }

  it('every Posto that exists at a level gives the printed DEF, and the others do not exist (Prata from 9, elite from 15)', () => {
    for (const printed of PRINTED_QUICK_TABLE) {
      const level = Number(printed[0]);
      const [b, p, e] = printed[2]!.split('/');
      expect(referenceEnemyAt(level, 'bronze').def.total).toBe(Number(b));
      if (p === '—') expect(() => referenceEnemyAt(level, 'prata')).toThrow();
      else expect(referenceEnemyAt(level, 'prata').def.total).toBe(Number(p));
      if (e === '—') expect(() => referenceEnemyAt(level, 'elite')).toThrow();
      else expect(referenceEnemyAt(level, 'elite').def.total).toBe(Number(e));
    }
  });

  it('the big technique is single-target damage at the Grau max size, cost = size (tables/10-inimigos.md › A tabela rápida)', () => {
    expect(referenceEnemyAt(4).techniques[0]).toMatchObject({ role: 'grande', size: 5, cost: 5, points: 5 });
    expect(referenceEnemyAt(5).techniques[0]).toMatchObject({ role: 'grande', size: 6, cost: 6, points: 6 });
  });

  it('a house rule that changes a generating constant changes the table (the table is derived, not stored)', () => {
    const house: Ruleset = {
      ...bookRuleset,
      enemies: { ...bookRuleset.enemies, bands: { ...bookRuleset.enemies.bands, damage: { baseHpDivisor: 2 } } },
    };
    expect(bandLine(1, house).damage).toBe(7);
    const tougher: Ruleset = {
      ...bookRuleset,
      enemies: {
        ...bookRuleset.enemies,
        referenceEnemy: { ...bookRuleset.enemies.referenceEnemy, attributes: { ...bookRuleset.enemies.referenceEnemy.attributes, CON: 16 } },
      },
    };
    expect(quickTableRow(1, tougher).hp).toBe(17);
  });
});

describe(`Enemies (Capítulo Dez) — stated facts (${F10})`, () => {
  it(`types and Convicções: figurante 0, nomeado 0, rival 1, chefe 2–3 (${F10})`, () => {
    const t = bookRuleset.enemies.types;
    expect(Object.keys(t)).toEqual(['figurante', 'nomeado', 'rival', 'chefe']);
    expect(t.figurante.conviccoes).toEqual({ min: 0, max: 0 });
    expect(t.nomeado.conviccoes).toEqual({ min: 0, max: 0 });
    expect(t.rival.conviccoes).toEqual({ min: 1, max: 1 });
    expect(t.chefe.conviccoes).toEqual({ min: 2, max: 3 });
  });

  it(`build steps 1–8: nível, Posto, escolhas, características, técnicas, convicções, resposta, traço (${F10})`, () => {
    expect(bookRuleset.enemies.buildSteps.map((s) => s.id)).toEqual([
      'nivel',
      'posto',
      'escolhas',
      'caracteristicas',
      'tecnicas',
      'conviccoes',
      'resposta',
      'traco',
    ]);
  });

  it(`quick-table choices: Vida at even levels, Cosmo at odd levels, técnica nova at 4, 8, 12, 16, 20, +2 DES at the others (${F10})`, () => {
    expect(referenceChoicesAt(1)).toEqual({ vida: 0, cosmo: 0, newTechniques: 0, attributeRaises: 0, thirdDefense: false });
    expect(referenceChoicesAt(2)).toMatchObject({ vida: 1, cosmo: 0 });
    expect(referenceChoicesAt(3)).toMatchObject({ vida: 1, cosmo: 1 });
    expect(referenceChoicesAt(20)).toMatchObject({ vida: 10, cosmo: 9, newTechniques: 5, attributeRaises: 4 });
    expect(referenceChoicesAt(4)).toMatchObject({ newTechniques: 1, attributeRaises: 0 });
    expect(referenceChoicesAt(6)).toMatchObject({ newTechniques: 1, attributeRaises: 1 });
    expect(referenceEnemyAt(6).attributes.DES).toBe(referenceEnemyAt(5).attributes.DES + 2);
    expect(referenceEnemyAt(8).attributes.DES).toBe(referenceEnemyAt(7).attributes.DES);
  });

  it(`trading a Cosmo choice for Vida = + half the level in HP, −1 Teto and starting Cosmo (${F10})`, () => {
    for (const level of [3, 7, 12, 19]) {
      const base = referenceEnemyAt(level);
      const traded = referenceEnemyAt(level, 'bronze', { vidaInsteadOfCosmo: 1 });
      expect(traded.hp.total - base.hp.total).toBe(Math.ceil(level / 2));
      expect(base.cosmo.teto - traded.cosmo.teto).toBe(1);
      expect(base.cosmo.start - traded.cosmo.start).toBe(1);
    }
  });

  it(`techniques: one big (max size of the Grau), one small (2 points), a medium from level 4 (${F10})`, () => {
    expect(referenceEnemyAt(3).techniques.map((t) => [t.role, t.size])).toEqual([
      ['grande', 5],
      ['pequena', 2],
    ]);
    expect(referenceEnemyAt(4).techniques.map((t) => t.role)).toEqual(['grande', 'media', 'pequena']);
    expect(referenceEnemyAt(9).techniques.map((t) => t.size)).toEqual([6, 4, 2]);
  });

  it(`band: acts as one creature, one attack per round, Vantagem while more than three stand (${F10})`, () => {
    expect(bookRuleset.enemies.bands.attacksPerRound).toBe(1);
    expect(bookRuleset.enemies.bands.advantageWhileMoreThan).toBe(3);
  });

  it(`band hit: 2 at level 1, 7 at level 5, 17 at level 10 (${F10})`, () => {
    expect(bandLine(1).damage).toBe(2);
    expect(bandLine(5).damage).toBe(7);
    expect(bandLine(10).damage).toBe(17);
  });

  it(`band: no crit, cannot be parried (${F10})`, () => {
    expect(bookRuleset.enemies.bands.canCrit).toBe(false);
    expect(bookRuleset.enemies.bands.canBeParried).toBe(false);
  });

  it(`a golpe comum hit drops 2; a single-target technique 3; an area technique up to 6 (${F10})`, () => {
    expect(bookRuleset.enemies.bands.drops).toEqual({ golpeComum: 2, singleTargetTechnique: 3, areaTechniqueMax: 6 });
  });

  it(`Sozinho contra muitos: one response after each character's turn, only enemies with ≥1 Convicção (${F10})`, () => {
    const s = bookRuleset.enemies.soloAgainstMany;
    expect(s.responsesPerCharacterTurn).toBe(1);
    expect(s.minConviccoes).toBe(1);
    expect(s.minCharacters).toBe(2);
    expect(s.hpMultiplier).toBe(1);
    expect(s.response).toMatchObject({ spendsCosmo: false, usesReaction: false, damageOnly: true });
  });

  it(`gods: a greater god takes damage only from the Nono (${F10})`, () => {
    for (const sentido of ['sexto', 'setimo'] as const) {
      expect(damageFractionToGod('maior', { sentido })).toBe(0);
      expect(damageFractionToGod('maior', { sentido, oitavo: true })).toBe(0);
    }
    expect(damageFractionToGod('maior', { sentido: 'nono' })).toBe(1);
    expect(damageToGod('maior', 120, { sentido: 'setimo', oitavo: true })).toBe(0);
  });

  it(`gods: a lesser god takes nothing from the Sexto, ¼ from the Sétimo, ½ with the Oitavo too, full from the Nono (${F10})`, () => {
    expect(damageFractionToGod('menor', { sentido: 'sexto' })).toBe(0);
    expect(damageFractionToGod('menor', { sentido: 'setimo' })).toBe(0.25);
    expect(damageFractionToGod('menor', { sentido: 'setimo', oitavo: true })).toBe(0.5);
    expect(damageFractionToGod('menor', { sentido: 'nono' })).toBe(1);
    expect(damageToGod('menor', 30, { sentido: 'setimo' })).toBe(8); // ¼ of 30 = 7.5, fractions round up
  });
});

describe(`Figurantes, derived (${BT})`, () => {
  it('has one line per level', () => expect(bandTable()).toHaveLength(20));
  for (const [lv, def, atk, dmg] of PRINTED_BAND_TABLE) {
    it(`level ${lv}: DEF ${def}, Ataque ${atk}, Dano ${dmg} (${BT})`, () => {
      const b = bandLine(Number(lv));
      expect(b.def).toBe(Number(def));
      expect(`+${b.attack}`).toBe(atk);
      expect(b.damage).toBe(Number(dmg));
    });
  }
});

describe('Quanto pesa um inimigo (tables/10-inimigos.md › Quanto pesa um inimigo)', () => {
  const d = bookRuleset.enemies.difficulty;
  it('the ladder is Fácil, Justa, Difícil, Muito difícil, Mortal', () => {
    expect(d.steps.map((s) => s.label)).toEqual(['Fácil', 'Justa', 'Difícil', 'Muito difícil', 'Mortal']);
  });
  it('rows as printed (character win ranges)', () => {
    expect(d.rows.map((r) => [r.label, r.characterWins.min, r.characterWins.max])).toEqual([
      ['Fácil', 56, 97],
      ['Justa', 48, 52],
      ['Difícil', 12, 35],
      ['Muito difícil', 4, 24],
      ['Muito difícil', 6, 12],
      ['Mortal', 0, 0],
      ['Mortal, mas possível', 0, 5],
    ]);
  });
  it('"Rival dois níveis acima" keeps the book\'s 24% and its provenance notes sim/MESTRE.md\'s 23% (FACTS.md part 2, disagreement 4)', () => {
    expect(d.rows[3]!.characterWins.max).toBe(24);
    expect(enemiesProvenance['difficulty.rows']?.note).toMatch(/23%/);
  });
  it('an enemy one Posto above counts two steps harder (quadro "A fronteira que pesa é a do Posto")', () => {
    expect(d.postoBoundarySteps).toBe(2);
  });
  it('measured with three Convicções, at most one spent per fight (seed, Quanto pesa um inimigo)', () => {
    expect(d.measuredWith).toEqual({ characterConviccoes: 3, maxSpentPerFight: 1 });
  });
});

describe('Sozinho contra muitos and Vários contra vários (tables/10-inimigos.md)', () => {
  it('measured rows name the lone enemy by its Posto slug (the book\'s "Ouro" is the elite), with the row as printed (tables/10-inimigos.md › Sozinho contra muitos)', () => {
    const m = bookRuleset.enemies.soloAgainstMany.measured;
    expect(m.map((r) => [r.enemyPosto, r.against, r.levels])).toEqual([
      ['prata', 'Contra um Prata (níveis 9 e 13)', [9, 13]],
      ['elite', 'Contra um Ouro (níveis 15 e 20)', [15, 20]],
    ]);
    for (const r of m) expect(bookRuleset.progression.posto.order).toContain(r.enemyPosto);
  });
  it('measured groups of Bronzes against a lone Prata and Ouro, as printed', () => {
    const m = bookRuleset.enemies.soloAgainstMany.measured;
    expect(m[0]!.groupWins.map((g) => [g.groupSize, g.wins.min, g.wins.max])).toEqual([
      [2, 60, 67],
      [3, 94, 98],
      [4, 100, 100],
      [5, 100, 100],
    ]);
    expect(m[1]!.groupWins.map((g) => [g.groupSize, g.wins.min, g.wins.max])).toEqual([
      [2, 0, 3],
      [3, 9, 25],
      [4, 42, 64],
      [5, 76, 85],
    ]);
  });
  it('companions count for the rule, fight allies do not', () => {
    expect(bookRuleset.enemies.soloAgainstMany.countsCompanions).toBe(true);
    expect(bookRuleset.enemies.soloAgainstMany.countsFightAllies).toBe(false);
  });
  it('many against many: eight rows, as printed', () => {
    expect(bookRuleset.enemies.manyAgainstMany.rows.map((r) => [r.groupWins.min, r.groupWins.max, r.step])).toEqual([
      [93, 100, 'facil'],
      [45, 95, 'justa'],
      [56, 87, 'justa'],
      [16, 63, 'dificil'],
      [90, 100, 'facil'],
      [46, 54, 'justa'],
      [7, 35, 'dificil'],
      [1, 12, 'mortal'],
    ]);
  });
});

describe('Deuses (tables/10-inimigos.md › Deuses)', () => {
  it('lesser deity: 1½ × the HP of a level-20 elite, +2 DEF and defenses — computed, not printed (disagreement 10)', () => {
    expect(godStats('menor')).toMatchObject({ hp: 630, def: 23, defenses: { weakest: 23, strongest: 27 }, sentido: 'nono' });
  });
  it('greater god: 2 × the HP of a level-20 elite, +4 DEF and defenses — computed, not printed (disagreement 10)', () => {
    expect(godStats('maior')).toMatchObject({ hp: 840, def: 25, defenses: { weakest: 25, strongest: 29 }, sentido: 'nono' });
  });
  it('the demigod: the level-20 elite with double HP, +2, in the Sétimo (quadro "o semideus")', () => {
    expect(godStats('semideus')).toMatchObject({ hp: 840, def: 23, sentido: 'setimo' });
  });
  it('the demigod takes all from the Nono and the Sétimo with the Oitavo, half from the Sétimo, a quarter from the Sexto', () => {
    expect(damageFractionToGod('semideus', { sentido: 'sexto' })).toBe(0.25);
    expect(damageFractionToGod('semideus', { sentido: 'setimo' })).toBe(0.5);
    expect(damageFractionToGod('semideus', { sentido: 'setimo', oitavo: true })).toBe(1);
    expect(damageFractionToGod('semideus', { sentido: 'nono' })).toBe(1);
  });
  it('your god\'s Centelha or fighting beside your god: full damage (quadro "O seu deus contra o deus deles")', () => {
    expect(damageFractionToGod('maior', { sentido: 'sexto', ownGodCentelha: true })).toBe(1);
    expect(damageFractionToGod('maior', { sentido: 'sexto', besideOwnGod: true })).toBe(1);
    expect(bookRuleset.enemies.gods.divineArmorResistenciaLoss).toBe(1);
  });
});

describe('Aliados (tables/11-aliados.md) and the miracle', () => {
  it('four kinds of ally: companheiro, aliado de luta, aliado de longe, mentor', () => {
    expect(bookRuleset.enemies.allies.kinds.map((k) => k.id)).toEqual(['companheiro', 'aliado_de_luta', 'aliado_de_longe', 'mentor']);
  });
  it('fight ally: half the group level (up), half the HP, one action, no Convicção (tables/engine-constants.md)', () => {
    expect(bookRuleset.enemies.allies.fightAlly).toEqual({ levelFraction: 0.5, hpFraction: 0.5, actionsPerTurn: 1, conviccoes: 0, maxPerPlayer: 1 });
  });
  it('mentor +2 in the Interlúdio test; far ally one Centelha per session', () => {
    expect(bookRuleset.enemies.allies.mentorInterludeBonus).toBe(2);
    expect(bookRuleset.enemies.allies.farAllyCentelhasPerSession).toBe(1);
  });
  it('the miracle: when the god\'s Centelha reaches someone standing up before a higher Posto; stands with half the HP, Vantagem until the end, the elite domínio does not apply (tables/11-aliados.md › Quadro "O milagre")', () => {
    expect(bookRuleset.enemies.patronGod.miracle).toEqual({
      when: 'a Centelha do deus chega para quem está levantando do chão diante de alguém de Posto acima',
      requiresFoeOfHigherPosto: true,
      hpFraction: 0.5,
      advantageUntilEndOfFight: true,
      negatesEliteDominio: true,
    });
    expect(bookRuleset.enemies.patronGod.centelhasPerSession).toBe(1);
    expect(bookRuleset.enemies.patronGod.centelhasPerFightWhilePresent).toBe(1);
  });
  it('Levantar: ½ max HP if the god\'s Centelha arrived — the miracle (FACTS.md › Combat (Capítulo Cinco))', () => {
    expect(bookRuleset.enemies.patronGod.miracle.hpFraction).toBe(0.5);
    expect(bookRuleset.combat.levantar.hpFraction).toBe(0.25);
  });
  it('fight ally: one per player at most (seed › Quem controla o aliado de luta); one action, no Convicção (tables/11-aliados.md › Aliados)', () => {
    const a = bookRuleset.enemies.allies;
    expect(a.fightAlly.maxPerPlayer).toBe(1);
    expect([a.fightAlly.actionsPerTurn, a.fightAlly.conviccoes]).toEqual([1, 0]);
    expect(a.kinds.find((k) => k.id === 'aliado_de_luta')?.rule).toContain('com uma ação só');
    expect(enemiesProvenance['allies.fightAlly.maxPerPlayer']?.kind).toBe('stated');
  });
});

describe('Ameaças que não são guerreiros (seed, Capítulo Dez; tables/10-inimigos.md)', () => {
  const t = bookRuleset.enemies.threats;
  it('the short mold: the group\'s level up to three above; the Bronze DEF; the big technique every two rounds; no Convicção (seed, Capítulo Dez › Ameaças que não são guerreiros)', () => {
    expect(t.levelAboveGroup).toEqual({ min: 0, max: 3 });
    expect(t.defPosto).toBe('bronze');
    expect(t.bigTechniqueEveryRounds).toBe(2);
    expect(t.conviccoes).toBe(0);
    expect(t.steps.map((x) => x.label)).toEqual(['Nível', 'PV e DEF', 'O que ela faz por rodada', 'Como se vence', 'Sem Convicção']);
  });
  it('O Senhor dos Cadáveres: level 6 for a group of 4; three bodies with line 6\'s HP (67) split by three; big technique every two rounds; only burning ≥ 1 on the last body ends it (tables/10-inimigos.md › Nota "Exemplo" (O Senhor dos Cadáveres))', () => {
    const e = t.example;
    expect(e).toMatchObject({
      name: 'O Senhor dos Cadáveres',
      level: 6,
      groupLevel: 4,
      bodies: 3,
      eachBodyGolpeComum: true,
      bigTechniqueEveryRounds: 2,
      jumpsWhileABodyStands: true,
      endsOnlyBurningAtLeast: 1,
    });
    expect(e.rows.map((r) => r.field)).toEqual(['Nível', 'Corpos', 'Por rodada', 'Como se vence']);
    expect(e.rows[1]!.value).toBe('três mortos ao mesmo tempo, com os PV da linha 6 (67) divididos por três');
    // Within the mold: at most three levels above its group, and the quick table's line 6 has 67 HP.
    expect(e.level - e.groupLevel).toBeLessThanOrEqual(t.levelAboveGroup.max);
    expect(quickTableRow(e.level).hp).toBe(67);
    expect(e.bigTechniqueEveryRounds).toBe(t.bigTechniqueEveryRounds);
  });
});

describe('the semideus\'s destiny (reconstructed, docs/regras/enemies.md#o-semideus-e-o-destino)', () => {
  it('the quadro has no destiny row: none, and the provenance says it is ours', () => {
    expect(bookRuleset.enemies.gods.kinds.semideus.destiny).toBe('nenhum');
    expect(enemiesProvenance['gods.kinds.semideus.destiny']?.kind).toBe('reconstructed');
  });
});
