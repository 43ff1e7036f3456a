/**
 * The example parties (examples/personagens, examples/cenarios): made by scripts/gen-personagens.ts
 * through the library's own buildCharacter, valid, at the levels, builds and Postos they say, listed
 * by `exemplo`, and the committed files equal what the script writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookRuleset, deriveFicha, levelOf, validateWarrior, type Warrior } from '../../src/index.js';
import { readScenario } from '../../src/sim/index.js';
import { command as exemplo } from '../../src/cli/commands/exemplo.js';
import { EXAMPLE_BUILDS, EXAMPLE_LEVELS, EXAMPLE_SCENARIOS, personagemFile, renderPersonagens } from '../../scripts/gen-personagens.js';
import { root, runCommand } from '../cli/helpers.js';

const files = renderPersonagens();
const read = (p: string) => readFileSync(join(root, p), 'utf8');

describe('the example parties', () => {
  it('the committed files are exactly what scripts/gen-personagens.ts writes (npm run personagens)', () => {
    expect(files.size).toBeGreaterThan(20);
    for (const [path, text] of files) expect(read(path), path).toBe(text);
  });

  it('levels 1, 5, 9, 13 and 17, three builds each (DES, Cosmo, FOR in front), Bronze and from level 9 (progression.posto.prata.minLevel) Prata — all valid', () => {
    expect(EXAMPLE_LEVELS).toEqual([1, 5, 9, 13, 17]);
    expect(EXAMPLE_BUILDS.map((b) => b.build)).toEqual(['des', 'cosmo', 'for']);
    const prataAt = bookRuleset.progression.posto.prata.minLevel;
    expect(prataAt).toBe(9);
    for (const level of EXAMPLE_LEVELS) {
      for (const posto of level >= prataAt ? (['bronze', 'prata'] as const) : (['bronze'] as const)) {
        for (const b of EXAMPLE_BUILDS) {
          const path = `examples/personagens/${personagemFile(b.file, level, posto)}`;
          const v = validateWarrior(JSON.parse(read(path)));
          expect(v.ok, path).toBe(true);
          if (!v.ok) continue;
          const w: Warrior = v.value;
          expect([levelOf(w), w.posto], path).toEqual([level, posto]);
          // The build's attribute is the highest at creation (the standard array's 15).
          const front = { des: 'DES', cosmo: w.cosmoAttribute, for: 'FOR' }[b.build as 'des' | 'cosmo' | 'for'] as keyof typeof w.attributes.values;
          expect(w.attributes.values[front], path).toBe(Math.max(...Object.values(w.attributes.values)));
          expect(deriveFicha(w).level).toBe(level);
        }
      }
    }
  });

  it('the scenarios read as scenarios, three characters against one ready enemy', async () => {
    for (const s of EXAMPLE_SCENARIOS) {
      const path = [...files.keys()].find((p) => p.startsWith(`examples/cenarios/tres-de-nivel-${s.level}`) && p.endsWith(`-contra-${s.enemy}.json`))!;
      const r = await readScenario(read(path));
      expect(r.ok, path).toBe(true);
      if (r.ok) {
        expect(r.value.sides[0]).toHaveLength(3);
        expect(r.value.sides[1]).toHaveLength(1);
      }
    }
  });

  it('`exemplo` lists them, and prints one', async () => {
    const list = await runCommand(exemplo, []);
    expect(list.out).toContain('ayla-nivel-5');
    expect(list.out).toContain('nilo-prata-nivel-9');
    expect(list.out).toContain('tres-de-nivel-5-contra-cavaleiro-de-prata');
    const one = await runCommand(exemplo, ['doran-nivel-13']);
    expect(JSON.parse(one.out).name).toBe('Doran (nível 13)');
  });
});
