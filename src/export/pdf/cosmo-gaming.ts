/**
 * The Cosmo Gaming sheet as a one-page A4 PDF: the seed's "ficha de personagem" (Nome,
 * Características, Identidade, História), the ddn with their scene aspects, pontos de sorte,
 * damage and conditions, with fillable fields in the ficha's font and style, and the sheet's JSON
 * document attached.
 *
 * @module
 */
import { fail, ok, prefixIssues, type Issue, type Result } from '../../issues/index.js';
import { type Campaign, characteristicTotal, type CompetenceModule, conditionName, conditionPec, conditionsPec, cosmoRules, type CosmoRules, damageLevels, ddnBonus, exportSheetJson, formulaText, importSheetJson, type Realism, realisms, type Sheet, type SheetDocument, type SheetInput, type TieBreak, validateCampaign, validateModule, validateSheet } from '../../cosmo-gaming/index.js';
import { importPdf, type ImportedFicha } from './import.js';
import type { PdfBytes } from './read.js';
import {
  SHEET_BOX as BOX,
  SHEET_COLORS as C,
  SHEET_PAGE,
  Y,
  boxes,
  check,
  createSheetDoc,
  finishSheetDoc,
  fitList,
  inlineField,
  label,
  lineField,
  note,
  panel,
  plain,
  ruledField,
  saveSheetDoc,
  sectionBar,
  sheetWarnings,
  signed,
  titleBand,
  valueBox,
  wrapText,
  type SheetPage,
} from './sheet-kit.js';

/**
 * File name of the sheet's JSON document inside the PDF.
 *
 * @example
 * ```ts
 * COSMO_GAMING_PDF_DOCUMENT_FILE //=> 'ficha-cosmo-gaming.json'
 * ```
 */
export const COSMO_GAMING_PDF_DOCUMENT_FILE = 'ficha-cosmo-gaming.json';

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

interface CharacteristicRow {
  readonly competencia: string;
  readonly area: string;
  readonly subs: ReadonlyArray<{ readonly name: string; readonly validated: boolean }>;
}

interface CosmoView {
  readonly name: string;
  readonly identidade: string;
  readonly tema: string;
  readonly modulo: string;
  readonly realism: Realism | null;
  readonly characteristics: readonly CharacteristicRow[];
  readonly total: string;
  readonly agreed: string;
  readonly history: string;
  readonly luck: string;
  readonly damage: string;
  readonly dyingFailures: number;
  readonly ddn: ReadonlyArray<{ readonly value: string; readonly aspect: string; readonly pec: string }>;
  readonly conditions: ReadonlyArray<{ readonly name: string; readonly pec: string }>;
  readonly conditionsPec: string;
}

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
// layout

const W = SHEET_PAGE.width;
const H = SHEET_PAGE.height;
const M = SHEET_PAGE.margin;
const CW = W - 2 * M;
const ROW = 15;

const TIE_BREAK_TEXT: Readonly<Record<TieBreak, string>> = {
  menos_dados: 'menos dados',
  menos_pec: 'menos pontos na PEC',
  menos_condicoes: 'menos condições',
};

/** Column captions above a list. */
function captions(c: SheetPage, t: number, cols: ReadonlyArray<readonly [number, string, boolean?]>): void {
  for (const [x, text, centredWidth] of cols) {
    if (centredWidth) c.cv.textCenter(x, Y(t + 5), text, { face: c.bold, size: 5.2, color: C.muted });
    else c.cv.text(x + 2, Y(t + 5), text, { face: c.bold, size: 5.2, color: C.muted });
  }
}

function header(c: SheetPage, t: number, v: CosmoView, rules: CosmoRules): number {
  lineField(c, M, t, 300, 'NOME', 'nome', 'Nome', v.name, { size: 12 });
  lineField(c, M + 308, t, CW - 308, 'IDENTIDADE · A COMPETÊNCIA EXTRA', 'identidade', 'Identidade (competência extra)', v.identidade);
  t += 25;
  lineField(c, M, t, 180, 'TEMA DA AVENTURA', 'tema', 'Tema da aventura', v.tema, { size: 9.5 });
  lineField(c, M + 188, t, 120, 'MÓDULO DO MESTRE', 'modulo', 'Módulo de características do Mestre do Cosmo', v.modulo, { size: 9.5 });
  // realism: one box per degree, with the Mestre do Cosmo's roll
  const x0 = M + 316;
  label(c, x0, t + 6, 'REALISMO · O MESTRE DO COSMO ROLA (+ PEC)');
  const entries = realisms.map((r) => ({ r, text: `${rules.realism[r].label} ${formulaText(rules.realism[r].mestreRoll)}` }));
  let size = 7.2;
  const widthAt = (s: number) => entries.reduce((n, e) => n + BOX + 3 + c.regular.widthOf(e.text, s), 0);
  const room = W - M - x0;
  const gap = (s: number) => (room - widthAt(s)) / (entries.length - 1);
  while (size > 5 && gap(size) < 6) size -= 0.2;
  let x = x0;
  for (const e of entries) {
    check(c, x, t + 10, `realismo.${e.r}`, `Realismo ${rules.realism[e.r].label.toLowerCase()}`, v.realism === e.r);
    x += BOX + 3;
    x += note(c, x, t + 17, e.text, size, C.ink) + Math.min(14, gap(size));
  }
  return t + 28;
}

function characteristics(c: SheetPage, t: number, v: CosmoView, rows: number): number {
  let y = sectionBar(c, M, t, CW, 'CARACTERÍSTICAS', 'competências do módulo e as sub-competências escolhidas · caixa marcada: validada pelo Mestre do Cosmo');
  const xComp = M + 12;
  const wComp = 158;
  const xArea = xComp + wComp + 6;
  const wArea = 58;
  const xSubs = xArea + wArea + 10;
  const subW = (W - M - xSubs + 8) / 3;
  captions(c, y, [
    [xComp, 'COMPETÊNCIA'],
    [xArea, 'ÁREA'],
    [xSubs, 'SUB-COMPETÊNCIAS'],
  ]);
  y += 7;
  const list = fitList(v.characteristics, rows, (rest) => ({
    competencia: rest.map((r) => r.competencia).join(' · '),
    area: rest.map((r) => r.area).filter(Boolean).join(' · '),
    subs: rest.flatMap((r) => r.subs),
  }));
  list.forEach((row, i) => {
    const n = i + 1;
    c.cv.text(M, Y(y + 10), `${n}.`, { face: c.bold, size: 7, color: C.accent });
    inlineField(c, xComp, y, wComp, '', `caracteristicas.${n}.competencia`, `Característica ${n}: competência`, row?.competencia ?? '', { size: 8.5 }, 12);
    inlineField(c, xArea, y, wArea, '', `caracteristicas.${n}.area`, `Característica ${n}: área`, row?.area ?? '', { size: 7.5 }, 12);
    const subs = fitList(row?.subs ?? [], 3, (rest) => ({ name: rest.map((s) => s.name).join(' · '), validated: rest.every((s) => s.validated) }));
    subs.forEach((s, j) => {
      const m = j + 1;
      const sx = xSubs + j * subW;
      check(c, sx, y + 2.5, `caracteristicas.${n}.sub.${m}.validada`, `Característica ${n}: sub-competência ${m} validada pelo Mestre`, s?.validated ?? false, BOX * 0.9);
      inlineField(c, sx + BOX * 0.9 + 3, y, subW - BOX * 0.9 - 3 - 8, '', `caracteristicas.${n}.sub.${m}.nome`, `Característica ${n}: sub-competência ${m}`, s?.name ?? '', { size: 8 }, 12);
    });
    y += ROW;
  });
  // the agreed total
  y += 3;
  let x = M + 12;
  x += label(c, x, y + 9, 'COMPETÊNCIAS + SUB-COMPETÊNCIAS', 6.2, C.ink) + 5;
  c.cv.line(x, Y(y + 11), x + 24, Y(y + 11), 0.4, C.line);
  c.form.text(c.page, 'caracteristicas.total', 'Competências e sub-competências somadas', { x, y: Y(y + 11.5), w: 24, h: 12 }, v.total, { size: 9, align: 'center', baseline: 'bottom' });
  x += 28;
  x += note(c, x, y + 9, 'de', 7) + 4;
  c.cv.line(x, Y(y + 11), x + 24, Y(y + 11), 0.4, C.line);
  c.form.text(c.page, 'caracteristicas.combinado', 'Total combinado com o Mestre do Cosmo', { x, y: Y(y + 11.5), w: 24, h: 12 }, v.agreed, { size: 9, align: 'center', baseline: 'bottom' });
  x += 28;
  note(c, x, y + 9, 'combinadas com o Mestre do Cosmo (a Identidade é extra e não conta)', 6.5);
  return y + 16;
}

const HISTORY_LINES = 9;

function historyAndLuck(c: SheetPage, t: number, v: CosmoView, rules: CosmoRules): number {
  const leftW = 322;
  let y = sectionBar(c, M, t, leftW, 'HISTÓRIA', 'um texto sucinto com contexto');
  const left = ruledField(c, M, y, leftW, HISTORY_LINES, 'historia', 'História', v.history, 8.5, 12);

  const x = M + leftW + 10;
  const w = W - M - x;
  y = sectionBar(c, x, t, w, 'SORTE E SAÚDE');
  const noteX = x + 56;
  const small = 6.2;
  // pontos de sorte
  label(c, x, y + 6, 'PONTOS DE SORTE');
  valueBox(c, x, y + 8, 48, 30, 'sorte', 'Pontos de sorte', v.luck, 16);
  const luckNotes = [
    `começa a aventura com ${plain(rules.startingLuck)}`,
    `${signed(rules.luckPerExtreme)} por resultado extremo (alto ou baixo)`,
    `${signed(rules.pec.sacrifice.luckGained)} por sacrifício`,
    `cada ponto gasto: ${signed(rules.pec.luckBonus)} na PEC, com justificativa`,
  ];
  luckNotes.forEach((s, i) => note(c, noteX, y + 14 + i * 8, s, small));
  y += 44;
  // dano
  label(c, x, y + 6, 'DANO (NÍVEIS)');
  valueBox(c, x, y + 8, 48, 30, 'dano', 'Dano (níveis da condição)', v.damage, 16);
  const damageNotes = [
    `cada nível: ${signed(rules.pec.conditionDefault)} na PEC`,
    `rolagem de dano até ${plain(rules.damage.dyingAtOrBelow)}: morrendo`,
    `cura ${plain(rules.damage.endOfCombatHeal)} nível ao fim do combate`,
    '(só o dano recebido na cena)',
  ];
  damageNotes.forEach((s, i) => note(c, noteX, y + 14 + i * 8, s, small));
  y += 44;
  // morrendo
  const lw = label(c, x, y + 7, 'MORRENDO · FALHAS', 6.2, C.ink);
  const n = rules.damage.failuresToDeath;
  const marks = Array.from({ length: n }, (_, i) => i < v.dyingFailures);
  const end = boxes(c, Math.max(noteX, x + lw + 6), y, 'morrendo.falhas', 'Morrendo: falha no teste de saúde', marks);
  note(c, end + 5, y + 7, `${plain(n)} falhas: morto`, small);
  y += 14;
  return Math.max(left, y);
}

function ddnList(c: SheetPage, t: number, v: CosmoView, rows: number): number {
  let y = sectionBar(c, M, t, CW, 'DIFERENÇAS DE NÍVEL (ddn)', 'cada ddn com o aspecto da cena em que ela vale · o bônus na PEC');
  const colW = (CW - 14) / 2;
  const cols = [M, M + colW + 14];
  const geo = (x0: number) => {
    const xv = x0 + 12;
    const xa = xv + 28 + 6;
    const xp = x0 + colW - 34;
    return { xv, xa, wa: xp - 6 - xa, xp };
  };
  for (const x0 of cols) {
    const g = geo(x0);
    captions(c, y, [
      [g.xv + 14, 'DDN', true],
      [g.xa, 'ASPECTO DA CENA'],
      [g.xp + 17, 'PEC', true],
    ]);
  }
  y += 7;
  const list = fitList(v.ddn, rows * 2, (rest) => ({
    value: rest.map((d) => d.value).join(' · '),
    aspect: rest.map((d) => d.aspect).join(' · '),
    pec: rest.map((d) => d.pec).join(' · '),
  }));
  for (let r = 0; r < rows; r++) {
    cols.forEach((x0, k) => {
      const i = r * 2 + k;
      const n = i + 1;
      const d = list[i];
      const g = geo(x0);
      c.cv.text(x0, Y(y + 10), `${n}.`, { face: c.bold, size: 7, color: C.accent });
      inlineField(c, g.xv, y, 28, '', `ddn.${n}.valor`, `ddn ${n}: valor`, d?.value ?? '', { size: 9, align: 'center' }, 12);
      inlineField(c, g.xa, y, g.wa, '', `ddn.${n}.aspecto`, `ddn ${n}: aspecto da cena`, d?.aspect ?? '', { size: 8.5 }, 12);
      inlineField(c, g.xp, y, 34, '', `ddn.${n}.pec`, `ddn ${n}: bônus na PEC`, d?.pec ?? '', { size: 9, align: 'center' }, 12);
    });
    y += ROW;
  }
  return y;
}

function conditionList(c: SheetPage, t: number, v: CosmoView, rows: number): number {
  let y = sectionBar(c, M, t, CW, 'CONDIÇÕES', 'situações, descrições e propriedades (o dano fica em Sorte e Saúde) · valor na PEC');
  const colW = (CW - 14) / 2;
  const cols = [M, M + colW + 14];
  for (const x0 of cols) {
    captions(c, y, [
      [x0 + 12, 'CONDIÇÃO'],
      [x0 + colW - 17, 'PEC', true],
    ]);
  }
  y += 7;
  const list = fitList(v.conditions, rows * 2, (rest) => ({ name: rest.map((x) => x.name).join(' · '), pec: rest.map((x) => x.pec).join(' · ') }));
  for (let r = 0; r < rows; r++) {
    cols.forEach((x0, k) => {
      const i = r * 2 + k;
      const n = i + 1;
      const cond = list[i];
      c.cv.text(x0, Y(y + 10), `${n}.`, { face: c.bold, size: 7, color: C.accent });
      inlineField(c, x0 + 12, y, colW - 12 - 40, '', `condicoes.${n}.nome`, `Condição ${n}`, cond?.name ?? '', { size: 8.5 }, 12);
      inlineField(c, x0 + colW - 34, y, 34, '', `condicoes.${n}.pec`, `Condição ${n}: valor na PEC`, cond?.pec ?? '', { size: 9, align: 'center' }, 12);
    });
    y += ROW;
  }
  y += 2;
  const text = 'PEC DAS CONDIÇÕES, DANO INCLUÍDO';
  const fx = W - M - 34;
  label(c, fx - 6 - c.bold.widthOf(text, 6.2), y + 9, text, 6.2, C.ink);
  c.cv.line(fx, Y(y + 11), fx + 34, Y(y + 11), 0.4, C.line);
  c.form.text(c.page, 'condicoes.pec', 'PEC das condições (dano incluído)', { x: fx, y: Y(y + 11.5), w: 34, h: 12 }, v.conditionsPec, { size: 9, align: 'center', baseline: 'bottom' });
  return y + 15;
}

/** The printed reminders, every number read from the rules. */
function reminderLines(rules: CosmoRules): Array<readonly [string, string]> {
  const r = rules.roll;
  const p = rules.pec;
  const identidade = r.identidadeIsCharacteristic ? ' (a Identidade vale como característica)' : '';
  const extremes = rules.extremes.map((e) => `${e.dice}d6: ${[...e.low, ...e.high].join(', ')}`).join(' · ');
  const rests = realisms.map((x) => `${rules.realism[x].label.toLowerCase()} ${rules.realism[x].restsPerDay}`).join(', ');
  return [
    [
      'Rolagem',
      `${r.baseDice}d6, mais ${r.characteristicDice}d6 com uma característica${identidade} e ${r.subCharacteristicDice}d6 com uma sub-característica, somados à PEC; a maior rolagem vence.`,
    ],
    ['Empate', `vence quem tem ${rules.tieBreaks.map((t) => TIE_BREAK_TEXT[t]).join('; depois, quem tem ')}.`],
    ['Extremos', `${extremes} — ${signed(rules.luckPerExtreme)} ponto de sorte e um efeito especial.`],
    [
      'PEC',
      `ddn 1 dá ${signed(p.ddnFirst)}, e ${signed(p.ddnPerExtra)} por ponto além do primeiro · cada condição ${signed(p.conditionDefault)} (o Mestre pode multiplicar até ×${p.conditionMultiplierMax}) · sacrifício ${signed(p.sacrifice.bonus)} e ${p.sacrifice.luckGained} ponto de sorte, depois uma condição · sorte ${signed(p.luckBonus)} por ponto · efeito em cena ${signed(p.sceneEffectBonus)}.`,
    ],
    [
      'Cena',
      `o sucesso aplica ${rules.scene.conditionsPerSuccess} condição a ${rules.scene.baseTargets} + ddn personagens (${rules.scene.conditionsOnExtremeHigh} condições num extremo alto), só com ato heroico: ${rules.scene.heroicActs.map((a) => a.label).join(', ')}.`,
    ],
    ['Descansos por dia', `${rests}; cada um restaura as condições simples.`],
  ];
}

function reminders(c: SheetPage, t: number, rules: CosmoRules): number {
  const size = 6.4;
  const lh = 8.4;
  const x = M + 6;
  const w = CW - 12;
  const blocks = reminderLines(rules).map(([head, body]) => {
    const hw = c.bold.widthOf(`${head}: `, size);
    const lines = wrapText(c.regular, body, w - hw, size);
    return { head, hw, lines };
  });
  const h = 6 + blocks.reduce((n, b) => n + b.lines.length, 0) * lh + 3;
  let y = sectionBar(c, M, t, CW, 'LEMBRETES', 'as regras da mesa, para consulta rápida');
  panel(c, M, y - 2, CW, h);
  y += 6;
  for (const b of blocks) {
    label(c, x, y + 2, `${b.head}:`, size, C.accent);
    b.lines.forEach((line, i) => note(c, x + b.hw, y + 2 + i * lh, line, size, C.ink));
    y += b.lines.length * lh;
  }
  return t + 15 + h + 2;
}

function notes(c: SheetPage, t: number): void {
  const y = sectionBar(c, M, t, CW, 'ANOTAÇÕES', 'justificativas da sorte, efeitos em cena, o que mais couber');
  const bottom = H - M - 6;
  const lines = Math.max(2, Math.floor((bottom - y) / 12));
  ruledField(c, M, y, CW, lines, 'anotacoes', 'Anotações', '', 8.5, 12);
}

async function render(v: CosmoView, rules: CosmoRules, blank: boolean, title: string, creationDate: Date | undefined, documentText: string | null) {
  const sd = await createSheetDoc();
  const c = sd.newPage();
  const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
  const charRows = blank ? 6 : clamp(v.characteristics.length, 6, 10);
  const ddnRows = blank ? 4 : clamp(Math.ceil(v.ddn.length / 2), 4, 6);
  const condRows = blank ? 4 : clamp(Math.ceil(v.conditions.length / 2), 4, 6);

  let t = titleBand(c, M - 6, 'COSMO GAMING', 'FICHA DE PERSONAGEM');
  t = header(c, t, v, rules);
  t = characteristics(c, t, v, charRows) + 4;
  t = historyAndLuck(c, t, v, rules) + 8;
  t = ddnList(c, t, v, ddnRows) + 6;
  t = conditionList(c, t, v, condRows) + 4;
  t = reminders(c, t, rules) + 6;
  notes(c, t);

  finishSheetDoc(sd, {
    title,
    footer: (page, pages) => `Cosmo Gaming${v.name ? ` · ${v.name}` : ''} · página ${page} de ${pages}`,
    ...(creationDate ? { creationDate } : {}),
  });
  const bytes = await saveSheetDoc(
    sd,
    { text: documentText, file: COSMO_GAMING_PDF_DOCUMENT_FILE, description: 'Ficha de Cosmo Gaming (documento JSON do sangue-e-estrelas)' },
    creationDate,
  );
  return { bytes, warnings: sheetWarnings(sd) };
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
  const { bytes, warnings } = await render(
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
  const { bytes } = await render(BLANK_VIEW, options.rules ?? cosmoRules, true, 'Ficha em branco — Cosmo Gaming', options.creationDate, null);
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
