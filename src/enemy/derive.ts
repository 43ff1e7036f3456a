/**
 * The derived enemy: the character module's ficha of the stored enemy ({@link deriveFicha},
 * {@link deriveHumanFicha}) plus what only enemies have — the sheet numbers as the book's stat
 * blocks print them, the named techniques, the Resposta, the type and its Convicções, the traits,
 * whether it remembers Lidas and may retreat, the band of a figurante.
 *
 * @module
 */
import { deriveFicha, deriveHumanFicha, type Ficha, type HumanFicha } from '../character/index.js';
import { type AttributeKey, attributeModifier, bookRuleset, type PassiveDefenseKey, type Ruleset } from '../rules/index.js';
import { bandSheet, type BandSheet } from './band.js';
import { ENEMY_NO_ARMY, enemyStatsOf, type EnemyStats, type EnemyTechniqueStats } from './reference.js';
import type { Enemy, EnemyAwakens, EnemyType, HumanEnemy, WarriorEnemy } from './schema.js';

/**
 * One technique on the enemy's sheet: its numbers, name and description.
 *
 * @example
 * ```ts
 * const t: EnemySheetTechnique = buildEnemyOrThrow({ level: 2 }).techniques[0]!;
 * t.text //=> '5d8 + 7'
 * ```
 */
export interface EnemySheetTechnique extends EnemyTechniqueStats {
  /** The technique's name (the role's pt-BR label when the Mestre gave none). */
  readonly name: string;
  /** Its description. */
  readonly description: string;
}

/**
 * The Resposta on the sheet: the technique, and what it carries beyond the damage (`null`: only the
 * damage, the book's default).
 *
 * @example
 * ```ts
 * const r: EnemyResposta = buildEnemyOrThrow({ level: 9, posto: 'prata', type: 'rival' }).resposta!;
 * r.effect //=> null
 * ```
 */
export interface EnemyResposta extends EnemySheetTechnique {
  /** What it carries beyond the damage ("derruba"), or `null` for damage only. */
  readonly effect: string | null;
}

/**
 * What every enemy sheet says beyond its numbers.
 *
 * @example
 * ```ts
 * const c: EnemySheetCommon = buildEnemyOrThrow({ level: 6, type: 'rival' });
 * c.remembersLidas //=> true
 * ```
 */
export interface EnemySheetCommon {
  /** Name. */
  readonly name: string;
  /** Enemy type. */
  readonly type: EnemyType;
  /** Convicções. */
  readonly conviccaoCount: number;
  /** The army as printed, or `null`. */
  readonly army: string | null;
  /** Step 8: the army's rule, or `null`. */
  readonly armyTrait: string | null;
  /** Step 8: one thing only this enemy does, or `null`. */
  readonly uniqueTrait: string | null;
  /** Other notes, in pt-BR. */
  readonly traits: readonly string[];
  /** Whether it keeps the Lidas after the fight ("Quem lembra": whoever has a Convicção, unless the sheet says otherwise). */
  readonly remembersLidas: boolean;
  /** The techniques it read. */
  readonly lidas: readonly string[];
  /** "Recuar em vez de cair". */
  readonly mayRetreat: boolean;
  /** Whether it uses Sozinho contra muitos (at least one Convicção). */
  readonly usesSoloAgainstMany: boolean;
  /** The band of a figurante (its line at the enemy's level), else `null`. */
  readonly band: BandSheet | null;
}

/**
 * A whole warrior-enemy sheet: the stored enemy, its ficha, and every number as the book prints it.
 *
 * @example
 * ```ts
 * const s: EnemySheet = buildEnemyOrThrow({ level: 9, posto: 'prata', type: 'rival' });
 * s.resposta?.text //=> '2d8 + 19'
 * ```
 */
export interface EnemySheet extends EnemySheetCommon {
  /** Kind. */
  readonly kind: 'guerreiro';
  /** Armor name, or `null` without armor. */
  readonly armorName: string | null;
  /** Accessory slug, or `null` without armor. */
  readonly accessory: string | null;
  /** Armor characteristic slugs. */
  readonly characteristics: readonly string[];
  /** Every number of the stat block. */
  readonly stats: EnemyStats;
  /** Techniques, with names. */
  readonly techniques: readonly EnemySheetTechnique[];
  /** Step 7: the Resposta — only with a Convicção. */
  readonly resposta: EnemyResposta | null;
  /** How it reaches the Sétimo. */
  readonly awakens: EnemyAwakens;
  /** The character module's ficha of the enemy. */
  readonly ficha: Ficha;
  /** The stored enemy. */
  readonly enemy: WarriorEnemy;
}

/**
 * The sheet of a human (or apprentice) enemy.
 *
 * @example
 * ```ts
 * const h: HumanEnemySheet = buildHumanEnemyOrThrow({ kind: 'humano', level: 3 });
 * h.hp //=> 8
 * ```
 */
export interface HumanEnemySheet extends EnemySheetCommon {
  /** Kind. */
  readonly kind: 'humano';
  /** Human level. */
  readonly level: number;
  /** The six attribute values. */
  readonly attributes: Readonly<Record<AttributeKey, number>>;
  /** Proficiency bonus. */
  readonly proficiency: number;
  /** HP (PV). */
  readonly hp: number;
  /** DEF. */
  readonly def: number;
  /** Initiative bonus. */
  readonly initiative: number;
  /** Fortitude, Reflexos, Vontade. */
  readonly passiveDefenses: Readonly<Record<PassiveDefenseKey, number>>;
  /** Attack bonus of the golpe comum. */
  readonly attack: number;
  /** The golpe comum: die, damage bonus. */
  readonly golpe: { readonly die: number; readonly bonus: number; readonly text: string };
  /** Proficient skills and their bonus. */
  readonly skills: readonly { readonly id: string; readonly name: string; readonly bonus: number }[];
  /** The character module's ficha of the human. */
  readonly ficha: HumanFicha;
  /** The stored enemy. */
  readonly enemy: HumanEnemy;
}

/**
 * The sheet of any stored enemy.
 *
 * @example
 * ```ts
 * const s: EnemyDocumentSheet = deriveEnemy(enemy);
 * ```
 */
export type EnemyDocumentSheet = EnemySheet | HumanEnemySheet;

/**
 * An enemy's Convicções: the stored count, or the type's maximum (a human: its level's).
 *
 * @param e - The stored enemy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The count.
 * @example
 * ```ts
 * enemyConviccaoCount(referenceEnemy(15, 'elite', { type: 'chefe' })) //=> 3
 * ```
 */
export function enemyConviccaoCount(e: Enemy, ruleset: Ruleset = bookRuleset): number {
  if (e.conviccaoCount !== undefined) return e.conviccaoCount;
  if (e.kind === 'humano') {
    const H = ruleset.creation.humans.levels;
    return H[Math.min(Math.max(e.humanLevel, 1), H.length) - 1]!.conviccoes;
  }
  return ruleset.enemies.types[e.type].conviccoes.max;
}

function common(e: Enemy, conviccaoCount: number, level: number, ruleset: Ruleset): EnemySheetCommon {
  const armyName = ruleset.armies.armies[e.army]?.label ?? ruleset.creation.armies.find((a) => a.id === e.army)?.name;
  return {
    name: e.name,
    type: e.type,
    conviccaoCount,
    army: e.armyLabel ?? armyName ?? (e.army === ENEMY_NO_ARMY ? null : e.army),
    armyTrait: e.armyTrait ?? null,
    uniqueTrait: e.uniqueTrait ?? null,
    traits: e.traits,
    remembersLidas: e.remembersLidas ?? conviccaoCount > 0,
    lidas: e.lidas,
    mayRetreat: e.mayRetreat,
    usesSoloAgainstMany: conviccaoCount >= ruleset.enemies.soloAgainstMany.minConviccoes,
    band: e.type === 'figurante' ? bandSheet(level, e.band?.size, ruleset) : null,
  };
}

/**
 * Derives a warrior enemy's sheet: its ficha, the stat-block numbers (with the trait bonuses), the
 * named techniques, the Resposta (the technique the sheet names, else the cheapest damage
 * technique — only with a Convicção), how it reaches the Sétimo.
 *
 * @param e - The stored warrior enemy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet.
 * @example
 * ```ts
 * deriveWarriorEnemy(referenceEnemy(9, 'prata', { type: 'rival' })).stats.hp.total //=> 114
 * ```
 */
export function deriveWarriorEnemy(e: WarriorEnemy, ruleset: Ruleset = bookRuleset): EnemySheet {
  const ficha = deriveFicha(e, ruleset);
  const stats = enemyStatsOf(e, e, ruleset, ficha);
  const conviccaoCount = enemyConviccaoCount(e, ruleset);
  const c = common(e, conviccaoCount, stats.level, ruleset);
  const techniques: EnemySheetTechnique[] = stats.techniques.map((t, i) => ({ ...t, name: e.techniques[i]!.name, description: e.techniques[i]!.description }));
  let resposta: EnemyResposta | null = null;
  if (c.usesSoloAgainstMany) {
    const chosen =
      e.resposta?.techniqueId !== undefined
        ? techniques.find((t) => t.id === e.resposta!.techniqueId)
        : techniques.reduce<EnemySheetTechnique | undefined>((best, t) => (t.points > 0 && (best === undefined || t.cost < best.cost) ? t : best), undefined);
    if (chosen) resposta = { ...chosen, effect: e.resposta?.effect ?? null };
  }
  const posto = stats.posto;
  return {
    kind: 'guerreiro',
    ...c,
    armorName: e.armor?.name ?? null,
    accessory: e.armor?.accessory ?? null,
    characteristics: e.armor?.characteristics ?? [],
    stats,
    techniques,
    resposta,
    awakens: e.awakens ?? (posto === 'elite' ? 'quando_quiser' : conviccaoCount > 0 ? 'como_personagem' : 'nao'),
    ficha,
    enemy: e,
  };
}

/**
 * Derives a human enemy's sheet: the character module's human ficha (PV, DEF, passive defenses,
 * golpe), plus the Iniciativa, the proficient skills and the enemy fields.
 *
 * @param e - The stored human enemy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet.
 * @example
 * ```ts
 * deriveHumanEnemy(aprendiz).hp //=> 8
 * ```
 */
export function deriveHumanEnemy(e: HumanEnemy, ruleset: Ruleset = bookRuleset): HumanEnemySheet {
  const f = deriveHumanFicha(e, ruleset);
  const H = ruleset.creation.humans;
  const row = H.levels[Math.min(Math.max(e.humanLevel, 1), H.levels.length) - 1]!;
  const attributes = {} as Record<AttributeKey, number>;
  for (const [k, v] of Object.entries(f.attributes) as [AttributeKey, { value: number }][]) attributes[k] = v.value;
  const mod = (k: AttributeKey) => f.attributes[k].modifier;
  const passiveDefenses = {} as Record<PassiveDefenseKey, number>;
  for (const d of ruleset.creation.passiveDefenses.list) passiveDefenses[d.id] = f.passiveDefenses[d.id].value.total;
  const bonus = mod(f.golpe.attribute);
  const skillIds = [...new Set([...f.skills, ...e.skills])];
  const conviccaoCount = enemyConviccaoCount(e, ruleset);
  return {
    kind: 'humano',
    ...common(e, conviccaoCount, e.humanLevel, ruleset),
    level: e.humanLevel,
    attributes,
    proficiency: f.proficiency,
    hp: f.hp.total,
    def: f.def.total,
    initiative: attributeModifier(attributes[ruleset.combat.initiative.attribute], ruleset),
    passiveDefenses,
    attack: f.golpe.toHit.total,
    golpe: { die: row.golpeDie, bonus, text: `1d${row.golpeDie}${bonus >= 0 ? '+' : '−'}${Math.abs(bonus)}` },
    skills: skillIds.flatMap((id) => {
      const s = ruleset.creation.skills.find((x) => x.id === id);
      return s ? [{ id, name: s.name, bonus: mod(s.attribute) + (row.treinoSkills ? row.proficiency : 0) }] : [];
    }),
    ficha: f,
    enemy: e,
  };
}

/**
 * Derives any stored enemy's sheet (a warrior's {@link EnemySheet} or a human's
 * {@link HumanEnemySheet}). Pure; never throws on an enemy that passed `validateEnemy`.
 *
 * @param e - The stored enemy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet.
 * @example
 * ```ts
 * const s = deriveEnemy(validateEnemyOrThrow(JSON.parse(readFileSync('examples/inimigos/cavaleiro-de-prata.json', 'utf8'))));
 * if (s.kind === 'guerreiro') s.stats.cosmo //=> { start: 6, floor: 3, teto: 11 }
 * ```
 */
export function deriveEnemy(e: Enemy, ruleset: Ruleset = bookRuleset): EnemyDocumentSheet {
  return e.kind === 'humano' ? deriveHumanEnemy(e, ruleset) : deriveWarriorEnemy(e, ruleset);
}
