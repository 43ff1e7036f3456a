import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCansaco,
  addLida,
  beginFight,
  endTurn,
  finishFight,
  gainCosmo,
  giveBlood,
  heal,
  levantar,
  loseSense,
  newRound,
  passDays,
  playLongRest,
  playNumbers,
  playStateSchema,
  receiveCentelha,
  sendCentelha,
  shortRest,
  spendConviccao,
  startPlay,
  takeDamage,
  type PlayState,
} from '../../src/index.js';
import type { Result } from '../../src/issues/index.js';
import { teo } from '../fixtures/teo.js';

const senses = ['tato', 'paladar', 'olfato', 'audicao', 'visao'] as const;
type Op = (s: PlayState) => Result<PlayState>;
const value = <T,>(r: Result<{ state: PlayState } & T>): Result<PlayState> => (r.ok ? { ok: true, value: r.value.state, issues: r.issues } : r);

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.integer({ min: -2, max: 30 }).map((n): Op => (s) => takeDamage(s, n)),
  fc.integer({ min: -2, max: 30 }).map((n): Op => (s) => heal(teo, s, n)),
  fc.integer({ min: -2, max: 9 }).map((n): Op => (s) => gainCosmo(teo, s, n)),
  fc.constantFrom(...senses).chain((sense) => fc.constantFrom<Op>((s) => loseSense(teo, s, sense, 'arrancado'), (s) => loseSense(teo, s, sense, 'mutilado'))),
  fc.constant<Op>((s) => beginFight(teo, s)),
  fc.constant<Op>((s) => finishFight(teo, s)),
  fc.constant<Op>((s) => newRound(teo, s)),
  fc.constant<Op>((s) => endTurn(s)),
  fc.boolean().map((miracle): Op => (s) => levantar(teo, s, { miracle })),
  fc.constant<Op>((s) => sendCentelha(teo, s)),
  fc.constant<Op>((s) => receiveCentelha(teo, s)),
  fc.constant<Op>((s) => spendConviccao(teo, s)),
  fc.integer({ min: 1, max: 2 }).map((n): Op => (s) => value(giveBlood(teo, s, n))),
  fc.integer({ min: 1, max: 2 }).map((n): Op => (s) => addCansaco(s, n)),
  fc.constant<Op>((s) => value(shortRest(teo, s))),
  fc.boolean().map((food): Op => (s) => playLongRest(teo, s, { ateAndDrank: food })),
  fc.integer({ min: 1, max: 8 }).map((n): Op => (s) => passDays(teo, s, n)),
  fc.constantFrom('Shina', 'Misty').map((e): Op => (s) => addLida(s, e, 'Garras')),
);

describe('the ficha in play under any sequence of operations (property)', () => {
  it('every result is a valid state with 0 ≤ PV ≤ max PV and Cosmo ≤ Teto; a refusal leaves the state as it was; nothing mutates the input', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (ops) => {
        let s = startPlay(teo);
        for (const f of ops) {
          const before = JSON.stringify(s);
          const r = f(s);
          expect(JSON.stringify(s)).toBe(before);
          if (!r.ok) {
            expect(r.issues.length).toBeGreaterThan(0);
            expect(r.issues.every((i) => typeof i.code === 'string' && i.message.length > 0)).toBe(true);
            continue;
          }
          s = r.value;
          expect(playStateSchema.safeParse(s).success).toBe(true);
          if (s.dead) continue;
          const n = playNumbers(teo, s);
          expect(s.hp).toBeGreaterThanOrEqual(0);
          expect(s.hp).toBeLessThanOrEqual(n.maxHp);
          expect(s.cosmo).toBeLessThanOrEqual(n.teto);
          expect(s.cansaco).toBeLessThanOrEqual(4);
          expect(s.centelhasSent).toBeLessThanOrEqual(3);
          expect(s.conviccoesSpent).toBeLessThanOrEqual(3);
        }
      }),
      { numRuns: 150 },
    );
  });
});
