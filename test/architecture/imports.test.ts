/**
 * The layout tells the architecture (issue #11): one folder per domain, each reached from another
 * only through its public `index.ts`, no import circle between files, and domains that depend on
 * each other in one direction only. Reads `src/` as text: a new file is checked the day it lands.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

/** Shared helpers that are not a domain (text folding, deep freeze): any domain may use them. */
const SHARED = new Set(['internal']);

function walk(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (p.endsWith('.ts') && !p.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The domain of a file: its first folder under `src/` (`export/json` and `export/pdf` are two). */
export function domainOf(file: string): string | null {
  const parts = relative(SRC, file).split(sep);
  if (parts.length === 1) return null;
  return parts[0] === 'export' ? `export/${parts[1]}` : parts[0]!;
}

interface Edge {
  readonly from: string;
  readonly to: string;
  readonly typeOnly: boolean;
}

/** Static `import … from './x.js'` and `export … from './x.js'` edges between files of `src/`. */
export function importEdges(files: readonly string[]): Edge[] {
  const edges: Edge[] = [];
  const re = /^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gms;
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(re)) {
      let to = normalize(join(dirname(f), m[2]!.replace(/\.js$/, '.ts')));
      if (!existsSync(to)) to = to.replace(/\.ts$/, `${sep}index.ts`);
      edges.push({ from: f, to, typeOnly: Boolean(m[1]) });
    }
  }
  return edges;
}

/** Strongly connected components with more than one node (Tarjan). */
export function cycles(nodes: readonly string[], next: (n: string) => readonly string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let i = 0;
  const visit = (v: string): void => {
    index.set(v, i);
    low.set(v, i);
    i++;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) found.push(c);
    }
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return found;
}

const files = walk(SRC);
const edges = importEdges(files);
const rel = (f: string) => relative(SRC, f);

describe('the layout of src/ (issue #11)', () => {
  it('finds the files and their imports (the checks below read something)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.every((e) => existsSync(e.to))).toBe(true);
  });

  it('reaches another domain only through its public index.ts', () => {
    const reaching = edges
      .filter((e) => {
        const a = domainOf(e.from);
        const b = domainOf(e.to);
        return a !== null && b !== null && a !== b && !SHARED.has(b) && !e.to.endsWith(`${sep}index.ts`);
      })
      .map((e) => `${rel(e.from)} → ${rel(e.to)}`);
    expect(reaching).toEqual([]);
  });

  it('has no import circle between files (type imports included)', () => {
    const next = new Map<string, string[]>();
    for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    expect(cycles(files, (f) => next.get(f) ?? []).map((c) => c.map(rel).sort())).toEqual([]);
  });

  it('has domains that depend on each other in one direction only', () => {
    const next = new Map<string, Set<string>>();
    for (const e of edges) {
      const a = domainOf(e.from);
      const b = domainOf(e.to);
      if (a && b && a !== b) next.set(a, (next.get(a) ?? new Set()).add(b));
    }
    const domains = [...new Set(files.map(domainOf).filter((d): d is string => d !== null))];
    expect(domains).toEqual(expect.arrayContaining(['rules', 'dice', 'technique', 'armor', 'character', 'play', 'enemy']));
    expect(cycles(domains, (d) => [...(next.get(d) ?? [])])).toEqual([]);
  });

  it('keeps the stored character apart from the ficha in play', () => {
    const characterToPlay = edges.filter((e) => domainOf(e.from) === 'character' && domainOf(e.to) === 'play');
    expect(characterToPlay.map((e) => rel(e.from))).toEqual([]);
  });

  it('catches what it looks for (the checker fails on a circle and on a reach inside)', () => {
    expect(cycles(['a', 'b', 'c'], (n) => ({ a: ['b'], b: ['a'], c: [] })[n] ?? [])).toEqual([['b', 'a']]);
    expect(domainOf(join(SRC, 'export', 'pdf', 'read.ts'))).toBe('export/pdf');
    expect(domainOf(join(SRC, 'index.ts'))).toBeNull();
  });
});
