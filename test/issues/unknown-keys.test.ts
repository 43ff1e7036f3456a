/**
 * Issue 28: an unknown key is answered with the key it most likely meant, by edit distance
 * ("você quis dizer attributes?"), or with the hint of a known mistake (`level`: the level is
 * 1 + the entries of `levelUps`, character/progression.ts); a whole document handed to a function
 * that reads its content says so (`input_is_document`) and names the function that reads documents.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import {
  characterDocument,
  enemyDocument,
  loadDocument,
  parseWith,
  readTechnique,
  saveDocument,
  techniqueDocument,
  validateEnemy,
  validateWarrior,
  type DocumentKind,
  type Issue,
} from '../../src/index.js';
import { runCli } from '../../src/cli/main.js';
import { nearestKey } from '../../src/issues/index.js';
import { fakeIo } from '../cli/helpers.js';

const root = join(__dirname, '..', '..');
const json = (f: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, f), 'utf8'));
const teo = json('examples/teo.json');
const firstIssue = (r: { ok: boolean; issues: readonly Issue[] }): Issue => {
  expect(r.ok).toBe(false);
  return r.issues[0]!;
};

describe('unknown keys: the nearest known key', () => {
  it('"atributes" → "você quis dizer attributes?"', () => {
    const i = firstIssue(validateWarrior({ ...teo, atributes: teo.attributes }));
    expect(i.code).toBe('character_schema_unrecognized_keys');
    expect(i.message).toBe('Chave desconhecida: "atributes". Você quis dizer "attributes"?');
    expect(i.params).toEqual({ keys: ['atributes'], suggestions: { atributes: 'attributes' } });
  });

  it('"level" → the level comes from levelUps', () => {
    const i = firstIssue(validateWarrior({ ...teo, level: 25 }));
    expect(i.message).toBe('Chave desconhecida: "level". O nível não se guarda: é 1 + o número de entradas de "levelUps".');
    expect(i.params.suggestions).toEqual({ level: 'levelUps' });
  });

  it('deep keys too, several keys at once, and no guess for a key far from every other', () => {
    const techniques = [{ ...(teo.techniques as object[])[0], nmae: 'x' }];
    expect(firstIssue(validateWarrior({ ...teo, techniques })).message).toBe('Chave desconhecida: "nmae". Você quis dizer "name"?');
    const many = firstIssue(validateWarrior({ ...teo, Nível: 3, pericias: [], zzz: 1 }));
    expect(many.message).toBe(
      'Chaves desconhecidas: "Nível", "pericias", "zzz". O nível não se guarda: é 1 + o número de entradas de "levelUps". No lugar de "pericias", você quis dizer "skills"?',
    );
    expect(many.params.suggestions).toEqual({ Nível: 'levelUps', pericias: 'skills' });
    const far = firstIssue(validateWarrior({ ...teo, xyzzy: 1 }));
    expect(far.message).toBe('Chave desconhecida: "xyzzy".');
    expect(far.params).toEqual({ keys: ['xyzzy'] });
  });

  it('nearestKey: transpositions and accents count one edit, a tie and a far key answer nothing, a mistake needs its field', () => {
    expect(nearestKey('nmae', ['name', 'army'])?.key).toBe('name');
    expect(nearestKey('Armý', ['army', 'name'])?.key).toBe('army');
    expect(nearestKey('ab', ['ac', 'ad'])).toBeUndefined();
    expect(nearestKey('tecnica', ['name'])).toBeUndefined();
    expect(nearestKey('level', ['name'])).toBeUndefined(); // no levelUps here: no hint about it
    expect(nearestKey('tecnicas', ['techniques'])?.key).toBe('techniques');
  });

  it('any strict schema read with parseWith gets the suggestion', () => {
    const r = parseWith(z.strictObject({ posto: z.string() }), { psoto: 'bronze', posto: 'bronze' });
    expect(firstIssue(r).message).toBe('Chave desconhecida: "psoto". Você quis dizer "posto"?');
  });
});

describe('a whole document where its content is expected: input_is_document', () => {
  const cases: [string, DocumentKind, Record<string, unknown>, (x: unknown) => { ok: boolean; issues: readonly Issue[] }][] = [
    ['validateWarrior', characterDocument, teo, (x) => validateWarrior(x)],
    ['readTechnique', techniqueDocument, json('examples/tecnicas/poeira-de-gelo.json'), (x) => readTechnique(x)],
    ['validateEnemy', enemyDocument, json('examples/inimigos/marciano.json'), (x) => validateEnemy(x)],
  ];
  for (const [name, kind, content, read] of cases) {
    it(`${name} given a ${kind.format} document says it is a document and which function reads one`, () => {
      const saved = saveDocument(kind, content);
      if (!saved.ok) throw new Error('fixture');
      const r = read(JSON.parse(saved.value));
      expect(r.issues).toHaveLength(1);
      const i = firstIssue(r);
      expect(i.code).toBe('input_is_document');
      expect(i.params).toEqual({ format: kind.format });
      expect(i.message).toContain(`documento inteiro ("${kind.format}")`);
      expect(i.message).toContain('loadDocument');
      expect(read(content).ok).toBe(true); // its data is what the function reads
    });
  }

  it('the document reader itself still reports a document’s own faults (under data, format…)', () => {
    const saved = saveDocument(characterDocument, teo);
    if (!saved.ok) throw new Error('fixture');
    const doc = JSON.parse(saved.value);
    expect(firstIssue(loadDocument(characterDocument, { ...doc, data: { ...doc.data, level: 3 } })).path).toEqual(['data']);
    expect(firstIssue(loadDocument(characterDocument, { ...doc, format: 'x' })).code).toBe('document_format_mismatch');
  });

  it('an object that only looks like one (another key beside the envelope’s) gets the schema’s issues', () => {
    const saved = saveDocument(characterDocument, teo);
    if (!saved.ok) throw new Error('fixture');
    const r = validateWarrior({ ...JSON.parse(saved.value), name: 'Téo' });
    expect(r.issues.map((i) => i.code)).not.toContain('input_is_document');
  });
});

describe('at the shell', () => {
  it('validar: the suggestion reaches the person, exit 2 (the wrong shape)', async () => {
    const f = fakeIo({ 'teo.json': JSON.stringify({ ...teo, atributes: teo.attributes }) });
    expect(await runCli(['validar', 'teo.json'], f.io)).toBe(2);
    expect(f.out() + f.err()).toContain('Chave desconhecida: "atributes". Você quis dizer "attributes"? [character_schema_unrecognized_keys]');
  });

  it('tecnica on a ficha document: it is a document this command does not read, no function names, exit 2', async () => {
    const saved = saveDocument(characterDocument, teo);
    if (!saved.ok) throw new Error('fixture');
    const f = fakeIo({ 'teo-doc.json': saved.value });
    expect(await runCli(['tecnica', 'teo-doc.json'], f.io)).toBe(2);
    expect(f.err()).toContain('Este arquivo é um documento de outro tipo, que este comando não lê: "sangue-e-estrelas validar <arquivo>" diz o que ele é.');
    expect(f.err()).not.toContain('loadDocument');
  });
});
