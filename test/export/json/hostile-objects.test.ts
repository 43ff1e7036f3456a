/**
 * Issue 26, class 10: parseJsonSafely still threw for a Proxy whose getPrototypeOf trap throws and
 * for an object with a throwing inherited `constructor` getter (the type's name for the message
 * read them unguarded). The JSON readers never throw, whatever object they are handed.
 */
import { describe, expect, it } from 'vitest';
import { characterDocument, loadDocument, parseJsonSafely, toJsonValue } from '../../../src/export/json/index.js';

const boom = () => {
  throw new Error('armadilha');
};
const hostiles: Record<string, () => unknown> = {
  'a proxy whose getPrototypeOf throws': () => new Proxy({}, { getPrototypeOf: boom }),
  'a proxy that throws on everything': () => new Proxy({}, { getPrototypeOf: boom, get: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, has: boom }),
  'an inherited constructor getter that throws': () => Object.create(Object.defineProperty({}, 'constructor', { get: boom })),
  'a constructor whose name getter throws': () => Object.create({ constructor: Object.defineProperty(function f() {}, 'name', { get: boom }) }),
  'a constructor named with markup': () => Object.create({ constructor: { name: '<script>alert(1)</script>' } }),
  'a revoked proxy': () => {
    const p = Proxy.revocable({}, {});
    p.revoke();
    return p.proxy;
  },
};

describe('the JSON readers never throw for a hostile object (issue 26, class 10)', () => {
  it.each(Object.entries(hostiles))('%s', (_label, make) => {
    for (const read of [(v: unknown) => parseJsonSafely(v as string), (v: unknown) => toJsonValue(v), (v: unknown) => loadDocument(characterDocument, v)]) {
      let r: { ok: boolean; issues: readonly { message: string }[] } | undefined;
      expect(() => (r = read(make()))).not.toThrow();
      expect(r!.ok).toBe(false);
      expect(JSON.stringify(r!.issues)).not.toContain('<script>');
    }
    // nested inside plain data too
    expect(() => toJsonValue({ a: [make()] })).not.toThrow();
  });
});
