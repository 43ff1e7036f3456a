/**
 * The rules one fight reads from the ruleset, once per ruleset (`rulesOf`): the Cosmo's numbers, the
 * critical, the domínio and the Hierarquia, the Lida, the Guerra dos Mil Dias, the Centelhas, the
 * senses, the conditions, the opening strike and the miracle — every number of the engine comes from
 * here, never written in the engine itself.
 *
 * @module
 */
import type { Ruleset } from '../../rules/index.js';

/** Rules read once per fight from the ruleset. */
export interface Rules {
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
/** The rules of `rs` for one fight (kept per ruleset; the last one asked is at hand). */
export function rulesOf(rs: Ruleset): Rules {
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
