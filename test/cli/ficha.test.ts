/**
 * The CLI's main job (issue 6): `ficha`, `validar`, `importar`, `schema`, run through a fake io so
 * the tests see exactly what a user would, and the exit codes documented in the README.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { command as ficha } from '../../src/cli/commands/ficha.js';
import { command as importar } from '../../src/cli/commands/importar.js';
import { command as schema } from '../../src/cli/commands/schema.js';
import { command as validar } from '../../src/cli/commands/validar.js';
import { runCli } from '../../src/cli/main.js';
import { fakeIo, root } from './helpers.js';

describe('sangue-e-estrelas ficha', () => {
  it("derives Téo's ficha (tables/14-ficha.md) and writes the JSON with the snapshot and the PDF", async () => {
    const f = fakeIo();
    const code = await ficha.run(['examples/teo.json', '--pdf', 'x/teo.pdf', '--json', 'x/teo.json'], f.io);
    expect(f.err()).toBe('');
    expect(code).toBe(0);
    expect(f.out()).toContain('Téo — Atena, Bronze de Lince, nível 1');
    expect(f.out()).toContain('PV 15 = 14 base + 1 CON');
    const json = JSON.parse(String(f.written['x/teo.json']));
    expect(json.format).toBe('sangue-e-estrelas/ficha');
    expect(json.data.name).toBe('Téo');
    expect(json.snapshot.hp.total).toBe(15);
    const pdf = f.written['x/teo.pdf'] as Uint8Array;
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');

    // and the PDF imports back with the same character inside
    const back = fakeIo({ 'x/teo.pdf': pdf });
    expect(await importar.run(['x/teo.pdf'], back.io)).toBe(0);
    expect(back.out()).toContain('ficha de Téo');
    expect(back.out()).toContain('nada foi editado');
  });

  it('exits 2 with a pt-BR message and no stack trace for input that is not JSON', async () => {
    const f = fakeIo({ 'ruim.json': 'isto não é json' });
    expect(await ficha.run(['ruim.json'], f.io)).toBe(2);
    expect(f.err()).toMatch(/não é JSON válido/);
    expect(f.err()).not.toMatch(/at .*\.ts:\d+/);
  });

  it('exits 2 for a missing file and for the wrong shape', async () => {
    const a = fakeIo();
    expect(await ficha.run(['nao-existe.json'], a.io)).toBe(2);
    expect(a.err()).toContain('o arquivo "nao-existe.json" não existe. [file_missing]');
    const b = fakeIo({ 'x.json': '{"name": 3}' });
    expect(await ficha.run(['x.json'], b.io)).toBe(2);
  });

  it('exits 1 when a readable character breaks a rule (an attribute above 20)', async () => {
    const teo = JSON.parse(await readFile(join(root, 'examples/teo.json'), 'utf8'));
    teo.attributes.values.FOR = 25;
    const f = fakeIo({ 'teo.json': JSON.stringify(teo) });
    const code = await validar.run(['teo.json'], f.io);
    expect(code).toBeGreaterThan(0);
    expect(f.out()).toContain('inválido');
  });

  it('refuses unknown flags and missing arguments with exit 2', async () => {
    const f = fakeIo();
    expect(await ficha.run(['examples/teo.json', '--pfd', 'x'], f.io)).toBe(2);
    expect(f.err()).toContain('opção desconhecida: --pfd');
    expect(await ficha.run([], f.io)).toBe(2);
  });
});

describe('sangue-e-estrelas validar / importar / schema', () => {
  it('validar accepts the example character and a technique document', async () => {
    const f = fakeIo();
    expect(await validar.run(['examples/teo.json'], f.io)).toBe(0);
    expect(f.out()).toContain('válido');
  });

  it('validar takes a bare stored armor (examples/armaduras): guessed, or --tipo armadura; a wrong blood is a coded issue', async () => {
    const f = fakeIo();
    expect(await validar.run(['examples/armaduras/teo-v5.json'], f.io)).toBe(0);
    expect(f.out()).toContain('válido (armadura)');
    // tables/07-armaduras.md › A escada do sangue: the bloods are guerreiro, elite and deus
    const bad = { name: 'X', army: 'atena', posto: 'bronze', accessory: 'nenhum', characteristics: [], forms: [{ blood: 'dragao', rung: 'guerreiro' }] };
    const g = fakeIo({ 'x.json': JSON.stringify(bad) });
    expect(await validar.run(['x.json', '--tipo', 'armadura', '--json'], g.io)).toBe(2);
    const out = JSON.parse(g.out());
    expect(out.kind).toBe('armadura');
    expect(out.issues.map((i: { path: unknown[] }) => i.path.join('.'))).toContain('forms.0.blood');
  });

  it('importar refuses a file that is not a PDF ficha', async () => {
    const f = fakeIo({ 'x.pdf': 'not a pdf' });
    expect(await importar.run(['x.pdf'], f.io)).toBe(2);
    expect(f.err()).toContain('pdf_unreadable');
  });

  it('schema prints the ficha JSON Schema and refuses an unknown kind', async () => {
    const f = fakeIo();
    expect(await schema.run([], f.io)).toBe(0);
    expect(JSON.parse(f.out()).$id).toBe('sangue-e-estrelas/schema/ficha.json');
    const g = fakeIo();
    expect(await schema.run(['dragao'], g.io)).toBe(2);
  });

  it('the dispatcher lists the commands and refuses an unknown one', async () => {
    const f = fakeIo();
    expect(await runCli(['--help'], f.io)).toBe(0);
    for (const name of ['ficha', 'validar', 'importar', 'schema', 'tecnica', 'inimigo', 'bando', 'd10', 'cosmo-gaming']) {
      expect(f.out()).toContain(name);
    }
    const g = fakeIo();
    expect(await runCli(['voar'], g.io)).toBe(2);
    expect(g.err()).toContain('comando desconhecido');
  });
});
