import { describe, expect, it } from 'vitest';
import {
  aparar,
  armorSchema,
  cascaHit,
  deriveArmor,
  elmoTakesCritical,
  endFight,
  enterDivineForm,
  kill,
  longRest,
  regenerate,
  remendo,
  shatter,
  spendResistencia,
  unguento,
  sacrificeArmor,
  type Armor,
} from '../../src/armor/index.js';
import { bookRuleset, createRuleset } from '../../src/index.js';
import { d20, d4, faces, fixture, must, snapshot } from './helpers.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const T7 = 'tables/07-armaduras.md';
const teo = () => fixture('teo-v1'); // max Resistência 4 with CON +1
const w = { con: 1, vidaChoices: 0 };

describe('spending Resistência and shattering', () => {
  it(`Resistência 0: shattered (${F7})`, () => {
    const a = must(spendResistencia(teo(), w, 3));
    expect(a.state).toBe('intact');
    expect(deriveArmor(a, w).resistencia).toBe(1);
    const b = must(spendResistencia(a, w, 1));
    expect(b.state).toBe('shattered');
    expect(spendResistencia(b, w, 1).issues[0]?.code).toBe('armor_shattered');
  });

  it('the Gravação da constelação ignores an armor-breaking technique (tables/08-itens.md › Melhorias de armadura)', () => {
    const a: Armor = { ...teo(), improvements: ['gravacao_da_constelacao'] };
    expect(must(spendResistencia(a, w, 1, { armorBreaking: true })).resistenciaSpent).toBe(0);
    expect(must(spendResistencia(a, w, 1)).resistenciaSpent).toBe(1);
  });

  it(`an armor-breaking hit with no amount takes the rule's armor.breaking.resistenciaPerHit ("tiram 1 de Resistência a cada acerto", seed › A armadura na luta), a house rule's too`, () => {
    expect(must(spendResistencia(teo(), w, undefined, { armorBreaking: true })).resistenciaSpent).toBe(bookRuleset.armor.breaking.resistenciaPerHit);
    const rs = must(createRuleset({ armor: { breaking: { resistenciaPerHit: 2 } } }));
    expect(must(spendResistencia(teo(), w, undefined, { armorBreaking: true }, rs)).resistenciaSpent).toBe(2);
    // A number given is the number spent.
    expect(must(spendResistencia(teo(), w, 3, { armorBreaking: true }, rs)).resistenciaSpent).toBe(3);
  });

  it('only the active improvements count (deriveArmor(...).improvements[].active), as in the fight simulator: in the Divine form an improvement the house rule leaves out does nothing', () => {
    const imps = bookRuleset.armor.improvements;
    const gravacao = imps.findIndex((m) => m.slug === 'gravacao_da_constelacao');
    const polimento = imps.findIndex((m) => m.slug === 'polimento_de_po_de_estrelas');
    const rs = must(createRuleset({ armor: { improvements: { [gravacao]: { inDivineForm: false }, [polimento]: { inDivineForm: false } } } }));
    const a: Armor = { ...teo(), improvements: ['gravacao_da_constelacao', 'polimento_de_po_de_estrelas'] };
    const divine = must(enterDivineForm(a, { nono: true, divineLink: true }));
    expect(deriveArmor(divine, w, rs).improvements.every((m) => !m.active)).toBe(true);
    expect(must(spendResistencia(divine, w, 1, { armorBreaking: true }, rs)).resistenciaSpent).toBe(1);
    expect(must(aparar(divine, 9, w, rs)).damageTaken).toBe(4); // half, not the Polimento's quarter
    // Outside the Divine form both work.
    expect(must(spendResistencia(a, w, 1, { armorBreaking: true }, rs)).resistenciaSpent).toBe(0);
    expect(must(aparar(a, 9, w, rs)).damageTaken).toBe(2);
  });

  it('shatter refuses a dead armor; bad amounts are refused', () => {
    expect(must(shatter(teo())).state).toBe('shattered');
    expect(shatter({ ...teo(), state: 'dead' }).issues[0]?.code).toBe('armor_dead');
    expect(spendResistencia(teo(), w, -1).issues[0]?.code).toBe('resistencia_amount_invalid');
  });
});

describe(`Aparar (${T7} › Quadro "Aparar")`, () => {
  it('1 Resistência, half the damage rounded down', () => {
    const r = must(aparar(teo(), 9, w));
    expect(r.damageTaken).toBe(4);
    expect(r.armor.resistenciaSpent).toBe(1);
  });

  it('the Polimento: a quarter on the first Aparar of each fight, half afterwards', () => {
    const a: Armor = { ...teo(), improvements: ['polimento_de_po_de_estrelas'] };
    const first = must(aparar(a, 9, w));
    expect(first.damageTaken).toBe(2);
    const second = must(aparar(first.armor, 9, w));
    expect(second.damageTaken).toBe(4);
    expect(must(aparar(endFight(second.armor), 9, w)).damageTaken).toBe(2);
  });

  it('the last point shatters; no Resistência, no Aparar', () => {
    const a = { ...teo(), resistenciaSpent: 3 };
    const r = must(aparar(a, 10, w));
    expect(r.armor.state).toBe('shattered');
    expect(aparar(r.armor, 10, w).issues[0]?.code).toBe('armor_shattered');
  });
});

describe('the Elmo and the casca', () => {
  it(`the Elmo turns the first critical and flies; back after the fight (${T7} › O que a armadura dá)`, () => {
    const a = must(elmoTakesCritical(teo()));
    expect(elmoTakesCritical(a).issues[0]?.code).toBe('elmo_gone');
    expect(deriveArmor(a, w).elmo.inPlace).toBe(false);
    expect(must(elmoTakesCritical(endFight(a))).elmoCriticalsUsed).toBe(1);
  });

  it('the Elmo de duas camadas holds two criticals (tables/08-itens.md › Melhorias de armadura)', () => {
    const a = must(elmoTakesCritical({ ...teo(), improvements: ['elmo_de_duas_camadas'] }));
    expect(must(elmoTakesCritical(a)).elmoCriticalsUsed).toBe(2);
  });

  it(`casca: 1 piece per hit or block, +1 for an armor-breaking technique, all on a critical; back on the rest (${T7} › Quadro "A casca")`, () => {
    const dead: Armor = { ...teo(), state: 'dead' };
    expect(must(cascaHit(dead)).cascaPiecesLost).toBe(1);
    expect(must(cascaHit(dead, { armorBreaking: true })).cascaPiecesLost).toBe(2);
    const crit = must(cascaHit(dead, { critical: true }));
    expect(deriveArmor(crit, w).casca).toEqual({ pieces: 3, left: 0, def: 0 });
    expect(longRest(crit).cascaPiecesLost).toBe(0);
    expect(longRest(crit).state).toBe('dead');
    expect(cascaHit(teo()).issues[0]?.code).toBe('armor_not_in_casca');
  });
});

describe(`the Divine form (${F7})`, () => {
  it('only in the Nono with a link; Resistência restored; after the fight back as it was', () => {
    const spent = { ...teo(), resistenciaSpent: 2 };
    expect(enterDivineForm(spent, { nono: false, divineLink: false }).issues.map((i) => i.code)).toEqual([
      'divine_form_needs_nono',
      'divine_form_needs_link',
    ]);
    const d = must(enterDivineForm(spent, { nono: true, divineLink: true }));
    const dd = deriveArmor(d, w);
    expect(dd.row).toBe('divina');
    expect(dd.resistencia).toBe(7); // 6 + CON 1
    const after = endFight(d);
    expect(after.resistenciaSpent).toBe(2);
    expect(after.divine).toBeUndefined();
    expect(enterDivineForm(d, { nono: true, divineLink: true }).issues[0]?.code).toBe('divine_form_already');
  });

  it('a shattered armor comes back whole in the Divine form, and shattered after the fight', () => {
    const d = must(enterDivineForm({ ...teo(), state: 'shattered' }, { nono: true, divineLink: true }));
    expect(d.state).toBe('intact');
    expect(endFight(d).state).toBe('shattered');
  });
});

describe('regeneration', () => {
  it(`long rest: a living armor that only spent comes back whole (${F7})`, () => {
    expect(longRest({ ...teo(), resistenciaSpent: 3 })).toMatchObject({ state: 'intact', resistenciaSpent: 0 });
    expect(regenerate({ ...teo(), resistenciaSpent: 3 }).resistenciaSpent).toBe(0);
  });

  it(`a shattered armor comes back cracked at half (rounded up), whole at the next long rest — the default 'rachada' (${T7} › Quadros "Despedaçou: volta rachada"; FACTS.md part 2)`, () => {
    const once = longRest({ ...teo(), state: 'shattered' });
    expect(once.state).toBe('cracked');
    expect(deriveArmor(once, w).resistencia).toBe(2);
    expect(deriveArmor(once, { con: 2, vidaChoices: 0 }).resistencia).toBe(3); // 5 → 3
    expect(longRest(once).state).toBe('intact');
  });

  it(`option 'inteira': the seed's paragraph — every long rest restores all (${F7})`, () => {
    const house = createRuleset({ armor: { options: { regeneration: 'inteira' } } });
    if (!house.ok) throw new Error('house rule refused');
    expect(longRest({ ...teo(), state: 'shattered' }, house.value).state).toBe('intact');
  });

  it('a dead armor does not regenerate', () => {
    expect(longRest({ ...teo(), state: 'dead' }).state).toBe('dead');
  });
});

describe(`remendo (${T7} › Quadro "O remendo")`, () => {
  it('Ofício CD 13: an armor that only spent gets 1d4 back in one hour', () => {
    const r = must(remendo({ ...teo(), resistenciaSpent: 3 }, { bonus: 0 }, faces(d20(13), d4(2))));
    expect(r.test.target).toBe(13);
    expect(r).toMatchObject({ success: true, recovered: 2, hours: 1 });
    expect(r.armor.resistenciaSpent).toBe(1);
    expect(r.armor.remendoUsed).toBe(true);
  });

  it('a shattered or cracked armor comes back whole, one hour per Version', () => {
    const r = must(remendo({ ...fixture('teo-v5'), state: 'shattered' }, { bonus: 5 }, faces(d20(8))));
    expect(r).toMatchObject({ success: true, recovered: 'all', hours: 5 });
    expect(r.armor.state).toBe('intact');
    expect(must(remendo({ ...teo(), state: 'cracked' }, { bonus: 5 }, faces(d20(8)))).armor.state).toBe('intact');
  });

  it('on failure nothing is repaired, and the remendo is used until the next long rest', () => {
    const r = must(remendo({ ...teo(), state: 'shattered' }, { bonus: 0 }, faces(d20(12))));
    expect(r.success).toBe(false);
    expect(r.armor.state).toBe('shattered');
    expect(remendo(r.armor, { bonus: 0 }, faces(d20(20))).issues[0]?.code).toBe('remendo_already_used');
    expect(longRest(r.armor).remendoUsed).toBe(false);
  });

  it('does not revive a dead armor; nothing to repair on a whole one', () => {
    expect(remendo({ ...teo(), state: 'dead' }, {}, faces()).issues[0]?.code).toBe('armor_dead');
    expect(remendo(teo(), {}, faces()).issues[0]?.code).toBe('remendo_nothing_to_repair');
  });
});

describe('the Unguento de Pó de Estrelas (tables/08-itens.md › Remédios e consumíveis)', () => {
  it('gives 1 Resistência back, even to a shattered armor, which comes back to the body; not to a dead one', () => {
    const s = must(unguento({ ...teo(), state: 'shattered' }, w));
    expect(s.state).toBe('intact');
    expect(deriveArmor(s, w).resistencia).toBe(1);
    expect(must(unguento({ ...teo(), resistenciaSpent: 2 }, w)).resistenciaSpent).toBe(1);
    expect(unguento({ ...teo(), state: 'dead' }, w).issues[0]?.code).toBe('armor_dead');
  });
});

describe(`death (${F7})`, () => {
  it('dies on 0 HP with it shattered, mutual destruction or destiny; the improvements die with it', () => {
    const a = must(kill({ ...teo(), state: 'shattered', improvements: ['reforco_de_gamanio'] }, 'zero_pv_despedacada'));
    expect(a.state).toBe('dead');
    expect(a.improvements).toEqual([]);
    expect(a.death).toEqual({ cause: 'zero_pv_despedacada', kind: 'risco_de_verdade', final: false });
    expect(kill(a, 'efeito_de_destino').issues[0]?.code).toBe('armor_already_dead');
    expect(kill(teo(), 'cansaco').issues[0]?.code).toBe('death_cause_unknown');
    expect(kill(teo(), 'efeito_de_destino', 'acidente').issues[0]?.code).toBe('death_kind_unknown');
  });

  it("after a god's blood, a new death is final", () => {
    const a: Armor = { ...teo(), forms: [{ blood: 'deus', rung: 'deus' }] };
    expect(must(kill(a, 'destruicao_mutua')).death?.final).toBe(true);
  });
});

describe('every update leaves its input untouched (immutability)', () => {
  const cases: [string, (a: Armor) => unknown][] = [
    ['shatter', (a) => shatter(a)],
    ['spendResistencia', (a) => spendResistencia(a, w, 2)],
    ['aparar', (a) => aparar(a, 8, w)],
    ['elmoTakesCritical', (a) => elmoTakesCritical(a)],
    ['enterDivineForm', (a) => enterDivineForm(a, { nono: true, divineLink: true })],
    ['endFight', (a) => endFight(a)],
    ['longRest', (a) => longRest(a)],
    ['remendo', (a) => remendo(a, { bonus: 10 }, faces(d20(10), d4(3)))],
    ['unguento', (a) => unguento(a, w)],
    ['kill', (a) => kill(a, 'efeito_de_destino')],
  ];
  it.each(cases)('%s does not mutate the original', (_, f) => {
    const a = armorSchema.parse({ ...teo(), resistenciaSpent: 2, improvements: ['reforco_de_gamanio'], elmoCriticalsUsed: 0 });
    const before = snapshot(a);
    f(a);
    expect(a).toEqual(before);
  });

  it('cascaHit does not mutate the original', () => {
    const a: Armor = { ...teo(), state: 'dead' };
    const before = snapshot(a);
    cascaHit(a, { critical: true });
    expect(a).toEqual(before);
  });
});

describe(`optional rule: the armor that sacrifices itself (${T7} › Nota "Regra opcional: a armadura que se sacrifica")`, () => {
  it('off in the book; with it on, at the last point the hit deals 0 and the armor dies a real death', () => {
    const last = { ...teo(), resistenciaSpent: 3 };
    expect(sacrificeArmor(last, w).issues[0]?.code).toBe('sacrifice_rule_off');
    const house = createRuleset({ armor: { options: { sacrifice: true } } });
    if (!house.ok) throw new Error('house rule refused');
    const r = must(sacrificeArmor(last, w, house.value));
    expect(r.damageTaken).toBe(0);
    expect(r.armor.death).toEqual({ cause: 'sacrificio', kind: 'risco_de_verdade', final: false });
    expect(sacrificeArmor(teo(), w, house.value).issues[0]?.code).toBe('sacrifice_not_last_point');
  });
});
