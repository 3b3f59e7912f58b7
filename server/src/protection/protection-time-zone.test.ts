import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { calls, type ProtectionStatus } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  register,
  send,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
  PASSWORD,
} from '../../test/index.js';

const DAY_MS = 86_400_000;
/** Today (UTC) at 23:30 UTC: already tomorrow in Manila (+08:00), where the day began at 16:00. */
const utcToday = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z').getTime();
const lateUtc = utcToday + 23.5 * 3_600_000;
const at = (hoursAfterUtcMidnight: number) =>
  new Date(utcToday + hoursAfterUtcMidnight * 3_600_000);

/** YYYY-MM-DD `years` years before a YYYY-MM-DD day. */
const yearsBefore = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

describe.each(testDatabases())('player protection in the merchant’s time zone on $name', (kind) => {
  const merchant = merchantFactory({ timeZone: 'Asia/Manila' });
  const clock = fakeClock(lateUtc);
  const t = useTestApp(kind, async () => ({ merchants: [merchant], now: () => clock.now() }));

  const localToday = new Date(lateUtc + 8 * 3_600_000).toISOString().slice(0, 10);

  it('judges age on the merchant’s date, not the UTC one', async () => {
    // 18 today in Manila, still 17 on the UTC date.
    const birthDate = yearsBefore(localToday, 18);
    expectValue(
      await register(t.app, merchant, {
        username: uniqueUsername('tz'),
        password: PASSWORD,
        birthDate,
      }),
      calls.memberRegister,
    );
    const tomorrow = new Date(Date.parse(localToday) + DAY_MS).toISOString().slice(0, 10);
    expectFailure(
      await register(t.app, merchant, {
        username: uniqueUsername('tz'),
        password: PASSWORD,
        birthDate: yearsBefore(tomorrow, 18),
      }),
      400,
      'register.under.age',
    );
  });

  it('counts a day’s deposit limit from the merchant’s midnight', async () => {
    const member = await signUp(t.app, merchant);
    const deposit = async (amount: number, startedAt: Date) => {
      const answer = await send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount },
        { token: member.token },
      );
      if (answer.statusCode !== 200) return answer;
      const { depositId } = expectValue(answer, calls.createDeposit);
      // The database stamps the start with its own clock: set it to the moment this test means.
      await sql`UPDATE deposits SET created_at = ${startedAt} WHERE id = ${depositId}`.execute(
        t.database.db,
      );
      return answer;
    };
    expectValue(
      await authed(t.app, merchant, member.token).post(calls.setProtectionLimit, {
        kind: 'deposit',
        period: 'day',
        value: 20_000,
      }),
      calls.setProtectionLimit,
    );
    // 15:00 UTC is 23:00 of the day before in Manila: it does not count today.
    expectValue(await deposit(20_000, at(15)), calls.createDeposit);
    // 16:30 UTC is 00:30 today in Manila.
    expectValue(await deposit(20_000, at(16.5)), calls.createDeposit);
    expectFailure(await deposit(10_000, at(17)), 409, 'deposit.limit.reached');
    const status = expectValue(
      await authed(t.app, merchant, member.token).get(calls.memberProtection),
      calls.memberProtection,
    ) as ProtectionStatus;
    const day = status.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'day')!;
    expect(day.used).toBe(20_000);
    // The day resets at the next midnight in Manila: 16:00 UTC tomorrow.
    expect(day.resetsAt).toBe(at(24 + 16).toISOString());
  });
});
