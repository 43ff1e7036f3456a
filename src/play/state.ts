/**
 * The ficha in play: what changes during a session and between sessions (current PV and Cosmo,
 * Convicções spent, senses lost, Cicatrizes, Cansaço, Ferido, blood donated, Centelhas, the
 * Sentido, the fight in course, Lidas, relics and items, the days of the Interlúdio) kept apart
 * from the stored character. Every update is a pure function (immer) that reads its numbers from
 * the derived ficha and the ruleset, and refuses what the rules refuse with a coded pt-BR issue —
 * leaving the state it received untouched.
 *
 * This file holds the state, its numbers (max PV and Teto now), the session and the fight, damage,
 * healing, Cosmo and the five senses. The other parts live beside it: `centelhas.ts`,
 * `body.ts` (Convicções, Sangue, Cansaço, Ferido), `sentidos.ts` (Levantar, Sétimo, Nono,
 * Oitavo), `lidas.ts`, `items.ts`, `rests.ts` and `interludio.ts`.
 *
 * @module
 */
import { produce } from 'immer';
import * as z from 'zod';
import { donateBlood } from '../armor/index.js';
import { type RandomSource, rollDie, roundFraction } from '../dice/index.js';
import { bookRuleset, breakdown, centelhaTetoGain, type Breakdown, type BreakdownTerm, fixedGainsUpTo, type PassiveDefenseKey, type Ruleset, type SenseKey, senseKeySchema, sentidoKeySchema } from '../rules/index.js';
import { deriveFicha, type Warrior } from '../character/index.js';
import { TECHNIQUE_ID_MAX_LENGTH } from '../technique/index.js';
import { fail, freeText, ok, snapshotInput, zodErrorMapPtBR, zodIssues, type Result } from '../issues/index.js';
import { playIssue } from './issues.js';
import { checkAmount, refuseIfDead, refusePlay } from './internal.js';
import { checkChoice, checkChoices, clockDegrauSchema, clockKindSchema, senseLossHowSchema } from './choices.js';
import { PLAY_STATE_LIMITS } from './limits.js';
import type { PlayFight, PlayState } from './model.js';

export type { PlayClock, PlayFight, PlayState } from './model.js';

export { PLAY_STATE_LIMITS } from './limits.js';

const count = /* @__PURE__ */ (() => z.number().int().min(0).max(PLAY_STATE_LIMITS.count))();
const flag = /* @__PURE__ */ (() => z.boolean().default(false))();
const name = /* @__PURE__ */ (() => freeText(z.string().trim().min(1).max(PLAY_STATE_LIMITS.name)))();

/** The schema of {@link playFightSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link PlayFight}. @internal */
export const playFightSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  /** The fight is against a god (the Nono asks for it). */
  againstGod: flag,
  /** The current round (1 at the start). */
  round: z.number().int().min(1).max(PLAY_STATE_LIMITS.count).default(1),
  /** Fell to 0 PV in this fight (leaves it Ferido). */
  fell: flag,
  /** How many times the character stood with a Convicção in this fight. */
  stands: count.default(0),
  /** Stood in the Sétimo in this fight (the Nono's third step). */
  stoodInSetimo: flag,
  /** Centelhas received this fight (each +1 Teto, up to the ruleset's max). */
  centelhasReceived: count.default(0),
  /** A Centelha was sent this round. */
  centelhaSentThisRound: flag,
  /** The Leitura de Combate was used this fight. */
  leituraUsed: flag,
  /** Healing items used this fight. */
  healingItemsUsed: count.default(0),
  /** PV when the fight started (the estado de Buda acts with them). */
  hpAtStart: count.default(0),
  /** In the estado de Buda (the body fell; the consciousness fights on). */
  buda: flag,
}))();

/**
 * zod schema of the fight in course (`null` outside a fight): what lasts only until the fight ends.
 *
 * @example
 * ```ts
 * playFightSchema.parse({ againstGod: false }).round //=> 1
 * ```
 */
export const playFightSchema: z.ZodType<PlayFight> = playFightSchemaDef;

/** The schema of {@link playStateSchema} as built, its type inferred: the drift check of `test/types` compares it with {@link PlayState}. @internal */
export const playStateSchemaDef = /* @__PURE__ */ (() => z.strictObject({
  /** Current PV. */
  hp: count,
  /** Current Cosmo. */
  cosmo: count,
  /** Convicções spent (they come back one per 7 days without fighting, all on level-up). */
  conviccoesSpent: count,
  /** Senses lost, and how. */
  sensesLost: z.array(z.strictObject({ sense: senseKeySchema, how: senseLossHowSchema })).max(5),
  /** Cicatrizes: max PV − level each, until the next long rest. */
  cicatrizes: count,
  /** Cansaço boxes marked. */
  cansaco: count,
  /** Ferido until the next long rest (fell to 0 PV or stood with a Convicção in a fight). */
  ferido: flag,
  /** Thirds of blood donated and not yet back. */
  bloodThirdsDonated: count,
  /** Centelhas sent this session. */
  centelhasSent: count,
  /** The Sentido the character is in now (Sexto outside a fight). */
  sentido: sentidoKeySchema,
  /** "Lidas por mim": enemy and technique already seen. */
  lidas: z.array(z.strictObject({ enemy: name, technique: name })).max(PLAY_STATE_LIMITS.lidas),
  /** Dead (the whole blood given, or the Mestre's word): nothing changes any more. */
  dead: flag,
  /** The fight in course, or `null`. */
  fight: playFightSchemaDef.nullable().default(null),
  /** A short rest was taken since the last long rest. */
  shortRestUsed: flag,
  /** The Lenda (level 20) was used today. */
  lendaUsedToday: flag,
  /** Day counters of what comes back with time. */
  days: z
    .strictObject({
      /** Days without fighting, towards the next Convicção back. */
      withoutFight: count.default(0),
      /** Days towards the next third of blood back. */
      blood: count.default(0),
      /** Interlúdio days in a row (not travelling), towards clearing the Cansaço. */
      interludio: count.default(0),
      /** Days in a row without eating. */
      withoutFood: count.default(0),
      /** Days in a row without drinking. */
      withoutWater: count.default(0),
      /** Nights in a row without sleeping. */
      withoutSleep: count.default(0),
    })
    .default({ withoutFight: 0, blood: 0, interludio: 0, withoutFood: 0, withoutWater: 0, withoutSleep: 0 }),
  /** Sentidos awakened for life (milestones). */
  awakened: z
    .strictObject({ setimo: flag, setimoMastered: flag, oitavo: flag, nono: flag })
    .default({ setimo: false, setimoMastered: false, oitavo: false, nono: false }),
  /** Level at which the estado de Buda was last used (once per level), or `null`. */
  budaLevel: z.number().int().min(1).max(100).nullable().default(null),
  /** Progress of the Interlúdio trainings. */
  training: z
    .strictObject({
      /** Successes towards mastering the Sétimo. */
      setimo: count.default(0),
      /** Successes towards the Oitavo. */
      oitavo: count.default(0),
      /** Successes towards learning to restore. */
      restaurar: count.default(0),
      /** Learned to restore armors. */
      restorer: flag,
      /** Weeks spent training the current apprentice. */
      apprenticeWeeks: count.default(0),
      /**
       * Techniques whose last evolution attempt failed (the next has Vantagem), by id — kept as
       * written (an id is not a name: a space around it is part of it).
       */
      evolutionAdvantage: z.array(z.string().min(1).max(TECHNIQUE_ID_MAX_LENGTH)).max(PLAY_STATE_LIMITS.evolutionAdvantage).default([]),
    })
    .default({ setimo: 0, oitavo: 0, restaurar: 0, restorer: false, apprenticeWeeks: 0, evolutionAdvantage: [] }),
  /** Relics: in Sintonia, and entering Sintonia (done at the next long rest). */
  relics: z
    .strictObject({ attuned: z.array(name).max(PLAY_STATE_LIMITS.relics).default([]), attuning: z.array(name).max(PLAY_STATE_LIMITS.relics).default([]) })
    .default({ attuned: [], attuning: [] }),
  /**
   * What the character carries: item slug (or free name), how many, and — for an item with uses
   * (a handful of herbs gives three) — how many uses of the unit in hand are already spent.
   */
  inventory: z
    .array(z.strictObject({ item: name, quantity: z.number().int().min(1).max(PLAY_STATE_LIMITS.count), used: count.optional() }))
    .max(PLAY_STATE_LIMITS.inventory)
    .default([]),
  /** Temporary PV (the Hidromel): damage takes them first; they end with the fight. */
  tempHp: count.default(0),
  /** Vantagem on a test until the end of the fight, and the item it came from (the Hidromel's Fortitude). */
  advantageUntilFightEnds: z.array(z.strictObject({ item: name, test: name })).max(PLAY_STATE_LIMITS.fightPromises).default([]),
  /** "The next fight starts with +N Cosmo" (Chá dos Cinco Picos, Incenso): by item, consumed when a fight starts. */
  nextFightCosmo: z.array(z.strictObject({ item: name, cosmo: count })).max(PLAY_STATE_LIMITS.fightPromises).default([]),
  /** Poison and disease clocks running in the body (Capítulo Cinco › Veneno e doença). */
  clocks: z
    .array(
      z.strictObject({
        /** What it is ("a picada do Espectro"): the clock's name, unique. */
        name,
        /** Poison (a test every morning) or disease (every few days). */
        kind: clockKindSchema,
        /** Its degree (sets the CD): gente, guerreiro, elite (or a god's). */
        degrau: clockDegrauSchema,
        /** Segments marked. */
        segments: count,
        /** Days since the last test (a disease tests every few days). */
        days: count.default(0),
        /** At the last segment: death (`true`) or a sleep only the cure wakes from (the Mestre's choice). */
        fatal: z.boolean().default(true),
      }),
    )
    .max(PLAY_STATE_LIMITS.clocks)
    .default([]),
}))();

/**
 * zod schema of the ficha in play. Every field added after the first version has a default, so an
 * older saved state still parses.
 *
 * @example
 * ```ts
 * playStateSchema.safeParse(startPlay(teo)).success //=> true
 * ```
 */
export const playStateSchema: z.ZodType<PlayState> = playStateSchemaDef;

/**
 * The numbers of the ficha in play that depend on the state: max PV now (Cicatrizes, blood, a
 * poison past Debilitado) and the Teto now (senses lost, Centelhas, the Sentido, the relics in
 * Sintonia), the passive defenses with the relics, the piso and the starting Cosmo.
 *
 * @example
 * ```ts
 * playNumbers(teo, startPlay(teo)).teto //=> 5
 * ```
 */
export interface PlayNumbers {
  /** Max PV now: the ficha's, minus the blood donated, minus the Cicatrizes, minus a third while Debilitado. */
  readonly maxHp: number;
  /** Max PV of the ficha, with nothing taken. */
  readonly fullHp: number;
  /** The Teto now. */
  readonly teto: number;
  /**
   * The Teto outside a fight: the ficha's, plus the senses lost and the relics in Sintonia (what
   * the Sétimo, the Nono and the Centelhas added ends with the fight).
   */
  readonly tetoBase: number;
  /** The piso. */
  readonly floor: number;
  /** The starting Cosmo (after a long rest). */
  readonly start: number;
  /** The passive defenses now: the ficha's, plus the relics in Sintonia (the Anel dos Nibelungos: +2). */
  readonly passiveDefenses: Readonly<Record<PassiveDefenseKey, number>>;
  /** Centelhas to send per session: the book's, plus the relics in Sintonia (the Objeto de um deus: +1). */
  readonly centelhasPerSession: number;
  /** A poison or disease clock reached Debilitado. */
  readonly debilitated: boolean;
}

/**
 * Where a poison or disease clock stands (the Quadro "O relógio do veneno"): nothing yet,
 * Debilitado from `combat.poison.debilitatedAt` segments, and at `deathAt` death — or, for a clock
 * the Mestre made not fatal, the sleep only the cure wakes from.
 *
 * @param clock - The clock (its segments and whether it kills).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns `nenhum`, `debilitado`, `morte` or `sono`.
 * @example
 * ```ts
 * clockStage({ segments: 3, fatal: true }) //=> 'debilitado'
 * clockStage({ segments: 6, fatal: false }) //=> 'sono'
 * ```
 */
export function clockStage(clock: { readonly segments: number; readonly fatal: boolean }, ruleset: Ruleset = bookRuleset): 'nenhum' | 'debilitado' | 'morte' | 'sono' {
  const P = ruleset.combat.poison;
  if (clock.segments >= P.deathAt) return clock.fatal ? 'morte' : 'sono';
  return clock.segments >= P.debilitatedAt ? 'debilitado' : 'nenhum';
}

/**
 * The structured numbers of the relics in Sintonia, summed (Teto, passive defenses, Centelhas).
 *
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sums (0 when none).
 * @example
 * ```ts
 * sintoniaBonuses({ ...startPlay(teo), relics: { attuned: ['anel_dos_nibelungos'], attuning: [] } })
 * //=> { teto: 2, passiveDefenses: 2, centelhasPerSession: 0 }
 * ```
 */
export function sintoniaBonuses(s: PlayState, ruleset: Ruleset = bookRuleset): { teto: number; passiveDefenses: number; centelhasPerSession: number } {
  const out = { teto: 0, passiveDefenses: 0, centelhasPerSession: 0 };
  for (const slug of s.relics.attuned) {
    const n = ruleset.items.relics.find((r) => r.slug === slug)?.numbers;
    if (!n) continue;
    out.teto += n.teto ?? 0;
    out.passiveDefenses += n.passiveDefenses ?? 0;
    out.centelhasPerSession += n.centelhasPerSession ?? 0;
  }
  return out;
}

/**
 * Computes max PV and Teto for the current state. The blood is the armor module's donation
 * (a third of the full max PV per third, rounded up); the Cicatrizes come off after it; a body
 * clock at Debilitado takes a third of what is left (rounded by the book: up).
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
  const hp = maxHpNow(w, s, ruleset);
  const teto = tetoNow(w, s, ruleset);
  const relics = sintoniaBonuses(s, ruleset);
  const passiveDefenses = {} as Record<PassiveDefenseKey, number>;
  for (const k of Object.keys(f.passiveDefenses) as PassiveDefenseKey[]) passiveDefenses[k] = f.passiveDefenses[k].value.total + relics.passiveDefenses;
  let tetoBase = 0;
  for (const t of teto.terms) if (!FIGHT_ONLY_TETO.has(t.rule ?? '')) tetoBase += t.value;
  return {
    maxHp: hp.total,
    fullHp: f.hp.total,
    teto: teto.total,
    tetoBase,
    floor: f.cosmo.floor.total,
    start: f.cosmo.start.total,
    passiveDefenses,
    centelhasPerSession: K.centelhas.perSession + relics.centelhasPerSession,
    debilitated: isDebilitated(s, ruleset),
  };
}

/** The Teto terms that last only until the end of the fight (the Centelhas, the Sentido). */
const FIGHT_ONLY_TETO = new Set(['cosmo.centelhas.teto', 'cosmo.sentidos']);

function isDebilitated(s: PlayState, ruleset: Ruleset): boolean {
  for (const c of s.clocks) if (clockStage(c, ruleset) !== 'nenhum') return true;
  return false;
}

/**
 * The max PV now, with a breakdown naming what the moment took: the ficha's PV, minus the blood
 * donated (the armor module's donation: a third of the full max per third, rounded up), minus the
 * Cicatrizes (level each), minus a third of what is left while a poison or disease clock is at
 * Debilitado (rounded by the book: up). Never below 0. {@link playNumbers}' `maxHp` is its total.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The breakdown.
 * @example
 * ```ts
 * maxHpNow(teo, { ...startPlay(teo), cicatrizes: 1 }).text //=> 'PV máximos 14 = 14 base + 1 CON − 1 Cicatrizes (1)'
 * ```
 */
export function maxHpNow(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Breakdown {
  const f = deriveFicha(w, ruleset);
  const full = f.hp.total;
  const terms: BreakdownTerm[] = [];
  for (const t of f.hp.terms) terms.push(t);
  const thirds = Math.min(s.bloodThirdsDonated, ruleset.armor.bloodThirds.thirds);
  const blood = thirds > 0 && full > 0 ? donateBlood(full, thirds, ruleset) : null;
  const afterBlood = blood?.ok ? blood.value.maxHp : full;
  if (afterBlood !== full) terms.push({ label: `sangue doado (${thirds}/${ruleset.armor.bloodThirds.thirds})`, value: afterBlood - full, rule: 'armor.bloodThirds' });
  const scars = Math.min(afterBlood, s.cicatrizes * ruleset.combat.levantar.cicatrizHpPerLevel * f.level);
  if (scars > 0) terms.push({ label: `Cicatrizes (${s.cicatrizes})`, value: -scars, rule: 'combat.levantar.cicatrizHpPerLevel', note: `nível ${f.level} cada` });
  const afterScars = afterBlood - scars;
  if (isDebilitated(s, ruleset)) {
    const loss = roundFraction(afterScars * ruleset.combat.poison.debilitatedHpLoss, ruleset);
    if (loss !== 0) terms.push({ label: 'Debilitado', value: -loss, rule: 'combat.poison.debilitatedHpLoss', note: 'veneno ou doença' });
  }
  let total = 0;
  for (const t of terms) total += t.value;
  return breakdown('PV máximos', terms, Math.max(0, total));
}

/**
 * The Teto now, with a breakdown naming what the moment added: the ficha's Teto, +1 per sense lost,
 * the relics in Sintonia, the Centelhas received in this fight (+1 each, up to the ruleset's max)
 * and the Sentido (Sétimo +2, Nono +2 more). {@link playNumbers}' `teto` is its total.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The breakdown.
 * @example
 * ```ts
 * tetoNow(teo, unwrap(loseSense(teo, startPlay(teo), 'visao', 'arrancado'))).text //=> 'Teto 6 = 5 base + 1 sem Visão'
 * ```
 */
export function tetoNow(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Breakdown {
  const f = deriveFicha(w, ruleset);
  const K = ruleset.cosmo;
  const terms: BreakdownTerm[] = [];
  for (const t of f.cosmo.teto.terms) terms.push(t);
  for (const l of s.sensesLost) {
    const name = K.senses.list.find((x) => x.id === l.sense)?.name ?? l.sense;
    terms.push({ label: `sem ${name}`, value: K.senses.lossTeto, rule: 'cosmo.senses.lossTeto', note: l.how });
  }
  for (const slug of s.relics.attuned) {
    const r = ruleset.items.relics.find((x) => x.slug === slug);
    if (r?.numbers?.teto) terms.push({ label: r.label, value: r.numbers.teto, rule: 'items.relics', note: 'em Sintonia' });
  }
  const received = s.fight?.centelhasReceived ?? 0;
  if (received > 0) {
    const c = centelhaTetoGain(received, ruleset);
    terms.push({ label: `Centelhas (${received})`, value: c, rule: 'cosmo.centelhas.teto', ...(c < received * K.centelhas.teto ? { note: `no máximo +${K.centelhas.tetoMaxPerFight} por luta` } : {}) });
  }
  const step = K.sentidos.find((y) => y.id === s.sentido)?.step ?? 0;
  for (const x of K.sentidos) if (x.step !== null && step >= x.step && x.teto !== 0) terms.push({ label: x.name, value: x.teto, rule: 'cosmo.sentidos' });
  return breakdown('Teto', terms);
}

/**
 * The ficha in play of a rested character: full PV, the starting Cosmo, nothing spent or lost,
 * outside a fight.
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
  return playStateSchema.parse({
    hp: f.hp.total,
    cosmo: f.cosmo.start.total,
    conviccoesSpent: 0,
    sensesLost: [],
    cicatrizes: 0,
    cansaco: 0,
    bloodThirdsDonated: 0,
    centelhasSent: 0,
    sentido: 'sexto',
    lidas: [],
  });
}

/**
 * Reads a saved ficha in play (JSON), filling the fields added after its version with their
 * defaults. Never throws: bad input comes back as coded issues.
 *
 * @param input - The saved state.
 * @returns The state, or the issues.
 * @example
 * ```ts
 * validatePlayState({ ...startPlay(teo), hp: -1 }).ok //=> false
 * ```
 */
export function validatePlayState(input: unknown): Result<PlayState> {
  // Plain data only, read once: getters, proxies, BigInt, cycles come back as coded issues (they threw).
  const snap = snapshotInput(input);
  if (!snap.ok) return fail(snap.issues);
  const r = playStateSchema.safeParse(snap.value, { error: zodErrorMapPtBR });
  if (r.success) return ok(r.data);
  return fail(
    r.error.issues.map((i) => {
      const path = i.path.filter((p): p is string | number => typeof p !== 'symbol');
      // A number the state refuses keeps its code; anything else (a wrong kind of value, a key
      // that does not exist) is the schema's own coded issue, not "precisa ser um número".
      if (i.code === 'too_big' && i.origin === 'string')
        return playIssue('play_name_too_long', path, { field: path.join('.'), length: lengthAt(snap.value, path), max: Number(i.maximum) });
      return isAmountIssue(i) ? playIssue('play_amount_invalid', path, { field: path.join('.') || 'estado', value: i.message }) : zodIssues({ issues: [i] })[0]!;
    }),
  );
}

/** The length of the (trimmed) text at `path` in plain data. */
function lengthAt(v: unknown, path: readonly (string | number)[]): number {
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
  return typeof v === 'string' ? v.trim().length : 0;
}

/** A zod issue about a number: a wrong kind where a number goes, or a number out of its range. */
function isAmountIssue(i: z.core.$ZodIssue): boolean {
  if (i.code === 'invalid_type') return i.expected === 'number' || i.expected === 'int';
  if (i.code === 'too_small' || i.code === 'too_big') return i.origin === 'number';
  return i.code === 'not_multiple_of';
}

/**
 * A new session: the Centelhas come back (3 per session in the book).
 *
 * @param s - The state.
 * @returns The new state.
 * @example
 * ```ts
 * startSession({ ...startPlay(teo), centelhasSent: 3 }).centelhasSent //=> 0
 * ```
 */
export function startSession(s: PlayState): PlayState {
  return produce(s, (x) => {
    x.centelhasSent = 0;
  });
}

/**
 * Options of {@link beginFight}.
 *
 * @example
 * ```ts
 * const o: BeginFightOptions = { againstGod: true };
 * ```
 */
export interface BeginFightOptions {
  /** The fight is against a god. */
  readonly againstGod?: boolean;
  /** Use the Lenda (level 20): start with the Cosmo at the Teto, once per day. */
  readonly lenda?: boolean;
}

/**
 * A fight starts: the Cosmo is what was left (the starting value after a long rest), minus the
 * Exausto's penalty, plus what an item promised for the next fight (Chá dos Cinco Picos +2,
 * Incenso +1: consumed now, never above the Teto); the days without fighting and the Interlúdio
 * in a row start over.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param options - Against a god; the Lenda.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The state in a fight, or a refusal (already fighting, dead, the Lenda not yet…).
 * @example
 * ```ts
 * unwrap(beginFight(teo, startPlay(teo))).fight?.round //=> 1
 * ```
 */
export function beginFight(w: Warrior, s: PlayState, options: BeginFightOptions = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'Começar uma luta' });
  const n = playNumbers(w, s, ruleset);
  const W = ruleset.world.fatigue;
  const exausto = W.levels.find((l) => l.id === 'exausto')?.level;
  if (options.lenda) {
    const gain = ruleset.progression.fixedGains.lenda;
    const level = 1 + w.levelUps.length;
    if (!fixedGainsUpTo(level, ruleset).includes('lenda'))
      return refusePlay('interlude_level_too_low', ['lenda'], { action: gain?.name ?? 'Lenda', level, minLevel: gain?.level ?? 0 });
    if (s.lendaUsedToday) return refusePlay('interlude_not_needed', ['lenda'], { action: gain?.name ?? 'Lenda', why: 'ela já foi usada hoje' });
  }
  return ok(
    produce(s, (x) => {
      x.fight = playFightSchema.parse({ againstGod: options.againstGod === true, hpAtStart: s.hp });
      x.days.withoutFight = 0;
      x.days.interludio = 0;
      if (exausto !== undefined && s.cansaco >= exausto) x.cosmo = Math.max(0, x.cosmo - W.exaustoCosmoPenalty);
      const promised = x.nextFightCosmo.reduce((t, p) => t + p.cosmo, 0);
      if (promised > 0) x.cosmo = Math.max(x.cosmo, Math.min(n.teto, x.cosmo + promised));
      x.nextFightCosmo = [];
      if (options.lenda) {
        x.cosmo = n.teto;
        x.lendaUsedToday = true;
      }
    }),
  );
}

/**
 * The fight ends: what raised the Teto only for it (the Sétimo, the Nono, the Centelhas) ends, and
 * the Cosmo comes down to the Teto of always; who fell or stood leaves Ferido; who is still at
 * 0 PV wakes with 1 PV (the estado de Buda also returns to the body with it); the temporary PV and
 * the Vantagens that lasted until the end of the fight go.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The state outside the fight, or a refusal when there is no fight.
 * @example
 * ```ts
 * const down = unwrap(takeDamage(unwrap(beginFight(teo, startPlay(teo))), 99));
 * unwrap(finishFight(teo, down)).hp //=> 1
 * ```
 */
export function finishFight(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'Terminar a luta' });
  const wake = ruleset.combat.levantar.cannotStandWakeHp;
  const out = produce(s, (x) => {
    if (x.fight!.fell || x.fight!.stands > 0) x.ferido = true;
    // The estado de Buda ends: the consciousness goes back to the body, which is still down.
    if (x.fight!.buda) x.hp = 0;
    x.fight = null;
    x.sentido = 'sexto';
    x.tempHp = 0;
    x.advantageUntilFightEnds = [];
    if (!x.dead && x.hp === 0) x.hp = wake;
  });
  const n = playNumbers(w, out, ruleset);
  return ok(
    produce(out, (x) => {
      x.cosmo = Math.min(x.cosmo, n.teto);
      x.hp = Math.min(x.hp, n.maxHp);
    }),
  );
}

/**
 * Takes damage: the temporary PV take it first; PV never go below 0; at 0 you fall (Inconsciente
 * and Caído), and in a fight that marks it (you will leave it Ferido).
 *
 * @param s - The state.
 * @param amount - Damage (a whole number ≥ 0).
 * @returns The new state, or a refusal (bad amount, dead).
 * @example
 * ```ts
 * unwrap(takeDamage(startPlay(teo), 20)).hp //=> 0
 * ```
 */
export function takeDamage(s: PlayState, amount: number): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const bad = checkAmount('amount', amount);
  if (bad) return fail([bad]);
  return ok(
    produce(s, (x) => {
      const absorbed = Math.min(x.tempHp, amount);
      x.tempHp -= absorbed;
      x.hp = Math.max(0, x.hp - (amount - absorbed));
      if (x.hp === 0 && x.fight) x.fight.fell = true;
    }),
  );
}

/**
 * Heals PV, never above the max PV now (a donor's blood and the Cicatrizes lower it: "resting heals
 * only to the current max").
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param amount - PV healed (a whole number ≥ 0).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal.
 * @example
 * ```ts
 * unwrap(heal(teo, unwrap(takeDamage(startPlay(teo), 10)), 99)).hp //=> 15
 * ```
 */
export function heal(w: Warrior, s: PlayState, amount: number, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const bad = checkAmount('amount', amount);
  if (bad) return fail([bad]);
  const { maxHp } = playNumbers(w, s, ruleset);
  return ok(
    produce(s, (x) => {
      x.hp = Math.max(x.hp, Math.min(maxHp, x.hp + amount));
    }),
  );
}

/**
 * Gains Cosmo (golpe comum, Concentrar, the clock…), never above the Teto.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param amount - Cosmo gained (a whole number ≥ 0).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal.
 * @example
 * ```ts
 * unwrap(gainCosmo(teo, startPlay(teo), 10)).cosmo //=> 5
 * ```
 */
export function gainCosmo(w: Warrior, s: PlayState, amount: number, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const bad = checkAmount('amount', amount);
  if (bad) return fail([bad]);
  const { teto } = playNumbers(w, s, ruleset);
  return ok(
    produce(s, (x) => {
      x.cosmo = Math.max(x.cosmo, Math.min(teto, x.cosmo + amount));
    }),
  );
}

/**
 * Calms the Cosmo on purpose, outside a fight: it comes down to the starting value, and the aura
 * goes away. A Cosmo already at or below it stays.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal in a fight.
 * @example
 * ```ts
 * unwrap(calmCosmo(teo, { ...startPlay(teo), cosmo: 5 })).cosmo //=> 2
 * ```
 */
export function calmCosmo(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'Acalmar o Cosmo' });
  const { start } = playNumbers(w, s, ruleset);
  return ok(
    produce(s, (x) => {
      x.cosmo = Math.min(x.cosmo, start);
    }),
  );
}

/**
 * Loses one of the five senses: +1 Cosmo now and +1 Teto while lost. `arrancado` (a technique's
 * strong condition) comes back one per long rest; `mutilado` only with a week of Interlúdio and
 * Medicina (see {@link mutilateSense} for the self-inflicted loss and its damage).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param sense - Which sense.
 * @param how - `arrancado` or `mutilado`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal (`sense_already_lost`).
 * @example
 * ```ts
 * unwrap(loseSense(teo, startPlay(teo), 'visao', 'arrancado')).cosmo //=> 3
 * ```
 */
export function loseSense(w: Warrior, s: PlayState, sense: SenseKey, how: 'arrancado' | 'mutilado', ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const bad = checkChoice('O sentido', ['sense'], sense, senseKeySchema) ?? checkChoice('Como se perdeu', ['how'], how, senseLossHowSchema);
  if (bad) return fail([bad]);
  const label = ruleset.cosmo.senses.list.find((x) => x.id === sense)?.name ?? sense;
  if (s.sensesLost.some((l) => l.sense === sense)) return refusePlay('sense_already_lost', ['sense'], { sense: label });
  const lost = produce(s, (x) => {
    x.sensesLost.push({ sense, how });
  });
  const { teto } = playNumbers(w, lost, ruleset);
  return ok(
    produce(lost, (x) => {
      x.cosmo = Math.max(x.cosmo, Math.min(teto, x.cosmo + ruleset.cosmo.senses.lossCosmo));
    }),
  );
}

/**
 * Mutilation: with the action, you destroy your own eyes or ears — you lose that sense (mutilado:
 * no long rest brings it back) with its +1 Cosmo and +1 Teto, and take the book's damage (1d6).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param sense - The sense destroyed.
 * @param rng - The random source for the damage.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal.
 * @example
 * ```ts
 * unwrap(mutilateSense(teo, startPlay(teo), 'visao', createRandom(1))).sensesLost //=> [{ sense: 'visao', how: 'mutilado' }]
 * ```
 */
export function mutilateSense(w: Warrior, s: PlayState, sense: SenseKey, rng: RandomSource, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const lost = loseSense(w, s, sense, 'mutilado', ruleset);
  if (!lost.ok) return lost;
  const D = ruleset.cosmo.senses.mutilation.damage;
  let damage = 0;
  for (let i = 0; i < D.dice; i++) damage += rollDie(D.sides, rng);
  return takeDamage(lost.value, damage);
}

/**
 * A sense comes back (a long rest for an arrancado, the Folha de Lótus, the Medicina of the
 * Interlúdio for a mutilado): its +1 Teto goes, and the Cosmo comes down to the Teto if above.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param sense - The sense.
 * @param how - Which losses may come back this way (`arrancado`, `mutilado`, or both by default).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal (`sense_not_lost`).
 * @example
 * ```ts
 * const blind = unwrap(loseSense(teo, startPlay(teo), 'visao', 'arrancado'));
 * unwrap(restoreSense(teo, blind, 'visao')).sensesLost //=> []
 * ```
 */
export function restoreSense(
  w: Warrior,
  s: PlayState,
  sense: SenseKey,
  how: readonly ('arrancado' | 'mutilado')[] = ['arrancado', 'mutilado'],
  ruleset: Ruleset = bookRuleset,
): Result<PlayState> {
  const bad = checkChoice('O sentido', ['sense'], sense, senseKeySchema) ?? checkChoices('Como se perdeu', ['how'], how, senseLossHowSchema);
  if (bad) return fail([bad]);
  const label = ruleset.cosmo.senses.list.find((x) => x.id === sense)?.name ?? sense;
  if (!s.sensesLost.some((l) => l.sense === sense && how.includes(l.how))) return refusePlay('sense_not_lost', ['sense'], { sense: label, how: how.join(' ou ') });
  const back = produce(s, (x) => {
    x.sensesLost = x.sensesLost.filter((l) => l.sense !== sense);
  });
  const { teto } = playNumbers(w, back, ruleset);
  return ok(
    produce(back, (x) => {
      x.cosmo = Math.min(x.cosmo, teto);
    }),
  );
}

/**
 * The end of the character's turn in a fight: with none of the five senses left, the character
 * stays up only in the Sétimo or above, or having awakened the Oitavo; otherwise falls to 0 PV.
 *
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The state at the end of the turn, or a refusal outside a fight.
 * @example
 * ```ts
 * unwrap(endTurn(semSentidos)).hp //=> 0
 * ```
 */
export function endTurn(s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (!s.fight) return refusePlay('play_not_in_fight', ['fight'], { action: 'O fim do turno' });
  const K = ruleset.cosmo;
  const step = (id: string) => K.sentidos.find((x) => x.id === id)?.step ?? 0;
  const noneLeft = s.sensesLost.length >= K.senses.list.length;
  if (!noneLeft || step(s.sentido) >= step('setimo') || s.awakened.oitavo || s.hp === 0) return ok(s);
  return ok(
    produce(s, (x) => {
      x.hp = 0;
      x.fight!.fell = true;
    }),
  );
}
