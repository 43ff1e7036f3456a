/**
 * The field index every PDF of this library carries (the ficha's and the Cosmo Gaming sheet's):
 * its format tag, version, file names and shape. Written by `saveSheetDoc` (`sheet-kit.ts`), read
 * by `read.ts`; re-exported by `export.ts`.
 *
 * @module
 */

/**
 * The format tag of the field index embedded in every ficha PDF.
 *
 * @example
 * ```ts
 * FICHA_PDF_FORMAT //=> 'sangue-e-estrelas/ficha-pdf'
 * ```
 */
export const FICHA_PDF_FORMAT = 'sangue-e-estrelas/ficha-pdf';

/**
 * The version of the embedded field index this library writes (and the newest it reads).
 *
 * @example
 * ```ts
 * FICHA_PDF_VERSION //=> 1
 * ```
 */
export const FICHA_PDF_VERSION = 1;

/**
 * File name of the embedded character document.
 *
 * @example
 * ```ts
 * FICHA_PDF_DOCUMENT_FILE //=> 'personagem.json'
 * ```
 */
export const FICHA_PDF_DOCUMENT_FILE = 'personagem.json';

/**
 * File name of the embedded field index.
 *
 * @example
 * ```ts
 * FICHA_PDF_INDEX_FILE //=> 'ficha-pdf.json'
 * ```
 */
export const FICHA_PDF_INDEX_FILE = 'ficha-pdf.json';

/**
 * The embedded field index: what each field held when the PDF was made.
 *
 * @example
 * ```ts
 * const index: FichaPdfIndex = {
 *   format: 'sangue-e-estrelas/ficha-pdf', version: 1, document: 'personagem.json',
 *   fields: { nome: 'Téo', 'sangue.1': false },
 * };
 * ```
 */
export interface FichaPdfIndex {
  /** Always {@link FICHA_PDF_FORMAT}. */
  readonly format: typeof FICHA_PDF_FORMAT;
  /** The index's version ({@link FICHA_PDF_VERSION} when written by this library). */
  readonly version: number;
  /** File name of the embedded character document, or `null` for a blank ficha. */
  readonly document: string | null;
  /** Field name → value when exported (text, or `true`/`false` for a check box). */
  readonly fields: Readonly<Record<string, string | boolean>>;
}
