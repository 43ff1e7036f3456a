/**
 * Where JSON text breaks, in our own words: `JSON.parse`'s messages are JavaScript's English and
 * change between Node versions ("Unexpected token 'N', … is not valid JSON"), so a failed parse is
 * scanned again here for the line, the column, what was expected and what was found, in pt-BR.
 *
 * @module
 */

/**
 * The first syntax error of a JSON text. @internal
 */
export interface JsonSyntaxError {
  /** Line of the error, from 1. */
  readonly line: number;
  /** Column of the error, from 1 (in UTF-16 units, as editors count most characters). */
  readonly column: number;
  /** What the grammar wanted there, in pt-BR. */
  readonly expected: string;
  /** What was there instead, in pt-BR (`o fim do texto`, `"Nome"`, `aspas (")`). */
  readonly found: string;
  /** A sentence (no final period) for a mistake people make: prose, single quotes, a comma too many. */
  readonly hint?: string;
  /** The text is empty (or only spaces). */
  readonly empty: boolean;
}

const VALUE = 'um valor (objeto, lista, texto entre aspas, número, true, false ou null)';
const PROSE =
  'Parece texto comum, não JSON: um documento JSON começa com "{" e traz cada nome entre aspas duplas ("name": "Téo")';

class Stop {
  constructor(
    readonly at: number,
    readonly expected: string,
    readonly hint?: string,
  ) {}
}

/** Spaces JSON allows between tokens. */
function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * Scans JSON text and returns its first syntax error, or `undefined` when it is valid JSON. Meant
 * for text `JSON.parse` refused (a leading byte-order mark is skipped). Never throws. @internal
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let i = start;
  const ws = (): void => {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  };
  const string = (): void => {
    i++; // the opening quote
    for (;;) {
      if (i >= text.length) throw new Stop(i, 'as aspas (") que fecham o texto');
      const c = text.charCodeAt(i);
      if (c === 34) break;
      if (c < 32) throw new Stop(i, 'as aspas (") que fecham o texto', c === 10 ? 'Um texto entre aspas não pode quebrar a linha: escreva \\n' : undefined);
      if (c === 92) {
        const e = text[i + 1];
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else throw new Stop(i + 1, 'um escape válido depois de \\ (\\", \\\\, \\n, \\uXXXX…)');
      } else i++;
    }
    i++;
  };
  const value = (depth: number): void => {
    ws();
    if (depth > 1000) throw new Stop(i, VALUE, 'O texto está aninhado demais');
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (close === '}') {
          ws();
          if (text[i] !== '"') {
            const trailing = text[i] === '}' ? 'Sobra uma vírgula antes de "}"' : text[i] === "'" ? 'JSON usa aspas duplas ("), não simples' : undefined;
            throw new Stop(i, 'um nome entre aspas duplas ("nome")', trailing);
          }
          string();
          ws();
          if (text[i] !== ':') throw new Stop(i, '":" depois do nome');
          i++;
        }
        ws();
        if (close === ']' && text[i] === ']') throw new Stop(i, VALUE, 'Sobra uma vírgula antes de "]"');
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === close) {
          i++;
          return;
        }
        throw new Stop(i, `"," ou "${close}"`);
      }
    }
    if (c === '"') return string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
      m.lastIndex = i;
      if (!m.exec(text)) throw new Stop(i, 'um número');
      i = m.lastIndex;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    const prose = depth === 0 && c !== undefined && /\p{L}/u.test(c);
    throw new Stop(i, VALUE, prose ? PROSE : c === "'" ? 'JSON usa aspas duplas ("), não simples' : undefined);
  };

  ws();
  if (i >= text.length) return { line: 1, column: 1, expected: VALUE, found: 'o fim do texto', empty: true };
  try {
    value(0);
    ws();
    if (i < text.length) throw new Stop(i, 'o fim do texto');
    return undefined;
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    let line = 1;
    let lineStart = start;
    for (let k = start; k < e.at && k < text.length; k++) {
      if (text.charCodeAt(k) === 10) {
        line++;
        lineStart = k + 1;
      }
    }
    const r: JsonSyntaxError = { line, column: e.at - lineStart + 1, expected: e.expected, found: foundAt(text, e.at), empty: false };
    return e.hint === undefined ? r : { ...r, hint: e.hint };
  }
}

/**
 * What is at `at`, as a person reads it — by its kind, never by its bytes (issue 26: an error never
 * quotes a file's content); only JSON's own punctuation is shown as itself.
 */
function foundAt(text: string, at: number): string {
  if (at >= text.length) return 'o fim do texto';
  const cp = text.codePointAt(at)!;
  if (cp < 32 || cp === 127) return cp === 10 ? 'uma quebra de linha' : 'um caractere de controle';
  const c = String.fromCodePoint(cp);
  if (c === '"') return 'aspas (")';
  if ('{}[],:'.includes(c)) return `"${c}"`;
  if (c === "'") return 'aspas simples (\')';
  if (/[\d-]/.test(c)) return 'um número';
  if (/\p{L}/u.test(c)) return 'uma palavra';
  return 'um caractere que o JSON não aceita aí';
}

/**
 * Why `JSON.parse` refused a text, in pt-BR and without a final period: `na linha 2, coluna 5,
 * esperava "," ou "}" e encontrou "Nome"`, then the hint; `o texto está vazio`. @internal
 */
export function jsonSyntaxText(text: string): string {
  const e = findJsonSyntaxError(text);
  if (e === undefined) return 'o texto não se lê como JSON';
  if (e.empty) return 'o texto está vazio';
  const where = `na linha ${e.line}, coluna ${e.column}, esperava ${e.expected} e encontrou ${e.found}`;
  return e.hint === undefined ? where : `${where}. ${e.hint}`;
}
