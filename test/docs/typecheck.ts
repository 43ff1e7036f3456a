/**
 * The guides' ```ts blocks compiled as a TypeScript reader compiles them: each block is its own
 * module (a `.ts` file of a `"type": "module"` project) and one program of the TypeScript compiler
 * checks them all with a reader's tsconfig ({@link readerCompilerOptions}). Running a block (tsx)
 * strips its types; this is what tells that `r.value` on an unchecked `Result` does not compile.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { DocBlock } from './blocks.js';

/**
 * A reader's tsconfig (`compilerOptions`), as a Node ESM project with `strict` writes it — and
 * `exactOptionalPropertyTypes`, the strictest reader the options types must serve; `paths`
 * maps the package's specifiers (`sangue-e-estrelas`, `sangue-e-estrelas/pdf`…) to files.
 */
export function readerCompilerOptions(paths: Record<string, string[]>, typeRoots: string[]): Record<string, unknown> {
  return {
    strict: true,
    exactOptionalPropertyTypes: true,
    target: 'ES2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    typeRoots,
    paths,
  };
}

/** A guide's block for {@link typecheckBlocks}: the guide's name and the block. */
export interface GuideBlock extends DocBlock {
  readonly file: string;
}

/**
 * Writes each block as `dir/<guide>/block-N.ts` and compiles them in one program: the diagnostics
 * of the blocks (and of the options), each as `guide:line: message`. Files the blocks import (the
 * sources) are read for their types, never reported.
 *
 * @param blocks - The blocks, each with its guide's name and the guide's line of its first line.
 * @param dir - An empty folder below the reader's `node_modules` (so `zod` resolves as installed).
 * @param options - The reader's compilerOptions (see {@link readerCompilerOptions}).
 */
export function typecheckBlocks(blocks: readonly GuideBlock[], dir: string, options: Record<string, unknown>): string[] {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  const where = new Map<string, GuideBlock>();
  const count = new Map<string, number>();
  for (const b of blocks) {
    const n = (count.get(b.file) ?? 0) + 1;
    count.set(b.file, n);
    const sub = join(dir, b.file.replace(/\W/g, '_'));
    mkdirSync(sub, { recursive: true });
    const path = join(sub, `block-${n}.ts`);
    writeFileSync(path, b.code);
    where.set(path, b);
  }
  const converted = ts.convertCompilerOptionsFromJson(options, dir);
  const program = ts.createProgram([...where.keys()], converted.options);
  const text = (d: ts.Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
  const out = [...converted.errors, ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((d) => `tsconfig: ${text(d)}`);
  for (const [path, b] of where) {
    const sf = program.getSourceFile(path);
    if (sf === undefined) {
      out.push(`${b.file}:${b.line}: the block is not in the program`);
      continue;
    }
    for (const d of [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]) {
      const line = d.start === undefined ? 0 : sf.getLineAndCharacterOfPosition(d.start).line;
      out.push(`${b.file}:${b.line + line}: ${text(d)}`);
    }
  }
  return out;
}
