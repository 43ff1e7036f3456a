/**
 * Issue #12 §2: a level past the level table is a coded issue, never a RangeError. The table is
 * `tables/12-progressao.md` (levels 1–20, FACTS.md › Progression (Capítulo Doze): "o nível 20 é o
 * último"); the human table is "Antes do Sexto Sentido" (human levels 1–4). Every reader that
 * takes a level or a count of level-ups from input checks it before any table is read by level.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bookRuleset,
  checkBandLevel,
  checkLevel,
  checkLevelRange,
  maxLevel,
  readEnemyDocument,
  readTechniqueOwner,
  validateCharacter,
  validateEnemy,
  validateWarrior,
  buildEnemy,
  buildHumanEnemy,
  readTechnique,
  type Result,
} from '../../src/index.js';

const json = (p: string) => JSON.parse(readFileSync(new URL(`../../examples/${p}`, import.meta.url), 'utf8'));
const codes = (r: Result<unknown>) => (r.ok ? ['(ok)'] : r.issues.map((i) => i.code));
const teo20 = json('personagens/teo-nivel-20.json');
/** Téo at 20 with `extra` more level-ups (levels 21, 22…). */
const past20 = (extra: number) => ({
  ...teo20,
  levelUps: [...teo20.levelUps, ...Array.from({ length: extra }, (_, i) => ({ ...teo20.levelUps[0], level: 21 + i }))],
});
/** An enemy from the book raised past 20 with plain level-ups. */
const juizPast = (last: number) => {
  const j = json('inimigos/juiz-do-inferno.json');
  for (let l = j.levelUps.length + 2; l <= last; l++) j.levelUps.push({ level: l, vidaOuCosmo: 'vida' });
  return j;
};

describe('a level past the table is refused with a code (tables/12-progressao.md: 1–20)', () => {
  it('the book has 20 levels (the fixture is at the last one)', () => {
    expect(maxLevel(bookRuleset)).toBe(20);
    expect(teo20.levelUps).toHaveLength(19);
    expect(validateWarrior(teo20).ok).toBe(true);
  });

  it('validateWarrior / validateCharacter: one level-up past 20 → level_up_beyond_max at that level-up', () => {
    for (const read of [validateWarrior, validateCharacter]) {
      const r = read(past20(1));
      expect(codes(r)).toEqual(['level_up_beyond_max']);
      expect(r.issues[0]!.path).toEqual(['levelUps', 19, 'level']);
      expect(r.issues[0]!.message).toContain('20');
    }
  });

  it('many level-ups past 20 (a hostile file) give the same single issue; a list past the schema cap is a shape issue', () => {
    expect(codes(validateCharacter(past20(15)))).toEqual(['level_up_beyond_max']);
    expect(validateCharacter(past20(500)).ok).toBe(false);
  });

  it('validateEnemy / readEnemyDocument: an enemy raised to 21 → level_up_beyond_max', () => {
    expect(validateEnemy(juizPast(20)).ok).toBe(true);
    for (const read of [validateEnemy, readEnemyDocument]) expect(codes(read(juizPast(21)))).toEqual(['level_up_beyond_max']);
  });

  it('a human past the human table (1–4) → a code, for characters and enemies', () => {
    const aprendiz = json('inimigos/aprendiz-rival.json');
    expect(readEnemyDocument(aprendiz).ok).toBe(true);
    for (const humanLevel of [0, 5, 99, 2.5]) {
      expect(codes(readEnemyDocument({ ...aprendiz, humanLevel }))[0]).toMatch(/^enemy_level_out_of_range$|^enemy_schema_/);
      expect(codes(validateCharacter({ ...aprendiz, humanLevel, type: undefined }))[0]).toMatch(/human_level_out_of_range|character_schema_/);
    }
  });

  it('checkLevelRange is what stops them, and it follows a house rule that shortens the table', () => {
    expect(checkLevelRange(teo20)).toEqual([]);
    const short = { ...bookRuleset, progression: { ...bookRuleset.progression, levels: bookRuleset.progression.levels.slice(0, 10) } };
    expect(checkLevelRange(teo20, short as typeof bookRuleset).map((i) => i.code)).toEqual(['level_up_beyond_max']);
    expect(codes(validateWarrior(teo20, short as typeof bookRuleset))).toEqual(['level_up_beyond_max']);
  });

  it('every other reader of a level from input answers 21, 0, NaN, −0, 1e308, "5" and { toString } with a code', () => {
    const bad: unknown[] = [21, 0, Number.NaN, -0, 1e308, -1e308, 2.5, '5', { toString: 1 }, { valueOf: () => 5 }, 5n, null];
    for (const level of bad) {
      expect(checkLevel(level).ok, String(typeof level)).toBe(false);
      expect(checkBandLevel(level).ok).toBe(false);
      expect(readTechniqueOwner({ level }).ok).toBe(false);
      expect(buildEnemy({ level }).ok).toBe(false);
      expect(buildHumanEnemy({ kind: 'humano', level }).ok).toBe(false);
      for (const r of [checkLevel(level), checkBandLevel(level), buildEnemy({ level })]) for (const i of r.issues) expect(typeof i.message).toBe('string');
    }
  });

  it('every number of a document, set to a level outside the table (or 0, −1, NaN, −0, 2.5, 1e308), gives issues, never a throw', () => {
    /** Paths of the numbers inside a value. */
    const numbers = (v: unknown, pre: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] => {
      if (typeof v === 'number') out.push(pre);
      else if (Array.isArray(v)) v.forEach((x, i) => numbers(x, [...pre, i], out));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) numbers(x, [...pre, k], out);
      return out;
    };
    const plant = (doc: unknown, path: (string | number)[], value: unknown) => {
      const c = structuredClone(doc) as Record<string | number, unknown>;
      let at = c;
      for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
      at[path[path.length - 1]!] = value;
      return c;
    };
    const docs: [string, unknown, (d: unknown) => unknown, (p: (string | number)[]) => boolean][] = [
      // Téo at 20: the level-ups' levels (the numbers a table is read by)
      ['teo20', teo20, (d) => validateWarrior(d), (p) => p.includes('level') || p.includes('levelUps')],
      ['teo', json('teo.json'), (d) => validateWarrior(d), () => true],
      ['juiz', json('inimigos/juiz-do-inferno.json'), (d) => readEnemyDocument(d), () => true],
      ['aprendiz', json('inimigos/aprendiz-rival.json'), (d) => readEnemyDocument(d), () => true],
      ['técnica com dono', { level: 5, attributes: { DES: 15 } }, (d) => readTechnique(json('tecnicas/dragao-ascendente.json'), d), () => true],
      ['buildEnemy', { level: 9, posto: 'prata', type: 'rival', characteristics: ['pesada'], conviccaoCount: 1 }, (d) => buildEnemy(d), () => true],
      ['buildHumanEnemy', { kind: 'humano', level: 3, skills: ['acrobacia', 'atletismo'] }, (d) => buildHumanEnemy(d), () => true],
    ];
    const crashes: string[] = [];
    let calls = 0;
    for (const [name, doc, read, keep] of docs)
      for (const p of numbers(doc).filter(keep))
        for (const v of [21, 0, -1, 1000, 1e308, Number.NaN, -0, 2.5]) {
          calls++;
          try {
            read(plant(doc, p, v));
          } catch (e) {
            crashes.push(`${name} ${p.join('.')} = ${v}: ${e instanceof Error ? e.message : 'erro'}`);
          }
        }
    expect(calls).toBeGreaterThan(300);
    expect(crashes).toEqual([]);
  });

  it('a level-up that names a level outside the table is out of order, and nothing reads a table by it', () => {
    const d = structuredClone(teo20);
    d.levelUps[9].level = 21;
    const r = validateWarrior(d);
    expect(codes(r)).toEqual(['level_up_out_of_order']);
    expect(r.issues[0]!.path).toEqual(['levelUps', 9, 'level']);
  });
});
