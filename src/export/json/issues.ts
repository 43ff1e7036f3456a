/**
 * The JSON document module's issue catalogue: codes and pt-BR messages.
 *
 * @module
 */
import { issueFactory, type IssueFactory, type IssueCatalogue } from '../../issues/index.js';

/**
 * Every issue code of the JSON document format, with its pt-BR message.
 *
 * @example
 * ```ts
 * documentMessages.document_version_from_future({ format: 'sangue-e-estrelas/ficha', version: 9, current: 1 })
 * //=> 'Este documento (sangue-e-estrelas/ficha) é da versão 9 do formato, mais nova que a 1 que esta biblioteca conhece: atualize a biblioteca.'
 * ```
 */
export const documentMessages = {
  /** Message of `json_too_large`. */
  json_too_large: (p: { length: number; max: number }) =>
    `O documento tem ${p.length} caracteres; o limite é ${p.max}.`,
  /** Message of `json_syntax`. */
  json_syntax: (p: { line: number; column: number; expected: string; found: string; hint?: string }) =>
    `O texto não é JSON válido: na linha ${p.line}, coluna ${p.column}, esperava ${p.expected} e encontrou ${p.found}.${p.hint ? ` ${p.hint}.` : ''}`,
  /** Message of `json_empty`. */
  json_empty: (_p: Record<string, never>) => 'O texto está vazio: não há JSON para ler.',
  /** Message of `json_too_deep`. */
  json_too_deep: (p: { max: number }) => `O documento está aninhado demais (mais de ${p.max} níveis).`,
  /** Message of `json_too_many_values`. */
  json_too_many_values: (p: { max: number }) => `O documento tem valores demais (mais de ${p.max}).`,
  /** Message of `json_array_too_long`. */
  json_array_too_long: (p: { length: number; max: number }) =>
    `Uma lista do documento tem ${p.length} itens; o limite é ${p.max}.`,
  /** Message of `json_string_too_long`. */
  json_string_too_long: (p: { length: number; max: number }) =>
    `Um texto do documento tem ${p.length} caracteres; o limite é ${p.max}.`,
  /** Message of `json_forbidden_key`. */
  json_forbidden_key: (p: { key: string }) => `A chave "${p.key}" não é permitida num documento.`,
  /** Message of `json_not_finite`. */
  json_not_finite: (p: { value: string }) => `O número ${p.value} não existe em JSON: use um número finito.`,
  /** Message of `json_not_json_value`. */
  json_not_json_value: (p: { type: string }) =>
    `Um valor do tipo ${p.type} não cabe num documento JSON (só objetos, listas, textos, números, verdadeiro/falso e null).`,
  /** Message of `json_cycle`. */
  json_cycle: (_p: Record<string, never>) => 'O documento contém um ciclo (um objeto dentro de si mesmo).',
  /** Message of `json_unreadable`. */
  json_unreadable: (p: { reason: string }) => `O documento não pôde ser lido: ${p.reason}`,
  /** Message of `document_not_object`. */
  document_not_object: (p: { received: string }) =>
    `Um documento precisa ser um objeto com "format" e "schemaVersion" (recebi ${p.received}).`,
  /** Message of `document_format_missing`. */
  document_format_missing: (_p: Record<string, never>) => 'O documento não diz o seu formato (campo "format").',
  /** Message of `document_unknown_format`. */
  document_unknown_format: (p: { format: string; known: string }) =>
    `Formato "${p.format}" desconhecido. Os formatos conhecidos são: ${p.known}.`,
  /** Message of `document_format_mismatch`. */
  document_format_mismatch: (p: { format: string; expected: string }) =>
    `Este documento é "${p.format}", mas era esperado "${p.expected}".`,
  /** Message of `document_version_invalid`. */
  document_version_invalid: (p: { value: string }) =>
    `O campo "schemaVersion" precisa ser um inteiro a partir de 1 (recebi ${p.value}).`,
  /** Message of `document_version_from_future`. */
  document_version_from_future: (p: { format: string; version: number; current: number }) =>
    `Este documento (${p.format}) é da versão ${p.version} do formato, mais nova que a ${p.current} que esta biblioteca conhece: atualize a biblioteca.`,
  /** Message of `document_version_unsupported`. */
  document_version_unsupported: (p: { format: string; version: number; oldest: number }) =>
    `A versão ${p.version} de ${p.format} é antiga demais: esta biblioteca lê a partir da versão ${p.oldest}.`,
  /** Message of `document_migration_failed`. */
  document_migration_failed: (p: { format: string; from: number; to: number; reason: string }) =>
    `Não foi possível converter ${p.format} da versão ${p.from} para a ${p.to}: ${p.reason}`,
  /** Message of `document_migrated`. */
  document_migrated: (p: { format: string; from: number; to: number }) =>
    `O documento ${p.format} foi convertido da versão ${p.from} para a ${p.to}; salve de novo para gravar a versão nova.`,
  /** Message of `document_ruleset_mismatch`. */
  document_ruleset_mismatch: (p: { document: string; current: string }) =>
    `O documento foi feito com as regras "${p.document}", mas as regras em uso são "${p.current}".`,
  /** Message of `document_check_failed`. */
  document_check_failed: (p: { format: string; reason: string }) =>
    `As regras de ${p.format} não puderam ser conferidas: ${p.reason}`,
} satisfies IssueCatalogue;

/**
 * Every code of {@link documentMessages}.
 *
 * @example
 * ```ts
 * const c: DocumentIssueCode = 'document_version_from_future';
 * ```
 */
export type DocumentIssueCode = keyof typeof documentMessages;

/** @internal Builds a document issue. */
export const documentIssue: IssueFactory<typeof documentMessages> = /* @__PURE__ */ issueFactory(documentMessages);
