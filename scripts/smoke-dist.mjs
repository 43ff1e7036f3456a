#!/usr/bin/env node
/**
 * The built package as an app sees it (after `npm run build`). In Node, the ES-module build's zod
 * is `#zod` → dist/zod-node.js (package.json `imports`, tsup.config.ts, issue #13's import time):
 * the zod functions the library calls, bundled. An app's zod — the one in node_modules, another
 * object — must still work with it both ways:
 * - an app's schema inside the library: a custom document kind (`defineDocumentKind`) is checked,
 *   its issues come in pt-BR with their path, and `documentJsonSchema` describes its fields;
 * - the library's schema inside an app's: `z.object({ w: warriorSchema })` validates the same way,
 *   and `instanceof z.ZodType` holds.
 * The CJS build (which imports zod from node_modules) answers the same.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as z from 'zod';

const require = createRequire(import.meta.url);

assert.equal(import.meta.resolve('#zod'), new URL('../dist/zod-node.js', import.meta.url).href, "Node resolves #zod to dist/zod-node.js");
assert.equal(import.meta.resolve('#zod/mini'), new URL('../dist/zod-mini-node.js', import.meta.url).href, 'Node resolves #zod/mini to dist/zod-mini-node.js');
{
  // The d10 entry's zod/mini schema, in Node through dist/zod-mini-node.js (ESM) or node_modules (CJS).
  const d10 = [await import('../dist/d10.js'), require('../dist/d10.cjs')];
  for (const m of d10) {
    assert.equal(m.d10RulesSchema.safeParse(m.d10Rules).success, true, 'd10: the book rules validate');
    assert.equal(m.d10RulesSchema.safeParse({ ...m.d10Rules, die: 'dez' }).success, false, 'd10: a broken rules object is refused');
  }
}
const esm = await import('../dist/index.js');
const cjs = require('../dist/index.cjs');

for (const [name, lib] of [['esm', esm], ['cjs', cjs]]) {
  const notas = lib.defineDocumentKind({
    format: 'minha-mesa/notas',
    label: 'notas da mesa',
    schema: z.strictObject({ name: z.string(), points: z.number().int() }),
    currentVersion: 1,
    migrations: [],
  });
  const registry = lib.createDocumentRegistry([...lib.builtinDocumentKinds, notas]);
  const made = lib.createDocument(notas, { name: 'Téo', points: 2 });
  assert.ok(made.ok, `${name}: createDocument`);
  const loaded = lib.loadDocument(registry, made.value);
  assert.deepEqual(loaded.ok && loaded.value.data, { name: 'Téo', points: 2 }, `${name}: loadDocument`);
  const bad = lib.loadDocument(registry, { ...made.value, data: { name: 'Téo', points: 2.5 } });
  assert.equal(bad.ok, false);
  assert.equal(bad.issues[0].code, 'schema_invalid_type', `${name}: the app's schema refuses 2.5`);
  assert.deepEqual(bad.issues[0].path, ['data', 'points']);
  assert.match(bad.issues[0].message, /esperava um número inteiro/, `${name}: pt-BR message`);
  const schema = lib.documentJsonSchema(notas);
  assert.deepEqual(Object.keys(schema.properties.data.properties).sort(), ['name', 'points'], `${name}: JSON Schema of the app's fields`);

  const composed = z.object({ w: lib.warriorSchema });
  assert.ok(lib.warriorSchema instanceof z.ZodType, `${name}: instanceof z.ZodType`);
  const teo = JSON.parse(readFileSync(new URL('../examples/teo.json', import.meta.url), 'utf8'));
  assert.ok(lib.validateWarrior(teo).ok, `${name}: examples/teo.json validates`);
  assert.equal(composed.safeParse({ w: teo }).success, true, `${name}: the library's schema inside the app's`);
  assert.equal(composed.safeParse({ w: { ...teo, attributes: 'altos' } }).success, false);
}
console.log("smoke-dist: ok — the app's zod and the library's (ESM: dist/zod-node.js; CJS: node_modules) work together");

// The README's command lines, as written, on the packed package (scripts/smoke-readme.mjs).
await import('./smoke-readme.mjs');
