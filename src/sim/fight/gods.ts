/**
 * Gods in the fight (Cap. 10, "Deuses"): the share of a hit that reaches a god, the god's "quebra
 * divina", the patron god's miracle, and the Sentido two steps above.
 *
 * @module
 */
import { divideRounded } from '../../dice/index.js';
import { divineBreakOf, godHitFraction } from '../divine.js';
import { spendResistencia } from './armor.js';
import { centelha } from './cosmo.js';
import { say, type Combatant, type FightState } from './state.js';

/**
 * A hit between gods and the rest (Cap. 10, "Deuses"): the share of the damage that reaches a god
 * by the hitter's Sentido, and the god's "quebra divina" on the target's armor.
 */
export function divineHit(F: FightState, a: Combatant, t: Combatant, amount: number, technique: boolean): number {
  const td = t.f.divine;
  if (td?.god !== undefined && amount > 0) {
    const before = amount;
    amount = divideRounded(amount * godHitFraction(a.f, a.step, td, F.R.ruleset), 1, F.R.ruleset);
    if (F.log && amount !== before) say(F, `${t.name} é um deus: sente ${amount} dos ${before} de dano.`);
  }
  if (a.f.divine?.god !== undefined && !t.shattered && t.f.armorDef > 0 && t.resistencia > 0) {
    const loss = divineBreakOf(a.f, a.f.grau, td, technique, F.R.ruleset);
    if (loss > 0) {
      if (F.log) say(F, loss === Infinity ? `O golpe de ${a.name} despedaça a armadura de ${t.name}.` : `O golpe de ${a.name} tira ${loss} de Resistência de ${t.name}.`);
      spendResistencia(F, t, loss === Infinity ? t.resistencia : loss);
    }
  }
  return amount;
}

/**
 * The miracle: the god's Centelha reaches it as it stands (its Cosmo, Teto and Vantagem), and
 * `enemies.patronGod.miracle` adds Vantagem until the end of the fight and takes the domínio away.
 */
export function miracle(F: FightState, c: Combatant): void {
  c.blessed = true;
  c.blessedAdvantage = F.R.miracleAdvantage;
  c.noDominio = F.R.miracleNoDominio;
  if (F.log) say(F, `A Centelha do deus de ${c.name} chega na hora em que ele se levantou: o milagre.`);
  centelha(F, c);
}

/** Some fighter of the other side is a god ("um deus": the lesser or the greater; a demigod is not one). */
export function facesGod(F: FightState, t: Combatant): boolean {
  const o = F.sides[1 - t.side]!;
  for (let i = 0; i < o.length; i++) {
    const g = o[i]!.f.divine?.god;
    if (g === 'menor' || g === 'maior') return true;
  }
  return false;
}

/**
 * "Dois degraus acima: além disso, os ataques dele contra você só acertam num 20 natural" (seed,
 * Capítulo Quatro, "A diferença de Sentido"): `c` attacks `t` two Sentido steps or more above it
 * (the Sexto against the Nono), and the natural is below `cosmo.stepDifference.twoAboveHitsOnlyOnNatural`.
 */
export function twoStepsBelow(c: { readonly step: number }, t: { readonly step: number }, nat: number, R: { readonly twoAboveNatural: number }): boolean {
  return t.step - c.step >= 2 && nat < R.twoAboveNatural;
}
