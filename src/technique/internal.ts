/**
 * Small helpers shared by the technique engine: reading entries, effects and conditions.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 */
import type { EffectKind, TechniqueRuleset } from '../rules/index.js';
import type { Technique, TechniqueEffect, TechniqueRoll } from './schema.js';

/** A condition grade slug (as in `combat.conditions`). @internal */
export type Grade = 'fraca' | 'media' | 'forte' | 'destino';

/** The slug of a modifier/limitation entry. @internal */
export function entrySlug<S extends string>(e: S | { readonly slug: S; readonly text?: string }): S {
  return typeof e === 'string' ? e : e.slug;
}

/** The written text of a modifier/limitation entry. @internal */
export function entryText(e: string | { readonly slug: string; readonly text?: string }): string | undefined {
  return typeof e === 'string' ? undefined : e.text;
}

const NO_ROLLS: readonly TechniqueRoll[] = /* @__PURE__ */ Object.freeze([]);

/** The technique's rolls as a list (usually one). @internal */
export function rollsOf(t: Technique): readonly TechniqueRoll[] {
  const r = t.roll;
  if (r === undefined) return NO_ROLLS;
  return Array.isArray(r) ? (r as readonly TechniqueRoll[]) : [r as TechniqueRoll];
}

/** What the engine knows about one effect line. @internal */
export interface EffectInfo {
  readonly kind: EffectKind;
  /** Points the line costs. */
  readonly points: number;
  /** pt-BR name ("dano em área", "Lento"). */
  readonly name: string;
  /** Condition grade, for conditions. */
  readonly grade?: Grade;
  /** Ruleset path of the price. */
  readonly rule: string;
}

/** The grade of a condition effect: the catalogue's, else the one written. @internal */
export function conditionGradeOf(e: TechniqueEffect, rs: TechniqueRuleset): Grade | undefined {
  const known = e.condition !== undefined ? rs.combat.conditions[e.condition] : undefined;
  return (known?.grade as Grade | undefined) ?? e.grade;
}

/** The pt-BR name of an effect line. @internal */
export function effectName(e: TechniqueEffect, rs: TechniqueRuleset): string {
  if (e.kind === 'condicao') {
    if (e.label) return e.label;
    const known = e.condition !== undefined ? rs.combat.conditions[e.condition] : undefined;
    return known?.name ?? e.condition ?? rs.techniques.effects.condicao.label;
  }
  return rs.techniques.effects[e.kind].label;
}

/** Points an effect line costs: a condition its grade's price, any other its points (or one unit). @internal */
export function effectPoints(e: TechniqueEffect, rs: TechniqueRuleset): number {
  if (e.kind === 'condicao') {
    const grade = conditionGradeOf(e, rs);
    return grade ? (rs.combat.conditionGrades[grade] ?? 0) : 0;
  }
  return e.points ?? rs.techniques.effects[e.kind].pointsPerUnit;
}

/** Price and name of an effect line. @internal */
export function effectInfo(e: TechniqueEffect, rs: TechniqueRuleset): EffectInfo {
  const name = effectName(e, rs);
  const points = effectPoints(e, rs);
  if (e.kind === 'condicao') {
    const grade = conditionGradeOf(e, rs);
    return { kind: e.kind, points, name, grade, rule: grade ? `combat.conditionGrades.${grade}` : 'combat.conditions' };
  }
  return { kind: e.kind, points, name, rule: `techniques.effects.${e.kind}` };
}

/** "1 ponto" / "3 pontos". @internal */
export function pontos(n: number): string {
  return `${n} ${n === 1 || n === -1 ? 'ponto' : 'pontos'}`;
}

/** Capitalises the first letter. @internal */
export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

/** Formats a signed constant after dice: " + 3", " − 2", "" for 0. @internal */
export function signedPart(n: number): string {
  if (n === 0) return '';
  return n > 0 ? ` + ${n}` : ` − ${-n}`;
}

