/**
 * The whole path: the book's Téo (examples/teo.json) → deriveFicha → fichaViewFromFicha → PDF with
 * the JSON document (src/export/json) embedded → edited in the form → importPdf with the real
 * document loader. Numbers checked against the printed ficha (tables/14-ficha.md › a ficha do Téo
 * de Lince).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveFicha, validateWarrior, type Warrior } from '../../../src/character/index.js';
import { characterDocument, loadDocument, saveDocument } from '../../../src/export/json/index.js';
import { exportFichaPdf, fichaViewFromFicha, fillFichaPdf, importPdf, parseFichaView } from '../../../src/export/pdf/index.js';
import { pdfText, skipPoppler } from './poppler.js';

const F = 'tables/14-ficha.md › a ficha do Téo de Lince';

function loadTeo(): Warrior {
  const r = validateWarrior(JSON.parse(readFileSync(new URL('../../../examples/teo.json', import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe(`fichaViewFromFicha — the Téo (${F})`, () => {
  const teo = loadTeo();
  const view = fichaViewFromFicha(deriveFicha(teo), { hp: 9, sangueGiven: 1, lidas: [{ enemy: 'Cavaleiro Negro', technique: 'Punho Negro' }] });

  it('is a valid FichaView', () => {
    expect(parseFichaView(view).ok).toBe(true);
  });

  it('carries the printed ficha’s numbers: PV 15, DEF 14, Teto 5, Cosmo inicial 2, Prof. +2, Reflexos 18, Vontade 18, Fortitude 15', () => {
    expect(view.hp).toEqual({ current: 9, max: 15 });
    expect([view.defense, view.cosmo.teto, view.cosmo.initial, view.proficiency]).toEqual([14, 5, 2, 2]);
    expect(view.defenses).toEqual({ fortitude: 15, reflexos: 18, vontade: 18 });
    expect(view.trainedDefenses).toEqual(['reflexos', 'vontade']);
    expect(view.initiative).toBe(4);
    expect(view.movement).toBe(12);
    expect(view.golpeComum).toEqual({ attack: 4, damageDie: '1d10', damageBonus: 2 });
    expect(view.armor.resistencia).toEqual([false, false, false, false]);
    expect(view.sangue).toEqual([true, false, false]);
    expect(view.gloria).toEqual({ current: 0, max: 3 });
  });

  it('skills: the six proficient ones, treino marked (Furtividade +4, Enganação +1 treino; Acrobacia, Percepção, Intuição +4, Atletismo +3)', () => {
    expect(Object.fromEntries(view.skills.map((s) => [s.name, [s.bonus, s.source]]))).toEqual({
      Acrobacia: [4, ''],
      Atletismo: [3, ''],
      Enganação: [1, 'treino'],
      Furtividade: [4, 'treino'],
      Intuição: [4, ''],
      Percepção: [4, ''],
    });
  });

  it('techniques: Garra que Rasga o Céu (assinatura) 3/3, 1d20 + 4 contra a DEF, 2d8 + 2; Olhos do Lince 2/2', () => {
    expect(view.techniques.map((t) => [t.name, t.signature, t.nature, t.size, t.cost, t.grau, t.roll, t.damage])).toEqual([
      ['Garra que Rasga o Céu', true, 'Golpe (DES)', 3, 3, 1, '1d20 + 4 contra a DEF', '2d8 + 2'],
      ['Olhos do Lince', false, 'Cosmo (SAB)', 2, 2, 1, '—', '—'],
    ]);
  });

  it('exports with the JSON document inside, and imports back through the document loader with the edits reported', async () => {
    const text = saveDocument(characterDocument, teo);
    expect(text.ok).toBe(true);
    if (!text.ok) return;
    const pdf = await exportFichaPdf(view, { document: text.value });
    expect(pdf.ok).toBe(true);
    if (!pdf.ok) return;
    if (!skipPoppler) {
      const t = pdfText(pdf.value).replace(/[ \t]+/g, ' ');
      expect(t).toContain('eu luto para que a Irmã Lúcia veja que o Lince voltou');
      expect(t).toContain('Cavaleiro Negro');
      expect(t).toMatch(/9 \/ 15 14 \+4 12 m/);
    }
    const edited = await fillFichaPdf(pdf.value, { 'pv.atual': '4', 'conviccoes.2.gasta': true });
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    const r = await importPdf(edited.value, { parse: (json) => loadDocument(characterDocument, json) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.document.data.name).toBe('Téo');
    expect(r.value.differences.map((d) => [d.path, d.before, d.after])).toEqual([
      [['hp', 'current'], '9', '4'],
      [['conviccoes', 1, 'gasta'], false, true],
    ]);
  });
});

describe('the Modelo de ficha fields that are only words: Traço and Elo divino (seed › Modelo de ficha; seed › Traço de origem)', () => {
  it('the armor’s origin trait and the character’s elo divino are stored and reach the sheet; the play snapshot still wins', () => {
    const teo = loadTeo();
    const w = { ...teo, details: { ...teo.details, eloDivino: 'o rosário de Atena' }, armor: { ...teo.armor!, trait: 'brilha no escuro' } } as Warrior;
    expect(validateWarrior(w).ok).toBe(true);
    const f = deriveFicha(w);
    expect(f.eloDivino).toBe('o rosário de Atena');
    const v = fichaViewFromFicha(f);
    expect(v.eloDivino).toBe('o rosário de Atena');
    expect(v.armor?.trait).toBe('brilha no escuro');
    expect(fichaViewFromFicha(f, { armorTrait: 'respira debaixo d’água' }).armor?.trait).toBe('respira debaixo d’água');
    expect(fichaViewFromFicha(deriveFicha(teo)).eloDivino).toBe('');
  });
});
