/**
 * The Cosmo in the fight (Capítulo Quatro): entering the Sétimo Sentido, the Centelhas from a
 * friend outside the fight, and the mutilation of a sense (destroying one's own eyes).
 *
 * @module
 */
import { centelhaTetoGain } from '../../rules/index.js';
import { d, gainCosmo, say, type Combatant, type FightState } from './state.js';

/** `c` enters the Sétimo Sentido (`why` says how, in the log): its Teto rises; an awakening makes its techniques unread. */
export function enterSetimo(F: FightState, c: Combatant, why: string): void {
  c.step = 1;
  c.teto += c.f.setimoTeto;
  if (c.f.setimo === 'desperta') {
    F.awakenings++;
    // Awakening a Sense: all its techniques become unread (combat.lida.overriddenBy).
    c.read = 0;
  }
  if (F.log) say(F, `${c.name} ${why} entra no Sétimo Sentido (Teto ${c.teto}).`);
}

/**
 * A Centelha from a friend outside the fight (Capítulo Quatro, "Centelhas"): Cosmo, Teto up to the
 * per-fight cap ({@link centelhaTetoGain}), Vantagem on the next attack, and the Mil Dias broken.
 */
export function centelha(F: FightState, c: Combatant): void {
  const R = F.R;
  c.centelhasGot++;
  c.teto += centelhaTetoGain(c.centelhasGot, R.ruleset) - centelhaTetoGain(c.centelhasGot - 1, R.ruleset);
  gainCosmo(F, c, R.centelhaCosmo);
  if (R.centelhaAdvantage) c.advantage = true;
  if (F.log) say(F, `${c.name} recebe uma Centelha (Cosmo ${c.cosmo}, Teto ${c.teto}).`);
  const p = c.locked;
  if (p !== null && R.centelhaBreaksGuerra) {
    c.locked = null;
    if (p.locked === c) p.locked = null;
    if (F.log) say(F, `A Centelha quebra a Guerra dos Mil Dias entre ${c.name} e ${p.name}.`);
  }
}

/**
 * Destroys its own eyes (the mutilation of Capítulo Quatro, "Os cinco sentidos"): the mutilation's
 * damage, the Visão lost with its Cosmo, Teto and DEF penalty. False when it fell from it.
 */
export function blindSelf(F: FightState, c: Combatant): boolean {
  const R = F.R;
  c.blind = true;
  let dmg = 0;
  for (let i = 0; i < R.mutilationDice; i++) dmg += d(F, R.mutilationSides);
  c.teto += R.senseLossTeto;
  gainCosmo(F, c, R.senseLossCosmo);
  c.def -= R.visaoDefPenalty;
  c.hp = dmg >= c.hp ? 0 : c.hp - dmg;
  if (F.log) say(F, `${c.name} destrói os próprios olhos: ${dmg} de dano, Cosmo ${c.cosmo}, Teto ${c.teto}, DEF ${c.def}.`);
  if (c.hp <= 0 && F.log) say(F, `${c.name} cai.`);
  return c.hp > 0;
}
