/**
 * How the receipt is built: the size terms, the max size, the cost and its floor. The public face is
 * `measureTechnique` (the full, frozen receipt). A derived ficha asks for a lean one: its technique
 * line keeps only the totals and the issues, and writing and freezing the labels, texts and notes
 * of eleven receipts it throws away was a third of deriving a level-20 ficha.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import { hasErrors, type Issue } from '../issues/index.js';
import { bookTechniqueRuleset, type Breakdown, type BreakdownTerm, fastBreakdown, grauAt, markHouseTerms, type TechniqueRuleset } from '../rules/index.js';
import { capitalize, effectInfo, effectPoints, entrySlug, pontos } from './internal.js';
import { techniqueIssue as make } from './issues.js';
import { checkTechniqueRules, limitationsWithoutEffect } from './rules.js';
import type { Technique, TechniqueOwner } from './schema.js';

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


/**
 * The size's terms. `notes` null is the lean mode of a derived ficha: the same values (this is
 * the one place that says what a size is made of), with no labels, rules or notes written.
 */
function sizeTerms(t: Technique, rs: TechniqueRuleset, notes: string[] | null): BreakdownTerm[] {
  const T = rs.techniques;
  const lean = notes === null;
  const terms: BreakdownTerm[] = [];
  const first = t.effects[0];
  const firstInfo = first && !lean ? effectInfo(first, rs) : undefined;
  if (t.duration) {
    const d = T.durations[t.duration];
    terms.push(
      lean
        ? { label: '', value: d.points }
        : {
            label: firstInfo ? `${d.label} (inclui o 1º ponto de ${firstInfo.name})` : d.label,
            value: d.points,
            rule: `techniques.durations.${t.duration}`,
          },
    );
  }
  for (let i = 0; i < t.effects.length; i++) {
    const e = t.effects[i]!;
    const included = i === 0 && t.duration ? 1 : 0;
    if (lean) {
      const value = Math.max(0, effectPoints(e, rs) - included);
      if (value > 0) terms.push({ label: '', value });
      continue;
    }
    const info = i === 0 && firstInfo ? firstInfo : effectInfo(e, rs);
    const value = Math.max(0, info.points - included);
    if (value === 0) continue;
    let label: string;
    if (included) label = `${info.name}: mais ${pontos(value)}`;
    else if (e.kind === 'condicao') label = info.grade ? `${info.name}, condição ${T.conditionGradeLabels[info.grade]}` : info.name;
    else if (T.effects[e.kind].single) label = info.name;
    else label = `${info.name}: ${pontos(value)}`;
    terms.push({ label, value, rule: info.rule });
  }
  if (t.range && t.nature) {
    const r = T.ranges[t.range];
    const value = r.points[t.nature];
    if (lean) {
      if (value > 0) terms.push({ label: '', value });
    } else {
      const nature = T.natures[t.nature].label;
      if (value > 0) terms.push({ label: `alcance ${r.label} (${nature})`, value, rule: `techniques.ranges.${t.range}` });
      else notes.push(`Alcance ${r.label}: não custa nada para a natureza ${nature}.`);
    }
  }
  if (t.area) {
    const shape = T.areaShapes[t.area.shape];
    notes?.push(`A forma da área (${shape.label}, ${shape.size}) vem incluída no preço do efeito em área.`);
    if (t.area.doubled) terms.push({ label: T.areaExtras.doubled.label, value: T.areaExtras.doubled.points, rule: 'techniques.areaExtras.doubled' });
    if (t.area.selective) {
      terms.push({ label: T.areaExtras.selective.label, value: T.areaExtras.selective.points, rule: 'techniques.areaExtras.selective' });
    }
  }
  if (t.activation) {
    const a = T.activations[t.activation];
    if (a.points > 0) terms.push(lean ? { label: '', value: a.points } : { label: a.label, value: a.points, rule: `techniques.activations.${t.activation}` });
  }
  for (const m of t.modifiers) {
    const slug = entrySlug(m);
    const p = T.modifiers[slug];
    terms.push(lean ? { label: '', value: p.points } : { label: p.label, value: p.points, rule: `techniques.modifiers.${slug}` });
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
export function costFloorOf(size: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
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
export function sustainUpkeep(duration: Technique['duration'], cost: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number | null {
  if (!duration || !ruleset.techniques.durations[duration].concentration) return null;
  const s = ruleset.techniques.sustain;
  const half = cost / s.upkeepDivisor;
  return Math.max(s.upkeepMinimum, s.upkeepRounding === 'down' ? Math.floor(half) : Math.ceil(half));
}

function floorNote(cost: number, size: number, rs: TechniqueRuleset): string {
  const c = rs.techniques.cost;
  if (Math.ceil(size / c.floorDivisor) >= c.minimum) {
    return `custo ${cost}: o piso é a metade de ${size}, arredondada para cima`;
  }
  return `custo ${cost}: o mínimo absoluto é ${c.minimum}`;
}

/**
 * Builds the receipt of {@link measureTechnique}: `'full'` is the public, frozen receipt; `'lean'`
 * is for a derived ficha's technique line, which keeps only the totals, `valid` and the issue
 * list — the same numbers and issues, with no labels, texts or notes written and nothing frozen
 * (the caller must not hand the receipt out).
 *
 * @internal
 */
export function buildReceipt(technique: Technique, owner: TechniqueOwner | undefined, ruleset: TechniqueRuleset, mode: 'full' | 'lean'): TechniqueReceipt {
  const T = ruleset.techniques;
  const full = mode === 'full';
  const notes: string[] = [];
  const terms = sizeTerms(technique, ruleset, full ? notes : null);
  const sum = terms.reduce((n, x) => n + x.value, 0);
  if (sum < T.sizeMinimum) terms.push({ label: 'mínimo', value: T.sizeMinimum - sum, rule: 'techniques.sizeMinimum' });
  const size = fastBreakdown('Tamanho', full ? markHouseTerms(terms, ruleset) : terms, mode);
  const issues: Issue[] = checkTechniqueRules(technique, owner, ruleset);

  // Max size of the Grau.
  let grau: number | null = null;
  if (technique.grau !== undefined && technique.grau <= T.graus.length) grau = technique.grau;
  else if (technique.grau === undefined && owner) grau = grauAt(owner.level, ruleset);
  let maxSize: Breakdown | null = null;
  if (grau !== null) {
    const row = T.graus[grau - 1]!;
    const terms: BreakdownTerm[] = [full ? { label: `máximo do Grau ${grau}`, value: row.maxSize, rule: `techniques.graus.${grau - 1}.maxSize` } : { label: '', value: row.maxSize }];
    if (technique.golpeDoAssento) {
      terms.push({ label: 'Golpe do Assento', value: T.golpeDoAssento.extraMaxSize, rule: 'techniques.golpeDoAssento.extraMaxSize' });
    }
    maxSize = fastBreakdown('Tamanho máximo', full ? markHouseTerms(terms, ruleset) : terms, mode);
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
  // "Uma limitação que não muda nada na prática vale zero" — unless the Mestre judges otherwise.
  const idle = technique.limitations.length > 0 && !T.limitationWithoutEffect.counts ? limitationsWithoutEffect(technique, owner, ruleset) : null;
  for (let i = 0; i < technique.limitations.length; i++) {
    const slug = entrySlug(technique.limitations[i]!);
    const p = T.limitations[slug];
    const reason = idle?.[i] ?? null;
    const points = reason === null ? p.points : 0;
    limitationPoints += points;
    if (!full) costTerms.push({ label: '', value: points === 0 ? 0 : -points });
    else if (reason === null) costTerms.push({ label: p.label, value: -p.points, rule: `techniques.limitations.${slug}` });
    else costTerms.push({ label: `${p.label} (vale zero: ${reason})`, value: 0, rule: 'techniques.limitationWithoutEffect', note: `${p.label}: ${reason}; uma limitação que não muda nada vale zero` });
  }
  const raw = size.total - limitationPoints;
  const floor = costFloorOf(size.total, ruleset);
  const total = Math.max(raw, floor);
  const bites = raw < floor;
  const reached = limitationPoints > 0 && total === floor;
  const note = full && (bites || reached) ? floorNote(total, size.total, ruleset) : null;
  if (bites) costTerms.push(full ? { label: 'piso', value: floor - raw, rule: 'techniques.cost', note: note! } : { label: '', value: floor - raw });
  if (note) notes.push(`${capitalize(note)}.`);
  const cost = fastBreakdown('Custo', full ? markHouseTerms(costTerms, ruleset, 1) : costTerms, mode);

  const sorted = issues.some((i) => i.severity === 'warning') ? [...issues.filter((i) => i.severity === 'error'), ...issues.filter((i) => i.severity === 'warning')] : issues;
  const receipt: TechniqueReceipt = {
    name: technique.name,
    grau,
    size,
    maxSize,
    cost,
    costFloor: { value: floor, bites, reached, note },
    upkeep: sustainUpkeep(technique.duration, cost.total, ruleset),
    notes,
    issues: sorted,
    valid: !hasErrors(sorted),
  };
  if (full) {
    Object.freeze(receipt.costFloor);
    Object.freeze(notes);
    Object.freeze(sorted);
    Object.freeze(receipt);
  }
  return receipt;
}
