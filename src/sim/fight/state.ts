/**
 * The shared state of one fight: each fighter's flat numbers ({@link Combatant}), the fight's own
 * counters and sides ({@link FightState}), the dice and the log. Every other module of the engine is
 * a set of plain functions over this state.
 *
 * @module
 */
import { rollDie, type RandomSource } from '../../dice/index.js';
import type { Fighter, FighterCondition, FighterTechnique } from '../fighter.js';
import type { Rules } from './rules.js';

/** A condition on a fighter: what it does, who imposed it and with which technique. */
export interface ActiveCondition {
  readonly cond: FighterCondition;
  readonly from: Combatant;
  readonly tech: FighterTechnique;
}

/** The shared empty condition list (never pushed to: a fighter gets its own list with its first condition). */
export const NO_CONDITIONS: ActiveCondition[] = [];

/** The mutable per-fight state of one fighter: flat numbers. */
export class Combatant {
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

/** The state of one fight: its sides, its counters, the dice and the log (read and written by every part of the engine). */
export class FightState {
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
  /** The technique index and burn of the choice being played (`policy.ts`): kept here, no object per turn. */
  choiceIndex = 0;
  choiceBurn = 0;
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
}

/** A line of the pt-BR narrative (only when the log is on: callers test `F.log` first). */
export function say(F: FightState, text: string): void {
  F.log!.push(text);
}

/** One die of `sides` faces from the fight's random source. */
export function d(F: FightState, sides: number): number {
  return rollDie(sides, F.rng);
}

/** Rolls a d20 with Vantagem (+1), Desvantagem (−1) or neither. */
export function d20(F: FightState, mode: number): number {
  const faces = F.R.ruleset.resolution.test.die;
  const r = d(F, faces);
  if (mode === 0) return r;
  const s = d(F, faces);
  return mode > 0 ? (s > r ? s : r) : s < r ? s : r;
}

/** Cosmo gained, never above the Teto (nor lowered when already above it). */
export function gainCosmo(F: FightState, c: Combatant, n: number): void {
  if (c.cosmo < c.teto) c.cosmo = Math.min(c.teto, c.cosmo + n);
}

/** A side is beaten when every fighter is down and cannot stand. */
export function beaten(F: FightState, side: number): boolean {
  const s = F.sides[side]!;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c.hp > 0 || c.canRise()) return false;
  }
  return true;
}
