/**
 * Issue 26, class 9: a choice an update takes (a sense, how it was lost, a clock's kind and degree)
 * is checked at run time against the saved state's own lists, like the amounts: a plain JS caller
 * passing one outside its type gets `play_choice_invalid` with the field's path and the options,
 * never a state that `validatePlayState` then refuses.
 */
import { describe, expect, it } from 'vitest';
import { healMutilatedSense, loseSense, playLongRest, restoreSense, startBodyClock, startPlay, useItem, addItem, createRandom, validatePlayState } from '../../src/index.js';
import { must, teo } from '../fixtures/teo.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const bad = (v: unknown): any => v;

describe('a choice outside its type is refused, not stored (issue 26, class 9)', () => {
  // Computed inside each test (a value built here makes static mutants: docs/mutacao.md).
  const s = () => startPlay(teo);
  it.each([
    ['sense', () => loseSense(teo, s(), bad('nariz'), 'arrancado'), ['sense'], 'nariz'],
    ['how', () => loseSense(teo, s(), 'visao', bad('queimado')), ['how'], 'queimado'],
    ['how (undefined)', () => loseSense(teo, s(), 'visao', bad(undefined)), ['how'], undefined],
    ['kind', () => startBodyClock(s(), { name: 'picada', kind: bad('maldicao'), degrau: 'guerreiro' }), ['kind'], 'maldicao'],
    ['degrau', () => startBodyClock(s(), { name: 'picada', kind: 'veneno', degrau: bad('deus') }), ['degrau'], 'deus'],
    ['restoreSense sense', () => restoreSense(teo, s(), bad(null)), ['sense'], null],
    ['restoreSense how', () => restoreSense(teo, s(), 'visao', bad(null)), ['how'], null],
    ['playLongRest senseBack', () => playLongRest(teo, s(), { senseBack: bad(3) }), ['senseBack'], 3],
    ['useItem sense', () => useItem(teo, must(addItem(s(), 'folha_de_lotus')), 'folha_de_lotus', { sense: bad('nariz') }), ['sense'], 'nariz'],
    ['healMutilatedSense sense', () => healMutilatedSense(teo, s(), bad('nariz'), {}, createRandom(1)), ['sense'], 'nariz'],
  ])('%s', (_, run, path, value) => {
    const r = run();
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'play_choice_invalid', path, params: { value } });
    expect(r.issues[0]?.message).toMatch(/precisa ser/);
  });
  it('the lists are the saved state\'s: every option it names reads back', () => {
    const r = loseSense(teo, s(), bad('nariz'), 'arrancado');
    const options = String((r.issues[0]?.params as { options: string }).options).split(', ');
    for (const sense of options) expect(validatePlayState({ ...s(), sensesLost: [{ sense, how: 'arrancado' }] }).ok).toBe(true);
    expect(options).toHaveLength(5);
  });
});
