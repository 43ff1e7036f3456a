import { describe, expect, it } from 'vitest';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { world, worldProvenance, worldSchema } from '../../src/rules/sections/world.js';
import { parseWith } from '../../src/issues/zod.js';

const F13 = 'FACTS.md › Feats and hazards (Capítulo Treze)';
const T13 = 'tables/13-o-mundo.md';
const w = bookRuleset.world;

describe('the world section', () => {
  it('validates against its own schema', () => {
    const r = parseWith(worldSchema, world);
    expect(r.ok, JSON.stringify(r.issues.slice(0, 3))).toBe(true);
  });

  it('has a provenance entry for every top-level key', () => {
    for (const key of Object.keys(world)) expect(worldProvenance[key], key).toBeDefined();
  });

  it('refuses feat CDs that go down with the degree (coded issue, pt-BR)', () => {
    const bad = structuredClone(world) as typeof world;
    (bad.feats as { oneAboveCd: number }).oneAboveCd = 10;
    const r = parseWith(worldSchema, bad);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('feat_cd_not_monotone');
  });

  it('refuses the degrees out of order', () => {
    const bad = structuredClone(world) as typeof world;
    bad.degraus.reverse();
    expect(parseWith(worldSchema, bad).issues.map((i) => i.code)).toContain('degrau_out_of_order');
  });
});

describe(`Feats and hazards (Capítulo Treze) — stated facts (${F13})`, () => {
  it(`feat at your degree: CD 13 (16 at its limit); one degree above: CD 22; two above: impossible; below: automatic (${F13})`, () => {
    expect(w.feats.atDegreeCd).toBe(13);
    expect(w.feats.atLimitCd).toBe(16);
    expect(w.feats.oneAboveCd).toBe(22);
    expect(w.feats.impossibleFromAbove).toBe(2);
    expect(w.feats.belowAutomatic).toBe(true);
  });

  it(`two people together lower the feat one degree (${F13})`, () => {
    expect(w.feats.togetherLowersDegrees).toBe(1);
  });

  it(`example: a level-5 Bronze burns 3 points: +6 to Atletismo, CD 22 → 16 (${F13})`, () => {
    const points = 3;
    const bonus = points * w.feats.burnBonusPerPoint;
    expect(bonus).toBe(6);
    expect(w.feats.oneAboveCd - bonus).toBe(16);
  });

  it(`objects have HP; one degree above takes half damage, two above nothing; hitting them gives no Cosmo (${F13})`, () => {
    expect(w.objects.damageByDegreesAbove).toEqual([1, 0.5, 0]);
    expect(w.objects.givesCosmo).toBe(false);
    expect(w.objects.rows.every((o) => o.degrau === 'deus' || (o.hp ?? 0) > 0)).toBe(true);
  });

  it(`hazards: below no harm; at it table damage and CD 13 halves; one above double damage and CD 16 (${F13})`, () => {
    expect(w.hazards.belowHarmless).toBe(true);
    expect(w.hazards.atDegree).toEqual({ damageMultiplier: 1, halveCd: 13 });
    expect(w.hazards.oneAbove).toEqual({ damageMultiplier: 2, halveCd: 16 });
  });

  it(`a hazard that attacks rolls 1d20 + the band attack of your level (+5 one above) (${F13})`, () => {
    expect(w.hazards.attackOneAboveBonus).toBe(5);
    expect(bookRuleset.enemies.bands.attack.proficiencyPlus).toBeTypeOf('number');
  });

  it(`breath: human 1 min + CON (min 30 s); warrior 3 min + CON; then a CON test per minute, CD 13 +2 each (${F13})`, () => {
    expect(w.breath.human).toEqual({ baseMinutes: 1, minSeconds: 30 });
    expect(w.breath.warrior).toEqual({ baseMinutes: 3 });
    expect(w.breath.testCd).toBe(13);
    expect(w.breath.cdStep).toBe(2);
  });

  it(`fatigue: four boxes; a long rest with food removes one; seven Interlúdio days remove all (${F13})`, () => {
    expect(w.fatigue.levels).toHaveLength(4);
    expect(w.fatigue.longRestRemoves).toBe(1);
    expect(w.fatigue.interludeDaysClearAll).toBe(7);
  });
});

describe(`Capítulo Treze tables (${T13})`, () => {
  it(`Queimar num feito, row by row (${T13} › Quadro "Queimar num feito")`, () => {
    expect(w.feats.burnBox.map((r) => [r.rule, r.value])).toEqual([
      ['Máximo', 'até a proficiência em pontos (+2 no Sétimo)'],
      ['Cada ponto', 'custa 1d4 de vida × o seu Grau, e soma +2 no teste'],
      ['Queimando o máximo', 'um feito um degrau acima passa de CD 22 para CD 16; dois degraus acima continua impossível'],
      ['Numa luta', 'depois de queimar, o Cosmo volta ao piso'],
      ['O último golpe', 'se o preço passa da vida, o feito sai; se der certo, você fica com 1 PV; se não, cai'],
    ]);
    // The numbers the box quotes are the ones of the data.
    expect(w.feats.burnBonusPerPoint).toBe(2);
    expect(w.feats.oneAboveCd).toBe(22);
  });

  it('O degrau: gente, guerreiro, Sétimo, deus; the god\'s degree is story, not a test', () => {
    expect(w.degraus.map((d) => d.id)).toEqual(['gente', 'guerreiro', 'setimo', 'deus']);
    expect(w.degraus.map((d) => d.story)).toEqual([false, false, false, true]);
  });

  it('A vida de uma porta: degree, DEF and HP as printed', () => {
    expect(w.objects.rows.map((o) => [o.degrau, o.def, o.hp])).toEqual([
      ['gente', 10, 10],
      ['gente', 12, 20],
      ['guerreiro', 14, 30],
      ['guerreiro', 12, 50],
      ['guerreiro', 14, 100],
      ['setimo', 16, 300],
      ['deus', null, null],
    ]);
  });

  it('Perigos: band hits at your degree, how often and the test', () => {
    expect(w.hazards.rows.map((h) => [h.id, h.bandHits, h.per, h.test])).toEqual([
      ['queda', 2, 'vez', 'acrobacia'],
      ['o_que_cai_em_cima', 2, 'vez', 'acrobacia'],
      ['desabamento', 2, 'vez', 'acrobacia'],
      ['fogo_e_calor', 1, 'rodada', 'CON'],
      ['frio', 1, 'hora', 'CON'],
      ['agua', 1, 'rodada', null],
      ['fumaca_e_gas', 0, 'folego', null],
    ]);
    expect(w.hazards.falls).toEqual({ genteMaxMeters: 10, guerreiroMaxMeters: 100, waterHalves: true, wingsGlide: true });
    expect(w.hazards.humanBandLevel).toBe(1);
  });

  it('Arremessar: 1d4 / 1d8 + the attribute, 2d8 + FOR; ranges 10 (30) · 6 (15) · 6', () => {
    expect(w.throwing.rows.map((t) => [`${t.dice.count}d${t.dice.sides}`, t.attribute, t.range, t.maxRange])).toEqual([
      ['1d4', 'atributo', 10, 30],
      ['1d8', 'atributo', 6, 15],
      ['2d8', 'FOR', 6, null],
    ]);
    expect([w.throwing.placeDef, w.throwing.smallFarPlaceDef]).toEqual([10, 13]);
  });

  it('Cansaço: Cansado, Exausto (−1 Cosmo at the start), No limite, Caído (wakes at 3)', () => {
    expect(w.fatigue.levels.map((l) => l.label)).toEqual(['Cansado', 'Exausto', 'No limite', 'Caído']);
    expect(w.fatigue.exaustoCosmoPenalty).toBe(1);
    expect(w.fatigue.caidoWakesAt).toBe(3);
  });

  it('the body cards: sleep, hunger and thirst, forced march, Ferido', () => {
    expect(w.sleep).toMatchObject({ humanFatiguePerNight: 1, warriorCd: 13, warriorCdStep: 2 });
    expect(w.hungerThirst).toMatchObject({ foodDays: 3, foodDaysAddCon: true, waterDays: 1, thirstCd: 13, thirstCdStep: 2, humanAutoFails: true });
    expect(w.forcedMarch).toEqual({ testAttribute: 'CON', cd: 13, fatigueOnFail: 1, soundSpeedFatigue: 1 });
    expect([w.sleep.testAttribute, w.hungerThirst.testAttribute, w.hungerThirst.thirstFatigueOnFail]).toEqual(['CON', 'CON', 1]);
    expect(w.ferido).toEqual({ disadvantageOn: ['atletismo', 'CON'], fatiguePerTravelDay: 1, medicinaCd: 13 });
  });

  it('O mundo dos mortos: seven places; Viagem: human 30 km (45 forcing), warrior 60 km', () => {
    expect(w.deadWorld.places).toHaveLength(7);
    expect(w.deadWorld.hillVontadeCd).toBe(13);
    expect(w.travel.rows.map((r) => [r.kmPerDay, r.forcedKmPerDay])).toEqual([
      [30, 45],
      [60, null],
      [null, null],
    ]);
  });

  it('the climb against the clock: twelve flames, a CON test every three houses, CD 13 +2 (seed, A subida das Doze Casas)', () => {
    expect(w.clockClimb).toMatchObject({ flames: 12, housesPerTest: 3, cd: 13, cdStep: 2, fatigueOnFail: 1 });
  });
});

describe(`the fatigue boxes, structured (${T13} › O corpo: cansaço, fome, sono e ferida)`, () => {
  it(`1 · Cansado: Desvantagem on skill and CON tests; 3 · No limite: on attacks and Rolagens de Efeito (${T13} › O corpo: cansaço, fome, sono e ferida)`, () => {
    expect(w.fatigue.levels.map((l) => [l.id, l.disadvantageOn])).toEqual([
      ['cansado', ['pericia', 'CON']],
      ['exausto', []],
      ['no_limite', ['ataque', 'efeito']],
      ['caido', []],
    ]);
  });
  it('refuses a Desvantagem on something that is not a roll kind nor an attribute', () => {
    const bad = structuredClone(world) as unknown as { fatigue: { levels: { disadvantageOn: string[] }[] } };
    bad.fatigue.levels[0]!.disadvantageOn = ['voar'];
    expect(parseWith(worldSchema, bad).ok).toBe(false);
  });
});
