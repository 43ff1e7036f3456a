/**
 * Campaign settings (theme and realism degree, with everything the degree changes) and the Mestre
 * do Cosmo's competence module.
 *
 * @module
 */
import * as z from 'zod';
import { freeText, ok, parseWith, type Result } from '../issues/index.js';
import { areaSchema, cosmoRules, realismSchema, rollFormulaSchema, type CosmoRules, type Realism, type RollFormula } from './rules.js';

/**
 * zod schema of a campaign's settings: its theme, its realism degree and, optionally, the damage
 * roll the theme sets (default: the Mestre's roll of the realism).
 *
 * @example
 * ```ts
 * campaignSchema.parse({ tema: 'Piratas do espaço', realism: 'ficcional' }).realism //=> 'ficcional'
 * ```
 */
export const campaignSchema = /* @__PURE__ */ (() => z.object({
  /** The theme: the argument for the competências available in the adventure. */
  tema: freeText(z.string().min(1)),
  /** The realism degree. */
  realism: realismSchema,
  /** The damage roll "pre-determined by the theme"; default: the realism's Mestre roll. */
  damageRoll: rollFormulaSchema.optional(),
}))();

/**
 * A campaign's settings (output of {@link campaignSchema}).
 *
 * @example
 * ```ts
 * const c: Campaign = { tema: 'Cavaleiros', realism: 'fantasioso' };
 * ```
 */
export type Campaign = {
    tema: string;
    realism: "fantasioso" | "ficcional" | "realista";
    damageRoll?: RollFormula | undefined;
};

/**
 * Writes a roll formula the way a table says it: `1d6+3`, `2d6`, `3d6−3`.
 *
 * @param formula - Dice and modifier.
 * @returns The text.
 * @example
 * ```ts
 * formulaText({ dice: 3, modifier: -3 }) //=> '3d6−3'
 * formulaText({ dice: 2, modifier: 0 }) //=> '2d6'
 * ```
 */
export function formulaText(formula: RollFormula): string {
  const m = formula.modifier;
  return `${formula.dice}d6${m > 0 ? `+${m}` : m < 0 ? `−${-m}` : ''}`;
}

/**
 * Everything a realism degree changes, in one object an app can show.
 *
 * @example
 * ```ts
 * const e: RealismEffects = realismEffects('realista');
 * e.mestreRollText //=> '3d6−3'
 * ```
 */
export interface RealismEffects {
  /** The degree. */
  readonly realism: Realism;
  /** pt-BR name. */
  readonly label: string;
  /** The seed's description. */
  readonly description: string;
  /** The Mestre's roll (plus the PEC) against a character. */
  readonly mestreRoll: RollFormula;
  /** The same, written (`2d6`). */
  readonly mestreRollText: string;
  /** Rests per day. */
  readonly restsPerDay: number;
  /** The end-of-day healing rules, as data. */
  readonly endOfDay: CosmoRules['realism'][Realism]['endOfDay'];
  /** The end-of-day healing rules, in pt-BR. */
  readonly endOfDayText: string;
}

function endOfDayText(e: CosmoRules['realism'][Realism]['endOfDay']): string {
  switch (e.kind) {
    case 'rolagem':
      return `Ao fim do dia, uma rolagem: o resultado é a quantidade de dano curado; cura-se ${e.severePerDay} condição severa por dia.`;
    case 'duas_rolagens':
      return `Ao fim do dia, duas rolagens: a primeira dividida por ${e.damageDivisor} (arredondada para cima) é o dano curado; a segunda contra a rolagem do Mestre do Cosmo recupera ${e.severeOnSuccess} condição severa se vencer.`;
    case 'tempo':
      return `Cura-se ${e.damageHealedPerPeriod} de dano após tantos dias quanto o dano acumulado; condições severas levam ${e.severeTimeMultiplier}× o tempo; um médico especializado divide o tempo por ${e.specialistDivisor} (para baixo).`;
  }
}

/**
 * What a realism degree changes: the Mestre's roll, rests per day, healing at the end of the day.
 *
 * @param realism - `fantasioso`, `ficcional` or `realista`.
 * @param rules - The Cosmo Gaming rules.
 * @returns The effects.
 * @example
 * ```ts
 * realismEffects('fantasioso').mestreRollText //=> '1d6+3'
 * realismEffects('fantasioso').restsPerDay //=> 3
 * realismEffects('realista').restsPerDay //=> 1
 * ```
 */
export function realismEffects(realism: Realism, rules: CosmoRules = cosmoRules): RealismEffects {
  const r = rules.realism[realism];
  return Object.freeze({
    realism,
    label: r.label,
    description: r.description,
    mestreRoll: r.mestreRoll,
    mestreRollText: formulaText(r.mestreRoll),
    restsPerDay: r.restsPerDay,
    endOfDay: r.endOfDay,
    endOfDayText: endOfDayText(r.endOfDay),
  });
}

/**
 * The damage roll of a campaign: the one its theme set, or the realism's Mestre roll.
 *
 * @param campaign - The campaign's settings.
 * @param rules - The Cosmo Gaming rules.
 * @returns The formula.
 * @example
 * ```ts
 * damageRollOf({ tema: 'x', realism: 'realista' }) //=> { dice: 3, modifier: -3 }
 * ```
 */
export function damageRollOf(campaign: Campaign, rules: CosmoRules = cosmoRules): RollFormula {
  return campaign.damageRoll ?? rules.realism[campaign.realism].mestreRoll;
}

/**
 * Validates a campaign's settings.
 *
 * @param input - Untrusted settings.
 * @returns The settings or coded issues.
 * @example
 * ```ts
 * validateCampaign({ tema: 'Cavaleiros', realism: 'épico' }).ok //=> false
 * ```
 */
export function validateCampaign(input: unknown): Result<Campaign> {
  return parseWith(campaignSchema, input);
}

/**
 * zod schema of the Mestre's competence module: the competências available in the adventure
 * (each from one of the five areas), the agreed total of competências + sub-competências per
 * character, and optionally the limit of different competências.
 *
 * @example
 * ```ts
 * competenceModuleSchema.safeParse({ competencias: [], totalCharacteristics: 4 }).success //=> false
 * ```
 */
export const competenceModuleSchema = /* @__PURE__ */ (() => z
  .object({
    /** The module's name. */
    name: freeText(z.string().min(1)).optional(),
    /** The competências the players may choose. */
    competencias: z
      .array(
        z.object({
          /** Its name ("Luta", "Investigação"). */
          name: freeText(z.string().min(1)),
          /** Its area. */
          area: areaSchema,
          /** Optional description. */
          description: freeText(z.string()).optional(),
        }),
      )
      .min(1),
    /** How many competências and sub-competências, added together, every character has. */
    totalCharacteristics: z.number().int().min(1),
    /** The Mestre's limit of different competências in the module. */
    maxCompetencias: z.number().int().min(1).optional(),
  })
  .superRefine((m, ctx) => {
    const seen = new Set<string>();
    m.competencias.forEach((c, i) => {
      const key = c.name.trim().toLocaleLowerCase('pt-BR');
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['competencias', i, 'name'],
          message: `A competência "${c.name}" aparece mais de uma vez no módulo.`,
          params: { code: 'cosmo_competencia_duplicated', name: c.name },
        });
      }
      seen.add(key);
    });
    if (m.maxCompetencias !== undefined && m.competencias.length > m.maxCompetencias) {
      ctx.addIssue({
        code: 'custom',
        path: ['competencias'],
        message: `O módulo tem ${m.competencias.length} competências, mas o limite definido pelo Mestre do Cosmo é ${m.maxCompetencias}.`,
        params: { code: 'cosmo_module_over_limit', count: m.competencias.length, max: m.maxCompetencias },
      });
    }
  }))();

/**
 * A competence module (output of {@link competenceModuleSchema}).
 *
 * @example
 * ```ts
 * const m: CompetenceModule = { competencias: [{ name: 'Luta', area: 'fisico' }], totalCharacteristics: 3 };
 * ```
 */
export type CompetenceModule = {
    competencias: {
        name: string;
        area: "fisico" | "mente" | "social" | "ocupacional" | "poder";
        description?: string | undefined;
    }[];
    totalCharacteristics: number;
    name?: string | undefined;
    maxCompetencias?: number | undefined;
};

/**
 * Validates the Mestre's competence module (duplicates, the limit of competências).
 *
 * @param input - Untrusted module.
 * @returns The module or coded issues (`cosmo_competencia_duplicated`, `cosmo_module_over_limit`).
 * @example
 * ```ts
 * validateModule({
 *   competencias: [{ name: 'Luta', area: 'fisico' }, { name: 'Luta', area: 'fisico' }],
 *   totalCharacteristics: 4,
 * }).issues[0]?.code //=> 'cosmo_competencia_duplicated'
 * ```
 */
export function validateModule(input: unknown): Result<CompetenceModule> {
  const r = parseWith(competenceModuleSchema, input);
  return r.ok ? ok(r.value) : r;
}
