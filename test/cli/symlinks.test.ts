/**
 * Issue 26, class 3: symbolic links escaped a scenario's folder. The scenario promises to read only
 * its own folder and below; a linked file or folder inside it was followed anywhere, and the JSON
 * error quoted the first bytes of what it reached. Containment is decided on the real path, and no
 * error quotes a file's content. These run the real file system (nodeIo) in a temporary folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, type CliIo } from '../../src/cli/command.js';
import { nodeIo } from '../../src/cli/main.js';
import { command } from '../../src/cli/commands/simular.js';
import { readTextInside } from '../../src/cli/commands/shared.js';
import { parseJsonSafely } from '../../src/export/json/index.js';
import { root } from './helpers.js';

const SECRET = 'root:x:0:0:SEGREDO-DO-SERVIDOR';
let dir = '';
const teo = readFileSync(join(root, 'examples', 'teo.json'), 'utf8');
const scenario = (file: string) =>
  JSON.stringify({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: { fight: 'duelo', sides: [[file], [{ ref: { level: 1 } }]], n: 5 } });

function captured(): { io: CliIo; out: () => string; err: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { ...nodeIo, out: (t) => void out.push(t), err: (t) => void err.push(t) }, out: () => out.join(''), err: () => err.join('') };
}

async function simular(file: string) {
  writeFileSync(join(dir, 'mesa', 's.json'), scenario(file));
  const c = captured();
  const code = await command.run([join(dir, 'mesa', 's.json'), '--json'], c.io);
  return { code, out: c.out(), err: c.err() };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'see-symlinks-'));
  mkdirSync(join(dir, 'mesa', 'fichas'), { recursive: true });
  mkdirSync(join(dir, 'fora'));
  writeFileSync(join(dir, 'segredo.txt'), SECRET);
  writeFileSync(join(dir, 'fora', 'teo.json'), teo);
  writeFileSync(join(dir, 'fora', 'segredo.txt'), SECRET);
  writeFileSync(join(dir, 'mesa', 'fichas', 'teo.json'), teo);
  writeFileSync(join(dir, 'mesa', 'quebrado.json'), `${SECRET}\n{`);
  symlinkSync(join(dir, 'segredo.txt'), join(dir, 'mesa', 'passwd.json')); // a file link, absolute
  symlinkSync('../segredo.txt', join(dir, 'mesa', 'relativo.json')); // a file link, relative
  symlinkSync(join(dir, 'fora'), join(dir, 'mesa', 'pasta')); // a folder link
  symlinkSync('fichas/teo.json', join(dir, 'mesa', 'dentro.json')); // a link that stays inside: fine
  symlinkSync('passwd.json', join(dir, 'mesa', 'cadeia.json')); // a link to a link that leaves
  symlinkSync('laco-b.json', join(dir, 'mesa', 'laco-a.json')); // a loop
  symlinkSync('laco-a.json', join(dir, 'mesa', 'laco-b.json'));
  symlinkSync('nada.json', join(dir, 'mesa', 'pendurado.json')); // dangling
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a scenario reads only its own folder, on the real path (issue 26, class 3)', () => {
  it.each(['passwd.json', 'relativo.json', 'pasta/teo.json', 'pasta/segredo.txt', 'cadeia.json'])('%s leads outside → file_outside_folder, exit 2, nothing of the file quoted', async (file) => {
    const r = await simular(file);
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toContain('[file_outside_folder]');
    expect(r.err).not.toContain('SEGREDO');
    expect(r.err).not.toContain('root:x');
    expect(r.out).toBe('');
  });

  it('a link that stays inside the folder is read, and a plain file too', async () => {
    for (const file of ['dentro.json', 'fichas/teo.json']) {
      const r = await simular(file);
      expect(r.err).toBe('');
      expect(r.code).toBe(EXIT.ok);
      expect(JSON.parse(r.out).n).toBe(5);
    }
  });

  it('a loop and a dangling link are coded refusals, not crashes', async () => {
    const loop = await simular('laco-a.json');
    expect(loop.code).toBe(EXIT.usage);
    expect(loop.err).toMatch(/\[file_unreadable\]|\[file_missing\]/);
    const dangling = await simular('pendurado.json');
    expect(dangling.code).toBe(EXIT.usage);
    expect(dangling.err).toContain('[file_missing]');
  });

  it('a file inside that is not JSON: the error says where, never what', async () => {
    const r = await simular('quebrado.json');
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toContain('[json_syntax]');
    expect(r.err).not.toContain('SEGREDO');
  });

  it('readTextInside decides on the real path and names the path the user wrote', async () => {
    const r = await readTextInside(join(dir, 'mesa'), 'passwd.json', nodeIo);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues[0]!.code).toBe('file_outside_folder');
      expect(JSON.stringify(r.issues)).not.toContain('SEGREDO');
    }
    const inside = await readTextInside(join(dir, 'mesa'), 'dentro.json', nodeIo);
    expect(inside.ok && inside.value).toBe(teo);
  });

  it('parseJsonSafely never quotes the text it refuses', () => {
    for (const text of [SECRET, `{"a": 1 ${SECRET}`, `[${SECRET}]`, `"${SECRET}`, `{"${SECRET}": }`, `\n\n  ${SECRET}`]) {
      const r = parseJsonSafely(text);
      expect(r.ok).toBe(false);
      expect(JSON.stringify(r.issues)).not.toContain('SEGREDO');
      expect(JSON.stringify(r.issues)).not.toContain('root:x');
    }
  });
});
