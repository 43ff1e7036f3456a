/**
 * M4 — the elite promotion gives the seat's Golpe do Assento.
 */
import { describe, expect, it } from 'vitest';
import { deriveFicha, promotePosto, validateWarrior } from '../../src/character/index.js';
import { grauAt } from '../../src/rules/levels.js';
import { must, refused, teoAt } from '../fixtures/teo.js';

const SUBIR = 'seed › Subir de Posto';
const TECH = 'FACTS.md › Techniques (Capítulo Seis)';
const seat = { name: 'Sagitário', posto: 'elite' as const, accessory: 'asas', characteristics: ['leve', 'ressonante', 'constelacao_viva'] };
/** A strike of `points` damage points: size = points (instantânea, toque, one target). */
const flecha = (points: number) => ({
  name: 'Flecha da Justiça',
  nature: 'golpe' as const,
  attribute: 'DES' as const,
  activation: 'acao' as const,
  duration: 'instantanea' as const,
  range: 'toque' as const,
  effects: [{ kind: 'dano' as const, points }],
  roll: { kind: 'ataque' as const, against: 'DEF' as const },
  description: 'A flecha de ouro.',
});

describe(`elite promotion gives the Golpe do Assento (${SUBIR}: "Subir para a elite dá a armadura da vaga, com as três características dela, o Golpe do Assento e o Sétimo dominado")`, () => {
  const prata15 = must(promotePosto(teoAt(15), { posto: 'prata', newCharacteristics: ['leve'] }));
  const grau = grauAt(15);
  const max = deriveFicha(prata15).techniques.length; // all count towards the known limit

  it(`is added at the wearer's Grau, with the seat, and does not count towards the known techniques (${TECH}: o Golpe do Assento não conta)`, () => {
    const e = must(promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat, golpeDoAssento: flecha(2) }));
    const g = e.techniques.at(-1)!;
    expect([g.name, g.grau, g.golpeDoAssento]).toEqual(['Flecha da Justiça', grau, { seat: 'Sagitário' }]);
    const f = deriveFicha(e);
    expect(f.techniquesKnown.count).toBe(max);
    expect(f.techniques.at(-1)).toMatchObject({ golpeDoAssento: true, valid: true });
    expect(validateWarrior(JSON.parse(JSON.stringify(e))).ok).toBe(true);
  });

  it(`may pass the max size of the Grau by one point, not by two (seed › O Golpe do Assento: "no Grau de quem veste a armadura, e pode passar um ponto do tamanho máximo")`, () => {
    const maxSize = 6; // Graus 2–5 (tables/06-tecnicas.md › Graus)
    expect(must(promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat, golpeDoAssento: flecha(maxSize + 1) })).techniques).toHaveLength(
      prata15.techniques.length + 1,
    );
    const before = JSON.stringify(prata15);
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat, golpeDoAssento: flecha(maxSize + 2) });
    expect(refused(r)).toEqual(expect.arrayContaining(['technique_not_ready', 'technique_over_max_size']));
    expect(r.issues[0]!.path).toEqual(['golpeDoAssento']);
    expect(JSON.stringify(prata15)).toBe(before);
  });

  it('built at the wearer’s Grau: another Grau is refused (golpe_do_assento_grau), input unchanged', () => {
    const before = JSON.stringify(prata15);
    expect(refused(promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat, golpeDoAssento: { ...flecha(2), grau: 1 } }))).toEqual([
      'golpe_do_assento_grau',
    ]);
    expect(JSON.stringify(prata15)).toBe(before);
  });

  it('without it the promotion goes through with the advisory golpe_do_assento_missing', () => {
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat });
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => [i.code, i.severity])).toEqual([['golpe_do_assento_missing', 'warning']]);
  });
});
