/**
 * The small closed vocabularies the ruleset and the character share: the six attribute keys, the
 * three Cosmo attributes, the three passive defenses, the four Sentidos and the five senses.
 *
 * They are structure, not rule numbers: a house rule changes what a skill uses or what a sense
 * costs, never how many attributes a warrior has.
 *
 * @module
 */
import * as z from 'zod';

/**
 * The six attributes, by the book's abbreviations: FOR DES CON INT SAB CAR.
 *
 * @example
 * ```ts
 * attributeKeySchema.parse('DES') //=> 'DES'
 * ```
 */
export const attributeKeySchema = /* @__PURE__ */ z.enum(['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR']);

/**
 * One of the six attribute keys (`'FOR' | 'DES' | 'CON' | 'INT' | 'SAB' | 'CAR'`).
 *
 * @example
 * ```ts
 * const k: AttributeKey = 'DES';
 * ```
 */
export type AttributeKey = z.infer<typeof attributeKeySchema>;

/**
 * The attribute keys in the book's order (FOR, DES, CON, INT, SAB, CAR).
 *
 * @example
 * ```ts
 * attributeKeys[0] //=> 'FOR'
 * ```
 */
// A literal, not `attributeKeySchema.options`: reading the schema would put zod in every bundle
// that only needs the six keys (deriveFicha).
export const attributeKeys: readonly AttributeKey[] = /* @__PURE__ */ Object.freeze(['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'] as const);

/**
 * The three attributes a warrior may pick as Atributo do Cosmo (Etapa 4): INT, SAB or CAR.
 *
 * @example
 * ```ts
 * cosmoAttributeKeySchema.safeParse('FOR').success //=> false
 * ```
 */
export const cosmoAttributeKeySchema = /* @__PURE__ */ z.enum(['INT', 'SAB', 'CAR']);

/**
 * One of the Cosmo attribute keys.
 *
 * @example
 * ```ts
 * const k: CosmoAttributeKey = 'SAB';
 * ```
 */
export type CosmoAttributeKey = z.infer<typeof cosmoAttributeKeySchema>;

/**
 * The three passive defenses: Fortitude, Reflexos, Vontade (slugs).
 *
 * @example
 * ```ts
 * passiveDefenseKeySchema.parse('reflexos') //=> 'reflexos'
 * ```
 */
export const passiveDefenseKeySchema = /* @__PURE__ */ z.enum(['fortitude', 'reflexos', 'vontade']);

/**
 * One of the passive defense slugs.
 *
 * @example
 * ```ts
 * const k: PassiveDefenseKey = 'reflexos';
 * ```
 */
export type PassiveDefenseKey = z.infer<typeof passiveDefenseKeySchema>;

/**
 * The four Sentidos (power states): sexto, setimo, oitavo, nono.
 *
 * @example
 * ```ts
 * sentidoKeySchema.parse('setimo') //=> 'setimo'
 * ```
 */
export const sentidoKeySchema = /* @__PURE__ */ z.enum(['sexto', 'setimo', 'oitavo', 'nono']);

/**
 * One of the Sentido slugs.
 *
 * @example
 * ```ts
 * const k: SentidoKey = 'setimo';
 * ```
 */
export type SentidoKey = z.infer<typeof sentidoKeySchema>;

/**
 * The five bodily senses, in the order of the ficha: tato, paladar, olfato, audicao, visao.
 *
 * @example
 * ```ts
 * senseKeySchema.parse('visao') //=> 'visao'
 * ```
 */
export const senseKeySchema = /* @__PURE__ */ z.enum(['tato', 'paladar', 'olfato', 'audicao', 'visao']);

/**
 * One of the five senses.
 *
 * @example
 * ```ts
 * const k: SenseKey = 'visao';
 * ```
 */
export type SenseKey = z.infer<typeof senseKeySchema>;

/**
 * The level-up choice slots (Capítulo Doze, "Subir de nível: você escolhe").
 *
 * @example
 * ```ts
 * choiceSlotKeySchema.parse('vida_ou_cosmo') //=> 'vida_ou_cosmo'
 * ```
 */
export const choiceSlotKeySchema = /* @__PURE__ */ z.enum(['vida_ou_cosmo', 'tecnica_ou_atributo', 'pericia_ou_defesa']);

/**
 * One of the level-up choice slots.
 *
 * @example
 * ```ts
 * const k: ChoiceSlotKey = 'vida_ou_cosmo';
 * ```
 */
export type ChoiceSlotKey = z.infer<typeof choiceSlotKeySchema>;

/**
 * The fixed gains of the level table (Capítulo Doze, "O que cada ganho fixo faz").
 *
 * @example
 * ```ts
 * fixedGainKeySchema.parse('ataque_extra') //=> 'ataque_extra'
 * ```
 */
export const fixedGainKeySchema = /* @__PURE__ */ z.enum([
  'criacao',
  'leitura_de_combate',
  'segunda_licao',
  'ataque_extra',
  'golpe_certeiro',
  'quarta_conviccao',
  'segunda_assinatura',
  'lenda',
]);

/**
 * One of the fixed gains.
 *
 * @example
 * ```ts
 * const k: FixedGainKey = 'ataque_extra';
 * ```
 */
export type FixedGainKey = z.infer<typeof fixedGainKeySchema>;
