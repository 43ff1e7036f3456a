/**
 * The simulator's issue catalogue (scenario documents): stable codes and their pt-BR messages.
 *
 * @module
 */
import { issueFactory, type IssueCatalogue } from '../issues/index.js';

/**
 * pt-BR messages of the simulator's issues, keyed by code.
 *
 * @example
 * ```ts
 * simMessages.sim_n_too_large({ n: 50_000_000, max: 1_000_000 })
 * //=> 'Um cenário pede 50000000 lutas; o limite é 1000000.'
 * ```
 */
export const simMessages = {
  /** Issue `sim_n_too_large`. */
  sim_n_too_large: (p: { n: number; max: number }) => `Um cenário pede ${p.n} lutas; o limite é ${p.max}.`,
  /** Issue `sim_level_out_of_range`. */
  sim_level_out_of_range: (p: { nivel: number; max: number }) => `O nível ${p.nivel} está fora da tabela (1 a ${p.max}).`,
  /** Issue `sim_posto_not_at_level`. */
  sim_posto_not_at_level: (p: { posto: string; nivel: number }) => `Não existe ${p.posto} no nível ${p.nivel}.`,
  /** Issue `sim_unknown_condition`. */
  sim_unknown_condition: (p: { slug: string }) =>
    `"${p.slug}" não é uma condição média ou forte que a luta sabe aplicar nestas regras (combat.conditions com "fight").`,
  /** Issue `sim_unknown_limitation`. */
  sim_unknown_limitation: (p: { slug: string }) => `"${p.slug}" não é uma limitação destas regras (techniques.limitations).`,
  /** Issue `sim_armor_option_refused`. */
  sim_armor_option_refused: (p: { campo: string; motivo: string }) => `A opção "${p.campo}" deste lutador não vale nestas regras: ${p.motivo}`,
  /** Issue `sim_side_empty`. */
  sim_side_empty: (p: { lado: number }) => `O lado ${p.lado} do cenário não tem nenhum lutador.`,
  /** Issue `sim_too_many_fighters`. */
  sim_too_many_fighters: (p: { count: number; max: number }) => `O cenário tem ${p.count} lutadores; o limite é ${p.max}.`,
  /** Issue `sim_fight_kind_mismatch`. */
  sim_fight_kind_mismatch: (p: { luta: string; a: number; b: number; esperado: string }) =>
    `Uma luta "${p.luta}" pede ${p.esperado}, mas o cenário tem ${p.a} contra ${p.b}.`,
  /** Issue `sim_band_missing`. */
  sim_band_missing: (_p: Record<string, never>) => 'Uma luta "bando" precisa do campo "band" (o tamanho do bando).',
  /** Issue `sim_band_not_a_band_fight`. */
  sim_band_not_a_band_fight: (p: { luta: string }) => `O campo "band" só vale numa luta "bando", não numa luta "${p.luta}".`,
  /** Issue `sim_opening_in_band`. */
  sim_opening_in_band: (p: { campo: string }) =>
    `O campo "${p.campo}" (quem age primeiro, a surpresa) só vale numa luta entre dois lados, não numa luta "bando".`,
  /** Issue `sim_fighter_source`. */
  sim_fighter_source: (p: { count: number }) =>
    `Um lutador precisa de exatamente uma origem: "file" (um arquivo), "document" (uma ficha no próprio cenário) ou "ref" (o lutador de referência); este tem ${p.count}.`,
  /** Issue `sim_path_invalid`. */
  sim_path_invalid: (p: { path: string }) =>
    `"${p.path}" não é um caminho aceito: use um caminho relativo ao cenário, sem letra de unidade, sem "/" no começo e sem endereço.`,
  /** Issue `sim_path_escapes`. */
  sim_path_escapes: (p: { path: string }) => `"${p.path}" sai da pasta do cenário (".." demais): o cenário só lê arquivos da sua pasta e das de dentro.`,
  /** Issue `sim_no_resolver`. */
  sim_no_resolver: (p: { path: string }) => `O lutador "${p.path}" é um arquivo, mas ninguém deu um jeito de ler arquivos (a opção "resolve").`,
  /** Issue `sim_file_unreadable`. */
  sim_file_unreadable: (p: { path: string; reason: string }) => `Não foi possível ler "${p.path}": ${p.reason}`,
  /** Issue `sim_nested_scenario`. */
  sim_nested_scenario: (p: { path: string }) =>
    `"${p.path}" é um cenário: um lutador precisa ser uma ficha de personagem ou de inimigo (um cenário não inclui outro, nem a si mesmo).`,
  /** Issue `sim_not_a_fighter_document`. */
  sim_not_a_fighter_document: (p: { format: string }) => `Um documento "${p.format}" não é um lutador: use uma ficha de personagem ou de inimigo.`,
  /** Issue `sim_human_not_supported`. */
  sim_human_not_supported: (p: { name: string }) => `"${p.name}" é um humano: o simulador ainda só luta com guerreiros.`,
  /** Issue `sim_fighter_not_derivable`. */
  sim_fighter_not_derivable: (p: { reason: string }) => `Este lutador não dá uma ficha completa: ${p.reason}`,
  /** Issue `sim_side_missing`. */
  sim_side_missing: (p: { depois: string }) =>
    `Falta o segundo lado: escreva depois de ${p.depois} os lutadores dele (arquivos de personagem ou de inimigo, ou ref:NIVEL[:POSTO[:CONVICÇÕES]]).`,
} satisfies IssueCatalogue;

/**
 * Every code of {@link simMessages}.
 *
 * @example
 * ```ts
 * const c: SimIssueCode = 'sim_n_too_large';
 * ```
 */
export type SimIssueCode = keyof typeof simMessages;

/** @internal Builds a simulator issue. */
export const simIssue = /* @__PURE__ */ issueFactory(simMessages);
