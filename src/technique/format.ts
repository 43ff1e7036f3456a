/**
 * pt-BR formatting: the registration template ("Modelo para registrar") with every field filled,
 * and the receipt as text.
 *
 * @module
 */
import { bookTechniqueRuleset, type TechniqueRuleset } from '../rules/index.js';
import { techniqueAtLevel, type TechniqueAmount } from './at-level.js';
import { effectInfo, entrySlug, entryText, rollsOf } from './internal.js';
import { measureTechnique, type TechniqueReceipt } from './measure.js';
import type { Technique, TechniqueOwner } from './schema.js';

const BLANK = '(em branco — a técnica não está pronta)';

function amountText(a: TechniqueAmount): string {
  const resolved = a.resolvedText !== null && a.modifier ? ` (= ${a.resolvedText})` : '';
  switch (a.kind) {
    case 'dano':
      return `${a.text}${resolved}${a.halfOnMiss ? ', metade no erro' : ''}`;
    case 'dano_area':
      return `${a.text}${resolved} em área${a.halfOnMiss ? ', metade no erro' : ''}`;
    case 'dano_continuo':
      return `${a.text}${resolved} no fim do turno do alvo`;
    case 'pv_temporarios':
      return `${a.text}${resolved} em PV temporários`;
    case 'cura':
      return `${a.text}${resolved} de cura`;
  }
}

/**
 * The registration template of Capítulo Seis in pt-BR, every field filled (a blank field says so),
 * with size, cost and "Dano ou cura" computed at the owner's level (or at the first level of the
 * technique's Grau when no owner is given).
 *
 * @param technique - The technique.
 * @param owner - The owner context or a level (optional).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The template, one field per line.
 * @example
 * ```ts
 * console.log(formatTechnique(poeiraDeGelo));
 * // Nome:             Poeira de Gelo
 * // Natureza:         Cosmo (Atributo do Cosmo)
 * // …
 * // Custo em Cosmo:   3
 * ```
 */
export function formatTechnique(technique: Technique, owner?: TechniqueOwner | number, ruleset: TechniqueRuleset = bookTechniqueRuleset): string {
  const T = ruleset.techniques;
  const ownerCtx = typeof owner === 'number' ? { level: owner } : owner;
  const r = measureTechnique(technique, ownerCtx, ruleset);
  const L = T.registrationTemplate;
  const lines: [string, string][] = [];

  lines.push([L.nome.label, technique.name.trim() || BLANK]);
  if (technique.nature) {
    const n = T.natures[technique.nature];
    const attr = technique.attribute ?? (technique.nature === 'cosmo' ? 'Atributo do Cosmo' : n.attributes.join(' ou '));
    lines.push([L.natureza.label, `${n.label} (${attr})`]);
  } else lines.push([L.natureza.label, BLANK]);
  if (technique.activation) {
    const a = T.activations[technique.activation];
    const adj = a.points > 0 ? ` (+${a.points})` : '';
    const trig = a.needsTrigger || technique.trigger ? ` (gatilho: ${technique.trigger?.trim() || 'em branco'})` : '';
    lines.push([L.ativacao.label, `${a.label}${adj}${trig}`]);
  } else lines.push([L.ativacao.label, BLANK]);
  lines.push([L.duracao.label, technique.duration ? `${T.durations[technique.duration].label} (${T.durations[technique.duration].points})` : BLANK]);
  if (technique.range) {
    const rg = T.ranges[technique.range];
    let s = rg.meters !== null ? `${rg.label} (${rg.meters} m)` : rg.label;
    if (technique.nature) {
      const p = rg.points[technique.nature];
      s += p > 0 ? ` (+${p})` : ' (de graça)';
    }
    if (technique.area) {
      const sh = T.areaShapes[technique.area.shape];
      s += ` · ${sh.label} (${sh.size})`;
      if (technique.area.doubled) s += `, ${T.areaExtras.doubled.label} (+${T.areaExtras.doubled.points})`;
      if (technique.area.selective) s += `, ${T.areaExtras.selective.label} (+${T.areaExtras.selective.points})`;
    }
    lines.push([L.alcance_area.label, s]);
  } else lines.push([L.alcance_area.label, BLANK]);
  if (technique.effects.length > 0) {
    const effects = technique.effects.map((e) => {
      const info = effectInfo(e, ruleset);
      const name = e.kind === 'condicao' && info.grade ? `${info.name}, condição ${T.conditionGradeLabels[info.grade]}` : info.name;
      return `${name} (${info.points})${e.note ? ` — ${e.note}` : ''}`;
    });
    lines.push([L.efeitos.label, effects.join('; ')]);
  } else lines.push([L.efeitos.label, BLANK]);
  lines.push([
    L.modificadores.label,
    technique.modifiers.length === 0
      ? 'nenhum'
      : technique.modifiers
          .map((m) => {
            const p = T.modifiers[entrySlug(m)];
            const txt = entryText(m);
            return `${p.label} (+${p.points})${txt ? `: ${txt}` : ''}`;
          })
          .join('; '),
  ]);
  lines.push([L.tamanho.label, r.maxSize ? `${r.size.total} (máximo ${r.maxSize.total} no Grau ${r.grau})` : String(r.size.total)]);
  lines.push([
    L.limitacoes.label,
    technique.limitations.length === 0
      ? 'nenhuma'
      : technique.limitations
          .map((l) => {
            const p = T.limitations[entrySlug(l)];
            const txt = entryText(l);
            return `${p.label} (−${p.points})${txt ? `: ${txt}` : ''}`;
          })
          .join('; '),
  ]);
  const floor = r.costFloor.note ? ` (${r.costFloor.note.replace(/^custo \d+: /, '')})` : '';
  const upkeep = r.upkeep !== null ? `; para manter, ${r.upkeep} por turno` : '';
  lines.push([L.custo.label, `${r.cost.total}${floor}${upkeep}`]);
  lines.push([L.grau.label, technique.grau !== undefined ? String(technique.grau) : BLANK]);
  const rolls = rollsOf(technique);
  lines.push([
    L.rolagem.label,
    rolls.length === 0
      ? BLANK
      : rolls
          .map((x) => {
            if (x.kind === 'nenhuma') return `${T.rolls.nenhuma.label} (—)`;
            const against = x.kind === 'ataque' ? T.defenses[x.against ?? T.rolls.ataque.against] : x.against ? T.defenses[x.against] : '?';
            return `${T.rolls[x.kind].label} contra ${against}`;
          })
          .join(' e '),
  ]);
  const grau = r.grau ?? 1;
  const level = ownerCtx?.level ?? T.graus[grau - 1]?.levels.from ?? 1;
  const at = techniqueAtLevel(technique, ownerCtx ?? level, ruleset);
  lines.push([L.dano_cura.label, at.amounts.length === 0 ? '— (não rola dados)' : `${at.amounts.map(amountText).join('; ')} (no nível ${level})`]);
  lines.push([L.descricao.label, technique.description.trim() || BLANK]);
  if (technique.signature) lines.push(['Assinatura', 'sim: sobe de Grau sozinha a cada Grau novo']);
  if (technique.golpeDoAssento) lines.push(['Golpe do Assento', `${technique.golpeDoAssento.seat} (pode passar ${T.golpeDoAssento.extraMaxSize} ponto${T.golpeDoAssento.extraMaxSize === 1 ? '' : 's'} do máximo)`]);
  if (technique.waiting) lines.push(['Esperando nascer', 'sim: não pode ser usada até nascer']);
  if (technique.evolvedFrom) lines.push(['Evoluída de', technique.evolvedFrom]);

  const width = Math.max(...lines.map(([k]) => k.length)) + 2;
  return lines.map(([k, v]) => `${`${k}:`.padEnd(width)}${v}`).join('\n');
}

/**
 * The receipt as pt-BR text: size, max size and cost with their terms, the notes, and every
 * issue (errors and warnings) — what the CLI prints.
 *
 * @param receipt - A receipt from {@link measureTechnique}.
 * @returns The text, one item per line.
 * @example
 * ```ts
 * formatReceipt(measureTechnique(dragao)).split('\n')[1]
 * //=> 'Tamanho 3 = 1 instantânea (inclui o 1º ponto de dano em alvo único) + 1 dano em alvo único: mais 1 ponto + 1 Caído, condição fraca'
 * ```
 */
export function formatReceipt(receipt: TechniqueReceipt): string {
  const out: string[] = [];
  out.push(`${receipt.name.trim() || '(sem nome)'}${receipt.grau !== null ? ` — Grau ${receipt.grau}` : ''}`);
  out.push(receipt.size.text);
  if (receipt.maxSize) out.push(receipt.maxSize.text);
  out.push(receipt.cost.text);
  if (receipt.upkeep !== null) out.push(`Manutenção: ${receipt.upkeep} de Cosmo no começo de cada turno seu.`);
  for (const n of receipt.notes) out.push(`  · ${n}`);
  const errors = receipt.issues.filter((i) => i.severity === 'error');
  const warnings = receipt.issues.filter((i) => i.severity === 'warning');
  for (const i of errors) out.push(`erro [${i.code}] ${i.message}`);
  for (const i of warnings) out.push(`aviso [${i.code}] ${i.message}`);
  out.push(receipt.valid ? 'Pronta: sim.' : `Pronta: não (${errors.length} erro${errors.length === 1 ? '' : 's'}).`);
  return out.join('\n');
}

/**
 * What a technique **does**, on one line for the ficha's detail row (PDF and HTML): activation
 * (with its trigger), duration, range and area, effects, modifiers and limitations, with the
 * labels of the registration template ({@link formatTechnique}) and without the points. A field
 * left blank is left out.
 *
 * @param technique - The technique.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The line, e.g. `reação (gatilho: …) · instantânea · curto (6 m) · Desvantagem numa rolagem`.
 * @example
 * ```ts
 * describeTechnique(garraQueRasgaOCeu)
 * //=> 'ação · instantânea · toque · dano em alvo único · quebra a armadura'
 * ```
 */
export function describeTechnique(technique: Technique, ruleset: TechniqueRuleset = bookTechniqueRuleset): string {
  // A frozen technique (a validated character's) cannot change: its line is computed once per ruleset.
  const frozen = Object.isFrozen(technique);
  let byTechnique = frozen ? described.get(ruleset) : undefined;
  const known = byTechnique?.get(technique);
  if (known !== undefined) return known;
  const line = describeUncached(technique, ruleset);
  if (frozen) {
    if (!byTechnique) described.set(ruleset, (byTechnique = new WeakMap()));
    byTechnique.set(technique, line);
  }
  return line;
}

const described = new WeakMap<TechniqueRuleset, WeakMap<Technique, string>>();

function describeUncached(technique: Technique, ruleset: TechniqueRuleset): string {
  const T = ruleset.techniques;
  const parts: string[] = [];
  if (technique.activation) {
    const a = T.activations[technique.activation];
    const trigger = technique.trigger?.trim();
    parts.push(trigger ? `${a.label} (gatilho: ${trigger})` : a.label);
  }
  if (technique.duration) parts.push(T.durations[technique.duration].label);
  if (technique.range) {
    const rg = T.ranges[technique.range];
    let s = rg.meters !== null ? `${rg.label} (${rg.meters} m)` : rg.label;
    if (technique.area) {
      const sh = T.areaShapes[technique.area.shape];
      s += `, ${sh.label} (${sh.size})`;
      if (technique.area.doubled) s += `, ${T.areaExtras.doubled.label}`;
      if (technique.area.selective) s += `, ${T.areaExtras.selective.label}`;
    }
    parts.push(s);
  }
  const effects: string[] = [];
  for (const e of technique.effects) {
    const info = effectInfo(e, ruleset);
    const name = e.kind === 'condicao' && info.grade ? `${info.name}, condição ${T.conditionGradeLabels[info.grade]}` : info.name;
    effects.push(e.note ? `${name} (${e.note})` : name);
  }
  if (effects.length > 0) parts.push(effects.join('; '));
  const modifiers: string[] = [];
  for (const m of technique.modifiers) {
    const txt = entryText(m);
    modifiers.push(`${T.modifiers[entrySlug(m)].label}${txt ? `: ${txt}` : ''}`);
  }
  if (modifiers.length > 0) parts.push(modifiers.join('; '));
  const limitations: string[] = [];
  for (const l of technique.limitations) {
    const txt = entryText(l);
    limitations.push(`${T.limitations[entrySlug(l)].label}${txt ? `: ${txt}` : ''}`);
  }
  if (limitations.length > 0) parts.push(`${T.registrationTemplate.limitacoes.label.toLowerCase()}: ${limitations.join('; ')}`);
  return parts.join(' · ');
}
