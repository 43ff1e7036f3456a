/**
 * `zodBasicErrorMapPtBR` writes zod's pt-BR messages for plain data without zod's locale file (the
 * d10 entry's bundle, issue #13): every message must be the locale's, word for word. Compared here
 * with zod's own pt-BR locale on hostile inputs, on the d10 pool's schema and on each shape alone.
 */
import * as z from 'zod/mini';
import ptBR from 'zod/v4/locales/pt-BR.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWithErrorMap, zodBasicErrorMapPtBR, zodErrorMapPtBR } from '../../src/issues/index.js';
import { buildPool, traitSchema } from '../../src/d10/index.js';

const locale = ptBR().localeError;

/** The messages of one parse, with each map. */
function both(schema: z.ZodMiniType, input: unknown): [string[], string[]] {
  const messages = (map: z.core.$ZodErrorMap) =>
    (schema.safeParse(input, { error: map }).error?.issues ?? []).map((i) => i.message);
  return [messages(zodBasicErrorMapPtBR), messages(locale)];
}

const values: unknown[] = ['x', '', 0, -1, 2.5, NaN, Infinity, -Infinity, 1e20, -1e20, true, false, null, undefined, [], [1], {}, { a: 1 }];

const schemas: Record<string, z.ZodMiniType> = {
  string: z.string(),
  'string min 1': z.string().check(z.minLength(1)),
  'string max 3': z.string().check(z.maxLength(3)),
  number: z.number(),
  'number > 0': z.number().check(z.gt(0)),
  'number <= 10': z.number().check(z.lte(10)),
  int: z.int(),
  'int 1..15': z.int().check(z.gte(1), z.lte(15)),
  boolean: z.boolean(),
  array: z.array(z.number()),
  'array min 1': z.array(z.number()).check(z.minLength(1)),
  'array max 1': z.array(z.number()).check(z.maxLength(1)),
  object: z.object({ a: z.number() }),
  'd10 trait list': z.array(traitSchema),
};

describe('zodBasicErrorMapPtBR says what zod\'s pt-BR locale says', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}: every sample value`, () => {
      let compared = 0;
      for (const v of values) {
        const [ours, theirs] = both(schema, v);
        expect(ours).toEqual(theirs);
        compared += theirs.length;
      }
      expect(compared).toBeGreaterThan(0); // the samples really fail this schema
    });
  }

  it('any JSON value against the d10 pool schema (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.record({ name: fc.jsonValue(), value: fc.jsonValue(), tenPoint: fc.jsonValue() }, { requiredKeys: [] })), (a, b) => {
        for (const input of [a, b]) {
          const [ours, theirs] = both(z.array(traitSchema), input);
          expect(ours).toEqual(theirs);
        }
      }),
    );
  });

  it('a code it does not know gets zod\'s generic text, never undefined (the host app\'s global map stays out)', () => {
    const [ours, theirs] = both(z.enum(['a', 'b']), 'c');
    expect(theirs[0]).not.toBe('Entrada inválida');
    expect(ours).toEqual(['Entrada inválida']);
  });

  it('buildPool reports the same issues as parsing with the whole locale would', () => {
    const inputs: unknown[] = ['Força 3', [{ name: 'Força', value: 'três' }], [{ name: '', value: 2.5, tenPoint: 'sim' }], [null, 3], [{ value: 1e300 }]];
    for (const input of inputs) {
      const viaLocale = parseWithErrorMap(z.array(traitSchema), input, zodErrorMapPtBR);
      expect(viaLocale.ok).toBe(false);
      expect(buildPool(input).issues).toEqual(viaLocale.issues);
    }
  });
});
