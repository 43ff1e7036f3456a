import { describe, expect, it } from 'vitest';
import {
  armorSchema,
  deriveArmor,
  donateBlood,
  godBloodOnLivingArmor,
  kill,
  revive,
  type Armor,
  type BloodKind,
} from '../../src/armor/index.js';
import { codes, d20, faces, fixture, must, snapshot } from './helpers.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const T7 = 'tables/07-armaduras.md';
const pass = { bonus: 30 }; // a restorer who cannot fail
const dead = (a: Armor, kind = 'risco_de_verdade') => must(kill({ ...a, state: 'shattered' }, 'zero_pv_despedacada', kind));
const bronze = (over: Partial<Armor> = {}) =>
  armorSchema.parse({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'], ...over });

/** Kills and revives with each blood in turn (a restorer who always passes). */
function chain(a: Armor, bloods: readonly BloodKind[]): Armor {
  let x = a;
  for (const b of bloods) x = must(revive(dead(x), { blood: b, oficio: pass }, faces(d20(10)))).armor;
  return x;
}

describe(`giving blood (${T7} › O sangue se paga em terços)`, () => {
  it(`40 max HP, one third donated → 26: the loss rounds up (${F7})`, () => {
    const d = must(donateBlood(40, 1));
    expect(d).toMatchObject({ maxHp: 26, lost: 14, death: false, unconsciousDays: 0, daysToRecover: 3 });
    expect(d.disadvantageOn).toEqual(['FOR', 'CON']);
  });

  it('two thirds: faints a whole day, wakes with 1 HP; max HP two thirds smaller; back in 3 + 3 days', () => {
    expect(must(donateBlood(40, 2))).toMatchObject({ maxHp: 13, lost: 27, unconsciousDays: 1, wakeHp: 1, daysToRecover: 6 });
  });

  it('three thirds: death (with a warning)', () => {
    const r = donateBlood(40, 3);
    expect(r.ok && r.value.death).toBe(true);
    expect(codes(r)).toEqual(['blood_donation_fatal']);
  });

  it('impossible donations are refused', () => {
    expect(codes(donateBlood(40, 4))).toEqual(['blood_thirds_out_of_range']);
    expect(codes(donateBlood(0, 1))).toEqual(['blood_donor_hp_invalid']);
  });
});

describe(`revival (${T7} › Quadro "Restaurar")`, () => {
  it('Ofício against CD 14 + the current Version; one day per Version; Bronze material is 1 Pó de Estrelas', () => {
    const v4: Armor = { ...fixture('teo-v5'), forms: fixture('teo-v5').forms.slice(0, 3) };
    const r = must(revive(dead(v4), { blood: 'elite', oficio: { bonus: 5 } }, faces(d20(13))));
    expect(r.cd).toBe(18);
    expect(r.test?.total).toBe(18);
    expect(r).toMatchObject({ success: true, days: 4, bloodGiven: true, newVersion: true, rung: 'elite' });
    expect(r.materials).toEqual([{ metal: 'po_de_estrelas', quantity: 1 }]);
    expect(deriveArmor(r.armor, { con: 0, vidaChoices: 0 }).version).toBe(5);
  });

  it('a Bronze V1 is ready the next day (seed › Reviver com sangue)', () => {
    const r = must(revive(dead(fixture('teo-v1')), { blood: 'guerreiro', oficio: pass }, faces(d20(1))));
    expect([r.cd, r.days]).toEqual([15, 1]);
  });

  it('materials by Posto: Prata + Gamânio; elite + Gamânio + Oricalco', () => {
    const p = must(revive(dead(bronze({ posto: 'prata', characteristics: ['cortante', 'leve'] })), { blood: 'guerreiro', oficio: pass }, faces(d20(1))));
    expect(p.materials.map((m) => m.metal)).toEqual(['po_de_estrelas', 'gamanio']);
    const e = must(revive(dead(fixture('escama-kraken')), { blood: 'guerreiro', oficio: pass }, faces(d20(1))));
    expect(e.materials.map((m) => m.metal)).toEqual(['po_de_estrelas', 'gamanio', 'oricalco']);
  });

  it('on failure the material and the day are lost; the blood is not given; the armor stays dead', () => {
    const a = dead(fixture('teo-v1'));
    const r = must(revive(a, { blood: 'guerreiro', oficio: { bonus: 0 } }, faces(d20(14))));
    expect(r).toMatchObject({ success: false, bloodGiven: false, days: 1 });
    expect(r.armor).toBe(a);
    expect(r.materials).toHaveLength(1);
  });

  it("a god's drop: revives at once, no material, no test, no days", () => {
    const r = must(revive(dead(fixture('teo-v1')), { blood: 'deus' }, faces()));
    expect(r).toMatchObject({ success: true, test: null, cd: null, days: 0, materials: [] });
    expect(r.armor.forms).toEqual([{ blood: 'deus', rung: 'deus' }]);
  });

  it('only a dead armor is revived', () => {
    expect(codes(revive(fixture('teo-v1'), { blood: 'guerreiro' }, faces()))).toEqual(['armor_not_dead']);
  });
});

describe(`the blood ladder (${F7})`, () => {
  it(`Téo's V5 comes out of three warrior bloods and one elite blood (${T7} › Nota "Exemplo")`, () => {
    const v5 = chain(fixture('teo-v1'), ['guerreiro', 'guerreiro', 'guerreiro', 'elite']);
    const d = deriveArmor(v5, { con: 0, vidaChoices: 0 });
    expect([d.version, d.def.total, d.maxResistencia.total, d.acerto.total]).toEqual([5, 3, 4, 2]);
    expect(v5.forms.map((f) => f.rung)).toEqual(fixture('teo-v5').forms.map((f) => f.rung));
  });

  it('Bronze: warrior blood 3 times, elite 1, god 1; the fourth warrior blood is refused', () => {
    const three = chain(bronze(), ['guerreiro', 'guerreiro', 'guerreiro']);
    expect(codes(revive(dead(three), { blood: 'guerreiro', oficio: pass }, faces(d20(1))))).toEqual(['blood_rung_full']);
    const five = chain(three, ['elite', 'deus']);
    expect(deriveArmor(five, { con: 0, vidaChoices: 0 }).version).toBe(6);
  });

  it('Prata: warrior blood 4 times', () => {
    const p = bronze({ posto: 'prata', characteristics: ['cortante', 'leve'] });
    const four = chain(p, ['guerreiro', 'guerreiro', 'guerreiro', 'guerreiro']);
    expect(four.forms).toHaveLength(4);
    expect(codes(revive(dead(four), { blood: 'guerreiro', oficio: pass }, faces(d20(1))))).toEqual(['blood_rung_full']);
  });

  it('elite armor: elite blood counts as warrior blood (warrior bonus, up to six times) and never gives the elite bonus', () => {
    const e = bronze({ posto: 'elite', characteristics: ['cortante', 'leve', 'pesada'] });
    const six = chain(e, ['elite', 'guerreiro', 'elite', 'guerreiro', 'elite', 'guerreiro']);
    expect(six.forms.every((f) => f.rung === 'guerreiro')).toBe(true);
    const d = deriveArmor(six, { con: 0, vidaChoices: 0 });
    expect([d.acerto.total, d.maxResistencia.total, d.def.total]).toEqual([3, 5 + 3, 6 + 1]);
    expect(codes(revive(dead(six), { blood: 'elite', oficio: pass }, faces(d20(1))))).toEqual(['blood_rung_full']);
  });

  it('an armor only accepts blood equal to or stronger than the last; skipping rungs gives one Version and that blood only', () => {
    const skipped = chain(bronze(), ['elite']);
    const d = deriveArmor(skipped, { con: 0, vidaChoices: 0 });
    expect([d.version, d.def.total, d.acerto.total]).toEqual([2, 3, 0]);
    expect(codes(revive(dead(skipped), { blood: 'guerreiro', oficio: pass }, faces(d20(1))))).toEqual(['blood_weaker_than_last']);
  });

  it("after a god's blood, a new death is final", () => {
    const g = chain(bronze(), ['deus']);
    expect(codes(revive(dead(g), { blood: 'deus' }, faces()))).toEqual(['armor_death_final']);
  });

  it('destroyed on purpose: back in the same Version, without bonus', () => {
    const a = dead(fixture('teo-v5'), 'de_proposito');
    expect(codes(revive(a, { blood: 'guerreiro', oficio: pass }, faces(d20(1))))).toEqual(['blood_weaker_than_last']);
    const r = must(revive(a, { blood: 'elite', oficio: pass }, faces(d20(1))));
    expect(r.newVersion).toBe(false);
    expect(r.armor.forms).toHaveLength(4);
  });

  it('the Súplice does not take blood (tables/09-exercitos.md › Hades)', () => {
    const s = dead(bronze({ army: 'hades' }));
    expect(codes(revive(s, { blood: 'guerreiro', oficio: pass }, faces()))).toEqual(['armor_refuses_blood']);
  });

  it('each new form may swap one characteristic and the accessory', () => {
    const r = must(
      revive(dead(fixture('teo-v1')), { blood: 'guerreiro', oficio: pass, swapCharacteristic: { from: 'cortante', to: 'leve' }, accessory: 'asas' }, faces(d20(1))),
    );
    expect(r.armor.characteristics).toEqual(['leve']);
    expect(r.armor.accessory).toBe('asas');
    expect(codes(revive(dead(fixture('teo-v1')), { blood: 'guerreiro', swapCharacteristic: { from: 'pesada', to: 'voo' } }, faces()))).toEqual([
      'swap_invalid',
      'characteristic_unknown',
    ]);
  });

  it("a god's blood on a living armor of someone in the Nono: one Version up and Divine at once", () => {
    const r = must(godBloodOnLivingArmor(fixture('teo-v1'), { nono: true }));
    expect(r.forms).toEqual([{ blood: 'deus', rung: 'deus' }]);
    expect(deriveArmor(r, { con: 0, vidaChoices: 0 }).row).toBe('divina');
    expect(codes(godBloodOnLivingArmor(fixture('teo-v1'), { nono: false }))).toEqual(['divine_form_needs_nono']);
  });

  it('revive and godBloodOnLivingArmor do not mutate the original', () => {
    const a = dead(fixture('teo-v5'));
    const before = snapshot(a);
    revive(a, { blood: 'elite', oficio: pass, swapCharacteristic: { from: 'cortante', to: 'leve' } }, faces(d20(10)));
    expect(a).toEqual(before);
    const b = fixture('teo-v1');
    const b0 = snapshot(b);
    godBloodOnLivingArmor(b, { nono: true });
    expect(b).toEqual(b0);
  });
});

describe('death and revival keep the fight apart (seed › A armadura na luta; tables/08-itens.md › Polimento de Pó de Estrelas)', () => {
  it(`falling to 0 PV kills only an armor in pieces: an intact one is refused with death_cause_needs_shattered, unchanged (${F7} › "A armadura morre quando você cai a 0 PV com ela despedaçada")`, () => {
    const teo = fixture('teo-v1');
    const before = snapshot(teo);
    const r = kill(teo, 'zero_pv_despedacada');
    expect(codes(r)).toEqual(['death_cause_needs_shattered']);
    expect(r.issues[0]!.message).toContain('inteira');
    expect(snapshot(teo)).toEqual(before);
    // other deaths need no pieces: a destiny effect kills the intact armor
    expect(must(kill(teo, 'efeito_de_destino')).state).toBe('dead');
  });

  it('a revived armor starts the next fight fresh: the Polimento quarters its first Aparar again, the Elmo is in place', () => {
    const worn = { ...fixture('teo-v1'), aparouThisFight: true, elmoCriticalsUsed: 1 };
    const revived = must(revive(dead(worn), { blood: 'guerreiro', oficio: pass }, faces(d20(10)))).armor;
    expect([revived.aparouThisFight, revived.elmoCriticalsUsed]).toEqual([false, 0]);
  });

  it('reviving a living armor names its state in Portuguese', () => {
    const r = revive({ ...fixture('teo-v1'), state: 'cracked' }, { blood: 'guerreiro' }, faces());
    expect(codes(r)).toEqual(['armor_not_dead']);
    expect(r.issues[0]!.message).toContain('(está rachada)');
  });
});
