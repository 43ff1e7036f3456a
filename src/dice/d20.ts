/**
 * The d20 test of *Sangue e Estrelas*: 1d20 + modifier (+ proficiency) against a target, with
 * Vantagem / Desvantagem and the natural 20 / natural 1 rules of each kind of roll — every rule
 * read from `ruleset.resolution`.
 *
 * @module
 */
import { displayValue, fail, ok, prefixIssues, snapshotInput, unreadableInputIssue, type Issue, type Result } from '../issues/index.js';
import { bookTechniqueRuleset, type ResolutionRules, type TechniqueRuleset } from '../rules/index.js';
import { describeValue, diceIssue } from './issues.js';
import { rollDie, type RandomSource } from './random.js';
import { formatNumberPtBR } from './format.js';

/**
 * The kinds of d20 roll: `ataque`, `ataque_bando`, `pericia`, `efeito`, `iniciativa`.
 *
 * @example
 * ```ts
 * const k: D20RollKind = 'efeito';
 * ```
 */
export type D20RollKind = keyof ResolutionRules['rollKinds'];

/**
 * Whether a roll is plain, with Vantagem or with Desvantagem, after cancelling.
 *
 * @example
 * ```ts
 * const m: AdvantageMode = 'vantagem';
 * ```
 */
export type AdvantageMode = 'normal' | 'vantagem' | 'desvantagem';

/**
 * The d20s a roll uses after Vantagem / Desvantagem are combined.
 *
 * @example
 * ```ts
 * const a: AdvantageResult = { mode: 'vantagem', dice: 2 };
 * ```
 */
export interface AdvantageResult {
  /** Plain, Vantagem or Desvantagem. */
  readonly mode: AdvantageMode;
  /** How many d20 are rolled (the best or worst is kept). */
  readonly dice: number;
}

/**
 * Sources of Vantagem or Desvantagem: `true`/`false`, or how many sources there are.
 *
 * @example
 * ```ts
 * const s: AdvantageSources = 3; // an ally helps, the foe is Caído, a Centelha arrived
 * ```
 */
export type AdvantageSources = boolean | number;

/**
 * What a d20 test needs. Every field is optional except what the roll uses.
 *
 * @example
 * ```ts
 * const input: D20TestInput = { kind: 'pericia', modifier: 3, proficiency: 2, target: 13 };
 * ```
 */
export interface D20TestInput {
  /** The kind of roll (sets the natural 20 / 1 rules). Default `pericia`. */
  readonly kind?: D20RollKind;
  /** Attribute modifier. Default 0. */
  readonly modifier?: number;
  /** The roller's proficiency bonus. Default 0. */
  readonly proficiency?: number;
  /** Whether the roller is trained (proficiency is added only then). Default `true`. */
  readonly trained?: boolean;
  /** Every other bonus or penalty summed (Prata Hierarquia +2, burning +2 per point…). Default 0. */
  readonly bonus?: number;
  /** The target (CD, DEF, a passive defense). Without it the result has no `success`. */
  readonly target?: number;
  /** Sources of Vantagem. */
  readonly vantagem?: AdvantageSources;
  /** Sources of Desvantagem. */
  readonly desvantagem?: AdvantageSources;
  /**
   * Only a natural 20 succeeds (an attack against someone two Sentido steps above — the rule
   * lives in the `cosmo` section; the caller says when it applies).
   */
  readonly onlyNatural20Succeeds?: boolean;
}

/**
 * The outcome of a d20 test.
 *
 * @example
 * ```ts
 * const r = evaluateD20Test({ kind: 'ataque', modifier: 3, proficiency: 2, target: 14, naturals: [20] });
 * if (r.ok) r.value.critical //=> true
 * ```
 */
export interface D20TestResult {
  /** The kind of roll. */
  readonly kind: D20RollKind;
  /** Plain, Vantagem or Desvantagem (after cancelling). */
  readonly mode: AdvantageMode;
  /** Every d20 rolled, in order. */
  readonly dice: readonly number[];
  /** The d20 kept (the best with Vantagem, the worst with Desvantagem). */
  readonly natural: number;
  /** Attribute modifier added. */
  readonly modifier: number;
  /** Proficiency actually added (0 when not trained). */
  readonly proficiency: number;
  /** Other bonuses added. */
  readonly bonus: number;
  /** natural + modifier + proficiency + bonus. */
  readonly total: number;
  /** The target, or `null`. */
  readonly target: number | null;
  /** Whether the roll succeeded (`null` without a target). */
  readonly success: boolean | null;
  /** The kept die shows the die's maximum (20). */
  readonly natural20: boolean;
  /** The kept die shows 1. */
  readonly natural1: boolean;
  /** Succeeded because of the natural 20, whatever the total. */
  readonly autoSuccess: boolean;
  /** Failed because of the natural 1 (or because only a natural 20 could succeed). */
  readonly autoFailure: boolean;
  /** Acerto Crítico. */
  readonly critical: boolean;
  /** Skill test natural 20: something exceptional is added (no guaranteed success). */
  readonly exceptional: boolean;
  /** Skill test natural 1: the total stands, the Mestre may add a complication. */
  readonly complication: boolean;
}

const EMPTY: readonly Issue[] = /* @__PURE__ */ Object.freeze([]);

function countSources(v: AdvantageSources | undefined): number {
  if (v === undefined || v === false) return 0;
  if (v === true) return 1;
  return v;
}

function validSources(v: unknown): boolean {
  return v === undefined || typeof v === 'boolean' || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);
}

/**
 * Combines sources of Vantagem and Desvantagem by the ruleset's rule. In the book they do not
 * stack, and having both — from any number of sources on each side — cancels to a single die.
 *
 * @param vantagem - Sources of Vantagem (`true` or a count).
 * @param desvantagem - Sources of Desvantagem.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The mode and how many d20 to roll.
 * @example
 * ```ts
 * advantageMode(3, 0) //=> { mode: 'vantagem', dice: 2 }
 * advantageMode(3, 1) //=> { mode: 'normal', dice: 1 }
 * ```
 */
export function advantageMode(
  vantagem: AdvantageSources = 0,
  desvantagem: AdvantageSources = 0,
  ruleset: TechniqueRuleset = bookTechniqueRuleset,
): AdvantageResult {
  const rules = ruleset.resolution.advantage;
  const v = countSources(vantagem);
  const d = countSources(desvantagem);
  if (rules.stacking === 'net') {
    const net = v - d;
    if (net === 0) return { mode: 'normal', dice: 1 };
    return { mode: net > 0 ? 'vantagem' : 'desvantagem', dice: 1 + Math.abs(net) * (rules.dice - 1) };
  }
  if (v > 0 && d > 0) return { mode: 'normal', dice: 1 };
  if (v > 0) return { mode: 'vantagem', dice: rules.dice };
  if (d > 0) return { mode: 'desvantagem', dice: rules.dice };
  return { mode: 'normal', dice: 1 };
}

interface Checked {
  kind: D20RollKind;
  modifier: number;
  proficiency: number;
  bonus: number;
  target: number | null;
  adv: AdvantageResult;
  /** `onlyNatural20Succeeds`, read once with the rest. */
  onlyNat20: boolean;
}

const NUMERIC_FIELDS = ['modifier', 'proficiency', 'bonus', 'target'] as const;

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && v - v === 0;

/** Slow path: lists every problem of an input that failed the fast check. */
function inputIssues(input: D20TestInput, ruleset: TechniqueRuleset): Issue[] {
  const raw: unknown = input;
  if (typeof raw !== 'object' || raw === null) {
    return [diceIssue('d20_not_a_number', [], { field: 'entrada', value: describeValue(raw) })];
  }
  const issues: Issue[] = [];
  const kinds = ruleset.resolution.rollKinds;
  const kind: unknown = input.kind ?? 'pericia';
  if (typeof kind !== 'string' || !Object.prototype.hasOwnProperty.call(kinds, kind)) {
    issues.push(diceIssue('d20_unknown_kind', ['kind'], { kind: displayValue(kind), known: Object.keys(kinds).join(', ') }));
  }
  for (const field of NUMERIC_FIELDS) {
    const v: unknown = input[field];
    if (v !== undefined && !isFiniteNumber(v)) issues.push(diceIssue('d20_not_a_number', [field], { field, value: describeValue(v) }));
  }
  for (const field of ['vantagem', 'desvantagem'] as const) {
    if (!validSources(input[field])) {
      issues.push(diceIssue('d20_invalid_sources', [field], { field, value: describeValue(input[field]) }));
    }
  }
  return issues;
}

function check(input: D20TestInput, ruleset: TechniqueRuleset): Result<Checked> {
  try {
    return checkUnsafe(input, ruleset);
  } catch (e) {
    // A proxy or a getter that throws: the input cannot be read.
    return fail([unreadableInputIssue(e)]);
  }
}

function checkUnsafe(input: D20TestInput, ruleset: TechniqueRuleset): Result<Checked> {
  if (typeof input === 'object' && input !== null) {
    const rules = ruleset.resolution;
    const kind = input.kind ?? 'pericia';
    const { modifier = 0, proficiency = 0, bonus = 0, target } = input;
    if (
      typeof kind === 'string' &&
      Object.prototype.hasOwnProperty.call(rules.rollKinds, kind) &&
      isFiniteNumber(modifier) &&
      isFiniteNumber(proficiency) &&
      isFiniteNumber(bonus) &&
      (target === undefined || isFiniteNumber(target)) &&
      validSources(input.vantagem) &&
      validSources(input.desvantagem)
    ) {
      const trained = input.trained !== false || !rules.test.proficiencyOnlyWhenTrained;
      return {
        ok: true,
        issues: EMPTY,
        value: {
          kind,
          modifier,
          proficiency: trained ? proficiency : 0,
          bonus,
          target: target === undefined ? null : target,
          adv: advantageMode(input.vantagem, input.desvantagem, ruleset),
          onlyNat20: input.onlyNatural20Succeeds === true,
        },
      };
    }
  }
  return fail(inputIssues(input, ruleset));
}

/**
 * The outcome of one roll against a target, as a bare number for hot loops (the fight simulator):
 * `0` a miss, `1` a hit, `2` a critical hit. It reads the same rules as {@link d20Test}: a natural
 * maximum of the test die that succeeds on its own (`rollKinds[kind].natural20.autoSuccess`) and
 * may be a critical (`natural20.critical`), a natural 1 that fails on its own
 * (`natural1.autoFailure`), and a total equal to the target that succeeds (`test.successOnEqual`).
 * A test checks it against {@link evaluateD20Test} on every face.
 *
 * @param natural - The face kept (after Vantagem or Desvantagem).
 * @param total - The natural plus every bonus.
 * @param target - The DEF or CD.
 * @param kind - The kind of roll (default: an attack).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns 0 miss, 1 hit, 2 critical hit.
 * @example
 * ```ts
 * rollOutcome(20, 22, 30) //=> 2 (a natural 20 hits, and is critical)
 * rollOutcome(1, 30, 14) //=> 0 (a natural 1 misses)
 * rollOutcome(20, 22, 30, 'ataque_bando') //=> 1 (a band hits, never critically)
 * ```
 */
export function rollOutcome(natural: number, total: number, target: number, kind: D20RollKind = 'ataque', ruleset: TechniqueRuleset = bookTechniqueRuleset): 0 | 1 | 2 {
  const rules = ruleset.resolution;
  const k = rules.rollKinds[kind];
  const top = natural === rules.test.die;
  if (top && k.natural20.autoSuccess) return k.natural20.critical ? 2 : 1;
  if (natural === 1 && k.natural1.autoFailure) return 0;
  const success = rules.test.successOnEqual ? total >= target : total > target;
  if (!success) return 0;
  return top && k.natural20.critical ? 2 : 1;
}

function resolve(c: Checked, dice: readonly number[], onlyNat20: boolean, ruleset: TechniqueRuleset): D20TestResult {
  const rules = ruleset.resolution;
  const kindRules = rules.rollKinds[c.kind];
  let natural = dice[0]!;
  if (c.adv.mode === 'vantagem') for (const f of dice) natural = f > natural ? f : natural;
  else if (c.adv.mode === 'desvantagem') for (const f of dice) natural = f < natural ? f : natural;
  const top = rules.test.die;
  const nat20 = natural === top;
  const nat1 = natural === 1;
  const total = natural + c.modifier + c.proficiency + c.bonus;
  let success: boolean | null = null;
  let autoSuccess = false;
  let autoFailure = false;
  if (c.target !== null) {
    if (nat20 && kindRules.natural20.autoSuccess) {
      success = true;
      autoSuccess = true;
    } else if (nat1 && kindRules.natural1.autoFailure) {
      success = false;
      autoFailure = true;
    } else if (onlyNat20) {
      success = nat20;
      autoFailure = !nat20;
    } else {
      success = rules.test.successOnEqual ? total >= c.target : total > c.target;
    }
  }
  const critical = nat20 && kindRules.natural20.critical && success !== false;
  return {
    kind: c.kind,
    mode: c.adv.mode,
    dice,
    natural,
    modifier: c.modifier,
    proficiency: c.proficiency,
    bonus: c.bonus,
    total,
    target: c.target,
    success,
    natural20: nat20,
    natural1: nat1,
    autoSuccess,
    autoFailure,
    critical,
    exceptional: nat20 && kindRules.natural20.exceptional,
    complication: nat1 && kindRules.natural1.complication,
  };
}

/**
 * Rolls a d20 test: the d20s (two with Vantagem or Desvantagem, one when both cancel), the kept
 * die, the total, success against the target, and the natural 20 / 1 rules of the roll's kind:
 *
 * - `ataque`: a natural 20 hits and is a critical; a natural 1 misses whatever the bonus.
 * - `ataque_bando`: a natural 20 hits, no critical; a natural 1 misses.
 * - `pericia`: no automatic success or failure; natural 20 → `exceptional`, natural 1 → `complication`.
 * - `efeito`, `iniciativa`: no critical; the total decides.
 *
 * @param input - Modifier, proficiency, target, kind, Vantagem / Desvantagem sources.
 * @param rng - The random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The result, or coded issues for bad input (never throws).
 * @example
 * ```ts
 * // The book's example: a level-1 Bronze, Atletismo +5, against CD 13.
 * const r = d20Test({ kind: 'pericia', bonus: 5, target: 13 }, createRandom(1));
 * if (r.ok) r.value.success // true when the d20 shows 8 or more
 * ```
 */
export function d20Test(input: D20TestInput, rng: RandomSource, ruleset: TechniqueRuleset = bookTechniqueRuleset): Result<D20TestResult> {
  const c = check(input, ruleset);
  if (!c.ok) return c;
  const sides = ruleset.resolution.test.die;
  const n = c.value.adv.dice;
  let dice: number[];
  if (n === 1) dice = [rollDie(sides, rng)];
  else if (n === 2) dice = [rollDie(sides, rng), rollDie(sides, rng)];
  else {
    dice = new Array<number>(n);
    for (let i = 0; i < n; i++) dice[i] = rollDie(sides, rng);
  }
  return { ok: true, issues: EMPTY, value: resolve(c.value, dice, c.value.onlyNat20, ruleset) };
}

/**
 * Evaluates a d20 test whose dice were already rolled (physical dice, or an app's own roller).
 *
 * @param input - The test, plus `naturals`: the d20 faces (as many as the mode needs).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The result, or coded issues (wrong number of dice, a face outside 1…20…).
 * @example
 * ```ts
 * evaluateD20Test({ kind: 'ataque', modifier: 10, target: 12, naturals: [1] }).value.success //=> false
 * ```
 */
export function evaluateD20Test(
  input: D20TestInput & { readonly naturals: readonly number[] },
  ruleset: TechniqueRuleset = bookTechniqueRuleset,
): Result<D20TestResult> {
  const c = check(input, ruleset);
  if (!c.ok) return c;
  const sides = ruleset.resolution.test.die;
  let naturals: unknown;
  try {
    // Read once, as plain data (a proxy or a getter cannot change the faces between checks).
    const snap = snapshotInput(input.naturals);
    if (!snap.ok) return fail(prefixIssues(['naturals'], snap.issues));
    naturals = snap.value;
  } catch (e) {
    return fail([unreadableInputIssue(e, ['naturals'])]);
  }
  if (!Array.isArray(naturals)) {
    return fail([diceIssue('d20_wrong_dice_count', ['naturals'], { given: 0, expected: c.value.adv.dice })]);
  }
  if (naturals.length !== c.value.adv.dice) {
    return fail([diceIssue('d20_wrong_dice_count', ['naturals'], { given: naturals.length, expected: c.value.adv.dice })]);
  }
  const issues: Issue[] = [];
  naturals.forEach((f: unknown, i) => {
    if (!(typeof f === 'number' && Number.isInteger(f) && f >= 1 && f <= sides)) {
      issues.push(diceIssue('d20_invalid_natural', ['naturals', i], { value: describeValue(f), die: sides }));
    }
  });
  if (issues.length > 0) return fail(issues);
  return ok(resolve(c.value, Object.freeze([...(naturals as number[])]), c.value.onlyNat20, ruleset));
}

/**
 * Exact chances of a d20 test (no rolling): success, critical, automatic failure.
 *
 * @example
 * ```ts
 * const c: D20Chances = { success: 0.65, critical: 0.05, autoFailure: 0.05 };
 * ```
 */
export interface D20Chances {
  /** Probability of success (0…1). `NaN` without a target. */
  readonly success: number;
  /** Probability of an Acerto Crítico. */
  readonly critical: number;
  /** Probability of failing because of a natural 1 (or of not rolling the only natural 20 that could hit). */
  readonly autoFailure: number;
}

/**
 * Computes the exact chances of a d20 test by going over every face of the kept die.
 *
 * @param input - The test.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The chances, or coded issues.
 * @example
 * ```ts
 * d20Chances({ kind: 'pericia', bonus: 5, target: 13 }).value.success //=> 0.65
 * d20Chances({ kind: 'pericia', bonus: 5, target: 13, vantagem: true }).value.success //=> 0.8775
 * ```
 */
export function d20Chances(input: D20TestInput, ruleset: TechniqueRuleset = bookTechniqueRuleset): Result<D20Chances> {
  const c = check(input, ruleset);
  if (!c.ok) return c;
  const sides = ruleset.resolution.test.die;
  const { mode, dice } = c.value.adv;
  const onlyNat20 = c.value.onlyNat20;
  let success = 0;
  let critical = 0;
  let autoFailure = 0;
  for (let f = 1; f <= sides; f++) {
    // P(kept = f): max of `dice` dice (Vantagem), min (Desvantagem), or one die.
    const p =
      mode === 'vantagem'
        ? (f / sides) ** dice - ((f - 1) / sides) ** dice
        : mode === 'desvantagem'
          ? ((sides - f + 1) / sides) ** dice - ((sides - f) / sides) ** dice
          : 1 / sides;
    const r = resolve(c.value, [f], onlyNat20, ruleset);
    if (r.success) success += p;
    if (r.critical) critical += p;
    if (r.autoFailure) autoFailure += p;
  }
  const round = (x: number): number => Math.round(x * 1e12) / 1e12;
  return ok({
    success: c.value.target === null ? Number.NaN : round(success),
    critical: round(critical),
    autoFailure: round(autoFailure),
  });
}

const MODE_TEXT: Record<AdvantageMode, (r: TechniqueRuleset) => string> = {
  normal: () => '',
  vantagem: (r) => ` com ${r.resolution.advantage.labels.vantagem}`,
  desvantagem: (r) => ` com ${r.resolution.advantage.labels.desvantagem}`,
};

/**
 * Describes a d20 test result in pt-BR, for a log or a tooltip.
 *
 * @param result - The result of {@link d20Test} or {@link evaluateD20Test}.
 * @param ruleset - The ruleset (for labels; defaults to the book's).
 * @returns A sentence such as `"Ataque com Vantagem: d20 [17, 4] → 17 + 3 + 2 = 22 contra 15: sucesso."`.
 * @example
 * ```ts
 * const r = evaluateD20Test({ kind: 'pericia', bonus: 5, target: 13, naturals: [8] });
 * if (r.ok) describeD20Test(r.value) //=> 'Teste de perícia: d20 [8] → 8 + 5 = 13 contra 13: sucesso.'
 * ```
 */
export function describeD20Test(result: D20TestResult, ruleset: TechniqueRuleset = bookTechniqueRuleset): string {
  const label = ruleset.resolution.rollKinds[result.kind].label;
  const parts = [result.natural, result.modifier, result.proficiency, result.bonus].filter((v, i) => i === 0 || v !== 0);
  const sum = parts.map((v, i) => (i === 0 ? formatNumberPtBR(v) : v < 0 ? `− ${formatNumberPtBR(-v)}` : `+ ${formatNumberPtBR(v)}`)).join(' ');
  let text = `${label}${MODE_TEXT[result.mode](ruleset)}: d${ruleset.resolution.test.die} [${result.dice.join(', ')}] → ${sum} = ${formatNumberPtBR(result.total)}`;
  if (result.target !== null) text += ` contra ${formatNumberPtBR(result.target)}`;
  const notes: string[] = [];
  if (result.success !== null) notes.push(result.success ? 'sucesso' : 'falha');
  if (result.critical) notes.push('acerto crítico');
  else if (result.autoSuccess) notes.push('20 natural');
  if (result.autoFailure && result.natural1) notes.push('1 natural');
  if (result.exceptional) notes.push('20 natural: algo excepcional');
  if (result.complication) notes.push('1 natural: pode haver complicação');
  return `${text}${notes.length ? `: ${notes.join(', ')}` : ''}.`;
}

/**
 * Looks up a row of the difficulty table by slug or by CD.
 *
 * @param key - A slug (`"dificil"`) or a CD (`16`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The row, or `undefined` when no row matches.
 * @example
 * ```ts
 * difficulty('media')?.cd //=> 13
 * difficulty(19)?.label //=> 'Muito difícil'
 * ```
 */
export function difficulty(key: string | number, ruleset: TechniqueRuleset = bookTechniqueRuleset): ResolutionRules['difficulties'][number] | undefined {
  return ruleset.resolution.difficulties.find((d) => (typeof key === 'number' ? d.cd === key : d.slug === key));
}
