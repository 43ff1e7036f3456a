/**
 * Tests written to kill the mutants that survived in src/armor/derive.ts (issue 29, docs/mutacao.md):
 * every term of the DEF, acerto and Resistência breakdowns with its rule, the casca and the
 * shattered armor, the effects, the Elmo and the slugs the ruleset does not know. Every computation
 * happens inside an `it`.
 */
import { describe, expect, it } from 'vitest';
import { armorSchema, deriveArmor, formBonuses, type Armor } from '../../src/armor/index.js';
import { bookCharacterRuleset, type CharacterRuleset } from '../../src/rules/index.js';
import { fixture } from './helpers.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const T7 = 'tables/07-armaduras.md';
const R = bookCharacterRuleset.armor;
const base = (over: Record<string, unknown> = {}): Armor =>
  armorSchema.parse({ name: 'Teste', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'], ...over });
const none = { con: 0, vidaChoices: 0 };
/** The book's ruleset with part of `armor` replaced (not validated: to reach what validation would refuse). */
const house = (armor: Record<string, unknown>): CharacterRuleset =>
  ({ ...bookCharacterRuleset, armor: { ...R, ...armor } }) as unknown as CharacterRuleset;

describe(`the Resistência breakdown (${F7}: Posto + 1 sem acessório + max(0, CON) + 1 a cada 2 escolhas de Vida + formas + melhorias)`, () => {
  it('every term with its rule: the Posto row, no accessory, CON, Vida, a form, an improvement, the army', () => {
    const a = base({
      army: 'poseidon',
      accessory: 'nenhum',
      forms: [
        { blood: 'guerreiro', rung: 'guerreiro' },
        { blood: 'guerreiro', rung: 'guerreiro' },
      ],
      improvements: ['reforco_de_gamanio'],
    });
    expect(deriveArmor(a, { con: 2, vidaChoices: 4 }).maxResistencia.terms).toEqual([
      { label: 'Posto (Bronze)', value: 3, rule: 'armor.postos.bronze' },
      { label: 'sem acessório', value: 1, rule: 'armor.accessories' },
      { label: 'CON', value: 2, rule: 'armor.resistencia.conMinimum', note: 'o corpo que aguenta a armadura (mínimo 0)' },
      { label: 'Vida', value: 2, rule: 'armor.resistencia.vidaChoicesPerPoint', note: '+1 a cada 2 escolhas de Vida' },
      { label: 'V3 (sangue de guerreiro)', value: 1, rule: 'armor.bloodLadder.bonuses' },
      { label: 'Reforço de Gamânio', value: 1, rule: 'armor.improvements' },
      { label: 'Escama de oricalco', value: 1, rule: 'armies.armies.poseidon.rules' },
    ]);
  });
  it('the wearer’s numbers are whole: CON 1.7 is 1, Vida 3.9 choices are 3 (one point); a negative CON or Vida adds nothing', () => {
    expect(deriveArmor(base(), { con: 1.7, vidaChoices: 3.9 }).maxResistencia.terms.map((t) => [t.label, t.value])).toEqual([
      ['Posto (Bronze)', 3],
      ['CON', 1],
      ['Vida', 1],
    ]);
    expect(deriveArmor(base(), { con: -2, vidaChoices: -4 }).maxResistencia.terms.map((t) => t.label)).toEqual(['Posto (Bronze)']);
    expect(deriveArmor(base(), { con: 0, vidaChoices: 1 }).maxResistencia.total).toBe(3);
  });
  it('a characteristic that adds Resistência (a house rule) is a term with its rule', () => {
    const chars = R.characteristics.map((c) => (c.slug === 'leve' ? { ...c, modifiers: { resistencia: 2 } } : c));
    expect(deriveArmor(base({ characteristics: ['leve'] }), none, house({ characteristics: chars })).maxResistencia.terms).toEqual([
      { label: 'Posto (Bronze)', value: 3, rule: 'armor.postos.bronze' },
      { label: 'Leve', value: 2, rule: 'armor.characteristics' },
    ]);
  });
  it('an army without a rule on the armor, an unknown army, no army: no term', () => {
    for (const army of ['atena', 'inventado', undefined]) {
      const a = { ...base(), army } as Armor;
      expect(deriveArmor(a, none).maxResistencia.terms.map((t) => t.label)).toEqual(['Posto (Bronze)']);
    }
  });
  it('a cracked armor’s cap is the maximum times the ruleset’s fraction, rounded its way (book: half, up; a house 2/3, down)', () => {
    expect(deriveArmor(base({ state: 'cracked' }), { con: 2, vidaChoices: 0 }).resistenciaCap).toBe(3); // 5 → 2,5 → 3
    const twoThirds = house({ regeneration: { ...R.regeneration, crackedFraction: { numerator: 2, denominator: 3 }, crackedRounding: 'down' } });
    expect(deriveArmor(base({ state: 'cracked' }), { con: 2, vidaChoices: 0 }, twoThirds).resistenciaCap).toBe(3); // 10/3 → 3
    expect(deriveArmor(base({ state: 'cracked' }), { con: 1, vidaChoices: 0 }, twoThirds).resistenciaCap).toBe(2); // 8/3 → 2
  });
  it('current Resistência: the cap minus what was spent, never below 0', () => {
    expect(deriveArmor(base({ resistenciaSpent: 2 }), none).resistencia).toBe(1);
    expect(deriveArmor(base({ resistenciaSpent: 5 }), none).resistencia).toBe(0);
    expect(deriveArmor(base({ resistenciaSpent: 5 }), none).reactions.aparar).toBe(false);
    expect(deriveArmor(base({ resistenciaSpent: 2 }), none).reactions.aparar).toBe(true);
  });
});

describe(`the DEF and acerto breakdowns (${T7} › O Posto na armadura; › A escada do sangue)`, () => {
  it('Téo V5: the Posto row, the elite form’s +1 DEF, the two warrior forms’ +1 acerto, each with its rule', () => {
    const d = deriveArmor(fixture('teo-v5'), none);
    expect(d.def.terms).toEqual([
      { label: 'Posto (Bronze)', value: 2, rule: 'armor.postos.bronze' },
      { label: 'V5 (sangue de elite)', value: 1, rule: 'armor.bloodLadder.bonuses' },
    ]);
    expect(d.acerto.terms).toEqual([
      { label: 'V2 (sangue de guerreiro)', value: 1, rule: 'armor.bloodLadder.bonuses' },
      { label: 'V4 (sangue de guerreiro)', value: 1, rule: 'armor.bloodLadder.bonuses' },
    ]);
    expect([d.lastRung, d.nextDeathFinal, d.version]).toEqual(['elite', false, 5]);
  });
  it('characteristics and improvements add to DEF with their rules (Pesada +1; Liga de Oricalco +1)', () => {
    const d = deriveArmor(base({ posto: 'prata', characteristics: ['pesada', 'leve'], improvements: ['liga_de_oricalco'] }), none);
    expect(d.def.terms).toEqual([
      { label: 'Posto (Prata)', value: 4, rule: 'armor.postos.prata' },
      { label: 'Pesada', value: 1, rule: 'armor.characteristics' },
      { label: 'Liga de Oricalco', value: 1, rule: 'armor.improvements' },
    ]);
    expect(d.acerto.terms).toEqual([]);
    expect([d.def.label, d.acerto.label, d.maxResistencia.label]).toEqual(['DEF da armadura', 'Acerto da armadura', 'Resistência']);
  });
  it('a modifier of 0 (a house rule) is no term', () => {
    const chars = R.characteristics.map((c) => (c.slug === 'leve' ? { ...c, modifiers: { ...c.modifiers, def: 0, acerto: 0, resistencia: 0 } } : c));
    const d = deriveArmor(base({ characteristics: ['leve'] }), none, house({ characteristics: chars }));
    expect([d.def.terms.length, d.acerto.terms.length, d.maxResistencia.terms.length]).toEqual([1, 0, 1]);
  });
  it('an accessory, a characteristic or an improvement that gives acerto or DEF (house rules) is a term with its rule', () => {
    const accessories = R.accessories.map((a) => (a.slug === 'garras' ? { ...a, modifiers: { ...a.modifiers, def: 1 } } : a));
    const characteristics = R.characteristics.map((c) => (c.slug === 'cortante' ? { ...c, modifiers: { acerto: 2 } } : c));
    const improvements = R.improvements.map((m) => (m.slug === 'polimento_de_po_de_estrelas' ? { ...m, modifiers: { acerto: 1 } } : m));
    const d = deriveArmor(base({ improvements: ['polimento_de_po_de_estrelas'] }), none, house({ accessories, characteristics, improvements }));
    expect(d.def.terms).toEqual([
      { label: 'Posto (Bronze)', value: 2, rule: 'armor.postos.bronze' },
      { label: 'Garras', value: 1, rule: 'armor.accessories' },
    ]);
    expect(d.acerto.terms).toEqual([
      { label: 'Cortante', value: 2, rule: 'armor.characteristics' },
      { label: 'Polimento de Pó de Estrelas', value: 1, rule: 'armor.improvements' },
    ]);
  });
  it('the Divine form uses the Divine row (+7, 6) with its rule; a dead armor with a Divine record is a casca, not Divine', () => {
    const divine = { stateBefore: 'intact', resistenciaSpentBefore: 0 } as const;
    const d = deriveArmor({ ...base(), divine }, none);
    expect([d.divine, d.row, d.def.terms[0], d.maxResistencia.terms[0]]).toEqual([
      true,
      'divina',
      { label: 'Posto (Forma Divina)', value: 7, rule: 'armor.divina' },
      { label: 'Posto (Forma Divina)', value: 6, rule: 'armor.divina' },
    ]);
    const dead = deriveArmor({ ...base(), divine, state: 'dead' }, none);
    expect([dead.divine, dead.row, dead.def.total]).toEqual([false, 'bronze', 2]);
  });
});

describe(`the casca and the shattered armor (${T7} › Quadro "A casca: vestir uma armadura morta"; ${F7})`, () => {
  it('a casca with one piece left: the Posto’s DEF, Bloquear +2, on the body; none left: DEF 0, no Bloquear, off the body', () => {
    const one = deriveArmor(base({ state: 'dead', cascaPiecesLost: 2 }), none);
    expect(one.def.terms).toEqual([{ label: 'casca (Bronze)', value: 2, rule: 'armor.casca', note: 'armadura morta: só a DEF do Posto' }]);
    expect(one.acerto.terms).toEqual([{ label: 'casca', value: 0, rule: 'armor.casca', note: 'sem os bônus das formas' }]);
    expect([one.casca, one.onBody, one.reactions, one.effects.bloquearBonus, one.protects]).toEqual([
      { pieces: 3, left: 1, def: 2 },
      true,
      { bloquear: true, aparar: false },
      2,
      false,
    ]);
    expect([one.def.label, one.acerto.label]).toEqual(['DEF da armadura', 'Acerto da armadura']);
    const zero = deriveArmor(base({ state: 'dead', cascaPiecesLost: 5 }), none);
    expect(zero.def.terms).toEqual([{ label: 'casca sem peças', value: 0, rule: 'armor.casca', note: 'despedaçada até o fim da luta' }]);
    expect([zero.casca, zero.onBody, zero.reactions.bloquear, zero.effects.bloquearBonus]).toEqual([{ pieces: 3, left: 0, def: 0 }, false, false, 0]);
  });
  it('a casca blocks only if the ruleset says so (armor.casca.reactions)', () => {
    const noBlock = house({ casca: { ...R.casca, reactions: [] } });
    const d = deriveArmor(base({ state: 'dead' }), none, noBlock);
    expect([d.reactions.bloquear, d.onBody]).toEqual([false, true]);
  });
  it('shattered: DEF and acerto 0 with their rule; no effect at all, no Elmo, no Constelação viva', () => {
    const d = deriveArmor(base({ posto: 'elite', characteristics: ['constelacao_viva', 'leve', 'ressonante'], state: 'shattered' }), { con: 2, vidaChoices: 0 });
    expect(d.def.terms).toEqual([{ label: 'despedaçada', value: 0, rule: 'armor.shatter', note: 'sem nada do que ela dá até o fim da luta' }]);
    expect(d.acerto.terms).toEqual([{ label: 'despedaçada', value: 0, rule: 'armor.shatter' }]);
    expect([d.def.label, d.acerto.label]).toEqual(['DEF da armadura', 'Acerto da armadura']);
    expect(d.effects).toEqual({ initiative: 0, movement: 0, startingCosmo: 0, bloquearBonus: 0, golpeComumDie: null, reach: null, elmoCriticals: 0, acertoInSetimo: 0 });
    expect([d.onBody, d.casca, d.elmo, d.resistenciaCap]).toEqual([false, null, { inPlace: false, criticalsLeft: 0 }, 0]);
  });
});

describe(`what the armor gives (${T7} › O que a armadura dá; › As características; tables/08-itens.md › Melhorias)`, () => {
  it('effects add over pieces, accessory, characteristics and improvements; the last one that says so sets Bloquear, die, reach and Elmo', () => {
    const d = deriveArmor(base({ posto: 'prata', accessory: 'correntes', characteristics: ['leve', 'pesada'], improvements: ['elmo_de_duas_camadas'] }), none);
    expect(d.effects).toEqual({ initiative: 0, movement: 3, startingCosmo: 0, bloquearBonus: 2, golpeComumDie: null, reach: 6, elmoCriticals: 2, acertoInSetimo: 0 });
    const e = deriveArmor(base({ posto: 'elite', characteristics: ['constelacao_viva', 'ressonante', 'leve'] }), none);
    expect([e.effects.startingCosmo, e.effects.acertoInSetimo, e.effects.initiative]).toEqual([1, 1, 2]);
  });
  it('the Elmo: in place while criticals used < criticals held; what is left never below 0', () => {
    const two = base({ improvements: ['elmo_de_duas_camadas'] });
    expect(deriveArmor({ ...two, elmoCriticalsUsed: 1 }, none).elmo).toEqual({ inPlace: true, criticalsLeft: 1 });
    expect(deriveArmor({ ...two, elmoCriticalsUsed: 2 }, none).elmo).toEqual({ inPlace: false, criticalsLeft: 0 });
    expect(deriveArmor({ ...base(), elmoCriticalsUsed: 3 }, none).elmo).toEqual({ inPlace: false, criticalsLeft: 0 });
    expect(deriveArmor(base(), none).elmo).toEqual({ inPlace: true, criticalsLeft: 1 });
  });
  it('the accessory, characteristics, improvements and blood traits as shown (slug, label, effect); name, trait, Posto, state', () => {
    const a = base({ trait: 'respira debaixo d’água', forms: [{ blood: 'elite', rung: 'elite' }], improvements: ['polimento_de_po_de_estrelas'] });
    const d = deriveArmor(a, none);
    const row = <T extends { slug: string; label: string; effect: string }>(x: T) => ({ slug: x.slug, label: x.label, effect: x.effect });
    expect(d.accessory).toEqual(row(R.accessories.find((x) => x.slug === 'garras')!));
    expect(d.characteristics).toEqual([row(R.characteristics.find((x) => x.slug === 'cortante')!)]);
    expect(d.improvements).toEqual([{ ...row(R.improvements.find((x) => x.slug === 'polimento_de_po_de_estrelas')!), active: true }]);
    expect(d.bloodTraits).toEqual([row(R.bloodTraits.find((x) => x.slug === 'dourada_no_setimo')!)]);
    expect([d.name, d.trait, d.posto, d.state, d.row, d.divine, d.protects, d.onBody]).toEqual(['Teste', 'respira debaixo d’água', 'bronze', 'intact', 'bronze', false, true, true]);
    const plain = deriveArmor(base(), none);
    expect([plain.trait, plain.lastRung, plain.bloodTraits, plain.improvementSlots]).toEqual([null, null, [], { used: 0, max: 1 }]);
  });
  it('a cracked armor still gives everything (only its cap is half)', () => {
    const d = deriveArmor(base({ state: 'cracked' }), none);
    expect([d.protects, d.onBody, d.accessory?.slug, d.characteristics.length, d.def.total]).toEqual([true, true, 'garras', 1, 2]);
  });
});

describe('slugs the ruleset does not know, and a ruleset that lists one twice', () => {
  it('each unknown slug is a warning at its path with its params; the known ones around it still count', () => {
    const d = deriveArmor(base({ accessory: 'tridente', characteristics: ['voadora', 'leve'], improvements: ['reforco_de_gamanio', 'inventada'] }), none);
    expect(d.issues.map((i) => [i.code, i.path, i.params, i.severity])).toEqual([
      ['accessory_unknown', ['accessory'], { accessory: 'tridente', options: R.accessories.map((a) => a.slug).join(', ') }, 'warning'],
      ['characteristic_unknown', ['characteristics', 0], { characteristic: 'voadora' }, 'warning'],
      ['improvement_unknown', ['improvements', 1], { improvement: 'inventada' }, 'warning'],
    ]);
    expect(d.characteristics.map((c) => c.slug)).toEqual(['leve']);
    expect(d.improvements.map((m) => m.slug)).toEqual(['reforco_de_gamanio']);
    expect([d.accessory, d.maxResistencia.total, d.effects.movement]).toEqual([null, 4, 6]);
    expect(deriveArmor(base(), none).issues).toEqual([]);
  });
  it('the first entry wins (as `find` does)', () => {
    const leve = R.characteristics.find((c) => c.slug === 'leve')!;
    const garras = R.accessories.find((a) => a.slug === 'garras')!;
    const reforco = R.improvements.find((m) => m.slug === 'reforco_de_gamanio')!;
    // The book's rows come first; a second row of each slug comes last.
    const twice = house({
      characteristics: [...R.characteristics, { ...leve, modifiers: { movement: 10 } }],
      accessories: [...R.accessories, { ...garras, modifiers: { golpeComumDie: 4 } }],
      improvements: [...R.improvements, { ...reforco, modifiers: { resistencia: 5 } }],
    });
    const d = deriveArmor(base({ characteristics: ['leve'], improvements: ['reforco_de_gamanio'] }), none, twice);
    expect([d.effects.movement, d.effects.golpeComumDie, d.maxResistencia.total]).toEqual([6, 10, 4]);
  });
});

describe(`formBonuses (${T7} › A escada do sangue: guerreiro +1 acerto na 1ª, 3ª, 5ª… e +1 Resistência na 2ª, 4ª, 6ª…)`, () => {
  it('each rung counts its own forms; the list cycles; a rung without bonuses gives none', () => {
    const forms = [
      { blood: 'guerreiro', rung: 'guerreiro' },
      { blood: 'elite', rung: 'elite' },
      { blood: 'guerreiro', rung: 'guerreiro' },
      { blood: 'guerreiro', rung: 'guerreiro' },
    ] as const;
    expect(formBonuses({ forms }).map((f) => [f.version, f.rung, f.blood, f.modifiers])).toEqual([
      [2, 'guerreiro', 'guerreiro', { acerto: 1 }],
      [3, 'elite', 'elite', { def: 1 }],
      [4, 'guerreiro', 'guerreiro', { resistencia: 1 }],
      [5, 'guerreiro', 'guerreiro', { acerto: 1 }],
    ]);
    const empty = house({ bloodLadder: { ...R.bloodLadder, bonuses: { ...R.bloodLadder.bonuses, deus: [] } } });
    expect(formBonuses({ forms: [{ blood: 'deus', rung: 'deus' }] }, empty)[0]!.modifiers).toEqual({});
  });
});
