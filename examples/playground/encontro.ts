/**
 * Aba Encontro: the Mestre's question — "esta luta é justa para o meu grupo?" — asked without code.
 * The party comes from the page's character, from JSON or PDF files dropped here, or from the
 * book's reference fighters; the enemies from the 18 ready enemies, the quick table (level, Posto,
 * Convicções) or a band of figurantes. The encounter is a scenario document — the very file the CLI
 * `simular` reads — played by a Web Worker in chunks (progress bar, cancel), and the answer starts
 * with the book's verdict (`verdictFromResult`, computed in the worker by the library).
 */
import { characterDocument, enemyDocument, formatNumberPtBR, formatPercentPtBR, loadDocument, maxLevel, bookRuleset, parseJsonSafely, saveDocument, validateEnemy } from '../../src/index.js';
import { importPdf } from '../../src/export/pdf/index.js';
import { SCENARIO_LIMITS, scenarioDocument, type Rate, type ScenarioData, type ScenarioFighterObject } from '../../src/sim/index.js';
import { download, fill, h, select, status } from './dom.js';
import type { EncontroAnswer, EncontroAsk } from './encontro-protocolo.js';
import { currentWarrior, teoDocument } from './personagem.js';
import { characterText, fromBase64Url, readCharacter, toBase64Url } from './store.js';

/** The 18 ready enemies of Capítulo Dez (examples/inimigos/), by file id. */
const readyFiles = import.meta.glob<Record<string, unknown>>('../inimigos/*.json', { eager: true, import: 'default' });
const READY = Object.entries(readyFiles)
  .map(([path, doc]) => ({ id: /([^/]+)\.json$/.exec(path)![1]!, doc, name: String(doc.name ?? ''), posto: String(doc.posto ?? ''), human: doc.kind === 'humano' }))
  .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

/** The ready characters (examples/personagens/: levels 1 to 17, three builds, Bronze and Prata; Téo at 20). */
const readyCharacters = import.meta.glob<Record<string, unknown>>('../personagens/*.json', { eager: true, import: 'default' });
const PARTY_READY = Object.entries(readyCharacters)
  .map(([path, doc]) => {
    const d = (doc.data ?? doc) as Record<string, unknown>;
    const level = 1 + (Array.isArray(d.levelUps) ? d.levelUps.length : 0);
    return { id: /([^/]+)\.json$/.exec(path)![1]!, doc, level, label: `${String(d.name ?? '')}${String(d.name ?? '').includes('nível') ? '' : `, nível ${level}`}, ${String(d.posto ?? 'bronze') === 'prata' ? 'Prata' : 'Bronze'}` };
  })
  .sort((a, b) => a.level - b.level || a.label.localeCompare(b.label, 'pt-BR'));

const POSTOS = [
  ['bronze', 'Bronze'],
  ['prata', 'Prata'],
  ['ouro', 'Ouro'],
  ['elite', 'Elite'],
] as const;
const postoLabel = (p: string) => POSTOS.find(([k]) => k === p)?.[1] ?? p;
const MAX_LEVEL = maxLevel(bookRuleset);
/** Fights between two progress messages of the worker: small enough for a smooth bar, big enough to cost nothing. */
const CHUNK = 100;
/** The most fights the page asks for at once. */
const MAX_N = 100_000;

interface Entry {
  readonly label: string;
  readonly fighter: ScenarioFighterObject;
}
interface Band {
  size: number;
  level: number;
  area: boolean;
}

const state: { party: Entry[]; foes: Entry[]; band: Band | null; n: number; seed: number } = { party: [], foes: [], band: null, n: 2000, seed: 1 };

/** A fighter's label as the lists show it. */
function labelOf(f: ScenarioFighterObject): string {
  if (f.ref) {
    const c = f.ref.conviccoes ?? f.conviccoes;
    return `${f.name ?? 'Referência'}: nível ${f.ref.level}, ${postoLabel(f.ref.posto ?? 'bronze')}${c !== undefined ? `, ${c} Convicç${c === 1 ? 'ão' : 'ões'}` : ''}`;
  }
  if (f.document) {
    const d = (f.document.data ?? f.document) as Record<string, unknown>;
    return f.name ?? String(d.name ?? 'sem nome');
  }
  return f.name ?? 'lutador';
}

/** The scenario's data: the fight kind from the sides' sizes, as the CLI does. */
export function encounterData(): ScenarioData {
  const base = { name: 'Encontro do playground', n: state.n, seed: state.seed };
  if (state.band) {
    return { ...base, fight: 'bando', sides: [state.party.slice(0, 1).map((e) => e.fighter)], band: { size: state.band.size, level: state.band.level, ...(state.band.area && { area: true }) } };
  }
  const a = state.party.length;
  const b = state.foes.length;
  return { ...base, fight: a === 1 && b === 1 ? 'duelo' : a === 1 || b === 1 ? 'grupo' : 'muitos', sides: [state.party.map((e) => e.fighter), state.foes.map((e) => e.fighter)], soloAgainstMany: true };
}

/** The scenario document (the file `simular` reads), or the issues as pt-BR lines. */
function encounterText(): { text: string } | { errors: string[] } {
  const r = saveDocument(scenarioDocument, encounterData());
  return r.ok ? { text: r.value } : { errors: r.issues.map((i) => i.message) };
}

/** The encounter carried by the URL hash (`#encontro=`), if any: its data, or why it cannot be read. */
export function encounterFromHash(): { data: ScenarioData } | { errors: string[] } | null {
  const m = /(?:^#|&)encontro=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (!m) return null;
  let text: string;
  try {
    text = fromBase64Url(m[1]!);
  } catch {
    return { errors: ['O link não traz um encontro legível (o texto depois de #encontro= está cortado ou foi alterado).'] };
  }
  const json = parseJsonSafely(text);
  if (!json.ok) return { errors: ['O link não traz um encontro legível:', ...json.issues.map((i) => i.message)] };
  const doc = loadDocument(scenarioDocument, json.value);
  if (!doc.ok) return { errors: ['O link não traz um encontro legível:', ...doc.issues.map((i) => i.message)] };
  return { data: doc.value.data };
}

/** Puts a scenario's data in the page (from a link). Fighters given by file path cannot come from a link. */
function restore(d: ScenarioData): void {
  const objects = (side: ScenarioData['sides'][number] | undefined) => (side ?? []).filter((f): f is ScenarioFighterObject => typeof f !== 'string').map((f) => ({ label: labelOf(f), fighter: f }));
  state.party = objects(d.sides[0]);
  state.foes = d.fight === 'bando' ? [] : objects(d.sides[1]);
  state.band = d.fight === 'bando' && d.band ? { size: d.band.size, level: d.band.level ?? 1, area: d.band.area ?? false } : null;
  state.n = d.n ?? 2000;
  state.seed = d.seed ?? 1;
}

const SVG = 'http://www.w3.org/2000/svg';
function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, ...children: (Node | string)[]): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...children);
  return el;
}

/** The chart of how long the fights last (a bar per round count) and who falls (two bars), in SVG that scales to a phone. */
function chart(rounds: readonly number[], n: number, fallen: { party: Rate; foes: Rate } | null): SVGSVGElement {
  let last = rounds.length - 1;
  while (last > 1 && !rounds[last]) last--;
  const first = Math.max(1, rounds.findIndex((c) => c > 0));
  const bins = Array.from({ length: Math.max(1, last - first + 1) }, (_, i) => rounds[first + i] ?? 0);
  const W = 320;
  const top = 22;
  const H = 120;
  const fallH = fallen ? 58 : 0;
  const left = 8;
  const max = Math.max(1, ...bins);
  const bw = (W - left * 2) / bins.length;
  const root = svg('svg', { viewBox: `0 0 ${W} ${top + H + 30 + fallH}`, role: 'img', class: 'pg-chart', id: 'encontro-grafico', 'aria-labelledby': 'encontro-grafico-titulo' });
  root.append(svg('title', { id: 'encontro-grafico-titulo' }, 'Quantas rodadas as lutas duram e quem cai'));
  root.append(svg('text', { x: left, y: 14, class: 'pg-chart-h' }, 'Duração das lutas (rodadas)'));
  bins.forEach((c, i) => {
    const bh = (c / max) * H;
    const r = svg('rect', { x: left + i * bw + 0.5, y: top + H - bh, width: Math.max(0.5, bw - 1), height: bh, class: 'pg-bar' });
    r.append(svg('title', {}, `${first + i} rodada${first + i === 1 ? '' : 's'}: ${c} luta${c === 1 ? '' : 's'} (${formatPercentPtBR(c / n)})`));
    root.append(r);
  });
  const ticks = [...new Set([first, Math.round((first + first + bins.length - 1) / 2), first + bins.length - 1])];
  for (const t of ticks) root.append(svg('text', { x: left + (t - first + 0.5) * bw, y: top + H + 14, 'text-anchor': 'middle', class: 'pg-chart-t' }, String(t)));
  if (fallen) {
    const y0 = top + H + 30;
    const rows: [string, Rate][] = [
      ['Alguém do grupo cai', fallen.party],
      ['Algum inimigo cai', fallen.foes],
    ];
    rows.forEach(([label, rate], i) => {
      const y = y0 + i * 26;
      root.append(svg('text', { x: left, y: y + 4, class: 'pg-chart-t' }, `${label}: ${formatPercentPtBR(rate.value)}`));
      root.append(svg('rect', { x: left, y: y + 8, width: W - left * 2, height: 8, class: 'pg-bar-bg' }));
      root.append(svg('rect', { x: left, y: y + 8, width: (W - left * 2) * rate.value, height: 8, class: i === 0 ? 'pg-bar-party' : 'pg-bar-foes' }));
    });
  }
  return root;
}

const pct = (r: Rate) => `${formatPercentPtBR(r.value)} (IC 95%: ${formatPercentPtBR(r.low)} a ${formatPercentPtBR(r.high)})`;

export function mountEncontro(panel: HTMLElement, fromLink: { data: ScenarioData } | null): void {
  if (fromLink) restore(fromLink.data);
  const partyList = h('ul', { class: 'pg-roster', id: 'encontro-grupo', 'aria-label': 'Grupo' });
  const foesList = h('ul', { class: 'pg-roster', id: 'encontro-inimigos', 'aria-label': 'Inimigos' });
  const partyIssues = h('ul', { class: 'pg-issues', id: 'encontro-grupo-erros' });
  const foesIssues = h('ul', { class: 'pg-issues' });
  const runIssues = h('ul', { class: 'pg-issues', id: 'encontro-erros' });
  const result = h('div', { class: 'pg-result', id: 'encontro-resposta', 'aria-live': 'polite' });
  const summary = h('p', { class: 'pg-hint', id: 'encontro-resumo' });

  // ---- the party
  const addPage = h('button', { type: 'button', id: 'encontro-add-pagina' }, 'Personagem da página');
  const addTeo = h('button', { type: 'button', id: 'encontro-add-teo' }, 'Téo do livro');
  const partyReady = select('personagem-pronto', PARTY_READY.map((c): [string, string] => [c.id, c.label]), PARTY_READY.find((c) => c.level === 5)?.id ?? '', { 'aria-label': 'Personagem pronto' });
  const addPartyReady = h('button', { type: 'button', id: 'encontro-add-personagem-pronto' }, 'Adicionar');
  const refLevel = h('input', { type: 'number', name: 'ref-level', min: 1, max: MAX_LEVEL, value: 5, 'aria-label': 'Nível do lutador de referência' });
  const refPosto = select('ref-posto', POSTOS, 'bronze', { 'aria-label': 'Posto do lutador de referência' });
  const refCount = h('input', { type: 'number', name: 'ref-count', min: 1, max: 8, value: 1, 'aria-label': 'Quantos' });
  const addRef = h('button', { type: 'button', id: 'encontro-add-ref' }, 'Adicionar');
  const files = h('input', { type: 'file', id: 'encontro-arquivos', multiple: true, accept: '.pdf,.json,application/pdf,application/json' });
  const drop = h('div', { class: 'pg-drop', id: 'encontro-soltar' }, 'Solte aqui fichas em JSON ou PDF (personagens vão para o grupo, inimigos para o outro lado), ou ', h('label', {}, 'escolha os arquivos: ', files));

  // ---- the enemies
  const ready = select(
    'pronto',
    READY.map((e): [string, string] => [e.id, `${e.name} (${postoLabel(e.posto) || 'humano'})${e.human ? ' — humano, fora do simulador' : ''}`]),
    READY.find((e) => e.id === 'cavaleiro-de-prata')?.id ?? READY[0]!.id,
    { 'aria-label': 'Inimigo pronto' },
  );
  for (const o of Array.from(ready.options)) if (READY.find((e) => e.id === o.value)?.human) o.disabled = true;
  const readyCount = h('input', { type: 'number', name: 'pronto-count', min: 1, max: 8, value: 1, 'aria-label': 'Quantos inimigos prontos' });
  const addReady = h('button', { type: 'button', id: 'encontro-add-pronto' }, 'Adicionar');
  const qLevel = h('input', { type: 'number', name: 'rapido-level', min: 1, max: MAX_LEVEL, value: 5, 'aria-label': 'Nível do inimigo rápido' });
  const qPosto = select('rapido-posto', POSTOS, 'prata', { 'aria-label': 'Posto do inimigo rápido' });
  const qConv = h('input', { type: 'number', name: 'rapido-conviccoes', min: 0, max: 20, value: 1, 'aria-label': 'Convicções do inimigo rápido' });
  const addQuick = h('button', { type: 'button', id: 'encontro-add-rapido' }, 'Adicionar');
  const bandSize = h('input', { type: 'number', name: 'bando-size', min: 1, max: SCENARIO_LIMITS.maxBand, value: 6, 'aria-label': 'Figurantes no bando' });
  const bandLevel = h('input', { type: 'number', name: 'bando-level', min: 1, max: MAX_LEVEL, value: 5, 'aria-label': 'Nível do bando' });
  const bandArea = h('input', { type: 'checkbox', name: 'bando-area' });
  const useBand = h('button', { type: 'button', id: 'encontro-bando' }, 'Enfrentar um bando');

  // ---- the run
  const nInput = h('input', { type: 'number', name: 'n', min: 1, max: MAX_N, value: state.n, 'aria-label': 'Lutas' });
  const seedInput = h('input', { type: 'number', name: 'semente', min: 0, max: 0xffffffff, value: state.seed, 'aria-label': 'Semente' });
  const run = h('button', { type: 'button', id: 'encontro-simular', class: 'pg-primary' }, 'Simular');
  const cancel = h('button', { type: 'button', id: 'encontro-cancelar', hidden: true }, 'Cancelar');
  const bar = h('progress', { id: 'encontro-progresso', max: 1, value: 0, hidden: true, 'aria-label': 'Progresso da simulação' });
  const barText = h('span', { class: 'pg-hint', id: 'encontro-progresso-texto' });

  const redraw = () => {
    const row = (e: Entry, list: Entry[]) => {
      const rm = h('button', { type: 'button', class: 'pg-small' }, 'tirar');
      rm.addEventListener('click', () => {
        list.splice(list.indexOf(e), 1);
        redraw();
      });
      return h('li', {}, h('bdi', {}, e.label), ' ', rm);
    };
    fill(partyList, ...state.party.map((e) => row(e, state.party)));
    if (state.party.length === 0) partyList.append(h('li', { class: 'pg-hint' }, 'Ninguém ainda.'));
    fill(foesList, ...state.foes.map((e) => row(e, state.foes)));
    if (state.band) {
      const rm = h('button', { type: 'button', class: 'pg-small' }, 'tirar');
      rm.addEventListener('click', () => {
        state.band = null;
        redraw();
      });
      foesList.append(h('li', {}, `Bando de ${state.band.size} figurantes de nível ${state.band.level}${state.band.area ? ' (o personagem tem uma técnica em área)' : ''}`, ' ', rm));
    }
    if (state.foes.length === 0 && !state.band) foesList.append(h('li', { class: 'pg-hint' }, 'Ninguém ainda.'));
    summary.textContent = state.band
      ? `Luta contra um bando: só o primeiro do grupo (${state.party[0]?.label ?? 'ninguém ainda'}) enfrenta os figurantes.`
      : state.party.length && state.foes.length
        ? `${state.party.length} contra ${state.foes.length}.`
        : 'Monte os dois lados para simular.';
    run.disabled = state.party.length === 0 || (state.foes.length === 0 && !state.band);
  };

  const addParty = (label: string, fighter: ScenarioFighterObject) => {
    if (state.party.length >= SCENARIO_LIMITS.maxFighters) return fill(partyIssues, h('li', { class: 'pg-issue' }, `No máximo ${SCENARIO_LIMITS.maxFighters} lutadores de cada lado.`));
    fill(partyIssues);
    state.party.push({ label, fighter });
    redraw();
  };
  const addFoe = (label: string, fighter: ScenarioFighterObject) => {
    if (state.foes.length >= SCENARIO_LIMITS.maxFighters) return fill(foesIssues, h('li', { class: 'pg-issue' }, `No máximo ${SCENARIO_LIMITS.maxFighters} lutadores de cada lado.`));
    fill(foesIssues);
    state.band = null;
    state.foes.push({ label, fighter });
    redraw();
  };
  const characterFighter = (json: unknown): { label: string; fighter: ScenarioFighterObject } | { errors: string[] } => {
    const r = readCharacter(json);
    if ('errors' in r) return r;
    const text = characterText(r.warrior);
    if (!text) return { errors: ['O personagem não pôde ser guardado como documento.'] };
    return { label: r.warrior.name, fighter: { document: JSON.parse(text) as Record<string, unknown> } };
  };
  const num = (el: HTMLInputElement, min: number, max: number, fallback: number) => {
    const v = Math.trunc(Number(el.value));
    return Number.isFinite(v) && el.value !== '' ? Math.min(max, Math.max(min, v)) : fallback;
  };

  addPage.addEventListener('click', () => {
    const w = currentWarrior();
    if (!w) return fill(partyIssues, h('li', { class: 'pg-issue' }, 'A página ainda não tem personagem: crie um na aba Personagem, carregue o Téo ou solte uma ficha aqui.'));
    const got = characterFighter(JSON.parse(characterText(w) ?? 'null'));
    if ('errors' in got) return fill(partyIssues, ...got.errors.map((e) => h('li', { class: 'pg-issue' }, e)));
    addParty(got.label, got.fighter);
  });
  addTeo.addEventListener('click', () => {
    const got = characterFighter(teoDocument);
    if ('errors' in got) return fill(partyIssues, ...got.errors.map((e) => h('li', { class: 'pg-issue' }, e)));
    addParty(got.label, got.fighter);
  });
  addPartyReady.addEventListener('click', () => {
    const c = PARTY_READY.find((x) => x.id === partyReady.value);
    if (!c) return;
    const got = characterFighter(c.doc);
    if ('errors' in got) return fill(partyIssues, ...got.errors.map((e) => h('li', { class: 'pg-issue' }, e)));
    addParty(got.label, got.fighter);
  });
  addRef.addEventListener('click', () => {
    const level = num(refLevel, 1, MAX_LEVEL, 1);
    const posto = refPosto.value as 'bronze' | 'prata' | 'ouro' | 'elite';
    for (let i = 0; i < num(refCount, 1, 8, 1); i++) {
      const f: ScenarioFighterObject = { ref: { level, ...(posto !== 'bronze' && { posto }) } };
      addParty(labelOf(f), f);
    }
  });
  addReady.addEventListener('click', () => {
    const e = READY.find((x) => x.id === ready.value);
    if (!e || e.human) return;
    for (let i = 0; i < num(readyCount, 1, 8, 1); i++) addFoe(e.name, { document: e.doc });
  });
  addQuick.addEventListener('click', () => {
    const posto = qPosto.value as 'bronze' | 'prata' | 'ouro' | 'elite';
    const f: ScenarioFighterObject = { name: `Inimigo rápido`, ref: { level: num(qLevel, 1, MAX_LEVEL, 1), ...(posto !== 'bronze' && { posto }), conviccoes: num(qConv, 0, 20, 1) } };
    addFoe(labelOf(f), f);
  });
  useBand.addEventListener('click', () => {
    state.foes = [];
    state.band = { size: num(bandSize, 1, SCENARIO_LIMITS.maxBand, 6), level: num(bandLevel, 1, MAX_LEVEL, 1), area: bandArea.checked };
    redraw();
  });

  const readFiles = (list: FileList | readonly File[]) => {
    void (async () => {
      const problems: HTMLElement[] = [];
      for (const f of Array.from(list)) {
        const bytes = new Uint8Array(await f.arrayBuffer());
        const isPdf = bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46; // %PDF
        if (isPdf) {
          const r = await importPdf(bytes, { parse: (json) => loadDocument(characterDocument, json) });
          if (!r.ok) {
            problems.push(h('li', { class: 'pg-issue' }, h('bdi', {}, f.name), `: ${r.issues.map((i) => i.message).join(' ')}`));
            continue;
          }
          const got = characterFighter(r.value.document.data);
          if ('errors' in got) problems.push(h('li', { class: 'pg-issue' }, h('bdi', {}, f.name), `: ${got.errors.join(' ')}`));
          else addParty(got.label, got.fighter);
          continue;
        }
        const json = parseJsonSafely(new TextDecoder().decode(bytes));
        if (!json.ok) {
          problems.push(h('li', { class: 'pg-issue' }, h('bdi', {}, f.name), `: ${json.issues.map((i) => i.message).join(' ')}`));
          continue;
        }
        const v = json.value as Record<string, unknown> | null;
        const isEnemy = v !== null && typeof v === 'object' && !Array.isArray(v) && (v.format === enemyDocument.format || (!('format' in v) && 'type' in v));
        if (isEnemy) {
          const data = v.format === enemyDocument.format ? loadDocument(enemyDocument, v) : null;
          const e = data ? (data.ok ? validateEnemy(data.value.data) : data) : validateEnemy(v);
          if (!e.ok) problems.push(h('li', { class: 'pg-issue' }, h('bdi', {}, f.name), `: ${e.issues.map((i) => i.message).join(' ')}`));
          else if (e.value.kind !== 'guerreiro') problems.push(h('li', { class: 'pg-issue' }, h('bdi', {}, f.name), ': um inimigo humano não entra no simulador.'));
          else addFoe(e.value.name, { document: v });
          continue;
        }
        const got = characterFighter(v);
        if ('errors' in got) problems.push(h('li', { class: 'pg-issue' }, h('bdi', {}, f.name), `: ${got.errors.join(' ')}`));
        else addParty(got.label, got.fighter);
      }
      if (problems.length) fill(partyIssues, ...problems);
    })();
  };
  files.addEventListener('change', () => {
    if (files.files) readFiles(files.files);
    files.value = '';
  });
  drop.addEventListener('dragover', (e) => {
    e.preventDefault();
    drop.classList.add('pg-drop-over');
  });
  drop.addEventListener('dragleave', () => drop.classList.remove('pg-drop-over'));
  drop.addEventListener('drop', (e) => {
    e.preventDefault();
    drop.classList.remove('pg-drop-over');
    if (e.dataTransfer?.files.length) readFiles(e.dataTransfer.files);
  });

  // ---- the worker
  let worker: Worker | null = null;
  let asked = 0;
  let started = 0;
  const stop = () => {
    cancel.hidden = true;
    bar.hidden = true;
    run.disabled = false;
  };
  const answer = (m: EncontroAnswer, text: string) => {
    if (m.id !== asked) return;
    if (m.kind === 'progresso') {
      bar.max = m.total;
      bar.value = m.done;
      barText.textContent = `${m.done.toLocaleString('pt-BR')} de ${m.total.toLocaleString('pt-BR')} lutas`;
      return;
    }
    stop();
    if (m.kind === 'erro') {
      barText.textContent = '';
      fill(runIssues, ...m.messages.map((e) => h('li', { class: 'pg-issue' }, e)));
      status('O encontro não pôde ser simulado: veja o motivo ao lado do botão.', 'erro');
      return;
    }
    const ms = performance.now() - started;
    barText.textContent = '';
    showAnswer(m, text, ms);
    status('Simulação pronta.');
  };
  const ensureWorker = (): Worker => {
    if (worker) return worker;
    worker = new Worker(new URL('./encontro-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('error', (e) => {
      stop();
      fill(runIssues, h('li', { class: 'pg-issue' }, `A simulação parou com um erro: ${e.message || 'erro desconhecido no worker'}.`));
      worker?.terminate();
      worker = null;
    });
    return worker;
  };

  const showAnswer = (m: EncontroAnswer & { kind: 'pronto' }, text: string, ms: number) => {
    const link = new URL(location.href);
    link.hash = `encontro=${toBase64Url(JSON.stringify(JSON.parse(text)))}`;
    const linkOut = h('input', { type: 'text', readonly: true, id: 'encontro-link', 'aria-label': 'Link do encontro', class: 'pg-link', value: link.toString() });
    const dl = h('button', { type: 'button', id: 'encontro-baixar' }, 'Baixar o cenário (para o simular da linha de comando)');
    dl.addEventListener('click', () => download('encontro.cenario.json', text, 'application/json'));
    const copy = h('button', { type: 'button', id: 'encontro-copiar' }, 'Usar o link nesta página');
    copy.addEventListener('click', () => {
      history.replaceState(null, '', link.toString());
      linkOut.select();
    });
    const time = h('p', { class: 'pg-hint', id: 'encontro-tempo', 'data-ms': Math.round(ms), 'data-worker-ms': Math.round(m.ms) }, `${m.result.n.toLocaleString('pt-BR')} lutas em ${formatNumberPtBR(ms / 1000, 2)} s, semente ${m.result.seed}.`);
    const raw = h('script', { type: 'application/json', id: 'encontro-resultado' });
    raw.textContent = JSON.stringify({ fight: m.fight, result: m.result });
    const share = h('div', { class: 'pg-share' }, h('h3', {}, 'Levar adiante'), h('p', {}, 'Este link refaz o mesmo encontro com a mesma semente (os mesmos números):'), linkOut, h('p', {}, copy, ' ', dl), h('p', { class: 'pg-hint' }, 'No terminal: ', h('code', {}, 'npx sangue-e-estrelas simular encontro.cenario.json'), ' dá estes mesmos números.'));
    if (m.fight === 'bando') {
      const r = m.result;
      fill(
        result,
        h('h2', { id: 'encontro-veredito' }, 'Contra o bando'),
        h('p', { class: 'pg-hint' }, 'O veredito do Capítulo Dez (Fácil a Mortal) mede lutas contra inimigos; contra um bando de figurantes, os números dizem o quanto ele custa.'),
        h(
          'dl',
          { class: 'pg-figures' },
          h('dt', {}, 'Quem enfrenta'),
          h('dd', {}, h('bdi', {}, m.names[0].join(', ')), ` contra ${m.band} figurantes`),
          h('dt', {}, 'PV perdidos'),
          h('dd', { id: 'encontro-pv' }, `${formatPercentPtBR(r.hpLostShare)} dos PV máximos, em média`),
          h('dt', {}, 'Caiu'),
          h('dd', { id: 'encontro-caiu' }, pct(r.fellRate)),
          h('dt', {}, 'Rodadas'),
          h('dd', {}, `média ${formatNumberPtBR(r.rounds.mean, 1)} · mediana ${formatNumberPtBR(r.rounds.median, 1)} · 9 em 10 lutas acabam até a rodada ${r.rounds.p90}`),
        ),
        chart(m.rounds, r.n, null),
        time,
        raw,
        share,
      );
      return;
    }
    const r = m.result;
    const v = m.verdict;
    fill(
      result,
      h('p', { class: `pg-verdict pg-step-${v.step}`, id: 'encontro-veredito', 'data-step': v.step }, v.label),
      h('p', { class: 'pg-reading', id: 'encontro-leitura' }, v.reading),
      h(
        'dl',
        { class: 'pg-figures' },
        h('dt', {}, 'Grupo'),
        h('dd', {}, h('bdi', {}, m.names[0].join(', '))),
        h('dt', {}, 'Inimigos'),
        h('dd', {}, h('bdi', {}, m.names[1].join(', '))),
        h('dt', {}, 'O grupo vence'),
        h('dd', { id: 'encontro-vitorias' }, pct(r.winRate)),
        h('dt', {}, 'Os inimigos vencem'),
        h('dd', { id: 'encontro-derrotas' }, pct(r.lossRate)),
        h('dt', {}, 'Empates'),
        h('dd', {}, `${pct(r.drawRate)}${r.milDias ? ` (Guerra dos Mil Dias: ${r.milDias})` : ''}`),
        h('dt', {}, 'Rodadas'),
        h('dd', { id: 'encontro-rodadas' }, `média ${formatNumberPtBR(r.rounds.mean, 1)} · mediana ${formatNumberPtBR(r.rounds.median, 1)} · 9 em 10 lutas acabam até a rodada ${r.rounds.p90}`),
        h('dt', {}, 'Caídos no fim'),
        h('dd', { id: 'encontro-caidos' }, `grupo ${formatNumberPtBR(r.fallen.mean, 1)} · inimigos ${formatNumberPtBR(r.fallen.meanOther, 1)} em média; alguém do grupo termina caído em ${formatPercentPtBR(r.fallen.anyRate.value)} das lutas`),
      ),
      h(
        'p',
        { class: 'pg-hint pg-terms-explained' },
        h('strong', {}, 'IC 95%'),
        ': o intervalo de confiança — com estas lutas, a chance verdadeira fica entre esses dois números em 95 de cada 100 medições. ',
        h('strong', {}, 'Caídos'),
        ': quem termina a luta com 0 PV (quem se levantou e ficou de pé não conta).',
      ),
      chart(m.rounds, r.n, { party: r.fallen.anyRate, foes: r.fallen.anyRateOther }),
      time,
      raw,
      share,
    );
  };

  run.addEventListener('click', () => {
    state.n = num(nInput, 1, MAX_N, 2000);
    state.seed = num(seedInput, 0, 0xffffffff, 1);
    nInput.value = String(state.n);
    seedInput.value = String(state.seed);
    fill(runIssues);
    const got = encounterText();
    if ('errors' in got) {
      fill(runIssues, ...got.errors.map((e) => h('li', { class: 'pg-issue' }, e)));
      return;
    }
    const w = ensureWorker();
    asked++;
    const text = got.text;
    w.onmessage = (e: MessageEvent<EncontroAnswer>) => answer(e.data, text);
    bar.max = state.n;
    bar.value = 0;
    bar.hidden = false;
    cancel.hidden = false;
    run.disabled = true;
    barText.textContent = 'começando…';
    started = performance.now();
    const ask: EncontroAsk = { id: asked, text, chunk: CHUNK };
    w.postMessage(ask);
  });
  cancel.addEventListener('click', () => {
    worker?.terminate();
    worker = null;
    asked++;
    stop();
    barText.textContent = 'Simulação cancelada.';
    status('Simulação cancelada.');
  });

  const box = (title: string, ...children: (Node | string)[]) => h('section', { class: 'pg-box' }, h('h3', {}, title), ...children);
  fill(
    panel,
    h(
      'div',
      { class: 'pg-split' },
      h(
        'div',
        { class: 'pg-steps' },
        h('h2', {}, 'Encontro: esta luta é justa para o meu grupo?'),
        box(
          'O grupo',
          partyList,
          h('p', { class: 'pg-row' }, addPage, addTeo),
          h('div', { class: 'pg-row pg-inline' }, h('span', { class: 'pg-label' }, 'Personagem pronto (exemplos)'), partyReady, addPartyReady),
          h('div', { class: 'pg-row pg-inline' }, h('span', { class: 'pg-label' }, 'Referência do livro'), h('label', {}, 'nível ', refLevel), h('label', {}, 'Posto ', refPosto), h('label', {}, '× ', refCount), addRef),
          drop,
          partyIssues,
        ),
        box(
          'Os inimigos',
          foesList,
          h('div', { class: 'pg-row pg-inline' }, h('span', { class: 'pg-label' }, 'Inimigo pronto (Cap. 10)'), ready, h('label', {}, '× ', readyCount), addReady),
          h('div', { class: 'pg-row pg-inline' }, h('span', { class: 'pg-label' }, 'Tabela rápida'), h('label', {}, 'nível ', qLevel), h('label', {}, 'Posto ', qPosto), h('label', {}, 'Convicções ', qConv), addQuick),
          h('div', { class: 'pg-row pg-inline' }, h('span', { class: 'pg-label' }, 'Bando de figurantes'), h('label', {}, 'quantos ', bandSize), h('label', {}, 'nível ', bandLevel), h('label', {}, bandArea, ' técnica em área'), useBand),
          foesIssues,
        ),
        box('Simular', summary, h('div', { class: 'pg-row pg-inline' }, h('label', {}, 'lutas ', nInput), h('label', {}, 'semente ', seedInput), run, cancel), h('p', {}, bar, ' ', barText), runIssues),
      ),
      result,
    ),
  );
  redraw();
  // The worker starts as soon as the tab is seen (its module loads while the Mestre builds the sides), not on the first click.
  if (!panel.hidden) ensureWorker();
  else {
    const seen = new MutationObserver(() => {
      if (panel.hidden) return;
      seen.disconnect();
      ensureWorker();
    });
    seen.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
  }
  if (fromLink) run.click();
}
