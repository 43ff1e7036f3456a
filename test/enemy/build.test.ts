import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildEnemy, buildEnemyOrThrow } from '../../src/enemy/build.js';

const QT = 'tables/10-inimigos.md › A tabela rápida';

// The book's quick table, as printed (a second transcription, independent from test/rules):
// level: [PV, [DEF B, P, E], [Cosmo start, floor, Teto], [weakest, strongest], Atq., golpe count, golpe bonus, técnica bonus, dice, cost]
type Row = [number, [number, number | null, number | null], [number, number, number], [number, number], number, number, number, number, number, number];
const PRINTED: Record<number, Row> = {
  1: [16, [14, null, null], [1, 1, 5], [16, 18], 4, 1, 2, 2, 5, 5],
  2: [23, [14, null, null], [1, 1, 5], [16, 18], 4, 1, 2, 7, 5, 5],
  3: [31, [14, null, null], [2, 1, 6], [16, 18], 4, 1, 2, 12, 5, 5],
  4: [42, [14, null, null], [2, 1, 6], [16, 18], 4, 1, 2, 17, 5, 5],
  5: [54, [14, null, null], [3, 2, 8], [16, 19], 5, 1, 2, 26, 6, 6],
  6: [67, [15, null, null], [3, 2, 8], [16, 20], 6, 1, 3, 33, 6, 6],
  7: [81, [15, null, null], [4, 2, 9], [16, 20], 6, 1, 3, 39, 6, 6],
  8: [97, [15, null, null], [4, 2, 9], [16, 20], 6, 1, 3, 45, 6, 6],
  9: [114, [15, 17, null], [5, 3, 11], [16, 21], 7, 2, 3, 51, 6, 6],
  10: [133, [16, 18, null], [5, 3, 11], [16, 22], 8, 2, 4, 58, 6, 6],
  11: [153, [16, 18, null], [6, 3, 12], [19, 22], 8, 2, 4, 64, 6, 6],
  12: [175, [16, 18, null], [6, 3, 12], [19, 22], 8, 2, 4, 70, 6, 6],
  13: [198, [16, 18, null], [7, 4, 14], [20, 23], 9, 2, 4, 76, 6, 6],
  14: [223, [17, 19, null], [7, 4, 14], [20, 24], 10, 2, 5, 83, 6, 6],
  15: [249, [17, 19, 21], [8, 4, 15], [20, 24], 10, 2, 5, 89, 6, 6],
  16: [277, [17, 19, 21], [8, 4, 15], [20, 24], 10, 2, 5, 95, 6, 6],
  17: [306, [17, 19, 21], [9, 5, 17], [21, 25], 11, 2, 5, 101, 6, 6],
  18: [355, [17, 19, 21], [9, 5, 17], [21, 25], 11, 2, 5, 107, 6, 6],
  19: [387, [17, 19, 21], [10, 5, 18], [21, 25], 11, 2, 5, 113, 6, 6],
  20: [420, [17, 19, 21], [10, 5, 18], [21, 25], 11, 2, 5, 119, 6, 6],
};
const POSTOS = ['bronze', 'prata', 'elite'] as const;

describe(`Montar um inimigo reproduces the quick table, every level × every Posto (${QT})`, () => {
  for (let level = 1; level <= 20; level++) {
    const [hp, defs, cosmo, [weak, strong], atk, golpes, golpeBonus, techBonus, dice, cost] = PRINTED[level]!;
    POSTOS.forEach((posto, i) => {
      const def = defs[i];
      if (def === null) {
        it(`level ${level}, ${posto}: the Posto does not exist yet ("—") → enemy_posto_not_yet`, () => {
          const r = buildEnemy({ level, posto });
          expect(r.ok).toBe(false);
          expect(r.issues[0]?.code).toBe('enemy_posto_not_yet');
        });
        return;
      }
      it(`level ${level}, ${posto}: PV ${hp}, DEF ${def}, Cosmo ${cosmo.join('/')}, defesas ${weak}/${strong}, +${atk}, golpe, ${dice}d8 + ${techBonus} (${cost})`, () => {
        const s = buildEnemyOrThrow({ level, posto }).stats;
        expect(s.hp.total).toBe(hp);
        expect(s.def.total).toBe(def);
        expect([s.cosmo.start, s.cosmo.floor, s.cosmo.teto]).toEqual(cosmo);
        const pd = Object.values(s.passiveDefenses);
        expect([Math.min(...pd), Math.max(...pd)]).toEqual([weak, strong]);
        expect(s.attack).toBe(atk);
        expect(s.golpe).toMatchObject({ count: golpes, die: 8, bonus: golpeBonus });
        const big = s.techniques.find((t) => t.role === 'grande')!;
        expect([big.points, big.die, big.bonus, big.cost]).toEqual([dice, 8, techBonus, cost]);
      });
    });
  }
});

describe('Montar um inimigo: the steps (FACTS.md › Enemies (Capítulo Dez))', () => {
  it('step 2: the elite has a Golpe do Assento one point above the max size, "atravessa a armadura"', () => {
    const t = buildEnemyOrThrow({ level: 15, posto: 'elite', type: 'chefe' }).techniques;
    expect(t.map((x) => [x.role, x.size, x.cost, x.text])).toEqual([
      ['assento', 7, 7, '6d8 + 89'],
      ['grande', 6, 6, '6d8 + 89'],
      ['media', 4, 4, '4d8 + 61'],
      ['pequena', 2, 2, '2d8 + 33'],
    ]);
    expect(t[0]!.modifiers).toEqual(['atravessa_armadura']);
  });

  it('step 4: characteristics add their effect (Pesada +1 DEF, Ressonante +1 starting Cosmo)', () => {
    const plain = buildEnemyOrThrow({ level: 16, posto: 'elite' }).stats;
    const built = buildEnemyOrThrow({ level: 16, posto: 'elite', characteristics: ['ressonante', 'pesada'] }).stats;
    expect(built.def.total - plain.def.total).toBe(1);
    expect(built.cosmo.start - plain.cosmo.start).toBe(1);
  });

  it('step 6: Convicções by type — nomeado 0, rival 1, chefe 2 or 3; a wrong count is refused in pt-BR', () => {
    expect(buildEnemyOrThrow({ level: 5 }).conviccaoCount).toBe(0);
    expect(buildEnemyOrThrow({ level: 5, type: 'rival' }).conviccaoCount).toBe(1);
    expect(buildEnemyOrThrow({ level: 5, type: 'chefe', conviccaoCount: 2 }).conviccaoCount).toBe(2);
    const r = buildEnemy({ level: 5, type: 'rival', conviccaoCount: 2 });
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'enemy_conviccoes_out_of_range' });
    expect(r.issues[0]?.message).toMatch(/rival tem 1 Convicção/);
  });

  it('step 7: with a Convicção the Resposta is the cheapest damage technique; a nomeado has none', () => {
    expect(buildEnemyOrThrow({ level: 6, type: 'rival' }).resposta?.text).toBe('2d8 + 13');
    expect(buildEnemyOrThrow({ level: 6, type: 'rival' }).usesSoloAgainstMany).toBe(true);
    expect(buildEnemyOrThrow({ level: 6 }).resposta).toBeNull();
    expect(buildEnemyOrThrow({ level: 6 }).usesSoloAgainstMany).toBe(false);
  });

  it('without a Posto there is no armor: no armor DEF, no Resistência', () => {
    const s = buildEnemyOrThrow({ level: 9, posto: null, type: 'rival' }).stats;
    expect(s.def.total).toBe(13);
    expect(s.resistencia).toBeNull();
    expect(buildEnemy({ level: 9, posto: null, accessory: 'asas' }).issues[0]?.code).toBe('enemy_no_armor_extras');
  });

  it('Resistência = Posto + 1 without accessory + CON + 1 per two Vida choices (seed, A tabela rápida)', () => {
    expect(buildEnemyOrThrow({ level: 13, posto: 'prata' }).stats.resistencia?.total).toBe(4 + 1 + 2 + 3);
    expect(buildEnemyOrThrow({ level: 2, accessory: 'garras' }).stats.resistencia?.total).toBe(3 + 2);
  });
});

describe('bad input is a value, not a crash', () => {
  it('level 0, 21 and 2.5 are refused with coded pt-BR issues', () => {
    expect(buildEnemy({ level: 0 }).issues[0]?.code).toBe('enemy_level_out_of_range');
    expect(buildEnemy({ level: 21 }).issues[0]?.message).toBe('O nível 21 não existe para um inimigo: vai de 1 a 20.');
    expect(buildEnemy({ level: 2.5 }).issues[0]?.code).toBe('enemy_level_not_integer');
  });
  it('elite at level 9: "Não existe Elite no nível 9"', () => {
    expect(buildEnemy({ level: 9, posto: 'elite' }).issues[0]?.message).toBe('Não existe Elite no nível 9: esse Posto começa no nível 15.');
  });
  it('unknown type, accessory, characteristic; too many characteristics; unknown keys', () => {
    expect(buildEnemy({ level: 3, type: 'boss' }).ok).toBe(false);
    expect(buildEnemy({ level: 3, accessory: 'lanca' }).issues[0]?.code).toBe('enemy_unknown_accessory');
    expect(buildEnemy({ level: 3, characteristics: ['voadora'] }).issues[0]?.code).toBe('enemy_unknown_characteristic');
    expect(buildEnemy({ level: 3, characteristics: ['leve', 'pesada'] }).issues[0]?.code).toBe('enemy_too_many_characteristics');
    expect(buildEnemy({ level: 3, nivel: 3 }).ok).toBe(false);
  });
  it('never throws, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = buildEnemy(x);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.constantFrom('bronze', 'prata', 'elite', null), fc.integer({ min: -3, max: 12 }), (level, posto, trade) => {
        const r = buildEnemy({ level, posto, vidaInsteadOfCosmo: trade });
        if (r.ok) expect(r.value.stats.hp.total).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
