/**
 * What `readScenario` makes of its resolver's answer, whatever it is (issue 26): an app's resolver
 * may return anything — `undefined`, a bare string, a Result whose `value` is not text, issues that
 * are not issues, an object whose getters throw, a promise that rejects with a non-Error. Only a
 * real `Result<string>` passes, copied to plain data; everything else becomes
 * `sim_file_unreadable`. Never throws.
 *
 * @module
 */
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { simIssue } from './issues.js';

/** A short description of a thrown value that never throws itself. @internal */
export function describeError(e: unknown): string {
  try {
    if (e instanceof Error && typeof e.message === 'string') return e.message.slice(0, 200);
    return typeof e === 'string' ? e.slice(0, 200) : typeof e;
  } catch {
    return 'erro desconhecido';
  }
}

function plainIssue(x: unknown): Issue | undefined {
  if (x === null || typeof x !== 'object') return undefined;
  const i = x as Record<string, unknown>;
  const { code, message, severity, path, params } = i;
  if (typeof code !== 'string' || typeof message !== 'string' || (severity !== 'error' && severity !== 'warning') || !Array.isArray(path)) return undefined;
  if (!path.every((p) => typeof p === 'string' || typeof p === 'number')) return undefined;
  const safeParams: Record<string, string | number | boolean | null> = {};
  if (params !== null && typeof params === 'object')
    for (const [k, v] of Object.entries(params)) if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') safeParams[k] = v;
  return { code, message, severity, path: [...(path as (string | number)[])], params: safeParams } as Issue;
}

/** The resolver's answer for `path` as a real `Result<string>`, or `sim_file_unreadable`. @internal */
export function resolvedText(answer: unknown, path: string): Result<string> {
  const refused = (reason: string) => fail([simIssue('sim_file_unreadable', [], { path, reason })]);
  try {
    if (answer === null || typeof answer !== 'object') return refused('a função "resolve" não devolveu um resultado ({ ok, value } ou { ok, issues }).');
    const r = answer as Record<string, unknown>;
    const issues = Array.isArray(r.issues) ? r.issues.map(plainIssue) : [];
    if (r.ok === true && typeof r.value === 'string') {
      const warnings = issues.filter((i): i is Issue => i !== undefined && i.severity === 'warning');
      return ok(r.value, warnings);
    }
    if (r.ok === false) {
      const errors = issues.filter((i): i is Issue => i !== undefined);
      if (errors.some((i) => i.severity === 'error')) return fail(errors);
      return refused('a função "resolve" recusou o arquivo sem dizer por quê.');
    }
    return refused('a função "resolve" não devolveu o texto do arquivo.');
  } catch (e) {
    return refused(`a função "resolve" devolveu algo ilegível (${describeError(e)}).`);
  }
}

/** `options.resolve`, read once and safely (a getter may throw; it may not be a function). @internal */
export function resolverOf(options: unknown): ((path: string) => unknown) | undefined {
  try {
    if (options === null || typeof options !== 'object') return undefined;
    const f = (options as { resolve?: unknown }).resolve;
    return typeof f === 'function' ? (f as (path: string) => unknown) : undefined;
  } catch {
    return undefined;
  }
}
