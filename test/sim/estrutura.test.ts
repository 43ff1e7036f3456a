/**
 * The simulator stays readable (issue 25): no function or method longer than a screen
 * (`MAX_FUNCTION_LINES`, counting the whole function from its first line to its closing brace, its
 * TSDoc not included) and no module longer than `MAX_MODULE_LINES` — the fight engine and the rooms
 * beside it (the fighters, the scenario documents, the bands, the ready enemies, the book report).
 * The files checked are listed in `STRUCTURE_CHECKED_FILES` (a folder takes every `.ts` file in it);
 * add a file there when it is split. Not yet listed: `simulate.ts` (521 lines) and the book's row
 * data `livro/rows.ts`. Reads the files with the TypeScript parser, so an arrow function or a class method counts
 * like a `function`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The files (or folders of files) whose size is checked, relative to the repository. */
export const STRUCTURE_CHECKED_FILES: readonly string[] = [
  'src/sim/fight.ts',
  'src/sim/fight',
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

/** The longest function allowed, in lines ("no function longer than a screen", issue 25). */
const MAX_FUNCTION_LINES = 60;
/** The longest module allowed, in lines (issue 25: "no module over ~400 lines"). */
const MAX_MODULE_LINES = 420;

function filesOf(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    const abs = join(ROOT, p);
    if (statSync(abs).isDirectory()) {
      for (const f of readdirSync(abs).sort()) if (f.endsWith('.ts')) out.push(join(abs, f));
    } else out.push(abs);
  }
  return out;
}

/** The lines of a module, as an editor numbers them (a final newline opens no line). */
function moduleLines(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

interface Sized {
  readonly name: string;
  readonly lines: number;
}

/** Every function-like node of `text` with its length in lines (first line of the node to its last). */
export function functionLengths(fileName: string, text: string): Sized[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const out: Sized[] = [];
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n) && 'body' in n && n.body !== undefined) {
      const name = n.name?.getText(sf) ?? (ts.isConstructorDeclaration(n) ? 'constructor' : '(anônima)');
      out.push({ name: `${name} (linha ${lineOf(n.getStart(sf)) + 1})`, lines: lineOf(n.getEnd()) - lineOf(n.getStart(sf)) + 1 });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('the simulator is split into screens and rooms (issue 25)', () => {
  const files = filesOf(STRUCTURE_CHECKED_FILES);

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(STRUCTURE_CHECKED_FILES.length);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long: string[] = [];
    for (const f of files) {
      for (const s of functionLengths(f, readFileSync(f, 'utf8'))) if (s.lines > MAX_FUNCTION_LINES) long.push(`${relative(ROOT, f)}: ${s.name} tem ${s.lines} linhas`);
    }
    expect(long).toEqual([]);
  });

  it(`has no module over ${MAX_MODULE_LINES} lines`, () => {
    const big = files.map((f) => ({ f: relative(ROOT, f), lines: moduleLines(readFileSync(f, 'utf8')) })).filter((x) => x.lines > MAX_MODULE_LINES);
    expect(big).toEqual([]);
  });

  it('catches what it looks for (a long function, a method, an arrow, a callback) and counts lines as an editor', () => {
    const body = Array.from({ length: 70 }, (_, i) => `  x += ${i};`).join('\n');
    const text = `function longa() {\n  let x = 0;\n${body}\n  return x;\n}\nclass K { m() {\n${body}\n} }\nconst f = () => {\n${body}\n};\n[1].forEach(function () {\n${body}\n});\nfunction curta() { return 1; }\n`;
    const sizes = functionLengths('x.ts', text);
    expect(sizes.filter((s) => s.lines > MAX_FUNCTION_LINES).map((s) => s.name.split(' ')[0])).toEqual(['longa', 'm', '(anônima)', '(anônima)']);
    expect(sizes.find((s) => s.name.startsWith('curta'))!.lines).toBe(1);
    expect(moduleLines('a\nb\n')).toBe(2);
    expect(moduleLines('a\nb')).toBe(2);
  });
});
