/**
 * The names of the form fields of the ficha PDF, as data and as a type, so {@link fillFichaPdf}'s
 * values autocomplete in an editor. A `#` stands for a row number (1, 2, …): `sangue.#` names
 * `sangue.1`, `sangue.2`, `sangue.3`. `test/export/pdf/field-names.test.ts` fails when the sheet's
 * fields and this table drift apart.
 *
 * @module
 */

/**
 * Every field name pattern of the ficha PDF, in the sheet's order (`#` = a row number).
 *
 * @example
 * ```ts
 * FICHA_FIELD_PATTERNS.includes('pv.atual') //=> true
 * ```
 */
export const FICHA_FIELD_PATTERNS = Object.freeze([
  'nome',
  'exercito',
  'posto',
  'constelacao',
  'acessorio',
  'nivel',
  'atributos.FOR.valor',
  'atributos.FOR.mod',
  'atributos.DES.valor',
  'atributos.DES.mod',
  'atributos.CON.valor',
  'atributos.CON.mod',
  'atributos.INT.valor',
  'atributos.INT.mod',
  'atributos.SAB.valor',
  'atributos.SAB.mod',
  'atributos.CAR.valor',
  'atributos.CAR.mod',
  'atributoDoCosmo',
  'proficiencia',
  'grau',
  'pv.atual',
  'pv.max',
  'def',
  'iniciativa',
  'movimento',
  'defesas.fortitude.valor',
  'defesas.fortitude.treinada',
  'defesas.reflexos.valor',
  'defesas.reflexos.treinada',
  'defesas.vontade.valor',
  'defesas.vontade.treinada',
  'cosmo.inicial',
  'cosmo.teto',
  'cosmo.atual',
  'sentido.sexto',
  'sentido.setimo',
  'sentido.oitavo',
  'sentido.nono',
  'eloDivino',
  'sentidos.tato',
  'sentidos.paladar',
  'sentidos.olfato',
  'sentidos.audicao',
  'sentidos.visao',
  'sangue.#',
  'centelhas.#',
  'ferido',
  'cansaco.#',
  'cicatrizes',
  'gloria.atual',
  'gloria.max',
  'reliquias',
  'armadura.nome',
  'armadura.versao',
  'armadura.def',
  'armadura.acerto',
  'armadura.traco',
  'armadura.resistencia.#',
  'armadura.elmo',
  'armadura.formas',
  'armadura.caracteristicas',
  'treino',
  'licao',
  'conviccoes.#.texto',
  'conviccoes.#.gasta',
  'pericias.#.nome',
  'pericias.#.bonus',
  'golpeComum.acerto',
  'golpeComum.dado',
  'golpeComum.bonusDano',
  'itens',
  'tecnicas.#.nome',
  'tecnicas.#.natureza',
  'tecnicas.#.tamanho',
  'tecnicas.#.custo',
  'tecnicas.#.grau',
  'tecnicas.#.rolagem',
  'tecnicas.#.dano',
  'tecnicas.#.detalhes',
  'lidas.#.inimigo',
  'lidas.#.tecnica',
] as const);

/**
 * A field name pattern with each `#` read as a row number.
 *
 * @example
 * ```ts
 * const n: ExpandRows<'lidas.#.inimigo'> = 'lidas.1.inimigo';
 * ```
 */
export type ExpandRows<P extends string> = P extends `${infer A}#${infer B}` ? `${A}${number}${ExpandRows<B>}` : P;

/**
 * A field of the ficha PDF: `'pv.atual'`, `'sangue.1'`, `'tecnicas.2.nome'`…
 *
 * @example
 * ```ts
 * const f: FichaFieldName = 'armadura.resistencia.3';
 * ```
 */
export type FichaFieldName = ExpandRows<(typeof FICHA_FIELD_PATTERNS)[number]>;
