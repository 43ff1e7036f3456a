/**
 * The stored enemy as named interfaces: what signatures, hovers and the reference show. The zod
 * schemas of `schema.ts` stay the runtime truth; `test/types/models.test-d.ts` fails to compile when
 * an interface and its schema's output drift apart.
 *
 * @module
 */
import type { Human, Warrior } from '../character/index.js';
import type { EnemyTypeKey, OpenSlug, SkillSlug } from '../rules/index.js';

/**
 * How an enemy reaches the Sétimo: `quando_quiser` (the elite, with the domínio), `como_personagem`
 * (with a Convicção, like a character), `como_rival` (it fights in the Sexto and awakens like a
 * rival), `nao` (never: a Bronze or Prata without Convicção).
 *
 * @example
 * ```ts
 * const a: EnemyAwakens = 'quando_quiser';
 * ```
 */
export type EnemyAwakens = 'quando_quiser' | 'como_personagem' | 'como_rival' | 'nao';

/**
 * What only enemies store, beside the stored character (Capítulo Dez, "Montar um inimigo").
 *
 * @example
 * ```ts
 * const f: EnemyTraits = referenceEnemy(9, 'prata', { type: 'rival' }); // type, traits, lidas…
 * ```
 */
export interface EnemyTraits {
  /** Enemy type (step 6): figurante (in a band), nomeado, rival or chefe. */
  readonly type: EnemyTypeKey;
  /** Convicções (step 6); default the type's maximum (a human: its level's). */
  readonly conviccaoCount?: number | undefined;
  /** The Resposta (step 7): the technique answered with (its id) and what it carries beyond the damage. */
  readonly resposta?: { readonly techniqueId?: string | undefined; readonly effect?: string | undefined } | undefined;
  /** The army as the sheet prints it, when it is not the ruleset army's name ("Renegado"). */
  readonly armyLabel?: string | undefined;
  /** Step 8: the army's rule. */
  readonly armyTrait?: string | undefined;
  /** Step 8: one thing only this enemy does. */
  readonly uniqueTrait?: string | undefined;
  /** Other notes of the stat block, in pt-BR. */
  readonly traits: readonly string[];
  /** Whether it keeps the Lidas after the fight; default: when it has a Convicção ("Quem lembra"). */
  readonly remembersLidas?: boolean | undefined;
  /** The techniques it read. */
  readonly lidas: readonly string[];
  /** "Recuar em vez de cair": at 0 PV it may flee instead of falling. */
  readonly mayRetreat: boolean;
  /** How it reaches the Sétimo; default: the elite when it wants, with a Convicção like a character, else never. */
  readonly awakens?: EnemyAwakens | undefined;
  /** Teto added by a trait ("Juiz: +1 no Teto"), already in the book's stat block. */
  readonly tetoBonus?: number | undefined;
  /** Resistência added by a trait ("Soma: +1"). */
  readonly resistenciaBonus?: number | undefined;
  /** A figurante band: how many stand (the band sheet is derived from the level). */
  readonly band?: { readonly size: number } | undefined;
}

/**
 * A stored warrior enemy: a {@link Warrior} plus {@link EnemyTraits}, deeply readonly.
 *
 * @example
 * ```ts
 * const e: WarriorEnemy = referenceEnemy(9, 'prata', { type: 'rival' });
 * ```
 */
export interface WarriorEnemy extends Warrior, EnemyTraits {}

/**
 * A stored human enemy: a {@link Human} plus {@link EnemyTraits} and its proficient skills,
 * deeply readonly.
 *
 * @example
 * ```ts
 * const h: HumanEnemy = validateEnemyOrThrow(aprendiz) as HumanEnemy;
 * ```
 */
export interface HumanEnemy extends Human, EnemyTraits {
  /** Proficient skills (the treino's two, from the apprentice level), when the treino is not named. */
  readonly skills: readonly OpenSlug<SkillSlug>[];
}

/**
 * A stored enemy (warrior or human), deeply readonly. Update it with {@link updateEnemy}.
 *
 * @example
 * ```ts
 * const e: Enemy = validateEnemyOrThrow(JSON.parse(text));
 * ```
 */
export type Enemy = WarriorEnemy | HumanEnemy;
