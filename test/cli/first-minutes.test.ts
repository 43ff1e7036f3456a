/**
 * Issue 12, "the first ten minutes" and the CLI side of "documents that crash or pass": every
 * command answers `--help` with its exit codes; a missing file, a folder, an unwritable output say
 * so with exit 2 (never 3); outputs never create folders; every command reads its input through the
 * one reader (size, UTF-8, JSON limits); `validar` and `importar` check the book's rules, not only
 * the shape. Files are real (a temporary folder) and the CLI runs in-process with the real io.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES_TEXT, type CliIo } from '../../src/cli/command.js';
import { commands } from '../../src/cli/commands/index.js';
import { nodeIo, runCli } from '../../src/cli/main.js';
import {
  characterDocument,
  deriveFicha,
  enemyDocument,
  rulesDocument,
  saveDocument,
  techniqueDocument,
  validateWarrior,
  type DocumentKind,
} from '../../src/index.js';
import { blankFichaPdf, exportFichaPdf, fichaViewFromFicha } from '../../src/export/pdf/index.js';
import { apiNamesIn, root } from './helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sangue-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The real io (file system) with captured output. */
function realIo() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { ...nodeIo, out: (t) => void out.push(t), err: (t) => void err.push(t) };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

async function cli(...argv: string[]) {
  const f = realIo();
  const code = await runCli(argv, f.io);
  return { code, out: f.out(), err: f.err() };
}

/** A document as the library saves it (shape checked only: the rules are validar's job). */
function saved(kind: DocumentKind, data: unknown): string {
  const r = saveDocument(kind, data);
  if (!r.ok) throw new Error(`fixture: ${r.issues.map((i) => i.message).join(' ')}`);
  return r.value;
}

const teoText = readFileSync(join(root, 'examples/teo.json'), 'utf8');
const poeira = JSON.parse(readFileSync(join(root, 'examples/tecnicas/poeira-de-gelo.json'), 'utf8'));

describe('--help', () => {
  for (const c of commands) {
    it(`${c.name} --help answers with its usage and every exit code, exit 0`, async () => {
      for (const word of ['--help', '-h']) {
        const r = await cli(c.name, word);
        expect(r.code, `${c.name} ${word}`).toBe(0);
        expect(r.err).toBe('');
        expect(r.out).toMatch(/^uso: sangue-e-estrelas /);
        expect(r.out).toContain(EXIT_CODES_TEXT);
      }
    });
  }

  it('the exit codes text names 0, 1, 2 and 3, and the README lists the same codes', () => {
    for (const code of ['0  ', '1  ', '2  ', '3  erro interno']) expect(EXIT_CODES_TEXT).toContain(`  ${code}`);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const code of ['`0`', '`1`', '`2`', '`3`']) expect(readme).toContain(code);
    expect(readme).toMatch(/`3`[^\n]*(bug|interno)/);
  });
});

describe('files that are not there, folders, outputs', () => {
  it('validar on a missing file says the file is missing (not "inválido (personagem)"), exit 2', async () => {
    const r = await cli('validar', join(dir, 'nao-existe.json'));
    expect(r.code).toBe(2);
    expect(r.out + r.err).toContain('não existe');
    expect(r.out + r.err).not.toContain('inválido (personagem)');
  });

  it('importar on a missing file and on a folder gives the reason, exit 2', async () => {
    const a = await cli('importar', join(dir, 'nao-existe.pdf'));
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/não existe\. \[file_missing\]/);
    const b = await cli('importar', dir);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/é uma pasta, não um arquivo\. \[file_is_directory\]/);
  });

  it('every command that reads a file says a folder is a folder, exit 2', async () => {
    for (const argv of [['ficha', dir], ['validar', dir], ['tecnica', dir], ['cosmo-gaming', 'ficha', dir]]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err + r.out, argv.join(' ')).toContain('é uma pasta');
    }
  });

  it('an output in a folder that does not exist is refused with exit 2, and no folder is created', async () => {
    const missing = join(dir, 'nao', 'existe');
    for (const flag of ['--json', '--pdf']) {
      const r = await cli('ficha', join(root, 'examples/teo.json'), flag, join(missing, 'teo.out'));
      expect(r.code, flag).toBe(2);
      expect(r.err).toContain('[output_folder_missing]');
      expect(r.err).toContain('não cria pastas');
    }
    expect(existsSync(join(dir, 'nao'))).toBe(false);
  });

  it('an output that cannot be written (a folder) is exit 2, not 3 "erro interno"', async () => {
    const r = await cli('ficha', join(root, 'examples/teo.json'), '--json', dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain('[output_is_directory]');
    expect(r.err).not.toContain('erro interno');
  });

  it('importar on a blank ficha is exit 2 (nothing to import) and speaks to a person', async () => {
    const file = join(dir, 'branco.pdf');
    writeFileSync(file, await blankFichaPdf());
    const r = await cli('importar', file);
    expect(r.code).toBe(2);
    expect(r.err).toContain('[pdf_blank_ficha]');
    expect(r.err).not.toMatch(/readFichaFields|[a-z]+[A-Z][a-zA-Z]+\(/);
  });
});

describe('one reader for every command', () => {
  it('tecnica refuses invalid UTF-8 like validar does (it used to accept it), exit 2', async () => {
    const file = join(dir, 'latin1.json');
    const text = JSON.stringify({ ...poeira, name: 'Poeira de Gelo XX' });
    const bytes = Buffer.from(text, 'utf8');
    const at = bytes.indexOf('XX');
    bytes[at] = 0xe9; // "é" in Latin-1: not UTF-8
    bytes[at + 1] = 0xff;
    writeFileSync(file, bytes);
    for (const c of ['tecnica', 'validar', 'ficha', 'cosmo-gaming']) {
      const r = await cli(...(c === 'cosmo-gaming' ? [c, 'ficha'] : [c]), file);
      expect(r.code, c).toBe(2);
      expect(r.err + r.out, c).toContain('[file_not_utf8]');
    }
  });

  it('tecnica applies the JSON limits (depth, forbidden keys) that a document gets', async () => {
    const deep = join(dir, 'fundo.json');
    writeFileSync(deep, `${'['.repeat(5000)}${']'.repeat(5000)}`);
    const proto = join(dir, 'proto.json');
    writeFileSync(proto, JSON.stringify({ ...poeira }).replace('{', '{"__proto__": {"x": 1},'));
    const a = await cli('tecnica', deep);
    expect(a.code).toBe(2);
    expect(a.err).toContain('[json_too_deep]');
    const b = await cli('tecnica', proto);
    expect(b.code).toBe(2);
    expect(b.err).toContain('[json_forbidden_key]');
    const c = await cli('tecnica', join(root, 'examples/tecnicas/poeira-de-gelo.json'), '--dono', deep);
    expect(c.code).toBe(2);
    expect(c.err).toContain('[json_too_deep]');
  });

  it('a file over the size limit is refused before it is read, exit 2', async () => {
    const big = join(dir, 'grande.json');
    writeFileSync(big, `"${'a'.repeat(5_000_001)}"`);
    for (const c of ['tecnica', 'validar', 'ficha']) {
      const r = await cli(c, big);
      expect(r.code, c).toBe(2);
      expect(r.err + r.out, c).toContain('[file_too_large]');
    }
  });
});

describe('validar and importar check the rules, not only the shape', () => {
  it('a técnica over its Grau’s max size is "inválido" with exit 1, bare or as a document (Capítulo Seis, tamanho máximo)', async () => {
    const t = structuredClone(poeira);
    t.effects[0].points = 30;
    const bare = join(dir, 'grande-demais.json');
    writeFileSync(bare, JSON.stringify(t));
    const doc = join(dir, 'grande-demais-doc.json');
    writeFileSync(doc, saved(techniqueDocument, t));
    for (const file of [bare, doc]) {
      const r = await cli('validar', file);
      expect(r.code, file).toBe(1);
      expect(r.out).toContain('inválido (técnica)');
      expect(r.out).toContain('[technique_over_max_size]');
    }
    // and the book's own technique is valid through validar
    const ok = await cli('validar', join(root, 'examples/tecnicas/poeira-de-gelo.json'));
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('válido (técnica)');
  });

  it('an inimigo that breaks a rule is "inválido (inimigo)" with exit 1; the book’s enemies are valid', async () => {
    const good = await cli('validar', join(root, 'examples/inimigos/marciano.json'));
    expect(good.code).toBe(0);
    expect(good.out).toContain('válido (inimigo)');
    const e = JSON.parse(readFileSync(join(root, 'examples/inimigos/marciano.json'), 'utf8'));
    e.attributes.values.FOR = 25;
    const file = join(dir, 'inimigo.json');
    writeFileSync(file, saved(enemyDocument, e));
    const r = await cli('validar', file);
    expect(r.code).toBe(1);
    expect(r.out).toContain('inválido (inimigo)');
  });

  it('a personagem document that breaks a rule is exit 1 (attribute above 20, Capítulo Dois)', async () => {
    const teo = JSON.parse(teoText);
    teo.attributes.values.FOR = 25;
    const doc = saveDocument(characterDocument, teo);
    if (!doc.ok) throw new Error('fixture');
    const file = join(dir, 'teo-25.json');
    writeFileSync(file, doc.value);
    const r = await cli('validar', file);
    expect(r.code).toBe(1);
    expect(r.out).toContain('[attribute_out_of_range]');
  });

  it('regras da casa that break the ruleset are refused by validar', async () => {
    const file = join(dir, 'regras.json');
    const broken = JSON.parse(saved(rulesDocument, { id: 'mesa', name: 'Mesa' }));
    broken.data.techniques = { graus: 'muitos' };
    writeFileSync(file, JSON.stringify(broken));
    const r = await cli('validar', file);
    expect(r.code).toBeGreaterThan(0);
    expect(r.code).toBeLessThan(3);
    expect(r.out).toContain('inválido (regras da casa)');
    const good = join(dir, 'regras-boas.json');
    writeFileSync(good, saved(rulesDocument, { id: 'mesa', name: 'Mesa' }));
    expect((await cli('validar', good)).code).toBe(0);
  });

  it('importar checks the embedded character’s rules: a PDF carrying FOR 25 is exit 1', async () => {
    const teo = JSON.parse(teoText);
    const w = validateWarrior(teo);
    if (!w.ok) throw new Error('fixture');
    const bad = structuredClone(teo);
    bad.attributes.values.FOR = 25;
    const doc = saveDocument(characterDocument, bad);
    if (!doc.ok) throw new Error('fixture');
    const pdf = await exportFichaPdf(fichaViewFromFicha(deriveFicha(w.value)), { document: doc.value });
    if (!pdf.ok) throw new Error('fixture');
    const file = join(dir, 'ruim.pdf');
    writeFileSync(file, pdf.value);
    mkdirSync(join(dir, 'saida'));
    const r = await cli('importar', file, '--json', join(dir, 'saida', 'x.json'));
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain('[attribute_out_of_range]');
    expect(existsSync(join(dir, 'saida', 'x.json'))).toBe(false);
  });
});

describe('README: the first ten minutes', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');

  it('its first command lines are `npm ci && npm run demo` and `npm test`, with no bracketed note', () => {
    const first = /```sh\n([\s\S]*?)```/.exec(readme)![1]!.split('\n').filter(Boolean);
    expect(first.map((l) => l.replace(/\s+#.*$/, ''))).toEqual(['npm ci && npm run demo', 'npm test']);
    expect(readme).not.toContain('(Na primeira vez');
  });

  it('`npm run demo` makes its own out/ folder (the CLI no longer creates folders)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts.demo).toMatch(/mkdirSync\('out'/);
    expect(pkg.scripts.demo).toContain('--pdf out/teo.pdf');
  });

  it('every CLI line of the README runs, in order, in an empty folder with only what the package carries', async () => {
    const block = /## Linha de comando[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)![1]!;
    const lines = block.split('\n').filter(Boolean).map((l) => l.replace(/\s+#.*$/, '').trim());
    expect(lines.length).toBeGreaterThan(8);
    const cwd = mkdtempSync(join(tmpdir(), 'sangue-readme-'));
    try {
      for (const line of lines) {
        expect(line.startsWith('npx sangue-e-estrelas ')).toBe(true);
        const argv = line.slice('npx sangue-e-estrelas '.length).split(/\s+/);
        const out: string[] = [];
        const io: CliIo = {
          out: (t) => void out.push(t),
          err: (t) => void out.push(t),
          readFile: (p, max) => nodeIo.readFile(resolve(cwd, p), max),
          writeFile: (p, d) => nodeIo.writeFile(resolve(cwd, p), d),
        };
        expect(await runCli(argv, io), `${line}\n${out.join('')}`).toBe(0);
      }
      expect(existsSync(join(cwd, 'teo.pdf'))).toBe(true);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('`npm pack --dry-run` carries the example files the `exemplo` command writes', () => {
    const r = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
    const files: string[] = r[0].files.map((f: { path: string }) => f.path);
    for (const f of ['examples/teo.json', 'examples/tecnicas/poeira-de-gelo.json', 'examples/inimigos/marciano.json', 'examples/armaduras/teo-v1.json', 'examples/cosmo-gaming/lira.json']) expect(files).toContain(f);
    expect(files.filter((f) => f.startsWith('examples/') && !f.endsWith('.json'))).toEqual([]);
  });

  it('every example the `exemplo` command lists is in the package, and `validar` accepts it', async () => {
    const r = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
    const files: string[] = r[0].files.map((f: { path: string }) => f.path);
    const listed = (await cli('exemplo')).out.split('\n').slice(1).map((l) => l.trim().split(/\s+/)[0]!).filter(Boolean);
    expect(listed.length).toBeGreaterThan(30);
    for (const name of listed) {
      const shipped = files.filter((f) => f.startsWith('examples/') && f.endsWith(`/${name}.json`));
      expect(shipped, name).toHaveLength(1);
      const path = join(root, shipped[0]!);
      const v = name === 'bruno' || name === 'lira' ? await cli('cosmo-gaming', 'ficha', path) : await cli('validar', path);
      expect(v.code, `${name}: ${v.out}${v.err}`).toBe(0);
    }
  });
});

describe('messages speak to a person at a shell', () => {
  it('no API function name in the help texts nor in the messages of wrong input (the blank ficha named readFichaFields)', async () => {
    expect(apiNamesIn('use readFichaFields')).toEqual(['readFichaFields']); // the check itself sees a name
    const blank = join(dir, 'branco2.pdf');
    writeFileSync(blank, await blankFichaPdf());
    const runs = [
      await cli('--help'),
      ...(await Promise.all(commands.map((c) => cli(c.name, '--help')))),
      await cli('importar', blank),
      await cli('importar', join(dir, 'nada.pdf')),
      await cli('validar', join(dir, 'nada.json')),
      await cli('tecnica', dir),
      await cli('ficha', join(root, 'examples/teo.json'), '--pdf', join(dir, 'nao', 'x.pdf')),
    ];
    for (const r of runs) expect(apiNamesIn(r.out + r.err), r.out + r.err).toEqual([]);
  });
});

describe('validar recognises the example files the package carries', () => {
  it('every example (personagem, inimigo, técnica) is "válido" with its kind guessed from the content', async () => {
    const { readdirSync } = await import('node:fs');
    const kinds: Record<string, string> = { personagens: 'personagem', inimigos: 'inimigo', tecnicas: 'técnica' };
    for (const [folder, kind] of Object.entries(kinds)) {
      for (const f of readdirSync(join(root, 'examples', folder))) {
        const r = await cli('validar', join(root, 'examples', folder, f));
        expect(r.code, `${folder}/${f}\n${r.out}${r.err}`).toBe(0);
        expect(r.out).toContain(`válido (${kind})`);
      }
    }
  });
});
