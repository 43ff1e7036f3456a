/**
 * Falling and standing (Cap. 5, "Levantar"; Cap. 4, the Sétimo, the Nono and the Buda; Cap. 3,
 * the armor trial's awakening): a fighter at 0 PV stands with a Convicção, awakens, or is out.
 *
 * @module
 */
import { roundFraction } from '../../dice/index.js';
import { levantarCosmo, levantarHp } from '../../rules/index.js';
import type { Fighter } from '../fighter.js';
import { miracleComes } from '../golpes.js';
import { enterSetimo } from './cosmo.js';
import { facesGod, miracle } from './gods.js';
import { say, type Combatant, type FightState } from './state.js';

/** A fighter at 0 PV at the start of its turn stands with a Convicção (Levantar), or is out. */
export function rise(F: FightState, c: Combatant): boolean {
  if (!c.canRise()) {
    c.out = true;
    return false;
  }
  if (c.f.awakensAs !== undefined) return awaken(F, c, c.f.awakensAs);
  const before = c.maxHp;
  c.maxHp = Math.max(1, c.maxHp - c.f.cicatriz);
  const comes = c.f.milagre === true && !c.blessed && miracleComes(F, c, F.R.miracleHigherPosto);
  c.hp = levantarHp(before, c.maxHp, comes, F.R.ruleset);
  c.conviccoes--;
  c.risesUsed++;
  F.rises++;
  if (F.log) say(F, `${c.name} gasta uma Convicção e se levanta com ${c.hp} PV.`);
  if (comes) miracle(F, c);
  // Cosmo to the Teto it has as it stands, then the Sétimo raises the Teto, not the Cosmo.
  c.cosmo = levantarCosmo(c.cosmo, c.teto, F.R.ruleset);
  if (c.f.setimo === 'desperta' && c.step === 0 && c.f.policy.awakens) enterSetimo(F, c, 'levanta e');
  // Coração de estrela: "o seu próximo ataque tem Vantagem" — while the armor lives.
  if (c.heart && !c.shattered) {
    c.advantage = true;
    if (F.log) say(F, `O Coração de estrela de ${c.name} brilha: Vantagem no próximo ataque.`);
  }
  return true;
}

/**
 * The armor trial's awakening (Cap. 3, "O despertar: a prova da armadura"): the apprentice who
 * falls and says its Convicção stands as the awakened warrior, with `standHpFraction` of its PV,
 * the Cosmo at the Teto.
 */
export function awaken(F: FightState, c: Combatant, w: Fighter): boolean {
  const R = F.R.ruleset;
  c.conviccoes--;
  c.risesUsed++;
  F.rises++;
  F.awakenings++;
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
  if (F.log) say(F, `${c.name} diz a Convicção e levanta desperto: ${c.hp} PV, Cosmo ${c.cosmo}.`);
  return true;
}

/**
 * One with the Oitavo falls with no stand left: the Nono when the seed's three steps are there
 * (Cap. 4, "O Nono Sentido": the Oitavo; a fight against a god; it already fell and stood, in the
 * Sétimo — it says a Convicção, invoked, not spent, and stands in the Nono with
 * `standHpFraction` of its max PV and the Cosmo at the Teto, "no lugar do estado de Buda"),
 * else the Buda state.
 */
export function beyondDeath(F: FightState, t: Combatant): void {
  const nono = F.R.nono;
  if (nono !== null && t.step >= 1 && t.step < nono.step && t.risesUsed > 0 && t.conviccoes > 0 && facesGod(F, t)) {
    t.step = nono.step;
    t.teto += nono.teto;
    t.hp = Math.max(1, roundFraction(t.maxHp * nono.standHpFraction, F.R.ruleset));
    t.cosmo = t.teto;
    t.out = false;
    t.read = 0;
    F.awakenings++;
    if (F.log) say(F, `${t.name} cai pela segunda vez, diz uma Convicção e levanta no Nono Sentido: ${t.hp} PV, Cosmo ${t.cosmo}.`);
    return;
  }
  enterBuda(F, t);
}

/**
 * The Buda state (Cap. 4, "O Oitavo Sentido"): falling with no stand left, the body drops and the
 * spirit acts to the end of the fight with the PV it had at its start, without armor; only those
 * with the Oitavo (and the gods) reach it. Once per fight here (`cosmo.oitavo.budaPerLevel`: once
 * per level, and a figure is one fight).
 */
export function enterBuda(F: FightState, t: Combatant): void {
  if (F.R.ruleset.cosmo.oitavo.budaPerLevel < 1) return;
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
  if (F.log) say(F, `${t.name} morre sem morrer: entra no estado de Buda, com ${t.hp} PV e sem armadura.`);
}
