/**
 * Gods (Capítulo Dez, "Deuses"): the lesser deity, the greater god and the demigod, as multiples of
 * the level-20 elite of the quick table, and the damage that reaches them by the attacker's Sentido.
 *
 * @module
 */
import { bookRuleset, type PassiveDefenseKey, type Ruleset } from '../rules/index.js';
import { roundFraction } from '../dice/index.js';
import { referenceEnemyAt, type EnemyPosto } from './reference.js';

/**
 * The three kinds of god of the book: `menor`, `maior`, `semideus`.
 *
 * @example
 * ```ts
 * const k: GodKind = 'semideus';
 * ```
 */
export type GodKind = 'menor' | 'maior' | 'semideus';

/**
 * The numbers of a god: HP, DEF and passive defenses, and the Sentido it fights in.
 *
 * @example
 * ```ts
 * const g: GodStats = godStats('menor');
 * g.hp //=> 630
 * ```
 */
export interface GodStats {
  /** Kind. */
  readonly kind: GodKind;
  /** pt-BR label. */
  readonly label: string;
  /** HP (PV). */
  readonly hp: number;
  /** DEF. */
  readonly def: number;
  /** Fortitude, Reflexos, Vontade. */
  readonly passiveDefenses: Readonly<Record<PassiveDefenseKey, number>>;
  /** The weakest and the strongest passive defense. */
  readonly defenses: { readonly weakest: number; readonly strongest: number };
  /** The Sentido it fights in. */
  readonly sentido: 'sexto' | 'setimo' | 'oitavo' | 'nono';
}

/**
 * A god's numbers, from the elite of the reference level (20) of the quick table: HP × 1½ (lesser),
 * × 2 (greater, demigod); DEF and defenses +2 / +4 / +2. These totals are computed from the rule:
 * the book does not print them (FACTS.md part 2, disagreement 10).
 *
 * @param kind - `menor`, `maior` or `semideus`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The god's numbers.
 * @example
 * ```ts
 * godStats('maior') //=> { kind: 'maior', label: 'Deus maior', hp: 840, def: 25, …, defenses: { weakest: 25, strongest: 29 }, sentido: 'nono' }
 * ```
 */
export function godStats(kind: GodKind, ruleset: Ruleset = bookRuleset): GodStats {
  const g = ruleset.enemies.gods;
  const k = g.kinds[kind];
  const base = referenceEnemyAt(g.reference.level, g.reference.posto as EnemyPosto, {}, ruleset);
  const passiveDefenses = {} as Record<PassiveDefenseKey, number>;
  for (const [key, v] of Object.entries(base.passiveDefenses) as [PassiveDefenseKey, number][]) passiveDefenses[key] = v + k.defenseBonus;
  const pd = Object.values(passiveDefenses);
  return {
    kind,
    label: k.label,
    hp: roundFraction(base.hp.total * k.hpMultiplier, ruleset),
    def: base.def.total + k.defenseBonus,
    passiveDefenses,
    defenses: { weakest: Math.min(...pd), strongest: Math.max(...pd) },
    sentido: k.sentido,
  };
}

/**
 * Who hits a god, for {@link damageToGod}.
 *
 * @example
 * ```ts
 * const a: GodAttacker = { sentido: 'setimo', oitavo: true };
 * ```
 */
export interface GodAttacker {
  /** The attacker's current Sentido (`sexto`, `setimo`, `nono`; `oitavo` counts as the Sétimo with the Oitavo). */
  readonly sentido: 'sexto' | 'setimo' | 'oitavo' | 'nono';
  /** Whether the attacker has awakened the Oitavo. */
  readonly oitavo?: boolean;
  /** This golpe carries the Centelha of the attacker's own god (full damage, one golpe). */
  readonly ownGodCentelha?: boolean;
  /** The attacker fights beside their own god, who only protects (full damage all fight). */
  readonly besideOwnGod?: boolean;
}

/**
 * The fraction of the damage that reaches a god from an attacker: a greater god feels only the
 * Nono; a lesser deity nothing from the Sexto, ¼ from the Sétimo, ½ with the Oitavo too, all from
 * the Nono; the demigod ¼ / ½ / all / all. Your god's Centelha or fighting beside your god: all.
 *
 * @param kind - The god's kind.
 * @param attacker - Who hits.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fraction, 0 to 1.
 * @example
 * ```ts
 * damageFractionToGod('menor', { sentido: 'setimo' }) //=> 0.25
 * damageFractionToGod('menor', { sentido: 'setimo', oitavo: true }) //=> 0.5
 * damageFractionToGod('maior', { sentido: 'setimo', oitavo: true }) //=> 0
 * ```
 */
export function damageFractionToGod(kind: GodKind, attacker: GodAttacker, ruleset: Ruleset = bookRuleset): number {
  const g = ruleset.enemies.gods;
  if ((attacker.ownGodCentelha && g.ownGodCentelhaFullDamage) || (attacker.besideOwnGod && g.besideOwnGodFullDamage)) return 1;
  const t = g.kinds[kind].damageTaken;
  switch (attacker.sentido) {
    case 'nono':
      return t.nono;
    case 'oitavo':
      return t.setimoComOitavo;
    case 'setimo':
      return attacker.oitavo ? t.setimoComOitavo : t.setimo;
    default:
      return t.sexto;
  }
}

/**
 * The damage that reaches a god (fractions round as the book says: up).
 *
 * @param kind - The god's kind.
 * @param damage - The damage rolled.
 * @param attacker - Who hits.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The damage taken.
 * @example
 * ```ts
 * damageToGod('menor', 30, { sentido: 'setimo' }) //=> 8
 * damageToGod('maior', 30, { sentido: 'setimo' }) //=> 0
 * damageToGod('maior', 30, { sentido: 'nono' }) //=> 30
 * ```
 */
export function damageToGod(kind: GodKind, damage: number, attacker: GodAttacker, ruleset: Ruleset = bookRuleset): number {
  return roundFraction(Math.max(0, damage) * damageFractionToGod(kind, attacker, ruleset), ruleset);
}
