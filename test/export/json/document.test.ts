import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createDocument,
  createDocumentRegistry,
  defineDocumentKind,
  documentRegistry,
  loadDocument,
  rulesDocument,
  saveDocument,
  serializeDocument,
  type JsonValue,
} from '../../../src/export/json/index.js';
import { bookRuleset } from '../../../src/rules/ruleset.js';

const fixtures = join(__dirname, 'fixtures');
const fixture = (kind: string, v: number) => readFileSync(join(fixtures, kind, `v${v}.json`), 'utf8');

/** A test-only kind with a three-version history, to exercise the migration chain. */
const notas = defineDocumentKind({
  format: 'teste/notas',
  label: 'notas de teste',
  schema: z.strictObject({ name: z.string().min(1), points: z.number().int() }),
  currentVersion: 3,
  migrations: [
    {
      from: 2,
      to: 3,
      description: '"pontos" (texto) vira "points" (número)',
      migrate: (doc) => {
        const data = doc.data as Record<string, JsonValue>;
        const n = Number(data.pontos);
        if (!Number.isInteger(n)) throw new Error(`"pontos" não é um inteiro: ${JSON.stringify(data.pontos)}`);
        const { pontos: _p, ...rest } = data;
        return { ...doc, data: { ...rest, points: n } };
      },
    },
    {
      from: 1,
      to: 2,
      description: '"nome" passa a se chamar "name"',
      migrate: (doc) => {
        const data = doc.data as Record<string, JsonValue>;
        data.name = data.nome ?? null;
        delete data.nome;
        return doc;
      },
    },
  ],
});

const codes = (r: { issues: readonly { code: string }[] }) => r.issues.map((i) => i.code);

describe('saveDocument / loadDocument', () => {
  it('saves a versioned envelope: format, schemaVersion, ruleset, data', () => {
    const r = saveDocument(notas, { name: 'Diário', points: 3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.parse(r.value)).toEqual({
      format: 'teste/notas',
      schemaVersion: 3,
      ruleset: { id: 'livro-0.25', name: 'Sangue e Estrelas — regras do livro' },
      data: { name: 'Diário', points: 3 },
    });
  });

  it('load → save → load is identical (text and value)', () => {
    const text = saveDocument(notas, { name: 'Diário', points: 3 }, { snapshot: { resumo: 'três pontos', lista: [1, 2] } });
    expect(text.ok).toBe(true);
    if (!text.ok) return;
    const a = loadDocument(notas, text.value);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    const again = saveDocument(notas, a.value.data, { ruleset: a.value.ruleset, snapshot: a.value.snapshot });
    expect(again.ok && again.value).toBe(text.value);
    expect(serializeDocument(a.value)).toBe(text.value);
    const b = loadDocument(notas, serializeDocument(a.value));
    expect(b.ok && b.value).toEqual(a.value);
  });

  it('stores the ruleset it was made under (with house-rule paths)', () => {
    const house = { ...bookRuleset, id: 'mesa-da-ana', name: 'Mesa da Ana', overrides: ['resolution.fractions'] };
    const doc = createDocument(notas, { name: 'x', points: 1 }, { ruleset: house });
    expect(doc.ok && doc.value.ruleset).toEqual({ id: 'mesa-da-ana', name: 'Mesa da Ana', overrides: ['resolution.fractions'] });
  });

  it('a different ruleset in use gives a document_ruleset_mismatch warning, not an error', () => {
    const r = loadDocument(notas, fixture('notas', 3), { ruleset: { id: 'mesa-da-ana' } });
    expect(r.ok).toBe(true);
    expect(codes(r)).toEqual(['document_ruleset_mismatch']);
    expect(r.issues[0]!.severity).toBe('warning');
  });

  it('accepts an already parsed object', () => {
    const r = loadDocument(notas, JSON.parse(fixture('notas', 3)));
    expect(r.ok && r.value.data).toEqual({ name: 'Diário de Téo', points: 12 });
  });

  it('a registry loads any of its kinds; an unknown format is refused', () => {
    const reg = createDocumentRegistry([notas, rulesDocument]);
    expect(loadDocument(reg, fixture('notas', 3)).ok).toBe(true);
    expect(loadDocument(reg, fixture('regras', 1)).ok).toBe(true);
    const r = loadDocument(reg, '{"format":"outro/coisa","schemaVersion":1}');
    expect(codes(r)).toEqual(['document_unknown_format']);
    expect(r.issues[0]!.message).toContain('teste/notas');
  });

  it('the expected kind must match the document', () => {
    expect(codes(loadDocument(notas, fixture('regras', 1)))).toEqual(['document_format_mismatch']);
    expect(codes(loadDocument(notas, '{"schemaVersion":1}'))).toEqual(['document_format_missing']);
    expect(codes(loadDocument(notas, '[1,2]'))).toEqual(['document_not_object']);
  });

  it('invalid data gives schema issues under data.*', () => {
    const r = saveDocument(notas, { name: '', points: 1.5, extra: true });
    expect(r.ok).toBe(false);
    const paths = r.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['data.name', 'data.points']));
    expect(r.issues.map((i) => i.code)).toContain('schema_unrecognized_keys'); // nothing dropped silently
  });
});

describe('versions and migrations (a fixture per version)', () => {
  for (const v of [1, 2, 3]) {
    it(`v${v} fixture loads to the current version with the same data`, () => {
      const r = loadDocument(notas, fixture('notas', v));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value).toMatchObject({ format: 'teste/notas', schemaVersion: 3, data: { name: 'Diário de Téo', points: 12 } });
      expect(r.value.migratedFrom).toBe(v < 3 ? v : undefined);
      expect(codes(r)).toEqual(v < 3 ? ['document_migrated'] : []);
    });
  }

  it('a migrated document saves at the current version and loads back identical', () => {
    const a = loadDocument(notas, fixture('notas', 1));
    if (!a.ok) throw new Error('load');
    const b = loadDocument(notas, serializeDocument(a.value));
    expect(b.ok && b.value).toEqual({ ...a.value, migratedFrom: undefined });
    expect(b.ok && b.value.migratedFrom).toBeUndefined();
    expect(JSON.parse(serializeDocument(a.value))).toEqual(JSON.parse(fixture('notas', 3)));
  });

  it('an unknown future version is refused with a clear issue', () => {
    const r = loadDocument(notas, fixture('notas', 3).replace('"schemaVersion": 3', '"schemaVersion": 4'));
    expect(codes(r)).toEqual(['document_version_from_future']);
    expect(r.issues[0]!.message).toBe(
      'Este documento (teste/notas) é da versão 4 do formato, mais nova que a 3 que esta biblioteca conhece: atualize a biblioteca.',
    );
  });

  it('an invalid schemaVersion is refused', () => {
    for (const v of ['"1"', '0', '1.5', 'null', '-2']) {
      const r = loadDocument(notas, `{"format":"teste/notas","schemaVersion":${v}}`);
      expect(codes(r), v).toEqual(['document_version_invalid']);
    }
  });

  it('a migration that cannot convert gives document_migration_failed', () => {
    const r = loadDocument(notas, fixture('notas', 2).replace('"12"', '"doze"'));
    expect(codes(r)).toEqual(['document_migration_failed']);
    expect(r.issues[0]!.message).toContain('da versão 2 para a 3');
  });

  it('a version older than the oldest supported one is refused', () => {
    const k = defineDocumentKind({ format: 'teste/novo', label: 'novo', schema: z.string(), currentVersion: 2, oldestVersion: 2, migrations: [] });
    expect(codes(loadDocument(k, '{"format":"teste/novo","schemaVersion":1,"ruleset":{"id":"x"},"data":"a"}'))).toEqual([
      'document_version_unsupported',
    ]);
  });

  it('defineDocumentKind refuses a broken migration chain (programmer error)', () => {
    expect(() => defineDocumentKind({ format: 'teste/x', label: 'x', schema: z.string(), currentVersion: 3, migrations: [] })).toThrow(RangeError);
    expect(() => defineDocumentKind({ format: 'sem-barra', label: 'x', schema: z.string(), currentVersion: 1, migrations: [] })).toThrow(TypeError);
  });
});

describe('hostile input never crashes nor pollutes', () => {
  it('__proto__ / constructor / prototype keys are refused and pollute nothing', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const text = `{"format":"teste/notas","schemaVersion":3,"ruleset":{"id":"x"},"data":{"name":"a","points":1,"${key}":{"polluted":true}}}`;
      const r = loadDocument(notas, text);
      expect(codes(r), key).toEqual(['json_forbidden_key']);
      expect(r.issues[0]!.path).toEqual(['data', key]);
    }
    const top = loadDocument(documentRegistry, '{"__proto__":{"polluted":true},"format":"sangue-e-estrelas/regras"}');
    expect(codes(top)).toEqual(['json_forbidden_key']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('house rules with a prototype key are refused too', () => {
    const r = saveDocument(rulesDocument, JSON.parse('{"id":"x","__proto__":{"polluted":1}}'));
    expect(codes(r)).toEqual(['json_forbidden_key']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('huge arrays, deep nesting and huge text give coded issues', () => {
    const big = `{"format":"teste/notas","schemaVersion":3,"ruleset":{"id":"x"},"data":{"name":"a","points":1,"l":[${'0,'.repeat(20_000)}0]}}`;
    expect(codes(loadDocument(notas, big))).toEqual(['json_array_too_long']);
    expect(codes(loadDocument(notas, '['.repeat(100_000) + ']'.repeat(100_000)))).toEqual(['json_too_deep']);
    expect(codes(loadDocument(notas, ' '.repeat(6_000_000)))).toEqual(['json_too_large']);
    const deep: Record<string, unknown> = {};
    let cur = deep;
    for (let i = 0; i < 10_000; i++) cur = cur.x = {};
    expect(codes(loadDocument(notas, deep))).toEqual(['json_too_deep']);
  });

  it('wrong types, NaN, Infinity, functions, cycles, class instances are coded issues', () => {
    const base = { format: 'teste/notas', schemaVersion: 3, ruleset: { id: 'x' } };
    expect(codes(loadDocument(notas, { ...base, data: { name: 'a', points: Number.NaN } }))).toEqual(['json_not_finite']);
    expect(codes(loadDocument(notas, { ...base, data: { name: 'a', points: Infinity } }))).toEqual(['json_not_finite']);
    expect(codes(loadDocument(notas, { ...base, data: { name: () => 1, points: 1 } }))).toEqual(['json_not_json_value']);
    expect(codes(loadDocument(notas, { ...base, data: { name: 'a', points: 1n } }))).toEqual(['json_not_json_value']);
    expect(codes(loadDocument(notas, { ...base, data: new Map() }))).toEqual(['json_not_json_value']);
    expect(codes(loadDocument(notas, { ...base, data: { name: new Date(0), points: 1 } }))).toEqual(['json_not_json_value']);
    const cyclic: Record<string, unknown> = { ...base };
    cyclic.data = cyclic;
    expect(codes(loadDocument(notas, cyclic))).toEqual(['json_cycle']);
    const wrong = loadDocument(notas, { ...base, data: { name: 3, points: '1' } });
    expect(codes(wrong)).toEqual(['schema_invalid_type', 'schema_invalid_type']);
    expect(wrong.issues[0]!.path).toEqual(['data', 'name']);
  });

  it('throwing getters and proxies give json_unreadable', () => {
    const getter = { format: 'teste/notas', get schemaVersion(): number { throw new Error('boom'); } };
    expect(codes(loadDocument(notas, getter))).toEqual(['json_unreadable']);
    const proxy = new Proxy({}, { ownKeys: () => { throw new Error('nope'); } });
    expect(codes(loadDocument(notas, proxy))).toEqual(['json_unreadable']);
  });

  it('syntax errors are coded', () => {
    expect(codes(loadDocument(notas, '{"format": '))).toEqual(['json_syntax']);
    expect(codes(loadDocument(notas, ''))).toEqual(['json_empty']);
  });

  it('property: loadDocument never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (s) => {
        const r = loadDocument(documentRegistry, s);
        expect(r.ok).toBe(false);
        expect(r.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: loadDocument never throws on arbitrary values, JSON text or objects', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true }), (v) => {
        const r = loadDocument(notas, v);
        expect(typeof r.ok).toBe('boolean');
        const t = loadDocument(notas, (() => { try { return JSON.stringify(v) ?? 'null'; } catch { return 'null'; } })());
        expect(typeof t.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('property: an envelope around arbitrary JSON data never throws and never loses a valid document', () => {
    fc.assert(
      fc.property(fc.record({ name: fc.string({ minLength: 1 }), points: fc.integer() }), (data) => {
        const s = saveDocument(notas, data);
        expect(s.ok).toBe(true);
        if (!s.ok) return;
        const l = loadDocument(notas, s.value);
        expect(l.ok && l.value.data).toEqual(data);
      }),
    );
  });
});

describe('built-in kind: sangue-e-estrelas/regras', () => {
  it('loads the v1 fixture and round-trips', () => {
    const r = loadDocument(rulesDocument, fixture('regras', 1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.data).toEqual({ id: 'mesa-da-ana', name: 'Mesa da Ana', resolution: { fractions: { default: 'down' } } });
    const again = loadDocument(rulesDocument, serializeDocument(r.value));
    expect(again.ok && again.value).toEqual(r.value);
  });

  it('house rules are checked by createRuleset: an unknown key is refused', () => {
    const r = saveDocument(rulesDocument, { tecnicas: {} });
    expect(codes(r)).toContain('house_rule_unknown_key');
    expect(r.issues[0]!.path[0]).toBe('data');
  });
});
