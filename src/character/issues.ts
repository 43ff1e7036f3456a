/**
 * The character module's issue catalogue: every code it can return, with its pt-BR message.
 *
 * @module
 */
import { issueFactory, type IssueFactory } from '../issues/index.js';

/**
 * Every issue code of the character module, with its pt-BR message.
 *
 * @example
 * ```ts
 * characterMessages.attribute_above_max({ attribute: 'DES', value: 22, max: 20 })
 * //=> 'DES ficaria 22: nenhum atributo passa de 20.'
 * ```
 */
export const characterMessages = {
  /** Issue `character_version_unsupported`. */
  character_version_unsupported: (p: { version: string; current: number }) =>
    `Esta ficha é da versão ${p.version} do formato, e esta biblioteca lê até a versão ${p.current}.`,
  /** Issue `step_missing`. */
  step_missing: (p: { step: string; field: string }) => `Etapa "${p.step}": falta escolher ${p.field}.`,
  /** Issue `army_unknown`. */
  army_unknown: (p: { army: string }) => `O exército "${p.army}" não está entre os do livro (ou das regras da casa).`,
  /** Issue `accessory_unknown`. */
  accessory_unknown: (p: { accessory: string; options: string }) =>
    `O acessório "${p.accessory}" não existe: escolha entre ${p.options}.`,
  /** Issue `constellation_blank`. */
  constellation_blank: (_p: object) => 'A constelação está em branco: toda armadura tem a forma de uma constelação, estrela ou criatura.',
  /** Issue `attributes_incomplete`. */
  attributes_incomplete: (p: { missing: string }) => `Faltam atributos: ${p.missing}.`,
  /** Issue `attributes_not_standard_array`. */
  attributes_not_standard_array: (p: { values: string; expected: string }) =>
    `Os valores ${p.values} não são a distribuição padrão (${p.expected}), um para cada atributo.`,
  /** Issue `attributes_not_human_array`. */
  attributes_not_human_array: (p: { values: string; expected: string }) =>
    `Os valores ${p.values} não são a distribuição humana (${p.expected}), um para cada atributo.`,
  /** Issue `attributes_not_rolled`. */
  attributes_not_rolled: (p: { values: string; rolled: string }) =>
    `Os valores ${p.values} não são os que saíram nos dados (${p.rolled}).`,
  /** Issue `attribute_out_of_range`. */
  attribute_out_of_range: (p: { attribute: string; value: number; min: number; max: number }) =>
    `${p.attribute} ${p.value} está fora da faixa de atributos (${p.min} a ${p.max}).`,
  /** Issue `attribute_above_max`. */
  attribute_above_max: (p: { attribute: string; value: number; max: number }) =>
    `${p.attribute} ficaria ${p.value}: nenhum atributo passa de ${p.max}.`,
  /** Issue `cosmo_attribute_invalid`. */
  cosmo_attribute_invalid: (p: { attribute: string; options: string }) =>
    `O Atributo do Cosmo precisa ser ${p.options}, não ${p.attribute}.`,
  /** Issue `treino_unknown`. */
  treino_unknown: (p: { treino: string }) => `O treino "${p.treino}" não existe.`,
  /** Issue `treino_custom_unused`. */
  treino_custom_unused: (p: { treino: string; custom: string }) =>
    `O treino próprio "${p.custom}" está na ficha, mas o treino escolhido é "${p.treino}": o treino precisa ser o id do treino próprio.`,
  /** Issue `treino_custom_id_taken`. */
  treino_custom_id_taken: (p: { id: string }) => `O treino próprio usa o id "${p.id}", que já é de um treino do livro: escolha outro.`,
  /** Issue `treino_custom_skills_repeat`. */
  treino_custom_skills_repeat: (p: { skill: string }) => `O treino próprio dá duas vezes a mesma perícia ("${p.skill}"): são duas perícias diferentes.`,
  /** Issue `conviccao_count`. */
  conviccao_count: (p: { count: number; expected: number }) =>
    `São ${p.expected} Convicções, e a ficha tem ${p.count}.`,
  /** Issue `conviccao_not_eu_luto`. */
  conviccao_not_eu_luto: (p: { index: number; startsWith: string }) =>
    `A Convicção ${p.index + 1} precisa começar com "${p.startsWith}".`,
  /** Issue `conviccao_blank`. */
  conviccao_blank: (p: { index: number }) => `A Convicção ${p.index + 1} está em branco.`,
  /** Issue `skill_unknown`. */
  skill_unknown: (p: { skill: string }) => `A perícia "${p.skill}" não existe.`,
  /** Issue `skill_duplicate`. */
  skill_duplicate: (p: { skill: string }) =>
    `A perícia "${p.skill}" já veio de outra fonte: escolha outra no lugar (uma repetida não vale).`,
  /** Issue `skill_count`. */
  skill_count: (p: { count: number; expected: number }) =>
    `São ${p.expected} perícias livres na criação, e a ficha tem ${p.count}.`,
  /** Issue `defense_count`. */
  defense_count: (p: { count: number; expected: number }) =>
    `São ${p.expected} defesas passivas treinadas na criação, e a ficha tem ${p.count}.`,
  /** Issue `defense_duplicate`. */
  defense_duplicate: (p: { defense: string }) => `A defesa ${p.defense} aparece duas vezes.`,
  /** Issue `technique_count`. */
  technique_count: (p: { count: number; expected: number }) =>
    `Na criação são ${p.expected} técnicas, e a ficha tem ${p.count}.`,
  /** Issue `technique_over_limit`. */
  technique_over_limit: (p: { count: number; max: number }) =>
    `São ${p.count} técnicas conhecidas: o limite é ${p.max} (o Golpe do Assento não conta).`,
  /** Issue `technique_signature_count`. */
  technique_signature_count: (p: { count: number; expected: number }) =>
    `A ficha precisa de ${p.expected} técnica(s) assinatura, e tem ${p.count}.`,
  /** Issue `technique_creation_grau`. */
  technique_creation_grau: (p: { name: string; grau: unknown; expected: number }) =>
    `A técnica "${p.name}" é da criação: nasce no Grau ${p.expected}, não no ${String(p.grau)}.`,
  /** Issue `technique_grau_above_level`. */
  technique_grau_above_level: (p: { name: string; grau: number; ownerGrau: number }) =>
    `A técnica "${p.name}" é do Grau ${p.grau}, acima do Grau ${p.ownerGrau} do personagem: ela nasce no Grau dele, ou abaixo.`,
  /** Issue `technique_unknown`. */
  technique_unknown: (p: { id: string }) => `Nenhuma técnica da ficha tem o id "${p.id}".`,
  /** Issue `technique_duplicate_id`. */
  technique_duplicate_id: (p: { id: string }) => `Duas técnicas têm o mesmo id "${p.id}".`,
  /** Issue `technique_not_ready`. */
  technique_not_ready: (p: { name: string; count: number }) =>
    `A técnica "${p.name}" não está pronta (${p.count} problema(s)).`,
  /** Issue `level_up_out_of_order`. */
  level_up_out_of_order: (p: { expected: number; actual: number }) =>
    `A subida de nível ${p.actual} está fora de ordem: a próxima é a do nível ${p.expected}.`,
  /** Issue `level_up_beyond_max`. */
  level_up_beyond_max: (p: { max: number }) => `O nível ${p.max} é o último: não há como subir mais.`,
  /** Issue `choice_missing`. */
  choice_missing: (p: { level: number; slot: string }) => `Nível ${p.level}: falta a escolha "${p.slot}".`,
  /** Issue `choice_not_allowed`. */
  choice_not_allowed: (p: { level: number; slot: string }) => `Nível ${p.level}: a escolha "${p.slot}" não existe neste nível.`,
  /** Issue `choice_pericia_already`. */
  choice_pericia_already: (p: { level: number; skill: string }) =>
    `Nível ${p.level}: você já é proficiente em "${p.skill}".`,
  /** Issue `choice_defense_already`. */
  choice_defense_already: (p: { level: number; defense: string }) =>
    `Nível ${p.level}: a defesa ${p.defense} já é treinada.`,
  /** Issue `choice_initiative_not_all_defenses`. */
  choice_initiative_not_all_defenses: (p: { level: number }) =>
    `Nível ${p.level}: o +2 na Iniciativa é só para quem já é treinado nas três defesas.`,
  /** Issue `choice_technique_mismatch`. */
  choice_technique_mismatch: (p: { level: number; id: string }) =>
    `Nível ${p.level}: a técnica nova "${p.id}" não está entre as técnicas da ficha.`,
  /** Issue `segunda_licao_missing`. */
  segunda_licao_missing: (p: { level: number }) => `Nível ${p.level}: escolha a Segunda Lição.`,
  /** Issue `segunda_licao_invalid`. */
  segunda_licao_invalid: (p: { licao: string }) =>
    `A Segunda Lição "${p.licao}" não existe ou é a lição do seu próprio treino.`,
  /** Issue `segunda_licao_not_allowed`. */
  segunda_licao_not_allowed: (p: { level: number }) => `Nível ${p.level}: a Segunda Lição não vem neste nível.`,
  /** Issue `signature_second_missing`. */
  signature_second_missing: (p: { level: number }) =>
    `Nível ${p.level}: escolha qual técnica vira a segunda técnica assinatura.`,
  /** Issue `signature_second_invalid`. */
  signature_second_invalid: (p: { id: string }) =>
    `A técnica "${p.id}" não pode ser a segunda assinatura (não existe, ou já é assinatura).`,
  /** Issue `quarta_conviccao_missing`. */
  quarta_conviccao_missing: (p: { level: number }) => `Nível ${p.level}: escreva a Quarta Convicção.`,
  /** Issue `gloria_negative`. */
  gloria_negative: (p: { gloria: number }) => `A Glória não pode ser negativa (${p.gloria}).`,
  /** Issue `gloria_not_enough`. */
  gloria_not_enough: (p: { gloria: number; needed: number; level: number }) =>
    `Para sair do nível ${p.level} são ${p.needed} de Glória; você tem ${p.gloria}.`,
  /** Issue `posto_level_too_low`. */
  posto_level_too_low: (p: { posto: string; level: number; minLevel: number }) =>
    `${p.posto} só a partir do nível ${p.minLevel}; o personagem está no nível ${p.level}.`,
  /** Issue `posto_not_next`. */
  posto_not_next: (p: { from: string; to: string }) => `Do Posto ${p.from} não se sobe direto para ${p.to}.`,
  /** Issue `posto_needs_vacant_seat`. */
  posto_needs_vacant_seat: (_p: object) => 'A elite só se alcança com uma vaga vazia: confirme a vaga (`vacantSeat: true`).',
  /** Issue `constellation_elite_seat`. */
  constellation_elite_seat: (p: { constellation: string; seat: string; army: string }) =>
    `"${p.constellation}" é a vaga de elite ${p.seat} (${p.army}): essas vagas são da elite, e ninguém começa numa delas. Escolha outra constelação.`,
  /** Issue `conviccao_no_person`. */
  conviccao_no_person: (_p: object) =>
    'Dica: pelo menos uma Convicção precisa ter o nome de uma pessoa ("eu luto pela justiça" não serve). Nenhuma frase parece trazer um nome (procuramos uma palavra com inicial maiúscula depois de "eu luto" — é só uma pista, confira você).',
  /** Issue `golpe_do_assento_not_elite`. */
  golpe_do_assento_not_elite: (p: { name: string; posto: string }) =>
    `A técnica "${p.name}" é um Golpe do Assento: ele vem com a vaga da elite, e o personagem é ${p.posto}.`,
  /** Issue `golpe_do_assento_missing`. */
  golpe_do_assento_missing: (p: { seat: string }) =>
    `Subir para a elite dá o Golpe do Assento da vaga ${p.seat}: passe a técnica em \`golpeDoAssento\` para ela entrar na ficha.`,
  /** Issue `golpe_do_assento_grau`. */
  golpe_do_assento_grau: (p: { name: string; grau: unknown; ownerGrau: number }) =>
    `O Golpe do Assento "${p.name}" nasce no Grau de quem veste a armadura (${p.ownerGrau}), não no ${String(p.grau)}.`,
  /** Issue `armor_posto_mismatch`. */
  armor_posto_mismatch: (p: { armorPosto: string; posto: string }) =>
    `A armadura é de ${p.armorPosto} e o personagem é ${p.posto}: a armadura tem o Posto de quem a veste.`,
  /** Issue `posto_elite_armor_characteristics`. */
  posto_elite_armor_characteristics: (p: { count: number; expected: number }) =>
    `A armadura da vaga vem com as ${p.expected} características dela, e esta tem ${p.count}.`,
  /** Issue `gloria_rider_alone`. */
  gloria_rider_alone: (p: { trigger: string; needs: string }) =>
    `"${p.trigger}" não é Glória sozinho: é o +1 de quem venceu uma luta contra um inimigo nomeado de Posto acima. Dê junto com "${p.needs}", na mesma chamada.`,
  /** Issue `human_level_out_of_range`. */
  human_level_out_of_range: (p: { level: number; max: number }) => `O nível humano ${p.level} não existe: vai de 1 a ${p.max}.`,
  /** Issue `human_treino_missing`. */
  human_treino_missing: (p: { level: number }) =>
    `Nível humano ${p.level}: o aprendiz ganha as duas perícias do treino, mas nenhum treino foi escolhido (sem ele, nenhuma perícia é treinada).`,
  /** Issue `human_cannot_awaken_yet`. */
  human_cannot_awaken_yet: (p: { level: number; trialLevel: number }) =>
    `A prova da armadura só acontece do nível humano ${p.trialLevel} em diante (o aprendiz está no ${p.level}).`,
  /** Issue `awaken_not_human`. */
  awaken_not_human: (_p: object) => 'Só um humano (aprendiz) desperta.',
  /** Issue `awaken_choice_invalid`. */
  awaken_choice_invalid: (p: { attribute: string }) =>
    `${p.attribute} não é um dos dois atributos com 11: escolha qual dos dois vira 14.`,
  /** Issue `not_a_warrior`. */
  not_a_warrior: (_p: object) => 'Esta operação é de guerreiro desperto, e o personagem é humano.',
  /** Issue `not_a_human`. */
  not_a_human: (_p: object) => 'Esta operação é de humano (aprendiz), e o personagem já despertou.',
  /** Issue `creation_incomplete`. */
  creation_incomplete: (p: { steps: string }) => `A criação ainda não terminou: faltam ${p.steps}.`,
  /** Issue `rolled_array_needs_dice`. */
  rolled_array_needs_dice: (_p: object) => 'O método de 4d6 precisa dos dados rolados (passe uma fonte de números aleatórios).',
};

/**
 * A character issue code.
 *
 * @example
 * ```ts
 * const c: CharacterIssueCode = 'skill_duplicate';
 * ```
 */
export type CharacterIssueCode = keyof typeof characterMessages;

/**
 * Makes a coded character issue with its pt-BR message.
 *
 * @example
 * ```ts
 * characterIssue('gloria_negative', ['gloria'], { gloria: -1 }).message
 * //=> 'A Glória não pode ser negativa (-1).'
 * ```
 */
export const characterIssue: IssueFactory<typeof characterMessages> = /* @__PURE__ */ issueFactory(characterMessages);
