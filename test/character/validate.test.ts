import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrateCharacter, validateCharacter, validateWarrior } from '../../src/character/index.js';

const teoJson = JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8'));

describe('validateCharacter', () => {
  it('reads examples/teo.json, deeply frozen', () => {
    const r = validateCharacter(teoJson);
    expect(r.ok).toBe(true);
    if (r.ok && r.value.kind === 'guerreiro') expect(Object.isFrozen(r.value) && Object.isFrozen(r.value.techniques[0])).toBe(true);
  });
  it('a document without schemaVersion is read as version 1 (migration fixture)', () => {
    const { schemaVersion: _v, ...old } = teoJson;
    const r = validateWarrior(old);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.schemaVersion).toBe(1);
  });
  it('refuses a newer version with character_version_unsupported', () => {
    expect(migrateCharacter({ ...teoJson, schemaVersion: 2 }).issues[0]!.code).toBe('character_version_unsupported');
    expect(validateCharacter({ ...teoJson, schemaVersion: 2 }).ok).toBe(false);
  });
  it('never throws on hostile input', () => {
    for (const bad of [null, 42, 'x', [], { kind: 'dragao' }, { ...teoJson, attributes: 'muitos' }]) expect(validateCharacter(bad).ok).toBe(false);
    const cyclic: Record<string, unknown> = { ...teoJson };
    cyclic.self = cyclic;
    expect(validateCharacter(cyclic).ok).toBe(false);
  });
  it('reports rule issues with paths: a duplicated free skill', () => {
    const r = validateCharacter({ ...teoJson, skills: ['furtividade', 'percepcao', 'intuicao', 'atletismo'] });
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'skill_duplicate', path: ['skills', 0] });
  });
  it('a human is not a warrior (not_a_warrior)', () => {
    const h = { kind: 'humano', army: 'atena', attributes: { method: 'humano', values: { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 } } };
    expect(validateCharacter(h).ok).toBe(true);
    expect(validateWarrior(h).issues[0]!.code).toBe('not_a_warrior');
  });
});
