/**
 * The view the PDF draws lives in `src/export/view/` (shared with the HTML ficha, which must not
 * carry pdf-lib); the PDF's files read it from here.
 *
 * @module
 * @internal
 */
export * from '../view/index.js';
