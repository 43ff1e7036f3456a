/**
 * Cosmo Gaming rolls: a character's 1–3 d6 (+ PEC), the Mestre's roll by realism, and the extreme
 * results that give a special effect and a luck point.
 *
 * @module
 */
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { type RandomSource, rollDie } from '../dice/index.js';
import { formulaText } from './campaign.js';
import { cosmoIssue } from './issues.js';
import { cosmoRules, type CosmoRules, type Realism, type RollFormula } from './rules.js';
import type { Sheet } from './sheet.js';

/**
 * An extreme result: `alto` (6 on 1d6, 11–12 on 2d6, 16–18 on 3d6) or `baixo`.
 *
 * @example
 * ```ts
 * const e: Extreme = 'alto';
 * ```
 */
export type Extreme = 'alto' | 'baixo';

/**
 * A roll read: its dice, the sum, the fixed modifier, the PEC, the total, and whether it is extreme.
 *
 * @example
 * ```ts
 * const r = readRoll([5, 6], { dice: 2, modifier: 0 }, 1);
 * if (r.ok) {
 *   const roll: CosmoRoll = r.value;
 *   roll.total //=> 12
 *   roll.extreme //=> 'alto'
 * }
 * ```
 */
export interface CosmoRoll {
  /** The formula rolled. */
  readonly formula: RollFormula;
  /** The faces, in order (the last one is the "último dado" of a scene). */
  readonly faces: readonly number[];
  /** Sum of the faces. */
  readonly sum: number;
  /** The PEC added. */
  readonly pec: number;
  /** Sum + the formula's modifier + the PEC. */
  readonly total: number;
  /** Extreme result of the dice (read on the sum of the dice only), if any. */
  readonly extreme: Extreme | undefined;
  /** Luck points the roller gains from the extreme result. */
  readonly luckGained: number;
  /** "2d6 (5, 6) + PEC 1 = 12 — extremo alto". */
  readonly text: string;
}

/**
 * Whether a sum of so many d6 is an extreme result, by the seed's table (1 or 6 on 1d6; 2, 3, 11,
 * 12 on 2d6; 3, 4, 5, 16, 17, 18 on 3d6).
 *
 * @param dice - How many d6 were summed.
 * @param sum - Their sum.
 * @param rules - The Cosmo Gaming rules.
 * @returns `alto`, `baixo` or `undefined`.
 * @example
 * ```ts
 * extremeOf(2, 3) //=> 'baixo'
 * extremeOf(3, 16) //=> 'alto'
 * extremeOf(3, 6) //=> undefined
 * ```
 */
export function extremeOf(dice: number, sum: number, rules: CosmoRules = cosmoRules): Extreme | undefined {
  const row = rules.extremes.find((e) => e.dice === dice);
  if (!row) return undefined;
  if (row.high.includes(sum)) return 'alto';
  if (row.low.includes(sum)) return 'baixo';
  return undefined;
}

function signedText(n: number): string {
  return n < 0 ? `− ${-n}` : `+ ${n}`;
}

/**
 * Reads faces already rolled (physical dice at the table) with a formula and a PEC.
 *
 * @param faces - The faces (1–6), as many as the formula's dice.
 * @param formula - Dice and modifier (`{ dice: 2, modifier: 0 }` for 2d6).
 * @param pec - The PEC added (default 0).
 * @param rules - The Cosmo Gaming rules.
 * @returns The roll, or coded issues for impossible faces.
 * @example
 * ```ts
 * const r = readRoll([1], { dice: 1, modifier: 3 }, 0); // the Mestre, fantasioso
 * if (r.ok) r.value.text //=> '1d6+3 (1) = 4 — extremo baixo'
 * ```
 */
export function readRoll(faces: readonly number[], formula: RollFormula, pec = 0, rules: CosmoRules = cosmoRules): Result<CosmoRoll> {
  const issues: Issue[] = [];
  if (faces.length !== formula.dice) issues.push(cosmoIssue('cosmo_faces_count_mismatch', ['faces'], { faces: faces.length, dice: formula.dice }));
  faces.forEach((f, i) => {
    if (!Number.isInteger(f) || f < 1 || f > rules.die.sides) issues.push(cosmoIssue('cosmo_face_out_of_range', ['faces', i], { face: f, sides: rules.die.sides }));
  });
  if (issues.length) return fail(issues);
  const sum = faces.reduce((s, f) => s + f, 0);
  const total = sum + formula.modifier + pec;
  const extreme = extremeOf(formula.dice, sum, rules);
  let text = `${formulaText(formula)} (${faces.join(', ')})`;
  if (pec !== 0) text += ` ${signedText(pec)} PEC`;
  text += ` = ${total}`;
  if (extreme) text += ` — extremo ${extreme}`;
  return ok(
    Object.freeze({
      formula: Object.freeze({ dice: formula.dice, modifier: formula.modifier }),
      faces: Object.freeze([...faces]),
      sum,
      pec,
      total,
      extreme,
      luckGained: extreme ? rules.luckPerExtreme : 0,
      text,
    }),
  );
}

/**
 * Rolls a formula with an injected random source.
 *
 * @param formula - Dice and modifier.
 * @param pec - The PEC.
 * @param rng - The random source (`createRandom(seed)`).
 * @param rules - The Cosmo Gaming rules.
 * @returns The roll.
 * @example
 * ```ts
 * rollFormula({ dice: 3, modifier: -3 }, 0, createRandom(7)).faces.length //=> 3
 * ```
 */
export function rollFormula(formula: RollFormula, pec: number, rng: RandomSource, rules: CosmoRules = cosmoRules): CosmoRoll {
  const faces = Array.from({ length: formula.dice }, () => rollDie(rules.die.sides, rng));
  const r = readRoll(faces, formula, pec, rules);
  if (!r.ok) throw new Error(`rollFormula: ${r.issues[0]?.message}`);
  return r.value;
}

/**
 * What a character's roll is made of: 1d6, +1d6 for a matching characteristic, +1d6 for a
 * matching sub-characteristic.
 *
 * @example
 * ```ts
 * const m: RollMatch = { characteristic: true, subCharacteristic: false };
 * ```
 */
export interface RollMatch {
  /** A characteristic (competência, or the Identidade) applies. */
  readonly characteristic: boolean;
  /** A sub-characteristic of it applies too. */
  readonly subCharacteristic: boolean;
}

/**
 * The number of d6 a character rolls: 1, +1 with a characteristic, +1 with a sub-characteristic.
 *
 * @param match - Which apply.
 * @param rules - The Cosmo Gaming rules.
 * @returns The dice (1–3).
 * @example
 * ```ts
 * characterDice({ characteristic: true, subCharacteristic: true }) //=> 3
 * characterDice({ characteristic: false, subCharacteristic: false }) //=> 1
 * ```
 */
export function characterDice(match: RollMatch, rules: CosmoRules = cosmoRules): number {
  const r = rules.roll;
  return r.baseDice + (match.characteristic ? r.characteristicDice : 0) + (match.characteristic && match.subCharacteristic ? r.subCharacteristicDice : 0);
}

/**
 * The most dice a character can roll (1 + characteristic + sub-characteristic = 3).
 *
 * @param rules - The Cosmo Gaming rules.
 * @returns The maximum.
 * @example
 * ```ts
 * maxCharacterDice() //=> 3
 * ```
 */
export function maxCharacterDice(rules: CosmoRules = cosmoRules): number {
  return rules.roll.baseDice + rules.roll.characteristicDice + rules.roll.subCharacteristicDice;
}

/**
 * Finds, on a sheet, what applies to an action: the competência (or the Identidade) and a
 * sub-competência of it.
 *
 * @param sheet - The character's sheet.
 * @param action - The competência (or the Identidade's text) and sub-competência the action uses.
 * @param rules - The Cosmo Gaming rules.
 * @returns The match, or issues when the sheet lacks them.
 * @example
 * ```ts
 * const r = matchOnSheet(lira, { competencia: 'Navegação', subCompetencia: 'Estrelas' });
 * if (r.ok) characterDice(r.value) //=> 3
 * ```
 */
export function matchOnSheet(
  sheet: Pick<Sheet, 'characteristics' | 'identidade'>,
  action: { readonly competencia?: string; readonly subCompetencia?: string },
  rules: CosmoRules = cosmoRules,
): Result<RollMatch> {
  const norm = (s: string) => s.trim().toLocaleLowerCase('pt-BR');
  if (action.competencia === undefined) {
    if (action.subCompetencia !== undefined) {
      return fail([cosmoIssue('cosmo_sub_without_characteristic', ['subCompetencia'], { name: action.subCompetencia })]);
    }
    return ok({ characteristic: false, subCharacteristic: false });
  }
  const wanted = norm(action.competencia);
  const c = sheet.characteristics.find((x) => norm(x.competencia) === wanted);
  const isIdentidade = rules.roll.identidadeIsCharacteristic && norm(sheet.identidade) === wanted;
  if (!c && !isIdentidade) return fail([cosmoIssue('cosmo_characteristic_not_on_sheet', ['competencia'], { name: action.competencia })]);
  if (action.subCompetencia === undefined) return ok({ characteristic: true, subCharacteristic: false });
  const sub = c?.subCompetencias.find((s) => norm(s.name) === norm(action.subCompetencia!));
  if (!sub) {
    return fail([
      cosmoIssue('cosmo_sub_characteristic_not_on_sheet', ['subCompetencia'], { name: action.subCompetencia, competencia: action.competencia }),
    ]);
  }
  return ok({ characteristic: true, subCharacteristic: true });
}

/**
 * Rolls for a character: 1d6 (+1d6 characteristic, +1d6 sub-characteristic) + PEC.
 *
 * @param match - Which apply.
 * @param pec - The PEC (see `buildPec`).
 * @param rng - The random source.
 * @param rules - The Cosmo Gaming rules.
 * @returns The roll.
 * @example
 * ```ts
 * rollCharacter({ characteristic: true, subCharacteristic: false }, 2, createRandom(1)).formula //=> { dice: 2, modifier: 0 }
 * ```
 */
export function rollCharacter(match: RollMatch, pec: number, rng: RandomSource, rules: CosmoRules = cosmoRules): CosmoRoll {
  return rollFormula({ dice: characterDice(match, rules), modifier: 0 }, pec, rng, rules);
}

/**
 * Rolls for the Mestre do Cosmo in a roll against a natural challenge: 1d6+3 (fantasioso),
 * 2d6 (ficcional) or 3d6−3 (realista), plus the PEC.
 *
 * @param realism - The campaign's realism.
 * @param pec - The PEC of the challenge.
 * @param rng - The random source.
 * @param rules - The Cosmo Gaming rules.
 * @returns The roll.
 * @example
 * ```ts
 * rollMestre('realista', 0, createRandom(3)).formula //=> { dice: 3, modifier: -3 }
 * ```
 */
export function rollMestre(realism: Realism, pec: number, rng: RandomSource, rules: CosmoRules = cosmoRules): CosmoRoll {
  return rollFormula(rules.realism[realism].mestreRoll, pec, rng, rules);
}
