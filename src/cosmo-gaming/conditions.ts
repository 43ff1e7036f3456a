/**
 * Conditions on a character: validating an instance against the catalogue, its value in the PEC,
 * its name, and counting them (for tie-breaks).
 *
 * @module
 */
import * as z from 'zod';
import type { Issue } from '../issues/index.js';
import { freeText } from '../issues/index.js';
import { cosmoIssue } from './issues.js';
import { conditionGroupSchema, cosmoRules, type ConditionDefinition, type CosmoRules } from './rules.js';

/**
 * zod schema of a condition a character (or object) has. `condition` is a catalogue slug; a
 * condition the Mestre invents gets a `label` (and counts −1 by default).
 *
 * @example
 * ```ts
 * conditionInstanceSchema.parse({ condition: 'distante', grade: 'dificil' })
 * //=> { condition: 'distante', grade: 'dificil' }
 * ```
 */
export const conditionInstanceSchema = /* @__PURE__ */ (() => z.object({
  /** Catalogue slug (`cobertura`, `dano`, `melhoria`) or the slug of a new condition. */
  condition: freeText(z.string().min(1)),
  /** Name of a condition that is not in the catalogue. */
  label: freeText(z.string().min(1)).optional(),
  /** Group of a condition that is not in the catalogue (default `situacao`). */
  group: conditionGroupSchema.optional(),
  /** Grade, for graded conditions (Distante, Furtividade, Surpresa). */
  grade: freeText(z.string()).optional(),
  /** Units, for per-unit conditions (quarters of cover, extra enemies). */
  units: z.number().int().optional(),
  /** X, for Mortal X, Área X, Melhoria X. */
  x: z.number().int().optional(),
  /** Levels of a stacking condition (dano); default 1. */
  levels: z.number().int().min(1).optional(),
  /** The Mestre's multiplier for this situation (1 to 4); default 1. */
  multiplier: z.number().int().min(1).optional(),
  /** Free note. */
  note: freeText(z.string()).optional(),
}))();

/**
 * A condition instance (output of {@link conditionInstanceSchema}).
 *
 * @example
 * ```ts
 * const c: ConditionInstance = { condition: 'dano', levels: 3 };
 * ```
 */
export type ConditionInstance = z.infer<typeof conditionInstanceSchema>;

/**
 * Finds a condition of the catalogue by slug.
 *
 * @param slug - The slug (`morrendo`).
 * @param rules - The Cosmo Gaming rules.
 * @returns The definition, or `undefined`.
 * @example
 * ```ts
 * findCondition('morrendo')?.implies //=> ['incapacitado', 'desacordado']
 * ```
 */
export function findCondition(slug: string, rules: CosmoRules = cosmoRules): ConditionDefinition | undefined {
  return rules.conditions.find((c) => c.slug === slug);
}

/**
 * Checks a condition instance against the catalogue: known slug (or a label), a valid grade,
 * units in range, an X where needed, levels only where it stacks, the Mestre's multiplier ≤ 4.
 *
 * @param c - The instance (already shaped by {@link conditionInstanceSchema}).
 * @param rules - The Cosmo Gaming rules.
 * @returns The issues (empty when fine), with paths relative to the instance.
 * @example
 * ```ts
 * checkCondition({ condition: 'distante', grade: 'longe' })[0]?.code //=> 'cosmo_condition_grade_invalid'
 * checkCondition({ condition: 'cobertura', units: 2 }) //=> []
 * ```
 */
export function checkCondition(c: ConditionInstance, rules: CosmoRules = cosmoRules): Issue[] {
  const issues: Issue[] = [];
  const max = rules.pec.conditionMultiplierMax;
  if (c.multiplier !== undefined && c.multiplier > max) {
    issues.push(cosmoIssue('cosmo_condition_multiplier_too_high', ['multiplier'], { multiplier: c.multiplier, max }));
  }
  const def = findCondition(c.condition, rules);
  if (!def) {
    if (c.label === undefined) issues.push(cosmoIssue('cosmo_condition_unknown', ['condition'], { condition: c.condition }));
    return issues;
  }
  if (def.pec.kind === 'graus') {
    const grades = def.pec.grades;
    if (!grades.some((g) => g.slug === c.grade)) {
      issues.push(
        cosmoIssue('cosmo_condition_grade_invalid', ['grade'], {
          condition: def.label,
          grade: c.grade,
          grades: grades.map((g) => `${g.slug} (${g.label})`).join(', '),
        }),
      );
    }
  }
  if (def.pec.kind === 'por_unidade') {
    const { minUnits, maxUnits } = def.pec;
    if (c.units === undefined || c.units < minUnits || (maxUnits !== undefined && c.units > maxUnits)) {
      issues.push(
        cosmoIssue('cosmo_condition_units_invalid', ['units'], {
          condition: def.label,
          units: c.units,
          min: minUnits,
          max: maxUnits ?? null,
          unit: def.pec.unitLabel,
        }),
      );
    }
  }
  if (def.hasX && (c.x === undefined || c.x < 1)) issues.push(cosmoIssue('cosmo_condition_x_missing', ['x'], { condition: def.label }));
  if (!def.stacks && c.levels !== undefined && c.levels > 1) {
    issues.push(cosmoIssue('cosmo_condition_not_stacking', ['levels'], { condition: def.label }));
  }
  return issues;
}

/**
 * The name of a condition instance as a table says it: "Distante (projéteis difíceis)",
 * "Dano 3", "Mortal 4".
 *
 * @param c - The instance.
 * @param rules - The Cosmo Gaming rules.
 * @returns The pt-BR name.
 * @example
 * ```ts
 * conditionName({ condition: 'mortal', x: 4 }) //=> 'Mortal 4'
 * conditionName({ condition: 'dano', levels: 3 }) //=> 'Dano 3'
 * conditionName({ condition: 'cobertura', units: 2 }) //=> 'Cobertura (2 × quarto de cobertura do adversário)'
 * ```
 */
export function conditionName(c: ConditionInstance, rules: CosmoRules = cosmoRules): string {
  const def = findCondition(c.condition, rules);
  if (!def) return c.label ?? c.condition;
  if (def.hasX) return def.label.replace(/ X$/, ` ${c.x ?? 'X'}`);
  if (def.stacks) return `${def.label} ${c.levels ?? 1}`;
  if (def.pec.kind === 'graus') {
    const g = def.pec.grades.find((x) => x.slug === c.grade);
    return g ? `${def.label} (${g.label})` : def.label;
  }
  if (def.pec.kind === 'por_unidade') return `${def.label} (${c.units ?? '?'} × ${def.pec.unitLabel})`;
  return def.label;
}

/**
 * What one condition adds to the PEC of whoever has it (the Mestre's multiplier included).
 *
 * @param c - The instance (assumed valid; see {@link checkCondition}).
 * @param rules - The Cosmo Gaming rules.
 * @returns The value (negative for most conditions).
 * @example
 * ```ts
 * conditionPec({ condition: 'dano', levels: 3 }) //=> -3
 * conditionPec({ condition: 'surpresa', grade: 'escondido' }) //=> 3
 * conditionPec({ condition: 'incapacitado', multiplier: 4 }) //=> -4
 * conditionPec({ condition: 'mortal', x: 4 }) //=> 0
 * ```
 */
export function conditionPec(c: ConditionInstance, rules: CosmoRules = cosmoRules): number {
  const def = findCondition(c.condition, rules);
  const mult = c.multiplier ?? 1;
  let base: number;
  if (!def) base = rules.pec.conditionDefault;
  else {
    const pec = def.pec;
    switch (pec.kind) {
      case 'padrao':
        base = rules.pec.conditionDefault * (def.stacks ? (c.levels ?? 1) : 1);
        break;
      case 'graus':
        base = pec.grades.find((g) => g.slug === c.grade)?.value ?? rules.pec.conditionDefault;
        break;
      case 'por_unidade':
        base = pec.perUnit * (c.units ?? pec.minUnits);
        break;
      case 'x':
        base = pec.sign * (c.x ?? 0);
        break;
      case 'nenhum':
        base = 0;
        break;
    }
  }
  return base * mult + 0; // `+ 0` turns −0 into 0
}

/**
 * How many conditions a list holds, for the third tie-break ("menor número de condições"): each
 * level of a stacking condition (dano) counts.
 *
 * @param conditions - The instances.
 * @param rules - The Cosmo Gaming rules.
 * @returns The count.
 * @example
 * ```ts
 * countConditions([{ condition: 'dano', levels: 2 }, { condition: 'cobertura', units: 1 }]) //=> 3
 * ```
 */
export function countConditions(conditions: readonly ConditionInstance[], rules: CosmoRules = cosmoRules): number {
  return conditions.reduce((n, c) => n + (findCondition(c.condition, rules)?.stacks ? (c.levels ?? 1) : 1), 0);
}
