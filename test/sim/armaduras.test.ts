/**
 * The armor rows of issue #15 in the fight, each with a scripted random source where dice matter:
 * the revived armor's forms, the borrowed Ouro and Prata armors, the blood donated and the optional
 * sacrificing armor — each rule read from the ruleset through the armor domain (`armorFormsOf`,
 * `lentArmorWorn`, `donateBlood`, `canSacrifice`), the same functions the ficha in play calls.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dieFace, scriptedRandom } from '../../src/dice/index.js';
import { armorFormsOf, canSacrifice, lentArmorWorn, sacrificeArmor } from '../../src/armor/index.js';
import { bookRuleset, createRuleset } from '../../src/rules/index.js';
import { referenceWarrior } from '../../src/enemy/index.js';
import { maxHpNow, startPlay } from '../../src/play/index.js';
import { fight, readScenario, referenceFighter, SIM_POLICIES, type SimPolicy } from '../../src/sim/index.js';
import { must } from '../fixtures/teo.js';
import { always, d20s } from './scripted.js';

const LADDER = 'tables/07-armaduras.md › A escada do sangue';
const LENT = 'tables/07-armaduras.md › Quadro "Vestir uma armadura emprestada"';
const THIRDS = 'tables/07-armaduras.md › O sangue se paga em terços; seed › "A perda se arredonda para cima: com 40 PV máximos, um terço doado deixa 26"';
const SACRIFICE = 'tables/07-armaduras.md › Nota "Regra opcional: a armadura que se sacrifica"';

const G = 'guerreiro' as const;

/** The first golpe comum line of A in a one-round fight where A acts first and rolls a 15. */
function firstGolpe(a: ReturnType<typeof referenceFighter>, b: ReturnType<typeof referenceFighter>): string {
  const r = fight([a], [b], d20s(19, 2, 15, 5), { maxRounds: 1, log: true });
  return r.log!.find((l) => l.startsWith('A dá um golpe comum em B'))!;
}

describe(`revived armors: each new form's bonus (${LADDER})`, () => {
  const B = bookRuleset.armor.bloodLadder.bonuses;

  it('the ladder in the data: warrior +1 acerto on the 1st, 3rd…, +1 Resistência on the 2nd, 4th…; elite +1 DEF; god +1 DEF and +1 acerto', () => {
    expect(B.guerreiro).toEqual([{ acerto: 1 }, { resistencia: 1 }]);
    expect(B.elite).toEqual([{ def: 1 }]);
    expect(B.deus).toEqual([{ def: 1, acerto: 1 }]);
    expect(bookRuleset.armor.bloodLadder.limits.bronze).toEqual({ guerreiro: 3, elite: 1, deus: 1 });
  });

  it('armorFormsOf: a V4 is three warrior forms; a fourth warrior blood on a Bronze is refused, so is a weaker blood after a stronger one', () => {
    expect(must(armorFormsOf('bronze', [G, G, G]))).toEqual([
      { blood: G, rung: G },
      { blood: G, rung: G },
      { blood: G, rung: G },
    ]);
    const full = armorFormsOf('bronze', [G, G, G, G]);
    expect(full.ok).toBe(false);
    expect(full.issues[0]).toMatchObject({ code: 'blood_rung_full', path: [3] });
    expect(armorFormsOf('bronze', ['elite', G]).issues[0]).toMatchObject({ code: 'blood_weaker_than_last', path: [1] });
    // "Para uma armadura de Ouro… o sangue de elite é o sangue normal: conta como de guerreiro."
    expect(must(armorFormsOf('elite', ['elite']))[0]).toEqual({ blood: 'elite', rung: G });
    // Hostile input: a blood the ladder does not know.
    expect(armorFormsOf('bronze', ['sangue' as never]).issues[0]).toMatchObject({ code: 'blood_unknown', path: [0] });
  });

  it('the V4 hits +2 and holds +1 Resistência; the elite form (V5) adds +1 DEF; the whole ladder +2 DEF and +3 acerto', () => {
    const v1 = referenceFighter({ level: 9 });
    const v4 = referenceFighter({ level: 9, forms: [G, G, G] });
    const v5 = referenceFighter({ level: 9, forms: [G, G, G, 'elite'] });
    const all = referenceFighter({ level: 9, forms: [G, G, G, 'elite', 'deus'] });
    expect([v4.attack - v1.attack, v4.resistencia - v1.resistencia, v4.def - v1.def]).toEqual([2, 1, 0]);
    expect(v4.techniques[0]!.attack - v1.techniques[0]!.attack).toBe(2);
    expect([v5.attack - v1.attack, v5.resistencia - v1.resistencia, v5.def - v1.def]).toEqual([2, 1, 1]);
    expect([all.attack - v1.attack, all.resistencia - v1.resistencia, all.def - v1.def]).toEqual([3, 1, 2]);
    // The Ouro revived six times: three warrior forms of each kind.
    const o1 = referenceFighter({ level: 15, posto: 'ouro' });
    const o6 = referenceFighter({ level: 15, posto: 'ouro', forms: [G, G, G, G, G, G] });
    expect([o6.attack - o1.attack, o6.resistencia - o1.resistencia, o6.def - o1.def]).toEqual([3, 3, 0]);
  });

  it('scripted: the same d20 of 15 is 15 + 4 for the original and 15 + 6 for the V4', () => {
    const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
    expect(firstGolpe(referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' }), b)).toMatch(/^A dá um golpe comum em B: 15 \+ 4 = 19/);
    expect(firstGolpe(referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas', forms: [G, G, G] }), b)).toMatch(/^A dá um golpe comum em B: 15 \+ 6 = 21/);
  });

  it('a house rule changes what a form gives', () => {
    const rs = must(createRuleset({ armor: { bloodLadder: { bonuses: { guerreiro: [{ acerto: 3 }] } } } }));
    const v2 = referenceFighter({ level: 1, forms: [G] }, rs);
    expect(v2.attack - referenceFighter({ level: 1 }, rs).attack).toBe(3);
  });

  it('hostile input: a step the ladder refuses is a programmer error', () => {
    expect(() => referenceFighter({ level: 1, forms: [G, G, G, G] })).toThrow(RangeError);
  });
});

describe(`borrowed armors (${LENT})`, () => {
  const P = bookRuleset.armor.postos;

  it('lentArmorWorn: the Ouro only for who woke the Sétimo (a Bronze from level 5); never a dead armor nor one of the same Posto; the forms stay with the owner', () => {
    const own = referenceWarrior(5).armor!;
    const ouro = { ...own, posto: 'elite' as const, forms: [{ blood: G, rung: G }], improvements: ['reforco_de_gamanio'] };
    const worn = must(lentArmorWorn(ouro, { posto: 'bronze', level: 5, setimoAwakened: true }));
    expect(worn.forms).toEqual([]);
    expect(worn.improvements).toEqual([]);
    expect(lentArmorWorn(ouro, { posto: 'bronze', level: 4, setimoAwakened: true }).issues[0]!.code).toBe('borrowed_needs_setimo');
    expect(lentArmorWorn(ouro, { posto: 'bronze', level: 9, setimoAwakened: false }).issues[0]!.code).toBe('borrowed_needs_setimo');
    expect(lentArmorWorn({ ...ouro, state: 'dead' }, { posto: 'bronze', level: 9, setimoAwakened: true }).issues[0]!.code).toBe('borrowed_armor_dead');
    expect(lentArmorWorn({ ...own, posto: 'bronze' }, { posto: 'bronze', level: 9, setimoAwakened: true }).issues[0]!.code).toBe('borrowed_not_higher');
    // "Prata: qualquer Bronze".
    expect(lentArmorWorn({ ...own, posto: 'prata' }, { posto: 'bronze', level: 1, setimoAwakened: false }).ok).toBe(true);
  });

  it('the Bronze in an Ouro armor: the Ouro row, its three characteristics, + its own CON and Vida; it stays a Bronze (Hierarquia, Sétimo, no Golpe do Assento)', () => {
    const bronze = referenceFighter({ level: 9 });
    const lent = referenceFighter({ level: 9, borrowed: 'ouro' });
    // Pesada (the third characteristic) adds +1 DEF.
    expect(lent.def - bronze.def).toBe(P.elite.def - P.bronze.def + 1);
    expect(lent.resistencia - bronze.resistencia).toBe(P.elite.resistencia - P.bronze.resistencia);
    expect(lent.ofuscante).toBe(true);
    expect([lent.postoRank, lent.elite, lent.setimo]).toEqual([0, false, 'desperta']);
    expect(lent.techniques.length).toBe(bronze.techniques.length);
    const prata = referenceFighter({ level: 5, borrowed: 'prata' });
    expect(prata.def - referenceFighter({ level: 5 }).def).toBe(P.prata.def - P.bronze.def);
  });

  it('scripted: the same golpe meets DEF 15 on the Bronze 9 and DEF 20 on the Bronze 9 in the Ouro armor', () => {
    const a = referenceFighter({ level: 9, name: 'A', policy: 'sem_tecnicas' });
    expect(firstGolpe(a, referenceFighter({ level: 9, name: 'B', policy: 'nunca_bloqueia' }))).toContain('contra DEF 15');
    expect(firstGolpe(a, referenceFighter({ level: 9, name: 'B', policy: 'nunca_bloqueia', borrowed: 'ouro' }))).toContain('contra DEF 20');
  });

  it('hostile input: an Ouro armor lent below the first-Sétimo level is a programmer error', () => {
    expect(() => referenceFighter({ level: 4, borrowed: 'ouro' })).toThrow(RangeError);
  });
});

describe(`blood donated (${THIRDS})`, () => {
  it('one third takes a third of the max PV, rounded up; two thirds, two thirds — the same number the ficha in play shows', () => {
    const full = referenceFighter({ level: 1 }).maxHp;
    expect(referenceFighter({ level: 1, bloodDonated: 1 }).maxHp).toBe(full - Math.ceil(full / 3));
    expect(referenceFighter({ level: 1, bloodDonated: 2 }).maxHp).toBe(full - Math.ceil((2 * full) / 3));
    const w = referenceWarrior(13);
    for (const thirds of [1, 2]) expect(referenceFighter({ level: 13, bloodDonated: thirds }).maxHp).toBe(maxHpNow(w, { ...startPlay(w), bloodThirdsDonated: thirds }).total);
  });

  it('scripted: the donor starts the fight at its lower max (a golpe that drops it shows the fall)', () => {
    const a = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' });
    const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas', bloodDonated: 2, conviccoes: 0 });
    // Every die shows its top face: A's golpe (the Elmo turns the critical) drops B's 5 PV even parried.
    const r = fight([a], [b], always(0.999), { maxRounds: 1, log: true });
    expect(b.maxHp).toBe(5);
    expect(r.log).toContain('B cai.');
    expect(r.winner).toBe(0);
  });

  it('hostile input: three thirds kill, a negative or fractional count is refused', () => {
    expect(() => referenceFighter({ level: 1, bloodDonated: 3 })).toThrow(RangeError);
    expect(() => referenceFighter({ level: 1, bloodDonated: -1 })).toThrow(RangeError);
    expect(() => referenceFighter({ level: 1, bloodDonated: 1.5 })).toThrow(RangeError);
  });
});

describe(`the sacrificing armor (${SACRIFICE})`, () => {
  const house = must(createRuleset({ armor: { options: { sacrifice: true } } }));

  it('canSacrifice: only with the optional rule on, and only on the last point; sacrificeArmor reads the same function', () => {
    expect(bookRuleset.armor.options.sacrifice).toBe(false);
    expect(canSacrifice(1)).toBe(false);
    expect(canSacrifice(1, house)).toBe(true);
    expect(canSacrifice(2, house)).toBe(false);
    expect(canSacrifice(0, house)).toBe(false);
    const armor = { ...referenceWarrior(1).armor!, resistenciaSpent: 5 };
    const wearer = { con: 2, vidaChoices: 0 };
    const left = (spent: number) => ({ ...armor, resistenciaSpent: spent });
    expect(sacrificeArmor(left(5), wearer, house).ok).toBe(true);
    expect(sacrificeArmor(left(4), wearer, house).issues[0]!.code).toBe('sacrifice_not_last_point');
  });

  it('the fighter knows the rule only when it is on and its armor can Aparar', () => {
    expect(referenceFighter({ level: 1 }).sacrifice).toBe(false);
    expect(referenceFighter({ level: 1 }, house).sacrifice).toBe(true);
    expect(referenceFighter({ level: 1, armor: 'casca' }, house).sacrifice).toBe(false);
  });

  it('scripted: parrying a technique with the last point when even half of it would drop the wearer, the blow deals no damage and the armor dies; without the rule it deals half', () => {
    const tech: SimPolicy = { ...SIM_POLICIES.livro, choose: () => ({ kind: 'tecnica', index: 0 }) };
    const play = (rs: typeof house) => {
      const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', policy: tech }, rs);
      const b = referenceFighter({ level: 1, name: 'B', policy: 'apara_tudo', resistencia: 1 }, rs);
      // A first (19 against 2), then every die at 15 of 20.
      return fight([a], [b], scriptedRandom([dieFace(19, 20), dieFace(2, 20), ...Array(12).fill(0.725)]), { maxRounds: 1, log: true, ruleset: rs });
    };
    const on = play(house);
    expect(on.log).toContain('A armadura de B se sacrifica: o golpe não entra, e ela morre.');
    expect(on.log!.some((l) => l.startsWith('A usa') && l.endsWith('B apara: 0 de dano.'))).toBe(true);
    expect(on.armorsKilled).toBeGreaterThanOrEqual(1);
    const off = play(bookRuleset);
    const line = off.log!.find((l) => l.startsWith('A usa') && l.includes('B apara'))!;
    expect(Number(/(\d+) de dano/.exec(line)![1])).toBeGreaterThan(0);
    expect(off.log).toContain('A armadura de B se despedaça.');
  });

  it('scripted: a blow whose parried half does not drop the wearer is parried as always (the armor is given only for a life: a reconstructed policy)', () => {
    const tech: SimPolicy = { ...SIM_POLICIES.livro, choose: () => ({ kind: 'tecnica', index: 0 }) };
    const a = referenceFighter({ level: 1, name: 'A', cosmo: 'teto', policy: tech }, house);
    const b = { ...referenceFighter({ level: 1, name: 'B', policy: 'apara_tudo', resistencia: 1 }, house), maxHp: 999 };
    const r = fight([a], [b], scriptedRandom([dieFace(19, 20), dieFace(2, 20), ...Array(12).fill(0.725)]), { maxRounds: 1, log: true, ruleset: house });
    expect(r.log!.some((l) => l.includes('se sacrifica'))).toBe(false);
    const line = r.log!.find((l) => l.startsWith('A usa') && l.includes('B apara'))!;
    expect(Number(/(\d+) de dano/.exec(line)![1])).toBeGreaterThan(0);
    expect(r.log).toContain('A armadura de B se despedaça.');
    expect(r.armorsKilled).toBe(0);
  });

  it('the starting Resistência: at most what the armor has; 0 starts in pieces (no armor DEF); hostile counts are refused', () => {
    const full = referenceFighter({ level: 1 });
    expect(referenceFighter({ level: 1, resistencia: 2 }).resistencia).toBe(2);
    expect(referenceFighter({ level: 1, resistencia: 99 }).resistencia).toBe(full.resistencia);
    const a = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' });
    const naked = firstGolpe(a, referenceFighter({ level: 1, name: 'B', resistencia: 0 }));
    expect(naked).toContain(`contra DEF ${full.def - full.armorDef}`);
    expect(() => referenceFighter({ level: 1, resistencia: -1 })).toThrow(RangeError);
    expect(() => referenceFighter({ level: 1, resistencia: 0.5 })).toThrow(RangeError);
  });
});

describe('scenario documents accept the armor options', () => {
  const doc = (ref: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    format: 'sangue-e-estrelas/cenario',
    schemaVersion: 1,
    ruleset: { id: 'livro-0.25' },
    data: { fight: 'duelo', sides: [[{ ref, ...extra }], [{ ref: { level: 9 } }]], n: 10 },
  });

  it('reads forms, borrowed, bloodDonated and resistencia', async () => {
    const r = await readScenario(doc({ level: 9, forms: [G, G, G], borrowed: 'prata', bloodDonated: 1, resistencia: 2 }));
    expect(r.issues).toEqual([]);
    expect(r.ok && r.value.sides[0]![0]).toEqual({ ref: { level: 9, forms: [G, G, G], borrowed: 'prata', bloodDonated: 1, resistencia: 2 } });
    const beside = await readScenario(doc({ level: 9 }, { bloodDonated: 2 }));
    expect(beside.ok && beside.value.sides[0]![0]).toEqual({ ref: { level: 9, bloodDonated: 2 } });
  });

  it('hostile: what the rules refuse comes back as sim_armor_option_refused at the option, never a throw', async () => {
    const refused = async (ref: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const r = await readScenario(doc(ref, extra));
      expect(r.ok).toBe(false);
      return r.issues.filter((i) => i.severity === 'error').map((i) => ({ code: i.code, path: i.path }));
    };
    expect(await refused({ level: 9, forms: [G, G, G, G] })).toEqual([{ code: 'sim_armor_option_refused', path: ['data', 'sides', 0, 0, 'ref', 'forms'] }]);
    expect(await refused({ level: 4, borrowed: 'ouro' })).toEqual([{ code: 'sim_armor_option_refused', path: ['data', 'sides', 0, 0, 'ref', 'borrowed'] }]);
    expect(await refused({ level: 9 }, { bloodDonated: 3 })).toEqual([{ code: 'sim_armor_option_refused', path: ['data', 'sides', 0, 0, 'ref', 'bloodDonated'] }]);
    expect((await refused({ level: 9, forms: ['sangue'] }))[0]!.code).toMatch(/^schema_/);
    // The armor's accessory and characteristics are slugs of the ruleset's armor tables: a typo was
    // a fighter without the effect, silently. The armor validator's codes, at the option.
    expect(await refused({ level: 9, accessory: 'voador', characteristics: ['pesada', 'asas-de-papel', 'pesada'] })).toEqual([
      { code: 'accessory_unknown', path: ['data', 'sides', 0, 0, 'ref', 'accessory'] },
      { code: 'characteristic_unknown', path: ['data', 'sides', 0, 0, 'ref', 'characteristics', 1] },
      { code: 'characteristic_duplicate', path: ['data', 'sides', 0, 0, 'ref', 'characteristics', 2] },
    ]);
    expect((await refused({ level: 9, borrowed: 'bronze' }))[0]!.code).toMatch(/^schema_/);
    expect((await refused({ level: 9, resistencia: -1 }))[0]!.code).toMatch(/^schema_/);
  });

  it('hostile: blood given beside a sheet, a god, an ally is checked as the reference fighter\'s (it threw inside the compiler)', async () => {
    const teo = JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8')) as unknown;
    for (const source of [{ document: teo }, { deus: 'menor' }, { aliado: 5 }, { aprendiz: 3 }]) {
      for (const [thirds, why] of [[3, 'Morte'], [4, 'não existe']] as const) {
        const r = await readScenario({ ...doc({ level: 9 }), data: { fight: 'duelo', sides: [[{ ...source, bloodDonated: thirds }], [{ ref: { level: 9 } }]], n: 10 } });
        const errors = r.issues.filter((i) => i.severity === 'error');
        expect(errors.map((i) => ({ code: i.code, path: i.path })), JSON.stringify(source)).toEqual([{ code: 'sim_armor_option_refused', path: ['data', 'sides', 0, 0, 'bloodDonated'] }]);
        expect(errors[0]!.message).toContain(why);
      }
    }
  });
});
