import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gainCosmo, levantar, playLongRest, loseSense, playNumbers, playStateSchema, startPlay, takeDamage, validateWarrior, type Warrior } from '../../src/character/index.js';

const teo = (() => {
  const r = validateWarrior(JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8')));
  if (!r.ok) throw new Error('teo');
  return r.value as Warrior;
})();
const K = 'FACTS.md › Cosmo (Capítulo Quatro)';
const C = 'FACTS.md › Combat (Capítulo Cinco)';

describe('the ficha in play', () => {
  it('starts with full PV and the starting Cosmo (tables/14-ficha.md › A primeira luta do Téo: começa com 2 de Cosmo)', () => {
    const s = startPlay(teo);
    expect([s.hp, s.cosmo]).toEqual([15, 2]);
    expect(playStateSchema.safeParse(s).success).toBe(true);
  });
  it(`Cosmo never passes the Teto (${K})`, () => {
    expect(gainCosmo(teo, startPlay(teo), 1).cosmo).toBe(3);
    expect(gainCosmo(teo, startPlay(teo), 10).cosmo).toBe(5);
  });
  it(`losing a sense: +1 Cosmo now, +1 Teto while lost (${K})`, () => {
    const s = loseSense(teo, gainCosmo(teo, startPlay(teo), 3), 'visao', 'arrancado');
    expect(s.cosmo).toBe(6);
    expect(playNumbers(teo, s).teto).toBe(6);
  });
  it(`Centelhas raise the Teto +1 each, at most +3 per fight; the Sétimo +2, the Nono +2 more (${K})`, () => {
    const s = { ...startPlay(teo), centelhasReceived: 5 };
    expect(playNumbers(teo, s).teto).toBe(8);
    expect(playNumbers(teo, { ...startPlay(teo), sentido: 'setimo' }).teto).toBe(7);
    expect(playNumbers(teo, { ...startPlay(teo), sentido: 'nono' }).teto).toBe(9);
  });
  it(`HP never negative; Levantar: ¼ max PV rounded up, Cosmo to the Teto, a Cicatriz, once per fight (${C})`, () => {
    const down = takeDamage(startPlay(teo), 99);
    expect(down.hp).toBe(0);
    const before = JSON.stringify(down);
    const up = levantar(teo, down);
    expect(JSON.stringify(down)).toBe(before);
    expect(up.ok).toBe(true);
    if (!up.ok) return;
    expect([up.value.hp, up.value.cosmo, up.value.cicatrizes, up.value.convictionsSpent]).toEqual([4, 5, 1, 1]);
    expect(playNumbers(teo, up.value).maxHp).toBe(14); // Cicatriz: max PV − nível 1
    expect(levantar(teo, takeDamage(up.value, 99)).ok).toBe(false);
    expect(levantar(teo, startPlay(teo)).ok).toBe(false);
  });
  it(`the miracle: ½ max PV (${C})`, () => {
    const up = levantar(teo, takeDamage(startPlay(teo), 99), { miracle: true });
    expect(up.ok && up.value.hp).toBe(7);
  });
  it('long rest: half max PV, Cosmo to the start, Cicatrizes gone, one sense arrancado back (tables/05-combate.md › Descanso)', () => {
    let s = takeDamage(startPlay(teo), 12);
    s = loseSense(teo, s, 'visao', 'arrancado');
    s = loseSense(teo, s, 'audicao', 'mutilado');
    s = { ...s, cicatrizes: 1 };
    const r = playLongRest(teo, s);
    expect([r.hp, r.cosmo, r.cicatrizes]).toEqual([3 + 8, 2, 0]);
    expect(r.sensesLost).toEqual([{ sense: 'audicao', how: 'mutilado' }]);
  });
  it('blood donated: max PV lose a third, rounded up (FACTS.md › Armor (Capítulo Sete): 40 → 26)', () => {
    // a level-1 ficha has 15 PV: one third donated → 15 − 5 = 10
    expect(playNumbers(teo, { ...startPlay(teo), bloodThirdsDonated: 1 }).maxHp).toBe(10);
  });
});
