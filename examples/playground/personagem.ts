/** Aba Personagem: the nine creation steps driven by `creationStatus`, the level-up with the choices each level asks, and the HTML ficha beside. */
import {
  assignStandardArray,
  bookRuleset,
  choiceSlotsAt,
  creationStatus,
  deriveFicha,
  finalizeCreation,
  grauAt,
  type Issue,
  levelOf,
  levelRow,
  levelUp,
  setArmy,
  setConstellation,
  setConviccoes,
  setCosmoAttribute,
  setFinalization,
  setSkillsAndDefenses,
  setTechniques,
  setTreino,
  startCreation,
  type AttributeKey,
  type CosmoAttributeKey,
  type CreationDraft,
  type LevelUpChoices,
  type PassiveDefenseKey,
  type Result,
  type TechniqueInput,
  type Warrior,
} from '../../src/index.js';
import { FICHA_CSS, fichaViewFromFicha, renderFichaHtml } from '../../src/export/html/index.js';
import { field, fill, h, select, status, who } from './dom.js';
import { characterText, loadSaved, readCharacter, save } from './store.js';
import teoJson from '../teo.json';

const C = bookRuleset.creation;
const A = bookRuleset.armor;
const ATTRS: AttributeKey[] = ['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'];
const byName = import.meta.glob<TechniqueInput>('../tecnicas/*.json', { eager: true, import: 'default' });
/** The book's example techniques, by id. */
export const exampleTechniques: TechniqueInput[] = Object.values(byName).sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR'));

/** The Téo of the book (examples/teo.json). */
export const teoDocument: unknown = teoJson;

let current: { draft: CreationDraft; warrior: Warrior | null } = { draft: startCreation(), warrior: null };
let onWarrior: (w: Warrior | null) => void = () => {};

/** The character of the page (created, loaded, or from the link). */
export function currentWarrior(): Warrior | null {
  return current.warrior;
}

/** Makes `w` the page's character and redraws. */
export function setWarrior(w: Warrior | null): void {
  current = { ...current, warrior: w };
  save({ character: w ? (characterText(w) ?? undefined) : undefined });
  onWarrior(w);
  document.dispatchEvent(new Event('pg:personagem'));
}

/** The ficha as HTML, or the issues as text. */
export function fichaHtml(w: Warrior, idPrefix: string): string {
  const r = renderFichaHtml(fichaViewFromFicha(deriveFicha(w)), { idPrefix, heading: 'h2' });
  return r.ok ? r.value : '';
}

function stepBody(id: string, d: CreationDraft, apply: (r: Result<CreationDraft>, id: string) => void): HTMLElement {
  const x = d as unknown as Record<string, unknown>;
  const form = h('form', { class: 'pg-step-form', 'data-step': id });
  const submit = (label = 'Aplicar') => h('button', { type: 'submit' }, label);
  const on = (fn: () => Result<CreationDraft>) =>
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      apply(fn(), id);
    });
  switch (id) {
    case 'exercito': {
      const s = select('army', [['', '—'], ...C.armies.map((a): [string, string] => [a.id, a.name])], String(x.army ?? ''));
      form.append(field('Exército', s), submit());
      on(() => setArmy(d, s.value));
      break;
    }
    case 'constelacao': {
      const c = h('input', { name: 'constellation', value: String(x.constellation ?? '') });
      const acc = select('accessory', [['', '—'], ...A.accessories.map((a): [string, string] => [a.slug, a.label])], String(x.accessory ?? ''));
      const ch = select('characteristic', [['', '—'], ...A.characteristics.map((a): [string, string] => [a.slug, a.label])], String(x.characteristic ?? ''));
      form.append(field('Constelação', c), field('Acessório', acc), field('Característica', ch), submit());
      on(() => setConstellation(d, { constellation: c.value, accessory: acc.value, characteristic: ch.value }));
      break;
    }
    case 'atributos': {
      const prev = ((x.attributes as { values?: Record<string, number> } | undefined)?.values ?? {}) as Record<string, number>;
      const inputs = ATTRS.map((k, i) => h('input', { type: 'number', name: k, min: 3, max: 20, value: prev[k] ?? C.standardArray[i] ?? 10, 'aria-label': k }));
      form.append(h('p', { class: 'pg-hint' }, `Distribua ${C.standardArray.join(', ')}, um valor em cada.`), h('div', { class: 'pg-attrs' }, ...ATTRS.map((k, i) => h('label', {}, k, inputs[i]!))), submit());
      on(() => assignStandardArray(d, Object.fromEntries(ATTRS.map((k, i) => [k, Number(inputs[i]!.value)])) as Record<AttributeKey, number>));
      break;
    }
    case 'atributo_do_cosmo': {
      const s = select('cosmo', [['', '—'], ...C.cosmoAttributes.map((a): [string, string] => [a.key, `${a.name} — ${a.tag}`])], String(x.cosmoAttribute ?? ''));
      form.append(field('Atributo do Cosmo', s), submit());
      on(() => setCosmoAttribute(d, s.value as CosmoAttributeKey));
      break;
    }
    case 'treino': {
      const t = typeof x.treino === 'string' ? x.treino : '';
      const s = select('treino', [['', '—'], ...C.treinos.map((a): [string, string] => [a.id, `${a.name} (${a.licao.name})`])], t);
      form.append(field('Treino', s), submit());
      on(() => setTreino(d, s.value));
      break;
    }
    case 'conviccoes': {
      const prev = (x.conviccoes as string[] | undefined) ?? [];
      const inputs = [0, 1, 2].map((i) => h('input', { name: `conviccao-${i}`, value: prev[i] ?? C.conviccoes.startsWith + ' ', 'aria-label': `Convicção ${i + 1}` }));
      form.append(...inputs.map((inp, i) => field(`Convicção ${i + 1}`, inp)), submit());
      on(() => setConviccoes(d, inputs.map((i) => i.value.trim())));
      break;
    }
    case 'pericias_e_defesas': {
      const prevSkills = new Set((x.skills as string[] | undefined) ?? []);
      const prevDef = new Set((x.trainedDefenses as string[] | undefined) ?? []);
      const skills = h('div', { class: 'pg-checks', role: 'group', 'aria-label': 'Perícias' }, ...C.skills.map((s) => h('label', {}, h('input', { type: 'checkbox', name: 'skill', value: s.id, checked: prevSkills.has(s.id) }), ` ${s.name}`)));
      const defs = h('div', { class: 'pg-checks', role: 'group', 'aria-label': 'Defesas treinadas' }, ...C.passiveDefenses.list.map((s) => h('label', {}, h('input', { type: 'checkbox', name: 'defense', value: s.id, checked: prevDef.has(s.id) }), ` ${s.name}`)));
      form.append(h('p', { class: 'pg-hint' }, `${C.skillsAtCreation.free} perícias livres (além das ${C.skillsAtCreation.fromTreino} do treino) e ${C.passiveDefenses.trainedAtCreation} defesas treinadas.`), skills, defs, submit());
      const checked = (g: HTMLElement) => Array.from(g.querySelectorAll<HTMLInputElement>('input:checked')).map((i) => i.value);
      on(() => setSkillsAndDefenses(d, { skills: checked(skills), trainedDefenses: checked(defs) as PassiveDefenseKey[] }));
      break;
    }
    case 'tecnicas': {
      const prev = new Set(((x.techniques as { name?: string }[] | undefined) ?? []).map((t) => t.name));
      // only what a new character can take: techniques of the Grau of level 1 (tables/12-progressao.md)
      const grau = grauAt(1);
      const fits = (t: TechniqueInput) => (t.grau ?? 1) <= grau;
      const saved = loadSaved().technique;
      const fromTab = saved?.name && fits(saved) ? [saved] : [];
      const options = [...fromTab, ...exampleTechniques.filter(fits)];
      const list = h(
        'div',
        { class: 'pg-checks', role: 'group', 'aria-label': 'Técnicas' },
        ...options.map((t, i) => h('label', {}, h('input', { type: 'checkbox', name: 'technique', value: i, checked: prev.has(t.name) }), ` ${t.name}${i === 0 && fromTab.length ? ' (da aba Técnica)' : ''}${t.grau ? ` · Grau ${t.grau}` : ''}`)),
      );
      form.append(h('p', { class: 'pg-hint' }, `Duas técnicas de Grau ${grau}; a primeira marcada é a assinatura. Só aparecem as técnicas de Grau ${grau} — as de Grau maior vêm com os níveis.`), list, submit());
      on(() => {
        const picked = Array.from(list.querySelectorAll<HTMLInputElement>('input:checked')).map((i) => options[Number(i.value)]!);
        return setTechniques(d, picked.map((t, i) => ({ ...t, signature: i === 0 })));
      });
      break;
    }
    case 'finalizacao': {
      const name = h('input', { name: 'name', value: String(x.name ?? '') });
      const items = h('input', { name: 'items', value: ((x.items as string[] | undefined) ?? []).join(', ') });
      form.append(field('Nome', name), field('Itens (separados por vírgula)', items), submit());
      on(() => setFinalization(d, { name: name.value, items: items.value.split(',').map((s) => s.trim()).filter(Boolean) }));
      break;
    }
  }
  return form;
}

type Choices = { -readonly [K in keyof LevelUpChoices]?: LevelUpChoices[K] };
type SlotKey = 'tecnicaOuAtributo' | 'periciaOuDefesa' | 'segundaLicao' | 'segundaAssinatura';
const SLOT_KEYS: readonly SlotKey[] = ['tecnicaOuAtributo', 'periciaOuDefesa', 'segundaLicao', 'segundaAssinatura'];

/** Does this issue belong to `slot` (its path names it, or names no slot at all)? */
function concerns(i: Issue, slot: SlotKey): boolean {
  const path = i.path.map(String);
  return path.includes(slot) || !SLOT_KEYS.some((k) => path.includes(k));
}

/**
 * The options of one choice of the level-up that the library accepts for this character: each
 * candidate is tried with `levelUp` (the rules' one owner) and kept when no error concerns it — so the
 * list never offers a skill the character already has, a Grau above the level, or a taken Lição.
 */
function validOptions<T>(w: Warrior, base: Choices, slot: SlotKey, candidates: readonly (readonly [string, string, T])[]): [string, string, T][] {
  return candidates.filter(([, , value]) => {
    const r = levelUp(w, { ...base, [slot]: value } as LevelUpChoices, { ignoreGloria: true });
    return r.ok || !r.issues.some((i) => (i.severity ?? 'error') === 'error' && concerns(i, slot));
  }) as [string, string, T][];
}

function levelUpForm(w: Warrior, redraw: () => void): HTMLElement {
  const next = levelOf(w) + 1;
  const form = h('form', { class: 'pg-levelup', 'aria-label': 'Subir de nível' });
  if (next > bookRuleset.progression.levels.length) return h('p', {}, 'Nível máximo.');
  const slots = choiceSlotsAt(next);
  const gains = levelRow(next).gains as readonly string[];
  const vida = select('vidaOuCosmo', [['vida', 'Vida (mais PV)'], ['cosmo', 'Cosmo (mais Teto)']], 'vida');
  form.append(h('p', { class: 'pg-hint' }, 'Personagem da página: ', who(w.name), `, nível ${next - 1}.`), h('h3', {}, `Subir para o nível ${next}`), field('Vida ou Cosmo', vida));
  const owned = new Set(w.techniques.map((t) => t.name));
  const grau = grauAt(next);
  // the candidates of each choice, then only those the rules accept (tried one by one)
  const candidates: Partial<Record<SlotKey, (readonly [string, string, unknown])[]>> = {};
  if (slots.includes('tecnica_ou_atributo'))
    candidates.tecnicaOuAtributo = [
      ...ATTRS.map((a) => [`atributo:${a}`, `+1 em ${a}`, { kind: 'atributo', attribute: a }] as const),
      ...exampleTechniques
        .map((t, i) => [t, i] as const)
        .filter(([t]) => !owned.has(String(t.name)) && (t.grau ?? 1) <= grau)
        .map(([t, i]) => [`tecnica:${i}`, `técnica: ${t.name}${t.grau ? ` · Grau ${t.grau}` : ''}`, { kind: 'tecnica', technique: t }] as const),
    ];
  if (slots.includes('pericia_ou_defesa'))
    candidates.periciaOuDefesa = [
      ...C.skills.map((s) => [`pericia:${s.id}`, `perícia: ${s.name}`, { kind: 'pericia', skill: s.id }] as const),
      ...C.passiveDefenses.list.map((s) => [`defesa:${s.id}`, `defesa: ${s.name}`, { kind: 'defesa', defense: s.id }] as const),
      ['iniciativa', '+2 na Iniciativa', { kind: 'iniciativa' }] as const,
    ];
  if (gains.includes('segunda_licao')) candidates.segundaLicao = C.treinos.map((t) => [t.licao.id, `${t.licao.name} (${t.name})`, t.licao.id] as const);
  if (gains.includes('segunda_assinatura')) candidates.segundaAssinatura = w.techniques.map((t) => [t.id, t.name, t.id] as const);
  const quartaDefault = `${C.conviccoes.startsWith} `;
  const base: Choices = { vidaOuCosmo: 'vida', ...(gains.includes('quarta_conviccao') ? { quartaConviccao: `${quartaDefault}quem eu amo` } : {}) };
  for (const k of SLOT_KEYS) if (candidates[k]?.length) (base as Record<string, unknown>)[k] = candidates[k]![0]![2];
  // Two passes: an issue that names no choice (the count of signatures) is checked against the others' valid defaults.
  const offered: Partial<Record<SlotKey, [string, string, unknown][]>> = {};
  for (let pass = 0; pass < 2; pass++)
    for (const k of SLOT_KEYS) {
      const c = candidates[k];
      if (!c) continue;
      offered[k] = validOptions(w, base, k, c);
      if (offered[k]!.length) (base as Record<string, unknown>)[k] = offered[k]![0]![2];
    }
  const selects: Partial<Record<SlotKey, { el: HTMLSelectElement; values: Map<string, unknown> }>> = {};
  const labels: Record<SlotKey, string> = { tecnicaOuAtributo: 'Técnica ou atributo', periciaOuDefesa: 'Perícia ou defesa', segundaLicao: 'Segunda Lição', segundaAssinatura: 'Segunda assinatura' };
  const names: Record<SlotKey, string> = { tecnicaOuAtributo: 'tecnicaOuAtributo', periciaOuDefesa: 'periciaOuDefesa', segundaLicao: 'segundaLicao', segundaAssinatura: 'segundaAssinatura' };
  for (const k of SLOT_KEYS) {
    const ok = offered[k];
    if (!ok) continue;
    const el = select(names[k], ok.map(([v, l]): [string, string] => [v, l]), ok[0]?.[0] ?? '');
    selects[k] = { el, values: new Map(ok.map(([v, , x]) => [v, x])) };
    form.append(field(labels[k], el, k));
    if (ok.length === 0) form.append(h('p', { class: 'pg-hint' }, 'Nenhuma opção serve a este personagem neste nível.'));
  }
  let quarta: HTMLInputElement | null = null;
  if (gains.includes('quarta_conviccao')) {
    quarta = h('input', { name: 'quartaConviccao', value: quartaDefault, placeholder: `${quartaDefault}…` });
    form.append(field('Quarta Convicção', quarta, 'quartaConviccao'));
  }
  const ignore = h('input', { type: 'checkbox', name: 'ignoreGloria', checked: true });
  const issues = h('ul', { class: 'pg-issues' });
  form.append(h('label', {}, ignore, ' sem esperar a Glória (decisão do Mestre)'), h('p', {}, h('button', { type: 'submit' }, `Subir para o nível ${next}`)), issues);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const choices: Choices = { vidaOuCosmo: vida.value as 'vida' | 'cosmo' };
    for (const k of SLOT_KEYS) {
      const s = selects[k];
      if (s && s.values.has(s.el.value)) (choices as Record<string, unknown>)[k] = s.values.get(s.el.value);
    }
    if (quarta) choices.quartaConviccao = quarta.value.trim();
    const r = levelUp(w, choices as LevelUpChoices, { ignoreGloria: ignore.checked });
    if (!r.ok) {
      fill(issues, ...r.issues.map((i) => h('li', { class: 'pg-issue pg-error' }, i.message)));
      return;
    }
    setWarrior(r.value);
    status([who(r.value.name), ` subiu para o nível ${levelOf(r.value)}.`]);
    redraw();
  });
  return form;
}

export function mountPersonagem(panel: HTMLElement, initial: Warrior | null): void {
  const saved = loadSaved();
  current = { draft: saved.draft ?? startCreation(), warrior: initial };
  const steps = h('div', { class: 'pg-steps' });
  const ficha = h('div', { class: 'pg-ficha', id: 'ficha-personagem' });
  const style = h('style', {}, FICHA_CSS);
  const teo = h('button', { type: 'button', id: 'carregar-teo' }, 'Carregar o Téo do livro');
  const restart = h('button', { type: 'button', id: 'recomecar' }, 'Recomeçar a criação');
  const redraw = () => {
    const st = creationStatus(current.draft);
    const list = h('ol', { class: 'pg-step-list' });
    for (const s of st.steps) {
      const li = h(
        'li',
        { class: `pg-step pg-${s.status}`, 'data-step': s.id, 'data-status': s.status },
        h('details', { open: s.id === st.next || s.status === 'invalid' }, h('summary', {}, h('span', { class: 'pg-badge' }, s.status === 'complete' ? '✔ pronto' : s.status === 'invalid' ? '✖ errado' : '… falta'), ` ${s.label}`), h('ul', { class: 'pg-issues' }, ...s.issues.map((i) => h('li', { class: `pg-issue pg-${i.severity ?? 'error'}` }, i.message))), stepBody(s.id, current.draft, apply)),
      );
      list.append(li);
    }
    const finish = h('button', { type: 'button', id: 'criar', disabled: !st.readyToFinalize }, 'Criar o personagem');
    const finishIssues = h('ul', { class: 'pg-issues' });
    finish.addEventListener('click', () => {
      const r = finalizeCreation(current.draft);
      if (!r.ok) {
        fill(finishIssues, ...r.issues.map((i) => h('li', { class: 'pg-issue pg-error' }, i.message)));
        return;
      }
      setWarrior(r.value);
      status([who(r.value.name), ' foi criado.']);
    });
    const w = current.warrior;
    fill(
      steps,
      h('h2', {}, 'Criação em nove etapas'),
      h('p', {}, teo, ' ', restart),
      list,
      h('p', {}, finish, st.readyToFinalize ? '' : ` Falta: ${st.steps.filter((s) => s.status !== 'complete').map((s) => s.label).join(', ')}.`),
      finishIssues,
      w ? levelUpForm(w, redraw) : null,
    );
    ficha.innerHTML = w ? fichaHtml(w, 'pers') : '<p class="pg-hint">A ficha aparece aqui quando o personagem estiver criado.</p>';
  };
  const apply = (r: Result<CreationDraft>, id: string) => {
    if (r.ok) {
      current = { ...current, draft: r.value };
      save({ draft: r.value });
      status('Etapa aplicada.');
      redraw();
      return;
    }
    // A failed step keeps what the person chose (no redraw) and says why beside the step itself.
    const li = steps.querySelector<HTMLElement>(`.pg-step[data-step="${CSS.escape(id)}"]`);
    const ul = li?.querySelector(':scope > details > .pg-issues');
    if (li && ul) {
      li.dataset.failed = 'true';
      fill(ul, ...r.issues.map((i) => h('li', { class: `pg-issue pg-${i.severity ?? 'error'}` }, i.message)));
    }
    const label = creationStatus(current.draft).steps.find((s) => s.id === id)?.label ?? id;
    status(`A etapa “${label}” não foi aplicada: veja o motivo ao lado dela.`, 'erro');
  };
  onWarrior = () => redraw();
  teo.addEventListener('click', () => {
    const r = readCharacter(teoDocument);
    if ('warrior' in r) {
      setWarrior(r.warrior);
      status('Téo carregado.');
    } else status(r.errors.join(' '), 'erro');
  });
  restart.addEventListener('click', () => {
    current = { draft: startCreation(), warrior: current.warrior };
    save({ draft: current.draft });
    redraw();
  });
  fill(panel, style, h('div', { class: 'pg-split' }, steps, ficha));
  redraw();
}
