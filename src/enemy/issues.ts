/**
 * The enemy module's issue catalogue: stable codes and their pt-BR messages.
 *
 * @module
 */
import { issueFactory } from '../issues/index.js';

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
  enemy_level_out_of_range: (p: { nivel: unknown; min: number; max: number }) =>
    `O nível ${String(p.nivel)} não existe para um inimigo: vai de ${p.min} a ${p.max}.`,
  enemy_level_not_integer: (p: { nivel: unknown }) => `O nível do inimigo precisa ser um número inteiro (recebeu ${String(p.nivel)}).`,
  enemy_posto_not_yet: (p: { posto: string; nivel: number; minimo: number }) =>
    `Não existe ${p.posto} no nível ${p.nivel}: esse Posto começa no nível ${p.minimo}.`,
  enemy_unknown_posto: (p: { posto: unknown; validos: string }) => `Posto desconhecido: "${String(p.posto)}". Use ${p.validos}.`,
  enemy_unknown_type: (p: { tipo: unknown; validos: string }) => `Tipo de inimigo desconhecido: "${String(p.tipo)}". Use ${p.validos}.`,
  enemy_conviccoes_out_of_range: (p: { tipo: string; conviccoes: number; min: number; max: number }) =>
    p.min === p.max
      ? `Um ${p.tipo} tem ${p.min} Convicç${p.min === 1 ? 'ão' : 'ões'}, não ${p.conviccoes}.`
      : `Um ${p.tipo} tem de ${p.min} a ${p.max} Convicções, não ${p.conviccoes}.`,
  enemy_unknown_accessory: (p: { acessorio: string; validos: string }) => `Acessório desconhecido: "${p.acessorio}". Use ${p.validos}.`,
  enemy_unknown_characteristic: (p: { caracteristica: string }) => `Característica desconhecida: "${p.caracteristica}".`,
  enemy_duplicate_characteristic: (p: { caracteristica: string }) => `A característica "${p.caracteristica}" aparece duas vezes: cada uma vale uma vez por armadura.`,
  enemy_too_many_characteristics: (p: { posto: string; max: number; n: number }) =>
    `Uma armadura de ${p.posto} tem no máximo ${p.max} característica${p.max === 1 ? '' : 's'}, não ${p.n}.`,
  enemy_no_armor_extras: (_p: Record<string, never>) => 'Um inimigo sem Posto não tem armadura: sem acessório e sem características.',
  enemy_trade_too_big: (p: { pedido: number; max: number }) =>
    `Não dá para trocar ${p.pedido} escolhas: o inimigo só tem ${p.max} desse tipo neste nível.`,
  enemy_unknown_skill: (p: { pericia: string }) => `Perícia desconhecida: "${p.pericia}".`,
  enemy_unknown_treino: (p: { treino: string }) => `Treino desconhecido: "${p.treino}".`,
  enemy_armor_posto_mismatch: (p: { armadura: string; posto: string }) =>
    `A armadura é de ${p.armadura}, mas o inimigo é ${p.posto}: o Posto do inimigo é o da armadura.`,
  enemy_resposta_unknown: (p: { id: string }) => `A Resposta aponta para a técnica "${p.id}", que não está na ficha.`,
  enemy_resposta_no_damage: (p: { nome: string }) => `A Resposta precisa ser uma técnica de dano, e "${p.nome}" não causa dano.`,
  enemy_band_not_figurante: (_p: Record<string, never>) => 'Só figurantes andam em bando: o bando desta ficha é ignorado.',
  band_level_out_of_range: (p: { nivel: unknown; min: number; max: number }) =>
    `O nível ${String(p.nivel)} não existe para um bando: vai de ${p.min} a ${p.max}.`,
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
export const enemyIssue = issueFactory(enemyMessages);
