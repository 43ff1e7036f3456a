/**
 * The Cosmo Gaming sheet as a one-page A4 PDF: the seed's "ficha de personagem" (Nome,
 * Características, Identidade, História), the ddn with their scene aspects, pontos de sorte,
 * damage and conditions, with fillable fields in the ficha's font and style, and the sheet's JSON
 * document attached.
 *
 * @module
 */
import { fail, ok, prefixIssues, type Issue, type Result } from '../../issues/index.js';
import { type Campaign, characteristicTotal, type CompetenceModule, conditionName, conditionPec, conditionsPec, cosmoRules, type CosmoRules, damageLevels, ddnBonus, exportSheetJson, importSheetJson, realisms, type Sheet, type SheetDocument, type SheetInput, validateCampaign, validateModule, validateSheet } from '../../cosmo-gaming/index.js';
import { importPdf, type ImportedFicha } from './import.js';
import type { PdfBytes } from './read.js';
import { plain, signed } from './sheet-text.js';
import { pdfEngine } from './lazy.js';
import type { CosmoView } from './cosmo-gaming-view.js';

export { COSMO_GAMING_PDF_DOCUMENT_FILE } from './cosmo-gaming-view.js';

/**
 * Options of {@link exportCosmoGamingPdf}.
 *
 * @example
 * ```ts
 * const options: ExportCosmoGamingPdfOptions = {
 *   campaign: { tema: 'Navegantes das estrelas', realism: 'ficcional' },
 *   creationDate: new Date(0),
 * };
 * ```
 */
export interface ExportCosmoGamingPdfOptions {
  /** The campaign's settings (theme and realism); default: the document's, when a document is given. */
  readonly campaign?: Campaign;
  /** The Mestre's competence module (the sheet is checked against it); default: the document's. */
  readonly module?: CompetenceModule;
  /** The PDF's title (default: "Ficha de <nome> — Cosmo Gaming"). */
  readonly title?: string;
  /** Creation date written in the PDF (default: none, so the same sheet gives the same bytes). */
  readonly creationDate?: Date;
  /** The Cosmo Gaming rules (the reminders and derived numbers read them). */
  readonly rules?: CosmoRules;
}

/**
 * Options of {@link blankCosmoGamingPdf}.
 *
 * @example
 * ```ts
 * const options: BlankCosmoGamingPdfOptions = { creationDate: new Date(0) };
 * ```
 */
export interface BlankCosmoGamingPdfOptions {
  /** Creation date written in the PDF (default: none). */
  readonly creationDate?: Date;
  /** The Cosmo Gaming rules (for the printed reminders). */
  readonly rules?: CosmoRules;
}

/**
 * A path into the Cosmo Gaming sheet document embedded in the PDF (`['sheet', 'pontosDeSorte']`,
 * `['sheet', 'ddn', 0, 'aspect']`, `['campaign', 'realism']`).
 *
 * @example
 * ```ts
 * const p: CosmoGamingFieldPath = ['sheet', 'characteristics', 0, 'subCompetencias', 1, 'name'];
 * ```
 */
export type CosmoGamingFieldPath = readonly (string | number)[];

// ---------------------------------------------------------------------------------------------
// the display values

const BLANK_VIEW: CosmoView = {
  name: '',
  identidade: '',
  tema: '',
  modulo: '',
  realism: null,
  characteristics: [],
  total: '',
  agreed: '',
  history: '',
  luck: '',
  damage: '',
  dyingFailures: 0,
  ddn: [],
  conditions: [],
  conditionsPec: '',
};

const norm = (s: string) => s.trim().toLocaleLowerCase('pt-BR');

/** A value in the PEC: `+2`, `−1`, and a plain `0` for nothing. */
const pecText = (n: number) => (n === 0 ? '0' : signed(n));

function viewOf(sheet: Sheet, campaign: Campaign | undefined, module: CompetenceModule | undefined, rules: CosmoRules): CosmoView {
  const areaOf = (competencia: string): string => {
    const slug = module?.competencias.find((c) => norm(c.name) === norm(competencia))?.area;
    return slug ? (rules.areas.find((a) => a.slug === slug)?.label ?? slug) : '';
  };
  const damageSlug = rules.damage.conditionSlugs.damage;
  return {
    name: sheet.name,
    identidade: sheet.identidade,
    tema: campaign?.tema ?? '',
    modulo: module?.name ?? '',
    realism: campaign?.realism ?? null,
    characteristics: sheet.characteristics.map((c) => ({
      competencia: c.competencia,
      area: areaOf(c.competencia),
      subs: c.subCompetencias.map((s) => ({ name: s.name, validated: s.validated })),
    })),
    total: plain(characteristicTotal(sheet)),
    agreed: module ? plain(module.totalCharacteristics) : '',
    history: sheet.history,
    luck: plain(sheet.pontosDeSorte),
    damage: plain(damageLevels(sheet, rules)),
    dyingFailures: sheet.dyingFailures,
    ddn: sheet.ddn.map((d) => ({ value: plain(d.value), aspect: d.aspect, pec: signed(ddnBonus(d.value, rules)) })),
    conditions: sheet.conditions
      .filter((c) => c.condition !== damageSlug)
      .map((c) => {
        const mult = c.multiplier !== undefined && c.multiplier > 1 ? ` ×${c.multiplier}` : '';
        const extra = c.note ? ` — ${c.note}` : '';
        return { name: `${conditionName(c, rules)}${mult}${extra}`, pec: pecText(conditionPec(c, rules)) };
      }),
    conditionsPec: pecText(conditionsPec(sheet, rules)),
  };
}

// ---------------------------------------------------------------------------------------------
// public API

const isDocument = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x) && 'format' in x;

/**
 * Renders a Cosmo Gaming character sheet to a one-page A4 PDF in the ficha's style (Noto Sans
 * embedded): Nome, Identidade, the campaign's theme and realism (with the Mestre do Cosmo's roll),
 * the Características (each competência with its area and sub-competências, and whether the
 * Mestre validated them), História, pontos de sorte, damage levels and the failures while
 * morrendo, the ddn with the scene aspect each applies to (and its PEC bonus), the conditions with
 * their value in the PEC, reminders of the rules and a space for notes. Every box is a fillable
 * form field. The sheet's JSON document (`exportSheetJson`, with the campaign and module) is
 * attached as `ficha-cosmo-gaming.json`; {@link importCosmoGamingPdf} reads it back.
 *
 * `sheet` is a sheet or a whole sheet document (the JSON export, `format` tag included), whose
 * campaign and module are used unless the options give others. The sheet is validated (and checked
 * against the module when there is one): bad input gives coded pt-BR issues (`schema_…`,
 * `cosmo_…`), never a throw. Warnings — the sheet's own (a sub-competência not yet validated),
 * `pdf_glyph_missing`, `pdf_text_truncated` — come with the PDF. Lists longer than the page holds
 * share their last row (the field keeps every entry).
 *
 * @param sheet - The sheet (or sheet document), untrusted.
 * @param options - Campaign, module, title, date, rules.
 * @returns The PDF bytes with warnings, or the issues of invalid input.
 * @example
 * ```ts
 * const r = await exportCosmoGamingPdf(JSON.parse(await readFile('examples/cosmo-gaming/lira.json', 'utf8')));
 * if (r.ok) await writeFile('lira.pdf', r.value);
 * r.issues //=> []
 * ```
 */
export async function exportCosmoGamingPdf(
  sheet: SheetInput | SheetDocument,
  options: ExportCosmoGamingPdfOptions = {},
): Promise<Result<Uint8Array>> {
  const rules = options.rules ?? cosmoRules;
  let rawSheet: unknown = sheet;
  let rawCampaign: unknown = options.campaign;
  let rawModule: unknown = options.module;
  let prefix: Array<string | number> = [];
  if (isDocument(sheet)) {
    const doc = importSheetJson(sheet, rules);
    // a module given in the options replaces the document's: only the shape matters here
    if (!doc.ok && options.module === undefined) return fail(doc.issues);
    const d = doc.ok ? doc.value : (sheet as SheetDocument);
    rawSheet = d.sheet;
    rawCampaign ??= d.campaign;
    rawModule ??= d.module;
    prefix = ['sheet'];
  }
  const issues: Issue[] = [];
  let campaign: Campaign | undefined;
  let module: CompetenceModule | undefined;
  if (rawCampaign !== undefined) {
    const r = validateCampaign(rawCampaign);
    if (r.ok) campaign = r.value;
    issues.push(...prefixIssues(['campaign'], r.issues));
  }
  if (rawModule !== undefined) {
    const r = validateModule(rawModule);
    if (r.ok) module = r.value;
    issues.push(...prefixIssues(['module'], r.issues));
  }
  const checked = validateSheet(rawSheet, module, rules);
  issues.push(...prefixIssues(prefix, checked.issues));
  if (!checked.ok || issues.some((i) => i.severity === 'error')) return fail(issues);
  const s = checked.value;
  const context = { ...(campaign ? { campaign } : {}), ...(module ? { module } : {}) };
  const documentText = exportSheetJson(s, context);
  const { bytes, warnings } = await (await pdfEngine()).renderCosmoGaming(
    viewOf(s, campaign, module, rules),
    rules,
    false,
    options.title ?? `Ficha de ${s.name} — Cosmo Gaming`,
    options.creationDate,
    documentText,
  );
  return ok(bytes, [...issues, ...warnings]);
}

/**
 * A blank Cosmo Gaming sheet to print or fill in a PDF reader: the same page as
 * {@link exportCosmoGamingPdf}, every box empty (six rows of Características, eight ddn, eight
 * conditions), no document attached.
 *
 * @param options - Date, rules.
 * @returns The PDF bytes.
 * @example
 * ```ts
 * await writeFile('cosmo-gaming-em-branco.pdf', await blankCosmoGamingPdf());
 * ```
 */
export async function blankCosmoGamingPdf(options: BlankCosmoGamingPdfOptions = {}): Promise<Uint8Array> {
  const { bytes } = await (await pdfEngine()).renderCosmoGaming(BLANK_VIEW, options.rules ?? cosmoRules, true, 'Ficha em branco — Cosmo Gaming', options.creationDate, null);
  return bytes;
}

const SIMPLE_PATHS: Readonly<Record<string, CosmoGamingFieldPath>> = {
  nome: ['sheet', 'name'],
  identidade: ['sheet', 'identidade'],
  historia: ['sheet', 'history'],
  sorte: ['sheet', 'pontosDeSorte'],
  dano: ['sheet', 'conditions'],
  tema: ['campaign', 'tema'],
  modulo: ['module', 'name'],
  'caracteristicas.combinado': ['module', 'totalCharacteristics'],
};

/**
 * Where a form field of the Cosmo Gaming sheet sits in the embedded sheet document, so an edit made
 * in a PDF reader can be applied. A realism box maps to `['campaign', 'realism']` (the value it
 * sets); a "morrendo" box to `['sheet', 'dyingFailures']`; the damage box and a condition row to
 * the conditions list. Derived boxes (areas, totals, PEC values) and the notes have no path.
 *
 * @param field - A field name (`sorte`, `ddn.2.aspecto`, `caracteristicas.1.sub.2.validada`).
 * @returns The path, or `undefined` for a derived box, the notes, or a name the sheet does not have.
 * @example
 * ```ts
 * cosmoGamingFieldPath('sorte') //=> ['sheet', 'pontosDeSorte']
 * cosmoGamingFieldPath('ddn.2.aspecto') //=> ['sheet', 'ddn', 1, 'aspect']
 * cosmoGamingFieldPath('caracteristicas.1.sub.2.nome') //=> ['sheet', 'characteristics', 0, 'subCompetencias', 1, 'name']
 * cosmoGamingFieldPath('ddn.2.pec') //=> undefined
 * ```
 */
export function cosmoGamingFieldPath(field: string): CosmoGamingFieldPath | undefined {
  const simple = SIMPLE_PATHS[field];
  if (simple) return simple;
  const p = field.split('.');
  const idx = (s: string | undefined) => (s && /^[1-9]\d*$/.test(s) ? Number(s) - 1 : undefined);
  const [a, b, c, d, e] = p;
  if (a === 'realismo' && p.length === 2 && (realisms as readonly string[]).includes(b!)) return ['campaign', 'realism'];
  if (a === 'morrendo' && b === 'falhas' && p.length === 3 && idx(c) !== undefined) return ['sheet', 'dyingFailures'];
  if (a === 'condicoes' && p.length === 3 && idx(b) !== undefined && c === 'nome') return ['sheet', 'conditions'];
  if (a === 'ddn' && p.length === 3 && idx(b) !== undefined) {
    if (c === 'valor') return ['sheet', 'ddn', idx(b)!, 'value'];
    if (c === 'aspecto') return ['sheet', 'ddn', idx(b)!, 'aspect'];
  }
  if (a === 'caracteristicas' && idx(b) !== undefined) {
    if (p.length === 3 && c === 'competencia') return ['sheet', 'characteristics', idx(b)!, 'competencia'];
    if (p.length === 5 && c === 'sub' && idx(d) !== undefined) {
      if (e === 'nome') return ['sheet', 'characteristics', idx(b)!, 'subCompetencias', idx(d)!, 'name'];
      if (e === 'validada') return ['sheet', 'characteristics', idx(b)!, 'subCompetencias', idx(d)!, 'validated'];
    }
  }
  return undefined;
}

/**
 * Options of {@link importCosmoGamingPdf}.
 *
 * @example
 * ```ts
 * const options: ImportCosmoGamingPdfOptions = { rules: cosmoRules };
 * ```
 */
export interface ImportCosmoGamingPdfOptions {
  /** The Cosmo Gaming rules the embedded sheet is checked with. */
  readonly rules?: CosmoRules;
}

/**
 * Reads a Cosmo Gaming sheet PDF back: the sheet document embedded in it (validated by
 * `importSheetJson`) and the fields the player edited in a PDF reader (each also a
 * `pdf_field_edited` warning). Each difference's `path` points into the sheet document (see
 * {@link cosmoGamingFieldPath}). Refuses with the same coded issues as `importPdf`
 * (`pdf_unreadable`, `pdf_not_a_ficha`, `pdf_blank_ficha`, `pdf_embedded_document_rejected`…),
 * never a throw.
 *
 * @param bytes - The PDF.
 * @param options - The rules.
 * @returns The document, the differences and the current fields; or the issues.
 * @example
 * ```ts
 * const r = await importCosmoGamingPdf(bytes);
 * if (r.ok) r.value.document.sheet.name //=> 'Lira'
 * if (r.ok) r.value.differences.map((d) => d.path) //=> [['sheet', 'pontosDeSorte']]
 * ```
 */
export async function importCosmoGamingPdf(bytes: PdfBytes, options: ImportCosmoGamingPdfOptions = {}): Promise<Result<ImportedFicha<SheetDocument>>> {
  const rules = options.rules ?? cosmoRules;
  const r = await importPdf(bytes, { parse: (json) => importSheetJson(json, rules) });
  if (!r.ok) return r;
  return ok(
    { ...r.value, differences: r.value.differences.map((d) => ({ ...d, path: cosmoGamingFieldPath(d.field) })) },
    r.issues,
  );
}
