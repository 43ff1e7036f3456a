/**
 * Evolution, the signature technique, birth, and re-pricing on level-up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../src/dice/random.js';
import {
  bornTechnique,
  createTechnique,
  evolutionCd,
  attemptEvolution,
  repriceOnLevelUp,
  riseSignature,
  techniqueTest,
  updateTechnique,
  type Technique,
} from '../../src/technique/index.js';

const dir = join(__dirname, '..', '..', 'examples', 'tecnicas');
const load = (slug: string): Technique => createTechnique(JSON.parse(readFileSync(join(dir, `${slug}.json`), 'utf8')));
/** Every d20 shows `face`. */
const always = (face: number): RandomSource => ({ next: () => (face - 0.5) / 20 });

describe('the evolution test (tables/06-tecnicas.md › Evoluir uma técnica)', () => {
  it('CD = 10 + size + 1 per Grau above the first', () => {
    expect(evolutionCd(load('asas-flamejantes')).text).toBe('CD 15 = 10 base + 5 tamanho');
    expect(evolutionCd(load('excalibur')).total).toBe(10 + 7 + 3);
  });

  it('roll = 1d20 + the technique’s attribute + proficiency', () => {
    const r = techniqueTest(load('excalibur'), { level: 15, attributes: { FOR: 18 } }, always(10));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.value.test.natural, r.value.test.modifier, r.value.test.proficiency, r.value.test.total]).toEqual([10, 4, 5, 19]);
    expect(r.value.success).toBe(false);
    expect(r.value.nextAttemptAdvantage).toBe(true);
  });

  it('success gives a new technique (new id, unread), rebuilt within the new max size, renamed; the old one untouched', () => {
    const punho = load('punho-de-meteoros');
    const r = attemptEvolution(
      punho,
      { owner: { level: 5, attributes: { FOR: 16 } }, rename: 'Punho de Cometas', rebuild: (d) => void (d.effects[0]!.points = 4) },
      always(15),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.cd.total).toBe(10 + 4 + 1);
    expect(r.value.success).toBe(true);
    const t = r.value.technique!;
    expect([t.name, t.grau, t.evolvedFrom, t.effects[0]?.points]).toEqual(['Punho de Cometas', 2, punho.id, 4]);
    expect(t.id).not.toBe(punho.id);
    expect(punho.grau).toBe(1);
    expect(punho.name).toBe('Punho de Meteoros');
  });

  it('failure keeps the old technique and gives Vantagem next time', () => {
    const r = attemptEvolution(load('punho-de-meteoros'), { owner: { level: 5 } }, always(1));
    expect(r.ok && [r.value.success, r.value.technique, r.value.nextAttemptAdvantage]).toEqual([false, null, true]);
    const again = attemptEvolution(load('punho-de-meteoros'), { owner: { level: 5 }, advantage: true }, always(1));
    expect(again.ok && again.value.test.dice.length).toBe(2);
  });

  it('a rebuild over the new max size is refused before rolling', () => {
    const r = attemptEvolution(load('punho-de-meteoros'), { owner: { level: 5 }, rebuild: (d) => void (d.effects[0]!.points = 7) }, always(20));
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('technique_over_max_size');
  });

  it('up to the owner’s Grau, never down', () => {
    expect(attemptEvolution(load('punho-de-meteoros'), { owner: { level: 4 }, toGrau: 2 }, always(20)).issues[0]?.code).toBe(
      'technique_evolve_above_owner',
    );
    expect(attemptEvolution(load('excalibur'), { owner: { level: 20 }, toGrau: 3 }, always(20)).issues[0]?.code).toBe('technique_evolve_grau_down');
  });
});

describe('the signature technique (FACTS.md › Techniques (Capítulo Seis))', () => {
  it('rises one Grau by itself at each new Grau, no test, and stays read (same id)', () => {
    const garra = load('garra-que-rasga-o-ceu');
    expect(riseSignature(garra, { level: 4 })).toBe(garra);
    const at5 = riseSignature(garra, { level: 5 });
    expect([at5.grau, at5.id]).toEqual([2, garra.id]);
    expect(garra.grau).toBe(1);
  });
  it('other techniques do not rise', () => {
    const olhos = load('olhos-do-lince');
    expect(riseSignature(olhos, { level: 9 })).toBe(olhos);
  });
});

describe('waiting to be born', () => {
  it('a waiting technique is born without mutating the stored one', () => {
    const w = updateTechnique(load('passo-de-luz'), (d) => void (d.waiting = true));
    const b = bornTechnique(w);
    expect([w.waiting, b.waiting]).toEqual([true, false]);
  });
});

describe('re-pricing on level-up', () => {
  it('says what each technique now deals, which stopped growing and which signature rose', () => {
    const garra = load('garra-que-rasga-o-ceu');
    const punho = load('punho-de-meteoros');
    const olhos = load('olhos-do-lince');
    const r = repriceOnLevelUp([garra, punho, olhos], { level: 4 }, { level: 5 });
    expect(r.lines.map((l) => [l.before.text, l.after.text, l.grew, l.stoppedGrowing, l.signatureRose])).toEqual([
      ['2d8 + 6 + DES', '2d8 + 8 + DES', true, false, true],
      ['2d8 + 6 + mod', '2d8 + 6 + mod', false, true, false],
      ['', '', false, false, false],
    ]);
    expect(r.lines[1]?.note).toBe(
      'Punho de Meteoros: 2d8 + 6 + mod → 2d8 + 6 + mod. Parou de crescer: o Grau 1 segura o bônus do ponto em +3; evolua para crescer.',
    );
    expect(r.lines[0]?.technique.grau).toBe(2);
    expect(r.text.split('\n')).toHaveLength(3);
  });
});
