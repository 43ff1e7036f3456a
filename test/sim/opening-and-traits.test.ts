/**
 * The ready enemies' armor characteristics that change a fight's rolls (Constelação viva, Coração
 * de estrela), the surprise opening strike and a fixed Iniciativa (issue #15), each with a scripted
 * random source (every die shows what the script says) — every number read from the ruleset through
 * the domain that owns it.
 */
import { describe, expect, it } from 'vitest';
import { advantageOnRise, deriveArmor } from '../../src/armor/index.js';
import { bookRuleset, createRuleset } from '../../src/rules/index.js';
import { referenceWarrior } from '../../src/enemy/index.js';
import { fight, fighterFromEnemy, fighterFromWarrior, readScenario, referenceFighter, runScenario, simulate, type Fighter } from '../../src/sim/index.js';
import { LIVRO_ROWS } from '../../src/sim/livro/index.js';
import { must } from '../fixtures/teo.js';
import { loadLivroEnemies } from '../../scripts/livro-enemies.js';
import { always, d20s } from './scripted.js';

const CHARS = 'tables/07-armaduras.md › As características';
const SURPRISE = 'seed › Capítulo Cinco, "Surpresa: o golpe de abertura"';
const INIT = 'seed › Capítulo Cinco ("Quando a luta começa, todo mundo rola 1d20 + DES — a Iniciativa")';
const FICHAS = 'tables/10-inimigos.md › Dezoito inimigos prontos › Números';

/** The natural and the bonus of each golpe comum line of `who` on `whom`. */
const golpes = (log: readonly string[], who: string, whom: string) =>
  log.flatMap((l) => {
    const m = new RegExp(`^${who} dá um golpe comum em ${whom}: (\\d+) \\+ (-?\\d+) = \\d+ contra DEF (\\d+)`).exec(l);
    return m ? [{ nat: Number(m[1]), bonus: Number(m[2]), def: Number(m[3]), parried: l.includes('apara') }] : [];
  });

/** The ready enemies of examples/inimigos, checked by their kind. */
const READY = loadLivroEnemies();
const stored = (id: string) => READY[id]!;

describe(`Constelação viva (${CHARS}: "Enquanto você estiver no Sétimo, +1 no acerto")`, () => {
  const row = bookRuleset.armor.characteristics.find((c) => c.slug === 'constelacao_viva')!;
  const plus = row.whileSetimo!.acerto!;

  it('the ruleset holds the +1 and the compiled fighter reads it through the armor', () => {
    expect(plus).toBe(1);
    expect(referenceFighter({ level: 15, posto: 'ouro', characteristics: ['constelacao_viva'] }).acertoInSetimo).toBe(plus);
    expect(referenceFighter({ level: 15, posto: 'ouro', characteristics: [] }).acertoInSetimo).toBe(0);
    // A casca has no characteristic working ("só funciona com a armadura no corpo").
    expect(referenceFighter({ level: 15, armor: 'casca', characteristics: ['constelacao_viva'] }).acertoInSetimo).toBe(0);
  });

  it(`the ready enemies that carry it (${FICHAS}: Cavaleiro da Coroa, Guerreiro Deus)`, () => {
    for (const id of ['cavaleiro-da-coroa', 'guerreiro-deus']) expect(fighterFromEnemy(stored(id)).acertoInSetimo, id).toBe(plus);
    for (const id of ['anjo-caido', 'juiz-do-inferno', 'cavaleiro-de-ouro']) expect(fighterFromEnemy(stored(id)).acertoInSetimo, id).toBe(0);
  });

  it('adds to the attack roll in the Sétimo, not in the Sexto, not once the armor shattered', () => {
    // Two Ouros (the Sétimo from their first turn, no domínio between two elites); every d20 shows 10.
    const with_ = referenceFighter({ level: 15, posto: 'ouro', name: 'A', policy: 'sem_tecnicas', characteristics: ['constelacao_viva'] });
    const without = referenceFighter({ level: 15, posto: 'ouro', name: 'A', policy: 'sem_tecnicas', characteristics: [] });
    const b = referenceFighter({ level: 15, posto: 'ouro', name: 'B', policy: 'sem_tecnicas', characteristics: [] });
    const lit = golpes(fight([with_], [b], always(0.475), { maxRounds: 1, log: true }).log!, 'A', 'B');
    const dark = golpes(fight([without], [b], always(0.475), { maxRounds: 1, log: true }).log!, 'A', 'B');
    expect(dark.length).toBeGreaterThan(0);
    expect(dark[0]!.bonus).toBe(without.attack);
    expect(lit[0]!.bonus).toBe(with_.attack + plus);
    // A shattered armor (no Resistência left) gives no characteristic.
    const broken = golpes(fight([{ ...with_, resistencia: 0 }], [b], always(0.475), { maxRounds: 1, log: true }).log!, 'A', 'B');
    expect(broken[0]!.bonus).toBe(with_.attack);
    // A level-1 Bronze never reaches the Sétimo (cosmo.setimo.firstTimeFromLevel): no bonus.
    const bronze = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas', characteristics: ['constelacao_viva'] });
    const c = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
    expect(bronze.acertoInSetimo).toBe(plus);
    const sexto = golpes(fight([bronze], [c], always(0.475), { maxRounds: 1, log: true }).log!, 'A', 'B');
    expect(sexto[0]!.bonus).toBe(bronze.attack);
  });

  it('a fighter built by hand with another number uses it (the engine adds what the fighter says)', () => {
    const a = { ...referenceFighter({ level: 15, posto: 'ouro', name: 'A', policy: 'sem_tecnicas', characteristics: [] }), acertoInSetimo: 3 };
    const b = referenceFighter({ level: 15, posto: 'ouro', name: 'B', policy: 'sem_tecnicas', characteristics: [] });
    expect(golpes(fight([a], [b], always(0.475), { maxRounds: 1, log: true }).log!, 'A', 'B')[0]!.bonus).toBe(a.attack + 3);
  });
});

describe(`Coração de estrela (${CHARS}: "Quando você levanta com uma Convicção, o seu próximo ataque tem Vantagem")`, () => {
  it('the ruleset holds the rule and the armor domain reads it (a house rule turns it off)', () => {
    expect(bookRuleset.armor.characteristics.find((c) => c.slug === 'coracao_de_estrela')!.onRise).toEqual({ nextAttackAdvantage: true });
    const heart = { characteristics: [{ slug: 'coracao_de_estrela', label: 'Coração de estrela', effect: '' }] };
    expect(advantageOnRise(heart)).toBe(true);
    expect(advantageOnRise({ characteristics: [{ slug: 'ofuscante', label: 'Ofuscante', effect: '' }] })).toBe(false);
    expect(advantageOnRise(null)).toBe(false);
    expect(advantageOnRise({ characteristics: [{ slug: 'nao_existe', label: '?', effect: '' }] })).toBe(false);
    const chars = bookRuleset.armor.characteristics.map((c) => (c.slug === 'coracao_de_estrela' ? { ...c, onRise: { nextAttackAdvantage: false } } : c));
    const house = must(createRuleset({ armor: { characteristics: chars } }));
    expect(advantageOnRise(heart, house)).toBe(false);
    // Through the armor: a shattered armor has no working characteristic.
    const w = referenceWarrior(5);
    const armor = { ...w.armor!, characteristics: ['coracao_de_estrela'] };
    expect(advantageOnRise(deriveArmor(armor, { con: 1, vidaChoices: 0 }))).toBe(true);
    expect(advantageOnRise(deriveArmor({ ...armor, state: 'shattered' }, { con: 1, vidaChoices: 0 }))).toBe(false);
  });

  it(`the ready enemies that carry it (${FICHAS}: Anjo Caído, Juiz do Inferno)`, () => {
    for (const id of ['anjo-caido', 'juiz-do-inferno']) expect(fighterFromEnemy(stored(id)).advantageOnRise, id).toBe(true);
    for (const id of ['cavaleiro-da-coroa', 'guerreiro-deus', 'general-marina']) expect(fighterFromEnemy(stored(id)).advantageOnRise, id).toBe(false);
  });

  // A (1 PV) falls to B's golpe in round 1 and stands with a Convicção at the start of its turn.
  // Dice: Iniciativa A 2, B 19; B's golpe 15 (hits), its damage; A's golpe rolls 2 then 15.
  const script = () => d20s(2, 19, 15, 10, 2, 15, 5);
  const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
  const fallen = (characteristics: string[]): Fighter => ({ ...referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas', characteristics }), maxHp: 1 });

  it('after the Levantar the next attack keeps the higher of two d20', () => {
    const r = fight([fallen(['coracao_de_estrela'])], [b], script(), { maxRounds: 1, log: true });
    expect(r.rises).toBe(1);
    expect(r.log).toContain('O Coração de estrela de A brilha: Vantagem no próximo ataque.');
    expect(golpes(r.log!, 'A', 'B')[0]!.nat).toBe(15);
    // Without it, the same dice: A's golpe is the first d20, a 2.
    const plain = fight([fallen([])], [b], script(), { maxRounds: 1, log: true });
    expect(plain.rises).toBe(1);
    expect(plain.log!.some((l) => l.includes('Coração de estrela'))).toBe(false);
    expect(golpes(plain.log!, 'A', 'B')[0]!.nat).toBe(2);
  });

  it('not with a shattered armor, and not without a Convicção to stand', () => {
    const broken = fight([{ ...fallen(['coracao_de_estrela']), resistencia: 0 }], [b], script(), { maxRounds: 1, log: true });
    expect(broken.rises).toBe(1);
    expect(golpes(broken.log!, 'A', 'B')[0]!.nat).toBe(2);
    const noConviction = fight([{ ...fallen(['coracao_de_estrela']), conviccoes: 0 }], [b], script(), { maxRounds: 1, log: true });
    expect(noConviction.rises).toBe(0);
    expect(noConviction.log!.some((l) => l.includes('Coração de estrela'))).toBe(false);
  });
});

describe(`the surprise opening strike (${SURPRISE})`, () => {
  const O = bookRuleset.combat.openingStrike;
  const a = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' });
  const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });

  it('the ruleset: with Vantagem, only the golpe comum, the target without reaction until its first turn', () => {
    expect(O).toEqual({ advantage: true, golpeComumOnly: true, targetNoReactionUntilFirstTurn: true });
  });

  it('one golpe comum before the Iniciativa, with Vantagem, the target without reaction (no Aparar, no Bloquear)', () => {
    // Opening: 2 and 15 (keeps 15), damage 8 on the d8 — a blow B would parry with its reaction.
    const r = fight([a], [b], d20s(2, 15, 18, 19, 2, 5), { maxRounds: 1, log: true, surprise: 0 });
    const log = r.log!;
    expect(log[0]).toBe('A pega B de surpresa: golpe de abertura.');
    expect(log[1]).toMatch(/^A dá um golpe comum em B: 15 \+ 4 = 19 contra DEF 14, acerta: \d+ de dano\.$/);
    expect(log[2]).toMatch(/^Iniciativa: /);
    const opening = golpes(log, 'A', 'B')[0]!;
    expect(opening).toMatchObject({ nat: 15, def: b.def, parried: false });
  });

  it('the target gets its reaction back at its first turn', () => {
    // B with 40 PV: a golpe of A (6.5 on average) is under the parry share, so B blocks it when it can.
    // An armor it cannot parry with (as a casca): the only one that Blocks (SIMULATOR.md second edition).
    const tough = { ...b, maxHp: 40, aparar: false };
    // Opening (2, 15; damage), Iniciativa A 19, B 2; A's golpe round 1 (15; damage); B's golpe (2, a miss);
    // A's golpe round 2 (15…).
    const r = fight([a], [tough], d20s(2, 15, 10, 19, 2, 15, 10, 2, 15, 10), { maxRounds: 2, log: true, surprise: 0 });
    const seen = golpes(r.log!, 'A', 'B');
    // The opening and round 1 (before B's first turn): no Bloquear; round 2: Bloquear (+2 DEF).
    expect(seen.map((g) => g.def)).toEqual([b.def, b.def, b.def + b.bloquear]);
    // Without the surprise, B blocks A's first golpe.
    const plain = fight([a], [tough], d20s(19, 2, 15, 10), { maxRounds: 1, log: true });
    expect(golpes(plain.log!, 'A', 'B')[0]!.def).toBe(b.def + b.bloquear);
  });

  it('one golpe even with the Ataque Extra ("um golpe comum antes da Iniciativa")', () => {
    const a9 = referenceFighter({ level: 9, name: 'A', policy: 'sem_tecnicas' });
    const b9 = { ...referenceFighter({ level: 9, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999 };
    expect(a9.golpes).toBe(2);
    const log = fight([a9], [b9], always(0.475), { maxRounds: 1, log: true, surprise: 0 }).log!;
    const before = log.slice(0, log.findIndex((l) => l.startsWith('Iniciativa')));
    expect(before.filter((l) => l.startsWith('A dá um golpe comum')).length).toBe(1);
  });

  it('every fighter of the side opens; the other side does not', () => {
    const log = fight([a, a], [{ ...b, maxHp: 999 }], always(0.475), { maxRounds: 1, log: true, surprise: 0 }).log!;
    const before = log.slice(0, log.findIndex((l) => l.startsWith('Iniciativa')));
    expect(before.filter((l) => l.includes('golpe de abertura'))).toEqual(['A (1) pega B de surpresa: golpe de abertura.', 'A (2) pega B de surpresa: golpe de abertura.']);
    const theirs = fight([a], [b], always(0.475), { maxRounds: 1, log: true, surprise: 1 }).log!;
    expect(theirs[0]).toBe('B pega A de surpresa: golpe de abertura.');
  });

  it('against the lição Briga de Rua the opening has no Vantagem ("ninguém ganha Vantagem contra você por te pegar desprevenido")', () => {
    const street = { ...b, noOpeningVantagem: true };
    const r = fight([a], [street], d20s(2, 15, 18, 19, 2, 5), { maxRounds: 1, log: true, surprise: 0 });
    expect(golpes(r.log!, 'A', 'B')[0]!.nat).toBe(2);
    // Compiled from the ficha: a warrior of the Orfanato has the lição.
    const licao = bookRuleset.creation.treinos.find((t) => t.licao.id === 'briga_de_rua')!;
    expect(licao.licao.effects.noOpeningStrikeVantagem).toBe(true);
    expect(fighterFromWarrior({ ...referenceWarrior(1), treino: licao.id }).noOpeningVantagem).toBe(true);
    expect(fighterFromWarrior(referenceWarrior(1)).noOpeningVantagem).toBe(false);
  });

  it('house rules: without the Vantagem; the whole action instead of one golpe', () => {
    const noAdv = must(createRuleset({ combat: { openingStrike: { advantage: false } } }));
    const r = fight([a], [b], d20s(2, 15, 18, 19, 2, 5), { maxRounds: 1, log: true, surprise: 0, ruleset: noAdv });
    expect(golpes(r.log!, 'A', 'B')[0]!.nat).toBe(2);
    const whole = must(createRuleset({ combat: { openingStrike: { golpeComumOnly: false } } }));
    const a9 = referenceFighter({ level: 9, name: 'A', policy: 'sem_tecnicas' });
    const b9 = { ...referenceFighter({ level: 9, name: 'B', policy: 'sem_tecnicas' }), maxHp: 999 };
    const log = fight([a9], [b9], always(0.475), { maxRounds: 1, log: true, surprise: 0, ruleset: whole }).log!;
    const before = log.slice(0, log.findIndex((l) => l.startsWith('Iniciativa')));
    expect(before.filter((l) => l.startsWith('A dá um golpe comum')).length).toBe(a9.golpes);
  });

  it('hostile input: a side other than 0 or 1 is a programmer error', () => {
    for (const bad of [2, -1, 0.5, Number.NaN, '0', null])
      expect(() => fight([a], [b], always(0.5), { surprise: bad as 0 }), String(bad)).toThrow(RangeError);
  });
});

describe(`a fixed Iniciativa (${INIT}; the Apêndice's "só agir primeiro")`, () => {
  const a = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' });
  const b = referenceFighter({ level: 1, name: 'B', policy: 'sem_tecnicas' });
  const firstActor = (log: readonly string[]) => log[log.indexOf('— Rodada 1 —') + 1]!;

  it('the side acts first whatever it rolled; inside a side the rolled order stays', () => {
    const rolled = fight([a], [b], d20s(2, 19, 5), { maxRounds: 1, log: true }).log!;
    expect(firstActor(rolled)).toMatch(/^B /);
    const fixed = fight([a], [b], d20s(2, 19, 5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    expect(fixed[0]).toBe(`Iniciativa: A tirou ${2 + a.initiative}, B tirou ${19 + b.initiative} — agem nessa ordem. O lado A age primeiro.`);
    expect(firstActor(fixed)).toMatch(/^A /);
    const group = fight([a, a], [b], d20s(2, 10, 19, 5), { maxRounds: 1, log: true, firstSide: 0 }).log!;
    expect(group[0]).toBe(`Iniciativa: A (2) tirou ${10 + a.initiative}, A (1) tirou ${2 + a.initiative}, B tirou ${19 + b.initiative} — agem nessa ordem. O lado A age primeiro.`);
    const second = fight([a], [b], d20s(19, 2, 5), { maxRounds: 1, log: true, firstSide: 1 }).log!;
    expect(firstActor(second)).toMatch(/^B /);
  });

  it('hostile input: a side other than 0 or 1 is a programmer error', () => {
    for (const bad of [3, -1, 1.5, 'A', true]) expect(() => fight([a], [b], always(0.5), { firstSide: bad as 0 }), String(bad)).toThrow(RangeError);
  });
});

describe('scenario documents: firstSide and surprise', () => {
  const doc = (data: Record<string, unknown>) => ({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data });
  const duel = (extra: Record<string, unknown>) => doc({ fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]], n: 60, ...extra });

  it('a scenario plays exactly what simulate plays with the same options', async () => {
    const r = await readScenario(duel({ surprise: 0, firstSide: 1 }));
    expect(r.issues).toEqual([]);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ surprise: 0, firstSide: 1 });
    const f = referenceFighter({ level: 1 });
    expect(runScenario(r.value).result).toEqual(simulate([f], [f], { n: 60, seed: 1, soloAgainstMany: true, surprise: 0, firstSide: 1 }));
    const plain = await readScenario(duel({}));
    expect(plain.ok && 'surprise' in plain.value).toBe(false);
  });

  it('hostile input: other values are schema issues; a band fight refuses both', async () => {
    for (const [key, bad] of [['surprise', 2], ['surprise', '0'], ['firstSide', -1], ['firstSide', 0.5], ['firstSide', 'a']] as const) {
      const r = await readScenario(duel({ [key]: bad }));
      expect(r.ok, `${key} ${String(bad)}`).toBe(false);
      expect(r.issues.some((i) => i.path.join('/') === `data/${key}`)).toBe(true);
    }
    const band = await readScenario(doc({ fight: 'bando', sides: [[{ ref: { level: 1 } }]], band: { size: 4 }, surprise: 0, firstSide: 0 }));
    expect(band.ok).toBe(false);
    expect(band.issues.filter((i) => i.code === 'sim_opening_in_band').map((i) => i.path.join('/'))).toEqual(['data/firstSide', 'data/surprise']);
    expect(band.issues.find((i) => i.code === 'sim_opening_in_band')!.message).toContain('bando');
  });
});

describe('the book rows that needed these rules are played (docs/simulador-livro.md)', () => {
  it('the ready enemies with Constelação viva or Coração de estrela, the surprise and acting first have a run and no "não modelado"', () => {
    const ids = (prefix: string) => LIVRO_ROWS.filter((r) => r.id.startsWith(prefix));
    for (const prefix of ['pronto-cavaleiro-da-coroa-', 'pronto-anjo-caido-', 'pronto-guerreiro-deus-', 'pronto-juiz-do-inferno-', 'surpresa-', 'age-primeiro-', 'caracteristica-constelacao_viva-', 'caracteristica-coracao_de_estrela-']) {
      const rows = ids(prefix);
      expect(rows.length, prefix).toBeGreaterThan(0);
      for (const r of rows) expect([r.id, r.run !== undefined, r.notModelled ?? r.needs ?? null]).toEqual([r.id, true, null]);
    }
    // measured.md: the surprise per level (1, 3, 5, 9, 13, 17, 20) and "simply acting first" 54% to 69%.
    expect(ids('surpresa-').map((r) => [r.book.low, r.run?.kind === 'luta' ? r.run.surpresa : null])).toEqual([59, 66, 60, 61, 63, 60, 52].map((v) => [v, 0]));
    expect(ids('age-primeiro-').every((r) => r.book.low === 54 && r.book.high === 69 && r.run?.kind === 'luta' && r.run.primeiro === 0)).toBe(true);
  });
});
