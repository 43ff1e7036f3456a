/**
 * `sangue-e-estrelas/html` — the ficha as HTML for a web page: the same "Modelo de ficha" as the
 * PDF, from the same {@link FichaView}, as semantic, accessible markup with a small stylesheet.
 * No pdf-lib, no framework, no script.
 *
 * - {@link renderFichaHtml}: a {@link FichaView} → an `<article>` (a string, every text escaped);
 * - {@link renderFichaHtmlDocument}: the same as a whole printable document;
 * - {@link FICHA_CSS}: the stylesheet (override its custom properties or its `se-` classes);
 * - {@link fichaViewFromFicha}: a derived ficha → the view, with the engine's breakdowns.
 *
 * @packageDocumentation
 */
export * from './render.js';
export * from './styles.js';
export * from '../view/index.js';
