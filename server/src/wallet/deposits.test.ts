import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { calls, SIGNED_REQUEST_HEADERS } from '@lobby/contract';
import { WalletEvents } from './wallet-events.js';
import { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import { demoPaymentSecret, launchSecret } from '../demo/demo-secrets.js';
import { requestSignature } from '../core/signed-request.js';
import { WalletRepository } from './wallet-repository.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

describe.each(testDatabases())('deposits on $name', (kind) => {
  const merchant = merchantFactory();
  const host = merchant.hosts[0]!;
  const t = useTestApp(kind, { merchants: [merchant], listen: true });

  const start = async (member: TestMember, amount = 50_000) =>
    expectValue(
      await send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount },
        { token: member.token },
      ),
      calls.createDeposit,
    );
  const checkoutPath = (payUrl: string) => {
    const url = new URL(payUrl);
    return { path: url.pathname, token: url.searchParams.get('t')! };
  };
  /** Presses Pay or Cancel on the demo provider's page, as the player's browser does. */
  const press = (token: string, action: 'pay' | 'cancel') =>
    t.app.inject({
      method: 'POST',
      url: '/pay/demo/checkout',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: token, action }).toString(),
    });
  const balanceOf = (member: TestMember) =>
    new WalletRepository(t.database.db).balance(merchant.code, Number(member.id));
  const eventsOf = async (member: TestMember) =>
    (await new WalletEvents(t.database.db).list(merchant.code, Number(member.id))).map(
      (event) => event.name,
    );

  /** Captures the signed notification the demo provider sends, by pressing Pay once. */
  const captureNotification = async (member: TestMember) => {
    const deposit = await start(member);
    const sent: { headers: Record<string, string>; body: string }[] = [];
    // Watch what the provider's server posts over HTTP to the callback at the app's address.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      await press(checkoutPath(deposit.payUrl).token, 'pay');
      for (const [url, init] of fetchSpy.mock.calls) {
        if (new URL(String(url)).pathname === calls.paymentCallback.path) {
          sent.push({ headers: init!.headers as Record<string, string>, body: String(init!.body) });
        }
      }
    } finally {
      fetchSpy.mockRestore();
    }
    return { deposit, notification: sent[0]! };
  };
  const deliver = (headers: Record<string, string>, body: string) =>
    t.app.inject({
      method: 'POST',
      url: calls.paymentCallback.path,
      headers: { ...headers, host },
      payload: body,
    });

  it('answers the deposit methods with limits and quick amounts in minor units', async () => {
    const member = await signUp(t.app, merchant);
    const settings = expectValue(
      await send(t.app, merchant, calls.depositSettings, undefined, { token: member.token }),
      calls.depositSettings,
    );
    expect(settings.methods).toEqual([
      {
        code: 'DEMO',
        name: 'Demo Pay',
        minAmount: 10_000,
        maxAmount: 5_000_000,
        quickAmounts: [10_000, 50_000, 100_000, 500_000],
      },
    ]);
  });

  it('refuses an unknown method or an amount out of range', async () => {
    const member = await signUp(t.app, merchant);
    const create = (body: { method: string; amount: number }) =>
      send(t.app, merchant, calls.createDeposit, body, { token: member.token });
    expectFailure(await create({ method: 'GOLD', amount: 50_000 }), 400, 'deposit.method.unknown');
    expectFailure(
      await create({ method: 'DEMO', amount: 9_999 }),
      400,
      'deposit.amount.out.of.range',
    );
    expectFailure(await create({ method: 'DEMO', amount: 10.5 }), 400, 'invalid_request');
  });

  it('Pay on the demo provider credits once and records deposit and firstDeposit', async () => {
    const member = await signUp(t.app, merchant);
    const deposit = await start(member);
    const { path, token } = checkoutPath(deposit.payUrl);
    expect(path).toBe('/pay/demo/checkout');
    const page = await t.app.inject({ url: `${path}?t=${token}`, headers: { host } });
    expect(page.body).toContain('₱500.00');
    expect(await eventsOf(member)).toEqual(['depositSubmit']);
    expect(await balanceOf(member)).toBe(0);

    const paid = await press(token, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/m/wallet/deposit?depositId=${deposit.depositId}`);
    expect(await balanceOf(member)).toBe(50_000);
    const status = expectValue(
      await send(t.app, merchant, calls.depositStatus, undefined, {
        token: member.token,
        query: { depositId: deposit.depositId },
      }),
      calls.depositStatus,
    );
    expect(status.deposit).toEqual({
      depositId: deposit.depositId,
      amount: 50_000,
      status: 'paid',
    });
    expect(await eventsOf(member)).toEqual([
      'depositSubmit',
      'deposit',
      'firstDeposit',
      'firstDepositArrival',
    ]);

    // The page of a settled deposit no longer takes a payment.
    await press(token, 'pay');
    expect(await balanceOf(member)).toBe(50_000);

    const second = await start(member, 20_000);
    await press(checkoutPath(second.payUrl).token, 'pay');
    expect(await balanceOf(member)).toBe(70_000);
    expect(await eventsOf(member)).toEqual([
      'depositSubmit',
      'deposit',
      'firstDeposit',
      'firstDepositArrival',
      'depositSubmit',
      'deposit',
      'redeposit',
    ]);
  });

  it('writes the money events in the credit’s transaction: an event that fails undoes the credit', async () => {
    const member = await signUp(t.app, merchant);
    const deposit = await start(member);
    // The ledger refuses this member's firstDepositArrival, the last write of the credit.
    await sql`
      CREATE FUNCTION refuse_arrival() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name = 'firstDepositArrival' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`.execute(t.database.db);
    await sql`
      CREATE TRIGGER refuse_arrival BEFORE INSERT ON tracked_events
      FOR EACH ROW EXECUTE FUNCTION refuse_arrival()`.execute(t.database.db);
    try {
      await press(checkoutPath(deposit.payUrl).token, 'pay');
      expect(await balanceOf(member)).toBe(0);
      expect(await eventsOf(member)).toEqual(['depositSubmit']);
    } finally {
      await sql`DROP TRIGGER refuse_arrival ON tracked_events`.execute(t.database.db);
      await sql`DROP FUNCTION refuse_arrival()`.execute(t.database.db);
    }
    await press(checkoutPath(deposit.payUrl).token, 'pay');
    expect(await balanceOf(member)).toBe(50_000);
    expect(await eventsOf(member)).toEqual([
      'depositSubmit',
      'deposit',
      'firstDeposit',
      'firstDepositArrival',
    ]);
  });

  it('of two deposits paid at once, one only is the first deposit', async () => {
    const member = await signUp(t.app, merchant);
    const deposits = await Promise.all([start(member), start(member, 20_000)]);
    await Promise.all(deposits.map((deposit) => press(checkoutPath(deposit.payUrl).token, 'pay')));
    expect(await balanceOf(member)).toBe(70_000);
    const names = await eventsOf(member);
    expect(names.filter((name) => name === 'deposit')).toHaveLength(2);
    expect(names.filter((name) => name === 'firstDeposit')).toHaveLength(1);
    expect(names.filter((name) => name === 'firstDepositArrival')).toHaveLength(1);
    expect(names.filter((name) => name === 'redeposit')).toHaveLength(1);
  });

  it('a notification delivered three times credits once', async () => {
    const member = await signUp(t.app, merchant);
    const { notification } = await captureNotification(member);
    expect(await balanceOf(member)).toBe(50_000);
    for (let i = 0; i < 3; i += 1) {
      const answer = expectValue(
        await deliver(notification.headers, notification.body),
        calls.paymentCallback,
      );
      expect(answer).toMatchObject({ status: 'paid', credited: false });
    }
    expect(await balanceOf(member)).toBe(50_000);
    expect(await eventsOf(member)).toEqual([
      'depositSubmit',
      'deposit',
      'firstDeposit',
      'firstDepositArrival',
    ]);
  });

  it('concurrent repeats of one notification credit once', async () => {
    const member = await signUp(t.app, merchant);
    const deposit = await start(member, 30_000);
    const timestamp = String(Math.floor(Date.now() / 1000));
    // Build the notification the provider would, and deliver it ten times at once.
    const secret = await demoPaymentSecret(
      launchSecret(undefined, new ServerSecretRepository(t.database.db)),
    )();
    const body = JSON.stringify({
      depositId: deposit.depositId,
      status: 'paid',
      amount: 30_000,
      providerReference: 'p-1',
    });
    const headers = {
      'content-type': 'application/json',
      [SIGNED_REQUEST_HEADERS.provider]: 'demo',
      [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
      [SIGNED_REQUEST_HEADERS.signature]: requestSignature(secret, timestamp, body),
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(headers, body)));
    const values = answers.map((answer) => expectValue(answer, calls.paymentCallback));
    expect(values.filter((value) => value.credited)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(30_000);
  });

  it('an altered, unsigned or foreign notification changes nothing', async () => {
    const member = await signUp(t.app, merchant);
    const deposit = await start(member);
    const { notification: paidOne } = await captureNotification(member);
    const before = await balanceOf(member);
    // The same signature over another deposit and a larger amount.
    const forged = paidOne.body
      .replace(/"depositId":"[^"]+"/, `"depositId":"${deposit.depositId}"`)
      .replace('"amount":50000', '"amount":50001');
    expectFailure(await deliver(paidOne.headers, forged), 401, 'payment.signature.invalid');
    const retargeted = paidOne.body.replace(
      /"depositId":"[^"]+"/,
      `"depositId":"${deposit.depositId}"`,
    );
    expectFailure(await deliver(paidOne.headers, retargeted), 401, 'payment.signature.invalid');
    expectFailure(
      await deliver({ 'content-type': 'application/json' }, retargeted),
      401,
      'payment.signature.invalid',
    );
    expectFailure(
      await deliver(
        { ...paidOne.headers, [SIGNED_REQUEST_HEADERS.provider]: 'someone-else' },
        paidOne.body,
      ),
      401,
      'payment.signature.invalid',
    );
    expect(await balanceOf(member)).toBe(before);
    const status = expectValue(
      await send(t.app, merchant, calls.depositStatus, undefined, {
        token: member.token,
        query: { depositId: deposit.depositId },
      }),
      calls.depositStatus,
    );
    expect(status.deposit?.status).toBe('pending');
  });

  it('Cancel credits nothing and marks the deposit cancelled', async () => {
    const member = await signUp(t.app, merchant);
    const deposit = await start(member);
    await press(checkoutPath(deposit.payUrl).token, 'cancel');
    expect(await balanceOf(member)).toBe(0);
    const status = expectValue(
      await send(t.app, merchant, calls.depositStatus, undefined, {
        token: member.token,
        query: { depositId: deposit.depositId },
      }),
      calls.depositStatus,
    );
    expect(status.deposit?.status).toBe('cancelled');
    const latest = expectValue(
      await send(t.app, merchant, calls.depositStatus, undefined, { token: member.token }),
      calls.depositStatus,
    );
    expect(latest.deposit?.depositId).toBe(deposit.depositId);
    expect(await eventsOf(member)).toEqual(['depositSubmit']);
  });

  it("never shows one member's deposit to another", async () => {
    const owner = await signUp(t.app, merchant);
    const stranger = await signUp(t.app, merchant);
    const deposit = await start(owner);
    expectFailure(
      await send(t.app, merchant, calls.depositStatus, undefined, {
        token: stranger.token,
        query: { depositId: deposit.depositId },
      }),
      404,
      'deposit.not.found',
    );
  });

  it('20 deposits at once leave at most 5 unpaid; paying one or waiting 30 minutes makes room', async () => {
    const member = await signUp(t.app, merchant);
    const create = () =>
      send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount: 10_000 },
        { token: member.token },
      );
    const answers = await Promise.all(Array.from({ length: 20 }, create));
    const started = answers.filter((answer) => answer.statusCode === 200);
    expect(started).toHaveLength(5);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'deposit.pending.limit');
    }
    const pending = () =>
      t.database.db
        .selectFrom('deposits')
        .select('id')
        .where('merchant_code', '=', merchant.code)
        .where('member_id', '=', Number(member.id))
        .execute();
    expect(await pending()).toHaveLength(5);

    const first = expectValue(started[0]!, calls.createDeposit);
    await press(checkoutPath(first.payUrl).token, 'pay');
    expect(await balanceOf(member)).toBe(10_000);
    expectValue(await create(), calls.createDeposit);
    expectFailure(await create(), 409, 'deposit.pending.limit');
    // Unpaid deposits older than 30 minutes no longer count.
    await sql`
      UPDATE deposits SET created_at = created_at - interval '31 minutes'
      WHERE merchant_code = ${merchant.code} AND member_id = ${Number(member.id)}`.execute(
      t.database.db,
    );
    expectValue(await create(), calls.createDeposit);
  });
});
