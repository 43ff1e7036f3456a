/**
 * The view the PDF draws lives in `src/export/view/` (shared with the HTML ficha, which must not
 * carry pdf-lib); the PDF's files read it from here.
 *
 * (Not tagged internal: the declaration build strips what is, and this file only re-exports.)
 *
 * @module
 */
export * from '../view/index.js';
