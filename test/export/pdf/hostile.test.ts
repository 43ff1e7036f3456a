/**
 * Hostile PDFs (issue #12 §1): every PDF entry point — importPdf, readFichaFields, fillFichaPdf,
 * importCosmoGamingPdf — answers a crafted ficha with a Result and a coded issue, never a throw,
 * never a hang, never gigabytes. One describe per class of attack (the builders are in
 * `fixtures/hostile.ts`; their time and memory before/after are measured with
 * `bench/pdf-hostile.ts`). Plus a seeded fuzz test over mutated real fichas, and the lone
 * surrogate that made an unedited ficha report an edit (§2).
 *
 * The limits tested are the safety limits of `PDF_LIMITS` (src/export/pdf/guard.ts) and
 * `JSON_LIMITS` (src/export/json/safe-json.ts): not rules of the book.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import {
  exportFichaPdf,
  fillFichaPdf,
  importCosmoGamingPdf,
  importPdf,
  readFichaFields,
  PDF_LIMITS,
} from '../../../src/export/pdf/index.js';
import { JSON_LIMITS } from '../../../src/export/json/index.js';
import { ok, type Result } from '../../../src/issues/index.js';
import * as h from './fixtures/hostile.js';
import { teoView } from './fixtures/teo.js';

const parse = (j: unknown) => ok(j);

/** Every entry point on the same bytes; each must resolve to a Result. */
async function allEntries(bytes: Uint8Array): Promise<Record<string, Result<unknown>>> {
  return {
    importPdf: await importPdf(bytes, { parse }),
    readFichaFields: await readFichaFields(bytes),
    fillFichaPdf: await fillFichaPdf(bytes, { nome: 'Teodoro' }),
    importCosmoGamingPdf: await importCosmoGamingPdf(bytes),
  };
}

const codes = (r: Result<unknown>) => r.issues.map((i) => i.code);
const isResult = (r: unknown) =>
  typeof r === 'object' && r !== null && typeof (r as Result<unknown>).ok === 'boolean' && Array.isArray((r as Result<unknown>).issues);

/** Every entry refuses with `code` (importCosmoGamingPdf too: the structure is checked before the kind). */
async function expectRefusedEverywhere(bytes: Uint8Array, code: string): Promise<void> {
  const all = await allEntries(bytes);
  for (const [entry, r] of Object.entries(all)) {
    expect(r.ok, entry).toBe(false);
    expect(codes(r), entry).toContain(code);
    for (const i of r.issues) expect(i.message.length, entry).toBeGreaterThan(10);
  }
}

describe('embedded files: the name tree is walked once per node, within a budget', () => {
  it('a name tree whose /Kids list the same node twice, 30 levels (2³⁰ paths), is refused: pdf_too_complex', async () => {
    const bytes = await h.nameTreeDag(30);
    await expectRefusedEverywhere(bytes, 'pdf_too_complex');
    const r = await readFichaFields(bytes);
    expect(r.issues[0]!.message).toContain('árvore de arquivos embutidos');
  });

  it('a name tree with a cycle is refused', async () => {
    await expectRefusedEverywhere(await h.nameTreeCycle(), 'pdf_too_complex');
  });

  it('a flat name tree over the node budget is refused', async () => {
    const bytes = await (async () => {
      const doc = await PDFDocument.load(await h.cleanFicha());
      const names = doc.catalog.lookup(PDFName.of('Names')) as unknown as { lookup(n: PDFName): { lookup(n: PDFName): PDFArray } };
      const arr = names.lookup(PDFName.of('EmbeddedFiles')).lookup(PDFName.of('Names'));
      for (let i = 0; i <= PDF_LIMITS.maxNameTreeNodes; i++) {
        arr.push(PDFString.of(`x${i}`));
        arr.push(PDFNumber.of(0));
      }
      return doc.save({ addDefaultPage: false });
    })();
    await expectRefusedEverywhere(bytes, 'pdf_too_complex');
  });
});

describe('embedded files: only the needed ones are read, inflated with a byte cap', () => {
  it('a deflate bomb under names the library never reads (listed 4 times) does not stop the import', async () => {
    const r = await importPdf(await h.deflateBomb(32, 4), { parse });
    expect(codes(r)).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it(`a deflate bomb as the field index itself stops at ${PDF_LIMITS.maxEmbeddedFileBytes} bytes: pdf_embedded_data_malformed`, async () => {
    const bytes = await h.indexBomb(PDF_LIMITS.maxEmbeddedFileBytes / 1048576 + 4);
    await expectRefusedEverywhere(bytes, 'pdf_embedded_data_malformed');
    const r = await readFichaFields(bytes);
    expect(r.issues[0]!.message).toContain(`passa de ${PDF_LIMITS.maxEmbeddedFileBytes} bytes`);
  });

  it(`an object stream that inflates past ${PDF_LIMITS.maxObjectStreamBytes} bytes is refused while parsing`, async () => {
    await expectRefusedEverywhere(h.objectStreamBomb(PDF_LIMITS.maxObjectStreamBytes / 1048576 + 4), 'pdf_too_complex');
  });
});

describe('the form and page trees are checked before pdf-lib walks them', () => {
  it('an AcroForm whose /Kids reuse the same child, 30 levels deep (a DAG), is refused', async () => {
    const bytes = await h.formDag(30);
    await expectRefusedEverywhere(bytes, 'pdf_too_complex');
    expect((await importPdf(bytes, { parse })).issues[0]!.message).toContain('formulário da ficha');
  });

  it('a field that is its own kid (a cycle) is refused', async () => {
    await expectRefusedEverywhere(await h.formCycle(), 'pdf_too_complex');
  });

  it('a /Parent cycle (pdf-lib climbs it to name a field) is refused', async () => {
    await expectRefusedEverywhere(await h.parentCycle(), 'pdf_too_complex');
  });

  it(`a form deeper than ${PDF_LIMITS.maxTreeDepth} levels (no reuse) is refused`, async () => {
    const doc = await PDFDocument.load(await h.cleanFicha());
    const fields = doc.getForm().acroForm.dict.lookup(PDFName.of('Fields'), PDFArray);
    let below = doc.context.register(doc.context.obj({ FT: 'Tx', T: PDFString.of('f') }));
    for (let i = 0; i < PDF_LIMITS.maxTreeDepth + 2; i++) below = doc.context.register(doc.context.obj({ T: PDFString.of(`n${i}`), Kids: [below] }));
    fields.push(below);
    await expectRefusedEverywhere(await doc.save({ addDefaultPage: false, updateFieldAppearances: false }), 'pdf_too_complex');
  });

  it('a page tree whose /Kids list the same node twice (pdf-lib walks it to save) is refused', async () => {
    await expectRefusedEverywhere(await h.pageTreeDag(30), 'pdf_too_complex');
  });
});

describe('garbage: pdf-lib’s lenient recovery runs under a work budget', () => {
  it('64 KB of garbage after %%EOF is ignored (cut): the ficha imports as if clean', async () => {
    for (const pattern of ['1 ', ' ', '9', '1 0 obj ']) {
      const r = await importPdf(await h.trailingGarbage(64, pattern), { parse });
      expect(r.ok, pattern).toBe(true);
      expect(r.ok && r.value.differences, pattern).toEqual([]);
    }
  });

  it('64 KB of garbage before the last %%EOF: answered (imported or refused), never stuck', async () => {
    for (const pattern of ['1 ', ' ', '9']) {
      const all = await allEntries(await h.innerGarbage(64, pattern));
      for (const [entry, r] of Object.entries(all)) {
        expect(isResult(r), `${entry} ${pattern}`).toBe(true);
        // (the Cosmo Gaming importer also refuses Téo's ficha as not being a Cosmo Gaming sheet)
        if (!r.ok && entry !== 'importCosmoGamingPdf') expect(codes(r).some((c) => c === 'pdf_too_complex' || c === 'pdf_unreadable'), `${entry} ${pattern}`).toBe(true);
      }
    }
  });

  it('20 000 unterminated strings (each would be rescanned to the end of the file) are refused', async () => {
    const r = await readFichaFields(h.unterminatedStrings(20_000));
    expect(r.ok).toBe(false);
    expect(codes(r)).toContain('pdf_too_complex');
  });

  it('a cross-reference stream announcing 50 million entries is read for its trailer only', async () => {
    const all = await allEntries(h.xrefStreamFlood(50_000_000));
    for (const [entry, r] of Object.entries(all)) {
      expect(r.ok, entry).toBe(false);
      expect(codes(r), entry).toEqual(['pdf_not_a_ficha']);
    }
  });

  it('pdf-lib’s console warnings are silenced while parsing and restored after overlapping parses', async () => {
    const warn = console.warn;
    const rs = await Promise.all([readFichaFields(h.unterminatedStrings(500)), readFichaFields(await h.cleanFicha()), readFichaFields(h.objectStreamBomb(1))]);
    expect(rs.map((r) => isResult(r))).toEqual([true, true, true]);
    expect(console.warn).toBe(warn);
  });

  it(`more than ${PDF_LIMITS.maxBytes} bytes is refused before parsing: pdf_too_large`, async () => {
    const big = new Uint8Array(PDF_LIMITS.maxBytes + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    await expectRefusedEverywhere(big, 'pdf_too_large');
  });
});

describe('stored appearances and widgets: coded issues, never a hang or a throw', () => {
  it('a stored look with font size 1e308 (and NaN, −1, Infinity in the DA): fillFichaPdf still fits the text', async () => {
    for (const bytes of [await h.hugeFontLook('nome', 1e308), await h.hugeFontLook('treino', -1), await h.hugeFontDa('nome')]) {
      const r = await fillFichaPdf(bytes, { nome: 'Teodoro de Lince, o que vê longe', treino: 'O Orfanato de Rodório' });
      expect(codes(r).filter((c) => c !== 'pdf_text_truncated')).toEqual([]);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const back = await readFichaFields(r.value);
      expect(back.ok && back.value.fields['nome']).toBe('Teodoro de Lince, o que vê longe');
    }
  });

  it('a widget with no /Rect, or a malformed one, is pdf_field_malformed for that field', async () => {
    const bad = [undefined, PDFString.of('x'), PDFArray.withContext((await PDFDocument.create()).context)];
    for (const rect of bad) {
      const bytes = await h.badRect('nome', rect);
      const r = await fillFichaPdf(bytes, { nome: 'Téo' });
      expect(r.ok).toBe(false);
      expect(codes(r)).toEqual(['pdf_field_malformed']);
      expect(r.issues[0]!.path).toEqual(['nome']);
      // the other fields still fill; reading is unaffected
      expect((await fillFichaPdf(bytes, { 'pv.atual': '9' })).ok).toBe(true);
      expect((await importPdf(bytes, { parse })).ok).toBe(true);
    }
  });

  it('a /Rect a billion points wide is malformed, not drawn; one with a 309-digit number is refused while parsing', async () => {
    const doc = await PDFDocument.create();
    const wide = await fillFichaPdf(await h.badRect('nome', doc.context.obj([0, 0, 1e9, 10])), { nome: 'Téo' });
    expect(codes(wide)).toEqual(['pdf_field_malformed']);
    // pdf-lib writes 1e308 as 309 digits: longer than PDF_LIMITS.maxNumberChars, the field's object is unreadable
    const huge = await fillFichaPdf(await h.badRect('nome', doc.context.obj([0, 0, 1e308, 10])), { nome: 'Téo' });
    expect(huge.ok).toBe(false);
    expect(huge.issues.length).toBeGreaterThan(0);
  });
});

describe('the JSON carried inside a PDF gets the JSON limits of a JSON file', () => {
  it(`a character document nested deeper than ${JSON_LIMITS.maxDepth} levels is refused before JSON.parse`, async () => {
    const r = await importPdf(await h.withDocument('['.repeat(100_000)), { parse });
    expect(codes(r)).toEqual(['pdf_embedded_data_malformed']);
    expect(r.issues[0]!.message).toContain('json_too_deep');
  });

  it('a string longer than JSON_LIMITS.maxStringLength, and a __proto__ key, are refused', async () => {
    const long = await importPdf(await h.withDocument(JSON.stringify({ name: 'x'.repeat(JSON_LIMITS.maxStringLength + 1) })), { parse });
    expect(long.issues[0]!.message).toContain('json_string_too_long');
    const proto = await importPdf(await h.withDocument('{"__proto__": {"polluted": true}}'), { parse });
    expect(proto.issues[0]!.message).toContain('json_forbidden_key');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a field index of the wrong shape is refused with its reason in Portuguese, on every reader', async () => {
    // the index's shape: src/export/pdf/read.ts (indexSchema); format and version from ficha-index.ts
    const index = JSON.stringify({ format: 'sangue-e-estrelas/ficha-pdf', version: 1, document: 7, fields: { nome: 5 } });
    const bytes = await h.withEmbedded('ficha-pdf.json', index);
    for (const r of [await importPdf(bytes, { parse }), await readFichaFields(bytes), await fillFichaPdf(bytes, { nome: 'Téo' })]) {
      expect(codes(r)).toEqual(['pdf_embedded_data_malformed']);
      const message = r.issues[0]!.message;
      expect(message).toContain('document: Entrada inválida: esperava um texto, recebeu um número');
      expect(message).toContain('fields.nome: Entrada inválida');
      expect(message).not.toMatch(/Invalid|expected|received/);
    }
  });
});

type Mutation =
  | { kind: 'flip'; at: number[]; byte: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'duplicate'; from: number; len: number; to: number; times: number }
  | { kind: 'delete'; from: number; len: number };

describe('fuzz: mutated real fichas and structural attacks always give a Result', () => {
  // seeded: the same few hundred cases every run; bounded by count, not by a timer
  it('flipped, truncated, duplicated and deleted bytes', async () => {
    const bases = [await h.cleanFicha(), await h.formDag(6), await h.nameTreeCycle(), await h.trailingGarbage(4)];
    const entries = ['importPdf', 'readFichaFields', 'fillFichaPdf', 'importCosmoGamingPdf'] as const;
    const mutation: fc.Arbitrary<Mutation> = fc.oneof(
      fc.record({ kind: fc.constant('flip' as const), at: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), byte: fc.nat(255) }),
      fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('duplicate' as const), from: fc.nat(), len: fc.nat(4096), to: fc.nat(), times: fc.integer({ min: 1, max: 20 }) }),
      fc.record({ kind: fc.constant('delete' as const), from: fc.nat(), len: fc.nat(8192) }),
    );
    const mutate = (src: Uint8Array, m: Mutation): Uint8Array => {
      const n = src.length;
      if (m.kind === 'flip') {
        const out = src.slice();
        for (const a of m.at) out[a % n] = m.byte;
        return out;
      }
      if (m.kind === 'truncate') return src.slice(0, (m.at) % n);
      if (m.kind === 'delete') {
        const from = (m.from) % n;
        return new Uint8Array([...src.subarray(0, from), ...src.subarray(Math.min(n, from + (m.len)))]);
      }
      const from = (m.from) % n;
      const piece = src.subarray(from, Math.min(n, from + (m.len)));
      const to = (m.to) % n;
      const parts: Uint8Array[] = [src.subarray(0, to)];
      for (let i = 0; i < (m.times); i++) parts.push(piece);
      parts.push(src.subarray(to));
      const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
      let at = 0;
      for (const p of parts) {
        out.set(p, at);
        at += p.length;
      }
      return out;
    };
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(bases.length - 1), mutation, fc.constantFrom(...entries), async (b, m, entry) => {
        const bytes = mutate(bases[b]!, m);
        const r =
          entry === 'importPdf'
            ? await importPdf(bytes, { parse })
            : entry === 'readFichaFields'
              ? await readFichaFields(bytes)
              : entry === 'fillFichaPdf'
                ? await fillFichaPdf(bytes, { nome: 'Teodoro', 'sangue.1': true })
                : await importCosmoGamingPdf(bytes);
        expect(isResult(r)).toBe(true);
        if (!r.ok) {
          refused++;
          expect(r.issues.length).toBeGreaterThan(0);
          for (const i of r.issues) expect(i.code).toMatch(/^[a-z0-9_]+$/);
        }
      }),
      { seed: 12_001, numRuns: 300 },
    );
    // the fuzzer does reach the refusals (a fuzzer that only ever produced clean fichas proves nothing)
    expect(refused).toBeGreaterThan(30);
  }, 600_000);
});

describe('a lone surrogate in a text field round-trips unedited (issue #12 §2)', () => {
  it('a name and other text fields with unpaired surrogates: no "foi editado" on an untouched ficha', async () => {
    const view = {
      ...teoView,
      name: 'Té\uD800o',
      treino: '\uDC00Orfanato',
      licao: 'fim\uD83D',
      cicatrizes: 'a\uDBFF\uDBFFb \uDFFF',
    };
    const r = await exportFichaPdf(view, { document: h.hostileDocText });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const back = await importPdf(r.value, { parse });
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.differences).toEqual([]);
    expect(codes(back)).not.toContain('pdf_field_edited');
    expect(back.value.fields['nome']).toBe('Té\uD800o');
  });

  it('an edit to a field holding a lone surrogate is reported with both values exact', async () => {
    const r = await exportFichaPdf({ ...teoView, name: 'Té\uD800o' }, { document: h.hostileDocText });
    if (!r.ok) throw new Error('export failed');
    const filled = await fillFichaPdf(r.value, { nome: 'Té\uDC00o!' });
    if (!filled.ok) throw new Error('fill failed');
    const back = await importPdf(filled.value, { parse });
    expect(back.ok && back.value.differences.map((d) => [d.field, d.before, d.after])).toEqual([['nome', 'Té\uD800o', 'Té\uDC00o!']]);
  });
});
