import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  attuneRelic,
  beginFight,
  finishFight,
  findItem,
  itemModifiers,
  itemUsesLeft,
  playLongRest,
  playNumbers,
  shortRest,
  spendItemUse,
  startPlay,
  takeDamage,
  useItem,
  type PlayState,
  type Warrior,
} from '../../src/index.js';
import { scriptedDice } from '../../src/dice/random.js';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { I, must, refused, teo, teoAt, unchanged } from '../fixtures/teo.js';

const T8 = 'tables/08-itens.md';
const REL = `${T8} › Relíquias`;
const CONS = `${T8} › Remédios e consumíveis`;
const COMMON = `${T8} › Equipamento comum`;
const carrying = (s: PlayState, ...items: string[]) => items.reduce((acc, i) => must(addItem(acc, i)), s);
const d8 = (...faces: number[]) => scriptedDice(faces, 8);
/** The relic in Sintonia: carried, attuned, a long rest. */
const attuned = (w: Warrior, s: PlayState, ...relics: string[]) =>
  must(playLongRest(w, relics.reduce((acc, r) => must(attuneRelic(w, must(addItem(acc, r)), r)), s)));

describe(`the Néctar and the Hidromel: rolled with the injected dice (${CONS})`, () => {
  it(`Néctar: 4d8 PV below Grau 3 (${T8} › Relíquias consumíveis)`, () => {
    const hurt = must(takeDamage(carrying(startPlay(teo), 'nectar'), 14)); // 1 PV of 15
    const o = unchanged(hurt, (s) => must(useItem(teo, s, 'nectar', { rng: d8(1, 2, 3, 4) })));
    expect([o.roll?.total, o.roll?.hits[0]?.terms[0]?.faces, o.state.hp, o.applied]).toEqual([10, [1, 2, 3, 4], 11, true]);
  });
  it(`Néctar: 8d8 a partir do Grau 3 (${T8} › Relíquias consumíveis)`, () => {
    const w9 = teoAt(9);
    const hurt = must(takeDamage(carrying(startPlay(w9), 'nectar'), 200));
    const o = must(useItem(w9, hurt, 'nectar', { rng: d8(1) }));
    expect(o.roll?.hits[0]?.terms[0]?.faces).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(o.state.hp).toBe(8);
    expect(must(useItem(teoAt(8), carrying(startPlay(teoAt(8)), 'nectar'), 'nectar', { rng: d8(1) })).roll?.hits[0]?.terms[0]?.faces).toHaveLength(4);
  });
  it(`Néctar heals never above the max PV now (${CONS})`, () => {
    const o = must(useItem(teo, must(takeDamage(carrying(startPlay(teo), 'nectar'), 2)), 'nectar', { rng: d8(8) }));
    expect(o.state.hp).toBe(15);
  });
  it(`Hidromel: 2d8 PV temporários e Vantagem em Fortitude até o fim da luta (${CONS})`, () => {
    const s = must(beginFight(teo, carrying(startPlay(teo), 'hidromel_de_valhala')));
    const o = unchanged(s, (s) => must(useItem(teo, s, 'hidromel_de_valhala', { rng: d8(3, 4) })));
    expect([o.state.tempHp, o.state.hp, o.state.fight?.healingItemsUsed]).toEqual([7, 15, 1]);
    expect(itemModifiers(o.state, 'fortitude')).toEqual([{ item: 'hidromel_de_valhala', label: 'Hidromel de Valhala', bonus: 0, vantagem: true }]);
    const hit = must(takeDamage(o.state, 10));
    expect([hit.tempHp, hit.hp]).toEqual([0, 12]);
    const small = must(takeDamage(o.state, 5));
    expect([small.tempHp, small.hp]).toEqual([2, 15]);
    const after = must(finishFight(teo, small));
    expect([after.tempHp, after.advantageUntilFightEnds, itemModifiers(after, 'fortitude')]).toEqual([0, [], []]);
  });
  it('temporary PV do not stack: the larger stays (reconstructed: docs/regras/items.md)', () => {
    let s = carrying(startPlay(teo), 'hidromel_de_valhala', 'hidromel_de_valhala');
    s = must(useItem(teo, s, 'hidromel_de_valhala', { rng: d8(8, 8) })).state;
    s = must(useItem(teo, s, 'hidromel_de_valhala', { rng: d8(1, 1) })).state;
    expect(s.tempHp).toBe(16);
  });
  it(`a healing item without dice is refused and spends nothing; one healing item per fight (${I})`, () => {
    const s = must(beginFight(teo, carrying(startPlay(teo), 'nectar', 'hidromel_de_valhala')));
    const r = useItem(teo, s, 'hidromel_de_valhala');
    expect(refused(r)).toEqual(['item_needs_rng']);
    expect(r.issues[0]?.message).toContain('2d8');
    const one = must(useItem(teo, s, 'nectar', { rng: d8(1) })).state;
    expect(refused(useItem(teo, one, 'hidromel_de_valhala', { rng: d8(1) }))).toEqual(['item_healing_used']);
  });
});

describe(`"the next fight starts with +N Cosmo": pending until a fight starts (${CONS}; ${COMMON})`, () => {
  it(`Chá dos Cinco Picos: a próxima luta começa com +2 de Cosmo (${CONS})`, () => {
    const s = unchanged(carrying(startPlay(teo), 'cha_dos_cinco_picos'), (s) => must(useItem(teo, s, 'cha_dos_cinco_picos')).state);
    expect([s.cosmo, s.nextFightCosmo]).toEqual([2, [{ item: 'cha_dos_cinco_picos', cosmo: 2 }]]);
    const f = must(beginFight(teo, s));
    expect([f.cosmo, f.nextFightCosmo]).toEqual([4, []]);
    const next = must(beginFight(teo, must(finishFight(teo, f))));
    expect(next.cosmo).toBe(4); // the Cosmo left from the last fight, no second +2
  });
  it(`Chá: not in the middle of a fight (${CONS} › Raro · antes da luta)`, () => {
    expect(refused(useItem(teo, must(beginFight(teo, carrying(startPlay(teo), 'cha_dos_cinco_picos'))), 'cha_dos_cinco_picos'))).toEqual(['item_not_before_fight']);
  });
  it(`never above the Teto (${CONS})`, () => {
    const s = { ...must(useItem(teo, carrying(startPlay(teo), 'cha_dos_cinco_picos'), 'cha_dos_cinco_picos')).state, cosmo: 4 };
    expect(must(beginFight(teo, s)).cosmo).toBe(playNumbers(teo, s).teto);
  });
  it(`Incenso de meditação: burnt in a short rest, +1 de Cosmo na próxima luta; Chá and Incenso sum (${COMMON})`, () => {
    let s = carrying(startPlay(teo), 'incenso_de_meditacao', 'cha_dos_cinco_picos');
    expect(refused(useItem(teo, s, 'incenso_de_meditacao'))).toEqual(['item_only_in_rest']);
    s = must(shortRest(teo, s, { items: ['incenso_de_meditacao'] })).state;
    expect(s.nextFightCosmo).toEqual([{ item: 'incenso_de_meditacao', cosmo: 1 }]);
    s = must(useItem(teo, s, 'cha_dos_cinco_picos')).state;
    expect(must(beginFight(teo, s)).cosmo).toBe(5);
  });
});

describe(`items with uses (${COMMON})`, () => {
  it(`Ervas medicinais: +1d8 PV num descanso curto, três usos por punhado (${COMMON})`, () => {
    const hurt = must(takeDamage(carrying(startPlay(teo), 'ervas_medicinais'), 12)); // 3 of 15
    expect(itemUsesLeft(hurt, 'ervas_medicinais')).toBe(3);
    const o = unchanged(hurt, (s) => must(shortRest(teo, s, { items: ['ervas_medicinais'], rng: d8(5) })));
    expect([o.healed, o.state.hp, o.itemRolls.map((r) => r.roll.total)]).toEqual([4 + 5, 12, [5]]);
    expect(o.state.inventory).toEqual([{ item: 'ervas_medicinais', quantity: 1, used: 1 }]);
    expect(itemUsesLeft(o.state, 'ervas_medicinais')).toBe(2);
    let s = must(spendItemUse(o.state, 'ervas_medicinais'));
    expect(itemUsesLeft(s, 'ervas_medicinais')).toBe(1);
    s = must(spendItemUse(s, 'ervas_medicinais'));
    expect(s.inventory).toEqual([]);
    expect(refused(spendItemUse(s, 'ervas_medicinais'))).toEqual(['item_not_carried']);
  });
  it(`the herbs roll: without dice the rest is refused and nothing is spent (${COMMON})`, () => {
    const s = carrying(startPlay(teo), 'ervas_medicinais');
    expect(refused(shortRest(teo, s, { items: ['ervas_medicinais'] }))).toEqual(['item_needs_rng']);
    expect(refused(shortRest(teo, s, { items: ['nectar'], rng: d8(1) }))).toEqual(['item_no_rest_effect']);
    expect(refused(shortRest(teo, startPlay(teo), { items: ['ervas_medicinais'], rng: d8(1) }))).toEqual(['item_not_carried']);
    expect(refused(useItem(teo, s, 'ervas_medicinais'))).toEqual(['item_only_in_rest']);
  });
  it(`Kit de medicina: Vantagem na Medicina, 5 usos, um por pessoa tratada (${COMMON}; tables/05-combate.md › Descanso)`, () => {
    const hurt = must(takeDamage(carrying(startPlay(teo), 'kit_de_medicina'), 12));
    const o = must(shortRest(teo, hurt, { items: ['kit_de_medicina'], medicina: { modifier: 0 }, rng: scriptedDice([2, 19, 8]) }));
    expect([o.medicina?.mode, o.medicina?.natural, o.medicina?.success]).toEqual(['vantagem', 19, true]);
    expect(itemUsesLeft(o.state, 'kit_de_medicina')).toBe(4);
    expect(refused(shortRest(teo, hurt, { items: ['kit_de_medicina'] }))).toEqual(['item_no_rest_effect']);
  });
});

describe(`relics in Sintonia flow into the play numbers (${REL})`, () => {
  it(`Safira de Odin: +1 no Teto (${REL})`, () => {
    const s = attuned(teo, startPlay(teo), 'safira_de_odin');
    expect([playNumbers(teo, s).teto, playNumbers(teo, s).tetoBase]).toEqual([6, 6]);
    const carriedOnly = carrying(startPlay(teo), 'safira_de_odin');
    expect(playNumbers(teo, carriedOnly).teto).toBe(5);
  });
  it(`Anel dos Nibelungos: +2 no Teto e +2 em todas as defesas passivas (${REL})`, () => {
    const base = playNumbers(teo, startPlay(teo));
    const n = playNumbers(teo, attuned(teo, startPlay(teo), 'anel_dos_nibelungos'));
    expect(n.teto).toBe(base.teto + 2);
    for (const k of ['fortitude', 'reflexos', 'vontade'] as const) expect(n.passiveDefenses[k]).toBe(base.passiveDefenses[k] + 2);
  });
  it(`Safira and Anel together: +3 Teto; the Teto's Cosmo from the Maçã follows (${REL})`, () => {
    const s = attuned(teo, startPlay(teo), 'safira_de_odin', 'anel_dos_nibelungos');
    expect(playNumbers(teo, s).teto).toBe(8);
    const m = must(useItem(teo, carrying(s, 'maca_dourada_das_hesperides'), 'maca_dourada_das_hesperides'));
    expect(m.state.cosmo).toBe(8);
  });
  it(`Objeto de um deus: +1 Centelha por sessão (${REL})`, () => {
    expect(playNumbers(teo, attuned(teo, startPlay(teo), 'objeto_de_um_deus')).centelhasPerSession).toBe(bookRuleset.cosmo.centelhas.perSession + 1);
  });
  it(`Rosário: +2 em Vontade contra técnicas de Espectros, only in Sintonia (${REL})`, () => {
    expect(itemModifiers(carrying(startPlay(teo), 'rosario_de_108_contas'), 'vontade')).toEqual([]);
    expect(itemModifiers(attuned(teo, startPlay(teo), 'rosario_de_108_contas'), 'vontade')).toEqual([
      { item: 'rosario_de_108_contas', label: 'Rosário de 108 contas', bonus: 2, vantagem: false, when: 'contra técnicas de Espectros' },
    ]);
  });
  it(`Pesos de treino: +2 nos testes de desenvolver ou evoluir uma técnica de Golpe (${COMMON})`, () => {
    const m = itemModifiers(carrying(startPlay(teo), 'pesos_de_treino', 'diario_de_tecnicas'), 'evoluir_tecnica');
    expect(m.map((x) => [x.item, x.bonus])).toEqual([
      ['pesos_de_treino', 2],
      ['diario_de_tecnicas', 2],
    ]);
    expect(itemModifiers(carrying(startPlay(teo), 'incenso_de_meditacao'), 'treinar_oitavo').map((x) => x.bonus)).toEqual([2]);
  });
  it('a relic effect that needs the Mestre stays text with applied: false', () => {
    const s = attuned(teo, startPlay(teo), 'lira_de_orfeu');
    const o = must(useItem(teo, s, 'lira_de_orfeu'));
    expect([o.applied, o.roll, o.effect]).toEqual([false, null, findItem('lira_de_orfeu')?.effect]);
    expect(must(useItem(teo, carrying(startPlay(teo), 'unguento_de_po_de_estrelas'), 'unguento_de_po_de_estrelas')).applied).toBe(false);
  });
});

describe('properties of the healing items', () => {
  it(`whatever the dice, the Néctar heals between 4 and 32 below Grau 3, never above the max PV now, and never mutates (${T8} › Relíquias consumíveis)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 4, maxLength: 4 }), (damage, faces) => {
        const s = must(takeDamage(carrying(startPlay(teo), 'nectar'), damage));
        const before = JSON.stringify(s);
        const o = must(useItem(teo, s, 'nectar', { rng: scriptedDice(faces, 8) }));
        expect(JSON.stringify(s)).toBe(before);
        expect(o.roll!.total).toBe(faces.reduce((a, b) => a + b, 0));
        expect(o.state.hp).toBe(Math.min(15, s.hp + o.roll!.total));
      }),
      { numRuns: 60 },
    );
  });
});
