/**
 * The technique module's issue catalogue: every code the engine can return, with its pt-BR message.
 *
 * @module
 */
import { issueFactory } from '../issues/index.js';

/**
 * Every issue code of the technique engine, with its pt-BR message.
 *
 * @example
 * ```ts
 * techniqueMessages.technique_over_max_size({ size: 8, maxSize: 7, excess: 1, grau: 4, seat: true })
 * //=> 'A técnica tem tamanho 8: passa 1 do máximo 7 do Grau 4 (com o ponto a mais do Golpe do Assento).'
 * ```
 */
export const techniqueMessages = {
  technique_field_blank: (p: { field: string }) =>
    `O campo "${p.field}" está em branco: a técnica não está pronta (todo campo do modelo precisa ser preenchido).`,
  technique_over_max_size: (p: { size: number; maxSize: number; excess: number; grau: number; seat: boolean }) =>
    `A técnica tem tamanho ${p.size}: passa ${p.excess} do máximo ${p.maxSize} do Grau ${p.grau}${
      p.seat ? ' (com o ponto a mais do Golpe do Assento)' : ''
    }.`,
  technique_grau_unknown: (p: { grau: number; max: number }) => `O Grau ${p.grau} não existe: vai de 1 a ${p.max}.`,
  technique_grau_above_owner: (p: { grau: number; ownerGrau: number; level: number }) =>
    `A técnica é do Grau ${p.grau}, acima do Grau ${p.ownerGrau} de quem a usa (nível ${p.level}): ela nasce no Grau do dono, ou abaixo.`,
  technique_roll_both: (_p: Record<string, never>) =>
    'A técnica rola Ataque e Efeito: é um ou outro, nunca os dois (só o Desfecho troca o Ataque por Efeito, no uso em que sai).',
  technique_roll_many_defenses: (p: { defenses: string }) =>
    `A Rolagem de Efeito é contra uma defesa só, e esta diz ${p.defenses}.`,
  technique_roll_wrong_defense: (p: { roll: string; against: string; expected: string }) =>
    `${p.roll} é contra ${p.expected}, não contra ${p.against}.`,
  technique_roll_missing_defense: (_p: Record<string, never>) =>
    'A Rolagem de Efeito não diz contra qual defesa: escreva Fortitude, Reflexos ou Vontade.',
  technique_condition_needs_efeito: (p: { condition: string; grade: string }) =>
    `${p.condition} é condição ${p.grade}: condições médias e fortes sempre obrigam a técnica a usar Rolagem de Efeito.`,
  technique_area_damage_needs_reflexos: (_p: Record<string, never>) => 'Dano em área rola Efeito contra Reflexos (e o erro ainda causa metade).',
  technique_healing_needs_cosmo: (_p: Record<string, never>) => 'Cura só existe em técnicas de natureza Cosmo.',
  technique_effect_wrong_nature: (p: { effect: string; nature: string }) =>
    `O efeito "${p.effect}" não pode ser comprado por uma técnica de natureza ${p.nature}.`,
  technique_reflect_needs_reaction: (_p: Record<string, never>) => 'Refletir só existe como reação: mude a ativação para reação e escreva o gatilho.',
  technique_effect_needs_activation: (p: { effect: string; activation: string }) =>
    `O efeito "${p.effect}" só existe com a ativação ${p.activation}.`,
  technique_modifier_missing_requirement: (p: { modifier: string; requires: string }) =>
    `${p.modifier} só existe com ${p.requires}: compre ${p.requires} também.`,
  technique_reaction_needs_trigger: (_p: Record<string, never>) =>
    'Uma técnica de reação precisa de um gatilho escrito (por exemplo: "um inimigo a até 6 m declara um ataque").',
  technique_trigger_without_reaction: (_p: Record<string, never>) => 'A técnica tem um gatilho escrito, mas não é de reação: o gatilho não vale nada.',
  technique_scene_needs_self_spending: (p: { effect: string }) =>
    `Duração de cena é só para efeitos que se gastam sozinhos, como PV temporários; "${p.effect}" não é um deles.`,
  technique_zone_needs_sustained: (p: { shape: string; duration: string }) =>
    `A área em ${p.shape} fica no lugar e é sustentada: a duração precisa ser ${p.duration}.`,
  technique_destiny_effect: (p: { effect: string }) =>
    `"${p.effect}" é destino: o motor não compra destino (selar, petrificar, matar de uma vez). Vem da história, de relíquias e dos Sentidos mais altos.`,
  technique_condition_unknown: (p: { condition: string }) =>
    `A condição "${p.condition}" não existe no catálogo: diga o grau dela (fraca, media ou forte) e dê um nome.`,
  technique_condition_missing: (_p: Record<string, never>) => 'Um efeito de condição precisa dizer qual condição impõe.',
  technique_condition_grade_mismatch: (p: { condition: string; grade: string; bookGrade: string }) =>
    `${p.condition} é condição ${p.bookGrade}, não ${p.grade}.`,
  technique_effect_points_step: (p: { effect: string; points: number; step: number }) =>
    `"${p.effect}" se compra de ${p.step} em ${p.step} pontos; ${p.points} não serve.`,
  technique_effect_points_fixed: (p: { effect: string; points: number; fixed: number }) =>
    `"${p.effect}" custa exatamente ${p.fixed} pontos, não ${p.points}.`,
  technique_effect_repeated: (p: { effect: string }) => `"${p.effect}" se compra uma vez só por técnica.`,
  technique_effect_needs_roll: (p: { effect: string }) =>
    `"${p.effect}" atinge outra pessoa e precisa de uma rolagem (nenhuma condição é automática): escolha Ataque contra DEF ou Efeito contra uma defesa passiva.`,
  technique_ataque_too_many_weak_effects: (p: { count: number; max: number }) =>
    `Com Ataque, o acerto aplica o dano e ${p.max} efeito fraco junto, sem segunda rolagem; esta técnica tem ${p.count}. O Mestre decide, mas o livro sugere Efeito.`,
  technique_area_without_area_effect: (p: { shape: string }) =>
    `A técnica tem área (${p.shape}) mas nenhum dano em área: a forma vem incluída no preço de um efeito em área.`,
  technique_area_effect_without_area: (_p: Record<string, never>) =>
    'Dano em área precisa de uma forma: explosão, cone, linha ou zona (no campo "Alcance e área").',
  technique_attribute_wrong_nature: (p: { attribute: string; nature: string; allowed: string }) =>
    `Uma técnica de ${p.nature} usa ${p.allowed}, não ${p.attribute}.`,
  technique_attribute_not_owner_cosmo: (p: { attribute: string; cosmoAttribute: string }) =>
    `A técnica de Cosmo diz ${p.attribute}, mas o Atributo do Cosmo do dono é ${p.cosmoAttribute}.`,
  technique_modifier_repeated: (p: { modifier: string }) => `O modificador "${p.modifier}" aparece mais de uma vez: cada um se compra uma vez.`,
  technique_limitation_repeated: (p: { limitation: string }) =>
    `A limitação "${p.limitation}" aparece mais de uma vez: cada uma conta uma vez.`,
  technique_modifier_needs_text: (p: { modifier: string }) =>
    `O modificador "${p.modifier}" precisa do texto escrito (por exemplo, o que acaba a condição).`,
  technique_modifier_needs_condition: (p: { modifier: string }) =>
    `O modificador "${p.modifier}" mexe numa condição, e a técnica não impõe nenhuma.`,
  technique_limitation_needs_text: (p: { limitation: string }) =>
    `A limitação "${p.limitation}" precisa dizer qual é a condição difícil (por exemplo: "só no Sétimo").`,
  technique_limitation_no_effect: (p: { limitation: string; reason: string }) =>
    `A limitação "${p.limitation}" parece não mudar nada aqui: ${p.reason}. Uma limitação que não limita vale zero — o Mestre decide.`,
  technique_burn_over_limit: (p: { points: number; max: number; proficiency: number; bonus: number }) =>
    `Dá para queimar no máximo ${p.max} pontos (proficiência ${p.proficiency}${p.bonus ? ` + ${p.bonus} do Sentido` : ''}); ${p.points} é demais.`,
  technique_burn_negative: (p: { points: number }) => `Não dá para queimar ${p.points} pontos: diga 0 ou mais.`,
  technique_cosmo_negative: (p: { cosmo: number }) => `O Cosmo atual não pode ser ${p.cosmo}.`,
  technique_evolve_above_owner: (p: { toGrau: number; ownerGrau: number }) =>
    `A técnica só evolui até o Grau de quem a usa (${p.ownerGrau}), não até o ${p.toGrau}.`,
  technique_evolve_grau_down: (p: { toGrau: number; grau: number }) =>
    `Evoluir não desce de Grau: a técnica é do Grau ${p.grau} e o pedido foi ${p.toGrau}.`,
  technique_not_ready: (p: { errors: number }) =>
    `A técnica tem ${p.errors} problema(s) que a impedem de ser usada; corrija antes.`,
  technique_owner_level_invalid: (p: { level: unknown; max: number }) =>
    `O nível ${String(p.level)} não existe: vai de 1 a ${p.max}.`,
};

/**
 * A code of the technique module.
 *
 * @example
 * ```ts
 * const c: TechniqueIssueCode = 'technique_over_max_size';
 * ```
 */
export type TechniqueIssueCode = keyof typeof techniqueMessages;

/** Builds a technique issue from its code, path and params. @internal */
export const techniqueIssue = issueFactory(techniqueMessages);
