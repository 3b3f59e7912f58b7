import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { DatabaseHandle } from '../src/db/database.js';
import { LIMITS } from '../src/services/attempt-limiter.js';
import * as passwords from '../src/services/passwords.js';
import {
  buildTestApp,
  expectFailure,
  expectValue,
  fakeClock,
  login,
  merchantFactory,
  signUp,
  testDatabases,
} from './index.js';

describe.each(testDatabases())('sign-in limits on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = fakeClock();
  const merchant = merchantFactory({
    accounts: { ...merchantFactory().accounts, lockoutFailures: 3, lockoutMinutes: 10 },
  });
  const wrong = 'Wrong-pass-1';

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({ database, merchants: [merchant], now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('locks an account after lockoutFailures failures, for lockoutMinutes', async () => {
    const member = await signUp(app, merchant);
    const neighbour = await signUp(app, merchant);
    for (let i = 0; i < merchant.accounts.lockoutFailures; i += 1) {
      const response = await login(app, merchant, { username: member.username, password: wrong });
      expectFailure(response, 200, 'login.cred.err');
    }
    // Locked: the right password answers the same generic error.
    expectFailure(await login(app, merchant, member), 200, 'login.cred.err');
    expectValue(await login(app, merchant, neighbour), calls.sessionLogin);

    clock.advanceMinutes(merchant.accounts.lockoutMinutes - 1);
    expectFailure(await login(app, merchant, member), 200, 'login.cred.err');
    clock.advanceMinutes(1);
    expectValue(await login(app, merchant, member), calls.sessionLogin);
  });

  it('counts failures case-insensitively, and a success clears them', async () => {
    const member = await signUp(app, merchant);
    const failures = merchant.accounts.lockoutFailures - 1;
    for (let i = 0; i < failures; i += 1) {
      await login(app, merchant, { username: member.username.toUpperCase(), password: wrong });
    }
    expectValue(await login(app, merchant, member), calls.sessionLogin);
    for (let i = 0; i < failures; i += 1) {
      await login(app, merchant, { username: member.username, password: wrong });
    }
    expectValue(await login(app, merchant, member), calls.sessionLogin);
  });

  it('limits sign-in attempts per source address', async () => {
    // Unknown users cost a dummy argon2 check each; it is not what this test is about.
    vi.spyOn(passwords, 'verifyDummy').mockResolvedValue(false);
    const ip = '198.51.100.20';
    const member = await signUp(app, merchant);
    for (let i = 0; i < LIMITS.loginPerSource.max; i += 1) {
      const response = await login(
        app,
        merchant,
        { username: `ghost_${i}`, password: wrong },
        { ip },
      );
      expectFailure(response, 200, 'login.cred.err');
    }
    const blocked = await login(app, merchant, member, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      errorCode: expect.stringMatching(/^TOO_MANY_REQUEST/),
    });
    // Another source still signs in, and the source is free again after the window.
    expectValue(await login(app, merchant, member, { ip: '198.51.100.21' }), calls.sessionLogin);
    clock.advanceMinutes(LIMITS.loginPerSource.windowMs / 60_000);
    expectValue(await login(app, merchant, member, { ip }), calls.sessionLogin);
  });
});
