/**
 * Issue 28, "the same in the playground": a file imported into the playground (or a broken shared
 * link) that is not JSON is told where and why in pt-BR, never JSON.parse's English ("Expected ','
 * or '}' after property value…"); a bare character with a typo gets the key it meant.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCharacter } from '../../examples/playground/store.js';

const teo = JSON.parse(readFileSync(join(__dirname, '..', '..', 'examples', 'teo.json'), 'utf8')) as Record<string, unknown>;

describe('the playground reads a character in pt-BR', () => {
  it('broken JSON: line, column and what was expected', () => {
    const r = readCharacter('{"name": "Téo"\n "army": "atena"}');
    expect(r).toEqual({ errors: ['O texto não é JSON válido: na linha 2, coluna 2, esperava "," ou "}" e encontrou aspas (").'] });
  });

  it('an empty file says so', () => {
    expect(readCharacter('')).toEqual({ errors: ['O texto está vazio: não há JSON para ler.'] });
  });

  it('a bare character with a typo: the key it meant', () => {
    const r = readCharacter(JSON.stringify({ ...teo, atributes: teo.attributes }));
    expect(r).toEqual({ errors: ['Chave desconhecida: "atributes". Você quis dizer "attributes"?'] });
  });

  it('the book’s Téo still reads', () => {
    expect('warrior' in readCharacter(JSON.stringify(teo))).toBe(true);
  });
});
