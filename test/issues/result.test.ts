/**
 * `unwrap` and `ResultError`: the value of a successful Result, or the issues thrown as one error
 * whose message carries their pt-BR messages and codes (for scripts, tests and examples; an app
 * reads `r.ok` instead).
 */
import { describe, expect, it } from 'vitest';
import { fail, issue, ok, ResultError, unwrap, validateCharacter } from '../../src/index.js';

describe('unwrap', () => {
  it('returns the value of a successful result, warnings and all', () => {
    expect(unwrap(ok(42))).toBe(42);
    const w = issue('aviso', [], {}, 'Só um aviso.', 'warning');
    expect(unwrap(ok('x', [w]))).toBe('x');
  });

  it('throws a ResultError carrying the issues, their messages and codes in its message', () => {
    const r = validateCharacter({ name: 3 });
    expect(r.ok).toBe(false);
    let thrown: unknown;
    try {
      unwrap(r);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ResultError);
    expect(thrown).toBeInstanceOf(Error);
    const e = thrown as ResultError;
    expect(e.name).toBe('ResultError');
    expect(e.issues).toEqual(r.issues);
    for (const i of r.issues) expect(e.message).toContain(`${i.message} [${i.code}]`);
  });

  it('a failed result without issues still throws, with a message', () => {
    expect(() => unwrap(fail([]))).toThrow(ResultError);
    expect(() => unwrap(fail([]))).toThrow('Result sem valor.');
  });
});
