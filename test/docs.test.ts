/**
 * The README and the getting-started guide are executed: every ```ts block runs (imports of
 * 'sangue-e-estrelas' point at the sources), so a guide that stops working fails the suite.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogoPath, renderCatalogo } from '../scripts/gen-catalogo.js';
import { bookRuleset, choiceSlotsAt, createRuleset } from '../src/index.js';

const root = join(__dirname, '..');
// The guides' code runs from a temporary folder: the suite never writes into the repo.
const tmp = mkdtempSync(join(tmpdir(), 'sangue-docs-'));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function blocks(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

function runnable(code: string): string {
  return code
    .replace(/from 'sangue-e-estrelas\/pdf'/g, `from '${join(root, 'src/export/pdf/index.ts')}'`)
    .replace(/from 'sangue-e-estrelas'/g, `from '${join(root, 'src/index.ts')}'`);
}

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.each(['README.md', 'docs/comecando.md'])('%s', (file) => {
  const code = blocks(file);
  it('has code to run', () => expect(code.length).toBeGreaterThan(0));
  code.forEach((c, i) => {
    it(`block ${i + 1} runs`, () => {
      const path = join(tmp, `${file.replace(/\W/g, '_')}_${i}.mts`);
      writeFileSync(path, runnable(c));
      execFileSync(tsx, [path], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    });
  });
});

describe('docs/catalogo.md (issue 12: the valid choices were nowhere in the docs)', () => {
  it('is the page the ruleset generates today (else: npm run catalogo)', () => {
    expect(readFileSync(catalogoPath, 'utf8')).toBe(renderCatalogo());
  });

  it('lists every choice of the ruleset and choiceSlotsAt of every level', () => {
    const page = renderCatalogo();
    const c = bookRuleset.creation;
    const slugs = [
      ...c.armies.map((a) => a.id),
      ...Object.keys(bookRuleset.armies.armies),
      ...bookRuleset.armor.accessories.map((a) => a.slug),
      ...bookRuleset.armor.characteristics.map((a) => a.slug),
      ...c.skills.map((s) => s.id),
      ...c.treinos.map((t) => t.id),
      ...Object.keys(bookRuleset.combat.conditions),
      ...bookRuleset.progression.gloria.triggers.map((t) => t.id),
    ];
    for (const slug of slugs) expect(page, slug).toContain(`\`${slug}\``);
    for (const l of bookRuleset.progression.levels) {
      const row = page.split('\n').find((line) => line.startsWith(`| ${l.level} | ${l.grau} |`));
      expect(row, `level ${l.level}`).toBeDefined();
      for (const slot of choiceSlotsAt(l.level)) expect(row).toContain(`\`${slot}\``);
    }
  });

  it('follows the ruleset: a house rule’s own accessory shows up', () => {
    const mesa = createRuleset({ id: 'mesa', name: 'Mesa', armor: { accessories: [...bookRuleset.armor.accessories, { slug: 'cauda', label: 'Cauda', effect: 'Nada.', modifiers: {} }] } });
    if (!mesa.ok) throw new Error(mesa.issues.map((i) => i.message).join(' '));
    expect(renderCatalogo(mesa.value)).toContain('`cauda`');
  });

  it('is linked from the getting-started guide and the creation guide', () => {
    for (const f of ['docs/comecando.md', 'docs/personagem.md']) expect(readFileSync(join(root, f), 'utf8'), f).toContain('(catalogo.md)');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('(docs/catalogo.md)');
  });
});

describe('TypeScript users are told which moduleResolution reads the subpaths', () => {
  for (const f of ['README.md', 'docs/comecando.md']) {
    it(f, () => {
      const text = readFileSync(join(root, f), 'utf8');
      for (const m of ['node16', 'nodenext', 'bundler']) expect(text).toContain(`"${m}"`);
      expect(text).toContain('moduleResolution');
    });
  }
});
