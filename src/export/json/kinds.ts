/**
 * The library's built-in document kinds.
 *
 * @module
 */
import * as z from 'zod';
import { CHARACTER_SCHEMA_VERSION, characterSchema, checkCharacter, type Character } from '../../character/index.js';
import { checkEnemy, enemySchema, type Enemy } from '../../enemy/index.js';
import { createRuleset } from '../../rules/index.js';
import { measureTechnique, techniqueSchema, type Technique } from '../../technique/index.js';
import { createDocumentRegistry, type DocumentRegistry } from './document.js';
import { defineDocumentKind, type DocumentKind } from './kind.js';

/**
 * zod schema of a house-rules document's `data`: an override of the book's ruleset, as
 * `createRuleset` takes it (`{ id, name, techniques: { … } }`), checked by `createRuleset`.
 *
 * @example
 * ```ts
 * rulesOverrideSchema.safeParse({ id: 'mesa-da-ana', name: 'Mesa da Ana' }).success //=> true
 * ```
 */
export const rulesOverrideSchema = /* @__PURE__ */ (() => z
  .record(z.string(), z.unknown())
  .superRefine((override, ctx) => {
    const r = createRuleset(override);
    if (r.ok) return;
    for (const i of r.issues) {
      ctx.addIssue({ code: 'custom', path: [...i.path], message: i.message, params: { ...i.params, code: i.code } });
    }
  })
  .meta({ description: 'Regras da casa: um override das regras do livro, no formato de createRuleset.' }))();

/**
 * Document kind `sangue-e-estrelas/regras`: a campaign's house rules (schema file `regras.json`).
 *
 * @example
 * ```ts
 * saveDocument(rulesDocument, { id: 'mesa-da-ana', name: 'Mesa da Ana' }).ok //=> true
 * ```
 */
export const rulesDocument: DocumentKind<typeof rulesOverrideSchema> = /* @__PURE__ */ defineDocumentKind({
  format: 'sangue-e-estrelas/regras',
  label: 'regras da casa',
  schema: rulesOverrideSchema,
  currentVersion: 1,
  migrations: [],
});

/**
 * Document kind `sangue-e-estrelas/ficha`: a character's stored choices (array assignment, treino,
 * skills, techniques, level-ups, armor history…), schema file `ficha.json`. Loading one checks the
 * book's rules too (`checkCharacter`). The derived sheet is
 * never stored in `data`; put it in the optional `snapshot` for consumers who do not run the engine.
 *
 * @example
 * ```ts
 * loadDocument(characterDocument, text) // a ficha at the current version
 * ```
 */
export const characterDocument: DocumentKind<typeof characterSchema> = /* @__PURE__ */ defineDocumentKind({
  format: 'sangue-e-estrelas/ficha',
  label: 'ficha de personagem',
  schema: characterSchema,
  currentVersion: CHARACTER_SCHEMA_VERSION,
  migrations: [],
  // Capítulos Três and Doze: creation, techniques, level-ups, the armor worn (as validateCharacter).
  check: (data, ruleset) => checkCharacter(data as Character, ruleset),
});

/**
 * Document kind `sangue-e-estrelas/inimigo`: an enemy as stored — the character's choices plus the
 * enemy fields (type, Convicções, Resposta, traits, Lidas, retreat…), schema file `inimigo.json`.
 * Its version is the stored character's. The derived sheet is never stored in `data`; put it in the
 * optional `snapshot` for consumers who do not run the engine.
 *
 * @example
 * ```ts
 * saveDocument(enemyDocument, JSON.parse(readFileSync('examples/inimigos/juiz-do-inferno.json', 'utf8'))).ok //=> true
 * ```
 */
export const enemyDocument: DocumentKind<typeof enemySchema> = /* @__PURE__ */ defineDocumentKind({
  format: 'sangue-e-estrelas/inimigo',
  label: 'ficha de inimigo',
  schema: enemySchema,
  currentVersion: CHARACTER_SCHEMA_VERSION,
  migrations: [],
  // "Montar um inimigo": Convicções of the type, armor, level-ups, each technique measured (as validateEnemy).
  check: (data, ruleset) => checkEnemy(data as Enemy, ruleset),
});

/**
 * Document kind `sangue-e-estrelas/tecnica`: one technique as the registration template of
 * Capítulo Seis stores it (schema file `tecnica.json`). Size, cost and damage are derived, never
 * stored; put them in the optional `snapshot` for consumers who do not run the engine.
 *
 * @example
 * ```ts
 * saveDocument(techniqueDocument, createTechnique({ name: 'Passo de Luz' })).ok //=> true
 * ```
 */
export const techniqueDocument: DocumentKind<typeof techniqueSchema> = /* @__PURE__ */ defineDocumentKind({
  format: 'sangue-e-estrelas/tecnica',
  label: 'técnica',
  schema: techniqueSchema,
  currentVersion: 1,
  migrations: [],
  // Capítulo Seis: every rule the technique engine checks (max size of the Grau, the cost floor…).
  check: (data, ruleset) => measureTechnique(data as Technique, undefined, ruleset).issues,
});

/**
 * Every built-in document kind.
 *
 * @example
 * ```ts
 * builtinDocumentKinds.map((k) => k.format) //=> ['sangue-e-estrelas/regras', …]
 * ```
 */
export const builtinDocumentKinds: readonly DocumentKind[] = /* @__PURE__ */ (() => Object.freeze([
  characterDocument as DocumentKind,
  enemyDocument as DocumentKind,
  techniqueDocument as DocumentKind,
  rulesDocument as DocumentKind,
]))();

/**
 * The registry of the built-in kinds: pass it to `loadDocument` to accept any of them.
 *
 * @example
 * ```ts
 * loadDocument(documentRegistry, text) // a ficha, an inimigo, a técnica or house rules
 * ```
 */
export const documentRegistry: DocumentRegistry = /* @__PURE__ */ createDocumentRegistry(builtinDocumentKinds);
