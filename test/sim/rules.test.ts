/**
 * The simulator's rules, one by one, with a scripted random source (every die shows what the
 * script says): a Levantar, a parry, a burn, the Guerra dos Mil Dias, a critical on the Elmo, a
 * band's Vantagem — and the shared numeric functions agree with the play/armor/technique paths.
 */
import { describe, expect, it } from 'vitest';
import { dieFace, scriptedRandom } from '../../src/dice/index.js';
import { apararDamageTaken, aparar } from '../../src/armor/index.js';
import { bookRuleset, createRuleset, levantarCosmo, levantarHp } from '../../src/rules/index.js';
import { cosmoAfterUse, lifePrice, payTechnique } from '../../src/technique/index.js';
import { beginFight, levantar, playNumbers, startPlay, takeDamage } from '../../src/play/index.js';
import { referenceEnemyAt, referenceWarrior } from '../../src/enemy/index.js';
import { deriveFicha } from '../../src/character/index.js';
import { bandFight, fight, fighterFromWarrior, referenceFighter } from '../../src/sim/index.js';
import { must, teo } from '../fixtures/teo.js';
import { always, NINETEENS, TWENTIES } from './scripted.js';

const C = 'FACTS.md › Combat (Capítulo Cinco)';
const K = 'FACTS.md › Cosmo (Capítulo Quatro)';
const A = 'FACTS.md › Armor (Capítulo Sete)';
const E = 'FACTS.md › Enemies (Capítulo Dez)';

describe('compiling a fighter reads the ficha and the technique engine', () => {
  it('the reference fighter is the quick table warrior (Cap. 10, "A tabela rápida")', () => {
    const f = referenceFighter({ level: 20 });
    const e = referenceEnemyAt(20, 'bronze', { characteristics: ['ressonante'] });
    expect(f.maxHp).toBe(e.hp.total);
    expect(f.def).toBe(e.def.total);
    expect(f.teto).toBe(e.cosmo.teto);
    expect(f.cosmoStart).toBe(e.cosmo.start);
    const big = e.techniques.find((t) => t.role === 'grande')!;
    expect(`${f.techniques[0]!.points}d${f.techniques[0]!.die} + ${f.techniques[0]!.flat}`).toBe(big.text);
  });
  it('an Ouro carries its Golpe do Assento, which pierces the armor (atravessa)', () => {
    const o = referenceFighter({ level: 15, posto: 'ouro' });
    expect(o.elite).toBe(true);
    expect(o.setimo).toBe('livre');
    expect(o.techniques.some((t) => t.pierces)).toBe(true);
  });
  it('a stored character compiles from its own ficha (Téo)', () => {
    const f = fighterFromWarrior(teo);
    const fi = deriveFicha(teo);
    expect(f.maxHp).toBe(fi.hp.total);
    expect(f.attack).toBe(fi.golpeComum.toHit.total);
    expect(f.conviccoes).toBe(fi.conviccoes.count);
  });
});

describe('one owner per rule: the shared numeric functions agree with their paths', () => {
  it('levantarHp is what levantar() of the ficha in play gives (¼ rounded up)', () => {
    const w = referenceWarrior(5);
    const s0 = must(beginFight(w, startPlay(w)));
    const down = must(takeDamage(s0, 999));
    const up = must(levantar(w, down));
    expect(up.hp).toBe(levantarHp(playNumbers(w, down).maxHp, playNumbers(w, up).maxHp));
    expect(levantarHp(16, 15)).toBe(4);
  });
  it(`levantarCosmo is what levantar() gives: the Teto it had as it stood, the Sétimo raising the Teto only (${C}; ${K})`, () => {
    const w = referenceWarrior(5);
    const down = must(takeDamage(must(beginFight(w, startPlay(w))), 999));
    const up = must(levantar(w, down, { firstSetimo: true }));
    expect(up.sentido).toBe('setimo');
    expect(up.cosmo).toBe(levantarCosmo(down.cosmo, playNumbers(w, down).teto));
    expect(up.cosmo).toBe(playNumbers(w, up).teto - 2);
    expect(levantarCosmo(1, 5)).toBe(5);
    expect(levantarCosmo(7, 5)).toBe(7); // never lower (a burn's Cosmo above the Teto stays)
    // A campaign without "Cosmo direto ao Teto": the ficha in play and the fight keep the Cosmo.
    const house = must(createRuleset({ combat: { levantar: { cosmoToTeto: false } } }));
    expect(levantarCosmo(1, 5, house)).toBe(1);
    expect(must(levantar(w, down, { firstSetimo: true }, house)).cosmo).toBe(down.cosmo);
  });
  it('apararDamageTaken is what aparar() gives (half, rounded down)', () => {
    const w = referenceWarrior(1);
    const r = must(aparar(w.armor!, 43, { con: 2, vidaChoices: 0 }));
    expect(r.damageTaken).toBe(apararDamageTaken(43));
    expect(apararDamageTaken(43)).toBe(21);
  });
  it('cosmoAfterUse is what payTechnique() leaves', () => {
    const w = referenceWarrior(5);
    const t = w.techniques[0]!;
    const owner = { level: 5, attributes: { DES: 15 }, cosmoChoices: 2 };
    for (const [cosmo, burn] of [[6, 0], [2, 0], [6, 1]] as const) {
      const p = must(payTechnique(t, owner, { cosmo, burn }));
      expect(cosmoAfterUse(cosmo, p.cost, p.burning, p.piso)).toBe(p.cosmoAfter);
    }
  });
});

describe('the fight, scripted', () => {
  it(`Levantar: a fighter at 0 PV spends a Convicção and stands with ¼ of its max PV, rounded up (${C}, Levantar)`, () => {
    const a = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' });
    // B cannot Aparar (a lethal golpe comum is parried for half): this test is about the Levantar.
    const b = { ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' }), maxHp: 10, aparar: false };
    // Every die 19: A (first by the stable tie) hits with the golpe comum for 8 + 2 = 10, B falls.
    const r = fight([a], [b], always(NINETEENS), { maxRounds: 1, log: true });
    expect(r.rises).toBe(1);
    // ¼ of 10, up = 3, below the max after the Cicatriz (10 − level 1 = 9).
    expect(r.log).toContain('B gasta uma Convicção e se levanta com 3 PV.');
    expect(levantarHp(10, 9)).toBe(3);
    // Without Convicções B stays down and A wins in the first round.
    const r0 = fight([a], [{ ...b, conviccoes: 0 }], always(NINETEENS), { maxRounds: 1 });
    expect(r0.winner).toBe(0);
    expect(r0.rises).toBe(0);
  });

  it(`Aparar: a technique's hit is halved (down) and costs 1 Resistência (${A}; tables/07 › Aparar)`, () => {
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', policy: 'nunca_queima' });
    const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
    const r = fight([a], [b], always(NINETEENS), { maxRounds: 1, log: true });
    // The big technique at level 1: 5d8 + 2 → 42 with every d8 at 8; Aparar halves it: 21.
    expect(apararDamageTaken(42)).toBe(21);
    expect(r.log!.some((l) => l.includes('A usa Técnica grande em B') && l.includes('B apara: 21 de dano'))).toBe(true);
  });

  it(`burning: the smallest burn that makes the blow lethal, paid Grau × 1d4 per point, Cosmo to the piso (${K}, Burning)`, () => {
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto' });
    const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
    const r = fight([a], [b], always(NINETEENS), { maxRounds: 1, log: true });
    // Expected 24.5, halved by B's parry, short of B's 16 PV: two points make it (33.5 / 2 ≥ 16).
    // Price 2d4 × Grau 1 with every d4 at 4 = 8 = lifePrice(2, 1).max.
    expect(lifePrice(2, 1).max).toBe(8);
    expect(r.burns).toBe(1);
    const line = r.log!.find((l) => l.startsWith('A usa Técnica grande'))!;
    expect(line).toContain('(queima: 8 PV)');
    // 7d8 + 2 = 58, parried: 29.
    expect(line).toContain('B apara: 29 de dano');
    // The same fight never burns under the "nunca_queima" policy.
    const n = fight([{ ...a, policy: { ...a.policy, burns: false } }], [b], always(NINETEENS), { maxRounds: 1 });
    expect(n.burns).toBe(0);
  });

  it(`critical on the Elmo: the first critical becomes a normal hit, the next one doubles the golpe's dice (${A}; FACTS.md › Resolution)`, () => {
    const a = { ...referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' }), maxHp: 200 };
    const b = { ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' }), maxHp: 200 };
    const r = fight([a], [b], always(TWENTIES), { maxRounds: 2, log: true });
    const log = r.log!;
    expect(log).toContain('O Elmo de B segura o crítico e voa longe.');
    const hits = log.filter((l) => l.startsWith('A dá um golpe comum em B'));
    expect(hits[0]).toContain('acerta: 10 de dano'); // 8 + 2, no critical
    expect(hits[1]).toContain('acerta (crítico): 18 de dano'); // 2d8 + 2
  });

  it(`the Guerra dos Mil Dias: same natural in the Sétimo, hits deal nothing, six locked rounds drop both and kill both armors (${K})`, () => {
    const o = referenceFighter({ level: 15, posto: 'ouro' });
    const r = fight([o], [o], always(NINETEENS), { log: true });
    expect(r.milDias).toBe(true);
    expect(r.winner).toBe(-1);
    expect(r.fallen).toEqual([1, 1]);
    expect(r.armorsKilled).toBe(2);
    const lockedAt = r.log!.findIndex((l) => l.includes('travam na Guerra dos Mil Dias'));
    const lockRound = Number(r.log!.slice(0, lockedAt).filter((l) => l.startsWith('— Rodada')).length);
    expect(r.rounds - lockRound + 1).toBe(bookRuleset.cosmo.guerraDosMilDias.segments);
  });

  it('a house rule changes the fight: a clash only on a natural 20 never locks on 19s; fewer segments end it sooner', () => {
    const o = referenceFighter({ level: 15, posto: 'ouro' });
    const only20 = must(createRuleset({ cosmo: { guerraDosMilDias: { clashNaturalMin: 20 } } }));
    expect(fight([o], [o], always(NINETEENS), { ruleset: only20 }).milDias).toBe(false);
    const short = must(createRuleset({ cosmo: { guerraDosMilDias: { segments: 2 } } }));
    const book = fight([o], [o], always(NINETEENS));
    const house = fight([o], [o], always(NINETEENS), { ruleset: short });
    expect(house.milDias).toBe(true);
    expect(book.rounds - house.rounds).toBe(bookRuleset.cosmo.guerraDosMilDias.segments - 2);
  });

  it(`a band attacks with Vantagem while more than three stand (${E}, Figurante band)`, () => {
    const c = referenceFighter({ level: 1, name: 'C' });
    // The Iniciativa: the character's d20 shows 2 (+ its bonus), the band's 18, so the band acts
    // first; then its two d20 show 2 and 18 and it keeps the 18.
    const dice = () => scriptedRandom([dieFace(2, 20), dieFace(18, 20)]);
    const r = bandFight(c, dice(), { size: 6, maxRounds: 1, log: true });
    expect(r.log![0]).toBe(`Iniciativa: C ${2 + c.initiative}, o bando 18.`);
    expect(r.log).toContain('O bando (6) ataca com Vantagem: 18 + 4 contra DEF 16, acerta: 2 de dano (14 PV).');
    const three = bandFight(c, dice(), { size: 3, maxRounds: 1, log: true });
    expect(three.log).toContain('O bando (3) ataca: 2 + 4 contra DEF 16, erra.');
    // A house rule: Vantagem only while more than six stand.
    const rs = must(createRuleset({ enemies: { bands: { advantageWhileMoreThan: 6 } } }));
    const house = bandFight(c, dice(), { size: 6, maxRounds: 1, log: true, ruleset: rs });
    expect(house.log).toContain('O bando (6) ataca: 2 + 4 contra DEF 16, erra.');
  });
});

describe('a policy is a plain function an app can supply', () => {
  it('choose() decides; null falls back to the book', () => {
    const base = referenceFighter({ level: 1, name: 'A', cosmo: 'teto' });
    const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
    const onlyGolpes = { ...base, policy: { ...base.policy, choose: () => ({ kind: 'golpe' as const }) } };
    const r = fight([onlyGolpes], [b], always(NINETEENS), { maxRounds: 1, log: true });
    expect(r.techniques).toBe(0);
    expect(r.log!.some((l) => l.startsWith('A dá um golpe comum em B'))).toBe(true);
    const fallback = { ...base, policy: { ...base.policy, choose: () => null } };
    expect(fight([fallback], [b], always(NINETEENS), { maxRounds: 1 })).toEqual(fight([base], [b], always(NINETEENS), { maxRounds: 1 }));
  });
});

describe('fight difficulty, measured', () => {
  it('a mirror is Justa, Bronze against the same-level Ouro Mortal (Cap. 10, "Quanto pesa um inimigo"; groupWinsToStep)', async () => {
    const { measureFightDifficulty } = await import('../../src/sim/index.js');
    const mirror = measureFightDifficulty([referenceFighter({ level: 5 })], [referenceFighter({ level: 5 })], { n: 300 });
    expect(mirror.step).toBe('justa');
    expect(mirror.label).toBe('Justa');
    const ouro = measureFightDifficulty([referenceFighter({ level: 20 })], [referenceFighter({ level: 20, posto: 'ouro' })], { n: 100 });
    expect(ouro.step).toBe('mortal');
    const rs = must(createRuleset({ enemies: { difficulty: { fallback: { groupWinsToStep: [{ minWins: 30, step: 'facil' }, { minWins: 0, step: 'mortal' }] } } } }));
    expect(measureFightDifficulty([referenceFighter({ level: 5 })], [referenceFighter({ level: 5 })], { n: 300, ruleset: rs }).step).toBe('facil');
  });
});
