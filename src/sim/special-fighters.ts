/**
 * Fighters the book measures that are not a plain reference warrior (issue #15): the gods and the
 * demigod of Capítulo Dez, the combat ally of Capítulo Onze, and the apprentice of the armor trial
 * of Capítulo Três — each built from the enemy domain's sheets and the ruleset's numbers.
 *
 * @module
 */
import { bookRuleset, maxLevel, type Ruleset } from '../rules/index.js';
import { roundFraction } from '../dice/index.js';
import { buildHumanEnemyOrThrow, godStats, type GodKind } from '../enemy/index.js';
import type { Fighter, SimPolicy } from './fighter.js';
import { BOOK_POLICY } from './policies.js';
import { referenceFighter } from './fighter-reference.js';
import { sentidoStart } from './divine.js';

/**
 * A god of Capítulo Dez as a fighter ({@link godStats}): the elite of `enemies.gods.reference`
 * (level 20) of the quick table — its techniques, Cosmo, golpe comum, armor, Convicções — with the
 * god's PV, DEF and passive defenses, in its Sentido from the start of the fight (the Nono; the
 * demigod the Sétimo), with that Sentido's Teto and `enemies.gods.conviccoes` Convicções (none: it
 * never stands with one; it answers each character as a boss all the same). `own`: the characters' own god fighting on their
 * side ("encarnado num corpo humano, luta com a linha da divindade menor": `enemies.gods.ownGodFightsAs`).
 *
 * @param kind - `menor`, `maior` or `semideus` (ignored when `own`: the ruleset's line).
 * @param options - `own`: the characters' god; `name` in the log.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fighter.
 * @example
 * ```ts
 * godFighter('menor').maxHp //=> 630
 * godFighter('maior').divine?.startStep //=> 2
 * ```
 */
export function godFighter(kind: GodKind, options: { readonly own?: boolean; readonly name?: string } = {}, ruleset: Ruleset = bookRuleset): Fighter {
  const G = ruleset.enemies.gods;
  const k: GodKind = options.own ? (G.ownGodFightsAs as GodKind) : kind;
  const s = godStats(k, ruleset);
  const ref = G.reference;
  const posto = ref.posto === 'bronze' || ref.posto === 'prata' ? ref.posto : 'elite';
  const base = referenceFighter({ level: ref.level, posto, name: options.name ?? (options.own ? `O seu deus (${s.label})` : s.label) }, ruleset);
  const start = sentidoStart(s.sentido === 'oitavo' ? 'setimo' : s.sentido, ruleset);
  return {
    ...base,
    maxHp: s.hp,
    def: s.def,
    fortitude: s.passiveDefenses.fortitude,
    reflexos: s.passiveDefenses.reflexos,
    vontade: s.passiveDefenses.vontade,
    teto: base.teto + start.teto,
    // enemies.gods.conviccoes: the god's sheet has none — it never stands (it still answers as a boss).
    conviccoes: G.conviccoes,
    rises: G.conviccoes > 0 ? base.rises : 0,
    divine: { god: k, ...(options.own && { ownGod: true }), startStep: start.step, oitavo: false, divineArmor: false, besideOwnGod: false },
  };
}

/**
 * The combat ally's play (Capítulo Onze, "Aliado de luta": "com uma ação só: golpe comum, a técnica
 * grande quando o Cosmo fecha, ou Ajudar"): the big technique when its Cosmo pays it, else the
 * golpe comum; it never burns, concentrates nor stands. It never chooses Ajudar (a reconstruction:
 * docs/simulador.md).
 *
 * @example
 * ```ts
 * ALLY_POLICY.techniques //=> 'so_grande'
 * ```
 */
export const ALLY_POLICY: SimPolicy = Object.freeze({ ...BOOK_POLICY, burns: false, rises: false, concentrates: false, awakens: false, techniques: 'so_grande' as const });

/**
 * A combat ally of a group of level `groupLevel` (`enemies.allies.fightAlly`): the quick table's
 * Bronze at the level × `levelFraction` rounded up, with PV × `hpFraction` (rounded as the book
 * rounds), `conviccoes` Convicções, {@link ALLY_POLICY}; it acts right after its controller (the
 * fighter before it in its side) and does not count for Sozinho contra muitos.
 *
 * @param groupLevel - The group's level (1 to the ruleset's last level; anything else throws a RangeError, a programmer error).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fighter.
 * @example
 * ```ts
 * combatAllyFighter(15).level //=> 8
 * combatAllyFighter(15).ally //=> true
 * ```
 */
export function combatAllyFighter(groupLevel: number, ruleset: Ruleset = bookRuleset): Fighter {
  const max = maxLevel(ruleset);
  if (!Number.isInteger(groupLevel) || groupLevel < 1 || groupLevel > max) throw new RangeError(`combatAllyFighter: the group's level must be a whole number from 1 to ${max}, got ${groupLevel}`);
  const A = ruleset.enemies.allies.fightAlly;
  const level = Math.max(1, Math.ceil(groupLevel * A.levelFraction - 1e-9));
  const base = referenceFighter({ level, conviccoes: A.conviccoes, policy: ALLY_POLICY, name: `Aliado ${level}` }, ruleset);
  return { ...base, maxHp: Math.max(1, roundFraction(base.maxHp * A.hpFraction, ruleset)), rises: 0, ally: true };
}

/**
 * An apprentice in the armor trial (Capítulo Três, "O despertar: a prova da armadura"): the human of
 * level `humanLevel` the enemy domain builds ({@link buildHumanEnemyOrThrow}: PV, DEF, golpe, the
 * aprendiz's Convicção), no Cosmo, no armor, no technique; when it falls and says its Convicção it
 * stands awakened as the level-1 reference warrior without armor, with `creation.humans.trial.standHpFraction`
 * of its PV, the Cosmo at the Teto and only its signature technique (the big one: a reconstruction).
 *
 * @param humanLevel - The human level (the trial is from `creation.humans.trial.fromHumanLevel`, 3, to 4; outside the human levels it throws a RangeError, a programmer error).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fighter.
 * @example
 * ```ts
 * apprenticeFighter(3).maxHp //=> 8
 * apprenticeFighter(3).awakensAs?.level //=> 1
 * ```
 */
export function apprenticeFighter(humanLevel: number, ruleset: Ruleset = bookRuleset): Fighter {
  const top = ruleset.creation.humans.levels.length;
  if (!Number.isInteger(humanLevel) || humanLevel < 1 || humanLevel > top) throw new RangeError(`apprenticeFighter: the human level must be a whole number from 1 to ${top}, got ${humanLevel}`);
  const h = buildHumanEnemyOrThrow({ kind: 'humano', level: humanLevel }, ruleset);
  const awake = referenceFighter({ level: 1, armor: 'sem', kit: 'so_grande', conviccoes: 0, name: `Desperto (${h.name})` }, ruleset);
  return {
    name: `Aprendiz ${humanLevel}`,
    level: humanLevel,
    postoRank: -1,
    elite: false,
    maxHp: h.hp,
    def: h.def,
    armorDef: 0,
    bloquear: 0,
    aparar: false,
    apararCost: awake.apararCost,
    resistencia: 0,
    elmo: 0,
    cascaPieces: 0,
    grau: 0,
    damageArmor: null,
    reflectOnGolpe: [],
    reflectOnAparar: [],
    centelhas: 0,
    ofuscante: false,
    initiative: h.initiative,
    des: h.attributes.DES,
    attack: h.attack,
    golpes: 1,
    golpeDie: h.golpe.die,
    golpeBonus: h.golpe.bonus,
    cosmoStart: 0,
    piso: 0,
    teto: 0,
    maxBurn: 0,
    maxBurnSetimo: 0,
    setimoTeto: 0,
    setimo: 'nao',
    conviccoes: h.conviccaoCount,
    rises: ruleset.combat.levantar.perFight,
    cicatriz: 0,
    techniques: [],
    conditionTechniques: [],
    limited: false,
    fortitude: h.passiveDefenses.fortitude,
    reflexos: h.passiveDefenses.reflexos,
    vontade: h.passiveDefenses.vontade,
    policy: BOOK_POLICY,
    awakensAs: awake,
  };
}

/**
 * A fighter of {@link specialFighter}: a god (`deus`: `menor`, `maior`, `semideus`, or `proprio`, the
 * characters' own god fighting), a combat ally of a group of level `aliado`, an apprentice of human
 * level `aprendiz`.
 *
 * @example
 * ```ts
 * const s: SpecialFighterSpec = { deus: 'proprio' };
 * ```
 */
export type SpecialFighterSpec =
  | { readonly deus: 'menor' | 'maior' | 'semideus' | 'proprio' }
  | { readonly aliado: number }
  | { readonly aprendiz: number };

/**
 * Builds a {@link SpecialFighterSpec}: {@link godFighter}, {@link combatAllyFighter} or
 * {@link apprenticeFighter}.
 *
 * @param spec - Which one.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fighter (a level out of range throws a RangeError, a programmer error).
 * @example
 * ```ts
 * specialFighter({ deus: 'maior' }).maxHp //=> 840
 * specialFighter({ aliado: 9 }).level //=> 5
 * ```
 */
export function specialFighter(spec: SpecialFighterSpec, ruleset: Ruleset = bookRuleset): Fighter {
  if ('deus' in spec) return spec.deus === 'proprio' ? godFighter('menor', { own: true }, ruleset) : godFighter(spec.deus, {}, ruleset);
  if ('aliado' in spec) return combatAllyFighter(spec.aliado, ruleset);
  return apprenticeFighter(spec.aprendiz, ruleset);
}
