import { describe, expect, it } from 'vitest';
import {
  addImprovement,
  armorSchema,
  canPromote,
  craftImprovement,
  deriveArmor,
  deriveBorrowedArmor,
  kill,
  promote,
  type Armor,
} from '../../src/armor/index.js';
import { codes, d20, faces, fixture, must, snapshot } from './helpers.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const prata = (over: Partial<Armor> = {}) =>
  armorSchema.parse({ name: 'Cão Maior', posto: 'prata', accessory: 'nenhum', characteristics: ['ressonante', 'ofuscante'], ...over });

describe(`improvements (${F7}; tables/08-itens.md › Melhorias de armadura)`, () => {
  it('one slot per Version: one in V1, two in V2…', () => {
    const v1 = must(addImprovement(fixture('teo-v1'), 'reforco_de_gamanio'));
    expect(deriveArmor(v1, { con: 1, vidaChoices: 0 }).maxResistencia.total).toBe(5);
    expect(codes(addImprovement(v1, 'elmo_de_duas_camadas'))).toEqual(['improvement_no_slot']);
    const v5 = fixture('teo-v5');
    let x = v5;
    for (const m of ['reforco_de_gamanio', 'polimento_de_po_de_estrelas', 'elmo_de_duas_camadas', 'gravacao_da_constelacao']) x = must(addImprovement(x, m));
    expect(deriveArmor(x, { con: 0, vidaChoices: 0 }).improvementSlots).toEqual({ used: 4, max: 5 });
  });

  it('the Urna marcada does not count toward the limit', () => {
    const v1 = must(addImprovement(fixture('teo-v1'), 'reforco_de_gamanio'));
    expect(must(addImprovement(v1, 'urna_marcada')).improvements).toEqual(['reforco_de_gamanio', 'urna_marcada']);
  });

  it('each once per armor; the Liga only on Prata or above; not on a dead armor', () => {
    const a = must(addImprovement(prata(), 'liga_de_oricalco'));
    expect(deriveArmor(a, { con: 0, vidaChoices: 0 }).def.total).toBe(5);
    expect(codes(addImprovement(a, 'liga_de_oricalco'))).toEqual(['improvement_already_installed', 'improvement_no_slot']);
    expect(codes(addImprovement(fixture('teo-v1'), 'liga_de_oricalco'))).toEqual(['improvement_posto_too_low']);
    expect(codes(addImprovement({ ...fixture('teo-v1'), state: 'dead' }, 'reforco_de_gamanio'))).toEqual(['armor_dead']);
    expect(codes(addImprovement(fixture('teo-v1'), 'asa_extra'))).toEqual(['improvement_unknown']);
  });

  it('Ofício CD 16, one day, the metal; lost on failure', () => {
    const ok = must(craftImprovement(fixture('teo-v1'), 'reforco_de_gamanio', { bonus: 4 }, faces(d20(12))));
    expect(ok).toMatchObject({ success: true, days: 1, materials: [{ metal: 'gamanio', quantity: 1 }] });
    expect(ok.test.target).toBe(16);
    expect(ok.armor.improvements).toEqual(['reforco_de_gamanio']);
    const bad = must(craftImprovement(fixture('teo-v1'), 'reforco_de_gamanio', { bonus: 4 }, faces(d20(11))));
    expect(bad.success).toBe(false);
    expect(bad.armor.improvements).toEqual([]);
    expect(bad.materials).toHaveLength(1);
  });

  it('they die with the armor', () => {
    const a = must(addImprovement(fixture('teo-v1'), 'reforco_de_gamanio'));
    expect(must(kill(a, 'efeito_de_destino')).improvements).toEqual([]);
  });
});

describe(`promotion (${F7})`, () => {
  it('Prata from level 9; elite from level 15 with a vacant seat', () => {
    expect(canPromote('prata', 8).ok).toBe(false);
    expect(codes(canPromote('prata', 8))).toEqual(['promotion_level_too_low']);
    expect(canPromote('prata', 9).ok).toBe(true);
    expect(codes(canPromote('elite', 14, true))).toEqual(['promotion_level_too_low']);
    expect(codes(canPromote('elite', 15, false))).toEqual(['promotion_needs_vacant_seat']);
    expect(canPromote('elite', 15, true).ok).toBe(true);
  });

  it('Bronze → Prata: same armor, the Prata row, keeps the form bonuses, gains the second characteristic', () => {
    const p = must(promote(fixture('teo-v5'), 'prata', { level: 9, newCharacteristics: ['leve'] }));
    const d = deriveArmor(p, { con: 0, vidaChoices: 0 });
    expect([p.posto, d.def.total, d.maxResistencia.total, d.acerto.total]).toEqual(['prata', 5, 5, 2]);
    expect(p.characteristics).toEqual(['cortante', 'leve']);
  });

  it('refusals: level, missing characteristic, to the elite (take a seat), not higher', () => {
    expect(codes(promote(fixture('teo-v1'), 'prata', { level: 8, newCharacteristics: ['leve'] }))).toEqual(['promotion_level_too_low']);
    expect(codes(promote(fixture('teo-v1'), 'prata', { level: 9 }))).toEqual(['promotion_needs_characteristic']);
    expect(codes(promote(fixture('teo-v1'), 'prata', { level: 9, newCharacteristics: ['cortante'] }))).toEqual(['characteristic_duplicate']);
    expect(codes(promote(prata(), 'elite', { level: 15 }))).toEqual(['promotion_elite_takes_seat']);
    expect(codes(promote(prata(), 'prata', { level: 15 }))).toEqual(['promotion_not_higher']);
  });

  it('promote does not mutate the original', () => {
    const a = fixture('teo-v5');
    const before = snapshot(a);
    promote(a, 'prata', { level: 9, newCharacteristics: ['leve'] });
    expect(a).toEqual(before);
  });
});

describe('borrowed armor (tables/07-armaduras.md › Quadro "Vestir uma armadura emprestada")', () => {
  const sagitario = armorSchema.parse({
    name: 'Sagitário',
    posto: 'elite',
    accessory: 'asas',
    characteristics: ['ressonante', 'ofuscante', 'pesada'],
    forms: [{ blood: 'guerreiro', rung: 'guerreiro' }],
    improvements: ['reforco_de_gamanio'],
  });

  it('Ouro: the Ouro row, its accessory and 3 characteristics, + your CON and Vida; not its forms or improvements', () => {
    const d = must(deriveBorrowedArmor(sagitario, { con: 1, vidaChoices: 2 }, { posto: 'bronze', level: 5, setimoAwakened: true }));
    expect(d.def.total).toBe(6 + 1);
    expect(d.acerto.total).toBe(0);
    expect(d.maxResistencia.total).toBe(5 + 1 + 1);
    expect(d.characteristics).toHaveLength(3);
    expect(d.accessory?.slug).toBe('asas');
  });

  it('Ouro only for who already woke the Sétimo (a Bronze from level 5); Prata for any Bronze; only a higher Posto', () => {
    expect(codes(deriveBorrowedArmor(sagitario, { con: 0, vidaChoices: 0 }, { posto: 'bronze', level: 4, setimoAwakened: true }))).toEqual(['borrowed_needs_setimo']);
    expect(codes(deriveBorrowedArmor(sagitario, { con: 0, vidaChoices: 0 }, { posto: 'bronze', level: 7, setimoAwakened: false }))).toEqual(['borrowed_needs_setimo']);
    expect(deriveBorrowedArmor(prata(), { con: 0, vidaChoices: 0 }, { posto: 'bronze', level: 1, setimoAwakened: false }).ok).toBe(true);
    expect(codes(deriveBorrowedArmor(prata(), { con: 0, vidaChoices: 0 }, { posto: 'prata', level: 9, setimoAwakened: false }))).toEqual(['borrowed_not_higher']);
    expect(codes(deriveBorrowedArmor({ ...sagitario, state: 'dead' }, { con: 0, vidaChoices: 0 }, { posto: 'bronze', level: 9, setimoAwakened: true }))).toEqual(['borrowed_armor_dead']);
  });
});
