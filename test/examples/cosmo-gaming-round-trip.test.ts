/**
 * The Cosmo Gaming examples (examples/cosmo-gaming/*.json) round-trip byte-exact like every other
 * example (issue 26): read → validate (importSheetJson) → export (exportSheetJson) gives the same
 * bytes. They were hand-formatted (inline arrays) and bruno.json lacked `dyingFailures`, which the
 * import fills with 0; the committed files are now the export's own text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportSheetJson, importSheetJson } from '../../src/cosmo-gaming/index.js';
import { root } from '../cli/helpers.js';

const dir = join(root, 'examples', 'cosmo-gaming');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('the Cosmo Gaming examples round-trip byte-exact', () => {
  it('there are the two examples, bruno and lira', () => {
    expect(files).toEqual(['bruno.json', 'lira.json']);
  });

  for (const f of files) {
    it(`${f}: read → validate → export JSON gives the same bytes, without warnings`, () => {
      const text = readFileSync(join(dir, f), 'utf8');
      const r = importSheetJson(text);
      expect(r.issues).toEqual([]);
      if (!r.ok) return;
      expect(exportSheetJson(r.value.sheet, { campaign: r.value.campaign, module: r.value.module })).toBe(text);
    });
  }
});
