/**
 * The designer's play policy, second edition (../shared/rules/SIMULATOR.md, "The play policy" and
 * "Group fights"), item by item with scripted dice: each test fails on the first edition's
 * behaviour. The policy is how the reference fighter chooses, not a rule of the game.
 */
import { describe, expect, it } from 'vitest';
import { bandFight, BOOK_POLICY, fight, referenceFighter, SIM_POLICIES, type Fighter } from '../../src/sim/index.js';
import { always } from './scripted.js';

const P = 'SIMULATOR.md › The play policy (second edition)';
const G = 'SIMULATOR.md › Group fights (second edition)';
/** Only golpes: the other side's choices stay out of the way. */
const golpesOnly = (f: Fighter, hp = f.maxHp): Fighter => ({ ...f, maxHp: hp, policy: SIM_POLICIES.sem_tecnicas });

describe(`the play policy, second edition (${P})`, () => {
  it('1. saving the Cosmo skips only the smaller techniques: life still pays for the big one (step 3, step 6)', () => {
    // A Bronze 15 with no Cosmo faces an Ouro in the Sétimo (a higher Sentido): it saves. The big
    // one is expected to finish the Ouro (5 PV), so life pays for it. First edition: a golpe.
    const b = { ...referenceFighter({ level: 15, name: 'B' }), cosmoStart: 0 };
    const o = golpesOnly(referenceFighter({ level: 15, posto: 'ouro', name: 'O' }), 5);
    const log = fight([o], [b], always(0.5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    expect(log.some((l) => l.startsWith('B usa Técnica grande em O (queima:'))).toBe(true);
    expect(log.some((l) => l.startsWith('B dá um golpe comum'))).toBe(false);
  });
  it("2. a fighter whose armor is alive never Blocks; one in a dead armor's casca Blocks (Reactions)", () => {
    // Golpes of 2d… against a Bronze 15 are not worth a parry (< 20% of its PV): the first edition
    // Blocked them (DEF + the Bloquear bonus); the second keeps the reaction for an Aparar.
    const b = golpesOnly(referenceFighter({ level: 15, name: 'B' }));
    const o = golpesOnly(referenceFighter({ level: 15, posto: 'ouro', name: 'O' }));
    const log = fight([o], [b], always(0.5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    const against = log.filter((l) => l.startsWith('O dá um golpe comum em B')).map((l) => Number(/contra DEF (\d+)/.exec(l)![1]));
    expect(against.length).toBeGreaterThan(0);
    expect(against.every((d) => d === b.def)).toBe(true);
    // In a casca (armor on the body that cannot parry), it Blocks with its free reaction.
    const casca = golpesOnly(referenceFighter({ level: 15, name: 'B', armor: 'casca' }));
    expect(casca.aparar).toBe(false);
    expect(casca.bloquear).toBeGreaterThan(0);
    const log2 = fight([o], [casca], always(0.5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    const first = log2.find((l) => l.startsWith('O dá um golpe comum em B'))!;
    expect(first).toContain(`contra DEF ${casca.def + casca.bloquear}`);
  });
  it('3. the expected damage is halved whenever the big one does not pierce and the armor lives, the reaction spent or not (step 6)', () => {
    // T parries A1's golpe (10 → 5), so its reaction is spent when A2 plays; T is left with a bit
    // more than half of A2's big technique's average. First edition: not halved, so lethal — the big
    // one paid with Cosmo, no burn. Second: halved, not lethal — A2 burns one point to make it lethal.
    const a2 = { ...referenceFighter({ level: 5, name: 'A2' }), cosmoStart: 20 };
    const big = a2.techniques[0]!;
    expect(big.pierces).toBe(false);
    const a1 = { ...golpesOnly(referenceFighter({ level: 5, name: 'A1' })), golpes: 1, golpeDie: 1, golpeBonus: 9, initiative: 20 };
    const base = referenceFighter({ level: 5, name: 'T' });
    const t: Fighter = { ...base, maxHp: 6 + Math.ceil(0.5 * big.average), policy: { ...BOOK_POLICY, parries: 'sempre', techniques: 'nunca' } };
    const log = fight([a1, a2], [t], always(0.5), { maxRounds: 1, log: true, firstSide: 0, soloAgainstMany: false }).log!;
    expect(log.find((l) => /^A1\b.* dá um golpe comum em T/.test(l))).toContain('T apara: 5 de dano');
    expect(log.some((l) => new RegExp(`^A2\\b.* usa ${big.name} em T \\(queima:`).test(l))).toBe(true);
  });
  it('4. the big one on a tie of damage points is the first in the list: the reference Ouro plays its plain big one, not the Assento (step 2, step 7)', () => {
    // Both have six damage points; the Assento costs 7 and pierces. First edition: the Assento was
    // the big one (the higher cost) and step 7 took the dearest technique it could pay for.
    const o = { ...referenceFighter({ level: 20, posto: 'ouro', name: 'O' }), cosmoStart: 7 };
    expect(o.techniques[0]!.name).toBe('Técnica grande');
    expect(o.techniques[1]!.name).toBe('Golpe do Assento');
    expect(o.techniques[0]!.points).toBe(o.techniques[1]!.points);
    const t = golpesOnly(referenceFighter({ level: 20, name: 'T' }), 20);
    const log = fight([o], [t], always(0.5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    expect(log.some((l) => l.startsWith('O usa Técnica grande em T'))).toBe(true);
    expect(log.some((l) => l.includes('Golpe do Assento'))).toBe(false);
  });
  it("6. the hold in step 7 compares the smaller technique's expected damage not halved", () => {
    // A can pay for the medium technique, not the big one. T has ¾ of the medium one's average:
    // halved (first edition) it would not finish T, so A held its Cosmo; not halved, it finishes
    // T, so A uses it.
    const a = { ...referenceFighter({ level: 5, name: 'A' }), cosmoStart: 4 };
    const [big, medium] = a.techniques;
    expect(medium!.cost).toBeLessThanOrEqual(4);
    expect(big!.cost).toBeGreaterThan(4);
    const t = golpesOnly(referenceFighter({ level: 5, name: 'T' }), Math.ceil(0.75 * medium!.average));
    // Step 6 does not fire: the big one halved does not finish T nor is worth 3× its price.
    expect(big!.average / 2).toBeLessThan(t.maxHp);
    const log = fight([a], [t], always(0.5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    expect(log.some((l) => l.startsWith(`A usa ${medium!.name} em T`))).toBe(true);
  });
});

describe(`group fights, second edition (${G})`, () => {
  it('5. the lone boss keeps answering once the rule applied at the start, even with fewer than two characters standing', () => {
    // D (1 PV, no Convicção) acts first and falls to the boss's answer; A is then the only one
    // standing. First edition: no answer after A's turn (fewer than two standing). Second: it answers.
    const d: Fighter = { ...golpesOnly(referenceFighter({ level: 15, name: 'D' }), 1), conviccoes: 0, initiative: 30 };
    const a = golpesOnly(referenceFighter({ level: 15, name: 'A' }));
    const o = golpesOnly(referenceFighter({ level: 15, posto: 'ouro', name: 'O' }));
    const log = fight([d, a], [o], always(0.5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    const answers = log.filter((l) => l.startsWith('O responde a'));
    expect(answers.length).toBe(2);
    expect(answers[1]).toMatch(/^O responde a A\b/);
    // The answer is the technique with the fewest damage points, and it costs no Cosmo.
    expect(log.some((l) => /^O usa Técnica pequena em A\b/.test(l))).toBe(true);
  });
  it('5. no answer while the boss is losing its turn: a technique that turned against it ("volta contra você")', () => {
    // The boss (the Ondas do Inferno, Cap. 6: "volta contra você" when its Rolagem de Efeito fails)
    // acts first and misses (every d20 shows 1): it loses its next turn, and until then it answers no
    // one. Before the second edition's reading: it answered D and A.
    const d = golpesOnly(referenceFighter({ level: 15, name: 'D' }));
    const a = golpesOnly(referenceFighter({ level: 15, name: 'A' }));
    const o = referenceFighter({ level: 16, posto: 'ouro', assento: 'ondas', name: 'O' });
    const log = fight([d, a], [o], always(0.01), { maxRounds: 1, log: true, firstSide: 1 }).log!;
    expect(log.some((l) => /^O usa Ondas do Inferno em D: .*, erra\.$/.test(l))).toBe(true);
    expect(log.filter((l) => l.startsWith('O responde a'))).toEqual([]);
    // The same boss with the common Assento does not lose its turn: it answers both.
    const c = referenceFighter({ level: 16, posto: 'ouro', name: 'O' });
    const log2 = fight([d, a], [c], always(0.01), { maxRounds: 1, log: true, firstSide: 1 }).log!;
    expect(log2.filter((l) => l.startsWith('O responde a')).length).toBe(2);
  });
  it('7. the band model of the figures: a coin each round, a dedicated technique of cost 2, no Bloquear', () => {
    // A Bronze 1 with no technique of its own and 2 Cosmo: the book model still uses its dedicated
    // single-target technique (3 figurantes, more than its golpe's 2), and the band's attack meets
    // its plain DEF (no Bloquear). The seed's rules (the first edition's band): the golpe, and DEF + Bloquear.
    const c: Fighter = { ...referenceFighter({ level: 1, name: 'C' }), techniques: [], cosmoStart: 2 };
    expect(c.bloquear).toBeGreaterThan(0);
    const log = bandFight(c, always(0.5), { size: 6, bookModel: true, maxRounds: 1, log: true }).log!;
    expect(log[0]).toMatch(/^— Rodada 1 — \(a moeda: /);
    expect(log.some((l) => l.startsWith('C usa a técnica de alvo único no bando'))).toBe(true);
    expect(log.find((l) => l.startsWith('O bando'))).toContain(`contra DEF ${c.def},`);
  });
});
