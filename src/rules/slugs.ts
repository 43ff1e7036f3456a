/**
 * The book's slugs as literal types, so editors autocomplete them and a type can name them. Each
 * table mirrors a catalogue of {@link bookRuleset} — the data is zod-typed, so its slugs are not
 * literals the compiler can see — and `test/rules/slugs.test.ts` fails when one drifts from the
 * data; each union type is read from its table, never written a second time. The stored models
 * accept {@link OpenSlug}s, because a campaign's house rules may add their own (validation against
 * the ruleset in use stays at run time).
 *
 * @module
 */

/**
 * A slug of the book, or any other string (a house rule's own): `S | (string & {})`. Editors
 * autocomplete the book's slugs; any string still compiles. To refuse a typo at compile time,
 * type the value with the closed union (`ConditionSlug`) instead.
 *
 * @example
 * ```ts
 * const a: OpenSlug<ArmySlug> = 'atena'; // suggested by the editor
 * const b: OpenSlug<ArmySlug> = 'minha_ordem'; // a house rule's army: still accepted
 * ```
 */
export type OpenSlug<S extends string> = S | (string & {});

/**
 * The armies of the book (`bookRuleset.armies.armies`; Capítulo Nove).
 *
 * @example
 * ```ts
 * ARMY_SLUGS.includes('atena') //=> true
 * ```
 */
export const ARMY_SLUGS = Object.freeze(['atena', 'poseidon', 'hades', 'asgard', 'artemis', 'apolo', 'eris', 'lucifer', 'cronos', 'marte', 'palas'] as const);

/**
 * An army of the book.
 *
 * @example
 * ```ts
 * const a: ArmySlug = 'hades';
 * ```
 */
export type ArmySlug = (typeof ARMY_SLUGS)[number];

/**
 * The accessories of the book (`bookRuleset.armor.accessories`; Capítulo Sete).
 *
 * @example
 * ```ts
 * ACCESSORY_SLUGS.at(-1) //=> 'nenhum'
 * ```
 */
export const ACCESSORY_SLUGS = Object.freeze(['escudo', 'correntes', 'asas', 'garras', 'chifres', 'nenhum'] as const);

/**
 * An accessory of the book.
 *
 * @example
 * ```ts
 * const a: AccessorySlug = 'garras';
 * ```
 */
export type AccessorySlug = (typeof ACCESSORY_SLUGS)[number];

/**
 * The armor characteristics of the book (`bookRuleset.armor.characteristics`; Capítulo Sete).
 *
 * @example
 * ```ts
 * CHARACTERISTIC_SLUGS.includes('cortante') //=> true
 * ```
 */
export const CHARACTERISTIC_SLUGS = Object.freeze([
  'couraca_grossa',
  'espinhos',
  'espelhada',
  'pesada',
  'leve',
  'ressonante',
  'constelacao_viva',
  'coracao_de_estrela',
  'cortante',
  'ofuscante',
  'elmo_fechado',
] as const);

/**
 * An armor characteristic of the book.
 *
 * @example
 * ```ts
 * const c: CharacteristicSlug = 'cortante';
 * ```
 */
export type CharacteristicSlug = (typeof CHARACTERISTIC_SLUGS)[number];

/**
 * The armor improvements of the book (`bookRuleset.armor.improvements`).
 *
 * @example
 * ```ts
 * IMPROVEMENT_SLUGS[0] //=> 'reforco_de_gamanio'
 * ```
 */
export const IMPROVEMENT_SLUGS = Object.freeze([
  'reforco_de_gamanio',
  'liga_de_oricalco',
  'polimento_de_po_de_estrelas',
  'elmo_de_duas_camadas',
  'gravacao_da_constelacao',
  'urna_marcada',
] as const);

/**
 * An armor improvement of the book.
 *
 * @example
 * ```ts
 * const m: ImprovementSlug = 'urna_marcada';
 * ```
 */
export type ImprovementSlug = (typeof IMPROVEMENT_SLUGS)[number];

/**
 * The skills (perícias) of the book (`bookRuleset.creation.skills`; Capítulo Três).
 *
 * @example
 * ```ts
 * SKILL_SLUGS.includes('mitologia') //=> true
 * ```
 */
export const SKILL_SLUGS = Object.freeze([
  'acrobacia',
  'atletismo',
  'enganacao',
  'furtividade',
  'intimidacao',
  'intuicao',
  'investigacao',
  'medicina',
  'mitologia',
  'oficio',
  'percepcao',
  'persuasao',
  'sobrevivencia',
] as const);

/**
 * A skill of the book.
 *
 * @example
 * ```ts
 * const s: SkillSlug = 'percepcao';
 * ```
 */
export type SkillSlug = (typeof SKILL_SLUGS)[number];

/**
 * The treinos of the book (`bookRuleset.creation.treinos`, their `id`; Capítulo Três, Etapa 5).
 *
 * @example
 * ```ts
 * TREINO_SLUGS.includes('santuario') //=> true
 * ```
 */
export const TREINO_SLUGS = Object.freeze([
  'montanha_dos_cinco_picos',
  'terra_do_gelo_eterno',
  'ilha_infernal',
  'santuario',
  'ilha_do_sacrificio',
  'orfanato',
] as const);

/**
 * A treino of the book.
 *
 * @example
 * ```ts
 * const t: TreinoSlug = 'orfanato';
 * ```
 */
export type TreinoSlug = (typeof TREINO_SLUGS)[number];

/**
 * The lições of the book's treinos (`bookRuleset.creation.treinos[].licao.id`), in the treinos' order.
 *
 * @example
 * ```ts
 * LICAO_SLUGS[3] //=> 'disciplina'
 * ```
 */
export const LICAO_SLUGS = Object.freeze(['paciencia_da_rocha', 'frio_absoluto', 'carne_de_fogo', 'disciplina', 'fluxo', 'briga_de_rua'] as const);

/**
 * A lição of the book.
 *
 * @example
 * ```ts
 * const l: LicaoSlug = 'fluxo';
 * ```
 */
export type LicaoSlug = (typeof LICAO_SLUGS)[number];

/**
 * The conditions of the book's catalogue (`bookRuleset.combat.conditions`; Capítulo Cinco).
 *
 * @example
 * ```ts
 * CONDITION_SLUGS.includes('lento') //=> true
 * ```
 */
export const CONDITION_SLUGS = Object.freeze([
  'caido',
  'lento',
  'desprevenido',
  'ofuscado',
  'agarrado',
  'amedrontado',
  'preso',
  'cego',
  'confuso',
  'queimando',
  'atordoado',
  'paralisado',
  'dominado',
  'banido',
  'sentido_arrancado',
  'selado',
  'petrificado',
  'morto',
  'inconsciente',
] as const);

/**
 * A condition of the book's catalogue: `'lentoo'` does not compile as a `ConditionSlug`.
 *
 * @example
 * ```ts
 * const c: ConditionSlug = 'lento';
 * ```
 */
export type ConditionSlug = (typeof CONDITION_SLUGS)[number];
