/**
 * "Ameaças que não são guerreiros" (Capítulo Dez): the short mold for what fights without armor or
 * Convicção (a spirit wearing corpses, a living wall of ice, the serpent guarding a temple). Level,
 * HP and DEF from the quick table's line (with the Bronze DEF), what it does each round, how it is
 * beaten, no Convicção, and the HP divided among its parts when it splits.
 *
 * @module
 */
import * as z from 'zod';
import { deepFreeze } from '../internal/freeze.js';
import { fail, issueFactory, type IssueFactory, ok, parseWith, type Issue, type Result } from '../issues/index.js';
import { roundFraction } from '../dice/index.js';
import { bookRuleset, maxLevel, type Ruleset } from '../rules/index.js';
import { enemyIssue } from './issues.js';
import { quickTableRow } from './quick-table.js';

const text = /* @__PURE__ */ (() => z.string().min(1).max(4000))();

/**
 * pt-BR messages of the threat issues, keyed by code.
 *
 * @example
 * ```ts
 * threatMessages.threat_duplicate_part({ parte: 'Cabeça' })
 * //=> 'A parte "Cabeça" aparece duas vezes: cada parte precisa de um nome só dela.'
 * ```
 */
export const threatMessages = {
  /** Issue `threat_duplicate_part`. */
  threat_duplicate_part: (p: { parte: string }) => `A parte "${p.parte}" aparece duas vezes: cada parte precisa de um nome só dela.`,
  /** Issue `threat_part_without_hp`. */
  threat_part_without_hp: (p: { parte: string; pv: number; partes: number }) =>
    `A parte "${p.parte}" ficaria sem PV: ${p.pv} PV não se dividem entre ${p.partes} partes desse jeito.`,
  /** Issue `threat_level_off_group` (a warning). */
  threat_level_off_group: (p: { nivel: number; grupo: number; min: number; max: number }) =>
    `Uma ameaça de nível ${p.nivel} para um grupo de nível ${p.grupo}: o livro pede o nível do grupo${p.max > 0 ? `, ou de ${Math.max(p.min, 1)} a ${p.max} acima se ela é o centro da missão` : ''}.`,
  /** Issue `threat_def_posto_missing`. */
  threat_def_posto_missing: (p: { posto: string; nivel: number }) =>
    `A tabela rápida não tem DEF de "${p.posto}" no nível ${p.nivel}, e é essa a DEF que as regras pedem para a ameaça.`,
} as const;

/**
 * One of the threat issue codes.
 *
 * @example
 * ```ts
 * const code: ThreatIssueCode = 'threat_duplicate_part';
 * ```
 */
export type ThreatIssueCode = keyof typeof threatMessages;

/**
 * Makes a threat issue from its code and params (the message comes from {@link threatMessages}).
 *
 * @example
 * ```ts
 * threatIssue('threat_duplicate_part', ['parts', 1, 'name'], { parte: 'Cabeça' }).code //=> 'threat_duplicate_part'
 * ```
 */
export const threatIssue: IssueFactory<typeof threatMessages> = /* @__PURE__ */ issueFactory(threatMessages);

/**
 * One part of a threat that splits ("vários corpos, várias cabeças"): each part falls on its own.
 *
 * @example
 * ```ts
 * threatPartSchema.parse({ name: 'Cabeça da esquerda', share: 2 }).share //=> 2
 * ```
 */
export const threatPartSchema = /* @__PURE__ */ (() => z.strictObject({
  /** The part's name ("Primeiro corpo", "Cabeça da esquerda"); unique in the threat. */
  name: text,
  /** Its share of the HP, as a weight against the other parts (default 1: equal shares). */
  share: z.number().positive().max(1000).optional(),
  /** What is special about this part. */
  note: text.optional(),
}))();

/**
 * How the HP is divided among the parts: `round_each` (the book: each part's share rounded by the
 * ruleset's rule for fractions — up — so the parts may sum a little above the line's HP) or
 * `exact` (the parts sum exactly the line's HP: each gets its share rounded down, and the points
 * left over go one each to the largest remainders, the first part first on a tie).
 *
 * @example
 * ```ts
 * const s: ThreatHpSplit = 'exact';
 * ```
 */
export type ThreatHpSplit = 'round_each' | 'exact';

/**
 * The Mestre's short mold for a threat that is not a warrior (steps 1–4 of "Ameaças que não são
 * guerreiros"; step 5, no Convicção, is not a choice).
 *
 * @example
 * ```ts
 * threatInputSchema.parse({ name: 'A serpente do templo', level: 5, eachRound: 'Morde.', howBeaten: 'Só o fogo a fere.' }).level //=> 5
 * ```
 */
export const threatInputSchema = /* @__PURE__ */ (() => z.strictObject({
  /** The threat's name. */
  name: text,
  /** Step 1: level, 1–20 (the group's, or one to three above if it is the mission's centre). */
  level: z.number(),
  /** The group's level, to check step 1 (optional: a warning when the level is off). */
  groupLevel: z.number().int().min(1).max(100).optional(),
  /** Step 3: what it does each round (say the area or condition, if any). */
  eachRound: text,
  /** Step 4: how it is beaten — one sentence, worth more than the HP. */
  howBeaten: text,
  /** Step 2: the parts, when it splits; the HP is divided among them by `share`. */
  parts: z.array(threatPartSchema).min(1).max(50).optional(),
  /** How the HP is divided among the parts (default `round_each`, the book's rounding). */
  hpSplit: z.enum(['round_each', 'exact']).optional(),
  /** Free description (what it looks like, how the group can find out how to beat it). */
  description: text.optional(),
}))();

/**
 * What {@link buildThreat} accepts.
 *
 * @example
 * ```ts
 * const input: ThreatInput = { name: 'Muralha de gelo viva', level: 8, eachRound: 'Prende quem a toca.', howBeaten: 'Quem quebra o selo a desfaz.' };
 * ```
 */
export interface ThreatInput {
    name: string;
    level: number;
    eachRound: string;
    howBeaten: string;
    groupLevel?: number | undefined;
    parts?: {
        name: string;
        share?: number | undefined;
        note?: string | undefined;
    }[] | undefined;
    hpSplit?: "round_each" | "exact" | undefined;
    description?: string | undefined;
}

/**
 * One part of a built threat, with its HP.
 *
 * @example
 * ```ts
 * const p: ThreatPartSheet = { name: 'Primeiro corpo', share: 1, hp: 23 };
 * ```
 */
export interface ThreatPartSheet {
  /** The part's name. */
  readonly name: string;
  /** Its weight. */
  readonly share: number;
  /** Its HP (it falls on its own at 0). */
  readonly hp: number;
  /** What is special about it. */
  readonly note?: string;
}

/**
 * A threat ready for the table: the short mold with the quick table's numbers.
 *
 * @example
 * ```ts
 * const r = buildThreat({ name: 'A serpente', level: 5, eachRound: 'Morde.', howBeaten: 'Só o fogo a fere.' });
 * if (r.ok) { const t: ThreatSheet = r.value; t.conviccaoCount } //=> 0
 * ```
 */
export interface ThreatSheet {
  /** Its name. */
  readonly name: string;
  /** Its level. */
  readonly level: number;
  /** The group's level, when given. */
  readonly groupLevel?: number;
  /** HP: `total` is the quick table's line; `partsTotal` what the parts add up to (= `total` without parts). */
  readonly hp: { readonly total: number; readonly partsTotal: number; readonly split: ThreatHpSplit };
  /** DEF: the line's DEF of the ruleset's Posto (the book: Bronze). */
  readonly def: number;
  /** The parts, each falling on its own (empty when it does not split). */
  readonly parts: readonly ThreatPartSheet[];
  /** Step 3 as the Mestre wrote it. */
  readonly eachRound: string;
  /** The line's golpe comum: attack bonus, golpes per action, die, damage bonus. */
  readonly golpe: { readonly attack: number; readonly count: number; readonly die: number; readonly bonus: number };
  /** The line's big technique, free, every `everyRounds` rounds (the golpe comum on the others). */
  readonly technique: { readonly attack: number; readonly points: number; readonly die: number; readonly bonus: number; readonly cost: 0; readonly everyRounds: number };
  /** Step 4. */
  readonly howBeaten: string;
  /** Step 5: Convicções (the book: 0 — it does not stand up, read techniques or use Sozinho contra muitos). */
  readonly conviccaoCount: number;
  /** The description. */
  readonly description?: string;
}

/** Splits `total` by the weights; `round_each` rounds each share by the ruleset, `exact` sums to `total`. */
function splitHp(total: number, shares: readonly number[], split: ThreatHpSplit, ruleset: Ruleset): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const raw = shares.map((s) => (total * s) / sum);
  if (split === 'round_each') return raw.map((r) => roundFraction(r, ruleset));
  const base = raw.map((r) => Math.floor(r + 1e-9));
  let left = total - base.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, rem: r - base[i]! })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    base[i]! += 1;
    left--;
  }
  return base;
}

/**
 * Builds a threat that is not a warrior by the book's short mold: HP and DEF from the quick
 * table's line of its level (with the ruleset's Posto for the DEF — Bronze), the big technique free
 * every `ruleset.enemies.threats.bigTechniqueEveryRounds` rounds and the golpe comum on the others,
 * no Convicção, and the HP divided among the parts (see {@link ThreatHpSplit}). Never throws.
 *
 * @param input - The Mestre's mold (untrusted).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The sheet (with a `threat_level_off_group` warning when the level is off the group's),
 *   or coded pt-BR issues (`enemy_level_out_of_range`, `threat_duplicate_part`, `schema_*`…).
 * @example
 * ```ts
 * const r = buildThreat({
 *   name: 'O Senhor dos Cadáveres', level: 6, groupLevel: 4,
 *   parts: [{ name: 'Primeiro corpo' }, { name: 'Segundo corpo' }, { name: 'Terceiro corpo' }],
 *   eachRound: 'Cada corpo dá o golpe comum; o mais forte solta a técnica grande a cada duas rodadas.',
 *   howBeaten: 'Só queimar ao menos 1 ponto na técnica que derruba o último corpo o apaga.',
 * });
 * if (r.ok) r.value.hp //=> { total: 67, partsTotal: 69, split: 'round_each' }
 * if (r.ok) r.value.parts.map((p) => p.hp) //=> [23, 23, 23]
 * buildThreat({ name: 'X', level: 0, eachRound: 'a', howBeaten: 'b' }).issues[0]?.code //=> 'enemy_level_out_of_range'
 * ```
 */
export function buildThreat(input: unknown, ruleset: Ruleset = bookRuleset): Result<ThreatSheet> {
  const parsed = parseWith(threatInputSchema, input);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const rules = ruleset.enemies.threats;
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const max = maxLevel(ruleset);
  if (!Number.isInteger(v.level)) errors.push(enemyIssue('enemy_level_not_integer', ['level'], { nivel: v.level }));
  else if (v.level < 1 || v.level > max) errors.push(enemyIssue('enemy_level_out_of_range', ['level'], { nivel: v.level, min: 1, max }));
  const seen = new Set<string>();
  (v.parts ?? []).forEach((p, i) => {
    const key = p.name.trim().toLocaleLowerCase('pt-BR');
    if (seen.has(key)) errors.push(threatIssue('threat_duplicate_part', ['parts', i, 'name'], { parte: p.name }));
    seen.add(key);
  });
  if (errors.length) return fail(errors);

  const row = quickTableRow(v.level, ruleset);
  const posto = rules.defPosto;
  const def = posto in row.def ? row.def[posto as keyof typeof row.def] : null;
  if (def === null || def === undefined) return fail([threatIssue('threat_def_posto_missing', [], { posto, nivel: v.level })]);

  if (v.groupLevel !== undefined) {
    const above = v.level - v.groupLevel;
    const range = rules.levelAboveGroup;
    if (above < range.min || above > range.max)
      warnings.push(
        threatIssue('threat_level_off_group', ['level'], { nivel: v.level, grupo: v.groupLevel, min: range.min, max: range.max }, 'warning'),
      );
  }

  const split: ThreatHpSplit = v.hpSplit ?? 'round_each';
  const inputParts = v.parts ?? [];
  const hps = splitHp(row.hp, inputParts.map((p) => p.share ?? 1), split, ruleset);
  const parts: ThreatPartSheet[] = inputParts.map((p, i) => ({
    name: p.name,
    share: p.share ?? 1,
    hp: hps[i]!,
    ...(p.note !== undefined ? { note: p.note } : {}),
  }));
  const empty = parts.findIndex((p) => p.hp <= 0);
  if (empty >= 0) return fail([threatIssue('threat_part_without_hp', ['parts', empty], { parte: parts[empty]!.name, pv: row.hp, partes: parts.length })]);

  const sheet: ThreatSheet = {
    name: v.name,
    level: v.level,
    ...(v.groupLevel !== undefined ? { groupLevel: v.groupLevel } : {}),
    hp: { total: row.hp, partsTotal: parts.length ? parts.reduce((a, p) => a + p.hp, 0) : row.hp, split },
    def,
    parts,
    eachRound: v.eachRound,
    golpe: { attack: row.attack, count: row.golpe.count, die: row.golpe.die, bonus: row.golpe.bonus },
    technique: {
      attack: row.attack,
      points: row.technique.points,
      die: row.technique.die,
      bonus: row.technique.bonus,
      cost: 0,
      everyRounds: rules.bigTechniqueEveryRounds,
    },
    howBeaten: v.howBeaten,
    conviccaoCount: rules.conviccoes,
    ...(v.description !== undefined ? { description: v.description } : {}),
  };
  return ok(deepFreeze(sheet), warnings);
}

/**
 * The book's worked example as a {@link ThreatInput}: O Senhor dos Cadáveres (nota "Exemplo"), from
 * `ruleset.enemies.threats.example` — its bodies as equal parts, its rows as the texts.
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The input for {@link buildThreat}.
 * @example
 * ```ts
 * const r = buildThreat(bookThreatExample());
 * if (r.ok) r.value.hp.total //=> 67
 * ```
 */
export function bookThreatExample(ruleset: Ruleset = bookRuleset): ThreatInput {
  const e = ruleset.enemies.threats.example;
  const row = (field: string) => e.rows.find((r) => r.field === field)?.value ?? '';
  return {
    name: e.name,
    level: e.level,
    groupLevel: e.groupLevel,
    parts: Array.from({ length: e.bodies }, (_, i) => ({ name: `Corpo ${i + 1}` })),
    eachRound: row('Por rodada'),
    howBeaten: row('Como se vence'),
    description: row('Corpos'),
  };
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/**
 * The threat as text (pt-BR), like `renderEnemySheet`: the mold's steps in order.
 *
 * @param sheet - The sheet from {@link buildThreat}.
 * @returns Several lines of text, ending with a newline.
 * @example
 * ```ts
 * const r = buildThreat(bookThreatExample());
 * if (r.ok) renderThreat(r.value).split('\n').slice(0, 3)
 * //=> ['O Senhor dos Cadáveres', 'Ameaça · nível 6 (grupo de nível 4) · sem Convicção', 'PV 67 · DEF 15']
 * ```
 */
export function renderThreat(sheet: ThreatSheet): string {
  const lines: string[] = [sheet.name];
  const conv = sheet.conviccaoCount === 0 ? 'sem Convicção' : `${sheet.conviccaoCount} ${sheet.conviccaoCount === 1 ? 'Convicção' : 'Convicções'}`;
  lines.push(`Ameaça · nível ${sheet.level}${sheet.groupLevel !== undefined ? ` (grupo de nível ${sheet.groupLevel})` : ''} · ${conv}`);
  lines.push(`PV ${sheet.hp.total} · DEF ${sheet.def}`);
  if (sheet.parts.length) {
    lines.push(`Partes (cada uma cai sozinha; somam ${sheet.hp.partsTotal} PV):`);
    for (const p of sheet.parts) lines.push(`  ${p.name}: ${p.hp} PV${p.note ? ` — ${p.note}` : ''}`);
  }
  const g = sheet.golpe;
  const t = sheet.technique;
  lines.push('');
  lines.push(`Por rodada: ${sheet.eachRound}`);
  lines.push(`Golpe comum: ${signed(g.attack)} · ${g.count > 1 ? `${g.count}×` : ''}1d${g.die}${signed(g.bonus)}`);
  lines.push(`Técnica grande (sem custo, a cada ${t.everyRounds} rodadas): ${signed(t.attack)} · ${t.points}d${t.die} + ${t.bonus}`);
  lines.push(`Como se vence: ${sheet.howBeaten}`);
  if (sheet.description) {
    lines.push('');
    lines.push(sheet.description);
  }
  return `${lines.join('\n')}\n`;
}
