/**
 * The PDF engine: everything of `sangue-e-estrelas/pdf` that needs pdf-lib and the embedded fonts
 * (~290 KB of a browser bundle, gzipped). Never imported statically by the entry's public modules:
 * they load it on the first call through {@link pdfEngine} (`lazy.ts`), so a bundler splits it
 * into a chunk of its own that a page fetches only when it makes or reads a PDF.
 *
 * @module
 */
export { renderFicha } from './render.js';
export { saveSheetDoc, sheetWarnings } from './sheet-kit.js';
export { openFicha, parseEmbeddedJson, readEmbedded, readForm } from './read.js';
export { fillOpened } from './fill-engine.js';
export { renderCosmoGaming } from './cosmo-gaming-render.js';
