/**
 * The audit of the fight engine against the seed's combat rules (issue #15): each rule the audit
 * found misread, played with a scripted random source and read back from the fight's log.
 */
import { describe, expect, it } from 'vitest';
import { dieFace, scriptedRandom } from '../../src/dice/index.js';
import { bookRuleset } from '../../src/rules/index.js';
import { fight, fighterFromWarrior, referenceFighter, type Fighter } from '../../src/sim/index.js';
import { referenceWarrior } from '../../src/enemy/index.js';
import { firstApararDamageTaken, ignoresArmorBreaking } from '../../src/armor/index.js';
import { always, NINETEENS } from './scripted.js';

/** d20 faces 15 and 3, over and over: the Iniciativas take 15 (A) and 3 (B), then A's roll shows 15 — or 3 with Desvantagem. */
const turns = () => scriptedRandom([dieFace(15, 20), dieFace(3, 20)]);

/** A (level 5, Cosmo at the Teto, never burning) uses its small technique; B (999 PV) only golpes. */
const attacker = (extra: Partial<Fighter> = {}): Fighter => ({
  ...referenceFighter({ level: 5, name: 'A', cosmo: 'teto', policy: 'nunca_queima', kit: 'so_pequena' }),
  maxHp: 999,
  ...extra,
});
const defender = (extra: Partial<Fighter> = {}): Fighter => ({ ...referenceFighter({ level: 5, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999, ...extra });
const breaking = (f: Fighter): Fighter => ({ ...f, techniques: f.techniques.map((t) => ({ ...t, breaks: true })) });
const logOf = (a: Fighter, b: Fighter, rng = always(NINETEENS)) => fight([a], [b], rng, { maxRounds: 1, log: true }).log!;

const QUEBRA = 'seed, Capítulo Sete, "A armadura na luta": "Técnicas que quebram a armadura tiram 1 de Resistência a cada acerto, além do dano"';

describe(`a technique that breaks the armor, on a living armor (${QUEBRA})`, () => {
  it('the number lives in the ruleset', () => {
    expect(bookRuleset.armor.breaking.resistenciaPerHit).toBe(1);
  });

  it('a hit takes 1 Resistência besides the damage', () => {
    const log = logOf(breaking(attacker()), defender());
    const hit = log.findIndex((l) => l.startsWith('A usa ') && l.includes(', acerta'));
    expect(hit).toBeGreaterThanOrEqual(0);
    expect(log[hit + 1]).toBe('O golpe quebra a armadura de B: −1 de Resistência.');
  });

  it('with the last point, the hit shatters the armor', () => {
    const log = logOf(breaking(attacker()), defender({ resistencia: 1 }));
    expect(log).toContain('A armadura de B se despedaça.');
    // The same technique without "quebra a armadura" leaves it whole.
    expect(logOf(attacker(), defender({ resistencia: 1 }))).not.toContain('A armadura de B se despedaça.');
  });

  it('the Gravação da constelação takes nothing (tables/08-itens.md: an armor-breaking technique takes no Resistência)', () => {
    expect(ignoresArmorBreaking(['gravacao_da_constelacao'])).toBe(true);
    const log = logOf(breaking(attacker()), defender({ ignoresArmorBreaking: true }));
    expect(log.some((l) => l.startsWith('O golpe quebra a armadura'))).toBe(false);
  });

  it('a shattered armor has nothing left to break', () => {
    const log = logOf(breaking(attacker()), defender({ resistencia: 0 }));
    expect(log.some((l) => l.startsWith('O golpe quebra a armadura'))).toBe(false);
  });
});

const SO_NO_CORPO = 'seed, Capítulo Sete, "As características": "Cada uma entra uma vez só por armadura, e só funciona com a armadura no corpo"; "Resistência 0: a armadura despedaça [...] sem nada do que ela dá"';

describe(`a characteristic works only while the armor lives (${SO_NO_CORPO})`, () => {
  it('the Ofuscante of a shattered armor gives no Desvantagem to the first technique against it', () => {
    const roll = (b: Fighter) => logOf(attacker(), b, turns()).find((l) => l.startsWith('A usa '))!;
    // Whole armor: the lower of two d20 (15 and 3).
    expect(roll(defender({ ofuscante: true }))).toMatch(/: 3 \+ \d+ = \d+ contra DEF/);
    // Shattered (Resistência 0): one d20.
    expect(roll(defender({ ofuscante: true, resistencia: 0 }))).toMatch(/: 15 \+ \d+ = \d+ contra DEF/);
  });

  it('the Cortante of a shattered armor no longer keeps its golpes comuns from being parried', () => {
    const a = (extra: Partial<Fighter>) => attacker({ policy: referenceFighter({ level: 5, policy: 'sem_tecnicas' }).policy, ...extra });
    // A golpe that would drop B (12 PV) is worth a parry.
    const b = defender({ maxHp: 12 });
    const golpe = (x: Fighter) => logOf(x, b).find((l) => l.startsWith('A dá um golpe comum'))!;
    expect(golpe(a({ cortante: true }))).not.toContain('B apara');
    expect(golpe(a({ cortante: true, resistencia: 0 }))).toContain('B apara');
  });
});

describe('the Polimento de Pó de Estrelas in the fight (tables/08-itens.md: "A primeira vez que você apara em cada luta, sofre um quarto do dano em vez de metade")', () => {
  it('the armor domain and the simulator read the same fraction', () => {
    expect(firstApararDamageTaken(['polimento_de_po_de_estrelas'])).toEqual({ numerator: 1, denominator: 4 });
    expect(firstApararDamageTaken([])).toBeUndefined();
  });

  it('the first Aparar of the fight takes a quarter (rounded down), the next ones half', () => {
    // Every die at its top face but the d20's 19: the small technique (2d8 + 10 at level 5) deals 26, worth a parry for B's 54 PV.
    const parries = (b: Fighter) =>
      fight([attacker()], [b], always(NINETEENS), { maxRounds: 2, log: true })
        .log!.filter((l) => l.startsWith('A usa ') && l.includes('B apara'))
        .map((l) => Number(/: (\d+) de dano\.$/.exec(l)![1]));
    const plain = defender({ maxHp: 54 });
    expect(parries(plain)).toEqual([13, 13]);
    expect(parries({ ...plain, firstApararTaken: { numerator: 1, denominator: 4 } })).toEqual([6, 13]);
  });
});

describe('a stored armor with the Polimento and the Gravação compiles into the fighter', () => {
  it('fighterFromWarrior reads the installed improvements', () => {
    const w = referenceWarrior(5);
    const polished = { ...w, armor: { ...w.armor!, improvements: ['polimento_de_po_de_estrelas', 'gravacao_da_constelacao'] } };
    const f = fighterFromWarrior(polished);
    expect(f.firstApararTaken).toEqual({ numerator: 1, denominator: 4 });
    expect(f.ignoresArmorBreaking).toBe(true);
    const plain = fighterFromWarrior(w);
    expect(plain.firstApararTaken).toBeUndefined();
    expect(plain.ignoresArmorBreaking).toBe(false);
  });
});

const CASCA = 'tables/07-armaduras.md › Quadro "A casca: vestir uma armadura morta" ("perde uma peça por ataque que acerta ou é bloqueado")';

describe(`a condition technique strikes the armor as a damage technique does (${CASCA}; ${QUEBRA})`, () => {
  // A (level 5, Cosmo at the Teto) opens with its condition technique (SIMULATOR.md step 4).
  const conditioner = (breaks: boolean): Fighter => {
    const f = referenceFighter({ level: 5, name: 'A', cosmo: 'teto', policy: 'nunca_queima', condition: { slug: 'atordoado' } });
    return { ...f, maxHp: 999, conditionTechniques: f.conditionTechniques.map((t) => ({ ...t, breaks })) };
  };
  const firstUse = (log: readonly string[]) => log.findIndex((l) => l.startsWith('A usa ') && l.includes(', acerta'));

  it('a hit takes a piece of a casca', () => {
    const b = { ...referenceFighter({ level: 5, name: 'B', armor: 'casca', policy: 'sem_tecnicas' }), maxHp: 999 };
    const log = logOf(conditioner(false), b);
    const hit = firstUse(log);
    expect(hit).toBeGreaterThanOrEqual(0);
    expect(log[hit + 1]).toMatch(/^A casca de B perde peças/);
  });

  it('a condition technique that breaks the armor takes its Resistência from a living armor', () => {
    const log = logOf(conditioner(true), defender());
    const hit = firstUse(log);
    expect(hit).toBeGreaterThanOrEqual(0);
    expect(log[hit + 1]).toBe('O golpe quebra a armadura de B: −1 de Resistência.');
    expect(logOf(conditioner(false), defender()).some((l) => l.startsWith('O golpe quebra a armadura'))).toBe(false);
  });
});
