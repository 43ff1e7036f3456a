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
  const face = 1 + Math.floor(rng.next() * sides);
  // A misbehaving injected source (next() === 1, negative, NaN) still gives a face on the die.
  return face >= 1 && face <= sides ? face : face > sides ? sides : 1;
}

/**
 * The number a {@link RandomSource} must return for {@link rollDie} to show `face` on a die with
 * `sides` faces (the middle of that face's slice of [0, 1)). Handy to script dice in tests.
 *
 * @param face - The face wanted (1…sides).
 * @param sides - Faces of the die.
 * @returns A number in [0, 1).
 * @example
 * ```ts
 * rollDie(20, { next: () => dieFace(17, 20) }) //=> 17
 * ```
 */
export function dieFace(face: number, sides: number): number {
  return (face - 0.5) / sides;
}

/**
 * A scripted random source that returns the given numbers in order, then starts over. For tests
 * and for apps where the player rolled physical dice. Throws (a programmer error) when the list is
 * empty or holds a number outside [0, 1).
 *
 * @param values - Numbers in [0, 1), e.g. from {@link dieFace}.
 * @returns A {@link RandomSource} cycling through `values`.
 * @example
 * ```ts
 * const rng = scriptedRandom([dieFace(20, 20), dieFace(1, 20)]);
 * rollDie(20, rng) //=> 20
 * rollDie(20, rng) //=> 1
 * ```
 */
export function scriptedRandom(values: readonly number[]): RandomSource {
  if (values.length === 0) throw new RangeError('scriptedRandom: a lista de valores está vazia.');
  for (const v of values) {
    if (!(v >= 0 && v < 1)) throw new RangeError(`scriptedRandom: ${v} está fora de [0, 1).`);
  }
  const list = [...values];
  let i = 0;
  return {
    next(): number {
      const v = list[i]!;
      i = (i + 1) % list.length;
      return v;
    },
  };
}

/**
 * A scripted source that makes dice of `sides` faces show the given faces in order (then repeat).
 *
 * @param faces - Faces, each in 1…sides.
 * @param sides - Faces of the dice it will roll (20 by default).
 * @returns A {@link RandomSource}.
 * @example
 * ```ts
 * const rng = scriptedDice([20, 3]);
 * rollDie(20, rng) //=> 20
 * rollDie(20, rng) //=> 3
 * ```
 */
export function scriptedDice(faces: readonly number[], sides = 20): RandomSource {
  return scriptedRandom(faces.map((f) => dieFace(f, sides)));
}
