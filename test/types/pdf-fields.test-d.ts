/**
 * fillFichaPdf's field names: the sheet's names autocomplete (they are literal/template types), any
 * other name still compiles, and a value must be text or a check state.
 */
import type { FichaFieldName, FichaFieldValues } from '../../src/export/pdf/index.js';
import type { Equals } from './equals.js';
import type { Assert } from './models.test-d.js';

export const values: FichaFieldValues = { 'pv.atual': '9', 'sangue.1': true, 'tecnicas.2.nome': 'Punho', 'campo.da.casa': 'x' };
// @ts-expect-error — a field's value is text or a check state, not a number.
export const wrong: FichaFieldValues = { 'pv.atual': 9 };
// @ts-expect-error — a typo is not a field of the sheet.
export const typo: FichaFieldName = 'pv.atuall';

export type FieldChecks = [
  Assert<'pv.atual' extends FichaFieldName ? true : false>,
  Assert<'armadura.resistencia.12' extends FichaFieldName ? true : false>,
  Assert<'lidas.3.inimigo' extends FichaFieldName ? true : false>,
  Assert<Equals<FichaFieldName, string> extends false ? true : false>,
];
