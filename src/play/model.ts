/**
 * The ficha in play as named interfaces: what signatures, hovers and the reference show. The zod
 * schemas of `state.ts` stay the runtime truth; `test/types/models.test-d.ts` fails to compile when
 * an interface and its schema's output drift apart.
 *
 * @module
 */
import type { SenseKey, SentidoKey } from '../rules/index.js';

/**
 * The fight in course (`null` outside a fight): what lasts only until the fight ends, deeply
 * readonly.
 *
 * @example
 * ```ts
 * const f: PlayFight | null = unwrap(beginFight(teo, startPlay(teo))).fight;
 * f?.round //=> 1
 * ```
 */
export interface PlayFight {
  /** The fight is against a god (the Nono asks for it). */
  readonly againstGod: boolean;
  /** The current round (1 at the start). */
  readonly round: number;
  /** Fell to 0 PV in this fight (leaves it Ferido). */
  readonly fell: boolean;
  /** How many times the character stood with a Convicção in this fight. */
  readonly stands: number;
  /** Stood in the Sétimo in this fight (the Nono's third step). */
  readonly stoodInSetimo: boolean;
  /** Centelhas received this fight (each +1 Teto, up to the ruleset's max). */
  readonly centelhasReceived: number;
  /** A Centelha was sent this round. */
  readonly centelhaSentThisRound: boolean;
  /** The Leitura de Combate was used this fight. */
  readonly leituraUsed: boolean;
  /** Healing items used this fight. */
  readonly healingItemsUsed: number;
  /** PV when the fight started (the estado de Buda acts with them). */
  readonly hpAtStart: number;
  /** In the estado de Buda (the body fell; the consciousness fights on). */
  readonly buda: boolean;
}

/**
 * A poison or disease clock running in the body (Capítulo Cinco › Veneno e doença).
 *
 * @example
 * ```ts
 * const c: PlayClock = { name: 'a picada do Espectro', kind: 'veneno', degrau: 'guerreiro', segments: 1, days: 0, fatal: true };
 * ```
 */
export interface PlayClock {
  /** What it is ("a picada do Espectro"): the clock's name, unique. */
  readonly name: string;
  /** Poison (a test every morning) or disease (every few days). */
  readonly kind: 'veneno' | 'doenca';
  /** Its degree (sets the CD): gente, guerreiro, elite. */
  readonly degrau: 'gente' | 'guerreiro' | 'elite';
  /** Segments marked. */
  readonly segments: number;
  /** Days since the last test (a disease tests every few days). */
  readonly days: number;
  /** At the last segment: death (`true`) or a sleep only the cure wakes from (the Mestre's choice). */
  readonly fatal: boolean;
}

/**
 * The ficha in play: what changes during a session and between sessions, kept apart from the
 * stored character, deeply readonly. Start it with {@link startPlay}.
 *
 * @example
 * ```ts
 * const s: PlayState = startPlay(teo);
 * s.fight //=> null
 * ```
 */
export interface PlayState {
  /** Current PV. */
  readonly hp: number;
  /** Current Cosmo. */
  readonly cosmo: number;
  /** Convicções spent (they come back one per 7 days without fighting, all on level-up). */
  readonly conviccoesSpent: number;
  /** Senses lost, and how. */
  readonly sensesLost: readonly { readonly sense: SenseKey; readonly how: 'arrancado' | 'mutilado' }[];
  /** Cicatrizes: max PV − level each, until the next long rest. */
  readonly cicatrizes: number;
  /** Cansaço boxes marked. */
  readonly cansaco: number;
  /** Ferido until the next long rest (fell to 0 PV or stood with a Convicção in a fight). */
  readonly ferido: boolean;
  /** Thirds of blood donated and not yet back. */
  readonly bloodThirdsDonated: number;
  /** Centelhas sent this session. */
  readonly centelhasSent: number;
  /** The Sentido the character is in now (Sexto outside a fight). */
  readonly sentido: SentidoKey;
  /** "Lidas por mim": enemy and technique already seen. */
  readonly lidas: readonly { readonly enemy: string; readonly technique: string }[];
  /** Dead (the whole blood given, or the Mestre's word): nothing changes any more. */
  readonly dead: boolean;
  /** The fight in course, or `null`. */
  readonly fight: PlayFight | null;
  /** A short rest was taken since the last long rest. */
  readonly shortRestUsed: boolean;
  /** The Lenda (level 20) was used today. */
  readonly lendaUsedToday: boolean;
  /** Day counters of what comes back with time. */
  readonly days: {
    /** Days without fighting, towards the next Convicção back. */
    readonly withoutFight: number;
    /** Days towards the next third of blood back. */
    readonly blood: number;
    /** Interlúdio days in a row (not travelling), towards clearing the Cansaço. */
    readonly interludio: number;
    /** Days in a row without eating. */
    readonly withoutFood: number;
    /** Days in a row without drinking. */
    readonly withoutWater: number;
    /** Nights in a row without sleeping. */
    readonly withoutSleep: number;
  };
  /** Sentidos awakened for life (milestones). */
  readonly awakened: { readonly setimo: boolean; readonly setimoMastered: boolean; readonly oitavo: boolean; readonly nono: boolean };
  /** Level at which the estado de Buda was last used (once per level), or `null`. */
  readonly budaLevel: number | null;
  /** Progress of the Interlúdio trainings. */
  readonly training: {
    /** Successes towards mastering the Sétimo. */
    readonly setimo: number;
    /** Successes towards the Oitavo. */
    readonly oitavo: number;
    /** Successes towards learning to restore. */
    readonly restaurar: number;
    /** Learned to restore armors. */
    readonly restorer: boolean;
    /** Weeks spent training the current apprentice. */
    readonly apprenticeWeeks: number;
    /** Techniques whose last evolution attempt failed (the next has Vantagem). */
    readonly evolutionAdvantage: readonly string[];
  };
  /** Relics: in Sintonia, and entering Sintonia (done at the next long rest). */
  readonly relics: { readonly attuned: readonly string[]; readonly attuning: readonly string[] };
  /** What the character carries: item slug (or free name), how many, and uses of the unit in hand already spent. */
  readonly inventory: readonly { readonly item: string; readonly quantity: number; readonly used?: number | undefined }[];
  /** Temporary PV (the Hidromel): damage takes them first; they end with the fight. */
  readonly tempHp: number;
  /** Vantagem on a test until the end of the fight, and the item it came from. */
  readonly advantageUntilFightEnds: readonly { readonly item: string; readonly test: string }[];
  /** "The next fight starts with +N Cosmo", by item, consumed when a fight starts. */
  readonly nextFightCosmo: readonly { readonly item: string; readonly cosmo: number }[];
  /** Poison and disease clocks running in the body. */
  readonly clocks: readonly PlayClock[];
}
