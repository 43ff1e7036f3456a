/**
 * The `techniques` section against the book: each expected row is copied here by hand from the
 * restored tables (tables/06-tecnicas.md, tables/05-combate.md) and the seed's prose (FACTS.md),
 * so data and test are two independent transcriptions.
 */
import { describe, expect, it } from 'vitest';
import { bookRuleset, createRuleset, parseWith, provenanceOf } from '../../src/index.js';
import { techniques, techniquesProvenance, techniquesSchema } from '../../src/rules/sections/techniques.js';

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
