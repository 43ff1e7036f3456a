import { describe, expect, it } from 'vitest';
import {
  bookProvenance,
  bookRuleset,
  createRuleset,
  provenanceOf,
  provenanceSchema,
  RULESET_LIMITS,
  rulesetSchema,
  rulesetSections,
  validateRuleset,
} from '../../src/index.js';

describe('the book ruleset', () => {
  it('validates against its own schema', () => {
    const r = rulesetSchema.safeParse(bookRuleset);
    expect(r.success, JSON.stringify(r.error?.issues.slice(0, 3))).toBe(true);
  });

  it('is deeply frozen', () => {
    const stack: unknown[] = [bookRuleset];
    let seen = 0;
    while (stack.length) {
      const v = stack.pop();
      if (v && typeof v === 'object') {
        expect(Object.isFrozen(v)).toBe(true);
        seen++;
        stack.push(...Object.values(v));
      }
    }
    expect(seen).toBeGreaterThan(rulesetSections.length);
  });

  it('every section has data and every top-level table has a provenance entry', () => {
    for (const section of rulesetSections) {
      const keys = Object.keys(bookRuleset[section]);
      expect(keys.length, `section ${section} is empty`).toBeGreaterThan(0);
      for (const key of keys) {
        const p = bookProvenance[section][key];
        expect(p, `${section}.${key} has no provenance`).toBeDefined();
        expect(provenanceSchema.safeParse(p).success).toBe(true);
      }
    }
  });

  it('every provenance entry points at a key that exists', () => {
    for (const section of rulesetSections) {
      for (const path of Object.keys(bookProvenance[section])) {
        // A segment that meets a list applies to every row of it ("treinos.licao.effects").
        let nodes: unknown[] = [bookRuleset[section]];
        for (const part of path.split('.')) {
          // In a list, a segment names a row by its id/key, or else applies to every row.
          nodes = nodes.flatMap((n) => {
            if (!Array.isArray(n) || /^\d+$/.test(part)) return [n];
            const row = n.find((r) => r && (r.id === part || r.key === part));
            return row ? [{ [part]: row }] : n;
          });
          expect(nodes.length, `${section}.${path}`).toBeGreaterThan(0);
          for (const n of nodes) {
            expect(n !== null && typeof n === 'object' && part in (n as object), `${section}.${path} at "${part}"`).toBe(true);
          }
          nodes = nodes.map((n) => (n as Record<string, unknown>)[part]);
        }
      }
    }
  });

  it('provenanceOf reads list rows by id and by field', () => {
    const i = bookRuleset.cosmo.gains.findIndex((g: { id: string }) => g.id === 'golpe_comum');
    expect(provenanceOf(`cosmo.gains.${i}`)).toEqual(bookProvenance.cosmo['gains.golpe_comum']);
    expect(provenanceOf('creation.treinos.2.licao.effects')).toEqual(bookProvenance.creation['treinos.licao.effects']);
  });

  it('provenanceOf finds the most specific entry and knows unknown paths', () => {
    const section = rulesetSections.find((s) => Object.keys(bookRuleset[s]).length > 0)!;
    const key = Object.keys(bookRuleset[section])[0]!;
    expect(provenanceOf(`${section}.${key}`)).toEqual(bookProvenance[section][key]);
    expect(provenanceOf('nao_existe.nada')).toBeUndefined();
  });
});

describe('house rules (createRuleset)', () => {

  it('hostile: the numbers that count a technique\'s dice stop at RULESET_LIMITS.techniqueSize (a max size of 10⁹ made a simulated fight roll billions of d4s)', () => {
    // docs/regras/techniques.md#limites-da-biblioteca: a reconstruction, the book has no cap.
    const over = RULESET_LIMITS.techniqueSize + 1;
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ graus: { 4: { maxSize: over } } }, ['techniques', 'graus', 4, 'maxSize']],
      [{ golpeDoAssento: { extraMaxSize: over } }, ['techniques', 'golpeDoAssento', 'extraMaxSize']],
      [{ sizeMinimum: over }, ['techniques', 'sizeMinimum']],
      [{ cost: { minimum: over } }, ['techniques', 'cost', 'minimum']],
    ];
    for (const [techniques, path] of cases) {
      const r = createRuleset({ techniques });
      expect(r.ok).toBe(false);
      expect(r.issues.map((i) => [i.code, i.path])).toContainEqual(['house_rule_too_big', path]);
    }
    // At the limit it is a house rule like any other.
    expect(createRuleset({ techniques: { graus: { 4: { maxSize: RULESET_LIMITS.techniqueSize } } } }).ok).toBe(true);
  });
  it('hostile: every other number that counts the dice of one use stops at RULESET_LIMITS.techniqueSize (a critical of 10⁹ extra points rolled 10⁹ dice in the simulator)', () => {
    // docs/regras/techniques.md#limites-da-biblioteca: a reconstruction, the book has no cap. The simulator
    // (src/sim/fight.ts) rolls one die per count: critical points and golpe dice, burned points (proficiency +
    // burnBonus) and their price, 1d6 per Grau, the mutilation's dice.
    const over = RULESET_LIMITS.techniqueSize + 1;
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ resolution: { critical: { techniqueExtraDamagePoints: 1e9 } } }, ['resolution', 'critical', 'techniqueExtraDamagePoints']],
      [{ resolution: { critical: { techniqueExtraDamagePoints: over } } }, ['resolution', 'critical', 'techniqueExtraDamagePoints']],
      [{ resolution: { critical: { golpeComumDamageDiceMultiplier: over } } }, ['resolution', 'critical', 'golpeComumDamageDiceMultiplier']],
      [{ cosmo: { sentidos: { 1: { burnBonus: 1e9 } } } }, ['cosmo', 'sentidos', 1, 'burnBonus']],
      [{ cosmo: { senses: { mutilation: { damage: { dice: over } } } } }, ['cosmo', 'senses', 'mutilation', 'damage', 'dice']],
      [{ progression: { levels: { 19: { proficiency: over } } } }, ['progression', 'levels', 19, 'proficiency']],
    ];
    for (const [rules, path] of cases) {
      const r = createRuleset(rules);
      expect(r.ok, path.join('.')).toBe(false);
      expect(r.issues.map((i) => [i.code, i.path])).toContainEqual(['house_rule_too_big', path]);
    }
    // At the limit it is a house rule like any other.
    expect(createRuleset({ resolution: { critical: { techniqueExtraDamagePoints: RULESET_LIMITS.techniqueSize } } }).ok).toBe(true);
    expect(createRuleset({ cosmo: { sentidos: { 1: { burnBonus: RULESET_LIMITS.techniqueSize } } } }).ok).toBe(true);
  });
  it('renames without changing any rule', () => {
    const r = createRuleset({ id: 'mesa-da-ana', name: 'Mesa da Ana' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.id).toBe('mesa-da-ana');
    expect(r.value.overrides).toEqual([]);
    expect(r.value.techniques).toEqual(bookRuleset.techniques);
  });

  it('changes one row of a list by index and records the path as a house rule', () => {
    const r = createRuleset({ id: 'mesa', name: 'Mesa', techniques: { graus: { 0: { maxSize: 6 } } } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.techniques.graus[0]?.maxSize).toBe(6);
    expect(r.value.techniques.graus[1]).toEqual(bookRuleset.techniques.graus[1]);
    expect(r.value.overrides).toEqual(['techniques.graus.0.maxSize']);
    expect(provenanceOf('techniques.graus.0.maxSize', r.value)?.kind).toBe('house');
    expect(provenanceOf('techniques.graus', bookRuleset)?.kind).toBe('restored');
    // the book is untouched (tables/06-tecnicas.md › O Grau: Grau 1, tamanho máximo 5)
    expect(bookRuleset.techniques.graus[0]?.maxSize).toBe(5);
  });

  it('refuses a max size below 1 (grau_max_size_below_one)', () => {
    const r = createRuleset({ techniques: { graus: { 0: { maxSize: 0 } } } });
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'grau_max_size_below_one', path: ['techniques', 'graus', 0, 'maxSize'] });
  });

  it('refuses a Grau table that does not grow (grau_not_monotone)', () => {
    const r = createRuleset({ techniques: { graus: { 1: { maxSize: 3 } } } });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('grau_not_monotone');
  });

  it('refuses a level table whose Grau disagrees with the Grau table across sections (grau_levels_disagree; tables/12-progressao.md and tables/06-tecnicas.md print both)', () => {
    const r = createRuleset({ progression: { levels: { 4: { grau: 1 } } } });
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'grau_levels_disagree', path: ['progression', 'levels', 4, 'grau'], params: { level: 5, grau: 1, techniquesGrau: 2 } });
    expect(r.issues[0]!.message).toContain('Nível 5');
    // Changing both together is a house rule like any other.
    const both = createRuleset({
      progression: { levels: { 4: { grau: 1 } } },
      techniques: { graus: { 0: { levels: { to: 5 } }, 1: { levels: { from: 6 } } } },
    });
    expect(both.ok).toBe(true);
  });

  it('refuses a rule that names an unknown condition (unknown_condition)', () => {
    const r = createRuleset({ combat: { falling: { conditions: ['inexistente'] } } });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('unknown_condition');
  });

  it('refuses a wrong type with a pt-BR message and the path', () => {
    const r = createRuleset({ techniques: { graus: { 0: { maxSize: 'cinco' } } } });
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'house_rule_invalid_type', path: ['techniques', 'graus', 0, 'maxSize'] });
    expect(r.issues[0]?.message).toMatch(/esperava/);
  });

  it('refuses what is not an object', () => {
    for (const bad of [null, 3, 'x', [], undefined]) {
      const r = createRuleset(bad);
      expect(r.ok).toBe(false);
      expect(r.issues[0]?.code).toBe('house_rule_not_object');
    }
  });

  it('refuses an unknown key with its path', () => {
    const r = createRuleset({ tecnicas: { x: 1 } });
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'house_rule_unknown_key', path: ['tecnicas'] });
    expect(r.issues[0]?.message).toMatch(/não existe/);
  });

  it('never lets __proto__ pollute anything', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "techniques": {"__proto__": {"polluted": true}}}');
    const r = createRuleset(hostile);
    expect(r.ok).toBe(false);
    expect(r.issues.every((i) => i.code === 'house_rule_forbidden_key')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses setting the computed overrides list', () => {
    const r = createRuleset({ overrides: ['x'] });
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.code).toBe('house_rule_readonly_key');
  });

  it('refuses absurdly deep input without crashing', () => {
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 10_000; i++) {
      const next = {};
      deep.techniques = next;
      deep = next;
    }
    const r = createRuleset(root);
    expect(r.ok).toBe(false);
  });

  it('validateRuleset accepts the book and refuses an empty object', () => {
    expect(validateRuleset(bookRuleset).ok).toBe(true);
    const r = validateRuleset({});
    expect(r.ok).toBe(false);
    expect(r.issues.length).toBeGreaterThan(0);
    expect(r.issues[0]?.code).toMatch(/^ruleset_/);
  });
});
