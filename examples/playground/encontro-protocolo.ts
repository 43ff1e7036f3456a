/** The messages between the Encontro tab and its Web Worker. */
import type { BandSimResult, FightVerdict, SimResult } from '../../src/sim/index.js';

/** Page → worker: play this scenario document (its JSON text), `chunk` fights between two progress messages. */
export interface EncontroAsk {
  readonly id: number;
  readonly text: string;
  readonly chunk: number;
}

/** Worker → page. */
export type EncontroAnswer =
  | { readonly id: number; readonly kind: 'progresso'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: 'erro'; readonly messages: readonly string[] }
  | {
      readonly id: number;
      readonly kind: 'pronto';
      readonly fight: 'duelo' | 'grupo' | 'muitos';
      readonly result: SimResult;
      readonly verdict: FightVerdict;
      /** `rounds[r]`: fights that lasted `r` rounds. */
      readonly rounds: readonly number[];
      readonly names: readonly [readonly string[], readonly string[]];
      /** Time inside the worker, in ms. */
      readonly ms: number;
    }
  | {
      readonly id: number;
      readonly kind: 'pronto';
      readonly fight: 'bando';
      readonly band: number;
      readonly result: BandSimResult;
      readonly rounds: readonly number[];
      readonly names: readonly [readonly string[], readonly string[]];
      readonly ms: number;
    };
