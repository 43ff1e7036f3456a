import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookProvenance, type RulesetSection } from '../../src/rules/ruleset.js';

// GitHub's heading anchors: lower case, punctuation dropped (accented letters kept), spaces → "-".
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const DOCS = join(__dirname, '..', '..', 'docs', 'regras');
const anchorsIn = (file: string) =>
  readFileSync(join(DOCS, file), 'utf8')
    .split('\n')
    .filter((l) => /^#+ /.test(l))
    .map((l) => anchorOf(l.replace(/^#+ /, '')));

const SECTIONS: RulesetSection[] = ['resolution', 'creation', 'cosmo', 'combat', 'techniques', 'armor', 'items', 'armies', 'enemies', 'progression', 'world'];

describe('reconstructed provenance points at a real heading of docs/regras (CONVENTIONS: reconstructed → documented)', () => {
  it('GitHub anchors: accents kept, punctuation dropped', () => {
    expect(anchorOf('Atributo mínimo')).toBe('atributo-mínimo');
    expect(anchorOf('O 1 natural fora do ataque')).toBe('o-1-natural-fora-do-ataque');
    expect(anchorOf('Defesas do nomeado {#x}')).toBe('defesas-do-nomeado-x');
  });

  it.each(SECTIONS)('every docs/regras anchor of the %s section exists', (section) => {
    for (const [key, p] of Object.entries(bookProvenance[section])) {
      const m = /docs\/regras\/([\w-]+\.md)#(\S+)/.exec(p.source);
      if (p.kind === 'reconstructed') expect(m, `${section}.${key}: a reconstructed entry must point at docs/regras/<file>.md#<heading>`).not.toBeNull();
      if (!m) continue;
      expect(anchorsIn(m[1]!), `${section}.${key} → ${p.source}`).toContain(m[2]);
    }
  });

  it('no docs/regras page uses {#id} heading attributes (GitHub does not render them as anchors)', () => {
    for (const section of SECTIONS) {
      const text = readFileSync(join(DOCS, `${section}.md`), 'utf8');
      expect(text, section).not.toMatch(/^#+ .*\{#[^}]*\}\s*$/m);
    }
  });
});
