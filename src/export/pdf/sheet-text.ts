/**
 * Numbers as the sheets write them (`−` for negatives): used by the light modules of the entry
 * (the Cosmo Gaming view) and by the drawing, without loading the PDF engine.
 *
 * @module
 */

/** Number as the ficha writes it (`−` for negatives), empty for null. @internal */
export function plain(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  return n < 0 ? `−${-n}` : String(n);
}

/** Signed number (`+2`, `+0`, `−1`), empty for null. @internal */
export function signed(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  return n < 0 ? `−${-n}` : `+${n}`;
}
