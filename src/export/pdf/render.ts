/**
 * The layout of the ficha on A4: the book's "Modelo de ficha", section by section, with the
 * values as AcroForm fields over a printed form. Continuation pages take the techniques and Lidas
 * that do not fit on the first page; "textos completos" pages print in full every text its box
 * had to cut.
 *
 * Internal to the library (the tag is left off here: on the comment of a file's first import,
 * the declaration build would strip that import).
 *
 * @module
 */
import {
  SHEET_BOX as BOX,
  SHEET_COLORS as C,
  SHEET_PAGE,
  Y,
  boxes,
  check,
  createSheetDoc,
  finishSheetDoc,
  inlineField,
  label,
  lineField,
  note,
  panel,
  plain,
  sectionBar,
  signed,
  titleBand as sheetTitleBand,
  valueBox,
  type SheetDoc,
  type SheetPage,
} from './sheet-kit.js';
import { FICHA_ATTRIBUTES, FICHA_DEFENSES, FICHA_SENSES, FICHA_SENTIDOS, type FichaView } from './view.js';

const W = SHEET_PAGE.width;
const H = SHEET_PAGE.height;
const M = SHEET_PAGE.margin;
const CW = W - 2 * M;

const ATTRIBUTE_LABELS: Record<(typeof FICHA_ATTRIBUTES)[number], string> = {
  FOR: 'Força',
  DES: 'Destreza',
  CON: 'Constituição',
  INT: 'Inteligência',
  SAB: 'Sabedoria',
  CAR: 'Carisma',
};
const DEFENSE_LABELS = { fortitude: 'Fortitude', reflexos: 'Reflexos', vontade: 'Vontade' } as const;
const SENSE_LABELS = { tato: 'Tato', paladar: 'Paladar', olfato: 'Olfato', audicao: 'Audição', visao: 'Visão' } as const;
const SENTIDO_LABELS = { sexto: 'Sexto', setimo: 'Sétimo', oitavo: 'Oitavo', nono: 'Nono' } as const;

/** Options of the renderer. @internal */
export interface RenderInput {
  readonly view: FichaView;
  /** Blank ficha: the boxes are empty whatever the view says about list lengths. */
  readonly blank: boolean;
  /** For a blank ficha: add a continuation page of empty technique and Lida rows. */
  readonly continuationPage: boolean;
  readonly title: string;
  readonly creationDate?: Date;
}

// ---------------------------------------------------------------------------------------------

/** A name as it fits `width` points at `size` in `face` (cut with "…"): titles and footers of long names. */
function clipName(face: SheetPage['regular'], name: string, width: number, size: number): string {
  if (face.widthOf(name, size) <= width) return name;
  const chars = [...name];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (face.widthOf(`${chars.slice(0, mid).join('').trimEnd()}…`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('').trimEnd()}…`;
}

/** Room for the name in a title band's subtitle (bold 7.5 pt, right of the system's name). */
const TITLE_NAME_WIDTH = 190;
/** Room for the name in the footer (regular 6 pt). */
const FOOTER_NAME_WIDTH = 260;

function titleBand(c: SheetPage, t: number, name: string, continuation: boolean): number {
  const shown = clipName(c.bold, name, TITLE_NAME_WIDTH, 7.5);
  const sub = continuation ? `FICHA DE PERSONAGEM · CONTINUAÇÃO${shown ? ` · ${shown}` : ''}` : 'FICHA DE PERSONAGEM';
  return sheetTitleBand(c, t, 'SANGUE E ESTRELAS', sub);
}

function header(c: SheetPage, t: number, v: FichaView): number {
  const w3 = [262, 178, CW - 262 - 178 - 12];
  const cols = [M, M + w3[0]! + 6, M + w3[0]! + w3[1]! + 12];
  lineField(c, cols[0]!, t, w3[0]!, 'NOME', 'nome', 'Nome', v.name, { size: 12 });
  lineField(c, cols[1]!, t, w3[1]!, 'EXÉRCITO', 'exercito', 'Exército', v.army);
  lineField(c, cols[2]!, t, w3[2]!, 'POSTO', 'posto', 'Posto', v.posto);
  t += 24;
  lineField(c, cols[0]!, t, w3[0]!, 'CONSTELAÇÃO', 'constelacao', 'Constelação', v.constellation);
  lineField(c, cols[1]!, t, w3[1]!, 'ACESSÓRIO', 'acessorio', 'Acessório', v.accessory);
  lineField(c, cols[2]!, t, w3[2]!, 'NÍVEL', 'nivel', 'Nível', plain(v.level), { size: 10 });
  return t + 26;
}

function attributes(c: SheetPage, t: number, v: FichaView): number {
  const bw = 61;
  const bh = 52;
  FICHA_ATTRIBUTES.forEach((key, i) => {
    const x = M + i * (bw + 5);
    const a = v.attributes[key];
    c.cv.rect(x, Y(t + bh), bw, bh, { fill: C.fill, stroke: C.line, width: 0.6, radius: 3 });
    c.cv.textCenter(x + bw / 2, Y(t + 9), key, { face: c.bold, size: 8.5, color: C.accent });
    c.cv.textCenter(x + bw / 2, Y(t + 15.5), ATTRIBUTE_LABELS[key].toUpperCase(), { face: c.regular, size: 4.6, color: C.muted });
    c.form.text(c.page, `atributos.${key}.valor`, `${ATTRIBUTE_LABELS[key]} (${key})`, { x: x + 8, y: Y(t + 34), w: bw - 16, h: 17 }, plain(a.score), {
      size: 15,
      align: 'center',
    });
    // modifier pill
    const pw = 28;
    const px = x + (bw - pw) / 2;
    c.cv.rect(px, Y(t + bh - 3), pw, 13, { fill: C.white, stroke: C.line, width: 0.6, radius: 6.5 });
    c.form.text(c.page, `atributos.${key}.mod`, `Modificador de ${ATTRIBUTE_LABELS[key]} (${key})`, { x: px + 2, y: Y(t + bh - 3), w: pw - 4, h: 13 }, signed(a.modifier), {
      size: 8.5,
      align: 'center',
    });
  });
  // Atributo do Cosmo, Proficiência, Grau
  const x = M + 6 * (bw + 5) + 3;
  const w = W - M - x;
  panel(c, x, t, w, bh);
  label(c, x + 5, t + 8, 'ATRIBUTO DO COSMO', 5.8, C.accent);
  c.cv.line(x + 5, Y(t + 21), x + w - 5, Y(t + 21), 0.4, C.line);
  c.form.text(c.page, 'atributoDoCosmo', 'Atributo do Cosmo', { x: x + 5, y: Y(t + 21.5), w: w - 10, h: 12 }, v.cosmoAttribute, { size: 9, baseline: 'bottom' });
  label(c, x + 5, t + 33, 'PROFICIÊNCIA', 5.8, C.accent);
  valueBox(c, x + w - 38, t + 25, 33, 11, 'proficiencia', 'Proficiência', signed(v.proficiency), 8.5);
  label(c, x + 5, t + 46, 'GRAU', 5.8, C.accent);
  valueBox(c, x + w - 38, t + 38, 33, 11, 'grau', 'Grau', plain(v.grau), 8.5);
  return t + bh + 8;
}

function combat(c: SheetPage, t: number, v: FichaView): number {
  const h = 46;
  const gap = 5;
  const widths = [118, 60, 64, 68];
  const rest = CW - widths.reduce((a, b) => a + b, 0) - gap * 6;
  const dw = rest / 3;
  let x = M;
  const cap = (x0: number, w: number, s: string) => c.cv.textCenter(x0 + w / 2, Y(t + 8.5), s, { face: c.bold, size: 6.4, color: C.accent });
  const frame = (x0: number, w: number) => c.cv.rect(x0, Y(t + h), w, h, { fill: C.fill, stroke: C.line, width: 0.6, radius: 3 });
  // PV
  frame(x, widths[0]!);
  cap(x, widths[0]!, 'PV  atual / máximo');
  const half = (widths[0]! - 16) / 2;
  c.cv.rect(x + 5, Y(t + 38), half, 26, { fill: C.white, stroke: C.line, width: 0.6, radius: 2 });
  c.form.text(c.page, 'pv.atual', 'PV atuais', { x: x + 6, y: Y(t + 37), w: half - 2, h: 24 }, plain(v.hp.current), { size: 15, align: 'center' });
  c.cv.textCenter(x + 8 + half, Y(t + 30), '/', { face: c.regular, size: 14, color: C.muted });
  c.form.text(c.page, 'pv.max', 'PV máximos', { x: x + 11 + half, y: Y(t + 37), w: half, h: 24 }, plain(v.hp.max), { size: 13, align: 'center' });
  x += widths[0]! + gap;
  // DEF, Iniciativa, Movimento
  const simple: Array<[number, string, string, string, string, string]> = [
    [widths[1]!, 'DEF', 'def', 'DEF', plain(v.defense), ''],
    [widths[2]!, 'INICIATIVA', 'iniciativa', 'Iniciativa (bônus)', signed(v.initiative), ''],
    [widths[3]!, 'MOVIMENTO', 'movimento', 'Movimento (metros)', plain(v.movement), 'm'],
  ];
  for (const [w, caption, name, tip, value, unit] of simple) {
    frame(x, w);
    cap(x, w, caption);
    c.form.text(c.page, name, tip, { x: x + 4, y: Y(t + 36), w: w - 8 - (unit ? 10 : 0), h: 22 }, value, { size: 16, align: 'center' });
    if (unit) c.cv.text(x + w - 14, Y(t + 30), unit, { face: c.regular, size: 8, color: C.muted });
    x += w + gap;
  }
  // defenses
  for (const d of FICHA_DEFENSES) {
    frame(x, dw);
    cap(x, dw, DEFENSE_LABELS[d].toUpperCase());
    c.form.text(c.page, `defesas.${d}.valor`, DEFENSE_LABELS[d], { x: x + 4, y: Y(t + 31), w: dw - 8, h: 20 }, plain(v.defenses[d]), { size: 15, align: 'center' });
    const lw = c.regular.widthOf('treinada', 5.8);
    const bx = x + (dw - lw - BOX * 0.8 - 3) / 2;
    check(c, bx, t + 34, `defesas.${d}.treinada`, `${DEFENSE_LABELS[d]} treinada`, v.trainedDefenses.includes(d), BOX * 0.8);
    c.cv.text(bx + BOX * 0.8 + 3, Y(t + 40), 'treinada', { face: c.regular, size: 5.8, color: C.muted });
    x += dw + gap;
  }
  return t + h + 8;
}

function cosmoAndBody(c: SheetPage, t: number, w: number, v: FichaView): number {
  const x = M;
  let y = sectionBar(c, x, t, w, 'COSMO');
  // inicial, Teto, atual
  const small = 40;
  const capAt = (x0: number, s: string) => label(c, x0, y + 6, s, 5.8);
  capAt(x, 'INICIAL');
  valueBox(c, x, y + 8, small, 20, 'cosmo.inicial', 'Cosmo inicial', plain(v.cosmo.initial), 12);
  capAt(x + small + 6, 'TETO');
  valueBox(c, x + small + 6, y + 8, small, 20, 'cosmo.teto', 'Teto do Cosmo', plain(v.cosmo.teto), 12);
  const ax = x + 2 * (small + 6);
  capAt(ax, 'ATUAL');
  valueBox(c, ax, y + 8, w - (ax - x), 20, 'cosmo.atual', 'Cosmo atual', plain(v.cosmo.current), 12);
  y += 33;
  // Sentido
  label(c, x, y + 7, 'SENTIDO', 6.4, C.ink);
  let sx = x + 36;
  for (const s of FICHA_SENTIDOS) {
    check(c, sx, y, `sentido.${s}`, `Sentido: ${SENTIDO_LABELS[s]}`, v.sentido === s);
    sx += BOX + 3;
    sx += c.cv.text(sx, Y(y + 7), SENTIDO_LABELS[s], { face: c.regular, size: 7.2, color: C.ink }) + 9;
  }
  y += 13;
  inlineField(c, x, y, w, 'ELO DIVINO', 'eloDivino', 'Elo divino', v.eloDivino, { size: 8.5 }, 13, 6.4);
  y += 19;

  y = sectionBar(c, x, y, w, 'CORPO E SANGUE');
  const row = 14;
  // senses
  label(c, x, y + 7, 'SENTIDOS', 6.4, C.ink);
  sx = x + 40;
  for (const s of FICHA_SENSES) {
    check(c, sx, y, `sentidos.${s}`, `Sentido perdido: ${SENSE_LABELS[s]}`, v.senses[s]);
    sx += BOX + 2.5;
    sx += c.cv.text(sx, Y(y + 7), SENSE_LABELS[s], { face: c.regular, size: 7, color: C.ink }) + 6;
  }
  y += row;
  // Sangue, Centelhas, Ferido
  label(c, x, y + 7, 'SANGUE', 6.4, C.ink);
  let bx = boxes(c, x + 40, y, 'sangue', 'Sangue, terço', v.sangue);
  label(c, bx + 14, y + 7, 'CENTELHAS', 6.4, C.ink);
  bx = boxes(c, bx + 14 + c.bold.widthOf('CENTELHAS', 6.4) + 5, y, 'centelhas', 'Centelha', v.centelhas);
  label(c, bx + 14, y + 7, 'FERIDO', 6.4, C.ink);
  check(c, bx + 14 + c.bold.widthOf('FERIDO', 6.4) + 5, y, 'ferido', 'Ferido', v.ferido);
  y += row;
  // Cansaço, Cicatrizes
  label(c, x, y + 7, 'CANSAÇO', 6.4, C.ink);
  bx = boxes(c, x + 40, y, 'cansaco', 'Cansaço', v.cansaco);
  inlineField(c, bx + 14, y - 2, x + w - bx - 14, 'CICATRIZES', 'cicatrizes', 'Cicatrizes', v.cicatrizes, { size: 8.5 }, 12, 6.4);
  y += row;
  // Glória
  label(c, x, y + 7, 'GLÓRIA', 6.4, C.ink);
  c.cv.line(x + 40, Y(y + 9), x + 70, Y(y + 9), 0.4, C.line);
  c.form.text(c.page, 'gloria.atual', 'Glória atual', { x: x + 40, y: Y(y + 9.5), w: 30, h: 12 }, plain(v.gloria.current), { size: 9, align: 'center', baseline: 'bottom' });
  c.cv.text(x + 74, Y(y + 7), 'de', { face: c.regular, size: 7, color: C.muted });
  c.cv.line(x + 85, Y(y + 9), x + 115, Y(y + 9), 0.4, C.line);
  c.form.text(c.page, 'gloria.max', 'Glória necessária', { x: x + 85, y: Y(y + 9.5), w: 30, h: 12 }, plain(v.gloria.max), { size: 9, align: 'center', baseline: 'bottom' });
  y += row;
  label(c, x, y + 6, 'RELÍQUIAS EM SINTONIA', 6.4, C.ink);
  c.cv.line(x, Y(y + 31), x + w, Y(y + 31), 0.4, C.line);
  c.cv.line(x, Y(y + 20), x + w, Y(y + 20), 0.3, C.faint);
  c.form.text(c.page, 'reliquias', 'Relíquias em Sintonia', { x, y: Y(y + 31.5), w, h: 22 }, v.relics.join(', '), { size: 8, multiline: true, lineHeight: 11 });
  return y + 34;
}

function armor(c: SheetPage, t: number, x: number, w: number, v: FichaView): number {
  const a = v.armor;
  let y = sectionBar(c, x, t, w, 'ARMADURA');
  lineField(c, x, y, w - 52, 'NOME', 'armadura.nome', 'Armadura', a.name, { size: 10 });
  lineField(c, x + w - 46, y, 46, 'VERSÃO', 'armadura.versao', 'Versão da armadura', plain(a.version), { size: 10, align: 'center' });
  y += 24;
  inlineField(c, x, y, 50, 'DEF', 'armadura.def', 'DEF da armadura', signed(a.defense), { size: 9, align: 'center' }, 13, 6.4);
  inlineField(c, x + 56, y, 64, 'ACERTO', 'armadura.acerto', 'Acerto da armadura', signed(a.attack), { size: 9, align: 'center' }, 13, 6.4);
  inlineField(c, x + 126, y, w - 126, 'TRAÇO', 'armadura.traco', 'Traço de origem', a.trait, { size: 8.5 }, 13, 6.4);
  y += 19;
  // Resistência
  label(c, x, y + 7, 'RESISTÊNCIA', 6.4, C.ink);
  const n = Math.max(a.resistencia.length, 1);
  const avail = w - 48 - 40;
  const size = Math.min(BOX, (avail + 2) / n - 2);
  const gap = Math.min(2.5, (avail - n * size) / Math.max(1, n - 1));
  const end = a.resistencia.length ? boxes(c, x + 48, y + (BOX - size) / 2, 'armadura.resistencia', 'Resistência', a.resistencia, gap, size) : x + 48;
  void end;
  label(c, x + w - BOX - 3 - c.bold.widthOf('ELMO', 6.4), y + 7, 'ELMO', 6.4, C.ink);
  check(c, x + w - BOX, y, 'armadura.elmo', 'Elmo perdido', a.elmo);
  y += 15;
  inlineField(c, x, y, w, 'FORMAS', 'armadura.formas', 'Formas da armadura', a.formas, { size: 8.5 }, 13, 6.4);
  y += 18;
  label(c, x, y + 6, 'CARACTERÍSTICAS', 6.4, C.ink);
  c.cv.line(x, Y(y + 19), x + w, Y(y + 19), 0.3, C.faint);
  c.cv.line(x, Y(y + 30), x + w, Y(y + 30), 0.3, C.faint);
  c.cv.line(x, Y(y + 41), x + w, Y(y + 41), 0.4, C.line);
  c.form.text(c.page, 'armadura.caracteristicas', 'Características da armadura', { x, y: Y(y + 41.5), w, h: 33 }, a.characteristics.join(' · '), {
    size: 8,
    multiline: true,
    lineHeight: 11,
  });
  return y + 44;
}

function treinoConviccoes(c: SheetPage, t: number, v: FichaView): number {
  let y = sectionBar(c, M, t, CW, 'TREINO E CONVICÇÕES');
  inlineField(c, M, y, 190, 'TREINO', 'treino', 'Treino', v.treino, { size: 8.5 }, 13, 6.4);
  inlineField(c, M + 198, y, CW - 198, 'LIÇÃO', 'licao', 'Lição', v.licao, { size: 8.5 }, 13, 6.4);
  y += 17;
  for (let i = 0; i < 3; i++) {
    const cv = v.conviccoes[i] ?? { text: '', gasta: false };
    label(c, M, y + 10, `${i + 1}.`, 7, C.accent);
    inlineField(c, M + 10, y, CW - 10 - 44, '', `conviccoes.${i + 1}.texto`, `Convicção ${i + 1}`, cv.text, { size: 8.5 }, 13);
    check(c, W - M - 40, y + 2.5, `conviccoes.${i + 1}.gasta`, `Convicção ${i + 1} gasta`, cv.gasta);
    c.cv.text(W - M - 40 + BOX + 3, Y(y + 9.5), 'gasta', { face: c.regular, size: 6.5, color: C.muted });
    y += 14;
  }
  return y + 5;
}

function skills(c: SheetPage, t: number, v: FichaView, blank: boolean): number {
  let y = sectionBar(c, M, t, CW, 'PERÍCIAS', 'perícia · bônus');
  const cols = 4;
  const slots = Math.max(12, Math.ceil(v.skills.length / cols) * cols);
  const colW = (CW - (cols - 1) * 8) / cols;
  for (let i = 0; i < slots; i++) {
    const s = blank ? undefined : v.skills[i];
    const col = i % cols;
    const row = Math.floor(i / cols);
    const x = M + col * (colW + 8);
    const yy = y + row * 14;
    const name = s ? (s.source ? `${s.name} (${s.source})` : s.name) : '';
    inlineField(c, x, yy, colW - 30, '', `pericias.${i + 1}.nome`, `Perícia ${i + 1}`, name, { size: 8 }, 12);
    inlineField(c, x + colW - 26, yy, 26, '', `pericias.${i + 1}.bonus`, `Perícia ${i + 1}, bônus`, s ? signed(s.bonus) : '', { size: 8.5, align: 'center' }, 12);
  }
  y += Math.ceil(slots / cols) * 14;
  return y + 3;
}

function golpeAndItems(c: SheetPage, t: number, v: FichaView): number {
  const y = t;
  const g = v.golpeComum;
  label(c, M, y + 9, 'GOLPE COMUM', 7.2, C.accent);
  let x = M + 58;
  c.cv.line(x, Y(y + 11), x + 26, Y(y + 11), 0.4, C.line);
  c.form.text(c.page, 'golpeComum.acerto', 'Golpe comum: bônus para acertar', { x, y: Y(y + 11.5), w: 26, h: 12 }, signed(g.attack), { size: 9, align: 'center', baseline: 'bottom' });
  x += 29;
  x += c.cv.text(x, Y(y + 9), 'para acertar   dano', { face: c.regular, size: 7, color: C.muted }) + 3;
  c.cv.line(x, Y(y + 11), x + 30, Y(y + 11), 0.4, C.line);
  c.form.text(c.page, 'golpeComum.dado', 'Golpe comum: dado de dano', { x, y: Y(y + 11.5), w: 30, h: 12 }, g.damageDie, { size: 9, align: 'center', baseline: 'bottom' });
  x += 33;
  x += c.cv.text(x, Y(y + 9), '+', { face: c.regular, size: 8, color: C.muted }) + 3;
  c.cv.line(x, Y(y + 11), x + 22, Y(y + 11), 0.4, C.line);
  c.form.text(c.page, 'golpeComum.bonusDano', 'Golpe comum: bônus de dano', { x, y: Y(y + 11.5), w: 22, h: 12 }, plain(g.damageBonus), { size: 9, align: 'center', baseline: 'bottom' });
  x += 34;
  inlineField(c, x, y - 1, W - M - x, 'ITENS', 'itens', 'Itens', v.items.join(', '), { size: 8 }, 13, 6.4);
  return y + 18;
}

/** Height of one technique row. */
const TECH_ROW = 31;
const TECH_COLS = [
  { key: 'nome', caption: 'nome', w: 150 },
  { key: 'natureza', caption: 'natureza', w: 78 },
  { key: 'tamanho', caption: 'tam.', w: 26 },
  { key: 'custo', caption: 'custo', w: 26 },
  { key: 'grau', caption: 'Grau', w: 26 },
  { key: 'rolagem', caption: 'rolagem', w: 118 },
  { key: 'dano', caption: 'dano', w: 0 },
] as const;

function techniqueHeader(c: SheetPage, t: number, continuation: boolean): number {
  const y = sectionBar(c, M, t, CW, continuation ? 'TÉCNICAS (continuação)' : 'TÉCNICAS', 'nome · natureza · tamanho · custo · Grau · rolagem · dano');
  let x = M + 12;
  for (const col of TECH_COLS) {
    const w = col.w || W - M - x;
    const centred = col.w > 0 && col.w < 40;
    if (centred) c.cv.textCenter(x + w / 2, Y(y + 5), col.caption.toUpperCase(), { face: c.bold, size: 5.2, color: C.muted });
    else c.cv.text(x + 2, Y(y + 5), col.caption.toUpperCase(), { face: c.bold, size: 5.2, color: C.muted });
    x += w + 3;
  }
  return y + 7;
}

function techniqueRow(c: SheetPage, t: number, i: number, tech: FichaView['techniques'][number] | undefined): number {
  const n = i + 1;
  const y = t;
  c.cv.text(M, Y(y + 10), `${n}.`, { face: c.bold, size: 7, color: C.accent });
  let x = M + 12;
  const values: Record<string, string> = tech
    ? {
        nome: tech.name,
        natureza: tech.nature,
        tamanho: plain(tech.size),
        custo: plain(tech.cost),
        grau: plain(tech.grau),
        rolagem: tech.roll,
        dano: tech.damage,
      }
    : {};
  const tips: Record<string, string> = {
    nome: 'nome',
    natureza: 'natureza',
    tamanho: 'tamanho',
    custo: 'custo',
    grau: 'Grau',
    rolagem: 'rolagem',
    dano: 'dano',
  };
  for (const col of TECH_COLS) {
    const w = col.w || W - M - x;
    const centred = col.w > 0 && col.w < 40;
    c.cv.line(x, Y(y + 12), x + w, Y(y + 12), 0.4, C.line);
    const value = values[col.key] ?? '';
    c.form.text(c.page, `tecnicas.${n}.${col.key}`, `Técnica ${n}: ${tips[col.key]}`, { x, y: Y(y + 12.5), w, h: 12 }, value, {
      size: col.key === 'nome' ? 8.5 : 8,
      align: centred ? 'center' : 'left',
      baseline: 'bottom',
    });
    if (col.key === 'nome' && tech?.signature) {
      // the signature mark, drawn beside the name (not part of the field's value)
      c.cv.star(x + w - 5, Y(y + 3.5), 3.2, C.accent);
    }
    x += w + 3;
  }
  // details: one or two small lines
  c.cv.line(M + 12, Y(y + 27), W - M, Y(y + 27), 0.3, C.faint);
  c.form.text(c.page, `tecnicas.${n}.detalhes`, `Técnica ${n}: detalhes`, { x: M + 12, y: Y(y + 27.5), w: W - M - M - 12, h: 15 }, tech?.details ?? '', {
    size: 6.6,
    minSize: 5,
    multiline: true,
  });
  return y + TECH_ROW;
}

/** Height of a Lida row (two entries side by side). */
const LIDA_ROW = 14;

function lidaHeader(c: SheetPage, t: number, continuation: boolean): number {
  return sectionBar(c, M, t, CW, continuation ? 'LIDAS POR MIM (continuação)' : 'LIDAS POR MIM', 'inimigo · técnica dele que eu já vi');
}

function lidaCell(c: SheetPage, x: number, t: number, w: number, i: number, lida: FichaView['lidas'][number] | undefined): void {
  const n = i + 1;
  c.cv.text(x, Y(t + 9), `${n}.`, { face: c.bold, size: 6.2, color: C.accent });
  const x0 = x + 12;
  const ew = (w - 12) * 0.45;
  inlineField(c, x0, t, ew - 4, '', `lidas.${n}.inimigo`, `Lida ${n}: inimigo`, lida?.enemy ?? '', { size: 8 }, 12);
  c.cv.text(x0 + ew - 3, Y(t + 9), '·', { face: c.bold, size: 8, color: C.muted });
  inlineField(c, x0 + ew + 3, t, w - 12 - ew - 3, '', `lidas.${n}.tecnica`, `Lida ${n}: técnica`, lida?.technique ?? '', { size: 8 }, 12);
}

// ---------------------------------------------------------------------------------------------

const FIRST_PAGE_LIDA_ROWS = 3; // rows of two

// ---------------------------------------------------------------------------------------------
// Textos completos: what did not fit in its box, printed whole on pages of its own.

const FULL_SIZE = 7.5;
const FULL_LINE = 9.6;

/**
 * Splits a text into lines no wider than `width`: paragraphs kept, words wrapped, and a word
 * longer than the line (a URL, a hostile run of letters) broken between characters.
 */
function wrapFull(face: SheetPage['regular'], text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of para.split(/[ \t]+/)) {
      if (!word) continue;
      const candidate = line ? `${line} ${word}` : word;
      if (face.widthOf(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (face.widthOf(word, size) <= width) {
        line = word;
        continue;
      }
      // a word wider than the line: break it where it overflows
      let piece = '';
      for (const ch of word) {
        if (piece && face.widthOf(piece + ch, size) > width) {
          lines.push(piece);
          piece = '';
        }
        piece += ch;
      }
      line = piece;
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Adds "textos completos" pages when a box of the ficha had to cut its text: each such field's
 * label and its whole text, wrapped, flowing over as many pages as it takes. The form field keeps
 * the text too (a reader shows it all when the field is clicked); these pages are what prints.
 */
function fullTexts(sd: SheetDoc, name: string): void {
  const cut = sd.form.truncated;
  if (cut.length === 0) return;
  const end = H - M - 4;
  const face = sd.pages[0]!.regular;
  const newPage = (): { p: SheetPage; y: number } => {
    const p = sd.newPage();
    const shown = clipName(p.bold, name, TITLE_NAME_WIDTH - 40, 7.5);
    const y = sheetTitleBand(p, M - 6, 'SANGUE E ESTRELAS', `FICHA DE PERSONAGEM · TEXTOS COMPLETOS${shown ? ` · ${shown}` : ''}`);
    note(p, M, y + 6, 'O que não coube inteiro no seu campo da ficha, por extenso (o campo guarda o texto todo).');
    return { p, y: y + 14 };
  };
  let at = newPage();
  for (const entry of [...cut]) {
    const lines = wrapFull(face, entry.text, CW, FULL_SIZE);
    if (at.y + 15 + FULL_LINE > end) at = newPage();
    at.y = sectionBar(at.p, M, at.y, CW, entry.label.toUpperCase()) + 2;
    for (const line of lines) {
      if (at.y + FULL_LINE > end) {
        at = newPage();
        label(at.p, M, at.y + 6, `${entry.label.toUpperCase()} (CONTINUAÇÃO)`, 5.8, C.accent);
        at.y += 12;
      }
      at.p.cv.text(M, Y(at.y + FULL_SIZE), line, { face: at.p.regular, size: FULL_SIZE });
      at.y += FULL_LINE;
    }
    at.y += 6;
  }
}

/**
 * Lays the ficha out, writes the form, the footers and the metadata. Does not attach data and
 * does not save (`saveSheetDoc` does).
 *
 * @internal
 */
export async function renderFicha(input: RenderInput): Promise<SheetDoc> {
  const { view: v, blank } = input;
  const sd = await createSheetDoc();
  // ---- page 1
  const c = sd.newPage();
  let t = titleBand(c, M - 6, v.name, false);
  t = header(c, t, v);
  t = attributes(c, t, v);
  t = combat(c, t, v);
  const colW = (CW - 10) / 2;
  const left = cosmoAndBody(c, t, colW, v);
  const right = armor(c, t, M + colW + 10, colW, v);
  t = Math.max(left, right) + 4;
  t = treinoConviccoes(c, t, v);
  t = skills(c, t, v, blank);
  t = golpeAndItems(c, t, v);

  const bottom = H - M - 4;
  const techs = blank ? [] : v.techniques;
  const lidas = blank ? [] : v.lidas;
  // how many technique rows fit on page 1, keeping room for the Lidas
  const lidaBlock = 15 + FIRST_PAGE_LIDA_ROWS * LIDA_ROW;
  const techSpace = bottom - t - 4 - 22 - lidaBlock;
  const techRows1 = Math.max(1, Math.floor(techSpace / TECH_ROW));
  const lidaSlots1 = FIRST_PAGE_LIDA_ROWS * 2;
  const needMore = techs.length > techRows1 || lidas.length > lidaSlots1 || (blank && input.continuationPage);

  t = techniqueHeader(c, t + 4, false);
  for (let i = 0; i < techRows1; i++) t = techniqueRow(c, t, i, techs[i]);
  t = lidaHeader(c, t + 2, false);
  const lidaW = (CW - 12) / 2;
  for (let r = 0; r < FIRST_PAGE_LIDA_ROWS; r++) {
    lidaCell(c, M, t, lidaW, r * 2, lidas[r * 2]);
    lidaCell(c, M + lidaW + 12, t, lidaW, r * 2 + 1, lidas[r * 2 + 1]);
    t += LIDA_ROW;
  }

  // ---- continuation pages
  if (needMore) {
    let ti = techRows1;
    let li = lidaSlots1;
    // room to write by hand: at least ten technique rows on the continuation, two after the last
    const techTarget = Math.max(techs.length + 2, techRows1 + 10);
    const lidaTarget = Math.max(lidas.length + 4, lidaSlots1 + 2);
    while (ti < techTarget || li < lidaTarget) {
      const p = sd.newPage();
      let y = titleBand(p, M - 6, v.name, true);
      const end = H - M - 4;
      if (ti < techTarget) {
        y = techniqueHeader(p, y, true);
        while (ti < techTarget && y + TECH_ROW <= end) y = techniqueRow(p, y, ti++, techs[ti - 1]);
        y += 4;
      }
      if (ti >= techTarget && y + 15 + LIDA_ROW <= end) {
        y = lidaHeader(p, y, true);
        // the Lidas, then empty rows to the bottom of the page once the list is done
        while (y + LIDA_ROW <= end) {
          lidaCell(p, M, y, lidaW, li, lidas[li]);
          lidaCell(p, M + lidaW + 12, y, lidaW, li + 1, lidas[li + 1]);
          li += 2;
          y += LIDA_ROW;
        }
      }
    }
  }

  // ---- the texts the boxes cut, in full (a legal character's texts reach 4,000 characters)
  if (!blank) fullTexts(sd, v.name);

  // ---- footers, content streams, metadata
  finishSheetDoc(sd, {
    title: input.title,
    footer: (pageNo, pages) => `Sangue e Estrelas${v.name ? ` · ${clipName(sd.pages[0]!.regular, v.name, FOOTER_NAME_WIDTH, 6)}` : ''} · página ${pageNo} de ${pages}`,
    ...(input.creationDate ? { creationDate: input.creationDate } : {}),
  });
  return sd;
}
