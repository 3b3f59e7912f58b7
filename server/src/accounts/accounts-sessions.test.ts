import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { hashToken } from '../core/crypto/token-hash.js';
import {
  authed,
  buildTestApp,
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  signIn,
  signUp,
  testDatabases,
} from '../../test/index.js';

describe.each(testDatabases())('sessions on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = fakeClock();
  const merchant = merchantFactory({
    accounts: { ...merchantFactory().accounts, sessionIdleMinutes: 30, sessionAbsoluteHours: 2 },
  });
  const idle = merchant.accounts.sessionIdleMinutes;

  const info = (token: string) => authed(app, merchant, token).get(calls.memberInfo);
  const expectSignedOut = async (token: string) =>
    expectFailure(await info(token), 401, 'customer.not.login');

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({ database, merchants: [merchant], now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('ends a session left idle for sessionIdleMinutes', async () => {
    const { token } = await signUp(app, merchant);
    clock.advanceMinutes(idle - 1);
    expectValue(await info(token), calls.memberInfo);
    // Use moved the idle limit on.
    clock.advanceMinutes(idle - 1);
    expectValue(await info(token), calls.memberInfo);
    clock.advanceMinutes(idle);
    await expectSignedOut(token);
  });

  it('ends a busy session after sessionAbsoluteHours', async () => {
    const { token } = await signUp(app, merchant);
    const absoluteMinutes = merchant.accounts.sessionAbsoluteHours * 60;
    let elapsed = 0;
    while (elapsed + idle - 1 < absoluteMinutes) {
      clock.advanceMinutes(idle - 1);
      elapsed += idle - 1;
      expectValue(await info(token), calls.memberInfo);
    }
    clock.advanceMinutes(absoluteMinutes - elapsed);
    await expectSignedOut(token);
  });

  it('logout ends the session and its token is refused afterwards', async () => {
    const member = await signUp(app, merchant);
    const other = await signIn(app, merchant, member);
    const response = await authed(app, merchant, member.token).post(calls.sessionLogout);
    expect(expectValue(response, calls.sessionLogout)).toEqual({});
    await expectSignedOut(member.token);
    const replay = await authed(app, merchant, member.token).post(calls.sessionLogout);
    expectFailure(replay, 401, 'customer.not.login');
    // Only that session ended.
    expectValue(await info(other), calls.memberInfo);
  });

  it('lists the live sessions, marking the current one', async () => {
    const member = await signUp(app, merchant);
    const second = await signIn(app, merchant, member);
    const list = expectValue(
      await authed(app, merchant, second).get(calls.memberSessions),
      calls.memberSessions,
    );
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list[0]).toMatchObject({ ip: expect.any(String), createdAt: expect.any(String) });
  });

  it('leaves idle-expired sessions out of the list', async () => {
    const member = await signUp(app, merchant);
    clock.advanceMinutes(idle - 5);
    const later = await signIn(app, merchant, member);
    clock.advanceMinutes(10);
    const list = expectValue(
      await authed(app, merchant, later).get(calls.memberSessions),
      calls.memberSessions,
    );
    expect(list.map((session) => session.current)).toEqual([true]);
  });

  it('endOthers signs the member out everywhere but here', async () => {
    const member = await signUp(app, merchant);
    const others = [await signIn(app, merchant, member), await signIn(app, merchant, member)];
    const response = await authed(app, merchant, member.token).post(calls.endOtherSessions);
    expect(expectValue(response, calls.endOtherSessions)).toEqual({ endedSessions: 2 });
    for (const token of others) await expectSignedOut(token);
    const list = expectValue(
      await authed(app, merchant, member.token).get(calls.memberSessions),
      calls.memberSessions,
    );
    expect(list.map((session) => session.current)).toEqual([true]);
  });

  it('stores tokens hashed only', async () => {
    const member = await signUp(app, merchant);
    const token = await signIn(app, merchant, member);
    const rows = await database.db
      .selectFrom('sessions')
      .selectAll()
      .where('member_id', '=', Number(member.id))
      .execute();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const raw of [member.token, token]) {
      expect(stored).not.toContain(raw);
      expect(rows.map((row) => row.token_hash)).toContain(hashToken(raw));
    }
  });
});
