/**
 * Issue 28: a JSON text that does not parse is told where and why in pt-BR — line, column, what
 * was expected, what was found — never with `JSON.parse`'s English ("Unexpected token 'N', … is not
 * valid JSON"); an empty text has its own code; prose, single quotes and a comma too many get a
 * hint. The CLI says the same with the file's name, and "o arquivo está vazio". A property test
 * breaks the example character's JSON at random and finds no English in any CLI message.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { importSheetJson } from '../../src/cosmo-gaming/index.js';
import { parseJsonSafely } from '../../src/index.js';
import { findJsonSyntaxError, jsonSyntaxText } from '../../src/issues/index.js';
import { fakeIo, root } from '../cli/helpers.js';

/** Fragments of V8's JSON.parse messages (Node 20 and later). */
const ENGLISH = /unexpected|token|expected|property|position|after|input|unterminated|is not valid|end of|bad (control|escaped)|double-quoted|whitespace|exponent|fractional|literal|array element|no number/i;

const first = (text: string) => {
  const r = parseJsonSafely(text);
  if (r.ok) throw new Error('parsed');
  return r.issues[0]!;
};

describe('json_syntax: where and what, in pt-BR', () => {
  it('a missing comma: line 2, column 2, expected "," or "}", found quotes', () => {
    const i = first('{"a": 1\n "b": 2}');
    expect(i.code).toBe('json_syntax');
    expect(i.params).toEqual({ line: 2, column: 2, expected: '"," ou "}"', found: 'aspas (")' });
    expect(i.message).toBe('O texto não é JSON válido: na linha 2, coluna 2, esperava "," ou "}" e encontrou aspas (").');
  });

  it('the cases of the JSON grammar each name their place', () => {
    const cases: [string, number, number, RegExp][] = [
      ['{"a": ', 1, 7, /esperava um valor .* e encontrou o fim do texto\.$/],
      ['{"a" 1}', 1, 6, /esperava ":" depois do nome e encontrou um número/],
      ['{"a": 1}}', 1, 9, /esperava o fim do texto e encontrou "}"/],
      ['"abc', 1, 5, /esperava as aspas \(\"\) que fecham o texto e encontrou o fim do texto/],
      ['{"a": "\\x"}', 1, 9, /esperava um escape válido/],
      ['{"a": tru}', 1, 7, /encontrou uma palavra/],
      ['[\n  1,\n  2\n  3\n]', 4, 3, /esperava "," ou "\]" e encontrou um número/],
      ['\ufeff{"a":', 1, 6, /encontrou o fim do texto/],
    ];
    for (const [text, line, column, message] of cases) {
      const i = first(text);
      expect(i.code, text).toBe('json_syntax');
      expect([i.params.line, i.params.column], text).toEqual([line, column]);
      expect(i.message, text).toMatch(message);
      expect(i.message, text).not.toMatch(ENGLISH);
    }
  });

  it('never quotes the text (issue 26, class 3): a word, a number or a symbol at the error is named by its kind', () => {
    for (const text of ['root:x:0:0:root:/root:/bin/bash', '{"a": SEGREDO}', '{"a" 98765}', '[1 senha]', '{"a": 1 @token}', 'ÇÃO-secreta', "{'senha': 1}"]) {
      const i = first(text);
      for (const secret of ['root', 'SEGREDO', '98765', 'senha', 'token', 'secreta', 'ÇÃO', '@']) expect(i.message, text).not.toContain(secret);
      expect(JSON.stringify(i.params), text).not.toMatch(/root|SEGREDO|98765|senha|token|secreta/);
    }
  });

  it('hints: prose, single quotes, a comma too many, a line break inside a text', () => {
    expect(first('Nome: Téo\nNível: 5\n').message).toBe(
      'O texto não é JSON válido: na linha 1, coluna 1, esperava um valor (objeto, lista, texto entre aspas, número, true, false ou null) e encontrou uma palavra. ' +
        'Parece texto comum, não JSON: um documento JSON começa com "{" e traz cada nome entre aspas duplas ("name": "Téo").',
    );
    expect(first("{'name': 'Téo'}").params.hint).toBe('JSON usa aspas duplas ("), não simples');
    expect(first('{"a": 1,}').params.hint).toBe('Sobra uma vírgula antes de "}"');
    expect(first('[1, 2,]').params.hint).toBe('Sobra uma vírgula antes de "]"');
    expect(first('{"a": "x\ny"}').message).toContain('Um texto entre aspas não pode quebrar a linha');
    expect(first('{"a": 1 2}').params.hint).toBeUndefined();
  });

  it('an empty text (or only spaces) is json_empty, not a syntax error', () => {
    for (const text of ['', '  \n\t', '\ufeff']) {
      const i = first(text);
      expect(i.code).toBe('json_empty');
      expect(i.message).toBe('O texto está vazio: não há JSON para ler.');
    }
  });

  it('finds nothing in valid JSON, and agrees with JSON.parse on what is valid', () => {
    for (const t of ['{}', '[]', ' {"a": [1, -2.5e+3, true, false, null, "\\u00e9\\n"]} ', '"x"', '0']) expect(findJsonSyntaxError(t), t).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        let valid = true;
        try {
          JSON.parse(s);
        } catch {
          valid = false;
        }
        expect(findJsonSyntaxError(s) === undefined).toBe(valid);
      }),
    );
  });

  it('a text nested beyond reason is an answer, not a stack overflow', () => {
    expect(jsonSyntaxText('['.repeat(100_000))).toMatch(/aninhado demais/);
  });

  it('the Cosmo Gaming sheet and the PDF document say the same in pt-BR', () => {
    const r = importSheetJson('{"nome": ');
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.message).toBe(`O arquivo não é um JSON válido: ${jsonSyntaxText('{"nome": ')}.`);
    expect(r.issues[0]!.message).not.toMatch(ENGLISH);
  });
});

describe('the CLI names the file', () => {
  it('an empty file: "o arquivo está vazio", exit 2', async () => {
    const f = fakeIo({ 'vazio.json': '' });
    expect(await runCli(['validar', 'vazio.json'], f.io)).toBe(2);
    expect(f.out() + f.err()).toContain('"vazio.json": o arquivo está vazio. [json_empty]');
  });

  it('prose: the place and the hint, exit 2', async () => {
    const f = fakeIo({ 'teo.txt': 'Nome: Téo\nNível: 5\n' });
    expect(await runCli(['ficha', 'teo.txt'], f.io)).toBe(2);
    expect(f.err()).toContain('"teo.txt" não é JSON válido: na linha 1, coluna 1');
    expect(f.err()).toContain('Parece texto comum, não JSON');
  });

  it('random edits that break the example character never show an English fragment (fast-check)', async () => {
    const teo = readFileSync(join(root, 'examples/teo.json'), 'utf8');
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(teo.length - 1), n: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(teo.length), s: fc.constantFrom('{', '}', '[', ']', ',', ':', '"', "'", 'x', '\n', '\\', '-', '0', 'é') }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat(teo.length - 1) }),
    );
    await fc.assert(
      fc.asyncProperty(edit, async (e) => {
        const text = e.kind === 'delete' ? teo.slice(0, e.at) + teo.slice(e.at + e.n) : e.kind === 'insert' ? teo.slice(0, e.at) + e.s + teo.slice(e.at) : teo.slice(0, e.at);
        for (const cmd of ['validar', 'ficha']) {
          const f = fakeIo({ 'x.json': text });
          await runCli([cmd, 'x.json'], f.io);
          expect(f.out() + f.err(), text).not.toMatch(ENGLISH);
        }
      }),
      { numRuns: 150 },
    );
  });
});
