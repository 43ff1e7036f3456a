/**
 * The injectable random source every roll of the library goes through, so tests are reproducible.
 *
 * @module
 */

/**
 * A source of uniform numbers in [0, 1), like `Math.random`. Inject your own (a seeded PRNG, a
 * scripted sequence in tests, `crypto`) wherever the library rolls dice.
 *
 * @example
 * ```ts
 * const always19: RandomSource = { next: () => 18 / 20 }; // every d20 shows 19
 * ```
 */
export interface RandomSource {
  /** A number in [0, 1). */
  next(): number;
}

/**
 * A seedable PRNG (mulberry32): fast, 32-bit state, the same sequence for the same seed on every
 * platform. Not for cryptography.
 *
 * @example
 * ```ts
 * const a = new SeededRandom(42);
 * const b = new SeededRandom(42);
 * a.next() === b.next() //=> true
 * ```
 */
export class SeededRandom implements RandomSource {
  private state: number;

  /** @param seed - Any integer; the same seed gives the same sequence. */
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/**
 * Creates a random source: seeded (reproducible) when a seed is given, otherwise seeded from
 * `Math.random` once.
 *
 * @param seed - Optional integer seed.
 * @returns A {@link RandomSource}.
 * @example
 * ```ts
 * const rng = createRandom(7);
 * rollDie(20, rng) // the same value on every run for seed 7
 * ```
 */
export function createRandom(seed?: number): RandomSource {
  return new SeededRandom(seed ?? Math.floor(Math.random() * 2 ** 32));
}

/**
 * Rolls one die with `sides` faces (1…sides) from a random source.
 *
 * @param sides - Number of faces (≥ 1, integer).
 * @param rng - The random source.
 * @returns The face rolled.
 * @example
 * ```ts
 * rollDie(6, { next: () => 0.999 }) //=> 6
 * ```
 */
export function rollDie(sides: number, rng: RandomSource): number {
  return 1 + Math.floor(rng.next() * sides);
}
