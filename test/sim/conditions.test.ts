/**
 * Condition techniques and Rolagens de Efeito in the fight, with a scripted random source: the
 * condition comes with a hit of the Efeito roll against a passive defense, ends when the one who
 * imposed it misses the roll again at the end of the target's turn, a strong one is not imposed
 * again by the same technique, a missed Efeito halves the damage — and each condition's effect
 * (`combat.conditions[slug].fight`) changes the fight.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded } from '../../src/dice/index.js';
import { bookRuleset, createRuleset } from '../../src/rules/index.js';
import { deriveFicha } from '../../src/character/index.js';
import { referenceWarrior } from '../../src/enemy/index.js';
import { fight, fighterFromWarrior, referenceFighter, type Fighter } from '../../src/sim/index.js';
import { must } from '../fixtures/teo.js';
import { always, dice, NINETEENS } from './scripted.js';

const SEED = 'seed › Capítulo Cinco, "Condições"';
const TABLE = 'tables/05-combate.md › Condições';
const EFEITO = 'tables/06-tecnicas.md › Rolagem (Efeito: o erro ainda causa metade)';

const victim = (policy: 'sem_tecnicas' | 'livro' = 'sem_tecnicas', level = 1): Fighter => ({ ...referenceFighter({ level, name: 'B', policy }), maxHp: 999 });

describe(`compiling condition techniques (${TABLE})`, () => {
  it('the kit "with a condition technique" adds a medium or strong condition with a Rolagem de Efeito, measured by the technique engine', () => {
    const a = referenceFighter({ level: 1, condition: { slug: 'atordoado' } });
    const w = referenceWarrior(1);
    const f = deriveFicha(w);
    expect(a.techniques).toHaveLength(referenceFighter({ level: 1 }).techniques.length);
    expect(a.conditionTechniques).toHaveLength(1);
    const t = a.conditionTechniques[0]!;
    expect(t.condition!.slug).toBe('atordoado');
    expect(t.condition!.skipsAction).toBe(bookRuleset.combat.conditions['atordoado']!.fight!.skipsAction);
    expect(t.points).toBe(0);
    // The weakest passive defense of the same build (Fortitude 16 at level 1).
    expect(t.against).toBe('fortitude');
    expect(a.fortitude).toBe(f.passiveDefenses.fortitude.value.total);
    // Atordoar costs 4 at level 1; with one damage point ("dano + atordoar") it is the figures' size 5.
    expect(t.cost).toBe(4);
    const d = referenceFighter({ level: 1, condition: { slug: 'atordoado', damage: true } }).conditionTechniques[0]!;
    expect([d.cost, d.points, d.halfOnMiss]).toEqual([5, 1, true]);
  });

  it('hostile input: a weak, destiny, unknown or effectless condition is a programmer error', () => {
    for (const slug of ['lento', 'morto', 'nao_existe', 'confuso', '__proto__']) expect(() => referenceFighter({ level: 1, condition: { slug } })).toThrow(RangeError);
  });

  it('a stored technique with a weak condition is not a condition technique; the kit "nenhuma" drops them', () => {
    const w = referenceWarrior(1);
    const lento = { ...w.techniques[1]!, id: 'lento' as never, name: 'Lento', effects: [{ kind: 'condicao' as const, condition: 'lento', grade: 'fraca' as const }], roll: { kind: 'efeito' as const, against: 'fortitude' as const } };
    expect(fighterFromWarrior({ ...w, techniques: [...w.techniques, lento] }).conditionTechniques).toEqual([]);
    expect(referenceFighter({ level: 1, kit: 'nenhuma', condition: { slug: 'atordoado' } }).conditionTechniques).toEqual([]);
  });
});

describe(`conditions in the fight (${SEED}; ${TABLE})`, () => {
  it('Atordoado: the hit imposes it, the target loses its action; the imposer\'s roll at the end of the target\'s turn misses and it ends; a strong one is not imposed again by that technique', () => {
    // Cosmo enough to pay for it every turn: only the rule keeps it from coming back.
    const rich = (f: Fighter): Fighter => ({ ...f, teto: 40, cosmoStart: 40 });
    const a = rich(referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'atordoado' } }));
    // Initiative A 19, B 2; A's Efeito 19 (+4 against Fortitude 16) hits; the roll at the end of B's turn shows 2 and misses.
    const script = () => dice([19, 20], [2, 20], [19, 20], [2, 20], [10, 20]);
    const r = fight([a], [victim()], script(), { maxRounds: 3, log: true });
    const log = r.log!;
    expect(log).toContain('A usa Técnica de condição (Atordoado) em B: 19 + 4 = 23 contra Fortitude 16, acerta.');
    expect(log).toContain('B fica Atordoado.');
    expect(log).toContain('B não age (Atordoado).');
    expect(log).toContain('A rola de novo Atordoado em B: 2 + 4 = 6 contra Fortitude 16, erra.');
    expect(log).toContain('B se livra de Atordoado.');
    expect(log.filter((l) => l.startsWith('A usa Técnica de condição'))).toHaveLength(1);
    // A house rule: a strong condition may come back from the same technique.
    const rs = must(createRuleset({ combat: { conditionRules: { forteNotReimposedBySameTechnique: false } } }));
    const a2 = rich(referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'atordoado' } }, rs));
    const house = fight([a2], [{ ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' }, rs), maxHp: 999 }], script(), { maxRounds: 3, log: true, ruleset: rs });
    expect(house.log!.filter((l) => l.startsWith('A usa Técnica de condição')).length).toBeGreaterThan(1);
  });

  it('while the roll keeps hitting, the condition stays (every die 19)', () => {
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'atordoado' } });
    const r = fight([a], [victim()], always(NINETEENS), { maxRounds: 3, log: true });
    expect(r.log!.filter((l) => l === 'B não age (Atordoado).')).toHaveLength(3);
    expect(r.log!.filter((l) => l.startsWith('B dá um golpe comum'))).toHaveLength(0);
  });

  it(`a missed Efeito still deals half the damage and imposes nothing (${EFEITO})`, () => {
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'atordoado', damage: true } });
    // Efeito 2: a miss; 1d8 at 8 + 2 = 10, half (rounded the book's way) = 5.
    const r = fight([a], [victim()], dice([19, 20], [2, 20], [2, 20], [8, 8], [10, 20]), { maxRounds: 1, log: true });
    expect(divideRounded(10, 2)).toBe(5);
    expect(r.log).toContain('A usa Técnica de condição (dano e Atordoado) em B: 2 + 4 = 6 contra Fortitude 16, erra: 5 de dano.');
    expect(r.log!.some((l) => l.includes('fica Atordoado'))).toBe(false);
    expect(r.damage[0]).toBe(5);
  });

  it('a Rolagem de Efeito has no critical in the book; a house rule that gives it one meets the Elmo (resolution.rollKinds.efeito)', () => {
    expect(bookRuleset.resolution.rollKinds.efeito.natural20.critical).toBe(false);
    const rs = must(createRuleset({ resolution: { rollKinds: { efeito: { natural20: { autoSuccess: true, critical: true, exceptional: false } } } } }));
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'atordoado', damage: true } }, rs);
    const b = { ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' }, rs), maxHp: 999 };
    const r = fight([a], [b], always(0.999), { maxRounds: 1, log: true, ruleset: rs });
    expect(r.log).toContain('O Elmo de B segura o crítico e voa longe.');
    const book = fight([referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'atordoado', damage: true } })], [victim()], always(0.999), { maxRounds: 1, log: true });
    expect(book.log!.some((l) => l.includes('Elmo'))).toBe(false);
  });

  it('Queimando: at the end of the target\'s turn, 1d6 per Grau of the technique', () => {
    const a = referenceFighter({ level: 5, name: 'A', cosmo: 'teto', condition: { slug: 'queimando' } });
    const grau = a.conditionTechniques[0]!.grau;
    expect(grau).toBe(2);
    const r = fight([a], [victim()], always(NINETEENS), { maxRounds: 1, log: true });
    // Two d6 at 6.
    expect(r.log).toContain('B sofre 12 de dano de Queimando ou Congelando.');
    expect(r.techniqueDamage[0]).toBe(12);
  });

  it('Cego: its attacks with Desvantagem, attacks against it with Vantagem', () => {
    const a = { ...referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'cego' } }), maxHp: 999 };
    // Init A 19, B 2; A's Efeito 19 hits; B's golpe rolls 18 and 3 and keeps 3; A's reroll 19 keeps it;
    // round 2: A (no Cosmo for the big one) golpes with Vantagem: 3 and 18, keeps 18.
    const script = dice([19, 20], [2, 20], [19, 20], [18, 20], [3, 20], [19, 20], [3, 20], [18, 20], [5, 8]);
    const r = fight([{ ...a, cosmoStart: a.conditionTechniques[0]!.cost }], [victim()], script, { maxRounds: 2, log: true });
    const log = r.log!;
    expect(log).toContain('B fica Cego.');
    expect(log).toContain('B dá um golpe comum em A: 3 + 4 = 7 contra DEF 14, erra.');
    expect(log.some((l) => l.startsWith('A dá um golpe comum em B: 18 + 4'))).toBe(true);
  });

  it('Paralisado: a golpe comum that hits is a critical (the Elmo holds the first)', () => {
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'paralisado' } });
    let turn = 0;
    const scripted = { ...a, policy: { ...a.policy, choose: () => (turn++ === 0 ? { kind: 'condicao' as const, index: 0 } : { kind: 'golpe' as const }) } };
    const r = fight([scripted], [victim()], always(0.725), { maxRounds: 3, log: true });
    const log = r.log!;
    expect(log).toContain('B fica Paralisado.');
    expect(log).toContain('O Elmo de B segura o crítico e voa longe.');
    // 15 is no natural 20; the second golpe is a critical: 2d8 (6 each at 0.725) + 2 = 14.
    expect(log.filter((l) => l.startsWith('A dá um golpe comum em B')).at(-1)).toContain('acerta (crítico): 14 de dano');
  });

  it('Dominado: it does not stand with a Convicção (combat.levantar.cannotStand)', () => {
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'dominado' } });
    const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
    const r = fight([a], [b], always(NINETEENS), { log: true });
    expect(r.log).toContain('B fica Dominado.');
    expect(r.rises).toBe(0);
    expect(r.winner).toBe(0);
    // Without the condition B stands once.
    expect(fight([referenceFighter({ level: 1, name: 'A', cosmo: 'teto' })], [b], always(NINETEENS)).rises).toBeGreaterThan(0);
  });

  it('Banido: nobody reaches it; the one alone against it has no target and concentrates', () => {
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'banido' } });
    const r = fight([a], [victim()], always(NINETEENS), { maxRounds: 2, log: true });
    expect(r.log).toContain('B fica Banido.');
    expect(r.damage).toEqual([0, 0]);
    expect(r.log!.filter((l) => l.startsWith('A ') && !l.startsWith('A rola') && !l.startsWith('A usa'))).toEqual([]);
  });

  it('in the Guerra dos Mil Dias the hits between the two bring no condition', () => {
    const o = referenceFighter({ level: 15, posto: 'ouro', name: 'O' });
    const oc = referenceFighter({ level: 15, posto: 'ouro', name: 'C', condition: { slug: 'atordoado' } });
    let uses = 0;
    // C uses its big technique like O (every die 19: they lock), and its condition technique once, from round 3.
    const late = { ...oc, policy: { ...oc.policy, choose: (_me: unknown, _t: unknown, round: number) => (round >= 3 && uses++ === 0 ? { kind: 'condicao' as const, index: 0 } : { kind: 'tecnica' as const, index: 0 }) } };
    const r = fight([late], [o], always(NINETEENS), { log: true });
    const locked = r.log!.findIndex((l) => l.includes('travam na Guerra dos Mil Dias'));
    const used = r.log!.findIndex((l) => l.startsWith('C usa Técnica de condição'));
    expect(locked).toBeGreaterThan(-1);
    expect(used).toBeGreaterThan(locked);
    expect(r.log![used]).toContain('acerta');
    expect(r.log!.some((l) => l.includes('fica Atordoado'))).toBe(false);
  });
});
