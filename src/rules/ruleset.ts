/**
 * The whole ruleset: every table of *Sangue e Estrelas* as typed, frozen, validated data.
 *
 * Engine functions take a {@link Ruleset} as their last parameter, defaulting to
 * {@link bookRuleset}; nothing reads a rule number from anywhere else.
 *
 * @module
 */
import * as z from 'zod';
import { deepFreeze } from '../internal/freeze.js';
import { lazyObject } from '../internal/lazy.js';
import type { Provenance, ProvenanceMap } from './provenance.js';
import { custom } from './sections/helpers.js';
import { armies, armiesProvenance, armiesSchema } from './sections/armies.js';
import { armor, armorProvenance, armorSchema } from './sections/armor.js';
import { combat, combatProvenance, combatSchema } from './sections/combat.js';
import { cosmo, cosmoProvenance, cosmoSchema } from './sections/cosmo.js';
import { creation, creationProvenance, creationSchema } from './sections/creation.js';
import { enemies, enemiesProvenance, enemiesSchema } from './sections/enemies.js';
import { items, itemsProvenance, itemsSchema } from './sections/items.js';
import { progression, progressionProvenance, progressionSchema } from './sections/progression.js';
import { resolution, resolutionProvenance, resolutionSchema } from './sections/resolution.js';
import { techniques, techniquesProvenance, techniquesSchema } from './sections/techniques.js';
import { world, worldProvenance, worldSchema } from './sections/world.js';
import type { Equals } from '../internal/types.js';

export type { Ruleset } from './model.js';
import type { Ruleset } from './model.js';

/** The ruleset's sections, before the checks across them. */
const rulesetObjectSchema = /* @__PURE__ */ lazyObject(() => z.object({
  /** Identifier of the ruleset (`"livro-0.25"` for the book's; a campaign picks its own). */
  id: z.string().min(1),
  /** Human name. */
  name: z.string().min(1),
  /** Dotted paths a campaign replaced with house rules (empty for the book). */
  overrides: z.array(z.string()),
  resolution: resolutionSchema,
  creation: creationSchema,
  cosmo: cosmoSchema,
  combat: combatSchema,
  techniques: techniquesSchema,
  armor: armorSchema,
  items: itemsSchema,
  armies: armiesSchema,
  enemies: enemiesSchema,
  progression: progressionSchema,
  world: worldSchema,
}))

/** Compiles only while {@link Ruleset} is exactly the output of the object schema above. */
type RulesetMatchesSchema = Equals<Ruleset, z.output<typeof rulesetObjectSchema>>;

/**
 * zod schema of a whole ruleset (the book's, or a campaign's after house rules): the sections, and
 * the checks across them.
 *
 * @example
 * ```ts
 * rulesetSchema.safeParse(bookRuleset).success //=> true
 * ```
 */
export const rulesetSchema: z.ZodType<Ruleset> = /* @__PURE__ */ lazyObject(() => rulesetObjectSchema.superRefine((rs, ctx) => {
  // Across sections: the level table's Grau column and the Grau table's level ranges say the same
  // thing twice (both are printed by the book); a house rule must change both or neither.
  rs.progression.levels.forEach((row, i) => {
    const g = rs.techniques.graus.find((x) => row.level >= x.levels.from && row.level <= x.levels.to);
    if (g && g.grau !== row.grau)
      custom(ctx, ['progression', 'levels', i, 'grau'], `Nível ${row.level}: a tabela de níveis diz Grau ${row.grau}, e a tabela dos Graus (techniques.graus) põe o nível ${row.level} no Grau ${g.grau}.`, {
        code: 'grau_levels_disagree',
        level: row.level,
        grau: row.grau,
        techniquesGrau: g.grau,
      });
  });
}) satisfies (RulesetMatchesSchema extends true ? unknown : never));

/**
 * The names of the ruleset's sections (`"techniques"`, `"armor"`, …).
 *
 * @example
 * ```ts
 * const s: RulesetSection = 'techniques';
 * ```
 */
export type RulesetSection = Exclude<keyof Ruleset, 'id' | 'name' | 'overrides'>;

/** The book's ruleset's identity, shared by {@link bookRuleset} and its reduced views. */
const BOOK_ID = 'livro-0.25';
const BOOK_NAME = 'Sangue e Estrelas — regras do livro';


/**
 * A ruleset reduced to some of its sections (with its `id`, `name` and `overrides`): what a part of
 * the engine reads. A whole {@link Ruleset} (the book's or a campaign's) is one, so any ruleset can
 * be passed where a reduced one is asked.
 *
 * @example
 * ```ts
 * const rs: RulesetOf<'techniques' | 'progression'> = bookRuleset;
 * ```
 */
export type RulesetOf<S extends RulesetSection> = Pick<Ruleset, 'id' | 'name' | 'overrides' | S>;

/**
 * The sections the dice, the level table and the technique engine read: resolution, creation (the
 * attribute modifier), cosmo, combat, techniques, progression.
 *
 * @example
 * ```ts
 * const rs: TechniqueRuleset = bookRuleset; // a whole ruleset is one
 * ```
 */
export type TechniqueRuleset = RulesetOf<'resolution' | 'creation' | 'cosmo' | 'combat' | 'techniques' | 'progression'>;

/**
 * The sections the stored character, its ficha and the armors read: the technique engine's
 * ({@link TechniqueRuleset}) plus armor and armies.
 *
 * @example
 * ```ts
 * const rs: CharacterRuleset = bookRuleset; // a whole ruleset is one
 * ```
 */
export type CharacterRuleset = RulesetOf<
  'resolution' | 'creation' | 'cosmo' | 'combat' | 'techniques' | 'progression' | 'armor' | 'armies'
>;

/**
 * The book's ruleset reduced to {@link TechniqueRuleset}'s sections: the very same frozen section
 * objects as {@link bookRuleset}'s (no number is copied). It is the default of the dice, the level
 * helpers and the technique engine, so an app that only measures techniques does not carry the
 * armors, the armies, the items, the enemies or the world into its bundle.
 *
 * @example
 * ```ts
 * bookTechniqueRuleset.techniques === bookRuleset.techniques //=> true
 * ```
 */
export const bookTechniqueRuleset: TechniqueRuleset = /* @__PURE__ */ (() => deepFreeze({
  id: BOOK_ID,
  name: BOOK_NAME,
  overrides: [],
  resolution,
  creation,
  cosmo,
  combat,
  techniques,
  progression,
}))();

/**
 * The book's ruleset reduced to {@link CharacterRuleset}'s sections: the very same frozen section
 * objects as {@link bookRuleset}'s. It is the default of the character and armor functions, so an
 * app that validates a character and derives its ficha does not carry the items, the enemies or
 * the world into its bundle.
 *
 * @example
 * ```ts
 * bookCharacterRuleset.creation === bookRuleset.creation //=> true
 * ```
 */
export const bookCharacterRuleset: CharacterRuleset = /* @__PURE__ */ (() => deepFreeze({ ...bookTechniqueRuleset, armor, armies }))();

/**
 * The book's ruleset (*Sangue e Estrelas*, tables of book 0.25.0 under the seed's prose), deeply
 * frozen: {@link bookCharacterRuleset}'s sections plus items, enemies and world. Every engine
 * function defaults to it or to one of its reduced views.
 *
 * @example
 * ```ts
 * bookRuleset.id //=> 'livro-0.25'
 * Object.isFrozen(bookRuleset.techniques) //=> true
 * ```
 */
export const bookRuleset: Ruleset = /* @__PURE__ */ (() => deepFreeze({ ...bookCharacterRuleset, items, enemies, world }))();

/**
 * The ruleset to remember a result under: `book` (a reduced book ruleset such as
 * {@link bookCharacterRuleset}) when `ruleset` reads exactly like it — the very same frozen
 * section objects for every section `book` has, the same id and name, and no house rules — else
 * `ruleset` itself. So `deriveFicha(w)` and `deriveFicha(w, bookRuleset)` remember one ficha (the
 * same object), as they did when every default was `bookRuleset`.
 *
 * @param ruleset - The ruleset a caller passed.
 * @param book - The reduced book ruleset the function defaults to.
 * @returns `book` or `ruleset`.
 * @example
 * ```ts
 * memoRuleset(bookRuleset, bookCharacterRuleset) === bookCharacterRuleset //=> true
 * ```
 */
export function memoRuleset<R extends RulesetOf<never>>(ruleset: R, book: R): R {
  if (ruleset === book) return book;
  if (ruleset.id !== book.id || ruleset.name !== book.name || ruleset.overrides.length !== 0 || book.overrides.length !== 0) return ruleset;
  const r = ruleset as unknown as Record<string, unknown>;
  const b = book as unknown as Record<string, unknown>;
  for (const k in b) if (k !== 'id' && k !== 'name' && k !== 'overrides' && r[k] !== b[k]) return ruleset;
  return book;
}

/**
 * Where every table of the book's ruleset comes from, per section, keyed by the table's key
 * (and, where a single value has its own source, by a dotted path inside the section).
 *
 * @example
 * ```ts
 * bookProvenance.techniques.grau?.kind //=> 'restored'
 * ```
 */
export const bookProvenance: Readonly<Record<RulesetSection, ProvenanceMap>> = /* @__PURE__ */ deepFreeze({
  resolution: resolutionProvenance,
  creation: creationProvenance,
  cosmo: cosmoProvenance,
  combat: combatProvenance,
  techniques: techniquesProvenance,
  armor: armorProvenance,
  items: itemsProvenance,
  armies: armiesProvenance,
  enemies: enemiesProvenance,
  progression: progressionProvenance,
  world: worldProvenance,
});

/**
 * The list of section names, in the book's chapter order.
 *
 * @example
 * ```ts
 * rulesetSections[0] //=> 'resolution'
 * ```
 */
export const rulesetSections: readonly RulesetSection[] = /* @__PURE__ */ (() => Object.freeze([
  'resolution',
  'creation',
  'cosmo',
  'combat',
  'techniques',
  'armor',
  'items',
  'armies',
  'enemies',
  'progression',
  'world',
] as const))();

/**
 * The house rule that covers a dotted path of a ruleset: the override at that path, above it or
 * inside it, or `undefined` where the campaign kept the book's value. It reads only the ruleset's
 * `overrides` (not the book's provenance tables), so a hot path or a small bundle can ask it.
 *
 * @param path - Dotted path inside the ruleset (`"techniques.graus.0.maxSize"`).
 * @param ruleset - The ruleset.
 * @returns The overridden path that covers it, or `undefined`.
 * @example
 * ```ts
 * overrideOf('techniques.graus.0.maxSize', bookRuleset) //=> undefined
 * ```
 */
export function overrideOf(path: string, ruleset: RulesetOf<never>): string | undefined {
  for (const o of ruleset.overrides) {
    if (path === o || path.startsWith(`${o}.`) || o.startsWith(`${path}.`)) return o;
  }
  return undefined;
}

/**
 * Tells where a value of a ruleset comes from: `house` when a campaign overrode it (or a parent of
 * it), otherwise the most specific entry of the book's provenance for that dotted path. Inside a
 * list, provenance entries name a row by its `id` (`"cosmo.gains.golpe_comum"`) or a field of
 * every row without the index (`"creation.treinos.licao"`).
 *
 * @param path - Dotted path inside the ruleset, e.g. `"techniques.grau"` or `"cosmo.teto.base"`.
 * @param ruleset - The ruleset to ask about (defaults to the book's).
 * @returns The provenance, or `undefined` for a path the ruleset does not document.
 * @example
 * ```ts
 * provenanceOf('techniques.grau')?.kind //=> 'restored'
 * ```
 */
export function provenanceOf(path: string, ruleset: Ruleset = bookRuleset): Provenance | undefined {
  const o = overrideOf(path, ruleset);
  if (o !== undefined) return { kind: 'house', source: `regra da casa: ${ruleset.name}`, note: `substitui ${o}` };
  const [section, ...rest] = path.split('.');
  const map = bookProvenance[section as RulesetSection];
  if (!map) return undefined;
  // Entries inside lists are keyed without the row index ("treinos.licao.effects" covers
  // "treinos.3.licao.effects"): try the path as given, then without its numeric segments.
  // Rows with an `id` (or `key`) may also be keyed by it ("cosmo.gains.golpe_comum").
  const byId: string[] = [];
  let node: unknown = (ruleset as Record<string, unknown>)[section!];
  for (const part of rest) {
    let key = part;
    if (Array.isArray(node) && /^\d+$/.test(part)) {
      const row = node[Number(part)] as Record<string, unknown> | undefined;
      const id = row?.id ?? row?.key;
      if (typeof id === 'string') key = id;
    }
    byId.push(key);
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const noIndex = rest.filter((p) => !/^\d+$/.test(p));
  for (let n = rest.length; n >= 1; n--) {
    for (const parts of [byId, rest, noIndex]) {
      if (parts.length < n) continue;
      const hit = map[parts.slice(0, n).join('.')];
      if (hit) return hit;
    }
  }
  return undefined;
}
