/**
 * Text helpers shared by the domains (not exported from the package).
 *
 * @internal
 */

/**
 * Folds a text for comparing what a person typed with the book's names: no accents, no case, no
 * surrounding spaces ("  Leão " and "leao" are the same).
 *
 * @internal
 */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}
