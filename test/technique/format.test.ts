/**
 * The registration template ("Modelo para registrar", FACTS.md › Techniques (Capítulo Seis)) in
 * pt-BR, every field filled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTechnique, formatReceipt, formatTechnique, measureTechnique } from '../../src/technique/index.js';

const dir = join(__dirname, '..', '..', 'examples', 'tecnicas');
const FIELDS = [
  'Nome',
  'Natureza',
  'Ativação',
  'Duração',
  'Alcance e área',
  'Efeitos e pontos',
  'Modificadores',
  'Tamanho',
  'Limitações',
  'Custo em Cosmo',
  'Grau',
  'Rolagem',
  'Dano ou cura',
  'Descrição',
];

describe('formatTechnique', () => {
  it('prints the fourteen fields of the template, in the book’s order, none blank, for every fixture', () => {
    for (const f of readdirSync(dir)) {
      const t = createTechnique(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      const lines = formatTechnique(t).split('\n');
      expect(lines.slice(0, 14).map((l) => l.split(':')[0]), f).toEqual(FIELDS);
      for (const l of lines) expect(l.slice(l.indexOf(':') + 1).trim().length, `${f}: ${l}`).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain('em branco');
    }
  });

  it('Dragão Ascendente: the cost line explains the floor', () => {
    const t = createTechnique(JSON.parse(readFileSync(join(dir, 'dragao-ascendente.json'), 'utf8')));
    expect(formatTechnique(t)).toMatch(/Custo em Cosmo:\s+2 \(o piso é a metade de 3, arredondada para cima\)/);
    expect(formatTechnique(t)).toMatch(/Limitações:\s+te deixa Desprevenido \(−1\)/);
  });

  it('a blank field says the technique is not ready', () => {
    const text = formatTechnique(createTechnique({ name: 'Sem nada' }));
    expect(text).toMatch(/Ativação:\s+\(em branco — a técnica não está pronta\)/);
    expect(text).toMatch(/Nome:\s+Sem nada/);
  });

  it('a sustained technique shows its upkeep; a reaction its trigger', () => {
    const t = createTechnique({
      name: 'Escudo', nature: 'cosmo', activation: 'reacao', trigger: 'um aliado é atacado', duration: 'sustentada', range: 'curto',
      effects: [{ kind: 'defesa', points: 2 }], roll: { kind: 'nenhuma' }, grau: 1, description: 'x',
    });
    const text = formatTechnique(t);
    expect(text).toMatch(/Ativação:\s+reação \(\+1\) \(gatilho: um aliado é atacado\)/);
    expect(text).toMatch(/Custo em Cosmo:\s+4; para manter, 2 por turno/);
    expect(formatReceipt(measureTechnique(t))).toContain('Manutenção: 2 de Cosmo no começo de cada turno seu.');
  });
});
