/**
 * Mutation tests (issue 29) for src/play/state.ts: the saved state's bounds (PLAY_STATE_LIMITS) and
 * the numbers of the ficha in play.
 */
import { describe, expect, it } from 'vitest';
import { startPlay, validatePlayState, type PlayState, type Result } from '../../src/index.js';
import { teo } from '../fixtures/teo.js';

const issues = <T>(r: Result<T>) => {
  expect(r.ok).toBe(false);
  return r.issues.map((i) => ({ code: i.code, path: i.path, params: i.params }));
};
const codes = <T>(r: Result<T>) => {
  expect(r.ok).toBe(false);
  return r.issues.map((i) => i.code);
};

describe('the saved state: names (PLAY_STATE_LIMITS.name, 200, after trimming; never blank)', () => {
  it('a name of a "Lida por mim" is trimmed, not blank, at most 200', () => {
    const s = startPlay(teo);
    const r = validatePlayState({ ...s, lidas: [{ enemy: '  Shina  ', technique: 'Garras' }] });
    expect(r.ok && r.value.lidas).toEqual([{ enemy: 'Shina', technique: 'Garras' }]);
    expect(codes(validatePlayState({ ...s, lidas: [{ enemy: '   ', technique: 'Garras' }] }))).toHaveLength(1);
    expect(issues(validatePlayState({ ...s, lidas: [{ enemy: 'x'.repeat(201), technique: 'Garras' }] }))).toEqual([
      { code: 'play_name_too_long', path: ['lidas', 0, 'enemy'], params: { field: 'lidas.0.enemy', length: 201, max: 200 } },
    ]);
    expect(validatePlayState({ ...s, lidas: [{ enemy: `${'x'.repeat(200)}  `, technique: 'Garras' }] }).ok).toBe(true);
  });
});

describe('the saved state: defaults and bounds of the later fields (an older saved state still reads)', () => {
  it('awakened: every Sentido asleep by default', () => {
    const { awakened, ...old } = startPlay(teo);
    expect(awakened).toBeDefined();
    const r = validatePlayState(old);
    expect(r.ok && r.value.awakened).toEqual({ setimo: false, setimoMastered: false, oitavo: false, nono: false });
  });
  it('budaLevel: a level from 1 to 100, or null', () => {
    const s = startPlay(teo);
    expect([1, 100, null].map((budaLevel) => validatePlayState({ ...s, budaLevel }).ok)).toEqual([true, true, true]);
    expect(codes(validatePlayState({ ...s, budaLevel: 0 }))).toEqual(['play_amount_invalid']);
    expect(codes(validatePlayState({ ...s, budaLevel: 101 }))).toEqual(['play_amount_invalid']);
  });
  it('training without evolutionAdvantage, relics without their lists: empty lists', () => {
    const s = startPlay(teo);
    const r = validatePlayState({ ...s, training: { setimo: 1, oitavo: 0, restaurar: 0, restorer: false, apprenticeWeeks: 0 }, relics: {} });
    expect(r.ok && [r.value.training.evolutionAdvantage, r.value.relics]).toEqual([[], { attuned: [], attuning: [] }]);
  });
  it('a Vantagem until the fight ends and a Cosmo promised for the next fight read back (item, test; item, cosmo)', () => {
    const s: PlayState = { ...startPlay(teo), advantageUntilFightEnds: [{ item: 'hidromel_de_valhala', test: 'fortitude' }], nextFightCosmo: [{ item: 'incenso', cosmo: 2 }] };
    const r = validatePlayState(JSON.parse(JSON.stringify(s)));
    expect(r.ok && [r.value.advantageUntilFightEnds, r.value.nextFightCosmo]).toEqual([s.advantageUntilFightEnds, s.nextFightCosmo]);
  });
  it('a poison clock saved without `fatal` kills (Capítulo Cinco › Veneno e doença: the last segment is death unless the Mestre says sleep)', () => {
    const s = startPlay(teo);
    const r = validatePlayState({ ...s, clocks: [{ name: 'picada', kind: 'veneno', degrau: 'guerreiro', segments: 1 }] });
    expect(r.ok && r.value.clocks[0]).toEqual({ name: 'picada', kind: 'veneno', degrau: 'guerreiro', segments: 1, days: 0, fatal: true });
  });
});
