/**
 * The famous golpes of Capítulo Seis in the fight (issue #15), the miracle and the policy "a medium
 * condition used once, at the right time", with scripted dice: the Muralha de Cristal (Refletir as a
 * reaction), the Agulha Escarlate (Marca and Desfecho), the Caixão de Gelo (Banido, "pode ser
 * quebrado") and the Ondas do Inferno (Banido, "volta contra você").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRandom, divideRounded, scriptedRandom } from '../../src/dice/index.js';
import { bookRuleset, createRuleset, levantarHp } from '../../src/rules/index.js';
import { deriveFicha } from '../../src/character/index.js';
import { referenceWarrior } from '../../src/enemy/index.js';
import { measureTechnique } from '../../src/technique/index.js';
import {
  FAMOUS_ASSENTOS,
  famousAssentoTechnique,
  fight,
  fighterFromWarrior,
  readScenario,
  referenceFighter,
  SIM_POLICIES,
  type Fighter,
} from '../../src/sim/index.js';
import { marksBy, miracleComes, reflectWanted, rightTimeForCondition } from '../../src/sim/golpes.js';
import { must } from '../fixtures/teo.js';
import { always, dice } from './scripted.js';

const CARDS = 'tables/06-tecnicas.md › Os golpes famosos, e as falhas deles';
const MODS = 'tables/06-tecnicas.md › Modificadores';
const REFLETIR = 'tables/06-tecnicas.md › Vida e proteção (Refletir)';
const LEVANTAR = 'seed › Capítulo Cinco, "Levantar" ("metade, se a Centelha do seu deus chegou nessa hora (o milagre)"); tables/engine-constants.md › Sentidos, deuses e o milagre';
const NA_HORA = 'seed › Capítulo Cinco, "Condições" ("uma condição média rende mais usada uma vez, na hora certa")';

const rich = (f: Fighter): Fighter => ({ ...f, teto: 40, cosmoStart: 40 });

/** A level-1 Bronze with a famous golpe added as a plain technique (no Assento: the card fits Grau 1's size 5 or the test says so). */
function withCard(which: 'muralha' | 'agulha' | 'caixao' | 'ondas', name: string, policy: 'livro' | 'sem_tecnicas' = 'livro', level = 1): Fighter {
  const w = referenceWarrior(level);
  const grau = w.techniques[0]!.grau!;
  const card = { ...famousAssentoTechnique(which, grau)!, golpeDoAssento: undefined };
  return fighterFromWarrior({ ...w, posto: 'bronze', techniques: [...w.techniques, card] }, { name, policy });
}

describe(`the cards (${CARDS})`, () => {
  it('each famous golpe measures as its card\'s "Pontos · Cosmo" at Grau 4: Muralha 5 · 4, Agulha 6 · 6, Caixão 6 · 5, Ondas 7 · 6', () => {
    const want = { muralha: [5, 4], agulha: [6, 6], caixao: [6, 5], ondas: [7, 6] } as const;
    for (const k of ['muralha', 'agulha', 'caixao', 'ondas'] as const) {
      const r = measureTechnique(famousAssentoTechnique(k, 4)!);
      expect([r.size.total, r.cost.total], k).toEqual(want[k]);
      expect(r.issues.filter((i) => i.severity === 'error'), k).toEqual([]);
    }
    expect(famousAssentoTechnique('comum', 4)).toBeNull();
    expect(FAMOUS_ASSENTOS).toEqual(['comum', 'muralha', 'agulha', 'caixao', 'ondas']);
  });

  it('each card is the montagem of the package\'s example technique of the same golpe (examples/tecnicas/), so the two cannot drift', () => {
    const files = { muralha: 'muralha-de-cristal', agulha: 'agulha-escarlate', caixao: 'caixao-de-gelo', ondas: 'ondas-do-inferno' } as const;
    // The montagem: what the technique engine measures and the fight plays (not the id nor the prose).
    const montagem = (t: Record<string, unknown>) => ({
      name: t.name,
      nature: t.nature,
      activation: t.activation,
      trigger: t.trigger,
      duration: t.duration,
      range: t.range,
      effects: (t.effects as Record<string, unknown>[]).map(({ grade: _grade, ...e }) => e),
      modifiers: t.modifiers,
      limitations: t.limitations,
      // An attack rolls against the DEF whether the sheet says so or not.
      roll: (t.roll as { kind: string }).kind === 'ataque' ? { against: 'DEF', ...(t.roll as object) } : t.roll,
      golpeDoAssento: t.golpeDoAssento,
    });
    for (const k of ['muralha', 'agulha', 'caixao', 'ondas'] as const) {
      const example = JSON.parse(readFileSync(join(__dirname, '..', '..', 'examples', 'tecnicas', `${files[k]}.json`), 'utf8')) as Record<string, unknown>;
      const card = famousAssentoTechnique(k, 4)! as unknown as Record<string, unknown>;
      expect(montagem(card), k).toEqual(montagem(example));
    }
  });

  it('hostile input: an unknown golpe is a programmer error', () => {
    expect(() => famousAssentoTechnique('__proto__' as never, 4)).toThrow(RangeError);
    expect(() => famousAssentoTechnique('excalibur' as never, 4)).toThrow(RangeError);
  });

  it('the reference Ouro compiles each in place of the common Assento, with the ruleset\'s numbers', () => {
    const comum = referenceFighter({ level: 16, posto: 'ouro' });
    expect(comum.techniques.some((t) => t.pierces)).toBe(true);
    expect(comum.reflect).toBeNull();
    // Muralha: a reaction, no damage technique in the Assento's place.
    const mu = referenceFighter({ level: 16, posto: 'ouro', assento: 'muralha' });
    expect(mu.techniques.some((t) => t.pierces)).toBe(false);
    const E = bookRuleset.techniques.effects.refletir;
    const f = deriveFicha(referenceWarrior(16, 'elite'));
    expect(mu.reflect).toEqual({
      name: 'Muralha de Cristal',
      cost: 4,
      bonus: f.attributes[bookRuleset.enemies.referenceEnemy.cosmoAttribute].modifier + f.proficiency,
      oncePerFight: true,
      cdBase: E.reflectCdBase,
      returned: E.reflectSuccessReturnedFraction,
      passes: E.reflectFailureDamageFraction,
    });
    // Agulha: three damage points with Marca and the Desfecho at 4 marks, against Fortitude.
    const ag = referenceFighter({ level: 16, posto: 'ouro', assento: 'agulha' });
    const needle = ag.techniques[ag.markIndex!]!;
    expect([needle.name, needle.points, needle.cost, needle.marks, needle.finisherMarks, needle.finisherAgainst]).toEqual(['Agulha Escarlate', 3, 6, true, bookRuleset.techniques.modifiers.desfecho.marks, 'fortitude']);
    expect(bookRuleset.techniques.modifiers.desfecho.marks).toBe(4);
    // Caixão: Banido with one damage point; "pode ser quebrado": 10 × the Grau (4) at DEF 10.
    const cx = referenceFighter({ level: 16, posto: 'ouro', assento: 'caixao' }).conditionTechniques[0]!;
    expect([cx.condition!.slug, cx.points, cx.cost, cx.against, cx.breakable]).toEqual(['banido', 1, 5, 'fortitude', { hp: 40, def: 10 }]);
    // Ondas: Banido against Vontade; "volta contra você".
    const on = referenceFighter({ level: 16, posto: 'ouro', assento: 'ondas' }).conditionTechniques[0]!;
    expect([on.condition!.slug, on.points, on.cost, on.against, on.backfires]).toEqual(['banido', 0, 6, 'vontade', true]);
  });
});

describe(`Muralha de Cristal: Refletir as a reaction (${REFLETIR})`, () => {
  // A (level 1) uses its big technique on D, who holds the Muralha (reflect bonus SAB +1 + proficiency +2 = 3;
  // CD 10 + the big technique's size 5 = 15). The attacker's average is raised so D's policy wants to reflect.
  const attacker = (): Fighter => {
    const a = rich(referenceFighter({ level: 1, name: 'A', kit: 'so_grande' }));
    return { ...a, techniques: [{ ...a.techniques[0]!, average: 500 }] };
  };
  const wall = (): Fighter => ({ ...withCard('muralha', 'D', 'sem_tecnicas'), maxHp: 999, cosmoStart: 10 });

  it('passed: the technique goes back whole to who cast it (its damage rolled on it)', () => {
    const a = attacker();
    const d = wall();
    expect(d.reflect!.bonus).toBe(3);
    expect(a.techniques[0]!.size).toBe(5);
    // Init A 20, D 1; D's reflect 12 + 3 = 15 against 15 passes; five d8 at 8.
    const r = fight([a], [d], dice([20, 20], [1, 20], [12, 20], [8, 8], [8, 8], [8, 8], [8, 8], [8, 8], [1, 20], [1, 20]), { maxRounds: 1, log: true });
    const log = r.log!;
    expect(log).toContain('D responde a Técnica grande com Muralha de Cristal: 12 + 3 = 15 contra 15, a técnica volta inteira.');
    const back = a.techniques[0]!.flat + 5 * 8;
    expect(log).toContain(`Técnica grande atinge A: ${back} de dano.`);
    // The blow caps at A's PV: A falls to its own technique.
    expect(back).toBeGreaterThan(a.maxHp);
    expect(r.damage).toEqual([0, a.maxHp]);
    expect(log).toContain('A cai.');
  });

  it('failed: the reflection breaks and the technique passes with half the damage; only once per fight', () => {
    const a = attacker();
    // Init A 20, D 1; D's reflect 11 + 3 = 14 fails; A's attack 15 hits; five d8 at 8; D's golpes miss; round 2: A again, no reflection.
    const script = dice([20, 20], [1, 20], [11, 20], [15, 20], [8, 8], [8, 8], [8, 8], [8, 8], [8, 8], [1, 20], [1, 20], [15, 20], [8, 8], [8, 8], [8, 8], [8, 8], [8, 8], [1, 20], [1, 20]);
    const r = fight([a], [wall()], script, { maxRounds: 2, log: true });
    const log = r.log!;
    expect(log).toContain('D responde a Técnica grande com Muralha de Cristal: 11 + 3 = 14 contra 15, o reflexo quebra.');
    const full = a.techniques[0]!.flat + 5 * 8;
    const half = divideRounded(full, 2);
    expect(log.find((l) => l.startsWith('A usa Técnica grande em D: 15'))).toContain(`acerta: ${half} de dano.`);
    expect(log.filter((l) => l.includes('Muralha de Cristal'))).toHaveLength(1);
  });

  it('a technique that pierces the armor, and a golpe comum, pass straight', () => {
    const a = attacker();
    const piercing = { ...a, techniques: [{ ...a.techniques[0]!, pierces: true }] };
    const r = fight([piercing], [wall()], always(0.725), { maxRounds: 2, log: true });
    expect(r.log!.some((l) => l.includes('Muralha'))).toBe(false);
    const golpes = fight([{ ...a, policy: SIM_POLICIES.sem_tecnicas }], [wall()], always(0.725), { maxRounds: 2, log: true });
    expect(golpes.log!.some((l) => l.includes('Muralha'))).toBe(false);
  });

  it('the policy answers a blow worth parrying (SIMULATOR.md, 20% of the max PV) or a strong condition', () => {
    expect(reflectWanted(56, false, 277, 277, 0.2)).toBe(true);
    expect(reflectWanted(55, false, 277, 277, 0.2)).toBe(false);
    expect(reflectWanted(30, false, 29, 277, 0.2)).toBe(true);
    expect(reflectWanted(0, true, 277, 277, 0.2)).toBe(true);
  });
});

describe(`Agulha Escarlate: Marca and Desfecho (${MODS}; ${CARDS})`, () => {
  it('each hit leaves a mark; with 4 marks the next use is the Desfecho — Efeito against Fortitude; a hit drops the target to 0 PV and it does not stand', () => {
    const a = rich(withCard('agulha', 'A', 'livro', 5));
    expect(a.markIndex).toBeGreaterThanOrEqual(0);
    const b = { ...referenceFighter({ level: 5, name: 'B', policy: 'sem_tecnicas' }), maxHp: 9999 };
    // Every die 19: every attack hits, no critical; B stands never (it never falls before the Desfecho).
    const r = fight([a], [b], always(0.925), { maxRounds: 6, log: true });
    const log = r.log!;
    for (let n = 1; n <= 4; n++) expect(log).toContain(`Agulha Escarlate deixa uma marca em B (${n}).`);
    const fin = log.findIndex((l) => l.startsWith('A usa o desfecho de Agulha Escarlate em B'));
    expect(fin).toBeGreaterThan(log.indexOf('Agulha Escarlate deixa uma marca em B (4).'));
    expect(log[fin]).toContain(`contra Fortitude ${b.fortitude}, acerta.`);
    expect(r.winner).toBe(0);
    expect(r.rises).toBe(0);
    expect(b.conviccoes).toBeGreaterThan(0);
  });

  it('a missed Desfecho is spent: once per fight; then the big technique takes its place again', () => {
    const a = rich(withCard('agulha', 'A', 'livro', 5));
    const b = { ...referenceFighter({ level: 5, name: 'B', policy: 'sem_tecnicas' }), maxHp: 9999, fortitude: 99 };
    const r = fight([a], [b], always(0.925), { maxRounds: 10, log: true });
    const log = r.log!;
    const fin = log.findIndex((l) => l.startsWith('A usa o desfecho'));
    expect(log[fin]).toContain('contra Fortitude 99, erra.');
    expect(log.filter((l) => l.startsWith('A usa o desfecho'))).toHaveLength(1);
    expect(log.slice(fin + 1).some((l) => l.startsWith('A usa Técnica grande em B'))).toBe(true);
    expect(log.slice(0, fin).some((l) => l.startsWith('A usa Técnica grande em B'))).toBe(false);
  });

  it('marks count per marker', () => {
    const x = {};
    const y = {};
    expect(marksBy(null, x)).toBe(0);
    expect(marksBy([x, y, x], x)).toBe(2);
  });
});

describe(`Caixão de Gelo and Ondas do Inferno: Banido (${CARDS}; ${MODS})`, () => {
  it('Caixão: the Banido friend is out of reach; an ally breaks the effect (10 × Grau at DEF 10) and the friend is back', () => {
    const boss = rich(withCard('caixao', 'Ouro', 'livro', 5));
    const cx = boss.conditionTechniques[0]!;
    expect(cx.breakable).toEqual({ hp: 10 * cx.grau, def: 10 });
    const br = (n: string) => ({ ...referenceFighter({ level: 5, name: n, policy: 'sem_tecnicas' }), maxHp: 999 });
    // Every die 19: the Caixão hits B1 (Fortitude), B2 breaks the ice with its golpes comuns.
    // Init: B, C, then the Ouro; round 1: the Caixão banishes B (its reroll keeps it); round 2: C hits
    // the ice (one golpe, 10 of the 20); round 3: with two inside, each frees the other.
    const r = fight([br('B'), br('C')], [boss], always(0.925), { maxRounds: 3, log: true, soloAgainstMany: false });
    const log = r.log!;
    expect(log).toContain('Ouro usa Caixão de Gelo em B: 19 + 4 = 23 contra Fortitude 16, acerta: 13 de dano.');
    expect(log).toContain('B fica Banido.');
    expect(log).toContain('B não age (Banido).');
    expect(log).toContain('C golpeia o efeito que prende B: 10 de dano (faltam 10).');
    // Nobody reaches B: the Ouro turns to C.
    expect(log.some((l) => l.startsWith('Ouro usa Caixão de Gelo em C'))).toBe(true);
    // Every golpe of C on the ice hits DEF 10; the ice had 10 × Grau 2 = 20.
    expect(log.filter((l) => l.startsWith('B dá um golpe comum'))).toHaveLength(1);
  });

  it('Ondas: a missed Rolagem de Efeito costs the user its next turn ("volta contra você")', () => {
    // The card is size 7: only as a Golpe do Assento (max size + 1) does it fit.
    const a = rich(referenceFighter({ level: 16, posto: 'ouro', assento: 'ondas', name: 'A' }));
    const b = { ...referenceFighter({ level: 16, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999, vontade: 99 };
    // Every die 10: A's Efeito misses Vontade 99.
    const r = fight([a], [b], always(0.475), { maxRounds: 2, log: true });
    const log = r.log!;
    expect(log.some((l) => l.startsWith('A usa Ondas do Inferno em B') && l.endsWith('erra.'))).toBe(true);
    expect(log).toContain('A perde o turno: a técnica voltou contra ele.');
    // Without the limitation's fight rule (a house rule), no turn is lost.
    const rs = must(createRuleset({ techniques: { limitations: { volta_contra_voce: { fight: { losesNextTurnOnMiss: false } } } } }));
    const a2 = rich(referenceFighter({ level: 16, posto: 'ouro', assento: 'ondas', name: 'A' }, rs));
    expect(a2.conditionTechniques[0]!.backfires).toBe(false);
    const house = fight([a2], [{ ...referenceFighter({ level: 16, name: 'B', policy: 'sem_tecnicas' }, rs), maxHp: 999, vontade: 99 }], always(0.475), { maxRounds: 2, log: true, ruleset: rs });
    expect(house.log!.filter((l) => l.startsWith('A usa Ondas do Inferno')).length).toBe(2);
    expect(house.log!.some((l) => l.includes('perde o turno'))).toBe(false);
  });
});

describe(`the miracle (${LEVANTAR})`, () => {
  it('a Bronze standing before an Ouro gets its god\'s Centelha: half its PV, Vantagem to the end, no domínio; once', () => {
    const hp = levantarHp(100, 85, true);
    expect(hp).toBe(Math.ceil(100 * bookRuleset.enemies.patronGod.miracle.hpFraction));
    const br = referenceFighter({ level: 15, name: 'Br', milagre: true });
    const ouro = referenceFighter({ level: 15, posto: 'ouro', name: 'Ouro' });
    expect(br.milagre).toBe(true);
    let saw = false;
    for (let seed = 1; seed < 40 && !saw; seed++) {
      const r = fight([br], [ouro], scriptedRandom(Array.from({ length: 97 }, (_, i) => ((i * 37 + seed * 11) % 97) / 97)), { log: true });
      const log = r.log!;
      const at = log.indexOf('A Centelha do deus de Br chega na hora em que ele se levantou: o milagre.');
      if (at < 0) continue;
      saw = true;
      const stood = log[at - 1]!;
      const want = levantarHp(br.maxHp, br.maxHp - br.cicatriz, true);
      expect(stood).toBe(`Br gasta uma Convicção e se levanta com ${want} PV.`);
      expect(log.filter((l) => l.includes('o milagre'))).toHaveLength(1);
    }
    expect(saw).toBe(true);
  });

  it('only before a foe of a higher Posto (enemies.patronGod.miracle.requiresFoeOfHigherPosto); a house rule drops it', () => {
    const side = (postoRank: number, hp = 10) => ({ hp, side: 1, f: { postoRank } });
    const me = { hp: 0, side: 0, f: { postoRank: 0 } };
    expect(miracleComes({ sides: [[me], [side(2)]] }, me)).toBe(true);
    expect(miracleComes({ sides: [[me], [side(0)]] }, me)).toBe(false);
    expect(miracleComes({ sides: [[me], [side(2, 0)]] }, me)).toBe(false);
    expect(miracleComes({ sides: [[me], [side(0)]] }, me, false)).toBe(true);
    // Bronze against Bronze: the usual quarter.
    const a = referenceFighter({ level: 5, name: 'A', milagre: true });
    const r = fight([a], [referenceFighter({ level: 5, name: 'B' })], always(0.925), { log: true });
    expect(r.log!.some((l) => l.includes('o milagre'))).toBe(false);
  });

  it('the domínio is gone between the two (enemies.patronGod.miracle.negatesEliteDominio); a house rule keeps it', () => {
    // The Bronze's first attack after the miracle, both in the Sétimo: its bonus with and without the domínio's −3.
    const bonusAfter = (rs: typeof bookRuleset): number | null => {
      const br = referenceFighter({ level: 15, name: 'Br', milagre: true }, rs);
      const ouro = referenceFighter({ level: 15, posto: 'ouro', name: 'Ouro' }, rs);
      for (let seed = 1; seed < 200; seed++) {
        const log = fight([br], [ouro], createRandom(seed), { log: true, ruleset: rs }).log!;
        const at = log.findIndex((l) => l.includes('o milagre'));
        if (at < 0) continue;
        const line = log.slice(at).find((l) => /^Br (usa|dá um golpe)/.test(l) && l.includes(' em Ouro'));
        const m = line === undefined ? null : /: (\d+) \+ (-?\d+) = /.exec(line);
        if (m) return Number(m[2]);
      }
      return null;
    };
    const book = bonusAfter(bookRuleset);
    const house = bonusAfter(must(createRuleset({ enemies: { patronGod: { miracle: { negatesEliteDominio: false } } } })));
    expect(book).not.toBeNull();
    expect(house).toBe(book! - bookRuleset.cosmo.elite.dominio);
  });

  it('Vantagem until the end and no domínio: the Bronze beats the Ouro more often with it (seeded runs)', () => {
    let withM = 0;
    let without = 0;
    const ouro = referenceFighter({ level: 15, posto: 'ouro' });
    const m = referenceFighter({ level: 15, milagre: true });
    const n = referenceFighter({ level: 15 });
    const r1 = createRandom(15);
    const r2 = createRandom(15);
    for (let s = 0; s < 600; s++) {
      if (fight([m], [ouro], r1).winner === 0) withM++;
      if (fight([n], [ouro], r2).winner === 0) without++;
    }
    // The book: "0% sem" and 9% with it at level 15 (Cap. 11).
    expect(without).toBe(0);
    expect(withM).toBeGreaterThan(without);
  });
});

describe(`the policy condicao_na_hora (${NA_HORA})`, () => {
  it('a medium condition once per fight, in the first turn the target can pay for its big technique', () => {
    expect(SIM_POLICIES.condicao_na_hora.conditionOnce).toBe(true);
    expect(rightTimeForCondition(5, [{ cost: 5 }])).toBe(true);
    expect(rightTimeForCondition(4, [{ cost: 5 }])).toBe(false);
    expect(rightTimeForCondition(0, [])).toBe(true);
    const a = rich(referenceFighter({ level: 1, name: 'A', condition: { slug: 'cego' }, policy: 'condicao_na_hora' }));
    const b = { ...referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999 };
    // B starts below its big technique's cost: A waits; with B's Cosmo at the cost, A blinds it once.
    const poor = { ...b, cosmoStart: 0 };
    const r = fight([a], [poor], always(0.925), { maxRounds: 1, log: true });
    expect(r.log!.some((l) => l.startsWith('A usa Técnica de condição'))).toBe(false);
    const ready = { ...b, cosmoStart: b.techniques[0]!.cost };
    // The condition ends at once (every reroll misses with 2) and is not used again.
    const r2 = fight([a], [ready], dice([19, 20], [2, 20], [19, 20], [2, 20], [2, 20], [2, 20]), { maxRounds: 6, log: true });
    expect(r2.log!.filter((l) => l.startsWith('A usa Técnica de condição'))).toHaveLength(1);
    // The book's policy repeats it whenever the target lacks it.
    const book = fight([{ ...a, policy: SIM_POLICIES.livro }], [ready], dice([19, 20], [2, 20], [19, 20], [2, 20], [2, 20], [2, 20]), { maxRounds: 6, log: true });
    expect(book.log!.filter((l) => l.startsWith('A usa Técnica de condição')).length).toBeGreaterThan(1);
  });
});

describe('scenarios say the new options', () => {
  const doc = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    JSON.stringify({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: { fight: 'duelo', n: 10, sides: [[a], [b]] } });
  it('ref.assento and milagre are read; hostile values are issues, not crashes', async () => {
    const good = await readScenario(doc({ ref: { level: 16, posto: 'ouro', assento: 'agulha' } }, { ref: { level: 16, milagre: true } }));
    expect(good.ok).toBe(true);
    for (const bad of [{ assento: 'excalibur' }, { assento: '__proto__' }, { milagre: 'sim' }, { assento: 7 }]) {
      const r = await readScenario(doc({ ref: { level: 16, posto: 'ouro', ...bad } }, { ref: { level: 16 } }));
      expect(r.ok).toBe(false);
    }
  });
});

describe('SIMULATOR.md choice rules with a famous golpe in place of the common Assento (steps 2, 4, 6, 7)', () => {
  // Step 2: "The big technique is its usable damage technique with the most damage points."
  // Step 4: "A condition technique it can pay for, if the target lacks that condition."
  // Step 6: "Paying and burning, only on the big technique".
  it('the big technique is the Técnica grande (six damage points) with every famous golpe and with the common one (a tie: the first in the list, SIMULATOR.md second edition); the Assento only when set up on purpose', () => {
    const big = (assento: 'comum' | 'muralha' | 'agulha' | 'caixao' | 'ondas') => referenceFighter({ level: 16, posto: 'ouro', assento }).techniques[0]!;
    expect([big('comum').name, big('comum').points, big('comum').cost, big('comum').pierces]).toEqual(['Técnica grande', 6, 6, false]);
    const first = referenceFighter({ level: 16, posto: 'ouro', assentoFirst: true }).techniques[0]!;
    expect([first.name, first.points, first.cost, first.pierces]).toEqual(['Golpe do Assento', 6, 7, true]);
    for (const k of ['muralha', 'agulha', 'caixao', 'ondas'] as const) expect([big(k).name, big(k).points, big(k).cost, big(k).pierces], k).toEqual(['Técnica grande', 6, 6, false]);
    // The Agulha (three points) is a damage technique below it; the Caixão and the Ondas are condition techniques; the Muralha a reaction.
    expect(referenceFighter({ level: 16, posto: 'ouro', assento: 'agulha' }).techniques.map((t) => t.name)).toEqual(['Técnica grande', 'Técnica média', 'Agulha Escarlate', 'Técnica pequena']);
  });

  /** A's first action against a Bronze who cannot fall to it, with `cosmo` in hand (round 1: no +1). */
  const firstAction = (assento: 'agulha' | 'caixao' | 'ondas', cosmo: number): string => {
    const a = { ...referenceFighter({ level: 16, posto: 'ouro', assento, name: 'A' }), cosmoStart: cosmo };
    const b = { ...referenceFighter({ level: 16, name: 'B', policy: 'sem_tecnicas' }), maxHp: 9999 };
    const log = fight([a], [b], always(0.5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    return log.find((l) => l.startsWith('A usa '))!;
  };

  it('a condition golpe (Caixão 5, Ondas 6) is cast only with the Cosmo to pay it; one point short, life pays for the big technique instead', () => {
    expect(firstAction('caixao', 5)).toMatch(/^A usa Caixão de Gelo em B: /);
    expect(firstAction('caixao', 4)).toMatch(/^A usa Técnica grande em B \(queima: \d+ PV\): /);
    expect(firstAction('ondas', 6)).toMatch(/^A usa Ondas do Inferno em B: /);
    expect(firstAction('ondas', 5)).toMatch(/^A usa Técnica grande em B \(queima: \d+ PV\): /);
  });

  it('the Agulha is never paid with life: with its six of Cosmo it marks; one short, life pays for the big technique', () => {
    expect(firstAction('agulha', 6)).toMatch(/^A usa Agulha Escarlate em B: /);
    expect(firstAction('agulha', 5)).toMatch(/^A usa Técnica grande em B \(queima: \d+ PV\): /);
  });
});
