/**
 * Issue #12 §2: "Validating a document means the rules too, everywhere." `validateDocument` (and
 * `loadDocument`, which it uses) checks a document's envelope, its shape and its kind's rules:
 * a técnica over its Grau's max size (FACTS.md › Techniques (Capítulo Seis): "tamanho máximo" of
 * the Grau, tables/06-tecnicas.md) is refused as `measureTechnique` refuses it; a ficha or an
 * inimigo that breaks Capítulo Três / Dez likewise.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bookRuleset,
  characterDocument,
  createRuleset,
  documentRegistry,
  enemyDocument,
  loadDocument,
  measureTechnique,
  parseTechnique,
  rulesDocument,
  saveDocument,
  techniqueDocument,
  validateDocument,
  type Result,
} from '../../../src/index.js';

const text = (p: string) => readFileSync(new URL(`../../../${p}`, import.meta.url), 'utf8');
const json = (p: string) => JSON.parse(text(p));
const codes = (r: Result<unknown>) => r.issues.filter((i) => i.severity === 'error').map((i) => i.code);
const envelope = (format: string, data: unknown) => ({ format, schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data });

/** Dragão Ascendente (Grau 1) with its damage raised past the Grau 1 max size. */
function tooBig() {
  const t = json('examples/tecnicas/dragao-ascendente.json');
  t.effects[0].points = 12;
  return t;
}

describe('validateDocument: shape and rules, for every kind', () => {
  it('the fixtures of every built-in kind are valid, each with its kind', () => {
    for (const [dir, label] of [
      ['ficha', 'ficha de personagem'],
      ['inimigo', 'ficha de inimigo'],
      ['tecnica', 'técnica'],
      ['regras', 'regras da casa'],
    ] as const) {
      const r = validateDocument(text(`test/export/json/fixtures/${dir}/v1.json`));
      expect(r.issues.filter((i) => i.severity === 'error'), dir).toEqual([]);
      expect(r.ok && r.value.kind.label).toBe(label);
      expect(r.ok && r.value.bare).toBe(false);
    }
  });

  it('a técnica over its Grau max size: the engine refuses it, and so do validateDocument and loadDocument', () => {
    const t = tooBig();
    const parsed = parseTechnique(t);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(measureTechnique(parsed.value).issues.map((i) => i.code)).toContain('technique_over_max_size');
    const doc = JSON.stringify(envelope('sangue-e-estrelas/tecnica', t));
    for (const r of [validateDocument(doc), loadDocument(documentRegistry, doc), loadDocument(techniqueDocument, doc)]) {
      expect(r.ok).toBe(false);
      expect(codes(r)).toContain('technique_over_max_size');
      expect(r.issues.find((i) => i.code === 'technique_over_max_size')!.path[0]).toBe('data');
    }
    // The shape alone is fine: that is what `checkRules: false` keeps.
    expect(loadDocument(techniqueDocument, doc, { checkRules: false }).ok).toBe(true);
  });

  it('a bare técnica / ficha (no envelope) is read as the kind given by `bare`, with the value\'s own paths', () => {
    const ok = validateDocument(text('examples/tecnicas/dragao-ascendente.json'), { bare: techniqueDocument });
    expect(ok.ok && ok.value.bare).toBe(true);
    const bad = validateDocument(tooBig(), { bare: techniqueDocument });
    expect(codes(bad)).toContain('technique_over_max_size');
    expect(bad.issues.find((i) => i.code === 'technique_over_max_size')!.path[0]).not.toBe('data');
    // Without `bare` a value with no format is not a document.
    expect(codes(validateDocument(tooBig()))).toEqual(['document_format_missing']);
  });

  it('a ficha that breaks the creation rules (Capítulo Três: the standard array) is refused, bare or wrapped', () => {
    const teo = json('examples/teo.json');
    expect(validateDocument(teo, { bare: characterDocument }).ok).toBe(true);
    const bad = { ...teo, attributes: { ...teo.attributes, values: { ...teo.attributes.values, FOR: 18 } } };
    expect(codes(validateDocument(bad, { bare: characterDocument }))).toContain('attributes_not_standard_array');
    expect(codes(validateDocument(envelope('sangue-e-estrelas/ficha', bad)))).toContain('attributes_not_standard_array');
    // importar's reader: loadDocument(characterDocument, …) refuses it too.
    expect(codes(loadDocument(characterDocument, envelope('sangue-e-estrelas/ficha', bad)))).toContain('attributes_not_standard_array');
  });

  it('a ficha past level 20 is a coded issue, not a crash', () => {
    const teo20 = json('examples/personagens/teo-nivel-20.json');
    const over = { ...teo20, levelUps: [...teo20.levelUps, { ...teo20.levelUps[0], level: 21 }] };
    expect(codes(validateDocument(envelope('sangue-e-estrelas/ficha', over)))).toEqual(['level_up_beyond_max']);
  });

  it('an inimigo that breaks "Montar um inimigo" (Convicções of its type, tables/10-inimigos.md) is refused', () => {
    const juiz = json('examples/inimigos/juiz-do-inferno.json');
    expect(validateDocument(envelope('sangue-e-estrelas/inimigo', juiz)).ok).toBe(true);
    expect(codes(validateDocument(envelope('sangue-e-estrelas/inimigo', { ...juiz, conviccaoCount: 9 })))).toContain('enemy_conviccoes_out_of_range');
  });

  it('house rules: an unknown key is refused; the rules are checked with the ruleset given', () => {
    expect(codes(validateDocument(envelope('sangue-e-estrelas/regras', { id: 'mesa', tecnicas: {} }))).length).toBeGreaterThan(0);
    // A campaign that raises every Grau's max size: the same técnica is valid under its rules.
    const house = createRuleset({ id: 'mesa-da-ana', name: 'Mesa da Ana', techniques: { graus: bookRuleset.techniques.graus.map((g) => ({ ...g, maxSize: g.maxSize + 20 })) } });
    expect(house.ok).toBe(true);
    if (!house.ok) return;
    const doc = envelope('sangue-e-estrelas/tecnica', tooBig());
    expect(validateDocument(doc).ok).toBe(false);
    expect(validateDocument(doc, { ruleset: house.value }).ok).toBe(true);
  });

  it('accepts only the kinds asked for, and never throws on hostile input', () => {
    const doc = envelope('sangue-e-estrelas/tecnica', json('examples/tecnicas/dragao-ascendente.json'));
    expect(codes(validateDocument(doc, { kinds: enemyDocument }))).toEqual(['document_format_mismatch']);
    expect(validateDocument(doc, { kinds: techniqueDocument }).ok).toBe(true);
    const cyclic: Record<string, unknown> = { format: 'sangue-e-estrelas/ficha' };
    cyclic.data = cyclic;
    for (const bad of ['', '{', 'null', '[]', '{"format": 1}', 10n, Symbol('x'), cyclic, new Proxy({}, { ownKeys: () => { throw new Error('x'); } })]) {
      expect(validateDocument(bad).ok).toBe(false);
      expect(validateDocument(bad, { bare: characterDocument }).ok).toBe(false);
    }
  });

  it('saveDocument keeps saving drafts (shape only); loading them checks the rules', () => {
    const draft = { name: 'Rascunho' };
    const saved = saveDocument(techniqueDocument, draft);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(validateDocument(saved.value).ok).toBe(false);
    expect(rulesDocument.check).toBeUndefined(); // house rules: createRuleset runs inside the schema
  });
});
