import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnemyDocument } from '../../src/enemy/human.js';
import type { EnemyDocumentSheet } from '../../src/enemy/derive.js';

const DIR = join(__dirname, '..', '..', 'examples', 'inimigos');
const SRC = 'tables/10-inimigos.md › Dezoito inimigos prontos';

function load(slug: string): EnemyDocumentSheet {
  const r = readEnemyDocument(JSON.parse(readFileSync(join(DIR, `${slug}.json`), 'utf8')));
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join(' '));
  return r.value;
}

// The printed stat blocks ("Números" and "Ataques"), transcribed from the book:
// PV, DEF, Inic., Fort., Refl., Von., Cosmo, Resist., Conv., golpe comum, técnicas (custo · ataque · dano), Resposta.
type Printed = {
  numbers: [number, number, number, number, number, number, string, number | null, number];
  golpe: string;
  techniques: string[];
  resposta: string | null;
};
const PRINTED: Record<string, Printed> = {
  'cavaleiro-negro': { numbers: [23, 14, 2, 16, 18, 17, '1/1/5', 5, 0], golpe: '+4 · 1d10 + 2', techniques: ['Punho das Sombras (5 · +4 · 5d8 + 7)', 'Chama Negra (2 · +4 · 2d8 + 4)'], resposta: null },
  'espectro-novato': { numbers: [31, 14, 4, 16, 18, 17, '2/1/6', 5, 0], golpe: '+4 · 1d10 + 2', techniques: ['Garra do Estige (5 · +4 · 5d8 + 12)', 'Lamento do Aqueronte (2 · +4 · 2d8 + 6)'], resposta: null },
  'espectro-de-estrela-terrestre': {
    numbers: [42, 14, 4, 16, 18, 17, '2/1/6', 6, 0],
    golpe: '+4 · 1d8 + 2',
    techniques: ['Asa do Mundo Inferior (5 · +4 · 5d8 + 17)', 'Grito Maligno (3 · +4 · 3d8 + 11)', 'Garra do Cão do Inferno (2 · +4 · 2d8 + 8)'],
    resposta: null,
  },
  'satelite-de-artemis': {
    numbers: [67, 15, 5, 16, 20, 18, '3/2/8', 6, 1],
    golpe: '+6 · 1d8 + 3',
    techniques: ['Flecha de Prata da Lua (6 · +6 · 6d8 + 33)', 'Arco da Caçadora (4 · +6 · 4d8 + 23)', 'Luz Pálida (2 · +6 · 2d8 + 13)'],
    resposta: 'Luz Pálida · +6 · 2d8 + 13',
  },
  'palasita-de-terceira-classe': {
    numbers: [81, 15, 3, 16, 20, 18, '4/2/9', 6, 1],
    golpe: '+6 · 1d10 + 3',
    techniques: ['Corte da Grande Espada (6 · +6 · 6d8 + 39)', 'Lâmina do Instante (4 · +6 · 4d8 + 27)', 'Golpe do Punho (2 · +6 · 2d8 + 15)'],
    resposta: 'Golpe do Punho · +6 · 2d8 + 15',
  },
  'cavaleiro-de-prata': {
    numbers: [114, 17, 3, 16, 21, 19, '6/3/11', 8, 1],
    golpe: '+7 · 1d8 + 3 (dois golpes)',
    techniques: ['Correntes do Cão Infernal (6 · +7 · 6d8 + 51)', 'Chicote de Cosmo (4 · +7 · 4d8 + 35)', 'Laço de Aço (2 · +7 · 2d8 + 19)'],
    resposta: 'Laço de Aço · +7 · 2d8 + 19',
  },
  'comandante-sem-armadura': {
    numbers: [114, 13, 3, 16, 21, 19, '5/3/11', null, 1],
    golpe: '+7 · 1d8 + 3 (dois golpes)',
    techniques: ['Lança do Mundo Inferior (6 · +7 · 6d8 + 51)', 'Ordem de Hades (4 · +7 · 4d8 + 35)', 'Sombra que Prende (2 · +7 · 2d8 + 19)'],
    resposta: 'Sombra que Prende · +7 · 2d8 + 19',
  },
  marciano: {
    numbers: [133, 19, 2, 16, 22, 19, '5/3/11', 8, 1],
    golpe: '+8 · 1d8 + 4 (dois golpes)',
    techniques: ['Lança da Guerra (6 · +8 · 6d8 + 58)', 'Marcha Vermelha (4 · +8 · 4d8 + 40)', 'Grito de Batalha (2 · +8 · 2d8 + 22)'],
    resposta: 'Grito de Batalha · +8 · 2d8 + 22',
  },
  'espectro-de-estrela-celeste': {
    numbers: [153, 18, 6, 20, 22, 19, '6/3/12', 8, 1],
    golpe: '+8 · 1d8 + 4 (dois golpes)',
    techniques: ['Voo do Abismo (6 · +8 · 6d8 + 64)', 'Eclipse do Tártaro (4 · +8 · 4d8 + 44)', 'Pena Negra (2 · +8 · 2d8 + 24)'],
    resposta: 'Pena Negra · +8 · 2d8 + 24',
  },
  'cavaleiro-da-coroa': {
    numbers: [198, 18, 4, 21, 23, 20, '7/4/14', 10, 1],
    golpe: '+9 · 1d8 + 4 (dois golpes)',
    techniques: ['Raio da Coroa (6 · +9 · 6d8 + 76)', 'Disco Solar (4 · +9 · 4d8 + 52)', 'Calor do Meio-Dia (2 · +9 · 2d8 + 28)'],
    resposta: 'Calor do Meio-Dia · +9 · 2d8 + 28',
  },
  'anjo-caido': {
    numbers: [223, 19, 5, 21, 24, 20, '7/4/14', 9, 2],
    golpe: '+10 · 1d8 + 5 (dois golpes)',
    techniques: ['Queda do Céu (6 · +10 · 6d8 + 83)', 'Juízo da Asa Negra (4 · +10 · 4d8 + 57)', 'Pena de Cinza (2 · +10 · 2d8 + 31)'],
    resposta: 'Pena de Cinza · +10 · 2d8 + 31',
  },
  'guerreiro-deus': {
    numbers: [249, 21, 5, 21, 24, 20, '9/4/16', 11, 2],
    golpe: '+10 · 1d8 + 5 (dois golpes)',
    techniques: [
      'Golpe da Estrela da Ursa Maior (7 · +10 · 6d8 + 89, atravessa a armadura)',
      'Presas do Lobo do Norte (6 · +10 · 6d8 + 89)',
      'Tempestade de Cristal (4 · +10 · 4d8 + 61)',
      'Ventania Gelada (2 · +10 · 2d8 + 33)',
    ],
    resposta: 'Ventania Gelada · +10 · 2d8 + 33',
  },
  'general-marina': {
    numbers: [249, 22, 3, 21, 24, 20, '8/4/15', 11, 2],
    golpe: '+10 · 1d8 + 5 (dois golpes)',
    techniques: [
      'Triângulo das Ondas (7 · +10 · 6d8 + 89, atravessa a armadura)',
      'Maré Devastadora (6 · +10 · 6d8 + 89)',
      'Garra do Kraken (4 · +10 · 4d8 + 61)',
      'Redemoinho (2 · +10 · 2d8 + 33)',
    ],
    resposta: 'Redemoinho · +10 · 2d8 + 33',
  },
  'cavaleiro-de-ouro': {
    numbers: [277, 22, 3, 21, 24, 20, '9/4/15', 12, 3],
    golpe: '+10 · 1d8 + 5 (dois golpes)',
    techniques: [
      'o Golpe do Assento da vaga (7 · +10 · 6d8 + 95, atravessa a armadura)',
      'Impacto do Zodíaco (6 · +10 · 6d8 + 95)',
      'Muralha de Luz (4 · +10 · 4d8 + 65)',
      'Chama Dourada (2 · +10 · 2d8 + 35)',
    ],
    resposta: 'Chama Dourada · +10 · 2d8 + 35',
  },
  'cavaleiro-fantasma': {
    numbers: [277, 22, 3, 21, 24, 20, '9/4/15', 12, 0],
    golpe: '+10 · 1d8 + 5 (dois golpes)',
    techniques: [
      'o Golpe do Assento que ele tinha em vida (7 · +10 · 6d8 + 95, atravessa a armadura)',
      'Golpe do Rancor (6 · +10 · 6d8 + 95)',
      'Lamento de Ouro (4 · +10 · 4d8 + 65)',
      'Mão Fria (2 · +10 · 2d8 + 35)',
    ],
    resposta: null,
  },
  'juiz-do-inferno': {
    numbers: [355, 21, 7, 23, 25, 21, '9/5/18', 12, 3],
    golpe: '+11 · 1d8 + 5 (dois golpes)',
    techniques: [
      'Golpe do Juízo (7 · +11 · 6d8 + 107, atravessa a armadura)',
      'Garras do Grifo (6 · +11 · 6d8 + 107)',
      'Grande Cautela (4 · +11 · 4d8 + 73)',
      'Marionete Cósmica (2 · +11 · 2d8 + 39)',
    ],
    resposta: 'Marionete Cósmica · +11 · 2d8 + 39',
  },
  'tita-meio-desperto': {
    numbers: [355, 22, 3, 23, 25, 21, '10/5/17', 14, 2],
    golpe: '+11 · 1d8 + 5 (dois golpes)',
    techniques: [
      'o golpe do deus que ainda dorme nele (7 · +11 · 6d8 + 107, atravessa a armadura)',
      'Peso do Céu (6 · +11 · 6d8 + 107)',
      'Era de Ouro (4 · +11 · 4d8 + 73)',
      'Mão do Tártaro (2 · +11 · 2d8 + 39)',
    ],
    resposta: 'Mão do Tártaro · +11 · 2d8 + 39',
  },
};

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

describe(`the ready enemies reproduce their printed stat blocks (${SRC})`, () => {
  it('there are eighteen documents in examples/inimigos', () => {
    expect(readdirSync(DIR).filter((f) => f.endsWith('.json'))).toHaveLength(18);
  });

  for (const [slug, p] of Object.entries(PRINTED)) {
    it(`${slug}: Números, golpe comum, técnicas and Resposta as printed`, () => {
      const s = load(slug);
      if (s.kind !== 'guerreiro') throw new Error('expected a warrior');
      const st = s.stats;
      expect([
        st.hp.total,
        st.def.total,
        st.initiative,
        st.passiveDefenses.fortitude,
        st.passiveDefenses.reflexos,
        st.passiveDefenses.vontade,
        `${st.cosmo.start}/${st.cosmo.floor}/${st.cosmo.teto}`,
        st.resistencia?.total ?? null,
        s.conviccaoCount,
      ]).toEqual(p.numbers);
      const g = `${signed(st.attack)} · 1d${st.golpe.die} + ${st.golpe.bonus}${st.golpe.count > 1 ? ' (dois golpes)' : ''}`;
      expect(g).toBe(p.golpe);
      expect(
        s.techniques.map(
          (t) => `${t.name} (${t.cost} · ${signed(t.attack)} · ${t.text}${t.modifiers.includes('atravessa_armadura') ? ', atravessa a armadura' : ''})`,
        ),
      ).toEqual(p.techniques);
      expect(s.resposta ? `${s.resposta.name} · ${signed(s.resposta.attack)} · ${s.resposta.text}` : null).toBe(p.resposta);
      expect(s.usesSoloAgainstMany).toBe(p.numbers[8] > 0);
    });
  }

  it('aprendiz-rival (human level 3): PV 8, DEF 11, Inic. +1, 10/13/12, one Convicção, +3 · 1d6 + 1, Acrobacia +3, Atletismo +2', () => {
    const s = load('aprendiz-rival');
    if (s.kind !== 'humano') throw new Error('expected a human');
    expect([s.hp, s.def, s.initiative, s.passiveDefenses.fortitude, s.passiveDefenses.reflexos, s.passiveDefenses.vontade, s.conviccaoCount]).toEqual([
      8, 11, 1, 10, 13, 12, 1,
    ]);
    expect(`${signed(s.attack)} · 1d${s.golpe.die} + ${s.golpe.bonus}`).toBe('+3 · 1d6 + 1');
    expect(s.skills.map((k) => `${k.name} ${signed(k.bonus)}`)).toEqual(['Acrobacia +3', 'Atletismo +2']);
  });

  it('every document keeps only choices: no derived number is stored', () => {
    for (const f of readdirSync(DIR).filter((x) => x.endsWith('.json'))) {
      const doc = JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Record<string, unknown>;
      for (const key of ['hp', 'def', 'pv', 'cosmo', 'stats']) expect(doc, `${f} stores ${key}`).not.toHaveProperty(key);
    }
  });
});
