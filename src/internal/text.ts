/**
 * Text helpers shared by the domains (not exported from the package).
 *
 * @internal
 */

/**
 * Folds a text for comparing what a person typed with the book's names: no accents, no case, no
 * surrounding spaces ("  Leão " and "leao" are the same).
 *
 * @internal
 */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/**
 * Why the text is not JSON, in pt-BR and **without a byte of the text**: the engine's message quotes
 * the start of the input (`Unexpected token 'r', "root:x:0:0"... is not valid JSON`), which may be a
 * file the reader was never meant to show (a scenario's symlink to `/etc/passwd`). Only where.
 *
 * @internal
 */
export function jsonSyntaxReason(e: unknown, text: string): string {
  const message = e instanceof Error ? e.message : '';
  if (/end of (JSON )?input/i.test(message)) return 'o texto termina antes de o JSON fechar.';
  const at = /position (\d+)/.exec(message);
  if (at) {
    const pos = Math.min(Number(at[1]), text.length);
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < pos; i++) if (text.charCodeAt(i) === 10) (line++, (lineStart = i + 1));
    return `erro de sintaxe na linha ${line}, coluna ${pos - lineStart + 1}.`;
  }
  return 'um caractere fora do lugar (o texto não começa como JSON ou tem algo que JSON não aceita).';
}
