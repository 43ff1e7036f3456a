/**
 * The technique engine's receipt: size, max size and cost, each a sum of labelled terms that name
 * the rule they come from, plus every rule of the chapter checked.
 *
 * @module
 */
import { type Issue, type Result, fail, ok, parseWith, prefixIssues } from '../issues/index.js';
import { bookTechniqueRuleset, checkLevel, type TechniqueRuleset } from '../rules/index.js';
import { deepFreeze } from '../internal/freeze.js';
import { techniqueIssue as make } from './issues.js';
import { buildReceipt, type TechniqueReceipt } from './receipt.js';
import { techniqueOwnerSchema, techniqueSchema, type Technique, type TechniqueOwner } from './schema.js';

export type { CostFloor, TechniqueReceipt } from './receipt.js';
export { costFloorOf, sustainUpkeep } from './receipt.js';

/**
 * Measures a technique: the size receipt (each term with its points and rule), the max size of
 * its Grau (+1 for a Golpe do Assento), the cost (size − limitations, with the floor), the upkeep
 * of a sustained technique, and every rule of the chapter checked. Never throws on a parsed
 * technique; for untrusted JSON use {@link readTechnique}.
 *
 * @param technique - A parsed technique.
 * @param owner - Who uses it (optional; enables the owner checks, and gives the Grau when the technique has none).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The receipt.
 * @example
 * ```ts
 * const dragao = createTechnique({
 *   name: 'Dragão Ascendente', nature: 'golpe', activation: 'acao', duration: 'instantanea', range: 'toque',
 *   effects: [{ kind: 'dano', points: 2 }, { kind: 'condicao', condition: 'caido' }],
 *   limitations: ['te_deixa_desprevenido'], roll: { kind: 'ataque' }, grau: 1, description: 'O dragão sobe.',
 * });
 * const r = measureTechnique(dragao);
 * r.size.total //=> 3
 * r.cost.total //=> 2
 * r.costFloor.note //=> 'custo 2: o piso é a metade de 3, arredondada para cima'
 * ```
 */
export function measureTechnique(technique: Technique, owner?: TechniqueOwner, ruleset: TechniqueRuleset = bookTechniqueRuleset): TechniqueReceipt {
  return buildReceipt(technique, owner, ruleset, 'full');
}

/**
 * The same totals, issues and validity as {@link measureTechnique}, without the labelled terms and
 * their pt-BR texts (each breakdown keeps its `total` and `terms`; `text` is empty and nothing is
 * frozen). For hot paths that read only the numbers — a ficha of many techniques, the simulator.
 * A property test checks that both agree on every total and issue.
 *
 * @param technique - A parsed technique.
 * @param owner - Optional owner (level and Grau), for the max size and the readiness checks.
 * @param ruleset - The rules (default: the book's).
 * @returns The lean receipt.
 * @example
 * ```ts
 * measureTechniqueTotals(dragao).cost.total //=> 2
 * ```
 */
export function measureTechniqueTotals(technique: Technique, owner?: TechniqueOwner, ruleset: TechniqueRuleset = bookTechniqueRuleset): TechniqueReceipt {
  return buildReceipt(technique, owner, ruleset, 'lean');
}

/**
 * A technique read from untrusted input, with its receipt.
 *
 * @example
 * ```ts
 * const m: MeasuredTechnique = { technique, receipt: measureTechnique(technique) };
 * ```
 */
export interface MeasuredTechnique {
  /** The parsed, immutable technique. */
  readonly technique: Technique;
  /** Its receipt (with the rule issues; `receipt.valid` says whether it is ready). */
  readonly receipt: TechniqueReceipt;
}

/**
 * Parses and validates an owner context from untrusted input.
 *
 * @param input - Untrusted owner (`{ level, attributes?, … }`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The owner, or coded issues (never throws).
 * @example
 * ```ts
 * readTechniqueOwner({ level: 21 }).issues[0].code //=> 'technique_owner_level_invalid'
 * ```
 */
export function readTechniqueOwner(input: unknown, ruleset: TechniqueRuleset = bookTechniqueRuleset): Result<TechniqueOwner> {
  const parsed = parseWith(techniqueOwnerSchema, input);
  if (!parsed.ok) return parsed;
  const lv = checkLevel(parsed.value.level, ruleset);
  if (!lv.ok) return fail([make('technique_owner_level_invalid', ['level'], { level: parsed.value.level, max: ruleset.progression.levels.length })]);
  return parsed;
}

/**
 * Reads a technique from untrusted input (a JSON file, a form) and measures it. Never throws:
 * unreadable input (wrong shape) gives `ok: false` with coded pt-BR issues; a readable technique
 * gives `ok: true` with its receipt — whose `valid` says whether it breaks a rule.
 *
 * @param input - Untrusted technique document.
 * @param owner - Optional untrusted owner context.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The technique and its receipt, or the schema issues.
 * @example
 * ```ts
 * const r = readTechnique(JSON.parse(text));
 * if (r.ok) console.log(r.value.receipt.cost.total, r.value.receipt.valid);
 * else console.log(r.issues.map((i) => i.message));
 * ```
 */
export function readTechnique(input: unknown, owner?: unknown, ruleset: TechniqueRuleset = bookTechniqueRuleset): Result<MeasuredTechnique> {
  const parsed = parseWith(techniqueSchema, input);
  let ownerValue: TechniqueOwner | undefined;
  const issues: Issue[] = parsed.ok ? [] : [...parsed.issues];
  if (owner !== undefined) {
    const o = readTechniqueOwner(owner, ruleset);
    if (o.ok) ownerValue = o.value;
    else issues.push(...prefixIssues(['owner'], o.issues));
  }
  if (!parsed.ok || issues.length > 0) return fail(issues);
  const technique = deepFreeze(parsed.value as Technique);
  return ok({ technique, receipt: measureTechnique(technique, ownerValue, ruleset) });
}
