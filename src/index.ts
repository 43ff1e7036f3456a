/**
 * The core of the library: the rules as data, the dice, the technique engine, armors, the stored
 * character and its ficha, the ficha in play, the Mestre's enemies and the JSON documents. The PDF
 * exporter lives in `sangue-e-estrelas/pdf`; the two other systems of the seeds in
 * `sangue-e-estrelas/cosmo-gaming` and `sangue-e-estrelas/d10`.
 *
 * ```ts
 * import { validateWarrior, deriveFicha } from 'sangue-e-estrelas';
 * const r = validateWarrior(JSON.parse(text));
 * if (r.ok) console.log(deriveFicha(r.value).hp.total); // PV máximos, with the why of each term
 * ```
 *
 * @groupDescription Resultados
 * `Result`, `Issue` and their helpers: bad input comes back as coded issues (`code`, `path`,
 * `params`, a pt-BR message), never as a crash.
 *
 * @groupDescription Regras
 * The ruleset: every table of the book as typed, frozen data with its provenance, house rules
 * (`createRuleset`), the level table and the keys (attributes, defenses, Sentidos).
 *
 * @groupDescription Dados
 * Dice expressions, rolls, d20 tests with Vantagem and Desvantagem, criticals, exact distributions.
 *
 * @groupDescription Técnicas
 * The technique engine of Capítulo Seis: the registration template as data, size and cost with a
 * receipt that explains every number, what a technique does at a level, evolving it.
 *
 * @groupDescription Armadura
 * Armors (Capítulo Sete): the stored armor, what it gives, its life (cracks, Resistência, death),
 * blood and revival, improvements.
 *
 * @groupDescription Personagem
 * The stored character (warrior or human), its validation, creation step by step, level-ups and
 * the derived ficha ({@link deriveFicha}).
 *
 * @groupDescription Ficha em jogo
 * The ficha in play: PV, Cosmo, Convicções, Sentidos, Centelhas, fights, rests and the Interlúdio,
 * as pure updates of a {@link PlayState}.
 *
 * @groupDescription Inimigos
 * The Mestre's enemies (Capítulo Dez): stored enemies, reference enemies, bands, threat and
 * difficulty.
 *
 * @groupDescription Documentos
 * JSON documents with a format, a version and migrations; safe JSON reading; the JSON Schemas.
 *
 * @module sangue-e-estrelas
 */
export * from './issues/index.js';
export * from './rules/index.js';
export * from './dice/index.js';
export * from './technique/index.js';
export * from './armor/index.js';
export * from './character/index.js';
export * from './play/index.js';
export * from './enemy/index.js';
export * from './export/json/index.js';
