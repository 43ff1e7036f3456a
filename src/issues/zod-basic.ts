/**
 * zod's pt-BR messages for the issues a schema of plain data raises (a wrong type, a size out of
 * range), written out here so that a small entry (`sangue-e-estrelas/d10`) does not carry zod's
 * whole pt-BR locale (~4 KB minified: string formats, files, maps…) for them. The texts are the
 * locale's, word for word (`test/issues/zod-basic.test.ts` compares them).
 *
 * @module
 */
import type * as z from 'zod/mini';

/** Type names with their indefinite / definite article, as zod's pt-BR locale writes them. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'texto',
  number: 'número',
  int: 'número inteiro',
  boolean: 'valor booleano',
  undefined: 'valor "undefined"',
  null: 'valor "nulo"',
  array: 'vetor',
  object: 'objeto',
  nan: 'valor "NaN"',
};

/** Units of the sizes of plain data. */
const UNITS: Readonly<Record<string, string>> = { string: 'caracteres', array: 'elementos' };

/** "um texto", "o vetor" — every name above is masculine. */
function named(type: string, definite: boolean): string {
  return `${definite ? 'o' : 'um'} ${TYPE_NAMES[type] ?? `valor "${type}"`}`;
}

/** zod's `util.parsedType` for plain data (what `snapshotInput` lets through). */
function typeOf(data: unknown): string {
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'array';
  return typeof data === 'number' && Number.isNaN(data) ? 'nan' : typeof data;
}

/**
 * The pt-BR message of a zod issue on plain data — `invalid_type`, `too_small`, `too_big` as zod's
 * pt-BR locale writes them, anything else as its generic "Entrada inválida". For schemas of
 * strings, numbers, booleans, arrays and objects only (the d10 entry's): a schema with dates,
 * files, formats or enums should use `zodErrorMapPtBR` (the whole locale).
 *
 * @param iss - The issue zod is about to report.
 * @returns Its message.
 * @example
 * ```ts
 * z.array(z.int()).safeParse('x', { error: zodBasicErrorMapPtBR }).error?.issues[0]?.message
 * //=> 'Entrada inválida: esperava um vetor, recebeu um texto'
 * ```
 * @internal
 */
export const zodBasicErrorMapPtBR: z.core.$ZodErrorMap = (iss) => {
  switch (iss.code) {
    case 'invalid_type':
      return `Entrada inválida: esperava ${named(iss.expected, false)}, recebeu ${named(typeOf(iss.input), false)}`;
    case 'too_big':
    case 'too_small': {
      const big = iss.code === 'too_big';
      const unit = UNITS[iss.origin];
      const bound = `${big ? '<' : '>'}${iss.inclusive ? '=' : ''} ${(big ? iss.maximum : iss.minimum).toString()}`;
      return `${big ? 'Grande' : 'Pequeno'} demais: esperava que ${named(iss.origin, true)} ${unit ? `tivesse ${bound} ${unit}` : `fosse ${bound}`}`;
    }
    default:
      return 'Entrada inválida';
  }
};
