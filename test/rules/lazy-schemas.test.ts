/**
 * The ruleset sections' zod schemas are built on first use (issue #13 §1: the core's import time;
 * they are read only by house rules, `validateRuleset` and the JSON Schemas). `lazyObject` must be
 * invisible: same answers, same `instanceof`, same shape, same JSON Schema, built once.
 */
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { lazyObject } from '../../src/internal/lazy.js';
import {
  armiesRulesSchema,
  bookRuleset,
  createRuleset,
  rulesetSchema,
  rulesetSections,
  techniquesRulesSchema,
  validateRuleset,
} from '../../src/rules/index.js';

describe('lazyObject', () => {
  it('builds nothing until used, then builds once', () => {
    let built = 0;
    const s = lazyObject(() => {
      built++;
      return z.object({ a: z.number().int() });
    });
    expect(built).toBe(0);
    expect(s.safeParse({ a: 1 }).success).toBe(true);
    expect(s.safeParse({ a: 1.5 }).success).toBe(false);
    expect(Object.keys(s.shape)).toEqual(['a']);
    expect(built).toBe(1);
  });

  it('is a zod schema to zod: instanceof, nesting, optional, JSON Schema', () => {
    const eager = z.object({ n: z.string().min(1) });
    const lazy = lazyObject(() => z.object({ n: z.string().min(1) }));
    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect(lazy).toBeInstanceOf(z.ZodType);
    const parent = z.object({ x: lazy, y: lazy.optional() });
    expect(parent.safeParse({ x: { n: 'a' } }).success).toBe(true);
    expect(parent.safeParse({ x: { n: '' } }).success).toBe(false);
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(eager));
    expect(z.toJSONSchema(z.object({ x: lazy }))).toEqual(z.toJSONSchema(z.object({ x: eager })));
    expect('shape' in lazy).toBe(true);
    expect(Object.getPrototypeOf(lazy)).toBe(Object.getPrototypeOf(eager));
  });

  it('hostile use is the built object\'s business: a failing build throws on access, every time', () => {
    const s = lazyObject<{ a: number }>(() => {
      throw new Error('boom');
    });
    expect(() => s.a).toThrow('boom');
    expect(() => s.a).toThrow('boom');
  });
});

describe('the ruleset sections\' schemas, built on first use', () => {
  it('validate the book\'s ruleset, section by section and whole', () => {
    expect(rulesetSchema.safeParse(bookRuleset).success).toBe(true);
    expect(techniquesRulesSchema.safeParse(bookRuleset.techniques).success).toBe(true);
    expect(armiesRulesSchema.safeParse(bookRuleset.armies).success).toBe(true);
    expect(validateRuleset(bookRuleset).ok).toBe(true);
    expect(rulesetSections.every((s) => (rulesetSchema as unknown as z.ZodType).safeParse({ ...bookRuleset, [s]: 1 }).success === false)).toBe(true);
  });

  it('still refuse a bad house rule with the coded issue (tables/06-tecnicas.md › Graus: maxSize ≥ 1)', () => {
    const r = createRuleset({ techniques: { graus: { 0: { maxSize: 0 } } } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.length).toBeGreaterThan(0);
    expect(r.issues.every((i) => typeof i.code === 'string' && i.code.length > 0 && typeof i.message === 'string')).toBe(true);
    expect(r.issues.some((i) => i.path.join('.').startsWith('techniques.graus.0'))).toBe(true);
  });

  it('are zod objects with their shape (a campaign editor narrows with instanceof and reads it)', () => {
    expect(techniquesRulesSchema).toBeInstanceOf(z.ZodObject);
    if (!(techniquesRulesSchema instanceof z.ZodObject)) return;
    expect(Object.keys(techniquesRulesSchema.shape)).toEqual(Object.keys(bookRuleset.techniques));
  });
});

describe('import time guard: no eager section schema sneaks back (source check, no timing)', () => {
  it('every IIFE-built zod schema of src/rules is lazy, except the treino schema the character parses', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(__dirname, '..', '..', 'src', 'rules');
    const files = [...readdirSync(dir).map((f) => join(dir, f)), ...readdirSync(join(dir, 'sections')).map((f) => join(dir, 'sections', f))].filter((f) => f.endsWith('.ts'));
    const eager: string[] = [];
    let lazy = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/const (\w+)(?:: [^=]+)? = \/\* @__PURE__ \*\/ \(\(\) =>\s*z\b/g)) eager.push(m[1]!);
      lazy += [...text.matchAll(/= \/\* @__PURE__ \*\/ lazyObject\(\(\) =>/g)].length;
    }
    expect(eager.sort()).toEqual(['label', 'licaoEffectsSchema', 'slug', 'treinoSchema']);
    expect(lazy).toBeGreaterThan(100);
  });
});
