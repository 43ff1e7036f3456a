/**
 * Character ids: branded strings minted by nanoid.
 *
 * @module
 */
import { nanoid } from 'nanoid';
import * as z from 'zod';

/**
 * zod schema of a character id: a non-empty string (nanoid when the library mints it), branded.
 *
 * @example
 * ```ts
 * characterIdSchema.parse('teo-de-lince') //=> 'teo-de-lince' (typed CharacterId)
 * ```
 */
export const characterIdSchema = /* @__PURE__ */ (() => z.string().min(1).max(200).brand<'CharacterId'>())();

/**
 * A character id (branded string).
 *
 * @example
 * ```ts
 * const id: CharacterId = newCharacterId();
 * ```
 */
export type CharacterId = z.infer<typeof characterIdSchema>;

/**
 * Mints a new character id (nanoid, 21 URL-safe characters).
 *
 * @returns A fresh id.
 * @example
 * ```ts
 * newCharacterId().length //=> 21
 * ```
 */
export function newCharacterId(): CharacterId {
  return nanoid() as CharacterId;
}
