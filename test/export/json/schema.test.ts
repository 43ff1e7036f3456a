import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  builtinDocumentKinds,
  defineDocumentKind,
  documentJsonSchema,
  loadDocument,
  saveDocument,
  type DocumentKind,
} from '../../../src/export/json/index.js';

const root = join(__dirname, '..', '..', '..');
const fixtures = join(__dirname, 'fixtures');

function ajvFor(schema: Record<string, unknown>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  return ajv.compile(schema);
}

/** Every example document of a kind at its current version: fixtures and examples/ JSON files. */
function examplesOf(kind: DocumentKind): { name: string; doc: unknown }[] {
  const out: { name: string; doc: unknown }[] = [];
  const dirs = [join(fixtures, kind.schemaFile.replace(/\.json$/, '')), join(root, 'examples')];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir, { recursive: true }) as string[]) {
      if (!f.endsWith('.json')) continue;
      let doc: unknown;
      try {
        doc = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      } catch {
        continue;
      }
      const d = doc as { format?: unknown; schemaVersion?: unknown };
      if (d && d.format === kind.format && d.schemaVersion === kind.currentVersion) out.push({ name: f, doc });
    }
  }
  return out;
}

describe('JSON Schema files (schema/*.json), checked with ajv', () => {
  for (const kind of builtinDocumentKinds) {
    describe(kind.format, () => {
      const file = join(root, 'schema', kind.schemaFile);

      it(`schema/${kind.schemaFile} is up to date with the zod schema (run: tsx scripts/gen-schema.ts)`, () => {
        expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(documentJsonSchema(kind));
      });

      it('compiles with ajv (draft 2020-12)', () => {
        expect(() => ajvFor(JSON.parse(readFileSync(file, 'utf8')))).not.toThrow();
      });

      it('accepts every example document that the library accepts', () => {
        const validate = ajvFor(JSON.parse(readFileSync(file, 'utf8')));
        const examples = examplesOf(kind);
        expect(examples.length).toBeGreaterThan(0);
        for (const { name, doc } of examples) {
          expect(loadDocument(kind, doc).ok, name).toBe(true);
          expect(validate(doc), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
        }
      });

      it('rejects a document of another format or version', () => {
        const validate = ajvFor(JSON.parse(readFileSync(file, 'utf8')));
        const [example] = examplesOf(kind);
        const doc = structuredClone(example!.doc) as Record<string, unknown>;
        expect(validate({ ...doc, format: 'outro/formato' })).toBe(false);
        expect(validate({ ...doc, schemaVersion: kind.currentVersion + 1 })).toBe(false);
        expect(validate({ ...doc, extra: 1 })).toBe(false);
        const { ruleset: _r, ...noRuleset } = doc;
        expect(validate(noRuleset)).toBe(false);
      });
    });
  }

  it('a generated schema agrees with the loader on saved documents of a strict kind', () => {
    const kind = defineDocumentKind({
      format: 'teste/ponto',
      label: 'ponto',
      schema: z.strictObject({ x: z.number().int().min(0), tags: z.array(z.enum(['a', 'b'])).max(3), nota: z.string().optional() }),
      currentVersion: 1,
      migrations: [],
    });
    const validate = ajvFor(documentJsonSchema(kind));
    const saved = saveDocument(kind, { x: 3, tags: ['a'] }, { snapshot: { qualquer: [1, 'coisa'] } });
    expect(saved.ok).toBe(true);
    if (saved.ok) expect(validate(JSON.parse(saved.value))).toBe(true);
    for (const bad of [{ x: -1, tags: [] }, { x: 1, tags: ['c'] }, { x: 1, tags: ['a', 'a', 'a', 'a'] }, { x: 1.5, tags: [] }, { x: 1, tags: [], y: 2 }]) {
      const doc = { format: 'teste/ponto', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: bad };
      expect(validate(doc), JSON.stringify(bad)).toBe(false);
      expect(loadDocument(kind, doc).ok, JSON.stringify(bad)).toBe(false);
    }
  });
});
