/**
 * The Cosmo Gaming character sheet (Nome, Características, Identidade, História, the ddn earned
 * with their scene aspect, pontos de sorte, conditions), validated against the Mestre's module,
 * and its immutable updates.
 *
 * @module
 */
import { produce } from 'immer';
import * as z from 'zod';
import { freeText, fail, ok, parseWith, prefixIssues, type Issue, type Result } from '../issues/index.js';
import type { CompetenceModule } from './campaign.js';
import { checkCondition, conditionInstanceSchema, findCondition, type ConditionInstance } from './conditions.js';
import { cosmoIssue } from './issues.js';
import { cosmoRules, type CosmoRules } from './rules.js';

/** The schema of {@link sheetSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link Sheet}. @internal */
export const sheetSchemaDef = /* @__PURE__ */ (() => z.object({
  /** Nome. */
  name: freeText(z.string().min(1)),
  /** Características: competências of the module, each with the sub-competências the player chose. */
  characteristics: z.array(
    z.object({
      /** A competência of the module. */
      competencia: freeText(z.string().min(1)),
      /** The player's sub-competências under it. */
      subCompetencias: z
        .array(
          z.object({
            /** Its name. */
            name: freeText(z.string().min(1)),
            /** Whether the Mestre do Cosmo has validated it. */
            validated: z.boolean().default(false),
          }),
        )
        .default([]),
    }),
  ),
  /** Identidade: the extra competência every character has. */
  identidade: freeText(z.string().min(1)),
  /** História: a short text with context. */
  history: freeText(z.string().min(1)),
  /** ddn earned, each with the aspect of the scene it applies to. */
  ddn: z
    .array(
      z.object({
        /** The ddn (1 or more). */
        value: z.number().int().min(1),
        /** The aspect of the scene where it applies ("duelos de espada", "etiqueta da corte"). */
        aspect: freeText(z.string().min(1)),
      }),
    )
    .default([]),
  /** Pontos de sorte (a new character starts with 0). */
  pontosDeSorte: z.number().int().min(0).default(0),
  /** Conditions the character has now. */
  conditions: z.array(conditionInstanceSchema).default([]),
  /** Failed health tests while morrendo (three = morto). */
  dyingFailures: z.number().int().min(0).default(0),
}))();

/**
 * zod schema of a character sheet.
 *
 * @example
 * ```ts
 * sheetSchema.parse({
 *   name: 'Lira', identidade: 'Cartógrafa', history: 'Fugiu da guilda.',
 *   characteristics: [{ competencia: 'Navegação', subCompetencias: [{ name: 'Estrelas' }] }],
 * }).pontosDeSorte //=> 0
 * ```
 */
export const sheetSchema: z.ZodType<Sheet, SheetInput> = sheetSchemaDef;

/**
 * A character sheet (output of {@link sheetSchema}).
 *
 * @example
 * ```ts
 * const s: Sheet = {
 *   name: 'Lira', identidade: 'Cartógrafa', history: 'Fugiu da guilda.',
 *   characteristics: [], ddn: [], pontosDeSorte: 0, conditions: [], dyingFailures: 0,
 * };
 * ```
 */
export type Sheet = {
    name: string;
    characteristics: {
        competencia: string;
        subCompetencias: {
            name: string;
            validated: boolean;
        }[];
    }[];
    identidade: string;
    history: string;
    ddn: {
        value: number;
        aspect: string;
    }[];
    pontosDeSorte: number;
    conditions: ConditionInstance[];
    dyingFailures: number;
};

/**
 * The input shape of a sheet (defaults may be left out).
 *
 * @example
 * ```ts
 * const s: SheetInput = { name: 'Lira', identidade: 'Cartógrafa', history: '…', characteristics: [] };
 * ```
 */
export type SheetInput = {
    name: string;
    characteristics: {
        competencia: string;
        subCompetencias?: {
            name: string;
            validated?: boolean | undefined;
        }[] | undefined;
    }[];
    identidade: string;
    history: string;
    ddn?: {
        value: number;
        aspect: string;
    }[] | undefined;
    pontosDeSorte?: number | undefined;
    conditions?: ConditionInstance[] | undefined;
    dyingFailures?: number | undefined;
};

const norm = (s: string) => s.trim().toLocaleLowerCase('pt-BR');

/**
 * How many competências and sub-competências a sheet has, added together (the number agreed with
 * the Mestre). The Identidade is extra and does not count.
 *
 * @param sheet - The sheet.
 * @returns The total.
 * @example
 * ```ts
 * characteristicTotal({ characteristics: [{ competencia: 'Luta', subCompetencias: [{ name: 'Espada', validated: true }] }] }) //=> 2
 * ```
 */
export function characteristicTotal(sheet: Pick<Sheet, 'characteristics'>): number {
  return sheet.characteristics.reduce((n, c) => n + 1 + c.subCompetencias.length, 0);
}

function moduleIssues(sheet: Sheet, module: CompetenceModule): Issue[] {
  const issues: Issue[] = [];
  const names = new Set(module.competencias.map((c) => norm(c.name)));
  const seen = new Set<string>();
  sheet.characteristics.forEach((c, i) => {
    const key = norm(c.competencia);
    if (!names.has(key)) issues.push(cosmoIssue('cosmo_competencia_not_in_module', ['characteristics', i, 'competencia'], { name: c.competencia }));
    if (seen.has(key)) issues.push(cosmoIssue('cosmo_characteristic_duplicated', ['characteristics', i, 'competencia'], { name: c.competencia }));
    seen.add(key);
    const subs = new Set<string>();
    c.subCompetencias.forEach((s, j) => {
      const path = ['characteristics', i, 'subCompetencias', j];
      if (subs.has(norm(s.name))) issues.push(cosmoIssue('cosmo_sub_competencia_duplicated', [...path, 'name'], { name: s.name }));
      subs.add(norm(s.name));
      if (!s.validated) issues.push(cosmoIssue('cosmo_sub_competencia_not_validated', path, { name: s.name }, 'warning'));
    });
  });
  const total = characteristicTotal(sheet);
  if (total !== module.totalCharacteristics) {
    issues.push(cosmoIssue('cosmo_characteristic_total_mismatch', ['characteristics'], { total, agreed: module.totalCharacteristics }));
  }
  return issues;
}

/**
 * Validates a character sheet, and — when the Mestre's module is given — checks it against the
 * module: every competência is in the module, none repeated, the total of competências +
 * sub-competências equals the agreed number; sub-competências not yet validated by the Mestre are
 * warnings. Conditions are checked against the catalogue.
 *
 * @param input - Untrusted sheet.
 * @param module - The Mestre's competence module (optional).
 * @param rules - The Cosmo Gaming rules.
 * @returns The sheet (with warnings) or coded issues.
 * @example
 * ```ts
 * const module = { competencias: [{ name: 'Luta', area: 'fisico' }], totalCharacteristics: 2 };
 * validateSheet({
 *   name: 'Bruno', identidade: 'Gladiador', history: 'Lutou na arena.',
 *   characteristics: [{ competencia: 'Magia', subCompetencias: [] }],
 * }, module).issues.map((i) => i.code)
 * //=> ['cosmo_competencia_not_in_module', 'cosmo_characteristic_total_mismatch']
 * ```
 */
export function validateSheet(input: unknown, module?: CompetenceModule, rules: CosmoRules = cosmoRules): Result<Sheet> {
  const parsed = parseWith(sheetSchema, input);
  if (!parsed.ok) return parsed;
  const sheet = parsed.value;
  const issues: Issue[] = [];
  if (module) issues.push(...moduleIssues(sheet, module));
  sheet.conditions.forEach((c, i) => issues.push(...prefixIssues(['conditions', i], checkCondition(c, rules))));
  return issues.some((i) => i.severity === 'error') ? fail(issues) : ok(sheet, issues);
}

/**
 * Creates a new character: like {@link validateSheet}, and the pontos de sorte must be the
 * starting value (0).
 *
 * @param input - Untrusted sheet of a new character.
 * @param module - The Mestre's competence module.
 * @param rules - The Cosmo Gaming rules.
 * @returns The sheet or coded issues (`cosmo_luck_must_start_at_zero`, …).
 * @example
 * ```ts
 * createSheet({ name: 'A', identidade: 'B', history: 'C', characteristics: [], pontosDeSorte: 2 }).issues[0]?.code
 * //=> 'cosmo_luck_must_start_at_zero'
 * ```
 */
export function createSheet(input: unknown, module?: CompetenceModule, rules: CosmoRules = cosmoRules): Result<Sheet> {
  const r = validateSheet(input, module, rules);
  if (!r.ok) return r;
  if (r.value.pontosDeSorte !== rules.startingLuck) {
    return fail([
      cosmoIssue('cosmo_luck_must_start_at_zero', ['pontosDeSorte'], { luck: r.value.pontosDeSorte, start: rules.startingLuck }),
      ...r.issues,
    ]);
  }
  return r;
}

/**
 * Adds pontos de sorte (from an extreme result or a sacrifice). Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param points - Points gained (≥ 0).
 * @returns The updated sheet.
 * @example
 * ```ts
 * gainLuck(sheet, 1).pontosDeSorte //=> sheet.pontosDeSorte + 1
 * ```
 */
export function gainLuck(sheet: Sheet, points: number): Sheet {
  if (!Number.isInteger(points) || points < 0) throw new RangeError(`gainLuck: ${points} não é um número de pontos.`);
  return produce(sheet, (d) => {
    d.pontosDeSorte += points;
  });
}

/**
 * Spends pontos de sorte. Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param points - Points spent.
 * @returns The updated sheet, or `cosmo_luck_not_enough`.
 * @example
 * ```ts
 * spendLuck({ ...sheet, pontosDeSorte: 0 }, 1).issues[0]?.code //=> 'cosmo_luck_not_enough'
 * ```
 */
export function spendLuck(sheet: Sheet, points: number): Result<Sheet> {
  if (points < 0) return fail([cosmoIssue('cosmo_negative_value', [], { what: 'Pontos de sorte gastos', value: points })]);
  if (points > sheet.pontosDeSorte) {
    return fail([cosmoIssue('cosmo_luck_not_enough', ['pontosDeSorte'], { wanted: points, available: sheet.pontosDeSorte })]);
  }
  return ok(
    produce(sheet, (d) => {
      d.pontosDeSorte -= points;
    }),
  );
}

/**
 * Records a ddn earned, with the aspect of the scene it applies to. Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param ddn - `{ value, aspect }`.
 * @returns The updated sheet.
 * @example
 * ```ts
 * addDdn(sheet, { value: 1, aspect: 'duelos de espada' }).ddn.at(-1) //=> { value: 1, aspect: 'duelos de espada' }
 * ```
 */
export function addDdn(sheet: Sheet, ddn: Sheet['ddn'][number]): Sheet {
  return produce(sheet, (d) => {
    d.ddn.push({ value: ddn.value, aspect: ddn.aspect });
  });
}

/**
 * The ddn a sheet has for an aspect of the scene (the largest recorded for it; 0 when none).
 *
 * @param sheet - The sheet.
 * @param aspect - The aspect ("duelos de espada"), compared without case.
 * @returns The ddn.
 * @example
 * ```ts
 * ddnFor({ ddn: [{ value: 2, aspect: 'Duelos' }] }, 'duelos') //=> 2
 * ```
 */
export function ddnFor(sheet: Pick<Sheet, 'ddn'>, aspect: string): number {
  return sheet.ddn.filter((d) => norm(d.aspect) === norm(aspect)).reduce((m, d) => Math.max(m, d.value), 0);
}

/**
 * Gives a condition to a character: a stacking condition (dano) adds levels to the one it has; a
 * condition that brings others (morrendo → incapacitado, desacordado) adds them too; a condition
 * already present is replaced. Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param condition - The condition.
 * @param rules - The Cosmo Gaming rules.
 * @returns The updated sheet, or the condition's issues.
 * @example
 * ```ts
 * const r = addCondition(sheet, { condition: 'morrendo' });
 * if (r.ok) r.value.conditions.map((c) => c.condition) //=> ['morrendo', 'incapacitado', 'desacordado']
 * ```
 */
export function addCondition(sheet: Sheet, condition: ConditionInstance, rules: CosmoRules = cosmoRules): Result<Sheet> {
  const parsed = parseWith(conditionInstanceSchema, condition);
  if (!parsed.ok) return parsed;
  const issues = checkCondition(parsed.value, rules);
  if (issues.length > 0) return fail(issues);
  const c = parsed.value;
  return ok(
    produce(sheet, (d) => {
      const put = (inst: ConditionInstance) => {
        const def = findCondition(inst.condition, rules);
        const i = d.conditions.findIndex((x) => x.condition === inst.condition);
        if (i < 0) d.conditions.push({ ...inst });
        else if (def?.stacks) d.conditions[i]!.levels = (d.conditions[i]!.levels ?? 1) + (inst.levels ?? 1);
        else d.conditions[i] = { ...inst };
      };
      put(c);
      for (const slug of findCondition(c.condition, rules)?.implies ?? []) {
        if (!d.conditions.some((x) => x.condition === slug)) put({ condition: slug });
      }
    }),
  );
}

/**
 * Removes a condition (all its levels). Does not mutate the sheet.
 *
 * @param sheet - The sheet.
 * @param slug - The condition's slug.
 * @returns The updated sheet, or `cosmo_condition_not_present`.
 * @example
 * ```ts
 * removeCondition(sheet, 'cobertura').ok
 * ```
 */
export function removeCondition(sheet: Sheet, slug: string): Result<Sheet> {
  if (!sheet.conditions.some((c) => c.condition === slug)) {
    return fail([cosmoIssue('cosmo_condition_not_present', ['conditions'], { condition: slug })]);
  }
  return ok(
    produce(sheet, (d) => {
      d.conditions = d.conditions.filter((c) => c.condition !== slug);
    }),
  );
}

/**
 * The damage levels a character has (the stacked `dano` condition).
 *
 * @param sheet - The sheet.
 * @param rules - The Cosmo Gaming rules.
 * @returns The levels (0 when unhurt).
 * @example
 * ```ts
 * damageLevels({ conditions: [{ condition: 'dano', levels: 4 }] }) //=> 4
 * ```
 */
export function damageLevels(sheet: Pick<Sheet, 'conditions'>, rules: CosmoRules = cosmoRules): number {
  const slug = rules.damage.conditionSlugs.damage;
  return sheet.conditions.filter((c) => c.condition === slug).reduce((n, c) => n + (c.levels ?? 1), 0);
}
