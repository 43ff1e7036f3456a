/**
 * The armor's state (inteira, rachada, despedaçada, morta) and how the book says each one. Its own
 * file so the messages and the schema both read it without importing each other.
 *
 * @module
 */
import * as z from 'zod';

/**
 * zod schema of the armor's state: `intact` (whole), `cracked` (came back from shattering at half
 * Resistência), `shattered` (Resistência 0 this fight), `dead` (worn only as a casca).
 *
 * @example
 * ```ts
 * armorStateSchema.parse('cracked') //=> 'cracked'
 * ```
 */
export const armorStateSchema = /* @__PURE__ */ z.enum(['intact', 'cracked', 'shattered', 'dead']);

/** @see {@link armorStateSchema} */
export type ArmorState = z.infer<typeof armorStateSchema>;

/**
 * How the book says each state, in pt-BR (for messages and sheets).
 *
 * @example
 * ```ts
 * armorStateLabels.cracked //=> 'rachada'
 * ```
 */
export const armorStateLabels: Readonly<Record<ArmorState, string>> = /* @__PURE__ */ Object.freeze({
  intact: 'inteira',
  cracked: 'rachada',
  shattered: 'despedaçada',
  dead: 'morta',
});
