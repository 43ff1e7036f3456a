/**
 * Creating and updating techniques: parsing into an immutable value, and immer producers that
 * never mutate their input.
 *
 * @module
 */
import { produce, type Draft, type Immutable } from 'immer';
import { parseWith, type Result } from '../issues/index.js';
import { deepFreeze } from '../internal/freeze.js';
import { techniqueSchema, type Technique, type TechniqueInput } from './schema.js';

/**
 * Parses a technique from untrusted input into an immutable value (an id is minted when missing).
 * Never throws; a wrong shape gives coded pt-BR issues. The rules of the chapter are checked by
 * {@link measureTechnique}, not here.
 *
 * @param input - Untrusted technique document.
 * @returns The technique or the schema issues.
 * @example
 * ```ts
 * parseTechnique({ name: 'Passo de Luz', effects: 'muitos' }).ok //=> false
 * ```
 */
export function parseTechnique(input: unknown): Result<Technique> {
  const r = parseWith(techniqueSchema, input);
  return r.ok ? { ok: true, value: deepFreeze(r.value as Technique), issues: r.issues } : r;
}

/**
 * Creates a technique from a typed input (an id is minted when missing). Throws a `TypeError` for
 * a wrong shape: that is a programmer error with typed input; use {@link parseTechnique} for
 * untrusted data.
 *
 * @param input - The technique's fields (every default may be left out; a {@link Technique} spread works too).
 * @returns The frozen technique.
 * @example
 * ```ts
 * const t = createTechnique({ name: 'Passo de Luz', nature: 'golpe', activation: 'acao_bonus' });
 * t.id.length //=> 21
 * Object.isFrozen(t) //=> true
 * ```
 */
export function createTechnique(input: Immutable<TechniqueInput>): Technique {
  const r = parseTechnique(input);
  if (!r.ok) throw new TypeError(`invalid technique: ${r.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return r.value;
}

/**
 * Updates a technique with an immer recipe: returns a new frozen technique and never mutates the
 * input (unchanged parts are shared).
 *
 * @param technique - The technique.
 * @param recipe - Changes the draft in place (immer).
 * @returns The updated technique (the same object when nothing changed).
 * @example
 * ```ts
 * const b = updateTechnique(a, (d) => { d.modifiers.push('atravessa_armadura'); });
 * a.modifiers.length //=> 0 (untouched)
 * b.modifiers.length //=> 1
 * ```
 */
export function updateTechnique(technique: Technique, recipe: (draft: Draft<Technique>) => void): Technique {
  return produce(technique, recipe);
}
