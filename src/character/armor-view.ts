/**
 * What the ficha needs from the armor worn: DEF bonus, Acerto, Resistência, and the numbers its
 * pieces, accessory and characteristics add (movement, Iniciativa, starting Cosmo, golpe comum die).
 *
 * The armor's whole life — Versions, forms, improvements, cracked and shattered states — belongs to
 * the armor module. Until that module exports its derivation, this adapter reads only the tables
 * of `ruleset.armor` for an **original armor (Versão 1, no forms, no improvements)**; for any other
 * armor it returns a labelled gap instead of a number.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { armorVersion, type Armor } from '../armor/schema.js';
import type { BreakdownTerm } from '../rules/breakdown.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';

/**
 * A value the ficha cannot compute yet, with the reason (pt-BR).
 *
 * @example
 * ```ts
 * const g: FichaGap = { gap: true, field: 'resistencia', reason: 'armadura revivida: a conta das formas é do módulo de armaduras' };
 * ```
 */
export interface FichaGap {
  readonly gap: true;
  /** Which field of the ficha. */
  readonly field: string;
  /** Why it is missing (pt-BR). */
  readonly reason: string;
}

/**
 * The armor's contribution to the ficha.
 *
 * @example
 * ```ts
 * const v = armorContribution(teo.armor!, { con: 1, vidaChoices: 0 });
 * v.def //=> [{ label: 'armadura (Bronze)', value: 2, rule: 'armor.postos.bronze.def' }]
 * ```
 */
export interface ArmorContribution {
  readonly name: string;
  readonly version: number;
  readonly posto: string;
  readonly postoLabel: string;
  /** The armor is whole (not shattered nor dead): its DEF, pieces and accessory count. */
  readonly whole: boolean;
  /** DEF terms (Posto, characteristics), or a gap. */
  readonly def: readonly BreakdownTerm[] | FichaGap;
  /** Acerto bonus terms (forms), or a gap. */
  readonly acerto: readonly BreakdownTerm[] | FichaGap;
  /** Resistência terms (Posto, no accessory, CON, Vida), or a gap. */
  readonly resistencia: readonly BreakdownTerm[] | FichaGap;
  /** Movement terms from the pieces, the accessory and the characteristics. */
  readonly movement: readonly BreakdownTerm[];
  /** Iniciativa terms from the characteristics. */
  readonly initiative: readonly BreakdownTerm[];
  /** Starting Cosmo terms from the characteristics. */
  readonly startingCosmo: readonly BreakdownTerm[];
  /** Golpe comum die from the accessory, if it replaces the base die. */
  readonly golpeComumDie: number | undefined;
  /** Characteristic labels. */
  readonly characteristics: readonly string[];
  /** Accessory label. */
  readonly accessory: string;
}

/**
 * Computes the armor's part of a ficha from the ruleset's armor tables, for an original armor.
 *
 * @param armor - The stored armor.
 * @param wearer - The wearer's part: CON modifier and Vida choices.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The contribution (DEF, Acerto and Resistência may be gaps for a revived armor).
 * @example
 * ```ts
 * const v = armorContribution({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'], forms: [], improvements: [], state: 'intact', resistenciaSpent: 0, remendoUsed: false, elmoCriticalsUsed: 0, aparouThisFight: false, cascaPiecesLost: 0 }, { con: 1, vidaChoices: 0 });
 * v.golpeComumDie //=> 10
 * ```
 */
export function armorContribution(
  armor: Immutable<Armor>,
  wearer: { readonly con: number; readonly vidaChoices: number },
  ruleset: Ruleset = bookRuleset,
): ArmorContribution {
  const A = ruleset.armor;
  const posto = A.postos[armor.posto];
  const whole = armor.state !== 'shattered' && armor.state !== 'dead';
  const original = armor.forms.length === 0 && armor.improvements.length === 0;
  const version = armorVersion(armor as unknown as Pick<Armor, 'forms'>, ruleset);
  const accessory = A.accessories.find((a) => a.slug === armor.accessory);
  const characteristics = armor.characteristics.map((c) => A.characteristics.find((x) => x.slug === c)).filter((c) => c !== undefined);
  const gap = (field: string): FichaGap => ({
    gap: true,
    field,
    reason: `armadura na Versão ${version}, com formas ou melhorias: a conta é do módulo de armaduras (ainda não ligado à ficha)`,
  });
  const mods = (key: 'def' | 'movement' | 'initiative' | 'startingCosmo' | 'resistencia'): BreakdownTerm[] => {
    const terms: BreakdownTerm[] = [];
    if (key === 'movement' && whole)
      for (const p of A.pieces) if (p.modifiers.movement) terms.push({ label: p.label, value: p.modifiers.movement, rule: `armor.pieces.${p.slug}` });
    if (accessory && whole && accessory.modifiers[key])
      terms.push({ label: accessory.label, value: accessory.modifiers[key]!, rule: `armor.accessories.${accessory.slug}` });
    for (const c of characteristics)
      if (c.modifiers[key]) terms.push({ label: c.label, value: c.modifiers[key]!, rule: `armor.characteristics.${c.slug}` });
    return terms;
  };
  const conPart = Math.max(A.resistencia.conMinimum, wearer.con);
  const vidaPart = Math.floor(wearer.vidaChoices / A.resistencia.vidaChoicesPerPoint);
  const resistencia: BreakdownTerm[] = [
    { label: `do ${posto.label}`, value: posto.resistencia, rule: `armor.postos.${armor.posto}.resistencia` },
    ...mods('resistencia').map((t) => ({ ...t, label: t.label === 'Nenhum' ? 'sem acessório' : t.label })),
    { label: 'da CON', value: conPart, rule: 'armor.resistencia.conMinimum' },
    ...(vidaPart > 0 ? [{ label: 'da Vida', value: vidaPart, rule: 'armor.resistencia.vidaChoicesPerPoint' }] : []),
  ];
  return {
    name: armor.name,
    version,
    posto: armor.posto,
    postoLabel: posto.label,
    whole,
    def: !original ? gap('def') : whole ? [{ label: `armadura (${posto.label})`, value: posto.def, rule: `armor.postos.${armor.posto}.def` }, ...mods('def')] : [],
    acerto: !original ? gap('acerto') : [],
    resistencia: !original ? gap('resistencia') : resistencia,
    movement: mods('movement'),
    initiative: mods('initiative'),
    startingCosmo: mods('startingCosmo'),
    golpeComumDie: whole ? accessory?.modifiers.golpeComumDie : undefined,
    characteristics: characteristics.map((c) => c.label),
    accessory: accessory?.label ?? armor.accessory,
  };
}

/**
 * Tells a gap from a value.
 *
 * @param v - A ficha value or a gap.
 * @returns Whether it is a gap.
 * @example
 * ```ts
 * isGap({ gap: true, field: 'def', reason: '…' }) //=> true
 * ```
 */
export function isGap(v: unknown): v is FichaGap {
  return typeof v === 'object' && v !== null && (v as FichaGap).gap === true;
}
