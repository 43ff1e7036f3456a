/**
 * Progression (Capítulo Doze): Glória, level-up with the choices of each level and its fixed gains,
 * attributes capped at 20 (HP recomputed as if CON had always been that value — the ficha derives
 * it), the limit of 11 techniques, and Posto promotion.
 *
 * Every update is a pure function (immer): it returns a new character, or the coded issues and the
 * character unchanged.
 *
 * @module
 */
import { produce, type Draft } from 'immer';
import { type ArmorInput, promote as promoteArmor, validateArmor } from '../armor/index.js';
import { type AttributeKey, bookCharacterRuleset, fixedGainsAt, gloriaToLeave, grauAt, maxLevel, type PassiveDefenseKey, type CharacterRuleset } from '../rules/index.js';
import { type Technique, type TechniqueInput, techniqueSchema } from '../technique/index.js';
import { fail, hasErrors, ok, parseWith, prefixIssues, type Issue, type Result } from '../issues/index.js';
import { checkCharacter, techniqueReadinessIssues } from './check.js';
import { deriveFicha, techniqueOwnerOf } from './derive.js';
import { warriorFacts } from './facts.js';
import { characterIssue as make } from './issues.js';
import type { LevelUp, Warrior } from './schema.js';

/**
 * The choices a player makes on reaching a level.
 *
 * - `vidaOuCosmo`: every level;
 * - `tecnicaOuAtributo` (levels 4, 6, …, 20): a new technique (its data; its Grau defaults to the new
 *   level's) or +2 in an attribute;
 * - `periciaOuDefesa` (levels 3, 7, 11, 15, 19): a skill, the missing defense, or +2 Iniciativa
 *   when the three defenses are trained;
 * - `segundaLicao` (6), `segundaAssinatura` (18: a technique id), `quartaConviccao` (14: the sentence);
 * - `rewriteConviccao`: optionally rewrite one Convicção.
 *
 * @example
 * ```ts
 * const c: LevelUpChoices = { vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'atributo', attribute: 'DES' } };
 * ```
 */
export interface LevelUpChoices {
  readonly vidaOuCosmo: 'vida' | 'cosmo';
  readonly tecnicaOuAtributo?:
    | { readonly kind: 'tecnica'; readonly technique: TechniqueInput }
    | { readonly kind: 'atributo'; readonly attribute: AttributeKey };
  readonly periciaOuDefesa?:
    | { readonly kind: 'pericia'; readonly skill: string }
    | { readonly kind: 'defesa'; readonly defense: PassiveDefenseKey }
    | { readonly kind: 'iniciativa' };
  readonly segundaLicao?: string;
  readonly segundaAssinatura?: string;
  readonly quartaConviccao?: string;
  readonly rewriteConviccao?: { readonly index: number; readonly text: string };
}

/**
 * Options of {@link levelUp}.
 *
 * @example
 * ```ts
 * const o: LevelUpOptions = { ignoreGloria: true };
 * ```
 */
export interface LevelUpOptions {
  /** Rise without the Glória (the Mestre's call, or building a higher-level character). Default false. */
  readonly ignoreGloria?: boolean;
}

function settle(before: Warrior, after: Warrior, ruleset: CharacterRuleset): Result<Warrior> {
  const issues = checkCharacter(after, ruleset);
  if (hasErrors(issues)) return fail(issues);
  return before === after ? ok(before, issues) : ok(after, issues);
}

/**
 * The character's level (1 + the level-ups).
 *
 * @param w - The warrior.
 * @returns The level.
 * @example
 * ```ts
 * levelOf(teo) //=> 1
 * ```
 */
export function levelOf(w: Warrior): number {
  return 1 + w.levelUps.length;
}

/**
 * Adds Glória: an amount, or the id of one of the book's triggers (`vencer_nomeado`,
 * `posto_acima`, `despertar_sentido`, `guerra_dos_mil_dias`, `objetivo_da_missao`, `sem_luta`).
 * `posto_acima` ("…e ele era de Posto acima do seu") is the +1 of a won fight against a named enemy
 * of higher Posto: it comes in the same call as `vencer_nomeado` (once per such fight), never alone.
 *
 * @param w - The warrior.
 * @param gain - How much, or which trigger(s).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior with more Glória, or `gloria_negative` / `gloria_rider_alone`.
 * @example
 * ```ts
 * unwrap(addGloria(teo, ['vencer_nomeado', 'posto_acima'])).gloria //=> 2
 * addGloria(teo, 'posto_acima').issues[0]?.code //=> 'gloria_rider_alone'
 * ```
 */
export function addGloria(w: Warrior, gain: number | string | readonly string[], ruleset: CharacterRuleset = bookCharacterRuleset): Result<Warrior> {
  let amount = 0;
  if (typeof gain === 'number') {
    if (!Number.isInteger(gain)) throw new TypeError(`Glória must be an integer, got ${gain}`);
    amount = gain;
  } else {
    const ids = typeof gain === 'string' ? [gain] : gain;
    for (const id of ids) {
      const t = ruleset.progression.gloria.triggers.find((x) => x.id === id);
      if (!t) return fail([make('step_missing', ['gloria'], { step: 'Glória', field: `um gatilho que exista (não "${id}")` })]);
      amount += t.amount;
    }
    // A rider counts once per fight it rides on: "A Glória de cada Ouro vencido vem com o +1 de Posto acima".
    const count = (id: string) => ids.filter((x) => x === id).length;
    for (const t of ruleset.progression.gloria.triggers) {
      if (t.ridesOn !== undefined && count(t.id) > count(t.ridesOn)) return fail([make('gloria_rider_alone', ['gloria'], { trigger: t.id, needs: t.ridesOn })]);
    }
  }
  if (w.gloria + amount < 0) return fail([make('gloria_negative', ['gloria'], { gloria: w.gloria + amount })]);
  return ok(
    produce(w, (x) => {
      x.gloria += amount;
    }),
  );
}

/**
 * Whether the warrior has the Glória to leave the level (and a level above exists).
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns True when a level-up is due (at the next long rest).
 * @example
 * ```ts
 * canLevelUp(teo) //=> false
 * ```
 */
export function canLevelUp(w: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset): boolean {
  const need = gloriaToLeave(levelOf(w), ruleset);
  return need !== null && w.gloria >= need;
}

/**
 * Rises one level with that level's choices. The fixed gains come with the level (Leitura de
 * Combate, Segunda Lição, Ataque Extra…); HP, Teto, Resistência and the rest are derived again by
 * the ficha (a CON raise recomputes HP as if CON had always been that value). The Glória returns to
 * zero. Refused (character unchanged) when the Glória is missing, a slot is empty or not allowed,
 * an attribute would pass 20, the techniques would pass 11, the new technique is not ready for its
 * owner at the new level (the technique engine: `technique_not_ready` with `technique_over_max_size`,
 * `technique_field_blank`… under `tecnicaOuAtributo.technique`)…
 *
 * The book levels up at the next long rest after the Glória is complete ("você sobe de nível no
 * próximo descanso longo"): the caller calls `levelUp` then, and `refreshOnLevelUp` on the play
 * state; {@link levelUpReport} lists what the new level changed in the technique lines.
 *
 * @param w - The warrior.
 * @param choices - The level's choices.
 * @param options - `ignoreGloria` to rise without the Glória.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior one level up, or the issues.
 * @example
 * ```ts
 * unwrap(levelUp(teo, { vidaOuCosmo: 'vida' }, { ignoreGloria: true })).levelUps.length //=> 1
 * ```
 */
export function levelUp(w: Warrior, choices: LevelUpChoices, options: LevelUpOptions = {}, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Warrior> {
  const level = levelOf(w) + 1;
  if (level > maxLevel(ruleset)) return fail([make('level_up_beyond_max', ['level'], { max: maxLevel(ruleset) })]);
  const need = gloriaToLeave(level - 1, ruleset);
  if (!options.ignoreGloria && need !== null && w.gloria < need)
    return fail([make('gloria_not_enough', ['gloria'], { gloria: w.gloria, needed: need, level: level - 1 })]);
  const issues: Issue[] = [];
  const gains = fixedGainsAt(level, ruleset);
  let newTechnique: Technique | undefined;
  if (choices.tecnicaOuAtributo?.kind === 'tecnica') {
    const r = parseWith(techniqueSchema, { grau: grauAt(level, ruleset), ...choices.tecnicaOuAtributo.technique }, 'technique_schema_');
    if (!r.ok) issues.push(...prefixIssues(['tecnicaOuAtributo', 'technique'], r.issues));
    else newTechnique = r.value as Technique;
  }
  if (gains.includes('quarta_conviccao') && !choices.quartaConviccao)
    issues.push(make('quarta_conviccao_missing', ['quartaConviccao'], { level }));
  if (choices.rewriteConviccao && (choices.rewriteConviccao.index < 0 || choices.rewriteConviccao.index >= w.conviccoes.length))
    issues.push(make('conviccao_count', ['rewriteConviccao', 'index'], { count: w.conviccoes.length, expected: w.conviccoes.length }));
  if (issues.length) return fail(issues);
  const entry: LevelUp = {
    level,
    vidaOuCosmo: choices.vidaOuCosmo,
    ...(choices.tecnicaOuAtributo
      ? {
          tecnicaOuAtributo:
            choices.tecnicaOuAtributo.kind === 'tecnica'
              ? { kind: 'tecnica' as const, techniqueId: newTechnique!.id }
              : { kind: 'atributo' as const, attribute: choices.tecnicaOuAtributo.attribute },
        }
      : {}),
    ...(choices.periciaOuDefesa ? { periciaOuDefesa: { ...choices.periciaOuDefesa } } : {}),
    ...(choices.segundaLicao !== undefined ? { segundaLicao: choices.segundaLicao } : {}),
    ...(choices.segundaAssinatura !== undefined ? { segundaAssinatura: choices.segundaAssinatura } : {}),
  };
  const next = produce(w, (x) => {
    x.levelUps.push(entry as Draft<LevelUp>);
    if (newTechnique) x.techniques.push(newTechnique as Draft<Technique>);
    if (choices.segundaAssinatura) {
      const t = x.techniques.find((t) => t.id === choices.segundaAssinatura);
      if (t) t.signature = true;
    }
    if (gains.includes('quarta_conviccao') && choices.quartaConviccao) x.conviccoes.push(choices.quartaConviccao);
    if (choices.rewriteConviccao) x.conviccoes[choices.rewriteConviccao.index] = choices.rewriteConviccao.text;
    x.gloria = options.ignoreGloria || need === null ? x.gloria : 0;
  });
  if (newTechnique) {
    // The new technique must be ready for its owner at the new level (the same check as creation's).
    const path = ['tecnicaOuAtributo', 'technique'];
    const pre = newTechniqueIssues(newTechnique, next, undefined, path, level, ruleset);
    if (hasErrors(pre)) return fail(pre);
  }
  return settle(w, next, ruleset);
}

/** The Grau check and the technique engine on a technique entering `owner` (level-up, evolution). */
function newTechniqueIssues(
  t: Technique,
  owner: Warrior,
  signatureSince: number | undefined,
  path: readonly (string | number)[],
  level: number,
  ruleset: CharacterRuleset,
): Issue[] {
  const issues: Issue[] = [];
  const ownerGrau = grauAt(level, ruleset);
  if (t.grau !== undefined && t.grau > ownerGrau)
    issues.push(make('technique_grau_above_level', [...path, 'grau'], { name: t.name, grau: t.grau, ownerGrau }));
  issues.push(...techniqueReadinessIssues(t, techniqueOwnerOf(owner, ruleset), signatureSince, path, ruleset));
  return issues;
}

/**
 * Replaces a technique with its evolution (Capítulo Seis, an Interlúdio action): the new version
 * takes its slot with a new id (a new, unread technique), records `evolvedFrom` (the original's id),
 * keeps the signature mark, and may move to any Grau up to the character's.
 *
 * @param w - The warrior.
 * @param techniqueId - The technique that evolved.
 * @param evolved - The evolved technique (rebuilt within the new Grau's max size).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The warrior with the evolved technique, or the issues (`technique_grau_above_level`;
 *   the technique engine's under `evolved`: `technique_not_ready`, `technique_over_max_size`…).
 * @example
 * ```ts
 * evolveTechnique(w9, 'livro-olhos-do-lince', { ...olhos, grau: 3 }).ok //=> true
 * ```
 */
export function evolveTechnique(w: Warrior, techniqueId: string, evolved: TechniqueInput, ruleset: CharacterRuleset = bookCharacterRuleset): Result<Warrior> {
  const i = w.techniques.findIndex((t) => t.id === techniqueId);
  if (i < 0) return fail([make('technique_unknown', ['techniqueId'], { id: techniqueId })]);
  const old = w.techniques[i]!;
  const { id: _ignored, ...rest } = evolved;
  const r = parseWith(techniqueSchema, { ...rest, evolvedFrom: old.evolvedFrom ?? old.id, signature: old.signature }, 'technique_schema_');
  if (!r.ok) return fail(prefixIssues(['evolved'], r.issues));
  const t = r.value as Technique;
  const since = warriorFacts(w, ruleset).signatures.get(old.id);
  const pre = newTechniqueIssues(t, w, since, ['evolved'], levelOf(w), ruleset);
  if (hasErrors(pre)) return fail(pre);
  // The evolved technique takes the slot of the one it replaced, with a new id (it is a new, unread
  // technique) and `evolvedFrom` pointing at the original, so the level-up that chose it still counts.
  const next = produce(w, (x) => {
    x.techniques[i] = t as Draft<Technique>;
  });
  return settle(w, next, ruleset);
}

/**
 * Promotion of Posto (Capítulo Doze, "Subir de Posto"): Prata from level 9 — the same armor moves to
 * the Prata row and gains its second characteristic (the armor module's `promote`); elite from
 * level 15 with a vacant seat — the character takes the seat's armor, checked by the armor
 * module's rules (`validateArmor`: known accessory and characteristics…) and whole, with the three
 * characteristics of the seat (`posto_elite_armor_characteristics`), and the seat's Golpe do
 * Assento ("Subir para a elite dá a armadura da vaga, com as três características dela, o Golpe do
 * Assento e o Sétimo dominado").
 *
 * The Golpe do Assento (`golpeDoAssento`, optional) is a technique input: its Grau defaults to the
 * wearer's (and must be it: `golpe_do_assento_grau`), its seat to the armor's name; the technique
 * engine measures it (it may pass the max size by one point) and refuses it when not ready; it
 * does not count towards the 11 known techniques. Without it the promotion goes through with the
 * warning `golpe_do_assento_missing`.
 *
 * @param w - The warrior.
 * @param to - `{ posto: 'prata', newCharacteristics }` or `{ posto: 'elite', vacantSeat: true, armor, golpeDoAssento? }`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The promoted warrior, or the issues (`posto_level_too_low`, `posto_needs_vacant_seat`, the
 *   armor's under `armor`: `accessory_unknown`, `characteristic_unknown`…).
 * @example
 * ```ts
 * unwrap(promotePosto(w9, { posto: 'prata', newCharacteristics: ['leve'] })).posto //=> 'prata'
 * const seat = { name: 'Sagitário', posto: 'elite', accessory: 'asas', characteristics: ['leve', 'ressonante', 'constelacao_viva'] };
 * const flecha = { name: 'Flecha da Justiça', nature: 'golpe', attribute: 'DES', activation: 'acao', duration: 'instantanea',
 *   range: 'toque', effects: [{ kind: 'dano', points: 2 }], roll: { kind: 'ataque' }, description: 'A flecha de ouro.' };
 * const elite = unwrap(promotePosto(prata15, { posto: 'elite', vacantSeat: true, armor: seat, golpeDoAssento: flecha }));
 * elite.techniques.at(-1)?.golpeDoAssento //=> { seat: 'Sagitário' }
 * ```
 */
export function promotePosto(
  w: Warrior,
  to:
    | { readonly posto: 'prata'; readonly newCharacteristics?: readonly string[] }
    | { readonly posto: 'elite'; readonly vacantSeat: boolean; readonly armor: ArmorInput; readonly golpeDoAssento?: TechniqueInput },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Result<Warrior> {
  const P = ruleset.progression.posto;
  const level = levelOf(w);
  const order = P.order;
  if (order.indexOf(to.posto) !== order.indexOf(w.posto) + 1) return fail([make('posto_not_next', ['posto'], { from: w.posto, to: to.posto })]);
  if (to.posto === 'prata') {
    if (level < P.prata.minLevel) return fail([make('posto_level_too_low', ['posto'], { posto: 'Prata', level, minLevel: P.prata.minLevel })]);
    let armor = w.armor;
    if (w.armor) {
      const r = promoteArmor(w.armor, 'prata', { level, newCharacteristics: to.newCharacteristics ?? [] }, ruleset);
      if (!r.ok) return fail(prefixIssues(['armor'], r.issues));
      armor = r.value;
    }
    return settle(
      w,
      produce(w, (x) => {
        x.posto = 'prata';
        if (armor) x.armor = armor as Draft<typeof armor>;
      }),
      ruleset,
    );
  }
  if (level < P.elite.minLevel) return fail([make('posto_level_too_low', ['posto'], { posto: 'elite', level, minLevel: P.elite.minLevel })]);
  if (P.elite.needsVacantSeat && !to.vacantSeat) return fail([make('posto_needs_vacant_seat', ['vacantSeat'], {})]);
  // The seat's armor is checked by the armor module's rules, and comes whole: "com as três
  // características dela" — fewer than the Posto's is refused here (a warning on a stored armor).
  const a = validateArmor({ ...to.armor, posto: 'elite' }, ruleset);
  if (!a.ok) return fail(prefixIssues(['armor'], a.issues));
  const expected = ruleset.armor.characteristicsPerPosto.elite;
  if (a.value.characteristics.length !== expected)
    return fail([make('posto_elite_armor_characteristics', ['armor', 'characteristics'], { count: a.value.characteristics.length, expected })]);
  const promoted = produce(w, (x) => {
    x.posto = 'elite';
    x.armor = a.value as Draft<typeof a.value>;
  });
  const seat = a.value.name;
  if (!to.golpeDoAssento) {
    const r = settle(w, promoted, ruleset);
    return r.ok ? ok(r.value, [...r.issues, make('golpe_do_assento_missing', ['golpeDoAssento'], { seat }, 'warning')]) : r;
  }
  // The seat's Golpe do Assento: built at the wearer's Grau, may pass the max size by the ruleset's
  // extra point (the technique engine knows `golpeDoAssento`), not one of the known techniques.
  const G = ruleset.techniques.golpeDoAssento;
  const grau = grauAt(level, ruleset);
  const g = parseWith(techniqueSchema, { grau, ...to.golpeDoAssento, golpeDoAssento: to.golpeDoAssento.golpeDoAssento ?? { seat } }, 'technique_schema_');
  if (!g.ok) return fail(prefixIssues(['golpeDoAssento'], g.issues));
  const golpe = g.value as Technique;
  if (G.builtAtWearerGrau && golpe.grau !== grau)
    return fail([make('golpe_do_assento_grau', ['golpeDoAssento', 'grau'], { name: golpe.name, grau: golpe.grau, ownerGrau: grau })]);
  const pre = newTechniqueIssues(golpe, promoted, undefined, ['golpeDoAssento'], level, ruleset);
  if (hasErrors(pre)) return fail(pre);
  return settle(
    w,
    produce(promoted, (x) => {
      x.techniques.push(golpe as Draft<Technique>);
    }),
    ruleset,
  );
}

/**
 * One technique line that a level-up changed, before → after (from the two derived fichas).
 *
 * @example
 * ```ts
 * const l: LevelUpReportLine = levelUpReport(w8, w9).techniques[0]!;
 * l.text //=> 'Garra que Rasga o Céu: dano 2d8 + 16 → 2d8 + 18; tamanho 3 → 3; custo 3 → 3; Grau 2 → 3'
 * ```
 */
export interface LevelUpReportLine {
  readonly id: string;
  readonly name: string;
  /** The technique was not in the ficha before (learnt at this level). */
  readonly isNew: boolean;
  readonly damage: { readonly before: string | null; readonly after: string };
  readonly size: { readonly before: number | null; readonly after: number };
  readonly cost: { readonly before: number | null; readonly after: number };
  readonly grau: { readonly before: number | null; readonly after: number | null };
  /** pt-BR summary ("Garra que Rasga o Céu: dano 2d8 + 16 → 2d8 + 18; …", or "… (nova): dano …"). */
  readonly text: string;
}

/**
 * What a level-up changed in the technique lines.
 *
 * @example
 * ```ts
 * const r: LevelUpReport = levelUpReport(w8, w9);
 * r.levels //=> { before: 8, after: 9 }
 * ```
 */
export interface LevelUpReport {
  readonly levels: { readonly before: number; readonly after: number };
  /** Each technique line that changed (damage, size, cost or Grau) or is new, in the ficha's order. */
  readonly techniques: readonly LevelUpReportLine[];
}

/**
 * The re-pricing report of a level-up: each technique line whose damage, size, cost or Grau
 * changed between the two derived fichas (the point bonus grows with the level; a signature rises
 * one Grau at each new Grau of its owner), and the technique learnt at the new level. Built from
 * the fichas' lines (`deriveFicha`), so a signature that already rose has the right "before".
 *
 * The book levels up at the next long rest ("você sobe de nível no próximo descanso longo"): at
 * that rest the caller calls {@link levelUp}, then `refreshOnLevelUp` on the play state, and may
 * show this report.
 *
 * @param before - The warrior before the level-up.
 * @param after - The same warrior after it (e.g. `levelUp(before, …).value`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The levels and the changed lines.
 * @example
 * ```ts
 * const w9 = unwrap(levelUp(w8, choices, { ignoreGloria: true }));
 * levelUpReport(w8, w9).techniques.map((l) => l.text)
 * //=> ['Garra que Rasga o Céu: dano 2d8 + 16 → 2d8 + 18; tamanho 3 → 3; custo 3 → 3; Grau 2 → 3']
 * ```
 */
export function levelUpReport(before: Warrior, after: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset): LevelUpReport {
  const fb = deriveFicha(before, ruleset);
  const fa = deriveFicha(after, ruleset);
  const old = new Map(fb.techniques.map((l) => [l.id, l]));
  const lines: LevelUpReportLine[] = [];
  for (const a of fa.techniques) {
    const b = old.get(a.id);
    if (b && b.damage === a.damage && b.size === a.size && b.cost === a.cost && b.grau === a.grau) continue;
    const arrow = (x: unknown, y: unknown) => `${String(x ?? '—')} → ${String(y ?? '—')}`;
    const text = b
      ? `${a.name}: dano ${arrow(b.damage, a.damage)}; tamanho ${arrow(b.size, a.size)}; custo ${arrow(b.cost, a.cost)}; Grau ${arrow(b.grau, a.grau)}`
      : `${a.name} (nova): dano ${a.damage}; tamanho ${a.size}; custo ${a.cost}; Grau ${String(a.grau ?? '—')}`;
    lines.push({
      id: a.id,
      name: a.name,
      isNew: !b,
      damage: { before: b?.damage ?? null, after: a.damage },
      size: { before: b?.size ?? null, after: a.size },
      cost: { before: b?.cost ?? null, after: a.cost },
      grau: { before: b?.grau ?? null, after: a.grau ?? null },
      text,
    });
  }
  return { levels: { before: fb.level, after: fa.level }, techniques: lines };
}
