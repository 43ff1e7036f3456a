/**
 * Every ready enemy of `examples/inimigos/` compiled into the fighter the simulator plays, checked
 * number by number against its quadro (`tables/10-inimigos.md` › Dezoito inimigos prontos ›
 * Números, Ataques): PV, DEF, Iniciativa, the three passive defenses, Cosmo (começa/piso/Teto),
 * Resistência, Convicções, the Sentido, the golpe comum and every technique (cost · attack · dice
 * + flat, "atravessa a armadura"), and the Posto that gives the Hierarquia (tables/07-armaduras.md ›
 * Quadro "A Hierarquia": the Prata only). The numbers below are the quadro's, copied by hand; the
 * fighter is compiled from the stored ficha by the character, armor and technique engines — a
 * difference here is a ficha or an engine that no longer says what the book prints (issue #15: the
 * rows pronto-* compare the book's measures of these same fichas).
 */
import { describe, expect, it } from 'vitest';
import { referenceEnemyAt } from '../../src/enemy/index.js';
import { fighterFromEnemy, referenceFighter, type Fighter } from '../../src/sim/index.js';
import { loadLivroEnemies } from '../../scripts/livro-enemies.js';

const NUMEROS = 'tables/10-inimigos.md › Dezoito inimigos prontos › Números';
const ATAQUES = 'tables/10-inimigos.md › Dezoito inimigos prontos › Ataques';
const HIERARQUIA = 'tables/07-armaduras.md › Quadro "A Hierarquia"';

/** [cost, attack, d8 count, flat, atravessa] of each technique, in the quadro's order. */
type Tech = readonly [number, number, number, number, boolean?];

interface Quadro {
  readonly level: number;
  readonly pv: number;
  readonly def: number;
  readonly init: number;
  readonly fort: number;
  readonly refl: number;
  readonly von: number;
  /** Cosmo: começa/piso/Teto. */
  readonly cosmo: readonly [number, number, number];
  readonly resist: number;
  readonly conv: number;
  /** "Sexto; não desperta" → nao; "desperta como um personagem / um rival" → desperta; "Sétimo quando quiser" → livre. */
  readonly sentido: 'nao' | 'desperta' | 'livre';
  /** Golpe comum: attack, die, bonus, golpes per action ("dois golpes"). */
  readonly golpe: readonly [number, number, number, number];
  readonly techs: readonly Tech[];
  /** −1 sem Posto (sem armadura), 0 Bronze, 1 Prata (the Hierarquia), 2 elite. */
  readonly posto: -1 | 0 | 1 | 2;
}

const Q: Readonly<Record<string, Quadro>> = {
  'cavaleiro-negro': { level: 2, pv: 23, def: 14, init: 2, fort: 16, refl: 18, von: 17, cosmo: [1, 1, 5], resist: 5, conv: 0, sentido: 'nao', golpe: [4, 10, 2, 1], techs: [[5, 4, 5, 7], [2, 4, 2, 4]], posto: 0 },
  'espectro-novato': { level: 3, pv: 31, def: 14, init: 4, fort: 16, refl: 18, von: 17, cosmo: [2, 1, 6], resist: 5, conv: 0, sentido: 'nao', golpe: [4, 10, 2, 1], techs: [[5, 4, 5, 12], [2, 4, 2, 6]], posto: 0 },
  'espectro-de-estrela-terrestre': { level: 4, pv: 42, def: 14, init: 4, fort: 16, refl: 18, von: 17, cosmo: [2, 1, 6], resist: 6, conv: 0, sentido: 'nao', golpe: [4, 8, 2, 1], techs: [[5, 4, 5, 17], [3, 4, 3, 11], [2, 4, 2, 8]], posto: 0 },
  'satelite-de-artemis': { level: 6, pv: 67, def: 15, init: 5, fort: 16, refl: 20, von: 18, cosmo: [3, 2, 8], resist: 6, conv: 1, sentido: 'desperta', golpe: [6, 8, 3, 1], techs: [[6, 6, 6, 33], [4, 6, 4, 23], [2, 6, 2, 13]], posto: 0 },
  'palasita-de-terceira-classe': { level: 7, pv: 81, def: 15, init: 3, fort: 16, refl: 20, von: 18, cosmo: [4, 2, 9], resist: 6, conv: 1, sentido: 'desperta', golpe: [6, 10, 3, 1], techs: [[6, 6, 6, 39], [4, 6, 4, 27], [2, 6, 2, 15]], posto: 0 },
  'cavaleiro-de-prata': { level: 9, pv: 114, def: 17, init: 3, fort: 16, refl: 21, von: 19, cosmo: [6, 3, 11], resist: 8, conv: 1, sentido: 'desperta', golpe: [7, 8, 3, 2], techs: [[6, 7, 6, 51], [4, 7, 4, 35], [2, 7, 2, 19]], posto: 1 },
  'comandante-sem-armadura': { level: 9, pv: 114, def: 13, init: 3, fort: 16, refl: 21, von: 19, cosmo: [5, 3, 11], resist: 0, conv: 1, sentido: 'nao', golpe: [7, 8, 3, 2], techs: [[6, 7, 6, 51], [4, 7, 4, 35], [2, 7, 2, 19]], posto: -1 },
  marciano: { level: 10, pv: 133, def: 19, init: 2, fort: 16, refl: 22, von: 19, cosmo: [5, 3, 11], resist: 8, conv: 1, sentido: 'desperta', golpe: [8, 8, 4, 2], techs: [[6, 8, 6, 58], [4, 8, 4, 40], [2, 8, 2, 22]], posto: 1 },
  'espectro-de-estrela-celeste': { level: 11, pv: 153, def: 18, init: 6, fort: 20, refl: 22, von: 19, cosmo: [6, 3, 12], resist: 8, conv: 1, sentido: 'desperta', golpe: [8, 8, 4, 2], techs: [[6, 8, 6, 64], [4, 8, 4, 44], [2, 8, 2, 24]], posto: 1 },
  'cavaleiro-da-coroa': { level: 13, pv: 198, def: 18, init: 4, fort: 21, refl: 23, von: 20, cosmo: [7, 4, 14], resist: 10, conv: 1, sentido: 'desperta', golpe: [9, 8, 4, 2], techs: [[6, 9, 6, 76], [4, 9, 4, 52], [2, 9, 2, 28]], posto: 1 },
  'anjo-caido': { level: 14, pv: 223, def: 19, init: 5, fort: 21, refl: 24, von: 20, cosmo: [7, 4, 14], resist: 9, conv: 2, sentido: 'desperta', golpe: [10, 8, 5, 2], techs: [[6, 10, 6, 83], [4, 10, 4, 57], [2, 10, 2, 31]], posto: 1 },
  'guerreiro-deus': { level: 15, pv: 249, def: 21, init: 5, fort: 21, refl: 24, von: 20, cosmo: [9, 4, 16], resist: 11, conv: 2, sentido: 'livre', golpe: [10, 8, 5, 2], techs: [[7, 10, 6, 89, true], [6, 10, 6, 89], [4, 10, 4, 61], [2, 10, 2, 33]], posto: 2 },
  'general-marina': { level: 15, pv: 249, def: 22, init: 3, fort: 21, refl: 24, von: 20, cosmo: [8, 4, 15], resist: 11, conv: 2, sentido: 'livre', golpe: [10, 8, 5, 2], techs: [[7, 10, 6, 89, true], [6, 10, 6, 89], [4, 10, 4, 61], [2, 10, 2, 33]], posto: 2 },
  'cavaleiro-de-ouro': { level: 16, pv: 277, def: 22, init: 3, fort: 21, refl: 24, von: 20, cosmo: [9, 4, 15], resist: 12, conv: 3, sentido: 'livre', golpe: [10, 8, 5, 2], techs: [[7, 10, 6, 95, true], [6, 10, 6, 95], [4, 10, 4, 65], [2, 10, 2, 35]], posto: 2 },
  'cavaleiro-fantasma': { level: 16, pv: 277, def: 22, init: 3, fort: 21, refl: 24, von: 20, cosmo: [9, 4, 15], resist: 12, conv: 0, sentido: 'livre', golpe: [10, 8, 5, 2], techs: [[7, 10, 6, 95, true], [6, 10, 6, 95], [4, 10, 4, 65], [2, 10, 2, 35]], posto: 2 },
  'juiz-do-inferno': { level: 18, pv: 355, def: 21, init: 7, fort: 23, refl: 25, von: 21, cosmo: [9, 5, 18], resist: 12, conv: 3, sentido: 'livre', golpe: [11, 8, 5, 2], techs: [[7, 11, 6, 107, true], [6, 11, 6, 107], [4, 11, 4, 73], [2, 11, 2, 39]], posto: 2 },
  'tita-meio-desperto': { level: 18, pv: 355, def: 22, init: 3, fort: 23, refl: 25, von: 21, cosmo: [10, 5, 17], resist: 14, conv: 2, sentido: 'livre', golpe: [11, 8, 5, 2], techs: [[7, 11, 6, 107, true], [6, 11, 6, 107], [4, 11, 4, 73], [2, 11, 2, 39]], posto: 2 },
};

const READY = loadLivroEnemies();
const fighters: Record<string, Fighter> = {};
for (const id of Object.keys(Q)) if (READY[id]) fighters[id] = fighterFromEnemy(READY[id]!);

describe(`the ready enemies play their quadros (${NUMEROS}; ${ATAQUES})`, () => {
  it('every warrior ficha of examples/inimigos has its quadro here, and every quadro its ficha', () => {
    expect(Object.keys(READY).sort()).toEqual(Object.keys(Q).sort());
  });

  for (const [id, q] of Object.entries(Q)) {
    it(`${id}: nível ${q.level}, ${q.pv} PV, DEF ${q.def}, Cosmo ${q.cosmo.join('/')}, ${q.conv} Convicção(ões), golpe +${q.golpe[0]} · 1d${q.golpe[1]} + ${q.golpe[2]} × ${q.golpe[3]}`, () => {
      const f = fighters[id]!;
      expect(f).toBeDefined();
      expect([f.level, f.maxHp, f.def, f.initiative]).toEqual([q.level, q.pv, q.def, q.init]);
      expect([f.fortitude, f.reflexos, f.vontade]).toEqual([q.fort, q.refl, q.von]);
      expect([f.cosmoStart, f.piso, f.teto]).toEqual([...q.cosmo]);
      expect([f.resistencia, f.conviccoes, f.setimo]).toEqual([q.resist, q.conv, q.sentido]);
      expect([f.attack, f.golpeDie, f.golpeBonus, f.golpes]).toEqual([...q.golpe]);
      // The fighter's list: most damage points first, a tie in the quadro's order with the Golpe do
      // Assento (the one that pierces) after the plain technique (SIMULATOR.md second edition, step 2).
      const inOrder = [...q.techs].sort((x, y) => y[2] - x[2] || Number(x[4] === true) - Number(y[4] === true));
      expect(f.techniques.map((t) => [t.cost, t.attack, t.points, t.die, t.flat, t.pierces])).toEqual(inOrder.map(([c, a, n, flat, pierces]) => [c, a, n, 8, flat, pierces === true]));
    });
  }
});

describe(`the Hierarquia follows the Posto (${HIERARQUIA}; ${NUMEROS}: "9 · Sem Posto")`, () => {
  it('Prata fichas carry it against Bronzes; Bronze fichas and the elite do not; the Comandante sem armadura, "Sem Posto", neither', () => {
    for (const [id, q] of Object.entries(Q)) expect([id, fighters[id]!.postoRank]).toEqual([id, q.posto]);
  });

  it('the Comandante plays the Cavaleiro de Prata\'s numbers without the armor: the same PV, attack and technique dice, DEF −4 (the armor\'s), Cosmo −1 (no Ressonante), no Resistência, no Aparar — and no Hierarquia', () => {
    const c = fighters['comandante-sem-armadura']!;
    const p = fighters['cavaleiro-de-prata']!;
    expect([c.maxHp, c.attack, c.golpes]).toEqual([p.maxHp, p.attack, p.golpes]);
    expect(c.techniques.map((t) => t.average)).toEqual(p.techniques.map((t) => t.average));
    expect([p.def - c.def, p.armorDef, c.armorDef]).toEqual([4, 4, 0]);
    expect(p.cosmoStart - c.cosmoStart).toBe(1);
    expect([c.resistencia, c.aparar, c.bloquear, c.elmo]).toEqual([0, false, 0, 0]);
    expect([p.postoRank, c.postoRank]).toEqual([1, -1]);
  });
});

describe('the parties: the reference Bronze of every level is the quick table\'s warrior (SIMULATOR.md › The reference fighter: "The enemy quick table of Cap. 10 is this fighter"; tables/10-inimigos.md › A tabela rápida)', () => {
  it('levels 1 to 20: PV, DEF, attack, Cosmo and the big technique of the table (with the Ressonante, the Bronze\'s first characteristic)', () => {
    for (let level = 1; level <= 20; level++) {
      const f = referenceFighter({ level });
      const e = referenceEnemyAt(level, 'bronze', { characteristics: ['ressonante'] });
      const big = e.techniques.find((t) => t.role === 'grande')!;
      expect([level, f.maxHp, f.def, f.attack, f.cosmoStart, f.teto]).toEqual([level, e.hp.total, e.def.total, e.attack, e.cosmo.start, e.cosmo.teto]);
      expect([level, `${f.techniques[0]!.points}d${f.techniques[0]!.die} + ${f.techniques[0]!.flat}`]).toEqual([level, big.text]);
    }
  });

  it('the kit of SIMULATOR.md: a big technique at the Grau\'s maximum, a small one of 2 and, from level 4, a medium one; two golpes from level 9 (seed: "No nível 9 você ganha o Ataque Extra: a ação Golpe passa a dar dois golpes")', () => {
    expect(referenceFighter({ level: 3 }).techniques.map((t) => t.size)).toEqual([5, 2]);
    expect(referenceFighter({ level: 4 }).techniques.map((t) => t.size)).toEqual([5, 3, 2]);
    expect(referenceFighter({ level: 5 }).techniques.map((t) => t.size)).toEqual([6, 4, 2]);
    expect([referenceFighter({ level: 8 }).golpes, referenceFighter({ level: 9 }).golpes]).toEqual([1, 2]);
  });
});
