import { describe, expect, it } from 'vitest';
import { DEMO_BET, slotOutcome, slotReturnToPlayer, type DrawBelow } from './demo-rounds.js';

/** mulberry32: a small seeded generator, so the simulation is the same on every run. */
function seededDraw(seed: number): DrawBelow {
  let state = seed >>> 0;
  return (bound) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

describe('the demo slot', () => {
  it('returns 96 % to the player by its odds table', () => {
    expect(slotReturnToPlayer()).toBeCloseTo(0.96, 10);
  });

  it('returns within half a point of the table over a million simulated rounds', () => {
    const draw = seededDraw(20_261_125);
    const rounds = 1_000_000;
    let paid = 0;
    for (let round = 0; round < rounds; round += 1) paid += slotOutcome(draw).win;
    const measured = paid / (rounds * DEMO_BET);
    expect(Math.abs(measured - slotReturnToPlayer())).toBeLessThan(0.005);
  });
});
