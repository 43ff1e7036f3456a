import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveFicha, levelOf, levelUp, validateWarrior, type LevelUpChoices, type Warrior } from '../../src/character/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { attributeKeys } from '../../src/rules/keys.js';
import { baseHpAt, choiceSlotsAt, fixedGainsAt, hpPerVidaChoiceAt, tetoBaseAt } from '../../src/rules/levels.js';

const teoJson = JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8'));
const teo = (() => {
  const r = validateWarrior(teoJson);
  if (!r.ok) throw new Error('teo');
  return r.value;
})();
const R = bookRuleset;

/** Picks a valid choice for the next level from a stream of numbers. */
function choose(w: Warrior, pick: () => number): LevelUpChoices {
  const level = levelOf(w) + 1;
  const slots = choiceSlotsAt(level);
  const gains = fixedGainsAt(level);
  const f = deriveFicha(w);
  const choice: { -readonly [K in keyof LevelUpChoices]: LevelUpChoices[K] } = { vidaOuCosmo: pick() % 2 === 0 ? 'vida' : 'cosmo' };
  if (slots.includes('tecnica_ou_atributo')) {
    const raisable = attributeKeys.filter((k) => f.attributes[k].value + 2 <= R.creation.attributeMax);
    if (pick() % 2 === 0 || raisable.length === 0)
      choice.tecnicaOuAtributo = {
        kind: 'tecnica',
        technique: {
          name: `Técnica do nível ${level}`,
          nature: pick() % 2 === 0 ? 'golpe' : 'cosmo',
          activation: 'acao',
          duration: 'instantanea',
          range: 'toque',
          effects: [{ kind: 'dano', points: 1 + (pick() % 3) }],
          roll: { kind: 'ataque', against: 'DEF' },
          description: 'gerada',
        },
      };
    else choice.tecnicaOuAtributo = { kind: 'atributo', attribute: raisable[pick() % raisable.length]! };
  }
  if (slots.includes('pericia_ou_defesa')) {
    const skills = f.skills.filter((s) => !s.proficient).map((s) => s.id);
    const defenses = (Object.keys(f.passiveDefenses) as (keyof typeof f.passiveDefenses)[]).filter((d) => !f.passiveDefenses[d].trained);
    const options: LevelUpChoices['periciaOuDefesa'][] = [
      ...skills.map((skill) => ({ kind: 'pericia' as const, skill })),
      ...defenses.map((defense) => ({ kind: 'defesa' as const, defense })),
      ...(defenses.length === 0 ? [{ kind: 'iniciativa' as const }] : []),
    ];
    choice.periciaOuDefesa = options[pick() % options.length];
  }
  if (gains.includes('segunda_licao')) {
    const others = R.creation.treinos.filter((t) => t.id !== w.treino).map((t) => t.licao.id);
    choice.segundaLicao = others[pick() % others.length];
  }
  if (gains.includes('quarta_conviccao')) choice.quartaConviccao = 'eu luto para que a próxima geração não precise lutar';
  if (gains.includes('segunda_assinatura')) {
    const candidates = w.techniques.filter((t) => !t.signature && !t.golpeDoAssento);
    choice.segundaAssinatura = candidates[pick() % candidates.length]!.id;
  }
  if (pick() % 5 === 0) choice.rewriteConviccao = { index: pick() % w.conviccoes.length, text: 'eu luto por quem ficou para trás' };
  return choice;
}

describe('property: any sequence of valid level-ups from 1 to 20 (FACTS.md › Progression (Capítulo Doze))', () => {
  it('yields a valid character within the book’s bounds, and never mutates the input', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (numbers) => {
        let i = 0;
        const pick = () => numbers[i++ % numbers.length]!;
        let w: Warrior = teo;
        while (levelOf(w) < 20) {
          const before = JSON.stringify(w);
          const r = levelUp(w, choose(w, pick), { ignoreGloria: true });
          if (!r.ok) throw new Error(`level ${levelOf(w) + 1}: ${JSON.stringify(r.issues)}`);
          expect(JSON.stringify(w)).toBe(before);
          w = r.value;
        }
        expect(validateWarrior(JSON.parse(JSON.stringify(w))).ok).toBe(true);
        const f = deriveFicha(w);
        expect(f.level).toBe(20);
        expect(f.proficiency).toBe(6);
        expect(f.grau).toBe(5);
        for (const k of attributeKeys) expect(f.attributes[k].value).toBeLessThanOrEqual(R.creation.attributeMax);
        expect(f.techniquesKnown.count).toBeGreaterThanOrEqual(2);
        expect(f.techniquesKnown.count).toBeLessThanOrEqual(R.techniques.known.max);
        const vida = w.levelUps.filter((u) => u.vidaOuCosmo === 'vida').length;
        const cosmo = 19 - vida;
        const carneDeFogo = f.licoes.some((l) => l.id === 'carne_de_fogo') ? 20 : 0;
        expect(f.hp.total).toBe(baseHpAt(20) + f.attributes.CON.modifier * 20 + vida * hpPerVidaChoiceAt(20) + carneDeFogo);
        expect(f.cosmo.teto.total).toBe(tetoBaseAt(20) + cosmo);
        expect(f.cosmo.start.total).toBeLessThanOrEqual(f.cosmo.teto.total);
        expect(f.cosmo.floor.total).toBe(1 + Math.floor(cosmo / 2));
        expect(f.conviccoes.count).toBe(4);
        expect(w.conviccoes).toHaveLength(4);
        expect(f.golpeComum.attacks).toBe(2);
        expect(f.techniques.filter((t) => t.signature)).toHaveLength(2);
        expect(f.techniques.every((t) => t.valid)).toBe(true);
        expect(f.gaps).toEqual([]);
        expect(f.licoes).toHaveLength(2);
      }),
      { numRuns: 40 },
    );
  });
});
