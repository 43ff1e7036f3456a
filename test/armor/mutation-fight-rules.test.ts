/**
 * Tests written to kill the mutants that survived in src/armor/fight-rules.ts (issue 29, docs/mutacao.md):
 * the blood ladder as forms, the lent armor, the optional sacrifice and the improvements a fight reads.
 * Every computation happens inside an `it` (a call in a describe body makes static mutants).
 */
import { describe, expect, it } from 'vitest';
import {
  activeImprovements,
  armorFormsOf,
  armorSchema,
  canSacrifice,
  deriveArmor,
  firstApararDamageTaken,
  ignoresArmorBreaking,
  lentArmorWorn,
  type Armor,
} from '../../src/armor/index.js';
import { bookCharacterRuleset, createRuleset } from '../../src/rules/index.js';
import { must } from './helpers.js';

const T7 = 'tables/07-armaduras.md';
const T8 = 'tables/08-itens.md › Melhorias';
const armor = (over: Record<string, unknown>): Armor =>
  armorSchema.parse({ name: 'Sagitário', posto: 'elite', accessory: 'asas', characteristics: ['leve', 'voo', 'ofuscante'], ...over });

describe(`armorFormsOf (${T7} › A escada do sangue)`, () => {
  it('each blood counts on its rung: elite blood on an elite armor is warrior blood; on a Bronze, elite', () => {
    expect(must(armorFormsOf('elite', ['elite', 'deus']))).toEqual([
      { blood: 'elite', rung: 'guerreiro' },
      { blood: 'deus', rung: 'deus' },
    ]);
    expect(must(armorFormsOf('bronze', ['guerreiro', 'elite']))).toEqual([
      { blood: 'guerreiro', rung: 'guerreiro' },
      { blood: 'elite', rung: 'elite' },
    ]);
    expect(must(armorFormsOf('prata', []))).toEqual([]);
  });
  it('Bronze: 3 warrior bloods fit (a V4); the 4th is refused at [3] with blood_rung_full and its params', () => {
    expect(must(armorFormsOf('bronze', ['guerreiro', 'guerreiro', 'guerreiro']))).toHaveLength(3);
    const r = armorFormsOf('bronze', ['guerreiro', 'guerreiro', 'guerreiro', 'guerreiro']);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => [i.code, i.path, i.params])).toEqual([['blood_rung_full', [3], { rung: 'guerreiro', limit: 3, posto: 'Bronze' }]]);
  });
  it('a weaker blood after a stronger one is refused at its index (blood_weaker_than_last)', () => {
    const r = armorFormsOf('prata', ['elite', 'guerreiro']);
    expect(r.issues.map((i) => [i.code, i.path, i.params])).toEqual([['blood_weaker_than_last', [1], { blood: 'guerreiro', last: 'elite' }]]);
  });
  it('elite: 6 warrior-rung bloods (elite blood among them) fit, the 7th does not', () => {
    expect(must(armorFormsOf('elite', ['guerreiro', 'elite', 'guerreiro', 'elite', 'guerreiro', 'guerreiro']))).toHaveLength(6);
    expect(armorFormsOf('elite', ['guerreiro', 'elite', 'guerreiro', 'elite', 'guerreiro', 'guerreiro', 'elite']).issues.map((i) => [i.code, i.path])).toEqual([
      ['blood_rung_full', [6]],
    ]);
  });
});

describe(`lentArmorWorn (${T7} › Quadro "Vestir uma armadura emprestada")`, () => {
  const bronze5 = { posto: 'bronze', level: 5, setimoAwakened: true } as const;
  it('Ouro: a Bronze who woke the Sétimo from level 5 on wears it; level 4 or without the Sétimo is refused with minLevel 5', () => {
    expect(lentArmorWorn(armor({}), bronze5).ok).toBe(true);
    for (const who of [
      { ...bronze5, level: 4 },
      { ...bronze5, level: 9, setimoAwakened: false },
    ]) {
      const r = lentArmorWorn(armor({}), who);
      expect(r.issues.map((i) => [i.code, i.path, i.params])).toEqual([['borrowed_needs_setimo', [], { minLevel: 5 }]]);
    }
  });
  it('Ouro: a Prata who woke the Sétimo wears it at any level (the level-5 floor is the Bronze’s)', () => {
    expect(lentArmorWorn(armor({}), { posto: 'prata', level: 1, setimoAwakened: true }).ok).toBe(true);
    expect(lentArmorWorn(armor({}), { posto: 'prata', level: 12, setimoAwakened: false }).issues.map((i) => i.code)).toEqual(['borrowed_needs_setimo']);
  });
  it('Prata: any Bronze, Sétimo or not, at level 1', () => {
    const prata = armor({ name: 'Lagarto', posto: 'prata', accessory: 'nenhum', characteristics: ['leve', 'pesada'] });
    expect(lentArmorWorn(prata, { posto: 'bronze', level: 1, setimoAwakened: false }).ok).toBe(true);
  });
  it('only a higher Posto: the same Posto or lower is borrowed_not_higher, with both labels', () => {
    const prata = armor({ name: 'Lagarto', posto: 'prata', accessory: 'nenhum', characteristics: ['leve', 'pesada'] });
    expect(lentArmorWorn(prata, { posto: 'prata', level: 9, setimoAwakened: true }).issues.map((i) => [i.code, i.params])).toEqual([
      ['borrowed_not_higher', { lent: 'Prata', own: 'Prata' }],
    ]);
    expect(lentArmorWorn(prata, { posto: 'prata', level: 9, setimoAwakened: true }).issues[0]!.path).toEqual([]);
    expect(lentArmorWorn(armor({}), { posto: 'elite', level: 15, setimoAwakened: true }).issues.map((i) => [i.code, i.params])).toEqual([
      ['borrowed_not_higher', { lent: 'Ouro', own: 'Ouro' }],
    ]);
    const bronze = armor({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] });
    expect(lentArmorWorn(bronze, bronze5).issues.map((i) => [i.code, i.params])).toEqual([['borrowed_not_higher', { lent: 'Bronze', own: 'Bronze' }]]);
  });
  it('a dead armor is not lent (borrowed_armor_dead), before any other check', () => {
    expect(lentArmorWorn(armor({ state: 'dead' }), { posto: 'elite', level: 1, setimoAwakened: false }).issues.map((i) => [i.code, i.path, i.params])).toEqual([
      ['borrowed_armor_dead', [], {}],
    ]);
  });
  it('as worn: its Posto, accessory and characteristics — not its forms, improvements, army or Divine form', () => {
    const lent = armor({
      army: 'poseidon',
      forms: [{ blood: 'guerreiro', rung: 'guerreiro' }],
      improvements: ['polimento_de_po_de_estrelas'],
      divine: { stateBefore: 'intact', resistenciaSpentBefore: 0 },
    });
    const worn = must(lentArmorWorn(lent, bronze5));
    expect(worn).toEqual({ ...armor({}), forms: [], improvements: [] });
    expect('army' in worn || 'divine' in worn).toBe(false);
  });
});

describe(`canSacrifice (${T7} › Nota "Regra opcional: a armadura que se sacrifica")`, () => {
  it('off in the book; on in a house ruleset, only with the last point (the Aparar’s cost, 1)', () => {
    const house = must(createRuleset({ armor: { options: { sacrifice: true } } }));
    expect(canSacrifice(1)).toBe(false);
    expect(canSacrifice(1, bookCharacterRuleset)).toBe(false);
    expect(canSacrifice(1, house)).toBe(true);
    expect(canSacrifice(2, house)).toBe(false);
    expect(canSacrifice(0, house)).toBe(false);
  });
});

describe(`the improvements a fight reads (${T8})`, () => {
  it('Gravação da constelação: a technique that breaks the armor takes no Resistência, wherever it sits in the list', () => {
    expect(ignoresArmorBreaking(['gravacao_da_constelacao'])).toBe(true);
    expect(ignoresArmorBreaking(['polimento_de_po_de_estrelas', 'gravacao_da_constelacao'])).toBe(true);
    expect(ignoresArmorBreaking(['polimento_de_po_de_estrelas', 'elmo_de_duas_camadas'])).toBe(false);
    expect(ignoresArmorBreaking([])).toBe(false);
    expect(ignoresArmorBreaking(['melhoria_inventada'])).toBe(false);
  });
  it('Polimento de Pó de Estrelas: the first Aparar takes 1/4, wherever it sits in the list; others change nothing', () => {
    expect(firstApararDamageTaken(['polimento_de_po_de_estrelas'])).toEqual({ numerator: 1, denominator: 4 });
    expect(firstApararDamageTaken(['gravacao_da_constelacao', 'polimento_de_po_de_estrelas'])).toEqual({ numerator: 1, denominator: 4 });
    expect(firstApararDamageTaken(['gravacao_da_constelacao', 'elmo_de_duas_camadas'])).toBeUndefined();
    expect(firstApararDamageTaken([])).toBeUndefined();
    expect(firstApararDamageTaken(['melhoria_inventada'])).toBeUndefined();
  });
  it('activeImprovements: only the ones that work now (a shattered armor’s do not)', () => {
    const a = armor({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'], improvements: ['polimento_de_po_de_estrelas'] });
    const w = { con: 1, vidaChoices: 0 };
    expect(activeImprovements(deriveArmor(a, w))).toEqual(['polimento_de_po_de_estrelas']);
    expect(activeImprovements(deriveArmor({ ...a, state: 'shattered' }, w))).toEqual([]);
    const mixed = { improvements: [{ slug: 'a', active: false }, { slug: 'b', active: true }] } as unknown as Parameters<typeof activeImprovements>[0];
    expect(activeImprovements(mixed)).toEqual(['b']);
  });
});
