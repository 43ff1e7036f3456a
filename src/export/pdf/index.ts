/**
 * `sangue-e-estrelas/pdf` — the ficha as a printable, fillable A4 PDF that carries its own data.
 *
 * - {@link exportFichaPdf}: a {@link FichaView} → PDF (with the character's JSON document inside);
 * - {@link blankFichaPdf}: the blank ficha, to print or fill in a reader;
 * - {@link fillFichaPdf}: fill the fields programmatically, redrawn in the embedded font;
 * - {@link importPdf}: the embedded document plus the fields the player edited;
 * - {@link readFichaFields}: the current fields of any ficha PDF;
 * - {@link PDF_LIMITS}: the safety limits every reader applies to an untrusted PDF.
 *
 * Works in Node and in browsers: no Node built-in is imported; the font (Noto Sans, SIL OFL 1.1)
 * travels inside the module. The PDF engine (pdf-lib and the fonts, most of the entry's weight) is
 * loaded on the first call of a PDF function, so a bundler puts it in a chunk of its own that a
 * page fetches only when it makes or reads a PDF.
 *
 * @module sangue-e-estrelas/pdf
 */
export * from './view.js';
export * from './export.js';
export * from './import.js';
export * from './fill.js';
export * from './field-names.js';
export * from './field-paths.js';
export { pdfIssueMessages } from './issues.js';
export type { PdfBytes } from './read.js';
export { PDF_LIMITS } from './limits.js';
export * from './cosmo-gaming.js';
