/**
 * Scenario documents (issue #14): the `sangue-e-estrelas/cenario` kind, readScenario's coded issues
 * on hostile files, and runScenario giving exactly what the simulator's own API gives for the same
 * fighters. The example scenario of `examples/cenarios/` runs here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fail, issue, ok, type Result } from '../../src/issues/index.js';
import { validateWarrior } from '../../src/character/index.js';
import { validateEnemy, type WarriorEnemy } from '../../src/enemy/index.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { documentJsonSchema, loadDocument } from '../../src/export/json/index.js';
import { command as schemaCommand } from '../../src/cli/commands/schema.js';
import { runCommand } from '../cli/helpers.js';
import {
  fighterFromEnemy,
  fighterFromWarrior,
  mergeScenarioTallies,
  readScenario,
  referenceFighter,
  runScenario,
  scenarioDocument,
  simMessages,
  simulate,
  simulateBand,
  SCENARIO_LIMITS,
  tallyScenario,
  type Scenario,
} from '../../src/sim/index.js';

const root = join(__dirname, '..', '..');
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const EXAMPLE = 'examples/cenarios/quatro-bronzes-contra-ouro.json';

/** A scenario document around `data`. */
const doc = (data: Record<string, unknown>) => ({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data });
const duel = (extra: Record<string, unknown> = {}) => doc({ fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]], n: 50, ...extra });

/** A resolver over an in-memory folder. */
const folder =
  (files: Record<string, string>) =>
  (p: string): Result<string> =>
    files[p] !== undefined ? ok(files[p]!) : fail([issue('file_not_found', [], { path: p }, `"${p}" não existe.`)]);

async function codes(input: unknown, options = {}): Promise<{ code: string; path: readonly (string | number)[] }[]> {
  const r = await readScenario(input, options);
  expect(r.ok).toBe(false);
  return r.issues.filter((i) => i.severity === 'error').map((i) => ({ code: i.code, path: i.path }));
}

describe('the example scenario (examples/cenarios)', () => {
  it('reads, and plays exactly the fights simulate plays for the same four Bronzes and the Ouro (tables/measured.md: four Bronzes against an Ouro)', async () => {
    const r = await readScenario(read(EXAMPLE));
    expect(r.issues).toEqual([]);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ fight: 'grupo', n: 1000, seed: 1, soloAgainstMany: true, maxRounds: 40 });
    const s: Scenario = { ...r.value, n: 120 };
    const got = runScenario(s);
    const b = referenceFighter({ level: 20 });
    const o = referenceFighter({ level: 20, posto: 'ouro' });
    expect(got.fight).toBe('grupo');
    expect(got.result).toEqual(simulate([b, b, b, b], [o], { n: 120, seed: 1, soloAgainstMany: true }));
  });

  it('is a valid document of its kind (what `validar` and the JSON Schema see)', () => {
    expect(loadDocument(scenarioDocument, read(EXAMPLE)).ok).toBe(true);
  });
});

describe('schema/cenario.json', () => {
  const file = JSON.parse(read('schema/cenario.json')) as Record<string, unknown>;

  it('is the JSON Schema of the kind as generated (npm run schema), and `schema cenario` prints it', async () => {
    expect(file).toEqual(documentJsonSchema(scenarioDocument));
    const r = await runCommand(schemaCommand, ['cenario']);
    expect(JSON.parse(r.out)).toEqual(file);
  });

  it('accepts the example and refuses what its shape forbids (ajv, draft 2020-12)', () => {
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(file);
    expect(validate(JSON.parse(read(EXAMPLE)))).toBe(true);
    expect(validate(duel({ fight: 'amistoso' }))).toBe(false);
    expect(validate(duel({ sides: [[{ ref: { level: 1, policy: 'foge' } }], ['a.json']] }))).toBe(false);
    expect(validate(duel({ seed: -1 }))).toBe(false);
    expect(validate(duel({ sides: [['a.json', { file: 'b.json', policy: 'so_grande' }, { document: {} }], [{ ref: { level: 3, posto: 'prata' } }]] }))).toBe(true);
  });
});

describe('runScenario and its tallies', () => {
  const base: Scenario = { fight: 'duelo', sides: [[{ ref: { level: 5 } }], [{ ref: { level: 5, policy: 'nunca_queima' } }]], soloAgainstMany: true, n: 90, seed: 7, maxRounds: 40 };

  it('any split of the run adds up to exactly the whole run (versus and band)', () => {
    for (const s of [base, { ...base, fight: 'bando', sides: [[{ ref: { level: 3 } }]], band: { size: 6 } } as Scenario]) {
      const whole = tallyScenario(s, 0, s.n);
      const split = mergeScenarioTallies([tallyScenario(s, 0, 37), tallyScenario(s, 37, 1), tallyScenario(s, 38, 52)]);
      expect(split).toEqual(whole);
      expect(runScenario(s, { slice: 13 })).toEqual(runScenario(s, { slice: 1000 }));
    }
  });

  it('reports progress slice by slice up to n', () => {
    const seen: number[] = [];
    runScenario(base, { slice: 40, onProgress: (done, total) => (expect(total).toBe(90), seen.push(done)) });
    expect(seen).toEqual([40, 80, 90]);
  });

  it('a band scenario is simulateBand (Capítulo Dez, the band of six)', () => {
    const s: Scenario = { fight: 'bando', sides: [[{ ref: { level: 1 } }]], band: { size: 6 }, soloAgainstMany: true, n: 80, seed: 3, maxRounds: 40 };
    const r = runScenario(s);
    expect(r.fight).toBe('bando');
    expect(r.result).toEqual(simulateBand(referenceFighter({ level: 1 }), { n: 80, seed: 3, size: 6 }));
    const area = runScenario({ ...s, band: { size: 6, area: true } });
    expect(area.result).toEqual(simulateBand(referenceFighter({ level: 1, area: true }), { n: 80, seed: 3, size: 6 }));
  });

  it("the scenario's house rules change the fight (createRuleset override)", async () => {
    const plain = await readScenario(duel({ n: 60, sides: [[{ ref: { level: 20 } }], [{ ref: { level: 20 } }]] }));
    // Capítulo Quatro (combat.levantar.perFight: one stand per fight in the book); the house allows three.
    const casa = await readScenario(duel({ n: 60, sides: [[{ ref: { level: 20 } }], [{ ref: { level: 20 } }]], rules: { id: 'mesa', combat: { levantar: { perFight: 3 } } } }));
    expect(plain.ok && casa.ok).toBe(true);
    if (!plain.ok || !casa.ok) return;
    const a = runScenario(plain.value).result;
    const b = runScenario(casa.value).result;
    const rises = (x: typeof a) => (x as { perFight: { rises: number } }).perFight.rises;
    expect(rises(a)).toBeGreaterThan(0);
    expect(rises(a)).toBeLessThanOrEqual(2); // one stand each, two fighters
    expect(rises(b)).toBeGreaterThan(rises(a));
  });
});

describe('fighters from files and inline documents', () => {
  const teo = read('examples/personagens/teo-nivel-20.json');
  const prata = read('examples/inimigos/cavaleiro-de-prata.json');

  it('resolves paths through the callback (relative, "./", a subfolder) and reads each file once', async () => {
    const asked: string[] = [];
    const files = { 'teo.json': teo, 'inimigos/prata.json': prata };
    const resolve = (p: string) => (asked.push(p), folder(files)(p));
    const r = await readScenario(duel({ fight: 'grupo', sides: [['teo.json', { file: './teo.json', policy: 'nunca_queima' }], ['inimigos/prata.json']] }), { resolve });
    expect(r.issues.filter((i) => i.severity === 'error')).toEqual([]);
    if (!r.ok) return;
    expect(asked).toEqual(['teo.json', 'inimigos/prata.json']);
    const w = validateWarrior(JSON.parse(teo));
    const e = validateEnemy(JSON.parse(prata));
    if (!w.ok || !e.ok) throw new Error('fixtures');
    const a = [fighterFromWarrior(w.value), fighterFromWarrior(w.value, { policy: 'nunca_queima' })];
    const b = [fighterFromEnemy(e.value as WarriorEnemy)];
    expect(runScenario({ ...r.value, n: 40 }).result).toEqual(simulate(a, b, { n: 40, seed: 1 }));
  });

  it('takes an inline ficha (bare or as a document) with its options', async () => {
    const data = JSON.parse(teo);
    const r = await readScenario(duel({ sides: [[{ document: data, conviccoes: 0 }], [{ document: { format: 'sangue-e-estrelas/ficha', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data } }]] }));
    expect(r.issues.filter((i) => i.severity === 'error')).toEqual([]);
    if (r.ok) expect(r.value.sides[0]![0]).toMatchObject({ options: { conviccoes: 0 } });
  });
});

describe('hostile scenario files: coded issues, never a throw', () => {
  it('bad JSON, not an object, a 50 MB text, deep nesting', async () => {
    expect(await codes('{ "format": ')).toEqual([{ code: 'json_syntax', path: [] }]);
    expect((await codes('[1, 2]'))[0]!.code).toBe('document_not_object');
    const huge = `{"x":"${'a'.repeat(50 * 1024 * 1024)}"}`;
    expect((await codes(huge))[0]!.code).toBe('json_too_large');
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect((await codes(deep))[0]!.code).toBe('json_too_deep');
    const deepObj = { ...duel(), data: { ...duel().data, rules: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) } };
    expect((await codes(deepObj))[0]!.code).toBe('json_too_deep');
  });

  it('the wrong kind of document, a missing format, a version from the future', async () => {
    expect(await codes(read('examples/personagens/teo-nivel-20.json'))).toEqual([{ code: 'document_format_missing', path: ['format'] }]);
    expect((await codes({ ...duel(), format: 'sangue-e-estrelas/ficha' }))[0]!.code).toBe('document_format_mismatch');
    expect((await codes({ ...duel(), schemaVersion: 99 }))[0]!.code).toBe('document_version_from_future');
  });

  it(`caps n at ${SCENARIO_LIMITS.maxFights} and refuses negative, fractional, NaN and text seeds`, async () => {
    expect(await codes(duel({ n: 1e12 }))).toEqual([{ code: 'sim_n_too_large', path: ['data', 'n'] }]);
    expect((await codes(duel({ n: 0 })))[0]).toMatchObject({ code: 'schema_too_small', path: ['data', 'n'] });
    expect((await codes(duel({ seed: -1 })))[0]).toMatchObject({ code: 'schema_too_small', path: ['data', 'seed'] });
    expect((await codes(duel({ seed: 1.5 })))[0]).toMatchObject({ path: ['data', 'seed'] });
    expect((await codes(duel({ seed: 2 ** 40 })))[0]).toMatchObject({ code: 'schema_too_big', path: ['data', 'seed'] });
    expect((await codes(duel({ seed: '1' })))[0]).toMatchObject({ code: 'schema_invalid_type', path: ['data', 'seed'] });
    expect((await codes(duel({ seed: Number.NaN })))[0]!.code).toBe('json_not_finite');
    expect((await codes(duel({ maxRounds: 1e9 })))[0]).toMatchObject({ code: 'schema_too_big', path: ['data', 'maxRounds'] });
  });

  it('the fight options of issue #14 part 1 (condition, limitations, Centelhas, casca): accepted, and an unknown slug gets a coded issue at its path', async () => {
    const one = (f: unknown) => duel({ sides: [[f], [{ ref: { level: 5 } }]], n: 20 });
    // combat.conditions (tables/05-combate.md): Atordoado is strong with fight effects; Caído is weak.
    const good = await readScenario(one({ ref: { level: 5, condition: { slug: 'atordoado' }, bigLimitations: ['uma_vez_por_luta'], armor: 'casca' }, centelhas: 1 }));
    expect(good.ok).toBe(true);
    if (good.ok) expect(runScenario(good.value).result).toHaveProperty('winRate');
    expect(await codes(one({ ref: { level: 5, condition: { slug: 'voando' } } }))).toEqual([{ code: 'sim_unknown_condition', path: ['data', 'sides', 0, 0, 'ref', 'condition', 'slug'] }]);
    expect(await codes(one({ ref: { level: 5, bigLimitations: ['uma_vez_por_luta', 'nunca_erra'] } }))).toEqual([{ code: 'sim_unknown_limitation', path: ['data', 'sides', 0, 0, 'ref', 'bigLimitations', 1] }]);
    expect((await codes(one({ ref: { level: 5 }, centelhas: -1 })))[0]).toMatchObject({ code: 'schema_too_small', path: ['data', 'sides', 0, 0, 'centelhas'] });
  });

  it('an unknown policy or Posto, a level out of the table or a Posto not yet there, with the precise path', async () => {
    const one = (f: unknown) => duel({ sides: [[f], [{ ref: { level: 1 } }]] });
    expect((await codes(one({ ref: { level: 1, policy: 'foge' } })))[0]).toMatchObject({ code: 'schema_invalid_value', path: ['data', 'sides', 0, 0, 'ref', 'policy'] });
    expect((await codes(one({ ref: { level: 1 }, policy: 'foge' })))[0]).toMatchObject({ code: 'schema_invalid_value', path: ['data', 'sides', 0, 0, 'policy'] });
    expect((await codes(one({ ref: { level: 1, posto: 'diamante' } })))[0]).toMatchObject({ path: ['data', 'sides', 0, 0, 'ref', 'posto'] });
    expect(await codes(one({ ref: { level: 99 } }))).toEqual([{ code: 'sim_level_out_of_range', path: ['data', 'sides', 0, 0, 'ref', 'level'] }]);
    expect((await codes(one({ ref: { level: 0 } })))[0]).toMatchObject({ code: 'schema_too_small', path: ['data', 'sides', 0, 0, 'ref', 'level'] });
    // Capítulo Dez: the elite starts at level 15, the Prata at 9 (enemy quick table).
    expect(await codes(one({ ref: { level: 5, posto: 'ouro' } }))).toEqual([{ code: 'sim_posto_not_at_level', path: ['data', 'sides', 0, 0, 'ref', 'posto'] }]);
    expect((await codes(one({ ref: { level: 1 }, file: 'x.json' })))[0]).toMatchObject({ code: 'sim_fighter_source', path: ['data', 'sides', 0, 0] });
    expect((await codes(one({})))[0]).toMatchObject({ code: 'sim_fighter_source' });
    expect((await codes(one({ ref: { level: 1 }, cor: 'azul' })))[0]).toMatchObject({ code: 'schema_unrecognized_keys' });
    expect((await codes(one(42)))[0]).toMatchObject({ code: 'schema_invalid_union', path: ['data', 'sides', 0, 0] });
  });

  it('house rules in the scenario set the table: a house rule with 10 levels refuses level 15', async () => {
    const bad = await codes(duel({ rules: { id: 'x', combat: { nao: 1 } } }));
    expect(bad.length).toBeGreaterThan(0);
    expect(bad.every((i) => i.path[0] === 'data' && i.path[1] === 'rules')).toBe(true);
  });

  it('the fight kind must fit the sides', async () => {
    const r = { ref: { level: 1 } };
    expect(await codes(duel({ sides: [[r, r], [r]] }))).toEqual([{ code: 'sim_fight_kind_mismatch', path: ['data', 'sides'] }]);
    expect(await codes(duel({ fight: 'grupo' }))).toEqual([{ code: 'sim_fight_kind_mismatch', path: ['data', 'sides'] }]);
    expect(await codes(duel({ fight: 'muitos', sides: [[r, r], [r]] }))).toEqual([{ code: 'sim_fight_kind_mismatch', path: ['data', 'sides'] }]);
    expect(await codes(duel({ sides: [[r], []] }))).toEqual([{ code: 'sim_side_empty', path: ['data', 'sides', 1] }]);
    expect(await codes(duel({ fight: 'bando', sides: [[r]] }))).toEqual([{ code: 'sim_band_missing', path: ['data'] }]);
    expect(await codes(duel({ band: { size: 6 } }))).toEqual([{ code: 'sim_band_not_a_band_fight', path: ['data', 'band'] }]);
    expect((await codes(duel({ fight: 'bando', sides: [[r]], band: { size: 1e6 } })))[0]).toMatchObject({ code: 'schema_too_big', path: ['data', 'band', 'size'] });
    const many = Array.from({ length: 30 }, () => r);
    expect(await codes(duel({ fight: 'muitos', sides: [many, many] }))).toEqual([{ code: 'sim_too_many_fighters', path: ['data', 'sides'] }]);
    expect((await codes(duel({ sides: [[r], [r], [r]] })))[0]).toMatchObject({ code: 'schema_too_big', path: ['data', 'sides'] });
  });

  it('paths that escape the folder, absolute paths, URLs; files that do not exist; no resolver; a resolver that throws', async () => {
    const one = (f: unknown) => duel({ sides: [[f], [{ ref: { level: 1 } }]] });
    const resolve = folder({});
    expect(await codes(one('../../etc/passwd'), { resolve })).toEqual([{ code: 'sim_path_escapes', path: ['data', 'sides', 0, 0] }]);
    expect(await codes(one('a/../../b.json'), { resolve })).toEqual([{ code: 'sim_path_escapes', path: ['data', 'sides', 0, 0] }]);
    expect(await codes(one({ file: '/etc/passwd' }), { resolve })).toEqual([{ code: 'sim_path_invalid', path: ['data', 'sides', 0, 0, 'file'] }]);
    for (const p of ['C:\\x.json', 'https://x/y.json', 'a\\..\\..\\b', 'file:///etc/passwd', 'a\u0000b']) {
      expect((await codes(one(p), { resolve }))[0]!.code).toBe('sim_path_invalid');
    }
    expect(await codes(one('nao-existe.json'), { resolve })).toEqual([{ code: 'file_not_found', path: ['data', 'sides', 0, 0] }]);
    expect(await codes(one('teo.json'))).toEqual([{ code: 'sim_no_resolver', path: ['data', 'sides', 0, 0] }]);
    const throwing = () => {
      throw new Error('disco pegando fogo');
    };
    expect(await codes(one('teo.json'), { resolve: throwing })).toEqual([{ code: 'sim_file_unreadable', path: ['data', 'sides', 0, 0] }]);
  });

  it('a scenario naming itself (or another scenario), a técnica, a broken ficha, a human enemy', async () => {
    const self = JSON.stringify(doc({ fight: 'duelo', sides: [['self.json'], [{ ref: { level: 1 } }]] }));
    expect(await codes(self, { resolve: folder({ 'self.json': self }) })).toEqual([{ code: 'sim_nested_scenario', path: ['data', 'sides', 0, 0] }]);
    const tecnica = JSON.stringify({ format: 'sangue-e-estrelas/tecnica', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data: {} });
    expect((await codes(duel({ sides: [['t.json'], [{ ref: { level: 1 } }]] }), { resolve: folder({ 't.json': tecnica }) }))[0]!.code).toBe('sim_not_a_fighter_document');
    expect((await codes(duel({ sides: [['x.json'], [{ ref: { level: 1 } }]] }), { resolve: folder({ 'x.json': '{"name": 3' }) }))[0]).toMatchObject({ code: 'json_syntax', path: ['data', 'sides', 0, 0] });
    expect((await codes(duel({ sides: [[{ document: { name: 'só um nome' } }], [{ ref: { level: 1 } }]] })))[0]!.path.slice(0, 5)).toEqual(['data', 'sides', 0, 0, 'document']);
    const human = JSON.parse(read('examples/inimigos/aprendiz-rival.json')) as { kind: string };
    expect(human.kind).toBe('humano');
    expect((await codes(duel({ sides: [[{ document: human }], [{ ref: { level: 1 } }]] })))[0]!.code).toBe('sim_human_not_supported');
  });

  it('an object with a cycle comes back as an issue', async () => {
    const tricky = duel() as { data: Record<string, unknown> };
    tricky.data.rules = tricky.data;
    expect((await codes(tricky))[0]!.code).toBe('json_cycle');
  });

  it('every message of the catalogue is pt-BR text', () => {
    const params = { n: 2, max: 1, nivel: 3, posto: 'prata', lado: 1, count: 2, luta: 'duelo', a: 1, b: 2, esperado: 'x', path: 'a.json', reason: 'r', format: 'f', name: 'n' };
    for (const [code, m] of Object.entries(simMessages)) {
      const text = (m as (p: unknown) => string)(params);
      expect(text.length, code).toBeGreaterThan(10);
    }
  });
});
