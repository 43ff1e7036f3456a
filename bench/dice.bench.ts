/**
 * Dice throughput: d20 tests per second against a bare `Math.random` d20 loop (as a ratio), the
 * exact distribution of `6d8+119`, and a dice expression rolled from text.
 * Reported, never asserted.
 */
import { createRandom, d20Test, diceStats, parseDice, rollDice } from '../src/dice/index.js';
import { fmt, opsPerSecond } from './measure.js';

export function run(ms = 700): void {
  let sink = 0;

  const bare = opsPerSecond(() => {
    sink += 1 + Math.floor(Math.random() * 20);
  }, ms);

  const rng = createRandom(1);
  const input = { kind: 'ataque', modifier: 3, proficiency: 2, target: 15 } as const;
  const d20 = opsPerSecond(() => {
    const r = d20Test(input, rng);
    if (r.ok) sink += r.value.total;
  }, ms);

  const adv = { kind: 'ataque', modifier: 3, proficiency: 2, target: 15, vantagem: 2, desvantagem: 0 } as const;
  const d20adv = opsPerSecond(() => {
    const r = d20Test(adv, rng);
    if (r.ok) sink += r.value.total;
  }, ms);

  const dist = opsPerSecond(() => {
    const r = diceStats('6d8+119');
    if (r.ok) sink += r.value.outcomes!.length;
  }, ms);

  const parsed = parseDice('3d8 + 15 + mod');
  const vars = { variables: { mod: 4 } };
  const rollParsed = opsPerSecond(() => {
    if (!parsed.ok) return;
    const r = rollDice(parsed.value, rng, vars);
    if (r.ok) sink += r.value.total;
  }, ms);
  const rollText = opsPerSecond(() => {
    const r = rollDice('3d8 + 15 + mod', rng, vars);
    if (r.ok) sink += r.value.total;
  }, ms);

  console.log(`bare Math.random d20 loop:        ${fmt(bare)} /s`);
  console.log(`d20Test (ataque, seeded):         ${fmt(d20)} /s  → ${fmt(d20 / bare, 3)}× Math.random`);
  console.log(`d20Test with Vantagem:            ${fmt(d20adv)} /s  → ${fmt(d20adv / bare, 3)}× Math.random`);
  console.log(`diceStats('6d8+119') distribution: ${fmt(dist)} /s  (${fmt(1e6 / dist, 2)} µs each)`);
  console.log(`rollDice parsed '3d8 + 15 + mod':  ${fmt(rollParsed)} /s`);
  console.log(`rollDice text   '3d8 + 15 + mod':  ${fmt(rollText)} /s`);
  if (sink === 0.5) console.log(sink);
}
