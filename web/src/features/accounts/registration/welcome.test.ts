import { describe, expect, it } from 'vitest';
import { takeWelcome } from './welcome';

describe('the first-time welcome', () => {
  it('shows once per member and merchant', () => {
    expect(takeWelcome('demo', '7')).toBe(true);
    expect(takeWelcome('demo', '7')).toBe(false);
    expect(takeWelcome('demo', '8')).toBe(true);
    expect(takeWelcome('neon', '7')).toBe(true);
  });
});
