/**
 * Writes the JSON Schema of every built-in document kind to `schema/<name>.json`
 * (`tsx scripts/gen-schema.ts`; `--check` fails when a file is out of date instead of writing).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinDocumentKinds, documentJsonSchema, type DocumentKind } from '../src/export/json/index.js';
import { scenarioDocument } from '../src/sim/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'schema');
const check = process.argv.includes('--check');
mkdirSync(outDir, { recursive: true });
let stale = 0;
// The scenario kind lives with the simulator (sim imports export/json, never the other way).
for (const kind of [...builtinDocumentKinds, scenarioDocument as DocumentKind]) {
  const file = join(outDir, kind.schemaFile);
  const text = `${JSON.stringify(documentJsonSchema(kind), null, 2)}\n`;
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (old === text) {
    console.log(`ok       schema/${kind.schemaFile}`);
    continue;
  }
  if (check) {
    console.error(`stale    schema/${kind.schemaFile} (run: tsx scripts/gen-schema.ts)`);
    stale++;
  } else {
    writeFileSync(file, text);
    console.log(`written  schema/${kind.schemaFile}`);
  }
}
if (stale > 0) process.exit(1);
