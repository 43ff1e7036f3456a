/**
 * Scenario documents (`sangue-e-estrelas/cenario`): a whole simulation in one JSON file — the two
 * sides (each fighter inline, as the book's reference fighter, or as a path to a character or enemy
 * document), the kind of fight, the policy of each fighter, Sozinho contra muitos, n, seed, the round
 * cap and the campaign's house rules. {@link readScenario} checks one and resolves its files through
 * a callback (no Node built-ins here); {@link runScenario} plays it.
 *
 * @module
 */
import type { Ruleset } from '../rules/index.js';
import type { Fighter } from './fighter.js';
import {
  mergeBandTallies,
  mergeTallies,
  summarizeBandTally,
  summarizeTally,
  tallyBand,
  tallyFights,
  type BandSimResult,
  type BandTally,
  type SimResult,
  type SimTally,
} from './simulate.js';
import type { ScenarioFighterObject } from './scenario-schema.js';
import { rulesetOrThrow } from './scenario-check.js';
import { compileScenarioFighter, type Scenario, type ScenarioFighter } from './scenario-read.js';

/**
 * The raw counts of a share of a scenario's run (what a thread sends back): a {@link SimTally}, or
 * a {@link BandTally} for a band fight.
 *
 * @example
 * ```ts
 * const t: ScenarioTally = tallyScenario(scenario, 0, 100);
 * ```
 */
export type ScenarioTally = { readonly fight: 'bando'; readonly tally: BandTally } | { readonly fight: 'duelo' | 'grupo' | 'muitos'; readonly tally: SimTally };

/**
 * The result of a scenario's run: a {@link SimResult}, or a {@link BandSimResult} for a band fight.
 *
 * @example
 * ```ts
 * const r: ScenarioResult = runScenario(scenario);
 * if (r.fight !== 'bando') r.result.winRate.value
 * ```
 */
export type ScenarioResult =
  | { readonly fight: 'bando'; readonly name?: string; readonly result: BandSimResult }
  | { readonly fight: 'duelo' | 'grupo' | 'muitos'; readonly name?: string; readonly result: SimResult };

/** A scenario compiled once: fighters and the options of every slice. */
interface Compiled {
  readonly a: readonly Fighter[];
  readonly b: readonly Fighter[];
  readonly ruleset: Ruleset;
}

const compiledCache = /* @__PURE__ */ new WeakMap<Scenario, Compiled>();

function compile(s: Scenario): Compiled {
  const hit = compiledCache.get(s);
  if (hit) return hit;
  const ruleset = rulesetOrThrow(s.rules);
  // A band fight's `area` gives the character an area technique, unless the fighter says otherwise.
  const bandArea = s.fight === 'bando' && s.band?.area === true;
  const withArea = (f: ScenarioFighter): ScenarioFighter => {
    if (!bandArea) return f;
    if ('ref' in f) return f.ref.area !== undefined ? f : { ref: { ...f.ref, area: true } };
    return f.options.area !== undefined ? f : { ...f, options: { ...f.options, area: true } };
  };
  const side = (k: number) => (s.sides[k] ?? []).map((f) => compileScenarioFighter(withArea(f), ruleset));
  const c: Compiled = { a: side(0), b: side(1), ruleset };
  compiledCache.set(s, c);
  return c;
}

/**
 * Plays fights `from` … `from + count − 1` of a scenario's run and counts them. Fight `i` always rolls
 * the same dice (`fightSeed(seed, i)`), so the sum of the tallies of any split of `0 … n − 1`
 * ({@link mergeScenarioTallies}) is exactly the tally of the whole run.
 *
 * @param s - The resolved scenario.
 * @param from - First fight.
 * @param count - Fights.
 * @returns The tally.
 * @example
 * ```ts
 * const s: Scenario = { fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]], soloAgainstMany: true, n: 100, seed: 1, maxRounds: 40 };
 * tallyScenario(s, 0, 10).tally.n //=> 10
 * ```
 */
export function tallyScenario(s: Scenario, from: number, count: number): ScenarioTally {
  const c = compile(s);
  if (s.fight === 'bando') {
    // The book's band model plays its own round cap (20), not the scenario's.
    const options = {
      n: count,
      seed: s.seed,
      from,
      ruleset: c.ruleset,
      size: s.band?.size ?? 6,
      ...(s.band?.level !== undefined && { level: s.band.level }),
      ...(s.band?.bookModel === true ? { bookModel: true } : { maxRounds: s.maxRounds }),
    };
    return { fight: 'bando', tally: tallyBand(c.a[0]!, options) };
  }
  return {
    fight: s.fight,
    tally: tallyFights(c.a, c.b, {
      n: count,
      seed: s.seed,
      from,
      maxRounds: s.maxRounds,
      soloAgainstMany: s.soloAgainstMany,
      ...(s.firstSide !== undefined && { firstSide: s.firstSide }),
      ...(s.surprise !== undefined && { surprise: s.surprise }),
      ruleset: c.ruleset,
    }),
  };
}

/**
 * Adds the tallies of disjoint shares of one scenario's run.
 *
 * @param tallies - The shares (at least one, all of the same fight).
 * @returns Their sum.
 * @example
 * ```ts
 * mergeScenarioTallies([tallyScenario(s, 0, 5), tallyScenario(s, 5, 5)]).tally.n //=> 10
 * ```
 */
export function mergeScenarioTallies(tallies: readonly ScenarioTally[]): ScenarioTally {
  const first = tallies[0];
  if (!first) throw new RangeError('mergeScenarioTallies: at least one tally');
  if (first.fight === 'bando') return { fight: 'bando', tally: mergeBandTallies(tallies.map((t) => t.tally as BandTally)) };
  return { fight: first.fight, tally: mergeTallies(tallies.map((t) => t.tally as SimTally)) };
}

/**
 * Sums a scenario's tally up.
 *
 * @param s - The scenario (for its name).
 * @param t - The tally.
 * @returns The result.
 * @example
 * ```ts
 * summarizeScenarioTally(s, tallyScenario(s, 0, s.n)).result.n //=> s.n
 * ```
 */
export function summarizeScenarioTally(s: Scenario, t: ScenarioTally): ScenarioResult {
  const name = s.name !== undefined ? { name: s.name } : {};
  if (t.fight === 'bando') return { fight: 'bando', ...name, result: summarizeBandTally(t.tally) };
  return { fight: t.fight, ...name, result: summarizeTally(t.tally) };
}

/**
 * Options of {@link runScenario}.
 *
 * @example
 * ```ts
 * const o: RunScenarioOptions = { onProgress: (done, total) => console.log(`${done}/${total}`) };
 * ```
 */
export interface RunScenarioOptions {
  /** Called after each slice of fights with the fights done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Fights per slice between two progress calls (default 1000). */
  readonly slice?: number;
}

/**
 * Plays a resolved scenario on this thread, slice by slice (the result does not depend on the slice
 * size). For worker threads in Node, see `sangue-e-estrelas/sim/threads`.
 *
 * @param s - The scenario ({@link readScenario}).
 * @param options - Progress callback and slice size.
 * @returns The result.
 * @example
 * ```ts
 * const r = await readScenario(text);
 * if (r.ok) runScenario(r.value).result.n //=> the scenario's n
 * ```
 */
export function runScenario(s: Scenario, options: RunScenarioOptions = {}): ScenarioResult {
  const slice = Math.max(1, Math.floor(options.slice ?? 1000));
  const parts: ScenarioTally[] = [];
  for (let from = 0; from < s.n || parts.length === 0; from += slice) {
    const count = Math.min(slice, s.n - from);
    parts.push(tallyScenario(s, from, count));
    options.onProgress?.(from + count, s.n);
  }
  return summarizeScenarioTally(s, mergeScenarioTallies(parts));
}

/**
 * The fighters of a resolved scenario, compiled (for a log of one fight or an app's own run).
 *
 * @param s - The scenario.
 * @returns The two sides (the second empty for a band fight) and the scenario's ruleset.
 * @example
 * ```ts
 * const { a, b, ruleset } = scenarioFighters(s);
 * fightLog(a, b, s.seed, 0, { ruleset }).log
 * ```
 */
export function scenarioFighters(s: Scenario): { readonly a: readonly Fighter[]; readonly b: readonly Fighter[]; readonly ruleset: Ruleset } {
  return compile(s);
}

/**
 * `ref:NIVEL[:POSTO[:CONVICÇÕES]]` (the command line's reference fighter) as a scenario fighter, or `null`.
 *
 * @param text - The text.
 * @returns The fighter, or `null`.
 * @example
 * ```ts
 * referenceFromText('ref:20:ouro:2') //=> { ref: { level: 20, posto: 'ouro' }, conviccoes: 2 }
 * referenceFromText('ref:x') //=> null
 * ```
 */
export function referenceFromText(text: string): ScenarioFighterObject | null {
  const m = /^ref:(\d{1,4})(?::(bronze|prata|ouro|elite)(?::(\d{1,2}))?)?$/i.exec(text.trim());
  if (!m) return null;
  const posto = m[2]?.toLowerCase() as 'bronze' | 'prata' | 'ouro' | 'elite' | undefined;
  return { ref: { level: Number(m[1]), ...(posto !== undefined && { posto }) }, ...(m[3] !== undefined && { conviccoes: Number(m[3]) }) };
}
