/**
 * The `techniques` section against the book: each expected row is copied here by hand from the
 * restored tables (tables/06-tecnicas.md, tables/05-combate.md) and the seed's prose (FACTS.md),
 * so data and test are two independent transcriptions.
 */
import { describe, expect, it } from 'vitest';
import { bookRuleset, createRuleset, parseWith, provenanceOf } from '../../src/index.js';
import { techniques, techniquesProvenance, techniquesSchema } from '../../src/rules/sections/techniques.js';
import type { RandomSource } from '../../src/dice/random.js';
import {
  attemptEvolution,
  bornTechnique,
  createTechnique,
  formatTechnique,
  measureTechnique,
  riseSignature,
  techniqueAtLevel,
  techniqueModifier,
  type Technique,
  type TechniqueInput,
} from '../../src/technique/index.js';
import { punho } from '../technique/punho.js';

const t = bookRuleset.techniques;

describe('techniques section', () => {
  it('validates against its own schema', () => {
    const r = techniquesSchema.safeParse(techniques);
    expect(r.success, JSON.stringify(r.error?.issues.slice(0, 3))).toBe(true);
  });

  it('Grau · Níveis · Tamanho máximo · Bônus do ponto (tables/06-tecnicas.md › O Grau)', () => {
    const rows: [number, number, number, number, number][] = [
      [1, 1, 4, 5, 3],
      [2, 5, 8, 6, 7],
      [3, 9, 12, 6, 11],
      [4, 13, 16, 6, 15],
      [5, 17, 20, 6, 19],
    ];
    expect(t.graus.map((g) => [g.grau, g.levels.from, g.levels.to, g.maxSize, g.pointBonusMax])).toEqual(rows);
  });

  it('Grau 1 max size 5; the Grau changes at levels 5, 9, 13, 17 (FACTS.md › Techniques (Capítulo Seis))', () => {
    expect(t.graus[0]!.maxSize).toBe(5);
    expect(t.graus.slice(1).map((g) => g.levels.from)).toEqual([5, 9, 13, 17]);
  });

  it('Golpe do Assento passes the max size by one point (FACTS.md › Techniques (Capítulo Seis))', () => {
    expect(t.golpeDoAssento.extraMaxSize).toBe(1);
  });

  it('point bonus = level − 1 (FACTS.md › Techniques (Capítulo Seis))', () => {
    expect(t.pointBonusLevelOffset).toBe(1);
  });

  it('natures: Golpe FOR ou DES, toque; Cosmo Atributo do Cosmo, curto (tables/06-tecnicas.md › Primeiro: a natureza)', () => {
    expect(t.natures.golpe).toMatchObject({ label: 'Golpe', attributes: ['FOR', 'DES'], freeRange: 'toque' });
    expect(t.natures.cosmo).toMatchObject({ label: 'Cosmo', attributes: ['INT', 'SAB', 'CAR'], freeRange: 'curto' });
  });

  it('Ativação · Ajuste (tables/06-tecnicas.md › Ativação)', () => {
    expect([t.activations.acao.points, t.activations.acao_bonus.points, t.activations.reacao.points]).toEqual([0, 1, 1]);
    expect(t.activations.reacao.needsTrigger).toBe(true);
    expect(t.activations.acao.needsTrigger).toBe(false);
  });

  it('Duração · Pontos: instantânea 1, sustentada 2, cena 4 (tables/06-tecnicas.md › Duração)', () => {
    expect([t.durations.instantanea.points, t.durations.sustentada.points, t.durations.cena.points]).toEqual([1, 2, 4]);
    expect(t.durations.sustentada.concentration).toBe(true);
    expect(t.durations.cena.concentration).toBe(false);
    expect(t.durations.cena.selfSpendingOnly).toBe(true);
  });

  it('sustained upkeep: half the cost, down, at least 1 (tables/06-tecnicas.md › Duração)', () => {
    expect(t.sustain).toMatchObject({ upkeepDivisor: 2, upkeepRounding: 'down', upkeepMinimum: 1 });
  });

  it('concentration: +2 or half the damage − 8 (FACTS.md › Techniques (Capítulo Seis))', () => {
    expect(t.sustain).toMatchObject({ concentrationMinBonus: 2, concentrationDamageDivisor: 2, concentrationDamageOffset: 8, atATime: 1 });
  });

  it('Alcance · Distância · Pontos (tables/06-tecnicas.md › Alcance e área)', () => {
    const rows: [string, number | null, number, number][] = [
      ['pessoal', null, 0, 0],
      ['toque', null, 0, 0],
      ['curto', 6, 0, 1],
      ['medio', 12, 1, 2],
      ['longo', 18, 2, 3],
      ['vista', null, 3, 4],
    ];
    for (const [slug, m, cosmo, golpe] of rows) {
      const r = t.ranges[slug as keyof typeof t.ranges];
      expect([r.meters, r.points.cosmo, r.points.golpe], slug).toEqual([m, cosmo, golpe]);
    }
  });

  it('area: double +2, selective +1; zona is sustained (FACTS.md › Techniques (Capítulo Seis))', () => {
    expect(t.areaExtras.doubled.points).toBe(2);
    expect(t.areaExtras.selective.points).toBe(1);
    expect(t.areaShapes.zona.requiresDuration).toBe('sustentada');
    expect(Object.keys(t.areaShapes)).toEqual(['explosao', 'cone', 'linha', 'zona']);
  });

  it('Dano: alvo único 1d8, área 1d6 (Efeito · Reflexos), contínuo 1d6 (tables/06-tecnicas.md › Dano)', () => {
    expect(t.effects.dano).toMatchObject({ die: 8, pointsPerUnit: 1, roll: { kind: 'ataque', against: 'DEF' } });
    expect(t.effects.dano_area).toMatchObject({ die: 6, pointsPerUnit: 1, roll: { kind: 'efeito', against: 'reflexos' } });
    expect(t.effects.dano_continuo).toMatchObject({ die: 6, pointsPerUnit: 1 });
  });

  it('Vida e proteção: PV temporários 1d8, cura 1d8 só Cosmo, defesa +2, Refletir 4 só reação (tables/06-tecnicas.md › Vida e proteção)', () => {
    expect(t.effects.pv_temporarios).toMatchObject({ die: 8, pointsPerUnit: 1, selfSpending: true });
    expect(t.effects.cura).toMatchObject({ die: 8, natures: ['cosmo'] });
    expect(t.effects.defesa).toMatchObject({ pointsPerUnit: 1, defBonus: 2 });
    expect(t.effects.refletir).toMatchObject({ pointsPerUnit: 4, single: true, activation: 'reacao', reflectCdBase: 10 });
  });

  it('Vantagem/Desvantagem 1 point each (tables/06-tecnicas.md › Vantagem, Desvantagem e condições)', () => {
    expect([t.effects.vantagem.pointsPerUnit, t.effects.desvantagem.pointsPerUnit]).toEqual([1, 1]);
  });

  it('Movimento: +3 m por Grau; empurrar/puxar 3 m por Grau (Fortitude); teletransporte 9 m por Grau por 2 pontos (tables/06-tecnicas.md › Movimento)', () => {
    expect(t.effects.movimento).toMatchObject({ pointsPerUnit: 1, metersPerGrau: 3 });
    expect(t.effects.empurrar).toMatchObject({ pointsPerUnit: 1, metersPerGrau: 3, roll: { kind: 'efeito', against: 'fortitude' } });
    expect(t.effects.puxar).toMatchObject({ pointsPerUnit: 1, metersPerGrau: 3 });
    expect(t.effects.teletransporte).toMatchObject({ pointsPerUnit: 2, metersPerGrau: 9 });
  });

  it('Modificadores: ten +1 (two are activations) and nine −1 rows (tables/06-tecnicas.md › Modificadores)', () => {
    const plus = ['ignora cobertura', 'não precisa ver o alvo', 'afeta vários aliados um por um', 'atravessa a armadura', 'quebra a armadura', 'marca', 'desfecho', 'gatilho'];
    expect(Object.values(t.modifiers).map((m) => m.label)).toEqual(plus);
    expect(Object.values(t.modifiers).every((m) => m.points === 1)).toBe(true);
    expect(t.modifiers.desfecho).toMatchObject({ requires: 'marca', marks: 4 });
    const minus = [
      'só uma vez por luta',
      'só com o Cosmo no Teto',
      'causa 1d6 por Grau em você',
      'te deixa Caído',
      'te deixa Desprevenido',
      'exige carregar',
      'só funciona sob uma condição difícil',
      'volta contra você',
      'pode ser quebrado',
      'quem tem o Sétimo escapa',
    ];
    expect(Object.values(t.limitations).map((m) => m.label)).toEqual(minus);
    expect(Object.values(t.limitations).every((m) => m.points === 1)).toBe(true);
  });

  it('size at least 1 (tables/engine-constants.md › O motor de técnicas)', () => {
    expect(t.sizeMinimum).toBe(1);
  });

  it('cost floor: ceil(size / 2), minimum 1 (FACTS.md › Techniques (Capítulo Seis))', () => {
    expect(t.cost).toEqual({ floorDivisor: 2, minimum: 1 });
  });

  it('evolution: CD 10 + size + 1 per Grau above the first (tables/06-tecnicas.md › Evoluir uma técnica)', () => {
    expect(t.evolution).toMatchObject({ cdBase: 10, cdPerSizePoint: 1, cdPerGrauAboveFirst: 1, interludeDays: 7, failureGivesAdvantage: true });
  });

  it('techniques known: start 2, up to 11 (FACTS.md › Techniques (Capítulo Seis))', () => {
    expect(t.known).toEqual({ start: 2, max: 11 });
  });

  it('every top-level key has provenance, and provenanceOf finds the Grau table', () => {
    for (const k of Object.keys(techniques)) expect(techniquesProvenance[k], k).toBeDefined();
    expect(provenanceOf('techniques.graus')?.kind).toBe('restored');
    expect(provenanceOf('techniques.graus.0.maxSize')?.kind).toBe('stated');
  });

  it('refuses a Grau table that does not grow (grau_not_monotone) and a max size below 1', () => {
    const bad = { ...techniques, graus: [techniques.graus[1]!, techniques.graus[0]!] };
    const r = parseWith(techniquesSchema, bad);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('grau_not_monotone');
    const r2 = parseWith(techniquesSchema, { ...techniques, graus: [{ ...techniques.graus[0]!, maxSize: 0 }] });
    expect(r2.issues.map((i) => i.code)).toContain('grau_max_size_below_one');
  });

  it('a house rule can change the Grau 1 max size', () => {
    const r = createRuleset({ id: 'casa', name: 'Casa', techniques: { graus: { 0: { maxSize: 6 } } } });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.techniques.graus[0]!.maxSize).toBe(6);
      expect(provenanceOf('techniques.graus.0.maxSize', r.value)?.kind).toBe('house');
    }
  });
});

const FT = '(FACTS.md › Techniques (Capítulo Seis))';
const tech = (over: Partial<TechniqueInput>): Technique => createTechnique({ ...punho, ...over });
const errorsOf = (x: Technique, owner?: Parameters<typeof measureTechnique>[1]) =>
  measureTechnique(x, owner).issues.filter((i) => i.severity === 'error').map((i) => i.code);
/** Every d20 shows `face`. */
const always = (face: number): RandomSource => ({ next: () => (face - 0.5) / 20 });

describe(`the facts of Capítulo Seis ${FT}`, () => {
  it(`nature: Golpe is FOR or DES, Cosmo is the Atributo do Cosmo; it sets the attribute and the starting range ${FT}`, () => {
    expect(t.natures.golpe.attributes).toEqual(['FOR', 'DES']);
    expect(t.natures.cosmo.attributes).toEqual(['INT', 'SAB', 'CAR']);
    expect([t.natures.golpe.freeRange, t.natures.cosmo.freeRange]).toEqual(['toque', 'curto']);
    // The engine: a Golpe takes the better of FOR and DES; a Cosmo technique the owner's Atributo do Cosmo.
    const owner = { level: 1, attributes: { FOR: 10, DES: 16, SAB: 14, INT: 8 }, cosmoAttribute: 'SAB' as const };
    expect(techniqueModifier(tech({}), owner).value).toBe(3);
    expect(techniqueModifier(tech({ nature: 'cosmo', range: 'curto' }), owner).value).toBe(2);
    // Curto is free for Cosmo and costs 1 for Golpe.
    const sizeAt = (nature: 'golpe' | 'cosmo') => measureTechnique(tech({ nature, range: 'curto' })).size.total;
    expect(sizeAt('golpe') - sizeAt('cosmo')).toBe(1);
  });

  it(`Ataque vs DEF or Efeito vs Fortitude/Reflexos/Vontade, never both ${FT}`, () => {
    expect(t.rolls.ataque.against).toBe('DEF');
    expect(t.rolls.efeito.against).toEqual(['fortitude', 'reflexos', 'vontade']);
    expect(errorsOf(tech({ roll: [{ kind: 'ataque' }, { kind: 'efeito', against: 'fortitude' }] }))).toContain('technique_roll_both');
    expect(errorsOf(tech({}))).toEqual([]);
  });

  it(`with Ataque, a hit applies damage and one weak effect ${FT}`, () => {
    expect(t.rolls.ataque.maxWeakEffects).toBe(1);
  });

  it(`média and forte conditions force Efeito ${FT}`, () => {
    expect(bookRuleset.combat.conditionRules.rollFrom).toBe('media');
    expect(bookRuleset.combat.conditions.cego?.grade).toBe('media');
    const cego = tech({ effects: [{ kind: 'dano', points: 1 }, { kind: 'condicao', condition: 'cego' }] });
    expect(errorsOf(cego)).toEqual(['technique_condition_needs_efeito']);
    expect(errorsOf(createTechnique({ ...cego, roll: { kind: 'efeito', against: 'fortitude' } }))).toEqual([]);
  });

  it(`a missed Efeito avoids the condition and halves the damage ${FT}`, () => {
    expect(t.rolls.efeito.missHalvesDamage).toBe(true);
    const poeira = tech({
      nature: 'cosmo',
      range: 'curto',
      area: { shape: 'explosao' },
      effects: [{ kind: 'dano_area', points: 2 }, { kind: 'condicao', condition: 'lento' }],
      roll: { kind: 'efeito', against: 'reflexos' },
    });
    expect(techniqueAtLevel(poeira, 1).amounts[0]?.halfOnMiss).toBe(true);
    expect(techniqueAtLevel(tech({}), 1).amounts[0]?.halfOnMiss).toBe(false);
  });

  it(`the sum: duration (with the first point) + extra points + range + activation = size; limitations cut the cost, never the size ${FT}`, () => {
    const x = tech({ activation: 'acao_bonus', range: 'medio', effects: [{ kind: 'dano', points: 3 }], grau: 2, limitations: ['uma_vez_por_luta'] });
    const r = measureTechnique(x);
    // instantânea 1 (with the 1st damage point) + 2 more damage points + médio for a Golpe 2 + ação bônus 1
    expect(t.durations.instantanea.points + 2 + t.ranges.medio.points.golpe + t.activations.acao_bonus.points).toBe(6);
    expect(r.size.total).toBe(6);
    expect(r.cost.total).toBe(5);
    expect(r.maxSize?.total).toBe(6);
    expect(errorsOf(createTechnique({ ...x, effects: [{ kind: 'dano', points: 4 }] }))).toContain('technique_over_max_size');
  });

  it(`limitation floor: cost ≥ ceil(size / 2), and ≥ 1 ${FT}`, () => {
    const dragao = tech({ effects: [{ kind: 'dano', points: 2 }, { kind: 'condicao', condition: 'caido' }], limitations: ['te_deixa_desprevenido', 'uma_vez_por_luta'] });
    expect([measureTechnique(dragao).size.total, measureTechnique(dragao).cost.total]).toEqual([3, 2]);
  });

  it(`the engine does not buy destiny; Banido is buyable ${FT}`, () => {
    expect(bookRuleset.combat.conditionGrades.destino).toBeNull();
    expect(bookRuleset.combat.conditions.petrificado?.grade).toBe('destino');
    expect(bookRuleset.combat.conditions.banido?.grade).toBe('forte');
    const efeito = { nature: 'cosmo' as const, range: 'curto' as const, roll: { kind: 'efeito' as const, against: 'vontade' as const }, grau: 2 };
    expect(errorsOf(tech({ ...efeito, effects: [{ kind: 'condicao', condition: 'petrificado' }] }))).toEqual(['technique_destiny_effect']);
    expect(errorsOf(tech({ ...efeito, effects: [{ kind: 'condicao', condition: 'banido' }] }))).not.toContain('technique_destiny_effect');
  });

  it(`damage = points × die + points × point bonus + modifier; 1d8 at level 1, 1d8 + 9 at level 10 ${FT}`, () => {
    expect(t.effects.dano.die).toBe(8);
    const one = tech({ effects: [{ kind: 'dano', points: 1 }], grau: 3 });
    expect(techniqueAtLevel(one, 1).text).toBe('1d8 + mod');
    expect(techniqueAtLevel(one, 10).text).toBe('1d8 + 9 + mod');
    const three = tech({ effects: [{ kind: 'dano', points: 3 }], grau: 2 });
    // level 6: point bonus 6 − 1 = 5 → 3d8 + 3 × 5 + mod
    expect(techniqueAtLevel(three, 6).text).toBe(`3d8 + ${3 * (6 - t.pointBonusLevelOffset)} + mod`);
    expect(techniqueAtLevel(three, 6).text).toBe('3d8 + 15 + mod');
    // area points roll d6: "two area points are 2d6, plus the modifier once"
    const area = tech({ nature: 'cosmo', range: 'curto', area: { shape: 'explosao' }, effects: [{ kind: 'dano_area', points: 2 }], roll: { kind: 'efeito', against: 'reflexos' } });
    expect(techniqueAtLevel(area, 1).text).toBe('2d6 + mod');
  });

  it(`evolution: failure gives Vantagem on the next try ${FT}`, () => {
    expect(t.evolution.failureGivesAdvantage).toBe(true);
    const r = attemptEvolution(tech({}), { owner: { level: 5 } }, always(1));
    expect(r.ok && [r.value.success, r.value.technique, r.value.nextAttemptAdvantage]).toEqual([false, null, true]);
    const again = attemptEvolution(tech({}), { owner: { level: 5 }, advantage: true }, always(1));
    expect(again.ok && again.value.test.dice.length).toBe(2);
    const house = createRuleset({ id: 'sem-vantagem', name: 'Sem Vantagem', techniques: { evolution: { failureGivesAdvantage: false } } });
    expect(house.ok).toBe(true);
    if (house.ok) {
      const h = attemptEvolution(tech({}), { owner: { level: 5 } }, always(1), house.value);
      expect(h.ok && h.value.nextAttemptAdvantage).toBe(false);
    }
  });

  it(`the signature technique rises one Grau by itself at each new Grau, no test, and stays read ${FT}`, () => {
    const garra = tech({ signature: true });
    expect(riseSignature(garra, { level: 4 })).toBe(garra);
    const at5 = riseSignature(garra, { level: 5 });
    expect([at5.grau, at5.id]).toEqual([2, garra.id]);
    expect(riseSignature(garra, { level: 17 }).grau).toBe(5);
    const other = tech({});
    expect(riseSignature(other, { level: 9 })).toBe(other);
  });

  it(`Golpe do Assento: built at the wearer's Grau, one point over the max size, outside the known limit, only in that armor ${FT}`, () => {
    expect(t.golpeDoAssento).toEqual({ extraMaxSize: 1, builtAtWearerGrau: true, countsTowardsKnown: false, onlyInItsArmor: true });
    // "Grau 4, tamanho máximo 7": Grau 4's 6 + the seat's 1. Without a Grau written, the wearer's (level 15 → Grau 4).
    const seat = tech({ golpeDoAssento: { seat: 'Aquário' }, grau: undefined });
    const r = measureTechnique(seat, { level: 15 });
    expect([r.grau, r.maxSize?.total]).toEqual([4, 7]);
    expect(measureTechnique(tech({ grau: undefined }), { level: 15 }).maxSize?.total).toBe(6);
    expect(formatTechnique(createTechnique({ ...seat, grau: 4 }))).toMatch(/Golpe do Assento:\s+Aquário \(pode passar 1 ponto do máximo\)/);
  });

  it(`new techniques: Interlúdio (7 days + the evolution test) or mid-fight (no test, one per fight, built beforehand, waiting) ${FT}`, () => {
    expect(t.evolution.interludeDays).toBe(7);
    expect(t.birth).toEqual({ interlude: { test: true }, midFight: { test: false, perFight: 1, builtBeforehand: true, waitsUntilBorn: true } });
    const waiting = tech({ waiting: true });
    expect(formatTechnique(waiting)).toMatch(/Esperando nascer:\s+sim: não pode ser usada até nascer/);
    const born = bornTechnique(waiting);
    expect([waiting.waiting, born.waiting, born.id]).toEqual([true, false, waiting.id]);
  });

  it(`techniques known: start 2, up to 11 ${FT}`, () => {
    expect([t.known.start, t.known.max]).toEqual([2, 11]);
  });

  it(`build steps, in order ${FT}`, () => {
    expect(t.buildSteps.map((s) => s.label)).toEqual([
      'Conceito',
      'Natureza',
      'Ativação',
      'Duração',
      'Efeitos',
      'Alcance e área',
      'Rolagem',
      'Some o tamanho',
      'Grave o Grau',
      'Dê um nome',
      'Aprove',
    ]);
  });

  it(`registration template: fourteen fields, in the book's order; any blank field = not ready ${FT}`, () => {
    const fields = [
      'Nome',
      'Natureza',
      'Ativação',
      'Duração',
      'Alcance e área',
      'Efeitos e pontos',
      'Modificadores',
      'Tamanho',
      'Limitações',
      'Custo em Cosmo',
      'Grau',
      'Rolagem',
      'Dano ou cura',
      'Descrição',
    ];
    expect(Object.values(t.registrationTemplate).map((f) => f.label)).toEqual(fields);
    expect(formatTechnique(tech({})).split('\n').slice(0, 14).map((l) => l.split(':')[0])).toEqual(fields);
    expect(formatTechnique(tech({ activation: undefined }))).toMatch(/Ativação:\s+\(em branco — a técnica não está pronta\)/);
    // The formatter reads the labels from the ruleset.
    const house = createRuleset({ id: 'rotulos', name: 'Rótulos', techniques: { registrationTemplate: { nome: { label: 'Golpe' } } } });
    expect(house.ok).toBe(true);
    if (house.ok) expect(formatTechnique(tech({}), undefined, house.value).split('\n')[0]).toMatch(/^Golpe:\s+Punho de Meteoros$/);
  });
});

describe('the chapter text the tables carry (tables/06-tecnicas.md)', () => {
  it('A regra central (tables/06-tecnicas.md › (abertura do capítulo) — quadro "A regra central")', () => {
    expect(t.centralRule).toBe(
      'O tema determina como a técnica aparece; o motor determina o que ela faz. Técnicas de temas diferentes podem (e devem, se custarem o mesmo) ter o mesmo perfil de regra.',
    );
  });

  it('Rolagens: Ataque de técnica and Rolagem de Efeito formulas (tables/06-tecnicas.md › As duas formas de resolver › Quadro "Rolagens")', () => {
    expect(t.rolls.ataque.formula).toBe('1d20 + atributo + proficiência contra DEF');
    expect(t.rolls.efeito.formula).toBe('1d20 + atributo + proficiência contra defesa passiva');
  });

  it('O que é, column of the natures (tables/06-tecnicas.md › Primeiro: a natureza)', () => {
    expect(t.natures.golpe.description).toBe('O corpo levado ao limite: cem socos por segundo, o chute que parte a montanha, o salto impossível');
    expect(t.natures.cosmo.description).toBe('A energia solta do corpo: o ar que congela, a ilusão, a corrente que se move sozinha, o escudo de luz');
  });

  it('O que significa, column of the activations (tables/06-tecnicas.md › Ativação)', () => {
    expect([t.activations.acao.meaning, t.activations.acao_bonus.meaning, t.activations.reacao.meaning]).toEqual([
      'O padrão; ocupa a sua ação',
      'Pode acompanhar a sua ação',
      'Precisa de um gatilho escrito',
    ]);
  });

  it('Refletir: passed, it goes back whole; failed, it passes with half the damage; golpes comuns pass (tables/06-tecnicas.md › Vida e proteção)', () => {
    expect(t.effects.refletir).toMatchObject({
      reflectCdBase: 10,
      reflectSuccessReturnedFraction: 1,
      reflectFailureDamageFraction: 0.5,
      reflectGolpeComumPasses: true,
    });
  });
});

