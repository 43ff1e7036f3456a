import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { documentRegistry, enemyDocument, loadDocument, saveDocument, serializeDocument } from '../../../src/export/json/index.js';
import { readEnemyDocument } from '../../../src/enemy/human.js';
import { validateEnemy } from '../../../src/enemy/validate.js';

const root = join(__dirname, '..', '..', '..');
const dir = join(root, 'examples', 'inimigos');
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(readFileSync(join(root, 'schema', 'inimigo.json'), 'utf8')));
const ready = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('built-in kind: sangue-e-estrelas/inimigo', () => {
  it('the v1 fixture (Cavaleiro Negro) loads through the registry, round-trips and is ajv-valid', () => {
    const text = readFileSync(join(__dirname, 'fixtures', 'inimigo', 'v1.json'), 'utf8');
    const a = loadDocument(documentRegistry, text);
    expect(a.issues).toEqual([]);
    if (!a.ok) return;
    expect(a.value.format).toBe('sangue-e-estrelas/inimigo');
    const b = loadDocument(enemyDocument, serializeDocument(a.value));
    expect(b.ok && b.value).toEqual(a.value);
    expect(validate(JSON.parse(text)), JSON.stringify(validate.errors)).toBe(true);
    expect(readEnemyDocument(a.value.data).ok).toBe(true);
  });

  it.each(ready)('%s: saved as a document it is ajv-valid, loads back to the same enemy, and the engine accepts it', (file) => {
    const data: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    expect(validate({ format: 'sangue-e-estrelas/inimigo', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data }), JSON.stringify(validate.errors)).toBe(true);
    const saved = saveDocument(enemyDocument, data);
    expect(saved.issues).toEqual([]);
    if (!saved.ok) return;
    expect(validate(JSON.parse(saved.value)), JSON.stringify(validate.errors)).toBe(true);
    const loaded = loadDocument(documentRegistry, saved.value);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.format).toBe('sangue-e-estrelas/inimigo');
    const original = validateEnemy(data);
    const back = validateEnemy(loaded.value.data);
    expect(back.ok && original.ok && back.value).toEqual(original.ok && original.value);
    const again = saveDocument(enemyDocument, loaded.value.data, { ruleset: loaded.value.ruleset });
    expect(again.ok && again.value).toBe(saved.value);
  });

  it('the JSON Schema refuses what the zod schema refuses: an unknown enemy type, an unknown key', () => {
    const data = JSON.parse(readFileSync(join(dir, 'cavaleiro-negro.json'), 'utf8')) as Record<string, unknown>;
    const doc = (d: unknown) => ({ format: 'sangue-e-estrelas/inimigo', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: d });
    expect(validate(doc({ ...data, type: 'boss' }))).toBe(false);
    expect(validate(doc({ ...data, boss: true }))).toBe(false);
    expect(saveDocument(enemyDocument, { ...data, type: 'boss' }).ok).toBe(false);
    expect(validate(doc({ ...data, mayRetreat: true, remembersLidas: false, lidas: ['Garra'] }))).toBe(true);
  });
});
