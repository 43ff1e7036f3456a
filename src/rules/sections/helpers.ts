/**
 * Small helpers shared by the section schemas' semantic checks.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 */
import type * as z from 'zod';

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

/**
 * Reports every slug that appears twice in any of the given lists, as a `duplicate_slug` issue on
 * that list's path. @internal
 */
export function checkUniqueSlugs(
  ctx: z.RefinementCtx,
  lists: readonly (readonly [string, readonly { readonly slug: string }[]])[],
): void {
  for (const [key, list] of lists) {
    for (const d of duplicates(list.map((x) => x.slug))) {
      custom(ctx, key.split('.'), `O identificador "${d}" aparece mais de uma vez em ${key}.`, { code: 'duplicate_slug', list: key, slug: d });
    }
  }
}
