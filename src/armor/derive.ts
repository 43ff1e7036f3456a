/**
 * Deriving the armor's numbers (DEF bonus, acerto, Resistência, what it gives) from the stored
 * armor, the wearer's part and the ruleset — each with a {@link Breakdown} that says why.
 *
 * @module
 */
import type { Immutable } from 'immer';
import type { Issue } from '../issues/index.js';
import { type ArmorRules, bookCharacterRuleset, breakdown, type Breakdown, type BreakdownTerm, type CharacterRuleset } from '../rules/index.js';
import { roundWith } from '../dice/index.js';
import { armorIssue } from './issues.js';
import { armorVersion, improvementSlots, type Armor, type ArmorWearer, type BloodKind, type Posto } from './schema.js';
import type { ArmorState } from './state.js';

type Modifiers = ArmorRules['pieces'][number]['modifiers'];
type SumKey = 'def' | 'acerto' | 'resistencia' | 'initiative' | 'movement' | 'startingCosmo';

/**
 * What the worn armor changes beyond DEF, acerto and Resistência: summed (Iniciativa, movement,
 * starting Cosmo) or replaced (Bloquear bonus, golpe comum die, reach, Elmo criticals).
 *
 * @example
 * ```ts
 * const e: ArmorEffects = { initiative: 0, movement: 3, startingCosmo: 0, bloquearBonus: 2, golpeComumDie: 10, reach: null, elmoCriticals: 1, acertoInSetimo: 0 };
 * ```
 */
export interface ArmorEffects {
  /** Bonus to Iniciativa (Leve +2, Pesada −2). */
  readonly initiative: number;
  /** Metres of movement the armor adds (Pernas +3, Asas +3, Leve +3, Pesada −3). */
  readonly movement: number;
  /** Starting Cosmo of every fight (Ressonante +1). */
  readonly startingCosmo: number;
  /** DEF bonus of Bloquear (2, 3 with the escudo; 0 when the armor cannot block). */
  readonly bloquearBonus: number;
  /** The golpe comum's damage die when the armor changes it (garras, chifres: 10), else `null`. */
  readonly golpeComumDie: number | null;
  /** Reach in metres of golpes comuns and Agarrar when the armor changes it (correntes: 6), else `null`. */
  readonly reach: number | null;
  /** Criticals the Elmo can turn per fight (1; 2 with the Elmo de duas camadas; 0 without the Elmo). */
  readonly elmoCriticals: number;
  /** Acerto bonus only while in the Sétimo (Constelação viva). */
  readonly acertoInSetimo: number;
}

/**
 * A rule entry the armor shows (accessory, characteristic, improvement, blood trait).
 *
 * @example
 * ```ts
 * const c: ArmorFeature = { slug: 'cortante', label: 'Cortante', effect: 'Os seus golpes comuns não podem ser aparados.' };
 * ```
 */
export interface ArmorFeature {
  /** The slug in the ruleset. */
  readonly slug: string;
  /** The pt-BR name. */
  readonly label: string;
  /** What it does, in pt-BR (the book's text). */
  readonly effect: string;
}

/**
 * The derived armor: the numbers of the ficha's armor block, each with its breakdown.
 *
 * @example
 * ```ts
 * const d: DerivedArmor = deriveArmor(teo, { con: 1, vidaChoices: 0 });
 * d.maxResistencia.text //=> 'Resistência 4 = 3 Posto (Bronze) + 1 CON'
 * ```
 */
export interface DerivedArmor {
  /** The armor's name. */
  readonly name: string;
  /** The origin trait, as written (no rule effect); `null` when none. */
  readonly trait: string | null;
  /** The armor's Posto. */
  readonly posto: Posto;
  /** The row of the Posto table in use (`divina` in the Divine form). */
  readonly row: Posto | 'divina';
  /** V1, V2… */
  readonly version: number;
  /** Current state. */
  readonly state: ArmorState;
  /** Whether the Divine form is on. */
  readonly divine: boolean;
  /** Whether the armor gives what a living armor gives (intact or cracked, on the body). */
  readonly protects: boolean;
  /**
   * Whether the armor is on the body: a living armor (intact or cracked) and a casca with pieces
   * left; not a shattered one ("as peças caem pelo chão e você volta à roupa de baixo") nor a casca
   * without pieces. What needs "a armadura no corpo" reads this — the guarda (FOR or CON in the
   * DEF) among them: "a guarda vale" in the casca.
   */
  readonly onBody: boolean;
  /** The armor's bonus to DEF. */
  readonly def: Breakdown;
  /** The armor's bonus to attack rolls and Rolagens de Efeito. */
  readonly acerto: Breakdown;
  /** Maximum Resistência (what a whole armor has). */
  readonly maxResistencia: Breakdown;
  /** The most it can have now: the maximum, or the cracked half (0 when shattered or dead). */
  readonly resistenciaCap: number;
  /** Current Resistência. */
  readonly resistencia: number;
  /** The accessory while it gives something (`null` when shattered or a casca). */
  readonly accessory: ArmorFeature | null;
  /** The characteristics that work now (none when shattered or a casca). */
  readonly characteristics: readonly ArmorFeature[];
  /** Iniciativa, movement, starting Cosmo, Bloquear, golpe comum die, reach, Elmo. */
  readonly effects: ArmorEffects;
  /** Which armor reactions are available. */
  readonly reactions: { readonly bloquear: boolean; readonly aparar: boolean };
  /** The Elmo: in place, and how many criticals it still turns this fight. */
  readonly elmo: { readonly inPlace: boolean; readonly criticalsLeft: number };
  /** The casca (dead armor worn): pieces, pieces left, its DEF. `null` for a living armor. */
  readonly casca: { readonly pieces: number; readonly left: number; readonly def: number } | null;
  /** Installed improvements, each with whether it works now. */
  readonly improvements: readonly (ArmorFeature & { readonly active: boolean })[];
  /** Improvement slots (one per Version). */
  readonly improvementSlots: { readonly used: number; readonly max: number };
  /** Blood traits the armor carries (they wake with the right Sense). */
  readonly bloodTraits: readonly ArmorFeature[];
  /** The rung of the last blood, or `null` for an armor never revived. */
  readonly lastRung: BloodKind | null;
  /** After a god's blood, the next death is final. */
  readonly nextDeathFinal: boolean;
  /** Warnings about slugs the ruleset does not know (skipped). */
  readonly issues: readonly Issue[];
}

/** The label of a form's term, "V3 (sangue de guerreiro)": the blood slugs are the pt-BR words. */
function formLabel(version: number, blood: BloodKind): string {
  return `V${version} (sangue de ${blood})`;
}

/**
 * The bonuses each form gave, in order: the n-th form of a rung gets `bonuses[rung][(n − 1) mod length]`.
 *
 * @param armor - The armor.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns One entry per form: its Version, rung and modifiers.
 * @example
 * ```ts
 * formBonuses({ forms: [{ blood: 'guerreiro', rung: 'guerreiro' }, { blood: 'guerreiro', rung: 'guerreiro' }] })
 * //=> [{ version: 2, rung: 'guerreiro', modifiers: { acerto: 1 } }, { version: 3, rung: 'guerreiro', modifiers: { resistencia: 1 } }]
 * ```
 */
export function formBonuses(
  armor: Pick<Immutable<Armor>, 'forms'>,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): { version: number; rung: BloodKind; blood: BloodKind; modifiers: Modifiers }[] {
  const seen: Record<BloodKind, number> = { guerreiro: 0, elite: 0, deus: 0 };
  const ladder = ruleset.armor.bloodLadder;
  return armor.forms.map((f, i) => {
    const list = ladder.bonuses[f.rung];
    const modifiers = list[seen[f.rung] % list.length] ?? {};
    seen[f.rung]++;
    return { version: ruleset.armor.firstVersion + i + 1, rung: f.rung, blood: f.blood, modifiers };
  });
}

type Entry<K extends 'accessories' | 'characteristics' | 'improvements'> = ArmorRules[K][number];

/** The armor tables by slug, once per ruleset object (rulesets are deep-frozen; the first entry wins, as `find` does). */
interface ArmorIndex {
  readonly accessories: ReadonlyMap<string, Entry<'accessories'>>;
  readonly characteristics: ReadonlyMap<string, Entry<'characteristics'>>;
  readonly improvements: ReadonlyMap<string, Entry<'improvements'>>;
}

const armorIndexCache = /* @__PURE__ */ new WeakMap<CharacterRuleset, ArmorIndex>();

function bySlug<T extends { readonly slug: string }>(list: readonly T[]): Map<string, T> {
  const m = new Map<string, T>();
  for (const x of list) if (!m.has(x.slug)) m.set(x.slug, x);
  return m;
}

function armorIndex(ruleset: CharacterRuleset): ArmorIndex {
  let ix = armorIndexCache.get(ruleset);
  // Stryker disable next-line ConditionalExpression: só o cache; refazer o índice a cada chamada dá o mesmo índice
  if (!ix) {
    const R = ruleset.armor;
    ix = { accessories: bySlug(R.accessories), characteristics: bySlug(R.characteristics), improvements: bySlug(R.improvements) };
    armorIndexCache.set(ruleset, ix);
  }
  return ix;
}

function sum(terms: BreakdownTerm[], key: SumKey, label: string, m: Modifiers | undefined, rule: string): void {
  const v = m?.[key];
  if (v !== undefined && v !== 0) terms.push({ label, value: v, rule });
}

/**
 * Derives the armor: DEF bonus, acerto, maximum and current Resistência (with breakdowns), what
 * it gives (accessory, characteristics, Iniciativa, movement, Bloquear, Elmo), the casca, the
 * improvements and the blood traits.
 *
 * Resistência = Posto + 1 without accessory + max(0, CON) + 1 per two Vida choices + form bonuses
 * + improvements (+ the army's rule, e.g. the Escama's +1). The CON/Vida part is the wearer's.
 * Shattered: nothing (DEF, Bloquear, Elmo, Pernas, accessory). Dead: a casca (the Posto's DEF,
 * Bloquear only, pieces = the Posto's Resistência). Divine form: the Divine row + form bonuses.
 *
 * @param armor - The stored armor (validated with {@link validateArmor}).
 * @param wearer - The wearer's CON modifier and Vida choices.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The derived armor.
 * @example
 * ```ts
 * const teo = armorSchema.parse({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] });
 * const d = deriveArmor(teo, { con: 1, vidaChoices: 0 });
 * d.def.total //=> 2
 * d.maxResistencia.total //=> 4
 * ```
 */
export function deriveArmor(armor: Immutable<Armor>, wearer: ArmorWearer, ruleset: CharacterRuleset = bookCharacterRuleset): DerivedArmor {
  const R = ruleset.armor;
  const issues: Issue[] = [];
  const divine = armor.divine !== undefined && armor.state !== 'dead';
  const rowKey: Posto | 'divina' = divine ? 'divina' : armor.posto;
  const row = divine ? R.divina : R.postos[armor.posto];
  const rowRule = divine ? 'armor.divina' : `armor.postos.${armor.posto}`;

  const ix = armorIndex(ruleset);
  const accessoryDef = ix.accessories.get(armor.accessory);
  if (!accessoryDef) issues.push(armorIssue('accessory_unknown', ['accessory'], { accessory: armor.accessory, options: R.accessories.map((a) => a.slug).join(', ') }, 'warning'));
  // Plain loops: on Node 20, flatMap/filter/some over frozen arrays (a validated armor, the
  // ruleset) leave V8's fast path and cost several times more.
  const chars: NonNullable<ReturnType<typeof ix.characteristics.get>>[] = [];
  for (let i = 0; i < armor.characteristics.length; i++) {
    const c = armor.characteristics[i]!;
    const d = ix.characteristics.get(c);
    if (d) chars.push(d);
    else issues.push(armorIssue('characteristic_unknown', ['characteristics', i], { characteristic: c }, 'warning'));
  }
  const imps: NonNullable<ReturnType<typeof ix.improvements.get>>[] = [];
  for (let i = 0; i < armor.improvements.length; i++) {
    const m = armor.improvements[i]!;
    const d = ix.improvements.get(m);
    if (d) imps.push(d);
    else issues.push(armorIssue('improvement_unknown', ['improvements', i], { improvement: m }, 'warning'));
  }
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: sem exército, armies[undefined] também não tem regras; um item que não é regra não tem modifiers
  const armyRules = armor.army === undefined ? [] : (ruleset.armies.armies[armor.army]?.rules ?? []);
  const forms = formBonuses(armor, ruleset);
  const activeImps = imps.filter((m) => !divine || m.inDivineForm);

  const casca = armor.state === 'dead';
  const shattered = armor.state === 'shattered';
  const protects = !casca && !shattered;

  // Maximum Resistência (of the living armor; also shown for a shattered or dead one).
  const res: BreakdownTerm[] = [{ label: `Posto (${row.label})`, value: row.resistencia, rule: rowRule }];
  sum(res, 'resistencia', 'sem acessório', accessoryDef?.modifiers, 'armor.accessories');
  const con = Math.max(R.resistencia.conMinimum, Math.trunc(wearer.con));
  if (con !== 0) res.push({ label: 'CON', value: con, rule: 'armor.resistencia.conMinimum', note: 'o corpo que aguenta a armadura (mínimo 0)' });
  const vida = Math.floor(Math.max(0, Math.trunc(wearer.vidaChoices)) / R.resistencia.vidaChoicesPerPoint);
  if (vida !== 0) res.push({ label: 'Vida', value: vida, rule: 'armor.resistencia.vidaChoicesPerPoint', note: `+1 a cada ${R.resistencia.vidaChoicesPerPoint} escolhas de Vida` });
  for (const f of forms) sum(res, 'resistencia', formLabel(f.version, f.blood), f.modifiers, 'armor.bloodLadder.bonuses');
  for (const c of chars) sum(res, 'resistencia', c.label, c.modifiers, 'armor.characteristics');
  for (const m of activeImps) sum(res, 'resistencia', m.label, m.modifiers, 'armor.improvements');
  for (const r of armyRules) {
    const v = r.modifiers?.armorResistencia;
    if (v) res.push({ label: r.label, value: v, rule: `armies.armies.${armor.army}.rules` });
  }
  const maxResistencia = breakdown('Resistência', res);

  const crack = R.regeneration.crackedFraction;
  const cap = !protects
    ? 0
    : armor.state === 'cracked'
      ? roundWith((maxResistencia.total * crack.numerator) / crack.denominator, R.regeneration.crackedRounding)
      : maxResistencia.total;
  const resistencia = Math.max(0, cap - armor.resistenciaSpent);

  // DEF and acerto.
  let def: Breakdown;
  let acerto: Breakdown;
  let cascaInfo: DerivedArmor['casca'] = null;
  if (casca) {
    const pieces = R.postos[armor.posto].resistencia;
    const left = Math.max(0, pieces - armor.cascaPiecesLost);
    const cascaDef = left > 0 ? R.postos[armor.posto].def : 0;
    cascaInfo = { pieces, left, def: cascaDef };
    def = breakdown('DEF da armadura', [
      left > 0
        ? { label: `casca (${R.postos[armor.posto].label})`, value: cascaDef, rule: 'armor.casca', note: 'armadura morta: só a DEF do Posto' }
        : { label: 'casca sem peças', value: 0, rule: 'armor.casca', note: 'despedaçada até o fim da luta' },
    ]);
    acerto = breakdown('Acerto da armadura', [{ label: 'casca', value: 0, rule: 'armor.casca', note: 'sem os bônus das formas' }]);
  } else if (shattered) {
    def = breakdown('DEF da armadura', [{ label: 'despedaçada', value: 0, rule: 'armor.shatter', note: 'sem nada do que ela dá até o fim da luta' }]);
    acerto = breakdown('Acerto da armadura', [{ label: 'despedaçada', value: 0, rule: 'armor.shatter' }]);
  } else {
    const d: BreakdownTerm[] = [{ label: `Posto (${row.label})`, value: row.def, rule: rowRule }];
    const a: BreakdownTerm[] = [];
    for (const f of forms) {
      const label = formLabel(f.version, f.blood);
      sum(d, 'def', label, f.modifiers, 'armor.bloodLadder.bonuses');
      sum(a, 'acerto', label, f.modifiers, 'armor.bloodLadder.bonuses');
    }
    if (accessoryDef) sum(d, 'def', accessoryDef.label, accessoryDef.modifiers, 'armor.accessories');
    for (const c of chars) {
      sum(d, 'def', c.label, c.modifiers, 'armor.characteristics');
      sum(a, 'acerto', c.label, c.modifiers, 'armor.characteristics');
    }
    for (const m of activeImps) {
      sum(d, 'def', m.label, m.modifiers, 'armor.improvements');
      sum(a, 'acerto', m.label, m.modifiers, 'armor.improvements');
    }
    def = breakdown('DEF da armadura', d);
    acerto = breakdown('Acerto da armadura', a);
  }

  // Effects.
  const sources: Modifiers[] = protects
    ? [...R.pieces.map((p) => p.modifiers), accessoryDef?.modifiers ?? {}, ...chars.map((c) => c.modifiers), ...activeImps.map((m) => m.modifiers)]
    : // Stryker disable next-line ArrayDeclaration: um item que não é objeto de modificadores não tem nenhuma chave; os totais não mudam
      [];
  const total = (k: SumKey) => sources.reduce((s, m) => s + (m[k] ?? 0), 0);
  const last = (k: 'bloquearBonus' | 'golpeComumDie' | 'reach' | 'elmoCriticals') => {
    let v: number | null = null;
    for (const m of sources) if (m[k] !== undefined) v = m[k]!;
    return v;
  };
  const elmoCriticals = last('elmoCriticals') ?? 0;
  const effects: ArmorEffects = {
    initiative: total('initiative'),
    movement: total('movement'),
    startingCosmo: total('startingCosmo'),
    // The casca blocks with the pieces' bonus (Braços), never the accessory's: `armor.casca.bloquearBonus: 'pieces'`.
    bloquearBonus: protects ? (last('bloquearBonus') ?? 0) : cascaInfo && cascaInfo.left > 0 ? R.pieces.reduce((v, p) => p.modifiers.bloquearBonus ?? v, 0) : 0,
    golpeComumDie: last('golpeComumDie'),
    reach: last('reach'),
    elmoCriticals,
    acertoInSetimo: protects ? chars.reduce((s, c) => s + (c.whileSetimo?.acerto ?? 0), 0) : 0,
  };

  const bloods = new Set<string>();
  for (const f of armor.forms) bloods.add(f.blood);
  const traits: (typeof R.bloodTraits)[number][] = [];
  for (const t of R.bloodTraits) if (bloods.has(t.blood)) traits.push(t);
  const slots = improvementSlots(armor, ruleset);
  return {
    name: armor.name,
    trait: armor.trait ?? null,
    posto: armor.posto,
    row: rowKey,
    version: armorVersion(armor, ruleset),
    state: armor.state,
    divine,
    protects,
    onBody: protects || (cascaInfo !== null && cascaInfo.left > 0),
    def,
    acerto,
    maxResistencia,
    resistenciaCap: cap,
    resistencia,
    accessory: protects && accessoryDef ? { slug: accessoryDef.slug, label: accessoryDef.label, effect: accessoryDef.effect } : null,
    characteristics: protects ? chars.map((c) => ({ slug: c.slug, label: c.label, effect: c.effect })) : [],
    effects,
    reactions: {
      bloquear: protects || (cascaInfo !== null && cascaInfo.left > 0 && R.casca.reactions.includes('bloquear')),
      aparar: protects && resistencia > 0,
    },
    elmo: { inPlace: protects && armor.elmoCriticalsUsed < elmoCriticals, criticalsLeft: protects ? Math.max(0, elmoCriticals - armor.elmoCriticalsUsed) : 0 },
    casca: cascaInfo,
    improvements: imps.map((m) => ({ slug: m.slug, label: m.label, effect: m.effect, active: protects && activeImps.includes(m) })),
    improvementSlots: slots,
    bloodTraits: traits.map((t) => ({ slug: t.slug, label: t.label, effect: t.effect })),
    lastRung: armor.forms.at(-1)?.rung ?? null,
    nextDeathFinal: hasRung(armor, R.bloodLadder.finalAfter),
    issues,
  };
}

function hasRung(armor: Immutable<Armor>, rung: string): boolean {
  for (const f of armor.forms) if (f.rung === rung) return true;
  return false;
}
