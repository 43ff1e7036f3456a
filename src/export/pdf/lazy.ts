/**
 * Loads the PDF engine (`engine.ts`: pdf-lib, the fonts, the drawing and the reader) on first use.
 * The entry's public functions are all asynchronous, so they await it: a web page that imports
 * `sangue-e-estrelas/pdf` fetches the engine's chunk only when it makes or reads a PDF, and Node
 * loads it once. `test/size.test.ts` checks that the entry's up-front part stays without pdf-lib.
 *
 * @module
 */

/** The engine's module. @internal */
export type PdfEngine = typeof import('./engine.js');

let loading: Promise<PdfEngine> | undefined;

/**
 * The PDF engine, loaded once. A failed load (a chunk the network lost) is not kept: the next call
 * tries again.
 *
 * @returns The engine's module.
 * @example
 * ```ts
 * const { renderFicha } = await pdfEngine();
 * ```
 * @internal
 */
export function pdfEngine(): Promise<PdfEngine> {
  loading ??= import('./engine.js').catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}
