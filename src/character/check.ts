/**
 * The rules a stored character must follow (Capítulos Três and Doze), checked against a ruleset:
 * each broken rule is one coded issue with a pt-BR message, at the path of the offending choice.
 *
 * @module
 */
import type { Immutable } from 'immer';
import { validateArmor } from '../armor/index.js';
import { type AttributeKey, attributeKeys, bookCharacterRuleset, choiceSlotsAt, fixedGainsAt, grauAt, maxLevel, type CharacterRuleset } from '../rules/index.js';
import { countsTowardsKnown, measureTechniqueTotals, type Technique, type TechniqueOwner } from '../technique/index.js';
import { prefixIssues, type Issue, type IssuePath } from '../issues/index.js';
import { conviccoesAt, effectiveGrau } from './facts.js';
import { findLicao, treinoOf, warriorFacts, type Treino, type WarriorFacts } from './facts.js';
import { characterIssue as make } from './issues.js';
import type { AttributeAssignment, Character, Human, Warrior } from './schema.js';
import { fold } from '../internal/text.js';

function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
}

/**
 * Checks the attribute step: the values fit the chosen method and the attribute range.
 *
 * @param a - The attribute assignment.
 * @param ruleset - The ruleset.
 * @returns Issues at `attributes…` paths.
 * @example
 * ```ts
 * checkAttributes({ method: 'padrao', values: { FOR: 15, DES: 15, CON: 13, INT: 12, SAB: 10, CAR: 8 } })[0].code
 * //=> 'attributes_not_standard_array'
 * ```
 */
export function checkAttributes(a: Immutable<AttributeAssignment>, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const C = ruleset.creation;
  const issues: Issue[] = [];
  const values = attributeKeys.map((k) => a.values[k]);
  const missing = attributeKeys.filter((k) => typeof a.values[k] !== 'number');
  if (missing.length) return [make('attributes_incomplete', ['attributes', 'values'], { missing: missing.join(', ') })];
  attributeKeys.forEach((k) => {
    const v = a.values[k];
    if (v < C.attributeMin || v > C.attributeMax)
      issues.push(make('attribute_out_of_range', ['attributes', 'values', k], { attribute: k, value: v, min: C.attributeMin, max: C.attributeMax }));
  });
  const show = (xs: readonly number[]) => xs.join(' · ');
  if (a.method === 'padrao' && !sameMultiset(values, C.standardArray))
    issues.push(make('attributes_not_standard_array', ['attributes', 'values'], { values: show(values), expected: show(C.standardArray) }));
  if (a.method === 'humano' && !sameMultiset(values, C.humans.array))
    issues.push(make('attributes_not_human_array', ['attributes', 'values'], { values: show(values), expected: show(C.humans.array) }));
  if (a.method === 'despertar' && !sameMultiset(values, C.humans.awakening))
    issues.push(make('attributes_not_standard_array', ['attributes', 'values'], { values: show(values), expected: show(C.humans.awakening) }));
  if (a.method === 'rolado') {
    if (!a.rolls) issues.push(make('rolled_array_needs_dice', ['attributes', 'rolls'], {}));
    else if (!sameMultiset(values, a.rolls))
      issues.push(make('attributes_not_rolled', ['attributes', 'values'], { values: show(values), rolled: show(a.rolls) }));
  }
  return issues;
}

/**
 * Checks the Convicções: the count for the level, each one starting with "eu luto" and not blank;
 * and an advisory (`conviccao_no_person`, a warning) when none seems to name a person ("Pelo menos
 * uma precisa ter o nome de uma pessoa", Etapa 6) — by the heuristic of {@link seemsToNameAPerson}.
 *
 * @param conviccoes - The sentences.
 * @param expected - How many there must be.
 * @param ruleset - The ruleset.
 * @returns Issues at `conviccoes…` paths.
 * @example
 * ```ts
 * checkConviccoes(['eu luto por Ana'], 3)[0].code //=> 'conviccao_count'
 * ```
 */
export function checkConviccoes(conviccoes: readonly string[], expected: number, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const issues: Issue[] = [];
  const start = ruleset.creation.conviccoes.startsWith;
  if (conviccoes.length !== expected)
    issues.push(make('conviccao_count', ['conviccoes'], { count: conviccoes.length, expected }));
  conviccoes.forEach((c, i) => {
    if (c.trim() === '') issues.push(make('conviccao_blank', ['conviccoes', i], { index: i }));
    else if (!fold(c).startsWith(fold(start))) issues.push(make('conviccao_not_eu_luto', ['conviccoes', i], { index: i, startsWith: start }));
  });
  if (conviccoes.some((c) => c.trim() !== '') && !conviccoes.some((c) => seemsToNameAPerson(c, start)))
    issues.push(make('conviccao_no_person', ['conviccoes'], {}, 'warning'));
  return issues;
}

/**
 * Whether a Convicção seems to name a person: a word with a capital initial after the opening
 * ("eu luto…"; the sentence's own first word does not count). A heuristic — "eu luto pela
 * Justiça" passes and "eu luto pela ana" does not — so it only feeds an advisory.
 *
 * @param c - The sentence.
 * @param start - The opening the ruleset asks for ("eu luto").
 * @returns True when some word after the opening starts with a capital letter.
 * @example
 * ```ts
 * seemsToNameAPerson('eu luto para que a Irmã Lúcia veja', 'eu luto') //=> true
 * seemsToNameAPerson('Eu luto pela justiça', 'eu luto') //=> false
 * ```
 */
export function seemsToNameAPerson(c: string, start: string): boolean {
  const text = c.trim();
  // Skip the opening when it is there (compared folded, like the "eu luto" check), else the first word.
  const rest = fold(text).startsWith(fold(start)) ? text.slice(start.length) : text.replace(/^\S+/u, '');
  return /(^|[^\p{L}\p{N}])\p{Lu}/u.test(rest);
}

/**
 * Checks that a constellation is not one of the army's elite seats when the army says nobody
 * starts in one (Etapa 2 · Constelação: "Atena: qualquer uma das 88 constelações, menos as doze do
 * zodíaco — essas são as vagas de Ouro, e ninguém começa numa delas"). The seat names come from the
 * ruleset (`armies.armies[army].eliteSeats`); the comparison ignores accents and case.
 *
 * @param army - The army's slug.
 * @param constellation - The constellation chosen.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns `constellation_elite_seat` at `constellation`, or nothing.
 * @example
 * ```ts
 * checkConstellation('atena', 'leao')[0]?.code //=> 'constellation_elite_seat'
 * checkConstellation('atena', 'Lince') //=> []
 * ```
 */
export function checkConstellation(army: string, constellation: string, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const a = (ruleset.armies.armies as Record<string, (typeof ruleset.armies.armies)[string] | undefined>)[army];
  if (!a || !a.constellation.excludesEliteSeats) return [];
  const name = fold(constellation);
  const seat = a.eliteSeats.find((s) => fold(s.label) === name || fold(s.slug) === name);
  return seat ? [make('constellation_elite_seat', ['constellation'], { constellation, seat: seat.label, army: a.label })] : [];
}

/**
 * Checks a warrior's embedded armor by the armor module's rules (`validateArmor`: known accessory
 * and characteristics, as many characteristics as the Posto gives, improvements and their slots,
 * the blood ladder…), with the paths under `armor`; and that the armor's Posto is the character's
 * (`armor_posto_mismatch`: "Subir para a elite dá a armadura da vaga" — the armor moves with the Posto).
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The issues (none without an armor).
 * @example
 * ```ts
 * checkWarriorArmor({ ...teo, armor: { ...teo.armor!, characteristics: ['cortante', 'leve'] } })[0]?.code
 * //=> 'characteristics_over_posto'
 * ```
 */
export function checkWarriorArmor(w: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  if (!w.armor) return [];
  const r = validateArmor(w.armor, ruleset);
  const issues = prefixIssues(['armor'], r.issues);
  if (w.armor.posto !== w.posto) {
    const label = (p: string) => ruleset.armor.postos[p as keyof typeof ruleset.armor.postos]?.label ?? p;
    issues.push(make('armor_posto_mismatch', ['armor', 'posto'], { armorPosto: label(w.armor.posto), posto: label(w.posto) }));
  }
  return issues;
}

/**
 * The parts of a warrior's creation the checker can look at separately.
 *
 * @example
 * ```ts
 * const part: CreationPart = 'attributes';
 * ```
 */
export type CreationPart = 'army' | 'constellation' | 'attributes' | 'cosmoAttribute' | 'treino' | 'conviccoes' | 'skills' | 'techniques';

/**
 * Checks the treino a character names: one of the ruleset's, or its own (`customTreino`, "monte o
 * seu: duas perícias e uma lição do tamanho destas") — whose id must be the character's `treino`,
 * must not take a book treino's id, and gives two different known skills.
 *
 * @param c - The character (or a creation draft): `treino` and optional `customTreino`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The issues (`treino_unknown`, `treino_custom_unused`, `treino_custom_id_taken`, `treino_custom_skills_repeat`, `skill_unknown`).
 * @example
 * ```ts
 * checkTreino({ treino: 'orfanato' }) //=> []
 * checkTreino({ treino: 'ilha' })[0].code //=> 'treino_unknown'
 * ```
 */
export function checkTreino(
  c: { readonly treino?: string | undefined; readonly customTreino?: Immutable<Treino> | undefined },
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Issue[] {
  const issues: Issue[] = [];
  const own = c.customTreino;
  if (own) {
    if (own.id !== c.treino) issues.push(make('treino_custom_unused', ['customTreino', 'id'], { treino: c.treino ?? '', custom: own.id }));
    if (ruleset.creation.treinos.some((t) => t.id === own.id)) issues.push(make('treino_custom_id_taken', ['customTreino', 'id'], { id: own.id }));
    own.skills.forEach((s, i) => {
      if (!ruleset.creation.skills.some((k) => k.id === s)) issues.push(make('skill_unknown', ['customTreino', 'skills', i], { skill: s }));
    });
    if (own.skills[0] === own.skills[1]) issues.push(make('treino_custom_skills_repeat', ['customTreino', 'skills', 1], { skill: own.skills[1] }));
  }
  if (c.treino !== undefined && !treinoOf(c, ruleset)) issues.push(make('treino_unknown', ['treino'], { treino: c.treino }));
  return issues;
}

/**
 * Checks the creation choices of a warrior (Capítulo Três): army, accessory, attributes, Atributo do
 * Cosmo, treino, Convicções, skills and defenses, the two Grau 1 techniques with one signature.
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset.
 * @returns The issues found.
 * @example
 * ```ts
 * checkCreation(teo) //=> []
 * ```
 */
export function checkCreation(w: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const C = ruleset.creation;
  const issues: Issue[] = [];
  if (!C.armies.some((a) => a.id === w.army)) issues.push(make('army_unknown', ['army'], { army: w.army }, 'warning'));
  if (w.constellation.trim() === '') issues.push(make('constellation_blank', ['constellation'], {}));
  else issues.push(...checkConstellation(w.army, w.constellation, ruleset));
  const accessories = ruleset.armor.accessories.map((a) => a.slug);
  if (!accessories.includes(w.accessory))
    issues.push(make('accessory_unknown', ['accessory'], { accessory: w.accessory, options: accessories.join(', ') }));
  issues.push(...checkAttributes(w.attributes, ruleset));
  if (!C.cosmoAttributes.some((c) => c.key === w.cosmoAttribute))
    issues.push(
      make('cosmo_attribute_invalid', ['cosmoAttribute'], { attribute: w.cosmoAttribute, options: C.cosmoAttributes.map((c) => c.key).join(', ') }),
    );
  const treino = treinoOf(w, ruleset);
  issues.push(...checkTreino(w, ruleset));
  const skillIds = new Set(C.skills.map((s) => s.id));
  if (w.skills.length !== C.skillsAtCreation.free)
    issues.push(make('skill_count', ['skills'], { count: w.skills.length, expected: C.skillsAtCreation.free }));
  const seen = new Set<string>(treino?.skills ?? []);
  w.skills.forEach((s, i) => {
    if (!skillIds.has(s)) issues.push(make('skill_unknown', ['skills', i], { skill: s }));
    else if (seen.has(s) && C.skillsAtCreation.duplicateReplaced) issues.push(make('skill_duplicate', ['skills', i], { skill: s }));
    seen.add(s);
  });
  if (w.trainedDefenses.length !== C.passiveDefenses.trainedAtCreation)
    issues.push(make('defense_count', ['trainedDefenses'], { count: w.trainedDefenses.length, expected: C.passiveDefenses.trainedAtCreation }));
  w.trainedDefenses.forEach((d, i) => {
    if (w.trainedDefenses.indexOf(d) !== i) issues.push(make('defense_duplicate', ['trainedDefenses', i], { defense: d }));
  });
  return issues;
}

/**
 * The technique engine's verdict on one technique of a character (Capítulo Seis: "tamanho ≤ o
 * máximo do Grau"; "qualquer campo em branco = não está pronta"): the technique is measured with
 * its owner, at the Grau it acts at — a signature rises with its owner ({@link effectiveGrau}), so
 * its max size rises too; a Golpe do Assento may pass the max size by the ruleset's extra point
 * (the engine knows it). The one check that creation ({@link stepIssues}), level-up, evolution
 * and the stored character ({@link checkTechniques}) share.
 *
 * A ready technique gives no issue; one that is not ready gives `technique_not_ready` at `path`
 * and every issue of the engine's receipt under it (`technique_over_max_size`,
 * `technique_field_blank`…, errors and warnings).
 *
 * @param t - The technique (as stored: its birth Grau).
 * @param owner - Who knows it (level, attributes, Posto…) — for a level-up, the owner at the new level.
 * @param signatureSince - The level at which it became a signature (`undefined` if it is not one).
 * @param path - Where the technique sits in the caller's input (the issues are prefixed with it).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The issues (empty when the technique is ready).
 * @example
 * ```ts
 * const heavy = { ...garra, effects: [{ kind: 'dano', points: 7 }] };
 * techniqueReadinessIssues(heavy, { level: 4 }, undefined, ['technique']).map((i) => i.code)
 * //=> ['technique_not_ready', 'technique_over_max_size']
 * ```
 */
export function techniqueReadinessIssues(
  t: Technique,
  owner: TechniqueOwner,
  signatureSince: number | undefined,
  path: IssuePath,
  ruleset: CharacterRuleset = bookCharacterRuleset,
): Issue[] {
  // A signature acts at its risen Grau (never above its owner's: effectiveGrau).
  const grau = effectiveGrau(t, owner.level, signatureSince, ruleset);
  const acting = grau !== undefined && grau !== t.grau ? { ...t, grau } : t;
  // `measureTechnique` without the labels and texts (the lean receipt the ficha uses): the same
  // issues, at a fraction of the cost — this runs on every technique of every update.
  const receipt = measureTechniqueTotals(acting, owner, ruleset);
  if (receipt.valid) return [];
  const errors = receipt.issues.filter((x) => x.severity === 'error').length;
  return [make('technique_not_ready', path, { name: t.name, count: errors }), ...prefixIssues(path, receipt.issues)];
}

/**
 * The technique owner of a warrior from its facts (the same the ficha uses).
 */
function ownerOf(w: Warrior, f: WarriorFacts): TechniqueOwner {
  return { level: f.level, attributes: { ...f.attributes }, cosmoAttribute: w.cosmoAttribute, posto: w.posto, cosmoChoices: f.cosmoChoices };
}

/**
 * Checks a warrior's techniques: the two of creation (Grau 1, one signature), one per "técnica
 * nova" choice, at most the ruleset's limit (the Golpe do Assento does not count), unique ids;
 * each one ready by the technique engine at the Grau it acts at ({@link techniqueReadinessIssues});
 * a Golpe do Assento only on an elite (`golpe_do_assento_not_elite`).
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset.
 * @returns The issues found.
 * @example
 * ```ts
 * checkTechniques(teo) //=> []
 * ```
 */
export function checkTechniques(w: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const issues: Issue[] = [];
  const f = warriorFacts(w, ruleset);
  const ids = new Set<string>();
  w.techniques.forEach((t, i) => {
    if (ids.has(t.id)) issues.push(make('technique_duplicate_id', ['techniques', i, 'id'], { id: t.id }));
    ids.add(t.id);
  });
  const known = w.techniques.filter((t) => countsTowardsKnown(t, ruleset));
  const max = ruleset.techniques.known.max;
  if (known.length > max) issues.push(make('technique_over_limit', ['techniques'], { count: known.length, max }));
  const creationTechniques = known.filter((t) => !f.learnedAt.has(t.id) && !(t.evolvedFrom !== undefined && f.learnedAt.has(t.evolvedFrom)));
  const expected = ruleset.creation.techniquesAtCreation;
  const expectedCount = ruleset.techniques.known.start;
  if (creationTechniques.length !== expectedCount)
    issues.push(make('technique_count', ['techniques'], { count: creationTechniques.length, expected: expectedCount }));
  for (const t of creationTechniques) {
    if (t.grau !== expected.grau && t.evolvedFrom === undefined) {
      const i = w.techniques.indexOf(t);
      issues.push(make('technique_creation_grau', ['techniques', i, 'grau'], { name: t.name, grau: t.grau, expected: expected.grau }));
    }
  }
  const ownerGrau = grauAt(f.level, ruleset);
  w.techniques.forEach((t, i) => {
    if (t.grau !== undefined && t.grau > ownerGrau)
      issues.push(make('technique_grau_above_level', ['techniques', i, 'grau'], { name: t.name, grau: t.grau, ownerGrau }));
  });
  const owner = ownerOf(w, f);
  w.techniques.forEach((t, i) => {
    issues.push(...techniqueReadinessIssues(t, owner, f.signatures.get(t.id), ['techniques', i], ruleset));
    if (t.golpeDoAssento !== undefined && w.posto !== 'elite')
      issues.push(make('golpe_do_assento_not_elite', ['techniques', i, 'golpeDoAssento'], { name: t.name, posto: ruleset.armor.postos[w.posto].label }));
  });
  const signatureCount = w.techniques.filter((t) => t.signature).length;
  const expectedSignatures =
    expected.signatures + w.levelUps.filter((u) => fixedGainsAt(u.level, ruleset).includes('segunda_assinatura')).length;
  if (signatureCount !== expectedSignatures)
    issues.push(make('technique_signature_count', ['techniques'], { count: signatureCount, expected: expectedSignatures }));
  return issues;
}

/**
 * Checks a warrior's level-ups (Capítulo Doze): consecutive levels from 2, each level's slots filled
 * and no others, attributes capped, no skill or defense taken twice, the Segunda Lição and the
 * second signature where the table puts them, the Posto allowed at the level.
 *
 * @param w - The warrior.
 * @param ruleset - The ruleset.
 * @returns The issues found.
 * @example
 * ```ts
 * checkLevelUps(teo) //=> []
 * ```
 */
export function checkLevelUps(w: Warrior, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const issues: Issue[] = [];
  const C = ruleset.creation;
  const P = ruleset.progression;
  const treino = treinoOf(w, ruleset);
  const skills = new Set<string>([...(treino?.skills ?? []), ...w.skills]);
  const defenses = new Set<string>(w.trainedDefenses);
  if (treino?.licao.effects.trainsAllPassiveDefenses) C.passiveDefenses.list.forEach((d) => defenses.add(d.id));
  const attrs = { ...(w.attributes.values as Record<AttributeKey, number>) };
  const techIds = new Set<string>(w.techniques.flatMap((t) => (t.evolvedFrom ? [t.id, t.evolvedFrom] : [t.id])));
  const max = maxLevel(ruleset);
  w.levelUps.forEach((u, i) => {
    const path = ['levelUps', i];
    const expected = i + 2;
    if (u.level !== expected) {
      issues.push(make('level_up_out_of_order', [...path, 'level'], { expected, actual: u.level }));
      return;
    }
    if (u.level > max) {
      issues.push(make('level_up_beyond_max', [...path, 'level'], { max }));
      return;
    }
    const slots = choiceSlotsAt(u.level, ruleset);
    const gains = fixedGainsAt(u.level, ruleset);
    if (slots.includes('tecnica_ou_atributo') !== (u.tecnicaOuAtributo !== undefined))
      issues.push(
        u.tecnicaOuAtributo
          ? make('choice_not_allowed', [...path, 'tecnicaOuAtributo'], { level: u.level, slot: 'técnica nova ou atributo' })
          : make('choice_missing', [...path, 'tecnicaOuAtributo'], { level: u.level, slot: 'técnica nova ou atributo' }),
      );
    if (slots.includes('pericia_ou_defesa') !== (u.periciaOuDefesa !== undefined))
      issues.push(
        u.periciaOuDefesa
          ? make('choice_not_allowed', [...path, 'periciaOuDefesa'], { level: u.level, slot: 'perícia ou defesa' })
          : make('choice_missing', [...path, 'periciaOuDefesa'], { level: u.level, slot: 'perícia ou defesa' }),
      );
    const ta = u.tecnicaOuAtributo;
    if (ta?.kind === 'atributo') {
      attrs[ta.attribute] += P.choices.tecnicaOuAtributo.attributeIncrease;
      if (attrs[ta.attribute] > C.attributeMax)
        issues.push(
          make('attribute_above_max', [...path, 'tecnicaOuAtributo', 'attribute'], { attribute: ta.attribute, value: attrs[ta.attribute], max: C.attributeMax }),
        );
    }
    if (ta?.kind === 'tecnica' && !techIds.has(ta.techniqueId))
      issues.push(make('choice_technique_mismatch', [...path, 'tecnicaOuAtributo', 'techniqueId'], { level: u.level, id: ta.techniqueId }));
    const pd = u.periciaOuDefesa;
    if (pd?.kind === 'pericia') {
      if (!C.skills.some((s) => s.id === pd.skill)) issues.push(make('skill_unknown', [...path, 'periciaOuDefesa', 'skill'], { skill: pd.skill }));
      else if (skills.has(pd.skill)) issues.push(make('choice_pericia_already', [...path, 'periciaOuDefesa', 'skill'], { level: u.level, skill: pd.skill }));
      skills.add(pd.skill);
    }
    if (pd?.kind === 'defesa') {
      if (defenses.has(pd.defense))
        issues.push(make('choice_defense_already', [...path, 'periciaOuDefesa', 'defense'], { level: u.level, defense: pd.defense }));
      defenses.add(pd.defense);
    }
    if (pd?.kind === 'iniciativa' && defenses.size < C.passiveDefenses.list.length)
      issues.push(make('choice_initiative_not_all_defenses', [...path, 'periciaOuDefesa'], { level: u.level }));
    if (gains.includes('segunda_licao')) {
      if (!u.segundaLicao) issues.push(make('segunda_licao_missing', [...path, 'segundaLicao'], { level: u.level }));
      else if (!findLicao(u.segundaLicao, ruleset) || u.segundaLicao === treino?.licao.id)
        issues.push(make('segunda_licao_invalid', [...path, 'segundaLicao'], { licao: u.segundaLicao }));
      // The Segunda Lição gives its effect like the treino's own (Disciplina: the three defenses).
      else if (findLicao(u.segundaLicao, ruleset)?.licao.effects.trainsAllPassiveDefenses) for (const d of C.passiveDefenses.list) defenses.add(d.id);
    } else if (u.segundaLicao) issues.push(make('segunda_licao_not_allowed', [...path, 'segundaLicao'], { level: u.level }));
    if (gains.includes('segunda_assinatura')) {
      if (!u.segundaAssinatura) issues.push(make('signature_second_missing', [...path, 'segundaAssinatura'], { level: u.level }));
      else if (!techIds.has(u.segundaAssinatura))
        issues.push(make('signature_second_invalid', [...path, 'segundaAssinatura'], { id: u.segundaAssinatura }));
    }
  });
  const level = 1 + w.levelUps.length;
  const posto = w.posto;
  const req = posto === 'prata' ? P.posto.prata.minLevel : posto === 'elite' ? P.posto.elite.minLevel : undefined;
  if (req !== undefined && level < req) issues.push(make('posto_level_too_low', ['posto'], { posto, level, minLevel: req }));
  issues.push(...checkConviccoes(w.conviccoes, conviccoesAt(level, ruleset), ruleset));
  return issues;
}

/**
 * Checks a human or apprentice: human level inside the table, the human array, Convicções for the
 * human level.
 *
 * @param h - The human.
 * @param ruleset - The ruleset.
 * @returns The issues found.
 * @example
 * ```ts
 * checkHuman({ ...aprendiz, humanLevel: 7 })[0].code //=> 'human_level_out_of_range'
 * ```
 */
export function checkHuman(h: Human, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const H = ruleset.creation.humans;
  const issues: Issue[] = [];
  const row = H.levels[h.humanLevel - 1];
  if (!row) issues.push(make('human_level_out_of_range', ['humanLevel'], { level: h.humanLevel, max: H.levels.length }));
  issues.push(...checkAttributes(h.attributes, ruleset));
  if (row) issues.push(...checkConviccoes(h.conviccoes, row.conviccoes, ruleset));
  if (h.treino) issues.push(...checkTreino(h, ruleset));
  // "Nível 2 · aprendiz … Você ganha a proficiência (+2), as duas perícias do treino e uma Convicção".
  else if (row?.treinoSkills) issues.push(make('human_treino_missing', ['treino'], { level: h.humanLevel }, 'warning'));
  return issues;
}

/**
 * Checks that a stored character's level is inside the ruleset's level table, before any rule
 * reads a table by level: a warrior has at most `maxLevel − 1` level-ups (`level_up_beyond_max`
 * at the first one past the last level) and each names a level of the table
 * (`level_up_out_of_order` otherwise), a human's `humanLevel` is a row of the human table
 * (`human_level_out_of_range`). {@link checkCharacter} stops at these issues.
 *
 * @param c - The character (already of the schema's shape).
 * @param ruleset - The ruleset (its level tables).
 * @returns The issues (empty when the level fits).
 * @example
 * ```ts
 * const past20 = { ...teo20, levelUps: [...teo20.levelUps, { level: 21, vidaOuCosmo: 'vida' }] };
 * checkLevelRange(past20)[0]?.code //=> 'level_up_beyond_max'
 * ```
 */
export function checkLevelRange(c: Character, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  if (c.kind === 'humano') {
    const max = ruleset.creation.humans.levels.length;
    const level = c.humanLevel;
    return Number.isInteger(level) && level >= 1 && level <= max ? [] : [make('human_level_out_of_range', ['humanLevel'], { level, max })];
  }
  const max = maxLevel(ruleset);
  // Level-up i takes the character to level i + 2: the one at index max − 1 would reach max + 1.
  if (c.levelUps.length > max - 1) return [make('level_up_beyond_max', ['levelUps', max - 1, 'level'], { max })];
  // A level-up that names a level outside the table is out of order (the checks read tables by it).
  const issues: Issue[] = [];
  c.levelUps.forEach((u, i) => {
    if (!Number.isInteger(u.level) || u.level < 2 || u.level > max) issues.push(make('level_up_out_of_order', ['levelUps', i, 'level'], { expected: i + 2, actual: u.level }));
  });
  return issues;
}

/**
 * Checks every rule a stored character must follow (creation, techniques, level-ups, the armor it
 * wears; or the human rules).
 *
 * @param c - The character.
 * @param ruleset - The ruleset.
 * @returns The issues (errors and warnings).
 * @example
 * ```ts
 * checkCharacter(teo) //=> []
 * ```
 */
export function checkCharacter(c: Character, ruleset: CharacterRuleset = bookCharacterRuleset): Issue[] {
  const range = checkLevelRange(c, ruleset);
  if (range.length > 0) return range;
  if (c.kind === 'humano') return checkHuman(c, ruleset);
  return [...checkCreation(c, ruleset), ...checkTechniques(c, ruleset), ...checkLevelUps(c, ruleset), ...checkWarriorArmor(c, ruleset)];
}
