/**
 * The enemy module's issue catalogue: stable codes and their pt-BR messages.
 *
 * @module
 */
import { issueFactory, type IssueFactory } from '../issues/index.js';

/**
 * pt-BR messages of the enemy module's issues, keyed by code.
 *
 * @example
 * ```ts
 * enemyMessages.enemy_posto_not_yet({ posto: 'Elite', nivel: 9, minimo: 15 })
 * //=> 'Não existe Elite no nível 9: esse Posto começa no nível 15.'
 * ```
 */
export const enemyMessages = {
  /** Issue `enemy_level_out_of_range`. */
  enemy_level_out_of_range: (p: { nivel: unknown; min: number; max: number }) =>
    `O nível ${String(p.nivel)} não existe para um inimigo: vai de ${p.min} a ${p.max}.`,
  /** Issue `enemy_level_not_integer`. */
  enemy_level_not_integer: (p: { nivel: unknown }) => `O nível do inimigo precisa ser um número inteiro (recebeu ${String(p.nivel)}).`,
  /** Issue `enemy_posto_not_yet`. */
  enemy_posto_not_yet: (p: { posto: string; nivel: number; minimo: number }) =>
    `Não existe ${p.posto} no nível ${p.nivel}: esse Posto começa no nível ${p.minimo}.`,
  /** Issue `enemy_unknown_posto`. */
  enemy_unknown_posto: (p: { posto: unknown; validos: string }) => `Posto desconhecido: "${String(p.posto)}". Use ${p.validos}.`,
  /** Issue `enemy_unknown_type`. */
  enemy_unknown_type: (p: { tipo: unknown; validos: string }) => `Tipo de inimigo desconhecido: "${String(p.tipo)}". Use ${p.validos}.`,
  /** Issue `enemy_conviccoes_out_of_range`. */
  enemy_conviccoes_out_of_range: (p: { tipo: string; conviccaoCount: number; min: number; max: number }) =>
    p.min === p.max
      ? `Um ${p.tipo} tem ${p.min} Convicç${p.min === 1 ? 'ão' : 'ões'}, não ${p.conviccaoCount}.`
      : `Um ${p.tipo} tem de ${p.min} a ${p.max} Convicções, não ${p.conviccaoCount}.`,
  /** Issue `enemy_unknown_accessory`. */
  enemy_unknown_accessory: (p: { acessorio: string; validos: string }) => `Acessório desconhecido: "${p.acessorio}". Use ${p.validos}.`,
  /** Issue `enemy_unknown_characteristic`. */
  enemy_unknown_characteristic: (p: { caracteristica: string }) => `Característica desconhecida: "${p.caracteristica}".`,
  /** Issue `enemy_duplicate_characteristic`. */
  enemy_duplicate_characteristic: (p: { caracteristica: string }) => `A característica "${p.caracteristica}" aparece duas vezes: cada uma vale uma vez por armadura.`,
  /** Issue `enemy_too_many_characteristics`. */
  enemy_too_many_characteristics: (p: { posto: string; max: number; n: number }) =>
    `Uma armadura de ${p.posto} tem no máximo ${p.max} característica${p.max === 1 ? '' : 's'}, não ${p.n}.`,
  /** Issue `enemy_no_armor_extras`. */
  enemy_no_armor_extras: (_p: Record<string, never>) => 'Um inimigo sem Posto não tem armadura: sem acessório e sem características.',
  /** Issue `enemy_trade_too_big`. */
  enemy_trade_too_big: (p: { pedido: number; max: number }) =>
    `Não dá para trocar ${p.pedido} escolhas: o inimigo só tem ${p.max} desse tipo neste nível.`,
  /** Issue `enemy_unknown_skill`. */
  enemy_unknown_skill: (p: { pericia: string }) => `Perícia desconhecida: "${p.pericia}".`,
  /** Issue `enemy_unknown_treino`. */
  enemy_unknown_treino: (p: { treino: string }) => `Treino desconhecido: "${p.treino}".`,
  /** Issue `enemy_armor_posto_mismatch`. */
  enemy_armor_posto_mismatch: (p: { armadura: string; posto: string }) =>
    `A armadura é de ${p.armadura}, mas o inimigo é ${p.posto}: o Posto do inimigo é o da armadura.`,
  /** Issue `enemy_resposta_unknown`. */
  enemy_resposta_unknown: (p: { id: string }) => `A Resposta aponta para a técnica "${p.id}", que não está na ficha.`,
  /** Issue `enemy_resposta_no_damage`. */
  enemy_resposta_no_damage: (p: { nome: string }) => `A Resposta precisa ser uma técnica de dano, e "${p.nome}" não causa dano.`,
  /** Issue `enemy_band_not_figurante`. */
  enemy_band_not_figurante: (_p: Record<string, never>) => 'Só figurantes andam em bando: o bando desta ficha é ignorado.',
  /** Issue `band_level_out_of_range`. */
  band_level_out_of_range: (p: { nivel: unknown; min: number; max: number }) =>
    `O nível ${String(p.nivel)} não existe para um bando: vai de ${p.min} a ${p.max}.`,
  /** Issue `band_negative_count`. */
  band_negative_count: (p: { campo: string; valor: number }) => `${p.campo} não pode ser negativo (recebeu ${p.valor}).`,
} as const;

/**
 * One of the enemy module's issue codes.
 *
 * @example
 * ```ts
 * const code: EnemyIssueCode = 'enemy_posto_not_yet';
 * ```
 */
export type EnemyIssueCode = keyof typeof enemyMessages;

/**
 * Makes an enemy issue from its code and params (the message comes from {@link enemyMessages}).
 *
 * @example
 * ```ts
 * enemyIssue('enemy_unknown_type', ['tipo'], { tipo: 'boss', validos: 'nomeado, rival ou chefe' }).code
 * //=> 'enemy_unknown_type'
 * ```
 */
export const enemyIssue: IssueFactory<typeof enemyMessages> = /* @__PURE__ */ issueFactory(enemyMessages);
