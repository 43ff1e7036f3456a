/**
 * The ficha in play: what changes during a session (current PV and Cosmo, Convicções spent, senses
 * lost, Cicatrizes, Cansaço, blood donated, Centelhas, the Sentido, standing up) kept apart from the
 * stored character. Every update is a pure function (immer) that reads its numbers from the derived
 * ficha and the ruleset.
 *
 * @module
 */
import { produce, type Immutable } from 'immer';
import { z } from 'zod';
import { fail, ok, type Result } from '../issues/index.js';
import { senseKeySchema, sentidoKeySchema, type SenseKey } from '../rules/keys.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import { deriveFicha } from './derive.js';
import { characterIssue as make } from './issues.js';
import type { Warrior } from './schema.js';

const count = z.number().int().min(0).max(10_000);

/**
 * zod schema of the ficha in play.
 *
 * @example
 * ```ts
 * playStateSchema.safeParse(startPlay(teo)).success //=> true
 * ```
 */
export const playStateSchema = z.strictObject({
  hp: count,
  cosmo: count,
  convictionsSpent: count,
  sensesLost: z.array(z.strictObject({ sense: senseKeySchema, how: z.enum(['arrancado', 'mutilado']) })).max(5),
  cicatrizes: count,
  cansaco: count,
  bloodThirdsDonated: count,
  centelhasSent: count,
  /** Centelhas received this fight (each +1 Teto, up to the ruleset's max). */
  centelhasReceived: count,
  sentido: sentidoKeySchema,
  stoodThisFight: z.boolean(),
  ferido: z.boolean(),
  /** "Lidas por mim": enemy and technique already seen. */
  lidas: z.array(z.strictObject({ enemy: z.string().max(200), technique: z.string().max(200) })).max(1000),
});

/** The ficha in play, deeply readonly. */
export type PlayState = Immutable<z.infer<typeof playStateSchema>>;

/**
 * The numbers of the ficha in play that depend on the state: max PV now (Cicatrizes, blood) and the
 * Teto now (senses lost, Centelhas, the Sentido).
 *
 * @example
 * ```ts
 * playNumbers(teo, startPlay(teo)) //=> { maxHp: 15, teto: 5, floor: 1, start: 2 }
 * ```
 */
export interface PlayNumbers {
  readonly maxHp: number;
  readonly teto: number;
  readonly floor: number;
  readonly start: number;
}

/**
 * Computes max PV and Teto for the current state.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The numbers.
 * @example
 * ```ts
 * playNumbers(teo, { ...startPlay(teo), cicatrizes: 1 }).maxHp //=> 14
 * ```
 */
export function playNumbers(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): PlayNumbers {
  const f = deriveFicha(w, ruleset);
  const K = ruleset.cosmo;
  const afterScars = f.hp.total - s.cicatrizes * ruleset.combat.levantar.cicatrizHpPerLevel * f.level;
  const bloodLoss = Math.ceil((afterScars * s.bloodThirdsDonated) / 3);
  const sentidoTeto = K.sentidos
    .filter((x) => x.step !== null && (K.sentidos.find((y) => y.id === s.sentido)?.step ?? 0) >= x.step)
    .reduce((t, x) => t + x.teto, 0);
  const teto =
    f.cosmo.teto.total +
    s.sensesLost.length * K.teto.perLostSense +
    Math.min(s.centelhasReceived * K.teto.perCentelha, K.teto.centelhaMaxPerFight) +
    sentidoTeto;
  return { maxHp: Math.max(0, afterScars - bloodLoss), teto, floor: f.cosmo.floor.total, start: f.cosmo.start.total };
}

/**
 * The ficha in play after a long rest: full PV, the starting Cosmo, nothing spent or lost.
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fresh state.
 * @example
 * ```ts
 * startPlay(teo).hp //=> 15
 * startPlay(teo).cosmo //=> 2
 * ```
 */
export function startPlay(w: Warrior, ruleset: Ruleset = bookRuleset): PlayState {
  const f = deriveFicha(w, ruleset);
  return {
    hp: f.hp.total,
    cosmo: f.cosmo.start.total,
    convictionsSpent: 0,
    sensesLost: [],
    cicatrizes: 0,
    cansaco: 0,
    bloodThirdsDonated: 0,
    centelhasSent: 0,
    centelhasReceived: 0,
    sentido: 'sexto',
    stoodThisFight: false,
    ferido: false,
    lidas: [],
  };
}

/**
 * Takes damage: PV never go below 0 (at 0 you fall: Inconsciente and Caído).
 *
 * @param s - The state.
 * @param amount - Damage (≥ 0).
 * @returns The new state.
 * @example
 * ```ts
 * takeDamage(startPlay(teo), 20).hp //=> 0
 * ```
 */
export function takeDamage(s: PlayState, amount: number): PlayState {
  return produce(s, (x) => {
    x.hp = Math.max(0, x.hp - Math.max(0, Math.floor(amount)));
  });
}

/**
 * Gains Cosmo (golpe comum, Concentrar, the clock…), never above the Teto.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param amount - Cosmo gained.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state.
 * @example
 * ```ts
 * gainCosmo(teo, startPlay(teo), 10).cosmo //=> 5
 * ```
 */
export function gainCosmo(w: Warrior, s: PlayState, amount: number, ruleset: Ruleset = bookRuleset): PlayState {
  const { teto } = playNumbers(w, s, ruleset);
  return produce(s, (x) => {
    x.cosmo = Math.max(x.cosmo, Math.min(teto, x.cosmo + amount));
  });
}

/**
 * Loses one of the five senses: +1 Cosmo now and +1 Teto while lost.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param sense - Which sense.
 * @param how - `arrancado` (returns with a long rest) or `mutilado` (only with Medicina).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state (unchanged if the sense was already lost).
 * @example
 * ```ts
 * loseSense(teo, startPlay(teo), 'visao', 'arrancado').cosmo //=> 3
 * ```
 */
export function loseSense(w: Warrior, s: PlayState, sense: SenseKey, how: 'arrancado' | 'mutilado', ruleset: Ruleset = bookRuleset): PlayState {
  if (s.sensesLost.some((l) => l.sense === sense)) return s;
  const lost = produce(s, (x) => {
    x.sensesLost.push({ sense, how });
  });
  const { teto } = playNumbers(w, lost, ruleset);
  return produce(lost, (x) => {
    x.cosmo = Math.min(teto, x.cosmo + ruleset.cosmo.senses.lossCosmo);
  });
}

/**
 * Levantar: at 0 PV, spend a Convicção (once per fight): stand with ¼ of max PV rounded up (½ with
 * the miracle), Cosmo straight to the Teto, and a Cicatriz.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param options - `miracle`: the god's Centelha arrived.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or why not (`step_missing` with the reason).
 * @example
 * ```ts
 * levantar(teo, takeDamage(startPlay(teo), 99)).value?.hp //=> 4
 * ```
 */
export function levantar(w: Warrior, s: PlayState, options: { readonly miracle?: boolean } = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const L = ruleset.combat.levantar;
  const f = deriveFicha(w, ruleset);
  const refuse = (why: string) => fail<PlayState>([make('step_missing', ['levantar'], { step: 'Levantar', field: why })]);
  if (s.hp > 0) return refuse('estar a 0 PV');
  if (s.stoodThisFight) return refuse(`não ter levantado nesta luta (uma vez por luta)`);
  if (s.convictionsSpent >= f.convictions.count) return refuse('uma Convicção para gastar');
  const scarred = produce(s, (x) => {
    x.cicatrizes += 1;
    x.convictionsSpent += 1;
    x.stoodThisFight = true;
  });
  const n = playNumbers(w, scarred, ruleset);
  const fraction = options.miracle ? L.miracleHpFraction : L.hpFraction;
  return ok(
    produce(scarred, (x) => {
      x.hp = Math.ceil(n.maxHp * fraction);
      x.cosmo = n.teto;
    }),
  );
}

/**
 * A long rest: half the max PV back, one sense arrancado back, 1 Cansaço off, Cosmo to the starting
 * value, the Cicatrizes gone; the fight's Sentido and Centelhas end.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state.
 * @example
 * ```ts
 * playLongRest(teo, takeDamage(startPlay(teo), 10)).hp //=> 13
 * ```
 */
export function playLongRest(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): PlayState {
  const R = ruleset.combat.rests.longo;
  const cleared = produce(s, (x) => {
    x.cicatrizes = 0;
    x.sentido = 'sexto';
    x.centelhasReceived = 0;
    x.stoodThisFight = false;
    let back = R.sensesBack;
    x.sensesLost = x.sensesLost.filter((l) => !(l.how === 'arrancado' && back-- > 0));
    x.cansaco = Math.max(0, x.cansaco - R.fatigueRemoved);
  });
  const n = playNumbers(w, cleared, ruleset);
  return produce(cleared, (x) => {
    x.hp = Math.min(n.maxHp, x.hp + Math.ceil(n.maxHp * R.hpFraction));
    x.cosmo = n.start;
  });
}
