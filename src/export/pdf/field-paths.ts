/**
 * The form's field names and where each one sits in a {@link FichaView}, so that an edit made in
 * a PDF reader can be applied to the character.
 *
 * @module
 */
import type { FichaView } from './view.js';

/**
 * A path into a {@link FichaView} (`['hp', 'current']`, `['techniques', 0, 'name']`).
 *
 * @example
 * ```ts
 * const p: FichaViewPath = ['techniques', 0, 'name'];
 * ```
 */
export type FichaViewPath = readonly (string | number)[];

const SIMPLE: Readonly<Record<string, FichaViewPath>> = {
  nome: ['name'],
  exercito: ['army'],
  posto: ['posto'],
  constelacao: ['constellation'],
  acessorio: ['accessory'],
  nivel: ['level'],
  atributoDoCosmo: ['cosmoAttribute'],
  proficiencia: ['proficiency'],
  grau: ['grau'],
  'pv.atual': ['hp', 'current'],
  'pv.max': ['hp', 'max'],
  def: ['defense'],
  iniciativa: ['initiative'],
  movimento: ['movement'],
  'cosmo.inicial': ['cosmo', 'initial'],
  'cosmo.teto': ['cosmo', 'teto'],
  'cosmo.atual': ['cosmo', 'current'],
  eloDivino: ['eloDivino'],
  cicatrizes: ['cicatrizes'],
  ferido: ['ferido'],
  'gloria.atual': ['gloria', 'current'],
  'gloria.max': ['gloria', 'max'],
  reliquias: ['relics'],
  'armadura.nome': ['armor', 'name'],
  'armadura.versao': ['armor', 'version'],
  'armadura.def': ['armor', 'defense'],
  'armadura.acerto': ['armor', 'attack'],
  'armadura.traco': ['armor', 'trait'],
  'armadura.formas': ['armor', 'formas'],
  'armadura.elmo': ['armor', 'elmo'],
  'armadura.caracteristicas': ['armor', 'characteristics'],
  treino: ['treino'],
  licao: ['licao'],
  'golpeComum.acerto': ['golpeComum', 'attack'],
  'golpeComum.dado': ['golpeComum', 'damageDie'],
  'golpeComum.bonusDano': ['golpeComum', 'damageBonus'],
  itens: ['items'],
};

const TECHNIQUE_KEYS: Readonly<Record<string, string>> = {
  nome: 'name',
  natureza: 'nature',
  tamanho: 'size',
  custo: 'cost',
  grau: 'grau',
  rolagem: 'roll',
  dano: 'damage',
  detalhes: 'details',
};

/**
 * Where a form field of the ficha sits in a {@link FichaView}. Check boxes of a row map to the
 * list index (`sangue.2` → `['sangue', 1]`); a trained defense maps to
 * `['trainedDefenses', 'reflexos']` (membership); a Sentido box to `['sentido', 'setimo']` (the
 * value it sets). Lists written into one field (relics, characteristics, items) map to the list.
 *
 * @param field - A field name of the ficha (`pv.atual`, `tecnicas.3.custo`).
 * @returns The path, or `undefined` for a name the ficha does not have.
 * @example
 * ```ts
 * fichaFieldPath('pv.atual') //=> ['hp', 'current']
 * fichaFieldPath('tecnicas.3.custo') //=> ['techniques', 2, 'cost']
 * fichaFieldPath('nada') //=> undefined
 * ```
 */
export function fichaFieldPath(field: string): FichaViewPath | undefined {
  const simple = SIMPLE[field];
  if (simple) return simple;
  const p = field.split('.');
  const idx = (s: string | undefined) => (s && /^[1-9]\d*$/.test(s) ? Number(s) - 1 : undefined);
  const [a, b, c] = p;
  if (a === 'atributos' && p.length === 3 && ['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR'].includes(b!)) {
    if (c === 'valor') return ['attributes', b!, 'score'];
    if (c === 'mod') return ['attributes', b!, 'modifier'];
  }
  if (a === 'defesas' && p.length === 3 && ['fortitude', 'reflexos', 'vontade'].includes(b!)) {
    if (c === 'valor') return ['defenses', b!];
    if (c === 'treinada') return ['trainedDefenses', b!];
  }
  if (a === 'sentido' && p.length === 2 && ['sexto', 'setimo', 'oitavo', 'nono'].includes(b!)) return ['sentido', b!];
  if (a === 'sentidos' && p.length === 2 && ['tato', 'paladar', 'olfato', 'audicao', 'visao'].includes(b!)) return ['senses', b!];
  if ((a === 'sangue' || a === 'centelhas' || a === 'cansaco') && p.length === 2 && idx(b) !== undefined) return [a, idx(b)!];
  if (a === 'armadura' && b === 'resistencia' && p.length === 3 && idx(c) !== undefined) return ['armor', 'resistencia', idx(c)!];
  if (a === 'conviccoes' && p.length === 3 && idx(b) !== undefined) {
    if (c === 'texto') return ['conviccoes', idx(b)!, 'text'];
    if (c === 'gasta') return ['conviccoes', idx(b)!, 'gasta'];
  }
  if (a === 'pericias' && p.length === 3 && idx(b) !== undefined) {
    if (c === 'nome') return ['skills', idx(b)!, 'name'];
    if (c === 'bonus') return ['skills', idx(b)!, 'bonus'];
  }
  if (a === 'tecnicas' && p.length === 3 && idx(b) !== undefined && TECHNIQUE_KEYS[c!]) return ['techniques', idx(b)!, TECHNIQUE_KEYS[c!]!];
  if (a === 'lidas' && p.length === 3 && idx(b) !== undefined) {
    if (c === 'inimigo') return ['lidas', idx(b)!, 'enemy'];
    if (c === 'tecnica') return ['lidas', idx(b)!, 'technique'];
  }
  return undefined;
}

/**
 * Reads a number the way the ficha writes it: `+2`, `−1` (the typographic minus), `-1`, `12`,
 * `12 m`; an empty box is `null`.
 *
 * @param text - A field's text.
 * @returns The integer, `null` for an empty box, or `undefined` when it is not a number.
 * @example
 * ```ts
 * parseFichaNumber('−1') //=> -1
 * parseFichaNumber('+4') //=> 4
 * parseFichaNumber('') //=> null
 * parseFichaNumber('muito') //=> undefined
 * ```
 */
export function parseFichaNumber(text: string): number | null | undefined {
  const t = text.trim().replace(/\s*m$/, '');
  if (t === '') return null;
  const m = /^([+\-−–]?)\s*(\d{1,6})$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[2]);
  return m[1] === '-' || m[1] === '−' || m[1] === '–' ? -n : n;
}
