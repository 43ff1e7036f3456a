/**
 * An unknown key answered with the nearest known one ("você quis dizer attributes?") or with the
 * hint of a known mistake (`level`: the level comes from `levelUps`; the fields' names are in
 * English). Used by the pt-BR error map of `zod.ts`.
 *
 * @module
 */

/** A key without accents, in lower case: `Nível` → `nivel`. */
function plain(key: string): string {
  return key.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Known mistakes: the key people write → the field it means, and why (when the name does not say). */
const MISTAKES: Readonly<Record<string, readonly [string, string?]>> = {
  level: ['levelUps', 'O nível não se guarda: é 1 + o número de entradas de "levelUps"'],
  nivel: ['levelUps', 'O nível não se guarda: é 1 + o número de entradas de "levelUps"'],
  atributos: ['attributes'],
  pericias: ['skills'],
  tecnicas: ['techniques'],
  exercito: ['army'],
  constelacao: ['constellation'],
  acessorio: ['accessory'],
  armadura: ['armor'],
  itens: ['items'],
  detalhes: ['details'],
  defesas: ['trainedDefenses'],
  tipo: ['type'],
  natureza: ['nature'],
  ativacao: ['activation'],
  duracao: ['duration'],
  alcance: ['range'],
  efeitos: ['effects'],
  modificadores: ['modifiers'],
  limitacoes: ['limitations'],
  rolagem: ['roll'],
  descricao: ['description'],
  caracteristicas: ['characteristics'],
  nome: ['name'],
};

/** Edit distance with transpositions (optimal string alignment), stopping past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The known key an unknown one most likely meant, and the sentence that says why when the names
 * differ: a known mistake whose field exists here, else the nearest key within a third of its
 * length (at least 1, at most 3 edits; a tie answers nothing). @internal
 */
export function nearestKey(key: string, known: readonly string[]): { readonly key: string; readonly hint?: string } | undefined {
  const p = plain(key);
  const mistake = MISTAKES[p];
  if (mistake && known.includes(mistake[0])) return mistake[1] === undefined ? { key: mistake[0] } : { key: mistake[0], hint: mistake[1] };
  const max = Math.min(3, Math.max(1, Math.floor(p.length / 3)));
  let best: string | undefined;
  let bestD = max + 1;
  let tie = false;
  for (const k of known) {
    const d = distance(p, plain(k), max);
    if (d < bestD) [best, bestD, tie] = [k, d, false];
    else if (d === bestD) tie = true;
  }
  return best === undefined || tie ? undefined : { key: best };
}

/**
 * The pt-BR message of unknown keys, with what each most likely meant (`suggestions`: unknown key
 * → known key, for the params). @internal
 */
export function unknownKeysMessage(keys: readonly string[], known: readonly string[]): { message: string; suggestions: Record<string, string> } {
  const suggestions: Record<string, string> = {};
  const q = (k: string): string => JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k);
  const parts = [`${keys.length > 1 ? 'Chaves desconhecidas' : 'Chave desconhecida'}: ${keys.map(q).join(', ')}.`];
  for (const k of keys.slice(0, 20)) {
    const near = nearestKey(k, known);
    if (near === undefined) continue;
    suggestions[k] = near.key;
    const ask = keys.length > 1 ? `No lugar de ${q(k)}, você quis dizer ${q(near.key)}?` : `Você quis dizer ${q(near.key)}?`;
    parts.push(near.hint === undefined ? ask : `${near.hint}.`);
  }
  return { message: parts.join(' '), suggestions };
}
