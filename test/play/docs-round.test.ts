/**
 * docs/personagem.md › "Uma rodada de jogo, do começo ao fim" runs: the block is extracted and
 * executed (imports of 'sangue-e-estrelas' point at the sources), and its asserts are the book's
 * numbers (tables/14-ficha.md › A primeira luta do Téo: "Começa com 2 de Cosmo… Relógio: 4").
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const tmp = join(root, 'test', '.docs-round-tmp');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('docs/personagem.md: a round of play from start to end', () => {
  it('the block under "Uma rodada de jogo" runs and its asserts hold', () => {
    const text = readFileSync(join(root, 'docs', 'personagem.md'), 'utf8');
    const from = text.indexOf('### Uma rodada de jogo, do começo ao fim');
    expect(from).toBeGreaterThan(0);
    const block = /```ts\n([\s\S]*?)```/.exec(text.slice(from))?.[1];
    expect(block).toContain('newRound(');
    expect(block).toContain('fichaOfTheMoment(');
    mkdirSync(tmp, { recursive: true });
    const path = join(tmp, 'round.mts');
    writeFileSync(path, block!.replace(/from 'sangue-e-estrelas'/g, `from '${join(root, 'src/index.ts')}'`));
    execFileSync(join(root, 'node_modules', '.bin', 'tsx'), [path], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  }, 150_000);
});
