/**
 * The Mestre's helpers of Capítulo Dez: how heavy a fight is ("Quanto pesa um inimigo", with the
 * Posto boundary counted as two steps, "Vários contra vários" and the measured "Sozinho contra
 * muitos"), whether Sozinho contra muitos applies, and how much Glória the fight gives.
 *
 * @module
 */
import { bookRuleset, type Ruleset } from '../rules/index.js';
import type { EnemyPosto } from './reference.js';

/**
 * One enemy of a fight, for the helpers.
 *
 * @example
 * ```ts
 * const e: FightEnemy = { level: 9, posto: 'prata', conviccaoCount: 1 };
 * ```
 */
export interface FightEnemy {
  /** Level. */
  readonly level: number;
  /** `null` for an enemy without armor (counted as Bronze for the Posto boundary). */
  readonly posto: EnemyPosto | null;
  /** Convicções. */
  readonly conviccaoCount: number;
  /** `figurante` bands do not count for difficulty, Sozinho contra muitos or Glória. */
  readonly type?: 'figurante' | 'nomeado' | 'rival' | 'chefe';
}

/**
 * A fight to weigh: the characters' level and Posto, how many characters (companions count; fight
 * allies do not), and the enemies.
 *
 * @example
 * ```ts
 * const f: Fight = { character: { level: 9, posto: 'bronze' }, enemies: [{ level: 9, posto: 'prata', conviccaoCount: 1 }] };
 * ```
 */
export interface Fight {
  /** The characters' level and Posto. */
  readonly character: { readonly level: number; readonly posto: EnemyPosto };
  /** Characters and companions on the group's side (default 1). */
  readonly characters?: number;
  /** The enemies. */
  readonly enemies: readonly FightEnemy[];
}

/**
 * How heavy a fight is, and why.
 *
 * @example
 * ```ts
 * const d: FightDifficulty = fightDifficulty({ character: { level: 5, posto: 'bronze' }, enemies: [{ level: 6, posto: 'bronze', conviccaoCount: 1 }] });
 * d.label //=> 'Difícil'
 * ```
 */
export interface FightDifficulty {
  /** Step slug: `facil`, `justa`, `dificil`, `muito_dificil`, `mortal`. */
  readonly step: string;
  /** pt-BR label (the book's row label when a row matched: "Mortal, mas possível"). */
  readonly label: string;
  /** Index in the ladder (0 = Fácil). */
  readonly index: number;
  /** `livro` (a printed row), `medido` (the measured Sozinho contra muitos table), `reconstruido` (the fallback ladder). */
  readonly basis: 'livro' | 'medido' | 'reconstruido';
  /** The printed row or scenario that decided it, in the book's words. */
  readonly source: string | null;
  /** The printed win range of the group (or of the character in a duel), when known. */
  readonly wins: { readonly min: number; readonly max: number } | null;
  /** Whether the lone enemy answers after each character (Sozinho contra muitos). */
  readonly soloAgainstMany: boolean;
}

function postoIndex(p: EnemyPosto | null, ruleset: Ruleset): number {
  const i = ruleset.progression.posto.order.indexOf(p ?? 'bronze');
  return i < 0 ? 0 : i;
}

function ladderIndex(levelOffset: number, withConviccao: boolean, ruleset: Ruleset): number {
  const f = ruleset.enemies.difficulty.fallback.maxLevelOffsetByStep;
  const list = withConviccao ? f.withConviccao : f.withoutConviccao;
  const i = list.findIndex((max) => levelOffset <= max);
  return i < 0 ? list.length : i;
}

function result(
  index: number,
  basis: FightDifficulty['basis'],
  source: string | null,
  wins: FightDifficulty['wins'],
  solo: boolean,
  ruleset: Ruleset,
  label?: string,
): FightDifficulty {
  const steps = ruleset.enemies.difficulty.steps;
  const i = Math.max(0, Math.min(steps.length - 1, index));
  return { step: steps[i]!.id, label: label ?? steps[i]!.label, index: i, basis, source, wins, soloAgainstMany: solo };
}

/**
 * Whether Sozinho contra muitos applies: a lone enemy with at least one Convicção against two or
 * more characters (companions count; fight allies and figurantes do not).
 *
 * @param enemies - The enemies standing (figurantes are ignored).
 * @param characters - Characters and companions on the other side.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns Whether the enemy answers after each character's turn.
 * @example
 * ```ts
 * soloAgainstManyApplies([{ level: 15, posto: 'elite', conviccaoCount: 3 }], 4) //=> true
 * soloAgainstManyApplies([{ level: 15, posto: 'elite', conviccaoCount: 0 }], 4) //=> false
 * soloAgainstManyApplies([{ level: 15, posto: 'elite', conviccaoCount: 3 }], 1) //=> false
 * ```
 */
export function soloAgainstManyApplies(enemies: readonly FightEnemy[], characters: number, ruleset: Ruleset = bookRuleset): boolean {
  const s = ruleset.enemies.soloAgainstMany;
  const real = enemies.filter((e) => e.type !== 'figurante');
  return real.length === 1 && real[0]!.conviccaoCount >= s.minConviccoes && characters >= s.minCharacters;
}

/**
 * How heavy a fight is. A duel is looked up in "Quanto pesa um inimigo" (an enemy one Posto above
 * counts two steps harder); a group against one enemy with a Convicção in the measured "Sozinho
 * contra muitos" table; several enemies in "Vários contra vários". Cases the book did not measure
 * use the reconstructed ladders of `enemies.difficulty.fallback` (`basis: 'reconstruido'`).
 *
 * @param fight - The fight.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The step, its label and why.
 * @example
 * ```ts
 * const bronze9 = { level: 9, posto: 'bronze' } as const;
 * fightDifficulty({ character: bronze9, enemies: [{ level: 9, posto: 'prata', conviccaoCount: 1 }] }).label //=> 'Muito difícil'
 * fightDifficulty({ character: bronze9, characters: 3, enemies: [{ level: 9, posto: 'prata', conviccaoCount: 1 }] }).label //=> 'Fácil'
 * ```
 */
export function fightDifficulty(fight: Fight, ruleset: Ruleset = bookRuleset): FightDifficulty {
  const d = ruleset.enemies.difficulty;
  const chars = Math.max(1, fight.characters ?? 1);
  const enemies = fight.enemies.filter((e) => e.type !== 'figurante');
  const c = fight.character;
  const solo = soloAgainstManyApplies(enemies, chars, ruleset);
  if (enemies.length === 0) return result(0, 'reconstruido', null, null, false, ruleset);
  const stepIndex = (id: string) => d.steps.findIndex((s) => s.id === id);
  const postoSteps = (e: FightEnemy) => (postoIndex(e.posto, ruleset) - postoIndex(c.posto, ruleset)) * d.postoBoundarySteps;

  if (enemies.length === 1 && chars === 1) {
    const e = enemies[0]!;
    const off = e.level - c.level;
    const postoOff = postoIndex(e.posto, ruleset) - postoIndex(c.posto, ruleset);
    const row = d.rows.find(
      (r) =>
        (r.conviccoes === undefined || (e.conviccaoCount >= r.conviccoes.min && e.conviccaoCount <= r.conviccoes.max)) &&
        off >= r.levelOffset.min &&
        off <= r.levelOffset.max &&
        (r.enemyPosto === undefined ? postoOff === (r.postoOffset ?? 0) : e.posto === r.enemyPosto && c.posto !== e.posto && (r.postoOffset === undefined || postoOff === r.postoOffset)) &&
        (r.minCharacterLevel === undefined || c.level >= r.minCharacterLevel),
    );
    if (row) return result(stepIndex(row.step), 'livro', row.enemy, row.characterWins, false, ruleset, row.label);
    return result(ladderIndex(off, e.conviccaoCount > 0, ruleset) + postoSteps(e), 'reconstruido', null, null, false, ruleset);
  }

  if (enemies.length === 1) {
    const e = enemies[0]!;
    if (solo && e.level === c.level && c.posto === 'bronze') {
      const m = ruleset.enemies.soloAgainstMany.measured.find((x) => x.enemyPosto === e.posto);
      const sizes = m?.groupWins ?? [];
      const biggest = sizes.reduce((a, b) => (b.groupSize > a.groupSize ? b : a), sizes[0]!);
      const g = sizes.find((x) => x.groupSize === chars) ?? (m && chars > biggest.groupSize ? biggest : undefined);
      if (m && g) {
        const mid = (g.wins.min + g.wins.max) / 2;
        const step = d.fallback.groupWinsToStep.find((x) => mid >= x.minWins)!.step;
        return result(stepIndex(step), 'medido', `Grupo de ${chars} Bronzes do mesmo nível, ${m.against.charAt(0).toLowerCase()}${m.against.slice(1)}`, g.wins, true, ruleset);
      }
    }
    const base = ladderIndex(e.level - c.level, e.conviccaoCount > 0, ruleset) + postoSteps(e);
    return result(base - (chars - 1) * d.fallback.stepsPerExtraCharacter, 'reconstruido', null, null, solo, ruleset);
  }

  // Several enemies: Vários contra vários.
  const countOffset = enemies.length - chars;
  const levels = new Set(enemies.map((e) => e.level));
  const samePosto = enemies.every((e) => postoIndex(e.posto, ruleset) === postoIndex(c.posto, ruleset));
  const kind = enemies.every((e) => e.conviccaoCount === 0) ? 'nomeado' : enemies.every((e) => e.conviccaoCount === 1) ? 'rival' : null;
  if (kind && levels.size === 1 && samePosto) {
    const off = enemies[0]!.level - c.level;
    const row = ruleset.enemies.manyAgainstMany.rows.find((r) => r.enemyType === kind && r.countOffset === countOffset && r.levelOffset === off);
    if (row) return result(stepIndex(row.step), 'livro', row.against, row.groupWins, false, ruleset);
  }
  const withConv = enemies.some((e) => e.conviccaoCount > 0);
  const strongest = enemies.reduce((a, b) => (b.level + postoSteps(b) > a.level + postoSteps(a) ? b : a));
  const perExtra = withConv ? d.fallback.stepsPerExtraEnemy.withConviccao : d.fallback.stepsPerExtraEnemy.withoutConviccao;
  return result(
    ladderIndex(strongest.level - c.level, withConv, ruleset) + postoSteps(strongest) + countOffset * perExtra,
    'reconstruido',
    null,
    null,
    false,
    ruleset,
  );
}

/**
 * The Glória a won fight gives (Capítulo Doze, "Glória"): 1 for beating at least one named enemy
 * (figurantes give none), +1 if one of them was of a Posto above the character's; none when an
 * ally of a higher Posto joined the fight against the same enemy.
 *
 * @param fight - The fight (won).
 * @param options - `higherPostoAllyJoined`: an elite or Prata ally fought the same enemy.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The Glória.
 * @example
 * ```ts
 * fightGloria({ character: { level: 15, posto: 'bronze' }, enemies: [{ level: 15, posto: 'elite', conviccaoCount: 3 }] }) //=> 2
 * fightGloria({ character: { level: 3, posto: 'bronze' }, enemies: [{ level: 3, posto: 'bronze', conviccaoCount: 0, type: 'figurante' }] }) //=> 0
 * ```
 */
export function fightGloria(fight: Fight, options: { readonly higherPostoAllyJoined?: boolean } = {}, ruleset: Ruleset = bookRuleset): number {
  if (options.higherPostoAllyJoined) return 0;
  const named = fight.enemies.filter((e) => e.type !== 'figurante');
  if (named.length === 0) return 0;
  const triggers = ruleset.progression.gloria.triggers;
  const amount = (id: string) => triggers.find((t) => t.id === id)?.amount ?? 0;
  const above = named.some((e) => postoIndex(e.posto, ruleset) > postoIndex(fight.character.posto, ruleset));
  return amount('vencer_nomeado') + (above ? amount('posto_acima') : 0);
}
