/**
 * P2 — "…e ele era de Posto acima do seu" rides on "Vencer uma luta contra pelo menos um inimigo nomeado".
 */
import { describe, expect, it } from 'vitest';
import { addGloria } from '../../src/character/index.js';
import { createRuleset } from '../../src/rules/house-rules.js';
import { must, refused, teo } from '../fixtures/teo.js';

const G = 'seed › Capítulo Doze, Glória (tables/12-progressao.md › Glória)';

describe(`posto_acima is a rider on vencer_nomeado (${G}: "Vencer uma luta contra pelo menos um inimigo nomeado … e ele era de Posto acima do seu")`, () => {
  it('alone it is refused (gloria_rider_alone), the character unchanged', () => {
    const before = JSON.stringify(teo);
    const r = addGloria(teo, 'posto_acima');
    expect(refused(r)).toEqual(['gloria_rider_alone']);
    expect(r.issues[0]!.params).toEqual({ trigger: 'posto_acima', needs: 'vencer_nomeado' });
    expect(refused(addGloria(teo, ['posto_acima', 'objetivo_da_missao']))).toEqual(['gloria_rider_alone']);
    expect(JSON.stringify(teo)).toBe(before);
  });

  it('with the won fight in the same call it adds its +1 (seed: "A Glória de cada Ouro vencido vem com o +1 de Posto acima")', () => {
    expect(must(addGloria(teo, ['vencer_nomeado', 'posto_acima'])).gloria).toBe(2);
    expect(must(addGloria(teo, ['posto_acima', 'vencer_nomeado'])).gloria).toBe(2);
    expect(must(addGloria(teo, ['vencer_nomeado', 'posto_acima', 'vencer_nomeado', 'posto_acima'])).gloria).toBe(4);
  });

  it('one rider per won fight: two riders on one fight are refused', () => {
    expect(refused(addGloria(teo, ['vencer_nomeado', 'posto_acima', 'posto_acima']))).toEqual(['gloria_rider_alone']);
  });

  it('amounts and the other triggers are unchanged', () => {
    expect(must(addGloria(teo, 3)).gloria).toBe(3);
    expect(must(addGloria(teo, 'vencer_nomeado')).gloria).toBe(1);
  });
});

describe('the rider lives in the rules data (progression.gloria.triggers[].ridesOn)', () => {
  it('a campaign that drops the link lets posto_acima stand alone; a link to no trigger is refused (gloria_rider_unknown)', () => {
    const loose = createRuleset({ progression: { gloria: { triggers: { 1: { ridesOn: undefined } } } } });
    if (!loose.ok) throw new Error(JSON.stringify(loose.issues));
    expect(loose.value.progression.gloria.triggers[1]!.ridesOn).toBeUndefined();
    expect(must(addGloria(teo, 'posto_acima', loose.value)).gloria).toBe(1);
    const broken = createRuleset({ progression: { gloria: { triggers: { 1: { ridesOn: 'vencer_deus' } } } } });
    expect(broken.ok).toBe(false);
    expect(broken.issues.map((i) => i.code)).toEqual(['gloria_rider_unknown']);
  });
});
