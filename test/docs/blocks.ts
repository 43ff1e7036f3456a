/**
 * The guides' ```ts blocks made runnable by the docs test: each block is its own module, its
 * `sangue-e-estrelas` imports point at the sources, and its `//=>` comments become checks
 * (`docCheck` of ./check.ts).
 */

/** One ```ts block of a guide: its code and the guide's line of its first code line. */
export interface DocBlock {
  readonly code: string;
  readonly line: number;
}

/** Every ```ts block of a markdown text. */
export function docBlocks(markdown: string): DocBlock[] {
  const out: DocBlock[] = [];
  for (const m of markdown.matchAll(/^```ts\n([\s\S]*?)^```/gm)) {
    out.push({ code: m[1]!, line: markdown.slice(0, m.index).split('\n').length + 1 });
  }
  return out;
}

/** Points the package's imports (`'sangue-e-estrelas'`, `'sangue-e-estrelas/pdf'`…) at files. */
export function pointImports(code: string, target: (subpath: string) => string): string {
  return code.replace(/(from\s+|import\s*\(\s*|import\s+)'sangue-e-estrelas((?:\/[\w.\-/]+)?)'/g, (_m, kw: string, sub: string) => `${kw}'${target(`.${sub}`)}'`);
}

/** The depth of brackets at the end of a piece of code (strings and comments skipped). */
function depth(code: string): number {
  let d = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if ('([{'.includes(c)) d++;
    else if (')]}'.includes(c)) d--;
  }
  return d;
}

/** A line without its trailing `// comment` (one outside strings). */
function withoutComment(line: string): string {
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < line.length && line[i] !== c; i++) if (line[i] === '\\') i++;
    } else if (c === '/' && line[i + 1] === '/') return line.slice(0, i);
  }
  return line;
}

/** The end (exclusive) of the bracket or string that opens at `start`, or -1. */
function closing(text: string, start: number): number {
  const open = text[start]!;
  if (open === "'" || open === '"') {
    for (let i = start + 1; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === open) return i + 1;
    }
    return -1;
  }
  for (let i = start + 1; i <= text.length; i++) if (depth(text.slice(start, i)) === 0) return i;
  return -1;
}

/**
 * A guide's value (the text after `//=>`) as a JavaScript expression for `docCheck`, and the
 * comment after it; undefined when the text does not start with a literal (prose after `//=>`).
 */
export function expectedValue(text: string): { js: string; rest: string } | undefined {
  const t = text.trim();
  let end: number;
  if ('{[\'"'.includes(t[0] ?? '')) end = closing(t, 0);
  else {
    const m = /^(-?\d+(?:\.\d+)?(?:e-?\d+)?…?|true|false|null|undefined)(?![\w.])/.exec(t);
    end = m ? m[0].length : -1;
  }
  if (end < 0) return undefined;
  const rest = t.slice(end);
  if (rest !== '' && !/^\s/.test(rest)) return undefined;
  // `…` outside strings: a number cut short, any value after a key, the rest of an object or array.
  const lit = t.slice(0, end);
  let js = '';
  const stack: string[] = [];
  for (let i = 0; i < lit.length; i++) {
    const c = lit[i]!;
    if (c === "'" || c === '"') {
      const e = closing(lit, i);
      js += lit.slice(i, e);
      i = e - 1;
    } else if (c === '…') {
      const before = js.trimEnd();
      const num = /(-?\d+(?:\.\d+)?)$/.exec(before);
      if (num && before === js) js = `${js.slice(0, -num[1]!.length)}__docTrunc(${num[1]})`;
      else if (before.endsWith(':')) js += '__docAny';
      else if (stack[stack.length - 1] === '{') js += '[__docRest]: true';
      else js += '__docRest';
    } else {
      if (c === '{' || c === '[') stack.push(c);
      if (c === '}' || c === ']') stack.pop();
      js += c;
    }
  }
  try {
    new Function('__docAny', '__docRest', '__docTrunc', `return (${js});`);
  } catch {
    return undefined;
  }
  return { js, rest: rest.trim() };
}

/** The result of {@link expectations}: the code, how many `//=>` became checks, and the others. */
export interface Expectations {
  readonly code: string;
  readonly checked: number;
  /** `//=>` comments that could not become checks (the guide's line and the comment). */
  readonly unchecked: readonly string[];
}

const STATEMENT_START = /^(const|let|var|return|import|export|for|while|throw|function|class|else|}|\/\/)\b/;

/**
 * Rewrites `expr; //=> value` (or `expr;` with `//=> value` on the next line, and `if (cond)
 * expr; //=> value`) into `__docCheck(expr, value, 'guide:line')`. The lines keep their numbers,
 * so an error in the block names the guide's line. A value that continues on the next lines
 * (`//=> [a,` then `//    b]`) is read whole.
 *
 * @param code - The block.
 * @param where - The guide's name and the line of the block's first code line.
 */
export function expectations(code: string, where: { file: string; line: number }): Expectations {
  const lines = code.split('\n');
  const unchecked: string[] = [];
  let checked = 0;
  for (let i = 0; i < lines.length; i++) {
    const at = lines[i]!.indexOf('//=>');
    if (at < 0) continue;
    const place = `${where.file}:${where.line + i}`;
    // The value, with the comment lines that continue it.
    let valueText = lines[i]!.slice(at + 4);
    let last = i;
    while (depth(valueText) > 0 && /^\s*\/\//.test(lines[last + 1] ?? '')) valueText += `\n${lines[++last]!.replace(/^\s*\/\//, '')}`;
    // The statement: the code before `//=>`, or the statement that ends on the line above.
    let first = i;
    let stmt = lines[i]!.slice(0, at);
    if (stmt.trim() === '') {
      first = i - 1;
      stmt = withoutComment(lines[first] ?? '');
    }
    while (depth(stmt) < 0 && first > 0) stmt = `${lines[--first]!}\n${stmt}`;
    const value = expectedValue(valueText);
    const indent = /^\s*/.exec(lines[first]!)![0];
    let body = stmt.trim().replace(/;\s*$/, '');
    let cond: string | undefined;
    if (body.startsWith('if (')) {
      const e = closing(body, 3);
      cond = e < 0 ? undefined : body.slice(3, e);
      body = e < 0 ? body : body.slice(e).trim();
    }
    if (value === undefined || first < 0 || body === '' || depth(body) !== 0 || STATEMENT_START.test(body) || body.includes(';')) {
      unchecked.push(`${place}: ${lines[i]!.trim()}`);
      continue;
    }
    const check = `__docCheck((${body}), ${value.js}, ${JSON.stringify(place)});`;
    const out = cond === undefined ? check : `if ${cond} ${check} else __docCheckSkipped(${JSON.stringify(place)});`;
    // One line for the check, blank lines for the rest: the line numbers do not move.
    for (let k = first; k <= last; k++) lines[k] = k === first ? `${indent}${out.replace(/\n/g, ' ')}` : '';
    checked++;
    i = last;
  }
  return { code: lines.join('\n'), checked, unchecked };
}

/** The import line that brings `__docCheck` and its helpers into a block. */
export function checkImports(checkModule: string): string {
  return `import { docCheck as __docCheck, docCheckSkipped as __docCheckSkipped, ANY as __docAny, REST as __docRest, trunc as __docTrunc } from ${JSON.stringify(checkModule)};`;
}
