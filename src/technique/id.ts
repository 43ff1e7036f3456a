/**
 * Technique ids: branded strings minted by nanoid.
 *
 * @module
 */
import { nanoid } from 'nanoid';
import * as z from 'zod';

/**
 * The longest technique id (an engineering limit, not a rule of the book): what
 * {@link techniqueIdSchema} accepts, and what the ficha in play keeps of an id.
 *
 * @example
 * ```ts
 * TECHNIQUE_ID_MAX_LENGTH //=> 200
 * ```
 */
export const TECHNIQUE_ID_MAX_LENGTH = 200;

/**
 * zod schema of a technique id: any non-empty string (nanoid when the library mints it), branded
 * so that a plain string is not mistaken for an id.
 *
 * @example
 * ```ts
 * techniqueIdSchema.parse('livro-poeira-de-gelo') //=> 'livro-poeira-de-gelo' (typed TechniqueId)
 * ```
 */
export const techniqueIdSchema = /* @__PURE__ */ (() => z.string().min(1).max(TECHNIQUE_ID_MAX_LENGTH).brand<'TechniqueId'>())();

/**
 * A technique id (branded string).
 *
 * @example
 * ```ts
 * const id: TechniqueId = newTechniqueId();
 * ```
 */
export type TechniqueId = z.infer<typeof techniqueIdSchema>;

/**
 * Mints a new technique id (nanoid, 21 URL-safe characters).
 *
 * @returns A fresh id.
 * @example
 * ```ts
 * newTechniqueId().length //=> 21
 * ```
 */
export function newTechniqueId(): TechniqueId {
  return nanoid() as TechniqueId;
}
