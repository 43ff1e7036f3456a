import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addImprovement,
  armorMessages,
  armorSchema,
  craftImprovement,
  deriveArmor,
  kill,
  reformArmor,
  revive,
  validateArmor,
  type Armor,
  type BloodKind,
} from '../../src/armor/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { d20, faces, snapshot } from './helpers.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const strength = bookRuleset.armor.bloodLadder.strength;

describe(`the blood ladder, for any sequence of bloods (${F7})`, () => {
  it('whatever is offered, the accepted forms never get weaker, never pass the Posto limits, and always validate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bronze', 'prata', 'elite' as const),
        fc.array(fc.constantFrom<BloodKind>('guerreiro', 'elite', 'deus'), { maxLength: 14 }),
        (posto, bloods) => {
          let a: Armor = armorSchema.parse({
            name: 'X',
            posto,
            accessory: 'nenhum',
            characteristics: ['leve', 'pesada', 'ressonante'].slice(0, bookRuleset.armor.characteristicsPerPosto[posto]),
          });
          for (const b of bloods) {
            const dead = kill({ ...a, state: 'shattered' }, 'zero_pv_despedacada');
            if (!dead.ok) break; // cannot happen: a is alive here
            const r = revive(dead.value, { blood: b, oficio: { bonus: 40 } }, faces(d20(1)));
            if (!r.ok) {
              expect(['blood_weaker_than_last', 'blood_rung_full', 'armor_death_final']).toContain(r.issues[0]?.code);
              continue;
            }
            a = r.value.armor;
          }
          const rungs = a.forms.map((f) => strength[f.rung]);
          expect(rungs).toEqual([...rungs].sort((x, y) => x - y));
          for (const k of ['guerreiro', 'elite', 'deus'] as const) {
            expect(a.forms.filter((f) => f.rung === k).length).toBeLessThanOrEqual(bookRuleset.armor.bloodLadder.limits[posto][k]);
          }
          expect(validateArmor(a).ok).toBe(true);
          expect(deriveArmor(a, { con: 0, vidaChoices: 0 }).version).toBe(1 + a.forms.length);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('the Súplice remakes itself (tables/09-exercitos.md › Hades › Súplice sem sangue)', () => {
  const suplice = armorSchema.parse({ name: 'Estrela Terrestre', army: 'hades', posto: 'bronze', accessory: 'nenhum', characteristics: ['leve'] });

  it('in a week, in the same Version, without blood', () => {
    const dead = kill(suplice, 'efeito_de_destino');
    if (!dead.ok) throw new Error('kill refused');
    const r = reformArmor(dead.value);
    expect(r.ok && r.value.days).toBe(7);
    expect(r.ok && r.value.armor.state).toBe('intact');
    expect(r.ok && r.value.armor.forms).toEqual([]);
  });

  it('other armors only come back with blood; a living one has nothing to remake', () => {
    const athena = armorSchema.parse({ name: 'Lince', army: 'atena', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'], state: 'dead' });
    expect(reformArmor(athena).issues[0]?.code).toBe('armor_does_not_reform');
    expect(reformArmor(suplice).issues[0]?.code).toBe('armor_not_dead');
  });
});

describe('more updates leave their input untouched', () => {
  const base = () => armorSchema.parse({ name: 'Lince', army: 'hades', posto: 'prata', accessory: 'garras', characteristics: ['cortante', 'leve'] });
  it.each<[string, (a: Armor) => unknown]>([
    ['addImprovement', (a) => addImprovement(a, 'reforco_de_gamanio')],
    ['craftImprovement', (a) => craftImprovement(a, 'liga_de_oricalco', { bonus: 10 }, faces(d20(15)))],
    ['reformArmor', (a) => reformArmor({ ...a, state: 'dead' })],
  ])('%s does not mutate the original', (_, f) => {
    const a = base();
    const before = snapshot(a);
    f(a);
    expect(a).toEqual(before);
  });
});

describe('the armor issue catalogue', () => {
  it('every message is pt-BR text that uses its params', () => {
    const sample = {
      name: 'Lince', accessory: 'x', options: 'a, b', characteristic: 'c', count: 1, max: 2, expected: 3, posto: 'Bronze',
      improvement: 'm', minPosto: 'Prata', used: 1, version: 1, army: 'Hades', state: 'intact', blood: 'guerreiro', last: 'elite',
      rung: 'guerreiro', limit: 3, index: 0, thirds: 4, maxHp: 0, cause: 'c', kind: 'k', amount: -1, damage: -1, level: 8,
      minLevel: 9, from: 'Bronze', to: 'Prata', lent: 'Prata', own: 'Prata', resistencia: 2,
    };
    for (const [code, f] of Object.entries(armorMessages)) {
      const m = (f as (p: typeof sample) => string)(sample);
      expect(m.length, code).toBeGreaterThan(10);
      expect(m, code).not.toMatch(/undefined|NaN/);
    }
  });
});
