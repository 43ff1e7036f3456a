/**
 * Issue 26, class 6: limits disagreed. `--n` up to 10,000,000 overrode a scenario's own cap of
 * 1,000,000; a scenario took seeds up to 2³²−1 and the CLI only up to 10,000,000; the refusals said
 * the minimum but never the maximum. One set of limits (CLI_LIMITS, from SCENARIO_LIMITS), stated
 * in every refusal.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/command.js';
import { command } from '../../src/cli/commands/simular.js';
import { CLI_LIMITS, wholeNumberOption } from '../../src/cli/limits.js';
import { formatNumberPtBR } from '../../src/dice/index.js';
import { readScenario, SCENARIO_LIMITS } from '../../src/sim/index.js';
import { runCommand } from './helpers.js';

const run = (...args: string[]) => runCommand(command, args);
const doc = (data: Record<string, unknown>) => JSON.stringify({ format: 'sangue-e-estrelas/cenario', schemaVersion: 1, ruleset: { id: 'livro-0.25' }, data });
const duel = { fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]] };

describe('one set of limits, stated in every refusal (issue 26, class 6)', () => {
  it('the flags take exactly what a scenario file takes', async () => {
    expect(CLI_LIMITS.n.max).toBe(SCENARIO_LIMITS.maxFights);
    expect(CLI_LIMITS.semente.max).toBe(2 ** 32 - 1);
    expect(SCENARIO_LIMITS.maxSeed).toBe(2 ** 32 - 1);
    // the file: the largest seed reads, one more does not; the largest n reads, one more does not
    expect((await readScenario(doc({ ...duel, seed: 2 ** 32 - 1 }))).ok).toBe(true);
    expect((await readScenario(doc({ ...duel, seed: 2 ** 32 }))).ok).toBe(false);
    expect((await readScenario(doc({ ...duel, n: SCENARIO_LIMITS.maxFights }))).ok).toBe(true);
    expect((await readScenario(doc({ ...duel, n: SCENARIO_LIMITS.maxFights + 1 }))).ok).toBe(false);
  });

  it('--n past the scenario cap is refused (it overrode the file up to 10,000,000)', async () => {
    for (const n of ['1000001', '10000000']) {
      const r = await run('ref:1', 'ref:1', '--n', n, '--log');
      expect(r.code).toBe(EXIT.usage);
      expect(r.err).toContain('de 1 a 1.000.000');
    }
    expect((await run('ref:1', 'ref:1', '--n', '1000000', '--log')).code).toBe(EXIT.ok);
  });

  it('--semente takes 0 to 2³²−1 like the file (it stopped at 10,000,000)', async () => {
    const top = await run('ref:1', 'ref:1', '--semente', String(2 ** 32 - 1), '--log');
    expect(top.err).toBe('');
    expect(top.code).toBe(EXIT.ok);
    const past = await run('ref:1', 'ref:1', '--semente', String(2 ** 32), '--log');
    expect(past.code).toBe(EXIT.usage);
    expect(past.err).toContain('de 0 a 4.294.967.295');
  });

  it.each(Object.entries(CLI_LIMITS))('every refusal of --%s states its minimum and its maximum', async (name, range) => {
    const words = [String(range.min - 1), String(range.max + 1), 'x', '1e3', '', '1.5', '99999999999999999999999', '0x10'];
    for (const w of words) {
      const direct = wholeNumberOption(w, name, range, 0);
      expect(typeof direct, w).toBe('string');
      expect(direct).toContain(`de ${formatNumberPtBR(range.min, 0)} a ${formatNumberPtBR(range.max, 0)}`);
      const r = await run('ref:1', 'ref:1', `--${name}=${w}`);
      expect(r.code, `--${name}=${w}`).toBe(EXIT.usage);
      expect(r.err).toContain(`de ${formatNumberPtBR(range.min, 0)} a ${formatNumberPtBR(range.max, 0)}`);
    }
    expect(wholeNumberOption(String(range.min), name, range, 0)).toBe(range.min);
    expect(wholeNumberOption(String(range.max), name, range, 0)).toBe(range.max);
  });

  it('the tables take the same seeds', async () => {
    const r = await run('--tabela-inimigos', '--semente', String(2 ** 32), '--n', '1');
    expect(r.code).toBe(EXIT.usage);
    expect(r.err).toContain('4.294.967.295');
  });
});
