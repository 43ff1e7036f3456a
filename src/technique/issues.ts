/**
 * The technique module's issue catalogue: every code the engine can return, with its pt-BR message.
 *
 * @module
 */
import { issueFactory, type IssueFactory } from '../issues/index.js';

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
  /** A field of the registration template is blank: the technique is not ready. */
  technique_field_blank: (p: { field: string }) =>
    `O campo "${p.field}" está em branco: a técnica não está pronta (todo campo do modelo precisa ser preenchido).`,
  /** The size passes the max size of the Grau (+1 for a Golpe do Assento). */
  technique_over_max_size: (p: { size: number; maxSize: number; excess: number; grau: number; seat: boolean }) =>
    `A técnica tem tamanho ${p.size}: passa ${p.excess} do máximo ${p.maxSize} do Grau ${p.grau}${
      p.seat ? ' (com o ponto a mais do Golpe do Assento)' : ''
    }.`,
  /** The Grau is not in the Grau table. */
  technique_grau_unknown: (p: { grau: number; max: number }) => `O Grau ${p.grau} não existe: vai de 1 a ${p.max}.`,
  /** The technique was born above its owner's Grau. */
  technique_grau_above_owner: (p: { grau: number; ownerGrau: number; level: number }) =>
    `A técnica é do Grau ${p.grau}, acima do Grau ${p.ownerGrau} de quem a usa (nível ${p.level}): ela nasce no Grau do dono, ou abaixo.`,
  /** Ataque and Efeito together: never both. */
  technique_roll_both: (_p: Record<string, never>) =>
    'A técnica rola Ataque e Efeito: é um ou outro, nunca os dois (só o Desfecho troca o Ataque por Efeito, no uso em que sai).',
  /** A Rolagem de Efeito against more than one passive defense. */
  technique_roll_many_defenses: (p: { defenses: string }) =>
    `A Rolagem de Efeito é contra uma defesa só, e esta diz ${p.defenses}.`,
  /** Ataque not against DEF, or Efeito not against a passive defense. */
  technique_roll_wrong_defense: (p: { roll: string; against: string; expected: string }) =>
    `${p.roll} é contra ${p.expected}, não contra ${p.against}.`,
  /** A Rolagem de Efeito that does not say which defense. */
  technique_roll_missing_defense: (_p: Record<string, never>) =>
    'A Rolagem de Efeito não diz contra qual defesa: escreva Fortitude, Reflexos ou Vontade.',
  /** A média or forte condition without Rolagem de Efeito. */
  technique_condition_needs_efeito: (p: { condition: string; grade: string }) =>
    `${p.condition} é condição ${p.grade}: condições médias e fortes sempre obrigam a técnica a usar Rolagem de Efeito.`,
  /** Area damage not rolled as Efeito against Reflexos. */
  technique_area_damage_needs_reflexos: (_p: Record<string, never>) => 'Dano em área rola Efeito contra Reflexos (e o erro ainda causa metade).',
  /** Healing in a technique that is not of Cosmo nature. */
  technique_healing_needs_cosmo: (_p: Record<string, never>) => 'Cura só existe em técnicas de natureza Cosmo.',
  /** An effect the technique's nature cannot buy. */
  technique_effect_wrong_nature: (p: { effect: string; nature: string }) =>
    `O efeito "${p.effect}" não pode ser comprado por uma técnica de natureza ${p.nature}.`,
  /** Refletir outside a reaction. */
  technique_reflect_needs_reaction: (_p: Record<string, never>) => 'Refletir só existe como reação: mude a ativação para reação e escreva o gatilho.',
  /** An effect that needs a given activation. */
  technique_effect_needs_activation: (p: { effect: string; activation: string }) =>
    `O efeito "${p.effect}" só existe com a ativação ${p.activation}.`,
  /** A modifier without the one it requires (Desfecho without Marca). */
  technique_modifier_missing_requirement: (p: { modifier: string; requires: string }) =>
    `${p.modifier} só existe com ${p.requires}: compre ${p.requires} também.`,
  /** A reaction without its written trigger. */
  technique_reaction_needs_trigger: (_p: Record<string, never>) =>
    'Uma técnica de reação precisa de um gatilho escrito (por exemplo: "um inimigo a até 6 m declara um ataque").',
  /** A written trigger on a technique that is not a reaction (warning). */
  technique_trigger_without_reaction: (_p: Record<string, never>) => 'A técnica tem um gatilho escrito, mas não é de reação: o gatilho não vale nada.',
  /** A scene-long technique with an effect that does not spend itself. */
  technique_scene_needs_self_spending: (p: { effect: string }) =>
    `Duração de cena é só para efeitos que se gastam sozinhos, como PV temporários; "${p.effect}" não é um deles.`,
  /** A zone that is not sustained. */
  technique_zone_needs_sustained: (p: { shape: string; duration: string }) =>
    `A área em ${p.shape} fica no lugar e é sustentada: a duração precisa ser ${p.duration}.`,
  /** A destiny effect (seal, petrify, kill): the engine does not buy destiny. */
  technique_destiny_effect: (p: { effect: string }) =>
    `"${p.effect}" é destino: o motor não compra destino (selar, petrificar, matar de uma vez). Vem da história, de relíquias e dos Sentidos mais altos.`,
  /** A condition outside the catalogue, without its grade. */
  technique_condition_unknown: (p: { condition: string }) =>
    `A condição "${p.condition}" não existe no catálogo: diga o grau dela (fraca, media ou forte) e dê um nome.`,
  /** A condition effect that names no condition. */
  technique_condition_missing: (_p: Record<string, never>) => 'Um efeito de condição precisa dizer qual condição impõe.',
  /** A condition written with another grade than the catalogue's. */
  technique_condition_grade_mismatch: (p: { condition: string; grade: string; bookGrade: string }) =>
    `${p.condition} é condição ${p.bookGrade}, não ${p.grade}.`,
  /** Points not in steps of the effect's unit (teleport: 2). */
  technique_effect_points_step: (p: { effect: string; points: number; step: number }) =>
    `"${p.effect}" se compra de ${p.step} em ${p.step} pontos; ${p.points} não serve.`,
  /** Points different from the fixed price (Refletir 4, a condition's grade). */
  technique_effect_points_fixed: (p: { effect: string; points: number; fixed: number }) =>
    `"${p.effect}" custa exatamente ${p.fixed} pontos, não ${p.points}.`,
  /** An effect bought once per technique, bought twice. */
  technique_effect_repeated: (p: { effect: string }) => `"${p.effect}" se compra uma vez só por técnica.`,
  /** An effect on someone else without a roll (no condition is automatic). */
  technique_effect_needs_roll: (p: { effect: string }) =>
    `"${p.effect}" atinge outra pessoa e precisa de uma rolagem (nenhuma condição é automática): escolha Ataque contra DEF ou Efeito contra uma defesa passiva.`,
  /** An Ataque carrying more weak effects than it may (warning). */
  technique_ataque_too_many_weak_effects: (p: { count: number; max: number }) =>
    `Com Ataque, o acerto aplica o dano e ${p.max} efeito fraco junto, sem segunda rolagem; esta técnica tem ${p.count}. O Mestre decide, mas o livro sugere Efeito.`,
  /** An area shape without an area effect. */
  technique_area_without_area_effect: (p: { shape: string }) =>
    `A técnica tem área (${p.shape}) mas nenhum dano em área: a forma vem incluída no preço de um efeito em área.`,
  /** An area effect without a shape. */
  technique_area_effect_without_area: (_p: Record<string, never>) =>
    'Dano em área precisa de uma forma: explosão, cone, linha ou zona (no campo "Alcance e área").',
  /** An attribute the nature does not use. */
  technique_attribute_wrong_nature: (p: { attribute: string; nature: string; allowed: string }) =>
    `Uma técnica de ${p.nature} usa ${p.allowed}, não ${p.attribute}.`,
  /** A Cosmo technique naming another attribute than the owner's Atributo do Cosmo (warning). */
  technique_attribute_not_owner_cosmo: (p: { attribute: string; cosmoAttribute: string }) =>
    `A técnica de Cosmo diz ${p.attribute}, mas o Atributo do Cosmo do dono é ${p.cosmoAttribute}.`,
  /** The same modifier twice. */
  technique_modifier_repeated: (p: { modifier: string }) => `O modificador "${p.modifier}" aparece mais de uma vez: cada um se compra uma vez.`,
  /** The same limitation twice. */
  technique_limitation_repeated: (p: { limitation: string }) =>
    `A limitação "${p.limitation}" aparece mais de uma vez: cada uma conta uma vez.`,
  /** A modifier that needs its written text (Gatilho). */
  technique_modifier_needs_text: (p: { modifier: string }) =>
    `O modificador "${p.modifier}" precisa do texto escrito (por exemplo, o que acaba a condição).`,
  /** A modifier about a condition on a technique that imposes none. */
  technique_modifier_needs_condition: (p: { modifier: string }) =>
    `O modificador "${p.modifier}" mexe numa condição, e a técnica não impõe nenhuma.`,
  /** A limitation that needs its written text (the difficult condition). */
  technique_limitation_needs_text: (p: { limitation: string }) =>
    `A limitação "${p.limitation}" precisa dizer qual é a condição difícil (por exemplo: "só no Sétimo").`,
  /** A limitation that limits nothing for this technique or owner (warning). */
  technique_limitation_no_effect: (p: { limitation: string; reason: string; counts?: boolean }) =>
    p.counts
      ? `A limitação "${p.limitation}" parece não mudar nada aqui: ${p.reason}. O livro a faz valer zero; esta mesa decidiu que ela conta.`
      : `A limitação "${p.limitation}" não muda nada aqui: ${p.reason}. Uma limitação que não limita vale zero (não baixa o custo) — o Mestre é o juiz.`,
  /** Burning more than the proficiency (+ the Sentido's bonus). */
  technique_burn_over_limit: (p: { points: number; max: number; proficiency: number; bonus: number }) =>
    `Dá para queimar no máximo ${p.max} pontos (proficiência ${p.proficiency}${p.bonus ? ` + ${p.bonus} do Sentido` : ''}); ${p.points} é demais.`,
  /** A negative or fractional number of burned points. */
  technique_burn_negative: (p: { points: number }) => `Não dá para queimar ${p.points} pontos: diga 0 ou mais.`,
  /** A negative current Cosmo. */
  technique_cosmo_negative: (p: { cosmo: number }) => `O Cosmo atual não pode ser ${p.cosmo}.`,
  /** Evolving above the owner's Grau. */
  technique_evolve_above_owner: (p: { toGrau: number; ownerGrau: number }) =>
    `A técnica só evolui até o Grau de quem a usa (${p.ownerGrau}), não até o ${p.toGrau}.`,
  /** Evolving to a lower Grau. */
  technique_evolve_grau_down: (p: { toGrau: number; grau: number }) =>
    `Evoluir não desce de Grau: a técnica é do Grau ${p.grau} e o pedido foi ${p.toGrau}.`,
  /** The technique has errors and cannot be used. */
  technique_not_ready: (p: { errors: number }) =>
    `A técnica tem ${p.errors} problema(s) que a impedem de ser usada; corrija antes.`,
  /** The owner's level is not in the level table. */
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
export const techniqueIssue: IssueFactory<typeof techniqueMessages> = /* @__PURE__ */ issueFactory(techniqueMessages);
