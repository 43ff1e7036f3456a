/**
 * The simulator's rooms beside the fight engine stay readable (issue 25: "no function longer than a
 * screen (about 60 lines); no module over ~400 lines"): the fighters, the scenario documents, the
 * bands, the ready enemies and the book report. Each file of `REST_CHECKED_FILES` is read with the
 * TypeScript parser, so an arrow function, a method or an anonymous callback counts like a
 * `function` (from its first line to its closing brace, its TSDoc not included). Add a file there
 * when one of these is split again.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The files checked, relative to the repository (the fight engine has its own test). */
export const REST_CHECKED_FILES: readonly string[] = [
  'src/sim/fighter.ts',
  'src/sim/policies.ts',
  'src/sim/fighter-warrior.ts',
  'src/sim/fighter-techniques.ts',
  'src/sim/fighter-reference.ts',
  'src/sim/reference-build.ts',
  'src/sim/scenario-schema.ts',
  'src/sim/scenario-check.ts',
  'src/sim/scenario-read.ts',
  'src/sim/scenario.ts',
  'src/sim/band.ts',
  'src/sim/ready.ts',
  'src/sim/livro/report.ts',
  'src/sim/livro/run.ts',
];

/** The longest function allowed, in lines (issue 25: "no function longer than a screen"). */
const MAX_FUNCTION_LINES = 60;
/** The longest module allowed, in lines (issue 25: "no module over ~400 lines"). */
const MAX_MODULE_LINES = 420;

interface Sized {
  readonly name: string;
  readonly lines: number;
}

/** Every function-like node with a body in `text`, with its length in lines. */
function functionSizes(fileName: string, text: string): Sized[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const out: Sized[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n) && 'body' in n && n.body !== undefined) {
      const first = lineOf(n.getStart(sf));
      const name = n.name?.getText(sf) ?? (ts.isConstructorDeclaration(n) ? 'constructor' : '(anônima)');
      out.push({ name: `${name} (linha ${first + 1})`, lines: lineOf(n.getEnd()) - first + 1 });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The lines of a module, as an editor numbers them (a final newline opens no line). */
function moduleLines(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe('the simulator beside the engine is split into screens and rooms (issue 25)', () => {
  const texts = REST_CHECKED_FILES.map((f) => ({ f, text: readFileSync(join(ROOT, f), 'utf8') }));

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = texts.flatMap(({ f, text }) => functionSizes(f, text).filter((s) => s.lines > MAX_FUNCTION_LINES).map((s) => `${f}: ${s.name} tem ${s.lines} linhas`));
    expect(long).toEqual([]);
  });

  it(`has no module over ${MAX_MODULE_LINES} lines`, () => {
    const big = texts.filter(({ text }) => moduleLines(text) > MAX_MODULE_LINES).map(({ f, text }) => `${f}: ${moduleLines(text)} linhas`);
    expect(big).toEqual([]);
  });

  it('sees a long function, a method, an arrow and a callback, and leaves a short one alone', () => {
    const body = Array.from({ length: 60 }, (_, i) => `  x += ${i};`).join('\n');
    const text = [
      `function longa() {\n  let x = 0;\n${body}\n}`,
      `class K { m() {\n  let x = 0;\n${body}\n} }`,
      `const f = () => {\n  let x = 0;\n${body}\n};`,
      `[1].forEach(function () {\n  let x = 0;\n${body}\n});`,
      'function curta() { return 1; }',
    ].join('\n');
    const long = functionSizes('x.ts', text).filter((s) => s.lines > MAX_FUNCTION_LINES);
    expect(long.map((s) => s.name)).toEqual(['longa (linha 1)', 'm (linha 64)', '(anônima) (linha 127)', '(anônima) (linha 190)']);
    expect(moduleLines('a\nb\n')).toBe(2);
  });
});
