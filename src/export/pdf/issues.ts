/**
 * The PDF exporter's issue catalogue: codes and pt-BR messages.
 *
 * @module
 */
import { issueFactory, type IssueFactory, type IssueCatalogue } from '../../issues/index.js';

const q = (s: string) => `"${s}"`;

/**
 * Codes and pt-BR messages of the PDF ficha (export, fill and import).
 *
 * @example
 * ```ts
 * pdfIssueMessages.pdf_not_a_ficha({}) //=> 'Este PDF não é uma ficha do Sangue e Estrelas: …'
 * ```
 */
export const pdfIssueMessages = {
  /** A character the embedded font cannot draw; drawn as a substitute (warning). */
  pdf_glyph_missing: (p: { char: string; codePoint: string; substitute: string; font: string }) =>
    `O caractere ${q(p.char)} (${p.codePoint}) não existe na fonte da ficha (${p.font}); foi desenhado como ${q(p.substitute)}.`,
  /** Text too long for its box even at the smallest size; cut with "…" on the page (warning). */
  pdf_text_truncated: (p: { field: string; label: string; text: string }) =>
    `O texto de ${q(p.label)} não coube no espaço da ficha e aparece cortado (o valor inteiro fica no campo): ${q(p.text)}.`,
  /** The document given to embed is not valid JSON. */
  pdf_document_not_json: (p: { reason: string }) =>
    `O documento a embutir no PDF não é um JSON válido: ${p.reason}.`,
  /** The bytes are not a readable PDF. */
  pdf_unreadable: (p: { reason: string }) =>
    `Estes bytes não são um PDF que se possa ler (${p.reason}).`,
  /** A PDF over the size limit (`PDF_LIMITS.maxBytes`), refused before parsing. */
  pdf_too_large: (p: { size: number; max: number }) =>
    `O PDF tem ${(p.size / 1048576).toFixed(1)} MB; o limite para ler uma ficha é ${(p.max / 1048576).toFixed(0)} MB.`,
  /** A PDF whose structure passes a safety limit (`PDF_LIMITS`): repeated or cyclic trees, bombs, garbage. */
  pdf_too_complex: (p: { part: string; reason: string }) =>
    `O PDF foi recusado por segurança: ${p.part} ${p.reason}. Uma ficha gerada por esta biblioteca fica muito abaixo desses limites; este arquivo pode ter sido adulterado.`,
  /** A form field the reader cannot draw (no rectangle, a malformed one). */
  pdf_field_malformed: (p: { field: string; reason: string }) =>
    `O campo ${q(p.field)} está malformado no PDF (${p.reason}) e não pôde ser preenchido.`,
  /** A PDF without the ficha's embedded field index. */
  pdf_not_a_ficha: (_p: Record<string, never>) =>
    'Este PDF não é uma ficha do Sangue e Estrelas: não traz o índice de campos (ficha-pdf.json) que o exportador embute.',
  /** The embedded index or character document is corrupt. */
  pdf_embedded_data_malformed: (p: { file: string; reason: string }) =>
    `Os dados embutidos na ficha (${p.file}) estão corrompidos: ${p.reason}.`,
  /** The embedded index comes from a newer exporter. */
  pdf_unknown_version: (p: { version: unknown; supported: number }) =>
    `A ficha foi gerada por uma versão do exportador que esta não conhece (versão ${String(p.version)}; esta lê até a ${p.supported}). Atualize a biblioteca.`,
  /** A blank ficha carries no character to import. */
  pdf_blank_ficha: (_p: Record<string, never>) =>
    'Esta é uma ficha em branco: não traz um personagem embutido. Os campos preenchidos podem ser lidos com readFichaFields.',
  /** The document loader refused the embedded character (its issues follow). */
  pdf_embedded_document_rejected: (p: { file: string; count: number }) =>
    `O personagem embutido na ficha (${p.file}) foi recusado pelo leitor de documentos (${p.count} problema(s), abaixo).`,
  /** A field the player changed in a PDF reader (warning). */
  pdf_field_edited: (p: { field: string; label: string; before: string; after: string }) =>
    `O campo ${q(p.label)} foi editado no PDF: ${p.before === '' ? '(vazio)' : q(p.before)} → ${p.after === '' ? '(vazio)' : q(p.after)}.`,
  /** A field of the index is no longer in the PDF (warning). */
  pdf_field_missing: (p: { field: string; label: string }) =>
    `O campo ${q(p.label)} (${p.field}) sumiu do PDF; o valor embutido foi mantido.`,
  /** A field name the ficha does not have. */
  pdf_field_unknown: (p: { field: string }) => `A ficha não tem um campo chamado ${q(p.field)}.`,
  /** Text given for a check box, or a boolean for a text field. */
  pdf_field_wrong_type: (p: { field: string; expected: 'texto' | 'caixa' }) =>
    `O campo ${q(p.field)} é ${p.expected === 'texto' ? 'de texto: use uma string' : 'uma caixa de marcar: use true ou false'}.`,
} satisfies IssueCatalogue;

/** Makes a PDF issue from the catalogue. @internal */
export const pdfIssue: IssueFactory<typeof pdfIssueMessages> = issueFactory(pdfIssueMessages);
