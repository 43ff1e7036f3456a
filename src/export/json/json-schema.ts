/**
 * JSON Schema files generated from the zod schemas of the document kinds (`z.toJSONSchema`), for
 * apps in other languages and for editors.
 *
 * @module
 */
import * as z from 'zod';
import { documentSchema, type DocumentKind } from './kind.js';

/**
 * A default computed by a function that gives a new value each time (a fresh nanoid id) is not a
 * default a JSON Schema can state: leave it out, so the generated files are reproducible.
 */
function dropDynamicDefaults(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  const def = (ctx.zodSchema as { _zod?: { def?: { type?: string; defaultValue?: unknown } } })._zod?.def;
  if (!def || (def.type !== 'default' && def.type !== 'prefault') || !('default' in ctx.jsonSchema)) return;
  if (JSON.stringify(def.defaultValue) !== JSON.stringify(def.defaultValue)) delete ctx.jsonSchema.default;
}

/**
 * The JSON Schema (draft 2020-12) of a whole document of a kind, at its current version, as read
 * (input side: fields with defaults are optional). Parts zod cannot express (refinements) are left
 * open; the library's loader still checks them.
 *
 * @param kind - The document kind.
 * @returns The JSON Schema as a plain object, with an `$id` naming the package file.
 * @example
 * ```ts
 * documentJsonSchema(rulesDocument).$id //=> 'sangue-e-estrelas/schema/regras.json'
 * ```
 */
export function documentJsonSchema(kind: DocumentKind): Record<string, unknown> {
  const generated = z.toJSONSchema(documentSchema(kind), {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: dropDynamicDefaults,
  }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return { $schema, $id: `sangue-e-estrelas/schema/${kind.schemaFile}`, ...rest };
}
