/**
 * The reference fighter of the book's figures (SIMULATOR.md) and the options the figures vary.
 *
 * @module
 */
import { bookRuleset, type Ruleset } from '../rules/index.js';
import { deriveFicha, type Warrior } from '../character/index.js';
import type { Technique, TechniqueId } from '../technique/index.js';
import { referenceWarrior, type EnemyPosto } from '../enemy/index.js';
import type { BloodKind } from '../armor/index.js';
import { borrowedArmorOf, revivedFormsOf, type BorrowedPosto } from './armor-options.js';
import { famousAssentoTechnique, type FamousAssento } from './assento.js';
import { sentidoStart } from './divine.js';
import type { Fighter } from './fighter.js';
import { fighterFromWarrior, type FighterOptions } from './fighter-warrior.js';
import { referenceBuildOptions, type ReferenceBuild } from './reference-build.js';

/**
 * The reference fighter's spec: every "Bronze of level n" of the book's figures (SIMULATOR.md),
 * with the options those figures vary.
 *
 * @example
 * ```ts
 * const s: ReferenceFighterSpec = { level: 20, posto: 'ouro', conviccoes: 0 };
 * ```
 */
export interface ReferenceFighterSpec extends FighterOptions {
  /** Level (1–20 in the book). */
  readonly level: number;
  /** Posto (default Bronze); `ouro` is the elite. */
  readonly posto?: 'bronze' | 'prata' | 'ouro' | 'elite';
  /** Level choices: alternating (the book's), Vida only, Cosmo only. */
  readonly choices?: 'alternadas' | 'so_vida' | 'so_cosmo';
  /** Armor characteristics (default by Posto: Ressonante, Ofuscante, Pesada in that order). */
  readonly characteristics?: readonly string[];
  /** The armor's accessory slug. */
  readonly accessory?: string;
  /** Attribute build (default `des`, the book's): see {@link ReferenceBuild}. */
  readonly build?: ReferenceBuild;
  /** Armor state: intact, cracked (half Resistência), a casca (a dead armor worn), none. */
  readonly armor?: 'intacta' | 'rachada' | 'casca' | 'sem';
  /**
   * A revived armor (Capítulo Sete, "A escada do sangue"): the blood of each revival, in order —
   * `['guerreiro', 'guerreiro', 'guerreiro']` is a V4, `[…, 'elite']` a V5 with the elite form,
   * `[…, 'elite', 'deus']` the whole ladder. Each form's bonus (warrior: +1 acerto, +1 Resistência
   * alternating; elite: +1 DEF; god: +1 DEF and +1 acerto) comes from `armor.bloodLadder.bonuses`
   * through the armor domain (`armorFormsOf`, `deriveArmor`). Throws for a step the ladder refuses.
   */
  readonly forms?: readonly BloodKind[];
  /**
   * Wears a lent armor of a higher Posto for the fight (Capítulo Sete, "A armadura emprestada"):
   * `ouro` (only from the first-Sétimo level) or `prata`. The lent armor is the reference armor of
   * that Posto — its row, the reference accessory and its Posto's characteristics (or
   * `characteristics` / `accessory` when given) — with the wearer's CON and Vida in its Resistência,
   * without forms; the fighter stays in its own Posto (Hierarquia, Sétimo, techniques). Through the
   * armor domain's `lentArmorWorn`.
   */
  readonly borrowed?: BorrowedPosto;
  /**
   * The kit "with a condition technique" of the figures (tables/measured.md › Techniques): the
   * standard kit plus one technique of the reference shape (`enemies.referenceEnemy.techniques`: a
   * golpe of the attack attribute, instantaneous, at touch) that imposes this medium or strong
   * condition with a Rolagem de Efeito, built and measured by the technique engine.
   */
  readonly condition?: ReferenceConditionSpec;
  /**
   * The kit "with limitations on the big one" (tables/measured.md › Techniques): these limitation
   * slugs (`techniques.limitations`) on the technique with the most damage points; the technique
   * engine lowers its cost.
   */
  readonly bigLimitations?: readonly string[];
  /**
   * The elite's Golpe do Assento: `comum` (the default, the reference enemy's) or a famous golpe of
   * Capítulo Seis in its place ({@link famousAssentoTechnique}). Ignored without an Assento.
   */
  readonly assento?: FamousAssento;
  /**
   * The Sentido it is in from the start of the fight (default the Sexto; the elite still enters the
   * Sétimo at its first turn): the gods' figures' "Ouros no Sétimo" and "no Nono" (Cap. 10).
   */
  readonly sentido?: 'sexto' | 'setimo' | 'nono';
  /** It has awakened the Oitavo (Cap. 4): the Buda state once, and half damage on a lesser deity from the Sétimo. */
  readonly oitavo?: boolean;
  /** Its armor is in the Divine form (`armor.divina`; Cap. 7, Cap. 4: the elo in the Nono). */
  readonly divina?: boolean;
  /** It fights beside its own god, who only protects (Cap. 10, "O seu deus contra o deus deles"). */
  readonly aoLadoDoDeus?: boolean;
}

/**
 * The condition technique added to the reference fighter's kit.
 *
 * @example
 * ```ts
 * const c: ReferenceConditionSpec = { slug: 'atordoado', damage: true };
 * ```
 */
export interface ReferenceConditionSpec {
  /** The condition (`combat.conditions`: a medium or strong one with fight effects). */
  readonly slug: string;
  /**
   * The passive defense it rolls against. Default: the weakest passive defense of the reference
   * fighter of that level (the figures are mirrors; a reconstruction, SIMULATOR.md is silent).
   */
  readonly against?: 'fortitude' | 'reflexos' | 'vontade';
  /** Add one damage point ("dano + atordoar" of the figures). */
  readonly damage?: boolean;
}

/**
 * The condition a reference fighter's condition technique can impose: a medium or strong condition
 * of `combat.conditions` with fight effects, or `undefined` (what `referenceFighter` refuses).
 *
 * @param slug - The condition's slug.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns Its row, or `undefined`.
 * @example
 * ```ts
 * fightConditionRow('atordoado')?.grade //=> 'forte'
 * fightConditionRow('caido') //=> undefined (a weak one)
 * ```
 */
export function fightConditionRow(slug: string, ruleset: Ruleset = bookRuleset): Ruleset['combat']['conditions'][string] | undefined {
  const row = Object.prototype.hasOwnProperty.call(ruleset.combat.conditions, slug) ? ruleset.combat.conditions[slug] : undefined;
  return row && row.fight && (row.grade === 'media' || row.grade === 'forte') ? row : undefined;
}

/**
 * Whether `slug` is a limitation of the ruleset (`techniques.limitations`), as `bigLimitations` needs.
 *
 * @param slug - The limitation's slug.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns `true` when the ruleset has it.
 * @example
 * ```ts
 * isLimitationSlug('uma_vez_por_luta') //=> true
 * ```
 */
export function isLimitationSlug(slug: string, ruleset: Ruleset = bookRuleset): boolean {
  return Object.prototype.hasOwnProperty.call(ruleset.techniques.limitations, slug);
}

/**
 * The reference fighter of the book's figures (SIMULATOR.md): the enemy quick table's warrior
 * ({@link referenceWarrior}) with the characteristics by Posto (`armor.characteristicsPerPosto`,
 * in the order Ressonante, Ofuscante, Pesada), compiled with {@link fighterFromWarrior}.
 * Throws for a Posto that does not exist at that level (a programmer error).
 *
 * @param spec - Level, Posto and the options of the figures.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fighter.
 * @example
 * ```ts
 * referenceFighter({ level: 1 }).maxHp //=> 16
 * referenceFighter({ level: 20, posto: 'ouro' }).elite //=> true
 * ```
 */
export function referenceFighter(spec: ReferenceFighterSpec, ruleset: Ruleset = bookRuleset): Fighter {
  const posto: EnemyPosto = spec.posto === 'ouro' || spec.posto === 'elite' ? 'elite' : (spec.posto ?? 'bronze');
  const perPosto = ruleset.armor.characteristicsPerPosto[spec.borrowed === undefined ? posto : spec.borrowed === 'ouro' ? 'elite' : 'prata'];
  const characteristics = spec.characteristics ?? REFERENCE_CHARACTERISTICS.slice(0, perPosto);
  let trade = 0;
  if (spec.choices === 'so_vida' || spec.choices === 'so_cosmo') trade = spec.choices === 'so_vida' ? spec.level : -spec.level;
  let w: Warrior = referenceWarrior(spec.level, spec.armor === 'sem' ? null : posto, {
    characteristics: [...characteristics],
    ...(spec.accessory !== undefined && { accessory: spec.accessory }),
    ...(trade !== 0 && { vidaInsteadOfCosmo: trade }),
    ...(spec.build !== undefined && referenceBuildOptions(spec.build, ruleset)),
    name: spec.name ?? `${posto === 'elite' ? 'Ouro' : posto === 'prata' ? 'Prata' : 'Bronze'} ${spec.level}`,
  }, ruleset);
  if (spec.forms && spec.forms.length > 0 && w.armor) w = { ...w, armor: { ...w.armor, forms: revivedFormsOf(w.armor.posto, spec.forms, ruleset) } };
  if (spec.borrowed !== undefined && w.armor) w = { ...w, armor: borrowedArmorOf(w.armor, spec.borrowed, spec.level, w.posto, ruleset) };
  if (spec.armor === 'rachada' && w.armor) w = { ...w, armor: { ...w.armor, state: 'cracked' } };
  if (spec.armor === 'casca' && w.armor) w = { ...w, armor: { ...w.armor, state: 'dead' } };
  if (spec.armor === 'sem') w = { ...w, posto };
  if (spec.bigLimitations && spec.bigLimitations.length > 0) w = { ...w, techniques: withBigLimitations(w.techniques, spec.bigLimitations, ruleset) };
  if (spec.condition) w = { ...w, techniques: [...w.techniques, referenceConditionTechnique(spec.condition, w, ruleset)] };
  if (spec.assento !== undefined && spec.assento !== 'comum') w = { ...w, techniques: withFamousAssento(w.techniques, spec.assento, ruleset) };
  if (spec.divina && w.armor) w = { ...w, armor: { ...w.armor, divine: { stateBefore: w.armor.state, resistenciaSpentBefore: 0 } } };
  const elite = posto === 'elite';
  const f = fighterFromWarrior(w, spec, ruleset, spec.armor === 'sem' && elite ? { setimo: 'livre' } : {});
  return spec.sentido !== undefined || spec.oitavo || spec.divina || spec.aoLadoDoDeus ? withDivine(f, spec, ruleset) : f;
}

/** The reference fighter's divine traits: the Sentido it starts in (its Teto with it), the Oitavo, the Divine armor, its god beside it. */
function withDivine(f: Fighter, spec: ReferenceFighterSpec, ruleset: Ruleset): Fighter {
  const start = sentidoStart(spec.sentido ?? 'sexto', ruleset);
  return {
    ...f,
    teto: f.teto + start.teto,
    cosmoStart: spec.cosmo === 'teto' ? f.cosmoStart + start.teto : f.cosmoStart,
    divine: { startStep: start.step, oitavo: spec.oitavo === true, divineArmor: spec.divina === true && f.armorDef > 0, besideOwnGod: spec.aoLadoDoDeus === true },
  };
}

/**
 * The condition technique of the kit "with a condition technique": the reference technique's shape
 * (`enemies.referenceEnemy.techniques`: nature, duration, range, activation; the attack attribute),
 * the condition (and one damage point if asked), a Rolagem de Efeito against the weakest passive
 * defense of the warrior's own build. Throws for a condition the fight cannot apply (a programmer error).
 */
function referenceConditionTechnique(c: ReferenceConditionSpec, w: Warrior, ruleset: Ruleset): Technique {
  const grau = w.techniques[0]?.grau;
  const row = fightConditionRow(c.slug, ruleset);
  if (!row) throw new RangeError(`condition ${c.slug}: not a medium or strong condition with fight effects in this ruleset`);
  const shape = ruleset.enemies.referenceEnemy.techniques;
  const effects: Technique['effects'] = [{ kind: 'condicao', condition: c.slug, grade: row.grade }];
  return {
    id: `tecnica-condicao-${c.slug}` as TechniqueId,
    name: `Técnica de condição (${c.damage ? 'dano e ' : ''}${row.name})`,
    nature: shape.nature,
    attribute: ruleset.enemies.referenceEnemy.attackAttribute,
    activation: shape.activation as Technique['activation'],
    duration: shape.duration as Technique['duration'],
    range: shape.range as Technique['range'],
    effects: c.damage ? [{ kind: 'dano', points: 1 }, ...effects] : effects,
    modifiers: [],
    limitations: [],
    roll: { kind: 'efeito', against: c.against ?? weakestPassiveDefense(w, ruleset) },
    ...(grau !== undefined && { grau }),
    signature: false,
    waiting: false,
    description: `Técnica de condição (${row.name}) do lutador de referência.`,
  };
}

/** The techniques with the Golpe do Assento replaced by a famous one (at the Assento's Grau). */
function withFamousAssento(techniques: readonly Technique[], which: FamousAssento, ruleset: Ruleset): Technique[] {
  return techniques.map((t) => (t.golpeDoAssento !== undefined ? (famousAssentoTechnique(which, t.grau ?? 1, ruleset) ?? t) : t));
}

/** The techniques with `limitations` added to the one with the most damage points. Throws for a slug the ruleset lacks. */
function withBigLimitations(techniques: readonly Technique[], limitations: readonly string[], ruleset: Ruleset): Technique[] {
  for (const l of limitations) if (!isLimitationSlug(l, ruleset)) throw new RangeError(`limitation ${l}: not in this ruleset`);
  const points = (t: Technique) => {
    let n = 0;
    for (const e of t.effects) if (e.kind === 'dano') n += e.points ?? 0;
    return n;
  };
  let big = -1;
  for (let i = 0; i < techniques.length; i++) if (big < 0 || points(techniques[i]!) > points(techniques[big]!)) big = i;
  return techniques.map((t, i) => (i === big ? { ...t, limitations: [...t.limitations, ...(limitations as Technique['limitations'])] } : t));
}

/** The lowest of the warrior's passive defenses (the first of the ruleset's order on a tie). */
function weakestPassiveDefense(w: Warrior, ruleset: Ruleset): 'fortitude' | 'reflexos' | 'vontade' {
  const p = deriveFicha(w, ruleset).passiveDefenses;
  let best: 'fortitude' | 'reflexos' | 'vontade' = 'fortitude';
  for (const k of ['reflexos', 'vontade'] as const) if (p[k].value.total < p[best].value.total) best = k;
  return best;
}

/** The reference fighter's characteristics, in the order a Posto adds them (SIMULATOR.md). */
const REFERENCE_CHARACTERISTICS: readonly string[] = ['ressonante', 'ofuscante', 'pesada'];
