/**
 * Drawing the Cosmo Gaming sheet (loaded on demand with the PDF engine, see `lazy.ts`).
 *
 * @module
 */
import { type CosmoRules, formulaText, realisms, type TieBreak } from '../../cosmo-gaming/index.js';
import { COSMO_GAMING_PDF_DOCUMENT_FILE, type CosmoView } from './cosmo-gaming-view.js';
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

/** Draws the sheet and saves the PDF, its JSON document attached. @internal */
export async function renderCosmoGaming(v: CosmoView, rules: CosmoRules, blank: boolean, title: string, creationDate: Date | undefined, documentText: string | null) {
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

