import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dummyPasswordHash,
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  useCheapPasswordHashingInTests,
  verifyDummy,
  verifyPassword,
} from './password-hashing.js';

/** The argon2id parameters a PHC string carries: `m=…,t=…,p=…`. */
const parametersOf = (phc: string) => phc.split('$')[3];

describe('password hashing', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hashes with the OWASP argon2id baseline outside test runs', () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
  });

  it('refuses the cheap test parameters outside Vitest', () => {
    vi.stubEnv('VITEST', '');
    expect(() => useCheapPasswordHashingInTests()).toThrow(/test runs only/);
  });

  // Timing equality of known and unknown users holds when the dummy costs what a real check does.
  it('makes the dummy hash with the parameters of every password hash', async () => {
    const real = await hashPassword('Some-pass-1');
    expect(real).toMatch(/^\$argon2id\$/);
    expect(parametersOf(await dummyPasswordHash())).toBe(parametersOf(real));
    expect(await verifyPassword(real, 'Some-pass-1')).toBe(true);
    expect(await verifyPassword(real, 'Other-pass-1')).toBe(false);
    expect(await verifyDummy('Some-pass-1')).toBe(false);
  });
});
