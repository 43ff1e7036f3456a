/**
 * The Cosmo Gaming sheet's display values, as the PDF draws them, and the name of its embedded
 * document: shared by the entry's light module (`cosmo-gaming.ts`) and the drawing, which is loaded
 * on demand (`cosmo-gaming-render.ts`).
 *
 * @module
 */
import type { Realism } from '../../cosmo-gaming/index.js';

/**
 * File name of the sheet's JSON document inside the PDF.
 *
 * @example
 * ```ts
 * COSMO_GAMING_PDF_DOCUMENT_FILE //=> 'ficha-cosmo-gaming.json'
 * ```
 */
export const COSMO_GAMING_PDF_DOCUMENT_FILE = 'ficha-cosmo-gaming.json';

/** One row of Características on the sheet. @internal */
export interface CharacteristicRow {
  readonly competencia: string;
  readonly area: string;
  readonly subs: ReadonlyArray<{ readonly name: string; readonly validated: boolean }>;
}

/** What the Cosmo Gaming sheet shows, every value as text. @internal */
export interface CosmoView {
  readonly name: string;
  readonly identidade: string;
  readonly tema: string;
  readonly modulo: string;
  readonly realism: Realism | null;
  readonly characteristics: readonly CharacteristicRow[];
  readonly total: string;
  readonly agreed: string;
  readonly history: string;
  readonly luck: string;
  readonly damage: string;
  readonly dyingFailures: number;
  readonly ddn: ReadonlyArray<{ readonly value: string; readonly aspect: string; readonly pec: string }>;
  readonly conditions: ReadonlyArray<{ readonly name: string; readonly pec: string }>;
  readonly conditionsPec: string;
}

