/**
 * readScenario on arbitrary input (issue #14, hostile scenario files): whatever the text or value,
 * it answers a Result — coded issues with a code, a path and a pt-BR message — and never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readScenario } from '../../src/sim/index.js';

const envelope = (data: unknown) => ({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data });
const fighter = fc.oneof(
  fc.string(),
  fc.record({ ref: fc.record({ level: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double()), posto: fc.constantFrom('bronze', 'prata', 'ouro', 'x') }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  fc.record({ file: fc.string(), policy: fc.string() }, { requiredKeys: [] }),
  fc.anything(),
);

function wellFormed(r: Awaited<ReturnType<typeof readScenario>>): void {
  if (r.ok) return;
  expect(r.issues.length).toBeGreaterThan(0);
  for (const i of r.issues) {
    expect(i.code).toMatch(/^[a-z0-9_]+$/);
    expect(Array.isArray(i.path)).toBe(true);
    expect(typeof i.message).toBe('string');
  }
}

describe('readScenario never throws', () => {
  it('on arbitrary values and near-scenarios (no resolver, and a resolver that answers anything)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({ fight: fc.constantFrom('duelo', 'grupo', 'muitos', 'bando', 'x'), sides: fc.array(fc.array(fighter, { maxLength: 3 }), { maxLength: 3 }), n: fc.anything(), seed: fc.anything(), band: fc.anything() }, { requiredKeys: ['fight', 'sides'] }).map(envelope),
        ),
        fc.string(),
        async (input, fileText) => {
          wellFormed(await readScenario(input));
          wellFormed(await readScenario(input, { resolve: () => ({ ok: true, value: fileText, issues: [] }) }));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('on arbitrary text', async () => {
    await fc.assert(fc.asyncProperty(fc.string(), async (text) => wellFormed(await readScenario(text))), { numRuns: 200 });
  });
});
