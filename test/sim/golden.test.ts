/**
 * Byte-identical check of the simulator over fixed seeded fights (issue 29): the book report (every
 * row of tables/measured.md that the engine plays, its own seed) and the Capítulo Dez difficulty
 * table (tables/10-inimigos.md › Quanto pesa um inimigo). A change of the fight engine that moves any
 * number fails here; a deliberate one regenerates the files with `npm run sim:golden -- --update`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_CASES, goldenPath } from './golden/cases.js';

describe('simulator golden files (npm run sim:golden -- --update regenerates them)', () => {
  for (const c of GOLDEN_CASES) {
    it(`${c.file} is what the simulator gives today, byte for byte`, () => {
      const want = readFileSync(goldenPath(c), 'utf8');
      const got = c.compute();
      // Compare line by line first: a failure shows the first lines that moved, not a 100 KB string.
      expect(got.split('\n')).toEqual(want.split('\n'));
      expect(got === want).toBe(true);
    });
  }
});
