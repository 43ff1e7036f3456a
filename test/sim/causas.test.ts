/**
 * Readings of the rules found while looking for the causes of the rows that differ from the book
 * (issue #15, docs/simulador-livro.md), each played with a scripted random source (every die shows
 * the script's face) and read back from the fight's log.
 */
import { describe, expect, it } from 'vitest';
import { dieFace, scriptedRandom } from '../../src/dice/index.js';
import { bandFight, fight, referenceFighter, type Fighter } from '../../src/sim/index.js';
import { always, NINETEENS } from './scripted.js';

const B5 = 'seed, Capítulo Cinco ("Bloquear. Com a armadura no corpo, quando um ataque é declarado contra você e antes da rolagem: +2 na DEF contra ele"); SIMULATOR.md › Reactions ("Bloquear otherwise")';

/** A (level 5, Cosmo at the Teto, never burning) uses its small technique only; B only golpes. */
const attacker = (): Fighter => ({ ...referenceFighter({ level: 5, name: 'A', cosmo: 'teto', policy: 'nunca_queima', kit: 'so_pequena' }), maxHp: 999 });
const defender = (extra: Partial<Fighter> = {}): Fighter => ({ ...referenceFighter({ level: 5, name: 'B', policy: 'sem_tecnicas' }), ...extra });
const firstUse = (a: Fighter, b: Fighter) => fight([a], [b], always(NINETEENS), { maxRounds: 1, log: true }).log!.find((l) => l.startsWith('A usa '))!;

describe(`Bloquear against a technique (${B5})`, () => {
  it('a technique not worth a parry (< 20% of the max PV) is not blocked either while the armor lives: the reaction waits for an Aparar (SIMULATOR.md second edition)', () => {
    const a = attacker();
    const small = a.techniques[0]!;
    const b = defender({ maxHp: 999 });
    expect(small.average).toBeLessThan(0.2 * b.maxHp);
    const line = firstUse(a, b);
    expect(line).toContain(`contra DEF ${b.def},`);
    expect(line).not.toContain('apara');
  });

  it('a technique worth a parry keeps the reaction: no Bloquear, and the hit is parried for half', () => {
    const a = attacker();
    const small = a.techniques[0]!;
    const b = defender();
    expect(small.average).toBeGreaterThanOrEqual(0.2 * b.maxHp);
    const line = firstUse(a, b);
    expect(line).toContain(`contra DEF ${b.def},`);
    expect(line).toContain('B apara');
  });

  it('one who never parries (the "nunca_apara" figures) blocks every technique it can', () => {
    const a = attacker();
    const b = defender({ policy: { ...defender().policy, parries: 'nunca' } });
    expect(firstUse(a, b)).toContain(`contra DEF ${b.def + b.bloquear},`);
    // Without Bloquear in its policy, it does not.
    const nb = defender({ policy: { ...defender().policy, parries: 'nunca', blocks: false } });
    expect(firstUse(a, nb)).toContain(`contra DEF ${nb.def},`);
  });

  it('"apara tudo" keeps the reaction for every technique', () => {
    const b = defender({ maxHp: 999, policy: { ...defender().policy, parries: 'sempre' } });
    const line = firstUse(attacker(), b);
    expect(line).toContain(`contra DEF ${b.def},`);
    expect(line).toContain('B apara');
  });
});

describe('the Ofuscante reaches a condition technique (tables/07-armaduras.md › As características: "Uma vez por luta, a primeira técnica usada contra você rola com Desvantagem")', () => {
  // d20 faces in turn: the initiatives take 15 (A) and 3 (B); then A's Rolagem de Efeito.
  const turns = () => scriptedRandom([dieFace(15, 20), dieFace(3, 20)]);
  const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', condition: { slug: 'atordoado' } });
  const b = (ofuscante: boolean): Fighter => ({ ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999, ofuscante });
  const roll = (ofuscante: boolean) => fight([a], [b(ofuscante)], turns(), { maxRounds: 1, log: true }).log!.find((l) => l.startsWith('A usa Técnica de condição'))!;
  it('without it, the Rolagem de Efeito is one d20 (15)', () => {
    expect(roll(false)).toMatch(/: 15 \+ \d+ = \d+ contra Fortitude/);
  });
  it('with it, the first one rolls with Desvantagem: the lower of two d20 (15 and 3)', () => {
    expect(roll(true)).toMatch(/: 3 \+ \d+ = \d+ contra Fortitude/);
  });
});

describe('the band acts on its Iniciativa (seed, Cap. 5: "entre um personagem e um bando de figurantes, que não tem Destreza, o personagem age primeiro"; Cap. 10: "na Iniciativa do bando")', () => {
  const c = referenceFighter({ level: 1, name: 'C' });
  const order = (log: readonly string[]) => log.filter((l) => l.startsWith('C ') || l.startsWith('O bando')).map((l) => (l.startsWith('C ') ? 'C' : 'B'));
  it('the order rolled at the start holds every round (band first here: 2 + bonus against 18)', () => {
    // Iniciativa 2 and 18; then every die 18: each band attack and each golpe hits.
    const r = bandFight(c, scriptedRandom([dieFace(2, 20), dieFace(18, 20), dieFace(18, 20)]), { size: 6, maxRounds: 3, log: true });
    expect(r.log![0]).toBe(`Iniciativa: C ${2 + c.initiative}, o bando 18.`);
    const o = order(r.log!);
    for (let i = 0; i + 1 < o.length; i += 2) expect(o[i]).toBe('B');
  });
  it('a tie goes to the character (the band has no Destreza)', () => {
    const tie = 18 - c.initiative;
    const r = bandFight(c, scriptedRandom([dieFace(tie, 20), dieFace(18, 20), dieFace(18, 20)]), { size: 6, maxRounds: 2, log: true });
    expect(r.log![0]).toBe('Iniciativa: C 18, o bando 18.');
    expect(order(r.log!)[0]).toBe('C');
  });
});
