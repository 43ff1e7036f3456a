/**
 * Fighters of the simulator: a **compiled** fighter, a flat record of numbers read once (the hot
 * loop only adds and compares), and what a play policy sees and may choose.
 *
 * @module
 */
import type { ArmorReflection, DerivedArmor, armorReflections, damageThroughArmor, firstApararDamageTaken, ignoresArmorBreaking } from '../armor/index.js';
import type { FighterDivine } from './divine.js';

// The reference fighter's attribute builds, here too: the book's figures (`livro/rows.ts`) name them from this module.
export type { ReferenceBuild } from './reference-build.js';

/**
 * One damage technique of a compiled fighter: the numbers of its receipt at the fighter's level.
 *
 * @example
 * ```ts
 * const t: FighterTechnique = referenceFighter({ level: 1 }).techniques[0]!;
 * t.points //=> 5
 * ```
 */
export interface FighterTechnique {
  /** Name (for the log). */
  readonly name: string;
  /** Cost in Cosmo. */
  readonly cost: number;
  /** Damage points (dice). */
  readonly points: number;
  /** Sides of the damage die. */
  readonly die: number;
  /** The point bonus (added once per point, burned and critical points included). */
  readonly pointBonus: number;
  /** points × point bonus + the attribute modifier. */
  readonly flat: number;
  /** Attack bonus. */
  readonly attack: number;
  /** The technique's Grau (the life price multiplies by it). */
  readonly grau: number;
  /** It carries `atravessa_armadura`: the target cannot Aparar it. */
  readonly pierces: boolean;
  /** It carries `quebra_armadura` (on a casca it takes one more piece). */
  readonly breaks: boolean;
  /** An area technique (against a band it drops up to the area cap). */
  readonly area: boolean;
  /** Average damage. */
  readonly average: number;
  /** Average of one more damage point (burned or critical). */
  readonly perPoint: number;
  /** The life price's die per point (d4). */
  readonly priceDie: number;
  /** The life price's multiplier (the Grau). */
  readonly priceTimes: number;
  /** What it rolls against: the DEF (an attack) or a passive defense (a Rolagem de Efeito). */
  readonly against: 'DEF' | 'fortitude' | 'reflexos' | 'vontade';
  /** A missed Rolagem de Efeito still deals half the damage (`techniques.rolls.efeito.missHalvesDamage`). */
  readonly halfOnMiss: boolean;
  /** The condition it imposes (a medium or strong one, with a Rolagem de Efeito), or `null`. */
  readonly condition: FighterCondition | null;
  /** Limitation "só uma vez por luta" (`techniques.limitations[slug].fight`). */
  readonly oncePerFight: boolean;
  /** Limitation "só com o Cosmo no Teto". */
  readonly needsTeto: boolean;
  /** Limitation "exige carregar": no technique in the turn before. */
  readonly needsCharge: boolean;
  /** Limitation "causa 1d6 por Grau em você": faces of the die per Grau the user takes (0: none). */
  readonly selfDamageSides: number;
  /** Limitation "te deixa Caído / Desprevenido": the condition the user gets, or `null`. */
  readonly selfCondition: FighterCondition | null;
  /** Its size (Refletir's CD reads it: `techniques.effects.refletir.reflectCdBase` + the size). */
  readonly size?: number;
  /** Modifier "marca": each hit leaves a mark on the target until the end of the fight. */
  readonly marks?: boolean;
  /**
   * Modifier "desfecho": with this many marks on the target (`techniques.modifiers.desfecho.marks`),
   * once per fight, it becomes the Desfecho — a Rolagem de Efeito against {@link finisherAgainst}; a
   * hit drops the target to 0 PV and it does not stand this fight. 0: none.
   */
  readonly finisherMarks?: number;
  /** The passive defense the Desfecho rolls against (`techniques.modifiers.desfecho.against`). */
  readonly finisherAgainst?: 'fortitude' | 'reflexos' | 'vontade';
  /** Limitation "volta contra você": a missed Rolagem de Efeito costs the user its next turn. */
  readonly backfires?: boolean;
  /** Limitation "pode ser quebrado": the damage an ally of the target deals to the effect to undo it, and the effect's DEF. */
  readonly breakable?: { readonly hp: number; readonly def: number } | null;
  /** It is the fighter's Golpe do Assento (never the lone boss's answer; after a plain technique it ties with). */
  readonly golpeDoAssento?: boolean;
}

/**
 * A reaction technique with Refletir (the Muralha de Cristal): when a technique that does not
 * pierce the armor is declared against the fighter, it rolls d20 + {@link bonus} against
 * {@link cdBase} + the technique's size (`techniques.effects.refletir`).
 *
 * @example
 * ```ts
 * const r: FighterReflect | null = referenceFighter({ level: 16, posto: 'ouro', assento: 'muralha' }).reflect;
 * r?.cost //=> 4
 * ```
 */
export interface FighterReflect {
  /** Name (for the log). */
  readonly name: string;
  /** Cost in Cosmo. */
  readonly cost: number;
  /** The roll's bonus: the technique's attribute modifier + the proficiency. */
  readonly bonus: number;
  /** "Só uma vez por luta". */
  readonly oncePerFight: boolean;
  /** The CD: this + the reflected technique's size. */
  readonly cdBase: number;
  /** Passed: the share of the technique that goes back to who cast it (1 = "volta inteira"). */
  readonly returned: number;
  /** Failed: the share of the damage that still passes ("metade"). */
  readonly passes: number;
}

/**
 * A condition a technique imposes, with what it does in the fight (`combat.conditions[slug].fight`,
 * read when the fighter is compiled).
 *
 * @example
 * ```ts
 * const c = referenceFighter({ level: 1, condition: { slug: 'atordoado' } }).conditionTechniques[0]!.condition!;
 * c.skipsAction //=> true
 * ```
 */
export interface FighterCondition {
  /** The condition's slug (`combat.conditions`). */
  readonly slug: string;
  /** Its name (for the log). */
  readonly name: string;
  /** Its grade: a strong one ended is not imposed again by the same technique on the same target. */
  readonly grade: 'fraca' | 'media' | 'forte';
  /** It loses its action. */
  readonly skipsAction: boolean;
  /** It has no reaction. */
  readonly noReaction: boolean;
  /** Desvantagem on its attacks. */
  readonly attacksWithDisadvantage: boolean;
  /** Attacks against it have Vantagem. */
  readonly attackedWithAdvantage: boolean;
  /** Ends after one attack. */
  readonly oneAttack: boolean;
  /** Golpes comuns that hit it are critical. */
  readonly meleeHitsAreCritical: boolean;
  /** Nobody reaches it. */
  readonly unreachable: boolean;
  /** Faces of the die rolled per Grau of the imposing technique at the end of its turn (0: none). */
  readonly endOfTurnDamageSides: number;
}

/**
 * How a fighter chooses (the book's default policy and the named variants the figures use).
 *
 * @example
 * ```ts
 * const p: SimPolicy = { ...BOOK_POLICY, burns: false };
 * ```
 */
export interface SimPolicy {
  /** Pays with life and burns (SIMULATOR.md step 6). */
  readonly burns: boolean;
  /** Stands with a Convicção (Levantar). */
  readonly rises: boolean;
  /** `sensato`: parries a blow ≥ 20% of the max PV or lethal; `sempre`: every technique; `nunca`. */
  readonly parries: 'sensato' | 'sempre' | 'nunca';
  /** Bloquear golpes comuns and piercing techniques when the reaction is free. */
  readonly blocks: boolean;
  /** Concentrar (step 8). */
  readonly concentrates: boolean;
  /** Awakens the Sétimo (steps 1, 3, 5). */
  readonly awakens: boolean;
  /**
   * "Uma condição média rende mais usada uma vez, na hora certa" (Capítulo Cinco, "Condições"): each
   * medium condition technique is used once per fight, in the first turn the target can pay for its
   * big technique (step 4 otherwise repeats it whenever the target lacks the condition).
   */
  readonly conditionOnce?: boolean;
  /** Which techniques it uses. */
  readonly techniques: 'todas' | 'nunca' | 'so_grande' | 'so_pequena';
  /**
   * Awakens by destroying its own eyes instead of burning (issue #14, "blinds himself to awaken"):
   * where step 5 would burn, it spends the action on the mutilation (the Visão lost: +1 Cosmo,
   * +1 Teto, the sense's DEF penalty, the mutilation's damage) — the sacrifice of the Sétimo.
   */
  readonly blindsToAwaken?: boolean;
  /**
   * An app's own choice, asked at the start of each action (after the Levantar and the clock): return
   * a {@link SimChoice}, or `null` to let the book's policy choose. A plain function of plain numbers.
   */
  readonly choose?: (me: SimView, target: SimView, round: number) => SimChoice | null;
}

/**
 * What a fighter looks like to a policy function: its numbers now.
 *
 * @example
 * ```ts
 * const v: SimView = { name: 'Téo', hp: 10, maxHp: 16, cosmo: 3, teto: 5, sentidoStep: 0, reaction: true, resistencia: 6, techniques: [], conditionTechniques: [], conditions: [] };
 * ```
 */
export interface SimView {
  /** Name. */
  readonly name: string;
  /** PV now. */
  readonly hp: number;
  /** Max PV now (after Cicatrizes). */
  readonly maxHp: number;
  /** Cosmo now. */
  readonly cosmo: number;
  /** Teto now. */
  readonly teto: number;
  /** 0 in the Sexto, 1 in the Sétimo. */
  readonly sentidoStep: number;
  /** The reaction is free. */
  readonly reaction: boolean;
  /** Resistência now. */
  readonly resistencia: number;
  /** Its damage techniques (the big one first). */
  readonly techniques: readonly FighterTechnique[];
  /** Its condition techniques. */
  readonly conditionTechniques: readonly FighterTechnique[];
  /** The slugs of the conditions on it now. */
  readonly conditions: readonly string[];
}

/**
 * A policy function's choice: the golpe comum, Concentrar, or technique `index` (of
 * {@link Fighter.techniques}) burning `burn` points (missing Cosmo is paid with life), or condition technique
 * `index` (of {@link Fighter.conditionTechniques}; ignored when the Cosmo does not pay for it).
 *
 * @example
 * ```ts
 * const c: SimChoice = { kind: 'tecnica', index: 0, burn: 1 };
 * ```
 */
export type SimChoice =
  | { readonly kind: 'golpe' }
  | { readonly kind: 'concentrar' }
  | { readonly kind: 'tecnica'; readonly index: number; readonly burn?: number }
  | { readonly kind: 'condicao'; readonly index: number };

/**
 * How a fighter reaches the Sétimo: `livre` (the elite: at the start of any turn, with the domínio),
 * `desperta` (a Bronze or Prata from the first-Sétimo level, with a Convicção), `nao`.
 *
 * @example
 * ```ts
 * const s: FighterSetimo = 'livre';
 * ```
 */
export type FighterSetimo = 'livre' | 'desperta' | 'nao';

/**
 * A compiled fighter: every number the fight needs, flat.
 *
 * @example
 * ```ts
 * const f: Fighter = referenceFighter({ level: 5 });
 * f.maxHp //=> 54
 * ```
 */
export interface Fighter {
  /** Name (for the log). */
  readonly name: string;
  /** Level. */
  readonly level: number;
  /** 0 Bronze, 1 Prata, 2 elite, −1 without armor (the Hierarquia reads it). */
  readonly postoRank: number;
  /** Elite (domínio, free Sétimo; no Hierarquia). */
  readonly elite: boolean;
  /** Max PV. */
  readonly maxHp: number;
  /** DEF with the armor. */
  readonly def: number;
  /** The armor's part of the DEF (lost when it shatters). */
  readonly armorDef: number;
  /** Bloquear's DEF bonus (0: cannot block). */
  readonly bloquear: number;
  /** Can Aparar. */
  readonly aparar: boolean;
  /** Resistência spent per Aparar. */
  readonly apararCost: number;
  /** Resistência now. */
  readonly resistencia: number;
  /** Criticals the Elmo cancels. */
  readonly elmo: number;
  /** The pieces of a casca (a dead armor worn; the Posto's Resistência); 0 for a living armor or none. */
  readonly cascaPieces: number;
  /** The wearer's Grau (the armor characteristics' damage reads it). */
  readonly grau: number;
  /**
   * The armor whose characteristics change the damage of a golpe comum that hits the wearer
   * (Couraça grossa, through {@link damageThroughArmor}); `null` when none does.
   */
  readonly damageArmor: Pick<DerivedArmor, 'characteristics'> | null;
  /** What the attacker takes back when its golpe comum hits the wearer (Espinhos; {@link armorReflections}). */
  readonly reflectOnGolpe: readonly ArmorReflection[];
  /** What the attacker takes back when the wearer parries its technique (Espelhada). */
  readonly reflectOnAparar: readonly ArmorReflection[];
  /** Centelhas that friends outside the fight send it each round (spent at the start of its turn). */
  readonly centelhas: number;
  /** The Ofuscante characteristic: the first technique against it rolls with Desvantagem. */
  readonly ofuscante: boolean;
  /** Its golpes comuns cannot be parried (the Cortante characteristic, `golpeComumParriable`). */
  readonly cortante?: boolean;
  /**
   * A technique that breaks the armor takes no Resistência from its armor (an improvement with
   * `ignoresArmorBreaking`, the Gravação da constelação; {@link ignoresArmorBreaking}). Absent: false.
   */
  readonly ignoresArmorBreaking?: boolean;
  /**
   * The fraction of the damage its first Aparar of the fight takes, when an improvement changes it
   * (the Polimento de Pó de Estrelas: a quarter; {@link firstApararDamageTaken}). Absent: the
   * ruleset's `armor.aparar.damageTaken`.
   */
  readonly firstApararTaken?: { readonly numerator: number; readonly denominator: number };
  /**
   * Acerto added to its attacks and Rolagens de Efeito while it is in the Sétimo and its armor lives
   * (the Constelação viva characteristic, `armor.characteristics[].whileSetimo.acerto`). Absent: 0.
   */
  readonly acertoInSetimo?: number;
  /**
   * Its next attack has Vantagem after it stands with a Convicção while its armor lives (the
   * Coração de estrela characteristic, `armor.characteristics[].onRise`). Absent: false.
   */
  readonly advantageOnRise?: boolean;
  /**
   * An opening strike against it has no Vantagem (the lição Briga de Rua,
   * `creation.treinos[].licao.effects.noOpeningStrikeVantagem`). Absent: false.
   */
  readonly noOpeningVantagem?: boolean;
  /**
   * The optional rule "a armadura que se sacrifica" is on (`armor.options.sacrifice`) and its armor
   * can Aparar: parrying with the last point, it lets the armor die and takes no damage (the armor domain's `canSacrifice`).
   */
  readonly sacrifice?: boolean;
  /** Initiative bonus. */
  readonly initiative: number;
  /** DES value (breaks initiative ties). */
  readonly des: number;
  /** Golpe comum: attack bonus, golpes per action, die, damage bonus. */
  readonly attack: number;
  /** Golpes per Golpe action (Ataque Extra). */
  readonly golpes: number;
  /** Golpe comum die. */
  readonly golpeDie: number;
  /** Golpe comum damage bonus. */
  readonly golpeBonus: number;
  /** Cosmo at the start of the fight. */
  readonly cosmoStart: number;
  /** Piso. */
  readonly piso: number;
  /** Teto (in the Sexto). */
  readonly teto: number;
  /** Most points burned in the Sexto / in the Sétimo. */
  readonly maxBurn: number;
  /** Most points burned in the Sétimo. */
  readonly maxBurnSetimo: number;
  /** Teto added by the Sétimo. */
  readonly setimoTeto: number;
  /** How it reaches the Sétimo. */
  readonly setimo: FighterSetimo;
  /** Convicções. */
  readonly conviccoes: number;
  /** Stands allowed per fight (Levantar). */
  readonly rises: number;
  /** Max PV lost per stand (the Cicatriz). */
  readonly cicatriz: number;
  /** Damage techniques with Ataque, the big one first. */
  readonly techniques: readonly FighterTechnique[];
  /** Techniques that impose a medium or strong condition with a Rolagem de Efeito (with or without damage), the most expensive first. */
  readonly conditionTechniques: readonly FighterTechnique[];
  /** Some technique carries a limitation that blocks it in some turns (once per fight, Teto, charge). */
  readonly limited: boolean;
  /** Passive defenses (the Rolagem de Efeito rolls against them). */
  readonly fortitude: number;
  /** Reflexos. */
  readonly reflexos: number;
  /** Vontade. */
  readonly vontade: number;
  /** Its policy. */
  readonly policy: SimPolicy;
  /** Its Refletir reaction (the Muralha de Cristal), or `null`. */
  readonly reflect?: FighterReflect | null;
  /** Index in {@link techniques} of the technique with Marca and Desfecho (the Agulha Escarlate), or −1. */
  readonly markIndex?: number;
  /**
   * The miracle (Capítulo Cinco, "Levantar"; tables/11-aliados.md › "O milagre"): when it stands
   * before a foe of a higher Posto, its god's Centelha arrives — `enemies.patronGod.miracle`.
   */
  readonly milagre?: boolean;
  /**
   * Gods, the Sentido it starts the fight in, the Oitavo, the Divine armor, one's own god (Cap. 4,
   * Cap. 10; {@link FighterDivine}). Absent for everyone else (the fight checks it once).
   */
  readonly divine?: FighterDivine;
  /** A combat ally (Cap. 11): acts right after its controller, does not count for Sozinho contra muitos, nor reads techniques. */
  readonly ally?: boolean;
  /**
   * An apprentice in the armor trial (Cap. 3): a human until it stands with its Convicção, then this
   * awakened warrior (with `creation.humans.trial.standHpFraction` of its PV and the Cosmo at the Teto).
   * Against an awakened one a human is a figurante: one hit downs it.
   */
  readonly awakensAs?: Fighter;
}
