/**
 * Reading a stored enemy from untrusted input — the same zod schemas as characters plus the enemy
 * fields, then the rules an enemy follows — and updating it immutably (immer producers that never
 * mutate their input).
 *
 * An enemy follows "Montar um inimigo", not character creation: its Convicções come from its type
 * (no "eu luto" sentences required), its techniques are built at its Grau (not two of Grau 1), it
 * needs no treino or skills. What it shares with characters is checked by the character module's
 * own checks: the attribute array, the level-ups (order, slots, attribute maximum, the techniques
 * they name, the Posto allowed at the level), and each technique by the technique engine.
 *
 * @module
 */
import { produce, type Draft } from 'immer';
import { checkAttributes, checkLevelRange, checkLevelUps, migrateCharacter, techniqueOwnerOf } from '../character/index.js';
import { bookRuleset, type Ruleset } from '../rules/index.js';
import { measureTechnique } from '../technique/index.js';
import { deepFreeze } from '../internal/freeze.js';
import { fail, hasErrors, ok, parseWith, prefixIssues, type Issue, type Result } from '../issues/index.js';
import { enemyConviccaoCount } from './derive.js';
import { enemyIssue } from './issues.js';
import { enemySchema, type Enemy, type HumanEnemy, type WarriorEnemy } from './schema.js';
import { ENEMY_POSTO_LABELS } from './posto-label.js';

/** The character module's level-up checks that hold for enemies too (Convicção sentences and empty slots do not). */
const LEVEL_UP_CODES = /* @__PURE__ */ new Set([
  'level_up_out_of_order',
  'level_up_beyond_max',
  'choice_not_allowed',
  'attribute_above_max',
  'choice_technique_mismatch',
  'choice_pericia_already',
  'choice_defense_already',
  'choice_initiative_not_all_defenses',
  'skill_unknown',
  'posto_level_too_low',
]);

const POSTO_LABEL: Readonly<Record<string, string>> = ENEMY_POSTO_LABELS;

function checkWarriorEnemy(e: WarriorEnemy, ruleset: Ruleset): Issue[] {
  const issues: Issue[] = [...checkAttributes(e.attributes, ruleset), ...checkLevelUps(e, ruleset).filter((i) => LEVEL_UP_CODES.has(i.code))];
  const armor = e.armor;
  const R = ruleset.armor;
  if (armor) {
    if (armor.posto !== e.posto)
      issues.push(enemyIssue('enemy_armor_posto_mismatch', ['armor', 'posto'], { armadura: POSTO_LABEL[armor.posto] ?? armor.posto, posto: POSTO_LABEL[e.posto] ?? e.posto }));
    if (!R.accessories.some((a) => a.slug === armor.accessory))
      issues.push(enemyIssue('enemy_unknown_accessory', ['armor', 'accessory'], { acessorio: armor.accessory, validos: R.accessories.map((a) => a.slug).join(', ') }));
    const seen = new Set<string>();
    armor.characteristics.forEach((c, i) => {
      if (!R.characteristics.some((x) => x.slug === c)) issues.push(enemyIssue('enemy_unknown_characteristic', ['armor', 'characteristics', i], { caracteristica: c }));
      else if (seen.has(c)) issues.push(enemyIssue('enemy_duplicate_characteristic', ['armor', 'characteristics', i], { caracteristica: c }));
      seen.add(c);
    });
    const max = R.characteristicsPerPosto[armor.posto];
    if (armor.characteristics.length > max)
      issues.push(enemyIssue('enemy_too_many_characteristics', ['armor', 'characteristics'], { posto: POSTO_LABEL[armor.posto] ?? armor.posto, max, n: armor.characteristics.length }));
  }
  const owner = techniqueOwnerOf(e, ruleset);
  e.techniques.forEach((t, i) => {
    issues.push(...prefixIssues(['techniques', i], measureTechnique(t, owner, ruleset).issues));
  });
  if (e.resposta?.techniqueId !== undefined) {
    const id = e.resposta.techniqueId;
    const t = e.techniques.find((x) => x.id === id);
    if (!t) issues.push(enemyIssue('enemy_resposta_unknown', ['resposta', 'techniqueId'], { id }));
    else if (!t.effects.some((x) => x.kind === 'dano' || x.kind === 'dano_area' || x.kind === 'dano_continuo'))
      issues.push(enemyIssue('enemy_resposta_no_damage', ['resposta', 'techniqueId'], { nome: t.name }));
  }
  return issues;
}

function checkHumanEnemy(e: HumanEnemy, ruleset: Ruleset): Issue[] {
  const issues: Issue[] = [...checkAttributes(e.attributes, ruleset)];
  const H = ruleset.creation.humans;
  if (!H.levels[e.humanLevel - 1])
    issues.push(enemyIssue('enemy_level_out_of_range', ['humanLevel'], { nivel: e.humanLevel, min: 1, max: H.levels.length }));
  e.skills.forEach((s, i) => {
    if (!ruleset.creation.skills.some((x) => x.id === s)) issues.push(enemyIssue('enemy_unknown_skill', ['skills', i], { pericia: s }));
  });
  if (e.treino !== undefined && !ruleset.creation.treinos.some((t) => t.id === e.treino))
    issues.push(enemyIssue('enemy_unknown_treino', ['treino'], { treino: e.treino }));
  return issues;
}

/**
 * Checks the rules a stored enemy follows: the character module's checks that hold for enemies
 * (attribute array, level-ups, techniques measured by the technique engine), the armor (its Posto
 * is the enemy's; known accessory and characteristics, as many as the Posto allows), the Convicções
 * of the type (`enemy_conviccoes_out_of_range`), the Resposta's technique, a band only on a
 * figurante.
 *
 * @param e - The parsed enemy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The issues (errors and warnings).
 * @example
 * ```ts
 * checkEnemy({ ...referenceEnemy(5), type: 'rival', conviccaoCount: 2 })[0]?.code //=> 'enemy_conviccoes_out_of_range'
 * ```
 */
export function checkEnemy(e: Enemy, ruleset: Ruleset = bookRuleset): Issue[] {
  // A level outside the tables stops here, before any rule reads a table by level.
  if (e.kind === 'humano') {
    const max = ruleset.creation.humans.levels.length;
    if (!Number.isInteger(e.humanLevel) || e.humanLevel < 1 || e.humanLevel > max)
      return [enemyIssue('enemy_level_out_of_range', ['humanLevel'], { nivel: e.humanLevel, min: 1, max })];
  } else {
    const range = checkLevelRange(e, ruleset);
    if (range.length > 0) return range;
  }
  const issues: Issue[] = [];
  const range = ruleset.enemies.types[e.type].conviccoes;
  const conviccaoCount = enemyConviccaoCount(e, ruleset);
  if (conviccaoCount < range.min || conviccaoCount > range.max)
    issues.push(
      enemyIssue('enemy_conviccoes_out_of_range', ['conviccaoCount'], {
        tipo: ruleset.enemies.types[e.type].label.toLowerCase(),
        conviccaoCount,
        min: range.min,
        max: range.max,
      }),
    );
  if (e.band !== undefined && e.type !== 'figurante') issues.push(enemyIssue('enemy_band_not_figurante', ['band'], {}, 'warning'));
  issues.push(...(e.kind === 'humano' ? checkHumanEnemy(e, ruleset) : checkWarriorEnemy(e, ruleset)));
  return issues;
}

/**
 * Validates a stored enemy from untrusted input: the document version (as characters), the shape
 * ({@link enemySchema}: the character schemas plus the enemy fields), then {@link checkEnemy}. The
 * value is deeply frozen. Never throws.
 *
 * @param input - Untrusted input (a parsed JSON file).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The enemy (with any warnings), or coded pt-BR issues.
 * @example
 * ```ts
 * validateEnemy(JSON.parse(readFileSync('examples/inimigos/cavaleiro-negro.json', 'utf8'))).ok //=> true
 * validateEnemy({ kind: 'guerreiro' }).ok //=> false
 * ```
 */
export function validateEnemy(input: unknown, ruleset: Ruleset = bookRuleset): Result<Enemy> {
  const migrated = migrateCharacter(input);
  if (!migrated.ok) return migrated;
  const parsed = parseWith(enemySchema, migrated.value, 'enemy_schema_');
  if (!parsed.ok) return parsed;
  const e = parsed.value as Enemy;
  const issues = checkEnemy(e, ruleset);
  if (hasErrors(issues)) return fail(issues);
  return ok(deepFreeze(e), issues);
}

/**
 * {@link validateEnemy} for trusted input (examples, tests): throws with the pt-BR messages.
 *
 * @param input - The parsed document.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The enemy.
 * @example
 * ```ts
 * validateEnemyOrThrow(JSON.parse(readFileSync('examples/inimigos/juiz-do-inferno.json', 'utf8'))).name //=> 'Juiz do Inferno'
 * ```
 */
export function validateEnemyOrThrow(input: unknown, ruleset: Ruleset = bookRuleset): Enemy {
  const r = validateEnemy(input, ruleset);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join(' '));
  return r.value;
}

/**
 * Updates a stored enemy with an immer recipe: returns a new frozen enemy and never touches the
 * given one (unchanged parts are shared). Re-validate with {@link validateEnemy} when the recipe
 * comes from a user.
 *
 * @param e - The enemy.
 * @param recipe - Mutates the draft.
 * @returns The new enemy (the same object when nothing changed).
 * @example
 * ```ts
 * const chefe = updateEnemy(rival, (d) => { d.type = 'chefe'; d.conviccaoCount = 2; });
 * rival.type //=> 'rival'
 * ```
 */
export function updateEnemy<E extends Enemy>(e: E, recipe: (draft: Draft<E>) => void): E {
  return produce(e, recipe);
}

/**
 * Writes a technique the enemy read on its sheet ("o Mestre escreve na ficha do inimigo o nome da
 * técnica que ele leu"); figurantes read nothing.
 *
 * @param e - The enemy.
 * @param technique - The technique's name.
 * @returns The new enemy (the same one when it already read it, or is a figurante).
 * @example
 * ```ts
 * recordLida(rival, 'Garra que Rasga o Céu').lidas //=> ['Garra que Rasga o Céu']
 * ```
 */
export function recordLida<E extends Enemy>(e: E, technique: string): E {
  if (e.type === 'figurante' || e.lidas.includes(technique)) return e;
  return produce(e, (d) => {
    d.lidas.push(technique);
  });
}

/**
 * The end of a fight for the enemy's Lidas: whoever has a Convicção (or a sheet that says so)
 * remembers; a nomeado without one forgets ("Quem lembra").
 *
 * @param e - The enemy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new enemy (the same one when it remembers or read nothing).
 * @example
 * ```ts
 * endFightLidas(recordLida(nomeado, 'Garra que Rasga o Céu')).lidas //=> []
 * ```
 */
export function endFightLidas<E extends Enemy>(e: E, ruleset: Ruleset = bookRuleset): E {
  const remembers = e.remembersLidas ?? enemyConviccaoCount(e, ruleset) > 0;
  if (remembers || e.lidas.length === 0) return e;
  return produce(e, (d) => {
    d.lidas = [];
  });
}
