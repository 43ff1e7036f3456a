import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { documentRegistry, loadDocument, saveDocument, serializeDocument, techniqueDocument } from '../../../src/export/json/index.js';
import { createTechnique } from '../../../src/technique/index.js';

const root = join(__dirname, '..', '..', '..');
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(readFileSync(join(root, 'schema', 'tecnica.json'), 'utf8')));
const examplesDir = join(root, 'examples', 'tecnicas');
const examples = readdirSync(examplesDir).filter((f) => f.endsWith('.json')).sort();

describe('built-in kind: sangue-e-estrelas/tecnica', () => {
  it('the v1 fixture (Poeira de Gelo, with a snapshot) loads and round-trips', () => {
    const text = readFileSync(join(__dirname, 'fixtures', 'tecnica', 'v1.json'), 'utf8');
    const a = loadDocument(documentRegistry, text);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.value.format).toBe('sangue-e-estrelas/tecnica');
    expect(a.value.snapshot).toEqual({ tamanho: 3, custo: 3, dano: '2d6 + mod' });
    const b = loadDocument(techniqueDocument, serializeDocument(a.value));
    expect(b.ok && b.value).toEqual(a.value);
    expect(validate(JSON.parse(serializeDocument(a.value)))).toBe(true);
  });

  it.each(examples)('examples/tecnicas/%s: save → ajv-valid → load → save is identical', (file) => {
    const data: unknown = JSON.parse(readFileSync(join(examplesDir, file), 'utf8'));
    const saved = saveDocument(techniqueDocument, data);
    expect(saved.issues).toEqual([]);
    if (!saved.ok) return;
    expect(validate(JSON.parse(saved.value)), JSON.stringify(validate.errors)).toBe(true);
    const loaded = loadDocument(techniqueDocument, saved.value);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const again = saveDocument(techniqueDocument, loaded.value.data, { ruleset: loaded.value.ruleset });
    expect(again.ok && again.value).toBe(saved.value);
  });

  it('a technique made with createTechnique keeps its id through a round trip', () => {
    const t = createTechnique({ name: 'Passo de Luz' });
    const saved = saveDocument(techniqueDocument, t);
    // A bare draft (no effect yet) breaks Capítulo Seis: loading checks the rules unless told not to.
    const loaded = saved.ok ? loadDocument(techniqueDocument, saved.value, { checkRules: false }) : saved;
    expect(loaded.ok && loaded.value.data.id).toBe(t.id);
    const checked = saved.ok ? loadDocument(techniqueDocument, saved.value) : saved;
    expect(checked.ok).toBe(false);
    expect(checked.issues.every((i) => i.path[0] === 'data')).toBe(true);
  });

  it('an unknown key in a technique is an issue, never dropped silently', () => {
    const r = saveDocument(techniqueDocument, { name: 'X', poder: 9000 });
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.path).toEqual(['data']);
  });
});
