/**
 * rules.ts under mutation testing (issue 29): the cases the suite let change unnoticed — the owner's
 * elite / Sétimo dominado check, which effects count as "imposes a condition", the defenses of the
 * Rolagem de Efeito, and the params of each issue. Rules: tables/06-tecnicas.md (Condições, Rolagem,
 * Limitações) and FACTS.md › Techniques (Capítulo Seis).
 */
import { describe, expect, it } from 'vitest';
import { createRuleset } from '../../src/rules/index.js';
import { createTechnique, limitationsWithoutEffect, measureTechnique, type Technique, type TechniqueInput, type TechniqueOwner } from '../../src/technique/index.js';
import { punho } from './punho.js';

const t = (over: Partial<TechniqueInput>): Technique => createTechnique({ ...punho, ...over });
const issues = (x: Technique, owner?: TechniqueOwner) => measureTechnique(x, owner).issues.map((i) => ({ code: i.code, path: i.path, params: i.params }));
const codes = (x: Technique, owner?: TechniqueOwner) => measureTechnique(x, owner).issues.map((i) => i.code);

describe('"só sob uma condição difícil" naming the Sétimo (Capítulo Seis: "\'só funciona no Sétimo\' numa ficha de Ouro … não é limitação")', () => {
  const setimo = t({ limitations: [{ slug: 'so_sob_condicao_dificil', text: 'só no SETIMO sentido' }] });
  const SEM = 'quem a usa entra no Sétimo quando quer';
  it('a Bronze who dominates the Sétimo enters it at will: the limitation is worth zero', () => {
    expect(limitationsWithoutEffect(setimo, { level: 5, posto: 'bronze', setimoDominado: true })).toEqual([SEM]);
    expect(measureTechnique(setimo, { level: 5, setimoDominado: true }).cost.total).toBe(measureTechnique(t({})).cost.total);
  });
  it('a Bronze who does not: it limits (−1)', () => {
    expect(limitationsWithoutEffect(setimo, { level: 5, posto: 'bronze', setimoDominado: false })).toEqual([null]);
    expect(limitationsWithoutEffect(setimo, { level: 5 })).toEqual([null]);
    expect(limitationsWithoutEffect(setimo)).toEqual([null]);
    expect(measureTechnique(setimo, { level: 5 }).cost.total).toBe(measureTechnique(t({})).cost.total - 1);
  });
  it('an elite with a hard condition that is not the Sétimo: it limits; the warning names the text', () => {
    const surdo = t({ limitations: [{ slug: 'so_sob_condicao_dificil', text: 'com um sentido perdido' }] });
    expect(limitationsWithoutEffect(surdo, { level: 15, posto: 'elite' })).toEqual([null]);
    const w = measureTechnique(setimo, { level: 15, posto: 'elite' }).issues.find((i) => i.code === 'technique_limitation_no_effect');
    expect(w?.params).toEqual({ limitation: 'só funciona sob uma condição difícil (só no SETIMO sentido)', reason: SEM, counts: false });
    expect(w?.path).toEqual(['limitations', 0]);
    expect(w?.severity).toBe('warning');
  });
});

describe('which effects impose a condition ("pode ser quebrado" only limits a technique with a condition)', () => {
  const quebra = (effects: TechniqueInput['effects']) => limitationsWithoutEffect(t({ effects, roll: { kind: 'efeito', against: 'vontade' }, limitations: ['pode_ser_quebrado'] }));
  const NONE = ['a técnica não impõe condição'];
  it('a known condition of the book (Cego, média) imposes one', () => {
    expect(quebra([{ kind: 'condicao', condition: 'cego' }])).toEqual([null]);
  });
  it('a condition of the table\'s own, with its grade, imposes one', () => {
    expect(quebra([{ kind: 'condicao', label: 'Enraizado', grade: 'media' }])).toEqual([null]);
  });
  it('a Destino (Selado) is no condition a technique imposes', () => {
    expect(quebra([{ kind: 'condicao', condition: 'selado' }])).toEqual(NONE);
  });
  it('an unknown condition without grade, or a condition effect naming nothing, imposes none', () => {
    expect(quebra([{ kind: 'condicao', label: 'Enraizado' }])).toEqual(NONE);
    expect(quebra([{ kind: 'condicao' }])).toEqual(NONE);
    expect(quebra([{ kind: 'dano', points: 2 }])).toEqual(NONE);
  });
  it('the gatilho modifier asks for a condition the same way: technique_modifier_needs_condition', () => {
    const g = (effects: TechniqueInput['effects']) =>
      codes(t({ effects, roll: { kind: 'efeito', against: 'vontade' }, modifiers: [{ slug: 'gatilho', text: 'quando ouvir o sino' }] }));
    expect(g([{ kind: 'condicao', condition: 'cego' }])).not.toContain('technique_modifier_needs_condition');
    expect(g([{ kind: 'condicao', condition: 'selado' }])).toContain('technique_modifier_needs_condition');
    expect(g([{ kind: 'dano', points: 2 }])).toContain('technique_modifier_needs_condition');
  });
});

describe('condition effects: each issue with its params (tables/06-tecnicas.md › Condições; combat.conditionGrades fraca 1, média 2, forte 4)', () => {
  it('a Destino is refused: technique_destiny_effect with the effect\'s name, and no other check of that effect', () => {
    expect(issues(t({ effects: [{ kind: 'condicao', condition: 'petrificado', points: 3 }], roll: { kind: 'ataque' } }))).toEqual([
      { code: 'technique_destiny_effect', path: ['effects', 0], params: { effect: 'Petrificado' } },
    ]);
  });
  it('an unknown condition: technique_condition_unknown names it; a label alone too', () => {
    expect(issues(t({ effects: [{ kind: 'condicao', condition: 'congelado' }] }))[0]).toEqual({ code: 'technique_condition_unknown', path: ['effects', 0], params: { condition: 'congelado' } });
    expect(issues(t({ effects: [{ kind: 'condicao', label: 'Enraizado' }] }))[0]).toEqual({ code: 'technique_condition_unknown', path: ['effects', 0], params: { condition: 'Enraizado' } });
  });
  it('a grade other than the book\'s: technique_condition_grade_mismatch with both grades', () => {
    const r = issues(t({ effects: [{ kind: 'condicao', condition: 'atordoado', grade: 'fraca' }], roll: { kind: 'efeito', against: 'fortitude' } }));
    expect(r).toContainEqual({ code: 'technique_condition_grade_mismatch', path: ['effects', 0], params: { condition: 'Atordoado', grade: 'fraca', bookGrade: 'forte' } });
    const same = codes(t({ effects: [{ kind: 'condicao', condition: 'atordoado', grade: 'forte' }], roll: { kind: 'efeito', against: 'fortitude' } }));
    expect(same).not.toContain('technique_condition_grade_mismatch');
  });
  it('points other than the grade\'s price: technique_effect_points_fixed (Cego is média: 2)', () => {
    const r = issues(t({ effects: [{ kind: 'condicao', condition: 'cego', points: 3 }], roll: { kind: 'efeito', against: 'vontade' } }));
    expect(r).toContainEqual({ code: 'technique_effect_points_fixed', path: ['effects', 0], params: { effect: 'Cego', points: 3, fixed: 2 } });
    expect(codes(t({ effects: [{ kind: 'condicao', condition: 'cego', points: 2 }], roll: { kind: 'efeito', against: 'vontade' } }))).toEqual([]);
  });
  it('média and forte ask a Rolagem de Efeito (conditionRules.rollFrom média); fraca does not; no roll, no check', () => {
    expect(issues(t({ effects: [{ kind: 'condicao', condition: 'atordoado' }] }))).toContainEqual({
      code: 'technique_condition_needs_efeito',
      path: ['effects', 0],
      params: { condition: 'Atordoado', grade: 'forte' },
    });
    expect(codes(t({ effects: [{ kind: 'condicao', condition: 'lento' }] }))).not.toContain('technique_condition_needs_efeito');
    const { roll: _r, ...semRolagem } = punho;
    expect(codes(createTechnique({ ...semRolagem, effects: [{ kind: 'condicao', condition: 'cego' }] }))).not.toContain('technique_condition_needs_efeito');
  });
  it('a house rule that asks Efeito only from forte: Cego (média) on an Ataque passes', () => {
    const casa = createRuleset({ id: 'casa', name: 'Casa', combat: { conditionRules: { rollFrom: 'forte' } } });
    expect(casa.ok).toBe(true);
    if (!casa.ok) return;
    const cego = t({ effects: [{ kind: 'condicao', condition: 'cego' }] });
    expect(measureTechnique(cego, undefined, casa.value).issues.map((i) => i.code)).not.toContain('technique_condition_needs_efeito');
    expect(measureTechnique(t({ effects: [{ kind: 'condicao', condition: 'atordoado' }] }), undefined, casa.value).issues.map((i) => i.code)).toContain('technique_condition_needs_efeito');
  });
  it('an Ataque carries one weak effect at most (rolls.ataque.maxWeakEffects 1): a warning with count and max', () => {
    const r = issues(t({ effects: [{ kind: 'dano', points: 1 }, { kind: 'condicao', condition: 'lento' }, { kind: 'condicao', condition: 'ofuscado' }] }));
    expect(r).toContainEqual({ code: 'technique_ataque_too_many_weak_effects', path: ['effects'], params: { count: 2, max: 1 } });
    expect(codes(t({ effects: [{ kind: 'dano', points: 1 }, { kind: 'condicao', condition: 'lento' }] }))).not.toContain('technique_ataque_too_many_weak_effects');
  });
});

describe('the Rolagem (tables/06-tecnicas.md: Ataque contra DEF; Efeito contra Fortitude, Reflexos ou Vontade, uma só)', () => {
  it('two Efeito rolls against the same defense are one defense: no technique_roll_many_defenses', () => {
    expect(codes(t({ effects: [{ kind: 'condicao', condition: 'cego' }], roll: [{ kind: 'efeito', against: 'vontade' }, { kind: 'efeito', against: 'vontade' }] }))).not.toContain('technique_roll_many_defenses');
  });
  it('two defenses: technique_roll_many_defenses lists them in order', () => {
    const r = issues(t({ effects: [{ kind: 'condicao', condition: 'cego' }], roll: [{ kind: 'efeito', against: 'fortitude' }, { kind: 'efeito', against: 'vontade' }, { kind: 'efeito', against: 'fortitude' }] }));
    expect(r).toContainEqual({ code: 'technique_roll_many_defenses', path: ['roll'], params: { defenses: 'Fortitude e Vontade' } });
  });
  it('wrong defenses, with the roll\'s index in a list of rolls', () => {
    expect(issues(t({ roll: { kind: 'ataque', against: 'reflexos' } }))).toEqual([
      { code: 'technique_roll_wrong_defense', path: ['roll'], params: { roll: 'O Ataque', against: 'Reflexos', expected: 'DEF' } },
    ]);
    const r = issues(t({ effects: [{ kind: 'condicao', condition: 'cego' }], roll: [{ kind: 'efeito', against: 'vontade' }, { kind: 'efeito', against: 'DEF' }] }));
    expect(r).toContainEqual({ code: 'technique_roll_wrong_defense', path: ['roll', 1], params: { roll: 'A Rolagem de Efeito', against: 'DEF', expected: 'Fortitude, Reflexos, Vontade' } });
    const m = issues(t({ effects: [{ kind: 'condicao', condition: 'cego' }], roll: [{ kind: 'efeito', against: 'vontade' }, { kind: 'efeito' }] }));
    expect(m).toContainEqual({ code: 'technique_roll_missing_defense', path: ['roll', 1], params: {} });
  });
});

describe('the Grau and the nature (tables/06-tecnicas.md › O Grau; Natureza)', () => {
  it('a Grau above the table: technique_grau_unknown with grau and max 5', () => {
    expect(issues(t({ grau: 6 }))[0]).toEqual({ code: 'technique_grau_unknown', path: ['grau'], params: { grau: 6, max: 5 } });
  });
  it('a Grau above the owner\'s: level 5 is Grau 2, so Grau 3 is refused and Grau 2 is not', () => {
    expect(issues(t({ grau: 3 }), { level: 5 })).toContainEqual({ code: 'technique_grau_above_owner', path: ['grau'], params: { grau: 3, ownerGrau: 2, level: 5 } });
    expect(codes(t({ grau: 2 }), { level: 5 })).not.toContain('technique_grau_above_owner');
  });
});

describe('what imposes a condition, the edges', () => {
  const quebra = (effects: TechniqueInput['effects']) => limitationsWithoutEffect(t({ effects, roll: { kind: 'efeito', against: 'vontade' }, limitations: ['pode_ser_quebrado'] }));
  it('a grade alone, naming no condition, imposes none (technique_condition_missing)', () => {
    expect(quebra([{ kind: 'condicao', grade: 'media' }])).toEqual(['a técnica não impõe condição']);
  });
  it('only a condition effect imposes one: a damage effect that names a condition does not', () => {
    expect(quebra([{ kind: 'dano', points: 2, condition: 'cego', grade: 'media' } as NonNullable<TechniqueInput['effects']>[number]])).toEqual(['a técnica não impõe condição']);
  });
  it('the Sétimo case is "só sob uma condição difícil" only: another limitation whose text names the Sétimo still limits', () => {
    const x = t({ limitations: [{ slug: 'exige_carregar', text: 'no Sétimo' } as never] });
    expect(limitationsWithoutEffect(x, { level: 15, posto: 'elite' })).toEqual([null]);
  });
});

describe('the edges the whole-domain run found (issue 29; tables/06-tecnicas.md › O Grau, Rolagem, Modificadores)', () => {
  it('Grau 5 is the last row of O Grau (levels 17–20): known, max size 6; Grau 6 is technique_grau_unknown with max 5', () => {
    const g5 = measureTechnique(t({ grau: 5 }), { level: 17 });
    expect(g5.issues.map((i) => i.code)).not.toContain('technique_grau_unknown');
    expect(g5.grau).toBe(5);
    expect(g5.maxSize?.total).toBe(6);
    expect(issues(t({ grau: 6 }))).toContainEqual({ code: 'technique_grau_unknown', path: ['grau'], params: { grau: 6, max: 5 } });
  });

  it('Ataque and Efeito together: technique_roll_both at the path roll, no params', () => {
    expect(issues(t({ roll: [{ kind: 'ataque', against: 'DEF' }, { kind: 'efeito', against: 'fortitude' }] }))).toContainEqual({ code: 'technique_roll_both', path: ['roll'], params: {} });
  });

  it('the Gatilho without a condition: technique_modifier_needs_condition at its own modifier, naming it', () => {
    const x = t({ effects: [{ kind: 'dano', points: 2 }], modifiers: ['nao_precisa_ver', { slug: 'gatilho', text: 'ao pôr do sol' }] });
    expect(issues(x)).toContainEqual({ code: 'technique_modifier_needs_condition', path: ['modifiers', 1], params: { modifier: 'gatilho' } });
  });
});
