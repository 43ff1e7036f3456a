import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveFicha, validateWarrior, type Warrior } from '../../src/character/index.js';

const F = 'tables/14-ficha.md › a ficha do Téo de Lince';

function loadTeo(): Warrior {
  const r = validateWarrior(JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  expect(r.issues).toEqual([]);
  return r.value;
}

describe(`Téo de Lince: every number of the printed ficha (${F})`, () => {
  const teo = loadTeo();
  const f = deriveFicha(teo);

  it('Cavaleiro de Bronze de Atena, nível 1, Lince, garras', () => {
    expect([f.army.name, f.posto.label, f.level, f.constellation, f.accessory.label]).toEqual(['Atena', 'Bronze', 1, 'Lince', 'Garras']);
  });
  it('Atributos: FOR 12 (+1) · DES 15 (+2) · CON 13 (+1) · INT 10 (+0) · SAB 14 (+2) · CAR 8 (−1)', () => {
    expect(Object.values(f.attributes).map((a) => [a.key, a.value, a.modifier])).toEqual([
      ['FOR', 12, 1],
      ['DES', 15, 2],
      ['CON', 13, 1],
      ['INT', 10, 0],
      ['SAB', 14, 2],
      ['CAR', 8, -1],
    ]);
  });
  it('PV · DEF · Teto · Cosmo inicial · Prof.: 15 · 14 · 5 · 2 · +2', () => {
    expect(f.hp.total).toBe(15);
    expect(f.hp.text).toBe('PV 15 = 14 base + 1 CON');
    expect('total' in f.def && f.def.total).toBe(14);
    expect(f.cosmo.teto.total).toBe(5);
    expect(f.cosmo.start.total).toBe(2);
    expect(f.proficiency).toBe(2);
    expect(f.grau).toBe(1);
  });
  it('Atributo do Cosmo: Sabedoria; bônus de técnica de Cosmo +4', () => {
    expect(f.cosmoAttribute).toEqual({ key: 'SAB', name: 'Sabedoria', modifier: 2 });
    expect(f.cosmoAttribute.modifier + f.proficiency).toBe(4);
  });
  it('Treino · lição: O Orfanato · Briga de Rua: Iniciativa 1d20 + 4', () => {
    expect(f.treino.name).toBe('O Orfanato');
    expect(f.licoes.map((l) => l.name)).toEqual(['Briga de Rua']);
    expect(f.initiative.total).toBe(4);
    expect(f.initiative.text).toBe('Iniciativa 4 = 2 DES + 2 Briga de Rua');
  });
  it('Perícias: Furtividade +4, Enganação +1 (treino) · Acrobacia +4, Percepção +4, Intuição +4, Atletismo +3 (livres)', () => {
    const by = Object.fromEntries(f.skills.filter((s) => s.proficient).map((s) => [s.name, [s.bonus.total, s.source]]));
    expect(by).toEqual({
      Furtividade: [4, 'treino'],
      Enganação: [1, 'treino'],
      Acrobacia: [4, 'livre'],
      Percepção: [4, 'livre'],
      Intuição: [4, 'livre'],
      Atletismo: [3, 'livre'],
    });
  });
  it('Defesas: Reflexos 18 e Vontade 18 (treinadas); Fortitude 15', () => {
    expect(f.passiveDefenses.reflexos).toMatchObject({ trained: true, value: { total: 18 } });
    expect(f.passiveDefenses.vontade).toMatchObject({ trained: true, value: { total: 18 } });
    expect(f.passiveDefenses.fortitude).toMatchObject({ trained: false, value: { total: 15 } });
  });
  it('Golpe comum: 1d20 + 4 contra a DEF, 1d10 + 2 de dano', () => {
    expect(f.golpeComum.toHit.total).toBe(4);
    expect(f.golpeComum.damage).toBe('1d10 + 2');
    expect(f.golpeComum.attacks).toBe(1);
  });
  it('Movimento: 12 metros, com a armadura no corpo', () => {
    expect(f.movement.total).toBe(12);
  });
  it('Armadura: Lince · Bronze, Versão 1 · DEF +2 · Resistência 4 (3 do Bronze e 1 da CON) · garras · Cortante', () => {
    expect(f.armor).toMatchObject({ name: 'Lince', posto: 'Bronze', version: 1, def: { total: 2 }, accessory: 'Garras', characteristics: ['Cortante'] });
    expect(f.resistencia).toMatchObject({ total: 4, text: 'Resistência 4 = 3 Posto (Bronze) + 1 CON' });
    expect(f.gaps).toEqual([]);
  });
  it('Técnica: Garra que Rasga o Céu (assinatura): Golpe (DES), tamanho 3, custo 3, Ataque 1d20 + 4 contra a DEF, 2d8 + 2', () => {
    const g = f.techniques[0]!;
    expect([g.name, g.signature, g.natureLabel, g.size, g.cost, g.grau, g.roll?.text, g.damage, g.valid]).toEqual([
      'Garra que Rasga o Céu',
      true,
      'Golpe (DES)',
      3,
      3,
      1,
      '1d20 + 4 contra a DEF',
      '2d8 + 2',
      true,
    ]);
  });
  it('Técnica: Olhos do Lince: Cosmo (SAB), reação, tamanho 2, custo 2', () => {
    const o = f.techniques[1]!;
    expect([o.name, o.signature, o.natureLabel, o.size, o.cost, o.grau, o.roll, o.damage, o.valid]).toEqual([
      'Olhos do Lince',
      false,
      'Cosmo (SAB)',
      2,
      2,
      1,
      null,
      '—',
      true,
    ]);
  });
  it('Trilhas: Centelhas 3 · Convicções 3 · Glória 0 de 3', () => {
    expect(f.centelhas).toBe(3);
    expect(f.conviccoes.count).toBe(3);
    expect(f.gloria).toEqual({ current: 0, toLeave: 3 });
  });
  it('Itens: a urna, corda de escalada, capa para a urna, um punhado de ervas medicinais', () => {
    expect(f.items).toEqual(['a urna', 'corda de escalada', 'capa para a urna', 'um punhado de ervas medicinais']);
  });
  it('without the armor on: DEF 12, Movimento 9, golpe comum 1d8 + 2', () => {
    const bare = deriveFicha(teo, undefined, { armorWorn: false });
    expect('total' in bare.def && bare.def.total).toBe(12);
    expect(bare.movement.total).toBe(9);
    expect(bare.golpeComum.damage).toBe('1d8 + 2');
  });
});

describe('the seed PV example (FACTS.md › Progression (Capítulo Doze))', () => {
  it('level 5, CON +2, two Vida choices: 38 + 10 + 6 = 54', () => {
    const teo = loadTeo();
    const w: Warrior = {
      ...teo,
      attributes: { method: 'padrao', values: { FOR: 12, DES: 13, CON: 15, INT: 10, SAB: 14, CAR: 8 } },
      levelUps: [
        { level: 2, vidaOuCosmo: 'vida' },
        { level: 3, vidaOuCosmo: 'cosmo', periciaOuDefesa: { kind: 'pericia', skill: 'medicina' } },
        { level: 4, vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'atributo', attribute: 'SAB' } },
        { level: 5, vidaOuCosmo: 'cosmo' },
      ],
    };
    const f = deriveFicha(w);
    expect(f.level).toBe(5);
    expect(f.hp.total).toBe(54);
    expect(f.hp.text).toBe('PV 54 = 38 base + 10 CON + 6 Vida');
  });
});
