/**
 * Issue 26, class 11: text that is not text. One rule for every name and free text of every
 * document, at the schema (`src/issues/text.ts`): NUL, the other C0 controls (tab, line feed and
 * carriage return are text) and lone surrogates are refused with one code, `text_invalid_char`,
 * its path and the position — by the documents' validators and by the updates of the ficha in play
 * alike. And a name too long for a saved ficha in play is one code, `play_name_too_long`, whether
 * `validatePlayState` or an update finds it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  addLida,
  readTechnique,
  startBodyClock,
  startPlay,
  validateArmor,
  validateEnemy,
  validatePlayState,
  validateWarrior,
  type Result,
} from '../../src/index.js';
import { validateSheet } from '../../src/cosmo-gaming/index.js';
import { readScenario } from '../../src/sim/index.js';
import { teo } from '../fixtures/teo.js';

const json = (p: string) => JSON.parse(readFileSync(new URL(`../../examples/${p}`, import.meta.url), 'utf8'));
const BAD = { nul: 'Lia\u0000', bell: 'Li\u0007a', escape: '\u001b[31mLia', lone_high: 'Lia\uD800', lone_low: '\uDC00Lia', high_then_high: '\uD83D\uD83D' };
const GOOD = ['Lia', 'Lia\tde Atenas', 'Shun 🌸', 'Ikki\nde Fênix', 'Ára'];

const codes = (r: Result<unknown>) => (r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join('.')}`));

describe('text that is not text is refused at the schema, with one code (issue 26, class 11)', () => {
  const s = startPlay(teo);
  const cases: readonly [string, (t: string) => Result<unknown>, string][] = [
    ['character name', (t) => validateWarrior({ ...json('teo.json'), name: t }), 'name'],
    ['enemy trait', (t) => validateEnemy({ ...json('inimigos/anjo-caido.json'), traits: ['ok', t] }), 'traits.1'],
    ['enemy name', (t) => validateEnemy({ ...json('inimigos/anjo-caido.json'), name: t }), 'name'],
    ['technique name', (t) => readTechnique({ ...json('tecnicas/agulha-escarlate.json'), name: t }), 'name'],
    ['armor name', (t) => validateArmor({ ...json('armaduras/escama-kraken.json'), name: t }), 'name'],
    ['saved ficha in play: a Lida', (t) => validatePlayState({ ...s, lidas: [{ enemy: t, technique: 'Garras' }] }), 'lidas.0.enemy'],
    ['Cosmo Gaming sheet name', (t) => validateSheet({ ...json('cosmo-gaming/bruno.json').sheet, name: t }), 'name'],
    ['Cosmo Gaming sheet history', (t) => validateSheet({ ...json('cosmo-gaming/bruno.json').sheet, history: t }), 'history'],
    ['addItem', (t) => addItem(s, t), 'item'],
    ['addLida', (t) => addLida(s, 'Shina', t), 'technique'],
    ['startBodyClock', (t) => startBodyClock(s, { name: t, kind: 'veneno', degrau: 'guerreiro' }), 'name'],
  ];
  for (const [label, run, path] of cases) {
    it.each(Object.entries(BAD))(`${label}: %s`, (_, t) => {
      expect(codes(run(t))).toContain(`text_invalid_char ${path}`);
    });
    it(`${label}: real text passes (tab, line feed, emoji, accents)`, () => {
      for (const t of GOOD) expect(codes(run(t)).filter((c) => c.startsWith('text_'))).toEqual([]);
    });
  }
  it('the issue says where and which character, in pt-BR', () => {
    const r = addItem(s, 'ab\u0000');
    expect(r.ok ? null : r.issues[0]).toMatchObject({ code: 'text_invalid_char', params: { index: 2, char: 'U+0000' } });
    expect(r.ok ? '' : r.issues[0]?.message).toMatch(/caractere/);
  });
});

describe('a scenario\'s name, description and fighter names follow the same rule (issue 26, class 11)', () => {
  const doc = json('cenarios/quatro-bronzes-contra-ouro.json');
  const withData = (data: Record<string, unknown>) => ({ ...doc, data: { ...doc.data, ...data } });
  it.each(Object.entries(BAD))('%s', async (_, t) => {
    expect(codes(await readScenario(withData({ name: t })))).toContain('text_invalid_char data.name');
    expect(codes(await readScenario(withData({ description: t })))).toContain('text_invalid_char data.description');
    const sides = [[{ ref: { level: 20 }, name: t }, ...doc.data.sides[0].slice(1)], doc.data.sides[1]];
    expect(codes(await readScenario(withData({ sides })))).toContain('text_invalid_char data.sides.0.0.name');
  });
  it('real text passes', async () => {
    for (const t of GOOD) expect(codes(await readScenario(withData({ name: t, description: t })))).toEqual([]);
  });
});

describe('a name too long for a saved ficha in play is one code (issue 26, class 11)', () => {
  const s = startPlay(teo);
  const long = 'x'.repeat(201);
  it('validatePlayState, addItem, addLida and startBodyClock all say play_name_too_long', () => {
    expect(codes(validatePlayState({ ...s, inventory: [{ item: long, quantity: 1 }] }))).toEqual(['play_name_too_long inventory.0.item']);
    expect(codes(addItem(s, long))).toEqual(['play_name_too_long item']);
    expect(codes(addLida(s, 'Shina', long))).toEqual(['play_name_too_long technique']);
    expect(codes(startBodyClock(s, { name: long, kind: 'veneno', degrau: 'guerreiro' }))).toEqual(['play_name_too_long name']);
  });
});
