/**
 * The technique engine's receipt: size, max size and cost, each a sum of labelled terms that name
 * the rule they come from, plus every rule of the chapter checked.
 *
 * @module
 */
import { type Issue, type Result, fail, ok, parseWith, prefixIssues } from '../issues/index.js';
import type { Breakdown } from '../rules/breakdown.js';
import { checkLevel } from '../rules/levels.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import { deepFreeze } from '../internal/freeze.js';
import { techniqueIssue as make } from './issues.js';
import { buildReceipt } from './receipt.js';
import { techniqueOwnerSchema, techniqueSchema, type Technique, type TechniqueOwner } from './schema.js';

/**
 * The cost floor of a technique: never below half the size (rounded up), never below the minimum.
 *
 * @example
 * ```ts
 * const f: CostFloor = { value: 2, bites: false, reached: true, note: 'custo 2: o piso é a metade de 3, arredondada para cima' };
 * ```
 */
export interface CostFloor {
  /** The floor: max(minimum, ⌈size / 2⌉). */
  readonly value: number;
  /** The limitations would take the cost below the floor, and the floor held it. */
  readonly bites: boolean;
  /** The cost sits on the floor and limitations were applied (they cannot take more). */
  readonly reached: boolean;
  /** pt-BR explanation when the floor matters ("custo 2: o piso é a metade de 3, arredondada para cima"). */
  readonly note: string | null;
}

/**
 * What the engine says about a technique: each number with its terms, and every issue.
 *
 * @example
 * ```ts
 * const r: TechniqueReceipt = measureTechnique(poeiraDeGelo);
 * r.size.text //=> 'Tamanho 3 = 1 instantânea (inclui o 1º ponto de dano em área) + 1 dano em área: mais 1 ponto + 1 Lento, condição fraca'
 * ```
 */
export interface TechniqueReceipt {
  /** The technique's name. */
  readonly name: string;
  /** The Grau used for the max size: the technique's, or the owner's when the technique has none. */
  readonly grau: number | null;
  /** Size = duration (with the first effect point) + extra effect points + range + area + activation + modifiers. */
  readonly size: Breakdown;
  /** Max size of the Grau (+1 for a Golpe do Assento); `null` without a Grau. */
  readonly maxSize: Breakdown | null;
  /** Cost in Cosmo = size − limitations, never below the floor. */
  readonly cost: Breakdown;
  /** The cost floor and whether it held. */
  readonly costFloor: CostFloor;
  /** Upkeep per turn of a sustained technique (half the cost, down, min 1); `null` otherwise. */
  readonly upkeep: number | null;
  /** pt-BR notes: what came free (the nature's range, the area shape), the floor. */
  readonly notes: readonly string[];
  /** Every issue: errors block, warnings advise. */
  readonly issues: readonly Issue[];
  /** No errors: the technique is ready. */
  readonly valid: boolean;
}

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
export function measureTechnique(technique: Technique, owner?: TechniqueOwner, ruleset: Ruleset = bookRuleset): TechniqueReceipt {
  return buildReceipt(technique, owner, ruleset, 'full');
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
export function readTechniqueOwner(input: unknown, ruleset: Ruleset = bookRuleset): Result<TechniqueOwner> {
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
export function readTechnique(input: unknown, owner?: unknown, ruleset: Ruleset = bookRuleset): Result<MeasuredTechnique> {
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
