import { describe, expect, it } from 'vitest';
import { combat, combatSchema, combatProvenance } from '../../src/rules/sections/combat.js';
import { parseWith } from '../../src/issues/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';

const F = 'FACTS.md › Combat (Capítulo Cinco)';
const T = 'tables/05-combate.md';
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('combat section: schema', () => {
  it('the book data passes its own schema', () => {
    expect(parseWith(combatSchema, combat).issues).toEqual([]);
  });
  it('every top-level key has a provenance entry', () => {
    for (const key of Object.keys(combat)) expect(combatProvenance[key], key).toBeDefined();
  });
  it('refuses grades that do not increase (condition_grades_not_increasing)', () => {
    const bad = clone(combat);
    bad.conditionGrades.forte = 2;
    expect(parseWith(combatSchema, bad).issues.map((i) => i.code)).toContain('condition_grades_not_increasing');
  });
  it('refuses poison CDs that do not increase (poison_cd_not_increasing)', () => {
    const bad = clone(combat);
    bad.poison.cd.elite = 10;
    expect(parseWith(combatSchema, bad).issues.map((i) => i.code)).toContain('poison_cd_not_increasing');
  });
  it('refuses a 0-HP condition missing from the catalogue (unknown_condition)', () => {
    const bad = clone(combat);
    bad.falling.conditions = ['dormindo'];
    expect(parseWith(combatSchema, bad).issues.map((i) => i.code)).toContain('unknown_condition');
  });
  it('refuses a "Só quando faz sentido" row naming a condition missing from the catalogue (unknown_condition; tables/05-combate.md › Quadro "Só quando faz sentido")', () => {
    const bad = clone(combat);
    bad.levantar.cannotStand[0]!.conditions = ['enfeiticado'];
    const issues = parseWith(combatSchema, bad).issues;
    expect(issues.map((i) => [i.code, i.path.join('.')])).toContainEqual(['unknown_condition', 'levantar.cannotStand.0.conditions']);
    expect(bookRuleset.combat.levantar.cannotStand.flatMap((r) => r.conditions ?? [])).toEqual(['dominado', 'selado', 'petrificado']);
  });
});

describe('combat: every number lives once (CONVENTIONS.md › Rules are data)', () => {
  it('the numbers of other chapters are not copied here', () => {
    expect('def' in combat.reactions.bloquear).toBe(false);
    expect('resistencia' in combat.reactions.aparar).toBe(false);
    expect('naturalWeaponDie' in combat.golpeComum).toBe(false);
    expect('critRollsDiceTwice' in combat.golpeComum).toBe(false);
    expect('miracleHpFraction' in combat.levantar).toBe(false);
    expect('setimoFromLevel' in combat.levantar).toBe(false);
    expect('shatteredArmorFraction' in combat.rests.longo).toBe(false);
    expect('bloodThirdEveryDays' in combat.rests.interludio).toBe(false);
  });
  it('the miracle stands with more HP than the plain Levantar (enemies.patronGod.miracle vs combat.levantar)', () => {
    expect(bookRuleset.enemies.patronGod.miracle.hpFraction).toBeGreaterThan(bookRuleset.combat.levantar.hpFraction);
  });
});

describe(`stated facts (${F})`, () => {
  it(`Iniciativa 1d20 + DES; ties to higher DES; a character acts before a band (${F})`, () => {
    expect(combat.initiative).toEqual({ die: 20, attribute: 'DES', tieBreak: 'DES', characterBeforeBand: true });
  });
  it(`opening strike: golpe comum with Vantagem; target without reaction until its first turn (${F})`, () => {
    expect(combat.openingStrike).toEqual({ advantage: true, golpeComumOnly: true, targetNoReactionUntilFirstTurn: true });
  });
  it(`one reaction per round: Bloquear +2 DEF (armor on), Aparar 1 Resistência for half, not vs figurantes (${F})`, () => {
    expect(combat.reactions.perRound).toBe(1);
    expect(combat.reactions.bloquear).toEqual({ needsArmor: true });
    expect(combat.reactions.aparar).toEqual({ notAgainstFigurantes: true });
    // The numbers live in the armor chapter: the Braços piece and the quadro "Aparar".
    const A = bookRuleset.armor;
    expect(A.pieces.find((p) => p.slug === 'bracos')?.modifiers.bloquearBonus).toBe(2);
    expect(A.aparar).toMatchObject({ resistenciaCost: 1, damageTaken: { numerator: 1, denominator: 2 }, usesReaction: true });
  });
  it(`Ataque Extra at level 9: two golpes; +1 Cosmo still once per turn (${F})`, () => {
    expect(combat.ataqueExtra).toEqual({ level: 9, golpes: 2 });
    expect(combat.golpeComum.cosmoOncePerTurn).toBe(true);
  });
  it(`garras or chifres: golpe comum damage 1d10 (${F})`, () => {
    const natural = bookRuleset.armor.accessories.filter((a) => a.modifiers.golpeComumDie !== undefined);
    expect(natural.map((a) => [a.slug, a.modifiers.golpeComumDie])).toEqual([
      ['garras', 10],
      ['chifres', 10],
    ]);
    expect(combat.golpeComum.damageDie).toBe(8);
  });
  it(`Lida: a named opponent who is targeted by or sees a technique has read it; readers with a Convicção remember after the fight (${F})`, () => {
    expect(combat.lida.readBy).toEqual({ namedOnly: true, ways: ['alvo', 've'] });
    expect(combat.lida.remembersAfterFight).toBe('com_conviccao');
  });
  it(`Lida overridden by burning, awakening, evolving; golpes comuns never read; figurantes read nothing (${F})`, () => {
    expect(combat.lida.overriddenBy).toEqual(['queimar', 'despertar', 'evoluir']);
    expect(combat.lida.neverRead).toEqual(['golpes comuns', 'figurantes não leem nada']);
  });
  it(`0 HP: Inconsciente and Caído; HP never negative; no death saves; killing takes a full turn (${F})`, () => {
    expect(combat.falling).toEqual({ conditions: ['inconsciente', 'caido'], hpMin: 0, deathSaves: false, killTakesFullTurns: 1 });
  });
  it(`Levantar: at the start of your turn (or at once with a Centelha), once per fight, ¼ max HP rounded up (½ with the miracle), Cosmo to Teto; Sétimo from level 5 (${F})`, () => {
    expect(combat.levantar).toMatchObject({ timing: 'inicio_do_turno', perFight: 1, hpFraction: 0.25, cosmoToTeto: true });
    expect(bookRuleset.cosmo.centelhas.receiverAtZeroMayStand).toBe(true);
    expect(bookRuleset.enemies.patronGod.miracle.hpFraction).toBe(0.5);
    expect(bookRuleset.cosmo.setimo.firstTimeFromLevel).toBe(5);
  });
  it(`Levantar price: Convicção spent (one back per 7 days, all on level-up); Cicatriz −level max HP; unable: wake with 1 HP (${F})`, () => {
    expect(combat.levantar).toMatchObject({ cicatrizHpPerLevel: 1, cannotStandWakeHp: 1 });
    expect(combat.rests.interludio.conviccaoEveryDays).toBe(7);
    expect(bookRuleset.progression.levelUp.allConviccoesReturn).toBe(true);
  });
  it(`conditions: grade is the price (fraca 1, média 2, forte 4); média/forte need an Efeito roll, re-rolled each turn (${F})`, () => {
    expect(combat.conditionGrades).toEqual({ fraca: 1, media: 2, forte: 4, destino: null });
    expect(combat.conditionRules).toEqual({
      rollFrom: 'media',
      rerollAtEndOfTargetTurn: true,
      noneAutomatic: true,
      forteNotReimposedBySameTechnique: true,
    });
  });
  it(`conditions named in the prose are in the catalogue: Lento, Caído, Atordoado, Queimando, Banido, Desprevenido, Inconsciente (${F})`, () => {
    const named = Object.entries(combat.conditions).filter(([, c]) => c.namedInSeed).map(([k]) => k).sort();
    expect(named).toEqual(['atordoado', 'banido', 'caido', 'desprevenido', 'inconsciente', 'lento', 'queimando']);
  });
  it(`poison/disease: a test every morning, disease every 3 days (${F})`, () => {
    expect(combat.poison.test).toMatch(/toda manhã/);
    expect(combat.poison.diseaseEveryDays).toBe(3);
  });
});

describe(`restored tables (${T})`, () => {
  it(`O que você faz no seu turno: six rows (${T} › O que você faz no seu turno)`, () => {
    expect(combat.turn.map((r) => r.have)).toEqual([
      'Movimento',
      'Uma ação',
      'Uma ação bônus',
      'Uma interação simples',
      'Uma fala breve',
      'Uma reação',
    ]);
  });
  it(`Suas ações: nine cards (${T} › Suas ações)`, () => {
    expect(combat.actions.map((a) => a.name)).toEqual([
      'Golpe',
      'Técnica',
      'Concentrar',
      'Esquivar',
      'Ajudar',
      'Correr · Desengajar',
      'Agarrar ou Empurrar',
      'Preparar',
      'Chamar a armadura',
    ]);
  });
  it(`Técnica Lida: +2, does not stack (${T} › O mesmo golpe não funciona duas vezes)`, () => {
    expect(combat.lida.bonus).toBe(2);
    expect(combat.lida.stacks).toBe(false);
  });
  it(`Só quando faz sentido: three who cannot stand (${T} › Levantar)`, () => {
    expect(combat.levantar.cannotStand).toHaveLength(3);
  });
  it(`Condições: every row with its grade (${T} › Condições)`, () => {
    expect(Object.entries(combat.conditions).map(([k, c]) => [k, c.grade])).toEqual([
      ['caido', 'fraca'],
      ['lento', 'fraca'],
      ['desprevenido', 'fraca'],
      ['ofuscado', 'fraca'],
      ['agarrado', 'fraca'],
      ['amedrontado', 'media'],
      ['preso', 'media'],
      ['cego', 'media'],
      ['confuso', 'media'],
      ['queimando', 'media'],
      ['atordoado', 'forte'],
      ['paralisado', 'forte'],
      ['dominado', 'forte'],
      ['banido', 'forte'],
      ['sentido_arrancado', 'forte'],
      ['selado', 'destino'],
      ['petrificado', 'destino'],
      ['morto', 'destino'],
      ['inconsciente', 'destino'],
    ]);
  });
  it(`O relógio do veneno: 6 segments, CD 13/16/19, Debilitado at 3 (−⅓ max HP), death at 6 (${T} › Veneno e doença)`, () => {
    expect(combat.poison).toMatchObject({ segments: 6, cd: { gente: 13, guerreiro: 16, elite: 19 }, debilitatedAt: 3, deathAt: 6 });
    expect(combat.poison.debilitatedHpLoss).toBeCloseTo(1 / 3);
  });
  it(`Descanso: short ¼ HP once per long rest, Medicina CD 13 +1d8; long ½ HP, one sense, one fatigue, Cosmo to start, shattered armor half; Interlúdio 7 / 3 days (${T} › Descanso)`, () => {
    expect(combat.rests.curto).toMatchObject({ hpFraction: 0.25, perLongRest: 1, medicinaCd: 13, medicinaHeal: { dice: 1, sides: 8 } });
    expect(combat.rests.longo).toMatchObject({ hpFraction: 0.5, sensesBack: 1, cosmoTo: 'start' });
    // The fatigue a long rest removes lives in Capítulo Treze (world.fatigue), once.
    expect(combat.rests.longo).not.toHaveProperty('fatigueRemoved');
    expect(bookRuleset.world.fatigue.longRestRemoves).toBe(1);
    expect(combat.rests.interludio).toMatchObject({ conviccaoEveryDays: 7 });
    // The armor's half and the blood third's 3 days live in the armor chapter.
    expect(bookRuleset.armor.regeneration).toMatchObject({ crackedFraction: { numerator: 1, denominator: 2 }, crackedRounding: 'up' });
    expect(bookRuleset.armor.bloodThirds.daysPerThirdReturn).toBe(3);
  });
});
