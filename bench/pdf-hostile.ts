/**
 * Worst-case time and memory of the PDF readers on hostile fichas (issue #12 §1), one attack per
 * process so `/usr/bin/time -v` reports its peak memory:
 *
 *   npx tsx bench/pdf-hostile.ts build /tmp/hostile           # writes one PDF per attack
 *   /usr/bin/time -v npx tsx bench/pdf-hostile.ts run /tmp/hostile/form-dag.pdf importPdf
 *
 * `SRC=/other/checkout/src` runs another version of the library (to measure before a fix).
 * Prints `entry attack: wall ms, CPU ms → result codes`. Not part of `npm run bench` (not a `*.bench.ts`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ATTACKS = {
  'name-tree-dag': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.nameTreeDag(30),
  'name-tree-cycle': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.nameTreeCycle(),
  'deflate-bomb': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.deflateBomb(256, 4),
  'index-bomb': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.indexBomb(256),
  'form-dag': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.formDag(30),
  'form-cycle': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.formCycle(),
  'parent-cycle': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.parentCycle(),
  'page-tree-dag': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.pageTreeDag(30),
  'trailing-garbage': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.trailingGarbage(64),
  'inner-garbage': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.innerGarbage(64),
  'huge-font-look': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.hugeFontLook(),
  'huge-font-da': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.hugeFontDa(),
  'no-rect': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.badRect(),
  'deep-json': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.withDocument('['.repeat(100_000)),
  'objstm-bomb': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.objectStreamBomb(256),
  'xref-flood': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.xrefStreamFlood(),
  'unterminated-strings': async (h: typeof import('../test/export/pdf/fixtures/hostile.js')) => h.unterminatedStrings(),
};

const [mode, target, entry = 'importPdf'] = process.argv.slice(2);
if (mode === 'build') {
  const h = await import('../test/export/pdf/fixtures/hostile.js');
  mkdirSync(target!, { recursive: true });
  for (const [name, make] of Object.entries(ATTACKS)) {
    const bytes = await make(h);
    writeFileSync(join(target!, `${name}.pdf`), bytes);
    console.log(`${name}.pdf: ${(bytes.length / 1024).toFixed(0)} KB`);
  }
} else if (mode === 'run') {
  const src = resolve(process.env['SRC'] ?? 'src');
  const pdf = (await import(pathToFileURL(join(src, 'export/pdf/index.ts')).href)) as typeof import('../src/export/pdf/index.js');
  const bytes = new Uint8Array(readFileSync(target!));
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let codes: string;
  if (entry === 'importPdf') {
    const r = await pdf.importPdf(bytes, { parse: (j: unknown) => ({ ok: true, value: j, issues: [] }) });
    codes = r.ok ? `ok, ${r.value.differences.length} diferença(s)` : r.issues.map((i) => i.code).join(',');
  } else if (entry === 'readFichaFields') {
    const r = await pdf.readFichaFields(bytes);
    codes = r.ok ? `ok, ${Object.keys(r.value.fields).length} campos` : r.issues.map((i) => i.code).join(',');
  } else if (entry === 'fillFichaPdf') {
    const r = await pdf.fillFichaPdf(bytes, { nome: 'Teodoro de Lince, o que vê longe' });
    codes = r.ok ? 'ok' : r.issues.map((i) => i.code).join(',');
  } else {
    const r = await pdf.importCosmoGamingPdf(bytes);
    codes = r.ok ? 'ok' : r.issues.map((i) => i.code).join(',');
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`${entry} ${basename(target!)}: ${(performance.now() - t0).toFixed(0)} ms de relógio, ${cpuMs.toFixed(0)} ms de CPU → ${codes}`);
} else {
  console.log('uso: pdf-hostile.ts build DIR | run FILE [importPdf|readFichaFields|fillFichaPdf|importCosmoGamingPdf]');
}
