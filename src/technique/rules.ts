/**
 * Every rule of Capítulo Seis, checked: each broken rule is one coded issue with a pt-BR message.
 * Errors block (the technique is not ready); warnings are advice the Mestre judges.
 *
 * @module
 */
import type { Issue } from '../issues/index.js';
import { bookTechniqueRuleset, grauAt, type TechniqueRuleset } from '../rules/index.js';
import { conditionGradeOf, effectName, entrySlug, entryText, rollsOf, type Grade } from './internal.js';
import { techniqueIssue as make } from './issues.js';
import type { Technique, TechniqueOwner } from './schema.js';

/** The template fields, in the book's order, with their pt-BR names. */
const FIELDS = [
  ['name', 'Nome'],
  ['nature', 'Natureza'],
  ['activation', 'Ativação'],
  ['duration', 'Duração'],
  ['range', 'Alcance e área'],
  ['effects', 'Efeitos e pontos'],
  ['grau', 'Grau'],
  ['roll', 'Rolagem'],
  ['description', 'Descrição'],
] as const;

function blank(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') {
    // Fast path: a visible ASCII first character means "not blank" without copying the string
    // (`trim()` copies it, and descriptions are long); otherwise the exact `trim()` rule.
    const c = v.length > 0 ? v.charCodeAt(0) : 0;
    if (c > 32 && c < 127) return false;
    return v.trim().length === 0;
  }
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

const GRADE_ORDER: readonly Grade[] = ['fraca', 'media', 'forte'];

function gradeForcesEfeito(grade: Grade, rs: TechniqueRuleset): boolean {
  // Stryker disable next-line ConditionalExpression,StringLiteral,BooleanLiteral: equivalent — the only caller stops at a Destino first
  if (grade === 'destino') return true;
  return GRADE_ORDER.indexOf(grade) >= GRADE_ORDER.indexOf(rs.combat.conditionRules.rollFrom);
}

function isElite(owner: TechniqueOwner | undefined): boolean {
  return owner?.posto === 'elite' || owner?.setimoDominado === true;
}

/** What the rule groups learn about a technique and pass on to the later groups. */
interface TechniqueShape {
  /** The main roll's kind (`undefined` without a roll). */
  readonly rollKind: 'ataque' | 'efeito' | 'nenhuma' | undefined;
  /** The technique imposes a condition the rules know (not a Destino). */
  readonly hasCondition: boolean;
}

/**
 * Whether an effect imposes a condition the engine can price: a known condition (or one with its
 * grade given), not a Destino.
 */
function imposesCondition(e: Technique['effects'][number], rs: TechniqueRuleset): boolean {
  if (e.kind !== 'condicao' || (e.condition === undefined && e.label === undefined)) return false;
  // Stryker disable next-line ConditionalExpression: equivalent — conditions[undefined] is undefined too
  const known = e.condition !== undefined ? rs.combat.conditions[e.condition] : undefined;
  if (!known && !e.grade) return false;
  return conditionGradeOf(e, rs) !== 'destino';
}

function shapeOf(t: Technique, rs: TechniqueRuleset): TechniqueShape {
  let hasCondition = false;
  for (let i = 0; i < t.effects.length; i++) if (imposesCondition(t.effects[i]!, rs)) hasCondition = true;
  return { rollKind: rollsOf(t)[0]?.kind, hasCondition };
}

/** O modelo para registrar: a blank field means "not ready". */
function checkTemplateFields(t: Technique, issues: Issue[]): void {
  for (let i = 0; i < FIELDS.length; i++) {
    const [key, field] = FIELDS[i]!;
    if (blank(t[key])) issues.push(make('technique_field_blank', [key], { field }));
  }
}

/** O Grau: it exists, and is not above the owner's. */
function checkGrau(t: Technique, owner: TechniqueOwner | undefined, rs: TechniqueRuleset, issues: Issue[]): void {
  if (t.grau === undefined) return;
  const T = rs.techniques;
  if (t.grau > T.graus.length) issues.push(make('technique_grau_unknown', ['grau'], { grau: t.grau, max: T.graus.length }));
  else if (owner) {
    const ownerGrau = grauAt(owner.level, rs);
    if (t.grau > ownerGrau) issues.push(make('technique_grau_above_owner', ['grau'], { grau: t.grau, ownerGrau, level: owner.level }));
  }
}

/** A natureza: the attribute it allows (and the owner's Atributo do Cosmo for a cosmo technique). */
function checkNature(t: Technique, owner: TechniqueOwner | undefined, rs: TechniqueRuleset, issues: Issue[]): void {
  if (!t.nature || !t.attribute) return;
  const T = rs.techniques;
  const allowed = T.natures[t.nature].attributes;
  if (!allowed.includes(t.attribute)) {
    issues.push(
      make('technique_attribute_wrong_nature', ['attribute'], {
        attribute: t.attribute,
        nature: T.natures[t.nature].label,
        allowed: allowed.join(' ou '),
      }),
    );
  } else if (t.nature === 'cosmo' && owner?.cosmoAttribute && owner.cosmoAttribute !== t.attribute) {
    issues.push(make('technique_attribute_not_owner_cosmo', ['attribute'], { attribute: t.attribute, cosmoAttribute: owner.cosmoAttribute }, 'warning'));
  }
}

/** A ativação: a reaction needs its trigger, and only a reaction has one. */
function checkActivation(t: Technique, rs: TechniqueRuleset, issues: Issue[]): void {
  if (!t.activation) return;
  const needsTrigger = rs.techniques.activations[t.activation].needsTrigger;
  const hasTrigger = !blank(t.trigger);
  if (needsTrigger && !hasTrigger) issues.push(make('technique_reaction_needs_trigger', ['trigger'], {}));
  if (!needsTrigger && hasTrigger) issues.push(make('technique_trigger_without_reaction', ['trigger'], {}, 'warning'));
}

/** A rolagem: Ataque or Efeito, never both; each against the right defense. */
function checkRolls(t: Technique, rs: TechniqueRuleset, issues: Issue[]): void {
  const T = rs.techniques;
  const rolls = rollsOf(t);
  let hasAtaque = false;
  let hasEfeito = false;
  // The distinct defenses of the Efeito rolls, in order (usually one roll: no Set needed).
  const efeitoTargets: NonNullable<(typeof rolls)[number]['against']>[] = [];
  for (const r of rolls) {
    if (r.kind === 'ataque') hasAtaque = true;
    else if (r.kind === 'efeito') {
      hasEfeito = true;
      if (r.against && !efeitoTargets.includes(r.against)) efeitoTargets.push(r.against);
    }
  }
  if (hasAtaque && hasEfeito) issues.push(make('technique_roll_both', ['roll'], {}));
  if (efeitoTargets.length > 1) {
    issues.push(make('technique_roll_many_defenses', ['roll'], { defenses: efeitoTargets.map((d) => T.defenses[d]).join(' e ') }));
  }
  for (let i = 0; i < rolls.length; i++) {
    const r = rolls[i]!;
    const path = Array.isArray(t.roll) ? ['roll', i] : ['roll'];
    if (r.kind === 'ataque' && r.against !== undefined && r.against !== T.rolls.ataque.against) {
      issues.push(
        make('technique_roll_wrong_defense', path, {
          roll: `O ${T.rolls.ataque.label}`,
          against: T.defenses[r.against],
          expected: T.defenses[T.rolls.ataque.against],
        }),
      );
    }
    if (r.kind === 'efeito') {
      if (r.against === undefined) issues.push(make('technique_roll_missing_defense', path, {}));
      else if (!T.rolls.efeito.against.includes(r.against as 'fortitude')) {
        issues.push(
          make('technique_roll_wrong_defense', path, {
            roll: `A Rolagem de ${T.rolls.efeito.label}`,
            against: T.defenses[r.against],
            expected: T.rolls.efeito.against.map((d) => T.defenses[d]).join(', '),
          }),
        );
      }
    }
  }
}

/** Um efeito de condição: known, of its book grade, not a Destino, with the roll its grade asks. */
function checkConditionEffect(e: Technique['effects'][number], path: (string | number)[], shape: TechniqueShape, rs: TechniqueRuleset, issues: Issue[]): 'weak' | 'ok' | 'stop' {
  const T = rs.techniques;
  const name = effectName(e, rs);
  if (e.condition === undefined && e.label === undefined) {
    issues.push(make('technique_condition_missing', path, {}));
    return 'stop';
  }
  const known = e.condition !== undefined ? rs.combat.conditions[e.condition] : undefined;
  const grade = conditionGradeOf(e, rs);
  if (!known && !e.grade) {
    issues.push(make('technique_condition_unknown', path, { condition: e.condition ?? e.label ?? '' }));
    return 'stop';
  }
  if (known && e.grade && e.grade !== known.grade) {
    issues.push(
      make('technique_condition_grade_mismatch', path, {
        condition: name,
        grade: T.conditionGradeLabels[e.grade],
        bookGrade: T.conditionGradeLabels[known.grade],
      }),
    );
  }
  if (grade === 'destino') {
    issues.push(make('technique_destiny_effect', path, { effect: name }));
    return 'stop';
  }
  if (!grade) return 'ok';
  const fixed = rs.combat.conditionGrades[grade];
  if (e.points !== undefined && fixed !== null && e.points !== fixed) {
    issues.push(make('technique_effect_points_fixed', path, { effect: name, points: e.points, fixed }));
  }
  if (gradeForcesEfeito(grade, rs) && shape.rollKind !== undefined && shape.rollKind !== 'efeito') {
    issues.push(make('technique_condition_needs_efeito', path, { condition: name, grade: T.conditionGradeLabels[grade] }));
  }
  return grade === 'fraca' ? 'weak' : 'ok';
}

/**
 * Os efeitos e seus pontos: conditions, single effects and steps, the nature, activation and roll
 * each effect asks, the area damage's Reflexos, what a scene duration may hold.
 *
 * @returns Whether an area effect is present (the area group needs it).
 */
function checkEffects(t: Technique, shape: TechniqueShape, rs: TechniqueRuleset, issues: Issue[]): boolean {
  const T = rs.techniques;
  const main = rollsOf(t)[0];
  let hasAreaEffect = false;
  let weakEffects = 0;
  const seenSingle: string[] = [];
  for (let i = 0; i < t.effects.length; i++) {
    const e = t.effects[i]!;
    const path = ['effects', i];
    const price = T.effects[e.kind];
    const name = effectName(e, rs);
    if (e.kind === 'condicao') {
      const verdict = checkConditionEffect(e, path, shape, rs, issues);
      if (verdict === 'stop') continue;
      if (verdict === 'weak') weakEffects++;
    } else {
      if (price.single) {
        if (seenSingle.includes(e.kind)) issues.push(make('technique_effect_repeated', path, { effect: name }));
        else seenSingle.push(e.kind);
        if (e.points !== undefined && e.points !== price.pointsPerUnit) {
          issues.push(make('technique_effect_points_fixed', path, { effect: name, points: e.points, fixed: price.pointsPerUnit }));
        }
      } else if (e.points !== undefined && e.points % price.pointsPerUnit !== 0) {
        issues.push(make('technique_effect_points_step', path, { effect: name, points: e.points, step: price.pointsPerUnit }));
      }
      if (e.kind === 'empurrar' || e.kind === 'puxar') weakEffects++;
    }
    if (t.nature && !price.natures.includes(t.nature)) {
      if (e.kind === 'cura') issues.push(make('technique_healing_needs_cosmo', path, {}));
      else issues.push(make('technique_effect_wrong_nature', path, { effect: name, nature: T.natures[t.nature].label }));
    }
    if (price.activation && t.activation && t.activation !== price.activation) {
      if (e.kind === 'refletir') issues.push(make('technique_reflect_needs_reaction', path, {}));
      else issues.push(make('technique_effect_needs_activation', path, { effect: name, activation: T.activations[price.activation].label }));
    }
    if (price.needsRoll && shape.rollKind === 'nenhuma') issues.push(make('technique_effect_needs_roll', path, { effect: name }));
    if (e.kind === 'dano_area') {
      hasAreaEffect = true;
      const want = price.roll;
      if (want && main && (main.kind !== want.kind || (main.against !== undefined && main.against !== want.against))) {
        issues.push(make('technique_area_damage_needs_reflexos', path, {}));
      }
    }
    if (t.duration && T.durations[t.duration].selfSpendingOnly && !price.selfSpending) {
      issues.push(make('technique_scene_needs_self_spending', path, { effect: name }));
    }
  }
  if (shape.rollKind === 'ataque' && weakEffects > T.rolls.ataque.maxWeakEffects) {
    issues.push(make('technique_ataque_too_many_weak_effects', ['effects'], { count: weakEffects, max: T.rolls.ataque.maxWeakEffects }, 'warning'));
  }
  return hasAreaEffect;
}

/** A área: an area needs an area effect (and the other way round); a zone is sustained. */
function checkArea(t: Technique, hasAreaEffect: boolean, rs: TechniqueRuleset, issues: Issue[]): void {
  const T = rs.techniques;
  if (t.area) {
    const shape = T.areaShapes[t.area.shape];
    if (!hasAreaEffect) issues.push(make('technique_area_without_area_effect', ['area'], { shape: shape.label }));
    if (shape.requiresDuration && t.duration && t.duration !== shape.requiresDuration) {
      issues.push(make('technique_zone_needs_sustained', ['duration'], { shape: shape.label, duration: T.durations[shape.requiresDuration].label }));
    }
  } else if (hasAreaEffect) {
    issues.push(make('technique_area_effect_without_area', ['area'], {}));
  }
}

/** Os modificadores (+1): once each; their requirements; the texts they ask for. */
function checkModifiers(t: Technique, shape: TechniqueShape, rs: TechniqueRuleset, issues: Issue[]): void {
  const T = rs.techniques;
  const mods: string[] = [];
  for (let i = 0; i < t.modifiers.length; i++) {
    const m = t.modifiers[i]!;
    const slug = entrySlug(m);
    const price = T.modifiers[slug];
    if (mods.includes(slug)) issues.push(make('technique_modifier_repeated', ['modifiers', i], { modifier: price.label }));
    else mods.push(slug);
    if (price.needsText && blank(entryText(m))) issues.push(make('technique_modifier_needs_text', ['modifiers', i], { modifier: price.label }));
  }
  for (let i = 0; i < t.modifiers.length; i++) {
    const slug = entrySlug(t.modifiers[i]!);
    const req = T.modifiers[slug].requires;
    if (req && !mods.includes(req)) {
      issues.push(make('technique_modifier_missing_requirement', ['modifiers', i], { modifier: T.modifiers[slug].label, requires: T.modifiers[req].label }));
    }
    if (slug === 'gatilho' && !shape.hasCondition) issues.push(make('technique_modifier_needs_condition', ['modifiers', i], { modifier: T.modifiers[slug].label }));
  }
}

/**
 * Why each limitation of a technique changes nothing in practice, or `null` where it does limit
 * (Capítulo Seis: "Uma limitação que não muda nada na prática vale zero: 'só funciona no Sétimo'
 * numa ficha de Ouro … não é limitação"). The engine finds three such cases: a limitation that
 * matters only with a condition on a technique that imposes none, one that matters only with a
 * Rolagem de Efeito on a technique without one, and "só sob uma condição difícil" naming the Sétimo
 * for an owner who enters the Sétimo at will. The warning and the cost both read this one answer.
 *
 * @param t - The technique.
 * @param owner - Who uses it (optional: the Sétimo case needs it).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns One entry per limitation, in order: the pt-BR reason it limits nothing, or `null`.
 * @example
 * ```ts
 * limitationsWithoutEffect(createTechnique({ limitations: ['volta_contra_voce'], roll: { kind: 'ataque' } }))
 * //=> ['a técnica não usa Rolagem de Efeito']
 * ```
 */
export function limitationsWithoutEffect(t: Technique, owner?: TechniqueOwner, ruleset: TechniqueRuleset = bookTechniqueRuleset): (string | null)[] {
  return withoutEffect(t, owner, shapeOf(t, ruleset), ruleset);
}

function withoutEffect(t: Technique, owner: TechniqueOwner | undefined, shape: TechniqueShape, rs: TechniqueRuleset): (string | null)[] {
  const out: (string | null)[] = new Array(t.limitations.length);
  for (let i = 0; i < t.limitations.length; i++) {
    const l = t.limitations[i]!;
    const slug = entrySlug(l);
    const price = rs.techniques.limitations[slug];
    const txt = entryText(l);
    let reason: string | null = null;
    if (price.mattersWith === 'condicao' && !shape.hasCondition) reason = 'a técnica não impõe condição';
    else if (price.mattersWith === 'efeito' && shape.rollKind !== 'efeito') reason = 'a técnica não usa Rolagem de Efeito';
    else if (slug === 'so_sob_condicao_dificil' && txt && /s[eé]timo/i.test(txt) && isElite(owner)) reason = 'quem a usa entra no Sétimo quando quer';
    out[i] = reason;
  }
  return out;
}

/** As limitações (−1): once each; the texts they ask for; a warning where one limits nothing. */
function checkLimitations(t: Technique, owner: TechniqueOwner | undefined, shape: TechniqueShape, rs: TechniqueRuleset, issues: Issue[]): void {
  const T = rs.techniques;
  const idle = withoutEffect(t, owner, shape, rs);
  const counts = T.limitationWithoutEffect.counts;
  const lims: string[] = [];
  for (let i = 0; i < t.limitations.length; i++) {
    const l = t.limitations[i]!;
    const slug = entrySlug(l);
    const price = T.limitations[slug];
    const path = ['limitations', i];
    if (lims.includes(slug)) issues.push(make('technique_limitation_repeated', path, { limitation: price.label }));
    else lims.push(slug);
    const txt = entryText(l);
    if (price.needsText && blank(txt)) issues.push(make('technique_limitation_needs_text', path, { limitation: price.label }));
    const reason = idle[i];
    if (reason) {
      const limitation = slug === 'so_sob_condicao_dificil' && txt ? `${price.label} (${txt})` : price.label;
      issues.push(make('technique_limitation_no_effect', path, { limitation, reason, counts }, 'warning'));
    }
  }
}

/**
 * Checks every rule of the chapter on a technique (the size is checked by `measureTechnique`), group
 * by group in the order of Capítulo Seis: the template's fields, the Grau, the nature, the
 * activation, the roll, the effects, the area, the modifiers and the limitations.
 *
 * @param t - The technique.
 * @param owner - Who uses it (optional: enables the Grau-above-owner check and owner advisories).
 * @param rs - The ruleset.
 * @returns The issues found (errors and warnings), in the template's order.
 * @example
 * ```ts
 * checkTechniqueRules(createTechnique({ name: 'x' }), undefined, bookRuleset)[0].code
 * //=> 'technique_field_blank'
 * ```
 */
export function checkTechniqueRules(t: Technique, owner: TechniqueOwner | undefined, rs: TechniqueRuleset): Issue[] {
  const issues: Issue[] = [];
  const shape = shapeOf(t, rs);
  checkTemplateFields(t, issues);
  checkGrau(t, owner, rs, issues);
  checkNature(t, owner, rs, issues);
  checkActivation(t, rs, issues);
  checkRolls(t, rs, issues);
  const hasAreaEffect = checkEffects(t, shape, rs, issues);
  checkArea(t, hasAreaEffect, rs, issues);
  checkModifiers(t, shape, rs, issues);
  checkLimitations(t, owner, shape, rs, issues);
  return issues;
}

/**
 * Whether a technique counts towards the limit of techniques known: a Golpe do Assento does not,
 * unless the ruleset says so (`techniques.golpeDoAssento.countsTowardsKnown`).
 *
 * @param t - The technique.
 * @param rs - The ruleset (defaults to the book's).
 * @returns Whether it counts.
 * @example
 * ```ts
 * countsTowardsKnown(createTechnique({ name: 'Chifre', golpeDoAssento: { seat: 'Touro' } })) //=> false
 * ```
 */
export function countsTowardsKnown(t: Technique, rs: TechniqueRuleset = bookTechniqueRuleset): boolean {
  return t.golpeDoAssento === undefined || rs.techniques.golpeDoAssento.countsTowardsKnown;
}
