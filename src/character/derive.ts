/**
 * The derived ficha: every field of the book's "Modelo de ficha", computed from the stored choices
 * and the ruleset, each number with its breakdown ("PV 54 = 38 base + 10 CON + 6 Vida").
 *
 * Nothing here is stored: derive again whenever the character or the ruleset changes.
 *
 * @module
 */
import { type AttributeKey, attributeKeys, attributeModifier, baseHpAt, bookCharacterRuleset, breakdown, memoRuleset, type Breakdown, type BreakdownTerm, fastBreakdown, type CosmoAttributeKey, type FixedGainKey, fixedGainsUpTo, gloriaToLeave, grauAt, hpPerVidaChoiceAt, type PassiveDefenseKey, proficiencyAt, type CharacterRuleset, tetoBaseAt } from '../rules/index.js';
import { countsTowardsKnown, measureTechniqueTotals, type Technique, techniqueAtLevel, type TechniqueOwner } from '../technique/index.js';
import { describeTechnique } from '../technique/index.js';
import type { DerivedArmor } from '../armor/index.js';
import type { Issue } from '../issues/index.js';
// The same value as `breakdown()` without copying each term: used where every term is a fresh
// literal built here with no undefined field (so the copy would be identical).
import { armorContribution, type ArmorContribution, type FichaGap } from './armor-view.js';
import { conviccoesAt, effectiveGrau } from './facts.js';
import { licaoOf, treinoOf, warriorFacts, type WarriorFacts } from './facts.js';
import type { Character, Human, Warrior } from './schema.js';

/**
 * A number of the ficha, or a labelled gap where the engine cannot compute it yet.
 *
 * @example
 * ```ts
 * const v: FichaValue = deriveFicha(teo).def; // 'text' in v ? v.text : v.reason
 * ```
 */
export type FichaValue = Breakdown | FichaGap;

/**
 * One attribute on the ficha: its value (creation + raises) and modifier.
 *
 * @example
 * ```ts
 * deriveFicha(teo).attributes.DES //=> { key: 'DES', name: 'Destreza', value: 15, modifier: 2, breakdown: … }
 * ```
 */
export interface FichaAttribute {
  readonly key: AttributeKey;
  readonly name: string;
  readonly value: number;
  readonly modifier: number;
  /** "DES 15 = 15 criação" or "DES 17 = 15 criação + 2 nível 4". */
  readonly breakdown: Breakdown;
}

/**
 * One skill line: proficient or not, its bonus, where the proficiency came from.
 *
 * @example
 * ```ts
 * deriveFicha(teo).skills.find((s) => s.id === 'enganacao')?.bonus.total //=> 1
 * ```
 */
export interface FichaSkill {
  readonly id: string;
  readonly name: string;
  readonly attribute: AttributeKey;
  readonly proficient: boolean;
  /** `treino`, `livre` (creation), `nivel` (a level-up choice), or `null` when not proficient. */
  readonly source: 'treino' | 'livre' | 'nivel' | null;
  readonly bonus: Breakdown;
}

/**
 * One technique line of the ficha: name, nature, size, cost, Grau, roll, damage at the current level.
 *
 * @example
 * ```ts
 * deriveFicha(teo).techniques[0] //=> { name: 'Garra que Rasga o Céu', natureLabel: 'Golpe (DES)', size: 3, cost: 3, grau: 1, roll: { text: '1d20 + 4 contra a DEF', … }, damage: '2d8 + 2', … }
 * ```
 */
export interface FichaTechniqueLine {
  readonly id: string;
  readonly name: string;
  readonly signature: boolean;
  readonly golpeDoAssento: boolean;
  readonly waiting: boolean;
  readonly nature: Technique['nature'];
  /** "Golpe (DES)", "Cosmo (SAB)". */
  readonly natureLabel: string;
  readonly attribute: AttributeKey | undefined;
  readonly size: number;
  readonly cost: number;
  /** The Grau it acts at (a signature rises one Grau at each new Grau of its owner). */
  readonly grau: number | undefined;
  /** The roll with its bonus ("1d20 + 4 contra a DEF"), or `null` for a technique that rolls nothing. */
  readonly roll: { readonly kind: string; readonly against: string | undefined; readonly bonus: Breakdown; readonly text: string } | null;
  /** "2d8 + 2", or "—" when it deals nothing. */
  readonly damage: string;
  /** What the technique does, on one line (activation, duration, range, effects…): `describeTechnique`. */
  readonly details: string;
  /** No errors in the technique's receipt. */
  readonly valid: boolean;
  /** The technique engine's issues. */
  readonly issues: readonly Issue[];
}

/**
 * The derived ficha of a warrior: the book's "Modelo de ficha", field by field, with breakdowns.
 *
 * @example
 * ```ts
 * const f: Ficha = deriveFicha(teo);
 * f.hp.text //=> 'PV 15 = 14 base + 1 CON'
 * ```
 */
export interface Ficha {
  readonly kind: 'guerreiro';
  readonly name: string;
  /** The elo divino as written in the stored character (`details.eloDivino`), or `null`. */
  readonly eloDivino: string | null;
  readonly army: { readonly id: string; readonly name: string };
  readonly posto: { readonly id: string; readonly label: string };
  readonly constellation: string;
  readonly accessory: { readonly id: string; readonly label: string };
  readonly level: number;
  readonly attributes: Readonly<Record<AttributeKey, FichaAttribute>>;
  readonly cosmoAttribute: { readonly key: CosmoAttributeKey; readonly name: string; readonly modifier: number };
  readonly proficiency: number;
  readonly grau: number;
  /** PV máximos. */
  readonly hp: Breakdown;
  readonly def: FichaValue;
  /** The Iniciativa bonus (rolled as 1d20 + this). */
  readonly initiative: Breakdown;
  /** Metres. */
  readonly movement: Breakdown;
  readonly passiveDefenses: Readonly<Record<PassiveDefenseKey, { readonly name: string; readonly trained: boolean; readonly value: Breakdown }>>;
  readonly cosmo: { readonly start: Breakdown; readonly floor: Breakdown; readonly teto: Breakdown };
  readonly resistencia: FichaValue;
  readonly golpeComum: {
    readonly attribute: AttributeKey;
    readonly toHit: Breakdown;
    readonly damageDie: number;
    readonly damageBonus: number;
    /** "1d10 + 2". */
    readonly damage: string;
    /** Golpes per Golpe action (2 from the Ataque Extra). */
    readonly attacks: number;
  };
  readonly skills: readonly FichaSkill[];
  readonly techniques: readonly FichaTechniqueLine[];
  /** Techniques known (the Golpe do Assento does not count) and the limit. */
  readonly techniquesKnown: { readonly count: number; readonly max: number };
  readonly treino: { readonly id: string; readonly name: string };
  readonly licoes: readonly { readonly id: string; readonly name: string; readonly effect: string }[];
  readonly conviccoes: { readonly count: number; readonly texts: readonly string[] };
  readonly centelhas: number;
  readonly gloria: { readonly current: number; readonly toLeave: number | null };
  readonly fixedGains: readonly { readonly id: string; readonly name: string; readonly effect: string }[];
  readonly armor:
    | {
        readonly name: string;
        readonly version: number;
        readonly posto: string;
        readonly state: DerivedArmor['state'];
        /** The armor's DEF bonus. */
        readonly def: Breakdown;
        /** The armor's Acerto bonus (forms). */
        readonly acerto: Breakdown;
        /** Maximum Resistência. */
        readonly resistencia: Breakdown;
        /** Current Resistência. */
        readonly resistenciaCurrent: number;
        readonly accessory: string;
        readonly characteristics: readonly string[];
        /** On the body: worn, and in a state that is on the body (not shattered, not a casca without pieces — the armor module's `onBody`). */
        readonly worn: boolean;
        /** Everything the armor module derived (Elmo, casca, improvements, blood traits…). */
        readonly derived: DerivedArmor;
      }
    | FichaGap;
  readonly items: readonly string[];
  /** Every value the engine could not compute, with the reason. */
  readonly gaps: readonly FichaGap[];
}

/**
 * Options of {@link deriveFicha}.
 *
 * @example
 * ```ts
 * const o: DeriveOptions = { armorWorn: false };
 * ```
 */
export interface DeriveOptions {
  /**
   * Is the armor worn? Default: yes when the character has an armor. Worn or not, a shattered
   * armor (or a casca without pieces) is not on the body: its state decides (`DerivedArmor.onBody`).
   */
  readonly armorWorn?: boolean;
}

const sum = (terms: readonly BreakdownTerm[]) => terms.reduce((s, t) => s + t.value, 0);

/**
 * The technique owner (level, attributes, Atributo do Cosmo, Posto, Cosmo choices) of a warrior,
 * for the technique engine.
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The owner context.
 * @example
 * ```ts
 * techniqueOwnerOf(teo) //=> { level: 1, attributes: { FOR: 12, DES: 15, … }, cosmoAttribute: 'SAB', posto: 'bronze', cosmoChoices: 0 }
 * ```
 */
export function techniqueOwnerOf(w: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset): TechniqueOwner {
  return ownerFromFacts(w, warriorFacts(w, ruleset));
}

function ownerFromFacts(w: Warrior, f: WarriorFacts): TechniqueOwner {
  return { level: f.level, attributes: { ...f.attributes }, cosmoAttribute: w.cosmoAttribute, posto: w.posto, cosmoChoices: f.cosmoChoices };
}

/**
 * The technique lines of the last few fichas derived, to reuse after an edit: a stored character
 * is immutable and immer shares unchanged techniques between versions, so re-deriving after an
 * edit only measures the techniques the edit touched (or all of them when the owner changed, e.g.
 * a new level). A short list of recent characters rather than a WeakMap keyed by technique: a
 * character read fresh from a file would pay a WeakMap entry per technique (and the collector
 * after it) for nothing; here it pays a few identity comparisons.
 */
interface RecentLines {
  readonly ruleset: CharacterRuleset;
  readonly techniques: readonly Technique[];
  readonly keys: readonly string[];
  readonly lines: readonly FichaTechniqueLine[];
}
const RECENT_MAX = 8;
const recentLines: RecentLines[] = [];

function reuseLine(t: Technique, i: number, key: string, ruleset: CharacterRuleset): FichaTechniqueLine | undefined {
  for (const r of recentLines) {
    if (r.ruleset !== ruleset) continue;
    // Same place (the usual edit), else anywhere (a technique added, removed or moved before it).
    const j = r.techniques[i] === t ? i : r.techniques.indexOf(t);
    if (j >= 0 && r.keys[j] === key) return r.lines[j];
  }
  return undefined;
}

function ownerKey(o: TechniqueOwner, cosmoAttribute: string): string {
  const a = o.attributes ?? {};
  return `${o.level}|${a.FOR}|${a.DES}|${a.CON}|${a.INT}|${a.SAB}|${a.CAR}|${cosmoAttribute}|${o.posto}|${o.cosmoChoices}|`;
}

/**
 * What derivation looks up in a ruleset again and again (names by key, the fixed gains reached at
 * each level), indexed once per ruleset object: rulesets are deep-frozen, so the index never goes
 * stale. Every value is still read from the ruleset.
 */
interface RulesetIndex {
  readonly attributeNames: ReadonlyMap<string, string>;
  readonly armies: ReadonlyMap<string, CharacterRuleset['creation']['armies'][number]>;
  readonly accessoryLabels: ReadonlyMap<string, string>;
  readonly passiveDefenseNames: ReadonlyMap<string, string>;
  /** Fixed gains reached up to each level (index = level). */
  readonly gainsUpTo: (readonly FixedGainKey[] | undefined)[];
}

const indexCache = new WeakMap<CharacterRuleset, RulesetIndex>();

function rulesetIndex(ruleset: CharacterRuleset): RulesetIndex {
  let ix = indexCache.get(ruleset);
  if (ix) return ix;
  const C = ruleset.creation;
  // First entry wins, as `Array.prototype.find` does.
  const byFirst = <T, V>(list: readonly T[], key: (t: T) => string, value: (t: T) => V): Map<string, V> => {
    const m = new Map<string, V>();
    for (const t of list) if (!m.has(key(t))) m.set(key(t), value(t));
    return m;
  };
  ix = {
    attributeNames: byFirst(C.attributes, (a) => a.key, (a) => a.name),
    armies: byFirst(C.armies, (a) => a.id, (a) => a),
    accessoryLabels: byFirst(ruleset.armor.accessories, (a) => a.slug, (a) => a.label),
    passiveDefenseNames: byFirst(C.passiveDefenses.list, (d) => d.id, (d) => d.name),
    gainsUpTo: [],
  };
  indexCache.set(ruleset, ix);
  return ix;
}

function gainsUpTo(level: number, ix: RulesetIndex, ruleset: CharacterRuleset): readonly FixedGainKey[] {
  let g = ix.gainsUpTo[level];
  if (!g) ix.gainsUpTo[level] = g = fixedGainsUpTo(level, ruleset);
  return g;
}

function techniqueLine(
  t: Technique,
  f: WarriorFacts,
  w: Warrior,
  owner: TechniqueOwner,
  rollBonus: Partial<Record<AttributeKey, Breakdown>>,
  acertoTerms: readonly BreakdownTerm[],
  ruleset: CharacterRuleset,
): FichaTechniqueLine {
  const T = ruleset.techniques;
  const grau = effectiveGrau(t, f.level, f.signatures.get(t.id), ruleset);
  const acting: Technique = grau === t.grau ? t : { ...t, grau };
  // Lean: the line keeps only the totals and the issue list (frozen below).
  const receipt = measureTechniqueTotals(acting, owner, ruleset);
  const at = techniqueAtLevel(acting, owner, ruleset);
  let attribute: AttributeKey | undefined = t.attribute;
  if (!attribute && t.nature === 'cosmo') attribute = w.cosmoAttribute;
  if (!attribute && t.nature === 'golpe') {
    const options = T.natures.golpe.attributes as readonly AttributeKey[];
    attribute = options.reduce((best, a) => (attributeModifier(f.attributes[a], ruleset) > attributeModifier(f.attributes[best], ruleset) ? a : best));
  }
  const natureLabel = t.nature ? `${T.natures[t.nature].label}${attribute ? ` (${attribute})` : ''}` : '—';
  const rolls = t.roll === undefined ? [] : Array.isArray(t.roll) ? t.roll : [t.roll];
  const first = rolls[0];
  let roll: FichaTechniqueLine['roll'] = null;
  if (first && first.kind !== 'nenhuma' && attribute) {
    // The same for every technique of that attribute: built once per ficha.
    const bonus = (rollBonus[attribute] ??= breakdown('bônus', [
      { label: attribute, value: attributeModifier(f.attributes[attribute], ruleset), rule: 'creation.modifier' },
      { label: 'proficiência', value: proficiencyAt(f.level, ruleset), rule: 'progression.levels.proficiency' },
      ...acertoTerms,
    ]));
    const against = first.against ?? (first.kind === 'ataque' ? 'DEF' : undefined);
    const againstLabel =
      against === undefined ? '' : against === 'DEF' ? ' contra a DEF' : ` contra ${rulesetIndex(ruleset).passiveDefenseNames.get(against) ?? against}`;
    const sign = bonus.total < 0 ? `− ${-bonus.total}` : `+ ${bonus.total}`;
    roll = { kind: first.kind, against, bonus, text: `1d20 ${sign}${againstLabel}` };
  }
  const damage = at.amounts.map((a) => a.resolvedText ?? a.text).join('; ');
  return {
    id: t.id,
    name: t.name,
    signature: f.signatures.has(t.id),
    golpeDoAssento: t.golpeDoAssento !== undefined,
    waiting: t.waiting,
    nature: t.nature,
    natureLabel,
    attribute,
    size: receipt.size.total,
    cost: receipt.cost.total,
    grau,
    roll,
    damage: damage === '' ? '—' : damage,
    details: describeTechnique(t, ruleset),
    valid: receipt.valid,
    issues: Object.freeze(receipt.issues),
  };
}

/**
 * Derives a warrior's ficha from the stored choices: every field of the "Modelo de ficha" with its
 * breakdown. Pure; never throws on a character that passed {@link validateCharacter}.
 *
 * @param w - The stored warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @param options - Whether the armor is worn.
 * @returns The ficha.
 * @example
 * ```ts
 * const f = deriveFicha(teo);
 * f.hp.total //=> 15
 * f.golpeComum.damage //=> '1d10 + 2'
 * ```
 */
export function deriveFicha(w: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset, options: DeriveOptions = {}): Ficha {
  // A stored character is immutable: the same object with the same ruleset and options always has
  // the same ficha, so the last one is remembered (a re-render costs nothing; an edit makes a new
  // object). One slot, not a WeakMap: a WeakMap entry per edit would cost more in GC than it saves.
  // The book's rules, whole (`bookRuleset`) or reduced (the default), are one key.
  const key = options.armorWorn === undefined ? 'auto' : String(options.armorWorn);
  const rk = memoRuleset(ruleset, bookCharacterRuleset);
  if (last && last.w === w && last.ruleset === rk && last.key === key) return last.ficha;
  const ficha = Object.freeze(computeFicha(w, ruleset, options));
  last = { w, ruleset: rk, key, ficha };
  return ficha;
}

let last: { w: Warrior; ruleset: CharacterRuleset; key: string; ficha: Ficha } | undefined;

/**
 * What every block of the ficha reads: the warrior, its facts, the ruleset, the level, the
 * proficiency, the attribute modifiers, the lições and the armor on the body. Built once per ficha.
 */
interface Sheet {
  readonly w: Warrior;
  readonly f: WarriorFacts;
  readonly ruleset: CharacterRuleset;
  readonly ix: RulesetIndex;
  readonly level: number;
  readonly prof: number;
  readonly mod: Readonly<Record<AttributeKey, number>>;
  readonly cosmoKey: CosmoAttributeKey;
  readonly licoes: readonly NonNullable<ReturnType<typeof licaoOf>>[];
  /** The armor's part of the ficha, or undefined without an armor. */
  readonly armor: ArmorContribution | undefined;
  /** The armor is on the body (worn, and `onBody` in its state): its terms and the guarda count. */
  readonly worn: boolean;
  readonly gaps: FichaGap[];
}

/**
 * Computes the ficha block by block, in the order of the book's "Modelo de ficha" (Capítulo
 * Catorze): the header, the attributes, PV · DEF · Iniciativa · Movimento, the three defenses,
 * COSMO, the armor, treino and Convicções, the skills, the golpe comum and the techniques. Each
 * block is one function below, named by the book's word for it.
 */
function computeFicha(w: Warrior, ruleset: CharacterRuleset, options: DeriveOptions): Ficha {
  const f = warriorFacts(w, ruleset);
  const ix = rulesetIndex(ruleset);
  const { attributes, mod } = atributos(w, f, ruleset, ix);
  const level = f.level;
  const licoes = f.licoes.map((id) => licaoOf(w, id, ruleset)).filter((l) => l !== undefined);
  const armor: ArmorContribution | undefined = w.armor ? armorContribution(w.armor, { con: mod.CON, vidaChoices: f.vidaChoices }, ruleset) : undefined;
  // The one rule of "a armadura no corpo" (the guarda, the armor's terms): worn, and on the body in
  // its state (the armor module's `onBody`: not shattered, not a casca without pieces).
  const worn = (options.armorWorn ?? w.armor !== undefined) && armor !== undefined && armor.derived.onBody;
  const sheet: Sheet = { w, f, ruleset, ix, level, prof: proficiencyAt(level, ruleset), mod, cosmoKey: w.cosmoAttribute, licoes, armor, worn, gaps: [] };
  const P = ruleset.progression;
  const treino = treinoOf(w, ruleset);
  const cosmo = cosmoBlock(sheet);
  const golpeComum = golpeComumBlock(sheet);
  const { techniques, knownCount } = tecnicas(sheet, golpeComum.acertoTerms);
  const army = ix.armies.get(w.army);
  const accessoryId = w.armor?.accessory ?? w.accessory;
  return {
    kind: 'guerreiro',
    name: w.name,
    eloDivino: w.details.eloDivino ?? null,
    army: { id: w.army, name: army?.name ?? w.army },
    posto: { id: w.posto, label: ruleset.armor.postos[w.posto]?.label ?? w.posto },
    constellation: w.constellation,
    accessory: { id: accessoryId, label: ix.accessoryLabels.get(accessoryId) ?? accessoryId },
    level,
    attributes,
    cosmoAttribute: { key: sheet.cosmoKey, name: attributes[sheet.cosmoKey].name, modifier: mod[sheet.cosmoKey] },
    proficiency: sheet.prof,
    grau: grauAt(level, ruleset),
    hp: pv(sheet),
    def: defesa(sheet),
    initiative: iniciativa(sheet),
    movement: movimento(sheet),
    passiveDefenses: defesasPassivas(sheet, f.trainedDefenses),
    cosmo,
    resistencia: resistencia(sheet),
    golpeComum: golpeComum.field,
    skills: pericias(sheet, treino?.skills ?? []),
    techniques,
    techniquesKnown: { count: knownCount, max: ruleset.techniques.known.max },
    treino: { id: w.treino, name: treino?.name ?? w.treino },
    licoes: licoes.map((l) => ({ id: l.id, name: l.name, effect: l.effect })),
    conviccoes: { count: conviccoesAt(level, ruleset), texts: w.conviccoes },
    centelhas: ruleset.cosmo.centelhas.perSession,
    gloria: { current: w.gloria, toLeave: gloriaToLeave(level, ruleset) },
    fixedGains: gainsUpTo(level, ix, ruleset).map((g) => ({ id: g, name: P.fixedGains[g].name, effect: P.fixedGains[g].effect })),
    armor: armadura(sheet),
    items: w.items,
    gaps: sheet.gaps,
  };
}

/**
 * Atributos: each value (creation + the raises of the level-ups, in order) and its modifier.
 */
function atributos(
  w: Warrior,
  f: WarriorFacts,
  ruleset: CharacterRuleset,
  ix: RulesetIndex,
): { attributes: Record<AttributeKey, FichaAttribute>; mod: Record<AttributeKey, number> } {
  const inc = ruleset.progression.choices.tecnicaOuAtributo.attributeIncrease;
  // The attribute raises of the level-ups, per attribute, in level-up order (one pass).
  const raises: Partial<Record<AttributeKey, BreakdownTerm[]>> = {};
  for (const u of w.levelUps) {
    const c = u.tecnicaOuAtributo;
    if (c?.kind === 'atributo')
      (raises[c.attribute] ??= []).push({ label: `nível ${u.level}`, value: inc, rule: 'progression.choices.tecnicaOuAtributo' });
  }
  const attributes = {} as Record<AttributeKey, FichaAttribute>;
  const mod = {} as Record<AttributeKey, number>;
  for (const k of attributeKeys) {
    const terms: BreakdownTerm[] = [{ label: 'criação', value: f.baseAttributes[k], rule: 'creation.standardArray' }];
    const up = raises[k];
    if (up) for (const t of up) terms.push(t);
    const value = f.attributes[k];
    mod[k] = attributeModifier(value, ruleset);
    attributes[k] = { key: k, name: ix.attributeNames.get(k) ?? k, value, modifier: mod[k], breakdown: fastBreakdown(k, terms) };
  }
  return { attributes, mod };
}

/** PV: the level's base, CON once per level, the Vida choices, the lições that add PV per level. */
function pv({ f, level, mod, licoes, ruleset }: Sheet): Breakdown {
  const hpTerms: BreakdownTerm[] = [
    { label: 'base', value: baseHpAt(level, ruleset), rule: 'progression.levels.hpBase' },
    { label: 'CON', value: mod.CON * level, rule: 'creation.finalSums', note: level > 1 ? `CON ${mod.CON} × nível ${level}` : undefined },
  ];
  if (f.vidaChoices > 0)
    hpTerms.push({
      label: 'Vida',
      value: f.vidaChoices * hpPerVidaChoiceAt(level, ruleset),
      rule: 'progression.choices.vida',
      note: `${f.vidaChoices} × ${hpPerVidaChoiceAt(level, ruleset)}`,
    });
  for (const l of licoes)
    if (l.effects.hpPerLevel) hpTerms.push({ label: l.name, value: l.effects.hpPerLevel * level, rule: `creation.treinos.${l.id}` });
  return breakdown('PV', hpTerms);
}

/**
 * DEF: 10 + DES or the Atributo do Cosmo, the higher (with the armor on the body, also FOR or CON:
 * the guarda) + the armor's bonus.
 */
function defesa({ ruleset, mod, cosmoKey, worn, armor }: Sheet): FichaValue {
  const D = ruleset.creation.finalSums.def;
  const defCandidates: { key: AttributeKey; label: string }[] = D.attributes.map((a) => (a === 'cosmo' ? { key: cosmoKey, label: cosmoKey } : { key: a, label: a }));
  if (worn) for (const g of D.guard) defCandidates.push({ key: g, label: g });
  const bestDef = defCandidates.reduce((b, c) => (mod[c.key] > mod[b.key] ? c : b));
  const defTerms: BreakdownTerm[] = [
    { label: 'base', value: D.base, rule: 'creation.finalSums.def.base' },
    { label: bestDef.label, value: mod[bestDef.key], rule: 'creation.finalSums.def' },
  ];
  if (worn) defTerms.push(...armor!.defTerms);
  return breakdown('DEF', defTerms);
}

/** Iniciativa: DES, the lições, the three-defenses choice, the armor (Leve, Pesada). */
function iniciativa({ ruleset, mod, licoes, f, worn, armor }: Sheet): Breakdown {
  const initAttribute = ruleset.combat.initiative.attribute;
  const initTerms: BreakdownTerm[] = [{ label: initAttribute, value: mod[initAttribute], rule: 'combat.initiative' }];
  for (const l of licoes)
    if (l.effects.initiativeBonus) initTerms.push({ label: l.name, value: l.effects.initiativeBonus, rule: `creation.treinos.${l.id}` });
  if (f.initiativeChoices > 0)
    initTerms.push({
      label: 'três defesas',
      value: f.initiativeChoices * ruleset.progression.choices.periciaOuDefesa.initiativeIfAllDefenses,
      rule: 'progression.choices.periciaOuDefesa',
    });
  if (worn) initTerms.push(...armor!.initiative);
  return breakdown('Iniciativa', initTerms);
}

/** Movimento: the base and what the armor on the body adds (Pernas, Asas, Leve, Pesada). */
function movimento({ ruleset, worn, armor }: Sheet): Breakdown {
  const moveTerms: BreakdownTerm[] = [{ label: 'base', value: ruleset.creation.finalSums.movement.base, rule: 'creation.finalSums.movement' }];
  if (worn) moveTerms.push(...armor!.movement);
  return breakdown('Movimento', moveTerms);
}

/** Fortitude, Reflexos, Vontade: base + attribute (+ proficiency when trained). */
function defesasPassivas({ ruleset, mod, prof }: Sheet, trainedDefenses: readonly string[]): Ficha['passiveDefenses'] {
  const C = ruleset.creation.passiveDefenses;
  const passiveDefenses = {} as Record<PassiveDefenseKey, { name: string; trained: boolean; value: Breakdown }>;
  for (const d of C.list) {
    const trained = trainedDefenses.includes(d.id);
    const terms: BreakdownTerm[] = [
      { label: 'base', value: C.base, rule: 'creation.passiveDefenses.base' },
      { label: d.attribute, value: mod[d.attribute], rule: 'creation.passiveDefenses' },
    ];
    if (trained) terms.push({ label: 'proficiência', value: prof, rule: 'progression.levels.proficiency' });
    passiveDefenses[d.id] = { name: d.name, trained, value: fastBreakdown(d.name, terms) };
  }
  return passiveDefenses;
}

/** COSMO: the Teto, the starting Cosmo (never above the Teto) and the piso. */
function cosmoBlock({ ruleset, level, prof, f, mod, cosmoKey, worn, armor }: Sheet): Ficha['cosmo'] {
  const K = ruleset.cosmo;
  const tetoTerms: BreakdownTerm[] = [{ label: 'base', value: tetoBaseAt(level, ruleset), rule: 'cosmo.teto.base', note: `${K.teto.base} + proficiência ${prof}` }];
  if (f.cosmoChoices > 0) tetoTerms.push({ label: 'Cosmo', value: f.cosmoChoices * K.teto.perCosmoChoice, rule: 'cosmo.teto.perCosmoChoice' });
  const teto = breakdown('Teto', tetoTerms);
  const cosmoMod = mod[cosmoKey];
  const startTerms: BreakdownTerm[] = [
    {
      label: cosmoKey,
      value: Math.max(K.start.min, cosmoMod),
      rule: 'cosmo.start.min',
      ...(cosmoMod < K.start.min ? { note: `mínimo ${K.start.min}` } : {}),
    },
  ];
  if (f.cosmoChoices > 0) startTerms.push({ label: 'Cosmo', value: f.cosmoChoices * K.start.perCosmoChoice, rule: 'cosmo.start.perCosmoChoice' });
  if (worn) startTerms.push(...armor!.startingCosmo);
  const startSum = sum(startTerms);
  const start = breakdown('Cosmo inicial', startTerms, K.start.cappedByTeto ? Math.min(startSum, teto.total) : startSum);
  const floorTerms: BreakdownTerm[] = [{ label: 'base', value: K.floor.base, rule: 'cosmo.floor.base' }];
  const floorSteps = Math.floor(f.cosmoChoices / K.floor.cosmoChoicesPerStep);
  if (floorSteps > 0) floorTerms.push({ label: 'Cosmo', value: floorSteps, rule: 'cosmo.floor.cosmoChoicesPerStep' });
  return { start, floor: breakdown('Piso', floorTerms), teto };
}

/** RESISTÊNCIA: the armor's maximum, or a gap without an armor. */
function resistencia({ armor, gaps }: Sheet): FichaValue {
  if (armor) return armor.derived.maxResistencia;
  const gap: FichaGap = { gap: true, field: 'resistencia', reason: 'sem armadura na ficha' };
  gaps.push(gap);
  return gap;
}

/**
 * GOLPE COMUM: the attribute (the stored choice, else the best of the options), to hit
 * (attribute + proficiency + the armor's acerto), the damage die (the accessory's, else the
 * book's), Golpes per action (the Ataque Extra). Also returns the armor's acerto terms, which every
 * technique roll adds too.
 */
function golpeComumBlock({ w, ruleset, mod, prof, cosmoKey, level, worn, armor }: Sheet): { field: Ficha['golpeComum']; acertoTerms: readonly BreakdownTerm[] } {
  const golpeOptions = ruleset.creation.finalSums.golpeComum.attributes.map((a) => (a === 'cosmo' ? cosmoKey : a));
  const attribute =
    w.golpeComumAttribute && golpeOptions.includes(w.golpeComumAttribute) ? w.golpeComumAttribute : golpeOptions.reduce((b, a) => (mod[a] > mod[b] ? a : b));
  // The armor's acerto (its blood forms) adds to every attack and Efeito roll while it is worn.
  const acertoTerms: readonly BreakdownTerm[] = worn ? armor!.acertoTerms : [];
  const toHit = breakdown('golpe comum', [
    { label: attribute, value: mod[attribute], rule: 'creation.finalSums.golpeComum' },
    { label: 'proficiência', value: prof, rule: 'progression.levels.proficiency' },
    ...acertoTerms,
  ]);
  const damageDie = (worn ? armor!.golpeComumDie : undefined) ?? ruleset.combat.golpeComum.damageDie;
  const dmg = mod[attribute];
  const attacks = level >= ruleset.combat.ataqueExtra.level ? ruleset.combat.ataqueExtra.golpes : 1;
  return {
    field: { attribute, toHit, damageDie, damageBonus: dmg, damage: `1d${damageDie}${dmg === 0 ? '' : dmg > 0 ? ` + ${dmg}` : ` − ${-dmg}`}`, attacks },
    acertoTerms,
  };
}

/** PERÍCIAS: each skill, its bonus and where the proficiency came from (treino, livre, nível). */
function pericias({ w, f, ruleset, mod, prof }: Sheet, treinoSkillList: readonly string[]): FichaSkill[] {
  const treinoSkills = new Set(treinoSkillList);
  const freeSkills = new Set(w.skills);
  return ruleset.creation.skills.map((s) => {
    const proficient = f.proficientSkills.includes(s.id);
    const source = !proficient ? null : treinoSkills.has(s.id) ? 'treino' : freeSkills.has(s.id) ? 'livre' : 'nivel';
    const terms: BreakdownTerm[] = [{ label: s.attribute, value: mod[s.attribute], rule: 'creation.skills' }];
    if (proficient) terms.push({ label: 'proficiência', value: prof, rule: 'progression.levels.proficiency' });
    return { id: s.id, name: s.name, attribute: s.attribute, proficient, source, bonus: fastBreakdown(s.name, terms) };
  });
}

/**
 * TÉCNICAS: one line per technique (name, nature, size, cost, Grau, roll, damage), reusing the
 * lines of a recent ficha when the technique and its owner did not change; and how many count
 * towards the known limit.
 */
function tecnicas({ w, f, ruleset }: Sheet, acertoTerms: readonly BreakdownTerm[]): { techniques: FichaTechniqueLine[]; knownCount: number } {
  const owner = ownerFromFacts(w, f);
  // The armor's acerto is in every roll of the lines: a line is reused only with the same terms.
  let baseKey = ownerKey(owner, w.cosmoAttribute);
  for (const t of acertoTerms) baseKey += `${t.label}:${t.value};`;
  // A plain loop (and a copy of the list by hand): on Node 20, slice/filter/forEach over a frozen
  // array (a validated character) leave V8's fast path and cost several times more.
  const rollBonus: Partial<Record<AttributeKey, Breakdown>> = {};
  const n = w.techniques.length;
  const keys: string[] = new Array(n);
  const seen: Technique[] = new Array(n);
  const techniques: FichaTechniqueLine[] = new Array(n);
  let knownCount = 0;
  for (let i = 0; i < n; i++) {
    const t = w.techniques[i]!;
    const since = f.signatures.get(t.id);
    const key = since === undefined ? baseKey : `${baseKey}${since}`;
    keys[i] = key;
    seen[i] = t;
    techniques[i] = reuseLine(t, i, key, ruleset) ?? Object.freeze(techniqueLine(t, f, w, owner, rollBonus, acertoTerms, ruleset));
    if (countsTowardsKnown(t, ruleset)) knownCount++;
  }
  if (recentLines.length >= RECENT_MAX) recentLines.pop();
  recentLines.unshift({ ruleset, techniques: seen, keys, lines: techniques });
  return { techniques, knownCount };
}

/** ARMADURA: name, Version, DEF, Acerto, Resistência, accessory, characteristics, state. */
function armadura({ w, ruleset, ix, armor, worn, gaps }: Sheet): Ficha['armor'] {
  if (!armor) {
    const gap: FichaGap = { gap: true, field: 'armor', reason: 'sem armadura na ficha' };
    gaps.push(gap);
    return gap;
  }
  const d = armor.derived;
  return {
    name: d.name,
    version: d.version,
    posto: ruleset.armor.postos[d.posto]?.label ?? d.posto,
    state: d.state,
    def: d.def,
    acerto: d.acerto,
    resistencia: d.maxResistencia,
    resistenciaCurrent: d.resistencia,
    accessory: d.accessory?.label ?? (w.armor?.accessory === undefined ? undefined : ix.accessoryLabels.get(w.armor.accessory)) ?? w.armor?.accessory ?? '',
    characteristics: d.characteristics.map((c) => c.label),
    worn,
    derived: d,
  };
}

/**
 * The derived ficha of a human or apprentice (Antes do Sexto Sentido): PV from the human table,
 * DEF 10 + DES, passive defenses 10 + attribute (+ proficiency when trained), golpe 1d4 or 1d6.
 *
 * @example
 * ```ts
 * deriveHumanFicha(aprendiz).hp.text //=> 'PV 7 = 6 base + 1 CON'
 * ```
 */
export interface HumanFicha {
  readonly kind: 'humano';
  readonly name: string;
  readonly humanLevel: number;
  readonly who: string;
  readonly attributes: Readonly<Record<AttributeKey, { readonly value: number; readonly modifier: number }>>;
  readonly proficiency: number;
  readonly hp: Breakdown;
  readonly def: Breakdown;
  readonly passiveDefenses: Readonly<Record<PassiveDefenseKey, { readonly name: string; readonly trained: boolean; readonly value: Breakdown }>>;
  readonly golpe: { readonly attribute: AttributeKey; readonly toHit: Breakdown; readonly damage: string };
  readonly conviccoes: number;
  readonly skills: readonly string[];
}

/**
 * Derives the ficha of a human or apprentice.
 *
 * @param h - The stored human.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The human ficha.
 * @example
 * ```ts
 * deriveHumanFicha({ ...aprendiz, humanLevel: 1 }).hp.total //=> 5   (4 + CON 12 → +1)
 * ```
 */
export function deriveHumanFicha(h: Human, ruleset: CharacterRuleset = bookCharacterRuleset): HumanFicha {
  const H = ruleset.creation.humans;
  const row = H.levels[Math.min(Math.max(h.humanLevel, 1), H.levels.length) - 1]!;
  const mod = {} as Record<AttributeKey, number>;
  const attributes = {} as Record<AttributeKey, { value: number; modifier: number }>;
  for (const k of attributeKeys) {
    mod[k] = attributeModifier(h.attributes.values[k], ruleset);
    attributes[k] = { value: h.attributes.values[k], modifier: mod[k] };
  }
  const hpSum = row.hpBase + mod.CON;
  const hp = breakdown(
    'PV',
    [
      { label: 'base', value: row.hpBase, rule: 'creation.humans.levels' },
      { label: 'CON', value: mod.CON, rule: 'creation.humans.levels' },
    ],
    Math.max(H.hpMin, hpSum),
  );
  const def = breakdown('DEF', [
    { label: 'base', value: H.def.base, rule: 'creation.humans.def' },
    { label: H.def.attribute, value: mod[H.def.attribute], rule: 'creation.humans.def' },
  ]);
  const passiveDefenses = {} as Record<PassiveDefenseKey, { name: string; trained: boolean; value: Breakdown }>;
  for (const d of ruleset.creation.passiveDefenses.list) {
    const trained = h.trainedDefenses.includes(d.id) && row.proficiency > 0;
    const terms: BreakdownTerm[] = [
      { label: 'base', value: H.passiveDefenseBase, rule: 'creation.humans.passiveDefenseBase' },
      { label: d.attribute, value: mod[d.attribute], rule: 'creation.passiveDefenses' },
    ];
    if (trained) terms.push({ label: 'proficiência', value: row.proficiency, rule: 'creation.humans.levels' });
    passiveDefenses[d.id] = { name: d.name, trained, value: breakdown(d.name, terms) };
  }
  const golpeAttribute: AttributeKey = mod.FOR >= mod.DES ? 'FOR' : 'DES';
  const toHitTerms: BreakdownTerm[] = [{ label: golpeAttribute, value: mod[golpeAttribute], rule: 'creation.humans.statusBase' }];
  if (row.proficiency > 0) toHitTerms.push({ label: 'proficiência', value: row.proficiency, rule: 'creation.humans.levels' });
  const m = mod[golpeAttribute];
  const treino = treinoOf(h, ruleset);
  return {
    kind: 'humano',
    name: h.name,
    humanLevel: h.humanLevel,
    who: row.who,
    attributes,
    proficiency: row.proficiency,
    hp,
    def,
    passiveDefenses,
    golpe: { attribute: golpeAttribute, toHit: breakdown('golpe', toHitTerms), damage: `1d${row.golpeDie}${m === 0 ? '' : m > 0 ? ` + ${m}` : ` − ${-m}`}` },
    conviccoes: row.conviccoes,
    skills: row.treinoSkills && treino ? [...treino.skills] : [],
  };
}

/**
 * Derives the ficha of any character: a warrior's {@link Ficha} or a human's {@link HumanFicha}.
 *
 * @param c - The stored character.
 * @param ruleset - The ruleset (defaults to the book's).
 * @param options - Derivation options (armor worn).
 * @returns The ficha.
 * @example
 * ```ts
 * deriveCharacter(teo).kind //=> 'guerreiro'
 * ```
 */
export function deriveCharacter(c: Character, ruleset: CharacterRuleset = bookCharacterRuleset, options: DeriveOptions = {}): Ficha | HumanFicha {
  return c.kind === 'humano' ? deriveHumanFicha(c, ruleset) : deriveFicha(c, ruleset, options);
}
