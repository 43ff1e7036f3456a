/**
 * The ready enemies' "who wins" lines of Capítulo Dez, measured again by the simulator: each ready
 * enemy against the parties of reference Bronzes the book names on its ficha, for the book's rules
 * or a campaign's house rules ({@link readyEnemyTable}). The parties and the book's figures are the
 * book's (`tables/measured.md` › Ready enemies, from the Cap. 10 fichas and `sim/MESTRE.md` 0.25.0);
 * the report of the book's figures (`npm run sim:livro`) plays the same list.
 *
 * @module
 */
import { bookRuleset, type Ruleset } from '../rules/index.js';
import type { WarriorEnemy } from '../enemy/index.js';
import type { Fighter } from './fighter.js';
import { fighterFromEnemy } from './fighter-warrior.js';
import { referenceFighter } from './fighter-reference.js';
import { simulate, type Rate } from './simulate.js';

/**
 * One party the book names for a ready enemy: `characters` reference Bronzes of `level` against
 * `foes` copies of the enemy, with the book's win percentage (and mean fallen, when printed).
 *
 * @example
 * ```ts
 * const p: ReadyEnemyParty = { enemy: 'cavaleiro-de-prata', foes: 1, characters: 2, level: 9, book: 58, bookFallen: 1.2 };
 * ```
 */
export interface ReadyEnemyParty {
  /** The ready enemy's id: its file name in the package's `examples/inimigos/` (`cavaleiro-de-prata`). */
  readonly enemy: string;
  /** How many of that enemy fight (2 or 3 for the Espectros' packs). */
  readonly foes: number;
  /** How many reference Bronzes. */
  readonly characters: number;
  /** The Bronzes' level. */
  readonly level: number;
  /** The book's figure: the party's win percentage, or its range. */
  readonly book: number | readonly [number, number];
  /** The book's mean of fallen Bronzes, when the ficha prints it. */
  readonly bookFallen?: number;
}

/** The book's parties, one row each: enemy, foes, characters, level, the book's win %, the book's mean fallen. */
const READY_PARTY_ROWS: ReadonlyArray<readonly [string, number, number, number, number | readonly [number, number], number?]> = [
  ['cavaleiro-negro', 1, 1, 1, 58],
  ['espectro-novato', 1, 1, 1, 46],
  ['espectro-novato', 1, 1, 2, 67],
  ['espectro-novato', 1, 2, 1, 99, 0.3],
  ['espectro-novato', 1, 3, 1, 100, 0.4],
  ['espectro-de-estrela-terrestre', 1, 1, 3, 65],
  ['espectro-de-estrela-terrestre', 1, 1, 4, 76],
  ['espectro-de-estrela-terrestre', 2, 1, 3, 5],
  ['espectro-de-estrela-terrestre', 2, 1, 4, 14],
  ['espectro-de-estrela-terrestre', 3, 1, 4, 2],
  ['espectro-de-estrela-terrestre', 3, 1, 5, 20],
  ['espectro-novato', 2, 1, 2, 11],
  ['espectro-novato', 2, 1, 3, 21],
  ['espectro-novato', 2, 1, 4, 33],
  ['cavaleiro-de-prata', 1, 1, 8, 6],
  ['cavaleiro-de-prata', 1, 1, 9, 11],
  ['cavaleiro-de-prata', 1, 1, 13, 88],
  ['cavaleiro-de-prata', 1, 2, 9, 58, 1.2],
  ['cavaleiro-de-prata', 1, 3, 9, 94, 0.9],
  ['espectro-de-estrela-celeste', 1, 1, 11, 15],
  ['espectro-de-estrela-celeste', 1, 1, 13, 63],
  ['espectro-de-estrela-celeste', 1, 2, 11, 69, 1.1],
  ['espectro-de-estrela-celeste', 1, 3, 9, 72, 1.7],
  ['espectro-de-estrela-celeste', 1, 3, 11, 95, 0.7],
  ['comandante-sem-armadura', 1, 1, 5, [27, 33]],
  ['comandante-sem-armadura', 1, 1, 7, 60],
  ['comandante-sem-armadura', 1, 1, 9, [85, 88]],
  ['comandante-sem-armadura', 1, 3, 5, 98, 0.9],
  ['satelite-de-artemis', 1, 1, 5, 25],
  ['satelite-de-artemis', 1, 1, 6, 50],
  ['satelite-de-artemis', 1, 2, 5, 80, 0.9],
  ['satelite-de-artemis', 1, 2, 6, [90, 100]],
  ['palasita-de-terceira-classe', 1, 1, 6, [33, 39]],
  ['palasita-de-terceira-classe', 1, 1, 7, 55],
  ['palasita-de-terceira-classe', 1, 2, 6, [90, 100]],
  ['marciano', 1, 1, 10, 11],
  ['marciano', 1, 1, 12, 40],
  ['marciano', 1, 3, 9, 72, 1.7],
  ['cavaleiro-da-coroa', 1, 1, 13, 10],
  ['cavaleiro-da-coroa', 1, 1, 15, 67],
  ['cavaleiro-da-coroa', 1, 3, 12, 84, 1.4],
  ['anjo-caido', 1, 1, 14, [11, 12]],
  ['anjo-caido', 1, 3, 13, 82, 1.4],
  ['cavaleiro-fantasma', 1, 1, 16, 4],
  ['cavaleiro-fantasma', 1, 3, 15, 100, 0.6],
  ['tita-meio-desperto', 1, 4, 17, 26, 3.4],
  ['tita-meio-desperto', 1, 5, 17, 64, 2.9],
  ['guerreiro-deus', 1, 4, 12, [10, 14], 3.8],
  ['guerreiro-deus', 1, 4, 15, 68, 2.1],
  ['general-marina', 1, 4, 15, [60, 67], 2.3],
  ['cavaleiro-de-ouro', 1, 1, 16, 0],
  ['cavaleiro-de-ouro', 1, 4, 15, 52, 2.7],
  ['cavaleiro-de-ouro', 1, 5, 15, [75, 82], 2.1],
  ['juiz-do-inferno', 1, 4, 17, 56, 2.6],
  ['juiz-do-inferno', 1, 4, 18, 64, 2.3],
];

/**
 * The book's parties for every ready enemy, in the order of Capítulo Dez (`tables/measured.md` ›
 * Ready enemies; Cap. 10 fichas, `sim/MESTRE.md` 0.25.0): 400 fights per cell in the book.
 *
 * @example
 * ```ts
 * READY_ENEMY_PARTIES.filter((p) => p.enemy === 'marciano').length //=> 3
 * ```
 */
export const READY_ENEMY_PARTIES: readonly ReadyEnemyParty[] = /* @__PURE__ */ (() => {
  const out: ReadyEnemyParty[] = [];
  for (const [enemy, foes, characters, level, book, bookFallen] of READY_PARTY_ROWS) {
    out.push(Object.freeze(bookFallen === undefined ? { enemy, foes, characters, level, book } : { enemy, foes, characters, level, book, bookFallen }));
  }
  return Object.freeze(out);
})();

/**
 * Options of {@link readyEnemyTable}.
 *
 * @example
 * ```ts
 * const o: ReadyEnemyTableOptions = { n: 1000, seed: 1, enemies: ['marciano'] };
 * ```
 */
export interface ReadyEnemyTableOptions {
  /** The ruleset both sides play by (default the book's). */
  readonly ruleset?: Ruleset;
  /** Fights per line (default 1000). */
  readonly n?: number;
  /** Seed (default 1); each line gets its own stream from it. */
  readonly seed?: number;
  /** Only these enemies (ids); default every enemy given that the book names parties for. */
  readonly enemies?: readonly string[];
  /** Called after each line with (lines done, lines in all): a progress bar. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * A line of {@link readyEnemyTable}: the party, what the simulator measured and the book's figure.
 *
 * @example
 * ```ts
 * const [line] = readyEnemyTable({ marciano }, { n: 100, enemies: ['marciano'] });
 * line!.wins.value //=> the Bronzes' win rate, 0 to 1
 * ```
 */
export interface ReadyEnemyLine {
  /** The party, as the book names it. */
  readonly party: ReadyEnemyParty;
  /** The enemy's name, from its ficha. */
  readonly name: string;
  /** The Bronzes' win rate, with its 95% interval. */
  readonly wins: Rate;
  /** Mean of the Bronzes at 0 PV at the end. */
  readonly fallen: number;
  /** Mean rounds. */
  readonly rounds: number;
}

/**
 * The ready enemies' "who wins" lines, measured again: for each ready enemy given, the parties of
 * reference Bronzes the book names ({@link READY_ENEMY_PARTIES}) play `n` seeded fights against it
 * under `ruleset` (Sozinho contra muitos as the rules say). With the book's rules the lines are
 * the report's `pronto-*` rows; with a campaign's house rules, the campaign's own lines. Enemies the
 * book names no party for, or ids not given, are skipped.
 *
 * @param enemies - The ready enemies by id (validated enemies, e.g. the package's `examples/inimigos/*.json`).
 * @param options - Ruleset, n, seed, which enemies, progress.
 * @returns One line per party, in the book's order.
 * @example
 * ```ts
 * const lines = readyEnemyTable({ marciano }, { n: 400 });
 * lines.map((l) => `${l.party.characters} × nível ${l.party.level}: ${Math.round(l.wins.value * 100)}%`);
 * ```
 */
export function readyEnemyTable(enemies: Readonly<Record<string, WarriorEnemy>>, options: ReadyEnemyTableOptions = {}): ReadyEnemyLine[] {
  const ruleset = options.ruleset ?? bookRuleset;
  const n = options.n ?? 1000;
  const seed = options.seed ?? 1;
  if (!Number.isInteger(n) || n < 1) throw new RangeError('readyEnemyTable: n must be a whole number ≥ 1');
  const only = options.enemies === undefined ? null : new Set(options.enemies);
  const parties: ReadyEnemyParty[] = [];
  for (const p of READY_ENEMY_PARTIES) {
    if (Object.prototype.hasOwnProperty.call(enemies, p.enemy) && (only === null || only.has(p.enemy))) parties.push(p);
  }
  const compiled = new Map<string, Fighter>();
  const bronzes = new Map<number, Fighter>();
  const out: ReadyEnemyLine[] = [];
  for (let i = 0; i < parties.length; i++) {
    const p = parties[i]!;
    const e = enemies[p.enemy]!;
    let foe = compiled.get(p.enemy);
    if (!foe) {
      foe = fighterFromEnemy(e, {}, ruleset);
      compiled.set(p.enemy, foe);
    }
    let bronze = bronzes.get(p.level);
    if (!bronze) {
      bronze = referenceFighter({ level: p.level }, ruleset);
      bronzes.set(p.level, bronze);
    }
    const a: Fighter[] = [];
    for (let k = 0; k < p.characters; k++) a.push(bronze);
    const b: Fighter[] = [];
    for (let k = 0; k < p.foes; k++) b.push(foe);
    // Each line its own stream: a line's dice do not move when lines before it are filtered out.
    const r = simulate(a, b, { n, seed: lineSeed(seed, p), ruleset });
    out.push({ party: p, name: e.name, wins: r.winRate, fallen: r.fallen.mean, rounds: r.rounds.mean });
    options.onProgress?.(i + 1, parties.length);
  }
  return out;
}

/** A line's seed: the run's seed mixed with the party (FNV-1a over its id). */
function lineSeed(seed: number, p: ReadyEnemyParty): number {
  const id = `${p.enemy}/${p.foes}/${p.characters}/${p.level}`;
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
