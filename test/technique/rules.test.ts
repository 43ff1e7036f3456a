/**
 * Every rule of Capítulo Seis, each with its own code. Titles name the source of the rule.
 */
import { describe, expect, it } from 'vitest';
import { breakdown } from '../../src/rules/breakdown.js';
import {
  createTechnique,
  measureTechnique,
  readTechnique,
  updateTechnique,
  type Technique,
  type TechniqueInput,
} from '../../src/technique/index.js';
import { punho } from './punho.js';


function t(over: Partial<TechniqueInput>): Technique {
  return createTechnique({ ...punho, ...over });
}
function codes(tech: Technique, owner?: Parameters<typeof measureTechnique>[1]): string[] {
  return measureTechnique(tech, owner).issues.map((i) => i.code);
}
function errors(tech: Technique, owner?: Parameters<typeof measureTechnique>[1]): string[] {
  return measureTechnique(tech, owner)
    .issues.filter((i) => i.severity === 'error')
    .map((i) => i.code);
}
function warnings(tech: Technique, owner?: Parameters<typeof measureTechnique>[1]): string[] {
  return measureTechnique(tech, owner)
    .issues.filter((i) => i.severity === 'warning')
    .map((i) => i.code);
}

describe('the base technique is valid', () => {
  it('Punho de Meteoros has no issue', () => {
    expect(codes(t({}))).toEqual([]);
  });
});

describe('size and cost (FACTS.md › Techniques (Capítulo Seis) › The sum)', () => {
  it('size = duration (with the first point) + extra points + range beyond the free one + area + activation + modifiers', () => {
    const x = t({
      nature: 'cosmo',
      activation: 'acao_bonus',
      duration: 'sustentada',
      range: 'longo',
      area: { shape: 'linha', doubled: true, selective: true },
      effects: [{ kind: 'dano_area', points: 3 }, { kind: 'condicao', condition: 'ofuscado' }],
      modifiers: ['nao_precisa_ver'],
      roll: { kind: 'efeito', against: 'reflexos' },
      grau: 5,
    });
    const r = measureTechnique(x);
    // 2 sustentada + 2 more area points + 1 Ofuscado + 2 longo (Cosmo) + 2 doubled + 1 selective + 1 bonus action + 1 modifier
    expect(r.size.terms.map((term) => term.value)).toEqual([2, 2, 1, 2, 2, 1, 1, 1]);
    expect(r.size.total).toBe(12);
    expect(errors(x)).toContain('technique_over_max_size');
  });

  it('Golpe pays for short range (+1) that Cosmo gets free (tables/06-tecnicas.md › Alcance e área)', () => {
    expect(measureTechnique(t({ range: 'curto' })).size.total).toBe(3);
    expect(measureTechnique(t({ range: 'curto', nature: 'cosmo' })).size.total).toBe(2);
  });

  it('limitations never change the size, only the cost', () => {
    const a = measureTechnique(t({ effects: [{ kind: 'dano', points: 4 }] }));
    const b = measureTechnique(t({ effects: [{ kind: 'dano', points: 4 }], limitations: ['uma_vez_por_luta'] }));
    expect(b.size).toEqual(a.size);
    expect([a.cost.total, b.cost.total]).toEqual([4, 3]);
  });

  it('the floor bites: custo 3 with size 5 and three limitations, and the receipt says so', () => {
    const r = measureTechnique(
      t({ effects: [{ kind: 'dano', points: 5 }], limitations: ['uma_vez_por_luta', 'exige_carregar', 'so_com_cosmo_no_teto'] }),
    );
    expect(r.size.total).toBe(5);
    expect(r.cost.total).toBe(3);
    expect(r.costFloor).toMatchObject({ value: 3, bites: true });
    expect(r.cost.terms.at(-1)).toMatchObject({ label: 'piso', value: 1, note: 'custo 3: o piso é a metade de 5, arredondada para cima' });
    expect(r.cost.text).toBe('Custo 3 = 5 tamanho − 1 só uma vez por luta − 1 exige carregar − 1 só com o Cosmo no Teto + 1 piso');
  });

  it('the receipt’s breakdowns are the same values rules/breakdown.ts would build', () => {
    const r = measureTechnique(
      t({ effects: [{ kind: 'dano', points: 5 }], limitations: ['uma_vez_por_luta', 'exige_carregar', 'so_com_cosmo_no_teto'] }),
    );
    for (const b of [r.size, r.cost, r.maxSize!]) expect(b).toEqual(breakdown(b.label, b.terms));
    expect(Object.isFrozen(r.size.terms[0])).toBe(true);
  });

  it('cost never below 1 (FACTS.md › Techniques (Capítulo Seis))', () => {
    const r = measureTechnique(t({ effects: [{ kind: 'dano', points: 1 }], limitations: ['uma_vez_por_luta'] }));
    expect(r.size.total).toBe(1);
    expect(r.cost.total).toBe(1);
  });

  it('over the max size is an error that says by how much and what the cap is', () => {
    const r = measureTechnique(t({ effects: [{ kind: 'dano', points: 6 }] }));
    const i = r.issues.find((x) => x.code === 'technique_over_max_size');
    expect(i?.params).toMatchObject({ size: 6, maxSize: 5, excess: 1, grau: 1 });
    expect(i?.message).toBe('A técnica tem tamanho 6: passa 1 do máximo 5 do Grau 1.');
    expect(r.valid).toBe(false);
  });

  it('a Golpe do Assento may pass the max size by one point (FACTS.md › Techniques (Capítulo Seis))', () => {
    const seat = t({ effects: [{ kind: 'dano', points: 6 }], golpeDoAssento: { seat: 'Touro' } });
    expect(measureTechnique(seat).maxSize?.total).toBe(6);
    expect(errors(seat)).toEqual([]);
    const over = updateTechnique(seat, (d) => {
      d.effects[0]!.points = 7;
    });
    expect(measureTechnique(over).issues[0]?.message).toMatch(/com o ponto a mais do Golpe do Assento/);
  });

  it('sustained upkeep: half the cost, rounded down, at least 1 (tables/06-tecnicas.md › Duração)', () => {
    expect(measureTechnique(t({ duration: 'sustentada', effects: [{ kind: 'dano', points: 4 }] })).upkeep).toBe(2);
    expect(measureTechnique(t({ duration: 'sustentada', effects: [{ kind: 'dano', points: 1 }] })).upkeep).toBe(1);
    expect(measureTechnique(t({})).upkeep).toBeNull();
  });
});

describe('rule checks, one code each (FACTS.md › Techniques (Capítulo Seis))', () => {
  it('a blank field means "not ready": technique_field_blank, one per field', () => {
    const r = readTechnique({});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const blanks = r.value.receipt.issues.filter((i) => i.code === 'technique_field_blank').map((i) => i.params.field);
    expect(blanks).toEqual(['Nome', 'Natureza', 'Ativação', 'Duração', 'Alcance e área', 'Efeitos e pontos', 'Grau', 'Rolagem', 'Descrição']);
    expect(r.value.receipt.valid).toBe(false);
    expect(errors(t({ description: '   ' }))).toEqual(['technique_field_blank']);
  });

  it('Ataque or Efeito, never both: technique_roll_both', () => {
    expect(errors(t({ roll: [{ kind: 'ataque' }, { kind: 'efeito', against: 'fortitude' }] }))).toContain('technique_roll_both');
  });

  it('one passive defense only: technique_roll_many_defenses', () => {
    expect(errors(t({ roll: [{ kind: 'efeito', against: 'fortitude' }, { kind: 'efeito', against: 'vontade' }] }))).toContain(
      'technique_roll_many_defenses',
    );
  });

  it('Ataque is against DEF, Efeito against a passive defense: technique_roll_wrong_defense / technique_roll_missing_defense', () => {
    expect(errors(t({ roll: { kind: 'ataque', against: 'reflexos' } }))).toEqual(['technique_roll_wrong_defense']);
    expect(errors(t({ roll: { kind: 'efeito', against: 'DEF' } }))).toEqual(['technique_roll_wrong_defense']);
    expect(errors(t({ roll: { kind: 'efeito' } }))).toEqual(['technique_roll_missing_defense']);
  });

  it('média and forte conditions force Efeito: technique_condition_needs_efeito', () => {
    const x = t({ effects: [{ kind: 'dano', points: 1 }, { kind: 'condicao', condition: 'cego' }] });
    expect(errors(x)).toEqual(['technique_condition_needs_efeito']);
    const ok = updateTechnique(x, (d) => {
      d.roll = { kind: 'efeito', against: 'fortitude' };
    });
    expect(errors(ok)).toEqual([]);
  });

  it('area damage rolls Efeito vs Reflexos: technique_area_damage_needs_reflexos', () => {
    const x = t({ nature: 'cosmo', range: 'curto', area: { shape: 'explosao' }, effects: [{ kind: 'dano_area', points: 2 }] });
    expect(errors(x)).toEqual(['technique_area_damage_needs_reflexos']);
    expect(errors(updateTechnique(x, (d) => void (d.roll = { kind: 'efeito', against: 'vontade' })))).toEqual([
      'technique_area_damage_needs_reflexos',
    ]);
    expect(errors(updateTechnique(x, (d) => void (d.roll = { kind: 'efeito', against: 'reflexos' })))).toEqual([]);
  });

  it('area damage needs a shape, and a shape needs area damage', () => {
    expect(errors(t({ effects: [{ kind: 'dano_area', points: 2 }], roll: { kind: 'efeito', against: 'reflexos' } }))).toEqual([
      'technique_area_effect_without_area',
    ]);
    expect(errors(t({ area: { shape: 'cone' } }))).toEqual(['technique_area_without_area_effect']);
  });

  it('zona is sustained: technique_zone_needs_sustained', () => {
    const x = t({ nature: 'cosmo', area: { shape: 'zona' }, effects: [{ kind: 'dano_area', points: 1 }], roll: { kind: 'efeito', against: 'reflexos' } });
    expect(errors(x)).toEqual(['technique_zone_needs_sustained']);
    expect(errors(updateTechnique(x, (d) => void (d.duration = 'sustentada')))).toEqual([]);
  });

  it('healing only for Cosmo nature: technique_healing_needs_cosmo', () => {
    const x = t({ effects: [{ kind: 'cura', points: 1 }], roll: { kind: 'nenhuma' } });
    expect(errors(x)).toEqual(['technique_healing_needs_cosmo']);
    expect(errors(updateTechnique(x, (d) => void (d.nature = 'cosmo')))).toEqual([]);
  });

  it('Refletir only as a reaction: technique_reflect_needs_reaction; bought once, for 4', () => {
    const x = t({ nature: 'cosmo', range: 'pessoal', effects: [{ kind: 'refletir' }], roll: { kind: 'nenhuma' } });
    expect(errors(x)).toEqual(['technique_reflect_needs_reaction']);
    const reaction = updateTechnique(x, (d) => {
      d.activation = 'reacao';
      d.trigger = 'uma técnica é declarada contra você';
    });
    expect(errors(reaction)).toEqual([]);
    expect(measureTechnique(reaction).size.total).toBe(5);
    expect(errors(updateTechnique(reaction, (d) => void d.effects.push({ kind: 'refletir' })))).toContain('technique_effect_repeated');
    expect(errors(updateTechnique(reaction, (d) => void (d.effects[0]!.points = 3)))).toContain('technique_effect_points_fixed');
  });

  it('Desfecho only with Marca: technique_modifier_missing_requirement', () => {
    expect(errors(t({ modifiers: ['desfecho'] }))).toEqual(['technique_modifier_missing_requirement']);
    expect(errors(t({ modifiers: ['marca', 'desfecho'] }))).toEqual([]);
  });

  it('a reaction needs a written trigger: technique_reaction_needs_trigger (a trigger without reaction is a warning)', () => {
    expect(errors(t({ activation: 'reacao' }))).toEqual(['technique_reaction_needs_trigger']);
    expect(warnings(t({ trigger: 'quando quiser' }))).toEqual(['technique_trigger_without_reaction']);
  });

  it('cena only for effects that spend themselves: technique_scene_needs_self_spending', () => {
    expect(errors(t({ duration: 'cena' }))).toEqual(['technique_scene_needs_self_spending']);
    expect(errors(t({ duration: 'cena', range: 'pessoal', effects: [{ kind: 'pv_temporarios', points: 1 }], roll: { kind: 'nenhuma' } }))).toEqual([]);
  });

  it('destiny has no price: technique_destiny_effect', () => {
    const x = t({ nature: 'cosmo', effects: [{ kind: 'condicao', condition: 'petrificado' }], roll: { kind: 'efeito', against: 'fortitude' } });
    expect(errors(x)).toEqual(['technique_destiny_effect']);
    const custom = t({ nature: 'cosmo', effects: [{ kind: 'condicao', condition: 'selar_um_deus', grade: 'destino', label: 'Selar um deus' }], roll: { kind: 'efeito', against: 'vontade' } });
    expect(errors(custom)).toEqual(['technique_destiny_effect']);
  });

  it('conditions: unknown without a grade, wrong grade, fixed price', () => {
    expect(errors(t({ effects: [{ kind: 'condicao', condition: 'enjoado' }], roll: { kind: 'efeito', against: 'fortitude' } }))).toEqual([
      'technique_condition_unknown',
    ]);
    expect(
      errors(t({ effects: [{ kind: 'condicao', condition: 'enjoado', grade: 'media', label: 'Enjoado' }], roll: { kind: 'efeito', against: 'fortitude' } })),
    ).toEqual([]);
    expect(errors(t({ effects: [{ kind: 'condicao', condition: 'lento', grade: 'forte' }], roll: { kind: 'efeito', against: 'fortitude' } }))).toEqual([
      'technique_condition_grade_mismatch',
    ]);
    expect(errors(t({ effects: [{ kind: 'condicao', condition: 'lento', points: 3 }] }))).toEqual(['technique_effect_points_fixed']);
    expect(errors(t({ effects: [{ kind: 'condicao' }] }))).toEqual(['technique_condition_missing']);
  });

  it('teleport is bought 2 points at a time: technique_effect_points_step', () => {
    expect(errors(t({ range: 'pessoal', effects: [{ kind: 'teletransporte', points: 3 }], roll: { kind: 'nenhuma' } }))).toEqual([
      'technique_effect_points_step',
    ]);
    expect(measureTechnique(t({ range: 'pessoal', effects: [{ kind: 'teletransporte' }], roll: { kind: 'nenhuma' } })).size.total).toBe(2);
  });

  it('no condition is automatic; damage needs a roll: technique_effect_needs_roll', () => {
    expect(errors(t({ roll: { kind: 'nenhuma' } }))).toEqual(['technique_effect_needs_roll']);
  });

  it('a technique born above the owner’s Grau: technique_grau_above_owner', () => {
    expect(errors(t({ grau: 2 }), { level: 4 })).toEqual(['technique_grau_above_owner']);
    expect(errors(t({ grau: 2 }), { level: 5 })).toEqual([]);
    expect(errors(t({ grau: 9 }))).toEqual(['technique_grau_unknown']);
  });

  it('repeated modifiers and limitations: technique_modifier_repeated, technique_limitation_repeated', () => {
    expect(errors(t({ modifiers: ['quebra_armadura', 'quebra_armadura'] }))).toEqual(['technique_modifier_repeated']);
    expect(errors(t({ limitations: ['exige_carregar', 'exige_carregar'] }))).toEqual(['technique_limitation_repeated']);
  });

  it('Gatilho needs its text and a condition', () => {
    const x = t({ nature: 'cosmo', effects: [{ kind: 'condicao', condition: 'dominado' }], roll: { kind: 'efeito', against: 'vontade' }, modifiers: ['gatilho'] });
    expect(errors(x)).toEqual(['technique_modifier_needs_text']);
    expect(errors(t({ modifiers: [{ slug: 'gatilho', text: 'ao pôr do sol' }] }))).toEqual(['technique_modifier_needs_condition']);
  });

  it('nature and attribute: technique_attribute_wrong_nature; another Cosmo attribute than the owner’s is a warning', () => {
    expect(errors(t({ attribute: 'SAB' }))).toEqual(['technique_attribute_wrong_nature']);
    const c = t({ nature: 'cosmo', attribute: 'INT' });
    expect(warnings(c, { level: 1, cosmoAttribute: 'SAB' })).toEqual(['technique_attribute_not_owner_cosmo']);
  });

  it('advisory: "só no Sétimo" on an elite limits nothing (warning, the Mestre decides)', () => {
    const x = t({ limitations: [{ slug: 'so_sob_condicao_dificil', text: 'só no Sétimo' }] });
    expect(warnings(x, { level: 15, posto: 'elite' })).toEqual(['technique_limitation_no_effect']);
    expect(warnings(x, { level: 15, posto: 'bronze' })).toEqual([]);
    expect(measureTechnique(x, { level: 15, posto: 'elite' }).valid).toBe(true);
    expect(errors(t({ limitations: ['so_sob_condicao_dificil'] }))).toEqual(['technique_limitation_needs_text']);
  });

  it('advisory: limitations about a condition or an Efeito that the technique does not have', () => {
    expect(warnings(t({ limitations: ['pode_ser_quebrado'] }))).toEqual(['technique_limitation_no_effect']);
    expect(warnings(t({ limitations: ['volta_contra_voce'] }))).toEqual(['technique_limitation_no_effect']);
  });

  it('advisory: Ataque carries one weak effect with no second roll', () => {
    const x = t({ effects: [{ kind: 'dano', points: 1 }, { kind: 'condicao', condition: 'caido' }, { kind: 'empurrar', points: 1 }] });
    expect(warnings(x)).toEqual(['technique_ataque_too_many_weak_effects']);
  });

  it('errors come before warnings, each message in pt-BR', () => {
    const r = measureTechnique(t({ trigger: 'x', modifiers: ['desfecho'] }));
    expect(r.issues.map((i) => i.severity)).toEqual(['error', 'warning']);
    expect(r.issues[0]?.message).toBe('desfecho só existe com marca: compre marca também.');
  });
});

describe('immutability (immer producers never mutate their input)', () => {
  it('updateTechnique does not mutate the original', () => {
    const a = t({});
    const b = updateTechnique(a, (d) => {
      d.modifiers.push('atravessa_armadura');
      d.name = 'Punho de Cometas';
    });
    expect(a.modifiers).toEqual([]);
    expect(a.name).toBe('Punho de Meteoros');
    expect(b.modifiers).toEqual(['atravessa_armadura']);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(b)).toBe(true);
    expect(b.id).toBe(a.id);
  });

  it('ids come from nanoid and are kept when given', () => {
    expect(t({}).id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(t({ id: 'minha' }).id).toBe('minha');
  });
});

describe('house rules change the prices (docs/tecnicas.md › Regras da casa)', () => {
  it('Grau 1 max 6, short range free for Golpe, floor a third of the size', async () => {
    const { createRuleset } = await import('../../src/rules/house-rules.js');
    const mesa = createRuleset({
      id: 'mesa-generosa',
      name: 'Mesa generosa',
      techniques: {
        graus: { 0: { maxSize: 6 } },
        ranges: { curto: { points: { golpe: 0 } } },
        cost: { floorDivisor: 3 },
      },
    });
    expect(mesa.ok).toBe(true);
    if (!mesa.ok) return;
    const x = t({ range: 'curto', effects: [{ kind: 'dano', points: 6 }], limitations: ['uma_vez_por_luta', 'exige_carregar', 'so_com_cosmo_no_teto', 'te_deixa_caido'] });
    const book = measureTechnique(x);
    const house = measureTechnique(x, undefined, mesa.value);
    expect([book.size.total, book.maxSize?.total, book.cost.total, book.valid]).toEqual([7, 5, 4, false]);
    expect([house.size.total, house.maxSize?.total, house.cost.total, house.valid]).toEqual([6, 6, 2, true]);
  });
});

describe('the limit of techniques known and the Golpe do Assento', () => {
  it('a Golpe do Assento does not count towards the known techniques; a campaign that says it does is read (FACTS.md › Techniques (Capítulo Seis): "não conta no limite")', async () => {
    const { countsTowardsKnown, createTechnique } = await import('../../src/technique/index.js');
    const { createRuleset } = await import('../../src/rules/house-rules.js');
    const seat = createTechnique({ name: 'Chifre do Touro', golpeDoAssento: { seat: 'Touro' } });
    const plain = createTechnique({ name: 'Garra' });
    expect([countsTowardsKnown(seat), countsTowardsKnown(plain)]).toEqual([false, true]);
    const house = createRuleset({ techniques: { golpeDoAssento: { countsTowardsKnown: true } } });
    if (!house.ok) throw new Error(JSON.stringify(house.issues));
    expect(countsTowardsKnown(seat, house.value)).toBe(true);
  });
});
