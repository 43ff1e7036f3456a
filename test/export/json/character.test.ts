import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { characterDocument, documentRegistry, loadDocument, saveDocument, serializeDocument } from '../../../src/export/json/index.js';

const root = join(__dirname, '..', '..', '..');
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(readFileSync(join(root, 'schema', 'ficha.json'), 'utf8')));

describe('built-in kind: sangue-e-estrelas/ficha', () => {
  it('the v1 fixture (Téo, examples/teo.json) loads, round-trips and is ajv-valid', () => {
    const text = readFileSync(join(__dirname, 'fixtures', 'ficha', 'v1.json'), 'utf8');
    const a = loadDocument(documentRegistry, text);
    expect(a.issues).toEqual([]);
    if (!a.ok) return;
    expect(a.value.format).toBe('sangue-e-estrelas/ficha');
    const b = loadDocument(characterDocument, serializeDocument(a.value));
    expect(b.ok && b.value).toEqual(a.value);
    expect(validate(JSON.parse(text)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(JSON.parse(serializeDocument(a.value))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('examples/teo.json saved as a document: save → load → save is identical, with a snapshot', () => {
    const data: unknown = JSON.parse(readFileSync(join(root, 'examples', 'teo.json'), 'utf8'));
    const saved = saveDocument(characterDocument, data, { snapshot: { pv: 14, def: 14 } });
    expect(saved.issues).toEqual([]);
    if (!saved.ok) return;
    const loaded = loadDocument(characterDocument, saved.value);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.snapshot).toEqual({ pv: 14, def: 14 });
    const again = saveDocument(characterDocument, loaded.value.data, { ruleset: loaded.value.ruleset, snapshot: loaded.value.snapshot });
    expect(again.ok && again.value).toBe(saved.value);
  });

  it('a wrong kind of character is a coded issue under data', () => {
    const r = saveDocument(characterDocument, { kind: 'dragao' });
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.path[0]).toBe('data');
  });
});
