/**
 * Tests written to kill the mutants that survived in src/armor/life.ts (issue 29, docs/mutacao.md):
 * the codes, paths and params of each refusal, and the edges of each number (Resistência spent,
 * Aparar, the casca's pieces, the remendo, the Unguento, death). Every computation happens inside an `it`.
 */
import { describe, expect, it } from 'vitest';
import {
  aparar,
  apararDamageTaken,
  cascaHit,
  cascaPiecesBroken,
  deriveArmor,
  elmoTakesCritical,
  endFight,
  enterDivineForm,
  kill,
  longRest,
  remendo,
  sacrificeArmor,
  shatter,
  spendResistencia,
  unguento,
  type Armor,
} from '../../src/armor/index.js';
import { bookCharacterRuleset, type CharacterRuleset } from '../../src/rules/index.js';
import { codes, d20, d4, faces, fixture, must } from './helpers.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const T7 = 'tables/07-armaduras.md';
const teo = (over: Partial<Armor> = {}): Armor => ({ ...fixture('teo-v1'), ...over }); // Lince V1; max Resistência 4 with CON +1
const w = { con: 1, vidaChoices: 0 };
const NAME = { name: 'Lince' };
/** The book's ruleset with part of `armor` replaced (not validated). */
const house = (armor: Partial<CharacterRuleset['armor']>): CharacterRuleset =>
  ({ ...bookCharacterRuleset, armor: { ...bookCharacterRuleset.armor, ...armor } }) as CharacterRuleset;
const issues = (r: { issues: readonly { code: string; path: readonly unknown[]; params?: unknown }[] }) => r.issues.map((i) => [i.code, i.path, i.params]);

describe(`spending Resistência (${F7}: "Resistência 0: a armadura despedaça")`, () => {
  it('refusals name the armor: armor_dead, armor_shattered; a bad amount is resistencia_amount_invalid at [amount]', () => {
    expect(fixture('teo-v1').name).toBe('Lince');
    expect(issues(spendResistencia(teo({ state: 'dead' }), w, 1))).toEqual([['armor_dead', [], NAME]]);
    expect(issues(spendResistencia(teo({ state: 'shattered' }), w, 1))).toEqual([['armor_shattered', [], NAME]]);
    expect(issues(spendResistencia(teo(), w, 1.5))).toEqual([['resistencia_amount_invalid', ['amount'], { amount: 1.5 }]]);
    expect(issues(spendResistencia(teo(), w, -1))).toEqual([['resistencia_amount_invalid', ['amount'], { amount: -1 }]]);
  });
  it('0 spends nothing; no amount spends 1; never past the cap, and at 0 it shatters', () => {
    expect(must(spendResistencia(teo(), w, 0))).toMatchObject({ resistenciaSpent: 0, state: 'intact' });
    expect(must(spendResistencia(teo(), w))).toMatchObject({ resistenciaSpent: 1, state: 'intact' });
    expect(must(spendResistencia(teo(), w, 10))).toMatchObject({ resistenciaSpent: 4, state: 'shattered' });
    expect(must(spendResistencia(teo(), w, 4))).toMatchObject({ resistenciaSpent: 4, state: 'shattered' });
    expect(must(spendResistencia(teo(), w, 3))).toMatchObject({ resistenciaSpent: 3, state: 'intact' });
    // A cracked armor's cap is half of 4: 2.
    expect(must(spendResistencia(teo({ state: 'cracked' }), w, 5))).toMatchObject({ resistenciaSpent: 2, state: 'shattered' });
  });
  it('the Gravação da constelação only stops an armor-breaking hit (tables/08-itens.md › Melhorias de armadura)', () => {
    const a = teo({ improvements: ['gravacao_da_constelacao'] });
    expect(must(spendResistencia(a, w, undefined, { armorBreaking: true }))).toBe(a);
    expect(must(spendResistencia(a, w, undefined, { armorBreaking: false })).resistenciaSpent).toBe(1);
    expect(must(spendResistencia(teo(), w, undefined, { armorBreaking: true })).resistenciaSpent).toBe(1);
  });
  it('shatter: a living armor shatters; a dead one is refused with its name', () => {
    expect(must(shatter(teo({ state: 'cracked' }))).state).toBe('shattered');
    expect(issues(shatter(teo({ state: 'dead' })))).toEqual([['armor_dead', [], NAME]]);
  });
});

describe(`Aparar (${T7} › Quadro "Aparar": 1 de Resistência, metade do dano, arredondado para baixo)`, () => {
  it('apararDamageTaken: half rounded down; a fraction given replaces it; a house rounding up rounds up', () => {
    expect(apararDamageTaken(9)).toBe(4);
    expect(apararDamageTaken(8)).toBe(4);
    expect(apararDamageTaken(9, { numerator: 1, denominator: 4 })).toBe(2);
    expect(apararDamageTaken(9, undefined, house({ aparar: { ...bookCharacterRuleset.armor.aparar, rounding: 'up' } }))).toBe(5);
    expect(apararDamageTaken(9, undefined, house({ aparar: { ...bookCharacterRuleset.armor.aparar, damageTaken: { numerator: 2, denominator: 3 } } }))).toBe(6);
  });
  it('refusals: damage_invalid at [damage]; figurante and Cortante at [source]; no Resistência left; dead and shattered', () => {
    expect(issues(aparar(teo(), -1, w))).toEqual([['damage_invalid', ['damage'], { damage: -1 }]]);
    expect(issues(aparar(teo(), 2.5, w))).toEqual([['damage_invalid', ['damage'], { damage: 2.5 }]]);
    expect(issues(aparar(teo(), 4, w, bookCharacterRuleset, { source: 'figurante' }))).toEqual([['aparar_figurante', ['source'], NAME]]);
    const lince = deriveArmor(teo(), w);
    expect(issues(aparar(teo(), 4, w, bookCharacterRuleset, { source: 'golpe_comum', attackerArmor: lince }))).toEqual([['aparar_cortante', ['source'], NAME]]);
    expect(issues(aparar(teo({ resistenciaSpent: 4 }), 4, w))).toEqual([['aparar_no_resistencia', [], NAME]]);
    expect(issues(aparar(teo({ state: 'dead' }), 4, w))).toEqual([['armor_dead', [], NAME]]);
    expect(issues(aparar(teo({ state: 'shattered' }), 4, w))).toEqual([['armor_shattered', [], NAME]]);
  });
  it('a golpe comum of an attacker without Cortante, or with no armor, is parried; 0 damage takes 0', () => {
    const plain = deriveArmor({ ...teo(), characteristics: ['leve'] }, w);
    expect(must(aparar(teo(), 9, w, bookCharacterRuleset, { source: 'golpe_comum', attackerArmor: plain })).damageTaken).toBe(4);
    expect(must(aparar(teo(), 9, w, bookCharacterRuleset, { source: 'golpe_comum' })).damageTaken).toBe(4);
    const zero = must(aparar(teo(), 0, w));
    expect([zero.damageTaken, zero.armor.resistenciaSpent, zero.armor.aparouThisFight]).toEqual([0, 1, true]);
  });
  it('Espelhada answers only a technique with its Grau known (seed: "quando você apara uma técnica")', () => {
    const espelhada = teo({ characteristics: ['espelhada'] });
    expect(must(aparar(espelhada, 8, w, bookCharacterRuleset, { source: 'tecnica' })).reflected).toEqual([]);
    expect(must(aparar(espelhada, 8, w, bookCharacterRuleset, { grau: 2 })).reflected).toEqual([]);
    expect(must(aparar(espelhada, 8, w, bookCharacterRuleset, { source: 'tecnica', grau: 2 })).reflected.map((r) => r.text)).toEqual(['2d6']);
  });
  it('the Polimento only on the first Aparar of the fight (tables/08-itens.md › Polimento de Pó de Estrelas)', () => {
    const a = teo({ improvements: ['polimento_de_po_de_estrelas'] });
    expect(must(aparar(a, 8, w)).damageTaken).toBe(2);
    expect(must(aparar({ ...a, aparouThisFight: true }, 8, w)).damageTaken).toBe(4);
  });
});

describe(`the Elmo and the casca (${T7} › Quadro "A casca: vestir uma armadura morta")`, () => {
  it('elmo_gone names the armor; a shattered armor has no Elmo', () => {
    expect(issues(elmoTakesCritical(teo({ elmoCriticalsUsed: 1 })))).toEqual([['elmo_gone', [], NAME]]);
    expect(codes(elmoTakesCritical(teo({ state: 'shattered' })))).toEqual(['elmo_gone']);
    expect(must(elmoTakesCritical(teo())).elmoCriticalsUsed).toBe(1);
  });
  it('cascaPiecesBroken: 1 per hit, +1 for an armor-breaking technique, all on a critical — never more than there are', () => {
    expect(cascaPiecesBroken(3)).toBe(1);
    expect(cascaPiecesBroken(3, { armorBreaking: true })).toBe(2);
    expect(cascaPiecesBroken(3, { critical: true })).toBe(3);
    expect(cascaPiecesBroken(5, { critical: true, armorBreaking: true })).toBe(5);
    expect(cascaPiecesBroken(1, { armorBreaking: true })).toBe(1);
    for (const bad of [0, -2, 2.5, Number.NaN]) expect(cascaPiecesBroken(bad, { critical: true })).toBe(0);
    expect(cascaPiecesBroken(-2)).toBe(0);
  });
  it('cascaPiecesBroken reads the ruleset: a critical that does not take all is one more hit', () => {
    const noAll = house({ casca: { ...bookCharacterRuleset.armor.casca, criticalTakesAll: false } });
    expect(cascaPiecesBroken(3, { critical: true }, noAll)).toBe(1);
    expect(cascaPiecesBroken(3, { critical: true, armorBreaking: true }, noAll)).toBe(2);
  });
  it('cascaHit counts the pieces lost up to the Posto’s pieces (Bronze: 3); a living armor is armor_not_in_casca', () => {
    expect(must(cascaHit(teo({ state: 'dead', cascaPiecesLost: 2 }), { armorBreaking: true })).cascaPiecesLost).toBe(3);
    expect(must(cascaHit(teo({ state: 'dead', cascaPiecesLost: 1 }))).cascaPiecesLost).toBe(2);
    expect(must(cascaHit({ ...teo({ state: 'dead' }), posto: 'prata' }, { critical: true })).cascaPiecesLost).toBe(4);
    expect(issues(cascaHit(teo()))).toEqual([['armor_not_in_casca', [], NAME]]);
  });
});

describe(`the Divine form (${F7})`, () => {
  it('each missing condition is its own issue; a dead armor is refused; it remembers the state and Resistência before', () => {
    expect(issues(enterDivineForm(teo(), { nono: true, divineLink: false }))).toEqual([['divine_form_needs_link', [], {}]]);
    expect(issues(enterDivineForm(teo(), { nono: false, divineLink: true }))).toEqual([['divine_form_needs_nono', [], {}]]);
    expect(issues(enterDivineForm(teo({ state: 'dead' }), { nono: true, divineLink: true }))).toEqual([['armor_dead', [], NAME]]);
    const d = must(enterDivineForm(teo({ state: 'cracked', resistenciaSpent: 1 }), { nono: true, divineLink: true }));
    expect([d.divine, d.state, d.resistenciaSpent]).toEqual([{ stateBefore: 'cracked', resistenciaSpentBefore: 1 }, 'intact', 0]);
    expect(issues(enterDivineForm(d, { nono: true, divineLink: true }))).toEqual([['divine_form_already', [], NAME]]);
  });
  it('endFight: back to the state before; a dead armor stays dead; the Elmo and the first Aparar are back', () => {
    const d = must(enterDivineForm(teo({ state: 'cracked', resistenciaSpent: 1 }), { nono: true, divineLink: true }));
    expect(endFight({ ...d, resistenciaSpent: 3, elmoCriticalsUsed: 1, aparouThisFight: true })).toMatchObject({
      state: 'cracked',
      resistenciaSpent: 1,
      elmoCriticalsUsed: 0,
      aparouThisFight: false,
    });
    const deadDivine = endFight({ ...d, state: 'dead', resistenciaSpent: 0 });
    expect([deadDivine.state, deadDivine.resistenciaSpent, 'divine' in deadDivine]).toEqual(['dead', 0, false]);
    expect(endFight(teo({ resistenciaSpent: 2 })).resistenciaSpent).toBe(2);
  });
});

describe(`the long rest (${T7} › Quadro "Despedaçou: volta rachada")`, () => {
  it('the remendo and the casca’s pieces come back; a dead armor stays dead unless the ruleset says it regenerates', () => {
    const dead = teo({ state: 'dead', remendoUsed: true, cascaPiecesLost: 2, resistenciaSpent: 0 });
    expect(longRest(dead)).toMatchObject({ state: 'dead', remendoUsed: false, cascaPiecesLost: 0 });
    const regen = house({ regeneration: { ...bookCharacterRuleset.armor.regeneration, deadRegenerates: true } });
    expect(longRest(dead, regen).state).toBe('intact');
    expect(longRest(teo({ state: 'cracked', resistenciaSpent: 1 }))).toMatchObject({ state: 'intact', resistenciaSpent: 0 });
  });
});

describe(`remendo (${T7} › Quadro "O remendo": Ofício CD 13; só gasta, 1d4 em 1 hora; despedaçada ou rachada, inteira em 1 hora por Versão)`, () => {
  it('refusals name the armor', () => {
    expect(issues(remendo(teo({ state: 'dead' }), {}, faces()))).toEqual([['armor_dead', [], NAME]]);
    expect(issues(remendo(teo({ remendoUsed: true, resistenciaSpent: 1 }), {}, faces()))).toEqual([['remendo_already_used', [], NAME]]);
    expect(issues(remendo(teo(), {}, faces()))).toEqual([['remendo_nothing_to_repair', [], NAME]]);
    // A bad Ofício bonus is the d20 test's own refusal, and no die is rolled.
    const bad = remendo(teo({ resistenciaSpent: 1 }), { bonus: Number.NaN }, faces());
    expect(bad.ok).toBe(false);
    expect(bad.issues.length).toBeGreaterThan(0);
  });
  it('a cracked armor with nothing spent can still be made whole; an intact V5 that only spent takes 1 hour, not 5', () => {
    const c = must(remendo(teo({ state: 'cracked' }), { bonus: 0 }, faces(d20(13))));
    expect([c.success, c.recovered, c.hours, c.armor.state]).toEqual([true, 'all', 1, 'intact']);
    const v5 = must(remendo({ ...fixture('teo-v5'), resistenciaSpent: 2 }, { bonus: 0 }, faces(d20(13), d4(1))));
    expect([v5.hours, v5.recovered, v5.armor.resistenciaSpent]).toEqual([1, 1, 1]);
    const crackedV5 = must(remendo({ ...fixture('teo-v5'), state: 'cracked' }, { bonus: 0 }, faces(d20(13))));
    expect(crackedV5.hours).toBe(5);
  });
  it('never below 0 spent; a house rule of 2d4 rolls two dice', () => {
    expect(must(remendo(teo({ resistenciaSpent: 1 }), { bonus: 0 }, faces(d20(13), d4(4)))).armor.resistenciaSpent).toBe(0);
    const two = house({ remendo: { ...bookCharacterRuleset.armor.remendo, spentOnly: { hours: 2, dice: { count: 2, sides: 4 } } } });
    const r = must(remendo(teo({ resistenciaSpent: 4 }), { bonus: 0 }, faces(d20(13), d4(1), d4(2)), two));
    expect([r.recovered, r.hours, r.armor.resistenciaSpent]).toEqual([3, 2, 1]);
  });
  it('a failure repairs nothing and records 0 recovered; the remendo is used', () => {
    const r = must(remendo(teo({ resistenciaSpent: 3 }), { bonus: 0 }, faces(d20(12))));
    expect([r.success, r.recovered, r.armor.resistenciaSpent, r.armor.remendoUsed, r.armor.state]).toEqual([false, 0, 3, true, 'intact']);
    const s = must(remendo(teo({ state: 'cracked', resistenciaSpent: 1 }), { bonus: 0 }, faces(d20(12))));
    expect([s.recovered, s.armor.state, s.armor.resistenciaSpent]).toEqual([0, 'cracked', 1]);
  });
});

describe('the Unguento de Pó de Estrelas (tables/08-itens.md › Remédios e consumíveis: "devolve 1 de Resistência")', () => {
  it('a shattered armor comes back with 1 (max 4 → 3 spent); never below 0 spent; a cracked one stays cracked', () => {
    expect(must(unguento(teo({ state: 'shattered', resistenciaSpent: 4 }), w))).toMatchObject({ state: 'intact', resistenciaSpent: 3 });
    expect(must(unguento(teo(), w)).resistenciaSpent).toBe(0);
    expect(must(unguento(teo({ state: 'cracked', resistenciaSpent: 1 }), w))).toMatchObject({ state: 'cracked', resistenciaSpent: 0 });
    expect(issues(unguento(teo({ state: 'dead' }), w))).toEqual([['armor_dead', [], NAME]]);
  });
});

describe(`death (${F7}; ${T7} › A morte da armadura)`, () => {
  it('refusals: already dead (its name); an unknown cause at [cause], a cause that needs it shattered (its label, the state), an unknown kind at [kind] — together', () => {
    expect(issues(kill(teo({ state: 'dead' }), 'efeito_de_destino'))).toEqual([['armor_already_dead', [], NAME]]);
    expect(issues(kill(teo(), 'cansaco', 'acidente'))).toEqual([
      ['death_cause_unknown', ['cause'], { cause: 'cansaco' }],
      ['death_kind_unknown', ['kind'], { kind: 'acidente' }],
    ]);
    expect(issues(kill(teo({ state: 'cracked' }), 'zero_pv_despedacada'))).toEqual([
      ['death_cause_needs_shattered', ['cause'], { cause: 'Você cai a 0 PV com ela despedaçada', state: 'cracked' }],
    ]);
  });
  it('the dead armor: cause and kind kept, Resistência, pieces and Divine form cleared; a warrior’s blood is not final', () => {
    const a = must(
      kill(teo({ forms: [{ blood: 'guerreiro', rung: 'guerreiro' }], resistenciaSpent: 2, cascaPiecesLost: 1, divine: { stateBefore: 'intact', resistenciaSpentBefore: 0 } }), 'efeito_de_destino', 'de_proposito'),
    );
    expect([a.state, a.death, a.resistenciaSpent, a.cascaPiecesLost, 'divine' in a]).toEqual([
      'dead',
      { cause: 'efeito_de_destino', kind: 'de_proposito', final: false },
      0,
      0,
      false,
    ]);
  });
  it('improvements die with the armor only when the ruleset says so', () => {
    const keep = house({ improvementRules: { ...bookCharacterRuleset.armor.improvementRules, dieWithArmor: false } });
    expect(must(kill(teo({ improvements: ['reforco_de_gamanio'] }), 'destruicao_mutua', 'risco_de_verdade', keep)).improvements).toEqual(['reforco_de_gamanio']);
    expect(must(kill(teo({ improvements: ['reforco_de_gamanio'] }), 'destruicao_mutua')).improvements).toEqual([]);
  });
});

describe(`the armor that sacrifices itself (${T7} › Nota "Regra opcional: a armadura que se sacrifica")`, () => {
  it('refusals: the rule off; dead or shattered; not the last point (its name and Resistência)', () => {
    const on = house({ options: { ...bookCharacterRuleset.armor.options, sacrifice: true } });
    expect(issues(sacrificeArmor(teo({ resistenciaSpent: 3 }), w))).toEqual([['sacrifice_rule_off', [], {}]]);
    expect(issues(sacrificeArmor(teo({ state: 'shattered' }), w, on))).toEqual([['armor_shattered', [], NAME]]);
    expect(issues(sacrificeArmor(teo({ resistenciaSpent: 2 }), w, on))).toEqual([['sacrifice_not_last_point', [], { name: 'Lince', resistencia: 2 }]]);
    const r = must(sacrificeArmor(teo({ resistenciaSpent: 3 }), w, on));
    expect([r.damageTaken, r.armor.state, r.armor.death?.cause]).toEqual([0, 'dead', 'sacrificio']);
    // A ruleset without the "sacrificio" cause of death: kill's refusal comes back as it is.
    const noCause = house({ options: { ...bookCharacterRuleset.armor.options, sacrifice: true }, deathCauses: bookCharacterRuleset.armor.deathCauses.filter((c) => c.slug !== 'sacrificio') });
    expect(issues(sacrificeArmor(teo({ resistenciaSpent: 3 }), w, noCause))).toEqual([['death_cause_unknown', ['cause'], { cause: 'sacrificio' }]]);
  });
});
