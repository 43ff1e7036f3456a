/**
 * The PDF made through the library says what each technique does (issue #13 §2): the detail line of
 * a technique row is `describeTechnique` by default (Téo's techniques, seed › Exemplo de ficha:
 * Téo de Lince), read back by pdftotext the way a reader sees it.
 */
import { describe, expect, it } from 'vitest';
import { deriveFicha } from '../../../src/index.js';
import { exportFichaPdf, fichaViewFromFicha } from '../../../src/export/pdf/index.js';
import { must, teo } from '../../fixtures/teo.js';
import { pdfText, skipPoppler } from './poppler.js';

describe('the technique detail line of the PDF', () => {
  it.skipIf(skipPoppler)('pdftotext reads what Téo’s two techniques do', async () => {
    const view = fichaViewFromFicha(deriveFicha(teo));
    const text = pdfText(must(await exportFichaPdf(view, { document: teo })), 1).replace(/\s+/g, ' ');
    expect(text).toContain('ação · instantânea · toque · dano em alvo único · quebra a armadura');
    expect(text).toContain('reação (gatilho: um inimigo a até 6 m declara um ataque) · instantânea · curto (6 m) · Desvantagem numa rolagem');
  });

  it('a line given in the marks of play replaces it', () => {
    const view = fichaViewFromFicha(deriveFicha(teo), { techniqueDetails: { 'livro-olhos-do-lince': 'vê antes' } });
    expect(view.techniques.map((t) => t.details)).toEqual(['ação · instantânea · toque · dano em alvo único · quebra a armadura', 'vê antes']);
  });
});
