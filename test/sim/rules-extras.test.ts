/**
 * The rules issue #14 (part 1) added inside the fight, each with a scripted random source (every die
 * shows what the script says): the Centelhas per round, the casca, the lost Visão of the policy that
 * blinds itself to awaken, and the armor characteristics that change damage (Couraça grossa,
 * Espinhos, Espelhada) — each number read from the ruleset through the domain that owns it.
 */
import { describe, expect, it } from 'vitest';
import { dieFace, scriptedRandom } from '../../src/dice/index.js';
import { cascaHit, cascaPiecesBroken, damageThroughArmor, deriveArmor } from '../../src/armor/index.js';
import { bookRuleset, centelhaTetoGain, createRuleset } from '../../src/rules/index.js';
import { referenceWarrior } from '../../src/enemy/index.js';
import { fight, referenceFighter, SIM_POLICIES } from '../../src/sim/index.js';
import { must } from '../fixtures/teo.js';
import { always, d20s, NINETEENS, TWENTIES } from './scripted.js';

const K = 'seed › Capítulo Quatro, "Centelhas: o Cosmo que você manda"';
const S = 'seed › Capítulo Quatro, "Os cinco sentidos" and "O Bronze e o Prata: no limite"';
const CASCA = 'tables/07-armaduras.md › Quadro "A casca: vestir uma armadura morta"';
const CHARS = 'tables/07-armaduras.md › As características';

describe(`Centelhas per round (${K})`, () => {
  const C = bookRuleset.cosmo.centelhas;

  it('a Centelha gives +1 Cosmo, +1 Teto and Vantagem on the next attack', () => {
    const a = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas', centelhas: 1 });
    const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
    // Initiative A 19, B 2; A's attack rolls 2 and 15 and, with the Vantagem, keeps 15.
    const script = () => d20s(19, 2, 2, 15, 5);
    const r = fight([a], [b], script(), { maxRounds: 1, log: true });
    expect(r.log).toContain(`A recebe uma Centelha (Cosmo ${a.cosmoStart + C.cosmo}, Teto ${a.teto + C.teto}).`);
    expect(r.log!.some((l) => l.startsWith('A dá um golpe comum em B: 15 + 4'))).toBe(true);
    // Without the Centelha the same dice give A its first d20: a 2, a miss.
    const none = fight([{ ...a, centelhas: 0 }], [b], script(), { maxRounds: 1, log: true });
    // B keeps its reaction for Aparar (a golpe worth parrying, SIMULATOR.md › Reactions), so no Bloquear: DEF 14.
    expect(none.log).toContain('A dá um golpe comum em B: 2 + 4 = 6 contra DEF 14, erra.');
  });

  it('the Teto stops rising at +3 per fight; a house rule changes the cap', () => {
    const a = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas', centelhas: 2 });
    const b = { ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999 };
    const tetos = (log: readonly string[]) => log.filter((l) => l.startsWith('A recebe')).map((l) => Number(/Teto (\d+)/.exec(l)![1]));
    const r = fight([a], [b], always(0.3), { maxRounds: 3, log: true });
    expect(tetos(r.log!)).toEqual([a.teto + 1, a.teto + 2, a.teto + 3, a.teto + 3, a.teto + 3, a.teto + 3]);
    expect(centelhaTetoGain(6)).toBe(C.tetoMaxPerFight);
    const rs = must(createRuleset({ cosmo: { centelhas: { tetoMaxPerFight: 1 } } }));
    const a1 = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas', centelhas: 2 }, rs);
    const house = fight([a1], [b], always(0.3), { maxRounds: 2, log: true, ruleset: rs });
    expect(tetos(house.log!)).toEqual([a1.teto + 1, a1.teto + 1, a1.teto + 1, a1.teto + 1]);
  });

  it('a Centelha breaks the Guerra dos Mil Dias', () => {
    const o = referenceFighter({ level: 15, posto: 'ouro', name: 'O' });
    expect(fight([o], [o], always(NINETEENS)).milDias).toBe(true);
    const helped = fight([{ ...o, centelhas: 1 }], [o], always(NINETEENS), { log: true });
    expect(helped.log!.some((l) => l.startsWith('A Centelha quebra a Guerra dos Mil Dias'))).toBe(true);
    expect(helped.milDias).toBe(false);
  });

  it('hostile input: a negative or fractional number of Centelhas is a programmer error', () => {
    expect(() => referenceFighter({ level: 1, centelhas: -1 })).toThrow(RangeError);
    expect(() => referenceFighter({ level: 1, centelhas: 0.5 })).toThrow(RangeError);
    expect(centelhaTetoGain(-3)).toBe(0);
    expect(centelhaTetoGain(Number.NaN)).toBe(0);
  });
});

describe(`the casca: fighting in a dead armor (${CASCA})`, () => {
  const bronzeRow = bookRuleset.armor.postos.bronze;

  it('compiles to the Posto DEF, Bloquear with the pieces, no Aparar, no Elmo, no characteristics', () => {
    const c = referenceFighter({ level: 1, armor: 'casca', characteristics: ['couraca_grossa', 'espinhos'] });
    expect(c.cascaPieces).toBe(bronzeRow.resistencia);
    expect(c.armorDef).toBe(bronzeRow.def);
    expect(c.aparar).toBe(false);
    expect(c.elmo).toBe(0);
    expect(c.bloquear).toBeGreaterThan(0);
    expect(c.damageArmor).toBeNull();
    expect(c.reflectOnGolpe).toEqual([]);
  });

  it('each attack that hits or is blocked breaks a piece; without pieces it shatters and the DEF goes', () => {
    const a = { ...referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' }), maxHp: 999 };
    const c = { ...referenceFighter({ level: 1, name: 'C', armor: 'casca', policy: 'sem_tecnicas' }), maxHp: 999 };
    // Every d20 15: A hits (15 + 4 against DEF 14 + 2 blocking); every hit breaks one piece.
    const r = fight([a], [c], always(0.725), { maxRounds: 4, log: true });
    const lines = r.log!.filter((l) => l.startsWith('A casca de C'));
    expect(lines).toEqual(['A casca de C perde peças (2 de pé).', 'A casca de C perde peças (1 de pé).', 'A casca de C se desfaz em pedaços.']);
    // Rounds 1–3 against the casca blocking (DEF 14 + 2); round 4 in pieces: no Bloquear, the Posto's DEF gone (14 − 2).
    const defs = r.log!.filter((l) => l.startsWith('A dá um golpe comum em C')).map((l) => Number(/DEF (\d+)/.exec(l)![1]));
    expect(defs).toEqual([c.def + c.bloquear, c.def + c.bloquear, c.def + c.bloquear, c.def - bronzeRow.def]);
    expect(r.armorsKilled).toBe(0);
    // A blocked miss breaks a piece too: A rolls 5 (5 + 4 = 9 against 16).
    const miss = fight([a], [c], always(0.225), { maxRounds: 1, log: true });
    expect(miss.log).toContain('A casca de C perde peças (2 de pé).');
  });

  it('a critical takes every piece; the count is the armor domain\'s (cascaHit)', () => {
    const a = { ...referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' }), maxHp: 999 };
    const c = { ...referenceFighter({ level: 1, name: 'C', armor: 'casca', policy: 'sem_tecnicas' }), maxHp: 999 };
    const r = fight([a], [c], always(TWENTIES), { maxRounds: 1, log: true });
    expect(r.log).toContain('A casca de C se desfaz em pedaços.');
    const dead = { ...referenceWarrior(1, 'bronze').armor!, state: 'dead' as const };
    for (const hit of [{}, { armorBreaking: true }, { critical: true }]) {
      expect(must(cascaHit(dead, hit)).cascaPiecesLost).toBe(cascaPiecesBroken(bronzeRow.resistencia, hit));
    }
    expect(cascaPiecesBroken(3, {})).toBe(1);
    expect(cascaPiecesBroken(3, { armorBreaking: true })).toBe(2);
    expect(cascaPiecesBroken(3, { critical: true })).toBe(3);
    expect(cascaPiecesBroken(-1, { critical: true })).toBe(0);
  });
});

describe(`the armor characteristics that change damage (${CHARS})`, () => {
  it('Couraça grossa: a golpe comum that hits deals the wearer\'s Grau less', () => {
    const a = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' });
    const b = { ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas', characteristics: ['couraca_grossa'] }), maxHp: 999 };
    expect(b.damageArmor).not.toBeNull();
    const r = fight([a], [b], always(NINETEENS), { maxRounds: 1, log: true });
    // 1d8 at 8 + 2 = 10; Grau 1 less: 9.
    const w = referenceWarrior(1, 'bronze', { characteristics: ['couraca_grossa'] });
    const d = deriveArmor(w.armor!, { con: 2, vidaChoices: 0 });
    expect(damageThroughArmor(d, 'golpe_comum', 10, 1)).toBe(9);
    expect(r.log).toContain('A dá um golpe comum em B: 19 + 4 = 23 contra DEF 14, acerta: 9 de dano (10 rolados, a armadura segura 1).');
    // A house rule: two per Grau.
    const rs = must(
      createRuleset({
        armor: { characteristics: bookRuleset.armor.characteristics.map((c) => (c.slug === 'couraca_grossa' ? { ...c, damage: { golpeComumTakenLessPerGrau: 2 } } : c)) },
      }),
    );
    const bh = { ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas', characteristics: ['couraca_grossa'] }, rs), maxHp: 999 };
    const house = fight([a], [bh], always(NINETEENS), { maxRounds: 1, log: true, ruleset: rs });
    expect(house.log!.some((l) => l.includes('acerta: 8 de dano (10 rolados, a armadura segura 2)'))).toBe(true);
  });

  it('Espinhos: the attacker whose golpe comum hits takes 1d4 + the Grau, once per turn (two golpes from level 9)', () => {
    const x = { ...referenceFighter({ level: 9, name: 'X', policy: 'sem_tecnicas' }), maxHp: 999 };
    const y = { ...referenceFighter({ level: 9, name: 'Y', policy: 'sem_tecnicas', characteristics: ['espinhos'] }), maxHp: 999 };
    expect(x.golpes).toBe(2);
    expect(y.reflectOnGolpe.map((r) => r.text)).toEqual(['1d4 + 3']); // Grau 3 at level 9
    const r = fight([x], [y], always(NINETEENS), { maxRounds: 2, log: true });
    // d4 at 4 + 3 = 7; once in each of X's turns, though both golpes hit.
    expect(r.log!.filter((l) => l === 'Espinhos de Y fere X: 7 de dano.')).toHaveLength(2);
    expect(r.log!.filter((l) => l.startsWith('X dá um golpe comum em Y') && l.includes('acerta'))).toHaveLength(4);
  });

  it('Espelhada: the user of a parried technique takes 1d6 per Grau, once per fight', () => {
    const q = { ...referenceFighter({ level: 1, name: 'Q', cosmo: 'teto', policy: 'nunca_queima' }), maxHp: 999 };
    const p = referenceFighter({ level: 1, name: 'P', policy: 'sem_tecnicas', characteristics: ['espelhada'] });
    const r = fight([q], [p], always(NINETEENS), { maxRounds: 3, log: true });
    expect(r.log!.filter((l) => l.includes('P apara'))).toHaveLength(2);
    expect(r.log!.filter((l) => l.startsWith('Espelhada de P fere Q'))).toEqual(['Espelhada de P fere Q: 6 de dano.']);
  });
});

describe(`the policy that blinds itself to awaken (${S})`, () => {
  const senses = bookRuleset.cosmo.senses;
  const visao = senses.list.find((s) => s.id === 'visao')!;

  it('facing a higher Sentido at its Teto, it destroys its eyes instead of burning and awakens', () => {
    expect(SIM_POLICIES.cega_para_despertar.blindsToAwaken).toBe(true);
    const b = referenceFighter({ level: 15, name: 'B', cosmo: 'teto', policy: 'cega_para_despertar' });
    const o = referenceFighter({ level: 15, name: 'O', posto: 'ouro', policy: 'sem_tecnicas' });
    // Initiative B 2, O 19; O enters the Sétimo and misses both golpes (1s with its Vantagem); B's d6 shows 3.
    const script = () => scriptedRandom([dieFace(2, 20), dieFace(19, 20), dieFace(1, 20), dieFace(1, 20), dieFace(1, 20), dieFace(1, 20), dieFace(3, 6)]);
    const r = fight([b], [o], script(), { maxRounds: 1, log: true });
    const teto = b.teto + senses.lossTeto;
    expect(r.log).toContain(`B destrói os próprios olhos: 3 de dano, Cosmo ${b.teto + senses.lossCosmo}, Teto ${teto}, DEF ${b.def - visao.defPenalty}.`);
    expect(r.log).toContain(`B se cega, diz uma Convicção e entra no Sétimo Sentido (Teto ${teto + b.setimoTeto}).`);
    expect(r.awakenings).toBe(1);
    expect(r.burns).toBe(0);
    expect(r.damage[1]).toBe(0);
    // The book's policy burns on the big technique instead.
    const book = fight([{ ...b, policy: SIM_POLICIES.livro }], [o], script(), { maxRounds: 1, log: true });
    expect(book.burns).toBe(1);
    expect(book.log!.some((l) => l.startsWith('B queima o Cosmo, diz uma Convicção e entra no Sétimo'))).toBe(true);
  });
});
