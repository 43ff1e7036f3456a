#!/usr/bin/env node
/**
 * The README cannot rot: every command line it shows runs as written, and must exit 0.
 * - `npx sangue-e-estrelas …` lines (README.md, then README.en.md): on the packed package — `npm
 *   pack` of the built repo, installed into an empty folder — in that folder, in order (a line reads
 *   what the one before it wrote);
 * - `npm run cli -- …` lines: in the clone (this repo), as a reader of "De um clone" types them.
 * Other lines (`npm ci`, `npm test`, `npm install …`) are the setup these runs stand for, not run.
 * Run after `npm run build` (`npm run smoke:dist` calls it); no network: the tarball's dependencies
 * come from npm's cache (`npm ci` filled it) or, failing that, from this repo's node_modules.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The command lines of a markdown file's ```sh blocks, as written (comments included). */
function shellLines(markdown) {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap((m) => m[1].split('\n').filter((l) => l.trim() !== ''));
}

function run(line, cwd) {
  const r = spawnSync('sh', ['-c', line], { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' } });
  if (r.status !== 0) {
    console.error(`smoke-readme: "${line}" (em ${cwd}) saiu com ${r.status ?? r.signal}\n${r.stdout}\n${r.stderr}`);
    process.exit(1);
  }
}

/** A folder with the packed package installed, as `npm install sangue-e-estrelas` leaves it. */
function installPacked(tmp) {
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], { cwd: root, encoding: 'utf8' }));
  const tarball = join(tmp, packed[0].filename);
  const app = join(tmp, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'leitor-do-readme', private: true }));
  const offline = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: app, encoding: 'utf8' });
  if (offline.status === 0) {
    console.log(`smoke-readme: ${packed[0].filename} instalado com npm install --offline`);
    return app;
  }
  console.log(`smoke-readme: ${packed[0].filename} desempacotado, com as dependências deste clone (npm install --offline falhou)`);
  // Not all of the dependencies in npm's cache: unpack the tarball and lend it this repo's dependencies.
  const dir = join(app, 'node_modules', 'sangue-e-estrelas');
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
  for (const dep of Object.keys(pkg.dependencies ?? {})) {
    const link = join(app, 'node_modules', dep);
    mkdirSync(join(link, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', dep), link, 'dir');
  }
  mkdirSync(join(app, 'node_modules', '.bin'), { recursive: true });
  for (const [name, file] of Object.entries(pkg.bin)) {
    chmodSync(join(dir, file), 0o755);
    symlinkSync(join('..', 'sangue-e-estrelas', file), join(app, 'node_modules', '.bin', name));
  }
  return app;
}

if (!existsSync(join(root, 'dist', 'cli.js'))) {
  console.error('smoke-readme: dist/cli.js não existe; rode `npm run build` antes.');
  process.exit(1);
}
const tmp = mkdtempSync(join(tmpdir(), 'sangue-readme-'));
try {
  const counts = { npx: 0, clone: 0 };
  const app = installPacked(tmp);
  for (const file of ['README.md', 'README.en.md']) {
    const lines = shellLines(readFileSync(join(root, file), 'utf8'));
    // each README in an empty folder of its own inside the app (npx finds the app's node_modules above)
    const here = join(app, file.replace(/\W/g, '-'));
    mkdirSync(here);
    for (const line of lines) {
      if (line.startsWith('npx sangue-e-estrelas ')) {
        run(line, here);
        counts.npx++;
      } else if (line.startsWith('npm run cli -- ')) {
        run(line, root);
        counts.clone++;
      }
    }
  }
  if (counts.npx < 10 || counts.clone < 3) {
    console.error(`smoke-readme: poucas linhas achadas (${counts.npx} npx, ${counts.clone} npm run cli): o README mudou de forma?`);
    process.exit(1);
  }
  console.log(`smoke-readme: ok — ${counts.npx} linhas npx no pacote empacotado, ${counts.clone} linhas npm run cli no clone, código de saída 0`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
