import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addGloria,
  canLevelUp,
  deriveFicha,
  evolveTechnique,
  levelOf,
  levelUp,
  promotePosto,
  validateWarrior,
  type LevelUpChoices,
  type Warrior,
} from '../../src/character/index.js';
import { choicesFor, newTech } from '../fixtures/teo.js';
import type { Result } from '../../src/issues/index.js';

const F = 'FACTS.md › Progression (Capítulo Doze)';
const T = 'tables/12-progressao.md';

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.issues, null, 1));
  return r.value;
}
function loadTeo(): Warrior {
  return must(validateWarrior(JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8'))));
}
function raiseTo(w: Warrior, level: number): Warrior {
  let c = w;
  while (levelOf(c) < level) c = must(levelUp(c, choicesFor(c, levelOf(c) + 1), { ignoreGloria: true }));
  return c;
}

describe(`Glória (${F})`, () => {
  it(`Glória to leave: 3 up to level 4; level-up needs it and resets it to zero (${F})`, () => {
    const teo = loadTeo();
    expect(canLevelUp(teo)).toBe(false);
    const r = levelUp(teo, { vidaOuCosmo: 'vida' });
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'gloria_not_enough', params: { gloria: 0, needed: 3, level: 1 } });
    const g = must(addGloria(teo, ['vencer_nomeado', 'posto_acima', 'objetivo_da_missao']));
    expect(g.gloria).toBe(3);
    expect(canLevelUp(g)).toBe(true);
    const up = must(levelUp(g, { vidaOuCosmo: 'vida' }));
    expect([levelOf(up), up.gloria]).toEqual([2, 0]);
  });
  it(`Glória triggers are worth 1 each (${T} › Glória)`, () => {
    expect(must(addGloria(loadTeo(), 'despertar_sentido')).gloria).toBe(1);
    expect(addGloria(loadTeo(), 'dormir').ok).toBe(false);
    expect(addGloria(loadTeo(), -1).issues[0]!.code).toBe('gloria_negative');
  });
});

describe(`level-up (${F})`, () => {
  it('does not mutate the original character', () => {
    const teo = loadTeo();
    const before = JSON.stringify(teo);
    const up = must(levelUp(teo, { vidaOuCosmo: 'cosmo' }, { ignoreGloria: true }));
    expect(JSON.stringify(teo)).toBe(before);
    expect(up).not.toBe(teo);
    expect(teo.levelUps).toHaveLength(0);
  });
  it(`HP: base + CON per level + ⌈level/2⌉ per Vida; Cosmo choice: +1 Teto, +1 start, piso +1 per two (${F})`, () => {
    const w = raiseTo(loadTeo(), 5);
    const f = deriveFicha(w);
    // levels 2 and 4 Vida, 3 and 5 Cosmo; CON 13 (+1)
    expect(f.attributes.CON.value).toBe(13);
    expect(f.hp.text).toBe('PV 49 = 38 base + 5 CON + 6 Vida');
    expect(f.cosmo.teto.total).toBe(6 + 2);
    expect(f.cosmo.start.total).toBe(2 + 2);
    expect(f.cosmo.floor.total).toBe(2);
    expect([f.proficiency, f.grau]).toEqual([3, 2]);
  });
  it(`raising CON recomputes HP as if it had always been that value (${F})`, () => {
    const w = raiseTo(loadTeo(), 3);
    const before = deriveFicha(w).hp.total; // 23 + 1×3 + 1×2 (one Vida at 2, ⌈3/2⌉ = 2)
    const up = must(levelUp(w, { vidaOuCosmo: 'cosmo', tecnicaOuAtributo: { kind: 'atributo', attribute: 'CON' } }, { ignoreGloria: true }));
    const after = deriveFicha(up).hp;
    expect(before).toBe(23 + 3 + 2);
    // CON 13 → 15: +2 per level for all four levels, not only from now on
    expect(after.text).toBe('PV 40 = 30 base + 8 CON + 2 Vida');
  });
  it('refuses a missing or a foreign slot, and leaves the character unchanged', () => {
    const w = raiseTo(loadTeo(), 3);
    const r = levelUp(w, { vidaOuCosmo: 'vida' }, { ignoreGloria: true });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('choice_missing');
    const r2 = levelUp(loadTeo(), { vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'pericia', skill: 'medicina' } }, { ignoreGloria: true });
    expect(r2.issues.map((i) => i.code)).toContain('choice_not_allowed');
  });
  it(`+2 DES from 15 three times is 21: refused with attribute_above_max (${T} › Subir de nível: você escolhe)`, () => {
    let w = loadTeo();
    let refused: Result<Warrior> | undefined;
    while (levelOf(w) < 10 && !refused) {
      const lvl = levelOf(w) + 1;
      const c = choicesFor(w, lvl);
      const withDes: LevelUpChoices = c.tecnicaOuAtributo ? { ...c, tecnicaOuAtributo: { kind: 'atributo', attribute: 'DES' } } : c;
      const r = levelUp(w, withDes, { ignoreGloria: true });
      if (!r.ok) refused = r;
      else w = r.value;
    }
    expect(deriveFicha(w).attributes.DES.value).toBe(19);
    expect(refused?.issues.map((i) => i.code)).toContain('attribute_above_max');
  });
  it(`fixed gains: Ataque Extra at 9 (two golpes), Quarta Convicção at 14, second signature at 18 (${T} › O que cada ganho fixo faz)`, () => {
    const w8 = raiseTo(loadTeo(), 8);
    expect(deriveFicha(w8).golpeComum.attacks).toBe(1);
    const w9 = raiseTo(w8, 9);
    expect(deriveFicha(w9).golpeComum.attacks).toBe(2);
    expect(deriveFicha(w9).fixedGains.map((g) => g.id)).toEqual(['criacao', 'leitura_de_combate', 'segunda_licao', 'ataque_extra']);
    const no4 = levelUp(raiseTo(w9, 13), { ...choicesFor(raiseTo(w9, 13), 14), quartaConviccao: undefined } as LevelUpChoices, { ignoreGloria: true });
    expect(no4.issues.map((i) => i.code)).toContain('quarta_conviccao_missing');
    const w18 = raiseTo(w9, 18);
    const f = deriveFicha(w18);
    expect(f.conviccoes.count).toBe(4);
    expect(w18.conviccoes).toHaveLength(4);
    expect(f.techniques.filter((t) => t.signature).map((t) => t.name)).toEqual(['Garra que Rasga o Céu', 'Olhos do Lince']);
    expect(f.licoes.map((l) => l.name)).toEqual(['Briga de Rua', 'Paciência da Rocha']);
  });
  it('the signature rises one Grau by itself at each new Grau (FACTS.md › Techniques (Capítulo Seis))', () => {
    const w9 = raiseTo(loadTeo(), 9);
    const f = deriveFicha(w9);
    const garra = f.techniques.find((t) => t.name === 'Garra que Rasga o Céu')!;
    const olhos = f.techniques.find((t) => t.name === 'Olhos do Lince')!;
    expect([garra.grau, olhos.grau]).toEqual([3, 1]);
    expect(garra.damage).toBe('2d8 + 18'); // point bonus +8 (level 9, Grau 3 cap 11) × 2 + DES 2
  });
  it('a new technique at level 4 is born at the level Grau; the limit is 11 (FACTS.md › Techniques (Capítulo Seis))', () => {
    const w4 = raiseTo(loadTeo(), 4);
    expect(w4.techniques).toHaveLength(3);
    expect(w4.techniques[2]!.grau).toBe(1);
    expect(deriveFicha(w4).techniquesKnown).toEqual({ count: 3, max: 11 });
  });
  it('the limit of 11 techniques: a twelfth is refused (technique_over_limit)', () => {
    // technique choices at every one of the nine levels 4…20: 2 + 9 = 11 — all allowed
    let w = loadTeo();
    while (levelOf(w) < 20) {
      const lvl = levelOf(w) + 1;
      const c = choicesFor(w, lvl);
      w = must(levelUp(w, c.tecnicaOuAtributo ? { ...c, tecnicaOuAtributo: { kind: 'tecnica', technique: newTech(lvl) } } : c, { ignoreGloria: true }));
    }
    expect(w.techniques).toHaveLength(11);
    const forced: Warrior = { ...w, techniques: [...w.techniques, { ...w.techniques[2]!, id: 'extra' as never }] };
    expect(validateWarrior(forced).issues.map((i) => i.code)).toContain('technique_over_limit');
    expect(levelUp(w, { vidaOuCosmo: 'vida' }, { ignoreGloria: true }).issues[0]!.code).toBe('level_up_beyond_max');
  });
  it('evolving a technique replaces it with a new, unread one at a Grau up to yours', () => {
    const w9 = raiseTo(loadTeo(), 9);
    const olhos = w9.techniques.find((t) => t.id === 'livro-olhos-do-lince')!;
    const e = must(evolveTechnique(w9, olhos.id, { ...(olhos as object), grau: 3, effects: [{ kind: 'desvantagem', points: 1 }] } as never));
    const t = e.techniques.find((x) => x.evolvedFrom === 'livro-olhos-do-lince')!;
    expect(t.grau).toBe(3);
    expect(t.id).not.toBe('livro-olhos-do-lince');
    expect(evolveTechnique(w9, olhos.id, { ...(olhos as object), grau: 4 } as never).ok).toBe(false);
  });
});

describe('Posto promotion (FACTS.md › Armor (Capítulo Sete))', () => {
  it('Prata from level 9: the armor moves to the Prata row with a second characteristic', () => {
    const w8 = raiseTo(loadTeo(), 8);
    expect(promotePosto(w8, { posto: 'prata', newCharacteristics: ['leve'] }).issues[0]!.code).toBe('posto_level_too_low');
    const w9 = raiseTo(w8, 9);
    const p = must(promotePosto(w9, { posto: 'prata', newCharacteristics: ['leve'] }));
    expect(p.posto).toBe('prata');
    expect(p.armor?.posto).toBe('prata');
    const f = deriveFicha(p);
    expect(f.armor).toMatchObject({ posto: 'Prata', def: { total: 4 } });
    expect(promotePosto(w9, { posto: 'elite', vacantSeat: true, armor: { name: 'Sagitário', posto: 'elite', accessory: 'nenhum', characteristics: [] } }).issues[0]!.code).toBe(
      'posto_not_next',
    );
  });
  it('elite from level 15 and only with a vacant seat', () => {
    const w15 = raiseTo(loadTeo(), 15);
    const prata = must(promotePosto(w15, { posto: 'prata', newCharacteristics: ['leve'] }));
    const seat = { name: 'Sagitário', posto: 'elite' as const, accessory: 'asas', characteristics: ['leve', 'ressonante', 'constelacao_viva'] };
    expect(promotePosto(prata, { posto: 'elite', vacantSeat: false, armor: seat }).issues[0]!.code).toBe('posto_needs_vacant_seat');
    const e = must(promotePosto(prata, { posto: 'elite', vacantSeat: true, armor: seat }));
    expect([e.posto, e.armor?.name]).toEqual(['elite', 'Sagitário']);
  });
});

describe('technique Grau (FACTS.md › Techniques (Capítulo Seis))', () => {
  it('a new technique cannot be born above the character’s Grau (technique_grau_above_level)', () => {
    const w3 = raiseTo(loadTeo(), 3);
    const r = levelUp(w3, { vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'tecnica', technique: { ...newTech(4), grau: 2 } } }, { ignoreGloria: true });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('technique_grau_above_level');
  });
});
