/**
 * The book's ruleset reduced to what a part of the engine reads (issue #13 §1: a technique-only app
 * should not carry the armies and the items). `bookTechniqueRuleset` and `bookCharacterRuleset`
 * are the defaults of the dice/levels/technique and of the character/armor functions: they hold the
 * very same section objects as `bookRuleset`, so every default answers exactly as before, and a
 * whole ruleset (the book's or a campaign's) is still accepted everywhere.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bookCharacterRuleset,
  bookRuleset,
  bookTechniqueRuleset,
  createRuleset,
  memoRuleset,
  rulesetSections,
  type CharacterRuleset,
  type Ruleset,
  type TechniqueRuleset,
} from '../../src/rules/index.js';
import { measureTechnique, readTechnique, techniqueAtLevel } from '../../src/technique/index.js';
import { deriveFicha, validateWarrior } from '../../src/character/index.js';
import { attributeModifier, d20Chances } from '../../src/index.js';

const root = join(__dirname, '..', '..');
const json = (...p: string[]): unknown => JSON.parse(readFileSync(join(root, ...p), 'utf8'));

const techniqueSections = ['resolution', 'creation', 'cosmo', 'combat', 'techniques', 'progression'] as const;
const characterSections = [...techniqueSections, 'armor', 'armies'] as const;

describe('the reduced book rulesets', () => {
  it.each([
    ['bookTechniqueRuleset', bookTechniqueRuleset as Partial<Ruleset>, techniqueSections as readonly string[]],
    ['bookCharacterRuleset', bookCharacterRuleset as Partial<Ruleset>, characterSections as readonly string[]],
  ])('%s holds the book\'s own section objects (no number copied), frozen, and only those', (_, reduced, sections) => {
    expect(Object.keys(reduced).sort()).toEqual(['id', 'name', 'overrides', ...sections].sort());
    for (const s of sections) expect(reduced[s as keyof Ruleset]).toBe(bookRuleset[s as keyof Ruleset]);
    expect([reduced.id, reduced.name, reduced.overrides]).toEqual([bookRuleset.id, bookRuleset.name, []]);
    expect(Object.isFrozen(reduced)).toBe(true);
    expect(Object.isFrozen(reduced.overrides)).toBe(true);
    // the sections it leaves out are real sections of the book
    const left = rulesetSections.filter((s) => !sections.includes(s));
    expect(left.length).toBeGreaterThan(0);
    for (const s of left) expect(reduced).not.toHaveProperty(s);
  });

  it('a whole ruleset is a TechniqueRuleset and a CharacterRuleset (types: any ruleset may be passed)', () => {
    const t: TechniqueRuleset = bookRuleset;
    const c: CharacterRuleset = bookRuleset;
    const t2: TechniqueRuleset = bookCharacterRuleset;
    expect([t, c, t2].every((r) => r.id === 'livro-0.25')).toBe(true);
  });

  it('every book technique (examples/tecnicas) measures the same with the default and with bookRuleset', () => {
    const files = readdirSync(join(root, 'examples', 'tecnicas')).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const r = readTechnique(json('examples', 'tecnicas', f));
      expect(r.ok, f).toBe(true);
      if (!r.ok) continue;
      const whole = readTechnique(json('examples', 'tecnicas', f), undefined, bookRuleset);
      expect(whole.ok && whole.value.receipt).toEqual(r.value.receipt);
      expect(measureTechnique(r.value.technique)).toEqual(measureTechnique(r.value.technique, undefined, bookRuleset));
      expect(techniqueAtLevel(r.value.technique, 7)).toEqual(techniqueAtLevel(r.value.technique, 7, bookRuleset));
    }
  });

  it('Téo (examples/teo.json) validates and derives the same ficha with the default and with bookRuleset', () => {
    const teo = json('examples', 'teo.json');
    const a = validateWarrior(teo);
    const b = validateWarrior(teo, bookRuleset);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value).toEqual(b.value);
    const fa = deriveFicha(a.value);
    const fb = deriveFicha(b.value, bookRuleset);
    expect(fa).toEqual(fb);
    expect(fa.hp.total).toBe(15); // docs/guia: Téo, PV 15
  });

  it('a campaign ruleset still changes what the defaults answer (house rules reach every part)', () => {
    // docs/tecnicas.md › Regras da casa: Grau 1 max size 6 (book 5, tables/06-tecnicas.md › Graus)
    const house = createRuleset({ id: 'mesa', name: 'Mesa', techniques: { graus: { 0: { maxSize: 6 } } } });
    if (!house.ok) throw new Error(JSON.stringify(house.issues));
    const r = readTechnique(json('examples', 'tecnicas', 'asas-flamejantes.json'));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(measureTechnique(r.value.technique).maxSize?.total).toBe(5);
    expect(measureTechnique(r.value.technique, undefined, house.value).maxSize?.total).toBe(6);
    // tables/03-criacao.md › modificadores: 12 → +1, 8 → −1 (the default reads bookTechniqueRuleset)
    expect([attributeModifier(12), attributeModifier(8)]).toEqual([1, -1]);
    const input = { modifier: 2, target: 15 };
    expect(d20Chances(input)).toEqual(d20Chances(input, bookRuleset));
  });
});

describe('one memo for the book\'s rules, whole or reduced (memoRuleset)', () => {
  it('deriveFicha(w) and deriveFicha(w, bookRuleset) are the same object, as when bookRuleset was the default', () => {
    const r = validateWarrior(json('examples', 'teo.json'));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const a = deriveFicha(r.value);
    expect(deriveFicha(r.value, bookRuleset)).toBe(a);
    expect(deriveFicha(r.value, bookCharacterRuleset)).toBe(a);
  });

  it('a campaign ruleset is its own key, even with the book\'s id, name and sections but one section changed', () => {
    expect(memoRuleset(bookRuleset, bookCharacterRuleset)).toBe(bookCharacterRuleset);
    expect(memoRuleset(bookCharacterRuleset, bookCharacterRuleset)).toBe(bookCharacterRuleset);
    const house = createRuleset({ id: 'mesa', name: 'Mesa', techniques: { graus: { 0: { maxSize: 6 } } } });
    if (!house.ok) throw new Error(JSON.stringify(house.issues));
    expect(memoRuleset(house.value, bookCharacterRuleset)).toBe(house.value);
    // hostile: the book's id and name, no overrides, but a copied (not identical) section
    const forged: Ruleset = { ...bookRuleset, creation: { ...bookRuleset.creation } };
    expect(memoRuleset(forged, bookCharacterRuleset)).toBe(forged);
    const renamed: Ruleset = { ...bookRuleset, name: 'Outra mesa' };
    expect(memoRuleset(renamed, bookCharacterRuleset)).toBe(renamed);
    const overridden: Ruleset = { ...bookRuleset, overrides: ['techniques.graus'] };
    expect(memoRuleset(overridden, bookCharacterRuleset)).toBe(overridden);
    // a section the reduced ruleset does not read (items) does not matter to its functions
    const otherItems: Ruleset = { ...bookRuleset, items: { ...bookRuleset.items } };
    expect(memoRuleset(otherItems, bookCharacterRuleset)).toBe(bookCharacterRuleset);
  });
});

describe('tree-shaking: the sections a bundle carries (esbuild, from src/)', () => {
  /** Bundles an entry unminified and tells which section modules are in it. */
  async function sectionsIn(contents: string): Promise<string[]> {
    const { build } = await import('esbuild');
    const r = await build({
      stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'probe.ts' },
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    const out = Object.values(r.metafile.outputs)[0]!;
    return Object.entries(out.inputs)
      .filter(([f, v]) => f.startsWith('src/rules/sections/') && v.bytesInOutput > 0)
      .map(([f]) => f.slice('src/rules/sections/'.length, -'.ts'.length))
      .filter((s) => s !== 'helpers' && s !== 'index')
      .sort();
  }

  it('readTechnique + measureTechnique carry only the technique engine\'s sections', async () => {
    const s = await sectionsIn(`export { readTechnique, measureTechnique } from './src/index.ts';`);
    expect(s).toEqual([...techniqueSections].sort());
  });

  it('validateWarrior + deriveFicha carry the character\'s sections, not items, enemies or world', async () => {
    const s = await sectionsIn(`export { validateWarrior, deriveFicha } from './src/index.ts';`);
    expect(s).toEqual([...characterSections].sort());
  });

  it('the probe is not blind: bookRuleset carries every section', async () => {
    const s = await sectionsIn(`export { bookRuleset } from './src/index.ts';`);
    expect(s).toEqual([...rulesetSections].sort());
  });
});
