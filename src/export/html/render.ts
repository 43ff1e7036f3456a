/**
 * The ficha as HTML: the book's "Modelo de ficha", section by section, as semantic markup (one
 * `<section>` per block, `<dl>` for label/value pairs, tables for lists), every text escaped, no
 * script; each text of the view in a `<bdi>`, so that its direction stays its own. Numbers that carry a breakdown are focusable and described by it (`title` for the mouse,
 * `aria-describedby` + a tooltip shown on hover and focus).
 *
 * @module
 */
import { fail, issue, type Result } from '../../issues/index.js';
import { FICHA_ATTRIBUTES, FICHA_DEFENSES, FICHA_SENSES, FICHA_SENTIDOS, parseFichaView, type FichaView, type FichaViewInput } from '../view/index.js';
import { FICHA_CSS } from './styles.js';

/**
 * Options of {@link renderFichaHtml}.
 *
 * @example
 * ```ts
 * const options: RenderFichaHtmlOptions = { idPrefix: 'teo', heading: 'h2' };
 * ```
 */
export interface RenderFichaHtmlOptions {
  /**
   * Prefix of the ids the ficha writes (breakdown tooltips), so that two fichas can share a page.
   * Letters, digits, `-` and `_` only (anything else is dropped). Default `se`.
   */
  readonly idPrefix?: string;
  /** The element of the ficha's title (`h1`…`h6`, default `h2`); the sections use the next level. */
  readonly heading?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5';
}

/**
 * Options of {@link renderFichaHtmlDocument}: those of {@link renderFichaHtml}, plus a stylesheet.
 *
 * @example
 * ```ts
 * const options: RenderFichaHtmlDocumentOptions = { stylesheetHref: '/ficha.css' };
 * ```
 */
export interface RenderFichaHtmlDocumentOptions extends RenderFichaHtmlOptions {
  /** Link this stylesheet instead of embedding {@link FICHA_CSS} in a `<style>` element. */
  readonly stylesheetHref?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/**
 * What HTML has no use for in text and reports as a parse error: NUL and the other control
 * characters (but tab, line feed, form feed and carriage return), the noncharacters, and a lone
 * surrogate (half of a UTF-16 pair, which no encoder can write). A browser drops a NUL from text but
 * keeps it as U+FFFD in an attribute; here every context gets the same U+FFFD.
 */
const UNWRITABLE = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF\uD800-\uDFFF\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/gu; // with `u`, a surrogate matches only alone

/**
 * Escapes text for HTML content and (double- or single-quoted) attribute values: `& < > " ' \``
 * become entities, and what HTML cannot carry (NUL and the other control characters, noncharacters,
 * a lone surrogate) becomes U+FFFD, so the output has no parse error from the text.
 *
 * @param s - Any text.
 * @returns The text with `& < > " ' \`` as entities.
 * @example
 * ```ts
 * escapeHtml('<b>"Téo"</b>') //=> '&lt;b&gt;&quot;Téo&quot;&lt;/b&gt;'
 * ```
 */
export function escapeHtml(s: string): string {
  return String(s)
    .replace(UNWRITABLE, '\uFFFD')
    .replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);
}

/**
 * A text of the view as element content: escaped, and isolated in a `<bdi>`, so that what it holds
 * stays in it — a right-to-left override (U+202E) or an embedding left open does not reverse the
 * numbers and words after it (the next relic, the "gasta" box, the bonus of a skill), and an
 * Arabic or Hebrew name takes its own direction. The stylesheet also clips its ink to its box (a
 * flood of combining marks does not paint over the fields around it).
 */
const userText = (s: string): string => `<bdi>${escapeHtml(s)}</bdi>`;

/** A text of the view inside a plain-text context (the document's `<title>`): escaped, between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const isolatedText = (s: string): string => `\u2068${escapeHtml(s.replace(BIDI_CONTROLS, ''))}\u2069`;

/**
 * The bidi controls a text may carry (marks, embeddings, overrides, isolates and their pops): in a
 * plain-text context there is no `<bdi>` to contain them, and a name's own PDI or unclosed isolate
 * would break the title's isolate and leave an override over the rest of it — so they are dropped.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A heading element's name: `h1` to `h6`, never `h7` (a level past 6 stays 6). */
const headingTag = (level: number): string => `h${Math.min(6, Math.max(1, level))}`;

/**
 * Whether a stylesheet link is safe to write: `http:`/`https:`, or relative (no scheme). Browsers
 * drop tabs, newlines and leading spaces and controls from a URL, so the scheme is read without them
 * (`java\tscript:` is `javascript:`).
 */
function safeStylesheetHref(href: string): boolean {
  const squeezed = href.replace(/[\u0000-\u0020\u007F]/g, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(squeezed);
  return scheme === null || /^https?$/i.test(scheme[1]!);
}

const ATTRIBUTE_LABELS = { FOR: 'Força', DES: 'Destreza', CON: 'Constituição', INT: 'Inteligência', SAB: 'Sabedoria', CAR: 'Carisma' } as const;
const DEFENSE_LABELS = { fortitude: 'Fortitude', reflexos: 'Reflexos', vontade: 'Vontade' } as const;
const SENSE_LABELS = { tato: 'Tato', paladar: 'Paladar', olfato: 'Olfato', audicao: 'Audição', visao: 'Visão' } as const;
const SENTIDO_LABELS = { sexto: 'Sexto', setimo: 'Sétimo', oitavo: 'Oitavo', nono: 'Nono' } as const;

const plain = (n: number | null): string => (n === null ? '' : n < 0 ? `−${-n}` : String(n));
const signed = (n: number | null): string => (n === null ? '' : n < 0 ? `−${-n}` : `+${n}`);

class Writer {
  readonly out: string[] = [];
  private readonly prefix: string;
  constructor(
    readonly view: FichaView,
    prefix: string,
    readonly h: number,
  ) {
    this.prefix = prefix;
  }
  push(s: string): void {
    this.out.push(s);
  }
  /** A number (already formatted), or a text of the view (`isText`: the roll), with its breakdown, if the view has one for `path`. */
  num(path: string, shown: string, cls = 'se-num', isText = false): string {
    const bd = Object.prototype.hasOwnProperty.call(this.view.breakdowns, path) ? this.view.breakdowns[path] : undefined;
    const value = shown === '' ? '<span class="se-blank" aria-label="em branco">—</span>' : isText ? userText(shown) : escapeHtml(shown);
    if (!bd) return `<span class="${cls}" data-path="${escapeHtml(path)}">${value}</span>`;
    const id = `${this.prefix}-bd-${path.replace(/[^A-Za-z0-9]/g, '-')}`;
    return (
      `<span class="${cls} se-has-breakdown" data-path="${escapeHtml(path)}" tabindex="0" title="${escapeHtml(bd)}" aria-describedby="${id}">${value}` +
      `<span class="se-breakdown" role="tooltip" id="${id}">${escapeHtml(bd)}</span></span>`
    );
  }
  /** A text of the view, or the blank mark. */
  text(s: string): string {
    return s === '' ? '<span class="se-blank" aria-label="em branco">—</span>' : userText(s);
  }
  /** Texts of the view on one line, each isolated from the next. */
  texts(list: readonly string[], sep: string): string {
    const shown = list.filter((s) => s !== '');
    return shown.length === 0 ? this.text('') : shown.map(userText).join(escapeHtml(sep));
  }
  check(label: string, checked: boolean): string {
    return `<input type="checkbox" disabled${checked ? ' checked' : ''} aria-label="${escapeHtml(label)}">`;
  }
  boxes(label: string, marks: readonly boolean[]): string {
    const n = marks.filter(Boolean).length;
    const inner = marks.map((m, i) => this.check(`${label} ${i + 1}`, m)).join('');
    return `<span class="se-boxes" role="group" aria-label="${escapeHtml(`${label}: ${n} de ${marks.length} marcados`)}">${inner}</span>`;
  }
  section(cls: string, title: string, body: string): void {
    const h = headingTag(this.h + 1);
    const id = `${this.prefix}-${cls}`;
    this.push(`<section class="se-section se-${cls}" aria-labelledby="${id}"><${h} class="se-bar" id="${id}">${escapeHtml(title)}</${h}>${body}</section>`);
  }
  pair(label: string, value: string, cls = ''): string {
    return `<div class="se-pair${cls ? ` ${cls}` : ''}"><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;
  }
}

function header(w: Writer, v: FichaView): void {
  const pairs = [
    w.pair('Nome', w.text(v.name), 'se-name'),
    w.pair('Exército', w.text(v.army)),
    w.pair('Posto', w.text(v.posto)),
    w.pair('Constelação', w.text(v.constellation)),
    w.pair('Acessório', w.text(v.accessory)),
    w.pair('Nível', w.num('level', plain(v.level))),
  ];
  w.push(`<dl class="se-header">${pairs.join('')}</dl>`);
}

function attributes(w: Writer, v: FichaView): void {
  const cells = FICHA_ATTRIBUTES.map((k) => {
    const a = v.attributes[k];
    return (
      `<div class="se-attr"><dt><abbr title="${ATTRIBUTE_LABELS[k]}">${k}</abbr></dt>` +
      `<dd><span class="se-attr-score">${w.num(`attributes.${k}.score`, plain(a.score))}</span>` +
      `<span class="se-attr-mod" aria-label="modificador">${w.num(`attributes.${k}.modifier`, signed(a.modifier))}</span></dd></div>`
    );
  });
  const side = [w.pair('Atributo do Cosmo', w.text(v.cosmoAttribute)), w.pair('Proficiência', w.num('proficiency', signed(v.proficiency))), w.pair('Grau', w.num('grau', plain(v.grau)))];
  w.section('atributos', 'Atributos', `<div class="se-row"><dl class="se-attrs">${cells.join('')}</dl><dl class="se-side">${side.join('')}</dl></div>`);
}

function combat(w: Writer, v: FichaView): void {
  const big = (label: string, inner: string) => `<div class="se-stat"><dt>${escapeHtml(label)}</dt><dd>${inner}</dd></div>`;
  const cells = [
    big('PV atual / máximo', `${w.num('hp.current', plain(v.hp.current), 'se-num se-big')}<span class="se-sep" aria-hidden="true"> / </span><span class="se-visually-hidden"> de </span>${w.num('hp.max', plain(v.hp.max), 'se-num se-big')}`),
    big('DEF', w.num('defense', plain(v.defense), 'se-num se-big')),
    big('Iniciativa', w.num('initiative', signed(v.initiative), 'se-num se-big')),
    big('Movimento', `${w.num('movement', plain(v.movement), 'se-num se-big')}${v.movement === null ? '' : ' <abbr title="metros">m</abbr>'}`),
  ];
  for (const d of FICHA_DEFENSES) {
    const trained = v.trainedDefenses.includes(d);
    cells.push(big(DEFENSE_LABELS[d], `${w.num(`defenses.${d}`, plain(v.defenses[d]), 'se-num se-big')}<label class="se-trained">${w.check(`${DEFENSE_LABELS[d]} treinada`, trained)} treinada</label>`));
  }
  w.section('combate', 'Combate', `<dl class="se-stats">${cells.join('')}</dl>`);
}

function cosmo(w: Writer, v: FichaView): string {
  const sentidos = FICHA_SENTIDOS.map((s) => `<label>${w.check(`Sentido: ${SENTIDO_LABELS[s]}`, v.sentido === s)} ${SENTIDO_LABELS[s]}</label>`).join(' ');
  const pairs = [
    w.pair('Inicial', w.num('cosmo.initial', plain(v.cosmo.initial))),
    w.pair('Teto', w.num('cosmo.teto', plain(v.cosmo.teto))),
    w.pair('Atual', w.num('cosmo.current', plain(v.cosmo.current))),
    w.pair('Sentido', `<span class="se-inline">${sentidos}</span>`, 'se-wide'),
    w.pair('Elo divino', w.text(v.eloDivino), 'se-wide'),
  ];
  return `<dl class="se-grid">${pairs.join('')}</dl>`;
}

function body(w: Writer, v: FichaView): string {
  const senses = FICHA_SENSES.map((s) => `<label>${w.check(`Sentido perdido: ${SENSE_LABELS[s]}`, v.senses[s])} ${SENSE_LABELS[s]}</label>`).join(' ');
  const pairs = [
    w.pair('Sentidos perdidos', `<span class="se-inline">${senses}</span>`, 'se-wide'),
    w.pair('Sangue', w.boxes('Sangue', v.sangue)),
    w.pair('Centelhas', w.boxes('Centelhas', v.centelhas)),
    w.pair('Ferido', w.check('Ferido', v.ferido)),
    w.pair('Cansaço', w.boxes('Cansaço', v.cansaco)),
    w.pair('Cicatrizes', w.text(v.cicatrizes)),
    w.pair('Glória', `${w.num('gloria.current', plain(v.gloria.current))} de ${w.num('gloria.max', plain(v.gloria.max))}`),
    w.pair('Relíquias em Sintonia', w.texts(v.relics, ', '), 'se-wide'),
  ];
  return `<dl class="se-grid">${pairs.join('')}</dl>`;
}

function armor(w: Writer, v: FichaView): string {
  const a = v.armor;
  const pairs = [
    w.pair('Nome', w.text(a.name)),
    w.pair('Versão', w.num('armor.version', plain(a.version))),
    w.pair('DEF', w.num('armor.defense', signed(a.defense))),
    w.pair('Acerto', w.num('armor.attack', signed(a.attack))),
    w.pair('Traço', w.text(a.trait), 'se-wide'),
    w.pair('Resistência', a.resistencia.length === 0 ? w.text('') : w.boxes('Resistência perdida', a.resistencia), 'se-wide'),
    w.pair('Elmo perdido', w.check('Elmo perdido', a.elmo)),
    w.pair('Formas', w.text(a.formas)),
    w.pair('Características', w.texts(a.characteristics, ' · '), 'se-wide'),
  ];
  return `<dl class="se-grid">${pairs.join('')}</dl>`;
}

function treino(w: Writer, v: FichaView): void {
  const conv = v.conviccoes
    .map((c, i) => `<li><span class="se-conv">${w.text(c.text)}</span> <label class="se-gasta">${w.check(`Convicção ${i + 1} gasta`, c.gasta)} gasta</label></li>`)
    .join('');
  w.section(
    'treino',
    'Treino e Convicções',
    `<dl class="se-grid">${w.pair('Treino', w.text(v.treino))}${w.pair('Lição', w.text(v.licao), 'se-wide')}</dl><ol class="se-conviccoes" aria-label="Convicções">${conv}</ol>`,
  );
}

function skills(w: Writer, v: FichaView): void {
  const rows = v.skills
    .map((s, i) => `<li><span class="se-skill">${userText(s.name)}${s.source ? ` <small>(${userText(s.source)})</small>` : ''}</span> ${w.num(`skills.${i}.bonus`, signed(s.bonus))}</li>`)
    .join('');
  w.section('pericias', 'Perícias', v.skills.length === 0 ? `<p class="se-empty">Nenhuma perícia.</p>` : `<ul class="se-skills">${rows}</ul>`);
}

function golpe(w: Writer, v: FichaView): void {
  const g = v.golpeComum;
  const bonus = g.damageBonus === null || g.damageBonus === 0 ? '' : g.damageBonus < 0 ? ` − ${-g.damageBonus}` : ` + ${g.damageBonus}`;
  const dmg = g.damageDie === '' && bonus === '' ? w.text('') : `${g.damageDie === '' ? '' : userText(g.damageDie)}${bonus}`;
  const items = v.items.length === 0 ? '' : `<div class="se-items"><${headingTag(w.h + 2)} class="se-sub">Itens</${headingTag(w.h + 2)}><ul>${v.items.map((i) => `<li>${userText(i)}</li>`).join('')}</ul></div>`;
  w.section(
    'golpe',
    'Golpe comum',
    `<dl class="se-grid">${w.pair('Para acertar', w.num('golpeComum.attack', signed(g.attack)))}${w.pair('Dano', dmg)}</dl>${items}`,
  );
}

function techniques(w: Writer, v: FichaView): void {
  if (v.techniques.length === 0) {
    w.section('tecnicas', 'Técnicas', `<p class="se-empty">Nenhuma técnica.</p>`);
    return;
  }
  const rows = v.techniques
    .map((t, i) => {
      const star = t.signature ? `<span class="se-star" role="img" aria-label="técnica assinatura" title="técnica assinatura">★</span> ` : '';
      const main =
        `<tr class="se-tech"><th scope="row">${star}${w.text(t.name)}</th><td>${w.text(t.nature)}</td>` +
        `<td class="se-n">${w.num(`techniques.${i}.size`, plain(t.size))}</td><td class="se-n">${w.num(`techniques.${i}.cost`, plain(t.cost))}</td>` +
        `<td class="se-n">${w.num(`techniques.${i}.grau`, plain(t.grau))}</td><td>${t.roll === '' ? w.text('') : w.num(`techniques.${i}.roll`, t.roll, 'se-roll', true)}</td><td>${w.text(t.damage)}</td></tr>`;
      const details = t.details === '' ? '' : `<tr class="se-tech-details"><td colspan="7">${userText(t.details)}</td></tr>`;
      return `<tbody>${main}${details}</tbody>`;
    })
    .join('');
  w.section(
    'tecnicas',
    'Técnicas',
    `<table class="se-techniques"><thead><tr><th scope="col">Nome</th><th scope="col">Natureza</th><th scope="col">Tamanho</th><th scope="col">Custo</th><th scope="col">Grau</th><th scope="col">Rolagem</th><th scope="col">Dano</th></tr></thead>${rows}</table>`,
  );
}

function lidas(w: Writer, v: FichaView): void {
  if (v.lidas.length === 0) return;
  const rows = v.lidas.map((l) => `<tr><td>${w.text(l.enemy)}</td><td>${w.text(l.technique)}</td></tr>`).join('');
  w.section('lidas', 'Lidas por mim', `<table class="se-lidas"><thead><tr><th scope="col">Inimigo</th><th scope="col">Técnica dele que eu já vi</th></tr></thead><tbody>${rows}</tbody></table>`);
}

/**
 * Renders a ficha as HTML: the same "Modelo de ficha" as the PDF (the same {@link FichaView}), as
 * one `<article class="se-ficha">` of semantic, accessible markup. Every text of the view is
 * escaped; no script, no inline style, no framework. Style it with {@link FICHA_CSS} (or your own
 * rules on the `se-` classes); it prints with the browser's print.
 *
 * Each number with a breakdown in `view.breakdowns` (what `fichaViewFromFicha` fills from the
 * engine) shows it on hover (`title`) and on keyboard focus (`tabindex="0"` +
 * `aria-describedby` → a tooltip).
 *
 * @param view - The display values (validated: bad input gives issues, never a throw).
 * @param options - Id prefix, heading level.
 * @returns The HTML fragment, or the issues of an invalid view.
 * @example
 * ```ts
 * const r = renderFichaHtml(fichaViewFromFicha(deriveFicha(teo)));
 * if (r.ok) element.innerHTML = r.value;
 * ```
 */
export function renderFichaHtml(view: FichaViewInput, options: RenderFichaHtmlOptions = {}): Result<string> {
  const parsed = parseFichaView(view);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const prefix = (options.idPrefix ?? 'se').replace(/[^A-Za-z0-9_-]/g, '') || 'se';
  const level = Number(String(options.heading ?? 'h2').slice(1));
  const hl = Number.isInteger(level) && level >= 1 && level <= 5 ? level : 2;
  const w = new Writer(v, prefix, hl);
  const title = v.name ? `Ficha de ${userText(v.name)}` : 'Ficha de personagem';
  w.push(`<article class="se-ficha" lang="pt-BR" aria-labelledby="${prefix}-title">`);
  w.push(`<header class="se-title"><h${hl} id="${prefix}-title"><span class="se-game">Sangue e Estrelas</span> <span class="se-what">${title}</span></h${hl}></header>`);
  header(w, v);
  attributes(w, v);
  combat(w, v);
  w.push('<div class="se-columns">');
  w.section('cosmo', 'Cosmo', cosmo(w, v));
  w.section('corpo', 'Corpo e sangue', body(w, v));
  w.section('armadura', 'Armadura', armor(w, v));
  w.push('</div>');
  treino(w, v);
  skills(w, v);
  golpe(w, v);
  techniques(w, v);
  lidas(w, v);
  w.push('</article>');
  return { ok: true, value: w.out.join(''), issues: parsed.issues };
}

/**
 * A whole HTML document around {@link renderFichaHtml}: `<!doctype html>`, pt-BR, the title, the
 * stylesheet in a `<style>` element (or your own stylesheet link), ready to save and print.
 *
 * @param view - The display values.
 * @param options - Those of {@link renderFichaHtml}, plus `stylesheetHref` to link a stylesheet
 *   instead of embedding {@link FICHA_CSS}.
 * @returns The document, or the issues of an invalid view.
 * @example
 * ```ts
 * const r = renderFichaHtmlDocument(view);
 * if (r.ok) await writeFile('teo.html', r.value);
 * ```
 */
export function renderFichaHtmlDocument(view: FichaViewInput, options: RenderFichaHtmlDocumentOptions = {}): Result<string> {
  if (options.stylesheetHref !== undefined && (typeof options.stylesheetHref !== 'string' || !safeStylesheetHref(options.stylesheetHref)))
    return fail([
      issue(
        'html_stylesheet_href_refused',
        ['stylesheetHref'],
        {},
        'O endereço da folha de estilo precisa ser http:, https: ou relativo (javascript:, data: e outros esquemas são recusados).',
      ),
    ]);
  const r = renderFichaHtml(view, { heading: 'h1', ...options });
  if (!r.ok) return r;
  const name = typeof (view as { name?: unknown }).name === 'string' ? (view as { name: string }).name : '';
  const title = name ? `Ficha de ${isolatedText(name)} — Sangue e Estrelas` : 'Ficha — Sangue e Estrelas';
  const style = options.stylesheetHref !== undefined ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheetHref)}">` : `<style>${FICHA_CSS}</style>`;
  return {
    ok: true,
    value: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${style}</head><body>${r.value}</body></html>`,
    issues: r.issues,
  };
}

