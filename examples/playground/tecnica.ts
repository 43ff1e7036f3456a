/** Aba Técnica: a form for the technique engine; the receipt updates as one types; issues next to their field. */
import { bookRuleset, formatTechnique, readTechnique, type Issue, type TechniqueInput } from '../../src/index.js';
import { field, fill, h, select } from './dom.js';
import { loadSaved, save } from './store.js';

const T = bookRuleset.techniques;
const opts = (o: Record<string, { label: string }>, blank = true): [string, string][] => [...(blank ? [['', '—'] as [string, string]] : []), ...Object.entries(o).map(([k, v]): [string, string] => [k, v.label])];

const EXAMPLE: TechniqueInput = {
  name: 'Garra que Rasga o Céu',
  nature: 'golpe',
  attribute: 'DES',
  activation: 'acao',
  duration: 'instantanea',
  range: 'toque',
  effects: [{ kind: 'dano', points: 2 }],
  modifiers: ['quebra_armadura'],
  limitations: [],
  roll: { kind: 'ataque', against: 'DEF' },
  grau: 1,
  description: 'As garras do Lince rasgam o ar.',
};

export function mountTecnica(panel: HTMLElement): void {
  const saved = loadSaved();
  const start: TechniqueInput = saved.technique ?? EXAMPLE;
  const form = h('form', { class: 'pg-form', 'aria-label': 'Técnica', id: 'form-tecnica' });
  const receipt = h('div', { class: 'pg-receipt', id: 'recibo', 'aria-live': 'polite' });
  const template = h('pre', { class: 'pg-template', id: 'modelo' });

  const name = h('input', { name: 'name', value: start.name ?? '', autocomplete: 'off' });
  const nature = select('nature', opts(T.natures), start.nature ?? '');
  const attribute = select('attribute', [['', '(o melhor / o do Cosmo)'], ...['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'].map((a): [string, string] => [a, a])], start.attribute ?? '');
  const activation = select('activation', opts(T.activations), start.activation ?? '');
  const trigger = h('input', { name: 'trigger', value: start.trigger ?? '' });
  const duration = select('duration', opts(T.durations), start.duration ?? '');
  const range = select('range', opts(T.ranges), start.range ?? '');
  const area = select('area', opts(T.areaShapes), start.area?.shape ?? '');
  const effectRows = h('div', { class: 'pg-effects' });
  const effectKinds = opts(T.effects);
  const addEffect = (kind = '', points: number | undefined = undefined) => {
    const k = select('effect-kind', effectKinds, kind, { 'aria-label': 'Efeito' });
    const p = h('input', { type: 'number', name: 'effect-points', min: 1, max: 20, value: points ?? '', 'aria-label': 'Pontos do efeito', placeholder: 'pontos' });
    const rm = h('button', { type: 'button', class: 'pg-small' }, 'remover');
    const row = h('div', { class: 'pg-effect' }, k, p, rm);
    rm.addEventListener('click', () => {
      row.remove();
      update();
    });
    effectRows.append(row);
  };
  for (const e of start.effects ?? []) addEffect(e.kind, e.points);
  if ((start.effects ?? []).length === 0) addEffect();
  const addEffectButton = h('button', { type: 'button', class: 'pg-small' }, '+ efeito');
  addEffectButton.addEventListener('click', () => addEffect());
  const checks = (group: string, o: Record<string, { label: string; points: number }>, chosen: readonly unknown[]) =>
    h(
      'div',
      { class: 'pg-checks', role: 'group', 'aria-label': group },
      ...Object.entries(o).map(([k, v]) =>
        h('label', {}, h('input', { type: 'checkbox', name: group, value: k, checked: chosen.some((c) => c === k || (typeof c === 'object' && c !== null && (c as { slug?: string }).slug === k)) }), ` ${v.label} (${v.points})`),
      ),
    );
  const modifiers = checks('modifiers', T.modifiers, start.modifiers ?? []);
  const limitations = checks('limitations', T.limitations, start.limitations ?? []);
  const firstRoll = Array.isArray(start.roll) ? start.roll[0] : start.roll;
  const rollKind = select('roll', opts(T.rolls), firstRoll?.kind ?? '');
  const against = select('against', [['', '—'], ...Object.entries(T.defenses).map(([k, v]): [string, string] => [k, v])], firstRoll && 'against' in firstRoll ? (firstRoll.against ?? '') : '');
  const grau = h('input', { type: 'number', name: 'grau', min: 1, max: 5, value: start.grau ?? '' });
  const description = h('textarea', { name: 'description', rows: 2 });
  description.value = start.description ?? '';
  const level = h('input', { type: 'number', name: 'level', min: 1, max: 20, value: saved.techniqueLevel ?? 1 });
  const example = h('button', { type: 'button' }, 'Exemplo do livro: Garra que Rasga o Céu');
  example.addEventListener('click', () => {
    save({ technique: EXAMPLE });
    fill(panel);
    mountTecnica(panel);
  });
  const blank = h('button', { type: 'button', id: 'tecnica-em-branco' }, 'Nova técnica, em branco');
  blank.addEventListener('click', () => {
    save({ technique: { name: '', effects: [], modifiers: [], limitations: [] } });
    fill(panel);
    mountTecnica(panel);
  });

  form.append(
    h('p', {}, example, ' ', blank),
    field('Nome', name, 'name'),
    h('div', { class: 'pg-row' }, field('Natureza', nature, 'nature'), field('Atributo', attribute, 'attribute')),
    h('div', { class: 'pg-row' }, field('Ativação', activation, 'activation'), field('Gatilho (reação)', trigger, 'trigger')),
    h('div', { class: 'pg-row' }, field('Duração', duration, 'duration'), field('Alcance', range, 'range'), field('Área', area, 'area')),
    h('div', { class: 'pg-field', 'data-field': 'effects' }, h('span', { class: 'pg-label' }, 'Efeitos e pontos'), effectRows, addEffectButton, h('ul', { class: 'pg-issues', 'data-issues-for': 'effects' })),
    h('details', {}, h('summary', {}, 'Modificadores'), modifiers, h('ul', { class: 'pg-issues', 'data-issues-for': 'modifiers' })),
    h('details', {}, h('summary', {}, 'Limitações'), limitations, h('ul', { class: 'pg-issues', 'data-issues-for': 'limitations' })),
    h('div', { class: 'pg-row' }, field('Rolagem', rollKind, 'roll'), field('Contra', against, 'against'), field('Grau', grau, 'grau'), field('Nível do dono', level, 'level')),
    field('Descrição', description, 'description'),
  );

  const read = (): TechniqueInput => {
    const effects = Array.from(effectRows.querySelectorAll('.pg-effect')).flatMap((row) => {
      const kind = (row.querySelector('select') as HTMLSelectElement).value;
      const pts = (row.querySelector('input') as HTMLInputElement).value;
      if (!kind) return [];
      return [{ kind, ...(pts ? { points: Number(pts) } : {}) } as TechniqueInput['effects'] extends readonly (infer E)[] | undefined ? E : never];
    });
    const checked = (g: HTMLElement) => Array.from(g.querySelectorAll<HTMLInputElement>('input:checked')).map((i) => i.value);
    const t: Record<string, unknown> = {
      name: name.value,
      effects,
      modifiers: checked(modifiers),
      limitations: checked(limitations),
      description: description.value,
    };
    if (nature.value) t.nature = nature.value;
    if (attribute.value) t.attribute = attribute.value;
    if (activation.value) t.activation = activation.value;
    if (trigger.value.trim()) t.trigger = trigger.value;
    if (duration.value) t.duration = duration.value;
    if (range.value) t.range = range.value;
    if (area.value) t.area = { shape: area.value };
    if (rollKind.value) t.roll = { kind: rollKind.value, ...(against.value && rollKind.value !== 'nenhuma' ? { against: against.value } : {}) };
    if (grau.value) t.grau = Number(grau.value);
    return t as TechniqueInput;
  };

  const showIssues = (issues: readonly Issue[]) => {
    for (const ul of Array.from(form.querySelectorAll('.pg-issues'))) ul.replaceChildren();
    const general: Issue[] = [];
    for (const i of issues) {
      const key = String(i.path[0] ?? '');
      const ul = key ? form.querySelector(`.pg-issues[data-issues-for="${CSS.escape(key)}"]`) : null;
      const li = h('li', { class: `pg-issue pg-${i.severity ?? 'error'}` }, i.message);
      if (ul) ul.append(li);
      else general.push(i);
    }
    return general;
  };

  const update = () => {
    const input = read();
    const lv = Math.min(20, Math.max(1, Number(level.value) || 1));
    save({ technique: input, techniqueLevel: lv });
    const r = readTechnique(input, { level: lv });
    if (!r.ok) {
      const general = showIssues(r.issues);
      fill(receipt, h('h3', {}, 'Recibo'), h('p', { class: 'pg-bad' }, 'A técnica não pode ser lida:'), h('ul', {}, ...general.map((i) => h('li', {}, i.message))));
      template.textContent = '';
      return;
    }
    const rc = r.value.receipt;
    const general = showIssues(rc.issues);
    fill(
      receipt,
      h('h3', {}, 'Recibo'),
      h('p', { class: 'pg-big', id: 'recibo-tamanho' }, `Tamanho ${rc.size.total}`, rc.maxSize ? ` (máximo ${rc.maxSize.total})` : ''),
      h('p', { class: 'pg-big', id: 'recibo-custo' }, `Custo ${rc.cost.total}`, rc.costFloor.bites ? ` (piso ${rc.costFloor.value})` : ''),
      h('ul', { class: 'pg-terms' }, ...[rc.size.text, rc.maxSize?.text, rc.cost.text, rc.costFloor.note, rc.upkeep !== null ? `Manutenção: ${rc.upkeep} por turno` : null].filter((x): x is string => !!x).map((t) => h('li', {}, t))),
      rc.notes.length ? h('ul', { class: 'pg-notes' }, ...rc.notes.map((n) => h('li', {}, n))) : null,
      general.length ? h('ul', { class: 'pg-issues' }, ...general.map((i) => h('li', { class: `pg-issue pg-${i.severity ?? 'error'}` }, i.message))) : null,
      h('p', { class: rc.valid ? 'pg-ok' : 'pg-bad' }, rc.valid ? 'Pronta.' : 'Ainda não está pronta (veja os avisos ao lado dos campos).'),
    );
    template.textContent = formatTechnique(r.value.technique, lv);
  };

  form.addEventListener('input', update);
  form.addEventListener('change', update);
  form.addEventListener('submit', (e) => e.preventDefault());
  fill(panel, h('div', { class: 'pg-split' }, form, h('aside', {}, receipt, h('h3', {}, 'Modelo para registrar'), template)));
  update();
}
