/**
 * The ready enemies of Capítulo Dez (`examples/inimigos/*.json`) by id, validated — what the rows of
 * the book's figures name (`{ enemy: 'cavaleiro-negro' }`). Used by `npm run sim:livro` and its test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateEnemy, type WarriorEnemy } from '../src/enemy/index.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'examples', 'inimigos');

export function loadLivroEnemies(): Record<string, WarriorEnemy> {
  const out: Record<string, WarriorEnemy> = {};
  for (const file of readdirSync(DIR).sort()) {
    if (!file.endsWith('.json')) continue;
    const r = validateEnemy(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
    if (!r.ok) throw new Error(`${file}: ${r.issues.map((i) => i.message).join(' ')}`);
    if (r.value.kind === 'guerreiro') out[file.slice(0, -5)] = r.value as WarriorEnemy;
  }
  return out;
}
