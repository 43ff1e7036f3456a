/**
 * derive.ts lines 1–569 under mutation testing (issue 29): the ficha's derived numbers, each with
 * its Breakdown terms (value and the `rule` path the label comes from). Rules: tables/03-criacao.md
 * (PV 14 + CON, DEF 10 + DES ou Atributo do Cosmo, Movimento 9 m, defesas passivas 14 + atributo
 * (+ proficiência), the treinos' lições: Briga de Rua +2 Iniciativa, Carne de Fogo +1 PV por nível),
 * tables/12-progressao.md (PV per level, Vida, atributo +2, "quem já é treinado nas três defesas
 * ganha +2 na Iniciativa"), tables/07-armaduras.md (Leve: +2 Iniciativa, +3 m), tables/06-tecnicas.md
 * (the roll line: 1d20 + atributo + proficiência contra a DEF ou uma defesa passiva). Every warrior
 * and ruleset is built inside its `it` (no static mutants, docs/mutacao.md).
 */
import { describe, expect, it } from 'vitest';
import { deriveFicha, techniqueOwnerOf, type Warrior } from '../../src/character/index.js';
import { bookCharacterRuleset, type CharacterRuleset } from '../../src/rules/index.js';
import type { Technique } from '../../src/technique/index.js';
import { teo, teoAt, garra, withAttributes } from '../fixtures/teo.js';

const T3 = 'tables/03-criacao.md';
const T6 = 'tables/06-tecnicas.md';
const T7 = 'tables/07-armaduras.md';
const T12 = 'tables/12-progressao.md';
const F14 = 'FACTS.md › The ficha (Capítulo Catorze)';

type LevelUp = Warrior['levelUps'][number];
const vidaUps = (n: number): LevelUp[] => Array.from({ length: n }, (_, i) => ({ level: i + 2, vidaOuCosmo: 'vida' }) as LevelUp);
/** Téo's Garra as a new, non-signature technique with some fields replaced. */
const tech = (extra: Record<string, unknown>): Technique => ({ ...garra(), id: 'x-teste', name: 'Teste', signature: false, ...extra }) as Technique;
const creation = (v: number) => ({ label: 'criação', value: v, rule: 'creation.standardArray' });

describe(`atributos: creation value + the raises of the level-ups (${T3}, ${T12} › técnica ou atributo +2)`, () => {
  it('Téo at level 1: names from the ruleset, one "criação" term each', () => {
    const a = deriveFicha({ ...teo }).attributes;
    expect(Object.values(a).map((x) => [x.key, x.name, x.value, x.modifier])).toEqual([
      ['FOR', 'Força', 12, 1],
      ['DES', 'Destreza', 15, 2],
      ['CON', 'Constituição', 13, 1],
      ['INT', 'Inteligência', 10, 0],
      ['SAB', 'Sabedoria', 14, 2],
      ['CAR', 'Carisma', 8, -1],
    ]);
    expect(a.DES.breakdown).toEqual({ label: 'DES', total: 15, terms: [creation(15)], text: 'DES 15 = 15 criação' });
  });

  it('Téo at level 12 (CON +2 at levels 6 and 10): each raise a term "nível N" of rule progression.choices.tecnicaOuAtributo', () => {
    const a = deriveFicha(teoAt(12)).attributes;
    expect(a.CON.value).toBe(17);
    expect(a.CON.modifier).toBe(3);
    expect(a.CON.breakdown.terms).toEqual([
      creation(13),
      { label: 'nível 6', value: 2, rule: 'progression.choices.tecnicaOuAtributo' },
      { label: 'nível 10', value: 2, rule: 'progression.choices.tecnicaOuAtributo' },
    ]);
    expect(a.SAB.breakdown.terms).toEqual([creation(14)]);
  });
});

describe(`PV: base of the level + CON × level + Vida + the lições (${T3}, ${T12})`, () => {
  it('level 1: 14 base + 1 CON, no note', () => {
    const hp = deriveFicha({ ...teo }).hp;
    expect(hp.total).toBe(15);
    expect(hp.terms).toEqual([
      { label: 'base', value: 14, rule: 'progression.levels.hpBase' },
      { label: 'CON', value: 1, rule: 'creation.finalSums' },
    ]);
    expect(hp.terms[1]).not.toHaveProperty('note');
  });

  it('level 12: 115 base + CON 3 × 12 + 6 Vida × 6', () => {
    const hp = deriveFicha(teoAt(12)).hp;
    expect(hp.total).toBe(187);
    expect(hp.terms).toEqual([
      { label: 'base', value: 115, rule: 'progression.levels.hpBase' },
      { label: 'CON', value: 36, rule: 'creation.finalSums', note: 'CON 3 × nível 12' },
      { label: 'Vida', value: 36, rule: 'progression.choices.vida', note: '6 × 6' },
    ]);
  });

  it('Carne de Fogo (A Ilha Infernal): +1 PV per level, rule creation.treinos.carne_de_fogo', () => {
    const hp = deriveFicha({ ...teo, treino: 'ilha_infernal', levelUps: vidaUps(3) }).hp;
    const term = hp.terms.find((t) => t.rule === 'creation.treinos.carne_de_fogo');
    expect(term).toEqual({ label: 'Carne de Fogo', value: 4, rule: 'creation.treinos.carne_de_fogo' });
    expect(hp.total).toBe(hp.terms.reduce((s, t) => s + t.value, 0));
    expect(deriveFicha({ ...teo, levelUps: vidaUps(3) }).hp.terms.map((t) => t.label)).toEqual(['base', 'CON', 'Vida']);
  });
});

describe(`DEF, Iniciativa, Movimento (${T3}, ${T7}, ${T12})`, () => {
  it('DEF: 10 base + the best of DES / Atributo do Cosmo (+ the guarda and the armor when worn)', () => {
    const worn = deriveFicha({ ...teo }).def;
    expect(worn).toEqual({
      label: 'DEF',
      total: 14,
      terms: [
        { label: 'base', value: 10, rule: 'creation.finalSums.def.base' },
        { label: 'DES', value: 2, rule: 'creation.finalSums.def' },
        { label: 'armadura: Posto (Bronze)', value: 2, rule: 'armor.postos.bronze' },
      ],
      text: 'DEF 14 = 10 base + 2 DES + 2 armadura: Posto (Bronze)',
    });
    const guarda = deriveFicha(teoAt(12)).def;
    expect('terms' in guarda && guarda.terms[1]).toEqual({ label: 'CON', value: 3, rule: 'creation.finalSums.def' });
  });

  it('Iniciativa: DES (combat.initiative) + Briga de Rua; a lição without a bonus adds no term', () => {
    const init = deriveFicha(teoAt(12)).initiative;
    expect(init.terms).toEqual([
      { label: 'DES', value: 2, rule: 'combat.initiative' },
      { label: 'Briga de Rua', value: 2, rule: 'creation.treinos.briga_de_rua' },
    ]);
    expect(init.total).toBe(4);
  });

  it('Iniciativa: +2 per "três defesas" choice (progression.choices.periciaOuDefesa)', () => {
    const ups = [
      { level: 2, vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'iniciativa' } },
      { level: 3, vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'iniciativa' } },
    ] as unknown as LevelUp[];
    const init = deriveFicha({ ...teo, levelUps: ups }).initiative;
    expect(init.terms).toEqual([
      { label: 'DES', value: 2, rule: 'combat.initiative' },
      { label: 'Briga de Rua', value: 2, rule: 'creation.treinos.briga_de_rua' },
      { label: 'três defesas', value: 4, rule: 'progression.choices.periciaOuDefesa' },
    ]);
    expect(init.total).toBe(8);
  });

  it('a Leve armor: +2 Iniciativa and +3 m only while worn', () => {
    const w: Warrior = { ...teo, armor: { ...teo.armor!, characteristics: ['leve'] } };
    const on = deriveFicha(w);
    expect(on.initiative.terms).toContainEqual({ label: 'armadura', value: 2, rule: 'armor.characteristics' });
    expect(on.initiative.total).toBe(6);
    const off = deriveFicha(w, bookCharacterRuleset, { armorWorn: false });
    expect(off.initiative.terms.map((t) => t.rule)).toEqual(['combat.initiative', 'creation.treinos.briga_de_rua']);
    expect(off.initiative.total).toBe(4);
  });

  it('Movimento: 9 m base (creation.finalSums.movement) + the armor when worn', () => {
    const m = deriveFicha({ ...teo }).movement;
    expect(m).toEqual({
      label: 'Movimento',
      total: 12,
      terms: [
        { label: 'base', value: 9, rule: 'creation.finalSums.movement' },
        { label: 'armadura', value: 3, rule: 'armor.pieces' },
      ],
      text: 'Movimento 12 = 9 base + 3 armadura',
    });
    expect(deriveFicha({ ...teo }, bookCharacterRuleset, { armorWorn: false }).movement.terms).toEqual([
      { label: 'base', value: 9, rule: 'creation.finalSums.movement' },
    ]);
  });
});

describe(`defesas passivas: 14 base + attribute (+ proficiência when trained) (${T3})`, () => {
  it('Téo: Fortitude untrained, Reflexos and Vontade trained', () => {
    const pd = deriveFicha({ ...teo }).passiveDefenses;
    const base = { label: 'base', value: 14, rule: 'creation.passiveDefenses.base' };
    const prof = { label: 'proficiência', value: 2, rule: 'progression.levels.proficiency' };
    expect(pd.fortitude).toEqual({
      name: 'Fortitude',
      trained: false,
      value: { label: 'Fortitude', total: 15, terms: [base, { label: 'CON', value: 1, rule: 'creation.passiveDefenses' }], text: 'Fortitude 15 = 14 base + 1 CON' },
    });
    expect(pd.reflexos.value.terms).toEqual([base, { label: 'DES', value: 2, rule: 'creation.passiveDefenses' }, prof]);
    expect(pd.vontade.value.total).toBe(18);
    expect(pd.vontade.value.terms).toEqual([base, { label: 'SAB', value: 2, rule: 'creation.passiveDefenses' }, prof]);
  });
});

describe(`the header of the ficha (${F14})`, () => {
  it('kind, army, posto, accessory and elo divino, read from the ruleset', () => {
    const f = deriveFicha({ ...teo });
    expect(f.kind).toBe('guerreiro');
    expect(f.army).toEqual({ id: 'atena', name: 'Atena' });
    expect(f.posto).toEqual({ id: 'bronze', label: 'Bronze' });
    expect(f.accessory).toEqual({ id: 'garras', label: 'Garras' });
    expect(f.eloDivino).toBeNull();
    expect(deriveFicha({ ...teo, details: { ...teo.details, eloDivino: 'Atena' } }).eloDivino).toBe('Atena');
  });

  it('the accessory is the armor\'s when there is one, else the warrior\'s', () => {
    const other = bookCharacterRuleset.armor.accessories.find((a) => a.slug !== 'garras')!;
    const f = deriveFicha({ ...teo, armor: { ...teo.armor!, accessory: other.slug } });
    expect(f.accessory).toEqual({ id: other.slug, label: other.label });
    const bare = deriveFicha({ ...teo, armor: undefined, accessory: other.slug });
    expect(bare.accessory).toEqual({ id: other.slug, label: other.label });
  });

  it('an unknown army or posto shows its id; an unknown lição id is left out', () => {
    expect(deriveFicha({ ...teo, army: 'nenhum' }).army).toEqual({ id: 'nenhum', name: 'nenhum' });
    expect(deriveFicha({ ...teo, armor: undefined, posto: 'nenhum' as Warrior['posto'] }).posto).toEqual({ id: 'nenhum', label: 'nenhum' });
    const ups = [{ level: 2, vidaOuCosmo: 'vida', segundaLicao: 'nao_existe' }] as unknown as LevelUp[];
    expect(deriveFicha({ ...teo, levelUps: ups }).licoes.map((l) => l.id)).toEqual(['briga_de_rua']);
  });

  it('with duplicate entries in a ruleset, the first wins (as Array.find)', () => {
    const R = bookCharacterRuleset;
    const atena = R.creation.armies.find((a) => a.id === 'atena')!;
    const custom = { ...R, creation: { ...R.creation, armies: [...R.creation.armies, { ...atena, name: 'Outra' }] } } as CharacterRuleset;
    expect(deriveFicha({ ...teo }, custom).army.name).toBe('Atena');
  });
});

describe(`the technique lines: nature, attribute, roll (${T6})`, () => {
  it('Téo\'s Garra: Golpe (DES), 1d20 + 4 contra a DEF (DES 2 + proficiência 2); Olhos do Lince rolls nothing', () => {
    const [g, o] = deriveFicha({ ...teo }).techniques;
    expect(g!.natureLabel).toBe('Golpe (DES)');
    expect(g!.golpeDoAssento).toBe(false);
    expect(g!.roll).toEqual({
      kind: 'ataque',
      against: 'DEF',
      bonus: {
        label: 'bônus',
        total: 4,
        terms: [
          { label: 'DES', value: 2, rule: 'creation.modifier' },
          { label: 'proficiência', value: 2, rule: 'progression.levels.proficiency' },
        ],
        text: 'bônus 4 = 2 DES + 2 proficiência',
      },
      text: '1d20 + 4 contra a DEF',
    });
    expect(g!.damage).toBe('2d8 + 2');
    expect(o!.natureLabel).toBe('Cosmo (SAB)');
    expect(o!.golpeDoAssento).toBe(false);
    expect(o!.roll).toBeNull();
  });

  it('a golpe without an attribute rolls with the better of FOR and DES (FOR on a tie); one with an attribute keeps it', () => {
    const line = (w: Warrior) => deriveFicha(w).techniques.find((t) => t.id === 'x-teste')!;
    const free = tech({ attribute: undefined });
    expect(line(withAttributes(teo, {}, { techniques: [free] })).attribute).toBe('DES');
    expect(line(withAttributes(teo, {}, { techniques: [free] })).natureLabel).toBe('Golpe (DES)');
    expect(line(withAttributes(teo, { FOR: 17 }, { techniques: [free] })).attribute).toBe('FOR');
    expect(line(withAttributes(teo, { FOR: 14 }, { techniques: [free] })).attribute).toBe('FOR');
    expect(line(withAttributes(teo, {}, { techniques: [tech({ attribute: 'FOR' })] })).attribute).toBe('FOR');
  });

  it('a cosmo technique without an attribute uses the Atributo do Cosmo; one with an attribute keeps it', () => {
    const line = (w: Warrior) => deriveFicha(w).techniques.find((t) => t.id === 'x-teste')!;
    const cosmo = (attribute: string | undefined) => tech({ nature: 'cosmo', attribute });
    expect(line({ ...teo, techniques: [cosmo(undefined)] }).attribute).toBe('SAB');
    expect(line({ ...teo, techniques: [cosmo(undefined)] }).natureLabel).toBe('Cosmo (SAB)');
    expect(line({ ...teo, techniques: [cosmo('CAR')] }).attribute).toBe('CAR');
  });

  it('a roll against a passive defense names it; a roll with no "against" that is not an ataque has none; no roll: null', () => {
    const line = (t: Technique) => deriveFicha({ ...teo, techniques: [t] }).techniques[0]!;
    const refl = line(tech({ roll: { kind: 'efeito', against: 'reflexos' } })).roll!;
    expect([refl.kind, refl.against, refl.text]).toEqual(['efeito', 'reflexos', '1d20 + 4 contra Reflexos']);
    const none = line(tech({ roll: { kind: 'efeito' } })).roll!;
    expect([none.kind, none.against, none.text]).toEqual(['efeito', undefined, '1d20 + 4']);
    const atk = line(tech({ roll: { kind: 'ataque' } })).roll!;
    expect([atk.against, atk.text]).toEqual(['DEF', '1d20 + 4 contra a DEF']);
    expect(line(tech({ roll: undefined })).roll).toBeNull();
  });

  it('no nature: "—"; two damage amounts joined by "; "', () => {
    const line = (t: Technique) => deriveFicha({ ...teo, techniques: [t] }).techniques[0]!;
    expect(line(tech({ nature: undefined })).natureLabel).toBe('—');
    const bare = line(tech({ nature: undefined, attribute: undefined }));
    expect([bare.natureLabel, bare.attribute, bare.roll]).toEqual(['—', undefined, null]);
    expect(line(tech({ effects: [{ kind: 'dano', points: 2 }, { kind: 'cura', points: 1 }] })).damage).toBe('2d8 + 2; 1d8 + 2');
  });

  it('the sign of the bonus: "− 1" below zero, "+ 0" at zero', () => {
    const line = (w: Warrior) => deriveFicha(w).techniques[0]!.roll!;
    const neg = line(withAttributes(teo, { CAR: 4 }, { techniques: [tech({ attribute: 'CAR' })] }));
    expect([neg.bonus.total, neg.text]).toEqual([-1, '1d20 − 1 contra a DEF']);
    const zero = line(withAttributes(teo, { CAR: 6 }, { techniques: [tech({ attribute: 'CAR' })] }));
    expect([zero.bonus.total, zero.text]).toEqual([0, '1d20 + 0 contra a DEF']);
  });
});

describe(`the technique-line cache and the ficha memo never show a stale line (${T6}, ${T12})`, () => {
  it('same technique objects, different attributes: the roll follows the new DES', () => {
    deriveFicha({ ...teo });
    const w = withAttributes(teo, { DES: 17 });
    expect(w.techniques[0]).toBe(teo.techniques[0]);
    expect(deriveFicha(w).techniques[0]!.roll!.text).toBe('1d20 + 5 contra a DEF');
    expect(techniqueOwnerOf(w).attributes?.DES).toBe(17);
  });

  it('same technique objects, a higher level: the signature\'s Grau and the proficiency follow', () => {
    deriveFicha({ ...teo });
    const g = deriveFicha({ ...teo, levelUps: vidaUps(4) }).techniques[0]!;
    expect(g.grau).toBe(2);
    expect(g.roll!.text).toBe('1d20 + 5 contra a DEF');
  });

  it('another ruleset: neither the memo nor the line cache returns the book\'s line', () => {
    const R = bookCharacterRuleset;
    const N = R.techniques.natures;
    const custom = { ...R, techniques: { ...R.techniques, natures: { ...N, golpe: { ...N.golpe, label: 'Soco' } } } } as CharacterRuleset;
    const w: Warrior = { ...teo };
    expect(deriveFicha(w).techniques[0]!.natureLabel).toBe('Golpe (DES)');
    expect(deriveFicha(w, custom).techniques[0]!.natureLabel).toBe('Soco (DES)');
    expect(deriveFicha({ ...teo }, custom).techniques[0]!.natureLabel).toBe('Soco (DES)');
    expect(deriveFicha({ ...teo }).techniques[0]!.natureLabel).toBe('Golpe (DES)');
  });

  it('the memo: the same warrior and options give the same ficha object; armorWorn true and false differ', () => {
    const w: Warrior = { ...teo };
    expect(deriveFicha(w)).toBe(deriveFicha(w));
    const on = deriveFicha(w, bookCharacterRuleset, { armorWorn: true });
    const off = deriveFicha(w, bookCharacterRuleset, { armorWorn: false });
    expect('total' in on.def && on.def.total).toBe(14);
    expect('total' in off.def && off.def.total).toBe(12);
  });
});
