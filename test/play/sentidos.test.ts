import { describe, expect, it } from 'vitest';
import {
  beginFight,
  deriveFicha,
  enterBuda,
  enterSetimo,
  finishFight,
  levantar,
  playLongRest,
  playNumbers,
  standInNono,
  startPlay,
  takeDamage,
  type PlayState,
  type Warrior,
} from '../../src/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { createRuleset } from '../../src/rules/house-rules.js';
import { C, K, must, refused, T4, teo, teoAt, unchanged } from '../fixtures/teo.js';

const fight = (w: Warrior, s: PlayState = startPlay(w), againstGod = false) => must(beginFight(w, s, { againstGod }));
const down = (s: PlayState) => must(takeDamage(s, 9999));

describe(`Levantar (${C})`, () => {
  it(`¼ of the max PV rounded up (the max before this stand's Cicatriz); Cosmo straight to the Teto; once per fight (${C}; tables/14-ficha.md › Cair e levantar)`, () => {
    const d = down(fight(teo));
    const up = unchanged(d, (s) => must(levantar(teo, s)));
    expect([up.hp, up.cosmo, up.cicatrizes, up.conviccoesSpent, up.fight?.stands]).toEqual([4, 5, 1, 1, 1]);
    expect(playNumbers(teo, up).maxHp).toBe(14); // Cicatriz: max PV − nível 1
    const again = levantar(teo, down(up));
    expect(refused(again)).toEqual(['levantar_already_this_fight']);
    expect(again.issues[0]!.params).toMatchObject({ perFight: 1, wakeHp: 1 });
  });
  it(`refused standing up, outside a fight, or with every Convicção spent (${C})`, () => {
    expect(refused(levantar(teo, fight(teo)))).toEqual(['levantar_not_down']);
    expect(refused(levantar(teo, { ...startPlay(teo), hp: 0 }))).toEqual(['play_not_in_fight']);
    expect(refused(levantar(teo, down(fight(teo, { ...startPlay(teo), conviccoesSpent: 3 }))))).toEqual(['levantar_no_conviccao']);
  });
  it(`the miracle: ½ of the max PV (${C}; tables/11-aliados.md › O milagre)`, () => {
    // The miracle: ½ of 15 (the max before the Cicatriz) = 8, below the new max 14.
    expect(must(levantar(teo, down(fight(teo)), { miracle: true })).hp).toBe(8);
  });
  it(`at level 20 the order matters: ¼ of the max before the Cicatriz (docs/regras/combat.md › Levantar: de qual máximo é o quarto; tables/14-ficha.md › "levanta com 1/4 dos PV … Ganha uma Cicatriz")`, () => {
    const w = teoAt(20);
    const max = playNumbers(w, startPlay(w)).maxHp;
    const up = must(levantar(w, down(fight(w))));
    expect(up.hp).toBe(Math.ceil(max / 4));
    expect(playNumbers(w, up).maxHp).toBe(max - 20); // Cicatriz: − nível 20
    const r = createRuleset({ combat: { levantar: { hpFractionOf: 'max_com_a_cicatriz' } } });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const other = must(levantar(w, down(must(beginFight(w, startPlay(w, r.value), {}, r.value))), {}, r.value));
    expect(other.hp).toBe(Math.ceil((max - 20) / 4));
    expect(other.hp).toBeLessThan(up.hp);
  });

  it(`"Só quando faz sentido": Dominado, Selado or Petrificado, or in a poison's sleep, does not stand — refused, unchanged (tables/05-combate.md › Quadro "Só quando faz sentido")`, () => {
    const d = down(fight(teo));
    for (const c of ['dominado', 'selado', 'petrificado']) {
      const r = unchanged(d, (s) => levantar(teo, s, { conditions: [c] }));
      expect(refused(r)).toEqual(['levantar_cannot_stand']);
    }
    expect(refused(levantar(teo, d, { conditions: ['dominado'] }))[0]).toBe('levantar_cannot_stand');
    expect(levantar(teo, d, { conditions: ['dominado'] }).issues[0]!.message).toContain('Dominado');
    // Caído and Inconsciente are what falling is: they do not keep anyone down.
    expect(must(levantar(teo, d, { conditions: ['caido', 'inconsciente'] })).hp).toBe(4);
    const sleeping: PlayState = { ...d, clocks: [{ name: 'rosa', kind: 'veneno', degrau: 'elite', segments: bookRuleset.combat.poison.deathAt, days: 6, fatal: false }] };
    expect(refused(levantar(teo, sleeping))).toEqual(['levantar_cannot_stand']);
  });

  it(`the Cicatriz lasts until the next long rest (${C})`, () => {
    const after = must(finishFight(teo, must(levantar(teo, down(fight(teo))))));
    expect(playNumbers(teo, after).maxHp).toBe(14);
    const rested = must(playLongRest(teo, after));
    expect([rested.cicatrizes, playNumbers(teo, rested).maxHp]).toEqual([0, 15]);
  });
  it(`Bronze from level 5: standing is the Sétimo — the first time only as the milestone (${C}; ${K})`, () => {
    const w5 = teoAt(5);
    const plain = must(levantar(w5, down(fight(w5))));
    expect(plain.sentido).toBe('sexto');
    const awake = must(levantar(w5, down(fight(w5)), { firstSetimo: true }));
    const n = playNumbers(w5, awake);
    expect([awake.sentido, awake.awakened.setimo, awake.fight?.stoodInSetimo]).toEqual(['setimo', true, true]);
    expect(n.teto).toBe(deriveFicha(w5).cosmo.teto.total + 2);
    // ¼ of the max before this stand's Cicatriz (+ nível 5 back). The Cosmo goes to the Teto it had
    // as it stood — the Sétimo's first condition — and the awakening raises the Teto, not the Cosmo
    // (${K}: "o seu Teto de Cosmo sobe 2"; SIMULATOR.md step 1 orders them so).
    expect([awake.cosmo, awake.hp]).toEqual([n.teto - 2, Math.ceil((n.maxHp + 5) / 4)]);
    expect(awake.cosmo).toBe(deriveFicha(w5).cosmo.teto.total);
    // after the first time, standing always wakes it
    const later = must(levantar(w5, down(fight(w5, { ...startPlay(w5), awakened: awake.awakened }))));
    expect(later.sentido).toBe('setimo');
    // before level 5, standing is only standing
    const w4 = teoAt(4);
    expect(must(levantar(w4, down(fight(w4)), { firstSetimo: true })).sentido).toBe('sexto');
  });
});

describe(`the Sétimo (${K}; ${T4} › O Bronze e o Prata: no limite)`, () => {
  const w5 = teoAt(5);
  const atTeto = (s: PlayState) => ({ ...s, cosmo: playNumbers(w5, s).teto });
  it(`the three conditions in the same turn: Cosmo at the Teto, a sacrifice, a Convicção said (${K})`, () => {
    const s = atTeto(fight(w5));
    const r = unchanged(s, (s) => must(enterSetimo(w5, s, { sacrifice: 'queimar', conviccaoSpoken: true, firstSetimo: true })));
    expect([r.sentido, r.awakened.setimo, playNumbers(w5, r).teto]).toEqual(['setimo', true, playNumbers(w5, s).teto + 2]);
    const miss = enterSetimo(w5, { ...s, cosmo: 1 }, { sacrifice: 'dormir' });
    expect(refused(miss)).toEqual(['setimo_conditions_missing']);
    expect(String(miss.issues[0]!.params.missing)).toContain('O Cosmo está no Teto');
    expect(String(miss.issues[0]!.params.missing)).toContain('Convicção');
    expect(refused(enterSetimo(w5, r))).toEqual(['sentido_already']);
  });
  it(`not before level 5 (${K})`, () => {
    const w4 = teoAt(4);
    const s = { ...fight(w4), cosmo: 6 };
    expect(refused(enterSetimo(w4, s, { sacrifice: 'queimar', conviccaoSpoken: true, firstSetimo: true }))).toEqual(['setimo_first_time_level']);
  });
  it(`mastered: Cosmo at the Teto is enough, no sacrifice nor Convicção (${T4} › Dominar o Sétimo)`, () => {
    const s = atTeto(fight(w5, { ...startPlay(w5), awakened: { setimo: true, setimoMastered: true, oitavo: false, nono: false } }));
    expect(must(enterSetimo(w5, s)).sentido).toBe('setimo');
    expect(refused(enterSetimo(w5, { ...s, cosmo: 1 }))).toEqual(['setimo_conditions_missing']);
  });
  it('only in a fight, and not at 0 PV', () => {
    expect(refused(enterSetimo(w5, startPlay(w5)))).toEqual(['play_not_in_fight']);
    expect(refused(enterSetimo(w5, down(fight(w5))))).toEqual(['play_down']);
  });
});

describe(`the Nono of the seed: the Oitavo, a god, falling twice (${K}; ${T4} › O Nono Sentido)`, () => {
  const w12 = teoAt(12);
  const withOitavo = (): PlayState => ({ ...startPlay(w12), awakened: { setimo: true, setimoMastered: false, oitavo: true, nono: false } });
  const fellTwice = (s: PlayState) => down(must(levantar(w12, down(s))));
  it(`stands in the Nono with ½ of the max PV and the Cosmo at the Teto (+2 more); the Convicção is invoked, not spent (${K})`, () => {
    const s = fellTwice(fight(w12, withOitavo(), true));
    const r = unchanged(s, (s) => must(standInNono(w12, s)));
    const n = playNumbers(w12, r);
    expect([r.sentido, r.awakened.nono, r.conviccoesSpent, r.cicatrizes]).toEqual(['nono', true, 1, 1]);
    expect([r.hp, r.cosmo]).toEqual([Math.ceil(n.maxHp / 2), n.teto]);
    expect(n.teto).toBe(deriveFicha(w12).cosmo.teto.total + 4);
  });
  it('refused without the Oitavo, without a god, or before the second fall', () => {
    const noOitavo = standInNono(w12, fellTwice(fight(w12, { ...withOitavo(), awakened: { ...withOitavo().awakened, oitavo: false } }, true)));
    expect(refused(noOitavo)).toEqual(['nono_requirements_missing']);
    expect(String(noOitavo.issues[0]!.params.missing)).toContain('Oitavo');
    expect(String(standInNono(w12, fellTwice(fight(w12, withOitavo(), false))).issues[0]!.params.missing)).toContain('deus');
    expect(refused(standInNono(w12, down(fight(w12, withOitavo(), true))))).toEqual(['nono_requirements_missing']);
  });
  it(`under the 0.25.0 option the Nono does not come by standing (FACTS.md › 2. Restored, Nono Sentido)`, () => {
    const house = { ...bookRuleset, cosmo: { ...bookRuleset.cosmo, options: { nono: 'livro_0_25' as const } } };
    expect(refused(standInNono(w12, fellTwice(fight(w12, withOitavo(), true)), house))).toEqual(['nono_variant_differs']);
  });
});

describe(`the Oitavo: the estado de Buda (${K}; seed › O Oitavo Sentido)`, () => {
  const w12 = teoAt(12);
  const trained = (): PlayState => ({ ...startPlay(w12), training: { ...startPlay(w12).training, oitavo: 3 } });
  it('with the training complete, falling with no stand left awakens it: the PV of the start of the fight; once per level', () => {
    const s = down(must(levantar(w12, down(fight(w12, trained())))));
    const b = unchanged(s, (s) => must(enterBuda(w12, s)));
    expect([b.awakened.oitavo, b.fight?.buda, b.hp, b.budaLevel]).toEqual([true, true, s.fight!.hpAtStart, 12]);
    const after = must(finishFight(w12, b));
    expect([after.hp, after.ferido]).toEqual([1, true]);
    const again = down(must(levantar(w12, down(fight(w12, { ...after, conviccoesSpent: 0 })))));
    expect(refused(enterBuda(w12, again))).toEqual(['buda_not_available']);
  });
  it('refused before level 12, before the training, or while a Convicção can still stand', () => {
    const w11 = teoAt(11);
    expect(refused(enterBuda(w11, down(fight(w11, { ...startPlay(w11), conviccoesSpent: 3 }))))).toEqual(['buda_not_available']);
    expect(refused(enterBuda(w12, down(fight(w12, { ...startPlay(w12), conviccoesSpent: 3 }))))).toEqual(['buda_not_available']);
    expect(String(enterBuda(w12, down(fight(w12, trained()))).issues[0]!.params.missing)).toContain('levantar');
  });
});
