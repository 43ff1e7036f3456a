/**
 * Choosing (SIMULATOR.md, "The play policy", second edition): the target, an app's own policy
 * ({@link SimPolicy.choose}) and the book's policy, step by step.
 *
 * @module
 */
import type { FighterTechnique, SimChoice, SimPolicy, SimView } from '../fighter.js';
import { reachesBuda } from '../divine.js';
import { rightTimeForCondition } from '../golpes.js';
import { golpe } from './attack.js';
import { canImpose } from './conditions.js';
import { blindSelf, enterSetimo } from './cosmo.js';
import { BURN_KEEPS, CEGA, CONCENTRAR, CONDICAO, DESFECHO, DESPERTA, GOLPE, HOLD_ABOVE, JUNTA_COSMO, LIFE_FLOOR, PRICE_MULTIPLE, TECNICA } from './policy.js';
import { breakIce, needleChoice } from './special.js';
import { gainCosmo, say, type Combatant, type FightState } from './state.js';
import { allowed, blocked, conditionTechnique, expected, finisher, technique } from './technique.js';

/** The most wounded standing opponent (lowest share of its max PV). */
export function target(F: FightState, c: Combatant): Combatant | null {
  const s = F.sides[1 - c.side]!;
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

/**
 * One turn's action of `c` (after the start of its turn, SIMULATOR.md step 1): a friend held in a
 * breakable condition first ({@link breakIce}), then the target ({@link target}; nobody to reach:
 * Concentrar), then a choice — an app's {@link SimPolicy.choose} when it answers ({@link appChoice}),
 * else the book's ({@link bookChoice}) — and {@link play} plays it. Both policies have the same shape:
 * the two fighters in, one choice out; an app's sees them through a {@link SimView}.
 */
export function act(F: FightState, c: Combatant): void {
  if (F.iceCount > 0 && breakIce(F, c)) return;
  const t = target(F, c);
  const pol = c.f.policy;
  if (!t) {
    if (pol.concentrates && c.cosmo < c.teto) gainCosmo(F, c, F.R.concentrar);
    return;
  }
  if (pol.choose) {
    const choice = pol.choose(viewOf(c), viewOf(t), F.round);
    if (choice) return play(F, c, t, appChoice(F, c, choice));
  }
  play(F, c, t, bookChoice(F, c, t));
}

/** Plays a choice (`policy.ts`), its technique's index and burn in `F.choiceIndex` / `F.choiceBurn`. */
function play(F: FightState, c: Combatant, t: Combatant, choice: number): void {
  // One call of technique() (the hot path), the awakening entering the Sétimo before it.
  if (choice === DESPERTA) enterSetimo(F, c, 'queima o Cosmo, diz uma Convicção e');
  if (choice === TECNICA || choice === DESPERTA) return technique(F, c, t, F.choiceIndex, F.choiceBurn, false);
  switch (choice) {
    case CONDICAO:
      return conditionTechnique(F, c, t, F.choiceIndex);
    case DESFECHO:
      return finisher(F, c, t, F.choiceIndex);
    case CEGA:
      // The sacrifice is the Visão, not the burn; the mutilation takes the action.
      if (blindSelf(F, c) && c.cosmo >= c.teto) enterSetimo(F, c, 'se cega, diz uma Convicção e');
      return;
    case CONCENTRAR:
      gainCosmo(F, c, F.R.concentrar);
      if (F.log) say(F, `${c.name} se concentra (Cosmo ${c.cosmo}).`);
      return;
    case JUNTA_COSMO:
      return gainCosmo(F, c, F.R.concentrar);
    default:
      return golpe(F, c, t);
  }
}

/** Sets the technique of a choice and returns `choice`. */
function pick(F: FightState, choice: number, index: number, burn: number): number {
  F.choiceIndex = index;
  F.choiceBurn = burn;
  return choice;
}

/**
 * An app policy's {@link SimChoice} as a choice of the engine: a technique it may use now (the burn
 * cut to its maximum), a condition technique its Cosmo pays for, Concentrar; anything else (or a
 * choice it may not make) is the golpe comum.
 */
export function appChoice(F: FightState, c: Combatant, choice: SimChoice): number {
  const f = c.f;
  const techs = f.techniques;
  const conds = f.conditionTechniques;
  if (choice.kind === 'tecnica' && Number.isInteger(choice.index) && choice.index >= 0 && choice.index < techs.length && !blocked(F, c, techs[choice.index]!, 1 << choice.index)) {
    const max = c.step > 0 ? f.maxBurnSetimo : f.maxBurn;
    return pick(F, TECNICA, choice.index, Math.max(0, Math.min(max, Math.floor(choice.burn ?? 0))));
  }
  if (
    choice.kind === 'condicao' &&
    Number.isInteger(choice.index) &&
    choice.index >= 0 &&
    choice.index < conds.length &&
    conds[choice.index]!.cost <= c.cosmo &&
    !blocked(F, c, conds[choice.index]!, 1 << (16 + choice.index))
  )
    return pick(F, CONDICAO, choice.index, 0);
  return choice.kind === 'concentrar' ? JUNTA_COSMO : GOLPE;
}

/**
 * The book's play policy for one turn of `c` against `t`, in priority order (SIMULATOR.md, "The play
 * policy", second edition, steps 2–9; step 1 is the start of the turn): the first step that chooses
 * ends the search; the last, the golpe comum, always does. Only reads the fight: {@link play} acts.
 *
 * @returns The choice (`policy.ts`), its technique in `F.choiceIndex` / `F.choiceBurn`.
 */
export function bookChoice(F: FightState, c: Combatant, t: Combatant): number {
  // Locked in the Guerra dos Mil Dias: hits between the two deal nothing, so it pays nothing (no
  // Cosmo, no life) — it gathers Cosmo, or strikes a golpe that cannot hurt.
  if (c.locked === t) return c.f.policy.concentrates && c.cosmo < c.teto ? JUNTA_COSMO : GOLPE;
  const bi = bigIndex(F, c); // step 2
  const big = bi >= 0 ? c.f.techniques[bi]! : null;
  const bigBlocked = big !== null && c.f.limited && blocked(F, c, big, 1 << bi);
  const saving = savesForSetimo(c, t); // step 3
  const condition = c.f.conditionTechniques.length > 0 ? conditionStep(F, c, t) : -1; // step 4
  if (condition >= 0) return pick(F, CONDICAO, condition, 0);
  // The Agulha Escarlate: while its Desfecho is to come, the technique with Marca (or the Desfecho).
  const needle = c.f.markIndex! >= 0 && !c.finisherUsed && !saving ? needleChoice(F, c, t, big, bigBlocked) : -1;
  if (needle >= 0) return needle;
  if (big) {
    const awaken = c.step === 0 && c.f.setimo === 'desperta' ? awakenStep(F, c, t, bi, bigBlocked) : -1; // step 5
    if (awaken >= 0) return awaken;
    const burn = c.f.policy.burns && !bigBlocked ? payOrBurnStep(F, c, t, bi) : -1; // step 6
    if (burn >= 0) return pick(F, TECNICA, bi, burn);
    const smaller = saving ? -1 : smallerStep(F, c, t, bi); // step 7
    if (smaller >= 0) return pick(F, TECNICA, smaller, 0);
  } else {
    const small = saving ? -1 : onlySmallStep(F, c);
    if (small >= 0) return pick(F, TECNICA, small, 0);
  }
  return concentrarStep(F, c, big) ? CONCENTRAR : GOLPE; // steps 8 and 9
}

/**
 * Step 2: the big one is the usable damage technique with the most damage points (the first one
 * not spent by "só uma vez por luta"); −1 when the policy allows it none. Its limitations may still
 * block it this turn.
 */
function bigIndex(F: FightState, c: Combatant): number {
  const techs = c.f.techniques;
  let bi = 0;
  if (c.f.limited) while (bi < techs.length && techs[bi]!.oncePerFight && (c.onceUsed & (1 << bi)) !== 0) bi++;
  return bi < techs.length && allowed(F, c, bi) ? bi : -1;
}

/**
 * Step 3: save the Cosmo to awaken when facing a higher Sentido: no Cosmo on a smaller technique
 * (step 7 skipped); the big one's paying with life and burning still apply (step 6), and so does
 * the condition technique (step 4) — SIMULATOR.md, second edition.
 */
function savesForSetimo(c: Combatant, t: Combatant): boolean {
  return c.f.setimo === 'desperta' && c.f.policy.awakens && c.step === 0 && c.cosmo < c.teto && t.step > c.step;
}

/** Step 4: a condition technique it can pay for, if the target lacks that condition (and, "na hora certa", at its time); its index or −1. */
function conditionStep(F: FightState, c: Combatant, t: Combatant): number {
  const f = c.f;
  const pol = f.policy;
  const conds = f.conditionTechniques;
  if (conds.length === 0 || pol.techniques !== 'todas') return -1;
  for (let i = 0; i < conds.length; i++) {
    const x = conds[i]!;
    if (
      x.cost <= c.cosmo &&
      canImpose(F, c, t, x) &&
      !(f.limited && blocked(F, c, x, 1 << (16 + i))) &&
      (pol.conditionOnce !== true || x.condition!.grade !== 'media' || ((c.condOnceUsed & (1 << i)) === 0 && rightTimeForCondition(t.cosmo, t.f.techniques)))
    )
      return i;
  }
  return -1;
}

/**
 * Step 5, the awakening: at its Teto, facing a higher Sentido or below half its PV, it enters the
 * Sétimo by burning on the big technique (about half its maximum burn, at least 1) — or, in the
 * named variant, by destroying its own eyes. Returns {@link DESPERTA}, {@link CEGA} or −1.
 */
function awakenStep(F: FightState, c: Combatant, t: Combatant, bi: number, bigBlocked: boolean): number {
  const f = c.f;
  const pol = f.policy;
  const wantsToAwaken = f.setimo === 'desperta' && pol.awakens && c.step === 0 && c.cosmo >= c.teto && (t.step > c.step || c.hp < c.maxHp / 2);
  if (!wantsToAwaken) return -1;
  if (pol.blindsToAwaken === true && !c.blind) return CEGA;
  if (!pol.burns || bigBlocked) return -1;
  return pick(F, DESPERTA, bi, Math.max(1, Math.floor(f.maxBurnSetimo / 2)));
}

/**
 * Step 6, paying with life and burning, on the big technique only, its expected damage halved while
 * the target's armor is alive ({@link expected}): Cosmo short of the cost, life pays what is missing
 * for a lethal blow (or one worth 3× the price); Cosmo enough but the blow not lethal, the smallest
 * burn that makes it lethal, keeping more than 40% of the PV. Returns the burn (0: pays with life),
 * or −1.
 */
function payOrBurnStep(F: FightState, c: Combatant, t: Combatant, bi: number): number {
  const f = c.f;
  const big = f.techniques[bi]!;
  const maxBurn = c.step > 0 ? f.maxBurnSetimo : f.maxBurn;
  const avgPricePoint = ((big.priceDie + 1) / 2) * big.priceTimes;
  const e = expected(F, big, 0, t);
  if (c.cosmo < big.cost) {
    const price = (big.cost - c.cosmo) * avgPricePoint;
    const lethal = e >= t.hp;
    if ((lethal && (c.hp > price || c.hp <= LIFE_FLOOR * c.maxHp || c.canRise())) || (e >= PRICE_MULTIPLE * price && c.hp - price > LIFE_FLOOR * c.maxHp)) return 0;
  } else if (e < t.hp) {
    // The smallest burn b ≥ 1 with expected(big, b) ≥ the target's PV.
    const share = e / big.average;
    let b = Math.ceil((t.hp / share - big.average) / big.perPoint - 1e-9);
    if (b < 1) b = 1;
    if (b <= maxBurn && c.hp - b * avgPricePoint > BURN_KEEPS * c.maxHp) return b;
  }
  return -1;
}

/**
 * Step 7: the technique with the most damage points it can pay for (a tie: the first in its list),
 * holding for the big one when that smaller technique's expected damage, *not* halved, will not
 * finish the target and it is above 30% of its PV (SIMULATOR.md second edition). Its index or −1.
 */
function smallerStep(F: FightState, c: Combatant, t: Combatant, bi: number): number {
  const f = c.f;
  const techs = f.techniques;
  let best = -1;
  for (let i = 0; i < techs.length; i++) {
    const x = techs[i]!;
    if (x.cost <= c.cosmo && allowed(F, c, i) && !(f.limited && blocked(F, c, x, 1 << i)) && (best < 0 || x.points > techs[best]!.points)) best = i;
  }
  if (best < 0) return -1;
  const hold = best !== bi && techs[best]!.average < t.hp && c.hp > HOLD_ABOVE * c.maxHp;
  return hold ? -1 : best;
}

/** Steps 5–7 when the policy allows only small techniques: the first it may use and pay for, or −1. */
function onlySmallStep(F: FightState, c: Combatant): number {
  const f = c.f;
  const techs = f.techniques;
  for (let i = 0; i < techs.length; i++) if (allowed(F, c, i) && techs[i]!.cost <= c.cosmo && !(f.limited && blocked(F, c, techs[i]!, 1 << i))) return i;
  return -1;
}

/**
 * Step 8: Concentrar when the golpe's Cosmo would not reach the big one but Concentrar's would.
 * "Só com o Cosmo no Teto": the goal is the Teto.
 */
function concentrarStep(F: FightState, c: Combatant, big: FighterTechnique | null): boolean {
  const goal = big ? (big.needsTeto && c.teto > big.cost ? c.teto : big.cost) : -1;
  return c.f.policy.concentrates && goal > 0 && c.cosmo + F.R.cosmoOnHit < goal && c.cosmo + F.R.concentrar >= goal && c.cosmo < c.teto;
}

/** What an app's policy sees of a fighter ({@link SimView}): plain numbers, copied. */
export function viewOf(c: Combatant): SimView {
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
