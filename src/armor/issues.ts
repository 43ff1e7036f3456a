/**
 * The armor module's issue catalogue: every code it can return, with its pt-BR message.
 *
 * @module
 */
import { issueFactory } from '../issues/index.js';

/**
 * Every issue code of the armor module, with its pt-BR message.
 *
 * @example
 * ```ts
 * armorMessages.armor_dead({ name: 'Lince' })
 * //=> 'A armadura de Lince está morta: sem sangue, ela não volta.'
 * ```
 */
export const armorMessages = {
  accessory_unknown: (p: { accessory: string; options: string }) =>
    `O acessório "${p.accessory}" não existe: escolha entre ${p.options}.`,
  characteristic_unknown: (p: { characteristic: string }) => `A característica "${p.characteristic}" não existe.`,
  characteristic_duplicate: (p: { characteristic: string }) =>
    `A característica "${p.characteristic}" aparece duas vezes: cada uma entra uma vez só por armadura.`,
  characteristics_over_posto: (p: { count: number; max: number; posto: string }) =>
    `Uma armadura de ${p.posto} tem ${p.max} característica(s), e esta tem ${p.count}.`,
  characteristics_missing: (p: { count: number; expected: number; posto: string }) =>
    `Uma armadura de ${p.posto} tem ${p.expected} característica(s); faltam ${p.expected - p.count}.`,
  improvement_unknown: (p: { improvement: string }) => `A melhoria "${p.improvement}" não existe.`,
  improvement_already_installed: (p: { improvement: string }) =>
    `A melhoria "${p.improvement}" já está nesta armadura: cada melhoria entra uma vez só.`,
  improvement_posto_too_low: (p: { improvement: string; minPosto: string; posto: string }) =>
    `A melhoria "${p.improvement}" pede uma armadura de ${p.minPosto} ou acima; esta é de ${p.posto}.`,
  improvement_no_slot: (p: { used: number; max: number; version: number }) =>
    `Sem espaço para melhorias: a V${p.version} aceita ${p.max}, e ${p.used} já estão nela. Reviver a armadura abre espaço.`,
  army_unknown: (p: { army: string }) => `O exército "${p.army}" não está nas regras.`,
  armor_dead: (p: { name: string }) => `A armadura de ${p.name} está morta: sem sangue, ela não volta.`,
  armor_not_dead: (p: { name: string; state: string }) =>
    `A armadura de ${p.name} não está morta (está ${p.state}): não há o que reviver.`,
  armor_shattered: (p: { name: string }) =>
    `A armadura de ${p.name} está despedaçada: naquela luta ela não volta (só com um Unguento de Pó de Estrelas).`,
  armor_already_dead: (p: { name: string }) => `A armadura de ${p.name} já está morta.`,
  armor_death_final: (p: { name: string }) =>
    `A armadura de ${p.name} já recebeu o sangue de um deus: depois dele não existe sangue mais forte, e a morte é para sempre.`,
  armor_refuses_blood: (p: { name: string; army: string }) =>
    `A armadura de ${p.name} (${p.army}) não aceita sangue: não revive nem evolui por ele.`,
  armor_does_not_reform: (p: { name: string }) => `A armadura de ${p.name} não se refaz sozinha: só o sangue a traz de volta.`,
  sacrifice_rule_off: (_p: Record<string, never>) =>
    'A regra opcional "a armadura que se sacrifica" não está ligada nestas regras (armor.options.sacrifice).',
  sacrifice_not_last_point: (p: { name: string; resistencia: number }) =>
    `A armadura de ${p.name} tem ${p.resistencia} de Resistência: ela só se sacrifica no último ponto.`,
  armor_not_in_casca: (p: { name: string }) => `A armadura de ${p.name} não está morta: não é uma casca.`,
  blood_unknown: (p: { blood: string }) => `O sangue "${p.blood}" não existe: guerreiro, elite ou deus.`,
  blood_weaker_than_last: (p: { blood: string; last: string }) =>
    `A armadura só aceita sangue igual ou mais forte que o último: recebeu sangue de ${p.last}, e o de ${p.blood} é mais fraco.`,
  blood_rung_full: (p: { rung: string; limit: number; posto: string }) =>
    p.limit === 0
      ? `Uma armadura de ${p.posto} não tem o degrau do sangue de ${p.rung}.`
      : `O degrau do sangue de ${p.rung} já deu as ${p.limit} revivida(s) que uma armadura de ${p.posto} aceita: só um sangue mais forte a traz de volta.`,
  blood_form_rung_mismatch: (p: { index: number; blood: string; rung: string }) =>
    `A forma ${p.index + 2} diz que o sangue de ${p.blood} contou como de ${p.rung}, e a escada não permite isso.`,
  blood_thirds_out_of_range: (p: { thirds: number; max: number }) =>
    `Doar ${p.thirds} terço(s) não existe: a trilha de Sangue tem ${p.max} terços.`,
  blood_donor_hp_invalid: (p: { maxHp: number }) => `PV máximos ${p.maxHp} não servem: precisam ser um inteiro de 1 para cima.`,
  blood_donation_fatal: (p: { thirds: number }) =>
    `Dar ${p.thirds} terços é dar o sangue inteiro: ninguém sobrevive.`,
  death_cause_unknown: (p: { cause: string }) => `A causa de morte "${p.cause}" não existe.`,
  death_kind_unknown: (p: { kind: string }) => `O tipo de morte "${p.kind}" não existe.`,
  remendo_already_used: (p: { name: string }) =>
    `O remendo da armadura de ${p.name} já foi usado: uma vez por armadura entre dois descansos longos.`,
  remendo_nothing_to_repair: (p: { name: string }) => `A armadura de ${p.name} está inteira: não há o que remendar.`,
  resistencia_amount_invalid: (p: { amount: number }) => `${p.amount} não é uma quantidade de Resistência válida (inteiro de 0 para cima).`,
  damage_invalid: (p: { damage: number }) => `${p.damage} não é um dano válido (inteiro de 0 para cima).`,
  aparar_no_resistencia: (p: { name: string }) => `A armadura de ${p.name} não tem Resistência para aparar.`,
  elmo_gone: (p: { name: string }) => `O Elmo da armadura de ${p.name} já voou nesta luta.`,
  divine_form_needs_nono: (_p: Record<string, never>) => 'A forma Divina só aparece no Nono Sentido.',
  divine_form_needs_link: (_p: Record<string, never>) => 'A forma Divina pede um elo com um deus (sangue de deus na armadura ou um elo de ligação).',
  divine_form_already: (p: { name: string }) => `A armadura de ${p.name} já está na forma Divina.`,
  promotion_level_too_low: (p: { posto: string; level: number; minLevel: number }) =>
    `Subir a ${p.posto} pede o nível ${p.minLevel}; o personagem está no ${p.level}.`,
  promotion_needs_vacant_seat: (_p: Record<string, never>) => 'A elite só se alcança com uma vaga vazia.',
  promotion_elite_takes_seat: (_p: Record<string, never>) =>
    'A armadura não sobe à elite: quem sobe assume uma vaga vazia e recebe a armadura dela (a antiga fica).',
  promotion_not_higher: (p: { from: string; to: string }) => `De ${p.from} para ${p.to} não é subir de Posto.`,
  promotion_needs_characteristic: (p: { expected: number; count: number }) =>
    `A armadura que sobe ganha características até ter ${p.expected}; escolha ${p.expected - p.count} nova(s).`,
  swap_invalid: (p: { from: string }) => `A característica "${p.from}" não está na armadura para ser trocada.`,
  borrowed_not_higher: (p: { lent: string; own: string }) =>
    `A armadura emprestada é de ${p.lent} e o seu Posto é ${p.own}: só se empresta uma armadura de Posto acima.`,
  borrowed_needs_setimo: (p: { minLevel: number }) =>
    `Vestir uma armadura de Ouro emprestada pede já ter despertado o Sétimo alguma vez (no Bronze, do nível ${p.minLevel} em diante).`,
  borrowed_armor_dead: (_p: Record<string, never>) => 'Uma armadura morta não se empresta: ela não responde a outro dono.',
} as const;

/** Every issue code of the armor module. */
export type ArmorIssueCode = keyof typeof armorMessages;

/**
 * Builds a coded armor issue with its pt-BR message.
 *
 * @param code - The code.
 * @param path - Where in the input.
 * @param params - The message's params.
 * @param severity - `error` (default) or `warning`.
 * @returns The issue.
 * @example
 * ```ts
 * armorIssue('elmo_gone', [], { name: 'Lince' }).message //=> 'O Elmo da armadura de Lince já voou nesta luta.'
 * ```
 */
export const armorIssue = issueFactory(armorMessages);
