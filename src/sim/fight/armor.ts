/**
 * The armor in the fight (Cap. 5 and Cap. 7): Resistência spent and the armor shattered, the
 * casca's pieces, the Elmo against a critical, and the reactions Aparar and Bloquear.
 *
 * @module
 */
import { apararDamageTaken, canSacrifice, cascaPiecesBroken } from '../../armor/index.js';
import type { FighterTechnique } from '../fighter.js';
import { say, type Combatant, type FightState } from './state.js';

/** A casca loses pieces to an attack that hit or was blocked; without pieces it shatters. */
export function cascaStruck(F: FightState, t: Combatant, critical: boolean, armorBreaking: boolean): void {
  if (t.pieces <= 0) return;
  t.pieces -= cascaPiecesBroken(t.f.cascaPieces, { critical, armorBreaking }, F.R.ruleset);
  if (t.pieces <= 0) {
    t.pieces = 0;
    t.shattered = true;
    t.def -= t.f.armorDef;
    if (F.log) say(F, `A casca de ${t.name} se desfaz em pedaços.`);
  } else if (F.log) say(F, `A casca de ${t.name} perde peças (${t.pieces} de pé).`);
}

/** Resistência spent; at 0 the armor shatters (DEF, Bloquear, Elmo and Aparar lost). */
export function spendResistencia(F: FightState, t: Combatant, n: number): void {
  t.resistencia -= n;
  if (t.resistencia <= 0 && !t.shattered) {
    t.resistencia = 0;
    t.shattered = true;
    t.def -= t.f.armorDef;
    t.elmo = 0;
    if (F.log) say(F, `A armadura de ${t.name} se despedaça.`);
  }
}

/** The Elmo turns a critical into a normal hit, and flies away: always `false` (no critical). */
export function elmoHolds(F: FightState, t: Combatant): boolean {
  t.elmo--;
  if (F.log) say(F, `O Elmo de ${t.name} segura o crítico e voa longe.`);
  return false;
}

/** `t` may Aparar a technique now: its reaction free, an armor alive with the Resistência for it, a technique that does not pierce, a policy that parries. */
export function canParry(F: FightState, t: Combatant, tech: FighterTechnique): boolean {
  return t.reaction && t.f.aparar && !t.shattered && !tech.pierces && t.resistencia >= t.f.apararCost && t.f.policy.parries !== 'nunca';
}

/**
 * `t`'s armor is alive for the policy (worn, not dead, Resistência left, and it parries with it):
 * its reaction always waits for an Aparar, so it never Blocks (SIMULATOR.md second edition,
 * Reactions). A policy that never parries does not wait.
 */
export function armorWaitsForAparar(F: FightState, t: Combatant): boolean {
  return t.f.aparar && !t.shattered && t.resistencia > 0 && t.f.policy.parries !== 'nunca';
}

/**
 * `t` Blocks now (before the roll): Bloquear needs an armor on the body ("Com a armadura no
 * corpo", Cap. 5), and only a fighter that cannot parry with it — a dead armor's casca — Blocks,
 * with its free reaction, whatever the blow (SIMULATOR.md second edition; the first said "Bloquear
 * otherwise when the reaction is free").
 */
export function blocks(F: FightState, t: Combatant): boolean {
  return t.reaction && t.f.bloquear > 0 && !t.shattered && t.f.policy.blocks && !armorWaitsForAparar(F, t);
}

/**
 * `t` may Aparar a golpe comum of `c` now: "depois de ser acertado e de ver o dano" (Cap. 5), not
 * a Cortante's while its armor lives (a characteristic "só funciona com a armadura no corpo", Cap. 7).
 */
export function canParryGolpe(F: FightState, c: Combatant, t: Combatant): boolean {
  return t.reaction && t.f.aparar && !t.shattered && t.resistencia >= t.f.apararCost && t.f.policy.parries !== 'nunca' && !(c.f.cortante === true && !c.shattered) && c.locked !== t;
}

/**
 * Aparar after the hit: the reaction, 1 Resistência, half the damage (`apararDamageTaken`). With the
 * optional rule "a armadura que se sacrifica" on and the last point left (`canSacrifice`), the
 * wearer may let the armor die instead: the blow deals no damage and the armor is gone for the
 * fight. The policy (reconstructed: the rule says "pode") sacrifices only when the parried half
 * would still drop the wearer — a dead armor costs blood and material to bring back, so it is
 * given for a life. Returns the damage taken.
 */
export function aparar(F: FightState, t: Combatant, dmg: number): number {
  t.reaction = false;
  // The Polimento de Pó de Estrelas: "A primeira vez que você apara em cada luta, sofre um quarto do dano".
  const taken = apararDamageTaken(dmg, t.parried ? undefined : t.f.firstApararTaken, F.R.ruleset);
  t.parried = true;
  if (t.f.sacrifice === true && taken >= t.hp && canSacrifice(t.resistencia, F.R.ruleset)) {
    if (F.log) say(F, `A armadura de ${t.name} se sacrifica: o golpe não entra, e ela morre.`);
    spendResistencia(F, t, t.resistencia);
    t.armorDead = true;
    F.armorsKilled++;
    return 0;
  }
  spendResistencia(F, t, t.f.apararCost);
  return taken;
}
