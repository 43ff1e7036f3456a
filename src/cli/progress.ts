/**
 * A progress bar on standard error for long commands: drawn only when standard error is a terminal
 * and only once the work has run for more than a second; at most ten redraws a second; erased at
 * the end, so what stays on the screen (and everything on standard output) is the result alone.
 *
 * @internal
 */
import type { CliIo } from './command.js';

/** A progress bar. @internal */
export interface Progress {
  /** `done` of `total` finished. */
  update(done: number, total: number): void;
  /** Erases the bar (if it was drawn). */
  finish(): void;
}

/** The bar's text: `[██████······] 45% 900/2000 lutas`. @internal */
export function progressLine(done: number, total: number, width = 30): string {
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const full = Math.round(share * width);
  return `[${'█'.repeat(full)}${'·'.repeat(width - full)}] ${String(Math.floor(share * 100)).padStart(3)}% ${done}/${total} lutas`;
}

/**
 * A progress bar for `io` (nothing at all when `io.errIsTTY` is not true).
 *
 * @param io - The io.
 * @param delayMs - Quiet time before the first draw (default 1000).
 * @internal
 */
export function createProgress(io: CliIo, delayMs = 1000): Progress {
  if (io.errIsTTY !== true) return { update() {}, finish() {} };
  const now = io.now ?? (() => performance.now());
  const start = now();
  let last = -Infinity;
  let drawn = false;
  return {
    update(done, total) {
      const t = now();
      if (t - start < delayMs || (t - last < 100 && done < total)) return;
      last = t;
      drawn = true;
      io.err(`\r${progressLine(done, total)}`);
    },
    finish() {
      if (drawn) io.err('\r\x1b[K');
      drawn = false;
    },
  };
}
