/**
 * pt-BR display of the dice module's numbers ("média 28,5"). The API keeps numbers as numbers;
 * these functions only make text.
 *
 * @module
 */
import type { DiceSummary } from './distribution.js';

const formatters = /* @__PURE__ */ new Map<number, Intl.NumberFormat>();

/**
 * Formats a number the Brazilian way: decimal comma, thousands dot, at most `digits` decimals.
 *
 * @param value - The number.
 * @param digits - Maximum decimals (default 2); trailing zeros are dropped.
 * @returns The text.
 * @example
 * ```ts
 * formatNumberPtBR(28.5) //=> '28,5'
 * formatNumberPtBR(1234.567) //=> '1.234,57'
 * ```
 */
export function formatNumberPtBR(value: number, digits = 2): string {
  let f = formatters.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits, useGrouping: true });
    formatters.set(digits, f);
  }
  return f.format(value + 0);
}

/**
 * Formats a probability as a pt-BR percentage.
 *
 * @param probability - A number in 0…1.
 * @param digits - Maximum decimals of the percentage (default 1).
 * @returns The text, e.g. `"41,7%"`.
 * @example
 * ```ts
 * formatPercentPtBR(5 / 12) //=> '41,7%'
 * ```
 */
export function formatPercentPtBR(probability: number, digits = 1): string {
  return `${formatNumberPtBR(probability * 100, digits)}%`;
}

/**
 * Describes the statistics of a roll in pt-BR: minimum, maximum and mean.
 *
 * @param stats - From {@link diceStats} (or its `perHit`).
 * @returns `"mín. 125 · máx. 167 · média 146"`.
 * @example
 * ```ts
 * const r = diceStats('3d8 + 15');
 * if (r.ok) describeDiceStats(r.value) //=> 'mín. 18 · máx. 39 · média 28,5'
 * ```
 */
export function describeDiceStats(stats: DiceSummary): string {
  return `mín. ${formatNumberPtBR(stats.min)} · máx. ${formatNumberPtBR(stats.max)} · média ${formatNumberPtBR(stats.mean)}`;
}
