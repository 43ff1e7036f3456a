/**
 * Mutation tests (issue 29) for src/play/state.ts: the saved state's bounds (PLAY_STATE_LIMITS) and
 * the numbers of the ficha in play.
 */
import { describe, expect, it } from 'vitest';
import {
  beginFight,
  bookRuleset,
  calmCosmo,
  createRandom,
  endTurn,
  finishFight,
  gainCosmo,
  heal,
  loseSense,
  maxHpNow,
  mutilateSense,
  playNumbers,
  receiveCentelha,
  restoreSense,
  sintoniaBonuses,
  startPlay,
  takeDamage,
  tetoNow,
  validatePlayState,
  type PlayState,
  type Result,
  type Ruleset,
} from '../../src/index.js';
import { must, teo, teoAt, C, K, T4, T12, T13, A } from '../fixtures/teo.js';

const fight = (s: PlayState = startPlay(teo)) => must(beginFight(teo, s));
const dead = (): PlayState => ({ ...fight(), dead: true });
const clock = (segments: number) => ({ name: 'picada', kind: 'veneno' as const, degrau: 'guerreiro' as const, segments, days: 0, fatal: true });
const termsOf = (b: { terms: readonly { label: string; value: number; rule?: string; note?: string }[] }) => b.terms.map((t) => ({ label: t.label, value: t.value, rule: t.rule, note: t.note }));

const issues = <T>(r: Result<T>) => {
  expect(r.ok).toBe(false);
  return r.issues.map((i) => ({ code: i.code, path: i.path, params: i.params }));
};
const codes = <T>(r: Result<T>) => {
  expect(r.ok).toBe(false);
  return r.issues.map((i) => i.code);
};

describe('the saved state: names (PLAY_STATE_LIMITS.name, 200, after trimming; never blank)', () => {
  it('a name of a "Lida por mim" is trimmed, not blank, at most 200', () => {
    const s = startPlay(teo);
    const r = validatePlayState({ ...s, lidas: [{ enemy: '  Shina  ', technique: 'Garras' }] });
    expect(r.ok && r.value.lidas).toEqual([{ enemy: 'Shina', technique: 'Garras' }]);
    expect(codes(validatePlayState({ ...s, lidas: [{ enemy: '   ', technique: 'Garras' }] }))).toHaveLength(1);
    expect(issues(validatePlayState({ ...s, lidas: [{ enemy: 'x'.repeat(201), technique: 'Garras' }] }))).toEqual([
      { code: 'play_name_too_long', path: ['lidas', 0, 'enemy'], params: { field: 'lidas.0.enemy', length: 201, max: 200 } },
    ]);
    expect(validatePlayState({ ...s, lidas: [{ enemy: `${'x'.repeat(200)}  `, technique: 'Garras' }] }).ok).toBe(true);
  });
});

describe('the saved state: defaults and bounds of the later fields (an older saved state still reads)', () => {
  it('awakened: every Sentido asleep by default', () => {
    const { awakened, ...old } = startPlay(teo);
    expect(awakened).toBeDefined();
    const r = validatePlayState(old);
    expect(r.ok && r.value.awakened).toEqual({ setimo: false, setimoMastered: false, oitavo: false, nono: false });
  });
  it('budaLevel: a level from 1 to 100, or null', () => {
    const s = startPlay(teo);
    expect([1, 100, null].map((budaLevel) => validatePlayState({ ...s, budaLevel }).ok)).toEqual([true, true, true]);
    expect(codes(validatePlayState({ ...s, budaLevel: 0 }))).toEqual(['play_amount_invalid']);
    expect(codes(validatePlayState({ ...s, budaLevel: 101 }))).toEqual(['play_amount_invalid']);
  });
  it('training without evolutionAdvantage, relics without their lists: empty lists', () => {
    const s = startPlay(teo);
    const r = validatePlayState({ ...s, training: { setimo: 1, oitavo: 0, restaurar: 0, restorer: false, apprenticeWeeks: 0 }, relics: {} });
    expect(r.ok && [r.value.training.evolutionAdvantage, r.value.relics]).toEqual([[], { attuned: [], attuning: [] }]);
  });
  it('a Vantagem until the fight ends and a Cosmo promised for the next fight read back (item, test; item, cosmo)', () => {
    const s: PlayState = { ...startPlay(teo), advantageUntilFightEnds: [{ item: 'hidromel_de_valhala', test: 'fortitude' }], nextFightCosmo: [{ item: 'incenso', cosmo: 2 }] };
    const r = validatePlayState(JSON.parse(JSON.stringify(s)));
    expect(r.ok && [r.value.advantageUntilFightEnds, r.value.nextFightCosmo]).toEqual([s.advantageUntilFightEnds, s.nextFightCosmo]);
  });
  it('a poison clock saved without `fatal` kills (Capítulo Cinco › Veneno e doença: the last segment is death unless the Mestre says sleep)', () => {
    const s = startPlay(teo);
    const r = validatePlayState({ ...s, clocks: [{ name: 'picada', kind: 'veneno', degrau: 'guerreiro', segments: 1 }] });
    expect(r.ok && r.value.clocks[0]).toEqual({ name: 'picada', kind: 'veneno', degrau: 'guerreiro', segments: 1, days: 0, fatal: true });
  });
});

describe('validatePlayState: which issues are amounts (play_amount_invalid, with the field)', () => {
  it('a number out of range, a text where a number goes, a fraction: play_amount_invalid naming the field', () => {
    const s = startPlay(teo);
    for (const bad of [{ cansaco: -2 }, { hp: 10_001 }, { hp: 'x' }, { hp: 1.5 }]) {
      const r = issues(validatePlayState({ ...s, ...bad }));
      const field = Object.keys(bad)[0]!;
      expect(r).toHaveLength(1);
      expect(r[0]).toMatchObject({ code: 'play_amount_invalid', path: [field], params: { field } });
      expect(typeof r[0]!.params.value).toBe('string');
    }
  });
  it('a list too long or a text too short is not an amount', () => {
    const s = startPlay(teo);
    const six = ['visao', 'tato', 'olfato', 'paladar', 'audicao', 'visao'].map((sense) => ({ sense, how: 'arrancado' }));
    expect(codes(validatePlayState({ ...s, sensesLost: six }))).not.toContain('play_amount_invalid');
    expect(codes(validatePlayState({ ...s, lidas: [{ enemy: '', technique: 'x' }] }))).toEqual(['schema_too_small']);
    expect(codes(validatePlayState({ ...s, lidas: 'x', ferido: 'x' })).filter((c) => c === 'play_amount_invalid')).toEqual([]);
  });
  it('a name too long counts its length after trimming (what would be stored)', () => {
    const s = startPlay(teo);
    expect(issues(validatePlayState({ ...s, lidas: [{ enemy: 'Shina', technique: `${'x'.repeat(201)}   ` }] }))[0]!.params).toEqual({ field: 'lidas.0.technique', length: 201, max: 200 });
  });
});

describe(`sintoniaBonuses and the Teto (${K}; FACTS.md › Items: the relics in Sintonia)`, () => {
  it('the Anel dos Nibelungos (+2 Teto, +2 passive defenses) and the Objeto de um deus (+1 Centelha) add up; an unknown slug adds nothing', () => {
    const s: PlayState = { ...startPlay(teo), relics: { attuned: ['anel_dos_nibelungos', 'objeto_de_um_deus', 'pedra_qualquer'], attuning: [] } };
    expect(sintoniaBonuses(s)).toEqual({ teto: 2, passiveDefenses: 2, centelhasPerSession: 1 });
    expect(termsOf(tetoNow(teo, s)).at(-1)).toEqual({ label: 'Anel dos Nibelungos', value: 2, rule: 'items.relics', note: 'em Sintonia' });
    expect(playNumbers(teo, s)).toMatchObject({ teto: 7, tetoBase: 7, centelhasPerSession: 4 });
  });
  it('tetoBase leaves out what ends with the fight (Centelhas, the Sétimo) and keeps a lost sense', () => {
    let s = must(receiveCentelha(teo, fight()));
    s = must(loseSense(teo, { ...s, sentido: 'setimo' }, 'olfato', 'arrancado'));
    expect(playNumbers(teo, s)).toMatchObject({ teto: 5 + 1 + 1 + 2, tetoBase: 6 });
    expect(termsOf(tetoNow(teo, s)).slice(1)).toEqual([
      { label: 'sem Olfato', value: 1, rule: 'cosmo.senses.lossTeto', note: 'arrancado' },
      { label: 'Centelhas (1)', value: 1, rule: 'cosmo.centelhas.teto', note: undefined },
      { label: 'Sétimo', value: 2, rule: 'cosmo.sentidos', note: undefined },
    ]);
  });
  it('three Centelhas reach the +3 without the note of the cap; under a house rule of +2 each, two pass it and say so', () => {
    let s = fight();
    for (let i = 0; i < 3; i++) s = must(receiveCentelha(teo, s));
    expect(tetoNow(teo, s).terms.find((t) => t.rule === 'cosmo.centelhas.teto')?.note).toBeUndefined();
    const house = { ...bookRuleset, cosmo: { ...bookRuleset.cosmo, centelhas: { ...bookRuleset.cosmo.centelhas, teto: 2 } } } as Ruleset;
    const two = { ...fight(), fight: { ...fight().fight!, centelhasReceived: 2 } };
    expect(tetoNow(teo, two, house).terms.find((t) => t.rule === 'cosmo.centelhas.teto')).toMatchObject({ value: 3, note: 'no máximo +3 por luta' });
    const one = { ...fight(), fight: { ...fight().fight!, centelhasReceived: 1 } };
    expect(tetoNow(teo, one, house).terms.find((t) => t.rule === 'cosmo.centelhas.teto')?.note).toBeUndefined();
  });
  it('a sense or a Sentido the ruleset does not list: named as written, no step (no throw)', () => {
    const s = { ...fight(), sentido: 'decimo', sensesLost: [{ sense: 'sexto_sentido', how: 'arrancado' }] } as unknown as PlayState;
    expect(tetoNow(teo, s).terms.map((t) => t.label)).toEqual(['base', 'sem sexto_sentido']);
    expect(must(endTurn(s)).hp).toBe(s.hp);
  });
});

describe(`max PV now (${C}: Cicatrizes; ${A}: blood in thirds; Capítulo Cinco › Veneno e doença: Debilitado, a third less)`, () => {
  it('blood and Cicatrizes are named with their rule', () => {
    const w = teoAt(2);
    const s: PlayState = { ...startPlay(w), bloodThirdsDonated: 1, cicatrizes: 2 };
    const full = playNumbers(w, s).fullHp;
    const blood = Math.ceil(full / 3);
    expect(termsOf(maxHpNow(w, s)).slice(-2)).toEqual([
      { label: 'sangue doado (1/3)', value: -blood, rule: 'armor.bloodThirds', note: undefined },
      { label: 'Cicatrizes (2)', value: -4, rule: 'combat.levantar.cicatrizHpPerLevel', note: 'nível 2 cada' },
    ]);
    const house = { ...bookRuleset, combat: { ...bookRuleset.combat, levantar: { ...bookRuleset.combat.levantar, cicatrizHpPerLevel: 2 } } } as Ruleset;
    expect(maxHpNow(w, { ...startPlay(w), cicatrizes: 2 }, house).terms.at(-1)?.value).toBe(-8);
  });
  it('Debilitado takes a third of what the Cicatrizes left (15 − 3 = 12: −4), named; nothing left, no term', () => {
    const s: PlayState = { ...startPlay(teo), cicatrizes: 3, clocks: [clock(3)] };
    expect(termsOf(maxHpNow(teo, s)).at(-1)).toEqual({ label: 'Debilitado', value: -4, rule: 'combat.poison.debilitatedHpLoss', note: 'veneno ou doença' });
    expect(maxHpNow(teo, s).total).toBe(8);
    const none: PlayState = { ...startPlay(teo), cicatrizes: 15, clocks: [clock(3)] };
    expect(maxHpNow(teo, none).terms.map((t) => t.label)).not.toContain('Debilitado');
    expect(maxHpNow(teo, none).total).toBe(0);
  });
});

describe(`the fight begins and ends (${K}; ${C}; ${T13} › O corpo; ${T12} › Lenda)`, () => {
  it('a rested character starts the fight with its Cosmo (no Exausto penalty)', () => {
    expect(fight().cosmo).toBe(2);
  });
  it('refusals name the action and the path', () => {
    expect(issues(beginFight(teo, fight()))).toEqual([{ code: 'play_in_fight', path: ['fight'], params: { action: 'Começar uma luta' } }]);
    expect(issues(finishFight(teo, startPlay(teo)))).toEqual([{ code: 'play_not_in_fight', path: ['fight'], params: { action: 'Terminar a luta' } }]);
    expect(issues(calmCosmo(teo, fight()))).toEqual([{ code: 'play_in_fight', path: ['fight'], params: { action: 'Acalmar o Cosmo' } }]);
    expect(issues(endTurn(startPlay(teo)))).toEqual([{ code: 'play_not_in_fight', path: ['fight'], params: { action: 'O fim do turno' } }]);
  });
  it('the Lenda: below level 20 and twice in a day refused, with the level asked', () => {
    expect(issues(beginFight(teo, startPlay(teo), { lenda: true }))).toEqual([{ code: 'interlude_level_too_low', path: ['lenda'], params: { action: 'Lenda', level: 1, minLevel: 20 } }]);
    const w20 = teoAt(20);
    const used = must(beginFight(w20, startPlay(w20), { lenda: true }));
    expect([used.lendaUsedToday, used.cosmo]).toEqual([true, playNumbers(w20, used).teto]);
    expect(issues(beginFight(w20, { ...startPlay(w20), lendaUsedToday: true }, { lenda: true }))).toEqual([
      { code: 'interlude_not_needed', path: ['lenda'], params: { action: 'Lenda', why: 'ela já foi usada hoje' } },
    ]);
  });
  it('the end of the fight: PV kept; who stood with a Convicção is Ferido; the dead stay at 0', () => {
    const s = fight();
    expect(must(finishFight(teo, { ...s, hp: 9 })).hp).toBe(9);
    expect(must(finishFight(teo, { ...s, hp: 9 })).ferido).toBe(false);
    expect(must(finishFight(teo, { ...s, hp: 9, fight: { ...s.fight!, stands: 1 } })).ferido).toBe(true);
    expect(must(finishFight(teo, { ...s, hp: 0, dead: true })).hp).toBe(0);
  });
});

describe(`PV, Cosmo and senses: refusals (${C}; ${K}; ${T4} › Os cinco sentidos)`, () => {
  it('dead: takeDamage, gainCosmo, loseSense, endTurn refuse with play_dead', () => {
    expect(codes(takeDamage(dead(), 1))).toEqual(['play_dead']);
    expect(codes(gainCosmo(teo, dead(), 1))).toEqual(['play_dead']);
    expect(codes(loseSense(teo, dead(), 'visao', 'arrancado'))).toEqual(['play_dead']);
    expect(codes(endTurn(dead()))).toEqual(['play_dead']);
  });
  it('a bad amount: play_amount_invalid at amount', () => {
    expect(issues(heal(teo, startPlay(teo), -1))).toEqual([{ code: 'play_amount_invalid', path: ['amount'], params: { field: 'amount', value: -1, min: 0, max: 1_000_000 } }]);
    expect(issues(gainCosmo(teo, startPlay(teo), -1))[0]).toMatchObject({ path: ['amount'], params: { field: 'amount' } });
  });
  it('damage outside a fight takes the PV to 0 without a fight to remember it; in a fight above 0 it did not fall', () => {
    expect(must(takeDamage(startPlay(teo), 99)).hp).toBe(0);
    expect(must(takeDamage(fight(), 3)).fight?.fell).toBe(false);
  });
  it('a bad sense or way: play_choice_invalid naming the field', () => {
    const bad = (v: unknown): any => v;
    expect(issues(loseSense(teo, startPlay(teo), bad('nariz'), 'arrancado'))[0]).toMatchObject({ code: 'play_choice_invalid', path: ['sense'], params: { field: 'O sentido' } });
    expect(issues(loseSense(teo, startPlay(teo), 'visao', bad('x')))[0]).toMatchObject({ code: 'play_choice_invalid', path: ['how'], params: { field: 'Como se perdeu' } });
    expect(issues(restoreSense(teo, startPlay(teo), bad('nariz')))[0]).toMatchObject({ path: ['sense'], params: { field: 'O sentido' } });
    expect(issues(restoreSense(teo, startPlay(teo), 'visao', bad(['x'])))[0]).toMatchObject({ params: { field: 'Como se perdeu' } });
  });
  it('a sense lost twice, or restored when another was lost: named by the ruleset (Visão)', () => {
    const blind = must(loseSense(teo, startPlay(teo), 'visao', 'arrancado'));
    expect(issues(loseSense(teo, blind, 'visao', 'mutilado'))).toEqual([{ code: 'sense_already_lost', path: ['sense'], params: { sense: 'Visão' } }]);
    expect(codes(mutilateSense(teo, blind, 'visao', createRandom(1)))).toEqual(['sense_already_lost']);
    const noSmell = must(loseSense(teo, startPlay(teo), 'olfato', 'arrancado'));
    expect(issues(restoreSense(teo, noSmell, 'visao'))).toEqual([{ code: 'sense_not_lost', path: ['sense'], params: { sense: 'Visão', how: 'arrancado ou mutilado' } }]);
  });
});

describe(`the end of the turn with no sense left (${K}: "With none left: stay up only in the Sétimo or above, or with the Oitavo")`, () => {
  const allLost = (s: PlayState): PlayState => ({ ...s, sensesLost: ['visao', 'tato', 'olfato', 'paladar', 'audicao'].map((sense) => ({ sense, how: 'arrancado' })) as PlayState['sensesLost'] });
  it('in the Sexto: 0 PV, and the fight remembers the fall', () => {
    const r = must(endTurn(allLost(fight())));
    expect([r.hp, r.fight?.fell]).toEqual([0, true]);
  });
  it('already at 0 PV: nothing changes', () => {
    const s = allLost({ ...fight(), hp: 0 });
    expect(must(endTurn(s))).toBe(s);
  });
});
