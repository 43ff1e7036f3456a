/**
 * Bands of figurantes (Capítulo Dez, "Figurantes"): one line of numbers per level, one attack per
 * round with Vantagem while more than three stand, fixed damage that never crits and cannot be
 * parried, and how many figurantes each kind of hit drops.
 *
 * @module
 */
import { fail, ok, type Result } from '../issues/index.js';
import { bookRuleset, maxLevel, type Ruleset } from '../rules/index.js';
import { enemyIssue } from './issues.js';
import { bandLine, type BandLine } from './quick-table.js';

/**
 * What hit the band: a golpe comum, a single-target technique, or an area technique.
 *
 * @example
 * ```ts
 * const h: BandHit = 'tecnica_area';
 * ```
 */
export type BandHit = 'golpe_comum' | 'tecnica_alvo_unico' | 'tecnica_area';

/**
 * A band's line with its rules, ready for the table.
 *
 * @example
 * ```ts
 * const b: BandSheet = bandSheet(5, 6);
 * b.advantage //=> true
 * ```
 */
export interface BandSheet extends BandLine {
  /** Figurantes standing. */
  readonly standing: number;
  /** Vantagem on its one attack (more than three standing). */
  readonly advantage: boolean;
  /** One attack per round, against one target. */
  readonly attacksPerRound: number;
  /** A natural 20 hits but does not crit (no Elmo flies). */
  readonly canCrit: boolean;
  /** Band damage cannot be parried (and does not crack armor). */
  readonly canBeParried: boolean;
}

/**
 * Validates a band level from a user: an integer inside the level table.
 *
 * @param level - The untrusted level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The level, or `band_level_out_of_range` (pt-BR).
 * @example
 * ```ts
 * checkBandLevel(0).issues[0]?.code //=> 'band_level_out_of_range'
 * ```
 */
export function checkBandLevel(level: unknown, ruleset: Ruleset = bookRuleset): Result<number> {
  const max = maxLevel(ruleset);
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > max)
    return fail([enemyIssue('band_level_out_of_range', [], { nivel: level, min: 1, max })]);
  return ok(level);
}

/**
 * Whether a band attacks with Vantagem: while more than three figurantes stand.
 *
 * @param standing - Figurantes standing.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns True with Vantagem.
 * @example
 * ```ts
 * bandHasAdvantage(4) //=> true
 * bandHasAdvantage(3) //=> false
 * ```
 */
export function bandHasAdvantage(standing: number, ruleset: Ruleset = bookRuleset): boolean {
  return standing > ruleset.enemies.bands.advantageWhileMoreThan;
}

/**
 * The band of a level with `standing` figurantes: its line and its rules.
 *
 * @param level - The group's level.
 * @param standing - Figurantes standing (default 6).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The band sheet.
 * @example
 * ```ts
 * bandSheet(10, 6) //=> { level: 10, def: 14, attack: 6, damage: 17, standing: 6, advantage: true, attacksPerRound: 1, canCrit: false, canBeParried: false }
 * ```
 */
export function bandSheet(level: number, standing = 6, ruleset: Ruleset = bookRuleset): BandSheet {
  const b = ruleset.enemies.bands;
  return {
    ...bandLine(level, ruleset),
    standing,
    advantage: bandHasAdvantage(standing, ruleset),
    attacksPerRound: b.attacksPerRound,
    canCrit: b.canCrit,
    canBeParried: b.canBeParried,
  };
}

/**
 * How many figurantes one hit drops: a golpe comum 2 (twice that with a thrown object much bigger
 * than the target), a single-target technique 3, an area technique the ones it catches, up to 6 —
 * never more than are standing.
 *
 * @param hit - What hit.
 * @param standing - Figurantes standing.
 * @param options - `caught`: how many the area catches (default: all); `bigThrownObject`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The number dropped.
 * @example
 * ```ts
 * figurantesDropped('golpe_comum', 6) //=> 2
 * figurantesDropped('tecnica_alvo_unico', 6) //=> 3
 * figurantesDropped('tecnica_area', 12) //=> 6
 * figurantesDropped('tecnica_area', 12, { caught: 4 }) //=> 4
 * ```
 */
export function figurantesDropped(
  hit: BandHit,
  standing: number,
  options: { readonly caught?: number; readonly bigThrownObject?: boolean } = {},
  ruleset: Ruleset = bookRuleset,
): number {
  const b = ruleset.enemies.bands;
  const n =
    hit === 'golpe_comum'
      ? b.drops.golpeComum * (options.bigThrownObject ? b.bigThrownObjectMultiplier : 1)
      : hit === 'tecnica_alvo_unico'
        ? b.drops.singleTargetTechnique
        : Math.min(b.drops.areaTechniqueMax, options.caught ?? standing);
  return Math.max(0, Math.min(standing, n));
}
