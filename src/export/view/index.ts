/**
 * The ficha as display values (`FichaView`): what the book's "Modelo de ficha" shows, shared by the
 * PDF (`sangue-e-estrelas/pdf`) and the HTML ficha (`sangue-e-estrelas/html`). Pure: no pdf-lib.
 *
 * @packageDocumentation
 */
export * from './view.js';
export * from './from-character.js';
