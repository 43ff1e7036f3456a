/**
 * From the character module's derived ficha to the {@link FichaView} the PDF draws. The derived
 * ficha holds what the rules compute; the marks of play (PV and Cosmo now, Sangue given, Centelhas
 * spent, lost senses, Lidas…) are not part of the stored character, so they come in
 * {@link FichaPlayState} (everything unmarked by default).
 *
 * Only a type is imported from the character module: this file adds nothing to the `./pdf` bundle
 * but the mapping itself.
 *
 * @module
 */
import type { Ficha, FichaValue } from '../../character/index.js';
import type { MomentFicha, PlayState } from '../../play/index.js';
import { blankFichaView, FICHA_DEFENSES, type FichaView } from './view.js';

/**
 * The marks a player makes during play, which the stored character does not hold.
 *
 * @example
 * ```ts
 * const play: FichaPlayState = { hp: 9, cosmo: 4, sangueGiven: 1, lidas: [{ enemy: 'Shina', technique: 'Garras do Trovão' }] };
 * ```
 */
export interface FichaPlayState {
  /** PV now (default: the maximum). */
  readonly hp?: number;
  /** Cosmo now (default: the Cosmo inicial). */
  readonly cosmo?: number;
  /** The Sentido reached (default: `sexto`, every warrior has awakened it). */
  readonly sentido?: FichaView['sentido'];
  /** The divine link. */
  readonly eloDivino?: string;
  /** Senses lost. */
  readonly sensesLost?: readonly (keyof FichaView['senses'])[];
  /** Thirds of blood given (ticks that many Sangue boxes). */
  readonly sangueGiven?: number;
  /** Centelhas spent this session. */
  readonly centelhasSpent?: number;
  /** Cicatrizes, as the player writes them. */
  readonly cicatrizes?: string;
  /** Levels of Cansaço marked. */
  readonly cansaco?: number;
  /** The Ferido box. */
  readonly ferido?: boolean;
  /** Indexes (0-based) of the Convicções spent. */
  readonly conviccoesGastas?: readonly number[];
  /** Relics in Sintonia. */
  readonly relics?: readonly string[];
  /** Lidas por mim. */
  readonly lidas?: readonly {
    /** Who used it. */
    readonly enemy: string;
    /** Their technique I have seen. */
    readonly technique: string;
  }[];
  /** The armor's origin trait and forms, as the player writes them. */
  readonly armorTrait?: string;
  /** The armor's forms, as the player writes them. */
  readonly armorFormas?: string;
  /** A line of details per technique id, replacing what the technique does (`describeTechnique`, the default). */
  readonly techniqueDetails?: Readonly<Record<string, string>>;
}

const total = (v: FichaValue): number | null => ('gap' in v ? null : v.total);

const ticks = (n: number, marked: number): boolean[] => Array.from({ length: Math.max(0, n) }, (_, i) => i < marked);

const SKILL_SOURCE: Record<string, string> = { treino: 'treino', livre: '', nivel: 'nível' };

/**
 * Maps a derived ficha (`deriveFicha(warrior)`) and the marks of play to the display values of the
 * PDF: every box of the book's "Modelo de ficha". Proficient skills only, as the book's printed
 * ficha lists them; the Resistência boxes are the armor's maximum, the lost points ticked.
 *
 * @param ficha - The character module's derived ficha.
 * @param play - The marks of play (all optional).
 * @returns The view to pass to {@link exportFichaPdf}.
 * @example
 * ```ts
 * const view = fichaViewFromFicha(deriveFicha(teo), { hp: 9 });
 * view.hp //=> { current: 9, max: 15 }
 * ```
 */
export function fichaViewFromFicha(ficha: Ficha, play: FichaPlayState = {}): FichaView {
  const blank = blankFichaView();
  const attributes = { ...blank.attributes };
  for (const k of Object.keys(attributes) as (keyof FichaView['attributes'])[]) {
    const a = ficha.attributes[k];
    attributes[k] = { score: a.value, modifier: a.modifier };
  }
  const pd = ficha.passiveDefenses;
  const armor = 'gap' in ficha.armor ? undefined : ficha.armor;
  const resMax = armor ? armor.resistencia.total : 0;
  const resLost = armor ? Math.max(0, resMax - armor.resistenciaCurrent) : 0;
  const gastas = new Set(play.conviccoesGastas ?? []);
  const conviccoes = Array.from({ length: blank.conviccoes.length }, (_, i) => ({
    text: ficha.conviccoes.texts[i] ?? '',
    gasta: gastas.has(i),
  }));
  const lost = new Set(play.sensesLost ?? []);
  return {
    ...blank,
    name: ficha.name,
    army: ficha.army.name,
    posto: ficha.posto.label,
    constellation: ficha.constellation,
    accessory: ficha.accessory.label,
    level: ficha.level,
    attributes,
    cosmoAttribute: ficha.cosmoAttribute.name,
    proficiency: ficha.proficiency,
    grau: ficha.grau,
    hp: { current: play.hp ?? ficha.hp.total, max: ficha.hp.total },
    defense: total(ficha.def),
    initiative: ficha.initiative.total,
    movement: ficha.movement.total,
    defenses: { fortitude: pd.fortitude.value.total, reflexos: pd.reflexos.value.total, vontade: pd.vontade.value.total },
    trainedDefenses: FICHA_DEFENSES.filter((d) => pd[d].trained),
    cosmo: { initial: ficha.cosmo.start.total, teto: ficha.cosmo.teto.total, current: play.cosmo ?? ficha.cosmo.start.total },
    sentido: play.sentido === undefined ? 'sexto' : play.sentido,
    eloDivino: play.eloDivino ?? ficha.eloDivino ?? '',
    senses: { tato: lost.has('tato'), paladar: lost.has('paladar'), olfato: lost.has('olfato'), audicao: lost.has('audicao'), visao: lost.has('visao') },
    sangue: ticks(blank.sangue.length, play.sangueGiven ?? 0),
    centelhas: ticks(ficha.centelhas, play.centelhasSpent ?? 0),
    cicatrizes: play.cicatrizes ?? '',
    cansaco: ticks(blank.cansaco.length, play.cansaco ?? 0),
    ferido: play.ferido ?? false,
    gloria: { current: ficha.gloria.current, max: ficha.gloria.toLeave },
    relics: [...(play.relics ?? [])],
    armor: armor
      ? {
          name: armor.name,
          version: armor.version,
          defense: armor.def.total,
          attack: armor.acerto.total,
          trait: play.armorTrait ?? armor.derived.trait ?? '',
          resistencia: ticks(Math.min(24, resMax), resLost),
          formas: play.armorFormas ?? '',
          elmo: !armor.derived.elmo.inPlace,
          characteristics: [...armor.characteristics],
        }
      : { ...blank.armor, resistencia: [] },
    treino: ficha.treino.name,
    licao: ficha.licoes.map((l) => `${l.name}: ${l.effect}`).join('; '),
    conviccoes,
    skills: ficha.skills
      .filter((s) => s.proficient)
      .slice(0, 24)
      .map((s) => ({ name: s.name, bonus: s.bonus.total, source: SKILL_SOURCE[s.source ?? ''] ?? '' })),
    golpeComum: { attack: ficha.golpeComum.toHit.total, damageDie: `1d${ficha.golpeComum.damageDie}`, damageBonus: ficha.golpeComum.damageBonus },
    techniques: ficha.techniques.slice(0, 40).map((t) => ({
      name: t.name,
      signature: t.signature,
      nature: t.natureLabel,
      size: t.size,
      cost: t.cost,
      grau: t.grau ?? null,
      roll: t.roll?.text ?? '—',
      damage: t.damage,
      details: play.techniqueDetails?.[t.id] || t.details,
    })),
    lidas: (play.lidas ?? []).slice(0, 60).map((l) => ({ enemy: l.enemy, technique: l.technique })),
    items: [...ficha.items].slice(0, 30),
    breakdowns: fichaBreakdowns(ficha),
  };
}

/**
 * Maps the ficha of the moment (`fichaOfTheMoment(warrior, playState)`) and its play state to the
 * display values of the PDF: the boxes show the numbers of the moment — PV now and the max now
 * (blood, Cicatrizes, Debilitado), DEF now (a lost Visão), the Teto now (senses, Centelhas, the
 * Sentido), the passive defenses with the relics — and the marks of play come from the state
 * (senses lost, Sangue, Centelhas, Cansaço, Ferido, Convicções spent, relics, Lidas, the Sentido).
 * `marks` adds what the state does not hold (the armor's trait and forms, technique details) or
 * overrides a mark. The view's `breakdowns` carry the moment's own texts ("DEF 12 = … − 2 sem
 * Visão"): the HTML ficha shows them; the book's PDF Modelo has no box for them.
 *
 * Only types are imported from the ficha in play: nothing is added to the `./pdf` bundle.
 *
 * @param moment - The ficha of the moment.
 * @param state - The play state it was computed from.
 * @param marks - Extra marks (optional).
 * @returns The view to pass to {@link exportFichaPdf}.
 * @example
 * ```ts
 * const blind = unwrap(loseSense(teo, startPlay(teo), 'visao', 'arrancado'));
 * fichaViewOfTheMoment(fichaOfTheMoment(teo, blind), blind).defense //=> 12
 * ```
 */
export function fichaViewOfTheMoment(moment: MomentFicha, state: PlayState, marks: FichaPlayState = {}): FichaView {
  const sentido = (['sexto', 'setimo', 'oitavo', 'nono'] as const).find((k) => k === state.sentido) ?? 'sexto';
  const view = fichaViewFromFicha(moment.ficha, {
    hp: state.hp,
    cosmo: state.cosmo,
    sentido,
    sensesLost: state.sensesLost.map((l) => l.sense),
    sangueGiven: state.bloodThirdsDonated,
    centelhasSpent: state.centelhasSent,
    cicatrizes: state.cicatrizes > 0 ? String(state.cicatrizes) : '',
    cansaco: state.cansaco,
    ferido: state.ferido,
    conviccoesGastas: Array.from({ length: state.conviccoesSpent }, (_, i) => i),
    relics: state.relics.attuned,
    lidas: state.lidas,
    ...marks,
  });
  const pd = moment.passiveDefenses;
  return {
    ...view,
    hp: { current: marks.hp ?? state.hp, max: moment.hp.max.total },
    defense: 'gap' in moment.def ? null : moment.def.total,
    defenses: { fortitude: pd.fortitude.total, reflexos: pd.reflexos.total, vontade: pd.vontade.total },
    cosmo: { ...view.cosmo, teto: moment.cosmo.teto.total },
    breakdowns: {
      ...view.breakdowns,
      'hp.max': moment.hp.max.text,
      defense: 'gap' in moment.def ? moment.def.reason : moment.def.text,
      'defenses.fortitude': pd.fortitude.text,
      'defenses.reflexos': pd.reflexos.text,
      'defenses.vontade': pd.vontade.text,
      'cosmo.teto': moment.cosmo.teto.text,
    },
  };
}

/**
 * The engine's pt-BR breakdown of every number of a derived ficha, keyed by the number's path in
 * the {@link FichaView} (what {@link fichaViewFromFicha} puts in `view.breakdowns`).
 *
 * @param ficha - The character module's derived ficha.
 * @returns Path → text, e.g. `{ 'hp.max': 'PV 15 = …', defense: 'DEF 14 = …' }`.
 * @example
 * ```ts
 * fichaBreakdowns(deriveFicha(teo))['hp.max'] //=> 'PV 15 = …'
 * ```
 */
export function fichaBreakdowns(ficha: Ficha): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(ficha.attributes) as (keyof Ficha['attributes'])[]) {
    out[`attributes.${k}.score`] = ficha.attributes[k].breakdown.text;
  }
  out['hp.max'] = ficha.hp.text;
  out.defense = 'gap' in ficha.def ? ficha.def.reason : ficha.def.text;
  out.initiative = ficha.initiative.text;
  out.movement = ficha.movement.text;
  for (const d of FICHA_DEFENSES) out[`defenses.${d}`] = ficha.passiveDefenses[d].value.text;
  out['cosmo.initial'] = ficha.cosmo.start.text;
  out['cosmo.teto'] = ficha.cosmo.teto.text;
  out['golpeComum.attack'] = ficha.golpeComum.toHit.text;
  if (!('gap' in ficha.armor)) {
    out['armor.defense'] = ficha.armor.def.text;
    out['armor.attack'] = ficha.armor.acerto.text;
  }
  let i = 0;
  for (const s of ficha.skills) {
    if (!s.proficient) continue;
    if (i >= 24) break;
    out[`skills.${i}.bonus`] = s.bonus.text;
    i++;
  }
  for (let t = 0; t < ficha.techniques.length && t < 40; t++) {
    const roll = ficha.techniques[t]!.roll;
    if (roll) out[`techniques.${t}.roll`] = roll.bonus.text;
  }
  return out;
}
