/**
 * Small helpers shared by the section schemas' semantic checks.
 *
 * @internal
 */
import type { z } from 'zod';

/** Adds a coded custom issue to a zod refinement (`params.code` becomes the issue's code). @internal */
export function custom(ctx: z.RefinementCtx, path: (string | number)[], message: string, params: Record<string, unknown>): void {
  ctx.addIssue({ code: 'custom', path, message, params });
}

/** The slugs that appear more than once in a list (each reported once). @internal */
export function duplicates(slugs: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const s of slugs) (seen.has(s) ? dup : seen).add(s);
  return [...dup];
}
