import { describe, expect, it } from 'vitest';
import {
  addItem,
  attuneRelic,
  beginFight,
  loseSense,
  playLongRest,
  playNumbers,
  releaseRelic,
  removeItem,
  sintoniaMax,
  startPlay,
  takeDamage,
  useItem,
  validatePlayState,
  type PlayState,
} from '../../src/index.js';
import { createRandom } from '../../src/dice/random.js';
import { I, must, refused, teo, teoAt, unchanged } from '../fixtures/teo.js';

const T8 = 'tables/08-itens.md';
const carrying = (s: PlayState, ...items: string[]) => items.reduce((acc, i) => must(addItem(acc, i)), s);

describe(`relics in Sintonia (${I})`, () => {
  it(`2 relics at once, 3 from level 10 (${I})`, () => {
    expect([sintoniaMax(teo), sintoniaMax(teoAt(9)), sintoniaMax(teoAt(10))]).toEqual([2, 2, 3]);
  });
  it(`attuning takes a long rest with the relic in hand (${I})`, () => {
    const s = carrying(startPlay(teo), 'rosario_de_108_contas');
    const a = unchanged(s, (s) => must(attuneRelic(teo, s, 'rosario_de_108_contas')));
    expect(a.relics).toEqual({ attuned: [], attuning: ['rosario_de_108_contas'] });
    expect(refused(useItem(teo, a, 'rosario_de_108_contas'))).toEqual(['item_needs_sintonia']);
    const rested = must(playLongRest(teo, a));
    expect(rested.relics).toEqual({ attuned: ['rosario_de_108_contas'], attuning: [] });
    expect(must(useItem(teo, rested, 'rosario_de_108_contas')).state.inventory).toEqual(rested.inventory);
    expect(refused(attuneRelic(teo, startPlay(teo), 'rosario_de_108_contas'))).toEqual(['item_not_carried']);
  });
  it(`a third relic is refused at level 1 and accepted at level 10 (${I})`, () => {
    const three = ['rosario_de_108_contas', 'lira_de_orfeu', 'concha_de_tritao'];
    let s = carrying(startPlay(teo), ...three);
    s = must(attuneRelic(teo, s, three[0]!));
    s = must(attuneRelic(teo, s, three[1]!));
    const r = attuneRelic(teo, s, three[2]!);
    expect(refused(r)).toEqual(['sintonia_full']);
    expect(r.issues[0]!.params).toMatchObject({ count: 2, max: 2, level: 1 });
    expect(must(attuneRelic(teoAt(10), s, three[2]!)).relics.attuning).toHaveLength(3);
    expect(refused(attuneRelic(teo, s, three[0]!))).toEqual(['relic_already_attuned']);
    const freed = must(releaseRelic(s, three[0]!));
    expect(must(attuneRelic(teo, freed, three[2]!)).relics.attuning).toEqual([three[1], three[2]]);
    expect(refused(releaseRelic(freed, three[0]!))).toEqual(['relic_not_attuned']);
  });
  it(`only relics ask for Sintonia; not in a fight (${I})`, () => {
    const s = carrying(startPlay(teo), 'folha_de_lotus', 'rosario_de_108_contas');
    expect(refused(attuneRelic(teo, s, 'folha_de_lotus'))).toEqual(['relic_unknown']);
    expect(refused(attuneRelic(teo, s, 'espada_inventada'))).toEqual(['relic_unknown']);
    expect(refused(attuneRelic(teo, must(beginFight(teo, s)), 'rosario_de_108_contas'))).toEqual(['play_in_fight']);
  });
  it('a relic that leaves the hands leaves the Sintonia', () => {
    const s = must(playLongRest(teo, must(attuneRelic(teo, carrying(startPlay(teo), 'lira_de_orfeu'), 'lira_de_orfeu'))));
    expect(must(removeItem(s, 'lira_de_orfeu')).relics.attuned).toEqual([]);
  });
});

describe(`items (${I}; ${T8} › Remédios e consumíveis)`, () => {
  it('carrying, counting and giving away', () => {
    const s = unchanged(startPlay(teo), (s) => must(addItem(s, 'folha_de_lotus', 2)));
    expect(must(addItem(s, ' folha_de_lotus ')).inventory).toEqual([{ item: 'folha_de_lotus', quantity: 3 }]);
    expect(must(removeItem(s, 'folha_de_lotus', 2)).inventory).toEqual([]);
    expect(refused(removeItem(s, 'folha_de_lotus', 3))).toEqual(['item_not_carried']);
    expect(refused(addItem(s, '  '))).toEqual(['item_blank']);
    expect(refused(addItem(s, 'x', 0))).toEqual(['play_amount_invalid']);
  });
  it(`one healing item per fight (${I})`, () => {
    let s = must(beginFight(teo, carrying(startPlay(teo), 'nectar', 'hidromel_de_valhala')));
    expect(refused(useItem(teo, s, 'nectar'))).toEqual(['item_needs_rng']);
    const first = unchanged(s, (s) => must(useItem(teo, s, 'nectar', { rng: createRandom(1) })));
    expect([first.applied, first.state.fight?.healingItemsUsed, first.state.inventory.length]).toEqual([true, 1, 1]);
    expect(refused(useItem(teo, first.state, 'hidromel_de_valhala'))).toEqual(['item_healing_used']);
    s = must(addItem(first.state, 'folha_de_lotus'));
    expect(refused(useItem(teo, s, 'folha_de_lotus'))).toEqual(['sense_not_lost']);
  });
  it(`Folha de Lótus: a sense arrancado back, never a mutilado (${T8} › Remédios e consumíveis)`, () => {
    let s = carrying(startPlay(teo), 'folha_de_lotus');
    s = must(loseSense(teo, must(loseSense(teo, s, 'audicao', 'mutilado')), 'visao', 'arrancado'));
    const o = must(useItem(teo, s, 'folha_de_lotus'));
    expect([o.applied, o.state.sensesLost, o.state.inventory]).toEqual([true, [{ sense: 'audicao', how: 'mutilado' }], []]);
    expect(refused(useItem(teo, must(addItem(o.state, 'folha_de_lotus')), 'folha_de_lotus', { sense: 'audicao' }))).toEqual(['sense_not_lost']);
  });
  it(`Maçã dourada: the Cosmo to the Teto; Ambrosia: every PV, a Convicção and every sense arrancado back (${T8} › Remédios e consumíveis)`, () => {
    const m = must(useItem(teo, carrying(startPlay(teo), 'maca_dourada_das_hesperides'), 'maca_dourada_das_hesperides')).state;
    expect(m.cosmo).toBe(playNumbers(teo, m).teto);
    let s: PlayState = { ...carrying(startPlay(teo), 'ambrosia'), conviccoesSpent: 2 };
    s = must(takeDamage(must(loseSense(teo, must(loseSense(teo, s, 'tato', 'arrancado')), 'olfato', 'arrancado')), 12));
    const a = must(useItem(teo, s, 'ambrosia')).state;
    expect([a.hp, a.conviccoesSpent, a.sensesLost]).toEqual([15, 1, []]);
  });
  it('an item outside the book is spent with no effect to apply', () => {
    const o = must(useItem(teo, carrying(startPlay(teo), 'pão de queijo'), 'pão de queijo'));
    expect([o.effect, o.applied, o.state.inventory]).toEqual(['', false, []]);
    expect(refused(useItem(teo, startPlay(teo), 'nectar'))).toEqual(['item_not_carried']);
  });
});

describe('hostile: what addItem gives always reads back (validatePlayState)', () => {
  it('a name past 200 characters, a count past 10 000, a 501st kind of item are refused (they made a state the validator refused)', () => {
    const s = startPlay(teo);
    expect(refused(addItem(s, 'x'.repeat(201)))).toEqual(['play_name_too_long']);
    expect(refused(addItem(s, 'nectar', 10_001))).toEqual(['item_quantity_over']);
    expect(refused(addItem(must(addItem(s, 'nectar', 10_000)), 'nectar', 1))).toEqual(['item_quantity_over']);
    let full: PlayState = s;
    for (let i = 0; i < 500; i++) full = must(addItem(full, `item-${i}`));
    expect(refused(addItem(full, 'mais-um'))).toEqual(['inventory_full']);
    // At the limits the state is valid and reads back whole.
    for (const ok of [must(addItem(s, 'y'.repeat(200), 10_000)), must(addItem(full, 'item-0'))]) expect(must(validatePlayState(JSON.parse(JSON.stringify(ok))))).toEqual(ok);
  });
});
