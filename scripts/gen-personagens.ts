/**
 * Writes the example parties: `examples/personagens/<nome>-nivel-<N>.json` (three builds — DES,
 * Cosmo and FOR in front — at levels 1, 5, 9, 13 and 17, Bronze, and from level 9 also Prata) and
 * the scenarios `examples/cenarios/tres-de-nivel-<N>-contra-<inimigo>.json` that put three of them
 * against a ready enemy of the book. Every character is made by the library's own
 * `buildCharacter` (the creation steps, then `levelUp` and `promotePosto`), the same function
 * `sangue-e-estrelas personagem novo` uses. `test/examples/personagens.test.ts` fails when a
 * committed file differs from what this script writes ({@link renderPersonagens}).
 *
 * Run: `npm run personagens` (or `--check` to only compare).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bookRuleset, buildCharacter, type CharacterBuild } from '../src/index.js';

/** The repository root. */
const root = fileURLToPath(new URL('..', import.meta.url));

/** The three example characters: a name and a build each. */
export const EXAMPLE_BUILDS: readonly { readonly name: string; readonly file: string; readonly build: CharacterBuild }[] = [
  { name: 'Ayla', file: 'ayla', build: 'des' },
  { name: 'Nilo', file: 'nilo', build: 'cosmo' },
  { name: 'Doran', file: 'doran', build: 'for' },
];

/** The levels of the example parties. */
export const EXAMPLE_LEVELS: readonly number[] = [1, 5, 9, 13, 17];

/** The scenarios: a party level, its Posto, and the ready enemy (a file of examples/inimigos). */
export const EXAMPLE_SCENARIOS: readonly { readonly level: number; readonly posto: 'bronze' | 'prata'; readonly enemy: string }[] = [
  { level: 1, posto: 'bronze', enemy: 'cavaleiro-negro' },
  { level: 5, posto: 'bronze', enemy: 'cavaleiro-de-prata' },
  { level: 9, posto: 'bronze', enemy: 'cavaleiro-de-prata' },
  { level: 13, posto: 'prata', enemy: 'cavaleiro-de-prata' },
  { level: 17, posto: 'bronze', enemy: 'cavaleiro-de-ouro' },
];

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

/** The file name of an example character (without the folder). */
export function personagemFile(file: string, level: number, posto: 'bronze' | 'prata'): string {
  return `${file}${posto === 'prata' ? '-prata' : ''}-nivel-${level}.json`;
}

/**
 * Every file this script writes, by path relative to the repository, with its text.
 *
 * @returns The files.
 */
export function renderPersonagens(): Map<string, string> {
  const out = new Map<string, string>();
  const made = new Map<string, unknown>();
  for (const level of EXAMPLE_LEVELS) {
    for (const posto of level >= bookRuleset.progression.posto.prata.minLevel ? (['bronze', 'prata'] as const) : (['bronze'] as const)) {
      for (const b of EXAMPLE_BUILDS) {
        const file = personagemFile(b.file, level, posto);
        const id = `exemplo-${file.slice(0, -'.json'.length)}`;
        const name = `${b.name} (${posto === 'prata' ? 'Prata, ' : ''}nível ${level})`;
        const r = buildCharacter({ id, name, build: b.build, level, posto });
        if (!r.ok) throw new Error(`${file}: ${r.issues.map((i) => `${i.code} ${i.message}`).join('; ')}`);
        made.set(file, r.value);
        out.set(`examples/personagens/${file}`, json(r.value));
      }
    }
  }
  for (const s of EXAMPLE_SCENARIOS) {
    const enemy = JSON.parse(readFileSync(join(root, 'examples', 'inimigos', `${s.enemy}.json`), 'utf8')) as { name: string; levelUps?: unknown[] };
    const enemyLevel = 1 + (enemy.levelUps?.length ?? 0);
    const party = EXAMPLE_BUILDS.map((b) => made.get(personagemFile(b.file, s.level, s.posto))!);
    const who = `Três ${s.posto === 'prata' ? 'Pratas' : 'Bronzes'} de nível ${s.level}`;
    const doc = {
      format: 'sangue-e-estrelas/cenario',
      schemaVersion: 1,
      ruleset: { id: bookRuleset.id, name: bookRuleset.name },
      data: {
        name: `${who} contra o ${enemy.name}`,
        description:
          `${EXAMPLE_BUILDS.map((b) => b.name).join(', ')} (DES, Cosmo e FOR na frente; examples/personagens) contra o ${enemy.name} ` +
          `(nível ${enemyLevel}; examples/inimigos/${s.enemy}.json), com a regra Sozinho contra muitos. Gerado por scripts/gen-personagens.ts.`,
        fight: 'grupo',
        sides: [party.map((c) => ({ document: c })), [{ document: enemy }]],
        soloAgainstMany: true,
        n: 1000,
        seed: 1,
        maxRounds: 40,
      },
    };
    out.set(`examples/cenarios/tres-de-nivel-${s.level}${s.posto === 'prata' ? '-prata' : ''}-contra-${s.enemy}.json`, json(doc));
  }
  return out;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const files = renderPersonagens();
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [path, text] of files) {
    const full = join(root, path);
    if (check) {
      let current = '';
      try {
        current = readFileSync(full, 'utf8');
      } catch {
        // missing: stale
      }
      if (current !== text) {
        stale++;
        console.error(`${path} está desatualizado: rode npm run personagens`);
      }
    } else writeFileSync(full, text);
  }
  if (check) {
    if (stale) process.exitCode = 1;
    else console.log(`${files.size} arquivos em dia`);
  } else console.log(`${files.size} arquivos escritos`);
}
