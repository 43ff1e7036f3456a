/**
 * The issue catalogue of the ficha in play and of the Interlúdio: every code an operation on a
 * {@link PlayState} can refuse with, and its pt-BR message.
 *
 * @module
 */
import { displayValue, issueFactory, type IssueFactory } from '../issues/index.js';

/**
 * Every issue code of the ficha in play, with its pt-BR message.
 *
 * @example
 * ```ts
 * playMessages.centelha_none_left({ sent: 3, perSession: 3 })
 * //=> 'Você já mandou 3 Centelhas nesta sessão: são 3 por sessão.'
 * ```
 */
export const playMessages = {
  /** Issue `play_amount_invalid`. */
  play_amount_invalid: (p: { field: string; value: unknown; min?: number; max?: number }) =>
    p.min === undefined || p.max === undefined
      ? `${p.field} precisa ser um número inteiro, zero ou mais (veio ${String(p.value)}).`
      : `${p.field} precisa ser um número inteiro de ${p.min} a ${p.max.toLocaleString('pt-BR')} (veio ${String(p.value)}).`,
  /** Issue `play_choice_invalid`. */
  play_choice_invalid: (p: { field: string; value: unknown; options: string }) =>
    `${p.field} precisa ser um de: ${p.options} (veio ${displayValue(p.value)}).`,
  /** Issue `play_count_over`. */
  play_count_over: (p: { field: string; value: number; max: number }) =>
    `${p.field} chegaria a ${p.value}; uma ficha em jogo guarda no máximo ${p.max}.`,
  /** Issue `play_name_too_long`. */
  play_name_too_long: (p: { field: string; length: number; max: number }) =>
    `${p.field} tem ${p.length} caracteres; uma ficha em jogo guarda no máximo ${p.max}.`,
  /** Issue `play_list_full`. */
  play_list_full: (p: { list: string; max: number }) => `A ficha em jogo já guarda ${p.max} ${p.list}, o máximo.`,
  /** Issue `forced_march_too_long`. */
  forced_march_too_long: (p: { extraDays: number; max: number }) =>
    `Uma marcha forçada de ${p.extraDays} dias extras não cabe num dia: são no máximo ${p.max} (${p.max + 1} dias de viagem num dia só).`,
  /** Issue `play_not_in_fight`. */
  play_not_in_fight: (p: { action: string }) => `${p.action} só acontece numa luta, e o personagem não está lutando.`,
  /** Issue `play_in_fight`. */
  play_in_fight: (p: { action: string }) => `${p.action} não se faz no meio de uma luta: termine a luta primeiro.`,
  /** Issue `play_dead`. */
  play_dead: (_p: object) => 'O personagem está morto: a ficha em jogo não muda mais.',
  /** Issue `play_down`. */
  play_down: (p: { action: string }) => `${p.action}: o personagem está caído a 0 PV.`,
  /** Issue `sense_already_lost`. */
  sense_already_lost: (p: { sense: string }) => `O sentido ${p.sense} já está perdido.`,
  /** Issue `sense_mutilation_invalid`. */
  sense_mutilation_invalid: (p: { sense: string; options: string }) =>
    `Só se mutila ${p.options}: ${p.sense} não se perde pelas próprias mãos.`,
  /** Issue `sense_not_lost`. */
  sense_not_lost: (p: { sense: string; how: string }) => `O sentido ${p.sense} não está perdido (${p.how}).`,
  /** Issue `centelha_none_left`. */
  centelha_none_left: (p: { sent: number; perSession: number }) =>
    `Você já mandou ${p.sent} Centelhas nesta sessão: são ${p.perSession} por sessão.`,
  /** Issue `centelha_already_this_round`. */
  centelha_already_this_round: (p: { perRound: number }) =>
    `Você já mandou ${p.perRound} Centelha nesta rodada: a próxima, só na rodada seguinte.`,
  /** Issue `centelha_sender_no_cosmo`. */
  centelha_sender_no_cosmo: (p: { cosmo: number; cost: number }) =>
    `Você está lutando: mandar uma Centelha custa ${p.cost} do seu Cosmo, e você tem ${p.cosmo}.`,
  /** Issue `centelha_receiver_not_fighting`. */
  centelha_receiver_not_fighting: (_p: object) => 'A Centelha vai para um aliado que esteja lutando, e este personagem não está numa luta.',
  /** Issue `conviccao_none_left`. */
  conviccao_none_left: (p: { spent: number; count: number }) =>
    `Todas as ${p.count} Convicções já estão gastas (${p.spent}): nenhuma para gastar.`,
  /** Issue `conviccao_none_spent`. */
  conviccao_none_spent: (_p: object) => 'Nenhuma Convicção está gasta: não há o que recuperar.',
  /** Issue `levantar_not_down`. */
  levantar_not_down: (p: { hp: number }) => `Só levanta quem está a 0 PV (o personagem está com ${p.hp}).`,
  /** Issue `levantar_already_this_fight`. */
  levantar_already_this_fight: (p: { perFight: number; wakeHp: number }) =>
    `Você já levantou nesta luta: é ${p.perFight} vez por luta. Fica no chão até a luta acabar, e acorda com ${p.wakeHp} PV.`,
  /** Issue `levantar_cannot_stand`. */
  levantar_cannot_stand: (p: { who: string; why: string }) =>
    `${p.who} não levanta com uma Convicção: ${p.why}. Fica no chão até a luta acabar e acorda com 1 PV.`,
  /** Issue `levantar_no_conviccao`. */
  levantar_no_conviccao: (p: { spent: number; count: number }) =>
    `Sem Convicção para gastar (${p.spent} de ${p.count} gastas): fica no chão até a luta acabar.`,
  /** Issue `setimo_first_time_level`. */
  setimo_first_time_level: (p: { level: number; minLevel: number }) =>
    `O primeiro Sétimo de um Bronze ou Prata só vem do nível ${p.minLevel} em diante (o personagem está no ${p.level}).`,
  /** Issue `setimo_conditions_missing`. */
  setimo_conditions_missing: (p: { missing: string }) => `O Sétimo não desperta: falta ${p.missing}.`,
  /** Issue `sentido_already`. */
  sentido_already: (p: { sentido: string }) => `O personagem já está no ${p.sentido}.`,
  /** Issue `nono_requirements_missing`. */
  nono_requirements_missing: (p: { missing: string }) => `O Nono não desperta: falta ${p.missing}.`,
  /** Issue `nono_variant_differs`. */
  nono_variant_differs: (p: { variant: string; use: string }) =>
    `Com a variante "${p.variant}" do Nono, ele não vem levantando: use ${p.use}.`,
  /** Issue `buda_not_available`. */
  buda_not_available: (p: { missing: string }) => `O estado de Buda não vem: ${p.missing}.`,
  /** Issue `blood_thirds_over`. */
  blood_thirds_over: (p: { given: number; donated: number; max: number }) =>
    `Doar ${p.given} terço(s) passa do sangue que resta: ${p.donated} de ${p.max} já foram doados.`,
  /** Issue `blood_fatal_needs_consent`. */
  blood_fatal_needs_consent: (p: { max: number }) =>
    `Doar o ${p.max}º terço é dar o sangue inteiro, e isso mata: só com \`acceptDeath: true\`.`,
  /** Issue `ferido_not_wounded`. */
  ferido_not_wounded: (_p: object) => 'O personagem não está ferido: não há ferida para fechar.',
  /** Issue `cansaco_none`. */
  cansaco_none: (_p: object) => 'O personagem não tem cansaço para tirar.',
  /** Issue `lida_blank`. */
  lida_blank: (p: { field: string }) => `A Lida precisa do ${p.field}: não pode ficar em branco.`,
  /** Issue `lida_duplicate`. */
  lida_duplicate: (p: { enemy: string; technique: string }) =>
    `"${p.technique}" de ${p.enemy} já está nas Lidas por mim (ler duas vezes não acumula).`,
  /** Issue `lida_unknown`. */
  lida_unknown: (p: { enemy: string; technique: string }) => `"${p.technique}" de ${p.enemy} não está nas Lidas por mim.`,
  /** Issue `lida_enemy_unknown`. */
  lida_enemy_unknown: (p: { enemy: string }) => `Nenhuma técnica de ${p.enemy} está nas Lidas por mim.`,
  /** Issue `leitura_de_combate_unavailable`. */
  leitura_de_combate_unavailable: (p: { level: number; gainLevel: number }) =>
    `A Leitura de Combate vem no nível ${p.gainLevel} (o personagem está no ${p.level}).`,
  /** Issue `leitura_de_combate_used`. */
  leitura_de_combate_used: (_p: object) => 'A Leitura de Combate já foi usada nesta luta (uma vez por luta).',
  /** Issue `leitura_de_combate_already_read`. */
  leitura_de_combate_already_read: (p: { technique: string }) =>
    `"${p.technique}" já está Lida por você: a Leitura de Combate é para uma técnica que você nunca viu.`,
  /** Issue `relic_unknown`. */
  relic_unknown: (p: { relic: string }) => `A relíquia "${p.relic}" não existe.`,
  /** Issue `relic_no_sintonia`. */
  relic_no_sintonia: (p: { relic: string }) => `"${p.relic}" não pede Sintonia.`,
  /** Issue `relic_already_attuned`. */
  relic_already_attuned: (p: { relic: string }) => `Você já está em Sintonia (ou entrando em Sintonia) com "${p.relic}".`,
  /** Issue `relic_not_attuned`. */
  relic_not_attuned: (p: { relic: string }) => `Você não está em Sintonia com "${p.relic}".`,
  /** Issue `sintonia_full`. */
  sintonia_full: (p: { count: number; max: number; level: number }) =>
    `No nível ${p.level} você sustenta ${p.max} relíquias em Sintonia, e já tem ${p.count}: solte uma antes.`,
  /** Issue `item_blank`. */
  item_blank: (_p: object) => 'O item precisa de um nome: não pode ficar em branco.',
  /** Issue `item_quantity_over`. */
  item_quantity_over: (p: { quantity: number; max: number }) => `Seriam ${p.quantity} deste item; uma ficha guarda no máximo ${p.max}.`,
  /** Issue `inventory_full`. */
  inventory_full: (p: { max: number }) => `A ficha já carrega ${p.max} itens diferentes, o máximo que ela guarda.`,
  /** Issue `item_not_carried`. */
  item_not_carried: (p: { item: string; quantity: number; have: number }) =>
    `Você não carrega ${p.quantity} de "${p.item}" (tem ${p.have}).`,
  /** Issue `item_healing_used`. */
  item_healing_used: (p: { item: string; perFight: number }) =>
    `"${p.item}" é um item de cura, e você já usou ${p.perFight} nesta luta.`,
  /** Issue `item_needs_sintonia`. */
  item_needs_sintonia: (p: { item: string }) => `"${p.item}" é uma relíquia: só funciona em Sintonia.`,
  /** Issue `item_needs_rng`. */
  item_needs_rng: (p: { item: string; dice: string }) =>
    `"${p.item}" rola ${p.dice}: passe uma fonte de aleatoriedade (rng) para rolar os dados.`,
  /** Issue `item_not_before_fight`. */
  item_not_before_fight: (p: { item: string }) => `"${p.item}" se usa antes da luta, não no meio dela.`,
  /** Issue `item_no_rest_effect`. */
  item_no_rest_effect: (p: { item: string }) => `"${p.item}" não faz nada num descanso curto.`,
  /** Issue `item_only_in_rest`. */
  item_only_in_rest: (p: { item: string }) => `"${p.item}" só faz efeito num descanso curto: use-o no descanso (shortRest, opção items).`,
  /** Issue `clock_unknown`. */
  clock_unknown: (p: { name: string }) => `Nenhum veneno ou doença chamado "${p.name}" corre no corpo.`,
  /** Issue `clock_duplicate`. */
  clock_duplicate: (p: { name: string }) => `Já há um veneno ou doença chamado "${p.name}": dê outro nome.`,
  /** Issue `clock_below_degree`. */
  clock_below_degree: (p: { name: string; degrau: string; who: string }) =>
    `"${p.name}" é de ${p.degrau}, abaixo do degrau de ${p.who}: veneno de gente não pega em guerreiro.`,
  /** Issue `clock_stopped`. */
  clock_stopped: (p: { name: string; segments: number }) =>
    `O relógio de "${p.name}" já chegou ao fim (${p.segments} segmentos): só a cura o apaga.`,
  /** Issue `body_human_only`. */
  body_human_only: (p: { action: string }) => `${p.action}: só um guerreiro faz isso, não um humano.`,
  /** Issue `short_rest_used`. */
  short_rest_used: (p: { perLongRest: number }) =>
    `O descanso curto é ${p.perLongRest} vez entre dois descansos longos, e ele já foi feito.`,
  /** Issue `days_invalid`. */
  days_invalid: (p: { days: unknown }) => `Os dias precisam ser um número inteiro de 1 para cima (veio ${String(p.days)}).`,
  /** Issue `interlude_level_too_low`. */
  interlude_level_too_low: (p: { action: string; level: number; minLevel: number }) =>
    `${p.action}: só a partir do nível ${p.minLevel} (o personagem está no ${p.level}).`,
  /** Issue `interlude_posto_too_low`. */
  interlude_posto_too_low: (p: { action: string; posto: string; minPosto: string }) =>
    `${p.action}: só ${p.minPosto} ou acima (o personagem é ${p.posto}).`,
  /** Issue `interlude_not_needed`. */
  interlude_not_needed: (p: { action: string; why: string }) => `${p.action}: não precisa — ${p.why}.`,
  /** Issue `interlude_requirement_missing`. */
  interlude_requirement_missing: (p: { action: string; missing: string }) => `${p.action}: falta ${p.missing}.`,
  /** Issue `interlude_skill_invalid`. */
  interlude_skill_invalid: (p: { action: string; skill: string; options: string }) =>
    `${p.action} se rola com ${p.options}, não com "${p.skill}".`,
  /** Issue `interlude_search_unknown`. */
  interlude_search_unknown: (p: { target: string; options: string }) =>
    `Buscar "${p.target}": procure um item raro ou um dos metais (${p.options}).`,
  /** Issue `armor_missing`. */
  armor_missing: (_p: object) => 'O personagem não tem armadura na ficha.',
};

/**
 * A code of the ficha in play.
 *
 * @example
 * ```ts
 * const code: PlayIssueCode = 'centelha_none_left';
 * ```
 */
export type PlayIssueCode = keyof typeof playMessages;

/**
 * Makes a coded issue of the ficha in play with its pt-BR message.
 *
 * @example
 * ```ts
 * playIssue('conviccao_none_spent', [], {}).message
 * //=> 'Nenhuma Convicção está gasta: não há o que recuperar.'
 * ```
 */
export const playIssue: IssueFactory<typeof playMessages> = /* @__PURE__ */ issueFactory(playMessages);
