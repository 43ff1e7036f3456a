/**
 * "A tabela rápida" and "Figurantes" of Capítulo Dez, derived: the book generates both tables with
 * its simulator from a few constants, and so does this library. The printed tables are the
 * expected values of the tests, never data.
 *
 * @module
 */
import { baseHpAt, bookRuleset, maxLevel, proficiencyAt, type Ruleset } from '../rules/index.js';
import { postoExistsAt, referenceEnemyAt, type EnemyPosto } from './reference.js';

/**
 * One line of the quick table: what the level's named enemy takes and what it deals.
 *
 * @example
 * ```ts
 * const row: QuickTableRow = quickTableRow(1);
 * row.hp //=> 16
 * ```
 */
export interface QuickTableRow {
  /** Level. */
  readonly level: number;
  /** HP (PV). */
  readonly hp: number;
  /** DEF by Posto; `null` where the Posto does not exist yet ("—"). */
  readonly def: { readonly bronze: number; readonly prata: number | null; readonly elite: number | null };
  /** Cosmo: start, floor (piso) and Teto. */
  readonly cosmo: { readonly start: number; readonly floor: number; readonly teto: number };
  /** The weakest and the strongest passive defense. */
  readonly defenses: { readonly weakest: number; readonly strongest: number };
  /** Attack bonus of the golpe comum and the techniques. */
  readonly attack: number;
  /** The golpe comum: golpes per action, die, damage bonus. */
  readonly golpe: { readonly count: number; readonly die: number; readonly bonus: number };
  /** The big technique: single-target damage against DEF, at touch, and its cost. */
  readonly technique: { readonly points: number; readonly die: number; readonly bonus: number; readonly cost: number };
}

/**
 * The quick-table line of a level (the named enemy built by the book). Throws for a level outside
 * the table (a programmer error; validate user input with `checkLevel`).
 *
 * @param level - The level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The line.
 * @example
 * ```ts
 * quickTableRow(9).def //=> { bronze: 15, prata: 17, elite: null }
 * quickTableRow(20).technique //=> { points: 6, die: 8, bonus: 119, cost: 6 }
 * ```
 */
export function quickTableRow(level: number, ruleset: Ruleset = bookRuleset): QuickTableRow {
  const e = referenceEnemyAt(level, 'bronze', {}, ruleset);
  const defAt = (p: EnemyPosto) => (postoExistsAt(p, level, ruleset) ? referenceEnemyAt(level, p, {}, ruleset).def.total : null);
  const pd = Object.values(e.passiveDefenses);
  const big = e.techniques.find((t) => t.role === 'grande')!;
  return {
    level,
    hp: e.hp.total,
    def: { bronze: e.def.total, prata: defAt('prata'), elite: defAt('elite') },
    cosmo: e.cosmo,
    defenses: { weakest: Math.min(...pd), strongest: Math.max(...pd) },
    attack: e.attack,
    golpe: { count: e.golpe.count, die: e.golpe.die, bonus: e.golpe.bonus },
    technique: { points: big.points, die: big.die, bonus: big.bonus, cost: big.cost },
  };
}

/**
 * The whole quick table, level 1 to the last.
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns One line per level.
 * @example
 * ```ts
 * quickTable().length //=> 20
 * ```
 */
export function quickTable(ruleset: Ruleset = bookRuleset): readonly QuickTableRow[] {
  return Array.from({ length: maxLevel(ruleset) }, (_, i) => quickTableRow(i + 1, ruleset));
}

/**
 * A quick-table line as the book prints it (columns Nív., PV, DEF B/P/E, Cosmo, Defesas, Atq.,
 * Golpe, Técnica (custo)).
 *
 * @param row - The line.
 * @returns The printed cells.
 * @example
 * ```ts
 * formatQuickTableRow(quickTableRow(9))
 * //=> { level: '9', hp: '114', def: '15/17/—', cosmo: '5/3/11', defenses: '16/21', attack: '+7', golpe: '2×1d8+3', technique: '6d8 + 51 (6)' }
 * ```
 */
export function formatQuickTableRow(row: QuickTableRow): Record<'level' | 'hp' | 'def' | 'cosmo' | 'defenses' | 'attack' | 'golpe' | 'technique', string> {
  const dash = (n: number | null) => (n === null ? '—' : String(n));
  const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
  return {
    level: String(row.level),
    hp: String(row.hp),
    def: `${row.def.bronze}/${dash(row.def.prata)}/${dash(row.def.elite)}`,
    cosmo: `${row.cosmo.start}/${row.cosmo.floor}/${row.cosmo.teto}`,
    defenses: `${row.defenses.weakest}/${row.defenses.strongest}`,
    attack: signed(row.attack),
    golpe: `${row.golpe.count > 1 ? `${row.golpe.count}×` : ''}1d${row.golpe.die}${signed(row.golpe.bonus)}`,
    technique: `${row.technique.points}d${row.technique.die} + ${row.technique.bonus} (${row.technique.cost})`,
  };
}

/**
 * The band line of a level ("Figurantes"): DEF, attack and the fixed damage of one hit.
 *
 * @example
 * ```ts
 * const b: BandLine = bandLine(10);
 * b.damage //=> 17
 * ```
 */
export interface BandLine {
  /** Level. */
  readonly level: number;
  /** DEF. */
  readonly def: number;
  /** Attack bonus of the golpe comum and the techniques. */
  readonly attack: number;
  /** Fixed damage of one band hit (no roll): also "um acerto de bando" of Capítulo Treze. */
  readonly damage: number;
}

/**
 * The band line of a level: DEF = 11 + level ÷ 3 (down), attack = proficiency + 2, damage = the
 * level's base HP ÷ 5 (down) — the formulas of `enemies.bands`.
 *
 * @param level - The group's level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The band line.
 * @example
 * ```ts
 * bandLine(1) //=> { level: 1, def: 11, attack: 4, damage: 2 }
 * bandLine(5).damage //=> 7
 * ```
 */
export function bandLine(level: number, ruleset: Ruleset = bookRuleset): BandLine {
  const b = ruleset.enemies.bands;
  return {
    level,
    def: b.def.base + Math.floor(level / b.def.levelDivisor),
    attack: proficiencyAt(level, ruleset) + b.attack.proficiencyPlus,
    damage: Math.floor(baseHpAt(level, ruleset) / b.damage.baseHpDivisor),
  };
}

/**
 * The whole band table, level 1 to the last.
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns One line per level.
 * @example
 * ```ts
 * bandTable()[19] //=> { level: 20, def: 17, attack: 8, damage: 52 }
 * ```
 */
export function bandTable(ruleset: Ruleset = bookRuleset): readonly BandLine[] {
  return Array.from({ length: maxLevel(ruleset) }, (_, i) => bandLine(i + 1, ruleset));
}
