import { describe, expect, it } from 'vitest';
import { countersOf } from '../../test/limit-keys.js';
import { SIGN_IN_TRIES } from '../accounts/accounts-limits.js';
import { SEALED_BODIES } from './envelope-limits.js';

describe('the sealed body limit kind', () => {
  it("spends the source's sign-in allowance", async () => {
    const parts = { merchantCode: 'm1', ip: '198.18.7.9' };
    expect(await countersOf(SEALED_BODIES, parts)).toEqual(await countersOf(SIGN_IN_TRIES, parts));
    expect(SEALED_BODIES.tooMany).toBe('TOO_MANY_REQUEST_LOGIN');
  });
});
