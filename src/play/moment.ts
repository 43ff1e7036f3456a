/**
 * The ficha of the moment: the numbers a player reads during play — DEF, reactions, Desvantagens,
 * max PV, Teto, passive defenses, the armor's state — out of ONE call, each number with a breakdown
 * naming the state of play that changed it ("DEF 12 = 10 base + 2 DES + 2 armadura − 2 sem Visão").
 *
 * The API: {@link fichaOfTheMoment}`(warrior, playState, ruleset)`. The stored warrior carries the
 * armor (its state: intact, cracked, shattered, dead), so the derived ficha already applies the
 * armor's state (the guarda needs the armor on the body); the play state adds what the moment does
 * (senses lost, Cansaço, blood, Ferido, poison, Centelhas, the Sentido, the relics, the aura).
 * It lives here, in `play/`, because `character/` must not know the ficha in play.
 *
 * @module
 */
import { armorStateLabels, type ArmorState } from '../armor/index.js';
import { roundFraction } from '../dice/index.js';
import { bookRuleset, breakdown, type Breakdown, type BreakdownTerm, type PassiveDefenseKey, type Ruleset } from '../rules/index.js';
import { deriveFicha, type Ficha, type FichaGap, isGap, type Warrior } from '../character/index.js';
import { clockStage, maxHpNow, type PlayState, sintoniaBonuses, tetoNow } from './state.js';

/**
 * One Desvantagem the moment gives: on which roll (a slug: a skill, an attribute test, `ataque`,
 * `efeito`, `pericia`, `iniciativa`…), and the state that gives it.
 *
 * @example
 * ```ts
 * const d: MomentDisadvantage = { on: 'fortitude', source: 'sem Paladar', rule: 'cosmo.senses.list' };
 * ```
 */
export interface MomentDisadvantage {
  /** The roll (slug of the ruleset's list that gives it). */
  readonly on: string;
  /** The state that gives it, in pt-BR ("sem Visão", "Cansado", "sangue doado (1/3)"). */
  readonly source: string;
  /** Where the rule lives in the ruleset. */
  readonly rule: string;
}

/**
 * The reactions of the moment: any at all (Tato lost or down: none), Bloquear and Aparar (the armor
 * in its state), with the reasons for each one missing.
 *
 * @example
 * ```ts
 * const r: MomentReactions = { any: false, bloquear: false, aparar: false, why: ['sem Tato: nenhuma reação'] };
 * ```
 */
export interface MomentReactions {
  /** Any reaction at all (the opportunity attack, Bloquear, Aparar, a reaction technique). */
  readonly any: boolean;
  /** Bloquear: the armor on the body (living, or a casca with pieces), and reactions allowed. */
  readonly bloquear: boolean;
  /** Aparar: a living armor with Resistência, and reactions allowed. */
  readonly aparar: boolean;
  /** Why each missing one is missing (pt-BR). */
  readonly why: readonly string[];
}

/**
 * The ficha of the moment (see {@link fichaOfTheMoment}).
 *
 * @example
 * ```ts
 * const m: MomentFicha = fichaOfTheMoment(teo, startPlay(teo));
 * m.def //=> { label: 'DEF', total: 14, … }
 * ```
 */
export interface MomentFicha {
  /** The derived ficha (the armor's state already in it). */
  readonly ficha: Ficha;
  /** The round of the fight in course, or `null` outside a fight. */
  readonly round: number | null;
  /** PV now, the max now (blood, Cicatrizes, Debilitado named) and the temporary PV. */
  readonly hp: { readonly current: number; readonly max: Breakdown; readonly temp: number };
  /** Cosmo now, the Teto now (senses, relics, Centelhas, the Sentido named), the piso; at the Teto: the aura. */
  readonly cosmo: { readonly current: number; readonly teto: Breakdown; readonly floor: number; readonly aura: boolean };
  /** DEF now: the ficha's, with each lost sense's penalty (Visão −2). */
  readonly def: Breakdown | FichaGap;
  /** Movement now: the ficha's, halved while Exausto (`world.fatigue.levels[].movementFraction`). */
  readonly movement: Breakdown;
  /** The passive defenses now: the ficha's, with the relics in Sintonia. */
  readonly passiveDefenses: Readonly<Record<PassiveDefenseKey, Breakdown>>;
  /** The reactions allowed now. */
  readonly reactions: MomentReactions;
  /** Every Desvantagem the moment gives, each with its source. */
  readonly disadvantages: readonly MomentDisadvantage[];
  /** The armor worn now: its state (and how the book says it), on the body, Resistência now. `null` without an armor. */
  readonly armor: {
    readonly state: ArmorState;
    readonly stateLabel: string;
    readonly onBody: boolean;
    readonly resistencia: number;
    readonly resistenciaCap: number;
  } | null;
  /** The Sentido now ("Sexto", "Sétimo"…). */
  readonly sentido: string;
}

/**
 * The numbers of the moment, out of one call: the derived ficha (with the armor's state), and what
 * the play state does to it — DEF with the senses lost (Visão −2), the reactions (Tato lost: none;
 * the armor's state: Bloquear, Aparar), the Desvantagens (senses, Cansaço, blood donated, Ferido,
 * Debilitado, the aura at the Teto), max PV (blood, Cicatrizes, Debilitado), the Teto (senses,
 * relics, Centelhas, the Sentido) and the passive defenses (relics) — each with a breakdown or a
 * source naming the state that changed it. Pure.
 *
 * @param w - The warrior (its armor carries the armor's state).
 * @param s - The ficha in play.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The ficha of the moment.
 * @example
 * ```ts
 * const blind = unwrap(loseSense(teo, startPlay(teo), 'visao', 'arrancado'));
 * fichaOfTheMoment(teo, blind).def.text //=> 'DEF 12 = 10 base + 2 DES + 2 armadura: Posto (Bronze) − 2 sem Visão'
 * ```
 */
export function fichaOfTheMoment(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): MomentFicha {
  const ficha = deriveFicha(w, ruleset);
  const K = ruleset.cosmo;
  const lost = new Set<string>();
  for (const l of s.sensesLost) lost.add(l.sense);
  const senses = K.senses.list.filter((x) => lost.has(x.id));

  // DEF: each lost sense's penalty (Visão −2).
  let def: Breakdown | FichaGap = ficha.def;
  // Stryker disable next-line ConditionalExpression: deriveFicha sempre calcula a DEF (nunca é lacuna); o teste só estreita o tipo
  if (!isGap(ficha.def)) {
    const terms: BreakdownTerm[] = [...ficha.def.terms];
    for (const x of senses) if (x.defPenalty !== 0) terms.push({ label: `sem ${x.name}`, value: -x.defPenalty, rule: 'cosmo.senses.list', note: x.effect });
    // Stryker disable next-line ConditionalExpression: refazer o Breakdown com os mesmos termos dá a mesma DEF
    def = terms.length === ficha.def.terms.length ? ficha.def : breakdown('DEF', terms);
  }

  // Movement: the Cansaço boxes that cut it (Exausto: half, rounded as the book rounds).
  let movement = ficha.movement;
  for (const l of ruleset.world.fatigue.levels) {
    if (l.level > s.cansaco || l.movementFraction === undefined) continue;
    const now = roundFraction(movement.total * l.movementFraction, ruleset);
    if (now !== movement.total) movement = breakdown('Movimento', [...movement.terms, { label: l.label, value: now - movement.total, rule: 'world.fatigue.levels', note: l.effect }]);
  }

  // Passive defenses: the relics in Sintonia.
  const relics = sintoniaBonuses(s, ruleset);
  const passiveDefenses = {} as Record<PassiveDefenseKey, Breakdown>;
  for (const k of Object.keys(ficha.passiveDefenses) as PassiveDefenseKey[]) {
    const v = ficha.passiveDefenses[k].value;
    passiveDefenses[k] = relics.passiveDefenses === 0 ? v : breakdown(v.label, [...v.terms, { label: 'relíquias em Sintonia', value: relics.passiveDefenses, rule: 'items.relics' }]);
  }

  // Reactions: Tato lost, down at 0 PV, the armor's state.
  const why: string[] = [];
  const tato = senses.find((x) => x.noReactions);
  if (tato) why.push(`sem ${tato.name}: nenhuma reação`);
  const down = s.hp === 0 && !(s.fight?.buda ?? false);
  if (down) why.push('caído a 0 PV (Inconsciente)');
  const any = why.length === 0;
  const armor = isGap(ficha.armor) ? null : ficha.armor;
  const d = armor?.derived;
  if (!armor) why.push('sem armadura: nem Bloquear nem Aparar');
  else if (!armor.worn) why.push(`armadura ${armorStateLabels[armor.state]}: fora do corpo`);
  else if (d && !d.reactions.aparar) why.push(d.casca ? 'a casca não apara' : 'sem Resistência para aparar');
  // Stryker disable next-line OptionalChaining,BooleanLiteral: `d` só falta quando `armor` é null, e a conta já parou em `armor !== null`
  const bloquear = any && armor !== null && armor.worn && (d?.reactions.bloquear ?? false);
  // Stryker disable next-line OptionalChaining,BooleanLiteral: `d` só falta quando `armor` é null, e a conta já parou em `armor !== null`
  const aparar = any && armor !== null && armor.worn && (d?.reactions.aparar ?? false);

  // Desvantagens.
  const disadvantages: MomentDisadvantage[] = [];
  const add = (on: readonly string[], source: string, rule: string) => {
    for (const o of on) disadvantages.push({ on: o, source, rule });
  };
  for (const x of senses) add(x.disadvantageOn, `sem ${x.name}`, 'cosmo.senses.list');
  for (const l of ruleset.world.fatigue.levels) if (l.level <= s.cansaco) add(l.disadvantageOn, l.label, 'world.fatigue.levels');
  const thirds = Math.min(s.bloodThirdsDonated, ruleset.armor.bloodThirds.thirds);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: com 0 terços nenhuma linha serve (o schema pede `thirds` ≥ 1), nada entra
  if (thirds > 0) {
    const row = ruleset.armor.bloodThirds.rows.find((r) => r.thirds === thirds);
    add(row?.disadvantageOn ?? [], `sangue doado (${thirds}/${ruleset.armor.bloodThirds.thirds})`, 'armor.bloodThirds.rows');
  }
  if (s.ferido) add(ruleset.world.ferido.disadvantageOn, 'Ferido', 'world.ferido');
  if (s.clocks.some((c) => clockStage(c, ruleset) !== 'nenhum')) add(ruleset.combat.poison.debilitatedDisadvantageOn, 'Debilitado', 'combat.poison');
  const teto = tetoNow(w, s, ruleset);
  const aura = s.fight !== null && s.cosmo >= teto.total;
  if (aura) add(K.aura.disadvantageOn, 'aura (Cosmo no Teto)', 'cosmo.aura');

  return {
    ficha,
    round: s.fight?.round ?? null,
    hp: { current: s.hp, max: maxHpNow(w, s, ruleset), temp: s.tempHp },
    cosmo: { current: s.cosmo, teto, floor: ficha.cosmo.floor.total, aura },
    def,
    movement,
    passiveDefenses,
    reactions: { any, bloquear, aparar, why },
    disadvantages,
    armor: d ? { state: d.state, stateLabel: armorStateLabels[d.state], onBody: d.onBody, resistencia: d.resistencia, resistenciaCap: d.resistenciaCap } : null,
    sentido: K.sentidos.find((x) => x.id === s.sentido)?.name ?? s.sentido,
  };
}

/**
 * The ficha of the moment as lines of pt-BR text, for a sheet or a screen that shows the
 * breakdowns: PV, DEF, Teto (only where the moment changed something, unless `all`), the
 * reactions missing and each Desvantagem with its source, and the armor's state when it is not whole.
 *
 * @param m - The ficha of the moment.
 * @param all - Show PV, DEF and Teto even when the moment changed nothing.
 * @returns The lines.
 * @example
 * ```ts
 * momentLines(fichaOfTheMoment(teo, blind))
 * //=> ['DEF 12 = 10 base + 2 DES + 2 armadura: Posto (Bronze) − 2 sem Visão', 'Teto 6 = 5 base + 1 sem Visão', 'Desvantagem em ataques_a_mais_de_3_metros (sem Visão)']
 * ```
 */
export function momentLines(m: MomentFicha, all = false): string[] {
  const out: string[] = [];
  const f = m.ficha;
  if (all || m.hp.max.total !== f.hp.total) out.push(m.hp.max.text);
  if (!isGap(m.def) && (all || isGap(f.def) || m.def.total !== f.def.total)) out.push(m.def.text);
  if (all || m.cosmo.teto.total !== f.cosmo.teto.total) out.push(m.cosmo.teto.text);
  if (m.movement.total !== f.movement.total) out.push(m.movement.text);
  for (const w of m.reactions.why) out.push(`Reação: ${w}`);
  for (const d of m.disadvantages) out.push(`Desvantagem em ${d.on} (${d.source})`);
  if (m.armor && m.armor.state !== 'intact') out.push(`Armadura ${m.armor.stateLabel}${m.armor.onBody ? '' : ', fora do corpo'}`);
  return out;
}
