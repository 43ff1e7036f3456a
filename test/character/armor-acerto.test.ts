/**
 * The armor's acerto (its blood forms) in the ficha's rolls: "O acerto soma em todas as suas
 * rolagens de ataque e Rolagens de Efeito, e a DEF, na sua DEF — enquanto a armadura estiver no
 * corpo. Em pedaços, ela não dá nenhum dos dois." (seed, Capítulo Sete › Cada revivida é uma forma
 * nova). Téo's V5 armor gives +2 no acerto (tables/07-armaduras.md › Nota "Exemplo").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { armorSchema } from '../../src/armor/index.js';
import { deriveFicha, validateWarrior, type Warrior } from '../../src/character/index.js';

const SEED = 'seed › Capítulo Sete, "O acerto soma em todas as suas rolagens de ataque e Rolagens de Efeito"';
const json = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

function teoWith(armor: unknown): Warrior {
  const teo = json('../../examples/teo.json') as Record<string, unknown>;
  const r = validateWarrior({ ...teo, armor: armorSchema.parse(armor) });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe('the armor acerto reaches every roll of the ficha', () => {
  const v5 = json('../../examples/armaduras/teo-v5.json');

  it(`Téo with his V1 armor: golpe comum +4, Garra 1d20 + 4 — no acerto yet (tables/14-ficha.md › a ficha do Téo; ${SEED})`, () => {
    const f = deriveFicha(teoWith(json('../../examples/armaduras/teo-v1.json')));
    expect(f.golpeComum.toHit.total).toBe(4);
    expect(f.techniques[0]!.roll?.text).toBe('1d20 + 4 contra a DEF');
  });

  it(`Téo with the V5 armor: +2 no acerto in the golpe comum and in the technique rolls, named by form (tables/07-armaduras.md › Nota "Exemplo"; ${SEED})`, () => {
    const f = deriveFicha(teoWith(v5));
    expect(f.golpeComum.toHit.total).toBe(6);
    expect(f.golpeComum.toHit.text).toBe('golpe comum 6 = 2 DES + 2 proficiência + 1 armadura: V2 (sangue de guerreiro) + 1 armadura: V4 (sangue de guerreiro)');
    const garra = f.techniques.find((t) => t.roll?.kind === 'ataque')!;
    expect(garra.roll?.text).toBe('1d20 + 6 contra a DEF');
    expect(garra.roll?.bonus.total).toBe(6);
  });

  it(`in pieces (shattered) or not worn, the armor gives no acerto (${SEED}, "Em pedaços, ela não dá nenhum dos dois")`, () => {
    const shattered = deriveFicha(teoWith({ ...(v5 as object), state: 'shattered' }));
    expect(shattered.golpeComum.toHit.total).toBe(4);
    expect(shattered.techniques[0]!.roll?.text).toBe('1d20 + 4 contra a DEF');
    const off = deriveFicha(teoWith(v5), undefined, { armorWorn: false });
    expect(off.golpeComum.toHit.total).toBe(4);
    expect(off.techniques[0]!.roll?.bonus.total).toBe(4);
  });

  it('a line reused after an edit follows the armor: re-deriving with another armor never keeps the old acerto', () => {
    const withV5 = teoWith(v5);
    expect(deriveFicha(withV5).techniques[0]!.roll?.bonus.total).toBe(6);
    const withV1 = { ...withV5, armor: armorSchema.parse(json('../../examples/armaduras/teo-v1.json')) } as Warrior;
    expect(deriveFicha(withV1).techniques[0]!.roll?.bonus.total).toBe(4);
  });
});
