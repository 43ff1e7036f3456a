/**
 * The one rule for names and free text of every document (issue 26, class 11): NUL, the other C0
 * controls (tab, line feed and carriage return are text) and lone surrogates are not text, and are
 * refused with one code, `text_invalid_char`.
 *
 * @module
 */
import type * as z from 'zod';
import { issue, type Issue } from './issue.js';

/** A C0 control other than tab, LF, CR; a high surrogate without its low; a low without its high. */
const NOT_TEXT = /[\0-\x08\x0B\x0C\x0E-\x1F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * `text_invalid_char` at `path` for the first code unit of `text` that is not text, or `null`.
 *
 * @example
 * ```ts
 * textInvalidChar(['name'], 'Lia\u0000')?.params //=> { index: 3, char: 'U+0000' }
 * ```
 * @internal
 */
export function textInvalidChar(path: readonly (string | number)[], text: string): Issue | null {
  const m = NOT_TEXT.exec(text);
  if (!m) return null;
  const char = `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  const what = char < 'U+D800' ? 'um caractere de controle' : 'metade de um caractere (surrogate sem par)';
  return issue('text_invalid_char', path, { index: m.index, char }, `O texto tem ${what} (${char}) na posição ${m.index + 1}, que não é texto: tire-o.`);
}

/**
 * The same string schema, refusing what {@link textInvalidChar} refuses: wrap every name and free
 * text of a document's schema with it.
 *
 * @example
 * ```ts
 * const name = freeText(z.string().max(200));
 * ```
 * @internal
 */
export function freeText<T extends z.ZodString>(schema: T): T {
  return schema.superRefine((v, ctx) => {
    const i = textInvalidChar([], v);
    if (i) ctx.addIssue({ code: 'custom', message: i.message, params: { code: i.code, ...i.params } });
  }) as T;
}
