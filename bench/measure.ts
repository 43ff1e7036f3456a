/**
 * A tiny measuring helper shared by the benchmarks: warms up, then runs `fn` for about `ms`
 * milliseconds and reports operations per second.
 */
export function opsPerSecond(fn: () => unknown, ms = 1000): number {
  const warm = performance.now() + Math.min(200, ms / 4);
  while (performance.now() < warm) fn();
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
    now = performance.now();
  }
  return (n * 1000) / (now - start);
}

/** Formats a number with thousands separators (pt-BR). */
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
