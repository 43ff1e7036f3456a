/**
 * The release's metadata and GitHub workflows (issue 28), read as text: they are not run here, so the
 * test checks what each must say. The workflows were also validated against GitHub's workflow schema
 * (`@action-validator/cli` 0.6.0) when written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  homepage: string;
  repository: { type: string; url: string };
  bugs: { url: string };
  keywords: string[];
  scripts: Record<string, string>;
  version: string;
  files: string[];
};
const workflow = (name: string) => readFileSync(join(root, '.github', 'workflows', name), 'utf8');
const WORKFLOWS = ['ci.yml', 'release.yml', 'pages.yml'];

describe('package.json metadata', () => {
  it('points at the repository, its issues and the site', () => {
    expect(pkg.repository).toEqual({ type: 'git', url: 'git+https://github.com/sangue-e-estrelas/sangue-e-estrelas.git' });
    expect(pkg.bugs.url).toBe('https://github.com/sangue-e-estrelas/sangue-e-estrelas/issues');
    // the site is the GitHub Pages project page: the sub-path the site is built for by default
    expect(pkg.homepage).toBe('https://sangue-e-estrelas.github.io/sangue-e-estrelas/');
    expect(readFileSync(join(root, 'docs', '.vitepress', 'config.mts'), 'utf8')).toContain(`?? '${new URL(pkg.homepage).pathname}'`);
  });

  it('has keywords in Portuguese and English', () => {
    for (const k of ['rpg', 'ficha', 'ficha-de-personagem', 'character-sheet', 'pt-br']) expect(pkg.keywords).toContain(k);
  });
});

describe('GitHub workflows (.github/workflows)', () => {
  it('CI runs the same script as the project (.ci/run)', () => {
    expect(workflow('ci.yml')).toMatch(/run: bash \.ci\/run/);
  });

  it('release: the changesets action, npm provenance signed with the id-token', () => {
    const w = workflow('release.yml');
    expect(w).toMatch(/uses: changesets\/action@v1/);
    expect(w).toMatch(/id-token: write/);
    expect(w).toMatch(/NPM_CONFIG_PROVENANCE: "true"/);
    expect(w).toMatch(/publish: npm run release/);
    expect(pkg.scripts.release).toMatch(/changeset publish/);
  });

  it('pages: builds npm run site, checks it and deploys site/dist', () => {
    const w = workflow('pages.yml');
    expect(w).toMatch(/run: npm run site\n/);
    expect(w).toMatch(/run: npm run site:check/);
    expect(w).toMatch(/path: site\/dist/);
    expect(w).toMatch(/uses: actions\/deploy-pages@v4/);
    expect(w).toMatch(/pages: write/);
  });

  it.each(WORKFLOWS)('%s runs only npm scripts that package.json has', (name) => {
    const scripts = [...workflow(name).matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    for (const s of scripts) expect(pkg.scripts, `${name}: npm run ${s}`).toHaveProperty([s]);
  });
});

describe('the release cut with changesets (issue 28)', () => {
  it('the version is a released one and CHANGELOG.md, shipped in the package, opens with it', () => {
    expect(pkg.version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    expect(pkg.files).toContain('CHANGELOG.md');
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    expect(changelog.startsWith(`# sangue-e-estrelas\n\n## ${pkg.version}\n`)).toBe(true);
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { version: string };
    expect(lock.version).toBe(pkg.version);
  });
  it('the 1.0.0 notes cover every part of the library, in Portuguese', () => {
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    for (const part of ['### Técnicas', '### Personagem', '### Armadura', '### Inimigos', '### Simulador', '### Exportar', '### CLI', '### Outros sistemas', 'Mudanças que pedem atenção']) {
      expect(changelog, part).toContain(part);
    }
  });
});
