/**
 * The armor module's issue catalogue: every code it can return, with its pt-BR message.
 *
 * @module
 */
import { issueFactory, type IssueFactory } from '../issues/index.js';
import { armorStateLabels, type ArmorState } from './state.js';

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
  /** Message of `accessory_unknown` (accessory unknown). */
  accessory_unknown: (p: { accessory: string; options: string }) =>
    `O acessório "${p.accessory}" não existe: escolha entre ${p.options}.`,
  /** Message of `characteristic_unknown` (characteristic unknown). */
  characteristic_unknown: (p: { characteristic: string }) => `A característica "${p.characteristic}" não existe.`,
  /** Message of `characteristic_duplicate` (characteristic duplicate). */
  characteristic_duplicate: (p: { characteristic: string }) =>
    `A característica "${p.characteristic}" aparece duas vezes: cada uma entra uma vez só por armadura.`,
  /** Message of `characteristics_over_posto` (characteristics over posto). */
  characteristics_over_posto: (p: { count: number; max: number; posto: string }) =>
    `Uma armadura de ${p.posto} tem ${p.max} característica(s), e esta tem ${p.count}.`,
  /** Message of `characteristics_missing` (characteristics missing). */
  characteristics_missing: (p: { count: number; expected: number; posto: string }) =>
    `Uma armadura de ${p.posto} tem ${p.expected} característica(s); faltam ${p.expected - p.count}.`,
  /** Message of `improvement_unknown` (improvement unknown). */
  improvement_unknown: (p: { improvement: string }) => `A melhoria "${p.improvement}" não existe.`,
  /** Message of `improvement_already_installed` (improvement already installed). */
  improvement_already_installed: (p: { improvement: string }) =>
    `A melhoria "${p.improvement}" já está nesta armadura: cada melhoria entra uma vez só.`,
  /** Message of `improvement_posto_too_low` (improvement posto too low). */
  improvement_posto_too_low: (p: { improvement: string; minPosto: string; posto: string }) =>
    `A melhoria "${p.improvement}" pede uma armadura de ${p.minPosto} ou acima; esta é de ${p.posto}.`,
  /** Message of `improvement_no_slot` (improvement no slot). */
  improvement_no_slot: (p: { used: number; max: number; version: number }) =>
    `Sem espaço para melhorias: a V${p.version} aceita ${p.max}, e ${p.used} já estão nela. Reviver a armadura abre espaço.`,
  /** Message of `army_unknown` (army unknown). */
  army_unknown: (p: { army: string }) => `O exército "${p.army}" não está nas regras.`,
  /** Message of `armor_dead` (armor dead). */
  armor_dead: (p: { name: string }) => `A armadura de ${p.name} está morta: sem sangue, ela não volta.`,
  /** Message of `armor_not_dead` (armor not dead). */
  armor_not_dead: (p: { name: string; state: ArmorState }) =>
    `A armadura de ${p.name} não está morta (está ${armorStateLabels[p.state] ?? p.state}): não há o que reviver.`,
  /** Message of `armor_shattered` (armor shattered). */
  armor_shattered: (p: { name: string }) =>
    `A armadura de ${p.name} está despedaçada: naquela luta ela não volta (só com um Unguento de Pó de Estrelas).`,
  /** Message of `armor_already_dead` (armor already dead). */
  armor_already_dead: (p: { name: string }) => `A armadura de ${p.name} já está morta.`,
  /** Message of `armor_death_final` (armor death final). */
  armor_death_final: (p: { name: string }) =>
    `A armadura de ${p.name} já recebeu o sangue de um deus: depois dele não existe sangue mais forte, e a morte é para sempre.`,
  /** Message of `armor_refuses_blood` (armor refuses blood). */
  armor_refuses_blood: (p: { name: string; army: string }) =>
    `A armadura de ${p.name} (${p.army}) não aceita sangue: não revive nem evolui por ele.`,
  /** Message of `armor_does_not_reform` (armor does not reform). */
  armor_does_not_reform: (p: { name: string }) => `A armadura de ${p.name} não se refaz sozinha: só o sangue a traz de volta.`,
  /** Message of `sacrifice_rule_off` (sacrifice rule off). */
  sacrifice_rule_off: (_p: Record<string, never>) =>
    'A regra opcional "a armadura que se sacrifica" não está ligada nestas regras (armor.options.sacrifice).',
  /** Message of `sacrifice_not_last_point` (sacrifice not last point). */
  sacrifice_not_last_point: (p: { name: string; resistencia: number }) =>
    `A armadura de ${p.name} tem ${p.resistencia} de Resistência: ela só se sacrifica no último ponto.`,
  /** Message of `armor_not_in_casca` (armor not in casca). */
  armor_not_in_casca: (p: { name: string }) => `A armadura de ${p.name} não está morta: não é uma casca.`,
  /** Message of `blood_unknown` (blood unknown). */
  blood_unknown: (p: { blood: string }) => `O sangue "${p.blood}" não existe: guerreiro, elite ou deus.`,
  /** Message of `blood_weaker_than_last` (blood weaker than last). */
  blood_weaker_than_last: (p: { blood: string; last: string }) =>
    `A armadura só aceita sangue igual ou mais forte que o último: recebeu sangue de ${p.last}, e o de ${p.blood} é mais fraco.`,
  /** Message of `blood_rung_full` (blood rung full). */
  blood_rung_full: (p: { rung: string; limit: number; posto: string }) =>
    p.limit === 0
      ? `Uma armadura de ${p.posto} não tem o degrau do sangue de ${p.rung}.`
      : `O degrau do sangue de ${p.rung} já deu as ${p.limit} revivida(s) que uma armadura de ${p.posto} aceita: só um sangue mais forte a traz de volta.`,
  /** Message of `blood_form_rung_mismatch` (blood form rung mismatch). */
  blood_form_rung_mismatch: (p: { index: number; blood: string; rung: string }) =>
    `A forma ${p.index + 2} diz que o sangue de ${p.blood} contou como de ${p.rung}, e a escada não permite isso.`,
  /** Message of `blood_thirds_out_of_range` (blood thirds out of range). */
  blood_thirds_out_of_range: (p: { thirds: number; max: number }) =>
    `Doar ${p.thirds} terço(s) não existe: a trilha de Sangue tem ${p.max} terços.`,
  /** Message of `blood_donor_hp_invalid` (blood donor hp invalid). */
  blood_donor_hp_invalid: (p: { maxHp: number }) => `PV máximos ${p.maxHp} não servem: precisam ser um inteiro de 1 para cima.`,
  /** Message of `blood_donation_fatal` (blood donation fatal). */
  blood_donation_fatal: (p: { thirds: number }) =>
    `Dar ${p.thirds} terços é dar o sangue inteiro: ninguém sobrevive.`,
  /** Message of `death_cause_unknown` (death cause unknown). */
  death_cause_unknown: (p: { cause: string }) => `A causa de morte "${p.cause}" não existe.`,
  /** Message of `death_cause_needs_shattered` (a death that needs the armor in pieces). */
  death_cause_needs_shattered: (p: { cause: string; state: ArmorState }) =>
    `"${p.cause}" só mata uma armadura despedaçada, e esta está ${armorStateLabels[p.state] ?? p.state}.`,
  /** Message of `death_kind_unknown` (death kind unknown). */
  death_kind_unknown: (p: { kind: string }) => `O tipo de morte "${p.kind}" não existe.`,
  /** Message of `remendo_already_used` (remendo already used). */
  remendo_already_used: (p: { name: string }) =>
    `O remendo da armadura de ${p.name} já foi usado: uma vez por armadura entre dois descansos longos.`,
  /** Message of `remendo_nothing_to_repair` (remendo nothing to repair). */
  remendo_nothing_to_repair: (p: { name: string }) => `A armadura de ${p.name} está inteira: não há o que remendar.`,
  /** Message of `resistencia_amount_invalid` (resistencia amount invalid). */
  resistencia_amount_invalid: (p: { amount: number }) => `${p.amount} não é uma quantidade de Resistência válida (inteiro de 0 para cima).`,
  /** Message of `damage_invalid` (damage invalid). */
  damage_invalid: (p: { damage: number }) => `${p.damage} não é um dano válido (inteiro de 0 para cima).`,
  /** Message of `aparar_no_resistencia` (aparar no resistencia). */
  aparar_no_resistencia: (p: { name: string }) => `A armadura de ${p.name} não tem Resistência para aparar.`,
  /** Message of `aparar_figurante` (a figurante's damage is not parried). */
  aparar_figurante: (p: { name: string }) =>
    `Dano de figurante não se apara: a lança de um soldado raso não racha a armadura de ${p.name}.`,
  /** Message of `aparar_cortante` (a Cortante armor's golpe comum is not parried). */
  aparar_cortante: (p: { name: string }) => `O golpe comum de uma armadura Cortante não pode ser aparado (armadura de ${p.name}).`,
  /** Message of `elmo_gone` (elmo gone). */
  elmo_gone: (p: { name: string }) => `O Elmo da armadura de ${p.name} já voou nesta luta.`,
  /** Message of `divine_form_needs_nono` (divine form needs nono). */
  divine_form_needs_nono: (_p: Record<string, never>) => 'A forma Divina só aparece no Nono Sentido.',
  /** Message of `divine_form_needs_link` (divine form needs link). */
  divine_form_needs_link: (_p: Record<string, never>) => 'A forma Divina pede um elo com um deus (sangue de deus na armadura ou um elo de ligação).',
  /** Message of `divine_form_already` (divine form already). */
  divine_form_already: (p: { name: string }) => `A armadura de ${p.name} já está na forma Divina.`,
  /** Message of `promotion_level_too_low` (promotion level too low). */
  promotion_level_too_low: (p: { posto: string; level: number; minLevel: number }) =>
    `Subir a ${p.posto} pede o nível ${p.minLevel}; o personagem está no ${p.level}.`,
  /** Message of `promotion_needs_vacant_seat` (promotion needs vacant seat). */
  promotion_needs_vacant_seat: (_p: Record<string, never>) => 'A elite só se alcança com uma vaga vazia.',
  /** Message of `promotion_elite_takes_seat` (promotion elite takes seat). */
  promotion_elite_takes_seat: (_p: Record<string, never>) =>
    'A armadura não sobe à elite: quem sobe assume uma vaga vazia e recebe a armadura dela (a antiga fica).',
  /** Message of `promotion_not_higher` (promotion not higher). */
  promotion_not_higher: (p: { from: string; to: string }) => `De ${p.from} para ${p.to} não é subir de Posto.`,
  /** Message of `promotion_needs_characteristic` (promotion needs characteristic). */
  promotion_needs_characteristic: (p: { expected: number; count: number }) =>
    `A armadura que sobe ganha características até ter ${p.expected}; escolha ${p.expected - p.count} nova(s).`,
  /** Message of `swap_invalid` (swap invalid). */
  swap_invalid: (p: { from: string }) => `A característica "${p.from}" não está na armadura para ser trocada.`,
  /** Message of `borrowed_not_higher` (borrowed not higher). */
  borrowed_not_higher: (p: { lent: string; own: string }) =>
    `A armadura emprestada é de ${p.lent} e o seu Posto é ${p.own}: só se empresta uma armadura de Posto acima.`,
  /** Message of `borrowed_needs_setimo` (borrowed needs setimo). */
  borrowed_needs_setimo: (p: { minLevel: number }) =>
    `Vestir uma armadura de Ouro emprestada pede já ter despertado o Sétimo alguma vez (no Bronze, do nível ${p.minLevel} em diante).`,
  /** Message of `borrowed_armor_dead` (borrowed armor dead). */
  borrowed_armor_dead: (_p: Record<string, never>) => 'Uma armadura morta não se empresta: ela não responde a outro dono.',
} as const;

/**
 * Every issue code of the armor module.
 *
 * @example
 * ```ts
 * const c: ArmorIssueCode = 'armor_dead';
 * ```
 */
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
export const armorIssue: IssueFactory<typeof armorMessages> = /* @__PURE__ */ issueFactory(armorMessages);
