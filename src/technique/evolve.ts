/**
 * Techniques across time: the evolution test (and the development of a new technique), the
 * signature technique rising a Grau by itself, a technique waiting to be born, and the re-pricing
 * report when the owner levels up.
 *
 * @module
 */
import { produce, type Draft } from 'immer';
import { d20Test, type D20TestResult, type RandomSource } from '../dice/index.js';
import { bookTechniqueRuleset, type Breakdown, fastBreakdown, grauAt, proficiencyAt, type TechniqueRuleset } from '../rules/index.js';
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { techniqueAtLevel, techniqueModifier, type TechniqueAtLevel } from './at-level.js';
import { newTechniqueId } from './id.js';
import { techniqueIssue as make } from './issues.js';
import { measureTechnique, type TechniqueReceipt } from './measure.js';
import type { Technique, TechniqueOwner } from './schema.js';

/**
 * The CD of the evolution test (also the test to develop a new technique in the Interlúdio):
 * 10 + the size + 1 per Grau above the first — of the technique as it will be.
 *
 * @param technique - The technique as it will be (after evolving: its new Grau and build).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The CD with its terms.
 * @example
 * ```ts
 * evolutionCd(asasFlamejantes).text //=> 'CD 15 = 10 base + 5 tamanho'
 * ```
 */
export function evolutionCd(technique: Technique, ruleset: TechniqueRuleset = bookTechniqueRuleset): Breakdown {
  const e = ruleset.techniques.evolution;
  const size = measureTechnique(technique, undefined, ruleset).size.total;
  const grau = technique.grau ?? 1;
  const terms = [
    { label: 'base', value: e.cdBase, rule: 'techniques.evolution.cdBase' },
    { label: 'tamanho', value: size * e.cdPerSizePoint, rule: 'techniques.evolution.cdPerSizePoint' },
  ];
  if (grau > 1) terms.push({ label: `Graus acima do primeiro (Grau ${grau})`, value: (grau - 1) * e.cdPerGrauAboveFirst, rule: 'techniques.evolution.cdPerGrauAboveFirst' });
  return fastBreakdown('CD', terms);
}

/**
 * The outcome of an evolution (or development) test.
 *
 * @example
 * ```ts
 * const o: TechniqueTestOutcome = { success: true, test, cd, nextAttemptAdvantage: false };
 * ```
 */
export interface TechniqueTestOutcome {
  /** The roll reached the CD. */
  readonly success: boolean;
  /** The d20 test: 1d20 + the technique's attribute + proficiency. */
  readonly test: D20TestResult;
  /** The CD, with its terms. */
  readonly cd: Breakdown;
  /** After a failure, the next attempt has Vantagem. */
  readonly nextAttemptAdvantage: boolean;
}

/**
 * Rolls the test of Capítulo Seis for a technique: 1d20 + the technique's attribute + proficiency
 * against 10 + size + 1 per Grau above the first. It is the test to develop a new technique in
 * the Interlúdio (7 days), and the test of an evolution (see {@link attemptEvolution}).
 *
 * @param technique - The technique as it will be.
 * @param owner - Who trains (level, attributes).
 * @param rng - The random source.
 * @param options - `advantage`: the previous attempt failed.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or coded issues.
 * @example
 * ```ts
 * const r = techniqueTest(asas, { level: 4, attributes: { SAB: 14 }, cosmoAttribute: 'SAB' }, createRandom(7));
 * if (r.ok) r.value.success // true or false, the same for seed 7
 * ```
 */
export function techniqueTest(
  technique: Technique,
  owner: TechniqueOwner,
  rng: RandomSource,
  options: { readonly advantage?: boolean } = {},
  ruleset: TechniqueRuleset = bookTechniqueRuleset,
): Result<TechniqueTestOutcome> {
  const cd = evolutionCd(technique, ruleset);
  const mod = techniqueModifier(technique, owner, ruleset).value ?? 0;
  const r = d20Test(
    { kind: 'pericia', modifier: mod, proficiency: proficiencyAt(owner.level, ruleset), target: cd.total, vantagem: options.advantage === true },
    rng,
    ruleset,
  );
  if (!r.ok) return r;
  const success = r.value.success === true;
  return ok(
    Object.freeze({
      success,
      test: r.value,
      cd,
      nextAttemptAdvantage: !success && ruleset.techniques.evolution.failureGivesAdvantage,
    }),
  );
}

/**
 * What an evolution asks: the Grau to go to (up to the owner's; default the owner's), an optional
 * rebuild within the new max size (an immer recipe), a new name, and Vantagem after a failure.
 *
 * @example
 * ```ts
 * const req: EvolutionRequest = { owner: { level: 5 }, rename: 'Punho de Cometas', rebuild: (d) => { d.effects[0].points = 3; } };
 * ```
 */
export interface EvolutionRequest {
  /** Who evolves it. */
  readonly owner: TechniqueOwner;
  /** The Grau to go to (default: the owner's). */
  readonly toGrau?: number;
  /** Rebuild the technique within the new max size. */
  readonly rebuild?: (draft: Draft<Technique>) => void;
  /** A new name ("o punho de meteoros que vira um cometa"). */
  readonly rename?: string;
  /** The previous attempt failed: Vantagem. */
  readonly advantage?: boolean;
}

/**
 * The outcome of an evolution: on success, a new technique (new id, nobody has read it) that
 * remembers where it came from.
 *
 * @example
 * ```ts
 * if (r.ok && r.value.success) r.value.technique.evolvedFrom //=> the old id
 * ```
 */
export interface EvolutionOutcome extends TechniqueTestOutcome {
  /** The evolved technique on success; `null` on failure (the old one stays as it was). */
  readonly technique: Technique | null;
  /** The receipt of the technique as it would be. */
  readonly receipt: TechniqueReceipt;
}

/**
 * Evolves a technique (an Interlúdio action): builds the new version (Grau up to the owner's,
 * optionally rebuilt within the new max size and renamed), checks it, and rolls the test against
 * the new version's CD. Success gives a new technique — new id, unread by anyone, `evolvedFrom`
 * the old id; failure keeps the old one, and the next attempt has Vantagem. A rebuild that breaks
 * a rule (over the new max size…) is refused before rolling.
 *
 * @param technique - The technique to evolve.
 * @param request - Owner, target Grau, rebuild, new name, Vantagem.
 * @param rng - The random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or the issues of the new version.
 * @example
 * ```ts
 * const r = attemptEvolution(punho, { owner: { level: 5, attributes: { FOR: 16 } }, rename: 'Punho de Cometas',
 *   rebuild: (d) => { d.effects[0]!.points = 3; } }, createRandom(1));
 * if (r.ok && r.value.success) r.value.technique?.grau //=> 2
 * ```
 */
export function attemptEvolution(
  technique: Technique,
  request: EvolutionRequest,
  rng: RandomSource,
  ruleset: TechniqueRuleset = bookTechniqueRuleset,
): Result<EvolutionOutcome> {
  const ownerGrau = grauAt(request.owner.level, ruleset);
  const current = technique.grau ?? 1;
  const toGrau = request.toGrau ?? ownerGrau;
  const issues: Issue[] = [];
  if (toGrau > ownerGrau) issues.push(make('technique_evolve_above_owner', ['toGrau'], { toGrau, ownerGrau }));
  if (toGrau < current) issues.push(make('technique_evolve_grau_down', ['toGrau'], { toGrau, grau: current }));
  if (issues.length) return fail(issues);

  const candidate = produce(technique, (d) => {
    d.id = newTechniqueId();
    d.grau = toGrau;
    d.evolvedFrom = technique.id;
    if (request.rename !== undefined) d.name = request.rename;
    request.rebuild?.(d);
  });
  const receipt = measureTechnique(candidate, request.owner, ruleset);
  if (!receipt.valid) return fail(receipt.issues);
  const test = techniqueTest(candidate, request.owner, rng, { advantage: request.advantage }, ruleset);
  if (!test.ok) return test;
  return ok(Object.freeze({ ...test.value, technique: test.value.success ? candidate : null, receipt }));
}

/**
 * The signature technique rises one Grau by itself at each new Grau of its owner, with no test —
 * and stays read (same id). Other techniques are returned unchanged.
 *
 * @param technique - The technique.
 * @param owner - Its owner, at the new level.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The technique at the owner's Grau when it is the signature, otherwise the same object.
 * @example
 * ```ts
 * riseSignature(garra, { level: 5 }).grau //=> 2
 * riseSignature(garra, { level: 5 }).id === garra.id //=> true
 * ```
 */
export function riseSignature(technique: Technique, owner: TechniqueOwner, ruleset: TechniqueRuleset = bookTechniqueRuleset): Technique {
  const ownerGrau = grauAt(owner.level, ruleset);
  if (!technique.signature || technique.grau === undefined || technique.grau >= ownerGrau) return technique;
  return produce(technique, (d) => {
    d.grau = ownerGrau;
  });
}

/**
 * A technique waiting to be born is born (mid-fight, no test; one per fight): it may be used from
 * now on.
 *
 * @param technique - The waiting technique.
 * @returns The technique, no longer waiting (the same object if it was not waiting).
 * @example
 * ```ts
 * bornTechnique(esperando).waiting //=> false
 * ```
 */
export function bornTechnique(technique: Technique): Technique {
  if (!technique.waiting) return technique;
  return produce(technique, (d) => {
    d.waiting = false;
  });
}

/**
 * One technique in a re-pricing report.
 *
 * @example
 * ```ts
 * const l: RepricingLine = report.lines[0];
 * l.note //=> 'Punho de Meteoros: 2d8 + 6 + mod → 2d8 + 6 + mod. Parou de crescer: o Grau 1 segura o bônus do ponto em +3; evolua para crescer.'
 * ```
 */
export interface RepricingLine {
  /** The technique after the level-up (a risen signature has its new Grau). */
  readonly technique: Technique;
  /** What it did at the old level. */
  readonly before: TechniqueAtLevel;
  /** What it does at the new level. */
  readonly after: TechniqueAtLevel;
  /** It deals (gives, heals) more now. */
  readonly grew: boolean;
  /** The Grau's cap holds it: it stopped growing. */
  readonly stoppedGrowing: boolean;
  /** The signature rose a Grau by itself. */
  readonly signatureRose: boolean;
  /** pt-BR summary. */
  readonly note: string;
}

/**
 * What the owner's techniques do after a level-up.
 *
 * @example
 * ```ts
 * repriceOnLevelUp(techniques, { level: 4 }, { level: 5 }).text
 * ```
 */
export interface RepricingReport {
  /** From which level. */
  readonly fromLevel: number;
  /** To which level. */
  readonly toLevel: number;
  /** One line per technique. */
  readonly lines: readonly RepricingLine[];
  /** The lines' notes, one per line. */
  readonly text: string;
}

/**
 * The re-pricing report when the owner levels up: what each technique now deals (the book's
 * "refaça ao subir"), which ones stopped growing because their Grau caps the point bonus, and
 * which signature rose a Grau by itself.
 *
 * @param techniques - The owner's techniques.
 * @param from - The owner before (level, attributes).
 * @param to - The owner after.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The report.
 * @example
 * ```ts
 * const r = repriceOnLevelUp([garra, olhos], { level: 4 }, { level: 5 });
 * r.lines[0].signatureRose //=> true
 * ```
 */
export function repriceOnLevelUp(
  techniques: readonly Technique[],
  from: TechniqueOwner,
  to: TechniqueOwner,
  ruleset: TechniqueRuleset = bookTechniqueRuleset,
): RepricingReport {
  const lines = techniques.map((t): RepricingLine => {
    const risen = riseSignature(t, to, ruleset);
    const before = techniqueAtLevel(t, from, ruleset);
    const after = techniqueAtLevel(risen, to, ruleset);
    const signatureRose = risen !== t;
    const grew = after.pointBonus > before.pointBonus || after.extraPoints > before.extraPoints;
    const parts: string[] = [];
    const name = t.name || '(sem nome)';
    if (after.amounts.length > 0) parts.push(`${name}: ${before.text} → ${after.text}.`);
    else parts.push(`${name}: não rola dados.`);
    if (signatureRose) parts.push(`Técnica assinatura: subiu sozinha ao Grau ${risen.grau} (continua Lida por quem já a leu).`);
    if (after.amounts.length > 0 && after.stoppedGrowing) {
      parts.push(`Parou de crescer: o Grau ${after.grau} segura o bônus do ponto em +${after.pointBonusCap}; evolua para crescer.`);
    }
    return Object.freeze({ technique: risen, before, after, grew, stoppedGrowing: after.amounts.length > 0 && after.stoppedGrowing, signatureRose, note: parts.join(' ') });
  });
  return Object.freeze({ fromLevel: from.level, toLevel: to.level, lines: Object.freeze(lines), text: lines.map((l) => l.note).join('\n') });
}
