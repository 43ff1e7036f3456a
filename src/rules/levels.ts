/**
 * Level helpers every module needs: what a level gives (proficiency, Grau, Teto base, HP base,
 * point bonus, choice slots, fixed gains, Glória to leave) and the attribute modifier. The Teto base
 * and the point bonus are the seed's formulas, read from `cosmo.teto` and
 * `techniques.pointBonusLevelOffset`; the rest is the level table's.
 *
 * Every helper reads the numbers from a {@link Ruleset} (the book's by default) and returns plain
 * values. They throw only for programmer errors (a non-integer level, a level outside the table):
 * validate a level that comes from a user with {@link checkLevel}, which returns a coded issue.
 *
 * @module
 */
import { fail, issueFactory, ok, type Result } from '../issues/index.js';
import { bookTechniqueRuleset, type RulesetOf, type TechniqueRuleset } from './ruleset.js';
import type { ChoiceSlotKey, FixedGainKey } from './keys.js';

/**
 * The pt-BR messages of the level helpers' issues.
 *
 * @example
 * ```ts
 * levelIssues.level_out_of_range({ nivel: 21, min: 1, max: 20 })
 * //=> 'O nível 21 não existe: vai de 1 a 20.'
 * ```
 */
export const levelIssues = {
  /** Issue `level_out_of_range`. */
  level_out_of_range: (p: { nivel: unknown; min: number; max: number }) =>
    `O nível ${String(p.nivel)} não existe: vai de ${p.min} a ${p.max}.`,
  /** Issue `level_not_integer`. */
  level_not_integer: (p: { nivel: unknown }) => `O nível precisa ser um número inteiro (recebeu ${String(p.nivel)}).`,
  /** Issue `grau_out_of_range`. */
  grau_out_of_range: (p: { grau: unknown; min: number; max: number }) =>
    `O Grau ${String(p.grau)} não existe: vai de ${p.min} a ${p.max}.`,
};

const makeIssue = /* @__PURE__ */ issueFactory(levelIssues);

/**
 * One row of the ruleset's level table.
 *
 * @example
 * ```ts
 * const row: LevelRow = levelRow(5); // proficiência +3, Grau 2
 * ```
 */
export type LevelRow = TechniqueRuleset['progression']['levels'][number];

/**
 * The highest level of the ruleset's level table (20 in the book).
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The last level.
 * @example
 * ```ts
 * maxLevel() //=> 20
 * ```
 */
export function maxLevel(ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return ruleset.progression.levels.length;
}

/**
 * Validates a level that came from a user: an integer inside the level table.
 *
 * @param level - The untrusted level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The level, or a `level_out_of_range` / `level_not_integer` issue (pt-BR).
 * @example
 * ```ts
 * checkLevel(5) //=> { ok: true, value: 5, issues: [] }
 * checkLevel(21).issues[0].code //=> 'level_out_of_range'
 * ```
 */
export function checkLevel(level: unknown, ruleset: TechniqueRuleset = bookTechniqueRuleset): Result<number> {
  if (typeof level !== 'number' || !Number.isInteger(level))
    return fail([makeIssue('level_not_integer', [], { nivel: level })]);
  const max = maxLevel(ruleset);
  if (level < 1 || level > max) return fail([makeIssue('level_out_of_range', [], { nivel: level, min: 1, max })]);
  return ok(level);
}

/**
 * The row of the level table for a level (throws for a level outside the table: a programmer error).
 *
 * @param level - An integer level inside the table.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The row.
 * @example
 * ```ts
 * levelRow(5).hpBase //=> 38
 * ```
 */
export function levelRow(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): LevelRow {
  if (!Number.isInteger(level)) throw new TypeError(`level must be an integer, got ${level}`);
  const row = ruleset.progression.levels[level - 1];
  if (!row) throw new RangeError(`level ${level} is outside the level table (1–${maxLevel(ruleset)}); use checkLevel for user input`);
  return row;
}

/**
 * The proficiency bonus at a level (+2 at 1–4, +3 at 5–8, … +6 at 17–20 in the book).
 *
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The proficiency bonus.
 * @example
 * ```ts
 * proficiencyAt(1) //=> 2
 * proficiencyAt(5) //=> 3
 * ```
 */
export function proficiencyAt(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return levelRow(level, ruleset).proficiency;
}

/**
 * The Grau of a level (the level band: 1 at 1–4, 2 at 5–8, … 5 at 17–20 in the book).
 *
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The Grau.
 * @example
 * ```ts
 * grauAt(4) //=> 1
 * grauAt(13) //=> 4
 * ```
 */
export function grauAt(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return levelRow(level, ruleset).grau;
}

/**
 * The highest Grau of the ruleset (5 in the book).
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The last level's Grau.
 * @example
 * ```ts
 * maxGrau() //=> 5
 * ```
 */
export function maxGrau(ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return grauAt(maxLevel(ruleset), ruleset);
}

/**
 * The point-bonus cap of a technique born in a Grau (+3, +7, +11, +15, +19 in the book).
 *
 * Read from the techniques section's Grau table ("Bônus do ponto, no máximo"); a ruleset without
 * that table falls back to the level table (the highest point bonus among the Grau's levels).
 *
 * @param grau - The technique's Grau.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The cap.
 * @example
 * ```ts
 * pointBonusCap(1) //=> 3
 * pointBonusCap(4) //=> 15
 * ```
 */
export function pointBonusCap(grau: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  if (!Number.isInteger(grau)) throw new TypeError(`grau must be an integer, got ${grau}`);
  const graus = (ruleset.techniques as { graus?: readonly { grau: number; pointBonusMax: number }[] }).graus;
  const hit = graus?.find((g) => g.grau === grau);
  if (hit) return hit.pointBonusMax;
  const rows = ruleset.progression.levels.filter((r) => r.grau === grau);
  if (rows.length === 0) throw new RangeError(`grau ${grau} is not in the ruleset (1–${maxGrau(ruleset)})`);
  return levelPointBonus(Math.max(...rows.map((r) => r.level)), ruleset);
}

/** The seed's "point bonus = level − 1": the offset is `techniques.pointBonusLevelOffset`, never below 0. */
function levelPointBonus(level: number, ruleset: TechniqueRuleset): number {
  return Math.max(0, level - ruleset.techniques.pointBonusLevelOffset);
}

/**
 * The point bonus of a technique point at a level: the level's bonus (level −
 * `techniques.pointBonusLevelOffset`, level − 1 in the book — the seed's formula, its one home),
 * capped by the technique's Grau when given ("a level-1 technique stops at +3").
 *
 * @param level - The character's level.
 * @param techniqueGrau - The Grau the technique was born in (omit for the level's own Grau).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The point bonus.
 * @example
 * ```ts
 * pointBonusAt(10) //=> 9
 * pointBonusAt(10, 1) //=> 3
 * pointBonusAt(15, 4) //=> 14
 * ```
 */
export function pointBonusAt(level: number, techniqueGrau?: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  levelRow(level, ruleset);
  const own = levelPointBonus(level, ruleset);
  return techniqueGrau === undefined ? own : Math.min(own, pointBonusCap(techniqueGrau, ruleset));
}

/**
 * The Teto de Cosmo with nothing added at a level: `cosmo.teto.base` + the level's proficiency when
 * `cosmo.teto.addsProficiency` (3 + proficiency in the book: 5 at level 1) — the seed's formula,
 * read from its one home (the level table keeps no Teto column).
 *
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The base Teto.
 * @example
 * ```ts
 * tetoBaseAt(1) //=> 5
 * tetoBaseAt(20) //=> 9
 * ```
 */
export function tetoBaseAt(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  const t = ruleset.cosmo.teto;
  return t.base + (t.addsProficiency ? levelRow(level, ruleset).proficiency : 0);
}

/**
 * The HP base of a level (the "PV" column: add CON once per level and ⌈level/2⌉ per Vida choice).
 *
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The base HP.
 * @example
 * ```ts
 * baseHpAt(1) //=> 14
 * baseHpAt(5) //=> 38
 * ```
 */
export function baseHpAt(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return levelRow(level, ruleset).hpBase;
}

/**
 * HP each Vida choice is worth at a level: half the level, rounded up (recomputed every level).
 *
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns HP per Vida choice.
 * @example
 * ```ts
 * hpPerVidaChoiceAt(5) //=> 3
 * ```
 */
export function hpPerVidaChoiceAt(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  levelRow(level, ruleset);
  return Math.ceil(level / ruleset.progression.choices.vida.hpDivisor);
}

/**
 * The choice slots a character fills on reaching a level (none at level 1; "vida_ou_cosmo" at
 * every other level; plus "tecnica_ou_atributo" or "pericia_ou_defesa" where the table says).
 *
 * @param level - The level reached.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The slots, in the table's order.
 * @example
 * ```ts
 * choiceSlotsAt(4) //=> ['vida_ou_cosmo', 'tecnica_ou_atributo']
 * choiceSlotsAt(1) //=> []
 * ```
 */
export function choiceSlotsAt(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): readonly ChoiceSlotKey[] {
  return levelRow(level, ruleset).choices;
}

/**
 * The fixed gains received on reaching a level (Leitura de Combate at 2, Segunda Lição at 6,
 * Ataque Extra at 9, Golpe Certeiro at 11, Quarta Convicção at 14, a second signature at 18, Lenda
 * at 20; "criacao" at 1).
 *
 * @param level - The level reached.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The gains' slugs.
 * @example
 * ```ts
 * fixedGainsAt(9) //=> ['ataque_extra']
 * fixedGainsAt(3) //=> []
 * ```
 */
export function fixedGainsAt(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): readonly FixedGainKey[] {
  return levelRow(level, ruleset).gains;
}

/**
 * Every fixed gain a character of a level has (all gains of levels 1…level).
 *
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The gains' slugs, in level order.
 * @example
 * ```ts
 * fixedGainsUpTo(9) //=> ['criacao', 'leitura_de_combate', 'segunda_licao', 'ataque_extra']
 * ```
 */
export function fixedGainsUpTo(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): readonly FixedGainKey[] {
  levelRow(level, ruleset);
  return ruleset.progression.levels.slice(0, level).flatMap((r) => r.gains);
}

/**
 * Glória needed to leave a level (3 up to level 4, 4 up to 12, 5 after); `null` at the last level.
 *
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The Glória, or `null` at the top.
 * @example
 * ```ts
 * gloriaToLeave(4) //=> 3
 * gloriaToLeave(13) //=> 5
 * gloriaToLeave(20) //=> null
 * ```
 */
export function gloriaToLeave(level: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number | null {
  return levelRow(level, ruleset).gloriaToLeave;
}

/**
 * The modifier of an attribute value: floor((value − 10) / 2) in the book.
 *
 * @param value - The attribute value (an integer).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The modifier.
 * @example
 * ```ts
 * attributeModifier(15) //=> 2
 * attributeModifier(8) //=> -1
 * ```
 */
export function attributeModifier(value: number, ruleset: RulesetOf<'creation'> = bookTechniqueRuleset): number {
  if (!Number.isInteger(value)) throw new TypeError(`attribute value must be an integer, got ${value}`);
  const { base, divisor } = ruleset.creation.modifier;
  return Math.floor((value - base) / divisor);
}
