/**
 * A fighter compiled from a stored warrior or warrior enemy: the ficha's numbers, read once.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { bookRuleset, type Ruleset } from '../rules/index.js';
import { deriveFicha, isGap, licaoOf, techniqueOwnerOf, type Ficha, type FichaGap, type Warrior } from '../character/index.js';
import { maxBurnPoints, type TechniqueOwner } from '../technique/index.js';
import { enemyConviccaoCount, type WarriorEnemy } from '../enemy/index.js';
import { activeImprovements, advantageOnRise, armorReflections, damageThroughArmor, firstApararDamageTaken, golpeComumParriable, ignoresArmorBreaking } from '../armor/index.js';
import { bloodDonatedMaxHp } from './armor-options.js';
import type { Fighter, FighterSetimo, SimPolicy } from './fighter.js';
import { BOOK_POLICY, SIM_POLICIES, type SimPolicyName } from './policies.js';
import { compileTechniques, keptTechniques, markIndexOf } from './fighter-techniques.js';

/**
 * Options of a compiled fighter (what the book's figures vary).
 *
 * @example
 * ```ts
 * const o: FighterOptions = { conviccoes: 0, cosmo: 'teto', policy: 'nunca_queima' };
 * ```
 */
export interface FighterOptions {
  /** Name in the log. */
  readonly name?: string;
  /** Convicções (default the ficha's / the enemy type's). */
  readonly conviccoes?: number;
  /** Stands allowed per fight (default `combat.levantar.perFight`). */
  readonly rises?: number;
  /** Starting Cosmo: the ficha's start, the Teto or the piso. */
  readonly cosmo?: 'inicial' | 'teto' | 'piso';
  /** Kit: which techniques it keeps. */
  readonly kit?: 'padrao' | 'so_grande' | 'so_pequena' | 'nenhuma';
  /** Treat its cheapest technique as an area technique (the band figures' "with an area technique"). */
  readonly area?: boolean;
  /** Its Golpe do Assento is the big one on a tie of damage points (default: after the plain one). */
  readonly assentoFirst?: boolean;
  /**
   * Centelhas received each round from friends outside the fight (the book's figure "nem uma
   * Centelha por rodada"): each gives `cosmo.centelhas.cosmo` Cosmo, Teto up to the per-fight cap,
   * Vantagem on the next attack, and breaks a Guerra dos Mil Dias. Default 0.
   */
  readonly centelhas?: number;
  /**
   * Thirds of its blood it gave to revive armors and that have not come back yet (Capítulo Sete, "O
   * sangue se paga em terços"): 1 or 2. Its max PV lose that many thirds, rounded up (the armor
   * domain's `donateBlood`, the same the ficha in play reads); it starts the fight at that max.
   * The Desvantagem in FOR and CON tests does not reach the fight's rolls. Default 0.
   */
  readonly bloodDonated?: number;
  /**
   * Resistência it starts the fight with (the figures' "começa a luta com 2 de Resistência"), at
   * most what its armor has; 0 starts with the armor in pieces. Default: all of it.
   */
  readonly resistencia?: number;
  /** A policy by name or a full policy. */
  readonly policy?: SimPolicyName | SimPolicy;
  /**
   * The miracle: the god's Centelha arrives when it stands with a Convicção before a foe of a higher
   * Posto (half its PV, Vantagem until the end of the fight, the elite's domínio gone —
   * `enemies.patronGod.miracle`), once per fight. Default false.
   */
  readonly milagre?: boolean;
}

/** The policy of `FighterOptions.policy`: the book's by default, a named one, or an app's own. */
function policyOf(p: FighterOptions['policy']): SimPolicy {
  if (p === undefined) return BOOK_POLICY;
  if (typeof p === 'string') {
    const found = SIM_POLICIES[p];
    if (!found) throw new RangeError(`unknown policy ${p}`);
    return found;
  }
  return p;
}

/** A golpe comum's damage large enough that any reduction shows (the probe of `damageArmor`). */
const PROBE_DAMAGE = 1_000_000;

/** The armor has a working characteristic (by slug; the ficha's `characteristics` are labels). */
function hasCharacteristic(working: readonly { readonly slug: string }[] | undefined, slug: string): boolean {
  if (!working) return false;
  for (let i = 0; i < working.length; i++) if (working[i]!.slug === slug) return true;
  return false;
}

/** A lição of the ficha takes the Vantagem from opening strikes against it (Briga de Rua). */
function hasNoOpeningVantagem(w: Warrior, licoes: readonly { readonly id: string }[], ruleset: Ruleset): boolean {
  for (let i = 0; i < licoes.length; i++) if (licaoOf(w, licoes[i]!.id, ruleset)?.effects.noOpeningStrikeVantagem === true) return true;
  return false;
}

/**
 * Compiles a stored warrior (a character, or the character part of an enemy) into a fighter: the
 * ficha's PV, DEF, Resistência, Cosmo, golpe comum and technique lines, each damage technique with
 * Ataque measured at the warrior's level by the technique engine.
 *
 * @param w - The stored warrior.
 * @param options - Convicções, stands, starting Cosmo, kit, policy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @param extra - Enemy traits: Teto and Resistência bonuses, how it reaches the Sétimo.
 * @returns The fighter.
 * @example
 * ```ts
 * import { referenceWarrior } from 'sangue-e-estrelas';
 * fighterFromWarrior(referenceWarrior(1)).maxHp //=> 16
 * ```
 */
export function fighterFromWarrior(
  w: Immutable<Warrior>,
  options: FighterOptions = {},
  ruleset: Ruleset = bookRuleset,
  extra: { readonly tetoBonus?: number; readonly resistenciaBonus?: number; readonly setimo?: FighterSetimo; readonly conviccoes?: number } = {},
): Fighter {
  const warrior = w as Warrior;
  const f = deriveFicha(warrior, ruleset);
  const owner = techniqueOwnerOf(warrior, ruleset);
  const armor = f.armor && !isGap(f.armor) && f.armor.worn ? f.armor : null;
  const level = f.level;
  const elite = warrior.posto === 'elite' && armor !== null;
  const compiled = compileTechniques(warrior, f, owner, ruleset);
  const kit = options.kit ?? 'padrao';
  const techniques = keptTechniques(compiled.techniques, kit, options);
  const conditionTechniques = kit === 'padrao' ? compiled.conditionTechniques : [];
  const conviccoes = options.conviccoes ?? extra.conviccoes ?? f.conviccoes.count;
  const setimo: FighterSetimo =
    extra.setimo ?? (elite ? 'livre' : armor && conviccoes > 0 && level >= ruleset.cosmo.setimo.firstTimeFromLevel ? 'desperta' : 'nao');
  const resistencia = startingResistencia(armor ? armor.resistenciaCurrent + (extra.resistenciaBonus ?? 0) : 0, options.resistencia);
  const centelhas = options.centelhas ?? 0;
  if (!(Number.isInteger(centelhas) && centelhas >= 0)) throw new RangeError(`centelhas must be a whole number ≥ 0, got ${centelhas}`);
  return {
    name: options.name ?? (warrior.name || `Guerreiro de nível ${level}`),
    level,
    postoRank: armor ? (warrior.posto === 'elite' ? 2 : warrior.posto === 'prata' ? 1 : 0) : -1,
    elite,
    maxHp: options.bloodDonated ? bloodDonatedMaxHp(f.hp.total, options.bloodDonated, ruleset) : f.hp.total,
    def: isGap(f.def) ? 10 : f.def.total,
    ...armorFields(armor, { grau: f.grau, resistencia, centelhas, noOpeningVantagem: hasNoOpeningVantagem(warrior, f.licoes, ruleset) }, ruleset),
    ...golpeFields(f),
    ...cosmoFields(f, owner, options.cosmo, extra.tetoBonus ?? 0, ruleset),
    setimo,
    conviccoes,
    rises: options.rises ?? ruleset.combat.levantar.perFight,
    cicatriz: ruleset.combat.levantar.cicatrizHpPerLevel * level,
    techniques,
    conditionTechniques,
    limited: [...techniques, ...conditionTechniques].some((x) => x.oncePerFight || x.needsTeto || x.needsCharge),
    fortitude: f.passiveDefenses.fortitude.value.total,
    reflexos: f.passiveDefenses.reflexos.value.total,
    vontade: f.passiveDefenses.vontade.value.total,
    policy: policyOf(options.policy),
    reflect: compiled.reflect,
    markIndex: markIndexOf(techniques),
    milagre: options.milagre === true,
  };
}

/** The Resistência it starts the fight with: its armor's, at most `asked` (`FighterOptions.resistencia`). */
function startingResistencia(armorHas: number, asked: number | undefined): number {
  if (asked === undefined) return armorHas;
  if (!(Number.isInteger(asked) && asked >= 0)) throw new RangeError(`resistencia must be a whole number ≥ 0, got ${asked}`);
  return Math.min(armorHas, asked);
}

/** The armor on the body, as the ficha derives it. */
type WornArmor = Exclude<NonNullable<Ficha['armor']>, FichaGap>;

/** The fighter's fields that are read amid the armor's (in the fighter's field order). */
interface AmidArmor {
  readonly grau: number;
  readonly resistencia: number;
  readonly centelhas: number;
  readonly noOpeningVantagem: boolean;
}

/**
 * The armor's part of a fighter: its DEF, reactions, Elmo, casca, reflections and characteristics
 * (a damage characteristic works only on a living armor: `derived.characteristics` is empty on a
 * casca or a shattered one); without an armor on the body, none of them.
 */
function armorFields(armor: WornArmor | null, amid: AmidArmor, ruleset: Ruleset) {
  const d = armor?.derived;
  const grau = amid.grau;
  // Probe the armor domain once: keep the armor only when a golpe comum loses damage through it.
  const damageArmor = d && damageThroughArmor(d, 'golpe_comum', PROBE_DAMAGE, grau, ruleset) !== PROBE_DAMAGE ? d : null;
  return {
    armorDef: armor ? armor.def.total : 0,
    bloquear: d && d.reactions.bloquear ? d.effects.bloquearBonus : 0,
    aparar: d ? d.reactions.aparar : false,
    apararCost: ruleset.armor.aparar.resistenciaCost,
    resistencia: amid.resistencia,
    elmo: d && d.elmo.inPlace ? d.elmo.criticalsLeft : 0,
    cascaPieces: d && d.casca ? d.casca.left : 0,
    grau,
    damageArmor,
    reflectOnGolpe: d ? armorReflections(d, 'golpe_comum_hits_you', grau, ruleset) : [],
    reflectOnAparar: d ? armorReflections(d, 'aparar_tecnica', grau, ruleset) : [],
    centelhas: amid.centelhas,
    ofuscante: hasCharacteristic(armor?.derived.characteristics, 'ofuscante'),
    cortante: armor ? !golpeComumParriable(armor.derived, ruleset) : false,
    ignoresArmorBreaking: d ? ignoresArmorBreaking(activeImprovements(d), ruleset) : false,
    firstApararTaken: d ? firstApararDamageTaken(activeImprovements(d), ruleset) : undefined,
    acertoInSetimo: d ? d.effects.acertoInSetimo : 0,
    advantageOnRise: d ? advantageOnRise(d, ruleset) : false,
    noOpeningVantagem: amid.noOpeningVantagem,
    sacrifice: ruleset.armor.options.sacrifice && d !== undefined && d.reactions.aparar,
  } satisfies Partial<Fighter>;
}

/** The golpe comum and the Iniciativa of the ficha. */
function golpeFields(f: Ficha) {
  return {
    initiative: f.initiative.total,
    des: f.attributes.DES.value,
    attack: f.golpeComum.toHit.total,
    golpes: f.golpeComum.attacks,
    golpeDie: f.golpeComum.damageDie,
    golpeBonus: f.golpeComum.damageBonus,
  } satisfies Partial<Fighter>;
}

/**
 * The Cosmo of the ficha: where it starts (the ficha's start capped by the Teto when
 * `cosmo.start.cappedByTeto`, or the Teto, or the piso), the Teto with the enemy's bonus, the most
 * points burned in the Sexto and in the Sétimo, and the Teto the Sétimo adds.
 */
function cosmoFields(f: Ficha, owner: TechniqueOwner, cosmo: FighterOptions['cosmo'], tetoBonus: number, ruleset: Ruleset) {
  const setimoRow = ruleset.cosmo.sentidos.find((s) => s.id === 'setimo');
  const teto = f.cosmo.teto.total + tetoBonus;
  const start = Math.min(f.cosmo.start.total, ruleset.cosmo.start.cappedByTeto ? teto : Infinity);
  const piso = f.cosmo.floor.total;
  return {
    cosmoStart: cosmo === 'teto' ? teto : cosmo === 'piso' ? piso : start,
    piso,
    teto,
    maxBurn: maxBurnPoints(owner, ruleset),
    maxBurnSetimo: maxBurnPoints({ ...owner, sentido: 'setimo' }, ruleset),
    setimoTeto: setimoRow ? setimoRow.teto : 0,
  } satisfies Partial<Fighter>;
}

/**
 * Compiles a stored warrior enemy: its character part ({@link fighterFromWarrior}), its Convicções
 * (the type's, or its own count), its trait bonuses, and how it reaches the Sétimo (`awakens`).
 *
 * @param e - The stored enemy.
 * @param options - Stands, starting Cosmo, kit, policy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fighter.
 * @example
 * ```ts
 * import { referenceEnemy } from 'sangue-e-estrelas';
 * fighterFromEnemy(referenceEnemy(9, 'prata', { type: 'rival' })).conviccoes //=> 1
 * ```
 */
export function fighterFromEnemy(e: WarriorEnemy, options: FighterOptions = {}, ruleset: Ruleset = bookRuleset): Fighter {
  const conviccoes = options.conviccoes ?? enemyConviccaoCount(e, ruleset);
  const setimo: FighterSetimo | undefined =
    e.awakens === undefined ? undefined : e.awakens === 'quando_quiser' ? 'livre' : e.awakens === 'nao' || conviccoes === 0 ? 'nao' : 'desperta';
  return fighterFromWarrior(e, { ...options, conviccoes }, ruleset, {
    ...(e.tetoBonus !== undefined && { tetoBonus: e.tetoBonus }),
    ...(e.resistenciaBonus !== undefined && { resistenciaBonus: e.resistenciaBonus }),
    ...(setimo !== undefined && { setimo }),
  });
}
