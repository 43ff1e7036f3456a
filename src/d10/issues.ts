/**
 * The d10 module's issue catalogue: stable codes and their pt-BR messages.
 *
 * @module
 */
import { issueFactory, type IssueFactory, type IssueCatalogue } from '../issues/index.js';

/**
 * Every issue code `sangue-e-estrelas/d10` can report, with its pt-BR message.
 *
 * @example
 * ```ts
 * d10Messages.d10_difficulty_out_of_range({ difficulty: 11, min: 2, max: 10 })
 * //=> 'A dificuldade 11 não existe: vai de 2 a 10.'
 * ```
 */
export const d10Messages = {
  /** The difficulty is not one of the list (02–10). */
  d10_difficulty_out_of_range: (p: { difficulty: unknown; min: number; max: number }) =>
    `A dificuldade ${String(p.difficulty)} não existe: vai de ${p.min} a ${p.max}.`,
  /** The number of dice is not an integer. */
  d10_pool_not_integer: (p: { dice: unknown }) => `A parada precisa ser um número inteiro de dados (recebi ${String(p.dice)}).`,
  /** A negative number of dice. */
  d10_pool_negative: (p: { dice: number }) => `Uma parada não pode ter ${p.dice} dados.`,
  /** More dice than the exact calculator accepts. */
  d10_pool_too_large: (p: { dice: number; max: number }) =>
    `A parada de ${p.dice} dados passa do máximo de ${p.max} dados que o cálculo aceita.`,
  /** Warning: a pool of 0 dice (the action fails). */
  d10_pool_empty: (_p: object) => 'A parada tem 0 dados: não há o que rolar, a ação simplesmente falha.',
  /** A pool built from no trait. */
  d10_pool_no_traits: (_p: object) => 'Uma parada precisa de pelo menos uma Característica.',
  /** More than two traits in a pool. */
  d10_pool_too_many_traits: (p: { count: number; max: number }) =>
    `Não existe situação em que se somem ${p.count} Características numa parada: o máximo é ${p.max}.`,
  /** A 10-point trait combined with another. */
  d10_ten_point_trait_not_alone: (p: { name: string }) =>
    `${p.name} tem valor potencial de 10 e só pode ser usada sozinha numa parada.`,
  /** A trait level outside its scale. */
  d10_trait_out_of_range: (p: { name: string; value: unknown; min: number; max: number }) =>
    `${p.name} vale ${String(p.value)}, mas uma Característica vai de ${p.min} a ${p.max}.`,
  /** A die face that a d10 cannot show. */
  d10_face_out_of_range: (p: { face: unknown; sides: number }) =>
    `O resultado ${String(p.face)} não existe num dado de ${p.sides} faces.`,
  /** A part of a split pool with fewer than one die. */
  d10_split_part_not_positive: (p: { part: unknown }) =>
    `Cada parte de uma parada dividida precisa ter pelo menos 1 dado (recebi ${String(p.part)}).`,
  /** The parts of a split do not add up to the pool. */
  d10_split_sum_mismatch: (p: { sum: number; dice: number }) =>
    `As partes somam ${p.sum} dados, mas a parada tem ${p.dice}.`,
  /** A split into no parts. */
  d10_split_no_parts: (_p: object) => 'Diga em quantas partes a parada é dividida.',
} satisfies IssueCatalogue;

/**
 * Makes one of the d10 module's issues (typed by {@link d10Messages}).
 *
 * @param code - An issue code of the catalogue.
 * @param path - Where in the input.
 * @param params - The message's parameters.
 * @param severity - `error` (default) or `warning`.
 * @returns The issue, with its pt-BR message.
 * @example
 * ```ts
 * d10Issue('d10_pool_empty', ['dice'], {}, 'warning').severity //=> 'warning'
 * ```
 */
export const d10Issue: IssueFactory<typeof d10Messages> = /* @__PURE__ */ issueFactory(d10Messages);
