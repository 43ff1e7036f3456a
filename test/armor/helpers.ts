import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateArmor, type Armor } from '../../src/armor/index.js';
import type { RandomSource } from '../../src/dice/random.js';

/** Loads and validates a fixture of examples/armaduras (fails loudly if it is invalid). */
export function fixture(name: string): Armor {
  const raw: unknown = JSON.parse(readFileSync(join(__dirname, '..', '..', 'examples', 'armaduras', `${name}.json`), 'utf8'));
  const r = validateArmor(raw);
  if (!r.ok) throw new Error(`fixture ${name}: ${r.issues.map((i) => i.message).join('; ')}`);
  return r.value;
}

/** A random source that makes each die show the listed faces, in order (d20 faces, d4 faces…). */
export function faces(...list: readonly { face: number; sides: number }[]): RandomSource {
  let i = 0;
  return {
    next() {
      const f = list[i++];
      if (!f) throw new Error('scripted random source ran out');
      return (f.face - 1) / f.sides + 1e-9;
    },
  };
}

/** Shorthand: a d20 showing `face`. */
export const d20 = (face: number) => ({ face, sides: 20 });
/** Shorthand: a d4 showing `face`. */
export const d4 = (face: number) => ({ face, sides: 4 });

/** Deep snapshot, to prove an update left its input alone. */
export function snapshot<T>(v: T): T {
  return structuredClone(v);
}

/** The value of a Result, or a loud failure naming the codes. */
export const must = <T,>(r: { ok: true; value: T } | { ok: false; issues: readonly { code: string }[] }): T => {
  if (!r.ok) throw new Error(r.issues.map((i) => i.code).join(', '));
  return r.value;
};

/** The codes of a Result's issues. */
export const codes = (r: { issues: readonly { code: string }[] }) => r.issues.map((i) => i.code);
