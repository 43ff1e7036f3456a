/**
 * measure.ts under mutation testing (issue 29): the owner read by `readTechniqueOwner` and
 * `readTechnique`, and the lean receipt. Rules: tables/06-tecnicas.md › O Grau (levels 1 to 20,
 * Grau 5 for levels 17 to 20, max size 6 points).
 */
import { describe, expect, it } from 'vitest';
import { createTechnique, measureTechnique, measureTechniqueTotals, readTechnique, readTechniqueOwner } from '../../src/technique/index.js';
import { punho } from './punho.js';

const { grau: _grau, ...semGrau } = punho;

describe('readTechniqueOwner (tables/06-tecnicas.md › O Grau: níveis 1 a 20)', () => {
  it('level 20 is the last level of the table: accepted', () => {
    const r = readTechniqueOwner({ level: 20 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.level).toBe(20);
  });
  it('level 21 passes the schema but not the level table: technique_owner_level_invalid with level and max 20', () => {
    const r = readTechniqueOwner({ level: 21 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues).toHaveLength(1);
      expect(r.issues[0]).toMatchObject({ code: 'technique_owner_level_invalid', path: ['level'], params: { level: 21, max: 20 } });
    }
  });
  it('a level the schema refuses returns the schema issue, not the level-table one', () => {
    const r = readTechniqueOwner({ level: 'vinte' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.code)).not.toContain('technique_owner_level_invalid');
  });
});

describe('readTechnique with an owner', () => {
  it('a technique without Grau takes the owner\'s: level 17 is Grau 5 (max size 6)', () => {
    const r = readTechnique(semGrau, { level: 17 });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.receipt.grau).toBe(5);
      expect(r.value.receipt.maxSize?.total).toBe(6);
    }
    const alone = readTechnique(semGrau);
    expect(alone.ok && alone.value.receipt.grau).toBeNull();
  });
  it('a bad owner fails the read, its issues under owner.*', () => {
    const r = readTechnique(punho, { level: 21 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues).toHaveLength(1);
      expect(r.issues[0]).toMatchObject({ code: 'technique_owner_level_invalid', path: ['owner', 'level'], params: { level: 21, max: 20 } });
    }
  });
  it('a bad technique and a bad owner: both issues, the technique\'s first', () => {
    const r = readTechnique({ ...punho, effects: 'muitos' }, { level: 21 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues.length).toBeGreaterThanOrEqual(2);
      expect(r.issues[0]!.path[0]).toBe('effects');
      expect(r.issues.at(-1)).toMatchObject({ code: 'technique_owner_level_invalid', path: ['owner', 'level'] });
    }
  });
  it('a bad technique without owner keeps its schema issues', () => {
    const r = readTechnique({ ...punho, effects: 'muitos' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path[0])).toContain('effects');
  });
});

describe('measureTechniqueTotals is the lean receipt', () => {
  it('same totals as measureTechnique, with no texts written', () => {
    const t = createTechnique(punho);
    const lean = measureTechniqueTotals(t);
    const full = measureTechnique(t);
    expect(lean.size.total).toBe(full.size.total);
    expect(lean.cost.total).toBe(full.cost.total);
    expect(full.size.text).not.toBe('');
    expect(lean.size.text).toBe('');
    expect(Object.isFrozen(lean)).toBe(false);
  });
});
