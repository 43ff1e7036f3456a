/**
 * sangue-e-estrelas — the rules of the Brazilian tabletop RPG *Sangue e Estrelas*, programmable.
 *
 * The core entry: rules data, dice, issues. The PDF exporter lives in `sangue-e-estrelas/pdf`;
 * the two other systems of the seeds in `sangue-e-estrelas/cosmo-gaming` and `sangue-e-estrelas/d10`.
 *
 * @packageDocumentation
 */
export * from './issues/index.js';
export * from './rules/index.js';
export * from './dice/index.js';
export * from './technique/index.js';
export * from './armor/index.js';
export * from './character/index.js';
export * from './play/index.js';
export * from './enemy/index.js';
export * from './export/json/index.js';
