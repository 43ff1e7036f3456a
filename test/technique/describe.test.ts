/**
 * `describeTechnique`: what a technique does on one line, for the ficha's detail row (issue #13:
 * "a player cannot tell what a technique does from the sheet"). The labels are the registration
 * template's (FACTS.md › Techniques (Capítulo Seis), restored in tables/06-tecnicas.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookRuleset } from '../../src/rules/index.js';
import { createTechnique, describeTechnique, type Technique } from '../../src/technique/index.js';

const dir = join(__dirname, '..', '..', 'examples', 'tecnicas');
const load = (f: string): Technique => createTechnique(JSON.parse(readFileSync(join(dir, f), 'utf8')));

describe('describeTechnique', () => {
  it('Caixão de Gelo (seed › Caixão de Gelo): ação, instantânea, médio, Banido and damage, its limitation', () => {
    const s = describeTechnique(load('caixao-de-gelo.json'));
    expect(s).toMatch(/^ação · instantânea · médio \(\d+ m\) · /);
    expect(s).toContain('Banido');
    expect(s).toMatch(/ · limitações: pode ser quebrad/i);
  });

  it('says something for every fixture, never the points of the template', () => {
    for (const f of readdirSync(dir)) {
      const s = describeTechnique(load(f));
      expect(s.length, f).toBeGreaterThan(10);
      expect(s, f).not.toMatch(/\(\+\d\)|\(−\d\)/);
    }
  });

  it('reads its labels from the ruleset (a house rule renames the activation)', () => {
    const t = load('caixao-de-gelo.json');
    const rs = { ...bookRuleset, techniques: { ...bookRuleset.techniques, activations: { ...bookRuleset.techniques.activations, acao: { ...bookRuleset.techniques.activations.acao, label: 'ação padrão' } } } };
    expect(describeTechnique(t, rs as typeof bookRuleset).startsWith('ação padrão · ')).toBe(true);
  });

  it('a frozen technique’s line is kept per ruleset: a house rule still gets its own labels', () => {
    const t = Object.freeze(load('caixao-de-gelo.json'));
    const rs = { ...bookRuleset, techniques: { ...bookRuleset.techniques, activations: { ...bookRuleset.techniques.activations, acao: { ...bookRuleset.techniques.activations.acao, label: 'ação da casa' } } } };
    expect(describeTechnique(t)).toBe(describeTechnique(t));
    expect(describeTechnique(t).startsWith('ação · ')).toBe(true);
    expect(describeTechnique(t, rs as typeof bookRuleset).startsWith('ação da casa · ')).toBe(true);
    expect(describeTechnique(t).startsWith('ação · ')).toBe(true);
  });

  it('a technique with nothing filled says nothing', () => {
    expect(describeTechnique(createTechnique({ name: 'vazia' }))).toBe('');
  });
});
