/**
 * The combat ally's weight in a fight against a lone elite (issue #15, rows aliado-*): what the ally
 * changes just by being there. Each rule with scripted dice, its seed heading or restored table named.
 */
import { describe, expect, it } from 'vitest';
import { BOOK_POLICY, combatAllyFighter, fight, referenceFighter, type Fighter } from '../../src/sim/index.js';
import { always } from './scripted.js';

const REACAO = 'seed, Capítulo Cinco › A reação ("Bloquear. Com a armadura no corpo, quando um ataque é declarado contra você e antes da rolagem: +2 na DEF"; "quem bloqueia o golpe comum fica sem reação para aparar a técnica que vem em seguida"); SIMULATOR.md › Reactions';
const ALIADO = 'tables/11-aliados.md › cartão "Aliado de luta" ("Age logo depois de quem o controla"); SIMULATOR.md › Group fights';

/** A character that only gathers Cosmo (an app's choice), with PV enough not to fall. */
const gathers = (name: string): Fighter => ({ ...referenceFighter({ level: 20, name }), maxHp: 9999, policy: { ...BOOK_POLICY, choose: () => ({ kind: 'concentrar' }) } });
/** A character that always uses its big technique (an app's choice), with PV enough not to fall. */
const big = (name: string): Fighter => ({ ...referenceFighter({ level: 20, name }), maxHp: 9999, policy: { ...BOOK_POLICY, choose: () => ({ kind: 'tecnica', index: 0 }) } });
/** The reference Ouro with its own PV (they set what is worth an Aparar: 20% of them). */
const ouro = (): Fighter => referenceFighter({ level: 20, posto: 'ouro', name: 'O' });
/** The ally of a level-20 group before its Cosmo pays the big technique: its action is the golpe comum. */
const allyGolpe = (): Fighter => ({ ...combatAllyFighter(20), cosmoStart: 0 });

describe(`the ally's golpe takes the elite's reaction (${REACAO}; ${ALIADO})`, () => {
  it('the Ouro does not Block the ally\'s golpe comum (its living armor waits for an Aparar: SIMULATOR.md second edition), so it parries the next character\'s technique', () => {
    // Every d20 shows 11: the ally's golpe (+8) misses DEF 22; the big technique (+11) hits DEF 22.
    const withAlly = fight([gathers('C'), allyGolpe(), big('D')], [ouro()], always(0.5), { maxRounds: 1, firstSide: 0, log: true }).log!;
    const golpe = withAlly.find((l) => l.startsWith('Aliado') && l.includes('golpe comum em O'))!;
    expect(golpe).toContain(`contra DEF ${ouro().def}, erra`);
    const tech = withAlly.find((l) => l.startsWith('D') && l.includes('usa Técnica grande em O'))!;
    expect(tech).toContain('acerta');
    expect(tech).toContain('O apara');
    // The same fight without the ally: the Ouro's reaction is still there, and it parries the technique.
    const alone = fight([gathers('C'), big('D')], [ouro()], always(0.5), { maxRounds: 1, firstSide: 0, log: true }).log!;
    expect(alone.find((l) => l.startsWith('D') && l.includes('usa Técnica grande em O'))).toContain('O apara');
  });

  it('the lone elite\'s own turn goes to the most wounded character: the ally, whole, is not its target while a character stands', () => {
    const hurt: Fighter = { ...gathers('C'), maxHp: 400 };
    const log = fight([hurt, combatAllyFighter(20), gathers('D')], [{ ...ouro(), maxHp: 99999, policy: { ...BOOK_POLICY, techniques: 'nunca' } }], always(0.5), { maxRounds: 3, firstSide: 0, log: true }).log!;
    const own = log.filter((l) => l.startsWith('O dá um golpe comum'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((l) => !l.includes('em Aliado'))).toBe(true);
  });
});
