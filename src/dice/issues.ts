/**
 * The dice module's issue catalogue: codes and pt-BR messages.
 *
 * @module
 */
import { displayValue, issueFactory, type IssueFactory, type IssueCatalogue } from '../issues/index.js';

/**
 * Every issue code the dice module can return, with its pt-BR message.
 *
 * @example
 * ```ts
 * diceMessages.dice_no_sides({ input: '2d', position: 2 })
 * //=> 'A expressão "2d" não diz quantas faces tem o dado (posição 2).'
 * ```
 */
export const diceMessages = {
  /** Message of `dice_not_text`. */
  dice_not_text: (p: { received: string }) => `A expressão de dados precisa ser um texto (recebi ${p.received}).`,
  /** Message of `dice_empty`. */
  dice_empty: (_p: { input: string }) => 'A expressão de dados está vazia.',
  /** Message of `dice_too_long`. */
  dice_too_long: (p: { length: number; max: number }) =>
    `A expressão tem ${p.length} caracteres; o limite é ${p.max}.`,
  /** Message of `dice_unexpected_character`. */
  dice_unexpected_character: (p: { input: string; character: string; position: number }) =>
    `O caractere "${p.character}" não faz sentido na expressão "${p.input}" (posição ${p.position}).`,
  /** Message of `dice_no_sides`. */
  dice_no_sides: (p: { input: string; position: number }) =>
    `A expressão "${p.input}" não diz quantas faces tem o dado (posição ${p.position}).`,
  /** Message of `dice_count_too_small`. */
  dice_count_too_small: (p: { input: string; count: number }) =>
    `Não dá para rolar ${p.count} dados em "${p.input}": role pelo menos 1.`,
  /** Message of `dice_sides_too_small`. */
  dice_sides_too_small: (p: { input: string; sides: number }) =>
    `Um dado de ${p.sides} faces não existe (em "${p.input}"): use pelo menos 1 face.`,
  /** Message of `dice_missing_term`. */
  dice_missing_term: (p: { input: string; position: number }) =>
    `A expressão "${p.input}" termina ou continua sem um termo depois do sinal (posição ${p.position}).`,
  /** Message of `dice_unexpected_token`. */
  dice_unexpected_token: (p: { input: string; token: string; position: number }) =>
    `"${p.token}" não era esperado na expressão "${p.input}" (posição ${p.position}).`,
  /** Message of `dice_repeat_not_at_start`. */
  dice_repeat_not_at_start: (p: { input: string; position: number }) =>
    `A repetição "N×" só vale no começo da expressão, como em "2×1d8+3" (em "${p.input}", posição ${p.position}).`,
  /** Message of `dice_repeat_out_of_range`. */
  dice_repeat_out_of_range: (p: { repeat: number; max: number }) =>
    `Repetir ${p.repeat} vezes não é possível: de 1 a ${p.max} vezes.`,
  /** Message of `dice_too_many_dice`. */
  dice_too_many_dice: (p: { dice: number; max: number }) =>
    `A expressão rola ${p.dice} dados; o limite é ${p.max}.`,
  /** Message of `dice_too_many_sides`. */
  dice_too_many_sides: (p: { sides: number; max: number }) =>
    `Um dado de ${p.sides} faces passa do limite de ${p.max} faces.`,
  /** Message of `dice_too_many_terms`. */
  dice_too_many_terms: (p: { terms: number; max: number }) =>
    `A expressão tem ${p.terms} termos; o limite é ${p.max}.`,
  /** Message of `dice_number_too_large`. */
  dice_number_too_large: (p: { value: string; max: number }) =>
    `O número ${p.value} é grande demais para uma expressão de dados (limite ${p.max}).`,
  /** Message of `dice_unknown_variable`. */
  dice_unknown_variable: (p: { name: string }) =>
    `A expressão usa "${p.name}", mas nenhum valor foi dado para "${p.name}".`,
  /** Message of `dice_variable_not_integer`. */
  dice_variable_not_integer: (p: { name: string; value: string }) =>
    `O valor de "${p.name}" precisa ser um número inteiro (recebi ${p.value}).`,
  /** Message of `dice_distribution_too_wide`. */
  dice_distribution_too_wide: (p: { outcomes: number; max: number }) =>
    `A distribuição teria ${p.outcomes} resultados diferentes; o limite é ${p.max}.`,
  /** Message of `d20_unknown_kind`. */
  d20_unknown_kind: (p: { kind: string; known: string }) =>
    `Tipo de rolagem "${p.kind}" desconhecido. Os tipos são: ${p.known}.`,
  /** Message of `d20_not_a_number`. */
  d20_not_a_number: (p: { field: string; value: string }) =>
    `O campo ${p.field} do teste precisa ser um número finito (recebi ${p.value}).`,
  /** Message of `d20_invalid_sources`. */
  d20_invalid_sources: (p: { field: string; value: string }) =>
    `${p.field} precisa ser verdadeiro/falso ou um número de fontes inteiro e não negativo (recebi ${p.value}).`,
  /** Message of `d20_invalid_natural`. */
  d20_invalid_natural: (p: { value: string; die: number }) =>
    `O dado natural ${p.value} não existe num d${p.die}: use um inteiro de 1 a ${p.die}.`,
  /** Message of `d20_wrong_dice_count`. */
  d20_wrong_dice_count: (p: { given: number; expected: number }) =>
    `Foram dados ${p.given} dados naturais, mas este teste rola ${p.expected}.`,
} satisfies IssueCatalogue;

/**
 * Every code of {@link diceMessages}.
 *
 * @example
 * ```ts
 * const c: DiceIssueCode = 'dice_no_sides';
 * ```
 */
export type DiceIssueCode = keyof typeof diceMessages;

/** @internal Builds a dice issue. */
export const diceIssue: IssueFactory<typeof diceMessages> = /* @__PURE__ */ issueFactory(diceMessages);

/** @internal Describes a received value for a message. */
export function describeValue(v: unknown): string {
  return displayValue(v);
}
