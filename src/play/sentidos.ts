/**
 * Falling and standing, and the Sentidos in play: Levantar (a Convicção, once per fight, ¼ of the
 * max PV rounded up — ½ with the miracle —, Cosmo to the Teto, a Cicatriz), the Sétimo (the three
 * conditions, the elite at will, the mastered Sétimo), the seed's Nono (the Oitavo, a god, falling
 * twice) and the Oitavo's estado de Buda.
 *
 * @module
 */
import { produce } from 'immer';
import { ok, type Result } from '../issues/index.js';
import { bookRuleset, levantarCosmo, levantarHp, type Ruleset } from '../rules/index.js';
import { deriveFicha, type Warrior } from '../character/index.js';
import { refuseIfDead, refusePlay } from './internal.js';
import { clockStage, playNumbers, type PlayState } from './state.js';

const ELITE = 'elite';

function stepOf(sentido: string, ruleset: Ruleset): number {
  return ruleset.cosmo.sentidos.find((x) => x.id === sentido)?.step ?? 0;
}

function sentidoName(id: string, ruleset: Ruleset): string {
  return ruleset.cosmo.sentidos.find((x) => x.id === id)?.name ?? id;
}

/**
 * Options of {@link levantar}.
 *
 * @example
 * ```ts
 * const o: LevantarOptions = { miracle: true, firstSetimo: true };
 * ```
 */
export interface LevantarOptions {
  /** The god's Centelha arrived at that moment: the miracle (½ of the max PV). */
  readonly miracle?: boolean;
  /**
   * The Mestre says this fight matters, and this stand is the character's first Sétimo (a
   * milestone). After the first time, a Bronze or Prata from level 5 always stands awake.
   */
  readonly firstSetimo?: boolean;
  /**
   * The conditions the character is under now (keys of `combat.conditions`), from the fight's
   * tracker: Dominado, Selado or Petrificado keep one down ("Só quando faz sentido").
   */
  readonly conditions?: readonly string[];
}

/**
 * Levantar: at 0 PV in a fight, spend a Convicção (once per fight) and stand with ¼ of the max PV
 * rounded up (½ with the miracle), the Cosmo straight to the Teto, and a Cicatriz (max PV −level
 * until the next long rest; the ¼ is of the max PV before that Cicatriz,
 * `combat.levantar.hpFractionOf`). Who is Dominado, Selado, Petrificado or in a poison's sleep does
 * not stand ("Só quando faz sentido"). For a Bronze or Prata from level 5 on, standing fulfils the
 * three conditions of the Sétimo: the character stands awake (the first time only with
 * `firstSetimo`, the milestone), and the Teto rises with it.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param options - The miracle; the first Sétimo; the conditions the character is under.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal (`levantar_not_down`, `levantar_already_this_fight`,
 *   `levantar_no_conviccao`, `levantar_cannot_stand`, `play_not_in_fight`).
 * @example
 * ```ts
 * const down = unwrap(takeDamage(unwrap(beginFight(teo, startPlay(teo))), 99));
 * unwrap(levantar(teo, down)).hp //=> 4
 * ```
 */
export function levantar(w: Warrior, s: PlayState, options: LevantarOptions = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const L = ruleset.combat.levantar;
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'Levantar' });
  if (s.hp > 0) return refusePlay('levantar_not_down', ['hp'], { hp: s.hp });
  // "Só quando faz sentido": who cannot stand with a Convicção, when the engine can know it.
  const asleep = s.clocks.some((c) => clockStage(c, ruleset) === 'sono');
  for (const row of L.cannotStand) {
    const held = row.conditions?.some((c) => options.conditions?.includes(c)) || (row.poisonSleep === true && asleep);
    if (held) return refusePlay('levantar_cannot_stand', ['conditions'], { who: row.who, why: row.why });
  }
  if (s.fight.stands >= L.perFight) return refusePlay('levantar_already_this_fight', ['fight', 'stands'], { perFight: L.perFight, wakeHp: L.cannotStandWakeHp });
  const f = deriveFicha(w, ruleset);
  if (s.conviccoesSpent >= f.conviccoes.count)
    return refusePlay('levantar_no_conviccao', ['conviccoesSpent'], { spent: s.conviccoesSpent, count: f.conviccoes.count });
  const S = ruleset.cosmo.setimo;
  const setimo = 'setimo';
  const awakes = w.posto !== ELITE && f.level >= S.firstTimeFromLevel && stepOf(s.sentido, ruleset) < stepOf(setimo, ruleset) && (s.awakened.setimo || options.firstSetimo === true);
  const scarred = produce(s, (x) => {
    x.cicatrizes += 1;
    x.conviccoesSpent += 1;
    x.fight!.stands += 1;
    x.fight!.fell = true;
    if (awakes) {
      x.sentido = setimo;
      x.awakened.setimo = true;
    }
    if (stepOf(x.sentido, ruleset) >= stepOf(setimo, ruleset)) x.fight!.stoodInSetimo = true;
  });
  const n = playNumbers(w, scarred, ruleset);
  const before = playNumbers(w, s, ruleset);
  // The quarter (or the miracle's half) of the max before this stand's Cicatriz (levantarHp).
  const standHp = levantarHp(before.maxHp, n.maxHp, options.miracle === true, ruleset);
  return ok(
    produce(scarred, (x) => {
      x.hp = standHp;
      // The Teto it has as it stands: the awakening raises the Teto, not the Cosmo (levantarCosmo).
      x.cosmo = levantarCosmo(x.cosmo, before.teto, ruleset);
    }),
  );
}

/**
 * Options of {@link enterSetimo}.
 *
 * @example
 * ```ts
 * const o: EnterSetimoOptions = { sacrifice: 'queimar', conviccaoSpoken: true, firstSetimo: true };
 * ```
 */
export interface EnterSetimoOptions {
  /** The sacrifice made this turn (`queimar`, `levantar`, `perder_sentido`). */
  readonly sacrifice?: string;
  /** A Convicção was said aloud before rolling (invoked, not spent). */
  readonly conviccaoSpoken?: boolean;
  /** The Mestre says this fight matters, and this is the first Sétimo (a milestone). */
  readonly firstSetimo?: boolean;
}

/**
 * Enters the Sétimo in a fight, until its end (Teto +2, one step above the Sexto). The elite enters
 * at will; a Bronze or Prata who mastered it, with the Cosmo at the Teto; otherwise a Bronze or
 * Prata from level 5 needs, in the same turn, the Cosmo at the Teto, a sacrifice and a Convicção
 * said aloud — and the first time is a milestone (`firstSetimo`).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param options - The sacrifice, the Convicção, the milestone.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal naming what is missing.
 * @example
 * ```ts
 * unwrap(enterSetimo(teo5, atTeto, { sacrifice: 'queimar', conviccaoSpoken: true, firstSetimo: true })).sentido //=> 'setimo'
 * ```
 */
export function enterSetimo(w: Warrior, s: PlayState, options: EnterSetimoOptions = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const S = ruleset.cosmo.setimo;
  const setimo = 'setimo';
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'Entrar no Sétimo' });
  if (s.hp === 0) return refusePlay('play_down', ['hp'], { action: 'Entrar no Sétimo' });
  if (stepOf(s.sentido, ruleset) >= stepOf(setimo, ruleset)) return refusePlay('sentido_already', ['sentido'], { sentido: sentidoName(s.sentido, ruleset) });
  const { teto } = playNumbers(w, s, ruleset);
  const level = 1 + w.levelUps.length;
  if (w.posto !== ELITE) {
    const missing: string[] = [];
    const cond = (id: string) => S.conditions.find((c) => c.id === id)?.label ?? id;
    if (s.cosmo < teto) missing.push(`${cond('teto')} (${s.cosmo} de ${teto})`);
    if (!s.awakened.setimoMastered) {
      if (level < S.firstTimeFromLevel) return refusePlay('setimo_first_time_level', [], { level, minLevel: S.firstTimeFromLevel });
      if (options.sacrifice === undefined || !S.sacrifices.includes(options.sacrifice)) missing.push(`${cond('sacrificio')} (${S.sacrifices.join(', ')})`);
      if (options.conviccaoSpoken !== true) missing.push(cond('conviccao'));
      if (!s.awakened.setimo && options.firstSetimo !== true) missing.push('o marco da primeira vez, numa luta que importa (firstSetimo)');
    }
    if (missing.length) return refusePlay('setimo_conditions_missing', [], { missing: missing.join('; ') });
  }
  return ok(
    produce(s, (x) => {
      x.sentido = setimo;
      if (w.posto !== ELITE) x.awakened.setimo = true;
    }),
  );
}

/**
 * The seed's Nono: already awakened the Oitavo, in a fight against a god, already fell and stood in
 * the Sétimo in this fight, and now down at 0 PV again with no stand left — say a Convicção
 * (invoked, not spent) and stand in the Nono with the variant's share of the max PV (½) and the
 * Cosmo at the Teto (+2 more). No Cicatriz: it is not the Levantar of a spent Convicção.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal naming what is missing (`nono_requirements_missing`;
 *   `nono_variant_differs` under the 0.25.0 option).
 * @example
 * ```ts
 * unwrap(standInNono(teo12, downAgain)).sentido //=> 'nono'
 * ```
 */
export function standInNono(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const K = ruleset.cosmo;
  const variant = K.nono.variants[K.options.nono];
  if (variant.standHpFraction === null) return refusePlay('nono_variant_differs', [], { variant: variant.label, use: 'as condições do Sétimo com o elo divino' });
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'Levantar no Nono' });
  const L = ruleset.combat.levantar;
  const f = deriveFicha(w, ruleset);
  const missing: string[] = [];
  const [oitavo, god, twice] = variant.requirements;
  if (!s.awakened.oitavo) missing.push(oitavo ?? 'o Oitavo');
  if (!s.fight.againstGod) missing.push(god ?? 'um deus');
  if (s.hp > 0 || !s.fight.stoodInSetimo || s.fight.stands === 0) missing.push(twice ?? 'cair duas vezes');
  else if (s.fight.stands < L.perFight && s.conviccoesSpent < f.conviccoes.count)
    missing.push('não poder levantar outra vez (ainda há um Levantar com Convicção nesta luta)');
  if (missing.length) return refusePlay('nono_requirements_missing', [], { missing: missing.join('; ') });
  const inNono = produce(s, (x) => {
    x.sentido = 'nono';
    x.awakened.nono = true;
  });
  const n = playNumbers(w, inNono, ruleset);
  return ok(
    produce(inNono, (x) => {
      x.hp = Math.ceil(n.maxHp * variant.standHpFraction!);
      if (variant.cosmoToTeto) x.cosmo = n.teto;
    }),
  );
}

/**
 * The estado de Buda (the Oitavo): once per level, when the character would stay down at 0 PV with
 * no stand left, the body falls and the consciousness fights on until the end of the fight, with
 * the PV it had when the fight started and no armor. The first time, it awakens the Oitavo — when
 * the Interlúdio training is complete. At the end of the fight the body, still down, wakes as any
 * fallen body does ({@link finishFight}).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal (`buda_not_available` with the reason).
 * @example
 * ```ts
 * unwrap(enterBuda(teo12, downForGood)).fight?.buda //=> true
 * ```
 */
export function enterBuda(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'O estado de Buda' });
  const O = ruleset.cosmo.oitavo;
  const L = ruleset.combat.levantar;
  const f = deriveFicha(w, ruleset);
  const trained = s.awakened.oitavo || s.training.oitavo >= O.training.successes;
  const why =
    f.level < O.minLevel
      ? `o Oitavo pede o nível ${O.minLevel}`
      : !trained
        ? `o treino do Oitavo não terminou (${s.training.oitavo} de ${O.training.successes} sucessos)`
        : s.fight.buda
          ? 'o personagem já está no estado de Buda'
          : s.hp > 0
            ? 'o personagem não está a 0 PV'
            : s.fight.stands < L.perFight && s.conviccoesSpent < f.conviccoes.count
              ? 'ainda dá para levantar com uma Convicção'
              : s.budaLevel === f.level
                ? `ele já foi usado neste nível (${O.budaPerLevel} vez por nível)`
                : null;
  if (why) return refusePlay('buda_not_available', [], { missing: why });
  return ok(
    produce(s, (x) => {
      x.awakened.oitavo = true;
      x.budaLevel = f.level;
      x.fight!.buda = true;
      x.hp = x.fight!.hpAtStart;
    }),
  );
}
