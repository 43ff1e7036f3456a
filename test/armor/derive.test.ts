import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armorSchema, armorSlugIssues, deriveArmor, formBonuses, validateArmor, type Armor } from '../../src/armor/index.js';
import { bookRuleset, createRuleset } from '../../src/index.js';
import { fixture } from './helpers.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const base = (over: Partial<Armor> = {}): Armor =>
  armorSchema.parse({ name: 'Teste', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'], ...over });

describe('deriveArmor — the book examples', () => {
  it('Téo de Lince V1: DEF +2, Resistência 4 (3 do Bronze e 1 da CON), garras, Cortante (tables/14-ficha.md › a ficha do Téo)', () => {
    const d = deriveArmor(fixture('teo-v1'), { con: 1, vidaChoices: 0 });
    expect(d.version).toBe(1);
    expect(d.def.total).toBe(2);
    expect(d.maxResistencia.total).toBe(4);
    expect(d.maxResistencia.text).toBe('Resistência 4 = 3 Posto (Bronze) + 1 CON');
    expect(d.resistencia).toBe(4);
    expect(d.accessory?.slug).toBe('garras');
    expect(d.effects.golpeComumDie).toBe(10);
    expect(d.characteristics.map((c) => c.label)).toEqual(['Cortante']);
    expect(d.effects.movement).toBe(3); // 12 metros com a armadura: 9 + 3 das Pernas
  });

  it('Téo V5: DEF +3 (2 do Bronze + 1), Resistência 4 (3 do Bronze + 1, antes de acessório, CON e Vida), +2 no acerto; dourada no Sétimo (tables/07-armaduras.md › Nota "Exemplo")', () => {
    const teo = fixture('teo-v5');
    const d = deriveArmor(teo, { con: 0, vidaChoices: 0 });
    expect(d.version).toBe(5);
    expect(d.def.total).toBe(3);
    expect(d.def.text).toBe('DEF da armadura 3 = 2 Posto (Bronze) + 1 V5 (sangue de elite)');
    expect(d.maxResistencia.total).toBe(4);
    expect(d.maxResistencia.text).toBe('Resistência 4 = 3 Posto (Bronze) + 1 V3 (sangue de guerreiro)');
    expect(d.acerto.total).toBe(2);
    expect(d.acerto.terms.map((t) => t.label)).toEqual(['V2 (sangue de guerreiro)', 'V4 (sangue de guerreiro)']);
    expect(d.bloodTraits.map((t) => t.slug)).toEqual(['dourada_no_setimo']);
    expect(formBonuses(teo).map((f) => f.modifiers)).toEqual([{ acerto: 1 }, { resistencia: 1 }, { acerto: 1 }, { def: 1 }]);
    // with Téo's own CON +1 the wearer's part adds on top
    expect(deriveArmor(teo, { con: 1, vidaChoices: 0 }).maxResistencia.total).toBe(5);
  });

  it('a Kraken Escama (elite, Escama de oricalco +1, Pesada, Liga, Reforço, elite blood counted as warrior)', () => {
    const d = deriveArmor(fixture('escama-kraken'), { con: 2, vidaChoices: 4 });
    expect(d.def.total).toBe(6 + 1 + 1);
    expect(d.acerto.total).toBe(1);
    expect(d.maxResistencia.total).toBe(5 + 1 + 2 + 2 + 1 + 1);
    expect(d.maxResistencia.terms.map((t) => t.label)).toEqual([
      'Posto (Ouro)',
      'sem acessório',
      'CON',
      'Vida',
      'Reforço de Gamânio',
      'Escama de oricalco',
    ]);
    expect(d.effects.initiative).toBe(-2);
    expect(d.effects.movement).toBe(0);
    expect(d.bloodTraits.map((t) => t.slug)).toEqual(['dourada_no_setimo']);
  });
});

describe(`deriveArmor — Resistência (${F7})`, () => {
  it(`Resistência = Posto + 1 if no accessory + max(0, CON) + 1 per two Vida choices + forms + improvements (${F7})`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bronze', 'prata', 'elite' as const),
        fc.constantFrom(...bookRuleset.armor.accessories.map((a) => a.slug)),
        fc.integer({ min: -5, max: 10 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (posto, accessory, con, vidaChoices, reforco) => {
          const a = base({ posto, accessory, characteristics: [], improvements: reforco ? ['reforco_de_gamanio'] : [] });
          const expected =
            { bronze: 3, prata: 4, elite: 5 }[posto] + (accessory === 'nenhum' ? 1 : 0) + Math.max(0, con) + Math.floor(vidaChoices / 2) + (reforco ? 1 : 0);
          const d = deriveArmor(a, { con, vidaChoices });
          expect(d.maxResistencia.total).toBe(expected);
          expect(d.maxResistencia.terms.reduce((s, t) => s + t.value, 0)).toBe(expected);
        },
      ),
    );
  });

  it('a negative CON gives 0, not less (FACTS.md › Armor: max(0, CON mod))', () => {
    expect(deriveArmor(base(), { con: -1, vidaChoices: 0 }).maxResistencia.total).toBe(3);
  });

  it('the wearer part moves: the same wearer on another armor keeps CON and Vida (FACTS.md › Armor)', () => {
    const w = { con: 2, vidaChoices: 3 };
    const bronze = deriveArmor(base(), w).maxResistencia.total;
    const prata = deriveArmor(base({ posto: 'prata', characteristics: ['cortante', 'leve'] }), w).maxResistencia.total;
    expect(prata - bronze).toBe(1);
    expect(bronze).toBe(3 + 2 + 1);
  });

  it('Posto rows: DEF +2/+4/+6 and Resistência 3/4/5 (tables/07-armaduras.md › O Posto na armadura)', () => {
    for (const [posto, def, res] of [
      ['bronze', 2, 3],
      ['prata', 4, 4],
      ['elite', 6, 5],
    ] as const) {
      const d = deriveArmor(base({ posto }), { con: 0, vidaChoices: 0 });
      expect([d.def.total, d.maxResistencia.total]).toEqual([def, res]);
    }
  });

  it('Pesada +1 DEF −2 Iniciativa −3 m; Leve +2 Iniciativa +3 m; Ressonante +1 starting Cosmo; Constelação viva +1 acerto in the Sétimo (tables/07-armaduras.md › As características)', () => {
    const d = deriveArmor(base({ posto: 'elite', characteristics: ['pesada', 'ressonante', 'constelacao_viva'] }), { con: 0, vidaChoices: 0 });
    expect(d.def.total).toBe(7);
    expect(d.effects).toMatchObject({ initiative: -2, movement: 0, startingCosmo: 1, acertoInSetimo: 1 });
    const l = deriveArmor(base({ characteristics: ['leve'] }), { con: 0, vidaChoices: 0 });
    expect(l.effects).toMatchObject({ initiative: 2, movement: 6 });
  });

  it('accessories: escudo Bloquear +3 instead of +2; correntes 6 m; asas +3 m (tables/07-armaduras.md › O acessório)', () => {
    const w = { con: 0, vidaChoices: 0 };
    expect(deriveArmor(base(), w).effects.bloquearBonus).toBe(2);
    expect(deriveArmor(base({ accessory: 'escudo' }), w).effects.bloquearBonus).toBe(3);
    expect(deriveArmor(base({ accessory: 'correntes' }), w).effects.reach).toBe(6);
    expect(deriveArmor(base({ accessory: 'asas' }), w).effects.movement).toBe(6);
    expect(deriveArmor(base({ accessory: 'chifres' }), w).effects.golpeComumDie).toBe(10);
  });
});

describe('deriveArmor — states', () => {
  const w = { con: 1, vidaChoices: 2 };

  it(`shattered: no DEF, acerto, Bloquear, Elmo, Pernas, accessory (${F7})`, () => {
    const d = deriveArmor({ ...fixture('teo-v5'), state: 'shattered' }, w);
    expect(d.def.total).toBe(0);
    expect(d.acerto.total).toBe(0);
    expect(d.resistencia).toBe(0);
    expect(d.reactions).toEqual({ bloquear: false, aparar: false });
    expect(d.elmo.inPlace).toBe(false);
    expect(d.accessory).toBeNull();
    expect(d.effects.movement).toBe(0);
    expect(d.maxResistencia.total).toBe(6); // still known, for the next rest
  });

  it('cracked: half of the maximum, rounded up (tables/07-armaduras.md › Quadro "Despedaçou: volta rachada")', () => {
    const a = { ...base({ accessory: 'nenhum' }), state: 'cracked' as const }; // max 3 + 1 + 1 + 1 = 6 → 3
    expect(deriveArmor(a, w).resistenciaCap).toBe(3);
    const odd = { ...base(), state: 'cracked' as const }; // max 5 → 3
    expect(deriveArmor(odd, w).resistenciaCap).toBe(3);
    expect(deriveArmor({ ...odd, resistenciaSpent: 1 }, w).resistencia).toBe(2);
    expect(deriveArmor(odd, w).def.total).toBe(2);
  });

  it('casca: Bloquear +2 is the Braços piece\'s, never the escudo\'s +3 — a dead armor has no accessory (tables/07-armaduras.md › Quadro "A casca" and › O que a armadura dá)', () => {
    expect(deriveArmor({ ...base({ accessory: 'escudo' }), state: 'dead' }, w).effects.bloquearBonus).toBe(2);
    const pieces = bookRuleset.armor.pieces.map((p) => (p.slug === 'bracos' ? { ...p, modifiers: { bloquearBonus: 4 } } : p));
    const house = { ...bookRuleset, armor: { ...bookRuleset.armor, pieces } } as typeof bookRuleset;
    expect(deriveArmor({ ...base(), state: 'dead' }, w, house).effects.bloquearBonus).toBe(4);
  });

  it('casca: the Posto DEF (+2/+4/+6), only Bloquear, pieces 3/4/5, no forms or characteristics (tables/07-armaduras.md › Quadro "A casca")', () => {
    for (const [posto, def, pieces] of [
      ['bronze', 2, 3],
      ['prata', 4, 4],
      ['elite', 6, 5],
    ] as const) {
      const d = deriveArmor({ ...fixture('teo-v5'), posto, characteristics: [], state: 'dead' }, w);
      expect(d.def.total).toBe(def);
      expect(d.casca).toEqual({ pieces, left: pieces, def });
      expect(d.acerto.total).toBe(0);
      expect(d.reactions).toEqual({ bloquear: true, aparar: false });
      expect(d.effects.bloquearBonus).toBe(2);
      expect(d.characteristics).toEqual([]);
      expect(d.accessory).toBeNull();
    }
    const broken = deriveArmor({ ...fixture('teo-v1'), state: 'dead', cascaPiecesLost: 3 }, w);
    expect(broken.effects.bloquearBonus).toBe(0);
    expect(broken.def.total).toBe(0);
    expect(broken.reactions.bloquear).toBe(false);
  });

  it(`Divine form: the Divine row (+7, 6) plus form bonuses; the Liga does not add (${F7})`, () => {
    const a: Armor = {
      ...base({ posto: 'prata', characteristics: ['cortante', 'leve'], improvements: ['liga_de_oricalco'] }),
      forms: [{ blood: 'deus', rung: 'deus' }],
      divine: { stateBefore: 'intact', resistenciaSpentBefore: 0 },
    };
    const d = deriveArmor(a, { con: 0, vidaChoices: 0 });
    expect(d.row).toBe('divina');
    expect(d.def.total).toBe(7 + 1);
    expect(d.acerto.total).toBe(1);
    expect(d.maxResistencia.total).toBe(6);
    expect(d.improvements).toEqual([expect.objectContaining({ slug: 'liga_de_oricalco', active: false })]);
    const normal = deriveArmor({ ...a, divine: undefined }, { con: 0, vidaChoices: 0 });
    expect(normal.def.total).toBe(4 + 1 + 1);
    expect(normal.nextDeathFinal).toBe(true);
    expect(normal.bloodTraits.map((t) => t.slug)).toEqual(['oitavo_pelo_sangue', 'asas_no_oitavo', 'divina_no_nono']);
  });

  it('reads every number from the ruleset it is given (a house rule changes the Bronze row)', () => {
    const house = createRuleset({ armor: { postos: { bronze: { label: 'Bronze', def: 3, resistencia: 4 } } } });
    expect(house.ok).toBe(true);
    if (!house.ok) return;
    const d = deriveArmor(fixture('teo-v1'), { con: 1, vidaChoices: 0 }, house.value);
    expect([d.def.total, d.maxResistencia.total]).toEqual([3, 5]);
  });

  it('unknown slugs are skipped with a warning instead of crashing', () => {
    const d = deriveArmor({ ...base(), characteristics: ['voadora'], accessory: 'tridente' }, { con: 0, vidaChoices: 0 });
    expect(d.issues.map((i) => i.code)).toEqual(['accessory_unknown', 'characteristic_unknown']);
    expect(d.maxResistencia.total).toBe(3);
  });
});

describe('validateArmor', () => {
  it('accepts the three fixtures', () => {
    for (const f of ['teo-v1', 'teo-v5', 'escama-kraken']) expect(fixture(f).name.length).toBeGreaterThan(0);
  });

  it('refuses unknown slugs, repeats and too many characteristics; warns on too few', () => {
    const r = validateArmor({ name: 'X', posto: 'bronze', accessory: 'tridente', characteristics: ['leve', 'leve', 'voadora'] });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toEqual(
      expect.arrayContaining(['accessory_unknown', 'characteristic_duplicate', 'characteristic_unknown', 'characteristics_over_posto']),
    );
    // the slug check is one function, shared with the simulator's scenarios (at their path)
    expect(armorSlugIssues('tridente', ['leve', 'leve', 'voadora'], ['ref']).map((i) => [i.code, i.path])).toEqual([
      ['accessory_unknown', ['ref', 'accessory']],
      ['characteristic_duplicate', ['ref', 'characteristics', 1]],
      ['characteristic_unknown', ['ref', 'characteristics', 2]],
    ]);
    expect(armorSlugIssues(undefined, ['leve'])).toEqual([]);
    const few = validateArmor({ name: 'X', posto: 'prata', accessory: 'nenhum', characteristics: ['leve'] });
    expect(few.ok).toBe(true);
    expect(few.issues.map((i) => [i.code, i.severity])).toEqual([['characteristics_missing', 'warning']]);
  });

  it('refuses improvements over the slots, below their Posto, or repeated', () => {
    const r = validateArmor({
      name: 'X',
      posto: 'bronze',
      accessory: 'nenhum',
      characteristics: ['leve'],
      improvements: ['liga_de_oricalco', 'reforco_de_gamanio', 'reforco_de_gamanio', 'urna_marcada'],
    });
    expect(r.issues.map((i) => i.code)).toEqual(
      expect.arrayContaining(['improvement_posto_too_low', 'improvement_already_installed', 'improvement_no_slot']),
    );
  });

  it('refuses forms the blood ladder would not allow', () => {
    const r = validateArmor({
      name: 'X',
      posto: 'bronze',
      accessory: 'nenhum',
      characteristics: ['leve'],
      forms: [
        { blood: 'elite', rung: 'elite' },
        { blood: 'guerreiro', rung: 'guerreiro' },
      ],
    });
    expect(r.issues.map((i) => [i.code, i.path])).toEqual([['blood_weaker_than_last', ['forms', 1]]]);
    const mismatch = validateArmor({ name: 'X', posto: 'elite', accessory: 'nenhum', characteristics: [], forms: [{ blood: 'elite', rung: 'elite' }] });
    expect(mismatch.issues.map((i) => i.code)).toContain('blood_form_rung_mismatch');
  });

  it('bad shapes come back as schema issues, never a throw', () => {
    expect(validateArmor(null).ok).toBe(false);
    expect(validateArmor({ name: '', posto: 'ouro' }).issues.length).toBeGreaterThan(0);
  });
});
