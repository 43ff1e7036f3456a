/**
 * The stored armor as named interfaces: what signatures, hovers and the reference show. The zod
 * schemas of `schema.ts` stay the runtime truth; `test/types/models.test-d.ts` fails to compile when
 * an interface and its schema's output drift apart.
 *
 * @module
 */
import type { AccessorySlug, ArmySlug, CharacteristicSlug, ImprovementSlug, OpenSlug } from '../rules/index.js';
import type { ArmorState } from './state.js';

/**
 * One new form (Version) of the armor: the blood that brought it back, and the rung of the ladder
 * it counted on (elite blood on an elite armor counts as warrior blood).
 *
 * @example
 * ```ts
 * const f: ArmorForm = { blood: 'elite', rung: 'elite' };
 * ```
 */
export interface ArmorForm {
  /** The blood given. */
  blood: 'guerreiro' | 'elite' | 'deus';
  /** The rung of the ladder it counted on. */
  rung: 'guerreiro' | 'elite' | 'deus';
  /** How the armor looks now (free text, no rule effect). */
  description?: string | undefined;
}

/**
 * A stored armor: what happened to it (Posto, accessory, characteristics, the forms it came back
 * in, improvements, its current state). Everything else (DEF, Resistência, Version…) is derived by
 * {@link deriveArmor}. Validate untrusted input with {@link validateArmor}.
 *
 * @example
 * ```ts
 * const teo: Armor = armorSchema.parse({ name: 'Lince', posto: 'bronze', accessory: 'garras', characteristics: ['cortante'] });
 * ```
 */
export interface Armor {
  /** The armor's name: its constellation, star or creature ("Lince"). */
  name: string;
  /** The army it belongs to (its rule cards may add to it: the Escama's +1 Resistência). */
  army?: OpenSlug<ArmySlug> | undefined;
  /** Posto of the armor. */
  posto: 'bronze' | 'prata' | 'elite';
  /** Accessory slug (`nenhum` for none). */
  accessory: OpenSlug<AccessorySlug>;
  /** Characteristic slugs. */
  characteristics: OpenSlug<CharacteristicSlug>[];
  /** The origin trait, free text ("respirar debaixo d'água"): no rule effect. */
  trait?: string | undefined;
  /** One entry per revival into a new Version (V1 is the original: no entry). */
  forms: ArmorForm[];
  /** Improvement slugs. */
  improvements: OpenSlug<ImprovementSlug>[];
  /** Current state. */
  state: ArmorState;
  /** Resistência spent since it was last whole (counted against the cracked half when cracked). */
  resistenciaSpent: number;
  /** The remendo was used since the last long rest. */
  remendoUsed: boolean;
  /** Criticals the Elmo has already turned this fight. */
  elmoCriticalsUsed: number;
  /** Whether the first Aparar of this fight is behind (for the Polimento). */
  aparouThisFight: boolean;
  /** Casca pieces broken (dead armor). */
  cascaPiecesLost: number;
  /** How it died (when dead). */
  death?: { cause: string; kind: string; final: boolean } | undefined;
  /** In the Divine form: what to go back to after the fight. */
  divine?: { stateBefore: ArmorState; resistenciaSpentBefore: number } | undefined;
}
