/**
 * Issue 28: `sangue-e-estrelas --version` (and `-v`, `versao`) prints the package's version, read
 * from package.json, on standard output with exit 0; the general help says how to ask for it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageVersion, runCli } from '../../src/cli/main.js';
import { fakeIo, root } from './helpers.js';

const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

describe('--version', () => {
  it('packageVersion() is the version of package.json', () => {
    expect(packageVersion()).toBe(version);
  });

  for (const word of ['--version', '-v', 'versao', 'versão']) {
    it(`${word} prints "sangue-e-estrelas <version>", exit 0, nothing on standard error`, async () => {
      const f = fakeIo();
      expect(await runCli([word], f.io)).toBe(0);
      expect(f.out()).toBe(`sangue-e-estrelas ${version}\n`);
      expect(f.err()).toBe('');
    });
  }

  it('the general help names --version', async () => {
    const f = fakeIo();
    await runCli(['--help'], f.io);
    expect(f.out()).toContain('sangue-e-estrelas --version');
  });
});
