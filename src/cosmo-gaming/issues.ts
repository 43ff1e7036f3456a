/**
 * The Cosmo Gaming module's issue catalogue: stable codes and their pt-BR messages.
 *
 * @module
 */
import { issueFactory, type IssueFactory, type IssueCatalogue } from '../issues/index.js';

/**
 * Every issue code `sangue-e-estrelas/cosmo-gaming` can report, with its pt-BR message.
 *
 * @example
 * ```ts
 * cosmoMessages.cosmo_luck_not_enough({ wanted: 2, available: 1 })
 * //=> 'Quer gastar 2 pontos de sorte, mas só tem 1.'
 * ```
 */
export const cosmoMessages = {
  /** A competência of the module appears twice. */
  cosmo_competencia_duplicated: (p: { name: string }) => `A competência "${p.name}" aparece mais de uma vez no módulo.`,
  /** The module has more competências than the Mestre's limit. */
  cosmo_module_over_limit: (p: { count: number; max: number }) =>
    `O módulo tem ${p.count} competências, mas o limite definido pelo Mestre do Cosmo é ${p.max}.`,
  /** A characteristic of a sheet is not a competência of the module. */
  cosmo_competencia_not_in_module: (p: { name: string }) => `A competência "${p.name}" não faz parte do módulo da aventura.`,
  /** A competência chosen twice in a sheet. */
  cosmo_characteristic_duplicated: (p: { name: string }) => `A competência "${p.name}" foi escolhida mais de uma vez.`,
  /** A sub-competência repeated inside one competência. */
  cosmo_sub_competencia_duplicated: (p: { name: string }) => `A sub-competência "${p.name}" aparece mais de uma vez.`,
  /** The total of competências + sub-competências differs from the agreed total. */
  cosmo_characteristic_total_mismatch: (p: { total: number; agreed: number }) =>
    `A ficha tem ${p.total} competências e sub-competências somadas, mas o total combinado com o Mestre do Cosmo é ${p.agreed}.`,
  /** Warning: a sub-competência not yet validated by the Mestre. */
  cosmo_sub_competencia_not_validated: (p: { name: string }) =>
    `A sub-competência "${p.name}" ainda precisa ser validada pelo Mestre do Cosmo.`,
  /** A new character with luck points. */
  cosmo_luck_must_start_at_zero: (p: { luck: number; start: number }) =>
    `Um personagem novo começa a aventura com ${p.start} pontos de sorte, não ${p.luck}.`,
  /** A condition slug that is not in the catalogue and has no label. */
  cosmo_condition_unknown: (p: { condition: string }) =>
    `A condição "${p.condition}" não está no catálogo; para uma condição nova, dê-lhe um nome (label).`,
  /** A graded condition without a valid grade. */
  cosmo_condition_grade_invalid: (p: { condition: string; grade: unknown; grades: string }) =>
    `A condição ${p.condition} precisa de um grau entre: ${p.grades} (recebi ${String(p.grade)}).`,
  /** A per-unit condition with units out of range. */
  cosmo_condition_units_invalid: (p: { condition: string; units: unknown; min: number; max: number | null; unit: string }) =>
    `A condição ${p.condition} conta ${p.unit}: precisa de ${p.max === null ? `pelo menos ${p.min}` : `${p.min} a ${p.max}`} (recebi ${String(p.units)}).`,
  /** An X condition without X. */
  cosmo_condition_x_missing: (p: { condition: string }) => `A condição ${p.condition} precisa do valor X (um inteiro a partir de 1).`,
  /** Levels on a condition that does not stack. */
  cosmo_condition_not_stacking: (p: { condition: string }) => `A condição ${p.condition} não se sobrepõe: não tem níveis.`,
  /** A multiplier above the Mestre's maximum. */
  cosmo_condition_multiplier_too_high: (p: { multiplier: number; max: number }) =>
    `O Mestre pode multiplicar o valor de uma condição em até ${p.max} vezes, não ${p.multiplier}.`,
  /** Spending more luck than owned. */
  cosmo_luck_not_enough: (p: { wanted: number; available: number }) =>
    `Quer gastar ${p.wanted} pontos de sorte, mas só tem ${p.available}.`,
  /** A luck point spent without a justification. */
  cosmo_luck_without_justification: (_p: object) => 'Um ponto de sorte só pode ser gasto com uma justificativa de contexto na ficha.',
  /** A scene effect without the element of the scenery it uses. */
  cosmo_scene_effect_without_element: (_p: object) =>
    'Um efeito em cena precisa dizer que elemento do cenário dá a vantagem.',
  /** Warning: a sacrifice gives a condition afterwards. */
  cosmo_sacrifice_needs_condition: (_p: object) =>
    'Sacrifício: depois da rolagem, o personagem recebe uma condição cabível na situação.',
  /** A roll with an impossible number of dice. */
  cosmo_dice_out_of_range: (p: { dice: unknown; min: number; max: number }) =>
    `Uma rolagem de personagem tem de ${p.min} a ${p.max} dados (recebi ${String(p.dice)}).`,
  /** A die face outside 1–6. */
  cosmo_face_out_of_range: (p: { face: unknown; sides: number }) => `O resultado ${String(p.face)} não existe num d${p.sides}.`,
  /** Faces given do not match the formula's dice. */
  cosmo_faces_count_mismatch: (p: { faces: number; dice: number }) => `Foram dados ${p.faces} resultados para uma rolagem de ${p.dice} dados.`,
  /** A characteristic named in a roll that the sheet does not have. */
  cosmo_characteristic_not_on_sheet: (p: { name: string }) => `A ficha não tem a competência "${p.name}".`,
  /** A sub-characteristic named in a roll that the sheet does not have under that competência. */
  cosmo_sub_characteristic_not_on_sheet: (p: { name: string; competencia: string }) =>
    `A ficha não tem a sub-competência "${p.name}" em "${p.competencia}".`,
  /** A sub-characteristic asked for without its competência. */
  cosmo_sub_without_characteristic: (p: { name: string }) => `A sub-competência "${p.name}" só conta junto da sua competência.`,
  /** A scene entry id that does not exist. */
  cosmo_scene_unknown_entry: (p: { id: string }) => `Ninguém com o identificador "${p.id}" está na cena.`,
  /** A scene with the same id twice. */
  cosmo_scene_duplicated_entry: (p: { id: string }) => `O identificador "${p.id}" aparece duas vezes na cena.`,
  /** A die swap between characters who are not friendly. */
  cosmo_swap_not_friendly: (p: { a: string; b: string }) => `${p.a} e ${p.b} não são amigáveis: não podem trocar o último dado.`,
  /** A die swap that one side does not allow. */
  cosmo_swap_not_allowed: (p: { who: string }) => `${p.who} não permite a troca do último dado.`,
  /** A character swapping the last die twice in one round. */
  cosmo_swap_already_done: (p: { who: string }) => `${p.who} já trocou o último dado nesta rodada.`,
  /** A swap with oneself. */
  cosmo_swap_same_character: (p: { who: string }) => `${p.who} não pode trocar o dado consigo mesmo.`,
  /** A negative number where only non-negative makes sense. */
  cosmo_negative_value: (p: { what: string; value: number }) => `${p.what} não pode ser negativo (recebi ${p.value}).`,
  /** More rests than the realism allows in a day. */
  cosmo_rest_limit_reached: (p: { realism: string; max: number }) =>
    `No realismo ${p.realism} há no máximo ${p.max} ${p.max === 1 ? 'descanso' : 'descansos'} por dia.`,
  /** A severe condition to heal that the character does not have. */
  cosmo_condition_not_present: (p: { condition: string }) => `O personagem não está com a condição ${p.condition}.`,
  /** A ddn loss whose reason the rules do not know and that does not say how much. */
  cosmo_ddn_loss_unknown: (p: { reason: string; known: string }) =>
    `Perda de ddn "${p.reason}" desconhecida: diga quanto se perde (ddn) ou use ${p.known}.`,
  /** A ddm the rules do not describe. */
  cosmo_ddm_unknown: (p: { ddm: unknown }) => `Não existe descrição para a ddm ${String(p.ddm)} (vai de 1 a 3).`,
  /** A JSON document that is not JSON. */
  cosmo_json_unreadable: (p: { reason: string }) => `O arquivo não é um JSON válido: ${p.reason}.`,
  /** A JSON document of another format. */
  cosmo_document_wrong_format: (p: { format: unknown }) =>
    `Este documento não é uma ficha de Cosmo Gaming (formato ${JSON.stringify(p.format)}).`,
  /** A JSON document of a newer version. */
  cosmo_document_version_unsupported: (p: { version: unknown; max: number }) =>
    `A versão ${String(p.version)} da ficha não é suportada (a mais nova é ${p.max}).`,
} satisfies IssueCatalogue;

/**
 * Makes one of the Cosmo Gaming module's issues (typed by {@link cosmoMessages}).
 *
 * @param code - An issue code of the catalogue.
 * @param path - Where in the input.
 * @param params - The message's parameters.
 * @param severity - `error` (default) or `warning`.
 * @returns The issue, with its pt-BR message.
 * @example
 * ```ts
 * cosmoIssue('cosmo_competencia_not_in_module', ['characteristics', 0], { name: 'Voo' }).message
 * //=> 'A competência "Voo" não faz parte do módulo da aventura.'
 * ```
 */
export const cosmoIssue: IssueFactory<typeof cosmoMessages> = /* @__PURE__ */ issueFactory(cosmoMessages);
