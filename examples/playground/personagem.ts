/** Aba Personagem: the nine creation steps driven by `creationStatus`, the level-up with the choices each level asks, and the HTML ficha beside. */
import {
  assignStandardArray,
  bookRuleset,
  choiceSlotsAt,
  creationStatus,
  deriveFicha,
  finalizeCreation,
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

function stepBody(id: string, d: CreationDraft, apply: (r: Result<CreationDraft>) => void): HTMLElement {
  const x = d as unknown as Record<string, unknown>;
  const form = h('form', { class: 'pg-step-form', 'data-step': id });
  const submit = (label = 'Aplicar') => h('button', { type: 'submit' }, label);
  const on = (fn: () => Result<CreationDraft>) =>
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      apply(fn());
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
      const saved = loadSaved().technique;
      const options = [...(saved?.name ? [saved] : []), ...exampleTechniques];
      const list = h(
        'div',
        { class: 'pg-checks', role: 'group', 'aria-label': 'Técnicas' },
        ...options.map((t, i) => h('label', {}, h('input', { type: 'checkbox', name: 'technique', value: i, checked: prev.has(t.name) }), ` ${t.name}${i === 0 && saved?.name ? ' (da aba Técnica)' : ''}${t.grau ? ` · Grau ${t.grau}` : ''}`)),
      );
      form.append(h('p', { class: 'pg-hint' }, 'Duas técnicas de Grau 1; a primeira marcada é a assinatura.'), list, submit());
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

function levelUpForm(w: Warrior, redraw: () => void): HTMLElement {
  const next = levelOf(w) + 1;
  const form = h('form', { class: 'pg-levelup', 'aria-label': 'Subir de nível' });
  if (next > bookRuleset.progression.levels.length) return h('p', {}, 'Nível máximo.');
  const slots = choiceSlotsAt(next);
  const gains = levelRow(next).gains as readonly string[];
  const vida = select('vidaOuCosmo', [['vida', 'Vida (mais PV)'], ['cosmo', 'Cosmo (mais Teto)']], 'vida');
  form.append(h('p', { class: 'pg-hint' }, 'Personagem da página: ', who(w.name), `, nível ${next - 1}.`), h('h3', {}, `Subir para o nível ${next}`), field('Vida ou Cosmo', vida));
  let tecAttr: HTMLSelectElement | null = null;
  if (slots.includes('tecnica_ou_atributo')) {
    tecAttr = select('tecnicaOuAtributo', [...ATTRS.map((a): [string, string] => [`atributo:${a}`, `+1 em ${a}`]), ...exampleTechniques.map((t, i): [string, string] => [`tecnica:${i}`, `técnica: ${t.name}`])], 'atributo:DES');
    form.append(field('Técnica ou atributo', tecAttr));
  }
  let perDef: HTMLSelectElement | null = null;
  if (slots.includes('pericia_ou_defesa')) {
    perDef = select('periciaOuDefesa', [...C.skills.map((s): [string, string] => [`pericia:${s.id}`, `perícia: ${s.name}`]), ...C.passiveDefenses.list.map((s): [string, string] => [`defesa:${s.id}`, `defesa: ${s.name}`]), ['iniciativa', 'Iniciativa']], `pericia:${C.skills[0]!.id}`);
    form.append(field('Perícia ou defesa', perDef));
  }
  let licao: HTMLSelectElement | null = null;
  if (gains.includes('segunda_licao')) {
    licao = select('segundaLicao', C.treinos.map((t): [string, string] => [t.licao.id, `${t.licao.name} (${t.name})`]), C.treinos[0]!.licao.id);
    form.append(field('Segunda Lição', licao));
  }
  let quarta: HTMLInputElement | null = null;
  if (gains.includes('quarta_conviccao')) {
    quarta = h('input', { name: 'quartaConviccao', value: `${C.conviccoes.startsWith} ` });
    form.append(field('Quarta Convicção', quarta));
  }
  let assin: HTMLSelectElement | null = null;
  if (gains.includes('segunda_assinatura')) {
    assin = select('segundaAssinatura', w.techniques.map((t): [string, string] => [t.id, t.name]), w.techniques[0]?.id ?? '');
    form.append(field('Segunda assinatura', assin));
  }
  const ignore = h('input', { type: 'checkbox', name: 'ignoreGloria', checked: true });
  const issues = h('ul', { class: 'pg-issues' });
  form.append(h('label', {}, ignore, ' sem esperar a Glória (decisão do Mestre)'), h('p', {}, h('button', { type: 'submit' }, `Subir para o nível ${next}`)), issues);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const choices: { -readonly [K in keyof LevelUpChoices]?: LevelUpChoices[K] } = { vidaOuCosmo: vida.value as 'vida' | 'cosmo' };
    if (tecAttr) {
      const [kind, v] = tecAttr.value.split(':') as [string, string];
      choices.tecnicaOuAtributo = kind === 'atributo' ? { kind: 'atributo', attribute: v as AttributeKey } : { kind: 'tecnica', technique: exampleTechniques[Number(v)]! };
    }
    if (perDef) {
      const [kind, v] = perDef.value.split(':') as [string, string];
      choices.periciaOuDefesa = kind === 'pericia' ? { kind: 'pericia', skill: v } : kind === 'defesa' ? { kind: 'defesa', defense: v as PassiveDefenseKey } : { kind: 'iniciativa' };
    }
    if (licao) choices.segundaLicao = licao.value;
    if (quarta) choices.quartaConviccao = quarta.value.trim();
    if (assin) choices.segundaAssinatura = assin.value;
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
  const apply = (r: Result<CreationDraft>) => {
    if (r.ok) {
      current = { ...current, draft: r.value };
      save({ draft: r.value });
      status('Etapa aplicada.');
    } else status(r.issues.map((i) => i.message).join(' '), 'erro');
    redraw();
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
