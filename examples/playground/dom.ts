/** Small DOM helpers of the playground: elements without innerHTML (the ficha's HTML is the only markup we insert, and it is escaped by the library). */

type Attrs = Record<string, string | number | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/** Creates an element with attributes and children; `on*` keys are not accepted (use addEventListener). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (/^on/i.test(k)) throw new Error(`h(): no event handler attribute (${k}); use addEventListener`);
    if (v === undefined || v === false) continue;
    if (k === 'class') el.className = String(v);
    else if (k === 'value' && 'value' in el) (el as HTMLInputElement).value = String(v);
    else if (k === 'checked' && el instanceof HTMLInputElement) el.checked = Boolean(v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** A `<select>` of options `[value, label]`. */
export function select(name: string, options: readonly (readonly [string, string])[], value = '', extra: Attrs = {}): HTMLSelectElement {
  const s = h('select', { name, ...extra });
  for (const [v, label] of options) s.append(h('option', { value: v }, label));
  s.value = value;
  return s;
}

/** A labelled field: `<label>text control</label>` plus an issues slot named after `field`. */
export function field(text: string, control: HTMLElement, fieldKey?: string): HTMLElement {
  const issues = h('ul', { class: 'pg-issues', 'data-issues-for': fieldKey ?? '' });
  return h('div', { class: 'pg-field', 'data-field': fieldKey ?? '' }, h('label', {}, h('span', { class: 'pg-label' }, text), control), issues);
}

/** Replaces the children of `el`. */
export function fill(el: Element, ...children: Child[]): void {
  el.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/** Saves bytes or text as a download. */
export function download(name: string, data: Uint8Array | string, type: string): void {
  const blob = new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type });
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Shows a message in the page's status line (text, or text and nodes such as {@link who}). */
export function status(text: string | readonly (Node | string)[], kind: 'ok' | 'erro' = 'ok'): void {
  const s = document.getElementById('status');
  if (!s) return;
  if (typeof text === 'string') s.textContent = text;
  else s.replaceChildren(...text);
  s.dataset.kind = kind;
}

/** A name the user typed, inside a sentence of ours: a `<bdi>`, so a U+202E in it does not reverse our words after it. */
export function who(name: string): HTMLElement {
  return h('bdi', {}, name);
}
