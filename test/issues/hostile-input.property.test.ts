/**
 * Issue #12 §2: hostile values never crash a reader of untrusted input. Every function of the core
 * entry with a parameter typed `unknown` (found by reading `src/` with the TypeScript parser, so a
 * new one is covered the day it lands), plus the readers typed with an input shape (d20 tests,
 * dice expressions), gets objects with `toString` / `valueOf` keys, throwing getters, proxies that
 * throw on every trap, BigInt, symbols, huge numbers, NaN, −0, deep nesting and cycles — alone and
 * planted anywhere inside a valid document — and must answer with a Result, never throw.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/index.js';
import * as cosmoGaming from '../../src/cosmo-gaming/index.js';
import * as d10 from '../../src/d10/index.js';
import * as pdf from '../../src/export/pdf/index.js';

const SRC = new URL('../../src/', import.meta.url).pathname;
const example = (p: string): unknown => JSON.parse(readFileSync(new URL(`../../examples/${p}`, import.meta.url), 'utf8'));

function walk(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** name → indices of its parameters typed `unknown`, for every exported function of src/. */
function unknownParams(): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const file of walk(SRC)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const st of sf.statements) {
      if (!ts.isFunctionDeclaration(st) || !st.name || !st.body) continue;
      if (!st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      const idx = st.parameters.flatMap((p, i) => (p.type?.kind === ts.SyntaxKind.UnknownKeyword ? [i] : []));
      if (idx.length > 0) found.set(st.name.text, idx);
    }
  }
  return found;
}

const bomb = (): never => {
  throw new Error('armadilha');
};
const trapAll = (): object =>
  new Proxy(
    {},
    {
      get: bomb,
      has: bomb,
      ownKeys: bomb,
      getOwnPropertyDescriptor: bomb,
      getPrototypeOf: bomb,
      defineProperty: bomb,
      set: bomb,
      deleteProperty: bomb,
      isExtensible: bomb,
      preventExtensions: bomb,
      setPrototypeOf: bomb,
      apply: bomb,
      construct: bomb,
    },
  );
const deep = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const cyclic = (): unknown => {
  const o: Record<string, unknown> = { name: 'Téo' };
  o.self = o;
  return o;
};
const cyclicArray = (): unknown => {
  const a: unknown[] = [1];
  a.push(a);
  return a;
};
const throwingGetter = (): unknown => Object.defineProperty({}, 'level', { enumerable: true, get: bomb });
const revoked = (): unknown => {
  const r = Proxy.revocable({}, {});
  r.revoke();
  return r.proxy;
};

/** Hostile values, by name (a test failure names the value). */
const HOSTILE: Readonly<Record<string, () => unknown>> = {
  toStringKey: () => ({ toString: 1 }),
  valueOfKey: () => ({ valueOf: 2, toString: 'x' }),
  toStringNull: () => ({ toString: null, valueOf: null }),
  symbolToPrimitive: () => ({ [Symbol.toPrimitive]: bomb }),
  nullProtoNoToString: () => Object.create(null) as unknown,
  throwingGetter,
  throwingToJSON: () => ({ toJSON: bomb }),
  proxyTrapsAll: trapAll,
  revokedProxy: revoked,
  arrayOfProxies: () => [trapAll(), trapAll()],
  bigint: () => 10n,
  bigintInObject: () => ({ level: 21n }),
  symbol: () => Symbol('s'),
  func: () => bomb,
  pastLevelTable: () => 21,
  zero: () => 0,
  negative: () => -1,
  thousand: () => 1000,
  huge: () => 1e308,
  bigInteger: () => Number.MAX_SAFE_INTEGER + 2,
  infinity: () => Number.POSITIVE_INFINITY,
  nan: () => Number.NaN,
  negZero: () => -0,
  deep: () => deep(5000),
  cycle: cyclic,
  cycleArray: cyclicArray,
  sparseHugeArray: () => {
    const a: unknown[] = [];
    a.length = 1_000_000;
    return a;
  },
  date: () => new Date(Number.NaN),
  map: () => new Map([[1, 2]]),
  loneSurrogate: () => '\ud800',
  hugeString: () => 'x'.repeat(200_000),
  protoKey: () => JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
};

const hostileArb = fc.oneof(
  fc.constantFrom(...Object.keys(HOSTILE)).map((k) => ({ name: k, make: HOSTILE[k]! })),
  fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true, withBoxedValues: true, withSparseArray: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, maxDepth: 4 })
    .map((v) => ({ name: 'fc.anything', make: () => v })),
);

/** Every path (keys) inside a JSON value, for planting a hostile value there. */
function paths(v: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...prefix, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...prefix, k], out);
  return out;
}
function plant(doc: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = value;
  return copy;
}

const rng = () => core.createRandom(7);
/** Arguments around the hostile one, for functions that need another argument to run at all. */
const ARGS: Readonly<Record<string, (h: unknown, i: number) => unknown[]>> = {
  d20Test: (h) => [h, rng()],
  rollDice: (h) => [h, rng()],
  createDocument: (h) => [core.techniqueDocument, h],
  saveDocument: (h) => [core.techniqueDocument, h],
  loadDocument: (h) => [core.documentRegistry, h],
};
/** Readers typed with an input shape (not `unknown`) that still meet user numbers and text. */
const TYPED_READERS = ['d20Test', 'd20Chances', 'evaluateD20Test', 'diceStats', 'rollDice', 'toExpression', 'validateDocument'];
/** Readers covered elsewhere (none: `validatePlayState` now snapshots its input like `parseWith`). */
const ELSEWHERE = new Set<string>([]);
/** `…OrThrow` throw by contract (a plain Error with the pt-BR messages); checked apart below. */
const isOrThrow = (name: string) => name.endsWith('OrThrow');

const found = unknownParams();
const targets: { name: string; fn: (...a: unknown[]) => unknown; params: number[] }[] = [];
// The core entry, and the same class looked for in the other entries (d10, Cosmo Gaming, pdf).
for (const [entry, mod] of [['', core], ['cosmo-gaming:', cosmoGaming], ['d10:', d10], ['pdf:', pdf]] as const) {
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value !== 'function' || isOrThrow(name) || ELSEWHERE.has(name)) continue;
    if (entry !== '' && name in core) continue; // re-exported: tested once
    const params = found.get(name) ?? (entry === '' && TYPED_READERS.includes(name) ? [0] : undefined);
    if (params) targets.push({ name: `${entry}${name}`, fn: value as (...a: unknown[]) => unknown, params });
  }
}

async function callSafely(t: (typeof targets)[number], args: unknown[]): Promise<{ threw: unknown } | { result: unknown }> {
  try {
    // an async reader must not reject either
    return { result: await t.fn(...args) };
  } catch (e) {
    return { threw: e };
  }
}
function argsFor(t: (typeof targets)[number], index: number, h: unknown): unknown[] {
  const base = ARGS[t.name]?.(h, index);
  if (base && index === 0) return base;
  const args: unknown[] = base ? [...base] : [];
  args[index] = h;
  return args;
}
function describeThrow(e: unknown): string {
  return e instanceof Error ? `${e.constructor.name}: ${e.message}` : 'não-Error';
}

describe('hostile input never crashes a reader of the core entry (issue #12 §2)', () => {
  it('finds the readers: every exported function with an `unknown` parameter', () => {
    const names = targets.map((t) => t.name);
    // The ones the issue named, and the validators, must be among them (the finder reads something).
    for (const n of ['validateCharacter', 'validateWarrior', 'validateEnemy', 'readEnemyDocument', 'checkBandLevel', 'd20Test', 'd20Chances', 'checkLevel', 'parseDice', 'buildEnemy', 'readTechnique', 'loadDocument', 'createRuleset'])
      expect(names).toContain(n);
    expect(names.length).toBeGreaterThan(20);
  });

  for (const [hName, make] of Object.entries(HOSTILE)) {
    it(`every reader answers ${hName} with a Result`, async () => {
      const crashes: string[] = [];
      for (const t of targets)
        for (const i of t.params) {
          const r = await callSafely(t, argsFor(t, i, make()));
          if ('threw' in r) crashes.push(`${t.name}(arg ${i}): ${describeThrow(r.threw)}`);
          else if (r.result !== null && typeof r.result === 'object' && 'ok' in r.result && !(r.result as core.Result<unknown>).ok) {
            // A refusal is coded and its message is text.
            for (const is of (r.result as core.Result<unknown>).issues) {
              if (typeof is.code !== 'string' || typeof is.message !== 'string') crashes.push(`${t.name}: issue sem código/mensagem`);
              expect(() => JSON.stringify(is)).not.toThrow();
            }
          }
        }
      expect(crashes).toEqual([]);
    });
  }

  it('property: a hostile value anywhere inside a valid document never crashes its reader', () => {
    const docs: { name: string; doc: unknown; read: (d: unknown) => unknown }[] = [
      { name: 'validateWarrior(teo)', doc: example('teo.json'), read: (d) => core.validateWarrior(d) },
      { name: 'validateCharacter(teo-20)', doc: example('personagens/teo-nivel-20.json'), read: (d) => core.validateCharacter(d) },
      { name: 'validateEnemy(juiz)', doc: example('inimigos/juiz-do-inferno.json'), read: (d) => core.validateEnemy(d) },
      { name: 'readEnemyDocument(aprendiz)', doc: example('inimigos/aprendiz-rival.json'), read: (d) => core.readEnemyDocument(d) },
      { name: 'readTechnique', doc: example('tecnicas/dragao-ascendente.json'), read: (d) => core.readTechnique(d) },
      { name: 'd20Chances', doc: { kind: 'ataque', modifier: 3, proficiency: 2, target: 12, vantagem: 1 }, read: (d) => core.d20Chances(d as core.D20TestInput) },
      { name: 'd20Test', doc: { kind: 'pericia', bonus: 5, target: 13, desvantagem: ['x'] }, read: (d) => core.d20Test(d as core.D20TestInput, rng()) },
      { name: 'buildEnemy', doc: { level: 9, posto: 'prata', type: 'rival', characteristics: ['pesada'] }, read: (d) => core.buildEnemy(d) },
      {
        name: 'validateDocument(técnica)',
        doc: { format: 'sangue-e-estrelas/tecnica', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: example('tecnicas/dragao-ascendente.json') },
        read: (d) => core.validateDocument(d),
      },
    ];
    for (const { name, doc, read } of docs) {
      const all = paths(doc);
      fc.assert(
        fc.property(fc.nat({ max: all.length - 1 }), hostileArb, (p, h) => {
          const input = plant(doc, all[p]!, h.make());
          let threw: unknown = null;
          try {
            read(input);
          } catch (e) {
            threw = e;
          }
          if (threw !== null) throw new Error(`${name}: ${h.name} em ${all[p]!.join('.')}: ${describeThrow(threw)}`);
        }),
        { numRuns: 300, seed: 12 },
      );
    }
  });

  it('…OrThrow readers throw a plain Error with the pt-BR messages, never a TypeError or RangeError', () => {
    const orThrow = Object.entries(core).filter(([n, v]) => isOrThrow(n) && typeof v === 'function' && found.has(n));
    expect(orThrow.length).toBeGreaterThan(0);
    for (const [n, fn] of orThrow)
      for (const make of Object.values(HOSTILE)) {
        try {
          (fn as (x: unknown) => unknown)(make());
        } catch (e) {
          expect(e, n).toBeInstanceOf(Error);
          expect((e as Error).constructor, n).toBe(Error);
        }
      }
  });
});
