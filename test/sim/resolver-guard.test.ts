/**
 * Issue 26, class 8: readScenario threw when an app's resolver returned something other than a
 * Result. It never throws, whatever the resolver returns, throws or rejects with: anything that is
 * not a real Result<string> becomes sim_file_unreadable at the fighter's path.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ok } from '../../src/issues/index.js';
import { readScenario, type ReadScenarioOptions } from '../../src/sim/index.js';

const teo = readFileSync(join(__dirname, '..', '..', 'examples', 'teo.json'), 'utf8');
const text = JSON.stringify({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: { fight: 'duelo', sides: [['teo.json'], [{ ref: { level: 1 } }]], n: 3 } });
const hostile = new Proxy({}, { get: () => { throw new Error('armadilha'); }, getPrototypeOf: () => { throw new Error('armadilha'); } });
const throwingOk = Object.defineProperty({}, 'ok', { get: () => { throw new Error('getter'); } });

async function expectRefused(answer: () => unknown): Promise<void> {
  const r = await readScenario(text, { resolve: answer as ReadScenarioOptions['resolve'] });
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.issues.length).toBeGreaterThan(0);
    for (const i of r.issues) {
      expect(typeof i.code).toBe('string');
      expect(typeof i.message).toBe('string');
      expect(Array.isArray(i.path)).toBe(true);
    }
  }
}

describe('readScenario never throws, whatever the resolver returns (issue 26, class 8)', () => {
  it.each([
    ['undefined', () => undefined],
    ['null', () => null],
    ['a bare string', () => teo],
    ['a number', () => 42],
    ['ok with no value', () => ({ ok: true })],
    ['ok with a number value', () => ({ ok: true, value: 5, issues: [] })],
    ['ok: "true" (a string)', () => ({ ok: 'true', value: teo })],
    ['a failure with no issues', () => ({ ok: false, issues: [] })],
    ['a failure with junk issues', () => ({ ok: false, issues: [null, 3, { code: 1 }, { code: 'x', message: 'm', severity: 'error', path: 'not-an-array' }] })],
    ['a failure whose issues is not a list', () => ({ ok: false, issues: 'nope' })],
    ['a proxy that throws on every read', () => hostile],
    ['an object whose ok getter throws', () => throwingOk],
    ['a promise of undefined', () => Promise.resolve(undefined)],
    ['a rejection with a non-Error', () => Promise.reject(Object.create(null))],
    ['a rejection with a throwing getter message', () => Promise.reject(Object.defineProperty(new Error('x'), 'message', { get: () => { throw new Error('y'); } }))],
    ['a thenable whose then throws', () => ({ then: () => { throw new Error('then'); } })],
    ['a throw of a symbol', () => { throw Symbol('s'); }],
  ])('%s → a coded refusal', async (_label, answer) => {
    await expectRefused(answer);
  });

  it('options that are not options, or whose resolve getter throws', async () => {
    for (const options of [null, 5, 'x', hostile, Object.defineProperty({}, 'resolve', { get: () => { throw new Error('g'); } }), { resolve: 'not a function' }]) {
      const r = await readScenario(text, options as unknown as ReadScenarioOptions);
      expect(r.ok).toBe(false);
    }
  });

  it('a real Result still reads, and its warnings come along', async () => {
    const r = await readScenario(text, { resolve: () => ok(teo) });
    expect(r.ok).toBe(true);
  });

  it('property: any value the resolver returns or rejects with, never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything({ withNullPrototype: true, withMap: true, withSet: true, withTypedArray: true }), fc.boolean(), async (v, reject) => {
        const r = await readScenario(text, { resolve: (() => (reject ? Promise.reject(v) : v)) as ReadScenarioOptions['resolve'] });
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
