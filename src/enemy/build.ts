/**
 * "Montar um inimigo" (Capítulo Dez, steps 1–8) as an API: from the level, Posto and type (and the
 * Mestre's options), the enemy's whole sheet. Input is validated: bad input returns coded pt-BR
 * issues, never throws.
 *
 * @module
 */
import { z } from 'zod';
import { fail, ok, parseWith, type Issue, type Result } from '../issues/index.js';
import { maxLevel } from '../rules/levels.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import { enemyIssue } from './issues.js';
import {
  postoMinLevel,
  referenceChoicesAt,
  referenceEnemyAt,
  type EnemyPosto,
  type EnemyStats,
  type EnemyTechniqueStats,
} from './reference.js';

const text = z.string().min(1).max(4000);
const slug = z.string().min(1).max(100);

/**
 * The Mestre's choices for one enemy: what is stored (a ready enemy's JSON), from which the sheet
 * is derived. Everything but the level is optional; the defaults are the book's quick table.
 *
 * @example
 * ```ts
 * enemyInputSchema.parse({ level: 9, posto: 'prata', type: 'rival' }).level //=> 9
 * ```
 */
export const enemyInputSchema = z.strictObject({
  /** The enemy's name ("Cavaleiro de Prata"). */
  name: text.optional(),
  /** Level, 1–20. */
  level: z.number(),
  /** Posto; `null` for an enemy without armor (Sem Posto). Default Bronze. */
  posto: z.enum(['bronze', 'prata', 'elite']).nullable().optional(),
  /** nomeado (0 Convicções), rival (1), chefe (2–3). Default nomeado. */
  type: z.enum(['nomeado', 'rival', 'chefe']).optional(),
  /** Convicções; default the type's maximum. */
  conviccoes: z.number().int().min(0).max(10).optional(),
  /** The army (free text: "Hades", "Atena"). */
  army: text.optional(),
  /** The armor's name ("Súplice", "Armadura de Prata"). */
  armorName: text.optional(),
  /** Accessory slug (`escudo`, `correntes`, `asas`, `garras`, `chifres`, `nenhum`). */
  accessory: slug.optional(),
  /** Characteristic slugs (1 Bronze, 2 Prata, 3 elite at most). */
  characteristics: z.array(slug).max(10).optional(),
  /** Trade this many Cosmo choices for Vida (negative: the other way). */
  vidaInsteadOfCosmo: z.number().int().min(-20).max(20).optional(),
  /** Teto added by a trait (already summed in the sheet). */
  tetoBonus: z.number().int().min(-10).max(10).optional(),
  /** Resistência added by a trait (already summed in the sheet). */
  resistenciaBonus: z.number().int().min(-10).max(10).optional(),
  /** Give a Golpe do Assento (default: the elite only). */
  golpeDoAssento: z.boolean().optional(),
  /** Names of the techniques, by role (`assento`, `grande`, `media`, `pequena`). */
  techniques: z
    .array(z.strictObject({ role: z.enum(['assento', 'grande', 'media', 'pequena']), name: text, note: text.optional() }))
    .max(10)
    .optional(),
  /** How the enemy reaches the Sétimo (default: elite at will; with a Convicção like a character; else never). */
  awakens: z.enum(['quando_quiser', 'como_personagem', 'como_rival', 'nao']).optional(),
  /** Step 8: the army's rule and one thing only this enemy does. */
  traits: z.array(text).max(20).optional(),
});

/**
 * What {@link buildEnemy} accepts (the stored choices).
 *
 * @example
 * ```ts
 * const input: EnemyInput = { level: 15, posto: 'elite', type: 'chefe', characteristics: ['pesada'] };
 * ```
 */
export type EnemyInput = z.input<typeof enemyInputSchema>;

/**
 * One technique on the enemy's sheet.
 *
 * @example
 * ```ts
 * const t: EnemySheetTechnique = buildEnemyOrThrow({ level: 2 }).techniques[0]!;
 * t.text //=> '5d8 + 7'
 * ```
 */
export interface EnemySheetTechnique extends EnemyTechniqueStats {
  /** The technique's name (the role's pt-BR label when none was given). */
  readonly name: string;
  /** Free note on the technique. */
  readonly note?: string;
}

/**
 * A whole enemy sheet: the Mestre's choices and every derived number.
 *
 * @example
 * ```ts
 * const s: EnemySheet = buildEnemyOrThrow({ level: 9, posto: 'prata', type: 'rival' });
 * s.resposta?.text //=> '2d8 + 19'
 * ```
 */
export interface EnemySheet {
  /** Name. */
  readonly name: string;
  /** Enemy type. */
  readonly type: 'nomeado' | 'rival' | 'chefe';
  /** Convicções. */
  readonly conviccoes: number;
  /** Army, or `null`. */
  readonly army: string | null;
  /** Armor name, or `null`. */
  readonly armorName: string | null;
  /** Accessory slug, or `null` without armor. */
  readonly accessory: string | null;
  /** Armor characteristic slugs. */
  readonly characteristics: readonly string[];
  /** Every derived number. */
  readonly stats: EnemyStats;
  /** Techniques, with names. */
  readonly techniques: readonly EnemySheetTechnique[];
  /** Step 7: the Resposta (the cheapest damage technique, damage only) — only with a Convicção. */
  readonly resposta: EnemySheetTechnique | null;
  /** Whether it uses Sozinho contra muitos (at least one Convicção). */
  readonly usesSoloAgainstMany: boolean;
  /** How it reaches the Sétimo. */
  readonly awakens: 'quando_quiser' | 'como_personagem' | 'como_rival' | 'nao';
  /** Step 8: traits, in pt-BR. */
  readonly traits: readonly string[];
}

const ROLE_LABEL: Record<EnemyTechniqueStats['role'], string> = {
  assento: 'Golpe do Assento',
  grande: 'Técnica grande',
  media: 'Técnica média',
  pequena: 'Técnica pequena',
};

const POSTO_LABEL: Record<EnemyPosto, string> = { bronze: 'Bronze', prata: 'Prata', elite: 'Elite' };

/**
 * Builds an enemy "pelo livro" (Capítulo Dez, Montar um inimigo): validates the choices and
 * derives the sheet. With only a level it is the quick table's named enemy.
 *
 * @param input - The Mestre's choices (untrusted).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet, or coded pt-BR issues (`enemy_posto_not_yet`, `enemy_level_out_of_range`,
 *   `enemy_conviccoes_out_of_range`, `enemy_unknown_characteristic`…).
 * @example
 * ```ts
 * const r = buildEnemy({ level: 15, posto: 'elite', type: 'chefe', characteristics: ['pesada'] });
 * if (r.ok) r.value.stats.def.total //=> 22
 * buildEnemy({ level: 9, posto: 'elite' }).issues[0]?.code //=> 'enemy_posto_not_yet'
 * ```
 */
export function buildEnemy(input: unknown, ruleset: Ruleset = bookRuleset): Result<EnemySheet> {
  const parsed = parseWith(enemyInputSchema, input);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const issues: Issue[] = [];
  const max = maxLevel(ruleset);
  if (!Number.isInteger(v.level)) issues.push(enemyIssue('enemy_level_not_integer', ['level'], { nivel: v.level }));
  else if (v.level < 1 || v.level > max) issues.push(enemyIssue('enemy_level_out_of_range', ['level'], { nivel: v.level, min: 1, max }));
  const posto = v.posto === undefined ? 'bronze' : v.posto;
  if (issues.length === 0 && posto !== null && v.level < postoMinLevel(posto, ruleset))
    issues.push(
      enemyIssue('enemy_posto_not_yet', ['posto'], { posto: POSTO_LABEL[posto], nivel: v.level, minimo: postoMinLevel(posto, ruleset) }),
    );
  const type = v.type ?? 'nomeado';
  const range = ruleset.enemies.types[type].conviccoes;
  const conviccoes = v.conviccoes ?? range.max;
  if (conviccoes < range.min || conviccoes > range.max)
    issues.push(
      enemyIssue('enemy_conviccoes_out_of_range', ['conviccoes'], {
        tipo: ruleset.enemies.types[type].label.toLowerCase(),
        conviccoes,
        min: range.min,
        max: range.max,
      }),
    );
  const armor = ruleset.armor;
  if (posto === null && (v.accessory !== undefined || (v.characteristics?.length ?? 0) > 0))
    issues.push(enemyIssue('enemy_no_armor_extras', [], {}));
  if (v.accessory !== undefined && !armor.accessories.some((a) => a.slug === v.accessory))
    issues.push(
      enemyIssue('enemy_unknown_accessory', ['accessory'], { acessorio: v.accessory, validos: armor.accessories.map((a) => a.slug).join(', ') }),
    );
  const seen = new Set<string>();
  (v.characteristics ?? []).forEach((c, i) => {
    if (!armor.characteristics.some((x) => x.slug === c))
      issues.push(enemyIssue('enemy_unknown_characteristic', ['characteristics', i], { caracteristica: c }));
    else if (seen.has(c)) issues.push(enemyIssue('enemy_duplicate_characteristic', ['characteristics', i], { caracteristica: c }));
    seen.add(c);
  });
  if (posto !== null && (v.characteristics?.length ?? 0) > armor.characteristicsPerPosto[posto])
    issues.push(
      enemyIssue('enemy_too_many_characteristics', ['characteristics'], {
        posto: POSTO_LABEL[posto],
        max: armor.characteristicsPerPosto[posto],
        n: v.characteristics!.length,
      }),
    );
  if (issues.length === 0 && v.vidaInsteadOfCosmo) {
    const plain = referenceChoicesAt(v.level, {}, ruleset);
    const maxTrade = v.vidaInsteadOfCosmo > 0 ? plain.cosmo : plain.vida;
    if (Math.abs(v.vidaInsteadOfCosmo) > maxTrade)
      issues.push(enemyIssue('enemy_trade_too_big', ['vidaInsteadOfCosmo'], { pedido: Math.abs(v.vidaInsteadOfCosmo), max: maxTrade }));
  }
  if (issues.length > 0) return fail(issues);

  const stats = referenceEnemyAt(
    v.level,
    posto,
    {
      ...(v.vidaInsteadOfCosmo !== undefined && { vidaInsteadOfCosmo: v.vidaInsteadOfCosmo }),
      ...(v.accessory !== undefined && { accessory: v.accessory }),
      ...(v.characteristics !== undefined && { characteristics: v.characteristics }),
      ...(v.tetoBonus !== undefined && { tetoBonus: v.tetoBonus }),
      ...(v.resistenciaBonus !== undefined && { resistenciaBonus: v.resistenciaBonus }),
      ...(v.golpeDoAssento !== undefined && { golpeDoAssento: v.golpeDoAssento }),
    },
    ruleset,
  );
  const named = new Map((v.techniques ?? []).map((t) => [t.role, t]));
  const techniques: EnemySheetTechnique[] = stats.techniques.map((t) => {
    const n = named.get(t.role);
    return { ...t, name: n?.name ?? ROLE_LABEL[t.role], ...(n?.note !== undefined && { note: n.note }) };
  });
  const s = ruleset.enemies.soloAgainstMany;
  const usesSolo = conviccoes >= s.minConviccoes;
  const cheapest = techniques.reduce<EnemySheetTechnique | null>((best, t) => (best === null || t.cost < best.cost ? t : best), null);
  const awakens = v.awakens ?? (posto === 'elite' ? 'quando_quiser' : conviccoes > 0 ? 'como_personagem' : 'nao');
  const defaultName = `${ruleset.enemies.types[type].label}${posto ? ` de ${POSTO_LABEL[posto]}` : ''}, nível ${v.level}`;
  return ok({
    name: v.name ?? defaultName,
    type,
    conviccoes,
    army: v.army ?? null,
    armorName: v.armorName ?? null,
    accessory: posto === null ? null : (v.accessory ?? ruleset.enemies.referenceEnemy.accessory),
    characteristics: posto === null ? [] : (v.characteristics ?? ruleset.enemies.referenceEnemy.characteristics),
    stats,
    techniques,
    resposta: usesSolo ? cheapest : null,
    usesSoloAgainstMany: usesSolo,
    awakens,
    traits: v.traits ?? [],
  });
}

/**
 * {@link buildEnemy} for trusted input (examples, tests): throws with the pt-BR messages when the
 * input is bad.
 *
 * @param input - The Mestre's choices.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet.
 * @example
 * ```ts
 * buildEnemyOrThrow({ level: 1 }).stats.hp.total //=> 16
 * ```
 */
export function buildEnemyOrThrow(input: EnemyInput, ruleset: Ruleset = bookRuleset): EnemySheet {
  const r = buildEnemy(input, ruleset);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join(' '));
  return r.value;
}
