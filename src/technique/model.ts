/**
 * The technique as named interfaces: what signatures, hovers and the reference show. The zod
 * schemas of `schema.ts` stay the runtime truth; `test/types/models.test-d.ts` fails to compile when
 * an interface and its schema's output drift apart.
 *
 * @module
 */
import type { Activation, AreaShape, AttributeKey, ConditionSlug, CosmoAttributeKey, Duration, EffectKind, LimitationSlug, ModifierSlug, OpenSlug, Range, RollKind, SentidoKey, TechniqueNature } from '../rules/index.js';
import type { TechniqueId } from './id.js';

/**
 * The defenses a roll can target: `DEF` (Ataque) or a passive defense (Efeito).
 *
 * @example
 * ```ts
 * const d: RollTarget = 'vontade';
 * ```
 */
export type RollTarget = 'DEF' | 'fortitude' | 'reflexos' | 'vontade';

/**
 * A technique's roll: `{ kind: 'ataque' }` (against DEF), `{ kind: 'efeito', against: 'reflexos' }`,
 * or `{ kind: 'nenhuma' }` for techniques that touch no enemy ("—" in the book).
 *
 * @example
 * ```ts
 * const r: TechniqueRoll = { kind: 'ataque', against: 'DEF' };
 * ```
 */
export interface TechniqueRoll {
  /** `ataque`, `efeito` or `nenhuma`. */
  kind: RollKind;
  /** The defense: DEF for Ataque (the default), a passive defense for Efeito. */
  against?: RollTarget | undefined;
}

/**
 * One line of "Efeitos e pontos" of a technique, deeply readonly.
 *
 * @example
 * ```ts
 * const e: TechniqueEffect = createTechnique({ effects: [{ kind: 'dano', points: 2 }] }).effects[0];
 * ```
 */
export interface TechniqueEffect {
  /** What the points buy (`dano`, `dano_area`, `condicao`…). */
  readonly kind: EffectKind;
  /** How many points (default: one unit of the effect). */
  readonly points?: number | undefined;
  /** The condition imposed (a slug of the condition catalogue), for `condicao`. */
  readonly condition?: OpenSlug<ConditionSlug> | undefined;
  /** The condition's grade (needed for a condition the catalogue does not know). */
  readonly grade?: 'fraca' | 'media' | 'forte' | 'destino' | undefined;
  /** A name for a condition the catalogue does not know. */
  readonly label?: string | undefined;
  /** A note printed beside the effect. */
  readonly note?: string | undefined;
}

/**
 * A modifier (+1): its slug, or `{ slug, text }` when it needs a written text (the Gatilho).
 *
 * @example
 * ```ts
 * const m: TechniqueModifier = { slug: 'gatilho', text: 'quando vê alguém morrer' };
 * ```
 */
export type TechniqueModifier = ModifierSlug | { slug: ModifierSlug; text?: string | undefined };

/**
 * A limitation (−1): its slug, or `{ slug, text }` when it needs a written text (which difficult
 * condition).
 *
 * @example
 * ```ts
 * const l: TechniqueLimitation = 'te_deixa_desprevenido';
 * ```
 */
export type TechniqueLimitation = LimitationSlug | { slug: LimitationSlug; text?: string | undefined };

/**
 * A technique — the registration template of Capítulo Seis, deeply readonly; update it with
 * {@link updateTechnique} (an immer producer). Size, cost and damage are never stored: the engine
 * derives them ({@link measureTechnique}).
 *
 * @example
 * ```ts
 * const t: Technique = createTechnique({ name: 'Passo de Luz' });
 * ```
 */
export interface Technique {
  /** The id (nanoid, minted when missing). */
  readonly id: TechniqueId;
  /** Nome. */
  readonly name: string;
  /** Natureza: Golpe or Cosmo. */
  readonly nature?: TechniqueNature | undefined;
  /** Golpe: FOR or DES. Cosmo: the Atributo do Cosmo (INT, SAB or CAR). Optional: "mod". */
  readonly attribute?: AttributeKey | undefined;
  /** Ativação. */
  readonly activation?: Activation | undefined;
  /** The written trigger of a reaction. */
  readonly trigger?: string | undefined;
  /** Duração. */
  readonly duration?: Duration | undefined;
  /** Alcance. */
  readonly range?: Range | undefined;
  /** Área: its shape, doubled (+2), selective (+1). */
  readonly area?: { readonly shape: AreaShape; readonly doubled: boolean; readonly selective: boolean } | undefined;
  /** Efeitos e pontos. */
  readonly effects: readonly TechniqueEffect[];
  /** Modificadores (+1 each). */
  readonly modifiers: readonly (ModifierSlug | { readonly slug: ModifierSlug; readonly text?: string | undefined })[];
  /** Limitações (−1 each, on the cost only). */
  readonly limitations: readonly (LimitationSlug | { readonly slug: LimitationSlug; readonly text?: string | undefined })[];
  /** Rolagem (a list only to say the forbidden "both"). */
  readonly roll?: Readonly<TechniqueRoll> | readonly Readonly<TechniqueRoll>[] | undefined;
  /** Grau: the one it was born in. */
  readonly grau?: number | undefined;
  /** The signature technique (rises a Grau by itself). */
  readonly signature: boolean;
  /** Golpe do Assento, with its seat (the elite seat: Capricórnio, Libra…). */
  readonly golpeDoAssento?: { readonly seat: string } | undefined;
  /** Built beforehand, waiting to be born mid-fight: cannot be used until it is born. */
  readonly waiting: boolean;
  /** The id of the technique this one evolved from. */
  readonly evolvedFrom?: string | undefined;
  /** Descrição: how it looks, and the name you shout. */
  readonly description: string;
}

/**
 * Who uses a technique: what the engine needs to know about its owner to say what it does at a
 * level, whether its Grau is allowed, and whether a limitation really limits.
 *
 * @example
 * ```ts
 * const owner: TechniqueOwner = { level: 5, attributes: { FOR: 16 }, sentido: 'setimo' };
 * ```
 */
export interface TechniqueOwner {
  /** The owner's level. */
  level: number;
  /** Attribute values (15, 14…), not modifiers. */
  attributes?: Partial<Record<AttributeKey, number>> | undefined;
  /** The Atributo do Cosmo. */
  cosmoAttribute?: CosmoAttributeKey | undefined;
  /** The owner's Posto. */
  posto?: 'bronze' | 'prata' | 'elite' | undefined;
  /** The Sentido the owner is in now (Sétimo: burn +2). */
  sentido?: SentidoKey | undefined;
  /** A Bronze or Prata who mastered the Sétimo. */
  setimoDominado?: boolean | undefined;
  /** Cosmo choices made on level-up (they raise the piso). */
  cosmoChoices?: number | undefined;
}
