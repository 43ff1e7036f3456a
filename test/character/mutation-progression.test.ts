/**
 * progression.ts under mutation testing (issue 29): Glória, level-up, evolution of a technique.
 * Rules: tables/12-progressao.md (Glória: 1 per trigger, +1 rider; 3 to leave levels 1–4; the
 * choices of each level; the Quarta Convicção at 14, the Segunda Assinatura at 18; 20 levels),
 * tables/06-tecnicas.md › O Grau (Grau 1 at 1–4, 2 at 5–8, 3 at 9–12). Warriors are built inside
 * each `it` (no static mutants, docs/mutacao.md).
 */
import { describe, expect, it } from 'vitest';
import { addGloria, canLevelUp, evolveTechnique, levelOf, levelUp, levelUpReport, promotePosto, type Warrior } from '../../src/character/index.js';
import { bookCharacterRuleset } from '../../src/index.js';
import { choicesFor, must, newTech, teo } from '../fixtures/teo.js';

const T12 = 'tables/12-progressao.md';
const T6 = 'tables/06-tecnicas.md › O Grau';

function raiseTo(w: Warrior, level: number): Warrior {
  let c = w;
  while (levelOf(c) < level) c = must(levelUp(c, choicesFor(c, levelOf(c) + 1), { ignoreGloria: true }));
  return c;
}

describe(`Glória (${T12} › Glória)`, () => {
  it('an amount adds to the Glória; a non-integer amount is a programmer error (TypeError)', () => {
    expect(must(addGloria({ ...teo, gloria: 1 }, 2)).gloria).toBe(3);
    expect(() => addGloria(teo, 1.5)).toThrow(TypeError);
  });
  it('gloria_negative carries the Glória it would reach', () => {
    const r = addGloria({ ...teo, gloria: 1 }, -3);
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'gloria_negative', path: ['gloria'], params: { gloria: -2 } });
    expect(must(addGloria({ ...teo, gloria: 1 }, -1)).gloria).toBe(0);
  });
  it('an unknown trigger: step_missing under gloria', () => {
    const r = addGloria(teo, ['vencer_nomeado', 'dormir']);
    expect(r.issues[0]).toMatchObject({ code: 'step_missing', path: ['gloria'], params: { step: 'Glória' } });
  });
  it('the +1 of Posto acima rides once per named win: two riders on one win are refused, with trigger and needs', () => {
    expect(must(addGloria(teo, ['vencer_nomeado', 'posto_acima', 'vencer_nomeado', 'posto_acima'])).gloria).toBe(4);
    const r = addGloria(teo, ['vencer_nomeado', 'posto_acima', 'posto_acima']);
    expect(r.issues[0]).toMatchObject({ code: 'gloria_rider_alone', params: { trigger: 'posto_acima', needs: 'vencer_nomeado' } });
  });
  it('canLevelUp: exactly 3 Glória leaves level 1, 2 does not', () => {
    expect(canLevelUp({ ...teo, gloria: 3 })).toBe(true);
    expect(canLevelUp({ ...teo, gloria: 2 })).toBe(false);
  });
  it('level 20 has no Glória to leave: canLevelUp is false whatever the Glória', () => {
    const w20 = raiseTo(teo, 20);
    expect(canLevelUp(w20)).toBe(false);
    expect(canLevelUp({ ...w20, gloria: 50 })).toBe(false);
  });
  it('levelUp with the Glória resets it to zero; with ignoreGloria it is kept', () => {
    expect(must(levelUp({ ...teo, gloria: 4 }, { vidaOuCosmo: 'vida' })).gloria).toBe(0);
    expect(must(levelUp({ ...teo, gloria: 2 }, { vidaOuCosmo: 'vida' }, { ignoreGloria: true })).gloria).toBe(2);
    const r = levelUp({ ...teo, gloria: 2 }, { vidaOuCosmo: 'vida' });
    expect(r.issues[0]).toMatchObject({ code: 'gloria_not_enough', path: ['gloria'], params: { gloria: 2, needed: 3, level: 1 } });
  });
});

describe(`levelUp: the level's choices (${T12})`, () => {
  it('records the level and the choices as given', () => {
    const w = must(levelUp(teo, { vidaOuCosmo: 'cosmo' }, { ignoreGloria: true }));
    expect(w.levelUps).toEqual([{ level: 2, vidaOuCosmo: 'cosmo' }]);
    const w3 = must(levelUp(w, { vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'pericia', skill: 'medicina' } }, { ignoreGloria: true }));
    expect(w3.levelUps[1]).toEqual({ level: 3, vidaOuCosmo: 'vida', periciaOuDefesa: { kind: 'pericia', skill: 'medicina' } });
  });
  it('atributo +2 is recorded as the attribute; técnica nova as its id, the technique born at the Grau of the new level', () => {
    const w3 = raiseTo(teo, 3);
    const a = must(levelUp(w3, { vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'atributo', attribute: 'DES' } }, { ignoreGloria: true }));
    expect(a.levelUps.at(-1)!.tecnicaOuAtributo).toEqual({ kind: 'atributo', attribute: 'DES' });
    const w7 = raiseTo(teo, 7);
    const t = must(levelUp(w7, choicesFor(w7, 8), { ignoreGloria: true }));
    const learnt = t.techniques.at(-1)!;
    expect(learnt.name).toBe('Técnica 8');
    expect(learnt.grau).toBe(2);
    expect(t.levelUps.at(-1)!.tecnicaOuAtributo).toEqual({ kind: 'tecnica', techniqueId: learnt.id });
  });
  it('the Segunda Lição at 6 is recorded', () => {
    const w5 = raiseTo(teo, 5);
    const w6 = must(levelUp(w5, { ...choicesFor(w5, 6), segundaLicao: 'fluxo' }, { ignoreGloria: true }));
    expect(w6.levelUps.at(-1)!.segundaLicao).toBe('fluxo');
  });
  it('the Segunda Assinatura at 18 marks the chosen technique as a signature', () => {
    const w17 = raiseTo(teo, 17);
    const olhos = teo.techniques[1]!;
    const c = choicesFor(w17, 18);
    const w18 = must(levelUp(w17, { ...c, segundaAssinatura: olhos.id }, { ignoreGloria: true }));
    expect(w18.techniques.find((t) => t.id === olhos.id)!.signature).toBe(true);
    expect(w18.levelUps.at(-1)!.segundaAssinatura).toBe(olhos.id);
  });
  it('the Quarta Convicção at 14 is appended; missing, it is refused with the level', () => {
    const w13 = raiseTo(teo, 13);
    const c = choicesFor(w13, 14);
    const { quartaConviccao: _q, ...without } = c;
    const r = levelUp(w13, without, { ignoreGloria: true });
    expect(r.issues.map((i) => [i.code, i.params])).toContainEqual(['quarta_conviccao_missing', { level: 14 }]);
    const w14 = must(levelUp(w13, { ...without, quartaConviccao: 'eu luto por quem não tem voz' }, { ignoreGloria: true }));
    expect(w14.conviccoes).toHaveLength(4);
    expect(w14.conviccoes[3]).toBe('eu luto por quem não tem voz');
  });
  it('rewriteConviccao: a valid index replaces that line; outside 0..count-1 it is conviccao_count', () => {
    const w = must(levelUp(teo, { vidaOuCosmo: 'vida', rewriteConviccao: { index: 2, text: 'eu luto por quem ficou para trás' } }, { ignoreGloria: true }));
    expect(w.conviccoes[2]).toBe('eu luto por quem ficou para trás');
    expect(w.conviccoes[0]).toBe(teo.conviccoes[0]);
    const w0 = must(levelUp(teo, { vidaOuCosmo: 'vida', rewriteConviccao: { index: 0, text: 'eu luto por quem ficou para trás' } }, { ignoreGloria: true }));
    expect(w0.conviccoes[0]).toBe('eu luto por quem ficou para trás');
    for (const index of [-1, 3]) {
      const r = levelUp(teo, { vidaOuCosmo: 'vida', rewriteConviccao: { index, text: 'eu luto por nada' } }, { ignoreGloria: true });
      expect(r.ok).toBe(false);
      expect(r.issues[0]).toMatchObject({ code: 'conviccao_count', path: ['rewriteConviccao', 'index'], params: { count: 3, expected: 3 } });
    }
  });
  it('level 20 is the last: level_up_beyond_max with max 20', () => {
    const w20 = raiseTo(teo, 20);
    const r = levelUp(w20, { vidaOuCosmo: 'vida' }, { ignoreGloria: true });
    expect(r.issues[0]).toMatchObject({ code: 'level_up_beyond_max', path: ['level'], params: { max: 20 } });
  });
});

describe(`evolveTechnique (Capítulo Seis; ${T6})`, () => {
  it('an unknown technique: technique_unknown with its id', () => {
    const r = evolveTechnique(teo, 'nao-existe', teo.techniques[0] as never);
    expect(r.issues[0]).toMatchObject({ code: 'technique_unknown', path: ['techniqueId'], params: { id: 'nao-existe' } });
  });
  it('keeps the slot and the signature mark, points evolvedFrom at the original, and the chain keeps the first id', () => {
    const w9 = raiseTo(teo, 9);
    const garra = teo.techniques[0]!;
    const e = must(evolveTechnique(w9, garra.id, { ...(garra as object), grau: 3 } as never));
    const t = e.techniques[0]!;
    expect(t.id).not.toBe(garra.id);
    expect([t.evolvedFrom, t.signature, t.grau]).toEqual([garra.id, true, 3]);
    const e2 = must(evolveTechnique(e, t.id, { ...(t as object), grau: 3, name: 'Garra Nova' } as never));
    expect(e2.techniques[0]!.evolvedFrom).toBe(garra.id);
    expect(e2.techniques).toHaveLength(e.techniques.length);
  });
  it("above the owner's Grau: technique_grau_above_level with grau and ownerGrau", () => {
    const w9 = raiseTo(teo, 9);
    const olhos = teo.techniques[1]!;
    const r = evolveTechnique(w9, olhos.id, { ...(olhos as object), grau: 4 } as never);
    expect(r.issues).toContainEqual(expect.objectContaining({ code: 'technique_grau_above_level', path: ['evolved', 'grau'], params: { name: olhos.name, grau: 4, ownerGrau: 3 } }));
  });
});

describe(`Glória and levelUp: paths and params of the refusals (${T12} › Glória)`, () => {
  it('an unknown trigger names itself in the step_missing field; a lone rider is refused under gloria', () => {
    const r = addGloria(teo, ['vencer_nomeado', 'dormir']);
    expect(r.issues[0]!.params.field).toEqual(expect.stringContaining('"dormir"'));
    const alone = addGloria(teo, 'posto_acima');
    expect(alone.issues[0]).toMatchObject({ code: 'gloria_rider_alone', path: ['gloria'], params: { trigger: 'posto_acima', needs: 'vencer_nomeado' } });
  });
  it('a ruleset whose level has no Glória to leave: levelUp goes through and keeps the Glória (nothing to spend)', () => {
    const R = bookCharacterRuleset;
    const ruleset = { ...R, progression: { ...R.progression, levels: R.progression.levels.map((row, i) => (i === 0 ? { ...row, gloriaToLeave: null } : row)) } };
    const w = must(levelUp({ ...teo, gloria: 2 }, { vidaOuCosmo: 'vida' }, {}, ruleset));
    expect([levelOf(w), w.gloria]).toEqual([2, 2]);
  });
  it('the Quarta Convicção missing at 14 is refused under quartaConviccao', () => {
    const w13 = raiseTo(teo, 13);
    const { quartaConviccao: _q, ...without } = choicesFor(w13, 14);
    const r = levelUp(w13, without, { ignoreGloria: true });
    expect(r.issues).toContainEqual(expect.objectContaining({ code: 'quarta_conviccao_missing', path: ['quartaConviccao'], params: { level: 14 } }));
  });
  it('a quartaConviccao given at a level without the gain (2) is not appended', () => {
    const w = must(levelUp(teo, { vidaOuCosmo: 'vida', quartaConviccao: 'eu luto por nada' }, { ignoreGloria: true }));
    expect(w.conviccoes).toEqual(teo.conviccoes);
  });
  it('the entry holds only the choices given: no segundaLicao / segundaAssinatura keys when absent', () => {
    const w = must(levelUp(teo, { vidaOuCosmo: 'cosmo' }, { ignoreGloria: true }));
    expect(Object.keys(w.levelUps[0]!).sort()).toEqual(['level', 'vidaOuCosmo']);
  });
  it('a Segunda Assinatura naming no technique marks nothing (a Result, no throw)', () => {
    const w17 = raiseTo(teo, 17);
    const r = levelUp(w17, { ...choicesFor(w17, 18), segundaAssinatura: 'nao-existe' }, { ignoreGloria: true });
    expect(typeof r.ok).toBe('boolean');
    const signatures = (r.ok ? r.value : w17).techniques.filter((t) => t.signature).map((t) => t.id);
    expect(signatures).toEqual(w17.techniques.filter((t) => t.signature).map((t) => t.id));
  });
  it('a new technique that fails the technique schema: technique_schema_* under tecnicaOuAtributo.technique', () => {
    const w3 = raiseTo(teo, 3);
    const bad = { ...choicesFor(w3, 4), tecnicaOuAtributo: { kind: 'tecnica' as const, technique: { ...newTech(4), nature: 'nada' } as never } };
    const r = levelUp(w3, bad, { ignoreGloria: true });
    expect(r.ok).toBe(false);
    expect(r.issues.length).toBeGreaterThan(0);
    for (const i of r.issues) {
      expect(i.code.startsWith('technique_schema_')).toBe(true);
      expect(i.path.slice(0, 2)).toEqual(['tecnicaOuAtributo', 'technique']);
    }
  });
});

describe(`evolveTechnique: a schema-invalid evolution (Capítulo Seis; ${T6})`, () => {
  it('technique_schema_* under evolved', () => {
    const w9 = raiseTo(teo, 9);
    const garra = teo.techniques[0]!;
    const r = evolveTechnique(w9, garra.id, { ...(garra as object), grau: 3, nature: 'nada' } as never);
    expect(r.ok).toBe(false);
    expect(r.issues.length).toBeGreaterThan(0);
    for (const i of r.issues) {
      expect(i.code.startsWith('technique_schema_')).toBe(true);
      expect(i.path[0]).toBe('evolved');
    }
  });
  it('an evolution within the Grau of the owner passes (no technique_grau_above_level)', () => {
    const w9 = raiseTo(teo, 9);
    const olhos = teo.techniques[1]!;
    const r = evolveTechnique(w9, olhos.id, { ...(olhos as object), grau: 3 } as never);
    expect(r.issues.map((i) => i.code)).not.toContain('technique_grau_above_level');
    expect(r.ok).toBe(true);
  });
});

const SUBIR = `${T12} › Subir de Posto`;
const seat = { name: 'Sagitário', posto: 'elite' as const, accessory: 'asas', characteristics: ['leve', 'ressonante', 'constelacao_viva'] };

describe(`promotePosto: the refusals carry path and params (${SUBIR}: Prata from 9, elite from 15 with a vacant seat)`, () => {
  it('a Posto that is not the next one: posto_not_next with from and to', () => {
    const r = promotePosto(raiseTo(teo, 15), { posto: 'elite', vacantSeat: true, armor: seat });
    expect(r.issues).toEqual([expect.objectContaining({ code: 'posto_not_next', path: ['posto'], params: { from: 'bronze', to: 'elite' } })]);
  });
  it('Prata before level 9: posto_level_too_low with the level and minLevel 9', () => {
    const r = promotePosto(raiseTo(teo, 8), { posto: 'prata', newCharacteristics: ['leve'] });
    expect(r.issues).toEqual([expect.objectContaining({ code: 'posto_level_too_low', path: ['posto'], params: { posto: 'Prata', level: 8, minLevel: 9 } })]);
  });
  it("the Prata armor's refusals come under armor", () => {
    const r = promotePosto(raiseTo(teo, 9), { posto: 'prata', newCharacteristics: ['nao_existe'] });
    expect(r.issues).toEqual([expect.objectContaining({ code: 'characteristic_unknown', path: ['armor', 'newCharacteristics', 0], params: { characteristic: 'nao_existe' } })]);
  });
  it('Prata without newCharacteristics promotes the armor with none given', () => {
    const w9 = raiseTo(teo, 9);
    const r = promotePosto(w9, { posto: 'prata' });
    const withEmpty = promotePosto(w9, { posto: 'prata', newCharacteristics: [] });
    expect([r.ok, r.issues.map((i) => [i.code, i.path])]).toEqual([withEmpty.ok, withEmpty.issues.map((i) => [i.code, i.path])]);
  });
  it('a warrior without armor rises to Prata and still has no armor', () => {
    const { armor: _a, ...bare } = raiseTo(teo, 9);
    const p = must(promotePosto(bare as Warrior, { posto: 'prata', newCharacteristics: ['leve'] }));
    expect(p.posto).toBe('prata');
    expect('armor' in p).toBe(false);
  });
  it('elite before level 15: posto_level_too_low with the level and minLevel 15', () => {
    const prata9 = must(promotePosto(raiseTo(teo, 9), { posto: 'prata', newCharacteristics: ['leve'] }));
    const r = promotePosto(prata9, { posto: 'elite', vacantSeat: true, armor: seat });
    expect(r.issues).toEqual([expect.objectContaining({ code: 'posto_level_too_low', path: ['posto'], params: { posto: 'elite', level: 9, minLevel: 15 } })]);
  });
  it('elite without a vacant seat: posto_needs_vacant_seat under vacantSeat', () => {
    const prata15 = must(promotePosto(raiseTo(teo, 15), { posto: 'prata', newCharacteristics: ['leve'] }));
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: false, armor: seat });
    expect(r.issues).toEqual([expect.objectContaining({ code: 'posto_needs_vacant_seat', path: ['vacantSeat'], params: {} })]);
  });
  it('a seat armor without its three characteristics: posto_elite_armor_characteristics under armor.characteristics', () => {
    const prata15 = must(promotePosto(raiseTo(teo, 15), { posto: 'prata', newCharacteristics: ['leve'] }));
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: { ...seat, characteristics: ['leve', 'ressonante'] } });
    expect(r.issues).toEqual([
      expect.objectContaining({ code: 'posto_elite_armor_characteristics', path: ['armor', 'characteristics'], params: { count: 2, expected: 3 } }),
    ]);
  });
  it('without the Golpe do Assento: the warning golpe_do_assento_missing under golpeDoAssento, with the seat', () => {
    const prata15 = must(promotePosto(raiseTo(teo, 15), { posto: 'prata', newCharacteristics: ['leve'] }));
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat });
    expect(r.ok).toBe(true);
    expect(r.issues).toContainEqual(expect.objectContaining({ code: 'golpe_do_assento_missing', path: ['golpeDoAssento'], params: { seat: 'Sagitário' }, severity: 'warning' }));
  });
  it('a Golpe do Assento of another Grau: golpe_do_assento_grau with name, grau and ownerGrau', () => {
    const prata15 = must(promotePosto(raiseTo(teo, 15), { posto: 'prata', newCharacteristics: ['leve'] }));
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat, golpeDoAssento: { ...newTech(15), name: 'Flecha', grau: 1 } });
    expect(r.issues).toEqual([
      expect.objectContaining({ code: 'golpe_do_assento_grau', path: ['golpeDoAssento', 'grau'], params: { name: 'Flecha', grau: 1, ownerGrau: 4 } }),
    ]);
  });
  it('a schema-invalid Golpe do Assento: technique_schema_* under golpeDoAssento', () => {
    const prata15 = must(promotePosto(raiseTo(teo, 15), { posto: 'prata', newCharacteristics: ['leve'] }));
    const r = promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat, golpeDoAssento: { ...newTech(15), nature: 'nada' } as never });
    expect(r.ok).toBe(false);
    expect(r.issues.length).toBeGreaterThan(0);
    for (const i of r.issues) {
      expect(i.code.startsWith('technique_schema_')).toBe(true);
      expect(i.path[0]).toBe('golpeDoAssento');
    }
  });
});

describe(`levelUpReport (${T12} › Ponto; ${T6})`, () => {
  it('3 → 4: a line whose damage alone changed is listed, with size and cost before and after', () => {
    const w3 = raiseTo(teo, 3);
    const w4 = must(levelUp(w3, choicesFor(w3, 4), { ignoreGloria: true }));
    const r = levelUpReport(w3, w4);
    const garra = r.techniques.find((l) => l.id === teo.techniques[0]!.id)!;
    expect(garra).toMatchObject({ isNew: false, damage: { before: '2d8 + 6', after: '2d8 + 8' }, size: { before: 3, after: 3 }, cost: { before: 3, after: 3 }, grau: { before: 1, after: 1 } });
    const nova = r.techniques.find((l) => l.isNew)!;
    expect(nova).toMatchObject({ size: { before: null, after: 2 }, cost: { before: null, after: 2 }, grau: { before: null, after: 1 } });
  });
});

describe(`levelUpReport: every changed column counts (${T6})`, () => {
  it('a line whose Grau alone changed is listed; a missing Grau shows as —', () => {
    const w9 = raiseTo(teo, 9);
    const olhos = teo.techniques[1]!;
    const up = { ...w9, techniques: w9.techniques.map((t) => (t.id === olhos.id ? { ...t, grau: 3 } : t)) } as Warrior;
    const r = levelUpReport(w9, up);
    expect(r.techniques).toHaveLength(1);
    expect(r.techniques[0]).toMatchObject({ id: olhos.id, isNew: false, damage: { before: '—', after: '—' }, size: { before: 2, after: 2 }, cost: { before: 2, after: 2 }, grau: { before: 1, after: 3 } });
    const { grau: _g, ...noGrau } = w9.techniques.find((t) => t.id === olhos.id)!;
    const none = { ...w9, techniques: w9.techniques.map((t) => (t.id === olhos.id ? noGrau : t)) } as Warrior;
    const back = levelUpReport(none, w9).techniques[0]!;
    expect(back.grau).toEqual({ before: null, after: 1 });
    expect(back.text.endsWith('Grau — → 1')).toBe(true);
    const lost = levelUpReport(w9, none).techniques[0]!;
    expect(lost.grau).toEqual({ before: 1, after: null });
    expect(lost.text.endsWith('Grau 1 → —')).toBe(true);
    const fresh = levelUpReport(w9, { ...w9, techniques: [...w9.techniques, { ...noGrau, id: 'novo-olhos' }] } as Warrior).techniques[0]!;
    expect([fresh.isNew, fresh.grau.after, fresh.text.endsWith('Grau —')]).toEqual([true, null, true]);
  });
});

describe(`levelUpReport: a size-only and a cost-only change are listed (tables/06-tecnicas.md › Custo: tamanho − limitações)`, () => {
  it('one more effect point offset by a limitation changes the size alone; a limitation alone changes the cost alone', () => {
    const w9 = raiseTo(teo, 9);
    const [garra, olhos] = [teo.techniques[0]!, teo.techniques[1]!];
    const edit = (id: string, f: (t: Warrior['techniques'][number]) => object) => ({ ...w9, techniques: w9.techniques.map((t) => (t.id === id ? f(t) : t)) }) as Warrior;
    const sized = levelUpReport(w9, edit(olhos.id, (t) => ({ ...t, limitations: ['uma_vez_por_luta'], effects: [{ kind: 'desvantagem', points: 2 }] }))).techniques;
    expect(sized.map((l) => [l.id, l.size, l.cost, l.grau])).toEqual([[olhos.id, { before: 2, after: 3 }, { before: 2, after: 2 }, { before: 1, after: 1 }]]);
    const cheaper = levelUpReport(w9, edit(garra.id, (t) => ({ ...t, limitations: ['exige_carregar'] }))).techniques;
    expect(cheaper.map((l) => [l.id, l.damage, l.size, l.cost])).toEqual([[garra.id, { before: '2d8 + 18', after: '2d8 + 18' }, { before: 3, after: 3 }, { before: 3, after: 2 }]]);
  });
});
