/**
 * One fight between two sides of compiled fighters: turn order, the Cosmo clock, the golpe comum,
 * techniques (cost, damage, paying with life and burning), Levantar, the Sétimo, Aparar and
 * Bloquear, critical hits and the Elmo, Resistência and shattering, Lidas, the Ofuscante, the
 * Constelação viva and the Coração de estrela, the opening strike of a surprise and a fixed
 * Iniciativa, the Guerra dos Mil Dias, Sozinho contra muitos and the time-out — every rule read from the ruleset
 * once per fight, the book's default policy (SIMULATOR.md) choosing each turn.
 *
 * @module
 */
import { divideRounded, rollDie, rollOutcome, roundFraction, type RandomSource } from '../dice/index.js';
import { bookRuleset, centelhaTetoGain, clockGain, levantarCosmo, levantarHp, type Ruleset } from '../rules/index.js';
import { apararDamageTaken, canSacrifice, cascaPiecesBroken, damageThroughArmor, rollReflection, type ArmorReflection } from '../armor/index.js';
import { cosmoAfterUse } from '../technique/index.js';
import type { Fighter, FighterCondition, FighterTechnique, SimView } from './fighter.js';
import { marksBy, miracleComes, reflectWanted, rightTimeForCondition } from './golpes.js';
import { divineBreakOf, godHitFraction, reachesBuda } from './divine.js';

/** A condition on a fighter: what it does, who imposed it and with which technique. */
interface ActiveCondition {
  readonly cond: FighterCondition;
  readonly from: Combatant;
  readonly tech: FighterTechnique;
}

/**
 * Options of one fight.
 *
 * @example
 * ```ts
 * const o: FightOptions = { maxRounds: 40, soloAgainstMany: true };
 * ```
 */
export interface FightOptions {
  /** Round cap; a fight still going is a draw (SIMULATOR.md: 40). */
  readonly maxRounds?: number;
  /** The "Sozinho contra muitos" rule for a lone enemy with Convicções (default true). */
  readonly soloAgainstMany?: boolean;
  /** The ruleset (defaults to the book's). */
  readonly ruleset?: Ruleset;
  /** Collect a readable pt-BR narrative. */
  readonly log?: boolean;
  /**
   * Iniciativa fixed by the scenario: the fighters of this side (0 the first, 1 the second) act
   * before every fighter of the other side, each side in its rolled order. Default: the rolled
   * Iniciativa alone (Cap. 5: "todo mundo rola 1d20 + DES").
   */
  readonly firstSide?: 0 | 1;
  /**
   * Surprise (Cap. 5, "Surpresa: o golpe de abertura"): every fighter of this side gives the opening
   * strike before the Iniciativa — one golpe comum with Vantagem (none against the lição Briga de
   * Rua), the target without its reaction until its first turn (`combat.openingStrike`); then
   * everybody rolls the Iniciativa. Default: no surprise.
   */
  readonly surprise?: 0 | 1;
}

/**
 * What one fight gave.
 *
 * @example
 * ```ts
 * const r: FightOutcome = fight([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], createRandom(1));
 * r.winner //=> 0, 1 or -1
 * ```
 */
export interface FightOutcome {
  /** 0: the first side won; 1: the second; −1: a draw (time-out or the Guerra dos Mil Dias). */
  readonly winner: number;
  /** Rounds played. */
  readonly rounds: number;
  /** The fight ended in the Guerra dos Mil Dias. */
  readonly milDias: boolean;
  /** Fighters at 0 PV at the end, per side. */
  readonly fallen: readonly [number, number];
  /** Damage dealt, per side. */
  readonly damage: readonly [number, number];
  /** Damage dealt by techniques, per side. */
  readonly techniqueDamage: readonly [number, number];
  /** Techniques used (both sides). */
  readonly techniques: number;
  /** Uses that burned or paid with life. */
  readonly burns: number;
  /** Levantar. */
  readonly rises: number;
  /** Awakenings: a Bronze's or Prata's Sétimo, the seed's Nono (falling twice), an apprentice's Sexto in the armor trial. */
  readonly awakenings: number;
  /** Armors that died (shattered with the wearer at 0 PV, or the Mil Dias). */
  readonly armorsKilled: number;
  /** The narrative, when asked. */
  readonly log: readonly string[] | null;
}

/** The shared empty condition list (never pushed to: a fighter gets its own list with its first condition). */
const NO_CONDITIONS: ActiveCondition[] = [];

/** The mutable per-fight state of one fighter: flat numbers. */
class Combatant {
  hp: number;
  maxHp: number;
  cosmo: number;
  teto: number;
  step = 0;
  reaction = true;
  def: number;
  resistencia: number;
  shattered: boolean;
  elmo: number;
  ofuscante: boolean;
  /** Pieces of its casca left (0: not a casca, or a casca in pieces). */
  pieces: number;
  /** Vantagem on its next attack (a Centelha). */
  advantage = false;
  /** Centelhas received this fight. */
  centelhasGot = 0;
  /** The turn its Espinhos last answered (once per turn). */
  spinesTurn = -1;
  /** It has parried in this fight (the Polimento's quarter is for the first Aparar). */
  parried = false;
  /** Its Espelhada has answered (once per fight). */
  mirrorUsed = false;
  /** Its armor died in this fight (the sacrifice): it cannot die again. */
  armorDead = false;
  /** It destroyed its own eyes (the Visão lost). */
  blind = false;
  /** Its conditions (usually none: the shared empty list until the first one comes). */
  conds: ActiveCondition[] = NO_CONDITIONS;
  /** Bit i: technique i (bit 16 + i: condition technique i) with "só uma vez por luta" was used. */
  onceUsed = 0;
  /** It used a technique in this turn / it used none in its turn before ("exige carregar"). */
  usedTech = false;
  charged = false;
  /** Turns it started. */
  turns = 0;
  /** Strong conditions that ended: the same technique does not impose them on it again. */
  immune: ActiveCondition[] = NO_CONDITIONS;
  /** The conditions' effects, summed (refreshed when one comes or goes). */
  skip = false;
  noReact = false;
  attDis = false;
  attAdv = false;
  meleeCrit = false;
  unreachable = false;
  noStand = false;
  risesUsed = 0;
  conviccoes: number;
  /** Cannot stand any more this fight. */
  out = false;
  /** Bit i: technique i was read by the opponents (the Lida). */
  read = 0;
  /** The round, target and natural of its last technique (the Mil Dias clash). */
  techRound = 0;
  techTarget: Combatant | null = null;
  techNatural = 0;
  locked: Combatant | null = null;
  milDiasClock = 0;
  initRoll = 0;
  gainedThisTurn = false;
  /** Acerto while in the Sétimo (Constelação viva; 0 without). */
  readonly setimoAcerto: number;
  /** Vantagem on the next attack after standing (Coração de estrela). */
  readonly heart: boolean;
  /** "Volta contra você": its Rolagem de Efeito missed, it loses its next turn. */
  lostTurn = false;
  /** The miracle came (once per fight): Vantagem until the end of the fight / the domínio gone. */
  blessed = false;
  blessedAdvantage = false;
  noDominio = false;
  /** The marks on it ("marca"): one entry per mark, the one who left it (null: none yet). */
  marks: Combatant[] | null = null;
  /** Its Desfecho came out (once per fight). */
  finisherUsed = false;
  /** Its Refletir answered (for "só uma vez por luta"). */
  reflectUsed = false;
  /** Bit i: medium condition technique i used once ("na hora certa" policy). */
  condOnceUsed = 0;
  /** What is left of a breakable condition on it ("pode ser quebrado"): damage its allies still must deal; 0: none. */
  iceHp = 0;
  iceDef = 0;
  /** In the Buda state (the Oitavo): a spirit only those with the Oitavo reach. */
  buda = false;
  constructor(
    public f: Fighter,
    readonly side: number,
    readonly name: string,
  ) {
    this.hp = f.maxHp;
    this.maxHp = f.maxHp;
    this.cosmo = f.cosmoStart;
    this.teto = f.teto;
    this.def = f.def;
    this.resistencia = f.resistencia;
    this.pieces = f.cascaPieces;
    // A casca has no Resistência: it shatters when its pieces run out, not before.
    this.shattered = f.cascaPieces === 0 && f.armorDef > 0 && f.resistencia <= 0;
    if (this.shattered) this.def -= f.armorDef;
    this.elmo = f.elmo;
    this.ofuscante = f.ofuscante;
    this.conviccoes = f.conviccoes;
    this.setimoAcerto = f.acertoInSetimo ?? 0;
    this.heart = f.advantageOnRise === true;
    if (f.divine !== undefined) this.step = f.divine.startStep;
  }
  canRise(): boolean {
    return !this.out && !this.noStand && this.f.policy.rises && this.conviccoes > 0 && this.risesUsed < this.f.rises;
  }
  /** Has the condition `slug` now. */
  has(slug: string): boolean {
    for (let i = 0; i < this.conds.length; i++) if (this.conds[i]!.cond.slug === slug) return true;
    return false;
  }
}

/**
 * "Dois degraus acima: além disso, os ataques dele contra você só acertam num 20 natural" (seed,
 * Capítulo Quatro, "A diferença de Sentido"): `c` attacks `t` two Sentido steps or more above it
 * (the Sexto against the Nono), and the natural is below `cosmo.stepDifference.twoAboveHitsOnlyOnNatural`.
 */
function twoStepsBelow(c: { readonly step: number }, t: { readonly step: number }, nat: number, R: { readonly twoAboveNatural: number }): boolean {
  return t.step - c.step >= 2 && nat < R.twoAboveNatural;
}

/** Rules read once per fight from the ruleset. */
interface Rules {
  concentrar: number;
  cosmoOnHit: number;
  critDice: number;
  critPoints: number;
  dominio: number;
  /** Two Sentido steps above: the lower one's attacks only hit on this natural (`cosmo.stepDifference.twoAboveHitsOnlyOnNatural`). */
  twoAboveNatural: number;
  /** The seed's Nono by falling twice (`cosmo.nono.variants[options.nono]`), `null` when the variant has no such stand. */
  nono: { step: number; teto: number; standHpFraction: number } | null;
  /** The Sétimo's step: the domínio is the Sétimo's ("os dois no Sétimo e só um é de elite", tables/04 › O Sétimo dominado). */
  setimoStep: number;
  hierBonus: number;
  hierPenalty: number;
  lida: number;
  clashMin: number;
  clashMax: number;
  segments: number;
  lastStrikeHp: number;
  /** Resistência a hit of a technique that breaks the armor takes from a living armor (`armor.breaking.resistenciaPerHit`). */
  breakingPerHit: number;
  soloMinConv: number;
  soloMinChars: number;
  centelhaCosmo: number;
  centelhaAdvantage: boolean;
  centelhaBreaksGuerra: boolean;
  senseLossCosmo: number;
  senseLossTeto: number;
  visaoDefPenalty: number;
  mutilationDice: number;
  mutilationSides: number;
  /** Conditions that keep one from standing with a Convicção (`combat.levantar.cannotStand`). */
  noStand: ReadonlySet<string>;
  rerollConditions: boolean;
  forteOnce: boolean;
  /** The opening strike (`combat.openingStrike`): with Vantagem, only a golpe comum, the target without reaction. */
  openingAdvantage: boolean;
  openingGolpeOnly: boolean;
  openingNoReaction: boolean;
  /** The miracle (`enemies.patronGod.miracle`). */
  miracleHigherPosto: boolean;
  miracleAdvantage: boolean;
  miracleNoDominio: boolean;
  ruleset: Ruleset;
}

function senseRow(rs: Ruleset, id: string): Ruleset['cosmo']['senses']['list'][number] | undefined {
  const list = rs.cosmo.senses.list;
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return list[i];
  return undefined;
}

function nonoStand(rs: Ruleset): Rules['nono'] {
  const v = rs.cosmo.nono.variants[rs.cosmo.options.nono];
  let row: Ruleset['cosmo']['sentidos'][number] | undefined;
  for (let i = 0; i < rs.cosmo.sentidos.length; i++) if (rs.cosmo.sentidos[i]!.id === 'nono') row = rs.cosmo.sentidos[i];
  if (!v || v.standHpFraction === null || !row || row.step === null) return null;
  return { step: row.step, teto: row.teto, standHpFraction: v.standHpFraction };
}

function senseStep(rs: Ruleset, id: string): number {
  const list = rs.cosmo.sentidos;
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return list[i]!.step ?? -1;
  return -1;
}

const RULES = new WeakMap<Ruleset, Rules>();
let lastRuleset: Ruleset | null = null;
let lastRules: Rules | null = null;
function rulesOf(rs: Ruleset): Rules {
  if (rs === lastRuleset) return lastRules!;
  let r = RULES.get(rs);
  if (!r) {
    const K = rs.cosmo;
    r = {
      concentrar: K.concentrar,
      cosmoOnHit: rs.combat.golpeComum.cosmoOnHit,
      critDice: rs.resolution.critical.golpeComumDamageDiceMultiplier,
      critPoints: rs.resolution.critical.techniqueExtraDamagePoints,
      dominio: K.elite.dominio,
      twoAboveNatural: K.stepDifference.twoAboveHitsOnlyOnNatural,
      setimoStep: senseStep(rs, 'setimo'),
      nono: nonoStand(rs),
      hierBonus: K.hierarquia.bonus,
      hierPenalty: K.hierarquia.penalty,
      lida: rs.combat.lida.bonus,
      clashMin: K.guerraDosMilDias.clashNaturalMin,
      clashMax: K.guerraDosMilDias.clashNaturalMax,
      segments: K.guerraDosMilDias.segments,
      lastStrikeHp: K.lifePays.lastStrikeHpIfFoeFalls,
      breakingPerHit: rs.armor.breaking.resistenciaPerHit,
      soloMinConv: rs.enemies.soloAgainstMany.minConviccoes,
      soloMinChars: rs.enemies.soloAgainstMany.minCharacters,
      centelhaCosmo: K.centelhas.cosmo,
      centelhaAdvantage: K.centelhas.advantageOnNextAttack,
      centelhaBreaksGuerra: K.centelhas.breaksGuerra,
      senseLossCosmo: K.senses.lossCosmo,
      senseLossTeto: K.senses.lossTeto,
      visaoDefPenalty: senseRow(rs, 'visao')?.defPenalty ?? 0,
      mutilationDice: K.senses.mutilation.damage.dice,
      mutilationSides: K.senses.mutilation.damage.sides,
      noStand: new Set(rs.combat.levantar.cannotStand.flatMap((row) => row.conditions ?? [])),
      rerollConditions: rs.combat.conditionRules.rerollAtEndOfTargetTurn,
      forteOnce: rs.combat.conditionRules.forteNotReimposedBySameTechnique,
      openingAdvantage: rs.combat.openingStrike.advantage,
      openingGolpeOnly: rs.combat.openingStrike.golpeComumOnly,
      openingNoReaction: rs.combat.openingStrike.targetNoReactionUntilFirstTurn,
      miracleHigherPosto: rs.enemies.patronGod.miracle.requiresFoeOfHigherPosto,
      miracleAdvantage: rs.enemies.patronGod.miracle.advantageUntilEndOfFight,
      miracleNoDominio: rs.enemies.patronGod.miracle.negatesEliteDominio,
      ruleset: rs,
    };
    RULES.set(rs, r);
  }
  lastRuleset = rs;
  lastRules = r;
  return r;
}

/**
 * A fighter's name in the log: its own name; a number in parentheses only when two of its side share
 * the name ("Bronze 20 (2)"), and the side's letter when the other side has the name too ("Ouro 20 (B)").
 */
function logName(own: readonly Fighter[], other: readonly Fighter[], i: number, side: string): string {
  const f = own[i]!;
  let same = 0;
  let k = 0;
  for (let j = 0; j < own.length; j++) {
    if (own[j]!.name !== f.name) continue;
    same++;
    if (j <= i) k = same;
  }
  const clash = other.some((y) => y.name === f.name);
  const tag = same > 1 ? `${clash ? side : ''}${k}` : clash ? side : '';
  return tag ? `${f.name} (${tag})` : f.name;
}

function viewOf(c: Combatant): SimView {
  return {
    name: c.name,
    hp: c.hp,
    maxHp: c.maxHp,
    cosmo: c.cosmo,
    teto: c.teto,
    sentidoStep: c.step,
    reaction: c.reaction,
    resistencia: c.resistencia,
    techniques: c.f.techniques,
    conditionTechniques: c.f.conditionTechniques,
    conditions: c.conds.map((x) => x.cond.slug),
  };
}

/** The name of the defense a technique rolls against (for the log). */
function defenseLabel(tech: FighterTechnique): string {
  return tech.against === 'DEF' ? 'DEF' : tech.against === 'fortitude' ? 'Fortitude' : tech.against === 'reflexos' ? 'Reflexos' : 'Vontade';
}

/** Fractions of the policy (SIMULATOR.md), not rules of the book. */
const PARRY_SHARE = 0.2;
const LIFE_FLOOR = 0.15;
const BURN_KEEPS = 0.4;
const HOLD_ABOVE = 0.3;
const PRICE_MULTIPLE = 3;

/** `c` acts before `x`: its side is fixed to act first, or (same group) a higher Iniciativa, ties to the higher DES. */
function goesBefore(c: Combatant, x: Combatant, firstSide: number): boolean {
  if (firstSide >= 0 && c.side !== x.side) return c.side === firstSide;
  return x.initRoll < c.initRoll || (x.initRoll === c.initRoll && x.f.des < c.f.des);
}

/** The engine of one fight; reused state lives in locals. */
class Fight {
  readonly all: Combatant[];
  readonly sides: [Combatant[], Combatant[]];
  round = 0;
  milDias = false;
  damage = [0, 0] as [number, number];
  techDamage = [0, 0] as [number, number];
  techniques = 0;
  burns = 0;
  rises = 0;
  awakenings = 0;
  armorsKilled = 0;
  /** Turns started so far (Espinhos answers once per turn). */
  turn = 0;
  /** Breakable conditions ("pode ser quebrado") on someone now: their allies may break them. */
  iceCount = 0;
  /** Some fighter is a god, starts in a higher Sentido, has the Oitavo or the Divine armor (the gods' rules run). */
  readonly divine: boolean;
  /** Some fighter is a combat ally / an apprentice of the armor trial. */
  readonly allies: boolean;
  readonly humans: boolean;
  readonly log: string[] | null;
  constructor(
    a: readonly Fighter[],
    b: readonly Fighter[],
    readonly rng: RandomSource,
    readonly R: Rules,
    log: boolean,
    readonly solo: boolean,
  ) {
    const sa: Combatant[] = [];
    const sb: Combatant[] = [];
    const all: Combatant[] = [];
    for (let i = 0; i < a.length; i++) all.push(sa[i] = new Combatant(a[i]!, 0, log ? logName(a, b, i, 'A') : a[i]!.name));
    for (let i = 0; i < b.length; i++) all.push(sb[i] = new Combatant(b[i]!, 1, log ? logName(b, a, i, 'B') : b[i]!.name));
    this.sides = [sa, sb];
    this.all = all;
    this.log = log ? [] : null;
    let divine = false;
    let allies = false;
    let humans = false;
    for (let i = 0; i < all.length; i++) {
      const f = all[i]!.f;
      divine ||= f.divine !== undefined;
      allies ||= f.ally === true;
      humans ||= f.awakensAs !== undefined;
    }
    this.divine = divine;
    this.allies = allies;
    this.humans = humans;
  }

  say(text: string): void {
    this.log!.push(text);
  }

  d(sides: number): number {
    return rollDie(sides, this.rng);
  }

  /** A side is beaten when every fighter is down and cannot stand. */
  beaten(side: number): boolean {
    const s = this.sides[side]!;
    for (let i = 0; i < s.length; i++) {
      const c = s[i]!;
      if (c.hp > 0 || c.canRise()) return false;
    }
    return true;
  }

  /** The most wounded standing opponent (lowest share of its max PV). */
  target(c: Combatant): Combatant | null {
    const s = this.sides[1 - c.side]!;
    let best: Combatant | null = null;
    let bestShare = 2;
    for (let i = 0; i < s.length; i++) {
      const o = s[i]!;
      if (o.hp <= 0 || o.unreachable) continue;
      if (o.buda && !reachesBuda(c.f)) continue;
      const share = o.hp / o.maxHp;
      if (share < bestShare) {
        bestShare = share;
        best = o;
      }
    }
    return best;
  }

  gainCosmo(c: Combatant, n: number): void {
    if (c.cosmo < c.teto) c.cosmo = Math.min(c.teto, c.cosmo + n);
  }

  enterSetimo(c: Combatant, why: string): void {
    c.step = 1;
    c.teto += c.f.setimoTeto;
    if (c.f.setimo === 'desperta') {
      this.awakenings++;
      // Awakening a Sense: all its techniques become unread (combat.lida.overriddenBy).
      c.read = 0;
    }
    if (this.log) this.say(`${c.name} ${why} entra no Sétimo Sentido (Teto ${c.teto}).`);
  }

  /** Start of turn: the reaction, the Levantar, the clock, the elite's Sétimo. False: skips its turn. */
  startTurn(c: Combatant): boolean {
    this.turn++;
    c.reaction = true;
    // "Exige carregar": charged when its turn before had no technique (the first turn has no turn before).
    c.charged = c.turns > 0 && !c.usedTech;
    c.usedTech = false;
    c.turns++;
    c.gainedThisTurn = false;
    if (c.conds.length > 0) this.standUp(c);
    if (c.hp <= 0 && !this.rise(c)) return false;
    const clock = clockGain(this.round, this.R.ruleset);
    if (clock > 0) this.gainCosmo(c, clock);
    if (c.f.setimo === 'livre' && c.step === 0) this.enterSetimo(c, 'domina o Cosmo e');
    if (c.f.centelhas > 0) this.centelhas(c);
    if (c.noReact) c.reaction = false;
    return true;
  }

  /** The Centelhas of the round (kept out of the hot start of the turn). */
  centelhas(c: Combatant): void {
    for (let k = 0; k < c.f.centelhas; k++) this.centelha(c);
  }

  /** A fighter at 0 PV at the start of its turn stands with a Convicção (Levantar), or is out. */
  rise(c: Combatant): boolean {
    if (!c.canRise()) {
      c.out = true;
      return false;
    }
    if (c.f.awakensAs !== undefined) return this.awaken(c, c.f.awakensAs);
    const before = c.maxHp;
    c.maxHp = Math.max(1, c.maxHp - c.f.cicatriz);
    const miracle = c.f.milagre === true && !c.blessed && miracleComes(this, c, this.R.miracleHigherPosto);
    c.hp = levantarHp(before, c.maxHp, miracle, this.R.ruleset);
    c.conviccoes--;
    c.risesUsed++;
    this.rises++;
    if (this.log) this.say(`${c.name} gasta uma Convicção e se levanta com ${c.hp} PV.`);
    if (miracle) this.miracle(c);
    // Cosmo to the Teto it has as it stands, then the Sétimo raises the Teto, not the Cosmo.
    c.cosmo = levantarCosmo(c.cosmo, c.teto, this.R.ruleset);
    if (c.f.setimo === 'desperta' && c.step === 0 && c.f.policy.awakens) this.enterSetimo(c, 'levanta e');
    // Coração de estrela: "o seu próximo ataque tem Vantagem" — while the armor lives.
    if (c.heart && !c.shattered) {
      c.advantage = true;
      if (this.log) this.say(`O Coração de estrela de ${c.name} brilha: Vantagem no próximo ataque.`);
    }
    return true;
  }

  /**
   * The miracle: the god's Centelha reaches it as it stands (its Cosmo, Teto and Vantagem), and
   * `enemies.patronGod.miracle` adds Vantagem until the end of the fight and takes the domínio away.
   */
  miracle(c: Combatant): void {
    c.blessed = true;
    c.blessedAdvantage = this.R.miracleAdvantage;
    c.noDominio = this.R.miracleNoDominio;
    if (this.log) this.say(`A Centelha do deus de ${c.name} chega na hora em que ele se levantou: o milagre.`);
    this.centelha(c);
  }

  /**
   * A Centelha from a friend outside the fight (Capítulo Quatro, "Centelhas"): Cosmo, Teto up to the
   * per-fight cap ({@link centelhaTetoGain}), Vantagem on the next attack, and the Mil Dias broken.
   */
  centelha(c: Combatant): void {
    const R = this.R;
    c.centelhasGot++;
    c.teto += centelhaTetoGain(c.centelhasGot, R.ruleset) - centelhaTetoGain(c.centelhasGot - 1, R.ruleset);
    this.gainCosmo(c, R.centelhaCosmo);
    if (R.centelhaAdvantage) c.advantage = true;
    if (this.log) this.say(`${c.name} recebe uma Centelha (Cosmo ${c.cosmo}, Teto ${c.teto}).`);
    const p = c.locked;
    if (p !== null && R.centelhaBreaksGuerra) {
      c.locked = null;
      if (p.locked === c) p.locked = null;
      if (this.log) this.say(`A Centelha quebra a Guerra dos Mil Dias entre ${c.name} e ${p.name}.`);
    }
  }

  /** Its own conditions from a limitation that last until its next turn (Caído: it stands) end. */
  standUp(c: Combatant): void {
    let changed = false;
    for (let i = c.conds.length - 1; i >= 0; i--) {
      const a = c.conds[i]!;
      if (a.from === c && !a.cond.oneAttack) {
        c.conds.splice(i, 1);
        changed = true;
      }
    }
    if (changed) this.refresh(c);
  }

  /** A technique its limitations block now: spent (once per fight), the Cosmo below the Teto, not charged. */
  blocked(c: Combatant, x: FighterTechnique, bit: number): boolean {
    return (x.oncePerFight && (c.onceUsed & bit) !== 0) || (x.needsTeto && c.cosmo < c.teto) || (x.needsCharge && !c.charged);
  }

  /**
   * After a technique of its own turn: its limitations' price ("causa 1d6 por Grau em você", "te
   * deixa Caído / Desprevenido") and marks ("uma vez por luta", a technique this turn).
   */
  afterUse(c: Combatant, tech: FighterTechnique, bit: number): void {
    c.usedTech = true;
    if (tech.oncePerFight) c.onceUsed |= bit;
    if (tech.selfDamageSides > 0 && c.hp > 0) {
      let dmg = 0;
      for (let g = 0; g < tech.grau; g++) dmg += this.d(tech.selfDamageSides);
      c.hp = dmg >= c.hp ? 0 : c.hp - dmg;
      if (this.log) this.say(`${tech.name} cobra de ${c.name}: ${dmg} de dano.`);
      if (c.hp <= 0) {
        if (this.log) this.say(`${c.name} cai.`);
        if (c.shattered && c.f.armorDef > 0 && c.f.cascaPieces === 0 && !c.armorDead) this.armorsKilled++;
      }
    }
    if (tech.selfCondition !== null && c.hp > 0 && !c.has(tech.selfCondition.slug)) {
      if (c.conds === NO_CONDITIONS) c.conds = [];
      c.conds.push({ cond: tech.selfCondition, from: c, tech });
      this.refresh(c);
      if (this.log) this.say(`${c.name} fica ${tech.selfCondition.name}.`);
    }
  }

  /** Vantagem (+1), Desvantagem (−1) or neither (0) of `c`'s attack on `t`; spends a Centelha's Vantagem. */
  attackMode(c: Combatant, t: Combatant, disadvantage: boolean): number {
    const adv = c.step > t.step || c.advantage || t.attAdv || c.blessedAdvantage;
    const dis = disadvantage || c.step < t.step || c.attDis;
    c.advantage = false;
    // Conditions that last one attack (Desprevenido on the target, Ofuscado on the attacker).
    if ((c.attDis || t.attAdv) && (c.conds.length > 0 || t.conds.length > 0)) {
      this.spendOneAttack(c, true);
      this.spendOneAttack(t, false);
    }
    return adv === dis ? 0 : adv ? 1 : -1;
  }

  /** Ends the conditions that last one attack: `own` the attacker's (its Desvantagem), else the target's (its Vantagem against). */
  spendOneAttack(c: Combatant, own: boolean): void {
    let changed = false;
    for (let i = c.conds.length - 1; i >= 0; i--) {
      const k = c.conds[i]!.cond;
      if (k.oneAttack && (own ? k.attacksWithDisadvantage : k.attackedWithAdvantage)) {
        c.conds.splice(i, 1);
        changed = true;
      }
    }
    if (changed) this.refresh(c);
  }

  /** Sums the effects of `c`'s conditions into its flags. */
  refresh(c: Combatant): void {
    let skip = false;
    let noReact = false;
    let attDis = false;
    let attAdv = false;
    let meleeCrit = false;
    let unreachable = false;
    let noStand = false;
    for (let i = 0; i < c.conds.length; i++) {
      const k = c.conds[i]!.cond;
      skip ||= k.skipsAction;
      noReact ||= k.noReaction;
      attDis ||= k.attacksWithDisadvantage;
      attAdv ||= k.attackedWithAdvantage;
      meleeCrit ||= k.meleeHitsAreCritical;
      unreachable ||= k.unreachable;
      noStand ||= this.R.noStand.has(k.slug);
    }
    c.skip = skip;
    c.noReact = noReact;
    c.attDis = attDis;
    c.attAdv = attAdv;
    c.meleeCrit = meleeCrit;
    c.unreachable = unreachable;
    c.noStand = noStand;
    if (noReact) c.reaction = false;
  }

  /** `t` may receive `tech`'s condition from `c`: it lacks it, and a strong one of that technique has not ended on it. */
  canImpose(c: Combatant, t: Combatant, tech: FighterTechnique): boolean {
    const k = tech.condition;
    if (k === null || t.has(k.slug)) return false;
    for (let i = 0; i < t.immune.length; i++) if (t.immune[i]!.from === c && t.immune[i]!.tech === tech) return false;
    return true;
  }

  /** The condition comes on `t`. */
  impose(c: Combatant, t: Combatant, tech: FighterTechnique): void {
    if (t.conds === NO_CONDITIONS) t.conds = [];
    t.conds.push({ cond: tech.condition!, from: c, tech });
    this.refresh(t);
    if (this.log) this.say(`${t.name} fica ${tech.condition!.name}.`);
    if (tech.breakable) {
      t.iceHp = tech.breakable.hp;
      t.iceDef = tech.breakable.def;
      this.iceCount++;
    }
  }

  /**
   * The end of `c`'s turn with conditions: the damage at the end of the turn (Queimando), then the
   * one who imposed each condition rolls again; a miss ends it (a strong one is then not imposed
   * again by the same technique). A condition whose imposer is down ends (nobody rolls it).
   */
  endTurn(c: Combatant): void {
    const R = this.R;
    for (let i = 0; i < c.conds.length && c.hp > 0; i++) {
      const a = c.conds[i]!;
      if (a.cond.endOfTurnDamageSides > 0) {
        let dmg = 0;
        for (let g = 0; g < a.tech.grau; g++) dmg += this.d(a.cond.endOfTurnDamageSides);
        if (this.log) this.say(`${c.name} sofre ${dmg} de dano de ${a.cond.name}.`);
        this.hurt(a.from, c, dmg, true);
      }
    }
    if (!R.rerollConditions) return;
    let changed = false;
    for (let i = c.conds.length - 1; i >= 0; i--) {
      const a = c.conds[i]!;
      // Its own (a limitation's) end by their own rule, not by a roll.
      if (a.from === c) continue;
      let ends = a.from.hp <= 0;
      if (!ends) {
        // The same Rolagem de Efeito again, so the Sentido's step counts as in the first one: "um
        // degrau acima: você tem Vantagem nos ataques e nas Rolagens de Efeito contra ele, e ele tem
        // Desvantagem contra você" (seed, Capítulo Quatro, "A diferença de Sentido").
        const nat = this.d20(a.from.step > c.step ? 1 : a.from.step < c.step ? -1 : 0);
        const total = nat + a.tech.attack + this.edge(a.from, c);
        const def = this.defenseOf(c, a.tech);
        ends = rollOutcome(nat, total, def, 'efeito', R.ruleset) === 0;
        if (this.log) this.say(`${a.from.name} rola de novo ${a.cond.name} em ${c.name}: ${nat} + ${total - nat} = ${total} contra ${defenseLabel(a.tech)} ${def}, ${ends ? 'erra' : 'mantém'}.`);
      }
      if (ends) {
        c.conds.splice(i, 1);
        changed = true;
        if (a.tech.breakable && c.iceHp > 0) this.iceGone(c);
        if (a.cond.grade === 'forte' && R.forteOnce) {
          if (c.immune === NO_CONDITIONS) c.immune = [];
          c.immune.push(a);
        }
        if (this.log) this.say(`${c.name} se livra de ${a.cond.name}.`);
      }
    }
    if (changed) this.refresh(c);
  }

  /** The defense a technique rolls against: the DEF or a passive defense. */
  defenseOf(t: Combatant, tech: FighterTechnique): number {
    return tech.against === 'DEF' ? t.def : tech.against === 'fortitude' ? t.f.fortitude : tech.against === 'reflexos' ? t.f.reflexos : t.f.vontade;
  }

  /**
   * A technique with a Rolagem de Efeito that imposes a condition (with or without damage), index
   * `i` of the fighter's condition techniques: paid without burning, against a passive defense;
   * a hit deals the damage (parried like any technique) and imposes the condition; a miss deals half
   * the damage when the technique says so and imposes nothing.
   */
  conditionTechnique(c: Combatant, t: Combatant, i: number): void {
    const tech = c.f.conditionTechniques[i]!;
    const R = this.R;
    this.techniques++;
    c.cosmo = cosmoAfterUse(c.cosmo, tech.cost, false, c.f.piso);
    const bit = 1 << (16 + i);
    if (c.f.policy.conditionOnce === true) c.condOnceUsed |= 1 << i;
    const share = t.f.reflect ? this.tryReflect(c, t, tech, 0) : 1;
    if (share < 0) {
      this.afterUse(c, tech, bit);
      return;
    }
    const lida = this.lidaBonus(c, t, bit);
    const def = this.defenseOf(t, tech) + lida;
    // The Ofuscante: "a primeira técnica usada contra você rola com Desvantagem" — any technique,
    // its Rolagem de Efeito too; only while the armor lives ("Cada uma [...] só funciona com a
    // armadura no corpo", seed, Capítulo Sete, "As características").
    const ofuscado = t.ofuscante && !t.shattered;
    t.ofuscante = false;
    const nat = this.d20(this.attackMode(c, t, ofuscado));
    const total = nat + tech.attack + this.edge(c, t);
    const outcome = rollOutcome(nat, total, def, 'efeito', R.ruleset);
    if (outcome === 0 && tech.backfires === true) c.lostTurn = true;
    this.clash(c, t, nat);
    c.read |= bit;
    const against = defenseLabel(tech);
    let dmg = 0;
    let parried = false;
    // a critical adds damage points: a technique without damage has nothing to be critical with
    let crit = false;
    if (tech.points > 0 && (outcome > 0 || tech.halfOnMiss)) {
      crit = outcome === 2;
      if (crit && t.elmo > 0) crit = this.elmoHolds(t);
      const points = tech.points + (crit ? R.critPoints : 0);
      dmg = tech.flat + (crit ? R.critPoints : 0) * tech.pointBonus;
      for (let k = 0; k < points; k++) dmg += this.d(tech.die);
      if (dmg < 0) dmg = 0;
      if (share !== 1) dmg = divideRounded(dmg * Math.round(share * 100), 100, R.ruleset);
      if (outcome === 0) dmg = divideRounded(dmg, 2, R.ruleset);
      else if (this.canParry(t, tech) && c.locked !== t && (t.f.policy.parries === 'sempre' || dmg >= PARRY_SHARE * t.maxHp || dmg >= t.hp)) {
        parried = true;
        dmg = this.aparar(t, dmg);
      }
    }
    if (this.log)
      this.say(
        `${c.name} usa ${tech.name} em ${t.name}: ${nat} + ${total - nat} = ${total} contra ${against} ${def}, ${outcome > 0 ? 'acerta' : 'erra'}${parried ? `; ${t.name} apara` : ''}${tech.points > 0 ? `: ${dmg} de dano` : ''}.`,
      );
    if (outcome > 0) this.techniqueStruckArmor(c, t, tech, crit, tech.points > 0);
    if (tech.points > 0 && (outcome > 0 || tech.halfOnMiss)) this.hurt(c, t, dmg, true);
    else if (outcome > 0 && t.locked !== null && c.locked !== t) {
      // Someone from outside reaches one of the two locked in the Mil Dias: the lock breaks.
      t.locked.locked = null;
      t.locked = null;
    }
    // In the Guerra dos Mil Dias the hits between the two bring no damage nor condition.
    if (outcome > 0 && t.hp > 0 && c.locked !== t && this.canImpose(c, t, tech)) this.impose(c, t, tech);
    this.afterUse(c, tech, bit);
  }

  /**
   * The Guerra dos Mil Dias: two in the same Sentido (the Sétimo or above) using techniques on each
   * other in the same round, with the same natural d20 in the clash range.
   */
  clash(c: Combatant, t: Combatant, nat: number): void {
    if (this.divine && (c.f.divine?.god !== undefined || t.f.divine?.god !== undefined)) nat = 0;
    if (c.step > 0 && c.step === t.step && t.techRound === this.round && t.techTarget === c && t.techNatural === nat && nat >= this.R.clashMin && nat <= this.R.clashMax && c.locked === null && t.locked === null) {
      c.locked = t;
      t.locked = c;
      c.milDiasClock = 0;
      if (this.log) this.say(`Os dois d20 mostram ${nat}: ${c.name} e ${t.name} travam na Guerra dos Mil Dias.`);
    }
    c.techRound = this.round;
    c.techTarget = t;
    c.techNatural = nat;
  }

  /**
   * A technique's hit on `t`'s armor, the same for a damage and a condition technique: a casca loses
   * pieces ("uma peça por ataque que acerta"; more to a technique that breaks the armor, all to a
   * critical), a living armor the break of a technique that breaks it ({@link armorBroken}; not
   * between two locked in the Guerra dos Mil Dias).
   */
  techniqueStruckArmor(c: Combatant, t: Combatant, tech: FighterTechnique, critical: boolean, hurts: boolean): void {
    if (t.pieces > 0) this.cascaStruck(t, critical, tech.breaks);
    else if (tech.breaks && c.locked !== t) this.armorBroken(c, t, hurts);
  }

  /** A casca loses pieces to an attack that hit or was blocked; without pieces it shatters. */
  cascaStruck(t: Combatant, critical: boolean, armorBreaking: boolean): void {
    if (t.pieces <= 0) return;
    t.pieces -= cascaPiecesBroken(t.f.cascaPieces, { critical, armorBreaking }, this.R.ruleset);
    if (t.pieces <= 0) {
      t.pieces = 0;
      t.shattered = true;
      t.def -= t.f.armorDef;
      if (this.log) this.say(`A casca de ${t.name} se desfaz em pedaços.`);
    } else if (this.log) this.say(`A casca de ${t.name} perde peças (${t.pieces} de pé).`);
  }

  /** The armor answers the attacker (Espinhos, Espelhada): rolled by the armor domain. */
  reflect(t: Combatant, a: Combatant, list: readonly ArmorReflection[]): void {
    for (let i = 0; i < list.length && a.hp > 0; i++) {
      const r = list[i]!;
      const dmg = rollReflection(r, this.rng);
      if (this.log) this.say(`${r.label} de ${t.name} fere ${a.name}: ${dmg} de dano.`);
      this.hurt(t, a, dmg, false);
    }
  }

  /**
   * Destroys its own eyes (the mutilation of Capítulo Quatro, "Os cinco sentidos"): the mutilation's
   * damage, the Visão lost with its Cosmo, Teto and DEF penalty. False when it fell from it.
   */
  blindSelf(c: Combatant): boolean {
    const R = this.R;
    c.blind = true;
    let dmg = 0;
    for (let i = 0; i < R.mutilationDice; i++) dmg += this.d(R.mutilationSides);
    c.teto += R.senseLossTeto;
    this.gainCosmo(c, R.senseLossCosmo);
    c.def -= R.visaoDefPenalty;
    c.hp = dmg >= c.hp ? 0 : c.hp - dmg;
    if (this.log) this.say(`${c.name} destrói os próprios olhos: ${dmg} de dano, Cosmo ${c.cosmo}, Teto ${c.teto}, DEF ${c.def}.`);
    if (c.hp <= 0 && this.log) this.say(`${c.name} cai.`);
    return c.hp > 0;
  }

  /** The attack roll's modifiers between two fighters: [bonus, advantage(+1)/disadvantage(−1)/none(0)]. */
  edge(a: Combatant, t: Combatant): number {
    let bonus = 0;
    const R = this.R;
    if (a.step === t.step && a.step === R.setimoStep && a.f.elite !== t.f.elite && !a.noDominio && !t.noDominio) bonus += a.f.elite ? R.dominio : -R.dominio;
    if (!a.f.elite && !t.f.elite) {
      if (a.f.postoRank === 1 && t.f.postoRank === 0) bonus += R.hierBonus;
      else if (a.f.postoRank === 0 && t.f.postoRank === 1) bonus -= R.hierPenalty;
    }
    // Constelação viva: "enquanto você estiver no Sétimo, +1 no acerto" — while the armor lives.
    if (a.setimoAcerto !== 0 && a.step > 0 && !a.shattered) bonus += a.setimoAcerto;
    return bonus;
  }

  /** Rolls a d20 with Vantagem (+1), Desvantagem (−1) or neither. */
  d20(mode: number): number {
    const faces = this.R.ruleset.resolution.test.die;
    const r = this.d(faces);
    if (mode === 0) return r;
    const s = this.d(faces);
    return mode > 0 ? (s > r ? s : r) : s < r ? s : r;
  }

  /** Applies damage from `a` to `t`; handles the fall and the armor's death. */
  hurt(a: Combatant, t: Combatant, amount: number, technique: boolean): void {
    if (this.divine) amount = this.divineHit(a, t, amount, technique);
    // Before an awakened one, a human is a figurante: one hit downs it (Cap. 3).
    if (this.humans && t.f.awakensAs !== undefined && a.f.awakensAs === undefined && amount > 0) amount = t.hp;
    if (a.locked === t) amount = 0;
    else if (t.locked !== null) {
      // Someone from outside attacks one of the two: the lock breaks.
      t.locked.locked = null;
      t.locked = null;
    }
    if (amount > t.hp) amount = t.hp;
    t.hp -= amount;
    if (a.side === 0) {
      this.damage[0] += amount;
      if (technique) this.techDamage[0] += amount;
    } else {
      this.damage[1] += amount;
      if (technique) this.techDamage[1] += amount;
    }
    if (t.hp <= 0) {
      t.hp = 0;
      if (this.log) this.say(`${t.name} cai.`);
      if (t.shattered && t.f.armorDef > 0 && t.f.cascaPieces === 0 && t.resistencia <= 0 && !t.armorDead) this.armorsKilled++;
      if (this.divine && !t.buda && t.f.divine?.oitavo === true && !t.canRise()) this.beyondDeath(t);
    }
  }

  /**
   * Aparar after the hit: the reaction, 1 Resistência, half the damage (`apararDamageTaken`). With the
   * optional rule "a armadura que se sacrifica" on and the last point left (`canSacrifice`), the
   * wearer may let the armor die instead: the blow deals no damage and the armor is gone for the
   * fight. The policy (reconstructed: the rule says "pode") sacrifices only when the parried half
   * would still drop the wearer — a dead armor costs blood and material to bring back, so it is
   * given for a life. Returns the damage taken.
   */
  aparar(t: Combatant, dmg: number): number {
    t.reaction = false;
    // The Polimento de Pó de Estrelas: "A primeira vez que você apara em cada luta, sofre um quarto do dano".
    const taken = apararDamageTaken(dmg, t.parried ? undefined : t.f.firstApararTaken, this.R.ruleset);
    t.parried = true;
    if (t.f.sacrifice === true && taken >= t.hp && canSacrifice(t.resistencia, this.R.ruleset)) {
      if (this.log) this.say(`A armadura de ${t.name} se sacrifica: o golpe não entra, e ela morre.`);
      this.spendResistencia(t, t.resistencia);
      t.armorDead = true;
      this.armorsKilled++;
      return 0;
    }
    this.spendResistencia(t, t.f.apararCost);
    return taken;
  }

  /**
   * A hit between gods and the rest (Cap. 10, "Deuses"): the share of the damage that reaches a god
   * by the hitter's Sentido, and the god's "quebra divina" on the target's armor.
   */
  divineHit(a: Combatant, t: Combatant, amount: number, technique: boolean): number {
    const td = t.f.divine;
    if (td?.god !== undefined && amount > 0) {
      const before = amount;
      amount = divideRounded(amount * godHitFraction(a.f, a.step, td, this.R.ruleset), 1, this.R.ruleset);
      if (this.log && amount !== before) this.say(`${t.name} é um deus: sente ${amount} dos ${before} de dano.`);
    }
    if (a.f.divine?.god !== undefined && !t.shattered && t.f.armorDef > 0 && t.resistencia > 0) {
      const loss = divineBreakOf(a.f, a.f.grau, td, technique, this.R.ruleset);
      if (loss > 0) {
        if (this.log) this.say(loss === Infinity ? `O golpe de ${a.name} despedaça a armadura de ${t.name}.` : `O golpe de ${a.name} tira ${loss} de Resistência de ${t.name}.`);
        this.spendResistencia(t, loss === Infinity ? t.resistencia : loss);
      }
    }
    return amount;
  }

  /**
   * One with the Oitavo falls with no stand left: the Nono when the seed's three steps are there
   * (Cap. 4, "O Nono Sentido": the Oitavo; a fight against a god; it already fell and stood, in the
   * Sétimo — it says a Convicção, invoked, not spent, and stands in the Nono with
   * `standHpFraction` of its max PV and the Cosmo at the Teto, "no lugar do estado de Buda"),
   * else the Buda state.
   */
  beyondDeath(t: Combatant): void {
    const nono = this.R.nono;
    if (nono !== null && t.step >= 1 && t.step < nono.step && t.risesUsed > 0 && t.conviccoes > 0 && this.facesGod(t)) {
      t.step = nono.step;
      t.teto += nono.teto;
      t.hp = Math.max(1, roundFraction(t.maxHp * nono.standHpFraction, this.R.ruleset));
      t.cosmo = t.teto;
      t.out = false;
      t.read = 0;
      this.awakenings++;
      if (this.log) this.say(`${t.name} cai pela segunda vez, diz uma Convicção e levanta no Nono Sentido: ${t.hp} PV, Cosmo ${t.cosmo}.`);
      return;
    }
    this.enterBuda(t);
  }

  /** Some fighter of the other side is a god ("um deus": the lesser or the greater; a demigod is not one). */
  facesGod(t: Combatant): boolean {
    const o = this.sides[1 - t.side]!;
    for (let i = 0; i < o.length; i++) {
      const g = o[i]!.f.divine?.god;
      if (g === 'menor' || g === 'maior') return true;
    }
    return false;
  }

  /**
   * The Buda state (Cap. 4, "O Oitavo Sentido"): falling with no stand left, the body drops and the
   * spirit acts to the end of the fight with the PV it had at its start, without armor; only those
   * with the Oitavo (and the gods) reach it. Once per fight here (`cosmo.oitavo.budaPerLevel`: once
   * per level, and a figure is one fight).
   */
  enterBuda(t: Combatant): void {
    if (this.R.ruleset.cosmo.oitavo.budaPerLevel < 1) return;
    t.buda = true;
    t.out = false;
    t.maxHp = t.f.maxHp;
    t.hp = t.f.maxHp;
    if (!t.shattered && t.f.armorDef > 0) {
      t.shattered = true;
      t.def -= t.f.armorDef;
    }
    t.resistencia = 0;
    t.elmo = 0;
    t.pieces = 0;
    if (this.log) this.say(`${t.name} morre sem morrer: entra no estado de Buda, com ${t.hp} PV e sem armadura.`);
  }

  /**
   * The armor trial's awakening (Cap. 3, "O despertar: a prova da armadura"): the apprentice who
   * falls and says its Convicção stands as the awakened warrior, with `standHpFraction` of its PV,
   * the Cosmo at the Teto.
   */
  awaken(c: Combatant, w: Fighter): boolean {
    const R = this.R.ruleset;
    c.conviccoes--;
    c.risesUsed++;
    this.rises++;
    this.awakenings++;
    c.f = w;
    c.maxHp = w.maxHp;
    c.hp = Math.max(1, roundFraction(w.maxHp * R.creation.humans.trial.standHpFraction, R));
    c.teto = w.teto;
    c.cosmo = w.teto;
    c.def = w.def;
    c.resistencia = w.resistencia;
    c.shattered = w.armorDef > 0 && w.resistencia <= 0;
    c.elmo = w.elmo;
    c.ofuscante = w.ofuscante;
    c.read = 0;
    if (this.log) this.say(`${c.name} diz a Convicção e levanta desperto: ${c.hp} PV, Cosmo ${c.cosmo}.`);
    return true;
  }

  /**
   * A hit of a technique that breaks the armor: "Técnicas que quebram a armadura tiram 1 de
   * Resistência a cada acerto, além do dano" (seed, Capítulo Sete, "A armadura na luta";
   * `armor.breaking.resistenciaPerHit`) — from a living armor on the body, unless an improvement
   * ignores it (the Gravação da constelação). A casca loses pieces instead ({@link cascaStruck}).
   * A god's hit takes its "quebra divina" instead, never both ("Acima do humano é pior: veja a quebra
   * divina"; tables/07-armaduras.md › A quebra divina: against the Divine armor "qualquer um desses
   * tira só 1"): {@link divineHit} takes it when the hit goes on to hurt (`hurts`), else here.
   */
  armorBroken(c: Combatant, t: Combatant, hurts: boolean): void {
    if (this.divine && divineBreakOf(c.f, c.f.grau, t.f.divine, true, this.R.ruleset) > 0) {
      if (!hurts) this.divineHit(c, t, 0, true);
      return;
    }
    if (t.shattered || t.f.cascaPieces > 0 || t.resistencia <= 0 || t.f.ignoresArmorBreaking === true) return;
    if (this.log) this.say(`O golpe quebra a armadura de ${t.name}: −${this.R.breakingPerHit} de Resistência.`);
    this.spendResistencia(t, this.R.breakingPerHit);
  }

  /** Resistência spent; at 0 the armor shatters (DEF, Bloquear, Elmo and Aparar lost). */
  spendResistencia(t: Combatant, n: number): void {
    t.resistencia -= n;
    if (t.resistencia <= 0 && !t.shattered) {
      t.resistencia = 0;
      t.shattered = true;
      t.def -= t.f.armorDef;
      t.elmo = 0;
      if (this.log) this.say(`A armadura de ${t.name} se despedaça.`);
    }
  }

  canParry(t: Combatant, tech: FighterTechnique): boolean {
    return t.reaction && t.f.aparar && !t.shattered && !tech.pierces && t.resistencia >= t.f.apararCost && t.f.policy.parries !== 'nunca';
  }

  /**
   * `t`'s armor is alive for the policy (worn, not dead, Resistência left, and it parries with it):
   * its reaction always waits for an Aparar, so it never Blocks (SIMULATOR.md second edition,
   * Reactions). A policy that never parries does not wait.
   */
  armorWaitsForAparar(t: Combatant): boolean {
    return t.f.aparar && !t.shattered && t.resistencia > 0 && t.f.policy.parries !== 'nunca';
  }

  /**
   * `t` Blocks now (before the roll): Bloquear needs an armor on the body ("Com a armadura no
   * corpo", Cap. 5), and only a fighter that cannot parry with it — a dead armor's casca — Blocks,
   * with its free reaction, whatever the blow (SIMULATOR.md second edition; the first said "Bloquear
   * otherwise when the reaction is free").
   */
  blocks(t: Combatant): boolean {
    return t.reaction && t.f.bloquear > 0 && !t.shattered && t.f.policy.blocks && !this.armorWaitsForAparar(t);
  }

  /**
   * `t` may Aparar a golpe comum of `c` now: "depois de ser acertado e de ver o dano" (Cap. 5), not
   * a Cortante's while its armor lives (a characteristic "só funciona com a armadura no corpo", Cap. 7).
   */
  canParryGolpe(c: Combatant, t: Combatant): boolean {
    return t.reaction && t.f.aparar && !t.shattered && t.resistencia >= t.f.apararCost && t.f.policy.parries !== 'nunca' && !(c.f.cortante === true && !c.shattered) && c.locked !== t;
  }

  /** The golpe comum action (`count` golpes: default the fighter's golpes per action). */
  golpe(c: Combatant, t: Combatant, count: number = c.f.golpes): void {
    const f = c.f;
    let gained = false;
    for (let g = 0; g < count && t.hp > 0 && c.hp > 0; g++) {
      let def = t.def;
      let blocked = false;
      if (this.blocks(t)) {
        t.reaction = false;
        blocked = true;
        def += t.f.bloquear;
      }
      const nat = this.d20(this.attackMode(c, t, false));
      const total = nat + f.attack + this.edge(c, t);
      let outcome = rollOutcome(nat, total, def, 'ataque', this.R.ruleset);
      if (this.divine && outcome > 0 && twoStepsBelow(c, t, nat, this.R)) outcome = 0;
      if (outcome === 0) {
        if (this.log) this.say(`${c.name} dá um golpe comum em ${t.name}: ${nat} + ${total - nat} = ${total} contra DEF ${def}, erra.`);
        if (blocked && t.pieces > 0) this.cascaStruck(t, false, false);
        continue;
      }
      // Paralisado: a golpe that hits is a critical.
      let crit = outcome === 2 || t.meleeCrit;
      if (crit && t.elmo > 0) crit = this.elmoHolds(t);
      const dice = crit ? this.R.critDice : 1;
      let dmg = f.golpeBonus;
      for (let i = 0; i < dice; i++) dmg += this.d(f.golpeDie);
      if (dmg < 0) dmg = 0;
      // Couraça grossa and the like: only while the armor lives (a casca or a shattered one has none).
      const armor = t.shattered ? null : t.f.damageArmor;
      const rolled = dmg;
      if (armor !== null) dmg = damageThroughArmor(armor, 'golpe_comum', dmg, t.f.grau, this.R.ruleset);
      const through = dmg;
      let parried = false;
      if (this.canParryGolpe(c, t) && (dmg >= PARRY_SHARE * t.maxHp || dmg >= t.hp)) {
        parried = true;
        dmg = this.aparar(t, dmg);
      }
      if (this.log)
        this.say(
          `${c.name} dá um golpe comum em ${t.name}: ${nat} + ${total - nat} = ${total} contra DEF ${def}, acerta${crit ? ' (crítico)' : ''}${parried ? `; ${t.name} apara` : ''}: ${dmg} de dano${through !== rolled ? ` (${rolled} rolados, a armadura segura ${rolled - through})` : ''}.`,
        );
      if (t.pieces > 0) this.cascaStruck(t, crit, false);
      this.hurt(c, t, dmg, false);
      gained = true;
      // Espinhos: once per turn, the attacker whose golpe comum hit takes its damage back.
      if (t.f.reflectOnGolpe.length > 0 && !t.shattered && t.spinesTurn !== this.turn) {
        t.spinesTurn = this.turn;
        this.reflect(t, c, t.f.reflectOnGolpe);
      }
    }
    if (gained && !c.gainedThisTurn) {
      c.gainedThisTurn = true;
      this.gainCosmo(c, this.R.cosmoOnHit);
    }
  }

  /**
   * Expected damage of a technique with `burn` extra points, halved whenever it does not pierce and
   * the target's armor is alive — whether or not its reaction is free this turn (SIMULATOR.md second
   * edition, step 6; the first halved only while the reaction was free).
   */
  expected(tech: FighterTechnique, burn: number, t: Combatant): number {
    const e = tech.average + burn * tech.perPoint;
    return !tech.pierces && this.armorWaitsForAparar(t) ? e / 2 : e;
  }

  /** Uses technique `i` on `t`, burning `burn` points; `free`: the Resposta (no Cosmo spent). */
  technique(c: Combatant, t: Combatant, i: number, burn: number, free: boolean): void {
    const tech = c.f.techniques[i]!;
    this.techniques++;
    let price = 0;
    let burning = false;
    if (!free) {
      const lifePoints = (tech.cost > c.cosmo ? tech.cost - c.cosmo : 0) + burn;
      burning = lifePoints > 0;
      if (burning) price = this.lifePrice(tech, lifePoints);
      c.cosmo = cosmoAfterUse(c.cosmo, tech.cost, burning, c.f.piso);
    }
    const bit = 1 << i;
    const share = t.f.reflect && !tech.pierces ? this.tryReflect(c, t, tech, burn) : 1;
    if (share < 0) {
      if (burning) this.payLife(c, t, price);
      if (!free) {
        c.usedTech = true;
        if (tech.oncePerFight || tech.selfDamageSides > 0 || tech.selfCondition !== null) this.afterUse(c, tech, bit);
      }
      return;
    }
    // "Uma técnica queimada ignora a marca de Lida" (Cap. 4).
    const lida = burning ? 0 : this.lidaBonus(c, t, bit);
    let def = t.def + lida;
    let blocked = false;
    // Bloquear is decided before the roll, and only in a casca (SIMULATOR.md, Reactions).
    if (this.blocks(t)) {
      t.reaction = false;
      blocked = true;
      def += t.f.bloquear;
    }
    // The Ofuscante, while the armor lives (see conditionTechnique).
    const ofuscado = t.ofuscante && !t.shattered;
    t.ofuscante = false;
    const nat = this.d20(this.attackMode(c, t, ofuscado));
    const total = nat + tech.attack + this.edge(c, t);
    let outcome = rollOutcome(nat, total, def, 'ataque', this.R.ruleset);
    if (this.divine && outcome > 0 && twoStepsBelow(c, t, nat, this.R)) outcome = 0;
    const hit = outcome > 0;
    if (!free) this.clash(c, t, nat);
    else {
      c.techRound = this.round;
      c.techTarget = t;
      c.techNatural = nat;
    }
    c.read |= bit;
    if (!hit) {
      if (this.log) this.logTechnique(c, t, tech, burning ? price : -1, nat, total, def, 'erra.');
      if (blocked && t.pieces > 0) this.cascaStruck(t, false, false);
    } else {
      let crit = outcome === 2;
      if (crit && t.elmo > 0) crit = this.elmoHolds(t);
      const points = tech.points + burn + (crit ? this.R.critPoints : 0);
      let dmg = tech.flat + (burn + (crit ? this.R.critPoints : 0)) * tech.pointBonus;
      for (let k = 0; k < points; k++) dmg += this.d(tech.die);
      if (dmg < 0) dmg = 0;
      if (share !== 1) dmg = divideRounded(dmg * Math.round(share * 100), 100, this.R.ruleset);
      let parried = false;
      if (this.canParry(t, tech) && c.locked !== t) {
        const p = t.f.policy.parries;
        if (p === 'sempre' || dmg >= PARRY_SHARE * t.maxHp || dmg >= t.hp) {
          parried = true;
          dmg = this.aparar(t, dmg);
        }
      }
      if (this.log) this.logTechnique(c, t, tech, burning ? price : -1, nat, total, def, `acerta${crit ? ' (crítico)' : ''}${parried ? `; ${t.name} apara` : ''}: ${dmg} de dano.`);
      this.techniqueStruckArmor(c, t, tech, crit, true);
      if (tech.marks === true && c.locked !== t) this.mark(c, t, tech);
      this.hurt(c, t, dmg, true);
      // Espelhada: once per fight, the user of a technique the wearer parried takes its damage back.
      if (parried && t.f.reflectOnAparar.length > 0) this.mirror(t, c);
    }
    if (burning) this.payLife(c, t, price);
    if (!free) {
      c.usedTech = true;
      if (tech.oncePerFight || tech.selfDamageSides > 0 || tech.selfCondition !== null) this.afterUse(c, tech, bit);
    }
  }

  /**
   * Refletir (the Muralha de Cristal): `t` answers a technique declared against it that does not
   * pierce, when the policy wants it ({@link reflectWanted}): d20 + its bonus against the CD base +
   * the technique's size. Passed: the technique goes back whole to `c` (its damage rolled on `c`, its
   * condition on `c`) and −1 is returned; failed: the reflection breaks and the share of the damage
   * that passes is returned. 1: no reflection.
   */
  tryReflect(c: Combatant, t: Combatant, tech: FighterTechnique, burn: number): number {
    const r = t.f.reflect!;
    if (!t.reaction || (r.oncePerFight && t.reflectUsed) || t.cosmo < r.cost || c.locked === t || t.hp <= 0) return 1;
    if (!reflectWanted(tech.average + burn * tech.perPoint, tech.condition !== null && tech.condition.grade === 'forte', t.hp, t.maxHp, PARRY_SHARE)) return 1;
    t.reaction = false;
    t.reflectUsed = true;
    t.cosmo -= r.cost;
    const nat = this.d20(0);
    const total = nat + r.bonus;
    const cd = r.cdBase + (tech.size ?? 0);
    const passed = rollOutcome(nat, total, cd, 'efeito', this.R.ruleset) > 0;
    if (this.log) this.say(`${t.name} responde a ${tech.name} com ${r.name}: ${nat} + ${r.bonus} = ${total} contra ${cd}, ${passed ? 'a técnica volta inteira' : 'o reflexo quebra'}.`);
    if (!passed) return r.passes;
    if (tech.points > 0) {
      let dmg = tech.flat + burn * tech.pointBonus;
      for (let k = 0; k < tech.points + burn; k++) dmg += this.d(tech.die);
      if (dmg < 0) dmg = 0;
      if (r.returned !== 1) dmg = divideRounded(dmg * Math.round(r.returned * 100), 100, this.R.ruleset);
      if (this.log) this.say(`${tech.name} atinge ${c.name}: ${dmg} de dano.`);
      this.hurt(t, c, dmg, true);
    }
    if (tech.condition !== null && c.hp > 0 && this.canImpose(t, c, tech)) this.impose(t, c, tech);
    return -1;
  }

  /** A hit of a technique with Marca leaves a mark on `t`. */
  mark(c: Combatant, t: Combatant, tech: FighterTechnique): void {
    if (t.marks === null) t.marks = [];
    t.marks.push(c);
    if (this.log) this.say(`${tech.name} deixa uma marca em ${t.name} (${marksBy(t.marks, c)}).`);
  }

  /**
   * The Desfecho (`techniques.modifiers.desfecho`): technique `i` of `c`, once per fight, rolls Efeito
   * against the target's passive defense instead of its Ataque; a hit drops `t` to 0 PV, and it does
   * not stand this fight.
   */
  finisher(c: Combatant, t: Combatant, i: number): void {
    const tech = c.f.techniques[i]!;
    const R = this.R;
    this.techniques++;
    c.cosmo = cosmoAfterUse(c.cosmo, tech.cost, false, c.f.piso);
    c.finisherUsed = true;
    c.usedTech = true;
    const against = tech.finisherAgainst ?? 'fortitude';
    const def = against === 'fortitude' ? t.f.fortitude : against === 'reflexos' ? t.f.reflexos : t.f.vontade;
    const nat = this.d20(this.attackMode(c, t, false));
    const total = nat + tech.attack + this.edge(c, t);
    const hit = rollOutcome(nat, total, def, 'efeito', R.ruleset) > 0;
    this.clash(c, t, nat);
    if (this.log) this.say(`${c.name} usa o desfecho de ${tech.name} em ${t.name}: ${nat} + ${total - nat} = ${total} contra ${against === 'fortitude' ? 'Fortitude' : against === 'reflexos' ? 'Reflexos' : 'Vontade'} ${def}, ${hit ? 'acerta' : 'erra'}.`);
    if (hit && c.locked !== t) {
      this.hurt(c, t, t.hp, true);
      t.out = true;
    }
    if (tech.oncePerFight) c.onceUsed |= 1 << i;
  }

  /**
   * The technique with Marca and Desfecho (the Agulha Escarlate) while its Desfecho is to come: it
   * takes the big one's place (unless the big one paid now is expected to finish the target); with
   * the marks on the target, the Desfecho. False: the book's policy goes on.
   */
  needle(c: Combatant, t: Combatant, big: FighterTechnique | null, bigBlocked: boolean): boolean {
    const f = c.f;
    const mi = f.markIndex!;
    if (!this.allowed(c, mi)) return false;
    const x = f.techniques[mi]!;
    const finishes = big !== null && !bigBlocked && big.cost <= c.cosmo && this.expected(big, 0, t) >= t.hp;
    if (x.cost > c.cosmo || finishes || (f.limited && this.blocked(c, x, 1 << mi))) return false;
    if (marksBy(t.marks, c) >= (x.finisherMarks ?? 0)) this.finisher(c, t, mi);
    else this.technique(c, t, mi, 0, false);
    return true;
  }

  /** A breakable condition on `t` ended (or broke): nothing left to break. */
  iceGone(t: Combatant): void {
    t.iceHp = 0;
    this.iceCount--;
  }

  /**
   * "Pode ser quebrado": a friend of `c` is inside a breakable condition; `c` spends its action on
   * the effect (DEF `iceDef`) — the cheapest damage technique it can pay for whose average breaks it
   * at once, else its golpes comuns. False when no friend needs it.
   */
  breakIce(c: Combatant): boolean {
    const own = this.sides[c.side]!;
    let friend: Combatant | null = null;
    for (let i = 0; i < own.length; i++) if (own[i] !== c && own[i]!.iceHp > 0) friend = own[i]!;
    if (friend === null) return false;
    const f = c.f;
    let pick = -1;
    for (let i = 0; i < f.techniques.length; i++) {
      const x = f.techniques[i]!;
      if (x.cost <= c.cosmo && x.average >= friend.iceHp && this.allowed(c, i) && !(f.limited && this.blocked(c, x, 1 << i)) && (pick < 0 || x.cost < f.techniques[pick]!.cost)) pick = i;
    }
    let dealt = 0;
    if (pick >= 0) {
      const x = f.techniques[pick]!;
      this.techniques++;
      c.cosmo = cosmoAfterUse(c.cosmo, x.cost, false, f.piso);
      c.usedTech = true;
      const nat = this.d20(0);
      if (rollOutcome(nat, nat + x.attack, friend.iceDef, 'ataque', this.R.ruleset) > 0) {
        dealt = x.flat;
        for (let k = 0; k < x.points; k++) dealt += this.d(x.die);
      }
      if (x.oncePerFight || x.selfDamageSides > 0 || x.selfCondition !== null) this.afterUse(c, x, 1 << pick);
    } else {
      for (let g = 0; g < f.golpes; g++) {
        const nat = this.d20(0);
        if (rollOutcome(nat, nat + f.attack, friend.iceDef, 'ataque', this.R.ruleset) > 0) dealt += Math.max(0, f.golpeBonus + this.d(f.golpeDie));
      }
    }
    friend.iceHp = Math.max(0, friend.iceHp - dealt);
    if (this.log) this.say(`${c.name} golpeia o efeito que prende ${friend.name}: ${dealt} de dano${friend.iceHp > 0 ? ` (faltam ${friend.iceHp})` : ', e ele se quebra'}.`);
    if (friend.iceHp === 0) {
      this.iceCount--;
      for (let i = friend.conds.length - 1; i >= 0; i--) {
        const a = friend.conds[i]!;
        if (!a.tech.breakable) continue;
        friend.conds.splice(i, 1);
        if (a.cond.grade === 'forte' && this.R.forteOnce) {
          if (friend.immune === NO_CONDITIONS) friend.immune = [];
          friend.immune.push(a);
        }
      }
      this.refresh(friend);
    }
    return true;
  }

  /** The life price of `points` Cosmo paid or burned: Grau × 1d4 per point (`lifePrice`'s die and multiplier). */
  lifePrice(tech: FighterTechnique, points: number): number {
    let price = 0;
    for (let k = 0; k < points; k++) price += this.d(tech.priceDie);
    this.burns++;
    return price * tech.priceTimes;
  }

  /**
   * The last strike: if the price passes the life, the blow still goes; the fighter keeps
   * `lastStrikeHpIfFoeFalls` if the foe fell, else falls right after.
   */
  payLife(c: Combatant, t: Combatant, price: number): void {
    if (price >= c.hp) c.hp = t.hp <= 0 ? Math.min(c.hp, this.R.lastStrikeHp) : 0;
    else c.hp -= price;
    if (c.hp <= 0) {
      c.hp = 0;
      if (this.log) this.say(`${c.name} cai, pago com a própria vida.`);
      if (c.shattered && c.f.armorDef > 0 && c.f.cascaPieces === 0 && !c.armorDead) this.armorsKilled++;
      if (this.divine && !c.buda && c.f.divine?.oitavo === true && !c.canRise()) this.beyondDeath(c);
    }
  }

  /** The Elmo turns a critical into a normal hit, and flies away: always `false` (no critical). */
  elmoHolds(t: Combatant): boolean {
    t.elmo--;
    if (this.log) this.say(`O Elmo de ${t.name} segura o crítico e voa longe.`);
    return false;
  }

  /** Espelhada answers once per fight while the armor lives. */
  mirror(t: Combatant, c: Combatant): void {
    if (t.mirrorUsed || t.shattered) return;
    t.mirrorUsed = true;
    this.reflect(t, c, t.f.reflectOnAparar);
  }

  /** One technique's line in the log. `price` −1: no burn. */
  logTechnique(c: Combatant, t: Combatant, tech: FighterTechnique, price: number, nat: number, total: number, def: number, end: string): void {
    this.say(`${c.name} usa ${tech.name} em ${t.name}${price >= 0 ? ` (queima: ${price} PV)` : ''}: ${nat} + ${total - nat} = ${total} contra DEF ${def}, ${end}`);
  }

  /** The index of the largest technique it may use for `cosmo`, or −1. */
  allowed(c: Combatant, i: number): boolean {
    const p = c.f.policy.techniques;
    if (p === 'nunca') return false;
    if (p === 'so_grande') return i === 0;
    if (p === 'so_pequena') return i === c.f.techniques.length - 1;
    return true;
  }

  /** One turn of the book's default policy (SIMULATOR.md steps 2–9). */
  act(c: Combatant): void {
    if (this.iceCount > 0 && this.breakIce(c)) return;
    const t = this.target(c);
    const f = c.f;
    const pol = f.policy;
    if (!t) {
      if (pol.concentrates && c.cosmo < c.teto) this.gainCosmo(c, this.R.concentrar);
      return;
    }
    const techs = f.techniques;
    if (pol.choose) {
      const choice = pol.choose(viewOf(c), viewOf(t), this.round);
      if (choice) {
        if (choice.kind === 'tecnica' && Number.isInteger(choice.index) && choice.index >= 0 && choice.index < techs.length && !this.blocked(c, techs[choice.index]!, 1 << choice.index)) {
          const max = c.step > 0 ? f.maxBurnSetimo : f.maxBurn;
          const burn = Math.max(0, Math.min(max, Math.floor(choice.burn ?? 0)));
          this.technique(c, t, choice.index, burn, false);
        } else if (
          choice.kind === 'condicao' &&
          Number.isInteger(choice.index) &&
          choice.index >= 0 &&
          choice.index < f.conditionTechniques.length &&
          f.conditionTechniques[choice.index]!.cost <= c.cosmo &&
          !this.blocked(c, f.conditionTechniques[choice.index]!, 1 << (16 + choice.index))
        )
          this.conditionTechnique(c, t, choice.index);
        else if (choice.kind === 'concentrar') this.gainCosmo(c, this.R.concentrar);
        else this.golpe(c, t);
        return;
      }
    }
    // The book's policy from here (an app's `choose` above comes first).
    if (c.locked === t) {
      // Locked in the Guerra dos Mil Dias: hits between the two deal nothing, so it pays nothing
      // (no Cosmo, no life) — it gathers Cosmo, or strikes a golpe that cannot hurt.
      if (pol.concentrates && c.cosmo < c.teto) this.gainCosmo(c, this.R.concentrar);
      else this.golpe(c, t);
      return;
    }
    // Step 2: the big one is the usable damage technique with the most damage points (the first one
    // not spent by "só uma vez por luta"); its limitations may block it this turn.
    let bi = 0;
    if (f.limited) while (bi < techs.length && techs[bi]!.oncePerFight && (c.onceUsed & (1 << bi)) !== 0) bi++;
    const hasBig = bi < techs.length && this.allowed(c, bi);
    const big = hasBig ? techs[bi]! : null;
    const bigBlocked = big !== null && f.limited && this.blocked(c, big, 1 << bi);
    // Step 3: save the Cosmo to awaken when facing a higher Sentido: no Cosmo on a smaller
    // technique (step 7 skipped); the big one's paying with life and burning still apply (step 6),
    // and so does the condition technique (step 4) — SIMULATOR.md, second edition.
    const saving = f.setimo === 'desperta' && pol.awakens && c.step === 0 && c.cosmo < c.teto && t.step > c.step;
    // Step 4: a condition technique it can pay for, if the target lacks that condition.
    const conds = f.conditionTechniques;
    if (conds.length > 0 && pol.techniques === 'todas') {
      for (let i = 0; i < conds.length; i++) {
        const x = conds[i]!;
        if (
          x.cost <= c.cosmo &&
          this.canImpose(c, t, x) &&
          !(f.limited && this.blocked(c, x, 1 << (16 + i))) &&
          (pol.conditionOnce !== true || x.condition!.grade !== 'media' || ((c.condOnceUsed & (1 << i)) === 0 && rightTimeForCondition(t.cosmo, t.f.techniques)))
        ) {
          this.conditionTechnique(c, t, i);
          return;
        }
      }
    }
    // The Agulha Escarlate: while its Desfecho is to come, the technique with Marca takes the big
    // one's place (unless the big one paid now is expected to finish the target); with the marks
    // on the target, the Desfecho.
    if (f.markIndex! >= 0 && !c.finisherUsed && !saving && this.needle(c, t, big, bigBlocked)) return;
    if (big) {
      // Step 5: awaken by burning on the big technique.
      const wantsToAwaken = f.setimo === 'desperta' && pol.awakens && c.step === 0 && c.cosmo >= c.teto && (t.step > c.step || c.hp < c.maxHp / 2);
      if (wantsToAwaken && pol.blindsToAwaken === true && !c.blind) {
        // The named variant: the sacrifice is the Visão, not the burn; the mutilation takes the action.
        if (this.blindSelf(c) && c.cosmo >= c.teto) this.enterSetimo(c, 'se cega, diz uma Convicção e');
        return;
      }
      if (wantsToAwaken && pol.burns && !bigBlocked) {
        this.enterSetimo(c, 'queima o Cosmo, diz uma Convicção e');
        const burn = Math.max(1, Math.floor(f.maxBurnSetimo / 2));
        this.technique(c, t, bi, burn, false);
        return;
      }
      // Step 6: paying with life and burning, on the big technique only.
      if (pol.burns && !bigBlocked) {
        const maxBurn = c.step > 0 ? f.maxBurnSetimo : f.maxBurn;
        const avgPricePoint = ((big.priceDie + 1) / 2) * big.priceTimes;
        const e = this.expected(big, 0, t);
        if (c.cosmo < big.cost) {
          const price = (big.cost - c.cosmo) * avgPricePoint;
          const lethal = e >= t.hp;
          if ((lethal && (c.hp > price || c.hp <= LIFE_FLOOR * c.maxHp || c.canRise())) || (e >= PRICE_MULTIPLE * price && c.hp - price > LIFE_FLOOR * c.maxHp)) {
            this.technique(c, t, bi, 0, false);
            return;
          }
        } else if (e < t.hp) {
          // The smallest burn b ≥ 1 with expected(big, b) ≥ the target's PV.
          const share = e / big.average;
          let b = Math.ceil((t.hp / share - big.average) / big.perPoint - 1e-9);
          if (b < 1) b = 1;
          if (b <= maxBurn && c.hp - b * avgPricePoint > BURN_KEEPS * c.maxHp) {
            this.technique(c, t, bi, b, false);
            return;
          }
        }
      }
      // Step 7: the technique with the most damage points it can pay for (a tie: the first in its
      // list), holding for the big one (not while saving).
      let best = -1;
      for (let i = 0; i < techs.length; i++) {
        const x = techs[i]!;
        if (x.cost <= c.cosmo && this.allowed(c, i) && !(f.limited && this.blocked(c, x, 1 << i)) && (best < 0 || x.points > techs[best]!.points)) best = i;
      }
      if (best >= 0 && !saving) {
        // The smaller technique's expected damage *not* halved (SIMULATOR.md second edition, step 7).
        const hold = best !== bi && techs[best]!.average < t.hp && c.hp > HOLD_ABOVE * c.maxHp;
        if (!hold) {
          this.technique(c, t, best, 0, false);
          return;
        }
      }
    } else if (!big && techs.length > 0 && !saving) {
      // Only small techniques allowed (policy): the largest it can pay for.
      for (let i = 0; i < techs.length; i++) {
        if (this.allowed(c, i) && techs[i]!.cost <= c.cosmo && !(f.limited && this.blocked(c, techs[i]!, 1 << i))) {
          this.technique(c, t, i, 0, false);
          return;
        }
      }
    }
    // Step 8: Concentrar when the golpe's Cosmo would not reach the big one but Concentrar's would.
    // "Só com o Cosmo no Teto": the goal is the Teto.
    const goal = big ? (big.needsTeto && c.teto > big.cost ? c.teto : big.cost) : -1;
    if (pol.concentrates && goal > 0 && c.cosmo + this.R.cosmoOnHit < goal && c.cosmo + this.R.concentrar >= goal && c.cosmo < c.teto) {
      this.gainCosmo(c, this.R.concentrar);
      if (this.log) this.say(`${c.name} se concentra (Cosmo ${c.cosmo}).`);
      return;
    }
    // Step 9: the golpe comum.
    this.golpe(c, t);
  }

  /** "Volta contra você": the turn after a missed Rolagem de Efeito is lost. */
  loseTurn(c: Combatant): void {
    c.lostTurn = false;
    if (this.log) this.say(`${c.name} perde o turno: a técnica voltou contra ele.`);
  }

  /** A condition takes its action (Atordoado, Paralisado…). */
  skipAction(c: Combatant): void {
    if (this.log) this.say(`${c.name} não age (${c.conds.map((x) => x.cond.name).join(', ')}).`);
  }

  /**
   * The Lida bonus `t` gets against `c`'s technique `bit`: the technique was seen in this fight
   * ("O mesmo golpe não funciona duas vezes", Cap. 4), and `t` reads — a combat ally does not
   * (tables/11-aliados.md, "Sem Convicção, não lê técnicas").
   */
  lidaBonus(c: Combatant, t: Combatant, bit: number): number {
    return (c.read & bit) !== 0 && t.f.ally !== true ? this.R.lida : 0;
  }

  /** Sozinho contra muitos: the lone boss answers the character who just acted. */
  respond(boss: Combatant, who: Combatant): void {
    if (boss.hp <= 0 || boss.skip) return;
    const t = who.hp > 0 && !who.unreachable && !(who.buda && !reachesBuda(boss.f)) ? who : this.target(boss);
    if (!t) return;
    // The damage technique with the fewest damage points, never the Golpe do Assento (SIMULATOR.md
    // second edition, Group fights); only its damage, and no Cosmo (`free`).
    const techs = boss.f.techniques;
    let cheapest = -1;
    for (let i = 0; i < techs.length; i++)
      if ((cheapest < 0 || techs[i]!.points < techs[cheapest]!.points) && techs[i]!.golpeDoAssento !== true && !(boss.f.limited && this.blocked(boss, techs[i]!, 1 << i))) cheapest = i;
    if (this.log) this.say(`${boss.name} responde a ${t.name}.`);
    if (cheapest >= 0) this.technique(boss, t, cheapest, 0, true);
    else {
      const reaction = boss.reaction;
      this.golpe(boss, t);
      boss.reaction = reaction;
    }
  }

  soloBoss(side: number): Combatant | null {
    // "Todo inimigo com pelo menos uma Convicção que luta sozinho contra dois ou mais
    // personagens" (Cap. 10): enemies answer, characters do not — the second side is the enemies.
    if (!this.solo || side !== 1) return null;
    const s = this.sides[side]!;
    const o = this.sides[1 - side]!;
    if (this.allies || this.divine) return this.soloBossAmong(s, o);
    if (o.length < this.R.soloMinChars) return null;
    // "Se a escolta de um chefe cai e ele fica sozinho diante de dois ou mais personagens, a
    // resposta começa ali" (Cap. 10, Vários contra vários): the only one of its side standing.
    let b: Combatant | null = s.length === 1 ? s[0]! : null;
    if (!b) {
      for (let i = 0; i < s.length; i++) {
        if (s[i]!.hp <= 0) continue;
        if (b) return null;
        b = s[i]!;
      }
      if (!b) return null;
    }
    // Decided once, at the start, by the number of characters (above): from then on the boss answers
    // after the turn of every character still in the fight, even with fewer than two standing
    // (SIMULATOR.md second edition; the first stopped below two standing).
    return b.f.conviccoes < this.R.soloMinConv ? null : b;
  }

  /**
   * The opening strike of a side that took the other by surprise (Cap. 5, "Surpresa: o golpe de
   * abertura"): before the Iniciativa, each of its fighters strikes its target once — a golpe comum
   * with Vantagem (none against Briga de Rua), the target without reaction until its first turn.
   * With `golpeComumOnly` off (a house rule) the opener takes its whole action instead.
   */
  opening(side: number): void {
    const R = this.R;
    const s = this.sides[side]!;
    for (let i = 0; i < s.length; i++) {
      const c = s[i]!;
      if (c.hp <= 0) continue;
      const t = this.target(c);
      if (!t) return;
      if (this.log) this.say(`${c.name} pega ${t.name} de surpresa: golpe de abertura.`);
      if (R.openingNoReaction) t.reaction = false;
      c.advantage = R.openingAdvantage && t.f.noOpeningVantagem !== true;
      if (R.openingGolpeOnly) this.golpe(c, t, 1);
      else this.act(c);
      c.advantage = false;
    }
  }

  /**
   * {@link soloBoss} with combat allies or gods: a combat ally does not count as a character, nor
   * does the characters' own god ("o deus inimigo não responde ao turno dele"); a god answers each
   * character's turn as a boss whatever its Convicções ("Contra muitos: responde depois do turno de
   * cada personagem, como um chefe", Cap. 10).
   */
  soloBossAmong(s: readonly Combatant[], o: readonly Combatant[]): Combatant | null {
    let b: Combatant | null = null;
    for (let i = 0; i < s.length; i++) {
      if (s[i]!.hp <= 0 && s.length > 1) continue;
      if (b) return null;
      b = s[i]!;
    }
    if (!b) return null;
    if (b.f.conviccoes < this.R.soloMinConv && b.f.divine?.god === undefined) return null;
    let chars = 0;
    let inFight = 0;
    for (let i = 0; i < o.length; i++) {
      const f = o[i]!.f;
      if (f.ally === true || f.divine?.ownGod === true) continue;
      chars++;
      if (o[i]!.hp > 0) inFight++;
    }
    return chars >= this.R.soloMinChars && inFight >= this.R.soloMinChars ? b : null;
  }

  /** Each combat ally acts right after its controller: the nearest fighter before it in its side that is no ally (Cap. 11). */
  alliesAfterControllers(order: Combatant[]): void {
    for (let side = 0; side < 2; side++) {
      const s = this.sides[side]!;
      for (let i = 1; i < s.length; i++) {
        const ally = s[i]!;
        if (ally.f.ally !== true) continue;
        let k = i - 1;
        while (k >= 0 && s[k]!.f.ally === true) k--;
        if (k < 0) continue;
        const controller = s[k]!;
        order.splice(order.indexOf(ally), 1);
        let at = order.indexOf(controller) + 1;
        // After the controller and the allies already placed behind it.
        while (at < order.length && order[at]!.f.ally === true && order[at]!.side === side) at++;
        order.splice(at, 0, ally);
      }
    }
  }

  run(maxRounds: number, firstSide: number, surprise: number): FightOutcome {
    const all = this.all;
    if (surprise >= 0) this.opening(surprise);
    // Iniciativa: 1d20 + the bonus, ties to the higher DES; a side fixed to act first goes before the other.
    for (let i = 0; i < all.length; i++) all[i]!.initRoll = this.d(this.R.ruleset.resolution.test.die) + all[i]!.f.initiative;
    // Insertion sort (stable): higher roll first, ties to the higher DES.
    const order: Combatant[] = [];
    for (let i = 0; i < all.length; i++) {
      const c = all[i]!;
      let j = order.length;
      while (j > 0 && goesBefore(c, order[j - 1]!, firstSide)) j--;
      order.splice(j, 0, c);
    }
    if (this.allies) this.alliesAfterControllers(order);
    if (this.log) this.say(`Iniciativa: ${order.map((c) => `${c.name} tirou ${c.initRoll}`).join(', ')}${order.length > 1 ? ' — agem nessa ordem' : ''}.${firstSide >= 0 ? ` O lado ${firstSide === 0 ? 'A' : 'B'} age primeiro.` : ''}`);
    let winner = -2;
    while (winner === -2) {
      this.round++;
      if (this.round > maxRounds) {
        this.round = maxRounds;
        winner = -1;
        if (this.log) this.say(`Fim do tempo: ${maxRounds} rodadas, empate.`);
        break;
      }
      if (this.log) this.say(`— Rodada ${this.round} —`);
      for (let k = 0; k < order.length; k++) {
        const c = order[k]!;
        if (!this.startTurn(c)) continue;
        if (c.skip) this.skipAction(c);
        else if (c.lostTurn) this.loseTurn(c);
        else this.act(c);
        if (c.conds.length > 0) this.endTurn(c);
        const boss = this.soloBoss(1 - c.side);
        if (boss && boss !== c && c.f.ally !== true && c.f.divine?.ownGod !== true) this.respond(boss, c);
        const b0 = this.beaten(0);
        const b1 = this.beaten(1);
        if (b0 || b1) {
          winner = b0 && b1 ? -1 : b0 ? 1 : 0;
          break;
        }
      }
      if (winner !== -2) break;
      // The Guerra dos Mil Dias: one segment per locked round; at the last, both fall for good.
      for (let k = 0; k < all.length; k++) {
        const c = all[k]!;
        const p = c.locked;
        if (!p || c.side !== 0) continue;
        if (p.locked !== c || p.hp <= 0 || c.hp <= 0) {
          c.locked = null;
          if (p.locked === c) p.locked = null;
          continue;
        }
        c.milDiasClock++;
        if (c.milDiasClock >= this.R.segments) {
          c.hp = 0;
          p.hp = 0;
          c.out = true;
          p.out = true;
          // A casca is an armor already dead: it cannot die again.
          if (c.f.armorDef > 0 && c.f.cascaPieces === 0 && !c.armorDead) this.armorsKilled++;
          if (p.f.armorDef > 0 && p.f.cascaPieces === 0 && !p.armorDead) this.armorsKilled++;
          this.milDias = true;
          if (this.log) this.say(`A Guerra dos Mil Dias se completa: ${c.name} e ${p.name} caem, e as duas armaduras morrem.`);
        }
      }
      if (this.milDias) {
        const b0 = this.beaten(0);
        const b1 = this.beaten(1);
        if (b0 || b1) winner = b0 && b1 ? -1 : b0 ? 1 : 0;
      }
    }
    let f0 = 0;
    let f1 = 0;
    for (let i = 0; i < all.length; i++) if (all[i]!.hp <= 0) all[i]!.side === 0 ? f0++ : f1++;
    if (this.log && winner >= 0) this.say(`Vence o lado ${winner === 0 ? 'A' : 'B'} em ${this.round} rodadas.`);
    return {
      winner,
      rounds: this.round,
      milDias: this.milDias && winner === -1,
      fallen: [f0, f1],
      damage: this.damage,
      techniqueDamage: this.techDamage,
      techniques: this.techniques,
      burns: this.burns,
      rises: this.rises,
      awakenings: this.awakenings,
      armorsKilled: this.armorsKilled,
      log: this.log,
    };
  }
}

/**
 * Plays one fight between two sides (a duel, a group against one, many against many): initiative,
 * then rounds of turns under each fighter's policy until one side is down for good, the Guerra dos
 * Mil Dias ends it, or the round cap (a draw). Targets: the most wounded standing opponent (in a
 * duel, the only one). The second side is the enemies: a lone enemy with a Convicção facing two or
 * more characters — alone from the start, or the last standing once its escort fell — answers each
 * character's turn (Sozinho contra muitos) unless
 * `soloAgainstMany: false`; a lone character of the first side never does (the rule is the enemies').
 *
 * @param a - The first side (its wins are the figures' win %).
 * @param b - The second side.
 * @param rng - The random source (a seeded one, or a scripted one in tests).
 * @param options - Round cap, Sozinho contra muitos, ruleset, log.
 * @returns The outcome.
 * @example
 * ```ts
 * import { createRandom } from 'sangue-e-estrelas';
 * const r = fight([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], createRandom(7));
 * r.rounds > 0 //=> true
 * ```
 */
export function fight(a: readonly Fighter[], b: readonly Fighter[], rng: RandomSource, options: FightOptions = {}): FightOutcome {
  if (a.length === 0 || b.length === 0) throw new RangeError('fight: each side needs at least one fighter');
  const R = rulesOf(options.ruleset ?? bookRuleset);
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  if (!(maxRounds >= 1)) throw new RangeError('fight: maxRounds must be at least 1');
  const firstSide = sideOption(options.firstSide, 'firstSide');
  const surprise = sideOption(options.surprise, 'surprise');
  return new Fight(a, b, rng, R, options.log === true, options.soloAgainstMany !== false).run(maxRounds, firstSide, surprise);
}

/** A side option: 0 or 1, or −1 when absent; anything else is a programmer error. */
function sideOption(v: unknown, name: string): number {
  if (v === undefined) return -1;
  if (v === 0 || v === 1) return v;
  throw new RangeError(`fight: ${name} must be 0 or 1, got ${String(v)}`);
}

/**
 * The round cap of the book's figures: a fight still going after 40 rounds is a draw (SIMULATOR.md,
 * "Conventions of the figures"). A convention of the simulator, not a rule of the game.
 *
 * @example
 * ```ts
 * DEFAULT_MAX_ROUNDS //=> 40
 * ```
 */
export const DEFAULT_MAX_ROUNDS = 40;
