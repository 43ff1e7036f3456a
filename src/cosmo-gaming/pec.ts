/**
 * The PEC (piscina de efeitos cabíveis), built from its parts — ddn, conditions (with the Mestre's
 * multiplier), sacrifice, luck spent with a justification, scene effects — with a breakdown that
 * says where every point comes from.
 *
 * @module
 */
import * as z from 'zod';
import { freeText, fail, ok, parseWith, prefixIssues, type Issue, type Result } from '../issues/index.js';
import { breakdown, type Breakdown, type BreakdownTerm } from '../rules/index.js';
import { checkCondition, conditionInstanceSchema, conditionName, conditionPec, type ConditionInstance } from './conditions.js';
import { cosmoIssue } from './issues.js';
import { cosmoRules, type CosmoRules } from './rules.js';

/**
 * What a ddn gives the superior character: 0 for none, +2 for ddn 1, +1 for each point beyond.
 *
 * @param ddn - The difference of level (0 or more).
 * @param rules - The Cosmo Gaming rules.
 * @returns The PEC bonus.
 * @example
 * ```ts
 * [0, 1, 2, 3].map((n) => ddnBonus(n)) //=> [0, 2, 3, 4]
 * ```
 */
export function ddnBonus(ddn: number, rules: CosmoRules = cosmoRules): number {
  if (ddn <= 0) return 0;
  return rules.pec.ddnFirst + rules.pec.ddnPerExtra * (ddn - 1);
}

/**
 * zod schema of the parts of a PEC.
 *
 * @example
 * ```ts
 * pecInputSchema.parse({ ddn: 1 }).sacrifice //=> false
 * ```
 */
export const pecInputSchema = /* @__PURE__ */ (() => z.object({
  /** ddn over the opponent, or given by the task's ease (0 or more). */
  ddn: z.number().int().min(0).default(0),
  /** ddn lost by the character's state when rolling (`terreno_dificil`, `alvo_caido`, or another reason with its `ddn`). */
  ddnLosses: z
    .array(
      z.object({
        /** Slug of the rules' losses, or a free reason. */
        reason: freeText(z.string().min(1)),
        /** ddn lost (default: the rules' value for the reason). */
        ddn: z.number().int().min(0).optional(),
      }),
    )
    .default([]),
  /** The character's conditions that matter here (each with the Mestre's multiplier, 1–4). */
  conditions: z.array(conditionInstanceSchema).default([]),
  /** Sacrifice: +3 and 1 luck point, then a condition. */
  sacrifice: z.boolean().default(false),
  /** Luck points spent, each with the context that justifies it. */
  luck: z
    .array(
      z.object({
        /** The justification written on the sheet. */
        justification: freeText(z.string()),
      }),
    )
    .default([]),
  /** Scene effects used, each with the element of the scenery that gives the advantage. */
  sceneEffects: z
    .array(
      z.object({
        /** The element of the scenery. */
        element: freeText(z.string()),
      }),
    )
    .default([]),
  /** Anything else the Mestre adds, with its name. */
  other: z
    .array(
      z.object({
        /** What it is. */
        label: freeText(z.string().min(1)),
        /** Its value. */
        value: z.number().int(),
      }),
    )
    .default([]),
}))();

/**
 * The parts of a PEC (input shape; every part is optional).
 *
 * @example
 * ```ts
 * const p: PecInput = { ddn: 2, conditions: [{ condition: 'dano', levels: 1 }] };
 * ```
 */
export type PecInput = {
    ddn?: number | undefined;
    ddnLosses?: {
        reason: string;
        ddn?: number | undefined;
    }[] | undefined;
    conditions?: ConditionInstance[] | undefined;
    sacrifice?: boolean | undefined;
    luck?: {
        justification: string;
    }[] | undefined;
    sceneEffects?: {
        element: string;
    }[] | undefined;
    other?: {
        label: string;
        value: number;
    }[] | undefined;
};

/**
 * A PEC built from its parts.
 *
 * @example
 * ```ts
 * const r = buildPec({ ddn: 2, sacrifice: true });
 * if (r.ok) {
 *   const p: PecResult = r.value;
 *   p.total //=> 6
 * }
 * ```
 */
export interface PecResult {
  /** The PEC. */
  readonly total: number;
  /** "PEC 6 = 3 ddn 2 + 3 sacrifício". */
  readonly breakdown: Breakdown;
  /** ddn after losses (never below 0). */
  readonly ddn: number;
  /** Luck points spent. */
  readonly luckSpent: number;
  /** Luck points gained (sacrifice). */
  readonly luckGained: number;
  /** True after a sacrifice: the character then receives a condition. */
  readonly conditionOwed: boolean;
}

/**
 * Builds the PEC from its parts: ddn (+2 for the first point, +1 for each beyond, after the losses
 * of terrain or a fallen target), each condition (−1 unless it says otherwise, times the Mestre's
 * multiplier up to ×4), a sacrifice (+3, then 1 luck point and a condition), each luck point spent
 * with a justification (+1), each scene effect (+2).
 *
 * @param input - The parts.
 * @param options - `luckAvailable`: the character's luck points, to check the spending.
 * @param rules - The Cosmo Gaming rules.
 * @returns The PEC with its breakdown (a sacrifice adds the warning `cosmo_sacrifice_needs_condition`), or coded issues.
 * @example
 * ```ts
 * const r = buildPec({
 *   ddn: 1,
 *   conditions: [{ condition: 'dano', levels: 2 }],
 *   luck: [{ justification: 'lembra do treino com o mestre' }],
 * }, { luckAvailable: 1 });
 * if (r.ok) r.value.breakdown.text //=> 'PEC 1 = 2 ddn 1 − 2 Dano 2 + 1 sorte (lembra do treino com o mestre)'
 * ```
 */
export function buildPec(input: unknown, options: { readonly luckAvailable?: number } = {}, rules: CosmoRules = cosmoRules): Result<PecResult> {
  const parsed = parseWith(pecInputSchema, input);
  if (!parsed.ok) return parsed;
  const p = parsed.value;
  const issues: Issue[] = [];
  const terms: BreakdownTerm[] = [];
  if (rules.pec.base !== 0) terms.push({ label: 'base', value: rules.pec.base, rule: 'pec.base' });

  let lost = 0;
  p.ddnLosses.forEach((l, i) => {
    const known = rules.movement.ddnLosses.find((x) => x.slug === l.reason);
    const v = l.ddn ?? known?.ddn;
    if (v === undefined) {
      issues.push(
        cosmoIssue('cosmo_ddn_loss_unknown', ['ddnLosses', i, 'reason'], {
          reason: l.reason,
          known: rules.movement.ddnLosses.map((x) => x.slug).join(' ou '),
        }),
      );
    } else lost += v;
  });
  const ddn = Math.max(0, p.ddn - lost);
  if (ddn > 0) {
    const lossNote = lost > 0 ? `ddn ${p.ddn} − ${lost} perdida(s)` : undefined;
    terms.push({ label: `ddn ${ddn}`, value: ddnBonus(ddn, rules), rule: 'pec.ddnFirst', ...(lossNote ? { note: lossNote } : {}) });
  }

  p.conditions.forEach((c, i) => {
    const ci = checkCondition(c, rules);
    if (ci.length) issues.push(...prefixIssues(['conditions', i], ci));
    else {
      const v = conditionPec(c, rules);
      const mult = c.multiplier && c.multiplier > 1 ? ` ×${c.multiplier}` : '';
      terms.push({ label: `${conditionName(c, rules)}${mult}`, value: v, rule: 'conditions' });
    }
  });

  if (p.sacrifice) terms.push({ label: 'sacrifício', value: rules.pec.sacrifice.bonus, rule: 'pec.sacrifice' });

  p.luck.forEach((l, i) => {
    if (l.justification.trim() === '') issues.push(cosmoIssue('cosmo_luck_without_justification', ['luck', i, 'justification'], {}));
    else terms.push({ label: `sorte (${l.justification.trim()})`, value: rules.pec.luckBonus, rule: 'pec.luckBonus' });
  });
  if (options.luckAvailable !== undefined && p.luck.length > options.luckAvailable) {
    issues.push(cosmoIssue('cosmo_luck_not_enough', ['luck'], { wanted: p.luck.length, available: options.luckAvailable }));
  }

  p.sceneEffects.forEach((s, i) => {
    if (s.element.trim() === '') issues.push(cosmoIssue('cosmo_scene_effect_without_element', ['sceneEffects', i, 'element'], {}));
    else terms.push({ label: `efeito em cena (${s.element.trim()})`, value: rules.pec.sceneEffectBonus, rule: 'pec.sceneEffectBonus' });
  });

  for (const o of p.other) terms.push({ label: o.label, value: o.value });

  if (issues.length) return fail(issues);
  const b = breakdown('PEC', terms);
  const warnings = p.sacrifice ? [cosmoIssue('cosmo_sacrifice_needs_condition', ['sacrifice'], {}, 'warning')] : [];
  return ok(
    Object.freeze({
      total: b.total,
      breakdown: b,
      ddn,
      luckSpent: p.luck.length,
      luckGained: p.sacrifice ? rules.pec.sacrifice.luckGained : 0,
      conditionOwed: p.sacrifice,
    }),
    warnings,
  );
}
