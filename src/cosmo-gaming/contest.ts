/**
 * Resolution: contests between characters (higher total wins; ties by fewer dice, then lower PEC,
 * then fewer conditions), rolls against the Mestre do Cosmo, and their exact chances.
 *
 * @module
 */
import type { RandomSource } from '../dice/index.js';
import { formulaText } from './campaign.js';
import { rollMestre, type CosmoRoll } from './dice.js';
import { cosmoRules, type CosmoRules, type Realism, type RollFormula } from './rules.js';

/**
 * One side of a contest: who, the roll, and how many conditions they have (third tie-break).
 *
 * @example
 * ```ts
 * const c: Contender = { name: 'Lira', roll, conditions: 0 };
 * ```
 */
export interface Contender {
  /** Who rolled. */
  readonly name: string;
  /** The roll (dice + PEC). */
  readonly roll: CosmoRoll;
  /** How many conditions they have (see `countConditions`). */
  readonly conditions: number;
}

/**
 * What decided a comparison: the totals, one of the three tie-breaks, or nothing (a full tie).
 *
 * @example
 * ```ts
 * const d: DecidedBy = 'menos_pec';
 * ```
 */
export type DecidedBy = 'total' | 'menos_dados' | 'menos_pec' | 'menos_condicoes' | 'empate';

/**
 * pt-BR text of each {@link DecidedBy}.
 *
 * @example
 * ```ts
 * decidedByLabels.menos_dados //=> 'empate desfeito: menos dados'
 * ```
 */
export const decidedByLabels: Readonly<Record<DecidedBy, string>> = /* @__PURE__ */ Object.freeze({
  total: 'maior rolagem',
  menos_dados: 'empate desfeito: menos dados',
  menos_pec: 'empate desfeito: menos pontos na PEC',
  menos_condicoes: 'empate desfeito: menos condições',
  empate: 'empate em tudo',
});

/**
 * The numbers a comparison looks at: the total, and the three tie-breaks.
 *
 * @example
 * ```ts
 * const s: ComparisonSide = { total: 8, dice: 2, pec: 0, conditions: 1 };
 * ```
 */
export interface ComparisonSide {
  /** Dice + modifier + PEC. */
  readonly total: number;
  /** Dice rolled (first tie-break: fewer wins). */
  readonly dice: number;
  /** PEC (second tie-break: fewer points wins). */
  readonly pec: number;
  /** Conditions (third tie-break: fewer wins). */
  readonly conditions: number;
}

/**
 * The result of {@link compareSides}.
 *
 * @example
 * ```ts
 * const c: Comparison = { order: 1, decidedBy: 'total' };
 * ```
 */
export interface Comparison {
  /** `1`: the first side wins; `-1`: the second; `0`: a full tie. */
  readonly order: -1 | 0 | 1;
  /** What decided it. */
  readonly decidedBy: DecidedBy;
}

/**
 * Compares two sides: the higher total wins; on a tie, the rules' tie-breaks in order (fewer dice,
 * then fewer points in the PEC, then fewer conditions).
 *
 * @param a - First side's total, dice, PEC and conditions.
 * @param b - Second side's.
 * @param rules - The Cosmo Gaming rules.
 * @returns `1` when `a` wins, `-1` when `b` wins, `0` for a full tie, and what decided it.
 * @example
 * ```ts
 * compareSides({ total: 8, dice: 1, pec: 3, conditions: 0 }, { total: 8, dice: 2, pec: 0, conditions: 0 })
 * //=> { order: 1, decidedBy: 'menos_dados' }
 * ```
 */
export function compareSides(a: ComparisonSide, b: ComparisonSide, rules: CosmoRules = cosmoRules): Comparison {
  if (a.total !== b.total) return { order: a.total > b.total ? 1 : -1, decidedBy: 'total' };
  for (const t of rules.tieBreaks) {
    const [x, y] = t === 'menos_dados' ? [a.dice, b.dice] : t === 'menos_pec' ? [a.pec, b.pec] : [a.conditions, b.conditions];
    if (x !== y) return { order: x < y ? 1 : -1, decidedBy: t };
  }
  return { order: 0, decidedBy: 'empate' };
}

function sidesOf(c: Contender): ComparisonSide {
  return { total: c.roll.total, dice: c.roll.formula.dice, pec: c.roll.pec, conditions: c.conditions };
}

/**
 * The result of a contest between two characters.
 *
 * @example
 * ```ts
 * const r: ContestResult = resolveContest(a, b);
 * r.winner //=> 'Lira'
 * ```
 */
export interface ContestResult {
  /** The winner's name; `undefined` on a full tie (roll again). */
  readonly winner: string | undefined;
  /** The loser's name; `undefined` on a full tie. */
  readonly loser: string | undefined;
  /** What decided it. */
  readonly decidedBy: DecidedBy;
  /** The two sides as given. */
  readonly sides: readonly [Contender, Contender];
  /** A pt-BR summary. */
  readonly text: string;
}

/**
 * Resolves a contest between two characters who challenge each other: the higher roll (dice + PEC)
 * succeeds; ties go to fewer dice, then fewer PEC points, then fewer conditions; a tie in all of
 * them has no winner (roll again).
 *
 * @param a - One side.
 * @param b - The other.
 * @param rules - The Cosmo Gaming rules.
 * @returns Who won and why.
 * @example
 * ```ts
 * // Lira 2d6 (4, 4) + PEC 0 = 8 against Bruno 1d6 (5) + PEC 3 = 8: tie, Lira rolled more dice.
 * resolveContest(lira, bruno).winner //=> 'Bruno'
 * ```
 */
export function resolveContest(a: Contender, b: Contender, rules: CosmoRules = cosmoRules): ContestResult {
  const { order, decidedBy } = compareSides(sidesOf(a), sidesOf(b), rules);
  const winner = order > 0 ? a : order < 0 ? b : undefined;
  const loser = order > 0 ? b : order < 0 ? a : undefined;
  const head = `${a.name}: ${a.roll.text} · ${b.name}: ${b.roll.text}`;
  const tail = winner ? `${winner.name} vence (${decidedByLabels[decidedBy]})` : 'empate em tudo: rolem de novo';
  return Object.freeze({
    winner: winner?.name,
    loser: loser?.name,
    decidedBy,
    sides: Object.freeze([a, b] as const),
    text: `${head} → ${tail}`,
  });
}

/**
 * Who forced a roll against the Mestre: the player (acting on a natural challenge) or the Mestre
 * (imposing it on the player).
 *
 * @example
 * ```ts
 * const f: ForcedBy = 'jogador';
 * ```
 */
export type ForcedBy = 'jogador' | 'mestre';

/**
 * The four outcomes of a roll against the Mestre: the player forced it and won (`sucesso`) or lost
 * (`ausencia_de_sucesso`); the Mestre forced it and the player won (`ausencia_de_fracasso`) or lost
 * (`fracasso`).
 *
 * @example
 * ```ts
 * const o: MestreOutcome = 'ausencia_de_fracasso';
 * ```
 */
export type MestreOutcome = 'sucesso' | 'ausencia_de_sucesso' | 'ausencia_de_fracasso' | 'fracasso';

/**
 * pt-BR labels of {@link MestreOutcome}.
 *
 * @example
 * ```ts
 * mestreOutcomeLabels.ausencia_de_sucesso //=> 'ausência de sucesso'
 * ```
 */
export const mestreOutcomeLabels: Readonly<Record<MestreOutcome, string>> = /* @__PURE__ */ Object.freeze({
  sucesso: 'sucesso',
  ausencia_de_sucesso: 'ausência de sucesso',
  ausencia_de_fracasso: 'ausência de fracasso',
  fracasso: 'fracasso',
});

/**
 * The result of a roll against the Mestre.
 *
 * @example
 * ```ts
 * const r: MestreResult = resolveAgainstMestre(player, mestreRoll, 'jogador');
 * r.outcome //=> 'sucesso'
 * ```
 */
export interface MestreResult {
  /** Whether the player beat the Mestre's roll. */
  readonly playerWins: boolean;
  /** What it means, given who forced the roll. */
  readonly outcome: MestreOutcome;
  /** What decided it. */
  readonly decidedBy: DecidedBy;
  /** The player's side. */
  readonly player: Contender;
  /** The Mestre's roll. */
  readonly mestre: CosmoRoll;
  /** Who forced the roll. */
  readonly forcedBy: ForcedBy;
  /** A pt-BR summary. */
  readonly text: string;
}

/**
 * Resolves a player's roll against the Mestre's roll. Ties use the same tie-breaks (the Mestre's
 * dice are its formula's: 1, 2 or 3); a tie in everything goes to the side that did not force
 * the roll (reconstructed). If the player forced it, losing is "ausência de sucesso"; if the Mestre
 * forced it, winning is "ausência de fracasso".
 *
 * @param player - The player's side.
 * @param mestre - The Mestre's roll (see {@link rollMestre}).
 * @param forcedBy - Who forced the roll.
 * @param mestreConditions - Conditions on the challenge (third tie-break; default 0).
 * @param rules - The Cosmo Gaming rules.
 * @returns The outcome.
 * @example
 * ```ts
 * resolveAgainstMestre(lira, mestreRoll, 'mestre').outcome //=> 'ausencia_de_fracasso'
 * ```
 */
export function resolveAgainstMestre(
  player: Contender,
  mestre: CosmoRoll,
  forcedBy: ForcedBy,
  mestreConditions = 0,
  rules: CosmoRules = cosmoRules,
): MestreResult {
  const { order, decidedBy } = compareSides(
    sidesOf(player),
    { total: mestre.total, dice: mestre.formula.dice, pec: mestre.pec, conditions: mestreConditions },
    rules,
  );
  const playerWins = order > 0 || (order === 0 && forcedBy === 'mestre');
  const outcome: MestreOutcome =
    forcedBy === 'jogador' ? (playerWins ? 'sucesso' : 'ausencia_de_sucesso') : playerWins ? 'ausencia_de_fracasso' : 'fracasso';
  const why = decidedBy === 'empate' ? 'empate em tudo: vale quem não forçou a rolagem' : decidedByLabels[decidedBy];
  return Object.freeze({
    playerWins,
    outcome,
    decidedBy,
    player,
    mestre,
    forcedBy,
    text: `${player.name}: ${player.roll.text} · Mestre: ${mestre.text} → ${mestreOutcomeLabels[outcome]} (${why})`,
  });
}

/**
 * Rolls the Mestre's side for the realism and resolves the player's roll against it.
 *
 * @param player - The player's side (already rolled).
 * @param realism - The campaign's realism (1d6+3 / 2d6 / 3d6−3).
 * @param mestrePec - The challenge's PEC.
 * @param forcedBy - Who forced the roll.
 * @param rng - The random source.
 * @param rules - The Cosmo Gaming rules.
 * @returns The outcome.
 * @example
 * ```ts
 * rollAgainstMestre(lira, 'ficcional', 0, 'jogador', createRandom(5)).mestre.formula //=> { dice: 2, modifier: 0 }
 * ```
 */
export function rollAgainstMestre(
  player: Contender,
  realism: Realism,
  mestrePec: number,
  forcedBy: ForcedBy,
  rng: RandomSource,
  rules: CosmoRules = cosmoRules,
): MestreResult {
  return resolveAgainstMestre(player, rollMestre(realism, mestrePec, rng, rules), forcedBy, 0, rules);
}

/**
 * How many ways each sum of `dice` d6 can come up: index = sum.
 *
 * @param dice - Number of dice.
 * @param rules - The Cosmo Gaming rules (faces of the die).
 * @returns Counts by sum (out of `6^dice`).
 * @example
 * ```ts
 * sumCounts(2).slice(2) //=> [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
 * ```
 */
export function sumCounts(dice: number, rules: CosmoRules = cosmoRules): number[] {
  let counts = [1];
  for (let n = 0; n < dice; n++) {
    const next = new Array<number>(counts.length + rules.die.sides).fill(0);
    counts.forEach((c, s) => {
      for (let f = 1; f <= rules.die.sides; f++) next[s + f] = (next[s + f] ?? 0) + c;
    });
    counts = next;
  }
  return counts;
}

/**
 * One side of an exact chance computation: its formula (dice + modifier), PEC and conditions.
 *
 * @example
 * ```ts
 * const s: ChanceSide = { formula: { dice: 2, modifier: 0 }, pec: 1, conditions: 0 };
 * ```
 */
export interface ChanceSide {
  /** Dice and fixed modifier. */
  readonly formula: RollFormula;
  /** PEC. */
  readonly pec: number;
  /** Conditions (third tie-break). */
  readonly conditions: number;
}

/**
 * Exact chances of a comparison, as counts of the `6^(dice a + dice b)` equally likely rolls.
 *
 * @example
 * ```ts
 * const c: ContestChances = contestChances(a, b);
 * c.a + c.b + c.tie //=> 1
 * ```
 */
export interface ContestChances {
  /** Chance that `a` wins (ties broken by the tie-breaks). */
  readonly a: number;
  /** Chance that `b` wins. */
  readonly b: number;
  /** Chance of a full tie (only when the tie-breaks are equal too). */
  readonly tie: number;
  /** Which side wins an equal total, by the tie-breaks (`empate` when nobody does). */
  readonly onEqualTotal: 'a' | 'b' | 'empate';
  /** Number of equally likely rolls. */
  readonly outcomes: number;
}

/**
 * Exact chances of a comparison between two sides (computed, not sampled): the distribution of
 * each side's dice, the totals compared, equal totals settled by the tie-breaks (which only depend
 * on dice, PEC and conditions, known before rolling).
 *
 * @param a - One side.
 * @param b - The other.
 * @param rules - The Cosmo Gaming rules.
 * @returns The chances.
 * @example
 * ```ts
 * // 2d6 + 0 against the Mestre's 2d6 + 0 (ficcional): equal totals go to… nobody (all tie-breaks equal).
 * const c = contestChances({ formula: { dice: 2, modifier: 0 }, pec: 0, conditions: 0 }, { formula: { dice: 2, modifier: 0 }, pec: 0, conditions: 0 });
 * c.tie //=> 0.11265432098765432 (146 de 1296)
 * ```
 */
export function contestChances(a: ChanceSide, b: ChanceSide, rules: CosmoRules = cosmoRules): ContestChances {
  const ca = sumCounts(a.formula.dice, rules);
  const cb = sumCounts(b.formula.dice, rules);
  const offA = a.formula.modifier + a.pec;
  const offB = b.formula.modifier + b.pec;
  let aw = 0;
  let bw = 0;
  let eq = 0;
  ca.forEach((x, sa) => {
    if (!x) return;
    cb.forEach((y, sb) => {
      if (!y) return;
      const ta = sa + offA;
      const tb = sb + offB;
      if (ta > tb) aw += x * y;
      else if (ta < tb) bw += x * y;
      else eq += x * y;
    });
  });
  const tie = compareSides(
    { total: 0, dice: a.formula.dice, pec: a.pec, conditions: a.conditions },
    { total: 0, dice: b.formula.dice, pec: b.pec, conditions: b.conditions },
    rules,
  ).order;
  if (tie > 0) aw += eq;
  else if (tie < 0) bw += eq;
  const total = rules.die.sides ** (a.formula.dice + b.formula.dice);
  return Object.freeze({
    a: aw / total,
    b: bw / total,
    tie: tie === 0 ? eq / total : 0,
    onEqualTotal: tie > 0 ? 'a' : tie < 0 ? 'b' : 'empate',
    outcomes: total,
  });
}

/**
 * Exact chance that a player beats the Mestre's roll of the realism, with the seed's tie-breaks
 * and, for a full tie, the side that did not force the roll.
 *
 * @param player - The player's dice (1–3), PEC and conditions.
 * @param realism - The campaign's realism.
 * @param mestrePec - The challenge's PEC.
 * @param forcedBy - Who forced the roll.
 * @param rules - The Cosmo Gaming rules.
 * @returns The chance that the player wins (sucesso, or ausência de fracasso).
 * @example
 * ```ts
 * chanceAgainstMestre({ dice: 2, pec: 0, conditions: 0 }, 'fantasioso', 0, 'jogador') //=> 0.5
 * ```
 */
export function chanceAgainstMestre(
  player: Omit<ComparisonSide, 'total'>,
  realism: Realism,
  mestrePec: number,
  forcedBy: ForcedBy,
  rules: CosmoRules = cosmoRules,
): number {
  const c = contestChances(
    { formula: { dice: player.dice, modifier: 0 }, pec: player.pec, conditions: player.conditions },
    { formula: rules.realism[realism].mestreRoll, pec: mestrePec, conditions: 0 },
    rules,
  );
  return c.a + (forcedBy === 'mestre' ? c.tie : 0);
}

/**
 * The Mestre's roll of a realism, written: `1d6+3`, `2d6`, `3d6−3`.
 *
 * @param realism - The realism.
 * @param rules - The Cosmo Gaming rules.
 * @returns The formula's text.
 * @example
 * ```ts
 * mestreRollText('realista') //=> '3d6−3'
 * ```
 */
export function mestreRollText(realism: Realism, rules: CosmoRules = cosmoRules): string {
  return formulaText(rules.realism[realism].mestreRoll);
}
