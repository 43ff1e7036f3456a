/**
 * The famous golpes of Capítulo Seis ("Os golpes famosos, e as falhas deles", tables/06-tecnicas.md)
 * as Golpes do Assento of the reference Ouro: the cards written as techniques, built and measured by
 * the technique engine (size and cost are never written here: the engine derives them, and a test
 * checks them against the cards' "Pontos · Cosmo"). What each does in a fight comes from the ruleset
 * (`techniques.effects.refletir`, `techniques.modifiers.desfecho.marks`, the limitations' `fight`,
 * `combat.conditions.banido.fight`). The package's example techniques (`examples/tecnicas/`) are the
 * same cards for players; src/ never reads examples/, so test/sim/assento.test.ts keeps the two in step.
 *
 * @module
 */
import { bookRuleset, type Ruleset } from '../rules/index.js';
import type { Technique, TechniqueId } from '../technique/index.js';

/**
 * The Golpe do Assento of the reference Ouro: `comum` (the reference enemy's, all damage and
 * "atravessa a armadura") or one of the famous golpes of Capítulo Seis — `muralha` (Muralha de
 * Cristal, Áries), `agulha` (Agulha Escarlate, Escorpião), `caixao` (Caixão de Gelo, Aquário),
 * `ondas` (Ondas do Inferno, Câncer).
 *
 * @example
 * ```ts
 * const a: FamousAssento = 'caixao';
 * ```
 */
export type FamousAssento = 'comum' | 'muralha' | 'agulha' | 'caixao' | 'ondas';

/**
 * The names of {@link FamousAssento} (a scenario's `ref.assento` accepts them).
 *
 * @example
 * ```ts
 * FAMOUS_ASSENTOS.includes('muralha') //=> true
 * ```
 */
export const FAMOUS_ASSENTOS: readonly FamousAssento[] = Object.freeze(['comum', 'muralha', 'agulha', 'caixao', 'ondas'] as const);

type Card = Omit<Technique, 'id' | 'grau' | 'signature' | 'waiting' | 'golpeDoAssento' | 'attribute'> & { readonly seat: string; readonly cosmo: boolean };

/**
 * The cards of tables/06-tecnicas.md › "Os golpes famosos, e as falhas deles" (Golpe do Assento no
 * Grau 4), each montagem as the technique engine's pieces.
 */
const CARDS: Readonly<Record<Exclude<FamousAssento, 'comum'>, Card>> = {
  // "Cosmo · Reação · 5 pontos · 4 de Cosmo · Refletir (4), reação (+1); uma vez por luta (−1)."
  muralha: {
    name: 'Muralha de Cristal',
    seat: 'Áries',
    cosmo: true,
    nature: 'cosmo',
    activation: 'reacao',
    trigger: 'uma técnica que não atravessa a armadura é declarada contra você',
    duration: 'instantanea',
    range: 'pessoal',
    effects: [{ kind: 'refletir' }],
    modifiers: [],
    limitations: ['uma_vez_por_luta'],
    roll: { kind: 'nenhuma' },
    description: 'Não para golpe comum nem técnica que atravessa a armadura, e quebra quando falha (a técnica passa pela metade).',
  },
  // "Golpe · Ataque contra DEF · 6 pontos · 6 de Cosmo · Três pontos de dano (3), alcance curto (+1), marca (+1), desfecho (+1)."
  agulha: {
    name: 'Agulha Escarlate',
    seat: 'Escorpião',
    cosmo: false,
    nature: 'golpe',
    activation: 'acao',
    duration: 'instantanea',
    range: 'curto',
    effects: [{ kind: 'dano', points: 3 }],
    modifiers: ['marca', 'desfecho'],
    limitations: [],
    roll: { kind: 'ataque' },
    description: 'As marcas pedem tempo: quatro acertos antes da Antares, que sai uma vez só e pode errar.',
  },
  // "Cosmo · Efeito contra Fortitude · 6 pontos · 5 de Cosmo · Banido (4) e um ponto de dano (1), alcance médio (+1); pode ser quebrado (−1)."
  caixao: {
    name: 'Caixão de Gelo',
    seat: 'Aquário',
    cosmo: true,
    nature: 'cosmo',
    activation: 'acao',
    duration: 'instantanea',
    range: 'medio',
    effects: [
      { kind: 'condicao', condition: 'banido', grade: 'forte' },
      { kind: 'dano', points: 1 },
    ],
    modifiers: [],
    limitations: ['pode_ser_quebrado'],
    roll: { kind: 'efeito', against: 'fortitude' },
    description: 'Quem está dentro não sofre nada, e os amigos dele quebram o gelo de fora.',
  },
  // "Cosmo · Efeito contra Vontade · 7 pontos · 6 de Cosmo · Banido (4), até onde a vista alcança (+3); volta contra você (−1)."
  ondas: {
    name: 'Ondas do Inferno',
    seat: 'Câncer',
    cosmo: true,
    nature: 'cosmo',
    activation: 'acao',
    duration: 'instantanea',
    range: 'vista',
    effects: [{ kind: 'condicao', condition: 'banido', grade: 'forte' }],
    modifiers: [],
    limitations: ['volta_contra_voce'],
    roll: { kind: 'efeito', against: 'vontade' },
    description: 'Errou, e a sua alma vai junto.',
  },
};

/**
 * A famous golpe of Capítulo Seis as a Golpe do Assento at `grau`: a Golpe with the reference
 * enemy's attack attribute, a Cosmo technique with its Atributo do Cosmo
 * (`enemies.referenceEnemy`). `null` for `comum` (the reference enemy's own Assento stays).
 *
 * @param which - The golpe.
 * @param grau - The Grau of the wearer.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The technique, or `null` for `comum`.
 * @example
 * ```ts
 * famousAssentoTechnique('agulha', 4)?.modifiers //=> ['marca', 'desfecho']
 * ```
 */
export function famousAssentoTechnique(which: FamousAssento, grau: number, ruleset: Ruleset = bookRuleset): Technique | null {
  if (which === 'comum') return null;
  const card = Object.prototype.hasOwnProperty.call(CARDS, which) ? CARDS[which] : undefined;
  if (!card) throw new RangeError(`unknown Golpe do Assento ${String(which)}`);
  const ref = ruleset.enemies.referenceEnemy;
  const { seat, cosmo, ...rest } = card;
  return {
    ...rest,
    id: `assento-${which}` as TechniqueId,
    attribute: cosmo ? ref.cosmoAttribute : ref.attackAttribute,
    grau,
    signature: false,
    golpeDoAssento: { seat },
    waiting: false,
  };
}
