import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { characterSchema } from '../../src/character/schema.js';
import { deriveFicha } from '../../src/character/derive.js';
import { referenceEnemy } from '../../src/enemy/build.js';
import { deriveEnemy, deriveWarriorEnemy } from '../../src/enemy/derive.js';
import { enemySchema, type Enemy, type WarriorEnemy } from '../../src/enemy/schema.js';
import { checkEnemy, endFightLidas, recordLida, updateEnemy, validateEnemy, validateEnemyOrThrow } from '../../src/enemy/validate.js';

const DIR = join(__dirname, '..', '..', 'examples', 'inimigos');
const F10 = 'FACTS.md › Enemies (Capítulo Dez)';
const LIDA = 'seed › O mesmo golpe não funciona duas vezes (Quem lembra)';
const RECUAR = 'seed › Recuar em vez de cair';

const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const load = (f: string): unknown => JSON.parse(readFileSync(join(DIR, f), 'utf8'));

describe('the stored enemy is the stored character plus the enemy fields', () => {
  it('every ready enemy validates against enemySchema, with no issue at all', () => {
    expect(files).toHaveLength(18);
    for (const f of files) {
      const r = validateEnemy(load(f));
      expect(r.issues, f).toEqual([]);
      expect(r.ok, f).toBe(true);
    }
  });

  it('without the enemy fields, a ready enemy is a stored character the character schema accepts', () => {
    const enemyKeys = ['type', 'conviccaoCount', 'resposta', 'armyLabel', 'armyTrait', 'uniqueTrait', 'traits', 'remembersLidas', 'lidas', 'mayRetreat', 'awakens', 'tetoBonus', 'resistenciaBonus', 'band'];
    for (const f of files) {
      const doc = load(f) as Record<string, unknown>;
      const character = Object.fromEntries(Object.entries(doc).filter(([k]) => !enemyKeys.includes(k) && !(doc.kind === 'humano' && k === 'skills')));
      expect(characterSchema.safeParse(character).success, f).toBe(true);
    }
  });

  it('a validated enemy is deeply frozen; unknown keys and wrong shapes are coded issues, never throws', () => {
    const e = validateEnemyOrThrow(load('cavaleiro-de-prata.json')) as WarriorEnemy;
    expect(Object.isFrozen(e)).toBe(true);
    expect(Object.isFrozen(e.techniques[0])).toBe(true);
    const extra = validateEnemy({ ...(load('cavaleiro-de-prata.json') as object), boss: true });
    expect(extra.ok).toBe(false);
    expect(extra.issues[0]?.code).toMatch(/^enemy_schema_/);
    expect(validateEnemy({ kind: 'dragao' }).ok).toBe(false);
    expect(validateEnemy({ ...(load('cavaleiro-de-prata.json') as object), schemaVersion: 99 }).issues[0]?.code).toBe('character_version_unsupported');
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(typeof validateEnemy(x).ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });

  it(`the type's Convicções: nomeado 0, rival 1, chefe 2–3 (${F10})`, () => {
    const rival = referenceEnemy(9, 'prata', { type: 'rival' });
    expect(checkEnemy(rival)).toEqual([]);
    expect(checkEnemy({ ...rival, conviccaoCount: 2 })[0]).toMatchObject({ code: 'enemy_conviccoes_out_of_range', path: ['conviccaoCount'] });
    expect(checkEnemy({ ...rival, type: 'chefe' })).toEqual([]);
    expect(deriveWarriorEnemy({ ...rival, type: 'chefe' }).conviccaoCount).toBe(3);
  });

  it('the armor is the enemy\'s Posto; its accessory and characteristics are the ruleset\'s, as many as the Posto allows', () => {
    const e = referenceEnemy(9, 'prata');
    expect(checkEnemy({ ...e, posto: 'bronze' }).map((i) => i.code)).toContain('enemy_armor_posto_mismatch');
    const codes = checkEnemy({ ...e, armor: { ...e.armor!, characteristics: ['leve', 'leve', 'voadora'] } }).map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(['enemy_duplicate_characteristic', 'enemy_unknown_characteristic', 'enemy_too_many_characteristics']));
  });

  it('its techniques go through the technique engine (a technique above the max size is an error at its path)', () => {
    const e = referenceEnemy(3);
    const big = { ...e.techniques[0]!, effects: [{ kind: 'dano' as const, points: 9 }] };
    const issues = checkEnemy({ ...e, techniques: [big, ...e.techniques.slice(1)] });
    expect(issues[0]).toMatchObject({ code: 'technique_over_max_size', path: ['techniques', 0, 'effects'] });
  });

  it('its level-ups follow the character rules that hold for enemies (no attribute above 20)', () => {
    const e = referenceEnemy(20);
    const ups = e.levelUps.map((u) => (u.level === 18 ? { ...u, tecnicaOuAtributo: { kind: 'atributo' as const, attribute: 'DES' as const } } : u));
    expect(checkEnemy({ ...e, levelUps: ups }).map((i) => i.code)).toContain('attribute_above_max');
  });
});

describe('deriveEnemy: the derived ficha plus the enemy fields', () => {
  it('a ready enemy: its ficha is the character module\'s, its sheet adds type, traits, Resposta, Lidas, retreat', () => {
    const e = validateEnemyOrThrow(load('comandante-sem-armadura.json')) as WarriorEnemy;
    const s = deriveEnemy(e);
    if (s.kind !== 'guerreiro') throw new Error('expected a warrior');
    expect(s.ficha).toBe(deriveFicha(e));
    expect(s.stats.hp.total).toBe(s.ficha.hp.total);
    expect(s.enemy).toBe(e);
    expect(s).toMatchObject({ type: 'rival', conviccaoCount: 1, army: 'Hades (a voz do deus na terra)', uniqueTrait: 'Nunca vem sozinha.', mayRetreat: true, remembersLidas: true });
    expect(s.stats.posto).toBeNull();
    expect(s.resposta).toMatchObject({ name: 'Sombra que Prende', effect: null });
  });

  it(`step 7: the sheet may name another Resposta and what it carries beyond the damage (${F10})`, () => {
    const e = referenceEnemy(9, 'prata', { type: 'rival' });
    const s = deriveWarriorEnemy({ ...e, resposta: { techniqueId: 'tecnica-media', effect: 'derruba' } });
    expect(s.resposta).toMatchObject({ id: 'tecnica-media', text: '4d8 + 35', effect: 'derruba' });
    expect(checkEnemy({ ...e, resposta: { techniqueId: 'nenhuma' } })[0]?.code).toBe('enemy_resposta_unknown');
  });

  it(`"Quem lembra": a nomeado forgets its Lidas when the fight ends, a rival keeps them (${LIDA})`, () => {
    const nomeado = referenceEnemy(5);
    const rival = referenceEnemy(5, 'bronze', { type: 'rival' });
    expect(deriveWarriorEnemy(nomeado).remembersLidas).toBe(false);
    expect(deriveWarriorEnemy(rival).remembersLidas).toBe(true);
    expect(endFightLidas(recordLida(nomeado, 'Garra que Rasga o Céu')).lidas).toEqual([]);
    expect(endFightLidas(recordLida(rival, 'Garra que Rasga o Céu')).lidas).toEqual(['Garra que Rasga o Céu']);
    const figurante = { ...nomeado, type: 'figurante' as const };
    expect(recordLida(figurante, 'Garra que Rasga o Céu')).toBe(figurante);
  });

  it(`"Recuar em vez de cair" is on the sheet (${RECUAR})`, () => {
    expect(deriveWarriorEnemy(referenceEnemy(5)).mayRetreat).toBe(false);
    expect(deriveWarriorEnemy(referenceEnemy(5, 'bronze', { type: 'rival', mayRetreat: true })).mayRetreat).toBe(true);
  });

  it(`a figurante comes with its band line (${F10})`, () => {
    const f = deriveWarriorEnemy({ ...referenceEnemy(10), type: 'figurante', band: { size: 6 } });
    expect(f.band).toMatchObject({ level: 10, def: 14, damage: 17, standing: 6, advantage: true });
    expect(f.usesSoloAgainstMany).toBe(false);
    expect(checkEnemy({ ...referenceEnemy(10), band: { size: 6 } })[0]).toMatchObject({ code: 'enemy_band_not_figurante', severity: 'warning' });
  });

  it('a human enemy derives through the human ficha', () => {
    const s = deriveEnemy(validateEnemyOrThrow(load('aprendiz-rival.json')));
    if (s.kind !== 'humano') throw new Error('expected a human');
    expect(s.hp).toBe(s.ficha.hp.total);
    expect(s.type).toBe('rival');
  });
});

describe('immutable updates (immer): they never mutate the enemy they are given', () => {
  it('updateEnemy returns a new frozen enemy and leaves the old one as it was', () => {
    const rival = validateEnemyOrThrow(load('cavaleiro-de-prata.json'));
    const before = JSON.stringify(rival);
    const chefe = updateEnemy(rival, (d) => {
      d.type = 'chefe';
      d.conviccaoCount = 2;
    });
    expect(JSON.stringify(rival)).toBe(before);
    expect(rival.type).toBe('rival');
    expect(chefe.type).toBe('chefe');
    expect(Object.isFrozen(chefe)).toBe(true);
    expect((chefe as WarriorEnemy).techniques).toBe((rival as WarriorEnemy).techniques);
    expect(validateEnemy(chefe).ok).toBe(true);
  });

  it('recordLida and endFightLidas do not mutate (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 6 }), fc.constantFrom('nomeado', 'rival', 'chefe'), (names, type) => {
        const start: Enemy = referenceEnemy(6, 'bronze', { type });
        const before = JSON.stringify(start);
        let e = start;
        for (const n of names) e = recordLida(e, n);
        expect(e.lidas).toEqual([...new Set(names)]);
        endFightLidas(e);
        expect(JSON.stringify(start)).toBe(before);
        expect(enemySchema.safeParse(e).success).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
