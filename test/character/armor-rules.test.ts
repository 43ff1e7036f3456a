/**
 * W4 — the armor a warrior wears follows the armor module's rules, its Posto is the character's,
 * and a Golpe do Assento belongs to an elite.
 */
import { describe, expect, it } from 'vitest';
import { checkWarriorArmor, promotePosto, validateWarrior, type Warrior } from '../../src/character/index.js';
import { must, refused, teo, teoAt } from '../fixtures/teo.js';

const A = 'FACTS.md › Armor (Capítulo Sete)';
const SUBIR = 'seed › Subir de Posto';
const json = (w: Warrior) => JSON.parse(JSON.stringify(w));

describe(`the embedded armor is rule-checked (${A}: características "1 Bronze, 2 Prata, 3 elite; cada uma uma vez"; uma melhoria por Versão)`, () => {
  it('too many characteristics and improvements the Posto/Version does not allow: coded issues under armor', () => {
    const doc = json(teo);
    doc.armor.characteristics = ['cortante', 'leve', 'pesada'];
    doc.armor.improvements = ['liga_de_oricalco', 'reforco_de_gamanio'];
    const r = validateWarrior(doc);
    expect(refused(r)).toEqual(expect.arrayContaining(['characteristics_over_posto', 'improvement_posto_too_low', 'improvement_no_slot']));
    expect(r.issues.every((i) => i.path[0] === 'armor')).toBe(true);
  });

  it('an unknown accessory or characteristic in the armor is refused', () => {
    const doc = json(teo);
    doc.armor.accessory = 'tridente';
    doc.armor.characteristics = ['foo'];
    const r = validateWarrior(doc);
    expect(refused(r)).toEqual(expect.arrayContaining(['accessory_unknown', 'characteristic_unknown']));
    expect(r.issues.find((i) => i.code === 'characteristic_unknown')!.path).toEqual(['armor', 'characteristics', 0]);
  });

  it(`the armor's Posto is the character's (armor_posto_mismatch) (${SUBIR}: "Subir para a elite dá a armadura da vaga")`, () => {
    const doc = json(teo);
    doc.armor.posto = 'prata';
    const r = validateWarrior(doc);
    expect(refused(r)).toContain('armor_posto_mismatch');
    expect(r.issues.find((i) => i.code === 'armor_posto_mismatch')!.message).toBe(
      'A armadura é de Prata e o personagem é Bronze: a armadura tem o Posto de quem a veste.',
    );
  });

  it(`a Golpe do Assento on a Bronze is refused (golpe_do_assento_not_elite) (${SUBIR}: "…o Golpe do Assento e o Sétimo dominado")`, () => {
    const doc = json(teo);
    doc.techniques[0].golpeDoAssento = { seat: 'Leão' };
    expect(refused(validateWarrior(doc))).toContain('golpe_do_assento_not_elite');
  });

  it('Téo as printed has a clean armor', () => {
    expect(checkWarriorArmor(teo)).toEqual([]);
  });
});

describe(`promotePosto to elite checks the seat's armor (${SUBIR}: "a armadura da vaga, com as três características dela")`, () => {
  const prata15 = must(promotePosto(teoAt(15), { posto: 'prata', newCharacteristics: ['leve'] }));

  it('unknown accessory, unknown characteristic: refused with the armor codes, input unchanged', () => {
    const before = JSON.stringify(prata15);
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: { name: 'Leão', posto: 'elite', accessory: 'tridente', characteristics: ['foo'] } });
    expect(refused(r)).toEqual(expect.arrayContaining(['accessory_unknown', 'characteristic_unknown']));
    expect(r.issues.every((i) => i.path[0] === 'armor')).toBe(true);
    expect(JSON.stringify(prata15)).toBe(before);
  });

  it('fewer than the three characteristics of the seat: refused (posto_elite_armor_characteristics), input unchanged', () => {
    const before = JSON.stringify(prata15);
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: { name: 'Leão', posto: 'elite', accessory: 'nenhum', characteristics: ['leve'] } });
    expect(refused(r)).toEqual(['posto_elite_armor_characteristics']);
    expect(r.issues[0]!.params).toMatchObject({ count: 1, expected: 3 });
    expect(JSON.stringify(prata15)).toBe(before);
  });

  it('the whole seat armor is accepted', () => {
    const e = must(
      promotePosto(prata15, {
        posto: 'elite',
        vacantSeat: true,
        armor: { name: 'Sagitário', posto: 'elite', accessory: 'asas', characteristics: ['leve', 'ressonante', 'constelacao_viva'] },
      }),
    );
    expect([e.posto, e.armor?.posto, e.armor?.characteristics.length]).toEqual(['elite', 'elite', 3]);
  });
});
