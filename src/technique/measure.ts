/**
 * The technique engine's receipt: size, max size and cost, each a sum of labelled terms that name
 * the rule they come from, plus every rule of the chapter checked.
 *
 * @module
 */
import { hasErrors, type Issue, type Result, fail, ok, parseWith, prefixIssues } from '../issues/index.js';
import type { Breakdown, BreakdownTerm } from '../rules/breakdown.js';
import { checkLevel, grauAt } from '../rules/levels.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import { deepFreeze } from '../internal/freeze.js';
import { capitalize, effectInfo, entrySlug, fastBreakdown, pontos } from './internal.js';
import { techniqueIssue as make } from './issues.js';
import { checkTechniqueRules } from './rules.js';
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

function sizeTerms(t: Technique, rs: Ruleset, notes: string[]): BreakdownTerm[] {
  const T = rs.techniques;
  const terms: BreakdownTerm[] = [];
  const first = t.effects[0];
  const firstInfo = first ? effectInfo(first, rs) : undefined;
  if (t.duration) {
    const d = T.durations[t.duration];
    terms.push({
      label: firstInfo ? `${d.label} (inclui o 1º ponto de ${firstInfo.name})` : d.label,
      value: d.points,
      rule: `techniques.durations.${t.duration}`,
    });
  }
  t.effects.forEach((e, i) => {
    const info = i === 0 && firstInfo ? firstInfo : effectInfo(e, rs);
    const included = i === 0 && t.duration ? 1 : 0;
    const value = Math.max(0, info.points - included);
    if (value === 0) return;
    let label: string;
    if (included) label = `${info.name}: mais ${pontos(value)}`;
    else if (e.kind === 'condicao') label = info.grade ? `${info.name}, condição ${T.conditionGradeLabels[info.grade]}` : info.name;
    else if (T.effects[e.kind].single) label = info.name;
    else label = `${info.name}: ${pontos(value)}`;
    terms.push({ label, value, rule: info.rule });
  });
  if (t.range && t.nature) {
    const r = T.ranges[t.range];
    const value = r.points[t.nature];
    const nature = T.natures[t.nature].label;
    if (value > 0) terms.push({ label: `alcance ${r.label} (${nature})`, value, rule: `techniques.ranges.${t.range}` });
    else notes.push(`Alcance ${r.label}: não custa nada para a natureza ${nature}.`);
  }
  if (t.area) {
    const shape = T.areaShapes[t.area.shape];
    notes.push(`A forma da área (${shape.label}, ${shape.size}) vem incluída no preço do efeito em área.`);
    if (t.area.doubled) terms.push({ label: T.areaExtras.doubled.label, value: T.areaExtras.doubled.points, rule: 'techniques.areaExtras.doubled' });
    if (t.area.selective) {
      terms.push({ label: T.areaExtras.selective.label, value: T.areaExtras.selective.points, rule: 'techniques.areaExtras.selective' });
    }
  }
  if (t.activation) {
    const a = T.activations[t.activation];
    if (a.points > 0) terms.push({ label: a.label, value: a.points, rule: `techniques.activations.${t.activation}` });
  }
  for (const m of t.modifiers) {
    const slug = entrySlug(m);
    const p = T.modifiers[slug];
    terms.push({ label: p.label, value: p.points, rule: `techniques.modifiers.${slug}` });
  }
  return terms;
}

/**
 * The cost floor of a size: max(minimum, ⌈size / divisor⌉) — "nunca abaixo da metade do tamanho,
 * arredondada para cima; mínimo 1".
 *
 * @param size - The technique's size.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The floor.
 * @example
 * ```ts
 * costFloorOf(3) //=> 2
 * costFloorOf(1) //=> 1
 * ```
 */
export function costFloorOf(size: number, ruleset: Ruleset = bookRuleset): number {
  const c = ruleset.techniques.cost;
  return Math.max(c.minimum, Math.ceil(size / c.floorDivisor));
}

/**
 * The upkeep a sustained technique asks at the start of each of your turns: half its cost,
 * rounded down, at least 1 (`null` for techniques that are not sustained).
 *
 * @param duration - The technique's duration.
 * @param cost - Its cost.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The upkeep, or `null`.
 * @example
 * ```ts
 * sustainUpkeep('sustentada', 5) //=> 2
 * sustainUpkeep('instantanea', 5) //=> null
 * ```
 */
export function sustainUpkeep(duration: Technique['duration'], cost: number, ruleset: Ruleset = bookRuleset): number | null {
  if (!duration || !ruleset.techniques.durations[duration].concentration) return null;
  const s = ruleset.techniques.sustain;
  const half = cost / s.upkeepDivisor;
  return Math.max(s.upkeepMinimum, s.upkeepRounding === 'down' ? Math.floor(half) : Math.ceil(half));
}

function floorNote(cost: number, size: number, rs: Ruleset): string {
  const c = rs.techniques.cost;
  if (Math.ceil(size / c.floorDivisor) >= c.minimum) {
    return `custo ${cost}: o piso é a metade de ${size}, arredondada para cima`;
  }
  return `custo ${cost}: o mínimo absoluto é ${c.minimum}`;
}

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
  const T = ruleset.techniques;
  const notes: string[] = [];
  const terms = sizeTerms(technique, ruleset, notes);
  const sum = terms.reduce((n, x) => n + x.value, 0);
  if (sum < T.sizeMinimum) terms.push({ label: 'mínimo', value: T.sizeMinimum - sum, rule: 'techniques.sizeMinimum' });
  const size = fastBreakdown('Tamanho', terms);
  const issues: Issue[] = checkTechniqueRules(technique, owner, ruleset);

  // Max size of the Grau.
  let grau: number | null = null;
  if (technique.grau !== undefined && technique.grau <= T.graus.length) grau = technique.grau;
  else if (technique.grau === undefined && owner) grau = grauAt(owner.level, ruleset);
  let maxSize: Breakdown | null = null;
  if (grau !== null) {
    const row = T.graus[grau - 1]!;
    const terms: BreakdownTerm[] = [{ label: `máximo do Grau ${grau}`, value: row.maxSize, rule: `techniques.graus.${grau - 1}.maxSize` }];
    if (technique.golpeDoAssento) {
      terms.push({ label: 'Golpe do Assento', value: T.golpeDoAssento.extraMaxSize, rule: 'techniques.golpeDoAssento.extraMaxSize' });
    }
    maxSize = fastBreakdown('Tamanho máximo', terms);
    if (size.total > maxSize.total) {
      issues.push(
        make('technique_over_max_size', ['effects'], {
          size: size.total,
          maxSize: maxSize.total,
          excess: size.total - maxSize.total,
          grau,
          seat: technique.golpeDoAssento !== undefined,
        }),
      );
    }
  }

  // Cost = size − limitations, never below the floor.
  const costTerms: BreakdownTerm[] = [{ label: 'tamanho', value: size.total, rule: 'techniques.cost' }];
  let limitationPoints = 0;
  for (const l of technique.limitations) {
    const slug = entrySlug(l);
    const p = T.limitations[slug];
    limitationPoints += p.points;
    costTerms.push({ label: p.label, value: -p.points, rule: `techniques.limitations.${slug}` });
  }
  const raw = size.total - limitationPoints;
  const floor = costFloorOf(size.total, ruleset);
  const total = Math.max(raw, floor);
  const bites = raw < floor;
  const reached = limitationPoints > 0 && total === floor;
  const note = bites || reached ? floorNote(total, size.total, ruleset) : null;
  if (bites) costTerms.push({ label: 'piso', value: floor - raw, rule: 'techniques.cost', note: note! });
  if (note) notes.push(`${capitalize(note)}.`);
  const cost = fastBreakdown('Custo', costTerms);

  const sorted = issues.some((i) => i.severity === 'warning') ? [...issues.filter((i) => i.severity === 'error'), ...issues.filter((i) => i.severity === 'warning')] : issues;
  return Object.freeze({
    name: technique.name,
    grau,
    size,
    maxSize,
    cost,
    costFloor: Object.freeze({ value: floor, bites, reached, note }),
    upkeep: sustainUpkeep(technique.duration, cost.total, ruleset),
    notes: Object.freeze(notes),
    issues: Object.freeze(sorted),
    valid: !hasErrors(sorted),
  });
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
