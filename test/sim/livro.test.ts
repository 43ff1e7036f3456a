/**
 * The book's figures (tables/measured.md) as rows, and the checked-in report docs/simulador-livro.md
 * (`npm run sim:livro`): the report must be what the code gives today. A spread sample of the played
 * rows is re-run exactly as the script runs it (n = 10000, scripts/sim-livro.ts LIVRO_N, the row's seed) and compared line by line;
 * the rows the engine cannot play, the list of ids and the counts are compared in full.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIVRO_ROWS, livroBookSample, livroCounts, livroReportLine, livroReportMarkdown, livroReportRow, livroSeed, livroVerdict, livroWithinBothSamples, runLivroRow, type LivroRow } from '../../src/sim/livro/index.js';
import { loadLivroEnemies } from '../../scripts/livro-enemies.js';

const REPORT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'simulador-livro.md');
/** scripts/sim-livro.ts LIVRO_N (the script runs on import, so the number is repeated here). */
const N = 10000;
const M = 'tables/measured.md';

function reportLines(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(REPORT, 'utf8').split('\n')) {
    const m = /^\| `([^`]+)` \|/.exec(line);
    if (m) out.set(m[1]!, line);
  }
  return out;
}

describe('the book\'s figures as rows', () => {
  it('every row has a unique id, a source, a book interval low ≤ high and either a run or a "not modelled" reason', () => {
    const ids = new Set<string>();
    for (const r of LIVRO_ROWS) {
      expect(ids.has(r.id), r.id).toBe(false);
      ids.add(r.id);
      expect(r.source.length, r.id).toBeGreaterThan(0);
      expect(r.book.low, r.id).toBeLessThanOrEqual(r.book.high);
      expect(Boolean(r.run) !== Boolean(r.notModelled), r.id).toBe(true);
      if (r.notModelled) expect(r.notModelled, r.id).toMatch(/^não modelado/);
      if (r.needs) expect(r.needs, r.id).toMatch(/^não modelado/);
      if (r.needs) expect(r.run, r.id).toBeDefined();
    }
  });
  it('every ready enemy a row names is a stored enemy of examples/inimigos, named in the scenario as the book prints it', () => {
    const enemies = loadLivroEnemies();
    for (const r of LIVRO_ROWS) {
      if (r.run?.kind !== 'luta') continue;
      for (const f of [...r.run.a, ...r.run.b]) {
        if (!('enemy' in f)) continue;
        expect(enemies[f.enemy], `${r.id}: ${f.enemy}`).toBeDefined();
        expect(r.scenario, r.id).toContain(enemies[f.enemy]!.name);
      }
    }
  });
  it(`${M} › Cap. 10 difficulty table, Justa: 48% to 52% is stored for the same-level mirror`, () => {
    const r = LIVRO_ROWS.find((x) => x.id === 'justa-1')!;
    expect(r.book).toEqual({ low: 48, high: 52 });
    expect(r.run).toEqual({ kind: 'luta', a: [{ level: 1 }], b: [{ level: 1 }], metric: 'vitorias' });
  });
  it('a row\'s seed is its id\'s hash: stable, and different rows differ', () => {
    expect(livroSeed('justa-1')).toBe(livroSeed('justa-1'));
    expect(livroSeed('justa-1')).not.toBe(livroSeed('justa-5'));
    expect(livroSeed('')).toBe(0x811c9dc5);
  });
  it('a salt gives other dice (the same salt, the same dice); no salt is the report\'s dice', () => {
    const justa = LIVRO_ROWS.find((r) => r.id === 'justa-1')!;
    const plain = runLivroRow(justa, { n: 200 })!;
    expect(runLivroRow(justa, { n: 200, salt: '' })).toEqual(plain);
    const salted = runLivroRow(justa, { n: 200, salt: '1' })!;
    expect(runLivroRow(justa, { n: 200, salt: '1' })).toEqual(salted);
    expect(salted.value).not.toBe(plain.value);
  });
});

describe('the verdict', () => {
  const row: LivroRow = { id: 'x', section: 's', scenario: 'c', source: 'f', book: { low: 40, high: 50 }, unit: 'pct', tolerance: 3 };
  const at = (value: number, low = value - 1, high = value + 1) => ({ n: 2000, value, low, high });
  it('agrees inside the book\'s interval, within the tolerance, or when our interval meets it', () => {
    expect(livroVerdict(row, at(45)).verdict).toBe('agrees');
    expect(livroVerdict(row, at(53)).verdict).toBe('agrees');
    expect(livroVerdict(row, at(37)).verdict).toBe('agrees');
    expect(livroVerdict(row, at(56, 49.5, 60)).verdict).toBe('agrees');
  });
  it('differs beyond the tolerance, with the cause or "causa não encontrada"; older-rules names the change', () => {
    expect(livroVerdict(row, at(53.2))).toEqual({ verdict: 'differs', reason: 'causa não encontrada' });
    expect(livroVerdict({ ...row, cause: 'uma causa' }, at(60)).reason).toBe('uma causa');
    expect(livroVerdict({ ...row, olderRules: 'antes de 0.10.0' }, at(60))).toEqual({ verdict: 'older-rules', reason: 'antes de 0.10.0' });
    // An older figure keeps the cause found for the gap beside the named change.
    expect(livroVerdict({ ...row, olderRules: 'antes de 0.10.0', cause: 'uma causa' }, at(60))).toEqual({ verdict: 'older-rules', reason: 'antes de 0.10.0; uma causa' });
    expect(livroVerdict({ ...row, olderRules: 'antes de 0.10.0', cause: 'uma causa' }, at(45))).toEqual({ verdict: 'agrees', reason: '' });
    // measured.md (header): the book's later figure wins over an old report; outside it too, it differs.
    const old = { ...row, olderRules: 'antes de 0.10.0', laterBook: { low: 13, high: 52 } };
    expect(livroVerdict(old, at(54.9)).verdict).toBe('older-rules');
    expect(livroVerdict(old, at(60, 51, 62)).verdict).toBe('older-rules');
    expect(livroVerdict(old, at(60))).toEqual({ verdict: 'differs', reason: 'fora também da figura do livro (13 a 52); causa não encontrada' });
    expect(livroVerdict({ ...old, cause: 'uma causa' }, at(60)).reason).toBe('fora também da figura do livro (13 a 52); uma causa');
    expect(livroVerdict({ ...row, notModelled: 'não modelado: x' }, null)).toEqual({ verdict: 'differs', reason: 'não modelado: x' });
    // Played without part of the scenario: differs whatever the number, until the engine plays it.
    expect(livroVerdict({ ...row, needs: 'não modelado: Couraça grossa' }, at(45))).toEqual({ verdict: 'differs', reason: 'não modelado: Couraça grossa' });
  });
  it("the book's own sample (measured.md, Conventions: 1500 RESULTADOS, 800 EXTREMOS/MESTRE, 500/400 their groups, 2000 MESTRE's bands) is context, never the verdict", () => {
    const duel: LivroRow = { ...row, book: { low: 61, high: 61 }, source: 'Apêndice, sim/MESTRE.md', run: { kind: 'luta', a: [{ level: 9 }], b: [{ level: 9 }], metric: 'vitorias' } };
    expect(livroBookSample(duel)).toBe(800);
    expect(livroBookSample({ ...duel, source: 'Apêndice, sim/RESULTADOS.md' })).toBe(1500);
    expect(livroBookSample({ ...duel, source: 'Cap. 10, sim/EXTREMOS.md', run: { kind: 'luta', a: [{ level: 15, count: 3 }], b: [{ level: 15 }], metric: 'vitorias' } })).toBe(500);
    expect(livroBookSample({ ...duel, run: { kind: 'luta', a: [{ level: 15, count: 4 }], b: [{ level: 15 }], metric: 'vitorias' } })).toBe(400);
    expect(livroBookSample({ ...duel, source: 'Cap. 10' })).toBeUndefined(); // the book's prose: n unknown
    expect(livroBookSample({ ...duel, book: { low: 52, high: 66 } })).toBeUndefined(); // a range spans cells
    expect(livroBookSample({ ...duel, unit: 'rodadas' })).toBeUndefined();
    // 61% of 800 (±3.4) against 57.5% of 2000 (±2.2): 3.5 points, beyond the ±3 of the verdict, within
    // the chance of both (1.96 × √(0.61·0.39/800 + 0.0112²) = 4.0 points); 5.5 points is not.
    expect(livroVerdict(duel, at(57.5, 55.3, 59.7)).verdict).toBe('differs');
    expect(livroWithinBothSamples(duel, at(57.5, 55.3, 59.7))).toBe(true);
    expect(livroWithinBothSamples(duel, at(55.5, 53.3, 57.7))).toBe(false);
    expect(livroWithinBothSamples({ ...duel, source: 'Cap. 10' }, at(57.5))).toBeUndefined();
    expect(livroWithinBothSamples(duel, null)).toBeUndefined();
    const c = livroCounts([duel, duel, duel], [at(57.5, 55.3, 59.7), at(55.5, 53.3, 57.7), at(60)]);
    expect([c.differs, c.withinSamples, c.agrees]).toEqual([2, 1, 1]);
    expect(livroReportLine(duel, at(57.5, 55.3, 59.7))).toContain('| dentro do acaso das duas amostras (o livro: 800 lutas); causa não encontrada |');
    expect(livroReportLine(duel, at(55.5, 53.3, 57.7))).toContain('| difere | causa não encontrada |');
  });
  it('JSON rows: a single book value is a number, a range a pair; a row not modelled has null numbers', () => {
    expect(livroReportRow({ ...row, book: { low: 58, high: 58 } }, at(58)).book).toBe(58);
    expect(livroReportRow(row, null)).toMatchObject({ book: [40, 50], ours: null, low: null, high: null, verdict: 'differs' });
  });
  it('hostile input: a ready enemy not given, or a bad n, is a programmer error (RangeError), not a wrong number', () => {
    const r = LIVRO_ROWS.find((x) => x.id.startsWith('pronto-'))!;
    expect(() => runLivroRow(r, { n: 10, enemies: {} })).toThrow(RangeError);
    expect(() => runLivroRow(LIVRO_ROWS.find((x) => x.run)!, { n: 0 })).toThrow(RangeError);
    expect(() => runLivroRow(LIVRO_ROWS.find((x) => x.run)!, { n: 1.5 })).toThrow(RangeError);
    expect(livroReportLine({ ...row, scenario: 'a | b' }, null)).toContain('a \\| b');
  });
});

describe('docs/simulador-livro.md is current (regenerate with `npm run sim:livro`)', () => {
  const lines = reportLines();
  it('lists every row, in order, and nothing else', () => {
    expect([...lines.keys()]).toEqual(LIVRO_ROWS.map((r) => r.id));
  });
  it('the rows the engine cannot play read exactly as the code writes them', () => {
    for (const r of LIVRO_ROWS) if (!r.run) expect(lines.get(r.id), r.id).toBe(livroReportLine(r, null));
  });
  it('the header\'s counts are the counts of the verdicts in the table', () => {
    const text = readFileSync(REPORT, 'utf8');
    const verdicts = [...lines.values()].map((l) => l.split(' | ')[5]);
    const count = (v: string) => verdicts.filter((x) => x === v).length;
    expect(text).toContain(`**${LIVRO_ROWS.length} linhas: ${count('concorda')} concordam, ${count('regras antigas')} de regras antigas, ${count('difere')} diferem**`);
    // The header's wording is the code's.
    expect(text.split('\n').slice(0, 12).join('\n')).toBe(livroReportMarkdown([], [], N).split('\n').slice(0, 12).join('\n'));
  });
  it('states the noise: the counts under a second salt and how far the two agree counts are apart', () => {
    const text = readFileSync(REPORT, 'utf8');
    const m = /\*\*Ruído\*\*: .*--sal 1`, n = (\d+)\), (\d+) concordam[^\n]*\n[^\n]*diferem em (\d+) linhas? concordantes? \((\d+) contra (\d+)\)/.exec(text);
    expect(m, 'the noise line').not.toBeNull();
    const [, n, agrees2, d, a, b] = m!.map(Number);
    expect(n).toBe(N);
    expect(b).toBe(agrees2);
    expect(d).toBe(Math.abs(a! - b!));
    expect(text).toContain(`**${LIVRO_ROWS.length} linhas: ${a} concordam`);
    const empty = livroCounts([], []);
    expect(livroReportMarkdown([], [], 10, { salt: 'x', counts: { ...empty, agrees: 3 } })).toContain('diferem em 3 linhas concordantes (0 contra 3)');
    expect(livroReportMarkdown([], [], 10)).not.toContain('Ruído');
  });
  it('a spread sample of the played rows (every 12th, n = N, the row\'s seed) gives exactly the checked-in lines', () => {
    const enemies = loadLivroEnemies();
    const played = LIVRO_ROWS.filter((r) => r.run);
    const sample = played.filter((_, i) => i % 12 === 7);
    expect(sample.length).toBeGreaterThanOrEqual(25);
    for (const r of sample) expect(lines.get(r.id), r.id).toBe(livroReportLine(r, runLivroRow(r, { n: N, enemies })));
  });
});
