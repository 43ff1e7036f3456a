/**
 * The armor's characteristics that change damage, as numbers read from the ruleset
 * (`armor.characteristics[].damage`, tables/07-armaduras.md › As características): the damage a
 * hit deals through the armor (Couraça grossa), the damage the attacker takes back (Espinhos,
 * Espelhada), and whether a golpe comum can be parried (Cortante). Pure functions the ficha in play
 * and the fight simulator both call.
 *
 * A characteristic works only while the armor is on the body and alive ("só funciona com a
 * armadura no corpo"; a shattered armor or a casca has none): they are read from the
 * {@link DerivedArmor}'s `characteristics`, which are empty then.
 *
 * @module
 */
import { type RandomSource, rollDie } from '../dice/index.js';
import { bookCharacterRuleset, breakdown, type Breakdown, type BreakdownTerm, type CharacterRuleset } from '../rules/index.js';
import type { DerivedArmor } from './derive.js';

/**
 * What kind of hit: a golpe comum, a technique, or a band of figurantes (fixed damage).
 *
 * @example
 * ```ts
 * const k: HitKind = 'golpe_comum';
 * ```
 */
export type HitKind = 'golpe_comum' | 'tecnica' | 'figurante';

/** A Grau as a whole number ≥ 0 (hostile input counts as 0). */
function wholeGrau(grau: number): number {
  return Number.isFinite(grau) && grau >= 1 ? Math.trunc(grau) : 0;
}

type Characteristic = CharacterRuleset['armor']['characteristics'][number];

/** The characteristics by slug, once per ruleset object (rulesets are deep-frozen; the first entry wins). */
const bySlugCache = new WeakMap<CharacterRuleset, Map<string, Characteristic>>();

function characteristicRow(slug: string, ruleset: CharacterRuleset): Characteristic | undefined {
  let m = bySlugCache.get(ruleset);
  // Stryker disable next-line ConditionalExpression: só o cache; refazer o mapa a cada chamada dá o mesmo mapa
  if (!m) {
    m = new Map();
    for (const c of ruleset.armor.characteristics) if (!m.has(c.slug)) m.set(c.slug, c);
    bySlugCache.set(ruleset, m);
  }
  return m.get(slug);
}

// Plain loops: on Node 20, find/filter over frozen arrays leave V8's fast path (the simulator calls these in its loop).
function activeCharacteristics(armor: Pick<DerivedArmor, 'characteristics'> | null | undefined, ruleset: CharacterRuleset): Characteristic[] {
  // Stryker disable next-line ArrayDeclaration: um item que não é linha de característica não tem damage, e quem lê a lista só olha damage
  const out: Characteristic[] = [];
  if (!armor) return out;
  const list = armor.characteristics;
  for (let i = 0; i < list.length; i++) {
    const row = characteristicRow(list[i]!.slug, ruleset);
    if (row) out.push(row);
  }
  return out;
}

/**
 * The damage a hit deals through the armor, as a bare number — the fast path of
 * {@link armorDamageTaken} (which calls it for its total): Couraça grossa takes the wearer's Grau
 * (times its number) off a golpe comum, never below 0.
 *
 * @param armor - The wearer's derived armor, or `null`.
 * @param kind - The kind of hit.
 * @param damage - The damage rolled (not a whole number ≥ 0: counts as 0).
 * @param grau - The wearer's Grau.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The damage taken.
 * @example
 * ```ts
 * damageThroughArmor(baleia, 'golpe_comum', 7, 2) //=> 5
 * ```
 */
export function damageThroughArmor(
  armor: Pick<DerivedArmor, 'characteristics'> | null | undefined,
  kind: HitKind,
  damage: number,
  grau: number,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): number {
  let total = Number.isInteger(damage) && damage >= 1 ? damage : 0;
  if (kind !== 'golpe_comum' || !armor) return total;
  const g = wholeGrau(grau);
  const list = armor.characteristics;
  for (let i = 0; i < list.length; i++) {
    const per = characteristicRow(list[i]!.slug, ruleset)?.damage?.golpeComumTakenLessPerGrau ?? 0;
    total = Math.max(0, total - per * g);
  }
  return total;
}

/**
 * The damage a hit deals to the wearer through the armor: Couraça grossa takes the wearer's Grau
 * (times its number) off every golpe comum that hits, never below 0. Techniques and figurantes'
 * fixed damage go through as they are.
 *
 * @param armor - The wearer's derived armor (its working characteristics), or `null` without one.
 * @param kind - The kind of hit.
 * @param damage - The damage rolled (a whole number ≥ 0; anything else counts as 0).
 * @param grau - The wearer's Grau.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The damage taken, with its breakdown ("Dano 5 = 7 golpe comum − 2 Couraça grossa").
 * @example
 * ```ts
 * armorDamageTaken(baleia, 'golpe_comum', 7, 2).text //=> 'Dano 5 = 7 golpe comum − 2 Couraça grossa'
 * ```
 */
export function armorDamageTaken(
  armor: Pick<DerivedArmor, 'characteristics'> | null | undefined,
  kind: HitKind,
  damage: number,
  grau: number,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Breakdown {
  const dmg = Number.isInteger(damage) && damage >= 1 ? damage : 0;
  const label = kind === 'golpe_comum' ? 'golpe comum' : kind === 'tecnica' ? 'técnica' : 'figurante';
  const terms: BreakdownTerm[] = [{ label, value: dmg }];
  const total = damageThroughArmor(armor, kind, damage, grau, ruleset);
  if (kind === 'golpe_comum') {
    const g = wholeGrau(grau);
    let left = dmg;
    for (const c of activeCharacteristics(armor, ruleset)) {
      const per = c.damage?.golpeComumTakenLessPerGrau ?? 0;
      const less = Math.min(left, per * g);
      if (less === 0) continue;
      terms.push({ label: c.label, value: -less, rule: 'armor.characteristics', note: `o seu Grau (${g}) a menos` });
      left -= less;
    }
  }
  return breakdown('Dano', terms, total);
}

/**
 * Damage the attacker takes back from the wearer's armor: the dice and the flat bonus, and how often.
 *
 * @example
 * ```ts
 * const r: ArmorReflection = { slug: 'espinhos', label: 'Espinhos', dice: { count: 1, sides: 4 }, bonus: 2, per: 'turno', text: '1d4 + 2' };
 * ```
 */
export interface ArmorReflection {
  readonly slug: string;
  readonly label: string;
  /** The dice to roll (already multiplied by the Grau where the rule says "por Grau"). */
  readonly dice: { readonly count: number; readonly sides: number };
  /** The flat bonus (Espinhos: + the Grau). */
  readonly bonus: number;
  /** Once per turn or once per fight: the caller keeps count. */
  readonly per: 'turno' | 'luta';
  /** "1d4 + 2", "2d6". */
  readonly text: string;
}

/**
 * What the attacker takes back from the wearer's armor when `when` happens: Espinhos when a golpe
 * comum hits the wearer (1d4 + the Grau, once per turn), Espelhada when the wearer parries a
 * technique (1d6 per Grau, once per fight). Pure: the numbers, not the roll ({@link rollReflection}).
 *
 * @param armor - The wearer's derived armor, or `null`.
 * @param when - `golpe_comum_hits_you` or `aparar_tecnica`.
 * @param grau - The wearer's Grau.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns One entry per characteristic that answers (none without them).
 * @example
 * ```ts
 * armorReflections(espinhosa, 'golpe_comum_hits_you', 2)[0]?.text //=> '1d4 + 2'
 * ```
 */
export function armorReflections(
  armor: Pick<DerivedArmor, 'characteristics'> | null | undefined,
  when: 'golpe_comum_hits_you' | 'aparar_tecnica',
  grau: number,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): ArmorReflection[] {
  const out: ArmorReflection[] = [];
  for (const c of activeCharacteristics(armor, ruleset)) {
    const r = c.damage?.reflect;
    if (!r || r.when !== when) continue;
    const g = wholeGrau(grau);
    const count = r.dice.count * (r.diceTimesGrau ? Math.max(1, g) : 1);
    const bonus = r.plusGrauTimes * g;
    out.push({ slug: c.slug, label: c.label, dice: { count, sides: r.dice.sides }, bonus, per: r.per, text: `${count}d${r.dice.sides}${bonus ? ` + ${bonus}` : ''}` });
  }
  return out;
}

/**
 * Rolls a reflection's damage.
 *
 * @param r - The reflection ({@link armorReflections}).
 * @param rng - The random source.
 * @returns The damage the attacker takes.
 * @example
 * ```ts
 * rollReflection({ slug: 'espinhos', label: 'Espinhos', dice: { count: 1, sides: 4 }, bonus: 2, per: 'turno', text: '1d4 + 2' }, createRandom(1)) // 3 to 6
 * ```
 */
export function rollReflection(r: ArmorReflection, rng: RandomSource): number {
  let total = r.bonus;
  for (let i = 0; i < r.dice.count; i++) total += rollDie(r.dice.sides, rng);
  return total;
}

/**
 * Whether the attacker's golpe comum can be parried: not when the attacker's armor is Cortante
 * ("os seus golpes comuns não podem ser aparados").
 *
 * @param attackerArmor - The attacker's derived armor, or `null`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns `false` with a working Cortante.
 * @example
 * ```ts
 * golpeComumParriable(deriveArmor(teo.armor!, { con: 1, vidaChoices: 0 })) //=> false   (Lince: Cortante)
 * ```
 */
export function golpeComumParriable(attackerArmor: Pick<DerivedArmor, 'characteristics'> | null | undefined, ruleset: CharacterRuleset = bookCharacterRuleset): boolean {
  for (const c of activeCharacteristics(attackerArmor, ruleset)) if (c.damage?.golpeComumUnparriable) return false;
  return true;
}
