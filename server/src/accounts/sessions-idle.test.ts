import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { SessionRepository } from './session-repository.js';
import { hashToken } from '../core/crypto/token-hash.js';
import {
  authed,
  expectFailure,
  expectValue,
  merchantFactory,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('idle expiry to the second on $name', (kind) => {
  let ms = Date.parse('2030-01-01T00:00:00.000Z');
  const advanceSeconds = (seconds: number) => {
    ms += seconds * 1000;
  };
  const merchant = merchantFactory({
    accounts: { ...merchantFactory().accounts, sessionIdleMinutes: 30, sessionAbsoluteHours: 2 },
  });
  const other = merchantFactory();
  const idleSeconds = merchant.accounts.sessionIdleMinutes * 60;

  const info = (token: string) => authed(t.app, merchant, token).get(calls.memberInfo);
  const lastSeen = async (token: string) => {
    const row = await t.database.db
      .selectFrom('sessions')
      .select(['id', 'last_seen_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    return { id: row.id, at: row.last_seen_at.getTime() };
  };

  const t = useTestApp(kind, { merchants: [merchant, other], now: () => new Date(ms) });

  it('counts activity seconds after the last, so the idle limit runs from the latest use', async () => {
    const { token } = await signUp(t.app, merchant);
    advanceSeconds(30);
    expectValue(await info(token), calls.memberInfo);
    // Idle for the whole limit since sign-in, but not since the use 30 s after it.
    advanceSeconds(idleSeconds - 1);
    expectValue(await info(token), calls.memberInfo);
    advanceSeconds(idleSeconds);
    expectFailure(await info(token), 401, 'customer.not.login');
  });

  it('ends the session once idle for exactly the limit after the latest use', async () => {
    const { token } = await signUp(t.app, merchant);
    advanceSeconds(5);
    expectValue(await info(token), calls.memberInfo);
    advanceSeconds(idleSeconds);
    expectFailure(await info(token), 401, 'customer.not.login');
  });

  it('touches a session of its own merchant only, and never back in time', async () => {
    const { token } = await signUp(t.app, merchant);
    const sessions = new SessionRepository(t.database.db);
    const { id, at } = await lastSeen(token);
    await sessions.touch(other.code, id, new Date(at + 60_000));
    expect((await lastSeen(token)).at).toBe(at);
    await sessions.touch(merchant.code, id, new Date(at + 60_000));
    expect((await lastSeen(token)).at).toBe(at + 60_000);
    await sessions.touch(merchant.code, id, new Date(at + 1000));
    expect((await lastSeen(token)).at).toBe(at + 60_000);
  });
});
