import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { calls, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@lobby/contract';
import { ReferralRepository } from './referral-repository.js';
import {
  authed,
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('referral crediting on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other] });

  const info = async (token: string, on = merchant) =>
    expectValue(await authed(t.app, on, token).get(calls.referralInfo), calls.referralInfo);
  const visit = async (referralCode: string, visitorId: string, on = merchant, ip?: string) =>
    expectValue(
      await send(t.app, on, calls.referralVisit, { referralCode, visitorId }, { ip }),
      calls.referralVisit,
    ).recorded;

  it("gives a member one code of the contract's alphabet, the same on every ask", async () => {
    const referrer = await signUp(t.app, merchant);
    const first = await info(referrer.token);
    expect(first.referralCode).toHaveLength(REFERRAL_CODE_LENGTH);
    expect([...first.referralCode].every((c) => REFERRAL_CODE_ALPHABET.includes(c))).toBe(true);
    expect(first).toMatchObject({ invited: 0, registered: 0 });
    expect((await info(referrer.token)).referralCode).toBe(first.referralCode);
  });

  it('credits a registration carrying the code (any case) to the referrer, with its phone invited', async () => {
    const referrer = await signUp(t.app, merchant);
    const { referralCode } = await info(referrer.token);
    await signUp(t.app, merchant, {
      referralCode: referralCode.toLowerCase(),
      loginDeviceId: 'device-of-friend-0001',
    });
    expect(await info(referrer.token)).toMatchObject({ invited: 1, registered: 1 });
  });

  it('credits nobody for an unknown code, and the registration still succeeds', async () => {
    const referrer = await signUp(t.app, merchant);
    await info(referrer.token);
    const friend = await signUp(t.app, merchant, { referralCode: 'NOSUCHCODE' });
    expect(friend.token).toBeTruthy();
    expect(await info(referrer.token)).toMatchObject({ invited: 0, registered: 0 });
  });

  it("is merchant-scoped: one merchant's code credits nobody on another", async () => {
    const referrer = await signUp(t.app, merchant);
    const { referralCode } = await info(referrer.token);
    const elsewhere = await signUp(t.app, other);
    const elsewhereCode = (await info(elsewhere.token, other)).referralCode;
    await signUp(t.app, other, { referralCode });
    expect(await visit(referralCode, 'phone-on-the-other-merchant', other)).toBe(false);
    expect(await info(referrer.token)).toMatchObject({ invited: 0, registered: 0 });
    expect(elsewhereCode).not.toBe(referralCode);
    expect(await info(elsewhere.token, other)).toMatchObject({ invited: 0, registered: 0 });
  });

  it('credits each of many concurrent registrations once', async () => {
    const referrer = await signUp(t.app, merchant);
    const { referralCode } = await info(referrer.token);
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        signUp(t.app, merchant, {
          referralCode,
          username: uniqueUsername('ref'),
          loginDeviceId: `concurrent-phone-${index}`,
        }),
      ),
    );
    expect(await info(referrer.token)).toMatchObject({ invited: 8, registered: 8 });
  });

  it('credits a new member once however often or concurrently crediting is asked again', async () => {
    const repository = new ReferralRepository(t.database.db);
    const referrer = await signUp(t.app, merchant);
    const { referralCode } = await info(referrer.token);
    const friend = await signUp(t.app, merchant, { referralCode });
    const again = await Promise.all(
      Array.from({ length: 6 }, () =>
        repository.credit(merchant.code, Number(friend.id), referralCode, 'x-device', new Date()),
      ),
    );
    expect(again.every((credited) => credited === undefined)).toBe(true);
    expect((await info(referrer.token)).registered).toBe(1);
  });

  it('never credits a member to themselves: skipped, and refused by the table', async () => {
    const repository = new ReferralRepository(t.database.db);
    const member = await signUp(t.app, merchant);
    const { referralCode } = await info(member.token);
    const id = Number(member.id);
    expect(await repository.credit(merchant.code, id, referralCode, 'own', new Date())).toBe(
      undefined,
    );
    await expect(
      sql`INSERT INTO referral_credits (merchant_code, member_id, referrer_id, credited_at)
          VALUES (${merchant.code}, ${id}, ${id}, now())`.execute(t.database.db),
    ).rejects.toThrow();
    expect(await info(member.token)).toMatchObject({ invited: 0, registered: 0 });
  });

  it('counts each phone that opens a link once, and only for a code of the merchant', async () => {
    const referrer = await signUp(t.app, merchant);
    const { referralCode } = await info(referrer.token);
    const results = await Promise.all([
      visit(referralCode, 'phone-aaaa-1111'),
      visit(referralCode, 'phone-aaaa-1111'),
      visit(referralCode.toLowerCase(), 'phone-bbbb-2222'),
    ]);
    expect(results).toEqual([true, true, true]);
    expect(await visit('UNKNOWN1', 'phone-cccc-3333')).toBe(false);
    expect(await info(referrer.token)).toMatchObject({ invited: 2, registered: 0 });
  });

  it('counts at most 20 phones an hour from one address, however many arrive at once', async () => {
    const referrer = await signUp(t.app, merchant);
    const { referralCode } = await info(referrer.token);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        visit(referralCode, `made-up-phone-${index}`, merchant, '198.51.100.7'),
      ),
    );
    expect(burst.filter(Boolean)).toHaveLength(20);
    expect(await info(referrer.token)).toMatchObject({ invited: 20 });
    // Another network still counts.
    expect(await visit(referralCode, 'a-real-friend-phone', merchant, '203.0.113.50')).toBe(true);
    expect(await info(referrer.token)).toMatchObject({ invited: 21 });
  });

  it('refuses a bad visit and a visitor without a session asking for referral info', async () => {
    expectFailure(
      await send(t.app, merchant, calls.referralVisit, { referralCode: 'AB', visitorId: 'x' }),
      400,
      'invalid_request',
    );
    expectFailure(await send(t.app, merchant, calls.referralInfo), 401, 'customer.not.login');
  });
});
