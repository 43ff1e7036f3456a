/**
 * rules.ts under mutation testing (issue 29), the other rule groups of Capítulo Seis with the params
 * of each issue: nature and attribute, activation and trigger, effects and their points, the area,
 * modifiers and limitations. Rules: tables/06-tecnicas.md (Natureza: Golpe FOR ou DES, Cosmo INT, SAB
 * ou CAR; Efeitos e pontos: refletir 4 pontos, uma vez; teletransporte de 2 em 2; cura só Cosmo; cena só
 * com efeitos que gastam em você; zona sustentada; modificadores e limitações uma vez cada).
 */
import { describe, expect, it } from 'vitest';
import { createRuleset } from '../../src/rules/index.js';
import { createTechnique, measureTechnique, type Technique, type TechniqueInput, type TechniqueOwner } from '../../src/technique/index.js';
import { punhoWith } from './punho.js';

const t = punhoWith;
const issues = (x: Technique, owner?: TechniqueOwner) => measureTechnique(x, owner).issues.map((i) => ({ code: i.code, path: i.path, params: i.params, severity: i.severity }));
const codes = (x: Technique, owner?: TechniqueOwner) => measureTechnique(x, owner).issues.map((i) => i.code);

describe('nature and attribute', () => {
  it('an attribute the nature does not allow: technique_attribute_wrong_nature with the allowed list', () => {
    expect(issues(t({ attribute: 'SAB' }))).toEqual([
      { code: 'technique_attribute_wrong_nature', path: ['attribute'], params: { attribute: 'SAB', nature: 'Golpe', allowed: 'FOR ou DES' }, severity: 'error' },
    ]);
    expect(codes(t({ attribute: 'DES' }))).toEqual([]);
  });
  it('a Cosmo technique on another attribute than the owner\'s Atributo do Cosmo: a warning with both', () => {
    const c = t({ nature: 'cosmo', range: 'curto', attribute: 'INT' });
    expect(issues(c, { level: 1, cosmoAttribute: 'SAB' })).toEqual([
      { code: 'technique_attribute_not_owner_cosmo', path: ['attribute'], params: { attribute: 'INT', cosmoAttribute: 'SAB' }, severity: 'warning' },
    ]);
    expect(codes(c, { level: 1, cosmoAttribute: 'INT' })).toEqual([]);
    expect(codes(c, { level: 1 })).toEqual([]);
    // A Golpe is not bound to the Atributo do Cosmo.
    expect(codes(t({ attribute: 'FOR' }), { level: 1, cosmoAttribute: 'SAB' })).toEqual([]);
  });
});

describe('activation and trigger', () => {
  it('a reaction needs its trigger (error); a trigger without reaction is a warning', () => {
    expect(issues(t({ activation: 'reacao' }))).toContainEqual({ code: 'technique_reaction_needs_trigger', path: ['trigger'], params: {}, severity: 'error' });
    expect(codes(t({ activation: 'reacao', trigger: 'quando for atacado' }))).not.toContain('technique_reaction_needs_trigger');
    expect(issues(t({ trigger: 'quando for atacado' }))).toEqual([{ code: 'technique_trigger_without_reaction', path: ['trigger'], params: {}, severity: 'warning' }]);
    expect(codes(t({ trigger: '   ' }))).toEqual([]);
  });
});

describe('effects and their points', () => {
  it('refletir is single and 4 points: repeated → technique_effect_repeated; other points → technique_effect_points_fixed; needs a reaction', () => {
    const r = issues(t({ activation: 'reacao', trigger: 'quando atacado', effects: [{ kind: 'refletir' }, { kind: 'refletir', points: 3 }], roll: { kind: 'nenhuma' } }));
    expect(r).toContainEqual({ code: 'technique_effect_repeated', path: ['effects', 1], params: { effect: 'Refletir' }, severity: 'error' });
    expect(r).toContainEqual({ code: 'technique_effect_points_fixed', path: ['effects', 1], params: { effect: 'Refletir', points: 3, fixed: 4 }, severity: 'error' });
    expect(r.filter((i) => i.path[1] === 0)).toEqual([]);
    expect(codes(t({ effects: [{ kind: 'refletir' }], roll: { kind: 'nenhuma' } }))).toContain('technique_reflect_needs_reaction');
  });
  it('teletransporte goes by 2: 3 points → technique_effect_points_step with the step', () => {
    expect(issues(t({ effects: [{ kind: 'teletransporte', points: 3 }], roll: { kind: 'nenhuma' } }))).toContainEqual({
      code: 'technique_effect_points_step',
      path: ['effects', 0],
      params: { effect: 'teletransporte', points: 3, step: 2 },
      severity: 'error',
    });
    expect(codes(t({ effects: [{ kind: 'teletransporte', points: 4 }], roll: { kind: 'nenhuma' } }))).not.toContain('technique_effect_points_step');
  });
  it('cura is Cosmo only: technique_healing_needs_cosmo; a house rule that makes dano Cosmo only gives technique_effect_wrong_nature', () => {
    expect(issues(t({ effects: [{ kind: 'cura', points: 2 }], roll: { kind: 'nenhuma' } }))).toContainEqual({ code: 'technique_healing_needs_cosmo', path: ['effects', 0], params: {}, severity: 'error' });
    const r = createRuleset({ id: 'casa', name: 'Casa', techniques: { effects: { dano: { natures: ['cosmo'] } } } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const w = measureTechnique(t({}), undefined, r.value).issues.map((i) => ({ code: i.code, params: i.params }));
    expect(w).toContainEqual({ code: 'technique_effect_wrong_nature', params: { effect: 'dano em alvo único', nature: 'Golpe' } });
  });
  it('a house rule that asks an activation of an effect: technique_effect_needs_activation names it', () => {
    const r = createRuleset({ id: 'casa', name: 'Casa', techniques: { effects: { movimento: { activation: 'acao_bonus' } } } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const w = measureTechnique(t({ effects: [{ kind: 'movimento', points: 1 }], roll: { kind: 'nenhuma' } }), undefined, r.value).issues.map((i) => ({ code: i.code, params: i.params }));
    expect(w).toContainEqual({ code: 'technique_effect_needs_activation', params: { effect: 'movimento', activation: 'ação bônus' } });
  });
  it('an effect that needs a roll on a technique without one: technique_effect_needs_roll', () => {
    expect(issues(t({ roll: { kind: 'nenhuma' } }))).toContainEqual({ code: 'technique_effect_needs_roll', path: ['effects', 0], params: { effect: 'dano em alvo único' }, severity: 'error' });
    expect(codes(t({ effects: [{ kind: 'movimento', points: 1 }], roll: { kind: 'nenhuma' } }))).toEqual([]);
  });
  it('area damage is an Efeito against Reflexos: technique_area_damage_needs_reflexos otherwise', () => {
    const area = { shape: 'explosao' } as const;
    expect(codes(t({ area, effects: [{ kind: 'dano_area', points: 2 }], roll: { kind: 'efeito', against: 'reflexos' } }))).toEqual([]);
    expect(codes(t({ area, effects: [{ kind: 'dano_area', points: 2 }], roll: { kind: 'efeito', against: 'fortitude' } }))).toContain('technique_area_damage_needs_reflexos');
    expect(codes(t({ area, effects: [{ kind: 'dano_area', points: 2 }], roll: { kind: 'ataque' } }))).toContain('technique_area_damage_needs_reflexos');
    expect(codes(t({ area, effects: [{ kind: 'dano_area', points: 2 }], roll: { kind: 'efeito' } }))).not.toContain('technique_area_damage_needs_reflexos');
  });
  it('a scene duration holds only effects that spend on you: technique_scene_needs_self_spending (PV temporários pass)', () => {
    expect(issues(t({ duration: 'cena', roll: { kind: 'ataque' } }))).toContainEqual({
      code: 'technique_scene_needs_self_spending',
      path: ['effects', 0],
      params: { effect: 'dano em alvo único' },
      severity: 'error',
    });
    expect(codes(t({ duration: 'cena', effects: [{ kind: 'pv_temporarios', points: 2 }], roll: { kind: 'nenhuma' } }))).toEqual([]);
  });
  it('empurrar and puxar are weak effects for the Ataque\'s one-weak-effect advice', () => {
    expect(codes(t({ effects: [{ kind: 'dano', points: 1 }, { kind: 'empurrar', points: 1 }, { kind: 'condicao', condition: 'lento' }] }))).toContain('technique_ataque_too_many_weak_effects');
    expect(codes(t({ effects: [{ kind: 'dano', points: 1 }, { kind: 'puxar', points: 1 }] }))).not.toContain('technique_ataque_too_many_weak_effects');
  });
});

describe('the area', () => {
  it('an area without an area effect names the shape; an area effect without area; a zone is sustained', () => {
    expect(issues(t({ area: { shape: 'cone' } }))).toContainEqual({ code: 'technique_area_without_area_effect', path: ['area'], params: { shape: 'cone' }, severity: 'error' });
    expect(issues(t({ effects: [{ kind: 'dano_area', points: 2 }], roll: { kind: 'efeito', against: 'reflexos' } }))).toContainEqual({
      code: 'technique_area_effect_without_area',
      path: ['area'],
      params: {},
      severity: 'error',
    });
    const zona = (duration: TechniqueInput['duration']) => t({ duration, area: { shape: 'zona' }, effects: [{ kind: 'dano_area', points: 2 }], roll: { kind: 'efeito', against: 'reflexos' } });
    expect(issues(zona('instantanea'))).toContainEqual({ code: 'technique_zone_needs_sustained', path: ['duration'], params: { shape: 'zona', duration: 'sustentada' }, severity: 'error' });
    expect(codes(zona('sustentada'))).not.toContain('technique_zone_needs_sustained');
  });
});

describe('modifiers and limitations', () => {
  it('a modifier twice: technique_modifier_repeated on the second; desfecho needs marca; gatilho needs its text', () => {
    const r = issues(t({ modifiers: ['nao_precisa_ver', 'nao_precisa_ver', 'desfecho'] }));
    expect(r).toContainEqual({ code: 'technique_modifier_repeated', path: ['modifiers', 1], params: { modifier: 'não precisa ver o alvo' }, severity: 'error' });
    expect(r).toContainEqual({ code: 'technique_modifier_missing_requirement', path: ['modifiers', 2], params: { modifier: 'desfecho', requires: 'marca' }, severity: 'error' });
    expect(r.filter((i) => i.path[1] === 0)).toEqual([]);
    expect(codes(t({ modifiers: ['marca', 'desfecho'] }))).not.toContain('technique_modifier_missing_requirement');
    const g = issues(t({ effects: [{ kind: 'condicao', condition: 'cego' }], roll: { kind: 'efeito', against: 'vontade' }, modifiers: ['gatilho'] }));
    expect(g).toContainEqual({ code: 'technique_modifier_needs_text', path: ['modifiers', 0], params: { modifier: 'gatilho' }, severity: 'error' });
  });
  it('a limitation twice: technique_limitation_repeated; "só sob uma condição difícil" needs its text', () => {
    const r = issues(t({ limitations: ['exige_carregar', 'exige_carregar', 'so_sob_condicao_dificil'] }));
    expect(r).toContainEqual({ code: 'technique_limitation_repeated', path: ['limitations', 1], params: { limitation: 'exige carregar' }, severity: 'error' });
    expect(r).toContainEqual({ code: 'technique_limitation_needs_text', path: ['limitations', 2], params: { limitation: 'só funciona sob uma condição difícil' }, severity: 'error' });
    expect(r.filter((i) => i.path[1] === 0)).toEqual([]);
  });
  it('a limitation that limits nothing: the warning\'s params (volta contra você without Efeito)', () => {
    expect(issues(t({ limitations: ['volta_contra_voce'] }))).toEqual([
      { code: 'technique_limitation_no_effect', path: ['limitations', 0], params: { limitation: 'volta contra você', reason: 'a técnica não usa Rolagem de Efeito', counts: false }, severity: 'warning' },
    ]);
  });
});

describe('the template fields (O modelo para registrar)', () => {
  it('each blank field is one issue with its pt-BR name, in the book\'s order', () => {
    const r = issues(createTechnique({ name: ' ', effects: [] }));
    expect(r.filter((i) => i.code === 'technique_field_blank').map((i) => [i.path[0], i.params.field])).toEqual([
      ['name', 'Nome'],
      ['nature', 'Natureza'],
      ['activation', 'Ativação'],
      ['duration', 'Duração'],
      ['range', 'Alcance e área'],
      ['effects', 'Efeitos e pontos'],
      ['grau', 'Grau'],
      ['roll', 'Rolagem'],
      ['description', 'Descrição'],
    ]);
  });
  it('blank means empty or spaces (also a leading tab or accented letter is read right)', () => {
    expect(codes(t({ name: '\tÁgua' }))).toEqual([]);
    expect(codes(t({ name: 'Água' }))).toEqual([]);
    expect(codes(t({ name: '\t \n' }))).toEqual(['technique_field_blank']);
    expect(codes(t({ name: '' }))).toEqual(['technique_field_blank']);
  });
});
