/**
 * Property tests (fast-check): for any generated technique the cost respects the floor, the
 * limitations never touch the size, the lean receipt of the derived ficha agrees with the full one,
 * and the engine never throws on arbitrary JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookRuleset } from '../../src/rules/ruleset.js';
import {
  activationSchema,
  areaShapeSchema,
  durationSchema,
  effectKindSchema,
  limitationSlugSchema,
  modifierSlugSchema,
  rangeSchema,
  techniqueNatureSchema,
} from '../../src/rules/sections/techniques.js';
import {
  createTechnique,
  formatTechnique,
  measureTechnique,
  parseTechnique,
  readTechnique,
  techniqueAtLevel,
  updateTechnique,
  type TechniqueInput,
} from '../../src/technique/index.js';
import { buildReceipt } from '../../src/technique/receipt.js';

const conditions = Object.keys(bookRuleset.combat.conditions);

const effect = fc.oneof(
  fc.record({ kind: fc.constantFrom(...effectKindSchema.options.filter((k) => k !== 'condicao')), points: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }) }),
  fc.record({ kind: fc.constant('condicao' as const), condition: fc.constantFrom(...conditions) }),
);

const roll = fc.oneof(
  fc.constant({ kind: 'ataque' as const }),
  fc.record({ kind: fc.constant('efeito' as const), against: fc.constantFrom('fortitude' as const, 'reflexos' as const, 'vontade' as const) }),
  fc.constant({ kind: 'nenhuma' as const }),
);

const technique: fc.Arbitrary<TechniqueInput> = fc.record(
  {
    name: fc.string({ maxLength: 20 }),
    nature: fc.constantFrom(...techniqueNatureSchema.options),
    activation: fc.constantFrom(...activationSchema.options),
    trigger: fc.string({ maxLength: 10 }),
    duration: fc.constantFrom(...durationSchema.options),
    range: fc.constantFrom(...rangeSchema.options),
    area: fc.record({ shape: fc.constantFrom(...areaShapeSchema.options), doubled: fc.boolean(), selective: fc.boolean() }),
    effects: fc.array(effect, { maxLength: 5 }),
    modifiers: fc.array(fc.constantFrom(...modifierSlugSchema.options), { maxLength: 4 }),
    limitations: fc.array(fc.constantFrom(...limitationSlugSchema.options), { maxLength: 6 }),
    roll,
    grau: fc.integer({ min: 1, max: 6 }),
    signature: fc.boolean(),
    golpeDoAssento: fc.record({ seat: fc.constant('Touro') }),
    description: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: [] },
);

describe('properties of the receipt', () => {
  it('cost ≥ ⌈size/2⌉, cost ≥ 1, cost ≤ size, size ≥ 1', () => {
    fc.assert(
      fc.property(technique, (input) => {
        const r = measureTechnique(createTechnique(input));
        const size = r.size.total;
        const cost = r.cost.total;
        expect(size).toBeGreaterThanOrEqual(1);
        expect(cost).toBeGreaterThanOrEqual(Math.ceil(size / 2));
        expect(cost).toBeGreaterThanOrEqual(1);
        expect(cost).toBeLessThanOrEqual(size);
        expect(r.size.terms.reduce((n, t) => n + t.value, 0)).toBe(size);
        expect(r.cost.terms.reduce((n, t) => n + t.value, 0)).toBe(cost);
      }),
      { numRuns: 500 },
    );
  });

  it('the lean receipt of a derived ficha gives the same size, max size, cost, floor, upkeep and issues as the full one', () => {
    fc.assert(
      fc.property(technique, fc.integer({ min: 1, max: 20 }), (input, level) => {
        const t = createTechnique(input);
        const owner = { level, attributes: { DES: 14, FOR: 10, INT: 12 }, cosmoAttribute: 'INT' as const };
        const full = measureTechnique(t, owner);
        const lean = buildReceipt(t, owner, bookRuleset, 'lean');
        expect(lean.size.total).toBe(full.size.total);
        expect(lean.maxSize?.total).toBe(full.maxSize?.total);
        expect(lean.cost.total).toBe(full.cost.total);
        expect([lean.costFloor.value, lean.costFloor.bites, lean.costFloor.reached]).toEqual([full.costFloor.value, full.costFloor.bites, full.costFloor.reached]);
        expect(lean.upkeep).toBe(full.upkeep);
        expect(lean.valid).toBe(full.valid);
        expect(lean.issues).toEqual(full.issues);
      }),
      { numRuns: 500 },
    );
  });

  it('limitations never change the size', () => {
    fc.assert(
      fc.property(technique, (input) => {
        const t = createTechnique(input);
        const without = updateTechnique(t, (d) => {
          d.limitations = [];
        });
        expect(measureTechnique(t).size).toEqual(measureTechnique(without).size);
      }),
      { numRuns: 300 },
    );
  });

  it('measuring, formatting and the damage at any level never throw; min ≤ average ≤ max', () => {
    fc.assert(
      fc.property(technique, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (input, level, des) => {
        const t = createTechnique(input);
        const owner = { level, attributes: { DES: des, FOR: 10, INT: 12 }, cosmoAttribute: 'INT' as const };
        measureTechnique(t, owner);
        expect(formatTechnique(t, owner).length).toBeGreaterThan(0);
        for (const a of techniqueAtLevel(t, owner).amounts) {
          expect(a.min).toBeLessThanOrEqual(a.average);
          expect(a.average).toBeLessThanOrEqual(a.max);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary JSON (readTechnique, parseTechnique)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.option(fc.jsonValue(), { nil: undefined }), (json, owner) => {
        const r = readTechnique(json, owner);
        expect(typeof r.ok).toBe('boolean');
        expect(typeof parseTechnique(json).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on JSON shaped almost like a technique', () => {
    const keys = ['name', 'nature', 'activation', 'duration', 'range', 'area', 'effects', 'modifiers', 'limitations', 'roll', 'grau', 'description', 'trigger'];
    const almost = fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.jsonValue(), fc.array(fc.record({ kind: fc.string(), points: fc.jsonValue() }))));
    fc.assert(
      fc.property(almost, (json) => {
        const r = readTechnique(json);
        if (r.ok) expect(r.value.receipt.size.total).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('hostile input (cycles, getters that throw, deep nesting) gives issues, not exceptions', () => {
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.effects = [cyclic];
    const hostile = {
      get name(): string {
        throw new Error('boom');
      },
    };
    let deep: unknown = {};
    for (let i = 0; i < 5000; i++) deep = { effects: [deep] };
    for (const input of [cyclic, hostile, deep]) expect(readTechnique(input).ok).toBe(false);
  });
});
