/** What the playground keeps in the page's local storage, and the shareable link (URL hash). */
import { characterDocument, loadDocument, parseJsonSafely, saveDocument, validateWarrior, type CreationDraft, type TechniqueInput, type Warrior } from '../../src/index.js';

const KEY = 'sangue-e-estrelas:playground:v1';

/** The saved state. */
export interface Saved {
  technique?: TechniqueInput;
  techniqueLevel?: number;
  draft?: CreationDraft;
  /** The character as a JSON document (the library's own format). */
  character?: string;
}

export function loadSaved(): Saved {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return {};
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null ? (v as Saved) : {};
  } catch {
    return {};
  }
}

export function save(patch: Partial<Saved>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...loadSaved(), ...patch }));
  } catch {
    // storage full or disabled: the playground still works, it just forgets
  }
}

/** The character as its JSON document text, or null. */
export function characterText(w: Warrior): string | null {
  const r = saveDocument(characterDocument, w);
  return r.ok ? r.value : null;
}

/** Reads a character document (text or parsed JSON); issues as pt-BR lines. */
export function readCharacter(input: unknown): { warrior: Warrior } | { errors: string[] } {
  let json = input;
  if (typeof input === 'string') {
    // the line, the column and what was expected, in pt-BR (never JSON.parse's English)
    const parsed = parseJsonSafely(input);
    if (!parsed.ok) return { errors: parsed.issues.map((i) => i.message) };
    json = parsed.value;
  }
  const r = loadDocument(characterDocument, json);
  if (r.ok) return { warrior: r.value.data as Warrior };
  // a bare character (examples/teo.json) is accepted too
  const bare = validateWarrior(json);
  if (bare.ok) return { warrior: bare.value };
  // a document's problems for a document; a bare character's own (its unknown keys' suggestions)
  const isDocument = typeof json === 'object' && json !== null && 'format' in json;
  return { errors: (isDocument ? r.issues : bare.issues).map((i) => i.message) };
}

export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]!);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(s: string): string {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

/** The shareable link of a character: this page with `#personagem=…` (the document, base64url). */
export function shareLink(w: Warrior): string | null {
  const text = characterText(w);
  if (text === null) return null;
  const url = new URL(location.href);
  url.hash = `personagem=${toBase64Url(JSON.stringify(JSON.parse(text)))}`;
  return url.toString();
}

/** The character carried by the URL hash, if any. */
export function characterFromHash(): ReturnType<typeof readCharacter> | null {
  const m = /(?:^#|&)personagem=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (!m) return null;
  let text: string;
  try {
    text = fromBase64Url(m[1]!);
  } catch {
    return { errors: ['O link não traz um personagem legível (o texto depois de #personagem= está cortado ou foi alterado).'] };
  }
  const r = readCharacter(text);
  return 'errors' in r ? { errors: ['O link não traz um personagem legível:', ...r.errors] } : r;
}
