/**
 * The shapes of the book's measured figures as data (issue #15): who fights, what is measured, the
 * book's figure with its source and tolerance. Plain JSON-able objects: a row can be written to a
 * file, read back and run the same way.
 *
 * @module
 */
import type { ReferenceFighterSpec } from '../fighter-reference.js';
import type { SimPolicyName } from '../policies.js';

/**
 * A reference fighter of a figure (SIMULATOR.md), `count` copies of it.
 *
 * @example
 * ```ts
 * const f: LivroReferenceFighter = { level: 15, posto: 'ouro', count: 1 };
 * ```
 */
export interface LivroReferenceFighter extends Omit<ReferenceFighterSpec, 'policy' | 'name'> {
  /** A policy of {@link SIM_POLICIES}, by name. */
  readonly policy?: SimPolicyName;
  /** How many (default 1). */
  readonly count?: number;
}

/**
 * A ready enemy of Capítulo Dez by its file name in `examples/inimigos/` (`cavaleiro-negro`),
 * `count` copies of it.
 *
 * @example
 * ```ts
 * const e: LivroReadyEnemy = { enemy: 'espectro-novato', count: 2 };
 * ```
 */
export interface LivroReadyEnemy {
  /** The enemy's id (file name without `.json`). */
  readonly enemy: string;
  /** How many (default 1). */
  readonly count?: number;
}

/**
 * One fighter entry of a side.
 *
 * @example
 * ```ts
 * const s: LivroFighter[] = [{ level: 9, count: 3 }];
 * ```
 */
export type LivroFighter = LivroReferenceFighter | LivroReadyEnemy | LivroSpecialFighter;

/**
 * A fighter of the gods', allies' and trial's figures (Cap. 10, 11, 3): a god (`deus`: `menor`,
 * `maior`, `semideus`, or `proprio`, the characters' own god fighting), a combat ally of a group of
 * level `aliado`, an apprentice of human level `aprendiz`; `count` copies.
 *
 * @example
 * ```ts
 * const g: LivroSpecialFighter = { deus: 'maior' };
 * const a: LivroSpecialFighter = { aliado: 15 };
 * ```
 */
export type LivroSpecialFighter =
  | { readonly deus: 'menor' | 'maior' | 'semideus' | 'proprio'; readonly count?: number }
  | { readonly aliado: number; readonly count?: number }
  | { readonly aprendiz: number; readonly count?: number };

/**
 * What a fight row measures: the first side's wins (`vitorias`), the second side's (`derrotas`),
 * fights ended by the Guerra dos Mil Dias (`mil_dias`), fights where someone awakens
 * (`alguem_desperta`) or two do (`dois_despertam`: the armor trial, Cap. 3) — percentages; the mean rounds (`rodadas`);
 * the mean fallen of the first side (`caidos`); the share of damage from techniques (`tecnicas`, %).
 *
 * @example
 * ```ts
 * const m: LivroFightMetric = 'vitorias';
 * ```
 */
export type LivroFightMetric = 'vitorias' | 'derrotas' | 'mil_dias' | 'rodadas' | 'caidos' | 'tecnicas' | 'alguem_desperta' | 'dois_despertam';

/**
 * What a band row measures: rounds, the share of PV lost (%), how often the character fell (%).
 *
 * @example
 * ```ts
 * const m: LivroBandMetric = 'pv_perdidos';
 * ```
 */
export type LivroBandMetric = 'rodadas' | 'pv_perdidos' | 'caiu';

/**
 * How a row is played: a fight between two sides, a character against a band of figurantes, or the
 * damage of one Exclamação de Atena.
 *
 * @example
 * ```ts
 * const r: LivroRun = { kind: 'luta', a: [{ level: 1 }], b: [{ level: 1 }], metric: 'vitorias' };
 * ```
 */
export type LivroRun =
  | {
      readonly kind: 'luta';
      readonly a: readonly LivroFighter[];
      readonly b: readonly LivroFighter[];
      /** The Sozinho contra muitos rule (default true). */
      readonly sozinho?: boolean;
      /** Iniciativa fixed: this side acts first (`FightOptions.firstSide`). */
      readonly primeiro?: 0 | 1;
      /** This side opens with a surprise strike (`FightOptions.surprise`). */
      readonly surpresa?: 0 | 1;
      /**
       * House rules of this figure over the run's ruleset, as `createRuleset` takes them (an optional
       * rule of the book switched on: `{ armor: { options: { sacrifice: true } } }`).
       */
      readonly rules?: Readonly<Record<string, unknown>>;
      readonly metric: LivroFightMetric;
    }
  | {
      readonly kind: 'bando';
      readonly a: LivroReferenceFighter;
      /** Figurantes. */
      readonly size: number;
      readonly metric: LivroBandMetric;
    }
  | {
      /**
       * The Exclamação de Atena's damage (Cap. 9, `armies.exclamacao.atena`): the reference Ouros of
       * `level` (as many as the ruleset's `goldKnights`) strike once; the row's figure is the mean damage.
       */
      readonly kind: 'exclamacao';
      readonly level: number;
      readonly metric: 'dano';
    };

/**
 * One measured figure of the book (`tables/measured.md`): the scenario, the book's figure as an
 * interval (`low === high` for a single value), where it is printed, how far ours may be and still
 * agree, the rule change when the figure predates it, and how to play it — or why it cannot be
 * played yet (`notModelled`).
 *
 * @example
 * ```ts
 * const row: LivroRow = {
 *   id: 'ritmo-sem-conviccao-1', section: 'Duração da luta', scenario: 'Duelo espelho Bronze, sem Convicções, nível 1: rodadas',
 *   source: 'Cap. 11, Cap. 12, Apêndice', book: { low: 3, high: 3 }, unit: 'rodadas', tolerance: 1,
 *   run: { kind: 'luta', a: [{ level: 1, conviccoes: 0 }], b: [{ level: 1, conviccoes: 0 }], metric: 'rodadas' },
 * };
 * ```
 */
export interface LivroRow {
  /** Stable id (also the seed). */
  readonly id: string;
  /** The report's section. */
  readonly section: string;
  /** The scenario in pt-BR. */
  readonly scenario: string;
  /** Where measured.md says the figure is printed. */
  readonly source: string;
  /** The book's figure (in the row's unit). */
  readonly book: { readonly low: number; readonly high: number };
  /** The unit: percentage points, rounds, fallen fighters, or points of damage. */
  readonly unit: 'pct' | 'rodadas' | 'caidos' | 'dano';
  /** Distance from the book's figure still counted as agreeing (3 points for percentages). */
  readonly tolerance: number;
  /** The named rule change, when measured.md flags the figure as measured before it. */
  readonly olderRules?: string;
  /**
   * The later figure for an older-rules row: the book's (or the Apêndice's) own range, which wins
   * when an old report disagrees (measured.md, header). A number outside it too is `differs`.
   */
  readonly laterBook?: { readonly low: number; readonly high: number };
  /** How to play it. */
  readonly run?: LivroRun;
  /** Why it cannot be played yet ("not modelled"). */
  readonly notModelled?: string;
  /**
   * Played, but something of the scenario the engine does not play yet ("não modelado: …", e.g. a
   * ready enemy's Couraça grossa): the row counts as `differs` with this reason whatever its number,
   * until the engine learns it (then remove it).
   */
  readonly needs?: string;
  /** The cause found for a difference (shown when the row does not agree). */
  readonly cause?: string;
}
