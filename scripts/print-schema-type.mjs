#!/usr/bin/env node
/**
 * Prints the type a zod schema infers, written out — to update a written-out model type (issue #17)
 * after its schema changed, when `test/types/*.test-d.ts` says the two drifted:
 *
 *   node scripts/print-schema-type.mjs src/rules/sections/combat.ts combatSchemaDef:output
 *   node scripts/print-schema-type.mjs src/character/schema.ts warriorSchemaDef:input
 *
 * Names in scope in that file print bare; paste the result over the type and fold repeated parts
 * back into their names (`TechniqueInput`, `OpenSlug<SkillSlug>`…) — the type test checks the result.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const [file, ...specs] = process.argv.slice(2);
if (!file || specs.length === 0) {
  console.error('uso: node scripts/print-schema-type.mjs <arquivo.ts> <schema>:<output|input> …');
  process.exit(2);
}
const abs = path.resolve(root, file);
const cfg = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} });
const probe = abs.replace(/\.ts$/, '.__print__.ts');
let body = `import type * as __z from 'zod';\nimport * as __m from './${path.basename(abs).replace(/\.ts$/, '.js')}';\n`;
specs.forEach((s, i) => {
  const [name, kind = 'output'] = s.split(':');
  body += `export type __T${i} = __z.${kind}<typeof __m.${name}>;\n`;
});
const host = ts.createCompilerHost(cfg.options);
const getSourceFile = host.getSourceFile;
host.getSourceFile = (f, ...a) => (f === probe ? ts.createSourceFile(f, body, ts.ScriptTarget.Latest, true) : getSourceFile(f, ...a));
const fileExists = host.fileExists;
host.fileExists = (f) => f === probe || fileExists(f);
const program = ts.createProgram([abs, probe], cfg.options, host);
const checker = program.getTypeChecker();
const target = program.getSourceFile(abs);
const printer = ts.createPrinter({ removeComments: true });
const flags = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.MultilineObjectLiterals | ts.NodeBuilderFlags.InTypeAlias | ts.NodeBuilderFlags.IgnoreErrors;
program.getSourceFile(probe).statements.filter(ts.isTypeAliasDeclaration).forEach((d, i) => {
  const node = checker.typeToTypeNode(checker.getTypeAtLocation(d.name), target.statements.at(-1), flags);
  console.log(`// ${specs[i]}\n${printer.printNode(ts.EmitHint.Unspecified, node, target)}\n`);
});
