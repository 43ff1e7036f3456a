/**
 * Readings of the rules found while looking for the causes of the rows that differ from the book
 * (issue #15, docs/simulador-livro.md), each played with a scripted random source (every die shows
 * the script's face) and read back from the fight's log.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRandom } from '../../src/dice/index.js';
import { fight, referenceFighter, type Fighter } from '../../src/sim/index.js';

const NINETEENS = 0.925;
const always = (v: number) => scriptedRandom([v]);
const B5 = 'seed, Capítulo Cinco ("Bloquear. Com a armadura no corpo, quando um ataque é declarado contra você e antes da rolagem: +2 na DEF contra ele"); SIMULATOR.md › Reactions ("Bloquear otherwise")';

/** A (level 5, Cosmo at the Teto, never burning) uses its small technique only; B only golpes. */
const attacker = (): Fighter => ({ ...referenceFighter({ level: 5, name: 'A', cosmo: 'teto', policy: 'nunca_queima', kit: 'so_pequena' }), maxHp: 999 });
const defender = (extra: Partial<Fighter> = {}): Fighter => ({ ...referenceFighter({ level: 5, name: 'B', policy: 'sem_tecnicas' }), ...extra });
const firstUse = (a: Fighter, b: Fighter) => fight([a], [b], always(NINETEENS), { maxRounds: 1, log: true }).log!.find((l) => l.startsWith('A usa '))!;

describe(`Bloquear against a technique (${B5})`, () => {
  it('a technique whose expected damage is not worth a parry (< 20% of the max PV) is blocked before the roll', () => {
    const a = attacker();
    const small = a.techniques[0]!;
    const b = defender({ maxHp: 999 });
    expect(small.average).toBeLessThan(0.2 * b.maxHp);
    const line = firstUse(a, b);
    expect(line).toContain(`contra DEF ${b.def + b.bloquear},`);
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
