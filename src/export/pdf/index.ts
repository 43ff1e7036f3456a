/**
 * `sangue-e-estrelas/pdf` — the ficha as a printable, fillable A4 PDF that carries its own data.
 *
 * @packageDocumentation
 */
export * from './view.js';
export * from './export.js';
export { pdfIssueMessages } from './issues.js';
